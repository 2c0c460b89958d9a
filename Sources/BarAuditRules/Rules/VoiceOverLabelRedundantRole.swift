import BarAuditModel

/// The label repeats what VoiceOver already says: the role ("tab", "button"), "selected", "double-tap",
/// or the position ("2 of 5"), in the label's own language. Words are found with ICU word breaking, so
/// "ホームタブ" is two words in Japanese.
struct VoiceOverLabelRedundantRole: Rule {
    let id = "voiceover-label-redundant-role"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.hasTranslatedLabel }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        // The phrasebook's fields read where the locale's facts hold them: a copy of its entry (`context.phrases`)
        // retained and released each of its strings for every label in every locale.
        let localeFacts = context.localeFacts
        let words = context.labelWords
        var repeated = Self.roleWords(in: localeFacts, locale: context.textLocale).filter { containsPhrase($0.words, in: words) }.map(\.phrase)
        if let position = Self.position(in: resolved.text, pattern: localeFacts.phrases.positionPattern) { repeated.append(position) }
        var seen = Set<String>()
        repeated = repeated.filter { seen.insert($0.lowercased()).inserted }
        guard !repeated.isEmpty else { return [] }
        let quoted = repeated.map { "'\($0)'" }.joined(separator: ", ")
        return [Violation(
            "the label '\(resolved.text)' repeats \(quoted), which \(context.bar.screenReader.rawValue) already says",
            at: source.location, spoken: context.utterance,
            fix: "label the destination only (\"Home\", not \"Home tab\"); \(context.bar.screenReader.rawValue) adds the role, state and position")]
    }

    private static let roleWordCache = LocaleCache<[(phrase: String, words: [String])]>()

    /// The language's role words, each split into words as ICU splits them in that locale.
    private static func roleWords(in localeFacts: LocaleFacts, locale: String) -> [(phrase: String, words: [String])] {
        roleWordCache.value(for: locale) {
            let phrases = localeFacts.phrases
            return (phrases.roleWords + [phrases.tab, phrases.selected]).map { ($0, ICU.words(in: $0, locale: locale).map { $0.lowercased() }) }
        }
    }

    /// Position patterns with their numbers marked, and how many separate runs of digits a phrase
    /// matching one holds (nil when the pattern has digits of its own), by pattern: a label with digits
    /// is checked in every item and locale.
    private static let positionPatterns = LocaleCache<(parts: [Character], numberRuns: Int?)>()

    /// The position phrase ("2 of 5") if the label contains one: the pattern's numbers match any digits,
    /// its spaces any run of white space, its letters case-insensitively.
    static func position(in label: String, pattern: String) -> String? {
        // A position phrase has numbers; most labels have none, and need no matching (an ASCII label's
        // only numbers are its digits).
        let isASCII = label.utf8.allSatisfy { $0 < 0x80 }
        var digitRuns = 0
        if isASCII {
            var inRun = false
            for byte in label.utf8 {
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                if isDigit, !inRun { digitRuns += 1 }
                inRun = isDigit
            }
            guard digitRuns > 0 else { return nil }
        } else {
            // A character is a number by its first scalar's numeric type: a label none of whose scalars has
            // one is ruled out without breaking it into characters.
            guard label.unicodeScalars.contains(where: { $0.isASCII ? ("0"..."9").contains($0) : $0.properties.numericType != nil }),
                  label.contains(where: \.isNumber) else { return nil }
        }
        let compiled = positionPatterns.value(for: pattern) {
            let parts = Array(pattern.lowercased().replacingOccurrences(of: "{index}", with: "\u{1}").replacingOccurrences(of: "{count}", with: "\u{1}"))
            var runs = 0, inRun = false
            for part in parts {
                if part == "\u{1}", !inRun { runs += 1 }
                inRun = part == "\u{1}"
            }
            return (parts, parts.contains { $0 != "\u{1}" && $0.isNumber } ? nil : runs)
        }
        // An ASCII label with fewer runs of digits than the phrase ("Home 12" against "{index} of {count}") holds none.
        if isASCII, let needed = compiled.numberRuns, digitRuns < needed { return nil }
        let text = Array(label.lowercased())
        for start in text.indices {
            if let end = match(compiled.parts[...], text, from: start) { return String(Array(label)[start..<end]) }
        }
        return nil
    }

    private static func match(_ parts: ArraySlice<Character>, _ text: [Character], from index: Int) -> Int? {
        guard let part = parts.first else { return index }
        var position = index
        switch part {
        case "\u{1}":
            while position < text.count, text[position].isNumber { position += 1 }
            guard position > index else { return nil }
        case _ where part.isWhitespace:
            while position < text.count, text[position].isWhitespace { position += 1 }
            guard position > index else { return nil }
        default:
            guard position < text.count, text[position] == part else { return nil }
            position += 1
        }
        return match(parts.dropFirst(), text, from: position)
    }
}
