import SwiftParser
import SwiftSyntax

/// Reads the tab bars a Swift file builds: SwiftUI `TabView`s (children with `.tabItem`, iOS 18 `Tab`,
/// `TabSection`, `ForEach` over a list of tab values) and UIKit `UITabBarItem`s (initialisers and
/// assignments to `tabBarItem.…` and `tabBar.items?[i].…`). Previews, paging `TabView`s and watchOS
/// code (whose `TabView` pages through views) are not bars.
public enum SwiftTabReader {
    /// Bytes that mark a file as possibly building a tab bar; other files are skipped unparsed.
    static let markers: [[UInt8]] = ["TabView", "tabItem", "Tab(", "UITab(", "UITabBarItem", "ESTabBarItem", "tabBarItem", "tabBar.items", "UITabGroup(", "UISearchTab"].map { Array($0.utf8) }

    /// Whether a marker is a whole name (or starts a call, `Tab(`): Nova Wallet's browser names a web view
    /// `newTabView`, which is no `TabView` (and swift-syntax then reported a function type it cannot parse,
    /// `@MainActor(Bool) -> Void`, in a file without a tab bar); Yep's settings name a key
    /// `tabBarItemTextEnabledKey`, which is no `tabBarItem` (its Swift 2 closure type `T -> Void` got the
    /// same warning).
    public static func mentionsTabAPI(_ bytes: [UInt8]) -> Bool {
        // A byte of another script (0x80 and up) belongs to a Swift name too.
        func isNameByte(_ byte: UInt8) -> Bool { byte.isASCIIWordByte || byte >= 0x80 }
        return markers.contains { marker in
            var from = 0
            while let offset = bytes.firstOffset(of: marker, from: from) {
                let end = offset + marker.count
                if (offset == 0 || !isNameByte(bytes[offset - 1])) && (end == bytes.count || !isNameByte(marker[marker.count - 1]) || !isNameByte(bytes[end])) { return true }
                from = offset + 1
            }
            return false
        }
    }

    /// Whether a file may build a tab bar: it mentions a tab API, or it is a tab bar controller's that lists
    /// its tabs (`viewControllers = [homeVC, …]`), which may make them with a function of another file
    /// (`createNavController(vc:title:selected:unselected:)` of an extension of `UITabBarController`).
    public static func mayBuildTabBar(_ bytes: [UInt8]) -> Bool {
        mentionsTabAPI(bytes) || (bytes.contains(subsequence: Array("UITabBarController".utf8))
            && (bytes.contains(subsequence: Array("viewControllers".utf8)) || bytes.contains(subsequence: Array("setViewControllers".utf8))))
    }

    /// Whether a source path lies in a watchOS target's folder as Xcode names them ("xDrip Watch App",
    /// "Trio Watch App Extension", "… WatchKit Extension") or a `watchOS` folder: a watchOS `TabView`
    /// pages through views and has no tab bar.
    public static func isWatchOSSource(path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            let folder = component.lowercased()
            // Hyphens and underscores stand for spaces (Strongbox's "Watch-App").
            let spaced = String(folder.map { $0 == "-" || $0 == "_" ? " " : $0 })
            return folder == "watchos" || ["watch app", "watchkit app", "watchkit extension", "watch extension", "watch app extension"].contains { spaced.hasSuffix($0) }
        }
    }

    /// Whether a source path lies in a tvOS target's folder ("Swiftfin tvOS", "… TV Application", "… TV
    /// App", "tvOS"): a tvOS tab bar sits at the top of the screen and sizes each tab to its title, so
    /// an iPhone's tab widths, More and compact layout do not apply (Play SRG's "TV Application").
    public static func isTVOSSource(path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            let folder = component.lowercased()
            return ["tvos", "tv application", "tv app", "tv app extension", "tv extension"].contains { folder == $0 || folder.hasSuffix(" " + $0) || folder.hasSuffix("-" + $0) || folder.hasSuffix("_" + $0) }
                || folder.hasSuffix("tvos")
        }
    }

    public struct Result: Sendable {
        public var bars: [CodeTabBar] = []
        /// Statically unknown parts and source swift-syntax could not parse.
        public var problems: [CodeProblem] = []
        public var parseErrors: [CodeProblem] = []
        /// A UIKit bar whose tabs are each the one tab a function of the file describes for its calls, and which
        /// the file calls nowhere: those functions' names. The tabs are the calls', where they are.
        public var functionsMakingTheBar: Set<String> = []
        /// View controller classes whose own code titles a tab of this file's UIKit bar, listed by its tab bar controller.
        public var controllersTitlingTheirTabs: Set<String> = []
        /// A UIKit bar whose every tab is the item a view controller class of the file gives itself
        /// (`init() { tabBarItem.title = … }`): those classes. The bar is the tab bar controller's that lists them.
        public var classesTitlingThemselves: Set<String> = []
        /// The class whose own item each tab of that bar is, by the item's position.
        public var classOfOwnItem: [CodePosition: String] = [:]
        /// The static function of a type (`TPPHoldsViewController.makeSwiftUIView()`) in which every tab of the file's
        /// UIKit bar is made, if one is: a bar only when some code calls it.
        public var staticFunctionMakingTheBar: (type: String, function: String)?
        /// The functions with parameters, called nowhere in the file, around every tab of the file's UIKit bar (Cleaner's
        /// `func addTabBarItem(with controller: UIViewController, _ item: UITabBarItem.SystemItem, tag: Int)`), if every
        /// tab is in one: their items are their callers', a bar only where some code calls them.
        public var uncalledFunctionsGivingEveryTab: Set<String> = []
        /// The tab bar controller class the file's every list of tabs is given to, when that class sets its own
        /// `viewControllers` in its `viewDidLoad` (TrackerAppYP's scene delegate lists the two tabs
        /// `TabBarViewController` sets again when it loads): the bar is that class's, read in its file.
        public var classReplacingTheList: String?
        /// The enum values each tab of the UIKit bar is made for, where it is made in a `case` of an enum's member.
        public var enumValueItems: [CodePosition: EnumValueItem] = [:]
    }

    /// Where a source file names a type: in previews (`#Preview { PreviewApp { … } }`, a `PreviewProvider`),
    /// and elsewhere (its own declaration aside).
    public static func references(to name: String, in source: String) -> (inPreviews: Int, elsewhere: Int) {
        guard nestingTooDeepToParse(source) == nil else { return (0, 1) }
        let tree = Parser.parse(source: source)
        guard nodeTooDeep(Syntax(tree)) == nil else { return (0, 1) }
        var counts = (inPreviews: 0, elsewhere: 0)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            // The declaration's own name, or a member named like it (`func PreviewApp`), is no use of the type.
            guard let parent = token.parent, parent.is(DeclReferenceExprSyntax.self) || parent.is(IdentifierTypeSyntax.self) else { continue }
            var node: Syntax? = parent
            var inPreview = false
            while let current = node {
                if let macro = current.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { inPreview = true; break }
                if let macro = current.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { inPreview = true; break }
                if let type = current.as(StructDeclSyntax.self), type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                    inPreview = true
                    break
                }
                node = current.parent
            }
            if inPreview { counts.inPreviews += 1 } else { counts.elsewhere += 1 }
        }
        return counts
    }

    /// The tab a view controller class that a storyboard makes gives itself in its own Swift file (as round 19 reads a
    /// listed class: `SwiftDeclarations.selfTitlingControllers`).
    public struct StoryboardControllersTab: Sendable {
        /// Located in the file declaring the class (`file`).
        public var item: CodeTabItem
        /// Set by `init(coder:)` or `awakeFromNib`, which run as the storyboard makes the controller: shown from launch.
        /// Otherwise by `method` (`viewDidLoad`), which runs when the tab's view first loads.
        public var atLaunch: Bool
        public var method: String
    }

    /// `StoryboardControllersTab` of each class of `names` the declarations hold once and that titles its tab in a method a
    /// storyboard runs (not `init()`), by name. Each file declaring them is prepared once for all its classes (1,000 tabs of
    /// classes declared in one file prepared the file 1,000 times: quadratic).
    public static func tabs(ofStoryboardControllerClasses names: Set<String>, declarations: SwiftDeclarations) -> [String: StoryboardControllersTab] {
        var tabs: [String: StoryboardControllersTab] = [:]
        var readers: [SyntaxIdentifier: (SwiftDeclarations, SourceLocationConverter)] = [:]
        for name in names.sorted() {
            guard let classes = declarations.selfTitlingControllers[name], classes.count == 1, case let declared = classes[0],
                  let (atLaunch, method) = titlesItsOwnTab(declared.declaration.memberBlock, madeByStoryboard: true),
                  let own = declared.declaration.root.as(SourceFileSyntax.self) else { continue }
            let reader = readers[own.id] ?? (declarations.withLocalizedConstants(of: own), SourceLocationConverter(fileName: "", tree: own))
            readers[own.id] = reader
            guard var item = TabBarVisitor.ownItem(of: declared.declaration, declarations: reader.0, converter: reader.1) else { continue }
            item.file = declared.path
            tabs[name] = StoryboardControllersTab(item: item, atLaunch: atLaunch, method: method)
        }
        return tabs
    }

    public static func read(source: String, declarations: SwiftDeclarations) -> Result {
        var result = Result()
        if let (offset, message) = nestingTooDeepToParse(source) {
            result.parseErrors = [CodeProblem(position: position(ofUTF8Offset: offset, in: source), message: message)]
            return result
        }
        let tree = Parser.parse(source: source)
        if let deep = nodeTooDeep(Syntax(tree)) {
            result.parseErrors = [CodeProblem(position: position(ofUTF8Offset: deep.position.utf8Offset, in: source),
                                              message: "Swift source nested more than \(maximumSyntaxDepth) levels deep here (a chain of calls or modifiers); this file is not read")]
            return result
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        result.parseErrors = firstParseError(Syntax(tree)).map {
            [CodeProblem(position: position($0, converter), message: "Swift source that swift-syntax cannot parse here; tab bars in this file may be incomplete")]
        } ?? []
        let visitor = TabBarVisitor(declarations: declarations.withLocalizedConstants(of: tree), converter: converter, file: tree)
        visitor.walk(tree)
        visitor.addItemFactoriesOfOtherFiles()
        visitor.addControllerFactoriesOfOtherFiles()
        visitor.expandControllerFactories()
        visitor.addControllersTitlingThemselves()
        if visitor.isTestSource {
            // Tab bars a test builds are the test's fixtures: no user sees them.
            if !visitor.bars.isEmpty || !visitor.uiKitItems.isEmpty {
                result.problems = [CodeProblem(position: CodePosition(line: 1, column: 1), message: "a test's source (it imports a test framework or a module @testable): the tab bars it builds are not the app's; not audited")]
            }
            return result
        }
        if let appKit = visitor.macOSFrameworkImport {
            // No iOS SDK has AppKit (Mac Catalyst's neither): the file compiles only for a Mac, and its
            // `TabView` is a Mac window's tab view (Flare's `macos/UI/Screen/MacSettingsScreen.swift`).
            if !visitor.bars.isEmpty || !visitor.uiKitItems.isEmpty {
                result.problems = [CodeProblem(position: appKit.position, message: "this file imports \(appKit.module), which only macOS has: the tab views it builds are a Mac app's, not an iPhone's tab bar; not audited")]
            }
            return result
        }
        result.bars = visitor.bars
        result.problems = visitor.problems
        var tabs = visitor.uiKitItems.indices.filter { !visitor.updatesOnly.contains($0) }
        // Items of a Material tab row (Cosmostation's `@IBOutlet var tabbar: MDCTabBarView!` with
        // `tabbar.items.append(UITabBarItem(title: "Crypto", …))`): Material Components' tabs, a row of tabs
        // over a screen's content, as Android's TabLayout is. They are no tab bar: no More tab, no tab bar
        // controller; BarAudit reads neither kind of Material tabs.
        if let first = tabs.first(where: visitor.materialTabRowItems.contains) {
            result.problems.append(CodeProblem(position: visitor.uiKitItems[first].position, message: "these UITabBarItems are the items of a Material tab row (MDCTabBarView or MDCTabBar), tabs over a screen's content rather than a tab bar; not audited"))
            tabs.removeAll(where: visitor.materialTabRowItems.contains)
        }
        // The tabs a tab bar controller's list shows are its whole bar, not one tab of a bar built elsewhere.
        var listsTheBar = false
        if let (listed, others) = visitor.tabsListed(among: tabs) {
            listsTheBar = true
            result.problems.append(CodeProblem(position: visitor.uiKitItems[listed[0]].position, message: "the tab bar controller's viewControllers list names \(listed.count) of the \(tabs.count) view controllers this file gives tab items; the items of \(others.map { "'\($0)'" }.joined(separator: ", ")) are not in its bar and are not audited"))
            tabs = listed
        }
        if !tabs.isEmpty {
            var items = tabs.map { visitor.uiKitItems[$0] }.sorted { $0.position < $1.position }
            // When `viewControllers = […]` lists every tab's controller, that is the bar's order.
            if let ranks = visitor.listedOrder(ofItems: tabs) {
                items = zip(tabs, ranks).sorted { $0.1 < $1.1 }.map { visitor.uiKitItems[$0.0] }
            }
            if items.allSatisfy({ visitor.uncalledFactoryTabs[$0.position] != nil }) {
                result.functionsMakingTheBar = Set(items.compactMap { visitor.uncalledFactoryTabs[$0.position] })
            }
            var bar = CodeTabBar(kind: .uiKit, position: items[0].position, items: items)
            bar.configuresExistingTabs = !listsTheBar && tabs.allSatisfy(visitor.attachedToExistingTab.contains)
            if !listsTheBar, let held = visitor.propertiesHoldingTheirControllers(tabs) {
                bar.configuresExistingTabs = true
                let names = Array(Set(held)).sorted().map { "'\($0)'" }.joined(separator: ", ")
                let (given, they) = items.count == 1 ? ("tab item here is given to the controller", "it is a tab") : ("tab items here are given to the controllers", "they are tabs")
                result.problems.append(CodeProblem(position: items[0].position, message: "the \(given) held in \(names), which this file puts in no tab bar controller: \(they) of a bar built elsewhere; how many tabs that bar has, and where \(items.count == 1 ? "this one stands" : "these stand"), is not judged here"))
            }
            bar.selectedIndex = visitor.uiKitSelectedIndex
            bar.hasRunTimeTabs = visitor.uiKitItemsFromRunTimeLists
            result.bars.append(bar)
            result.controllersTitlingTheirTabs = visitor.controllersTitlingTheirTabs
            result.classOfOwnItem = visitor.classesTitlingThemselves(tabs) ?? [:]
            result.classesTitlingThemselves = Set(result.classOfOwnItem.values)
            let positions = Set(items.map(\.position))
            result.enumValueItems = visitor.enumValueItems.filter { positions.contains($0.key) }
            result.staticFunctionMakingTheBar = visitor.staticFunction(around: items.map(\.position))
            result.uncalledFunctionsGivingEveryTab = visitor.uncalledFunctionsWithParameters(around: items.map(\.position))
            if let classes = visitor.listReceiverClasses, classes.count == 1, let type = classes.first, declarations.tabBarControllersSettingTheirTabs[type]?.count == 1 {
                result.classReplacingTheList = type
            }
        }
        return result
    }

    static func position(_ node: some SyntaxProtocol, _ converter: SourceLocationConverter) -> CodePosition {
        let location = node.startLocation(converter: converter)
        return CodePosition(line: location.line, column: location.column)
    }
}

/// Syntax trees deeper than this are not read: swift-syntax's visitors and location converter recurse
/// once per level, and a chain of thousands of calls or modifiers (`Home().badge(1).badge(1)…`, which
/// the parser's nesting limit does not count) exhausts the stack. Real code stays far below it.
let maximumSyntaxDepth = 1_000

/// A tab's view read where it is declared (a property or function of the file, an app's own tab item
/// modifier) may name another, and that one more: past this many levels inside one another they are not
/// read. Each level recurses (a chain of 20,000 functions exhausted the stack); real apps nest two or three.
let maximumExpansionDepth = 64

/// Statements and modifiers read through such declarations for one file: each that names another twice
/// doubles the work (30 functions `func t0() -> some View { t1(); t1() }` are a billion tabs), so past this
/// budget the rest is not read. Real apps read a few hundred.
let maximumExpansionWork = 4_000

/// swift-syntax's parser takes time exponential in the nesting of `[` (each level is tried as an
/// array, a dictionary and a type: 18 levels took minutes), so deeper sources are not parsed. Real code
/// nests collections three or four deep.
let maximumSquareBracketDepth = 8

/// swift-syntax's parser recurses once per level of generic arguments (`A<A<…>>`) and of `#if` (its look-ahead over
/// attributes), without the nesting limit it keeps for expressions and declarations: 2,500 levels of `<`, or 10,000
/// of `#if`, overflowed the stack and crashed the run. Deeper sources are not parsed; real code nests both a few deep.
let maximumParserRecursionDepth = 256

/// Where a source nests what the parser cannot take (`maximumSquareBracketDepth`, `maximumParserRecursionDepth`), and
/// what: a lexical estimate before parsing, outside string literals and line comments. A `<` that is not an operator's
/// (`<=`, `<<`) counts until a `>` (not `->`, `>=`) closes it or a statement ends (`;`, `{`, `}`, an assignment's `=`),
/// so comparisons do not add up.
func nestingTooDeepToParse(_ source: String) -> (offset: Int, message: String)? {
    var squareDepth = 0
    var angleDepth = 0
    var conditionDepth = 0
    var inString = false
    var inComment = false
    var escaped = false
    let bytes = Array(source.utf8)
    func byteAt(_ offset: Int) -> UInt8 { bytes.indices.contains(offset) ? bytes[offset] : 0 }
    func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
    func directive(_ name: String, at offset: Int) -> Bool {
        let name = Array(name.utf8)
        return offset + name.count <= bytes.count && bytes[offset..<offset + name.count].elementsEqual(name) && !isIdentifier(byteAt(offset + name.count))
    }
    for (offset, byte) in bytes.enumerated() {
        if byte == 0x0A { inString = false; inComment = false; escaped = false; continue }
        if inComment { continue }
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            continue
        }
        let previous = offset > 0 ? bytes[offset - 1] : 0
        let next = byteAt(offset + 1)
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "/") where next == UInt8(ascii: "/"): inComment = true
        case UInt8(ascii: "["):
            squareDepth += 1
            if squareDepth > maximumSquareBracketDepth {
                return (offset, "Swift source with '[' nested more than \(maximumSquareBracketDepth) deep here (swift-syntax takes exponential time on them); this file is not read")
            }
        case UInt8(ascii: "]"): squareDepth = max(0, squareDepth - 1)
        case UInt8(ascii: "<") where next != UInt8(ascii: "=") && next != UInt8(ascii: "<") && previous != UInt8(ascii: "<"):
            angleDepth += 1
            if angleDepth > maximumParserRecursionDepth {
                return (offset, "Swift source with '<' nested more than \(maximumParserRecursionDepth) deep here (swift-syntax's parser recurses on each level without a bound); this file is not read")
            }
        case UInt8(ascii: ">") where previous != UInt8(ascii: "-") && next != UInt8(ascii: "="): angleDepth = max(0, angleDepth - 1)
        case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): angleDepth = 0
        case UInt8(ascii: "=") where next != UInt8(ascii: "=") && !"=!<>".utf8.contains(previous): angleDepth = 0
        case UInt8(ascii: "#") where directive("#if", at: offset):
            conditionDepth += 1
            if conditionDepth > maximumParserRecursionDepth {
                return (offset, "Swift source with '#if' nested more than \(maximumParserRecursionDepth) deep here (swift-syntax's parser recurses on each level without a bound); this file is not read")
            }
        case UInt8(ascii: "#") where directive("#endif", at: offset): conditionDepth = max(0, conditionDepth - 1)
        default: break
        }
    }
    return nil
}

