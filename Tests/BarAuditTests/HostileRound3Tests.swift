import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 3 of hand-made hostile inputs (README, "Round 3: hostile inputs never tried before"): whole
/// apps of thousands of files, thousands of tab bars or locales, merged reports with impossible
/// numbers, configurations that are not UTF-8, and a baseline written over something that is not a file.
@Suite struct HostileRound3Tests {
    /// Findings at one place that differ in their bar (4,000 tab bar controllers sharing one tab) or
    /// message hashed alike, so grouping them into defects was quadratic (63 s in a release build); a
    /// defect of thousands of locales searched its locale list once per finding.
    @Test func groupingFindingsIsLinear() {
        let location = SourceLocation(file: "Main.storyboard", line: 45, column: 9)
        func ofManyBars(_ count: Int) -> [Finding] {
            (0..<count).map { index in
                Finding(ruleID: "badge-value-missing-context", severity: .error, message: "the badge '3' has no accessibility value",
                        location: location, barID: "T\(index)", itemID: "Inb-TBI-01", locale: "en", spoken: "Inbox, 3")
            }
        }
        func ofManyLocales(_ count: Int) -> [Finding] {
            (0..<count).map { index in
                Finding(ruleID: "l10n-string-missing", severity: .error, message: "the title key 'tab' has no text in 'x\(index)'",
                        location: location, barID: "bar", itemID: "a", locale: "x\(index)", spoken: "tab, \(index % 7)")
            }
        }
        #expect(Defect.group(ofManyBars(3)).count == 3, "one defect per bar")
        let merged = Defect.group(ofManyLocales(20))
        #expect(merged.count == 1 && merged[0].locales.count == 20 && merged[0].spoken.count == 7)
        #expect(merged[0].spoken[0].locales == ["x0", "x7", "x14"])
        for findings in [ofManyBars, ofManyLocales] {
            let tenth = secondsTaken { _ = Defect.group(findings(3_000)) }
            let whole = secondsTaken { _ = Defect.group(findings(30_000)) }
            #expect(whole < 2 + 25 * tenth, "\(whole) s for 30,000 findings, \(tenth) s for 3,000")
        }
    }

    /// A SwiftUI file of one Inbox tab, its view named by `index`.
    static func inboxTabView(_ index: Int) -> String {
        """
        import SwiftUI
        struct Tabs\(index): View {
            var body: some View {
                TabView { InboxView().tabItem { Label("Inbox", systemImage: "tray") } }
            }
        }
        """
    }

