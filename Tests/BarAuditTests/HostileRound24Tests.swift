import BarAuditCodeImport
import BarAuditModel
@testable import BarAuditKit
@testable import BarAuditLoading
import Foundation
import Testing

/// Round 24 of hand-made hostile inputs (README, "Round 24: …"): the last review's open points and session 30's readers at
/// scale. The Objective-C methods searched for where classes titling themselves are made have a budget that says where it
/// stops; those questions no longer hold the project's lock; a module's styles are looked up over the project's, not merged
/// per module; a Gradle build file's comments are blanked once; a computed locale filter is noted once, not per menu; and a
/// `.java` file whose name cannot be opened is said, as other sources are.
@Suite struct HostileRound24Tests {
    private static func selfTitling(_ name: String) -> String {
        """
        final class \(name): UIViewController {
            init(service: Int) {
                super.init(nibName: nil, bundle: nil)
                tabBarItem = UITabBarItem(title: NSLocalizedString("\(name)", comment: ""), image: nil, selectedImage: nil)
            }
        }

        """
    }

    /// Classes titling themselves, each allocated and pushed by an Objective-C method of some 60 KB (a comment filling
    /// it): each place searched its method, 32 places and 64 callers' calls per class, without a budget for the project
    /// (10,000 such classes would search 20 GB). Past the 16 MB of methods searched, a class's fate is not known and said.
    @Test func objectiveCMethodsSearchedForWhereClassesAreMadeHaveABudget() throws {
        let count = 320
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/Controllers.swift", "import UIKit\n" + (0..<count).map { Self.selfTitling("C\($0)") }.joined())
        let padding = "    // " + String(repeating: "x", count: 60_000) + "\n"
        for part in 0..<2 {
            scratch.write("App/Pushing\(part).m", "@implementation Pushing\(part)\n" + (0..<(count / 2)).map { index in
                let name = "C\(part * count / 2 + index)"
                return "- (void)show\(name)\n{\n    \(name) *c = [[\(name) alloc] initWithService:1];\n\(padding)    [self.navigationController pushViewController:c animated:YES];\n}\n"
            }.joined() + "@end\n")
        }
        let loaded = Auditor.load(scratch.path("App/Controllers.swift"))
        let pushed = loaded.diagnostics.filter { $0.message.contains("only pushes or presents it") }
        let notRead = loaded.diagnostics.filter { $0.message.contains("the code making it was not all read") }
        #expect(!pushed.isEmpty && !notRead.isEmpty, "\(pushed.count) pushed, \(notRead.count) not read")
        #expect(pushed.count + notRead.count == count)
        // 16 MB of methods of some 60 KB each: the classes read before the budget is spent.
        #expect((260...285).contains(pushed.count), "\(pushed.count)")
        #expect(notRead.first?.message == "'C\(pushed.count)' titles its own tab here; the code making it was not all read (past the 16 MB of Swift parsed or 16 MB of Objective-C methods searched per project for where such classes are made), so whether it is a tab is not known: it is audited as one")
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.items.count == notRead.count, "the classes not known stay tabs")
    }

    /// Where a project's classes are made was indexed and parsed under the project's lock: every other question of the
    /// project (the declarations each tab file reads) waited for it. One thread asks a class's fate, whose one maker is a
    /// large Swift file to parse; another asks for declarations meanwhile, and does not wait for the parse.
    @Test func whereClassesAreMadeIsWorkedOutOutsideTheProjectsLock() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/Strings.swift", "extension String { var localized: String { self } }\n")
        let functions = (0..<6_000).map { "    func f\($0)() { let v = [\($0), \($0 + 1)].map { $0 * 2 }.filter { $0 > 1 }; print(v) }\n" }.joined()
        scratch.write("App/Maker.swift", "import UIKit\nclass Maker: UIViewController {\n\(functions)    func show() { navigationController?.pushViewController(Big(service: 1), animated: true) }\n}\n")
        let project = CodeProject.containing(scratch.path("App/Maker.swift"), cache: ProjectCache())
        _ = project.declarations(for: [])
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var fateSeconds = 0.0
        nonisolated(unsafe) var fate: ControllerUseIndex.Fate?
        Thread {
            started.signal()
            fateSeconds = secondsTaken { fate = project.controllerFate(ofClass: "Big") }
            finished.signal()
        }.start()
        started.wait()
        Thread.sleep(forTimeInterval: 0.05)
        let declarationsSeconds = secondsTaken { _ = project.declarations(for: Array("let a = \"x\".localized".utf8)) }
        finished.wait()
        #expect(fate == .shownOnly)
        #expect(declarationsSeconds < fateSeconds / 4, "declarations \(declarationsSeconds) s beside the fate's \(fateSeconds) s")
    }

    /// Modules each using a style that gives the bottom navigation view its menu: the project's styles were merged with the
    /// module's own once per such module (modules × styles). The module's own are now looked up first, the project's after.
    @Test func stylesGivingMenusAreLookedUpWithoutMergingPerModule() throws {
        func project(_ modules: Int) -> Scratch {
            let scratch = Scratch()
            scratch.write("settings.gradle", (0..<modules).map { "include ':m\($0)'\n" }.joined())
            for module in 0..<modules {
                scratch.write("m\(module)/build.gradle", "apply plugin: 'com.android.library'\n")
                let styles = (0..<20).map { "<style name=\"S\(module)_\($0)\"><item name=\"android:textSize\">12sp</item></style>" }.joined()
                scratch.write("m\(module)/src/main/res/values/styles.xml", "<resources>\(styles)<style name=\"Nav\"><item name=\"menu\">@menu/nav\(module)</item></style></resources>")
                scratch.write("m\(module)/src/main/res/layout/main.xml", """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" style="@style/Nav"/></LinearLayout>
                    """)
                scratch.write("m\(module)/src/main/res/menu/nav\(module).xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\" android:title=\"A\"/></menu>")
            }
            return scratch
        }
        var seconds: [Double] = []
        for modules in [100, 400] {
            let scratch = project(modules)
            var shown = false
            seconds.append(processorSecondsTaken {
                shown = AndroidProject.containing(resourceFile: scratch.path("m0/src/main/res/menu/nav0.xml")).bottomNavigationShows(menu: "nav\(modules - 1)", inFolder: "menu")
            })
            #expect(shown, "the module's own style gives the menu")
        }
        // Four times the modules and styles: merging per module took sixteen times as long.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// A build file's comments were blanked and its filter statements read three or four times (for the locales, the
    /// `locales_config.xml` files, the computed filters and the properties lists); once now, with the same results: the
    /// statements in comments are none, the one Gradle runs is the computed one, and a `locales_config.xml` is read.
    @Test func aBuildFilesFiltersAreReadFromItsCodeOnce() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':app'\n")
        let comments = String(repeating: "// resConfigs \"xx\" /* a comment */ 'quoted' \"text\" of a line\n", count: 600)
        scratch.write("app/build.gradle", """
            apply plugin: 'com.android.application'
            def langs = props.getProperty('L').split(',')
            \(comments)/* resConfigs "yy" */
            android { defaultConfig { resConfigs langs
                localeFilters.addAll(getLocalesConfig(file("src/main/res/xml/locales_config.xml"))) } }
            """)
        scratch.write("app/src/main/res/xml/locales_config.xml", "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\"><locale android:name=\"pt_BR\"/></locale-config>")
        scratch.write("app/src/main/res/values/strings.xml", "<resources/>")
        let module = try #require(AndroidProject.containing(resourceFile: scratch.path("app/src/main/res/values/strings.xml")).modules.first)
        #expect(module.localeFilters == ["pt-BR"])
        #expect(module.computedLocaleFilters.map(\.statement) == ["resConfigs langs"])
        #expect(module.computedLocaleFilters.map(\.location.line) == [604])
    }

    /// A locale filter the build computes was noted once for each menu of the module (and each Compose file): once now,
    /// where discovery finds the files.
    @Test func aComputedLocaleFilterIsNotedOnce() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/build.gradle", "apply plugin: 'com.android.application'\ndef langs = computeLanguages()\nandroid { defaultConfig { resConfigs langs } }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">A</string></resources>")
        for menu in ["one", "two", "three"] {
            scratch.write("app/src/main/res/layout/\(menu).xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" app:menu="@menu/\(menu)"/></LinearLayout>
                """)
            scratch.write("app/src/main/res/menu/\(menu).xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\" android:title=\"@string/a\"/></menu>")
        }
        let discovered = DefinitionDiscovery.discover([scratch.path("")])
        #expect(discovered.files.count == 3)
        let messages = discovered.diagnostics.map(\.message) + discovered.files.flatMap { Auditor.load($0).diagnostics.map(\.message) }
        #expect(messages.filter { $0.hasPrefix("the build keeps the locales 'resConfigs langs } }' computes") }.count == 1, "\(messages)")
    }

    /// A root `.properties` file that every module's build loads for its `resConfigs` was read once per module: 500 modules
    /// and a file of 4.5 MB ran past 600 s (0.7 s each). It is read once per process, and in bytes.
    /// `modules` application modules whose builds each load one root `.properties` file of `keys` keys for their
    /// `resConfigs`; with `namingMenu`, each with a layout naming its own menu `nav` (round 25).
    static func modulesLoadingOneProperties(_ modules: Int, keys: Int = 20_000, namingMenu: Bool = false) -> Scratch {
        let scratch = Scratch()
        scratch.write("settings.gradle", (0..<modules).map { "include ':m\($0)'\n" }.joined())
        scratch.write("x.properties", (0..<keys).map { "key.number.\($0)=value number \($0) of the file\n" }.joined() + "L=en,de\n")
        for module in 0..<modules {
            scratch.write("m\(module)/build.gradle", """
                apply plugin: 'com.android.application'
                def p = new Properties()
                p.load(new FileInputStream(rootProject.file('x.properties')))
                def langs = p.getProperty('L').split(',')
                android { defaultConfig { resConfigs langs } }
                """)
            guard namingMenu else {
                scratch.write("m\(module)/src/main/res/values/strings.xml", "<resources/>")
                continue
            }
            scratch.write("m\(module)/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>")
            scratch.write("m\(module)/src/main/res/layout/main.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" app:menu="@menu/nav"/></LinearLayout>
                """)
            scratch.write("m\(module)/src/main/res/menu/nav.xml", """
                <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/a" android:title="@string/home"/></menu>
                """)
        }
        return scratch
    }

    @Test func aPropertiesFileManyModulesLoadIsReadOnce() throws {
        var seconds: [Double] = []
        for modules in [1, 40] {
            let scratch = Self.modulesLoadingOneProperties(modules)
            var filters: [[String]] = []
            seconds.append(processorSecondsTaken {
                filters = AndroidProject.containing(resourceFile: scratch.path("m0/src/main/res/values/strings.xml")).modules.map(\.localeFilters)
            })
            #expect(filters == Array(repeating: ["en", "de"], count: modules))
        }
        // Forty modules: read once per module, the file took forty times as long.
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// `java.util.Properties.load`'s reading: continuation lines (CR LF too), comments, escapes (`\uXXXX`, a malformed one as
    /// its letter), a key's escaped `=`; a value continued over 100,000 lines is read in linear time.
    @Test func propertiesAreReadAsJavaReadsThem() {
        #expect(JavaProperties.values("a=1\\\r\n  2\r\n# c = 1\n! d\nb : x\\u0041\\uZZ\\t\nc\\=d=e\n  f\tg\n") == ["a": "12", "b": "xAuZZ\t", "c=d": "e", "f": "g"])
        func continued(_ lines: Int) -> String { "L=en,\\\n" + String(repeating: "  de,\\\n", count: lines) + "  fr\n" }
        var seconds: [Double] = []
        for lines in [25_000, 100_000] {
            var value: String?
            seconds.append(processorSecondsTaken { value = JavaProperties.values(continued(lines))["L"] })
            #expect(value?.count == 5 + 3 * lines)
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// A `.java` file whose name is not valid UTF-8 cannot be opened; the Kotlin, Swift and Objective-C ones were said, the
    /// Java one passed over silently (its menu items were not read, and nothing said so).
    @Test func aJavaFileWhoseNameCannotBeOpenedIsSaid() throws {
        let scratch = Scratch()
        scratch.write("p/good.json", "{\"bars\": []}")
        let folder = open(scratch.path("p"), O_RDONLY | O_DIRECTORY)
        // `Nav\u{E9}.java`, its é one Latin-1 byte.
        close(openat(folder, [0x4E, 0x61, 0x76, 0xE9, 0x2E, 0x6A, 0x61, 0x76, 0x61, 0x00].map { CChar(bitPattern: $0) }, O_WRONLY | O_CREAT, 0o644))
        close(folder)
        let found = DefinitionDiscovery.discover([scratch.path("p")])
        #expect(found.diagnostics.map { "\($0.location.file): \($0.message)" } == [scratch.path("p") + "/Nav\u{FFFD}.java: " + DefinitionDiscovery.unreadableName])
    }
}
