import BarAuditModel

/// A plural form the locale never selects is dead text (English "few", Japanese "one", Hebrew "many"
/// since CLDR 42); a category name that is not a CLDR category ("fwe") is a typo and an error. On iOS,
/// "zero" is not reported: a .stringsdict's zero form is used for 0 in every language.
struct L10nPluralUnused: Rule {
    let id = "l10n-plural-unused"
    let scope = RuleScope.barLocale

    func applies(to context: RuleContext) -> Bool { context.hasPluralRules }

    func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for use in context.pluralUses {
            let (reference, rules, locale) = (use.reference, use.rules, context.textLocale)
            for variant in use.variants {
                guard let category = variant.category else {
                    let hint = closestName(to: variant.categoryName, among: PluralCategory.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
                    violations.append(Violation(
                        "plural \(use.name) in '\(locale)' has a form '\(variant.categoryName)', which is not a CLDR plural category\(hint)",
                        at: variant.location, severity: .error,
                        fix: "use one of: zero, one, two, few, many, other", itemID: reference.itemID))
                    continue
                }
                if rules.categories.contains(category) || (category == .zero && context.bar.platform == .ios) { continue }
                violations.append(Violation(
                    "plural \(use.name) in '\(locale)' has a '\(category.rawValue)' form, which '\(locale)' never uses (CLDR \(ICU.cldrVersion) uses \(rules.categories.map(\.rawValue).joined(separator: ", ")))",
                    at: variant.location,
                    fix: "remove the '\(category.rawValue)' form", itemID: reference.itemID))
            }
        }
        return violations
    }
}
