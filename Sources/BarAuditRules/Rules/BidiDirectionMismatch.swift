import BarAuditModel

/// A string for a right-to-left locale with no right-to-left letters at all is most likely untranslated
/// (and lays out left to right inside a mirrored interface); strongly right-to-left text in a
/// left-to-right locale is most likely a translation filed under the wrong locale.
struct BidiDirectionMismatch: Rule {
    let id = "bidi-direction-mismatch"
    let scope = RuleScope.itemLocale

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale else { return [] }
        let rightToLeftLocale = ICU.isRightToLeft(locale)
        return context.shownStrings.compactMap { shown in
            let classes = ICU.bidiClasses(shown.string)
            let left = classes.filter { $0 == .leftToRight }.count
            let right = classes.filter { $0 == .rightToLeft }.count
            if rightToLeftLocale, right == 0, left > 0 {
                return Violation("\(shown.described) in right-to-left '\(locale)' has no right-to-left letters; it is likely untranslated",
                                 at: shown.location, fix: "translate it, or confirm the name is meant to stay in Latin letters")
            }
            if !rightToLeftLocale, right > left {
                return Violation("\(shown.described) in left-to-right '\(locale)' is mostly right-to-left text; it may belong to another locale",
                                 at: shown.location, fix: "check which locale's table this translation belongs in")
            }
            return nil
        }
    }
}
