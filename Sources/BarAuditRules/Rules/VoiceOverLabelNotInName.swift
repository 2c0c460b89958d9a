import BarAuditModel

/// An explicit accessibility label must contain the visible title (WCAG 2.5.3 Label in Name): Voice
/// Control users say what they see ("Tap Mail"), and the command fails when the name differs.
struct VoiceOverLabelNotInName: Rule {
    let id = "voiceover-label-not-in-name"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        guard let item = context.item, item.accessibility.label != nil, item.title != nil else { return false }
        // A Material bar that never shows titles has no visible text to match.
        return !(context.bar.platform == .material && context.bar.titleVisibility == .never)
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let labelText = item.accessibility.label, let title = context.resolvedTitle else { return [] }
        let label = context.resolve(labelText)
        guard !label.isMissing, !title.isMissing else { return [] }
        let visible = Self.normalised(title.text)
        guard !visible.isEmpty, !Self.normalised(label.text).contains(visible) else { return [] }
        return [Violation(
            "the accessibility label '\(label.text)' does not contain the visible title '\(title.text)'; Voice Control users who say \"Tap \(title.text)\" cannot reach the tab",
            at: labelText.location, spoken: context.utterance,
            fix: "start the label with the visible title ('\(title.text)'), or drop the label so \(context.bar.screenReader.rawValue) reads the title")]
    }

    /// Lowercased, with runs of white space and punctuation folded to one space.
    static func normalised(_ text: String) -> String {
        // Most labels are ASCII: each of their characters is one scalar (or "\r\n", which separates as
        // its "\r" does), so they are folded byte by byte with the same test, without grapheme breaking.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var separated = false
        for byte in text.utf8 {
            if asciiSeparators[Int(byte)] {
                separated = true
                continue
            }
            if separated, !folded.isEmpty { folded.append(UInt8(ascii: " ")) }
            separated = false
            folded.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// Whether each ASCII scalar is white space or punctuation, as `normalised` tests characters.
    private static let asciiSeparators: [Bool] = (0..<128).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        return character.isWhitespace || character.isPunctuation
    }
}
