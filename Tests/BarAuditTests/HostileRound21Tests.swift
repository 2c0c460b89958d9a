import BarAuditCodeImport
@testable import BarAuditKit
@testable import BarAuditLoading
import BarAuditRules
import Foundation
import Testing

/// Round 21 of hand-made hostile inputs (README, "Round 21: …"): the readers merged in session 27 at scale. Bounds that
/// passed their input over without a word now say so at the place they stop (item wrappers inside wrappers, Objective-C
/// loops and methods returning controllers past the file's budgets), and the files read for one value have sizes
/// (`.xcconfig` files, a package manifest's `defaultLocalization`).
@Suite struct HostileRound21Tests {
    /// Item wrappers declared inside one another in a bar (round 20's fuzz input): one level is read, and the wrapper
    /// called by another gave no bar and said nothing. The call is now a located note, once, in the bar's file and
    /// through a wrapper of another file; a navigation suite's extension calling another says so too.
    @Test func itemWrappersInsideWrappersSayWhereTheyStop() throws {
        var body = "NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(\"Home\") })\n"
        for level in 0..<500 { body = "@Composable\nfun W\(level)() {\n\(body)}\nW\(level)()\n" }
        let file = KotlinFile(source: "@Composable\nfun Bar() {\n  NavigationBar {\n    @Composable\n    fun Top() {\n\(body)    }\n    Top()\n  }\n}\n")
        var declarations = KotlinDeclarations()
        declarations.add(file)
        let result = ComposeReader.read(file, declarations: declarations)
        #expect(result.bars.isEmpty)
        let note = try #require(result.problems.first)
        #expect(result.problems.count == 1 && note.message.hasPrefix("'W499' here is an item wrapper called by another; one level"), "\(result.problems)")
        #expect(file.tokens.contains { $0.text == "W499" && $0.position == note.position })

        // The same wrappers in another file, called by the bar's.
        let scratch = Scratch()
        scratch.write("settings.gradle.kts", "include(\":app\")\n")
        scratch.write("app/src/main/java/app/NavItem.kt", "package app\n@Composable\nfun Top() {\n\(body)}\n")
        let bar = scratch.write("app/src/main/java/app/Bar.kt", "package app\n@Composable\nfun Bar() {\n    NavigationBar {\n        Top()\n    }\n}\n")
        let loaded = Auditor.load(bar)
        #expect(loaded.definition?.bars.isEmpty != false)
        #expect(loaded.diagnostics.count == 1 && loaded.diagnostics[0].severity == .info && loaded.diagnostics[0].location.line == 5
                && loaded.diagnostics[0].message.hasPrefix("in 'Top': 'W499' here is an item wrapper called by another"), "\(loaded.diagnostics)")

