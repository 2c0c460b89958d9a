import BarAuditCodeImport

/// Tab bars an Objective-C method builds with UIKit, read from the file's tokens (`SourceTokens`, comments left
/// out): a tab bar controller's list of tabs written out in the method (`self.viewControllers = @[appNav,
/// settingsNav];`, `[tabBarController setViewControllers:@[…] animated:NO];`), each tab's item and title as the
/// same method gives them:
///
/// - `nav.tabBarItem = [[UITabBarItem alloc] initWithTitle:… image:… selectedImage:…];` (or `…tag:`), and
///   `initWithTabBarSystemItem:… tag:`;
/// - `nav.tabBarItem.title = …;` (also `image`, `badgeValue`, `accessibilityLabel`, `accessibilityHint`,
///   `accessibilityValue`) and `[nav.tabBarItem setTitle:…];`;
/// - `vc.title = …;` of the controller or of the root of the navigation controller listed
///   (`[[UINavigationController alloc] initWithRootViewController:vc]`): UIKit's default tab item shows the title.
///
/// A list whose tabs the method gives no item, image or title is not taken for a tab bar (a navigation or split
/// view controller's `viewControllers` look the same). Texts: `@"…"` is shown as written, `NSLocalizedString(@"k", …)`
/// and `NSLocalizedStringFromTable(@"k", @"Table", …)` are looked up, `nil` shows none; anything else is computed at
/// run time, and so is the title of a listed controller the method does not title (its class titles itself).
enum ObjectiveCTabReader {
    typealias Token = SourceTokens.Token

    /// A byte search: a file that names neither view controllers (`viewControllers`, `setViewControllers:`,
    /// `addChildViewController:`) nor a tab item or tab bar controller class (`UITabBar…`, `MainTabBarController`, or in the
    /// header beside it, `header`, read only where the file names none: every `.m` file of a project is asked) builds no
    /// tab bar.
    static func mayBuildTabBar(_ bytes: [UInt8], header: @autoclosure () -> [UInt8]? = nil) -> Bool {
        bytes.contains(subsequence: Array("iewController".utf8))
            && (bytes.contains(subsequence: Array("tabBarItem".utf8)) || bytes.contains(subsequence: Array("UITabBar".utf8))
                || bytes.contains(subsequence: Array("TabBarController".utf8)) || header()?.contains(subsequence: Array("TabBarController".utf8)) == true)
    }

    /// Libraries' tab bar controllers that are no `UITabBarController` and draw a bar of their own, whose items are no
    /// `UITabBarItem`s (`@interface RDVTabBarController : UIViewController`): a list given to one, or to a subclass, is not
    /// a `UITabBar`'s, though its controllers title themselves (RDVTabBarController's own example titles each in its `init`).
    static let controllersDrawingTheirOwnBar: Set<String> = ["RDVTabBarController"]

    /// The most statements of tab adders' bodies read for their calls in one file (see `read(source:)`).
    static let maximumStatementsReadForTabAdderCalls = 50_000
    /// The most tokens of loop bodies read once per element in one file (see `MethodReader.readLoop`).
    static let maximumTokensReadInLoops = 200_000

    /// The bars a file builds, and a note where a method's tabs were passed over (its tab adder calls past
    /// `maximumStatementsReadForTabAdderCalls`).
    struct Scan {
        var bars: [CodeTabBar] = []
        var problems: [CodeProblem] = []
    }

    /// A source's tokens (comments left out), where its lines start, the `}` of each `{` and the `)` of each `(`, its
    /// outermost bodies (a method's, a function's, a block at file level) with the method and the class (`@implementation
    /// X` … `@end`, not a category's `@implementation X (Y)`) each belongs to, and each class's methods by selector.
    struct ParsedSource {
        let tokens: [Token]
        let lineStarts: [Int]
        let braces: [Int: Int]
        fileprivate let bodies: [(header: Method?, body: Range<Int>, owner: String?)]
        /// By class, the body and parameters of each of its methods (the first of a selector), by selector.
        let methods: [String: [[String]: (body: Range<Int>, parameters: [String])]]
        /// The classes the file declares (`@interface MainController : UITabBarController`), each with whether it is a tab
        /// bar controller: its superclass is named as one (`UITabBarController`, `BaseTabBarViewController`) and draws no bar
        /// of its own (`controllersDrawingTheirOwnBar`); a class of another superclass is none, whatever its name.
        let tabBarControllerClasses: [String: Bool]

