extension DefinitionFile {
    /// Marks the texts the project says are not to be translated (`Text.isMarkedDoNotTranslate`): those
    /// whose key is in `keys`, and those whose text in the bar's source locale is in `texts` (a literal,
    /// or a key's source-locale string). Used for a String Catalog's `shouldTranslate: false` keys and the
    /// configuration's do-not-translate list.
    public mutating func markDoNotTranslate(keys: Set<String>, texts: Set<String> = []) {
        guard !keys.isEmpty || !texts.isEmpty else { return }
        let strings = self.strings
        func mark(_ text: inout Text?, sourceLocale: String) {
            guard var marked = text else { return }
            let sourceText: String? = switch marked.source {
            case .literal(let value): value
            case .key(let key):
                if case .text(let value)? = strings[sourceLocale]?.entries[key]?.content { value } else { nil }
            }
            if marked.key.map(keys.contains) == true || sourceText.map({ texts.contains($0.trimmingWhitespace()) }) == true {
                marked.isMarkedDoNotTranslate = true
                text = marked
            }
        }
        for barIndex in bars.indices {
            let sourceLocale = bars[barIndex].sourceLocale
            for itemIndex in bars[barIndex].items.indices {
                mark(&bars[barIndex].items[itemIndex].title, sourceLocale: sourceLocale)
                mark(&bars[barIndex].items[itemIndex].badge, sourceLocale: sourceLocale)
                mark(&bars[barIndex].items[itemIndex].accessibility.label, sourceLocale: sourceLocale)
                mark(&bars[barIndex].items[itemIndex].accessibility.value, sourceLocale: sourceLocale)
                mark(&bars[barIndex].items[itemIndex].accessibility.hint, sourceLocale: sourceLocale)
            }
        }
    }
}
