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
        guard let whole = pixConvertTo8(decoded, 0) else { return nil }
        defer { destroy(whole) }
        let text = TextLayout(whole)
        // A receipt in a corner of a large photo: the rest is table, and would only shrink
        // the receipt when the photo is scaled to the target width.
        guard let grey = text?.crop(whole) ?? pixClone(whole) else { return nil }
        defer { destroy(grey) }
        // By width, but never so small that the characters fall under what Tesseract reads well.
        let byWidth = min(max(targetWidth / Float(max(pixGetWidth(grey), 1)), 0.5), 2.5)
        let factor = text.map { max(byWidth, min(minimumCharacterHeight / $0.characterHeight, 2.5)) } ?? byWidth
        guard let scaled = abs(factor - 1) > 0.25 ? pixScale(grey, factor, factor) : pixClone(grey) else { return nil }
        defer { destroy(scaled) }
        guard let even = pixBackgroundNormSimple(scaled, nil, nil) else { return nil }
        defer { destroy(even) }
        var angle: Float = 0
        var confidence: Float = 0
        return pixFindSkewAndDeskew(even, 2, &angle, &confidence) ?? pixClone(even)
    }

    /// Characters (capitals and digits) at least this many pixels tall after scaling.
    static let minimumCharacterHeight: Float = 22

    /// Where the text of a photo is and how tall its characters are, from the shapes that
    /// look like characters (4 to 150 pixels tall, not much wider than tall) on a
    /// thresholded copy at most 2,000 pixels wide.
    struct TextLayout {
        /// The median character height, in the photo's pixels.
        let characterHeight: Float
        /// The box holding all but the outermost 2% of the characters on each side, with a margin.
        let box: (x: Int32, y: Int32, width: Int32, height: Int32)
        let photo: (width: Int32, height: Int32)

        init?(_ grey: UnsafeMutablePointer<PIX>) {
            photo = (pixGetWidth(grey), pixGetHeight(grey))
            let shrink = min(1, 2000 / Float(max(photo.width, 1)))
            guard let small = shrink < 1 ? pixScale(grey, shrink, shrink) : pixClone(grey) else { return nil }
            defer { ReceiptOCR.destroy(small) }
            guard let even = pixBackgroundNormSimple(small, nil, nil) else { return nil }
            defer { ReceiptOCR.destroy(even) }
            guard let binary = pixThresholdToBinary(even, 130) else { return nil }
            defer { ReceiptOCR.destroy(binary) }
            var found: UnsafeMutablePointer<BOXA>? = pixConnCompBB(binary, 8)
            defer { boxaDestroy(&found) }
            guard let boxes = found else { return nil }
            var heights: [Int32] = [], xs: [Int32] = [], ys: [Int32] = []
            for index in 0..<boxaGetCount(boxes) {
                var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
                guard boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h) == 0, (4...150).contains(h), w <= h * 3 / 2, w * 5 >= h else { continue }
                heights.append(h)
                xs += [x, x + w]
                ys += [y, y + h]
            }
            guard heights.count >= 40 else { return nil }
            heights.sort()
            xs.sort()
            ys.sort()
            let height = Float(heights[heights.count / 2])
            characterHeight = height / shrink
            func edge(_ sorted: [Int32], _ fraction: Double) -> Float { Float(sorted[Int(Double(sorted.count - 1) * fraction)]) / shrink }
            let margin = characterHeight * 3
            let left = max(0, edge(xs, 0.02) - margin), right = min(Float(photo.width), edge(xs, 0.98) + margin)
            let top = max(0, edge(ys, 0.02) - margin), bottom = min(Float(photo.height), edge(ys, 0.98) + margin)
            box = (Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
        }

        /// The photo cut to its text, when the text fills less than half of it.
        func crop(_ grey: UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>? {
            guard box.width > 0, box.height > 0, Int(box.width) * Int(box.height) * 2 < Int(photo.width) * Int(photo.height) else { return nil }
            var rectangle: UnsafeMutablePointer<BOX>? = boxCreate(box.x, box.y, box.width, box.height)
            defer { boxDestroy(&rectangle) }
            return pixClipRectangle(grey, rectangle, nil)
        }
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
