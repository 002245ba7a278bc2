import AsyncHTTPClient
import Foundation
import NIOCore
import SpendHTTP

/// Sends recordings to a Whisper-compatible endpoint and returns what was said.
///
/// Each attempt is bounded by `endpoint.timeout` as a whole (upload, transcription and the
/// answer). Transient failures (no connection, a timeout, 429, 5xx) are tried again after
/// `retryDelay`, doubling, up to `maxAttempts` in all; anything else fails at once.
public final class TranscriptionClient: Sendable {
    public let endpoint: TranscriptionEndpoint
    private let httpClient: HTTPClient
    private let displayURL: String

    static let maxBodyBytes = 4 * 1024 * 1024
    static let maxErrorBodyBytes = 64 * 1024

    public init(endpoint: TranscriptionEndpoint, httpClient: HTTPClient = .shared) {
        self.endpoint = endpoint
        self.httpClient = httpClient
        self.displayURL = EndpointText.display(endpoint.url)
    }

    /// An HTTP client on which a refused connection fails at once instead of being retried
    /// until the timeout: retrying is this client's job. Shut it down with `shutdown()`.
    public static func makeHTTPClient() -> HTTPClient {
        .failingFast()
    }

    /// Releases the HTTP client, unless it is the process-wide shared one.
    public func shutdown() async {
        await httpClient.shutdownUnlessShared()
    }

    /// Transcribes an audio file; its extension (.wav, .flac) names its type.
    public func transcribe(file: URL, prompt: String?) async throws -> Transcript {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw TranscriptionError(.badResponse, "Cannot read \(file.path): \(error.localizedDescription)", transient: false)
        }
        let format = UploadFormat(fileName: file.lastPathComponent) ?? endpoint.uploadFormat
        return try await transcribe(audio: data, format: format, prompt: prompt)
    }

    /// Transcribes encoded audio. Throws `TranscriptionError`, or `CancellationError` when the
    /// caller's task is cancelled.
    public func transcribe(audio: Data, format: UploadFormat, prompt: String?) async throws -> Transcript {
        let form = MultipartForm.transcription(endpoint: endpoint, audio: audio, fileName: "recording.\(format.rawValue)",
                                               contentType: format.mimeType, prompt: prompt)
        let body = form.body
        var delay = endpoint.retryDelay
        var attempt = 1
        while true {
            do {
                return try await attemptOnce(body: body, contentType: form.contentType)
            } catch let error as TranscriptionError where error.transient && attempt < endpoint.maxAttempts {
                try await Task.sleep(for: delay)
                delay *= 2
                attempt += 1
            }
        }
    }

    private func attemptOnce(body: [UInt8], contentType: String) async throws -> Transcript {
        var request = HTTPClientRequest(url: endpoint.url)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: contentType)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "spendd")
        if let key = endpoint.apiKey, !key.isEmpty {
            request.headers.add(name: "Authorization", value: "Bearer \(key)")
        }
        request.body = .bytes(ByteBuffer(bytes: body))
        let timeout = endpoint.timeout
        do {
            return try await withThrowingTaskGroup(of: Transcript.self) { group in
                group.addTask { [request] in try await self.exchange(request) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw TranscriptionError(.timeout, "The transcription endpoint at \(self.displayURL) did not answer within \(Self.seconds(timeout))",
                                             transient: true)
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch let error as TranscriptionError {
            throw redacted(error)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw redacted(map(error))
        }
    }

    /// One request and its whole answer.
    private func exchange(_ request: HTTPClientRequest) async throws -> Transcript {
        // The race in attemptOnce bounds the whole exchange; this deadline only backs it up.
        let response = try await httpClient.execute(request, timeout: TimeAmount(endpoint.timeout + .seconds(1)))
        let status = response.status.code
        guard (200..<300).contains(status) else {
            let body = (try? await collect(response.body, limit: Self.maxErrorBodyBytes, truncate: true)) ?? ""
            throw TranscriptionResponse.httpError(status: status, body: body, keyConfigured: !(endpoint.apiKey ?? "").isEmpty)
        }
        return try TranscriptionResponse.parse(try await collect(response.body, limit: Self.maxBodyBytes))
    }

    private func collect(_ body: HTTPClientResponse.Body, limit: Int, truncate: Bool = false) async throws -> String {
        var bytes: [UInt8] = []
        for try await buffer in body {
            bytes.append(contentsOf: buffer.readableBytesView.prefix(limit - bytes.count))
            if bytes.count >= limit {
                if truncate { break }
                throw TranscriptionError(.badResponse, "The transcription endpoint's answer is larger than \(limit / 1024 / 1024) MiB",
                                         transient: false)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A connection-level failure as a TranscriptionError.
    private func map(_ error: any Error) -> TranscriptionError {
        if let http = error as? HTTPClientError {
            switch http {
            case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout, .getConnectionFromPoolTimeout:
                return TranscriptionError(.timeout, "The transcription endpoint at \(displayURL) did not answer in time", transient: true)
            case .invalidURL, .emptyHost, .emptyScheme:
                return TranscriptionError(.unreachable, "The transcription endpoint URL \(displayURL) is not valid", transient: false)
            default:
                if String(describing: http).contains("unsupportedScheme") {
                    return TranscriptionError(.unreachable, "The transcription endpoint URL \(displayURL) has an unsupported scheme",
                                              transient: false)
                }
            }
        }
        return TranscriptionError(.unreachable, "Cannot reach the transcription endpoint at \(displayURL) (\(ConnectionFailure.reason(error)))",
                                  transient: true)
    }

    /// A server may echo the key back in its message: it never leaves this client.
    private func redacted(_ error: TranscriptionError) -> TranscriptionError {
        let message = EndpointText.redact(error.message, key: endpoint.apiKey)
        guard message != error.message else { return error }
        return TranscriptionError(error.code, message, transient: error.transient, status: error.status)
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, atto) = duration.components
        return atto == 0 ? "\(whole) s" : String(format: "%.1f s", Double(whole) + Double(atto) / 1e18)
    }
}
