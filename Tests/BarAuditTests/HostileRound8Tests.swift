import BarAuditCodeImport
import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 8 of hand-made hostile inputs (README, "Round 8: hostile inputs never tried before"): the readers
/// added since round 7 — locals bound to `tabBar.items?[N]`, `viewControllers = […]` ordering, label
/// functions with parameters, declaration files shared between tab files — and round 7's open cases.
@Suite struct HostileRound8Tests {
    static func read(_ source: String) -> SwiftTabReader.Result {
        var declarations = SwiftDeclarations()
        declarations.add(source: source)
        declarations.finish()
        return SwiftTabReader.read(source: source, declarations: declarations)
    }

    /// A controller making three items, then `count` statements binding a local to one of them
    /// (`let xN = tabBar.items?[N % 3]; xN.badgeValue = "N"`) and `count` assignments to a name bound to
    /// nothing (`w.title = …`).
    static func boundItems(_ count: Int) -> String {
        var body = (0..<3).map { "let v\($0) = UIViewController(); v\($0).tabBarItem = UITabBarItem(title: \"T\($0)\", image: nil, tag: \($0))" }
        body.append("viewControllers = [v0, v1, v2]")
        for index in 0..<count { body.append("let x\(index) = tabBar.items?[\(index % 3)]; x\(index).badgeValue = \"\(index)\"") }
        for index in 0..<count { body.append("w.title = \"W\(index)\"") }
        // The nearest binding wins; one to anything else hides the item.
        body.append("if let item = tabBar.items?[1] { item.accessibilityLabel = \"L1\" }")
        body.append("let item = tabBar.items?[2]; item.accessibilityLabel = \"L2\"; let item = other; item.accessibilityLabel = \"Lost\"")
        return "import UIKit\nfinal class TBC: UITabBarController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        "
            + body.joined(separator: "\n        ") + "\n    }\n}\n"
    }

    /// Each assignment to a name (`x.badgeValue = …`, and any `a.b = …` of a file that mentions a tab API)
    /// looked back through every statement before it in its block for a `let`/`guard let` binding it to
    /// `tabBar.items?[N]`: 2,000 of them took 0.5 s of CPU, 5,000 `a.b = …` 2.3 s, 20,000 past 20 s. A
    /// block's bindings are worked out once.
    @Test func aLocalBoundToAnItemIsLookedUpOncePerBlock() throws {
        func readTime(_ count: Int) throws -> TimeInterval {
            let source = Self.boundItems(count)
            var result: SwiftTabReader.Result?
            let elapsed = secondsTaken { result = Self.read(source) }
            let bar = try #require(result?.bars.first, "\(String(describing: result?.problems))")
            #expect(bar.items.map(\.title) == [.verbatim("T0"), .verbatim("T1"), .verbatim("T2")])
            // The last badge each item was given, through the local bound to it.
            let last = (0..<3).map { item in (0..<count).last { $0 % 3 == item }! }
            #expect(bar.items.map(\.badge) == last.map { .verbatim("\($0)") }, "\(bar.items.map(\.badge))")
            #expect(bar.items[1].label == .verbatim("L1") && bar.items[2].label == .verbatim("L2"), "\(bar.items.map(\.label))")
            return elapsed
        }
        let quarter = try readTime(500)
        let whole = try readTime(2_000)
        // Four times the statements: some four times as long; the old code took sixteen.
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 2,000 bound locals, \(quarter) s for 500")
    }

    /// Which `viewControllers = […]` list orders the tabs filtered every receiver and searched the list
    /// for each item, for every list: 800 tabs with 800 one-element lists before the full one took 0.5 s
    /// of CPU, cubic in the tabs. The receivers and the lists' places are looked up in tables made once.
    @Test func theListOrderingTheTabsIsFoundInLinearTime() throws {
        func readTime(_ count: Int) throws -> TimeInterval {
            var body = (0..<count).map { "let v\($0) = UIViewController(); v\($0).tabBarItem = UITabBarItem(title: \"T\($0)\", image: nil, tag: \($0))" }
            body += (0..<count).map { "viewControllers = [v\($0)]" }
            body.append("viewControllers = [" + (0..<count).reversed().map { "v\($0)" }.joined(separator: ", ") + "]")
            let source = "import UIKit\nfinal class TBC: UITabBarController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        "
                + body.joined(separator: "\n        ") + "\n    }\n}\n"
            var result: SwiftTabReader.Result?
            let elapsed = secondsTaken { result = Self.read(source) }
            let bar = try #require(result?.bars.first, "\(String(describing: result?.problems))")
            // The full list, the only one naming every tab, orders them: last made first.
            #expect(bar.items.first?.title == .verbatim("T\(count - 1)") && bar.items.last?.title == .verbatim("T0"))
            return elapsed
        }
        let half = try readTime(200)
        let whole = try readTime(800)
        // Four times the tabs and lists: some sixteen times as long at most (each list is read); the old code took 64.
        #expect(whole < 1 + 24 * half, "\(whole) s for 800 tabs and lists, \(half) s for 200")
    }

