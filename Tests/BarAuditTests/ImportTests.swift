import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// The files teams already have: storyboards with .lproj strings, .stringsdict and String Catalogs;
/// Android menus with values folders.
@Suite struct ImportTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures")

    private func audit(_ app: String) throws -> CommandResult {
        try runBarAudit(["audit", "Tests/Fixtures/\(app)", "--config", "Tests/Fixtures/\(app)/baraudit.yml", "--quiet"],
                        in: Repository.root, environment: neutralEnvironment)
    }

    @Test func iosAppFindingsPointAtTheOriginalFiles() throws {
        let result = try audit("ios-app")
        #expect(result.status == 2, "the reference to a storyboard the app does not have is an input error")
        let lines = Set(result.standardOutput.split(separator: "\n").map(String.init))
        let storyboard = "Tests/Fixtures/ios-app/App/Base.lproj/Main.storyboard"
        #expect(lines.contains("\(storyboard):64: error: item 'Scn-TBI-01' (image 'qrcode.viewfinder') has neither a title nor an accessibility label; VoiceOver announces only its role and position [voiceover-label-missing]"),
                "the icon-only storyboard tab")
        #expect(lines.contains("Tests/Fixtures/ios-app/App/ru.lproj/Localizable.stringsdict:5: error: plural 'inbox.unread' in 'ru' has no 'few' form, which 'ru' uses for 2, 3, 4, 22, 23, 24… [l10n-plural-missing]"),
                "plural forms missing in a .stringsdict, on its line")
        #expect(lines.contains("\(storyboard):16: error: the title key 'Set-TBI-01.title' has no text in 'fr'; iOS shows the base text 'Settings' [l10n-string-missing]"))
        #expect(!lines.contains { $0.contains("the hint key 'settings.hint' has no text in 'fr'") },
                "a String Catalog unit that needs review is built into the app like any other")
        #expect(lines.contains("\(storyboard):77:17: error: the tab references storyboard 'Help', which is not in the project; its tab is not audited [input]"))
        #expect(lines.contains("Tests/Fixtures/ios-app/App/fr.lproj/Main.strings:2:1: warning: the title 'Boîte de réception' measures 89.6 pt wide in Inter Medium 10 pt, standing in for SF Pro Text, but its tab leaves 56 pt (iPhone SE (1st generation), portrait; iPhone 15, portrait; iPhone 15 Pro Max, portrait); it is likely truncated (fr) [l10n-title-truncation]"),
                "findings about translations point at the .strings line")
        #expect(!lines.contains { $0.contains("Pro-TBI-01.title' has no text in 'fr'") }, "a referenced storyboard's strings are read")
    }

    @Test func storyboardModel() throws {
        let path = Self.fixtures.appendingPathComponent("ios-app/App/Base.lproj/Main.storyboard").path
        let loaded = Auditor.load(path)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.id == "MainTabs" && bar.platform == .ios && bar.size?.height == 49)
        #expect(bar.items.map(\.id) == ["Inb-TBI-01", "Fav-TBI-01", "Scn-TBI-01", "Set-TBI-01", "Pro-TBI-01"], "segue order, not scene order")
        #expect(bar.locales == ["en", "fr", "ru"] && bar.sourceLocale == "en")
        #expect(bar.items[0].glyph?.name == "tray" && bar.items[0].badge?.source == .literal("3"))
        #expect(bar.items[1].title?.source == .literal("Favorites") && bar.items[1].title?.isLocalizedBySystem == true)
        #expect(bar.items[3].accessibility.identifier == "tab.settings")
        #expect(bar.items[4].location.file.hasSuffix("Profile.storyboard"), "followed into the referenced storyboard")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "ru").text == "Входящие", "UTF-16 .strings files are read")
        let speech = VoiceOverModel.speak(bar, in: file, locale: "fr", layout: .iPad).map(\.text)
        #expect(speech.first == "Sélectionné, Boîte de réception, 3 éléments, Onglet, 1 sur 5")
    }

    @Test func androidAppFindingsPointAtTheOriginalFiles() throws {
        let result = try audit("android-app")
        #expect(result.status == 1)
        let lines = Set(result.standardOutput.split(separator: "\n").map(String.init))
        let res = "Tests/Fixtures/android-app/app/src/main/res"
        #expect(lines.contains("\(res)/values-ru/strings.xml:6: error: plural 'unread_messages' in 'ru' has no 'many' form, which 'ru' uses for 0, 5, 6, 7, 8, 9… [l10n-plural-missing]"),
                "plural forms missing in values-ru, on the line of the plural")
        #expect(lines.contains("\(res)/menu/bottom_nav_menu.xml:17: error: item 'navigation_camera' (image 'ic_photo_camera_black_24dp') has neither a title nor an accessibility label; TalkBack announces only its role and position [voiceover-label-missing]"))
        #expect(lines.contains("\(res)/menu/bottom_nav_menu.xml:13:9: error: the title key 'title_inbox' has no text in 'sr-Latn'; users see the default (en) text 'Inbox' from strings.xml [l10n-string-missing]"))
        #expect(lines.contains("\(res)/menu/bottom_nav_menu.xml:24: warning: the tab 'navigation_profile' is disabled; TalkBack announces it as disabled and it cannot be opened [nav-tab-disabled]"))
        #expect(!result.standardOutput.contains("overflow_menu"), "menus no BottomNavigationView uses are not audited")
        #expect(!result.standardOutput.contains("app_name"), "untranslatable strings serve every locale")
    }

    @Test func androidMenuModel() throws {
        let path = Self.fixtures.appendingPathComponent("android-app/app/src/main/res/menu/bottom_nav_menu.xml").path
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.locales == ["en", "pt-BR", "ru", "sr-Latn"] && bar.platform == .material && bar.selectedItemID == "navigation_home")
        #expect(bar.items.last?.accessibility.label?.source == .key("cd_profile") && bar.items.last?.isEnabled == false)
        #expect(bar.screenReader == .talkBack && bar.titleVisibility == .selected, "four items, labelVisibilityMode auto: only the selected label")
    }

    @Test func badInputInImportedFormatsFollowsTheContract() throws {
        let scratch = Scratch()
        scratch.write("App/Base.lproj/Broken.storyboard", "<?xml version=\"1.0\"?>\n<document><scenes><tabBarController id=\"x\">\n</document>")
        scratch.write("App/fr.lproj/Main.strings", "\"a\" = \"b\"\n\"c\" = ;")
        let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <connections><segue destination="vc" kind="relationship" relationship="viewControllers" id="s1"/></connections>
                </tabBarController>
                <viewController id="vc" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Home" id="tbi"/></viewController>
            </objects></scene></scenes>
        </document>
        """
        scratch.write("App/Base.lproj/Main.storyboard", main)
        let result = try runBarAudit(["audit", scratch.path("App"), "--quiet"])
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("Broken.storyboard:3:12: error: malformed XML: Opening and ending tag mismatch"))
        #expect(result.standardOutput.contains("fr.lproj/Main.strings:2:1: error: malformed strings file: expected ';' after the value of \"a\""))
        let valid = try runBarAudit(["audit", scratch.path("App/Base.lproj/Main.storyboard"), "--quiet"])
        #expect(valid.status == 2, "the broken strings file is an input error of the storyboard that uses it")
    }
}
