import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Hand-made hostile inputs for the importers that read code and Android projects, beyond what the
/// fuzzers reach (their inputs are at most 64 KB): deep nesting, unterminated literals, multi-megabyte
/// lines, declarations that refer to each other, self-including Gradle settings, huge string tables,
/// odd folder names and invalid UTF-8. Each loads within a few seconds even in a debug build (a
/// release build takes a fraction of that), never crashes, and every problem is one located line.
@Suite struct HostileProjectInputTests {
    /// The time a debug build may take for one hostile input: far above what a linear reader needs
    /// (the ten-thousand-module project takes 2–3 s alone, 7 s beside two compilers), far below what a
    /// quadratic one or a hang takes (minutes).
    static let bound: TimeInterval = 20

    /// Loads `main` of a project holding `files` (and an empty `marker` that makes the folder a
    /// project), as the audit does; checks the time (unless `timed` is false) and that each diagnostic
    /// is one located line.
    static func load(_ files: [String: [UInt8]], main: String, marker: String = "settings.gradle.kts", timed: Bool = true,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (LoadedFile, TimeInterval) {
        let scratch = Scratch()
        scratch.write(marker, "")
        for (name, bytes) in files { scratch.write(name, bytes: bytes) }
        let started = Date()
        let loaded = Auditor.load(scratch.path(main))
        let elapsed = Date().timeIntervalSince(started)
        if timed { #expect(elapsed < bound, "\(main) took \(elapsed) s", sourceLocation: sourceLocation) }
        expectOneLocatedLine(loaded.diagnostics, sourceLocation: sourceLocation)
        return (loaded, elapsed)
    }

    /// Inputs of megabytes: a debug build reads a few megabytes a second, and tests run side by side,
    /// so the time is compared with a tenth of the input's, measured alike: a linear reader takes about
    /// ten times as long, a quadratic one a hundred.
    static func loadLinearly(_ files: (Int) -> [String: [UInt8]], size: Int, main: String, marker: String = "settings.gradle.kts",
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LoadedFile {
        let (_, tenth) = load(files(size / 10), main: main, marker: marker, timed: false, sourceLocation: sourceLocation)
        let (loaded, whole) = load(files(size), main: main, marker: marker, timed: false, sourceLocation: sourceLocation)
        #expect(whole < bound + 25 * tenth, "\(main): \(whole) s for the whole input, \(tenth) s for a tenth", sourceLocation: sourceLocation)
        return loaded
    }

    static func expectOneLocatedLine(_ diagnostics: [InputDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for diagnostic in diagnostics {
            #expect(!diagnostic.message.contains("\n") && !diagnostic.location.file.isEmpty, "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.message.count < 2_000, "\(diagnostic.message.prefix(200))…", sourceLocation: sourceLocation)
        }
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let composeItem = #"NavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Filled.Home, contentDescription = null) }, label = { Text("Home") })"#

    // MARK: Kotlin

    /// A project's strings table that is a pipe nobody writes to, or `/dev/zero` behind a symbolic link,
    /// hung the run (opening a pipe waits for a writer; `/dev/zero` never ends). Each is a located error.
    @Test func pipesAndDevicesInAProjectAreRefused() throws {
        let scratch = Scratch()
        scratch.write("App.xcodeproj/project.pbxproj", "")
        scratch.write("App/ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    TabView {
                        Text("A").tabItem { Label("Home", systemImage: "house") }
                        Text("B").tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """)
        scratch.write("App/en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Settings\" = \"Settings\";\n")
        try FileManager.default.createDirectory(atPath: scratch.path("App/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path("App/fr.lproj"), withIntermediateDirectories: true)
        #expect(mkfifo(scratch.path("App/de.lproj/Localizable.strings"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("App/fr.lproj/Localizable.strings"), withDestinationPath: "/dev/zero")
        let started = Date()
        let loaded = Auditor.load(scratch.path("App/ContentView.swift"))
        #expect(Date().timeIntervalSince(started) < Self.bound)
        Self.expectOneLocatedLine(loaded.diagnostics)
        let messages = loaded.diagnostics.map { "\(($0.location.file as NSString).pathComponents.suffix(2).joined(separator: "/")): \($0.message)" }
        #expect(messages.contains("de.lproj/Localizable.strings: the strings file is not a regular file (a pipe, socket or device)"), "\(messages)")
        #expect(messages.contains("fr.lproj/Localizable.strings: the strings file is not a regular file (a pipe, socket or device)"), "\(messages)")
    }

    @Test func kotlinNestedTenThousandDeep() {
        let depth = 10_000
        let sources = [
            "lambdas": "fun Bar() {\nNavigationBar {\n" + String(repeating: "Row { ", count: depth) + Self.composeItem + String(repeating: " }", count: depth) + "\n}\n}\n",
            "parentheses": "fun Bar() {\nNavigationBar {\n" + #"NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text("# + String(repeating: "(", count: depth) + #""Home""# + String(repeating: ")", count: depth) + ") })\n}\n}\n",
            "calls": "fun Bar() {\nNavigationBar {\n" + "NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { " + String(repeating: "Text(", count: depth) + #""Home""# + String(repeating: ")", count: depth) + " })\n}\n}\n",
            "ifs": "fun Bar() {\nNavigationBar {\n" + "NavigationBarItem(selected = true, onClick = {}, icon = {}, label = " + String(repeating: "if (a) ", count: depth) + #"{ Text("Home") }"# + String(repeating: " else null", count: depth) + ")\n}\n}\n",
            "loops": "fun Bar() {\nNavigationBar {\n" + String(repeating: "listOf(A, B).forEach { ", count: depth) + Self.composeItem + String(repeating: " }", count: depth) + "\n}\n}\n",
            "templates": "fun Bar() {\nNavigationBar {\n" + #"NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(""# + String(repeating: #"${""#, count: depth) + "x" + String(repeating: #""}"#, count: depth) + #"") })"# + "\n}\n}\n",
            "whens": "fun Bar() {\nNavigationBar {\n" + "listOf(Screen.A).forEach { s -> NavigationBarItem(selected = true, onClick = {}, label = {}, icon = { "
                + String(repeating: "when (s) { Screen.A -> ", count: depth) + "Icon(Icons.Filled.Home, null)" + String(repeating: " }", count: depth) + " })\n}\n}\n"
                + "enum class Screen { A }\n",
        ]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let (loaded, _) = Self.load(["app/src/main/java/\(name).kt": Self.bytes(source)], main: "app/src/main/java/\(name).kt")
            #expect(loaded.diagnostics.allSatisfy { $0.severity != .error }, "\(name): \(loaded.diagnostics)")
        }
    }

    @Test func kotlinUnterminatedAtTheEnd() throws {
        let start = "fun Bar() { NavigationBar { " + Self.composeItem + " } }\n"
        for (name, tail) in [("raw-string", #"val a = """never closed"#), ("string", #"val a = "never closed"#), ("comment", "/* never /* closed */"),
                             ("template", #"val a = "${ never"#), ("character", "val c = '"), ("backtick", "val `never")] {
            let (loaded, _) = Self.load(["app/src/main/java/\(name).kt": Self.bytes(start + tail)], main: "app/src/main/java/\(name).kt")
            let warning = try #require(loaded.diagnostics.first { $0.severity == .warning }, "\(name): \(loaded.diagnostics)")
            #expect(warning.location.line == 2 && warning.message.hasSuffix("that is never closed; tab bars in this file may be incomplete"), "\(name): \(warning)")
            #expect(loaded.definition?.bars.first?.items.count == 1, "what could be read is still audited: \(name)")
        }
    }

    /// Tabs declared as objects of a sealed type and listed by name (F-Droid's form, read since this
    /// round): each element of the list was looked up among all the project's objects (20,000: 42 s).
    @Test func kotlinObjectTabsListedByName() {
        func project(_ size: Int) -> [String: [UInt8]] {
            let count = size / 80
            let objects = (0..<count).map { "data object Tab\($0) : Nav { override val label = R.string.a }\n" }.joined()
            let list = "val tabs = listOf<Nav>(" + (0..<count).map { "Tab\($0)" }.joined(separator: ", ") + ")\n"
            let bar = "fun Bar() { NavigationBar { tabs.forEach { tab -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.label)) }) } } }\n"
            return ["app/src/main/java/Tabs.kt": Self.bytes("sealed interface Nav { val label: Int }\n" + objects + list + bar)]
        }
        let loaded = Self.loadLinearly(project, size: 1_600_000, main: "app/src/main/java/Tabs.kt")
        #expect(loaded.definition?.bars.first?.items.count == 20_000, "\(loaded.diagnostics.prefix(3))")
    }

    /// Files read for declarations because they call a composable of the project that draws a bar (Android round 27,
    /// SlimeKT's): ten thousand such composables, each called by a file without declarations, and each titled through the
    /// project's own `capitalize()`. The calling file is searched for the names in one pass, however many there are.
    @Test func kotlinBarComposablesCalledByTheTenThousand() {
        func project(_ size: Int) -> [String: [UInt8]] {
            let count = size / 200
            let bars = (0..<count).map {
                "fun Bar\($0)(tabs: List<Tab>) { NavigationBar { tabs.forEach { tab -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.title).capitalize()) }) } } }\n"
            }.joined()
            let calls = "fun App() {\n" + (0..<count).map { "    Bar\($0)(tabs = appTabs)\n" }.joined() + "}\n"
            return ["app/src/main/java/Bars.kt": Self.bytes("enum class Tab(val title: Int) { A(R.string.a) }\nval appTabs = listOf(Tab.A)\n"
                                                            + "fun String.capitalize() = replaceFirstChar { it.titlecase() }\n" + bars),
                    "app/src/main/java/App.kt": Self.bytes(calls)]
        }
        let loaded = Self.loadLinearly(project, size: 2_000_000, main: "app/src/main/java/Bars.kt")
        let bars = loaded.definition?.bars ?? []
        #expect(bars.count == 10_000 && bars.allSatisfy { $0.items.map(\.id) == ["A"] && $0.items.first?.title?.caseMapping == .firstTitle },
                "\(bars.prefix(1)) \(loaded.diagnostics.prefix(3))")
    }

    /// Android round 28: a Java file of a hundred thousand bars, each declared and its menu taken into a variable that a
    /// popup's menu then replaces, the last one's item added; and a Compose bar of as many items, each padded by its
    /// modifier and each inside a lambda taking parameters. The Java search is one pass over the tokens; the padding is
    /// read from each item's own modifier.
    @Test func javaMenusAndPaddedItemsByTheHundredThousand() {
        func java(_ size: Int) -> [String: [UInt8]] {
            let count = size / 110
            let body = (0..<count).map { "BottomNavigationView b\($0) = f(); menu = b\($0).getMenu(); menu = popup.getMenu(); menu.add(0);\n" }.joined()
            return ["app/src/main/java/Main.java": Self.bytes("class Main { void g() {\n" + body + "menu = b0.getMenu(); menu.add(1); } }\n")]
        }
        let loaded = Self.loadLinearly(java, size: 5_000_000, main: "app/src/main/java/Main.java")
        #expect(loaded.diagnostics.count == 1 && loaded.diagnostics.first?.message.hasPrefix("'b0' here is a bottom navigation bar") == true,
                "\(loaded.diagnostics.prefix(3))")
        func compose(_ size: Int) -> [String: [UInt8]] {
            let item = "Each(t) { s -> NavigationBarItem(selected = s, onClick = {}, icon = {}, modifier = Modifier.padding(horizontal = 4.dp).padding(start = 1.dp), label = { Text(\"T\") }) }\n"
            return ["app/src/main/java/Bar.kt": Self.bytes("import androidx.compose.material3.NavigationBar\nfun Bar() { NavigationBar {\n"
                                                         + String(repeating: item, count: size / item.utf8.count) + "} }\n")]
        }
        let padded = Self.loadLinearly(compose, size: 3_000_000, main: "app/src/main/java/Bar.kt")
        let bar = padded.definition?.bars.first
        #expect(bar?.items.count ?? 0 > 10_000 && bar?.materialItemPadding == 9 && bar?.suppressions.map(\.ruleID) == ["layout-item-count"],
                "\(String(describing: bar?.materialItemPadding))")
        #expect(padded.diagnostics.filter { $0.message.contains("which calls the lambda holding the item") }.count == 1, "said once a bar")
    }

    /// Android round 31: a function returning a list of a hundred thousand pairs, each held in a local value made of the one
    /// before it (`val p2 = p1 to t`), a label drawn by a text composable whose `Text` shows the next one, and a file giving AHBottomNavigation
    /// as many tabs. Each local value is followed at most `nameHops` deep (a chain of them was a recursion as deep as the
    /// file), each composable at most four; the library's tabs are found in one pass over the tokens, said once.
    @Test func pairsOfLocalValuesAndLibraryTabsByTheHundredThousand() {
        func compose(_ size: Int) -> [String: [UInt8]] {
            let count = size / 40
            let chain = (1..<count).map { "    val p\($0) = p\($0 - 1) to t\n" }.joined()
            let list = "fun tabs(t: () -> Unit): List<Pair<Tab, () -> Unit>> {\n    val p0 = Tab.A to t\n" + chain + "    return listOf(p0, p1, p\(count - 1))\n}\n"
            let labels = "@Composable fun L0(x: Int) { Text(stringResource(x)) }\n" + (1..<64).map { "@Composable fun L\($0)(x: Int) { Text(text = L\($0 - 1)(x = x)) }\n" }.joined()
            let bar = "fun Bar() { val items = tabs({}); NavigationBar { items.forEach { i -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { L63(x = i.first.title) }) } } }\n"
            return ["app/src/main/java/Tabs.kt": Self.bytes("enum class Tab(val title: Int) { A(R.string.a) }\n" + list + labels + bar)]
        }
        let loaded = Self.loadLinearly(compose, size: 3_000_000, main: "app/src/main/java/Tabs.kt")
        // `p0` and `p1` are followed to `Tab.A`; the last, through the whole chain, is not.
        #expect(loaded.definition?.bars.isEmpty != false, "\(String(describing: loaded.definition?.bars.first?.items.map(\.id)))")
        func java(_ size: Int) -> [String: [UInt8]] {
            let item = "bar.addItem(new AHBottomNavigationItem(R.string.a, R.drawable.b, R.color.c));\n"
            return ["app/src/main/java/Main.java": Self.bytes("class Main { void g() {\n" + String(repeating: item, count: size / item.utf8.count) + "} }\n")]
        }
        let library = Self.loadLinearly(java, size: 5_000_000, main: "app/src/main/java/Main.java")
        #expect(library.diagnostics.count == 1 && library.diagnostics.first?.message.hasPrefix("the third-party bottom bar AHBottomNavigation") == true,
                "\(library.diagnostics.prefix(3))")
    }

    /// Android round 33: whether users see a bar is followed through its callers. A chain of composables each calling the
    /// next, the bar in the last and only a preview calling the first, and every one calling the first again (a cycle
    /// through them all), is followed once per function: linear, and the bar is a note.
    @Test func composableCallersByTheHundredThousand() {
        func project(_ size: Int) -> [String: [UInt8]] {
            let count = size / 60
            let chain = (0..<count).map { "@Composable fun C\($0)() { C\($0 + 1)(); C0() }\n" }.joined()
            let bar = "@Composable fun C\(count)() { NavigationBar { \(Self.composeItem) \(Self.composeItem) } }\n@Preview @Composable fun P() { C0() }\n"
            let activity = "class Main : ComponentActivity() { override fun onCreate(s: Bundle?) { setContent { Other() } } }\n"
            return ["app/src/main/java/Chain.kt": Self.bytes(chain + bar), "app/src/main/java/Main.kt": Self.bytes(activity)]
        }
        let loaded = Self.loadLinearly(project, size: 3_000_000, main: "app/src/main/java/Chain.kt")
        #expect(loaded.definition?.bars.isEmpty ?? true)
        #expect(loaded.diagnostics.contains { $0.message.contains("which the project calls only from previews and tests") }, "\(loaded.diagnostics.prefix(3))")
    }

    /// A bar's list passed by name (round 15): one call of a hundred thousand `x = Tab.entries` arguments, each
    /// inside a call of its own in between, and as many previews passing lists; the project's calls are read once.
    @Test func kotlinListsPassedByNameByTheHundredThousand() {
        func project(_ size: Int) -> [String: [UInt8]] {
            let count = size / 60
            let arguments = (0..<count).map { "t\($0) = Tab.entries, n\($0) = f(u = Tab.entries)" }.joined(separator: ", ")
            let previews = String(repeating: "@Preview fun P() { Bar(tabs = Tab.entries) }\n", count: count / 4)
            let bar = "fun Bar(tabs: List<Tab>) { NavigationBar { tabs.forEach { tab -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.title)) }) } } }\n"
            return ["app/src/main/java/Tabs.kt": Self.bytes("enum class Tab(val title: Int) { A(R.string.a) }\n" + bar + "fun App() { Bar(tabs = Tab.entries) }\nfun Many() { g(" + arguments + ") }\n" + previews)]
        }
        let loaded = Self.loadLinearly(project, size: 3_000_000, main: "app/src/main/java/Tabs.kt")
        #expect(loaded.definition?.bars.first?.items.map(\.id) == ["A"], "\(loaded.diagnostics.prefix(3))")
    }

    @Test func kotlinFiveMegabytesOnOneLine() {
        let megabytes = 5_000_000
        let item = Self.composeItem + " "
        let loaded = Self.loadLinearly({ ["app/src/main/java/Items.kt": Self.bytes("fun Bar() { NavigationBar { " + String(repeating: item, count: $0 / item.utf8.count) + "} }")] },
                                       size: megabytes, main: "app/src/main/java/Items.kt")
        #expect(loaded.definition?.bars.first?.items.count ?? 0 > 30_000, "\(loaded.diagnostics.prefix(3))")
        // Brackets that never match: each closer looks for an opener of its kind.
        _ = Self.loadLinearly({ ["app/src/main/java/Brackets.kt": Self.bytes("NavigationBarItem " + String(repeating: "(", count: $0 / 2) + String(repeating: "}", count: $0 / 2))] },
                              size: megabytes, main: "app/src/main/java/Brackets.kt")
        // A `when` of two hundred thousand branches on one line.
        _ = Self.loadLinearly({ ["app/src/main/java/When.kt": Self.bytes("enum class S { A }\nfun S.title() = when (this) { " + String(repeating: "A -> R.string.a ", count: $0 / 16)
                                  + "}\nfun Bar() { NavigationBar { " + Self.composeItem + " } }")] },
                              size: megabytes / 2, main: "app/src/main/java/When.kt")
        // Items outside any bar, and as many previews: fifty thousand each.
        let loose = "@Preview fun P() { NavigationBarItem() }\nNavigationBarItem()\n"
        _ = Self.loadLinearly({ ["app/src/main/java/Loose.kt": Self.bytes(String(repeating: loose, count: $0 / loose.utf8.count))] },
                              size: 3_000_000, main: "app/src/main/java/Loose.kt")
    }

    @Test func kotlinInvalidUTF8() {
        let bytes = Self.bytes("fun Bar() {\nNavigationBar {\n") + [0xC3, 0x28, 0xFF] + Self.bytes(Self.composeItem + "\n}\n}\n")
        let (loaded, _) = Self.load(["app/src/main/java/Bad.kt": bytes], main: "app/src/main/java/Bad.kt")
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message) == ["invalid UTF-8 (byte 0xC3); bar definitions must be UTF-8 text"])
        #expect(loaded.diagnostics.first?.location.line == 3)
    }

