import BarAuditModel

/// Pseudo-locales built from a bar's source strings, so that truncation and right-to-left problems show
/// before any translation exists (`baraudit audit --pseudo`), as Android's en-XA/ar-XB and Xcode's
/// pseudolanguages do:
/// - `en-XA`: every Latin letter accented, 40 % longer, in brackets so clipped ends show ("Settings" →
///   "[Šéţţîñĝš on]");
/// - `ar-XB`: every Latin letter replaced by an Arabic letter, so the string is right to left while its
///   numbers, punctuation and placeholders stay as written — what a real Arabic translation does to them.
/// Format specifiers and placeholders are kept. Only the rules about layout and display run on them
/// (`Rule.checksPseudoLocales`); they are never missing or untranslated.
public enum PseudoLocale {
    public static let accented = "en-XA"
    public static let rightToLeft = "ar-XB"
    public static let all = [accented, rightToLeft]

    public static func isPseudo(_ locale: String) -> Bool { all.contains(locale) }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ",
        "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ",
        "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// Latin letters to Arabic letters of similar sound (case is lost, as Arabic has none).
    static let arabic: [Character: String] = [
        "a": "ا", "b": "ب", "c": "ك", "d": "د", "e": "ي", "f": "ف", "g": "غ", "h": "ه", "i": "ي", "j": "ج", "k": "ك", "l": "ل", "m": "م",
        "n": "ن", "o": "و", "p": "ب", "q": "ق", "r": "ر", "s": "س", "t": "ت", "u": "و", "v": "ف", "w": "و", "x": "كس", "y": "ي", "z": "ز",
    ]

    /// What lengthens en-XA strings (Android's pseudo-localiser appends such words), cut to length.
    static let padding = " one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"

    /// The text in a pseudo-locale.
    public static func text(_ source: String, locale: String, syntax: FormatSyntax) -> String {
        guard !source.isEmpty else { return source }
        // Specifiers and placeholders stay as written: the app fills them.
        let kept = FormatSpecifier.parse(source, syntax: syntax).map { $0.offset..<($0.offset + $0.token.utf16.count) }
        var result = ""
        var offset = 0
        for character in source {
            let isKept = kept.contains { $0.contains(offset) }
            offset += character.utf16.count
            guard !isKept else { result.append(character); continue }
            switch locale {
            case accented: result.append(accents[character] ?? character)
            default: result += arabic[Character(character.lowercased())] ?? String(character)
            }
        }
        guard locale == accented else { return result }
        // 40 % longer, then bracketed; longer texts keep repeating the padding.
        let extra = Int((0.4 * Double(source.count)).rounded())
        let pad = String(String(repeating: padding, count: extra / padding.count + 1).prefix(extra))
        return "[" + result + pad + "]"
    }
}

extension DefinitionFile {
    /// Adds the pseudo-locales to every bar, with string tables built from each bar's source table;
    /// plural entries get every form the pseudo-locale's language uses.
    public mutating func addPseudoLocales() {
        for index in bars.indices {
            let source = bars[index].sourceLocale
            guard let sourceTable = strings[source] else {
                bars[index].locales += PseudoLocale.all.filter { !bars[index].locales.contains($0) }
                continue
            }
            for locale in PseudoLocale.all where !bars[index].locales.contains(locale) {
                bars[index].locales.append(locale)
                guard strings[locale] == nil else { continue }
                let categories = PluralRules.forLocale(locale)?.categories ?? [.other]
                // The table is shared by the file's bars; the first bar to need it says whose formatter fills it.
                let syntax = FormatSyntax(bars[index].platform)
                var entries: [String: LocalizedString] = [:]
                for (key, entry) in sourceTable.entries {
                    var pseudo = entry
                    switch entry.content {
                    case .text(let text):
                        pseudo.content = .text(PseudoLocale.text(text, locale: locale, syntax: syntax))
                    case .plural(let variants):
                        guard let fallback = variants.first(where: { $0.category == .other }) ?? variants.first else { continue }
                        pseudo.content = .plural(categories.map { category in
                            let variant = variants.first { $0.category == category } ?? fallback
                            return PluralVariant(categoryName: category.rawValue, text: PseudoLocale.text(variant.text, locale: locale, syntax: syntax), location: variant.location)
                        })
                    }
                    entries[key] = pseudo
                }
                strings[locale] = StringTable(locale: locale, location: sourceTable.location, entries: entries)
            }
        }
    }
}
