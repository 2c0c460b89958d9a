import BarAuditModel
import Synchronization

/// A user-visible string as a locale shows it. Not its table entry (`DefinitionFile.entry(for:locale:)`): a copy
/// of the entry in each resolution was 72 of its 96 bytes, in every item's texts of every locale, and retained
/// its four strings on every copy.
public struct ResolvedText: Sendable, Hashable {
    public var text: String
    /// The locale's string table lacks the key; `text` is what the platform shows instead (iOS shows
    /// the key's default value — a storyboard's base text — or else the key itself; Material follows
    /// Android and falls back to the source locale).
    public var isMissing: Bool
    /// The plural form that was chosen, when the entry has plural variants.
    public var pluralCategory: PluralCategory?
}

extension DefinitionFile {
    /// The text a locale shows for a literal or key; plural entries choose the form `count` selects
    /// (the `other` form without a count, or when the chosen form is absent, as iOS does) and have their
    /// numeric format specifiers replaced by the count.
    public func resolve(_ text: Text, in bar: Bar, locale: String, count: Int? = nil) -> ResolvedText {
        var resolved = resolvedAsWritten(text, in: bar, locale: locale, count: count)
        // The app's change of case follows the phone's language, also where the source locale's text stands in.
        if let mapping = text.caseMapping { resolved.text = mapping.apply(to: resolved.text, locale: locale) }
        return resolved
    }

    private func resolvedAsWritten(_ text: Text, in bar: Bar, locale: String, count: Int?) -> ResolvedText {
        switch text.source {
        case .literal(let value):
            return ResolvedText(text: value, isMissing: false)
        case .key(let key):
            guard let entry = strings[locale]?.entries[key] else {
                if bar.platform == .material, locale != bar.sourceLocale, strings[bar.sourceLocale]?.entries[key] != nil {
                    var fallback = resolvedAsWritten(text, in: bar, locale: bar.sourceLocale, count: count)
                    fallback.isMissing = true
                    return fallback
                }
                return ResolvedText(text: text.defaultValue ?? key, isMissing: true)
            }
            switch entry.content {
            case .text(let value):
                return ResolvedText(text: count.map { FormatSpecifier.substitute($0, in: value, syntax: FormatSyntax(bar.platform), locale: locale) } ?? value, isMissing: false)
            case .plural(let variants):
                let wanted = count.flatMap { PluralRules.forLocale(locale)?.category(for: Double($0)) } ?? .other
                guard let variant = variants.first(where: { $0.category == wanted }) ?? variants.first(where: { $0.category == .other }) ?? variants.first else {
                    return ResolvedText(text: "", isMissing: false)
                }
                let value = count.map { FormatSpecifier.substitute($0, in: variant.text, syntax: FormatSyntax(bar.platform), locale: locale) } ?? variant.text
                return ResolvedText(text: value, isMissing: false, pluralCategory: variant.category)
            }
        }
    }
}

/// Whose formatter reads a localised string's specifiers, which decides what a specifier is.
public enum FormatSyntax: Sendable, Hashable {
    /// iOS: Foundation's `String(format:)` — C `printf` plus `%@`: flags, a width and precision that may
    /// be `*` (read from an argument), length modifiers (`%ld`, `%lld`, `%zu`).
    case foundation
    /// Android: `java.util.Formatter` — no length modifiers and no `*`; the flags `,` and `(`, `%<s`
    /// (the previous argument again), `%b` `%h` `%tY` (boolean, hash code, date), and `%n` (a line
    /// break, no argument).
    case java

    public init(_ platform: Platform) {
        self = platform == .ios ? .foundation : .java
    }
}

