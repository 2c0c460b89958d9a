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
        text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
    }
}
