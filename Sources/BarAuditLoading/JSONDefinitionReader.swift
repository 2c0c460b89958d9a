import BarAuditModel
import Foundation

/// Reads the JSON encoding into the same `RawNode` tree as the XML reader. Values come from Foundation's
/// JSONSerialization; positions from `JSONPositionScanner`, walked side by side.
enum JSONDefinitionReader {
    static func read(_ source: SourceText) -> (root: RawNode?, diagnostics: [InputDiagnostic]) {
        let scanned: (root: JSONPositionScanner.Node, rootOffset: Int)
        switch JSONPositionScanner.scan(source.bytes) {
        case .failure(let error):
            return (nil, [InputDiagnostic(severity: .error, message: "malformed JSON: \(error.message)", location: source.location(ofOffset: error.offset))])
        case .success(let result):
            scanned = result
        }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(source.bytes), options: [.fragmentsAllowed])
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            return (nil, [InputDiagnostic(severity: .error, message: "malformed JSON: \(description)", location: SourceLocation(file: source.path))])
        }
        guard case .object(let members) = scanned.root, let object = value as? [String: Any] else {
            return (nil, [InputDiagnostic(
                severity: .error, message: "a bar definition is a JSON object with \"bars\" and \"strings\" members",
                location: source.location(ofOffset: scanned.rootOffset))])
        }
        var converter = Converter(source: source)
        let root = converter.node(kind: "baraudit", path: "$", offset: scanned.rootOffset, object: object, members: members)
        return (root, converter.diagnostics)
    }

    private struct Converter {
        let source: SourceText
        var diagnostics: [InputDiagnostic] = []

        init(source: SourceText) {
            self.source = source
        }

        mutating func node(kind: String, path: String, offset: Int, object: [String: Any], members: [JSONPositionScanner.Member]) -> RawNode {
            let vocabulary = Vocabulary.kinds[kind]!
            var node = RawNode(kind: kind, location: source.location(ofOffset: offset), path: path)
            var seen = Set<String>()
            for member in members {
                let memberPath = path == "$" ? member.key : "\(path).\(member.key)"
                guard seen.insert(member.key).inserted else {
                    error("duplicate member \"\(member.key)\" (JSON parsers disagree on which one wins)", at: member.keyOffset)
                    continue
                }
                let value = object[member.key] as Any
                if kind == "baraudit" && member.key == "$schema" { continue }
                if kind == "baraudit" && member.key == "strings" {
                    node.children += stringTables(path: memberPath, member: member, value: value)
                } else if vocabulary.fields.contains(member.key) {
                    node.fields.append(RawField(
                        name: member.key, value: rawValue(value, shape: member.value),
                        nameLocation: source.location(ofOffset: member.keyOffset),
                        valueLocation: source.location(ofOffset: member.valueOffset)))
                } else if let child = vocabulary.children.first(where: { $0.jsonMember == member.key }) {
                    node.children += children(of: child, path: memberPath, member: member, value: value)
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

        private mutating func children(of child: Vocabulary.Child, path: String, member: JSONPositionScanner.Member, value: Any) -> [RawNode] {
            if child.repeated {
                guard case .array(let elements) = member.value, let array = value as? [Any] else {
                    error("\(path) must be an array of objects", at: member.valueOffset)
                    return []
                }
                return zip(elements, array).enumerated().compactMap { index, pair in
                    guard case .object(let members) = pair.0.value, let object = pair.1 as? [String: Any] else {
                        error("\(path)[\(index)] must be an object", at: pair.0.offset)
                        return nil
                    }
                    return node(kind: child.kind, path: "\(path)[\(index)]", offset: pair.0.offset, object: object, members: members)
                }
            }
            guard case .object(let members) = member.value, let object = value as? [String: Any] else {
                error("\(path) must be an object", at: member.valueOffset)
                return []
            }
            return [node(kind: child.kind, path: path, offset: member.valueOffset, object: object, members: members)]
        }

        /// `"strings": {"fr": {"key": "text", "plural.key": {"one": "…", "other": "…"}}}`.
        private mutating func stringTables(path: String, member: JSONPositionScanner.Member, value: Any) -> [RawNode] {
            guard case .object(let locales) = member.value, let tables = value as? [String: Any] else {
                error("\(path) must be an object keyed by locale", at: member.valueOffset)
                return []
            }
            return locales.compactMap { localeMember in
                let tablePath = "\(path).\(localeMember.key)"
                guard case .object(let entries) = localeMember.value, let table = tables[localeMember.key] as? [String: Any] else {
                    error("\(tablePath) must be an object of strings", at: localeMember.valueOffset)
                    return nil
                }
                var tableNode = RawNode(kind: "strings", location: source.location(ofOffset: localeMember.keyOffset), path: tablePath)
                tableNode.fields = [field("locale", .string(localeMember.key), at: localeMember.keyOffset)]
                for entry in entries {
                    let entryPath = "\(tablePath)[\"\(entry.key)\"]"
                    switch (entry.value, table[entry.key]) {
                    case (.scalar(.string), let text as String):
                        tableNode.children.append(textNode(kind: "string", nameField: "key", name: entry.key, text: text, entry: entry, path: entryPath))
                    case (.object(let variants), let forms as [String: Any]):
                        var plural = RawNode(kind: "plural", location: source.location(ofOffset: entry.keyOffset), path: entryPath)
                        plural.fields = [field("key", .string(entry.key), at: entry.keyOffset)]
                        for variant in variants {
                            guard case .scalar(.string) = variant.value, let text = forms[variant.key] as? String else {
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

        private func rawValue(_ value: Any, shape: JSONPositionScanner.Node) -> RawValue {
            switch shape {
            case .scalar(.string): return .string(value as? String ?? "")
            case .scalar(.number): return .number((value as? NSNumber)?.doubleValue ?? .nan)
            case .scalar(.bool): return .bool((value as? NSNumber)?.boolValue ?? false)
            case .scalar(.null): return .null
            case .object: return .structure("an object")
            case .array(let elements):
                let array = value as? [Any] ?? []
                return .list(zip(elements, array).map { rawValue($0.1, shape: $0.0.value) })
            }
        }

        private mutating func error(_ message: String, at offset: Int) {
            diagnostics.append(InputDiagnostic(severity: .error, message: message, location: source.location(ofOffset: offset)))
        }
    }
}
