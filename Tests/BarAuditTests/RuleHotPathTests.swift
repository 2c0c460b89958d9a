import BarAuditModel
@testable import BarAuditRules
import Testing

/// The rules' byte- and scalar-level readings of ASCII and Latin text (performance round 18) must say what the character-level
/// readings they stand in for say: the same labels folded, the same badge numbers, the same letters counted.
@Suite struct RuleHotPathTests {
    /// Seeded, so that a failure names a text that fails again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    /// Every ASCII scalar is in these texts, with "\r\n" pairs, runs of separators and capitals, and Latin-1 and
    /// Latin Extended letters, marks of punctuation and spaces (and now and then a scalar past U+0300).
    static func latinTexts(count: Int) -> [String] {
        var generator = Generator(state: 18)
        let latin = ["·", "É", "ß", "İ", "\u{85}", "\u{A0}", "¿", "«", "»", "ʼ", "˘", "Ǆ", "ǅ", "ȺȾ", "Ωmega"]
        let pieces = (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + ["\r\n", "  ", "--", "Home", "TAB", "a.b", "$+<=>^`|~"] + latin
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func latinLabelsFoldAsCharactersDo() {
        for text in Self.latinTexts(count: 4_000) {
            let byCharacters = text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
            #expect(VoiceOverLabelNotInName.normalised(text) == byCharacters, "\(Array(text.utf8))")
        }
        // Past U+0300: the characters' reading itself (a combining mark belongs to the full stop before it).
        #expect(VoiceOverLabelNotInName.normalised("Réglages — Général") == "réglages général")
        #expect(VoiceOverLabelNotInName.normalised("ホーム・タブ") == "ホーム タブ")
        #expect(VoiceOverLabelNotInName.normalised("a.\u{301}b") == "a b")
        #expect(VoiceOverLabelNotInName.normalised("Photos·TR") == "photos tr")
    }

    @Test func badgeNumbersReadAsBefore() {
        let expected: [(String, Int?)] = [
            ("8", 8), ("99", 99), ("99+", nil), ("1,234", 1_234), ("1.234", 1_234), ("1 234", 1_234), ("1'234", 1_234),
            ("1,23,456", 123_456), ("12,34,56,789", 123_456_789), ("1,2345", nil), ("1234,567", nil), (",123", nil),
            ("123,", nil), ("1,,234", nil), ("1,2,345", nil), ("1,234,56", nil), ("", nil), (" ", nil), ("12\r\n", nil),
            ("123456789012345", 123_456_789_012_345), ("1234567890123456", nil), ("New", nil),
            ("١٬٢٣٤", 1_234), ("٨", 8), ("1\u{202F}234", 1_234), ("1\u{00A0}234", 1_234), ("万", nil), ("1,2٣4", 1_234), ("١,٢٣٤٥", nil),
        ]
        for (text, number) in expected {
            #expect(BadgeKind.number(text) == number, "\(text)")
        }
    }

    @Test func asciiLettersCountAgainstDictionaryScripts() {
        // Three Thai letters against four Latin ones: not mostly Thai, so ICU's words are counted.
        #expect(VoiceOverLabelVerbose.wordCount("ไทย abcd", icuWords: ["ไ", "ท", "ย", "abcd"]) == 4)
        // Six Thai letters against two Latin ones: the phrases between spaces are counted.
        #expect(VoiceOverLabelVerbose.wordCount("ไทยไทย ab", icuWords: ["ไ", "ท", "ย", "ไ", "ท", "ย", "ab"]) == 2)
        // Digits and symbols are no letters: "ไทย 1234!" is mostly Thai.
        #expect(VoiceOverLabelVerbose.wordCount("ไทย 1234!", icuWords: ["ไ", "ท", "ย", "1234"]) == 2)
    }

    @Test func phrasesAreFoundAsWholeWords() {
        #expect(containsPhrase(["home", "tab"], in: ["my", "home", "tab"]))
        #expect(!containsPhrase(["home", "tab"], in: ["home", "my", "tab"]))
        #expect(!containsPhrase(["tab"], in: []))
        #expect(!containsPhrase([], in: ["tab"]))
    }
}
