/// How a phone photo must be turned to stand upright: cameras store the sensor's pixels
/// as taken and write the way the phone was held in the EXIF Orientation tag (0x0112),
/// which image decoders such as Leptonica do not apply. A receipt photographed upright
/// with the phone held sideways would otherwise reach Tesseract lying on its side.
public enum ExifOrientation {
    /// Clockwise quarter turns (0–3) that make the JPEG upright; 0 without the tag.
    /// Mirrored orientations (2, 4, 5, 7; front cameras) are turned like their unmirrored
    /// neighbours: text read mirrored is lost anyway, and they are rare for receipts.
    public static func quarterTurns(_ bytes: [UInt8]) -> Int {
        switch orientation(bytes) {
        case 3, 4: 2
        case 5, 6: 1
        case 7, 8: 3
        default: 0
        }
    }

    /// The Orientation value (1–8) of a JPEG's APP1 Exif segment, if any.
    static func orientation(_ b: [UInt8]) -> Int? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= b.count, b[index] == 0xFF {
            let marker = b[index + 1]
            let length = Int(b[index + 2]) << 8 | Int(b[index + 3])
            guard length >= 2, index + 2 + length <= b.count else { return nil }
            if marker == 0xDA { return nil }  // Start of scan: no Exif before the pixels.
            if marker == 0xE1, length >= 16, Array(b[(index + 4)..<(index + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return tiffOrientation(Array(b[(index + 10)..<(index + 2 + length)]))
            }
            index += 2 + length
        }
        return nil
    }

    /// Reads tag 0x0112 from IFD0 of a TIFF structure ("II" little or "MM" big endian).
    private static func tiffOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little = t[0] == 0x49 && t[1] == 0x49
        guard little || (t[0] == 0x4D && t[1] == 0x4D) else { return nil }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= t.count else { return nil }
            return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 256) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, let value = u16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}
