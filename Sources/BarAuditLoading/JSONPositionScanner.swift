/// A strict JSON parser (RFC 8259) that records where every member and element begins, locates syntax
/// errors precisely, and keeps repeated keys in order so that they can be reported. Foundation's
/// JSONSerialization gives no positions, reports syntax errors only as a byte offset ("around character
/// 25", sometimes the wrong one), silently keeps the last of repeated keys, and builds a Foundation
/// object per value: 35 times the input in memory (80 MB for a 2.3 MB bar of 10,000 tabs).
public struct JSONPositionScanner {
    public enum Scalar {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// Not `indirect`: objects and arrays already hold their contents in an array's buffer, and an
    /// indirect enum boxes every value, scalars too (a 24 MB bar of 100,000 tabs: 1.2 million boxes).
    public enum Node {
        case scalar(Scalar)
        case object([Member])
        case array([Element])
    }

    public struct Member {
        public internal(set) var key: String
        public internal(set) var keyOffset: Int
        public internal(set) var valueOffset: Int
        public internal(set) var value: Node
    }

    public struct Element {
        public internal(set) var offset: Int
        public internal(set) var value: Node
    }

    public struct SyntaxError: Error {
        public internal(set) var offset: Int
        public internal(set) var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private static let maximumDepth = 512
    /// The most values (numbers, strings, literals, lists and objects) one document may hold. The tree costs
    /// some 100 bytes a value, and Foundation's JSONSerialization, which reads reports and baselines after
    /// this scan, several times that: a 264 MB report of 33 million values (`[{"a":1}, …]`, within the 256 MB
    /// a file is read) ran out of 4 GB of address space in this scan and crashed `merge` (signal 11). The
    /// JSON report of a bar of 100,000 items, the most a bar may have, holds 5.6 million.
    public static let maximumValues = 10_000_000
    private let maximumValues: Int
    private var values = 0
    /// False while only checking the syntax: objects and arrays are read and dropped.
    private let keepsValues: Bool

    init(bytes: [UInt8], maximumValues: Int = JSONPositionScanner.maximumValues, keepsValues: Bool = true) {
        self.bytes = bytes
        self.maximumValues = maximumValues
        self.keepsValues = keepsValues
    }

    /// The document's structure with offsets, or the first syntax error.
    public static func scan(_ bytes: [UInt8], maximumValues: Int = JSONPositionScanner.maximumValues) -> Result<(root: Node, rootOffset: Int), SyntaxError> {
        scan(bytes, maximumValues: maximumValues, keepsValues: true)
    }

    /// Where the document's value starts, or its first syntax error: the errors and limits of `scan`, without
    /// keeping the tree. A document it accepts can then be read a level at a time with a `Cursor`.
    static func validate(_ bytes: [UInt8], maximumValues: Int = JSONPositionScanner.maximumValues) -> Result<Int, SyntaxError> {
        scan(bytes, maximumValues: maximumValues, keepsValues: false).map(\.rootOffset)
    }

    private static func scan(_ bytes: [UInt8], maximumValues: Int, keepsValues: Bool) -> Result<(root: Node, rootOffset: Int), SyntaxError> {
        var scanner = JSONPositionScanner(bytes: bytes, maximumValues: maximumValues, keepsValues: keepsValues)
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
            scanner.skipWhitespace()
            let rootOffset = scanner.offset
            let root = try scanner.value(depth: 0)
            scanner.skipWhitespace()
            guard scanner.offset == bytes.count else {
                throw SyntaxError(offset: scanner.offset, message: "unexpected text after the end of the JSON value")
            }
            return .success((root, rootOffset))
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(offset: scanner.offset, message: "\(error)"))
        }
    }

    /// Whether the member at `index` repeats the key of an earlier one, asked of each member in order. Objects of
    /// a definition or report have a handful of members: repeats are found by looking back, and `seen` (the
    /// keys so far, kept by the caller) is filled only for a large object.
    public static func repeatsKey(of members: [Member], at index: Int, seen: inout Set<String>) -> Bool {
        let key = members[index].key
        return members.count > 16 ? !seen.insert(key).inserted : members[..<index].contains { $0.key == key }
    }

