import BarAuditCodeImport

/// One Kotlin token, with where it starts.
struct KotlinToken: Hashable {
    enum Kind: Hashable {
        case identifier, number, string, character, symbol
    }

    var kind: Kind
    /// Identifiers, numbers and symbols as written; a string's decoded text (templates kept as written).
    var text: String
    /// A string with `$name` or `${…}` templates: its value is known only at run time.
    var hasTemplate = false
    var line: Int
    var column: Int

    var position: CodePosition { CodePosition(line: line, column: column) }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// A Kotlin tokenizer: identifiers (also in backticks), numbers, `"…"` strings with escapes and
/// `$name`/`${…}` templates, raw `"""…"""` strings, character literals, line comments and nested block
/// comments (skipped), and symbols. Never fails: what it cannot read it skips one character at a time.
struct KotlinTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// The earliest string, comment, character literal or backticked name the end of the file leaves open.
    private(set) var unclosed: CodeProblem?
    /// Strings in templates in strings…: past this depth a template's quotes are read as its text, so
    /// that nesting cannot exhaust the stack.
    private var templateDepth = 0
    private static let maximumTemplateDepth = 64

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    static func tokens(_ source: String) -> [KotlinToken] {
        var tokenizer = KotlinTokenizer(source)
        return tokenizer.all()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Notes, at the end of the file, that the construct started at `line`:`column` is never closed.
    private mutating func noteUnclosed(_ what: String, line: Int, column: Int) {
        let position = CodePosition(line: line, column: column)
        guard unclosed.map({ position < $0.position }) ?? true else { return }
        unclosed = CodeProblem(position: position, message: "\(what) that is never closed; tab bars in this file may be incomplete")
    }

    private static let multiCharacterSymbols: Set<String> = ["?.", "?:", "::", "->", "==", "!=", "&&", "||", "..", "!!", "<=", ">=", "+=", "-="]
    private static let multiCharacterStarts = Set("?:-=!&|.<>+".unicodeScalars)

    // ASCII first: Unicode properties cost a table lookup per character, and a file of megabytes is mostly ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0x0B || scalar.value == 0x0C
            : scalar.properties.isWhitespace
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    mutating func all() -> [KotlinToken] {
        var tokens: [KotlinToken] = []
        while let scalar = peek() {
            let (startLine, startColumn) = (line, column)
            if Self.isWhitespace(scalar) {
                advance()
            } else if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { _ = next; advance() }
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" {
                let (text, hasTemplate) = peek(1) == "\"" && peek(2) == "\"" ? rawString() : string()
                tokens.append(KotlinToken(kind: .string, text: text, hasTemplate: hasTemplate, line: startLine, column: startColumn))
            } else if scalar == "'" {
                tokens.append(KotlinToken(kind: .character, text: character(), line: startLine, column: startColumn))
            } else if scalar == "`" {
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" { name.unicodeScalars.append(next); advance() }
                if peek() == "`" { advance() } else if peek() == nil { noteUnclosed("a backticked name", line: startLine, column: startColumn) }
                tokens.append(KotlinToken(kind: .identifier, text: name, line: startLine, column: startColumn))
            } else if Self.isLetter(scalar) || scalar == "_" {
                var name = ""
                while let next = peek(), Self.isNameCharacter(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(KotlinToken(kind: .identifier, text: name, line: startLine, column: startColumn))
            } else if ("0"..."9").contains(scalar) {
                var number = ""
                while let next = peek(), Self.isLetter(next) || ("0"..."9").contains(next) || next == "_" || (next == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                    number.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(KotlinToken(kind: .number, text: number, line: startLine, column: startColumn))
            } else {
                let pair = Self.multiCharacterStarts.contains(scalar) ? peek(1).map { String(scalar) + String($0) } : nil
                let symbol = pair.flatMap { Self.multiCharacterSymbols.contains($0) ? $0 : nil } ?? String(scalar)
                for _ in symbol.unicodeScalars { advance() }
                tokens.append(KotlinToken(kind: .symbol, text: symbol, line: startLine, column: startColumn))
            }
        }
        return tokens
    }

    /// `/* … /* … */ … */`: Kotlin block comments nest.
    private mutating func skipBlockComment() {
        let (startLine, startColumn) = (line, column)
        var depth = 0
        defer { if depth > 0 { noteUnclosed("a block comment", line: startLine, column: startColumn) } }
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                advance(); advance()
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// `"…"`: escapes decoded; templates kept as written and flagged.
    private mutating func string() -> (String, Bool) {
        let (startLine, startColumn) = (line, column)
        advance()
        var text = ""
        var hasTemplate = false
        while let scalar = peek(), scalar != "\"", scalar != "\n" {
            if scalar == "\\", let next = peek(1) {
                advance(); advance()
                switch next {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "b": text += "\u{8}"
                case "u":
                    var hex = ""
                    for _ in 0..<4 where peek().map({ $0.properties.isASCIIHexDigit }) == true { hex.unicodeScalars.append(peek()!); advance() }
                    if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { text.unicodeScalars.append(decoded) }
                default: text.unicodeScalars.append(next)
                }
            } else if scalar == "$", let next = peek(1), next == "{" || next.properties.isAlphabetic || next == "_" {
                hasTemplate = true
                text += template()
            } else {
                text.unicodeScalars.append(scalar)
                advance()
            }
        }
        if peek() == "\"" { advance() } else if peek() == nil { noteUnclosed("a string", line: startLine, column: startColumn) }
        return (text, hasTemplate)
    }

    /// `"""…"""`: no escapes; templates flagged; closed by the last of three or more quotes.
    private mutating func rawString() -> (String, Bool) {
        let (startLine, startColumn) = (line, column)
        advance(); advance(); advance()
        var text = ""
        var hasTemplate = false
        while let scalar = peek() {
            if scalar == "\"" && peek(1) == "\"" && peek(2) == "\"" && peek(3) != "\"" {
                advance(); advance(); advance()
                return (text, hasTemplate)
            }
            if scalar == "$", let next = peek(1), next == "{" || next.properties.isAlphabetic || next == "_" {
                hasTemplate = true
                text += template()
            } else {
                text.unicodeScalars.append(scalar)
                advance()
            }
        }
        noteUnclosed("a raw string", line: startLine, column: startColumn)
        return (text, hasTemplate)
    }

    /// `$name` or `${ expression }` (which may hold strings and braces of its own), as written.
    private mutating func template() -> String {
        let (startLine, startColumn) = (line, column)
        var written = "$"
        advance()
        if peek() == "{" {
            var depth = 0
            defer { if depth > 0 { noteUnclosed("a string template", line: startLine, column: startColumn) } }
            templateDepth += 1
            defer { templateDepth -= 1 }
            while let scalar = peek() {
                if scalar == "\"", templateDepth <= Self.maximumTemplateDepth {
                    let (inner, _) = peek(1) == "\"" && peek(2) == "\"" ? rawString() : string()
                    written += "\"\(inner)\""
                    continue
                }
                written.unicodeScalars.append(scalar)
                advance()
                if scalar == "{" { depth += 1 }
                if scalar == "}" { depth -= 1; if depth == 0 { break } }
            }
        } else {
            while let scalar = peek(), scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                written.unicodeScalars.append(scalar)
                advance()
            }
        }
        return written
    }

    /// `'a'`, `'\n'`, `'\u0041'`, `'\''`.
    private mutating func character() -> String {
        let (startLine, startColumn) = (line, column)
        advance()
        var text = ""
        while let scalar = peek(), scalar != "'", scalar != "\n" {
            text.unicodeScalars.append(scalar)
            advance()
            if scalar == "\\", let next = peek() { text.unicodeScalars.append(next); advance() }
        }
        if peek() == "'" { advance() } else if peek() == nil { noteUnclosed("a character literal", line: startLine, column: startColumn) }
        return text
    }
}
