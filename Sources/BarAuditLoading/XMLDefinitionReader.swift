import BarAuditModel
import CLibXML2

/// Reads the XML encoding into a `RawNode` tree: parses safely, refuses DTDs, warns about and drops
/// unknown attributes and elements, then validates what is left against the bar definition XSD.
enum XMLDefinitionReader {
    static let schemaPath = "Rules/schema/bar-definition.xsd"
    private static let schema = CompiledSchema(embeddedPath: schemaPath)
    private static let schemaInstanceNamespace = "http://www.w3.org/2001/XMLSchema-instance"
    /// Elements taken at their start tag while streaming (they hold the long lists); every other element is
    /// expanded whole, converted and passed. A list: three names are compared faster than one is hashed.
    private static let streamedKinds = ["baraudit", "bar", "strings"]

    /// libxml2 2.9.14's reader drops CDATA text when a schema validates the stream and NOCDATA merges it into
    /// the text around it (`xmllint --stream --nocdata --schema`); kept as CDATA nodes, element content reads
    /// the same.
    private static let streamingParseOptions = LibXML.safeParseOptions & ~Int32(bitPattern: XML_PARSE_NOCDATA.rawValue)
    /// `<![CDATA[` without its `<!`: searched for from its `[`, which XML text seldom holds, where `<` opens every tag.
    private static let cdataOpenerTail = Array("[CDATA[".utf8)

    static func read(_ source: SourceText, building builder: DefinitionBuilder) -> (definition: DefinitionFile?, diagnostics: [InputDiagnostic]) {
        // A valid document is converted while libxml2's reader parses and validates it, and each item's subtree
        // is freed once converted: libxml2's whole tree of an 11 MB bar of 100,000 tabs was 200 MB of heap.
        // A document the stream does not take as it is (a parser or schema error, an unknown name, a DOCTYPE) is
        // read again whole, which is what says what is wrong and where, and built from the builder as it was.
        if let streamed = streamed(source, building: builder) { return streamed }
        let (root, readerDiagnostics) = readWhole(source)
        var builder = builder
        let definition = root.map { builder.build($0) }
        return (definition, readerDiagnostics + builder.diagnostics)
    }

    /// A document that parses, has only known names and is valid, built as it is read: its string tables entry by
    /// entry, its bars from their raw nodes once the tables are in. Nil for any other document.
    static func streamed(_ source: SourceText, building builder: DefinitionBuilder) -> (definition: DefinitionFile, diagnostics: [InputDiagnostic])? {
        // The bars are built once the reader and its validation are freed, as they were before the tables were
        // handed over entry by entry: libxml2's buffers are not held while 100,000 items are built.
        guard let read = streamedTables(source, building: builder) else { return nil }
        var building = read.builder
        building.addBars(of: read.root)
        return (building.finish(read.root), building.diagnostics)
    }

