import BarAuditCodeImport
import BarAuditModel
@testable import BarAuditKit
@testable import BarAuditLoading
import BarAuditRules
import Foundation
import Testing

/// Round 23 of hand-made hostile inputs (README, "Round 23: …"): the readers merged in session 29 at scale. The project's
/// `String` extensions and item wrappers are looked up per package, storyboard references by identifier through an index
/// and through at most 64 storyboards, a storyboard tab whose class's file is passed over says so, moko-resources is looked
/// for once per project, a Compose list given up after eight names says so, and a package manifest is no tab file.
@Suite struct HostileRound23Tests {
    /// A Compose bar of `count` items, each titled `stringResource(R.string.home).capitalize()`, in a package whose files
    /// declare `fun String.capitalize()` `count` times.
    static func itemsAndExtensions(_ count: Int) -> [String: String] {
        let item = "        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(R.string.home).capitalize()) })\n"
        return [
            "app/src/main/res/values/strings.xml": "<resources><string name=\"home\">home</string></resources>",
            "app/src/main/java/com/app/ui/Bar.kt": "package com.app.ui\n@Composable\nfun BottomBar() {\n    NavigationBar {\n\(String(repeating: item, count: count))    }\n}\n",
            "app/src/main/java/com/app/ui/Ext.kt": "package com.app.ui\n" + String(repeating: "fun String.capitalize() = replaceFirstChar { it.uppercase() }\n", count: count),
        ]
    }

    static func load(_ files: [String: String], main: String) -> LoadedFile {
        let scratch = Scratch()
        scratch.write("settings.gradle.kts", "include(\":app\")\n")
        for (name, text) in files { scratch.write(name, text) }
        return Auditor.load(scratch.path(main))
    }

    /// Each call of a `String` extension (and of an item wrapper) filtered every declaration of its name for the ones its file
    /// sees: 10,000 items calling a `capitalize()` their package declares 10,000 times took 4 s more than without them, 20,000
    /// of each 13 s (main's release build). The declarations are grouped by package; a call asks each package once (or each
    /// of its file's imports, where they are fewer). An extension its package declares twice is ambiguous, as to Kotlin: no
    /// change of case; one that a file imports by `*` is the one it calls.
    @Test func stringExtensionsDeclaredManyTimesAreLookedUpPerPackage() throws {
        var seconds: [Double] = []
        for count in [250, 1_000] {
            var bar: Bar?
            seconds.append(processorSecondsTaken { bar = Self.load(Self.itemsAndExtensions(count), main: "app/src/main/java/com/app/ui/Bar.kt").definition?.bars.first })
            #expect(bar?.items.count == count)
            #expect(bar?.items.first?.title?.caseMapping == nil, "declared more than once: no change of case")
        }
        // Four times the items and declarations: quadratic lookups took sixteen times as long.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")

        var imported = Self.itemsAndExtensions(3)
        imported["app/src/main/java/com/app/ui/Ext.kt"] = nil
        imported["app/src/main/java/com/app/ext/Ext.kt"] = "package com.app.ext\nfun String.capitalize() = uppercase()\n"
        imported["app/src/main/java/com/app/ui/Bar.kt"] = imported["app/src/main/java/com/app/ui/Bar.kt"]!.replacingOccurrences(of: "package com.app.ui\n", with: "package com.app.ui\nimport com.app.ext.*\n")
        let bar = try #require(Self.load(imported, main: "app/src/main/java/com/app/ui/Bar.kt").definition?.bars.first)
        #expect(bar.items.map { $0.title?.caseMapping } == [.upper, .upper, .upper])
    }

