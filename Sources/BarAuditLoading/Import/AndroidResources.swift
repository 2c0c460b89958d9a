import BarAuditModel
import CLibXML2
import Foundation

/// The strings an Android module sees, resolved the way the Android resource system resolves them:
/// every resource file of every `values*` folder (not only `strings.xml`) of every resource folder the
/// module sees (its source sets and the modules it depends on, later folders overriding earlier ones
/// as the Gradle resource merger does), with each locale's table holding what that locale's folders
/// provide along its fallback chain (`de-AT` → `de`). Keys a locale lacks fall back to the default
/// `values` folder at run time; the tables leave them out so that the rules can report them, except
/// where falling back is intended: `translatable="false"`, `tools:ignore="MissingTranslation"`, and
/// locales of the default folder's own language (`en-GB` in an English app).
struct AndroidResources {
    /// The language of the default `values` folder: its `tools:locale`; else, for default folders written
    /// in other letters than Latin ones, the locale whose folders repeat their texts (`languageOfTheDefaultFolders`);
    /// else English.
    var sourceLocale = "en"
    /// Whether a default folder names its language (`tools:locale`).
    private var declaresSourceLocale = false
    /// Whether nothing names the default folder's language (`Bar.sourceLocaleIsAssumed`): no `tools:locale`, no
    /// folder restating its texts, no locale but the source shipped, no locale filter naming the source's language.
    var sourceLocaleIsAssumed = false
    /// The shipped locales, the source locale first.
    var locales: [String] = []
    var tables: [String: StringTable] = [:]
    /// Keys of the default folder, for telling a missing resource from a missing translation.
    var defaults: [String: LocalizedString] = [:]
    /// Keys marked `translatable="false"`, or whose missing translations are declared intended
    /// (`tools:ignore="MissingTranslation"`): the same text in every locale.
    var doNotTranslate: Set<String> = []

    static let toolsNamespace = "http://schemas.android.com/tools"
    /// The project's resource files parsed so far.
    private var files = ParsedResourceFiles()
    /// Whether the wanted keys are written in code, as R fields (a layout or menu names a resource as it is named).
    private var readsFieldNames = false

    /// One `values*` folder's strings.
    private struct Folder {
        var locale: String?
        /// A folder with other qualifiers too (`values-night`, `values-de-land`): the plain folder wins.
        var isQualified: Bool
        var entries: [String: LocalizedString] = [:]
        /// `<plurals>` by name: `string/albums` and `plurals/albums` are different resources.
        var plurals: [String: LocalizedString] = [:]
        /// `@string/other` references by key.
        var aliases: [String: String] = [:]
        var hasStrings = false
        /// A folder of the module holding the bar, not of a module it depends on.
        var isOwn = true
        /// Every `<string>` and `<plurals>` name each of the folder's files holds, wanted or not, and for
        /// the default folders those marked do-not-translate: how much of the app a locale translates
        /// (the files' own sets, not copied: a bar reads folders of thousands of strings).
        var names: [Set<String>] = []
        var untranslatable: [Set<String>] = []
        /// Every `<string>` of each of the folder's files (the files' own tables, not copied): which locale's
        /// texts the default folders hold.
        var texts: [[String: LocalizedString]] = []

        /// Crowdin's in-context pseudo-language (`values-lol`, "LOLCAT" in Crowdin's list): every text is a
        /// marker, `crwdns178366:0crwdne178366:0`, that Crowdin's in-context editor replaces with the string it
        /// edits on its web page. A build for translators, not a language a phone selects: Open Food Facts ships
        /// `values-lol` and `values-lol-rUS`, whose tab titles were "untranslated" and 190 dp wide.
        var isCrowdinInContext: Bool {
            var markers = 0
            for file in texts {
                for entry in file.values {
                    guard case .text(let text) = entry.content, !text.isEmpty else { continue }
                    guard text.hasPrefix("crwdns"), text.contains("crwdne") else { return false }
                    markers += 1
                }
            }
            return markers > 0
        }
    }

