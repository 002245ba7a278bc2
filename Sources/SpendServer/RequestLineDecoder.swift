import NIOCore
import NIOExtras

/// Splits input into lines exactly as `LineBasedFrameDecoder` does (LF or CRLF), with
/// two additions: a line longer than `maximumLength` is an error however it arrives (in
/// one read or many), and a last line that ends at EOF without a newline is delivered,
/// so `printf 'ping' | socat - UNIX-CONNECT:...` gets an answer.
struct RequestLineDecoder: NIOSingleStepByteToMessageDecoder {
    typealias InboundOut = ByteBuffer
    struct LineTooLong: Error {}

    let maximumLength: Int
    private let lines = LineBasedFrameDecoder()

    init(maximumLength: Int) { self.maximumLength = maximumLength }

    mutating func decode(buffer: inout ByteBuffer) throws -> ByteBuffer? {
        guard let line = try lines.decode(buffer: &buffer) else {
            if buffer.readableBytes > maximumLength { throw LineTooLong() }
            return nil
        }
        if line.readableBytes > maximumLength { throw LineTooLong() }
        return line
    }

    mutating func decodeLast(buffer: inout ByteBuffer, seenEOF: Bool) throws -> ByteBuffer? {
        if let line = try decode(buffer: &buffer) { return line }
        return buffer.readableBytes > 0 ? buffer.readSlice(length: buffer.readableBytes) : nil
    }
}
