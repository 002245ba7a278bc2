import SpendCore
import SpendProtocol
import SpendQuery

/// A value after binding, checked against its argument's kind.
enum ArgumentValue: Sendable {
    case text(String)
    case integer(Int64)
    case day(Day)
    case period(DayRange)
    case month(Month)
    case flag(Bool)
    case fields([(String, JSONValue)])
}

/// The arguments of one request, bound to a command's declaration.
struct BoundArguments: Sendable {
    private var values: [String: ArgumentValue] = [:]

    func string(_ name: String) -> String? {
        if case .text(let s) = values[name] { return s }
        return nil
    }
    func integer(_ name: String) -> Int64? {
        if case .integer(let i) = values[name] { return i }
        return nil
    }
    func day(_ name: String) -> Day? {
        if case .day(let d) = values[name] { return d }
        return nil
    }
    func period(_ name: String) -> DayRange? {
        if case .period(let range) = values[name] { return range }
        return nil
    }
    func month(_ name: String) -> Month? {
        if case .month(let m) = values[name] { return m }
        return nil
    }
    func flag(_ name: String) -> Bool? {
        if case .flag(let f) = values[name] { return f }
        return nil
    }
    func fields(_ name: String) -> [(String, JSONValue)] {
        if case .fields(let f) = values[name] { return f }
        return []
    }

    /// Binds a request in either form; bad or unknown arguments are `bad_arguments`
    /// errors that name the argument and show the usage.
    static func bind(_ request: Request, to command: Command, today: Day) throws(ProtocolError) -> BoundArguments {
        var raw: [(String, JSONValue)] = []
        var extras: [(String, JSONValue)] = []
        func fail(_ message: String) -> ProtocolError {
            ProtocolError(.badArguments, "\(message). Usage: \(command.usage)", id: request.id)
        }
        let takesFields = command.arguments.contains { $0.kind == .fields }
        /// A named value goes to its declared argument, else to the open fields.
        func place(_ key: String, _ value: JSONValue) throws(ProtocolError) {
            if command.arguments.contains(where: { $0.name == key && $0.kind != .fields }) {
                raw.append((key, value))
            } else if takesFields {
                extras.append((key, value))
            } else {
                throw fail("Unknown argument '\(key)'")
            }
        }
        if let rest = request.rest {
            if let textArgument = command.arguments.first(where: { $0.kind == .text }) {
                if !rest.isEmpty { raw.append((textArgument.name, .string(rest))) }
            } else {
                var positional = command.arguments.filter { $0.positional }
                let words: [String]
                do { words = try ArgumentWords.split(rest) } catch { throw fail(error.message) }
                for word in words {
                    if let eq = word.firstIndex(of: "="), eq != word.startIndex {
                        try place(String(word[..<eq]).lowercased(), .string(String(word[word.index(after: eq)...])))
                    } else if !positional.isEmpty {
                        raw.append((positional.removeFirst().name, .string(word)))
                    } else {
                        throw fail("Unexpected '\(word)'")
                    }
                }
            }
        } else {
            for (key, value) in request.fields where key != "today" { try place(key, value) }
        }

        var bound = BoundArguments()
        for argument in command.arguments {
            if argument.kind == .fields {
                bound.values[argument.name] = .fields(extras)
                continue
            }
            guard let value = raw.last(where: { $0.0 == argument.name })?.1 else {
                if argument.required { throw fail("Missing \(argument.name)") }
                continue
            }
            let text = value.stringValue ?? value.numberText
            switch argument.kind {
            case .text, .word:
                guard let text, !text.isEmpty else { throw fail("\(argument.name) must be a non-empty string") }
                bound.values[argument.name] = .text(text)
            case .integer:
                guard let text, let number = Int64(text) else { throw fail("\(argument.name) must be a whole number") }
                bound.values[argument.name] = .integer(number)
            case .day:
                guard let text, let day = DatePhrase.parse(text, today: today) else {
                    throw fail("\(argument.name) must be a date (YYYY-MM-DD, 'yesterday', 'last friday')")
                }
                bound.values[argument.name] = .day(day)
            case .period:
                guard let text, let range = PeriodText.span(text, today: today) else {
                    throw fail("\(argument.name) must be a date or a period (YYYY-MM-DD, YYYY-MM, 'yesterday', 'last month', 'this year', 'since June')")
                }
                bound.values[argument.name] = .period(range)
            case .month:
                guard let text, let month = Month(iso: text) else { throw fail("\(argument.name) must be a month (YYYY-MM)") }
                bound.values[argument.name] = .month(month)
            case .flag:
                if case .bool(let flag) = value {
                    bound.values[argument.name] = .flag(flag)
                    break
                }
                guard let text, let flag = FlagSpelling.parse(text) else {
                    throw fail("\(argument.name) must be yes or no")
                }
                bound.values[argument.name] = .flag(flag)
            case .fields:
                break
            }
        }
        return bound
    }
}
