import BarAuditKit
import BarAuditModel
@testable import BarAuditLoading
import Testing

/// Round 18 of hand-made hostile inputs (README, "Round 18: …"): character literals and unclosed strings in the
/// tokens of Objective-C and Swift, `resValue(` over several lines, the device family of a project file's build
/// settings, and a project's type aliases of `R.string` looked up per title.
@Suite struct HostileRound18Tests {
    static let scene = "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)o {\n"

    /// Objective-C's character literals are read as literals: `'}'` closed the launch method's body before the root
    /// was set (the storyboard stayed audited), `'"'` opened a string that took the line's end uncounted (the root
    /// was placed a line early). An unclosed string or character literal ends at its line, which is counted, and a
    /// backslash before CRLF continues a string on one more line.
    @Test func characterLiteralsAndUnclosedStringsKeepBodiesAndLines() {
        func root(_ statements: String) -> Int? {
            ObjectiveCLaunchCode.rootReplacedAtLaunch(in: Self.scene + statements + "    self.window.rootViewController = [Tabs new];\n}\n", scenes: true)
        }
        #expect(root("    putchar('}');\n") == 3)
        #expect(root("    char brace = '{'; char close = '}';\n") == 3)
        #expect(root("    char quote = '\"';\n") == 3)
        #expect(root("    char apostrophe = '\\'';\n") == 3)
        #expect(root("    int tag = 'TABS';\n") == 3)
        #expect(root("    NSString *s = @\"a\\\r\nb\";\n") == 4)

        let tokens = SourceTokens("let a = \"open\nlet b = '}'\r\nlet c = '\nlet d = \"a\\\r\nb\"\nlet e = 1").tokens
        #expect(tokens.first { $0.text == "b" }?.line == 2)
        #expect(tokens.first { $0.text == "c" }?.line == 3)
        #expect(tokens.first { $0.text == "e" }?.line == 6)
        #expect(!tokens.contains { $0.text == "}" })
    }

    /// `resValue(` followed by its arguments over several lines, with comments between them, is read to its `)`
    /// (Kotlin build files wrap long calls so). One without parentheses goes on past a line that ends with a comma, as
    /// Groovy reads a command's arguments (round 20; `HostileRound20Tests.groovyArgumentsGoOnPastACommaAtTheLinesEnd`).
    @Test func parenthesisedResValueIsReadAcrossLines() {
        func release(_ body: String) -> [String: Bool] { AndroidProject.releaseBooleans(build: "android { buildTypes { getByName(\"release\") {\n\(body)\n} } }") }
        #expect(release("    resValue(\n        \"bool\",\n        \"debug\",\n        \"false\"\n    )") == ["debug": false])
        #expect(release("    resValue(\r\n\"bool\", // the type\r\n\"debug\", /* name */\n\"false\")") == ["debug": false])
        #expect(release("    resValue (\"bool\",\n\"debug\", \"false\")") == ["debug": false])
        #expect(release("    resValue \"bool\",\n\"debug\", \"false\"") == ["debug": false])
        #expect(release("    resValue(\"bool\", \"debug\",\n(flag).toString())").isEmpty)
        #expect(release("    resValue(\"bool\", \"debug\", /* never closed").isEmpty)

        let started = threadProcessorSeconds()
        let open = release(String(repeating: "resValue(\n", count: 50_000) + "\"bool\", \"x\", \"false\")")
        #expect(open == ["x": false])
        #expect(threadProcessorSeconds() - started < 10)
    }

    /// A project file after Xcode's, one application target whose two configurations hold `settings`.
    static func project(_ settings: [String]) -> String {
        let configurations = ["TD": "Debug", "TR": "Release"].map { id, name in
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }.joined()
        return "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tT0 /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n"
            + "\t\t\tbuildConfigurationList = TL /* Build configuration list */;\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
            + "\t\tTL = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\tTD /* Debug */,\n\t\t\t\tTR /* Release */,\n\t\t\t);\n\t\t};\n"
            + configurations + "\t};\n}\n"
    }

    /// The device family is the build setting Xcode reads: not the text of another setting's value or of a comment
    /// (either made an app built for iPad an iPhone app, and its iPad bars went unmeasured), and not known here when
    /// it is set per SDK. A value holding a `;` inside its quotes is read whole.
    @Test func deviceFamilyIsTheSettingXcodeReads() {
        func phoneOnly(_ settings: [String]) -> Bool? { AppleBundle.applicationTargetsBuildForPhoneOnly(in: ProjectFileObjects(Self.project(["SDKROOT = iphoneos"] + settings))) }
        #expect(phoneOnly(["TARGETED_DEVICE_FAMILY = 1"]) == true)
        #expect(phoneOnly(["TARGETED_DEVICE_FAMILY = 1", "\"TARGETED_DEVICE_FAMILY[sdk=iphoneos*]\" = \"1,2\""]) == false)
        #expect(phoneOnly(["OTHER_SWIFT_FLAGS = \"-D X TARGETED_DEVICE_FAMILY = 1;\"", "TARGETED_DEVICE_FAMILY = \"1,2\""]) == false)
        #expect(phoneOnly(["/* TARGETED_DEVICE_FAMILY = 1; */ SWIFT_VERSION = 5.0"]) == false)
        #expect(phoneOnly(["\"TARGETED_DEVICE_FAMILY\" = \"1,2\""]) == false)
        #expect(ProjectFileObjects.value("PRODUCT_NAME", "PRODUCT_NAME = \"a;b\";") == "a;b")
        #expect(ProjectFileObjects.value("path", "{isa = PBXFileReference; /* path = x; */ path = \"y.swift\"; }") == "y.swift")
    }

    /// A title through a project type alias of `R.string` asked for the file's package and imports, each read from
    /// all its tokens again: 3,200 titles took 1.5 s in a release build, ten times 800's, and these 6,000 did not end
    /// in ten minutes on main's code in a debug build (0.95 s now). 10,000 aliases of one name in one package are one.
    @Test func titlesThroughATypeAliasAreLinear() throws {
        let count = 6_000
        let scratch = Scratch()
        scratch.write("settings.gradle.kts", "include(\":app\")\n")
        scratch.write("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources>" + (0..<count).map { "<string name=\"nav_\($0)\">Tab \($0)</string>" }.joined() + "</resources>")
        scratch.write("app/src/main/java/app/res/Alias.kt", "package app.res\n\n" + String(repeating: "typealias S = app.R.string\n", count: 10_000))
        let objects = (0..<count).map { "    object T\($0) : Screen(\"t\($0)\"), Target {\n        override val title = S.nav_\($0)\n    }\n" }.joined()
        scratch.write("app/src/main/java/app/ui/Screen.kt", "package app.ui\n\nimport app.res.S\n\nsealed class Screen(val route: String) {\n\(objects)}\n\n"
            + "val routes = listOf<Target>(" + (0..<count).map { "Screen.T\($0)" }.joined(separator: ", ") + ")\n")
        let main = scratch.write("app/src/main/java/app/ui/Main.kt", """
            package app.ui

            @Composable
            fun Main(route: String?) {
                NavigationBar {
                    routes.forEach { screen ->
                        NavigationBarItem(icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(screen.title)) }, selected = screen.route == route, onClick = {})
                    }
                }
            }

            """)
        let started = threadProcessorSeconds()
        let loaded = Auditor.load(main)
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(threadProcessorSeconds() - started < 10)
        #expect(bar.items.count == count)
        #expect(bar.items.last?.title?.key == "nav_\(count - 1)")
    }
}