    /// Every storyboard and SwiftUI file walked the whole app for its bundle, and every code file
    /// listed each folder above it for its project: 1,000 storyboards took 17 s, 2,000 took 98 s;
    /// 1,000 SwiftUI files 12.6 s. One loader reads each bundle and root once.
    @Test func filesOfOneAppShareTheirBundle() throws {
        let scratch = Scratch()
        let storyboard = try String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)
        scratch.write("App/de.lproj/Main.strings", "\"Rdr-Now-TB.title\" = \"Jetzt lesen\";\n")
        let count = 60
        for index in 0..<count {
            scratch.write("App/Base.lproj/S\(index).storyboard", storyboard)
            scratch.write("App/Views/Tabs\(index).swift", Self.inboxTabView(index))
        }
        let loader = DefinitionLoader()
        for index in 0..<count {
            for path in ["App/Base.lproj/S\(index).storyboard", "App/Views/Tabs\(index).swift"] {
                let loaded = loader.load(path: scratch.path(path))
                #expect(loaded.definition?.bars.count == 1, "\(path): \(loaded.diagnostics)")
            }
        }
        #expect(loader.projectCache.reads <= 4, "\(loader.projectCache.reads) reads for \(2 * count) files of one app")
    }

    /// Every code file that looks a key up in `Localizable` read every `.lproj`'s table, the
    /// `.stringsdict` and the String Catalog again, and filtered each whole table for its keys: 50
    /// SwiftUI files with ten 1.5 MB tables took 34 s, 200 over 2 minutes (now 0.8 s). Each table is read
    /// once per run.
    @Test func stringTablesAreReadOncePerApp() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ developmentRegion = en; knownRegions = (en, de, fr, Base); }\n")
        let table = (0..<2_000).map { "\"k\($0)\" = \"value \($0)\";\n" }.joined()
        for locale in ["en", "de", "fr"] {
            scratch.write("App/\(locale).lproj/Localizable.strings", table + "\"Inbox\" = \"Inbox (\(locale))\";\n")
        }
        scratch.write("App/de.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict></dict></plist>
            """)
        scratch.write("App/Localizable.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Search": {}}}"#)
        let count = 40
        for index in 0..<count {
            scratch.write("App/Views/Tabs\(index).swift", Self.inboxTabView(index))
        }
        let loader = DefinitionLoader()
        for index in 0..<count {
            let loaded = loader.load(path: scratch.path("App/Views/Tabs\(index).swift"))
            let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
            #expect(loaded.definition?.strings["de"]?.entries["Inbox"]?.content == .text("Inbox (de)"))
            #expect(bar.locales.sorted() == ["de", "en", "fr"], "\(bar.locales)")
        }
        #expect(loader.projectCache.tableReads == 5, "\(loader.projectCache.tableReads) table reads for \(count) files of one app")
    }

    /// A merged report's counts were added up unchecked: a check count of 9223372036854775807 crashed
    /// `baraudit merge` (exit 132); a negative count printed "-1 checks", a negative line was taken.
    @Test func mergeRefusesNumbersNoRunWrites() throws {
        let scratch = Scratch()
        let cases: [(String, String)] = [
            ("\"checks\": [[\"bar\", \"voiceover-label-verbose\", 9223372036854775807, 9223372036854775807, 0, 0]]",
             "expected a whole number from 0 to 2147483647, found 9223372036854775807 at files[0].checks[0][2]"),
            ("\"checks\": [[\"bar\", \"voiceover-label-verbose\", 4, -1, 0, 0]]",
             "expected a whole number from 0 to 2147483647, found -1 at files[0].checks[0][3]"),
            ("\"defects\": [{\"rule\": \"r\", \"severity\": \"error\", \"message\": \"m\", \"line\": -5}]",
             "expected a whole number from 0 to 2147483647, found -5 at files[0].defects[0].line"),
            ("\"defects\": [{\"rule\": \"r\", \"severity\": \"fatal\\n\", \"message\": \"m\", \"line\": 1}]",
             "expected a severity (error, warning or info), found 'fatal\\n' at files[0].defects[0].severity"),
        ]
        for (member, expected) in cases {
            let report = scratch.write("baraudit.json", """
                {"format": "baraudit-report", "version": 3,
                 "files": [{"path": "a.json",
                  \(member)}]}
                """)
            let merged = try runBarAudit(["merge", report, report, "--output", scratch.path("out"), "--quiet"])
            #expect(merged.status == 2, "\(merged.output)")
            let lines = merged.standardError.split(separator: "\n").map(String.init)
            #expect(lines.count == 1 && lines[0].hasPrefix("error: \(report):3:") && lines[0].hasSuffix(": " + expected), "\(merged.output)")
        }
    }

    /// libyaml reads only UTF-8: a configuration saved as UTF-16, or with a NUL byte, gave
    /// `c.yml: error: malformed YAML: 1:4: error: reader: …` with the file's bytes quoted and no location.
    @Test func configurationThatIsNotUTF8IsALocatedError() throws {
        let scratch = Scratch()
        let text = "rule_options: {}\n"
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
             ":1:1: error: the configuration file is UTF-16 (it starts with a byte order mark); expected UTF-8 text"),
            (Array("fail_on: error\nformats: [text, h".utf8) + [0xE9] + Array("ml]\n".utf8),
             ":2:18: error: invalid UTF-8 (byte 0xE9); expected UTF-8 text"),
            (Array("fail_on: error\na: ".utf8) + [0] + Array("\n".utf8),
             ":2:4: error: malformed YAML: control characters are not allowed, found U+0000"),
        ]
        for (bytes, expected) in cases {
            let path = scratch.write("c.yml", bytes: bytes)
            #expect(throws: ConfigurationError.self) { try Configuration.load(path: path) }
            do {
                _ = try Configuration.load(path: path)
            } catch let error as ConfigurationError {
                #expect(error.description == path + expected)
                #expect(!error.description.contains("\n") && error.location.line > 0)
            }
        }
    }

    /// `--write-baseline` writes a new file and renames it over the old one: over a device that replaced
    /// the device (run as root, `/dev/full` became a regular file) and reported nothing. A path that is
    /// not a regular file is refused; the baseline is not written.
    @Test func aBaselineIsNotWrittenOverAPipeOrDevice() throws {
        let scratch = Scratch()
        let pipe = scratch.path("baseline.json")
        #expect(mkfifo(pipe, 0o644) == 0)
        let example = Repository.examples.appendingPathComponent("ipad-itunes.xml").path
        let result = try runBarAudit(["audit", example, "--write-baseline", pipe, "--quiet"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardError.contains("error: cannot write the baseline \(pipe): it exists and is not a regular file"), "\(result.output)")
        let type = try FileManager.default.attributesOfItem(atPath: pipe)[.type] as? FileAttributeType
        #expect(type != nil && type != .typeRegular, "the pipe is still a pipe")
    }

    /// `baraudit speak` printed ids, titles and what is spoken raw: a title with a newline, a carriage
    /// return and an escape sequence printed a line of its own (`::error file=x::y`) and drove the terminal.
    @Test func speakPrintsEveryTabOnOneLine() throws {
        let scratch = Scratch()
        let definition = scratch.write("forged.json", #"""
            {"version": 1, "bars": [{"id": "b\n::warning::bar", "platform": "ios", "sourceLocale": "en", "items": [
              {"id": "a\u001B[2J", "title": "A\u001B[31mB\nC\r::error file=x::y\u2028\u202E"},
              {"id": "b", "title": "Search"}]}]}
            """#)
        let result = try runBarAudit(["speak", definition])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "a header, two tabs and the end: \(lines)")
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardOutput.contains("\r") && !result.standardOutput.contains("\u{2028}"))
        #expect(lines.allSatisfy { !$0.hasPrefix("::") && !$0.hasPrefix("C") }, "\(lines)")
        #expect(result.standardOutput.contains(#"A\u{1B}[31mB\nC\r::error file=x::y\u{2028}\u{202E}"#), "\(result.standardOutput)")
    }

    /// Every menu and Compose file parsed every `values*` file of its project again (50 menus with ten
    /// 50,000-string tables: 43 s; 200: over 2 minutes; now 4.7 s). A project parses each file once
    /// while it is unchanged: a table rewritten between two audits in one process is read again.
    @Test func androidTablesAreParsedOnceAndReadAgainWhenChanged() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include(\":app\")\n")
        scratch.write("app/build.gradle", "")
        scratch.write("app/src/main/res/layout/main.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" app:menu="@menu/nav" />
            </LinearLayout>
            """)
        scratch.write("app/src/main/res/menu/nav.xml", """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/home" android:icon="@drawable/ic_home" android:title="@string/home" />
            <item android:id="@+id/map" android:icon="@drawable/ic_map" android:title="@string/map" />
            </menu>
            """)
        func write(_ home: String) {
            scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">\(home)</string><string name=\"map\">Map</string></resources>")
            scratch.write("app/src/main/res/values-de/strings.xml", "<resources><string name=\"home\">Start</string><string name=\"map\">Karte</string></resources>")
        }
        func title(in locale: String) throws -> LocalizedContent? {
            let loaded = DefinitionLoader().load(path: scratch.path("app/src/main/res/menu/nav.xml"))
            let file = try #require(loaded.definition, "\(loaded.diagnostics)")
            return file.strings[locale]?.entries["home"]?.content
        }
        write("Home")
        #expect(try title(in: "en") == .text("Home") && title(in: "de") == .text("Start"))
        write("Home screen")
        #expect(try title(in: "en") == .text("Home screen"), "a changed table is read again")
    }
}
