import BarAuditModel

/// A string for a right-to-left locale with no right-to-left letters at all is most likely untranslated
/// (and lays out left to right inside a mirrored interface); strongly right-to-left text in a
/// left-to-right locale is most likely a translation filed under the wrong locale.
struct BidiDirectionMismatch: Rule {
    let id = "bidi-direction-mismatch"
    let scope = RuleScope.itemLocale

    func check(_ context: RuleContext) -> [Violation] {
        // A language ICU knows no script for (South Azerbaijani "azb" is written in Arabic letters, but
        // ICU 72 has no likely subtags for it) has no known direction to compare with.
        guard let locale = context.locale, ICU.likelyScript(locale) != nil else { return [] }
        let rightToLeftLocale = ICU.isRightToLeft(locale)
        return context.shownStrings.compactMap { shown in
            guard !shown.isMarkedDoNotTranslate else { return nil }
            // No right-to-left letter comes before U+0590: such a string cannot be mostly right-to-left,
            // and most strings of left-to-right locales are ruled out without asking ICU.
            if !rightToLeftLocale, !shown.string.unicodeScalars.contains(where: { $0.value >= 0x0590 }) { return nil }
            let (left, right) = Self.strongLetters(shown.string)
            // A system item's title (`UITabBarItem(tabBarSystemItem: .history)`, Aidoku) is translated by
            // iOS itself; the English name here only stands for it.
            guard rightToLeftLocale ? right == 0 && left > 0 : right > left,
                  context.item?.texts.first(where: { $0.field == shown.field })?.text.isLocalizedBySystem != true else { return nil }
            // Latin words a right-to-left language keeps (Arabic and Hebrew "Wi-Fi", "VPN") are not
            // untranslated; l10n-string-untranslated spares them the same way. A text that is the
            // source's own (a literal, or the same as the source table's) is that rule's finding: one
            // untranslated title is one finding, not two on the same line.
            if rightToLeftLocale, right == 0, left > 0, !IntentionalCopy.isCorrectUnchanged(shown.string, locale: context.textLocale),
               !context.isSourceText(shown),
               !(shown.key.map { context.isSameInNearlyAllTranslations(key: $0, category: shown.category) } ?? false) {
                return Violation("\(shown.described) in right-to-left '\(locale)' has no right-to-left letters; it is likely untranslated",
                                 at: shown.location, fix: "translate it, or confirm the name is meant to stay in Latin letters")
            }
            // Where the project names no language for the texts every device shows (an Android app with no locale
            // folder and no `tools:locale`), 'en' is only a stand-in: right-to-left titles are the app's own language,
            // and there is no other locale's table for them to belong in.
            if !rightToLeftLocale, right > left, !(context.bar.sourceLocaleIsAssumed && locale == context.bar.sourceLocale) {
                return Violation("\(shown.described) in left-to-right '\(locale)' is mostly right-to-left text; it may belong to another locale",
                                 at: shown.location, fix: "check which locale's table this translation belongs in")
            }
            return nil
        }
    }

    /// Counts the letters of each direction. Only letters and spacing marks count: LRM, RLM and ALM
    /// (U+200E, U+200F, U+061C) are strongly directional format characters, not text, and a title
    /// wrapped in marks is no more or less translated for them.
    static func strongLetters(_ text: String) -> (left: Int, right: Int) {
        var left = 0, right = 0
        for (scalar, bidiClass) in zip(text.unicodeScalars, ICU.bidiClasses(text)) where isLetterOrSpacingMark(scalar) {
            if bidiClass == .leftToRight { left += 1 } else if bidiClass == .rightToLeft { right += 1 }
        }
        return (left, right)
    }

    private static func isLetterOrSpacingMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark: true
        default: false
        }
    }
}
