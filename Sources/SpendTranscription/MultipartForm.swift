/// A multipart/form-data body (RFC 7578), built in memory: recordings are at most a few MB.
public struct MultipartForm: Sendable {
    public let boundary: String
    private var bytes: [UInt8] = []

    public init(boundary: String = MultipartForm.randomBoundary()) {
        self.boundary = boundary
    }

    /// 32 random hex digits after a fixed prefix: cannot occur in a field by chance.
    public static func randomBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
        return "spend-boundary-" + hex
    }

    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    public mutating func addField(_ name: String, _ value: String) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"\r\n\r\n")
        append(value)
        append("\r\n")
    }

    public mutating func addFile(_ name: String, fileName: String, contentType: String, data: some Sequence<UInt8>) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"; filename=\"\(Self.quoted(fileName))\"\r\n")
        append("Content-Type: \(contentType)\r\n\r\n")
        bytes.append(contentsOf: data)
        append("\r\n")
    }

    /// The body with its closing delimiter.
    public var body: [UInt8] { bytes + Array("--\(boundary)--\r\n".utf8) }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A header parameter value: quotes and line breaks percent-encoded, as browsers do.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

extension MultipartForm {
    /// The transcription request's form: the audio, then the OpenAI-documented fields.
    /// `verbose_json` brings the segment scores the hallucination filter needs; temperature 0
    /// makes the decoding deterministic (servers may still fall back to higher ones).
    public static func transcription(endpoint: TranscriptionEndpoint, audio: some Sequence<UInt8>, fileName: String,
                                     contentType: String, prompt: String?,
                                     boundary: String = MultipartForm.randomBoundary()) -> MultipartForm {
        var form = MultipartForm(boundary: boundary)
        form.addFile("file", fileName: fileName, contentType: contentType, data: audio)
        form.addField("model", endpoint.model)
        if let language = endpoint.language, !language.isEmpty { form.addField("language", language) }
        if let prompt, !prompt.isEmpty { form.addField("prompt", prompt) }
        form.addField("response_format", "verbose_json")
        form.addField("temperature", "0")
        return form
    }
}
