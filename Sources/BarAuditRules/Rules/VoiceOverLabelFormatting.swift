import BarAuditModel

/// Formatting that changes how VoiceOver reads a label: a trailing period, capitals (short all-caps
/// words may be spelled out letter by letter), white space around it, or emoji only (read as the
/// emoji's name).
struct VoiceOverLabelFormatting: Rule {
    let id = "voiceover-label-formatting"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.hasTranslatedLabel }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let label = resolved.text
        let trimmed = label.trimmingWhitespace()
        var violations: [Violation] = []
        func report(_ problem: String, _ fix: String) {
            violations.append(Violation("the label '\(label)' \(problem)", at: source.location, spoken: context.utterance, fix: fix))
        }
        if trimmed != label {
            report("starts or ends with white space", "remove the white space around the label")
        }
        if trimmed.hasSuffix("."), !trimmed.hasSuffix("..."), !trimmed.hasSuffix("…"), !Self.endsWithAbbreviation(trimmed) {
            report("ends with a period; \(context.bar.screenReader.rawValue) pauses as at the end of a sentence", "remove the period")
        }
        if Self.hasOnlyCapitals(trimmed),
           !trimmed.split(whereSeparator: { !$0.isLetter }).allSatisfy({ context.options.set("allowed-capitals").contains(String($0)) }) {
            report("is in capitals; \(context.bar.screenReader.rawValue) may spell short words letter by letter", "write the label in normal case; capitals are a visual style")
        }
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isWhitespace || Self.isEmoji($0) }) {
            report("consists only of emoji; \(context.bar.screenReader.rawValue) reads the emoji's name, not what the tab is", "label the destination in words")
        }
        return violations
    }

    /// Two letters or more, all of them capitals; stops at the first letter that is not one.
    static func hasOnlyCapitals(_ text: String) -> Bool {
        // One lowercase letter answers no: an ASCII "a" to "z" between ASCII bytes is a character of its own
        // (only "\r\n" joins two ASCII scalars), found in the bytes without breaking the text into
        // characters, as most labels in Latin letters are ruled out.
        var previousIsASCII = true, candidate = false
        for byte in text.utf8 {
            if candidate, byte < 0x80 { return false }
            candidate = previousIsASCII && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            previousIsASCII = byte < 0x80
        }
        if candidate { return false }
        var letters = 0
        for character in text where character.isLetter {
            guard character.isUppercase else { return false }
            letters += 1
        }
        return letters >= 2
    }

    /// A period that ends an abbreviation is no sentence end: Romanian "Pentru dvs." (dumneavoastră),
    /// "z.B.", "etc." — a short lowercase last word after another word, or one with a period inside.
    static func endsWithAbbreviation(_ label: String) -> Bool {
        let words = label.dropLast().split(whereSeparator: \.isWhitespace)
        guard let last = words.last else { return false }
        if last.contains(".") { return true }
        return words.count >= 2 && last.count <= 4 && last.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && character.unicodeScalars.count > 1)
            || (first.properties.isEmoji && first.value > 0x238C)
    }
}
