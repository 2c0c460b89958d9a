import BarAuditModel

/// Reads the JSON encoding into the model through the same `DefinitionBuilder` as the XML reader, handing it
/// the document a piece at a time.
///
/// The document's syntax is checked whole first (`JSONPositionScanner.validate`: the same errors, nothing
/// kept), then read a level at a time: the string tables entry by entry, then each bar with its items one by
/// one, each item scanned into a small tree, made a `RawNode` and built before the next is read. Scanned
/// whole and converted to a tree of nodes first, a bar of 100,000 tabs and its 244,000 strings held 210 MB
/// of nodes beside the model being built. Bars are read after the string tables wherever the document puts
/// them, so that every key is checked against every table.
enum JSONDefinitionReader {
    typealias Node = JSONPositionScanner.Node
    typealias Cursor = JSONPositionScanner.Cursor

    static func read(_ source: SourceText, building builder: DefinitionBuilder) -> (definition: DefinitionFile?, diagnostics: [InputDiagnostic]) {
        let rootOffset: Int
        switch JSONPositionScanner.validate(source.bytes) {
        case .failure(let error):
            return (nil, [malformed(error, in: source)])
        case .success(let offset):
            rootOffset = offset
        }
        var converter = Converter(source: source, builder: builder)
        do {
            let definition = try converter.document(at: rootOffset)
            return (definition, converter.builder.diagnostics)
        } catch let error as JSONPositionScanner.SyntaxError {
            // Not reached for a document `validate` accepted; a located error rather than a trap if it were.
            return (nil, [malformed(error, in: source)])
        } catch {
            return (nil, [InputDiagnostic(severity: .error, message: "malformed JSON: \(error)", location: source.location(ofOffset: 0))])
        }
    }

    private static func malformed(_ error: JSONPositionScanner.SyntaxError, in source: SourceText) -> InputDiagnostic {
        InputDiagnostic(severity: .error, message: "malformed JSON: \(error.message)", location: source.location(ofOffset: error.offset))
    }

    /// The value, leaving `null` in its place, so that the caller holds the only reference to it.
    fileprivate static func take(_ value: inout Node) -> Node {
        var taken = Node.scalar(.null)
        swap(&taken, &value)
        return taken
    }

    private struct Converter {
        let source: SourceText
        var builder: DefinitionBuilder
        /// Locates the members of items and string tables, which come in the order they are written.
        var locations = LocationCursor()

        init(source: SourceText, builder: DefinitionBuilder) {
            self.source = source
            self.builder = builder
        }

        // MARK: Read a level at a time

        mutating func document(at rootOffset: Int) throws -> DefinitionFile? {
            var cursor = Cursor(bytes: source.bytes, at: rootOffset)
            guard cursor.enterObject() else {
                error("a bar definition is a JSON object with \"bars\" and \"strings\" members", at: rootOffset)
                return nil
            }
            var root = RawNode(kind: "baraudit", location: source.location(ofOffset: rootOffset), path: "$")
            var barsOffset: Int?
            var names = Set<String>()
            while let member = try nextDistinctMember(of: &cursor, seen: &names) {
                switch member.key {
                case "$schema": cursor.skipValue()
                case "strings": try stringTables(path: member.key, valueOffset: member.valueOffset, cursor: &cursor)
                case "bars":
                    barsOffset = member.valueOffset
                    cursor.skipValue()
                default: try add(member, to: &root, cursor: &cursor)
                }
            }
            builder.checkVersion(of: root)
            if let barsOffset { try bars(path: "bars", valueOffset: barsOffset) }
            return builder.finish(root)
        }

        private mutating func bars(path: String, valueOffset: Int) throws {
            var cursor = Cursor(bytes: source.bytes, at: valueOffset)
            guard cursor.enterArray() else {
                error("\(path) must be an array of objects", at: valueOffset)
                return
            }
            var index = 0
            while let offset = cursor.nextElement() {
                defer { index += 1 }
                guard cursor.enterObject() else {
                    error("\(path)[\(index)] must be an object", at: offset)
                    cursor.skipValue()
                    continue
                }
                try bar(path: "\(path)[\(index)]", offset: offset, cursor: &cursor)
            }
        }

