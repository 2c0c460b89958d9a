import BarAuditModel

/// In a right-to-left paragraph, runs of numbers and neutral characters are laid out by the bidi
/// algorithm, not as typed: "99+" shows as "+99", "4 / 7" as "7 / 4", a leading "-5" as "5-". The rule
/// fills placeholders with sample values, lays the string out with ICU (direction from the first strong
/// character, as UIKit labels do), and reports left-to-right runs that show in another order. "Inbox (3)"
/// stays as it is: its first strong character makes the paragraph left to right, and bracket pairs
/// keep their content.
struct BidiDisplayReorder: Rule {
    let id = "bidi-display-reorder"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.locale.map(ICU.isRightToLeft) ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let sample = BidiUnisolatedPlaceholder.substitute(shown.string, FormatSpecifier.parse(shown.string), isolating: nil)
            let layout = ICU.bidiLayout(sample, defaultRightToLeft: true)
            guard layout.isRightToLeft else { return nil }
            let reordered = Self.leftToRightRuns(sample).compactMap { range -> String? in
                let logical = String(decoding: layout.logical[range], as: UTF16.self)
                let shownAs = layout.displayed(range)
                return shownAs == logical ? nil : "'\(logical)' shows as '\(shownAs)'"
            }
            guard !reordered.isEmpty else { return nil }
            return Violation(
                "\(shown.described) is displayed right to left, and \(reordered.joined(separator: ", "))",
                at: shown.location,
                fix: "isolate the run with LRI…PDI (U+2066…U+2069), or mark it with LRM (U+200E) so it keeps its order")
        }
    }

    /// UTF-16 ranges of maximal runs without right-to-left letters that hold a number or Latin letter,
    /// trimmed of neutral characters at both ends (sentence punctuation takes the paragraph's direction,
    /// which is correct), and at least two characters long.
    static func leftToRightRuns(_ text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        let classes = ICU.bidiClasses(text)
        var offsets = [0]
        for scalar in scalars { offsets.append(offsets.last! + scalar.utf16.count) }
        var runs: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard classes[index] != .rightToLeft else { index += 1; continue }
            var end = index
            while end < scalars.count, classes[end] != .rightToLeft { end += 1 }
            var start = index, stop = end
            while start < stop, classes[start] == .neutral { start += 1 }
            while stop > start, classes[stop - 1] == .neutral { stop -= 1 }
            let strong = classes[start..<stop].contains { $0 == .leftToRight || $0 == .europeanNumber || $0 == .arabicNumber }
            if stop - start >= 2, strong {
                runs.append(offsets[start]..<offsets[stop])
            }
            index = end
        }
        return runs
    }
}