    /// Composables nested in one another, each given a lambda that takes a parameter (`A(m) { x -> B(m) { y -> … } }`),
    /// none holding an item, beside a bar's three items: each lambda was searched whole for an item (Android round 28's
    /// item in a lambda a composable calls), the nested ones again. 20,000 deep took 97 s in main's release build at the
    /// merge (0.12 s before the round); the searches now share a budget of tokens.
    @Test func composablesNestedInOneAnotherAreSearchedForItemsOnce() throws {
        func nested(_ depth: Int) -> [String: String] {
            let item = "NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(\"a\") })\n"
            let calls = (0..<depth).map { "A\($0 % 7)(m) { x ->\n" }.joined()
            return ["app/src/main/java/Bar.kt": "import androidx.compose.material3.NavigationBar\nfun Bar() { NavigationBar {\n"
                    + String(repeating: item, count: 3) + calls + "f()\n" + String(repeating: "}\n", count: depth) + "} }\n"]
        }
        var seconds: [Double] = []
        for depth in [2_000, 8_000] {
            var bar: Bar?
            seconds.append(processorSecondsTaken { bar = Self.load(nested(depth), main: "app/src/main/java/Bar.kt").definition?.bars.first })
            #expect(bar?.items.count == 3)
        }
        // Four times as deep: searching each lambda whole took sixteen times as long.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// A tab list passed on through more than eight names (a ring of composables each passing its parameter to the next) was
    /// said to be "a list computed at run time", as one no code spells out (hostile round 22's open item): the note names the bound.
    @Test func aListPassedThroughMoreNamesThanFollowedSaysSo() throws {
        func chain(_ length: Int) -> [String: String] {
            let links = (0..<length).map { "@Composable\nfun Link\($0)(tabs: List<Tab>) { Link\($0 + 1)(tabs = tabs) }\n" }.joined()
            return ["app/src/main/java/app/Bar.kt": """
                package app
                enum class Tab(val title: String) { Home("Home"), Search("Search"), More("More") }
                @Composable
                fun Start() { Link0(tabs = Tab.entries.toList()) }
                \(links)
                @Composable
                fun Link\(length)(tabs: List<Tab>) {
                    NavigationBar {
                        tabs.forEach { tab -> NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(tab.title) }) }
                    }
                }
                """]
        }
        let short = Self.load(chain(3), main: "app/src/main/java/app/Bar.kt")
        #expect(short.definition?.bars.first?.items.count == 3, "\(short.diagnostics)")
        let long = Self.load(chain(20), main: "app/src/main/java/app/Bar.kt")
        #expect(long.definition?.bars.first?.items.isEmpty != false)
        #expect(long.diagnostics.contains { $0.message.contains("passed on through more than 8 names") }, "\(long.diagnostics.map(\.message))")
        #expect(!long.diagnostics.contains { $0.message.contains("computed at run time") })
    }

    /// A storyboard of `count` tabs, each a reference by identifier to one of another storyboard's `count` controllers, each of
    /// its own Swift class titling itself in `init(coder:)`.
    static func referencesByIdentifier(_ count: Int) -> Scratch {
        let scratch = Scratch()
        scratch.write("App/App.xcodeproj/project.pbxproj", AppleResolutionTests.project(knownRegions: ["en"]))
        scratch.write("App/Base.lproj/Main.storyboard", AppleResolutionTests.storyboard((0..<count).map {
            "        <viewControllerPlaceholder storyboardName=\"Big\" referencedIdentifier=\"id\($0)\" id=\"vc\($0)\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"T\($0)\" id=\"t\($0)\"/></viewControllerPlaceholder>"
        }))
        let scenes = (0..<count).map { "<viewController storyboardIdentifier=\"id\($0)\" id=\"x\($0)\" customClass=\"K\($0)\" sceneMemberID=\"viewController\"/>" }
        scratch.write("App/Base.lproj/Big.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"s\"><objects>\n\(scenes.joined(separator: "\n"))\n</objects></scene></scenes></document>\n")
        scratch.write("App/K.swift", (0..<count).map { "class K\($0): UIViewController { required init?(coder: NSCoder) { super.init(coder: coder); title = \"k\($0)\" } }\n" }.joined())
        return scratch
    }

    /// A reference's controller was found by a search of the referenced storyboard's every element, for the tab's item and
    /// again for its class: 10,000 tabs each referring by identifier to one of 10,000 controllers took 2 s more than as many
    /// tabs written out (main's release build). The storyboard now keeps its identifiers.
    @Test func storyboardReferencesByIdentifierAreFoundByIndex() throws {
        var seconds: [Double] = []
        for count in [300, 1_200] {
            let scratch = Self.referencesByIdentifier(count)
            var bar: Bar?
            seconds.append(processorSecondsTaken { bar = Auditor.load(scratch.path("App/Base.lproj/Main.storyboard")).definition?.bars.first })
            #expect(bar?.items.count == count)
            #expect(bar?.items.last?.title?.source == .literal("k\(count - 1)"), "\(String(describing: bar?.items.last?.title))")
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// Each tab followed its own chain of storyboard references, searching the chain so far at each step: 2,000 tabs whose IB
    /// placeholder items lead through 500 references took 3.8 s (and the time grows with the chain's square). At most 64 are
    /// followed; past them the tab is a located error, not its placeholder "Item" (the chain may end in its real item).
    @Test func storyboardReferencesAreFollowedThroughAtMost64Storyboards() throws {
        func chain(_ length: Int) -> Scratch {
            let scratch = Scratch()
            scratch.write("App/App.xcodeproj/project.pbxproj", AppleResolutionTests.project(knownRegions: ["en"]))
            scratch.write("App/Base.lproj/Main.storyboard", AppleResolutionTests.storyboard((0..<2).map {
                "        <viewControllerPlaceholder storyboardName=\"R0\" id=\"vc\($0)\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Item\" id=\"t\($0)\"/></viewControllerPlaceholder>"
            }))
            for step in 0..<length {
                let scene = step + 1 < length
                    ? "<viewControllerPlaceholder storyboardName=\"R\(step + 1)\" id=\"p\" sceneMemberID=\"viewController\"/>"
                    : "<viewController id=\"p\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Last\" id=\"last\"/></viewController>"
                scratch.write("App/Base.lproj/R\(step).storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" initialViewController=\"p\"><scenes><scene sceneID=\"s\"><objects>\(scene)</objects></scene></scenes></document>\n")
            }
            return scratch
        }
        let shortChain = chain(10), longChain = chain(70)
        let short = Auditor.load(shortChain.path("App/Base.lproj/Main.storyboard"))
        #expect(short.definition?.bars.first?.items.first?.title?.source == .key("last.title"), "\(short.diagnostics)")
        let long = Auditor.load(longChain.path("App/Base.lproj/Main.storyboard"))
        #expect(long.definition?.bars.first?.items.isEmpty != false)
        let errors = long.diagnostics.filter { $0.message.contains("lead through more than 64 storyboards") }
        #expect(errors.map(\.location.line) == [7, 8] && errors.allSatisfy { $0.severity == .error }, "\(long.diagnostics)")
    }

    /// A storyboard tab's Objective-C class implemented in a file past 4 MB is not read for what it sets (hostile round 22's
    /// bound): the storyboard's text stays audited, silently until now; a note says so, as a list's controller does.
    @Test func aStoryboardTabWhoseClassFileIsNotReadSaysSo() throws {
        let scratch = Scratch()
        scratch.write("App/App.xcodeproj/project.pbxproj", AppleResolutionTests.project(knownRegions: ["en"]))
        scratch.write("App/Base.lproj/Main.storyboard", AppleResolutionTests.storyboard([
            "        <viewController id=\"vc0\" customClass=\"LargeViewController\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Large\" id=\"t0\"/></viewController>",
            "        <viewController id=\"vc1\" customClass=\"SmallViewController\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Small\" id=\"t1\"/></viewController>",
        ]))
        let filler = String(repeating: "// a comment line of forty bytes ......\n", count: (5 << 20) / 40)
        scratch.write("App/LargeViewController.m", filler + "@implementation LargeViewController\n- (id)initWithCoder:(NSCoder *)c { self = [super initWithCoder:c]; self.title = @\"L\"; return self; }\n@end\n")
        scratch.write("App/SmallViewController.m", "@implementation SmallViewController\n- (id)initWithCoder:(NSCoder *)c { self = [super initWithCoder:c]; self.title = @\"S\"; return self; }\n@end\n")
        let loaded = Auditor.load(scratch.path("App/Base.lproj/Main.storyboard"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.key("t0.title"), .literal("S")], "\(bar.items.map(\.title))")
        let note = try #require(loaded.diagnostics.first { $0.message.contains("'LargeViewController'") }, "\(loaded.diagnostics.map(\.message))")
        #expect(note.severity == .info && note.location.line == 7)
        #expect(note.message.hasPrefix("the class 'LargeViewController' of tab 't0' is implemented in a file that is not read for its tab (larger than 4 MB"))
    }

    /// A project is read again for each module its settings do not include (each menu there asks for it), and each read
    /// searched `build-logic` and `buildSrc` for moko-resources again: 2,000 such modules beside 500 files of half a megabyte
    /// ran past 10 minutes (main's release build; 2 s before moko was looked for). The answer is kept per project. (Each
    /// such menu is a note that the module is not built.)
    @Test func mokoIsLookedForOncePerProject() throws {
        func project(buildLogic: Bool) -> Scratch {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "include(\":app\")\n")
            for module in 0..<60 {
                scratch.write("x\(module)/src/main/res/menu/bottom.xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\" android:title=\"A\" /><item android:id=\"@+id/b\" android:title=\"B\" /></menu>\n")
                scratch.write("x\(module)/src/main/res/layout/main.xml", "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:menu=\"@menu/bottom\" />\n")
            }
            if buildLogic {
                for file in 0..<40 { scratch.write("build-logic/convention/src/main/kotlin/P\(file).kt", "// " + String(repeating: "z", count: 50_000) + "\n") }
            }
            return scratch
        }
        var seconds: [Double] = []
        for buildLogic in [false, true] {
            let scratch = project(buildLogic: buildLogic)
            var notes = 0
            seconds.append(processorSecondsTaken {
                notes = (0..<60).reduce(0) { $0 + Auditor.load(scratch.path("x\($1)/src/main/res/menu/bottom.xml")).diagnostics.filter { $0.message.contains("does not include the module") }.count }
            })
            #expect(notes == 60)
        }
        // Searched once, the 2 MB of build-logic take a fraction of a second in a debug build; searched per module, 60 times that.
        #expect(seconds[1] - seconds[0] < 5, "\(seconds)")
    }

    /// A package manifest builds no app's tab bar: discovery's byte search read a 200 MB `Package.swift` whole (230 MB, hostile
    /// round 22's open item). It is now known by its name and first line, and not read; a file of that name that is no
    /// manifest is still searched.
    @Test func aPackageManifestIsNoTabFile() throws {
        let scratch = Scratch()
        let manifest = scratch.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n// TabView { Text(\"a\").tabItem { Text(\"A\") } }\n")
        let versioned = scratch.write("Package@swift-5.8.swift", "//swift-tools-version: 5.8\nimport PackageDescription\n")
        let other = scratch.write("Sources/App/Package.swift", "struct Package {}\n")
        #expect(DefinitionDiscovery.isPackageManifest(manifest) && DefinitionDiscovery.isPackageManifest(versioned))
        #expect(!DefinitionDiscovery.isPackageManifest(other))
        #expect(!DefinitionDiscovery.looksLikeDefinition(manifest))
    }
}
