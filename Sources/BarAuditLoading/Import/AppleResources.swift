import BarAuditModel
import Foundation

/// The translations around a storyboard: `<locale>.lproj` folders beside its `Base.lproj` (or beside the
/// storyboard) with their `.strings` files (the storyboard's, referenced storyboards', `Localizable`)
/// and `Localizable.stringsdict`, and
/// String Catalogs (`*.xcstrings`) below the same folder. The source language is the catalog's
/// `sourceLanguage`, else English.
struct AppleResources {
    var sourceLocale = "en"
    /// Every locale with a translation, the source locale included.
    var locales: [String] = []
    var tables: [String: StringTable] = [:]
    var diagnostics: [InputDiagnostic] = []
    /// String Catalog keys marked `shouldTranslate: false`.
    var doNotTranslateKeys: Set<String> = []

    static func find(near storyboardPath: String, storyboardName: String) -> AppleResources {
        var resources = AppleResources()
        let folder = (storyboardPath as NSString).deletingLastPathComponent
        let root = (folder as NSString).pathExtension == "lproj" ? (folder as NSString).deletingLastPathComponent : folder
        let fileManager = FileManager.default
        var entries: [String: [String: LocalizedString]] = [:]
        var locales = Set<String>()

        let catalogs = (fileManager.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".xcstrings") && !$0.contains(".build") }.sorted()
        for catalogPath in catalogs {
            let catalog = StringCatalog.read(path: (root as NSString).appendingPathComponent(catalogPath))
            resources.diagnostics += catalog.diagnostics
            resources.doNotTranslateKeys.formUnion(catalog.doNotTranslateKeys)
            if let language = catalog.sourceLanguage { resources.sourceLocale = language }
            for (locale, table) in catalog.tables {
                locales.insert(locale)
                entries[locale, default: [:]].merge(table) { first, _ in first }
            }
        }
        let folders = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
        for lproj in folders {
            let locale = String(lproj.dropLast(".lproj".count)).replacingOccurrences(of: "_", with: "-")
            let directory = (root as NSString).appendingPathComponent(lproj)
            var found = false
            // Every .strings file: the storyboard's, those of storyboards it references, Localizable.
            let own = "\(storyboardName).strings"
            let others: [String] = ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasSuffix(".strings") && $0 != own }.sorted()
            let stringsFiles = (fileManager.fileExists(atPath: (directory as NSString).appendingPathComponent(own)) ? [own] : []) + others
            for name in stringsFiles {
                let path = (directory as NSString).appendingPathComponent(name)
                let strings = StringsFiles.appleStrings(path: path)
                resources.diagnostics += strings.diagnostics
                entries[locale, default: [:]].merge(strings.entries) { first, _ in first }
                found = true
            }
            let stringsdict = (directory as NSString).appendingPathComponent("Localizable.stringsdict")
            if fileManager.fileExists(atPath: stringsdict) {
                let plurals = StringsFiles.stringsdict(path: stringsdict)
                resources.diagnostics += plurals.diagnostics
                entries[locale, default: [:]].merge(plurals.entries) { _, plural in plural }
                found = true
            }
            if found { locales.insert(locale) }
        }
        locales.insert(resources.sourceLocale)
        resources.locales = locales.sorted()
        resources.tables = entries.reduce(into: [:]) { tables, pair in
            tables[pair.key] = StringTable(locale: pair.key, location: SourceLocation(file: root), entries: pair.value)
        }
        return resources
    }
}
