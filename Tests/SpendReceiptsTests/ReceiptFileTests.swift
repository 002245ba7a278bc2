import Testing
@testable import SpendReceipts

/// Files are judged by their bytes: format, completeness, pixel count, and which way up.
@Suite struct ReceiptFileTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG's signature, IHDR with `width` × `height`, and IEND (no pixels: enough for the check).
    static func png(width: Int, height: Int, end: Bool = true) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes = pngSignature + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
        if end { bytes += be32(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82] }
        return bytes
    }

    /// A JPEG: SOI, optionally an Exif APP1 with an orientation, a SOF0 with the size, EOI.
    static func jpeg(width: Int, height: Int, orientation: Int? = nil, littleEndian: Bool = true, end: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let orientation {
            func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
            func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
            let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8) + u16(1)
                + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
            let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
            bytes += [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        bytes += [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        bytes += [0xFF, 0xDA, 0x00, 0x02] + [UInt8](repeating: 0x55, count: 100)
        if end { bytes += [0xFF, 0xD9] }
        return bytes
    }

    @Test("JPEG and PNG are recognised by their bytes, with their size")
    func recognises() throws {
        let jpeg = try ImageFormat.check(Self.jpeg(width: 1200, height: 1600))
        #expect(jpeg.format == .jpeg && jpeg.width == 1200 && jpeg.height == 1600)
        let png = try ImageFormat.check(Self.png(width: 640, height: 480))
        #expect(png.format == .png && png.width == 640 && png.height == 480)
    }

    @Test("text, an empty file, truncated files, decompression bombs and oversize files are refused, each with its reason")
    func refuses() {
        #expect(throws: ImageFormat.Refusal.notAnImage) { try ImageFormat.check(Array("lunch 12.50".utf8)) }
        #expect(throws: ImageFormat.Refusal.notAnImage) { try ImageFormat.check(Array("%PDF-1.7".utf8)) }
        #expect(throws: ImageFormat.Refusal.empty) { try ImageFormat.check([]) }
        #expect(throws: ImageFormat.Refusal.truncated(.jpeg)) { try ImageFormat.check(Self.jpeg(width: 10, height: 10, end: false)) }
        #expect(throws: ImageFormat.Refusal.truncated(.png)) { try ImageFormat.check(Self.png(width: 10, height: 10, end: false)) }
        #expect(throws: ImageFormat.Refusal.tooManyPixels(width: 20000, height: 20000)) {
            try ImageFormat.check(Self.png(width: 20000, height: 20000))
        }
        #expect(throws: ImageFormat.Refusal.tooManyPixels(width: 8000, height: 8000)) {
            try ImageFormat.check(Self.jpeg(width: 8000, height: 8000))
        }
        let big = Self.png(width: 100, height: 100) + [UInt8](repeating: 0, count: ImageFormat.maximumBytes)
        #expect(throws: ImageFormat.Refusal.tooLarge(bytes: big.count)) { try ImageFormat.check(big) }
    }

    @Test("the EXIF orientation says how many clockwise quarter turns stand the photo upright, in either byte order")
    func orientation() {
        for (tag, turns) in [(1, 0), (3, 2), (6, 1), (8, 3), (2, 0), (4, 2), (5, 1), (7, 3)] {
            #expect(ExifOrientation.quarterTurns(Self.jpeg(width: 10, height: 10, orientation: tag)) == turns, "tag \(tag)")
            #expect(ExifOrientation.quarterTurns(Self.jpeg(width: 10, height: 10, orientation: tag, littleEndian: false)) == turns)
        }
        #expect(ExifOrientation.quarterTurns(Self.jpeg(width: 10, height: 10)) == 0)
        #expect(ExifOrientation.quarterTurns(Self.png(width: 10, height: 10)) == 0)
        // A damaged Exif segment is no orientation, never a crash.
        var damaged = Self.jpeg(width: 10, height: 10, orientation: 6)
        damaged.removeSubrange(20..<30)
        _ = ExifOrientation.quarterTurns(damaged)
        #expect(ExifOrientation.quarterTurns(Array(Self.jpeg(width: 10, height: 10, orientation: 6).prefix(12))) == 0)
    }
}