/// The first node deeper than `maximumSyntaxDepth`, found without recursion.
func nodeTooDeep(_ root: Syntax) -> Syntax? {
    // One iterator per level of the path being walked (its count is the depth of the children it gives),
    // not an array of every node's children: this walk runs over every file a project's tab files read.
    var levels = [root.children(viewMode: .sourceAccurate).makeIterator()]
    while !levels.isEmpty {
        guard let child = levels[levels.count - 1].next() else {
            levels.removeLast()
            continue
        }
        if levels.count > maximumSyntaxDepth { return child }
        levels.append(child.children(viewMode: .sourceAccurate).makeIterator())
    }
    return nil
}

extension SwiftTabReader {
    /// Line and column (in UTF-8 bytes, as swift-syntax counts them) of a byte offset.
    static func position(ofUTF8Offset offset: Int, in source: String) -> CodePosition {
        var line = 1
        var lineStart = 0
        for (index, byte) in source.utf8.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return CodePosition(line: line, column: offset - lineStart + 1)
    }
}

/// The first node swift-syntax recovered from: unexpected text or a missing token.
private func firstParseError(_ node: Syntax) -> Syntax? {
    guard node.hasError else { return nil }
    if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing { return node }
    // Missing tokens exist only in the full view of the tree.
    for child in node.children(viewMode: .all) {
        if let found = firstParseError(child) { return found }
    }
    return nil
}

private final class TabBarVisitor: SyntaxVisitor {
    let declarations: SwiftDeclarations
    let converter: SourceLocationConverter
    let file: SourceFileSyntax
    var bars: [CodeTabBar] = []
    var problems: [CodeProblem] = []
    var uiKitItems: [CodeTabItem] = []
    var uiKitSelectedIndex: Int?
    /// Items only assignments made that name no tab: `navigationController?.tabBarItem.badgeValue = …`
    /// or `viewController.tabBarItem.image = newImage` change a tab built elsewhere (a storyboard,
    /// another file) rather than add one; indexes into uiKitItems.
    private(set) var updatesOnly = Set<Int>()
    /// Items of one view controller or of `tabBar.items?[i]` (`vc.tabBarItem = UITabBarItem(…)`,
    /// `vc.tabBarItem.title = …`), rather than a free `UITabBarItem(…)` given to a bar; indexes into uiKitItems.
    private(set) var attachedToExistingTab = Set<Int>()
    /// Items given to a Material tab row (`MDCTabBarView`, `MDCTabBar`) of the file; indexes into uiKitItems.
    private(set) var materialTabRowItems = Set<Int>()
    /// `import WatchKit`: a watchOS `TabView` pages through views (`.page` is its default style) and
    /// has no tab bar.
    private var isWatchOS = false
    /// The file imports a test framework (`XCTest`, `Testing`) or imports a module `@testable`: it is
    /// compiled into a test bundle, never into the app.
    private(set) var isTestSource = false
    /// `import AppKit` or `import Cocoa` outside any `#if` an iOS build leaves out, where it is: the file
    /// compiles only for macOS.
    private(set) var macOSFrameworkImport: (module: String, position: CodePosition)?
    /// The `TabView` being read has tabs made from a list computed at run time (`ForEach(sources)`).
    private var runTimeTabs = false
    /// A `UITabBarItem(…)` of this file is made once per element of a run-time list
    /// (`categories.map { UITabBarItem(…) }`, `for channel in channels { … }`).
    private(set) var uiKitItemsFromRunTimeLists = false
    /// Receivers (as `receiverKey` scopes them: `self`, `nav` of one function, `tabBar.items[2]`) → index into uiKitItems.
    private var itemsByReceiver: [String: Int] = [:]
    /// Items an enum's instance member makes for some of its values (`case .swap:` of `var tabBarItem: UITabBarItem { switch
    /// self { … } }`), by the item's position.
    private(set) var enumValueItems: [CodePosition: EnumValueItem] = [:]
    /// A view controller's `title = …` (by its type's `self` key; a navigation controller's by its key, from
    /// its root's `title`) set before this file touched its item: the default item UIKit makes shows it.
    private var viewControllerTitles: [String: CodeString] = [:]
    /// The expressions of those titles set on a local view controller (`nav.title = title`), for a function
    /// that makes one tab per call.
    private var viewControllerTitleExpressions: [String: ExprSyntax] = [:]
    /// Lists and constants declared in the file, by name.
    private var storedLists: [String: (ExprSyntax, String?)]?
    /// Stored properties declared with a type and no value (`private let feedNav: FeedViewController`, set in `init`):
    /// name → type.
    private var typedProperties: [String: String] = [:]
    /// Stored properties declared with a function type and no value (`@TabContentBuilder<S> var content: () -> Content`):
    /// the view its creator passes.
    private var closureProperties: Set<String> = []
    /// View and tab-content properties declared in the file, by name, and those being read (a property
    /// that names itself ends there).
    private var viewProperties: [SyntaxIdentifier: [String: CodeBlockItemListSyntax]] = [:]
    private var expandingProperties: Set<String> = []
    private var expandingLabelFunctions: Set<String> = []
    /// The file's calls by the name they call (`callsOfTheFile()`), and its label functions by scope and name.
    private var callsByName: [String: [FunctionCallExprSyntax]]?
    private var labelFunctions: [SyntaxIdentifier: [String: FunctionDeclSyntax]] = [:]
    private var sizeClassNames: Set<String>?
    private var expandingModifiers: Set<String> = []
    /// Statements and modifiers read through properties, functions and modifiers so far (`maximumExpansionWork`).
    private var expansionWork = 0
    /// The TabView being read was left partly unread by the expansion limits (and a note says so): it
    /// is no bar of known tabs.
    private var expansionCut = false
    /// The type declaring the `TabView` being read, where its properties are looked up first.
    private var propertyScope: Syntax?

    init(declarations: SwiftDeclarations, converter: SourceLocationConverter, file: SourceFileSyntax) {
        self.declarations = declarations
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func position(_ node: some SyntaxProtocol) -> CodePosition { SwiftTabReader.position(node, converter) }

    // Previews show the app's views to the developer, not to users.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true ? .skipChildren : .visitChildren
    }

