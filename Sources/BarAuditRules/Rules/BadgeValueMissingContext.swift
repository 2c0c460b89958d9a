import BarAuditModel

/// A numeric badge must be spoken with what it counts: without an accessibility value VoiceOver says
/// UIKit's "8 items" or Material's bare "8"; a value that repeats the badge or adds only a generic noun
/// ("8 items", "8 new") says no more. Capped badges ("99+") without a value are the overflow rule's.
struct BadgeValueMissingContext: Rule {
    let id = "badge-value-missing-context"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        switch context.badge {
        case .count?, .symbol?: true
        case .capped?: context.withItem { $0.accessibility.value != nil } ?? false
        default: false
        }
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let badge = context.badge, let badgeText = item.badge else { return [] }
        let written = context.resolve(badgeText).text.trimmingWhitespace()
        // Made only for a finding: most badges in most locales have none.
        var fix: String { context.badgeFix("that says what the badge counts, e.g. \"\(badge.number ?? 8) unread messages\", with plural variants") }
        if let silence = context.badgeSilence {
            return [Violation("the badge '\(written)' has no accessibility value, and \(context.bar.screenReader.rawValue) says nothing of it: \(silence)",
                              at: badgeText.location, spoken: context.utterance, fix: fix)]
        }
        guard let valueText = item.accessibility.value else {
            // The platform's count phrase is each language's own ("3 items", "3 Objekte"): quoted in the
            // bar's source language, so that the badge is one defect in every locale, whose transcripts
            // give each language's words.
            let source = context.bar.sourceLocale
            let sourceDefault = VoiceOverModel.value(of: item, bar: context.bar, file: context.file, locale: source,
                                                     phrases: Phrasebook.builtIn.phrases(for: source))?.text ?? written
            let says = sourceDefault == written ? "\"\(written)\"" : "its count phrase, \"\(sourceDefault)\" in \(source)"
            return [Violation(
                "the badge '\(written)' has no accessibility value, so \(context.bar.screenReader.rawValue) says only \(says)",
                at: badgeText.location, spoken: context.utterance, fix: fix)]
        }
        guard let value = context.countedValue, !value.isMissing else { return [] }
        let spokenValue = value.text.trimmingWhitespace()
        if spokenValue == written {
            return [Violation("the accessibility value repeats the bare badge '\(written)'", at: valueText.location,
                              spoken: context.utterance, fix: fix)]
        }
        let generic = context.localeFacts.genericNouns, extra = context.options.list("generic-nouns")
        let nouns = context.words(spokenValue).filter { $0.contains(where: \.isLetter) }
        if nouns.allSatisfy({ noun in generic.contains(noun) || extra.contains { $0.lowercased() == noun } }) {
            return [Violation("the accessibility value '\(spokenValue)' does not say what the badge counts", at: valueText.location,
                              spoken: context.utterance, fix: fix)]
        }
        return []
    }
}