    /// `resourceDirectories` lowest precedence first; `wanted` are the keys the bar uses (only they
    /// are kept, so a project with 80 locales of 2,000 strings is cheap; nil keeps every key);
    /// `localeFilters` restrict the shipped locales when the build sets them. A name that is both a
    /// `<string>` and a `<plurals>` means the string (menus refer to `@string/…`), except for the names
    /// in `preferringPlurals` (accessibility values set in code, which take a plural). `ownDirectories` are
    /// the resource folders of the module holding the bar (nil: every folder is its own); a locale only
    /// the others bring must translate a share of the app to ship (`isTranslationOfTheApp`). `wantedAsFieldNames`:
    /// the keys are code's R fields, which also name the resources whose `.` and `-` they write as `_`.
    static func read(resourceDirectories: [String], wanted: Set<String>?, localeFilters: [String], ownDirectories: Set<String>? = nil,
                     preferringPlurals: Set<String> = [], wantedAsFieldNames: Bool = false,
                     files: ParsedResourceFiles = ParsedResourceFiles()) -> AndroidResources {
        var resources = AndroidResources()
        resources.files = files
        resources.readsFieldNames = wantedAsFieldNames
        var keys = wanted
        var folders: [Folder] = []
        // References between strings (`<string name="tab_home">@string/home</string>`) can need keys
        // not asked for; read again with them (a chain of references is short).
        for _ in 0..<4 {
            folders = resourceDirectories.flatMap { directory in
                resources.readFolders(in: directory, wanted: keys, isOwn: ownDirectories?.contains(directory) ?? true)
            }
            guard let asked = keys else { break }
            let targets = Set(folders.flatMap(\.aliases.values))
            if targets.isSubset(of: asked) { break }
            keys = asked.union(targets)
        }
        // Which locales translate the app depends on the folders and the bar's module, not on the keys wanted.
        let foldersKey = resourceDirectories.joined(separator: "\n") + "\u{0}" + (ownDirectories?.sorted().joined(separator: "\n") ?? "*")
        var languageIsRead = resources.declaresSourceLocale
        if !resources.declaresSourceLocale,
           let language = resources.files.languageOfTheDefaultFolders(foldersKey, compute: { Self.languageOfTheDefaultFolders(folders) }) {
            resources.sourceLocale = language
            languageIsRead = true
        }
        resources.build(from: folders, localeFilters: localeFilters, preferringPlurals: preferringPlurals,
                        location: SourceLocation(file: resourceDirectories.last ?? ""), foldersKey: foldersKey)
        resources.sourceLocaleIsAssumed = !languageIsRead && resources.locales == [resources.sourceLocale]
            && !localeFilters.contains { Self.language($0) == Self.language(resources.sourceLocale) }
        return resources
    }

    static let mokoFolderName = "moko-resources"
    static let composeResourcesFolderName = "composeResources"

    /// Whether `resources` is a moko-resources folder (`…/moko-resources`, or `…/resources/MR` before 0.24).
    static func isMokoFolder(_ resources: String) -> Bool {
        let components = (resources as NSString).pathComponents
        return components.last == mokoFolderName || (components.count >= 2 && components.suffix(2) == ["resources", "MR"])
    }

