/// The keys and values of a `.properties` file as `java.util.Properties.load` reads it, which is how a Gradle build
/// reads one (`runtimeProps.load(new FileInputStream(rootProject.file('oppia-default.properties')))`): a logical line
/// goes on past a line ending in an odd number of backslashes, `#` and `!` begin a comment line, the key ends at the
/// first `=`, `:` or white space not escaped, and the last value of a key wins.
enum JavaProperties {
    static func values(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        var logical: [Character] = []
        var continuing = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" || $0 == "\u{0C}" }
            if !continuing, line.isEmpty || line.first == "#" || line.first == "!" { continue }
            let trailingBackslashes = line.reversed().prefix { $0 == "\\" }.count
            continuing = trailingBackslashes % 2 == 1
            logical += continuing ? Array(line.dropLast()) : Array(line)
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

    private static func pair(_ line: [Character]) -> (String, String) {
        let blanks: Set<Character> = [" ", "\t", "\u{0C}"]
        let (key, keyEnd) = text(of: line, from: 0, upTo: blanks.union(["=", ":"]))
        var index = keyEnd
        while index < line.count, blanks.contains(line[index]) { index += 1 }
        if index < line.count, line[index] == "=" || line[index] == ":" { index += 1 }
        while index < line.count, blanks.contains(line[index]) { index += 1 }
        let value = text(of: line, from: index, upTo: []).text
        return (key, value)
    }

    /// The text from `start` to the first of `stops` not escaped (or the line's end), its escapes read, and where it ends.
    private static func text(of line: [Character], from start: Int, upTo stops: Set<Character>) -> (text: String, end: Int) {
        var text = ""
        var index = start
        while index < line.count, !stops.contains(line[index]) {
            if line[index] == "\\", index + 1 < line.count {
                let (character, next) = escape(in: line, at: index)
                text.append(character)
                index = next
            } else {
                text.append(line[index])
                index += 1
            }
        }
        return (text, index)
    }

    /// The character the escape at `index` (a backslash) writes, and the index after it: `\t`, `\n`, `\r`, `\f`, `\uXXXX`,
    /// and any other character as itself.
    private static func escape(in line: [Character], at index: Int) -> (Character, Int) {
        let escaped = line[index + 1]
        switch escaped {
        case "t": return ("\t", index + 2)
        case "n": return ("\n", index + 2)
        case "r": return ("\r", index + 2)
        case "f": return ("\u{0C}", index + 2)
        case "u" where index + 6 <= line.count:
            guard let code = UInt32(String(line[index + 2..<index + 6]), radix: 16), let scalar = Unicode.Scalar(code) else { return (escaped, index + 2) }
            return (Character(scalar), index + 6)
        default: return (escaped, index + 2)
        }
    }
}
