import BarAuditModel

/// Reads the JSON encoding into the same `RawNode` tree as the XML reader, from `JSONPositionScanner`'s
/// values and positions.
///
/// The scanned document is taken apart as it is converted: each value is moved out of its parent before
/// it is read, so it is freed once its node is made. Held whole beside the nodes, a bar of 100,000 tabs
/// kept 51 MB of scanned members to the end of the conversion.
enum JSONDefinitionReader {
    typealias Node = JSONPositionScanner.Node

    static func read(_ source: SourceText) -> (root: RawNode?, diagnostics: [InputDiagnostic]) {
        var scanned: Node
        let rootOffset: Int
        switch JSONPositionScanner.scan(source.bytes) {
        case .failure(let error):
            return (nil, [InputDiagnostic(severity: .error, message: "malformed JSON: \(error.message)", location: source.location(ofOffset: error.offset))])
        case .success(let result):
            (scanned, rootOffset) = result
        }
        guard case .object(var members) = take(&scanned) else {
            return (nil, [InputDiagnostic(
                severity: .error, message: "a bar definition is a JSON object with \"bars\" and \"strings\" members",
                location: source.location(ofOffset: rootOffset))])
        }
        var converter = Converter(source: source)
        let root = converter.node(kind: "baraudit", path: "$", offset: rootOffset, members: &members)
        return (root, converter.diagnostics)
    }

    /// The value, leaving `null` in its place, so that the caller holds the only reference to it.
    fileprivate static func take(_ value: inout Node) -> Node {
        var taken = Node.scalar(.null)
        swap(&taken, &value)
        return taken
    }

    private struct Converter {
        let source: SourceText
        var diagnostics: [InputDiagnostic] = []

        init(source: SourceText) {
            self.source = source
        }

        mutating func node(kind: String, path: String, offset: Int, members: inout [JSONPositionScanner.Member]) -> RawNode {
            let vocabulary = Vocabulary.kinds[kind]!
            var node = RawNode(kind: kind, location: source.location(ofOffset: offset), path: path)
            // At most one field per member; an array grown by doubling held twice the fields it needed.
            node.fields.reserveCapacity(members.count)
            // Objects of a definition have a handful of members: repeats are found by looking back, and
            // a set is made only for a large object.
            let isLarge = members.count > 16
            var seen = Set<String>()
            for index in members.indices {
                let value = JSONDefinitionReader.take(&members[index].value)
                let member = members[index]
                let repeated = isLarge ? !seen.insert(member.key).inserted : members[..<index].contains { $0.key == member.key }
                guard !repeated else {
                    error("duplicate member \"\(member.key)\" (JSON parsers disagree on which one wins)", at: member.keyOffset)
                    continue
                }
                var memberPath: String { path == "$" ? member.key : "\(path).\(member.key)" }
                if kind == "baraudit" && member.key == "$schema" { continue }
                if kind == "baraudit" && member.key == "strings" {
                    node.children += stringTables(path: memberPath, member: member, value: consume value)
                } else if vocabulary.fields.contains(member.key) {
                    node.fields.append(RawField(
                        name: member.key, value: rawValue(value),
                        nameLocation: source.location(ofOffset: member.keyOffset),
                        valueLocation: source.location(ofOffset: member.valueOffset)))
                } else if let child = vocabulary.children.first(where: { $0.jsonMember == member.key }) {
                    node.children += children(of: child, path: memberPath, member: member, value: consume value)
                } else {
                    let known = vocabulary.fields + vocabulary.children.map(\.jsonMember).filter { !$0.isEmpty }
                    let hint = closestName(to: member.key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
                    diagnostics.append(InputDiagnostic(
                        severity: .warning, message: "unknown member \"\(member.key)\" in \(path == "$" ? "the root object" : path) is ignored\(hint)",
                        location: source.location(ofOffset: member.keyOffset)))
                }
            }
            return node
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

        /// `"strings": {"fr": {"key": "text", "plural.key": {"one": "…", "other": "…"}}}`.
        private mutating func stringTables(path: String, member: JSONPositionScanner.Member, value: consuming Node) -> [RawNode] {
            guard case .object(var locales) = consume value else {
                error("\(path) must be an object keyed by locale", at: member.valueOffset)
                return []
            }
            return locales.indices.compactMap { localeIndex in
                let localeMember = locales[localeIndex]
                let tablePath = "\(path).\(localeMember.key)"
                guard case .object(let entries) = JSONDefinitionReader.take(&locales[localeIndex].value) else {
                    error("\(tablePath) must be an object of strings", at: localeMember.valueOffset)
                    return nil
                }
                var tableNode = RawNode(kind: "strings", location: source.location(ofOffset: localeMember.keyOffset), path: tablePath)
                tableNode.fields = [field("locale", .string(localeMember.key), at: localeMember.keyOffset)]
                for entry in entries {
                    let entryPath = "\(tablePath)[\"\(entry.key)\"]"
                    switch entry.value {
                    case .scalar(.string(let text)):
                        tableNode.children.append(textNode(kind: "string", nameField: "key", name: entry.key, text: text, entry: entry, path: entryPath))
                    case .object(let variants):
                        var plural = RawNode(kind: "plural", location: source.location(ofOffset: entry.keyOffset), path: entryPath)
                        plural.fields = [field("key", .string(entry.key), at: entry.keyOffset)]
                        for variant in variants {
                            guard case .scalar(.string(let text)) = variant.value else {
                                error("\(entryPath).\(variant.key) must be a string", at: variant.valueOffset)
                                continue
                            }
                            plural.children.append(textNode(kind: "variant", nameField: "category", name: variant.key, text: text, entry: variant, path: "\(entryPath).\(variant.key)"))
                        }
                        tableNode.children.append(plural)
                    default:
                        error("\(entryPath) must be a string or an object of plural variants", at: entry.valueOffset)
                    }
                }
                return tableNode
            }
        }

        private func textNode(kind: String, nameField: String, name: String, text: String, entry: JSONPositionScanner.Member, path: String) -> RawNode {
            var node = RawNode(kind: kind, location: source.location(ofOffset: entry.valueOffset), path: path)
            node.fields = [field(nameField, .string(name), at: entry.keyOffset)]
            node.text = text
            return node
        }

        private func field(_ name: String, _ value: RawValue, at offset: Int) -> RawField {
            let location = source.location(ofOffset: offset)
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

        private mutating func error(_ message: String, at offset: Int) {
            diagnostics.append(InputDiagnostic(severity: .error, message: message, location: source.location(ofOffset: offset)))
        }
    }
}
