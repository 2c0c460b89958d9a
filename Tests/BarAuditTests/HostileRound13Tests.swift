import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 13 of hand-made hostile inputs (README, "Round 13: a superclass searched from every `class`, aliases
/// written out, a baseline's version"): an Android layout's view class looked up in the project's sources, the
/// aliases of `.baraudit.yml`, and the format and version of a `--baseline` file.
@Suite struct HostileRound13Tests {
    static let menu = """
        <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/a" android:title="List" /><item android:id="@+id/b" android:title="Charts" /></menu>
        """

    /// An app whose layout shows `@menu/nav` in `org.example.nav.NavBar`, declared by `source` (nil: no file).
    static func project(_ scratch: Scratch, kotlin source: String?) {
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/src/main/res/menu/nav.xml", menu)
        scratch.write("app/src/main/res/layout/main.xml", """
            <LinearLayout xmlns:app="http://schemas.android.com/apk/res-auto"><org.example.nav.NavBar app:menu="@menu/nav" /></LinearLayout>
            """)
        if let source { scratch.write("app/src/main/java/org/example/nav/NavBar.kt", source) }
    }

    /// The superclass was found by a regular expression, `class NavBar … :` then anything but `{` up to
    /// `BottomNavigationView(`, tried from every `class NavBar`: a file of them without a body searched the rest of
    /// the file from each one (8,000 in 128 KB took 7.5 s, a 1 MB file many minutes). Each declaration's header is
    /// read to its body or the next `class`, once.
    @Test func aSuperclassIsFoundInOnePass() {
        let name = Array("NavBar".utf8)
        let found: [(String, Bool, Bool)] = [
            ("class NavBar\n    @JvmOverloads\n    constructor(context: Context, attrs: AttributeSet? = null) : BottomNavigationView(context, attrs) {}", false, true),
            ("class NavBar(c: Context) : com.google.android.material.bottomnavigation.BottomNavigationView (c)", false, true),
            ("// \u{A9} 2020\nclass  NavBar:BottomNavigationView(c)", false, true),
            ("class NavBar(c: Context) : LinearLayout(c) { val nav: BottomNavigationView = BottomNavigationView(c) }", false, false),
            ("class NavBarX(c: Context) : BottomNavigationView(c)", false, false),
            ("subclass NavBar : BottomNavigationView(c)", false, false),
            ("class NavBar : MyBottomNavigationView(c)", false, false),
            ("class NavBar : BottomNavigationView", false, false),
            ("class NavBar\nclass Other : BottomNavigationView(c)", false, false),
            ("class NavBar : 9.BottomNavigationView(c)", false, false),
            ("public class NavBar extends com.google.android.material.bottomnavigation.BottomNavigationView {", true, true),
            ("public class NavBar extends BottomNavigationView{", true, true),
            ("public class NavBar extends BottomNavigationViewX {", true, false),
            ("public class NavBar extends LinearLayout implements BottomNavigationView {", true, false),
            ("class NavBar", true, false), ("class", false, false), ("", false, false),
        ]
        for (source, java, declares) in found {
            #expect(AndroidProject.declaresBottomNavigationSubclass(Array(source.utf8), named: name, java: java) == declares, "\(source)")
        }
        let hostile = Array(String(repeating: "class NavBar : ", count: 65_000).utf8) + Array("class NavBar : BottomNavigationView(c)".utf8)
        let clock = ContinuousClock()
        var declares = false
        let elapsed = clock.measure { declares = AndroidProject.declaresBottomNavigationSubclass(hostile, named: name, java: false) }
        #expect(declares)
        #expect(elapsed < .seconds(2), "\(elapsed) for a 1 MB file of 65,000 declarations")
    }

    /// The class file's size was asked of the path without following a link, and the file then read whole: a
    /// link to a 2 MB file was read (and its bar shown) where the same file in place is passed over. A class
    /// file is read through links and no further than 1 MB; bytes that are not UTF-8 (a Latin-1 comment, which
    /// kotlinc takes) no longer pass it over.
    @Test func aViewClassIsReadThroughLinksWithinItsLimit() throws {
        let declaration = "package org.example.nav\nclass NavBar(c: Context) : BottomNavigationView(c) {}\n"
        let linked = Scratch()
        Self.project(linked, kotlin: nil)
        let large = linked.write("large.kt", declaration + String(repeating: " ", count: 2 * 1_048_576))
        try FileManager.default.createDirectory(atPath: linked.path("app/src/main/java/org/example/nav"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: linked.path("app/src/main/java/org/example/nav/NavBar.kt"), withDestinationPath: large)
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(linked.path("app/src/main/res/menu/nav.xml")))

        let latin1 = Scratch()
        Self.project(latin1, kotlin: nil)
        latin1.write("app/src/main/java/org/example/nav/NavBar.kt", bytes: [0x2F, 0x2F, 0x20, 0xA9, 0x0A] + Array(declaration.utf8))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(latin1.path("app/src/main/res/menu/nav.xml")))
        let loaded = Auditor.load(latin1.path("app/src/main/res/menu/nav.xml"))
        #expect(loaded.definition?.bars.first?.items.count == 2, "\(loaded.diagnostics)")
    }

    /// A YAML alias repeats its anchor however often it is written: a 4 MB configuration listing a 4,000-character
    /// pattern a million times as `*a` took 3 GB and ran past 30 s. With its aliases written out, a configuration
    /// may be as large as its file may be (16 MB); past that it is an error where the limit is passed, found
    /// without writing out aliases of aliases nested to billions of values.
    @Test func aliasesMayNotRepeatAConfigurationPastItsFileLimit() throws {
        let scratch = Scratch()
        let pattern = "**/" + String(repeating: "a", count: 4_000)
        let repeated = "excluded: [&a \"\(pattern)\", " + Array(repeating: "*a", count: 5_000).joined(separator: ", ") + "]\n"
        // This thread's processor time, which other processes' load does not stretch (wall time failed at a load of 7).
        var thrown: ConfigurationError?
        let elapsed = processorSecondsTaken {
            do { _ = try Configuration.load(path: scratch.write("repeated.yml", repeated)) } catch { thrown = error as? ConfigurationError }
        }
        let error = try #require(thrown)
        #expect(error.location.line == 1 && error.location.column != nil)
        #expect(error.message == "the configuration's aliases repeat its values past 16 MB; at most 16 MB, as much as the file may hold, are supported")
        #expect(elapsed < 3, "\(elapsed) s")

        var laughs = "locales: [&l0 [\(Array(repeating: "lol", count: 10).joined(separator: ", "))]"
        for level in 1...9 { laughs += ", &l\(level) [\(Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", "))]" }
        laughs += "]\n"
        let nested = processorSecondsTaken {
            #expect(throws: ConfigurationError.self) { try Configuration.load(path: scratch.write("laughs.yml", laughs)) }
        }
        #expect(nested < 5, "\(nested) s for a billion values")

        // Aliases within the limit are read as before: a hundred thousand locales of one alias.
        let many = "locales: [&en en, " + Array(repeating: "*en", count: 100_000).joined(separator: ", ") + "]\n"
        let configuration = try Configuration.load(path: scratch.write("many.yml", many))
        #expect(configuration.locales?.count == 100_001)
    }

    /// A baseline of another format or version named only the file (`not a version 1 BarAudit baseline`, a forged
    /// format not quoted), and a version JSONDecoder's `Int` does not hold gave Foundation's "The given data was not
    /// valid JSON." at 1:1. Each is located (at the member's name) and quoted as `baraudit merge` quotes what it reads back.
    @Test func aBaselinesFormatAndVersionAreLocated() throws {
        let scratch = Scratch()
        let entry = #"{"bar":"b","file":"a.xml","fingerprint":"10c4269c253b853c","item":"i","locale":"en","message":"m","rule":"r"}"#
        let cases: [(format: String, version: String, expected: String)] = [
            (#""baraudit-baseline""#, "1e308", "1:\(45 + entry.count): expected baseline version 1, found 1e308 at version"),
            (#""baraudit-baseline""#, "1.5", "1:\(45 + entry.count): expected baseline version 1, found 1.5 at version"),
            (#""baraudit-baseline""#, "2", "1:\(45 + entry.count): expected baseline version 1, found 2 at version"),
            (#""x\n::error::y""#, "1", "1:\(16 + entry.count): expected the format \"baraudit-baseline\", found 'x\\n::error::y' at format"),
        ]
        for (format, version, expected) in cases {
            let path = scratch.write("baseline.json", #"{"findings":["# + entry + #"],"format":"# + format + #","version":"# + version + "}")
            let error = try #require(throws: BaselineError.self) { try Baseline.read(from: path) }
            #expect(error.description.hasPrefix("\(path):\(expected)"), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
        // A version written 1.0 is 1, as JSONDecoder reads it.
        let path = scratch.write("one.json", #"{"findings":["# + entry + #"],"format":"baraudit-baseline","version":1.0}"#)
        #expect(try Baseline.read(from: path).findings.count == 1)
    }

    /// `NSLocalizedString(…, value:)` is what a language without the key shows, and was held to no limit: a 3 MB
    /// value was spoken whole in one 3 MB line of VoiceOver's text for German. It is a string the bar shows, held
    /// to 100,000 characters, and named by its key where the call is.
    @Test func aValueShownWithoutATranslationIsHeldToTheStringLimit() throws {
        func load(value: String) -> LoadedFile {
            let scratch = Scratch()
            scratch.write("Package.swift", "// swift-tools-version: 5.9\n")
            scratch.write("App/en.lproj/Localizable.strings", "\"tab.home\" = \"Home\";\n\"tab.search\" = \"Search\";\n")
            scratch.write("App/de.lproj/Localizable.strings", "\"tab.search\" = \"Suche\";\n")
            let tabs = scratch.write("App/Tabs.swift", """
                import SwiftUI
                struct Tabs: View {
                    var body: some View {
                        TabView {
                            Text("a").tabItem { Label(NSLocalizedString("tab.home", value: "\(value)", comment: ""), systemImage: "house") }
                            Text("b").tabItem { Label(NSLocalizedString("tab.search", comment: ""), systemImage: "magnifyingglass") }
                        }
                    }
                }

                """)
            return Auditor.load(tabs)
        }
        let long = load(value: String(repeating: "W", count: 100_001))
        #expect(long.diagnostics.map(\.message) == ["the base text of 'tab.home' (what a language without the key shows) has 100001 characters; at most 100000 per string are supported"])
        #expect(long.diagnostics.first?.location.line == 5)
        let shown = load(value: "Start")
        #expect(shown.diagnostics.isEmpty && shown.definition?.bars.first?.items.first?.title?.defaultValue == "Start", "\(shown.diagnostics)")
    }

    /// A navigation suite's items added by extensions of its scope are read one level deep: an extension calling
    /// another (`a() { b(); item(…) }`, or itself) left the other's tabs out and was reported as a bar of one tab
    /// (`layout-item-count`). How many tabs such a bar has is not known; the count is not reported.
    @Test func aWrapperCallingAnotherLeavesTheCountUnknown() throws {
        for second in ["b()", "a()"] {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "include(\":app\")\n")
            let path = scratch.write("app/src/main/java/app/Bar.kt", """
                @Composable
                fun App() {
                    NavigationSuiteScaffold(navigationSuiteItems = { a() }) {}
                }
                fun NavigationSuiteScope.a() { \(second); item(selected = false, onClick = {}, icon = {}, label = { Text("Alpha") }) }
                fun NavigationSuiteScope.b() { item(selected = false, onClick = {}, icon = {}, label = { Text("Beta") }) }

                """)
            let bar = try #require(Auditor.load(path).definition?.bars.first)
            #expect(bar.items.count == 1)
            #expect(bar.suppressions.map(\.ruleID) == ["layout-item-count"], "\(second)")
        }
    }

    /// `baraudit merge` passed over a file whose `definition` was a string (or a number, a list) without a word: its
    /// findings were written and the summary said "0 files; 1 input could not be loaded" with no error naming it. A
    /// file without a path named only the report. Both are located errors now; a file without a definition (absent
    /// or null, as a report writes one that could not be loaded) is read as before.
    @Test func aMergedFileIsAnObjectWithAPathAndADefinitionOrNone() throws {
        let scratch = Scratch()
        let cases: [(file: String, expected: String)] = [
            (#"{"path":"a.xml","definition":"x"}"#, "expected an object or null, found 'x' at files[0].definition"),
            (#"{"path":"a.xml","definition":[1]}"#, "expected an object or null, found a list at files[0].definition"),
            (#"{"path":5}"#, "expected a string, found 5 at files[0].path"),
            (#"{"definition":null}"#, "the member \"path\" is missing at files[0]"),
        ]
        for (file, expected) in cases {
            let path = scratch.write("r.json", #"{"format":"baraudit-report","version":3,"files":["# + file + "]}")
            let error = try #require(throws: ReportReadError.self) { try JSONReportReader.read(path: path) }
            #expect(error.description.hasPrefix(path + ":1:") && error.description.hasSuffix(expected), "\(error.description)")
        }
        for file in [#"{"path":"a.xml"}"#, #"{"path":"a.xml","definition":null}"#] {
            let path = scratch.write("r.json", #"{"format":"baraudit-report","version":3,"files":["# + file + "]}")
            #expect(try JSONReportReader.read(path: path).report.files.map(\.path) == ["a.xml"])
        }
    }

    /// The controller class's tokenizer counted LF only: a file with CR line ends (which Xcode reads) was all line 1,
    /// and a backslash continuing an Objective-C string on the next line was not counted, so the note placed the
    /// assignment that retitles tabs lines early (`Main (Main.swift:5) sets the title …` for line 7, after two).
    @Test func theControllerClassCountsEveryLineEnd() {
        func line(of text: String, in source: String) -> Int? { SourceTokens(source).tokens.first { $0.text == text }?.line }
        #expect(line(of: "tabBar", in: "a\rb\r\rtabBar") == 4)
        #expect(line(of: "tabBar", in: "a\r\nb\r\n\r\ntabBar") == 4)
        #expect(line(of: "tabBar", in: "let s = @\"abc\\\n  def\";\n/* x\r y */ // z\rtabBar") == 5)
        #expect(line(of: "tabBar", in: "let s = \"\"\"\r\r\"\"\"\ntabBar") == 4)
    }
}
