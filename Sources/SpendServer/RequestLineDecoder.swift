import NIOCore
import NIOExtras

/// Splits input into lines exactly as `LineBasedFrameDecoder` does (LF or CRLF), and
/// also delivers a last line that ends at EOF without a newline, so
/// `printf 'ping' | socat - UNIX-CONNECT:...` gets an answer instead of an error.
struct RequestLineDecoder: NIOSingleStepByteToMessageDecoder {
    typealias InboundOut = ByteBuffer
    private let lines = LineBasedFrameDecoder()

    mutating func decode(buffer: inout ByteBuffer) throws -> ByteBuffer? {
        try lines.decode(buffer: &buffer)
    }

    mutating func decodeLast(buffer: inout ByteBuffer, seenEOF: Bool) throws -> ByteBuffer? {
        if let line = try lines.decode(buffer: &buffer) { return line }
        return buffer.readableBytes > 0 ? buffer.readSlice(length: buffer.readableBytes) : nil
    }
}
