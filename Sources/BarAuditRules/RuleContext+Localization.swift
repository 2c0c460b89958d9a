import BarAuditModel

/// One concrete string an item shows or speaks in a locale: a literal, a key's text, or one plural form.
public struct ShownString: Sendable {
    /// "title", "label", "value", "hint" or "badge".
    public var field: String
    public var key: String?
    /// The plural form, for one variant of a plural entry.
    public var category: String?
    public var string: String
    /// Where the string is written (the table entry or variant for keys).
    public var location: SourceLocation
    /// The project marked the text as not to be translated (`Text.isMarkedDoNotTranslate`).
    public var isMarkedDoNotTranslate = false

    /// How a message names it: `the title 'Réglages' (key 'tab.settings', form 'one')`.
    public var described: String {
        var details: [String] = []
        if let key { details.append("key '\(key.abbreviated())'") }
        if let category { details.append("form '\(category)'") }
        // Abbreviated, so that what the rule says about the text stays in the message (a title of 10,000
        // characters is quoted by its start).
        return "the \(field) '\(string.abbreviated(to: 200))'" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}

/// A key the bar's items use, with the first item that uses it (its id: a copy of the item would retain all
/// its strings, for every key of the bar). Two strings that share the item's and text's storage: with the
/// field and the whole `Text` as well, the list held 16 MB for a bar of 100,000 tabs.
public struct KeyReference: Sendable {
    public var key: String
    public var itemID: String
}

extension Item {
    /// The item's user-visible strings that are set, by field name. A title an importer found to be
    /// replaced by code (`configuredInCode`, such as Interface Builder's placeholder "Item") is not what
    /// users see, so it is not among them.
    public var texts: [(field: String, text: Text)] {
        [("title", configuredInCode == nil ? title : nil), ("label", accessibility.label), ("value", accessibility.value),
         ("hint", accessibility.hint), ("badge", badge)].compactMap { field, text in text.map { (field, $0) } }
    }

    /// Hands each of `texts` to `body` in the same order, read where it lies: the list copies every text.
    func forEachText(_ body: (_ field: String, _ text: Text) -> Void) {
        if configuredInCode == nil, let title { body("title", title) }
        if let label = accessibility.label { body("label", label) }
        if let value = accessibility.value { body("value", value) }
        if let hint = accessibility.hint { body("hint", hint) }
        if let badge { body("badge", badge) }
    }

    /// Whether one of `texts` is a key: read field by field, without making the list (asked for every
    /// item in every locale).
    var hasKeyedText: Bool {
        (configuredInCode == nil && title?.key != nil) || accessibility.label?.key != nil || accessibility.value?.key != nil
            || accessibility.hint?.key != nil || badge?.key != nil
    }
}

extension ShownString {
    /// Every string the item has in `locale`; keys the locale lacks are left out (they are
    /// `l10n-string-missing`'s finding).
    /// A key an earlier field of the item already shows (a menu item whose `contentDescription` names its
    /// title's `@string`, as RadioDroid's do) is one string at one place: it is listed once, under the
    /// first field, so that a rule reports it once.
    static func strings(of item: Item, in file: DefinitionFile, locale: String) -> [ShownString] {
        var strings: [ShownString] = []
        // Made for every item in every locale: the texts read in place, the locale's table looked up once,
        // and the keys shown so far (an item has at most five) compared in a list rather than hashed.
        let table = file.strings[locale]
        var keysShown: [String] = []
        item.forEachText { field, text in
            if case .key(let key) = text.source {
                guard !keysShown.contains(key) else { return }
                keysShown.append(key)
            }
            switch text.source {
            case .literal(let value):
                strings.append(ShownString(field: field, key: nil, category: nil, string: value, location: text.location,
                                           isMarkedDoNotTranslate: text.isMarkedDoNotTranslate))
            case .key(let key):
                guard let entry = table?.entries[key] else { return }
                switch entry.content {
                case .text(let value):
                    strings.append(ShownString(field: field, key: key, category: nil, string: value, location: entry.location,
                                               isMarkedDoNotTranslate: text.isMarkedDoNotTranslate))
                case .plural(let variants):
                    strings += variants.map {
                        ShownString(field: field, key: key, category: $0.categoryName, string: $0.text, location: $0.location,
                                    isMarkedDoNotTranslate: text.isMarkedDoNotTranslate)
                    }
                }
            }
        }
        return strings
    }
}

extension RuleContext {
    /// Every string the item has in the context's locale; keys the locale lacks are left out (they are
    /// `l10n-string-missing`'s finding).
    public var shownStrings: [ShownString] { itemTexts?.shownStrings ?? [] }

