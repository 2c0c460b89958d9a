#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftParser
import SwiftSyntax

/// What a Swift project declares that tab-bar code refers to, followed one level deep:
/// - String extensions that localise (`static func localized(_ key: String) -> String { NSLocalizedString(key, …) }`,
///   `var localized: String { NSLocalizedString(self, …) }`);
/// - SwiftGen's generated `L10n` (`static let media = L10n.tr("Localizable", "media", fallback: "Media")`);
/// - types whose values name tabs: enum cases with computed properties that switch over `self`
///   (`var title: LocalizedStringKey { switch self { case .home: "tab.home" … } }`), and static members
///   built with labelled arguments (`static let search = TabItem(title: L10n.search, systemImage: "magnifyingglass")`).
public struct SwiftDeclarations: Sendable {
    /// Names of String functions (`String.localized("k")`, `"k".localized()`) and properties (`"k".localized`)
    /// whose body hands the key to NSLocalizedString.
    public var localizingFunctions: Set<String> = []
    public var localizingProperties: Set<String> = []
    /// The `.lproj` a wrapper (by name) or SwiftGen's `L10n.tr` (under `tr`) asks when the user's language
    /// lacks a key (`Bundle.main.path(forResource: "en", ofType: "lproj")`): the app then shows that
    /// language's text instead of the key.
    public var fallbackLanguages: [String: String] = [:]
    /// The table a String wrapper (by name) reads when it is not `Localizable` (babyNameIOS's `var localized:
    /// String { NSLocalizedString(self, tableName: "Loc", …) }`).
    public var wrapperTables: [String: String] = [:]
    /// `L10n.Common.tabs.home` → its key and table.
    public var swiftGenKeys: [String: SwiftGenKey] = [:]
    /// SwiftGen keys (`"table\u{0}key"`) whose generated `tr` reads its own bundle (`BundleToken.bundle`,
    /// `Bundle.module`, `Bundle(for:)`) → the file declaring them: in a framework of the app (Open edX's
    /// `CoreLocalization` in Core.xcodeproj) that bundle is the framework's, whose tables are its own.
    public var ownBundleKeys: [String: String] = [:]

    public struct SwiftGenKey: Sendable {
        public var key: String
        public var table: String
        public var fallback: String?
        /// The source text of a `value:` the app computes (`NSLocalizedString("k", value: name, comment: "")`).
        public var computedFallback: String? = nil
    }
    /// Other static constants of every file by their whole path, whose value is text of its own: a literal
    /// (MyTracks' `enum Localization { enum TabTitles { static let tasks = "Tasks" } }` in another file than its
    /// tab bar controller), `String(localized:)`, or a literal given to the project's String wrapper
    /// (`static let PROFILE_TITLE = "PROFILE_TITLE".localized`); nil where two files declare the same path
    /// with different values. Evaluated by `finish()` into `constantTexts`.
    var projectConstantTexts: [String: ConstantText?] = [:]
    /// Those constants' texts, where they evaluate to one (`Localization.TabTitles.tasks` → "Tasks").
    public var constantTexts: [String: CodeString] = [:]

    struct ConstantText: @unchecked Sendable {
        var value: ExprSyntax
        /// Declared `LocalizedStringKey` or `LocalizedStringResource`: its literal is a key.
        var localizes: Bool
    }
    /// Localised constants of every file by their whole path (`AppStrings.Tabbar.homeTitle` for Corona-Warn-App's
    /// `enum AppStrings { enum Tabbar { static let homeTitle = NSLocalizedString("Tabbar_Home_Title", comment: "") } }`);
    /// nil where two files declare the same path with different keys.
    var projectConstants: [String: SwiftGenKey?] = [:]
    /// Types by name.
    public var types: [String: TabValueType] = [:]
    /// View modifiers of the app's own that give a tab its item (ProtonVPN's
    /// `extension View { func homeTabItem() -> some View { self.tabItem { Label { Text(…) } icon: { … } } } }`):
    /// name → the modifier chain the function returns.
    public var tabItemModifiers: [String: TabItemModifier] = [:]
    /// `ViewModifier` types whose `body(content:)` applies `.tabItem` (SwissTransfer's `STTabModifier`:
    /// `content.tabItem { tab.label(…) }.tag(tab)`): type name → the chain its body returns.
    var tabItemViewModifiers: [String: TabItemModifier] = [:]
    /// `ViewModifier` types whose `body(content:)` applies other modifiers with `.modifier(…)`
    /// (`content.modifier(TabStyle()).modifier(STTabModifier(tab: tab))`): type name → the chain its body
    /// returns. A tab applying one reads the modifiers it applies in turn, so a tab item given two
    /// modifiers down is the tab's, not "no label".
    var modifierApplyingViewModifiers: [String: TabItemModifier] = [:]
    /// View extension functions that apply a `ViewModifier` (`func stTab(_ tab: STTab) -> some View { modifier(STTabModifier(tab: tab)) }`):
    /// function name → the modifier's type name, resolved against `tabItemViewModifiers` as files are added.
    var viewModifierApplications: [String: String] = [:]
    /// The project applies `.tabViewStyle(.page…)` (or `PageTabViewStyle`) to a view that is not a
    /// `TabView` (Damus's `NavigationStack { … }.tabViewStyle(.page(indexDisplayMode: .never))`): the style is
    /// an environment value, so TabViews inside that view, in other files, page too.
    public var pageStyleOnContainers = false
    /// Views of the app's own whose `body` applies `.tabItem` (moneta's `struct Tab<Content: View, Style>: View`, whose
    /// body is `NavigationView { content() }.tabItem { VStack { Image(systemName: icon); Text(label) } }`), by name: a
    /// `TabView` child that makes one is a tab labelled as its body says, with the call's arguments.
    public var tabItemViews: [String: TabItemView] = [:]
    /// SwiftUI's names for a `TabView`'s children (`Tab`, `TabSection`, `ForEach`, `Group`, `Section`) that a view of the
    /// app's own takes, declared at a file's top level: in the app's module Swift finds its own type before SwiftUI's.
    public var ownViewsNamedLikeSwiftUIs: Set<String> = []

    public struct TabItemView: @unchecked Sendable {
        /// The expression `body` returns.
        var body: ExprSyntax
        /// The memberwise initialiser's parameters (stored properties in order, a `let` with a value left out); nil when
        /// the type declares an initialiser of its own, which takes the place of the memberwise one.
        var parameters: [(name: String, localizes: Bool, defaultValue: ExprSyntax?)]?
    }

