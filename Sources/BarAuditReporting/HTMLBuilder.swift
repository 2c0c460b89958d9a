/// Builds HTML where only element and attribute names are code; every text and attribute value is
/// escaped on the way in, so strings from a definition can never become markup.
struct HTMLBuilder {
    private(set) var output = ""

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // Controls other than tab and newline are not allowed in HTML text: shown as their code point.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n", "\u{7F}":
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ content: (inout HTMLBuilder) -> Void = { _ in }) {
        open(name, attributes)
        content(&self)
        output += "</\(name)>"
    }

    /// An element holding only text.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        open(name, attributes)
        output += Self.escape(text)
        output += "</\(name)>"
    }

    /// An element without content or end tag (`<link>`, `<meta>`).
    mutating func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        open(name, attributes)
    }

    mutating func text(_ text: String) {
        output += Self.escape(text)
    }

    mutating func newline() {
        output += "\n"
    }

    private mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        output += "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            output += " \(key)=\"\(Self.escape(value))\""
        }
        output += ">"
    }
}
