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
        // The first plural the bar uses, in this locale's table or (where the locale falls back) any other.
        let plural = context.referencedKeys.lazy.compactMap { reference -> (KeyReference, BarAuditModel.LocalizedString)? in
            let tables = [context.file.strings[locale]].compactMap { $0 } + context.file.strings.sorted { $0.key < $1.key }.map(\.value)
            for table in tables {
                if let entry = table.entries[reference.key], case .plural = entry.content { return (reference, entry) }
            }
            return nil
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
