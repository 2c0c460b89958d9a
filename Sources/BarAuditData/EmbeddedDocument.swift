import Foundation

public struct EmbeddedDataError: Error, CustomStringConvertible {
    public var description: String
}

extension EmbeddedData {
    /// A data file under `Rules/` (`.yml`, `.yaml` or `.json`) as a tree of `String`, `Int`, `Double`,
    /// `Bool`, `NSNull`, `[Any]` and `[String: Any]` — the same values `Yams.load(yaml:)` gives for the
    /// file's text. EmbedTool parsed the YAML files when baraudit was built (parsing the catalog and data
    /// with Yams at every start was most of a one-file audit); nothing is cached, so readers keep what
    /// they build from it.
    public static func document(_ path: String) throws -> Any {
        if let json = EmbeddedFiles.preparsed[path] { return try JSONTreeReader.read(json) }
        guard path.hasSuffix(".json"), let text = text(path) else {
            throw EmbeddedDataError(description: "\(path) is not an embedded data file")
        }
        return try JSONTreeReader.read(text)
    }
}

/// Reads JSON (RFC 8259) into plain values: a number without fraction or exponent that fits is an `Int`,
/// any other a `Double`, as YAML readers type them.
enum JSONTreeReader {
    static func read(_ text: String) throws -> Any {
        var text = text
        return try text.withUTF8 { bytes in
            var reader = Cursor(bytes: bytes)
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.offset == bytes.count else { throw reader.problem("unexpected text after the value") }
            return value
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        func problem(_ message: String) -> EmbeddedDataError {
            EmbeddedDataError(description: "JSON byte \(offset): \(message)")
        }

        mutating func skipWhitespace() {
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09 {
                offset += 1
            }
        }

        mutating func value(depth: Int) throws -> Any {
            // Deep enough for any data file; a bound keeps a malformed file from exhausting the stack.
            guard depth < 512 else { throw problem("nested too deeply") }
            skipWhitespace()
            guard offset < bytes.count else { throw problem("a value is missing") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var mapping: [String: Any] = [:]
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return mapping }
                repeat {
                    skipWhitespace()
                    let key = try string()
                    skipWhitespace()
                    try expect(":")
                    mapping[key] = try value(depth: depth + 1)
                    skipWhitespace()
                } while try separator(closing: "}")
                return mapping
            case UInt8(ascii: "["):
                offset += 1
                var list: [Any] = []
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return list }
                repeat {
                    list.append(try value(depth: depth + 1))
                    skipWhitespace()
                } while try separator(closing: "]")
                return list
            case UInt8(ascii: "\""):
                return try string()
            case UInt8(ascii: "t"):
                try keyword("true")
                return true
            case UInt8(ascii: "f"):
                try keyword("false")
                return false
            case UInt8(ascii: "n"):
                try keyword("null")
                return NSNull()
            default:
                return try number()
            }
        }

        /// After an element: true on ",", false on the closing bracket.
        mutating func separator(closing: Unicode.Scalar) throws -> Bool {
            guard offset < bytes.count else { throw problem("'\(closing)' is missing") }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ",") { return true }
            if byte == UInt8(ascii: closing) { return false }
            offset -= 1
            throw problem("expected ',' or '\(closing)'")
        }

        mutating func expect(_ character: Unicode.Scalar) throws {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw problem("expected '\(character)'") }
            offset += 1
        }

        mutating func keyword(_ word: StaticString) throws {
            let length = word.utf8CodeUnitCount
            guard offset + length <= bytes.count,
                  UnsafeBufferPointer(start: word.utf8Start, count: length).elementsEqual(bytes[offset..<offset + length]) else {
                throw problem("unknown word")
            }
            offset += length
        }

        mutating func number() throws -> Any {
            let start = offset
            var isInteger = true
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    isInteger = false
                } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "+") {
                    break
                }
                offset += 1
            }
            let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
            guard isJSONNumber(literal.utf8) else { offset = start; throw problem("not a value") }
            if isInteger, let integer = Int(literal) { return integer }
            guard let double = Double(literal) else { offset = start; throw problem("not a number") }
            return double
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private func isJSONNumber(_ literal: String.UTF8View) -> Bool {
            var rest = literal[...]
            func digits() -> Int {
                let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
                rest = rest.dropFirst(count)
                return count
            }
            if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            if rest.first == UInt8(ascii: "0") { rest = rest.dropFirst() } else if digits() == 0 { return false }
            if rest.first == UInt8(ascii: ".") {
                rest = rest.dropFirst()
                if digits() == 0 { return false }
            }
            if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
                rest = rest.dropFirst()
                if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
                if digits() == 0 { return false }
            }
            return rest.isEmpty
        }

        mutating func string() throws -> String {
            try expect("\"")
            let start = offset
            // Most strings have no escape: their bytes are the string.
            skipPlainBytes()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
            }
            var decoded = Array(bytes[start..<offset])
            while offset < bytes.count {
                // The bytes up to the next escape or quote go in at once (the catalog's example
                // definitions are long strings with a `\n` on every line).
                let run = offset
                skipPlainBytes()
                decoded += bytes[run..<offset]
                guard offset < bytes.count else { break }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return String(decoding: decoded, as: UTF8.self)
                }
                guard byte >= 0x20 else { throw problem("control character in a string") }
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code), offset + 1 < bytes.count,
                       bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        let resume = offset
                        offset += 2
                        let low = try hexQuad()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            offset = resume
                        }
                    }
                    // A lone surrogate is not a character; JSON readers replace it.
                    decoded += UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}")!
                default:
                    offset -= 1
                    throw problem("unknown escape")
                }
            }
            throw problem("unterminated string")
        }

        /// Moves past the bytes of a string that stand for themselves: up to a quote, a backslash or a
        /// control character.
        mutating func skipPlainBytes() {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20 {
                offset += 1
            }
        }

        mutating func hexQuad() throws -> UInt32 {
            guard offset + 4 <= bytes.count else { throw problem("\\u needs four hex digits") }
            var code: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw problem("\\u needs four hex digits") }
                code = code << 4 | UInt32(digit)
            }
            offset += 4
            return code
        }
    }
}
