import BarAuditModel

/// An accessibility value that carries a count (`%d`, `{count}`) must have plural variants: a single
/// string reads "1 unread emails" in English and is wrong for most counts in Russian or Arabic.
struct BadgeValueNotPluralized: Rule {
    let id = "badge-value-not-pluralized"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.item?.accessibility.value != nil }

    func check(_ context: RuleContext) -> [Violation] {
        guard let valueText = context.item?.accessibility.value else { return [] }
        let value = context.resolve(valueText)
        guard !value.isMissing else { return [] }
        if case .plural? = value.entry?.content { return [] }
        guard FormatSpecifier.parse(value.text, syntax: FormatSyntax(context.bar.platform)).contains(where: \.isInteger) else { return [] }
        let key = valueText.key.map { " (key '\($0)')" } ?? ""
        let example = FormatSpecifier.substitute(1, in: value.text, syntax: FormatSyntax(context.bar.platform))
        return [Violation(
            "the accessibility value '\(value.text)'\(key) carries a count but is a single string; with 1 it reads \"\(example)\"",
            at: value.entry?.location ?? valueText.location, spoken: context.utterance,
            fix: "give the value plural variants for the locale's categories (a .stringsdict, a String Catalog plural, or <plural> here)")]
    }
}
