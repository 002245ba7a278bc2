import ArgumentParser
import SpendClient
import SpendProtocol

/// The classes of failure and their exit statuses (sysexits.h), with the one table that
/// puts each daemon error code (docs/PROTOCOL.md §7) in its class. Scripts can tell a
/// typo (64) from a phrase the parser could not read (65) and from a daemon that is
/// down (69) or busy for now (75).
enum ExitStatus: Int32 {
    /// The daemon understood and said no: no such expense, nothing to undo, a name taken.
    case refused = 1
    /// EX_USAGE: the command was given wrongly.
    case usage = 64
    /// EX_DATAERR: the input was read but makes no expense, date, file or name.
    case badData = 65
    /// EX_NOINPUT: a file to read is missing or unreadable.
    case noInput = 66
    /// EX_UNAVAILABLE: the daemon, or a service or device it needs, is not there.
    case unavailable = 69
    /// EX_SOFTWARE: the daemon failed on its own account.
    case internalError = 70
    /// EX_CANTCREAT: a file to write cannot be written.
    case cannotCreate = 73
    /// EX_TEMPFAIL: try again later.
    case temporary = 75

    /// Every daemon error code that is not `refused`.
    private static let classOfCode: [String: ExitStatus] = [
        "bad_request": .usage, "bad_json": .usage, "bad_utf8": .usage, "line_too_long": .usage,
        "http_rejected": .usage, "unknown_command": .usage, "bad_arguments": .usage,
        "confirmation_required": .usage,
        "empty": .badData, "no_amount": .badData, "not_expense": .badData, "bad_amount": .badData,
        "bad_date": .badData, "too_long": .badData, "several_expenses": .badData,
        "unknown_category": .badData, "invalid_name": .badData, "reserved_name": .badData,
        "bad_color": .badData, "bad_keyword": .badData, "no_frequency": .badData,
        "no_description": .badData, "bad_schedule": .badData, "bad_csv": .badData,
        "bad_mapping": .badData, "bad_audio": .badData, "bad_backup": .badData,
        "no_speech": .badData, "overflow": .badData, "bad_image": .badData,
        "cannot_read": .noInput,
        "cannot_write": .cannotCreate,
        "forbidden": .unavailable, "unreachable": .unavailable, "unauthorized": .unavailable,
        "no_microphone": .unavailable, "upstream_error": .unavailable, "bad_response": .unavailable,
        "too_large": .unavailable, "database_moved": .unavailable, "ocr_failed": .unavailable,
        "timeout": .temporary, "rate_limited": .temporary, "busy": .temporary,
        "too_many_connections": .temporary, "shutting_down": .temporary, "bad_stream": .temporary,
        "spool_failed": .temporary, "idle_timeout": .temporary,
        "internal": .internalError,
    ]

    /// The class of a reply's `error` object.
    init(daemonError error: JSONValue?) {
        // A question whose words name nothing known is bad data, not bad usage.
        if error?["not_understood"] != nil {
            self = .badData
        } else {
            self = error?["code"]?.stringValue.flatMap { Self.classOfCode[$0] } ?? .refused
        }
    }

    /// The class of a failure to reach the daemon or to hear its answer.
    init(clientError: ClientError) {
        switch clientError {
        case .notRunning, .permission, .closed, .io: self = .unavailable
        case .refused, .timeout: self = .temporary
        case .protocolViolation: self = .internalError
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }
}
