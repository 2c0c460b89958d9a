import BarAuditModel

/// Where a translation shows the source language's own word for a tab, whether its translators wrote that word in
/// texts they did translate: 2fas's Greek, Spanish, Dutch and Portuguese tables keep "Tokens" for the tab and write
/// "Τα tokens σας…", "Tus tokens son…" in their sentences. That is the term the translation chose, not a string
/// nobody translated (`StringTable.keysUsedInTranslatedTexts`).
enum TranslatedTerms {
    /// The lowercased words (runs of letters) that at least two different texts of `translations` write in their own
    /// language: texts that differ from the source's text of the same key, with more than half of their words not words
    /// of the source's texts (`vocabulary`). A text the source lacks or the translation copies says nothing of the
    /// translators' words, nor does an English text that only differs from today's source (Open Food Facts' Crowdin
    /// folders for Yiddish or Xhosa hold English sentences of an older source, which would make "Scan" a Xhosa word);
    /// one sentence is too little to tell a term from a slip (its Kurdish "Berhemên Scan ku…", its Indonesian "Produk
    /// yang anda scan…"). A project may hold several copies of the source (Android flavours' default folders, an
    /// `.lproj` beside `Base`): a text is a copy when any of them has it, and every word of any of them is the source's.
    static func words(of translations: [[String: LocalizedString]], sources: [[String: LocalizedString]], vocabulary: Set<String>) -> Set<String> {
        var texts = Set<String>()
        for translation in translations {
            for (key, entry) in translation {
                guard case .text(let text) = entry.content else { continue }
                var hasSource = false, isCopy = false
                for source in sources {
                    guard case .text(let sourceText)? = source[key]?.content else { continue }
                    hasSource = true
                    if sourceText == text { isCopy = true }
                }
                if hasSource, !isCopy { texts.insert(text) }
            }
        }
        var seen = Set<String>(), words = Set<String>()
        for text in texts {
            let written = self.words(in: text)
            guard written.filter({ !vocabulary.contains($0) }).count * 2 > written.count else { continue }
            for word in Set(written) where !seen.insert(word).inserted { words.insert(word) }
        }
        return words
    }

    /// The lowercased words of every text of the tables.
    static func vocabulary(of tables: [[String: LocalizedString]]) -> Set<String> {
        var words = Set<String>()
        for table in tables {
            for entry in table.values {
                if case .text(let text) = entry.content { words.formUnion(self.words(in: text)) }
            }
        }
        return words
    }

    /// A text's words (runs of letters), lowercased, in order.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isLetter {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }

    /// The word a text is, lowercased, when it is one word of at least two letters: a phrase's words in other
    /// sentences are no evidence that the phrase was kept.
    static func term(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.count >= 2, trimmed.allSatisfy(\.isLetter) else { return nil }
        return trimmed.lowercased()
    }

    /// The keys of `table` whose text is the source's, one word, that `words` (asked only when some key is such a
    /// copy) holds.
    static func keysUsedInTranslatedTexts(of table: [String: LocalizedString], source: [String: LocalizedString],
                                          words: () -> Set<String>) -> Set<String> {
        var copies: [(key: String, term: String)] = []
        for (key, entry) in table {
            guard case .text(let text) = entry.content, case .text(text)? = source[key]?.content, let term = term(text) else { continue }
            copies.append((key, term))
        }
        guard !copies.isEmpty else { return [] }
        let written = words()
        return Set(copies.filter { written.contains($0.term) }.map(\.key))
    }
}