    // MARK: Swift

    static let swiftTabs = """
        import SwiftUI
        enum AppTab: CaseIterable { case home, search }
        struct Root: View {
            let a = b
            let b = a
            let c = c
            var d: [AppTab] { d }
            var body: some View {
                TabView {
                    ForEach(a) { tab in Text("A") }
                    ForEach(c) { tab in Text("C") }
                    ForEach(d) { tab in Text("D") }
                    ForEach(self.a) { tab in Text("A") }
                    Home().tabItem { Label("Home", systemImage: "house") }
                }
            }
        }
        """

    @Test func swiftDeclarationCycles() throws {
        let (loaded, _) = Self.load(["App/Root.swift": Self.bytes(Self.swiftTabs)], main: "App/Root.swift", marker: "Package.swift")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.count == 1)
        #expect(loaded.diagnostics.filter { $0.message.contains("computed at run time; they are not audited") }.map(\.location.line) == [10, 11, 12, 13])
    }

    /// Sizes are those of the fuzzer's inputs (64 KB): swift-syntax parses some 100 KB a second in a
    /// debug build (a release build, tens of times that).
    @Test func swiftDeepAndHugeExpressions() throws {
        let depth = 10_000
        let sources = [
            "calls": "import SwiftUI\nlet v = TabView { Home().tabItem { " + String(repeating: "Text(", count: depth) + "\"Home\"" + String(repeating: ")", count: depth) + " } }\n",
            "interpolation": "import SwiftUI\nlet v = TabView { Home().tabItem { Text(" + String(repeating: #""\("#, count: depth / 5) + "1" + String(repeating: #")""#, count: depth / 5) + ") } }\n",
            "modifiers": "import SwiftUI\nlet v = TabView { Home()" + String(repeating: ".badge(1)", count: 7_000) + ".tabItem { Text(\"Home\") } }\n",
            "closures": "import SwiftUI\nlet v = TabView { " + String(repeating: "Group { ", count: depth) + "Home().tabItem { Text(\"Home\") }" + String(repeating: " }", count: depth) + " }\n",
            "sequence": "import SwiftUI\nlet v = TabView { Home().tabItem { Text(" + String(repeating: "a + ", count: 16_000) + "b) } }\n",
            "assignments": "import UIKit\nfunc f() {\n" + String(repeating: "tabBar.items?[0].title = \"A\"\n", count: 2_000) + "}\n",
            // swift-syntax is exponential in nested `[` (18 levels: minutes): not parsed past 8.
            "brackets": "import SwiftUI\nlet v = TabView { Home().tabItem { Text(\"Home\") } }\nlet nav = UINavigationController(root" + String(repeating: "[", count: depth) + "r: 1)\n",
        ]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let (loaded, _) = Self.load(["App/\(name).swift": Self.bytes(source)], main: "App/\(name).swift", marker: "Package.swift")
            #expect(loaded.diagnostics.allSatisfy { $0.severity != .error }, "\(name): \(loaded.diagnostics.prefix(3))")
        }
        // A title of five million characters is refused by the input limits, at its line.
        let loaded = Self.loadLinearly({ ["App/Huge.swift": Self.bytes("import SwiftUI\nlet v = TabView {\nHome().tabItem { Text(verbatim: \"" + String(repeating: "a", count: $0) + "\") }\n}\n")] },
                                       size: 5_000_000, main: "App/Huge.swift", marker: "Package.swift")
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message).contains { $0.hasSuffix("has 5000000 characters; at most 100000 per string are supported") }, "\(loaded.diagnostics)")
    }

    @Test func swiftInvalidUTF8() {
        let bytes = Self.bytes("import SwiftUI\nlet v = TabView {\n") + [0xED, 0xA0, 0x80] + Self.bytes("Home().tabItem { Text(\"Home\") }\n}\n")
        let (loaded, _) = Self.load(["App/Bad.swift": bytes], main: "App/Bad.swift", marker: "Package.swift")
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message) == ["invalid UTF-8 (byte 0xED); bar definitions must be UTF-8 text"])
        #expect(loaded.diagnostics.first?.location.line == 3)
    }

    // MARK: Android projects

    static let menu = #"<menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/home" android:title="@string/home"/><item android:id="@+id/search" android:title="@string/search"/></menu>"#
    static let layout = #"<FrameLayout xmlns:app="http://schemas.android.com/apk/res-auto"><com.google.android.material.bottomnavigation.BottomNavigationView app:menu="@menu/bottom"/></FrameLayout>"#
    static let strings = #"<resources><string name="home">Home</string><string name="search">Search</string></resources>"#

    /// An Android project whose app module shows `menu/bottom.xml` in a bottom navigation view.
    static func android(_ files: [String: [UInt8]]) -> [String: [UInt8]] {
        var project = [
            "app/src/main/res/menu/bottom.xml": bytes(menu), "app/src/main/res/layout/main.xml": bytes(layout),
            "app/src/main/res/values/strings.xml": bytes(strings),
        ]
        project.merge(files) { _, new in new }
        return project
    }

    static let menuPath = "app/src/main/res/menu/bottom.xml"

    @Test func gradleSettingsIncludingThemselves() throws {
        let settings = """
            include ':'
            include '.', '..', ':app:..', '::', ':app'
            project(':app').projectDir = file('.')
            project(':').projectDir = file('..')
            include(":x")
            project(":x").projectDir = file("/")
            """
        let (loaded, _) = Self.load(Self.android(["settings.gradle": Self.bytes(settings), "app/build.gradle": Self.bytes("dependencies { implementation project(':app'); api project(':') }")]),
                               main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.definition?.bars.first?.items.count == 2, "\(loaded.diagnostics)")
    }

    /// Each `productFlavors {` that never closes was followed to the end of the build file: quadratic
    /// in the file (the locale filters of one flavour are read apart from the others'). Linear now.
    @Test func gradleUnclosedProductFlavorsAreLinear() throws {
        let loaded = Self.loadLinearly({ size in
            Self.android(["app/build.gradle": Self.bytes("android {\n" + String(repeating: "productFlavors { create(\"dev\") {\n", count: size))])
        }, size: 40_000, main: Self.menuPath)
        #expect(loaded.definition != nil, "\(loaded.diagnostics)")
    }

    /// Android round 29: locale filters passing values (`resConfigs langs`), each name's list read from a properties file
    /// once, however many statements pass it; and as many that pass values not read, each a note: linear, and every
    /// comment blanked in one pass.
    @Test func gradleLocaleFiltersPassingValuesByTheTenThousand() throws {
        let loaded = Self.loadLinearly({ size in
            let build = "def props = new Properties()\nprops.load(new FileInputStream(rootProject.file('app.properties')))\n"
                + "def langs = props.getProperty('LANGS').split(',')\n"
                + String(repeating: "resConfigs langs // resConfigs 'fr'\n/* resConfigs 'it' */ resConfigs other\n", count: size)
            return Self.android(["app/build.gradle": Self.bytes(build), "app.properties": Self.bytes("LANGS=en,de\n")])
        }, size: 10_000, main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.definition != nil, "\(loaded.diagnostics.prefix(3))")
        #expect(loaded.diagnostics.filter { $0.severity == .info }.count == 10_000, "one note per statement passing 'other'")
    }

    @Test func gradleTenThousandModules() throws {
        let count = 10_000
        var files: [String: [UInt8]] = [:]
        // Every module exists, and each depends on the next: a chain ten thousand long.
        for index in 0..<count {
            files["m\(index)/build.gradle"] = Self.bytes("dependencies { implementation project(':m\(index + 1)') }\n")
        }
        files["app/build.gradle"] = Self.bytes("dependencies {\n" + (0..<count).map { "  implementation(project(\":m\($0)\"))\n" }.joined() + "}\n"
            + String(repeating: "resConfigs(\"de\",\n", count: count))
        // One `include(` that never closes, over ten thousand lines.
        let settings = "include(\n" + (0..<count).map { "\":m\($0)\",\n" }.joined() + (0..<count).map { "include ':n\($0)'\n" }.joined()
        files["settings.gradle"] = Self.bytes(settings)
        let (loaded, _) = Self.load(Self.android(files), main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.definition?.bars.first?.items.count == 2, "\(loaded.diagnostics)")
    }

    /// Android round 13 reads a library's locales from the applications packaging it: three thousand
    /// application modules, each depending on the next and the last on the menu's library, are found in
    /// one backward walk of the dependencies, not one walk per application (a tenth of them takes a tenth
    /// of the time).
    @Test func gradleThreeThousandApplicationsPackagingOneLibrary() throws {
        let loaded = Self.loadLinearly({ count in
            var files: [String: [UInt8]] = ["app/build.gradle": Self.bytes("apply plugin: 'com.android.library'\n"),
                                            "app/src/main/res/values-de/strings.xml": Self.bytes("<resources><string name=\"home\">Start</string></resources>")]
            for index in 0..<count {
                let next = index + 1 < count ? ":m\(index + 1)" : ":app"
                files["m\(index)/build.gradle"] = Self.bytes("apply plugin: 'com.android.application'\nandroid { defaultConfig { resConfigs \"en\" } }\n"
                    + "dependencies { implementation project('\(next)') }\n")
            }
            files["settings.gradle"] = Self.bytes("include ':app'\n" + (0..<count).map { "include ':m\($0)'\n" }.joined())
            return Self.android(files)
        }, size: 3_000, main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.definition?.bars.first?.locales == ["en"], "the applications ship English: \(loaded.diagnostics)")
    }

    @Test func stringTablesOfAMegabyteAndOfAHundredThousandEntries() throws {
        // A string of a megabyte (500,000 two-byte characters), and 100,000 entries in the default and a translated table.
        let loaded = Self.loadLinearly({ size in
            let entries = (0..<size).map { "<string name=\"s\($0)\">S \($0)</string>\n" }.joined()
            return Self.android([
                "app/src/main/res/values/strings.xml": Self.bytes("<resources>\n<string name=\"home\">\(String(repeating: "é", count: 5 * size))</string>\n<string name=\"search\">Search</string>\n\(entries)</resources>"),
                "app/src/main/res/values-de/strings.xml": Self.bytes("<resources>\n\(entries)<string name=\"home\">Start</string>\n</resources>"),
            ])
        }, size: 100_000, main: Self.menuPath)
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message).contains { $0.contains("has 500000 characters; at most 100000 per string are supported") }, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.allSatisfy { $0.location.line > 0 }, "\(loaded.diagnostics)")
    }

    @Test func foldersWithOddQualifiers() throws {
        let odd = ["values-", "values--", "values-b+", "values-b+x+", "values-b++de", "values-b+de+", "values-rUS", "values-en-rUSA", "values-mcc", "values-x",
                   "values-" + String(repeating: "de-", count: 80) + "de", "values-b+sr+" + Array(repeating: "Latn", count: 40).joined(separator: "+"),
                   "values-ü", "values-de-rÜS", "values-\u{202E}ed", "values-de\nrUS", "values-\u{1F600}", "values-V31", "values-640x", "values-x480"]
        var files: [String: [UInt8]] = [:]
        for name in odd { files["app/src/main/res/\(name)/strings.xml"] = Self.bytes(#"<resources><string name="home">?</string></resources>"#) }
        let (loaded, _) = Self.load(Self.android(files), main: Self.menuPath, marker: "settings.gradle")
        let unknown = loaded.diagnostics.filter { $0.message.hasPrefix("unknown resource qualifier") }
        #expect(unknown.count >= 14 && unknown.allSatisfy { $0.severity == .error && $0.message.hasSuffix("AAPT2 refuses this folder") }, "\(loaded.diagnostics)")
        // The command line reports each once, with the rest of the project.
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':app'\n")
        for (name, bytes) in Self.android(files) { scratch.write(name, bytes: bytes) }
        let result = try runBarAudit(["audit", scratch.path("."), "--quiet"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardOutput.components(separatedBy: "unknown resource qualifier").count - 1 == unknown.count, "\(result.output)")
    }

    @Test func twoThousandRegionsOfOneLanguage() {
        var files: [String: [UInt8]] = [:]
        for index in 0..<2_000 {
            files["app/src/main/res/values-b+de+x\(String(10_000 + index).dropFirst())/strings.xml"] = Self.bytes(#"<resources><string name="home">Start</string></resources>"#)
        }
        let (loaded, _) = Self.load(Self.android(files), main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.definition?.bars.first?.locales.count == 2_001, "\(loaded.diagnostics.prefix(3))")
    }

    @Test func gradleAndResourceFilesWithInvalidUTF8() throws {
        let (loaded, _) = Self.load(Self.android([
            "settings.gradle": [0xFF, 0xFE] + Self.bytes("include ':app'\n"),
            "app/build.gradle": Self.bytes("android { resConfigs \"de\" }\n") + [0xC0, 0xAF],
            "app/src/main/res/values-de/strings.xml": Self.bytes("<resources><string name=\"home\">") + [0xE2, 0x82] + Self.bytes("</string></resources>"),
        ]), main: Self.menuPath, marker: "settings.gradle")
        #expect(loaded.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("values-de/strings.xml") && $0.location.line == 1 }, "\(loaded.diagnostics)")
    }
}