    /// The root's raw node with its bars, and `builder` with the string tables, of a document the stream takes.
    private static func streamedTables(_ source: SourceText, building builder: DefinitionBuilder) -> (root: RawNode, builder: DefinitionBuilder)? {
        guard !isLeftWhole(source), let schema, LibXML.refusal(of: source.bytes) == nil,
              let validation = xmlSchemaNewValidCtxt(schema.schema) else { return nil }
        defer { xmlSchemaFreeValidCtxt(validation) }
        let sink = LibXML.ErrorSink()
        xmlSchemaSetValidStructuredErrors(validation, LibXML.collect, sink.pointer)
        return LibXML.withErrors(into: sink) {
            source.bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters -> (root: RawNode, builder: DefinitionBuilder)? in
                    // No URL, as `LibXML.readMemory` gives none: libxml2 walks back over an error's earlier siblings when there is one.
                    guard let reader = xmlReaderForMemory(
                        characters.baseAddress, Int32(characters.count), nil, "UTF-8", Self.streamingParseOptions)
                    else { return nil }
                    defer { xmlFreeTextReader(reader) }
                    guard xmlTextReaderSchemaValidateCtxt(reader, validation, 0) == 0 else { return nil }
                    var converter = Converter(source: source, freesConverted: false)
                    var building = builder
                    guard let root = converter.stream(reader, reporting: sink, into: &building),
                          sink.entries.isEmpty, xmlSchemaIsValid(validation) == 1 else { return nil }
                    return (root, building)
                }
            }
        }
    }

    /// Whether the document is read whole without trying the stream, where the reader's push parser and the whole
    /// document's parse were seen to read the same bytes differently (the xml-loader fuzz target found both):
    /// - a carriage return inside a CDATA section, which the push parser keeps and the whole parse makes a line
    ///   feed, as XML says: a document with CDATA and a carriage return;
    /// - an XML declaration naming another encoding than UTF-8 (`UTF-7`), which the push parser honours over the
    ///   UTF-8 both are told to read, or a byte order mark of UTF-16 or UTF-32;
    /// - bytes that are not UTF-8 in a document with CDATA: the push parser checks a CDATA section only for
    ///   characters XML allows, so an overlong form (`E0 8B 96` for U+02D6) passes it where the whole parse
    ///   says "Input is not proper UTF-8" (the loader refuses such files first; the reader called alone must too).
    static func isLeftWhole(_ source: SourceText) -> Bool {
        if hasCDATA(source) {
            if source.bytes.contains(UInt8(ascii: "\r")) || source.firstInvalidUTF8Offset != nil { return true }
        }
        let bytes = source.bytes
        if let first = bytes.first, first == 0xFE || first == 0xFF || first == 0x00 { return true }
        // The declaration whole, however much white space it holds: one of 300 spaces before `encoding="ISO-8859-1"`
        // was read as UTF-8 by the whole parse and as Latin-1 by the stream ("HÃ©me").
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return false }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        guard let encoding = declaration.range(of: "encoding") else { return false }
        let value = declaration[encoding.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return !(value.hasPrefix("utf-8\"") || value.hasPrefix("utf-8'") || value.hasPrefix("utf8\"") || value.hasPrefix("utf8'"))
    }

    /// Whether `<![CDATA[` occurs in the source.
    private static func hasCDATA(_ source: SourceText) -> Bool {
        var from = 2
        while let tail = source.firstOffset(of: cdataOpenerTail, from: from) {
            if source.bytes[tail - 2] == UInt8(ascii: "<"), source.bytes[tail - 1] == UInt8(ascii: "!") { return true }
            from = tail + 1
        }
        return false
    }

    /// Parses the whole document, drops unknown names (with a warning), validates and converts.
    static func readWhole(_ source: SourceText) -> (root: RawNode?, diagnostics: [InputDiagnostic]) {
        let sink = LibXML.ErrorSink()
        let parsed = LibXML.readMemory(source.bytes, encoding: "UTF-8", into: sink)
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
        // converted only once it is valid, each element freed as soon as it is converted.
        var converter = Converter(source: source, freesConverted: true)
        converter.prune(rootElement, kind: "baraudit")
        guard let schema else {
            converter.problems.append(InputDiagnostic(
                severity: .error, message: "internal error: the embedded schema \(schemaPath) does not compile",
                location: SourceLocation(file: source.path)))
            return (nil, converter.diagnostics)
        }
        let (schemaErrors, moreErrors) = schema.validate(document)
        guard schemaErrors.isEmpty else {
            // After the warnings about unknown names, in the same count.
            var problems = converter.problems
            for error in schemaErrors {
                let location = error.node.flatMap { converter.location(ofRecorded: $0) }
                    ?? SourceLocation(file: source.path, line: error.line)
                problems.append(InputDiagnostic(
                    severity: .error, message: "schema: \(error.message)", location: location))
            }
            problems.countMore(errors: moreErrors)
            return (nil, problems.all)
        }
        return (converter.convert(rootElement, kind: "baraudit"), converter.diagnostics)
    }

    /// libxml2 parser errors give a byte column; editors count characters.
    private static func parserLocation(line: Int, byteColumn: Int, in source: SourceText) -> SourceLocation {
        guard line > 0 else { return SourceLocation(file: source.path) }
        let lineStart = source.offset(ofLine: line)
        return source.location(ofOffset: lineStart + max(byteColumn - 1, 0))
    }

    /// Walks libxml2's nodes in document order: first to locate each start tag in the source and drop unknown
    /// attributes and elements, then, once the schema has passed what is left, to build the raw tree.
    private struct Converter {
        let source: SourceText
        /// Whether `convert` frees each child element once converted: a whole document's tree is ours to
        /// free, a streamed one is the reader's.
        let freesConverted: Bool
        var locator: TagLocator
        /// Locates the converted elements and attributes, which come in the order they are written.
        var cursor = LocationCursor()
        var problems = ListedDiagnostics()
        var diagnostics: [InputDiagnostic] { problems.all }

        init(source: SourceText, freesConverted: Bool) {
            self.source = source
            self.freesConverted = freesConverted
            self.locator = TagLocator(source: source)
        }

        /// Reads the document as the reader goes: the root and bars at their start tags, every other element of a
        /// bar expanded, converted and passed; each string table's entries handed to `builder` as they are read.
        /// The root's raw node, with its bars, once the reader is done; nil as soon as something is not a known name
        /// in its place or libxml2 has reported anything into `sink` (a schema error does not stop the reader, and
        /// the document is read again whole anyway).
        mutating func stream(_ reader: xmlTextReaderPtr, reporting sink: LibXML.ErrorSink, into builder: inout DefinitionBuilder) -> RawNode? {
            var open: [RawNode] = []
            var root: RawNode?
            var table: DefinitionBuilder.StringTableInProgress?
            // A table's entries are not counted before they are read: room for as many as the table before had.
            var previousEntryCount = 0
            // Nodes are moved into their parents, and the open parent's kind read in place: copies of nodes were
            // 3 % of loading a corpus. A string table's node goes to the builder, not into the root.
            func close(_ node: consuming RawNode) {
                if node.kind == "strings", let finished = table {
                    table = nil
                    previousEntryCount = finished.entryCount
                    builder.endStringTable(finished)
                } else if open.isEmpty {
                    root = node
                } else {
                    open[open.count - 1].children.append(node)
                }
            }
            var status = xmlTextReaderRead(reader)
            while status == 1 {
                switch xmlTextReaderNodeType(reader) {
                case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                    return nil
                case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                    guard sink.entries.isEmpty, let element = xmlTextReaderCurrentNode(reader) else { return nil }
                    let kind = LibXML.string(element.pointee.name)
                    if !open.isEmpty {
                        guard Vocabulary.kind(named: open[open.count - 1].kind)?.children.contains(where: { $0.kind == kind }) == true else { return nil }
                    } else {
                        guard root == nil, kind == "baraudit" else { return nil }
                    }
                    if table != nil {
                        // An entry of the open table (the check above allows only `string` and `plural` there).
                        guard let subtree = xmlTextReaderExpand(reader), addEntry(subtree, kind: kind, to: &table!, of: &builder) else { return nil }
                        status = xmlTextReaderNext(reader)
                    } else if XMLDefinitionReader.streamedKinds.contains(kind) {
                        pruneAttributes(of: element, kind: kind)
                        guard problems.isEmpty else { return nil }
                        let node = convertAttributes(of: element, kind: kind)
                        if kind == "baraudit" { builder.checkVersion(of: node) }
                        if kind == "strings" { table = builder.beginStringTable(node, entryCount: previousEntryCount) }
                        if xmlTextReaderIsEmptyElement(reader) == 1 { close(node) } else { open.append(node) }
                        status = xmlTextReaderRead(reader)
                    } else {
                        guard let subtree = xmlTextReaderExpand(reader) else { return nil }
                        prune(subtree, kind: kind)
                        guard problems.isEmpty else { return nil }
                        close(convert(subtree, kind: kind))
                        status = xmlTextReaderNext(reader)
                    }
                case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                    guard let node = open.popLast() else { return nil }
                    close(node)
                    status = xmlTextReaderRead(reader)
                default:
                    status = xmlTextReaderRead(reader)
                }
            }
            return status == 0 && open.isEmpty ? root : nil
        }

        /// Hands a string table's `<string>` or `<plural>` to `builder` as `prune` and `convert` would have made
        /// it: located where its start tag begins, its text read as `convert` reads it. False where `prune` would
        /// have warned (an attribute or element the entry does not have), which the whole reading says.
        private mutating func addEntry(_ element: xmlNodePtr, kind: String, to table: inout DefinitionBuilder.StringTableInProgress,
                                       of builder: inout DefinitionBuilder) -> Bool {
            guard let key = onlyAttribute(of: element, named: "key") else { return false }
            let location = locate(element, named: kind)
            guard kind == "plural" else {
                guard !Self.hasElementChild(element) else { return false }
                builder.addText(key: key, text: Self.text(of: element), location: location, to: &table)
                return true
            }
            var plural = DefinitionBuilder.PluralInProgress(key: key, location: location)
            var child = element.pointee.children
            while let current = child {
                child = current.pointee.next
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                guard LibXML.string(current.pointee.name) == "variant",
                      let category = onlyAttribute(of: current, named: "category"), !Self.hasElementChild(current) else { return false }
                let variantLocation = locate(current, named: "variant")
                builder.addVariant(category: category, text: Self.text(of: current), location: variantLocation, to: &plural, in: table)
            }
            builder.endPlural(plural, to: &table)
            return true
        }

        /// The value of an element's one attribute; nil where it is not written (the schema requires it: the
        /// document is invalid) or the element has another attribute `prune` would drop.
        private func onlyAttribute(of element: xmlNodePtr, named name: String) -> String? {
            var value: String?
            var attribute = element.pointee.properties
            while let current = attribute {
                attribute = current.pointee.next
                guard !Self.isSchemaInstance(current) else { continue }
                guard current.pointee.ns == nil, LibXML.string(current.pointee.name) == name else { return nil }
                value = Self.value(of: current, in: element)
            }
            return value
        }

        /// Where an element of a string table begins, as `pruneAttributes` records it and `convertAttributes` reads it.
        private mutating func locate(_ element: xmlNodePtr, named kind: String) -> SourceLocation {
            guard let tag = locator.locateStartTag(named: kind) else { return SourceLocation(file: source.path, line: Int(xmlGetLineNo(element))) }
            return cursor.location(ofOffset: tag.start, in: source)
        }

        private static func hasElementChild(_ element: xmlNodePtr) -> Bool {
            var child = element.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { return true }
                child = current.pointee.next
            }
            return false
        }

        /// An element's text: one text node (no CDATA section, markup or entity beside it) read in place.
        private static func text(of element: xmlNodePtr) -> String {
            if let text = element.pointee.children, text.pointee.type == XML_TEXT_NODE, text.pointee.next == nil {
                return LibXML.string(text.pointee.content)
            }
            return LibXML.takeString(xmlNodeGetContent(element)) ?? ""
        }

        /// Records where `element` begins and removes (with a warning) the attributes its kind does not have.
        mutating func pruneAttributes(of element: xmlNodePtr, kind: String) {
            let vocabulary = Vocabulary.kind(named: kind)!
            let tag = locator.locateStartTag(named: kind)
            // Where the element is, for the schema's errors and the raw node, in the node's field for the
            // application's use: a table of every element's location was 25 MB for a bar of 100,000 tabs.
            element.pointee._private = UnsafeMutableRawPointer(bitPattern: tag.map { $0.start + 1 } ?? -(Int(xmlGetLineNo(element)) + 1))
            var attributePositions: TagLocator.AttributePositions?
            var attribute = element.pointee.properties
            while let current = attribute {
                attribute = current.pointee.next
                let name = LibXML.string(current.pointee.name)
                // An attribute in a namespace (`xml:space`, `xml:id`) is none of the definition's, whatever its
                // local name, and is named as it is written (libxml2 gives the local name alone).
                let prefix = current.pointee.ns.map { $0.pointee.prefix.map(LibXML.string) ?? "" }
                guard !Self.isSchemaInstance(current), prefix != nil || !vocabulary.fields.contains(name) else { continue }
                let positions = attributePositions ?? tag.map { locator.attributePositions(inTag: $0) } ?? TagLocator.AttributePositions(bytes: [])
                attributePositions = positions
                let written = prefix.map { $0.isEmpty ? name : "\($0):\(name)" } ?? name
                warnUnknown("attribute '\(written)' on <\(kind)>", name: written, among: vocabulary.fields,
                            at: positions[current.pointee.name].map { source.location(ofOffset: $0.name) } ?? location(of: element))
                xmlRemoveProp(current)
            }
        }

        /// Records where `element` and its known descendants begin, and removes (with a warning) the
        /// attributes and child elements its kind does not have.
        mutating func prune(_ element: xmlNodePtr, kind: String) {
            pruneAttributes(of: element, kind: kind)
            let vocabulary = Vocabulary.kind(named: kind)!
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
                        xmlAddPrevSibling(current, xmlNewDocText(element.pointee.doc, content))
                        baraudit_xmlFree(content)
                    }
                    xmlUnlinkNode(current)
                    xmlFreeNode(current)
                }
            }
        }

        /// The raw node of a pruned element and its children.
        mutating func convert(_ element: xmlNodePtr, kind: String) -> RawNode {
            var node = convertAttributes(of: element, kind: kind)
            if Vocabulary.kind(named: kind)!.hasText { node.text = Self.text(of: element) }
            var child = element.pointee.children
            while let current = child {
                child = current.pointee.next
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                node.children.append(convert(current, kind: LibXML.string(current.pointee.name)))
                if freesConverted {
                    xmlUnlinkNode(current)
                    xmlFreeNode(current)
                }
            }
            return node
        }

        /// The raw node of a pruned element's start tag: its kind, location and fields.
        mutating func convertAttributes(of element: xmlNodePtr, kind: String) -> RawNode {
            let recorded = Int(bitPattern: element.pointee._private)
            let location = recorded > 0 ? cursor.location(ofOffset: recorded - 1, in: source) : location(of: element)
            let attributePositions = recorded > 0 ? locator.attributePositions(inTag: locator.tag(startingAt: recorded - 1)) : TagLocator.AttributePositions(bytes: [])

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
                let positions = attributePositions[current.pointee.name]
                let value = Self.value(of: current, in: element)
                if name == "id" { pathID = value }
                fields.append(RawField(
                    name: name, value: .string(value), nameLocation: positions.map { cursor.location(ofOffset: $0.name, in: source) } ?? location,
                    valueLocation: positions.map { cursor.location(ofOffset: $0.value, in: source) } ?? location))
            }
            return RawNode(
                kind: kind, location: location,
                path: pathID.map { "<\(kind) id=\"\($0)\">" } ?? "<\(kind)>", fields: fields)
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

        /// An attribute's value. Without a DTD it is one text node (libxml2 writes character and predefined
        /// entity references into it), read in place rather than copied into a string libxml2 allocates.
        private static func value(of attribute: xmlAttrPtr, in element: xmlNodePtr) -> String {
            if let text = attribute.pointee.children, text.pointee.type == XML_TEXT_NODE, text.pointee.next == nil {
                return LibXML.string(text.pointee.content)
            }
            return LibXML.takeString(xmlNodeListGetString(element.pointee.doc, attribute.pointee.children, 1)) ?? ""
        }

        private static func isSchemaInstance(_ attribute: xmlAttrPtr) -> Bool {
            attribute.pointee.ns.map { LibXML.string($0.pointee.href) == XMLDefinitionReader.schemaInstanceNamespace } ?? false
        }

        private mutating func warnUnknown(_ what: String, name: String, among known: [String], at location: SourceLocation) {
            let hint = closestName(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            problems.append(InputDiagnostic(
                severity: .warning, message: "unknown \(what) is ignored\(hint)", location: location))
        }
    }
}