    /// The app's `ViewModifier` of that name that applies `.tabItem`, or other modifiers that may.
    func viewModifier(named type: String) -> TabItemModifier? {
        tabItemViewModifiers[type] ?? modifierApplyingViewModifiers[type]
    }

    public struct TabItemModifier: @unchecked Sendable {
        /// The returned expression (`self.tabItem { … }`).
        var body: ExprSyntax
    }

    public init() {}

    /// A type whose values can be tabs.
    public struct TabValueType: @unchecked Sendable {
        /// Enum cases, or static members, in declaration order.
        public var members: [String] = []
        public var isEnum = false
        /// Computed properties and functions without parameters that build the tab's label view (`var label: some View { Label(title, systemImage: iconName) }`, `var tabIcon: some View { VStack { Image(systemName: iconName); Text(name) } }`, `func label() -> Label<Text, Image>`).
        var labelViews: [String: CodeBlockItemListSyntax] = [:]
        /// Property name → member → value.
        public var properties: [String: [String: CodeString]] = [:]
        /// Static lists of the type's values (`static var defaultTabs: [TabEnum] { [.sources, .library] }`),
        /// with their element type when written.
        var staticLists: [String: (ArrayExprSyntax, String?)] = [:]
    }

    /// Functions of an extension of a view controller class (`extension UITabBarController { func
    /// createNavController(vc:title:selected:unselected:) -> UINavigationController { … } }` in its own file) that
    /// return a view controller and may describe its tab item: by name. A tab file calling one makes a tab per call
    /// (`SwiftTabReader`), as it does for such a function of its own.
    public var controllerFactories: [String: [ControllerFactory]] = [:]

    public struct ControllerFactory: @unchecked Sendable {
        var function: FunctionDeclSyntax
    }

    /// Functions that make and return a tab item titled by one of their parameters (irishinterestIOS's `struct BarItem {
    /// static func create(title: String, iconName: String, selectedIconName: String) -> UITabBarItem { UITabBarItem(title:
    /// title, …) } }`), by name: a tab file of another file calling one makes a tab per call (`SwiftTabReader`), as it
    /// does for such a function of its own.
    public var itemFactories: [String: [ItemFactory]] = [:]

    public struct ItemFactory: @unchecked Sendable {
        var function: FunctionDeclSyntax
        /// The `UITabBarItem(…)` the function makes.
        var item: FunctionCallExprSyntax
    }

    /// View controller classes whose own code titles their tab (`init() { …; tabBarItem = UITabBarItem(title: …) }`,
    /// `title = NSLocalizedString(…)` in `viewDidLoad`), by name: a tab bar controller that lists one
    /// (`viewControllers = [RecentBillsViewController(context:), …]`) shows that title (`SwiftTabReader`).
    public var selfTitlingControllers: [String: [SelfTitlingController]] = [:]

    public struct SelfTitlingController: @unchecked Sendable {
        var declaration: ClassDeclSyntax
        /// The file declaring it, where its tab is located when a storyboard makes it.
        var path: String?
    }

    /// Tab bar controller classes that set their own `viewControllers` in their `viewDidLoad` (see
    /// `setsItsOwnTabsWhenLoaded`), by name: each declaration's id.
    public var tabBarControllersSettingTheirTabs: [String: Set<SyntaxIdentifier>] = [:]

