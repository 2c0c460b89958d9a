/// Builds HTML where only element and attribute names are code; every text and attribute value is
/// escaped on the way in, so strings from a definition can never become markup. The page is built as
/// its UTF-8 bytes (see `ReportText`): names and markup copied from their static bytes, texts escaped
/// byte by byte.
struct HTMLBuilder {
    private(set) var output: [UInt8] = []
    /// Where `flushIfLarge` moves what is built, for a section written straight into its report: nil
    /// when the output is taken whole.
    private let destination: ReportText?
    /// What is built goes to `destination` in pieces of about this many bytes.
    private static let piece = 1 << 16

    init() {
        destination = nil
        // A file's section is tens of kilobytes: grown from empty, it was copied a dozen times.
        output.reserveCapacity(Self.piece)
    }

    /// Builds HTML that `flushIfLarge` and `flush` write to `destination` as it grows.
    init(writingTo destination: ReportText) {
        self.destination = destination
    }

    /// Moves what is built to the destination once it passes a piece, so a page of a bar of 100,000 tabs
    /// (a hundred megabytes) is never held whole; nothing without a destination.
    mutating func flushIfLarge() {
        if destination != nil, output.count >= Self.piece { flush() }
    }

    /// Moves what is built to the destination.
    mutating func flush() {
        guard let destination, !output.isEmpty else { return }
        destination += output
        output.removeAll(keepingCapacity: true)
        destination.flushIfFull()
    }

    static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        appendEscaped(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Markup characters as entities — `&`, `<` and `>` in text, and `"` too in (double-quoted) attribute
    /// values; an apostrophe never needs one. Controls other than tab and newline (C0, DEL, C1 such as
    /// U+0085) and non-characters (U+FFFE, U+FDD0…) — which HTML does not allow — are shown escaped as
    /// `\u{85}`. Text without any of them is copied whole.
    static func appendEscaped(_ text: String, to output: inout [UInt8], inAttribute: Bool = false) {
        guard text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, to: &output, inAttribute: inAttribute) }) == nil else { return }
        var text = text
        text.makeContiguousUTF8()
        text.withUTF8 { appendEscaped(utf8: $0, to: &output, inAttribute: inAttribute) }
    }

    private static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], inAttribute: Bool) {
        func special(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || (inAttribute && byte == UInt8(ascii: "\""))
                || (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F
                // Lead bytes of C1 controls (C2), of U+FDD0…U+FFFF (EF) and of the planes' non-characters (F0…F4).
                || byte == 0xC2 || byte == 0xEF || (0xF0...0xF4).contains(byte)
        }
        guard bytes.contains(where: special) else {
            output.append(contentsOf: bytes)
            return
        }
        // Runs of scalars that stay as they are are copied whole: appending scalar by scalar was most of
        // the cost of the transcripts' text, whose every utterance of the corpus holds a `·` (lead byte C2).
        // A scalar is decoded only where its lead byte may start one to replace (what `isShownEscaped`
        // picks beyond ASCII starts with C2, E2, EF or F0…F4: C1 controls, U+2028 and U+2029, U+FEFF,
        // the non-characters).
        var run = 0
        var offset = 0
        func replace(length: Int, with replacement: (inout [UInt8]) -> Void) {
            if run < offset { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset])) }
            replacement(&output)
            run = offset + length
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): replace(length: 1) { $0.appendUTF8(of: "&amp;" as StaticString) }
            case UInt8(ascii: "<"): replace(length: 1) { $0.appendUTF8(of: "&lt;" as StaticString) }
            case UInt8(ascii: ">"): replace(length: 1) { $0.appendUTF8(of: "&gt;" as StaticString) }
            case UInt8(ascii: "\"") where inAttribute: replace(length: 1) { $0.appendUTF8(of: "&quot;" as StaticString) }
            case 0x00..<0x20, 0x7F:
                let scalar = Unicode.Scalar(byte)
                if isShownEscaped(scalar) { replace(length: 1) { $0.appendUTF8(of: OneLine.escape(String(scalar))) } }
            case 0xC2, 0xE2, 0xEF, 0xF0...0xF4:
                let scalar = UTF8Scalars.scalar(at: offset, in: bytes)
                length = scalar.length
                if isShownEscaped(scalar.value) { replace(length: length) { $0.appendUTF8(of: OneLine.escape(String(scalar.value))) } }
            default:
                break
            }
            offset += length
        }
        if run < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }

    /// The text as the page shows it: controls and non-characters written as `\u{85}`, nothing else changed.
    static func visible(_ text: String) -> String {
        guard UTF8Scalars.contains(text, decodingAt: OneLine.mayStartEscaped, where: isShownEscaped) else { return text }
        return text.escapedForOneLine(where: isShownEscaped)
    }

    /// What HTML text may not hold: controls but tab and newline, and non-characters.
    private static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        OneLine.needsEscape(scalar) && scalar != "\t" && scalar != "\n" && !isBidiControl(scalar)
    }

    /// Bidi controls stay: text is isolated in `<bdi>`, so they reorder only the string they are in.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ content: (inout HTMLBuilder) -> Void = { _ in }) {
        open(name, attributes)
        content(&self)
        end(name)
    }

    /// The start tag of an element whose content is written separately (a report's streamed sections).
    mutating func start(_ name: StaticString) {
        open(name, [:])
    }

    mutating func end(_ name: StaticString) {
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        output.appendUTF8(of: name)
        output.append(UInt8(ascii: ">"))
    }

    /// An element holding only text. `closed: false` leaves out an end tag HTML lets a page omit (`</li>`
    /// before the next item or the list's end, `</td>`, `</th>`, `</tr>`), which the tables and lists of
    /// large reports repeat thousands of times.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String, closed: Bool = true) {
        open(name, attributes)
        Self.appendEscaped(text, to: &output)
        if closed { end(name) }
    }

    /// An element whose end tag the page may omit (see `element(_:_:text:closed:)`).
    mutating func unclosed(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ content: (inout HTMLBuilder) -> Void) {
        open(name, attributes)
        content(&self)
    }

    /// An SVG element without content, written self-closed (`<rect …/>`), as HTML allows for foreign elements.
    mutating func shape(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        open(name, attributes)
        output.removeLast()
        output.append(UInt8(ascii: "/"))
        output.append(UInt8(ascii: ">"))
    }

    /// An element without content or end tag (`<link>`, `<meta>`).
    mutating func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        open(name, attributes)
    }

    mutating func text(_ text: String) {
        Self.appendEscaped(text, to: &output)
    }

    mutating func newline() {
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        output.append(UInt8(ascii: "<"))
        output.appendUTF8(of: name)
        for (key, value) in attributes {
            guard let value else { continue }
            output.append(UInt8(ascii: " "))
            output.appendUTF8(of: key)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "\""))
            Self.appendEscaped(value, to: &output, inAttribute: true)
            output.append(UInt8(ascii: "\""))
        }
        output.append(UInt8(ascii: ">"))
    }
}