/// Finds start tags and their attributes in the source bytes. libxml2 records the line where a start tag
/// ends; findings should point where it begins, with a column. Elements are located in document order,
/// so the search resumes where the previous element began; comments, CDATA and processing instructions are skipped.
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
        var offset = cursor
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                offset += 1
                continue
            }
            // Comments and CDATA both open with `<!`: other tags are not compared with them. A processing
            // instruction's text may hold `<item …` too (`<?note <item id="x"?>`), which is no tag.
            if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "!"),
               let skipped = skipMarkup(at: offset, opening: "<!--", closing: "-->")
                ?? skipMarkup(at: offset, opening: "<![CDATA[", closing: "]]>") {
                offset = skipped
                continue
            }
            if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "?"), let skipped = skipMarkup(at: offset, opening: "<?", closing: "?>") {
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
            if nameEnd < bytes.count, bytes[localStart..<nameEnd].elementsEqual(name.utf8) {
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

    /// Where one attribute of a start tag is written.
    struct AttributePosition {
        /// The bytes of its local name (after the last `:` of its name), for a name of ASCII.
        var localName: Range<Int>
        /// The local name of a name that is not ASCII, split as text (a `:` with a combining mark after it is none).
        var decodedLocalName: String?
        /// The offset of its name and of the first character of its value.
        var name: Int
        var value: Int
    }

    /// The attributes of a start tag, in the order they are written.
    struct AttributePositions {
        fileprivate var bytes: [UInt8]
        fileprivate var positions: [AttributePosition] = []

        /// The last attribute written whose local name is `name` (libxml2's name of an attribute).
        subscript(name: UnsafePointer<xmlChar>?) -> (name: Int, value: Int)? {
            guard let name else { return nil }
            var nameLength = 0
            while name[nameLength] != 0 { nameLength += 1 }
            // Compared by their bytes where both are ASCII, by their text (canonical equivalence) otherwise,
            // as a table keyed by the decoded names compared them.
            let isASCII = (0..<nameLength).allSatisfy { name[$0] < 0x80 }
            var decodedName: String?
            for position in positions.reversed() {
                let matches: Bool
                if isASCII, position.decodedLocalName == nil {
                    let written = bytes[position.localName]
                    matches = written.count == nameLength && written.elementsEqual(UnsafeBufferPointer(start: name, count: nameLength))
                } else {
                    if decodedName == nil { decodedName = LibXML.string(name) }
                    matches = (position.decodedLocalName ?? String(decoding: bytes[position.localName], as: UTF8.self)) == decodedName
                }
                if matches { return (position.name, position.value) }
            }
            return nil
        }
    }

    /// Offsets of each attribute's name and of the first character of its value.
    func attributePositions(inTag tag: Tag) -> AttributePositions {
        let bytes = source.bytes
        var positions = AttributePositions(bytes: bytes)
        var offset = tag.start + 1
        while offset < tag.end, !Self.endsName(bytes[offset]) { offset += 1 }
        while offset < tag.end {
            while offset < tag.end, Self.isSpace(bytes[offset]) { offset += 1 }
            let nameStart = offset
            while offset < tag.end, !Self.isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "="),
                  bytes[offset] != UInt8(ascii: ">"), bytes[offset] != UInt8(ascii: "/") { offset += 1 }
            guard offset > nameStart else { offset += 1; continue }
            let nameEnd = offset
            while offset < tag.end, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "'") { offset += 1 }
            guard offset < tag.end else { break }
            let quote = bytes[offset]
            let valueStart = offset + 1
            offset = valueStart
            while offset < tag.end, bytes[offset] != quote { offset += 1 }
            offset += 1
            // The part after the last `:` that has something after it (`a:b:c` is `c`, `x:` is `x`, `:` is `:`).
            var localName = nameStart..<nameEnd
            var partEnd = nameEnd
            while partEnd > nameStart {
                let separator = bytes[nameStart..<partEnd].lastIndex(of: UInt8(ascii: ":"))
                guard let separator else { localName = nameStart..<partEnd; break }
                if separator + 1 < partEnd { localName = (separator + 1)..<partEnd; break }
                partEnd = separator
            }
            // From the bytes: the decoded name is longer where they are not UTF-8 (a tag the stream located
            // before libxml2 reached its bytes; the xml-loader fuzz target found it).
            var decodedLocalName: String?
            if bytes[nameStart..<nameEnd].contains(where: { $0 >= 0x80 }) {
                let qualifiedName = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                decodedLocalName = qualifiedName.split(separator: ":").last.map(String.init) ?? qualifiedName
            }
            positions.positions.append(AttributePosition(
                localName: localName, decodedLocalName: decodedLocalName, name: nameStart, value: valueStart))
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
