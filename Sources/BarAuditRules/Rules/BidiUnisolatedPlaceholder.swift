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
        specifier.printsNothing ? "" : specifier.isInteger ? String(12 + 22 * index) : (index == 0 ? latinSample : "Bo \(index + 2)")
    }

    func applies(to context: RuleContext) -> Bool { context.locale.map(ICU.isRightToLeft) ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let specifiers = FormatSpecifier.parse(shown.string, syntax: FormatSyntax(context.bar.platform))
            let isolated = Self.isolated(specifiers, in: shown.string)
            // The display without isolation is laid out only for a text with a placeholder to judge (most have none).
            guard specifiers.indices.contains(where: { !isolated[$0] && !specifiers[$0].printsNothing }),
                  !Self.laysOutInLogicalOrder(shown.string, specifiers) else { return nil }
            let plain = Self.display(shown.string, specifiers, isolating: nil)
            let needing = specifiers.enumerated().filter { index, _ in
                !isolated[index] && !specifiers[index].printsNothing && plain != Self.display(shown.string, specifiers, isolating: index)
            }.map(\.element.token)
            guard !needing.isEmpty else { return nil }
            let list = needing.map { "'\($0)'" }.joined(separator: ", ")
            return Violation(
                "\(shown.described): \(list) \(needing.count == 1 ? "is" : "are") not isolated; a Latin value such as '\(Self.latinSample)' or a number reorders the text around \(needing.count == 1 ? "it" : "them")",
                at: shown.location,
                fix: "wrap each placeholder in FSI…PDI (U+2068 %@ U+2069), or insert the value with String.localizedStringWithFormat isolation")
        }
    }

    /// Whether each specifier is already inside FSI/LRI/RLI … PDI (the last opener before it is not
    /// closed yet), found in one pass over the text.
    static func isolated(_ specifiers: [FormatSpecifier], in text: String) -> [Bool] {
        var result: [Bool] = []
        var open = false
        var offset = 0
        var units = text.utf16.makeIterator()
        for specifier in specifiers {
            while offset < specifier.offset, let unit = units.next() {
                if unit == 0x2066 || unit == 0x2067 || unit == 0x2068 { open = true } else if unit == 0x2069 { open = false }
                offset += 1
            }
            result.append(open)
        }
        return result
    }

    /// Whether the text shows in logical order with every placeholder filled, isolated or not, so that there is
    /// nothing to lay out: its scalars are from U+0020 to below the Hebrew block (no right-to-left letter, Arabic
    /// digit, directional control or paragraph break) and it has a Latin letter outside its placeholders. Such a
    /// text is one left-to-right paragraph, whichever placeholder is isolated, and the samples are Latin letters
    /// and digits: every character resolves to left to right, and an isolate's content, at level 2, is reversed
    /// twice. Most texts of right-to-left locales in a corpus of untranslated strings are so; real translations
    /// are not, and are laid out. `RuleHotPathTests.textsInLogicalOrderLayOutSo` holds this against ICU.
    static func laysOutInLogicalOrder(_ text: String, _ specifiers: [FormatSpecifier]) -> Bool {
        guard text.unicodeScalars.allSatisfy({ (0x20..<0x590).contains($0.value) }) else { return false }
        var offset = 0
        var next = 0
        for unit in text.utf16 {
            while next < specifiers.count, offset >= specifiers[next].offset + specifiers[next].token.utf16.count { next += 1 }
            let inPlaceholder = next < specifiers.count && offset >= specifiers[next].offset
            if !inPlaceholder, (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) { return true }
            offset += 1
        }
        return false
    }

    static func substitute(_ text: String, _ specifiers: [FormatSpecifier], isolating isolated: Int?) -> String {
        let units = Array(text.utf16)
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var rest = 0
        for (index, specifier) in specifiers.enumerated() {
            var value = sample(for: specifier, at: index)
            if index == isolated { value = "\u{2068}" + value + "\u{2069}" }
            result += units[rest..<specifier.offset]
            result += value.utf16
            rest = specifier.offset + specifier.token.utf16.count
        }
        result += units[rest...]
        return String(decoding: result, as: UTF16.self)
    }

    static func display(_ text: String, _ specifiers: [FormatSpecifier], isolating isolated: Int?) -> String {
        ICU.bidiLayout(substitute(text, specifiers, isolating: isolated), defaultRightToLeft: true).visualText
    }
}
