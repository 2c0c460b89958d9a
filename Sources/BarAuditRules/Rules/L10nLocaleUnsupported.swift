import BarAuditModel

/// A shipped locale ICU has no plural rules for: ICU would silently answer "other" for every number,
/// so plural checks cannot be trusted; it is reported instead of passing quietly.
struct L10nLocaleUnsupported: Rule {
    let id = "l10n-locale-unsupported"
    let scope = RuleScope.barLocale

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale, !ICU.hasPluralData(locale) else { return [] }
        return [Violation(
            "ICU \(ICU.version) (CLDR \(ICU.cldrVersion)) has no plural rules for locale '\(locale)'; its plural forms are not checked",
            at: context.bar.location,
            fix: "use a BCP 47 identifier ICU knows (\"pt-BR\", \"zh-Hans\", \"sr-Latn\"), or check this locale's plurals by hand")]
    }
}
