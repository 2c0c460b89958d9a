import BarAuditModel

/// Two items of a bar speak the same label in a locale: a VoiceOver user cannot tell the tabs apart
/// (often two keys translated to the same word).
struct VoiceOverLabelDuplicate: Rule {
    let id = "voiceover-label-duplicate"
    let scope = RuleScope.barLocale

    func check(_ context: RuleContext) -> [Violation] {
        var firstByLabel: [String: Item] = [:]
        var violations: [Violation] = []
        // A tab whose texts code sets (placeholder titles in the storyboard) has no known label yet.
        for item in context.bar.items where item.configuredInCode == nil {
            guard let (source, resolved) = VoiceOverModel.labelSource(of: item, bar: context.bar, file: context.file, locale: context.textLocale) else { continue }
            let key = VoiceOverLabelNotInName.normalised(resolved.text)
            guard let first = firstByLabel[key] else {
                firstByLabel[key] = item
                continue
            }
            violations.append(Violation(
                "items '\(first.id)' and '\(item.id)' both speak the label '\(resolved.text)'",
                at: source.location,
                spoken: context.utterance(of: item),
                fix: "give each tab a label that names its own destination", itemID: item.id))
        }
        return violations
    }
}
