import CTesseract
import Dispatch
import Foundation
import SpendReceipts

/// Reads the text of a receipt photo with Tesseract, after preparing the image as a photo
/// needs with Leptonica: grey, lighting evened out (a shadow across the paper, a dark
/// table around it), scaled to the size Tesseract reads best, and straightened; read as it
/// is and, when that reading is not enough, thresholded (Sauvola), keeping the reading
/// Tesseract is surer of.
///
/// OCR is seconds of blocking CPU work, so it runs on its own serial queue, never on the
/// cooperative thread pool or an event loop: one receipt at a time, the rest wait.
public final class ReceiptOCR: Sendable {
    public struct Result: Sendable {
        public let text: String
        /// Tesseract's mean word confidence, 0–100.
        public let meanConfidence: Int
        public let prepareSeconds: Double
        public let recogniseSeconds: Double
    }

    public enum Failure: Error, CustomStringConvertible {
        case undecodable
        case tesseractUnavailable(String)

        public var description: String {
            switch self {
            case .undecodable: "the image could not be decoded"
            case .tesseractUnavailable(let languages):
                "Tesseract cannot load its '\(languages)' language data (install tesseract-ocr-eng, or the tesseract-ocr-<lang> packages named in ocr_languages)"
            }
        }
    }

    private let queue = DispatchQueue(label: "spend.receipt-ocr", qos: .utility)
    private let languages: String

    /// `languages` as Tesseract names them: "eng", "eng+deu".
    public init(languages: String = "eng") {
        self.languages = languages
        // Leptonica reports every oddity of a photo on stderr; the daemon's log is journald.
        setMsgSeverity(Int32(L_SEVERITY_NONE))
        // Tesseract's OpenMP threads made the same image read differently from run to run,
        // and on two cores they only compete with the daemon: one thread, same text each time.
        setenv("OMP_THREAD_LIMIT", "1", 0)
    }

    /// Reads the photo; `isEnough` says whether a first reading's text already shows what
    /// is needed, so the second, thresholded reading (as long again) is spent only on
    /// photos that need it.
    public func read(_ bytes: [UInt8], isEnough: @escaping @Sendable (String) -> Bool = { _ in false }) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Swift.Result { try self.readNow(bytes, isEnough: isEnough) }) }
        }
    }

    private func readNow(_ bytes: [UInt8], isEnough: (String) -> Bool) throws -> Result {
        let start = DispatchTime.now()
        guard let grey = Self.prepared(bytes) else { throw Failure.undecodable }
        defer { Self.destroy(grey) }
        let prepared = DispatchTime.now()
        guard let api = TessBaseAPICreate() else { throw Failure.tesseractUnavailable(languages) }
        defer { TessBaseAPIDelete(api) }
        guard TessBaseAPIInit3(api, nil, languages) == 0 else { throw Failure.tesseractUnavailable(languages) }
        defer { TessBaseAPIEnd(api) }
        // One block of lines, read across: a receipt's price column stays on its item's line
        // (the automatic layout splits the columns apart).
        TessBaseAPISetPageSegMode(api, PSM_SINGLE_BLOCK)
        TessBaseAPISetVariable(api, "preserve_interword_spaces", "1")
        // Local thresholding keeps a blurred photo's small digits whole, but loses faded
        // print in a shadow: both are read, and Tesseract's surer reading is kept.
        var best = recognise(grey, api)
        if !isEnough(best.text), let binary = Self.binarised(grey) {
            defer { Self.destroy(binary) }
            let other = recognise(binary, api)
            if other.confidence > best.confidence { best = other }
        }
        let done = DispatchTime.now()
        return Result(text: best.text, meanConfidence: best.confidence,
                      prepareSeconds: Double(prepared.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9,
                      recogniseSeconds: Double(done.uptimeNanoseconds - prepared.uptimeNanoseconds) / 1e9)
    }

    private func recognise(_ pix: UnsafeMutablePointer<PIX>, _ api: OpaquePointer) -> (text: String, confidence: Int) {
        TessBaseAPISetImage2(api, pix)
        TessBaseAPISetSourceResolution(api, 300)
        var text = ""
        if let utf8 = TessBaseAPIGetUTF8Text(api) {
            text = String(cString: utf8)
            TessDeleteText(utf8)
        }
        return (text, Int(TessBaseAPIMeanTextConf(api)))
    }

    /// The prepared grey image thresholded locally (Sauvola), after unsharp masking.
    private static func binarised(_ grey: UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>? {
        guard let sharp = pixUnsharpMaskingGray(grey, 2, 0.5) else { return nil }
        defer { destroy(sharp) }
        var binary: UnsafeMutablePointer<PIX>?
        guard pixSauvolaBinarizeTiled(sharp, 25, 0.35, 1, 1, nil, &binary) == 0 else { return nil }
        return binary
    }

    /// Target width for the receipt's image: narrow receipts are scaled up so their
    /// characters reach the 20–30 pixels Tesseract reads best; huge photos scaled down.
    static let targetWidth: Float = 1600

    private static func prepared(_ bytes: [UInt8]) -> UnsafeMutablePointer<PIX>? {
        guard let decoded = upright(bytes) else { return nil }
        defer { destroy(decoded) }
        guard let grey = pixConvertTo8(decoded, 0) else { return nil }
        defer { destroy(grey) }
        let factor = min(max(targetWidth / Float(max(pixGetWidth(grey), 1)), 0.5), 2.5)
        guard let scaled = abs(factor - 1) > 0.25 ? pixScale(grey, factor, factor) : pixClone(grey) else { return nil }
        defer { destroy(scaled) }
        guard let even = pixBackgroundNormSimple(scaled, nil, nil) else { return nil }
        defer { destroy(even) }
        var angle: Float = 0
        var confidence: Float = 0
        return pixFindSkewAndDeskew(even, 2, &angle, &confidence) ?? pixClone(even)
    }

    /// The decoded photo turned upright as its EXIF orientation says.
    static func upright(_ bytes: [UInt8]) -> UnsafeMutablePointer<PIX>? {
        guard let decoded = bytes.withUnsafeBufferPointer({ pixReadMem($0.baseAddress, $0.count) }) else { return nil }
        let turns = ExifOrientation.quarterTurns(bytes)
        guard turns > 0, let turned = pixRotateOrth(decoded, Int32(turns)) else { return decoded }
        destroy(decoded)
        return turned
    }

    static func destroy(_ pix: UnsafeMutablePointer<PIX>) {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }
}
