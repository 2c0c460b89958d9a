import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Storyboard apps resolved as Xcode builds them and iOS runs them: strings from every .lproj of the
/// project, the project's locales, runtime attributes, references between storyboards, image sizes,
/// launch screens, and bad input in any of these files.
@Suite struct AppleResolutionTests {
    /// A storyboard whose tab bar controller's tabs are the given controller elements, each with the
    /// object id `vc<index>`.
    static func storyboard(_ tabs: [String], controller: String = "", document: String = "", resources: String = "") -> String {
        let segues = tabs.indices.map { "<segue destination=\"vc\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"sg\($0)\"/>" }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(document)>
            <scenes><scene sceneID="s"><objects>
                <tabBarController id="tbc"\(controller) sceneMemberID="viewController">
                    <connections>\(segues.joined())</connections>
                </tabBarController>
        \(tabs.joined(separator: "\n"))
            </objects></scene></scenes>
            \(resources)
        </document>

        """
    }

    static func tab(_ index: Int, _ item: String) -> String {
        "        <viewController id=\"vc\(index)\" sceneMemberID=\"viewController\">\(item)</viewController>"
    }

    static func project(knownRegions: [String], developmentRegion: String = "en") -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAAA /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = \(developmentRegion);
        \t\t\tknownRegions = (
        \(knownRegions.map { "\t\t\t\t\"\($0)\"," }.joined(separator: "\n"))
        \t\t\t);
        \t\t};
        \t};
        }

        """
    }

    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    }

    private func audit(_ path: String) async throws -> AuditReport {
        await Auditor(engine: try RuleEngine()).audit(paths: [path])
    }

    /// An app of two tabs with these tab bar items, translated by one table.
    private func auditTwoTabs(_ first: String, _ second: String, table: String, _ text: String) async throws -> AuditReport {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, first), Self.tab(1, second)]))
        scratch.write("App/\(table)", text)
        return try await audit(scratch.path("App"))
    }

    @Test func emptyTitleIsNoTitle() async throws {
        let report = try await auditTwoTabs("<tabBarItem key=\"tabBarItem\" title=\"\" image=\"star\" id=\"t0\"/>",
                                            "<tabBarItem key=\"tabBarItem\" title=\"Home\" image=\"house\" id=\"t1\"/>",
                                            table: "fr.lproj/Main.strings", "\"t1.title\" = \"Accueil\";\n")
        let bar = try #require(report.files.first?.definition?.bars.first)
        #expect(bar.items[0].title == nil && bar.items[0].configuredInCode == nil)
        let findings = report.findings.filter { $0.itemID == "t0" }
        #expect(findings.map(\.ruleID) == ["voiceover-label-missing"] && findings.first?.severity == .error,
                "an unlabelled icon-only tab is reported, and nothing about a title it does not have")
    }

    @Test func tabsLeftEmptyForCodeAreNotes() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t1\"/>"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" title=\"Item\" id=\"t2\"/>"),
            Self.tab(3, "<tabBarItem key=\"tabBarItem\" title=\"Item\" id=\"t3\"/>"),
        ], controller: " customClass=\"MainTabBarController\""))
        scratch.write("App/de.lproj/Main.strings", "\"t1.title\" = \"Start\";\n\"t2.title\" = \"Item\";\n")
        let report = try await audit(scratch.path("App"))
        let finding = try #require(report.findings.first { $0.ruleID == "voiceover-label-missing" })
        #expect(finding.itemID == "t0" && finding.severity == .info && finding.message.contains("MainTabBarController is expected to set them in code"))
        #expect(report.findings.filter { $0.severity != .info && $0.ruleID != "title-placeholder" }.isEmpty,
                "placeholder titles code replaces are neither duplicates, nor missing nor untranslated: \(report.findings.map(\.message))")
        // The placeholder itself is still left in the storyboard, which is what title-placeholder reports.
        #expect(Set(report.findings.filter { $0.ruleID == "title-placeholder" }.compactMap(\.itemID)) == ["t2", "t3"])
    }

    /// Glucosio's and MyRecord's controllers retitle their storyboard tabs in Objective-C, in a loop over
    /// `self.tabBar.items`: the template titles "First" and "Second" and the missing German storyboard
    /// table are never seen.
    @Test func titlesAControllerLoopSetsReplaceTheStoryboards() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" tag=\"1\" title=\"First\" image=\"first\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" tag=\"2\" title=\"Second\" image=\"second\" id=\"t1\"/>"),
        ], controller: " customClass=\"RecordsTabController\""))
        scratch.write("App/de.lproj/Main.strings", "\"t0.title\" = \"Erste\";\n")
        scratch.write("App/Controllers/RecordsTabController.m", """
        @implementation RecordsTabController
        - (void)viewDidLoad {
            [super viewDidLoad];
            // item.title = nil; (a comment)
            for (UITabBarItem *entry in self.tabBar.items) {
                if (entry.tag == 1) {
                    entry.title = NSLocalizedString(@"tab_records", @"");
                } else {
                    [entry setTitle:NSLocalizedString(@"tab_settings", @"")];
                }
            }
        }
        @end

        """)
        let report = try await audit(scratch.path("App"))
        let bar = try #require(report.files.first { $0.path.hasSuffix(".storyboard") }?.definition?.bars.first)
        #expect(bar.items.map(\.title) == [nil, nil] && bar.items.allSatisfy { $0.setAtRunTime["title"] == "RecordsTabController (RecordsTabController.m:5)" })
        #expect(report.findings.filter { $0.severity != .info }.isEmpty, "no placeholder, missing or untranslated storyboard title: \(report.findings.map(\.message))")
        let note = try #require(report.files.flatMap(\.diagnostics).first { $0.message.contains("sets the titles of tabs 't0', 't1' when it loads") })
        #expect(note.severity == .info && note.location.file.hasSuffix("Main.storyboard"))
    }

    /// MyHume's storyboard tab bar controller, `TabBarViewController`, retitles every tab in `viewDidLoad` through an outlet
    /// to its own tab bar (`@IBOutlet weak var customTabbar: UITabBar!`, connected in the storyboard to the controller's
    /// `<tabBar>`): `let items = self.customTabbar.items!; for i in 0..<items.count { items[i].title = titles[i] }`. The
    /// storyboard's titles, which Chinese lacked (two "has no text in 'zh-Hans'" errors), are never shown. An outlet to
    /// another tab bar names no tab of this one; a loop over the indices of the controllers (`viewControllers!.indices`)
    /// retitles every tab too.
    @Test func aTabBarControllerRetitlingItsTabsThroughAnOutletToItsTabBar() async throws {
        func storyboard(outletTo destination: String) -> String {
            Self.storyboard([
                Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"News\" id=\"t1\"/>"),
            ], controller: " customClass=\"TabBarViewController\" customModule=\"HumeApp_V1\" customModuleProvider=\"target\"")
            .replacingOccurrences(of: "<connections>", with: "<tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"eWx-JJ-KpN\"/><connections><outlet property=\"customTabbar\" destination=\"\(destination)\" id=\"xmr-bJ-6XT\"/>")
        }
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(outletTo: "eWx-JJ-KpN"))
        scratch.write("App/en.lproj/Main.strings", "\"t0.title\" = \"Home\";\n\"t1.title\" = \"News\";\n")
        scratch.write("App/zh-Hans.lproj/Main.strings", "\"other.title\" = \"其他\";\n")
        scratch.write("App/utils/TabBarViewController.swift", """
        import UIKit
        class TabBarViewController: UITabBarController {
            @IBOutlet weak var customTabbar: UITabBar!
            override func viewDidLoad() {
                super.viewDidLoad()
                let items = self.customTabbar.items!
                var titles = [LanguageHelper.getString(key: "HOME"), LanguageHelper.getString(key: "NEWS")]
                for i in 0..<items.count {
                    items[i].title = titles[i]
                }
            }
        }

        """)
        let report = try await audit(scratch.path("App"))
        #expect(report.findings.filter { $0.ruleID == "l10n-string-missing" }.isEmpty, "\(report.findings.map(\.message))")
        let note = try #require(report.files.flatMap(\.diagnostics).first { $0.message.contains("sets the titles of tabs 't0', 't1' when it loads") })
        #expect(note.message.hasPrefix("TabBarViewController (TabBarViewController.swift:8)"), "\(note.message)")

        // The outlet connected to something else: the storyboard's titles stay, and Chinese lacks them.
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(outletTo: "other-bar"))
        let elsewhere = try await audit(scratch.path("App"))
        #expect(Set(elsewhere.findings.filter { $0.ruleID == "l10n-string-missing" }.compactMap(\.itemID)) == ["t0", "t1"])

        // The controllers' indices.
        scratch.write("App/utils/TabBarViewController.swift", "class TabBarViewController: UITabBarController { override func viewDidLoad() { for index in viewControllers!.indices { viewControllers![index].tabBarItem.title = L10n.tab(index) } } }\n")
        let indices = try await audit(scratch.path("App"))
        #expect(indices.findings.filter { $0.ruleID == "l10n-string-missing" }.isEmpty)
    }

    /// FansArea's plain `UITabBarController` shows three navigation controllers whose items have an image only, and no code
    /// of the app reaches a tab item, the tab bar, or its controller, nor titles a root (`DetailTableViewController`'s
    /// `self.title` is a pushed screen's): the tabs stay empty, and VoiceOver says "Tab, 1 of 2". Wherever some code may
    /// title a tab (its root's `title`, through a superclass the app declares, a root the app does not declare, a
    /// storyboard `title` on the root, any file reaching the tab bar), the note stays.
    @Test func storyboardTabsNoCodeCanTitleAreEmpty() async throws {
        func navigation(_ index: Int, root: String) -> String {
            """
                    <navigationController id="vc\(index)" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" image="icon\(index)" id="t\(index)"/>
                        <connections><segue destination="root\(index)" kind="relationship" relationship="rootViewController" id="r\(index)"/></connections>
                    </navigationController>
                    <tableViewController id="root\(index)"\(root) sceneMemberID="viewController"/>
            """
        }
        func storyboard(roots: [String]) -> String { Self.storyboard(roots.enumerated().map { navigation($0.offset, root: $0.element) }) }
        let scratch = Scratch()
        let classes = [" customClass=\"AreaTableViewController\" customModule=\"FansArea\"", " customClass=\"DiscoverTableViewController\""]
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(roots: classes))
        scratch.write("App/AreaTableViewController.swift", """
        class AreaTableViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                let menu = UIAlertController(title: "朋友你好", message: nil, preferredStyle: .actionSheet)
                if menu.title == "x" { return }
            }
        }

        """)
        scratch.write("App/DiscoverTableViewController.swift", "final class DiscoverTableViewController : UITableViewController {}\n")
        scratch.write("App/DetailTableViewController.swift", "class DetailTableViewController: UITableViewController { override func viewDidLoad() { self.title = area.name } }\n")
        scratch.write("App/AppDelegate.swift", "class AppDelegate { func launch() { UITabBar.appearance().barTintColor = UIColor.white } }\n")
        func severities(_ report: AuditReport) -> [String: Severity] {
            Dictionary(report.findings.filter { $0.ruleID == "voiceover-label-missing" }.compactMap { finding in finding.itemID.map { ($0, finding.severity) } },
                       uniquingKeysWith: { first, _ in first })
        }
        let report = try await audit(scratch.path("App"))
        #expect(severities(report) == ["t0": .error, "t1": .error], "\(report.findings.map(\.message))")

        // The root titling itself (UIKit copies a navigation controller's root's title to its tab), or its superclass doing so.
        scratch.write("App/DiscoverTableViewController.swift", "final class DiscoverTableViewController: BaseTableViewController {}\n")
        scratch.write("App/Base/BaseTableViewController.swift", "class BaseTableViewController: UITableViewController { override func awakeFromNib() { title = L10n.discover } }\n")
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .info])
        scratch.write("App/Base/BaseTableViewController.swift", "class BaseTableViewController: UITableViewController { override var title: String? { get { L10n.discover } set {} } }\n")
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .info])
        scratch.write("App/Base/BaseTableViewController.swift", "class BaseTableViewController: UITableViewController {}\n")
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .error])
        // A superclass the project does not declare (a framework's): not known.
        scratch.write("App/DiscoverTableViewController.swift", "final class DiscoverTableViewController: FrameworkTableViewController {}\n")
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .info])
        // A root class the app does not declare, or a root the storyboard titles.
        scratch.write("App/DiscoverTableViewController.swift", "final class DiscoverTableViewController: UITableViewController {}\n")
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(roots: [classes[0], " customClass=\"PodsTableViewController\""]))
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .info])
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(roots: [classes[0], classes[1] + " title=\"发现\""]))
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .error, "t1": .info])
        // Any file reaching the tab bar, a tab's item, or a navigation controller's title.
        scratch.write("App/Base.lproj/Main.storyboard", storyboard(roots: classes))
        for reaching in ["tabBarController?.tabBar.items?[1].accessibilityLabel = \"Discover\"", "let item = UITabBarItem(title: \"Discover\", image: nil, tag: 1)",
                         "(window?.rootViewController as? UITabBarController)?.selectedIndex = 1", "navigationController?.title = \"Discover\""] {
            scratch.write("App/DetailTableViewController.swift", "class DetailTableViewController: UITableViewController { override func viewDidLoad() { \(reaching) } }\n")
            #expect(try await severities(audit(scratch.path("App"))) == ["t0": .info, "t1": .info], "\(reaching)")
        }
        // A root replacing its navigation controller's list.
        scratch.write("App/DetailTableViewController.swift", "class DetailTableViewController: UITableViewController {}\n")
        scratch.write("App/AreaTableViewController.swift", "class AreaTableViewController: UITableViewController { func reset() { navigationController?.viewControllers = [Other()] } }\n")
        #expect(try await severities(audit(scratch.path("App"))) == ["t0": .info, "t1": .error])
    }

    /// Sportify's `CustomTabBarController` (a storyboard tab with an image only, `title=""`) reaches its tabs only to draw them:
    /// `tabBar.items` given images, insets and a title offset; its root `HomeCollectionViewController` sets `navigationItem.title`
    /// (the navigation bar's, not the tab's) and appends a tab to `tabBarController.viewControllers`. No code can title the tab:
    /// an error, not a note naming the class. A class that titles an item, names `viewControllers` or a tab item, or inherits
    /// from a class of the app, keeps the note; so does a root assigning its own `title`.
    @Test func aTabBarControllerClassDrawingOnlyItsItemsTitlesNoTab() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Home.storyboard", Self.storyboard([
            """
                    <navigationController id="vc0" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="" image="home" id="t0"/>
                        <connections><segue destination="root0" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                    </navigationController>
                    <collectionViewController id="root0" customClass="HomeCollectionViewController" customModule="Sportify" sceneMemberID="viewController"/>
            """,
            "        <viewController id=\"vc1\" customClass=\"FavoriteViewController\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Favourites\" id=\"t1\"/></viewController>",
        ], controller: " customClass=\"CustomTabBarController\" customModule=\"Sportify\""))
        let drawing = """
            class CustomTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupCustomTabBarItems()
                }
                private func setupCustomTabBarItems() {
                    guard let items = tabBar.items else { return }
                    for (index, item) in items.enumerated() {
                        if index == 0 { item.image = UIImage(named: "home"); item.selectedImage = UIImage(named: "home") }
                        item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
                        item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
                    }
                }
            }

            """
        scratch.write("App/CustomTabBarController.swift", drawing)
        scratch.write("App/HomeCollectionViewController.swift", """
            class HomeCollectionViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = NSLocalizedString("home_title", comment: "")
                    if let tabBarController = self.tabBarController {
                        var currentVCs = tabBarController.viewControllers ?? []
                        currentVCs.append(UINavigationController(rootViewController: UIViewController()))
                        tabBarController.viewControllers = currentVCs
                    }
                }
            }

            """)
        scratch.write("App/FavoriteViewController.swift", "class FavoriteViewController: UIViewController {}\n")
        func severity(_ report: AuditReport) -> Severity? {
            report.findings.first { $0.ruleID == "voiceover-label-missing" && $0.itemID == "t0" }?.severity
        }
        #expect(try await severity(audit(scratch.path("App"))) == .error)
        for changed in ["item.title = \"Home\"", "item.accessibilityLabel = \"Home\"", "viewControllers?.first?.tabBarItem.image = nil"] {
            scratch.write("App/CustomTabBarController.swift", drawing.replacingOccurrences(of: "item.imageInsets =", with: "\(changed)\n        item.imageInsets ="))
            // A title the loop sets is computed at run time (no finding); the others keep the note.
            #expect(try await severity(audit(scratch.path("App"))) == (changed.hasPrefix("item.title") ? nil : .info), "\(changed)")
        }
        scratch.write("App/CustomTabBarController.swift", drawing.replacingOccurrences(of: ": UITabBarController", with: ": BaseTabBarController"))
        #expect(try await severity(audit(scratch.path("App"))) == .info)
        scratch.write("App/CustomTabBarController.swift", drawing)
        scratch.write("App/HomeCollectionViewController.swift", "class HomeCollectionViewController: UICollectionViewController { override func viewDidLoad() { title = \"Home\" } }\n")
        #expect(try await severity(audit(scratch.path("App"))) == .info)
    }

    /// Clinitick's storyboard names `customClass="TabBarController"` (`customModuleProvider="target"`) for its tab bar controller,
    /// but no file of the app declares that class: UIKit logs "Unknown class" and makes a plain `UITabBarController`, so its five
    /// image-only tabs stay empty (errors, not notes naming the class). Declared, or of another module, the class keeps the note.
    @Test func aTabBarControllerClassTheAppNeverDeclaresIsAPlainOne() async throws {
        let scratch = Scratch()
        func write(controller: String) {
            scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
                "        <viewController id=\"vc0\" customClass=\"HomeViewController\" customModule=\"App\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"\" image=\"home\" id=\"t0\"/></viewController>",
                "        <viewController id=\"vc1\" customClass=\"ProfileViewController\" customModule=\"App\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"\" image=\"profile\" id=\"t1\"/></viewController>",
            ], controller: controller))
        }
        scratch.write("App/HomeViewController.swift", "import UIKit\nclass HomeViewController: UIViewController {}\n")
        scratch.write("App/ProfileViewController.swift", "import UIKit\nclass ProfileViewController: UIViewController {}\n")
        func severities() async throws -> [Severity] {
            try await audit(scratch.path("App")).findings.filter { $0.ruleID == "voiceover-label-missing" }.map(\.severity)
        }
        write(controller: " customClass=\"TabBarController\" customModule=\"App\" customModuleProvider=\"target\"")
        #expect(try await severities() == [.error, .error])
        write(controller: " customClass=\"TabBarController\" customModule=\"DesignKit\"")
        #expect(try await severities() == [.info, .info], "a class of another module may be declared where the project is not read")
        write(controller: " customClass=\"TabBarController\" customModule=\"App\" customModuleProvider=\"target\"")
        scratch.write("App/TabBarController.swift", "import UIKit\nclass TabBarController: UITabBarController { override func viewDidLoad() { super.viewDidLoad(); tabBar.items?[0].title = \"Home\" } }\n")
        #expect(try await severities().allSatisfy { $0 == .info }, "a declared class may title its tabs")
    }

    /// airbitz's `Main_iPhone.storyboard` places a `UITabBar` in `MainViewController`'s view (an outlet, the controller its
    /// delegate) with five items of its own: a bar, audited as a tab bar controller's (its titles keyed `<objectID>.title` in each
    /// language's table), its selection left to code. A `<tabBar>` with no items (filled in code) is none; a storyboard with only
    /// such a bar is no definition.
    @Test func aTabBarPlacedInAViewIsABar() async throws {
        let scratch = Scratch()
        let tabBar = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="main" customClass="MainViewController" sceneMemberID="viewController">
                        <view key="view" id="v"><subviews>
                            <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="F5s-te-cfW">
                                <rect key="frame" x="0.0" y="763" width="375" height="49"/>
                                <items>
                                    <tabBarItem title="Directory" image="icon_directory.png" id="t0"/>
                                    <tabBarItem title="Request" image="icon_request.png" id="t1"/>
                                    <tabBarItem title="Scan" image="icon_send.png" id="t2"/>
                                </items>
                            </tabBar>
                            <tabBar contentMode="scaleToFill" id="empty"/>
                        </subviews></view>
                        <connections><outlet property="tabBar" destination="F5s-te-cfW" id="o"/></connections>
                    </viewController>
                </objects></scene></scenes>
            </document>

            """
        let path = scratch.write("App/Base.lproj/Main_iPhone.storyboard", tabBar)
        scratch.write("App/ar.lproj/Main_iPhone.strings", "\"t0.title\" = \"دليل\";\n\"t1.title\" = \"طلب\";\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.id == "F5s-te-cfW" && bar.items.map(\.id) == ["t0", "t1", "t2"] && bar.locales == ["en", "ar"] && bar.selectedItemID == nil && bar.selectionIsSetInCode)
        let report = try await audit(scratch.path("App"))
        #expect(report.findings.filter { $0.severity == .error }.map { "\($0.ruleID) \($0.itemID ?? "")" } == ["l10n-string-missing t2"], "\(report.findings.map(\.message))")
        scratch.write("App/Base.lproj/Main_iPhone.storyboard", tabBar.replacingOccurrences(of: "<tabBarItem ", with: "<tabBarButton "))
        #expect(DefinitionDiscovery.placesTabBarWithItems(Array(tabBar.utf8)) && !DefinitionDiscovery.placesTabBarWithItems(Array(tabBar.replacingOccurrences(of: "<tabBarItem ", with: "<tabBarButton ").utf8)))
        #expect(DefinitionDiscovery.discover([scratch.path("App")]).files.isEmpty)
    }

    /// 1,000 empty storyboard tabs, each a navigation controller whose root is a class of its own, all declared in one Swift file
    /// of 1,000 classes each inheriting from the one before: each file is read for its classes once, however many tabs ask, and a
    /// tab's chain of superclasses is followed through at most 64 classes.
    @Test func manyEmptyTabsAskingWhetherCodeTitlesThemAreReadInLinearTime() throws {
        let count = 1_000
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard((0..<count).map { index in
            """
                    <navigationController id="vc\(index)" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" image="icon" id="t\(index)"/>
                        <connections><segue destination="root\(index)" kind="relationship" relationship="rootViewController" id="r\(index)"/></connections>
                    </navigationController>
                    <viewController id="root\(index)" customClass="Root\(index)" sceneMemberID="viewController"/>
            """
        }))
        scratch.write("App/Roots.swift", (0..<count).map { "class Root\($0): \($0 == 0 ? "UIViewController" : "Root\($0 - 1)") { func load() { reload() } }\n" }.joined())
        let start = ContinuousClock.now
        let bar = try #require(Auditor.load(scratch.path("App/Base.lproj/Main.storyboard")).definition?.bars.first)
        // A class under 64 classes of the app is read to UIKit's; one deeper is not followed (taken to title its tab).
        #expect(bar.items.count == count && bar.items.prefix(64).allSatisfy { $0.configuredInCode == nil } && bar.items.dropFirst(64).allSatisfy { $0.configuredInCode != nil })
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Pomodoro's tab bar controller class labels its two icon-only storyboard tabs through the bar's items in
    /// `viewWillAppear` (`tabBar.items?.first?.accessibilityLabel = NSLocalizedString("main_timer", comment: "")`, `.last`
    /// for the other): those are the tabs' VoiceOver labels, looked up in `Localizable` as the code does. A label computed at
    /// run time is not audited, and a child controller's own `accessibilityLabel` labels no tab.
    @Test func aTabBarControllerLabelsTabsThroughTheBarsItems() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" image=\"timer\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" image=\"gear\" id=\"t1\"/>"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" image=\"gear\" id=\"t2\"/>"),
        ], controller: " customClass=\"MainTabBarViewController\""))
        scratch.write("App/en.lproj/Localizable.strings", "\"main_timer\" = \"Timer\";\n\"setting\" = \"Settings\";\n")
        scratch.write("App/ko.lproj/Localizable.strings", "\"main_timer\" = \"타이머\";\n")
        scratch.write("App/MainTabBarViewController.swift", """
        class MainTabBarViewController: UITabBarController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                tabBar.items?.first?.accessibilityLabel = NSLocalizedString("main_timer", comment: "")
                tabBar.items?.first?.image = UIImage(systemName: "timer")
                tabBar.items?.last?.accessibilityLabel = NSLocalizedString("setting", comment: "")
                viewControllers?[1].accessibilityLabel = "Stats"
            }
        }

        """)
        let report = try await audit(scratch.path("App"))
        let bar = try #require(report.files.first { $0.path.hasSuffix(".storyboard") }?.definition?.bars.first)
        #expect(bar.items.map { $0.accessibility.label?.source } == [.key("main_timer"), nil, .key("setting")])
        #expect(bar.items[2].accessibility.label?.location.line == 6)
        let missing = report.findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.map(\.itemID) == ["t2"] && missing.allSatisfy { $0.locale == "ko" }, "\(report.findings.map(\.message))")
        // The middle tab is still left to the class's code: a note.
        #expect(report.findings.filter { $0.ruleID == "voiceover-label-missing" }.map { "\($0.itemID ?? "")\($0.severity)" } == ["t1info"])

        // A label computed at run time, and `items![1]` labelled with a literal.
        scratch.write("App/MainTabBarViewController.swift", """
        class MainTabBarViewController: UITabBarController {
            override func viewDidLoad() {
                tabBar.items?[0].accessibilityLabel = Strings.timer
                tabBar.items![1].accessibilityLabel = "Stats"
                tabBar.items?.last?.title = "Settings".localized
            }
        }

        """)
        let computed = try await audit(scratch.path("App"))
        let items = try #require(computed.files.first { $0.path.hasSuffix(".storyboard") }?.definition?.bars.first?.items)
        #expect(items[0].setAtRunTime["label"] != nil && items[1].accessibility.label?.source == .literal("Stats") && items[2].setAtRunTime["title"] != nil)
        #expect(computed.findings.filter { $0.ruleID == "voiceover-label-missing" }.isEmpty, "\(computed.findings.map(\.message))")
    }

    /// Japanese LDS Quad's Swift controller sets `tabBar.items?[N].title`: only those tabs are replaced.
    /// A title cleared in code (`= nil`, `""`, Tchap's `@""`) is no new title, and a storyboard whose
    /// controller's file sets none keeps its titles.
    @Test func onlyTheTabsCodeTitlesAreReplaced() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Read\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Notes\" id=\"t1\"/>"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" title=\"Account\" id=\"t2\"/>"),
        ], controller: " customClass=\"MainTabBarController\" customModule=\"Quad\""))
        scratch.write("App/ja.lproj/Main.strings", "\"t0.title\" = \"読む\";\n")
        scratch.write("App/MainTabBarController.swift", """
        class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.items?[1].title = "notesTabTitle".localized
                if tabBar.items?[0].title == "Read" { return }
            }
        }

        """)
        let report = try await audit(scratch.path("App"))
        let storyboard = try #require(report.files.first { $0.path.hasSuffix(".storyboard") })
        let bar = try #require(storyboard.definition?.bars.first)
        #expect(bar.items.map { $0.setAtRunTime["title"] != nil } == [false, true, false])
        let missing = report.findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(Set(missing.compactMap(\.itemID)) == ["t2"], "Account is still the storyboard's, and Japanese lacks it: \(missing.map(\.message))")
        #expect(storyboard.diagnostics.contains { $0.message.hasPrefix("MainTabBarController (MainTabBarController.swift:4) sets the title of tab 't1' when it loads") })

        // The same controller with no assignment of a text keeps every storyboard title.
        scratch.write("App/MainTabBarController.swift", "class MainTabBarController: UITabBarController { func layout() { if tabBar.items?[0].title == nil { return } } }\n")
        let unchanged = try await audit(scratch.path("App"))
        #expect(Set(unchanged.findings.filter { $0.ruleID == "l10n-string-missing" }.compactMap(\.itemID)) == ["t1", "t2"])

        // A title cleared in code (`= nil`, `""`; Urgellet Recicla's `tabBar.items?[N].title = ""`, wic's and Yep's loops, which Yep
        // runs only after 30 launches): the storyboard's is not shown once that code runs, and what the tab shows then is not
        // audited. A title assigned a text where the same code clears the rest stays that text's.
        for clearing in ["tabBar.items?[1].title = \"\"; tabBar.items?[2].title = nil", "for item in tabBar.items! { item.title = nil }",
                         "tabBar.items?.forEach { $0.title = \"\" }"] {
            scratch.write("App/MainTabBarController.swift", "class MainTabBarController: UITabBarController { override func viewDidLoad() { \(clearing) } }\n")
            let cleared = try await audit(scratch.path("App"))
            let clearedBar = try #require(cleared.files.first { $0.path.hasSuffix(".storyboard") }?.definition?.bars.first)
            #expect(clearedBar.items.map { $0.setAtRunTime["title"] != nil } == [!clearing.hasPrefix("tabBar.items?[1]"), true, true], "\(clearing)")
            #expect(cleared.findings.filter { $0.location.file.hasSuffix(".storyboard") && $0.severity != .info }.isEmpty, "\(clearing): \(cleared.findings.map(\.message))")
            #expect(cleared.files.flatMap(\.diagnostics).contains { $0.message.hasPrefix("MainTabBarController (MainTabBarController.swift) clears the title") })
        }

        // Titling each controller's item in a closure replaces every tab's.
        scratch.write("App/MainTabBarController.swift", "class MainTabBarController: UITabBarController { func retitle() { viewControllers?.forEach { controller in controller.tabBarItem.title = L10n.title(controller) } } }\n")
        let retitled = try await audit(scratch.path("App"))
        #expect(retitled.findings.filter { $0.ruleID == "l10n-string-missing" }.isEmpty)

        // A child controller's own title is its tab's (UIKit copies it), from the class's Swift file and an
        // Objective-C category of it alike.
        scratch.write("App/MainTabBarController.swift", "class MainTabBarController: UITabBarController { override func awakeFromNib() { viewControllers![1].title = L10n.notes } }\n")
        scratch.write("App/MainTabBarController+Titles.m", "@implementation MainTabBarController (Titles)\n- (void)title { [[self.viewControllers objectAtIndex:2] setTitle:NSLocalizedString(@\"Account\", nil)]; }\n@end\n")
        let childTitles = try await audit(scratch.path("App"))
        let childBar = try #require(childTitles.files.first { $0.path.hasSuffix(".storyboard") }?.definition?.bars.first)
        #expect(childBar.items.map { $0.setAtRunTime["title"] != nil } == [false, true, true])
    }

    /// PinPhoto's first tab is a reference to `Home.storyboard`, whose initial `HomeNavigationController` sets
    /// `tabBarItem?.title = "Item".localized` in `viewDidLoad`: UIKit loads the selected tab's view at launch, so the bar
    /// shows "항목" / "アイテム", never the reference's Korean "내 항목" (whose missing Japanese was reported). Another tab's class
    /// titling itself in `viewDidLoad` leaves the storyboard's title until the tab is opened (a note); `init(coder:)` and
    /// `awakeFromNib` run as the storyboard makes a controller (every tab), `init()` never does, nor need an action. Objective-C alike
    /// (`initWithCoder:`, `viewDidLoad`).
    @Test func aStoryboardTabsOwnClassTitlesIt() async throws {
        let scratch = Scratch()
        scratch.write("App/App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["ko", "ja"], developmentRegion: "ko"))
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            "        <viewControllerPlaceholder storyboardName=\"Home\" id=\"vc0\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"내 항목\" id=\"t0\"/></viewControllerPlaceholder>",
            "        <viewController id=\"vc1\" customClass=\"SearchViewController\" customModule=\"App\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"검색\" id=\"t1\"/></viewController>",
            "        <viewController id=\"vc2\" customClass=\"GroupViewController\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"그룹\" id=\"t2\"/></viewController>",
            "        <viewController id=\"vc3\" customClass=\"SettingViewController\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"설정\" id=\"t3\"/></viewController>",
        ]))
        scratch.write("App/Home/Base.lproj/Home.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes><scene sceneID="s"><objects>
                <navigationController id="nav" customClass="HomeNavigationController" customModule="App" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="항목" id="homeItem"/>
                </navigationController>
            </objects></scene></scenes>
        </document>

        """)
        scratch.write("App/Extensions.swift", "extension String { var localized: String { NSLocalizedString(self, comment: \"\") } }\n")
        scratch.write("App/HomeNavigationController.swift", """
        final class HomeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBarItem?.title = "Item".localized
            }
        }

        """)
        scratch.write("App/SearchViewController.swift", "class SearchViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"Search\".localized } }\n")
        scratch.write("App/GroupViewController.swift", "class GroupViewController: UIViewController { required init?(coder: NSCoder) { super.init(coder: coder); title = \"Group\".localized } }\n")
        scratch.write("App/SettingViewController.swift", "class SettingViewController: UIViewController { init() { super.init(nibName: nil, bundle: nil); title = \"Setting\".localized }; func rename() { title = \"Setting\".localized } }\n")
        scratch.write("App/ko.lproj/Localizable.strings", "\"Item\" = \"항목\";\n\"Group\" = \"그룹\";\n")
        scratch.write("App/ja.lproj/Localizable.strings", "\"Item\" = \"アイテム\";\n\"Group\" = \"グループ\";\n")
        scratch.write("App/ko.lproj/Main.strings", "\"t1.title\" = \"검색\";\n")
        scratch.write("App/ja.lproj/Main.strings", "\"t1.title\" = \"検索\";\n")

        let report = try await audit(scratch.path("App"))
        let storyboard = try #require(report.files.first { $0.path.hasSuffix("Main.storyboard") })
        let bar = try #require(storyboard.definition?.bars.first)
        #expect(bar.items.map { $0.title?.key } == ["Item", "t1.title", "Group", "t3.title"])
        #expect(bar.items[0].title?.location.file.hasSuffix("HomeNavigationController.swift") == true)
        #expect(bar.items[0].title?.location.line == 4)
        let missing = report.findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(Set(missing.compactMap(\.itemID)) == ["t3"], "only Setting keeps a storyboard title Japanese lacks: \(missing.map(\.message))")
        let notes = storyboard.diagnostics.map(\.message)
        #expect(notes.contains { $0.hasPrefix("tab 't0' shows what its class 'HomeNavigationController' sets in viewDidLoad, which runs at launch for the selected tab (HomeNavigationController.swift:4)") })
        #expect(notes.contains { $0.hasPrefix("the class 'SearchViewController' of tab 't1' retitles it in viewDidLoad (SearchViewController.swift:1), which runs when the tab is first opened") })
        #expect(notes.contains { $0.hasPrefix("tab 't2' shows what its class 'GroupViewController' sets as the storyboard makes it") })
        #expect(!notes.contains { $0.contains("SettingViewController") })

        // The same bar with the classes in Objective-C (another project: a project's declarations are read once).
        let objectiveCScratch = Scratch()
        for file in ["App.xcodeproj/project.pbxproj", "Base.lproj/Main.storyboard", "Home/Base.lproj/Home.storyboard", "ko.lproj/Localizable.strings",
                     "ja.lproj/Localizable.strings", "ko.lproj/Main.strings", "ja.lproj/Main.strings"] {
            objectiveCScratch.write("App/\(file)", try String(contentsOfFile: scratch.path("App/\(file)"), encoding: .utf8))
        }
        objectiveCScratch.write("App/Controllers.m", """
        @implementation HomeNavigationController
        - (void)viewDidLoad { [super viewDidLoad]; self.tabBarItem.title = NSLocalizedString(@"Item", nil); }
        @end
        @implementation SearchViewController
        - (void)viewDidLoad { [super viewDidLoad]; self.title = NSLocalizedString(@"Search", nil); }
        @end
        @implementation GroupViewController
        - (id)initWithCoder:(NSCoder *)coder { if (self = [super initWithCoder:coder]) { self.title = NSLocalizedString(@"Group", nil); } return self; }
        @end
        @implementation SettingViewController
        - (id)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle { if (self = [super initWithNibName:name bundle:bundle]) { self.title = NSLocalizedString(@"Setting", nil); } return self; }
        @end

        """)
        let objectiveC = try await audit(objectiveCScratch.path("App"))
        let objectiveCBar = try #require(objectiveC.files.first { $0.path.hasSuffix("Main.storyboard") }?.definition?.bars.first)
        #expect(objectiveCBar.items.map { $0.title?.key } == ["Item", "t1.title", "Group", "t3.title"])
        #expect(objectiveCBar.items[0].title?.location.file.hasSuffix("Controllers.m") == true)
        #expect(Set(objectiveC.findings.filter { $0.ruleID == "l10n-string-missing" }.compactMap(\.itemID)) == ["t3"])

        // In an English app, the code's key "Item" shows "Item": a word the developer chose where another language
        // translates it ("アイテム"), IB's untouched placeholder only where none does.
        let english = Scratch()
        for file in ["Base.lproj/Main.storyboard", "Home/Base.lproj/Home.storyboard", "Controllers.m", "ja.lproj/Localizable.strings"] {
            english.write("App/\(file)", try String(contentsOfFile: objectiveCScratch.path("App/\(file)"), encoding: .utf8))
        }
        english.write("App/App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "ja"]))
        english.write("App/en.lproj/Localizable.strings", "\"Item\" = \"Item\";\n")
        func placeholders(_ report: AuditReport) -> [String] { report.findings.filter { $0.ruleID == "title-placeholder" }.compactMap(\.itemID) }
        #expect(try await placeholders(audit(english.path("App"))).isEmpty)
        english.write("App/ja.lproj/Localizable.strings", "\"Item\" = \"Item\";\n")
        #expect(try await placeholders(audit(english.path("App"))) == ["t0"])
    }

    /// 1,000 storyboard tabs, each of its own Swift class titling itself in `init(coder:)`, all declared in one file, and as
    /// many Objective-C classes in one `.m`: each class is read once, and the Swift file is walked once per class it declares
    /// only within that class.
    @Test func manyStoryboardTabsTitlingThemselvesAreReadInLinearTime() throws {
        let count = 1_000
        let scratch = Scratch()
        scratch.write("App/App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en"]))
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard((0..<count).map {
            "        <viewController id=\"vc\($0)\" customClass=\"\($0 % 2 == 0 ? "S" : "O")\($0)\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"x\" id=\"t\($0)\"/></viewController>"
        }))
        scratch.write("App/Classes.swift", stride(from: 0, to: count, by: 2).map {
            "class S\($0): UIViewController { required init?(coder: NSCoder) { super.init(coder: coder); title = \"s\($0)\" } }\n"
        }.joined())
        scratch.write("App/Classes.m", stride(from: 1, to: count, by: 2).map {
            "@implementation O\($0)\n- (id)initWithCoder:(NSCoder *)coder { self = [super initWithCoder:coder]; self.title = @\"o\($0)\"; return self; }\n@end\n"
        }.joined())
        let start = ContinuousClock.now
        let bar = try #require(Auditor.load(scratch.path("App/Base.lproj/Main.storyboard")).definition?.bars.first)
        #expect(bar.items.count == count && bar.items[count - 2].title?.source == .literal("s\(count - 2)") && bar.items[count - 1].title?.source == .literal("o\(count - 1)"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Alama360's Swift controller binds the tab list to a name before titling its tabs (`guard let items =
    /// tabBar.items else { return }`, `items[0].title = …`), 7lalak's Objective-C one binds each item
    /// (`UITabBarItem *tabBarItem1 = [tabBar.items objectAtIndex:0];`, `[tabBarItem1 setTitle:…]`): the
    /// storyboard titles those tabs had (Alama360's "Favorites", "More" and "Reservations" with no Arabic
    /// storyboard text) are never shown. A name bound to something else (a count, the list's item's title, the
    /// list again rebound) titles no tab.
    @Test func aControllerRetitlesTabsThroughNamesItBindsToThem() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Search\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Reservations\" id=\"t1\"/>"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" title=\"Favorites\" id=\"t2\"/>"),
            Self.tab(3, "<tabBarItem key=\"tabBarItem\" title=\"More\" id=\"t3\"/>"),
        ], controller: " customClass=\"HomeTabsController\""))
        scratch.write("App/ar.lproj/Main.strings", "\"t0.title\" = \"بحث\";\n")
        func missing(_ report: AuditReport) -> Set<String> { Set(report.findings.filter { $0.ruleID == "l10n-string-missing" && $0.location.file.hasSuffix(".storyboard") }.compactMap(\.itemID)) }

        scratch.write("App/HomeTabsController.swift", """
        class HomeTabsController: UITabBarController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let items = tabBar.items else { return }
                items[0].image = UIImage(named: "search")
                items[1].title = Language.text(forKey: "reservations")
                items[2].title = Language.text(forKey: "favorites")
            }
        }

        """)
        let swift = try await audit(scratch.path("App"))
        #expect(missing(swift) == ["t3"], "only More keeps its storyboard title: \(swift.findings.map(\.message))")
        #expect(swift.files.flatMap(\.diagnostics).contains { $0.message.hasPrefix("HomeTabsController (HomeTabsController.swift:6) sets the titles of tabs 't1', 't2' when it loads") })

        // An item bound to a name, in Objective-C; and a loop over the bound list retitles every tab.
        scratch.write("App/HomeTabsController.swift", "")
        scratch.write("App/HomeTabsController.m", """
        @implementation HomeTabsController
        - (void)viewDidLoad {
            UITabBar *tabBar = self.tabBar;
            UITabBarItem *second = [tabBar.items objectAtIndex:1];
            UITabBarItem *fourth = [self.tabBar.items objectAtIndex:3];
            [second setTitle:LocalizedString(@"TAB_SECTIONS")];
            fourth.title = LocalizedString(@"TAB_MORE");
        }
        @end

        """)
        #expect(try await missing(audit(scratch.path("App"))) == ["t2"])
        scratch.write("App/HomeTabsController.m", "")
        scratch.write("App/HomeTabsController.swift", "class HomeTabsController: UITabBarController { func retitle() { if let items = self.tabBar.items { for item in items { item.title = Language.text(forKey: item.title) } } } }\n")
        #expect(try await missing(audit(scratch.path("App"))).isEmpty)

        // Names bound to no tab: the list's count, an item's title, a name bound to the list and then to another.
        scratch.write("App/HomeTabsController.swift", """
        class HomeTabsController: UITabBarController {
            override func viewDidLoad() {
                let count = tabBar.items!.count
                let first = tabBar.items?[0].title
                var items = tabBar.items
                items = moreNavigationController.tabBar.items
                items?[1].title = "Reservations".localized
                count.title = "x"
                first.title = "y"
            }
        }

        """)
        #expect(try await missing(audit(scratch.path("App"))) == ["t1", "t2", "t3"])
    }

    /// Marasy's storyboard names `TabBarController`, which it writes in `Controller/Others/UITabBar.swift`:
    /// with no file named after the class, the file declaring it is read (its `viewDidAppear` titles every
    /// tab, so the storyboard's English titles, which have no Arabic storyboard text, are never shown). A file
    /// named after the class is the class's, as before; a file that only mentions the name declares nothing.
    @Test func aControllerClassIsReadFromTheFileDeclaringIt() async throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Offers\" id=\"t1\"/>"),
        ], controller: " customClass=\"TabBarController\" customModule=\"Marasy\""))
        scratch.write("App/ar.lproj/Main.strings", "\"t0.title\" = \"الرئيسية\";\n")
        scratch.write("App/Others/Helpers.swift", "// TabBarController titles its tabs in UITabBar.swift\nlet controllerName = \"TabBarController\"\n")
        func missing(_ report: AuditReport) -> Set<String> { Set(report.findings.filter { $0.ruleID == "l10n-string-missing" && $0.location.file.hasSuffix(".storyboard") }.compactMap(\.itemID)) }
        #expect(try await missing(audit(scratch.path("App"))) == ["t1"], "no file declares the class: the storyboard's titles stay")

        scratch.write("App/Others/UITabBar.swift", """
        import UIKit

        class TabBarController: UITabBarController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                self.tabBar.items![0].title = General.stringForKey(key: "home")
                self.tabBar.items![1].title = General.stringForKey(key: "offers")
            }
        }

        """)
        let declared = try await audit(scratch.path("App"))
        #expect(missing(declared).isEmpty, "\(declared.findings.map(\.message))")
        #expect(declared.files.flatMap(\.diagnostics).contains { $0.message.hasPrefix("TabBarController (UITabBar.swift:6) sets the titles of tabs 't0', 't1'") })

        // A file named after the class is read instead, and it titles only the first tab.
        scratch.write("App/TabBarController.swift", "class TabBarController: UITabBarController { override func viewDidLoad() { tabBar.items?[0].title = \"home\".localized } }\n")
        #expect(try await missing(audit(scratch.path("App"))) == ["t1"])
    }

    /// A controller file of 20,000 nested loops over the tabs, each body holding the rest, hung the reader
    /// (every loop's body was searched for its closing brace and for assignments): braces are matched in one
    /// pass and at most 64 loops read. Closed or not, and with no title assigned, it takes well under a second.
    @Test func aControllerFileOfThousandsOfNestedLoopsIsReadInLinearTime() throws {
        let scratch = Scratch()
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"First\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Second\" id=\"t1\"/>"),
        ], controller: " customClass=\"LoopingTabController\""))
        let loops = String(repeating: "for item in tabBar.items! {\n", count: 20_000)
        for source in [loops, loops + String(repeating: "}\n", count: 20_000)] {
            scratch.write("App/LoopingTabController.swift", source)
            let started = Date()
            let loaded = Auditor.load(path)
            #expect(Date().timeIntervalSince(started) < 5, "\(Date().timeIntervalSince(started)) s")
            #expect(loaded.definition?.bars.first?.items.map(\.title?.defaultValue) == ["First", "Second"], "no title is assigned")
        }
    }

    /// A xib has no segues: the tabs of its tab bar controller are the controllers written inside its `<viewControllers>`
    /// (iSub's `MainWindow.xib`, six tabs here: an iPhone shows four and More). They were "no tabs", not audited.
    @Test func aXibsTabBarControllerHoldsItsTabsInline() throws {
        let scratch = Scratch()
        let titles = ["Home", "Folders", "Playlists", "Cache", "Albums", "Songs"]
        let children = titles.enumerated().map { index, title in
            index == 1 ? """
                <viewController title="\(title)" id="c\(index)">
                    <tabBarItem key="tabBarItem" title="\(title)" image="tab-\(index)" id="t\(index)"/>
                </viewController>
            """ : """
                <navigationController id="c\(index)">
                    <tabBarItem key="tabBarItem" tag="\(index)" title="\(title)" image="tab-\(index)" id="t\(index)"/>
                    <viewControllers>
                        <viewController title="\(title)" id="r\(index)">
                            <navigationItem key="navigationItem" title="Item" id="n\(index)"/>
                        </viewController>
                    </viewControllers>
                </navigationController>
            """
        }.joined(separator: "\n")
        let path = scratch.write("App/MainWindow.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tabBarController id="21">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="22"/>
                        <viewControllers>
            \(children)
                        </viewControllers>
                    </tabBarController>
                </objects>
            </document>
            """)
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.items.map(\.id) == titles.indices.map { "t\($0)" })
        #expect(bar.items.map(\.title?.defaultValue) == titles)
        #expect(bar.items.first?.location.line == 8, "the first tab's item, at its line")
        #expect(bar.isShownOnPad, "no Info.plist names another interface for iPad")

        // iSub's Info.plist launches `MainWindow` on iPhone and `MainWindow-iPad` on iPad: this bar is never on an iPad.
        scratch.write("App.xcodeproj/project.pbxproj", Self.applicationProject(["INFOPLIST_FILE = App/Info.plist"]))
        let keys = "<key>NSMainNibFile</key><string>MainWindow</string><key>NSMainNibFile~ipad</key><string>MainWindow-iPad</string>"
        scratch.write("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string>\(keys)</dict></plist>\n")
        let phoneBar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(!phoneBar.isShownOnPad)
        let viewports = GeometryModel.viewports(for: phoneBar).viewports
        #expect(!viewports.isEmpty && viewports.allSatisfy { $0.device?.idiom == .phone }, "\(viewports.map { $0.device?.idiom })")
        #expect(GeometryModel.viewports(for: bar).viewports.contains { $0.device?.idiom == .pad })
    }

    /// A project file after Xcode's: a project and its targets, each with a Debug and a Release configuration.
    /// `targets`: each application target's `TARGETED_DEVICE_FAMILY` by configuration (nil: not set) and its `SDKROOT`.
    static func deviceFamilyProject(project family: String?, targets: [(debug: String?, release: String?, sdk: String)]) -> String {
        func configuration(_ id: String, _ name: String, _ settings: [String]) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        func list(_ id: String, _ configurations: [String]) -> String {
            "\t\t\(id) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + configurations.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};\n"
        }
        let projectSettings = ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"] + (family.map { ["TARGETED_DEVICE_FAMILY = \($0)"] } ?? [])
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP0 /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            + "\t\t\tbuildConfigurationList = PL /* Build configuration list for PBXProject \"App\" */;\n\t\t};\n"
            + list("PL", ["PD /* Debug */", "PR /* Release */"]) + configuration("PD", "Debug", projectSettings) + configuration("PR", "Release", projectSettings)
        for (index, target) in targets.enumerated() {
            text += "\t\tT\(index) /* App\(index) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildConfigurationList = TL\(index) /* Build configuration list for PBXNativeTarget \"App\(index)\" */;\n"
                + "\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
                + list("TL\(index)", ["TD\(index) /* Debug */", "TR\(index) /* Release */"])
            for (id, name, value) in [("TD\(index)", "Debug", target.debug), ("TR\(index)", "Release", target.release)] {
                text += configuration(id, name, ["SDKROOT = \(target.sdk)"] + (value.map { ["TARGETED_DEVICE_FAMILY = \($0)"] } ?? []))
            }
        }
        return text + "\t};\n\trootObject = P0 /* Project object */;\n}\n"
    }

    /// An app built for iPhone only (`TARGETED_DEVICE_FAMILY = 1` in every configuration of its application
    /// targets) runs on an iPad as an iPhone app, scaled: its bars, from a storyboard or code, have no iPad
    /// layout. Any configuration or target naming iPad, a setting not in the project file, or no project file
    /// keeps iPads; a Mac target beside the app says nothing of it.
    @Test func anAppBuiltForIPhoneOnlyHasNoIPadBar() throws {
        let code = """
            import UIKit
            final class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                    let settings = UIViewController()
                    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
                    viewControllers = [home, settings]
                }
            }

            """
        let cases: [(project: String?, targets: [(debug: String?, release: String?, sdk: String)], onPad: Bool, label: String)] = [
            (nil, [("1", "1", "iphoneos")], false, "iPhone only, as Xcode writes it"),
            (nil, [("\"1\"", "\"1\"", "iphoneos")], false, "iPhone only, quoted"),
            ("1", [(nil, nil, "iphoneos")], false, "the project's setting, inherited by the target"),
            (nil, [("1", "1", "iphoneos"), (nil, nil, "macosx")], false, "a Mac app beside the iPhone app"),
            (nil, [("\"1,2\"", "\"1,2\"", "iphoneos")], true, "iPhone and iPad"),
            (nil, [("1", "\"1,2\"", "iphoneos")], true, "the Release configuration builds for iPad"),
            ("\"1,2\"", [("1", "1", "iphoneos"), (nil, nil, "iphoneos")], true, "a second app target builds for iPad"),
            (nil, [(nil, nil, "iphoneos")], true, "not in the project file (an .xcconfig)"),
            (nil, [("\"$(FAMILY)\"", "\"$(FAMILY)\"", "iphoneos")], true, "a build setting"),
        ]
        for (family, targets, onPad, label) in cases {
            let scratch = Scratch()
            scratch.write("App.xcodeproj/project.pbxproj", Self.deviceFamilyProject(project: family, targets: targets))
            let storyboard = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                                            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Settings\" id=\"t1\"/>")]))
            let swift = scratch.write("App/TabBarController.swift", code)
            for path in [storyboard, swift] {
                let loaded = Auditor.load(path)
                let bar = try #require(loaded.definition?.bars.first, "\(label): \(loaded.diagnostics)")
                #expect(bar.items.count == 2, "\(label)")
                #expect(bar.isShownOnPad == onPad, "\(label): \(path)")
                let viewports = GeometryModel.viewports(for: bar).viewports
                #expect(viewports.contains { $0.device?.idiom == .phone }, "\(label)")
                #expect(viewports.contains { $0.device?.idiom == .pad } == onPad, "\(label): \(path)")
            }
        }
        let noProject = Scratch()
        let bar = try #require(Auditor.load(noProject.write("App/TabBarController.swift", code)).definition?.bars.first)
        #expect(bar.isShownOnPad, "no project file: which devices is not known")
    }

    /// A project file whose configurations are based on `.xcconfig` files of its `Config` group, as Xcode writes
    /// `baseConfigurationReference`: the project's on `Project.xcconfig`, the app target's on `App.xcconfig` when
    /// asked; `targetFamily` is the target's own setting.
    static func configurationFileProject(projectBased: Bool, targetBased: Bool, targetFamily: String? = nil) -> String {
        func configuration(_ id: String, _ name: String, base: String?, _ settings: [String]) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
                + (base.map { "\t\t\tbaseConfigurationReference = \($0) /* \($0).xcconfig */;\n" } ?? "")
                + "\t\t\tbuildSettings = {\n" + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        let targetSettings = ["SDKROOT = iphoneos"] + (targetFamily.map { ["TARGETED_DEVICE_FAMILY = \($0)"] } ?? [])
        return "// !$*UTF8*$!\n{\n\tobjects = {\n"
            + "\t\tP0 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = PL /* list */;\n\t\t\tmainGroup = G0;\n\t\t};\n"
            + "\t\tG0 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tG1 /* Config */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            + "\t\tG1 /* Config */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tProject /* Project.xcconfig */,\n\t\t\t\tApp /* App.xcconfig */,\n\t\t\t);\n"
            + "\t\t\tpath = Config;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            + "\t\tProject /* Project.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Project.xcconfig; sourceTree = \"<group>\"; };\n"
            + "\t\tApp /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = \"<group>\"; };\n"
            + "\t\tPL = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\tPD /* Debug */,\n\t\t\t\tPR /* Release */,\n\t\t\t);\n\t\t};\n"
            + configuration("PD", "Debug", base: projectBased ? "Project" : nil, []) + configuration("PR", "Release", base: projectBased ? "Project" : nil, [])
            + "\t\tT0 /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = TL /* list */;\n"
            + "\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
            + "\t\tTL = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\tTD /* Debug */,\n\t\t\t\tTR /* Release */,\n\t\t\t);\n\t\t};\n"
            + configuration("TD", "Debug", base: targetBased ? "App" : nil, targetSettings) + configuration("TR", "Release", base: targetBased ? "App" : nil, targetSettings)
            + "\t};\n\trootObject = P0 /* Project object */;\n}\n"
    }

    /// `TARGETED_DEVICE_FAMILY` set in the `.xcconfig` a configuration is based on (Xcode's order: the target's
    /// configuration, its `.xcconfig`, the project's configuration, the project's `.xcconfig`), with the file's
    /// includes, comments and conditional settings as Xcode reads them.
    @Test func theDeviceFamilyOfAnXcconfigTheConfigurationsAreBasedOn() throws {
        let cases: [(projectBased: Bool, targetBased: Bool, targetFamily: String?, files: [String: String], onPad: Bool, label: String)] = [
            (false, true, nil, ["App.xcconfig": "#include \"Shared.xcconfig\"\n", "Shared.xcconfig": "// Devices\nTARGETED_DEVICE_FAMILY = 1 // iPhone\n"], false,
             "the target's .xcconfig, through an include"),
            (true, false, nil, ["Project.xcconfig": "TARGETED_DEVICE_FAMILY = 1;\n"], false, "the project's .xcconfig, inherited by the target"),
            (true, true, nil, ["Project.xcconfig": "TARGETED_DEVICE_FAMILY = 1\n", "App.xcconfig": "TARGETED_DEVICE_FAMILY = 1,2\n"], true,
             "the target's .xcconfig wins over the project's"),
            (false, true, "\"1,2\"", ["App.xcconfig": "TARGETED_DEVICE_FAMILY = 1\n"], true, "the target's own setting wins over its .xcconfig"),
            (false, true, nil, ["App.xcconfig": "TARGETED_DEVICE_FAMILY = 1,2\nTARGETED_DEVICE_FAMILY = 1\n"], false, "the last assignment wins"),
            (false, true, nil, ["App.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nTARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 1,2\n"], true, "a value for some SDKs"),
            (false, true, nil, ["App.xcconfig": "TARGETED_DEVICE_FAMILY = $(FAMILY)\n"], true, "a build setting"),
            (false, true, nil, [:], true, "a missing .xcconfig"),
            (false, true, nil, ["App.xcconfig": "#include \"App.xcconfig\"\n#include? \"Missing.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1\n"], false,
             "a file including itself, and an optional include that is missing"),
        ]
        for (projectBased, targetBased, targetFamily, files, onPad, label) in cases {
            let scratch = Scratch()
            let project = Self.configurationFileProject(projectBased: projectBased, targetBased: targetBased, targetFamily: targetFamily)
            scratch.write("App.xcodeproj/project.pbxproj", project)
            for (name, text) in files { scratch.write("Config/\(name)", text) }
            #expect(AppleBundle.applicationTargetsBuildForPhoneOnly(in: ProjectFileObjects(project), projectFolder: scratch.url.path) == !onPad, "\(label)")
            let storyboard = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                                            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Settings\" id=\"t1\"/>")]))
            let bar = try #require(Auditor.load(storyboard).definition?.bars.first, "\(label)")
            #expect(bar.isShownOnPad == onPad, "\(label)")
        }
        // Files including each other many times over are read at most 64 times, not 2^70 times.
        let scratch = Scratch()
        for level in 0..<70 {
            scratch.write("Config/L\(level).xcconfig", String(repeating: "#include \"L\(level + 1).xcconfig\"\n", count: 2))
        }
        scratch.write("Config/L70.xcconfig", "TARGETED_DEVICE_FAMILY = 1\n")
        let started = Date()
        #expect(XcodeConfigurationFile(path: scratch.path("Config/L0.xcconfig")).value("TARGETED_DEVICE_FAMILY") == nil, "past 64 files")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func runtimeAttributesSetTexts() throws {
        let scratch = Scratch()
        let item = """
        <tabBarItem key="tabBarItem" title="Old" image="magnifyingglass" catalog="system" id="t0">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="title" value="Search"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Search the catalogue"/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="placeholderText" value="Type"/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="accessibilityHint" value="Finds books"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="2 new"/>
                <userDefinedRuntimeAttribute type="number" keyPath="tag"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </tabBarItem>
        """
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, item), Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"B\" id=\"t1\"/>")]))
        scratch.write("App/de.lproj/Main.strings", "\"t0.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]\" = \"Findet Bücher\";\n")
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        let searchItem = bar.items[0]
        #expect(searchItem.title?.source == .literal("Search"), "a runtime attribute wins over the inspector's title")
        #expect(searchItem.accessibility.label?.source == .literal("Search the catalogue") && searchItem.accessibility.value?.source == .literal("2 new"))
        #expect(file.resolve(searchItem.accessibility.hint!, in: bar, locale: "de").text == "Findet Bücher"
                && file.resolve(searchItem.accessibility.hint!, in: bar, locale: "en").text == "Finds books", "a Localized String attribute, the second of the item")
        #expect(searchItem.glyph?.name == "magnifyingglass" && searchItem.glyph?.width == nil, "an SF Symbol is drawn at the system's size")
    }

    @Test func titlesThatAreLocalizableKeys() throws {
        let scratch = Scratch()
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"tab.home\" id=\"t0\" customClass=\"LocalizedTabBarItem\"/>"),
            Self.tab(1, """
            <tabBarItem key="tabBarItem" title="" image="gear" id="t1"><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="tab.settings"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLocalizationKey" value="tab.settings.label"/>
            </userDefinedRuntimeAttributes></tabBarItem>
            """),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" title=\"Help\" id=\"t2\" customClass=\"LocalizedTabBarItem\"/>"),
        ], controller: " customClass=\"TabsController\""))
        scratch.write("App/en.lproj/Localizable.strings", "\"tab.home\" = \"Home\";\n\"tab.settings\" = \"Settings\";\n\"tab.settings.label\" = \"App settings\";\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"tab.home\" = \"Start\";\n\"tab.settings\" = \"Einstellungen\";\n")
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        #expect(bar.items[0].title?.key == "tab.home" && file.resolve(bar.items[0].title!, in: bar, locale: "de").text == "Start")
        #expect(bar.items[1].title?.key == "tab.settings" && bar.items[1].accessibility.label?.key == "tab.settings.label")
        #expect(bar.items.allSatisfy { $0.configuredInCode == nil }, "a tab whose key Localizable has is not left to code")
        #expect(file.resolve(bar.items[1].accessibility.label!, in: bar, locale: "de").isMissing)
        #expect(bar.items[2].title?.key == "t2.title", "a title Localizable does not have stays the storyboard's text")
        #expect(bar.locales == ["en", "de"])
    }

    /// A project whose build configurations set these deployment targets (an app and an extension).
    static func project(deploymentTargets: [String]) -> String {
        let configurations = deploymentTargets.enumerated().map { index, target in
            "\t\tC\(index) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(target);\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        }
        return "// !$*UTF8*$!\n{\n\tobjects = {\n\(configurations.joined())\t};\n}\n"
    }

    /// The default device classes a storyboard app is laid out on, by its project's deployment targets.
    private func defaultDevices(deploymentTargets: [String]) throws -> (minimum: Double?, devices: [String]) {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(deploymentTargets: deploymentTargets))
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        let devices = GeometryModel.viewports(for: bar).viewports.map { $0.describe(unit: "pt") }
        return (bar.minimumOSVersion, devices)
    }

    @Test func deploymentTargetLeavesOutDevicesTheAppCannotRunOn() throws {
        let modern = try defaultDevices(deploymentTargets: ["17.0", "16.4"])
        #expect(modern.minimum == 16.4, "the lowest of the project's configurations")
        #expect(!modern.devices.contains { $0.hasPrefix("iPhone SE (1st generation)") }, "the SE (1st generation) stops at iOS 15")
        #expect(modern.devices.contains("iPhone 15, portrait"))
        let older = try defaultDevices(deploymentTargets: ["15.0"])
        #expect(older.minimum == 15.0 && older.devices.contains("iPhone SE (1st generation), portrait"))
        let unknown = try defaultDevices(deploymentTargets: ["\"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\""])
        #expect(unknown.minimum == nil && unknown.devices.contains("iPhone SE (1st generation), portrait"), "an unreadable target keeps every device")
    }

    /// An extension's lower deployment target does not let the app run on older devices: the application
    /// targets' configurations decide (their own value, else the project's of the same name). Winston's app
    /// is iOS 17.0 and its extension 15.0, so no iPhone SE (1st generation) runs it.
    @Test func theApplicationTargetsDeploymentTargetDecides() throws {
        func configuration(_ id: String, _ name: String, _ target: String?) -> String {
            let setting = target.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n" } ?? ""
            return "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(setting)\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        func project(app: (String?, String?), projectLevel: String?, extensionTarget: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            /* Begin PBXBuildFile section */
            \t\tB1 /* Main{1}.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Main{1}.swift */; };
            /* End PBXBuildFile section */
            \t\tP0 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = LP /* Build configuration list for PBXProject "App" */;
            \t\t\tdevelopmentRegion = en;
            \t\t};
            \t\tT1 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LA /* Build configuration list for PBXNativeTarget "App" */;
            \t\t\tname = App;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tT2 /* Widget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = LW /* Build configuration list for PBXNativeTarget "Widget" */;
            \t\t\tname = Widget;
            \t\t\tproductType = "com.apple.product-type.app-extension";
            \t\t};
            \(configuration("CP1", "Debug", projectLevel))\(configuration("CP2", "Release", projectLevel))\(configuration("CA1", "Debug", app.0))\(configuration("CA2", "Release", app.1))\(configuration("CW1", "Debug", extensionTarget))\(configuration("CW2", "Release", extensionTarget))\t\tLP /* x */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tCP1 /* Debug */,
            \t\t\t\tCP2 /* Release */,
            \t\t\t);
            \t\t};
            \t\tLA /* x */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tCA1 /* Debug */,
            \t\t\t\tCA2 /* Release */,
            \t\t\t);
            \t\t};
            \t\tLW /* x */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tCW1 /* Debug */,
            \t\t\t\tCW2 /* Release */,
            \t\t\t);
            \t\t};
            \t};
            \trootObject = P0 /* Project object */;
            }

            """
        }
        func minimum(_ text: String) throws -> Double? {
            let scratch = Scratch()
            scratch.write("App.xcodeproj/project.pbxproj", text)
            let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
            return try #require(Auditor.load(path).definition?.bars.first).minimumOSVersion
        }
        #expect(try minimum(project(app: ("17.0", "17.0"), projectLevel: nil, extensionTarget: "15.0")) == 17.0, "the extension's 15.0 is not the app's")
        #expect(try minimum(project(app: ("17.0", nil), projectLevel: "16.0", extensionTarget: "15.0")) == 16.0, "a configuration without its own value inherits the project's")
        #expect(try minimum(project(app: (nil, nil), projectLevel: nil, extensionTarget: "15.0")) == 15.0,
                "an application whose target is set elsewhere (an .xcconfig): the lowest of every configuration")
    }

    @Test func stringsComeFromEveryLprojOfTheProject() throws {
        let scratch = Scratch()
        scratch.write("Shop.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "Base", "de", "fr", "pt-BR", "zh-Hans"]))
        scratch.write("Shop/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string></dict></plist>
        """)
        let path = scratch.write("Shop/UI/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Cart\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Account\" id=\"t1\"/>"),
        ]))
        scratch.write("Shop/Strings/de.lproj/Main.strings", "\"t0.title\" = \"Warenkorb\";\n\"t1.title\" = \"Konto\";\n")
        scratch.write("Shop/Strings/pt_BR.lproj/Main.strings", "\"t0.title\" = \"Carrinho\";\n\"t1.title\" = \"Conta\";\n")
        scratch.write("Shop/Strings/zh_CN.lproj/Main.strings", "\"t0.title\" = \"购物车\";\n\"t1.title\" = \"账户\";\n")
        // Another target's table of the same name, farther from the storyboard, and a copy in Pods.
        scratch.write("Widget/fr.lproj/Main.strings", "\"t0.title\" = \"Panier\";\n\"t1.title\" = \"Compte\";\n")
        scratch.write("Widget/de.lproj/Main.strings", "\"t0.title\" = \"Falsch\";\n")
        scratch.write("Pods/Lib/es.lproj/Main.strings", "\"t0.title\" = \"Carrito\";\n")
        // A link back up the tree is not followed (it would never end).
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Shop/UI/Loop"), withDestinationPath: scratch.path("Shop"))
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        #expect(bar.sourceLocale == "en" && bar.locales == ["en", "de", "fr", "pt-BR", "zh-Hans"], "knownRegions decide the locales")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "de").text == "Warenkorb", "the nearest table wins")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "pt-BR").text == "Carrinho")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "zh-Hans").text == "购物车")
        #expect(file.resolve(bar.items[1].title!, in: bar, locale: "fr").text == "Compte", "a table anywhere in the project")
    }

    @Test func storyboardLocalisedInCodeOnly() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "Base", "de", "fr", "es"]))
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                                      Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Search\" id=\"t1\"/>")]))
        scratch.write("App/Strings/de.lproj/Localizable.strings", "\"home\" = \"Start\";\n")
        scratch.write("App/Strings/fr.lproj/Localizable.strings", "\"home\" = \"Accueil\";\n")
        let loaded = Auditor.load(path)
        #expect(loaded.definition?.bars.first?.locales == ["en"], "es has no .lproj: iOS never picks it; de and fr have no Main.strings")
        #expect(loaded.diagnostics.map(\.severity) == [.info]
                && loaded.diagnostics.first?.message == "'Main.strings' exists in none of the 2 other languages the app ships; its tab titles are evidently localised in code, so only en is audited")
    }

    @Test func storyboardStringCatalog() throws {
        let scratch = Scratch()
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                                      Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Search\" id=\"t1\"/>")]))
        scratch.write("App/Main.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "t0.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}}},
          "t1.title": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "Search"}}}}
        }}
        """)
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "de"] && file.resolve(bar.items[0].title!, in: bar, locale: "de").text == "Start")
        let new = file.resolve(bar.items[1].title!, in: bar, locale: "de")
        #expect(!new.isMissing && new.text == "Search", "xcstringstool builds a unit in state new like any other: the app shows its value")
    }

    @Test func developmentRegionFromInfoPlist() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["de", "en"], developmentRegion: "en"))
        scratch.write("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>German</string></dict></plist>\n")
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Start\" id=\"t0\"/>")]))
        scratch.write("App/en.lproj/Main.strings", "\"t0.title\" = \"Home\";\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.sourceLocale == "de" && bar.locales == ["de", "en"])
    }

    /// An `Info.plist` saved in UTF-16 (with a byte-order mark, either byte order, or without one) is read
    /// as Xcode reads it: its `CFBundleDevelopmentRegion` is the app's development language. It was taken
    /// for a file without values (round 8), so the project's `developmentRegion` won.
    @Test(arguments: [("LE with BOM", [UInt8(0xFF), 0xFE], false), ("BE with BOM", [0xFE, 0xFF], true), ("LE without BOM", [], false), ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF], nil)])
    func developmentRegionFromAUTF16InfoPlist(_ encoding: (String, [UInt8], Bool?)) throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["de", "en"], developmentRegion: "en"))
        let declared = encoding.2 == nil ? "UTF-8" : "UTF-16"
        let text = "<?xml version=\"1.0\" encoding=\"\(declared)\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>\n"
        let units: [UInt8] = switch encoding.2 {
        case nil: Array(text.utf8)
        case true?: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case false?: text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        scratch.write("App/Info.plist", bytes: encoding.1 + units)
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Start\" id=\"t0\"/>")]))
        scratch.write("App/en.lproj/Main.strings", "\"t0.title\" = \"Home\";\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.sourceLocale == "de" && bar.locales == ["de", "en"], "\(encoding.0): \(bar.sourceLocale) \(bar.locales)")
    }

    /// eRouška keeps Firebase's `GoogleService-Info.plist` (keys such as `API_KEY`, `GOOGLE_APP_ID`) in
    /// a folder below its app's Info.plist, which says `cs`: a configuration file is no bundle's
    /// Info.plist, so the development language is still the app's.
    @Test func aConfigurationPlistIsNoInfoPlist() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["cs", "en"], developmentRegion: "en"))
        scratch.write("App/Supporting Files/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>cs</string><key>CFBundleDisplayName</key><string>App</string></dict></plist>\n")
        scratch.write("App/Supporting Files/Firebase Dev/GoogleService-Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>API_KEY</key><string>x</string><key>GOOGLE_APP_ID</key><string>1:2</string></dict></plist>\n")
        let path = scratch.write("App/Interface/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Kontakty\" id=\"t0\"/>")]))
        scratch.write("App/Interface/en.lproj/Main.strings", "\"t0.title\" = \"Contacts\";\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.sourceLocale == "cs" && bar.locales == ["cs", "en"], "\(bar.sourceLocale) \(bar.locales)")
    }

    @Test func lprojNamesAsIOSReadsThem() {
        let names = ["pt_BR": "pt-BR", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant", "zh-HK": "zh-Hant-HK", "Zh-Hans": "zh-Hans", "zh-hant-tw": "zh-Hant-TW",
                     "English": "en", "sr-latn": "sr-Latn", "es-419": "es-419", "iw": "he", "en-GB": "en-GB", "de": "de", "cmn": "zh-Hans", "zh": "zh-Hans"]
        for (name, locale) in names { #expect(AppleLocale.canonical(name) == locale, "\(name)") }
        #expect(AppleLocale.canonical("Base") == nil && AppleLocale.canonical("Resources") == nil && AppleLocale.canonical("x") == nil)
    }

    /// Kickoff keeps its storyboards' String Catalogs where Xcode 15 puts them, `mul.lproj/onBoarding.xcstrings`, and its
    /// `knownRegions` lists `mul`: "multiple languages", built into each language's folder, is no language a user picks,
    /// so the app ships en and ar only (as `mul`, every key was missing from a fourth language); `und` alike.
    @Test func theStringCatalogsMulFolderIsNoLanguage() throws {
        #expect(AppleLocale.canonical("mul") == nil && AppleLocale.canonical("und") == nil && AppleLocale.canonical("mua") == "mua")
        let scratch = Scratch()
        scratch.write("App/App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "Base", "mul", "ar"]))
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                                   Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Favourites\" id=\"t1\"/>")]))
        scratch.write("App/ar.lproj/Main.strings", "\"t0.title\" = \"الرئيسية\";\n\"t1.title\" = \"المفضلة\";\n")
        scratch.write("App/Cells/mul.lproj/EmptyCell.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        scratch.write("App/Cells/Base.lproj/EmptyCell.xib", "<?xml version=\"1.0\"?><document/>\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.locales == ["en", "ar"], "\(bar.locales)")
    }

    @Test(arguments: [("LE with BOM", [UInt8(0xFF), 0xFE], false), ("BE with BOM", [0xFE, 0xFF], true), ("LE without BOM", [], false)])
    func utf16StringsFiles(_ encoding: (String, [UInt8], Bool)) throws {
        let scratch = Scratch()
        let text = "/* Class = \"UITabBarItem\"; */\n\"t0.title\" = \"Главная\";\n"
        let units = text.utf16.flatMap { unit in encoding.2 ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        scratch.write("App/ru.lproj/Main.strings", bytes: encoding.1 + units)
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        let file = try #require(Auditor.load(path).definition)
        let bar = try #require(file.bars.first)
        let resolved = file.resolve(bar.items[0].title!, in: bar, locale: "ru")
        #expect(resolved.text == "Главная" && file.entry(for: bar.items[0].title!, locale: "ru")?.location.line == 2, "\(encoding.0)")
    }

    @Test func systemItemsAreLocalisedBySystem() async throws {
        let report = try await auditTwoTabs("<tabBarItem key=\"tabBarItem\" systemItem=\"favorites\" id=\"t0\"/>",
                                            "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t1\"/>",
                                            table: "de.lproj/Main.strings", "\"t1.title\" = \"Start\";\n")
        let item = try #require(report.files.first?.definition?.bars.first?.items.first)
        #expect(item.title?.source == .literal("Favorites") && item.title?.isLocalizedBySystem == true && item.glyph == nil)
        #expect(report.findings.filter { $0.itemID == "t0" && $0.severity != .info }.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func imageSizesFromAssetCatalogsAndFiles() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en"]))
        scratch.write("App/Assets.xcassets/Contents.json", "{}")
        scratch.write("App/Assets.xcassets/bitmap.imageset/Contents.json", """
        {"images": [{"idiom": "universal", "filename": "b.png", "scale": "1x"}, {"idiom": "universal", "filename": "b@2x.png", "scale": "2x"}]}
        """)
        scratch.write("App/Assets.xcassets/bitmap.imageset/b.png", bytes: Self.png(width: 25, height: 25))
        scratch.write("App/Assets.xcassets/bitmap.imageset/b@2x.png", bytes: Self.png(width: 50, height: 46))
        scratch.write("App/Assets.xcassets/Tabs/Contents.json", "{\"properties\": {\"provides-namespace\": true}}")
        scratch.write("App/Assets.xcassets/Tabs/vector.imageset/Contents.json", "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"v.pdf\"}]}")
        scratch.write("App/Assets.xcassets/Tabs/vector.imageset/v.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 31 20] >> endobj\n")
        scratch.write("App/Assets.xcassets/drawing.imageset/Contents.json", "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"d.svg\"}]}")
        scratch.write("App/Assets.xcassets/drawing.imageset/d.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 23 28\"><path d=\"M0 0\"/></svg>")
        scratch.write("App/Images/tab-home@3x.png", bytes: Self.png(width: 75, height: 75))
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"A\" image=\"bitmap\" id=\"t0\"/>"),
            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"B\" image=\"Tabs/vector\" id=\"t1\"/>"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" title=\"C\" image=\"drawing\" id=\"t2\"/>"),
            Self.tab(3, "<tabBarItem key=\"tabBarItem\" title=\"D\" image=\"tab-home.png\" id=\"t3\"/>"),
            Self.tab(4, "<tabBarItem key=\"tabBarItem\" title=\"E\" image=\"unknown\" id=\"t4\"/>"),
        ], resources: "<resources><image name=\"unknown\" width=\"30\" height=\"30\"/></resources>"))
        let glyphs = try #require(Auditor.load(path).definition?.bars.first).items.map(\.glyph)
        #expect(glyphs[0]?.width == 25 && glyphs[0]?.height == 23 && glyphs[0]?.sizeSource?.hasSuffix("b@2x.png") == true, "the sharpest bitmap, in points")
        #expect(glyphs[1]?.width == 31 && glyphs[1]?.height == 20, "a PDF's MediaBox, through a namespace folder")
        #expect(glyphs[2]?.width == 23 && glyphs[2]?.height == 28, "an SVG's viewBox")
        #expect(glyphs[3]?.width == 25 && glyphs[3]?.sizeSource?.hasSuffix("tab-home@3x.png") == true, "a loose @3x file")
        #expect(glyphs[4]?.width == nil, "the storyboard's own record is not evidence of the file's size")
    }

    @Test func onlyUndersizedImageFilesAreGlyphFindings() async throws {
        let scratch = Scratch()
        let sizes: [(String, UInt32, UInt32)] = [("tiny", 32, 32), ("padded", 60, 60), ("fine", 50, 46), ("flat", 40, 16)]
        for (name, width, height) in sizes {
            scratch.write("App/Images/\(name)@2x.png", bytes: Self.png(width: width, height: height))
        }
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard(sizes.indices.map {
            Self.tab($0, "<tabBarItem key=\"tabBarItem\" title=\"T\($0)\" image=\"\(sizes[$0].0)\" id=\"t\($0)\"/>")
        }))
        let findings = try await audit(scratch.path("App")).findings.filter { $0.ruleID == "touch-glyph-size" }
        #expect(findings.map(\.itemID) == ["t0", "t3"], "a 30 pt canvas may hold a 25 pt glyph; 16 pt cannot, nor a 20 pt wide one")
        #expect(findings.first?.message.hasPrefix("the image of 't0' is 16 × 16 pt (measured from ") == true)
        #expect(findings.first?.message.hasSuffix("tiny@2x.png), smaller than the HIG target for square glyphs even in a compact tab bar (17 × 17 pt)") == true)
    }

    /// Tinode keeps Xcode's localisation exports in its repository (`Localizations/es.xcloc/Source
    /// Contents/Tinodios/Base.lproj/Main.storyboard`, with `.lproj` folders): no part of the app bundle,
    /// so neither another bar nor another language.
    @Test func localisationExportsAreNoPartOfTheApp() throws {
        let scratch = Scratch()
        let bar = Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                   Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"More\" id=\"t1\"/>")])
        scratch.write("App/Base.lproj/Main.storyboard", bar)
        scratch.write("App/Localizations/es.xcloc/Source Contents/App/Base.lproj/Main.storyboard", bar)
        scratch.write("App/Localizations/es.xcloc/Source Contents/App/es.lproj/Main.strings", "\"t0.title\" = \"Inicio\";\n")
        #expect(DefinitionDiscovery.discover([scratch.path("App")]).files.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        let loaded = Auditor.load(scratch.path("App/Base.lproj/Main.storyboard"))
        #expect(loaded.definition?.bars.first?.locales == ["en"], "the export's es.lproj ships nothing")
    }

    /// nl-mgo's app is Dutch and its only `en.lproj` is `Settings.bundle`'s (the preferences page the Settings app draws);
    /// a library's resource bundle (`TZImagePickerController.bundle/es.lproj`) is the same: a bundle's own `.lproj`
    /// folders localise that bundle, not the app, so they are neither its languages nor its tables.
    @Test func aBundleInsideTheAppLocalisesItselfNotTheApp() throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Overzicht\" id=\"t0\"/>"),
                                                                         Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Instellingen\" id=\"t1\"/>")]))
        scratch.write("App/Info.plist", "<plist><dict><key>CFBundleDevelopmentRegion</key><string>nl</string></dict></plist>")
        scratch.write("App/Settings.bundle/en.lproj/Root.strings", "\"Group\" = \"Group\";\n")
        scratch.write("App/Picker.bundle/es.lproj/Main.strings", "\"t0.title\" = \"Resumen\";\n")
        let loaded = Auditor.load(scratch.path("App/Base.lproj/Main.storyboard"))
        #expect(loaded.definition?.bars.first?.locales == ["nl"], "\(String(describing: loaded.definition?.bars.first?.locales))")
    }

    /// Which files a project names is read in one pass (2,000 language folders beside an 8.7 MB project
    /// file took over five minutes searched name by name), and gives what the search by name gives.
    @Test func theProjectsListingIsReadOnceAndAgreesWithTheSearchByName() {
        let text = """
            A /* Main.storyboard */ = {isa = PBXVariantGroup; name = Main.storyboard; };
            B = {isa = PBXFileReference; path = de.lproj/Localizable.strings; };
            C = {isa = PBXFileReference; path = "pt-BR.lproj/Main.strings"; };
            D = {isa = PBXFileReference; path = "Login~.storyboard"; };
            E = {isa = PBXFileReference; path = iPadMain2.storyboard; };
            """
        let wanted: Set<String> = ["Main.storyboard", "Login~.storyboard", "Main2.storyboard", "iPadMain2.storyboard", "de.lproj", "pt-BR.lproj",
                                   "fr.lproj", "e.lproj"]
        let listing = AppleBundle.ProjectListing(texts: [text], wanted: wanted)
        for name in wanted.sorted() + ["Other.storyboard", "es.lproj"] {
            #expect(listing.names(name) == AppleBundle.names(text, file: name), "\(name)")
        }
        #expect(listing.namesAny("storyboard") && listing.namesAny("lproj"))

        let filler = String(repeating: "\t\tAAAAAAAAAAAAAAAAAAAAAAAA /* Filler.swift */ = {isa = PBXFileReference; path = Filler.swift; };\n", count: 20_000)
        let many = Set((0..<2_000).map { "l\($0).lproj" })
        let started = Date()
        let large = AppleBundle.ProjectListing(texts: [filler + "B = {path = l7.lproj/Main.strings; };\n"], wanted: many)
        #expect(large.names("l7.lproj") && !large.names("l8.lproj"))
        #expect(Date().timeIntervalSince(started) < 5, "one pass, not a search per name")
    }

    /// Xcode builds the files a target names, not those of a folder: TUM Campus left its UIKit app's
    /// `Main.storyboard` on disk after moving to SwiftUI (its project names only `Launch Screen.storyboard`),
    /// and Lockdown keeps a `de.lproj` its project never names (its `knownRegions` list `de`).
    @Test func filesTheProjectDoesNotNameAreNotBuilt() throws {
        let scratch = Scratch()
        let listing = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tF1 /* Launch Screen.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = "Launch Screen.storyboard"; sourceTree = "<group>"; };
        \t\tF2 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Tabs.storyboard; sourceTree = "<group>"; };
        \t\tF3 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Tabs.strings; sourceTree = "<group>"; };
        \t\tG1 /* Tabs.storyboard */ = {isa = PBXVariantGroup; children = (F2, F3, ); name = Tabs.storyboard; sourceTree = "<group>"; };
        \t\tAAA /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t\tfr,
        \t\t\t\tde,
        \t\t\t);
        \t\t};
        \t};
        }

        """
        scratch.write("App.xcodeproj/project.pbxproj", listing)
        let bar = Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                   Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Item 2\" id=\"t1\"/>")])
        let unused = scratch.write("App/Base.lproj/Main.storyboard", bar)
        let tabs = scratch.write("App/Base.lproj/Tabs.storyboard", bar)
        // The project's `Tabs.storyboard` is not `MainTabs.storyboard`.
        let longer = scratch.write("App/Base.lproj/MainTabs.storyboard", bar)
        scratch.write("App/fr.lproj/Tabs.strings", "\"t0.title\" = \"Accueil\";\n\"t1.title\" = \"Profil\";\n")
        scratch.write("App/Extension/de.lproj/Tabs.strings", "\"t0.title\" = \"Start\";\n")

        let skipped = Auditor.load(unused)
        #expect(skipped.definition?.bars.isEmpty == true)
        #expect(skipped.diagnostics.map(\.severity) == [.info] && skipped.diagnostics.first?.message.contains("no target builds it") == true, "\(skipped.diagnostics)")
        #expect(Auditor.load(longer).definition?.bars.isEmpty == true)
        let built = try #require(Auditor.load(tabs).definition?.bars.first)
        #expect(built.locales == ["en", "fr"], "de.lproj is in no target: \(built.locales)")

        // A project that names no storyboard (a trimmed or generated project file) decides nothing, and
        // a project synchronised with its folders (Xcode 16) names none of its files.
        for text in [Self.project(knownRegions: ["en", "de"]), listing.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; mainGroup = S1;\n\t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };")] {
            scratch.write("App.xcodeproj/project.pbxproj", text)
            let loaded = Auditor.load(unused)
            #expect(loaded.definition?.bars.count == 1, "\(loaded.diagnostics)")
            #expect(Auditor.load(tabs).definition?.bars.first?.locales.contains("de") == true)
        }
        // A storyboard of a Swift package in the tree is listed by its manifest, not by the project.
        scratch.write("App.xcodeproj/project.pbxproj", listing)
        scratch.write("Packages/UI/Package.swift", "// swift-tools-version:5.9\n")
        let packaged = scratch.write("Packages/UI/Sources/UI/Base.lproj/Main.storyboard", bar)
        #expect(Auditor.load(packaged).definition?.bars.count == 1)
        // A storyboard the project names by file name, in a language folder it names no file of:
        // LineoChallenge's `es-419.lproj/Main.storyboard`, left beside the built `Base.lproj` one. The
        // Base copy and one in a named folder (`fr.lproj`) are built.
        let stale = scratch.write("App/es-419.lproj/Tabs.storyboard", bar)
        let staleLoaded = Auditor.load(stale)
        #expect(staleLoaded.definition?.bars.isEmpty == true)
        #expect(staleLoaded.diagnostics.map(\.severity) == [.info]
                    && staleLoaded.diagnostics.first?.message.contains("names no file of 'es-419.lproj'") == true, "\(staleLoaded.diagnostics)")
        #expect(Auditor.load(tabs).definition?.bars.count == 1)
        #expect(Auditor.load(scratch.write("App/fr.lproj/Tabs.storyboard", bar)).definition?.bars.count == 1)
    }

    /// 3,000 language folders that the project names none of, beside a 2 MB project file: each folder's
    /// name was searched for in the whole project file and its parents listed again (12,000 folders: 97 s).
    @Test func manyLanguageFoldersAndALargeProjectAreReadInLinearTime() throws {
        let scratch = Scratch()
        let filler = String(repeating: "\t\tAAAAAAAAAAAAAAAAAAAAAAAA /* Filler.swift */ = {isa = PBXFileReference; path = Filler.swift; };\n", count: 20_000)
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en"]).replacingOccurrences(
            of: "isa = PBXProject;", with: "isa = PBXProject;\n" + filler + "\t\tB1 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; };\n"))
        let storyboard = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for index in 0..<3_000 {
            let name = String([letters[index / 676 % 26], letters[index / 26 % 26], letters[index % 26]])
            scratch.write("App/\(name).lproj/Main.strings", "\"t0.title\" = \"Home\";\n")
        }
        let started = Date()
        let loaded = Auditor.load(storyboard)
        #expect(loaded.definition?.bars.count == 1, "\(loaded.diagnostics)")
        #expect(Date().timeIntervalSince(started) < 20, "\(Date().timeIntervalSince(started)) s")
    }

    @Test func launchScreensAreNotAudited() throws {
        let scratch = Scratch()
        let launch = Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"\" id=\"t0\"/>")], document: " launchScreen=\"YES\"")
        scratch.write("App/Base.lproj/LaunchScreen.storyboard", launch)
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
                                                                           Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"More\" id=\"t1\"/>")]))
        #expect(DefinitionDiscovery.discover([scratch.path("App")]).files.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        let explicit = Auditor.load(scratch.path("App/Base.lproj/LaunchScreen.storyboard"))
        #expect(explicit.definition?.bars.isEmpty == true)
        #expect(explicit.diagnostics.map(\.severity) == [.info] && explicit.diagnostics.first?.message.hasPrefix("launch screen") == true)
    }

    /// An Info.plist may name one storyboard both as the launch screen and as the main interface (Pass:
    /// `UILaunchStoryboardName` and `UIMainStoryboardFile` both `Main`): the app runs that storyboard, so its
    /// tab bar is a control and is audited; named only as the launch screen, it is a picture. A scene-based
    /// app names its interface in a scene configuration instead (KMM News App: `UISceneStoryboardFile` `Main`
    /// under `UIApplicationSceneManifest`, and `UILaunchStoryboardName` `Main`).
    @Test func theMainStoryboardIsAuditedWhenItIsAlsoTheLaunchScreen() throws {
        func plist(_ entries: [(String, String)], scenes: String = "") -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
                + entries.map { "<key>\($0.0)</key><string>\($0.1)</string>\n" }.joined() + scenes + "</dict></plist>\n"
        }
        func sceneManifest(storyboard: String) -> String {
            """
            <key>UIApplicationSceneManifest</key><dict>
                <key>UIApplicationSupportsMultipleScenes</key><false/>
                <key>UISceneConfigurations</key><dict>
                    <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                        <key>UISceneConfigurationName</key><string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                        <key>UISceneStoryboardFile</key><string>\(storyboard)</string>
                    </dict></array>
                </dict>
            </dict>

            """
        }
        let launch = [("UILaunchStoryboardName", "Main")]
        for (entries, scenes, audited) in [(launch + [("UIMainStoryboardFile", "Main")], "", true),
                                           (launch, sceneManifest(storyboard: "Main"), true),
                                           (launch, sceneManifest(storyboard: "Tabs"), false),
                                           (launch, "", false)] {
            let scratch = Scratch()
            scratch.write("pass/Info.plist", plist([("CFBundleDevelopmentRegion", "en")] + entries, scenes: scenes))
            let path = scratch.write("pass/Base.lproj/Main.storyboard", Self.storyboard([
                Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Passwords\" id=\"t0\"/>"),
                Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Settings\" id=\"t1\"/>")]))
            scratch.write("pass/de.lproj/Main.strings", "\"t0.title\" = \"Passwörter\";\n\"t1.title\" = \"Einstellungen\";\n")
            let loaded = Auditor.load(path)
            #expect((loaded.definition?.bars.first?.items.count ?? 0) == (audited ? 2 : 0), "\(entries) \(scenes): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { $0.message.hasPrefix("launch screen") } == !audited, "\(entries) \(scenes): \(loaded.diagnostics)")
        }
    }

    /// A project file building an iOS application with these build settings.
    static func applicationProject(_ settings: [String], productType: String = "com.apple.product-type.application") -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tT1 /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tproductType = \"\(productType)\";\n\t\t};\n"
            + "\t\tC1 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n\t};\n}\n"
    }

    /// iOS loads at launch the storyboard the Info.plist (or the project's generated one) names, and any
    /// other only when code names it or another storyboard refers to it: a template's `Main.storyboard` kept
    /// after the app moved to code (its window's root a `TabBarController()`) is never shown, and its bar
    /// is a note, not findings. Any name in code, a reference, a launch key, a build setting in one, a framework's
    /// project or a tree without the app's Info.plist keeps it audited.
    @Test func aStoryboardNothingNamesIsNotAudited() throws {
        let generated = ["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen"]
        let window = "import UIKit\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n    func start() { window?.rootViewController = TabBarController() }\n}\n"
        let cases: [(settings: [String], files: [(String, String)], audited: Bool, label: String)] = [
            (generated, [("App/SceneDelegate.swift", window)], false, "nothing names it"),
            (generated, [("App/SceneDelegate.swift", window + "let tabs = UIStoryboard(name: \"Main\", bundle: nil)\n")], true, "Swift names it"),
            (generated, [("App/Loader.m", "UIStoryboard *s = [UIStoryboard storyboardWithName:@\"Main\" bundle:nil];\n")], true, "Objective-C names it"),
            (generated, [("App/Scenes.swift", "enum AppStoryboard: String { case Main, Login }\n")], true, "an enum case names it"),
            (generated, [("App/Route.swift", "let tabs = R.storyboard.main.instantiateInitialViewController()\n")], true, "R.swift names it"),
            (generated + ["INFOPLIST_KEY_UIMainStoryboardFile = Main"], [], true, "the generated Info.plist names it"),
            (generated, [("App/Base.lproj/Home.storyboard", "<document><viewControllerPlaceholder storyboardName=\"Main\" id=\"r\"/></document>\n")], true, "a reference names it"),
            ([], [], true, "no Info.plist in the tree"),
            ([], [("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string></dict></plist>\n")], false, "an Info.plist without a main storyboard"),
            ([], [("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>$(MAIN_STORYBOARD)</string></dict></plist>\n")], true, "a build setting in the key"),
        ]
        for (settings, files, audited, label) in cases {
            let scratch = Scratch()
            scratch.write("App.xcodeproj/project.pbxproj", Self.applicationProject(settings))
            for (name, text) in files { scratch.write(name, text) }
            let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t0\"/>"),
                                                                                      Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t1\"/>")]))
            let loaded = Auditor.load(path)
            #expect((loaded.definition?.bars.first?.items.count ?? 0) == (audited ? 2 : 0), "\(label): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("iOS never loads it") && $0.location.line == 4 } == !audited, "\(label): \(loaded.diagnostics)")
        }
        // A name in another script is a word too.
        let cyrillic = Scratch()
        cyrillic.write("App.xcodeproj/project.pbxproj", Self.applicationProject(generated))
        cyrillic.write("App/Router.swift", "let tabs = UIStoryboard(name: \"Главная\", bundle: nil)\n")
        let named = cyrillic.write("App/Base.lproj/Главная.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        #expect(Auditor.load(named).definition?.bars.count == 1)
        // A name of two words, as written.
        cyrillic.write("App/Pad.swift", "let pad = UIStoryboard(name: \"Main-iPad\", bundle: nil)\n")
        let pad = cyrillic.write("App/Base.lproj/Main-iPad.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        #expect(Auditor.load(pad).definition?.bars.count == 1)
        // A framework's storyboard is loaded by the apps using it, outside the tree.
        let scratch = Scratch()
        scratch.write("Kit.xcodeproj/project.pbxproj", Self.applicationProject(generated, productType: "com.apple.product-type.framework"))
        let framework = scratch.write("Kit/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>")]))
        #expect(Auditor.load(framework).definition?.bars.count == 1)
    }

    /// The FakeNFT starter's form: its Info.plist names `Main` as the scene's storyboard, and its app delegate's
    /// `application(_:configurationForConnecting:options:)` returns a configuration whose `storyboard` it sets to
    /// nil (the scene delegate makes the window's root in code). UIKit loads a scene's interface from the
    /// configuration's storyboard, so `Main` is never shown. Set only in an `if`, set to a storyboard
    /// elsewhere in the method, or in an app without scenes (the method is never called), it stays audited.
    @Test func aSceneConfigurationWhoseStoryboardTheAppDelegateClearsShowsNoStoryboard() throws {
        func plist(scenes: Bool) -> String {
            let manifest = """
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                    <key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneStoryboardFile</key><string>Main</string>
                </dict></array>
            </dict></dict>
            """
            return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string>\n"
                + (scenes ? manifest : "<key>UIMainStoryboardFile</key><string>Main</string>") + "</dict></plist>\n"
        }
        func delegate(_ body: String) -> String {
            """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(
                    _: UIApplication,
                    configurationForConnecting connectingSceneSession: UISceneSession,
                    options _: UIScene.ConnectionOptions
                ) -> UISceneConfiguration {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            \(body)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }

            """
        }
        let cases: [(scenes: Bool, body: String, audited: Bool)] = [
            (true, "        configuration.storyboard = nil", false),
            (true, "        if connectingSceneSession.role == .windowExternalDisplay { configuration.storyboard = nil }", true),
            (true, "        configuration.storyboard = nil\n        if isPad { configuration.storyboard = UIStoryboard(name: \"Pad\", bundle: nil) }", true),
            (true, "", true),
            (false, "        configuration.storyboard = nil", true),
        ]
        for (scenes, body, audited) in cases {
            let scratch = Scratch()
            scratch.write("App.xcodeproj/project.pbxproj", Self.applicationProject(["INFOPLIST_FILE = App/Info.plist"]))
            scratch.write("App/Info.plist", plist(scenes: scenes))
            scratch.write("App/AppDelegate.swift", delegate(body))
            let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t0\"/>"),
                                                                                      Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t1\"/>")]))
            let loaded = Auditor.load(path)
            #expect((loaded.definition?.bars.first?.items.count ?? 0) == (audited ? 2 : 0), "\(body) \(scenes): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { $0.message.contains("storyboard to nil (AppDelegate.swift:10)") } == !audited, "\(body) \(scenes): \(loaded.diagnostics)")
        }
    }

    /// An Info.plist that still names `Main` while the scene delegate sets the window's root in code whatever
    /// happens (`window.rootViewController = TabBarController()` after the scene's cast): UIKit shows the storyboard's
    /// initial view controller only once `scene(_:willConnectTo:options:)` returns, and by then it is replaced. The
    /// same for `application(_:didFinishLaunchingWithOptions:)` in an app without scenes. A root set only in an `if`,
    /// after a `return` that may be taken, or from the storyboard's own root keeps the storyboard audited.
    @Test func aWindowRootSetInCodeAtLaunchReplacesTheLaunchStoryboard() throws {
        let sceneKeys = Self.sceneManifestNamingMain
        func sceneDelegate(_ body: String) -> String {
            """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    let window = UIWindow(windowScene: windowScene)
            \(body)
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }

            """
        }
        let launchDelegate = """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = TabBarController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            """
        let cases: [(keys: String, file: String, code: String, replacedAt: Int?)] = [
            (sceneKeys, "SceneDelegate.swift", sceneDelegate("        window.rootViewController = TabBarController()"), 8),
            (sceneKeys, "SceneDelegate.swift", sceneDelegate("        if isLoggedIn { window.rootViewController = TabBarController() }"), nil),
            (sceneKeys, "SceneDelegate.swift", sceneDelegate("        if !isLoggedIn { return }\n        window.rootViewController = TabBarController()"), nil),
            (sceneKeys, "SceneDelegate.swift", sceneDelegate("        let shown = self.window?.rootViewController\n        window.rootViewController = shown"), nil),
            ("<key>UIMainStoryboardFile</key><string>Main</string>", "AppDelegate.swift", launchDelegate, 7),
            // An app with scenes never calls `application(_:didFinishLaunchingWithOptions:)` for its window.
            (sceneKeys, "AppDelegate.swift", launchDelegate, nil),
        ]
        for (keys, file, code, replacedAt) in cases {
            let loaded = Self.loadTwoTabStoryboard(infoKeys: keys, launchFile: file, code: code)
            #expect((loaded.definition?.bars.first?.items.count ?? 0) == (replacedAt == nil ? 2 : 0), "\(code): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { $0.message.contains("sets its window's root in code at launch (\(file):\(replacedAt ?? 0))") } == (replacedAt != nil),
                    "\(code): \(loaded.diagnostics)")
        }
    }

    /// The same two facts written in Objective-C (`AppDelegate.m`, `SceneDelegate.m`): `configuration.storyboard = nil;`
    /// (or `[configuration setStoryboard:nil];`) in `application:configurationForConnectingSceneSession:options:`, and
    /// `self.window.rootViewController = …;` in `scene:willConnectToSession:options:` or, without scenes,
    /// `application:didFinishLaunchingWithOptions:`. Under an `if` (with braces or without), after a `return` that may be
    /// taken, inside a block, or reading the storyboard, the storyboard stays audited. Before, Objective-C was not read.
    @Test func objectiveCLaunchCodeThatSetsTheStoryboardAside() throws {
        let sceneKeys = Self.sceneManifestNamingMain
        let mainKey = "<key>UIMainStoryboardFile</key><string>Main</string>"
        func appDelegate(_ body: String) -> String {
            """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options {
                UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@"Default Configuration" sessionRole:connectingSceneSession.role];
            \(body)
                return configuration;
            }
            @end

            """
        }
        func sceneDelegate(_ body: String) -> String {
            """
            #import "SceneDelegate.h"
            @implementation SceneDelegate
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
                self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
            \(body)
                [self.window makeKeyAndVisible];
            }
            @end

            """
        }
        let launch = """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.window.rootViewController = [[MainTabBarController alloc] init];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end

            """
        let cleared = "sets its scene configuration's storyboard to nil (AppDelegate.m:5)"
        let cases: [(keys: String, file: String, code: String, reason: String?)] = [
            (sceneKeys, "AppDelegate.m", appDelegate("    configuration.storyboard = nil;"), cleared),
            (sceneKeys, "AppDelegate.m", appDelegate("    [configuration setStoryboard:nil];"), cleared),
            (sceneKeys, "AppDelegate.m", appDelegate("    if (isPad) configuration.storyboard = nil;"), nil),
            (sceneKeys, "AppDelegate.m", appDelegate("    if (isPad) {\n        configuration.storyboard = nil;\n    }"), nil),
            (sceneKeys, "AppDelegate.m", appDelegate("    configuration.storyboard = nil;\n    if (isPad) { configuration.storyboard = [UIStoryboard storyboardWithName:@\"Pad\" bundle:nil]; }"), nil),
            // A call of the selector is no method of the file.
            (sceneKeys, "AppDelegate.m", "void f(id d) { [d application:nil configurationForConnectingSceneSession:nil options:nil]; }\n", nil),
            (sceneKeys, "SceneDelegate.m", sceneDelegate("    self.window.rootViewController = [[MainTabBarController alloc] init];"),
             "sets its window's root in code at launch (SceneDelegate.m:6)"),
            (sceneKeys, "SceneDelegate.m", sceneDelegate("    [self.window setRootViewController:[MainTabBarController new]];"),
             "sets its window's root in code at launch (SceneDelegate.m:6)"),
            (sceneKeys, "SceneDelegate.m", sceneDelegate("    if (!loggedIn) return;\n    self.window.rootViewController = [MainTabBarController new];"), nil),
            (sceneKeys, "SceneDelegate.m", sceneDelegate("    dispatch_async(dispatch_get_main_queue(), ^{\n        self.window.rootViewController = [MainTabBarController new];\n    });"), nil),
            (sceneKeys, "SceneDelegate.m", sceneDelegate("    UIViewController *shown = self.window.rootViewController;\n    self.window.rootViewController = shown;"), nil),
            (mainKey, "AppDelegate.m", launch, "sets its window's root in code at launch (AppDelegate.m:5)"),
            (sceneKeys, "AppDelegate.m", launch, nil),
        ]
        for (keys, file, code, reason) in cases {
            let loaded = Self.loadTwoTabStoryboard(infoKeys: keys, launchFile: file, code: code)
            #expect((loaded.definition?.bars.first?.items.count ?? 0) == (reason == nil ? 2 : 0), "\(code): \(loaded.diagnostics)")
            #expect(loaded.diagnostics.contains { reason.map($0.message.contains) ?? false } == (reason != nil), "\(code): \(loaded.diagnostics)")
        }
    }

    /// Info.plist keys of an app with scenes whose one configuration launches `Main`.
    static let sceneManifestNamingMain = """
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array>
        </dict></dict>
        """

    /// `Main.storyboard` with two tabs titled "Корзина", in an app whose Info.plist has `keys` and whose `file`
    /// (launch code) is `code`, loaded.
    static func loadTwoTabStoryboard(infoKeys keys: String, launchFile file: String, code: String) -> LoadedFile {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", applicationProject(["INFOPLIST_FILE = App/Info.plist"]))
        scratch.write("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string>\(keys)</dict></plist>\n")
        scratch.write("App/\(file)", code)
        let path = scratch.write("App/Base.lproj/Main.storyboard", storyboard([tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t0\"/>"),
                                                                             tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Корзина\" id=\"t1\"/>")]))
        return Auditor.load(path)
    }

    @Test func storyboardReferencesAreFollowedAcrossTheProject() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "de"]))
        let path = scratch.write("App/Main/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
            "        <viewControllerPlaceholder storyboardName=\"Profile\" referencedIdentifier=\"ProfileNav\" id=\"vc1\" sceneMemberID=\"viewController\"/>",
        ]))
        scratch.write("App/Main/de.lproj/Main.strings", "\"t0.title\" = \"Start\";\n")
        scratch.write("App/Profile/Base.lproj/Profile.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="other">
            <scenes><scene sceneID="p"><objects>
                <viewController id="other" sceneMemberID="viewController"/>
                <navigationController storyboardIdentifier="ProfileNav" id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Profile" id="t1"/>
                </navigationController>
            </objects></scene></scenes>
        </document>
        """)
        scratch.write("App/Profile/de.lproj/Profile.strings", "\"t1.title\" = \"Profil\";\n")
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition)
        let bar = try #require(file.bars.first)
        #expect(loaded.diagnostics.isEmpty && bar.items.map(\.id) == ["t0", "t1"])
        #expect(bar.items[1].location.file.hasSuffix("Profile.storyboard") && file.resolve(bar.items[1].title!, in: bar, locale: "de").text == "Profil",
                "the referenced storyboard's own table")
    }

    /// Umbrella's tabs are storyboard references carrying the item Interface Builder adds for its canvas,
    /// `<tabBarItem title="Item">`; the referenced controllers hold the real items. An untouched item is
    /// passed over for the referenced one; an item given an image or a real title is the reference's own,
    /// and an untouched one stands when the reference leads nowhere (without an error about it).
    @Test func interfaceBuildersItemOnAStoryboardReferenceGivesWayToTheReferencedOne() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "de"]))
        func reference(_ index: Int, _ storyboard: String, item: String) -> String {
            "        <viewControllerPlaceholder storyboardName=\"\(storyboard)\" id=\"vc\(index)\" sceneMemberID=\"viewController\">\n"
                + "            \(item)\n        </viewControllerPlaceholder>"
        }
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            reference(0, "Feed", item: "<tabBarItem key=\"tabBarItem\" title=\"Item\" id=\"p0\"/>"),
            reference(1, "Feed", item: "<tabBarItem key=\"tabBarItem\" title=\"Item\" image=\"star\" id=\"p1\"/>"),
            reference(2, "Forms", item: "<tabBarItem key=\"tabBarItem\" title=\"Forms\" id=\"p2\"/>"),
            reference(3, "Nowhere", item: "<tabBarItem key=\"tabBarItem\" title=\"Item 2\" id=\"p3\"/>"),
        ]))
        scratch.write("App/Base.lproj/Feed.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes><scene sceneID="f"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="f1"/>
                </navigationController>
            </objects></scene></scenes>
        </document>
        """)
        scratch.write("App/Base.lproj/Forms.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Form list\" id=\"g0\"/>")]))
        let loaded = Auditor.load(path)
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.items.map(\.id) == ["f1", "p1", "p2", "p3"], "\(bar.items.map(\.id))")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    }

    /// Open Food Facts' items give IBLocalizable a key (`localizableString`) to look up when they load.
    /// A key the tables have is the item's title; one they lack (its search tab's, commented out) is left
    /// to code, which titles that tab: a note, not "neither a title nor a label".
    @Test func aLocalisationKeyNoTableHasLeavesTheTitleToCode() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", Self.project(knownRegions: ["en", "de"]))
        func keyed(_ index: Int, _ key: String) -> String {
            Self.tab(index, "<tabBarItem key=\"tabBarItem\" image=\"i\(index)\" id=\"t\(index)\"><userDefinedRuntimeAttributes>"
                + "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"localizableString\" value=\"\(key)\"/></userDefinedRuntimeAttributes></tabBarItem>")
        }
        let path = scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            keyed(0, "search.tab-bar.item"), keyed(1, "scanner.tab-bar.item"),
            Self.tab(2, "<tabBarItem key=\"tabBarItem\" image=\"i2\" id=\"t2\"/>"),
        ]))
        scratch.write("App/en.lproj/Localizable.strings", "\"scanner.tab-bar.item\" = \"Scanner\";\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"scanner.tab-bar.item\" = \"Scanner\";\n")
        let loaded = Auditor.load(path)
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.items.map(\.configuredInCode) == ["the app", nil, nil], "\(bar.items.map(\.configuredInCode))")
        #expect(bar.items[0].title == nil && bar.items[1].title?.key == "scanner.tab-bar.item" && bar.items[2].title == nil)
    }

    /// One located error each (two tabs into the same cycle: one error); the rest of the storyboard and
    /// the other files are still audited.
    @Test func badReferencesAndTablesAreLocatedErrors() async throws {
        let scratch = Scratch()
        let placeholder = { (index: Int, attributes: String) in
            "        <viewControllerPlaceholder \(attributes) id=\"vc\(index)\" sceneMemberID=\"viewController\"/>"
        }
        scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard([
            Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Home\" id=\"t0\"/>"),
            placeholder(1, "storyboardName=\"Nowhere\""),
            placeholder(2, "storyboardName=\"Loop\""),
            placeholder(3, "storyboardName=\"Other\" referencedIdentifier=\"Missing\""),
            Self.tab(4, "<tabBarItem key=\"tabBarItem\" title=\"Search\" id=\"t4\"/>"),
            placeholder(5, "storyboardName=\"Loop\""),
        ]))
        let loopBack = { (name: String, target: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="p">
                <scenes><scene sceneID="s"><objects>
                    <viewControllerPlaceholder storyboardName="\(target)" id="p" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        }
        scratch.write("App/Base.lproj/Loop.storyboard", loopBack("Loop", "Loop2"))
        scratch.write("App/Base.lproj/Loop2.storyboard", loopBack("Loop2", "Loop"))
        scratch.write("App/Base.lproj/Other.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Ok\" id=\"o0\"/>"),
                                                                            Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Fine\" id=\"o1\"/>")]))
        scratch.write("App/Base.lproj/Catalogued.storyboard", Self.storyboard([Self.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"A\" id=\"c0\"/>"),
                                                                                 Self.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"B\" id=\"c1\"/>")]))
        scratch.write("App/Catalogued.xcstrings", "{\"sourceLanguage\": \"en\",\n \"strings\": {\"c0.title\": }}")
        scratch.write("App/de.lproj/Main.strings", "\"t0.title\" = \"Start\";\n\"t4.title\" = \"Suche\"\n")
        scratch.write("App/fr.lproj/Main.strings", "\"t0.title\" = \"Accueil\";\n\"t4.title\" = \"Recherche\";\n")
        let report = try await audit(scratch.path("App"))
        let main = try #require(report.files.first { $0.path.hasSuffix("Main.storyboard") })
        let errors = main.diagnostics.filter { $0.severity == .error }.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column ?? 0): \($0.message)" }
        #expect(errors.sorted() == [
            "Loop.storyboard:4:9: storyboard references form a cycle (Loop.storyboard#p → Loop2.storyboard#p → Loop.storyboard#p); the tab is not audited",
            "Main.storyboard:10:9: the tab references storyboard 'Other', which has no view controller with storyboard ID 'Missing'; its tab is not audited",
            "Main.storyboard:8:9: the tab references storyboard 'Nowhere', which is not in the project; its tab is not audited",
            "Main.strings:3:1: malformed strings file: expected ';' after the value of \"t4.title\"",
        ], "\(errors)")
        let bar = try #require(main.definition?.bars.first)
        #expect(bar.items.map(\.id) == ["t0", "t4"] && bar.locales == ["en", "fr"], "the other tabs and locales are still audited")
        #expect(report.files.contains { $0.path.hasSuffix("Catalogued.storyboard") && $0.diagnostics.map(\.message) == ["malformed String Catalog: unexpected character '}', expected a value"]
            && $0.diagnostics.first?.location.line == 2 && $0.definition?.bars.first?.locales == ["en"] },
            "an unreadable String Catalog leaves every language but the source out")
        #expect(report.files.contains { $0.path.hasSuffix("Other.storyboard") && $0.loaded }, "other files are still audited")
        #expect(report.summary.exitCode(failOn: .never) == ExitStatus.inputError)
    }
}
