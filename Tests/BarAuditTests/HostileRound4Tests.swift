import BarAuditCodeImport
import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 4 of hand-made hostile inputs (README, "Round 4: hostile inputs never tried before"): the
/// newest readers fed sizes and files no real project has: SwiftGen tables of thousands of keys,
/// Gradle files of thousands of product flavours, project files that repeat a build setting, hundreds
/// of `menu-…-ldrtl` folders, and an app whose images are named pipes.
@Suite struct HostileRound4Tests {
    /// SwiftGen's `L10n` with `count` keys, each `L10n.tr("T…", "k…", fallback: "K…")`.
    static func swiftGen(_ count: Int) -> String {
        var source = "internal enum L10n {\n"
        for index in 0..<count {
            source += "  internal static let k\(index) = L10n.tr(\"T\(index % 100)\", \"k\(index)\", fallback: \"K\(index)\")\n"
        }
        return source + "}\n"
    }

    /// Each key's `tr` arguments were filtered with swift-syntax's `SyntaxCollection.filter`, which builds
    /// the filtered list into a copy of the whole tree, the enum's other keys included: 2,000 keys took
    /// 1.2 s in a release build, 10,000 33 s, and an app of 100,000 never finished.
    @Test func swiftGenTablesAreReadInLinearTime() {
        var small = SwiftDeclarations()
        small.add(source: Self.swiftGen(3))
        #expect(small.swiftGenKeys["L10n.k2"]?.key == "k2" && small.swiftGenKeys["L10n.k2"]?.table == "T2" && small.swiftGenKeys["L10n.k2"]?.fallback == "K2")
        // Processor time of this thread: a CI run beside two builds (load 9) took 5.4 s of wall time for the whole, 30
        // times a tenth measured in a quieter moment.
        let tenth = processorSecondsTaken {
            var declarations = SwiftDeclarations()
            declarations.add(source: Self.swiftGen(200))
            #expect(declarations.swiftGenKeys.count == 200)
        }
        let whole = processorSecondsTaken {
            var declarations = SwiftDeclarations()
            declarations.add(source: Self.swiftGen(4_000))
            #expect(declarations.swiftGenKeys.count == 4_000)
        }
        // Linear, 20 times the keys take some 13 times as long in a debug build; the old code took 52 times.
        #expect(whole < 1 + 30 * tenth, "\(whole) s for 4,000 keys (20 times as many), \(tenth) s for 200")
    }

