/// Column widths for a text table that must fit a width, measured in display columns.
/// Columns narrow in the order the `shrink` steps give; cells cut short end in "…".
public struct TableLayout: Sendable {
    /// Narrow `column` to at most `floor` columns, or as little as needed to fit.
    public struct Shrink: Sendable {
        public let column: Int
        public let floor: Int
        public init(column: Int, floor: Int) {
            self.column = column
            self.floor = floor
        }
    }

    public static let gap = 2

    public let cells: [[String]]
    public let widths: [Int]
    public let maxWidth: Int?

    public init(cells: [[String]], shrink: [Shrink], maxWidth: Int?) {
        self.cells = cells
        self.maxWidth = maxWidth
        let count = cells.map(\.count).max() ?? 0
        var widths = (0..<count).map { column in
            cells.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        if let maxWidth {
            for step in shrink where step.column < count {
                let excess = Self.total(widths) - maxWidth
                guard excess > 0 else { break }
                widths[step.column] = max(step.floor, widths[step.column] - excess)
            }
        }
        self.widths = widths
    }

    /// Width of a line with these columns; a column of width 0 is left out with its gap.
    static func total(_ widths: [Int]) -> Int {
        let shown = widths.filter { $0 > 0 }
        return shown.reduce(0, +) + gap * max(0, shown.count - 1)
    }

    public func lines(rightAligned: Set<Int> = []) -> [String] {
        cells.map { row in
            var parts: [String] = []
            for (column, width) in widths.enumerated() where width > 0 {
                let cell = DisplayWidth.truncate(column < row.count ? row[column] : "", toWidth: width)
                parts.append(rightAligned.contains(column) ? DisplayWidth.padLeft(cell, to: width)
                                                           : DisplayWidth.padRight(cell, to: width))
            }
            var line = parts.joined(separator: String(repeating: " ", count: Self.gap))
            while line.last == " " { line.removeLast() }
            if let maxWidth, DisplayWidth.of(line) > maxWidth { line = DisplayWidth.truncate(line, toWidth: maxWidth) }
            return line
        }
    }
}