    /// Whether a tab bar controller class sets its own `viewControllers` in its `viewDidLoad`, whatever happens:
    /// `viewControllers = […]`, `self.viewControllers = …` or `setViewControllers(…)` as a statement of the method's
    /// own body. UIKit calls `viewDidLoad` when the controller's view first loads, and that list replaces one set before.
    static func setsItsOwnTabsWhenLoaded(_ declaration: ClassDeclSyntax) -> Bool {
        guard declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("TabBarController") }) == true else { return false }
        return declaration.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "viewDidLoad",
                  function.signature.parameterClause.parameters.isEmpty, let body = function.body else { return false }
            return body.statements.contains { statement in
                guard let expression = statement.item.as(ExprSyntax.self) else { return false }
                if let sequence = expression.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
                   elements[1].is(AssignmentExprSyntax.self) {
                    return ["viewControllers", "self.viewControllers"].contains(elements[0].trimmedDescription.filter { !$0.isWhitespace })
                }
                guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
                let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                return called == "setViewControllers"
            }
        }
    }

    /// Bytes that mark a file worth reading for declarations; the others are skipped unparsed.
    static let markers: [[UInt8]] = ["extension String", "L10n", "switch self", "static let", "static var", "func NSLocalizedString", "extension View", "ViewModifier", "tabViewStyle", "NSLocalizedString(key",
                                     // A view whose body gives its tab item (`.tabItem { … }`).
                                     ".tabItem",
                                     "extension UITabBarController", "extension UIViewController", "tabBarItem", "title =",
                                     // An item factory (`static func create(title:…) -> UITabBarItem`).
                                     "-> UITabBarItem"].map { Array($0.utf8) }

    public static func mentionsDeclarations(_ bytes: [UInt8]) -> Bool {
        markers.contains { bytes.contains(subsequence: $0) }
    }

    /// What one file declares, read once: a project's tab files share the files they read (every file
    /// that extends String, the types they name), and parsing them again for each tab file was most of
    /// a large app's audit (WooCommerce: 28 tab files).
    public struct FileDeclarations: @unchecked Sendable {
        fileprivate let collector: DeclarationCollector
        fileprivate let constants: [String: SwiftGenKey]
        fileprivate let constantTexts: [String: ConstantText]
        fileprivate let controllerFactories: [FunctionDeclSyntax]
        fileprivate let itemFactories: [(FunctionDeclSyntax, FunctionCallExprSyntax)]
        fileprivate let selfTitlingControllers: [ClassDeclSyntax]
        fileprivate let tabBarControllersSettingTheirTabs: [ClassDeclSyntax]
        fileprivate let readsMainBundle: Bool
        /// The keys (`"table\u{0}key"`) of constants that read their own module's bundle (`bundle: .module`).
        fileprivate let moduleBundleKeys: Set<String>

        /// Nil for a source too deep to parse or walk: it declares nothing this reads (the tab reader reports it).
        public init?(source: String) {
            guard nestingTooDeepToParse(source) == nil else { return nil }
            let tree = Parser.parse(source: source)
            guard nodeTooDeep(Syntax(tree)) == nil else { return nil }
            collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            let finder = LocalizedConstantFinder(viewMode: .sourceAccurate, wholePathsOnly: true)
            finder.walk(tree)
            constants = finder.found
            constantTexts = finder.texts
            moduleBundleKeys = finder.moduleBundleKeys
            controllerFactories = tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
                .filter { ["UITabBarController", "UIViewController"].contains($0.extendedType.trimmedDescription) }
                .flatMap { $0.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
                .filter { function in
                    guard let type = function.signature.returnClause?.type.trimmedDescription.filter({ $0 != "?" && $0 != "!" }),
                          type.hasSuffix("Controller"), !type.hasSuffix("TabBarController"), let body = function.body?.description else { return false }
                    return body.contains("tabBarItem") || body.contains(".title")
                }
            let itemFactoryFinder = ItemFactoryFinder(viewMode: .sourceAccurate)
            itemFactoryFinder.walk(tree)
            itemFactories = itemFactoryFinder.found
            selfTitlingControllers = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
                .filter { $0.inheritanceClause != nil && titlesItsOwnTab($0.memberBlock) != nil }
            tabBarControllersSettingTheirTabs = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter(SwiftDeclarations.setsItsOwnTabsWhenLoaded)
            readsMainBundle = source.contains("Bundle.main")
        }
    }

    /// Adds what one file declares. Wrappers and SwiftGen keys first, so that enum values that use them resolve.
    public mutating func add(source: String, path: String? = nil) {
        if let file = FileDeclarations(source: source) { add(file, path: path) }
    }

    public mutating func add(_ file: FileDeclarations, path: String?) {
        let collector = file.collector
        localizingFunctions.formUnion(collector.localizingFunctions)
        localizingProperties.formUnion(collector.localizingProperties)
        fallbackLanguages.merge(collector.fallbackLanguages) { first, _ in first }
        wrapperTables.merge(collector.wrapperTables) { first, _ in first }
        for (name, entry) in collector.swiftGenKeys { swiftGenKeys[name] = entry }
        if let path, !collector.swiftGenKeys.isEmpty, !file.readsMainBundle {
            for entry in collector.swiftGenKeys.values {
                let id = "\(entry.table)\u{0}\(entry.key)"
                // Declared by two files: which bundle it is read from is unknown, so it stays the app's.
                if let known = ownBundleKeys[id], known != path { ownBundleKeys[id] = "" } else { ownBundleKeys[id] = path }
            }
        }
        // moers's `enum AppStrings { enum Menu { static let map = String(localized: "Map", bundle: .module) } }` in its
        // package target `Core`, used for tabs in other packages and in the app: `Bundle.module` is the bundle of the
        // module whose file makes the call, so the key is looked up in Core's `Localizable.xcstrings`, not in the tables
        // of the file showing it (the app's lacks "Map": "no text in 'en', 'de'").
        if let path {
            for id in file.moduleBundleKeys {
                if let known = ownBundleKeys[id], known != path { ownBundleKeys[id] = "" } else { ownBundleKeys[id] = path }
            }
        }
        tabItemModifiers.merge(collector.tabItemModifiers) { first, _ in first }
        tabItemViewModifiers.merge(collector.tabItemViewModifiers) { first, _ in first }
        modifierApplyingViewModifiers.merge(collector.modifierApplyingViewModifiers) { first, _ in first }
        viewModifierApplications.merge(collector.viewModifierApplications) { first, _ in first }
        for (function, type) in viewModifierApplications where tabItemModifiers[function] == nil {
            if let modifier = viewModifier(named: type) { tabItemModifiers[function] = modifier }
        }
        for (path, entry) in file.constants {
            if let existing = projectConstants[path] {
                if existing.map({ $0.key != entry.key || $0.table != entry.table }) ?? true { projectConstants[path] = .some(nil) }
            } else {
                projectConstants[path] = entry
            }
        }
        for function in file.controllerFactories {
            let known = controllerFactories[function.name.text, default: []]
            if !known.contains(where: { $0.function.id == function.id }) { controllerFactories[function.name.text] = known + [ControllerFactory(function: function)] }
        }
        for (function, item) in file.itemFactories {
            let known = itemFactories[function.name.text, default: []]
            if !known.contains(where: { $0.function.id == function.id }) { itemFactories[function.name.text] = known + [ItemFactory(function: function, item: item)] }
        }
        for declaration in file.tabBarControllersSettingTheirTabs {
            tabBarControllersSettingTheirTabs[declaration.name.text, default: []].insert(declaration.id)
        }
        for declaration in file.selfTitlingControllers {
            let known = selfTitlingControllers[declaration.name.text, default: []]
            if !known.contains(where: { $0.declaration.id == declaration.id }) { selfTitlingControllers[declaration.name.text] = known + [SelfTitlingController(declaration: declaration, path: path)] }
        }
        for (path, text) in file.constantTexts {
            if let existing = projectConstantTexts[path] {
                if existing.map({ $0.value.trimmedDescription != text.value.trimmedDescription || $0.localizes != text.localizes }) ?? true { projectConstantTexts[path] = .some(nil) }
            } else {
                projectConstantTexts[path] = text
            }
        }
        pageStyleOnContainers = pageStyleOnContainers || collector.pageStyleOnContainers
        tabItemViews.merge(collector.tabItemViews) { first, _ in first }
        ownViewsNamedLikeSwiftUIs.formUnion(collector.ownViewsNamedLikeSwiftUIs)
        pending.append(contentsOf: collector.typeSources)
    }

    /// These declarations with the localised constants a tab file declares for itself, which win over
    /// any other file's of the same name (WooCommerce declares a `private enum Localization` in each view
    /// controller: `static let title = NSLocalizedString("dashboardViewHostingController.title", value: "My store", comment: …)`,
    /// used as `tabBarItem.title = Localization.title`). The `value:` is what a table without the key shows.
    func withLocalizedConstants(of file: SourceFileSyntax) -> SwiftDeclarations {
        let finder = LocalizedConstantFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        guard !finder.found.isEmpty || !finder.typeAliases.isEmpty else { return self }
        var copy = self
        for (name, entry) in finder.found { copy.swiftGenKeys[name] = entry }
        copy.typeAliases = finder.typeAliases
        return copy
    }

    /// The type aliases a tab file declares (BigBrotherIOS's `private typealias Localizable = String.Localized.Tabs`,
    /// its titles `Localizable.trackActivationTab`): alias → the type it names.
    public var typeAliases: [String: String] = [:]

    /// Type bodies wait until every file's wrappers are known.
    var pending: [TypeSource] = []

    /// Evaluates the collected types' property values; call once after the last `add`.
    public mutating func finish() {
        // A constant declared once in the project, named by its whole path, is its key (SwiftGen's own win).
        for (path, entry) in projectConstants { if let entry, swiftGenKeys[path] == nil { swiftGenKeys[path] = entry } }
        // Once every wrapper is known, and before the types whose members may name these constants.
        let constantEvaluator = SwiftExpressionEvaluator(declarations: self)
        for (path, text) in projectConstantTexts where swiftGenKeys[path] == nil && projectConstants[path] == nil {
            guard let text else { continue }
            let value = constantEvaluator.string(text.value, localizes: text.localizes)
            if case .runtime = value { continue }
            constantTexts[path] = value
        }
        let sources = pending
        pending = []
        for source in sources {
            var type = types[source.name] ?? TabValueType()
            type.isEnum = type.isEnum || source.isEnum
            var known = Set(type.members)
            for member in source.members where known.insert(member).inserted { type.members.append(member) }
            type.labelViews.merge(source.labelViews) { first, _ in first }
            type.staticLists.merge(source.staticLists) { first, _ in first }
            // A raw value is a `String`: shown as written wherever it is given (`Label(tab.rawValue, …)` takes a `StringProtocol`).
            for (member, text) in source.rawValues { type.properties["rawValue", default: [:]][member] = .verbatim(text) }
            let evaluator = SwiftExpressionEvaluator(declarations: self)
            for property in source.switchProperties {
                for (member, expression) in property.values {
                    type.properties[property.name, default: [:]][member] = evaluator.string(expression, localizes: property.isLocalizedKey)
                }
            }
            for (member, arguments) in source.staticMembers {
                for (label, expression) in arguments {
                    let localizes = source.localizedProperties.contains(label)
                    type.properties[label, default: [:]][member] = evaluator.string(expression, localizes: localizes)
                }
            }
            types[source.name] = type
        }
    }

    struct TypeSource: @unchecked Sendable {
        var name: String
        var isEnum: Bool
        var members: [String]
        var switchProperties: [SwitchProperty]
        /// Member → its initializer's labelled arguments.
        var staticMembers: [(String, [(String, ExprSyntax)])]
        /// Stored properties typed `LocalizedStringKey` or `LocalizedStringResource`.
        var localizedProperties: Set<String>
        var labelViews: [String: CodeBlockItemListSyntax] = [:]
        var staticLists: [String: (ArrayExprSyntax, String?)] = [:]
        /// A `String` enum's raw values by case: the literal written (`case home = "Home"`), else the case's name.
        var rawValues: [String: String] = [:]
    }

    struct SwitchProperty {
        var name: String
        var isLocalizedKey: Bool
        var values: [(String, ExprSyntax)]
    }
}

