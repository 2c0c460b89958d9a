import BarAuditModel
import Foundation

/// The strings a storyboard's bar shows in each locale, looked up as iOS looks them up at run time:
/// a storyboard text `ObjectID.property` in the `<Storyboard>.strings` table of the locale's `.lproj`
/// (or the `<Storyboard>.xcstrings` String Catalog), anywhere in the app's bundle; strings set in code
/// (the configuration's `code_strings`) in `Localizable.strings`, `Localizable.stringsdict` and
/// `Localizable.xcstrings`. A locale whose table lacks a key shows the storyboard's base text; a locale
/// with no `.lproj` copy of a table reads the table's `Base.lproj` copy, as iOS does.
struct AppleResources {
    /// A key the bar uses, and the table that holds it.
    struct Use: Hashable {
        var key: String
        var table: String
        /// Looked up by code (`NSLocalizedString(_:tableName:)`, `String(localized:table:)`, SwiftGen),
        /// as `Localizable` always is: the table's `.stringsdict` counts, and a table no other language
        /// has is a missing translation, never a sign that Interface Builder's texts are replaced in code.
        var isLookedUpInCode = false
    }

    static let codeTable = "Localizable"

    var sourceLocale = "en"
    /// Every shipped locale, the source locale first.
    var locales: [String] = []
    var tables: [String: StringTable] = [:]
    /// Shipped locales left out because a table of theirs cannot be read (reported once, not as every string missing).
    var unreadableLocales: Set<String> = []
    var diagnostics: [InputDiagnostic] = []
    /// The candidate keys `Localizable` has in some locale.
    var confirmedLocalizableKeys = Set<String>()
    /// String Catalog keys marked `shouldTranslate: false`.
    var doNotTranslateKeys: Set<String> = []
    /// The tables the development language reads its texts from, of those the uses name: a String Catalog,
    /// or a `.strings` file in its own `.lproj` or in `Base.lproj` (a `.stringsdict` holds plural rules only).
    var tablesWithSourceTexts: Set<String> = []

    /// `base` holds the storyboards' own texts (the source language's entries unless its `.lproj`
    /// overrides them).
    /// The entries of a table for the keys a file uses: looked up by key when the file uses fewer keys
    /// than the table has, since tables are shared by every file of an app (filtering a 50,000-entry
    /// table per file and locale made 200 SwiftUI files take 9 s).
    static func entries(_ table: [String: LocalizedString], for keys: Set<String>) -> [String: LocalizedString] {
        guard keys.count < table.count else { return table.filter { keys.contains($0.key) } }
        var found: [String: LocalizedString] = [:]
        for key in keys {
            if let entry = table[key] { found[key] = entry }
        }
        return found
    }

