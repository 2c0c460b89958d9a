import BarAuditCodeImport
@testable import BarAuditLoading
import Foundation
import Testing

/// Round 20 of hand-made hostile inputs (README, "Round 20: …"): the tab adders' bound said in a note, Groovy arguments
/// over lines, Swift interpolations holding quotes, and readers that looked for one thing through a whole file or list
/// per use (icon composables, synchronized folders' exception sets).
@Suite struct HostileRound20Tests {
    /// A method whose tab adder calls would read more than the file's 50,000 statements gives no bar, and says so at its
    /// first call (it said nothing: the file was not even found as a definition), as other bounds do; the importer gives
    /// the note, and discovery takes the file for a definition so that the note is seen.
    @Test func tabAdderCallsPastTheBoundAreANote() throws {
        let source = HostileRound19Tests.adderCalled(1_000, statements: 1_000)
        let scan = ObjectiveCTabReader.read(source: source)
        #expect(scan.bars.isEmpty)
        let problem = try #require(scan.problems.first)
        #expect(scan.problems.count == 1 && problem.position == CodePosition(line: 1_007, column: 5), "\(scan.problems)")
        #expect(problem.message.contains("would pass 50000 statements") && problem.message.hasSuffix("they are not audited"), "\(problem.message)")
        // Within the bound: a bar, and no note.
        #expect(ObjectiveCTabReader.read(source: HostileRound19Tests.adderCalled(10, statements: 1_000)).problems.isEmpty)

        let scratch = Scratch()
        let path = scratch.write("App/Tabs.m", source)
        #expect(DefinitionDiscovery.looksLikeDefinition(path))
        let (file, diagnostics) = ObjectiveCCodeImporter.read(path: path, bytes: Array(source.utf8), codeStrings: CodeStrings())
        #expect(file?.bars.isEmpty == true)
        #expect(diagnostics.count == 1 && diagnostics.first?.severity == .info && diagnostics.first?.location.line == 1_007, "\(diagnostics)")
    }

