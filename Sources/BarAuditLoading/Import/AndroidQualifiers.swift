/// The configuration qualifiers of an Android resource folder name (`values-b+sr+Latn-night-v31`),
/// read the way AAPT2 reads them (`ConfigDescription::Parse` in frameworks/base/libs/androidfw and
/// tools/aapt2; the table "Providing alternative resources" in the Android developer guide). Only the
/// locale matters for strings; every other known qualifier is accepted and ignored. AAPT2 insists on
/// the documented order; BarAudit accepts any order, so a folder AAPT2 would refuse for its order
/// still contributes its strings. Like AAPT2 (`util::SplitAndLowercase`), qualifiers are read without
/// regard to case: `values-DE` is German, `values-pt-RBR` Brazilian Portuguese.
public struct AndroidQualifiers: Hashable, Sendable {
    /// BCP 47 (`sr-Latn`, `pt-BR`, `es-419`, `he` for `iw`); nil for folders without a locale.
    public var locale: String?
    /// Qualifiers no Android version knows; AAPT2 refuses such a folder.
    public var unknown: [String]

    /// Android's deprecated ISO 639 codes, which `java.util.Locale` still uses, mapped to BCP 47.
    static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

    /// Parses the part after `values-` (or after `layout-`, `menu-`).
    public init(_ qualifiers: String) {
        locale = nil
        unknown = []
        let spelled = qualifiers.isEmpty ? [] : qualifiers.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let parts = spelled.map { $0.lowercased() }
        var index = 0
        while index < parts.count {
            let part = parts[index]
            if part.hasPrefix("b+") {
                locale = Self.bcp47(part)
                if locale == nil { unknown.append(spelled[index]) }
            } else if locale == nil, Self.isLanguage(part) {
                var tag = Self.legacyLanguages[part.lowercased()] ?? part.lowercased()
                // The region: `rUS`, `r419`.
                if index + 1 < parts.count, Self.isRegion(parts[index + 1]) {
                    tag += "-" + String(parts[index + 1].dropFirst()).uppercased()
                    index += 1
                }
                locale = tag
            } else if !Self.isKnownQualifier(part) {
                unknown.append(spelled[index])
            }
            index += 1
        }
    }

    /// `b+sr+Latn`, `b+es+419`, `b+en+AU+unimelb`: BCP 47 subtags joined by `+`, at most four
    /// (language, script, region, variant: AAPT2's `LocaleValue::InitFromBcp47Tag` refuses more).
    ///
    /// A private-use sequence (`+x+` and subtags of 1 to 8 letters or digits) ends the tag and is kept as
    /// written: translatewiki exports Taraškievica Belarusian as `values-b+be+x+old`, which Wikipedia and
    /// Commons have built with since 2021 (the Android Gradle plugin's `LocaleQualifier.parseBcp47` reads the
    /// language before it; AAPT2's `InitFromBcp47TagImpl`, as published, would refuse the one-letter
    /// subtag, yet the builds pass). It is the locale `be-x-old`, which falls back to `be`.
    private static func bcp47(_ part: String) -> String? {
        var subtags = part.dropFirst(2).split(separator: "+").map(String.init)
        var privateUse: [String] = []
        if let x = subtags.firstIndex(where: { $0.lowercased() == "x" }), x > 0 {
            privateUse = Array(subtags[(x + 1)...])
            guard !privateUse.isEmpty, privateUse.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } }) else { return nil }
            subtags = Array(subtags[..<x])
        }
        guard let tag = bcp47Subtags(subtags) else { return nil }
        return privateUse.isEmpty ? tag : ([tag, "x"] + privateUse.map { $0.lowercased() }).joined(separator: "-")
    }

    private static func bcp47Subtags(_ subtags: [String]) -> String? {
        guard subtags.count <= 4, let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else { return nil }
        var tag = [legacyLanguages[language.lowercased()] ?? language.lowercased()]
        for subtag in subtags.dropFirst() {
            guard subtag.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }), (2...8).contains(subtag.count) else { return nil }
            if subtag.count == 4, subtag.allSatisfy(\.isASCIILetter) {
                tag.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else if subtag.count == 2 || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit)) {
                tag.append(subtag.uppercased())
            } else {
                tag.append(subtag.lowercased())
            }
        }
        return tag.joined(separator: "-")
    }

    /// Two or three lowercase letters that are not a non-locale qualifier (`car`, `land`…).
    private static func isLanguage(_ part: String) -> Bool {
        (2...3).contains(part.count) && part.allSatisfy { $0.isASCIILetter && $0.isLowercase } && !isKnownQualifier(part)
    }

    private static func isRegion(_ part: String) -> Bool {
        guard part.first == "r" else { return false }
        let region = part.dropFirst()
        return (region.count == 2 && region.allSatisfy(\.isASCIILetter)) || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
    }

    static let fixedQualifiers: Set<String> = [
        "ldrtl", "ldltr", "small", "normal", "large", "xlarge", "long", "notlong", "round", "notround",
        "widecg", "nowidecg", "highdr", "lowdr", "port", "land", "square", "car", "desk", "television", "appliance",
        "watch", "vrheadset", "night", "notnight", "ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi",
        "nodpi", "anydpi", "notouch", "stylus", "finger", "keysexposed", "keyshidden", "keyssoft", "nokeys",
        "qwerty", "12key", "navexposed", "navhidden", "nonav", "dpad", "trackball", "wheel",
        "feminine", "masculine", "neuter",
    ]

    /// Every non-locale qualifier AAPT2 knows: the fixed words above and the numeric forms
    /// `mcc310`, `mnc004`, `sw600dp`, `w820dp`, `h720dp`, `320dpi`, `640x480`, `v31`.
    static func isKnownQualifier(_ part: String) -> Bool {
        if fixedQualifiers.contains(part) { return true }
        func number(after prefix: String, before suffix: String = "") -> Bool {
            guard part.hasPrefix(prefix), part.hasSuffix(suffix), part.count > prefix.count + suffix.count else { return false }
            return part.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy(\.isASCIIDigit)
        }
        if number(after: "mcc") || number(after: "mnc") || number(after: "sw", before: "dp") || number(after: "w", before: "dp")
            || number(after: "h", before: "dp") || number(after: "v") || number(after: "", before: "dpi") {
            return true
        }
        let size = part.split(separator: "x")
        return size.count == 2 && size.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// The locales a locale's strings come from, most specific first, the default folder (nil) last:
    /// `sr-Latn-RS` → `sr-Latn-RS`, `sr-Latn`, `sr`, default — Android drops subtags from the end
    /// (ResourceTypes.cpp `ResTable_config::isBetterThan`; the region falls back to the bare language).
    public static func fallbackChain(_ locale: String) -> [String] {
        // A private-use tag (`be-x-old`) falls back to the tag before it as a whole.
        if let range = locale.range(of: "-x-") {
            return [locale] + fallbackChain(String(locale[..<range.lowerBound]))
        }
        var chain: [String] = []
        var subtags = locale.split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            chain.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return chain
    }
}

extension AndroidQualifiers {
    /// The script a locale is written in, where a language has more than one: the explicit subtag, else
    /// the likely one for Chinese (Traditional in TW, HK, MO) and Serbian (Cyrillic). Other languages
    /// are taken to have one script.
    static func script(of locale: String) -> String? {
        let subtags = locale.split(separator: "-").map(String.init)
        if let explicit = subtags.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isASCIILetter) }) { return explicit }
        switch subtags.first {
        case "zh": return subtags.contains { ["TW", "HK", "MO"].contains($0) } ? "Hant" : "Hans"
        case "sr": return "Cyrl"
        default: return nil
        }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
