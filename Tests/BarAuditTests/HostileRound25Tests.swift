import BarAuditCodeImport
import BarAuditModel
@testable import BarAuditKit
@testable import BarAuditLoading
import Foundation
import Testing

/// Round 25 of hand-made hostile inputs (README, "Round 25: …"): what round 24 left slow or silent. Modules whose layouts
/// all name a menu of one name are worked out once per name, not once per module against every module; a build file's
/// lines are found and trimmed in bytes; a style whose parents go past the styles read says so.
@Suite struct HostileRound25Tests {
    /// Round 24's open point: 500 modules loading one `.properties` took 74 s in main's release build (50: 0.14 s) — not the
    /// properties, but the module showing each menu (`module(showingMenu:from:)`). Every module's menu `nav` looked at every
    /// module's layout naming `nav`, and each such layout's visible modules were found by first indexing every module's
    /// accessor: modules³. The layouts' modules are read once per menu name, and the accessors once per project.
    @Test func modulesShowingMenusOfOneNameAreWorkedOutOnce() throws {
        var seconds: [Double] = []
        for modules in [40, 160] {
            let scratch = HostileRound24Tests.modulesLoadingOneProperties(modules, keys: 1_000, namingMenu: true)
            var found = 0
            seconds.append(processorSecondsTaken { found = DefinitionDiscovery.discover([scratch.path("")]).files.count })
            #expect(found == modules)
            // Each module's menu is shown by its own module: no other module depends on it.
            let project = AndroidProject.containing(resourceFile: scratch.path("m1/src/main/res/menu/nav.xml"))
            let own = project.module(containing: scratch.path("m1/src/main/res"))
            #expect(project.module(showingMenu: "nav", from: own)?.directory == own?.directory)
        }
        // Four times the modules: the cube took 64 times as long, the square 16.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// Of the modules whose layouts name a library's menu, the one seeing the most modules shows it (the app), the first by
    /// path of those that see as many, and a layout of the menu's own module is not one of them.
    @Test func theModuleShowingAMenuIsTheOneSeeingTheMost() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':lib', ':feature', ':app', ':other'\n")
        scratch.write("lib/build.gradle", "apply plugin: 'com.android.library'\n")
        scratch.write("feature/build.gradle", "apply plugin: 'com.android.library'\ndependencies { implementation project(':lib') }\n")
        scratch.write("app/build.gradle", "apply plugin: 'com.android.application'\ndependencies { implementation project(':feature') }\n")
        scratch.write("other/build.gradle", "apply plugin: 'com.android.application'\n")
        for module in ["lib", "feature", "app", "other"] {
            scratch.write("\(module)/src/main/res/layout/main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" app:menu="@menu/nav"/></LinearLayout>
                """)
            scratch.write("\(module)/src/main/res/menu/nav.xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\" android:title=\"A\"/></menu>")
        }
        let project = AndroidProject.containing(resourceFile: scratch.path("lib/src/main/res/menu/nav.xml"))
        func shower(_ module: String) -> String? {
            let own = project.module(containing: scratch.path("\(module)/src/main/res"))
            return project.module(showingMenu: "nav", from: own).map { ($0.directory as NSString).lastPathComponent }
        }
        #expect(shower("lib") == "app")
        #expect(shower("feature") == "app")
        #expect(shower("app") == "app")
        #expect(shower("other") == "other")
    }

    /// A build file's lines were split into `Character`s and trimmed one by one by four readers (its dependencies, plugins,
    /// moko-resources and `Res` package) and kept, tokenised, for its property lists: 36 MB of blank lines took 7.7 s and
    /// 2.2 GB in main's release build, 25 s in a debug one. The lines are found in bytes, and only the lines declaring a name
    /// or loading properties are kept: reading the module costs less than the four splits of its build into `Character`s did.
    @Test func aBuildFileOfBlankLinesIsReadInBytes() throws {
        let scratch = HostileRound24Tests.modulesLoadingOneProperties(1, keys: 1_000, namingMenu: true)
        let blank = String(repeating: "\n", count: 4 << 20) + String(repeating: "  \r\n", count: 1 << 20)
        let build = scratch.path("m0/build.gradle")
        let code = try String(contentsOfFile: build, encoding: .utf8)
        scratch.write("m0/build.gradle", blank + code + blank)
        var filters: [[String]] = []
        let reading = processorSecondsTaken {
            filters = AndroidProject.containing(resourceFile: scratch.path("m0/src/main/res/menu/nav.xml")).modules.map(\.localeFilters)
        }
        #expect(filters == [["en", "de"]])
        let text = blank + code + blank
        var count = 0
        let splitting = processorSecondsTaken { count = text.split(whereSeparator: \.isNewline).count }
        #expect(count > 5)
        // The four readers' splits alone took four times as long as one, before their per-line work and the property lists'.
        #expect(reading < 4 * splitting, "\(reading) s to read the module, \(splitting) s to split its build into lines by Character")
    }

    /// `forEachTrimmedLine` splits where `Character.isNewline` does and trims as `trimmingWhitespace` does.
    @Test func trimmedLinesAreThoseOfCharacters() {
        let texts = [
            "", "\n", "a", " a \n\tb\t", "a\r\nb\rc\u{0B}d\u{0C}e\u{85}f\u{2028}g\u{2029}h", "\u{A0}x\u{3000}\n\u{A0}\n",
            "é\n  ü  \r\n\r\n//c", "  project(':a')  \n\n\ntest project(':b')", "\u{1F600}\u{2028}\u{2028} \u{1F600} ",
        ]
        for text in texts {
            var lines: [String] = []
            text.forEachTrimmedLine { lines.append(String($0)); return true }
            let expected = text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            #expect(lines == expected, "\(text.debugDescription)")
        }
        var first: [String] = []
        "a\nb\nc".forEachTrimmedLine { first.append(String($0)); return false }
        #expect(first == ["a"])
    }

    /// `style=` whose parents go past the 16 styles read, or come back to a style of the chain: the view's menu was not
    /// found and nothing said so (round 24: "no bar definitions found"). A note at the view says it; a chain that ends in a
    /// style the project does not define (a library's) stays silent, and a menu within the 16 is found.
    @Test func aStyleChainPastTheStylesReadIsSaid() throws {
        func project(_ styles: String) -> (AndroidProject, Scratch) {
            let scratch = Scratch()
            scratch.write("settings.gradle", "include ':app'\n")
            scratch.write("app/build.gradle", "apply plugin: 'com.android.application'\n")
            scratch.write("app/src/main/res/values/styles.xml", "<resources>\(styles)</resources>")
            scratch.write("app/src/main/res/layout/main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" style="@style/S0"/></LinearLayout>
                """)
            scratch.write("app/src/main/res/menu/nav.xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\" android:title=\"A\"/></menu>")
            return (AndroidProject.containing(resourceFile: scratch.path("app/src/main/res/menu/nav.xml")), scratch)
        }
        func chain(_ length: Int, last: String) -> String {
            (0..<length).map { "<style name=\"S\($0)\" parent=\"@style/S\($0 + 1)\"/>" }.joined() + last
        }
        let menu = "<item name=\"menu\">@menu/nav</item>"
        let note = AndroidProject.styleChainNote(style: "@style/S0", element: "com.google.android.material.bottomnavigation.BottomNavigationView")
        // S0 … S15 read, the menu in S15: found.
        let within = project(chain(15, last: "<style name=\"S15\">\(menu)</style>")).0
        #expect(within.bottomNavigationUses["nav"]?.count == 1)
        #expect(within.resourceProblems.isEmpty)
        // The menu in S16, the seventeenth: not read, and said at the view.
        let (past, scratch) = project(chain(16, last: "<style name=\"S16\">\(menu)</style>"))
        #expect(past.bottomNavigationUses["nav"] == nil)
        #expect(past.resourceProblems.map(\.message) == [note])
        #expect(past.resourceProblems.first?.location.file == scratch.path("app/src/main/res/layout/main.xml"))
        #expect(past.resourceProblems.first?.location.line == 2)
        #expect(past.resourceProblems.first?.severity == .info)
        #expect(DefinitionDiscovery.discover([scratch.path("")]).diagnostics.map(\.message).contains(note))
        // A cycle of two styles.
        let cycle = project("<style name=\"S0\" parent=\"@style/S1\"/><style name=\"S1\" parent=\"S0\"/>").0
        #expect(cycle.resourceProblems.map(\.message) == [note])
        // A chain of 10 ending in a library's style: no menu, nothing to say.
        let library = project(chain(10, last: "")).0
        #expect(library.resourceProblems.isEmpty)
        #expect(library.bottomNavigationUses["nav"] == nil)
    }