extension UInt8 {
    /// An ASCII letter, digit or underscore: a byte of a Swift or Kotlin name written in ASCII.
    public var isASCIIWordByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F
    }
}

extension Array where Element == UInt8 {
    /// A plain byte search (memchr for the first byte, memcmp for the rest), for deciding cheaply
    /// whether a file is worth parsing.
    public func contains(subsequence: [UInt8]) -> Bool {
        firstOffset(of: subsequence) != nil
    }

    /// The first offset at or after `start` where `needle` occurs (ending at or before `end`), searched
    /// as `contains(subsequence:)` searches.
    public func firstOffset(of needle: [UInt8], from start: Int = 0, before end: Int? = nil) -> Int? {
        let limit = Swift.min(end ?? count, count)
        guard let first = needle.first, start >= 0, start <= limit - needle.count else { return nil }
        return withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let patternStart = pattern.baseAddress else { return nil }
                var offset = start
                let last = limit - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                    let position = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + position, patternStart, needle.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}

/// Types whose values SwiftUI shows through `LocalizedStringKey` lookups.
func isLocalizedKeyType(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    let text = type.trimmedDescription
    return text.contains("LocalizedStringKey") || text.contains("LocalizedStringResource")
}

private final class DeclarationCollector: SyntaxVisitor {
    var localizingFunctions: Set<String> = []
    var localizingProperties: Set<String> = []
    var fallbackLanguages: [String: String] = [:]
    var wrapperTables: [String: String] = [:]
    var swiftGenKeys: [String: SwiftDeclarations.SwiftGenKey] = [:]
    var typeSources: [SwiftDeclarations.TypeSource] = []
    var tabItemModifiers: [String: SwiftDeclarations.TabItemModifier] = [:]
    var tabItemViewModifiers: [String: SwiftDeclarations.TabItemModifier] = [:]
    var modifierApplyingViewModifiers: [String: SwiftDeclarations.TabItemModifier] = [:]
    var viewModifierApplications: [String: String] = [:]
    var pageStyleOnContainers = false
    var tabItemViews: [String: SwiftDeclarations.TabItemView] = [:]
    var ownViewsNamedLikeSwiftUIs: Set<String> = []
    private var swiftGenPath: [String] = []
    /// The file's SwiftGen enums: `L10n`, or the name its configuration gives.
    private var swiftGenEnums: Set<String> = ["L10n"]

