import BarAuditData
import BarAuditModel
import CLibXML2

/// libxml2 set-up shared by every reader: initialised once, silent on stderr, errors collected per call.
enum LibXML {
    /// Parse options: no network, correct line numbers past 65535, errors collected not printed. Never
    /// NOENT (entity expansion), DTDLOAD (external DTDs) or HUGE (disables the entity-amplification guard).
    static let safeParseOptions = Int32(bitPattern:
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// libxml2's nesting limit without XML_PARSE_HUGE.
    static let maximumDepth = 256

    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialise() { _ = initialised }

    /// Errors libxml2 reports while one parse or validation runs on the current thread.
    final class ErrorSink {
        struct Entry {
            var isWarning: Bool
            var line: Int
            var column: Int
            var message: String
            var node: UnsafeMutableRawPointer?
        }

        /// The first errors and warnings, as many as a file's problems are listed (and one more, the first left out).
        var entries: [Entry] = []
        /// Errors past those: counted, not kept. A definition of 2.5 million `<bar/>` (15 MB) raised 10 million
        /// schema errors, and kept, they ran the run out of memory.
        private(set) var moreErrors = 0
        static let maximumEntries = ListedDiagnostics.maximum + 1

        var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        fileprivate func countError() { moreErrors += 1 }
    }

    static let collect: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        let sink = Unmanaged<ErrorSink>.fromOpaque(userData).takeUnretainedValue()
        guard sink.entries.count < ErrorSink.maximumEntries else {
            if error.pointee.level != XML_ERR_WARNING { sink.countError() }
            return
        }
        // libxml2 puts a second line into some messages ("…encoding !\nBytes: 0xFF…"); a diagnostic is one line.
        var raw = (error.pointee.message.map { String(cString: $0) } ?? "unknown XML error")
            .split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "; ")
        // libxml2 suggests an option that would switch its safety limits off; say what the limit is.
        if raw.hasPrefix("Excessive depth in document") { raw = "elements nested deeper than \(maximumDepth) levels" }
        sink.entries.append(ErrorSink.Entry(
            isWarning: error.pointee.level == XML_ERR_WARNING,
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            message: raw,
            node: error.pointee.node
        ))
    }

    /// Runs `body` with libxml2's per-thread error handlers pointed at `sink` (and nothing on stderr).
    static func withErrors<T>(into sink: ErrorSink, _ body: () -> T) -> T {
        initialise()
        xmlSetStructuredErrorFunc(sink.pointer, collect)
        baraudit_silenceGenericErrors()
        defer {
            xmlSetStructuredErrorFunc(nil, nil)
        }
        return body()
    }

    /// Why libxml2 is not handed `bytes` at all: it takes the length as a C int, so larger inputs are
    /// refused here instead of trapping on the conversion, and crowded start tags cost it quadratic time.
    static func refusal(of bytes: [UInt8]) -> ErrorSink.Entry? {
        guard !bytes.isEmpty else {
            return ErrorSink.Entry(isWarning: false, line: 0, column: 0, message: "the document is empty", node: nil)
        }
        guard bytes.count <= Int(Int32.max) else {
            return ErrorSink.Entry(isWarning: false, line: 0, column: 0, message: "the document is larger than libxml2's 2 GB limit", node: nil)
        }
        if let crowded = AttributeCounter.firstCrowdedStartTag(in: bytes) {
            return ErrorSink.Entry(
                isWarning: false, line: crowded.line, column: crowded.column,
                message: "an element has \(crowded.attributes) attributes; at most \(AttributeCounter.maximumPerElement) per element are supported",
                node: nil)
        }
        return nil
    }

    /// Parses a document held in memory (unless `refusal` refuses it, with its message in `sink`).
    static func readMemory(_ bytes: [UInt8], encoding: String?, into sink: ErrorSink) -> xmlDocPtr? {
        if let refused = refusal(of: bytes) {
            sink.entries.append(refused)
            return nil
        }
        return withErrors(into: sink) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    // No URL for the document: libxml2 2.9 walks back over every earlier sibling of an error's node
                    // (looking for an XInclude) when the document has one, so 20,000 invalid `<bar/>` took 2 s, 250,000
                    // minutes. Errors are located by their line and node, and nothing is fetched relative to a base.
                    xmlReadMemory($0.baseAddress, Int32($0.count), nil, encoding, safeParseOptions)
                }
            }
        }
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// An xmlChar string libxml2 allocated for the caller, read and freed.
    static func takeString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        defer { baraudit_xmlFree(pointer) }
        return String(cString: pointer)
    }
}

