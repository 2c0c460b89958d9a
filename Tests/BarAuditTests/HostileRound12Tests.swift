import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 12 of hand-made hostile inputs (README, "Round 12: a declaration past 256 bytes, processing
/// instructions, one-letter folders"): the streamed XML reader against the whole reading, the storyboard tab bar
/// controller's class, and the paths they are found through.
@Suite struct HostileRound12Tests {
    static let items = #"<item id="a" title="Héme"><image name="house"/></item><item id="b" title="Search"><image name="magnifyingglass"/></item>"#

    static func definition(declaration: String) -> String {
        declaration + "\n<baraudit version=\"1\"><bar id=\"b\" platform=\"ios\" sourceLocale=\"en\" locales=\"en\" selected=\"a\">"
            + items + "</bar></baraudit>\n"
    }

    /// The stream was left to the whole reading only for a declaration naming another encoding within the first
    /// 256 bytes: with 300 spaces before `encoding="ISO-8859-1"` (or `UTF-7`) the push parser decoded the UTF-8
    /// bytes as Latin-1 ("HÃ©me") where the whole parse, told to read UTF-8, read "Héme".
    @Test func anEncodingPastTheFirst256BytesIsReadAsTheWholeReadingReadsIt() throws {
        for encoding in ["ISO-8859-1", "UTF-7", "latin1"] {
            let text = Self.definition(declaration: "<?xml version=\"1.0\"" + String(repeating: " ", count: 300) + "encoding=\"\(encoding)\"?>")
            let source = SourceText(path: "late.xml", bytes: Array(text.utf8))
            #expect(XMLDefinitionReader.isLeftWhole(source))
            let loaded = DefinitionLoader().load(path: "late.xml", bytes: Array(text.utf8))
            let titles = loaded.definition?.bars.first?.items.map { $0.title?.source }
            #expect(titles == [.literal("Héme"), .literal("Search")], "\(encoding): \(loaded.diagnostics.map(\.message))")
        }
        // A long declaration of UTF-8 is still streamed, and reads the same both ways.
        let utf8 = Self.definition(declaration: "<?xml version=\"1.0\"" + String(repeating: " ", count: 300) + "encoding=\"UTF-8\"?>")
        #expect(try XMLStreamingTests.readsAlike("long-utf8-declaration.xml", utf8))
    }

    /// The tag locator skipped comments and CDATA but not processing instructions, whose text may hold
    /// `<item …`: the next item's findings pointed into the instruction (5:12 for the item on line 6).
    @Test func aProcessingInstructionHoldsNoStartTag() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <baraudit version="1">
          <bar id="b" platform="ios" sourceLocale="en" locales="en" selected="a">
            <item id="a" title="Home"><image name="house"/></item>
            <?note <item id="zz" title="Search"?>
            <item id="b"
                  title="">
              <image name="magnifyingglass"/>
            </item>
          </bar>
        </baraudit>

        """
        let loaded = DefinitionLoader().load(path: "pi.xml", bytes: Array(text.utf8))
        let item = try #require(loaded.definition?.bars.first?.items.last)
        #expect(item.location.line == 6 && item.location.column == 5)
        #expect(item.title?.location.line == 7, "the title attribute's own line")
        #expect(try XMLStreamingTests.readsAlike("pi.xml", text))
    }

    /// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on some relative paths whose last
    /// component is one character: `baraudit audit a` with a Swift tab file in `a/App/` crashed the run in
    /// `CodeProject.projectRoot`, and so did `--config c`. `parentPath` gives Foundation's answers without it.
    @Test func parentPathIsFoundationsWithoutItsTrap() {
        let expected: [(String, String)] = [
            ("a", ""), (".", ""), ("~", ""), ("é", ""), ("a/", ""), ("a//", ""), ("ab/c/", "ab"), ("ab", ""), ("", ""),
            ("/", "/"), ("/a", "/"), ("/a/", "/"), ("/tmp/lock/", "/tmp"), ("/tmp/scratch.tiff", "/tmp"), ("a/b", "a"),
            ("c/bom-crlf/App", "c/bom-crlf"), ("a//b", "a"), ("./c", "."), ("a/.", "a"), ("../x/yz", "../x"), ("ab/😀x", "ab"),
        ]
        for (path, parent) in expected {
            #expect(path.parentPath == parent, "\(path)")
        }
        // The climb that crashed: a tab file's project is looked for from `a/App` up to the working folder.
        #expect(["a/App", "."].contains(CodeProject.projectRoot(of: "a/App/TabView.swift")))
    }

    /// A storyboard of many tab bar controllers of one class read that class's files once per controller: 200 of
    /// them with a 4 MB class file ran past 60 s. They are read once per storyboard, and each bar still gets the
    /// titles the class sets.
    @Test func aControllerClassIsReadOncePerStoryboard() throws {
        let scratch = Scratch()
        let controllers = 40
        var scenes = ""
        for bar in 0..<controllers {
            let segues = (0..<2).map { "<segue destination=\"vc\(bar)_\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"sg\(bar)_\($0)\"/>" }
            scenes += "<scene sceneID=\"s\(bar)\"><objects><tabBarController id=\"tbc\(bar)\" customClass=\"MainTabBarController\" sceneMemberID=\"viewController\">"
                + "<connections>\(segues.joined())</connections></tabBarController>"
            for tab in 0..<2 {
                scenes += "<viewController id=\"vc\(bar)_\(tab)\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Tab \(tab)\" id=\"t\(bar)_\(tab)\"/></viewController>"
            }
            scenes += "</objects></scene>\n"
        }
        let path = scratch.write("App/Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        \(scenes)</scenes></document>

        """)
        scratch.write("App/MainTabBarController.swift", "tabBar.items?[1].title = L10n.second\n" + String(repeating: "let a = b\n", count: 100_000))
        let started = Date()
        let loaded = Auditor.load(path)
        let elapsed = Date().timeIntervalSince(started)
        let bars = try #require(loaded.definition?.bars)
        #expect(bars.count == controllers)
        #expect(bars.allSatisfy { $0.items.map { $0.setAtRunTime["title"] != nil } == [false, true] })
        // Once per controller took 40 readings of the 1 MB file, each a few seconds in a debug build on a loaded machine
        // (one reading and the storyboard: 6 s at a load of 12).
        #expect(elapsed < 30, "\(elapsed) s")
    }
}