    /// Groovy reads a command's arguments on past a line that ends with a comma (a comment may follow it): the release
    /// block's `resValue "bool", "debug",` with `"false"` on the next line generated nothing, and the tab it hides was
    /// audited. A line that ends without a comma still ends the statement.
    @Test func groovyArgumentsGoOnPastACommaAtTheLinesEnd() {
        func release(_ statement: String) -> [String: Bool] {
            AndroidProject.releaseBooleans(build: "android {\n    buildTypes {\n        release {\n            \(statement)\n        }\n    }\n}\n")
        }
        #expect(release("resValue \"bool\", \"debug\",\n                \"false\"") == ["debug": false])
        #expect(release("resValue \"bool\",\n    \"debug\",\n    \"false\"") == ["debug": false])
        #expect(release("resValue \"bool\", \"debug\", // off for users\n    \"false\"") == ["debug": false])
        #expect(release("resValue \"bool\", \"debug\", /* off */\r\n    \"false\"") == ["debug": false])
        #expect(release("resValue \"bool\", \"debug\"\n    \"false\"").isEmpty)
        #expect(release("resValue \"bool\", \"debug\", \"false\"\n    resValue \"bool\", \"beta\",\n    \"true\"") == ["debug": false, "beta": true])
        // 100,000 statements over two lines each stay linear (each is read once).
        let many = String(repeating: "resValue \"bool\", \"b\",\n\"false\"\n", count: 100_000)
        let seconds = processorSecondsTaken { #expect(release(many) == ["b": false]) }
        #expect(seconds < 10, "\(seconds)")
    }

    /// A Swift string's interpolation is passed over with the strings inside it: `"\(on ? "}" : "{")"` ended the string at
    /// its second quote, and its braces were read as code (a tab bar controller's `viewDidLoad` ended early). An
    /// interpolation that does not close on its line is plain text, as Objective-C reads `\(`, and a line of many such
    /// is crossed once.
    @Test func swiftInterpolationsHoldingQuotesAreOneString() throws {
        let tokens = SourceTokens("let s = \"a\\(on ? \"}\" : \"{\")b\\(\"\\(n)\")\"\nx = 1\n").tokens
        #expect(tokens.map(\.text) == ["let", "s", "=", "\"a\\(on ? \"}\" : \"{\")b\\(\"\\(n)\")\"", "x", "=", "1"], "\(tokens.map(\.text))")
        #expect(tokens.last?.line == 2)
        // Objective-C: `\(` opens nothing; the string ends at its quote, and the next line is line 2.
        let objectiveC = SourceTokens("NSString *s = @\"a\\(b\"; }\ny = 2;").tokens
        #expect(objectiveC.map(\.text) == ["NSString", "*", "s", "=", "@", "\"a\\(b\"", ";", "}", "y", "=", "2", ";"], "\(objectiveC.map(\.text))")
        #expect(objectiveC.last?.line == 2)
        // A string that runs to its line's end after an interpolation is open to there, as before.
        #expect(SourceTokens("s = \"\\(a)\nb").tokens.map(\.line) == [1, 1, 1, 2])
        let open = "x = \"" + String(repeating: "\\(", count: 200_000) + "\n{ y }\n"
        var read: [SourceTokens.Token] = []
        let seconds = processorSecondsTaken { read = SourceTokens(open).tokens }
        #expect(read.suffix(3).map(\.text) == ["{", "y", "}"] && read.last?.line == 2)
        #expect(seconds < 10, "\(seconds)")

        // A storyboard tab bar controller's class whose loop logs such a string before it retitles every tab: the
        // string's `}` closed the loop's body, and the storyboard's titles were audited as the tabs'.
        let scratch = Scratch()
        let path = scratch.write("App/Main.swift", """
            class Main: UITabBarController {
                override func viewDidLoad() {
                    for item in tabBar.items ?? [] {
                        print("\\(item.isEnabled ? "}" : "")")
                        item.title = NSLocalizedString("tab.\\(item.tag)", comment: "")
                    }
                }
            }
            """)
        let code = try #require(TabBarControllerCode.read(className: "Main", sources: ["Main": [path]], declared: DeclaredClasses()))
        #expect(code.retitledPositions == nil && code.location.line == 3)
    }

    /// Every item drawing its icon with a composable of the file looked the composable up through all of the file's
    /// tokens (1,250 / 2,500 items: 0.25 / 0.91 s on main's release build); the file's functions are now found once. Each
    /// item's image is the one the composable draws.
    @Test func iconComposablesAreLookedUpOncePerFile() throws {
        func source(_ count: Int) -> String {
            "enum class Dest(val title: Int) { Home(R.string.home) }\n@Composable fun Bar() { NavigationBar {\n"
                + String(repeating: "NavigationBarItem(selected = false, onClick = {}, icon = { TabIcon(Dest.Home) }, label = { Text(stringResource(R.string.home)) })\n", count: count)
                + "} }\n@Composable fun TabIcon(t: Dest) { Icon(painterResource(R.drawable.x), contentDescription = stringResource(R.string.home)) }\n"
        }
        var seconds: [Double] = []
        for count in [500, 2_000] {
            let file = KotlinFile(source: source(count))
            var declarations = KotlinDeclarations()
            declarations.add(file)
            var result = ComposeReader.Result()
            seconds.append(processorSecondsTaken { result = ComposeReader.read(file, declarations: declarations) })
            let bar = try #require(result.bars.first)
            #expect(bar.items.count == count && bar.items.allSatisfy { $0.image == "x" }, "\(bar.items[0])")
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// Item wrappers declared inside one another in a bar: each function's body was searched for an item and a bar, the
    /// inner bodies again for each function around them (1,000 / 2,000 / 4,000 deep: 0.26 / 0.92 / 3.37 s on main's
    /// release build; 500 deep timed the compose-code fuzz target out, `Tests/fuzz/regressions/compose-code/`).
    @Test func nestedItemWrappersAreSearchedOnce() {
        func source(_ depth: Int) -> String {
            var body = "NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(\"Home\") })\n"
            for level in 0..<depth { body = "@Composable\nfun W\(level)() {\n\(body)}\nW\(level)()\n" }
            return "@Composable\nfun Bar() {\n  NavigationBar {\n    @Composable\n    fun Top() {\n\(body)    }\n    Top()\n  }\n}\n"
        }
        var seconds: [Double] = []
        for depth in [1_000, 4_000] {
            let file = KotlinFile(source: source(depth))
            var declarations = KotlinDeclarations()
            declarations.add(file)
            seconds.append(processorSecondsTaken { _ = ComposeReader.read(file, declarations: declarations) })
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// A project file of Xcode 16 folders, each held by the app target with an exception set: each folder looked for its
    /// sets through all of them (8,000 folders: 1.7 s on main's release build, four times 2,000's 0.25 s and growing).
    @Test func synchronizedFoldersFindTheirExceptionSetsByTarget() {
        func project(_ count: Int) -> String {
            var objects = ""
            var held = ""
            for index in 0..<count {
                objects += "\t\tE\(index) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info\(index).plist, ); target = T /* App */; };\n"
                objects += "\t\tS\(index) /* F\(index) */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E\(index), ); path = F\(index); sourceTree = \"<group>\"; };\n"
                held += "S\(index), "
            }
            return "{\n\tobjects = {\n" + objects
                + "\t\tM = {isa = PBXGroup; children = (\(held)); sourceTree = \"<group>\"; };\n"
                + "\t\tP = {isa = PBXProject; mainGroup = M; targets = (T, ); };\n"
                + "\t\tT /* App */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (\(held)); name = App; productType = \"com.apple.product-type.application\"; };\n"
                + "\t};\n}\n"
        }
        var seconds: [Double] = []
        for count in [1_000, 4_000] {
            let objects = ProjectFileObjects(project(count))
            var folders: [AppleBundle.SynchronizedFolder] = []
            seconds.append(processorSecondsTaken { folders = AppleBundle.compiledSources(in: objects, projectFolder: "/p").synchronized })
            #expect(folders.count == count)
            #expect(folders.allSatisfy { folder in folder.isForIOS && folder.excluded == [folder.path + "/Info\(folder.path.dropFirst("/p/F".count)).plist"] })
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// The project file's objects are read once for the deployment target, the device family and the compiled sources,
    /// and each object's id, kind and values in bytes: the answers are the ones the text gives.
    @Test func projectFileObjectsReadInBytesGiveTheSameAnswers() {
        let text = HostileRound18Tests.project(["SDKROOT = iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 15.4", "TARGETED_DEVICE_FAMILY = 1"])
        let objects = ProjectFileObjects(text)
        #expect(AppleBundle.applicationDeploymentTarget(in: objects) == 15.4)
        #expect(AppleBundle.applicationTargetsBuildForPhoneOnly(in: objects) == true)
        #expect(ProjectFileObjects.isa(" \r\n\tisa = PBXGroup; children = (); ", "PBXGroup"))
        #expect(!ProjectFileObjects.isa("isa = PBXGroupX;", "PBXGroup") && !ProjectFileObjects.isa("  ", "PBXGroup"))
        #expect(ProjectFileObjects.value("path", "{isa = PBXFileReference; path = \" é.swift\t\"; }") == "é.swift")
        #expect(ProjectFileObjects.value("path", "{isa = PBXFileReference; path = \"\"; }") == "")
        #expect(ProjectFileObjects.list("files", "files = ( A /* a */, \"B\" ,\n\t);") == ["A /* a */", "B"])
        // An id after a comment, a comment between the id and `=`, and no space before `=`.
        let ids = ProjectFileObjects("{\n\tobjects = {\n/* Begin PBXGroup section */\n\t\tG1 /* g */ = {isa = PBXGroup; };\n\t\tG2/*x*/={isa = PBXGroup; };\n\t};\n}\n")
        #expect(Set(ids.objects(ofKindWithIDs: "PBXGroup").map(\.id)) == ["G1", "G2"])
    }
}
