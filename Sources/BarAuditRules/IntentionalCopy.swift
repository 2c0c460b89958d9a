import BarAuditData
import BarAuditModel

/// Why a text that is the same in a translation as in the source language is meant to be: the tests
/// `l10n-string-untranslated` (and `bidi-direction-mismatch`, for Latin text in a right-to-left locale)
/// apply before calling a copy untranslated. On real apps most identical copies were correct: names,
/// loanwords such as German "Chat", acronyms.
public enum IntentionalCopy {
    public static let loanwordsPath = "Rules/data/loanwords.yml"

    /// Loanwords by lowercased word: the languages whose translation keeps the spelling ("*": all).
    static let loanwords: [String: Set<String>] = {
        guard let root = (try? EmbeddedData.document(loanwordsPath)) as? [String: Any], let words = root["words"] as? [String: [String]] else {
            fatalError("internal error: \(loanwordsPath) is unreadable")
        }
        return Dictionary(words.map { ($0.key.lowercased(), Set($0.value)) }, uniquingKeysWith: { $0.union($1) })
    }()

    /// English-based pidgins and creoles (`english-based-languages` in the loanword file): a text the
    /// same as an English source is their own word.
    static let englishBasedLanguages: Set<String> = {
        guard let root = (try? EmbeddedData.document(loanwordsPath)) as? [String: Any], let languages = root["english-based-languages"] as? [String] else {
            fatalError("internal error: \(loanwordsPath) has no english-based-languages")
        }
        return Set(languages)
    }()

    /// Whether `locale` writes in English words (an English-based pidgin) where the source is English.
    public static func sharesWords(locale: String, withSource sourceLocale: String) -> Bool {
        language(of: sourceLocale) == "en" && englishBasedLanguages.contains(language(of: locale))
    }

    /// Whether the text is correct unchanged in `locale`'s language: texts without letters (numbers,
    /// symbols, emoji), the curated loanwords, short Latin acronyms ("TV", "FAQ", "VPN", "4K") and single letters.
    public static func isCorrectUnchanged(_ text: String, locale: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.contains(where: \.isLetter) else { return true }
        // The loanword list decides for the words it has ("OK" is translated in right-to-left languages).
        if let languages = loanwords[trimmed.lowercased()] {
            // "*" words are kept in every language written in Latin letters; other scripts write even
            // "Bluetooth" in their own letters (Chinese 蓝牙) — where they keep it, the language is listed.
            let tag = locale.replacingOccurrences(of: "_", with: "-").lowercased()
            return languages.contains(language(of: locale)) || languages.contains { $0.contains("-") && (tag == $0.lowercased() || tag.hasPrefix($0.lowercased() + "-")) }
                || (languages.contains("*") && ICU.likelyScript(locale) == "Latn")
        }
        return isLatinAcronym(trimmed)
    }

    /// Whether a source text in Latin letters' place is written without any: the app's source table is then not in its
    /// source language, but in another script the translation's language writes (moneymanageMobile's Base storyboard is in
    /// Japanese, "ホーム", under Xcode's default development language "en"; its `ja` table copying it is Japanese, not English
    /// left untranslated). Only where the source language and the translation's are written in different scripts and the
    /// source's is Latin.
    public static func isInTheTranslationsScript(_ text: String, locale: String, sourceLocale: String) -> Bool {
        guard ICU.likelyScript(sourceLocale) == "Latn", let script = ICU.likelyScript(locale), script != "Latn" else { return false }
        var hasLetter = false
        for character in text where character.isLetter {
            hasLetter = true
            // Latin letters: ASCII, Latin-1 to Latin Extended-B, IPA, Latin Extended Additional, fullwidth.
            if character.unicodeScalars.contains(where: { scalar in
                let value = scalar.value
                return value < 0x80 || (0xC0...0x24F).contains(value) || (0x1E00...0x1EFF).contains(value) || (0xFF21...0xFF5A).contains(value)
            }) { return false }
        }
        return hasLetter
    }

    /// Whether the loanword list has the word: then the list, not how many translations keep it, decides
    /// (a known word such as "Bluetooth" is no name, even when nearly every translation keeps it).
    public static func isListedWord(_ text: String) -> Bool { loanwords[text.trimmingWhitespace().lowercased()] != nil }

    /// Up to five characters of capital Latin letters and digits, with at least one letter ("TV", "FAQ",
    /// "VPN", "4K", "A").
    static func isLatinAcronym(_ text: String) -> Bool {
        text.count <= 5 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            && text.unicodeScalars.contains { ("A"..."Z").contains($0) }
    }

    /// The language subtag ("pt" for "pt-BR", "zh" for "zh_Hant").
    public static func language(of locale: String) -> String {
        // Asked for every item and locale by the translation rules: a subtag of lowercase ASCII letters (as
        // nearly every locale writes its language) is cut from the bytes, without lowercasing a copy. The
        // separator ends a character when an ASCII byte follows it (a combining mark would join it).
        let bytes = locale.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? bytes.endIndex
        let separatorStandsAlone = end == bytes.endIndex || bytes.index(after: end) == bytes.endIndex || bytes[bytes.index(after: end)] < 0x80
        if separatorStandsAlone, bytes[..<end].allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
            return end == bytes.endIndex ? locale : String(locale[..<end])
        }
        return String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// The share of a bar's translated locales (other languages than the source's, holding the key)
    /// at which an identical copy is taken as a name: a string the same as the source in at least this
    /// share of at least `minimumTranslatedLocales` translations was kept on purpose (a brand, a product).
    static let nameShare = 0.8
    static let minimumTranslatedLocales = 3