    /// The keys the bar's items use, each once, in bar order.
    public var referencedKeys: [KeyReference] { facts.referencedKeys }
}

/// A plural entry the bar uses, in the context's locale, with that locale's rules.
public struct PluralUse: Sendable {
    public var reference: KeyReference
    public var entry: BarAuditModel.LocalizedString
    public var variants: [PluralVariant]
    public var rules: PluralRules

    /// How messages name the plural: its key, and the variable when it is not the sentence's first.
    public var name: String {
        "'\(reference.key)'" + (variants.first?.variable.map { " (its variable '\($0)')" } ?? "")
    }
}

extension RuleContext {
    /// Whether ICU can judge plurals in the context's locale (else `l10n-locale-unsupported` reports it).
    public var hasPluralRules: Bool { locale.map(ICU.hasPluralData) ?? false }

    /// The plural entries the bar's items use, in the context's locale: worked out once per bar and locale
    /// for the plural rules that read them (`BarFacts.keepsTablesPerKey`).
    public var pluralUses: [PluralUse] {
        guard let locale else { return [] }
        return facts.keepsTablesPerKey ? localeFacts.pluralUses { pluralUses(in: locale) } : pluralUses(in: locale)
    }

    private func pluralUses(in locale: String) -> [PluralUse] {
        guard let rules = PluralRules.forLocale(locale) else { return [] }
        return referencedKeys.flatMap { reference -> [PluralUse] in
            guard let entry = file.strings[locale]?.entries[reference.key], case .plural(let variants) = entry.content else { return [] }
            // A sentence with several plural variables is one use per variable: each chooses its form for
            // its own argument (Foundation), so each must have every form the language uses.
            guard variants.contains(where: { $0.variable != nil }) else {
                return [PluralUse(reference: reference, entry: entry, variants: variants, rules: rules)]
            }
            // Grouped in one pass, in the order the variables come: a list of names searched for each form
            // and the forms filtered once per name were quadratic (10,000 chained variables: past 20 s).
            var groups: [[PluralVariant]] = []
            var place: [String?: Int] = [:]
            for variant in variants {
                if let index = place[variant.variable] {
                    groups[index].append(variant)
                } else {
                    place[variant.variable] = groups.count
                    groups.append([variant])
                }
            }
            return groups.map { PluralUse(reference: reference, entry: entry, variants: $0, rules: rules) }
        }
    }
}

/// Words for messages.
public enum Describe {
    /// "0, 1, 21, 31…" — the first few numbers of a list.
    static func examples(_ numbers: [Int], limit: Int = 6) -> String {
        numbers.prefix(limit).map(String.init).joined(separator: ", ") + (numbers.count > limit ? "…" : "")
    }

    /// "'tab4', 'tab5', … and 9990 more": at most `limit` names, so that a finding about a bar of
    /// thousands of tabs stays a line a person reads (and within what annotation consumers accept).
    public static func names<Names: Collection<String>>(_ names: Names, quoted: Bool = true, limit: Int = 10) -> String {
        let shown = names.prefix(limit).map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
        let more = names.count - limit
        return more > 0 ? "\(shown), … and \(more) more" : shown
    }

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}
