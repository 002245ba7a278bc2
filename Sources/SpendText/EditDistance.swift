/// The Damerau–Levenshtein distance (optimal string alignment: insertions, deletions,
/// substitutions and swaps of two neighbours), ignoring case. "lsit" is one swap from "list".
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased())
        let t = Array(b.lowercased())
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }

    /// The candidate closest to `word`, when it is close enough to be what was meant: at
    /// most a third of the word's letters wrong (one for short words, never more than 3).
    /// Ties go to the earlier candidate; the word itself is no suggestion, but the same
    /// word in other case is ("LIST" → "list").
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let allowed = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            guard candidate != word, distance <= allowed else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
