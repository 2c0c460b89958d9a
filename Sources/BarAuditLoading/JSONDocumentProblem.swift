import BarAuditModel

/// Describes why a JSON document BarAudit reads back (a baseline, a JSON report for `merge`) was refused,
/// in one located line: where its syntax breaks, or which member is missing or of the wrong type —
/// rather than Foundation's decoding error, which names Swift types and gives no line.
public enum JSONDocumentProblem {
    /// `path:line:col: what` for a document that failed to decode with `error` (a `DecodingError`, or
    /// anything else JSONDecoder or JSONSerialization throws).
    public static func describe(_ error: Error, in bytes: [UInt8], path: String) -> String {
        let source = SourceText(path: path, bytes: bytes)
        let scanned: (root: JSONPositionScanner.Node, rootOffset: Int)
        switch JSONPositionScanner.scan(bytes) {
        case .failure(let syntax):
            return malformed(syntax, in: source)
        case .success(let result):
            scanned = result
        }
        guard let decoding = error as? DecodingError else {
            return "\(source.location(ofOffset: scanned.rootOffset)): \(String(describing: error).escapedForOneLine)"
        }
        let (codingPath, problem): ([CodingKey], String) = switch decoding {
        case .keyNotFound(let key, let context): (context.codingPath, "the member \"\(key.stringValue)\" is missing")
        case .typeMismatch(let type, let context): (context.codingPath, "expected \(description(of: type)), found \(found(at: context.codingPath, in: scanned.root))")
        case .valueNotFound(let type, let context): (context.codingPath, "expected \(description(of: type)), found null")
        case .dataCorrupted(let context): (context.codingPath, context.debugDescription.escapedForOneLine)
        @unknown default: ([], String(describing: decoding).escapedForOneLine)
        }
        let offset = walk(codingPath, from: scanned.root).offset ?? scanned.rootOffset
        let member = codingPath.isEmpty ? "" : " at \(dotted(codingPath))"
        return "\(source.location(ofOffset: offset)): \(problem)\(member)"
    }

    /// `path:line:col: malformed JSON: more than … values`, or nil, for a document that goes to a decoder of
    /// Foundation's (a baseline): JSONDecoder took 5 GB for a 264 MB baseline of 33 million values and aborted
    /// (signal 6). A pass over the bytes bounds the values from above (each but the first follows a `:`, `,` or
    /// `[` outside strings); only a document the bound does not clear is scanned for where the limit is passed.
    public static func tooManyValues(in bytes: [UInt8], path: String) -> String? {
        var bound = 1
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") {
                bound += 1
            }
        }
        guard bound > JSONPositionScanner.maximumValues, case .failure(let syntax) = JSONPositionScanner.scan(bytes),
              syntax.message.hasPrefix("more than") else { return nil }
        return malformed(syntax, in: SourceText(path: path, bytes: bytes))
    }

    /// `path:line:col: malformed JSON: what` for the syntax error `JSONPositionScanner.scan` found in `bytes`.
    public static func malformed(_ syntax: JSONPositionScanner.SyntaxError, in bytes: [UInt8], path: String) -> String {
        malformed(syntax, in: SourceText(path: path, bytes: bytes))
    }

    private static func malformed(_ syntax: JSONPositionScanner.SyntaxError, in source: SourceText) -> String {
        "\(source.location(ofOffset: syntax.offset)): malformed JSON: \(syntax.message)"
    }

    /// The value `codingPath` leads to, as far as the document goes: the deepest value reached, where
    /// its member or element begins (nil for the root), and whether the whole path was there.
    private static func walk(_ codingPath: [CodingKey], from root: JSONPositionScanner.Node)
        -> (node: JSONPositionScanner.Node, offset: Int?, isComplete: Bool) {
        var node = root
        var offset: Int?
        for key in codingPath {
            switch node {
            case .object(let members):
                guard let member = members.last(where: { $0.key == key.stringValue }) else { return (node, offset, false) }
                (node, offset) = (member.value, member.keyOffset)
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return (node, offset, false) }
                (node, offset) = (elements[index].value, elements[index].offset)
            case .scalar:
                return (node, offset, false)
            }
        }
        return (node, offset, true)
    }

    private static func found(at codingPath: [CodingKey], in root: JSONPositionScanner.Node) -> String {
        let reached = walk(codingPath, from: root)
        guard reached.isComplete else { return "nothing" }
        return switch reached.node {
        case .object: "an object"
        case .array: "an array"
        case .scalar(.string): "a string"
        case .scalar(.number): "a number"
        case .scalar(.bool): "true or false"
        case .scalar(.null): "null"
        }
    }

    private static func description(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// `findings[3].rule`, as the path reads in the document.
    private static func dotted(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