        /// A bar's own members, then its items one by one.
        private mutating func bar(path: String, offset: Int, cursor: inout Cursor) throws {
            var node = RawNode(kind: "bar", location: source.location(ofOffset: offset), path: path)
            var itemsOffset: Int?
            var names = Set<String>()
            while let member = try nextDistinctMember(of: &cursor, seen: &names) {
                if member.key == "items" {
                    itemsOffset = member.valueOffset
                    cursor.skipValue()
                } else {
                    try add(member, to: &node, cursor: &cursor)
                }
            }
            guard let itemsOffset else {
                builder.endBar(builder.beginBar(node, itemCount: 0))
                return
            }
            let itemsPath = "\(path).items"
            var items = Cursor(bytes: source.bytes, at: itemsOffset)
            guard items.enterArray() else {
                error("\(itemsPath) must be an array of objects", at: itemsOffset)
                builder.endBar(builder.beginBar(node, itemCount: 0))
                return
            }
            var bar = builder.beginBar(node, itemCount: items.count())
            var index = 0
            while let itemOffset = items.nextElement() {
                defer { index += 1 }
                guard case .object(var members) = try items.scanValue() else {
                    error("\(itemsPath)[\(index)] must be an object", at: itemOffset)
                    continue
                }
                builder.addItem(self.node(kind: "item", path: "\(itemsPath)[\(index)]", offset: itemOffset, members: &members), to: &bar)
            }
            builder.endBar(bar)
        }

        /// `"strings": {"fr": {"key": "text", "plural.key": {"one": "…", "other": "…"}}}`, entry by entry.
        private mutating func stringTables(path: String, valueOffset: Int, cursor: inout Cursor) throws {
            guard cursor.enterObject() else {
                error("\(path) must be an object keyed by locale", at: valueOffset)
                cursor.skipValue()
                return
            }
            while let locale = try cursor.nextMember() {
                let tablePath = "\(path).\(locale.key)"
                guard cursor.enterObject() else {
                    error("\(tablePath) must be an object of strings", at: locale.valueOffset)
                    cursor.skipValue()
                    continue
                }
                var tableNode = RawNode(kind: "strings", location: source.location(ofOffset: locale.keyOffset), path: tablePath)
                tableNode.fields = [field("locale", .string(locale.key), at: locale.keyOffset)]
                var table = builder.beginStringTable(tableNode, entryCount: cursor.count())
                while let entry = try cursor.nextMember() {
                    let entryPath = "\(tablePath)[\"\(entry.key)\"]"
                    switch try cursor.scanValue() {
                    case .scalar(.string(let text)):
                        builder.addEntry(textNode(kind: "string", nameField: "key", name: entry.key, text: text,
                                                  nameOffset: entry.keyOffset, textOffset: entry.valueOffset, path: entryPath), to: &table)
                    case .object(let variants):
                        var plural = RawNode(kind: "plural", location: source.location(ofOffset: entry.keyOffset), path: entryPath)
                        plural.fields = [field("key", .string(entry.key), at: entry.keyOffset)]
                        for variant in variants {
                            guard case .scalar(.string(let text)) = variant.value else {
                                error("\(entryPath).\(variant.key) must be a string", at: variant.valueOffset)
                                continue
                            }
                            plural.children.append(textNode(kind: "variant", nameField: "category", name: variant.key, text: text,
                                                            nameOffset: variant.keyOffset, textOffset: variant.valueOffset,
                                                            path: "\(entryPath).\(variant.key)"))
                        }
                        builder.addEntry(plural, to: &table)
                    default:
                        error("\(entryPath) must be a string or an object of plural variants", at: entry.valueOffset)
                    }
                }
                builder.endStringTable(table)
            }
        }

        /// The object's next member whose name is not in `seen`; a repeated one is an error, and its value is skipped.
        private mutating func nextDistinctMember(of cursor: inout Cursor, seen: inout Set<String>) throws -> (key: String, keyOffset: Int, valueOffset: Int)? {
            while let member = try cursor.nextMember() {
                if seen.insert(member.key).inserted { return member }
                duplicate(member.key, at: member.keyOffset)
                cursor.skipValue()
            }
            return nil
        }

        /// A member of an object read a level at a time that is not one of its long lists: a field, a small
        /// child (scanned whole), or a warning for a name the format does not know (skipped unread).
        private mutating func add(_ member: (key: String, keyOffset: Int, valueOffset: Int), to node: inout RawNode, cursor: inout Cursor) throws {
            let vocabulary = Vocabulary.kind(named: node.kind)!
            guard vocabulary.fields.contains(member.key) || vocabulary.children.contains(where: { $0.jsonMember == member.key }) else {
                cursor.skipValue()
                unknown(member.key, in: node.path, among: vocabulary, at: member.keyOffset)
                return
            }
            add(JSONPositionScanner.Member(key: member.key, keyOffset: member.keyOffset, valueOffset: member.valueOffset, value: .scalar(.null)),
                value: try cursor.scanValue(), to: &node, vocabulary: vocabulary)
        }

