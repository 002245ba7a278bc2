import Testing
import SpendText

/// Display width and "did you mean" distances, the measures behind the client's tables
/// and suggestions (module SpendText).
struct TerminalTextTests {
    @Test("display width counts wide characters and emoji as 2, combining marks as 0")
    func displayWidth() {
        #expect(DisplayWidth.of("coffee") == 6)
        #expect(DisplayWidth.of("寿司") == 4)
        #expect(DisplayWidth.of("ﾗｰﾒﾝ") == 4, "halfwidth katakana stays narrow")
        #expect(DisplayWidth.of("🍕 pizza") == 8)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2, "a ZWJ family is one glyph")
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no column")
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("\u{1B}[38;2;1;2;3mred\u{1B}[0m") == 3, "colour escapes take none")
        #expect(DisplayWidth.of("❤️") == 2, "a text symbol with the emoji selector")
    }

    @Test("truncation fits the width and ends in an ellipsis")
    func truncation() {
        #expect(DisplayWidth.truncate("groceries at Walmart", toWidth: 10) == "groceries…")
        #expect(DisplayWidth.truncate("short", toWidth: 10) == "short")
        #expect(DisplayWidth.truncate("寿司寿司寿司", toWidth: 7) == "寿司寿…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("寿司寿司寿司", toWidth: 6)) <= 6)
        #expect(DisplayWidth.truncate("🍕🍕🍕🍕", toWidth: 4) == "🍕…")
        #expect(DisplayWidth.padRight("寿司", to: 6) == "寿司  ")
        #expect(DisplayWidth.padLeft("🍕", to: 3) == " 🍕")
    }

    @Test("Damerau–Levenshtein distance counts a swap as one edit, ignoring case")
    func distance() {
        #expect(EditDistance.between("lsit", "list") == 1)
        #expect(EditDistance.between("LIST", "list") == 0)
        #expect(EditDistance.between("categry", "category") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
    }

    @Test("suggestions come only within the threshold")
    func nearest() {
        let commands = ["list", "add", "ask", "summary", "budgets", "budget"]
        #expect(EditDistance.nearest(to: "lsit", among: commands) == "list")
        #expect(EditDistance.nearest(to: "sumary", among: commands) == "summary")
        #expect(EditDistance.nearest(to: "xyzzy", among: commands) == nil)
        #expect(EditDistance.nearest(to: "list", among: commands) == nil, "an exact name needs no suggestion")
        #expect(EditDistance.nearest(to: "LIST", among: commands) == "list", "case alone is worth a suggestion")
        let categories = ["Food & Dining", "Groceries", "Transportation"]
        #expect(EditDistance.nearest(to: "groseries", among: categories) == "Groceries")
        #expect(EditDistance.nearest(to: "Snacks", among: categories) == nil)
    }
}

/// The colour rules of no-color.org and the terminal variables (module SpendText).
struct ColorDepthTests {
    @Test("auto colours a terminal, unless NO_COLOR is set and not empty or TERM is dumb")
    func autoRules() {
        let term = ["TERM": "xterm"]
        #expect(ColorDepth.decide(choice: .auto, environment: term, isTerminal: true) == .basic16)
        #expect(ColorDepth.decide(choice: .auto, environment: term, isTerminal: false) == .none)
        #expect(ColorDepth.decide(choice: .auto, environment: term.merging(["NO_COLOR": "1"]) { $1 }, isTerminal: true) == .none)
        #expect(ColorDepth.decide(choice: .auto, environment: term.merging(["NO_COLOR": ""]) { $1 }, isTerminal: true) == .basic16)
        #expect(ColorDepth.decide(choice: .auto, environment: ["TERM": "dumb"], isTerminal: true) == .none)
        #expect(ColorDepth.decide(choice: .never, environment: term, isTerminal: true) == .none)
        #expect(ColorDepth.decide(choice: .always, environment: ["NO_COLOR": "1"], isTerminal: false) == .basic16)
    }

    @Test("depth follows COLORTERM, then TERM")
    func depth() {
        #expect(ColorDepth.decide(choice: .always, environment: ["COLORTERM": "truecolor"], isTerminal: false) == .trueColor)
        #expect(ColorDepth.decide(choice: .always, environment: ["COLORTERM": "24bit", "TERM": "xterm"], isTerminal: false) == .trueColor)
        #expect(ColorDepth.decide(choice: .always, environment: ["TERM": "xterm-256color"], isTerminal: false) == .palette256)
        #expect(ColorDepth.decide(choice: .always, environment: ["TERM": "xterm", "COLORTERM": "yes"], isTerminal: false) == .basic16)
    }

    @Test("each depth writes its own sequence")
    func sequences() {
        #expect(ColorDepth.trueColor.foreground(red: 255, green: 107, blue: 107) == "38;2;255;107;107")
        #expect(ColorDepth.palette256.foreground(red: 255, green: 0, blue: 0) == "38;5;196")
        #expect(ColorDepth.basic16.foreground(red: 200, green: 0, blue: 0) == "91")
        #expect(ColorDepth.basic16.foreground(red: 0, green: 128, blue: 0) == "32")
        #expect(ColorDepth.none.foreground(red: 1, green: 2, blue: 3) == nil)
    }
}

/// Tables that fit a width (module SpendText).
struct TableLayoutTests {
    let cells = [["ID", "DESCRIPTION", "WHO"], ["1", "寿司 with the whole team", "Mike"], ["12", "🍕 pizza", "Anna and Tom"]]

    @Test("columns line up by display width")
    func aligned() {
        let lines = TableLayout(cells: cells, shrink: [], maxWidth: nil).lines(rightAligned: [0])
        let starts = zip(lines, cells).map { line, row in
            line.range(of: row[2]).map { DisplayWidth.of(String(line[..<$0.lowerBound])) } ?? -1
        }
        #expect(Set(starts).count == 1 && starts[0] > 0, "the third column starts at one display column: \(lines)")
    }

    @Test("shrink steps narrow columns, drop one at floor 0, and no line passes the width")
    func fits() {
        for width in [10, 20, 30, 200] {
            let layout = TableLayout(cells: cells, shrink: [.init(column: 1, floor: 8), .init(column: 2, floor: 0)], maxWidth: width)
            for line in layout.lines() { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
        }
        let narrow = TableLayout(cells: cells, shrink: [.init(column: 1, floor: 8), .init(column: 2, floor: 0)], maxWidth: 12).lines()
        #expect(narrow[0] == "ID  DESCRIP…", "\(narrow)")
        #expect(!narrow.joined().contains("Mike"), "WHO is left out: \(narrow)")
        let wide = TableLayout(cells: cells, shrink: [.init(column: 1, floor: 8)], maxWidth: 200).lines()
        #expect(wide[1].contains("寿司 with the whole team"), "\(wide)")
    }
}

/// Cutting coloured text keeps its escapes whole (module SpendText).
struct ColouredTruncationTests {
    @Test("a cut coloured text keeps its escape and is reset")
    func colouredCut() {
        let red = "\u{1B}[38;2;255;0;0m██████████\u{1B}[0m"
        let cut = DisplayWidth.truncate(red, toWidth: 5)
        #expect(cut == "\u{1B}[38;2;255;0;0m████…\u{1B}[0m")
        #expect(DisplayWidth.of(cut) == 5)
    }
}
