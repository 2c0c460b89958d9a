import BarAuditModel

/// In a right-to-left locale, a placeholder filled with a Latin value ("Anna 2") or a number can pull
/// neighbouring characters into its run and reorder the sentence. The rule substitutes sample values
/// and compares the display with and without FSI…PDI around each placeholder (ICU's bidi algorithm):
/// when they differ, the placeholder needs isolating.
struct BidiUnisolatedPlaceholder: Rule {
    let id = "bidi-unisolated-placeholder"
    let checksPseudoLocales = true
    let scope = RuleScope.itemLocale

    static let latinSample = "Anna 2"

    /// Distinct values per placeholder, so that swapped placeholders show.
    static func sample(for specifier: FormatSpecifier, at index: Int) -> String {
        specifier.isInteger ? String(12 + 22 * index) : (index == 0 ? latinSample : "Bo \(index + 2)")
    }

    func applies(to context: RuleContext) -> Bool { context.locale.map(ICU.isRightToLeft) ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let specifiers = FormatSpecifier.parse(shown.string)
            let needing = specifiers.enumerated().filter { index, specifier in
                !Self.isIsolated(specifier, in: shown.string) &&
                    Self.display(shown.string, specifiers, isolating: nil) != Self.display(shown.string, specifiers, isolating: index)
            }.map(\.element.token)
            guard !needing.isEmpty else { return nil }
            let list = needing.map { "'\($0)'" }.joined(separator: ", ")
            return Violation(
                "\(shown.described): \(list) \(needing.count == 1 ? "is" : "are") not isolated; a Latin value such as '\(Self.latinSample)' or a number reorders the text around \(needing.count == 1 ? "it" : "them")",
                at: shown.location,
                fix: "wrap each placeholder in FSI…PDI (U+2068 %@ U+2069), or insert the value with String.localizedStringWithFormat isolation")
        }
    }

    /// Already inside FSI/LRI/RLI … PDI.
    static func isIsolated(_ specifier: FormatSpecifier, in text: String) -> Bool {
        let units = Array(text.utf16)
        let before = units[..<specifier.offset]
        let lastOpen = before.lastIndex { $0 == 0x2066 || $0 == 0x2067 || $0 == 0x2068 }
        let lastClose = before.lastIndex { $0 == 0x2069 }
        return lastOpen != nil && (lastClose == nil || lastClose! < lastOpen!)
    }

    static func substitute(_ text: String, _ specifiers: [FormatSpecifier], isolating isolated: Int?) -> String {
        var units = Array(text.utf16)
        for (index, specifier) in specifiers.enumerated().reversed() {
            var value = sample(for: specifier, at: index)
            if index == isolated { value = "\u{2068}" + value + "\u{2069}" }
            units.replaceSubrange(specifier.offset..<(specifier.offset + specifier.token.utf16.count), with: Array(value.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func display(_ text: String, _ specifiers: [FormatSpecifier], isolating isolated: Int?) -> String {
        ICU.bidiLayout(substitute(text, specifiers, isolating: isolated), defaultRightToLeft: true).visualText
    }
}
