import BarAuditModel
import CICUBridge
import Synchronization

/// The system ICU that every locale-aware rule uses (through the C bridge, never Foundation's ICU).
public enum ICU {
    public static let version: String = read(baraudit_icu_version)
    public static let cldrVersion: String = read(baraudit_cldr_version)

    private static func read(_ query: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        guard query(&buffer, Int32(buffer.count)) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The words of a text, as ICU's word break iterator for the locale finds them (dictionary-based
    /// for Chinese and Japanese, so "ホームタブ" gives "ホーム" and "タブ"); spaces and punctuation are left out.
    public static func words(in text: String, locale: String) -> [String] {
        simpleWords(in: text, locale: locale) ?? icuWords(in: text, locale: locale)
    }

    /// `words(in:locale:)` as ICU's word break iterator finds them.
    static func icuWords(in text: String, locale: String) -> [String] {
        guard !text.isEmpty else { return [] }
        // Read by ICU as UTF-8 where the string keeps it, each word decoded from its bytes: ICU breaks
        // between code points, so its byte offsets cut whole scalars. Asked for every label in every locale:
        // a UTF-16 copy of the text and the offsets found in it again were most of the cost.
        var text = text
        return text.withUTF8 { bytes -> [String] in
            guard let base = bytes.baseAddress, bytes.count < Int(Int32.max) / 2 else { return [] }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * bytes.count) { ranges -> [String] in
                let count = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    Int(baraudit_word_ranges(locale, $0, Int32(bytes.count), ranges.baseAddress!, Int32(ranges.count)))
                }
                guard count > 0 else { return [] }
                return (0..<count).map { word in
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(ranges[2 * word])..<Int(ranges[2 * word + 1])]), as: UTF8.self)
                }
            }
        }
    }

    /// The words of a text of letters, digits, punctuation and symbols up to U+07FF (Latin, Greek, Cyrillic,
    /// Armenian, Arabic…), as ICU's word break rules find them, found without an iterator (labels in every locale
    /// are mostly such texts, and opening ICU on each was most of their cost); nil when ICU must be asked: a text
    /// with a mark, a format character, a Hebrew letter, a space other than U+0020, any scalar from U+0800, a
    /// colon (a letter between words in Swedish and Finnish, a break elsewhere), or a POSIX locale (where a full
    /// stop breaks words).
    ///
    /// ICU's root rules (UAX #29, with `@` a letter) on these: letters, digits and connectors (`_`) run together;
    /// a MidLetter (`·`), full stop or apostrophe joins two letters, and a MidNum (`,`, `;`, `٬`), full stop or
    /// apostrophe two digits; a run is a word when it has a letter or digit, or more than one connector. The
    /// classes are ICU's (`baraudit_simple_word_class`); `RuleHotPathTests.simpleWordsAreICUs` holds the
    /// rules against ICU's iterator.
    static func simpleWords(in text: String, locale: String) -> [String]? {
        guard !isPOSIX(locale) else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            // Each scalar's class and first byte.
            var classes: [WordClass] = []
            var starts: [Int] = []
            classes.reserveCapacity(bytes.count)
            starts.reserveCapacity(bytes.count + 1)
            var offset = 0
            while offset < bytes.count {
                let lead = bytes[offset]
                let wordClass: WordClass?
                if lead < 0x80 {
                    wordClass = WordClass(ascii: lead)
                    starts.append(offset)
                    offset += 1
                } else if lead < 0xE0, offset + 1 < bytes.count {
                    wordClass = WordClass.ofScalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F))
                    starts.append(offset)
                    offset += 2
                } else {
                    wordClass = nil
                }
                guard let wordClass else { return nil }
                classes.append(wordClass)
            }
            starts.append(bytes.count)
            var words: [String] = []
            var index = 0
            while index < classes.count {
                guard classes[index].isInWord else { index += 1; continue }
                let start = index
                var connectors = 0, lettersAndDigits = 0
                while index < classes.count {
                    let next = classes[index]
                    if next.isInWord {
                        if next == .connector { connectors += 1 } else { lettersAndDigits += 1 }
                        index += 1
                    } else if index + 1 < classes.count, classes[index - 1] == classes[index + 1],
                              next.joins(classes[index - 1]) {
                        index += 2
                    } else {
                        break
                    }
                }
                if lettersAndDigits > 0 || connectors > 1 {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[start]..<starts[index]]), as: UTF8.self))
                }
            }
            return words
        } ?? nil
    }

    /// What a scalar is to ICU's word break rules, for the classes `simpleWords` reads.
    private enum WordClass: Int8 {
        case other = 0, letter, digit, connector, midLetter, midNum, midNumLet

        /// An ASCII byte's class; nil for a colon, whose class depends on the locale. Line ends break on both
        /// sides, as any other character here; a quotation mark joins only Hebrew letters, which are left to ICU.
        init?(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "@"): self = .letter
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            case UInt8(ascii: "_"): self = .connector
            case UInt8(ascii: "."), UInt8(ascii: "'"): self = .midNumLet
            case UInt8(ascii: ","), UInt8(ascii: ";"): self = .midNum
            case UInt8(ascii: ":"): return nil
            default: self = .other
            }
        }

        /// The class of a scalar from U+0080 to U+07FF, read from ICU once.
        static func ofScalar(_ value: UInt32) -> WordClass? {
            let index = Int(value) - 0x80
            guard index >= 0, index < twoByteClasses.count else { return nil }
            return WordClass(rawValue: twoByteClasses[index])
        }

        private static let twoByteClasses: [Int8] = (0x80..<0x800).map { Int8(clamping: baraudit_simple_word_class(Int32($0))) }

        /// Letters, digits and connectors: the characters that run together into words.
        var isInWord: Bool { self == .letter || self == .digit || self == .connector }

        /// Whether this character between two of `kind` keeps them one word ("I.B.M", "don't", "l·l", "3,5").
        func joins(_ kind: WordClass) -> Bool {
            switch (kind, self) {
            case (.letter, .midLetter), (.letter, .midNumLet), (.digit, .midNum), (.digit, .midNumLet): true
            default: false
            }
        }
    }

    /// Whether the locale names POSIX (`en-US-POSIX`, `-u-va-posix`), whose word rules differ on ASCII; any
    /// letter case.
    private static func isPOSIX(_ locale: String) -> Bool {
        // Matched byte by byte, letters folded: asked for every label, and a copy of the locale (or two arrays, for
        // the locales with a "p") per label was an allocation a text found without ICU otherwise does not make. No
        // letter of "posix" repeats its "p", so a mismatch starts again at the byte itself.
        var matched = 0
        for byte in locale.utf8 {
            let folded = byte | 0x20
            if folded == posixBytes[matched] {
                matched += 1
                if matched == posixBytes.count { return true }
            } else {
                matched = folded == posixBytes[0] ? 1 : 0
            }
        }
        return false
    }

    private static let posixBytes = Array("posix".utf8)

    /// A text cut at every place ICU's line break iterator for the locale may break it, as Android lays
    /// text out: "Tähekesega märgitud" gives "Tähekesega " and "märgitud" (each piece keeps the spaces
    /// after it). The pieces join to the text.
    public static func lineBreakPieces(of text: String, locale: String) -> [String] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: units.count)
        let count = Int(baraudit_line_breaks(locale, units, Int32(units.count), &offsets, Int32(offsets.count)))
        guard count > 0 else { return [text] }
        var pieces: [String] = []
        var start = 0
        for offset in offsets.prefix(count).map(Int.init) where offset > start {
            pieces.append(String(decoding: units[start..<offset], as: UTF16.self))
            start = offset
        }
        if start < units.count { pieces.append(String(decoding: units[start...], as: UTF16.self)) }
        return pieces
    }
}

