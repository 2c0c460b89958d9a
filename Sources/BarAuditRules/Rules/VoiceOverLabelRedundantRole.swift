import BarAuditModel

/// The label repeats what VoiceOver already says: the role ("tab", "button"), "selected", "double-tap",
/// or the position ("2 of 5"), in the label's own language. Words are found with ICU word breaking, so
/// "ホームタブ" is two words in Japanese.
struct VoiceOverLabelRedundantRole: Rule {
    let id = "voiceover-label-redundant-role"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.translatedLabel != nil }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let phrases = context.phrases
        let words = context.words(resolved.text)
        var repeated = (phrases.roleWords + [phrases.tab, phrases.selected])
            .filter { containsPhrase(context.words($0), in: words) }
        if let position = Self.position(in: resolved.text, pattern: phrases.positionPattern) { repeated.append(position) }
        var seen = Set<String>()
        repeated = repeated.filter { seen.insert($0.lowercased()).inserted }
        guard !repeated.isEmpty else { return [] }
        let quoted = repeated.map { "'\($0)'" }.joined(separator: ", ")
        return [Violation(
            "the label '\(resolved.text)' repeats \(quoted), which VoiceOver already says",
            at: source.location, spoken: context.utterance,
            fix: "label the destination only (\"Home\", not \"Home tab\"); VoiceOver adds the role, state and position")]
    }

    /// The position phrase ("2 of 5") if the label contains one.
    static func position(in label: String, pattern: String) -> String? {
        let literal = pattern.replacingOccurrences(of: "{index}", with: "\u{1}").replacingOccurrences(of: "{count}", with: "\u{2}")
        var regex = ""
        for character in literal {
            switch character {
            case "\u{1}", "\u{2}": regex += "[0-9]+"
            case _ where character.isLetter || character.isNumber: regex.append(character)
            case " ": regex += "\\s+"
            case _ where character.isASCII: regex += "\\" + String(character)
            default: regex.append(character)
            }
        }
        guard let expression = try? Regex(regex).ignoresCase(), let match = label.firstMatch(of: expression) else { return nil }
        return String(label[match.range])
    }
}
