import CICUBridge

/// `.lproj` folder names and `knownRegions` entries as iOS reads them. NSBundle accepts a language
/// designator in several spellings (Apple, "Internationalization and Localization Guide", Language and
/// Locale IDs): BCP 47 tags (`pt-BR`, `zh-Hans`), the older ICU form with an underscore (`pt_BR`), the
/// legacy English names Xcode once created (`English.lproj`), and Chinese by region (`zh_CN` is
/// Simplified, `zh_TW` Traditional; Mandarin's `cmn` is Chinese). Case does not matter to the (case-insensitive) file systems apps are
/// built on, so `Zh-Hans.lproj` is `zh-Hans`. `Base` holds the development language's interface files.
public enum AppleLocale {
    static let legacyNames = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl",
    ]
    /// Chinese folders named by region, and bare `zh`, as the script iOS uses for them.
    static let chineseByRegion = [
        "zh": "zh-Hans", "zh-cn": "zh-Hans", "zh-sg": "zh-Hans-SG", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant-HK", "zh-mo": "zh-Hant-MO",
    ]
    /// ISO 639 codes that were withdrawn, and Mandarin's ISO 639-3 code, as the codes Apple's tags use
    /// (CLDR's language aliases; no iOS language setting ever asks for `cmn`).
    static let renamedLanguages = ["iw": "he", "in": "id", "ji": "yi", "cmn": "zh"]

    /// ISO 639's codes for no one language: `mul` ("multiple languages") is the folder where Xcode keeps the String
    /// Catalog of a storyboard or xib (`mul.lproj/Main.xcstrings`, `mul` in `knownRegions`), which the build fans
    /// out into each language's `.lproj`; `und` ("undetermined") names none either. No user picks them in
    /// Settings, so iOS never asks a bundle for them (Kickoff's `mul`, audited as a fourth language, lacked every key).
    static let noLanguage: Set = ["mul", "und"]

    /// The locale a folder name stands for (without `.lproj`); nil for `Base`, the `noLanguage` codes and names
    /// that are no language tag.
    public static func canonical(_ name: String) -> String? {
        let lowered = name.lowercased().replacingOccurrences(of: "_", with: "-")
        if lowered == "base" || lowered.isEmpty || noLanguage.contains(lowered) { return nil }
        if let legacy = legacyNames[lowered] { return legacy }
        var subtags = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
              (2...3).contains(subtags[0].count), subtags[0].allSatisfy(\.isLetter) else { return nil }
        subtags[0] = renamedLanguages[subtags[0]] ?? subtags[0]
        if let chinese = chineseByRegion[subtags.joined(separator: "-")] { return chinese }
        for index in subtags.indices.dropFirst() {
            let subtag = subtags[index]
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                subtags[index] = subtag.prefix(1).uppercased() + subtag.dropFirst()
            } else if (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                subtags[index] = subtag.uppercased()
            }
        }
        return subtags.joined(separator: "-")
    }

    /// The locales a regional variant falls back to for a key its own table lacks, nearest first, as
    /// NSBundle searches its localizations (`es-419` → `es`, `en-GB` → `en`, `zh-Hant-HK` → `zh-Hant`): a
    /// regional `.lproj` holds only what differs. A script is never dropped (`sr-Latn` is not `sr`,
    /// `zh-Hant` is not Simplified Chinese).
    /// The variant of a language in the region ICU's likely subtags give it (`de` → `de-DE`, `ja` → `ja-JP`,
    /// `zh-Hant` → `zh-Hant-TW`); nil for a locale that names a region already. A bundle whose only German
    /// is `de-DE.lproj` (Pocket's `Localization` package: `de-DE`, `fr-FR`, `ja-JP`) gives it to a German
    /// user in Germany (iOS asks for `de-DE`, and Apple's `ualoc_localizationsToUse` matches it exactly);
    /// a user elsewhere (`de-AT`, whose fallback is `de`) is not matched to it.
    public static func likelyRegionalVariant(_ locale: String) -> String? {
        let subtags = locale.split(separator: "-").map(String.init)
        guard (1...2).contains(subtags.count), subtags.count == 1 || (subtags[1].count == 4 && subtags[1].allSatisfy(\.isLetter)) else { return nil }
        var buffer = [CChar](repeating: 0, count: 8)
        let length = baraudit_likely_region(locale, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        let region = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "\(locale)-\(region)"
    }

    /// The localizations a user of `locale` reads a key from: its own and its regional fallbacks, nearest
    /// first, then the variant of its likely region when the bundle has a table there (`hasTable`).
    public static func lookupOrder(_ locale: String, hasTable: (String) -> Bool) -> [String] {
        let chain = [locale] + regionalFallbacks(locale)
        guard let variant = likelyRegionalVariant(locale), hasTable(variant) else { return chain }
        return chain + [variant]
    }

    public static func regionalFallbacks(_ locale: String) -> [String] {
        var subtags = locale.split(separator: "-").map(String.init)
        var chain: [String] = []
        while subtags.count > 1, let last = subtags.last, !(last.count == 4 && last.allSatisfy(\.isLetter)) {
            subtags.removeLast()
            chain.append(subtags.joined(separator: "-"))
        }
        return chain
    }
}
