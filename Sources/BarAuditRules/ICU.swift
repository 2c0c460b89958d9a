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
