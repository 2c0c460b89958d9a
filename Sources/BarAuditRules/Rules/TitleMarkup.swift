import BarAuditModel

/// A title shows its text as written: neither UITabBarItem nor a Material menu item title interprets
/// HTML, entities, backslash escapes or format specifiers. The loaders have already applied what the
/// platform applies at build time (XML entities and tags in strings.xml, which AAPT2 compiles into text
/// and styling; the escapes of .strings files and of Android resources), so whatever of these is left
/// in the text shows literally: "Inbox<br>", "Tom &amp; Jerry", "Line\nbreak", "%1$s".
struct TitleMarkup: Rule {
    let id = "title-markup"
    let scope = RuleScope.itemLocale

    /// The HTML elements people put in strings (Android's styling tags among them).
    static let tagNames: Set<String> = [
        "a", "b", "big", "br", "del", "div", "em", "font", "h1", "h2", "h3", "h4", "h5", "h6", "i", "img", "li", "p",
        "s", "small", "span", "strike", "strong", "sub", "sup", "tt", "u", "ul",
    ]

    func applies(to context: RuleContext) -> Bool { context.withItem { $0.title.map { !$0.isLocalizedBySystem } } ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        // The title read in place: `context.item` copied the whole item for every check.
        guard let title = context.withItem({ $0.title }) else { return [] }
        // A literal is the same in every locale: report it once, in the source locale.
        if title.key == nil, context.textLocale != context.bar.sourceLocale { return [] }
        guard let resolved = context.resolvedTitle else { return [] }
        // A plural title is formatted by the app with its count: its specifiers are filled.
        guard !resolved.isMissing, resolved.pluralCategory == nil else { return [] }
        // A title built in code may be formatted there (SwiftUI's Text("Inbox \(count)") has the key
        // "Inbox %lld"); only titles from resource files are plain for certain.
        let formattedInCode = [".swift", ".kt", ".kts"].contains { context.file.path.hasSuffix($0) }
        let found = Self.literalMarkup(in: resolved.text, specifiers: formattedInCode ? nil : FormatSyntax(context.bar.platform))
        guard !found.isEmpty else { return [] }
        let location = context.file.entry(for: title, locale: context.textLocale)?.location ?? title.location
        return [Violation(
            "the title '\(BidiControlsUnbalanced.visible(resolved.text))' shows \(found.joined(separator: ", ")) literally; a tab title is plain text",
            at: location, fix: "write the title as the plain text it should show (a character instead of its entity or escape, no tags)")]
    }

    /// Descriptions of what would show literally, in order of appearance.
    /// `specifiers`: the syntax of the format specifiers to count as literal, nil to leave them out.
    static func literalMarkup(in text: String, specifiers: FormatSyntax?) -> [String] {
        var found: [String] = []
        // A tag, an entity and an escape start with a character that is one of these bytes: a title without
        // any is not split into characters at all (most are not).
        let mayHaveMarkup = text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\\") }
        let characters = mayHaveMarkup ? Array(text) : []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "<", let end = tagEnd(characters, from: index) {
                found.append("the tag '\(String(characters[index...end]))'")
                index = end + 1
            } else if character == "&", let end = entityEnd(characters, from: index) {
                found.append("the entity '\(String(characters[index...end]))'")
                index = end + 1
            } else if character == "\\", index + 1 < characters.count, "ntr'\"u\\@?".contains(characters[index + 1]) {
                found.append("the escape '\\\(characters[index + 1])'")
                index += 2
            } else {
                index += 1
            }
        }
        for specifier in specifiers.map({ FormatSpecifier.parse(text, syntax: $0) }) ?? [] {
            found.append(specifier.isPlaceholder ? "the placeholder '\(specifier.token)'" : "the format specifier '\(specifier.token)'")
        }
        return found
    }

    /// `<b>`, `</b>`, `<br/>`, `<font color="red">`: a known tag name, optional attributes, `>` on the same title.
    private static func tagEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        if index < characters.count, characters[index] == "/" { index += 1 }
        var name = ""
        while index < characters.count, characters[index].isASCII, characters[index].isLetter || characters[index].isNumber {
            name.append(characters[index]); index += 1
        }
        guard tagNames.contains(name.lowercased()), index < characters.count else { return nil }
        guard characters[index] == ">" || characters[index] == "/" || characters[index].isWhitespace else { return nil }
        while index < characters.count, characters[index] != ">", characters[index] != "<" { index += 1 }
        return index < characters.count && characters[index] == ">" ? index : nil
    }

    /// `&amp;`, `&#10;`, `&#x2014;`: a named entity of letters and digits or a numeric one, ended by `;`.
    private static func entityEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        var body = ""
        while index < characters.count, body.count <= 10, characters[index].isASCII, characters[index].isLetter || characters[index].isNumber || characters[index] == "#" {
            body.append(characters[index]); index += 1
        }
        guard index < characters.count, characters[index] == ";", !body.isEmpty else { return nil }
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            return body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) ? index : nil
        }
        if body.hasPrefix("#") { return body.count > 1 && body.dropFirst().allSatisfy(\.isNumber) ? index : nil }
        return body.first!.isLetter && !body.contains("#") && body.count >= 2 ? index : nil
    }
}
