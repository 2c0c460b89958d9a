import BarAuditCodeImport
import BarAuditModel
import Foundation

/// The tab bars an iOS source file builds (read from Swift by `SwiftTabReader`, from Objective-C by
/// `ObjectiveCTabReader`) as a definition: their keys looked up in the app bundle's tables (`.strings`,
/// `.stringsdict`, String Catalogs) as for storyboards, the bars made by `CodeBarBuilder`.
enum AppleCodeBars {
    /// `ownBundleKeys`: SwiftGen keys by table and key, with the file of the framework that declares them
    /// (`SwiftDeclarations.ownBundleKeys`).
    static func file(of bars: [CodeTabBar], path: String, diagnostics: [InputDiagnostic], project: CodeProject, ownBundleKeys: [String: String],
                     codeStrings: CodeStrings, bundles: ProjectCache) -> (DefinitionFile?, [InputDiagnostic]) {
        var diagnostics = diagnostics
        let locate = { (position: CodePosition) in SourceLocation(file: path, line: position.line, column: position.column) }
        let bundle = AppleBundle.containing(sourceFile: path, codeProjectRoot: project.root, cache: bundles)
        // A file only macOS, tvOS, watchOS or visionOS targets compile (UTM's `Platform/macOS/SettingsView.swift`,
        // MovieSwift's `MovieSwiftTV/views/HomeView.swift`) builds a Mac window's tab view or a TV's top tab
        // bar, never an iPhone tab bar.
        if bundle.isCompiledOnlyForOtherPlatforms(path) {
            diagnostics.append(InputDiagnostic(severity: .info, message: "the project compiles this file only into macOS, tvOS, watchOS or visionOS targets (project.pbxproj): the tab bars it builds are not an iPhone's; not audited", location: locate(bars[0].position)))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }
        var uses = Set<AppleResources.Use>()
        // SwiftUI literals are the development language's text, as a storyboard's texts are.
        var sourceTexts: [String: LocalizedString] = [:]
        // Keys without a fallback, where they are first used.
        var keyPositions: [AppleResources.Use: (CodePosition, String?)] = [:]
        for item in bars.flatMap(\.items) {
            for string in [item.title, item.label, item.value, item.hint, item.badge] + item.inputLabels where string?.isEmptyText != true {
                switch string {
                case .key(let key, let table, let fallback, _, let computedFallback)?:
                    let use = AppleResources.Use(key: key, table: table ?? AppleResources.codeTable, isLookedUpInCode: true)
                    uses.insert(use)
                    if fallback == nil, computedFallback == nil, keyPositions[use] == nil { keyPositions[use] = (item.position, item.file) }
                case .sourceTextKey(let key)?:
                    uses.insert(AppleResources.Use(key: key, table: AppleResources.codeTable, isLookedUpInCode: true))
                    sourceTexts[key] = sourceTexts[key] ?? LocalizedString(key: key, content: .text(key), location: locate(item.position))
                default: break
                }
            }
        }
        // SwiftGen keys generated in another project of the repository (a framework the app links) that
        // read their own bundle are looked up in that framework's tables, as `Bundle(for: BundleToken.self)`
        // does at run time; the app's languages stay those of the app's bundle.
        var frameworkUses: [String: Set<AppleResources.Use>] = [:]
        var frameworks: [String: AppleBundle] = [:]
        for use in uses {
            guard let declared = ownBundleKeys["\(use.table)\u{0}\(use.key)"], !declared.isEmpty else { continue }
            if frameworks[declared] == nil {
                // A Swift package's generated `tr` reads `Bundle.module`, the package's own resource bundle,
                // even when the package sits inside the app's project folder (Gem Wallet's
                // `Packages/Localization`, whose tables are its `Sources/Resources/*.lproj`).
                let root = CodeProject.projectRoot(of: declared)
                frameworks[declared] = FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift"))
                    ? AppleBundle.package(root: root, cache: bundles)
                    : AppleBundle.containing(sourceFile: declared, codeProjectRoot: root, cache: bundles)
            }
            guard frameworks[declared]?.root != bundle.root else { continue }
            frameworkUses[declared, default: []].insert(use)
        }
        var resolved = AppleResources.resolve(uses, base: sourceTexts, near: path, in: bundle)
        for (declared, used) in frameworkUses.sorted(by: { $0.key < $1.key }) {
            guard let framework = frameworks[declared] else { continue }
            let own = AppleResources.resolve(used, base: [:], near: declared, in: framework)
            // A table both bundles read (a package inside the app's folder) is reported once.
            resolved.diagnostics += own.diagnostics.filter { !resolved.diagnostics.contains($0) }
            resolved.doNotTranslateKeys.formUnion(own.doNotTranslateKeys)
            // A language whose table of the framework cannot be read is left out, as the app's own would be.
            resolved.locales.removeAll { own.unreadableLocales.contains($0) && $0 != resolved.sourceLocale }
            for locale in resolved.locales {
                var table = resolved.tables[locale] ?? StringTable(locale: locale, location: SourceLocation(file: bundle.root), entries: [:])
                for use in used {
                    table.entries[use.key] = AppleLocale.lookupOrder(locale) { own.tables[$0] != nil }.lazy.compactMap { own.tables[$0]?.entries[use.key] }.first
                }
                resolved.tables[locale] = table
            }
        }
        // A key written as text that the code looks up in a table the development language has no texts of
        // (GitHawk's `NSLocalizedString("Settings", comment: "")` with no `Localizable` anywhere; Palace's
        // `NSLocalizedString("Catalog", …)` with a `Localizable.strings` in German, Spanish, French and Italian
        // and only a `.stringsdict` in English): Foundation returns the key, which is the text the developer
        // wrote for the development language — what Xcode's string extraction (genstrings, String Catalogs)
        // takes as that language's value of a key. Other languages still lack it. A key written as an
        // identifier (`CHAT_LIST_TITLE_INBOX`, `tab.home`) is no text: its table is missing.
        for use in uses where use.isLookedUpInCode && Self.readsAsText(use.key) && !resolved.tablesWithSourceTexts.contains(use.table)
            && !frameworkUses.values.contains(where: { $0.contains(use) }) {
            let source = resolved.sourceLocale
            var table = resolved.tables[source] ?? StringTable(locale: source, location: SourceLocation(file: bundle.root), entries: [:])
            guard table.entries[use.key] == nil, let (position, file) = keyPositions[use] else { continue }
            table.entries[use.key] = LocalizedString(key: use.key, content: .text(use.key), location: SourceLocation(file: file ?? path, line: position.line, column: position.column))
            resolved.tables[source] = table
        }
        let resources = resolved
        diagnostics += resources.diagnostics
        var builder = CodeBarBuilder(path: path, platform: .ios, sourceLocale: resources.sourceLocale, locales: resources.locales, codeStrings: codeStrings)
        builder.iosDeploymentTarget = bundle.iosDeploymentTarget
        builder.isShownOnPad = !bundle.buildsForPhoneOnly
        // A lookup that asks another .lproj for a missing key shows that language's text, not the key.
        builder.fallbackText = { key, lproj in
            let locale = lproj == "Base" ? resources.sourceLocale : AppleLocale.canonical(lproj) ?? lproj
            guard case .text(let value)? = resources.tables[locale]?.entries[key]?.content else { return nil }
            return value
        }
        let modelBars = builder.bars(bars)
        diagnostics += builder.diagnostics
        var file = DefinitionFile(path: path, format: .xml, bars: modelBars, strings: resources.tables)
        file.markDoNotTranslate(keys: resources.doNotTranslateKeys)
        return (file, diagnostics)
    }

    /// A key written as the text it shows ("Settings", "Add account"), not as an identifier: it has a letter,
    /// no `_`, and no `.` unless it has a space (`tab.home`, `CHAT_LIST_TITLE_INBOX` are identifiers).
    static func readsAsText(_ key: String) -> Bool {
        guard key.contains(where: \.isLetter), !key.contains("_") else { return false }
        return !key.contains(".") || key.contains(" ")
    }
}
