import Foundation

/// The size in points of an image file as UIKit draws it in a tab bar: PNG and JPEG pixels divided by
/// the scale (`@2x`, `@3x`, or the asset catalog's `scale`), a PDF's MediaBox (PDF units are points),
/// an SVG's `width`/`height`, else its `viewBox`. Only the first bytes are read; a file that is not
/// what its name says gives no size rather than a guess.
enum ImageSize {
    static let headLength = 256 * 1024

    static func points(ofFile path: String, scale: Double) -> (width: Double, height: Double)? {
        // A regular file's head only: an image that is a named pipe (or a link to a device) gives no size.
        guard scale > 0, let bytes = FileBytes.head(path, count: headLength), !bytes.isEmpty else { return nil }
        let size: (Double, Double)?
        switch (path as NSString).pathExtension.lowercased() {
        case "png": size = png(bytes).map { ($0.0 / scale, $0.1 / scale) }
        case "jpg", "jpeg": size = jpeg(bytes).map { ($0.0 / scale, $0.1 / scale) }
        case "pdf": size = pdf(bytes)
        case "svg": size = svg(bytes)
        default: size = nil
        }
        guard let size, size.0 > 0, size.1 > 0, size.0.isFinite, size.1.isFinite else { return nil }
        return size
    }

    /// The IHDR chunk, which the PNG specification requires first: width and height, big-endian.
    static func png(_ bytes: [UInt8]) -> (Double, Double)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        return (Double(bigEndian(bytes[16..<20])), Double(bigEndian(bytes[20..<24])))
    }

    /// The first start-of-frame marker (SOF0–SOF15 except DHT, JPG and DAC): height, then width.
    static func jpeg(_ bytes: [UInt8]) -> (Double, Double)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            let length = Int(bigEndian(bytes[(offset + 2)..<(offset + 4)]))
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Double(bigEndian(bytes[(offset + 7)..<(offset + 9)])), Double(bigEndian(bytes[(offset + 5)..<(offset + 7)])))
            }
            offset += 2 + length
        }
        return nil
    }

    /// The first `/MediaBox [x0 y0 x1 y1]` (the page's size in points).
    static func pdf(_ bytes: [UInt8]) -> (Double, Double)? {
        guard bytes.starts(with: Array("%PDF".utf8)) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
    }

    /// The root `<svg>` element's `width` and `height` (unitless or px: one user unit is one point when
    /// Xcode rasterises it), else its `viewBox`.
    static func svg(_ bytes: [UInt8]) -> (Double, Double)? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") ?? tag.range(of: "\t\(name)=\(quote)"),
                   let close = tag[range.upperBound...].firstIndex(of: Character(quote)) {
                    return String(tag[range.upperBound..<close])
                }
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value)
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) { return (width, height) }
        let box = (attribute("viewBox") ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        return box.count == 4 ? (box[2], box[3]) : nil
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
