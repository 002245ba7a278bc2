import CCairo
import CTesseract
import Foundation
import SpendReceipts

/// Receipts drawn into a PDF with cairo, one A4 page each: the photo on the left, its
/// details on the right, so a month of work receipts becomes one expense report.
public enum ReceiptPDF {
    public struct Page: Sendable {
        public let image: [UInt8]
        public let title: String
        public let details: [String]

        public init(image: [UInt8], title: String, details: [String]) {
            self.image = image
            self.title = title
            self.details = details
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let pageWidth = 595.0, pageHeight = 842.0, margin = 40.0
    /// Images are drawn at most this many pixels tall: sharp when printed, a few hundred KB a page.
    static let maximumImageHeight: Float = 1800

    /// Writes `pages` (and a cover line `heading` on each) to `path`.
    public static func write(_ pages: [Page], heading: String, to path: String) throws {
        guard let surface = cairo_pdf_surface_create(path, pageWidth, pageHeight) else { throw Failure(description: "cairo could not start the PDF") }
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, heading)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Spend")
        guard let cr = cairo_create(surface) else { throw Failure(description: "cairo could not draw") }
        defer { cairo_destroy(cr) }
        for page in pages {
            draw(page, heading: heading, on: cr)
            cairo_show_page(cr)
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo could not write the PDF: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    private static func draw(_ page: Page, heading: String, on cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 9)
        text(heading, x: margin, y: margin - 12, cr)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 16)
        text(page.title, x: margin, y: margin + 8, cr)
        let imageBox = (x: margin, y: margin + 24, width: 300.0, height: pageHeight - 2 * margin - 24)
        if let image = surface(for: page.image) {
            let width = Double(cairo_image_surface_get_width(image)), height = Double(cairo_image_surface_get_height(image))
            let scale = min(imageBox.width / width, imageBox.height / height)
            cairo_save(cr)
            cairo_translate(cr, imageBox.x, imageBox.y)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(image)
        }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 10)
        var y = imageBox.y + 10
        for line in page.details {
            text(line, x: imageBox.x + imageBox.width + 20, y: y, cr)
            y += 15
            if y > pageHeight - margin { break }
        }
    }

    private static func text(_ string: String, x: Double, y: Double, _ cr: OpaquePointer) {
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, String(string.prefix(60)))
    }

    /// The photo as a cairo image: decoded by Leptonica (JPEG or PNG), scaled down when
    /// huge, its RGBA words moved into cairo's RGB24.
    private static func surface(for bytes: [UInt8]) -> OpaquePointer? {
        guard let decoded = ReceiptOCR.upright(bytes) else { return nil }
        defer { ReceiptOCR.destroy(decoded) }
        let factor = min(1, maximumImageHeight / Float(max(pixGetHeight(decoded), 1)))
        guard let scaled = factor < 1 ? pixScale(decoded, factor, factor) : pixClone(decoded) else { return nil }
        defer { ReceiptOCR.destroy(scaled) }
        guard let rgba = pixConvertTo32(scaled) else { return nil }
        defer { ReceiptOCR.destroy(rgba) }
        let width = pixGetWidth(rgba), height = pixGetHeight(rgba), wpl = Int(pixGetWpl(rgba))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        cairo_surface_flush(surface)
        guard let target = cairo_image_surface_get_data(surface), let source = pixGetData(rgba) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<Int(height) {
            let from = source + row * wpl
            let to = UnsafeMutableRawPointer(target + row * stride).assumingMemoryBound(to: UInt32.self)
            // Leptonica keeps red in the high byte (0xRRGGBBAA); cairo wants 0x00RRGGBB.
            for column in 0..<Int(width) { to[column] = from[column] >> 8 }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
