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
        // Most labels are one or more plain ASCII words ("Home", "Settings"): no extension, underscore,
        // dot, hyphen or camel hump, so nothing below could match.
        if Self.isPlainASCIIWords(label) { return nil }
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

    /// ASCII letters and spaces, with no lowercase letter followed by an uppercase one.
    private static func isPlainASCIIWords(_ label: String) -> Bool {
        var previousIsLowercase = false
        for byte in label.utf8 {
            let isLowercase = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            let isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            guard isLowercase || isUppercase || byte == UInt8(ascii: " ") else { return false }
            if isUppercase && previousIsLowercase { return false }
            previousIsLowercase = isLowercase
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