    /// Only the branch an iOS build compiles: Yattee's tvOS `UnifiedTabView` (`#if os(tvOS)`) is no iOS tab bar.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let chosen = iOSClause(node), let elements = chosen.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if ["WatchKit", "ClockKit"].contains(node.path.first?.name.text) { isWatchOS = true }
        if let module = node.path.first?.name.text, ["AppKit", "Cocoa"].contains(module), macOSFrameworkImport == nil {
            macOSFrameworkImport = (module, position(node))
        }
        // A test's source: the test frameworks are linked only into test bundles, and `@testable import`
        // compiles only for tests (GOV.UK's TabCoordinatorTests build view controllers with `UUID().uuidString`
        // and "test_title" tab titles to check its coordinator).
        if let module = node.path.first?.name.text, ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"].contains(module)
            || node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable" }) {
            isTestSource = true
        }
        return .skipChildren
    }

    /// `@WKApplicationDelegateAdaptor`, `@WKExtensionDelegateAdaptor`: a watchOS app.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription.hasPrefix("WK") { isWatchOS = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `UITabBarItem.init(…)`, and `.init(…)` assigned to a `tabBarItem`, whose type it takes (Kimis's
        // `navigator.tabBarItem = .init(title: "", image: icon, tag: …)`).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.base.map({ $0.trimmedDescription == "UITabBarItem" }) ?? (assignedReceiver(of: node) != nil) {
            addUIKitItem(node)
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.base?.trimmedDescription == "ESTabBarItem" {
            addESTabBarItem(node)
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setViewControllers",
           let list = node.arguments.first.flatMap({ listGiven($0.expression) }) {
            recordOrder(list, at: node, of: member.base?.trimmedDescription, receiver: member.base)
            return .visitChildren
        }
        guard let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        switch reference.baseName.text {
        case "TabView" where !isPager(node) && !isWatchOS:
            let content = node.trailingClosure ?? node.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            let evaluator = SwiftExpressionEvaluator(declarations: declarations)
            propertyScope = enclosingType(of: Syntax(node))
            runTimeTabs = false
            expansionCut = false
            let items = content.map { views(in: $0.statements, evaluator) } ?? []
            // Tabs past the expansion limits: the note says they are not audited, and none of the bar is.
            if expansionCut { return .visitChildren }
            if !items.isEmpty, !runTimeTabs, items.allSatisfy(hasNoTabItem), declarations.pageStyleOnContainers {
                // No child gives a tab item (Damus's notification filters, its onboarding pages) and the
                // project sets `.tabViewStyle(.page)` on a view that is not a TabView (Damus's
                // NavigationStack): that style reaches the TabViews inside it through the environment, and
                // these page through their views. Without such a style they show a bar of blank tabs
                // (Simple Login's, under its own bar), reported as such.
                problems.append(CodeProblem(position: position(node), message: "no view of this TabView has a tab item (.tabItem or Tab), and the project sets a page style on views around TabViews: it is taken to page through its views and is not audited as a tab bar"))
                return .visitChildren
            }
            // `UITabBar.appearance().isHidden = true` in the file (Omnivore's LibraryTabView, which draws its
            // own `CustomTabBar` under the TabView): every tab bar made after it is hidden, this TabView's
            // too, so it shows no tab bar to audit.
            if hidesEveryTabBar {
                problems.append(CodeProblem(position: position(node), message: "this file hides every tab bar (UITabBar.appearance().isHidden = true): the TabView shows none, and is not audited as a tab bar"))
                return .visitChildren
            }
            // Every child hides the bar, `.toolbar(.hidden, for: .tabBar)` (iOS 16; `.toolbarVisibility` iOS 18):
            // Vultisig draws its own bar over a TabView whose `ForEach` of pages hides the system's.
            if let statements = content?.statements, !statements.isEmpty, statements.allSatisfy({ statement in
                statement.item.as(ExprSyntax.self).map { modifierChain($0).1.contains { hidesTheTabBar($0) || (tabBarHidingModifiers.contains($0.0) && $0.1.arguments.isEmpty) } } ?? false
            }) {
                problems.append(CodeProblem(position: position(node), message: "every view of this TabView hides the tab bar (.toolbar(.hidden, for: .tabBar)): it shows none, and is not audited as a tab bar"))
                return .visitChildren
            }
            var bar = CodeTabBar(kind: .swiftUI, position: position(node), items: items)
            bar.hasRunTimeTabs = runTimeTabs
            bar.selectedName = initialSelection(node)
            bar.ownerType = propertyScope.flatMap(typeName)
            bars.append(bar)
        case "UITabBarItem":
            addUIKitItem(node)
        case "ESTabBarItem":
            addESTabBarItem(node)
        case "setViewControllers":
            if let list = node.arguments.first.flatMap({ listGiven($0.expression) }) { recordOrder(list, at: node, of: nil) }
        // iOS 18 `UITabBarController.tabs`: `UITab(title:image:identifier:viewControllerProvider:)` and a
        // `UITabGroup` are tabs of the bar (a group shows as one tab on an iPhone; its `children:` are its
        // sidebar entries, not tabs), `UISearchTab` the system's search tab (Olvid's bar on iOS 18).
        case "UITab", "UITabGroup":
            if !isTabGroupChild(node) { addUIKitItem(node, usesTabAPI: true) }
        case "UISearchTab":
            addUIKitItem(node, usesTabAPI: true, systemItem: "search")
        default: break
        }
        return .visitChildren
    }

    /// Whether a `UITab` is written in the `children:` of a `UITabGroup`: a sidebar entry of the group.
    private func isTabGroupChild(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let argument = ancestor.as(LabeledExprSyntax.self), argument.label?.text == "children",
               argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "UITabGroup" { return true }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(CodeBlockItemSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// `TabView(selection: $selection)` with `@State var selection: AppTab = .home` → `home`.
    private func initialSelection(_ call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.arguments.first(where: { $0.label?.text == "selection" })?.expression.trimmedDescription,
              binding.hasPrefix("$"), let (value, _) = storedList(named: String(binding.dropFirst())) else { return nil }
        return (value.as(MemberAccessExprSyntax.self)).map(\.declName.baseName.text)
    }

    /// `selectedIndex = 1` or `= chatsTab` with `let chatsTab = 1` in the file.
    func selectedIndex(_ value: ExprSyntax) -> Int? {
        if let literal = value.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? value.as(MemberAccessExprSyntax.self).flatMap({
            $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
        }), let (constant, _) = storedList(named: name), let literal = constant.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text)
    }

    /// `TabView { … }.tabViewStyle(.page)` (watchOS also `.verticalPage`, `.carousel`) pages through
    /// views; it has no tab bar.
    private func isPager(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            let style = modifier.arguments.first?.expression.trimmedDescription.lowercased() ?? ""
            if member.declName.baseName.text == "tabViewStyle", style.contains("page") || style.contains("carousel") { return true }
            node = Syntax(modifier)
        }
        return false
    }

    // MARK: SwiftUI

    private func views(in statements: CodeBlockItemListSyntax, _ evaluator: SwiftExpressionEvaluator) -> [CodeTabItem] {
        var items: [CodeTabItem] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression): items += views(expression, evaluator)
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self), let chosen = iOSClause(conditional),
                   case .statements(let inner)? = chosen.elements {
                    items += views(in: inner, evaluator)
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression {
                    items += views(expression, evaluator)
                }
            }
        }
        return items
    }

    /// The tabs one child expression of a `TabView` makes.
    private func views(_ expression: ExprSyntax, _ evaluator: SwiftExpressionEvaluator) -> [CodeTabItem] {
        if let conditional = expression.as(IfExprSyntax.self) {
            return views(in: conditional.body.statements, evaluator)
        }
        // `switch config.dashboard.type { case .list: …; case .gallery: … }` (Open edX): one case's tabs
        // are on the bar, never the `switch` itself; the case with the most tabs, every tab it can show.
        if let choice = expression.as(SwitchExprSyntax.self) {
            var longest: [CodeTabItem] = []
            for element in choice.cases {
                guard let branch = element.as(SwitchCaseSyntax.self) else { continue }
                let items = views(in: branch.statements, evaluator)
                if items.count > longest.count { longest = items }
            }
            return longest
        }
        let (base, modifiers) = modifierChain(expression)
        // `.defaultVisibility(.hidden, for: .tabBar)` (Feather's "Sources" section): the tab or section is
        // shown in the sidebar only, and on the tab bar only once the user adds it (iPadOS customisation).
        if modifiers.contains(where: { isHiddenFromTabBar($0.0, $0.1) }) { return [] }
        // `.hidden(sizeClass == .compact)` (iOS 18 `TabContent.hidden(_:)`, Grocy's iPad-only tabs): the
        // tab is not on an iPhone's bar. A bar of `Tab`s needs iOS 18, whose iPad bar floats at the top and
        // is not laid out here, so the bar read is the iPhone's (compact width).
        let call = base.as(FunctionCallExprSyntax.self)
        let called = call.flatMap({ $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text })
        // A view of the app's own named like SwiftUI's (moneta's `struct Tab<Content: View, Style>: View`) is the one
        // Swift finds for the app's calls: it is read as any other view of the app's.
        let swiftUIs = called.flatMap { declarations.ownViewsNamedLikeSwiftUIs.contains($0) ? nil : $0 }
        // (`View.hidden()` on a `.tabItem` child hides its content, not its tab.)
        if swiftUIs == "Tab" || swiftUIs == "TabSection", modifiers.contains(where: { isHiddenInCompactWidth($0.0, $0.1) }) { return [] }
        var items: [CodeTabItem]
        switch swiftUIs {
        case "ForEach":
            items = forEachItems(call!, evaluator)
        case "TabSection", "Group", "Section":
            items = call!.trailingClosure.map { views(in: $0.statements, evaluator) } ?? []
        case "Tab":
            items = [tab(call!, evaluator)]
        default:
            if let call, let called, let view = declarations.tabItemViews[called] {
                items = [tab(ofView: view, madeBy: call, evaluator)]
                break
            }
            // `TabView(selection:) { mainTabs; sidebarSections }` (Yattee): a `some TabContent` or `some View`
            // property of the file holds tabs, read where it is declared; so does a function of the file
            // called without arguments (`TabView { overviewTab(); settingsTab() }`, MMEX's
            // `private func overviewTab() -> some View { NavigationStack { … }.tabItem { … } }`).
            let reference: String? = if let call {
                call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
                    ? propertyReference(call.calledExpression).map { "\($0)()" } : nil
            } else {
                propertyReference(base)
            }
            if let name = reference, !expandingProperties.contains(name), let statements = viewProperty(named: name) {
                guard mayExpand(cost: statements.count, at: base) else { return [] }
                expandingProperties.insert(name)
                items = views(in: statements, evaluator)
                expandingProperties.remove(name)
            } else if let reference, isClosureProperty(named: String(reference.dropLast(2))) {
                // `TabView(selection: $selection) { content() }` in a wrapper view (Nezha's `AnimatedTabView`, whose
                // `@TabContentBuilder<Selection> var content: () -> Content` its callers give): the tabs are the
                // callers', not one unlabelled tab.
                problems.append(CodeProblem(position: position(base), message: "the tabs come from '\(base.trimmedDescription.sourceExcerpt())', the content this view's creators pass; they are not audited here"))
                runTimeTabs = true
                return []
            } else {
                // Any other view is a tab too: TabView gives each child a tab, labelled or not.
                items = [CodeTabItem(position: position(base))]
            }
        }
        for index in items.indices {
            for (name, modifier) in modifiers { apply(name, modifier, to: &items[index], evaluator) }
        }
        return items
    }

    /// Whether one more property, function or modifier may be read inside those being read: within
    /// `maximumExpansionDepth` levels and `maximumExpansionWork` for the file. Past them the tabs are
    /// taken as made at run time (not audited as a bar of known tabs), said once in a note.
    private func mayExpand(cost: Int, at node: some SyntaxProtocol) -> Bool {
        let depth = expandingProperties.count + expandingModifiers.count
        if depth < maximumExpansionDepth, expansionWork + max(1, cost) <= maximumExpansionWork {
            expansionWork += max(1, cost)
            return true
        }
        runTimeTabs = true
        if !expansionCut {
            expansionCut = true
            let why = depth >= maximumExpansionDepth
                ? "properties, functions or modifiers nested more than \(maximumExpansionDepth) deep"
                : "more than \(maximumExpansionWork) statements read through properties, functions or modifiers"
            problems.append(CodeProblem(position: position(node), message: "the tabs come from \(why) here; they are not audited"))
        }
        return false
    }

    /// A child of a `TabView` with nothing a tab item gives: no title, label, image or Voice Control name.
    private func hasNoTabItem(_ item: CodeTabItem) -> Bool {
        item.title == nil && item.label == nil && item.image == nil && item.inputLabels.isEmpty && !item.usesTabAPI && !item.isSearch && item.systemItem == nil
    }

    /// `.toolbar(.hidden, for: .tabBar)`, `.toolbarVisibility(.hidden, for: .tabBar)` (also with other bars
    /// among the placements): the view hides the tab bar while it is shown.
    private func hidesTheTabBar(_ modifier: (String, FunctionCallExprSyntax)) -> Bool {
        let (name, call) = modifier
        guard name == "toolbar" || name == "toolbarVisibility", let visibility = call.arguments.first, visibility.label == nil,
              [".hidden", "Visibility.hidden"].contains(visibility.expression.trimmedDescription) else { return false }
        return call.arguments.dropFirst().contains { argument in
            ["tabBar", ".tabBar", "ToolbarPlacement.tabBar"].contains(argument.expression.trimmedDescription)
        }
    }

    /// `.defaultVisibility(.hidden, for: .tabBar)` (also with `.sidebar` among the placements).
    private func isHiddenFromTabBar(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard name == "defaultVisibility", let visibility = call.arguments.first, visibility.label == nil,
              visibility.expression.trimmedDescription == ".hidden" else { return false }
        return call.arguments.dropFirst().contains { argument in
            ["tabBar", ".tabBar", "TabPlacement.tabBar"].contains(argument.expression.trimmedDescription)
        }
    }

    /// `.hidden()`, `.hidden(true)`, or `.hidden(c)` where `c` is true in compact width: `x == .compact` or
    /// `x != .regular` with `x` the horizontal size class (`@Environment(\.horizontalSizeClass) var x`, or
    /// `horizontalSizeClass` itself). Any other condition is decided at run time: the tab is kept, as a
    /// tab under `if` is (the bar with every tab it can show).
    private func isHiddenInCompactWidth(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard name == "hidden", call.trailingClosure == nil else { return false }
        guard let argument = call.arguments.first else { return true }
        guard call.arguments.count == 1, argument.label == nil else { return false }
        let condition = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
        if condition == "true" { return true }
        let classes = horizontalSizeClassNames
        for (value, hiding) in [(".compact", "=="), (".regular", "!="), ("UserInterfaceSizeClass.compact", "=="), ("UserInterfaceSizeClass.regular", "!=")] {
            for sizeClass in classes {
                for candidate in [sizeClass, "self.\(sizeClass)"] where condition == candidate + hiding + value || condition == value + hiding + candidate {
                    return true
                }
            }
        }
        return false
    }

    /// The names under which this file reads the horizontal size class: `horizontalSizeClass`, and any
    /// property declared `@Environment(\.horizontalSizeClass)`.
    private var horizontalSizeClassNames: Set<String> {
        if let known = sizeClassNames { return known }
        var names: Set<String> = ["horizontalSizeClass"]
        for token in file.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("horizontalSizeClass") {
            var node = token.parent
            while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
            guard let declaration = node?.as(VariableDeclSyntax.self),
                  declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Environment" }) else { continue }
            for binding in declaration.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
            }
        }
        sizeClassNames = names
        return names
    }

    /// `mainTabs` or `self.mainTabs` → `mainTabs`.
    private func propertyReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else { return nil }
        return member.declName.baseName.text
    }

    /// The getter of `var NAME: some TabContent<…> { … }` or `var NAME: some View { … }` declared in the
    /// type whose `TabView` is being read (Yattee declares an iOS and a tvOS `UnifiedTabView` in one
    /// file), else anywhere in this file.
    private func viewProperty(named name: String) -> CodeBlockItemListSyntax? {
        firstDeclaration(named: name, in: &viewProperties) { scope in
            let finder = ViewPropertyFinder(viewMode: .sourceAccurate)
            finder.walk(scope)
            return finder.found
        }
    }

    /// A declaration by name in the type whose `TabView` is being read, else anywhere in this file: each
    /// scope is walked once (`collect` gives all it declares), not once per name asked for.
    private func firstDeclaration<Declaration>(named name: String, in cache: inout [SyntaxIdentifier: [String: Declaration]],
                                               collect: (Syntax) -> [String: Declaration]) -> Declaration? {
        for scope in [propertyScope, Syntax(file)].compactMap({ $0 }) {
            if cache[scope.id] == nil { cache[scope.id] = collect(scope) }
            if let found = cache[scope.id]?[name] { return found }
        }
        return nil
    }

    /// `func NAME(…) -> Label<…>` (or `-> some View`) with parameters, declared in the type whose `TabView` is
    /// being read, else anywhere in this file.
    private func labelFunction(named name: String) -> FunctionDeclSyntax? {
        final class Finder: SyntaxVisitor {
            var found: [String: FunctionDeclSyntax] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if found[node.name.text] == nil, node.genericParameterClause == nil, !node.signature.parameterClause.parameters.isEmpty,
                   let type = node.signature.returnClause?.type.trimmedDescription.withoutSwiftUIModule, type.hasPrefix("Label") || type == "some View" { found[node.name.text] = node }
                return .skipChildren
            }
        }
        return firstDeclaration(named: name, in: &labelFunctions) { scope in
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(scope)
            return finder.found
        }
    }

    /// The innermost type declaration or extension around a node.
    private func enclosingType(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let scope = current {
            if typeName(scope) != nil { return scope }
            current = scope.parent
        }
        return nil
    }

    /// `a.b(…).c(…)` → the innermost view and its modifiers, innermost first; `#if` around a modifier is looked through.
    private func modifierChain(_ expression: ExprSyntax) -> (ExprSyntax, [(String, FunctionCallExprSyntax)]) {
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        var current = expression
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `content(item).tag(item) #if os(iOS) .tabItem { … } #endif` (Vultisig): the modifiers of the
                // clause an iPhone build compiles apply, after those of the base.
                if let clause = iOSClause(postfix.config), case .postfixExpression(var chain)? = clause.elements {
                    while let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                        modifiers.append((member.declName.baseName.text, call))
                        guard let inner = member.base else { break }
                        chain = inner
                    }
                }
                current = base
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { break }
            // `self.settingsTab()` calls a function of the view that builds a tab; it modifies nothing.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), call.arguments.isEmpty, call.trailingClosure == nil,
               viewProperty(named: "\(member.declName.baseName.text)()") != nil { break }
            modifiers.append((member.declName.baseName.text, call))
            current = base
        }
        return (current, modifiers.reversed())
    }

    private func forEachItems(_ call: FunctionCallExprSyntax, _ evaluator: SwiftExpressionEvaluator) -> [CodeTabItem] {
        guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              let collection = call.arguments.first?.expression else { return [] }
        let parameter = closureParameter(closure)
        guard let values = tabValues(collection, evaluator), let parameter else {
            problems.append(CodeProblem(position: position(call), message: "the tabs come from '\(collection.trimmedDescription.sourceExcerpt())', which is computed at run time; they are not audited"))
            runTimeTabs = true
            return []
        }
        var items: [CodeTabItem] = []
        for value in values {
            var bound = evaluator
            bound.bindings[parameter] = value
            var made = views(in: closure.statements, bound)
            for index in made.indices where made[index].name == nil { made[index].name = value.member }
            items += made
        }
        return items
    }

    private func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: return parameters.first?.name.text
        case .parameterClause(let clause)?: return clause.parameters.first?.firstName.text
        case nil: return "$0"
        }
    }

    /// `[.home, .search]`, `AppTab.allCases`, or a property of this file holding such a list (`following`:
    /// the properties that led here, so that `let a = b` with `let b = a` ends).
    private func tabValues(_ collection: ExprSyntax, _ evaluator: SwiftExpressionEvaluator, elementType: String? = nil,
                           following: Set<String> = []) -> [TabValue]? {
        if let array = collection.as(ArrayExprSyntax.self) {
            let type = elementType ?? inferredType(array)
            let values = array.elements.compactMap { evaluator.tabValue($0.expression, type: type) }
            return values.count == array.elements.count && !values.isEmpty ? values : nil
        }
        if let member = collection.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases", let type = member.base?.trimmedDescription,
           let declared = declarations.types[type], declared.isEnum {
            return declared.members.map { TabValue(type: type, member: $0) }
        }
        // A static list of another file's type (`ForEach(TabEnum.defaultTabs)`), one level deep.
        if let member = collection.as(MemberAccessExprSyntax.self), let type = member.base?.trimmedDescription,
           let (list, annotation) = declarations.types[type]?.staticLists[member.declName.baseName.text], following.isEmpty {
            return tabValues(ExprSyntax(list), evaluator, elementType: annotation ?? type, following: [member.trimmedDescription])
        }
        let text = collection.trimmedDescription
        let name = text.hasPrefix("self.") ? String(text.dropFirst("self.".count)) : text
        guard !following.contains(name), let (initializer, annotation) = storedList(named: name) else { return nil }
        return tabValues(initializer, evaluator, elementType: annotation, following: following.union([name]))
    }

    /// The type whose members all the elements name (`[.home, .search]` with no annotation).
    private func inferredType(_ array: ArrayExprSyntax) -> String? {
        let names = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text) }
        return declarations.types.first { _, type in names.allSatisfy(type.members.contains) }?.key
    }

    /// `let tabs: [AppTab] = [.home, …]` or `var tabs: [AppTab] { [.home, …] }` declared in this file
    /// (all found in one walk of the file, the first time one is looked up).
    private func storedList(named name: String) -> (ExprSyntax, String?)? {
        if storedLists == nil {
            findStoredProperties()
        }
        return storedLists?[name]
    }

    private func findStoredProperties() {
        let finder = ListFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        storedLists = finder.found
        typedProperties = finder.typed
        closureProperties = finder.closures
    }

    /// Whether `name` is a stored property of the file declared with a function type and no value.
    private func isClosureProperty(named name: String) -> Bool {
        if storedLists == nil { findStoredProperties() }
        return closureProperties.contains(name)
    }

    /// The type a stored property of the file is declared with, when it has no value where it is declared.
    private func typedProperty(named name: String) -> String? {
        if storedLists == nil { findStoredProperties() }
        return typedProperties[name]
    }

    /// iOS 18 `Tab("Title", systemImage:, value:, role:) { … }` and `Tab(value:) { … } label: { … }`.
    private func tab(_ call: FunctionCallExprSyntax, _ evaluator: SwiftExpressionEvaluator) -> CodeTabItem {
        var item = CodeTabItem(position: position(call))
        item.usesTabAPI = true
        for argument in call.arguments {
            switch argument.label?.text {
            case nil: item.title = evaluator.string(argument.expression, localizes: true)
            case "systemImage", "image": item.image = imageName(argument.expression, evaluator)
            case "role": item.isSearch = evaluator.isSearchRole(argument.expression)
            case "value": item.name = evaluator.tabValue(argument.expression)?.member
            default: break
            }
        }
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            readLabel(label.statements, into: &item, evaluator)
        }
        return item
    }

    /// The tab a view of the app's own gives itself where its `body` applies `.tabItem` (moneta's `Tab(icon: "chart.pie",
    /// label: "portfolio", tag: 0, style: …) { PortfolioView() }`, whose body shows `Image(systemName: icon)` and
    /// `Text(label)` with `label: LocalizedStringKey`): the body's modifiers read with the properties the memberwise
    /// initialiser sets from the call's arguments (else their default values). A property the call does not give, or
    /// every property of a view with an initialiser of its own, is known only at run time.
    private func tab(ofView view: SwiftDeclarations.TabItemView, madeBy call: FunctionCallExprSyntax, _ evaluator: SwiftExpressionEvaluator) -> CodeTabItem {
        var item = CodeTabItem(position: position(call))
        var inner = evaluator
        inner.arguments = [:]
        for parameter in view.parameters ?? [] {
            guard let value = call.arguments.first(where: { $0.label?.text == parameter.name })?.expression ?? parameter.defaultValue else { continue }
            inner.arguments[parameter.name] = SwiftExpressionEvaluator.Argument(expression: value, evaluator: evaluator, localizes: parameter.localizes)
        }
        let chain = modifierChain(view.body).1
        guard mayExpand(cost: chain.count, at: call) else { return item }
        for (name, modifier) in chain { apply(name, modifier, to: &item, inner) }
        return item
    }

    private func imageName(_ expression: ExprSyntax, _ evaluator: SwiftExpressionEvaluator) -> String? {
        if case .verbatim(let name) = evaluator.string(expression, localizes: false) { return name }
        return nil
    }

    /// The contents of `.tabItem { … }` or a `label:` closure: `Label(…)`, `Text(…)` and `Image(…)`.
    private func readLabel(_ statements: CodeBlockItemListSyntax, into item: inout CodeTabItem, _ evaluator: SwiftExpressionEvaluator,
                           locals outer: [String: ExprSyntax] = [:]) {
        // `let text = Text("homeFeed")`, then `text` or `text.foregroundColor(…)` (Nos).
        var locals = outer
        for statement in statements {
            // `if` at statement position is an expression statement.
            guard var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
                    ?? statement.item.as(ReturnStmtSyntax.self)?.expression else {
                if let conditional = statement.item.as(IfConfigDeclSyntax.self), let clause = iOSClause(conditional), case .statements(let inner)? = clause.elements {
                    readLabel(inner, into: &item, evaluator, locals: locals)
                }
                if let variable = statement.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value { locals[name] = value }
                    }
                }
                continue
            }
            if let conditional = expression.as(IfExprSyntax.self) {
                readLabel(conditional.body.statements, into: &item, evaluator, locals: locals)
                continue
            }
            // A tab item's content stacked in a container: `VStack { Image(…); Text(…) }`.
            if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               ["VStack", "HStack", "ZStack", "Group"].contains(name), let content = call.trailingClosure {
                readLabel(content.statements, into: &item, evaluator, locals: locals)
                continue
            }
            // A local of this label: its value, with the modifiers written after the name.
            let (named, _) = modifierChain(expression)
            if let reference = named.as(DeclReferenceExprSyntax.self), let value = locals[reference.baseName.text] {
                expression = value
            }
            if let conditional = expression.as(IfExprSyntax.self) {
                readLabel(conditional.body.statements, into: &item, evaluator)
                continue
            }
            let (base, modifiers) = modifierChain(expression)
            if let (statements, inner) = evaluator.labelView(base) {
                // `tab.label`: the label view the tab value builds, followed one level deep.
                readLabel(statements, into: &item, inner)
                continue
            }
            guard let call = base.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
                // `Image.tabIconHome` (an app's static image): an icon, not a title.
                if base.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Image" { continue }
                if item.title == nil { item.title = evaluator.string(base, localizes: true) }
                continue
            }
            let first = call.arguments.first
            switch name {
            case "Label":
                if let first, first.label == nil { item.title = evaluator.string(first.expression, localizes: true) }
                for argument in call.arguments where ["systemImage", "image"].contains(argument.label?.text ?? "") {
                    item.image = imageName(argument.expression, evaluator)
                }
                if let title = call.trailingClosure { readLabel(title.statements, into: &item, evaluator) }
                // `Label { Text(…) } icon: { Image(systemName: "house") }`.
                if let icon = call.additionalTrailingClosures.first(where: { $0.label.text == "icon" })?.closure {
                    readLabel(icon.statements, into: &item, evaluator)
                }
                // `Label(title: { Text(title) }, icon: { image })`.
                for argument in call.arguments where ["title", "icon"].contains(argument.label?.text ?? "") {
                    if let closure = argument.expression.as(ClosureExprSyntax.self) { readLabel(closure.statements, into: &item, evaluator) }
                }
            case "Text":
                if let first {
                    item.title = first.label?.text == "verbatim" ? evaluator.string(first.expression, localizes: false)
                        : evaluator.string(first.expression, localizes: first.label == nil)
                }
            case "Image":
                if let first { item.image = imageName(first.expression, evaluator) }
            case "Spacer", "Divider", "EmptyView", "Color":
                break
            default:
                // A label function of the view with parameters (Gem Wallet's `func tabItem(_ title: String, _ image:
                // Image) -> Label<Text, Image> { Label(title: { Text(title) }, icon: { image }) }`, called as
                // `tabItem(Localized.Wallet.title, Images.Tabs.wallet)`): its body read with the call's arguments.
                if let function = labelFunction(named: name), !expandingLabelFunctions.contains(name), let body = function.body,
                   mayExpand(cost: body.statements.count, at: call) {
                    var inner = evaluator
                    let parameters = Array(function.signature.parameterClause.parameters)
                    let passed = Self.arguments(for: parameters, at: call)
                    for (index, parameter) in parameters.enumerated() {
                        guard let value = passed[index] ?? parameter.defaultValue?.value else { continue }
                        inner.arguments[(parameter.secondName ?? parameter.firstName).text] = SwiftExpressionEvaluator.Argument(
                            expression: value, evaluator: evaluator, localizes: parameter.type.trimmedDescription == "LocalizedStringKey")
                    }
                    expandingLabelFunctions.insert(name)
                    readLabel(body.statements, into: &item, inner)
                    expandingLabelFunctions.remove(name)
                }
                // A label view of the app's own (Infomaniak's `AuthenticatorLabel(\.accountsTitle, iconKey: \.house)`):
                // the text it shows is built at run time, never "no label".
                if item.title == nil, item.label == nil { item.title = .runtime(call.trimmedDescription) }
            }
            for (modifier, modifierCall) in modifiers { apply(modifier, modifierCall, to: &item, evaluator) }
        }
    }

    private func apply(_ modifier: String, _ call: FunctionCallExprSyntax, to item: inout CodeTabItem, _ evaluator: SwiftExpressionEvaluator) {
        let first = call.arguments.first?.expression
        switch modifier {
        case "tabItem":
            if let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self) {
                readLabel(closure.statements, into: &item, evaluator)
            } else if let first {
                // `.tabItem(type.label)` (EhPanda): the tab value's `func label() -> Label<Text, Image>`,
                // followed one level deep; another function's label is computed at run time.
                if let (statements, inner) = evaluator.labelView(first) {
                    readLabel(statements, into: &item, inner)
                } else {
                    item.title = .runtime(first.trimmedDescription)
                }
            }
        case "badge":
            guard let first else { return }
            if let number = first.as(IntegerLiteralExprSyntax.self) {
                // `.badge(0)` shows no badge.
                item.badge = Int(number.literal.text) == 0 ? nil : .verbatim(number.literal.text)
            } else if first.trimmedDescription == "nil" {
                item.badge = nil
            } else {
                item.badge = evaluator.string(first, localizes: true)
            }
        case "accessibilityLabel": item.label = first.map { evaluator.string($0, localizes: true) }
        case "accessibilityHint": item.hint = first.map { evaluator.string($0, localizes: true) }
        case "accessibilityValue": item.value = first.map { evaluator.string($0, localizes: true) }
        case "accessibilityInputLabels":
            if let array = first?.as(ArrayExprSyntax.self) {
                item.inputLabels = array.elements.map { evaluator.string($0.expression, localizes: true) }
            } else if let first {
                item.inputLabels = [evaluator.string(first, localizes: true)]
            }
        case "modifier":
            // `.modifier(STTabModifier(tab: .sent))`: a `ViewModifier` whose body applies `.tabItem`, or
            // applies other modifiers that may, each read in turn within the expansion budget (modifiers
            // that each apply the next twice would otherwise double the work at every level).
            guard let applied = first?.as(FunctionCallExprSyntax.self), let type = calleeName(applied),
                  !expandingModifiers.contains(type), let custom = declarations.viewModifier(named: type) else { return }
            let chain = modifierChain(custom.body).1
            guard mayExpand(cost: chain.count, at: call) else { return }
            expandingModifiers.insert(type)
            for (name, inner) in chain { apply(name, inner, to: &item, evaluator) }
            expandingModifiers.remove(type)
        default:
            // A modifier of the app's own whose body applies `.tabItem` (`.homeTabItem()`, ProtonVPN):
            // its modifiers are applied in turn, one level deep, its parameters being unknown.
            guard !expandingModifiers.contains(modifier), let custom = declarations.tabItemModifiers[modifier] else {
                // Declared where this project's files do not reach (ProtonVPN's is in a Swift package of
                // the repository): a modifier that names itself a tab item gives the label at run time,
                // never "no label".
                if modifier.lowercased().contains("tabitem"), item.title == nil, item.label == nil { item.title = .runtime(".\(modifier)(\(call.arguments.trimmedDescription))") }
                return
            }
            let chain = modifierChain(custom.body).1
            guard mayExpand(cost: chain.count, at: call) else { return }
            expandingModifiers.insert(modifier)
            for (name, inner) in chain { apply(name, inner, to: &item, evaluator) }
            expandingModifiers.remove(modifier)
        }
    }

    // MARK: UIKit

    /// `UITabBarItem(title:image:selectedImage:)`, `(title:image:tag:)`, `(tabBarSystemItem:tag:)`.
    /// ESTabBarController's `ESTabBarItem(_ contentView:title:image:selectedImage:tag:)`, a `UITabBarItem` whose
    /// content view draws the title and image, and whose `ESTabBar` gives VoiceOver the item's `accessibilityLabel`,
    /// else its title ("%@, tab, %d of %d", as UIKit's buttons): its tab is read as a `UITabBarItem`'s. An app's own
    /// initialiser (`ESTabBarItem(item: .home)`, in an extension) titles the tab in code not read here: that tab's
    /// title is unknown, and so is how many tabs the bar has.
    private func addESTabBarItem(_ call: FunctionCallExprSyntax) {
        let designatedLabels: Set<String?> = [nil, "title", "image", "selectedImage", "tag"]
        guard call.arguments.allSatisfy({ designatedLabels.contains($0.label?.text) }), call.arguments.dropFirst().allSatisfy({ $0.label != nil }) else {
            uiKitItemsFromRunTimeLists = true
            return
        }
        addUIKitItem(call)
    }

    private func addUIKitItem(_ call: FunctionCallExprSyntax, usesTabAPI: Bool = false, systemItem: String? = nil) {
        if !usesTabAPI, systemItem == nil, let (loop, variable, values) = loopValues(reaching: call) {
            // One tab per value the loop visits, titled by the value's property; a second item the same pass makes for a value
            // (`if #available(…) { … } else { … }`) is that tab's, not another.
            for value in values where loopTabsMade.insert("\(loop.hashValue)\u{0}\(value.member)").inserted {
                var item = CodeTabItem(position: position(call))
                item.name = value.member
                var evaluator = SwiftExpressionEvaluator(declarations: declarations)
                evaluator.bindings[variable] = value
                for argument in call.arguments {
                    switch argument.label?.text {
                    case "title": item.title = argument.expression.trimmedDescription == "nil" ? nil : evaluator.string(argument.expression, localizes: false)
                    case "image": item.image = imageLiteral(argument.expression)
                    default: break
                    }
                }
                uiKitItems.append(item)
            }
            return
        }
        if let value = enumValue(making: call) { enumValueItems[position(call)] = value }
        var item = CodeTabItem(position: position(call))
        item.usesTabAPI = usesTabAPI
        item.systemItem = systemItem
        let evaluator = SwiftExpressionEvaluator(declarations: declarations)
        for argument in call.arguments {
            switch argument.label?.text {
            case "title": item.title = argument.expression.trimmedDescription == "nil" ? nil : evaluator.string(localConstant(argument.expression), localizes: false)
            case "image": item.image = imageLiteral(argument.expression)
            case "tabBarSystemItem": item.systemItem = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            default: break
            }
        }
        // An initialiser of the app's own, declared in an extension of `UITabBarItem` (ACLocalized's `convenience
        // init(titleLocalized: ACLocalizedString?, image: UIImage?, tag: Int)`, which calls `init(title:image:tag:)` with
        // the text it looks up): it titles the item in code not read here. Its title is computed at run time (a
        // note), not missing. UIKit's own take `title:`, `image:`, `selectedImage:`, `tag:` or `tabBarSystemItem:`
        // (ESTabBarItem's content view comes first, unlabelled).
        let designated: Set<String?> = calleeName(call) == "ESTabBarItem" ? [nil, "title", "image", "selectedImage", "tag"]
            : ["title", "image", "selectedImage", "tag", "tabBarSystemItem"]
        if item.title == nil, item.systemItem == nil, call.arguments.contains(where: { !designated.contains($0.label?.text) }) {
            item.title = .runtime(call.trimmedDescription)
        }
        if isMadePerElement(call) || isMadePerStructValue(call) { uiKitItemsFromRunTimeLists = true }
        // A function that makes and returns an item titled by its parameter (OsmAnd's `func makeTabBarItem(title:
        // String, iconName: String, tag: Int) -> UITabBarItem`) makes one per call: each call of the file is a
        // tab, titled by the argument that parameter is given; called from nowhere in the file, its tabs are
        // unknown. So does one of an icon-only item given its images (Fearless Wallet's
        // `createTabBarItem(normalImage:selectedImage:) -> UITabBarItem` makes `UITabBarItem(title: nil, …)` for
        // each of its five tabs). (One whose title is written in it names one tab, as before.)
        else if let factory = enclosingItemFactory(call), case let titleArgument = call.arguments.first(where: { $0.label?.text == "title" })?.expression,
                titleArgument.map({ isParameter($0, of: factory) }) ?? false
                    || (item.title == nil && item.systemItem == nil && !factory.signature.parameterClause.parameters.isEmpty) {
            let calls = callSites(of: factory)
            if calls.isEmpty { uiKitItemsFromRunTimeLists = true }
            // A function that writes several items (`if #available(…) { … } else { … }`) still makes one
            // per call: each item it wrote made a tab per call, so that 300 items in a function called 300
            // times were 90,000 tabs from a 40 KB file (past 20 s; 1,000 × 1,000 took 1.5 GB in 20 s).
            if !calls.isEmpty, !itemFactoriesRead.insert(factory.id).inserted { return }
            // A call inside another call's arguments (`BarItem.create(title: BarItem.create(…).title!, …)`) makes an item the
            // outer call reads a title or image from, no tab of its own: 500 such calls, nested, were 256 tabs.
            let siteIDs = Set(calls.map(\.id))
            for site in calls where !Self.isInside(site, anyOf: siteIDs) {
                var made = item
                made.position = position(site)
                if let titleArgument, let argument = argument(passedTo: titleArgument, of: factory, at: site) {
                    made.title = evaluator.string(argument, localizes: false)
                }
                // `viewController.tabBarItem = createTabBarItem(…)`: that controller's tab. Its item may have
                // been changed above the function (Nova Wallet retitles it in a closure, read first): one tab,
                // the item made here with those changes on top.
                if let owner = assignedReceiver(of: site) {
                    let key = receiverKey(owner, at: site)
                    if let existing = itemsByReceiver[key] {
                        uiKitItems[existing] = made.withChanges(of: uiKitItems[existing])
                        updatesOnly.remove(existing)
                        continue
                    }
                    itemsByReceiver[key] = uiKitItems.count
                }
                uiKitItems.append(made)
            }
            if !calls.isEmpty { return }
        }
        // An item a view controller's `override var tabBarItem` returns is that controller's item (Olvid's
        // disabled middle placeholder: `override var tabBarItem: UITabBarItem! { get { let item = UITabBarItem(…); … return item } }`).
        let owner = assignedReceiver(of: call) ?? (isInTabBarItemOverride(call) ? "self" : nil)
        guard let receiver = owner.map({ receiverKey($0, at: call) }) else {
            // `let scannerItem = UITabBarItem(title: nil, …)`: later `scannerItem.accessibilityLabel = …`
            // set this item (Corona-Warn-App's icon-only scanner tab), within the function.
            if let name = boundName(of: call) { itemsByReceiver[receiverKey(Self.itemVariable(name), at: call)] = uiKitItems.count }
            if let factory = enclosingItemFactory(call) { itemFactoryOfItem[uiKitItems.count] = factory }
            if boundName(of: call).map(materialTabRowContents.names.contains) ?? materialTabRowContents.calls.contains(call.id) {
                materialTabRowItems.insert(uiKitItems.count)
            }
            recordTitleExpression(of: call, for: uiKitItems.count)
            uiKitItems.append(item)
            return
        }
        // A second item for the same view controller replaces its tab's item rather than adding a tab
        // (VLC: `if #available(iOS 13.0, *) { tabBarItem = UITabBarItem(…) } else { tabBarItem = UITabBarItem(…) }`);
        // the item of an `else` branch is the older systems' fallback.
        if let existing = itemsByReceiver[receiver] {
            guard !isInElseBranch(call) else { return }
            // The initialiser's item, written below a function that makes a controller of the class and gives it an item:
            // the initialiser runs first, and the function's item replaces it.
            if madeForNewInstances.contains(existing), isInInitializer(call) { return }
            var made = item
            // Changes of the controller's item written above this call in another function stay on top of
            // the item made here, as for an item function's call (Nova Wallet): which function runs first is
            // the app's call order, not the file's (Radar COVID sets each controller's
            // `tabBarItem.accessibilityLabel` in `viewWillAppear`, written above the `viewDidLoad` code that
            // makes the items; UIKit calls `viewDidLoad` first). Changes written above it in the same
            // function run before it, and the new item replaces them.
            let changed = uiKitItems[existing]
            if changed.changesItemMadeElsewhere != nil, let scopes = changeScopes[existing],
               !scopes.contains(enclosingFunction(of: Syntax(call))) {
                made = made.withChanges(of: changed)
            }
            uiKitItems[existing] = made
            // A UITabBarItem made for the controller is its tab, whatever the changes above named.
            updatesOnly.remove(existing)
            recordTitleExpression(of: call, for: existing)
            if let owner { noteControllerFactory(of: existing, receiver: owner, at: Syntax(call)) }
            return
        }
        itemsByReceiver[receiver] = uiKitItems.count
        if let owner, owner.filter({ $0 != "?" && $0 != "!" }) != "self", receiver.hasSuffix(" self") { madeForNewInstances.insert(uiKitItems.count) }
        attachedToExistingTab.insert(uiKitItems.count)
        recordTitleExpression(of: call, for: uiKitItems.count)
        if let owner { noteControllerFactory(of: uiKitItems.count, receiver: owner, at: Syntax(call)) }
        uiKitItems.append(item)
    }

    /// The values of an enum a loop visits that reach an item's call, and the loop's variable: TiTi's `let tabBarItems:
    /// [TabBarItem] = [.timer, …]; tabBarItems.forEach { item in switch item { case .timer, .stopwatch, .todolist: … vc.tabBarItem =
    /// UITabBarItem(title: item.title, …) case .log: … } }`, whose enum's `var title: String { switch self { case .timer: return
    /// "Timer" … } }` gives each value's title. Only where every step is written out: the call titles the item by a property of
    /// the loop's variable, the loop (`forEach` or `for … in`) runs over values this file lists (`[.a, .b]`, a list it declares,
    /// `Type.allCases`), and a `switch` between them is over that variable with cases naming its values (or `default`). Nil
    /// otherwise (the call stays one tab per element, computed at run time).
    private func loopValues(reaching call: FunctionCallExprSyntax) -> (SyntaxIdentifier, String, [TabValue])? {
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression.as(MemberAccessExprSyntax.self),
              let titled = title.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var child = Syntax(call)
        /// The innermost `case` between the call and the loop: the values it names (nil for `default`), and its `switch`.
        var chosen: (members: Set<String>?, choice: SwitchExprSyntax)?
        while let parent = child.parent {
            if let switchCase = parent.as(SwitchCaseSyntax.self), chosen == nil {
                guard let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
                switch switchCase.label {
                case .case(let label):
                    let members = label.caseItems.compactMap { item -> String? in
                        guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                              item.whereClause == nil else { return nil }
                        return member.declName.baseName.text
                    }
                    guard members.count == label.caseItems.count else { return nil }
                    chosen = (Set(members), choice)
                case .default:
                    chosen = (nil, choice)
                }
            }
            var loop: (variable: String, sequence: ExprSyntax)?
            let loopID = child.id
            if child.is(ClosureExprSyntax.self), let closure = child.as(ClosureExprSyntax.self) {
                let caller = parent.as(FunctionCallExprSyntax.self) ?? parent.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let member = caller?.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                      let base = member.base, let variable = closureParameter(closure) else { return nil }
                loop = (variable, base)
            } else if let statement = parent.as(ForStmtSyntax.self), Syntax(statement.body) == child {
                guard let variable = statement.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, statement.whereClause == nil else { return nil }
                loop = (variable, statement.sequence)
            }
            if let (variable, sequence) = loop {
                guard variable == titled, let values = tabValues(sequence, SwiftExpressionEvaluator(declarations: declarations)), !values.isEmpty else { return nil }
                guard let (members, choice) = chosen else { return (loopID, variable, values) }
                guard choice.subject.trimmedDescription == variable else { return nil }
                if let members { return (loopID, variable, values.filter { members.contains($0.member) }) }
                // `default:` reaches the values no other case names.
                let named = Set(choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }.flatMap { label in
                    label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                })
                return (loopID, variable, values.filter { !named.contains($0.member) })
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            child = parent
        }
        return nil
    }

    /// The tabs a loop over an enum's values made (`loopValues`), by the loop and the value.
    private var loopTabsMade = Set<String>()

    /// Items given to a controller a function of its own class makes (`let viewController = CommunityViewController()`); indexes into uiKitItems.
    private var madeForNewInstances = Set<Int>()

    /// Whether a call is written in an initialiser (not in a function or closure inside one).
    private func isInInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let scope = current, !scope.is(FunctionDeclSyntax.self), !scope.is(ClosureExprSyntax.self) {
            if scope.is(InitializerDeclSyntax.self) { return true }
            current = scope.parent
        }
        return false
    }

    /// The functions (by syntax id) in which assignments changed each item this file did not make
    /// (`vc.tabBarItem.accessibilityLabel = …` before any `vc.tabBarItem = UITabBarItem(…)`); indexes into uiKitItems.
    private var changeScopes: [Int: Set<SyntaxIdentifier?>] = [:]

    /// The function, initializer or accessor around a node (a closure inside it counts as it), if any.
    private func enclosingFunction(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) { return scope.id }
            current = scope.parent
        }
        return nil
    }

    /// The function around a `UITabBarItem(…)` that returns an item (`-> UITabBarItem`, optional or not),
    /// outside a closure.
    private func enclosingItemFactory(_ call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        var current = call.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                let type = function.signature.returnClause?.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
                return type == "UITabBarItem" || type == "ESTabBarItem" ? function : nil
            }
            current = node.parent
        }
        return nil
    }

    /// Whether one of the calls `sites` holds `call` (in its arguments or its trailing closure).
    private static func isInside(_ call: FunctionCallExprSyntax, anyOf sites: Set<SyntaxIdentifier>) -> Bool {
        var ancestor = call.parent
        while let node = ancestor {
            if node.is(FunctionCallExprSyntax.self), sites.contains(node.id) { return true }
            ancestor = node.parent
        }
        return false
    }

    /// The item functions whose calls have made their tabs.
    private var itemFactoriesRead = Set<SyntaxIdentifier>()

    /// The title and VoiceOver label of items as the code writes them (`"title"`, `"accessibilityLabel"` →
    /// the expression), kept for items a view controller function titles, whose calls give the values.
    private var itemTextExpressions: [Int: [String: ExprSyntax]] = [:]

    /// Items given to the view controller a function makes and returns (`createNavController(for:title:image:)`
    /// sets `navController.tabBarItem.title = title` and returns `navController`): index → that function.
    private var controllerFactoryItems: [Int: FunctionDeclSyntax] = [:]

    private func recordTitleExpression(of call: FunctionCallExprSyntax, for index: Int) {
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression else { return }
        itemTextExpressions[index, default: [:]]["title"] = title
    }

    /// Notes that item `index` belongs to the view controller `receiver` names when the function around `node`
    /// makes and returns that controller: `return receiver`, or `return UINavigationController(rootViewController:
    /// receiver)` (the navigation controller's default item is its root's).
    private func noteControllerFactory(of index: Int, receiver: String, at node: Syntax) {
        guard receiver != "self", receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self) || scope.is(AccessorDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) { return }
            if let function = scope.as(FunctionDeclSyntax.self) {
                guard let type = function.signature.returnClause?.type.trimmedDescription.filter({ $0 != "?" && $0 != "!" }),
                      type.hasSuffix("Controller"), !type.hasSuffix("TabBarController"), returns(receiver, from: function) else { return }
                controllerFactoryItems[index] = function
                return
            }
            current = scope.parent
        }
    }

    /// Whether a function's own `return` statements (not a closure's or a nested function's) return the
    /// controller a name holds, or a navigation controller made with it as its root. Known once per function
    /// and name (walked again for each assignment, a function of 20,000 `nav.tabBarItem.title = …` would be
    /// walked 20,000 times).
    private var returnedNames: [SyntaxIdentifier: [String: Bool]] = [:]

    private func returns(_ name: String, from function: FunctionDeclSyntax) -> Bool {
        if let known = returnedNames[function.id]?[name] { return known }
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                guard let value = node.expression else { return .skipChildren }
                if value.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = true }
                if let call = value.as(FunctionCallExprSyntax.self),
                   call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    found = true
                }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        if let body = function.body { finder.walk(body) }
        returnedNames[function.id, default: [:]][name] = finder.found
        return finder.found
    }

    /// A function that makes a view controller, titles its tab item with a parameter and returns it makes one
    /// tab per call, as a `-> UITabBarItem` function does: `viewControllers = [createNavController(for:
    /// HomeViewController(), title: NSLocalizedString("Home", comment: ""), image: …), …]` is one tab per call,
    /// titled by the call's argument, in the calls' order (or the order a `viewControllers` list gives the names
    /// they are bound to). The item the function's body describes is replaced by those tabs; a function called
    /// from nowhere in the file keeps it (its title a parameter: a note). A parameter that titles only the root's
    /// navigation bar (`rootViewController.navigationItem.title = tabTitle`) makes no tab.
    func expandControllerFactories() {
        func isWithin(_ call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax) -> Bool {
            var current = call.parent
            while let scope = current {
                if scope.id == function.id { return true }
                current = scope.parent
            }
            return false
        }
        let templates = controllerFactoryItems.filter { index, factory in
            itemTextExpressions[index]?.values.contains { isParameter($0, of: factory) } ?? false
        }
        guard !templates.isEmpty else { return }
        var items: [CodeTabItem] = []
        var newIndexes: [Int: [Int]] = [:]
        var madeReceivers: [String: Int] = [:]
        // Tabs a tab bar controller's list of this file names, or made per element of a run-time list: not a
        // tab of a bar built elsewhere, whatever the function's body gives its controller.
        var ownTabs = Set<Int>()
        // A function that describes its controller's item more than once (one per branch it returns from)
        // still makes one tab per call: its first item is read per call, the others are left out (300 items
        // in a function called 300 times would otherwise be 90,000 tabs).
        var expanded = Set<SyntaxIdentifier>()
        for (index, item) in uiKitItems.enumerated() {
            // A call inside the function itself (recursion) makes no tab of the bar.
            let sites = templates[index].map { factory in callSites(of: factory).filter { !isWithin($0, factory) } } ?? []
            if let factory = templates[index], !sites.isEmpty, !expanded.insert(factory.id).inserted {
                newIndexes[index] = []
                continue
            }
            guard let factory = templates[index], !sites.isEmpty else {
                if let factory = templates[index] { uncalledFactoryTabs[item.position] = factory.name.text }
                newIndexes[index] = [items.count]
                items.append(item)
                continue
            }
            var made: [Int] = []
            for site in sites {
                var tab = item
                tab.position = position(site)
                tab.name = boundName(of: site)
                for (field, expression) in itemTextExpressions[index] ?? [:] {
                    guard let argument = argument(passedTo: expression, of: factory, at: site) else { continue }
                    let text = assignedText(argument)
                    if field == "title" { tab.title = text } else { tab.label = text }
                }
                let perElement = isMadePerElement(site, followingCalls: false)
                if perElement { uiKitItemsFromRunTimeLists = true }
                if perElement || isListedAsTab(site) { ownTabs.insert(items.count) }
                if let name = boundName(of: site) { madeReceivers[receiverKey(name, at: site)] = items.count }
                made.append(items.count)
                items.append(tab)
            }
            newIndexes[index] = made
        }
        func remapped(_ indexes: Set<Int>) -> Set<Int> { Set(indexes.flatMap { newIndexes[$0] ?? [] }) }
        updatesOnly = remapped(updatesOnly)
        attachedToExistingTab = remapped(attachedToExistingTab).subtracting(ownTabs)
        materialTabRowItems = remapped(materialTabRowItems)
        itemFactoryOfItem = Dictionary(itemFactoryOfItem.compactMap { index, factory in
            newIndexes[index].flatMap { $0.count == 1 ? ($0[0], factory) : nil }
        }, uniquingKeysWith: { first, _ in first })
        // The function's own names (`navController`) name no tab outside it; the calls' bound names do.
        var receivers: [String: Int] = [:]
        for (key, index) in itemsByReceiver where templates[index] == nil { receivers[key] = newIndexes[index]?.first }
        itemsByReceiver = receivers.merging(madeReceivers) { _, made in made }
        uiKitItems = items
    }

    /// The tabs that functions this file calls nowhere describe, each for its own calls (by the tab's position →
    /// the function's name): their calls may be in other files.
    private(set) var uncalledFactoryTabs: [CodePosition: String] = [:]

    /// Functions of another file's extension of `UITabBarController` or `UIViewController` that this file calls
    /// (OnlineCarShop's `createNavController(vc:title:selected:unselected:)`, declared in `UITabBarController+Ex.swift`
    /// and called four times from its tab bar controller): the item the function's body describes, read in its own
    /// file, stands here as the function's own would, so that `expandControllerFactories` makes one tab per call.
    /// A function whose parameters give its item neither title nor label makes no tab here; its own file reads
    /// its body as before.
    func addControllerFactoriesOfOtherFiles() {
        // By name, so that the tabs stand in the same order in every run; only the names this file calls (each of
        // 3,000 files sorted and searched the project's 3,000 factories).
        for name in callsOfTheFile().keys.filter({ declarations.controllerFactories[$0] != nil }).sorted() {
            for factory in declarations.controllerFactories[name] ?? [] {
                let function = factory.function
                guard function.root.id != file.root.id, !declaredFunctionNames.contains(function.name.text), !callSites(of: function).isEmpty,
                      let own = function.root.as(SourceFileSyntax.self) else { continue }
                let reader = TabBarVisitor(declarations: declarations, converter: SourceLocationConverter(fileName: "", tree: own), file: own)
                reader.walk(own)
                guard let (item, texts) = reader.template(of: function) else { continue }
                controllerFactoryItems[uiKitItems.count] = function
                itemTextExpressions[uiKitItems.count] = texts
                attachedToExistingTab.insert(uiKitItems.count)
                uiKitItems.append(item)
            }
        }
    }

    /// Functions of another file that make and return a tab item titled by a parameter (irishinterestIOS's
    /// `BarItem.create(title:iconName:selectedIconName:)`, declared in `BarItem.swift` and called as
    /// `search.tabBarItem = BarItem.create(title: "Search", …)` for seven tabs of its app delegate): each call of this
    /// file is a tab titled by its argument, given to the controller it is assigned to, as for a function of this file
    /// (`addUIKitItem`). A function this file declares by the same name is the one its calls reach.
    func addItemFactoriesOfOtherFiles() {
        for name in callsOfTheFile().keys.filter({ declarations.itemFactories[$0] != nil && !declaredFunctionNames.contains($0) }).sorted() {
            for factory in declarations.itemFactories[name] ?? [] where factory.function.root.id != file.root.id && !callSites(of: factory.function).isEmpty {
                addUIKitItem(factory.item)
            }
        }
    }

    /// The names of the functions this file declares, whose calls are its own functions' rather than another file's.
    private lazy var declaredFunctionNames: Set<String> = {
        var names = Set<String>()
        var previous: TokenSyntax?
        for token in file.tokens(viewMode: .sourceAccurate) {
            if previous?.tokenKind == .keyword(.func) { names.insert(token.text) }
            previous = token
        }
        return names
    }()

    /// The item a function of this file describes for the view controller it returns, titled or labelled by
    /// its parameters, with the expressions of that title and label; the first it describes.
    private func template(of function: FunctionDeclSyntax) -> (CodeTabItem, [String: ExprSyntax])? {
        for index in controllerFactoryItems.keys.sorted() where controllerFactoryItems[index]?.id == function.id {
            guard let texts = itemTextExpressions[index], texts.values.contains(where: { isParameter($0, of: function) }) else { continue }
            return (uiKitItems[index], texts)
        }
        return nil
    }

    /// Whether a call's result is an element of a list given to a tab bar controller: written in it
    /// (`viewControllers = [createNavController(…), …]`, `setViewControllers([…], animated:)`) or bound to a name
    /// such a list names (`let nav1 = …` and `viewControllers = [nav1, nav2]`).
    private func isListedAsTab(_ site: FunctionCallExprSyntax) -> Bool {
        if let name = boundName(of: site) {
            let key = receiverKey(name, at: site)
            return tabBarControllerLists.contains { $0.contains(key) }
        }
        guard let list = site.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) else { return false }
        if let sequence = list.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(list).id else { return false }
            let target = elements[0].trimmedDescription.filter { !$0.isWhitespace }
            guard target == "viewControllers" || target.hasSuffix(".viewControllers") else { return false }
            return isTabBarController(elements[0].as(MemberAccessExprSyntax.self)?.base?.trimmedDescription, at: Syntax(sequence))
        }
        guard let call = list.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              called == "setViewControllers" else { return false }
        return isTabBarController(call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription, at: Syntax(call))
    }

    /// The calls of a function in the file (`makeTabBarItem(…)`, `self.makeTabBarItem(…)`, `Self.make…`),
    /// whose labels match its parameters.
    /// Every call of the file by the name it calls, found in one walk (a file of many item functions would
    /// otherwise be walked once for each).
    private func callsOfTheFile() -> [String: [FunctionCallExprSyntax]] {
        if let callsByName { return callsByName }
        final class Finder: SyntaxVisitor {
            var byName: [String: [FunctionCallExprSyntax]] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text { byName[called, default: []].append(node) }
                return .visitChildren
            }
        }
        let all = Finder(viewMode: .sourceAccurate)
        all.walk(file)
        callsByName = all.byName
        return all.byName
    }

    private func callSites(of function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let known = Set(labels.compactMap { $0 })
        return (callsOfTheFile()[name] ?? []).filter { site in
            site.arguments.count <= labels.count && site.arguments.allSatisfy { $0.label.map { known.contains($0.text) } ?? true }
        }
    }

    /// Whether an expression names one of the function's parameters.
    private func isParameter(_ expression: ExprSyntax, of function: FunctionDeclSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// What a call of the function passes for the parameter an expression of its body names (`title` → the
    /// call's `title:` argument); nil when the expression is no parameter.
    private func argument(passedTo expression: ExprSyntax, of function: FunctionDeclSyntax, at site: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return Self.argument(for: index, of: parameters, at: site)
    }

    /// What a call passes for the function's parameter at `index`: the argument of its label, or for an
    /// unlabelled parameter (`_ title:`) the unlabelled argument at its place.
    /// What a call passes for each of the function's parameters, as `argument(for:of:at:)` gives them, the
    /// call's arguments read once (looked up again for each parameter, a function of 2,000 parameters
    /// called with 2,000 arguments took 0.3 s of CPU, 20,000 past 20 s).
    private static func arguments(for parameters: [FunctionParameterSyntax], at site: FunctionCallExprSyntax) -> [ExprSyntax?] {
        let arguments = Array(site.arguments)
        var labelled: [String: ExprSyntax] = [:]
        for argument in arguments {
            if let label = argument.label?.text, labelled[label] == nil { labelled[label] = argument.expression }
        }
        return parameters.indices.map { index in
            let label = parameters[index].firstName.text
            if label != "_" { return labelled[label] }
            return index < arguments.count && arguments[index].label == nil ? arguments[index].expression : nil
        }
    }

    private static func argument(for index: Int, of parameters: [FunctionParameterSyntax], at site: FunctionCallExprSyntax) -> ExprSyntax? {
        let label = parameters[index].firstName.text
        if label != "_" { return site.arguments.first { $0.label?.text == label }?.expression }
        let arguments = Array(site.arguments)
        return index < arguments.count && arguments[index].label == nil ? arguments[index].expression : nil
    }

    /// The view controllers a `viewControllers = [a, b, c]` (or `setViewControllers([a, b, c], animated:)`)
    /// lists, as receiver keys, in order.
    /// Every such list of the file (an app may list them once per layout direction).
    private(set) var uiKitOrders: [[String]] = []

    private func recordOrder(_ list: ArrayExprSyntax, at node: some SyntaxProtocol, of owner: String?, receiver: ExprSyntax? = nil) {
        if isTabBarController(owner, at: Syntax(node)) {
            tabBarControllerListExpressions.append(list)
            // The class of the tab bar controller a list is given to from outside it (`tabBarController.viewControllers = […]`
            // with `let tabBarController = TabBarViewController()`); a list of its own (`self`) or of an unknown class ends it.
            let type = receiver.flatMap { $0.trimmedDescription == "self" ? nil : controllerClass(of: $0, depth: 0) }
            listReceiverClasses = type.flatMap { type in listReceiverClasses.map { $0.union([type]) } ?? [type] }
        }
        let names = list.elements.map { $0.expression.trimmedDescription }
        guard !names.isEmpty, names.allSatisfy({ name in name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }) else { return }
        // Each name as the list's own scope binds it: a list a function returns names that function's controllers.
        let keys = names.map { receiverKey($0, at: list) }
        uiKitOrders.append(keys)
        if isTabBarController(owner, at: Syntax(node)) { tabBarControllerLists.append(keys) }
    }

    /// A list of view controllers as written (`[homeVC, searchVC]`), or the one a name of the function holds
    /// (DogBreeds' `let tabBarViewControllers = [dogBreedsList, favoriteImages]` given to `setViewControllers`), or
    /// the one a function of the file returns (`viewControllers = makeViewControllers()`), or a list each of whose
    /// elements becomes a navigation controller's root (`[feed, profile].map { UINavigationController(rootViewController: $0) }`,
    /// `makeViewControllers().map { … }`): a navigation controller's default item is its root's, so the tabs are the
    /// list's elements, in its order.
    private func listGiven(_ expression: ExprSyntax, depth: Int = 0) -> ArrayExprSyntax? {
        guard depth < 4 else { return nil }
        if let list = expression.as(ArrayExprSyntax.self) { return list }
        if let roots = rootsOfNavigationControllers(expression) { return listGiven(roots, depth: depth + 1) }
        // `viewControllers = makeViewControllers()`: the list a function of the file returns.
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, let returned = returnedExpression(of: call) {
            return listGiven(returned, depth: depth + 1)
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = boundValue(of: name, at: Syntax(expression)),
              let value = bound else { return nil }
        return listGiven(value, depth: depth + 1)
    }

    /// The list of `list.map { UINavigationController(rootViewController: $0) }` (a closure of that one call, its
    /// parameter the root; a subclass named `…NavigationController` too) or `list.map(UINavigationController.init(rootViewController:))`.
    private func rootsOfNavigationControllers(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let list = member.base else { return nil }
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            guard call.arguments.count <= (call.trailingClosure == nil ? 1 : 0), closure.statements.count == 1, let statement = closure.statements.first?.item else { return nil }
            let body = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
            guard let made = body?.as(FunctionCallExprSyntax.self), made.trailingClosure == nil,
                  made.calledExpression.trimmedDescription.hasSuffix("NavigationController"), made.arguments.count == 1,
                  let root = made.arguments.first, root.label?.text == "rootViewController",
                  root.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == closureParameter(closure) else { return nil }
            return list
        }
        guard call.arguments.count == 1, let function = call.arguments.first?.expression.trimmedDescription.filter({ !$0.isWhitespace }),
              function.hasSuffix("NavigationController.init(rootViewController:)") else { return nil }
        return list
    }

    /// The lists given to a tab bar controller, as written (`[makeRecentBillsViewController(context:), …]`).
    private var tabBarControllerListExpressions: [ArrayExprSyntax] = []

    /// The classes whose own code titles a tab of this file's bar (`addControllersTitlingThemselves`).
    private(set) var controllersTitlingTheirTabs: Set<String> = []

    /// A tab bar controller's list whose view controllers this file gives no item, each of a class that titles its
    /// own tab (`RecentBillsViewController`'s `init(context:)` sets `tabBarItem.title = NSLocalizedString("recent_bills", …)`,
    /// a `viewDidLoad` sets `title = …`): the list is the bar, each tab titled as its class's file titles it, at the
    /// list's element. An element is the controller made in place (`HomeViewController()`), a navigation controller's
    /// root (`UINavigationController(rootViewController: …)`, whose default item is its root's), a name bound to one,
    /// or what a function of the file returns (`makeSettingsViewController()`). A list with an element of another
    /// kind, or of a class titling nothing, is left as before (its tabs are unknown). The first list that reads so is
    /// taken; a title set after `init` (in `viewDidLoad`) shows only once that tab's view loads: a note for every
    /// tab but the first, which loads at launch.
    func addControllersTitlingThemselves() {
        guard uiKitItems.isEmpty else {
            addControllersTitlingThemselvesBesideGivenItems()
            return
        }
        for list in tabBarControllerListExpressions {
            var tabs: [(item: CodeTabItem, className: String, method: String?)] = []
            for element in list.elements {
                guard let className = controllerClass(of: element.expression, depth: 0), let (item, atLaunch, method) = ownTabItem(ofClass: className) else { break }
                var tab = item
                tab.position = position(element.expression)
                tab.name = className
                tabs.append((tab, className, atLaunch ? nil : method))
            }
            guard tabs.count == list.elements.count, !tabs.isEmpty else { continue }
            for (place, (element, tab)) in zip(list.elements, tabs).enumerated() {
                if let method = tab.method, place != (uiKitSelectedIndex ?? 0) {
                    problems.append(CodeProblem(position: tab.item.position, message: "'\(tab.className)' titles its tab in \(method), which runs when the tab's view first loads: until the tab is first opened, its item has no title; the title it then shows is audited"))
                }
                if let name = element.expression.as(DeclReferenceExprSyntax.self) {
                    itemsByReceiver[receiverKey(name.baseName.text, at: name)] = uiKitItems.count
                }
                uiKitItems.append(tab.item)
                controllersTitlingTheirTabs.insert(tab.className)
            }
            return
        }
    }

    /// A tab bar controller's list of names (`viewControllers = [home, search, settings]`) whose controllers are
    /// either given an item by this file (`home.tabBarItem = UITabBarItem(…)`) or of a class that titles its own tab
    /// (`SettingsViewController`'s `init` sets `title`): the self-titled ones are tabs too, at their places. Only when
    /// every item the file gives is one of the list's (an item given to a navigation controller's root, listed as the
    /// navigation controller, leaves the list as before: the root's own title would be a second item for one tab),
    /// and every other element titles itself.
    private func addControllersTitlingThemselvesBesideGivenItems() {
        var receivers: [Int: Set<String>] = [:]
        for (key, index) in itemsByReceiver { receivers[index, default: []].insert(key) }
        for list in tabBarControllerListExpressions {
            let names = list.elements.map { $0.expression.trimmedDescription }
            guard !names.isEmpty, names.allSatisfy({ name in name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }) else { continue }
            let keys = names.map { receiverKey($0, at: list) }
            let listed = Set(keys)
            guard uiKitItems.indices.allSatisfy({ !(receivers[$0] ?? []).isDisjoint(with: listed) }) else { continue }
            var tabs: [(key: String, item: CodeTabItem, className: String, method: String?, place: Int)] = []
            var readable = true
            for (place, (element, key)) in zip(list.elements, keys).enumerated() where itemsByReceiver[key] == nil {
                guard let className = controllerClass(of: element.expression, depth: 0), let (item, atLaunch, method) = ownTabItem(ofClass: className) else {
                    readable = false
                    break
                }
                var tab = item
                tab.position = position(element.expression)
                tab.name = className
                tabs.append((key, tab, className, atLaunch ? nil : method, place))
            }
            guard readable, !tabs.isEmpty else { continue }
            for tab in tabs {
                if let method = tab.method, tab.place != (uiKitSelectedIndex ?? 0) {
                    problems.append(CodeProblem(position: tab.item.position, message: "'\(tab.className)' titles its tab in \(method), which runs when the tab's view first loads: until the tab is first opened, its item has no title; the title it then shows is audited"))
                }
                itemsByReceiver[tab.key] = uiKitItems.count
                uiKitItems.append(tab.item)
                controllersTitlingTheirTabs.insert(tab.className)
            }
            return
        }
    }

    /// The class of the view controller an expression makes: `X(…)` (a navigation controller's root for
    /// `UINavigationController(rootViewController: …)` unless its own class titles its tab), a name bound to one,
    /// or the value a function of the file returns from its one `return`.
    private func controllerClass(of expression: ExprSyntax, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        // `feedNav` or `self.feedNav`: a name of the function, else a stored property of the file, with a value or,
        // declared with a class that titles its own tab (`private let feedNav: FeedViewController`, set in `init`), that class.
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        if let name {
            if expression.is(DeclReferenceExprSyntax.self), let bound = boundValue(of: name, at: Syntax(expression)) {
                return bound.flatMap { controllerClass(of: $0, depth: depth + 1) }
            }
            if let stored = storedList(named: name) { return controllerClass(of: stored.0, depth: depth + 1) }
            return typedProperty(named: name).flatMap { declarations.selfTitlingControllers[$0] != nil ? $0 : nil }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
            if declarations.selfTitlingControllers[type] != nil { return type }
            if type == "Self" { return enclosingTypeName(of: Syntax(call)) }
            if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression { return controllerClass(of: root, depth: depth + 1) }
            return type
        }
        // `DogBreedsListViewController.make(breedsService:)`: a static function of a class that titles its own tab makes
        // that class's controller (or a navigation controller rooted at it, whose default item is its root's).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           declarations.selfTitlingControllers[type] != nil {
            return type
        }
        return returnedExpression(of: call).flatMap { controllerClass(of: $0, depth: depth + 1) }
    }

    /// What a call of a function of the file (`makeViewControllers()`, `self.make…()`, `Self.make…()`) returns from
    /// its one `return`, or its one expression; nil for a function declared more than once, or returning in more places.
    private func returnedExpression(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { ["self", "Self"].contains($0.base?.trimmedDescription) ? $0.declName.baseName.text : nil }
        guard let called else { return nil }
        let functions = fileFunctions[called] ?? []
        guard functions.count == 1, let body = functions[0].body else { return nil }
        final class Returns: SyntaxVisitor {
            var found: [ExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.expression { found.append(expression) }
                return .skipChildren
            }
        }
        let finder = Returns(viewMode: .sourceAccurate)
        finder.walk(body)
        var returned = finder.found
        // A function of one expression returns it (`func makeArchive() -> UIViewController { ArchiveViewController() }`).
        if returned.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { returned = [only] }
        return returned.count == 1 ? returned[0] : nil
    }

    /// The class of the file whose own item (`self`'s) each of the tabs is, by the item's position, when every one is such an item.
    func classesTitlingThemselves(_ tabs: [Int]) -> [CodePosition: String]? {
        var classes: [CodePosition: String] = [:]
        // Each item's `self` receivers found once, not searched for per tab (tabs × receivers); the first by name where several are.
        var selfReceivers: [Int: String] = [:]
        for (key, index) in itemsByReceiver where key.hasSuffix(" self") && selfReceivers[index].map({ key < $0 }) ?? true { selfReceivers[index] = key }
        for tab in tabs {
            guard let key = selfReceivers[tab] else { return nil }
            classes[uiKitItems[tab].position] = String(key.dropLast(" self".count))
        }
        return classes
    }

    /// The `static` or `class` function of a type around every one of the positions, if one is.
    func staticFunction(around positions: [CodePosition]) -> (type: String, function: String)? {
        var found: FunctionDeclSyntax?
        for place in positions {
            guard let token = file.token(at: converter.position(ofLine: place.line, column: place.column)) else { return nil }
            var node = token.parent
            while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
            guard let function = node?.as(FunctionDeclSyntax.self),
                  function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  found.map({ $0.id == function.id }) ?? true else { return nil }
            found = function
        }
        guard let found, let type = enclosingTypeName(of: Syntax(found)) else { return nil }
        return (type, found.name.text)
    }

    /// The names of the functions with parameters around the positions, when each is in one, the file calls none of them,
    /// and each is a helper of an extension that conforms to nothing (no protocol's method UIKit calls, no `override`, no
    /// `@objc` or `@IBAction` a selector may name).
    func uncalledFunctionsWithParameters(around positions: [CodePosition]) -> Set<String> {
        var names = Set<String>()
        for place in positions {
            guard let token = file.token(at: converter.position(ofLine: place.line, column: place.column)) else { return [] }
            var node = token.parent
            while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
            guard let function = node?.as(FunctionDeclSyntax.self), !function.signature.parameterClause.parameters.isEmpty,
                  !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), function.attributes.isEmpty,
                  let owner = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self), owner.inheritanceClause == nil,
                  callsOfTheFile()[function.name.text] == nil else { return [] }
            names.insert(function.name.text)
        }
        return names
    }

    /// The functions the file declares, by name.
    private lazy var fileFunctions: [String: [FunctionDeclSyntax]] = {
        final class Finder: SyntaxVisitor {
            var found: [String: [FunctionDeclSyntax]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                // A protocol's requirement (`func makeMostEmailedViewController() -> UIViewController`) has no body.
                if node.body != nil { found[node.name.text, default: []].append(node) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }()

    /// The tab item a class's own code describes for itself (its file read as a tab file is, the item of its
    /// `self`, or its `title` alone), whether it is set at launch, and the method setting it; nil for a class the
    /// project declares more than once or not at all, and for an item without a title, VoiceOver label or system item.
    private func ownTabItem(ofClass name: String) -> (CodeTabItem, Bool, String)? {
        guard let classes = declarations.selfTitlingControllers[name], classes.count == 1, case let declaration = classes[0].declaration,
              let (atLaunch, method) = titlesItsOwnTab(declaration.memberBlock) else { return nil }
        if let known = ownTabItems[name] { return known.map { ($0, atLaunch, method) } }
        let own = declaration.root.as(SourceFileSyntax.self)
        let item = own.flatMap { Self.ownItem(of: declaration, declarations: declarations.withLocalizedConstants(of: $0), converter: SourceLocationConverter(fileName: "", tree: $0)) }
        ownTabItems[name] = .some(item)
        return item.map { ($0, atLaunch, method) }
    }

    /// The item a class's own file gives `self` (read as a tab file is), or its `title` alone; nil for an item without a title, VoiceOver label or system item.
    /// `declarations` with the file's localized constants, and `converter` of the file, made once per file.
    static func ownItem(of declaration: ClassDeclSyntax, declarations: SwiftDeclarations, converter: SourceLocationConverter) -> CodeTabItem? {
        guard let own = declaration.root.as(SourceFileSyntax.self) else { return nil }
        let reader = TabBarVisitor(declarations: declarations, converter: converter, file: own)
        // The class's own declaration only: a file declaring 1,000 such classes was walked whole for each.
        reader.walk(declaration)
        let key = "\(declaration.name.text) self"
        var item: CodeTabItem?
        if let index = reader.itemsByReceiver[key] {
            item = reader.uiKitItems[index]
        } else if let title = reader.viewControllerTitles[key] {
            // Located at the class's name: the title may be set in more than one of its methods.
            let name = declaration.name.startLocation(converter: converter)
            var titled = CodeTabItem(position: CodePosition(line: name.line, column: name.column))
            titled.title = title
            item = titled
        }
        if let made = item, made.title == nil && made.label == nil && made.systemItem == nil { item = nil }
        return item
    }

    private var ownTabItems: [String: CodeTabItem?] = [:]

    /// The lists given to a tab bar controller (`setViewControllers([…], animated:)` in a `UITabBarController`
    /// subclass, `tabBarController.viewControllers = […]`), as receiver keys. A navigation or split view
    /// controller's `viewControllers` are no tabs.
    private(set) var tabBarControllerLists: [[String]] = []
    /// The classes of the tab bar controllers the file gives its lists to from outside them; nil once a list goes to
    /// a controller's own code, or to one whose class is not known.
    private(set) var listReceiverClasses: Set<String>? = []


    /// `self` in a class that inherits from a tab bar controller (`UITabBarController`, an app's
    /// `…TabBarController`), or a receiver named as one (`tabBarController`, `mainTabBarController`).
    private func isTabBarController(_ owner: String?, at node: Syntax) -> Bool {
        let owner = owner?.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        if let owner, owner != "self" { return owner.lowercased().contains("tabbar") }
        var current = node.parent
        while let scope = current {
            if let declaration = scope.as(ClassDeclSyntax.self) {
                return declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("TabBarController") } ?? false
            }
            current = scope.parent
        }
        return false
    }

    /// The items a tab bar controller's list shows, in its order, when the file's longest such list names only
    /// some of the view controllers it gives items (Radar COVID gives six controllers items and shows
    /// `setViewControllers([homeViewController], animated: false)`): UIKit's bar shows the items of its
    /// `viewControllers` and no other. Only lists whose every controller has an item of the file count; nil
    /// when none does, or when the list names every item.
    func tabsListed(among indexes: [Int]) -> (listed: [Int], others: [String])? {
        let candidates = Set(indexes)
        var byKey: [String: Int] = [:]
        for (key, index) in itemsByReceiver where candidates.contains(index) { byKey[key] = index }
        var best: [Int]?
        for list in tabBarControllerLists {
            let listed = list.compactMap { byKey[$0] }
            guard listed.count == list.count else { continue }
            var seen = Set<Int>()
            let distinct = listed.filter { seen.insert($0).inserted }
            if distinct.count > best?.count ?? 0 { best = distinct }
        }
        guard let best, best.count < candidates.count else { return nil }
        // The others by their view controller's name, as the file writes it.
        var names: [Int: String] = [:]
        for (key, index) in itemsByReceiver where names[index] == nil || key < names[index]! { names[index] = key }
        let others = indexes.filter { !best.contains($0) }.map { index in
            names[index].map { String($0.split(separator: " ").last ?? Substring($0)) } ?? uiKitItems[index].name ?? "tab \(index + 1)"
        }
        return (best, others)
    }

    /// The stored properties (`type.property`) holding the controllers every one of these items is given to, when the file
    /// gives them no tab bar controller (it lists none, makes none, names none): moers's coordinators each set
    /// `self.navigationController.tabBarItem = generateTabBarItem()` on the navigation controller they hold and hand out,
    /// and `AppTabBarController` lists the five in another file. Such a tab is one of a bar built elsewhere, not a bar of
    /// one tab. Nil when an item is given to anything else (`self`, a local, a tab bar controller's own items).
    func propertiesHoldingTheirControllers(_ indexes: [Int]) -> [String]? {
        guard tabBarControllerLists.isEmpty, tabBarControllerListExpressions.isEmpty, !indexes.isEmpty,
              !file.description.contains("TabBarController") else { return nil }
        var keysByItem: [Int: [String]] = [:]
        for (key, index) in itemsByReceiver { keysByItem[index, default: []].append(key) }
        let stored = storedPropertiesByType
        var held: [String] = []
        // Each function's calls are read once, however many items it writes.
        var receiversOfCalls: [SyntaxIdentifier: [String]?] = [:]
        for index in indexes {
            // Keys of a function's own names (`<offset> let tabBarItem`) are the item's locals on the way to its controller.
            var keys = (keysByItem[index] ?? []).filter { !($0.first?.isNumber ?? true) }
            // An item a function of the file makes and returns (`private func generateTabBarItem() -> UITabBarItem`) is the
            // item of each controller its calls are assigned to (`self.navigationController.tabBarItem = generateTabBarItem()`).
            if keys.isEmpty, let factory = itemFactoryOfItem[index] {
                if receiversOfCalls[factory.id] == nil {
                    receiversOfCalls[factory.id] = .some(callSites(of: factory).reduce(into: [String]?.some([])) { found, site in
                        guard found != nil, let owner = assignedReceiver(of: site) else { found = nil; return }
                        found?.append(receiverKey(owner, at: site))
                    })
                }
                guard case let receivers?? = receiversOfCalls[factory.id] else { return nil }
                keys = receivers
            }
            guard !keys.isEmpty else { return nil }
            for key in keys.sorted() {
                let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let properties = stored[parts[0]], properties.contains(parts[1]) else { return nil }
                held.append("\(parts[0]).\(parts[1])")
            }
        }
        return held
    }

    /// The function returning `UITabBarItem` that makes an item no controller of its own function is given (by the item's place).
    private var itemFactoryOfItem: [Int: FunctionDeclSyntax] = [:]

    /// The stored properties each class or struct of the file declares (not a tab bar controller's: its own `viewControllers`
    /// are its tabs), by the type's name.
    private lazy var storedPropertiesByType: [String: Set<String>] = {
        final class Finder: SyntaxVisitor {
            var found: [String: Set<String>] = [:]
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                guard !(node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("TabBarController") } ?? false) else { return .visitChildren }
                add(node.name.text, node.memberBlock)
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.name.text, node.memberBlock)
                return .visitChildren
            }
            private func add(_ type: String, _ members: MemberBlockSyntax) {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
                    for binding in variable.bindings {
                        // A property with a getter is computed; `didSet`/`willSet` observers keep it stored.
                        if case .getter? = binding.accessorBlock?.accessors { continue }
                        if case .accessors(let list)? = binding.accessorBlock?.accessors,
                           list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) { continue }
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { found[type, default: []].insert(name) }
                    }
                }
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }()

    /// Where each item's view controller stands in the first `viewControllers = […]` list that names every
    /// one of them once; nil when no list does.
    /// The receivers of each item and each list's places are looked up in tables made once (each item
    /// filtered every receiver, and searched each list, for every list: 800 tabs with 800 one-element lists
    /// before the full one took 0.5 s of CPU, cubic in the tabs).
    func listedOrder(ofItems indexes: [Int]) -> [Int]? {
        var receivers: [Int: [String]] = [:]
        for (key, index) in itemsByReceiver { receivers[index, default: []].append(key) }
        for order in uiKitOrders where order.count >= indexes.count {
            var places: [String: Int] = [:]
            for (place, key) in order.enumerated() where places[key] == nil { places[key] = place }
            let ranks = indexes.map { index in (receivers[index] ?? []).compactMap { places[$0] }.min() }
            if ranks.allSatisfy({ $0 != nil }), Set(ranks).count == ranks.count { return ranks.map { $0! } }
        }
        return nil
    }

    /// The file sets `UITabBar.appearance().isHidden = true`.
    private lazy var hidesEveryTabBar: Bool = {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].trimmedDescription == "true",
                   elements[0].trimmedDescription.filter({ !$0.isWhitespace }) == "UITabBar.appearance().isHidden" { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }()

    /// The file's own modifiers that hide the tab bar: functions of an `extension View` whose result is the
    /// view with `.toolbar(.hidden, for: .tabBar)` (or `.toolbarVisibility`) applied, on every path
    /// (Blockchain.com's `fileprivate func hideTabBar() -> some View { if #available(iOS 16, *) {
    /// self.toolbar(.hidden, for: .tabBar) … } else { introspectTabBarController { … } } }`): an `if` around it
    /// may test only `#available` (the other branch serves older systems), and one in a closure (`.sheet { … }`)
    /// hides the bar of another view.
    private lazy var tabBarHidingModifiers: Set<String> = {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            let hides: ((String, FunctionCallExprSyntax)) -> Bool
            init(hides: @escaping ((String, FunctionCallExprSyntax)) -> Bool) {
                self.hides = hides
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                guard ["View", "SwiftUI.View"].contains(node.extendedType.trimmedDescription) else { return .skipChildren }
                for member in node.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                    final class Calls: SyntaxVisitor {
                        var calls: [FunctionCallExprSyntax] = []
                        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .visitChildren }
                    }
                    let calls = Calls(viewMode: .sourceAccurate)
                    calls.walk(body)
                    if calls.calls.contains(where: { appliesToSelf($0) && hides(($0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "", $0)) && onEveryPath($0, in: function) }) {
                        names.insert(function.name.text)
                    }
                }
                return .skipChildren
            }
            /// `toolbar(…)` or `self.toolbar(…)`, also after other modifiers of `self`.
            private func appliesToSelf(_ call: FunctionCallExprSyntax) -> Bool {
                var base: ExprSyntax? = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
                while let inner = base {
                    if inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
                    guard let next = inner.as(FunctionCallExprSyntax.self) else { return false }
                    if next.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
                    base = next.calledExpression.as(MemberAccessExprSyntax.self)?.base
                }
                return false
            }
            private func onEveryPath(_ call: FunctionCallExprSyntax, in function: FunctionDeclSyntax) -> Bool {
                var current = call.parent
                while let node = current, node.id != function.id {
                    if node.is(ClosureExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchExprSyntax.self) { return false }
                    if let branch = node.as(IfExprSyntax.self), !branch.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) { return false }
                    current = node.parent
                }
                return true
            }
        }
        let finder = Finder(hides: { [unowned self] in self.hidesTheTabBar($0) })
        finder.walk(file)
        return finder.names
    }()

    /// What the file gives to a Material tab row, Material Components' `MDCTabBarView` or `MDCTabBar`: the names
    /// of its items (`tabbar.items.append(coinTabBar)`, `.items = [a, b]`, `.items += [a]`,
    /// `.items.append(contentsOf: [a])`, `.setItems([a, b], animated: false)`) and the `UITabBarItem(…)` calls
    /// written in those lists (DroidKaigi 2020's `tabBar.items = [UITabBarItem(title: "DAY1", …), …]`). A row
    /// is a property or local declared with one of those types or made by their initialisers.
    private lazy var materialTabRowContents: (names: Set<String>, calls: Set<SyntaxIdentifier>) = {
        final class Finder: SyntaxVisitor {
            static let types: Set<String> = ["MDCTabBarView", "MDCTabBar", "MaterialComponents.MDCTabBarView", "MaterialComponents.MDCTabBar"]
            var rows: Set<String> = []
            /// The receiver (`row.items`, `row.setItems`) and what it is given.
            var lists: [(ExprSyntax, ExprSyntax)] = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
                var type = node.typeAnnotation?.type.trimmedDescription ?? ""
                while type.last == "!" || type.last == "?" { type.removeLast() }
                let made = node.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
                if Self.types.contains(type) || Self.types.contains(made) { rows.insert(name) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
                switch member.declName.baseName.text {
                case "append" where base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "items":
                    // `append(x)` or `append(contentsOf: [a, b])`.
                    if let argument = node.arguments.first { lists.append((base, argument.expression)) }
                case "setItems":
                    if let argument = node.arguments.first { lists.append((ExprSyntax(member), argument.expression)) }
                default: break
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                   elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "items" {
                    lists.append((elements[0], elements[2]))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        guard !finder.rows.isEmpty else { return ([], []) }
        var names: Set<String> = []
        var calls: Set<SyntaxIdentifier> = []
        for (list, given) in finder.lists {
            guard let receiver = list.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else { continue }
            let row = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
            guard finder.rows.contains(row) else { continue }
            let elements = given.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [given]
            for element in elements {
                if let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text { names.insert(name) }
                if let call = element.as(FunctionCallExprSyntax.self) { calls.insert(call.id) }
            }
        }
        return (names, calls)
    }()

    /// Whether a call lies in the body of an `override var tabBarItem` (a view controller's own item).
    private func isInTabBarItemOverride(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            // A member, not a local (`let item = UITabBarItem(…)` in the getter).
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(CodeBlockItemSyntax.self) != true {
                return variable.modifiers.contains { $0.name.text == "override" }
                    && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "tabBarItem" }
            }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether a call runs once per element of a list: in a `for … in` loop, or in a closure given to
    /// `map`, `compactMap`, `flatMap` or `forEach` (Rocket.Chat's emoji categories, Play SRG's radio
    /// channels), not over an array literal; or once per value, in a case of a `switch` or in an instance
    /// member of an enum. The tabs it makes are as many as the list (or the values put on the bar) has.
    private func isMadePerElement(_ node: some SyntaxProtocol, followingCalls: Bool = true) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            // One item per case of a `switch` (AlphaWallet's `var tabBarItem: UITabBarItem { switch self { case .tokens: return UITabBarItem(…) … } }`):
            // the item of whichever value a tab has, not one tab each.
            if parent.is(SwitchCaseSyntax.self) { return true }
            if let loop = parent.as(ForStmtSyntax.self), Syntax(loop.body) == child { return !loop.sequence.is(ArrayExprSyntax.self) }
            if child.is(ClosureExprSyntax.self) {
                // A trailing closure is a child of the call; an argument closure sits in its argument list.
                let call = parent.as(FunctionCallExprSyntax.self) ?? parent.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let member = call?.calledExpression.as(MemberAccessExprSyntax.self),
                   ["map", "compactMap", "flatMap", "forEach"].contains(member.declName.baseName.text) {
                    return member.base.map { !$0.is(ArrayExprSyntax.self) } ?? true
                }
            }
            // An instance property or method of an enum makes one item per value, as a `switch` does
            // (Threema's `enum ThreemaTab { var tabBarItem: UITabBarItem { UITabBarItem(title: title, image: image, tag: rawValue) } }`).
            if let member = parent.as(VariableDeclSyntax.self).map({ ($0.modifiers, Syntax($0)) }) ?? parent.as(FunctionDeclSyntax.self).map({ ($0.modifiers, Syntax($0)) }),
               !member.0.contains(where: { ["static", "class"].contains($0.name.text) }),
               let owner = member.1.parent?.parent?.parent?.parent {
                if owner.is(EnumDeclSyntax.self) { return true }
                // The same in an extension of an enum declared elsewhere (Feditext's `extension
                // NavigationViewModel.Tab { var title: String { switch self { case .timelines: … } }; var tabBarItem: UITabBarItem { UITabBarItem(title: title, …) } }`):
                // a member that switches over `self`'s cases tells the extended type is an enum.
                if let extended = owner.as(ExtensionDeclSyntax.self), switchesOverOwnCases(Syntax(extended.memberBlock)) { return true }
            }
            // A function with parameters that the file calls only once per element of a list (MAGE's
            // `createFeedViewController(feed:)`, called in `for feed in Feed.getEventFeeds(…)`) makes its
            // item once per element, as if made in the loop itself (one level of calls).
            if followingCalls, let function = parent.as(FunctionDeclSyntax.self), !function.signature.parameterClause.parameters.isEmpty {
                let sites = callSites(of: function)
                return !sites.isEmpty && sites.allSatisfy { isMadePerElement($0, followingCalls: false) }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            child = parent
        }
        return false
    }

    /// Whether an item is made by an instance member of a struct from the instance's own values (Stepik's
    /// `struct TabBarItemInfo { var title: String; …; func makeTabBarItem() -> UITabBarItem { UITabBarItem(title: self.title, …) } }`,
    /// called in `items.map { … }`): one item per value of the struct, as for an enum's member, so how many
    /// tabs it gives is known only when the app runs. A title written as a literal names one tab.
    private func isMadePerStructValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression,
              !title.is(StringLiteralExprSyntax.self), title.trimmedDescription != "nil" else { return false }
        var child = Syntax(call)
        while let parent = child.parent {
            // A member of a type, not a local (`let item = UITabBarItem(…)` in the member's body).
            if let member = parent.as(VariableDeclSyntax.self).map({ ($0.modifiers, Syntax($0)) }) ?? parent.as(FunctionDeclSyntax.self).map({ ($0.modifiers, Syntax($0)) }),
               member.1.parent?.is(MemberBlockItemSyntax.self) == true {
                guard !member.0.contains(where: { ["static", "class"].contains($0.name.text) }),
                      let owner = member.1.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self) else { return false }
                let stored = Set(owner.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                    .flatMap(\.bindings).filter { $0.accessorBlock == nil }.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                let named = title.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                    ?? title.as(DeclReferenceExprSyntax.self)?.baseName.text
                return named.map(stored.contains) ?? false
            }
            child = parent
        }
        return false
    }

    /// The enum values a call makes an item for: in a `case .a, .b:` of `switch self` in an instance property or function of
    /// an enum, or of an extension of a type that switches over its own cases, with no closure between.
    private func enumValue(making call: FunctionCallExprSyntax) -> EnumValueItem? {
        var child = Syntax(call)
        var cases: [String]?
        while let parent = child.parent {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if cases == nil, let choice = parent.as(SwitchCaseSyntax.self) {
                guard let label = choice.label.as(SwitchCaseLabelSyntax.self),
                      choice.parent?.parent?.as(SwitchExprSyntax.self)?.subject.trimmedDescription == "self" else { return nil }
                let names = label.caseItems.compactMap { caseItem -> String? in
                    guard let value = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), value.base == nil else { return nil }
                    return value.declName.baseName.text
                }
                guard names.count == label.caseItems.count else { return nil }
                cases = names
            }
            // A member of a type, not a local (`let tabBarItem = UITabBarItem(…)` in the case).
            let member: (String, DeclModifierListSyntax)? = !(parent.parent?.is(MemberBlockItemSyntax.self) ?? false) ? nil : parent.as(VariableDeclSyntax.self).flatMap { variable in
                variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, variable.modifiers) }
            } ?? parent.as(FunctionDeclSyntax.self).map { ($0.name.text, $0.modifiers) }
            if let (name, modifiers) = member {
                guard let cases, !modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      let owner = parent.parent?.parent?.parent?.parent else { return nil }
                if let declaration = owner.as(EnumDeclSyntax.self) { return EnumValueItem(type: declaration.name.text, member: name, cases: cases) }
                if let extended = owner.as(ExtensionDeclSyntax.self), switchesOverOwnCases(Syntax(extended.memberBlock)),
                   let type = extended.extendedType.trimmedDescription.split(separator: ".").last {
                    return EnumValueItem(type: String(type), member: name, cases: cases)
                }
                return nil
            }
            child = parent
        }
        return nil
    }

    /// Whether a `switch self` with an enum case pattern (`case .timelines:`) is among these members.
    private func switchesOverOwnCases(_ node: Syntax) -> Bool {
        if let choice = node.as(SwitchExprSyntax.self), choice.subject.trimmedDescription == "self",
           choice.cases.contains(where: { element in
               element.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains { $0.pattern.trimmedDescription.hasPrefix(".") } == true
           }) {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { switchesOverOwnCases($0) }
    }

    /// The text an assignment or argument gives: none for `nil`, else the expression evaluated.
    private func assignedText(_ value: ExprSyntax) -> CodeString? {
        value.trimmedDescription == "nil" ? nil : SwiftExpressionEvaluator(declarations: declarations).string(value, localizes: false)
    }

    /// A name that a `let` of the enclosing function holds, as its value (Mammoth's
    /// `let home = NSLocalizedString("navigator.home", comment: …)` then `UITabBarItem(title: home, …)`);
    /// any other expression as it is. Only constants declared before the use, in its function's blocks.
    private func localConstant(_ expression: ExprSyntax) -> ExprSyntax {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return expression }
        var child = Syntax(expression)
        while let parent = child.parent {
            if let statements = parent.as(CodeBlockItemListSyntax.self),
               let first = blockNames(statements).constants[name], first.position < child.position {
                return first.value
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { break }
            child = parent
        }
        return expression
    }

    /// A receiver as one view controller: `self`, its properties and `tabBar.items?[i]` within their
    /// type (VLC's AudioViewController.swift holds five controllers, each its own `tabBarItem`); any
    /// other name (`let nav = UINavigationController(…)`, DeltaChat's three `nav`s) within its function.
    private func receiverKey(_ receiver: String, at node: some SyntaxProtocol) -> String {
        // Optional chaining names the same object (`navigationController?`, `navigationController!`).
        var receiver = receiver.filter { $0 != "?" && $0 != "!" }
        // `self.navigationController` is the property even where a parameter of that name hides it (moers's coordinators'
        // `init(navigationController: …) { self.navigationController = navigationController; … }`).
        let namesAProperty = receiver.hasPrefix("self.")
        if namesAProperty { receiver.removeFirst("self.".count) }
        // `let nav = SoraNavigationController().then { $0.tabBarItem = … }` (the Then library's `then` hands
        // the object it is called on to the closure and returns it): `$0` is `nav`.
        if receiver == "$0", let bound = thenReceiver(of: Syntax(node)) { return receiverKey(bound.name, at: bound.binding) }
        // A name the function does not declare is a property of `self` (eRouška's HelpVC sets
        // `navigationController?.tabBarItem.title` in `awakeFromNib` and again in `viewDidLoad`: one tab).
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        let ofType = receiver == "self" || namesAProperty || receiver.hasPrefix("tabBar.items[")
            || (!root.hasPrefix("let ") && !root.hasPrefix("$") && !root.isEmpty && !isLocalName(root, at: Syntax(node)))
        // `let viewController = CommunityViewController()` in CommunityViewController's own `static func instance()`
        // (3dollars): a controller of the class, whose item its `init` set (`tabBarItem = UITabBarItem(…)`). The item
        // assigned to it here is that tab's, replacing the initialiser's: one tab, not two.
        if !ofType, receiver == root, let type = enclosingTypeName(of: Syntax(node)), case let value?? = boundValue(of: root, at: Syntax(node)),
           let made = value.as(FunctionCallExprSyntax.self), [type, "Self"].contains(made.calledExpression.trimmedDescription) {
            return "\(type) self"
        }
        var current = node.parent
        while let scope = current {
            if ofType, let type = typeName(scope) { return "\(type) \(receiver)" }
            // A closure's name that the closure does not declare is the enclosing scope's object, captured
            // (Nova Wallet retitles `viewController`'s item in `addObserver(with:) { [weak viewController] _, _ in
            // viewController?.tabBarItem.title = … }` when the language changes: the same tab).
            if !ofType, scope.is(ClosureExprSyntax.self), !root.hasPrefix("$"), !isLocalName(root, at: Syntax(node), within: scope.id) {
                current = scope.parent
                continue
            }
            if !ofType, scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) || scope.is(ClosureExprSyntax.self) {
                return "\(scope.position.utf8Offset) \(receiver)"
            }
            current = scope.parent
        }
        return receiver
    }

    /// For a node in a closure without parameters given to `.then` on an initializer's result that a
    /// constant or variable is bound to (`let nav = UINavigationController().then { … }`): that name, and its
    /// binding. `then` on anything else (a promise's) is not the object's.
    private func thenReceiver(of node: Syntax) -> (name: String, binding: PatternBindingSyntax)? {
        var current = node.parent
        while let scope = current, !scope.is(ClosureExprSyntax.self) {
            if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) { return nil }
            current = scope.parent
        }
        guard let closure = current?.as(ClosureExprSyntax.self), closure.signature == nil,
              let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
              let made = member.base?.as(FunctionCallExprSyntax.self),
              let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
              let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (name, binding)
    }

    /// The type (class, struct, enum, actor or extension) a node is declared in.
    private func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let name = typeName(scope) { return name }
            current = scope.parent
        }
        return nil
    }

    /// What a block of statements declares: every name its variables and `guard` conditions bind, and the
    /// first `let name = value` of each name with its position. Worked out once per block: looked up again
    /// for each statement (`isLocalName`, `localConstant`), a function of 4,000 `title = …` took 2.9 s,
    /// 50,000 past 20 s.
    private var blockNamesCache: [SyntaxIdentifier: (declared: Set<String>, constants: [String: (position: AbsolutePosition, value: ExprSyntax)])] = [:]

    private func blockNames(_ block: CodeBlockItemListSyntax) -> (declared: Set<String>, constants: [String: (position: AbsolutePosition, value: ExprSyntax)]) {
        if let known = blockNamesCache[block.id] { return known }
        var declared = Set<String>()
        var constants: [String: (position: AbsolutePosition, value: ExprSyntax)] = [:]
        func collect(_ pattern: PatternSyntax) {
            if let identifier = pattern.as(IdentifierPatternSyntax.self) { declared.insert(identifier.identifier.text) }
            if let tuple = pattern.as(TuplePatternSyntax.self) { tuple.elements.forEach { collect($0.pattern) } }
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { collect(binding.pattern) }
        }
        for statement in block {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    collect(binding.pattern)
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let value = binding.initializer?.value, constants[name] == nil {
                        constants[name] = (statement.position, value)
                    }
                }
            } else if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                for element in guardStatement.conditions {
                    if let optional = element.condition.as(OptionalBindingConditionSyntax.self) { collect(optional.pattern) }
                    if let matching = element.condition.as(MatchingPatternConditionSyntax.self) { collect(matching.pattern) }
                }
            }
        }
        blockNamesCache[block.id] = (declared, constants)
        return (declared, constants)
    }

    /// Whether `name` is declared in the function (or initializer, accessor) around a node, or in a closure
    /// or a condition on the way: a constant or variable of an enclosing block, a parameter, an `if let` /
    /// `guard let` binding or a loop variable.
    /// With `boundary`, a closure: whether the closure itself declares the name (a parameter, a capture
    /// with a value, `[nav = self.nav]`, or a name of its body), rather than capturing it.
    private func isLocalName(_ name: String, at node: Syntax, within boundary: SyntaxIdentifier? = nil) -> Bool {
        func binds(_ pattern: PatternSyntax) -> Bool {
            if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
            if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.contains { binds($0.pattern) } }
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { return binds(binding.pattern) }
            return false
        }
        func bindsInConditions(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { element in
                if let optional = element.condition.as(OptionalBindingConditionSyntax.self) { return binds(optional.pattern) }
                if let matching = element.condition.as(MatchingPatternConditionSyntax.self) { return binds(matching.pattern) }
                return false
            }
        }
        var current: Syntax? = node
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self), blockNames(block).declared.contains(name) { return true }
            if let conditional = scope.as(IfExprSyntax.self), bindsInConditions(conditional.conditions) { return true }
            if let whileLoop = scope.as(WhileStmtSyntax.self), bindsInConditions(whileLoop.conditions) { return true }
            if let loop = scope.as(ForStmtSyntax.self), binds(loop.pattern) { return true }
            if let switchCase = scope.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
               label.caseItems.contains(where: { binds($0.pattern) || $0.pattern.trimmedDescription.contains(name) }) { return true }
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.parameterClause?.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) == true { return true }
                if scope.id == boundary {
                    // `[weak nav]` captures the enclosing `nav`; `[nav = other]` declares one.
                    return signature.capture?.items.contains { item in
                        let parts = item.trimmedDescription.split(separator: "=", maxSplits: 1)
                        return parts.count == 2 && parts[0].split(whereSeparator: \.isWhitespace).last.map(String.init) == name
                    } ?? false
                }
            }
            if scope.id == boundary { return false }
            if let function = scope.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if scope.is(AccessorDeclSyntax.self) || scope.is(MemberBlockSyntax.self) { return name == "newValue" || name == "oldValue" }
            current = scope.parent
        }
        // Top-level code: its names are the file's own.
        return true
    }

    /// The type a declaration declares or extends.
    private func typeName(_ node: Syntax) -> String? {
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        return node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    private func isInElseBranch(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let conditional = parent.as(IfExprSyntax.self), conditional.elseBody.map({ Syntax($0) == child }) == true { return true }
            child = parent
        }
        return false
    }

    /// `UIImage(systemName: "gear")`, `UIImage(named: "tab_chats")` → the name.
    private func imageLiteral(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) ?? expression.as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
                ?? expression.as(OptionalChainingExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self) }.flatMap(plainText)
    }

    /// `nav.tabBarItem = UITabBarItem(…)` → `nav`.
    private func assignedReceiver(of call: FunctionCallExprSyntax) -> String? {
        guard let sequence = call.parent?.as(SequenceExprSyntax.self) ?? call.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return receiver(ofTabBarItem: elements[0])
    }

    /// `let item = UITabBarItem(…)` → `item`.
    private func boundName(of call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The receiver naming an item held in a local variable, never a view controller's name.
    private static func itemVariable(_ name: String) -> String { "let \(name)" }

    /// `x.tabBarItem` → `x`; `tabBarItem` → `self`; also unwrapped (`tabBarItem?`, PinPhoto's `tabBarItem?.title = …`:
    /// `UIViewController.tabBarItem` is implicitly unwrapped, and was read as no item).
    private func receiver(ofTabBarItem expression: ExprSyntax) -> String? {
        var text = expression.trimmedDescription.filter { !$0.isWhitespace }
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text == "tabBarItem" || text == "self.tabBarItem" { return "self" }
        guard text.hasSuffix(".tabBarItem") else { return nil }
        return String(text.dropLast(".tabBarItem".count))
    }

    /// `tabBarItem.title = …`, `nav.tabBarItem.badgeValue = …`, `tabBar.items?[2].accessibilityLabel = …`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // A view controller's own `title = …` (`self.title = …`): UIKit's default tab bar item shows the
        // view controller's title, and setting the title later retitles whatever item the controller has
        // (OneBusAway's `title = OBALoc("bookmarks_controller.title", …)` beside `tabBarItem.image = …`).
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           ["self.title", "title"].contains(elements[0].trimmedDescription.filter { !$0.isWhitespace }),
           elements[0].trimmedDescription == "self.title" || !isLocalName("title", at: Syntax(node)), enclosingTypeName(of: Syntax(node)) != nil {
            if isTabBarController("self", at: Syntax(node)) { return .visitChildren }
            let key = receiverKey("self", at: node)
            let value = localConstant(elements[2])
            let title = assignedText(value)
            if let index = itemsByReceiver[key] {
                uiKitItems[index].title = title
                if title != nil { updatesOnly.remove(index) }
            } else {
                viewControllerTitles[key] = title
            }
            return .visitChildren
        }
        // A navigation controller's default tab item is its root view controller's, which shows that
        // controller's title: TrainingApp's `bookListController.title = …` beside `let navigationController =
        // UINavigationController(rootViewController: bookListController)` and `navigationController.tabBarItem.image = …`
        // titles the first tab. An item the code makes and gives the navigation controller (`nav.tabBarItem =
        // UITabBarItem(title: …)`) is its own and keeps its title.
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
           target.declName.baseName.text == "title", let root = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let navigation = navigationController(rootedAt: root, at: Syntax(node)) {
            let key = receiverKey(navigation, at: node)
            let value = localConstant(elements[2])
            let title = assignedText(value)
            if let index = itemsByReceiver[key] {
                if uiKitItems[index].changesItemMadeElsewhere != nil {
                    uiKitItems[index].title = title
                    if title != nil { updatesOnly.remove(index) }
                }
            } else {
                viewControllerTitles[key] = title
            }
            return .visitChildren
        }
        // `viewControllers = [homeVC, actionsVC, …]` gives the tabs' order (Entourage sets its messages tab's
        // badge in a function above the one building the tabs).
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           elements[0].trimmedDescription.filter({ !$0.isWhitespace }) == "viewControllers" || elements[0].trimmedDescription.hasSuffix(".viewControllers"),
           let list = listGiven(elements[2]) {
            recordOrder(list, at: node, of: elements[0].as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
                        receiver: elements[0].as(MemberAccessExprSyntax.self)?.base)
            return .visitChildren
        }
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
              let base = target.base else { return .visitChildren }
        // `vc.tabBarItem = item`, the item a `let item = UITabBarItem(…)` of this function made
        // (Strongbox's `createNavEmbeddedVc(tab:)`): the view controller's tab, as if the call were
        // assigned directly.
        if let owner = receiver(ofTabBarItem: elements[0]), let name = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
           let index = itemsByReceiver[receiverKey(Self.itemVariable(name), at: node)] {
            let key = receiverKey(owner, at: node)
            if itemsByReceiver[key] == nil {
                itemsByReceiver[key] = index
                attachedToExistingTab.insert(index)
                noteControllerFactory(of: index, receiver: owner, at: Syntax(node))
            }
            return .visitChildren
        }
        let field = target.declName.baseName.text
        if field == "selectedIndex", let index = selectedIndex(elements[2]) { uiKitSelectedIndex = index }
        let receiver: String
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
           itemsByReceiver[receiverKey(Self.itemVariable(name), at: node)] != nil {
            // `scannerItem.accessibilityLabel = …` on an item this function made; also one named `tabBarItem`
            // (moers's `let tabBarItem = UITabBarItem(title: AppStrings.Menu.map, …)`, then `tabBarItem.accessibilityLabel = …`):
            // the local hides the controller's property, so it is that item's label, not a second tab's.
            receiver = Self.itemVariable(name)
        } else if let owner = self.receiver(ofTabBarItem: base) {
            receiver = owner
        } else if let index = tabBarItemsIndex(base) ?? boundTabBarItemsIndex(base) {
            receiver = "tabBar.items[\(index)]"
        } else {
            // A view controller's `title` set where the tabs are made (Budgie's `profileViewController.title =
            // k.profileTabBarTitle` beside `profileViewController.tabBarItem.image = …`, a factory's `nav.title =
            // title`): setting a view controller's title retitles its tab bar item, and the default item UIKit
            // makes shows it. (A navigation controller's root's title is read above.)
            if field == "title", let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, isLocalName(name, at: Syntax(node)) {
                let key = receiverKey(name, at: node)
                let value = localConstant(elements[2])
                if let index = itemsByReceiver[key] {
                    uiKitItems[index].title = assignedText(value)
                    if uiKitItems[index].title != nil { updatesOnly.remove(index) }
                    itemTextExpressions[index, default: [:]]["title"] = value
                    noteControllerFactory(of: index, receiver: name, at: Syntax(node))
                } else {
                    viewControllerTitles[key] = assignedText(value)
                    viewControllerTitleExpressions[key] = value
                }
            }
            return .visitChildren
        }
        if isTabBarControllersOwn(receiver, base, at: node) { return .visitChildren }
        let key = receiverKey(receiver, at: node)
        let fields: Set<String> = ["title", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "badgeValue", "accessibilityUserInputLabels", "image", "largeContentSizeImage"]
        guard fields.contains(field) else { return .visitChildren }
        let index: Int
        if let existing = itemsByReceiver[key] {
            index = existing
        } else if let position = tabBarItemsIndex(base) ?? boundTabBarItemsIndex(base), position < uiKitItems.count {
            // `tabBar.items?[2]` is the third item this file made.
            index = position
        } else {
            index = uiKitItems.count
            var item = CodeTabItem(position: position(node))
            item.name = receiver == "self" ? nil : receiver
            if !receiver.hasPrefix("tabBar.items") { item.changesItemMadeElsewhere = receiver == "self" ? "tabBarItem" : "\(receiver).tabBarItem" }
            // The controller's default item, made when first asked for, shows the title it was given (a
            // navigation controller's, its root's).
            let viewControllerTitle = viewControllerTitles[key]
            item.title = viewControllerTitle
            uiKitItems.append(item)
            itemsByReceiver[key] = index
            if let expression = viewControllerTitleExpressions[key] {
                itemTextExpressions[index, default: [:]]["title"] = expression
                noteControllerFactory(of: index, receiver: receiver, at: Syntax(node))
            }
            if viewControllerTitle == nil { updatesOnly.insert(index) }
            attachedToExistingTab.insert(index)
        }
        if uiKitItems[index].changesItemMadeElsewhere != nil { changeScopes[index, default: []].insert(enclosingFunction(of: Syntax(node))) }
        let evaluator = SwiftExpressionEvaluator(declarations: declarations)
        let value = localConstant(elements[2])
        let isNil = value.trimmedDescription == "nil"
        switch field {
        case "title": uiKitItems[index].title = isNil ? nil : evaluator.string(value, localizes: false)
        case "accessibilityLabel": uiKitItems[index].label = isNil ? nil : evaluator.string(value, localizes: false)
        case "accessibilityValue": uiKitItems[index].value = isNil ? nil : evaluator.string(value, localizes: false)
        case "accessibilityHint": uiKitItems[index].hint = isNil ? nil : evaluator.string(value, localizes: false)
        case "badgeValue": uiKitItems[index].badge = isNil ? nil : evaluator.string(value, localizes: false)
        case "accessibilityUserInputLabels":
            uiKitItems[index].inputLabels = value.as(ArrayExprSyntax.self)?.elements.map { evaluator.string($0.expression, localizes: false) }
                ?? [evaluator.string(value, localizes: false)]
        case "image": uiKitItems[index].image = imageLiteral(value) ?? uiKitItems[index].image
        default: break
        }
        if field == "title" || field == "accessibilityLabel" {
            itemTextExpressions[index, default: [:]][field] = value
            noteControllerFactory(of: index, receiver: receiver, at: Syntax(node))
        }
        let item = uiKitItems[index]
        if item.title != nil || item.label != nil || item.image != nil || !item.inputLabels.isEmpty { updatesOnly.remove(index) }
        return .visitChildren
    }

    /// The name the enclosing function binds to a navigation controller made with `name` as its root
    /// (`let nav = UINavigationController(rootViewController: name)`, a subclass's initializer alike); nil when
    /// there is none.
    private func navigationController(rootedAt name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let statements = scope.as(CodeBlockItemListSyntax.self), let bound = navigationRoots(statements)[name] { return bound }
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) || scope.is(ClosureExprSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// A block's navigation controllers by the name of their root view controller (root → the name bound
    /// to the navigation controller; the first binding in the block for a root given to two). Made once per
    /// block, as `blockItemBindings`.
    private var navigationRootsCache: [SyntaxIdentifier: [String: String]] = [:]

    private func navigationRoots(_ block: CodeBlockItemListSyntax) -> [String: String] {
        if let known = navigationRootsCache[block.id] { return known }
        var found: [String: (position: AbsolutePosition, name: String)] = [:]
        for (bound, values) in blockItemBindings(block) {
            for binding in values {
                guard let call = binding.value?.as(FunctionCallExprSyntax.self),
                      let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { continue }
                if let earlier = found[root], earlier.position < binding.position { continue }
                found[root] = (binding.position, bound)
            }
        }
        let roots = found.mapValues(\.name)
        navigationRootsCache[block.id] = roots
        return roots
    }

    /// In a tab bar controller's own class, `self` is the controller, not one of its tabs: its `title` and
    /// `tabBarItem` would name it as a tab of an enclosing tab bar controller, and its `tabBarController` (the
    /// nearest ancestor that is one) is nil for an app's bar (ACTravelGuide's `TabBarViewController` sets
    /// `self.title = "Test"`, `self.tabBarItem.title = "Test"` and `self.tabBarController?.tabBar.items?[0].title`).
    private func isTabBarControllersOwn(_ receiver: String, _ base: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
        let text = base.trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        guard receiver == "self" || text.hasPrefix("tabBarController.") || text.hasPrefix("self.tabBarController.") else { return false }
        return isTabBarController("self", at: Syntax(node))
    }

    /// Each name a block's `guard` and `let`/`var` statements bind, with where the statement stands and the
    /// value it binds the name to (nil: none written), in the block's order: the last `guard` condition or the
    /// first binding of a statement that names it. Made once per block: looked through again for each
    /// assignment, 5,000 `a.b = …` in one function took 2.3 s of CPU, 20,000 past 20 s.
    private var blockItemBindingsCache: [SyntaxIdentifier: [String: [(position: AbsolutePosition, value: ExprSyntax?)]]] = [:]

    private func blockItemBindings(_ block: CodeBlockItemListSyntax) -> [String: [(position: AbsolutePosition, value: ExprSyntax?)]] {
        if let known = blockItemBindingsCache[block.id] { return known }
        var bindings: [String: [(position: AbsolutePosition, value: ExprSyntax?)]] = [:]
        for statement in block {
            var found: [String: ExprSyntax?] = [:]
            if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                for element in guardStatement.conditions {
                    if let optional = element.condition.as(OptionalBindingConditionSyntax.self), let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        found[name] = .some(optional.initializer?.value)
                    }
                }
            } else if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, found[name] == nil {
                        found[name] = .some(binding.initializer?.value)
                    }
                }
            }
            for (name, value) in found { bindings[name, default: []].append((statement.position, value)) }
        }
        blockItemBindingsCache[block.id] = bindings
        return bindings
    }

    /// A name bound to one item of the bar, `if let item = tabBar.items?[0] { item.title = … }`
    /// (Nextcloud's NCMainTabBarController), `guard let item = tabBar.items?[0] else { … }` or
    /// `let item = tabBar.items![0]` before the use in the same function: that item's index.
    private func boundTabBarItemsIndex(_ expression: ExprSyntax) -> Int? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let found = boundValue(of: name, at: Syntax(expression)) else { return nil }
        // `if let item { … }` (shorthand) or any other value: not an item of the bar.
        return found.flatMap { tabBarItemsIndex($0) }
    }

    /// The value a name is bound to where `node` uses it: `.some(value)` for the nearest binding of it in the
    /// enclosing function (`if let`, `guard let`, `let`/`var`; `.some(nil)` when it binds no value written
    /// there), nil when the function binds it nowhere before. A binding of it to anything else hides the outer ones.
    private func boundValue(of name: String, at node: Syntax) -> ExprSyntax?? {
        func value(of pattern: PatternSyntax, _ initializer: InitializerClauseSyntax?) -> ExprSyntax?? {
            guard pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return .some(initializer?.value)
        }
        func bound(in conditions: ConditionElementListSyntax) -> ExprSyntax?? {
            for element in conditions.reversed() {
                if let optional = element.condition.as(OptionalBindingConditionSyntax.self), let found = value(of: optional.pattern, optional.initializer) { return found }
            }
            return nil
        }
        var child = node
        while let parent = child.parent {
            if let conditional = parent.as(IfExprSyntax.self), Syntax(conditional.body) == child, let found = bound(in: conditional.conditions) {
                return found
            }
            if let statements = parent.as(CodeBlockItemListSyntax.self), let bindings = blockItemBindings(statements)[name] {
                // The last binding of the name before the use (a binary search in the block's bindings).
                var low = 0, high = bindings.count
                while low < high {
                    let middle = (low + high) / 2
                    if bindings[middle].position < child.position { low = middle + 1 } else { high = middle }
                }
                if low > 0 { return .some(bindings[low - 1].value) }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            child = parent
        }
        return nil
    }

    /// `tabBar.items?[2]`, `tabBarController.tabBar.items![2]` → 2; so is `items[2]` for a name bound to the
    /// bar's list before it (`guard let items = tabBar.items else { return }`, as tab bar controllers that
    /// make their tabs write it before `items[0].title = "Main"`).
    private func tabBarItemsIndex(_ expression: ExprSyntax) -> Int? {
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
              let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let called = subscriptCall.calledExpression.trimmedDescription.filter { !"?!".contains($0) }
        if called.hasSuffix("tabBar.items") { return Int(index.literal.text) }
        var list = subscriptCall.calledExpression
        while let unwrapped = list.as(OptionalChainingExprSyntax.self)?.expression ?? list.as(ForceUnwrapExprSyntax.self)?.expression { list = unwrapped }
        guard let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = boundValue(of: name, at: Syntax(list)),
              let value = bound?.trimmedDescription.filter({ !"?!".contains($0) && !$0.isWhitespace }), value.hasSuffix("tabBar.items") else { return nil }
        return Int(index.literal.text)
    }
}

