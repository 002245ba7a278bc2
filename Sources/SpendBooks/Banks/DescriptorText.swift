/// A text field as a person should read it: HTML entities some banks leave in
/// (`&amp;`, `&#39;`) decoded, runs of padding collapsed, a spreadsheet's formula guard
/// removed, control characters dropped.
enum DescriptorText {
    static func clean(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var out = text.contains("&") ? decodeEntities(text) : text
        // Line breaks inside a quoted field separate words; other control characters go.
        out = out.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        out = String(String.UnicodeScalarView(out.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        return FormulaGuard.unescape(out)
    }

    private static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]

    static func decodeEntities(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semi])
                var replacement: String?
                if let named = named[name.lowercased()] { replacement = named }
                else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16), let s = Unicode.Scalar(code) { replacement = String(s) }
                else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let s = Unicode.Scalar(code) { replacement = String(s) }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }
}
