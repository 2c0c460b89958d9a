import BarAuditCodeImport
import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 5 of hand-made hostile inputs (README, "Round 5: hostile inputs never tried before"): the readers
/// added since round 4 — SwiftUI tabs read where a property, function or tab item modifier of the app
/// declares them, menus inflated from code, badges a JSON report carries to `baraudit merge` — and the
/// folder-level errors round 4 left without a line.
@Suite struct HostileRound5Tests {
    static func read(_ source: String) -> SwiftTabReader.Result {
        var declarations = SwiftDeclarations()
        declarations.add(source: source)
        declarations.finish()
        return SwiftTabReader.read(source: source, declarations: declarations)
    }

    /// A `TabView` whose child is a function of the view, whose body calls the next, `count` deep; or, with
    /// `twice`, calls it twice (2^count tabs). `property` declares computed properties instead.
    static func functions(_ count: Int, twice: Bool, property: Bool = false) -> String {
        let call = { (index: Int) in property ? "t\(index)" : "t\(index)()" }
        let head = { (index: Int) in property ? "var t\(index): some View" : "func t\(index)() -> some View" }
        var members = ""
        for index in 0..<count {
            members += "    \(head(index)) { \(call(index + 1))\(twice ? "\n        " + call(index + 1) : "") }\n"
        }
        members += "    \(head(count)) { InboxView().tabItem { Label(\"Inbox\", systemImage: \"tray\") } }\n"
        return "import SwiftUI\nstruct RootView: View {\n\(members)    var body: some View {\n        TabView {\n            \(call(0))\n        }\n    }\n}\n"
    }

    /// An app's own tab item modifiers (`extension View { func m0() -> some View { self.tabItem { … }.m1() } }`),
    /// each applying the next once, or twice.
    static func modifiers(_ count: Int, twice: Bool) -> String {
        var members = ""
        for index in 0..<count {
            members += "    func m\(index)() -> some View { self.tabItem { Label(\"A\", systemImage: \"tray\") }.m\(index + 1)()\(twice ? ".m\(index + 1)()" : "") }\n"
        }
        members += "    func m\(count)() -> some View { self.tabItem { Label(\"B\", systemImage: \"tray\") } }\n"
        return "import SwiftUI\nextension View {\n\(members)}\nstruct RootView: View {\n    var body: some View {\n        TabView {\n            InboxView().m0()\n            SearchView().m0()\n        }\n    }\n}\n"
    }