    /// Whether a translation keeps a one-word English source text in its singular: Google I/O's
    /// "Codelabs" is "Codelab" in Japanese, Korean, Italian and Taiwanese Chinese, and copied by 30 other
    /// translations — a program name every translator kept, in the number their grammar takes.
    static func keepsName(_ source: String, in translation: String, sourceLanguage: String) -> Bool {
        guard let singular = keptSingular(of: source, sourceLanguage: sourceLanguage) else { return false }
        return translation.trimmingWhitespace() == singular
    }

    /// The singular a translation that keeps `source` as a name may show (`keepsName`); nil when `source`
    /// is no such name. Worked out once per source text rather than once per translation.
    static func keptSingular(of source: String, sourceLanguage: String) -> Substring? {
        let name = source.trimmingWhitespace()
        guard sourceLanguage == "en", name.count > 3, name.allSatisfy(\.isLetter), name.hasSuffix("s"), !name.hasSuffix("ss") else { return nil }
        return name.dropLast()
    }
}

extension RuleContext {
    /// True when the key's text (the plural form `category`, if given) is identical to the source text in
    /// nearly all of the bar's translations: a name nobody translates, not a string one translator missed.
    public func isSameInNearlyAllTranslations(key: String, category: String?) -> Bool {
        // Once per bar and key: the answer is the same in every locale, and each locale's check asking
        // again read every locale's table (a plural left the same in 1,000 locales: 7.7 s, in 5,000 past 20 s).
        facts.sameInNearlyAllTranslations(key: key, category: category) {
            sameInNearlyAllTranslations(key: key, category: category)
        }
    }

    private func sameInNearlyAllTranslations(key: String, category: String?) -> Bool {
        let sourceLanguage = IntentionalCopy.language(of: bar.sourceLocale)
        guard let sourceText = text(of: key, category: category, in: bar.sourceLocale) else { return false }
        // The locales of other languages found once per bar: working out each locale's language (a new
        // lowercased string) again for every key was most of this.
        let allTranslatedLocales = facts.shared("intentional-copy.translated-locales") {
            bar.locales.filter { IntentionalCopy.language(of: $0) != sourceLanguage }
        }
        // A locale showing the source text for every title of the bar is a copy of the source folder (what a
        // translation platform exports for a language nobody has begun), not a translation that kept a name:
        // Open Food Facts ships some 230 such Crowdin copies, which made "Compare" a name once its two Crowdin
        // in-context folders were no locales. They are no evidence, unless too few locales would be left (a
        // bar whose every title is a name).
        let translatedLocales = facts.shared("intentional-copy.evidence-locales") {
            let keys = Set(bar.items.compactMap { item -> String? in if case .key(let key)? = item.title?.source { key } else { nil } })
            guard keys.count > 1 else { return allTranslatedLocales }
            let sourceTexts = keys.map { ($0, text(of: $0, category: nil, in: bar.sourceLocale)) }
            let evidence = allTranslatedLocales.filter { locale in
                sourceTexts.contains { key, source in text(of: key, category: nil, in: locale).map { $0 != source } ?? false }
            }
            return evidence.count >= IntentionalCopy.minimumTranslatedLocales ? evidence : allTranslatedLocales
        }
        let singular = IntentionalCopy.keptSingular(of: sourceText, sourceLanguage: sourceLanguage)
        // Counted until the answer is known to be no: more differing translations than the share allows of
        // all the translated locales (one more, to stay clear of rounding) cannot be nearly all the same.
        // Most keys are translated, and the lookups of each key in every locale were most of this.
        let differingAtMost = (1 - IntentionalCopy.nameShare) * Double(translatedLocales.count) + 1
        var translations = 0, same = 0
        for locale in translatedLocales {
            guard let translation = text(of: key, category: category, in: locale) else { continue }
            translations += 1
            if translation == sourceText || singular.map({ translation.trimmingWhitespace() == $0 }) ?? false {
                same += 1
            } else if Double(translations - same) > differingAtMost {
                return false
            }
        }
        guard translations >= IntentionalCopy.minimumTranslatedLocales else { return false }
        return Double(same) >= IntentionalCopy.nameShare * Double(translations)
    }

    /// Whether a locale shows the source locale's own text: a literal, or a key whose text is the source
    /// table's. Such a copy is `l10n-string-untranslated`'s finding, and `bidi-direction-mismatch` leaves it alone.
    public func isSourceText(_ shown: ShownString) -> Bool {
        guard let key = shown.key else { return true }
        return text(of: key, category: shown.category, in: bar.sourceLocale) == shown.string
    }

    /// A key's text in a locale: the string, or the plural form `category` (the `other` form when the
    /// locale lacks it).
    func text(of key: String, category: String?, in locale: String) -> String? {
        switch file.strings[locale]?.entries[key]?.content {
        case .text(let text)?: return category == nil ? text : nil
        case .plural(let variants)?:
            guard let category else { return nil }
            return (variants.first { $0.categoryName == category } ?? variants.first { $0.category == .other })?.text
        case nil: return nil
        }
    }
}