/// The branch an iOS build compiles: the first whose condition holds for an iPhone app (`os(iOS)`,
/// `!os(macOS)`, `canImport(UIKit)`, `os(iOS) || os(visionOS)`), else `#else`, else none. The app users get is
/// an archive, a Release build for a device (`ReleaseBuild`): `DEBUG` and `targetEnvironment(simulator)` do not
/// hold. A condition that is not about the platform or the build (a feature flag, `canImport` of a library) is
/// not known: its branch is taken (KDE Connect wraps its whole `MainTabView.swift` in `#if !os(macOS)`).
func iOSClause(_ conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    for clause in conditional.clauses {
        guard let condition = clause.condition else { return clause }
        if iOSBuildCondition(condition) != false { return clause }
    }
    return nil
}

/// A compilation condition's value in an iOS (iPhone, not Mac Catalyst) build: nil when it depends on
/// something else (a `-D` flag, a library, the architecture).
func iOSBuildCondition(_ condition: ExprSyntax) -> Bool? {
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
        return iOSBuildCondition(inner)
    }
    if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
        return iOSBuildCondition(negation.expression).map { !$0 }
    }
    if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
    // Xcode's templates define `DEBUG` in the Debug configuration only.
    if condition.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG" { return false }
    if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return ["macCatalyst", "simulator"].contains(argument) ? false : nil
        case "canImport":
            if ["UIKit", "SwiftUI", "Foundation"].contains(argument) { return true }
            if ["AppKit", "WatchKit"].contains(argument) { return false }
            return nil
        case "swift", "compiler": return true
        default: return nil
        }
    }
    // `a && b`, `a || b`: an unfolded sequence of operands and operators, read left to right (`&&`
    // binds tighter than `||`).
    if let sequence = condition.as(SequenceExprSyntax.self) {
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": disjuncts.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                disjuncts[disjuncts.count - 1].append(element)
            }
        }
        let values: [Bool?] = disjuncts.map { operands in
            let each = operands.map(iOSBuildCondition)
            if each.contains(false) { return false }
            return each.contains(where: { $0 == nil }) ? nil : true
        }
        if values.contains(true) { return true }
        return values.contains(where: { $0 == nil }) ? nil : false
    }
    return nil
}

