/// A change of letter case the app makes to a string before showing it: Kotlin's `uppercase()`, `capitalize()`,
/// `replaceFirstChar { it.titlecase() }`… applied to a string resource (Leafy's tabs are `stringResource(labelRes)
/// .capitalize()` of the resources "home", "plants"…: users see "Home"). The `InLocale` forms follow the phone's
/// language (`Locale.getDefault()`, which Kotlin's `capitalize()` and the deprecated `toUpperCase()` use), the others
/// Unicode's rules for no language (`Locale.ROOT`, which `uppercase()` and `Char.titlecase()` use). A definition writes it
/// as an item's `titleCase`, by these names.
public enum CaseMapping: String, Hashable, Sendable, CaseIterable {
    case upper, upperInLocale, lower, lowerInLocale
    /// The first character only (`replaceFirstChar { it.uppercase() }`).
    case firstUpper, firstUpperInLocale
    /// The first character's titlecase (`replaceFirstChar { it.titlecase() }`, `capitalize()`): its uppercase but for
    /// digraphs and ligatures (`ǆ` → `ǅ`, `ß` → `Ss`), as Unicode's titlecase mapping, which Kotlin's `Char.titlecase()` follows.
    /// Forms that change only a lowercase first letter (`if (it.isLowerCase()) it.titlecase() else …`) are these too:
    /// they differ only for a first letter that is an uppercase digraph.
    case firstTitle, firstTitleInLocale

    /// `text` as a phone in `locale` (a BCP 47 tag, `pt-BR`) shows it.
    public func apply(to text: String, locale: String) -> String {
        let language: Language
        switch self {
        case .upperInLocale, .lowerInLocale, .firstUpperInLocale, .firstTitleInLocale: language = Language(locale)
        case .upper, .lower, .firstUpper, .firstTitle: language = .other
        }
        switch self {
        case .upper, .upperInLocale: return Self.uppercased(text, language)
        case .lower, .lowerInLocale: return Self.lowercased(text, language)
        case .firstUpper, .firstUpperInLocale, .firstTitle, .firstTitleInLocale:
            guard let first = text.unicodeScalars.first else { return text }
            let rest = String(text.unicodeScalars.dropFirst())
            // Turkish and Azerbaijani `i` → `İ` in upper- and titlecase alike (Java's `toUpperCase(Locale)`).
            if first == "i", language == .dotted { return "İ" + rest }
            if self == .firstUpper || self == .firstUpperInLocale { return String(first).uppercased() + rest }
            return first.properties.titlecaseMapping + rest
        }
    }

    /// The languages whose case rules differ from Unicode's default ones (SpecialCasing.txt's conditional mappings,
    /// which Java's `String.toUpperCase(Locale)` and `toLowerCase(Locale)` apply).
    private enum Language {
        /// Turkish and Azerbaijani: `i` ↔ `İ`, `ı` ↔ `I`.
        case dotted
        /// Lithuanian: a combining dot above kept on a soft-dotted `i` or `j` is dropped in uppercase.
        case lithuanian
        case other

        init(_ locale: String) {
            let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).map { $0.lowercased() }
            // Android's `b+tr` folders name the language after `b`.
            let language = subtags.first == "b" ? subtags.dropFirst().first : subtags.first
            switch language {
            case "tr", "az": self = .dotted
            case "lt": self = .lithuanian
            default: self = .other
            }
        }
    }

    private static func uppercased(_ text: String, _ language: Language) -> String {
        switch language {
        case .dotted:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "i" ? "İ" : $0 })).uppercased()
        case .lithuanian:
            var kept = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar == "\u{0307}", let last = kept.last, ["i", "j", "\u{012F}"].contains(last) { continue }
                kept.append(scalar)
            }
            return String(kept).uppercased()
        case .other:
            return text.uppercased()
        }
    }

    /// Lithuanian's lowercase adds a dot above to `I` and `J` before accents (`Ì` → `i̇̀`): not made here, so such a
    /// title is measured a dot narrower.
    private static func lowercased(_ text: String, _ language: Language) -> String {
        guard language == .dotted else { return text.lowercased() }
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "İ": mapped.append("i")
            // `I` with a combining dot above is the dotted `i`.
            case "\u{0307}" where mapped.last == "ı": mapped.removeLast(); mapped.append("i")
            case "I": mapped.append("ı")
            default: mapped.append(scalar)
            }
        }
        return String(mapped).lowercased()
    }
}
