/// An error the daemon reports on a final line: `{"ok":false,"error":{"code":..,"message":..}}`.
/// Codes are stable; messages are for people. The parser's own codes (`empty`,
/// `no_amount`, `not_expense`, `bad_amount`, `bad_date`, `several_expenses`) come from `ParseError`.
public struct ProtocolError: Error, Sendable {
    public enum Code: String, Sendable {
        case badRequest = "bad_request"
        case badJSON = "bad_json"
        case badUTF8 = "bad_utf8"
        case lineTooLong = "line_too_long"
        case httpRejected = "http_rejected"
        case forbidden
        case unknownCommand = "unknown_command"
        case badArguments = "bad_arguments"
        case notFound = "not_found"
        case nothingToUndo = "nothing_to_undo"
        case nothingToRedo = "nothing_to_redo"
        /// `undo`/`redo` of an action whose rows were changed since outside the journal.
        case changedSince = "changed_since"
        case unknownCategory = "unknown_category"
        case badAmount = "bad_amount"
        case shuttingDown = "shutting_down"
        /// Sent instead of the greeting past `max_connections`.
        case tooManyConnections = "too_many_connections"
        /// Sent before closing a connection that sent nothing for `idle_timeout`.
        case idleTimeout = "idle_timeout"
        /// `listen` while another recording is in progress (one microphone, one recording).
        case busy
        /// `listen` cannot record: no sound server, or no such source.
        case noMicrophone = "no_microphone"
        /// `stop` with no recording in progress.
        case notRecording = "not_recording"
        /// A recording that held no speech; nothing was sent to the endpoint.
        case noSpeech = "no_speech"
        /// A phrase longer than the parser reads (`ExpenseParser.maximumTokens`).
        case tooLong = "too_long"
        /// A total or conversion past 64-bit minor units: reported instead of a wrong figure.
        case overflow
        /// The database file was moved, renamed or deleted under the daemon: writes are refused.
        case databaseMoved = "database_moved"
        /// A file that is not a whole JPEG or PNG of a receipt's size.
        case badImage = "bad_image"
        /// Tesseract cannot run (its language data is missing).
        case ocrFailed = "ocr_failed"
        /// `receipt confirm` or `discard` of a receipt already stored as an expense.
        case alreadyConfirmed = "already_confirmed"
        /// A file the daemon was asked to read cannot be read (missing, not a regular file).
        case cannotRead = "cannot_read"
        /// A file the daemon was asked to write cannot be written.
        case cannotWrite = "cannot_write"
        /// Nothing says how much: a phrase or a receipt without an amount.
        case noAmount = "no_amount"
        case internalError = "internal"
    }

    public let code: String
    public let message: String
    /// The request's id, when known, so even a failed request's reply can be matched.
    public let id: JSONValue?
    public let details: [(String, JSONValue)]

    public init(_ code: Code, _ message: String, id: JSONValue? = nil, details: [(String, JSONValue)] = []) {
        self.init(code: code.rawValue, message: message, id: id, details: details)
    }

    public init(code: String, message: String, id: JSONValue? = nil, details: [(String, JSONValue)] = []) {
        // Error text can quote anything (a server's echo, a file, a URL): never a secret.
        self.code = code
        self.message = Redaction.redact(message)
        self.id = id
        self.details = details.map { key, value in (key, value.stringValue.map { .string(Redaction.redact($0)) } ?? value) }
    }
}
