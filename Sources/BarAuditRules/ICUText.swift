import BarAuditModel
import CICUBridge

/// Text facts from ICU: direction, digits, bidi reordering and display width.
extension ICU {
    /// Unicode bidi classes, grouped as BarAudit's checks need them.
    public enum BidiClass: Sendable, Equatable {
        /// L
        case leftToRight
        /// R and AL
        case rightToLeft
        /// EN
        case europeanNumber
        /// AN
        case arabicNumber
        /// ES and ET: signs that attach to numbers ("+", "-", "%", "$").
        case numberSign
        /// Everything else: white space, punctuation (CS separators such as "/" and ":" included), marks, controls.
        case neutral
    }

    private static let rightToLeft = LocaleCache<Bool>()
    private static let pluralData = LocaleCache<Bool>()
    private static let zeroDigits = LocaleCache<Unicode.Scalar?>()

    private static let likelyScripts = LocaleCache<String?>()

    /// Scripts of languages apps ship that ICU 72's likely subtags lack (it answers "azb" unchanged), from
    /// the languages' ISO 639-3 / Ethnologue entries and CLDR's later likelySubtags where they were added:
    /// South Azerbaijani is written in Arabic script in Iran, Kurmanji Kurdish in Latin, Guambiano and
    /// Páez (Nasa Yuwe) in Latin. A language in neither has an unknown script and direction, and the
    /// rules that depend on them do not judge it.
    static let scriptsICULacks = ["azb": "Arab", "kmr": "Latn", "gum": "Latn", "pbb": "Latn"]
    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]

    /// The script a locale is written in by ICU's likely subtags ("Latn", "Arab", "Cyrl"), else by
    /// `scriptsICULacks`; nil when neither knows the language (then its direction is unknown too).
    public static func likelyScript(_ locale: String) -> String? {
        likelyScripts.value(for: locale) {
            var buffer = [CChar](repeating: 0, count: 16)
            let length = baraudit_likely_script(locale, &buffer, Int32(buffer.count))
            guard length > 0 else {
                let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
                return scriptsICULacks[language]
            }
            return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Whether the locale is written right to left: ICU's answer where it knows the script, else the
    /// direction of the script `scriptsICULacks` gives (South Azerbaijani "azb" is right to left).
    public static func isRightToLeft(_ locale: String) -> Bool {
        rightToLeft.value(for: locale) {
            if baraudit_is_right_to_left(locale) == 1 { return true }
            var buffer = [CChar](repeating: 0, count: 16)
            guard baraudit_likely_script(locale, &buffer, Int32(buffer.count)) <= 0, let script = likelyScript(locale) else { return false }
            return rightToLeftScripts.contains(script)
        }
    }

    public static func hasPluralData(_ locale: String) -> Bool {
        pluralData.value(for: locale) { baraudit_plural_has_data(locale) == 1 }
    }

    /// The zero digit of the locale's default numbering system (ICU 72: U+0660 for "ar").
    public static func zeroDigit(_ locale: String) -> Unicode.Scalar? {
        zeroDigits.value(for: locale) {
            let value = baraudit_zero_digit(locale)
            return value > 0 ? Unicode.Scalar(UInt32(value)) : nil
        }
    }

    /// An integer as the locale's decimal number formatter writes it (ICU 72's UNUM_DECIMAL, which is
    /// what CFNumberFormatter's decimal style opens): the locale's digits and grouping, "1,234" in English,
    /// "1.234" in German, "١٬٢٣٤" in Arabic, "1,23,456" in Hindi; with `primaryGroupingOnly`, groups all of
    /// the primary size, as java.util.Formatter's `,` flag makes them (Hindi "123,456"). Nil when ICU
    /// cannot format it.
    public static func decimalText(of value: Int, locale: String, primaryGroupingOnly: Bool = false) -> String? {
        var buffer = [UInt16](repeating: 0, count: 64)
        let length = baraudit_format_decimal(locale, Int64(value), primaryGroupingOnly ? 1 : 0, &buffer, Int32(buffer.count))
        return length > 0 ? String(decoding: buffer.prefix(Int(length)), as: UTF16.self) : nil
    }

    /// The bidi class of each Unicode scalar of the text.
    public static func bidiClasses(_ text: String) -> [BidiClass] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var classes = [UInt8](repeating: 0, count: units.count)
        _ = baraudit_bidi_classes(units, Int32(units.count), &classes)
        var result: [BidiClass] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let bidiClass: BidiClass = switch classes[offset] {
            case 0: .leftToRight
            case 1, 13: .rightToLeft
            case 2: .europeanNumber
            case 5: .arabicNumber
            case 3, 4: .numberSign
            default: .neutral
            }
            result.append(bidiClass)
            offset += scalar.utf16.count
        }
        return result
    }

    /// A paragraph laid out for display: the visual text and, for each visual position, the logical
    /// UTF-16 index it shows. The direction comes from the first strong character, else `defaultRightToLeft`.
    public struct BidiLayout: Sendable {
        public var logical: [UInt16]
        public var visual: [UInt16]
        public var visualToLogical: [Int]
        public var isRightToLeft: Bool

        /// The visual text without bidi control characters.
        public var visualText: String {
            String(decoding: visual.filter { !ICU.isBidiControl($0) }, as: UTF16.self)
        }

        /// How the logical UTF-16 range shows on screen, left to right.
        public func displayed(_ range: Range<Int>) -> String {
            String(decoding: zip(visual, visualToLogical).filter { range.contains($0.1) && !ICU.isBidiControl($0.0) }.map(\.0), as: UTF16.self)
        }
    }

    public static func bidiLayout(_ text: String, defaultRightToLeft: Bool) -> BidiLayout {
        let units = Array(text.utf16)
        var visual = [UInt16](repeating: 0, count: units.count + 1)
        var map = [Int32](repeating: 0, count: units.count + 1)
        var level: Int32 = defaultRightToLeft ? 1 : 0
        let length = units.isEmpty ? 0 : baraudit_bidi_visual(units, Int32(units.count), defaultRightToLeft ? 1 : 0, &visual, Int32(visual.count), &map, &level)
        guard length == units.count else {
            return BidiLayout(logical: units, visual: units, visualToLogical: Array(units.indices), isRightToLeft: defaultRightToLeft)
        }
        return BidiLayout(logical: units, visual: Array(visual.prefix(units.count)), visualToLogical: map.prefix(units.count).map(Int.init),
                          isRightToLeft: level == 1)
    }

    /// The embedding level ICU resolves for each UTF-16 unit (even: left to right, odd: right to left),
    /// the paragraph direction chosen as in `bidiLayout`; empty when ICU fails.
    public static func bidiLevels(_ text: String, defaultRightToLeft: Bool) -> [UInt8] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var levels = [UInt8](repeating: 0, count: units.count)
        var paragraph: Int32 = 0
        guard baraudit_bidi_levels(units, Int32(units.count), defaultRightToLeft ? 1 : 0, &levels, &paragraph) == 0 else { return [] }
        return levels
    }

    /// The explicit directional formatting characters (embeddings, overrides, isolates, PDF, PDI).
    static func isBidiControl(_ unit: UInt16) -> Bool {
        (0x202A...0x202E).contains(unit) || (0x2066...0x2069).contains(unit)
    }

    /// Grapheme clusters of the text (ICU character break) and how many of them are East Asian wide.
    public static func measure(_ text: String) -> (clusters: Int, wide: Int) {
        // Printable ASCII is one narrow cluster per byte, as ICU would find it; most titles are, and
        // this runs for every title on every device and locale.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return (text.utf8.count, 0) }
        if let clusters = clustersOfSimpleLetters(text) { return (clusters, 0) }
        return measureWithICU(text)
    }

    /// The clusters of a text all of whose scalars are letters, digits, punctuation and symbols of the Latin,
    /// Greek, Cyrillic, Hebrew and Arabic blocks that ICU counts one cluster each and none wide (no mark,
    /// format character, control, prepended or wide scalar: between two of these ICU's character breaks always
    /// fall); nil for any other text. Titles of those scripts were most of the texts ICU was asked about.
    /// `RuleHotPathTests.simpleLetterClustersAreICUs` holds the ranges against ICU.
    static func clustersOfSimpleLetters(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5F4, 0x620...0x64A,
                 0x660...0x66F, 0x671...0x6D5: count += 1
            default: return nil
            }
        }
        return count
    }

    /// `measure(_:)` as ICU's character break iterator and East Asian widths find it.
    static func measureWithICU(_ text: String) -> (clusters: Int, wide: Int) {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return (0, 0) }
        var clusters: Int32 = 0, wide: Int32 = 0
        guard baraudit_text_measure(units, Int32(units.count), &clusters, &wide) == 0 else { return (text.count, 0) }
        return (Int(clusters), Int(wide))
    }
}
