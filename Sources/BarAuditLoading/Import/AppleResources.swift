import BarAuditModel
import Foundation

/// The strings a storyboard's bar shows in each locale, looked up as iOS looks them up at run time:
/// a storyboard text `ObjectID.property` in the `<Storyboard>.strings` table of the locale's `.lproj`
/// (or the `<Storyboard>.xcstrings` String Catalog), anywhere in the app's bundle; strings set in code
/// (the configuration's `code_strings`) in `Localizable.strings`, `Localizable.stringsdict` and
/// `Localizable.xcstrings`. A locale whose table lacks a key shows the storyboard's base text.
struct AppleResources {
    /// A key the bar uses, and the table that holds it.
    struct Use: Hashable {
        var key: String
        var table: String
    }

    static let codeTable = "Localizable"

    var sourceLocale = "en"
    /// Every shipped locale, the source locale first.
    var locales: [String] = []
    var tables: [String: StringTable] = [:]
    var diagnostics: [InputDiagnostic] = []

    /// `base` holds the storyboards' own texts (the source language's entries unless its `.lproj`
    /// overrides them).
    static func resolve(_ uses: Set<Use>, base: [String: LocalizedString], near storyboardPath: String, in bundle: AppleBundle) -> AppleResources {
        var resources = AppleResources()
        var entries: [String: [String: LocalizedString]] = [:]
        var tableLocales = Set<String>()
        var broken = Set<String>()
        var catalogLanguage: String?
        for table in Set(uses.map(\.table)).sorted() {
            let keys = Set(uses.filter { $0.table == table }.map(\.key))
            if let catalog = bundle.catalog(named: table, near: storyboardPath) {
                let read = StringCatalog.read(path: catalog)
                resources.diagnostics += read.diagnostics
                catalogLanguage = catalogLanguage ?? read.sourceLanguage
                for (locale, table) in read.tables {
                    let canonical = AppleLocale.canonical(locale) ?? locale
                    tableLocales.insert(canonical)
                    entries[canonical, default: [:]].merge(table.filter { keys.contains($0.key) }) { first, _ in first }
                }
            }
            for (locale, path) in bundle.tableFiles(named: "\(table).strings", near: storyboardPath) {
                let read = StringsFiles.appleStrings(path: path)
                tableLocales.insert(locale)
                if read.diagnostics.contains(where: { $0.severity == .error }) { broken.insert(locale) }
                resources.diagnostics += read.diagnostics
                entries[locale, default: [:]].merge(read.entries.filter { keys.contains($0.key) }) { first, _ in first }
            }
            guard table == codeTable else { continue }
            for (locale, path) in bundle.tableFiles(named: "\(table).stringsdict", near: storyboardPath) {
                let read = StringsFiles.stringsdict(path: path)
                tableLocales.insert(locale)
                if read.diagnostics.contains(where: { $0.severity == .error }) { broken.insert(locale) }
                resources.diagnostics += read.diagnostics
                entries[locale, default: [:]].merge(read.entries.filter { keys.contains($0.key) }) { _, plural in plural }
            }
        }
        resources.sourceLocale = bundle.developmentRegion(near: storyboardPath) ?? catalogLanguage.flatMap(AppleLocale.canonical) ?? "en"
        entries[resources.sourceLocale, default: [:]].merge(base) { translation, _ in translation }
        // A table that cannot be read is reported once; its locale is left out rather than reported
        // as missing every string.
        resources.locales = bundle.shippedLocales(developmentRegion: resources.sourceLocale, withTables: tableLocales)
            .filter { !broken.contains($0) || $0 == resources.sourceLocale }
        resources.tables = entries.reduce(into: [:]) { tables, pair in
            tables[pair.key] = StringTable(locale: pair.key, location: SourceLocation(file: bundle.root), entries: pair.value)
        }
        return resources
    }
}
