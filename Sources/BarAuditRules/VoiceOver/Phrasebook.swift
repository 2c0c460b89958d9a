import BarAuditData
import BarAuditModel

/// The words VoiceOver adds around labels in one language (`Rules/data/voiceover-phrases.yml`).
public struct Phrases: Sendable {
    /// The language entry used ("pt" for "pt-BR"; "en" when the locale has none).
    public var language: String
    public var selected: String
    public var dimmed: String
    public var tab: String
    public let positionPattern: String
    public var more: String
    public let items: [PluralCategory: String]
    private let position: PhraseTemplate
    private let itemTemplates: [PluralCategory: PhraseTemplate]
    public var roleWords: [String]
    public var overflowPhrases: [String]
    public var genericNouns: [String]

    public init(language: String, selected: String, dimmed: String, tab: String, positionPattern: String, more: String,
                items: [PluralCategory: String], roleWords: [String], overflowPhrases: [String], genericNouns: [String]) {
        self.language = language
        self.selected = selected
        self.dimmed = dimmed
        self.tab = tab
        self.positionPattern = positionPattern
        self.more = more
        self.items = items
        self.roleWords = roleWords
        self.overflowPhrases = overflowPhrases
        self.genericNouns = genericNouns
        position = PhraseTemplate(positionPattern)
        itemTemplates = items.mapValues(PhraseTemplate.init)
    }

    public func position(_ index: Int, of count: Int) -> String {
        position.filled(index: index, count: count)
    }

    /// UIKit's default value for a numeric badge ("8 items"), in the plural form the locale selects.
    public func itemCount(_ count: Int, locale: String) -> String {
        let category = PluralRules.forLocale(locale)?.category(for: Double(count)) ?? .other
        return (itemTemplates[category] ?? itemTemplates[.other] ?? PhraseTemplate("{count}")).filled(count: count)
    }
}

/// A phrase with `{index}` and `{count}` slots, split once: VoiceOver's model fills in positions for
/// every tab in every locale, and searching the pattern each time was a measurable share of a run.
struct PhraseTemplate: Sendable {
    private enum Piece: Sendable {
        case text(String), index, count
    }

    private let pieces: [Piece]

    init(_ pattern: String) {
        var pieces: [Piece] = []
        var rest = pattern[...]
        // The first "{" that opens a slot ends the text before it. A plain scan: the phrase files are
        // read at start-up, and the string processing library's `firstRange(of:)` was slow there.
        var search = rest.startIndex
        while let open = rest[search...].firstIndex(of: "{") {
            let tail = rest[open...]
            let piece: Piece? = tail.hasPrefix("{index}") ? .index : tail.hasPrefix("{count}") ? .count : nil
            guard let piece else {
                search = rest.index(after: open)
                continue
            }
            pieces += [.text(String(rest[..<open])), piece]
            rest = rest[rest.index(open, offsetBy: 7)...]
            search = rest.startIndex
        }
        self.pieces = pieces + [.text(String(rest))]
    }

    /// `indexText`, `countText`: the numbers as the platform writes them (its locale's digits), when not
    /// in Latin digits.
    func filled(index: Int = 0, count: Int, indexText: String? = nil, countText: String? = nil) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words): text += words
            case .index: text += indexText ?? String(index)
            case .count: text += countText ?? String(count)
            }
        }
        return text
    }
}

/// All languages' phrases, with the documented fallback: exact locale, then language, then the default.
public struct Phrasebook: Sendable {
    public static let path = "Rules/data/voiceover-phrases.yml"
    public static let builtIn: Phrasebook = {
        do {
            return try Phrasebook(document: EmbeddedData.document(path))
        } catch {
            fatalError("internal error: \(path) is unreadable: \(error)")
        }
    }()

    public let fallback: String
    public let languages: [String: Phrases]

    /// From the file's parsed tree (`EmbeddedData.document`).
    public init(document: Any) throws {
        guard let root = document as? [String: Any],
              let fallback = root["fallback"] as? String,
              let languages = root["languages"] as? [String: [String: Any]] else {
            throw RuleSettingsError(description: "expected 'fallback' and 'languages'")
        }
        var phrases: [String: Phrases] = [:]
        for (language, entry) in languages {
            func text(_ key: String) throws -> String {
                guard let value = entry[key] as? String else { throw RuleSettingsError(description: "\(language).\(key) is missing") }
                return value
            }
            let items = (entry["items"] as? [String: String] ?? [:]).reduce(into: [PluralCategory: String]()) { result, pair in
                if let category = PluralCategory(rawValue: pair.key) { result[category] = pair.value }
            }
            guard items[.other] != nil else { throw RuleSettingsError(description: "\(language).items needs an 'other' form") }
            phrases[language] = Phrases(
                language: language, selected: try text("selected"), dimmed: try text("dimmed"), tab: try text("tab"),
                positionPattern: try text("position"), more: try text("more"), items: items,
                roleWords: entry["role-words"] as? [String] ?? [], overflowPhrases: entry["overflow"] as? [String] ?? [],
                genericNouns: entry["generic-nouns"] as? [String] ?? [])
        }
        guard phrases[fallback] != nil else { throw RuleSettingsError(description: "the fallback '\(fallback)' has no entry") }
        self.fallback = fallback
        self.languages = phrases
    }

    public func phrases(for locale: String) -> Phrases {
        Self.entry(for: locale, in: languages, fallback: fallback)
    }

    /// A locale's entry: the exact locale, else its language, else the fallback (which must exist).
    static func entry<Entry>(for locale: String, in languages: [String: Entry], fallback: String) -> Entry {
        // The byte search decides only whether to map: `contains("_")` went through Foundation's string search,
        // for every locale of every bar. A "_" inside a larger character is not replaced either way.
        let normalised = locale.utf8.contains(UInt8(ascii: "_")) ? String(locale.map { $0 == "_" ? "-" : $0 }) : locale
        if let exact = languages[normalised] { return exact }
        let language = String(normalised.prefix { $0 != "-" })
        return languages[language] ?? languages[fallback]!
    }
}
