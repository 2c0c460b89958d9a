import BarAuditModel

/// Tab labels are names, not sentences: a long label slows down every swipe through the bar.
struct VoiceOverLabelVerbose: Rule {
    let id = "voiceover-label-verbose"
    let scope = RuleScope.itemLocale
    /// Languages whose spaces separate syllables (Vietnamese), so a space-based word count is a syllable count.
    static let spacesSeparateSyllables: Set<String> = ["vi"]

    func applies(to context: RuleContext) -> Bool { context.hasTranslatedLabel }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (source, resolved) = context.translatedLabel else { return [] }
        let maximumWords = context.options.count("max-words") ?? 4
        let maximumCharacters = context.options.count("max-characters") ?? 30
        let language = IntentionalCopy.language(of: context.locale ?? "")
        let words = Self.wordCount(resolved.text, icuWords: context.labelWords, language: language)
        let characters = resolved.text.trimmingWhitespace().count
        var excess: [String] = []
        // Vietnamese writes a space between syllables, not words, and ICU breaks it there: "Tất cả kho lưu trữ"
        // ("all repositories", Feather) is five syllables of two words. Its words are not counted; the
        // character limit still applies.
        let countsWords = !Self.spacesSeparateSyllables.contains(language)
        if countsWords, words > maximumWords { excess.append("\(words) words (more than \(maximumWords))") }
        if characters > maximumCharacters { excess.append("\(characters) characters (more than \(maximumCharacters))") }
        guard !excess.isEmpty else { return [] }
        return [Violation(
            "the label '\(resolved.text)' has \(excess.joined(separator: " and ")); \(context.bar.screenReader.rawValue) reads all of it on every visit",
            at: source.location, spoken: context.utterance,
            fix: "shorten the label to the destination's name; move explanations to the accessibility hint")]
    }

    /// The words of a label: ICU's, except in Thai, Lao, Khmer and Myanmar, written without spaces between
    /// words, where ICU's dictionary cuts a word it does not know into syllables — a loanword (Thai
    /// "แอพพลิเคชั่นของฉัน", "my applications", is six), text in the Zawgyi encoding (Burmese "ပင္မစာမ်က္ႏွာ",
    /// "home page", six): there the phrases between spaces are counted, and the character limit applies.
    /// The same holds for kana and Han text in a language other than Japanese and Chinese, whose words ICU's
    /// Chinese-Japanese dictionary does not hold: Okinawan "うんせいるくゎらん" ("record sound", RecordYou's
    /// `values-ryu`) is cut into six "words".
    static func wordCount(_ text: String, icuWords: [String], language: String = "") -> Int {
        var southeastAsian = 0
        var kanaOrHan = 0
        var katakana = 0
        var otherLetters = 0
        for scalar in text.unicodeScalars {
            // An ASCII scalar is alphabetic when it is a letter, and in none of the scripts below: most
            // labels are counted without a property lookup.
            if scalar.isASCII {
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(UInt8(scalar.value) | 0x20) { otherLetters += 1 }
                continue
            }
            guard scalar.properties.isAlphabetic else { continue }
            if southeastAsianScripts.contains(where: { $0.contains(scalar.value) }) {
                southeastAsian += 1
            } else if kanaAndHanScripts.contains(where: { $0.contains(scalar.value) }) {
                kanaOrHan += 1
                if isKatakana(scalar) { katakana += 1 }
            } else {
                otherLetters += 1
            }
        }
        let dictionaryMisses = southeastAsian > otherLetters + kanaOrHan
            || (kanaOrHan > otherLetters + southeastAsian && !dictionaryLanguages.contains(language))
        guard dictionaryMisses else {
            let hyphenated = text.unicodeScalars.contains(where: Self.isHyphen) ? hyphenatedPieces(of: text, icuWords: icuWords) : 0
            return (katakana > 1 ? icuWords.count - katakanaPieces(of: text, icuWords: icuWords) : icuWords.count) - hyphenated
        }
        return text.split(whereSeparator: { $0.isWhitespace }).count
    }

    /// Hyphen-minus, the hyphen and the non-breaking hyphen (not dashes, which separate words): compared,
    /// not looked up in a set, which hashed every scalar of every label in every locale.
    private static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}"
    }

    /// How many of ICU's words continue a hyphenated word: ICU breaks words at a hyphen (UAX #29), but a
    /// word joined to the next by one hyphen, with no space, is one word to its reader — Filipino
    /// "I-setup ang mga emoji" ("set up emoji", AnySoftKeyboard's tab) is four words, not five, as "Wi-Fi"
    /// and "e-mail" are one.
    static func hyphenatedPieces(of text: String, icuWords: [String]) -> Int {
        piecesJoiningTheWordBefore(in: text, icuWords: icuWords) { _, between, _ in
            between.count == 1 && between.first.map(Self.isHyphen) == true
        }
    }

    /// How many of ICU's words continue a katakana word: Japanese writes a loanword as one run of katakana,
    /// one word to its reader and to TalkBack, but ICU's dictionary cuts a loanword it does not hold into
    /// pieces ("サブスクリプション", "subscriptions", PeerTube's Japanese tab, is five). A word made only of
    /// katakana that starts where another such word ends is counted with it; katakana words apart (by a
    /// space, a middle dot or other letters) stay separate words.
    static func katakanaPieces(of text: String, icuWords: [String]) -> Int {
        piecesJoiningTheWordBefore(in: text, icuWords: icuWords) { before, between, word in
            between.isEmpty && before.unicodeScalars.allSatisfy(Self.isKatakana) && word.unicodeScalars.allSatisfy(Self.isKatakana)
        }
    }

    /// Finds ICU's words in order in the text and counts those that `joins` says continue the word found
    /// before them, given that word, the scalars between the two and the word itself. A word not found
    /// (ICU's words are lowercased, as `RuleContext.words` gives them) joins nothing.
    private static func piecesJoiningTheWordBefore(
        in text: String, icuWords: [String],
        joins: (_ before: String, _ between: Substring.UnicodeScalarView, _ word: String) -> Bool
    ) -> Int {
        let text = text.lowercased()
        var pieces = 0
        var cursor = text.startIndex
        var before: (word: String, end: String.Index)?
        for word in icuWords {
            guard !word.isEmpty, let range = text[cursor...].firstRange(of: word) else {
                before = nil
                continue
            }
            if let before, joins(before.word, text.unicodeScalars[before.end..<range.lowerBound], word) { pieces += 1 }
            before = (word, range.upperBound)
            cursor = range.upperBound
        }
        return pieces
    }

    private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        katakanaLetters.contains { $0.contains(scalar.value) }
    }

    /// Katakana letters, the prolonged sound mark and the iteration marks (not the middle dot U+30FB, which
    /// separates words), phonetic extensions and halfwidth katakana.
    private static let katakanaLetters: [ClosedRange<UInt32>] = [
        0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,
    ]

    /// Hiragana, Katakana (and its phonetic extensions, halfwidth forms), CJK ideographs (and extension A).
    private static let kanaAndHanScripts: [ClosedRange<UInt32>] = [
        0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    ]
    /// The languages of ICU's Chinese-Japanese dictionary (and an unknown locale, read as before).
    private static let dictionaryLanguages: Set<String> = ["", "ja", "zh", "yue", "wuu", "cmn", "hak", "nan", "gan", "hsn", "cjy"]

    /// Thai, Lao, Myanmar (and its extensions), Khmer (and Khmer Symbols): the scripts ICU segments by dictionary
    /// besides Chinese and Japanese, whose dictionaries cover loanwords.
    private static let southeastAsianScripts: [ClosedRange<UInt32>] = [
        0x0E00...0x0E7F, 0x0E80...0x0EFF, 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F, 0x1780...0x17FF, 0x19E0...0x19FF,
    ]
}