    /// Foundation's `range(of:)` on a Substring copies it into a new String on every call: a Gradle file
    /// of 50,000 flavours, each with its `resConfigs`, took 6.9 s (5,000: 0.25 s), and a project file
    /// that repeats `IPHONEOS_DEPLOYMENT_TARGET` 50,000 times 10 s (5,000: 0.28 s).
    @Test func buildFilesAreSearchedInLinearTime() {
        func gradle(_ flavours: Int) -> String {
            "android {\n  defaultConfig { resConfigs \"de\" }\n  productFlavors {\n"
                + (0..<flavours).map { "    f\($0) { dimension \"tier\"\n      resConfigs \"de\", \"fr\" }\n" }.joined() + "  }\n}\n"
        }
        #expect(Set(AndroidProject.localeFilters(build: gradle(3))) == ["de", "fr"])
        let tenth = processorSecondsTaken { #expect(AndroidProject.localeFilters(build: gradle(2_000)).count == 4_001) }
        let whole = processorSecondsTaken { #expect(AndroidProject.localeFilters(build: gradle(40_000)).count == 80_001) }
        // Linear, 20 times the flavours take some 20 times as long in a debug build; the old code took 48 times.
        #expect(whole < 1 + 30 * tenth, "\(whole) s for 40,000 flavours, \(tenth) s for 2,000")

        func project(_ settings: Int) -> String {
            "// !$*UTF8*$!\n{\n" + (0..<settings).map { "\t\tIPHONEOS_DEPLOYMENT_TARGET = 1\($0 % 9).0;\n" }.joined() + "}\n"
        }
        #expect(AppleBundle.pbxprojValues("IPHONEOS_DEPLOYMENT_TARGET", in: project(3)) == ["10.0", "11.0", "12.0"])
        let projectTenth = processorSecondsTaken { #expect(AppleBundle.pbxprojValues("IPHONEOS_DEPLOYMENT_TARGET", in: project(5_000)).count == 5_000) }
        let projectWhole = processorSecondsTaken { #expect(AppleBundle.pbxprojValues("IPHONEOS_DEPLOYMENT_TARGET", in: project(50_000)).count == 50_000) }
        #expect(projectWhole < 2 + 25 * projectTenth, "\(projectWhole) s for 50,000 settings, \(projectTenth) s for 5,000")
    }

    /// An image of an app (a loose `tray.png`, a file of an asset catalog's image set) that is a named
    /// pipe was opened with `FileHandle(forReadingAtPath:)`, which waits for a writer: the whole run hung
    /// with nothing printed. Images, and files sniffed for a definition, are read only as regular files.
    @Test func anImageThatIsAPipeDoesNotStopTheRun() throws {
        let scratch = Scratch()
        let storyboard = try String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)
        scratch.write("App/Base.lproj/Main.storyboard", storyboard)
        scratch.write("App/Assets.xcassets/book.imageset/Contents.json", "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"book.pdf\"}]}")
        let pipes = ["App/Assets.xcassets/book.imageset/book.pdf", "App/magnifyingglass.png", "App/pipe.json"].map(scratch.path)
        for pipe in pipes { #expect(mkfifo(pipe, 0o644) == 0) }
        #expect(FileBytes.head(pipes[0], count: 16) == nil && ImageSize.points(ofFile: pipes[1], scale: 1) == nil)
        #expect(!DefinitionDiscovery.looksLikeDefinition(pipes[2]))
        let good = scratch.write("good.json", "{\"version\": 1, \"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}")
        #expect(FileBytes.head(good, count: 12) == Array("{\"version\": ".utf8) && FileBytes.head(good, count: 1 << 20) == FileBytes.read(good))
        let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(result.status == 0 || result.status == 1, "\(result.output)")
        #expect(result.standardOutput.contains("in 2 files (2 bars"), "\(result.standardOutput)")
    }

    /// Every menu listed its resource folder and split the qualifiers of each folder in it to find an
    /// `ldrtl` twin: 1,000 menus in `menu-v1`…`menu-v1000` beside `menu-ldrtl-v1`… took 3.4 s, 500 0.7 s.
    /// The `ldrtl` folders of a resource folder are listed once (again once the folder changes).
    @Test func ldrtlTwinsAreFoundWithoutListingTheFolderPerMenu() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/build.gradle", "android { }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>\n")
        scratch.write("app/src/main/res/layout/main.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/n" app:menu="@menu/nav" /></LinearLayout>
            """)
        let menu = "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/home\" android:title=\"@string/home\" /></menu>"
        let count = 200
        for index in 1...count {
            scratch.write("app/src/main/res/menu-v\(index)/nav.xml", menu)
            if index % 2 == 0 { scratch.write("app/src/main/res/menu-ldrtl-v\(index)/nav.xml", menu) }
        }
        for index in [1, 2, count - 1, count] {
            let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu-v\(index)/nav.xml")).definition?.bars.first)
            #expect(bar.shownOnlyRightToLeft == (index % 2 == 0 ? false : nil), "menu-v\(index)")
        }
        // A twin added between two audits in one process is found.
        scratch.write("app/src/main/res/menu-ldrtl-v1/nav.xml", menu)
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu-v1/nav.xml")).definition?.bars.first)
        #expect(bar.shownOnlyRightToLeft == false)
    }

    /// A JSON report given to `baraudit merge` names each defect's rule and the ICU and CLDR versions
    /// of its run. The `github` format put the rule into the annotation's `title=` only property-escaped,
    /// so a terminal escape, U+2028 and a bidi override reached standard output raw (`title=r\e[31m…`),
    /// and the text summary printed the versions raw: `"icu": "72.1\r\n::error::z"` began a line of its
    /// own. Both are escaped for one line as paths and messages are.
    @Test func mergedRuleIDsAndVersionsStayOnOneLine() throws {
        let scratch = Scratch()
        let report = scratch.write("baraudit.json", """
            {"format": "baraudit-report", "version": 3,
             "tool": {"name": "baraudit", "version": "0.1.0", "icu": "72.1\\u001b[31m\\r\\n::error::z", "cldr": "42.0\\u2028"},
             "files": [{"path": "a.json", "defects": [{"rule": "r\\u001b[31m\\u2028x\\u202e\\n::error::y", "severity": "error", "message": "m", "line": 1}]}]}
            """)
        let merged = try runBarAudit(["merge", report, "--format", "text,github", "--output", scratch.path("out")])
        #expect(merged.status == 2, "the hand-written file counts as not loaded: \(merged.output)")
        for forbidden in ["\u{1B}", "\u{2028}", "\u{202E}", "\r"] { #expect(!merged.standardOutput.contains(forbidden), "\(merged.standardOutput)") }
        let lines = merged.standardOutput.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::error::") }, "\(merged.standardOutput)")
        #expect(merged.standardOutput.contains(#"title=r\u{1B}[31m\u{2028}x\u{202E}\n%3A%3Aerror%3A%3Ay::m"#), "\(merged.standardOutput)")
        #expect(merged.standardOutput.contains(#"[ICU 72.1\u{1B}[31m\r\n::error::z, CLDR 42.0\u{2028}]"#), "\(merged.standardOutput)")
    }

    /// A baseline, report or configuration that could not be read said only "cannot read": a folder
    /// given as the baseline (`baseline: .` in `.baraudit.yml`) and a misspelt path looked alike.
    @Test func unreadableNamedFilesSayWhy() throws {
        let scratch = Scratch()
        let good = scratch.write("good.json", "{\"version\": 1, \"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}")
        let folder = scratch.path(".")
        let missing = scratch.path("absent.json")
        #expect(FileBytes.whyUnreadable(folder) == "it is a folder" && FileBytes.whyUnreadable(missing) == "no such file or directory")
        let baseline = try runBarAudit(["audit", good, "--baseline", folder])
        #expect(baseline.status == 2 && baseline.standardError.contains("\(folder): cannot read the baseline: it is a folder"), "\(baseline.output)")
        let merged = try runBarAudit(["merge", missing])
        #expect(merged.status == 2 && merged.standardError.contains("\(missing): cannot read the report: no such file or directory"), "\(merged.output)")
        #expect(throws: ConfigurationError.self) { try Configuration.load(path: folder) }
        do { _ = try Configuration.load(path: folder) } catch let error as ConfigurationError {
            #expect(error.description.hasSuffix("cannot read the configuration file: it is a folder"), "\(error.description)")
        }
    }

    /// A rule option or key of the wrong type said only what was expected (`'touch-target-size.minimum'
    /// must be a number`); it says what was found too, a scalar quoted (escaped when printed) and cut at
    /// 100 characters.
    @Test func configurationTypeErrorsSayWhatWasFound() throws {
        let scratch = Scratch()
        let cases: [(String, String)] = [
            ("rule_options:\n  touch-target-size:\n    minimum: [1, 2]\n", "3:14: error: 'touch-target-size.minimum' must be a number, not a list"),
            ("rule_options:\n  touch-glyph-size:\n    require-sizes: {a: 1}\n", "3:20: error: 'touch-glyph-size.require-sizes' must be true or false, not a mapping"),
            ("output: [a]\n", "1:9: error: 'output' must be text, not a list"),
            ("locales: [[en]]\n", "1:11: error: 'locales' must be a list of text, not a list"),
            ("strict_baseline: \"" + String(repeating: "y", count: 300) + "\"\n", "1:18: error: 'strict_baseline' must be true or false, not '" + String(repeating: "y", count: 100) + "…'"),
        ]
        for (text, expected) in cases {
            let path = scratch.write("c.yml", text)
            do {
                _ = try Configuration.load(path: path)
                Issue.record("\(text) loaded")
            } catch let error as ConfigurationError {
                #expect(error.description == path + ":" + expected)
            }
        }
    }

    /// A JSON report embeds each file's definition for `baraudit merge`, which loads it again as a bar
    /// definition: a key an imported bar keeps although no table defines it (a SwiftGen table the app
    /// lacks) and an item id taken from a title ending in U+2028 failed that load, and the whole merge
    /// stopped with exit code 2 and printed nothing. A report's definition keeps what the import kept.
    @Test func importedBarsSurviveTheirReportsRoundTrip() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tdevelopmentRegion = en;\n\tknownRegions = (en, de);\n}\n")
        scratch.write("App/de.lproj/Localizable.strings", "\"Inbox\" = \"Eingang\";\n")
        scratch.write("App/Strings.swift", """
            internal enum L10n {
              internal static let feed = L10n.tr("Missing", "k", fallback: "Feed")
            }
            """)
        scratch.write("App/RootView.swift", """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        InboxView().tabItem { Label("Inbox", systemImage: "tray") }
                        FeedView().tabItem { Label(L10n.feed, systemImage: "list.bullet") }
                        SearchView().tabItem { Label("Search\u{2028}", systemImage: "magnifyingglass") }
                    }
                }
            }
            """)
        let audited = try runBarAudit(["audit", scratch.path("App"), "--format", "text,json", "--output", scratch.path("out")])
        #expect(audited.status == 0 || audited.status == 1, "\(audited.output)")
        let definition = try String(contentsOfFile: scratch.path("out/baraudit.json"), encoding: .utf8)
        #expect(definition.contains("\"k\""), "the key no table defines is in the report")
        let merged = try runBarAudit(["merge", scratch.path("out/baraudit.json"), "--format", "text", "--output", scratch.path("merged")])
        #expect(merged.status == audited.status, "\(merged.output)")
        #expect(merged.standardOutput == audited.standardOutput, "\(merged.output)")
    }
}
