import BarAuditModel

/// The spoken label looks like an asset or code identifier (`ic_birthday`, `homeIcon`, `icon-settings.png`,
/// `house.fill`): a title or label left as the image name, which VoiceOver reads out as written.
struct VoiceOverLabelAssetName: Rule {
    let id = "voiceover-label-asset-name"
    let scope = RuleScope.itemLocale

    private static let imageExtensions = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "webp", "heic", "xml"]

    func applies(to context: RuleContext) -> Bool { context.hasTranslatedLabel }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let label = resolved.text.trimmingWhitespace()
        guard !context.options.set("allowed").contains(label),
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
        // By scalars and bytes: a character is whitespace when its first scalar is, and no whitespace
        // scalar continues a character; `contains("_")` went through Foundation.
        guard !label.unicodeScalars.contains(where: Self.isWhitespace),
              !label.isEmpty, label.index(after: label.startIndex) != label.endIndex else { return nil }
        // Without a full stop neither test of dots can match (lowercasing adds or removes none), and its
        // byte search is cheap.
        let hasDot = label.utf8.contains(UInt8(ascii: "."))
        // Without one, a label that holds no asset word is no identifier: searched in its bytes with ASCII
        // letters folded, which are the lowercased label's when no other scalar changes when lowercased
        // (most labels), instead of lowercasing a copy for every label in every locale.
        if !hasDot, !label.utf8.contains(UInt8(ascii: "_")), assetWords.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }),
           label.unicodeScalars.allSatisfy({ $0.isASCII || !$0.properties.changesWhenLowercased }),
           !Self.foldedBytes(of: label, containAnyOf: assetWords) {
            return nil
        }
        let lower = label.lowercased()
        if hasDot, let dot = lower.lastIndex(of: "."), imageExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return "it ends with a file extension"
        }
        if label.utf8.contains(UInt8(ascii: "_")) { return "it contains '_'" }
        if hasDot {
            let dotted = lower.split(separator: ".", omittingEmptySubsequences: false)
            if dotted.count > 1, dotted.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }), label == lower {
                return "it is a dotted symbol or resource name"
            }
        }
        // A part that is an asset word is in the lowercased label too (for words in ASCII, which lowercase
        // the same alone as within the label): a label holding none is not split into parts.
        if assetWords.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            let bytes = Array(lower.utf8)
            if !assetWords.contains(where: { Self.bytes(bytes, contain: $0) }) { return nil }
        }
        let parts = Self.identifierParts(label)
        if parts.count > 1, parts.contains(where: { assetWords.contains($0) }) {
            return label.utf8.contains(UInt8(ascii: "-")) ? "it is a kebab-case name with '\(parts.first { assetWords.contains($0) }!)'" :
                "it is a camelCase name with '\(parts.first { assetWords.contains($0) }!)'"
        }
        return nil
    }

    /// Whether one of `words` (ASCII) may occur in `label`'s bytes with their ASCII capitals lowercased: true
    /// when one does, or when the label's bytes cannot be read in place (the full test decides then).
    private static func foldedBytes(of label: String, containAnyOf words: [String]) -> Bool {
        func folded(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
        return label.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            words.contains { word in
                let needle = word.utf8
                guard let first = needle.first, needle.count <= bytes.count else { return false }
                return (0...(bytes.count - needle.count)).contains { start in
                    guard folded(bytes[start]) == first else { return false }
                    var position = start
                    for byte in needle {
                        guard folded(bytes[position]) == byte else { return false }
                        position += 1
                    }
                    return true
                }
            }
        } ?? true
    }

    /// Whether `word` (not empty) occurs in `bytes`, byte for byte.
    private static func bytes(_ bytes: [UInt8], contain word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
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
            // The general category only for a scalar that is not a letter: most are, and it is a lookup.
            guard properties.isAlphabetic || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory),
                  index == 0 || !properties.changesWhenLowercased else { return false }
        }
        return true
    }

    /// `homeIcon` → home, icon; `icon-settings` → icon, settings.
    /// Unicode's White_Space property; an ASCII scalar's answer without a property lookup (tab, line
    /// feed, vertical tab, form feed, carriage return and space are its only white space).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
    }

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
