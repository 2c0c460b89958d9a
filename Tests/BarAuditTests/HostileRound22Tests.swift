import BarAuditCodeImport
import BarAuditModel
@testable import BarAuditKit
@testable import BarAuditLoading
import BarAuditRules
import Foundation
import Testing

/// Round 22 of hand-made hostile inputs (README, "Round 22: …"): the readers merged in session 28 at scale. An Objective-C
/// class's methods that retitle it are read once per class, not once per initializer a list calls; the files parsed for
/// the tabs classes give themselves have sizes, and a controller whose class's file is passed over says so.
@Suite struct HostileRound22Tests {
    /// An app delegate listing `count` controllers of one class, each made with an initializer of its own, the class's file
    /// implementing them all (`- (id)initWithA7 { … self.title = @"T7"; … }`).
    static func classOfInitializers(_ count: Int) -> (delegate: String, controller: String) {
        let made = (0..<count).map { "    HomeViewController *v\($0) = [[HomeViewController alloc] initWithA\($0)];" }.joined(separator: "\n")
        let list = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        let delegate = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UITabBarController *tabBarController = [[UITabBarController alloc] init];
            \(made)
                tabBarController.viewControllers = @[\(list)];
                return YES;
            }
            @end
            """
        let initializers = (0..<count).map { "- (id)initWithA\($0) {\n    self = [super init];\n    self.title = @\"T\($0)\";\n    return self;\n}\n" }.joined()
        return (delegate, "@implementation HomeViewController\n\(initializers)@end\n")
    }

    /// Each initializer the list calls read the class's every method again for the ones that retitle it (`OwnTab.retitlingMethods`):
    /// 1,000 initializers took 7.2 s, 2,000 took 30 s (main's release build). They are now read once per class, and the
    /// retitling methods other than the initializer called are the same (a setter giving the tab a system item still makes
    /// the tab unknown where the list's method calls it).
    @Test func aClassOfManyInitializersIsReadOncePerClass() throws {
        var seconds: [Double] = []
        for count in [150, 600] {
            let scratch = CodeImportTests.appleProject(knownRegions: [], tables: [:])
            let (delegate, controller) = Self.classOfInitializers(count)
            let path = scratch.write("App/AppDelegate.m", delegate)
            scratch.write("App/HomeViewController.m", controller)
            var bar: Bar?
            seconds.append(processorSecondsTaken { bar = Auditor.load(path).definition?.bars.first })
            #expect(bar?.items.count == count)
            #expect(bar?.items.last?.title?.source == .literal("T\(count - 1)"), "\(String(describing: bar?.items.last?.title))")
        }
        // Four times the initializers: quadratic reading took sixteen times as long.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")

        // A setter retitling the controller, sent by the list's method: that tab is not known, and the list is not read.
        let scratch = CodeImportTests.appleProject(knownRegions: [], tables: [:])
        let (delegate, controller) = Self.classOfInitializers(2)
        let path = scratch.write("App/AppDelegate.m", delegate.replacingOccurrences(of: "    tabBarController.viewControllers", with: "    v1.favoritesOnlyMode = true;\n    tabBarController.viewControllers"))
        scratch.write("App/HomeViewController.m", controller.replacingOccurrences(of: "@end", with: "- (void)setFavoritesOnlyMode:(BOOL)mode {\n    self.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:0];\n}\n@end"))
        #expect(Auditor.load(path).definition?.bars.isEmpty != false)
    }

    /// The files parsed for the tabs classes give themselves are kept for the project's other lists (a file's tokens take some
    /// 15 times its size): eight listed classes each implemented in a 7 MB file took 900 MB. A file past 4 MB, or past the 16
    /// MB the project's parsed files may hold together, is not parsed for them; the first controller it leaves untitled in a list that may be a bar is a
    /// located note, and the list (whose controllers are not all titled) is not audited. (The 16 MB together are measured in
    /// README's round 22, not here: parsing 16 MB takes half a minute in a debug build.)
    @Test func filesOfClassesTitlingThemselvesAreParsedToASize() throws {
        let filler = String(repeating: "    x = y;\n", count: (5 << 20) / 11)
        let scratch = CodeImportTests.appleProject(knownRegions: [], tables: [:])
        /// A launch method listing both controllers in the `viewControllers` of a `container` it makes (`UITabBarController`).
        func launch(listedIn container: String) -> String {
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                \(container) *container = [[\(container) alloc] init];
                SmallViewController *small = [[SmallViewController alloc] init];
                LargeViewController *large = [[LargeViewController alloc] init];
                container.viewControllers = @[small, large];
                return YES;
            }
            @end
            """
        }
        let path = scratch.write("App/AppDelegate.m", launch(listedIn: "UITabBarController"))
        scratch.write("App/SmallViewController.m", "@implementation SmallViewController\n- (id)init {\n    self = [super init];\n    self.title = @\"Small\";\n    return self;\n}\n@end\n")
        scratch.write("App/LargeViewController.m", "@implementation LargeViewController\n- (id)init {\n    self = [super init];\n    self.title = @\"Large\";\n    return self;\n}\n- (void)fill {\n\(filler)}\n@end\n")
        let loaded = Auditor.load(path)
        #expect(loaded.definition?.bars.isEmpty != false)
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["6:42"], "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.first?.message == "'LargeViewController' here titles itself in a file that is not read for its tab (larger than 4 MB, or past the 16 MB of the project's Objective-C files read for such tabs); its tab is not known, and a list it is in may not be audited")
        #expect(loaded.diagnostics.first?.severity == .info)
        // A navigation controller's list is no bar: nothing to say of it, in a file whose other method builds one.
        scratch.write("App/AppDelegate.m", """
            @implementation AppDelegate
            - (void)showDetails {
                UINavigationController *container = [[UINavigationController alloc] init];
                LargeViewController *large = [[LargeViewController alloc] init];
                container.viewControllers = @[large];
            }
            \(launch(listedIn: "UITabBarController").replacingOccurrences(of: "LargeViewController", with: "SmallViewController")
                .replacingOccurrences(of: "@implementation AppDelegate\n", with: ""))
            """)
        let withNavigation = Auditor.load(path)
        #expect(withNavigation.definition?.bars.first?.items.count == 2)
        #expect(withNavigation.diagnostics.allSatisfy { !$0.message.contains("not read for its tab") }, "\(withNavigation.diagnostics)")
    }

    /// Round 21's open item: an item factory's call inside another call's arguments (`BarItem.create(title: BarItem.create(…).title!,
    /// …)`) made a tab of its own, as every call of a factory does: 500 such calls, nested, were 256 tabs (a debug build's
    /// swift-syntax parses 20 levels, a release build's 256). The inner call makes an item the outer one reads its title from; only the
    /// outer call is a tab.
    @Test func itemFactoryCallsInsideAnotherCallsArgumentsAreNoTabs() throws {
        func bar(nested depth: Int) -> Bar? {
            var title = "\"Search\""
            for _ in 0..<depth { title = "BarItem.create(title: \(title), iconName: \"a\").title!" }
            let scratch = CodeImportTests.appleProject(knownRegions: [], tables: [:])
            scratch.write("App/UI/BarItem.swift", """
                import UIKit
                struct BarItem {
                    static func create(title: String, iconName: String) -> UITabBarItem {
                        return UITabBarItem(title: title, image: UIImage(systemName: iconName), selectedImage: nil)
                    }
                }
                """)
            let path = scratch.write("App/AppDelegate.swift", """
                import UIKit
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let tabsController = UITabBarController()
                        let search = SearchViewController()
                        search.tabBarItem = BarItem.create(title: \(title), iconName: "magnifyingglass")
                        let authors = AuthorsViewController()
                        authors.tabBarItem = BarItem.create(title: "Authors", iconName: "person.3")
                        tabsController.viewControllers = [search, authors]
                        return true
                    }
                }
                """)
            return Auditor.load(path).definition?.bars.first
        }
        let flat = try #require(bar(nested: 0))
        #expect(flat.items.map { $0.title?.source } == [.literal("Search"), .literal("Authors")])
        for depth in [1, 10] {
            let nested = try #require(bar(nested: depth))
            #expect(nested.items.count == 2, "\(depth): \(nested.items.map { $0.title?.source })")
            #expect(nested.items.map(\.location.line) == [6, 8], "\(depth)")
        }
    }
}
