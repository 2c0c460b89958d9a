import CLibXML2

/// Writes XML through libxml2's xmlTextWriter, which escapes every attribute and text. Characters XML 1.0
/// does not allow (most C0 controls, unpaired surrogates, U+FFFE/U+FFFF) are replaced with U+FFFD first,
/// so any string from a definition can be written.
final class XMLWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    init() {
        buffer = xmlBufferCreate()
        writer = xmlNewTextWriterMemory(buffer, 0)
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil, content: () -> Void = {}) {
        xmlTextWriterStartElement(writer, name)
        for (key, value) in attributes {
            xmlTextWriterWriteAttribute(writer, key, Self.legal(value))
        }
        if let text { xmlTextWriterWriteString(writer, Self.legal(text)) }
        content()
        xmlTextWriterEndElement(writer)
    }

    /// The finished document.
    func finish() -> String {
        xmlTextWriterEndDocument(writer)
        xmlTextWriterFlush(writer)
        return String(cString: xmlBufferContent(buffer))
    }

    /// The text with every character XML 1.0 forbids replaced by U+FFFD.
    static func legal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isAllowed($0) ? $0 : "\u{FFFD}" }))
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