    /// `MainContent(…).toolbar { … }.a(…)` → `MainContent(…)`.
    private func innermostCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression.as(FunctionCallExprSyntax.self)
        while let call = current, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let inner = base.as(FunctionCallExprSyntax.self) else { return nil }
            current = inner
        }
        return current
    }

    /// `X { … }.a(…).tabViewStyle(.page…)` where X is not `TabView`, or is a `TabView` around one view.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !pageStyleOnContainers, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tabViewStyle",
              let style = node.arguments.first?.expression.trimmedDescription, style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle") || style.hasPrefix(".verticalPage") else { return .visitChildren }
        var base = member.base
        while let call = base?.as(FunctionCallExprSyntax.self), let inner = call.calledExpression.as(MemberAccessExprSyntax.self), inner.base != nil {
            base = inner.base
        }
        guard let base else { return .visitChildren }
        guard let root = base.as(FunctionCallExprSyntax.self), calleeName(root) == "TabView" else {
            pageStyleOnContainers = true
            return .visitChildren
        }
        // A paged TabView around one view is a wrapper of everything inside it (Damus's `TabView { MainContent(…) }`
        // around the whole app, "prevents navbar appearance change on scroll"), not a carousel of pages.
        // An Array, not the syntax collection's own `filter`, which builds a new syntax tree: see `collectSwiftGen`.
        let children = root.trailingClosure.map { Array($0.statements) }?.filter { !$0.item.is(VariableDeclSyntax.self) } ?? []
        if children.count == 1, let only = children.first?.item.as(ExprSyntax.self) ?? children.first?.item.as(ExpressionStmtSyntax.self)?.expression,
           let call = innermostCall(only), let name = calleeName(call), !["ForEach", "Image", "Text", "AsyncImage", "Color"].contains(name) {
            pageStyleOnContainers = true
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        if extended == "String" || extended == "Swift.String" {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body, callsNSLocalizedString(Syntax(body)) {
                    localizingFunctions.insert(function.name.text)
                    if let language = lprojAsked(in: Syntax(body)) { fallbackLanguages[function.name.text] = language }
                    if let table = tableNamed(in: Syntax(body)) { wrapperTables[function.name.text] = table }
                }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let accessor = binding.accessorBlock, callsNSLocalizedString(Syntax(accessor)),
                              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        localizingProperties.insert(name)
                        if let language = lprojAsked(in: Syntax(accessor)) { fallbackLanguages[name] = language }
                        if let table = tableNamed(in: Syntax(accessor)) { wrapperTables[name] = table }
                    }
                }
            }
            return .skipChildren
        }
        if extended == "View" || extended == "SwiftUI.View" {
            // `func homeTabItem() -> some View { self.tabItem { … } }`: the chain it returns, read where
            // a tab applies it.
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements, statements.count == 1,
                      let item = statements.first?.item else { continue }
                guard let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                // `modifier(STTabModifier(tab: tab))`: the `ViewModifier`'s body, wherever it is declared.
                if let call = value.as(FunctionCallExprSyntax.self), calleeName(call) == "modifier",
                   call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base?.trimmedDescription == "self" }) ?? true,
                   let applied = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), let type = calleeName(applied) {
                    viewModifierApplications[function.name.text] = type
                    continue
                }
                guard firstCall(named: "tabItem", in: Syntax(value)) != nil else { continue }
                tabItemModifiers[function.name.text] = .init(body: value)
            }
            return .skipChildren
        }
        if extended == "L10n" || swiftGenEnums.contains(extended) { collectSwiftGenLookup(node.memberBlock) }
        collectType(name: extended, members: node.memberBlock, isEnum: false)
        return .visitChildren
    }

    /// The table a wrapper's `NSLocalizedString(self, tableName: "Loc", …)` reads, when not `Localizable`.
    private func tableNamed(in body: Syntax) -> String? {
        guard let lookup = firstCall(named: "NSLocalizedString", in: body),
              let table = lookup.arguments.first(where: { $0.label?.text == "tableName" })?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText),
              table != "Localizable" else { return nil }
        return table
    }

    /// A module's own `func NSLocalizedString(_ key: String, …)` shadows Foundation's for every call in
    /// it; Aidoku's passes the `en.lproj` text as the value for a missing key.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A file-level function that hands its first parameter to NSLocalizedString as the key (OneBusAway's
        // `func OBALoc(_ key: String, value: String, comment: String) -> String { NSLocalizedString(key, tableName: nil,
        // bundle: …, value: value, comment: comment) }`): its calls with a literal key are lookups of that key.
        if node.name.text != "NSLocalizedString", node.parent?.is(CodeBlockItemSyntax.self) == true, let body = node.body,
           let parameter = node.signature.parameterClause.parameters.first, let lookup = firstCall(named: "NSLocalizedString", in: Syntax(body)),
           lookup.arguments.first?.label == nil, lookup.arguments.first?.expression.trimmedDescription == (parameter.secondName ?? parameter.firstName).text {
            localizingFunctions.insert(node.name.text)
            return .skipChildren
        }
        guard node.name.text == "NSLocalizedString", node.parent?.is(CodeBlockItemSyntax.self) == true,
              let body = node.body, let language = lprojAsked(in: Syntax(body)) ?? lprojOfGlobalUsed(by: body, in: node) else { return .visitChildren }
        fallbackLanguages["NSLocalizedString"] = language
        return .skipChildren
    }

    /// The `.lproj` a file-level constant the body names opens (`let fallbackBundle = Bundle.main.path(forResource: "en", ofType: "lproj")…`).
    private func lprojOfGlobalUsed(by body: CodeBlockSyntax, in function: FunctionDeclSyntax) -> String? {
        guard let statements = function.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let names = Set(body.tokens(viewMode: .sourceAccurate).map(\.text))
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name),
                      let value = binding.initializer?.value, let language = lprojAsked(in: Syntax(value)) else { continue }
                return language
            }
        }
        return nil
    }

    /// SwiftGen's `tr` (in `enum L10n` or an extension of it) asking another `.lproj` when a key is missing.
    private func collectSwiftGenLookup(_ members: MemberBlockSyntax) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "tr", let body = function.body,
                  let language = lprojAsked(in: Syntax(body)) else { continue }
            fallbackLanguages["tr"] = language
        }
    }

    /// SwiftGen's enum under another name (`enumName: T` in swiftgen.yml: 2FAS's `internal enum T { … static let
    /// tokens = T.tr("Localizable", "commons__tokens", fallback: "Tokens") }`): a top-level enum whose
    /// members call its own `tr`.
    private func isSwiftGenEnum(_ node: EnumDeclSyntax) -> Bool {
        guard node.parent?.is(CodeBlockItemSyntax.self) == true, let call = firstCall(named: "tr", in: Syntax(node.memberBlock)) else { return false }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == node.name.text
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let isSwiftGenRoot = swiftGenPath.isEmpty && (name == "L10n" || isSwiftGenEnum(node))
        if isSwiftGenRoot || !swiftGenPath.isEmpty {
            if isSwiftGenRoot {
                swiftGenEnums.insert(name)
                collectSwiftGenLookup(node.memberBlock)
            }
            swiftGenPath.append(name)
            collectSwiftGen(node.memberBlock)
            return .visitChildren
        }
        collectType(name: name, members: node.memberBlock, isEnum: true,
                    hasStringRawValues: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String")
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        if !swiftGenPath.isEmpty { swiftGenPath.removeLast() }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        collectType(name: node.name.text, members: node.memberBlock, isEnum: false)
        // `struct STTabModifier: ViewModifier { func body(content: Content) -> some View { content.tabItem { … } } }`.
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "ViewModifier" || $0.type.trimmedDescription == "SwiftUI.ViewModifier" }) == true {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body",
                      let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item,
                      let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                else { continue }
                if firstCall(named: "tabItem", in: Syntax(value)) != nil {
                    tabItemViewModifiers[node.name.text] = .init(body: value)
                } else if firstCall(named: "modifier", in: Syntax(value)) != nil {
                    modifierApplyingViewModifiers[node.name.text] = .init(body: value)
                }
            }
        }
        if node.inheritanceClause?.inheritedTypes.contains(where: { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) }) == true {
            collectView(node)
        }
        return .visitChildren
    }

    /// A view whose `body` applies `.tabItem`, and a view at the file's top level named like a SwiftUI `TabView` child.
    private func collectView(_ node: StructDeclSyntax) {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, ["Tab", "TabSection", "ForEach", "Group", "Section"].contains(node.name.text) {
            ownViewsNamedLikeSwiftUIs.insert(node.name.text)
        }
        var body: ExprSyntax?
        var parameters: [(name: String, localizes: Bool, defaultValue: ExprSyntax?)]? = []
        for member in node.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) { parameters = nil }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body", let accessor = binding.accessorBlock {
                    let statements: CodeBlockItemListSyntax? = switch accessor.accessors {
                    case .getter(let list): list
                    case .accessors: nil
                    }
                    if let statements, statements.count == 1, let item = statements.first?.item {
                        body = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                    }
                    continue
                }
                // A computed property, and a `let` given its value, are no parameters of the memberwise initialiser.
                guard binding.accessorBlock == nil, !(variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil) else { continue }
                parameters?.append((name, isLocalizedKeyType(binding.typeAnnotation?.type), binding.initializer?.value))
            }
        }
        guard let body, firstCall(named: "tabItem", in: Syntax(body)) != nil else { return }
        tabItemViews[node.name.text] = .init(body: body, parameters: parameters)
    }

    /// `static let name = L10n.tr("Table", "key", fallback: …)` and `static func name(_ p1: Any) -> String { L10n.tr("Table", "key", …) }`.
    private func collectSwiftGen(_ members: MemberBlockSyntax) {
        for member in members.members {
            var name: String?
            var node: Syntax?
            if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                node = binding.initializer.map { Syntax($0.value) } ?? binding.accessorBlock.map { Syntax($0) }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                name = function.name.text
                node = function.body.map { Syntax($0) }
            }
            guard let name, let node, let call = firstCall(named: "tr", in: node) else { continue }
            // `filter` on a syntax collection (swift-syntax's `SyntaxCollection.filter`) returns a new collection
            // in a copy of the whole tree, the enum's other members included: 10,000 keys took 30 s. Filter an Array.
            let strings = Array(call.arguments).filter { $0.label == nil }.compactMap { $0.expression.as(StringLiteralExprSyntax.self).flatMap(plainText) }
            guard strings.count >= 2 else { continue }
            let fallback = call.arguments.first { $0.label?.text == "fallback" }?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText)
            swiftGenKeys[(swiftGenPath + [name]).joined(separator: ".")] = .init(key: strings[1], table: strings[0], fallback: fallback)
        }
    }

    private func collectType(name: String, members: MemberBlockSyntax, isEnum: Bool, hasStringRawValues: Bool = false) {
        var source = SwiftDeclarations.TypeSource(name: name, isEnum: isEnum, members: [], switchProperties: [], staticMembers: [], localizedProperties: [])
        for member in members.members {
            if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                source.members += cases.elements.map(\.name.text)
                // `enum TabItem: String { case home = "Home"; case settings }`: `.home.rawValue` is "Home", `.settings.rawValue` "settings".
                if hasStringRawValues {
                    for element in cases.elements {
                        if let raw = element.rawValue {
                            if let text = raw.value.as(StringLiteralExprSyntax.self).flatMap(plainText) { source.rawValues[element.name.text] = text }
                        } else {
                            source.rawValues[element.name.text] = element.name.text
                        }
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
                      !function.modifiers.contains(where: { $0.name.text == "static" }), let body = function.body,
                      firstCall(named: "Label", in: Syntax(body.statements)) != nil {
                // `func label() -> Label<Text, Image> { Label(title, systemSymbol: symbol) }`, given as `.tabItem(tab.label)`.
                source.labelViews[function.name.text] = body.statements
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic, let list = staticList(binding) {
                        // `static var defaultTabs: [TabEnum] { return [.sources, .library, .settings] }` (Feather).
                        source.staticLists[name] = (list, binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.trimmedDescription)
                    } else if isStatic, let call = staticValue(binding), call.calledExpression.trimmedDescription == source.name || call.calledExpression.trimmedDescription == "Self" {
                        source.members.append(name)
                        source.staticMembers.append((name, call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } }))
                    } else if !isStatic, let accessor = binding.accessorBlock, let switchExpression = selfSwitch(in: Syntax(accessor)) {
                        source.switchProperties.append(.init(name: name, isLocalizedKey: isLocalizedKeyType(binding.typeAnnotation?.type), values: caseValues(switchExpression)))
                    } else if !isStatic, binding.typeAnnotation?.type.trimmedDescription.withoutSwiftUIModule == "some View",
                              case .getter(let statements)? = binding.accessorBlock?.accessors,
                              firstCall(named: "Label", in: Syntax(statements)) != nil || firstCall(named: "Text", in: Syntax(statements)) != nil {
                        // A `Label`, or a tab item's content stacked by hand (TsunDocs's `var tabIcon: some View { VStack {
                        // Image(systemName: iconName); Text(name) } }`, given as `.tabItem { TabItem.tags.tabIcon }`).
                        source.labelViews[name] = statements
                    } else if !isStatic, binding.accessorBlock == nil, isLocalizedKeyType(binding.typeAnnotation?.type) {
                        source.localizedProperties.insert(name)
                    }
                }
            }
        }
        if !source.members.isEmpty || !source.switchProperties.isEmpty || !source.labelViews.isEmpty || !source.staticLists.isEmpty { typeSources.append(source) }
    }

    /// `static let x: [T] = [.a, .b]` or `static var x: [T] { [.a, .b] }` / `{ return [.a, .b] }`.
    private func staticList(_ binding: PatternBindingSyntax) -> ArrayExprSyntax? {
        if let array = binding.initializer?.value.as(ArrayExprSyntax.self) { return array }
        guard case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1, let item = statements.first?.item else { return nil }
        return (item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression)?.as(ArrayExprSyntax.self)
    }

    /// `static let x = T(…)` or `static var x: T { T(…) }`.
    private func staticValue(_ binding: PatternBindingSyntax) -> FunctionCallExprSyntax? {
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) { return call }
        guard case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1 else { return nil }
        if let call = statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) { return call }
        return statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self)
    }

    private func selfSwitch(in node: Syntax) -> SwitchExprSyntax? {
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = child.as(SwitchExprSyntax.self), found.subject.trimmedDescription == "self" { return found }
            if let found = selfSwitch(in: child) { return found }
        }
        return nil
    }

    /// `case .home: "tab.home"` / `case .home, .start: return L10n.home` → each case's value.
    private func caseValues(_ switchExpression: SwitchExprSyntax) -> [(String, ExprSyntax)] {
        var values: [(String, ExprSyntax)] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  switchCase.statements.count == 1, let statement = switchCase.statements.first?.item else { continue }
            let value = statement.as(ExprSyntax.self) ?? statement.as(ReturnStmtSyntax.self)?.expression
                ?? statement.as(ExpressionStmtSyntax.self)?.expression
            guard let value else { continue }
            for item in label.caseItems {
                if let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                    values.append((member.declName.baseName.text, value))
                }
            }
        }
        return values
    }
}

