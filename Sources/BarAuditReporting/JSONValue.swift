import BarAuditModel

/// A JSON document written the way reports need it: keys sorted, two-space indentation, `"key" : value`
/// (the layout Foundation's pretty printer uses), no escaped slashes. Building this tree and writing it
/// is far cheaper than JSONSerialization, which bridges every value and sorts keys as AnyHashable.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    case object([String: JSONValue])
    case array([JSONValue])
    /// An array whose elements are built one at a time while the document is written, so a report's
    /// largest array (every check of every file) is never held as a tree all at once.
    case lazyArray(count: Int, element: @Sendable (Int) -> JSONValue)
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(Dictionary(elements, uniquingKeysWith: { $1 })) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// The document, ending with a newline.
    public func rendered() -> String {
        var output = JSONOutput(descriptor: nil)
        write(into: &output, indent: 0)
        output += "\n"
        return output.text
    }

    /// Writes the document, ending with a newline, to a file as it is built: the text goes out in chunks.
    func write(toFile path: String) throws {
        try FileOutput.withNewFile(path) { descriptor in
            var output = JSONOutput(descriptor: descriptor)
            write(into: &output, indent: 0)
            output += "\n"
            guard output.flush(), !output.failed else { throw FileOutput.error(path) }
        }
    }

    private func write(into output: inout JSONOutput, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{\n\n" + String(repeating: " ", count: indent) + "}"; return }
            output += "{\n"
            let inner = String(repeating: " ", count: indent + 2)
            for (index, key) in members.keys.sorted().enumerated() {
                output += inner
                Self.writeString(key, into: &output)
                output += " : "
                members[key]!.write(into: &output, indent: indent + 2)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            Self.writeArray(count: elements.count, element: { elements[$0] }, into: &output, indent: indent)
        case .lazyArray(let count, let element):
            Self.writeArray(count: count, element: element, into: &output, indent: indent)
        case .string(let text):
            Self.writeString(text, into: &output)
        case .integer(let number):
            output += String(number)
        case .double(let number):
            output += number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        }
    }

    private static func writeArray(count: Int, element: (Int) -> JSONValue, into output: inout JSONOutput, indent: Int) {
        guard count > 0 else { output += "[\n\n" + String(repeating: " ", count: indent) + "]"; return }
        output += "[\n"
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            output += inner
            element(index).write(into: &output, indent: indent + 2)
            output += index == count - 1 ? "\n" : ",\n"
            output.flushIfLarge()
        }
        output += String(repeating: " ", count: indent) + "]"
    }

    private static func writeString(_ text: String, into output: inout JSONOutput) {
        output += "\""
        // Most strings need no escaping: copy them whole, else copy the runs between escapes.
        let bytes = text.utf8
        guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            output += "\""
            return
        }
        var run = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            output += text[run..<index]
            switch byte {
            case UInt8(ascii: "\""): output += "\\\""
            case UInt8(ascii: "\\"): output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            default: output += "\\u" + String(byte, radix: 16).leftPadded(to: 4)
            }
            run = bytes.index(after: index)
        }
        output += text[run...]
        output += "\""
    }
}

/// The text being written; when it goes to a file, it is flushed whenever it passes a megabyte, so a
/// report's size in memory stays at one chunk.
struct JSONOutput {
    private(set) var text = ""
    private let descriptor: Int32?
    private(set) var failed = false
    private static let chunk = 1 << 20

    init(descriptor: Int32?) {
        self.descriptor = descriptor
        text.reserveCapacity(descriptor == nil ? 4096 : Self.chunk + 4096)
    }

    static func += (output: inout JSONOutput, piece: some StringProtocol) {
        output.text += piece
    }

    mutating func flushIfLarge() {
        if text.utf8.count >= Self.chunk { failed = !flush() || failed }
    }

    /// Writes out what is buffered; false when the file system refused.
    mutating func flush() -> Bool {
        guard let descriptor, !text.isEmpty else { return true }
        defer { text.removeAll(keepingCapacity: true) }
        return FileOutput.write(&text, to: descriptor)
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets a member only when there is a value (absent optionals are left out, not written as null).
    subscript(optional key: String) -> String? {
        get { nil }
        set { if let newValue { self[key] = .string(newValue) } }
    }
}
