import BarAuditModel

/// A JSON document written the way reports need it: keys sorted, two-space indentation, `"key" : value`
/// (the layout Foundation's pretty printer uses), no escaped slashes. Building this tree and writing it
/// is far cheaper than JSONSerialization, which bridges every value and sorts keys as AnyHashable.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    case object([String: JSONValue])
    /// An object whose members are already in key order: the report's millions of check objects are
    /// written without hashing and sorting their keys.
    case sortedMembers([(key: String, value: JSONValue)])
    case array([JSONValue])
    /// An array whose elements are made one at a time as it is written: a file's defects, which a bar of
    /// 100,000 tabs has 400,000 of (as a tree, more memory than their audit).
    case elements(count: Int, element: @Sendable (Int) -> JSONValue)
    /// An array whose elements `write` writes straight into the report, each as a compact value (see
    /// `CompactWriter`): a file's defects and check counts, without a tree built for each one first (a
    /// heap box per value of this indirect enum, and an array per object, made and freed per defect).
    case written(count: Int, write: @Sendable (Int, ReportText) -> Void)
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    /// A value written on one line without spaces: what a report repeats for every file or check and
    /// people rarely read (a definition copy, check counts), at a fraction of the size.
    case compact(JSONValue)
    /// A value `write` writes straight into the report, in the layout it chooses (a definition copy, compact).
    case writtenValue(@Sendable (ReportText) -> Void)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(Dictionary(elements, uniquingKeysWith: { $1 })) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// The document, ending with a newline.
    public func rendered() -> String {
        ReportText.collect { output in
            write(into: output, indent: 0)
            output += "\n"
        }
    }

    /// Writes the value as it appears `indent` spaces deep (the first line is not indented).
    func write(into output: ReportText, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{\n\n" + String(repeating: " ", count: indent) + "}"; return }
            output += "{\n"
            Self.writeMembers(members, into: output, indent: indent + 2, last: true)
            output += String(repeating: " ", count: indent)
            output += "}"
        case .sortedMembers(let members):
            assert(zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key }, "members out of key order")
            guard !members.isEmpty else { output += "{\n\n" + String(repeating: " ", count: indent) + "}"; return }
            output += "{\n"
            Self.writeMembers(members, into: output, indent: indent + 2, last: true)
            output += String(repeating: " ", count: indent)
            output += "}"
        case .array(let elements):
            Self.writeElements(count: elements.count, { elements[$0].write(into: output, indent: indent + 2) }, into: output, indent: indent)
        case .elements(let count, let element):
            Self.writeElements(count: count, { element($0).write(into: output, indent: indent + 2) }, into: output, indent: indent)
        case .written(let count, let write):
            Self.writeElements(count: count, { write($0, output) }, into: output, indent: indent)
        case .string(let text):
            Self.writeString(text, into: output)
        case .integer(let number):
            output.append(decimal: number)
        case .double(let number):
            Self.writeDouble(number, into: output)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .compact(let value):
            value.writeCompact(into: output)
        case .writtenValue(let write):
            write(output)
        }
    }

    private func writeCompact(into output: ReportText) {
        // Written out as it goes, as `writeElements` is: a compact definition of a bar of 100,000 tabs is one
        // line of 34 MB, which grew in the buffer by doubling (51 MB at once).
        func elementsCompact(count: Int, _ write: (Int) -> Void) {
            Self.writeCompactElements(count: count, write, into: output)
        }
        func members(_ members: [(key: String, value: JSONValue)]) {
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, into: output)
                output += ":"
                member.value.writeCompact(into: output)
                output.flushIfFull()
            }
            output += "}"
        }
        switch self {
        case .object(let object): members(object.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        case .sortedMembers(let sorted): members(sorted)
        case .array(let elements): elementsCompact(count: elements.count) { elements[$0].writeCompact(into: output) }
        case .elements(let count, let element): elementsCompact(count: count) { element($0).writeCompact(into: output) }
        case .written(let count, let write): elementsCompact(count: count) { write($0, output) }
        case .compact(let value): value.writeCompact(into: output)
        default: write(into: output, indent: 0)
        }
    }

    /// An array of `count` elements on one line, each written by `write` and flushed as it goes.
    fileprivate static func writeCompactElements(count: Int, _ write: (Int) -> Void, into output: ReportText) {
        output += "["
        for index in 0..<count {
            if index > 0 { output += "," }
            write(index)
            output.flushIfFull()
        }
        output += "]"
    }

    /// An array's elements one per line, `indent` spaces deep, each written by `write` (as it sits
    /// `indent + 2` spaces deep); written out as they go (see `elements`).
    private static func writeElements(count: Int, _ write: (Int) -> Void, into output: ReportText, indent: Int) {
        guard count > 0 else { output += "[\n\n" + String(repeating: " ", count: indent) + "]"; return }
        output += "[\n"
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            output += inner
            write(index)
            output += index == count - 1 ? "\n" : ",\n"
            output.flushIfFull()
        }
        output += String(repeating: " ", count: indent)
        output += "]"
    }

    /// An object's `"key" : value` lines in key order, `indent` spaces deep; the last one ends without a
    /// comma when `last`. Reports write their streamed member first and the rest with this.
    static func writeMembers(_ members: [String: JSONValue], into output: ReportText, indent: Int, last: Bool) {
        writeMembers(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }, into: output, indent: indent, last: last)
    }

    private static func writeMembers(_ members: [(key: String, value: JSONValue)], into output: ReportText, indent: Int, last: Bool) {
        let inner = String(repeating: " ", count: indent)
        for (index, member) in members.enumerated() {
            output += inner
            writeString(member.key, into: output)
            output += " : "
            member.value.write(into: output, indent: indent)
            output += last && index == members.count - 1 ? "\n" : ",\n"
        }
    }

    /// A whole number without a fraction, any other as Swift prints it.
    static func writeDouble(_ number: Double, into output: ReportText) {
        output += number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static func writeString(_ text: String, into output: ReportText) {
        output.append { bytes in
            bytes.append(UInt8(ascii: "\""))
            if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, to: &bytes) }) == nil {
                var text = text
                text.makeContiguousUTF8()
                text.withUTF8 { appendEscaped(utf8: $0, to: &bytes) }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The text's bytes with quotes, backslashes and controls escaped; the runs between escapes (most
    /// strings are one run) are copied whole, each escape written byte by byte.
    private static func appendEscaped(utf8 text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var run = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if run < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index])) }
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                // `\u001b`: four lower-case hexadecimal digits, as `String(byte, radix: 16)` padded.
                let digits: StaticString = "0123456789abcdef"
                bytes.appendUTF8(of: "u00" as StaticString)
                bytes.append(digits.utf8Start[Int(byte >> 4)])
                bytes.append(digits.utf8Start[Int(byte & 0xF)])
            }
            run = index + 1
        }
        if run < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...])) }
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets a member only when there is a value (absent optionals are left out, not written as null).
    subscript(optional key: String) -> String? {
        get { nil }
        set { if let newValue { self[key] = .string(newValue) } }
    }
}

