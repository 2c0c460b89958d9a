import BarAuditModel

/// A key an item uses has no text in a shipped locale. iOS then shows (and VoiceOver reads) the lookup's
/// default value, else the key itself; Android falls back to the default language (intended for a text marked not to translate).
struct L10nStringMissing: Rule {
    let id = "l10n-string-missing"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        context.withItem { $0.hasKeyedText } ?? false
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale else { return [] }
        // The locale's table looked up once, and the item read in place: per text and a copy of the whole
        // item, for every item in every locale.
        let table = context.file.strings[locale]
        return context.withItem { item in
            let texts = item.texts
            return texts.indices.compactMap { position in
                let (field, text) = texts[position]
                // A key an earlier field of the item names (a Compose item whose icon describes itself with the
                // label's `stringResource`, M3UAndroid's; a menu item whose contentDescription is its title's
                // `@string`) is one missing string: reported once, at its first field.
                guard let key = text.key, !texts[..<position].contains(where: { $0.text.key == key }), table?.entries[key] == nil else { return nil }
                // A text marked not to translate is meant to show its source text everywhere, which it does
                // unless iOS has nothing but the key to show, and the key is not that text (a String Catalog's
                // `shouldTranslate: false` key exists in the source language only, and Xcode's keys are their
                // source texts: CFBundle returns the key where a language has no entry).
                if text.isMarkedDoNotTranslate, context.bar.platform == .material || text.defaultValue != nil || text.computedDefaultValue != nil
                    || Self.sourceText(of: key, context: context) == key { return nil }
                // iOS's lookup returns the default value (`NSLocalizedString(_:value:comment:)`, `String(localized:
                // defaultValue:)`, a storyboard's own title) where the table lacks the key, and that value is written
                // in the development language: there it is the text meant (HalloApp keeps its `en` table empty and its
                // English in `value:`), not a missing one.
                if context.bar.platform != .material, locale == context.bar.sourceLocale,
                   text.defaultValue.map({ $0 != key }) ?? (text.computedDefaultValue != nil) { return nil }
                let shown = context.bar.platform == .material ? Self.fallback(of: text, context: context)
                    : Self.shownOnIOS(text, key: key)
                let noTable = table == nil ? " (there is no '\(locale)' string table)" : ""
                // What VoiceOver says of a default the app computes is not known: the utterance would read the key.
                let isSpoken = (field == "title" || field == "label") && text.computedDefaultValue == nil
                return Violation(
                    "the \(field) key '\(key)' has no text in '\(locale)'\(noTable); \(shown)",
                    at: text.location, spoken: isSpoken ? context.utterance : nil,
                    fix: "add '\(key)' to the '\(locale)' string table")
            }
        } ?? []
    }

    /// What iOS shows for a key its locale lacks: the lookup's default value, computed by the app when the
    /// source gives an expression (`value: title`: its value, or the key when that is empty), else the key.
    private static func shownOnIOS(_ text: Text, key: String) -> String {
        if let expression = text.computedDefaultValue {
            return "iOS shows the default value the app computes, '\(expression.abbreviated())' (the key itself when that is empty), untranslated unless the app translates it"
        }
        return text.defaultValue.flatMap { $0 == key ? nil : "iOS shows the base text '\($0)'" } ?? "iOS shows the key itself"
    }

    /// The source locale's text of a key, when it is a plain text.
    private static func sourceText(of key: String, context: RuleContext) -> String? {
        if case .text(let value)? = context.file.strings[context.bar.sourceLocale]?.entries[key]?.content { value } else { nil }
    }

    /// What Android shows instead: the default `values` text, in the language it is written in.
    private static func fallback(of text: Text, context: RuleContext) -> String {
        let source = context.bar.sourceLocale
        guard let entry = context.file.strings[source]?.entries[text.key ?? ""] else {
            // A menu's title is looked up as the menu is inflated; a bar drawn in Kotlin (Compose's `stringResource`,
            // `getString`) looks its string up as it draws the bar: either throws.
            let lookup = text.location.file.hasSuffix(".xml") ? "inflating the menu fails" : "looking it up throws as the bar is drawn"
            return "the default values folder has none either, so \(lookup) (Resources.NotFoundException)"
        }
        let shown = context.file.resolve(text, in: context.bar, locale: source).text
        let file = entry.location.file.split(separator: "/").last.map(String.init) ?? entry.location.file
        return "users see the default (\(source)) text '\(shown)' from \(file)"
    }
}