/// libxml2 2.9 compares each attribute of a start tag with every earlier one and appends it by walking
/// the element's attribute list: quadratic in one element's attributes (100,000 take 40 s, a 16 MB
/// file could hold a million). Start tags are counted in one pass before libxml2 sees the document.
enum AttributeCounter {
    /// Far beyond any real file (storyboard elements have about twenty).
    static let maximumPerElement = 1_000
    private static let comment = (open: Array("!--".utf8), close: Array("-->".utf8))
    private static let cdata = (open: Array("![CDATA[".utf8), close: Array("]]>".utf8))
    private static let instructionClose = Array("?>".utf8)
    private static let tagClose = Array(">".utf8)

    /// The line, byte column and attribute count of the first start tag with too many attributes.
    static func firstCrowdedStartTag(in bytes: [UInt8]) -> (line: Int, column: Int, attributes: Int)? {
        // Through the buffer: slices of the array retained and released it at every `<` (4 % of loading a corpus).
        bytes.withUnsafeBufferPointer { firstCrowdedStartTag(inBuffer: $0) }
    }

    private static func firstCrowdedStartTag(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int, attributes: Int)? {
        var line = 1, lineStart = 0, index = 0
        /// Moves past `terminator`, counting lines.
        func skip(past terminator: [UInt8]) {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                if bytes[index] == terminator[0], bytes[index...].starts(with: terminator) {
                    index += terminator.count
                    return
                }
                index += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            let tagLine = line, tagColumn = index - lineStart + 1
            let rest = bytes[(index + 1)...]
            if rest.starts(with: comment.open) { index += 4; skip(past: comment.close); continue }
            if rest.starts(with: cdata.open) { index += 9; skip(past: cdata.close); continue }
            if rest.first == UInt8(ascii: "?") { index += 2; skip(past: instructionClose); continue }
            if rest.first == UInt8(ascii: "!") || rest.first == UInt8(ascii: "/") { index += 2; skip(past: tagClose); continue }
            // A start tag: attribute values are quoted, so each `=` outside quotes is one attribute.
            var attributes = 0
            var quote: UInt8?
            index += 1
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                if let open = quote {
                    if current == open { quote = nil }
                } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    quote = current
                } else if current == UInt8(ascii: "=") {
                    attributes += 1
                } else if current == UInt8(ascii: ">") || current == UInt8(ascii: "<") {
                    break
                }
                index += 1
            }
            if attributes > maximumPerElement { return (tagLine, tagColumn, attributes) }
        }
        return nil
    }
}

/// An XSD compiled once and shared: libxml2 schemas are read-only after parsing, and each validation
/// uses its own context.
final class CompiledSchema: @unchecked Sendable {
    let schema: xmlSchemaPtr

    init?(embeddedPath: String) {
        guard let text = EmbeddedData.text(embeddedPath) else { return nil }
        LibXML.initialise()
        var bytes = Array(text.utf8)
        let parser = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlSchemaNewMemParserCtxt($0, Int32(buffer.count))
            }
        }
        guard let parser else { return nil }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let schema = xmlSchemaParse(parser) else { return nil }
        self.schema = schema
    }

    /// Validation errors for `document` (empty when valid).
    /// The schema's errors, the first of them kept (`ErrorSink.maximumEntries`) and how many more there are.
    func validate(_ document: xmlDocPtr) -> (errors: [LibXML.ErrorSink.Entry], moreErrors: Int) {
        let sink = LibXML.ErrorSink()
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            return ([.init(isWarning: false, line: 0, column: 0, message: "cannot create a schema validator", node: nil)], 0)
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, LibXML.collect, sink.pointer)
        let result = xmlSchemaValidateDoc(context, document)
        if result != 0 && sink.entries.isEmpty {
            sink.entries.append(.init(isWarning: false, line: 0, column: 0, message: "the document does not match the schema", node: nil))
        }
        return (sink.entries.filter { !$0.isWarning }, sink.moreErrors)
    }
}
