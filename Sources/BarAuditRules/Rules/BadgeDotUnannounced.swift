import BarAuditModel

/// An empty badge draws a dot and VoiceOver says nothing about it: the accessibility value must. So
/// does TalkBack of a Compose dot in the item's icon (no text to read, or the item clears it).
struct BadgeDotUnannounced: Rule {
    let id = "badge-dot-unannounced"
    let scope = RuleScope.itemLocale

    /// On Android, Material's BadgeDrawable gives a dot its own description ("New notification"),
    /// which TalkBack reads; whether that says enough is the context rule's question.
    func applies(to context: RuleContext) -> Bool {
        context.badge == .dot && (context.bar.screenReader == .voiceOver || context.withItem { $0.badgeSpeech } != .platform)
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let badge = item.badge else { return [] }
        if let value = item.accessibility.value, !context.resolve(value).text.trimmingWhitespace().isEmpty { return [] }
        return [Violation(
            "the dot badge on '\(item.id)' has no accessibility value; \(context.bar.screenReader.rawValue) says nothing about it"
                + (context.badgeSilence.map { " (\($0))" } ?? ""),
            at: badge.location, spoken: context.utterance, fix: context.badgeFix("that says what the dot means, e.g. \"New favorites\""))]
    }
}
