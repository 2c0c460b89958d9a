import BarAuditModel

/// What rules about speech and text read about their subject, resolved in the subject's locale.
extension RuleContext {
    /// The locale a locale-free check reads texts in: the bar's source locale.
    public var textLocale: String { locale ?? bar.sourceLocale }

    public var phrases: Phrases { localeFacts.phrases }

    public func resolve(_ text: Text, count: Int? = nil) -> ResolvedText {
        file.resolve(text, in: bar, locale: textLocale, count: count)
    }

    /// The item's title in the context's locale, when it has one.
    public var resolvedTitle: ResolvedText? { itemTexts?.title }

    /// The label VoiceOver reads for the item (accessibility label, else title).
    public var spokenLabel: ResolvedText? { spokenLabelSource?.resolved }

    /// The spoken label with the text it comes from, for locating findings.
    public var spokenLabelSource: (text: Text, resolved: ResolvedText)? {
        guard let itemTexts else { return nil }
        return withItem { itemTexts.labelSource(of: $0) }
    }

    /// The spoken label when the locale really has it (not a key shown for a missing translation, which
    /// is the localisation rules' finding): what the label rules examine.
    public var translatedLabel: (text: Text, resolved: ResolvedText)? {
        spokenLabelSource.flatMap { $0.resolved.isMissing ? nil : $0 }
    }

    /// Whether `translatedLabel` is not nil, found without copying the label.
    var hasTranslatedLabel: Bool { itemTexts?.hasTranslatedLabel ?? false }

    /// The whole utterance for the item, where it is on the bar.
    public var utterance: String? {
        withItem { utterance(of: $0) }
    }

    /// The whole utterance for an item of the bar, in the context's locale: from the engine's chunk of the
    /// bar for an item in it, spoken here for another.
    public func utterance(of item: Item) -> String? {
        guard let position = facts.itemPosition(withID: item.id) else { return nil }
        if let utterance = itemTextsChunk?.utterance(ofItemAt: position) { return utterance }
        return ItemTextsChunk.utterances(ofItemsAt: position..<position + 1, of: bar, file: file, locale: textLocale)[0]
    }

    public var badge: BadgeKind? { itemTexts?.badge }

    /// The accessibility value in the context's locale, counting the badge's number when it shows one.
    public var countedValue: ResolvedText? { itemTexts?.countedValue }

    /// Why the screen reader hears nothing of the item's badge, when it is silenced (a Compose badge
    /// in a Material 3 item's icon while the label shows); nil when it is heard or there is none.
    public var badgeSilence: String? {
        guard let item, item.accessibility.value == nil, TalkBackModel.isBadgeSilenced(item, in: bar) else { return nil }
        return "NavigationBarItem clears its icon's semantics, the badge's with them, while the label shows"
    }

    /// How to describe the badge (`what` follows the fix's verb: "that says what the dot means"): an
    /// accessibility value, or for a Compose badge, which sits in the item's icon, the item's own semantics.
    func badgeFix(_ what: String) -> String {
        guard let item, item.badgeSpeech != .platform else { return "set an accessibility value \(what)" }
        return "set a stateDescription on the item itself (Modifier.semantics { stateDescription = … } on the NavigationBarItem, not on the Badge in its icon) \(what)"
    }

    /// The spoken value: the accessibility value, else the badge's platform default.
    public var spokenValue: ResolvedText? {
        withItem { VoiceOverModel.value(of: $0, bar: bar, file: file, locale: textLocale, phrases: phrases) }
    }

    /// The item's words as ICU finds them in the locale, lowercased for matching.
    public func words(_ text: String) -> [String] {
        Self.words(of: text, locale: textLocale)
    }

    static func words(of text: String, locale: String) -> [String] {
        ICU.words(in: text, locale: locale).map { $0.lowercased() }
    }

    /// The words of the spoken label (`spokenLabelSource`), as `words(_:)` finds them.
    public var labelWords: [String] { itemTexts?.labelWords ?? [] }
}

/// Whether `phrase` (one or more words) occurs as whole words in `words`.
func containsPhrase(_ phrase: [String], in words: [String]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= words.count else { return false }
    // Compared in place: an array made of each window was an allocation per word, phrase and check.
    return (0...(words.count - phrase.count)).contains { words[$0..<($0 + phrase.count)].elementsEqual(phrase) }
}
