import BarAuditModel

/// Two items of a bar speak the same label in a locale: a VoiceOver user cannot tell the tabs apart
/// (often two keys translated to the same word).
struct VoiceOverLabelDuplicate: Rule {
    let id = "voiceover-label-duplicate"
    let scope = RuleScope.barLocale

    func check(_ context: RuleContext) -> [Violation] {
        var firstByLabel: [String: String] = [:]
        var violations: [Violation] = []
        // A tab whose texts code sets (placeholder titles in the storyboard) has no known label yet.
        for (index, item) in context.bar.items.enumerated() where item.configuredInCode == nil {
            guard let (source, resolved) = context.labelSource(of: item, at: index) else { continue }
            let key = VoiceOverLabelNotInName.normalised(resolved.text)
            guard let first = firstByLabel[key] else {
                firstByLabel[key] = item.id
                continue
            }
            violations.append(Violation(
                "items '\(first)' and '\(item.id)' both speak the label '\(resolved.text)'",
                at: source.location,
                spoken: context.utterance(of: item),
                fix: "give each tab a label that names its own destination", itemID: item.id))
        }
        return violations
    }
}
