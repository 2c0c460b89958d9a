import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Swift files that build a tab bar in code (SwiftUI `TabView`/`Tab`, UIKit `UITabBarItem`): each bar
/// becomes an iOS bar, its keys looked up in the app bundle's tables (`.strings`, `.stringsdict`, String
/// Catalogs) as for storyboards.
enum SwiftCodeImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        guard SwiftTabReader.mayBuildTabBar(bytes), !SwiftTabReader.isWatchOSSource(path: path), !SwiftTabReader.isTVOSSource(path: path) else { return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), []) }
        let project = CodeProject.containing(path, cache: bundles)
        let declarations = project.declarations(for: bytes)
        var scan = SwiftTabReader.read(source: String(decoding: bytes, as: UTF8.self), declarations: declarations)
        var diagnostics: [InputDiagnostic] = []
        let locate = { (position: CodePosition) in SourceLocation(file: path, line: position.line, column: position.column) }
        scan.bars.removeAll { bar in
            guard bar.kind == .swiftUI, let owner = bar.ownerType, project.isUsedOnlyInPreviews(owner, declaredIn: path) else { return false }
            diagnostics.append(InputDiagnostic(severity: .info, message: "this TabView belongs to '\(owner)', a view the project uses only in previews (#Preview, PreviewProvider): it is shown in Xcode, not to users, and is not audited", location: locate(bar.position)))
            return true
        }
        // `func createNavController(vc:title:…)` of an extension, called from the tab bar controller's file:
        // the tabs are that file's, one per call; here is only the function.
        if !scan.functionsMakingTheBar.isEmpty, let caller = project.otherFileCalling(scan.functionsMakingTheBar, besides: path),
           let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.functionsMakingTheBar.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab item here is made by \(names) for each of its calls, and \((caller as NSString).lastPathComponent) calls it: its tabs are audited there", location: locate(bar.position)))
        }
        // `init() { tabBarItem.title = … }` of a view controller that a tab bar controller of another file lists:
        // the tab is that bar's, audited there.
        if !scan.classesTitlingThemselves.isEmpty, let lister = project.otherFileListing(scan.classesTitlingThemselves, besides: path),
           let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.classesTitlingThemselves.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "\(names) titles its own tab here, and the tab bar controller of \((lister as NSString).lastPathComponent) lists it: its tab is audited there", location: locate(bar.position)))
        }
        // `tabBarController.viewControllers = [trackers, statistics]` given to a `TabBarViewController()` whose own
        // `viewDidLoad` sets its tabs again (TrackerAppYP's scene delegate): the bar is the class's, audited in its file.
        if let type = scan.classReplacingTheList, let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab bar controller given these tabs is a '\(type)', whose viewDidLoad sets its own tabs when it loads: its bar is audited in its own file, not here", location: locate(bar.position)))
        }
        // `@objc static func makeSwiftUIView() -> UIViewController` that makes a tab's controller and that no Swift or
        // Objective-C code of the app calls (ThePalaceProject's `TPPHoldsViewController`, left behind by its SwiftUI bar):
        // its tab is in no bar a user sees.
        if let (type, function) = scan.staticFunctionMakingTheBar, let bar = scan.bars.first(where: { $0.kind == .uiKit }),
           !project.callsStaticFunction(function, of: type, declaredIn: path, source: bytes) {
            scan.bars.removeAll { $0.kind == .uiKit }
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab item here is made by '\(type).\(function)', which no Swift or Objective-C code of the project calls: it is in no tab bar, and is not audited", location: locate(bar.position)))
        }
        diagnostics += scan.parseErrors.map { InputDiagnostic(severity: .warning, message: $0.message, location: locate($0.position)) }
        diagnostics += scan.problems.map { InputDiagnostic(severity: .info, message: $0.message, location: locate($0.position)) }
        guard scan.bars.contains(where: { !$0.items.isEmpty }) else { return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics) }
        let bundle = AppleBundle.containing(sourceFile: path, codeProjectRoot: project.root, cache: bundles)
        // A file only macOS, tvOS, watchOS or visionOS targets compile (UTM's `Platform/macOS/SettingsView.swift`,
        // MovieSwift's `MovieSwiftTV/views/HomeView.swift`) builds a Mac window's tab view or a TV's top tab
        // bar, never an iPhone tab bar.
        if bundle.isCompiledOnlyForOtherPlatforms(path) {
            diagnostics.append(InputDiagnostic(severity: .info, message: "the project compiles this file only into macOS, tvOS, watchOS or visionOS targets (project.pbxproj): the tab bars it builds are not an iPhone's; not audited", location: locate(scan.bars[0].position)))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }
        var uses = Set<AppleResources.Use>()
        // SwiftUI literals are the development language's text, as a storyboard's texts are.
        var sourceTexts: [String: LocalizedString] = [:]
        // Keys without a fallback, where they are first used.
        var keyPositions: [AppleResources.Use: CodePosition] = [:]
        for item in scan.bars.flatMap(\.items) {
            for string in [item.title, item.label, item.value, item.hint, item.badge] + item.inputLabels where string?.isEmptyText != true {
                switch string {
                case .key(let key, let table, let fallback, _, let computedFallback)?:
                    let use = AppleResources.Use(key: key, table: table ?? AppleResources.codeTable, isLookedUpInCode: true)
                    uses.insert(use)
                    if fallback == nil, computedFallback == nil, keyPositions[use] == nil { keyPositions[use] = item.position }
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
            guard let declared = declarations.ownBundleKeys["\(use.table)\u{0}\(use.key)"], !declared.isEmpty else { continue }
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
            guard table.entries[use.key] == nil, let position = keyPositions[use] else { continue }
            table.entries[use.key] = LocalizedString(key: use.key, content: .text(use.key), location: locate(position))
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
        let bars = builder.bars(scan.bars)
        diagnostics += builder.diagnostics
        var file = DefinitionFile(path: path, format: .xml, bars: bars, strings: resources.tables)
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
