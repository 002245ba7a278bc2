/// What an uploaded file is, from its bytes (never its name): a JPEG or a PNG, complete,
/// and of a size a receipt photo has. Everything else is refused before a decoder sees it.
public enum ImageFormat: String, Sendable {
    case jpeg, png

    public static let maximumBytes = 10 * 1024 * 1024
    /// 12,000 pixels a side and 50 megapixels: a phone's photo fits, a decompression bomb
    /// (20,000 × 20,000 in a few kilobytes) does not.
    public static let maximumSide = 12_000
    public static let maximumPixels = 50_000_000

    public var mimeType: String { self == .jpeg ? "image/jpeg" : "image/png" }
    public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case empty, tooLarge(bytes: Int), notAnImage, truncated(ImageFormat), tooManyPixels(width: Int, height: Int)

        public var description: String {
            switch self {
            case .empty: "the file is empty"
            case .tooLarge(let bytes): "the file is \(bytes / 1_048_576) MB; receipts are limited to \(ImageFormat.maximumBytes / 1_048_576) MB"
            case .notAnImage: "the file is not a JPEG or PNG image"
            case .truncated(let format): "the \(format == .jpeg ? "JPEG" : "PNG") image is truncated (its end is missing)"
            case .tooManyPixels(let w, let h): "the image is \(w)×\(h) pixels; receipts are limited to \(ImageFormat.maximumSide) a side and \(ImageFormat.maximumPixels / 1_000_000) megapixels"
            }
        }
    }

    /// The format of `bytes`, after checking they are whole and not too large.
    public static func check(_ bytes: [UInt8]) throws(Refusal) -> (format: ImageFormat, width: Int, height: Int) {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count) }
        let format: ImageFormat
        let size: (Int, Int)?
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            format = .jpeg
            guard endsJPEG(bytes) else { throw .truncated(.jpeg) }
            size = jpegSize(bytes)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            format = .png
            guard bytes.count >= 33, containsIEND(bytes) else { throw .truncated(.png) }
            size = (big32(bytes, 16), big32(bytes, 20))
        } else {
            throw .notAnImage
        }
        guard let (width, height) = size, width > 0, height > 0 else { throw .truncated(format) }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height)
        }
        return (format, width, height)
    }

    /// A JPEG ends with EOI (FF D9); cameras may pad a little after it.
    private static func endsJPEG(_ bytes: [UInt8]) -> Bool {
        let tail = bytes.suffix(4096)
        return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
    }

    private static func containsIEND(_ bytes: [UInt8]) -> Bool {
        let tail = Array(bytes.suffix(64))
        return tail.count >= 4 && (0...(tail.count - 4)).contains { tail[$0..<$0 + 4].elementsEqual([0x49, 0x45, 0x4E, 0x44]) }
    }

    /// The frame header (SOF0–SOF15 but DHT, JPG and DAC) holds height then width.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }

    private static func big32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
