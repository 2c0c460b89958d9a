import BarAuditModel

/// A translation identical to the source text is usually a string nobody translated; a literal in a
/// bar that ships several locales is shown untranslated everywhere.
struct L10nStringUntranslated: Rule {
    let id = "l10n-string-untranslated"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        guard let locale = context.locale else { return false }
        return Self.language(locale) != Self.language(context.bar.sourceLocale)
    }

    func check(_ context: RuleContext) -> [Violation] {
        let allowed = Set(context.options.list("same-in-every-language"))
        var violations: [Violation] = []
        for shown in context.shownStrings where shown.string.contains(where: \.isLetter) && !allowed.contains(shown.string.trimmingWhitespace()) {
            guard let key = shown.key else {
                let systemLocalized = context.item?.texts.first { $0.field == shown.field }?.text.isLocalizedBySystem ?? false
                if shown.field != "badge" && !systemLocalized {
                    violations.append(Violation(
                        "\(shown.described) is a literal, so '\(context.textLocale)' shows the \(context.bar.sourceLocale) text",
                        at: shown.location, fix: "use a key (\(shown.field)Key) with a translation per locale"))
                }
                continue
            }
            guard let sourceText = Self.sourceText(key, category: shown.category, context: context), sourceText == shown.string else { continue }
            violations.append(Violation(
                "\(shown.described) in '\(context.textLocale)' is identical to the \(context.bar.sourceLocale) source text",
                at: shown.location,
                fix: "translate it, or list it in the rule's same-in-every-language option if it is a name"))
        }
        return violations
    }

    /// The source locale's text for the same key and plural form (the `other` form when the source lacks it).
    private static func sourceText(_ key: String, category: String?, context: RuleContext) -> String? {
        switch context.file.strings[context.bar.sourceLocale]?.entries[key]?.content {
        case .text(let text)?: return category == nil ? text : nil
        case .plural(let variants)?:
            guard let category else { return nil }
            return (variants.first { $0.categoryName == category } ?? variants.first { $0.category == .other })?.text
        case nil: return nil
        }
    }

    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