    /// Each function, property or modifier read where it is declared was read recursively: a chain of
    /// 20,000 functions (or properties, or modifiers) crashed the run with a stack overflow (signal 11,
    /// nothing printed for any file). Past 64 levels they are not read, and a note says so.
    @Test func tabsNestedPastTheExpansionLimitAreANoteNotACrash() {
        let short = Self.read(Self.functions(3, twice: false))
        #expect(short.bars.count == 1 && short.bars.first?.items.count == 1 && short.problems.isEmpty, "\(short.problems)")
        for source in [Self.functions(100, twice: false), Self.functions(100, twice: false, property: true), Self.modifiers(100, twice: false)] {
            let result = Self.read(source)
            #expect(result.bars.isEmpty, "\(result.bars.map(\.items.count))")
            #expect(result.problems.map(\.message) == ["the tabs come from properties, functions or modifiers nested more than 64 deep here; they are not audited"],
                    "\(result.problems)")
        }
    }

    /// Each that names the next twice doubles the tabs: 24 functions took past the 20 s timeout (16:
    /// 16 s and 200 MB of output; 20: 18 s to refuse a bar of 1,048,576 items), as did 24 properties and
    /// 24 modifiers. Past 4,000 statements and modifiers read through them in a file, the rest is not read.
    @Test func tabsThatDoubleAtEachLevelAreCutByABudget() {
        let small = Self.read(Self.functions(4, twice: true))
        #expect(small.bars.first?.items.count == 16 && small.problems.isEmpty)
        for source in [Self.functions(40, twice: true), Self.functions(40, twice: true, property: true), Self.modifiers(40, twice: true)] {
            var read: SwiftTabReader.Result?
            let elapsed = secondsTaken { read = Self.read(source) }
            #expect(elapsed < 10, "\(elapsed) s")
            guard let result = read else { continue }
            #expect(result.bars.isEmpty, "\(result.bars.map(\.items.count))")
            #expect(result.problems.map(\.message) == ["the tabs come from more than 4000 statements read through properties, functions or modifiers here; they are not audited"],
                    "\(result.problems)")
        }
    }

    /// An Android project beside a good bar definition: `values`, a menu, and the layout that names it.
    static func androidProject(_ scratch: Scratch, layout: String) {
        scratch.write("good.json", "{\"version\": 1, \"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}")
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/build.gradle", "android { }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>\n")
        scratch.write("app/src/main/res/menu/nav.xml", """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/a" android:title="@string/home" /><item android:id="@+id/b" android:title="Map" /><item android:id="@+id/c" android:title="Feed" /></menu>
            """)
        scratch.write("app/src/main/res/layout/main.xml", layout)
    }

    static let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
        <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/n" app:menu="@menu/nav" /></LinearLayout>
        """

    /// A layout that names the bar's menu and does not parse (malformed, a DOCTYPE) or cannot be read (a
    /// named pipe) was passed over without a word: the app's bar was not audited and the run exited 1. It
    /// is an input error (AAPT2 stops on it), located, and the run exits 2 with the good file's findings.
    @Test func aLayoutThatCannotBeReadIsAnErrorNotAMissingBar() throws {
        for (layout, expected) in [(Self.layout.replacingOccurrences(of: "/></LinearLayout>", with: "<</LinearLayout>"), "main.xml:2:"),
                                   ("<!DOCTYPE x SYSTEM \"x.dtd\">" + Self.layout, "main.xml:1: error: DOCTYPE declarations")] {
            let scratch = Scratch()
            Self.androidProject(scratch, layout: layout)
            let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
            #expect(result.status == 2, "\(result.output)")
            #expect(result.standardOutput.contains(expected) && result.standardOutput.contains("error: ") && result.standardOutput.contains("good.json"), "\(result.standardOutput)")
        }
        let utf16 = Scratch()
        Self.androidProject(utf16, layout: Self.layout)
        utf16.write("app/src/main/res/layout/main.xml", bytes: [0xFF, 0xFE] + Array(Self.layout.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let wide = try runBarAudit(["audit", utf16.path("."), "--format", "text"])
        #expect(wide.status == 2 && wide.standardOutput.contains("main.xml:1:1: error: the layout is UTF-16 (it starts with a byte-order mark) and names a menu"), "\(wide.output)")
        let scratch = Scratch()
        Self.androidProject(scratch, layout: Self.layout)
        let good = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(good.standardOutput.contains("in 2 files (2 bars"), "\(good.standardOutput)")
        let pipe = scratch.path("app/src/main/res/layout/main.xml")
        try FileManager.default.removeItem(atPath: pipe)
        #expect(mkfifo(pipe, 0o644) == 0)
        let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardOutput.contains("main.xml: error: cannot read the resource file: it is not a regular file (a pipe, socket or device) [input]"), "\(result.standardOutput)")
    }

    /// A label text size of `99999999999dp` (in a style or a `@dimen`) was measured as written: truncation
    /// findings of 210,500,000,007.9 dp wide titles. Sizes are bounded as a definition's are; out of range,
    /// non-finite and `NaN` sizes and letter spacings read as the library's.
    @Test func labelSizesOutOfRangeReadAsTheLibrarys() throws {
        for (size, spacing) in [("99999999999dp", "0"), ("@dimen/big", "NaN"), ("NaNsp", "1e300"), ("1e400sp", "-inf")] {
            let scratch = Scratch()
            Self.androidProject(scratch, layout: Self.layout.replacingOccurrences(of: "app:menu=", with: "app:itemTextAppearanceActive=\"@style/L\" app:menu="))
            scratch.write("app/src/main/res/values/styles.xml", """
                <resources><dimen name="big">1e306sp</dimen><style name="L" parent="TextAppearance.Material3.LabelMedium">
                <item name="android:textSize">\(size)</item><item name="android:letterSpacing">\(spacing)</item></style></resources>
                """)
            let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
            #expect(!result.standardOutput.contains("[l10n-title-truncation]") && !result.standardOutput.contains("nan"), "\(size): \(result.standardOutput)")
            #expect(result.standardOutput.contains("in 2 files (2 bars"), "\(result.standardOutput)")
        }
    }

    /// An unknown qualifier (`values-b+x+a`) was an error on the folder, with no line for an editor or a
    /// GitHub annotation to point at; it is located at the folder's first resource file.
    @Test func anUnknownQualifierIsLocatedAtTheFoldersFirstFile() throws {
        let scratch = Scratch()
        Self.androidProject(scratch, layout: Self.layout)
        scratch.write("app/src/main/res/values-b+x+a/strings.xml", "<resources><string name=\"home\">H</string></resources>\n")
        scratch.write("app/src/main/res/values-zz9/plurals.xml", "<resources/>\n")
        scratch.write("app/src/main/res/values-zz9/arrays.xml", "<resources/>\n")
        let result = try runBarAudit(["audit", scratch.path("."), "--format", "text,github", "--output", scratch.path("out")])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardOutput.contains("values-b+x+a/strings.xml:1:1: error: unknown resource qualifier 'b+x+a' in folder 'values-b+x+a'; AAPT2 refuses this folder [input]"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("values-zz9/arrays.xml:1:1: error: unknown resource qualifier 'zz9'"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("values-zz9/arrays.xml,line=1,col=1,title=baraudit input::unknown resource qualifier"), "\(result.standardOutput)")
    }

    /// `baraudit merge` read a report's `badgeSpeech` (what a Compose badge says) leniently: a member of the
    /// wrong type, or an unknown kind, was taken as the platform's speech, and the merge printed other
    /// badge findings than the audit had, exit code 1. It is a located error now.
    @Test func aMalformedBadgeSpeechIsRefusedWhereItIs() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include(\":app\")")
        scratch.write("app/build.gradle", "android { }")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>")
        scratch.write("app/src/main/java/app/BottomBar.kt", """
            package app
            @Composable
            fun BottomBar() {
                NavigationBar {
                    NavigationBarItem(selected = true, onClick = {}, icon = { BadgedBox(badge = { Badge { Text("3") } }) { Icon(Icons.Filled.Home, null) } }, label = { Text("Home") })
                    NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Filled.Map, null) }, label = { Text("Map") })
                    NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Filled.Star, null) }, label = { Text("Feed") })
                }
            }
            """)
        let audit = try runBarAudit(["audit", scratch.path("app"), "--format", "text,json", "--output", scratch.path("out")])
        let reportPath = scratch.path("out/baraudit.json")
        let text = try String(contentsOfFile: reportPath, encoding: .utf8)
        #expect(text.contains("\"badgeSpeech\""), "\(text.prefix(400))")
        let merged = try runBarAudit(["merge", reportPath, "--format", "text"])
        #expect(merged.status == audit.status && merged.standardOutput == audit.standardOutput, "\(merged.output)")
        for (replacement, expected) in [("\"badgeSpeech\" : 7", "expected an object of bar ids, found 7 at files[0].badgeSpeech"),
                                        ("\"badgeSpeech\" : {\"BottomBar\": {\"Home\": \"loud\\n::error::x\"}}",
                                         "expected platform, asWritten or silentWhileLabelShows, found 'loud\\n::error::x' at files[0].badgeSpeech.BottomBar.Home")] {
            var edited = text
            let start = try #require(edited.range(of: "\"badgeSpeech\""))
            // The member's value is one object; replace from its name to the brace that closes it.
            var depth = 0
            var end = edited.index(after: try #require(edited[start.upperBound...].firstIndex(of: "{")))
            depth = 1
            while depth > 0 {
                if edited[end] == "{" { depth += 1 } else if edited[end] == "}" { depth -= 1 }
                end = edited.index(after: end)
            }
            edited.replaceSubrange(start.lowerBound..<end, with: replacement)
            let path = scratch.write("edited.json", edited)
            let result = try runBarAudit(["merge", path, "--format", "text"])
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.contains(expected) && !result.output.contains("\n::error::x"), "\(result.output)")
            // One report that cannot be read does not hide the others: theirs are merged, its error is
            // an input error of the run (a located line in every format), and the exit code is 2.
            let both = try runBarAudit(["merge", path, reportPath, "--format", "text"])
            #expect(both.status == 2, "\(both.output)")
            let findings = audit.standardOutput.split(separator: "\n").filter { $0.contains("BottomBar.kt:") }
            #expect(!findings.isEmpty && findings.allSatisfy { both.standardOutput.contains($0) }, "\(both.output)")
            #expect(both.standardOutput.contains("\(path):4:") && both.standardOutput.contains(": error: " + expected + " [input]"), "\(both.standardOutput)")
        }
    }
}