/// Finds each computed `var NAME: some TabContent<…>` or `some View` in a file (the first of a name).
extension String {
    /// `some SwiftUI.View` → `some View`, `SwiftUI.Label<…>` → `Label<…>`: a type named with its module
    /// (Radix Wallet's `struct View: SwiftUI.View` must write `some SwiftUI.View`) is the same type.
    var withoutSwiftUIModule: String {
        replacing("SwiftUI.", with: "")
    }
}

private final class ViewPropertyFinder: SyntaxVisitor {
    var found: [String: CodeBlockItemListSyntax] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, found[name] == nil,
              let type = node.typeAnnotation?.type.trimmedDescription.withoutSwiftUIModule, type.hasPrefix("some TabContent") || type == "some View",
              case .getter(let statements)? = node.accessorBlock?.accessors else { return .visitChildren }
        found[name] = statements
        return .visitChildren
    }

    /// `func NAME() -> some View { … }` (also `some TabContent<…>`, and parameters that all have default
    /// values), under the key `NAME()`: what a call without arguments builds.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = "\(node.name.text)()"
        guard found[name] == nil, node.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }), node.genericParameterClause == nil,
              let type = node.signature.returnClause?.type.trimmedDescription.withoutSwiftUIModule, type.hasPrefix("some TabContent") || type == "some View",
              let body = node.body else { return .visitChildren }
        found[name] = body.statements
        return .visitChildren
    }
}

