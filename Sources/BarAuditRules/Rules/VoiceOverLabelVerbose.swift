import BarAuditModel

/// Tab labels are names, not sentences: a long label slows down every swipe through the bar.
struct VoiceOverLabelVerbose: Rule {
    let id = "voiceover-label-verbose"
    let scope = RuleScope.itemLocale
    /// Languages whose spaces separate syllables (Vietnamese), so a space-based word count is a syllable count.
    static let spacesSeparateSyllables: Set<String> = ["vi"]

    func applies(to context: RuleContext) -> Bool { context.translatedLabel != nil }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let maximumWords = context.options.count("max-words") ?? 4
        let maximumCharacters = context.options.count("max-characters") ?? 30
        let words = context.labelWords.count
        let characters = resolved.text.trimmingWhitespace().count
        var excess: [String] = []
        // Vietnamese writes a space between syllables, not words, and ICU breaks it there: "Tất cả kho lưu trữ"
        // ("all repositories", Feather) is five syllables of two words. Its words are not counted; the
        // character limit still applies.
        let countsWords = !Self.spacesSeparateSyllables.contains(IntentionalCopy.language(of: context.locale ?? ""))
        if countsWords, words > maximumWords { excess.append("\(words) words (more than \(maximumWords))") }
        if characters > maximumCharacters { excess.append("\(characters) characters (more than \(maximumCharacters))") }
        guard !excess.isEmpty else { return [] }
        return [Violation(
            "the label '\(resolved.text)' has \(excess.joined(separator: " and ")); \(context.bar.screenReader.rawValue) reads all of it on every visit",
            at: source.location, spoken: context.utterance,
            fix: "shorten the label to the destination's name; move explanations to the accessibility hint")]
    }
}
