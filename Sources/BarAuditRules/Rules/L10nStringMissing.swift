import BarAuditModel

/// A key an item uses has no text in a shipped locale. iOS then shows (and VoiceOver reads) the key
/// itself; Android falls back to the default language (intended for a text marked not to translate).
struct L10nStringMissing: Rule {
    let id = "l10n-string-missing"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        context.item?.texts.contains { $0.text.key != nil } ?? false
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let locale = context.locale else { return [] }
        return item.texts.compactMap { field, text in
            guard let key = text.key, context.file.strings[locale]?.entries[key] == nil else { return nil }
            // A text marked not to translate is meant to show its source text everywhere, which it does
            // unless iOS has nothing but the key to show.
            if text.isMarkedDoNotTranslate, context.bar.platform == .material || text.defaultValue != nil { return nil }
            let shown = context.bar.platform == .material ? "the app falls back to \(context.bar.sourceLocale)"
                : text.defaultValue.map { "iOS shows the base text '\($0)'" } ?? "iOS shows the key itself"
            let table = context.file.strings[locale] == nil ? " (there is no '\(locale)' string table)" : ""
            return Violation(
                "the \(field) key '\(key)' has no text in '\(locale)'\(table); \(shown)",
                at: text.location, spoken: field == "title" || field == "label" ? context.utterance : nil,
                fix: "add '\(key)' to the '\(locale)' string table")
        }
    }
}
