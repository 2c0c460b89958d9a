import BarAuditData
import BarAuditModel

/// What TalkBack adds around a bottom navigation item's content description in one language
/// (`Rules/data/talkback-phrases.yml`): Material Components' role description and badge content
/// descriptions, and TalkBack's state words.
public struct TalkBackPhrases: Sendable {
    public var language: String
    public var role: String
    public var selected: String
    public var disabled: String
    public var badgeDot: String
    private let position: PhraseTemplate
    private let badgeCount: [PluralCategory: PhraseTemplate]
    private let badgeMoreThan: PhraseTemplate

    init(language: String, entry: [String: Any], voiceOver: Phrases) throws {
        func text(_ key: String) throws -> String {
            guard let value = entry[key] as? String else { throw RuleSettingsError(description: "\(language).\(key) is missing") }
            return value
        }
        self.language = language
        role = try text("role")
        badgeDot = try text("badge-dot")
        badgeMoreThan = PhraseTemplate(try text("badge-more-than"))
        selected = entry["selected"] as? String ?? voiceOver.selected
        disabled = entry["disabled"] as? String ?? voiceOver.dimmed
        position = PhraseTemplate(entry["position"] as? String ?? voiceOver.positionPattern)
        badgeCount = (entry["badge-count"] as? [String: String] ?? [:]).reduce(into: [:]) { result, pair in
            if let category = PluralCategory(rawValue: pair.key) { result[category] = PhraseTemplate(pair.value) }
        }
        guard badgeCount[.other] != nil else { throw RuleSettingsError(description: "\(language).badge-count needs an 'other' form") }
    }

    /// TalkBack writes the position with `getString(R.string.list_index_template, index, count)`
    /// (`CollectionState` in google/talkback), which formats with the configuration's locale: Arabic
    /// "١ من ٤", Moroccan Arabic "1 من 4".
    public func position(_ index: Int, of count: Int, locale: String) -> String {
        position.filled(index: index, count: count, indexText: FormatSpecifier.localizedDigits(of: index, locale: locale),
                        countText: FormatSpecifier.localizedDigits(of: count, locale: locale))
    }

    /// BadgeDrawable's content description for a badge without one set by the app.
    public func badge(_ badge: BadgeKind, locale: String) -> String {
        switch badge {
        case .dot:
            return badgeDot
        case .count(let number):
            let category = PluralRules.forLocale(locale)?.category(for: Double(number)) ?? .other
            // getQuantityString and getString(id, args) format with the configuration's locale, whose
            // digits java.util.Formatter writes ("٨ إشعارات جديدة").
            return (badgeCount[category] ?? badgeCount[.other]!).filled(count: number, countText: FormatSpecifier.localizedDigits(of: number, locale: locale))
        case .capped(let cap):
            return badgeMoreThan.filled(count: cap, countText: FormatSpecifier.localizedDigits(of: cap, locale: locale))
        case .text(let text), .symbol(let text):
            return text
        }
    }
}

/// Every language's TalkBack phrases, with the fallback of the VoiceOver phrasebook: exact locale,
/// then language, then the default.
public struct TalkBackPhrasebook: Sendable {
    public static let path = "Rules/data/talkback-phrases.yml"
    public static let builtIn: TalkBackPhrasebook = {
        do {
            return try TalkBackPhrasebook(document: EmbeddedData.document(path), voiceOver: .builtIn)
        } catch {
            fatalError("internal error: \(path) is unreadable: \(error)")
        }
    }()

    public let fallback: String
    public let languages: [String: TalkBackPhrases]

    /// `document`: the parsed tree of `Rules/data/talkback-phrases.yml`.
    public init(document: Any, voiceOver: Phrasebook) throws {
        guard let root = document as? [String: Any], let fallback = root["fallback"] as? String,
              let languages = root["languages"] as? [String: [String: Any]] else {
            throw RuleSettingsError(description: "expected 'fallback' and 'languages'")
        }
        var phrases: [String: TalkBackPhrases] = [:]
        for (language, entry) in languages {
            phrases[language] = try TalkBackPhrases(language: language, entry: entry, voiceOver: voiceOver.phrases(for: language))
        }
        guard phrases[fallback] != nil else { throw RuleSettingsError(description: "the fallback '\(fallback)' has no entry") }
        self.fallback = fallback
        self.languages = phrases
    }

