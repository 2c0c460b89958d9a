import BarAuditModel

/// An accessibility value that carries a count (`%d`, `{count}`) must have plural variants: a single
/// string reads "1 unread emails" in English and is wrong for most counts in Russian or Arabic.
struct BadgeValueNotPluralized: Rule {
    let id = "badge-value-not-pluralized"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.withItem { $0.accessibility.value != nil } ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        guard let valueText = context.item?.accessibility.value else { return [] }
        let value = context.resolve(valueText)
        guard !value.isMissing else { return [] }
        let entry = context.file.entry(for: valueText, locale: context.textLocale)
        if case .plural? = entry?.content { return [] }
        // Japanese, Korean, Chinese, Indonesian, Thai, Vietnamese… say every count with one form
        // (CLDR's "other" alone): a single string is all the plural such a language has.
        if let locale = context.locale, let rules = PluralRules.forLocale(locale), !rules.isFallback,
           rules.categories == [.other] { return [] }
        guard FormatSpecifier.parse(value.text, syntax: FormatSyntax(context.bar.platform))
            .contains(where: { $0.isInteger && !Self.isPercentage($0, in: value.text) }) else { return [] }
        let key = valueText.key.map { " (key '\($0)')" } ?? ""
        let example = FormatSpecifier.substitute(1, in: value.text, syntax: FormatSyntax(context.bar.platform))
        return [Violation(
            "the accessibility value '\(value.text)'\(key) carries a count but is a single string; with 1 it reads \"\(example)\"",
            at: entry?.location ?? valueText.location, spoken: context.utterance,
            fix: "give the value plural variants for the locale's categories (a .stringsdict, a String Catalog plural, or <plural> here)")]
    }

    /// `%d%%`, `%d %%` or Turkish `%%%d`: a percentage. The number and its percent sign read the same for
    /// every count in every language ("1% done"), so the string needs no plural variants.
    static func isPercentage(_ specifier: FormatSpecifier, in text: String) -> Bool {
        let percent: [UInt16] = [0x25, 0x25]
        func isSpace(_ unit: UInt16?) -> Bool { unit == 0x20 || unit == 0xA0 || unit == 0x202F }
        let after = Array(text.utf16.dropFirst(specifier.offset + specifier.token.utf16.count).prefix(3))
        let before = Array(text.utf16.prefix(specifier.offset).suffix(3))
        let following = isSpace(after.first) ? Array(after.dropFirst()) : after
        let preceding = isSpace(before.last) ? Array(before.dropLast()) : before
        return following.starts(with: percent) || preceding.suffix(2) == percent[...]
    }
}
