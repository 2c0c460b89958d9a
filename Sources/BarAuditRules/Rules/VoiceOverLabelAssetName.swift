import BarAuditModel

/// The spoken label looks like an asset or code identifier (`ic_birthday`, `homeIcon`, `icon-settings.png`,
/// `house.fill`): a title or label left as the image name, which VoiceOver reads out as written.
struct VoiceOverLabelAssetName: Rule {
    let id = "voiceover-label-asset-name"
    let scope = RuleScope.itemLocale

    private static let imageExtensions = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "webp", "heic", "xml"]

    func applies(to context: RuleContext) -> Bool { context.translatedLabel != nil }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let label = resolved.text.trimmingWhitespace()
        guard !context.options.list("allowed").contains(label),
              let reason = Self.identifierReason(label, assetWords: context.options.list("asset-words")) else { return [] }
        return [Violation(
            "the spoken label '\(label)' looks like an asset or code identifier (\(reason)); \(context.bar.screenReader.rawValue) reads it out as written",
            at: source.location, spoken: context.utterance,
            fix: "give the item a title people understand, or an accessibility label naming the destination")]
    }

    /// Why a label reads as an identifier, or nil when it reads as words.
    static func identifierReason(_ label: String, assetWords: [String]) -> String? {
        // Most labels are one or more plain words ("Home", "Réglages", "設定"): no extension, underscore,
        // dot, hyphen or camel hump, so nothing below could match.
        if Self.isPlainWords(label) { return nil }
        guard !label.contains(where: \.isWhitespace), label.count > 1 else { return nil }
        let lower = label.lowercased()
        if let dot = lower.lastIndex(of: "."), imageExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return "it ends with a file extension"
        }
        if label.contains("_") { return "it contains '_'" }
        let dotted = lower.split(separator: ".", omittingEmptySubsequences: false)
        if dotted.count > 1, dotted.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }), label == lower {
            return "it is a dotted symbol or resource name"
        }
        let parts = Self.identifierParts(label)
        if parts.count > 1, parts.contains(where: { assetWords.contains($0) }) {
            return label.contains("-") ? "it is a kebab-case name with '\(parts.first { assetWords.contains($0) }!)'" :
                "it is a camelCase name with '\(parts.first { assetWords.contains($0) }!)'"
        }
        return nil
    }

    /// Letters (with their marks) and spaces only, and no capital after the first scalar: no camel hump
    /// can be in it (a capital letter is one whose lowercase differs, so it has such a scalar).
    private static func isPlainWords(_ label: String) -> Bool {
        for (index, scalar) in label.unicodeScalars.enumerated() {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let isLowercase = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                let isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                guard isLowercase || (isUppercase && index == 0) || byte == UInt8(ascii: " ") else { return false }
                continue
            }
            let properties = scalar.properties
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            guard properties.isAlphabetic || isMark, index == 0 || !properties.changesWhenLowercased else { return false }
        }
        return true
    }

    /// `homeIcon` → home, icon; `icon-settings` → icon, settings.
    private static func identifierParts(_ label: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in label {
            if character == "-" {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase {
                parts.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.lowercased() }
    }
}