        // A suite's extension calling another: its own item is a tab, the other's a note.
        let suite = KotlinFile(source: """
            @Composable
            fun App() {
                NavigationSuiteScaffold(navigationSuiteItems = { a() }) {}
            }
            fun NavigationSuiteScope.a() { b(); item(selected = false, onClick = {}, icon = {}, label = { Text("Alpha") }) }
            fun NavigationSuiteScope.b() { item(selected = false, onClick = {}, icon = {}, label = { Text("Beta") }) }
            """)
        var suiteDeclarations = KotlinDeclarations()
        suiteDeclarations.add(suite)
        let suiteResult = ComposeReader.read(suite, declarations: suiteDeclarations)
        #expect(suiteResult.bars.first?.items.count == 1)
        #expect(suiteResult.problems.map(\.position.line) == [5] && suiteResult.problems.first?.message.hasPrefix("'b' here") == true, "\(suiteResult.problems)")
    }

    static func loop(over count: Int, _ form: String = "for") -> String {
        let titles = (0..<count).map { "@\"T\($0)\"" }.joined(separator: ", ")
        let header = form == "for" ? "for (int i = 0; i < titles.count; i++) {" : "for (NSString *t in titles) {"
        let title = form == "for" ? "titles[i]" : "t"
        return """
            @implementation Tabs
            - (void)viewDidLoad {
                NSArray *titles = @[\(titles)];
                NSMutableArray *tabs = [NSMutableArray array];
                \(header)
                    UIViewController *vc = [[UIViewController alloc] init];
                    vc.tabBarItem = [[UITabBarItem alloc] initWithTitle:\(title) image:nil tag:0];
                    \(form == "for" ? "[self addChildViewController:vc];" : "[tabs addObject:vc];")
                }
                \(form == "for" ? "" : "self.viewControllers = tabs;")
            }
            @end
            """
    }

    /// An Objective-C loop over an array the method writes out is read once per element within the file's 200,000 tokens of
    /// passes; past them it is read once, and its tabs (added, or put in an array the method lists) gave no bar and no word
    /// (5,000 titles with `for`, 10,000 with `for … in`: "no bar definitions found"). The loop now says so where it starts,
    /// also in discovery, and a file of 20,000 titles is read in linear time.
    @Test func loopsPastTheirBudgetSayWhereTheyStop() throws {
        for form in ["for", "for-in"] {
            let within = ObjectiveCTabReader.read(source: Self.loop(over: 100, form))
            #expect(within.bars.first?.items.count == 100 && within.problems.isEmpty, "\(form): \(within.problems)")
            let past = ObjectiveCTabReader.read(source: Self.loop(over: 10_000, form))
            #expect(past.bars.count == 0, "\(form)")
            #expect(past.problems.map(\.position) == [CodePosition(line: 5, column: 5)], "\(form): \(past.problems)")
            #expect(past.problems.first?.message == "the tabs come from a loop here whose passes, each reading its body again, would pass 200000 tokens in this file; they are not audited")
        }
        // A number of passes written out, past the budget; a loop that adds no tab says nothing.
        let counted = ObjectiveCTabReader.read(source: "@implementation T\n- (void)v {\n  for (int i = 0; i < 100000; i++) {\n    UIViewController *vc = [UIViewController new];\n    vc.tabBarItem.title = @\"T\";\n    [self addChildViewController:vc];\n  }\n}\n@end\n")
        #expect(counted.bars.isEmpty && counted.problems.map(\.position.line) == [3], "\(counted.problems)")
        let silent = ObjectiveCTabReader.read(source: "@implementation T\n- (void)v {\n  for (int i = 0; i < 100000; i++) {\n    NSLog(@\"%d\", i);\n  }\n}\n@end\n")
        #expect(silent.problems.isEmpty)

        let scratch = Scratch()
        let path = scratch.write("App/Tabs.m", Self.loop(over: 5_000))
        #expect(DefinitionDiscovery.looksLikeDefinition(path))
        var seconds: [Double] = []
        for count in [5_000, 20_000] {
            let source = Self.loop(over: count)
            seconds.append(processorSecondsTaken { #expect(ObjectiveCTabReader.read(source: source).problems.count == 1) })
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// Methods returning the controller they make (`UIViewController *v = [self makerWithTitle:@"A"];`) are read once per
    /// call within the file's 50,000 statements of adders and makers; past them the list naming the controllers gave no bar
    /// and no word. The first call not read is now a note.
    @Test func methodsReturningControllersPastTheBoundSayWhereTheyStop() throws {
        func source(calls: Int) -> String {
            "@implementation T\n- (UIViewController *)makerWithTitle:(NSString *)title {\n    UIViewController *vc = [[UIViewController alloc] init];\n"
                + "    vc.tabBarItem.title = title;\n" + String(repeating: "    x.y = z;\n", count: 1_000) + "    return vc;\n}\n- (void)viewDidLoad {\n"
                + (0..<calls).map { "    UIViewController *v\($0) = [self makerWithTitle:@\"T\($0)\"];\n" }.joined()
                + "    self.viewControllers = @[" + (0..<calls).map { "v\($0)" }.joined(separator: ", ") + "];\n}\n@end\n"
        }
        let within = ObjectiveCTabReader.read(source: source(calls: 40))
        #expect(within.bars.first?.items.count == 40 && within.problems.isEmpty, "\(within.problems.count)")
        let past = ObjectiveCTabReader.read(source: source(calls: 60))
        #expect(past.bars.count == 0)
        // 49 calls of 1,003 statements fit in 50,000: the 50th (line 1,008 holds the first) is the first not read.
        #expect(past.problems.map(\.position) == [CodePosition(line: 1_008 + 49, column: 5)], "\(past.problems)")
        #expect(past.problems.first?.message.hasPrefix("the tabs come from calls of methods returning controllers here") == true)
    }

    /// An `.xcconfig` is read for one setting: a file past 1 MB, or past the 4 MB a configuration's files may hold together,
    /// sets nothing (a chain of 64 files of 4 MB took 58 s on main's release build, 16 MB alone 4.6 s).
    @Test func configurationFilesPastTheirSizeSetNothing() {
        let scratch = Scratch()
        let filler = String(repeating: "SETTING_NAME_X = some value here // comment\n", count: 20_000)
        scratch.write("Small.xcconfig", filler + "TARGETED_DEVICE_FAMILY = 1\n")
        scratch.write("Large.xcconfig", filler + filler + "TARGETED_DEVICE_FAMILY = 1\n")
        #expect(XcodeConfigurationFile(path: scratch.path("Small.xcconfig")).value("TARGETED_DEVICE_FAMILY") == "1")
        #expect(XcodeConfigurationFile(path: scratch.path("Large.xcconfig")).value("TARGETED_DEVICE_FAMILY") == nil)
        // Five files of 880 KB, each including the next: the fifth passes 4 MB, and its setting is not read.
        for index in 0..<5 {
            scratch.write("C\(index).xcconfig", "#include \"C\(index + 1).xcconfig\"\n" + filler + (index == 4 ? "TARGETED_DEVICE_FAMILY = 1\n" : ""))
        }
        #expect(XcodeConfigurationFile(path: scratch.path("C3.xcconfig")).value("TARGETED_DEVICE_FAMILY") == "1")
        #expect(XcodeConfigurationFile(path: scratch.path("C0.xcconfig")).value("TARGETED_DEVICE_FAMILY") == nil)
    }

    /// A package manifest is read for its `defaultLocalization` as for its local packages: at most 1 MB (a 200 MB manifest
    /// was read whole, 2.3 s and 420 MB). Past it, the package's tables are its development language's as without one.
    @Test func aManifestPastItsLimitIsNotReadForItsDefaultLocalization() throws {
        func missing(comment: Int) throws -> [String] {
            let scratch = Scratch()
            scratch.write("Package.swift", "// swift-tools-version:5.9\n//" + String(repeating: "x", count: comment)
                          + "\nimport PackageDescription\nlet package = Package(name: \"App\", defaultLocalization: \"ja\", targets: [])\n")
            scratch.write("Sources/App/Resources/Localizable.strings", "\"tab.home\" = \"ホーム\";\n\"tab.list\" = \"一覧\";\n")
            let path = scratch.write("Sources/App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    var body: some View {
                        TabView {
                            Text("a").tabItem { Label(String(localized: "tab.home", bundle: .module), systemImage: "house") }
                            Text("b").tabItem { Label(String(localized: "tab.list", bundle: .module), systemImage: "list.bullet") }
                        }
                    }
                }
                """)
            let file = try #require(Auditor.load(path).definition)
            return [try #require(file.bars.first?.sourceLocale)]
        }
        #expect(try missing(comment: 10) == ["ja"])
        #expect(try missing(comment: 2_000_000) == ["en"])
    }
}