func callsNSLocalizedString(_ node: Syntax) -> Bool {
    firstCall(named: "NSLocalizedString", in: node) != nil || firstCall(named: "String", in: node).map { $0.arguments.first?.label?.text == "localized" } ?? false
}

/// The `.lproj` a lookup asks by name, `en` in `Bundle.main.path(forResource: "en", ofType: "lproj")`.
func lprojAsked(in node: Syntax) -> String? {
    if let call = node.as(FunctionCallExprSyntax.self) {
        let literal = { (label: String) in
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText)
        }
        if literal("ofType") == "lproj", let name = literal("forResource"), !name.isEmpty { return name }
    }
    for child in node.children(viewMode: .sourceAccurate) {
        if let found = lprojAsked(in: child) { return found }
    }
    return nil
}

func firstCall(named name: String, in node: Syntax) -> FunctionCallExprSyntax? {
    if let call = node.as(FunctionCallExprSyntax.self), calleeName(call) == name { return call }
    for child in node.children(viewMode: .sourceAccurate) {
        if let found = firstCall(named: name, in: child) { return found }
    }
    return nil
}

/// `Text` for `Text(…)`, `tr` for `L10n.tr(…)`.
func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
}

/// The text of a string literal without interpolation, escapes decoded; nil when it interpolates.
func plainText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += literal.openingPounds == nil ? unescaped(piece.content.text) : piece.content.text
    }
    return text
}

