import BarAuditModel
import CLibXML2

/// Reads the XML encoding into a `RawNode` tree: parses safely, refuses DTDs, warns about and drops
/// unknown attributes and elements, then validates what is left against the bar definition XSD.
enum XMLDefinitionReader {
    static let schemaPath = "Rules/schema/bar-definition.xsd"
    private static let schema = CompiledSchema(embeddedPath: schemaPath)
    private static let schemaInstanceNamespace = "http://www.w3.org/2001/XMLSchema-instance"

    static func read(_ source: SourceText) -> (root: RawNode?, diagnostics: [InputDiagnostic]) {
        let sink = LibXML.ErrorSink()
        let parsed = LibXML.readMemory(source.bytes, path: source.path, encoding: "UTF-8", into: sink)
        guard let document = parsed else {
            let first = sink.entries.first { !$0.isWarning }
            let location = first.map { parserLocation(line: $0.line, byteColumn: $0.column, in: source) }
                ?? SourceLocation(file: source.path)
            return (nil, [InputDiagnostic(severity: .error, message: "malformed XML: \(first?.message ?? "cannot parse")", location: location)])
        }
        defer { xmlFreeDoc(document) }

        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            let offset = source.firstOffset(of: Array("<!DOCTYPE".utf8), from: 0) ?? 0
            return (nil, [InputDiagnostic(
                severity: .error,
                message: "DOCTYPE declarations are not allowed in bar definitions (entities are never expanded or fetched); remove the <!DOCTYPE …>",
                location: source.location(ofOffset: offset)
            )])
        }
        guard let rootElement = xmlDocGetRootElement(document) else {
            return (nil, [InputDiagnostic(severity: .error, message: "the document has no root element", location: SourceLocation(file: source.path))])
        }
        let rootName = LibXML.string(rootElement.pointee.name)
        guard rootName == "baraudit" else {
            return (nil, [InputDiagnostic(
                severity: .error,
                message: "not a bar definition: the root element is <\(rootName)>, expected <baraudit>",
                location: SourceLocation(file: source.path, line: Int(xmlGetLineNo(rootElement)))
            )])
        }

