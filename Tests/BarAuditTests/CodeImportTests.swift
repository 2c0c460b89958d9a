import BarAuditCodeImport
import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Tab bars built in code: each Swift (swift-syntax) and Kotlin Compose form the importers understand,
/// and code that only looks like a tab bar.
@Suite struct CodeImportTests {
    /// A project folder (marked by a Package.swift or settings.gradle.kts) with the given files; loads `main`.
    private func load(_ files: [String: String], main: String, marker: String = "Package.swift") throws -> (LoadedFile, Scratch) {
        let scratch = Scratch()
        scratch.write(marker, "")
        for (name, text) in files { scratch.write(name, text) }
        return (Auditor.load(scratch.path(main)), scratch)
    }

    private func bar(_ files: [String: String], main: String, marker: String = "Package.swift") throws -> Bar {
        let (loaded, _) = try load(files, main: main, marker: marker)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        return try #require(file.bars.first, "no bar in \(main): \(loaded.diagnostics)")
    }

    // MARK: SwiftUI

    @Test func tabItemChildren() throws {
        let bar = try bar(["App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
                @State var unread = 0
                var body: some View {
                    TabView {
                        InboxView()
                            .tabItem { Label("Inbox", systemImage: "tray") }
                            .badge(3)
                        SearchView()
                            .tabItem {
                                Image(systemName: "magnifyingglass")
                                Text("Search")
                            }
                            .badge(unread)
                            .accessibilityHint("Finds messages")
                        ProfileView()
                            .tabItem { Text(verbatim: "Me") }
                            .accessibilityLabel(Text("Profile"))
                            .accessibilityValue("Signed in")
                            .badge(0)
                        Spacer()
                    }
                }
            }
            """], main: "App/RootView.swift")
        #expect(bar.platform == .ios && bar.id == "RootView" && bar.items.count == 4)
        #expect(bar.location.line == 5 && bar.location.column == 9)
        let inbox = bar.items[0]
        #expect(inbox.id == "Inbox" && inbox.title?.source == .key("Inbox") && inbox.title?.defaultValue == "Inbox")
        #expect(inbox.glyph?.name == "tray" && inbox.badge?.source == .literal("3") && inbox.location.line == 6)
        let search = bar.items[1]
        #expect(search.title?.source == .key("Search") && search.glyph?.name == "magnifyingglass")
        #expect(search.badge == nil && search.setAtRunTime["badge"] == "unread", "a badge computed at run time is neither a number nor missing")
        #expect(search.accessibility.hint?.source == .key("Finds messages"))
        let profile = bar.items[2]
        #expect(profile.title?.source == .literal("Me"), "Text(verbatim:) is not localized")
        #expect(profile.accessibility.label?.source == .key("Profile") && profile.accessibility.value?.source == .key("Signed in"))
        #expect(profile.badge == nil, ".badge(0) shows no badge")
        #expect(bar.items[3].title == nil && bar.items[3].accessibility.label == nil, "every TabView child is a tab, labelled or not")
    }

    @Test func iOS18TabsSectionsAndSearchRole() throws {
        let bar = try bar(["Main.swift": """
            import SwiftUI
            struct Main: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house", value: 0) { HomeView() }
                        TabSection("Library") {
                            Tab(value: 1) { AlbumsView() } label: { Label("Albums", systemImage: "square.stack") }
                        }
                        Tab(value: 2, role: .search) { SearchView() }
                    }
                }
            }
            """], main: "Main.swift")
        #expect(bar.items.map(\.id) == ["Home", "Albums", "Search"])
        #expect(bar.items[1].title?.source == .key("Albums") && bar.items[1].glyph?.name == "square.stack", "a Tab inside a TabSection")
        #expect(bar.items[2].title?.source == .literal("Search") && bar.items[2].title?.isLocalizedBySystem == true,
                "a search tab without a title shows the system's localised Search")
        #expect(bar.minimumOSVersion == 18.0, "SwiftUI's Tab needs iOS 18")
    }

    @Test func tabsFromAnEnumFollowedOneLevelDeep() throws {
        let bar = try bar([
            "Tabs.swift": """
                import SwiftUI
                enum AppTab: CaseIterable, Hashable {
                    case home, explore, settings
                    var title: LocalizedStringKey {
                        switch self {
                        case .home: "tab.home"
                        case .explore: "tab.explore"
                        case .settings: "tab.settings"
                        }
                    }
                    var icon: String {
                        switch self {
                        case .home: return "house"
                        case .explore: return "safari"
                        case .settings: return "gear"
                        }
                    }
                }
                """,
            "AppView.swift": """
                import SwiftUI
                struct AppView: View {
                    @State private var selection: AppTab = .explore
                    var body: some View {
                        TabView(selection: $selection) {
                            ForEach(AppTab.allCases, id: \\.self) { tab in
                                Tab(tab.title, systemImage: tab.icon, value: tab, role: tab == .explore ? .search : nil) { Text(tab.title) }
                            }
                        }
                    }
                }
                """,
        ], main: "AppView.swift")
        #expect(bar.items.map(\.id) == ["home", "explore", "settings"])
        #expect(bar.selectedItemID == "explore", "the selection's initial value")
        #expect(bar.items.map { $0.title?.key } == ["tab.home", "tab.explore", "tab.settings"])
        #expect(bar.items.map { $0.glyph?.name } == ["house", "safari", "gear"])
    }

    /// EhPanda: `.tabItem(type.label)` passes the tab value's `func label() -> Label<Text, Image>`,
    /// declared in an extension, whose title switches over `self`.
    @Test func aTabItemGivenALabelFunctionOfTheTabValue() throws {
        let bar = try bar([
            "TabBarView.swift": """
                import SwiftUI
                struct TabBarView: View {
                    @State var selection: TabBarItemType = .home
                    var body: some View {
                        TabView(selection: $selection) {
                            ForEach(TabBarItemType.allCases) { type in
                                Group {
                                    switch type {
                                    case .home: HomeView()
                                    case .search: SearchView()
                                    }
                                }
                                .tabItem(type.label).tag(type)
                            }
                        }
                    }
                }
                enum TabBarItemType: Int, CaseIterable, Identifiable {
                    var id: Int { rawValue }
                    case home
                    case search
                }
                extension TabBarItemType {
                    var title: String {
                        switch self {
                        case .home: return NSLocalizedString("tab.home", comment: "")
                        case .search: return NSLocalizedString("tab.search", comment: "")
                        }
                    }
                    func label() -> Label<Text, Image> {
                        Label(title, systemSymbol: .house)
                    }
                }
                """,
        ], main: "TabBarView.swift")
        #expect(bar.items.map(\.id) == ["home", "search"])
        #expect(bar.items.map { $0.title?.key } == ["tab.home", "tab.search"])
    }

    /// A label the importer cannot follow (`.tabItem(makeLabel)`) is computed at run time, not missing.
    @Test func aTabItemGivenAnUnknownLabelIsComputedAtRunTime() throws {
        let bar = try bar([
            "Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View { TabView { Home().tabItem(Helpers.homeLabel) } }
                }
                """,
        ], main: "Root.swift")
        #expect(bar.items.count == 1)
        #expect(bar.items[0].setAtRunTime["title"] == "Helpers.homeLabel")
    }

    /// Yattee: `TabView(selection:) { mainTabs; sidebarSections }` whose children are `some TabContent`
    /// properties of the file: their tabs are read where declared (a list made at run time stays a note),
    /// never taken for two unlabelled tabs.
    @Test func tabContentPropertiesAreReadWhereDeclared() throws {
        let (loaded, _) = try load([
            "UnifiedTabView.swift": """
                import SwiftUI
                struct UnifiedTabView: View {
                    @State private var selection: SidebarItem = .home
                    var body: some View {
                        TabView(selection: $selection) {
                            mainTabs
                            self.sidebarSections
                        }
                        .tabViewStyle(.sidebarAdaptable)
                    }
                    @TabContentBuilder<SidebarItem>
                    private var mainTabs: some TabContent<SidebarItem> {
                        Tab("Home", systemImage: "house", value: SidebarItem.home) { HomeView() }
                        Tab(value: SidebarItem.search, role: .search) { SearchView() } label: { Label("Search", systemImage: "magnifyingglass") }
                    }
                    private var sidebarSections: some TabContent<SidebarItem> {
                        TabSection("Channels") {
                            ForEach(sidebarManager.channelItems) { item in
                                Tab(value: item) { ChannelView(item) } label: { Label(item.title, systemImage: "person") }
                            }
                        }
                    }
                }
                enum SidebarItem: Hashable { case home, search }
                #if os(tvOS)
                struct TVTabView: View {
                    var body: some View { TabView { nowPlaying } }
                    private var nowPlaying: some View { NowPlayingView() }
                }
                #endif
                """,
        ], main: "UnifiedTabView.swift")
        #expect(loaded.definition?.bars.count == 1, "the tvOS TabView is no iOS tab bar")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["Home", "Search"])
        #expect(loaded.diagnostics.contains { $0.message.contains("sidebarManager.channelItems") && $0.message.contains("computed at run time") })
    }

    /// MMEX: `TabView(selection:) { overviewTab(); settingsTab() }` calls functions of the view without
    /// parameters that build each tab (`NavigationStack { … }.tabItem { … }.tag(0)`): four "neither a title
    /// nor an accessibility label" errors. A function called without arguments is read where it is
    /// declared, as a property is;
    /// a label its own helper builds (`pref.theme.tab.iconText(…)`) is computed at run time, a note.
    @Test func tabsBuiltByFunctionsOfTheViewAreReadWhereDeclared() throws {
        let (loaded, _) = try load([
            "ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    @State private var selectedTab = 0
                    var body: some View {
                        TabView(selection: $selectedTab) {
                            overviewTab()
                            // journalTab()
                            self.settingsTab()
                            helpTab()
                        }
                    }
                    private func overviewTab() -> some View {
                        NavigationStack { OverviewView() }
                            .tabItem { Label("Overview", systemImage: "house.fill") }
                            .tag(0)
                    }
                    private func settingsTab() -> some View {
                        return NavigationView { SettingsView() }
                            .tabItem { pref.theme.tab.iconText(icon: "gearshape", text: "Settings") }
                            .tag(1)
                    }
                    private func helpTab(_ topic: String = "") -> some View {
                        HelpView(topic: topic).tabItem { Label("Help", systemImage: "questionmark") }
                    }
                }
                """,
        ], main: "ContentView.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.count == 3)
        #expect(bar.items[0].title?.key == "Overview")
        #expect(bar.items[1].title == nil && !bar.items[1].setAtRunTime.isEmpty, "a label built by the app's helper is a note, not a missing label")
        #expect(bar.items[2].title?.key == "Help", "parameters with default values")
    }

    @Test func localizedStringForms() throws {
        let (loaded, _) = try load([
            "Strings.swift": """
                internal enum L10n {
                  internal enum Tabs {
                    /// Media
                    internal static let media = L10n.tr("Localizable", "tabs.media", fallback: "Media")
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
                }
                """,
            "String+Localized.swift": """
                import Foundation
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                    static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                }
                """,
            "Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            A().tabItem { Text(NSLocalizedString("tab.inbox", tableName: "Tabs", comment: "")) }
                            B().tabItem { Text(String(localized: "tab.sent")) }
                            C().tabItem { Text(LocalizedStringResource("tab.drafts")) }
                            D().tabItem { Text(L10n.Tabs.media) }
                            E().tabItem { Text("tab.trash".localized) }
                            F().tabItem { Text(String.localized("tab.spam")) }
                            G().tabItem { Text("\\(count) new") }
                        }
                    }
                }
                """,
        ], main: "Root.swift")
        let file = try #require(loaded.definition)
        let items = try #require(file.bars.first).items
        #expect(items.map { $0.title?.key } == ["tab.inbox", "tab.sent", "tab.drafts", "tabs.media", "tab.trash", "tab.spam", nil])
        #expect(items[3].title?.defaultValue == "Media", "SwiftGen's fallback is what a missing key shows")
        #expect(items[6].setAtRunTime["title"] == "\"\\(count) new\"", "an interpolated key is computed at run time")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 11 },
                "what cannot be resolved statically is said once, as a note on its line")
    }

    /// SwiftGen names its enum as swiftgen.yml says (`enumName: T`, 2FAS): a top-level enum whose members
    /// call its own `tr` is read like `L10n`; another enum's `tr` is not SwiftGen's.
    @Test func swiftGenUnderAnotherEnumName() throws {
        let bar = try bar([
            "Generated/T.generated.swift": """
                internal enum T {
                  internal enum Commons {
                    /// Tokens
                    internal static let tokens = T.tr("Localizable", "commons__tokens", fallback: "Tokens")
                  }
                  internal enum Settings {
                    internal static let settings = T.tr("Localizable", "settings__settings", fallback: "Settings")
                  }
                }
                extension T {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
                }
                enum Other {
                  static let inbox = Translator.tr("Localizable", "other__inbox")
                }
                """,
            "MainTabViewController.swift": """
                import UIKit
                final class MainTabViewController: UITabBarController {
                    func setUp(tokens: UIViewController, settings: UIViewController, inbox: UIViewController) {
                        tokens.tabBarItem = UITabBarItem(title: T.Commons.tokens, image: UIImage(named: "tokens"), selectedImage: nil)
                        settings.tabBarItem = UITabBarItem(title: T.Settings.settings, image: UIImage(named: "settings"), selectedImage: nil)
                        inbox.tabBarItem = UITabBarItem(title: Other.inbox, image: UIImage(named: "inbox"), selectedImage: nil)
                    }
                }
                """,
        ], main: "MainTabViewController.swift")
        #expect(bar.items.map { $0.title?.key } == ["commons__tokens", "settings__settings", nil])
        #expect(bar.items[0].title?.defaultValue == "Tokens")
        #expect(bar.items[2].setAtRunTime["title"] == "Other.inbox")
    }

    @Test func keysResolveThroughTheBundleTablesIncludingUTF16() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"tab.home\" = \"Accueil\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"tab.home\" = \"Home\";\n")
        scratch.write("App/fr.lproj/Localizable.strings", bytes: utf16)
        let path = scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View { var body: some View { TabView { Home().tabItem { Label("tab.home", systemImage: "house") } } } }
            """)
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "fr"])
        #expect(file.entry(for: bar.items[0].title!, locale: "fr")?.content == .text("Accueil"))
        #expect(file.entry(for: bar.items[0].title!, locale: "fr")?.location.file.hasSuffix("fr.lproj/Localizable.strings") == true)
    }

    /// Open edX's tabs use `CoreLocalization.Mainscreen.discovery`, SwiftGen's enum of its Core framework
    /// (Core/Core.xcodeproj), whose `tr` reads `BundleToken.bundle`: the framework's own tables
    /// (Core/Core/en.lproj/Localizable.strings), not the app's `Localizable.strings` beside the tab file.
    /// A language the app ships but the framework lacks (uk) lacks the text; the same enum inside the
    /// app's project, or one reading `Bundle.main`, is looked up in the app's tables.
    @Test func swiftGenKeysOfAFrameworkAreReadFromItsOwnBundle() throws {
        func project(generatedIn folder: String, bundle: String) throws -> (DefinitionFile, Bar) {
            let scratch = Scratch()
            scratch.write("OpenEdX.xcodeproj/project.pbxproj", "")
            scratch.write("OpenEdX/en.lproj/Localizable.strings", "\"APP.ONLY\" = \"App\";\n")
            scratch.write("OpenEdX/uk.lproj/Localizable.strings", "\"APP.ONLY\" = \"Додаток\";\n")
            scratch.write("Core/Core.xcodeproj/project.pbxproj", "")
            scratch.write("Core/Core/en.lproj/Localizable.strings", "\"MAINSCREEN.DISCOVERY\" = \"Discover\";\n")
            scratch.write("\(folder)/Strings.swift", """
                public enum CoreLocalization {
                  public enum Mainscreen {
                    public static let discovery = CoreLocalization.tr("Localizable", "MAINSCREEN.DISCOVERY", fallback: "Discover")
                  }
                }
                extension CoreLocalization {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = \(bundle).localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }
                private final class BundleToken {
                  static let bundle: Bundle = Bundle(for: BundleToken.self)
                }
                """)
            let path = scratch.write("OpenEdX/View/MainScreenView.swift", """
                import SwiftUI
                struct MainScreenView: View {
                    var body: some View {
                        TabView {
                            DiscoveryView().tabItem { Text(CoreLocalization.Mainscreen.discovery) }
                            ProfileView().tabItem { Text("APP.ONLY") }
                        }
                    }
                }
                """)
            let file = try #require(Auditor.load(path).definition)
            return (file, try #require(file.bars.first))
        }
        let (file, bar) = try project(generatedIn: "Core/Core/SwiftGen", bundle: "BundleToken.bundle")
        #expect(bar.locales == ["en", "uk"])
        let discover = try #require(bar.items[0].title)
        #expect(file.entry(for: discover, locale: "en")?.content == .text("Discover"))
        #expect(file.entry(for: discover, locale: "en")?.location.file.hasSuffix("Core/Core/en.lproj/Localizable.strings") == true)
        #expect(file.entry(for: discover, locale: "uk") == nil, "the framework has no Ukrainian")
        #expect(file.entry(for: try #require(bar.items[1].title), locale: "uk")?.content == .text("Додаток"))
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(findings.count == 1 && findings[0].message.contains("'uk'") && !findings[0].message.contains("'en'"), "\(findings.map(\.message))")

        let (mainFile, mainBar) = try project(generatedIn: "Core/Core/SwiftGen", bundle: "Bundle.main")
        #expect(mainFile.entry(for: try #require(mainBar.items[0].title), locale: "en") == nil, "Bundle.main is the app's bundle")
        let (appFile, appBar) = try project(generatedIn: "OpenEdX/SwiftGen", bundle: "BundleToken.bundle")
        #expect(appFile.entry(for: try #require(appBar.items[0].title), locale: "en") == nil, "generated in the app: the app's tables")
    }

    /// What SwiftGen's `swift5` template writes for a Swift package (its bundle through a token class, `Bundle.module`
    /// under SwiftPM): enum `name` with one nested enum `group` of static properties, each a key with its fallback (none
    /// without `fallbacks`, as older SwiftGen templates write it: a missing key shows the key).
    static func swiftGenPackageEnum(_ name: String, group: String, _ keys: [(property: String, key: String, fallback: String)], fallbacks: Bool = true) -> String {
        """
        import Foundation
        public enum \(name) {
          public enum \(group) {
        \(keys.map { "    public static let \($0.property) = \(name).tr(\"Localizable\", \"\($0.key)\"\(fallbacks ? ", fallback: \"\($0.fallback)\"" : ""))" }.joined(separator: "\n"))
          }
        }
        extension \(name) {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...\(fallbacks ? ", fallback value: String" : "")) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: \(fallbacks ? "value" : "nil"), table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        private final class BundleToken {
          static let bundle: Bundle = {
            #if SWIFT_PACKAGE
            return Bundle.module
            #else
            return Bundle(for: BundleToken.self)
            #endif
          }()
        }
        """
    }

    /// Tonkeeper's tab code lives in a Swift package, `LocalPackages/App`, whose manifest depends on a sibling
    /// package, `.package(path: "../TKLocalize")`, holding the SwiftGen enum `TKLocales` (its configuration's
    /// `enumName`) and its tables. SwiftPM compiles the dependency with the package, so `TKLocales.Tabs.wallet`
    /// is a key of that package's bundle: its titles were "computed at run time", and Collectibles' seven
    /// missing translations unseen. A folder the manifest does not name is not read.
    @Test func aLocalPackageDependencyDeclaresTheSwiftGenKeys() throws {
        func load(manifest: String) throws -> (LoadedFile, Scratch) {
            let scratch = Scratch()
            scratch.write("Tonkeeper.xcodeproj/project.pbxproj", "knownRegions = (\n en,\n Base,\n de,\n );\n")
            scratch.write("LocalPackages/App/Package.swift", manifest)
            scratch.write("LocalPackages/TKLocalize/Package.swift", "// swift-tools-version:5.9\n")
            scratch.write("LocalPackages/TKLocalize/Sources/TKLocalize/Resources/Locales/en.lproj/Localizable.strings",
                          "\"tabs.wallet\" = \"Wallet\";\n\"tabs.collectibles\" = \"Collectibles\";\n")
            scratch.write("LocalPackages/TKLocalize/Sources/TKLocalize/Resources/Locales/de.lproj/Localizable.strings",
                          "\"tabs.wallet\" = \"Brieftasche\";\n")
            scratch.write("LocalPackages/TKLocalize/Sources/TKLocalize/TKLocales.swift", Self.swiftGenPackageEnum("TKLocales", group: "Tabs", [
                ("collectibles", "tabs.collectibles", "Collectibles"), ("wallet", "tabs.wallet", "Wallet")]))
            let path = scratch.write("LocalPackages/App/Sources/App/MainTabs.swift", """
                import UIKit
                import TKLocalize
                final class MainTabsFactory {
                    func make() -> [UIViewController] {
                        let wallet = UINavigationController()
                        wallet.tabBarItem.title = TKLocales.Tabs.wallet
                        let collectibles = UINavigationController()
                        collectibles.tabBarItem.title = TKLocales.Tabs.collectibles
                        return [wallet, collectibles]
                    }
                }
                """)
            return (Auditor.load(path), scratch)
        }
        let (loaded, _scratch) = try load(manifest: """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [
                    .package(path: "../TKLocalize"),
                ],
                targets: [.target(name: "App", dependencies: [.product(name: "TKLocalize", package: "TKLocalize")])]
            )
            """)
        _ = _scratch
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.key } == ["tabs.wallet", "tabs.collectibles"], "\(bar.items)")
        #expect(file.entry(for: try #require(bar.items[0].title), locale: "de")?.content == .text("Brieftasche"))
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.count == 1 && missing[0].message.contains("ollectibles"), "\(missing.map(\.message))")
        // Without the dependency in the manifest the enum is not the package's: run-time titles (notes).
        let (unnamed, _other) = try load(manifest: "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        _ = _other
        #expect(unnamed.definition?.bars.first?.items.allSatisfy { $0.title?.key == nil } != false, "\(String(describing: unnamed.definition?.bars))")
        // A manifest nested too deep for swift-syntax names no dependency (and is no crash).
        let (deep, _third) = try load(manifest: "let package = Package(dependencies: " + String(repeating: "[", count: 20_000) + ".package(path: \"../TKLocalize\")" + String(repeating: "]", count: 20_000) + ")\n")
        _ = _third
        #expect(deep.definition?.bars.first?.items.allSatisfy { $0.title?.key == nil } != false, "\(String(describing: deep.definition?.bars))")
    }

    /// Gem Wallet's SwiftGen enum `Localized` lives in a Swift package inside the app's project folder
    /// (`Packages/Localization`, with `Package.swift`), and its `tr` reads `BundleToken.bundle`, which is
    /// `Bundle.module` in a package: the package's own tables (`Sources/Resources/*.lproj`), not the app's.
    /// They were looked up as the app's, in the tables of the package's widget target, which lack them ("no
    /// text in 'en', 'de'").
    @Test func swiftGenKeysOfANestedSwiftPackageAreReadFromItsOwnBundle() throws {
        let scratch = Scratch()
        scratch.write("Gem.xcodeproj/project.pbxproj", "")
        scratch.write("Gem/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Gem\";\n")
        scratch.write("Gem/de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Gem\";\n")
        scratch.write("Packages/Localization/Package.swift", "// swift-tools-version:5.9\n")
        scratch.write("Packages/Localization/Sources/Resources/en.lproj/Localizable.strings", "\"wallet.title\" = \"Wallet\";\n")
        scratch.write("Packages/Localization/Sources/Resources/de.lproj/Localizable.strings", "\"wallet.title\" = \"Wallet-DE\";\n")
        // The package's widget target has tables of its own, without the key.
        scratch.write("Packages/Localization/WidgetSources/Resources/en.lproj/Localizable.strings", "\"widget.title\" = \"Prices\";\n")
        scratch.write("Packages/Localization/WidgetSources/Resources/de.lproj/Localizable.strings", "\"widget.title\" = \"Preise\";\n")
        scratch.write("Packages/Localization/Sources/Localized.swift", Self.swiftGenPackageEnum("L10n", group: "Wallet", [("title", "wallet.title", "Wallet")]))
        let path = scratch.write("Gem/Views/MainTabView.swift", """
            import SwiftUI
            struct MainTabView: View {
                var body: some View {
                    TabView {
                        WalletView().tabItem { Text(L10n.Wallet.title) }
                        SettingsView().tabItem { Text(L10n.Wallet.title) }
                    }
                }
            }
            """)
        // A malformed table of the package is read as the app's and as the package's: reported once (Passepartout).
        scratch.write("Packages/Localization/Sources/Resources/fr.lproj/Localizable.strings", "\"wallet.title\" = \"Portefeuille\"\n")
        let loaded = Auditor.load(path)
        #expect(loaded.diagnostics.filter { $0.message.contains("malformed") }.count == 1, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition)
        let bar = try #require(file.bars.first)
        let title = try #require(bar.items[0].title)
        #expect(file.entry(for: title, locale: "de")?.content == .text("Wallet-DE"))
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.isEmpty, "\(missing.map(\.message))")
    }

    /// HSRPizzaHelper's app keeps its texts in `Internationalization/Localizable.xcstrings`, and a Swift package of its
    /// project (`Packages/HBMihoyoAPI`, with `Package.swift`) has a `Localizable.xcstrings` of its own, built into the
    /// package's bundle: the app's `Label("tab.home", …)` was looked up in the package's catalog ("no text in 'ja'",
    /// and "no 'es' string table" for the app's languages).
    @Test func aSwiftPackagesTablesAreNotTheAppsTables() throws {
        func catalog(_ key: String, _ translations: [String: String]) -> String {
            let units = translations.sorted { $0.key < $1.key }.map { "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value)\" } }" }
            return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"\(key)\" : { \"localizations\" : { \(units.joined(separator: ", ")) } } }, \"version\" : \"1.0\" }"
        }
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "knownRegions = (\n en,\n Base,\n ja,\n es,\n );\n")
        scratch.write("Internationalization/Localizable.xcstrings", catalog("tab.home", ["en": "Home", "ja": "ホーム", "es": "Inicio"]))
        scratch.write("Packages/API/Package.swift", "// swift-tools-version:5.9\n")
        scratch.write("Packages/API/Sources/API/Resources/Localizable.xcstrings", catalog("api.error", ["en": "Error", "ja": "エラー"]))
        let path = scratch.write("App/ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { Label("tab.home", systemImage: "list.bullet") }
                        SettingsView().tabItem { Label("tab.home", systemImage: "gear") }
                    }
                }
            }
            """)
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        let title = try #require(bar.items[0].title)
        #expect(file.resolve(title, in: bar, locale: "ja").text == "ホーム" && file.resolve(title, in: bar, locale: "es").text == "Inicio")
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.isEmpty, "\(missing.map(\.message))")
    }

    /// TamaParks's SwiftGen keys (`L10n.tr("Localizable", "tab_title.list")`, no fallback) read `Bundle.module` of its
    /// `Resources` package, whose `Localizable.strings` lies in no `.lproj` and is Japanese, the manifest's
    /// `defaultLocalization: "ja"`: the package's bundle was taken as English, and the Japanese app lacked the key
    /// ("no text in 'ja'; iOS shows the key itself", where iOS shows "一覧").
    @Test func aPackagesTableOutsideLanguageFoldersIsItsDefaultLocalizationsText() throws {
        let scratch = Scratch()
        scratch.write("Parks.xcodeproj/project.pbxproj", "\t\t\tdevelopmentRegion = ja;\n\t\t\tknownRegions = (\n ja,\n );\n")
        scratch.write("ParksPackage/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "ParksPackage",
                defaultLocalization: "ja",
                targets: [.target(name: "Resources", resources: [.process("Localizable.strings")]), .target(name: "App", dependencies: ["Resources"])]
            )
            """)
        scratch.write("ParksPackage/Sources/Resources/Localizable.strings", "\"tab_title.list\" = \"一覧\";\n")
        // SwiftGen's older template, without fallbacks: a missing key shows the key.
        scratch.write("ParksPackage/Sources/Resources/Generated/Strings+Generated.swift",
                      Self.swiftGenPackageEnum("L10n", group: "TabTitle", [("list", "tab_title.list", "")], fallbacks: false))
        let path = scratch.write("ParksPackage/Sources/App/MainTabViewController.swift", """
            import UIKit
            import Resources
            public final class MainTabViewController: UITabBarController {
                override public func viewDidLoad() {
                    super.viewDidLoad()
                    let listVC = UINavigationController(rootViewController: ParkListViewController())
                    listVC.tabBarItem = UITabBarItem(title: L10n.TabTitle.list, image: UIImage(systemName: "list.bullet"), tag: 0)
                    let mapVC = ParkMapViewController()
                    mapVC.tabBarItem = UITabBarItem(title: "マップ", image: UIImage(systemName: "map"), tag: 1)
                    viewControllers = [listVC, mapVC]
                }
            }
            """)
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        #expect(file.resolve(try #require(bar.items[0].title), in: bar, locale: "ja").text == "一覧")
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.isEmpty, "\(missing.map(\.message))")
    }

    /// WordChecker, a project Tuist generates (no `.xcodeproj` committed), keeps each module's tables in a folder named
    /// after it: `Sources/IPhoneDriver/…` reads `String(localized: "Memorization", bundle: .module)` from
    /// `Resources/IPhoneDriver/Localizable.xcstrings`. Three catalogs of that name were equally near by their shared
    /// folders and the first, another module's, was read: "no text in 'en', 'ko'".
    @Test func ofTablesEquallyNearTheOneNamingTheReadersFoldersIsRead() throws {
        func catalog(_ key: String, _ korean: String) -> String {
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"\(key)\" : { \"localizations\" : { \"ko\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(korean)\" } } } } }, \"version\" : \"1.0\" }"
        }
        let (loaded, _) = try load([
            "Resources/iOSSupport/Localizable.xcstrings": catalog("Done", "완료"),
            "Resources/IPadDriver/Localizable.xcstrings": catalog("Sidebar", "사이드바"),
            "Resources/IPhoneDriver/Localizable.xcstrings": catalog("Memorization", "암기"),
            "Sources/IPhoneDriver/Coordinators/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    func start(_ root: UITabBarController) {
                        let checking = UINavigationController()
                        checking.tabBarItem = UITabBarItem(title: String(localized: "Memorization", bundle: .module), image: nil, tag: 0)
                        let settings = UINavigationController()
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
                        root.viewControllers = [checking, settings]
                    }
                }
                """,
        ], main: "Sources/IPhoneDriver/Coordinators/AppCoordinator.swift", marker: "Project.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(file.resolve(try #require(bar.items[0].title), in: bar, locale: "ko").text == "암기", "\(bar.locales)")
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" && $0.itemID == bar.items[0].id }
        #expect(missing.isEmpty, "\(missing.map(\.message))")
    }

    /// TsunDocs labels each tab with a view property of its tab enum, `.tabItem { TabItem.tags.tabIcon }`, where
    /// `var tabIcon: some View { VStack { Image(systemName: iconName); Text(name) } }` and `iconName` and `name`
    /// switch over `self`: read with the case's values, as a `Label` property is (three notes before, "computed at
    /// run time"). A `ForEach` value's icon property (`Image(systemName: tab.icon)`) is read the same way.
    @Test func aTabValuesViewPropertyStackingAnImageAndAText() throws {
        let tabItem = """
            import SwiftUI
            enum TabItem: String, CaseIterable {
                case list, tags, settings
                var name: String {
                    switch self {
                    case .list: String(localized: "tab_item_title_list")
                    case .tags: String(localized: "tab_item_title_tags")
                    case .settings: String(localized: "tab_item_title_settings")
                    }
                }
                var iconName: String {
                    switch self {
                    case .list: "list.bullet"
                    case .tags: "tag"
                    case .settings: "gear"
                    }
                }
                var tabIcon: some View {
                    VStack {
                        Image(systemName: iconName)
                        Text(name)
                    }
                }
            }
            """
        let bar = try bar(["App/TabItem.swift": tabItem, "App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
                @State var selection: TabItem = .list
                var body: some View {
                    TabView(selection: $selection) {
                        ZStack { ListView() }
                            .tabItem { TabItem.list.tabIcon }
                            .tag(TabItem.list)
                        ZStack { TagsView() }
                            .tabItem { TabItem.tags.tabIcon }
                            .tag(TabItem.tags)
                        ZStack { SettingsView() }
                            .tabItem { TabItem.settings.tabIcon }
                            .tag(TabItem.settings)
                    }
                }
            }
            """], main: "App/RootView.swift")
        #expect(bar.items.map { $0.title?.key } == ["tab_item_title_list", "tab_item_title_tags", "tab_item_title_settings"], "\(bar.items.map { $0.title?.source })")
        #expect(bar.items.map { $0.glyph?.name } == ["list.bullet", "tag", "gear"])
        let each = try self.bar(["App/TabItem.swift": tabItem, "App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        ForEach(TabItem.allCases, id: \\.self) { tab in
                            ContentView(tab: tab).tabItem {
                                Image(systemName: tab.iconName)
                                Text(tab.name)
                            }
                        }
                    }
                }
            }
            """], main: "App/RootView.swift")
        #expect(each.items.map { $0.glyph?.name } == ["list.bullet", "tag", "gear"], "\(each.items.map { $0.glyph?.name })")
    }

    /// moneta declares its own `struct Tab<Content: View, Style: NavigationViewStyle>: View`, whose body gives the tab its
    /// item (`.tabItem { VStack { Image(systemName: icon); Text(label) } }`, `label: LocalizedStringKey`), and calls it as
    /// `Tab(icon:label:tag:style:) { … }` in its `TabView`: Swift finds the module's own `Tab` before SwiftUI's iOS 18 one.
    /// It was read as SwiftUI's `Tab` with no title (three "neither a title nor an accessibility label" errors); the tabs
    /// are the body's item with the call's arguments, "Portfolio" / "Portefeuille". A property the call does not give, and
    /// a view with an initialiser of its own, are known at run time (a note, not a missing label).
    @Test func aViewOfTheAppsOwnGivesItsTabItemWithTheCallsArguments() throws {
        let tab = """
            import SwiftUI
            struct Tab<Content: View, Style: NavigationViewStyle>: View {
                var icon: String
                var label: LocalizedStringKey
                var tag: Int
                var style: Style
                let content: () -> Content
                var body: some View {
                    NavigationView { content() }
                        .tabItem {
                            VStack {
                                Image(systemName: icon)
                                Text(label)
                            }
                        }
                        .tag(tag)
                        .navigationViewStyle(style)
                }
            }
            """
        let content = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    TabView {
                        Tab(icon: "chart.pie", label: "portfolio", tag: 0, style: DefaultNavigationViewStyle()) { PortfolioView() }
                        Tab(icon: "magnifyingglass", label: "coins", tag: 1, style: DefaultNavigationViewStyle()) { SearchView() }
                        Tab(icon: "gearshape", label: "settings", tag: 1, style: StackNavigationViewStyle()) { SettingsView() }
                    }
                }
            }
            """
        let (loaded, scratch) = try load(["Moneta/Views/Components/Tab.swift": tab, "Moneta/ContentView.swift": content,
                                          "Moneta/en.lproj/Localizable.strings": "\"portfolio\" = \"Portfolio\";\n\"coins\" = \"Coins\";\n\"settings\" = \"Settings\";\n",
                                          "Moneta/nl.lproj/Localizable.strings": "\"portfolio\" = \"Portefeuille\";\n\"coins\" = \"Munten\";\n\"settings\" = \"Instellingen\";\n"],
                                         main: "Moneta/ContentView.swift")
        _ = scratch
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["portfolio", "coins", "settings"], "\(bar.items.map { $0.title?.source })")
        #expect(bar.items.map { $0.glyph?.name } == ["chart.pie", "magnifyingglass", "gearshape"])
        #expect(file.resolve(try #require(bar.items[0].title), in: bar, locale: "nl").text == "Portefeuille")
        // Not SwiftUI's `Tab`, which would need iOS 18.
        #expect(bar.minimumOSVersion == nil)
        let errors = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")

        // Its own initialiser: what it makes of its arguments is not read.
        let initialised = tab.replacingOccurrences(of: "    let content: () -> Content\n", with: """
                let content: () -> Content
                init(icon: String, label: LocalizedStringKey, tag: Int, style: Style, @ViewBuilder content: @escaping () -> Content) {
                    self.icon = icon; self.label = label; self.tag = tag; self.style = style; self.content = content
                }

            """)
        let ownInit = try self.bar(["App/Tab.swift": initialised, "App/ContentView.swift": content], main: "App/ContentView.swift")
        #expect(ownInit.items.map { $0.setAtRunTime["title"] } == ["label", "label", "label"], "\(ownInit.items.map(\.title))")
        // SwiftUI's `Tab` where the app declares none.
        let swiftUIs = try self.bar(["App/ContentView.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    TabView { Tab("Portfolio", systemImage: "chart.pie") { PortfolioView() } }
                }
            }
            """], main: "App/ContentView.swift")
        #expect(swiftUIs.items.map { $0.title?.key } == ["Portfolio"] && swiftUIs.minimumOSVersion == 18)
    }

    /// 3dollars's `CommunityViewController` gives itself an item in `init` and its `static func instance()` gives the
    /// controller it makes another (`let viewController = CommunityViewController(); viewController.tabBarItem =
    /// UITabBarItem(…)`): one controller, one tab, showing the function's item (it runs after the initialiser), where a bar
    /// of two tabs was read. Written in either order.
    @Test func anItemGivenToANewControllerOfItsOwnClassReplacesTheInitialisersItem() throws {
        let initializer = """
                init(viewModel: CommunityViewModel = CommunityViewModel()) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "community"), tag: 0)
                }
            """
        let factory = """
                public static func instance() -> UINavigationController {
                    let viewController = CommunityViewController()
                    viewController.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "community_large"), tag: 3)
                    return UINavigationController(rootViewController: viewController)
                }
            """
        for members in [[initializer, factory], [factory, initializer]] {
            let bar = try bar(["App/MainTabBarViewController.swift": "let contentViewControllers: [UIViewController] = [CommunityViewController.instance()]\n",
                               "App/CommunityViewController.swift": """
                import UIKit
                final class CommunityViewController: UIViewController {
                    private let viewModel: CommunityViewModel
                \(members.joined(separator: "\n"))
                }
                """], main: "App/CommunityViewController.swift")
            #expect(bar.items.map { $0.glyph?.name } == ["community_large"], "\(bar.items.map { $0.glyph?.name })")
        }
    }

    /// TiTi's tab bar controller makes its five tabs in a `forEach` over a list of its enum's cases, choosing each tab's
    /// controller in a `switch` over the value, and titles every item by the enum's `var title: String { switch self { case
    /// .timer: return "Timer" … } }`: five tabs, in the list's order, titled with the English literals Korean users see.
    /// Each case's item is made for the values its `case` names (`default` for the rest); a loop over a list computed at
    /// run time, or a `switch` over something else, stays one tab per element, computed at run time.
    @Test func tabsMadeInALoopOverAnEnumsCasesTakeEachCasesTitle() throws {
        func source(_ list: String, _ subject: String = "item") -> String {
            """
            import UIKit
            final class MainTabBarController: UITabBarController {
                enum TabBarItem: Int, CaseIterable {
                    case timer
                    case stopwatch
                    case log
                    case setting
                    var title: String {
                        switch self {
                        case .timer: return "Timer"
                        case .stopwatch: return "Stopwatch"
                        case .log: return NSLocalizedString("Log", comment: "")
                        case .setting: return "Setting"
                        }
                    }
                    var image: UIImage? { UIImage(systemName: "timer") }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tabBarItems: [TabBarItem] = [.timer, .stopwatch, .log, .setting]
                    var viewControllers: [UIViewController] = []
                    \(list).forEach { item in
                        switch \(subject) {
                        case .timer, .stopwatch:
                            let vc = UIViewController()
                            vc.tabBarItem = UITabBarItem(title: item.title, image: item.image, selectedImage: nil)
                            viewControllers.append(vc)
                        case .log:
                            let nav = UINavigationController(rootViewController: UIViewController())
                            nav.tabBarItem = UITabBarItem(title: item.title, image: item.image, selectedImage: nil)
                            viewControllers.append(nav)
                        default:
                            let nav = UINavigationController(rootViewController: UIViewController())
                            nav.tabBarItem = UITabBarItem(title: item.title, image: item.image, selectedImage: nil)
                            viewControllers.append(nav)
                        }
                    }
                    self.viewControllers = viewControllers
                }
            }
            """
        }
        for list in ["tabBarItems", "TabBarItem.allCases"] {
            let bar = try bar(["App/MainTabBarController.swift": source(list)], main: "App/MainTabBarController.swift")
            #expect(bar.items.map { $0.title?.source } == [.literal("Timer"), .literal("Stopwatch"), .key("Log"), .literal("Setting")], "\(bar.items.map(\.title))")
        }
        // A list computed at run time, and a `switch` over something else: not known.
        for (list, subject) in [("enabledTabs()", "item"), ("tabBarItems", "item.rawValue % 2")] {
            let (loaded, _) = try load(["App/MainTabBarController.swift": source(list, subject)], main: "App/MainTabBarController.swift")
            let items = loaded.definition?.bars.first?.items ?? []
            #expect(items.allSatisfy { $0.title == nil || $0.setAtRunTime["title"] != nil }, "\(list), \(subject): \(items.map(\.title))")
        }
    }

    /// An enum of 500 cases, each with its title, made into tabs in a loop whose `switch` has a case per value and an item
    /// twice in each (`if #available(…) { … } else { … }`): 500 tabs, each made once, and read in linear time (1,000 took 6.6 s
    /// of CPU in a debug build, 250 took 1.4 s).
    @Test func aLoopOverManyCasesIsReadInLinearTime() throws {
        let count = 500
        let cases = (0..<count).map { "case c\($0)" }.joined(separator: "\n")
        let titles = (0..<count).map { "case .c\($0): return \"T\($0)\"" }.joined(separator: "\n")
        let branches = (0..<count).map {
            "case .c\($0): if #available(iOS 13, *) { vc.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: \($0)) } else { vc.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: \($0)) }"
        }.joined(separator: "\n")
        let source = """
            import UIKit
            enum Tab: CaseIterable {
            \(cases)
            var title: String { switch self {
            \(titles)
            } }
            }
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    var list: [UIViewController] = []
                    for tab in Tab.allCases {
                        let vc = UIViewController()
                        switch tab {
            \(branches)
                        }
                        list.append(vc)
                    }
                    viewControllers = list
                }
            }
            """
        let start = ContinuousClock.now
        let bar = try bar(["App/Tabs.swift": source], main: "App/Tabs.swift")
        #expect(bar.items.count == count && bar.items.last?.title?.source == .literal("T\(count - 1)"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Eurofurence's `NSLocalizedString("More", bundle: .module, …)` in its `EurofurenceApplication` package, whose only table is
    /// `Resources/Strings/Base.lproj/Localizable.strings`: audited as `audit .`, the file is `./Packages/…` where the bundle's
    /// walk names the package `Packages/…`, so the file was taken for one of no package, its package's `Base.lproj` was not
    /// its bundle's, and the app's own `Localizable.strings` (without "More") was read: "the title key 'More' has no text in
    /// 'en'; iOS shows the key itself".
    @Test func aPackagesFileAuditedFromTheCurrentFolderReadsItsPackagesTables() throws {
        let scratch = Scratch()
        scratch.write("Eurofurence.xcodeproj/project.pbxproj", "knownRegions = (\n Base,\n en,\n );\n")
        scratch.write("Eurofurence/Resources/Localizable.strings", "\"Schedule\" = \"Schedule\";\n")
        scratch.write("Packages/EurofurenceApplication/Package.swift", "// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"EurofurenceApplication\", defaultLocalization: \"en\")\n")
        scratch.write("Packages/EurofurenceApplication/Sources/EurofurenceApplication/Resources/Strings/Base.lproj/Localizable.strings", "\"More\" = \"More items\";\n")
        scratch.write("Packages/EurofurenceApplication/Sources/EurofurenceApplication/More/MoreViewController.swift", """
            import UIKit
            class MoreViewController: UITableViewController {
                init() {
                    super.init(style: .plain)
                    let moreTitle = NSLocalizedString("More", bundle: .module, comment: "Tab bar and navigation title for the More tab")
                    tabBarItem.title = moreTitle
                    tabBarItem.image = UIImage(systemName: "ellipsis")
                }
            }
            """)
        let result = try runBarAudit(["audit", ".", "--format", "text,json"], in: scratch.url)
        #expect(result.status == 0 && !result.output.contains("l10n-string-missing"), "\(result.output)")
        let report = try String(contentsOfFile: scratch.path("baraudit-report/baraudit.json"), encoding: .utf8)
        #expect(report.contains("More items"), "the package's Base.lproj text: \(report)")
    }

    /// moers declares its tab titles in its package target `Core` as `static let map = String(localized: "Map", bundle: .module)`
    /// and uses them for tabs of the app and of other targets: `Bundle.module` is the bundle of the module making the call, so
    /// the text is Core's (`Sources/Core/Resources/Localizable.xcstrings`, de "Karte"), not the app's or the using target's
    /// tables, which lack "Map": "the title key 'Map' has no text in 'en', 'de'" was reported for each tab.
    @Test func aModuleBundleStringIsReadFromTheTablesOfTheTargetDeclaringIt() throws {
        func catalog(_ entries: [String: String]) -> String {
            let strings = entries.sorted { $0.key < $1.key }.map { key, german in
                "\"\(key)\": { \"localizations\": { \"de\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"\(german)\" } } } }"
            }
            return "{ \"sourceLanguage\": \"en\", \"strings\": { \(strings.joined(separator: ", ")) }, \"version\": \"1.0\" }"
        }
        func project(bundle: String) -> Scratch {
            let scratch = Scratch()
            scratch.write("Moers.xcodeproj/project.pbxproj", "knownRegions = (\n Base,\n en,\n de,\n );\n")
            scratch.write("Moers/Assets/Localizable.xcstrings", catalog(["Today": "Heute"]))
            scratch.write("CityOS/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"CityOS\", defaultLocalization: \"en\")\n")
            scratch.write("CityOS/Sources/Core/Resources/Localizable.xcstrings", catalog(["Map": "Karte", "News": "Neuigkeiten"]))
            scratch.write("CityOS/Sources/MapFeature/Resources/Localizable.xcstrings", catalog(["Other": "Sonstiges"]))
            scratch.write("CityOS/Sources/Core/Configuration/AppStrings.swift", """
                import Foundation
                public enum AppStrings {
                    public enum Menu {
                        public static let news = String(localized: "News"\(bundle))
                        public static let map = String(localized: "Map"\(bundle))
                    }
                }
                """)
            for (file, constant) in [("CityOS/Sources/MapFeature/MapCoordinator.swift", "map"), ("Moers/Coordinators/NewsCoordinator.swift", "news")] {
                scratch.write(file, """
                    import UIKit
                    import Core
                    public class Coordinator\(constant) {
                        public var navigationController: UINavigationController
                        public init(navigationController: UINavigationController = UINavigationController()) {
                            self.navigationController = navigationController
                            self.navigationController.tabBarItem = generateTabBarItem()
                        }
                        private func generateTabBarItem() -> UITabBarItem {
                            let tabBarItem = UITabBarItem(title: AppStrings.Menu.\(constant), image: UIImage(systemName: "map"), selectedImage: nil)
                            tabBarItem.accessibilityLabel = AppStrings.Menu.\(constant)
                            return tabBarItem
                        }
                    }
                    """)
            }
            return scratch
        }
        let module = project(bundle: ", bundle: .module")
        for (file, german) in [("CityOS/Sources/MapFeature/MapCoordinator.swift", "Karte"), ("Moers/Coordinators/NewsCoordinator.swift", "Neuigkeiten")] {
            let loaded = Auditor.load(module.path(file))
            let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
            let bar = try #require(definition.bars.first, "\(file): \(loaded.diagnostics)")
            #expect(definition.entry(for: try #require(bar.items.first?.title), locale: "de")?.content == .text(german), "\(file)")
            let findings = try RuleEngine().audit(definition).checks.flatMap(\.findings)
            #expect(findings.isEmpty, "\(file): \(findings.map(\.message))")
        }
        // Read from the main bundle (no `bundle:`), the app's table lacks it, as before.
        let main = project(bundle: "")
        let app = Auditor.load(main.path("Moers/Coordinators/NewsCoordinator.swift"))
        let appDefinition = try #require(app.definition, "\(app.diagnostics)")
        let missing = try RuleEngine().audit(appDefinition).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.contains { $0.message.contains("'News' has no text in 'de'") }, "\(missing.map(\.message))")
    }

    /// moers's coordinators make their item in `generateTabBarItem()` as a local named like the controller's property (`let tabBarItem =
    /// UITabBarItem(title: AppStrings.Menu.map, …)`, then `tabBarItem.accessibilityLabel = AppStrings.Menu.map`): one item with a
    /// label, where a second tab "speaking the label 'Map'" was read. Each coordinator gives it to the navigation controller it holds
    /// (`self.navigationController.tabBarItem = generateTabBarItem()`) for `AppTabBarController` of another file to list: a tab of a bar
    /// built elsewhere (a note), not a bar of one tab.
    @Test func aCoordinatorsItemForTheControllerItHoldsIsATabOfABarBuiltElsewhere() throws {
        func coordinator(_ extra: String) -> [String: String] {
            ["Moers/Coordinators/NewsCoordinator.swift": """
                import UIKit
                public class NewsCoordinator: Coordinator {
                    public var navigationController: UINavigationController
                    public init(navigationController: UINavigationController = UINavigationController()) {
                        self.navigationController = navigationController
                        self.navigationController.viewControllers = [NewsViewController()]
                        self.navigationController.tabBarItem = generateTabBarItem()
                \(extra)
                    }
                    private func generateTabBarItem() -> UITabBarItem {
                        let tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), selectedImage: nil)
                        tabBarItem.accessibilityLabel = "Latest news"
                        return tabBarItem
                    }
                }
                """]
        }
        let (loaded, _scratch) = try load(coordinator(""), main: "Moers/Coordinators/NewsCoordinator.swift")
        _ = _scratch
        let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(definition.bars.first)
        #expect(bar.items.count == 1 && bar.items[0].title?.source == .literal("News") && bar.items[0].accessibility.label?.source == .literal("Latest news"),
                "\(bar.items)")
        #expect(loaded.diagnostics.contains { $0.message.contains("given to the controller held in 'NewsCoordinator.navigationController', which this file puts in no tab bar controller") },
                "\(loaded.diagnostics)")
        #expect(try RuleEngine().audit(definition).checks.flatMap(\.findings).isEmpty)
        // The same coordinator putting its controller in a tab bar controller of its own builds a bar of one tab.
        let (own, _other) = try load(coordinator("        let tabs = UITabBarController()\n        tabs.viewControllers = [self.navigationController]"),
                                     main: "Moers/Coordinators/NewsCoordinator.swift")
        _ = _other
        let ownDefinition = try #require(own.definition, "\(own.diagnostics)")
        #expect(try RuleEngine().audit(ownDefinition).checks.flatMap(\.findings).map(\.ruleID) == ["layout-item-count"], "\(own.diagnostics)")
    }

    /// AlphaWallet's `enum Tabs` makes an item for each of its six values (`var tabBarItem: UITabBarItem { switch self { … } }`),
    /// and `ActiveWalletCoordinator` gives four of them to the tabs of its bar (`…tabBarItem = ActiveWalletViewModel.Tabs.tokens.tabBarItem`),
    /// the activity or transactions tab as a feature flag says; the disabled `.swap` placeholder, with neither title nor
    /// label, only `if Environment.isDebug && …`, a flag `#if DEBUG` sets. The values were read as a bar of six tabs, and a
    /// Release build's bar was said to hold an unlabelled "Tab, 6 of 6".
    @Test func anEnumsItemsOtherFilesGiveToTabsAreTabsOfTheirBarAndDebugOnlyOnesAreLeftOut() throws {
        let tabs = """
            import UIKit
            struct ActiveWalletViewModel {
                enum Tabs {
                    case tokens, activities, transactions, swap, settings
                    var tabBarItem: UITabBarItem {
                        switch self {
                        case .tokens:
                            return UITabBarItem(title: "Wallet", image: nil, selectedImage: nil)
                        case .activities, .transactions:
                            return UITabBarItem(title: "Activity", image: nil, selectedImage: nil)
                        case .settings:
                            return UITabBarItem(title: "Settings", image: nil, selectedImage: nil)
                        case .swap:
                            let tabBarItem = UITabBarItem(title: nil, image: nil, selectedImage: nil)
                            tabBarItem.isEnabled = false
                            return tabBarItem
                        }
                    }
                }
            }
            """
        func coordinator(swap: String) -> String {
            """
            import UIKit
            final class ActiveWalletCoordinator {
                let tabBarController = UITabBarController()
                func setupTabBarController() {
                    var viewControllers = [UIViewController]()
                    let tokens = UINavigationController()
                    tokens.tabBarItem = ActiveWalletViewModel.Tabs.tokens.tabBarItem
                    viewControllers.append(tokens)
                    let activity = UINavigationController()
                    activity.tabBarItem = ActiveWalletViewModel.Tabs.activities.tabBarItem
                    viewControllers.append(activity)
            \(swap)
                    let settings = UINavigationController()
                    settings.tabBarItem = ActiveWalletViewModel.Tabs.settings.tabBarItem
                    viewControllers.append(settings)
                    tabBarController.viewControllers = viewControllers
                }
            }
            """
        }
        let environment = """
            public class Environment {
                public static var isDebug: Bool {
                    #if DEBUG
                        return true
                    #else
                        return false
                    #endif
                }
            }
            """
        let swapUses = [
            "if Environment.isDebug && Features.current.isAvailable(.isSwapEnabled) {\n    let swap = UIViewController()\n    swap.tabBarItem = ActiveWalletViewModel.Tabs.swap.tabBarItem\n    viewControllers.append(swap)\n}",
            "#if DEBUG\nlet swap = UIViewController()\nswap.tabBarItem = Tabs.swap.tabBarItem\nviewControllers.append(swap)\n#endif",
        ]
        for swap in swapUses {
            let (loaded, _) = try load(["App/ActiveWalletViewModel.swift": tabs, "App/ActiveWalletCoordinator.swift": coordinator(swap: swap),
                                        "Foundation/Environment.swift": environment], main: "App/ActiveWalletViewModel.swift")
            let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
            let bar = try #require(definition.bars.first)
            #expect(bar.items.map(\.id) == ["Wallet", "Activity", "Settings"], "\(swap): \(bar.items.map(\.id))")
            #expect(loaded.diagnostics.contains { $0.message.contains("the item of '.swap' is given to a tab only in code a debug build runs") }, "\(swap): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { $0.message.contains("those of 'Tabs' values, which other files of the project give to tab bar items") })
            // Tabs of a bar built elsewhere: neither "Tab, 5 of 5" without a label nor a count of the enum's values.
            #expect(try RuleEngine().audit(definition).checks.flatMap(\.findings).isEmpty, "\(swap)")
        }
        // Given in code a Release build runs (an `else`, a flag not set from `#if DEBUG`), the placeholder is a tab, and unlabelled.
        for swap in ["if Environment.isTestFlight {\n} else {\n    let swap = UIViewController()\n    swap.tabBarItem = ActiveWalletViewModel.Tabs.swap.tabBarItem\n}",
                     "if Features.isSwapEnabled {\n    let swap = UIViewController()\n    swap.tabBarItem = ActiveWalletViewModel.Tabs.swap.tabBarItem\n}"] {
            let (loaded, _) = try load(["App/ActiveWalletViewModel.swift": tabs, "App/ActiveWalletCoordinator.swift": coordinator(swap: swap),
                                        "Foundation/Environment.swift": environment], main: "App/ActiveWalletViewModel.swift")
            let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
            #expect(try RuleEngine().audit(definition).checks.flatMap(\.findings).map(\.ruleID) == ["voiceover-label-missing"], "\(swap)")
        }
        // No other file names the values' items: the enum's file is read as before.
        let (alone, _) = try load(["App/ActiveWalletViewModel.swift": tabs], main: "App/ActiveWalletViewModel.swift")
        #expect(try #require(alone.definition?.bars.first).items.count == 4)
    }

    /// irishinterestIOS gives seven of its eight tabs an item made by `BarItem.create(title:iconName:selectedIconName:)`, a
    /// static function of a struct in `BarItem.swift`: each call is a tab titled by its argument, as a function of the
    /// tab file's own is. Before, the app delegate's bar had only its system item ("Favorites"), and `BarItem.swift` a tab
    /// of its own titled 'title'.
    @Test func anItemFactoryOfAnotherFileMakesATabPerCall() throws {
        let (loaded, _) = try load([
            "App/UI/BarItem.swift": """
                import UIKit
                struct BarItem {
                    public static func create(title: String, iconName: String, selectedIconName: String) -> UITabBarItem {
                        return UITabBarItem(title: title,
                                            image: UIImage(systemName: iconName),
                                            selectedImage: UIImage(systemName: selectedIconName))
                    }
                }
                """,
            "App/AppDelegate.swift": """
                import UIKit
                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let tabsController = UITabBarController()
                        let search = SearchViewController()
                        search.tabBarItem = BarItem.create(title: "Search", iconName: "magnifyingglass", selectedIconName: "magnifyingglass")
                        let searchWrap = UINavigationController(rootViewController: search)
                        let authors = AuthorsViewController()
                        authors.tabBarItem = BarItem.create(title: "Authors", iconName: "person.3", selectedIconName: "person.3.fill")
                        let authorsWrap = UINavigationController(rootViewController: authors)
                        let favourites = FavouritesViewController()
                        favourites.tabBarItem = UITabBarItem.init(tabBarSystemItem: .favorites, tag: 0)
                        let favouritesWrap = UINavigationController(rootViewController: favourites)
                        tabsController.viewControllers = [authorsWrap, searchWrap, favouritesWrap]
                        window?.rootViewController = tabsController
                        return true
                    }
                }
                """,
        ], main: "App/AppDelegate.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
        // In the file's order, as items the file makes itself are (the list's order through navigation controllers is not followed).
        #expect(bar.items.map { $0.title?.source } == [.literal("Search"), .literal("Authors"), .literal("Favorites")], "\(bar.items.map { $0.title?.source })")
        #expect(bar.items.map { $0.location.line } == [8, 11, 14])
    }

    /// ACLocalized's demo gives each tab `UITabBarItem(titleLocalized: .tb_list(), image: nil, tag: 0)`, an initialiser
    /// the library declares in an extension of `UITabBarItem` (it calls `init(title:image:tag:)` with the text it looks
    /// up): two "neither a title nor an accessibility label" errors before. Its title is computed at run time; an item
    /// made with UIKit's own initialiser and no title is still untitled.
    @Test func anItemMadeByTheAppsOwnInitialiserIsTitledAtRunTime() throws {
        let (loaded, _) = try load(["App/TabBarController.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let listNC = UINavigationController(rootViewController: ListItemViewController())
                    listNC.tabBarItem = UITabBarItem(titleLocalized: .tb_list(), image: nil, tag: 0)
                    let settingsNC = UINavigationController(rootViewController: SettingsViewController())
                    settingsNC.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "gear"), tag: 1)
                    self.viewControllers = [listNC, settingsNC]
                }
            }
            """], main: "App/TabBarController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.count == 2)
        let unlabelled = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "voiceover-label-missing" }
        #expect(unlabelled.map(\.location.line) == [8], "only UIKit's item without a title: \(unlabelled.map(\.message))")
        #expect(loaded.diagnostics.contains { $0.message.contains("UITabBarItem(titleLocalized: .tb_list(), image: nil, tag: 0)") && $0.message.contains("computed at run time") },
                "\(loaded.diagnostics.map(\.message))")
    }

    /// Nostur's bundle has `es-419.lproj` and `en-GB.lproj` (a library's tables) but its `Localizable`
    /// only in `es`, `en`, `zh-Hant`: NSBundle reads a key a regional variant lacks from its language's
    /// table, so `es-419` shows the Spanish text and `en-GB` the English; a script is never dropped
    /// (`zh-Hant-HK` reads `zh-Hant`, `sr-Latn` does not read `sr`).
    @Test func aRegionalVariantReadsItsLanguagesTable() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"tab.home\" = \"Home\";\n")
        scratch.write("App/es.lproj/Localizable.strings", "\"tab.home\" = \"Inicio\";\n")
        scratch.write("App/zh-Hant.lproj/Localizable.strings", "\"tab.home\" = \"首頁\";\n")
        scratch.write("App/sr.lproj/Localizable.strings", "\"tab.home\" = \"Почетна\";\n")
        for library in ["es-419", "en-GB", "zh-Hant-HK", "sr-Latn"] { scratch.write("Libraries/Picker/\(library).lproj/Picker.strings", "\"x\" = \"y\";\n") }
        let path = scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View { var body: some View { TabView { Home().tabItem { Label("tab.home", systemImage: "house") }; Feed().tabItem { Label("tab.home", systemImage: "list.bullet") } } } }
            """)
        let file = try #require(Auditor.load(path).definition)
        let title = try #require(file.bars.first?.items.first?.title)
        #expect(file.entry(for: title, locale: "es-419")?.content == .text("Inicio"))
        #expect(file.entry(for: title, locale: "en-GB")?.content == .text("Home"))
        #expect(file.entry(for: title, locale: "zh-Hant-HK")?.content == .text("首頁"))
        #expect(file.entry(for: title, locale: "sr-Latn") == nil, "a script is never dropped")
        #expect(AppleLocale.regionalFallbacks("zh-Hant-HK") == ["zh-Hant"] && AppleLocale.regionalFallbacks("es-419") == ["es"])
    }

    /// Pocket's `Localization` package names its tables by region only (`de-DE.lproj`, `ja-JP.lproj`,
    /// `es-ES.lproj`, `es-LA.lproj`) while the app ships `de`, `ja`, `es`, `es-419`: "no text in 'de'" was
    /// wrong, as a German user in Germany is matched to `de-DE`. A language without a table of its own
    /// reads its likely region's variant too, in the app's bundle and in a framework's; Latin American Spanish
    /// (`es-419` → `es`) is matched to neither `es-ES` nor `es-LA` and still lacks the key.
    @Test func aLanguageWithoutItsOwnTableReadsItsLikelyRegionsVariant() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Settings\" = \"Settings\";\n")
        scratch.write("App/de-DE.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\"Settings\" = \"Einstellungen\";\n")
        scratch.write("App/ja-JP.lproj/Localizable.strings", "\"Home\" = \"ホーム\";\n")
        scratch.write("App/es-ES.lproj/Localizable.strings", "\"Home\" = \"Inicio\";\n")
        scratch.write("App/fr.lproj/Localizable.strings", "\"Settings\" = \"Réglages\";\n")
        scratch.write("App/fr-FR.lproj/Localizable.strings", "\"Home\" = \"Accueil\";\n")
        for language in ["de", "ja", "es", "es-419", "fr"] { scratch.write("App/Intents/\(language).lproj/Intents.strings", "\"x\" = \"y\";\n") }
        let path = scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View { var body: some View { TabView { Home().tabItem { Label("Home", systemImage: "house") }; Settings().tabItem { Label("Settings", systemImage: "gear") } } } }
            """)
        let file = try #require(Auditor.load(path).definition)
        let home = try #require(file.bars.first?.items.first?.title)
        let settings = try #require(file.bars.first?.items.last?.title)
        #expect(file.entry(for: home, locale: "de")?.content == .text("Start"))
        #expect(file.entry(for: settings, locale: "de")?.content == .text("Einstellungen"))
        #expect(file.entry(for: home, locale: "ja")?.content == .text("ホーム"))
        #expect(file.entry(for: home, locale: "es")?.content == .text("Inicio"))
        #expect(file.entry(for: home, locale: "es-419") == nil, "es-MX or es-AR users are matched to no es-ES table")
        #expect(file.entry(for: home, locale: "fr")?.content == .text("Accueil"), "a French user in France reads fr-FR, then fr")
        #expect(file.entry(for: settings, locale: "fr")?.content == .text("Réglages"))
        #expect(AppleLocale.likelyRegionalVariant("zh-Hant") == "zh-Hant-TW" && AppleLocale.likelyRegionalVariant("pt-BR") == nil)
    }

    /// Cowabunga's German `Localizable.strings` has a comment missing its `/` (`* No comment … */`): that
    /// table cannot be read, and the whole bar was left unaudited. As for a storyboard, the broken table
    /// is one input error and leaves out only its locale.
    @Test func aMalformedTableLeavesOutOnlyItsLocaleOfACodeBar() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Tools\" = \"Tools\";\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\n* No comment provided by engineer. */\n\"Tools\" = \"Werkzeuge\";\n")
        scratch.write("App/fr.lproj/Localizable.strings", "\"Home\" = \"Accueil\";\n")
        let path = scratch.write("App/RootView.swift", """
            import SwiftUI
            struct RootView: View { var body: some View { TabView { HomeView().tabItem { Label("Home", systemImage: "house") }; ToolsView().tabItem { Label("Tools", systemImage: "wrench") } } } }
            """)
        let loaded = Auditor.load(path)
        #expect(loaded.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("de.lproj/Localizable.strings") })
        let file = try #require(loaded.definition, "the bar is still audited")
        let bar = try #require(file.bars.first)
        #expect(!bar.locales.contains("de") && bar.locales.contains("fr"))
        let tools = try #require(bar.items.last?.title)
        #expect(file.entry(for: tools, locale: "fr") == nil, "French lacks Tools: still found")
    }

    /// Pocket Casts generates its `Localizable.strings` as XML property lists, which Foundation reads
    /// as tables: their keys resolve (at the key's line), no locale is lost to a "malformed strings
    /// file" error, and the bar built in code is still audited.
    @Test func stringsTablesWrittenAsPropertyListsResolve() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"podcasts_plural\" = \"Podcasts\";\n\"filters\" = \"Filters\";\n")
        scratch.write("App/de.lproj/Localizable.strings", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>filters</key>
                <string>Filter</string>
                <key>podcasts_plural</key>
                <string>Podcasts</string>
              </dict>
            </plist>
            """)
        let path = scratch.write("App/MainTabBarController.swift", """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let podcasts = PodcastListViewController()
                    podcasts.tabBarItem = UITabBarItem(title: NSLocalizedString("podcasts_plural", comment: ""), image: UIImage(named: "podcasts_tab"), tag: 0)
                    let filters = FiltersViewController()
                    filters.tabBarItem = UITabBarItem(title: NSLocalizedString("filters", comment: ""), image: UIImage(named: "filters_tab"), tag: 1)
                    viewControllers = [podcasts, filters]
                }
            }
            """)
        let loaded = Auditor.load(path)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition)
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "de"])
        let filters = try #require(file.entry(for: bar.items[1].title!, locale: "de"))
        #expect(filters.content == .text("Filter"))
        #expect(filters.location.file.hasSuffix("de.lproj/Localizable.strings") && filters.location.line == 5)
    }

    /// A property-list table saved in UTF-16 (with a byte-order mark, or big-endian without one) is as good a
    /// table to Foundation; it was decoded and read as `"k" = "v";`, a "malformed strings file".
    @Test func stringsTablesWrittenAsUTF16PropertyListsResolve() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"filters\" = \"Filters\";\n")
        func plist(_ value: String, encoding: String) -> String {
            "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<plist version=\"1.0\">\n<dict>\n<key>filters</key>\n<string>\(value)</string>\n</dict>\n</plist>\n"
        }
        scratch.write("App/fr.lproj/Localizable.strings", bytes: [0xFF, 0xFE] + plist("Filtres", encoding: "UTF-16").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        scratch.write("App/ja.lproj/Localizable.strings", bytes: plist("フィルタ", encoding: "UTF-16BE").utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let path = scratch.write("App/MainTabBarController.swift", """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let filters = FiltersViewController()
                    filters.tabBarItem = UITabBarItem(title: NSLocalizedString("filters", comment: ""), image: UIImage(named: "filters_tab"), tag: 1)
                    viewControllers = [filters, UIViewController()]
                }
            }
            """)
        let loaded = Auditor.load(path)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition)
        let title = try #require(file.bars.first?.items.first?.title)
        #expect(file.entry(for: title, locale: "fr")?.content == .text("Filtres"))
        #expect(file.entry(for: title, locale: "ja")?.content == .text("フィルタ"))
    }

    /// A table code names (`String(localized:table:)`) is looked up as `Localizable` is: its
    /// `.stringsdict` counts, and a language that lacks the table lacks the translation — unlike a
    /// storyboard's table, whose absence from every other language means code sets the texts.
    @Test func aNamedTableIsLookedUpAsCodeLooksItUp() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/en.lproj/Tabs.strings", "\"tab.home\" = \"Home\";\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        scratch.write("App/fr.lproj/Tabs.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>tab.inbox</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>Boîte</string><key>other</key><string>Boîtes</string></dict>
            </dict></dict></plist>
            """)
        let path = scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Home().tabItem { Text(String(localized: "tab.home", table: "Tabs")) }
                        Inbox().tabItem { Text(String(localized: "tab.inbox", table: "Tabs")) }
                    }
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "de", "fr"], "de ships without the table: its tabs are untranslated, not set in code")
        #expect(!loaded.diagnostics.contains { $0.message.contains("evidently localised in code") })
        if case .plural? = file.entry(for: bar.items[1].title!, locale: "fr")?.content {} else {
            Issue.record("the named table's .stringsdict: \(String(describing: file.strings["fr"]))")
        }
    }

    /// An Xcode project (development region en, Base and `knownRegions`) with `.strings` tables (path → key → text).
    static func appleProject(knownRegions: [String], tables: [String: [String: String]]) -> Scratch {
        let scratch = Scratch()
        let regions = (["en", "Base"] + knownRegions).map { " \($0),\n" }.joined()
        scratch.write("App.xcodeproj/project.pbxproj", "\tdevelopmentRegion = en;\n\tknownRegions = (\n\(regions));\n")
        for (path, entries) in tables {
            scratch.write(path, entries.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined())
        }
        return scratch
    }

    /// Habitica keeps its development-language texts only in `Base.lproj/Mainstrings.strings` (no
    /// `en.lproj`): iOS reads a table's `Base.lproj` copy for a language without its own copy, the
    /// development language too; a language with its own copy that lacks a key still lacks it.
    @Test func aTableOnlyInBaseLprojServesLanguagesWithoutTheirOwnCopy() throws {
        let scratch = Self.appleProject(knownRegions: ["de", "fr"], tables: [
            "App/Strings/Base.lproj/Mainstrings.strings": ["tasks.rewards": "Rewards", "menu": "Menu"],
            "App/Strings/de.lproj/Mainstrings.strings": ["tasks.rewards": "Belohnungen"],
            "App/Strings/fr.lproj/Other.strings": ["other": "Autre"],
        ])
        let path = scratch.write("App/TabBarController.swift", """
            import UIKit
            final class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    tabBar.items?[0].accessibilityLabel = NSLocalizedString("tasks.rewards", tableName: "Mainstrings", comment: "")
                    tabBar.items?[1].accessibilityLabel = NSLocalizedString("menu", tableName: "Mainstrings", comment: "")
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        let rewards = try #require(bar.items[0].accessibility.label), menu = try #require(bar.items[1].accessibility.label)
        #expect(file.entry(for: rewards, locale: "en")?.content == .text("Rewards"), "en has no table of its own: Base.lproj's")
        #expect(file.entry(for: menu, locale: "fr")?.content == .text("Menu"), "fr.lproj has no Mainstrings.strings: Base.lproj's")
        #expect(file.entry(for: rewards, locale: "de")?.content == .text("Belohnungen"))
        #expect(file.entry(for: menu, locale: "de") == nil, "de has its own table without the key: iOS shows the key")
    }

    /// A lookup that asks another `.lproj` when the user's language lacks a key (DeltaChat's
    /// `String.localized` asks `en.lproj`; SwiftGen's `tr` template asks `Base.lproj`) shows that text,
    /// which is what VoiceOver reads and what the missing translation's finding quotes.
    @Test func lookupsFallingBackToAnotherLprojShowItsText() throws {
        let scratch = Self.appleProject(knownRegions: ["ar"], tables: [
            "App/en.lproj/Localizable.strings": ["qr_code": "QR Code"],
            "App/ar.lproj/Localizable.strings": ["chats": "المحادثات"],
            "App/Base.lproj/Mainstrings.strings": ["menu": "Menu"],
            "App/ar.lproj/Mainstrings.strings": ["other": "آخر"],
        ])
        scratch.write("App/Extensions.swift", """
            import Foundation
            extension String {
                static func localized(_ stringID: String) -> String {
                    let value = NSLocalizedString(stringID, comment: "")
                    if value != stringID { return value }
                    guard let path = Bundle.main.path(forResource: "en", ofType: "lproj"), let bundle = Bundle(path: path) else { return value }
                    return NSLocalizedString(stringID, bundle: bundle, comment: "")
                }
            }
            internal enum L10n {
                public static var menu: String { return L10n.tr("Mainstrings", "menu") }
            }
            extension L10n {
                private static func tr(_ table: String, _ key: String) -> String {
                    let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
                    guard format == key, let path = Bundle.main.path(forResource: "Base", ofType: "lproj"), let bundle = Bundle(path: path) else { return format }
                    return bundle.localizedString(forKey: key, value: nil, table: table)
                }
            }
            """)
        let path = scratch.write("App/AppCoordinator.swift", """
            import UIKit
            final class AppCoordinator {
                func start(tabs: UITabBarController) {
                    let qr = UINavigationController()
                    qr.tabBarItem = UITabBarItem(title: String.localized("qr_code"), image: UIImage(named: "qr"), tag: 0)
                    let chats = UINavigationController()
                    chats.tabBarItem = UITabBarItem(title: NSLocalizedString("chats", comment: ""), image: UIImage(named: "chats"), tag: 1)
                    let menu = UINavigationController()
                    menu.tabBarItem = UITabBarItem(title: L10n.menu, image: UIImage(named: "menu"), tag: 2)
                    tabs.viewControllers = [qr, chats, menu]
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        let titles = bar.items.map { file.resolve($0.title!, in: bar, locale: "ar") }
        #expect(titles.map(\.text) == ["QR Code", "المحادثات", "Menu"], "\(titles)")
        #expect(titles.map(\.isMissing) == [true, false, true])
        let missing = try #require(try RuleEngine().audit(file).checks.first { $0.ruleID == "l10n-string-missing" }?.findings.first)
        #expect(missing.message == "the title key 'qr_code' has no text in 'ar'; iOS shows the base text 'QR Code'", "\(missing.message)")
    }

    /// HalloApp keeps its development language's table empty and its English in `NSLocalizedString(_:value:comment:)`:
    /// English users see the value, the text meant, so `en` lacks nothing; Arabic users see the same English, which
    /// is missing. A key with no value shows itself in every language, the development one too.
    @Test func theDevelopmentLanguageShowsTheValueItsTableLeavesOut() throws {
        let scratch = Scratch()
        scratch.write("App/en.lproj/Localizable.strings", "\n")
        scratch.write("App/ar.lproj/Localizable.strings", "\"title.home\" = \"الرئيسية\";\n")
        let path = scratch.write("App/TabsController.swift", """
            import UIKit
            final class TabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UINavigationController()
                    home.tabBarItem = UITabBarItem(title: NSLocalizedString("title.home", value: "Home", comment: ""), image: nil, tag: 0)
                    let groups = UINavigationController()
                    groups.tabBarItem = UITabBarItem(title: NSLocalizedString("title.groups", value: "Groups", comment: ""), image: nil, tag: 1)
                    let chats = UINavigationController()
                    chats.tabBarItem = UITabBarItem(title: NSLocalizedString("title.chats", comment: ""), image: nil, tag: 2)
                    viewControllers = [home, groups, chats]
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let missing = try RuleEngine().audit(file).checks.filter { $0.ruleID == "l10n-string-missing" && !$0.findings.isEmpty }
        let titles = try #require(file.bars.first).items.map { $0.title?.key ?? "" }
        #expect(titles == ["title.home", "title.groups", "title.chats"])
        #expect(missing.map { "\($0.itemID ?? "") \($0.locale ?? "")" }.sorted() == ["title.chats ar", "title.chats en", "title.groups ar"], "\(missing.map(\.findings))")
    }

    /// OneBusAway looks its texts up through a file-level wrapper, `func OBALoc(_ key: String, value: String,
    /// comment: String) -> String { NSLocalizedString(key, tableName: nil, bundle: …, value: value, comment: comment) }`:
    /// a call with a literal key is a lookup of that key, and a language without it shows the `value:`.
    @Test func aFileLevelWrapperForwardingItsKeyIsALookup() throws {
        let scratch = Self.appleProject(knownRegions: ["de", "fr"], tables: [
            "App/en.lproj/Localizable.strings": ["bookmarks_controller.title": "Bookmarks", "more_controller.title": "More"],
            "App/de.lproj/Localizable.strings": ["bookmarks_controller.title": "Lesezeichen", "more_controller.title": "Mehr"],
            "App/fr.lproj/Localizable.strings": ["more_controller.title": "Plus"],
        ])
        scratch.write("App/Strings/Localization.swift", """
            import Foundation
            class Localization: NSObject {}
            internal nonisolated func OBALoc(_ key: String, value: String, comment: String) -> String {
                return NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Localization.self), value: value, comment: comment)
            }
            """)
        let path = scratch.write("App/Bookmarks/BookmarksViewController.swift", """
            import UIKit
            final class BookmarksViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    title = OBALoc("bookmarks_controller.title", value: "Bookmarks", comment: "Title of the Bookmarks tab")
                    tabBarItem.image = UIImage(named: "bookmarks")
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.first?.title?.key == "bookmarks_controller.title", "\(bar.items.map(\.title))")
        let french = file.resolve(bar.items[0].title!, in: bar, locale: "fr")
        #expect(french.text == "Bookmarks" && french.isMissing, "\(french)")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "de").text == "Lesezeichen")
    }

    /// Daily Vibes' tab bar controller titles its tabs with `NSLocalizedString(key, tableName:, bundle:,
    /// value: "**DID NOT FIND …**", comment:)`: a language whose table lacks the key shows that value,
    /// not the key (Foundation's `localizedString(forKey:value:table:)`); an empty value shows the key.
    @Test func nsLocalizedStringsValueIsWhatALanguageWithoutTheKeyShows() throws {
        let scratch = Self.appleProject(knownRegions: ["de"], tables: [
            "App/en.lproj/Localizable.strings": ["Journal": "Journal", "Stats": "Stats", "Goals": "Goals"],
            "App/de.lproj/Localizable.strings": ["Goals": "Ziele"],
        ])
        let path = scratch.write("App/Tabs/JournalTabBarController.swift", """
            import UIKit
            final class JournalTabBarController: UITabBarController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    tabBar.items?[0].title = NSLocalizedString("Journal", tableName: "Localizable", bundle: .main, value: "?? Journal", comment: "")
                    tabBar.items?[1].title = NSLocalizedString("Stats", tableName: "Localizable", bundle: .main, value: "", comment: "")
                    tabBar.items?[2].title = NSLocalizedString("Goals", tableName: "Localizable", bundle: .main, value: "?? Goals", comment: "")
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        let german = bar.items.map { file.resolve($0.title!, in: bar, locale: "de") }
        #expect(german.map(\.text) == ["?? Journal", "Stats", "Ziele"], "\(german)")
        #expect(german.map(\.isMissing) == [true, true, false])
        let messages = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }.map(\.message)
        #expect(messages == ["the title key 'Journal' has no text in 'de'; iOS shows the base text '?? Journal'",
                             "the title key 'Stats' has no text in 'de'; iOS shows the key itself"], "\(messages)")
    }

    /// Aidoku declares its own `func NSLocalizedString` that passes the `en.lproj` text as the value for
    /// a missing key: a Swahili table without "LIBRARY" shows "Library", not the key.
    @Test func anAppsOwnNSLocalizedStringFallingBackToEnglish() throws {
        let scratch = Self.appleProject(knownRegions: ["sw"], tables: [
            "App/Localization/en.lproj/Localizable.strings": ["LIBRARY": "Library"],
            "App/Localization/sw.lproj/Localizable.strings": ["OTHER": "Nyingine"],
        ])
        scratch.write("App/Extensions/NSLocalizedString.swift", """
            import Foundation
            let englishBundle = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap { Bundle(path: $0) }
            func NSLocalizedString(_ key: String, tableName _: String? = nil, bundle _: Bundle = Bundle.main, value _: String = "", comment: String = "") -> String {
                guard let englishBundle else { return key }
                let english = englishBundle.localizedString(forKey: key, value: comment, table: nil)
                return Bundle.main.localizedString(forKey: key, value: english, table: nil)
            }
            """)
        let path = scratch.write("App/TabBarController.swift", """
            import UIKit
            final class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    let library = LibraryViewController()
                    library.tabBarItem = UITabBarItem(title: NSLocalizedString("LIBRARY", comment: ""), image: UIImage(systemName: "books.vertical.fill"), tag: 0)
                    viewControllers = [library]
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        let title = file.resolve(bar.items[0].title!, in: bar, locale: "sw")
        #expect(title.text == "Library" && title.isMissing)
        let missing = try #require(try RuleEngine().audit(file).checks.first { $0.ruleID == "l10n-string-missing" }?.findings.first)
        #expect(missing.message == "the title key 'LIBRARY' has no text in 'sw'; iOS shows the base text 'Library'", "\(missing.message)")
    }

    /// A Swift package (or a project generated by XcodeGen, with no `.xcodeproj` committed): the
    /// translations anywhere in the package are the bundle's.
    @Test func aPackageWithoutProjectFileFindsItsTranslations() throws {
        let bar = try bar([
            "Resources/en.lproj/Localizable.strings": "\"tab.home\" = \"Home\";\n",
            "Resources/de.lproj/Localizable.strings": "\"tab.home\" = \"Start\";\n",
            "Sources/App/Root.swift": """
                import SwiftUI
                struct Root: View { var body: some View { TabView { Home().tabItem { Text("tab.home") } } } }
                """,
        ], main: "Sources/App/Root.swift")
        #expect(bar.locales == ["en", "de"])
    }

    /// A String Catalog key marked `shouldTranslate: false` is the same text in every language on purpose.
    @Test func catalogKeysNotToTranslateAreMarked() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "tab.brand": {"shouldTranslate": false, "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Acme"}}}},
              "tab.home": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Home"}},
                                             "de": {"stringUnit": {"state": "translated", "value": "Start"}}}}}}
            """)
        let path = scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View { var body: some View { TabView { Home().tabItem { Text("tab.home") }; Brand().tabItem { Text("tab.brand") } } } }
            """)
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.items.map { $0.title?.isMarkedDoNotTranslate } == [false, true])
    }

    @Test func codeStringsOverrideWhatTheCodeComputes() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        let path = scratch.write("Root.swift", """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Inbox().tabItem { Label("Inbox", systemImage: "tray") }.badge(unread).accessibilityValue(unreadText)
                        Sent().tabItem { Label("Sent", systemImage: "paperplane") }
                    }
                }
            }
            """)
        var loader = DefinitionLoader()
        loader.codeStrings = CodeStrings(items: ["Inbox": ["value": "inbox.unread", "badge": "3"]])
        let loaded = loader.load(path: path)
        let item = try #require(loaded.definition?.bars.first?.items.first)
        #expect(item.badge?.source == .literal("3") && item.accessibility.value?.source == .key("inbox.unread"))
        #expect(item.setAtRunTime.isEmpty && !loaded.diagnostics.contains { $0.message.contains("run time") },
                "code_strings name what the code computes, so nothing is left unaudited")
    }

    // MARK: UIKit

    @Test func uiKitItemsAndAssignments() throws {
        let bar = try bar(["Coordinator.swift": """
            import UIKit
            final class Coordinator {
                private let settingsTab = 2
                func start(chats: UIViewController, favorites: UIViewController, settings: UIViewController, tabs: UITabBarController) {
                    chats.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.chats", comment: ""), image: UIImage(named: "ic_chat"), selectedImage: nil)
                    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
                    settings.tabBarItem.title = "Settings"
                    settings.tabBarItem.accessibilityLabel = NSLocalizedString("tab.settings.label", comment: "")
                    settings.tabBarItem.badgeValue = "1"
                    chats.tabBarItem.accessibilityValue = unreadDescription
                    tabs.tabBar.items?[2].accessibilityHint = NSLocalizedString("tab.settings.hint", comment: "")
                    tabs.selectedIndex = settingsTab
                }
            }
            """], main: "Coordinator.swift")
        #expect(bar.items.count == 3)
        #expect(bar.items[0].title?.source == .key("tab.chats") && bar.items[0].glyph?.name == "ic_chat")
        #expect(bar.items[0].setAtRunTime["value"] == "unreadDescription", "assignments join the item created for the same receiver")
        #expect(bar.items[1].title?.source == .literal("Favorites") && bar.items[1].title?.isLocalizedBySystem == true)
        #expect(bar.items[2].title?.source == .literal("Settings"), "a String given to UIKit is shown as written")
        #expect(bar.items[2].accessibility.label?.source == .key("tab.settings.label") && bar.items[2].badge?.source == .literal("1"))
        #expect(bar.items[2].accessibility.hint?.source == .key("tab.settings.hint"), "tabBar.items?[2] is the third item")
        #expect(bar.selectedItemID == bar.items[2].id, "selectedIndex = settingsTab, a constant of the file")
    }

    /// iOS repositories never seen before, round 3: Corona-Warn-App makes its icon-only scanner item in a
    /// local variable, labels it through the variable and only then gives it to its view controller.
    @Test func anItemHeldInALocalVariableTakesItsAssignments() throws {
        let bar = try bar(["RootCoordinator.swift": """
            import UIKit
            final class RootCoordinator {
                func setUpTabs(home: UIViewController, scanner: UIViewController, diary: UIViewController, tabs: UITabBarController) {
                    let homeItem = UITabBarItem(title: NSLocalizedString("tab.home", comment: ""), image: UIImage(named: "home"), selectedImage: nil)
                    home.tabBarItem = homeItem
                    let scannerItem = UITabBarItem(title: nil, image: UIImage(named: "scanner"), selectedImage: nil)
                    scannerItem.accessibilityLabel = NSLocalizedString("tab.scanner", comment: "")
                    scannerItem.accessibilityIdentifier = "scanner"
                    scanner.tabBarItem = scannerItem
                    let diaryItem = UITabBarItem(title: NSLocalizedString("tab.diary", comment: ""), image: UIImage(named: "diary"), selectedImage: nil)
                    diary.tabBarItem = diaryItem
                    tabs.setViewControllers([home, scanner, diary], animated: false)
                }
                func other() {
                    let scannerItem = UIBarButtonItem()
                    scannerItem.accessibilityLabel = "Scan"
                }
            }
            """], main: "RootCoordinator.swift")
        #expect(bar.items.count == 3, "giving the item to a view controller adds no tab")
        #expect(bar.items[1].title == nil && bar.items[1].glyph?.name == "scanner")
        #expect(bar.items[1].accessibility.label?.source == .key("tab.scanner"), "the variable's item is labelled")
        #expect(bar.items[0].accessibility.label == nil && bar.items[2].accessibility.label == nil)
    }

    /// Unstoppable Wallet's icon-only SwiftUI tabs, `.tabItem { Label("", image: "wallet_filled") }`: an
    /// empty key shows nothing (Foundation returns "" for it), so the tab has no title, and no translation
    /// of "" is missing; UIKit's `title: ""` likewise.
    @Test func anEmptyTitleIsNoTitle() throws {
        let (loaded, _) = try load([
            "App/MainView.swift": """
                import SwiftUI
                struct MainView: View {
                    var body: some View {
                        TabView {
                            WalletView().tabItem { Label("", image: "wallet_filled") }
                            MarketView().tabItem { Image("market_filled"); Text("") }
                            SettingsView().tabItem { Label("", image: "settings_filled") }.accessibilityLabel("Settings")
                        }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": "\"Settings\" = \"Settings\";\n",
            "App/de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";\n",
        ], main: "App/MainView.swift")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.title) == [nil, nil, nil])
        #expect(bar.items.map { $0.glyph?.name } == ["wallet_filled", "market_filled", "settings_filled"])
        #expect(bar.items.map(\.id) == ["tab1", "tab2", "tab3"])
        let uikit = try self.bar(["Tabs.swift": """
            import UIKit
            final class Tabs {
                func start(a: UIViewController, b: UIViewController) {
                    a.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "a"), selectedImage: nil)
                    b.tabBarItem = UITabBarItem(title: "B", image: UIImage(named: "b"), selectedImage: nil)
                }
            }
            """], main: "Tabs.swift")
        #expect(uikit.items.map(\.title?.source) == [nil, .literal("B")])
    }

    // MARK: Look-alikes

    @Test func codeThatOnlyLooksLikeATabBarIsNotImported() throws {
        let (loaded, _) = try load(["Views.swift": """
            import SwiftUI
            // A TabView { Text("x").tabItem { Text("y") } } in a comment
            let sample = "TabView { Text(\\"x\\").tabItem { Text(\\"y\\") } }"
            struct Tab { var title: String }
            let tabs = [Tab(title: "Home")]
            struct Pager: View {
                var body: some View {
                    TabView { Text("1"); Text("2") }.tabViewStyle(.page)
                }
            }
            #Preview {
                TabView { Text("P").tabItem { Text("Preview") } }
            }
            struct Pager_Previews: PreviewProvider {
                static var previews: some View { TabView { Text("Q").tabItem { Text("Q") } } }
            }
            """], main: "Views.swift")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(!loaded.failed)
    }

    /// Sileo and Siskin IM set `navigationController?.tabBarItem.badgeValue`, iNaturalist swaps
    /// `viewController.tabBarItem.image` for a computed one: each changes a tab built elsewhere and
    /// adds none (no one-tab bar with an unnamed item).
    @Test func updatingAnExistingTabBarItemBuildsNoBar() throws {
        let (loaded, _) = try load(["PackageList.swift": """
            import UIKit
            final class PackageListViewController: UIViewController {
                func updateBadge(count: Int) {
                    self.navigationController?.tabBarItem.badgeValue = count == 0 ? nil : String(count)
                    DispatchQueue.main.async { [weak self] in self?.navigationController?.tabBarItem.badgeValue = nil }
                }
                func cycleIcon(_ viewController: UIViewController, to newImage: UIImage?) {
                    viewController.tabBarItem.image = newImage
                }
            }
            """], main: "PackageList.swift")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(!loaded.failed)
        // iNaturalist titles the one tab its storyboard leaves empty: a tab of that bar, not a bar of one tab.
        let observe = try bar(["TabBarController.swift": """
            import UIKit
            final class TabBarController: UITabBarController {
                func setUp(observeVC: UIViewController) {
                    observeVC.tabBarItem.title = NSLocalizedString("Observe", comment: "")
                }
            }
            """], main: "TabBarController.swift")
        #expect(observe.items.count == 1 && observe.items[0].title?.source == .key("Observe"))
        #expect(observe.suppressions.map(\.ruleID) == ["layout-item-count"])
        // SideStore gives its storyboard's Browse tab an SF Symbol and no title: the item, and its title,
        // are made elsewhere; "neither a title nor an accessibility label" would be wrong, a note says so.
        let (browse, _) = try load(["TabBarController.swift": """
            import UIKit
            final class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let browseNavigationController = self.viewControllers![0] as! UINavigationController
                    browseNavigationController.tabBarItem.image = UIImage(systemName: "bag")
                }
            }
            """], main: "TabBarController.swift")
        let browseFile = try #require(browse.definition)
        #expect(browseFile.bars.first?.items.first?.configuredInCode == "browseNavigationController.tabBarItem")
        let missing = try RuleEngine().audit(browseFile).checks.flatMap(\.findings).filter { $0.ruleID == "voiceover-label-missing" }
        #expect(missing.count == 1 && missing.allSatisfy { $0.severity == .info })
        // VLC's view controllers each make their own item; the tab bar controller is elsewhere.
        let own = try bar(["PlaylistViewController.swift": """
            import UIKit
            final class PlaylistViewController: UIViewController {
                private func setupUI() {
                    tabBarItem = UITabBarItem(title: NSLocalizedString("PLAYLISTS", comment: ""), image: UIImage(named: "Playlist"), selectedImage: nil)
                }
            }
            """], main: "PlaylistViewController.swift")
        #expect(own.items.count == 1 && own.suppressions.map(\.ruleID) == ["layout-item-count"])
        // VLC's podcasts tab: one item per iOS version for the same controller is still one tab.
        let podcasts = try bar(["PodcastsViewController.swift": """
            import UIKit
            final class PodcastsViewController: UIViewController {
                private func setupTabBarItem() {
                    if #available(iOS 13.0, *) {
                        tabBarItem = UITabBarItem(title: NSLocalizedString("PODCASTS", comment: ""), image: UIImage(systemName: "mic"), selectedImage: nil)
                    } else {
                        tabBarItem = UITabBarItem(title: NSLocalizedString("PODCASTS", comment: ""), image: nil, selectedImage: nil)
                    }
                }
            }
            """], main: "PodcastsViewController.swift")
        #expect(podcasts.items.count == 1 && podcasts.items[0].glyph?.name == "mic", "\(podcasts.items)")
        // Two controllers in one file each make their own `self.tabBarItem`: two tabs.
        let audio = try bar(["AudioViewController.swift": """
            import UIKit
            final class AudioViewController: UIViewController {
                private func setupUI() { tabBarItem = UITabBarItem(title: NSLocalizedString("AUDIO", comment: ""), image: UIImage(named: "Audio"), selectedImage: nil) }
            }
            final class ArtistsViewController: UIViewController {
                private func setupUI() { tabBarItem = UITabBarItem(title: NSLocalizedString("ARTISTS", comment: ""), image: UIImage(named: "Artist"), selectedImage: nil) }
            }
            """], main: "AudioViewController.swift")
        #expect(audio.items.map { $0.title?.key } == ["AUDIO", "ARTISTS"])
    }

    /// watchOS `TabView`s page through views (Trio: `.tabViewStyle(.verticalPage)` after other
    /// modifiers; xDrip4iOS: `.carousel`; `.page` is watchOS's default style): no tab bar, no labels.
    @Test func watchOSTabViewsAreNotTabBars() throws {
        let (loaded, scratch) = try load([
            "Watch/MainWatchView.swift": """
                import SwiftUI
                import WatchKit
                struct MainWatchView: View {
                    @State private var page = 0
                    var body: some View {
                        NavigationStack {
                            TabView(selection: $page) {
                                GlucoseView().tag(0)
                                ChartView().tag(1)
                            }
                            .onAppear { page = 0 }
                            .tabViewStyle(.verticalPage)
                        }
                    }
                }
                struct DefaultStyleView: View {
                    var body: some View { TabView { GlucoseView(); ChartView() } }
                }
                """,
            "Watch/RootView.swift": """
                import SwiftUI
                struct RootView: View {
                    var body: some View { TabView { MainView(); BigNumberView() }.tabViewStyle(.carousel) }
                }
                """,
        ], main: "Watch/MainWatchView.swift")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        let carousel = Auditor.load(scratch.path("Watch/RootView.swift"))
        #expect(carousel.definition?.bars.isEmpty == true, "\(String(describing: carousel.definition?.bars))")
        // VLC's watch app: no WatchKit import, but a WatchKit delegate adaptor in a `watchOS` folder.
        for (path, source) in [("App/watchOS/WatchApp.swift", "@main struct WatchApp: App { @WKApplicationDelegateAdaptor var delegate: AppDelegate\n var body: some Scene { WindowGroup { TabView { Artists(); Albums() } } } }"),
                               ("Shared/Root.swift", "import SwiftUI\n@main struct WatchApp: App { @WKApplicationDelegateAdaptor var delegate: AppDelegate\n var body: some Scene { WindowGroup { TabView { Artists(); Albums() } } } }"),
                               ("xDrip Watch App/Root.swift", "import SwiftUI\nstruct Root: View { var body: some View { TabView { Main(); Big() } } }")] {
            scratch.write(path, source)
            let watch = Auditor.load(scratch.path(path))
            #expect(watch.definition?.bars.isEmpty == true, "\(path): \(String(describing: watch.definition?.bars))")
        }
    }

    /// A compilation condition is evaluated for an iPhone build: KDE Connect wraps its whole
    /// `MainTabView.swift` in `#if !os(macOS)`, which an iOS build compiles; `#else` of an iOS condition,
    /// `os(macOS)` and Mac Catalyst branches are not.
    @Test func compilationConditionsAreEvaluatedForAnIOSBuild() throws {
        for condition in ["!os(macOS)", "os(iOS) || os(visionOS)", "canImport(UIKit)", "!(os(macOS) || os(watchOS))", "os(iOS) && BETA"] {
            let bar = try bar(["MainTabView.swift": """
                #if \(condition)
                import SwiftUI
                struct MainTabView: View {
                    var body: some View {
                        TabView {
                            DevicesView().tabItem { Label("Devices", systemImage: "laptopcomputer.and.iphone") }
                            SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                }
                #endif
                """], main: "MainTabView.swift")
            #expect(bar.items.map { $0.title?.key } == ["Devices", "Settings"], "#if \(condition)")
        }
        for condition in ["os(macOS)", "!os(iOS)", "os(iOS) && targetEnvironment(macCatalyst)", "canImport(AppKit)", "os(iOS) && DEBUG"] {
            let (loaded, _) = try load(["MainTabView.swift": """
                import SwiftUI
                #if \(condition)
                struct MainTabView: View {
                    var body: some View { TabView { A().tabItem { Text("A") }; B().tabItem { Text("B") } } }
                }
                #endif
                """], main: "MainTabView.swift")
            #expect(loaded.definition?.bars.isEmpty != false, "#if \(condition): \(String(describing: loaded.definition?.bars))")
        }
        // `#if os(macOS) … #elseif !os(watchOS) … #else`: the second branch.
        let chosen = try bar(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    #if os(macOS)
                    TabView { A().tabItem { Text("Mac") }; B().tabItem { Text("Mac 2") } }
                    #elseif !os(watchOS)
                    TabView { A().tabItem { Text("Phone") }; B().tabItem { Text("Phone 2") } }
                    #else
                    TabView { A().tabItem { Text("Watch") }; B().tabItem { Text("Watch 2") } }
                    #endif
                }
            }
            """], main: "Root.swift")
        #expect(chosen.items.map { $0.title?.key } == ["Phone", "Phone 2"])
        // Users get an archive, a Release build for a device: `DEBUG` is not defined (Xcode's templates define it in the Debug
        // configuration only), nor is `targetEnvironment(simulator)` true.
        for condition in ["DEBUG", "targetEnvironment(simulator)", "DEBUG || targetEnvironment(simulator)"] {
            let release = try bar(["Debug.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        #if \(condition)
                        TabView { A().tabItem { Text("Debug") }; B().tabItem { Text("Debug 2") } }
                        #else
                        TabView { A().tabItem { Text("Release") }; B().tabItem { Text("Release 2") } }
                        #endif
                    }
                }
                """], main: "Debug.swift")
            #expect(release.items.map { $0.title?.key } == ["Release", "Release 2"], "#if \(condition)")
        }
        // A flag the project sets (`-D BETA`) is not known: its branch is taken.
        let flagged = try bar(["Beta.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    #if BETA
                    TabView { A().tabItem { Text("Beta") }; B().tabItem { Text("Beta 2") } }
                    #else
                    TabView { A().tabItem { Text("Release") }; B().tabItem { Text("Release 2") } }
                    #endif
                }
            }
            """], main: "Beta.swift")
        #expect(flagged.items.map { $0.title?.key } == ["Beta", "Beta 2"])
    }

    /// Strongbox's watch app lives in "Watch-App": a watch target's folder written with a hyphen (or an
    /// underscore) is one too.
    @Test func watchTargetFoldersWithHyphensAreWatchOS() throws {
        for path in ["Watch-App/Views/Home.swift", "Strongbox_Watch_App/Home.swift", "App-WatchKit-Extension/Home.swift"] {
            let (loaded, _) = try load([path: "import SwiftUI\nstruct Home: View { var body: some View { TabView { List1(); List2() } } }"], main: path)
            #expect(loaded.definition?.bars.isEmpty != false, "\(path): \(String(describing: loaded.definition?.bars))")
        }
    }

    /// Strongbox makes each tab's item in a function of the tab (`let tabBarItem = UITabBarItem(title:
    /// getTabTitle(tab: tab), …)`) and gives it to the view controller (`vc.tabBarItem = tabBarItem`): the
    /// controller's tab, as if the call were assigned directly, so the file configures tabs of a bar built
    /// elsewhere and is no "bar of one tab".
    @Test func anItemHeldInALocalAndGivenToAViewControllerIsItsTab() throws {
        let (loaded, _) = try load(["BrowseTabViewController.swift": """
            import UIKit
            final class BrowseTabViewController: UITabBarController {
                func createNavEmbeddedVc(tab: BrowseViewType) -> UINavigationController {
                    let vc = BrowseSafeView.fromStoryboard(tab)
                    let nav = UINavigationController(rootViewController: vc)
                    let tabBarItem = UITabBarItem(title: getTabTitle(tab: tab), image: getTabImage(tab: tab), tag: 0)
                    vc.tabBarItem = tabBarItem
                    vc.tabBarItem.badgeValue = nil
                    return nav
                }
            }
            """], main: "BrowseTabViewController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let browse = try #require(file.bars.first)
        #expect(browse.items.count == 1)
        #expect(browse.suppressions.map(\.ruleID) == ["layout-item-count"])
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")
        // An item kept in a local and never given to a controller still makes a bar of its own.
        let single = try bar(["Single.swift": """
            import UIKit
            final class Single: UIViewController {
                func setUp() { let item = UITabBarItem(title: "Only", image: nil, tag: 0); bar.items = [item] }
            }
            """], main: "Single.swift")
        #expect(single.suppressions.isEmpty)
    }

    /// eRouška's HelpVC titles its navigation controller's item in `awakeFromNib` and again in
    /// `viewDidLoad` (`navigationController?.tabBarItem.title = L10n.helpTabTitle`): a name the function does
    /// not declare is a property of `self`, the same object in both functions — one tab, not two tabs with
    /// the same label. A local of each function stays its own (DeltaChat's three `nav`s).
    @Test func aPropertyOfSelfNamedInTwoFunctionsIsOneTab() throws {
        let help = try bar(["HelpVC.swift": """
            import UIKit
            final class HelpVC: UITableViewController {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    navigationController?.tabBarItem.title = NSLocalizedString("help_tab_title", comment: "")
                    navigationController?.tabBarItem.image = UIImage(named: "help")
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.navigationController?.tabBarItem.title = NSLocalizedString("help_tab_title", comment: "")
                }
            }
            """], main: "HelpVC.swift")
        #expect(help.items.count == 1, "\(help.items.map(\.id))")
        #expect(help.suppressions.map(\.ruleID) == ["layout-item-count"])
        let locals = try bar(["Coordinator.swift": """
            import UIKit
            final class Coordinator {
                func makeChats() -> UIViewController {
                    let nav = UINavigationController()
                    nav.tabBarItem.title = NSLocalizedString("chats", comment: "")
                    return nav
                }
                func makeSettings() -> UIViewController {
                    let nav = UINavigationController()
                    nav.tabBarItem.title = NSLocalizedString("settings", comment: "")
                    return nav
                }
                func configure(_ controller: UIViewController) { controller.tabBarItem.title = NSLocalizedString("more", comment: "") }
            }
            """], main: "Coordinator.swift")
        #expect(locals.items.map { $0.title?.key } == ["chats", "settings", "more"])
        // A closure's anonymous parameter is the closure's own: two closures' `$0` are two controllers.
        let anonymous = try bar(["Anonymous.swift": """
            import UIKit
            final class Tabs: UITabBarController {
                func setUp(first: [UIViewController], second: [UIViewController]) {
                    first.forEach { $0.tabBarItem.title = NSLocalizedString("first", comment: "") }
                    second.forEach { $0.tabBarItem.title = NSLocalizedString("second", comment: "") }
                }
            }
            """], main: "Anonymous.swift")
        #expect(anonymous.items.map { $0.title?.key } == ["first", "second"])
    }

    /// Olvid's disabled middle placeholder returns its own item from `override var tabBarItem`: that
    /// controller's tab, of a bar built elsewhere, not "a bar of one tab".
    @Test func anItemReturnedByATabBarItemOverrideIsTheControllersTab() throws {
        let (loaded, _) = try load(["ObvSubTabBarController.swift": """
            import UIKit
            fileprivate final class FakeMiddleChildViewController: UIViewController {
                override var tabBarItem: UITabBarItem! {
                    get {
                        let item = UITabBarItem(title: nil, image: nil, tag: -1)
                        item.isEnabled = false
                        return item
                    }
                    set {}
                }
            }
            """], main: "ObvSubTabBarController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let middle = try #require(file.bars.first)
        #expect(middle.items.count == 1 && middle.suppressions.map(\.ruleID) == ["layout-item-count"])
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")
        // A type's member that builds an item without overriding `tabBarItem` is unchanged.
        let factory = try bar(["Factory.swift": """
            import UIKit
            final class Factory { var item: UITabBarItem { UITabBarItem(title: "Only", image: nil, tag: 0) } }
            """], main: "Factory.swift")
        #expect(factory.suppressions.isEmpty)
    }

    /// A function that makes and returns an item (OsmAnd's sky object sheet: `lazy var overviewTabItem =
    /// makeTabBarItem(title: localizedString("…"), …)` three times, `func makeTabBarItem(title:iconName:tag:)
    /// -> UITabBarItem { let item = UITabBarItem(title: title, …); …; return item }`) makes one tab per call,
    /// titled by what each call passes; it was "a bar of 1 tab" with a run-time title.
    @Test func aFunctionReturningAnItemMakesOneTabPerCall() throws {
        let sheet = try bar(["SkySheet.swift": """
            import UIKit
            final class SkySheet: UIViewController {
                private let tabBar = UITabBar()
                private lazy var overviewItem = makeTabBarItem(title: NSLocalizedString("overview", comment: ""), iconName: "star", tag: 0)
                private lazy var visibilityItem = makeTabBarItem(title: NSLocalizedString("visibility", comment: ""), iconName: "eye", tag: 1)
                private lazy var scheduleItem = self.makeTabBarItem(title: "Schedule", iconName: "clock", tag: 2)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.setItems([overviewItem, visibilityItem, scheduleItem], animated: false)
                }
                private func makeTabBarItem(title: String, iconName: String, tag: Int) -> UITabBarItem {
                    let item = UITabBarItem(title: title, image: UIImage(named: iconName), selectedImage: nil)
                    item.tag = tag
                    item.accessibilityLabel = title
                    return item
                }
            }
            """], main: "SkySheet.swift")
        #expect(sheet.items.count == 3, "\(sheet.items)")
        #expect(sheet.items.map { $0.title?.key } == ["overview", "visibility", nil])
        #expect(sheet.items[2].title?.source == .literal("Schedule"))
        // An unlabelled parameter passes the call's argument at its place.
        let positional = try bar(["Tabs.swift": """
            import UIKit
            func item(_ text: String, _ tag: Int) -> UITabBarItem? { UITabBarItem(title: text, image: nil, tag: tag) }
            let first = item(NSLocalizedString("a", comment: ""), 0)
            let second = item(NSLocalizedString("b", comment: ""), 1)
            """], main: "Tabs.swift")
        #expect(positional.items.map { $0.title?.key } == ["a", "b"])
        // Called from no place of the file: how many tabs it makes is unknown, so the bar is not counted.
        let (loaded, _) = try load(["Factory.swift": """
            import UIKit
            enum Items { static func make(title: String) -> UITabBarItem { UITabBarItem(title: title, image: nil, tag: 0) } }
            """], main: "Factory.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")
    }

    /// Fearless Wallet gives each of its five tabs an icon-only item made by one function,
    /// `createTabBarItem(normalImage:selectedImage:) -> UITabBarItem` (`UITabBarItem(title: nil, image:
    /// normalImage, selectedImage: selectedImage)`), called once per tab: five tabs without a title or a
    /// label, not "a bar of 1 tab". A parameterless function with a written title still names one tab.
    @Test func aFunctionMakingAnIconOnlyItemMakesOneTabPerCall() throws {
        let factory = try bar(["Factory.swift": """
            import UIKit
            final class MainTabBarFactory {
                static func createWallet() -> UIViewController {
                    let viewController = UIViewController()
                    viewController.tabBarItem = createTabBarItem(normalImage: UIImage(named: "wallet"), selectedImage: nil)
                    return viewController
                }
                static func createStaking() -> UIViewController {
                    let viewController = UIViewController()
                    viewController.tabBarItem = createTabBarItem(normalImage: UIImage(named: "staking"), selectedImage: nil)
                    return viewController
                }
                static func createSettings() -> UIViewController {
                    let navigationController = UINavigationController()
                    navigationController.tabBarItem = createTabBarItem(normalImage: UIImage(named: "settings"), selectedImage: nil)
                    return navigationController
                }
                static func createTabBarItem(normalImage: UIImage?, selectedImage: UIImage?) -> UITabBarItem {
                    let tabBarItem = UITabBarItem(title: nil, image: normalImage, selectedImage: selectedImage)
                    tabBarItem.title = nil
                    return tabBarItem
                }
            }
            """], main: "Factory.swift")
        #expect(factory.items.count == 3, "\(factory.items)")
        let (loaded, _) = try load(["Factory.swift": """
            import UIKit
            final class MainTabBarFactory {
                static func createWallet() -> UIViewController {
                    let viewController = UIViewController()
                    viewController.tabBarItem = createTabBarItem(normalImage: nil, selectedImage: nil)
                    return viewController
                }
                static func createStaking() -> UIViewController {
                    let viewController = UIViewController()
                    viewController.tabBarItem = createTabBarItem(normalImage: nil, selectedImage: nil)
                    return viewController
                }
                static func createTabBarItem(normalImage: UIImage?, selectedImage: UIImage?) -> UITabBarItem {
                    UITabBarItem(title: nil, image: normalImage, selectedImage: selectedImage)
                }
            }
            """], main: "Factory.swift")
        let findings = try RuleEngine().audit(try #require(loaded.definition)).checks.flatMap(\.findings)
        #expect(findings.filter { $0.ruleID == "voiceover-label-missing" }.count == 2, "\(findings.map(\.message))")
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")
        let single = try bar(["Items.swift": """
            import UIKit
            final class Items {
                static func settingsItem() -> UITabBarItem { UITabBarItem(title: "Settings", image: nil, tag: 0) }
                func a() { let vc = UIViewController(); vc.tabBarItem = Items.settingsItem() }
                func b() { let vc = UIViewController(); vc.tabBarItem = Items.settingsItem() }
            }
            """], main: "Items.swift")
        #expect(single.items.count == 1, "\(single.items)")
    }

    /// MAGE adds one tab per feed of the current event: `for feed in Feed.getEventFeeds(eventId: id) { let nc =
    /// createFeedViewController(feed: feed); allTabs.append(nc) }`, whose function makes
    /// `nc.tabBarItem = UITabBarItem(title: feed.title, …)`. How many tabs the bar has is known only at run
    /// time: the count rules are not evaluated (it was "6 tabs; an iPhone shows 4 and a More tab"). Called
    /// once outside a loop, the function's item is one tab.
    @Test func anItemMadeByAFunctionCalledPerElementIsAListOfTabs() throws {
        let source = """
            import UIKit
            final class RootViewController: UITabBarController {
                func createOrderedTabs() {
                    var allTabs: [UIViewController] = []
                    let map = UINavigationController()
                    map.tabBarItem = UITabBarItem(title: "Map", image: nil, tag: 0)
                    let observations = UINavigationController()
                    observations.tabBarItem = UITabBarItem(title: "Observations", image: nil, tag: 1)
                    let people = UINavigationController()
                    people.tabBarItem = UITabBarItem(title: "People", image: nil, tag: 2)
                    let me = UINavigationController()
                    me.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 3)
                    let settings = UINavigationController()
                    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 4)
                    allTabs += [map, observations, people, me, settings]
                    CALLS
                    self.viewControllers = allTabs
                }
                func createFeedViewController(feed: Feed) -> UINavigationController {
                    let nc = UINavigationController()
                    nc.tabBarItem = UITabBarItem(title: feed.title, image: nil, tag: 5)
                    return nc
                }
            }
            """
        let perFeed = try bar(["Root.swift": source.replacingOccurrences(of: "CALLS", with: "for feed in Feed.getEventFeeds(eventId: 1) { allTabs.append(createFeedViewController(feed: feed)) }")], main: "Root.swift")
        #expect(perFeed.items.count == 6)
        #expect(perFeed.suppressions.map(\.ruleID) == ["layout-item-count", "layout-more-overflow"], "\(perFeed.suppressions)")
        let once = try bar(["Root.swift": source.replacingOccurrences(of: "CALLS", with: "allTabs.append(createFeedViewController(feed: Feed.main))")], main: "Root.swift")
        #expect(once.items.count == 6 && once.suppressions.isEmpty, "\(once.suppressions)")
    }

    /// `viewControllers = [homeVC, actionsVC, messagesVC]` orders the tabs (Entourage sets its messages tab's
    /// badge in a function above `setupVCs()`: "Home" was announced "Tab, 3 of 5").
    @Test func theViewControllersListOrdersTheTabs() throws {
        let source = """
            import UIKit
            class MainTabbarViewController: UITabBarController {
                var homeVC = UINavigationController()
                var actionsVC = UINavigationController()
                var messagesVC = UINavigationController()
                @objc func updateBadgeCount() { messagesVC.tabBarItem.badgeValue = "1" }
                func setupVCs() {
                    homeVC.tabBarItem.title = NSLocalizedString("tabbar_home", comment: "")
                    actionsVC.tabBarItem.title = NSLocalizedString("tabbar_gifts", comment: "")
                    messagesVC.tabBarItem.title = NSLocalizedString("tabbar_messages", comment: "")
                    LIST
                }
            }
            """
        for list in ["viewControllers = [homeVC, actionsVC, messagesVC]", "self.setViewControllers([homeVC, actionsVC, messagesVC], animated: false)"] {
            let ordered = try bar(["Main.swift": source.replacingOccurrences(of: "LIST", with: list)], main: "Main.swift")
            #expect(ordered.items.map { $0.title?.key } == ["tabbar_home", "tabbar_gifts", "tabbar_messages"], "\(list)")
        }
        // A tab bar controller's list that leaves a tab out shows the tabs it names (iOS round 11): UIKit's bar
        // shows the items of its `viewControllers` only.
        let partial = try bar(["Main.swift": source.replacingOccurrences(of: "LIST", with: "viewControllers = [homeVC, actionsVC]")], main: "Main.swift")
        #expect(partial.items.map { $0.title?.key } == ["tabbar_home", "tabbar_gifts"])
        // A list given to another container (a navigation controller's stack) says nothing of the tabs: the
        // file's order stays.
        let stack = try bar(["Main.swift": source.replacingOccurrences(of: "LIST", with: "navigationController?.viewControllers = [homeVC, actionsVC]")], main: "Main.swift")
        #expect(stack.items.map { $0.title?.key } == ["tabbar_messages", "tabbar_home", "tabbar_gifts"])
    }

    /// iOS round 11: Radar COVID's `TabBarController: UITabBarController` makes six icon-only items in
    /// `viewDidLoad` (`homeViewController.tabBarItem = UITabBarItem(title: "", image: …)`), labels them in
    /// `viewWillAppear` through a function written above (`homeViewController.tabBarItem.accessibilityLabel =
    /// "ACC_HOME_TITLE".localized`), and shows `setViewControllers([homeViewController], animated: false)`:
    /// six unlabelled tabs behind a More tab were reported; the bar is one labelled tab. Changes written above
    /// in another function stay on the item made below (the call order is the app's); changes written above in
    /// the same function are replaced by the new item, as they are when the function runs.
    @Test func aTabBarControllersListAndLabelsSetInAnotherFunction() throws {
        let source = """
            import UIKit
            class TabBarController: UITabBarController {
                private let homeViewController: HomeViewController!
                private let helpViewController: HelpViewController!
                private let statsViewController: StatsViewController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupView()
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    setupAccessibility()
                    LIST
                }
                private func setupAccessibility() {
                    homeViewController.tabBarItem.accessibilityLabel = NSLocalizedString("ACC_HOME_TITLE", comment: "")
                    helpViewController.tabBarItem.accessibilityLabel = NSLocalizedString("ACC_HELP_TITLE", comment: "")
                    statsViewController.tabBarItem.accessibilityLabel = NSLocalizedString("ACC_STATS_TITLE", comment: "")
                }
                private func setupView() {
                    homeViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "MenuHome"), selectedImage: nil)
                    helpViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "MenuHelp"), selectedImage: nil)
                    statsViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "MenuStats"), selectedImage: nil)
                }
            }
            """
        let one = try load(["TabBarController.swift": source.replacingOccurrences(of: "LIST", with: "setViewControllers([homeViewController], animated: false)")], main: "TabBarController.swift").0
        let shown = try #require(one.definition?.bars.first, "\(one.diagnostics)")
        #expect(shown.items.map { $0.accessibility.label?.key } == ["ACC_HOME_TITLE"])
        #expect(one.diagnostics.contains { $0.message.contains("names 1 of the 3 view controllers") && $0.message.contains("'helpViewController', 'statsViewController'") }, "\(one.diagnostics)")
        // The list is the whole bar: a bar of one tab, not one tab of a bar built elsewhere.
        let count = try RuleEngine().audit(try #require(one.definition)).checks.flatMap(\.findings).filter { $0.ruleID == "layout-item-count" }
        #expect(count.count == 1, "\(count.map(\.message))")
        let all = try bar(["TabBarController.swift": source.replacingOccurrences(of: "LIST", with: "")], main: "TabBarController.swift")
        #expect(all.items.map { $0.accessibility.label?.key } == ["ACC_HOME_TITLE", "ACC_HELP_TITLE", "ACC_STATS_TITLE"])
        #expect(all.items.map(\.glyph?.name) == ["MenuHome", "MenuHelp", "MenuStats"])
        // In one function, the label set before the item is made is the replaced item's.
        let replaced = try bar(["Main.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    homeViewController.tabBarItem.accessibilityLabel = NSLocalizedString("ACC_HOME_TITLE", comment: "")
                    homeViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "MenuHome"), selectedImage: nil)
                    helpViewController.tabBarItem = UITabBarItem(title: "Help", image: UIImage(named: "MenuHelp"), selectedImage: nil)
                }
            }
            """], main: "Main.swift")
        #expect(replaced.items.map { $0.accessibility.label?.key } == [nil, nil])
    }

    /// iOS round 11: GitHawk titles its tabs `NSLocalizedString("Settings", comment: "")` and ships no string
    /// table at all (English only): Foundation returns the key, the English text the developer wrote, as
    /// Xcode's extraction takes it for the development language. Four "has no text in 'en'; iOS shows the key
    /// itself" errors were reported. With a `Localizable` table that lacks the key, it is still missing.
    @Test func aKeyOfATableTheAppDoesNotHaveIsTheDevelopmentText() throws {
        let code = """
            import UIKit
            func newSettingsRootViewController() -> UINavigationController {
                let nav = UINavigationController()
                nav.tabBarItem.title = NSLocalizedString("Settings", comment: "")
                nav.tabBarItem.image = UIImage(named: "tab-gear")
                return nav
            }
            func newSearchRootViewController() -> UIViewController {
                let nav = UINavigationController()
                nav.tabBarItem.title = String(localized: "Search")
                nav.tabBarItem.image = UIImage(named: "tab-search")
                return nav
            }
            """
        let bare = Self.appleProject(knownRegions: [], tables: [:])
        let barePath = bare.write("App/RootViewControllers.swift", code)
        let bareFile = try #require(Auditor.load(barePath).definition)
        let bareMissing = try RuleEngine().audit(bareFile).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(bareMissing.isEmpty, "\(bareMissing.map(\.message))")
        let bareBar = try #require(bareFile.bars.first)
        #expect(bareFile.resolve(bareBar.items[0].title!, in: bareBar, locale: "en").text == "Settings")
        // A key written as an identifier is no text: with no table it is missing (Signal's `CHAT_LIST_TITLE_INBOX`).
        let identifiers = Self.appleProject(knownRegions: [], tables: [:])
        let identifierPath = identifiers.write("App/RootViewControllers.swift", code
            .replacingOccurrences(of: "\"Settings\"", with: "\"CHAT_LIST_TITLE_INBOX\"").replacingOccurrences(of: "\"Search\"", with: "\"tab.search\""))
        let identifierFile = try #require(Auditor.load(identifierPath).definition)
        let identifierMissing = try RuleEngine().audit(identifierFile).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(identifierMissing.count == 2, "\(identifierMissing.map(\.message))")
        let localized = Self.appleProject(knownRegions: ["de"], tables: [
            "App/en.lproj/Localizable.strings": ["Search": "Search"],
            "App/de.lproj/Localizable.strings": ["Search": "Suche"],
        ])
        let path = localized.write("App/RootViewControllers.swift", code)
        let file = try #require(Auditor.load(path).definition)
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(Set(missing.map(\.message)) == ["the title key 'Settings' has no text in 'en'; iOS shows the key itself",
                                                 "the title key 'Settings' has no text in 'de'; iOS shows the key itself"], "\(missing.map(\.message))")
    }

    /// iOS round 12: Palace titles its SwiftUI tabs `Text(Strings.Settings.catalog)`, `static let catalog =
    /// NSLocalizedString("Catalog", comment: …)`, and ships `Localizable.strings` in German, Spanish, French
    /// and Italian (each with only "Back") but no English one (`en.lproj` has a `Localizable.stringsdict` of
    /// plural rules): "has no text in 'en', 'de', …". English reads the key, the text the developer wrote;
    /// the translations still lack it. A development-language `.strings` or `Base.lproj` copy that lacks
    /// the key keeps it missing there too.
    @Test func aTextKeyIsTheDevelopmentTextWhenOnlyTranslationsHaveTheTable() throws {
        let code = """
            import SwiftUI
            enum Strings { enum Settings { static let catalog = NSLocalizedString("Catalog", comment: "For the catalog tab") } }
            struct AppTabHostView: View {
                var body: some View {
                    TabView {
                        CatalogView().tabItem { Text(Strings.Settings.catalog) }
                        SettingsView().tabItem { Label(NSLocalizedString("Settings", comment: ""), systemImage: "gearshape") }
                    }
                }
            }
            """
        let plurals = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>year_suffix_long</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@year@</string>
            <key>year</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>1 year</string><key>other</key><string>%d years</string></dict></dict></dict></plist>
            """
        func missing(_ tables: [String: [String: String]]) throws -> Set<String> {
            let scratch = Self.appleProject(knownRegions: ["de", "fr"], tables: tables)
            scratch.write("Palace/en.lproj/Localizable.stringsdict", plurals)
            let file = try #require(Auditor.load(scratch.write("Palace/AppTabHostView.swift", code)).definition)
            return Set(try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }.map(\.message))
        }
        let translations = ["Palace/de.lproj/Localizable.strings": ["Back": "Zurück"], "Palace/fr.lproj/Localizable.strings": ["Back": "Retour", "Settings": "Réglages"]]
        let onlyTranslations = try missing(translations)
        func noText(_ key: String, _ locales: [String]) -> [String] { locales.map { "the title key '\(key)' has no text in '\($0)'; iOS shows the key itself" } }
        #expect(onlyTranslations == Set(noText("Catalog", ["de", "fr"]) + noText("Settings", ["de"])), "\(onlyTranslations)")
        for source in ["Palace/en.lproj/Localizable.strings", "Palace/Base.lproj/Localizable.strings"] {
            var tables = translations
            tables[source] = ["Back": "Back"]
            let withSource = try missing(tables)
            #expect(withSource == Set(noText("Catalog", ["en", "de", "fr"]) + noText("Settings", ["en", "de"])), "\(source): \(withSource)")
        }
    }

    /// Gem Wallet labels its tabs with a function of the view, `func tabItem(_ title: String, _ image: Image) ->
    /// Label<Text, Image> { Label(title: { Text(title) }, icon: { image }) }`: read with each call's arguments.
    /// A `String` parameter is shown as written, so its "Markets" literal is English in every language (the
    /// note said "computed at run time"); a `LocalizedStringKey` parameter localizes its literal.
    @Test func aLabelFunctionWithParametersIsReadWithTheCallsArguments() throws {
        let bar = try bar(["MainTabView.swift": """
            import SwiftUI
            struct MainTabView: View {
                var body: some View {
                    TabView {
                        WalletView().tabItem { tabItem(NSLocalizedString("wallet.title", comment: ""), Image("wallet")) }
                        MarketsView().tabItem { tabItem("Markets", Image("markets")) }
                        SettingsView().tabItem { keyed(title: "settings.title") }
                    }
                }
                private func tabItem(_ title: String, _ image: Image) -> Label<Text, Image> {
                    Label(
                        title: { Text(title) },
                        icon: { image }
                    )
                }
                private func keyed(title: LocalizedStringKey) -> some View {
                    return Label(title, systemImage: "gear")
                }
            }
            """], main: "MainTabView.swift")
        #expect(bar.items.count == 3)
        #expect(bar.items[0].title?.key == "wallet.title", "\(String(describing: bar.items[0].title))")
        #expect(bar.items[1].title?.source == .literal("Markets"), "\(String(describing: bar.items[1].title))")
        #expect(bar.items[2].title?.key == "settings.title" && bar.items[2].glyph?.name == "gear", "\(String(describing: bar.items[2].title))")
    }

    /// A test's source is compiled into a test bundle, not the app (GOV.UK's TabCoordinatorTests give view
    /// controllers `UUID().uuidString`, "test_title" and no title to check its coordinator): a note, no bar.
    @Test func aTestsSourceBuildsNoTabBarOfTheApp() throws {
        for imports in ["import Testing\n@testable import govuk_ios", "import XCTest", "@testable import App"] {
            let (loaded, _) = try load(["Tests/TabCoordinatorTests.swift": """
                import UIKit
                \(imports)
                struct TabCoordinatorTests {
                    func start_showsTabs() {
                        let first = UIViewController()
                        first.tabBarItem = UITabBarItem(title: "test_title", image: nil, tag: 0)
                        let second = UIViewController()
                        second.tabBarItem = UITabBarItem(title: nil, image: nil, tag: 1)
                    }
                }
                """], main: "Tests/TabCoordinatorTests.swift")
            #expect(loaded.definition?.bars.isEmpty ?? true, "\(imports): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("a test's source") }, "\(imports): \(loaded.diagnostics)")
        }
        // A module named like a test framework's prefix is an app module.
        let app = try bar(["Root.swift": """
            import SwiftUI
            import TestingHelpers
            struct Root: View { var body: some View { TabView { A().tabItem { Text("A") }; B().tabItem { Text("B") } } } }
            """], main: "Root.swift")
        #expect(app.items.count == 2)
    }

    /// A file that hides every tab bar (`UITabBar.appearance().isHidden = true`, Omnivore's LibraryTabView
    /// under its own `CustomTabBar`) shows no bar for its TabView: a note, not three tabs without labels.
    @Test func aTabViewWhoseFileHidesEveryTabBarIsNoBar() throws {
        let (loaded, _) = try load(["LibraryTabView.swift": """
            import SwiftUI
            struct LibraryTabView: View {
                @State var selectedTab = "inbox"
                public init() {
                    UITabBar.appearance().isHidden = true
                }
                var body: some View {
                    VStack(spacing: 0) {
                        TabView(selection: $selectedTab) {
                            NavigationView { InboxView() }.tag("inbox")
                            NavigationView { ProfileView() }.tag("profile")
                        }
                        CustomTabBar(selectedTab: $selectedTab)
                    }
                }
            }
            """], main: "LibraryTabView.swift")
        #expect(loaded.definition?.bars.isEmpty ?? true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.message.contains("hides every tab bar") }, "\(loaded.diagnostics)")
        // Setting it to false, or another bar's appearance, hides nothing.
        let shown = try bar(["Root.swift": """
            import SwiftUI
            struct Root: View {
                init() { UITabBar.appearance().isHidden = false; UINavigationBar.appearance().isHidden = true }
                var body: some View { TabView { A().tabItem { Text("A") }; B().tabItem { Text("B") } } }
            }
            """], main: "Root.swift")
        #expect(shown.items.count == 2)
    }

    /// iOS 18's `UITabBarController.tabs` (Olvid on iOS 18, Amperfy): each `UITab(title:image:identifier:…)`
    /// and `UITabGroup` is a tab, `UISearchTab` the system's search tab; a group's `children:` are its
    /// sidebar entries, and the bar needs iOS 18.
    @Test func uiTabsOfIOS18AreTabs() throws {
        let (loaded, scratch) = try load(["MainFlowViewController.swift": """
            import UIKit
            final class MainFlowViewController: UISplitViewController {
                init(discussions: UIViewController, contacts: UIViewController, groups: UIViewController) {
                    let main = UITabBarController()
                    if #available(iOS 18, *) {
                        main.tabs = [
                            UITab(title: NSLocalizedString("UI_TAB_TITLE_DISCUSSIONS", comment: "UITab tab title"),
                                  image: UIImage(systemName: "bubble.left.and.bubble.right"),
                                  identifier: "discussions",
                                  viewControllerProvider: { _ in discussions }),
                            UITab(title: NSLocalizedString("UI_TAB_TITLE_CONTACTS", comment: ""), image: UIImage(systemName: "person"), identifier: "contacts") { _ in contacts },
                            UITabGroup(title: NSLocalizedString("UI_TAB_TITLE_LIBRARY", comment: ""), image: nil, identifier: "library",
                                       children: [UITab(title: "Albums", image: nil, identifier: "albums") { _ in groups }]) { _ in groups },
                            UISearchTab { _ in UINavigationController() },
                        ]
                    }
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """], main: "MainFlowViewController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["UI_TAB_TITLE_DISCUSSIONS", "UI_TAB_TITLE_CONTACTS", "UI_TAB_TITLE_LIBRARY", nil], "\(bar.items.map(\.title))")
        #expect(bar.items.last?.title?.isLocalizedBySystem == true, "\(String(describing: bar.items.last))")
        #expect(bar.minimumOSVersion == 18.0)
        _ = scratch
    }

    /// UIKit's default tab bar item shows its view controller's `title`, and setting the title retitles
    /// the controller's item (OneBusAway: `title = OBALoc("bookmarks_controller.title", …)` beside
    /// `tabBarItem.image = …`); an item assigned after the title replaces it with the item's own title
    /// (Olvid: `title = …` then `tabBarItem = UITabBarItem(title: nil, …)` is an icon-only tab).
    @Test func aViewControllersTitleTitlesItsDefaultItem() throws {
        let bookmarks = try bar(["BookmarksViewController.swift": """
            import UIKit
            final class BookmarksViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    title = NSLocalizedString("bookmarks_controller.title", value: "Bookmarks", comment: "Title of the Bookmarks tab")
                    tabBarItem.image = UIImage(named: "bookmarks")
                }
            }
            """], main: "BookmarksViewController.swift")
        #expect(bookmarks.items.count == 1 && bookmarks.items[0].title?.key == "bookmarks_controller.title", "\(bookmarks.items.map(\.title))")
        #expect(bookmarks.suppressions.map(\.ruleID) == ["layout-item-count"])
        let replaced = try bar(["ContactsFlowViewController.swift": """
            import UIKit
            final class ContactsFlowViewController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Contacts", comment: "")
                    tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "person"), tag: 0)
                }
            }
            final class GroupsFlowViewController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "person.3"), tag: 0)
                    self.title = NSLocalizedString("Groups", comment: "")
                }
            }
            """], main: "ContactsFlowViewController.swift")
        #expect(replaced.items.map { $0.title?.key } == [nil, "Groups"], "\(replaced.items.map(\.title))")
        // A view controller that sets only its title, and a `title` that is a local, make no tab.
        let (untouched, _) = try load(["Plain.swift": """
            import UIKit
            final class PlainViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("plain", comment: "") }
                func configure(_ other: UIViewController) { var title = "x"; title = "y"; other.tabBarItem.image = UIImage(named: title) }
            }
            """], main: "Plain.swift")
        #expect(untouched.definition?.bars.isEmpty != false, "\(String(describing: untouched.definition?.bars))")
    }

    /// UTM's `Platform/macOS/SettingsView.swift` (a `TabView` of seven `.tabItem`s: its Mac settings window)
    /// is compiled only by its macOS target (`SUPPORTED_PLATFORMS = macosx`): no iPhone tab bar. The same
    /// file in a target that also builds for iOS, or filtered to iOS, is one; a Catalyst-only build file
    /// is not.
    @Test func aFileOnlyMacOSTargetsCompileBuildsNoIPhoneBar() throws {
        func project(macTarget: String, iosFilter: String?) -> String {
            let filter = iosFilter.map { " platformFilter = \($0);" } ?? ""
            return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tB1 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* SettingsView.swift */; };
            \t\tB2 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */;\(filter) };
            \t\tB3 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
            \t\tF1 /* SettingsView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsView.swift; sourceTree = "<group>"; };
            \t\tF2 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Platform/Shared.swift"; sourceTree = "<group>"; };
            \t\tP0 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = LP /* Build configuration list for PBXProject "App" */;
            \t\t};
            \t\tSI /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB2 /* Shared.swift in Sources */,
            \t\t\t);
            \t\t};
            \t\tSM /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB1 /* SettingsView.swift in Sources */,
            \t\t\t\tB3 /* Shared.swift in Sources */,
            \t\t\t);
            \t\t};
            \t\tTI /* iOS */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LI /* Build configuration list for PBXNativeTarget "iOS" */;
            \t\t\tbuildPhases = (
            \t\t\t\tSI /* Sources */,
            \t\t\t);
            \t\t\tname = iOS;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tTM /* macOS */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LM /* Build configuration list for PBXNativeTarget "macOS" */;
            \t\t\tbuildPhases = (
            \t\t\t\tSM /* Sources */,
            \t\t\t);
            \t\t\tname = macOS;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tCP /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tCI /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tCM /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\t\(macTarget)
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tLP /* x */ = {isa = XCConfigurationList; buildConfigurations = (CP /* Release */, ); };
            \t\tLI /* x */ = {isa = XCConfigurationList; buildConfigurations = (CI /* Release */, ); };
            \t\tLM /* x */ = {isa = XCConfigurationList; buildConfigurations = (CM /* Release */, ); };
            \t};
            \trootObject = P0 /* Project object */;
            }

            """
        }
        let settings = """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    TabView {
                        Text("A").tabItem { Label("Application", systemImage: "app") }
                        Text("D").tabItem { Label("Display", systemImage: "display") }
                    }
                }
            }
            """
        for macTarget in ["SUPPORTED_PLATFORMS = macosx;", "SDKROOT = macosx;"] {
            let (loaded, _) = try load(["App.xcodeproj/project.pbxproj": project(macTarget: macTarget, iosFilter: nil),
                                        "Platform/macOS/SettingsView.swift": settings, "Platform/Shared.swift": settings.replacingOccurrences(of: "SettingsView", with: "Shared")],
                                       main: "Platform/macOS/SettingsView.swift")
            #expect(loaded.definition?.bars.isEmpty == true, "\(macTarget): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("only into macOS, tvOS, watchOS or visionOS targets") }, "\(loaded.diagnostics)")
            // Compiled by the iOS target too (and by the macOS one): an iPhone tab bar.
            #expect(try bar(["App.xcodeproj/project.pbxproj": project(macTarget: macTarget, iosFilter: nil), "Platform/Shared.swift": settings],
                            main: "Platform/Shared.swift").items.count == 2)
        }
        // Filtered to iOS in the iOS target: still an iPhone bar; filtered to Mac Catalyst only: none.
        #expect(try bar(["App.xcodeproj/project.pbxproj": project(macTarget: "SDKROOT = macosx;", iosFilter: "ios"), "Platform/Shared.swift": settings],
                        main: "Platform/Shared.swift").items.count == 2)
        let (catalyst, _) = try load(["App.xcodeproj/project.pbxproj": project(macTarget: "SDKROOT = macosx;", iosFilter: "maccatalyst"), "Platform/Shared.swift": settings],
                                     main: "Platform/Shared.swift")
        #expect(catalyst.definition?.bars.isEmpty == true, "\(String(describing: catalyst.definition?.bars))")
        // A macOS target that also supports iOS (`SUPPORTED_PLATFORMS = "macosx iphoneos"`) compiles it for an iPhone.
        #expect(try bar(["App.xcodeproj/project.pbxproj": project(macTarget: "SUPPORTED_PLATFORMS = \"macosx iphoneos\";", iosFilter: nil),
                         "Platform/macOS/SettingsView.swift": settings], main: "Platform/macOS/SettingsView.swift").items.count == 2)
    }

    /// MovieSwift's tvOS target compiles `MovieSwiftTV/views/HomeView.swift`, a `TabView` of six menus, and
    /// its iOS target a `MovieSwift/views/components/home/HomeView.swift`: by name alone the file was iOS
    /// code, and the TV's top tab bar got "6 tabs; an iPhone shows 4 and a More tab". A file the project's
    /// groups place is told apart by its path, and a target whose SDK is `appletvos` (or `watchos`) builds
    /// no iPhone bar, as a `macosx` one does not.
    @Test func aFileOnlyATVTargetCompilesIsNoIPhoneBarThoughAnIOSFileHasItsName() throws {
        func project(tvSDK: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tB1 /* HomeView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* HomeView.swift */; };
            \t\tB2 /* HomeView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* HomeView.swift */; };
            \t\tF1 /* HomeView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeView.swift; sourceTree = "<group>"; };
            \t\tF2 /* HomeView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeView.swift; sourceTree = "<group>"; };
            \t\tG0 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tG1 /* Movies */,
            \t\t\t\tG3 /* MoviesTV */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG1 /* Movies */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tG2 /* home */,
            \t\t\t);
            \t\t\tpath = Movies;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG2 /* home */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tF1 /* HomeView.swift */,
            \t\t\t);
            \t\t\tpath = "views/home";
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG3 /* MoviesTV */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tG4 /* Views */,
            \t\t\t);
            \t\t\tpath = MoviesTV;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG4 /* Views */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tF2 /* HomeView.swift */,
            \t\t\t);
            \t\t\tname = Views;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tP0 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = LP /* Build configuration list for PBXProject "Movies" */;
            \t\t\tmainGroup = G0;
            \t\t};
            \t\tSI /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB1 /* HomeView.swift in Sources */,
            \t\t\t);
            \t\t};
            \t\tST /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB2 /* HomeView.swift in Sources */,
            \t\t\t);
            \t\t};
            \t\tTI /* Movies */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LI /* Build configuration list for PBXNativeTarget "Movies" */;
            \t\t\tbuildPhases = (
            \t\t\t\tSI /* Sources */,
            \t\t\t);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tTT /* MoviesTV */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LT /* Build configuration list for PBXNativeTarget "MoviesTV" */;
            \t\t\tbuildPhases = (
            \t\t\t\tST /* Sources */,
            \t\t\t);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tCP /* Release */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
            \t\tCI /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tCT /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = \(tvSDK);
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tLP /* x */ = {isa = XCConfigurationList; buildConfigurations = (CP /* Release */, ); };
            \t\tLI /* x */ = {isa = XCConfigurationList; buildConfigurations = (CI /* Release */, ); };
            \t\tLT /* x */ = {isa = XCConfigurationList; buildConfigurations = (CT /* Release */, ); };
            \t};
            \trootObject = P0 /* Project object */;
            }

            """
        }
        let home = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    TabView {
                        MoviesList(menu: .nowPlaying).tabItem { Text("Now Playing") }
                        MoviesList(menu: .upcoming).tabItem { Text("Upcoming") }
                        MoviesList(menu: .trending).tabItem { Text("Trending") }
                        MoviesList(menu: .popular).tabItem { Text("Popular") }
                        MoviesList(menu: .topRated).tabItem { Text("Top Rated") }
                        GenresList().tabItem { Text("Genres") }
                    }
                }
            }
            """
        for sdk in ["appletvos", "watchos"] {
            let files = ["Movies.xcodeproj/project.pbxproj": project(tvSDK: sdk), "MoviesTV/HomeView.swift": home, "Movies/views/home/HomeView.swift": home]
            let (tv, _) = try load(files, main: "MoviesTV/HomeView.swift")
            #expect(tv.definition?.bars.isEmpty == true, "\(sdk): \(String(describing: tv.definition?.bars))")
            #expect(tv.diagnostics.contains { $0.message.contains("only into macOS, tvOS, watchOS or visionOS targets") }, "\(tv.diagnostics)")
            #expect(try bar(files, main: "Movies/views/home/HomeView.swift").items.count == 6, "\(sdk)")
        }
        // Both targets for iOS: both files are iPhone bars.
        let both = ["Movies.xcodeproj/project.pbxproj": project(tvSDK: "iphoneos"), "MoviesTV/HomeView.swift": home, "Movies/views/home/HomeView.swift": home]
        #expect(try bar(both, main: "MoviesTV/HomeView.swift").items.count == 6)
    }

    /// Xcode 16 keeps folders in sync with the disk (`PBXFileSystemSynchronizedRootGroup`) and names no file in
    /// a build phase: a target compiles what its `fileSystemSynchronizedGroups` hold but the files an exception set
    /// for it excludes, and an exception set for a target that does not hold the folder adds those files to it
    /// (a file no target compiles is audited, as one no build phase names). Nezha's `Nezha Desktop/View/Settings/SettingView.swift` (its Mac settings window, synchronized into the macOS
    /// target only) was laid out as an iPhone bar: two "neither a title nor an accessibility label" for tabs its own
    /// views title. A visionOS target (`SDKROOT = xros`) shows a `TabView` as an ornament, no iPhone bar either.
    @Test func aFolderSynchronizedOnlyIntoOtherPlatformsTargetsBuildsNoIPhoneBar() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tX1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\t"Settings/SharedTabs.swift",
            \t\t\t);
            \t\t\ttarget = TI /* Mobile */;
            \t\t};
            \t\tX2 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tMacTabs.swift,
            \t\t\t);
            \t\t\ttarget = TI /* Mobile */;
            \t\t};
            \t\tX3 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tMacTabs.swift,
            \t\t\t);
            \t\t\ttarget = TM /* Desktop */;
            \t\t};
            \t\tRD /* Desktop */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Desktop; sourceTree = "<group>"; };
            \t\tRM /* Mobile */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X2 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, X3 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Mobile; sourceTree = "<group>"; };
            \t\tRV /* Vision */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Vision; sourceTree = "<group>"; };
            \t\tG0 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tRD /* Desktop */,
            \t\t\t\tRM /* Mobile */,
            \t\t\t\tRV /* Vision */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tP0 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = LP /* Build configuration list for PBXProject "Nezha" */;
            \t\t\tmainGroup = G0;
            \t\t};
            \t\tTI /* Mobile */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LI /* x */;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tRM /* Mobile */,
            \t\t\t);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tTM /* Desktop */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LM /* x */;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tRD /* Desktop */,
            \t\t\t);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tTV /* Vision */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LV /* x */;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tRV /* Vision */,
            \t\t\t);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tCP /* Release */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
            \t\tCI /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            \t\tCM /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Release; };
            \t\tCV /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = xros; SUPPORTED_PLATFORMS = "xros xrsimulator"; }; name = Release; };
            \t\tLP /* x */ = {isa = XCConfigurationList; buildConfigurations = (CP /* Release */, ); };
            \t\tLI /* x */ = {isa = XCConfigurationList; buildConfigurations = (CI /* Release */, ); };
            \t\tLM /* x */ = {isa = XCConfigurationList; buildConfigurations = (CM /* Release */, ); };
            \t\tLV /* x */ = {isa = XCConfigurationList; buildConfigurations = (CV /* Release */, ); };
            \t};
            \trootObject = P0 /* Project object */;
            }

            """
        func tabs(_ name: String) -> String {
            """
            import SwiftUI
            struct \(name): View {
                var body: some View {
                    TabView {
                        Text("A").tabItem { Label("Servers", systemImage: "server.rack") }
                        Text("B").tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """
        }
        let files = ["Nezha.xcodeproj/project.pbxproj": project, "Desktop/Settings/SettingView.swift": tabs("SettingView"),
                     "Desktop/Settings/SharedTabs.swift": tabs("SharedTabs"), "Mobile/HomeView.swift": tabs("HomeView"),
                     "Mobile/MacTabs.swift": tabs("MacTabs"), "Vision/MainTabView.swift": tabs("MainTabView")]
        // Synchronized into the macOS or the visionOS target only, or excluded from the iOS target that holds the folder
        // and added to the macOS target.
        for path in ["Desktop/Settings/SettingView.swift", "Vision/MainTabView.swift", "Mobile/MacTabs.swift"] {
            let (loaded, _) = try load(files, main: path)
            #expect(loaded.definition?.bars.isEmpty == true, "\(path): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("only into macOS, tvOS, watchOS or visionOS targets") }, "\(path): \(loaded.diagnostics)")
        }
        // In the iOS target's folder, or added to the iOS target from the Mac's folder: an iPhone bar.
        for path in ["Mobile/HomeView.swift", "Desktop/Settings/SharedTabs.swift"] {
            #expect(try bar(files, main: path).items.count == 2, "\(path)")
        }
    }

    /// Flare's `appleApp/macos/UI/Screen/MacSettingsScreen.swift` imports AppKit and builds its Mac
    /// settings window as a `TabView` of eight panes, in a project XcodeGen generates (no project.pbxproj
    /// to name its target): 79 truncation and More warnings for an iPhone bar that no iPhone build has.
    /// No iOS SDK has AppKit or Cocoa, so a file importing either compiles only for a Mac; an import an iOS
    /// build leaves out (`#if os(macOS)`, `#if canImport(AppKit)`) keeps the file's bar.
    @Test func aFileImportingAppKitBuildsNoIPhoneBar() throws {
        let settings = """
            import SwiftUI
            struct MacSettingsScreen: View {
                var body: some View {
                    TabView {
                        AccountsPane().tabItem { Label("Accounts", systemImage: "person.2") }
                        AppearancePane().tabItem { Label("Appearance", systemImage: "paintbrush") }
                        StoragePane().tabItem { Label("Storage", systemImage: "internaldrive") }
                    }
                    .frame(minWidth: 880, minHeight: 620)
                }
            }
            """
        for module in ["AppKit", "Cocoa"] {
            let (loaded, _) = try load(["macos/UI/Screen/MacSettingsScreen.swift": "import \(module)\n" + settings], main: "macos/UI/Screen/MacSettingsScreen.swift")
            #expect(loaded.definition?.bars.isEmpty == true, "\(module): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("imports \(module), which only macOS has") && $0.location.line == 1 }, "\(loaded.diagnostics)")
        }
        for guarded in ["#if os(macOS)\nimport AppKit\n#endif\n", "#if canImport(AppKit)\nimport AppKit\n#else\nimport UIKit\n#endif\n"] {
            #expect(try bar(["Shared/SettingsScreen.swift": guarded + settings], main: "Shared/SettingsScreen.swift").items.count == 3, "\(guarded)")
        }
    }

    /// Vultisig's iOS 16–25 bar: a `TabView` whose `ForEach` of pages carries `#if os(iOS) .tabItem { … }
    /// #endif` and `.toolbar(.hidden, for: .tabBar)`, under a bar of its own. Every page hides the system's
    /// tab bar: no bar to audit (a note), not two "unlabelled" tabs. Without the hiding modifier, the
    /// `.tabItem` of the clause an iPhone build compiles labels the tabs.
    @Test func aTabViewWhosePagesHideTheTabBarIsNoBar() throws {
        let source = """
            import SwiftUI
            struct HomeTabs: View {
                @State var selected = 0
                var body: some View {
                    TabView(selection: $selected) {
                        Color.clear
                            .tag(0)
                            #if os(iOS)
                            .tabItem { Label("Wallet", systemImage: "wallet.pass") }
                            #endif
                            HIDE
                        Color.clear
                            .tag(1)
                            #if os(iOS)
                            .tabItem { Label("Earn", systemImage: "chart.bar") }
                            #endif
                            HIDE
                    }
                }
            }
            """
        for hide in ["#if os(iOS)\n.toolbar(.hidden, for: .tabBar)\n#endif", ".toolbar(.hidden, for: .tabBar)", ".toolbarVisibility(.hidden, for: .navigationBar, .tabBar)"] {
            let (loaded, _) = try load(["HomeTabs.swift": source.replacingOccurrences(of: "HIDE", with: hide)], main: "HomeTabs.swift")
            #expect(loaded.definition?.bars.isEmpty != false, "\(hide): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("hides the tab bar") }, "\(loaded.diagnostics)")
        }
        let shown = try bar(["HomeTabs.swift": source.replacingOccurrences(of: "HIDE", with: "")], main: "HomeTabs.swift")
        #expect(shown.items.map { $0.title?.key } == ["Wallet", "Earn"], "\(shown.items)")
        // Only one page hiding it: the bar shows on the other.
        let one = try bar(["HomeTabs.swift": source.replacingOccurrences(of: "HIDE", with: ".toolbar(.hidden, for: .tabBar)", options: [], range: source.range(of: "HIDE"))
            .replacingOccurrences(of: "HIDE", with: "")], main: "HomeTabs.swift")
        #expect(one.items.count == 2)
        let macOnly = try bar(["HomeTabs.swift": source.replacingOccurrences(of: "HIDE", with: "").replacingOccurrences(of: "#if os(iOS)", with: "#if os(macOS)")], main: "HomeTabs.swift")
        #expect(macOnly.items.count == 2 && macOnly.items.allSatisfy { $0.title == nil }, "\(macOnly.items)")
    }

    /// Blockchain.com's dashboard hides the system's bar through a modifier of its own file,
    /// `tabViews(…).hideTabBar()` with `fileprivate func hideTabBar() -> some View { if #available(iOS 16, *)
    /// { self.toolbar(.hidden, for: .tabBar) } else { … } }` in an `extension View`, and draws a `BottomBar`
    /// over it: no bar to audit (a note), not "a bar of 1 tab" without a label. A modifier that hides the bar
    /// only under a condition of its own, or in a closure (another view's bar), hides nothing here.
    @Test func aModifierOfTheFileThatHidesTheTabBarHidesIt() throws {
        let source = """
            import SwiftUI
            struct DashboardView: View {
                @State var selected = 0
                let tabs: [String]
                var body: some View {
                    TabView(selection: $selected) {
                        pages(tabs)
                            .hideTabBar()
                    }
                }
            }
            @ViewBuilder
            func pages(_ tabs: [String]) -> some View {
                ForEach(tabs, id: \\.self) { Text($0) }
            }
            extension View {
                @ViewBuilder
                fileprivate func hideTabBar() -> some View {
                    BODY
                }
            }
            """
        let hiding = [
            "if #available(iOS 16, *) {\n self.toolbar(.hidden, for: .tabBar)\n .toolbarBackground(.hidden, for: .tabBar)\n } else {\n self.opacity(1)\n }",
            "toolbar(.hidden, for: .tabBar)",
            "self.padding(0).toolbarVisibility(.hidden, for: .tabBar)",
        ]
        for body in hiding {
            let (loaded, _) = try load(["Dashboard.swift": source.replacingOccurrences(of: "BODY", with: body)], main: "Dashboard.swift")
            #expect(loaded.definition?.bars.isEmpty != false, "\(body): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("hides the tab bar") }, "\(loaded.diagnostics)")
        }
        let notHiding = [
            "if UIDevice.current.userInterfaceIdiom == .pad {\n self.toolbar(.hidden, for: .tabBar)\n } else {\n self\n }",
            "self.sheet(isPresented: .constant(false)) { Text(\"x\").toolbar(.hidden, for: .tabBar) }",
            "self.toolbar(.visible, for: .tabBar)",
        ]
        for body in notHiding {
            let (loaded, _) = try load(["Dashboard.swift": source.replacingOccurrences(of: "BODY", with: body)], main: "Dashboard.swift")
            #expect(loaded.definition?.bars.isEmpty == false, "\(body): \(loaded.diagnostics)")
        }
    }

    /// Cosmostation puts `UITabBarItem`s in Material Components' tab rows, `@IBOutlet weak var tabbar:
    /// MDCTabBarView!` with `tabbar.items.append(coinTabBar)`, over a chain's screen (DroidKaigi 2020's filter:
    /// `tabBar.items = [UITabBarItem(title: "DAY1", …), …]` on `MDCTabBar()`): tabs over content, as
    /// Android's TabLayout, not a tab bar, so no "6 tabs; an iPhone shows 4 and a More tab". Items given to a
    /// `UITabBar`, or to no row, stay a bar.
    @Test func itemsOfAMaterialTabRowAreNoTabBar() throws {
        let outlet = """
            import UIKit
            import MaterialComponents
            class ChainViewController: UIViewController {
                @IBOutlet weak var tabbar: ROW!
                func onSetTabbarView() {
                    let coinTabBar = UITabBarItem(title: "Crypto", image: nil, tag: 0)
                    let nftTabBar = UITabBarItem(title: "NFTs", image: nil, tag: 1)
                    let receiveTabBar = UITabBarItem(title: "Receive", image: nil, tag: 2)
                    let historyTabBar = UITabBarItem(title: "History", image: nil, tag: 3)
                    let ecosystemTabBar = UITabBarItem(title: "Ecosystem", image: nil, tag: 4)
                    let aboutTabBar = UITabBarItem(title: "About", image: nil, tag: 5)
                    tabbar.items.append(coinTabBar)
                    if showNFTs { tabbar.items.append(nftTabBar) }
                    tabbar.items.append(receiveTabBar)
                    self.tabbar.items.append(contentsOf: [historyTabBar, ecosystemTabBar])
                    tabbar.items += [aboutTabBar]
                    tabbar.setSelectedItem(coinTabBar, animated: false)
                }
            }
            """
        for row in ["MDCTabBarView", "MDCTabBar"] {
            let (loaded, _) = try load(["Chain.swift": outlet.replacingOccurrences(of: "ROW", with: row)], main: "Chain.swift")
            #expect(loaded.definition?.bars.isEmpty != false, "\(row): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.message.contains("Material tab row") }, "\(loaded.diagnostics)")
        }
        let inline = """
            import UIKit
            import MaterialComponents
            final class FilterViewController: UIViewController {
                private let tabBar = MDCTabBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.items = [
                        UITabBarItem(title: "DAY1", image: nil, tag: 0),
                        UITabBarItem(title: "DAY2", image: nil, tag: 1),
                    ]
                }
            }
            """
        let (loaded, _) = try load(["Filter.swift": inline], main: "Filter.swift")
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars))")
        // A system tab bar's items are a tab bar's.
        let system = try bar(["Chain.swift": outlet.replacingOccurrences(of: "ROW", with: "UITabBar")], main: "Chain.swift")
        #expect(system.items.count == 6)
        let plain = try bar(["Filter.swift": inline.replacingOccurrences(of: "MDCTabBar()", with: "UITabBar()")], main: "Filter.swift")
        #expect(plain.items.map(\.id) == ["DAY1", "DAY2"], "\(plain.items)")
    }

    /// Radix Wallet's `struct View: SwiftUI.View` must name SwiftUI's type with its module: `TabView { tabs }`
    /// with `var tabs: some SwiftUI.View { Group { walletTab; settingsTab } }` and each tab a `some
    /// SwiftUI.View` property with its `.tabItem`. Read as `some View`: two labelled tabs, not one tab
    /// without a label.
    @Test func viewPropertiesTypedWithTheSwiftUIModuleHoldTabs() throws {
        let main = try bar(["Main+View.swift": """
            import SwiftUI
            extension Main {
                struct View: SwiftUI.View {
                    var body: some SwiftUI.View {
                        TabView {
                            tabs
                        }
                    }
                    var tabs: some SwiftUI.View {
                        Group {
                            walletTab
                            settingsTab
                        }
                        .toolbarBackground(.visible, for: .tabBar)
                    }
                    var walletTab: some SwiftUI.View {
                        NavigationStack { Text("w") }
                            .tabItem { Label("Wallet", systemImage: "wallet.pass") }
                    }
                    var settingsTab: some SwiftUI.View {
                        NavigationStack { Text("s") }
                            .tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """], main: "Main+View.swift")
        #expect(main.items.map { $0.title?.key } == ["Wallet", "Settings"], "\(main.items)")
    }

    /// Sora makes its controllers with the Then library, `let navigationController =
    /// SoraNavigationController().then { $0.tabBarItem = createTabBarItem(…) }`, and retitles them in closures
    /// that capture `navigationController`: `$0` of `then` on an initializer's result is the name it is
    /// bound to, one tab each (it was 8 tabs and More for 5). A promise's `then` is not the object's.
    @Test func thenOnANewObjectHandsItToTheClosure() throws {
        let source = """
            import UIKit
            final class MainTabBarFactory {
                static func createWallet() -> UIViewController {
                    let navigationController = SoraNavigationController().then {
                        $0.navigationBar.isHidden = true
                        $0.tabBarItem = UITabBarItem(title: NSLocalizedString("wallet", comment: ""), image: nil, selectedImage: nil)
                    }
                    LocalizationManager.shared.addObserver(with: navigationController) { [weak navigationController] (_, _) in
                        navigationController?.tabBarItem.title = NSLocalizedString("wallet", comment: "")
                    }
                    return navigationController
                }
                static func createActivity() -> UIViewController {
                    let navigationController = SoraNavigationController().then {
                        $0.tabBarItem = UITabBarItem(title: NSLocalizedString("activity", comment: ""), image: nil, selectedImage: nil)
                    }
                    LocalizationManager.shared.addObserver(with: navigationController) { [weak navigationController] (_, _) in
                        navigationController?.tabBarItem.title = NSLocalizedString("activity", comment: "")
                    }
                    return navigationController
                }
            }
            """
        let factory = try bar(["Factory.swift": source], main: "Factory.swift")
        #expect(factory.items.map { $0.title?.key } == ["wallet", "activity"], "\(factory.items)")
        let promise = try bar(["Factory.swift": source.replacingOccurrences(of: "SoraNavigationController().then", with: "loadController().then")], main: "Factory.swift")
        #expect(promise.items.count == 4, "\(promise.items)")
    }

    /// A file is read for tab bars when a tab API is a whole name in it: Nova Wallet's `DAppBrowserViewController`
    /// names a web view `newTabView` (and holds `@MainActor(Bool) -> Void`, which swift-syntax cannot parse:
    /// a warning about a file without a tab bar); Yep's `YepUserDefaults.swift` (Swift 2) names a key
    /// `tabBarItemTextEnabledKey`.
    @Test func aTabAPIMustBeAWholeName() throws {
        for text in ["let newTabView: WKWebView", "var myTabItems = []", "let addTab(", "self.customTabBarItem = x",
                     "private let tabBarItemTextEnabledKey = \"tabBarItemTextEnabled\"", "let style = TabViewStyleConfiguration()", "tabBar.itemsCount"] {
            #expect(!SwiftTabReader.mentionsTabAPI(Array(text.utf8)), "\(text)")
        }
        for text in ["TabView {", "x.tabItem { }", "UITab(title: t, image: nil, identifier: \"a\")", "nav?.tabBarItem.title = t",
                     "SwiftUI.TabView {", "Tab(\"Home\", systemImage: \"house\")", "tabBar.items?[0].title = t", "let tabs = TabView", "vc.tabBarItem"] {
            #expect(SwiftTabReader.mentionsTabAPI(Array(text.utf8)), "\(text)")
        }
        let (loaded, _) = try load(["DAppBrowserViewController.swift": """
            import WebKit
            final class DAppBrowserViewController {
                func show() { let newTabView: WKWebView = WKWebView() }
                func webView(_: WKWebView, completionHandler: @escaping @MainActor(Bool) -> Void) {}
            }
            """], main: "DAppBrowserViewController.swift")
        #expect(!loaded.diagnostics.contains { $0.message.contains("swift-syntax") }, "\(loaded.diagnostics)")
    }

    /// Tab bar controllers that make their tabs bind the bar's list before titling them (`guard let items =
    /// tabBar.items else { return }`, then `items[0].title = "Main"`; Alama360's `MainTabBarController` does the
    /// same to its storyboard's tabs): those are the bar's tabs, as `tabBar.items?[0]` is. A list bound to
    /// anything else (a menu's items, an array of the file's) names no tab.
    @Test func aNameBoundToTheBarsItemsTitlesItsTabs() throws {
        let bar = try bar(["App/MainTabBarController.swift": """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([HomeScreenController(), StatisticsViewController()], animated: true)
                    guard let items = tabBar.items else { return }
                    items[0].title = "Main"
                    items[0].image = UIImage(named: "mainTabBar")
                    items[1].title = "Statistics"
                }
                func badge() {
                    if let items = self.tabBar.items { items[1].badgeValue = "3" }
                    let menu = MenuBar()
                    let items = menu.items
                    items[0].title = "Menu"
                }
            }
            """], main: "App/MainTabBarController.swift")
        #expect(bar.items.map { $0.title?.source } == [.literal("Main"), .literal("Statistics")], "\(bar.items.map(\.title))")
        #expect(bar.items[1].badge?.source == .literal("3"))
    }

    /// ACTravelGuide's `TabBarViewController: UITabBarController` sets `self.tabBarController?.tabBar.items?[0].title`,
    /// `self.title = "Test"` and `self.tabBarItem.title = "Test"`: in a tab bar controller's own class, `self` is
    /// the controller, not one of its tabs, and its `tabBarController` (an enclosing tab bar controller's) is
    /// nil for the app's bar. Those made a bar of "Museum" (missing in Chinese) and "Test" (a literal). The same
    /// statements in a child view controller title its tab.
    @Test func aTabBarControllersOwnTitleAndItemAreNoTabs() throws {
        let statements = """
                    self.tabBarController?.tabBar.items?[0].title = "Museum".localized()
                    self.title = "Test"
                    self.tabBarItem.title = "Test"
            """
        let (loaded, _) = try load(["App/TabBarViewController.swift": """
            import UIKit
            class TabBarViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(statements)
                    tabBar.items?[1].accessibilityLabel = "More"
                }
            }
            """], main: "App/TabBarViewController.swift")
        let bars = loaded.definition?.bars ?? []
        #expect(bars.flatMap(\.items).count == 1 && bars.first?.items.first?.accessibility.label?.source == .literal("More"),
                "only the bar's own second tab: \(bars.flatMap(\.items).map(\.id))")
        let child = try bar(["App/MuseumViewController.swift": """
            import UIKit
            class MuseumViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(statements)
                }
            }
            """], main: "App/MuseumViewController.swift")
        #expect(child.items.count == 2 && child.items.last?.title?.source == .literal("Test"), "\(child.items.map(\.title))")
    }

    /// TrainingApp's tab bar controller makes each tab a navigation controller around a list controller,
    /// titles the list controller and gives the navigation controller's item an image only:
    /// `let navigation = UINavigationController(rootViewController: list)`, `list.title = …`,
    /// `navigation.tabBarItem.image = …`. A navigation controller's default item is its root's, which shows
    /// the root's title, so the tabs are titled; no bar was found. An item the code makes for the navigation
    /// controller keeps its own title, and a `title` of a controller no navigation controller roots titles no tab.
    @Test func aNavigationControllersTabShowsItsRootControllersTitle() throws {
        let bar = try bar(["App/TabBarController.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bookList = BookListViewController()
                    let navigation = UINavigationController(rootViewController: bookList)
                    bookList.title = NSLocalizedString("bookListTitle", comment: "")
                    navigation.tabBarItem.image = UIImage(named: "book_icon")
                    let settings = SettingsViewController()
                    settings.title = NSLocalizedString("settingsTitle", comment: "")
                    let settingsNavigation = BaseNavigationController(rootViewController: settings)
                    settingsNavigation.tabBarItem.image = UIImage(named: "user_icon")
                    let search = SearchViewController()
                    let searchNavigation = UINavigationController(rootViewController: search)
                    searchNavigation.tabBarItem = UITabBarItem(title: NSLocalizedString("searchTab", comment: ""), image: nil, tag: 2)
                    search.title = NSLocalizedString("searchScreenTitle", comment: "")
                    let about = AboutViewController()
                    about.title = "About"
                    viewControllers = [navigation, settingsNavigation, searchNavigation]
                }
            }
            """], main: "App/TabBarController.swift")
        #expect(bar.items.map { $0.title?.source } == [.key("bookListTitle"), .key("settingsTitle"), .key("searchTab")], "\(bar.items.map(\.title))")
    }

    /// swift-tab-bar, MyTracks and Run build each tab with a function of their tab bar controller that makes
    /// a navigation controller around the root they are given, titles its item with a parameter and returns
    /// it (`createNavController(for:title:image:)` with `navController.tabBarItem.title = title`,
    /// `templateNavigationController(image:title:rootViewController:)`, `createNavController(vc:itemName:itemImage:)`
    /// with `navController.tabBarItem = UITabBarItem(title: itemName, …)`). Each call is one tab, titled by its
    /// argument; BarAudit read one tab titled "title", computed at run time. The bar's order is the list's.
    /// The function is declared in an extension of `UITabBarController` in another file (OnlineCarShop's
    /// `UITabBarController+Ex.swift`, titling the navigation controller itself: `navController.title = title`), and
    /// the tab bar controller's file, which names no tab API, calls it once per tab (round 18).
    @Test func aViewControllerFunctionOfAnotherFileMakesOneTabPerCall() throws {
        let files = [
            "Shop/Extensions/UITabBarController+Ex.swift": """
                import UIKit
                extension UITabBarController {
                    func createNavController(vc: UIViewController, title: String, selected: UIImage, unselected: UIImage) -> UINavigationController {
                        let navController = UINavigationController(rootViewController: vc)
                        navController.title = title
                        navController.tabBarItem.image = unselected
                        navController.tabBarItem.selectedImage = selected
                        return navController
                    }
                }
                """,
            "Shop/Navigation/TabBarViewController.swift": """
                import UIKit
                class TabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let homeVC = createNavController(vc: HomeViewController(), title: "Home", selected: UIImage(systemName: "house.fill")!, unselected: UIImage(systemName: "house")!)
                        let cartVC = createNavController(vc: CartViewController(), title: NSLocalizedString("cart", comment: ""), selected: UIImage(systemName: "cart.fill")!, unselected: UIImage(systemName: "cart")!)
                        viewControllers = [cartVC, homeVC]
                    }
                }
                """,
        ]
        let called = try bar(files, main: "Shop/Navigation/TabBarViewController.swift")
        #expect(called.items.map { $0.title?.source } == [.key("cart"), .literal("Home")], "\(called.items.map(\.title))")
        // The function's own file makes no tab of its own: its calls' file has them.
        let (function, _) = try load(files, main: "Shop/Extensions/UITabBarController+Ex.swift")
        #expect(function.definition?.bars.isEmpty ?? true)
        #expect(function.diagnostics.contains { $0.message.contains("'createNavController'") && $0.message.contains("TabBarViewController.swift calls it") }, "\(function.diagnostics)")
        // A file that declares a function of that name calls its own.
        var shadowed = files
        shadowed["Shop/Navigation/TabBarViewController.swift"] = """
            import UIKit
            class TabBarViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let homeVC = createNavController(vc: HomeViewController(), title: "Home", selected: UIImage(systemName: "house.fill")!, unselected: UIImage(systemName: "house")!)
                    viewControllers = [homeVC]
                }
                func createNavController(vc: UIViewController, title: String, selected: UIImage, unselected: UIImage) -> UINavigationController {
                    let navController = UINavigationController(rootViewController: vc)
                    navController.tabBarItem = UITabBarItem(title: "Start", image: unselected, selectedImage: selected)
                    return navController
                }
            }
            """
        let own = try bar(shadowed, main: "Shop/Navigation/TabBarViewController.swift")
        #expect(own.items.map { $0.title?.source } == [.literal("Start")], "\(own.items.map(\.title))")
        // A function whose parameter titles only the root's navigation bar (movieApp's `vc.navigationItem.title =
        // title`) makes no tab per call; its own file's item, given only an image, changes a tab made elsewhere.
        let untitled = [
            "Movies/Utilities/CreateTabBarExt.swift": """
                import UIKit
                extension UITabBarController {
                    func createNavController(vc: UIViewController, title: String, selectedImage: UIImage, unselectedImage: UIImage) -> UIViewController {
                        let navController = UINavigationController(rootViewController: vc)
                        vc.navigationItem.title = title
                        navController.tabBarItem.image = unselectedImage
                        return navController
                    }
                }
                """,
            "Movies/MainTabBarController.swift": """
                import UIKit
                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [createNavController(vc: MoviesViewController(), title: "Movies", selectedImage: UIImage(named: "movies")!, unselectedImage: UIImage(named: "movies")!)]
                    }
                }
                """,
        ]
        let (caller, _) = try load(untitled, main: "Movies/MainTabBarController.swift")
        #expect(caller.definition?.bars.isEmpty ?? true)
        let (body, _) = try load(untitled, main: "Movies/Utilities/CreateTabBarExt.swift")
        #expect(body.definition?.bars.isEmpty ?? true)
    }

    @Test func aViewControllerFunctionMakesOneTabPerCall() throws {
        let listed = try bar(["App/MainTabBarController.swift": """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        createNavController(for: HomeViewController(), title: NSLocalizedString("Home", comment: ""), image: UIImage(systemName: "house")),
                        createNavController(for: SearchViewController(), title: "Search", image: UIImage(systemName: "magnifyingglass")),
                        createNavController(for: ProfileViewController(), title: String(localized: "tab.profile"), image: nil),
                    ]
                }
                private func createNavController(for rootViewController: UIViewController, title: String, image: UIImage?) -> UIViewController {
                    let navController = UINavigationController(rootViewController: rootViewController)
                    navController.tabBarItem.title = title
                    navController.tabBarItem.image = image
                    rootViewController.navigationItem.title = title
                    return navController
                }
            }
            """], main: "App/MainTabBarController.swift")
        #expect(listed.items.map { $0.title?.key } == ["Home", nil, "tab.profile"], "\(listed.items.map(\.title))")
        #expect(listed.items[1].title?.source == .literal("Search"))
        // Bound to names first, the tabs stand where `viewControllers` lists those names; an item the
        // function makes (`UITabBarItem(title: itemName, …)`, held in a constant first) is titled the same way.
        let bound = try bar(["App/TabBarViewController.swift": """
            import UIKit
            class TabBarViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tasks = makeTab(vc: TasksViewController(), itemName: NSLocalizedString("tasks", comment: ""), itemImage: "list.bullet")
                    let stats = makeTab(vc: StatsViewController(), itemName: NSLocalizedString("stats", comment: ""), itemImage: "chart.bar")
                    viewControllers = [stats, tasks]
                }
                func makeTab(vc: UIViewController, itemName: String, itemImage: String) -> UINavigationController {
                    let item = UITabBarItem(title: itemName, image: UIImage(systemName: itemImage), tag: 0)
                    let navController = UINavigationController(rootViewController: vc)
                    navController.tabBarItem = item
                    return navController
                }
            }
            """], main: "App/TabBarViewController.swift")
        #expect(bound.items.map { $0.title?.key } == ["stats", "tasks"], "\(bound.items.map(\.title))")
        // A controller given its item and wrapped on return (`return UINavigationController(rootViewController: view)`).
        let wrapped = try bar(["App/Tabs.swift": """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([tab(title: NSLocalizedString("feed", comment: ""), view: FeedViewController()),
                                        tab(title: NSLocalizedString("inbox", comment: ""), view: InboxViewController())], animated: false)
                }
                private func tab(title: String?, view: UIViewController) -> UIViewController {
                    view.tabBarItem.title = title
                    view.tabBarItem.accessibilityLabel = title
                    return UINavigationController(rootViewController: view)
                }
            }
            """], main: "App/Tabs.swift")
        #expect(wrapped.items.map { $0.title?.key } == ["feed", "inbox"], "\(wrapped.items.map(\.title))")
        #expect(wrapped.items.map { $0.accessibility.label?.key } == ["feed", "inbox"])
        // A function returning from two branches, each describing the item: still one tab per call.
        let branches = try bar(["App/BranchTabs.swift": """
            import UIKit
            final class BranchTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [makeTab(FeedViewController(), title: "Feed", wrapped: true), makeTab(MapViewController(), title: "Map", wrapped: false)]
                }
                private func makeTab(_ vc: UIViewController, title: String, wrapped: Bool) -> UIViewController {
                    if wrapped {
                        let nav = UINavigationController(rootViewController: vc)
                        nav.tabBarItem.title = title
                        return nav
                    }
                    vc.tabBarItem.title = title
                    return vc
                }
            }
            """], main: "App/BranchTabs.swift")
        #expect(branches.items.map { $0.title?.source } == [.literal("Feed"), .literal("Map")], "\(branches.items.map(\.title))")
    }

    /// A parameter the function gives only the root's navigation bar (the untitled-kingdom recruitment task's
    /// `rootViewController.navigationItem.title = tabTitle`) titles no tab: the tab shows `title:`. A call
    /// whose argument is computed at run time stays a note, and a function called from nowhere in the file
    /// keeps the one tab it describes, its title a parameter (a note), as before.
    @Test func aViewControllerFunctionsTabsAreTitledOnlyByTheirTitleArgument() throws {
        let (loaded, _) = try load(["App/TabBarController.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        createNavController(for: ListViewController(), title: NSLocalizedString("Item", comment: ""), tabTitle: NSLocalizedString("List", comment: "")),
                        createNavController(for: DetailsViewController(), title: viewModel.detailsTitle, tabTitle: "Details"),
                    ]
                }
                fileprivate func createNavController(for rootViewController: UIViewController, title: String, tabTitle: String) -> UIViewController {
                    let navController = UINavigationController(rootViewController: rootViewController)
                    navController.tabBarItem.title = title
                    rootViewController.navigationItem.title = tabTitle
                    return navController
                }
            }
            """], main: "App/TabBarController.swift")
        let listed = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(listed.items.count == 2, "\(listed.items.map(\.title))")
        #expect(listed.items.first?.title?.key == "Item")
        #expect(listed.items.last?.setAtRunTime["title"] == "viewModel.detailsTitle", "\(listed.items.last.map(\.setAtRunTime) ?? [:])")
        let factory = """
            import UIKit
            extension UITabBarController {
                func wrap(_ root: UIViewController, title: String) -> UINavigationController {
                    let nav = UINavigationController(rootViewController: root)
                    nav.tabBarItem.title = title
                    return nav
                }
            }
            """
        // Called by no code of the project (round 31): no bar.
        let (uncalled, _) = try load(["App/Factory.swift": factory], main: "App/Factory.swift")
        #expect(uncalled.definition?.bars.isEmpty ?? true)
        #expect(uncalled.diagnostics.map(\.message) == ["the tab item here is made by 'wrap' for each of its calls, and no Swift or Objective-C code of the project calls it: it is in no tab bar, and is not audited"])
        // Called from a file that builds no bar: its one tab, titled at run time.
        let unused = try bar(["App/Factory.swift": factory, "App/Home.swift": "import UIKit\nfunc home(_ tabs: UITabBarController) { _ = tabs.wrap(UIViewController(), title: name) }\n"], main: "App/Factory.swift")
        #expect(unused.items.count == 1)
        #expect(unused.items.first?.setAtRunTime["title"] == "title", "\(unused.items.first.map(\.setAtRunTime) ?? [:])")
        // Called once per element of a run-time list: how many tabs there are is not known.
        let mapped = try bar(["App/PagesController.swift": """
            import UIKit
            final class PagesController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = pages.map { wrap($0.controller, title: $0.title) }
                }
                private func wrap(_ root: UIViewController, title: String) -> UIViewController {
                    let nav = UINavigationController(rootViewController: root)
                    nav.tabBarItem.title = title
                    return nav
                }
            }
            """], main: "App/PagesController.swift")
        #expect(mapped.items.count == 1)
        // One call in the tab bar controller's list is its whole bar, a bar of one tab (the count is reported),
        // not one tab of a bar built elsewhere.
        let single = try bar(["App/SingleTabController.swift": """
            import UIKit
            final class SingleTabController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [wrap(ListViewController(), title: NSLocalizedString("list", comment: ""))]
                }
                private func wrap(_ root: UIViewController, title: String) -> UIViewController {
                    let nav = UINavigationController(rootViewController: root)
                    nav.tabBarItem.title = title
                    return nav
                }
            }
            """], main: "App/SingleTabController.swift")
        #expect(single.items.map { $0.title?.key } == ["list"])
        #expect(!single.suppressions.contains { $0.ruleID == "layout-item-count" }, "\(single.suppressions)")
        #expect(mapped.suppressions.contains { $0.ruleID == "layout-item-count" && ($0.reason ?? "").contains("run time") }, "\(mapped.suppressions)")
    }

    /// Nova Wallet makes each tab's item in a function (`viewController.tabBarItem = createTabBarItem(title:
    /// currentTitle, …)`) and retitles it when the language changes, in a closure that captures the
    /// controller: `localizationManager.addObserver(with: viewController) { [weak viewController] _, _ in
    /// viewController?.tabBarItem.title = … }`. The captured name is the function's controller: one tab
    /// each, five in all, not ten. A name the closure declares itself stays its own.
    @Test func aClosureCapturingAControllerRetitlesItsTab() throws {
        let source = """
            import UIKit
            final class MainTabBarFactory {
                static func createView() -> UITabBarController {
                    let view = UITabBarController()
                    view.viewControllers = [createWallet(), createSettings()]
                    return view
                }
                static func createWallet() -> UIViewController {
                    let viewController = UIViewController()
                    viewController.tabBarItem = UITabBarItem(title: NSLocalizedString("tabbar.wallet", comment: ""), image: nil, selectedImage: nil)
                    LocalizationManager.shared.addObserver(with: viewController) { [weak viewController] _, _ in
                        viewController?.tabBarItem.title = NSLocalizedString("tabbar.wallet", comment: "")
                    }
                    return viewController
                }
                static func createSettings() -> UIViewController {
                    let navigationController = UINavigationController()
                    navigationController.tabBarItem = UITabBarItem(title: NSLocalizedString("tabbar.settings", comment: ""), image: nil, selectedImage: nil)
                    LocalizationManager.shared.addObserver(with: navigationController) { [weak navigationController] _, _ in
                        navigationController?.tabBarItem.title = NSLocalizedString("tabbar.settings", comment: "")
                    }
                    return navigationController
                }
            }
            """
        let factory = try bar(["Factory.swift": source], main: "Factory.swift")
        #expect(factory.items.map { $0.title?.key } == ["tabbar.wallet", "tabbar.settings"], "\(factory.items)")
        // A closure's own controller (declared in it, or a capture given a value) is another object.
        let own = try bar(["Factory.swift": source
            .replacingOccurrences(of: "[weak viewController] _, _ in", with: "_, _ in\n            let viewController = UIViewController()")
            .replacingOccurrences(of: "[weak navigationController] _, _ in", with: "[navigationController = UINavigationController()] _, _ in")],
            main: "Factory.swift")
        #expect(own.items.count == 4, "\(own.items)")
        // Nova's items come from a function below the closures that retitle them: still one tab each.
        let made = try bar(["Factory.swift": source
            .replacingOccurrences(of: "UITabBarItem(title: NSLocalizedString(\"tabbar.wallet\", comment: \"\"), image: nil, selectedImage: nil)",
                                  with: "createTabBarItem(title: NSLocalizedString(\"tabbar.wallet\", comment: \"\"))")
            .replacingOccurrences(of: "UITabBarItem(title: NSLocalizedString(\"tabbar.settings\", comment: \"\"), image: nil, selectedImage: nil)",
                                  with: "createTabBarItem(title: NSLocalizedString(\"tabbar.settings\", comment: \"\"))")
            .replacingOccurrences(of: "\n}", with: "\n    static func createTabBarItem(title: String) -> UITabBarItem { UITabBarItem(title: title, image: nil, selectedImage: nil) }\n}")],
            main: "Factory.swift")
        #expect(made.items.map { $0.title?.key } == ["tabbar.wallet", "tabbar.settings"], "\(made.items)")
    }

    /// Play SRG's "TV Application" folder builds the tvOS app's tab bar (at the top of the screen, each
    /// tab as wide as its title): no iPhone tab widths, More or compact layout apply.
    @Test func tvOSTargetsAreNotIOSTabBars() throws {
        let source = """
            import UIKit
            final class SceneDelegate: UIResponder {
                func rootViewController() -> UIViewController {
                    let guide = UIViewController()
                    guide.tabBarItem = UITabBarItem(title: NSLocalizedString("TV guide", comment: ""), image: nil, tag: 1)
                    let search = UIViewController()
                    search.tabBarItem = UITabBarItem(title: NSLocalizedString("Search", comment: ""), image: nil, tag: 2)
                    let controller = UITabBarController()
                    controller.viewControllers = [guide, search]
                    return controller
                }
            }
            """
        for path in ["TV Application/Sources/SceneDelegate.swift", "Player tvOS/SceneDelegate.swift", "Apps/tvOS/SceneDelegate.swift", "Player-tvOS/SceneDelegate.swift"] {
            let (loaded, _) = try load([path: source], main: path)
            #expect(loaded.definition?.bars.isEmpty == true, "\(path): \(String(describing: loaded.definition?.bars))")
        }
        // The same code in an iOS target's folder is a bar; a folder merely about television is iOS code.
        for path in ["Application/Sources/SceneDelegate.swift", "Sources/TV/SceneDelegate.swift"] {
            #expect(try bar([path: source], main: path).items.count == 2)
        }
    }

    /// Rocket.Chat's emoji picker (`categories.map { UITabBarItem(title: nil, image: …) }`) and Play SRG's
    /// channel tabs (`radioChannels.enumerated().map { … UITabBarItem(title: channel.name, …) }`) make one
    /// item per element of a list known only at run time: not "a bar of one tab".
    @Test func uiKitItemsMadePerElementOfARunTimeList() throws {
        let picker = try bar(["EmojiPicker.swift": """
            import UIKit
            final class EmojiPicker: UIView {
                @IBOutlet weak var categoriesView: UITabBar!
                private func setupCategoriesView() {
                    let items = currentCategories.map { category -> UITabBarItem in
                        let image = UIImage(named: category.name)
                        return UITabBarItem(title: nil, image: image, selectedImage: image)
                    }
                    categoriesView.setItems(items, animated: false)
                }
            }
            """], main: "EmojiPicker.swift")
        #expect(picker.items.count == 1)
        #expect(picker.suppressions.map(\.ruleID) == ["layout-item-count"])
        let channels = try bar(["Channels.swift": """
            import UIKit
            final class ChannelsViewController: UIViewController {
                init(channels: [Channel]) {
                    var controllers = [UIViewController]()
                    for (index, channel) in channels.enumerated() {
                        let page = PageViewController()
                        page.tabBarItem = UITabBarItem(title: channel.name, image: nil, tag: index)
                        controllers.append(page)
                    }
                    items = channels.enumerated().map({ index, channel in UITabBarItem(title: channel.name, image: nil, tag: index) })
                }
            }
            """], main: "Channels.swift")
        #expect(channels.items.count == 2)
        // Two tabs: the count rules would not fire, so nothing is suppressed (an unused suppression is reported).
        #expect(channels.suppressions.isEmpty)
        // Items of a literal list, or written one by one, are counted.
        let literal = try bar(["Fixed.swift": """
            import UIKit
            final class Fixed: UIView {
                func setUp() {
                    bar.items = ["A", "B"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
                    let single = UITabBarItem(title: "Only", image: nil, tag: 1)
                }
            }
            """], main: "Fixed.swift")
        #expect(literal.suppressions.isEmpty)
        let (loaded, _) = try load(["EmojiPicker.swift": """
            import UIKit
            final class EmojiPicker: UIView {
                private func setUp() { bar.setItems(categories.map { UITabBarItem(title: nil, image: UIImage(named: $0.name), selectedImage: nil) }, animated: false) }
            }
            """], main: "EmojiPicker.swift")
        let checks = try RuleEngine().audit(try #require(loaded.definition)).checks
        let findings = checks.flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == "layout-item-count" })
        #expect(findings.contains { $0.ruleID == "voiceover-label-missing" }, "every category tab still lacks a label")
    }

    /// AlphaWallet's `enum Tabs { var tabBarItem: UITabBarItem { switch self { case .tokens: return UITabBarItem(…) … } } }`
    /// gives the item of whichever value a tab has: six cases are not a bar of six tabs (its coordinator
    /// puts four on the bar), so neither "more than five" nor "behind More".
    @Test func uiKitItemsOfTheCasesOfASwitchAreAlternatives() throws {
        let (loaded, _) = try load(["ActiveWalletViewModel.swift": """
            import UIKit
            struct ActiveWalletViewModel {
                enum Tabs {
                    case tokens, settings, transactions, activities, browser, swap
                    var tabBarItem: UITabBarItem {
                        switch self {
                        case .tokens: return UITabBarItem(title: NSLocalizedString("tokens", comment: ""), image: UIImage(named: "tab_wallet"), selectedImage: nil)
                        case .settings: return UITabBarItem(title: NSLocalizedString("settings", comment: ""), image: UIImage(named: "tab_settings"), selectedImage: nil)
                        case .transactions: return UITabBarItem(title: NSLocalizedString("transactions", comment: ""), image: nil, selectedImage: nil)
                        case .activities: return UITabBarItem(title: NSLocalizedString("activities", comment: ""), image: nil, selectedImage: nil)
                        case .browser: return UITabBarItem(title: NSLocalizedString("browser", comment: ""), image: nil, selectedImage: nil)
                        case .swap:
                            let item = UITabBarItem(title: nil, image: nil, selectedImage: nil)
                            item.isEnabled = false
                            return item
                        }
                    }
                }
            }
            """], main: "ActiveWalletViewModel.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(file.bars.first?.items.count == 6)
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(!findings.contains { ["layout-item-count", "layout-more-overflow", "suppression-unused"].contains($0.ruleID) }, "\(findings.map(\.message))")
    }

    /// Threema's tab enum builds the item of whichever value it is, `var tabBarItem: UITabBarItem
    /// { UITabBarItem(title: title, image: image, tag: rawValue) }`: one item per value, not a bar of one
    /// tab. A static member of an enum, or a class's property, still makes one item.
    @Test func aUIKitItemMadeByAnEnumsInstanceMemberIsOnePerValue() throws {
        let (loaded, _) = try load(["ThreemaTabBarController.swift": """
            import UIKit
            public enum ThreemaTab: Int, CaseIterable {
                case contacts, conversations, profile, settings
                var title: String {
                    switch self {
                    case .contacts: NSLocalizedString("contacts", comment: "")
                    case .conversations: NSLocalizedString("chats_title", comment: "")
                    case .profile: NSLocalizedString("myIdentity", comment: "")
                    case .settings: NSLocalizedString("settings", comment: "")
                    }
                }
                public var tabBarItem: UITabBarItem {
                    UITabBarItem(title: title, image: UIImage(systemName: "gear"), tag: rawValue)
                }
            }
            """], main: "ThreemaTabBarController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(file.bars.first?.items.count == 1)
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(!findings.contains { ["layout-item-count", "suppression-unused"].contains($0.ruleID) }, "\(findings.map(\.message))")

        let (single, _) = try load(["Tabs.swift": """
            import UIKit
            enum Tabs {
                static var chats: UITabBarItem { UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 0) }
            }
            """], main: "Tabs.swift")
        let singleFile = try #require(single.definition, "\(single.diagnostics)")
        let singleFindings = try RuleEngine().audit(singleFile).checks.flatMap(\.findings)
        #expect(singleFindings.contains { $0.ruleID == "layout-item-count" }, "a static member makes one item: \(singleFindings.map(\.ruleID))")
    }

    /// Mammoth's `setupViews()` holds each title in a constant of the function,
    /// `let home = NSLocalizedString("navigator.home", comment: …)`, then `UITabBarItem(title: home, …)`:
    /// the constant's key, not a title computed at run time. A `var`, or a name of another function, stays
    /// computed at run time.
    @Test func aUIKitTitleHeldInALocalConstant() throws {
        let bar = try bar(["TabBarViewController.swift": """
            import UIKit
            final class TabBarViewController: UITabBarController {
                func setupViews() {
                    let home = NSLocalizedString("navigator.home", comment: "Bottom navigator title.")
                    let vc1 = UINavigationController(rootViewController: HomeViewController())
                    vc1.tabBarItem = UITabBarItem(title: home, image: nil, selectedImage: nil)
                    let discover = NSLocalizedString("navigator.discover", comment: "")
                    let vc2 = UINavigationController(rootViewController: SearchViewController())
                    vc2.tabBarItem = UITabBarItem(title: nil, image: nil, selectedImage: nil)
                    vc2.tabBarItem.title = discover
                    var profile = NSLocalizedString("navigator.profile", comment: "")
                    let vc3 = UINavigationController(rootViewController: ProfileViewController())
                    vc3.tabBarItem = UITabBarItem(title: profile, image: nil, selectedImage: nil)
                    vc3.tabBarItem.accessibilityLabel = other
                }
                func more() { let other = NSLocalizedString("navigator.other", comment: "") }
            }
            """], main: "TabBarViewController.swift")
        #expect(bar.items.map { $0.title?.key } == ["navigator.home", "navigator.discover", nil])
        #expect(bar.items[2].setAtRunTime["title"] == "profile" && bar.items[2].setAtRunTime["label"] == "other")
    }

    /// Nostur's `PreviewApp`, a TabView framing previewed posts, is named only in other files' `#Preview`
    /// bodies: Xcode shows it, users never do, so it is no bar (a note says so). The same view named by
    /// the app's code, or named only by its own file's preview (a fixture trimmed of the app's other files),
    /// is a bar.
    @Test func aTabViewOfAViewUsedOnlyInPreviewsIsNotABar() throws {
        let helper = """
            import SwiftUI
            struct PreviewApp<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    TabView {
                        Tab(value: "Main") { content } label: { Label("Home", systemImage: "house") }
                        Tab(value: "Search") { EmptyView() } label: { Label("Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            """
        let preview = """
            import SwiftUI
            struct PostView: View { var body: some View { Text("Post") } }
            #Preview { PreviewApp { PostView() } }
            struct PostView_Previews: PreviewProvider { static var previews: some View { PreviewApp { PostView() } } }
            """
        let (loaded, _) = try load(["Utils/PreviewHelper.swift": helper, "Post/PostView.swift": preview], main: "Utils/PreviewHelper.swift")
        #expect(loaded.definition?.bars.isEmpty ?? true)
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("'PreviewApp'") && $0.message.contains("only in previews") }, "\(loaded.diagnostics)")

        let used = preview + "\nstruct Root: View { var body: some View { PreviewApp { PostView() } } }\n"
        let (app, _) = try load(["Utils/PreviewHelper.swift": helper, "Post/PostView.swift": used], main: "Utils/PreviewHelper.swift")
        #expect(app.definition?.bars.count == 1, "named by the app's code")
        let (own, _) = try load(["Utils/PreviewHelper.swift": helper + "\n#Preview { PreviewApp { Text(\"x\") } }\n"], main: "Utils/PreviewHelper.swift")
        #expect(own.definition?.bars.count == 1, "named only by its own file's preview")
    }

    /// Feditext's `extension NavigationViewModel.Tab` (an enum of the app's view-model package) builds the
    /// item of whichever value it is: its `title` switches over `self`'s cases, so the extension's instance
    /// `var tabBarItem: UITabBarItem { UITabBarItem(title: title, …) }` is one item per value, not a bar of
    /// one tab. An extension of a type whose members do not switch over its cases still makes one item.
    @Test func aUIKitItemMadeByAnExtensionOfAnEnumIsOnePerValue() throws {
        let (loaded, _) = try load(["NavigationViewModel+Extensions.swift": """
            import UIKit
            import ViewModels
            extension NavigationViewModel.Tab {
                var title: String {
                    switch self {
                    case .timelines: return NSLocalizedString("main-navigation.timelines", comment: "")
                    case .explore: return NSLocalizedString("main-navigation.explore", comment: "")
                    }
                }
                var tabBarItem: UITabBarItem {
                    UITabBarItem(title: title, image: UIImage(systemName: "newspaper"), selectedImage: nil)
                }
            }
            """], main: "NavigationViewModel+Extensions.swift")
        let findings = try loaded.definition.map { try RuleEngine().audit($0).checks.flatMap(\.findings) } ?? []
        #expect(!findings.contains { ["layout-item-count", "suppression-unused"].contains($0.ruleID) }, "\(findings.map(\.message))")

        let (single, _) = try load(["Tabs.swift": """
            import UIKit
            extension SettingsViewController {
                var chats: UITabBarItem { UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 0) }
            }
            """], main: "Tabs.swift")
        let singleFile = try #require(single.definition, "\(single.diagnostics)")
        let singleFindings = try RuleEngine().audit(singleFile).checks.flatMap(\.findings)
        #expect(singleFindings.contains { $0.ruleID == "layout-item-count" }, "not an enum's member: \(singleFindings.map(\.ruleID))")
    }

    /// Stepik builds its tabs from a list of `TabBarItemInfo` values, each making its item
    /// (`func makeTabBarItem() -> UITabBarItem { let item = UITabBarItem(title: self.title, …); return item }`,
    /// called in `items.map { … }`): one item per value, not a bar of one tab.
    @Test func aUIKitItemMadeFromAStructsOwnValuesIsOnePerValue() throws {
        let (loaded, _) = try load(["StyledTabBarViewController.swift": """
            import UIKit
            final class StyledTabBarViewController: UITabBarController {
                private lazy var items: [TabBarItemInfo] = Modules.tabs.compactMap { TabController(rawValue: $0)?.itemInfo }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.setViewControllers(self.items.map { info -> UIViewController in
                        let viewController = info.controller
                        viewController.tabBarItem = info.makeTabBarItem()
                        return viewController
                    }, animated: false)
                }
            }
            private struct TabBarItemInfo {
                var title: String
                var controller: UIViewController
                var image: UIImage?
                func makeTabBarItem() -> UITabBarItem {
                    let item = UITabBarItem(title: self.title, image: self.image, selectedImage: nil)
                    item.accessibilityIdentifier = "tab"
                    return item
                }
            }
            """], main: "StyledTabBarViewController.swift")
        let findings = try loaded.definition.map { try RuleEngine().audit($0).checks.flatMap(\.findings) } ?? []
        #expect(!findings.contains { ["layout-item-count", "suppression-unused"].contains($0.ruleID) }, "\(findings.map(\.message))")

        // A literal title names one tab, whatever type makes it.
        let (single, _) = try load(["Tabs.swift": """
            import UIKit
            struct ChatsTab {
                var title: String
                func item() -> UITabBarItem { UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 0) }
            }
            """], main: "Tabs.swift")
        let singleFindings = try RuleEngine().audit(try #require(single.definition, "\(single.diagnostics)")).checks.flatMap(\.findings)
        #expect(singleFindings.contains { $0.ruleID == "layout-item-count" }, "\(singleFindings.map(\.ruleID))")
    }

    /// Kimis gives each tab an item written as an implicit member, `navigator.tabBarItem = .init(title: "",
    /// image: icon, tag: …)`, whose type is the property's: `UITabBarItem`. Its title is empty and it has no
    /// label, so VoiceOver says only "Tab, 1 of 5" (recall; it was not read at all).
    @Test func anImplicitInitAssignedToATabBarItemIsAUITabBarItem() throws {
        let (loaded, _) = try load(["TabBarController.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [Self.createTabPage(withImage: UIImage.fluent(.home_filled), withController: TimelineController())]
                }
                private static func createTabPage(withImage icon: UIImage, withController controller: UIViewController) -> UIViewController {
                    let navigator = UINavigationController()
                    navigator.viewControllers = [controller]
                    navigator.tabBarItem = .init(
                        title: "",
                        image: icon,
                        tag: (controller.title ?? UUID().uuidString).hashValue
                    )
                    return navigator
                }
            }
            final class SettingsController: UIViewController {
                let other = UITabBarItem.init(title: "Settings", image: nil, tag: 1)
                let notAnItem = CGSize.init(width: 1, height: 1)
            }
            """], main: "TabBarController.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let items = file.bars.flatMap(\.items)
        #expect(items.count == 2, "\(items)")
        let findings = try RuleEngine().audit(file).checks.flatMap(\.findings)
        #expect(findings.contains { $0.ruleID == "voiceover-label-missing" && $0.severity == .error && $0.location.line == 10 }, "\(findings.map(\.message))")
    }

    /// Infomaniak's apps label their tabs with views of their own: `.tabItem { AuthenticatorLabel(\.accountsTitle, iconKey: \.house) }`
    /// (Authenticator), and `SentView().stTab(.sentTransfers)` whose `func stTab(_:)` applies a
    /// `ViewModifier` (`modifier(STTabModifier(tab: tab))`, its `body(content:)` being
    /// `content.tabItem { tab.label(avatarImage: avatarImage) }.tag(tab)`) (SwissTransfer). The label is
    /// built at run time (a note), never "no label".
    @Test func labelsBuiltByTheAppsOwnViewsAndViewModifiersAreComputedAtRunTime() throws {
        let (loaded, _) = try load([
            "App/MainView.swift": """
                import SwiftUI
                struct MainView: View {
                    var body: some View {
                        TabView {
                            AccountsView().tabItem { AuthenticatorLabel(\\.accountsTitle, iconKey: \\.house) }
                            SentView().stTab(.sentTransfers)
                            ReceivedView().modifier(STTabModifier(tab: .receivedTransfers))
                            SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                            EmptyTab().tabItem { Spacer() }
                        }
                    }
                }
                """,
            "App/Utils/STTabModifier.swift": """
                import SwiftUI
                extension View {
                    func stTab(_ tab: STTab, avatarImage: Image? = nil) -> some View {
                        modifier(STTabModifier(tab: tab, avatarImage: avatarImage))
                    }
                }
                struct STTabModifier: ViewModifier {
                    let tab: STTab
                    var avatarImage: Image? = nil
                    func body(content: Content) -> some View {
                        content
                            .tabItem { tab.label(avatarImage: avatarImage) }
                            .tag(tab)
                    }
                }
                """,
        ], main: "App/MainView.swift")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.count == 5)
        #expect(bar.items.prefix(3).allSatisfy { $0.title == nil && $0.setAtRunTime["title"] != nil }, "\(bar.items)")
        #expect(bar.items[3].title?.key == "Settings")
        let findings = try RuleEngine().audit(try #require(loaded.definition)).checks.flatMap(\.findings)
        let missing = findings.filter { $0.ruleID == "voiceover-label-missing" && $0.severity != .info }
        // Only the tab whose label is a `Spacer()` has none.
        #expect(missing.count == 1 && missing.first?.location.line == 9, "\(missing.map(\.message))")
    }

    /// A `ViewModifier` that applies the app's other modifiers (`content.modifier(TabStyle()).modifier(InboxItem())`),
    /// one of which applies `.tabItem`, gives the tab that item: it was a tab with neither a title nor a
    /// label (an error). Modifiers that each apply the next twice, 40 levels down, are cut by the
    /// expansion budget with a note instead of being read 2⁴⁰ times.
    @Test func aViewModifierApplyingTheAppsOtherModifiersGivesTheirTabItem() throws {
        let (loaded, _) = try load(["App/MainView.swift": """
            import SwiftUI
            struct MainView: View {
                var body: some View {
                    TabView {
                        InboxView().modifier(InboxTab())
                        SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            struct InboxTab: ViewModifier {
                func body(content: Content) -> some View { content.modifier(TabStyle()).modifier(InboxItem()) }
            }
            struct TabStyle: ViewModifier {
                func body(content: Content) -> some View { content.padding() }
            }
            struct InboxItem: ViewModifier {
                func body(content: Content) -> some View { content.tabItem { Label("Inbox", systemImage: "tray") } }
            }
            """], main: "App/MainView.swift")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.key } == ["Inbox", "Settings"], "\(bar.items)")

        let levels = (0..<40).map { "struct M\($0): ViewModifier { func body(content: Content) -> some View { content.modifier(M\($0 + 1)()).modifier(M\($0 + 1)()) } }" }
        let doubling = """
            import SwiftUI
            struct MainView: View {
                var body: some View {
                    TabView {
                        InboxView().modifier(M0())
                        SettingsView().modifier(M0())
                    }
                }
            }
            struct M40: ViewModifier { func body(content: Content) -> some View { content.tabItem { Text("a") } } }

            """ + levels.joined(separator: "\n")
        var cut: LoadedFile?
        let seconds = secondsTaken { cut = try? load(["App/MainView.swift": doubling], main: "App/MainView.swift").0 }
        #expect(seconds < 5, "\(seconds) s")
        let findings = try cut?.definition.map { try RuleEngine().audit($0).checks.flatMap(\.findings) } ?? []
        #expect(!findings.contains { $0.ruleID == "voiceover-label-missing" && $0.severity == .error }, "\(findings.map(\.message))")
        #expect(cut?.diagnostics.contains { $0.message.contains("not audited") } == true, "\(cut?.diagnostics.map(\.message) ?? [])")
    }

    /// Open edX's `TabView { switch config.dashboard.type { case .list: …dashboard, programs…; case .gallery: …learn… }; …discovery… }`:
    /// a `switch` among the tabs is not a tab; one case's tabs are on the bar (the case with the most).
    @Test func aSwitchAmongTheTabsGivesOneCasesTabs() throws {
        let bar = try bar(["App/MainScreenView.swift": """
            import SwiftUI
            struct MainScreenView: View {
                var body: some View {
                    TabView {
                        switch kind {
                        case .list:
                            DashboardView()
                                .tabItem { Text("Dashboard") }
                            if programsEnabled {
                                ProgramsView()
                                    .tabItem { Text("Programs") }
                            }
                        case .gallery:
                            LearnView()
                                .tabItem { Text("Learn") }
                        }
                        ProfileView()
                            .tabItem { Text("Profile") }
                    }
                }
            }
            """], main: "App/MainScreenView.swift")
        #expect(bar.items.map { $0.title?.defaultValue } == ["Dashboard", "Programs", "Profile"])
    }

    /// Grocy's iPad-only tabs: `Tab(…).hidden(sizeClass == .compact)` is not on an iPhone's bar, and
    /// `.hidden(sizeClass != .compact)` (its iPhone-only "Master data") is; a condition known only at run
    /// time keeps the tab, and `View.hidden()` on a `.tabItem` child hides its content, not its tab.
    @Test func aTabHiddenInCompactWidthIsNotOnTheIPhonesBar() throws {
        let grocy = try bar(["App/AppTabNavigation.swift": """
            import SwiftUI
            struct AppTabNavigation: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                @AppStorage("devMode") private var devMode = false
                var body: some View {
                    TabView {
                        Tab("Stock", systemImage: "list.bullet", value: 1) { StockView() }
                        Tab("Journal", systemImage: "book", value: 2) { JournalView() }
                            .hidden(sizeClass == .compact)
                        Tab("Always hidden", systemImage: "eye.slash", value: 3) { HiddenView() }
                            .hidden()
                        Tab("Archive", systemImage: "archivebox", value: 4) { ArchiveView() }
                            .hidden(horizontalSizeClass != .regular)
                        Tab("Master data", systemImage: "tablecells", value: 5) { MasterDataView() }
                            .hidden(sizeClass != .compact)
                        Tab("Debug", systemImage: "ladybug", value: 6) { DebugView() }
                            .hidden(!devMode)
                        Tab("Settings", systemImage: "gear", value: 7) { SettingsView() }
                            .hidden(false)
                    }
                }
            }
            """], main: "App/AppTabNavigation.swift")
        #expect(grocy.items.map { $0.title?.defaultValue } == ["Stock", "Master data", "Debug", "Settings"])
        let views = try bar(["App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { Text("Home") }.hidden()
                        SettingsView().tabItem { Text("Settings") }
                    }
                }
            }
            """], main: "App/RootView.swift")
        #expect(views.items.map { $0.title?.defaultValue } == ["Home", "Settings"])
    }

    /// Damus's notification filters and onboarding pages: a `TabView` none of whose views has a tab item,
    /// in a project that sets `.tabViewStyle(.page)` on a view around TabViews (Damus's NavigationStack in
    /// ContentView.swift), pages through them: the style reaches it through the environment. Without such
    /// a style (Simple Login's TabView under its own bar) the blank tabs are there and reported; one blank
    /// tab beside labelled ones still is a tab.
    @Test func aTabViewWithoutAnyTabItemPages() throws {
        let (loaded, _) = try load(["ContentView.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    NavigationStack { MainContent() }
                        .background(Color.white)
                        .tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            """, "NotificationsView.swift": """
            import SwiftUI
            struct NotificationsView: View {
                @SceneStorage("filter") var filterState: FilterState = .all
                var body: some View {
                    TabView(selection: $filterState) {
                        NotificationTab(NotificationFilter(state: .all)).tag(FilterState.all)
                        NotificationTab(NotificationFilter(state: .zaps)).tag(FilterState.zaps)
                    }
                    .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Image(systemName: "gearshape") } }
                }
            }
            """], main: "NotificationsView.swift")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("page through its views") })
        let blank = try bar(["MainView.swift": """
            import SwiftUI
            struct MainView: View {
                var body: some View {
                    TabView(selection: $selectedItem) {
                        AliasesView().tag(TabBarItem.aliases)
                        SettingsView().tag(TabBarItem.settings)
                    }
                    .safeAreaInset(edge: .bottom) { MainTabBar(selectedItem: $selectedItem) }
                }
            }
            struct Pages: View {
                var body: some View { TabView { Text("1"); Text("2") }.tabViewStyle(.page) }
            }
            """], main: "MainView.swift")
        #expect(blank.items.count == 2 && blank.items.allSatisfy { $0.title == nil })
        // Damus wraps its whole content in a paged TabView of one view: the style reaches the TabViews inside.
        let (wrapped, _) = try load(["ContentView.swift": """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        TabView { // Prevents navbar appearance change on scroll
                            MainContent(damus: damus)
                                .toolbar { ToolbarItem(placement: .navigationBarLeading) { MenuButton() } }
                        }
                        .background(Color.white)
                        .tabViewStyle(.page(indexDisplayMode: .never))
                    }
                }
            }
            """, "Relays.swift": """
            import SwiftUI
            struct RelayConfigView: View {
                var body: some View {
                    TabView(selection: $selectedTab) {
                        RelayList(title: "Mine").tag(0)
                        RelayList(title: "Recommended").tag(1)
                    }
                }
            }
            """], main: "Relays.swift")
        #expect(wrapped.definition?.bars.isEmpty == true, "\(String(describing: wrapped.definition?.bars))")
        let mixed = try bar(["Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    TabView {
                        MainView().tabItem { Label("Main", systemImage: "chart.xyaxis.line") }
                        Spacer()
                        SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """], main: "Home.swift")
        #expect(mixed.items.count == 3)
    }

    /// Feather's iOS 18 bar: its tabs come from `ForEach(TabEnum.defaultTabs)` (a list the reader does not
    /// evaluate) and a `TabSection` with `.defaultVisibility(.hidden, for: .tabBar)` that only the iPad
    /// sidebar shows. The sidebar's "All Repositories" is no tab of the tab bar, and the bar's size is unknown.
    @Test func tabsHiddenFromTheTabBarAndTabsFromRunTimeLists() throws {
        let (loaded, _) = try load(["Bars/ExtendedTabbarView.swift": """
            import SwiftUI
            @available(iOS 18, *)
            struct ExtendedTabbarView: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.defaultTabs, id: \\.hashValue) { tab in
                            Tab(tab.title, systemImage: tab.icon) { AppTab.view(for: tab) }
                        }
                        TabSection("Sources") {
                            Tab(.localized("All Repositories"), systemImage: "globe.desk") { AllSourcesView() }
                        }
                        .defaultVisibility(.hidden, for: .tabBar)
                        Tab("Downloads", systemImage: "arrow.down") { DownloadsView() }
                            .defaultVisibility(.hidden, for: .tabBar, .sidebar)
                        Tab("Library", systemImage: "books.vertical") { LibraryView() }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """], main: "Bars/ExtendedTabbarView.swift")
        let extended = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(extended.items.map { $0.title?.key } == ["Library"])
        #expect(extended.suppressions.map(\.ruleID) == ["layout-item-count"])
        #expect(loaded.diagnostics.contains { $0.message.contains("AppTab.defaultTabs") })
        // A section hidden from the sidebar only stays on the tab bar.
        let sidebarHidden = try bar(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { HomeView() }.defaultVisibility(.hidden, for: .sidebar)
                        Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                    }
                }
            }
            """], main: "Root.swift")
        #expect(sidebarHidden.items.count == 2 && sidebarHidden.suppressions.isEmpty)
    }

    /// Feather's tabs are `ForEach(TabEnum.defaultTabs)` with `static var defaultTabs: [TabEnum] { return [.sources, .library, .settings] }`
    /// declared by the enum in another file: the list is followed one level deep, as `allCases` is.
    @Test func aStaticListOfTheTabValuesTypeIsFollowed() throws {
        let bar = try bar([
            "Views/TabbarView.swift": """
                import SwiftUI
                struct TabbarView: View {
                    var body: some View {
                        TabView {
                            ForEach(TabEnum.defaultTabs, id: \\.hashValue) { tab in
                                TabEnum.view(for: tab).tabItem { Label(tab.title, systemImage: tab.icon) }
                            }
                        }
                    }
                }
                """,
            "Views/TabEnum.swift": """
                import SwiftUI
                enum TabEnum: String, CaseIterable {
                    case sources, library, settings, certificates
                    var title: String {
                        switch self {
                        case .sources: return NSLocalizedString("Sources", comment: "")
                        case .library: return NSLocalizedString("Library", comment: "")
                        case .settings: return NSLocalizedString("Settings", comment: "")
                        case .certificates: return NSLocalizedString("Certificates", comment: "")
                        }
                    }
                    var icon: String { "globe" }
                    static var defaultTabs: [TabEnum] {
                        return [.sources, .library, .settings]
                    }
                    static let customizableTabs: [TabEnum] = [.certificates]
                }
                """,
        ], main: "Views/TabbarView.swift")
        #expect(bar.items.map { $0.title?.key } == ["Sources", "Library", "Settings"])
        #expect(bar.suppressions.isEmpty)
    }

    /// WooCommerce's view controllers title their tabs with a constant of their own nested enum
    /// (`tabBarItem.title = Localization.title`, `enum Localization { static let title = NSLocalizedString("…", value: "My store", comment: …) }`),
    /// and every controller declares its own `Localization`: the tab file's constant is the one used.
    @Test func localizedConstantsOfTheTabFileItself() throws {
        let scratch = Self.appleProject(knownRegions: ["de"], tables: [
            "App/en.lproj/Localizable.strings": ["dashboard.title": "My store", "orders.title": "Orders"],
            "App/de.lproj/Localizable.strings": ["orders.title": "Bestellungen"],
        ])
        scratch.write("App/Orders/OrdersViewController.swift", """
            import UIKit
            final class OrdersViewController: UIViewController {
                func configureTabBarItem() { tabBarItem.title = Localization.title }
                private enum Localization {
                    static let title = NSLocalizedString("orders.title", comment: "")
                }
            }
            """)
        let path = scratch.path("App/Dashboard/DashboardViewController.swift")
        scratch.write("App/Dashboard/DashboardViewController.swift", """
            import UIKit
            final class DashboardViewController: UIViewController {
                func configureTabBarItem() {
                    tabBarItem.image = UIImage(named: "stats")
                    tabBarItem.title = Localization.title
                }
            }
            private extension DashboardViewController {
                enum Localization {
                    static let title = NSLocalizedString(
                        "dashboard.title",
                        value: "My store",
                        comment: "Title of the bottom tab item that presents the store dashboard"
                    )
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["dashboard.title"])
        #expect(bar.items[0].title?.defaultValue == "My store")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "de").isMissing)
    }

    /// The Yandex Practicum NFT projects (krll-guk/NFT-Marketplace) write their Russian texts as `NSLocalizedString("",
    /// value: "Профиль", comment: "")` in `extension String { enum TabBar { … } }`, named `.TabBar.profile` where UIKit
    /// takes a `String`. No table has a text for the empty key: every language shows the value, as written. The
    /// implicit member chain was not read (four notes); a computed value with an empty key stays computed.
    @Test func anEmptyKeysValueIsItsTextInEveryLanguage() throws {
        let bar = try bar([
            "App/DesignSystem/Labels.swift": """
                extension String {
                    enum TabBar {
                        static let profile = NSLocalizedString("", value: "Профиль", comment: "")
                        static let cart = NSLocalizedString("", value: Settings.cartTitle, comment: "")
                    }
                }
                """,
            "App/TabBarController.swift": """
                import UIKit
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let profile = UINavigationController(rootViewController: ProfileViewController())
                        profile.tabBarItem = UITabBarItem(title: .TabBar.profile, image: .TabBar.profile, selectedImage: nil)
                        let cart = UINavigationController(rootViewController: CartViewController())
                        cart.tabBarItem = UITabBarItem(title: .TabBar.cart, image: .TabBar.cart, selectedImage: nil)
                        let about = AboutViewController()
                        about.tabBarItem = UITabBarItem(title: NSLocalizedString("", value: "О нас", comment: ""), image: nil, tag: 2)
                        viewControllers = [profile, cart, about]
                    }
                }
                """,
        ], main: "App/TabBarController.swift")
        #expect(bar.items.map { $0.title?.source } == [.literal("Профиль"), nil, .literal("О нас")], "\(bar.items.map(\.title))")
        #expect(bar.items[1].setAtRunTime["title"] == "Settings.cartTitle")
    }

    /// A lookup's default value is what a language lacking the key shows (`NSLocalizedString(_:value:comment:)`,
    /// `String(localized:defaultValue:)`, `Bundle.localizedString(forKey:value:table:)`; an empty or `nil` one shows the
    /// key). One the app computes (`value: defaultTitle`) was read as no default, and the missing German text was
    /// said to show the key: iOS shows the expression's value, which no file says, and what VoiceOver reads is not known.
    @Test func aLookupsDefaultValueComputedAtRunTimeIsWhatAMissingKeyShows() throws {
        let scratch = Self.appleProject(knownRegions: ["de"], tables: [
            "App/en.lproj/Localizable.strings": ["tab.home": "Home", "tab.search": "Search", "tab.more": "More", "tab.saved": "Saved"],
            "App/de.lproj/Localizable.strings": ["tab.saved": "Gemerkt"],
        ])
        let path = scratch.path("App/MainTabBarController.swift")
        scratch.write("App/MainTabBarController.swift", """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UINavigationController(rootViewController: HomeViewController())
                    let defaultTitle = RemoteConfig.shared.homeTitle
                    home.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.home", value: defaultTitle, comment: ""), image: nil, tag: 0)
                    let search = SearchViewController()
                    search.tabBarItem = UITabBarItem(title: String(localized: "tab.search", defaultValue: "Search"), image: nil, tag: 1)
                    let more = MoreViewController()
                    more.tabBarItem = UITabBarItem(title: Bundle.main.localizedString(forKey: "tab.more", value: nil, table: nil), image: nil, tag: 2)
                    let saved = SavedViewController()
                    saved.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.saved", value: "\\(defaultTitle)!", comment: ""), image: nil, tag: 3)
                    viewControllers = [home, search, more, saved]
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["tab.home", "tab.search", "tab.more", "tab.saved"])
        #expect(bar.items.map { $0.title?.defaultValue } == [nil, "Search", nil, nil])
        #expect(bar.items.map { $0.title?.computedDefaultValue } == ["defaultTitle", nil, nil, "\"\\(defaultTitle)!\""])
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.allSatisfy { $0.locale == "de" } && missing.count == 3, "\(missing.map(\.message))")
        let home = try #require(missing.first { $0.itemID == "tab.home" })
        #expect(home.message == "the title key 'tab.home' has no text in 'de'; iOS shows the default value the app computes, 'defaultTitle' (the key itself when that is empty), untranslated unless the app translates it")
        #expect(home.spoken == nil, "VoiceOver reads the computed value, not the key")
        #expect(missing.first { $0.itemID == "tab.search" }?.message.hasSuffix("iOS shows the base text 'Search'") == true)
        #expect(missing.first { $0.itemID == "tab.more" }?.message.hasSuffix("iOS shows the key itself") == true, "a nil value shows the key")
        #expect(missing.first { $0.itemID == "tab.search" }?.spoken != nil)
    }

    /// Corona-Warn-App keeps its texts in one file, `enum AppStrings { enum Tabbar { static let homeTitle =
    /// NSLocalizedString("Tabbar_Home_Title", comment: "") } }`, used as `AppStrings.Tabbar.homeTitle`: a
    /// constant the project declares once is its key, named by its whole path. A path two files declare
    /// with different keys stays computed at run time.
    @Test func localizedConstantsTheProjectDeclaresOnce() throws {
        let scratch = Self.appleProject(knownRegions: ["de"], tables: [
            "App/en.lproj/Localizable.strings": ["Tabbar_Home_Title": "Home", "Tabbar_Diary_Title": "Diary"],
            "App/de.lproj/Localizable.strings": ["Tabbar_Home_Title": "Startseite"],
        ])
        scratch.write("App/Strings/AppStrings.swift", """
            import Foundation
            enum AppStrings {
                enum Tabbar {
                    static let homeTitle = NSLocalizedString("Tabbar_Home_Title", comment: "")
                    static let diaryTitle = NSLocalizedString("Tabbar_Diary_Title", comment: "")
                }
            }
            enum Shared { static let title = NSLocalizedString("shared.one", comment: "") }
            """)
        scratch.write("App/Other/Shared.swift", """
            import Foundation
            enum Shared { static let title = NSLocalizedString("shared.two", comment: "") }
            """)
        let path = scratch.write("App/RootCoordinator.swift", """
            import UIKit
            final class RootCoordinator {
                func setUp(home: UIViewController, diary: UIViewController, other: UIViewController) {
                    home.tabBarItem = UITabBarItem(title: AppStrings.Tabbar.homeTitle, image: UIImage(named: "home"), selectedImage: nil)
                    diary.tabBarItem = UITabBarItem(title: AppStrings.Tabbar.diaryTitle, image: UIImage(named: "diary"), selectedImage: nil)
                    other.tabBarItem = UITabBarItem(title: Shared.title, image: UIImage(named: "other"), selectedImage: nil)
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["Tabbar_Home_Title", "Tabbar_Diary_Title", nil])
        #expect(bar.items[2].setAtRunTime["title"] == "Shared.title", "two files declare Shared.title with different keys")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "de").text == "Startseite")
        #expect(file.resolve(bar.items[1].title!, in: bar, locale: "de").isMissing)
    }

    /// Titles that are constants of another file (round 18): MyTracks' `enum Localization { enum TabTitles { static
    /// let tasks = "Tasks" } }`, babyNameIOS's `struct AppStrings { static let PROFILE_TITLE = "PROFILE_TITLE".localized }`
    /// (the project's String wrapper), and Budgie's `class k { static let homeTabBarTitle = "Home" }`, named in
    /// lower case and given to the controllers' `title`, the root of a navigation controller and a controller
    /// whose item only got an image.
    @Test func textConstantsTheProjectDeclaresInAnotherFile() throws {
        let literals = try bar([
            "App/Theme/Localization.swift": """
                enum Localization {
                    enum TabTitles {
                        static let tasks = "Tasks"
                        static let stats = "Stats"
                        static var mutable = "Mutable"
                    }
                }
                enum Keys { static let feed: LocalizedStringKey = "tab.feed" }
                enum Shared { static let title = "One" }
                """,
            "App/Other/Shared.swift": """
                enum Shared { static let title = "Two" }
                """,
            "App/TabBarViewController.swift": """
                import UIKit
                final class TabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tasks = TasksViewController()
                        tasks.tabBarItem = UITabBarItem(title: Localization.TabTitles.tasks, image: UIImage(systemName: "list.bullet"), tag: 0)
                        let stats = StatsViewController()
                        stats.tabBarItem = UITabBarItem(title: Localization.TabTitles.stats, image: UIImage(systemName: "chart.bar"), tag: 1)
                        let other = OtherViewController()
                        other.tabBarItem = UITabBarItem(title: Localization.TabTitles.mutable, image: UIImage(systemName: "star"), tag: 2)
                        let shared = SharedViewController()
                        shared.tabBarItem = UITabBarItem(title: Shared.title, image: UIImage(systemName: "square"), tag: 3)
                        viewControllers = [tasks, stats, other, shared]
                    }
                }
                """,
        ], main: "App/TabBarViewController.swift")
        #expect(literals.items.map { $0.title?.source } == [.literal("Tasks"), .literal("Stats"), nil, nil], "\(literals.items.map(\.title))")
        #expect(literals.items[2].setAtRunTime["title"] == "Localization.TabTitles.mutable", "a static var may be changed before the tab shows")
        #expect(literals.items[3].setAtRunTime["title"] == "Shared.title", "two files declare Shared.title with different texts")
        // In SwiftUI, a `LocalizedStringKey` constant's literal is a key; a `String` constant is shown as it is.
        let swiftUI = try bar([
            "App/Keys.swift": """
                import SwiftUI
                enum Keys {
                    static let feed: LocalizedStringKey = "tab.feed"
                    static let about = "About"
                }
                """,
            "App/RootView.swift": """
                import SwiftUI
                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeedView().tabItem { Label(Keys.feed, systemImage: "house") }
                            AboutView().tabItem { Label(Keys.about, systemImage: "info.circle") }
                        }
                    }
                }
                """,
        ], main: "App/RootView.swift")
        #expect(swiftUI.items.map { $0.title?.source } == [.key("tab.feed"), .literal("About")], "\(swiftUI.items.map(\.title))")

        let scratch = Self.appleProject(knownRegions: ["es-419"], tables: [
            "App/en.lproj/Loc.strings": ["MAKE_MATCH_TITLE": "Make a match", "PROFILE_TITLE": "Profile"],
            "App/es-419.lproj/Loc.strings": ["MAKE_MATCH_TITLE": "Hacer match"],
        ])
        // The wrapper reads its own table (`tableName: "Loc"`), where the keys are looked up.
        scratch.write("App/Strings/StringsStructure.swift", """
            import Foundation
            extension String {
                var localized: String { NSLocalizedString(self, tableName: "Loc", value: "\\(self)", comment: "") }
            }
            struct AppStrings {
                static let MAKE_MATCH_TITLE = "MAKE_MATCH_TITLE".localized
                static let PROFILE_TITLE = "PROFILE_TITLE".localized
                static let SHOUTED = "shouted".uppercased()
            }
            """)
        let path = scratch.write("App/MainTabBarController.swift", """
            import UIKit
            class MainTabBarController: UITabBarController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let items = tabBar.items else { return }
                    items[0].title = AppStrings.MAKE_MATCH_TITLE
                    items[1].title = AppStrings.PROFILE_TITLE
                    items[2].title = AppStrings.SHOUTED
                }
            }
            """)
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let retitled = try #require(file.bars.first)
        #expect(retitled.items.map { $0.title?.key } == ["MAKE_MATCH_TITLE", "PROFILE_TITLE", nil], "\(retitled.items.map(\.title))")
        #expect(file.resolve(retitled.items[1].title!, in: retitled, locale: "en").text == "Profile")
        #expect(retitled.items[2].setAtRunTime["title"] == "AppStrings.SHOUTED", "a literal given to a function that is no wrapper is computed")
        #expect(file.resolve(retitled.items[0].title!, in: retitled, locale: "es-419").text == "Hacer match")
        #expect(file.resolve(retitled.items[1].title!, in: retitled, locale: "es-419").isMissing)

        let budgie = try bar([
            "Budgie/Common/Constants.swift": """
                import UIKit
                class k {
                    static let homeTabBarTitle = "Home"
                    static let profileTabBarTitle = "Profile"
                    static let homeTabBarIcon = UIImage(named: "HomeIcon")
                }
                """,
            "Budgie/TabBar/MainTabBarController.swift": """
                import UIKit
                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let homeViewController = HomeViewController(nibName: "HomeViewController", bundle: nil)
                        homeViewController.title = k.homeTabBarTitle
                        let homeNavigationController = UINavigationController(rootViewController: homeViewController)
                        homeNavigationController.tabBarItem.image = k.homeTabBarIcon
                        let profileViewController = ProfileViewController(nibName: "ProfileViewController", bundle: nil)
                        profileViewController.tabBarItem.image = k.profileTabBarIcon
                        profileViewController.title = k.profileTabBarTitle
                        let settingsViewController = SettingsViewController()
                        settingsViewController.tabBarItem = UITabBarItem(title: "Preferences", image: nil, tag: 2)
                        settingsViewController.title = "Settings"
                        self.viewControllers = [homeNavigationController, profileViewController, settingsViewController]
                    }
                }
                """,
        ], main: "Budgie/TabBar/MainTabBarController.swift")
        #expect(budgie.items.map { $0.title?.source } == [.literal("Home"), .literal("Profile"), .literal("Settings")], "\(budgie.items.map(\.title))")

        // FakeNFT's `extension String { static let tabBarItemsProfile = NSLocalizedString(…) }`, named `.tabBarItemsProfile`
        // where UIKit takes a String; `Constants.TabbarTitles.home = "tabbar_item_home".localized()` (VIP_demo).
        let implicit = try bar([
            "FakeNFT/DesignSystem/LocalizedStrings.swift": """
                import Foundation
                extension String {
                    static let tabBarItemsProfile = NSLocalizedString("tabBarController.tab.profile", comment: "")
                    func localized() -> String { NSLocalizedString(self, comment: "") }
                }
                struct Constants { struct TabbarTitles { static let home = "tabbar_item_home".localized() } }
                """,
            "FakeNFT/Scenes/TabBarController.swift": """
                import UIKit
                final class TabBarController: UITabBarController {
                    private let profileTabBarItem = UITabBarItem(title: .tabBarItemsProfile, image: .tabBarIconsProfile, tag: 0)
                    private let homeTabBarItem = UITabBarItem(title: Constants.TabbarTitles.home, image: nil, tag: 1)
                }
                """,
        ], main: "FakeNFT/Scenes/TabBarController.swift")
        #expect(implicit.items.map { $0.title?.key } == ["tabBarController.tab.profile", "tabbar_item_home"], "\(implicit.items.map(\.title))")
    }

    @Test func computedStaticTextsOfAnotherFileThroughATypeAlias() throws {
        // BigBrotherIOS: `extension String.Localized.Tabs { static var profileTab: String { return .localized("Tabs.profileTab") } }`,
        // named through the tab file's `private typealias Localizable = String.Localized.Tabs`.
        let files = [
            "Brother/Strings/String+Localized.swift": """
                import Foundation
                extension String {
                    public enum Localized {}
                    static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                }
                extension String.Localized { enum Tabs {} }
                """,
            "Brother/Strings/String+Tabs.swift": """
                extension String.Localized.Tabs {
                    static var trackingTab: String {
                        return .localized("Tabs.trackingTab")
                    }
                    static var profileTab: String { get { String.localized("Tabs.profileTab") } }
                    static var chosenTab: String = "Chosen"
                }
                """,
            "Brother/UI/MainTabBarView.swift": """
                import UIKit
                final class MainTabBarView: UITabBarController {
                    private typealias Localizable = String.Localized.Tabs
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tracking = UINavigationController(rootViewController: TrackingViewController())
                        tracking.tabBarItem = UITabBarItem(title: Localizable.trackingTab, image: nil, tag: 0)
                        let profile = UINavigationController(rootViewController: ProfileViewController())
                        profile.tabBarItem = UITabBarItem(title: Localizable.profileTab, image: nil, tag: 1)
                        let chosen = UINavigationController(rootViewController: ChosenViewController())
                        chosen.tabBarItem = UITabBarItem(title: Localizable.chosenTab, image: nil, tag: 2)
                        viewControllers = [tracking, profile, chosen]
                    }
                }
                """,
        ]
        let bar = try bar(files, main: "Brother/UI/MainTabBarView.swift")
        // A stored `static var` may be set by the app: its title stays computed at run time.
        #expect(bar.items.map { $0.title?.key } == ["Tabs.trackingTab", "Tabs.profileTab", nil], "\(bar.items.map(\.title))")
        #expect(bar.items[2].title?.source != .literal("Chosen"))
    }

    @Test func aControllerThatTitlesItsOwnTabIsATabOfTheTabBarControllerListingIt() throws {
        // Localaw's form: the scene delegate's tab bar controller lists what functions of its own return, each a
        // navigation controller rooted at a controller whose `init` titles its own tab.
        let files = [
            "Bills/SceneDelegate.swift": """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    lazy var tabBar: UITabBarController = {
                        let tabBar = UITabBarController()
                        tabBar.viewControllers = [makeInbox(context: store), makeArchive(), makeSettings()]
                        return tabBar
                    }()
                    func makeInbox(context: Store) -> UIViewController {
                        let controller = InboxViewController(context: context)
                        let navigationController = UINavigationController(rootViewController: controller)
                        return navigationController
                    }
                    func makeArchive() -> UIViewController { ArchiveViewController() }
                    func makeSettings() -> UIViewController {
                        let controller = SettingsViewController()
                        return UINavigationController(rootViewController: controller)
                    }
                }
                """,
            "Bills/Inbox/InboxViewController.swift": """
                import UIKit
                final class InboxViewController: UIViewController {
                    init(context: Store) {
                        super.init(nibName: nil, bundle: nil)
                        tabBarItem.image = UIImage(systemName: "tray.fill")
                        tabBarItem.title = NSLocalizedString("inbox_tab", comment: "")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "Bills/Archive/ArchiveViewController.swift": """
                import UIKit
                class ArchiveViewController: UITableViewController {
                    init() {
                        super.init(style: .plain)
                        tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "Bills/Settings/SettingsViewController.swift": """
                import UIKit
                class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Settings"
                        navigationItem.title = "Preferences"
                    }
                }
                """,
            // A table in no `.lproj` is the app's, for every language.
            "Bills/Localizable.strings": "\"inbox_tab\" = \"Inbox\";",
        ]
        let (loaded, _) = try load(files, main: "Bills/SceneDelegate.swift")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.key("inbox_tab"), .literal("History"), .literal("Settings")], "\(bar.items.map(\.title))")
        #expect(file.strings["en"]?.entries["inbox_tab"]?.content == .text("Inbox"))
        // A title set in `viewDidLoad` of a tab other than the first shows once that tab has been opened.
        #expect(loaded.diagnostics.contains { $0.message.contains("'SettingsViewController' titles its tab in viewDidLoad") && $0.location.line == 5 }, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.message.contains("'InboxViewController' titles its tab") })
        // The controller's own file is no bar of one tab: its tab is the list's.
        let (inbox, _) = try load(files, main: "Bills/Inbox/InboxViewController.swift")
        #expect(inbox.definition?.bars.isEmpty ?? true)
        #expect(inbox.diagnostics.contains { $0.message.contains("'InboxViewController' titles its own tab here") && $0.message.contains("SceneDelegate.swift lists it") }, "\(inbox.diagnostics)")
        // A controller that titles only its navigation bar makes the list's tabs unknown: no bar, and the others
        // keep their own file's tab.
        var untitled = files
        untitled["Bills/Settings/SettingsViewController.swift"] = """
            import UIKit
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Preferences"
                }
            }
            """
        let (unknown, _) = try load(untitled, main: "Bills/SceneDelegate.swift")
        #expect(unknown.definition?.bars.isEmpty ?? true, "\(String(describing: unknown.definition?.bars))")
        let kept = try self.bar(untitled, main: "Bills/Inbox/InboxViewController.swift")
        #expect(kept.items.map { $0.title?.source } == [.key("inbox_tab")])
    }

    @Test func aStaticFactoryOfAControllerThatTitlesItselfAndAListHeldByAName() throws {
        // DogBreeds' form: `X.make()` returns a navigation controller rooted at `Self()`, whose `init` titles its tab;
        // the list is bound to a name given to `setViewControllers`.
        let files = [
            "Dogs/AppViewController.swift": """
                import UIKit
                final class AppViewController: UITabBarController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        let breeds = BreedsViewController.make(service: service)
                        let favorites = FavoritesViewController.make()
                        let tabs = [breeds, favorites]
                        setViewControllers(tabs, animated: true)
                    }
                }
                """,
            "Dogs/Breeds/BreedsViewController.swift": """
                import UIKit
                final class BreedsViewController: UIViewController {
                    static func make(service: Service) -> UIViewController {
                        UINavigationController(rootViewController: Self(service: service))
                    }
                    private init(service: Service) {
                        super.init(nibName: nil, bundle: nil)
                        tabBarItem.image = .init(systemName: "list.dash")
                        title = "Breeds"
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "Dogs/Favorites/FavoritesViewController.swift": """
                import UIKit
                final class FavoritesViewController: UIViewController {
                    static func make() -> UIViewController { UINavigationController(rootViewController: Self()) }
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        self.title = "Favorites"
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ]
        let bar = try bar(files, main: "Dogs/AppViewController.swift")
        #expect(bar.items.map { $0.title?.source } == [.literal("Breeds"), .literal("Favorites")], "\(bar.items.map(\.title))")
        let (favorites, _) = try load(files, main: "Dogs/Favorites/FavoritesViewController.swift")
        #expect(favorites.definition?.bars.isEmpty ?? true)
    }

    @Test func aMappedListOfControllersThatTitleThemselves() throws {
        // `[home, settings].map { UINavigationController(rootViewController: $0) }`: each element becomes a navigation
        // controller's root, whose item the navigation controller shows; the list was not read (two bars of one tab).
        let controllers = [
            "App/Home/HomeViewController.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "App/Settings/SettingsViewController.swift": Self.settingsControllerTitlingItself,
        ]
        func tabBar(_ body: String) throws -> LoadedFile {
            var files = controllers
            files["App/MainTabBarController.swift"] = """
                import UIKit
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = HomeViewController()
                        let settings = SettingsViewController()
                        \(body)
                    }
                }
                """
            return try load(files, main: "App/MainTabBarController.swift").0
        }
        for form in [
            "viewControllers = [home, settings].map { UINavigationController(rootViewController: $0) }",
            "viewControllers = [home, settings].map { controller in return AppNavigationController(rootViewController: controller) }",
            "let tabs = [home, settings].map(UINavigationController.init(rootViewController:))\nsetViewControllers(tabs, animated: false)",
        ] {
            let bar = try #require(try tabBar(form).definition?.bars.first, "\(form)")
            #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Settings")], "\(form): \(bar.items.map(\.title))")
        }
        // A closure that makes something else of the element is not read.
        let other = try tabBar("viewControllers = [home, settings].map { UINavigationController(rootViewController: $0.wrapped()) }")
        #expect(other.definition?.bars.isEmpty ?? true)

        // Stored properties declared with the class and set in `init` (`private let home: HomeViewController`).
        var files = controllers
        files["App/RootTabBarController.swift"] = """
            import UIKit
            final class RootTabBarController: UITabBarController {
                private let home: HomeViewController
                private var settings: SettingsViewController!
                private let other: UIViewController
                init(other: UIViewController) {
                    home = HomeViewController()
                    self.other = other
                    super.init(nibName: nil, bundle: nil)
                    settings = SettingsViewController()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [home, self.settings].map { UINavigationController(rootViewController: $0) }
                }
                func withOther() { viewControllers = [home, other] }
            }
            """
        let stored = try bar(files, main: "App/RootTabBarController.swift")
        #expect(stored.items.map { $0.title?.source } == [.literal("Home"), .literal("Settings")], "\(stored.items.map(\.title))")
    }

    /// A `String` enum's raw value (`Label(TabItem.home.rawValue, …)` with `case home = "Home"`, WikiSubmission's tabs) is a
    /// `String`, shown as written: the case's literal, or its name when it has none. It was "computed at run time".
    @Test func aStringEnumsRawValueIsItsCaseText() throws {
        let bar = try bar(["App/TabsView.swift": """
            import SwiftUI
            struct TabsView: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { Label(TabItem.home.rawValue, systemImage: TabItem.home.symbol) }
                        ForEach([TabItem.prayer, .settings], id: \\.self) { tab in
                            SettingsView().tabItem { Label(tab.rawValue, systemImage: tab.symbol) }
                        }
                    }
                }
            }
            enum TabItem: String, CaseIterable {
                case home = "Home"
                case prayer = "Prayer"
                case settings
                var symbol: String {
                    switch self {
                    case .home: return "house.fill"
                    case .prayer: return "bolt.heart.fill"
                    case .settings: return "gear"
                    }
                }
            }
            """], main: "App/TabsView.swift")
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Prayer"), .literal("settings")], "\(bar.items.map(\.title))")
    }

    /// TrackerAppYP's scene delegate gives `TabBarViewController()` two tabs, and that class's own `viewDidLoad` sets the
    /// same two again: one bar, the class's (UIKit calls `viewDidLoad` when the controller's view loads, and its list
    /// replaces one set before), read twice before. The list given from outside is no bar of its own; a class whose
    /// `viewDidLoad` sets no tabs (only under a condition, or not at all) leaves the outside list the bar.
    @Test func aListTheTabBarControllersOwnViewDidLoadReplacesIsNoSecondBar() throws {
        func files(_ viewDidLoad: String) -> [String: String] {
            ["App/SceneDelegate.swift": """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = (scene as? UIWindowScene) else { return }
                        let window = UIWindow(windowScene: windowScene)
                        let tabBarController = TabBarViewController()
                        let trackers = TrackersViewController()
                        let statistics = StatisticViewController()
                        trackers.tabBarItem = UITabBarItem(title: "Трекеры", image: UIImage(named: "CircleTabBar"), selectedImage: nil)
                        statistics.tabBarItem = UITabBarItem(title: "Статистика", image: UIImage(named: "HareTabBar"), selectedImage: nil)
                        tabBarController.viewControllers = [trackers, statistics]
                        window.rootViewController = tabBarController
                        window.makeKeyAndVisible()
                    }
                }
                """,
             "App/TabBarViewController.swift": """
                import UIKit
                class TabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let trackersVC = TrackersViewController()
                        let statisticVC = StatisticViewController()
                        trackersVC.tabBarItem = UITabBarItem(title: "Трекеры", image: UIImage(named: "CircleTabBar"), selectedImage: nil)
                        statisticVC.tabBarItem = UITabBarItem(title: "Статистика", image: UIImage(named: "HareTabBar"), selectedImage: nil)
                \(viewDidLoad)
                    }
                }
                """]
        }
        let replacing = files("        viewControllers = [trackersVC, statisticVC]")
        let (outside, _) = try load(replacing, main: "App/SceneDelegate.swift")
        #expect(outside.definition?.bars.isEmpty != false, "\(String(describing: outside.definition?.bars))")
        #expect(outside.diagnostics.contains { $0.message.contains("'TabBarViewController', whose viewDidLoad sets its own tabs") }, "\(outside.diagnostics)")
        #expect(try bar(replacing, main: "App/TabBarViewController.swift").items.map { $0.title?.source } == [.literal("Трекеры"), .literal("Статистика")])
        let (settingThem, _) = try load(files("        self.setViewControllers([trackersVC, statisticVC], animated: false)"), main: "App/SceneDelegate.swift")
        #expect(settingThem.definition?.bars.isEmpty != false, "\(String(describing: settingThem.definition?.bars))")
        for keeping in ["        if Bool.random() { viewControllers = [trackersVC, statisticVC] }", ""] {
            #expect(try bar(files(keeping), main: "App/SceneDelegate.swift").items.count == 2, "\(keeping)")
        }
    }

    /// A wrapper view whose `TabView` holds only the content its creator passes (Nezha's `AnimatedTabView`:
    /// `TabView(selection: $selection) { content() }` with `@TabContentBuilder<Selection> var content: () -> Content`)
    /// has no tab of its own: before, `content()` was one unlabelled tab ("neither a title nor an accessibility
    /// label", "has 1 tab"). The creator's tabs are read where it builds the wrapper.
    @Test func aTabViewOfTheContentItsCreatorPassesHasNoTabOfItsOwn() throws {
        let (loaded, _) = try load(["App/AnimatedTabView.swift": """
            import SwiftUI
            @available(iOS 18.0, *)
            struct AnimatedTabView<Selection: Hashable, Content: TabContent<Selection>>: View {
                @Binding var selection: Selection
                @TabContentBuilder<Selection> var content: () -> Content
                var body: some View {
                    TabView(selection: $selection) {
                        content()
                    }
                    .tabViewStyle(.tabBarOnly)
                }
            }
            """], main: "App/AnimatedTabView.swift")
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.message.contains("the content this view's creators pass") }, "\(loaded.diagnostics)")
        // A view property of the file (`var tabs: some View`) is still read where it is declared.
        let bar = try bar(["App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
                let content: () -> Text
                var body: some View {
                    TabView { tabs }
                }
                var tabs: some View {
                    Text("A").tabItem { Label("Home", systemImage: "house") }
                    Text("B").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
            """], main: "App/RootView.swift")
        #expect(bar.items.map { $0.title?.key } == ["Home", "Settings"])
    }

    /// From iOS 26 a search tab (`Tab(…, role: .search)`) is a round button beside the bar showing its symbol only;
    /// VoiceOver reads its title as the button's label. PomPadDo (`IPHONEOS_DEPLOYMENT_TARGET = 26.0`) gives its
    /// "Add to Inbox" action that role: 26 translations were measured as truncated titles in a quarter of the bar.
    /// In an app that runs on iOS 26 and later only, the title is the tab's accessibility label (one the tab sets
    /// stays) and no title is laid out; an app that also runs on iOS 18 shows the title in the bar there.
    @Test func anIOS26SearchTabShowsNoTitleAndSpeaksIt() throws {
        func project(deploymentTarget: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP0 /* Project object */ = {isa = PBXProject; buildConfigurationList = LP /* x */; };
            \t\tTI /* Mobile */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LI /* x */;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tTM /* Mac */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LM /* x */;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tCP /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Release; };
            \t\tCI /* Release */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); SDKROOT = iphoneos; }; name = Release; };
            \t\tCM /* Release */ = {isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 26.0; }; name = Release; };
            \t\tLP /* x */ = {isa = XCConfigurationList; buildConfigurations = (CP /* Release */, ); };
            \t\tLI /* x */ = {isa = XCConfigurationList; buildConfigurations = (CI /* Release */, ); };
            \t\tLM /* x */ = {isa = XCConfigurationList; buildConfigurations = (CM /* Release */, ); };
            \t};
            \trootObject = P0 /* Project object */;
            }

            """
        }
        let tabs = """
            import SwiftUI
            struct MainTabsView: View {
                var body: some View {
                    TabView {
                        Tab("Tasks", systemImage: "checkmark.square", value: 0) { Text("T") }
                        Tab(value: 1, role: .search) { EmptyView() } label: { Label("Add to Inbox", systemImage: "tray.and.arrow.down.fill") }
                        Tab(value: 2, role: .search) { EmptyView() } label: { Label("Find", systemImage: "magnifyingglass") }
                            .accessibilityLabel("Search tasks")
                    }
                }
            }
            """
        let onIOS26 = try bar(["App.xcodeproj/project.pbxproj": project(deploymentTarget: "26.0"), "App/MainTabsView.swift": tabs], main: "App/MainTabsView.swift")
        #expect(onIOS26.minimumOSVersion == 26.0)
        #expect(onIOS26.items.map { $0.title?.key } == ["Tasks", nil, nil], "\(onIOS26.items.map(\.title))")
        #expect(onIOS26.items.map { $0.accessibility.label?.key } == [nil, "Add to Inbox", "Search tasks"], "\(onIOS26.items.map(\.accessibility.label))")
        let onIOS18 = try bar(["App.xcodeproj/project.pbxproj": project(deploymentTarget: "18.2"), "App/MainTabsView.swift": tabs], main: "App/MainTabsView.swift")
        #expect(onIOS18.items.map { $0.title?.key } == ["Tasks", "Add to Inbox", "Find"], "\(onIOS18.items.map(\.title))")
    }

    /// `LocalizedStringKey(_ value: String)` makes the string's value a key, looked up when the label shows it: a tab
    /// value's `String` property given to it (cs-apple's `Label(LocalizedStringKey(item.title), …)`) is a key of
    /// `Localizable`, not a text shown as written; given to `Text` or `Label` bare, the same property is shown as written.
    /// Before, cs-apple's four tabs read "authenticated.home.title" and the like in English and Russian (12 false findings).
    @Test func aStringGivenToLocalizedStringKeyIsAKey() throws {
        func titles(_ label: String) throws -> [BarAuditModel.Text.Source?] {
            try bar(["App/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    var body: some View {
                        TabView {
                            ForEach(NavigationItem.allCases, id: \\.self) { item in
                                NavigationView { Text("x") }
                                    .tabItem { \(label) }
                            }
                        }
                    }
                }
                enum NavigationItem: CaseIterable {
                    case home, settings
                    var title: String {
                        switch self {
                        case .home: return "authenticated.home.title"
                        case .settings: return "authenticated.tab.settings"
                        }
                    }
                }
                """], main: "App/ContentView.swift").items.map { $0.title?.source }
        }
        #expect(try titles("Label(LocalizedStringKey(item.title), systemImage: \"house\")") == [.key("authenticated.home.title"), .key("authenticated.tab.settings")])
        #expect(try titles("Label(item.title, systemImage: \"house\")") == [.literal("authenticated.home.title"), .literal("authenticated.tab.settings")])
    }

    /// ESTabBarController's items (`ESTabBarItem(ContentView(), title:image:selectedImage:tag:)`, `ESTabBarItem.init(title:…)`)
    /// are tabs read as `UITabBarItem`s: the content view draws their title and image, and ESTabBar gives VoiceOver the
    /// item's label or title. Before, no tab of such a bar was read (yizhouios/iOSDemos, q9liyan/InitProject).
    @Test func esTabBarItemsAreTabsLikeUITabBarItems() throws {
        func tabBar(_ body: String) throws -> LoadedFile {
            try load(["App/MainTabBarController.swift": """
                import UIKit
                import ESTabBarController_swift
                final class MainTabBarController: ESTabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = UINavigationController(rootViewController: UIViewController())
                        let study = UIViewController()
                        let profile = UIViewController()
                \(body)
                        viewControllers = [home, study, profile]
                    }
                }
                """], main: "App/MainTabBarController.swift").0
        }
        let bar = try #require(try tabBar("""
                    home.tabBarItem = ESTabBarItem(BouncesContentView(), title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home_1"))
                    study.tabBarItem = ESTabBarItem.init(title: "Study", image: UIImage(named: "study"), selectedImage: nil)
                    profile.tabBarItem = ESTabBarItem(BouncesContentView(), title: nil, image: UIImage(named: "profile"), selectedImage: nil, tag: 2)
            """).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Study"), nil], "\(bar.items.map(\.title))")
        #expect(bar.items.map { $0.glyph?.name } == ["home", "study", "profile"], "\(bar.items.map(\.glyph))")

        // An app's own initialiser (an extension's `convenience init(item: TabItem)`) titles its tab where this file does
        // not say: no tab is made of it with no title, and the bar's tab count is not audited.
        let own = try #require(try tabBar("""
                    home.tabBarItem = ESTabBarItem(item: .home)
                    study.tabBarItem = ESTabBarItem(BouncesContentView(), title: "Study", image: nil, selectedImage: nil)
                    profile.tabBarItem = ESTabBarItem(BouncesContentView(), title: "Profile", image: nil, selectedImage: nil)
            """).definition?.bars.first)
        #expect(own.items.map { $0.title?.source } == [.literal("Study"), .literal("Profile")], "\(own.items.map(\.title))")
    }

    /// A view controller that titles itself ("Settings") in its initialiser, for bars that list it without an item.
    static let settingsControllerTitlingItself = """
        import UIKit
        final class SettingsViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                title = "Settings"
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aListAFunctionReturnsAndAListMixingGivenItemsWithSelfTitledControllers() throws {
        let settings = Self.settingsControllerTitlingItself
        func tabBar(_ body: String) throws -> LoadedFile {
            try load(["App/Settings/SettingsViewController.swift": settings, "App/MainTabBarController.swift": """
                import UIKit
                final class MainTabBarController: UITabBarController {
                \(body)
                }
                """], main: "App/MainTabBarController.swift").0
        }
        // A list a function of the file returns (items given inside it, system items), mapped into navigation controllers
        // or not: the tabs were "unordered" items of no list, now at the returned list's places.
        let given = """
                private func makeViewControllers() -> [UIViewController] {
                    let home = UIViewController()
                    let favorites = UIViewController()
                    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
                    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                    return [home, favorites]
                }
            """
        for call in ["viewControllers = makeViewControllers().map { UINavigationController(rootViewController: $0) }",
                     "viewControllers = self.makeViewControllers()",
                     "setViewControllers(makeViewControllers(), animated: false)"] {
            let bar = try #require(try tabBar("override func viewDidLoad() {\n    super.viewDidLoad()\n    \(call)\n}\n" + given).definition?.bars.first, "\(call)")
            #expect(bar.items.count == 2 && bar.items.first?.title?.source == .literal("Home") && bar.items.last?.title?.isLocalizedBySystem == true,
                    "\(call): \(bar.items.map(\.title))")
        }
        // The returned list's controllers title themselves.
        let returned = try #require(try tabBar("""
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = makeTabs()
            }
            private func makeTabs() -> [UIViewController] { [UINavigationController(rootViewController: SettingsViewController())] }
            """).definition?.bars.first)
        #expect(returned.items.map { $0.title?.source } == [.literal("Settings")])

        // A list mixing a controller the file gives an item with one titling itself: both are tabs, in the list's order.
        let mixed = try #require(try tabBar("""
            override func viewDidLoad() {
                super.viewDidLoad()
                let settings = SettingsViewController()
                let home = UIViewController()
                home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                viewControllers = [settings, home]
            }
            """).definition?.bars.first)
        #expect(mixed.items.map { $0.title?.source } == [.literal("Settings"), .literal("Home")], "\(mixed.items.map(\.title))")
        // An item given to a navigation controller's root, listed as the navigation controller, or a controller titling
        // nothing: the list stays unread, the given item alone as before.
        for list in ["let nav = UINavigationController(rootViewController: home)\n    viewControllers = [settings, nav]",
                     "let other = UIViewController()\n    viewControllers = [other, home]"] {
            let unread = try tabBar("""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let settings = SettingsViewController()
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                    \(list)
                }
                """)
            #expect(unread.definition?.bars.first?.items.map { $0.title?.source } == [.literal("Home")], "\(list): \(String(describing: unread.definition?.bars.first?.items.map(\.title)))")
        }
    }

    @Test func aStaticFunctionNoCodeCallsMakesNoTab() throws {
        // Palace's `TPPHoldsViewController.makeSwiftUIView()`, left behind when the app moved to a SwiftUI bar.
        let files = [
            "Library/Holds/HoldsView.swift": """
                import SwiftUI
                class HoldsViewController: NSObject {
                    @objc static func makeView() -> UIViewController {
                        let hosting = UIHostingController(rootView: HoldsView())
                        hosting.title = NSLocalizedString("Reservations", comment: "")
                        hosting.tabBarItem.image = UIImage(named: "Holds")
                        return hosting
                    }
                }
                """,
        ]
        let (dead, _) = try load(files, main: "Library/Holds/HoldsView.swift")
        #expect(dead.definition?.bars.isEmpty ?? true)
        #expect(dead.diagnostics.contains { $0.message.contains("'HoldsViewController.makeView', which no Swift or Objective-C code of the project calls") }, "\(dead.diagnostics)")
        // Called from Objective-C (`[HoldsViewController makeView]`) or from Swift, it is the tab it was.
        // 2fas's `view.settingsViewController = SettingsFlowController` and, on the next line, `.setup(parent: flowController)`.
        for (caller, text) in [("Library/AppTabs.m", "UIViewController *holds = [HoldsViewController makeView];"),
                               ("Library/Tabs.swift", "let holds = HoldsViewController.makeView()"),
                               ("Library/Tabs.swift", "let holds = HoldsViewController\n    // the holds tab\n    .makeView()"),
                               ("Library/Tabs.swift", "let holds = HoldsViewController /* made here */ .makeView()")] {
            var called = files
            called[caller] = text
            let tab = try bar(called, main: "Library/Holds/HoldsView.swift")
            #expect(tab.items.map { $0.title?.source } == [.key("Reservations")], "\(caller): \(text)")
        }
        // Another function, or another type's function of the same name, is no call of it.
        for text in ["let holds = HoldsViewController.makeViewLater()", "let holds = OldHoldsViewController\n    .makeView()"] {
            var other = files
            other["Library/Tabs.swift"] = text
            let (uncalled, _scratch) = try load(other, main: "Library/Holds/HoldsView.swift")
            _ = _scratch
            #expect(uncalled.definition?.bars.isEmpty ?? true, "\(text)")
        }
    }

    /// Nos stacks each tab item's icon and text, the text a local: `.tabItem { VStack { let text = Text("homeFeed");
    /// if selected { Image.tabIconHomeSelected; text } else { Image.tabIconHome; text.foregroundColor(.secondaryTxt) } } }`.
    @Test func tabItemContentInStacksAndLocals() throws {
        let bar = try bar(["AppView.swift": """
            import SwiftUI
            struct AppView: View {
                var body: some View {
                    TabView(selection: $router.selectedTab) {
                        HomeTab()
                            .tabItem {
                                VStack {
                                    let text = Text("homeFeed")
                                    if $router.selectedTab.wrappedValue == .home {
                                        Image.tabIconHomeSelected
                                        text
                                    } else {
                                        Image.tabIconHome
                                        text.foregroundColor(.secondaryTxt)
                                    }
                                }
                            }
                        VStack {}
                            .tabItem { VStack { Image.newPostButton; Text("post") } }
                        ProfileTab().tabItem { HStack { Image(systemName: "person"); Text("profileTitle") } }
                    }
                }
            }
            """], main: "AppView.swift")
        #expect(bar.items.map { $0.title?.key } == ["homeFeed", "post", "profileTitle"])
        #expect(bar.items[2].glyph?.name == "person")
    }

    /// ProtonVPN labels its tabs through View extensions of its own (`HomeView().homeTabItem()` with
    /// `func homeTabItem() -> some View { self.tabItem { Label { Text(…) } icon: { … } } }` in another
    /// module): the label is the one the modifier gives, not "no label".
    @Test func viewModifiersOfTheAppThatApplyTabItem() throws {
        let (loaded, _) = try load([
            "App/RootView.swift": """
                import SwiftUI
                struct RootView: View {
                    var body: some View {
                        TabView {
                            HomeView().homeTabItem().tag(AppTab.home)
                            SettingsView()
                                .settingsTabItem()
                                .tag(AppTab.settings)
                            AboutView().described(as: "About")
                        }
                    }
                }
                """,
            "Libraries/Home/View+TabItem.swift": """
                import SwiftUI
                public extension View {
                    func homeTabItem() -> some View {
                        return self
                            .tabItem {
                                Label { Text("tab.home") } icon: { Image(systemName: "house") }
                            }
                    }
                    func settingsTabItem() -> some View {
                        self.tabItem { Label(NSLocalizedString("tab.settings", comment: ""), systemImage: "gear") }
                            .accessibilityHint("Opens the settings")
                    }
                    func described(as text: String) -> some View { accessibilityLabel(text) }
                }
                """,
        ], main: "App/RootView.swift")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.key } == ["tab.home", "tab.settings", nil])
        #expect(bar.items[0].glyph?.name == "house")
        #expect(bar.items[1].accessibility.hint != nil)
        // The extension in a package this project does not reach: the modifier names itself a tab item,
        // so its label is computed at run time (a note), not missing.
        let (unresolved, _) = try load(["App/RootView.swift": """
            import SwiftUI
            import Home
            struct RootView: View {
                var body: some View { TabView { HomeView().homeTabItem().tag(0); CountriesView().countriesTabItem() } }
            }
            """], main: "App/RootView.swift")
        let other = try #require(unresolved.definition?.bars.first, "\(unresolved.diagnostics)")
        #expect(other.items.allSatisfy { $0.title == nil && $0.setAtRunTime["title"] != nil }, "\(other.items)")
        let checks = try RuleEngine().audit(try #require(unresolved.definition)).checks
        #expect(!checks.flatMap(\.findings).contains { $0.ruleID == "voiceover-label-missing" && $0.severity != .info })
    }

    /// Kiwix generates its Xcode project with XcodeGen (`project.yml`, no `.xcodeproj` in the repository):
    /// the tab values' enum in another folder of that project is followed as in any project.
    @Test func xcodeGenAndTuistManifestsMarkTheProject() throws {
        for marker in ["project.yml", "Project.swift"] {
            let bar = try bar([
                "Views/Library/LibraryTab.swift": """
                    import SwiftUI
                    struct LibraryTab: View {
                        var body: some View {
                            TabView {
                                ForEach(LibraryTabItem.allCases) { item in
                                    Text("x").tabItem { Label(item.name, systemImage: "folder") }
                                }
                            }
                        }
                    }
                    """,
                "Model/Enum.swift": """
                    enum LibraryTabItem: String, CaseIterable {
                        case categories, downloads
                        var name: String {
                            switch self {
                            case .categories: return NSLocalizedString("library.categories", comment: "")
                            case .downloads: return NSLocalizedString("library.downloads", comment: "")
                            }
                        }
                    }
                    """,
            ], main: "Views/Library/LibraryTab.swift", marker: marker)
            #expect(bar.items.map { $0.title?.key } == ["library.categories", "library.downloads"], "\(marker)")
        }
    }

    @Test func unparsableSwiftIsALocatedWarningNotAFailure() throws {
        let (loaded, _) = try load(["Broken.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Home().tabItem { Text("Home") }
                    }
                }
                func broken( {
            }
            """], main: "Broken.swift")
        #expect(loaded.definition?.bars.first?.items.count == 1, "\(loaded.diagnostics)")
        let warning = try #require(loaded.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("cannot parse") && warning.location.line == 8)
    }

    // MARK: Jetpack Compose

    @Test func composeNavigationBarItems() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="home">Home</string><string name="inbox">Inbox</string><string name="cd_profile">Your profile</string></resources>
                """,
            "app/src/main/res/values-de/strings.xml": """
                <resources><string name="home">Start</string></resources>
                """,
            "app/src/main/java/app/BottomBar.kt": """
                package app
                /* a /* nested */ comment with NavigationBar { NavigationBarItem() } */
                val template = "NavigationBar ${ "{" } NavigationBarItem("
                val raw = \"\"\"NavigationBarItem(label = { Text("x") })\"\"\"
                val quote = '"'
                @Composable
                fun BottomBar(count: Int) {
                    NavigationBar {
                        NavigationBarItem(
                            selected = true,
                            onClick = {},
                            icon = { Icon(Icons.Filled.Home, contentDescription = null) },
                            label = { Text(stringResource(R.string.home)) },
                            alwaysShowLabel = false,
                        )
                        NavigationBarItem(
                            selected = false,
                            onClick = {},
                            icon = {
                                BadgedBox(badge = { Badge { Text("$count") } }) {
                                    Icon(painterResource(id = R.drawable.ic_inbox), contentDescription = stringResource(id = R.string.inbox))
                                }
                            },
                            label = { Text(text = stringResource(R.string.inbox)) },
                            alwaysShowLabel = false,
                        )
                        NavigationBarItem(
                            selected = false, onClick = {}, enabled = false, alwaysShowLabel = false,
                            icon = { BadgedBox(badge = { Badge() }) { Icon(Icons.Outlined.Person, null) } },
                            modifier = Modifier.semantics { contentDescription = stringResource(R.string.cd_profile) }
                        )
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.platform == .material && bar.locales == ["en", "de"] && bar.items.count == 3)
        #expect(bar.titleVisibility == .selected, "alwaysShowLabel = false on every item")
        #expect(bar.items[0].id == "home" && bar.items[0].title?.source == .key("home") && bar.items[0].glyph?.name == "Home")
        #expect(bar.items[0].location.line == 9 && bar.items[0].location.column == 9)
        #expect(bar.items[1].badge == nil && bar.items[1].setAtRunTime["badge"] == "\"$count\"", "a template is computed at run time")
        #expect(bar.items[1].glyph?.name == "ic_inbox" && bar.items[1].accessibility.label?.source == .key("inbox"),
                "with the label hidden when unselected, TalkBack reads the icon's description")
        #expect(bar.items[2].badge?.source == .literal(""), "Badge() with no content is a dot")
        #expect(bar.items[2].accessibility.label?.source == .key("cd_profile") && bar.items[2].isEnabled == false)
    }

    /// Android round 11: oxygen-updater takes the element's resource id into a local first
    /// (`val labelResId = screen.labelResId`, a property its sealed class takes from each object's constructor
    /// arguments) and shows `stringResource(labelResId)`: the local is followed to the element's property.
    @Test func composeLabelsFromALocalHoldingTheElementsProperty() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"news\">News</string></resources>",
            "app/src/main/java/app/Routes.kt": """
                package app
                sealed class MainRoute(val icon: Int, val labelResId: Int) {
                    object Home : MainRoute(1, R.string.home)
                    object News : MainRoute(2, R.string.news)
                }
                val MainRoutes = arrayOf(MainRoute.Home, MainRoute.News)
                """,
            "app/src/main/java/app/BottomBar.kt": """
                package app
                @Composable
                fun BottomBar() = NavigationBar {
                    MainRoutes.forEach { screen ->
                        val labelResId = screen.labelResId
                        val label = stringResource(labelResId)
                        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(screen.icon, label) },
                                          label = { Text(stringResource(labelResId)) }, alwaysShowLabel = false)
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("news")], "\(bar.items.map(\.setAtRunTime))")
        #expect(bar.items.map { $0.accessibility.label?.source } == [.key("home"), .key("news")], "the icon's description (read while the label is hidden), through two locals")
    }

    /// Compose Material's own bars are measured as androidx lays them out: Material 3's `NavigationBar`
    /// spaces its `weight(1f)` items 8 dp apart and pads each label 4 dp a side (`NavigationBar.kt`), so
    /// four items on a 360 dp phone leave a label (360 − 3 × 8) / 4 − 8 = 76 dp, not 82; Material 2's
    /// `BottomNavigation` pads each label 12 dp a side (`BottomNavigation.kt`: 66 dp) in its typography's
    /// caption (Roboto Regular 12 sp). A bar the file declares itself, or a `BottomAppBar`, keeps the estimate.
    @Test func composeMaterialBarsAreMeasuredAsAndroidxLaysThemOut() throws {
        func composeBar(_ imports: String, _ body: String, declares: String = "") throws -> Bar {
            try bar([
                "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">A</string><string name=\"b\">B</string></resources>",
                "app/src/main/java/app/BottomBar.kt": "package app\n\(imports)\n\(declares)\n@Composable\nfun BottomBar() {\n\(body)\n}\n",
            ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        }
        func labelRoom(_ bar: Bar) throws -> Double {
            let phone = try #require(GeometryModel.layouts(for: bar).first { $0.viewport.width == 360 })
            return phone.tabs[0].titleWidth
        }
        let m3Items = (1...4).map { "        NavigationBarItem(selected = \($0 == 1), onClick = {}, icon = {}, label = { Text(stringResource(R.string.\($0 % 2 == 0 ? "a" : "b"))) })" }.joined(separator: "\n")
        let m3 = try composeBar("import androidx.compose.material3.NavigationBar\nimport androidx.compose.material3.NavigationBarItem", "    NavigationBar {\n\(m3Items)\n    }")
        #expect(m3.materialItemLayout == .composeNavigationBar && m3.materialLabelStyle == nil)
        let m3Room = try labelRoom(m3)
        #expect(abs(m3Room - 76) < 0.001, "\(m3Room)")
        let star = try composeBar("import androidx.compose.material3.*", "    NavigationBar {\n\(m3Items)\n    }")
        #expect(star.materialItemLayout == .composeNavigationBar, "a star import of Material 3 names its NavigationBar")
        let m2Items = m3Items.replacingOccurrences(of: "NavigationBarItem", with: "BottomNavigationItem")
        let m2 = try composeBar("import androidx.compose.material.*", "    BottomNavigation {\n\(m2Items)\n    }")
        #expect(m2.materialItemLayout == .composeBottomNavigation && m2.materialLabelStyle == .materialComponents)
        let m2Room = try labelRoom(m2)
        #expect(abs(m2Room - 66) < 0.001, "\(m2Room)")
        let own = try composeBar("import androidx.compose.material3.NavigationBarItem", "    NavigationBar {\n\(m3Items)\n    }",
                                 declares: "@Composable\nfun NavigationBar(content: @Composable RowScope.() -> Unit) = Row(content = content)")
        #expect(own.materialItemLayout == nil, "the app's own NavigationBar")
        let ownRoom = try labelRoom(own)
        #expect(abs(ownRoom - 82) < 0.001, "the estimate: 90 dp less 4 dp a side, \(ownRoom)")
        let unimported = try composeBar("import com.example.design.NavigationBar\nimport androidx.compose.material3.NavigationBarItem", "    NavigationBar {\n\(m3Items)\n    }")
        #expect(unimported.materialItemLayout == nil, "a NavigationBar of another package")
        let appBar = try composeBar("import androidx.compose.material3.*", "    BottomAppBar {\n\(m3Items)\n    }")
        #expect(appBar.materialItemLayout == nil, "a BottomAppBar lays its content out otherwise")
    }

    /// A Compose `Badge` sits in the item's icon: Material 3's `NavigationBarItem` clears the icon's
    /// semantics while the label shows, so TalkBack hears nothing of the badge; otherwise (and in
    /// Material 2's `BottomNavigationItem`, which merges them) it reads the badge's text as written.
    /// Neither is Material Components' "12 new notifications".
    @Test func composeBadgesAreSpokenAsComposeSpeaksThem() throws {
        let (loaded, _) = try load([
            "app/src/main/java/app/BottomBar.kt": """
                package app
                @Composable
                fun BottomBar() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, label = { Text("Feed") },
                            icon = { BadgedBox(badge = { Badge { Text("12") } }) { Icon(Icons.Filled.Home, null) } })
                        NavigationBarItem(selected = false, onClick = {}, label = { Text("Saved") },
                            icon = { BadgedBox(badge = { Badge() }) { Icon(Icons.Filled.Bookmark, null) } })
                        NavigationBarItem(selected = false, onClick = {}, label = { Text("Alerts") },
                            modifier = Modifier.semantics { stateDescription = "2 new alerts" },
                            icon = { BadgedBox(badge = { Badge { Text("2") } }) { Icon(Icons.Filled.Notifications, null) } })
                    }
                }
                @Composable
                fun LabelsWhenSelected() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, label = { Text("Home") }, alwaysShowLabel = false,
                            icon = { BadgedBox(badge = { Badge { Text("1") } }) { Icon(Icons.Filled.Home, null) } })
                        NavigationBarItem(selected = false, onClick = {}, label = { Text("Inbox") }, alwaysShowLabel = false,
                            icon = { BadgedBox(badge = { Badge { Text("3") } }) { Icon(Icons.Filled.Email, null) } })
                    }
                }
                @Composable
                fun OldBar() {
                    BottomNavigation {
                        BottomNavigationItem(selected = true, onClick = {}, label = { Text("Chats") },
                            icon = { BadgedBox(badge = { Badge { Text("5") } }) { Icon(Icons.Filled.Chat, null) } })
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bars = file.bars.sorted { $0.location.line < $1.location.line }
        #expect(bars.count == 3 && bars[0].items.map(\.badgeSpeech) == Array(repeating: .silentWhileLabelShows, count: 3))
        #expect(bars[2].items.map(\.badgeSpeech) == [.asWritten])
        func spoken(_ bar: Bar) -> [String] { VoiceOverModel.speak(bar, in: file, locale: "en", layout: .allTabs, describingHidden: false).map(\.text) }
        #expect(spoken(bars[0]) == ["Selected, Feed, Tab, 1 of 3", "Saved, Tab, 2 of 3", "Alerts, 2 new alerts, Tab, 3 of 3"],
                "a label that shows clears the badge; the item's own state description is read")
        #expect(spoken(bars[1]) == ["Selected, Home, Tab, 1 of 2", "Inbox, 3, Tab, 2 of 2"], "an unselected item's hidden label leaves the badge")
        #expect(spoken(bars[2]) == ["Selected, Chats, 5, Tab, 1 of 1"], "Material 2 merges the icon's semantics")
        let found = try RuleEngine().audit(file).findings
        let silent = try #require(found.first { $0.ruleID == "badge-value-missing-context" && $0.itemID == "Feed" })
        #expect(silent.message.contains("TalkBack says nothing of it") && silent.fix?.contains("stateDescription") == true, "\(silent.message)")
        #expect(found.contains { $0.ruleID == "badge-dot-unannounced" && $0.itemID == "Saved" }, "a Compose dot says nothing")
        let heard = try #require(found.first { $0.ruleID == "badge-value-missing-context" && $0.itemID == "Inbox" })
        #expect(heard.message.contains("says only \"3\""), "\(heard.message)")
        #expect(!found.contains { $0.itemID == "Alerts" && $0.ruleID.hasPrefix("badge-") })
    }

    /// A Material 3 label `Text` wraps unless it limits its lines; a limit the reader cannot evaluate, a
    /// label that is not a `Text` and a Material 2 item keep one line.
    @Test func composeLabelLineLimits() throws {
        let items = [
            (#"Text("wraps")"#, Int.max),
            (#"Text("two", maxLines = 2)"#, 2),
            (#"Text(text = "ellipsized", maxLines = 1, overflow = TextOverflow.Ellipsis)"#, 1),
            (#"Text("no wrap", softWrap = false)"#, 1),
            (#"Text("no wrap either", maxLines = 3, softWrap = false)"#, 1),
            (#"Text("explicitly unlimited", maxLines = Int.MAX_VALUE, softWrap = true)"#, Int.max),
            (#"Text("computed", maxLines = lines)"#, nil),
            (#"Text("computed wrap", softWrap = wraps)"#, nil),
            (#"MyLabel("own composable")"#, nil),
        ] as [(String, Int?)]
        let navigationItems = items.map { "NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { \($0.0) })" }
        let bar = try bar([
            "app/src/main/java/app/BottomBar.kt": """
                @Composable
                fun BottomBar(compact: Boolean) {
                    NavigationBar {
                        \(navigationItems.joined(separator: "\n"))
                        NavigationBarItem(selected = false, onClick = {}, icon = {}, label = if (compact) null else { { Text("shown", maxLines = 2) } })
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.titleLineLimit) == items.map(\.1) + [2])
        let (loaded, _) = try load(["app/src/main/java/app/Bottom.kt": """
            @Composable fun Bottom() { BottomNavigation { BottomNavigationItem(selected = true, onClick = {}, icon = {}, label = { Text("Material 2") }) } }
            """], main: "app/src/main/java/app/Bottom.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.first?.items.first?.titleLineLimit == nil, "Material 2's 56 dp item has room for one line")
    }

    /// Compose keys resolve as a menu's do, through the Kotlin file's Gradle module: the modules it
    /// depends on (not a module it does not use), their fallback and `translatable="false"`.
    @Test func composeStringsResolveThroughTheFilesModule() throws {
        let (loaded, _) = try load([
            "settings.gradle.kts": "include(\":app\", \":core\", \":wear\")\n",
            "app/build.gradle.kts": "dependencies {\n    implementation(project(\":core\"))\n}\n",
            "core/src/main/res/values/strings.xml": """
                <resources><string name="home">Home</string><string name="brand" translatable="false">Kiwix</string></resources>
                """,
            "core/src/main/res/values-de/strings.xml": "<resources><string name=\"home\">Start</string></resources>",
            "wear/src/main/res/values-fr/strings.xml": "<resources><string name=\"home\">Accueil</string><string name=\"brand\">Kiwix</string></resources>",
            "app/src/main/java/app/BottomBar.kt": """
                @Composable
                fun BottomBar() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                        NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.brand)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "de"], "the wear module's French is not in the app")
        #expect(file.strings["de"]?.entries["brand"]?.content == .text("Kiwix"), "a string not to translate falls back on purpose")
        #expect(bar.items[1].title?.isMarkedDoNotTranslate == true && bar.items[0].title?.isMarkedDoNotTranslate == false)
    }

    @Test func composeItemsFromEnumsSealedObjectsAndListsOneLevelDeep() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="feed">Feed</string><string name="saved">Saved</string><string name="more">More</string></resources>
                """,
            "app/src/main/java/app/Screen.kt": """
                enum class Screen(@StringRes val title: Int, val icon: ImageVector) {
                    FEED(R.string.feed, Icons.Filled.Home),
                    SAVED(title = R.string.saved, icon = Icons.Filled.Bookmark);
                    val route get() = name.lowercase()
                }
                sealed class Extra(val route: String, @StringRes val label: Int) {
                    object More : Extra("more", R.string.more)
                }
                """,
            "app/src/main/java/app/Bars.kt": """
                @Composable
                fun Bars() {
                    BottomNavigation {
                        Screen.entries.forEach { screen ->
                            BottomNavigationItem(selected = false, onClick = {},
                                                 icon = {
                                                     when (screen) {
                                                         Screen.FEED -> Icon(Icons.Filled.List, "")
                                                         Screen.SAVED -> Icon(screen.icon, null)
                                                     }
                                                 },
                                                 label = { Text(stringResource(screen.title)) })
                        }
                        listOf(Extra.More).forEach {
                            BottomNavigationItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(it.label)) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bars.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["FEED", "SAVED", "More"])
        #expect(bar.items.map { $0.title?.key } == ["feed", "saved", "more"])
        #expect(bar.items.map { $0.glyph?.name } == ["List", "Bookmark", nil], "the icon of the element's when branch")
        #expect(bar.items[0].accessibility.label == nil, "an empty content description describes nothing")
    }

    /// VPN Hotspot's form (written for this test, not copied): the enum's constructor parameters carry an
    /// annotation with a use-site target, `@param:StringRes val title: Int`, as Kotlin 2 asks for. The
    /// target's colon is not the parameter's: `title` is the second parameter, so `R.string.clients` is the
    /// second tab's title, not a value named `param` that no label reads.
    @Test func composeEnumParametersAnnotatedWithAUseSiteTarget() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="tethering">Tethering</string><string name="clients">Clients</string></resources>
                """,
            "app/src/main/java/app/App.kt": """
                private enum class RootDestination(
                    val route: String,
                    @param:StringRes val title: Int,
                    @get:DrawableRes @param:DrawableRes val icon: Int,
                ) {
                    Tethering("tethering", R.string.tethering, R.drawable.ic_tethering),
                    Clients("clients", R.string.clients, R.drawable.ic_devices),
                }

                @Composable
                fun Root(selected: RootDestination) {
                    NavigationBar {
                        for (destination in RootDestination.entries) {
                            NavigationBarItem(selected = destination == selected, onClick = {}, icon = {},
                                              label = { Text(stringResource(destination.title)) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/App.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["Tethering", "Clients"])
        #expect(bar.items.map { $0.title?.key } == ["tethering", "clients"])
    }

    /// findroid's form (written for this test, not copied): a `NavigationSuiteScaffold` whose
    /// `navigationSuiteItems` walk a list chosen by a `when`, of tabs declared as top-level values. A compact
    /// window shows the suite as a NavigationBar; the longest list is the bar with every tab it can show.
    /// The core module's `R` is imported under another name (`import app.core.R as CoreR`).
    @Test func composeNavigationSuiteItems() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="title_home">Home</string><string name="title_media">Media</string><string name="title_download">Downloads</string></resources>
                """,
            "app/src/main/java/app/Root.kt": """
                import app.core.R as CoreR

                data class TabBarItem(@StringRes val title: Int, @DrawableRes val icon: Int, val route: Any, val enabled: Boolean = true)

                val homeTab = TabBarItem(title = CoreR.string.title_home, icon = CoreR.drawable.ic_home, route = HomeRoute)
                val mediaTab =
                    TabBarItem(
                        title = R.string.title_media,
                        icon = R.drawable.ic_library,
                        route = MediaRoute,
                    )
                val downloadsTab = TabBarItem(title = R.string.title_download, icon = R.drawable.ic_download, route = DownloadsRoute)

                @Composable
                fun Root(offline: Boolean) {
                    val tabs =
                        when (offline) {
                            false -> listOf(homeTab, mediaTab, downloadsTab)
                            true -> listOf(homeTab, downloadsTab)
                        }
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            tabs.forEach { tab ->
                                item(
                                    selected = false,
                                    onClick = {},
                                    icon = { Icon(painter = painterResource(tab.icon), contentDescription = stringResource(tab.title)) },
                                    enabled = tab.enabled,
                                    label = { Text(text = stringResource(tab.title)) },
                                )
                            }
                        },
                    ) {
                        LazyColumn { items(3) { item(key = it) {} } }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Root.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.key } == ["title_home", "title_media", "title_download"])
        #expect(bar.items.map(\.id) == ["homeTab", "mediaTab", "downloadsTab"])
        #expect(bar.screenReader == .talkBack, "a Compose bar on Android is read by TalkBack")
        #expect(bar.items.allSatisfy { $0.titleLineLimit == .max }, "the suite's label is a NavigationBarItem's Text: it wraps")
    }

    /// nl-mgo's form (written for this test, not copied): the app's copy names its strings with dots
    /// (`<string name="bottombar.overview">`) and the bar's items name them by their R fields, where AAPT2
    /// wrote `.` and `-` as `_` (`CopyR.string.bottombar_overview`). Each field finds its resource in every
    /// locale; a resource named exactly as the field wins; a key no default folder holds says that looking
    /// it up throws as the bar is drawn, not that a menu fails to inflate.
    @Test func composeRFieldsNameResourcesWithDotsAndHyphens() throws {
        let (loaded, _scratch) = try load([
            "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="bottombar.overview">Overzicht</string>
                    <string name="bottombar-settings">Instellingen</string>
                    <string name="bottombar.providers">Zorgaanbieders</string>
                    <string name="bottombar_providers">Aanbieders</string>
                </resources>
                """,
            "app/src/main/res/values-de/strings.xml": """
                <resources><string name="bottombar.overview">Übersicht</string><string name="bottombar-settings">Einstellungen</string><string name="bottombar.providers">Anbieter</string><string name="bottombar_providers">Versorger</string><string name="bottombar.only_de">Nur</string></resources>
                """,
            "app/src/main/java/app/BottomBar.kt": """
                import app.copy.R as CopyR

                enum class BottomBarItem(@StringRes val titleId: Int) {
                    Overview(CopyR.string.bottombar_overview),
                    Providers(CopyR.string.bottombar_providers),
                    Settings(CopyR.string.bottombar_settings),
                    Extra(CopyR.string.bottombar_only_de),
                }

                @Composable
                fun BottomBar() {
                    NavigationBar {
                        BottomBarItem.entries.forEach { item ->
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(item.titleId)) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        _ = _scratch
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
        let titles = try bar.items.map { try #require($0.title) }
        #expect(titles.map(\.key) == ["bottombar_overview", "bottombar_providers", "bottombar_settings", "bottombar_only_de"])
        #expect(titles.prefix(3).map { file.entry(for: $0, locale: "en")?.content } == [.text("Overzicht"), .text("Aanbieders"), .text("Instellingen")])
        #expect(titles.prefix(3).map { file.entry(for: $0, locale: "de")?.content } == [.text("Übersicht"), .text("Versorger"), .text("Einstellungen")])
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }.map(\.message)
        #expect(missing == ["the title key 'bottombar_only_de' has no text in 'en'; the default values folder has none either, so looking it up throws as the bar is drawn (Resources.NotFoundException)"], "\(missing)")
    }

    /// GOV.UK One Login's form (written for this test, not copied): the bar maps `navItems`, which a private function of
    /// the file returns, `createBottomNavItems(trackHome, …)`, building each tab as a `Pair` of a sealed class's object and
    /// its tracker in a local value (`val home = BottomNavDestination.Home to trackHome`) and returning `listOf(home, …)`.
    /// Each item wrapper reads `navigationDestination.first.label` through the file's `Label(text:)`, whose body is one
    /// `Text(text = stringResource(id = text), maxLines = 1)`, which is also the label's line limit. It was a note ("a list
    /// computed at run time"); every step is written out, so the three tabs are audited. A list whose elements are the function's parameters stays a note: a parameter is
    /// known at run time, whatever a member of that name holds.
    @Test func composePairsOfALocalListReturnedByAFunctionTakingArguments() throws {
        let destinations = """
            sealed class BottomNavDestination(val key: String, @StringRes val label: Int) {
                data object Home : BottomNavDestination(key = "home", label = R.string.app_home)
                data object Wallet : BottomNavDestination(key = "wallet", label = R.string.app_wallet)
                data object Settings : BottomNavDestination(key = "settings", label = R.string.app_settings)
            }
            enum class Tab(@StringRes val label: Int) { home(R.string.app_home), wallet(R.string.app_wallet) }
            """
        func screen(list: String) -> String {
            """
            @Composable
            fun MainNavScreen(tracker: Tracker) {
                val navItems =
                    createBottomNavItems(
                        { tracker.home() },
                        { tracker.wallet() },
                        { tracker.settings() },
                    )
                Scaffold(
                    bottomBar = {
                        NavigationBar {
                            navItems.map { navDest ->
                                NavBarItem(navigationDestination = navDest, selected = false)
                            }
                        }
                    },
                ) { }
            }

            @Composable
            private fun RowScope.NavBarItem(navigationDestination: Pair<BottomNavDestination, () -> Unit>, selected: Boolean) {
                NavigationBarItem(
                    selected = selected,
                    onClick = { navigationDestination.second() },
                    icon = { Icon(painter = painterResource(navigationDestination.first.icon), contentDescription = null) },
                    label = { Label(text = navigationDestination.first.label) },
                )
            }

            @Composable
            private fun Label(text: Int) {
                Text(
                    text = stringResource(id = text),
                    maxLines = 1,
                )
            }

            \(list)
            """
        }
        let fixed = screen(list: """
            private fun createBottomNavItems(
                trackHome: () -> Unit,
                trackWallet: () -> Unit,
                trackProfile: () -> Unit,
            ): List<Pair<BottomNavDestination, () -> Unit>> {
                val home = BottomNavDestination.Home to trackHome
                val wallet = BottomNavDestination.Wallet to trackWallet
                val profile = BottomNavDestination.Settings to trackProfile
                return listOf(home, wallet, profile)
            }
            """)
        let strings = "<resources><string name=\"app_home\">Home</string><string name=\"app_wallet\">Documents</string><string name=\"app_settings\">Settings</string></resources>"
        let bar = try bar(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/Destinations.kt": destinations,
                           "app/src/main/java/app/MainNavScreen.kt": fixed], main: "app/src/main/java/app/MainNavScreen.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["Home", "Wallet", "Settings"])
        #expect(bar.items.map { $0.title?.key } == ["app_home", "app_wallet", "app_settings"])
        #expect(bar.items.allSatisfy { $0.titleLineLimit == 1 }, "the label is Label's Text, of one line")
        // `listOf(home, wallet)` of the function's own parameters: not the enum's lower-case entries of those names.
        let passed = screen(list: """
            private fun createBottomNavItems(home: Tab, wallet: Tab, profile: () -> Unit): List<Tab> {
                return listOf(home, wallet)
            }
            """)
        let (loaded, _scratch) = try load(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/Destinations.kt": destinations,
                                           "app/src/main/java/app/MainNavScreen.kt": passed], main: "app/src/main/java/app/MainNavScreen.kt", marker: "settings.gradle.kts")
        _ = _scratch
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.map(\.message) == ["the tabs come from a list computed at run time; they are not audited"], "\(loaded.diagnostics)")
    }

    /// Android round 15, Nextcloud Passwords' form (written for this test, not copied): the bar walks its
    /// `allScreens` parameter, and the app's one call, in another file, passes `Screen.entries.filter {
    /// !it.hidden }` by name. The bar shows that list: the entries whose `hidden` flag, passed or taken by
    /// default, is false. The preview's call with another list is not the app's. A filter the reader cannot
    /// evaluate, or calls passing different lists, leave the tabs a list computed at run time (a note).
    @Test func composeBarListPassedByTheAppsOneCall() throws {
        func files(_ call: String, secondCall: String? = nil) -> [String: String] {
            [
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="passwords">Passwords</string><string name="favorites">Favorites</string>
                    <string name="folders">Folders</string><string name="edit">Edit password</string></resources>
                    """,
                "app/src/main/java/app/Screen.kt": """
                    enum class Screen(
                        @param:StringRes val title: Int,
                        val hidden: Boolean = false,
                    ) {
                        Passwords(title = R.string.passwords),
                        Favorites(title = R.string.favorites, hidden = false),
                        Folders(title = R.string.folders),
                        Edit(title = R.string.edit, hidden = true),
                    }
                    """,
                "app/src/main/java/app/BottomBar.kt": """
                    @Composable
                    fun BottomBar(allScreens: List<Screen>, current: Screen) {
                        NavigationBar {
                            allScreens.forEach { screen ->
                                NavigationBarItem(selected = current == screen, onClick = {}, icon = {},
                                                  label = { Text(text = stringResource(screen.title)) })
                            }
                        }
                    }

                    @Preview
                    @Composable
                    fun BottomBarPreview() {
                        BottomBar(allScreens = Screen.entries, current = Screen.Passwords)
                    }
                    """,
                "app/src/main/java/app/App.kt": """
                    @Composable
                    fun App(current: Screen) {
                        Scaffold(bottomBar = { BottomBar(allScreens = \(call), current = current) }) {}
                    }
                    """ + (secondCall.map { "\nfun Wide(current: Screen) { BottomBar(allScreens = \($0), current = current) }\n" } ?? ""),
            ]
        }
        let shown = try bar(files("Screen.entries.filter { !it.hidden }"), main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(shown.items.map(\.id) == ["Passwords", "Favorites", "Folders"])
        #expect(shown.items.map { $0.title?.key } == ["passwords", "favorites", "folders"])
        let hiddenOnly = try bar(files("Screen.entries.filterNot { !it.hidden }"), main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(hiddenOnly.items.map(\.id) == ["Edit"])
        let runTime: [(call: String, second: String?)] = [("Screen.entries.filter { it.isShown(user) }", nil), ("Screen.entries.filter { !it.hidden }", "Screen.entries")]
        for (call, second) in runTime {
            let (loaded, _) = try load(files(call, secondCall: second), main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
            #expect(loaded.definition?.bars.isEmpty == true, "\(call): \(String(describing: loaded.definition?.bars))")
            #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 4 },
                    "\(call): \(loaded.diagnostics.map(\.message))")
        }
    }

    /// Android round 15, Alkaa's form (written for this test, not copied): `navigationSuiteItems = {
    /// homeItems(…) }` calls an extension of the suite's scope declared in the file, whose body adds the items.
    /// It is read as the suite's items, with the call's arguments; where it walks a list it takes as a
    /// parameter, the tabs are a list computed at run time (a note), not a file without any bar.
    @Test func composeNavigationSuiteItemsAddedByAnExtensionOfItsScope() throws {
        let strings = """
            <resources><string name="tasks">Tasks</string><string name="search">Search</string></resources>
            """
        let bar = try bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Home.kt": """
                enum class Section(@StringRes val title: Int) { Tasks(R.string.tasks), Search(R.string.search) }

                @Composable
                fun Home(current: Section, select: (Section) -> Unit) {
                    NavigationSuiteScaffold(navigationSuiteItems = { homeItems(current = current, select = select) }) {}
                }

                private fun NavigationSuiteScope.homeItems(current: Section, select: (Section) -> Unit) {
                    Section.entries.forEach { section ->
                        item(selected = section == current, onClick = { select(section) }, icon = {},
                             label = { Text(text = stringResource(section.title)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/Home.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["Tasks", "Search"])
        #expect(bar.items.map { $0.title?.key } == ["tasks", "search"])
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Home.kt": """
                @Composable
                fun Home(sections: List<Section>, current: Section) {
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            homeItems(items = sections, current = current)
                        },
                    ) {}
                }

                private fun NavigationSuiteScope.homeItems(items: List<Section>, current: Section) {
                    items.forEach { section ->
                        item(selected = section == current, onClick = {}, icon = {}, label = { Text(stringResource(section.title)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/Home.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 11 },
                "\(loaded.diagnostics.map(\.message))")
    }

    /// Android round 8, Readrops' form (written for this test, not copied): the app draws a `NavigationRail`
    /// itself in wide windows and otherwise calls `NavigationSuite(layoutType = …) { … item(…) … }`, the
    /// adaptive navigation suite without its scaffold, whose content is a `NavigationSuiteScope`. The file
    /// names no `NavigationBarItem`, so it was not even discovered: "no bar definitions". The rail's
    /// `NavigationRailItem`s are no bottom bar.
    @Test func composeNavigationSuiteWithoutItsScaffold() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="timeline">Timeline</string><string name="feeds">Feeds</string><string name="account">Account</string></resources>
                """,
            "app/src/main/java/app/Tabs.kt": """
                package app

                enum class Tabs(@StringRes val labelRes: Int, @DrawableRes val iconRes: Int) {
                    TIMELINE(R.string.timeline, R.drawable.ic_timeline),
                    FEEDS(R.string.feeds, R.drawable.ic_feeds),
                    ACCOUNT(R.string.account, R.drawable.ic_account)
                }
                """,
            "app/src/main/java/app/Home.kt": """
                package app

                @Composable
                fun Home(layoutType: NavigationSuiteType, current: Tabs) {
                    NavigationSuiteScaffoldLayout(
                        layoutType = layoutType,
                        navigationSuite = {
                            if (layoutType == NavigationSuiteType.NavigationRail) {
                                NavigationRail {
                                    Tabs.entries.forEach {
                                        NavigationRailItem(selected = current == it, onClick = {}, icon = { Icon(painterResource(it.iconRes), null) }, label = { Text(stringResource(it.labelRes)) })
                                    }
                                }
                            } else {
                                NavigationSuite(
                                    layoutType = layoutType,
                                ) {
                                    Tabs.entries.forEach {
                                        item(
                                            selected = current == it,
                                            onClick = {},
                                            icon = { Icon(painter = painterResource(it.iconRes), contentDescription = null) },
                                            label = { Text(stringResource(it.labelRes)) }
                                        )
                                    }
                                }
                            }
                        }
                    ) {}
                }
                """,
        ], main: "app/src/main/java/app/Home.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["TIMELINE", "FEEDS", "ACCOUNT"])
        #expect(bar.items.map { $0.title?.key } == ["timeline", "feeds", "account"])
    }

    /// Android round 8, E-Rezept's form (written for this test, not copied): the label's resource is chosen
    /// per tab by a `when` over the loop's element inside `stringResource(…)`, as icons chosen by `when`
    /// are read: the element's branch (a subject `Routes.Home` or `is Routes.Home` names it by its last
    /// name), else the `else` branch. It was a note, "computed at run time".
    @Test func composeLabelsChosenByAWhenOverTheElement() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="bar_prescriptions">Prescriptions</string><string name="bar_pharmacies">Pharmacies</string><string name="bar_settings">Settings</string></resources>
                """,
            "app/src/main/java/app/Routes.kt": """
                package app

                object Routes : NavigationRoutes {
                    object PrescriptionList : Route("prescriptions")
                    object PharmacyStart : Route("pharmacies")
                    object Settings : Route("settings")
                }
                """,
            "app/src/main/java/app/BottomBar.kt": """
                package app

                val BottomBarItems = listOf(Routes.PrescriptionList, Routes.PharmacyStart, Routes.Settings)

                @Composable
                fun BottomBar(currentRoute: String?) {
                    BottomNavigation {
                        BottomBarItems.forEach { screen ->
                            BottomNavigationItem(
                                icon = { Icon(Icons.Outlined.Home, contentDescription = null) },
                                label = {
                                    Text(
                                        stringResource(
                                            when (screen) {
                                                Routes.PrescriptionList -> R.string.bar_prescriptions
                                                is Routes.PharmacyStart -> R.string.bar_pharmacies
                                                else -> R.string.bar_settings
                                            }
                                        ),
                                        maxLines = 1
                                    )
                                },
                                selected = currentRoute == screen.route,
                                onClick = {}
                            )
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.key } == ["bar_prescriptions", "bar_pharmacies", "bar_settings"])
    }

    /// M3UAndroid's form (written for this test, not copied): the enum of tabs, in another file, imports the
    /// string class of a library module's `R` itself (`import app.i18n.R.string`) and names its texts
    /// `string.x`, as Kotlin allows for a nested class; `import … R.drawable as D` gives `D.x` the same way.
    /// Such a label was a note ("computed at run time"); it is `R.string.x`.
    @Test func composeLabelsFromAnImportedStringClass() throws {
        let bar = try bar([
            "i18n/src/main/res/values/ui.xml": """
                <resources><string name="ui_foryou">For You</string><string name="ui_setting">Settings</string></resources>
                """,
            "app/src/main/java/app/Destination.kt": """
                package app

                import androidx.compose.material.icons.Icons
                import app.i18n.R.string
                import app.i18n.R.drawable as D

                enum class Destination(val icon: Int, @StringRes val textId: Int) {
                    Foryou(icon = D.ic_home, textId = string.ui_foryou),
                    Setting(
                        icon = D.ic_settings,
                        textId = string.ui_setting
                    );
                }
                """,
            "app/src/main/java/app/App.kt": """
                package app

                @Composable
                fun App(current: Destination) {
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            Destination.entries.forEach { destination ->
                                item(
                                    icon = { Icon(destination.icon, contentDescription = stringResource(destination.textId)) },
                                    label = { Text(stringResource(destination.textId)) },
                                    selected = destination == current,
                                    onClick = {},
                                    alwaysShowLabel = false
                                )
                            }
                        }
                    ) {}
                }
                """,
        ], main: "app/src/main/java/app/App.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["Foryou", "Setting"])
        #expect(bar.items.map { $0.title?.key } == ["ui_foryou", "ui_setting"])
        #expect(bar.items.map { $0.glyph?.name } == ["ic_home", "ic_settings"])
    }

    /// Photok's form (written for this test, not copied): the bar calls an item composable of the same file,
    /// `fun RowScope.TabItem(route: Int, iconRes: Int, label: String, …) { NavigationBarItem(…) }`, once per
    /// tab with literal resources. Each call is an item, read from the wrapper's body with the call's
    /// arguments for its parameters (named or positional) and placed at the call; the wrapper's body alone is
    /// no bar. The same wrapper called in a loop binds its parameter to the loop's element.
    @Test func composeItemsOfAnItemWrapperOfTheFile() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="photos">Photos</string><string name="albums">Albums</string><string name="settings">Settings</string></resources>
                """,
            "app/src/main/java/app/MainMenu.kt": """
                package app

                @Composable
                fun MainMenu(current: Int, onClick: (Int) -> Unit) {
                    NavigationBar(containerColor = colorResource(R.color.background)) {
                        TabItem(
                            route = 1,
                            current = current,
                            iconRes = R.drawable.ic_image,
                            label = stringResource(R.string.photos),
                            onClick = onClick
                        )
                        TabItem(2, current, R.drawable.ic_folder, stringResource(R.string.albums), onClick)
                        TabItem(route = 3, current = current, iconRes = R.drawable.ic_settings,
                                label = stringResource(id = R.string.settings), onClick = onClick)
                    }
                }

                @Composable
                private fun RowScope.TabItem(
                    route: Int,
                    current: Int,
                    @DrawableRes iconRes: Int,
                    label: String,
                    onClick: (Int) -> Unit,
                    enabled: Boolean = true,
                ) {
                    NavigationBarItem(
                        selected = current == route,
                        onClick = { onClick(route) },
                        icon = { Icon(painter = painterResource(iconRes), contentDescription = label) },
                        label = { Text(label) },
                        alwaysShowLabel = true
                    )
                }
                """,
        ], main: "app/src/main/java/app/MainMenu.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.key } == ["photos", "albums", "settings"])
        #expect(bar.items.map { $0.glyph?.name } == ["ic_image", "ic_folder", "ic_settings"])
        #expect(bar.items.map(\.location.line) == [6, 13, 14], "each item is where the bar calls the wrapper")
        #expect(bar.items.allSatisfy { $0.accessibility.label == nil }, "Material 3 clears the icon's description while the label shows")

        let looped = try self.bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="home">Home</string><string name="more">More</string></resources>
                """,
            "app/src/main/java/app/Bar.kt": """
                package app

                enum class Tab(@StringRes val title: Int) { HOME(R.string.home), MORE(R.string.more) }

                @Composable
                fun Bar() {
                    NavigationBar {
                        Tab.entries.forEach { tab -> BarItem(tab = tab, selected = false) }
                    }
                }

                @Composable
                fun RowScope.BarItem(tab: Tab, selected: Boolean) {
                    NavigationBarItem(selected = selected, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) })
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(looped.items.map(\.id) == ["HOME", "MORE"])
        #expect(looped.items.map { $0.title?.key } == ["home", "more"])
    }

    /// F-Droid's form (written for this test, not copied): the tabs are `data object`s of a sealed interface
    /// whose labels are body values (`override val label: Int = R.string.…`), listed in another file by
    /// `listOf<MainNavKey>(…)` with an explicit type argument.
    @Test func composeItemsFromObjectBodiesAndTypedLists() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="menu_discover">Discover</string><string name="menu_search">Search</string></resources>
                """,
            "app/src/main/kotlin/app/NavigationKey.kt": """
                sealed interface NavigationKey : NavKey {
                  @Serializable
                  data object Discover : NavigationKey, MainNavKey {
                    override val label: Int = R.string.menu_discover
                    override val icon: ImageVector = Icons.Filled.Explore
                  }

                  @Serializable
                  data object Search : NavigationKey, MainNavKey {
                    override val label: Int get() = R.string.menu_search
                    override val icon: ImageVector = Icons.Filled.Search
                  }

                  @Serializable data class Details(val id: String) : NavigationKey

                  @Serializable data object Settings : NavigationKey
                }

                sealed interface MainNavKey : NavKey {
                  @get:StringRes val label: Int
                  val icon: ImageVector
                }

                val topLevelRoutes =
                  listOf<MainNavKey>(NavigationKey.Discover, NavigationKey.Search)
                """,
            "app/src/main/kotlin/app/BottomBar.kt": """
                @Composable
                fun BottomBar(current: NavKey, onNav: (MainNavKey) -> Unit) {
                  NavigationBar {
                    topLevelRoutes.forEach { dest ->
                      NavigationBarItem(
                        icon = { Icon(dest.icon, contentDescription = null) },
                        label = { Text(stringResource(dest.label)) },
                        selected = dest == current,
                        onClick = { onNav(dest) },
                      )
                    }
                  }
                }
                """,
        ], main: "app/src/main/kotlin/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["Discover", "Search"])
        #expect(bar.items.map { $0.title?.key } == ["menu_discover", "menu_search"])
        #expect(bar.items.map { $0.glyph?.name } == ["Explore", "Search"])
    }

    /// A `for` loop walks its list as `forEach` does (written for this test after Jerboa's bar); a list
    /// the reader cannot know before run time (`NavTab.getEntries(userViewType)`) is a note, not a bar of
    /// one tab read from the loop's body.
    @Test func composeForLoopsWalkTheirListOrAreComputedAtRunTime() throws {
        let strings = """
            <resources><string name="home">Home</string><string name="search">Search</string><string name="inbox">Inbox</string></resources>
            """
        let bar = try bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Tabs.kt": """
                enum class Tab(@StringRes val title: Int) { HOME(R.string.home), SEARCH(R.string.search) }
                """,
            "app/src/main/java/app/Bar.kt": """
                @Composable
                fun Bar(selected: Tab) {
                    NavigationBar {
                        for (tab in Tab.entries) {
                            NavigationBarItem(selected = tab == selected, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) })
                        }
                        for ((index, extra: Tab) in listOf(Tab.HOME).withIndex()) NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(extra.title)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["HOME", "SEARCH", "HOME-3"], "a second HOME tab gets its own id")
        #expect(bar.items.map { $0.title?.key } == ["home", "search", "home"])
        let runTimeBar = """
            @Composable
            fun Bar(userViewType: UserViewType, showLabels: Boolean) {
                NavigationBar {
                    for (tab in NavTab.getEntries(userViewType)) {
                        NavigationBarItem(
                            selected = false, onClick = {},
                            icon = { Icon(tab.icon, contentDescription = stringResource(tab.description)) },
                            label = { if (showLabels) { Text(text = stringResource(tab.title)) } },
                        )
                    }
                }
            }
            """
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": runTimeBar,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 4 })
        // Android round 21: Jerboa declares the function, a `when` over the setting whose branches are the enum's
        // entries filtered, and all of them for admins: every tab any user sees is an entry, and admins see them
        // all. The bar audited is the admins', the entries in order (the longest list, as `when` lists are read).
        func navTab(adminBranch: String) -> String {
            """
            enum class NavTab(val title: Int, val description: Int, val userViewType: UserViewType) {
                Home(R.string.home, R.string.home, UserViewType.Normal),
                Search(R.string.search, R.string.search, UserViewType.Normal),
                Inbox(R.string.inbox, R.string.inbox, UserViewType.AdminOnly),
                ;
                companion object {
                    fun getEntries(userViewType: UserViewType) =
                        when (userViewType) {
                            UserViewType.Normal -> NavTab.entries.filter { it.userViewType == UserViewType.Normal }
                            UserViewType.AdminOnly -> \(adminBranch)
                        }
                }
            }
            """
        }
        let jerboa = try self.bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/NavTab.kt": navTab(adminBranch: "NavTab.entries"),
            "app/src/main/java/app/Bar.kt": runTimeBar,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(jerboa.items.map(\.id) == ["Home", "Search", "Inbox"])
        // No branch returning every entry: what any of them holds is not known before run time.
        let (filteredOnly, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/NavTab.kt": navTab(adminBranch: "NavTab.entries.filter { it.userViewType != UserViewType.Normal }"),
            "app/src/main/java/app/Bar.kt": runTimeBar,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(filteredOnly.definition?.bars.isEmpty == true && filteredOnly.diagnostics.contains { $0.message.contains("computed at run time") })
    }

    /// Book's Story's form (written for this test, not copied): its package declares its own
    /// `fun RowScope.NavigationBarItem(item: NavigatorItem, isSelected: Boolean, showLabel: Boolean, onClick)`,
    /// which calls Material's with the item's title. Kotlin resolves `NavigationBarItem(item = tab, …)` in
    /// that package to the app's function, not to Material's (not imported there): its tabs are drawn inside
    /// it, a note, never three "neither a title nor an accessibility label" errors. A wrapper that takes
    /// Material's `icon` and `label` (Element's) passes them on, so its calls are still read as items.
    @Test func composeItemsOfTheAppsOwnItemComposableAreANote() throws {
        let wrapper = """
            package app.ui.navigation

            import androidx.compose.material3.NavigationBarItem

            @Composable
            fun RowScope.NavigationBarItem(item: NavigatorItem, isSelected: Boolean, showLabel: Boolean, onClick: () -> Unit) {
                NavigationBarItem(
                    selected = isSelected, onClick = onClick,
                    icon = { Icon(painterResource(item.icon), contentDescription = null) },
                    label = if (showLabel) { { Text(stringResource(item.title), maxLines = 1) } } else null,
                )
            }
            """
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"library\">Library</string><string name=\"history\">History</string></resources>",
            "app/src/main/java/app/ui/navigation/NavigationBarItem.kt": wrapper,
            "app/src/main/java/app/ui/navigation/NavigationBar.kt": """
                package app.ui.navigation

                import androidx.compose.material3.NavigationBar

                val tabs = listOf(NavigatorItem(title = R.string.library, icon = R.drawable.library), NavigatorItem(title = R.string.history, icon = R.drawable.history))

                @Composable
                fun AppNavigationBar(current: Int) {
                    NavigationBar {
                        tabs.forEach { tab ->
                            NavigationBarItem(item = tab, isSelected = false, showLabel = true) {}
                        }
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "app/src/main/java/app/ui/navigation/NavigationBar.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("the app's own composable") && $0.location.line == 11 },
                "\(loaded.diagnostics)")
        // The wrapper's own file calls Material's item (imported explicitly): an item wrapper, not a bar.
        let (inside, _) = try load(files, main: "app/src/main/java/app/ui/navigation/NavigationBarItem.kt", marker: "settings.gradle.kts")
        #expect(inside.definition?.bars.isEmpty == true)

        // Element's form: the app's NavigationBarItem takes Material's parameters and passes them on.
        var passing = files
        passing["app/src/main/java/app/ui/navigation/NavigationBarItem.kt"] = """
            package app.ui.navigation

            @Composable
            fun RowScope.NavigationBarItem(selected: Boolean, onClick: () -> Unit, icon: @Composable () -> Unit, label: @Composable (() -> Unit)? = null) {
                androidx.compose.material3.NavigationBarItem(selected = selected, onClick = onClick, icon = icon, label = label)
            }
            """
        passing["app/src/main/java/app/ui/navigation/NavigationBar.kt"] = """
            package app.ui.navigation

            @Composable
            fun AppNavigationBar() {
                NavigationBar {
                    NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.library)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.history)) })
                }
            }
            """
        let bar = try bar(passing, main: "app/src/main/java/app/ui/navigation/NavigationBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.key } == ["library", "history"])
    }

    /// Mifos X's signature screen (android-client `48a70d27`; written for this test, not copied): the file
    /// declares `private data class BottomNavigationItem(val label: String = "", …)` and builds its list in
    /// a member function, `listOf(BottomNavigationItem(label = stringResource(…)), …)`, walked in a Material 3
    /// `NavigationBar` with `BottomNavigationItem().items().forEachIndexed { … NavigationBarItem(…) }`. Kotlin
    /// resolves `BottomNavigationItem(…)` to the file's class (Material 2's is not imported; a declaration of the
    /// file's package comes before star imports): it constructs data and draws nothing. It was "a bar of 1 tab"
    /// with "neither a title nor an accessibility label", and the `listOf` a Material bar of 2 items. The loop's
    /// list is the one the file's function without parameters returns: the bar's two tabs, Reset and Gallery.
    /// A class of another package does not hide Material's item, nor does one when Material's is imported by name.
    @Test func composeItemNamedClassOfTheAppIsNoItem() throws {
        let strings = "<resources><string name=\"reset\">Reset</string><string name=\"gallery\">Gallery</string></resources>"
        let screen = """
            package app.signature

            import androidx.compose.material3.NavigationBar
            import androidx.compose.material3.NavigationBarItem

            @Composable
            fun SignatureScreen() {
                var selected by remember { mutableIntStateOf(0) }
                NavigationBar {
                    BottomNavigationItem().items()
                        .forEachIndexed { index, entry ->
                            NavigationBarItem(selected = index == selected, label = { Text(entry.label) }, icon = { Icon(entry.icon, contentDescription = entry.label) }, onClick = { selected = index })
                        }
                }
            }

            private data class BottomNavigationItem(val label: String = "", val icon: ImageVector = Icons.Close) {
                @Composable
                fun items(): List<BottomNavigationItem> = listOf(
                    BottomNavigationItem(label = stringResource(id = R.string.reset), icon = Icons.Close),
                    BottomNavigationItem(label = stringResource(id = R.string.gallery), icon = Icons.Image),
                )
            }
            """
        let files = ["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/signature/SignatureScreen.kt": screen]
        let (loaded, _) = try load(files, main: "app/src/main/java/app/signature/SignatureScreen.kt", marker: "settings.gradle.kts")
        let bars = loaded.definition?.bars ?? []
        #expect(bars.map { $0.items.map { $0.title?.key } } == [["reset", "gallery"]], "\(bars)")
        #expect(!loaded.diagnostics.contains { $0.message.contains("app's own composable") || $0.message.contains("run time") }, "\(loaded.diagnostics)")
        // A function with parameters returns the same list whatever it is passed (round 31: its elements name no parameter).
        let passed = screen.replacingOccurrences(of: "fun items(): List<BottomNavigationItem> = listOf(", with: "fun items(kind: Int): List<BottomNavigationItem> = listOf(")
            .replacingOccurrences(of: ".items()", with: ".items(1)")
        let (taking, _) = try load(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/signature/SignatureScreen.kt": passed],
                                   main: "app/src/main/java/app/signature/SignatureScreen.kt", marker: "settings.gradle.kts")
        #expect(taking.definition?.bars.map { $0.items.map { $0.title?.key } } == [["reset", "gallery"]], "\(taking.diagnostics)")
        // A list from a body that is more than one list: a note, no bar.
        for body in ["fun items(): List<BottomNavigationItem> = emptyList<BottomNavigationItem>() + listOf("] {
            let changed = screen.replacingOccurrences(of: "fun items(): List<BottomNavigationItem> = listOf(", with: body)
                .replacingOccurrences(of: ".items()", with: body.contains("kind") ? ".items(1)" : ".items()")
            #expect(changed != screen)
            let (other, _) = try load(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/signature/SignatureScreen.kt": changed],
                                      main: "app/src/main/java/app/signature/SignatureScreen.kt", marker: "settings.gradle.kts")
            #expect(other.definition?.bars.isEmpty ?? true, "\(String(describing: other.definition?.bars))")
            #expect(other.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 11 },
                    "\(other.diagnostics)")
        }

        // Material 2's item imported by name comes before the file's package: the calls are items again.
        let imported = """
            package app.signature

            import androidx.compose.material.BottomNavigation
            import androidx.compose.material.BottomNavigationItem

            @Composable
            fun SignatureScreen() {
                BottomNavigation {
                    BottomNavigationItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.reset)) })
                    BottomNavigationItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.gallery)) })
                    BottomNavigationItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.gallery)) })
                }
            }

            private data class BottomNavigationItem(val label: String = "")
            """
        let (both, _) = try load(["app/src/main/res/values/strings.xml": strings, "app/src/main/java/app/signature/SignatureScreen.kt": imported],
                                 main: "app/src/main/java/app/signature/SignatureScreen.kt", marker: "settings.gradle.kts")
        #expect(both.definition?.bars.first?.items.count == 3, "\(String(describing: both.definition?.bars))")

        // A class of that name in another package leaves the file's calls to Material's (star-imported).
        let other = """
            package app.model

            data class BottomNavigationItem(val label: String)
            """
        let bar = try bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/model/Item.kt": other,
            "app/src/main/java/app/ui/Bar.kt": """
                package app.ui

                import androidx.compose.material.*

                @Composable
                fun Bar() {
                    BottomNavigation {
                        BottomNavigationItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.reset)) })
                        BottomNavigationItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.gallery)) })
                        BottomNavigationItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.gallery)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/ui/Bar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.key } == ["reset", "gallery", "gallery"])
    }

    /// DHIS2 Capture's home bar (`3802288b`; written for this test, not copied): a use case builds the items
    /// of its design system's bar in `try { buildList { add(NavigationBarItem(…)); if (…) add(NavigationBarItem(…)) } }`
    /// and returns `listOf(NavigationBarItem(…))`, its first item alone, from `catch (_: DomainError) { … }`.
    /// `catch` is a block of the same function, not a container call: the fallback was a second bar,
    /// "'…-2' has 1 tab". One bar of two tabs, the one with every tab it can show. A class body, like a
    /// function's, is no container call.
    @Test func composeItemsInACatchBlockAreNoBarOfTheirOwn() throws {
        // DHIS2's header, then a class whose primary constructor's `)` comes right before its body: the body is
        // no call `ConfigureBar(…) { … }` holding a bar either (it held all three items, and `buildList` two).
        for header in ["class ConfigureBar(private val repository: HomeRepository) : UseCase<Unit, List<NavigationBarItem<Page>>> {",
                       "class ConfigureBar(private val repository: HomeRepository) {"] {
            let (loaded, _) = try load([
                "app/src/main/res/values/strings.xml": "<resources><string name=\"programs\">Programs</string><string name=\"charts\">Charts</string></resources>",
                "app/src/main/java/app/main/ConfigureBar.kt": """
                    package app.main

                    import org.example.designsystem.NavigationBarItem

                    \(header)
                        override suspend operator fun invoke(input: Unit) =
                            try {
                                val list = buildList {
                                    add(NavigationBarItem(id = Page.PROGRAMS, icon = Icons.Filled.Form, label = "Programs"))
                                    if (repository.hasAnalytics()) {
                                        add(NavigationBarItem(id = Page.ANALYTICS, icon = Icons.Filled.BarChart, label = "Charts"))
                                    }
                                }
                                Result.success(list)
                            } catch (_: DomainError) {
                                Result.success(listOf(NavigationBarItem(id = Page.PROGRAMS, icon = Icons.Filled.Form, label = "Programs")))
                            } finally {
                                repository.close()
                            }
                    }
                    """,
            ], main: "app/src/main/java/app/main/ConfigureBar.kt", marker: "settings.gradle.kts")
            let bars = loaded.definition?.bars ?? []
            #expect(bars.map(\.items.count) == [2], "\(header): \(bars)")
        }
    }

    /// Android round 13: MyExpenses' `navigationSuiteItems` begin with its toggleable rail's close button,
    /// `item(icon = { IconButton(onClick = { toggle() }) { Icon(Icons.Default.Close, contentDescription =
    /// stringResource(R.string.drawer_open)) } }, selected = false, onClick = {}, label = null)`: never
    /// selected, its own tap does nothing, the button inside takes it. It was the bar's first tab, "Open
    /// navigation drawer", untranslated in 39 locales and too long in 5. The destinations stay tabs; an item
    /// that is never selected but navigates, or whose icon is only an icon, stays an item.
    /// Android round 14: Confetti's bar items are one `NavigationBarItem` written in the lambda its
    /// `NavigationButtons(component) { isSelected, icon, text, badgeCount, onClick -> … }` calls once per
    /// destination (Schedule, Speakers, Bookmarks, Account): no bar of one tab. A container whose lambda
    /// takes no parameters draws its items once, and is counted as before.
    @Test func composeItemInALambdaTheAppCallsPerTabIsNoBarOfOneTab() throws {
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"schedule\">Schedule</string></resources>",
            "app/src/main/java/app/Home.kt": """
                @Composable
                private fun RowScope.BottomBarItems(component: HomeComponent) {
                    NavigationButtons(component = component) { isSelected, icon, text, badgeCount, onClick ->
                        NavigationBarItem(selected = isSelected, onClick = onClick, icon = { icon() }, label = { Text(text) })
                    }
                }

                @Composable
                private fun NavigationButtons(component: HomeComponent, content: @Composable (Boolean, @Composable () -> Unit, String, Int, () -> Unit) -> Unit) {
                    content(component.onSchedule, { Icon(Icons.Default.Today, null) }, stringResource(R.string.schedule), 0, component::openSchedule)
                }
                """,
        ], main: "app/src/main/java/app/Home.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.count == 1 && bar.suppressions.map(\.ruleID) == ["layout-item-count"], "\(bar.suppressions)")
        #expect(loaded.diagnostics.contains { $0.message.contains("'NavigationButtons', which calls the lambda holding the item") }, "\(loaded.diagnostics)")
        #expect(try !RuleEngine().audit(file).checks.flatMap(\.findings).contains { $0.ruleID == "layout-item-count" })

        let (row, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"schedule\">Schedule</string></resources>",
            "app/src/main/java/app/Home.kt": """
                @Composable
                fun BottomBar(onSchedule: () -> Unit) {
                    Row(Modifier.selectableGroup()) {
                        NavigationBarItem(selected = true, onClick = onSchedule, icon = { Icon(Icons.Default.Today, null) }, label = { Text(stringResource(R.string.schedule)) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/Home.kt", marker: "settings.gradle.kts")
        let rowFile = try #require(row.definition, "\(row.diagnostics)")
        #expect(rowFile.bars.first?.suppressions.isEmpty == true)
        #expect(try RuleEngine().audit(rowFile).checks.flatMap(\.findings).contains { $0.ruleID == "layout-item-count" })
    }

    /// Android round 28: ScreenStream's four tabs are `NavigationBarItem(…, modifier = Modifier.padding(horizontal = 4.dp), …)`:
    /// each label has 8 dp less than its share of the row, 68 dp of a 360 dp phone's, where 76 were measured, and
    /// Italian "Impostazioni" (75.8 dp) is broken there. The padding is subtracted, and said, where every item's modifier
    /// is only `padding` in dp; a modifier that does more (`.weight(…)`, `.testTag(…)` after it), or items padded
    /// differently, keep the whole share.
    @Test func composeItemPaddingOfTheAppIsTakenFromItsLabel() throws {
        func audit(_ modifier: String) throws -> (Bar, [Finding]) {
            let (loaded, _) = try load([
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="a">Stream</string><string name="b">About</string><string name="c">Log</string><string name="d">Settings</string></resources>
                    """,
                "app/src/main/res/values-it/strings.xml": """
                    <resources><string name="a">Flusso</string><string name="b">Info</string><string name="c">Log</string><string name="d">Impostazioni</string></resources>
                    """,
                "app/src/main/java/app/Tabs.kt": """
                    import androidx.compose.material3.NavigationBar
                    import androidx.compose.material3.NavigationBarItem

                    enum class AppTabs(@StringRes val label: Int) { A(R.string.a), B(R.string.b), C(R.string.c), D(R.string.d) }

                    @Composable
                    fun Tabs(selected: AppTabs) {
                        NavigationBar {
                            AppTabs.entries.forEach { tab ->
                                NavigationBarItem(selected = selected == tab, onClick = {}, icon = { Icon(Icons.Default.Home, null) },
                                    modifier = \(modifier), label = { Text(text = stringResource(tab.label)) })
                            }
                        }
                    }
                    """,
            ], main: "app/src/main/java/app/Tabs.kt", marker: "settings.gradle.kts")
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            return (try #require(file.bars.first), try RuleEngine().audit(file).findings.filter { $0.ruleID == "l10n-title-truncation" })
        }
        let (padded, findings) = try audit("Modifier.padding(horizontal = 4.dp)")
        #expect(padded.materialItemLayout == .composeNavigationBar && padded.materialItemPadding == 8)
        let message = try #require(findings.first { $0.locale == "it" }?.message, "\(findings.map(\.message))")
        #expect(message.contains("its tab leaves 68 dp after the 8 dp of padding the app puts inside each tab (Android phone, compact window (360dp))"), "\(message)")
        #expect(try audit("Modifier.padding(start = 2.dp, end = 6.dp).padding(vertical = 3.dp)").0.materialItemPadding == 8)
        for unread in ["Modifier.padding(horizontal = 4.dp).testTag(\"tab\")", "Modifier.padding(horizontal = padding)", "modifier"] {
            let (bar, findings) = try audit(unread)
            #expect(bar.materialItemPadding == 0 && !findings.contains { $0.locale == "it" }, "\(unread): \(findings.map(\.message))")
        }
    }

    /// Android round 28: bible-planner's Material `NavigationBar { key(language) { MainNavigationItemsComponent(models, …)
    /// { selected, onClick, icon, label -> NavigationBarItem(…) } } }` draws one item per element of the list its
    /// composable walks (`models.forEach { … itemFactory(…) }`), a list its view model makes at run time. Read in Material's
    /// own bar (not an app's container, as Confetti's was), it was a bar of one tab, and `layout-item-count` said so. The
    /// same item in a lambda taking no parameters (`key(language) { … }`) is drawn once and counted as before.
    @Test func composeItemInALambdaAComposableCallsPerElementInsideMaterialsBar() throws {
        let source = { (lambda: String) in """
            import androidx.compose.material3.NavigationBar
            import androidx.compose.material3.NavigationBarItem

            @Composable
            fun MainNavigationBar(models: List<MainNavigationItemModel>, language: Language) {
                NavigationBar {
                    key(language) {
                        \(lambda)
                    }
                }
            }

            @Composable
            private fun MainNavigationItemsComponent(models: List<MainNavigationItemModel>, itemFactory: @Composable (Boolean, @Composable () -> Unit, @Composable () -> Unit) -> Unit) {
                models.forEach { model ->
                    itemFactory(model.selected, { Icon(model.icon, null) }, { Text(stringResource(model.title)) })
                }
            }
            """ }
        let strings = "<resources><string name=\"home\">Home</string></resources>"
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/MainNavigation.kt": source("""
                MainNavigationItemsComponent(models = models) { selected, icon, label ->
                            NavigationBarItem(selected = selected, onClick = {}, icon = icon, label = label)
                        }
                """),
        ], main: "app/src/main/java/app/MainNavigation.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.suppressions.map(\.ruleID) == ["layout-item-count"], "\(bar.suppressions)")
        #expect(loaded.diagnostics.contains { $0.message.contains("'MainNavigationItemsComponent', which calls the lambda holding the item") }, "\(loaded.diagnostics)")
        #expect(try !RuleEngine().audit(file).checks.flatMap(\.findings).contains { $0.ruleID == "layout-item-count" })

        let (once, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/MainNavigation.kt": source("""
                NavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(R.string.home)) })
                """),
        ], main: "app/src/main/java/app/MainNavigation.kt", marker: "settings.gradle.kts")
        let onceFile = try #require(once.definition, "\(once.diagnostics)")
        #expect(onceFile.bars.first?.suppressions.isEmpty == true)
        #expect(try RuleEngine().audit(onceFile).checks.flatMap(\.findings).contains { $0.ruleID == "layout-item-count" })
    }

    /// Android round 14: Lissen's player bar gives its labels `style = labelStyle`, a
    /// `val labelStyle = typography.labelSmall.copy(fontSize = 10.sp)`: they are 10 sp, not the item's 12 sp
    /// Label Medium, and Swedish "Nedladdningar" fits its quarter of a phone where German "Geschwindigkeit"
    /// does not. A `Text`'s own `fontSize`, a type scale's name, and labels of different sizes or of an app's own
    /// typography (measured as before) are read as Compose draws them; so is a type scale's size, also through an
    /// extension of the file that undoes the font scale (GOV.UK One Login's `….bodyMedium.fontSize.nonScaledSp`).
    @Test func composeLabelTextStyleIsMeasured() throws {
        func bar(label: String, preamble: String = "", declarations: String = "") throws -> (Bar, DefinitionFile) {
            let items = ["speed", "downloads", "timer", "chapters"].map { key in
                "NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Star, null) }, label = { \(label.replacingOccurrences(of: "KEY", with: key)) })"
            }.joined(separator: "\n        ")
            let (loaded, _) = try load([
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="speed">Speed</string><string name="downloads">Downloads</string>\
                    <string name="timer">Sleep</string><string name="chapters">Chapters</string></resources>
                    """,
                "app/src/main/res/values-de/strings.xml": """
                    <resources><string name="speed">Geschwindigkeit</string><string name="downloads">Downloads</string>\
                    <string name="timer">Schlaf</string><string name="chapters">Kapitel</string></resources>
                    """,
                "app/src/main/res/values-sv/strings.xml": """
                    <resources><string name="speed">Hastighet</string><string name="downloads">Nedladdningar</string>\
                    <string name="timer">Sömn</string><string name="chapters">Kapitel</string></resources>
                    """,
                "app/src/main/java/app/PlayerBar.kt": """
                    import androidx.compose.material3.*

                    @Composable
                    fun PlayerBar() {
                      NavigationBar {
                        \(preamble)
                        \(items)
                      }
                    }
                    \(declarations)
                    """,
            ], main: "app/src/main/java/app/PlayerBar.kt", marker: "settings.gradle.kts")
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            return (try #require(file.bars.first), file)
        }
        let (styled, file) = try bar(label: "Text(stringResource(R.string.KEY), style = labelStyle, maxLines = 1)",
                                     preamble: "val labelStyle = typography.labelSmall.copy(fontSize = 10.sp)")
        let appearance = try #require(styled.materialLabelTextAppearance)
        #expect(appearance.textSize == 10 && abs(appearance.letterSpacing - 0.05) < 1e-9 && appearance.weight == .medium)
        let truncated = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-title-truncation" }
        #expect(truncated.map(\.locale) == ["de"], "\(truncated.map(\.message))")
        #expect(truncated.first?.message.contains("10 sp") == true, "\(truncated.map(\.message))")

        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = 10.sp)").0.materialLabelTextAppearance?.textSize == 10)
        #expect(try bar(label: "Text(stringResource(R.string.KEY), style = MaterialTheme.typography.labelSmall)").0.materialLabelTextAppearance?.textSize == 11)
        let bold = try bar(label: "Text(stringResource(R.string.KEY), fontWeight = FontWeight.Bold)").0.materialLabelTextAppearance
        #expect(bold?.weight == .bold && bold?.textSize == 12)
        // Nothing written, an app's own typography, a size computed: the item's own Label Medium, as before.
        #expect(try bar(label: "Text(stringResource(R.string.KEY))").0.materialLabelTextAppearance == nil)
        #expect(try bar(label: "Text(stringResource(R.string.KEY), style = AppTypography.tabLabel)").0.materialLabelTextAppearance == nil)
        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = size)").0.materialLabelTextAppearance == nil)
        // GOV.UK One Login's label: the type scale's size through an extension that undoes the user's font scale. At the
        // default scale, the one measured, it is that size (and stays it, in dp, at every other).
        let nonScaled = "val TextUnit.nonScaledSp\n    @Composable\n    get() = (this.value / LocalDensity.current.fontScale).sp"
        let fixed = try bar(label: "Text(stringResource(R.string.KEY), fontSize = MaterialTheme.typography.bodyMedium.fontSize.nonScaledSp, fontWeight = FontWeight.Bold)",
                            declarations: nonScaled).0.materialLabelTextAppearance
        #expect(fixed?.textSize == 14 && fixed?.weight == .bold, "\(String(describing: fixed))")
        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = 13.sp.nonScaledSp)", declarations: nonScaled).0.materialLabelTextAppearance?.textSize == 13)
        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = typography.bodyLarge.fontSize)").0.materialLabelTextAppearance?.textSize == 16)
        // An extension that does not undo the font scale (it doubles the size), or that the file does not declare: not read.
        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = 13.sp.nonScaledSp)",
                        declarations: "val TextUnit.nonScaledSp get() = (this.value * 2).sp").0.materialLabelTextAppearance == nil)
        #expect(try bar(label: "Text(stringResource(R.string.KEY), fontSize = 13.sp.nonScaledSp)").0.materialLabelTextAppearance == nil)
    }

    /// Compose Multiplatform: `stringResource(Res.string.schedule)` in a file importing the module's generated
    /// `Res` names the string of `src/commonMain/composeResources/values*/strings.xml` (Confetti, Kanji Dojo,
    /// Komelia keep their tab titles there). A `Res` the file does not import from `generated.resources` is an
    /// app's own class: its titles stay notes.
    @Test func composeMultiplatformResStringIsResolved() throws {
        func load(importing header: String) throws -> (LoadedFile, Scratch) {
            try self.load([
                "settings.gradle.kts": "include(\":shared\")\n",
                "shared/src/commonMain/composeResources/values/strings.xml": """
                    <resources><string name="schedule">Schedule</string><string name="speakers">Speakers</string>\
                    <string name="bookmarks">Bookmarks</string></resources>
                    """,
                "shared/src/commonMain/composeResources/values-de/strings.xml": """
                    <resources><string name="schedule">Zeitplan</string><string name="speakers">Vortragende</string></resources>
                    """,
                "shared/src/commonMain/kotlin/app/Home.kt": """
                    \(header)

                    @Composable
                    fun HomeBar(selected: Int, onSelect: (Int) -> Unit) {
                        NavigationBar {
                            NavigationBarItem(selected = selected == 0, onClick = { onSelect(0) }, icon = { Icon(Icons.Default.Today, null) }, label = { Text(stringResource(Res.string.schedule)) })
                            NavigationBarItem(selected = selected == 1, onClick = { onSelect(1) }, icon = { Icon(Icons.Default.People, null) }, label = { Text(stringResource(Res.string.speakers)) })
                            NavigationBarItem(selected = selected == 2, onClick = { onSelect(2) }, icon = { Icon(Icons.Default.Bookmarks, null) }, label = { Text(stringResource(Res.string.bookmarks)) })
                        }
                    }
                    """,
            ], main: "shared/src/commonMain/kotlin/app/Home.kt", marker: "settings.gradle.kts")
        }
        let (loaded, _) = try load(importing: "import confetti.shared.generated.resources.Res\nimport org.jetbrains.compose.resources.stringResource")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.compactMap { $0.title.map { file.resolve($0, in: bar, locale: "de").text } } == ["Zeitplan", "Vortragende", "Bookmarks"], "\(loaded.diagnostics)")
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.map(\.locale) == ["de"] && missing.first?.itemID == "bookmarks", "\(missing.map(\.message))")
        // A star import of the generated package names it too.
        let (starred, _) = try load(importing: "import confetti.shared.generated.resources.*")
        #expect(try #require(starred.definition?.bars.first).items.allSatisfy { $0.title != nil })

        let (own, _) = try load(importing: "import app.ui.Res")
        let ownFile = try #require(own.definition, "\(own.diagnostics)")
        #expect(try #require(ownFile.bars.first).items.allSatisfy { $0.title == nil })
        #expect(own.diagnostics.contains { $0.message.contains("Res.string.schedule") && $0.message.contains("computed at run time") }, "\(own.diagnostics)")
    }

    /// Android round 18: Android Makers' build names the package of its generated `Res`
    /// (`compose.resources { packageOfResClass = "…" }`), and its bar imports `Res` from there, passing
    /// `label = stringResource(Res.string.agenda)` to an item function of its own, an overload of the Material
    /// item it imports by name (Kotlin picks the overload by its parameters; it shows `Text(label)`). That `Res`
    /// is the module's `composeResources`, so the titles are its strings; a file in that
    /// package uses `Res` without an import. Where the build does not name the package (commented out), such a
    /// `Res` stays an app's own class and the titles notes.
    @Test func composeMultiplatformResInThePackageTheBuildNamesIsResolved() throws {
        func load(build: String, header: String) throws -> (LoadedFile, Scratch) {
            try self.load([
                "settings.gradle.kts": "include(\":shared:ui\")\n",
                "shared/ui/build.gradle.kts": build,
                "shared/ui/src/commonMain/composeResources/values/strings.xml": """
                    <resources><string name="agenda">Agenda</string><string name="talks">Talks</string>\
                    <string name="venue">Venue</string></resources>
                    """,
                "shared/ui/src/commonMain/composeResources/values-fr/strings.xml": """
                    <resources><string name="agenda">Programme</string><string name="talks">Sessions</string></resources>
                    """,
                "shared/ui/src/commonMain/kotlin/com/example/conf/ui/navigation/Layout.kt": """
                    \(header)
                    import androidx.compose.material3.NavigationBarItem
                    import org.jetbrains.compose.resources.stringResource

                    @Composable
                    private fun ConfBottomBar(current: Int, onSelect: (Int) -> Unit) {
                        NavigationBar {
                            NavigationBarItem(isSelected = current == 0, label = stringResource(Res.string.agenda), onSelect = { onSelect(0) })
                            NavigationBarItem(isSelected = current == 1, label = stringResource(Res.string.talks), onSelect = { onSelect(1) })
                            NavigationBarItem(isSelected = current == 2, label = stringResource(Res.string.venue), onSelect = { onSelect(2) })
                        }
                    }

                    @Composable
                    private fun RowScope.NavigationBarItem(isSelected: Boolean, label: String, onSelect: () -> Unit) {
                        NavigationBarItem(
                            icon = { Icon(Icons.Default.Star, contentDescription = label) },
                            label = { Text(label, maxLines = 1) },
                            selected = isSelected,
                            onClick = onSelect
                        )
                    }
                    """,
            ], main: "shared/ui/src/commonMain/kotlin/com/example/conf/ui/navigation/Layout.kt", marker: "settings.gradle.kts")
        }
        let named = "plugins { alias(libs.plugins.jetbrains.compose) }\n\ncompose.resources {\n  packageOfResClass = \"com.example.conf.ui\"\n}\n"
        for header in ["package com.example.conf.ui.navigation\n\nimport com.example.conf.ui.Res", "package com.example.conf.ui"] {
            let (loaded, _) = try load(build: named, header: header)
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
            #expect(bar.items.compactMap { $0.title.map { file.resolve($0, in: bar, locale: "fr").text } } == ["Programme", "Sessions", "Venue"],
                    "\(header): \(loaded.diagnostics)")
            let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
            #expect(missing.map(\.locale) == ["fr"] && missing.first?.message.contains("'venue'") == true, "\(missing.map(\.message))")
        }
        let (unnamed, _) = try load(build: named.replacingOccurrences(of: "  packageOfResClass", with: "  // packageOfResClass"),
                                    header: "package com.example.conf.ui.navigation\n\nimport com.example.conf.ui.Res")
        #expect(try #require(unnamed.definition?.bars.first).items.allSatisfy { $0.title == nil })
        #expect(unnamed.diagnostics.contains { $0.message.contains("Res.string.agenda") && $0.message.contains("computed at run time") }, "\(unnamed.diagnostics)")
    }

    /// Android round 19: Compose Lobsters' `FloatingNavigationBarPreviewContent()` draws three items all labelled
    /// "Home" for a screenshot test (`common/src/screenshotTest/…`), its only caller: 2 errors, "items 'tab1' and
    /// 'tab2' both speak the label 'Home'". Fearless Wallet's `BottomNavigationBar` (round 18, 5 warnings) is called
    /// only by its own file's `@Preview`, in an app whose `setContent` calls never reach it. Neither is shown to
    /// users: a note, no bar. Named only by its own preview in a trimmed fixture (no other file starts a
    /// composition), or called by the app's code, the bar is audited as before.
    @Test func composeBarCalledOnlyByPreviewsAndTestsIsNotAudited() throws {
        let barFile = """
            package app.ui

            @Composable
            fun PreviewBar() {
                NavigationBar {
                    NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                }
            }

            @Preview
            @Composable
            private fun PreviewBarPreview() {
                PreviewBar()
            }
            """
        func load(_ extra: [String: String]) throws -> LoadedFile {
            try self.load(["app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string></resources>",
                           "app/src/main/java/app/ui/PreviewBar.kt": barFile].merging(extra) { $1 },
                          main: "app/src/main/java/app/ui/PreviewBar.kt", marker: "settings.gradle.kts").0
        }
        let activity = "package app\n\nclass MainActivity : ComponentActivity() {\n    override fun onCreate(state: Bundle?) {\n        super.onCreate(state)\n        setContent { AppScreen() }\n    }\n}\n"
        let screenshot = "package app.ui\n\n@PreviewTest\n@Composable\nfun PreviewBarScreenshot() {\n    PreviewBar()\n}\n"
        let note = "this bar is drawn by 'PreviewBar', which the project calls only from previews and tests"
        for (name, files) in [("own preview, whole app", ["app/src/main/java/app/MainActivity.kt": activity]),
                              ("screenshot test", ["app/src/screenshotTest/kotlin/app/ui/PreviewBarScreenshot.kt": screenshot])] {
            let loaded = try load(files)
            #expect(loaded.definition?.bars.isEmpty ?? true, "\(name)")
            #expect(loaded.diagnostics.map(\.severity) == [.info] && loaded.diagnostics.first?.message.hasPrefix(note) == true, "\(name): \(loaded.diagnostics)")
        }
        let appScreen = "package app\n\n@Composable\nfun AppScreen() {\n    Scaffold(bottomBar = { PreviewBar() }) { }\n}\n"
        for (name, files) in [("trimmed fixture", [:]), ("setContent only in a test", ["app/src/test/java/app/UiTest.kt": activity]),
                              ("called by the app", ["app/src/main/java/app/MainActivity.kt": activity, "app/src/main/java/app/AppScreen.kt": appScreen])] {
            let loaded = try load(files)
            #expect(loaded.definition?.bars.count == 1, "\(name): \(loaded.diagnostics)")
            #expect(!loaded.diagnostics.contains { $0.message.hasPrefix(note) }, "\(name)")
        }
    }

    /// Android round 33: shift-scheduler's `HomeBottomBar` is called by `HomeScreen`, which only `HomeScreenPreview` calls,
    /// while its activity's `setContent` draws a greeting: the bar exists only in Android Studio's preview pane. The callers
    /// are followed until code that runs by itself (an `override`, a function that is no composable, a property, a
    /// composable with a processor's annotation) or only previews and tests; cycles end. Haminjast's `BottomNavigationBar`,
    /// which nothing calls while the activity calls a bar of its own, is no bar either. A trimmed fixture is audited as before.
    @Test func composeBarReachedOnlyFromPreviewsThroughOtherComposablesOrNeverIsNotAudited() throws {
        let screen = { (extra: String) in """
            package app.home

            @Composable
            fun HomeScreen() {
                Scaffold(bottomBar = { HomeBottomBar() }) { }
            }

            @Composable
            fun HomeBottomBar() {
                NavigationBar {
                    NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.feed)) })
                }
            }

            @Preview(showBackground = true)
            @Composable
            fun HomeScreenPreview() {
                HomeScreen()
            }
            \(extra)
            """ }
        func load(_ extra: String = "", _ files: [String: String]) throws -> LoadedFile {
            try self.load(["app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"feed\">Feed</string></resources>",
                           "app/src/main/java/app/home/HomeScreen.kt": screen(extra)].merging(files) { $1 },
                          main: "app/src/main/java/app/home/HomeScreen.kt", marker: "settings.gradle.kts").0
        }
        let activity = { (content: String) in
            "package app\n\nclass MainActivity : ComponentActivity() {\n    override fun onCreate(state: Bundle?) {\n        super.onCreate(state)\n        setContent { \(content) }\n    }\n}\n"
        }
        let previewed = "this bar is drawn by 'HomeBottomBar', which the project calls only from previews and tests"
        let uncalled = "this bar is drawn by 'HomeBottomBar', which no code of the project calls (nor any function calling it)"
        let notShown: [(String, String, [String: String], String)] = [
            ("through a previewed screen", "", ["app/src/main/java/app/MainActivity.kt": activity("Greeting(name = \"x\")")], previewed),
            ("through a cycle only a preview enters", "@Composable\nfun Other() { HomeScreen() }\n@Composable\nfun Loop() { Other(); Loop() }\n",
             ["app/src/main/java/app/MainActivity.kt": activity("Greeting()")], previewed),
            ("through a screen a test calls", "", ["app/src/main/java/app/MainActivity.kt": activity("Greeting()"),
                                                   "app/src/androidTest/java/app/HomeTest.kt": "class HomeTest { @Test fun shows() { rule.setContent { HomeScreen() } } }"], previewed),
        ]
        for (name, extra, files, note) in notShown {
            let loaded = try load(extra, files)
            #expect(loaded.definition?.bars.isEmpty ?? true, "\(name)")
            #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.hasPrefix(note) }, "\(name): \(loaded.diagnostics)")
        }
        // Nothing calls the bar's function, nor the screen: the preview is gone.
        let unreached = try self.load(["app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"feed\">Feed</string></resources>",
                                       "app/src/main/java/app/home/HomeScreen.kt": screen("").replacingOccurrences(of: "@Preview(showBackground = true)\n@Composable\nfun HomeScreenPreview() {\n    HomeScreen()\n}", with: ""),
                                       "app/src/main/java/app/MainActivity.kt": activity("AppBar()")],
                                      main: "app/src/main/java/app/home/HomeScreen.kt", marker: "settings.gradle.kts").0
        #expect(unreached.definition?.bars.isEmpty ?? true)
        #expect(unreached.diagnostics.contains { $0.severity == .info && $0.message.hasPrefix(uncalled) }, "\(unreached.diagnostics)")
        let shown: [(String, String, [String: String])] = [
            ("trimmed fixture", "", [:]),
            ("called from setContent", "", ["app/src/main/java/app/MainActivity.kt": activity("HomeScreen()")]),
            ("a NavHost destination", "", ["app/src/main/java/app/MainActivity.kt": activity("AppNav()"),
                                           "app/src/main/java/app/AppNav.kt": "@Composable\nfun AppNav() {\n    NavHost(navController, startDestination = \"home\") {\n        composable(\"home\") { HomeScreen() }\n    }\n}\n"]),
            ("a NavGraphBuilder extension", "", ["app/src/main/java/app/MainActivity.kt": activity("Greeting()"),
                                                 "app/src/main/java/app/Graph.kt": "fun NavGraphBuilder.homeGraph() {\n    composable(\"home\") { HomeScreen() }\n}\n"]),
            ("a library's override", "class HomeTab : Screen {\n    @Composable\n    override fun Content() { HomeScreen() }\n}\n",
             ["app/src/main/java/app/MainActivity.kt": activity("Greeting()")]),
            ("a processor's destination", "@Destination(start = true)\n@Composable\nfun HomeDestination() { HomeScreen() }\n",
             ["app/src/main/java/app/MainActivity.kt": activity("Greeting()")]),
            ("a property", "val screens = mapOf(\"home\" to @Composable { HomeScreen() })\n", ["app/src/main/java/app/MainActivity.kt": activity("Greeting()")]),
            // BandoriStation's `@Preview fun App()` is also what its activity draws.
            ("a preview the activity draws", "@Preview\n@Composable\nfun AppRoot() { HomeScreen() }\n", ["app/src/main/java/app/MainActivity.kt": activity("AppRoot()")]),
        ]
        for (name, extra, files) in shown {
            let loaded = try load(extra, files)
            #expect(loaded.definition?.bars.count == 1, "\(name): \(loaded.diagnostics)")
            #expect(!loaded.diagnostics.contains { $0.message.hasPrefix("this bar is drawn by") }, "\(name): \(loaded.diagnostics)")
        }
    }

    /// Android round 33: shift-scheduler's only strings folder is `values/` with its Latin `app_name`, and its bar's labels
    /// are Hebrew literals ("התראות", "ניהול"): every phone shows them, and 'en' is only BarAudit's stand-in for a
    /// language the app never names. Four "mostly right-to-left text in left-to-right 'en'" warnings said the titles may
    /// belong to another locale's table; there is none. Where a `tools:locale`, a locale folder or a `resConfigs` names the
    /// language, the warning stays.
    @Test func rightToLeftTitlesOfAnAppThatNamesNoLanguageAreItsOwn() throws {
        func findings(_ files: [String: String]) throws -> [Finding] {
            let (loaded, _) = try load([
                "app/src/main/java/app/Bar.kt": """
                    @Composable
                    fun HomeBottomBar() {
                        NavigationBar {
                            NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text("התראות") })
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text("ניהול") })
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.board)) })
                        }
                    }
                    """,
            ].merging(files) { $1 }, main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            return try RuleEngine().audit(file).findings.filter { $0.ruleID == "bidi-direction-mismatch" }
        }
        let defaults = { (tools: String) in "<resources \(tools)><string name=\"app_name\">SmartSchedule</string><string name=\"board\">לוח</string></resources>" }
        #expect(try findings(["app/src/main/res/values/strings.xml": defaults("")]).isEmpty)
        let named: [(String, [String: String])] = [
            ("tools:locale", ["app/src/main/res/values/strings.xml": defaults("xmlns:tools=\"http://schemas.android.com/tools\" tools:locale=\"en\"")]),
            ("a locale folder", ["app/src/main/res/values/strings.xml": defaults(""),
                                 "app/src/main/res/values-iw/strings.xml": "<resources><string name=\"board\">לוח</string></resources>"]),
            ("resConfigs", ["app/src/main/res/values/strings.xml": defaults(""),
                            "app/build.gradle.kts": "android {\n    defaultConfig {\n        resourceConfigurations += listOf(\"en\")\n    }\n}\n"]),
        ]
        for (name, files) in named {
            #expect(try findings(files).filter { $0.locale == "en" }.count == 3, "\(name)")
        }
    }

    /// Android round 33: Space Station Tracker's theme gives its labels its own font, `MaterialTheme(typography =
    /// SpaceTypography)` with `labelMedium = TextStyle(fontFamily = Exo2, …)` and `val Exo2 = FontFamily(Font(R.font.exo_variable,
    /// FontWeight.Medium))`: BarAudit has no metrics for it, so Roboto's widths stand in and the truncation says so. A theme
    /// keeping Material's typography, or one not written out, names no font.
    @Test func composeLabelsInTheThemesOwnFontSayTheFontIsNotMeasured() throws {
        func message(_ theme: String) throws -> String {
            let (loaded, _) = try load([
                "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">Home</string><string name=\"b\">Map</string><string name=\"c\">Settings</string></resources>",
                "app/src/main/res/values-de/strings.xml": "<resources><string name=\"a\">Start</string><string name=\"b\">Karte</string><string name=\"c\">Einstellungsmöglichkeiten</string></resources>",
                "app/src/main/java/app/ui/theme/Type.kt": """
                    val Exo2 = FontFamily(
                        Font(R.font.exo_variable, FontWeight.Normal),
                        Font(R.font.exo_variable, FontWeight.Medium)
                    )
                    val SpaceTypography = Typography(
                        labelMedium = TextStyle(fontFamily = Exo2, fontWeight = FontWeight.Medium, fontSize = 12.sp)
                    )
                    val Typography = Typography(bodyLarge = TextStyle(fontFamily = FontFamily.Default))
                    """,
                "app/src/main/java/app/ui/theme/Theme.kt": theme,
                "app/src/main/java/app/Bar.kt": """
                    import androidx.compose.material3.NavigationBar
                    import androidx.compose.material3.NavigationBarItem

                    @Composable
                    fun MainBar() {
                        NavigationBar {
                            NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.a)) })
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.b)) })
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.c)) })
                        }
                    }
                    """,
            ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            return try #require(RuleEngine().audit(file).findings.first { $0.ruleID == "l10n-title-truncation" }?.message)
        }
        let ownFont = ", standing in for the app's font 'exo_variable' (res/font), which is not measured"
        let preview = "@Preview\n@Composable\nfun P() { MaterialTheme { Text(\"preview\") } }\n"
        #expect(try message("@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n    MaterialTheme(colorScheme = scheme, typography = SpaceTypography, content = content)\n}\n" + preview)
            .contains("in Roboto Medium 12 sp" + ownFont + ", but its tab leaves"))
        for theme in ["@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n    MaterialTheme(colorScheme = scheme, typography = Typography, content = content)\n}\n",
                      "@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n    MaterialTheme(typography = SpaceTypography, content = content)\n}\n@Composable\nfun Plain() { MaterialTheme { } }\n",
                      "@Composable\nfun AppTheme(typography: Typography, content: @Composable () -> Unit) {\n    MaterialTheme(typography = typography, content = content)\n}\n"] {
            let text = try message(theme)
            #expect(text.contains("in Roboto Medium 12 sp, but its tab leaves"), "\(text)")
        }
    }

    /// Android round 14: ImageToolbox's `MainNavigationBar` is `NavigationBar { … Screen.typedEntries.forEachIndexed {
    /// EnhancedNavigationBarItem(…) } }`, items of a composable its `core/ui` module declares: no item is read, and a
    /// note now says why (before: nothing at all). A bar handing its content on (`NavigationBar(content = content)`)
    /// or a `BottomAppBar` of actions gets no note.
    @Test func composeBarOfItemsDeclaredInAnotherFileSaysSo() throws {
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"favorite\">Favorite</string></resources>",
            "app/src/main/java/app/MainNavigationBar.kt": """
                @Composable
                internal fun MainNavigationBar(selected: Int, onSelect: (Int) -> Unit) {
                    NavigationBar {
                        FavoriteNavigationBarItem(selected = selected == 0, onClick = { onSelect(0) })
                        Screen.typedEntries.forEachIndexed { index, group ->
                            EnhancedNavigationBarItem(selected = selected == index + 1, onClick = { onSelect(index + 1) }, icon = { Icon(group.icon, null) }, label = { Text(stringResource(group.title)) })
                        }
                    }
                }

                @Composable
                private fun RowScope.FavoriteNavigationBarItem(selected: Boolean, onClick: () -> Unit) {
                    EnhancedNavigationBarItem(selected = selected, onClick = onClick, icon = { Icon(Icons.Rounded.Bookmark, null) }, label = { Text(stringResource(R.string.favorite)) })
                }

                @Composable
                fun HazeBar(content: @Composable RowScope.() -> Unit) {
                    NavigationBar(content = content)
                }
                """,
        ], main: "app/src/main/java/app/MainNavigationBar.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty != false)
        let notes = loaded.diagnostics.filter { $0.message.contains("declared in another file") }
        #expect(notes.count == 1 && notes.first?.message.hasPrefix("'EnhancedNavigationBarItem' here") == true && notes.first?.location.line == 6,
                "\(loaded.diagnostics.map(\.message))")
    }

    /// Android round 20: Raccoon for Lemmy's `MainScreen.kt` calls `NavigationBar { TabNavigationItem(tab = HomeTab, …) … }`,
    /// its item composable declared in `TabNavigationItem.kt` (which draws the `NavigationBarItem`); the file names
    /// no Material item, so it was never read and the bar was passed over without a word. A file calling a Material
    /// bar and an item named like one (`…NavigationItem(`) is read. Since Android round 25 the item wrapper of
    /// another file is read too: two tabs, whose titles (Kotlin string objects in the app) are computed at run time.
    @Test func composeBarFileNamingOnlyAnAppsItemIsReadAndSaysSo() throws {
        let files = [
            "app/src/main/java/app/MainScreen.kt": """
                import androidx.compose.material3.NavigationBar

                @Composable
                fun MainScreen() {
                    NavigationBar(tonalElevation = 0.dp) {
                        TabNavigationItem(tab = HomeTab, withText = true)
                        TabNavigationItem(tab = SettingsTab, withText = true)
                    }
                }
                """,
            "app/src/main/java/app/navigation/TabNavigationItem.kt": """
                @Composable
                internal fun RowScope.TabNavigationItem(tab: Tab, withText: Boolean) {
                    NavigationBarItem(selected = false, onClick = {}, icon = { Icon(tab.icon, null) }, label = { Text(tab.title) })
                }
                """,
        ]
        let (loaded, scratch) = try load(files, main: "app/src/main/java/app/MainScreen.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.first?.items.map(\.location.line) == [6, 7], "\(loaded.diagnostics.map(\.message))")
        #expect(loaded.diagnostics.map(\.message) == ["the title 'tab.title' of tabs 'tab1', 'tab2' is computed at run time and not audited (code_strings can name its key)"],
                "\(loaded.diagnostics.map(\.message))")
        #expect(DefinitionDiscovery.discover([scratch.path("app/src/main/java/app")]).files.contains { $0.hasSuffix("/MainScreen.kt") })
        // Hedvig's own `NavigationBar` drawing a private `NavigationItem(…)`, Compose Lobsters' destination class
        // `NavigationItem(AppDestinations.HOTTEST)`, AnkiDroid's `selectNavigationItem(…)`: no Material bar to
        // speak of, so not read (the directory still has "no bar definitions").
        for (index, text) in ["fun NavigationBar(items: List<Destination>) {\n    Row { items.forEach { NavigationItem(it) } }\n}\n",
                              "val bar = NavigationBar(listOf(NavigationItem(AppDestinations.HOTTEST)))\n",
                              "fun open() {\n    selectNavigationItem(R.id.nav_decks)\n    BottomNavigation(context)\n}\n"].enumerated() {
            _ = scratch.write("other\(index)/src/main/java/Bar.kt", text)
            #expect(DefinitionDiscovery.discover([scratch.path("other\(index)")]).files.isEmpty, "\(index)")
        }
    }

    @Test func composeButtonPlacedAmongTheItemsIsNoTab() throws {
        let strings = """
            <resources><string name="drawer_open">Open navigation drawer</string><string name="accounts">Accounts</string>\
            <string name="settings">Settings</string><string name="more">More</string></resources>
            """
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/MainScreen.kt": """
                @Composable
                fun MainScreen(toggleableRail: Boolean, onToggle: () -> Unit, onMore: () -> Unit) {
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            if (toggleableRail) {
                                item(
                                    icon = {
                                        IconButton(onClick = { onToggle() }) {
                                            Icon(Icons.Default.Close, contentDescription = stringResource(R.string.drawer_open))
                                        }
                                    },
                                    selected = false,
                                    onClick = {}, // the IconButton handles the click
                                    label = null,
                                )
                            }
                            item(selected = true, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(R.string.accounts)) })
                            item(selected = false, onClick = { onMore() }, icon = { Icon(Icons.Default.Settings, null) }, label = { Text(stringResource(R.string.settings)) })
                            item(selected = false, onClick = {}, icon = { Icon(Icons.Default.MoreHoriz, null) }, label = { Text(stringResource(R.string.more)) })
                        }
                    ) {}
                }
                """,
        ], main: "app/src/main/java/app/MainScreen.kt", marker: "settings.gradle.kts")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.count == 3, "\(bar.items)")
        let file = try #require(loaded.definition)
        #expect(bar.items.compactMap { $0.title.map { file.resolve($0, in: bar, locale: "en").text } } == ["Accounts", "Settings", "More"])
        #expect(bar.suppressions.isEmpty, "every item is read: the count is known")
        // Its destinations come from a list the screen's state decides: beside them, "More" is no bar of one
        // item (nor was it, with the close button, a bar of two).
        let (walked, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/MainScreen.kt": """
                @Composable
                fun MainScreen(accounts: List<Account>, onMore: () -> Unit) {
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            listOfNotNull(Screen.Accounts, Screen.Transactions.takeIf { accounts.isNotEmpty() }).forEach { screen ->
                                item(selected = false, onClick = { }, icon = { Icon(screen.icon, null) }, label = { Text(stringResource(screen.resourceId)) })
                            }
                            item(selected = false, onClick = { onMore() }, icon = { Icon(Icons.Default.MoreHoriz, null) }, label = { Text(stringResource(R.string.more)) })
                        }
                    ) {}
                }
                """,
        ], main: "app/src/main/java/app/MainScreen.kt", marker: "settings.gradle.kts")
        let walkedFile = try #require(walked.definition, "\(walked.diagnostics)")
        let more = try #require(walkedFile.bars.first)
        #expect(more.items.count == 1 && more.suppressions.map(\.ruleID) == ["layout-item-count"], "\(more.suppressions)")
        let findings = try RuleEngine().audit(walkedFile).checks.flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")
        // Six items beside the list: the count rule is suspended; iOS's More overflow is no rule of a Material bar.
        let six = (0..<6).map { _ in "item(selected = false, onClick = { onMore() }, icon = { Icon(Icons.Default.MoreHoriz, null) }, label = { Text(stringResource(R.string.more)) })" }
        let (crowded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/MainScreen.kt": """
                @Composable
                fun MainScreen(accounts: List<Account>, onMore: () -> Unit) {
                    NavigationSuiteScaffold(
                        navigationSuiteItems = {
                            accounts.forEach { account -> item(selected = false, onClick = { }, icon = { Icon(account.icon, null) }, label = { Text(account.name) }) }
                            \(six.joined(separator: "\n                "))
                        }
                    ) {}
                }
                """,
        ], main: "app/src/main/java/app/MainScreen.kt", marker: "settings.gradle.kts")
        let crowdedBar = try #require(crowded.definition?.bars.first, "\(crowded.diagnostics)")
        #expect(crowdedBar.items.count == 6 && crowdedBar.suppressions.map(\.ruleID) == ["layout-item-count"], "\(crowdedBar.suppressions)")
    }

    /// A container of the app's inside a loop's lambda is drawn once per element: listenbrainz's
    /// `LazyRow { items(items, key = …) { item -> ReorderableItem(…) { scope.let { it.BottomNavigationItem(…) } } } }`
    /// is one row of the list's items, not a bar of 1 tab in `ReorderableItem` (its list is a parameter: a note).
    /// A container outside the loop with a known list reads every element.
    @Test func composeContainerInsideALoopIsNotTheBar() throws {
        let strings = "<resources><string name=\"feed\">Feed</string><string name=\"explore\">Explore</string></resources>"
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Reorder.kt": """
                @Composable
                fun ReorderableBottomNavBar(items: SnapshotStateList<AppNavigationItem>, state: ReorderableLazyListState, scope: RowScope) {
                    LazyRow(modifier = Modifier.fillMaxWidth()) {
                        items(items, key = { it.route }) { item ->
                            ReorderableItem(state, key = item.route) { _ ->
                                scope.let {
                                    it.BottomNavigationItem(icon = { NavIcon(item) }, label = { NavLabel(item) }, selected = false, onClick = {})
                                }
                            }
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Reorder.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty ?? true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 4 },
                "\(loaded.diagnostics)")

        let bar = try bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                enum class Tab(@StringRes val title: Int) { FEED(R.string.feed), EXPLORE(R.string.explore) }
                @Composable
                fun Bar() {
                    Row(Modifier.selectableGroup()) {
                        Tab.entries.forEach { tab ->
                            Box(Modifier.weight(1f)) {
                                NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) })
                            }
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["FEED", "EXPLORE"])
    }

    /// Aniyomi declares its item wrapper as a member of `object HomeScreen`: `private fun RowScope.NavigationBarItem(tab: Tab)
    /// { NavigationBarItem(…) }`. The declared name is no item call, and the object's body no bar of 1 tab
    /// (the bar itself walks `navStyle.tabs`, known at run time: a note).
    @Test func composeWrapperDeclarationIsNoItem() throws {
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"library\">Library</string></resources>",
            "app/src/main/java/app/HomeScreen.kt": """
                object HomeScreen : Screen() {
                    @Composable
                    override fun Content() {
                        NavigationBar {
                            navStyle.tabs.fastForEach { NavigationBarItem(it) }
                        }
                    }

                    @Composable
                    private fun RowScope.NavigationBarItem(tab: Tab) {
                        NavigationBarItem(selected = false, onClick = {}, icon = { NavigationIconItem(tab) }, label = { Text(text = tab.options.title) })
                    }
                }
                """,
        ], main: "app/src/main/java/app/HomeScreen.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty ?? true, "\(String(describing: loaded.definition?.bars))")
        // A note where the bar calls it: the app's own composable here (no import of Material's item); in Aniyomi,
        // which imports Material's, the run-time list.
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.location.line == 5 }, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity != .info }, "\(loaded.diagnostics)")
    }

    /// An icon drawn by a composable of the app's that the file does not declare (Mensinator's `icon = {
    /// NavigationItemIcon(currentScreen, item) }`, were its function in another file) describes itself inside that
    /// function: a label computed at run time (a note), not "neither a title nor an accessibility label".
    /// Material's `Image(painter, contentDescription)` describes an icon as `Icon` does.
    @Test func composeIconOfTheAppsOwnComposableIsALabelComputedAtRunTime() throws {
        let strings = "<resources><string name=\"calendar\">Calendar</string><string name=\"stats\">Statistics</string></resources>"
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                @Composable
                fun Bar(current: Screen) {
                    NavigationBar {
                        navigationItems.forEach { item ->
                            NavigationBarItem(selected = current == item.screen, onClick = {}, icon = { NavigationItemIcon(current, item) })
                        }
                    }
                }
                private val navigationItems = listOf(NavigationItem(screen = Screen.Calendar, R.drawable.cal), NavigationItem(screen = Screen.Statistic, R.drawable.chart))
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.count == 2)
        #expect(bar.items.allSatisfy { $0.setAtRunTime["label"] == "NavigationItemIcon(current,item)" }, "\(bar.items.map(\.setAtRunTime))")
        let findings = try RuleEngine().audit(file).findings
        #expect(!findings.contains { $0.ruleID == "voiceover-label-missing" }, "\(findings.map(\.message))")

        let image = try self.bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                @Composable
                fun Bar() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, icon = { Image(painterResource(R.drawable.cal), stringResource(R.string.calendar)) })
                        NavigationBarItem(selected = false, onClick = {}, icon = { BadgedBox(badge = { Badge { Text("3") } }) { Icon(Icons.Filled.Info, contentDescription = null) } })
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(image.items.first?.accessibility.label?.key == "calendar")
        #expect(image.items.last?.accessibility.label == nil && image.items.last?.setAtRunTime["label"] == nil,
                "Material's Icon without a description describes nothing")
    }

    /// An icon drawn by a composable of the app's declared in the same file is read from its body, with the
    /// call's arguments for its parameters (Audile's `LibraryNavigationIcon(selected, unviewedTracksCount)`, a
    /// `BadgedBox` around an `Icon` described by the Library title, in an item with `alwaysShowLabel = false`):
    /// a label audited, not a note. A function's parameter bound to the loop's element describes that element.
    @Test func composeIconOfAComposableDeclaredInTheFileIsReadFromItsBody() throws {
        let bar = try self.bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="recognition">Recognition</string><string name="library">Library</string>
                <string name="settings">Settings</string><string name="new_tracks">%s new tracks</string></resources>
                """,
            "app/src/main/java/app/Bar.kt": """
                enum class Destination(@StringRes val titleResId: Int) { Recognition(R.string.recognition), Library(R.string.library), Settings(R.string.settings) }
                @Composable
                fun Bar(unviewed: State<Int>) {
                    NavigationBar {
                        Destination.entries.forEach { destination ->
                            NavigationBarItem(
                                selected = false,
                                icon = {
                                    when (destination) {
                                        Destination.Library -> LibraryIcon(selected = false, unviewed = unviewed)
                                        else -> TabIcon(destination)
                                    }
                                },
                                label = { Text(stringResource(destination.titleResId), maxLines = 1) },
                                alwaysShowLabel = false,
                                onClick = {}
                            )
                        }
                    }
                }
                @Composable
                fun LibraryIcon(selected: Boolean, unviewed: State<Int>) {
                    BadgedBox(badge = {
                        AnimatedVisibility(visible = unviewed.value != 0) {
                            Badge { Text(text = "${unviewed.value}") }
                        }
                    }) {
                        Icon(painterResource(R.drawable.library), contentDescription = stringResource(Destination.Library.titleResId))
                    }
                }
                @Composable
                private fun TabIcon(tab: Destination) {
                    Icon(painterResource(R.drawable.tab), contentDescription = stringResource(tab.titleResId))
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.accessibility.label?.source } == [.key("recognition"), .key("library"), .key("settings")],
                "\(bar.items.map(\.accessibility.label))")
        #expect(bar.items.allSatisfy { $0.setAtRunTime["label"] == nil }, "\(bar.items.map(\.setAtRunTime))")
        #expect(bar.items[1].setAtRunTime["badge"] != nil && bar.items[0].setAtRunTime["badge"] == nil,
                "the Library icon's badge counts at run time; the others have none")

        // Mensinator's: the list's element holds an entry (`screen = Screen.Calendar`) whose property names the string.
        let held = try self.bar([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"calendar\">Calendar</string><string name=\"stats\">Statistics</string></resources>",
            "app/src/main/java/app/Bar.kt": """
                enum class Screen(@StringRes val titleRes: Int) { Calendar(R.string.calendar), Statistic(R.string.stats) }
                data class NavigationItem(val screen: Screen, @DrawableRes val image: Int)
                @Composable
                fun Bar(current: Screen) {
                    NavigationBar {
                        navigationItems.forEach { item ->
                            NavigationBarItem(selected = current == item.screen, onClick = {}, icon = { NavigationItemIcon(current, item) })
                        }
                    }
                }
                @Composable
                private fun NavigationItemIcon(currentScreen: Screen, item: NavigationItem) {
                    Icon(ImageVector.vectorResource(item.image), contentDescription = stringResource(item.screen.titleRes))
                }
                private val navigationItems = listOf(NavigationItem(screen = Screen.Calendar, R.drawable.cal), NavigationItem(screen = Screen.Statistic, R.drawable.chart))
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(held.items.map { $0.accessibility.label?.source } == [.key("calendar"), .key("stats")], "\(held.items.map(\.setAtRunTime))")

        // Jerboa's: a badge under a condition on the function's parameter shows where the running app says, and a
        // `Badge(content = { Text(…) })` holds a count, no dot.
        let (countedLoad, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"inbox\">Inbox</string></resources>",
            "app/src/main/java/app/Bar.kt": """
                enum class NavTab(@StringRes val title: Int) { Home(R.string.home), Inbox(R.string.inbox) }
                @Composable
                fun Bar(unread: Long?) {
                    NavigationBar {
                        for (tab in NavTab.entries) {
                            val count = when (tab) { NavTab.Inbox -> unread; else -> null }
                            NavigationBarItem(
                                icon = { NavbarIconAndBadge(iconBadgeCount = count, contentDescription = stringResource(tab.title)) },
                                selected = false,
                                onClick = {}
                            )
                        }
                    }
                }
                @Composable
                fun NavbarIconAndBadge(iconBadgeCount: Long?, contentDescription: String?) {
                    if (iconBadgeCount !== null && iconBadgeCount > 0) {
                        BadgedBox(badge = { Badge(containerColor = Color.Red, content = { Text(text = iconBadgeCount.toString()) }) }) {
                            Icon(Icons.Default.Home, contentDescription = contentDescription)
                        }
                    } else {
                        Icon(Icons.Default.Home, contentDescription = contentDescription)
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        let countedFile = try #require(countedLoad.definition, "\(countedLoad.diagnostics)")
        let counted = try #require(countedFile.bars.first)
        #expect(counted.items.map { $0.accessibility.label?.source } == [.key("home"), .key("inbox")], "\(counted.items.map(\.setAtRunTime))")
        #expect(counted.items.allSatisfy { $0.badge == nil && $0.setAtRunTime["badge"]?.hasPrefix("if") == true }, "\(counted.items.map(\.setAtRunTime))")
        let badgeFindings = try RuleEngine().audit(countedFile).findings
        #expect(!badgeFindings.contains { $0.ruleID.hasPrefix("badge-") }, "\(badgeFindings.map(\.message))")
    }

    /// An item wrapper declared inside the bar's content (OtakuWorld's `@Composable fun ScreenBottomItem(screen,
    /// icon, label) { NavigationBarItem(…, label = { Text(stringResource(label)) }) }` in its `NavigationBar { … }`)
    /// draws where it is called, not where it is declared: its body is no tab with a title computed at run time.
    /// The same name called on a value (`middle.ScreenBottomItem(rowScope = this, …)`) is another function, declared
    /// elsewhere, whose tab a setting picks: a note, and the bar's count of tabs not judged.
    @Test func composeItemWrapperDeclaredInTheBarsContent() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"recent\">Recent</string><string name=\"settings\">Settings</string></resources>",
            "app/src/main/java/app/Bar.kt": """
                @Composable
                fun BottomNav(middle: MiddleAction) {
                    NavigationBar {
                        @Composable
                        fun ScreenBottomItem(screen: Screen, icon: ImageVector, label: Int) {
                            NavigationBarItem(
                                icon = { Icon(icon, null) },
                                label = { Text(stringResource(label)) },
                                selected = false,
                                onClick = {}
                            )
                        }
                        ScreenBottomItem(screen = Screen.Recent, icon = Icons.Default.History, label = R.string.recent)
                        middle.ScreenBottomItem(rowScope = this, onClick = {})
                        ScreenBottomItem(screen = Screen.Settings, icon = Icons.Default.Settings, label = R.string.settings)
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.key("recent"), .key("settings")], "\(bar.items.map(\.title))")
        #expect(bar.items.allSatisfy { $0.setAtRunTime.isEmpty }, "\(bar.items.map(\.setAtRunTime))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.location.line == 14 && $0.message.contains("'middle'") }, "\(loaded.diagnostics)")
        let findings = try RuleEngine().audit(file).findings
        #expect(!findings.contains { $0.ruleID == "layout-item-count" }, "\(findings.map(\.message))")

        // A wrapper declared with a receiver (`fun RowScope.ScreenBottomItem(…)`) may be what `this.ScreenBottomItem(…)`
        // calls: no note calls it another function.
        var extended = files
        extended["app/src/main/java/app/Bar.kt"] = files["app/src/main/java/app/Bar.kt"]!
            .replacingOccurrences(of: "fun ScreenBottomItem(screen", with: "fun RowScope.ScreenBottomItem(screen")
            .replacingOccurrences(of: "middle.ScreenBottomItem(rowScope = this, onClick = {})", with: "this.ScreenBottomItem(screen = Screen.Recent, icon = Icons.Default.History, label = R.string.recent)")
        let (extendedLoad, _) = try load(extended, main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(!extendedLoad.diagnostics.contains { $0.message.contains("called on") }, "\(extendedLoad.diagnostics)")
    }

    /// A title whose resource the app changes the case of before showing it (Leafy's `Text(text =
    /// stringResource(labelRes).capitalize())` of the resources "home", "plants"…, its own `fun String.capitalize() =
    /// replaceFirstChar { if (it.isLowerCase()) it.titlecase() else it.toString() }`): users see "Home", which was read
    /// and measured as "home". The project's extension is the one a file importing it calls (`Char.titlecase()` follows
    /// no language: Turkish "ilerleme" shows "Ilerleme"); without one, Kotlin's `capitalize()` follows the phone's
    /// ("İlerleme"); `uppercase()` none ("ILERLEME"). Another call after the resource changes nothing read.
    @Test func composeTitleWhoseResourceTheAppChangesTheCaseOf() throws {
        let files = [
            "app/src/main/res/values/strings.xml": """
                <resources><string name="home">home</string><string name="progress">progress</string>
                <string name="settings">settings</string><string name="more">more</string></resources>
                """,
            "app/src/main/res/values-tr/strings.xml": """
                <resources><string name="home">ana sayfa</string><string name="progress">ilerleme</string>
                <string name="settings">ayarlar</string><string name="more">daha fazla</string></resources>
                """,
            "core/src/main/java/com/app/core/ui/extensions/StringExtensions.kt": """
                package com.app.core.ui.extensions

                fun String.capitalize() = replaceFirstChar {
                    if (it.isLowerCase()) it.titlecase() else it.toString()
                }
                """,
            "app/src/main/java/com/app/ui/BottomBar.kt": """
                package com.app.ui

                import com.app.core.ui.extensions.capitalize

                @Composable
                fun BottomBar() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Default.Home, null) },
                            label = { Text(text = stringResource(R.string.home).capitalize()) })
                        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Star, null) },
                            label = { Text(stringResource(id = R.string.progress).capitalize()) })
                        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Settings, null) },
                            label = { Text(stringResource(R.string.settings).uppercase()) })
                        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Menu, null) },
                            label = { Text(stringResource(R.string.more).trim()) })
                    }
                }
                """,
        ]
        func titles(_ files: [String: String], locale: String) throws -> [String] {
            let (loaded, _) = try load(files, main: "app/src/main/java/com/app/ui/BottomBar.kt", marker: "settings.gradle.kts")
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            let bar = try #require(file.bars.first)
            return bar.items.compactMap { $0.title.map { file.resolve($0, in: bar, locale: locale).text } }
        }
        #expect(try titles(files, locale: "en") == ["Home", "Progress", "SETTINGS", "more"])
        #expect(try titles(files, locale: "tr") == ["Ana sayfa", "Ilerleme", "AYARLAR", "daha fazla"])

        // Without the project's extension, `capitalize()` is Kotlin's, in the phone's language.
        var standard = files
        standard.removeValue(forKey: "core/src/main/java/com/app/core/ui/extensions/StringExtensions.kt")
        standard["app/src/main/java/com/app/ui/BottomBar.kt"] = files["app/src/main/java/com/app/ui/BottomBar.kt"]!
            .replacingOccurrences(of: "import com.app.core.ui.extensions.capitalize\n", with: "")
        #expect(try titles(standard, locale: "tr") == ["Ana sayfa", "İlerleme", "AYARLAR", "daha fazla"])
    }

    /// An item drawn in a layout of its own inside `fun RowScope.Content()` (Orange's ODS library: its `OdsBottomNavigation`
    /// calls `with(item) { this@BottomNavigation.Content() }` per item it is given, and each item's `Content` wraps its
    /// `BottomNavigationItem` in a `ConstraintLayout(Modifier.weight(1f)…)` with a selection line): the layout is one cell
    /// of the caller's row, not a bar. It was read as a bar of one tab, and `layout-item-count` said so. Outside such a
    /// function, a layout holding items is still the bar.
    @Test func composeItemInALayoutOfARowScopeExtensionIsNoBar() throws {
        let library = """
            @Composable
            fun OdsBottomNavigation(items: List<OdsBottomNavigation.Item>, modifier: Modifier = Modifier) {
                BottomNavigation(modifier = modifier, content = {
                    items.take(5).forEach { item -> with(item) { this@BottomNavigation.Content() } }
                })
            }

            object OdsBottomNavigation {
                class Item(val selected: Boolean, val onClick: () -> Unit, val label: String? = null) {
                    @Composable
                    fun RowScope.Content(modifier: Modifier) {
                        ConstraintLayout(modifier = modifier.weight(1f)) {
                            val (itemRef, lineRef) = createRefs()
                            this@Content.BottomNavigationItem(
                                selected = selected,
                                onClick = onClick,
                                icon = { Icon(Icons.Default.Home, null) },
                                label = label?.let { { Text(text = label) } }
                            )
                            Box(Modifier.constrainAs(lineRef) { bottom.linkTo(parent.bottom) })
                        }
                    }
                }
            }
            """
        let files = ["lib/src/main/java/com/orange/ods/OdsBottomNavigation.kt": library]
        let (loaded, _) = try load(files, main: "lib/src/main/java/com/orange/ods/OdsBottomNavigation.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.message.contains("computed at run time") }, "\(loaded.diagnostics)")

        // The same layout in a function without the receiver holds the items of its own row: a bar.
        var plain = files
        plain["lib/src/main/java/com/orange/ods/OdsBottomNavigation.kt"] = library.replacingOccurrences(of: "fun RowScope.Content(", with: "fun Content(")
        let (plainLoad, _) = try load(plain, main: "lib/src/main/java/com/orange/ods/OdsBottomNavigation.kt", marker: "settings.gradle.kts")
        #expect(plainLoad.definition?.bars.count == 1, "\(plainLoad.diagnostics)")
    }

    /// An item wrapper declared in another file (Leafy's `fun RowScope.NavBarItem(selectedItem, item, onClick) {
    /// NavigationBarItem(…) }` in `NavigationItem.kt`, called in `NavigationBar.kt`; BandoriStation's `AppNavBarItem`):
    /// the bar's file names no item, so it was not read at all and nothing was said. Its body is read in its own
    /// file with the call's arguments; a wrapper of a package the bar's file neither shares nor imports is not it.
    @Test func composeItemWrapperDeclaredInAnotherFile() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"search\">Search</string></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"home\">Start</string></resources>",
            "app/src/main/java/app/ui/bar/NavItem.kt": """
                package app.ui.bar

                @Composable
                internal fun RowScope.NavBarItem(selected: Boolean, item: Tab, onClick: () -> Unit) {
                    NavigationBarItem(
                        selected = selected,
                        onClick = onClick,
                        icon = { Icon(painterResource(item.icon), contentDescription = null) },
                        label = { Text(stringResource(item.label)) },
                    )
                }
                """,
            "app/src/main/java/app/ui/bar/Bar.kt": """
                package app.ui.bar

                enum class Tab(val icon: Int, val label: Int) { Home(R.drawable.home, R.string.home), Search(R.drawable.search, R.string.search) }

                @Composable
                fun Bar(current: Tab) {
                    androidx.compose.material3.NavigationBar {
                        Tab.entries.forEach { tab ->
                            NavBarItem(selected = tab == current, item = tab, onClick = {})
                        }
                    }
                }
                """,
        ]
        let (scratch, main) = (Scratch(), "app/src/main/java/app/ui/bar/Bar.kt")
        scratch.write("settings.gradle.kts", "")
        for (name, text) in files { scratch.write(name, text) }
        #expect(DefinitionDiscovery.looksLikeDefinition(scratch.path(main)))
        let loaded = Auditor.load(scratch.path(main))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("search")], "\(bar.items.map(\.title))")
        #expect(bar.items.map(\.location.line) == [9, 9] && loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let findings = try RuleEngine().audit(try #require(loaded.definition)).findings
        #expect(findings.contains { $0.ruleID == "l10n-string-missing" && $0.message.contains("'search'") }, "\(findings.map(\.message))")

        // The same name in a package the bar's file does not import: another function, not read.
        let other = Scratch()
        other.write("settings.gradle.kts", "")
        for (name, text) in files where !name.hasSuffix("NavItem.kt") { other.write(name, text) }
        other.write("app/src/main/java/app/other/NavItem.kt", files["app/src/main/java/app/ui/bar/NavItem.kt"]!.replacingOccurrences(of: "package app.ui.bar", with: "package app.other"))
        #expect(!DefinitionDiscovery.looksLikeDefinition(other.path(main)) || Auditor.load(other.path(main)).definition?.bars.isEmpty != false)
    }

    /// A tab list a companion object returns from a function of another file (OctoMeter's `companion object { fun
    /// getNavBarDestinations() = listOf(AGILE, USAGE, TARIFFS, ACCOUNT) }`) or holds in a getter (Bookbar's
    /// `val topDestinationRoutes get() = listOfNotNull(Home, Favorite, Settings)`): the tabs are the list's elements,
    /// not a list computed at run time.
    @Test func composeTabsFromACompanionsFunctionOrGetter() throws {
        let declarations = [("fun tabs(): List<Tab> = listOf(Home, Search)", "Tab.tabs()"), ("val tabs\n            get() = listOfNotNull(Home, Search)", "Tab.tabs")]
        for (declaration, use) in declarations {
            let files = [
                "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"search\">Search</string></resources>",
                "app/src/main/java/app/Tab.kt": """
                    package app
                    sealed class Tab(val label: Int) {
                        data object Home : Tab(R.string.home)
                        data object Search : Tab(R.string.search)
                        companion object {
                            \(declaration)
                        }
                    }
                    """,
                "app/src/main/java/app/Bar.kt": """
                    package app
                    @Composable
                    fun Bar() {
                        NavigationBar {
                            \(use).forEach { tab ->
                                NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.label)) })
                            }
                        }
                    }
                    """,
            ]
            let (loaded, _) = try load(files, main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
            let bar = try #require(loaded.definition?.bars.first, "\(declaration): \(loaded.diagnostics)")
            #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("search")], "\(declaration): \(bar.items.map(\.title))")
            #expect(!loaded.diagnostics.contains { $0.message.contains("run time") }, "\(loaded.diagnostics)")
        }
    }

    /// A tab list passed down through composables' parameters (BandoriStation's `SuiteScaffold(screens =
    /// Screen.bottomScreenList)` → `CompactScaffold(screens = screens)` → `AppNavBar(screens = screens)`, the list a
    /// companion's `by lazy { listOf(…) }`), titled `stringResource(screen.title ?: R.string.placeholder)`: each tab
    /// shows its own title, not the placeholder. A scaffold also called with another list is a list known at run time.
    @Test func composeTabListPassedDownThroughComposables() throws {
        func files(otherCall: String) -> [String: String] {
            [
                "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"chat\">Chat</string><string name=\"placeholder\">Cannot Find String</string></resources>",
                "app/src/main/java/app/nav/Screen.kt": """
                    package app.nav
                    sealed class Screen(val route: String, val title: Int? = null) {
                        object Home : Screen("home", title = R.string.home)
                        object Chat : Screen("chat", title = R.string.chat)
                        object Settings : Screen("settings")
                        companion object {
                            val bottomScreenList by lazy {
                                listOf(Home, Chat)
                            }
                        }
                    }
                    """,
                "app/src/main/java/app/Root.kt": """
                    package app
                    @Composable
                    fun Root(expanded: Boolean) {
                        var showBadges by remember { mutableStateOf(listOf(false, false)) }
                        SuiteScaffold(isExpanded = expanded, screens = Screen.bottomScreenList)
                        \(otherCall)
                    }
                    """,
                "app/src/main/java/app/ui/SuiteScaffold.kt": """
                    package app.ui
                    @Composable
                    fun SuiteScaffold(isExpanded: Boolean, screens: List<Screen> = emptyList()) {
                        if (isExpanded) ExpandedScaffold(screens = screens) else CompactScaffold(screens = screens)
                    }
                    """,
                "app/src/main/java/app/ui/CompactScaffold.kt": """
                    package app.ui
                    @Composable
                    fun CompactScaffold(screens: List<Screen> = emptyList()) {
                        Scaffold(bottomBar = { AppNavBar(screens = screens) }) { }
                    }
                    """,
                "app/src/main/java/app/ui/AppNavBar.kt": """
                    package app.ui
                    @Composable
                    fun AppNavBar(screens: List<Screen>) {
                        NavigationBar {
                            screens.forEachIndexed { index, screen ->
                                NavigationBarItem(selected = false, onClick = {}, icon = {},
                                    label = { Text(text = stringResource(screen.title ?: R.string.placeholder)) })
                            }
                        }
                    }
                    """,
            ]
        }
        let main = "app/src/main/java/app/ui/AppNavBar.kt"
        let (loaded, _) = try load(files(otherCall: ""), main: main, marker: "settings.gradle.kts")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("chat")], "\(bar.items.map(\.title))")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let (other, _) = try load(files(otherCall: "CompactScaffold(screens = screensFor(expanded))"), main: main, marker: "settings.gradle.kts")
        #expect(other.definition?.bars.isEmpty != false, "\(String(describing: other.definition?.bars.first?.items.map(\.title)))")
        #expect(other.diagnostics.contains { $0.message.contains("list computed at run time") }, "\(other.diagnostics)")
        // A composable passing its own parameter to itself is followed a few names deep, not for ever.
        let (recursive, _) = try load([
            "app/src/main/java/app/Bar.kt": """
                package app
                @Composable
                fun Bar(screens: List<Screen>, depth: Int) {
                    if (depth > 0) Bar(screens = screens, depth = depth - 1)
                    NavigationBar { screens.forEach { screen -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text("Tab") }) } }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(recursive.diagnostics.contains { $0.message.contains("passed on through more than 8 names") }, "\(recursive.diagnostics)")

        // InstallerX: `RowNavigation(data: Array<NavigationData>)` is passed `data = data` by `MainPage`, whose `val data =
        // arrayOf(NavigationData(…) { HomePage() }, …)` gives each tab its page as a trailing lambda.
        let installer = try self.bar([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"settings\">Settings</string></resources>",
            "app/src/main/java/app/NavigationData.kt": "package app\ndata class NavigationData(val icon: ImageVector, val label: String, val content: @Composable () -> Unit)",
            "app/src/main/java/app/MainPage.kt": """
                package app
                @Composable
                fun MainPage() {
                    val data = arrayOf(
                        NavigationData(icon = Icons.TwoTone.Home, label = stringResource(R.string.home)) { HomePage() },
                        NavigationData(icon = Icons.TwoTone.Settings, label = stringResource(R.string.settings)) { SettingsPage() },
                    )
                    RowNavigation(data = data)
                }

                @Composable
                fun RowNavigation(data: Array<NavigationData>) {
                    NavigationBar {
                        data.forEachIndexed { index, navigationData ->
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(text = navigationData.label) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/MainPage.kt", marker: "settings.gradle.kts")
        #expect(installer.items.map { $0.title?.source } == [.key("home"), .key("settings")], "\(installer.items.map(\.title))")
    }

    /// Leafy: a list kept in `remember { BottomNavItem.entries.toList() }` and passed to the bar's composable, whose item
    /// wrapper returns early for an entry without a label (`val labelRes = item.labelRes ?: return Box(…)`, its Camera
    /// entry taking the constructor's `null`): the tabs are the entries with labels; the gap is no tab.
    @Test func composeTabListKeptInRememberAndAnEntryWithoutALabel() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"search\">Search</string></resources>",
            "app/src/main/java/app/bar/Tab.kt": """
                package app.bar
                internal enum class Tab(@DrawableRes val iconRes: Int? = null, @StringRes val labelRes: Int? = null, val route: String) {
                    Home(R.drawable.home, R.string.home, "home"),
                    Camera(route = "camera"),
                    Search(R.drawable.search, R.string.search, "search"),
                }
                """,
            "app/src/main/java/app/bar/NavItem.kt": """
                package app.bar
                @Composable
                internal fun RowScope.NavBarItem(selectedItem: Tab?, item: Tab, onClick: () -> Unit) {
                    val labelRes = item.labelRes ?: return Box(Modifier.size(64.dp))
                    val iconRes = item.iconRes ?: return
                    NavigationBarItem(
                        icon = { Icon(painter = painterResource(iconRes), contentDescription = null) },
                        label = { Text(text = stringResource(labelRes)) },
                        selected = selectedItem == item,
                        onClick = onClick,
                    )
                }
                """,
            "app/src/main/java/app/bar/Bar.kt": """
                package app.bar
                @Composable
                internal fun Bar() {
                    BottomNavigationBar(selected = Tab.Home, items = remember { Tab.entries.toList() })
                }

                @Composable
                private fun BottomNavigationBar(selected: Tab?, items: List<Tab>) {
                    androidx.compose.material3.NavigationBar {
                        items.forEach { item ->
                            NavBarItem(selectedItem = selected, item = item, onClick = {})
                        }
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "app/src/main/java/app/bar/Bar.kt", marker: "settings.gradle.kts")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("search")], "\(bar.items.map(\.title))")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // Round 28: Material's bar, written with its package, whose items its wrapper draws, is laid out as Material's,
        // and the camera entry's 64 dp box takes its width and a gap of the row from the tabs.
        #expect(bar.materialItemLayout == .composeNavigationBar && bar.materialSpacers == [64], "\(bar.materialSpacers)")
    }

    /// Aflami: the tabs are the keys of a map its caller passes (`BottomNavBar(items = navigationBarItems)`, a private
    /// `mapOf(BottomBarItems.HOME to Route.Home, …)`), walked as `items.entries.forEach { destination -> …
    /// destination.key.label }`; its labels' style is the app's own (`AppTheme.textStyle.label.small`, Poppins 10 sp), so a
    /// title's width is not judged, where it would be in Material's label style.
    @Test func composeTabsFromTheKeysOfAMapParameter() throws {
        func files(labelStyle: String) -> [String: String] {
            [
                "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"categories\">Categories</string></resources>",
                "app/src/main/res/values-de/strings.xml": "<resources><string name=\"home\">Startseite</string><string name=\"categories\">Filmkategorienübersichtsseitenverwaltung</string></resources>",
                "app/src/main/java/app/design/BottomBarItems.kt": """
                    package app.design
                    enum class BottomBarItems(@DrawableRes val icon: Int, @StringRes val label: Int) {
                        HOME(icon = R.drawable.home, label = R.string.home),
                        CATEGORIES(icon = R.drawable.categories, label = R.string.categories),
                    }
                    """,
                "app/src/main/java/app/design/BottomNavBar.kt": """
                    package app.design
                    @Composable
                    fun BottomNavBar(items: Map<BottomBarItems, Any>, selected: BottomBarItems) {
                        NavigationBar {
                            items.entries.forEach { destination ->
                                NavigationBarItem(selected = selected == destination.key, onClick = {},
                                    label = { Text(text = stringResource(destination.key.label)\(labelStyle)) },
                                    icon = { Icon(painter = painterResource(id = destination.key.icon), contentDescription = null) })
                            }
                        }
                    }
                    """,
                "app/src/main/java/app/ui/BottomNavigation.kt": """
                    package app.ui
                    private val navigationBarItems =
                        mapOf(
                            BottomBarItems.HOME to Route.Home,
                            BottomBarItems.CATEGORIES to Route.Categories,
                        )
                    @Composable
                    fun BottomNavigation() {
                        BottomNavBar(items = navigationBarItems, selected = BottomBarItems.HOME)
                    }
                    """,
            ]
        }
        let main = "app/src/main/java/app/design/BottomNavBar.kt"
        let (loaded, _) = try load(files(labelStyle: ", style = AppTheme.textStyle.label.small"), main: main, marker: "settings.gradle.kts")
        let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(definition.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.key("home"), .key("categories")], "\(bar.items.map(\.title))")
        #expect(loaded.diagnostics.map(\.message) == ["the labels' text style 'AppTheme.textStyle.label.small' is not read; how wide their titles show, and whether they are truncated, is not judged"],
                "\(loaded.diagnostics)")
        #expect(!(try RuleEngine().audit(definition).findings.contains { $0.ruleID == "l10n-title-truncation" }))
        // In Material's label style the German title is measured, and too wide.
        let (plain, _) = try load(files(labelStyle: ""), main: main, marker: "settings.gradle.kts")
        let findings = try RuleEngine().audit(try #require(plain.definition, "\(plain.diagnostics)")).findings
        #expect(findings.contains { $0.ruleID == "l10n-title-truncation" && $0.message.contains("Filmkategorienübersichtsseitenverwaltung") }, "\(findings.map(\.message))")
        // The app's own font (SlimeKT's `fontFamily = LocalSlimeFont.current.secondaryMedium`) is not Roboto: not judged
        // either; Roboto written out is measured.
        let (family, _) = try load(files(labelStyle: ", fontFamily = LocalAppFont.current.medium"), main: main, marker: "settings.gradle.kts")
        #expect(family.diagnostics.map(\.message) == ["the labels' text style 'LocalAppFont.current.medium' is not read; how wide their titles show, and whether they are truncated, is not judged"],
                "\(family.diagnostics)")
        #expect(!(try RuleEngine().audit(try #require(family.definition)).findings.contains { $0.ruleID == "l10n-title-truncation" }))
        let (roboto, _) = try load(files(labelStyle: ", fontFamily = FontFamily.Default"), main: main, marker: "settings.gradle.kts")
        #expect(try RuleEngine().audit(try #require(roboto.definition)).findings.contains { $0.ruleID == "l10n-title-truncation" })
    }

    /// SlimeKT: its bar draws the list its caller passes, `SlimeBottomBar(items = BottomNavigationItems.toList, …)`, a
    /// companion's `val toList = listOf(Home, Explore, …)` of another file; the caller's file holds none of the words that
    /// make a file read for declarations, so the argument was never known (a note: "a list computed at run time"). A file
    /// calling a composable of the project that draws a bar is now read for them too.
    @Test func composeTabListPassedByAFileWithoutDeclarations() throws {
        let files = [
            "common-ui/src/main/java/app/common/BottomNavigationItems.kt": """
                package app.common
                sealed class BottomNavigationItems(val title: String, @DrawableRes val icon: Int) {
                    object Home : BottomNavigationItems("Home", R.drawable.ic_home)
                    object Explore : BottomNavigationItems("Explore", R.drawable.ic_discover)
                    companion object {
                        val toList = listOf(Home, Explore)
                    }
                }
                """,
            "common-ui/src/main/java/app/common/SlimeBottomBar.kt": """
                package app.common
                @Composable
                fun SlimeBottomBar(items: List<BottomNavigationItems>, bottomNavigator: BottomNavigator) {
                    NavigationBar {
                        items.forEach { item ->
                            NavigationBarItem(icon = { Icon(painter = painterResource(id = item.icon), contentDescription = item.title) },
                                label = { Text(text = item.title) }, selected = false, onClick = { bottomNavigator.navigate(item) })
                        }
                    }
                }
                """,
            "app/src/main/java/app/ui/SlimeNavigation.kt": """
                package app.ui
                import app.common.BottomNavigationItems
                @Composable
                fun SlimeNavigation(navigator: BottomNavigator) = SlimeTheme {
                    SlimeScaffold(bottomBar = { SlimeBottomBar(items = BottomNavigationItems.toList, bottomNavigator = navigator) }) { padding ->
                        Surface { }
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "common-ui/src/main/java/app/common/SlimeBottomBar.kt", marker: "settings.gradle.kts")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Explore")], "\(bar.items.map(\.title))")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    }

    /// Android round 29: Lumbridge's `sealed class LumbridgeNavigationItem { companion object { fun items() = listOf(Feed,
    /// Tools, Expenses, Overview, Profile) } … data object Overview : LumbridgeNavigationItem(…) }` names its own `Overview`;
    /// another file's `ToolsNavigationItem.Overview`, declared first, was taken for it (two false duplicate labels, its
    /// title the Tools tab's). Kotlin resolves a simple name in the classes around it first; a nested object of another
    /// class is never in scope by its simple name.
    @Test func composeSimpleNameIsTheEnclosingClassesOwnObject() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"feed\">Feed</string><string name=\"tools\">Everyday</string><string name=\"overview\">Overview</string></resources>",
            "app/src/main/java/app/features/tools/ToolsNavigationItem.kt": """
                package app.features.tools
                sealed class ToolsNavigationItem(val route: String, @StringRes val label: Int) {
                    data object Overview : ToolsNavigationItem(route = "tools_overview", label = R.string.tools)
                    object RecurringPayments {
                        data object Overview : ToolsNavigationItem(route = "payments_overview", label = R.string.tools)
                    }
                }
                """,
            "app/src/main/java/app/ui/navigation/LumbridgeNavigationItem.kt": """
                package app.ui.navigation
                sealed class LumbridgeNavigationItem(val route: String, @StringRes val label: Int) {
                    companion object {
                        fun items() = listOf(Feed, Tools, Overview)
                    }
                    data object Feed : LumbridgeNavigationItem(route = "feed", label = R.string.feed)
                    data object Tools : LumbridgeNavigationItem(route = "tools", label = R.string.tools)
                    data object Overview : LumbridgeNavigationItem(route = "overview", label = R.string.overview)
                }
                """,
            "app/src/main/java/app/ui/LumbridgeBottomNavigationBar.kt": """
                package app.ui
                import app.ui.navigation.LumbridgeNavigationItem
                @Composable
                fun LumbridgeBottomNavigationBar(navController: NavHostController) {
                    NavigationBar {
                        LumbridgeNavigationItem.items().forEach { navigationItem ->
                            NavigationBarItem(selected = false, onClick = { navController.navigate(navigationItem.route) },
                                label = { Text(stringResource(id = navigationItem.label)) }, icon = { Icon(Icons.Home, contentDescription = null) })
                        }
                    }
                }
                """,
        ]
        let bar = try bar(files, main: "app/src/main/java/app/ui/LumbridgeBottomNavigationBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map { $0.title?.source } == [.key("feed"), .key("tools"), .key("overview")], "\(bar.items.map(\.title))")
    }

    /// Android round 29: reminder-kotlin's `AppNavigationScaffold(destinations, …)` is given its tabs by a class of the app
    /// (`destinations = destinations`, a constructor's property filled at run time) and by two `@AppScreenSizePreviews`
    /// functions (a multipreview annotation), whose `val destinations = listOf(…)` of two sample tabs was taken for the
    /// bar ("has 2 items"). A value declared in a function's block is seen in that block only: the bar's tabs are not
    /// known, a note.
    @Test func composeTabListOfAPreviewsBlockIsNotTheBar() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"calendar\">Calendar</string><string name=\"notes\">Notes</string></resources>",
            "ui/src/main/java/app/ui/AppNavigationScaffold.kt": """
                package app.ui
                data class AppDestination<T>(val key: T, val icon: ImageVector, @StringRes val labelRes: Int)
                @Composable
                fun <T> AppNavigationScaffold(destinations: List<AppDestination<T>>, selectedKey: T?, onDestinationSelected: (T) -> Unit) {
                    NavigationBar {
                        destinations.forEach { destination ->
                            NavigationBarItem(selected = destination.key == selectedKey, onClick = { onDestinationSelected(destination.key) },
                                icon = { Icon(destination.icon, contentDescription = null) }, label = { Text(stringResource(destination.labelRes)) })
                        }
                    }
                }
                @AppScreenSizePreviews
                @Composable
                private fun AppNavigationScaffoldNoSelectionPreview() {
                    val destinations =
                        listOf(
                            AppDestination(key = "calendar", icon = AppIcons.Calendar, labelRes = R.string.calendar),
                            AppDestination(key = "notes", icon = AppIcons.Text, labelRes = R.string.notes),
                        )
                    AppNavigationScaffold(destinations = destinations, selectedKey = null, onDestinationSelected = {})
                }
                """,
            "app/src/main/java/app/nav/NavRailDecoratedScene.kt": """
                package app.nav
                import app.ui.AppNavigationScaffold
                class NavRailDecoratedScene(private val destinations: List<AppDestination<NavKey>>, private val selectedKey: NavKey?) {
                    val content: @Composable () -> Unit = {
                        AppNavigationScaffold(destinations = destinations, selectedKey = selectedKey, onDestinationSelected = {})
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "ui/src/main/java/app/ui/AppNavigationScaffold.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty ?? true, "\(String(describing: loaded.definition?.bars.first?.items.map(\.title)))")
        #expect(loaded.diagnostics.contains { $0.message.contains("computed at run time") }, "\(loaded.diagnostics)")
    }

    /// A bar of another library imported by Material's names (InstallerX Revived's `import top.yukonga.miuix.kmp.basic.NavigationBar`
    /// and `NavigationBarItem`, Miuix's, laid out its own way): no Material bar, and a note says its tabs are not audited.
    @Test func composeBarOfAnotherLibraryNamedAsMaterialsIsNotAudited() throws {
        let files = [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string><string name=\"history\">History</string></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"home\">Start</string></resources>",
            "app/src/main/java/app/Page.kt": """
                package app
                import top.yukonga.miuix.kmp.basic.NavigationBar
                import top.yukonga.miuix.kmp.basic.NavigationBarItem
                @Composable
                fun Page() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, icon = Icons.Home, label = stringResource(R.string.home))
                        NavigationBarItem(selected = false, onClick = {}, icon = Icons.History, label = stringResource(R.string.history))
                    }
                }
                """,
        ]
        let (loaded, _) = try load(files, main: "app/src/main/java/app/Page.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars.first?.items.map(\.title)))")
        #expect(loaded.diagnostics.map(\.message) == ["'NavigationBar' here is 'top.yukonga.miuix.kmp.basic.NavigationBar', not Material's: the tabs it draws are not audited"],
                "\(loaded.diagnostics)")
    }

    /// Material 3 Expressive's `ShortNavigationBar` (KernelSU, SukiSU-Ultra, Navic, InstallerX Revived) is not measured:
    /// a note at its first call, once per file (it said nothing, and a project whose only bar it was had "no bar
    /// definitions"); not for a composable of the app's own of that name, nor in a preview.
    @Test func composeShortNavigationBarIsNotedAsNotAudited() throws {
        func diagnostics(imports: String, body: String) throws -> [String] {
            let files = [
                "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">Home</string></resources>",
                "app/src/main/java/app/Page.kt": """
                    package app
                    \(imports)
                    \(body)
                    """,
            ]
            let (loaded, _) = try load(files, main: "app/src/main/java/app/Page.kt", marker: "settings.gradle.kts")
            #expect(loaded.definition?.bars.isEmpty != false)
            return loaded.diagnostics.map { "\($0.location.line): \($0.message)" }
        }
        let bars = """
            @Composable
            fun Page(wide: Boolean) {
                if (wide) {
                    ShortNavigationBar { ShortNavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Home, null) }, label = { Text(stringResource(R.string.home)) }) }
                } else {
                    ShortNavigationBar(content = { ShortNavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Home, null) }, label = { Text(stringResource(R.string.home)) }) })
                }
            }
            """
        let note = "'ShortNavigationBar' here is Material 3 Expressive's short navigation bar, whose item layout is not measured: the tabs it draws are not audited"
        #expect(try diagnostics(imports: "import androidx.compose.material3.ShortNavigationBar\nimport androidx.compose.material3.ShortNavigationBarItem", body: bars) == ["7: " + note])
        #expect(try diagnostics(imports: "import androidx.compose.material3.*", body: bars) == ["6: " + note])
        // The app's own composable of that name (declared in its package, not imported from Material).
        #expect(try diagnostics(imports: "", body: bars + "\n@Composable fun ShortNavigationBar(content: @Composable () -> Unit) { Row { content() } }").isEmpty)
        let preview = """
            @Preview
            @Composable
            fun PagePreview() {
                ShortNavigationBar { ShortNavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Home, null) }, label = { Text("Home") }) }
            }
            """
        #expect(try diagnostics(imports: "import androidx.compose.material3.*", body: preview).isEmpty)
    }

    /// A badge under an `if` about the loop's element shows on the tabs the condition picks: sing-box's
    /// `if (screen == Screen.Settings && hasUpdate)` on Settings only; LibreSudoku's
    /// `if (destination.direction.route == MoreScreenDestination.route && updateAvailable)` on tabs chosen at
    /// run time (a note), not a dot on every tab. A condition that does not name the element keeps the badge.
    @Test func composeBadgeUnderAConditionOnTheElement() throws {
        let strings = "<resources><string name=\"home\">Home</string><string name=\"settings\">Settings</string></resources>"
        func bar(_ condition: String) throws -> Bar {
            try self.bar([
                "app/src/main/res/values/strings.xml": strings,
                "app/src/main/java/app/Bar.kt": """
                    enum class Screen(@StringRes val title: Int) { Home(R.string.home), Settings(R.string.settings) }
                    @Composable
                    fun Bar(hasUpdate: Boolean) {
                        NavigationBar {
                            Screen.entries.forEach { screen ->
                                NavigationBarItem(
                                    selected = false, onClick = {},
                                    icon = {
                                        if (\(condition)) {
                                            BadgedBox(badge = { Badge() }) { Icon(Icons.Filled.Home, contentDescription = null) }
                                        } else {
                                            Icon(Icons.Filled.Home, contentDescription = null)
                                        }
                                    },
                                    label = { Text(stringResource(screen.title)) })
                            }
                        }
                    }
                    """,
            ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        }
        let settingsOnly = try bar("screen == Screen.Settings && hasUpdate")
        #expect(settingsOnly.items.map { $0.badge != nil } == [false, true], "\(settingsOnly.items.map(\.badge))")
        let notHome = try bar("hasUpdate && screen != Screen.Home")
        #expect(notHome.items.map { $0.badge != nil } == [false, true])
        let runTime = try bar("screen.route == SettingsDestination.route && hasUpdate")
        #expect(runTime.items.allSatisfy { $0.badge == nil && $0.setAtRunTime["badge"] != nil }, "\(runTime.items.map(\.setAtRunTime))")
        let everyTab = try bar("hasUpdate")
        #expect(everyTab.items.allSatisfy { $0.badge != nil })

        // sing-box: `else if (screen == Screen.Home && unread > 0)` after the Settings branch: each tab reads its own.
        let twoBranches = try self.bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                enum class Screen(@StringRes val title: Int) { Home(R.string.home), Settings(R.string.settings) }
                @Composable
                fun Bar(hasUpdate: Boolean, unread: Int) {
                    NavigationBar {
                        Screen.entries.forEach { screen ->
                            NavigationBarItem(
                                selected = false, onClick = {},
                                icon = {
                                    if (screen == Screen.Settings && hasUpdate) {
                                        BadgedBox(badge = { Badge() }) { Icon(Icons.Filled.Settings, contentDescription = null) }
                                    } else if (screen == Screen.Home && unread > 0) {
                                        BadgedBox(badge = { Badge { Text("New") } }) { Icon(Icons.Filled.Home, contentDescription = null) }
                                    } else {
                                        Icon(Icons.Filled.Home, contentDescription = null)
                                    }
                                },
                                label = { Text(stringResource(screen.title)) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(twoBranches.items.map { $0.badge?.source } == [.literal("New"), .literal("")], "\(twoBranches.items.map(\.badge))")
    }

    /// `NavigationBar(content = { … })`: the bar's content as a named argument (Neko's `BottomBar`, whose items
    /// come from a parameter: a note) is read as the trailing lambda is. The parameter `items` is not the
    /// project's other `val items = listOf(…)` (Neko's library screen state).
    @Test func composeBarContentAsANamedArgument() throws {
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"library\">Library</string></resources>",
            "app/src/main/java/app/LibraryState.kt": "val items = listOf<LibraryCategoryItem>()\n",
            "app/src/main/java/app/BottomBar.kt": """
                @Composable
                fun BottomBar(items: List<NavigationItem>, selectedItemIndex: Int) {
                    NavigationBar(
                        modifier = Modifier.fillMaxWidth(),
                        content = {
                            items.forEachIndexed { index, item ->
                                NavigationBarItem(selected = selectedItemIndex == index, onClick = {}, icon = {}, label = { Text(text = item.title) })
                            }
                        },
                    )
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 6 },
                "\(loaded.diagnostics)")
    }

    /// `fastForEach` (androidx.compose.ui.util) walks its list as `forEach` does: over a known list, one item
    /// per element; over a list known at run time (InnerTune's `remember { Screens.MainScreens }`), a note, not
    /// "a bar of 1 tab".
    @Test func composeFastForEachWalksItsList() throws {
        let strings = """
            <resources><string name="home">Home</string><string name="search">Search</string></resources>
            """
        let bar = try bar([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                enum class Tab(@StringRes val title: Int) { HOME(R.string.home), SEARCH(R.string.search) }
                @Composable
                fun Bar(selected: Tab) {
                    NavigationBar {
                        Tab.entries.fastForEachIndexed { index, tab ->
                            NavigationBarItem(selected = tab == selected, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.map(\.id) == ["HOME", "SEARCH"])
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/java/app/Bar.kt": """
                @Composable
                fun Bar(navigationItems: List<Screen>) {
                    NavigationBar {
                        navigationItems.fastForEach { screen ->
                            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(text = stringResource(screen.titleId), maxLines = 1) })
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty == true, "\(String(describing: loaded.definition?.bars))")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 4 })
    }

    /// `map`, `mapIndexed`, `onEach` and `onEachIndexed` run their lambda once per element as `forEach` does:
    /// items drawn in them are one per element, not a bar of one tab.
    @Test func composeMapAndOnEachWalkTheirList() throws {
        for loop in ["map { tab ->", "mapIndexed { index, tab ->", "onEach { tab ->", "onEachIndexed { index, tab ->"] {
            let bar = try bar([
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="home">Home</string><string name="search">Search</string><string name="inbox">Inbox</string></resources>
                    """,
                "app/src/main/java/app/Bar.kt": """
                    enum class Tab(@StringRes val title: Int) { HOME(R.string.home), SEARCH(R.string.search), INBOX(R.string.inbox) }
                    @Composable
                    fun Bar(selected: Tab) {
                        NavigationBar {
                            Tab.entries.\(loop)
                                NavigationBarItem(selected = tab == selected, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) })
                            }
                        }
                    }
                    """,
            ], main: "app/src/main/java/app/Bar.kt", marker: "settings.gradle.kts")
            #expect(bar.items.map(\.id) == ["HOME", "SEARCH", "INBOX"], "\(loop)")
        }
    }

    /// A label held in a local value of the loop's body (`val label = stringResource(id = target.labelRes())`),
    /// with the key chosen by an extension function's `when (this)` (written for this test after ProtonVPN's
    /// bar); the nearest declaration in scope counts, and one declared after the item does not. Another
    /// type's function of the same name does not take its place.
    @Test func composeLabelsFromLocalValuesAndExtensionFunctions() throws {
        let bar = try bar([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="nav_home">Home</string><string name="nav_profiles">Profiles</string><string name="nav_settings">Settings</string></resources>
                """,
            "app/src/main/java/app/Target.kt": "enum class MainTarget { Home, Profiles, Settings }\n",
            // A function of the same name on another type keeps its own branches.
            "app/src/main/java/app/Feature.kt": """
                enum class Feature { Tor, P2P }
                private fun Feature.labelRes() = when (this) {
                    Feature.Tor -> R.string.tor
                    Feature.P2P -> R.string.p2p
                }
                """,
            "app/src/main/java/app/BottomBar.kt": """
                @Composable
                fun BottomBar(selected: MainTarget) {
                    val label = "not this one"
                    NavigationBar {
                        MainTarget.entries.forEach { target ->
                            val label = stringResource(id = target.labelRes())
                            NavigationBarItem(selected = target == selected, onClick = {}, icon = {},
                                              label = { Text(text = label, maxLines = 2) })
                        }
                        NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(later) })
                        val later = "Later"
                    }
                }

                @StringRes
                private fun MainTarget.labelRes(): Int = when (this) {
                    MainTarget.Home -> R.string.nav_home
                    MainTarget.Profiles -> R.string.nav_profiles
                    MainTarget.Settings -> R.string.nav_settings
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        #expect(bar.items.count == 4 && bar.items.prefix(3).map(\.id) == ["Home", "Profiles", "Settings"])
        #expect(bar.items.prefix(3).map { $0.title?.key } == ["nav_home", "nav_profiles", "nav_settings"])
        #expect(bar.items[3].title?.source != .literal("Later"), "a value declared after its use is not followed")
    }

    /// Grit's bar walks `AppSections.mainRoutes`, a list its sealed interface's companion object declares in
    /// another file, and labels each tab with `stringResource(route.toStringRes())`, an extension whose block
    /// body returns a `when (this)` over the objects (written for this test after Grit's `AppSections.kt`).
    /// Both are read: the bar has its three tabs and their `Res.string` titles, no longer a note.
    @Test func composeTabsFromACompanionListWithABlockBodiedLabelFunction() throws {
        let (loaded, _) = try load([
            "settings.gradle.kts": "include(\":shared\")\n",
            "shared/src/commonMain/composeResources/values/strings.xml": """
                <resources><string name="tasks">Tasks</string><string name="habits">Habits</string><string name="settings">Settings</string></resources>
                """,
            "shared/src/commonMain/composeResources/values-de/strings.xml": """
                <resources><string name="tasks">Aufgaben</string><string name="habits">Gewohnheiten</string></resources>
                """,
            "shared/src/commonMain/kotlin/app/AppSections.kt": """
                import grit.shared.generated.resources.*

                sealed interface AppSections : NavKey {
                    data object HabitPages : AppSections
                    data object TaskPages : AppSections
                    data object SettingsPages : AppSections

                    companion object {
                        val mainRoutes: List<AppSections> = listOf(TaskPages, HabitPages, SettingsPages)

                        fun AppSections.toStringRes(): StringResource {
                            return when (this) {
                                HabitPages -> Res.string.habits
                                TaskPages -> Res.string.tasks
                                SettingsPages -> Res.string.settings
                            }
                        }
                    }
                }
                """,
            "shared/src/commonMain/kotlin/app/MainApp.kt": """
                import grit.shared.generated.resources.*
                import org.jetbrains.compose.resources.stringResource

                @Composable
                private fun AppNavBar(currentRoute: NavKey, onNavigate: (AppSections) -> Unit) {
                    NavigationBar {
                        AppSections.mainRoutes.forEach { route ->
                            NavigationBarItem(selected = currentRoute == route, onClick = { onNavigate(route) }, icon = {},
                                              label = { Text(text = stringResource(route.toStringRes())) }, alwaysShowLabel = false)
                        }
                    }
                }
                """,
        ], main: "shared/src/commonMain/kotlin/app/MainApp.kt", marker: "settings.gradle.kts")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.id) == ["TaskPages", "HabitPages", "SettingsPages"], "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.key } == ["tasks", "habits", "settings"])
        #expect(!loaded.diagnostics.contains { $0.message.contains("computed at run time") }, "\(loaded.diagnostics)")
        let missing = try RuleEngine().audit(file).checks.flatMap(\.findings).filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.map(\.locale) == ["de"] && missing.first?.itemID == "SettingsPages", "\(missing.map(\.message))")
    }

    @Test func composePreviewsAndRunTimeListsAreNotAudited() throws {
        let (loaded, _) = try load(["app/Bar.kt": """
            @Composable
            fun Bar(destinations: List<Destination>) {
                NavigationBar {
                    destinations.forEach { destination ->
                        NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(destination.title) })
                    }
                }
            }

            @Preview(showBackground = true)
            @Composable
            fun BarPreview() {
                NavigationBar { NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text("Preview") }) }
            }
            """], main: "app/Bar.kt", marker: "settings.gradle.kts")
        #expect(loaded.definition?.bars.isEmpty == true)
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("computed at run time") && $0.location.line == 4 })
    }

    // MARK: Real apps

    /// Every tab of the real-world code fixtures is found, with its title key, as the app shows it.
    @Test(arguments: [
        ("IceCubesApp/IceCubesApp/App/Main/AppView.swift", ["timeline", "notifications", "explore", "links", "profile"],
         ["tab.timeline", "tab.notifications", "tab.explore", "explore.section.trending.links", "tab.profile"]),
        ("Trio/Trio/Sources/Modules/Home/View/HomeRootView.swift", ["Main", "History", "tab3", "Adjustments", "Settings"],
         ["Main", "History", nil, "Adjustments", "Settings"]),
        ("DeltaChat/deltachat-ios/Coordinator/AppCoordinator.swift", ["qr_code", "pref_chats", "menu_settings"], ["qr_code", "pref_chats", "menu_settings"]),
        ("Swiftfin/Shared/Coordinators/Tabs/MainTabView.swift", ["home", "search", "media"], ["home", "search", "media"]),
        ("KiwixAndroid/app/src/main/java/org/kiwix/kiwixmobile/main/KiwixMainActivityScreen.kt", ["reader", "library", "download"],
         ["reader", "library", "download"]),
        ("ReadYou/app/src/main/java/me/ash/reader/ui/component/FilterBar.kt", ["Starred", "Unread", "All"], ["starred", "unread", "all"]),
    ] as [(String, [String], [String?])])
    func realWorldTabsAreFound(path: String, ids: [String], titleKeys: [String?]) throws {
        let loaded = Auditor.load(RealWorldTests.fixtures.appendingPathComponent(path).path)
        let bars = try #require(loaded.definition?.bars, "\(loaded.diagnostics)")
        #expect(bars.count == 1)
        #expect(bars.first?.items.map(\.id) == ids)
        #expect(bars.first?.items.map { $0.title?.key } == titleKeys)
    }

    /// Kiwix's label is a `Text` without `maxLines` (it wraps); Read You's takes one line, ellipsized.
    @Test func realWorldLabelLineLimits() throws {
        for (path, limit) in [("KiwixAndroid/app/src/main/java/org/kiwix/kiwixmobile/main/KiwixMainActivityScreen.kt", Int.max),
                              ("ReadYou/app/src/main/java/me/ash/reader/ui/component/FilterBar.kt", 1)] {
            let loaded = Auditor.load(RealWorldTests.fixtures.appendingPathComponent(path).path)
            let items = try #require(loaded.definition?.bars.first?.items, "\(loaded.diagnostics)")
            #expect(items.allSatisfy { $0.titleLineLimit == limit }, "\(path)")
        }
    }

    /// Well-known apps too large to fetch: Nextcloud's NCMainTabBarController titles the items of its
    /// storyboard's bar through a bound local, `if let item = tabBar.items?[0] { item.title =
    /// NSLocalizedString("_home_", comment: "") }`: the local is that item, as `tabBar.items?[0].title = …`
    /// would be. `guard let` and `let` bind it too; a name bound to anything else (`tabBar.items?[index]`,
    /// a later rebinding) is no item of the bar.
    @Test func aLocalBoundToAnItemOfTheBarIsThatItem() throws {
        let bar = try bar(["MainTabBarController.swift": """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let item = tabBar.items?[0] {
                        item.title = NSLocalizedString("_home_", comment: "")
                        item.image = UIImage(systemName: "folder.fill")
                        item.selectedImage = item.image
                    }
                    if let item = tabBar.items?[1] {
                        item.title = NSLocalizedString("_favorites_", comment: "")
                    }
                    configureMore()
                }
                private func configureMore() {
                    guard let more = tabBar.items?[2] else { return }
                    more.title = NSLocalizedString("_more_", comment: "")
                    let item = tabBar.items![2]
                    item.accessibilityHint = NSLocalizedString("_more_hint_", comment: "")
                }
                func enable(_ index: Int) {
                    if let item = tabBar.items?[index] { item.title = "Index \\(index)" }
                    if let item = tabBar.items?[1] {
                        let item = otherItem
                        item.title = "Other"
                    }
                }
            }
            """], main: "MainTabBarController.swift")
        #expect(bar.items.count == 3, "\(bar.items.map { $0.title?.source })")
        #expect(bar.items[0].title?.source == .key("_home_") && bar.items[0].glyph?.name == "folder.fill")
        #expect(bar.items[1].title?.source == .key("_favorites_"), "a later `let item = otherItem` hides the binding to the bar's item")
        #expect(bar.items[2].title?.source == .key("_more_"), "guard let")
        #expect(bar.items[2].accessibility.hint?.source == .key("_more_hint_"), "let item = tabBar.items![2]")
    }

    /// Android round 23, WG Tunnel's form (written for this test, not copied): `NavigationBarItem(…, label = null,
    /// alwaysShowLabel = false)` writes out the parameter's default, an item of its icon alone, named for TalkBack by
    /// the icon's content description. It was "the title 'null' … computed at run time" (a note); the item now has no
    /// title and its label is the description's key, as when `label` is not passed at all.
    @Test func composeItemWhoseLabelIsNullIsItsIconAlone() throws {
        let (loaded, _) = try load([
            "app/src/main/res/values/strings.xml": """
                <resources><string name="tunnels">Tunnels</string><string name="settings">Settings</string></resources>
                """,
            "app/src/main/java/app/BottomBar.kt": """
                data class Tab(val name: String, val route: String)

                @Composable
                fun BottomBar(selectedRoute: String) {
                    val tabs = listOf(
                        Tab(name = stringResource(R.string.tunnels), route = "main"),
                        Tab(name = stringResource(R.string.settings), route = "settings"),
                    )
                    NavigationBar {
                        tabs.forEach { tab ->
                            NavigationBarItem(
                                icon = { Icon(imageVector = Icons.Rounded.Home, contentDescription = tab.name) },
                                onClick = {},
                                selected = tab.route == selectedRoute,
                                label = null,
                                alwaysShowLabel = false,
                            )
                        }
                    }
                }
                """,
        ], main: "app/src/main/java/app/BottomBar.kt", marker: "settings.gradle.kts")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title == nil } == [true, true], "\(bar.items.map { $0.title?.source })")
        #expect(bar.items.map { $0.accessibility.label?.key } == ["tunnels", "settings"], "\(bar.items.map { $0.accessibility.label?.source })")
        #expect(!loaded.diagnostics.contains { $0.message.contains("title") }, "\(loaded.diagnostics.map(\.message))")
    }

    /// Android round 22's open case, Nekome's form (written for this test, not copied): the core module declares
    /// `typealias StringResource = app.core.resources.R.string` (and `typealias Resources = …R`), and the tabs'
    /// objects, in another package that imports the alias, say `override val title = StringResource.nav_anime`.
    /// The title was "computed at run time" (a note); it is the key `nav_anime`. An alias of the same name the
    /// file neither imports nor shares a package with is not followed.
    @Test func composeTitlesThroughATypeAliasOfRString() throws {
        func files(importing alias: String) -> [String: String] {
            [
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="nav_anime">Anime</string><string name="nav_manga">Manga</string><string name="nav_settings">Settings</string></resources>
                    """,
                "core/src/main/java/app/resources/Alias.kt": """
                    package app.resources

                    typealias Resources = app.core.resources.R
                    typealias StringResource = app.core.resources.R.string
                    """,
                "core/src/main/java/app/other/Alias.kt": """
                    package app.other

                    typealias StringResource = app.other.R.drawable
                    """,
                "app/src/main/java/app/ui/Screen.kt": """
                    package app.ui

                    import \(alias)

                    sealed class Screen(val route: String) {
                        object Anime : Screen("anime"), BottomNavTarget {
                            override val title = StringResource.nav_anime
                            override val icon = Icons.Default.VideoLibrary
                        }
                        object Manga : Screen("manga"), BottomNavTarget {
                            override val title = StringResource.nav_manga
                            override val icon = Icons.Default.CollectionsBookmark
                        }
                        object Config : Screen("config"), BottomNavTarget {
                            override val title = Resources.string.nav_settings
                            override val icon = Icons.Default.Settings
                        }
                    }

                    val bottomNavRoutes = listOf<BottomNavTarget>(Screen.Anime, Screen.Manga, Screen.Config)
                    """,
                "app/src/main/java/app/ui/MainScreen.kt": """
                    package app.ui

                    @Composable
                    fun MainScreen(route: String?) {
                        NavigationBar {
                            bottomNavRoutes.forEach { screen ->
                                NavigationBarItem(
                                    icon = { Icon(imageVector = screen.icon, contentDescription = stringResource(id = screen.title)) },
                                    label = { Text(stringResource(screen.title)) },
                                    selected = screen.route == route,
                                    onClick = {},
                                )
                            }
                        }
                    }
                    """,
            ]
        }
        let aliased = try bar(files(importing: "app.resources.StringResource\nimport app.resources.Resources"), main: "app/src/main/java/app/ui/MainScreen.kt", marker: "settings.gradle.kts")
        #expect(aliased.items.map { $0.title?.key } == ["nav_anime", "nav_manga", "nav_settings"], "\(aliased.items.map { $0.title?.source })")
        let other = try bar(files(importing: "app.other.StringResource"), main: "app/src/main/java/app/ui/MainScreen.kt", marker: "settings.gradle.kts")
        #expect(other.items.map { $0.title?.key } == [nil, nil, nil], "an alias of R.drawable, and Resources not imported: \(other.items.map { $0.title?.source })")
    }
}
