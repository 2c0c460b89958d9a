import BarAuditModel

/// A zero/one/two form written without the number ("Un e-mail non lu") is only right when the category
/// covers that one number; French "one" also covers 0, Russian "one" covers 21, 31…
struct L10nPluralImpliedNumber: Rule {
    let id = "l10n-plural-implied-number"
    let scope = RuleScope.barLocale

    private static let naturalNumber: [PluralCategory: Int] = [.zero: 0, .one: 1, .two: 2]

    func applies(to context: RuleContext) -> Bool { context.hasPluralRules }

    func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for use in context.pluralUses {
            let (reference, rules, locale) = (use.reference, use.rules, context.textLocale)
            // On iOS a zero form takes 0 whatever the language's rules say.
            let zeroTakenByZeroForm = context.bar.platform == .ios && use.variants.contains { $0.category == .zero }
            for variant in use.variants {
                guard let category = variant.category, let natural = Self.naturalNumber[category],
                      rules.categories.contains(category),
                      // The form's own words: another variable's number in the sentence is not this one's.
                      FormatSpecifier.parse(variant.ownText ?? variant.text, syntax: FormatSyntax(context.bar.platform)).allSatisfy(\.printsNothing) else { continue }
                let others = (rules.reach[category]?.integers ?? []).filter { $0 != natural && !($0 == 0 && zeroTakenByZeroForm) }
                guard let example = others.first else { continue }
                violations.append(Violation(
                    "the '\(category.rawValue)' form of '\(reference.key)' in '\(locale)', '\(variant.ownText ?? variant.text)', has no number, but '\(locale)' uses '\(category.rawValue)' for \(Describe.examples(([natural] + others).sorted())): with \(example) it still reads '\(variant.text)'",
                    at: variant.location,
                    fix: "write the number with its specifier (%d) in the '\(category.rawValue)' form", itemID: reference.itemID))
            }
        }
        return violations
    }
}
