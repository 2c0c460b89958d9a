import BarAuditModel

/// An explicit accessibility label must contain the visible title (WCAG 2.5.3 Label in Name): Voice
/// Control users say what they see ("Tap Mail"), and the command fails when the name differs.
struct VoiceOverLabelNotInName: Rule {
    let id = "voiceover-label-not-in-name"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        guard let item = context.item, item.accessibility.label != nil, item.title != nil else { return false }
        // A Material bar that never shows titles has no visible text to match.
        return !(context.bar.platform == .material && context.bar.titleVisibility == .never)
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let labelText = item.accessibility.label, let title = context.resolvedTitle else { return [] }
        let label = context.resolve(labelText)
        guard !label.isMissing, !title.isMissing else { return [] }
        let visible = Self.normalised(title.text)
        guard !visible.isEmpty, !Self.normalised(label.text).contains(visible) else { return [] }
        return [Violation(
            "the accessibility label '\(label.text)' does not contain the visible title '\(title.text)'; Voice Control users who say \"Tap \(title.text)\" cannot reach the tab",
            at: labelText.location, spoken: context.utterance,
            fix: "start the label with the visible title ('\(title.text)'), or drop the label so \(context.bar.screenReader.rawValue) reads the title")]
    }

    /// Lowercased, with runs of white space and punctuation folded to one space.
    static func normalised(_ text: String) -> String {
        // Below U+0300 (ASCII, Latin-1, Latin Extended, IPA, spacing modifiers) no scalar extends a character,
        // so each is a character of its own ("\r\n" aside, which separates as its "\r" does), and lowercasing
        // maps scalar by scalar: such a text is folded scalar by scalar with the same tests, without grapheme
        // breaking. Most labels in Latin-script languages are such texts.
        guard text.unicodeScalars.allSatisfy({ $0.value < Self.singleScalarCharacters }) else {
            return text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
        }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        var separated = false
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if separators[value] {
                separated = true
                continue
            }
            if separated, !folded.isEmpty { folded.append(" ") }
            separated = false
            folded += lowercased[value]
        }
        return folded
    }

    /// The scalars below this one are each a character of their own (none is a grapheme extender).
    private static let singleScalarCharacters: UInt32 = 0x300

    /// Whether each of those scalars is white space or punctuation, as `normalised` tests characters.
    private static let separators: [Bool] = (0..<Int(singleScalarCharacters)).map { value in
        let character = Character(Unicode.Scalar(UInt32(value))!)
        return character.isWhitespace || character.isPunctuation
    }

    /// Each of those scalars lowercased, as `String.lowercased()` maps it within a text.
    private static let lowercased: [String] = (0..<Int(singleScalarCharacters)).map { value in
        String(Unicode.Scalar(UInt32(value))!).lowercased()
    }
}