/// A locale's cardinal plural rules from ICU, opened once per locale and shared.
public final class PluralRules: @unchecked Sendable {
    public let locale: String
    /// True when ICU has no plural data for the locale and answers with the root rules ("other" only).
    public let isFallback: Bool
    /// The categories the locale uses, in CLDR order.
    public let categories: [PluralCategory]
    private let handle: UnsafeMutableRawPointer

    /// Which numbers select a category: integers up to `sampledIntegers`, multiples of a million, fractions.
    public struct Reach: Sendable, Equatable {
        /// Integers from 0 to `PluralRules.sampledIntegers` that select the category, ascending.
        public var integers: [Int]
        /// Multiples of 1,000,000 (1e6, 2e6, 1e7) that select it.
        public var millions: [Int]
        /// Decimal fractions (1.5, 0.1…) that select it, as written.
        public var fractions: [String]

        /// Reached by some count an app shows on a badge (a whole number below a million).
        public var reachedByEverydayCounts: Bool { !integers.isEmpty }
    }

    public static let sampledIntegers = 1_000
    private static let sampledMillions = [1_000_000, 2_000_000, 10_000_000]
    private static let sampledFractions = ["0.5", "1.5", "2.5", "0.1", "1.1", "2.2", "5.5", "21.5", "100.5"]