    /// The `values` folder moko-resources generates for one of its language folders, as its
    /// `LanguageType.androidResourcesDir` names it: `base` → `values`; otherwise the folder name with `-r`
    /// read as `-` is a language tag (`pt-rBR` → `pt-BR`) giving `values-LANG` and `-rREGION` for a region
    /// of two letters (`values-pt-rBR`, `values-nb-rNO`). Nil for a name that is no language tag.
    static func mokoValuesFolder(_ name: String) -> String? {
        if name == "base" { return "values" }
        let subtags = name.replacingOccurrences(of: "-r", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var folder = "values-" + language.lowercased()
        if let region = subtags.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }) {
            folder += "-r" + region.uppercased()
        }
        return folder
    }

    private mutating func readFolders(in resources: String, wanted: Set<String>?, isOwn: Bool) -> [Folder] {
        // Listed once per run (`DirectoryListing`): every menu and Compose file of a project reads these folders.
        let moko = Self.isMokoFolder(resources)
        let names = moko
            ? DirectoryListing.names(in: resources).filter { Self.mokoValuesFolder($0) != nil }.sorted()
            : DirectoryListing.names(in: resources).filter { $0 == "values" || $0.hasPrefix("values-") }.sorted()
        var folders: [Folder] = []
        for folderName in names {
            let directory = (resources as NSString).appendingPathComponent(folderName)
            let name = moko ? Self.mokoValuesFolder(folderName) ?? "values" : folderName
            let qualifiers = AndroidQualifiers(name == "values" ? "" : String(name.dropFirst("values-".count)))
            // AndroidProject reports such folders.
            if !qualifiers.unknown.isEmpty { continue }
            let otherQualifiers = name.split(separator: "-").count - 1 - (qualifiers.locale == nil ? 0 : 1)
            var folder = Folder(locale: qualifiers.locale, isQualified: otherQualifiers > 0, isOwn: isOwn)
            // moko-resources reads a language's `strings.xml` and `plurals.xml`.
            let files = DirectoryListing.names(in: directory).filter { moko ? $0 == "strings.xml" || $0 == "plurals.xml" : $0.hasSuffix(".xml") }.sorted()
            for file in files {
                read(file: (directory as NSString).appendingPathComponent(file), into: &folder, wanted: wanted, isDefault: qualifiers.locale == nil)
            }
            folders.append(folder)
        }
        // The plain folder last, so that it overrides `values-night` and the like.
        return folders.sorted { ($0.isQualified ? 0 : 1) < ($1.isQualified ? 0 : 1) }
    }

    private mutating func read(file path: String, into folder: inout Folder, wanted: Set<String>?, isDefault: Bool) {
        guard let parsed = files.file(path, parse: Self.parse) else { return }
        if isDefault, let declared = parsed.declaredLocale, !folder.isQualified {
            // tools:locale takes a language or a BCP 47 tag ("es", "pt-BR", "iw").
            var subtags = declared.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
            if let language = subtags.first { subtags[0] = AndroidQualifiers.legacyLanguages[language.lowercased()] ?? language.lowercased() }
            if !subtags.isEmpty {
                sourceLocale = subtags.joined(separator: "-")
                declaresSourceLocale = true
            }
        }
        if parsed.hasStrings { folder.hasStrings = true }
        folder.names.append(parsed.names)
        folder.texts.append(parsed.entries)
        if isDefault { folder.untranslatable.append(parsed.doNotTranslate) }
        // The keys a bar uses, looked up; the whole file only when every key is wanted or the file is small.
        let names: [String] = if let wanted, wanted.count < parsed.names.count { wanted.filter { parsed.names.contains($0) } } else { Array(parsed.names) }
        for name in names where wanted?.contains(name) ?? true {
            keep(name, of: parsed, as: name, into: &folder, isDefault: isDefault)
        }
        // Code names a resource by its R field, where AAPT2 wrote `.` and `-` of the name as `_`
        // (`CopyR.string.bottombar_overview` is `<string name="bottombar.overview">`): such a name is kept
        // under the field the code wrote, unless a resource is named exactly that.
        if readsFieldNames, let wanted {
            for (field, name) in parsed.namesByField where wanted.contains(field) && !parsed.names.contains(field) {
                keep(name, of: parsed, as: field, into: &folder, isDefault: isDefault)
            }
        }
    }

    private mutating func keep(_ name: String, of parsed: ParsedFile, as key: String, into folder: inout Folder, isDefault: Bool) {
        if let entry = parsed.entries[name] { folder.entries[key] = entry }
        if let alias = parsed.aliases[name] { folder.aliases[key] = alias }
        if let plural = parsed.plurals[name] { folder.plurals[key] = plural }
        if isDefault, parsed.doNotTranslate.contains(name) { doNotTranslate.insert(key) }
    }

    /// The name of a resource's R field: AAPT2's `JavaClassGenerator::TransformToFieldName` writes `.` and `-`,
    /// which an entry name may hold (`IsValidResourceEntryName`) and a Java identifier may not, as `_`.
    static func fieldName(of name: String) -> String {
        String(name.map { $0 == "." || $0 == "-" ? "_" : $0 })
    }

    /// What one resource file holds: every `<string>` and `<plurals>`, as the reader keeps them.
    struct ParsedFile: Sendable {
        var declaredLocale: String?
        var hasStrings = false
        var names = Set<String>()
        var entries: [String: LocalizedString] = [:]
        var plurals: [String: LocalizedString] = [:]
        var aliases: [String: String] = [:]
        var doNotTranslate = Set<String>()
        /// The names holding `.` or `-`, by the R field code writes for them (`bottombar_overview` → `bottombar.overview`).
        var namesByField: [String: String] = [:]
    }

    static func parse(_ path: String) -> ParsedFile? {
        // Unreadable and malformed files are AndroidProject's problems to report; here they are left out.
        var ignored: [InputDiagnostic] = []
        guard let bytes = StringsFiles.bytes(path), let document = StringsFiles.parseXML(bytes, path: path, into: &ignored) else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), LibXML.string(root.pointee.name) == "resources" else { return nil }
        var parsed = ParsedFile()
        let ignoresAll = Self.ignoresMissingTranslation(root)
        parsed.declaredLocale = StringsFiles.attribute(root, "locale", namespace: Self.toolsNamespace)
        var node = root.pointee.children
        while let current = node {
            node = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE, let name = StringsFiles.attribute(current, "name") else { continue }
            let element = LibXML.string(current.pointee.name)
            let isString = element == "string" || (element == "item" && StringsFiles.attribute(current, "type") == "string")
            guard isString || element == "plurals" else { continue }
            parsed.hasStrings = true
            parsed.names.insert(name)
            if name.contains(where: { $0 == "." || $0 == "-" }) { parsed.namesByField[Self.fieldName(of: name)] = name }
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(current)))
            if isString {
                let text = StringsFiles.androidText(StringsFiles.text(current))
                if text.hasPrefix("@string/") { parsed.aliases[name] = String(text.dropFirst("@string/".count)) }
                parsed.entries[name] = LocalizedString(key: name, content: .text(text), location: location)
            } else {
                parsed.plurals[name] = LocalizedString(key: name, content: .plural(Self.variants(of: current, path: path)), location: location)
            }
            if StringsFiles.attribute(current, "translatable") == "false" || ignoresAll || Self.ignoresMissingTranslation(current) {
                parsed.doNotTranslate.insert(name)
            }
        }
        return parsed
    }

    private static func ignoresMissingTranslation(_ node: xmlNodePtr) -> Bool {
        guard let ignored = StringsFiles.attribute(node, "ignore", namespace: toolsNamespace) else { return false }
        let checks = ignored.split(separator: ",").map { String($0).trimmingWhitespace() }
        return checks.contains("MissingTranslation") || checks.contains("all")
    }

    private static func variants(of plurals: xmlNodePtr, path: String) -> [PluralVariant] {
        var variants: [PluralVariant] = []
        var child = plurals.pointee.children
        while let item = child {
            child = item.pointee.next
            guard item.pointee.type == XML_ELEMENT_NODE, LibXML.string(item.pointee.name) == "item",
                  let quantity = StringsFiles.attribute(item, "quantity") else { continue }
            variants.append(PluralVariant(categoryName: quantity, text: StringsFiles.androidText(StringsFiles.text(item)),
                                          location: SourceLocation(file: path, line: Int(xmlGetLineNo(item)))))
        }
        return variants
    }

    private mutating func build(from folders: [Folder], localeFilters: [String], preferringPlurals: Set<String>, location: SourceLocation,
                                foldersKey: String) {
        let stringNames = Set(folders.flatMap(\.entries.keys))
        let pluralNames = Set(folders.flatMap(\.plurals.keys))
        func usesPlural(_ name: String) -> Bool {
            preferringPlurals.contains(name) ? pluralNames.contains(name) : !stringNames.contains(name)
        }
        var byLocale: [String: [String: LocalizedString]] = [:]
        var shipped = Set<String>()
        for folder in folders {
            let locale = folder.locale ?? ""
            byLocale[locale, default: [:]].merge(folder.entries.filter { !usesPlural($0.key) }) { _, later in later }
            byLocale[locale, default: [:]].merge(folder.plurals.filter { usesPlural($0.key) }) { _, later in later }
            // `values-qq` holds translatewiki's message documentation, `values-lol` Crowdin's in-context markers:
            // no device selects either.
            if folder.hasStrings, let folderLocale = folder.locale, !Self.documentationLocales.contains(folderLocale), !folder.isCrowdinInContext {
                shipped.insert(folderLocale)
            }
        }
        defaults = byLocale[""] ?? [:]
        let sourceLanguage = Self.language(sourceLocale)
        let sourceScript = AndroidQualifiers.script(of: sourceLocale)
        if !localeFilters.isEmpty {
            // A language filter ("de") keeps its regional folders too.
            shipped = shipped.filter { locale in
                let language = Self.language(locale)
                return localeFilters.contains { filter in filter == locale || filter == language }
            }
        }
        shipped.remove(sourceLocale)
        let candidates = shipped
        shipped = files.translationsOfTheApp(foldersKey + "\u{0}" + candidates.sorted().joined(separator: ",")) {
            Self.translationsOfTheApp(candidates, folders: folders)
        }

        // Android 7 and later match a resource of another region of the same language and script
        // before the default (fr-CA shows values-fr-rFR): the locales of each language and script, and
        // what they provide together (the first in sorted order winning), computed once, as a project
        // may have hundreds of regions.
        var regions: [String: [String]] = [:]
        for other in byLocale.keys.sorted() where !other.isEmpty {
            regions[Self.language(other) + "-" + (AndroidQualifiers.script(of: other) ?? ""), default: []].append(other)
        }
        var regionEntries: [String: [String: LocalizedString]] = [:]

        /// What a locale's folders provide along its chain; the default folder only where intended.
        func table(for locale: String) -> [String: LocalizedString] {
            let fallback = AndroidQualifiers.fallbackChain(locale)
            // Of the default folder's language and script: a Traditional Chinese phone shown a Simplified default misses a translation.
            let isSourceLanguage = Self.language(locale) == sourceLanguage && AndroidQualifiers.script(of: locale) == sourceScript
            // (The default folder stands in for the regions of its own language.)
            let group = Self.language(locale) + "-" + (AndroidQualifiers.script(of: locale) ?? "")
            let others = isSourceLanguage ? [] : regions[group] ?? []
            if !isSourceLanguage, regionEntries[group] == nil {
                regionEntries[group] = others.reversed().reduce(into: [:]) { entries, other in entries.merge(byLocale[other] ?? [:]) { _, earlier in earlier } }
            }
            /// A key along the chain, most specific first: the locale's own folders, the other regions, the default.
            func alongChain(_ name: String) -> LocalizedString? {
                for step in fallback { if let found = byLocale[step]?[name] { return found } }
                for step in others { if let found = byLocale[step]?[name] { return found } }
                return isSourceLanguage ? byLocale[""]?[name] : nil
            }
            var entries = isSourceLanguage ? byLocale[""] ?? [:] : regionEntries[group] ?? [:]
            for step in fallback.reversed() {
                entries.merge(byLocale[step] ?? [:]) { _, specific in specific }
            }
            for key in doNotTranslate where entries[key] == nil {
                entries[key] = defaults[key]
            }
            // A default that only refers to another string is translated where its target is, and
            // falls back as intended where its target does.
            for (key, entry) in defaults where entries[key] == nil {
                guard case .text(let text) = entry.content, text.hasPrefix("@string/") else { continue }
                let target = String(text.dropFirst("@string/".count))
                if doNotTranslate.contains(target) || alongChain(target) != nil { entries[key] = entry }
            }
            // A reference shows what its target shows in the same locale.
            for (key, entry) in entries {
                var target = entry
                var depth = 0
                while case .text(let text) = target.content, text.hasPrefix("@string/"), depth < 8 {
                    let name = String(text.dropFirst("@string/".count))
                    guard let resolved = alongChain(name) ?? defaults[name] else { break }
                    target = resolved
                    depth += 1
                }
                entries[key] = LocalizedString(key: key, content: target.content, location: entry.location)
            }
            return entries
        }

        locales = [sourceLocale] + shipped.sorted()
        let sourceTable = table(for: sourceLocale)
        for locale in locales {
            let entries = locale == sourceLocale ? sourceTable : table(for: locale)
            var localeTable = StringTable(locale: locale, location: location, entries: entries)
            if Self.language(locale) != sourceLanguage {
                localeTable.keysUsedInTranslatedTexts = TranslatedTerms.keysUsedInTranslatedTexts(of: entries, source: sourceTable) {
                    files.translatedWords(foldersKey + "\u{0}" + locale) { translatedWords(of: locale, folders: folders, foldersKey: foldersKey) }
                }
            }
            tables[locale] = localeTable
        }
    }

    /// The words the folders of the locale and of the languages it falls back to write in their translated texts,
    /// against the default folders' (`TranslatedTerms`).
    private func translatedWords(of locale: String, folders: [Folder], foldersKey: String) -> Set<String> {
        // Every default folder's files: flavours' folders each hold the source texts of their own build.
        let defaults = folders.filter { $0.locale == nil && !$0.isQualified }.flatMap(\.texts)
        let vocabulary = files.translatedWords(foldersKey) { TranslatedTerms.vocabulary(of: defaults) }
        let chain = Set(AndroidQualifiers.fallbackChain(locale))
        let translations = folders.filter { $0.locale.map(chain.contains) == true }.flatMap(\.texts)
        return TranslatedTerms.words(of: translations, sources: defaults, vocabulary: vocabulary)
    }

    static let documentationLocales: Set<String> = ["qq", "qqq"]

    /// The language of default folders that do not name theirs, where most of their letters are not Latin
    /// ones: they are not English. An Arabic app writes Arabic in `values` and its English in `values-en`
    /// (Muslim, Android round 21), a Chinese one Chinese (SmsForwarder); a phone in Arabic then shows the
    /// default folder's Arabic for a key `values-ar` lacks, and `values-en` is a translation like any other.
    /// The language is the locale whose folders repeat most of the default texts that are not in Latin letters
    /// word for word (`values-ar` restating the default's Arabic, `values-zh-rCN` its Chinese; a Latin-letter
    /// name such as the app's own repeats in every folder and tells nothing). Nil where most letters are Latin
    /// (English, as Android's tools assume without `tools:locale`) or no folder repeats a text.
    private static func languageOfTheDefaultFolders(_ folders: [Folder]) -> String? {
        func isLatin(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) }
        func hasOtherLetters(_ text: String) -> Bool { text.unicodeScalars.contains { $0.properties.isAlphabetic && !isLatin($0) } }
        var defaultTexts: [String: String] = [:]
        var latinLetters = 0, otherLetters = 0
        for folder in folders where folder.locale == nil {
            for file in folder.texts {
                for (name, entry) in file {
                    guard case .text(let text) = entry.content, !text.hasPrefix("@string/") else { continue }
                    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                        if isLatin(scalar) { latinLetters += 1 } else { otherLetters += 1 }
                    }
                    if hasOtherLetters(text) { defaultTexts[name] = text }
                }
            }
        }
        guard otherLetters > latinLetters else { return nil }
        var repeated: [String: Int] = [:]
        for folder in folders {
            guard let locale = folder.locale, folder.hasStrings, !documentationLocales.contains(locale) else { continue }
            for file in folder.texts {
                for (name, entry) in file {
                    if case .text(let text) = entry.content, defaultTexts[name] == text { repeated[locale, default: 0] += 1 }
                }
            }
        }
        // The most repeated; of equals, the first in order, so that every run names the same.
        return repeated.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The least share of the app's translatable strings a locale that only the modules the bar's module
    /// depends on bring must translate to be a language the app is translated into: below it, nine in ten
    /// of the texts a user of that language sees are the default folder's. GodTools' library-only locales
    /// translate at most 5.7 % of the app; Kiwix's `core`, which holds nearly all of the app's strings, brings
    /// translatewiki's begun languages from 2.3 % (Amharic, Nynorsk) up, Catalan at 23 %, Urdu at 18 %.
    static let leastShareOfTheApp = 0.10

    /// The locales of `shipped` that are languages the app is translated into, not only a library's.
    /// AAPT2 merges every module's locale folders, so a phone in Bulgarian selects the `values-bg` of a
    /// library translated for the content it shows (GodTools' `:ui:tract-renderer` and `:library:base`: 13 of
    /// the app's 244 strings in 56 languages the app module has no folder for); every other string, the bar's
    /// among them, is English, as the Android Gradle plugin's `localeFilters` documentation says of
    /// AppCompat's locales, packaged "whether the rest of your app is translated to the same languages or
    /// not". A locale with a folder (of its language and script) in the bar's
    /// own module ships; one only other modules bring ships when its folders translate at least
    /// `leastShareOfTheApp` of the default folders' translatable strings, so that a bar's module never
    /// sent to translation beside translated modules holding most of the app's strings is still reported.
    /// A locale's folders are those of its language and script, any region: Android 7 and later take
    /// another region's before the default (`values-pt` of a library beside the app's `values-pt-rBR`).
    private static func translationsOfTheApp(_ shipped: Set<String>, folders: [Folder]) -> Set<String> {
        func group(_ locale: String) -> String { language(locale) + "-" + (AndroidQualifiers.script(of: locale) ?? "") }
        let own = Set(folders.filter { $0.isOwn && $0.hasStrings }.compactMap { $0.locale.map(group) })
        guard shipped.contains(where: { !own.contains(group($0)) }) else { return shipped }
        let defaults = folders.filter { $0.locale == nil }
        let translatable = Set(defaults.flatMap(\.names).joined()).subtracting(defaults.flatMap(\.untranslatable).joined())
        guard !translatable.isEmpty else { return shipped }
        return shipped.filter { locale in
            let languageGroup = group(locale)
            if own.contains(languageGroup) { return true }
            var translated = Set<String>()
            for folder in folders {
                guard let folderLocale = folder.locale, group(folderLocale) == languageGroup else { continue }
                for names in folder.names { translated.formUnion(names.intersection(translatable)) }
            }
            return Double(translated.count) >= leastShareOfTheApp * Double(translatable.count)
        }
    }

    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}