extension HostileRound12Tests {
    /// A Compose label's text style whose size is a literal past what a definition may give (`Size.accepted`) or
    /// under 1 sp is not read, as a size computed at run time is not: `1.7976931348623157e308.sp` measured every
    /// title "inf dp wide in Roboto Medium inf sp", `99999999999999999999999.sp` "7.395e+23 dp".
    @Test func absurdComposeLabelSizesAreNotRead() throws {
        func appearance(_ label: String) throws -> MaterialTextAppearance? {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "include(\":app\")\n")
            scratch.write("app/src/main/res/values/strings.xml", #"<resources><string name="home">Home</string><string name="search">Search</string><string name="more">More</string></resources>"#)
            let items = ["home", "search", "more"].map {
                "NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Star, null) }, label = { \(label.replacingOccurrences(of: "KEY", with: $0)) })"
            }
            let path = scratch.write("app/src/main/java/app/Bar.kt", "import androidx.compose.material3.*\n\n@Composable\nfun Bar() {\n  NavigationBar {\n    "
                                     + items.joined(separator: "\n    ") + "\n  }\n}\n")
            let file = try #require(Auditor.load(path).definition)
            return try #require(file.bars.first).materialLabelTextAppearance
        }
        #expect(try appearance("Text(stringResource(R.string.KEY), fontSize = 10.sp)")?.textSize == 10)
        for size in ["1.7976931348623157e308", "99999999999999999999999", "100001", "0.5", "4.9e-324"] {
            #expect(try appearance("Text(stringResource(R.string.KEY), fontSize = \(size).sp)") == nil, "\(size)")
        }
        #expect(try appearance("Text(stringResource(R.string.KEY), fontSize = 10.sp, letterSpacing = 1e308.sp)") == nil)
    }
}

extension HostileRound12Tests {
    /// An Objective-C controller whose header comment holds a Latin-1 `©` (bytes clang takes) was passed over as
    /// not UTF-8: the storyboard's placeholder titles its loop replaces were reported as errors.
    @Test func aControllerFileWithLatin1BytesIsRead() throws {
        let scratch = Scratch()
        let path = scratch.write("App/Base.lproj/Main.storyboard", AppleResolutionTests.storyboard([
            AppleResolutionTests.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"Item 1\" id=\"t0\"/>"),
            AppleResolutionTests.tab(1, "<tabBarItem key=\"tabBarItem\" title=\"Item 2\" id=\"t1\"/>"),
        ], controller: " customClass=\"GlucoseTabController\""))
        scratch.write("App/GlucoseTabController.m", bytes: Array("// Copyright ".utf8) + [0xA9] + Array("""
         2014 Glucosio
        @implementation GlucoseTabController
        - (void)viewDidLoad { for (UITabBarItem *tabItem in self.tabBar.items) { tabItem.title = tabItemTitlesLoc[i++]; } }
        @end

        """.utf8))
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.items.map { $0.setAtRunTime["title"] } == ["GlucoseTabController (GlucoseTabController.m:3)", "GlucoseTabController (GlucoseTabController.m:3)"])
    }
}