    /// The category of each integer up to `sampledIntegers` asked for so far (badge counts, selected by ICU
    /// once). Filled on demand: selecting all of them when the rules opened was a third of a one-file
    /// audit of 34 locales, and most locales are only asked for a few counts.
    private let integerCategories = Mutex<[PluralCategory?]>(Array(repeating: nil, count: sampledIntegers + 1))
    private let sampledReach = Once<[PluralCategory: Reach]>()

    private static let cache = Mutex<[String: PluralRules]>([:])

    /// The rules for a locale; nil only if ICU cannot open any rules at all.
    public static func forLocale(_ locale: String) -> PluralRules? {
        if let cached = cache.withLock({ $0[locale] }) { return cached }
        var status: Int32 = 0
        guard let handle = baraudit_plural_open(locale, &status) else { return nil }
        let rules = PluralRules(locale: locale, handle: handle, isFallback: !ICU.hasPluralData(locale))
        return cache.withLock { cache in
            if let existing = cache[locale] { return existing }
            cache[locale] = rules
            return rules
        }
    }

    private init(locale: String, handle: UnsafeMutableRawPointer, isFallback: Bool) {
        self.locale = locale
        self.handle = handle
        self.isFallback = isFallback
        var buffer = [CChar](repeating: 0, count: 64)
        let length = baraudit_plural_keywords(handle, &buffer, Int32(buffer.count))
        let names = length > 0
            ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
            : []
        categories = names.compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    /// Which numbers select each category, sampled on first use (only a missing or numberless form asks).
    public var reach: [PluralCategory: Reach] {
        sampledReach.value {
            var reach = Dictionary(categories.map { ($0, Reach(integers: [], millions: [], fractions: [])) }, uniquingKeysWith: { first, _ in first })
            for integer in 0...Self.sampledIntegers {
                reach[category(for: Double(integer)), default: Reach(integers: [], millions: [], fractions: [])].integers.append(integer)
            }
            for million in Self.sampledMillions {
                reach[Self.select(handle, Double(million)), default: Reach(integers: [], millions: [], fractions: [])].millions.append(million)
            }
            for fraction in Self.sampledFractions {
                reach[Self.select(handle, Double(fraction)!), default: Reach(integers: [], millions: [], fractions: [])].fractions.append(fraction)
            }
            return reach
        }
    }

    deinit { baraudit_plural_close(handle) }

    /// The category a number selects.
    public func category(for number: Double) -> PluralCategory {
        guard number >= 0, number <= Double(Self.sampledIntegers), let integer = Int(exactly: number) else { return Self.select(handle, number) }
        return integerCategories.withLock { categories in
            if let known = categories[integer] { return known }
            let selected = Self.select(handle, number)
            categories[integer] = selected
            return selected
        }
    }

    private static func select(_ handle: UnsafeMutableRawPointer, _ number: Double) -> PluralCategory {
        // On the stack: opening a locale's rules selects a thousand and more numbers.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
            guard let start = buffer.baseAddress, baraudit_plural_select(handle, number, start, Int32(buffer.count)) > 0 else { return .other }
            return PluralCategory(rawValue: String(cString: start)) ?? .other
        }
    }
}