        init(_ source: String) {
            let scalars = Array(source.unicodeScalars)
            var lineStarts = [0]
            for (index, scalar) in scalars.enumerated()
            where scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                lineStarts.append(index + 1)
            }
            let tokens = SourceTokens(source).tokens
            // The `}` closing each `{`, and the `)` closing each `(`, found once: a loop's or condition's header looked for
            // its `)` through the rest of the method (20,000 `for (` left open).
            var braces = SourceTokens.matchingBraces(tokens)
            var openParentheses: [Int] = []
            for (index, token) in tokens.enumerated() {
                if token.text == "(" { openParentheses.append(index) } else if token.text == ")", let open = openParentheses.popLast() { braces[open] = index }
            }
            // Each outermost `{ … }`: a method body (or a function's, or a block at file level).
            var bodies: [(header: Method?, body: Range<Int>, owner: String?)] = []
            var methods: [String: [[String]: (body: Range<Int>, parameters: [String])]] = [:]
            var tabBarControllerClasses: [String: Bool] = [:]
            var implementation: String?
            var index = 0
            var headerStart = 0
            while index < tokens.count {
                if tokens[index].text == "@", index + 1 < tokens.count {
                    switch tokens[index + 1].text {
                    case "implementation" where index + 2 < tokens.count && tokens[index + 2].isIdentifier
                        && (index + 3 == tokens.count || tokens[index + 3].text != "("):
                        implementation = tokens[index + 2].text
                    case "end":
                        implementation = nil
                    case "interface" where index + 4 < tokens.count && tokens[index + 3].text == ":":
                        let superclass = tokens[index + 4].text
                        tabBarControllerClasses[tokens[index + 2].text] = superclass.lowercased().contains("tabbar")
                            && !controllersDrawingTheirOwnBar.contains(superclass)
                    default: break
                    }
                }
                guard tokens[index].text == "{", let end = braces[index] else { index += 1; continue }
                let header = Method(tokens, headerStart..<index)
                bodies.append((header, (index + 1)..<end, implementation))
                if let implementation, let header, methods[implementation]?[header.selector] == nil { methods[implementation, default: [:]][header.selector] = ((index + 1)..<end, header.parameters) }
                index = end + 1
                headerStart = index
            }
            self.tokens = tokens
            self.lineStarts = lineStarts
            self.braces = braces
            self.bodies = bodies
            self.methods = methods
            self.tabBarControllerClasses = tabBarControllerClasses
        }
    }

    /// The tab a view controller class gives itself in its own code, read from the file implementing it: what its
    /// initializers leave (`self.title = NSLocalizedString(@"Settings", nil);` or `self.tabBarItem = [[UITabBarItem alloc]
    /// initWithTitle:…]` in `initWithNibName:bundle:` or `init`), shown from launch; and what the methods that run when its
    /// view loads leave after them (`self.title = …` in `viewDidLoad`), shown once the tab's view loads — at launch for the
    /// tab selected first, which UIKit shows at once.
    struct OwnTab: Hashable {
        var atLaunch: CodeTabItem?
        var whenLoaded: CodeTabItem?
        /// The first method run when the view loads that titles the tab (for `whenLoaded`).
        var loadMethod = ""
        /// The class's methods that change its title or item (`- (void)setFavoritesOnlyMode:(bool)mode { …
        /// self.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:…]; }`), by their selector's first part (the class's
        /// `retitlingSelectors`, shared by its initializers), and the initializers read for this tab, which are none of them: a
        /// controller the list's method sends one of the others (`favoritesVC.favoritesOnlyMode = true;`) has a tab not known here.
        var retitlingSelectors: [String: [[String]]] = [:]
        var initializers: [[String]] = []

        /// Whether a message of this first part (`setFavoritesOnlyMode`) sent to the controller retitles it.
        func isRetitled(byMessage part: String) -> Bool {
            retitlingSelectors[part]?.contains { !initializers.contains($0) } == true
        }
        /// The initializer's parameters, and the one it gives the item's image (`- (id)initWithText:(NSString *)t title:(NSString
        /// *)title image:(UIImage *)image … { self.title = title; self.tabBarItem.image = image; }`): a text the initializer sets
        /// from a parameter (read as computed at run time) is the call's argument.
        var parameters: [String] = []
        var imageParameter: String?
    }

    /// The initializer `ownTab` is given for a controller a storyboard makes: UIKit runs `initWithCoder:`, then
    /// `awakeFromNib`, never `initWithNibName:bundle:`.
    static let storyboardInitializer = "initWithCoder:"

    /// The methods UIKit runs when a view controller's view loads, in their order.
    static let viewLoadingMethods = [["loadView"], ["viewDidLoad"], ["viewWillAppear"], ["viewDidAppear"]]

    /// `name`'s own tab (`OwnTab`) as `source` (at `path`) implements the class, made with `initializer`
    /// (`initWithNibName:bundle:`, `init`, `new`): `initWithNibName:bundle:` runs for any initializer but a storyboard's (`-[UIViewController
    /// init]` calls it), then the initializer's own body. Nil when the file gives the class no title, accessibility label or
    /// system item. `retitlingSelectors`: the class's `retitlingSelectors(ofClass:in:)`.
    static func ownTab(ofClass name: String, initializer: String, in source: ParsedSource, path: String, retitlingSelectors: [String: [[String]]]) -> OwnTab? {
        guard let methods = source.methods[name] else { return nil }
        let called = initializer == "new" ? ["init"] : initializer.split(separator: ":").map(String.init)
        let initializers = initializer == storyboardInitializer ? [["initWithCoder"], ["awakeFromNib"]]
            : [["initWithNibName", "bundle"]] + (called == ["initWithNibName", "bundle"] ? [] : [called])
        var reader = MethodReader(tokens: source.tokens, body: 0..<0, lineStarts: source.lineStarts, braces: source.braces)
        func titledItem() -> CodeTabItem? {
            guard reader.titles["self"] != nil || reader.items["self"]?.isTitled == true else { return nil }
            var item = reader.tab(of: "self", at: CodePosition(line: 1, column: 1)).item
            guard item.title != nil || item.label != nil || item.systemItem != nil else { return nil }
            item.file = path
            return item
        }
        let parameters = called == ["initWithNibName", "bundle"] || initializer == storyboardInitializer ? [] : methods[called]?.parameters ?? []
        reader.parameters = Set(parameters)
        for selector in initializers { if let body = methods[selector]?.body { reader.readBlock(body) } }
        var own = OwnTab(atLaunch: titledItem())
        own.parameters = parameters
        own.imageParameter = reader.imageParameters["self"]
        reader.parameters = []
        for selector in viewLoadingMethods {
            guard let body = methods[selector]?.body else { continue }
            reader.readBlock(body)
            guard let item = titledItem(), item != own.whenLoaded ?? own.atLaunch else { continue }
            if own.whenLoaded == nil { own.loadMethod = selector[0] }
            own.whenLoaded = item
        }
        own.retitlingSelectors = retitlingSelectors
        own.initializers = initializers
        return own.atLaunch == nil && own.whenLoaded == nil ? nil : own
    }

    /// The selectors of the methods of `name` that title it or give it an item (`self.title = …`, `self.tabBarItem = …`), other
    /// than those UIKit runs when its view loads, by their first part: `OwnTab.retitlingSelectors`, read once per class by
    /// `CodeProject` (read again for each initializer a list calls, a class of 2,000 initializers each listed once took 30 s;
    /// 1,000 controllers of one class, each made by another initializer, 112 s).
    static func retitlingSelectors(ofClass name: String, in source: ParsedSource) -> [String: [[String]]] {
        guard let methods = source.methods[name] else { return [:] }
        var found: [String: [[String]]] = [:]
        for (selector, method) in methods where !viewLoadingMethods.contains(selector) {
            var reader = MethodReader(tokens: source.tokens, body: method.body, lineStarts: source.lineStarts, braces: source.braces)
            reader.readStatements()
            if reader.titles["self"] != nil || reader.items["self"] != nil { found[selector[0], default: []].append(selector) }
        }
        return found
    }

    /// The bars a file builds, and a note where a method's tabs were passed over (its tab adder calls past
    /// `maximumStatementsReadForTabAdderCalls`) or a tab is titled only once its view loads. `ownTab`: the tab a controller
    /// class gives itself in its own code (`OwnTab`), by class and initializer.
    /// `tabBarControllerClasses`: the classes the file's header declares, each with whether it is a tab bar controller
    /// (`@interface MainViewController : UITabBarController` in `MainViewController.h`; `ParsedSource.tabBarControllerClasses`).
    static func read(source: String, tabBarControllerClasses: [String: Bool] = [:],
                     ownTab: @escaping (_ className: String, _ initializer: String) -> OwnTab? = { _, _ in nil },
                     isOwnTabNotRead: @escaping (_ className: String) -> Bool = { _ in false }) -> Scan {
        let parsed = ParsedSource(source)
        let tokens = parsed.tokens
        let lineStarts = parsed.lineStarts
        let braces = parsed.braces
        let bodies = parsed.bodies
        // Methods that add the controller they are given as a tab (`- (void)addChildVc:(UIViewController *)vc
        // title:(NSString *)title … { vc.title = title; …; [self addChildViewController:nav]; }`): each call is a tab.
        // Calls go to the first adder of their selector (looked up by it: 4,000 adders, each looked for through the
        // list at each call, took 1.1 s).
        var tabAdders: [[String]: TabAdder] = [:]
        var tabAdderBodies: Set<Range<Int>> = []
        // Methods that make the controller they return from what they are given (`- (UIViewController *)controllerWithClass:
        // (NSString *)name title:(NSString *)title … { …; VC.title = title; …; return nav; }`), called as
        // `UIViewController *homeVC = [self controllerWithClass:@"HomeViewController" title:@"首页" …];` for a list.
        var tabMakers: [[String]: TabAdder] = [:]
        var tokensLeftForLoops = maximumTokensReadInLoops
        for method in bodies {
            guard let header = method.header, !header.parameters.isEmpty else { continue }
            var reader = MethodReader(tokens: tokens, body: method.body, lineStarts: lineStarts, braces: braces)
            reader.tokensLeftForLoops = tokensLeftForLoops
            let statementCount = reader.readStatements()
            tokensLeftForLoops = reader.tokensLeftForLoops
            let adder = TabAdder(parameters: header.parameters, body: method.body, statementCount: statementCount)
            if reader.added.count == 1, case .child = reader.added[0] {
                tabAdderBodies.insert(method.body)
                if tabAdders[header.selector] == nil { tabAdders[header.selector] = adder }
            } else if reader.added.isEmpty, reader.lists.isEmpty, let returned = reader.returned, reader.titlesOrGivesAnItem(returned),
                      tabMakers[header.selector] == nil {
                tabMakers[header.selector] = adder
            }
        }
        // A tab adder's own `addChildViewController:` is each call's tab, no bar of its own. Each call reads its adder's
        // body again (with the call's arguments), so the file's calls read at most `maximumStatementsReadForTabAdderCalls`
        // statements: a long adder called once per line made the reading quadratic (1,000 calls of a 1,000-statement
        // adder, 2.1 s). A method whose calls would read past that gives no bar, and a note at its first call says so.
        var statementsLeft = maximumStatementsReadForTabAdderCalls
        tokensLeftForLoops = maximumTokensReadInLoops
        var scan = Scan()
        let declaredClasses = parsed.tabBarControllerClasses.merging(tabBarControllerClasses) { inTheFile, _ in inTheFile }
        for method in bodies {
            var reader = MethodReader(tokens: tokens, body: method.body, lineStarts: lineStarts, braces: braces, tabAdders: tabAdders)
            reader.tabMakers = tabMakers
            reader.ownTab = ownTab
            reader.isOwnTabNotRead = isOwnTabNotRead
            reader.declaredClasses = declaredClasses
            reader.isTabBarController = method.owner.map { name in declaredClasses[name] ?? name.lowercased().contains("tabbar") } ?? false
            reader.addsTabsForItsCallers = tabAdderBodies.contains(method.body)
            reader.statementsLeftForTabAdderCalls = statementsLeft
            reader.tokensLeftForLoops = tokensLeftForLoops
            scan.bars += reader.bars()
            scan.problems += reader.problems
            statementsLeft = reader.statementsLeftForTabAdderCalls
            tokensLeftForLoops = reader.tokensLeftForLoops
            if let call = reader.tabAdderCallsPassedOver {
                scan.problems.append(CodeProblem(position: call, message: "the tabs come from calls of tab adders here, whose bodies read once per call would pass \(maximumStatementsReadForTabAdderCalls) statements in this file; they are not audited"))
            }
            if let call = reader.tabMakerCallsPassedOver {
                scan.problems.append(CodeProblem(position: call, message: "the tabs come from calls of methods returning controllers here, whose bodies read once per call would pass \(maximumStatementsReadForTabAdderCalls) statements in this file; they are not audited"))
            }
            if let (position, className) = reader.ownTabNotRead {
                scan.problems.append(CodeProblem(position: position, message: "'\(className)' here titles itself in a file that is not read for its tab (larger than \(CodeProject.maximumOwnTabSourceBytes >> 20) MB, or past the \(CodeProject.maximumOwnTabSourceBytesParsed >> 20) MB of the project's Objective-C files read for such tabs); its tab is not known, and a list it is in may not be audited"))
            }
            if let loop = reader.loopPassedOver {
                scan.problems.append(CodeProblem(position: loop, message: "the tabs come from a loop here whose passes, each reading its body again, would pass \(maximumTokensReadInLoops) tokens in this file; they are not audited"))
            }
        }
        return scan
    }

    /// An Objective-C method's selector parts and parameter names (`- (void)addChildVc:(UIViewController *)vc
    /// title:(NSString *)title` → `addChildVc`, `title`; `vc`, `title`), read from the tokens before its body.
    fileprivate struct Method {
        var selector: [String] = []
        var parameters: [String] = []

        init?(_ tokens: [Token], _ range: Range<Int>) {
            // The header starts at the last `-` or `+` followed by `(` before the body.
            guard let start = range.last(where: { ["-", "+"].contains(tokens[$0].text) && $0 + 1 < range.upperBound && tokens[$0 + 1].text == "(" })
            else { return nil }
            var index = start + 1
            func skipParenthesized() {
                var depth = 0
                repeat {
                    if tokens[index].text == "(" { depth += 1 }
                    if tokens[index].text == ")" { depth -= 1 }
                    index += 1
                } while index < range.upperBound && depth > 0
            }
            skipParenthesized()
            while index < range.upperBound, tokens[index].isIdentifier {
                selector.append(tokens[index].text)
                index += 1
                guard index < range.upperBound, tokens[index].text == ":" else { break }
                index += 1
                if index < range.upperBound, tokens[index].text == "(" { skipParenthesized() }
                guard index < range.upperBound, tokens[index].isIdentifier else { return nil }
                parameters.append(tokens[index].text)
                index += 1
            }
            guard !selector.isEmpty else { return nil }
        }
    }

    /// A method of the file that adds the controller it is given as a tab, or makes and returns one (`Method`), with its
    /// body (found by its selector).
    private struct TabAdder {
        var parameters: [String]
        var body: Range<Int>
        var statementCount: Int
    }

    /// A controller's tab item as the method leaves it; `isTitled` when the item's initializer, a `tabBarItem.title`
    /// or a later `title` of the controller gave it its title (even none): UIKit's default item shows the controller's title.
    private struct TabItem {
        var item: CodeTabItem
        var isTitled: Bool
    }

    /// One method body's statements, and what they say about tabs.
    private struct MethodReader {
        let tokens: [Token]
        let body: Range<Int>
        /// Where each line starts, in Unicode scalars (a line ends at LF, CRLF or a CR alone, as `SourceTokens` counts).
        let lineStarts: [Int]
        /// By controller name (`appNav`, `self.appNav`): the tab item the method gives it or changes.
        var items: [String: TabItem] = [:]
        /// By controller name: the title the method gives the controller itself (`vc.title = …`).
        var titles: [String: (CodeString?, CodePosition)] = [:]
        /// By navigation controller name: the name of its root view controller.
        var roots: [String: String] = [:]
        var lists: [(receiver: String, elements: [Element], position: CodePosition)] = []
        /// By local variable name: the array a statement of the method made (`NSArray *controllers = @[homeNav, meNav];`),
        /// which a later `self.viewControllers = controllers;` lists.
        var arrays: [String: [Element]] = [:]
        /// Elements given to an array variable one by one (`[tabs addObject:nav]`): the array's name and the element's index.
        var appended: [(array: String, index: Int)] = []
        /// By tab bar controller name: the tab it selects, the last of `selectedIndex = 1` and
        /// `selectedViewController = nav` (or their setters) the method writes.
        var selections: [String: Selection] = [:]
        /// By variable name: the image name a statement gave it.
        var images: [String: String] = [:]
        /// `UITabBarItem *item = [[UITabBarItem alloc] initWithTitle:…];` (its item is `items[item]`), by variable name:
        /// the controller it was then given (`vc.tabBarItem = item;`), which its later changes change too.
        /// An item of the system (`initWithTabBarSystemItem:`) is not read: a title given it after may not show.
        var tabItemVariables: [String: String?] = [:]
        /// `UITabBarItem *tbi = [self tabBarItem];` (or `= nav.tabBarItem;`): the controller whose own item the variable holds,
        /// by variable name; `tbi.title = …` and `[tbi setTitle:…]` change that item.
        var fetchedItems: [String: [String]] = [:]
        /// The file's methods that add a tab per call (by selector), and the arguments of the call this body is read for (by parameter name).
        let tabAdders: [[String]: TabAdder]
        var arguments: [String: Range<Int>] = [:]
        /// The file's methods that make and return a tab's controller (by selector), and the name this body returns (`return nav;`).
        var tabMakers: [[String]: TabAdder] = [:]
        var returned: String?
        /// Controllers made by a tab maker whose body was not read (past `statementsLeftForTabAdderCalls`), at their call: a list of them is not known.
        var unreadControllers: [String: CodePosition] = [:]
        /// What the method adds as tabs, in order: `[self addChildViewController:nav]` and calls of the file's tab adders.
        var added: [AddedTab] = []
        /// Tabs added (or a list's elements added) in a loop the method cannot read pass by pass (`while`, a `for` over an
        /// array it did not write out): how many there are is not known, and no bar is made of them.
        var addsUnknownTabs = false
        /// The `}` of each `{` (`SourceTokens.matchingBraces`) and the `)` of each `(`.
        let braces: [Int: Int]
        /// In a pass of a loop read once per element (`readLoop`): the element by the loop's name for it
        /// (`for (NSString *title in titles)`, a block's first parameter), and the loop's index by its name (`i`, `idx`).
        var loopValues: [String: Element] = [:]
        var loopIndex: (name: String, value: Int)?
        /// Counters the method sets to a number (`int i = 0;`), by name; in a pass, the one its body advances once
        /// (`navi.title = titleArray[i++];`, MYChat's `for … in` loop), with that pass's value.
        var counters: [String: Int] = [:]
        var loopCounter: (name: String, value: Int)?
        /// Inside a loop read once (not pass by pass), and inside `if`, `else` or `switch`: an array given elements there
        /// (`[tabs addObject:nav]`) is no longer known.
        var unreadLoopDepth = 0
        var conditionalDepth = 0
        /// How many loops and conditions the statement being read is in (at most `maximumNestedBlocks` are read as such).
        var blockDepth = 0
        static let maximumNestedBlocks = 32
        /// How many tokens of loop bodies the file may still read once per element (`maximumTokensReadInLoops`).
        var tokensLeftForLoops = 0
        /// Whether this body is a tab adder's (`TabAdder`): what it adds is its callers' tab.
        var addsTabsForItsCallers = false
        /// How many statements of tab adders' bodies the file's calls may still read (`maximumStatementsReadForTabAdderCalls`).
        var statementsLeftForTabAdderCalls = 0
        /// The method's first tab adder call, when its calls were not read (they would read more than is left).
        private(set) var tabAdderCallsPassedOver: CodePosition?
        /// Where the method's list names a controller made by a call that was not read (`readTabMaker`: the maker's body
        /// would read more statements than are left; 25,000 calls of a four-statement maker gave no bar and said nothing).
        private(set) var tabMakerCallsPassedOver: CodePosition?
        /// The method's first loop over an array it wrote out that was read once, not pass by pass, because its passes
        /// would read more tokens than are left, and that adds tabs or fills an array (a loop of 5,000 titles gave no
        /// bar and said nothing).
        private(set) var loopPassedOver: CodePosition?

        /// An array's element: named when it is a name, its tokens (`value`), and its tab when a loop's pass took it
        /// as the pass left it (each pass's controller is a new object under the same name).
        typealias Element = (name: String?, text: String, position: CodePosition, value: Range<Int>, tab: Tab?)
        typealias Tab = (item: CodeTabItem, isGivenAnItem: Bool)

        enum Selection {
            case index(Int)
            /// A listed controller by name: UIKit selects its index in the list.
            case controller(String)
        }

        enum AddedTab {
            case child(name: String, position: CodePosition)
            case call(TabAdder, arguments: [String: Range<Int>], position: CodePosition)
            /// A tab a loop's pass added, as the pass left it.
            case made(Tab, position: CodePosition)
        }

        init(tokens: [Token], body: Range<Int>, lineStarts: [Int], braces: [Int: Int], tabAdders: [[String]: TabAdder] = [:]) {
            self.tokens = tokens
            self.body = body
            self.lineStarts = lineStarts
            self.braces = braces
            self.tabAdders = tabAdders
        }

        /// Reads the method's statements; how many were read (a loop's once per pass).
        @discardableResult
        mutating func readStatements() -> Int {
            readBlock(body)
        }

        /// The class and initializer of each controller the method makes (`HomeViewController *home = [[HomeViewController alloc]
        /// initWithNibName:nil bundle:nil];`, `[SettingsViewController new]`), by name; a navigation controller made around one
        /// in place (`initWithRootViewController:[[HomeViewController alloc] init]`) has it under `rootName(of:)`.
        var classes: [String: MadeController] = [:]
        /// A controller's class, the initializer it is made with, and the call's arguments.
        typealias MadeController = (name: String, initializer: String, arguments: [Range<Int>])
        /// The tab a controller class gives itself in its own file (`ObjectiveCTabReader.ownTab`), by class and initializer.
        var ownTab: (_ className: String, _ initializer: String) -> OwnTab? = { _, _ in nil }
        /// Whether the file implementing a class was passed over when asked for its own tab (too large to parse for it).
        var isOwnTabNotRead: (_ className: String) -> Bool = { _ in false }
        /// The first listed controller left untitled because its class's file was passed over (`isOwnTabNotRead`), and its class.
        private(set) var ownTabNotRead: (position: CodePosition, className: String)?
        /// Whether `self` is a tab bar controller (its class declared so, or named so): a list it gives itself is its tabs.
        var isTabBarController = false
        /// The classes the file and its header declare, each with whether it is a tab bar controller (`ParsedSource`).
        var declaredClasses: [String: Bool] = [:]
        /// Tabs titled only once their view loads, and not selected first (`tab(of:at:isSelected:)`).
        var problems: [CodeProblem] = []
        /// By controller name, the messages the method sends it, by their selector's first part (`favoritesVC.favoritesOnlyMode
        /// = true;` sends `setFavoritesOnlyMode`): one its class's code retitles it in leaves its own tab unknown.
        var messagesSent: [String: Set<String>] = [:]

        /// The parameters of the initializer read for a class's own tab (`ownTab`), and by controller the one given its image.
        var parameters: Set<String> = []
        var imageParameters: [String: String] = [:]

        /// The name a navigation controller's root made in place is known by (`classes`).
        static func rootName(of name: String) -> String { name + ".rootViewController" }

        /// `[[X alloc] init…]` or `[X new]`: the class and the initializer (`initWithNibName:bundle:`, `init`).
        func madeController(_ range: Range<Int>) -> MadeController? {
            guard let message = Message(tokens, range) else { return nil }
            if let allocated = message.allocatedClass, message.parts[0].name.hasPrefix("init") {
                let unary = message.parts.count == 1 && message.parts[0].argument.isEmpty
                return (allocated, unary ? message.parts[0].name : message.parts.map { $0.name + ":" }.joined(), unary ? [] : message.parts.map(\.argument))
            }
            guard message.receiver.count == 1, tokens[message.receiver.lowerBound].isIdentifier, message.parts.count == 1,
                  message.parts[0].name == "new", message.parts[0].argument.isEmpty else { return nil }
            return (tokens[message.receiver.lowerBound].text, "new", [])
        }

        /// Whether the list's receiver is a tab bar controller: `self` in one, or one named so (`self.tabBarController`,
        /// `_mainTabBarVC`) or made of such a class here; a navigation or split view controller's list looks the same.
        func isTabBarController(_ receiver: String) -> Bool {
            if receiver == "self" { return isTabBarController }
            if let made = classes[receiver] {
                if let declared = declaredClasses[made.name] { return declared }
                if controllersDrawingTheirOwnBar.contains(made.name) { return false }
                if made.name.hasSuffix("TabBarController") { return true }
            }
            return receiver.split(separator: ".").last.map { $0.lowercased().contains("tabbar") } ?? false
        }

        mutating func bars() -> [CodeTabBar] {
            readStatements()
            let addedTabs = !addsTabsForItsCallers && !addsUnknownTabs && mayReadTabAdderCalls() ? addedBar() : nil
            // A controller given its list twice shows the last (`self.viewControllers = @[a]; … = @[a, b];`): one bar.
            var lastList: [String: Int] = [:]
            for (index, list) in lists.enumerated() { lastList[list.receiver] = index }
            var bars: [CodeTabBar] = []
            for (index, list) in lists.enumerated() {
                guard lastList[list.receiver] == index else { continue }
                if let unread = list.elements.compactMap({ $0.name.flatMap { unreadControllers[$0] } }).first {
                    tabMakerCallsPassedOver = tabMakerCallsPassedOver ?? unread
                    continue
                }
                let selected = selectedIndex(of: list.receiver, among: list.elements.map(\.name)) ?? 0
                let tabs = list.elements.enumerated().map { place, element in
                    element.tab ?? element.name.map { tab(of: $0, at: element.position, isSelected: place == selected) }
                        ?? ownTab(madeIn: element.value, at: element.position, isSelected: place == selected)
                }
                // Said only of a list that may be a bar (a navigation controller's list of controllers is not one).
                let mayBeTabBar = tabs.contains(where: { $0?.isGivenAnItem == true }) || isTabBarController(list.receiver)
                for (element, tab) in zip(list.elements, tabs) where mayBeTabBar && ownTabNotRead == nil && !Self.isTitled(tab) {
                    guard let made = element.name.flatMap(controllerClass) ?? controllerMade(element.value), isOwnTabNotRead(made.name) else { continue }
                    ownTabNotRead = (element.position, made.name)
                }
                // Not a tab bar unless the method gives one of the listed controllers a tab item or an image, or it is a tab bar
                // controller's list each of whose controllers is titled here or titles itself in its own file.
                guard tabs.contains(where: { $0?.isGivenAnItem == true }) || (tabs.allSatisfy(Self.isTitled) && isTabBarController(list.receiver)) else { continue }
                let items = zip(list.elements, tabs).map { element, tab in
                    tab?.item ?? Self.item(at: element.position, name: element.name, title: .runtime(element.text))
                }
                var bar = CodeTabBar(kind: .uiKit, position: list.position, items: items)
                bar.selectedIndex = selectedIndex(of: list.receiver, among: list.elements.map(\.name))
                noteTabsTitledWhenLoaded(bar, controllers: list.elements.map { ($0.name, $0.value, $0.position) })
                bars.append(bar)
            }
            if let addedTabs {
                noteTabsTitledWhenLoaded(addedTabs, controllers: added.map { tab in
                    switch tab {
                    case .child(let name, let position): (name, nil, position)
                    case .call(_, _, let position), .made(_, let position): (nil, nil, position)
                    }
                })
            }
            return bars + (addedTabs.map { [$0] } ?? [])
        }

        /// Takes what reading the adders' bodies for the method's calls costs from what is left; false when that is not
        /// enough (`tabAdderCallsPassedOver`).
        private mutating func mayReadTabAdderCalls() -> Bool {
            var firstCall: CodePosition?
            let statements = added.reduce(0) { total, tab in
                guard case .call(let adder, _, let position) = tab else { return total }
                firstCall = firstCall ?? position
                return total + adder.statementCount
            }
            guard statements <= statementsLeftForTabAdderCalls else {
                tabAdderCallsPassedOver = firstCall
                return false
            }
            statementsLeftForTabAdderCalls -= statements
            return true
        }

        /// The tabs the method adds one by one (`added`), as a bar when one of them is given an item or an image.
        private func addedBar() -> CodeTabBar? {
            // Each call's controller is its argument, which has no name here.
            let names = added.map { tab -> String? in
                if case .child(let name, _) = tab { return name }
                return nil
            }
            let selected = selectedIndex(of: "self", among: names)
            let tabs = added.enumerated().map { place, tab -> (item: CodeTabItem, isGivenAnItem: Bool)? in
                switch tab {
                case .child(let name, let position):
                    return self.tab(of: name, at: position, isSelected: place == selected ?? 0)
                case .made(let tab, _):
                    return tab
                case .call(let adder, let arguments, let position):
                    var reader = MethodReader(tokens: tokens, body: adder.body, lineStarts: lineStarts, braces: braces)
                    reader.arguments = arguments
                    reader.readStatements()
                    guard case .child(let name, _)? = reader.added.first else { return nil }
                    var (item, isGivenAnItem) = reader.tab(of: name, at: position)
                    // Located at the call, which writes this tab's texts; named by its title (every call's controller
                    // has the adder's parameter name).
                    item.position = position
                    item.name = nil
                    return (item, isGivenAnItem)
                }
            }
            guard tabs.contains(where: { $0?.isGivenAnItem == true }), case let first = added[0] else { return nil }
            let position: CodePosition = switch first {
            case .child(_, let position), .call(_, _, let position), .made(_, let position): position
            }
            var bar = CodeTabBar(kind: .uiKit, position: position, items: tabs.compactMap { $0?.item })
            bar.selectedIndex = selected
            return bar
        }

        /// The tab of a controller made in place in a list (`@[[[HomeViewController alloc] init], …]`, also as a navigation
        /// controller's root) that its class gives itself in its own file (`ownTab`), named by its class.
        private func ownTab(madeIn value: Range<Int>, at position: CodePosition, isSelected: Bool) -> Tab? {
            guard let made = controllerMade(value), let own = ownTab(made.name, made.initializer),
                  var item = ownItem(own, madeBy: made, isSelected: isSelected) else { return nil }
            item.name = made.name
            return (item, false)
        }

        /// The item a class's own tab shows (`OwnTab`: from its view loading for the tab selected first), each text and image
        /// its initializer sets from a parameter (`self.title = title;`) being the call's argument, located there.
        private func ownItem(_ own: OwnTab, madeBy made: MadeController, isSelected: Bool) -> CodeTabItem? {
            guard var item = isSelected ? own.whenLoaded ?? own.atLaunch : own.atLaunch ?? own.whenLoaded else { return nil }
            let arguments = Dictionary(zip(own.parameters, made.arguments), uniquingKeysWith: { first, _ in first })
            guard !arguments.isEmpty else { return item }
            func substituted(_ string: CodeString?) -> CodeString? {
                guard case .runtime(let expression)? = string, let argument = arguments[expression] else { return string }
                return text(argument)
            }
            if case .runtime(let expression)? = item.title, let argument = arguments[expression] {
                item.position = position(of: argument.lowerBound)
                item.file = nil
            }
            item.title = substituted(item.title)
            item.badge = substituted(item.badge)
            item.label = substituted(item.label)
            item.hint = substituted(item.hint)
            item.value = substituted(item.value)
            if let parameter = own.imageParameter, let argument = arguments[parameter] { item.image = imageName(argument) }
            return item
        }

        /// The class and initializer of the controller `name`, or of its navigation controller's root: a navigation controller's
        /// default item is its root's.
        private func controllerClass(_ name: String) -> MadeController? {
            if let root = roots[name], let made = classes[root], ownTab(made.name, made.initializer) != nil { return made }
            return classes[name]
        }

        /// The tab the class of the controller `name` (or of its navigation controller's root) gives itself (`ownTab`).
        private func ownTab(ofController name: String) -> OwnTab? {
            guard let own = controllerClass(name).flatMap({ ownTab($0.name, $0.initializer) }) else { return nil }
            let sent = [name, roots[name]].compactMap { $0.flatMap { messagesSent[$0] } }.reduce(into: Set<String>()) { $0.formUnion($1) }
            return sent.contains(where: own.isRetitled(byMessage:)) ? nil : own
        }

        /// The class and initializer of a controller made in place, or of the root of a navigation controller made so.
        private func controllerMade(_ value: Range<Int>) -> MadeController? {
            if let message = Message(tokens, value), message.allocatedClass != nil, let root = message.argument("initWithRootViewController") {
                return madeController(root)
            }
            return madeController(value)
        }

        /// A note at each tab of `bar` but the one selected first that its class titles only when its view loads
        /// (`self.title = …` in `viewDidLoad`): UIKit loads a tab's view when the tab is first opened.
        /// `controllers`: each tab's controller, by name or as the tokens making it, and where this file lists it.
        private mutating func noteTabsTitledWhenLoaded(_ bar: CodeTabBar, controllers: [(name: String?, value: Range<Int>?, position: CodePosition)]) {
            for (place, (item, controller)) in zip(bar.items, controllers).enumerated() where place != bar.selectedIndex ?? 0 && item.file != nil {
                guard let made = controller.name.flatMap(controllerClass) ?? controller.value.flatMap(controllerMade),
                      let own = ownTab(made.name, made.initializer), own.atLaunch == nil else { continue }
                problems.append(CodeProblem(position: controller.position, message: "'\(made.name)' titles its tab in \(own.loadMethod) (\(item.file?.split(separator: "/").last ?? "")), which runs when the tab's view first loads: until the tab is first opened, its item has no title; the title it then shows is audited"))
            }
        }

        /// Whether a listed controller's tab is given an item or a title, here or by its class's own file: not the title
        /// `tab(of:at:isSelected:)` gives a controller nothing titles.
        private static func isTitled(_ tab: Tab?) -> Bool {
            guard let tab else { return false }
            if tab.isGivenAnItem || tab.item.file != nil { return true }
            if case .runtime(let expression)? = tab.item.title, expression.hasSuffix(".title") { return false }
            return true
        }

        /// Whether the method titles the controller `name` or gives it an item (or its navigation controller's root).
        func titlesOrGivesAnItem(_ name: String) -> Bool {
            [name, roots[name]].contains { $0.map { titles[$0] != nil || items[$0] != nil } == true }
        }

        /// The index `receiver` selects in its list of tabs (named `names`); nil when it selects none, or a controller
        /// that is not listed (UIKit then keeps the first tab).
        private func selectedIndex(of receiver: String, among names: [String?]) -> Int? {
            switch selections[receiver] {
            case .index(let index)?: index
            case .controller(let name)?: names.firstIndex(of: name)
            case nil: nil
            }
        }

        /// The tab of the controller `name` listed at `position`: its item, or a default item showing its (or its
        /// navigation controller's root's) title, or the tab its class gives itself in its own file (`ownTab`; the tab
        /// `isSelected` first shows what its view loading leaves); `isGivenAnItem` when the method made or changed its item.
        func tab(of name: String, at position: CodePosition, isSelected: Bool = false) -> (item: CodeTabItem, isGivenAnItem: Bool) {
            let root = roots[name]
            // A controller this method neither titles nor gives an item titles itself, as its class's own code says.
            if items[name] == nil, titles[name] == nil, root.map({ items[$0] == nil && titles[$0] == nil }) ?? true,
               let made = controllerClass(name), let own = ownTab(ofController: name), var item = ownItem(own, madeBy: made, isSelected: isSelected) {
                item.name = name
                return (item, false)
            }
            // A navigation controller's default item is its root view controller's.
            if let tab = items[name] ?? root.flatMap({ items[$0] }) {
                var item = tab.item
                // Located at the title where the controller's title shows on the item.
                if !tab.isTitled, let (title, titlePosition) = titles[name] ?? root.flatMap({ titles[$0] }) {
                    item.title = title
                    item.position = titlePosition
                } else if !tab.isTitled, let made = controllerClass(name), let own = ownTab(ofController: name),
                          let titled = ownItem(own, madeBy: made, isSelected: isSelected), let title = titled.title {
                    // An image given here, a title the class gives itself (`self.title = …` in its `init`).
                    item.title = title
                    item.position = titled.position
                    item.file = titled.file
                } else if !tab.isTitled {
                    item.title = .runtime("\(root ?? name).title")
                }
                item.name = name
                return (item, true)
            }
            if let (title, titlePosition) = titles[name] ?? root.flatMap({ titles[$0] }) {
                return (Self.item(at: titlePosition, name: name, title: title), false)
            }
            // The controller's class titles itself (in its own file), or nothing does: not known here.
            return (Self.item(at: position, name: name, title: .runtime("\(root ?? name).title")), false)
        }

        /// Reads the statements of `range`: token ranges up to each `;`, `{` or `}`. A block's statements are the method's
        /// too, also a block given to a call (`dispatch_async(dispatch_get_main_queue(), ^{ … });`, owncloud's tab bar);
        /// a loop's are read once per pass where the loop runs over an array the method wrote out (`readLoop`), and an
        /// `if`'s, `else`'s or `switch`'s as conditional. How many statements were read.
        mutating func readBlock(_ range: Range<Int>) -> Int {
            var count = 0
            var start = range.lowerBound
            var index = range.lowerBound
            // Loops and conditions nested deeper are read as statements of the one around them: each level is read by a
            // call of its own (20,000 nested `for` overflowed the stack), and a header without braces looks for its `;`.
            let readsNested = blockDepth < Self.maximumNestedBlocks
            while index < range.upperBound {
                if index == start, readsNested, let loop = loop(at: index, within: range) {
                    blockDepth += 1
                    count += readLoop(loop)
                    blockDepth -= 1
                    index = loop.end
                    start = index
                    continue
                }
                if index == start, readsNested, tokens[index].text == "switch", let (chosen, end) = caseChosen(at: index, within: range) {
                    blockDepth += 1
                    count += readBlock(chosen)
                    blockDepth -= 1
                    index = end
                    start = index
                    continue
                }
                if index == start, readsNested, ["if", "else", "switch"].contains(tokens[index].text), let block = conditionalBlock(at: index, within: range) {
                    conditionalDepth += 1
                    blockDepth += 1
                    count += readBlock(block)
                    blockDepth -= 1
                    conditionalDepth -= 1
                    index = block.upperBound + 1
                    start = index
                    continue
                }
                if [";", "{", "}"].contains(tokens[index].text) {
                    if start < index { read(start..<index); count += 1 }
                    start = index + 1
                }
                index += 1
            }
            if start < range.upperBound { read(start..<range.upperBound); count += 1 }
            return count
        }

        /// A loop of the method: its body, the index after it, and what it runs over.
        private struct Loop {
            /// Where it starts (`for`, `while`, or the message's `[`).
            var position: CodePosition
            var body: Range<Int>
            var end: Int
            /// The array variable it runs over (`for (NSString *title in titles)`, `[titles enumerateObjectsUsingBlock:…]`,
            /// `for (int i = 0; i < titles.count; i++)`), or how many times it runs (`i < 4`); neither when not known.
            var array: String?
            var count: Int?
            /// The loop's name for the element (`title`, the block's first parameter) and for the index (`i`, `idx`).
            var element: String?
            var index: String?
        }

        /// The loop starting at `start`: `for (…) { … }` (also without braces, up to its `;`), `while (…) { … }`, and
        /// `[array enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { … }];`.
        private func loop(at start: Int, within range: Range<Int>) -> Loop? {
            let keyword = tokens[start].text
            if keyword == "for" || keyword == "while" {
                guard start + 1 < range.upperBound, tokens[start + 1].text == "(", let close = closingParenthesis(of: start + 1, within: range),
                      let (body, end) = loopBody(after: close, within: range) else { return nil }
                var loop = Loop(position: position(of: start), body: body, end: end)
                guard keyword == "for" else { return loop }
                let header = (start + 2)..<close
                if let inIndex = header.first(where: { tokens[$0].text == "in" }) {
                    // `for (NSString *title in titles)`.
                    guard inIndex > header.lowerBound, tokens[inIndex - 1].isIdentifier, inIndex + 2 == header.upperBound,
                          tokens[inIndex + 1].isIdentifier else { return loop }
                    loop.element = tokens[inIndex - 1].text
                    loop.array = tokens[inIndex + 1].text
                    return loop
                }
                // `for (int i = 0; i < titles.count; i++)`, `i < [titles count]`, `i < 4`; `i++`, `++i` or `i += 1` (`+` is a token alone).
                let parts = tokens[header].split(whereSeparator: { $0.text == ";" }).map { $0.map(\.text) }
                guard parts.count == 3, parts[0].count >= 3, parts[0].suffix(2) == ["=", "0"], case let index = parts[0][parts[0].count - 3],
                      [[index, "+", "+"], ["+", "+", index], [index, "+=", "1"]].contains(parts[2]), parts[1].count >= 3, parts[1][0] == index, parts[1][1] == "<"
                else { return loop }
                let bound = Array(parts[1].dropFirst(2))
                loop.index = index
                if bound.count == 1, let count = Int(bound[0]) {
                    loop.count = count
                } else if bound.count == 3, bound[1] == ".", bound[2] == "count" {
                    loop.array = bound[0]
                } else if bound.count == 4, bound[0] == "[", bound[2] == "count", bound[3] == "]" {
                    loop.array = bound[1]
                }
                return loop
            }
            // The receiver's names and dots (`titles`, `self.titles`), then `enumerate…:` with a block (`enumerateObjectsWithOptions:
            // usingBlock:` too, whose passes are not read).
            guard keyword == "[" else { return nil }
            var selector = start + 1
            while selector + 1 < range.upperBound, tokens[selector].isIdentifier, tokens[selector + 1].text == "." { selector += 2 }
            guard selector + 2 < range.upperBound, tokens[selector].isIdentifier else { return nil }
            selector += 1
            guard tokens[selector].text.hasPrefix("enumerate"),
                  let caret = (selector..<min(range.upperBound, selector + 8)).first(where: { tokens[$0].text == "^" }), caret + 1 < range.upperBound,
                  tokens[caret + 1].text == "(", let close = closingParenthesis(of: caret + 1, within: range), close + 1 < range.upperBound,
                  tokens[close + 1].text == "{", let end = braces[close + 1], end < range.upperBound else { return nil }
            var loop = Loop(position: position(of: start), body: (close + 2)..<end, end: end + 1)
            let parameters = tokens[(caret + 2)..<close].split(whereSeparator: { $0.text == "," }).map { $0.last?.text }
            if selector == start + 2, tokens[selector].text == "enumerateObjectsUsingBlock", caret == selector + 2, parameters.count == 3 {
                loop.array = tokens[start + 1].text
                loop.element = parameters[0]
                loop.index = parameters[1]
            }
            return loop
        }

        /// The `)` closing the `(` at `open`, within `range`.
        private func closingParenthesis(of open: Int, within range: Range<Int>) -> Int? {
            guard let close = braces[open], close < range.upperBound else { return nil }
            return close
        }

        /// A loop's or condition's body after its header ending at `close`: `{ … }`, or one statement up to its `;`; and the index after it.
        private func loopBody(after close: Int, within range: Range<Int>) -> (Range<Int>, Int)? {
            guard close + 1 < range.upperBound else { return nil }
            if tokens[close + 1].text == "{" {
                guard let end = braces[close + 1], end < range.upperBound else { return nil }
                return ((close + 2)..<end, end + 1)
            }
            guard let semicolon = (close + 1..<range.upperBound).first(where: { tokens[$0].text == ";" || tokens[$0].text == "{" }),
                  tokens[semicolon].text == ";" else { return nil }
            return ((close + 1)..<semicolon, semicolon + 1)
        }

        /// In a loop's pass, `switch (idx) { case 0: … break; case 1: … }` over the loop's index (OCTest's items chosen per
        /// pass): the statements of the case the pass's index picks, up to the next `case` or `default` of the switch, and
        /// the index after the switch; nil for any other switch, or an index no case names (read as conditional).
        private func caseChosen(at start: Int, within range: Range<Int>) -> (Range<Int>, Int)? {
            guard let index = loopIndex, start + 4 < range.upperBound, tokens[start + 1].text == "(", tokens[start + 2].text == index.name,
                  tokens[start + 3].text == ")", tokens[start + 4].text == "{", let end = braces[start + 4], end < range.upperBound else { return nil }
            var depth = 0
            var chosen: Int?
            var cursor = start + 5
            while cursor < end {
                let text = tokens[cursor].text
                if text == "{" || text == "(" || text == "[" { depth += 1 } else if text == "}" || text == ")" || text == "]" { depth -= 1 }
                if depth == 0, text == "case" || text == "default" {
                    if let chosen { return (chosen..<cursor, end + 1) }
                    if text == "case", cursor + 2 < end, Int(tokens[cursor + 1].text) == index.value, tokens[cursor + 2].text == ":" { chosen = cursor + 3 }
                }
                cursor += 1
            }
            // No case of the index (its `default:`, or none): read as conditional, as before.
            return chosen.map { ($0..<end, end + 1) }
        }

        /// The braced body of `if (…) {`, `else {`, `else if (…) {` or `switch (…) {` at `start`, without its braces.
        private func conditionalBlock(at start: Int, within range: Range<Int>) -> Range<Int>? {
            var open = start + 1
            if tokens[start].text == "else", open < range.upperBound, tokens[open].text == "if" { open += 1 }
            if tokens[start].text != "else" || open == start + 2 {
                guard open < range.upperBound, tokens[open].text == "(", let close = closingParenthesis(of: open, within: range) else { return nil }
                open = close + 1
            }
            guard open < range.upperBound, tokens[open].text == "{", let end = braces[open], end < range.upperBound else { return nil }
            return (open + 1)..<end
        }

        /// Reads a loop's body once per element where it runs over an array the method wrote out (or a number of times
        /// written out), each pass with the loop's element and index standing for that pass's (`resolved`), and the tabs
        /// each pass adds taken as that pass leaves them. Other loops are read once, and the tabs they add are not known
        /// (a loop adding tabs read once made a bar of one tab). How many statements were read.
        private mutating func readLoop(_ loop: Loop) -> Int {
            let elements = loop.array.flatMap { arrays[$0] }
            let passes = elements?.count ?? loop.count
            // Each pass reads the body again, and puts back what the method knew before the loop (a copy of it where the
            // pass changed it: 20,000 passes after 10,000 items took 37 s): the file's passes read at most
            // `maximumTokensReadInLoops` tokens and entries. A loop inside a pass is read once.
            let known = items.count + titles.count + roots.count + images.count + tabItemVariables.count + fetchedItems.count
            let cost = passes.map { $0.multipliedReportingOverflow(by: loop.body.count + known) }
            let advanced = countersAdvanced(in: loop.body)
            guard let passes, passes >= 0, let cost, !cost.overflow, cost.partialValue <= tokensLeftForLoops, loopIndex == nil, loopValues.isEmpty else {
                // What the loop does to a counter is not known.
                for name in advanced.keys { counters[name] = nil }
                let (addedBefore, listsBefore, arraysBefore) = (added.count, lists.count, arrays.count)
                unreadLoopDepth += 1
                let count = readBlock(loop.body)
                unreadLoopDepth -= 1
                if added.count > addedBefore { addsUnknownTabs = true }
                let pastTheBound = passes.map { $0 >= 0 } == true && loopIndex == nil && loopValues.isEmpty
                if pastTheBound, added.count > addedBefore || arrays.count < arraysBefore { loopPassedOver = loopPassedOver ?? loop.position }
                lists.removeSubrange(listsBefore...)
                return count
            }
            tokensLeftForLoops -= cost.partialValue
            // A counter the body advances once a pass, outside its blocks, is the pass's; any other it advances is not known.
            let counter = advanced.first { name, once in once && counters[name] != nil }.map { ($0.key, counters[$0.key] ?? 0) }
            for name in advanced.keys where name != counter?.0 { counters[name] = nil }
            let before = (items, titles, roots, images, tabItemVariables, fetchedItems)
            let listsBefore = lists.count
            var count = 0
            for pass in 0..<passes {
                loopIndex = loop.index.map { ($0, pass) }
                loopCounter = counter.map { ($0.0, $0.1 + pass) }
                if let element = loop.element, let elements { loopValues = [element: elements[pass]] }
                let addedBefore = added.count
                let appendedBefore = appended.count
                count += readBlock(loop.body)
                // Each pass's controllers are new objects, whose tabs are as the pass leaves them; named by their titles.
                for index in addedBefore..<added.count {
                    guard case .child(let name, let position) = added[index] else { continue }
                    var tab = tab(of: name, at: position)
                    tab.item.name = nil
                    added[index] = .made(tab, position: position)
                }
                for (array, index) in appended[appendedBefore...] {
                    guard let element = arrays[array]?[index], let name = element.name else { continue }
                    var tab = tab(of: name, at: element.position)
                    tab.item.name = nil
                    arrays[array]?[index].tab = tab
                }
                (items, titles, roots, images, tabItemVariables, fetchedItems) = before
            }
            loopIndex = nil
            loopCounter = nil
            if let (name, start) = counter { counters[name] = start + passes }
            loopValues = [:]
            // A list set in a loop is set once per pass, of controllers each pass made anew: not known.
            lists.removeSubrange(listsBefore...)
            return count
        }

        /// The counters `body` advances (`i++`, `++i`, `i += 1`, or sets), each with whether once, outside the body's blocks.
        private func countersAdvanced(in body: Range<Int>) -> [String: Bool] {
            var found: [String: Bool] = [:]
            var depth = 0
            for index in body {
                let text = tokens[index].text
                if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
                guard counters[text] != nil else { continue }
                let next = index + 2 < body.upperBound ? (tokens[index + 1].text, tokens[index + 2].text) : ("", "")
                let before = index >= body.lowerBound + 2 ? (tokens[index - 2].text, tokens[index - 1].text) : ("", "")
                let assigned = index + 1 < body.upperBound && ["=", "+=", "-="].contains(tokens[index + 1].text)
                guard next == ("+", "+") || next == ("-", "-") || before == ("+", "+") || before == ("-", "-") || assigned else { continue }
                let once = found[text] == nil && depth == 0 && next == ("+", "+")
                found[text] = once
            }
            return found
        }

        /// The element a loop's pass reads for `range`: the loop's name for its element (`title`), or `titles[i]` and
        /// `[titles objectAtIndex:i]` of an array the method wrote out, at the pass's index (or `titles[i++]` of the
        /// counter the pass advances, at its value); nil for anything else.
        private func loopElement(_ range: Range<Int>) -> Element? {
            if range.count == 1, let element = loopValues[tokens[range.lowerBound].text] { return element }
            if let counter = loopCounter, range.count == 6, tokens[range.lowerBound + 1].text == "[", tokens[range.lowerBound + 2].text == counter.name,
               tokens[range.lowerBound + 3].text == "+", tokens[range.lowerBound + 4].text == "+", tokens[range.lowerBound + 5].text == "]" {
                guard let elements = arrays[tokens[range.lowerBound].text], elements.indices.contains(counter.value) else { return nil }
                return elements[counter.value]
            }
            guard let index = loopIndex else { return nil }
            let array: String
            if range.count == 4, tokens[range.lowerBound + 1].text == "[", tokens[range.lowerBound + 2].text == index.name, tokens[range.lowerBound + 3].text == "]" {
                array = tokens[range.lowerBound].text
            } else if range.count == 6, tokens[range.lowerBound].text == "[", tokens[range.lowerBound + 2].text == "objectAtIndex",
                      tokens[range.lowerBound + 3].text == ":", tokens[range.lowerBound + 4].text == index.name, tokens[range.lowerBound + 5].text == "]" {
                array = tokens[range.lowerBound + 1].text
            } else {
                return nil
            }
            guard let elements = arrays[array], elements.indices.contains(index.value) else { return nil }
            return elements[index.value]
        }

        /// `range`, or the tokens of the element a loop's pass reads for it (`loopElement`).
        private func resolved(_ range: Range<Int>) -> Range<Int> {
            loopElement(range)?.value ?? range
        }

        private mutating func read(_ statement: Range<Int>) {
            if let message = Message(tokens, statement) {
                readMessage(message, at: statement)
                return
            }
            if tokens[statement.lowerBound].text == "return" {
                returned = path(of: (statement.lowerBound + 1)..<statement.upperBound)?.joined(separator: ".")
                return
            }
            guard let equals = assignment(in: statement) else { return }
            let value = (equals + 1)..<statement.upperBound
            // `int i = 0;`, `NSInteger index = 1;`: a counter.
            let declared = statement.lowerBound..<equals
            if (1...2).contains(declared.count), tokens[equals - 1].isIdentifier, value.count == 1, let number = Int(tokens[value.lowerBound].text) {
                counters[tokens[equals - 1].text] = number
                return
            }
            guard var target = path(of: statement.lowerBound..<equals), !value.isEmpty else { return }
            // `viewController.tabBarItem = item;` in a pass over `@[vc1, vc2]`: the pass's controller.
            if let element = loopValues[target[0]], let name = element.name, target.count > 1 { target = name.split(separator: ".").map(String.init) + target.dropFirst() }
            if target.count == 1 {
                fetchedItems[target[0]] = fetchedItem(value)
                if fetchedItems[target[0]] != nil { return }
            } else if let owner = fetchedItems[target[0]] {
                target = owner + ["tabBarItem"] + target.dropFirst()
            }
            if target.count >= 2, let property = target.last {
                messagesSent[target.dropLast().joined(separator: "."), default: []].insert("set" + property.prefix(1).uppercased() + property.dropFirst())
            }
            let position = self.position(of: statement.lowerBound)
            if target.count == 1, let made = Message(tokens, value), let item = tabBarItem(made, at: position), item.systemItem == nil {
                items[target[0]] = TabItem(item: item, isTitled: true)
                tabItemVariables[target[0]] = .some(nil)
                return
            }
            if target.count == 2, tabItemVariables[target[0]] != nil {
                // `item.title = …` of an item variable: the item, and the controller's it was given.
                for owner in itemOwners(target[0]) {
                    if target[1] == "title" { setTitle(of: owner, to: value, at: position) } else { set(field: target[1], of: owner, to: value, at: position) }
                }
                return
            }
            if let made = Message(tokens, value), path(of: made.receiver) == ["self"], let maker = tabMakers[made.parts.map(\.name)] {
                readTabMaker(maker, arguments: made.parts.map(\.argument), for: target.joined(separator: "."), at: position)
                return
            }
            // A variable of the method (`NSArray *viewControllers = @[…];`) is no controller's list: only a property is.
            if target.count == 1 {
                arrays[target[0]] = arrayLiteral(value)
                if arrays[target[0]] != nil { return }
            }
            if target.count >= 2, target.last == "viewControllers", let elements = arrayLiteral(value) {
                lists.append((target.dropLast().joined(separator: "."), elements, position))
                return
            }
            if target.last == "selectedIndex", value.count == 1, let number = Int(tokens[value.lowerBound].text) {
                selections[target.dropLast().joined(separator: ".")] = .index(number)
                return
            }
            if target.last == "selectedViewController", let selected = path(of: value) {
                selections[target.dropLast().joined(separator: ".")] = .controller(selected.joined(separator: "."))
                return
            }
            if target.count >= 2, target[target.count - 1] == "tabBarItem" {
                let owner = target.dropLast().joined(separator: ".")
                if let made = Message(tokens, value), let item = tabBarItem(made, at: position) { items[owner] = TabItem(item: item, isTitled: true) }
                if let variable = path(of: value), variable.count == 1, tabItemVariables[variable[0]] != nil, let tab = items[variable[0]] {
                    items[owner] = tab
                    tabItemVariables[variable[0]] = owner
                }
                return
            }
            if target.count >= 3, target[target.count - 2] == "tabBarItem" {
                let owner = target.dropLast(2).joined(separator: ".")
                set(field: target[target.count - 1], of: owner, to: value, at: position)
                return
            }
            if target.count >= 2, target.last == "title" {
                setTitle(of: target.dropLast().joined(separator: "."), to: value, at: position)
                return
            }
            // `UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:vc];`.
            let name = target.joined(separator: ".")
            if let image = imageName(value) { images[name] = image }
            classes[name] = madeController(value)
            if let made = Message(tokens, value), made.allocatedClass != nil, let root = made.argument("initWithRootViewController") {
                if let rootName = path(of: root) {
                    roots[name] = rootName.joined(separator: ".")
                } else if let rootClass = madeController(root) {
                    roots[name] = Self.rootName(of: name)
                    classes[Self.rootName(of: name)] = rootClass
                }
            }
        }

        /// `name = [self makerWith:… title:…]`: the tab the maker's body gives the controller it returns, read with the
        /// call's arguments and located at the call (within the file's `statementsLeftForTabAdderCalls`).
        private mutating func readTabMaker(_ maker: TabAdder, arguments: [Range<Int>], for name: String, at position: CodePosition) {
            guard maker.statementCount <= statementsLeftForTabAdderCalls else {
                unreadControllers[name] = unreadControllers[name] ?? position
                return
            }
            statementsLeftForTabAdderCalls -= maker.statementCount
            var reader = MethodReader(tokens: tokens, body: maker.body, lineStarts: lineStarts, braces: braces)
            reader.arguments = Dictionary(zip(maker.parameters, arguments.map(resolved)), uniquingKeysWith: { first, _ in first })
            reader.readStatements()
            guard let returned = reader.returned else { return }
            var (item, isGivenAnItem) = reader.tab(of: returned, at: position)
            item.position = position
            item.name = name
            if isGivenAnItem {
                items[name] = TabItem(item: item, isTitled: true)
            } else {
                titles[name] = (item.title, position)
            }
        }

        /// `[nav.tabBarItem setTitle:…]`, `[tabBarController setViewControllers:@[…] animated:NO]`, `[vc setTitle:…]`.
        private mutating func readMessage(_ message: Message, at statement: Range<Int>) {
            guard var receiver = path(of: message.receiver), message.parts.count >= 1 else { return }
            if let element = loopValues[receiver[0]], let name = element.name, receiver.count > 1 { receiver = name.split(separator: ".").map(String.init) + receiver.dropFirst() }
            if let owner = fetchedItems[receiver[0]] { receiver = owner + ["tabBarItem"] + receiver.dropFirst() }
            messagesSent[receiver.joined(separator: "."), default: []].insert(message.parts[0].name)
            let position = self.position(of: statement.lowerBound)
            // `[tabs addObject:nav]` to an array the method made, outside conditions and loops it cannot read pass by pass.
            if receiver.count == 1, message.parts.count == 1, message.parts[0].name == "addObject", arrays[receiver[0]] != nil,
               unreadLoopDepth == 0, conditionalDepth == 0 {
                let argument = message.parts[0].argument
                let value = resolved(argument)
                let element: Element = (path(of: value)?.joined(separator: "."), tokens[value].map(\.text).joined(), self.position(of: argument.lowerBound), value, nil)
                arrays[receiver[0], default: []].append(element)
                appended.append((receiver[0], arrays[receiver[0], default: []].count - 1))
                return
            }
            // Any other message to an array variable may change it (`[controllers removeObjectAtIndex:0]`), and so may
            // `addObject:` where it may not run: its elements are no longer known.
            if receiver.count == 1 { arrays[receiver[0]] = nil }
            let selector = message.parts[0].name
            if selector == "setViewControllers", let elements = arrayLiteral(message.parts[0].argument) {
                lists.append((receiver.joined(separator: "."), elements, position))
            } else if selector == "setSelectedIndex", message.parts.count == 1, message.parts[0].argument.count == 1,
                      let number = Int(tokens[message.parts[0].argument.lowerBound].text) {
                selections[receiver.joined(separator: ".")] = .index(number)
            } else if selector == "setSelectedViewController", message.parts.count == 1, let selected = path(of: message.parts[0].argument) {
                selections[receiver.joined(separator: ".")] = .controller(selected.joined(separator: "."))
            } else if receiver.count >= 2, receiver.last == "tabBarItem", message.parts.count == 1, selector.hasPrefix("set") {
                let field = selector.dropFirst(3).prefix(1).lowercased() + selector.dropFirst(4)
                set(field: field, of: receiver.dropLast().joined(separator: "."), to: message.parts[0].argument, at: position)
            } else if receiver == ["self"], selector == "addChildViewController", message.parts.count == 1,
                      let child = path(of: resolved(message.parts[0].argument)) {
                added.append(.child(name: child.joined(separator: "."), position: position))
            } else if receiver == ["self"], let adder = tabAdders[message.parts.map(\.name)] {
                // A loop's element as this pass gives it (`[self addChildVc:vc title:titles[i]]`).
                added.append(.call(adder, arguments: Dictionary(zip(adder.parameters, message.parts.map { resolved($0.argument) }), uniquingKeysWith: { first, _ in first }),
                                   position: position))
            } else if selector == "setTitle", message.parts.count == 1 {
                for owner in itemOwners(receiver.joined(separator: ".")) { setTitle(of: owner, to: message.parts[0].argument, at: position) }
            }
        }

        /// `name`, and the controller `name`'s item was given to when it is an item variable (`tabItemVariables`).
        /// The controller whose own item `[x tabBarItem]` or `x.tabBarItem` is (its path), or nil.
        private func fetchedItem(_ value: Range<Int>) -> [String]? {
            if let message = Message(tokens, value), message.parts.count == 1, message.parts[0].name == "tabBarItem", message.parts[0].argument.isEmpty,
               let owner = path(of: message.receiver) {
                return owner
            }
            guard let path = path(of: value), path.count >= 2, path.last == "tabBarItem" else { return nil }
            return Array(path.dropLast())
        }

        private func itemOwners(_ name: String) -> [String] {
            guard case let given?? = tabItemVariables[name] else { return [name] }
            return [name, given]
        }

        /// `vc.title = …`: the controller's title, which also retitles the item it has by then.
        private mutating func setTitle(of owner: String, to value: Range<Int>, at position: CodePosition) {
            let title = text(value)
            // A loop's title is located at its element (`@[@"首页", …]`), where each tab's text is written.
            titles[owner] = (title, loopElement(value)?.position ?? position)
            items[owner]?.item.title = title
            items[owner]?.isTitled = true
        }

        private static func item(at position: CodePosition, name: String?, title: CodeString?) -> CodeTabItem {
            var item = CodeTabItem(position: position)
            item.name = name
            item.title = title
            return item
        }

        /// `owner.tabBarItem.<field> = value`: changes the item the controller has (made here or UIKit's default).
        private mutating func set(field: String, of owner: String, to value: Range<Int>, at position: CodePosition) {
            var tab = items[owner] ?? TabItem(item: Self.item(at: position, name: owner, title: nil), isTitled: false)
            switch field {
            case "title":
                tab.item.title = text(value)
                tab.item.position = loopElement(value)?.position ?? position
                tab.isTitled = true
            case "image":
                tab.item.image = imageName(value) ?? tab.item.image
                if value.count == 1, parameters.contains(tokens[value.lowerBound].text) { imageParameters[owner] = tokens[value.lowerBound].text }
            case "badgeValue": tab.item.badge = text(value)
            case "accessibilityLabel": tab.item.label = text(value)
            case "accessibilityHint": tab.item.hint = text(value)
            case "accessibilityValue": tab.item.value = text(value)
            default: return
            }
            items[owner] = tab
        }

        /// `[[UITabBarItem alloc] initWithTitle:… image:… selectedImage:…]` (or `tag:`) and `initWithTabBarSystemItem:… tag:`.
        private func tabBarItem(_ message: Message, at position: CodePosition) -> CodeTabItem? {
            guard let allocated = message.allocatedClass, allocated.hasSuffix("TabBarItem") else { return nil }
            var item = CodeTabItem(position: position)
            if let system = message.argument("initWithTabBarSystemItem") {
                // `UITabBarSystemItemFavorites` → `favorites`, as `UITabBarItem(tabBarSystemItem: .favorites, …)` names it.
                let name = tokens[system].map(\.text).joined()
                guard name.hasPrefix("UITabBarSystemItem"), name.count > "UITabBarSystemItem".count else { return nil }
                let caseName = name.dropFirst("UITabBarSystemItem".count)
                item.systemItem = caseName.prefix(1).lowercased() + caseName.dropFirst()
                return item
            }
            guard let title = message.argument("initWithTitle") else { return nil }
            item.title = text(title)
            if let element = loopElement(title) { item.position = element.position }
            item.image = message.argument("image").flatMap(imageName)
            return item
        }

        /// What a text argument shows: see the type's comment.
        /// `substitutes`: whether a parameter of the tab adder this body is read for stands for the call's argument (not in
        /// the argument itself: a call passing the parameters' names to each other, `[self addVc:title title:vc]`, went round).
        private func text(_ range: Range<Int>, substitutes: Bool = true) -> CodeString? {
            if let element = loopElement(range) { return text(element.value, substitutes: false) }
            if substitutes, range.count == 1, let argument = arguments[tokens[range.lowerBound].text] { return text(argument, substitutes: false) }
            let parts = tokens[range].map(\.text)
            if parts == ["nil"] || parts == ["NULL"] { return nil }
            if parts.count == 2, parts[0] == "@", let literal = stringLiteral(parts[1]) { return .verbatim(literal) }
            if parts.count >= 4, parts[1] == "(", parts.last == ")", parts[2] == "@", let key = stringLiteral(parts[3]) {
                let table = parts.count >= 7 && parts[4] == "," && parts[5] == "@" ? stringLiteral(parts[6]) : nil
                switch parts[0] {
                case "NSLocalizedString": return .key(key, table: nil)
                case "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle":
                    // A table named `nil` (or `@"Localizable"`) is the default table.
                    if parts.count >= 6, parts[4] == ",", parts[5] == "nil" { return .key(key, table: nil) }
                    guard let table else { break }
                    return .key(key, table: table == "Localizable" ? nil : table)
                default: break
                }
            }
            return .runtime(parts.joined(separator: " "))
        }

        /// `[UIImage imageNamed:@"tab_home"]`, `[UIImage systemImageNamed:@"gear"]`, also inside
        /// `[[UIImage imageNamed:@"x"] imageWithRenderingMode:…]`: the name.
        private func imageName(_ range: Range<Int>) -> String? {
            // An image a statement of the method made (`UIImage *filesImage = [UIImage imageNamed:@"TABfiles.png"];`).
            if let name = path(of: range)?.joined(separator: "."), let bound = images[name] { return bound }
            if let element = loopElement(range) { return imageName(element.value) }
            for index in range where ["imageNamed", "systemImageNamed"].contains(tokens[index].text) {
                guard index + 2 < range.upperBound, tokens[index + 1].text == ":" else { continue }
                if index + 3 < range.upperBound, tokens[index + 2].text == "@" { return stringLiteral(tokens[index + 3].text) }
                // `[UIImage imageNamed:images[i]]` in a loop's pass: the name of that pass's element.
                for end in [index + 3, index + 6, index + 8] where end <= range.upperBound {
                    if let element = loopElement((index + 2)..<end), case .verbatim(let name)? = text(element.value, substitutes: false) { return name }
                }
                // `[UIImage imageNamed:image]` of a tab adder's parameter: the name the call gives.
                if let argument = arguments[tokens[index + 2].text], case .verbatim(let name)? = text(argument, substitutes: false) { return name }
            }
            return nil
        }

        /// `@[a, self.b, _c]`, `[NSArray arrayWithObjects:a, b, nil]` (also `initWithObjects:`, and `arrayWithArray:` of
        /// such an array), or an empty mutable array (`[NSMutableArray array]`, `[[NSMutableArray alloc] initWithCapacity:4]`)
        /// that `addObject:` fills: each element, named when it is a name (or a property of `self`).
        private func arrayLiteral(_ range: Range<Int>) -> [Element]? {
            // An array a statement of the method bound to a variable.
            if let name = path(of: range), name.count == 1, let bound = arrays[name[0]] { return bound }
            let elements: Range<Int>
            var endsWithNil = false
            if range.count >= 3, tokens[range.lowerBound].text == "@", tokens[range.lowerBound + 1].text == "[", tokens[range.upperBound - 1].text == "]" {
                elements = (range.lowerBound + 2)..<(range.upperBound - 1)
            } else if let message = Message(tokens, range), message.parts.count == 1,
                      ["arrayWithObjects", "initWithObjects"].contains(message.parts[0].name) {
                elements = message.parts[0].argument
                endsWithNil = true
            } else if let message = Message(tokens, range), message.parts.count == 1 {
                let selector = message.parts[0].name
                let receiver = tokens[message.receiver].map(\.text)
                if ["arrayWithArray", "initWithArray"].contains(selector) { return arrayLiteral(message.parts[0].argument) }
                guard (receiver == ["NSMutableArray"] && ["array", "new", "arrayWithCapacity"].contains(selector))
                        || (message.allocatedClass == "NSMutableArray" && ["init", "initWithCapacity"].contains(selector)) else { return nil }
                return []
            } else {
                return nil
            }
            var found: [Element] = []
            var start = elements.lowerBound
            var depth = 0
            for index in elements.lowerBound...elements.upperBound {
                if index < elements.upperBound {
                    let text = tokens[index].text
                    if ["(", "[", "{"].contains(text) { depth += 1 }
                    if [")", "]", "}"].contains(text) { depth -= 1 }
                    guard text == "," && depth == 0 else { continue }
                }
                if start < index {
                    let element = start..<index
                    found.append((path(of: element)?.joined(separator: "."), tokens[element].map(\.text).joined(), position(of: start), element, nil))
                }
                start = index + 1
            }
            // `arrayWithObjects:` ends its list with `nil`, which is no element.
            if endsWithNil, found.last?.text == "nil" { found.removeLast() }
            return found
        }

        /// `nav`, `self.nav`, `_nav`, `nav.tabBarItem.title`, `UINavigationController *nav` → its names; nil for anything else.
        private func path(of range: Range<Int>) -> [String]? {
            var parts = tokens[range].map(\.text)
            // A declaration's type and `*` (`UINavigationController *nav`, `__weak UIViewController *vc`).
            if let star = parts.lastIndex(of: "*") { parts = Array(parts[(star + 1)...]) }
            guard !parts.isEmpty, parts.count % 2 == 1 else { return nil }
            var names: [String] = []
            for (index, part) in parts.enumerated() {
                if index % 2 == 1 {
                    guard part == "." else { return nil }
                } else {
                    guard tokens[range.lowerBound].isIdentifier, part.first.map({ $0.isLetter || $0 == "_" }) == true,
                          part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                    names.append(part)
                }
            }
            return names
        }

        /// The statement's `=` outside parentheses and brackets, in one pass.
        private func assignment(in statement: Range<Int>) -> Int? {
            var depth = 0
            for index in statement {
                switch tokens[index].text {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "=" where depth == 0: return index
                default: break
                }
            }
            return nil
        }

        /// Line and column (in Unicode scalars) of a token.
        private func position(of index: Int) -> CodePosition {
            let token = tokens[index]
            let lineStart = lineStarts[min(max(token.line, 1), lineStarts.count) - 1]
            return CodePosition(line: token.line, column: max(1, token.offset - lineStart + 1))
        }
    }

    /// The text of an Objective-C string literal token (`"Apps"`), its escapes read; nil for any other token.
    static func stringLiteral(_ token: String) -> String? {
        guard token.count >= 2, token.first == "\"", token.last == "\"" else { return nil }
        var text = ""
        var escaped = false
        for character in token.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// A message send written as one statement or value: `[receiver selector:argument more:argument]`.
    private struct Message {
        var receiver: Range<Int>
        var parts: [(name: String, argument: Range<Int>)]
        /// `[[X alloc] init…]`: `X`.
        var allocatedClass: String?

        init?(_ tokens: [Token], _ range: Range<Int>) {
            guard range.count >= 3, tokens[range.lowerBound].text == "[", tokens[range.upperBound - 1].text == "]" else { return nil }
            // The receiver: a bracketed message, or names and dots up to the first selector part.
            let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
            var cursor = inner.lowerBound
            if tokens[cursor].text == "[" {
                var depth = 0
                while cursor < inner.upperBound {
                    if tokens[cursor].text == "[" { depth += 1 }
                    if tokens[cursor].text == "]" { depth -= 1; if depth == 0 { cursor += 1; break } }
                    cursor += 1
                }
            } else {
                cursor += 1
                while cursor + 1 < inner.upperBound, tokens[cursor].text == "." { cursor += 2 }
            }
            receiver = inner.lowerBound..<cursor
            guard cursor < inner.upperBound, tokens[cursor].isIdentifier else { return nil }
            if receiver.count == 4, tokens[receiver.lowerBound].text == "[", tokens[receiver.lowerBound + 2].text == "alloc" || tokens[receiver.lowerBound + 2].text == "new" {
                allocatedClass = tokens[receiver.lowerBound + 1].text
            }
            // Selector parts: `name :` at the message's own level; a unary message (`[x init]`) has one part without argument.
            parts = []
            var depth = 0
            var index = cursor
            var current: (name: String, start: Int)?
            while index < inner.upperBound {
                let text = tokens[index].text
                if ["(", "[", "{"].contains(text) { depth += 1 }
                if [")", "]", "}"].contains(text) { depth -= 1 }
                if depth == 0, tokens[index].isIdentifier, index + 1 < inner.upperBound, tokens[index + 1].text == ":" {
                    if let current { parts.append((current.name, current.start..<index)) }
                    current = (text, index + 2)
                    index += 2
                    continue
                }
                index += 1
            }
            if let current { parts.append((current.name, current.start..<inner.upperBound)) } else { parts = [(tokens[cursor].text, inner.upperBound..<inner.upperBound)] }
        }

        func argument(_ name: String) -> Range<Int>? {
            parts.first { $0.name == name }?.argument
        }
    }
}