/// A format specifier in a localised string: printf style (`%d`, `%1$@`, `%lld`, `%*d`) or Java
/// Formatter style (`%1$s`, `%,d`, `%tY`), or a named or numbered placeholder (`{count}`, `{0}`).
public struct FormatSpecifier: Hashable, Sendable {
    /// The text as written (`%1$d`).
    public var token: String
    /// The conversion (`d`, `@`, `s`, `t` for every date and time conversion…), or the placeholder name (`count`).
    public var conversion: String
    /// The argument it formats, when the text says which: `1` in `%1$d`, or the argument `%<s` repeats.
    public var position: Int?
    /// The `*` width and precision (Foundation): each reads an integer argument before the value's —
    /// its explicit position (`%1$*2$d`), or nil for the next argument in order.
    public var widthArguments: [Int?] = []
    public var isPlaceholder: Bool
    /// UTF-16 offset of the token, for reordering checks.
    public var offset: Int

    /// Foundation's `%n`: it reads an argument and prints nothing.
    public var printsNothing: Bool { !isPlaceholder && conversion == "n" }

    public var isInteger: Bool {
        isPlaceholder || ["d", "i", "u", "D", "U", "x", "X", "o", "O"].contains(conversion)
    }

    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]
    /// No `'`: CFString (`__CFParseFormatSpec`) reads it as no flag and ends the specifier there, so
    /// `%'d` reads no argument and shows as written.
    private static let foundationFlags: Set<Character> = ["-", "+", "0", "#"]
    /// `%n` too: CFString reads an argument for it (a pointer it no longer writes to) and prints nothing,
    /// so a `%n` copied from an Android string into an iOS one moves every argument after it.
    private static let foundationConversions: Set<Character> = ["d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "p", "a", "A", "@", "n"]
    private static let javaFlags: Set<Character> = ["-", "+", "0", "#", ",", "("]
    private static let javaConversions: Set<Character> = ["b", "B", "h", "H", "s", "S", "c", "C", "d", "o", "x", "X", "e", "E", "f", "g", "G", "a", "A"]
    /// What follows `%t` or `%T`: the date and time conversions of java.util.Formatter.
    private static let javaDateSuffixes: Set<Character> = Set("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc")

    /// The specifiers of a text, in order. `%%` is a literal percent sign; so is a `%` that starts no
    /// specifier of the syntax ("50% off", "100%").
    public static func parse(_ text: String, syntax: FormatSyntax) -> [FormatSpecifier] {
        guard mayContainSpecifiers(text) else { return [] }
        // Several rules read the same translation's specifiers, in every locale of every bar: each text
        // is parsed once. Only short texts with few specifiers are kept, and the table is emptied when
        // full, so that it holds a few megabytes at most, whatever the run reads.
        guard text.utf8.count <= parsedTextLimit else { return parseUncached(text, syntax: syntax) }
        let key = ParsedText(text: text, syntax: syntax)
        if let parsed = parsed.withLock({ $0[key] }) { return parsed }
        let specifiers = parseUncached(text, syntax: syntax)
        guard specifiers.count <= parsedSpecifierLimit else { return specifiers }
        parsed.withLock { table in
            if table.count >= parsedLimit { table.removeAll(keepingCapacity: true) }
            table[key] = specifiers
        }
        return specifiers
    }

    private struct ParsedText: Hashable {
        var text: String
        var syntax: FormatSyntax
    }

    private static let parsed = Mutex<[ParsedText: [FormatSpecifier]]>([:])
    private static let parsedLimit = 8_192
    private static let parsedTextLimit = 1_024
    private static let parsedSpecifierLimit = 16

    private static func parseUncached(_ text: String, syntax: FormatSyntax) -> [FormatSpecifier] {
        var specifiers: [FormatSpecifier] = []
        let characters = Array(text)
        var utf16Offsets: [Int] = []
        utf16Offsets.reserveCapacity(characters.count)
        var running = 0
        for character in characters {
            utf16Offsets.append(running)
            running += character.utf16.count
        }
        func isDigit(_ index: Int) -> Bool { index < characters.count && characters[index].isASCII && characters[index].isNumber }
        func number(from index: inout Int) -> Int? {
            var digits = ""
            while isDigit(index), digits.count < 9 { digits.append(characters[index]); index += 1 }
            return digits.isEmpty ? nil : Int(digits)
        }
        /// A Foundation `*` or `*m$` at `index`: nil when there is none; its position (or nil) otherwise.
        func star(at index: inout Int) -> Int?? {
            guard syntax == .foundation, index < characters.count, characters[index] == "*" else { return nil }
            var after = index + 1
            if let position = number(from: &after), after < characters.count, characters[after] == "$" {
                index = after + 1
                return .some(position)
            }
            index += 1
            return .some(nil)
        }
        // The argument the last specifier read, which `%<s` reads again; the next one in order.
        var lastArgument: Int?
        var ordinal = 0
        var index = 0
        while index < characters.count {
            let start = index
            if characters[index] == "%" {
                index += 1
                guard index < characters.count else { break }
                if characters[index] == "%" || (syntax == .java && characters[index] == "n") { index += 1; continue }
                var position: Int?
                var repeatsLast = false
                var afterNumber = index
                if let explicit = number(from: &afterNumber), afterNumber < characters.count, characters[afterNumber] == "$", explicit > 0 {
                    position = explicit
                    index = afterNumber + 1
                }
                // Java's `<` is a flag, read wherever the flags are (`%<s`, `%1$<s`, `%,<d`), and it
                // wins over an explicit position: `%2$<f` formats the previous argument, not the second.
                let flags = syntax == .foundation ? foundationFlags : javaFlags
                while index < characters.count, flags.contains(characters[index]) || (syntax == .java && characters[index] == "<") {
                    if characters[index] == "<" { repeatsLast = true }
                    index += 1
                }
                // No space flag: "50% off" would be the conversion "% o" (space flag, octal) and French
                // "50 % de remise" "% d"; nobody writes a space-flagged specifier in an app's text, and
                // reading one into "50 %" found format mismatches and counts in ordinary sentences.
                var widthArguments: [Int?] = []
                if let width = star(at: &index) { widthArguments.append(width) } else { _ = number(from: &index) }
                if index < characters.count, characters[index] == "." {
                    index += 1
                    if let precision = star(at: &index) { widthArguments.append(precision) } else { _ = number(from: &index) }
                }
                let conversion: String
                if syntax == .java {
                    guard index < characters.count else { continue }
                    if characters[index] == "t" || characters[index] == "T" {
                        guard index + 1 < characters.count, javaDateSuffixes.contains(characters[index + 1]) else { continue }
                        conversion = "t"
                        index += 2
                    } else {
                        guard javaConversions.contains(characters[index]) else { continue }
                        conversion = String(characters[index])
                        index += 1
                    }
                } else {
                    while index < characters.count, lengthModifiers.contains(characters[index]) { index += 1 }
                    guard index < characters.count, foundationConversions.contains(characters[index]) else { continue }
                    conversion = String(characters[index])
                    index += 1
                }
                if repeatsLast {
                    // `%<s` with nothing before it throws MissingFormatArgumentException: not an argument of its own.
                    guard let lastArgument else { continue }
                    position = lastArgument
                }
                for width in widthArguments where width == nil { ordinal += 1 }
                if position == nil { ordinal += 1 }
                lastArgument = position ?? ordinal
                specifiers.append(FormatSpecifier(
                    token: String(characters[start..<index]), conversion: conversion,
                    position: position, widthArguments: widthArguments, isPlaceholder: false, offset: utf16Offsets[start]))
            } else if characters[index] == "{" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                if end < characters.count, characters[end] == "}", end > index + 1 {
                    let name = String(characters[(index + 1)..<end])
                    specifiers.append(FormatSpecifier(
                        token: String(characters[index...end]), conversion: name, position: Int(name),
                        isPlaceholder: true, offset: utf16Offsets[start]))
                    index = end + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return specifiers
    }

    /// Replaces the count-like specifiers (integers, `%@`, placeholders) with a number, as the app does
    /// when it formats the string with the badge count.
    /// With a locale, a decimal integer conversion (`%d %i %u`, Foundation's `%D %U`) is written in the
    /// digits of the locale's default numbering system, as the platforms format a count: java.util.Formatter
    /// replaces each digit relative to the locale's zero digit (Android's `getQuantityString` formats with
    /// the configuration's locale), and CFString formats it with the locale's decimal number formatter when
    /// it is given one (`localizedStringWithFormat`, `String(localized:)`, a `.stringsdict` plural), so
    /// Arabic shows "١٢", Persian "۱۲", Bengali "১২", Hindi and Thai "12". That formatter also groups
    /// (`__CFStringFormatLocalizedNumber` opens a decimal-style CFNumberFormatter): iOS shows 1234 as
    /// "1,234", "1.234" or "١٬٢٣٤", while java.util.Formatter groups only with the `,` flag, and then in
    /// groups of the locale's primary size alone (Hindi "123,456" where iOS shows "1,23,456"). Hexadecimal
    /// and octal conversions, objects and placeholders keep Latin digits.
    public static func substitute(_ count: Int, in text: String, syntax: FormatSyntax, locale: String? = nil) -> String {
        filling(text, syntax: syntax) { specifier in
            guard specifier.isInteger || specifier.conversion == "@" else { return specifier.printsNothing ? "" : nil }
            guard let locale, !specifier.isPlaceholder, decimalConversions.contains(specifier.conversion) else { return String(count) }
            return localizedCount(count, specifier: specifier, syntax: syntax, locale: locale)
        }
    }

    private static func localizedCount(_ count: Int, specifier: FormatSpecifier, syntax: FormatSyntax, locale: String) -> String {
        // No locale groups fewer than four digits: below 1,000 the digits alone are what the formatter
        // writes, without opening an ICU formatter for each count (a bar of 100,000 badges resolves
        // hundreds of thousands of them).
        guard count.magnitude >= 1000 else { return localizedDigits(of: count, locale: locale) }
        let grouped = switch syntax {
        case .foundation: ICU.decimalText(of: count, locale: locale)
        case .java: specifier.token.contains(",") ? ICU.decimalText(of: count, locale: locale, primaryGroupingOnly: true) : nil
        }
        return grouped ?? localizedDigits(of: count, locale: locale)
    }

    private static let decimalConversions: Set<String> = ["d", "i", "u", "D", "U"]

    /// A count in the digits of the locale's default numbering system (ICU's, as both platforms use it).
    public static func localizedDigits(of count: Int, locale: String) -> String {
        let latin = String(count)
        guard let zero = ICU.zeroDigit(locale), zero != "0" else { return latin }
        return String(String.UnicodeScalarView(latin.unicodeScalars.map { scalar in
            guard let digit = scalar.properties.numericType == .decimal && scalar.isASCII ? scalar.value - 0x30 : nil else { return scalar }
            return Unicode.Scalar(zero.value + digit) ?? scalar
        }))
    }

    /// The text with specifiers replaced by what `replacement` gives (nil keeps a specifier as written),
    /// and `%%` written as the `%` it stands for.
    public static func filling(_ text: String, syntax: FormatSyntax, _ replacement: (FormatSpecifier) -> String?) -> String {
        guard mayContainSpecifiers(text) else { return text }
        var result = ""
        // Walk forward from the previous specifier, so that the text is crossed once (offsets count
        // UTF-16 units, which a non-ASCII string cannot index directly).
        var rest = text.startIndex, restOffset = 0
        for specifier in parse(text, syntax: syntax) {
            guard let filled = replacement(specifier) else { continue }
            let start = text.utf16.index(rest, offsetBy: specifier.offset - restOffset)
            result += unescapingPercents(text[rest..<start]) + filled
            rest = text.utf16.index(start, offsetBy: specifier.token.utf16.count)
            restOffset = specifier.offset + specifier.token.utf16.count
        }
        return result + unescapingPercents(text[rest...])
    }

    /// Most strings have neither `%` nor `{`, and need no parsing.
    private static func mayContainSpecifiers(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") }
    }

    private static func unescapingPercents(_ run: Substring) -> String {
        guard run.utf8.contains(UInt8(ascii: "%")) else { return String(run) }
        var text = ""
        var afterPercent = false
        for character in run {
            if character == "%" && afterPercent {
                afterPercent = false
                continue
            }
            afterPercent = character == "%"
            text.append(character)
        }
        return text
    }
}

/// What a badge shows.
public enum BadgeKind: Hashable, Sendable {
    /// An empty badge: a dot.
    case dot
    /// A number ("8").
    case count(Int)
    /// A capped number ("99+"): the real count is larger than `cap`.
    case capped(Int)
    /// Words ("New").
    case text(String)
    /// Neither words nor a number ("!").
    case symbol(String)

    public init(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty {
            self = .dot
        } else if let number = Self.number(trimmed) {
            self = .count(number)
        } else if trimmed.hasSuffix("+"), let number = Self.number(String(trimmed.dropLast())) {
            self = .capped(number)
        } else if trimmed.contains(where: \.isLetter) {
            self = .text(trimmed)
        } else {
            self = .symbol(trimmed)
        }
    }

    /// The number a badge shows (its cap for capped badges).
    public var number: Int? {
        switch self {
        case .count(let number), .capped(let number): number
        default: nil
        }
    }

    /// Digits of any script ("٨" is 8), grouped or not: an app formats a large count with its locale's
    /// number formatter ("1,234", "1.234", "١٬٢٣٤", "1 234", Indian "1,23,456"), and the count is the same.
    static func number(_ text: String) -> Int? {
        // Decimal digits only: "万" and "௲" have whole-number values too (10000, 1000), and fifteen of
        // them would overflow. The digit groups are judged as they close, without a list of them.
        var value = 0, digits = 0
        var groupCount = 1, firstGroup = 0, group = 0, middleGroupsFit = true
        func closeGroup() -> Bool {
            // A separator stands between digit groups: never first, last or doubled.
            guard group > 0 else { return false }
            if groupCount == 1 { firstGroup = group } else if group != 2 && group != 3 { middleGroupsFit = false }
            groupCount += 1
            group = 0
            return true
        }
        func add(_ digit: Int) -> Bool {
            guard digits < 15 else { return false }
            value = value * 10 + digit
            digits += 1
            group += 1
            return true
        }
        // An ASCII text's characters are its bytes ("\r\n" is neither a digit nor a separator either way):
        // most badges are read without grapheme breaking or hashing characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "'"), UInt8(ascii: " "):
                    guard closeGroup() else { return nil }
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard add(Int(byte - UInt8(ascii: "0"))) else { return nil }
                default:
                    return nil
                }
            }
        } else {
            for character in text {
                if groupSeparators.contains(character) {
                    guard closeGroup() else { return nil }
                    continue
                }
                guard let digit = character.wholeNumberValue, (0...9).contains(digit), add(digit) else { return nil }
            }
        }
        if groupCount > 1 {
            // Groups of three after the first (of one to three), or Indian groups of two before the last three.
            guard (1...3).contains(firstGroup), group == 3, middleGroupsFit else { return nil }
        }
        return digits > 0 ? value : nil
    }

    /// Grouping separators of CLDR's number symbols: comma, full stop, Arabic thousands separator,
    /// apostrophes (de-CH), spaces (fr, no-break and narrow no-break).
    private static let groupSeparators: Set<Character> = [",", ".", "\u{066C}", "'", "\u{2019}", " ", "\u{00A0}", "\u{202F}"]
}