        // Unknown names are dropped (with a warning) before the schema sees the document, and the tree is
        // converted only once it is valid, each element freed as soon as it is converted: libxml2's tree
        // (140 MB for a bar of 100,000 tabs) and the raw tree were held whole side by side.
        var converter = Converter(source: source, document: document)
        converter.prune(rootElement, kind: "baraudit")
        guard let schema else {
            converter.diagnostics.append(InputDiagnostic(
                severity: .error, message: "internal error: the embedded schema \(schemaPath) does not compile",
                location: SourceLocation(file: source.path)))
            return (nil, converter.diagnostics)
        }
        let schemaErrors = schema.validate(document)
        guard schemaErrors.isEmpty else {
            for error in schemaErrors {
                let location = error.node.flatMap { converter.location(ofRecorded: $0) }
                    ?? SourceLocation(file: source.path, line: error.line)
                converter.diagnostics.append(InputDiagnostic(
                    severity: .error, message: "schema: \(error.message)", location: location))
            }
            return (nil, converter.diagnostics)
        }
        return (converter.convert(rootElement, kind: "baraudit"), converter.diagnostics)
    }

    /// libxml2 parser errors give a byte column; editors count characters.
    private static func parserLocation(line: Int, byteColumn: Int, in source: SourceText) -> SourceLocation {
        guard line > 0 else { return SourceLocation(file: source.path) }
        let lineStart = source.offset(ofLine: line)
        return source.location(ofOffset: lineStart + max(byteColumn - 1, 0))
    }

    /// Walks the DOM in document order: first to locate each start tag in the source and drop unknown
    /// attributes and elements, then, once the schema has passed what is left, to build the raw tree.
    private struct Converter {
        let source: SourceText
        let document: xmlDocPtr
        var locator: TagLocator
        var diagnostics: [InputDiagnostic] = []

        init(source: SourceText, document: xmlDocPtr) {
            self.source = source
            self.document = document
            self.locator = TagLocator(source: source)
        }

        /// Records where `element` and its known descendants begin, and removes (with a warning) the
        /// attributes and child elements its kind does not have.
        mutating func prune(_ element: xmlNodePtr, kind: String) {
            let vocabulary = Vocabulary.kinds[kind]!
            let tag = locator.locateStartTag(named: kind)
            // Where the element is, for the schema's errors and the raw node, in the node's field for the
            // application's use: a table of every element's location was 25 MB for a bar of 100,000 tabs.
            element.pointee._private = UnsafeMutableRawPointer(bitPattern: tag.map { $0.start + 1 } ?? -(Int(xmlGetLineNo(element)) + 1))
            var attributePositions: [String: (name: Int, value: Int)]?
            var attribute = element.pointee.properties
            while let current = attribute {
                attribute = current.pointee.next
                let name = LibXML.string(current.pointee.name)
                guard !Self.isSchemaInstance(current), !vocabulary.fields.contains(name) else { continue }
                let positions = attributePositions ?? tag.map { locator.attributePositions(inTag: $0) } ?? [:]
                attributePositions = positions
                warnUnknown("attribute '\(name)' on <\(kind)>", name: name, among: vocabulary.fields,
                            at: positions[name].map { source.location(ofOffset: $0.name) } ?? location(of: element))
                xmlRemoveProp(current)
            }
            var child = element.pointee.children
            while let current = child {
                child = current.pointee.next
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                let childKind = LibXML.string(current.pointee.name)
                if vocabulary.children.contains(where: { $0.kind == childKind }) {
                    prune(current, kind: childKind)
                } else {
                    let childLocation = locator.locateStartTag(named: childKind).map { source.location(ofOffset: $0.start) }
                        ?? SourceLocation(file: source.path, line: Int(xmlGetLineNo(current)))
                    warnUnknown("element <\(childKind)> in <\(kind)>", name: childKind,
                                among: vocabulary.children.map(\.kind), at: childLocation)
                    // In an element of text the markup goes, not the words it wraps.
                    if vocabulary.hasText, let content = xmlNodeGetContent(current) {
                        xmlAddPrevSibling(current, xmlNewDocText(document, content))
                        baraudit_xmlFree(content)
                    }
                    xmlUnlinkNode(current)
                    xmlFreeNode(current)
                }
            }
        }

        /// The raw node of a pruned element; each child element is freed once converted.
        func convert(_ element: xmlNodePtr, kind: String) -> RawNode {
            let vocabulary = Vocabulary.kinds[kind]!
            let recorded = Int(bitPattern: element.pointee._private)
            let location = location(of: element)
            let attributePositions = recorded > 0 ? locator.attributePositions(inTag: locator.tag(startingAt: recorded - 1)) : [:]

            var fields: [RawField] = []
            var attributeCount = 0
            var counted = element.pointee.properties
            while let current = counted {
                attributeCount += 1
                counted = current.pointee.next
            }
            fields.reserveCapacity(attributeCount)
            var attribute = element.pointee.properties
            var pathID: String?
            while let current = attribute {
                attribute = current.pointee.next
                guard !Self.isSchemaInstance(current) else { continue }
                let name = LibXML.string(current.pointee.name)
                let positions = attributePositions[name]
                let value = LibXML.takeString(xmlNodeListGetString(document, current.pointee.children, 1)) ?? ""
                if name == "id" { pathID = value }
                fields.append(RawField(
                    name: name, value: .string(value), nameLocation: positions.map { source.location(ofOffset: $0.name) } ?? location,
                    valueLocation: positions.map { source.location(ofOffset: $0.value) } ?? location))
            }

            var node = RawNode(
                kind: kind, location: location,
                path: pathID.map { "<\(kind) id=\"\($0)\">" } ?? "<\(kind)>", fields: fields)
            if vocabulary.hasText {
                node.text = LibXML.takeString(xmlNodeGetContent(element)) ?? ""
            }
            var child = element.pointee.children
            while let current = child {
                child = current.pointee.next
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                node.children.append(convert(current, kind: LibXML.string(current.pointee.name)))
                xmlUnlinkNode(current)
                xmlFreeNode(current)
            }
            return node
        }

        /// Where a pruned element begins (its start tag, else the line libxml2 gives).
        private func location(of element: xmlNodePtr) -> SourceLocation {
            location(ofRecorded: UnsafeMutableRawPointer(element)) ?? SourceLocation(file: source.path, line: Int(xmlGetLineNo(element)))
        }

        /// The location `prune` recorded for a node of the document, nil for a node it did not record.
        func location(ofRecorded node: UnsafeMutableRawPointer) -> SourceLocation? {
            guard let recorded = node.assumingMemoryBound(to: xmlNode.self).pointee._private else { return nil }
            let code = Int(bitPattern: recorded)
            return code > 0 ? source.location(ofOffset: code - 1) : SourceLocation(file: source.path, line: -code - 1)
        }

        private static func isSchemaInstance(_ attribute: xmlAttrPtr) -> Bool {
            attribute.pointee.ns.map { LibXML.string($0.pointee.href) == XMLDefinitionReader.schemaInstanceNamespace } ?? false
        }

        private mutating func warnUnknown(_ what: String, name: String, among known: [String], at location: SourceLocation) {
            let hint = closestName(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            diagnostics.append(InputDiagnostic(
                severity: .warning, message: "unknown \(what) is ignored\(hint)", location: location))
        }
    }
}

