import CPulseSimple

/// Why the microphone cannot be used. `code` is for programs (`no_server`, `no_source`,
/// `read_failed`); the description is the product's message plus the real cause.
public struct CaptureError: Error, CustomStringConvertible, Equatable {
    public let code: String
    public let cause: String

    public init(code: String, cause: String) {
        self.code = code
        self.cause = cause
    }

    public var description: String { "Microphone access needed for voice input. \(cause)" }

    /// The error for a failed `pa_simple_new`, told apart by PulseAudio's error code.
    static func opening(_ error: Int32, source: String?) -> CaptureError {
        let reason = String(cString: pa_strerror(error))
        if error == Int32(PA_ERR_NOENTITY.rawValue), let source {
            return CaptureError(
                code: "no_source",
                cause: "PulseAudio has no source named '\(source)' (`pactl list short sources` lists them): \(reason)."
            )
        }
        return CaptureError(code: "no_server", cause: "Cannot record from PulseAudio: \(reason).")
    }

    /// The error for a failed `pa_simple_read` (the server went away mid-recording).
    static func reading(_ error: Int32) -> CaptureError {
        CaptureError(code: "read_failed", cause: "Recording from PulseAudio failed: \(String(cString: pa_strerror(error))).")
    }
}