        // MARK: Convert a scanned tree (an item and its children, a bar's size and suppressions)

        mutating func node(kind: String, path: String, offset: Int, members: inout [JSONPositionScanner.Member]) -> RawNode {
            let vocabulary = Vocabulary.kind(named: kind)!
            var node = RawNode(kind: kind, location: locations.location(ofOffset: offset, in: source), path: path)
            // At most one field per member; an array grown by doubling held twice the fields it needed.
            node.fields.reserveCapacity(members.count)
            var seen = Set<String>()
            for index in members.indices {
                let value = JSONDefinitionReader.take(&members[index].value)
                let member = members[index]
                guard !JSONPositionScanner.repeatsKey(of: members, at: index, seen: &seen) else {
                    duplicate(member.key, at: member.keyOffset)
                    continue
                }
                add(member, value: value, to: &node, vocabulary: vocabulary)
            }
            return node
        }

        private mutating func add(_ member: JSONPositionScanner.Member, value: consuming Node, to node: inout RawNode, vocabulary: Vocabulary.Kind) {
            if vocabulary.fields.contains(member.key) {
                node.fields.append(RawField(
                    name: member.key, value: rawValue(value),
                    nameLocation: locations.location(ofOffset: member.keyOffset, in: source),
                    valueLocation: locations.location(ofOffset: member.valueOffset, in: source)))
            } else if let child = vocabulary.children.first(where: { $0.jsonMember == member.key }) {
                let memberPath = node.path == "$" ? member.key : "\(node.path).\(member.key)"
                node.children += children(of: child, path: memberPath, member: member, value: value)
            } else {
                unknown(member.key, in: node.path, among: vocabulary, at: member.keyOffset)
            }
        }

        private mutating func children(of child: Vocabulary.Child, path: String, member: JSONPositionScanner.Member, value: consuming Node) -> [RawNode] {
            if child.repeated {
                guard case .array(var elements) = consume value else {
                    error("\(path) must be an array of objects", at: member.valueOffset)
                    return []
                }
                var nodes: [RawNode] = []
                nodes.reserveCapacity(elements.count)
                for index in elements.indices {
                    guard case .object(var members) = JSONDefinitionReader.take(&elements[index].value) else {
                        error("\(path)[\(index)] must be an object", at: elements[index].offset)
                        continue
                    }
                    nodes.append(node(kind: child.kind, path: "\(path)[\(index)]", offset: elements[index].offset, members: &members))
                }
                return nodes
            }
            guard case .object(var members) = consume value else {
                error("\(path) must be an object", at: member.valueOffset)
                return []
            }
            return [node(kind: child.kind, path: path, offset: member.valueOffset, members: &members)]
        }

        private mutating func textNode(kind: String, nameField: String, name: String, text: String, nameOffset: Int, textOffset: Int, path: String) -> RawNode {
            // The name first: it is written before the text.
            let written = field(nameField, .string(name), at: nameOffset)
            var node = RawNode(kind: kind, location: locations.location(ofOffset: textOffset, in: source), path: path)
            node.fields = [written]
            node.text = text
            return node
        }

        private mutating func field(_ name: String, _ value: RawValue, at offset: Int) -> RawField {
            let location = locations.location(ofOffset: offset, in: source)
            return RawField(name: name, value: value, nameLocation: location, valueLocation: location)
        }

        private func rawValue(_ node: Node) -> RawValue {
            switch node {
            case .scalar(.string(let text)): .string(text)
            case .scalar(.number(let number)): .number(number)
            case .scalar(.bool(let value)): .bool(value)
            case .scalar(.null): .null
            case .object: .structure("an object")
            case .array(let elements): .list(elements.map { rawValue($0.value) })
            }
        }

        private mutating func duplicate(_ key: String, at offset: Int) {
            error("duplicate member \"\(key)\" (JSON parsers disagree on which one wins)", at: offset)
        }

        private mutating func unknown(_ key: String, in path: String, among vocabulary: Vocabulary.Kind, at offset: Int) {
            let known = vocabulary.fields + vocabulary.children.map(\.jsonMember).filter { !$0.isEmpty }
            let hint = closestName(to: key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            builder.report(InputDiagnostic(
                severity: .warning, message: "unknown member \"\(key)\" in \(path == "$" ? "the root object" : path) is ignored\(hint)",
                location: source.location(ofOffset: offset)))
        }

        private mutating func error(_ message: String, at offset: Int) {
            builder.report(InputDiagnostic(severity: .error, message: message, location: source.location(ofOffset: offset)))
        }
    }
}
