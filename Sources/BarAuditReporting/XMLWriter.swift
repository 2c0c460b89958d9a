import CLibXML2

/// Writes XML through libxml2's xmlTextWriter, which escapes every attribute and text. Characters XML 1.0
/// does not allow (most C0 controls, unpaired surrogates, U+FFFE/U+FFFF) are replaced with U+FFFD first,
/// so any string from a definition can be written.
final class XMLWriter {
    /// The memory buffer when writing into memory; nil when writing to a file.
    private let buffer: xmlBufferPtr?
    private let writer: xmlTextWriterPtr
    private let path: String?

    /// Writes into memory; `finish()` returns the document.
    init() {
        let buffer = xmlBufferCreate()!
        self.buffer = buffer
        self.path = nil
        writer = xmlNewTextWriterMemory(buffer, 0)
        Self.startDocument(writer)
    }

    /// Writes straight to a file, so a report of millions of test cases is never held in memory.
    init(file path: String) throws {
        guard let writer = xmlNewTextWriterFilename(path, 0) else { throw FileOutput.error(path) }
        self.buffer = nil
        self.path = path
        self.writer = writer
        Self.startDocument(writer)
    }

    private static func startDocument(_ writer: xmlTextWriterPtr) {
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    }

    deinit {
        xmlFreeTextWriter(writer)
        if let buffer { xmlBufferFree(buffer) }
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

    /// The finished document, when writing into memory.
    func finish() -> String {
        xmlTextWriterEndDocument(writer)
        xmlTextWriterFlush(writer)
        return String(cString: xmlBufferContent(buffer))
    }

    /// Ends the document written to a file; throws when any of it could not be written (libxml2
    /// reports write failures as a negative count at the end).
    func finishFile() throws {
        guard xmlTextWriterEndDocument(writer) >= 0, xmlTextWriterFlush(writer) >= 0 else {
            throw FileOutput.error(path ?? "")
        }
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
