/// `.lproj` folder names and `knownRegions` entries as iOS reads them. NSBundle accepts a language
/// designator in several spellings (Apple, "Internationalization and Localization Guide", Language and
/// Locale IDs): BCP 47 tags (`pt-BR`, `zh-Hans`), the older ICU form with an underscore (`pt_BR`), the
/// legacy English names Xcode once created (`English.lproj`), and Chinese by region (`zh_CN` is
/// Simplified, `zh_TW` Traditional). Case does not matter to the (case-insensitive) file systems apps are
/// built on, so `Zh-Hans.lproj` is `zh-Hans`. `Base` holds the development language's interface files.
enum AppleLocale {
    static let legacyNames = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl",
    ]
    /// Chinese folders named by region, and bare `zh`, as the script iOS uses for them.
    static let chineseByRegion = [
        "zh": "zh-Hans", "zh-cn": "zh-Hans", "zh-sg": "zh-Hans-SG", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant-HK", "zh-mo": "zh-Hant-MO",
    ]
    /// ISO 639 codes that were withdrawn and that Apple's tags spell with the current code.
    static let renamedLanguages = ["iw": "he", "in": "id", "ji": "yi"]

    /// The locale a folder name stands for (without `.lproj`); nil for `Base` and names that are no
    /// language tag.
    static func canonical(_ name: String) -> String? {
        let lowered = name.lowercased().replacingOccurrences(of: "_", with: "-")
        if lowered == "base" || lowered.isEmpty { return nil }
        if let legacy = legacyNames[lowered] { return legacy }
        if let chinese = chineseByRegion[lowered] { return chinese }
        var subtags = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
              (2...3).contains(subtags[0].count), subtags[0].allSatisfy(\.isLetter) else { return nil }
        subtags[0] = renamedLanguages[subtags[0]] ?? subtags[0]
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
}
