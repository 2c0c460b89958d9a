import BarAuditModel

/// A translation identical to the source text is usually a string nobody translated; a literal in a
/// bar that ships several locales is shown untranslated everywhere. Copies that are meant to be the same
/// are not reported (see `IntentionalCopy`): texts marked not to translate, names in the rule's option or
/// the same in nearly all translations, loanwords, acronyms, texts without letters, and words the locale's
/// translators wrote in texts they translated (`StringTable.keysUsedInTranslatedTexts`).
struct L10nStringUntranslated: Rule {
    let id = "l10n-string-untranslated"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        guard let locale = context.locale else { return false }
        return IntentionalCopy.language(of: locale) != IntentionalCopy.language(of: context.bar.sourceLocale)
            && !IntentionalCopy.sharesWords(locale: locale, withSource: context.bar.sourceLocale)
    }

    func check(_ context: RuleContext) -> [Violation] {
        let allowed = context.options.set("same-in-every-language")
        var violations: [Violation] = []
        for shown in context.shownStrings {
            // A key's text that differs from the source table's is translated: decided before the costlier
            // tests below, which only spare copies of the source.
            guard shown.key == nil || context.isSourceText(shown) else { continue }
            guard !shown.isMarkedDoNotTranslate, !allowed.contains(shown.string.trimmingWhitespace()),
                  !IntentionalCopy.isCorrectUnchanged(shown.string, locale: context.textLocale),
                  !IntentionalCopy.isInTheTranslationsScript(shown.string, locale: context.textLocale, sourceLocale: context.bar.sourceLocale) else { continue }
            guard let key = shown.key else {
                // A literal label that is this locale's own title reads right here (Entourage's
                // `accessibilityLabel = "Home"` under the English title "Home"; its French source says "Accueil").
                if shown.field != "title", context.shownStrings.contains(where: { $0.field == "title" && $0.string == shown.string }) { continue }
                let systemLocalized = context.item?.texts.first { $0.field == shown.field }?.text.isLocalizedBySystem ?? false
                if shown.field != "badge" && !systemLocalized {
                    violations.append(Violation(
                        "\(shown.described) is a literal, so '\(context.textLocale)' shows the \(context.bar.sourceLocale) text",
                        at: shown.location, fix: "use a key (\(shown.field)Key) with a translation per locale"))
                }
                continue
            }
            // The word this locale's translators wrote in texts they translated is their term for it.
            if context.file.strings[context.textLocale]?.keysUsedInTranslatedTexts.contains(key) == true { continue }
            guard IntentionalCopy.isListedWord(shown.string) || !context.isSameInNearlyAllTranslations(key: key, category: shown.category) else { continue }
            violations.append(Violation(
                "\(shown.described) in '\(context.textLocale)' is identical to the \(context.bar.sourceLocale) source text",
                at: shown.location,
                fix: "translate it; if it is a name, mark it not to translate (do_not_translate in .baraudit.yml, translatable=\"false\", shouldTranslate: false)"))
        }
        return violations
    }
}