    /// A label function's parameters were matched to the call's arguments one at a time, each looking
    /// through every argument: 2,000 parameters took 0.3 s of CPU, 20,000 past 20 s. The arguments are
    /// read once per call.
    @Test func aLabelFunctionsArgumentsAreMatchedOnce() throws {
        func readTime(_ count: Int) throws -> TimeInterval {
            let parameters = (0..<count).map { "_ p\($0): String" }.joined(separator: ", ")
            let arguments = (0..<count).map { "\"A\($0)\"" }.joined(separator: ", ")
            let source = """
                import SwiftUI
                struct R: View {
                    func tab(\(parameters), image: String = "tray") -> some View { Label(p\(count - 1), systemImage: image) }
                    var body: some View {
                        TabView {
                            Text("x").tabItem { tab(\(arguments)) }
                            Text("y").tabItem { tab(\(arguments), image: "star") }
                        }
                    }
                }
                """
            var result: SwiftTabReader.Result?
            let elapsed = secondsTaken { result = Self.read(source) }
            let bar = try #require(result?.bars.first, "\(String(describing: result?.problems))")
            #expect(bar.items.map(\.title) == [.verbatim("A\(count - 1)"), .verbatim("A\(count - 1)")], "\(bar.items.map(\.title))")
            #expect(bar.items.map(\.image) == ["tray", "star"], "\(bar.items.map(\.image))")
            return elapsed
        }
        let quarter = try readTime(500)
        let whole = try readTime(2_000)
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 2,000 parameters, \(quarter) s for 500")
    }

