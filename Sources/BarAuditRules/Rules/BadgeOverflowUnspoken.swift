import BarAuditModel

/// A capped badge ("99+", "888+") means "more than 99"; VoiceOver reads "99+" as "ninety-nine plus",
/// so the spoken value must say what the cap means.
struct BadgeOverflowUnspoken: Rule {
    let id = "badge-overflow-unspoken"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        if case .capped? = context.badge { return true }
        return false
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let badgeText = item.badge, case .capped(let cap)? = context.badge else { return [] }
        let spoken = context.spokenValue?.text ?? ""
        let lower = spoken.lowercased()
        let saysCap = !lower.contains("\(cap)+") && context.phrases.overflowPhrases.contains { lower.contains($0.lowercased()) }
        guard !saysCap else { return [] }
        let location = item.accessibility.value?.location ?? badgeText.location
        if let silence = context.badgeSilence {
            return [Violation(
                "the capped badge '\(cap)+' is not spoken at all: \(silence); nothing says there are more than \(cap)",
                at: location, spoken: context.utterance, fix: context.badgeFix("such as \"more than \(cap) unread messages\""))]
        }
        return [Violation(
            "the capped badge '\(cap)+' is spoken as \"\(spoken)\"; \(context.bar.screenReader.rawValue) reads \"\(cap)+\" as \"\(cap) plus\" and never says it means more than \(cap)",
            at: location, spoken: context.utterance,
            fix: context.badgeFix("such as \"more than \(cap) unread messages\""))]
    }
}
