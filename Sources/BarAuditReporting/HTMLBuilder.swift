/// Builds HTML where only element and attribute names are code; every text and attribute value is
/// escaped on the way in, so strings from a definition can never become markup.
struct HTMLBuilder {
    private(set) var output = ""

    static func escape(_ text: String) -> String {
        var escaped = ""
        appendEscaped(text, to: &escaped)
        return escaped
    }

    /// Markup characters as entities; controls other than tab and newline (not allowed in HTML text)
    /// as U+FFFD. Text without any of them is copied whole.
    static func appendEscaped(_ text: String, to output: inout String) {
        func special(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'") || (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F
        }
        let bytes = text.utf8
        guard bytes.contains(where: special) else {
            output += text
            return
        }
        var run = bytes.startIndex
        for index in bytes.indices where special(bytes[index]) {
            output += text[run..<index]
            switch bytes[index] {
            case UInt8(ascii: "&"): output += "&amp;"
            case UInt8(ascii: "<"): output += "&lt;"
            case UInt8(ascii: ">"): output += "&gt;"
            case UInt8(ascii: "\""): output += "&quot;"
            case UInt8(ascii: "'"): output += "&#39;"
            default: output += "\u{FFFD}"
            }
            run = bytes.index(after: index)
        }
        output += text[run...]
    }

    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ content: (inout HTMLBuilder) -> Void = { _ in }) {
        open(name, attributes)
        content(&self)
        output += "</\(name)>"
    }

    /// The start tag of an element whose content is written separately (a report's streamed sections).
    mutating func start(_ name: StaticString) {
        open(name, [:])
    }

    mutating func end(_ name: StaticString) {
        output += "</\(name)>"
    }

    /// An element holding only text.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        open(name, attributes)
        Self.appendEscaped(text, to: &output)
        output += "</\(name)>"
    }

    /// An element without content or end tag (`<link>`, `<meta>`).
    mutating func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        open(name, attributes)
    }

    mutating func text(_ text: String) {
        Self.appendEscaped(text, to: &output)
    }

    mutating func newline() {
        output += "\n"
    }

    private mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        output += "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            output += " \(key)=\""
            Self.appendEscaped(value, to: &output)
            output += "\""
        }
        output += ">"
    }
}