    /// A folder tree `depth` levels deep below `scratch`'s `name`, made a level at a time through
    /// descriptors, with a bar definition at its bottom and a note at every tenth level.
    static func deepTree(_ scratch: Scratch, _ name: String, depth: Int) {
        scratch.write("\(name)/top.txt", "x")
        var folder = open(scratch.path(name), O_RDONLY | O_DIRECTORY)
        for level in 0..<depth {
            #expect(mkdirat(folder, "a", 0o755) == 0)
            let next = openat(folder, "a", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
            if level % 10 == 0 { close(openat(folder, "n.txt", O_WRONLY | O_CREAT, 0o644)) }
        }
        let file = openat(folder, "bar.json", O_WRONLY | O_CREAT, 0o644)
        let good = HostileRound7Tests.goodJSON
        #expect(file >= 0 && write(file, good, good.utf8.count) == good.utf8.count)
        close(file)
        close(folder)
    }

    /// Every level of a deep folder tree was named from the top by Foundation's enumerator and by a `lstat`
    /// of its whole path: the kernel walked the path again for each, quadratic in the depth (2,000 levels:
    /// 0.4 s of system time, 3 s at a load of 9). The folder search asks about each entry relative to its
    /// folder's descriptor; the paths it reports are as before.
    @Test func aDeepFolderTreeIsWalkedInLinearTime() throws {
        let scratch = Scratch()
        // 2,000 levels of `a/` stay below Linux's 4,096-byte paths.
        Self.deepTree(scratch, "shallow", depth: 500)
        Self.deepTree(scratch, "deep", depth: 1_900)
        var found: [DefinitionDiscovery.Result] = []
        let quarter = secondsTaken { found.append(DefinitionDiscovery.discover([scratch.path("shallow")])) }
        let whole = secondsTaken { found.append(DefinitionDiscovery.discover([scratch.path("deep")])) }
        #expect(found[0].files == [scratch.path("shallow") + String(repeating: "/a", count: 500) + "/bar.json"], "\(found[0])")
        #expect(found[1].files == [scratch.path("deep") + String(repeating: "/a", count: 1_900) + "/bar.json"], "\(found[1])")
        #expect(found.allSatisfy { $0.diagnostics.isEmpty }, "\(found.map(\.diagnostics))")
        #expect(whole < 0.5 + 8 * quarter, "\(whole) s for 1,900 levels, \(quarter) s for 500")
    }

    /// A folder named on the command line through a symbolic link is searched, as `grep -r` and `find -H`
    /// search it; it was "no bar definitions found" (exit 2). Links below it are still not followed.
    @Test func aLinkNamedOnTheCommandLineIsSearched() throws {
        let scratch = Scratch()
        scratch.write("p/good.json", HostileRound7Tests.goodJSON)
        #expect(symlink(".", scratch.path("p/self")) == 0)
        #expect(symlink("p", scratch.path("linked")) == 0)
        let found = DefinitionDiscovery.discover([scratch.path("linked")])
        #expect(found.files == [scratch.path("linked/good.json")], "\(found.files)")
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        // A file is audited once, however many of the paths given lead to it (each finding was counted twice).
        let spelledAgain = DefinitionDiscovery.discover([scratch.path("p"), scratch.path("linked"), scratch.path("p/./"),
                                                         scratch.path("p/good.json"), scratch.path("missing"), scratch.path("missing")])
        #expect(spelledAgain.files == [scratch.path("p/good.json")], "\(spelledAgain.files)")
        #expect(spelledAgain.diagnostics.map(\.message) == ["no such file or directory"], "\(spelledAgain.diagnostics)")
    }

    /// What the walk meets besides folders and files: links (to folders, to themselves, to `/`, to a
    /// device), a pipe and a socket named like definitions, a name that is not UTF-8, a folder named so.
    /// Links are not followed, a pipe is not opened, and a name that cannot be opened is an error.
    @Test func theFolderSearchPassesOverLinksPipesAndSockets() throws {
        let scratch = Scratch()
        scratch.write("p/good.json", HostileRound7Tests.goodJSON)
        scratch.write("p/sub/b.json", HostileRound7Tests.goodJSON)
        #expect(symlink(".", scratch.path("p/self")) == 0 && symlink("/", scratch.path("p/root")) == 0)
        #expect(symlink("loop", scratch.path("p/loop")) == 0 && symlink("/dev/zero", scratch.path("p/zero.json")) == 0)
        #expect(symlink("good.json", scratch.path("p/link.json")) == 0)
        #expect(mkfifo(scratch.path("p/pipe.json"), 0o644) == 0)
        let socketPath = scratch.path("p/socket.json")
        let socket = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        defer { close(socket) }
        // A file and a folder whose names hold byte 0xE9 alone (Latin-1).
        let folder = open(scratch.path("p"), O_RDONLY | O_DIRECTORY)
        #expect(mkdirat(folder, [0x64, 0xE9, 0x00].map { CChar(bitPattern: $0) }, 0o755) == 0)
        close(openat(folder, [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0x00].map { CChar(bitPattern: $0) }, O_WRONLY | O_CREAT, 0o644))
        let inner = openat(folder, [0x64, 0xE9, 0x00].map { CChar(bitPattern: $0) }, O_RDONLY | O_DIRECTORY)
        close(openat(inner, "c.json", O_WRONLY | O_CREAT, 0o644))
        close(inner)
        close(folder)
        var result: DefinitionDiscovery.Result?
        let elapsed = secondsTaken { result = DefinitionDiscovery.discover([scratch.path("p")]) }
        #expect(elapsed < 5)
        let found = try #require(result)
        #expect(found.files == [scratch.path("p/good.json"), scratch.path("p/sub/b.json")], "\(found.files)")
        let messages = found.diagnostics.map { "\($0.location.file): \($0.message)" }
        #expect(messages.sorted() == [
            scratch.path("p") + "/caf\u{FFFD}.json: " + DefinitionDiscovery.unreadableName,
            scratch.path("p") + "/d\u{FFFD}/c.json: " + DefinitionDiscovery.unreadableName,
        ], "\(messages), socket bound: \(bound)")
    }

    /// A folder audited as `.` from the root of its project (or a file named as `App/Tab.swift`) stopped
    /// looking for its project below the working folder: the declarations of the project's other folders
    /// (SwiftGen's `L10n`) were not read, and their titles were "computed at run time".
    @Test func theWorkingFolderIsAProjectRootToo() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\tdevelopmentRegion = en;\n\tknownRegions = (en, de);\n}\n")
        scratch.write("App/en.lproj/Localizable.strings", "\"tab.inbox\" = \"Inbox\";\n\"tab.sent\" = \"Sent\";\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"tab.inbox\" = \"Eingang\";\n")
        scratch.write("App/Strings/L10n.swift", """
            internal enum L10n {
              internal static let inbox = L10n.tr("Localizable", "tab.inbox", fallback: "Inbox")
              internal static let sent = L10n.tr("Localizable", "tab.sent", fallback: "Sent")
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
            }
            """)
        scratch.write("App/Tabs/TBC.swift", """
            import UIKit
            final class TBC: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = UIViewController(); a.tabBarItem = UITabBarItem(title: L10n.inbox, image: UIImage(named: "a"), tag: 0)
                    let b = UIViewController(); b.tabBarItem = UITabBarItem(title: L10n.sent, image: UIImage(named: "b"), tag: 1)
                    viewControllers = [a, b]
                }
            }
            """)
        // The same findings whether the project is named from above, as `.`, or its file as `App/Tabs/TBC.swift`.
        let above = try runBarAudit(["audit", scratch.url.path, "--format", "text", "--quiet"])
        let here = try runBarAudit(["audit", ".", "--format", "text", "--quiet"], in: scratch.url)
        let file = try runBarAudit(["audit", "App/Tabs/TBC.swift", "--format", "text", "--quiet"], in: scratch.url)
        #expect(above.standardOutput.contains("'tab.sent' has no text in 'de'"), "\(above.output)")
        #expect(here.standardOutput.replacingOccurrences(of: "./", with: "") == above.standardOutput.replacingOccurrences(of: scratch.url.path + "/", with: ""), "\(here.output)")
        #expect(file.standardOutput == here.standardOutput.replacingOccurrences(of: "./", with: ""), "\(file.output)")
        #expect(!here.standardOutput.contains("computed at run time"), "\(here.output)")
        #expect(CodeProject.projectRoot(of: "../x/App/TBC.swift") == "../x/App", "a path above the working folder stops below it, as before")
        #expect(CodeProject.projectRoot(of: scratch.path("App/Tabs/TBC.swift")) == scratch.url.path)
    }

    /// Jyutping keeps a `Localizable.xcstrings` beside its app's code and another beside its keyboard's. Audited
    /// as `.`, the catalog nearest a tab file was chosen among paths spelt `./Keyboard/…` and `Jyutping/…`,
    /// which shared no folder: the keyboard's won, and its app's tab keys had "no text" in every language.
    @Test func theNearestCatalogIsFoundFromTheWorkingFolder() throws {
        let scratch = Scratch()
        scratch.write("Jyutping.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\tdevelopmentRegion = en;\n\tknownRegions = (en, fr);\n}\n")
        func catalog(_ keys: [String]) -> String {
            "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {"
                + keys.map { "\"\($0)\": {\"localizations\": {\"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0) (fr)\"}}}}" }.joined(separator: ", ")
                + "}}"
        }
        scratch.write("Keyboard/Localizable.xcstrings", catalog(["Keyboard.Title"]))
        scratch.write("Jyutping/Localizable.xcstrings", catalog(["Tab.Home", "Tab.Search"]))
        scratch.write("Jyutping/iOS/ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    TabView {
                        Text("a").tabItem { Label("Tab.Home", systemImage: "house") }
                        Text("b").tabItem { Label("Tab.Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            """)
        let above = try runBarAudit(["audit", scratch.url.path, "--format", "text", "--quiet"])
        let here = try runBarAudit(["audit", ".", "--format", "text", "--quiet"], in: scratch.url)
        #expect(!above.standardOutput.contains("has no text"), "\(above.output)")
        #expect(here.standardOutput.replacingOccurrences(of: "./", with: "") == above.standardOutput.replacingOccurrences(of: scratch.url.path + "/", with: ""), "\(here.output)")
    }

    /// Passepartout's Xcode project holds a Swift package whose own bundle has the tables. Audited as `.`, the
    /// package's bundle was spelt `./app/Package/…` and the project's `app` (its `.` dropped): one malformed
    /// table, read by both, was reported under both spellings.
    @Test func aTableOfAPackageInsideAProjectIsReportedOnceFromTheWorkingFolder() throws {
        let scratch = Scratch()
        scratch.write("app/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\tdevelopmentRegion = en;\n\tknownRegions = (en, zh-Hans);\n}\n")
        scratch.write("app/Package/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", defaultLocalization: "en", targets: [
                .target(name: "AppStrings", resources: [.process("Resources")]), .target(name: "AppTV", dependencies: ["AppStrings"])])
            """)
        scratch.write("app/Package/Sources/AppStrings/Strings.swift", """
            import Foundation
            public enum Strings {
              public static let home = Strings.tr("Localizable", "home", fallback: "Home")
              public static let search = Strings.tr("Localizable", "search", fallback: "Search")
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.module.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """)
        scratch.write("app/Package/Sources/AppStrings/Resources/en.lproj/Localizable.strings", "\"home\" = \"Home\";\n\"search\" = \"Search\";\n")
        scratch.write("app/Package/Sources/AppStrings/Resources/zh-Hans.lproj/Localizable.strings", "\"home\" = \"主页\";\n\"search\" = \"搜索\"\n")
        scratch.write("app/Package/Sources/AppTV/Coordinator.swift", """
            import SwiftUI
            import AppStrings
            struct Coordinator: View {
                var body: some View {
                    TabView {
                        Text("a").tabItem { Text(Strings.home) }
                        Text("b").tabItem { Text(Strings.search) }
                    }
                }
            }
            """)
        let above = try runBarAudit(["audit", scratch.url.path, "--format", "text"])
        let here = try runBarAudit(["audit", ".", "--format", "text"], in: scratch.url)
        #expect(above.standardOutput.components(separatedBy: "malformed strings file").count == 2, "\(above.output)")
        #expect(here.standardOutput.replacingOccurrences(of: "./", with: "") == above.standardOutput.replacingOccurrences(of: scratch.url.path + "/", with: ""), "\(here.output)")
    }

    /// Three storyboard problems were located at the file only, though each has a line: a segue to a view
    /// controller the storyboard lacks (at the segue), a referenced storyboard that cannot be read (a pipe:
    /// at the reference, naming the file), and a storyboard that mentions `<tabBarController` but has none
    /// (at its root element).
    @Test func storyboardProblemsWithALinePointAtIt() throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", AppleResolutionTests.storyboard([
            AppleResolutionTests.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
            "",
            "        <viewControllerPlaceholder storyboardName=\"Piped\" id=\"vc2\" sceneMemberID=\"viewController\"/>",
            AppleResolutionTests.tab(3, "<tabBarItem key=\"tabBarItem\" title=\"Search\" id=\"t3\"/>"),
        ]))
        #expect(mkfifo(scratch.path("App/Base.lproj/Piped.storyboard"), 0o644) == 0)
        scratch.write("App/Base.lproj/Commented.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<!-- <tabBarController -->\n</document>\n")
        let result = try runBarAudit(["audit", scratch.path("App"), "--format", "text", "--quiet"])
        #expect(result.status == 2, "\(result.output)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let main = scratch.path("App/Base.lproj/Main.storyboard")
        #expect(lines.contains { $0.hasPrefix(main + ":5:") && $0.hasSuffix(": warning: a tab's segue leads to 'vc1', which is not in the storyboard [input]") }, "\(result.output)")
        #expect(lines.contains(main + ":9:9: error: cannot read the referenced storyboard " + scratch.path("App/Base.lproj/Piped.storyboard")
            + " (it is not a regular file (a pipe, socket or device)); its tab is not audited [input]"), "\(result.output)")
        #expect(lines.contains(scratch.path("App/Base.lproj/Commented.storyboard") + ":2:1: error: the storyboard has no tab bar controller [input]"), "\(result.output)")
        let full = try runBarAudit(["audit", scratch.path("App"), "--format", "text"])
        #expect(full.standardOutput.contains("(1 bar, 2 items,"), "the other tabs are still audited: \(full.output)")
    }

    /// A function returning a `UITabBarItem` titled by its parameter makes one tab per call; each item it
    /// wrote made one per call, so that two branches of `if #available` gave every tab twice, and 300 items
    /// in a function called 300 times were 90,000 tabs from a 40 KB file (past 20 s; 1,000 × 1,000 took
    /// 1.5 GB in 20 s).
    @Test func anItemFunctionMakesOneTabPerCallWhateverItWrites() throws {
        let branches = Self.read("""
            import UIKit
            final class TBC: UITabBarController {
                func makeItem(title: String, tag: Int) -> UITabBarItem {
                    if #available(iOS 13, *) { return UITabBarItem(title: title, image: UIImage(systemName: "a"), tag: tag) }
                    else { return UITabBarItem(title: title, image: UIImage(named: "a"), tag: tag) }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = UIViewController(); a.tabBarItem = makeItem(title: "A", tag: 0)
                    let b = UIViewController(); b.tabBarItem = makeItem(title: "B", tag: 1)
                    let c = UIViewController(); c.tabBarItem = makeItem(title: "C", tag: 2)
                    viewControllers = [a, b, c]
                }
            }
            """)
        #expect(branches.bars.first?.items.map(\.title) == [.verbatim("A"), .verbatim("B"), .verbatim("C")], "\(branches.bars.map(\.items))")
        func items(_ count: Int) -> String {
            let made = (0..<count).map { "    let i\($0) = UITabBarItem(title: title, image: nil, tag: \($0))" }.joined(separator: "\n")
            let calls = (0..<count).map { "    let v\($0) = UIViewController(); v\($0).tabBarItem = makeItem(title: \"T\($0)\", tag: \($0))" }.joined(separator: "\n")
            return "import UIKit\nfinal class TBC: UITabBarController {\nfunc makeItem(title: String, tag: Int) -> UITabBarItem {\n\(made)\n    return i0\n}\noverride func viewDidLoad() {\n    super.viewDidLoad()\n\(calls)\n}\n}\n"
        }
        var many: SwiftTabReader.Result?
        let elapsed = secondsTaken { many = Self.read(items(300)) }
        #expect(many?.bars.first?.items.count == 300, "\(String(describing: many?.bars.map(\.items.count)))")
        #expect(elapsed < 10, "\(elapsed) s for 300 items written in a function called 300 times")
    }

    /// An app whose tab file lies far below its Xcode project: the bundle's walk listed each folder and
    /// asked `fileExists` and `isSymbolicLink` by whole paths, and the searches up for the project listed
    /// each folder above the file by its whole path (and shortened it with `deletingLastPathComponent`):
    /// 1,900 levels took 1.9 s (0.37 s user, 0.94 s system). The bundle is listed through `FolderWalk`, a
    /// deep folder's ancestors from the top down (`FolderWalk.namesAlong`).
    @Test func aDeepAppIsResolvedInLinearTime() throws {
        func loadTime(_ depth: Int) throws -> TimeInterval {
            let scratch = Scratch()
            scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\tdevelopmentRegion = en;\n\tknownRegions = (en, de);\n}\n")
            scratch.write("en.lproj/Localizable.strings", "\"tab.inbox\" = \"Inbox\";\n\"tab.sent\" = \"Sent\";\n")
            scratch.write("de.lproj/Localizable.strings", "\"tab.inbox\" = \"Eingang\";\n")
            let path = scratch.write(String(repeating: "a/", count: depth) + "TBC.swift", """
                import UIKit
                final class TBC: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let a = UIViewController(); a.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.inbox", comment: ""), image: UIImage(named: "a"), tag: 0)
                        let b = UIViewController(); b.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.sent", comment: ""), image: UIImage(named: "b"), tag: 1)
                        viewControllers = [a, b]
                    }
                }
                """)
            var loaded: LoadedFile?
            let elapsed = secondsTaken { loaded = Auditor.load(path) }
            let bar = try #require(loaded?.definition?.bars.first, "\(loaded?.diagnostics ?? [])")
            // The project's tables were found: German is audited, and its missing key known.
            #expect(bar.items.count == 2 && bar.locales == ["en", "de"], "\(bar.locales)")
            return elapsed
        }
        let quarter = try loadTime(400)
        let whole = try loadTime(1_600)
        #expect(whole < 0.5 + 8 * quarter, "\(whole) s for 1,600 levels, \(quarter) s for 400")
    }
}