    static func resolve(_ uses: Set<Use>, localizableCandidates: Set<String> = [], base: [String: LocalizedString],
                        near storyboardPath: String, in bundle: AppleBundle) -> AppleResources {
        var resources = AppleResources()
        let candidateUses = Set(localizableCandidates.map { Use(key: $0, table: codeTable, isLookedUpInCode: true) })
        let codeTables = Set(uses.filter(\.isLookedUpInCode).map(\.table)).union([codeTable])
        var entries: [String: [String: LocalizedString]] = [:]
        var tableLocales = Set<String>()
        var storyboardTableLocales = Set<String>()
        var broken = Set<String>()
        var unreadableCatalog = false
        var catalogLanguage: String?
        // Each table's whole texts by locale, with the name `ParsedTables` keeps what is worked out of them under.
        var wholeTables: [String: [String: (entries: [String: LocalizedString], name: String)]] = [:]
        func add(_ locale: String, _ table: String, _ read: [String: LocalizedString], keys: Set<String>, preferringLater: Bool = false) {
            tableLocales.insert(locale)
            if !codeTables.contains(table) { storyboardTableLocales.insert(locale) }
            entries[locale, default: [:]].merge(Self.entries(read, for: keys)) { first, later in preferringLater ? later : first }
        }
        let allUses = uses.union(candidateUses)
        // Per table: the locales with their own copy, and the entries of its `Base.lproj` copy.
        var localesWithTable: [String: Set<String>] = [:]
        var baseTables: [String: [String: LocalizedString]] = [:]
        for table in Set(allUses.map(\.table)).sorted() {
            let keys = Set(allUses.filter { $0.table == table }.map(\.key))
            if let catalog = bundle.catalog(named: table, near: storyboardPath) {
                resources.tablesWithSourceTexts.insert(table)
                let read = bundle.tables.catalog(catalog)
                // A catalog holds every language: one that cannot be read leaves all but the source out.
                if read.diagnostics.contains(where: { $0.severity == .error }) { unreadableCatalog = true }
                resources.diagnostics += read.diagnostics
                resources.doNotTranslateKeys.formUnion(read.doNotTranslateKeys)
                catalogLanguage = catalogLanguage ?? read.sourceLanguage
                for (locale, localized) in read.tables {
                    let canonical = AppleLocale.canonical(locale) ?? locale
                    localesWithTable[table, default: []].insert(canonical)
                    add(canonical, table, localized, keys: keys)
                    if wholeTables[table]?[canonical] == nil { wholeTables[table, default: [:]][canonical] = (localized, catalog + "\u{0}" + canonical) }
                }
            }
            for (locale, path) in bundle.tableFiles(named: "\(table).strings", near: storyboardPath) {
                let read = bundle.tables.appleStrings(path)
                if read.diagnostics.contains(where: { $0.severity == .error }) { broken.insert(locale) }
                resources.diagnostics += read.diagnostics
                localesWithTable[table, default: []].insert(locale)
                add(locale, table, read.entries, keys: keys)
                if wholeTables[table]?[locale] == nil { wholeTables[table, default: [:]][locale] = (read.entries, path) }
            }
            if let path = bundle.baseTableFile(named: "\(table).strings", near: storyboardPath) {
                let read = bundle.tables.appleStrings(path)
                resources.diagnostics += read.diagnostics
                baseTables[table] = Self.entries(read.entries, for: keys)
                wholeTables[table, default: [:]]["Base"] = (read.entries, path)
            }
            guard codeTables.contains(table) else { continue }
            for (locale, path) in bundle.tableFiles(named: "\(table).stringsdict", near: storyboardPath) {
                let read = bundle.tables.stringsdict(path)
                if read.diagnostics.contains(where: { $0.severity == .error }) { broken.insert(locale) }
                resources.diagnostics += read.diagnostics
                add(locale, table, read.entries, keys: keys, preferringLater: true)
            }
        }
        resources.confirmedLocalizableKeys = localizableCandidates.filter { key in entries.values.contains { $0[key] != nil } }
        resources.sourceLocale = bundle.developmentRegion(near: storyboardPath) ?? catalogLanguage.flatMap(AppleLocale.canonical) ?? "en"
        resources.tablesWithSourceTexts.formUnion(localesWithTable.filter { $0.value.contains(resources.sourceLocale) }.keys)
        resources.tablesWithSourceTexts.formUnion(baseTables.keys)
        let shipped = bundle.shippedLocales(developmentRegion: resources.sourceLocale, withTables: tableLocales)
        for (table, baseEntries) in baseTables {
            for locale in shipped where localesWithTable[table]?.contains(locale) != true {
                entries[locale, default: [:]].merge(baseEntries) { own, _ in own }
            }
        }
        entries[resources.sourceLocale, default: [:]].merge(base) { translation, _ in translation }
        // A key a regional variant's table lacks comes from its language's table (Nostur's `es-419.lproj`,
        // shipped by a library, reads Spanish `Localizable` texts; `en-GB` reads English).
        for locale in shipped.sorted(by: { $0.split(separator: "-").count < $1.split(separator: "-").count }) {
            for fallback in AppleLocale.regionalFallbacks(locale) {
                guard let inherited = entries[fallback] else { continue }
                entries[locale, default: [:]].merge(inherited) { own, _ in own }
            }
        }
        // A language reads a key its tables lack from the variant of its likely region (Pocket's
        // `de-DE.lproj` for German, `fr-FR` beside `fr`): a user there is matched to that variant, and
        // before `Base.lproj` when the language has no table of its own.
        let withTable = localesWithTable.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for locale in shipped where locale != resources.sourceLocale {
            let chain = [locale] + AppleLocale.regionalFallbacks(locale)
            let order = AppleLocale.lookupOrder(locale) { withTable.contains($0) }
            guard order.count > chain.count, let variant = order.last, let found = entries[variant] else { continue }
            let hasOwn = chain.contains { withTable.contains($0) }
            entries[locale, default: [:]].merge(found) { own, variant in hasOwn ? own : variant }
        }
        // A table that cannot be read is reported once; its locale is left out rather than reported
        // as missing every string.
        var locales = shipped
            .filter { !(unreadableCatalog || broken.contains($0)) || $0 == resources.sourceLocale }
        resources.unreadableLocales = Set(shipped).subtracting(locales)
        // A storyboard with no table in any shipped language is not localised through Interface
        // Builder at all: an app that ships other languages sets these texts in code.
        let storyboardTables = Set(uses.map(\.table)).subtracting(codeTables)
        if !storyboardTables.isEmpty, !uses.contains(where: { codeTables.contains($0.table) }), resources.confirmedLocalizableKeys.isEmpty, locales.count > 1,
           storyboardTableLocales.subtracting([resources.sourceLocale]).isEmpty {
            resources.diagnostics.append(InputDiagnostic(
                severity: .info,
                message: "\(storyboardTables.sorted().map { "'\($0).strings'" }.joined(separator: ", ")) exists in none of the \(locales.count - 1) other languages the app ships; its tab titles are evidently localised in code, so only \(resources.sourceLocale) is audited",
                location: SourceLocation(file: storyboardPath)))
            locales = [resources.sourceLocale]
        }
        resources.locales = locales
        let sourceLanguage = resources.sourceLocale.prefix { $0 != "-" && $0 != "_" }
        resources.tables = entries.reduce(into: [:]) { tables, pair in
            var table = StringTable(locale: pair.key, location: SourceLocation(file: bundle.root), entries: pair.value)
            if pair.key.prefix(while: { $0 != "-" && $0 != "_" }) != sourceLanguage, let source = entries[resources.sourceLocale] {
                table.keysUsedInTranslatedTexts = TranslatedTerms.keysUsedInTranslatedTexts(of: pair.value, source: source) {
                    // The words of the locale's own copy of each table (and of the languages it falls back to), against
                    // the source language's copy and `Base`.
                    wholeTables.values.reduce(into: Set<String>()) { words, byLocale in
                        let sources = [byLocale[resources.sourceLocale], byLocale["Base"]].compactMap { $0 }
                        let own = ([pair.key] + AppleLocale.regionalFallbacks(pair.key)).compactMap { byLocale[$0] }
                        guard !sources.isEmpty, !own.isEmpty else { return }
                        let sourceNames = sources.map(\.name).joined(separator: "\u{0}")
                        words.formUnion(bundle.tables.translatedWords(own.map(\.name).joined(separator: "\u{0}") + "\u{1}" + sourceNames) {
                            TranslatedTerms.words(of: own.map(\.entries), sources: sources.map(\.entries), vocabulary: bundle.tables.translatedWords(sourceNames) {
                                TranslatedTerms.vocabulary(of: sources.map(\.entries))
                            })
                        })
                    }
                }
            }
            tables[pair.key] = table
        }
        return resources
    }
}
