import Foundation

/// The keys and values of a `.properties` file as `java.util.Properties.load` reads it, which is how a Gradle build
/// reads one (`runtimeProps.load(new FileInputStream(rootProject.file('oppia-default.properties')))`): a logical line
/// goes on past a line ending in an odd number of backslashes, `#` and `!` begin a comment line, the key ends at the
/// first `=`, `:` or white space not escaped, and the last value of a key wins. Read in UTF-8 bytes (every character
/// the format gives a meaning is ASCII): read by `Character`, a file of 4.5 MB took 0.7 s.
enum JavaProperties {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var valuesByFile: [String: [String: String]?] = [:]

    /// The values of the `.properties` file at `path`, read once per process however many modules' builds load it (500
    /// modules each loading one root file of 4.5 MB read it 500 times, past 600 s); nil when it cannot be read.
    static func values(ofFile path: String) -> [String: String]? {
        if let known = lock.withLock({ valuesByFile[path] }) { return known }
        let values = FileBytes.text(path).map { Self.values($0) }
        lock.withLock { valuesByFile[path] = .some(values) }
        return values
    }

    static func values(_ text: String) -> [String: String] { values(Array(text.utf8)) }

    static func values(_ bytes: [UInt8]) -> [String: String] {
        var values: [String: String] = [:]
        var logical: [UInt8] = []
        var continuing = false
        var start = 0
        while start <= bytes.count {
            // A line ends at LF, CR or CR LF.
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let next = end < bytes.count && bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
            var first = start
            while first < end, blanks.contains(bytes[first]) { first += 1 }
            defer { start = next }
            if !continuing, first == end || bytes[first] == UInt8(ascii: "#") || bytes[first] == UInt8(ascii: "!") { continue }
            var trailingBackslashes = 0
            while end - trailingBackslashes > first, bytes[end - trailingBackslashes - 1] == backslash { trailingBackslashes += 1 }
            continuing = trailingBackslashes % 2 == 1
            logical += bytes[first..<(continuing ? end - 1 : end)]
            guard !continuing else { continue }
            let (key, value) = pair(logical)
            values[key] = value
            logical = []
        }
        if !logical.isEmpty {
            let (key, value) = pair(logical)
            values[key] = value
        }
        return values
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let blanks: [UInt8] = [0x20, 0x09, 0x0C]

    private static func pair(_ line: [UInt8]) -> (String, String) {
        let (key, keyEnd) = text(of: line, from: 0, upTo: blanks + [UInt8(ascii: "="), UInt8(ascii: ":")])
        var index = keyEnd
        while index < line.count, blanks.contains(line[index]) { index += 1 }
        if index < line.count, line[index] == UInt8(ascii: "=") || line[index] == UInt8(ascii: ":") { index += 1 }
        while index < line.count, blanks.contains(line[index]) { index += 1 }
        let value = text(of: line, from: index, upTo: []).text
        return (key, value)
    }

    /// The text from `start` to the first of `stops` not escaped (or the line's end), its escapes read, and where it ends.
    private static func text(of line: [UInt8], from start: Int, upTo stops: [UInt8]) -> (text: String, end: Int) {
        var text: [UInt8] = []
        var index = start
        while index < line.count, !stops.contains(line[index]) {
            if line[index] == backslash, index + 1 < line.count {
                index = escape(in: line, at: index, into: &text)
            } else {
                text.append(line[index])
                index += 1
            }
        }
        return (String(decoding: text, as: UTF8.self), index)
    }

    /// Appends what the escape at `index` (a backslash) writes, and returns the index after it: `\t`, `\n`, `\r`, `\f`,
    /// `\uXXXX`, and any other character as itself (a `\u` not followed by four hexadecimal digits as `u`).
    private static func escape(in line: [UInt8], at index: Int, into text: inout [UInt8]) -> Int {
        let escaped = line[index + 1]
        switch escaped {
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u") where index + 6 <= line.count:
            var code: UInt32 = 0
            for digit in line[(index + 2)..<(index + 6)] {
                guard let value = hexadecimalValue(digit) else {
                    text.append(escaped)
                    return index + 2
                }
                code = code << 4 | value
            }
            guard let scalar = Unicode.Scalar(code) else {
                text.append(escaped)
                return index + 2
            }
            text += Array(String(Character(scalar)).utf8)
            return index + 6
        default: text.append(escaped)
        }
        return index + 2
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