private func unescaped(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    var result = ""
    var iterator = raw.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
        guard scalar == "\\", let next = iterator.next() else { result.unicodeScalars.append(scalar); continue }
        switch next {
        case "n": result += "\n"
        case "t": result += "\t"
        case "r": result += "\r"
        case "0": result += "\0"
        case "u":
            var hex = ""
            while let digit = iterator.next(), digit != "}" {
                if digit != "{" { hex.unicodeScalars.append(digit) }
            }
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { result.unicodeScalars.append(decoded) }
        default: result.unicodeScalars.append(next)
        }
    }
    return result
}

/// `static let NAME = NSLocalizedString("key", tableName: …, value: "Default", comment: …)` in a type of a
/// file → `Type.NAME` (and `Outer.Type.NAME` when nested).
private final class LocalizedConstantFinder: SyntaxVisitor {
    var found: [String: SwiftDeclarations.SwiftGenKey] = [:]
    /// Other constants whose text the source gives (whole paths only): see `SwiftDeclarations.constantTexts`.
    var texts: [String: SwiftDeclarations.ConstantText] = [:]
    var typeAliases: [String: String] = [:]
    /// Keys (`"table\u{0}key"`) of the constants found that read their own module's bundle: `String(localized: "Map",
    /// bundle: .module)`, `NSLocalizedString("Map", bundle: Bundle.module, comment: "")`.
    var moduleBundleKeys = Set<String>()
    private var path: [String] = []
    /// Only `Outer.Inner.name`, not also `Inner.name` and `name` (for other files' references).
    private var wholePathsOnly = false

    convenience init(viewMode: SyntaxTreeViewMode, wholePathsOnly: Bool) {
        self.init(viewMode: viewMode)
        self.wholePathsOnly = wholePathsOnly
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeAliases[node.name.text] = node.initializer.value.trimmedDescription.filter { !$0.isWhitespace }
        return .skipChildren
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        path.append(name)
        return .visitChildren
    }