    /// A UIKit tab bar controller's file with `prefix` before its tabs and `suffix` after them, in `viewDidLoad`.
    private static func tabBarSource(_ prefix: String, _ suffix: String = "") -> String {
        """
        import UIKit
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(prefix)        let a = UIViewController()
                a.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                viewControllers = [a]
        \(suffix)    }
        }

        """
    }

    /// swift-syntax recurses once per level of generic arguments and of `#if` (its look-ahead over attributes) without
    /// its nesting limit: `A<A<…>>` 2,500 deep (spaced or over lines too) and `#if` 10,000 deep crashed the run (SIGSEGV,
    /// stack overflow), and 5,000 `#if`s around attributes took 2.6 s. Past 256 levels the file is not parsed, and said.
    @Test func genericsAndConditionsNestedPastTheParsersRecursionAreNotParsed() {
        let generics = ["A<", "A < ", "A<\n"].map { opener in
            "    var g: " + String(repeating: opener, count: 3_000) + "Int" + String(repeating: ">", count: 3_000) + "? = nil\n"
        }
        for source in generics.map({ Self.tabBarSource($0) }) {
            let result = HostileRound5Tests.read(source)
            #expect(result.parseErrors.map(\.message) == ["Swift source with '<' nested more than 256 deep here (swift-syntax's parser recurses on each level without a bound); this file is not read"])
            #expect(result.bars.isEmpty)
            #expect(SceneConfigurationCode.storyboardCleared(in: source) == nil)
        }
        let conditions = Self.tabBarSource(String(repeating: "#if DEBUG\n", count: 10_000), String(repeating: "#endif\n", count: 10_000))
        let result = HostileRound5Tests.read(conditions)
        #expect(result.parseErrors.map(\.message) == ["Swift source with '#if' nested more than 256 deep here (swift-syntax's parser recurses on each level without a bound); this file is not read"])
        #expect(result.parseErrors.first?.position.line == 261)
        #expect(SceneConfigurationCode.rootReplacedAtLaunch(in: conditions, scenes: true) == nil)
        // 10 levels of each (a debug build of swift-syntax stops at 20 levels, a release build at 256), and comparisons by the thousand in one statement that ends: read.
        let within = Self.tabBarSource(
            "    let g: " + String(repeating: "A<", count: 10) + "Int" + String(repeating: ">", count: 10) + "? = nil\n"
                + String(repeating: "#if DEBUG\n", count: 10) + String(repeating: "#endif\n", count: 10)
                + String(repeating: "        if a < b, c<d, e <= f, g << 1 > 0 { print(a) }\n", count: 2_000))
        let read = HostileRound5Tests.read(within)
        #expect(read.parseErrors.allSatisfy { !$0.message.contains("nested more than") }, "\(read.parseErrors.map(\.message))")
        #expect(read.bars.map(\.items.count) == [1])
    }

    /// `#if DEBUG` / `#elseif` chains 10,000 long: read in linear time, the tab found.
    @Test func conditionChainsAreReadInLinearTime() {
        func chain(_ length: Int) -> String {
            Self.tabBarSource("#if DEBUG\n    let x = 0\n" + (0..<length).map { "#elseif FLAG\($0)\n    let x = \($0)\n" }.joined() + "#endif\n")
        }
        var seconds: [Double] = []
        for length in [2_500, 10_000] {
            let source = chain(length)
            var tabs: [Int] = []
            seconds.append(processorSecondsTaken { tabs = HostileRound5Tests.read(source).bars.map(\.items.count) })
            #expect(tabs == [1])
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }
}