/// Finds each `let NAME: [T] = [...]` or `var NAME: [T] { [...] }` in a file (the first of a name).
private final class ListFinder: SyntaxVisitor {
    var found: [String: (ExprSyntax, String?)] = [:]
    /// Bindings with a type and neither a value nor accessors (`let feedNav: FeedViewController`, `var tab: TabController!`).
    var typed: [String: String] = [:]
    /// Such bindings of a function type (`var content: () -> Content`).
    var closures: Set<String> = []

    /// Only the declarations an iOS build compiles.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let chosen = iOSClause(node), case .decls(let members)? = chosen.elements {
            walk(members)
        } else if let chosen = iOSClause(node), case .statements(let statements)? = chosen.elements {
            walk(statements)
        }
        return .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, found[name] == nil else { return .visitChildren }
        if node.initializer == nil, node.accessorBlock == nil, typed[name] == nil, let type = node.typeAnnotation?.type {
            let named = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
            if let identifier = named.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { typed[name] = identifier.name.text }
            if (type.as(AttributedTypeSyntax.self)?.baseType ?? type).is(FunctionTypeSyntax.self) { closures.insert(name) }
        }
        let annotation = node.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.trimmedDescription
        if let value = node.initializer?.value {
            found[name] = (value, annotation)
        } else if case .getter(let statements)? = node.accessorBlock?.accessors, statements.count == 1 {
            let item = statements.first!.item
            if let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression { found[name] = (value, annotation) }
        }
        return .visitChildren
    }
}
