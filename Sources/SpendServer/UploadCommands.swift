import Foundation
import SpendProtocol

/// `upload`: a client sends a file's bytes in base64 lines, for `import` or `restore` to
/// take by token (see `StagedUploads`).
enum UploadCommands {
    static func upload(_ call: Invocation) async throws -> JSONValue {
        let text = call.arguments.string("data") ?? ""
        guard let data = Data(base64Encoded: text) else { throw call.error(.badArguments, "data must be base64") }
        let (token, bytes) = try call.session.uploads.append(data, to: call.arguments.string("upload"), call)
        return .object([("upload", .string(token)), ("bytes", .int(Int64(bytes)))])
    }

    /// The file a request names: its `upload` (taken from this connection's uploads) or an
    /// absolute `path` the daemon reads itself (scripts on the same file system).
    static func source(_ call: Invocation) throws -> (path: String, name: String, upload: String?) {
        if let token = call.arguments.string("upload") {
            return (try call.session.uploads.path(of: token, call), call.arguments.string("name") ?? "the upload", token)
        }
        guard let path = call.arguments.string("path") else {
            throw call.error(.badArguments, "name the file: upload=<token> (spend sends it for you) or path=<absolute path>")
        }
        guard path.hasPrefix("/") else { throw call.error(.badArguments, "path must be absolute (spend sends the file for you)") }
        return (path, call.arguments.string("name") ?? path, nil)
    }
}