/// Finds start tags and their attributes in the source bytes. libxml2 records the line where a start tag
/// ends; findings should point where it begins, with a column. Elements are located in document order,
/// so the search resumes where the previous element began; comments and CDATA are skipped.
struct TagLocator {
    struct Tag {
        var start: Int
        var end: Int
    }

    let source: SourceText
    private var cursor = 0

    init(source: SourceText) {
        self.source = source
    }

    mutating func locateStartTag(named name: String) -> Tag? {
        let bytes = source.bytes
        let nameBytes = Array(name.utf8)
        var offset = cursor
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                offset += 1
                continue
            }
            // Comments and CDATA both open with `<!`: other tags are not compared with them.
            if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "!"),
               let skipped = skipMarkup(at: offset, opening: "<!--", closing: "-->")
                ?? skipMarkup(at: offset, opening: "<![CDATA[", closing: "]]>") {
                offset = skipped
                continue
            }
            // libxml2 names an element by its local name: `<p:item>` is an `item`.
            var nameEnd = offset + 1
            var localStart = nameEnd
            while nameEnd < bytes.count, !Self.endsName(bytes[nameEnd]) {
                if bytes[nameEnd] == UInt8(ascii: ":") { localStart = nameEnd + 1 }
                nameEnd += 1
            }
            if nameEnd < bytes.count, bytes[localStart..<nameEnd].elementsEqual(nameBytes) {
                cursor = offset + 1
                return Tag(start: offset, end: tagEnd(from: nameEnd))
            }
            offset += 1
        }
        return nil
    }

    /// The start tag that begins at `offset` (one `locateStartTag` found before).
    func tag(startingAt offset: Int) -> Tag {
        Tag(start: offset, end: tagEnd(from: offset + 1))
    }

    /// Offsets of each attribute's name and of the first character of its value.
    func attributePositions(inTag tag: Tag) -> [String: (name: Int, value: Int)] {
        let bytes = source.bytes
        var positions: [String: (name: Int, value: Int)] = [:]
        var offset = tag.start + 1
        while offset < tag.end, !Self.endsName(bytes[offset]) { offset += 1 }
        while offset < tag.end {
            while offset < tag.end, Self.isSpace(bytes[offset]) { offset += 1 }
            let nameStart = offset
            while offset < tag.end, !Self.isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "="),
                  bytes[offset] != UInt8(ascii: ">"), bytes[offset] != UInt8(ascii: "/") { offset += 1 }
            guard offset > nameStart else { offset += 1; continue }
            let qualifiedName = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
            while offset < tag.end, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "'") { offset += 1 }
            guard offset < tag.end else { break }
            let quote = bytes[offset]
            let valueStart = offset + 1
            offset = valueStart
            while offset < tag.end, bytes[offset] != quote { offset += 1 }
            offset += 1
            let localName = bytes[nameStart..<(nameStart + qualifiedName.utf8.count)].contains(UInt8(ascii: ":"))
                ? qualifiedName.split(separator: ":").last.map(String.init) ?? qualifiedName : qualifiedName
            positions[localName] = (nameStart, valueStart)
        }
        return positions
    }

    private func skipMarkup(at offset: Int, opening: String, closing: String) -> Int? {
        let open = Array(opening.utf8)
        let bytes = source.bytes
        guard offset + open.count <= bytes.count, bytes[offset..<(offset + open.count)].elementsEqual(open) else { return nil }
        guard let close = source.firstOffset(of: Array(closing.utf8), from: offset + open.count) else { return bytes.count }
        return close + closing.utf8.count
    }

    /// The offset just past the `>` that closes the tag, honouring quoted attribute values.
    private func tagEnd(from start: Int) -> Int {
        let bytes = source.bytes
        var offset = start
        var quote: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return offset + 1
            }
            offset += 1
        }
        return bytes.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}
