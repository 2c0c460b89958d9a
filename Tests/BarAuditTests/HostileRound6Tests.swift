import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Round 6 of hand-made hostile inputs (README, "Round 6: hostile inputs never tried before"): the readers
/// added since round 5 — which files an Xcode project lists, moko-resources string folders, a view's own
/// `android:theme` and splash screen themes, Gradle filters — and the rule engine's locale passes.
@Suite struct HostileRound6Tests {
    /// An Android project whose `layouts` layouts each hold a bottom navigation view naming one menu, beside
    /// `styles` themes of the project; the application theme is a splash screen theme that hands over to
    /// none, so the label style is the one every theme of the project shares.
    static func splashProject(_ scratch: Scratch, layouts: Int, styles: Int) {
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/build.gradle", "android { }\n")
        scratch.write("app/src/main/AndroidManifest.xml",
                      "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/Splash\"/></manifest>")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>\n")
        scratch.write("app/src/main/res/values/styles.xml", "<resources><style name=\"Splash\" parent=\"Theme.SplashScreen\"/>"
            + (0..<styles).map { "<style name=\"S\($0)\" parent=\"Theme.MaterialComponents\"/>" }.joined() + "</resources>\n")
        scratch.write("app/src/main/res/menu/nav.xml", """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/a" android:title="@string/home" /><item android:id="@+id/b" android:title="Map" /><item android:id="@+id/c" android:title="Feed" /></menu>
            """)
        for index in 0..<layouts {
            scratch.write("app/src/main/res/layout/l\(index).xml", """
                <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android="http://schemas.android.com/apk/res/android" \
                xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/n" app:menu="@menu/nav" />
                """)
        }
    }

    /// Each layout naming a menu looked at every theme of the project again where a splash screen theme
    /// hands over to none (and merged its module's styles again): 200 layouts beside 20,000 styles ran past
    /// 20 s. What the project's themes share is worked out once per module.
    @Test func labelStylesAreWorkedOutOncePerModuleNotPerLayout() throws {
        func loadTime(_ size: Int) throws -> TimeInterval {
            let scratch = Scratch()
            Self.splashProject(scratch, layouts: size, styles: size * 10)
            var loaded: LoadedFile?
            let elapsed = secondsTaken { loaded = Auditor.load(scratch.path("app/src/main/res/menu/nav.xml")) }
            let file = try #require(loaded?.definition, "\(loaded?.diagnostics ?? [])")
            // Every theme of the project is Material Components: its label style, not Material 3's.
            #expect(file.bars.first?.platform == .material && file.bars.first?.items.count == 3)
            return elapsed
        }
        let quarter = try loadTime(100)
        let whole = try loadTime(400)
        // Four times the layouts and the styles: some four times as long; the old code took sixteen.
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 400 layouts and 4,000 styles, \(quarter) s for 100 and 1,000")
    }

