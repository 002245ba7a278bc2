import CPulseSimple
import Foundation
import Synchronization

/// Records 16-bit mono audio from a PulseAudio source (PipeWire's pulse server too) on a
/// thread of its own, because `pa_simple_read` blocks; chunks of about 100 ms arrive on
/// `chunks`. The owner must call `stop()` when done, which ends the stream and frees the
/// connection (ending the stream's consumer does the same).
public final class PulseCapture: Sendable {
    /// The source asked for; nil is the server's default source.
    public let source: String?
    public let sampleRate: Int
    /// The recorded audio, in order. Finishes after `stop()`, or throws `CaptureError`
    /// (`read_failed`) when the server goes away.
    public let chunks: AsyncThrowingStream<[Int16], Error>

    private let continuation: AsyncThrowingStream<[Int16], Error>.Continuation
    private let stopped = Atomic<Bool>(false)
    private let connection: Connection

    /// The `pa_simple` handle, used only by the capture thread once the object is built.
    private struct Connection: @unchecked Sendable {
        let handle: OpaquePointer
    }

    /// Connects to the server and starts recording at once. Throws `CaptureError` straight
    /// away when there is no server (`no_server`) or no such source (`no_source`).
    public static func open(source: String?, sampleRate: Int = 16_000, applicationName: String = "spendd") throws -> PulseCapture {
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(sampleRate), channels: 1)
        // fragsize asks the server to deliver ~100 ms at a time, so level events and
        // end-pointing are not delayed by the default (about 2 s) fragments.
        let chunkBytes = UInt32(sampleRate / 10 * MemoryLayout<Int16>.size)
        var attributes = pa_buffer_attr(maxlength: .max, tlength: .max, prebuf: .max, minreq: .max, fragsize: chunkBytes)
        var error: Int32 = 0
        guard let handle = pa_simple_new(nil, applicationName, PA_STREAM_RECORD, source, "Voice input", &spec, nil, &attributes, &error) else {
            throw CaptureError.opening(error, source: source)
        }
        return PulseCapture(connection: Connection(handle: handle), source: source, sampleRate: sampleRate)
    }

    private init(connection: Connection, source: String?, sampleRate: Int) {
        self.connection = connection
        self.source = source
        self.sampleRate = sampleRate
        (chunks, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self, throwing: Error.self)
        continuation.onTermination = { [weak self] _ in self?.stop() }
        let thread = Thread { [self] in self.record() }
        thread.name = "pulse-capture"
        thread.start()
    }

    /// Stops recording: the stream ends now, and the capture thread frees the connection
    /// after its current read (at most one chunk later). Safe to call more than once.
    public func stop() {
        stopped.store(true, ordering: .releasing)
        continuation.finish()
    }

    private func record() {
        let chunkSamples = sampleRate / 10
        var buffer = [Int16](repeating: 0, count: chunkSamples)
        while !stopped.load(ordering: .acquiring) {
            var error: Int32 = 0
            let status = buffer.withUnsafeMutableBytes { bytes in
                pa_simple_read(connection.handle, bytes.baseAddress, bytes.count, &error)
            }
            if stopped.load(ordering: .acquiring) { break }
            guard status >= 0 else {
                continuation.finish(throwing: CaptureError.reading(error))
                break
            }
            continuation.yield(buffer)
        }
        pa_simple_free(connection.handle)
    }
}
