import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// iOS round 31: a class that titles its own tab, whose tab bar is not known, judged by what the code making it does with
/// it (written after VLC's `PodcastsViewController`, `SettingsController` and iPad-only Artists tab, and Cleaner's uncalled
/// `UITabBarController` extension).
@Suite struct ControllerUseTests {
    private static func selfTitling(_ name: String, key: String) -> String {
        """
        import UIKit
        final class \(name): UIViewController {
            init(service: Int) {
                super.init(nibName: nil, bundle: nil)
                tabBarItem = UITabBarItem(title: NSLocalizedString("\(key)", comment: ""), image: nil, selectedImage: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// VLC: a Swift bridge returns the controller to Objective-C, which pushes it (`PodcastsViewController`); a Swift button
    /// presents a navigation controller rooted at another (`SettingsController`). Neither is a tab: no bar, a note each.
    /// A class made once for a pushed screen and once into a property whose use is not known stays a tab.
    @Test func aClassTitlingItselfThatTheProjectOnlyPushesOrPresentsIsNoTab() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"PODCASTS\" = \"Content\";\n\"SETTINGS\" = \"Settings\";\n\"HOME\" = \"Home\";\n")
        scratch.write("App/PodcastsViewController.swift", Self.selfTitling("PodcastsViewController", key: "PODCASTS"))
        scratch.write("App/SettingsController.swift", Self.selfTitling("SettingsController", key: "SETTINGS"))
        scratch.write("App/HomeViewController.swift", Self.selfTitling("HomeViewController", key: "HOME"))
        scratch.write("App/PodcastsBridge.swift", """
            import UIKit
            @objc final class PodcastsBridge: NSObject {
                @objc static func makePodcastsViewController(mediaLibraryService: Int) -> UIViewController {
                    return PodcastsViewController(service: mediaLibraryService)
                }
            }
            """)
        scratch.write("App/OnAirViewController.m", """
            @implementation OnAirViewController
            - (void)showPodcasts
            {
                UIViewController *podcastsViewController = [PodcastsBridge makePodcastsViewControllerWithMediaLibraryService:1];
                podcastsViewController.hidesBottomBarWhenPushed = NO;
                [self.navigationController pushViewController:podcastsViewController animated:YES];
            }
            @end
            """)
        scratch.write("App/MediaViewController.swift", """
            import UIKit
            class MediaViewController: UIViewController {
                lazy var home = HomeViewController(service: 2)
                @objc private func handleSettings() {
                    let settingsController = SettingsController(service: 1)
                    settingsController.title = "x"
                    let settingsNavigationController = UINavigationController(rootViewController: settingsController)
                    self.present(settingsNavigationController, animated: true)
                }
                func showHome() {
                    navigationController?.pushViewController(HomeViewController(service: 3), animated: true)
                }
            }
            """)
        for (file, name) in [("App/PodcastsViewController.swift", "PodcastsViewController"), ("App/SettingsController.swift", "SettingsController")] {
            let loaded = Auditor.load(scratch.path(file))
            #expect(loaded.definition?.bars.isEmpty ?? true, "\(name)")
            #expect(loaded.diagnostics.map(\.message) == ["'\(name)' titles its own tab here, but the project's code only pushes or presents it (wherever it is made): it is a screen of another tab, not a tab; not audited"])
        }
        let home = Auditor.load(scratch.path("App/HomeViewController.swift"))
        let bar = try #require(home.definition?.bars.first, "\(home.diagnostics)")
        #expect(bar.items.map { $0.title?.key } == ["HOME"], "kept in a property as well as pushed: its use is not known")
    }

    /// Skullcandy's `AuthenticationViewController` sets `self.tabBarItem.title = "Authentication"` in `viewDidLoad`, but no
    /// storyboard scene is of its class (the scene is a `SignInViewController`) and no code names it: nothing makes it, so it is
    /// no tab (it was a bar of one tab, its literal title untranslated in Arabic). Its file header's comment is no use; a
    /// xib naming the class, or another file making it, keeps the tab; so does a project with no app entry point (a trimmed copy).
    @Test func aClassTitlingItselfThatNothingMakesIsNoTab() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/ar.lproj/Localizable.strings", "\"Other\" = \"آخر\";\n")
        let source = """
            //
            //  AuthenticationViewController.swift
            //
            import UIKit
            class AuthenticationViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.tabBarItem.title = "Authentication"
                }
                @IBAction func signInPressed(_ sender: Any) {
                    let tabBarVC = UITabBarController()
                    present(tabBarVC, animated: true)
                }
            }
            """
        scratch.write("App/AuthenticationViewController.swift", source)
        let delegate = "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        scratch.write("App/AppDelegate.swift", delegate)
        scratch.write("App/Base.lproj/Authentication.storyboard", "<document><scenes><scene><objects><viewController customClass=\"SignInViewController\"/></objects></scene></scenes></document>\n")
        let loaded = Auditor.load(scratch.path("App/AuthenticationViewController.swift"))
        #expect(loaded.definition?.bars.isEmpty ?? true)
        #expect(loaded.diagnostics.map(\.message) == ["'AuthenticationViewController' titles its own tab here, but no storyboard, xib or other code of the project names the class: nothing makes it, so it is no tab; not audited"])
        // Without the app's entry point, the copy is not known to be the whole app: the tab stays.
        let trimmed = Scratch()
        trimmed.write("Package.swift", "")
        trimmed.write("App/AuthenticationViewController.swift", source)
        #expect(Auditor.load(trimmed.path("App/AuthenticationViewController.swift")).definition?.bars.first?.items.count == 1)
        for (file, text) in [("App/Authentication.xib", "<document><objects><placeholder placeholderIdentifier=\"IBFilesOwner\" customClass=\"AuthenticationViewController\"/></objects></document>\n"),
                             ("App/Flow.swift", "import UIKit\nfunc start() -> UIViewController { AuthenticationViewController() }\n")] {
            let other = Scratch()
            other.write("Package.swift", "")
            other.write("App/ar.lproj/Localizable.strings", "\"Other\" = \"آخر\";\n")
            other.write("App/AuthenticationViewController.swift", source)
            other.write("App/AppDelegate.swift", delegate)
            other.write(file, text)
            let kept = Auditor.load(other.path("App/AuthenticationViewController.swift"))
            #expect(kept.definition?.bars.first?.items.count == 1, "\(file): \(kept.diagnostics)")
        }
    }

    /// VLC's coordinator: lazy navigation controllers rooted at the media classes, the Artists one appended only under
    /// `#available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad`, Audio in the `else` and the `#else` of
    /// `#if os(iOS)`. Audio stays a tab (measured on iPhone), Artists is a bar of its own no iPhone shows, from iOS 18.
    @Test func tabsListedOnlyOnPadAreNotMeasuredForAnIPhone() async throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"AUDIO\" = \"Audio\";\n\"ARTISTS\" = \"Artists\";\n")
        scratch.write("App/ru.lproj/Localizable.strings", "\"AUDIO\" = \"Аудио\";\n\"ARTISTS\" = \"Исполнители и композиторы\";\n")
        scratch.write("App/AudioViewController.swift", Self.selfTitling("AudioViewController", key: "AUDIO") + "\n"
            + Self.selfTitling("ArtistsViewController", key: "ARTISTS").replacingOccurrences(of: "import UIKit\n", with: ""))
        scratch.write("App/TabBarCoordinator.swift", """
            import UIKit
            class TabBarCoordinator: NSObject {
                private var tabBarController: UITabBarController
                private lazy var audioNavigationController: UINavigationController = {
                    let rootViewController = AudioViewController(service: 1)
                    return UINavigationController(rootViewController: rootViewController)
                }()
                private lazy var artistsNavigationController: UINavigationController = {
                    let rootViewController = ArtistsViewController(service: 1)
                    return UINavigationController(rootViewController: rootViewController)
                }()
                private func setupViewControllers() {
                    var controllers: [UINavigationController] = []
            #if os(iOS)
                    if #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad {
                        controllers.append(artistsNavigationController)
                    } else {
                        controllers.append(audioNavigationController)
                    }
            #else
                    controllers.append(audioNavigationController)
            #endif
                    if let audio = audioNavigationController.topViewController as? AudioViewController { _ = audio }
                    tabBarController.viewControllers = controllers
                }
            }
            """)
        let loaded = Auditor.load(scratch.path("App/AudioViewController.swift"))
        let bars = try #require(loaded.definition?.bars, "\(loaded.diagnostics)")
        #expect(bars.map { $0.items.map { $0.title?.key } } == [["AUDIO"], ["ARTISTS"]])
        #expect(bars.map(\.isShownOnPhone) == [true, false])
        #expect(bars.map(\.minimumOSVersion) == [nil, 18.0])
        #expect(loaded.diagnostics.map(\.message).contains("this tab is listed only where userInterfaceIdiom == .pad and iOS 18.0 is available: no iPhone shows it, and it is not measured for one"))
        #expect(GeometryModel.viewports(for: bars[1]).viewports.isEmpty, "no iPhone, and iPadOS 18's bar is not modelled")
        #expect(!GeometryModel.viewports(for: bars[0]).viewports.isEmpty)
        let report = await Auditor(engine: try RuleEngine()).audit(paths: [scratch.path("App/AudioViewController.swift")])
        #expect(!report.findings.contains { $0.ruleID == "l10n-title-truncation" }, "\(report.findings.map(\.message))")
        #expect(!report.findings.contains { $0.ruleID == "layout-item-count" }, "each part configures tabs of a bar built elsewhere")
    }

    /// Cleaner's `UITabBarController` extension: helpers that give a controller an item for each call (one from a title
    /// parameter, one from a system item parameter), which no code of the project calls: no bar. Called from another
    /// Objective-C file, the bar is read as before.
    @Test func aTabMakingFunctionNoCodeCallsMakesNoBar() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        let helpers = """
            import UIKit
            public extension UITabBarController {
                func addTabBarItem(with controller: UIViewController, title: String, image: UIImage) {
                    let tabBarItem = UITabBarItem(title: title, image: image, selectedImage: image)
                    controller.tabBarItem = tabBarItem
                    if self.viewControllers == nil { self.viewControllers = [controller] } else { self.viewControllers?.append(controller) }
                }
                func addTabBarItem(with controller: UIViewController, _ item: UITabBarItem.SystemItem, tag: Int) {
                    let tabBarItem = UITabBarItem.init(tabBarSystemItem: item, tag: tag)
                    controller.tabBarItem = tabBarItem
                    if self.viewControllers == nil { self.viewControllers = [controller] } else { self.viewControllers?.append(controller) }
                }
            }
            """
        scratch.write("App/UITabBarControllerExtension.swift", helpers)
        let loaded = Auditor.load(scratch.path("App/UITabBarControllerExtension.swift"))
        #expect(loaded.definition?.bars.isEmpty ?? true)
        #expect(loaded.diagnostics.map(\.message).contains { $0.hasSuffix("and no Swift or Objective-C code of the project calls it: it is in no tab bar, and is not audited") }, "\(loaded.diagnostics)")
        let called = Scratch()
        called.write("Package.swift", "")
        called.write("App/UITabBarControllerExtension.swift", helpers)
        called.write("App/AppDelegate.m", "- (void)setUp { [self.tabs addTabBarItemWithController:vc title:@\"Home\" image:nil]; }\n")
        let read = Auditor.load(called.path("App/UITabBarControllerExtension.swift"))
        #expect(!(read.definition?.bars.isEmpty ?? true), "\(read.diagnostics)")
    }

    /// 1,000 classes titling themselves, each made and pushed in one Swift file of 1,000 functions and allocated and pushed in
    /// one Objective-C file: each source is parsed or searched once for all of them (an index by called name and selector).
    @Test func manyControllersMadeInOneFileAreReadInLinearTime() throws {
        let count = 1_000
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/Controllers.swift", (0..<count).map { Self.selfTitling("C\($0)", key: "k\($0)").replacingOccurrences(of: "import UIKit\n", with: "") }.joined(separator: "\n"))
        scratch.write("App/Pushing.swift", "import UIKit\nclass Pushing: UIViewController {\n" + (0..<count).map {
            "    func show\($0)() { let c = C\($0)(service: \($0)); c.title = \"\"; navigationController?.pushViewController(c, animated: true) }\n"
        }.joined() + "}\n")
        scratch.write("App/Pushing.m", "@implementation Pushing\n" + (0..<count).map {
            "- (void)show\($0)\n{\n    C\($0) *c = [[C\($0) alloc] initWithService:1];\n    [self.navigationController pushViewController:c animated:YES];\n}\n"
        }.joined() + "@end\n")
        let started = threadProcessorSeconds()
        let loaded = Auditor.load(scratch.path("App/Controllers.swift"))
        #expect(threadProcessorSeconds() - started < 20)
        #expect(loaded.definition?.bars.isEmpty ?? true)
        #expect(loaded.diagnostics.filter { $0.message.contains("only pushes or presents it") }.count == count)
    }
}
