import BarAuditModel

/// In a right-to-left paragraph, runs of numbers and neutral characters are laid out by the bidi
/// algorithm, not as typed: "99+" shows as "+99", "4 / 7" as "7 / 4", a leading "-5" as "5-". The rule
/// fills placeholders with sample values, lays the string out with ICU (direction from the first strong
/// character, as UIKit labels do), and reports left-to-right runs that show in another order. "Inbox (3)"
/// stays as it is: its first strong character makes the paragraph left to right, and bracket pairs
/// keep their content.
struct BidiDisplayReorder: Rule {
    let id = "bidi-display-reorder"
    let checksPseudoLocales = true
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.locale.map(ICU.isRightToLeft) ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let sample = BidiUnisolatedPlaceholder.substitute(shown.string, FormatSpecifier.parse(shown.string, syntax: FormatSyntax(context.bar.platform)), isolating: nil)
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
    /// at least two characters long, trimmed of what is not part of the run:
    /// - neutral characters at both ends (sentence punctuation takes the paragraph's direction, which is correct);
    /// - a sign glued to a right-to-left letter on the outside (the hyphen of Hebrew "ב-5", "in 5", joins
    ///   the prefix to the number: it is not a minus sign);
    /// - a sign separated from the run by a space ("5 ₪": the currency is a word of its own, placed by the
    ///   paragraph's direction as the reader expects).
    /// Text inside an isolate (LRI, RLI, FSI … PDI) is laid out on its own — isolating is the fix this
    /// rule suggests — so isolates end runs and their content is not examined.
    static func leftToRightRuns(_ text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        let classes = ICU.bidiClasses(text)
        var offsets = [0]
        for scalar in scalars { offsets.append(offsets.last! + scalar.utf16.count) }
        let isolated = isolatedScalars(scalars)
        func breaksRun(_ index: Int) -> Bool { classes[index] == .rightToLeft || isolated[index] }
        func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
        var runs: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard !breaksRun(index) else { index += 1; continue }
            var end = index
            while end < scalars.count, !breaksRun(end) { end += 1 }
            var start = index, stop = end
            var trimmed = true
            while trimmed, start < stop {
                trimmed = false
                if classes[start] == .neutral {
                    start += 1; trimmed = true
                } else if classes[start] == .numberSign,
                          (start > 0 && classes[start - 1] == .rightToLeft) || (start + 1 < stop && isSpace(start + 1)) {
                    start += 1; trimmed = true
                }
                guard start < stop else { break }
                if classes[stop - 1] == .neutral {
                    stop -= 1; trimmed = true
                } else if classes[stop - 1] == .numberSign,
                          (stop < scalars.count && classes[stop] == .rightToLeft) || (stop - 2 >= start && isSpace(stop - 2)) {
                    stop -= 1; trimmed = true
                }
            }
            let strong = classes[start..<stop].contains { $0 == .leftToRight || $0 == .europeanNumber || $0 == .arabicNumber }
            if stop - start >= 2, strong {
                runs.append(offsets[start]..<offsets[stop])
            }
            index = end
        }
        return runs
    }

    /// Which scalars are isolate controls or inside an isolate (nesting counted; an isolate without its
    /// PDI runs to the end of the paragraph, as UAX #9 says).
    static func isolatedScalars(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var depth = 0
        return scalars.map { scalar in
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068:
                depth += 1
                return true
            case 0x2069:
                depth = max(0, depth - 1)
                return true
            default:
                return depth > 0
            }
        }
    }
}
