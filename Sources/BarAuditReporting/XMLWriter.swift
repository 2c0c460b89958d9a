import CLibXML2

/// Writes XML through libxml2's xmlTextWriter, which escapes every attribute and text. Characters XML 1.0
/// does not allow (most C0 controls, U+FFFE/U+FFFF) and those it discourages (C1 controls such as U+0085,
/// non-characters) are first shown escaped as `\u{85}`, so any string from a definition can be written
/// and read back as what it was.
final class XMLWriter {
    /// The memory buffer of a fragment; nil when writing a document to a `ReportText`.
    private let buffer: xmlBufferPtr?
    private let writer: xmlTextWriterPtr

    /// Writes a fragment (elements without an XML declaration) into memory; `fragment(after:)` returns it.
    init() {
        let buffer = xmlBufferCreate()!
        self.buffer = buffer
        writer = xmlNewTextWriterMemory(buffer, 0)
        Self.indent(writer)
    }

    /// Writes a document to a report's output, which passes it on to its file in chunks.
    init(document output: ReportText) {
        let context = Unmanaged.passUnretained(output).toOpaque()
        let sink = xmlOutputBufferCreateIO({ context, bytes, count in
            guard let context, let bytes, count > 0 else { return 0 }
            let output = Unmanaged<ReportText>.fromOpaque(context).takeUnretainedValue()
            // Passed on as bytes: decoded per call, a character split between two calls would be lost.
            output += UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: Int(count))
            output.flushIfLarge()
            return count
        }, nil, context, nil)
        buffer = nil
        writer = xmlNewTextWriter(sink)
        Self.indent(writer)
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    }

    private static func indent(_ writer: xmlTextWriterPtr) {
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
    }

    deinit {
        xmlFreeTextWriter(writer)
        if let buffer { xmlBufferFree(buffer) }
    }

    func start(_ name: String) {
        xmlTextWriterStartElement(writer, name)
    }

    func end() {
        xmlTextWriterEndElement(writer)
    }

    /// Inserts markup another `XMLWriter` wrote (a fragment rendered on a worker task), as its bytes.
    func raw(_ markup: [UInt8]) {
        guard !markup.isEmpty else { return }
        _ = markup.withUnsafeBufferPointer { xmlTextWriterWriteRawLen(writer, $0.baseAddress, Int32($0.count)) }
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

    /// The bytes of the fragment written into memory, after `first` (a newline).
    func fragment(after first: UInt8) -> [UInt8] {
        xmlTextWriterFlush(writer)
        let count = Int(xmlBufferLength(buffer))
        var bytes = [UInt8]()
        bytes.reserveCapacity(count + 1)
        bytes.append(first)
        bytes.append(contentsOf: UnsafeBufferPointer(start: xmlBufferContent(buffer), count: count))
        return bytes
    }

    /// Ends the document and passes what is left to the output.
    func endDocument() {
        xmlTextWriterEndDocument(writer)
        xmlTextWriterFlush(writer)
    }

    /// The text with every character XML 1.0 forbids or discourages shown escaped (`\u{1B}`).
    static func legal(_ text: String) -> String {
        // Every scalar it escapes starts with a byte `OneLine.mayStartEscaped` picks: the others (a
        // translation's `·`) are stepped over without decoding them, and a text without one is kept whole.
        guard UTF8Scalars.contains(text, decodingAt: OneLine.mayStartEscaped, where: { !isAllowed($0) }) else { return text }
        return text.escapedForOneLine { !isAllowed($0) }
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x7F...0x9F, 0xFDD0...0xFDEF: false
        case 0x20...0xD7FF, 0xE000...0x10FFFF: scalar.value & 0xFFFE != 0xFFFE
        default: false
        }
    }
}