    public func phrases(for locale: String) -> TalkBackPhrases {
        Phrasebook.entry(for: locale, in: languages, fallback: fallback)
    }
}

/// A static model of what TalkBack says for each item of a Material Components bottom navigation bar
/// (`BottomNavigationView`, `NavigationBarView`), in TalkBack's order: "Selected" (when selected), the
/// item's content description — the menu item's contentDescription, else its title, followed by the
/// badge's content description when a badge is shown — the role description ("Tab"), "Disabled"
/// (when not enabled), and the position among the visible items ("2 of 4"). Sources: see
/// `Rules/data/talkback-phrases.yml`. It does not model the usage hint ("Double-tap to activate",
/// after a pause), earcons, verbosity settings, or content descriptions apps change at run time.
public enum TalkBackModel {
    public static func speak(_ bar: Bar, in file: DefinitionFile, locale: String, phrasebook: TalkBackPhrasebook = .builtIn) -> [SpokenTab] {
        var tabs: [SpokenTab] = []
        tabs.reserveCapacity(bar.items.count)
        speak(bar, in: file, locale: locale, phrasebook: phrasebook) { tabs.append($0) }
        return tabs
    }

    /// Each tab `speak` lists, in bar order, handed over one at a time; with `positions`, only the tabs
    /// of the items at those positions of the bar.
    public static func speak(_ bar: Bar, in file: DefinitionFile, locale: String, phrasebook: TalkBackPhrasebook = .builtIn,
                             itemsAt positions: Range<Int>? = nil, each tabs: (SpokenTab) -> Void) {
        let phrases = phrasebook.phrases(for: locale)
        for index in (positions ?? bar.items.indices).clamped(to: bar.items.indices) {
            let item = bar.items[index]
            let label = VoiceOverModel.label(of: item, bar: bar, file: file, locale: locale)
            let value = self.value(of: item, bar: bar, file: file, locale: locale, phrases: phrases)
            let selected = bar.selectedItemID == item.id
            let parts = [selected ? phrases.selected : nil, label?.text, value?.text, phrases.role,
                         item.isEnabled ? nil : phrases.disabled, phrases.position(index + 1, of: bar.items.count, locale: locale)]
            tabs(SpokenTab(itemID: item.id, layout: .allTabs, locale: locale, position: index + 1, isSelected: selected,
                           label: label, value: value, text: parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")))
        }
    }

    /// The badge's content description: the app's own (an accessibility value), else BadgeDrawable's
    /// default for the badge ("8 new notifications", "New notification" for a dot), or for a Compose
    /// badge in the item's icon its text as written, or nothing while the item clears the icon's semantics.
    public static func value(of item: Item, bar: Bar, file: DefinitionFile, locale: String, phrases: TalkBackPhrases) -> ResolvedText? {
        let badge = VoiceOverModel.badge(of: item, bar: bar, file: file, locale: locale)
        if let explicit = item.accessibility.value {
            let resolved = file.resolve(explicit, in: bar, locale: locale, count: badge?.number)
            return resolved.text.trimmingWhitespace().isEmpty ? nil : resolved
        }
        guard let badge, let written = item.badge else { return nil }
        switch item.badgeSpeech {
        case .platform:
            return ResolvedText(text: phrases.badge(badge, locale: locale), isMissing: false)
        case .silentWhileLabelShows where isBadgeSilenced(item, in: bar):
            return nil
        case .asWritten, .silentWhileLabelShows:
            let resolved = file.resolve(written, in: bar, locale: locale)
            return resolved.text.trimmingWhitespace().isEmpty ? nil : resolved
        }
    }

    /// A Compose badge in a Material 3 item's icon while the item's label shows: the item clears the
    /// icon's semantics, and TalkBack hears nothing of the badge.
    public static func isBadgeSilenced(_ item: Item, in bar: Bar) -> Bool {
        guard item.badgeSpeech == .silentWhileLabelShows, item.title != nil else { return false }
        return switch bar.titleVisibility {
        case .never?: false
        case .selected?: bar.selectedItemID == item.id
        case .always?, nil: true
        }
    }
}