    /// Where the value that starts at `offset` of a document `scan` accepted ends (one past its last byte):
    /// its text can be handed on as it is written, without writing it again from the tree.
    public static func endOfValue(in bytes: [UInt8], at offset: Int) -> Int {
        var depth = 0
        return walk(bytes, from: offset) { event, index in
            switch event {
            case .stringEnd: return depth == 0 ? index : nil
            case .byte(let byte):
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth <= 0 { return depth == 0 ? index : index - 1 }
                case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    if depth == 0 { return index - 1 }
                default: break
                }
                return nil
            }
        }
    }

    /// What `walk` shows of a document's bytes: each byte outside strings (a string's opening quote too),
    /// and the end of each string.
    private enum WalkEvent {
        case byte(UInt8)
        case stringEnd
    }

    /// Goes through `bytes` from `start`, showing `visit` each event with the offset past it, until `visit`
    /// returns where to stop (or the bytes end: their count).
    private static func walk(_ bytes: [UInt8], from start: Int, until visit: (WalkEvent, Int) -> Int?) -> Int {
        var index = start
        var inString = false
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if let end = visit(.stringEnd, index) { return end }
                }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if let end = visit(.byte(byte), index) { return end }
        }
        return index
    }

    /// Reads a document `validate` accepted a level at a time: the members of an object or the elements of an
    /// array one by one, each value scanned whole or skipped. A long list is never held as a tree.
    struct Cursor {
        private var scanner: JSONPositionScanner

        init(bytes: [UInt8], at offset: Int) {
            scanner = JSONPositionScanner(bytes: bytes, maximumValues: .max)
            scanner.offset = offset
        }

        var offset: Int { scanner.offset }

        /// Steps into the object that starts here; false, without moving, for any other value.
        mutating func enterObject() -> Bool { enter(UInt8(ascii: "{")) }

        /// Steps into the array that starts here; false, without moving, for any other value.
        mutating func enterArray() -> Bool { enter(UInt8(ascii: "[")) }

        /// The next member's name, with the cursor at its value (which the caller scans or skips); nil past the
        /// object's end.
        mutating func nextMember() throws -> (key: String, keyOffset: Int, valueOffset: Int)? {
            guard stepToNext(closing: UInt8(ascii: "}")) else { return nil }
            let keyOffset = scanner.offset
            let key = try scanner.string()
            scanner.skipWhitespace()
            scanner.offset += 1  // the ':' the validation found
            scanner.skipWhitespace()
            return (key, keyOffset, scanner.offset)
        }

        /// The next element's offset, with the cursor at it; nil past the array's end.
        mutating func nextElement() -> Int? {
            stepToNext(closing: UInt8(ascii: "]")) ? scanner.offset : nil
        }

        mutating func scanValue() throws -> Node { try scanner.value(depth: 0) }

        mutating func skipValue() {
            scanner.offset = JSONPositionScanner.endOfValue(in: scanner.bytes, at: scanner.offset)
        }

        /// How many members or elements the object or array just entered holds, counted from its bytes (to
        /// make room for them at once).
        func count() -> Int {
            var depth = 1
            var separators = 0
            var isEmpty = true
            _ = JSONPositionScanner.walk(scanner.bytes, from: scanner.offset) { event, _ in
                guard case .byte(let byte) = event else { return nil }
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D: return nil
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return 0 }
                case UInt8(ascii: ","): if depth == 1 { separators += 1 }
                default: break
                }
                isEmpty = false
                return nil
            }
            return isEmpty ? 0 : separators + 1
        }

        private mutating func enter(_ opening: UInt8) -> Bool {
            scanner.skipWhitespace()
            guard scanner.current == opening else { return false }
            scanner.offset += 1
            return true
        }

        /// Past the separator after the previous value, if any: false (and past it) at the closing bracket.
        private mutating func stepToNext(closing: UInt8) -> Bool {
            scanner.skipWhitespace()
            if scanner.current == UInt8(ascii: ",") {
                scanner.offset += 1
                scanner.skipWhitespace()
            }
            guard scanner.current != closing, scanner.current != nil else {
                scanner.offset += 1
                return false
            }
            return true
        }
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private func fail(_ message: String) -> SyntaxError { SyntaxError(offset: offset, message: message) }

    private mutating func value(depth: Int) throws -> Node {
        guard depth < Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
        values += 1
        guard values <= maximumValues else {
            throw fail("more than \(maximumValues) values (numbers, strings, lists and objects); at most \(maximumValues) per document are supported")
        }
        guard let byte = current else { throw fail("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .scalar(.string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return .scalar(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return .scalar(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return .scalar(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .scalar(.number(try number()))
        default:
            throw fail("unexpected character '\(Self.describe(byte))', expected a value")
        }
    }

    private mutating func object(depth: Int) throws -> Node {
        offset += 1
        var members: [Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw fail(current == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a member name in double quotes")
            }
            let keyOffset = offset
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after member name \"\(key)\"") }
            offset += 1
            skipWhitespace()
            let valueOffset = offset
            let node = try value(depth: depth + 1)
            if keepsValues { members.append(Member(key: key, keyOffset: keyOffset, valueOffset: valueOffset, value: node)) }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return .object(members)
            case nil: throw fail("unexpected end of file, expected ',' or '}'")
            default: throw fail("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array(depth: Int) throws -> Node {
        offset += 1
        var elements: [Element] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw fail("trailing comma before ']'") }
            let elementOffset = offset
            let element = Element(offset: elementOffset, value: try value(depth: depth + 1))
            if keepsValues { elements.append(element) }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return .array(elements)
            case nil: throw fail("unexpected end of file, expected ',' or ']'")
            default: throw fail("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count,
              bytes[offset..<(offset + expected.count)].elementsEqual(expected) else {
            throw fail("invalid literal, expected '\(word)'")
        }
        offset += expected.count
    }

    private mutating func number() throws -> Double {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, Self.isDigit(first) else { throw fail("invalid number: expected a digit") }
        offset += 1
        if first != UInt8(ascii: "0") { while let byte = current, Self.isDigit(byte) { offset += 1 } }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard let byte = current, Self.isDigit(byte) else { throw fail("invalid number: expected a digit after '.'") }
            while let byte = current, Self.isDigit(byte) { offset += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw fail("invalid number: expected an exponent") }
            while let byte = current, Self.isDigit(byte) { offset += 1 }
        }
        // Foundation refuses such a number without saying where; every number here must be a double.
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SyntaxError(offset: start, message: "number \(text.abbreviated(to: 40)) is out of range: expected a number from -1.7976931348623157e308 to 1.7976931348623157e308")
        }
        return value
    }

    /// Reads a string and returns its decoded text.
    private mutating func string() throws -> String {
        offset += 1
        let start = offset
        // Most strings have no escapes: decoded straight from the file's bytes. Once an escape comes,
        // the decoded bytes are collected, in place: a copy of them per escape made a string of two
        // million `\u0628` escapes (13 MB, as Python's json.dumps writes Arabic) take 90 s.
        var decoded: [UInt8] = []
        var hasEscapes = false
        var runStart = offset
        while true {
            guard let byte = current else { throw fail("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                defer { offset += 1 }
                guard hasEscapes else { return String(decoding: bytes[start..<offset], as: UTF8.self) }
                decoded += bytes[runStart..<offset]
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                decoded += bytes[runStart..<offset]
                offset += 1
                decoded += UTF8.encode(try escape())!
                runStart = offset
            case 0..<0x20:
                throw fail("control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) must be escaped in a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard let byte = current else { throw fail("unterminated escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            // A surrogate that is not half of a pair is located at its own escape, not past what follows it.
            let escapeStart = offset - 2
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"),
               offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") {
                offset += 2
                let low = try hexQuad()
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw SyntaxError(offset: escapeStart, message: "unpaired surrogate \\u\(String(high, radix: 16))")
            }
            return scalar
        default:
            offset -= 1
            throw fail("invalid escape '\\\(Self.describe(byte))'")
        }
    }

    /// Four hexadecimal digits, each checked: `UInt32(_:radix:)` also takes a sign (`\u+123`, `\u-000`),
    /// which no JSON parser accepts.
    private mutating func hexQuad() throws -> UInt32 {
        guard offset + 4 <= bytes.count, bytes[offset..<(offset + 4)].allSatisfy(Self.isHexDigit) else {
            throw fail("invalid \\u escape: expected four hexadecimal digits")
        }
        let value = bytes[offset..<(offset + 4)].reduce(UInt32(0)) { value, digit in
            value << 4 | UInt32(Self.isDigit(digit) ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10)
        }
        offset += 4
        return value
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
