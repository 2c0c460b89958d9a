import BarAuditModel

/// Plural variants must cover every category the locale uses (ICU's plural rules): Russian needs
/// one, few, many and other; Arabic all six. A form reached only by fractions or only by multiples of a
/// million (French "many") is a warning: a badge count rarely reaches it. A missing `other` is always an
/// error: it is the form the platforms fall back to, and iOS requires it.
struct L10nPluralMissing: Rule {
    let id = "l10n-plural-missing"
    let scope = RuleScope.barLocale

    func applies(to context: RuleContext) -> Bool { context.hasPluralRules }

    func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for use in context.pluralUses {
            let (reference, entry, rules, locale) = (use.reference, use.entry, use.rules, context.textLocale)
            let present = Set(use.variants.compactMap(\.category))
            for category in rules.categories where !present.contains(category) {
                let reach = rules.reach[category]
                let language = "'\(locale)'"
                let (uses, severity): (String, Severity?) = if let integers = reach?.integers, !integers.isEmpty {
                    ("for \(Describe.examples(integers))", nil)
                } else if let millions = reach?.millions, !millions.isEmpty {
                    ("only for multiples of a million (\(millions.map(String.init).joined(separator: ", ")))", .warning)
                } else {
                    ("only for fractions (\(reach?.fractions.joined(separator: ", ") ?? ""))", .warning)
                }
                // 'other' is every platform's fallback: its absence is an error however rarely it is reached.
                let isOther = category == .other
                violations.append(Violation(
                    "plural \(use.name) in \(language) has no '\(category.rawValue)' form, which \(language) uses \(uses)"
                        + (isOther ? ", and which every other count falls back to" : ""),
                    at: entry.location, severity: isOther ? .error : severity,
                    fix: isOther
                        ? "add the 'other' form: iOS requires it in every plural rule (.stringsdict, String Catalog), and Android falls back to it for any missing form and throws Resources.NotFoundException without it"
                        : "add the '\(category.rawValue)' form; without it those counts show the 'other' form",
                    itemID: reference.itemID))
            }
        }
        return violations
    }
}
