import BarAuditModel

/// An empty badge draws a dot and VoiceOver says nothing about it: the accessibility value must.
struct BadgeDotUnannounced: Rule {
    let id = "badge-dot-unannounced"
    let scope = RuleScope.itemLocale

    /// On Android, Material's BadgeDrawable gives a dot its own description ("New notification"),
    /// which TalkBack reads; whether that says enough is the context rule's question.
    func applies(to context: RuleContext) -> Bool { context.badge == .dot && context.bar.screenReader == .voiceOver }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let badge = item.badge else { return [] }
        if let value = item.accessibility.value, !context.resolve(value).text.trimmingWhitespace().isEmpty { return [] }
        return [Violation(
            "the dot badge on '\(item.id)' has no accessibility value; VoiceOver says nothing about it",
            at: badge.location, spoken: context.utterance,
            fix: "set an accessibility value that says what the dot means, e.g. \"New favorites\"")]
    }
}