    /// Property lists were let through whatever their DOCTYPE declared: a `.stringsdict` declaring a 1 MB
    /// entity and naming it 2,000 times aborted the run (signal 6: 2 GB could not be allocated), 100 times
    /// took 18 s, and an `Info.plist` doing the same ran past 20 s. Apple's DTD is still named freely (it
    /// is never loaded); the internal subset is held to the resources' rules.
    @Test func aPropertyListsEntitiesAreHeldToTheResourcesBudget() {
        let scratch = Scratch()
        func stringsdict(_ doctype: String, _ text: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            \(doctype)
            <plist version="1.0"><dict><key>Inbox</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d Nachricht \(text)</string><key>other</key><string>%d Nachrichten \(text)</string></dict></dict></dict></plist>
            """
        }
        let apple = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\""
        let big = "<!ENTITY b \"\(String(repeating: "x", count: 1_000_000))\">"
        for (index, doctype) in ["\(apple)>", "\(apple) [<!ENTITY e \"neu\">]>", "<!DOCTYPE plist [<!ENTITY e \"neu\">]>"].enumerated() {
            let path = scratch.write("ok\(index)/Localizable.stringsdict", stringsdict(doctype, index == 0 ? "neu" : "&e;"))
            let result = StringsFiles.stringsdict(path: path)
            #expect(result.diagnostics.isEmpty && result.entries["Inbox"] != nil, "\(index): \(result.diagnostics)")
        }
        for (index, (doctype, text)) in [("<!DOCTYPE plist [\(big)]>", String(repeating: "&b;", count: 2_000)),
                                          ("\(apple) [\(big)]>", String(repeating: "&b;", count: 100)),
                                          ("<!DOCTYPE plist [<!ENTITY % p \"<!ENTITY e 'x'>\"> %p;]>", "&e;"),
                                          ("<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>", "&b;")].enumerated() {
            let path = scratch.write("refused\(index)/Localizable.stringsdict", stringsdict(doctype, text))
            var result: StringsFiles.Result?
            let elapsed = secondsTaken { result = StringsFiles.stringsdict(path: path) }
            #expect(elapsed < 10, "\(index): \(elapsed) s")
            #expect(result?.entries.isEmpty == true && result?.diagnostics.count == 1 && result?.diagnostics.first?.location.line == 1,
                    "\(index): \(result?.diagnostics ?? [])")
        }
    }

    /// A moko-resources language folder's `strings.xml` that does not parse, or cannot be read, was left
    /// out without a word (the same file in `values-de` is an input error): the app's German texts were
    /// missing and the run exited 1. It is a located input error, and the good file is still audited.
    @Test func aMokoStringsFileThatCannotBeReadIsAnError() throws {
        let scratch = Scratch()
        scratch.write("good.json", "{\"version\": 1, \"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}")
        scratch.write("settings.gradle", "include ':app'\ninclude ':i18n'\n")
        scratch.write("app/build.gradle", "dependencies { implementation(projects.i18n) }\n")
        scratch.write("i18n/build.gradle.kts", "plugins { alias(libs.plugins.moko) }\n")
        scratch.write("app/src/main/res/menu/nav.xml", """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/a" android:title="@string/lib" /><item android:id="@+id/b" android:title="Map" /><item android:id="@+id/c" android:title="Feed" /></menu>
            """)
        scratch.write("app/src/main/res/layout/main.xml", """
            <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/nav" />
            """)
        scratch.write("i18n/src/commonMain/moko-resources/base/strings.xml", "<resources><string name=\"lib\">Library</string></resources>")
        scratch.write("i18n/src/commonMain/moko-resources/de/strings.xml", "<resources>\n<string name=\"lib\">Bibliothek</resources>")
        scratch.write("i18n/src/commonMain/moko-resources/images/strings.xml", "<<not a language folder")
        let pipe = scratch.path("i18n/src/commonMain/moko-resources/fr/plurals.xml")
        try FileManager.default.createDirectory(atPath: (pipe as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(pipe, 0o644) == 0)
        let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardOutput.contains("moko-resources/de/strings.xml:2:") && result.standardOutput.contains("error: malformed XML"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("moko-resources/fr/plurals.xml: error: cannot read the resource file: it is not a regular file"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("images/strings.xml"), "not a language folder: moko does not read it")
        #expect(result.standardOutput.contains("good.json") && result.standardOutput.contains("in 2 files (2 bars"), "\(result.standardOutput)")
    }

    /// Whether a key's text is the same in nearly all translations was worked out again in each locale,
    /// over every locale: a bar whose plural is the same in 1,000 locales took 7.7 s, in 5,000 past 20 s.
    @Test func aTextLeftTheSameInManyLocalesIsCheckedInLinearTime() throws {
        func auditTime(_ locales: Int) throws -> TimeInterval {
            let tags = ["en"] + (0..<locales).map { index in String((0..<3).map { Character(UnicodeScalar(97 + (index / Int(pow(26, Double($0)))) % 26)!) }) }
            let strings = tags.map { tag in "\"\(tag)\": {\"k\": \"T \(tag)\", \"u\": {\"one\": \"%d x\", \"other\": \"%d xs\"}}" }.joined(separator: ", ")
            let json = """
                {"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "locales": [\(tags.map { "\"\($0)\"" }.joined(separator: ", "))],
                "items": [{"id": "a", "titleKey": "k", "badge": "3", "accessibility": {"valueKey": "u"}}, {"id": "b", "title": "B"}]}],
                "strings": {\(strings)}}
                """
            let file = try #require(load("bar.json", json).definition)
            var checks = 0
            let elapsed = try secondsTakenThrowing { checks = try RuleEngine().audit(file).checks.count }
            #expect(checks > locales)
            return elapsed
        }
        let quarter = try auditTime(100)
        let whole = try auditTime(400)
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 400 locales, \(quarter) s for 100")
    }

    /// The project files were searched with Foundation's `range(of:)` and by Characters (a 13 MB project file
    /// took 2–6 s); the listing of which files a project names tried every length of the bundle's names at each
    /// mention of `.storyboard`, without counting what it did not compare (400,000 mentions beside 244 names
    /// of other lengths: 4.4 s). Each length tried counts against the listing's budget now.
    @Test func projectFilesAreReadInBytesAndTheListingsBudgetCountsEveryLength() {
        let text = "\t\tA = {path = Base.lproj/Main.storyboard;};\n\t\tdevelopmentRegion = \"de\";\n\t\tknownRegions = (\n en, \"pt-BR\", );\n"
        #expect(AppleBundle.pbxprojValue("developmentRegion", in: text) == "de")
        #expect(AppleBundle.pbxprojList("knownRegions", in: text) == ["en", "pt-BR"])
        #expect(AppleBundle.names(text, fileExtension: "storyboard") && AppleBundle.names(text, fileExtension: "lproj")
                && !AppleBundle.names(text, fileExtension: "xib"))
        #expect(AppleBundle.pbxprojValue("absent", in: text) == nil && AppleBundle.pbxprojList("absent", in: text) == nil)

        let wanted = Set((1...244).map { String(repeating: "a", count: $0) + ".storyboard" } + ["Main.storyboard"])
        // 10,000 mentions of 245 lengths each, none compared: 2,450,000 lengths tried, past a budget of a
        // million (the budget is 50 million; the old count of bytes compared stayed at 0).
        let mentions = String(repeating: "xxxxxxxxxxxxxxxxxxxx.storyboard;", count: 10_000)
        let listing = AppleBundle.ProjectListing(texts: [text + mentions], wanted: wanted, budget: 1_000_000)
        // Past the budget every name counts as named, as without a project file.
        #expect(listing.names("aaa.storyboard") && listing.names("Main.storyboard"))
        let within = AppleBundle.ProjectListing(texts: [text + mentions], wanted: wanted, budget: 10_000_000)
        #expect(within.names("Main.storyboard") && !within.names("aaa.storyboard"))
    }

    /// Which module holds a resource folder (or has a directory) was found by normalising every module's
    /// folders again on each question, asked for every resource file of the project: 2,000 modules each
    /// naming the menu took 4.5 s. Both are looked up in tables made once, with the same answers.
    @Test func aModuleIsLookedUpNotSearched() {
        let scratch = Scratch()
        let count = 1_500
        scratch.write("settings.gradle", "include ':app'\n" + (0..<count).map { "include ':m\($0)'\n" }.joined())
        scratch.write("app/build.gradle", "android { }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string></resources>\n")
        for index in 0..<count {
            scratch.write("m\(index)/build.gradle", "android { }\n")
            scratch.write("m\(index)/src/main/res/values/strings.xml", "<resources/>\n")
        }
        let project = AndroidProject.containing(resourceFile: scratch.path("app/src/main/res/values/strings.xml"))
        #expect(project.modules.count == count + 1)
        var found = 0
        let elapsed = secondsTaken {
            for module in project.modules {
                guard let folder = module.resourceDirectories.first else { continue }
                if project.module(containing: folder + "/./")?.directory == module.directory,
                   project.module(directory: module.directory + "/x/..")?.path == module.path { found += 1 }
            }
        }
        #expect(found == count + 1, "\(found)")
        #expect(project.module(containing: scratch.path("absent/res")) == nil && project.module(directory: scratch.path("absent")) == nil)
        #expect(elapsed < 5, "\(elapsed) s for \(2 * (count + 1)) questions")
    }

    /// A String Catalog indexed the positions of a key's localizations again for each locale: one key in
    /// 5,000 locales took 10.5 s (1,000: 0.55 s). They are indexed once per key.
    @Test func aCatalogKeyInManyLocalesIsReadInLinearTime() throws {
        let scratch = Scratch()
        func readTime(_ locales: Int) -> TimeInterval {
            var tags: [String] = []
            for index in 0..<locales {
                let letters: [Character] = [Character(UnicodeScalar(UInt8(97 + index % 26))), Character(UnicodeScalar(UInt8(97 + index / 26 % 26))),
                                            Character(UnicodeScalar(UInt8(97 + index / 676 % 26)))]
                tags.append(String(letters))
            }
            var members: [String] = []
            for tag in tags {
                let unit: String = "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"Inbox \(tag)\"}}"
                members.append("\"\(tag)\": " + unit)
            }
            let localizations = members.joined(separator: ", ")
            let path = scratch.write("c\(locales)/Localizable.xcstrings",
                                     "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"Inbox\": {\"localizations\": {\(localizations)}}}}")
            var result: StringCatalog.Result?
            let elapsed = secondsTaken { result = StringCatalog.read(path: path) }
            #expect(result?.tables.count == locales + 1 && result?.tables[tags[locales - 1]]?["Inbox"]?.content == .text("Inbox \(tags[locales - 1])"))
            return elapsed
        }
        let quarter = readTime(500)
        let whole = readTime(2_000)
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 2,000 locales, \(quarter) s for 500")
    }

    /// A Gradle file on one line was read by Characters (5 MB: 2.9 s). The line ends, parentheses and
    /// quoted strings are found in bytes; a line ends where `Character.isNewline` says it does.
    @Test func gradleFiltersAreReadInBytes() {
        #expect(AndroidProject.localeFilters(build: "android { defaultConfig { resConfigs \"de\", 'fr'\u{2028}resConfigs \"it\" } }") == ["de", "fr", "it"])
        #expect(Set(AndroidProject.localeFilters(build: "resourceConfigurations += listOf(\n\"ja\",\r\n 'ko')\u{85}resConfig \"el\"")) == ["ja", "ko", "el"])
        #expect(AndroidProject.localeFilters(build: "resConfigs \"d\u{E9}\", \"unclosed") == [])
        #expect(AndroidProject.projectDependencies(build: "dependencies {\n implementation(project(\":lib\"))\n api(projects.core.ui)\n}") == [":lib", ":core:ui"])
        func oneLine(_ flavours: Int) -> String { "android { productFlavors { " + String(repeating: "f { resConfigs \"de\" } ", count: flavours) + "} }" }
        let tenth = secondsTaken { #expect(AndroidProject.localeFilters(build: oneLine(5_000)).count == 5_000) }
        let whole = secondsTaken { #expect(AndroidProject.localeFilters(build: oneLine(50_000)).count == 50_000) }
        #expect(whole < 1 + 30 * tenth, "\(whole) s for 50,000 flavours on one line, \(tenth) s for 5,000")
    }
}

func secondsTakenThrowing(_ work: () throws -> Void) throws -> TimeInterval {
    let started = Date()
    try work()
    return Date().timeIntervalSince(started)
}