    /// A value whose text needs nothing of the place it is used in: a string literal (`static let tasks =
    /// "Tasks"`), `String(localized: "…")`, or a string literal given to a function or property
    /// (`"PROFILE_TITLE".localized`, `.localized()`), which the project's wrappers resolve once all are known.
    static func isTextOfItsOwn(_ value: ExprSyntax) -> Bool {
        if value.is(StringLiteralExprSyntax.self) { return true }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if calleeName(call) == "String", call.arguments.first?.label?.text == "localized" { return true }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            // `.localized("Tabs.profileTab")` or `String.localized(…)` in a String property: a static wrapper given its key.
            if member.base == nil || member.base?.trimmedDescription == "String" {
                return call.arguments.first.map { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) } ?? false
            }
            return member.base?.is(StringLiteralExprSyntax.self) ?? false
        }
        return value.as(MemberAccessExprSyntax.self)?.base?.is(StringLiteralExprSyntax.self) ?? false
    }

    /// `"table\u{0}key"` of a `String(localized:table:bundle:)` or `NSLocalizedString(_:tableName:bundle:…)` whose bundle is
    /// the module's own (`.module`, `Bundle.module`); nil for any other call or bundle.
    static func moduleBundleKey(_ call: FunctionCallExprSyntax) -> String? {
        let arguments = Array(call.arguments)
        guard let bundle = arguments.first(where: { $0.label?.text == "bundle" })?.expression.trimmedDescription,
              bundle == ".module" || bundle == "Bundle.module" else { return nil }
        func literal(_ label: String?) -> String? {
            arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText)
        }
        let key: String?
        let table: String?
        switch calleeName(call) {
        case "String" where arguments.first?.label?.text == "localized":
            (key, table) = (literal("localized"), literal("table"))
        case "NSLocalizedString" where call.calledExpression.is(DeclReferenceExprSyntax.self):
            (key, table) = (literal(nil), literal("tableName"))
        default:
            return nil
        }
        return key.map { "\(table ?? "Localizable")\u{0}\($0)" }
    }

    /// What a computed property without a setter returns, when its getter is one expression (`static var home: String {
    /// "tab.home".localized }`, BigBrotherIOS's form, or `{ return … }`, `{ get { … } }`): the same text each time it is read.
    static func computedValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let body):
            statements = body
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body else { return nil }
            statements = body.statements
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !path.isEmpty, node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // A `static var` the app may set is no constant; one computed without a setter is.
            let constant = node.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : Self.computedValue(binding)
            if wholePathsOnly, let value = constant, Self.isTextOfItsOwn(value) {
                let type = binding.typeAnnotation?.type.trimmedDescription
                texts[(path + [name]).joined(separator: ".")] = SwiftDeclarations.ConstantText(value: value, localizes: type == "LocalizedStringKey" || type == "LocalizedStringResource")
            }
            if wholePathsOnly, let call = constant?.as(FunctionCallExprSyntax.self), let id = Self.moduleBundleKey(call) { moduleBundleKeys.insert(id) }
            guard let call = (constant ?? binding.initializer?.value)?.as(FunctionCallExprSyntax.self), calleeName(call) == "NSLocalizedString",
                  call.calledExpression.is(DeclReferenceExprSyntax.self) else { continue }
            func literal(_ label: String?) -> String? {
                call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText)
            }
            guard let key = literal(nil) else { continue }
            let value = call.arguments.first { $0.label?.text == "value" }?.expression
            let computed = value.flatMap { $0.is(StringLiteralExprSyntax.self) || $0.is(NilLiteralExprSyntax.self) ? nil : $0.trimmedDescription }
            let entry = SwiftDeclarations.SwiftGenKey(key: key, table: literal("tableName") ?? "Localizable", fallback: literal("value"), computedFallback: computed)
            for start in wholePathsOnly ? [0] : Array(path.indices) { found[(path[start...] + [name]).joined(separator: ".")] = entry }
        }
        return .skipChildren
    }
}

/// A Swift package's manifest, as far as the code importers need it.
public enum SwiftPackageManifest {
    /// The folders of the local packages a `Package.swift` depends on, as written:
    /// `.package(path: "../TKLocalize")`, `.package(name: "Core", path: "Core")`. SwiftPM compiles them for
    /// the package, so their public declarations (a SwiftGen enum, String extensions) are the package's to use.
    public static func localDependencyPaths(source: String) -> [String] {
        final class Finder: SyntaxVisitor {
            var paths: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                      member.declName.baseName.text == "package",
                      let path = node.arguments.first(where: { $0.label?.text == "path" })?.expression.as(StringLiteralExprSyntax.self),
                      path.segments.count == 1, let text = path.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty
                else { return .visitChildren }
                paths.append(text)
                return .visitChildren
            }
        }
        // A manifest nested past what swift-syntax reads safely is not read, as a Swift file is not.
        guard nestingTooDeepToParse(source) == nil else { return [] }
        let tree = Parser.parse(source: source)
        guard nodeTooDeep(Syntax(tree)) == nil else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.paths
    }
}

/// Where a view controller class's own code first titles its tab: its `title`, `tabBarItem` or
/// `navigationController?.tabBarItem`, assigned in an initializer or `awakeFromNib` (`atLaunch`: UIKit shows it from the
/// start) or in another method (`viewDidLoad`, which runs when the tab's view first loads); nil when it titles none.
/// `navigationItem.title` titles the navigation bar only. A storyboard makes its controllers with `init(coder:)`
/// (`madeByStoryboard`): the class's other initializers never run for them, and only the methods UIKit runs as the
/// controller is made and its view loads count.
func titlesItsOwnTab(_ members: MemberBlockSyntax, madeByStoryboard: Bool = false) -> (atLaunch: Bool, method: String)? {
    var later: String?
    for member in members.members {
        let body: CodeBlockSyntax?
        let name: String
        if let initializer = member.decl.as(InitializerDeclSyntax.self) {
            if madeByStoryboard, initializer.signature.parameterClause.parameters.first?.firstName.text != "coder" { continue }
            body = initializer.body
            name = "init"
        } else if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.allSatisfy({ $0.name.tokenKind != .keyword(.static) && $0.name.tokenKind != .keyword(.class) }) {
            body = function.body
            name = function.name.text
        } else {
            continue
        }
        // What a storyboard's controller runs by itself: its other methods (an action's `title = …`) may never run.
        if madeByStoryboard, !["awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"].contains(name), name != "init" { continue }
        guard let body, assignsOwnTabTitle(Syntax(body)) else { continue }
        if name == "init" || name == "awakeFromNib" { return (true, name) }
        if later == nil { later = name }
    }
    return later.map { (false, $0) }
}

/// Whether a body assigns `title`, `self.title`, or a field of `tabBarItem` (its own or its navigation
/// controller's) or the item itself, outside closures and nested functions.
private func assignsOwnTabTitle(_ body: Syntax) -> Bool {
    final class Finder: SyntaxVisitor {
        var found = false
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            let target = elements[0].trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
            let own = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            if own == "title" || own == "tabBarItem" || own == "tabBarItem.title" || own == "navigationController.tabBarItem.title"
                || own == "tabBarItem.accessibilityLabel" {
                found = found || elements[2].trimmedDescription != "nil"
            }
            return .visitChildren
        }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
}

/// Functions returning a `UITabBarItem` (optional or not) whose `UITabBarItem(title: …)` is titled by one of the
/// function's parameters, with that call: the first such call of the body.
private final class ItemFactoryFinder: SyntaxVisitor {
    var found: [(FunctionDeclSyntax, FunctionCallExprSyntax)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.returnClause?.type.trimmedDescription.filter({ $0 != "?" && $0 != "!" }) == "UITabBarItem", let body = node.body else { return .visitChildren }
        let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let finder = ItemCallFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        if let item = finder.calls.first(where: { call in
            call.arguments.first(where: { $0.label?.text == "title" })?.expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
        }) {
            found.append((node, item))
        }
        return .skipChildren
    }

    private final class ItemCallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if calleeName(node) == "UITabBarItem" { calls.append(node) }
            return .visitChildren
        }
        // A closure's item is made when the closure runs, not by the function.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
