import BarAuditModel

/// A shipped locale ICU has no plural rules for, on a bar that uses a plural string: ICU would silently
/// answer "other" for every number, so that plural's forms cannot be checked; it is reported instead of
/// passing quietly. A bar without plurals is not reported: its titles need no plural rules, and a
/// language CLDR lacks is no defect of the app.
struct L10nLocaleUnsupported: Rule {
    let id = "l10n-locale-unsupported"
    let scope = RuleScope.barLocale

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale, !context.hasPluralRules else { return [] }
        // The first plural the bar uses, in this locale's table or (where the locale falls back) any other,
        // the tables in locale order. Which table has a key as a plural is found once per bar: sorting
        // every table per locale and key was quadratic in locales (2,000 `values-…` folders: 6.7 s).
        let firstPlural = context.facts.shared("l10n-locale-unsupported.first-plural") {
            var found: [String: BarAuditModel.LocalizedString] = [:]
            let keys = Set(context.referencedKeys.map(\.key))
            for (_, table) in context.file.strings.sorted(by: { $0.key < $1.key }) {
                for key in keys where found[key] == nil {
                    if let entry = table.entries[key], case .plural = entry.content { found[key] = entry }
                }
            }
            return found
        }
        let plural = context.referencedKeys.lazy.compactMap { reference -> (KeyReference, BarAuditModel.LocalizedString)? in
            if let entry = context.file.strings[locale]?.entries[reference.key], case .plural = entry.content { return (reference, entry) }
            return firstPlural[reference.key].map { (reference, $0) }
        }.first
        guard let (reference, entry) = plural else { return [] }
        let ownEntry = context.file.strings[locale]?.entries[reference.key]
        return [Violation(
            "ICU \(ICU.version) (CLDR \(ICU.cldrVersion)) has no plural rules for locale '\(locale)', so the forms of plural '\(reference.key)' are not checked",
            at: ownEntry?.location ?? entry.location,
            fix: "use a BCP 47 identifier ICU knows (\"pt-BR\", \"zh-Hans\", \"sr-Latn\"), or check this locale's plurals by hand",
            itemID: reference.itemID)]
    }
}