/// A compact JSON value written straight into a report, as `JSONValue.compact` writes the same value
/// built as a tree: `{"key":value,…}` and `[value,…]` without spaces. Members are written in the order
/// they are added, which must be key order; keys are plain ASCII names that need no escaping.
struct CompactWriter {
    let output: ReportText
    private var isFirst = true

    /// Starts an object.
    static func object(into output: ReportText, _ members: (inout CompactWriter) -> Void) {
        var writer = CompactWriter(output: output)
        output += "{"
        members(&writer)
        output += "}"
    }

    private init(output: ReportText) {
        self.output = output
    }

    private mutating func key(_ name: String) {
        let isFirst = isFirst
        self.isFirst = false
        output.append { bytes in
            if !isFirst { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.appendUTF8(of: name)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }
    }

    mutating func string(_ name: String, _ value: String) {
        key(name)
        JSONValue.writeString(value, into: output)
    }

    mutating func integer(_ name: String, _ value: Int) {
        key(name)
        output.append(decimal: value)
    }

    mutating func double(_ name: String, _ value: Double) {
        key(name)
        JSONValue.writeDouble(value, into: output)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        output += value ? "true" : "false"
    }

    /// A member whose name may need escaping (a locale, a string table's key), its value written by `value`.
    mutating func member(named name: String, _ value: () -> Void) {
        if !isFirst { output += "," }
        isFirst = false
        JSONValue.writeString(name, into: output)
        output += ":"
        value()
    }

    /// A member whose value is an array of `count` elements, each written by `element` and flushed as it
    /// goes (as `JSONValue.compact` writes its arrays).
    mutating func array(_ name: String, count: Int, _ element: (Int) -> Void) {
        key(name)
        JSONValue.writeCompactElements(count: count, element, into: output)
    }

    mutating func strings(_ name: String, _ values: [String]) {
        key(name)
        Self.strings(values, into: output)
    }

    /// A member whose value is an object.
    mutating func object(_ name: String, _ members: (inout CompactWriter) -> Void) {
        key(name)
        Self.object(into: output, members)
    }

    /// A member whose value is an array of `count` objects.
    mutating func objects(_ name: String, count: Int, _ members: (Int, inout CompactWriter) -> Void) {
        key(name)
        output += "["
        for index in 0..<count {
            if index > 0 { output += "," }
            Self.object(into: output) { members(index, &$0) }
        }
        output += "]"
    }

    /// A member whose value was built as a tree.
    mutating func value(_ name: String, _ value: JSONValue) {
        key(name)
        JSONValue.compact(value).write(into: output, indent: 0)
    }

    /// An array of strings.
    static func strings(_ values: [String], into output: ReportText) {
        output += "["
        for (index, value) in values.enumerated() {
            if index > 0 { output += "," }
            JSONValue.writeString(value, into: output)
        }
        output += "]"
    }
}