/// The resource files of one Android project, each parsed once while it is unchanged (`FileStamp`): every menu and Compose file parsed every `values*` file of the project again,
/// and kept the few keys it uses (50 menus or Compose files with ten 50,000-string `strings.xml`:
/// 29–43 s; 200: over 2 minutes).
final class ParsedResourceFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [String: (stamp: FileStamp, file: AndroidResources.ParsedFile?)] = [:]
    /// The locales that translate the app, by the folders read and the locales asked about: every bar of a
    /// module asks the same, and measuring each locale's share of thousands of strings per bar made 100
    /// menus beside a library of 80 locales of 2,000 strings take 1.65 s instead of 0.68 s.
    private var appTranslations: [String: Set<String>] = [:]
    /// The language of default folders naming none, by the folders read: measured once, not per bar.
    private var defaultLanguages: [String: String?] = [:]

    func languageOfTheDefaultFolders(_ key: String, compute: () -> String?) -> String? {
        remembered(\.defaultLanguages, key, compute: compute)
    }

    func translationsOfTheApp(_ key: String, compute: () -> Set<String>) -> Set<String> {
        remembered(\.appTranslations, key, compute: compute)
    }

    /// The words a locale's folders write in their translated texts, by the folders read and the locale
    /// (`TranslatedTerms.words`): every bar of a module asks the same.
    private var translatedWords: [String: Set<String>] = [:]

    func translatedWords(_ key: String, compute: () -> Set<String>) -> Set<String> {
        remembered(\.translatedWords, key, compute: compute)
    }

    /// The value `table` holds for `key`, computed by `compute` (outside the lock) and kept the first time.
    private func remembered<Value>(_ table: ReferenceWritableKeyPath<ParsedResourceFiles, [String: Value]>, _ key: String,
                                   compute: () -> Value) -> Value {
        lock.lock()
        if let known = self[keyPath: table][key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        self[keyPath: table][key] = computed
        lock.unlock()
        return computed
    }

    init() {}

    func file(_ path: String, parse: (String) -> AndroidResources.ParsedFile?) -> AndroidResources.ParsedFile? {
        guard let stamp = FileStamp(path), stamp.isSettled else { return parse(path) }
        lock.lock()
        defer { lock.unlock() }
        if let known = parsed[path], known.stamp == stamp { return known.file }
        let file = parse(path)
        parsed[path] = (stamp, file)
        return file
    }
}
