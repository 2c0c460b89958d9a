import BarAuditData
import BarAuditModel
import Yams

/// The words VoiceOver adds around labels in one language (`Rules/data/voiceover-phrases.yml`).
public struct Phrases: Sendable {
    /// The language entry used ("pt" for "pt-BR"; "en" when the locale has none).
    public var language: String
    public var selected: String
    public var dimmed: String
    public var tab: String
    public var positionPattern: String
    public var more: String
    public var items: [PluralCategory: String]
    public var roleWords: [String]
    public var overflowPhrases: [String]
    public var genericNouns: [String]

    public func position(_ index: Int, of count: Int) -> String {
        positionPattern.replacingOccurrences(of: "{index}", with: String(index))
            .replacingOccurrences(of: "{count}", with: String(count))
    }

    /// UIKit's default value for a numeric badge ("8 items"), in the plural form the locale selects.
    public func itemCount(_ count: Int, locale: String) -> String {
        let category = PluralRules.forLocale(locale)?.category(for: Double(count)) ?? .other
        let pattern = items[category] ?? items[.other] ?? "{count}"
        return pattern.replacingOccurrences(of: "{count}", with: String(count))
    }
}

/// All languages' phrases, with the documented fallback: exact locale, then language, then the default.
public struct Phrasebook: Sendable {
    public static let path = "Rules/data/voiceover-phrases.yml"
    public static let builtIn: Phrasebook = {
        do {
            return try Phrasebook(yaml: EmbeddedData.text(path) ?? "")
        } catch {
            fatalError("internal error: \(path) is unreadable: \(error)")
        }
    }()

    public let fallback: String
    public let languages: [String: Phrases]

    public init(yaml: String) throws {
        guard let root = try Yams.load(yaml: yaml) as? [String: Any],
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
        let normalised = locale.replacingOccurrences(of: "_", with: "-")
        if let exact = languages[normalised] { return exact }
        let language = String(normalised.prefix { $0 != "-" })
        return languages[language] ?? languages[fallback]!
    }
}
