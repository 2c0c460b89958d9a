import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Android projects resolved as AAPT2 and the Android Gradle plugin resolve them: qualifiers, the
/// locale fallback chain, modules and source sets, translatable="false", label visibility from layouts,
/// and what TalkBack says.
@Suite struct AndroidProjectTests {
    @Test func qualifiers() {
        let cases: [(String, String?)] = [
            ("", nil), ("ar", "ar"), ("pt-rBR", "pt-BR"), ("b+sr+Latn", "sr-Latn"), ("b+es+419", "es-419"), ("zh-rTW", "zh-TW"),
            ("iw", "he"), ("in", "id"), ("ji", "yi"), ("b+en+AU+unimelb", "en-AU-unimelb"), ("b+zh+Hant", "zh-Hant"), ("fil", "fil"),
            ("ldrtl", nil), ("night", nil), ("v31", nil), ("sw600dp", nil), ("night-v31", nil), ("television", nil), ("land", nil),
            ("de-rAT-night", "de-AT"), ("night-de-rAT", "de-AT"), ("ldrtl-ar-v17", "ar"), ("mcc310-mnc004-en-rUS", "en-US"), ("car", nil),
        ]
        for (qualifiers, locale) in cases {
            let parsed = AndroidQualifiers(qualifiers)
            #expect(parsed.locale == locale && parsed.unknown.isEmpty, "\(qualifiers): \(parsed)")
        }
        #expect(AndroidQualifiers("de-rAT-foo").unknown == ["foo"])
        #expect(AndroidQualifiers("b+123").unknown == ["b+123"])
        #expect(AndroidQualifiers.fallbackChain("sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn", "sr"])
    }

    /// translatewiki's Taraškievica Belarusian folder `values-b+be+x+old` (Wikipedia, Commons: built since
    /// 2021) is a locale with a private-use part, not an input error; it falls back to `be`.
    @Test func aPrivateUseLocaleFolderIsALocale() throws {
        #expect(AndroidQualifiers("b+be+x+old").locale == "be-x-old" && AndroidQualifiers("b+be+x+old").unknown.isEmpty)
        #expect(AndroidQualifiers("b+sr+Latn+x+ab1-night").locale == "sr-Latn-x-ab1")
        #expect(AndroidQualifiers("b+be+x").unknown == ["b+be+x"] && AndroidQualifiers("b+x+old").unknown == ["b+x+old"])
        #expect(AndroidQualifiers("b+be+x+toolongsub").unknown == ["b+be+x+toolongsub"])
        #expect(AndroidQualifiers.fallbackChain("be-x-old") == ["be-x-old", "be"])
        let scratch = project([
            "libs/strings/src/main/res/values-b+be+x+old/strings.xml": "<resources><string name=\"home\">Галоўная</string></resources>",
            "libs/strings/src/main/res/values-be/strings.xml": "<resources><string name=\"settings\">Налады</string></resources>",
            "app/build.gradle.kts": "dependencies {\n    implementation(project(\":libs:strings\"))\n}\n",
        ])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        #expect(!loaded.diagnostics.contains { $0.message.contains("unknown resource qualifier") }, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(file.bars.first?.locales.contains("be-x-old") == true)
        #expect(file.strings["be-x-old"]?.entries["home"]?.content == .text("Галоўная"))
        #expect(file.strings["be-x-old"]?.entries["alias_title"]?.content == .text("Налады"), "be-x-old falls back to be")
    }

    /// AAPT2 lowercases a folder's qualifiers before reading them (`util::SplitAndLowercase` in
    /// `ConfigDescription::Parse`): InnerTune's `values-DE` is German and builds, so it is no input error.
    @Test func qualifiersAreReadWithoutRegardToCase() throws {
        let cases: [(String, String?)] = [
            ("DE", "de"), ("De", "de"), ("pt-RBR", "pt-BR"), ("PT-rbr", "pt-BR"), ("B+sr+latn", "sr-Latn"), ("IW", "he"),
            ("NIGHT", nil), ("Land", nil), ("SW600DP", nil), ("V31", nil), ("de-rAT-NIGHT", "de-AT"),
        ]
        for (qualifiers, locale) in cases {
            let parsed = AndroidQualifiers(qualifiers)
            #expect(parsed.locale == locale && parsed.unknown.isEmpty, "\(qualifiers): \(parsed)")
        }
        #expect(AndroidQualifiers("DE-Foo").unknown == ["Foo"], "an unknown qualifier is named as spelled")
        let scratch = project([
            "libs/strings/src/main/res/values-DE/tabs.xml": "<resources><string name=\"home\">Start</string></resources>",
            "libs/strings/src/main/res/values-de/strings.xml": "<resources><string name=\"settings\">Einstellungen</string></resources>",
        ])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        #expect(!loaded.diagnostics.contains { $0.message.contains("unknown resource qualifier") }, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(file.strings["de"]?.entries["home"]?.content == .text("Start"), "values-DE is German")
        #expect(file.strings["de"]?.entries["alias_title"]?.content == .text("Einstellungen"), "values-de and values-DE are one configuration")
    }

    /// An `:app` module whose bottom navigation names `@string/library` and `@string/recents`, which only its `:i18n` module
    /// (Yokai's layout) defines.
    static let appOfAnI18nModule: [String: String] = [
        "settings.gradle.kts": "rootProject.name = \"Demo\"\ninclude(\":app\")\ninclude(\":i18n\")\n",
        "app/build.gradle.kts": "dependencies {\n    implementation(projects.i18n)\n}\n",
        "app/src/main/res/menu/bottom_navigation.xml": """
        <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/nav_library" android:title="@string/library" />
            <item android:id="@+id/nav_recents" android:title="@string/recents" />
        </menu>
        """,
        "app/src/main/res/layout/main_activity.xml": """
        <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/bottom_navigation" />
        """,
    ]

    /// A scratch project of `appOfAnI18nModule` with `i18nFiles` (the `:i18n` module's build and resources) written beside it.
    static func scratchOfAnI18nModule(_ i18nFiles: [String: String]) -> Scratch {
        let scratch = Scratch()
        for (name, text) in appOfAnI18nModule.merging(i18nFiles, uniquingKeysWith: { _, own in own }) { scratch.write(name, text) }
        return scratch
    }

    /// moko-resources' Gradle plugin turns `src/commonMain/moko-resources/<base|de|pt-rBR>/strings.xml` into the
    /// module's `values`, `values-de`, `values-pt-rBR` (`LanguageType.androidResourcesDir`): Yokai's menu names
    /// `@string/recents`, which only its `:i18n` module's moko folders define. Its `images` folder is no language.
    @Test func mokoResourcesAreTheModulesStrings() throws {
        #expect(AndroidResources.mokoValuesFolder("base") == "values")
        #expect(AndroidResources.mokoValuesFolder("de") == "values-de")
        #expect(AndroidResources.mokoValuesFolder("pt-rBR") == "values-pt-rBR")
        #expect(AndroidResources.mokoValuesFolder("nb-rNO") == "values-nb-rNO")
        #expect(AndroidResources.mokoValuesFolder("pt-BR") == "values-pt-rBR")
        #expect(AndroidResources.mokoValuesFolder("images") == nil && AndroidResources.mokoValuesFolder("files") == nil)
        let scratch = Self.scratchOfAnI18nModule([
            "i18n/build.gradle.kts": "plugins {\n    alias(libs.plugins.moko)\n}\n",
            "i18n/src/commonMain/moko-resources/base/strings.xml": "<resources><string name=\"library\">Library</string><string name=\"recents\">Recents</string></resources>",
            "i18n/src/commonMain/moko-resources/base/plurals.xml": "<resources><plurals name=\"chapters\"><item quantity=\"one\">%d chapter</item></plurals></resources>",
            "i18n/src/commonMain/moko-resources/de/strings.xml": "<resources><string name=\"library\">Bibliothek</string><string name=\"recents\">Verlauf</string></resources>",
            "i18n/src/commonMain/moko-resources/pt-rBR/strings.xml": "<resources><string name=\"library\">Biblioteca</string></resources>",
            "i18n/src/commonMain/moko-resources/images/strings.xml": "<resources><string name=\"library\">not a language</string></resources>",
        ])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_navigation.xml"))
        #expect(!loaded.diagnostics.contains { $0.message.contains("@string/") }, "\(loaded.diagnostics)")
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(Set(file.bars.first?.locales ?? []) == ["en", "de", "pt-BR"])
        #expect(file.strings["de"]?.entries["recents"]?.content == .text("Verlauf"))
        #expect(file.strings["pt-BR"]?.entries["library"]?.content == .text("Biblioteca"))
        #expect(file.strings["pt-BR"]?.entries["recents"] == nil, "pt-BR lacks Recents: users see the default text")
    }

    /// IReader's `i18n/src/commonMain/resources/MR/en/strings.xml` is left over from moko-resources, which it dropped for
    /// Compose Multiplatform's resources ("# moko plugin removed" in its version catalog): no build reads it, and its
    /// malformed XML made the whole run an input error (exit 2). moko's folders are read only where a Gradle file names the
    /// plugin outside a comment — the module's build, or a shared file a convention plugin reads (`gradle/*.toml`).
    @Test func mokoFoldersAreReadOnlyWhereTheBuildNamesMoko() throws {
        let scratch = Self.scratchOfAnI18nModule([
            "gradle/libs.versions.toml": "[plugins]\n# moko plugin removed - using Compose Multiplatform Resources instead\n",
            "i18n/build.gradle.kts": "plugins {\n    alias(libs.plugins.composeMultiplatform)\n}\n",
            "i18n/src/commonMain/composeResources/values/strings.xml": "<resources><string name=\"library\">Library</string><string name=\"recents\">Recents</string></resources>",
            "i18n/src/commonMain/resources/MR/base/strings.xml": "<string name=\"library\">Library</string>\n<string name=\"recents\">Recents</string>\n",
        ])
        let unread = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(unread.status == 0 && !unread.standardOutput.contains("MR/base/strings.xml"), "\(unread.output)")
        #expect(unread.standardOutput.contains("(1 bar, 2 items"), "\(unread.output)")
        // A convention plugin applying it, named in the version catalog: read (and its malformed file is an input error).
        scratch.write("gradle/libs.versions.toml", "[plugins]\nmoko = { id = \"dev.icerock.mobile.multiplatform-resources\", version = \"0.23.0\" }\n")
        let read = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        #expect(read.status == 2 && read.standardOutput.contains("MR/base/strings.xml:2:1: error: malformed XML"), "\(read.output)")
        #expect(AndroidProject.namesMoko(gradle: "plugins {\n    alias(libs.plugins.moko)\n}") && !AndroidProject.namesMoko(gradle: "// alias(libs.plugins.moko)"))
    }

    /// `<!DOCTYPE resources [<!ENTITY appName "Linphone">]>` and `&appName;` in strings (Linphone's 13
    /// tables): AAPT2 replaces the texts as any XML parser does, so BarAudit reads them; anything more in a
    /// DOCTYPE, texts that chain entities, and references that would multiply the file are still refused.
    @Test func internalEntitiesOfResourcesAreReplaced() throws {
        let scratch = Scratch()
        func strings(_ subset: String, _ body: String) -> String {
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE resources [\n\(subset)\n]>\n<resources>\(body)</resources>\n"
        }
        scratch.write("res/values/strings.xml", strings("<!ENTITY appName \"Linphone\">", "<string name=\"home\">&appName; Home</string>"))
        scratch.write("res/values-fr/strings.xml", strings("<!-- the app's name -->\n<!ENTITY appName \"Linphone\">", "<string name=\"home\">Accueil &appName;</string>"))
        scratch.write("res/menu/bottom.xml", "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/home\" android:title=\"@string/home\"/></menu>")
        let loaded = Auditor.load(scratch.path("res/menu/bottom.xml"))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(file.strings["en"]?.entries["home"]?.content == .text("Linphone Home"))
        #expect(file.strings["fr"]?.entries["home"]?.content == .text("Accueil Linphone"))

        let refused: [(subset: String, body: String, message: String)] = [
            ("<!ENTITY secret SYSTEM \"file:///etc/passwd\">", "<string name=\"a\">&secret;</string>", "other than internal entities"),
            ("<!ENTITY % parameter \"x\">", "<string name=\"a\">a</string>", "other than internal entities"),
            ("<!ELEMENT resources ANY>", "<string name=\"a\">a</string>", "other than internal entities"),
            ("<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">", "<string name=\"a\">&b;</string>", "may not refer to other entities"),
            ("<!ENTITY big \"\(String(repeating: "x", count: 100_000))\">", "<string name=\"a\">\(String(repeating: "&big;", count: 400))</string>",
             "entity references add more than"),
            ("<!ENTITY big \"\(String(repeating: "x", count: 100_000))\">",
             (0..<400).map { "<string name=\"s\($0)\" android:comment=\"&big;\">a</string>" }.joined(), "entity references add more than"),
        ]
        for (index, example) in refused.enumerated() {
            let path = scratch.write("refused\(index)/strings.xml", strings(example.subset, example.body))
            let result = StringsFiles.androidStrings(path: path).result
            #expect(result.entries.isEmpty && result.diagnostics.count == 1, "\(index): \(result.diagnostics)")
            #expect(result.diagnostics.first?.message.contains(example.message) == true, "\(index): \(result.diagnostics)")
        }
    }

    /// Android round 22: AirGuard's fifth tab is `android:visible="@bool/debug"`, and its build generates
    /// the boolean per build type (`resValue "bool", "debug", "false"` in `release`, `"true"` in `debug`):
    /// users' bar has four tabs, 82 dp wide, not five. A boolean only `defaultConfig` sets holds in release
    /// too; one the build does not generate (a `values` file's, set per configuration) keeps the item.
    @Test func aTabTheReleaseBuildHidesIsNotOnTheBar() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':app'\n")
        scratch.write("app/build.gradle", """
        plugins { id 'com.android.application' }
        android {
            defaultConfig {
                resValue "bool", "beta", "false"
                resValue "bool", "shop", "true"
            }
            buildTypes {
                release {
                    minifyEnabled true
                    resValue "bool", "debug", "false"
                    ndk { debugSymbolLevel = "FULL" }
                }
                debug {
                    resValue "bool", "debug", "true"
                    resValue "bool", "beta", "true"
                }
            }
        }
        """)
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">A</string></resources>")
        scratch.write("app/src/main/res/values/bools.xml", "<resources><bool name=\"tablet\">false</bool></resources>")
        scratch.write("app/src/main/res/menu/bottom_nav.xml", """
        <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@+id/home" android:title="@string/a" />
            <item android:id="@+id/shop" android:title="@string/a" android:visible="@bool/shop" />
            <item android:id="@+id/tablet" android:title="@string/a" android:visible="@bool/tablet" />
            <item android:id="@+id/beta" android:title="@string/a" android:visible="@bool/beta" />
            <item android:id="@+id/debug" android:title="@string/a" android:visible="@bool/debug" />
        </menu>
        """)
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.id) == ["home", "shop", "tablet"])

        let kotlin = """
        android {
            buildTypes {
                getByName("debug") { resValue("bool", "debug", "true") }
                getByName("release") {
                    isMinifyEnabled = true
                    resValue("bool", "debug", "false") // users' build
                }
            }
        }
        """
        #expect(AndroidProject.releaseBooleans(build: kotlin) == ["debug": false])
        #expect(AndroidProject.releaseBooleans(build: "android {\n    buildTypes {\n        named(\"release\") {\n            resValue(\"bool\", \"x\", \"true\")\n        }\n    }\n}") == ["x": true])
        #expect(AndroidProject.releaseBooleans(build: "android { buildTypes { staging { resValue 'bool', 'debug', 'false' } } }").isEmpty)
    }

    /// A two-module project: the app's menu and layout (in a flavour), the titles in a library module.
    private func project(_ extra: [String: String] = [:]) -> Scratch {
        let scratch = Scratch()
        let files: [String: String] = [
            "settings.gradle.kts": "rootProject.name = \"Demo\"\ninclude(\":app\")\ninclude(\":libs:strings\", \":absent\")\n",
            "app/build.gradle.kts": "android {\n    defaultConfig {\n        resourceConfigurations += listOf(\"en\", \"de\", \"he\", \"pt\", \"xxhdpi\")\n    }\n}\ndependencies {\n    implementation(project(\":libs:strings\"))\n    testImplementation(project(\":absent\"))\n}\n",
            "app/src/main/res/menu/bottom_nav.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <item android:id="@+id/home" android:title="@string/home" android:contentDescription="" />
                <item android:id="@+id/feed" android:title="@string/feed" android:visible="false" />
                <group android:visible="false"><item android:id="@+id/secret" android:title="@string/home" /></group>
                <item android:id="@+id/brand" android:title="@string/brand" android:titleCondensed="B" />
                <item android:id="@+id/alias" android:title="@string/alias_title" android:enabled="false" />
            </menu>
            """,
            "app/src/full/res/layout-sw600dp/activity_main.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView
                    android:id="@+id/nav" app:labelVisibilityMode="labeled" app:menu="@menu/bottom_nav" />
            </FrameLayout>
            """,
            "app/src/main/res/layout/activity_main.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <com.example.MainBottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/bottom_nav" app:labelVisibilityMode="unlabeled" />
            """,
            "libs/strings/src/main/res/values/strings.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools">
                <string name="home">Home</string>
                <string name="feed">Feed</string>
                <string name="settings" tools:ignore="MissingTranslation">Settings</string>
                <string name="alias_title">@string/settings</string>
            </resources>
            """,
            "libs/strings/src/main/res/values/donottranslate.xml": "<resources><string name=\"brand\" translatable=\"false\">Acme</string></resources>",
            "libs/strings/src/main/res/values-de/strings.xml": "<resources><string name=\"home\">Start</string><string name=\"settings\">Einstellungen</string></resources>",
            "libs/strings/src/main/res/values-de-rAT/strings.xml": "<resources><string name=\"other\">Servus</string></resources>",
            "libs/strings/src/main/res/values-iw/strings.xml": "<resources><string name=\"alias_title\">הגדרות</string></resources>",
            "libs/strings/src/main/res/values-pt/strings.xml": "<resources><string name=\"other\">Outro</string></resources>",
            "app/src/main/res/values-pt-rBR/strings.xml": "<resources><string name=\"home\">Início</string></resources>",
            "libs/strings/src/main/res/values-fr/strings.xml": "<resources><string name=\"home\">Accueil</string></resources>",
            "libs/strings/src/main/res/values-night/colors.xml": "<resources><color name=\"bar\">#000</color></resources>",
        ]
        for (name, text) in files.merging(extra, uniquingKeysWith: { _, new in new }) { scratch.write(name, text) }
        return scratch
    }

    @Test func gradleProjectResolution() throws {
        let scratch = project()
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map(\.id) == ["home", "brand", "alias"], "hidden items and hidden groups are not on the bar")
        #expect(bar.locales == ["en", "de", "de-AT", "he", "pt", "pt-BR"], "resourceConfigurations keeps en, de (and its regions), he, pt; fr is filtered out")
        #expect(file.strings["pt"]?.entries["home"]?.content == .text("Início"), "Android 7+ takes another region of the language before the default")
        #expect(bar.titleVisibility == .always, "the layout showing the most labels decides")
        #expect(bar.screenReader == .talkBack)
        #expect(bar.items[0].accessibility.label == nil, "an empty contentDescription is ignored; the title is read")
        #expect(bar.items[1].title?.isMarkedDoNotTranslate == true)
        #expect(bar.items[2].isEnabled == false)
        #expect(file.strings["de-AT"]?.entries["home"]?.content == .text("Start"), "de-AT falls back to values-de")
        #expect(file.strings["he"]?.entries["alias_title"]?.content == .text("הגדרות"), "values-iw is Hebrew")
        #expect(file.strings["de"]?.entries["alias_title"]?.content == .text("Einstellungen"), "a reference resolves in the same locale")
        #expect(file.strings["de"]?.entries["brand"]?.content == .text("Acme"), "untranslatable strings serve every locale")
        #expect(file.resolve(bar.items[0].title!, in: bar, locale: "he").isMissing, "he lacks 'home'")
    }

    /// F-Droid's build keeps the locales of its `locales_config.xml`
    /// (`localeFilters.addAll(getLocalesConfig(file("src/main/res/xml/locales_config.xml")))`): a folder the
    /// file does not list is not in the APK, so its missing translations are not reported.
    @Test func aLocaleFilterComputedFromLocalesConfigKeepsItsLocales() throws {
        let scratch = project([
            "app/build.gradle.kts": """
                android {
                    androidResources {
                        localeFilters.addAll(getLocalesConfig(file("src/main/res/xml/locales_config.xml")))
                    }
                }
                dependencies {
                    implementation(project(":libs:strings"))
                }
                fun getLocalesConfig(file: File): List<String> = TODO()
                """,
            "app/src/main/res/xml/locales_config.xml": """
                <?xml version="1.0" encoding="utf-8"?>
                <locale-config xmlns:android="http://schemas.android.com/apk/res/android">
                    <locale android:name="en-US"/>
                    <locale android:name="de"/>
                    <locale android:name="pt-BR"/>
                </locale-config>
                """,
        ])
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        #expect(bar.locales == ["en", "de", "de-AT", "pt-BR"], "he, pt and fr are not listed: filtered out")
        #expect(AndroidProject.localeFilterFiles(build: "resourceConfigurations += listOf(\"en\", \"de\")").isEmpty)
    }

    /// Android round 10: Tella's menu is in its `:shared-ui` library (`values-ar`, `-es`, `-fr`) and shown by a
    /// layout of its app module `:mobile`, which depends on it and ships 24 locales of its own. The APK's
    /// resources are the app's merge: its strings override the library's, and its locales are shipped —
    /// read from the library alone, the bar had three locales and the library's texts.
    @Test func aLibrarysMenuIsReadAsTheModuleShowingItSeesIt() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle", "include ':mobile'\ninclude ':shared-ui'\n")
        scratch.write("mobile/build.gradle", "dependencies {\n    implementation project(':shared-ui')\n}\n")
        scratch.write("shared-ui/build.gradle", "android {\n}\n")
        scratch.write("shared-ui/src/main/res/menu/bottom_nav.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/home" android:title="@string/home" />
                <item android:id="@+id/camera" android:title="@string/camera" />
            </menu>
            """)
        scratch.write("shared-ui/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string><string name=\"camera\">Camera</string></resources>")
        scratch.write("shared-ui/src/main/res/values-fr/strings.xml", "<resources><string name=\"home\">Accueil</string><string name=\"camera\">Caméra</string></resources>")
        scratch.write("mobile/src/main/res/layout/activity_main.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/bottom_nav" />
            """)
        scratch.write("mobile/src/main/res/values-fr/strings.xml", "<resources><string name=\"home\">Début</string></resources>")
        scratch.write("mobile/src/main/res/values-de/strings.xml", "<resources><string name=\"home\">Start</string></resources>")
        let loaded = Auditor.load(scratch.path("shared-ui/src/main/res/menu/bottom_nav.xml"))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(Set(bar.locales) == ["en", "de", "fr"], "the app's values-de is shipped: \(bar.locales)")
        #expect(file.strings["fr"]?.entries["home"]?.content == .text("Début"), "the app's string overrides its library's")
        #expect(file.strings["fr"]?.entries["camera"]?.content == .text("Caméra"), "the library's string where the app has none")
        #expect(file.resolve(bar.items[1].title!, in: bar, locale: "de").isMissing, "de lacks 'camera'")
    }

    /// Android round 13: Tchap's bottom menu and the layout showing it are in its `:vector` library, whose
    /// strings (Element's, in 40 languages through `:library:ui-strings`) lack "Direct Messages" in Arabic.
    /// The APK is `:vector-app`'s, built with `resConfigs "en", "fr"`: AAPT2 drops every other locale of the
    /// merged resources, libraries' included, so Arabic users see the whole app in English, and no
    /// translation of the bar is missing. Read from the library alone, every library locale was shipped.
    @Test func aLibrarysLocalesAreTheOnesItsApplicationShips() throws {
        func load(secondApplication: String?) throws -> Bar {
            let scratch = Scratch()
            scratch.write("settings.gradle", "include ':vector-app'\ninclude ':vector'\ninclude ':library:ui-strings'\ninclude ':demo'\n")
            scratch.write("vector-app/build.gradle", """
                apply plugin: 'com.android.application'
                android {
                    defaultConfig {
                        // Only en and fr
                        resConfigs "en", "fr"
                    }
                }
                dependencies {
                    implementation project(':vector')
                }
                """)
            scratch.write("vector/build.gradle", "apply plugin: 'com.android.library'\ndependencies {\n    api project(':library:ui-strings')\n}\n")
            scratch.write("library/ui-strings/build.gradle", "apply plugin: 'com.android.library'\n")
            scratch.write("demo/build.gradle.kts", secondApplication ?? "plugins {\n    id(\"com.android.library\")\n}\n")
            scratch.write("vector/src/main/res/menu/home_bottom_navigation.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <menu xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:id="@+id/bottom_action_people" android:title="@string/bottom_action_people_x" />
                    <item android:id="@+id/bottom_action_rooms" android:title="@string/bottom_action_rooms" />
                </menu>
                """)
            scratch.write("vector/src/main/res/layout/fragment_home_detail.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/home_bottom_navigation" />
                """)
            scratch.write("library/ui-strings/src/main/res/values/strings.xml",
                          "<resources><string name=\"bottom_action_people_x\">Direct Messages</string><string name=\"bottom_action_rooms\">Rooms</string></resources>")
            scratch.write("library/ui-strings/src/main/res/values-fr/strings.xml",
                          "<resources><string name=\"bottom_action_people_x\">Messages directs</string><string name=\"bottom_action_rooms\">Salons</string></resources>")
            scratch.write("library/ui-strings/src/main/res/values-ar/strings.xml", "<resources><string name=\"bottom_action_rooms\">الغرف</string></resources>")
            let loaded = Auditor.load(scratch.path("vector/src/main/res/menu/home_bottom_navigation.xml"))
            return try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        }
        #expect(Set(try load(secondApplication: nil).locales) == ["en", "fr"], "the application ships en and fr")
        let unfiltered = "plugins {\n    alias(libs.plugins.android.application)\n}\ndependencies {\n    implementation(project(\":vector\"))\n}\n"
        #expect(Set(try load(secondApplication: unfiltered).locales) == ["en", "fr", "ar"],
                "a second application packaging the library keeps every locale: ar ships, and lacks a title")
        let filtered = "plugins {\n    id(\"com.android.application\")\n}\nandroid {\n    defaultConfig {\n        resourceConfigurations += listOf(\"de\")\n    }\n}\ndependencies {\n    implementation(projects.vector)\n}\n"
        #expect(Set(try load(secondApplication: filtered).locales) == ["en", "fr"],
                "each application keeps its own locales; the library has no de folder to ship")
        #expect(AndroidProject.appliesApplicationPlugin(build: "plugins {\n    alias(libs.plugins.androidApplication)\n}"))
        #expect(AndroidProject.appliesApplicationPlugin(build: "plugins {\n    id(\"nowinandroid.android.application\")\n}"))
        #expect(!AndroidProject.appliesApplicationPlugin(build: "// apply plugin: 'com.android.application'\napply plugin: 'com.android.library'"))
    }

    /// Android round 10: Blocker keeps its retired View-based `app/` module (a bottom navigation menu, five
    /// titles missing in six locales) beside the `:app-compose` its settings include: `app/` is not built,
    /// so its menu is a note, not a bar. Where the settings compute their modules, every module is read.
    @Test func aMenuOfAModuleTheSettingsLeaveOutIsNotAudited() throws {
        var composeBar: LoadedFile?
        func load(settings: String) throws -> LoadedFile {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", settings)
            scratch.write("app-compose/build.gradle.kts", "android {\n}\n")
            scratch.write("app/src/main/res/menu/bottom_nav.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/home" android:title="@string/home" /></menu>
                """)
            scratch.write("app/src/main/res/layout/activity_main.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/bottom_nav" />
                """)
            scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string><string name=\"more\">More</string></resources>")
            scratch.write("app/src/main/java/app/Bar.kt", """
                @Composable
                fun Bar() {
                    NavigationBar {
                        NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                        NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.more)) })
                    }
                }
                """)
            composeBar = Auditor.load(scratch.path("app/src/main/java/app/Bar.kt"))
            return Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        }
        let leftOut = try load(settings: "rootProject.name = \"Blocker\"\npluginManagement {\n    includeBuild(\"build-logic\")\n    repositories { google { content { includeGroupByRegex(\"com\\\\.android.*\") } } }\n}\ninclude(\":app-compose\")\ninclude(\n    \":core:ui\",\n)\n")
        #expect(leftOut.definition?.bars.isEmpty ?? true, "not built: no bar")
        #expect(leftOut.diagnostics.map(\.severity) == [.info] && leftOut.diagnostics.first?.message.contains("does not include the module") == true, "\(leftOut.diagnostics)")
        #expect(composeBar?.definition?.bars.isEmpty ?? true, "a Compose bar of that module is not built either")
        #expect(composeBar?.diagnostics.contains { $0.severity == .info && $0.message.contains("does not include the module 'app'") } == true, "\(composeBar?.diagnostics ?? [])")
        let computed = try load(settings: "include(\":app-compose\")\nfile(\"features\").listFiles()?.forEach { include(\":features:${it.name}\") }\n")
        #expect(computed.definition?.bars.count == 1, "computed modules: \(computed.diagnostics)")
        #expect(composeBar?.definition?.bars.count == 1, "computed modules: \(composeBar?.diagnostics ?? [])")
        #expect(AndroidProject.includesAreWritten(settings: "include ':app', ':lib'\ninclude(\":x\")\nincludeBuild(\"logic\")") == true)
        #expect(AndroidProject.includesAreWritten(settings: "include(*modules.toTypedArray())") == false)
        #expect(AndroidProject.includesAreWritten(settings: "includeFlat 'lib'") == false)
        #expect(AndroidProject.includesAreWritten(settings: "include ':app'\nincludeFlat 'lib'") == false)
        #expect(AndroidProject.includesAreWritten(settings: "rootProject.name = \"x\"\nincludeBuild(\"logic\")") == nil)
    }

    /// Android round 19: AppCoins Wallet's settings include every folder with a build file from a loop
    /// (`for (module in modules) include(module)`), and its menu's titles live in `:ui:common`, which `:app`
    /// names as `project(":ui:common")`. Only `:app` was known, so both titles were "not found" (2 input errors)
    /// and the bar was not audited. Gradle puts `:ui:common` in `ui/common`: found there, with the modules it
    /// uses in turn. Settings that name every module as strings are taken at their word, as before.
    @Test func aDependencyOfComputedSettingsIsFoundInItsFolder() throws {
        func load(settings: String) -> LoadedFile {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", settings)
            scratch.write("app/build.gradle.kts", "plugins {\n    id(\"appcoins.android.app\")\n}\ndependencies {\n    implementation(project(\":ui:common\"))\n    implementation(project(\":..:outside\"))\n}\n")
            Self.writeBottomNavigation(scratch, menu: "bottom_navigation_menu",
                                       items: [("home_graph", "intro_home_button"), ("reward_graph", "intro_rewards_button")])
            scratch.write("ui/common/build.gradle.kts", "dependencies {\n    api(project(\":core:strings\"))\n}\n")
            scratch.write("ui/common/src/main/res/values/strings.xml", "<resources><string name=\"intro_home_button\">Home</string></resources>")
            scratch.write("ui/common/src/main/res/values-fr/strings.xml", "<resources><string name=\"intro_home_button\">Accueil</string></resources>")
            scratch.write("core/strings/build.gradle.kts", "")
            scratch.write("core/strings/src/main/res/values/strings.xml", "<resources><string name=\"intro_rewards_button\">Rewards</string></resources>")
            scratch.write("core/strings/src/main/res/values-fr/strings.xml", "<resources><string name=\"intro_rewards_button\">Récompenses</string></resources>")
            return Auditor.load(scratch.path("app/src/main/res/menu/bottom_navigation_menu.xml"))
        }
        let computed = load(settings: "val modules = rootDir.listFiles()\nfor (module in modules) include(module)\n")
        let file = try #require(computed.definition, "\(computed.diagnostics)")
        let bar = try #require(file.bars.first, "\(computed.diagnostics)")
        #expect(computed.diagnostics.isEmpty, "\(computed.diagnostics)")
        #expect(bar.locales == ["en", "fr"])
        #expect(bar.items.compactMap { $0.title.map { file.resolve($0, in: bar, locale: "fr").text } } == ["Accueil", "Récompenses"])
        let literal = load(settings: "include(\":app\")\n")
        #expect(literal.diagnostics.filter { $0.message.contains("which no values folder of the module or the modules it uses defines") }.count == 2,
                "settings naming every module: a module they leave out is not built (\(literal.diagnostics))")
    }

    /// Writes `app/src/main/res/menu/<menu>.xml`, its items titled by `@string` names, and a layout whose
    /// BottomNavigationView shows it.
    private static func writeBottomNavigation(_ scratch: Scratch, menu: String, items: [(id: String, title: String)]) {
        let entries = items.map { "        <item android:id=\"@+id/\($0.id)\" android:title=\"@string/\($0.title)\" />" }
        scratch.write("app/src/main/res/menu/\(menu).xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
            \(entries.joined(separator: "\n"))
            </menu>
            """)
        scratch.write("app/src/main/res/layout/\(menu).xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/\(menu)" />
            """)
    }

    /// Android round 20: GodTools' `:ui:tract-renderer` translates its 12 strings into the 57 languages tracts
    /// are shown in, and AAPT2 packages them; the app (244 strings, 24 locale folders in `:app`) is not
    /// translated into Bulgarian, so a phone in Bulgarian shows it, bar and all, in English. A locale only the
    /// modules the bar's module depends on bring is the app's when it translates a tenth of its strings;
    /// a locale of the bar's own module always is, however little it holds. The opposite pattern: the bar's
    /// module never sent to translation beside a translated module holding most of the app's strings.
    @Test func aLocaleOnlyALibraryBringsIsTheAppsWhenItTranslatesAShareOfIt() throws {
        func load(libraryStrings: Int, libraryLocales: [String], appLocales: [String: Int]) throws -> Bar {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "include(\":app\")\ninclude(\":ui:renderer\")\n")
            scratch.write("app/build.gradle.kts", "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n    implementation(project(\":ui:renderer\"))\n}\n")
            scratch.write("ui/renderer/build.gradle.kts", "plugins {\n    id(\"com.android.library\")\n}\n")
            Self.writeBottomNavigation(scratch, menu: "dashboard", items: [("lessons", "nav_lessons"), ("tools", "nav_all_tools")])
            func strings(_ names: [String], _ text: String) -> String {
                "<resources>" + names.map { "<string name=\"\($0)\">\(text) \($0)</string>" }.joined() + "</resources>"
            }
            let appNames = ["nav_lessons", "nav_all_tools"] + (1...18).map { "app_\($0)" }
            let libraryNames = (1...libraryStrings).map { "tract_\($0)" }
            scratch.write("app/src/main/res/values/strings.xml", strings(appNames, "English").replacingOccurrences(of: "</resources>", with: "<string name=\"app_id\" translatable=\"false\">org.app</string></resources>"))
            for (locale, count) in appLocales { scratch.write("app/src/main/res/values-\(locale)/strings.xml", strings(Array(appNames.prefix(count)), locale)) }
            scratch.write("ui/renderer/src/main/res/values/strings.xml", strings(libraryNames, "English"))
            for locale in libraryLocales { scratch.write("ui/renderer/src/main/res/values-\(locale)/strings.xml", strings(libraryNames, locale)) }
            let loaded = Auditor.load(scratch.path("app/src/main/res/menu/dashboard.xml"))
            return try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        }
        // GodTools: 20 strings of the app's own, one of the library's in Bulgarian and Italian (1 of 21).
        let godTools = try load(libraryStrings: 1, libraryLocales: ["bg", "it", "de"], appLocales: ["de": 20, "ar": 1])
        #expect(godTools.locales == ["en", "ar", "de"], "bg and it translate 1 of the app's 21 strings; ar is the app module's own, begun (\(godTools.locales))")
        // The opposite: the bar's module never sent to translation, the library holding most of the app (60 of 80).
        let untranslatedApp = try load(libraryStrings: 60, libraryLocales: ["fr", "pt-rBR"], appLocales: [:])
        #expect(untranslatedApp.locales == ["en", "fr", "pt-BR"], "fr and pt-BR translate 60 of 80 strings: the bar's titles are missing there (\(untranslatedApp.locales))")
        // A tenth ships: 3 of 23 translatable strings (the app's 20, not app_id, and the library's 3); 2 of 22 does not.
        let tenth = try load(libraryStrings: 3, libraryLocales: ["sv"], appLocales: [:])
        let belowTenth = try load(libraryStrings: 2, libraryLocales: ["sv"], appLocales: [:])
        #expect(tenth.locales == ["en", "sv"] && belowTenth.locales == ["en"], "\(tenth.locales) \(belowTenth.locales)")
    }

    /// Android round 21: Muslim writes its default `values` folder in Arabic, with no `tools:locale`, and its
    /// English in `values-en`; its partial `values-ar` lacks the tab titles. A phone in Arabic shows the
    /// default's Arabic for them, where BarAudit took the default for English: the titles were "missing" in
    /// Arabic, and every language a title is missing in was said to show "the default (en) text 'Prayer Times'"
    /// (it shows "أوقات الصلاة"). SmsForwarder's Chinese default is restated in `values-zh-rCN` the same way.
    @Test func aDefaultFolderInOtherLettersIsTheLanguageThatRepeatsIt() throws {
        func load(_ folders: [String: String], declaring language: String? = nil) throws -> DefinitionFile {
            let scratch = Scratch()
            Self.writeBottomNavigation(scratch, menu: "home", items: [("times", "tab_home"), ("quran", "tab_quran")])
            for (folder, body) in folders {
                let declaration = folder == "values" ? language.map { " xmlns:tools=\"http://schemas.android.com/tools\" tools:locale=\"\($0)\"" } ?? "" : ""
                scratch.write("app/src/main/res/\(folder)/strings.xml", "<resources\(declaration)>\(body)</resources>")
            }
            let loaded = Auditor.load(scratch.path("app/src/main/res/menu/home.xml"))
            return try #require(loaded.definition, "\(loaded.diagnostics)")
        }
        func string(_ name: String, _ text: String) -> String { "<string name=\"\(name)\">\(text)</string>" }
        let arabicDefault = string("app_name", "Muslim") + string("tab_home", "أوقات الصلاة") + string("tab_quran", "القرآن") + string("more", "المزيد")
        let english = string("app_name", "Muslim") + string("tab_home", "Prayer Times") + string("tab_quran", "Quran")
        // `values-ar` restates two default texts, `values-fa` one (the Latin app name counts for none): Arabic.
        let muslim = try load(["values": arabicDefault, "values-en": english, "values-ar": string("app_name", "مسلم") + string("more", "المزيد") + string("tab_home", "أوقات الصلاة"),
                               "values-fa": string("app_name", "Muslim") + string("tab_home", "اوقات نماز") + string("more", "المزيد")])
        let bar = try #require(muslim.bars.first)
        #expect(bar.sourceLocale == "ar" && bar.locales == ["ar", "en", "fa"], "\(bar.sourceLocale) \(bar.locales)")
        let missing = try RuleEngine().audit(muslim).findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(missing.map { "\($0.itemID ?? "") \($0.locale ?? "")" } == ["quran fa"], "not ar, whose default is Arabic; fa lacks tab_quran: \(missing.map(\.message))")
        #expect(missing.first?.message.contains("القرآن") == true, "\(missing.first?.message ?? "")")
        // Latin letters in the default folder: English, as before, whatever `values-ar` repeats.
        let englishDefault = try #require(try load(["values": english, "values-ar": string("app_name", "Muslim") + string("tab_home", "أوقات الصلاة")]).bars.first)
        #expect(englishDefault.sourceLocale == "en" && englishDefault.locales == ["en", "ar"], "\(englishDefault.locales)")
        // Other letters that no folder repeats name no language: English, as before.
        let unrepeated = try #require(try load(["values": arabicDefault, "values-en": english]).bars.first)
        #expect(unrepeated.sourceLocale == "en", "\(unrepeated.sourceLocale)")
        // SmsForwarder: a Chinese default restated in `values-zh-rCN`; Traditional Chinese lacking a title is shown
        // the Simplified default, a missing translation, where Simplified Chinese of another region is not.
        let chinese = try load(["values": string("tab_home", "首页") + string("tab_quran", "设置"), "values-zh-rCN": string("tab_home", "首页"),
                                "values-zh-rTW": string("tab_home", "首頁"), "values-zh-rSG": string("tab_home", "首页")])
        let chineseBar = try #require(chinese.bars.first)
        #expect(chineseBar.sourceLocale == "zh-CN" && chineseBar.locales == ["zh-CN", "zh-SG", "zh-TW"], "\(chineseBar.sourceLocale) \(chineseBar.locales)")
        let chineseMissing = try RuleEngine().audit(chinese).findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(chineseMissing.map { "\($0.itemID ?? "") \($0.locale ?? "")" } == ["quran zh-TW"], "\(chineseMissing.map(\.message))")
        // `tools:locale` names the default's language whatever its letters and whatever repeats them.
        let declared = try #require(try load(["values": arabicDefault, "values-ar": string("more", "المزيد")], declaring: "fa").bars.first)
        #expect(declared.sourceLocale == "fa" && declared.locales == ["fa", "ar"], "\(declared.sourceLocale) \(declared.locales)")
    }

    /// Android round 10: Blocker's screenshot test draws its navigation bar (`core/designsystem/src/test/kotlin/
    /// …/NavigationScreenshotTests.kt`); a test source set's code is in no APK, as its resources are not.
    @Test func kotlinOfATestSourceSetIsNoBar() {
        for path in ["core/designsystem/src/test/kotlin/a/NavigationScreenshotTests.kt", "app/src/androidTest/java/a/NavTest.kt",
                     "app/src/testDebug/kotlin/a/T.kt", "shared/src/commonTest/kotlin/a/T.kt", "shared/src/androidUnitTest/kotlin/a/T.kt"] {
            #expect(DefinitionDiscovery.isInTestOrDebugSourceSet(path), "\(path)")
        }
        for path in ["app/src/main/java/a/Bar.kt", "/home/me/src/tests/app/src/main/kotlin/a/Bar.kt", "app/src/latest/java/Bar.kt",
                     "shared/src/commonMain/kotlin/test/Bar.kt", "src/test.kt", "app/src/release/java/a/Bar.kt",
                     "app/src/main/java/debug/Bar.kt", "app/src/Debug/java/a/Bar.kt", "app/src/debugging/java/a/Bar.kt"] {
            #expect(!DefinitionDiscovery.isInTestOrDebugSourceSet(path), "\(path)")
        }
    }

    /// Android round 11: Permission Pilot draws its bar again, with a fixed badge "3", for its store
    /// screenshots in `app/src/debug/java/…/screenshots/ScreenshotContent.kt`. The debug build type's code is in
    /// no APK users install (as its layouts are not, `aBarShownOnlyInDebugBuildsIsNotAudited`): it gave a
    /// badge error and a second copy of each of the real bar's truncations.
    @Test func kotlinOfTheDebugBuildTypeIsNoBar() throws {
        for path in ["app/src/debug/java/eu/a/screenshots/ScreenshotContent.kt", "app/src/fossDebug/kotlin/a/Bar.kt",
                     "shared/src/androidDebug/kotlin/a/Bar.kt"] {
            #expect(DefinitionDiscovery.isInTestOrDebugSourceSet(path), "\(path)")
        }
        let bar = """
            @Composable
            fun Bar() {
                NavigationBar {
                    NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.home)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(R.string.feed)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = { BadgedBox(badge = { Badge { Text("3") } }) { Icon(a, null) } },
                                      label = { Text(stringResource(R.string.brand)) })
                }
            }
            """
        let scratch = project([
            "app/src/main/java/app/MainScreen.kt": bar,
            "app/src/debug/java/app/screenshots/ScreenshotContent.kt": bar,
        ])
        #expect(!DefinitionDiscovery.looksLikeDefinition(scratch.path("app/src/debug/java/app/screenshots/ScreenshotContent.kt")))
        #expect(DefinitionDiscovery.looksLikeDefinition(scratch.path("app/src/main/java/app/MainScreen.kt")))
        let found = DefinitionDiscovery.discover([scratch.path("app")]).files
        #expect(found.contains { $0.hasSuffix("src/main/java/app/MainScreen.kt") } && !found.contains { $0.contains("/src/debug/") }, "\(found)")
        let shipped = Auditor.load(scratch.path("app/src/main/java/app/MainScreen.kt"))
        #expect(shipped.definition?.bars.first?.items.count == 3, "the shipped bar is still audited: \(shipped.diagnostics)")
    }

    /// Android round 28: AppVaultX's bar is built in Java (`Menu menu = bottomNav.getMenu(); menu.add(Menu.NONE, 0,
    /// Menu.NONE, null).setIcon(R.drawable.ic_apps);`, three icon-only tabs), its layout's `BottomNavigationView` has no
    /// `app:menu`: the project had "no bar definitions", an input error (exit 2). Java is not read, but the file that adds
    /// a bar's items is now found and says so at the first one; a popup's menu filled in the same way is no bar's, nor is
    /// a bar's menu variable once it holds another menu, nor a Java file of a test source set.
    /// A layout's BottomNavigationView with an id and no `app:menu`: code gives it its items or its menu.
    private static let bottomNavigationWithoutMenu = """
        <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android="http://schemas.android.com/apk/res/android"
            android:id="@+id/bottom_navigation" android:layout_width="match_parent" android:layout_height="wrap_content"/>
        """

    @Test func javaAddingItemsToABottomBarsMenuIsANote() throws {
        let activity = """
            import com.google.android.material.bottomnavigation.BottomNavigationView;

            public class MainActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    BottomNavigationView bottomNav = findViewById(R.id.bottom_navigation);
                    PopupMenu popup = new PopupMenu(this, anchor);
                    Menu menu = popup.getMenu();
                    menu.add(0, 0, Menu.NONE, R.string.reverse);
                    menu = bottomNav.getMenu();
                    menu.add(Menu.NONE, 0, Menu.NONE, null).setIcon(R.drawable.ic_apps);
                }
            }
            """
        let popupOnly = """
            import com.google.android.material.bottomnavigation.BottomNavigationView;

            class Sorting {
                private BottomNavigationView navigationView;
                void sort() {
                    Menu menu = navigationView.getMenu();
                    menu = popupMenu.getMenu();
                    menu.add(0, 0, Menu.NONE, R.string.reverse);
                }
            }
            """
        let scratch = project([
            "app/src/main/res/layout/activity_main.xml": Self.bottomNavigationWithoutMenu,
            "app/src/main/java/app/MainActivity.java": activity,
            "app/src/main/java/app/Sorting.java": popupOnly,
            "app/src/test/java/app/MainActivityTest.java": activity,
        ])
        let found = DefinitionDiscovery.discover([scratch.path("app")]).files
        let java = found.filter { $0.hasSuffix(".java") }.map { ($0 as NSString).lastPathComponent }
        #expect(java == ["MainActivity.java"], "\(found)")
        let loaded = Auditor.load(scratch.path("app/src/main/java/app/MainActivity.java"))
        #expect(loaded.definition?.bars.isEmpty == true)
        let note = try #require(loaded.diagnostics.first, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.count == 1 && note.severity == .info && note.location.line == 11 && note.location.column == 14, "\(loaded.diagnostics)")
        #expect(note.message.hasPrefix("'bottomNav' here is a bottom navigation bar whose items Java code adds"), "\(note.message)")
    }

    /// KyberSwap's and Blockchain Wallet's forms (written for this test, not copied): a third-party AHBottomNavigation bar,
    /// fed in Kotlin a menu through its adapter (`AHBottomNavigationAdapter(this, R.menu.bottom_navigation_menu)`), or in Java
    /// its items (`new AHBottomNavigationItem(R.string.send, …)`). Neither project had any bar ("no bar definitions", exit 2,
    /// nothing said); each file now says at its first tab given how the library's bar is audited: the adapter's menu as that
    /// bar's (its texts and count, not its widths, which the library lays out by its own rules), Java's items not at all.
    /// Its import, and the type written alone (`AHBottomNavigation.TitleState`), give no tab.
    @Test func tabsGivenToALibrarysBottomBarAreANote() throws {
        let scratch = project([
            "app/src/main/res/menu/bottom_navigation_menu.xml": """
                <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/balance" android:title="@string/home"/></menu>
                """,
            "app/src/main/java/app/MainActivity.kt": """
                import com.aurelhubert.ahbottomnavigation.AHBottomNavigation
                import com.aurelhubert.ahbottomnavigation.AHBottomNavigationAdapter

                class MainActivity : BaseActivity() {
                    private fun setupNavigation() {
                        val navigationAdapter = AHBottomNavigationAdapter(this, R.menu.bottom_navigation_menu)
                        navigationAdapter.setupWithBottomNavigation(bottomNavigation, tabColors)
                        bottomNavigation.titleState = AHBottomNavigation.TitleState.ALWAYS_SHOW
                    }
                }
                """,
            "app/src/main/java/app/HomeActivity.java": """
                import com.aurelhubert.ahbottomnavigation.AHBottomNavigationItem;

                public class HomeActivity extends AppCompatActivity {
                    private void setupBottomNavigation() {
                        AHBottomNavigationItem item1 = new AHBottomNavigationItem(R.string.send, R.drawable.vector_send, R.color.white);
                        binding.bottomNavigation.addItems(Arrays.asList(item1));
                    }
                }
                """,
            "app/src/main/java/app/Other.java": "import com.aurelhubert.ahbottomnavigation.AHBottomNavigation;\nclass Other { AHBottomNavigation bar; }\n",
        ])
        let found = DefinitionDiscovery.discover([scratch.path("app")]).files.map { ($0 as NSString).lastPathComponent }.filter { !$0.hasSuffix(".xml") }
        #expect(found.sorted() == ["HomeActivity.java", "MainActivity.kt"], "\(found)")
        let kotlin = Auditor.load(scratch.path("app/src/main/java/app/MainActivity.kt"))
        #expect(kotlin.definition?.bars.isEmpty == true)
        #expect(kotlin.diagnostics.map(\.message) == ["the third-party bottom bar AHBottomNavigation takes its tabs from the menu 'bottom_navigation_menu' here (`AHBottomNavigationAdapter(…)`): the menu's titles, translations and count are audited as that bar's; it lays its tabs out by its own rules (its item widths and `titleState`), so how wide their titles show is not judged"], "\(kotlin.diagnostics)")
        let note = try #require(kotlin.diagnostics.first)
        #expect(note.severity == .info && note.location.line == 6 && note.location.column == 33, "\(note.location)")
        // The adapter's menu is the library bar's: its items audited, their widths not (the library's own layout).
        let menu = scratch.path("app/src/main/res/menu/bottom_navigation_menu.xml")
        #expect(DefinitionDiscovery.isBottomNavigationMenu(menu))
        let bar = try #require(Auditor.load(menu).definition?.bars.first)
        #expect(bar.items.map(\.id) == ["balance"] && bar.materialLabelSizeUnknown && !bar.itemsChangedAtRunTime)
        let java = Auditor.load(scratch.path("app/src/main/java/app/HomeActivity.java"))
        #expect(java.diagnostics.map(\.message) == ["the third-party bottom bar AHBottomNavigation is given a tab here (`AHBottomNavigationItem(…)`); Java and that library's bar are not read, so its tabs are not audited"], "\(java.diagnostics)")
        #expect(java.diagnostics.first?.location.line == 5)
    }

    /// A filter one product flavour sets keeps locales out of that flavour only (TachiyomiJ2K's dev
    /// flavour keeps "en", its standard flavour every locale): the locales of the other flavours are audited.
    @Test func aLocaleFilterOfOneFlavourDoesNotFilterTheOthers() throws {
        let groovy = """
            android {
                defaultConfig { resConfigs "en", "de", "he" }
                productFlavors {
                    // the "dev" flavour { is faster with one locale
                    dev { resConfigs "en", "xxhdpi" }
                    full { applicationIdSuffix = ".full" }
                }
            }
            """
        #expect(Set(AndroidProject.localeFilters(build: groovy)) == ["en", "de", "he"], "the default configuration's filter stays")
        let everyFlavour = """
            android {
                productFlavors {
                    create("dev") { resourceConfigurations += listOf("en") }
                    create("full") { resourceConfigurations += listOf("en", "de") }
                }
            }
            """
        #expect(Set(AndroidProject.localeFilters(build: everyFlavour)) == ["en", "de"], "every flavour filters: their union ships")
        let scratch = project([
            "app/build.gradle.kts": """
                android {
                    flavorDimensions.add("default")
                    productFlavors {
                        create("standard") {
                            buildConfigField("Boolean", "UPDATER", "true")
                        }
                        create("dev") {
                            if (gradle.startParameter.taskRequests.toString().contains("Dev")) {
                                androidResources.localeFilters.clear()
                                androidResources.localeFilters.add("en")
                            }
                        }
                    }
                }
                dependencies {
                    implementation(project(":libs:strings"))
                }
                """,
        ])
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        #expect(bar.locales == ["en", "de", "de-AT", "fr", "he", "pt", "pt-BR"], "the standard flavour ships every locale")
    }

    /// Android round 29: Oppia's `//        resConfigs "en", "es", "ar", "fi", "fr", "hi", "ur-rPK", "am-rET", "om-rET"`, the
    /// statement its build no longer runs, was applied (three false missing translations in Arabic, Finnish, French…).
    /// Comments are not statements, in Groovy (`//`, `/* … */`) and in the Kotlin DSL alike; a `//` inside a string is
    /// no comment.
    @Test func aLocaleFilterInACommentIsNotApplied() throws {
        let groovy = """
            android {
                defaultConfig {
                    resConfigs "en", "de" // resConfigs "fr"
            //        resConfigs "en", "es", "ar", "fi", "fr", "hi", "ur-rPK", "am-rET", "om-rET"
                    /* resConfigs "it",
                       "ja" */
                    def site = "https://example.org"; resConfigs "he"
                }
            }
            """
        #expect(Set(AndroidProject.localeFilters(build: groovy)) == ["en", "de", "he"])
        let kotlin = "android { defaultConfig { /* resourceConfigurations += listOf(\"ja\") */ resourceConfigurations += listOf(\"en\", \"pt\") } }\n// localeFilters += \"ko\""
        #expect(Set(AndroidProject.localeFilters(build: kotlin)) == ["en", "pt"])
        #expect(AndroidProject.filterArguments(build: "/* unclosed resConfigs \"fr\"").isEmpty)
    }

    /// Android round 29: Oppia keeps the locales of a committed properties file, `def interfaceLangs =
    /// runtimeProps.getProperty('INTERFACE_LANGUAGE_OPTIONS').split(",")` then `resConfigs interfaceLangs`, the
    /// properties loaded from `rootProject.file('oppia-default.properties')` and, when it can be read, from a
    /// `custom.properties` the checkout lacks. Followed where each step is written out; the last file loaded wins.
    @Test func aLocaleFilterReadFromAPropertiesFileKeepsItsLocales() throws {
        let build = appBuild(loading: """
            val runtimeProps = Properties()
            runtimeProps.load(FileInputStream(rootProject.file("app-default.properties")))
            val customProps = rootProject.file("custom.properties")
            if (customProps.canRead()) runtimeProps.load(FileInputStream(customProps))
            """, configuration: """
            val interfaceLangs = runtimeProps.getProperty("INTERFACE_LANGUAGE_OPTIONS").split(",")
            resourceConfigurations += interfaceLangs
            // resourceConfigurations += listOf("en", "fr", "pt")
            """)
        let properties = "# The languages the app offers\nINTERFACE_LANGUAGE_OPTIONS = en,de,\\\n    iw\n"
        let scratch = project(["app/build.gradle.kts": build, "app-default.properties": properties])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.locales == ["en", "de", "de-AT", "he"], "pt and fr are not in the properties' list")
        #expect(!loaded.diagnostics.contains { $0.severity == .info }, "\(loaded.diagnostics)")
        let custom = project(["app/build.gradle.kts": build, "app-default.properties": properties, "custom.properties": "INTERFACE_LANGUAGE_OPTIONS=en,fr\n"])
        let customBar = try #require(Auditor.load(custom.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        #expect(customBar.locales == ["en", "fr"], "the custom file, loaded last, wins")
    }

    /// A locale filter that passes a value the build computes otherwise (here from the environment) is not read: the
    /// locales are audited as if the statement were not there, every one here, and a note says so at the statement.
    @Test func aLocaleFilterComputedOtherwiseIsANote() throws {
        let scratch = project(["app/build.gradle.kts": appBuild(configuration: """
            val languages = System.getenv("LANGUAGES").split(",")
            resourceConfigurations += languages
            """)])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.locales == ["en", "de", "de-AT", "fr", "he", "pt", "pt-BR"])
        let note = try #require(loaded.diagnostics.first { $0.severity == .info }, "\(loaded.diagnostics)")
        #expect(note.location.file.hasSuffix("app/build.gradle.kts") && note.location.line == 4, "\(note.location)")
        #expect(note.message.contains("'resourceConfigurations += languages'") && note.message.contains("not read"), "\(note.message)")
    }

    /// The app's Kotlin build: `loading` above its `android` block, `configuration` in its `defaultConfig` (from line 3
    /// when nothing is loaded), and its dependency on the strings' library.
    private func appBuild(loading: String = "", configuration: String) -> String {
        (loading.isEmpty ? "" : loading + "\n") + "android {\ndefaultConfig {\n" + configuration + "\n}\n}\ndependencies {\nimplementation(project(\":libs:strings\"))\n}\n"
    }

    /// Android round 29: the Art Institute of Chicago's four layouts write `<BottomNavigationView style="@style/BottomNav">`,
    /// whose style sets `<item name="menu">@menu/navigation_menu</item>` and `labelVisibilityMode`: `obtainStyledAttributes`
    /// reads `app:menu` from the style (and the styles it derives from) as every attribute the layout does not write, so the
    /// menu is the bar (it was no bar at all, and the run said nothing).
    @Test func aMenuTheViewsStyleGivesIsItsBar() throws {
        let menu = "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/home\" android:title=\"@string/home\"/><item android:id=\"@+id/feed\" android:title=\"@string/feed\"/></menu>"
        let scratch = project([
            "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
            "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView style=\"@style/BottomNav\"/>",
            "app/src/main/res/menu/navigation_menu.xml": menu,
            "libs/strings/src/main/res/values/styles.xml": """
                <resources>
                    <style name="BaseNav"><item name="menu">@menu/navigation_menu</item></style>
                    <style name="BottomNav" parent="BaseNav"><item name="labelVisibilityMode">unlabeled</item></style>
                </resources>
                """,
        ])
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/navigation_menu.xml")))
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/bottom_nav.xml")), "no layout names it now")
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/navigation_menu.xml")).definition?.bars.first)
        #expect(bar.items.count == 2)
        #expect(bar.titleVisibility == .never, "the style's labelVisibilityMode")
        let written = project([
            "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
            "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" style=\"@style/BottomNav\" app:menu=\"@menu/bottom_nav\"/>",
            "app/src/main/res/menu/navigation_menu.xml": menu,
            "libs/strings/src/main/res/values/styles.xml": "<resources><style name=\"BottomNav\"><item name=\"menu\">@menu/navigation_menu</item></style></resources>",
        ])
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(written.path("app/src/main/res/menu/navigation_menu.xml")), "the layout's app:menu wins over the style's")
    }

    /// A BottomNavigationView in a layout of the debug build type (Element's `src/debug` theme showcase,
    /// with literal titles) is not in a release APK: its menu is no bar; the same menu used in `main` is.
    @Test func aBarShownOnlyInDebugBuildsIsNotAudited() throws {
        let showcase = """
            <LinearLayout xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.bottomnavigation.BottomNavigationView app:menu="@menu/menu_debug" />
            </LinearLayout>
            """
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/a" android:title="Edit" /><item android:id="@+id/b" android:title="Send" /></menu>
            """
        let scratch = project([
            "app/src/debug/res/layout/activity_debug_theme.xml": showcase,
            "app/src/fullDebug/res/layout/activity_debug_other.xml": showcase,
            "app/src/debug/res/menu/menu_debug.xml": menu,
        ])
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/debug/res/menu/menu_debug.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/bottom_nav.xml")))
        #expect(AndroidProject.isDebugSourceSet("/p/app/src/debug/res") && AndroidProject.isDebugSourceSet("/p/app/src/fullDebug/res"))
        #expect(!AndroidProject.isDebugSourceSet("/p/app/src/main/res") && !AndroidProject.isDebugSourceSet("/p/app/src/debugging/res/x"))
    }

    /// DHIS2 Capture (`3802288b`): its data set screen's bar is `<org.dhis2.utils.customviews.navigationbar.NavigationBottomBar
    /// app:menu="@menu/navigation_dataset_list">`, a class of the app declared `class NavigationBottomBar … :
    /// BottomNavigationView(context, attrs, defStyleAttr)`; its name does not say "BottomNavigation", so the menu
    /// was no bar. A layout's class of the project (in `src/main/java` or `src/main/kotlin` where its package
    /// puts it, Kotlin or Java) that extends BottomNavigationView shows its menu as one does; another class with
    /// an `app:menu` (a side list, a toolbar of the app's) does not.
    @Test func aBottomNavigationViewSubclassOfTheAppShowsItsMenu() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/a" android:title="List" /><item android:id="@+id/b" android:title="Charts" /><item android:id="@+id/c" android:title="Map" /></menu>
            """
        let scratch = project([
            "app/src/main/res/layout/activity_detail.xml": """
                <LinearLayout xmlns:app="http://schemas.android.com/apk/res-auto">
                    <org.example.ui.nav.NavigationBottomBar app:menu="@menu/navigation_list" />
                    <org.example.ui.nav.SideList app:menu="@menu/side_list" />
                    <org.example.ui.nav.JavaBar app:menu="@menu/java_list" />
                    <org.example.ui.nav.Missing app:menu="@menu/missing_list" />
                </LinearLayout>
                """,
            "app/src/main/res/menu/navigation_list.xml": menu,
            "app/src/main/res/menu/side_list.xml": menu,
            "app/src/main/res/menu/java_list.xml": menu,
            "app/src/main/res/menu/missing_list.xml": menu,
            "app/src/main/java/org/example/ui/nav/NavigationBottomBar.kt": """
                package org.example.ui.nav

                class NavigationBottomBar
                    @JvmOverloads
                    constructor(context: Context, attrs: AttributeSet? = null, defStyleAttr: Int = 0) : BottomNavigationView(context, attrs, defStyleAttr) {
                        private val bar: BottomNavigationView? = null
                    }
                """,
            "app/src/main/kotlin/org/example/ui/nav/SideList.kt": """
                package org.example.ui.nav

                class SideList(context: Context) : LinearLayout(context) {
                    val nav: BottomNavigationView = BottomNavigationView(context)
                }
                """,
            "app/src/main/java/org/example/ui/nav/JavaBar.java": """
                package org.example.ui.nav;

                public class JavaBar extends com.google.android.material.bottomnavigation.BottomNavigationView {
                }
                """,
        ])
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/navigation_list.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/java_list.xml")))
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/side_list.xml")))
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/missing_list.xml")))
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/navigation_list.xml"))
        #expect(loaded.definition?.bars.first?.items.count == 3, "\(loaded.diagnostics)")
    }

    /// An item without `android:id` is valid (MenuInflater gives it `Menu.NONE`) and shown: kDrive puts a
    /// disabled item with `android:title="@null"` under its floating action button. It is an item named by
    /// its position (kept apart from the declared ids), with no title; `@null` is no literal text.
    @Test func aMenuItemWithoutAnIdIsStillAnItem() throws {
        let scratch = project([
            "app/src/main/res/menu/bottom_nav.xml": """
                <menu xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:id="@+id/home" android:title="@string/home" />
                    <item android:id="@+id/item2" android:title="@string/home" android:visible="false" />
                    <item android:enabled="false" android:title="@null" />
                    <item android:id="@+id/item3" android:title="@string/alias_title" android:checked="true" />
                    <item android:title="@string/home" />
                </menu>
                """,
        ])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.id) == ["home", "item2_", "item3", "item4"], "positions among the visible items, apart from declared ids")
        #expect(bar.items[1].title == nil && !bar.items[1].isEnabled, "@null is no title")
        #expect(bar.items[3].title?.source == .key("home"))
        #expect(bar.selectedItemID == "item3")
    }

    /// AnkiDroid's menus leave tabs untitled and title them in code once the bar is inflated: through an
    /// enum of its tabs (`HOME(R.id.nav_home, …)`, `entries.forEach { item -> bottomNavigationView.menu
    /// .findItem(item.id)?.title = item.title(context) }`) and one by one (`binding.bottomNavigation.menu
    /// .findItem(R.id.styling_edit).title = …`). TalkBack reads those titles, not "Tab, 1 of 4": they are
    /// computed at run time. An options menu's `menu.findItem(…)`, a drawer's, a call that only hides the
    /// item (which changes the bar's tabs instead, round 30), and a unit test's code title nothing on the bar.
    @Test func aMenuItemTitledInCodeIsSetAtRunTime() throws {
        let scratch = project([
            "app/src/main/res/menu/home_nav.xml": """
                <menu xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:id="@+id/nav_home" android:icon="@drawable/ic_list" />
                    <item android:id="@+id/nav_browser" android:title="@string/home" />
                    <item android:id="@+id/nav_styling" android:icon="@drawable/ic_css" />
                    <item android:id="@+id/nav_options" android:icon="@drawable/ic_more" />
                    <item android:id="@+id/nav_drawer" android:icon="@drawable/ic_menu" />
                    <item android:id="@+id/nav_hidden" android:icon="@drawable/ic_hidden" />
                </menu>
                """,
            "app/src/main/res/layout/activity_home.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/tabs" app:menu="@menu/home_nav" />
                </LinearLayout>
                """,
            "app/src/main/java/app/HomeTabs.kt": """
                package app

                class HomeTabs(private val bottomNavigationView: BottomNavigationView) {
                    enum class Tab(@IdRes val id: Int) {
                        HOME(R.id.nav_home),
                        BROWSER(R.id.nav_browser),
                    }

                    fun setup(context: Context) {
                        Tab.entries.forEach { tab -> bottomNavigationView.menu.findItem(tab.id)?.title = context.getString(R.string.feed) }
                        binding.tabs.menu.findItem(R.id.nav_styling).title = Backend.styling()
                        binding.tabs.menu.findItem(R.id.nav_hidden).isVisible = false
                    }

                    override fun onPrepareOptionsMenu(menu: Menu) {
                        menu.findItem(R.id.nav_options)?.title = "Options"
                        drawerLayout.navigationView.menu.findItem(R.id.nav_drawer).setTitle(R.string.home)
                    }
                }
                """,
            "app/src/test/java/app/HomeTabsTest.kt": "fun retitle() { binding.tabs.menu.findItem(R.id.nav_options).title = \"Test\" }",
            "app/src/main/java/app/test/TabsForTesting.kt": "fun retitle() { binding.tabs.menu.findItem(R.id.nav_hidden).setTitle(R.string.feed) }",
        ])
        let loaded = Auditor.load(scratch.path("app/src/main/res/menu/home_nav.xml"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        let titledInCode = bar.items.filter { $0.setAtRunTime["title"] != nil }.map(\.id)
        #expect(titledInCode == ["nav_home", "nav_browser", "nav_styling", "nav_hidden"], "a unit test's code is not the app's; a package named test is")
        #expect(bar.items.first { $0.id == "nav_browser" }?.title == nil, "the code's title replaces the menu's")
        #expect(bar.items.filter { $0.setAtRunTime["title"] == nil }.allSatisfy { $0.title == nil }, "untitled, as the menu leaves them")
        #expect(loaded.diagnostics.map(\.message) == [
            "the app's code (HomeTabs.kt:10, HomeTabs.kt:11, TabsForTesting.kt:1) sets the titles of tabs 'nav_home', 'nav_browser', 'nav_styling', 'nav_hidden' (MenuItem.setTitle), replacing the menu's; they are computed at run time and not audited here",
            // Hiding the tab (`isVisible = false`) changes which tabs the bar shows (round 30).
            "the app's code (HomeTabs.kt:12) changes the bar's items at run time (`menu.findItem(…)`): which tabs it shows, and how many, is not known: each item's texts are audited, the tabs' count and sizes are not, and a title too wide for the menu's tabs is a note",
        ])
    }

    /// A menu of an `ldrtl` folder is picked only in right-to-left layouts, where it replaces the plain
    /// menu: FairEmail's `menu-ldrtl/action_messages.xml` repeated every missing title of its plain menu,
    /// in left-to-right locales that never show it. Each bar is audited in the locales of its direction.
    @Test func anLdrtlMenuIsAuditedInRightToLeftLocalesOnly() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/home" android:title="@string/home" /><item android:id="@+id/feed" android:title="@string/feed" /></menu>
            """
        let scratch = project([
            "app/src/main/res/menu/bottom_nav.xml": menu,
            "app/src/main/res/menu-ldrtl/bottom_nav.xml": menu,
            "app/src/main/res/menu-land/other.xml": menu,
        ])
        let plain = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        let mirrored = try #require(Auditor.load(scratch.path("app/src/main/res/menu-ldrtl/bottom_nav.xml")).definition?.bars.first)
        #expect(plain.shownOnlyRightToLeft == false && mirrored.shownOnlyRightToLeft == true)
        let result = try runBarAudit(["audit", scratch.path("."), "--format", "text"])
        let missing = result.standardOutput.split(separator: "\n").filter { $0.contains("[l10n-string-missing]") }
        #expect(missing.contains { $0.contains("menu-ldrtl/bottom_nav.xml") && $0.contains("'feed' has no text in 'he';") }, "\(missing)")
        #expect(missing.contains { $0.contains("menu/bottom_nav.xml") && !$0.contains("menu-ldrtl") && $0.contains("'feed' has no text in 'de', 'de-AT', 'pt', 'pt-BR';") }, "\(missing)")
        #expect(!missing.contains { $0.contains("menu-ldrtl") && $0.contains("'de'") }, "\(missing)")
    }

    /// A `.json` file is a bar definition only with a `"bars"` member: Pocket Casts' Lottie animation
    /// `res/raw/pillar_bars_i3.json` names its composition `"nm": "bars"` and gave 13 input warnings.
    @Test func aJSONFileWhoseValueIsBarsIsNoDefinition() throws {
        let scratch = Scratch()
        let lottie = scratch.write("app/src/main/res/raw/pillar_bars.json", "{\n  \"v\": \"5.12.1\",\n  \"nm\": \"bars\",\n  \"layers\": [{\"nm\": \"bars\"}]\n}")
        let definition = scratch.write("tabs.json", "{\"version\": 1, \"bars\"\n  : []}")
        #expect(!DefinitionDiscovery.looksLikeDefinition(lottie))
        #expect(DefinitionDiscovery.looksLikeDefinition(definition))
        #expect(!DefinitionDiscovery.hasBarsMember(Array("\"bars\"".utf8)) && DefinitionDiscovery.hasBarsMember(Array("{\"bars\":[]}".utf8)))
        #expect(DefinitionDiscovery.discover([scratch.path(".")]).files.map { ($0 as NSString).lastPathComponent } == ["tabs.json"])
    }

    /// The resource system picks a layout and a menu for the device's configuration each on its own:
    /// LSPosed's phone layout has the BottomNavigationView and `layout-sw600dp` a NavigationRailView, so
    /// its `menu-sw600dp` variant of the menu is the rail's and no bar; a qualified menu that the bottom
    /// bar's layout is still picked with (`menu-land`) is one.
    @Test func aQualifiedMenuOnlyARailShowsIsNoBar() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/home" android:title="@string/home" /></menu>
            """
        let scratch = project([
            "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
            "app/src/main/res/layout-sw600dp/activity_main.xml": """
                <FrameLayout xmlns:app="http://schemas.android.com/apk/res-auto">
                    <com.google.android.material.navigationrail.NavigationRailView app:menu="@menu/bottom_nav" />
                </FrameLayout>
                """,
            "app/src/main/res/menu-sw600dp/bottom_nav.xml": menu,
            "app/src/main/res/menu-land/bottom_nav.xml": menu,
        ])
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu-sw600dp/bottom_nav.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu-land/bottom_nav.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/bottom_nav.xml")))
        #expect(AndroidProject.qualifierSet(ofFolder: "menu-sw600dp-LAND") == ["sw600dp", "land"])
    }

    /// `app:itemTextAppearanceActive` on the view (or in its style) sets the labels' size: Magisk's
    /// `AppearanceFoundation.Tiny.Bold` is 11 sp (its parent `TextAppearance.AppCompat.Caption` has no
    /// letter spacing) and bold, measured in Roboto Bold; a library text appearance gives its own size;
    /// one whose size is unknown leaves the theme's label style.
    @Test func labelTextAppearanceFromTheView() throws {
        func appearance(_ attributes: String) throws -> MaterialTextAppearance? {
            let scratch = project([
                "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
                "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" \(attributes) app:menu=\"@menu/bottom_nav\"/>",
                "app/src/main/res/values/styles.xml": """
                    <resources>
                        <style name="Tiny" parent="TextAppearance.AppCompat.Caption"><item name="android:textSize">11sp</item></style>
                        <style name="Tiny.Bold"><item name="android:textStyle">bold</item></style>
                        <style name="Nav" parent="Widget.Material3.BottomNavigationView"><item name="itemTextAppearanceActive">@style/TextAppearance.Material3.LabelSmall</item></style>
                        <style name="Item" parent="TextAppearance.AppCompat"><item name="android:textSize">@dimen/item_text</item><item name="android:textStyle">bold</item></style>
                        <style name="Dangling" parent="TextAppearance.AppCompat"><item name="android:textSize">@dimen/absent</item></style>
                    </resources>
                    """,
                "app/src/main/res/values/dimens.xml": "<resources><dimen name=\"item_text\">@dimen/small_text</dimen><dimen name=\"small_text\">12sp</dimen></resources>",
            ])
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).materialLabelTextAppearance
        }
        #expect(try appearance("app:itemTextAppearanceActive=\"@style/Tiny.Bold\"") == MaterialTextAppearance(textSize: 11, letterSpacing: 0, weight: .bold))
        #expect(try appearance("app:itemTextAppearanceActive=\"@style/Tiny\"") == MaterialTextAppearance(textSize: 11, letterSpacing: 0, weight: .regular))
        let small = try #require(try appearance("style=\"@style/Nav\""))
        #expect(small.textSize == 11 && small.weight == .medium && abs(small.letterSpacing - 0.5 / 11) < 1e-6)
        #expect(try appearance("app:itemTextAppearanceActive=\"@style/Unknown.Library.Style\"") == nil)
        #expect(try appearance("") == nil)
        // Android round 5: QR & Barcode Scanner's `android:textSize` is `@dimen/bottom_navigation_item_text_size`
        // (12 sp, bold); it was measured at the Design library's 14 sp regular.
        #expect(try appearance("app:itemTextAppearanceActive=\"@style/Item\"") == MaterialTextAppearance(textSize: 12, letterSpacing: 0, weight: .bold),
                "a dimension reference, followed through another")
        #expect(try appearance("app:itemTextAppearanceActive=\"@style/Dangling\"") == nil, "a dimension no values folder defines")
    }

    /// The Design library's labels take their size from `design_bottom_navigation_active_text_size`, which
    /// an app overrides by defining it: FairEmail sets it (and the inactive size) to 12 sp under an AppCompat
    /// theme, and 63 of its 192 truncations were measured at 14 sp. A Material Components or Material 3 style
    /// sizes its labels with its text appearance, whatever the dimension.
    @Test func anAppsDesignLibraryLabelSizeOverridesTheLibrarys() throws {
        func appearance(theme: String, dimen: Bool = true) throws -> MaterialTextAppearance? {
            let scratch = project([
                "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
                "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:labelVisibilityMode=\"labeled\" app:menu=\"@menu/bottom_nav\"/>",
                "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/AppTheme\"/></manifest>",
                "app/src/main/res/values/themes.xml": "<resources><style name=\"AppTheme\" parent=\"\(theme)\"/></resources>",
                "app/src/main/res/values/dimen.xml": dimen ? """
                    <resources xmlns:tools="http://schemas.android.com/tools">
                        <dimen name="design_bottom_navigation_text_size" tools:override="true">12sp</dimen>
                        <dimen name="design_bottom_navigation_active_text_size" tools:override="true">12sp</dimen>
                    </resources>
                    """ : "<resources><dimen name=\"margin\">8dp</dimen></resources>",
            ])
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).materialLabelTextAppearance
        }
        #expect(try appearance(theme: "Theme.AppCompat.Light.NoActionBar") == MaterialTextAppearance(textSize: 12, letterSpacing: 0, weight: .regular))
        #expect(try appearance(theme: "Theme.AppCompat.Light.NoActionBar", dimen: false) == nil, "the library's 14 sp")
        #expect(try appearance(theme: "Theme.MaterialComponents.Light") == nil, "Caption sets the size")
        #expect(try appearance(theme: "Theme.Material3.Light") == nil)
    }

    /// Pocket Casts' form (round 4's open case; written for this test, not copied): the layout's
    /// BottomNavigationView has an id and no `app:menu`, and MainActivity calls
    /// `binding.bottomNavigation.inflateMenu(VR.menu.navigation)` with a library module's `R` imported as `VR`.
    /// The menu is that view's bar, with the view's `labelVisibilityMode`, as if the layout named it; a
    /// toolbar's `inflateMenu`, a test's, or a menu inflated into a view of another id is not.
    @Test func aMenuInflatedFromCodeIntoABottomNavigationViewIsItsBar() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/podcasts" android:title="@string/home" /><item android:id="@+id/discover" android:title="@string/settings" />
                <item android:id="@+id/profile" android:title="@string/feed" /><item android:id="@+id/more" android:title="@string/brand" />
            </menu>
            """
        let scratch = project([
            "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
            "app/src/main/res/layout/activity_main.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <androidx.appcompat.widget.Toolbar android:id="@+id/toolbar" />
                    <com.example.views.BottomNavigationView android:id="@+id/bottom_navigation" app:labelVisibilityMode="labeled" />
                </LinearLayout>
                """,
            "libs/strings/src/main/res/menu/navigation.xml": menu,
            "libs/strings/src/main/res/menu/toolbar_actions.xml": menu,
            "libs/strings/src/main/res/menu/test_only.xml": menu,
            "app/src/main/java/app/MainActivity.kt": """
                package app

                import app.views.R as VR

                class MainActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        binding.toolbar.inflateMenu(VR.menu.toolbar_actions)
                        binding.bottomNavigation.inflateMenu(VR.menu.navigation)
                    }
                }
                """,
            "app/src/test/java/app/MainActivityTest.kt": "fun test() { binding.bottomNavigation.inflateMenu(R.menu.test_only) }",
        ])
        let path = scratch.path("libs/strings/src/main/res/menu/navigation.xml")
        #expect(DefinitionDiscovery.isBottomNavigationMenu(path))
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.titleVisibility == .always, "the view's labelVisibilityMode=\"labeled\" (four items would otherwise show one label)")
        #expect(bar.items.map(\.id) == ["podcasts", "discover", "profile", "more"])
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("libs/strings/src/main/res/menu/toolbar_actions.xml")), "a toolbar's menu")
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("libs/strings/src/main/res/menu/test_only.xml")), "a test's inflateMenu")
        #expect(AndroidProject.bindingName(ofViewID: "bottom_navigation") == "bottomNavigation")
        #expect(AndroidProject.bindingName(ofViewID: "bottomNavigation") == "bottomNavigation")
    }

    /// Smart-AutoClicker's dialogs (written for this test, not copied): the layout's BottomNavigationView has an id and no
    /// `app:menu`, and each dialog's `override fun inflateMenu(navBarView: NavigationBarView) { navBarView.inflateMenu(
    /// R.menu.menu_scenario_config) }` gives it a menu through a parameter declared as a bar. That menu is the bar's; one
    /// inflated into a name declared as a toolbar, or into a bar's name where no view lacks a menu, is not.
    @Test func aMenuInflatedIntoANameDeclaredAsABarIsItsBar() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/page_events" android:title="@string/home" /><item android:id="@+id/page_config" android:title="@string/settings" />
            </menu>
            """
        let scratch = project([
            "app/src/main/res/layout/view_bottom_nav_bar.xml": Self.bottomNavigationWithoutMenu,
            "app/src/main/res/menu/menu_scenario_config.xml": menu,
            "app/src/main/res/menu/menu_debug_report.xml": menu,
            "app/src/main/res/menu/menu_toolbar.xml": menu,
            "app/src/main/java/app/ScenarioDialog.kt": """
                package app

                class ScenarioDialog : NavBarDialog() {
                    override fun inflateMenu(navBarView: NavigationBarView) {
                        navBarView.inflateMenu(R.menu.menu_scenario_config)
                    }

                    fun setupToolbar(toolbar: Toolbar) {
                        toolbar.inflateMenu(R.menu.menu_toolbar)
                    }
                }
                """,
            "app/src/main/java/app/DebugReportDialog.java": """
                package app;

                class DebugReportDialog {
                    void inflate(BottomNavigationView bar) {
                        bar.inflateMenu(R.menu.menu_debug_report);
                    }
                }
                """,
        ])
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/menu_scenario_config.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/menu_debug_report.xml")), "a Java parameter's type")
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(scratch.path("app/src/main/res/menu/menu_toolbar.xml")), "a toolbar's menu")
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/menu_scenario_config.xml")).definition?.bars.first)
        #expect(bar.items.map(\.id) == ["page_events", "page_config"])

        let withMenus = project([
            "app/src/main/res/menu/menu_scenario_config.xml": menu,
            "app/src/main/java/app/ScenarioDialog.kt": "class ScenarioDialog { fun inflate(navBarView: NavigationBarView) { navBarView.inflateMenu(R.menu.menu_scenario_config) } }",
        ])
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(withMenus.path("app/src/main/res/menu/menu_scenario_config.xml")),
                "every bottom navigation view of the project names its menu: the menu may be a rail's")
    }

    /// litewallet's `BreadActivity.java` (written for this test after its pattern, not copied) clears its bar's menu and
    /// inflates one of two by a condition: `bottomNav.getMenu().clear(); bottomNav.inflateMenu(isInUsa() ? R.menu.bottom_nav_menu_us
    /// : R.menu.bottom_nav_menu);`. Each branch is a menu the bar shows on some device, and a `clear()` the next statement
    /// follows by inflating a menu into the same view replaces the menu: the tabs are that menu's, not changed at run time.
    /// Kotlin's `if (…) R.menu.a else R.menu.b` alike; a menu chosen any other way (a variable) names none.
    @Test func aMenuChosenByAConditionWhereItIsInflatedIsTheBarsMenu() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/nav_history" android:title="@string/home" /><item android:id="@+id/nav_send" android:title="@string/settings" />
                <item android:id="@+id/nav_buy" android:title="@string/home" />
            </menu>
            """
        let layout = """
            <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/bottomNav" tools:menu="@menu/bottom_nav_menu_us"/>
            </RelativeLayout>
            """
        func scratch(_ code: [String: String]) -> Scratch {
            project([
                "app/src/main/res/layout/activity_bread.xml": layout,
                "app/src/main/res/menu/bottom_nav_menu.xml": menu,
                "app/src/main/res/menu/bottom_nav_menu_us.xml": menu,
                "app/src/main/res/menu/bottom_nav_menu_eu.xml": menu,
                "app/src/main/res/menu/drawer.xml": menu,
            ].merging(code) { $1 })
        }
        let java = scratch(["app/src/main/java/app/BreadActivity.java": """
            package app;

            public class BreadActivity extends AppCompatActivity {
                private BottomNavigationView bottomNav;

                private void setUpBarFlipper() {
                    bottomNav = findViewById(R.id.bottomNav);
                    bottomNav.getMenu().clear();
                    bottomNav.inflateMenu(isInUsa() ? R.menu.bottom_nav_menu_us : inEurope() ? R.menu.bottom_nav_menu_eu : R.menu.bottom_nav_menu);
                    toolbar.inflateMenu(R.menu.drawer);
                }
            }
            """])
        for name in ["bottom_nav_menu", "bottom_nav_menu_us", "bottom_nav_menu_eu"] {
            let path = java.path("app/src/main/res/menu/\(name).xml")
            #expect(DefinitionDiscovery.isBottomNavigationMenu(path), "\(name)")
            let loaded = Auditor.load(path)
            let bar = try #require(loaded.definition?.bars.first)
            #expect(bar.items.count == 3 && !bar.itemsChangedAtRunTime, "a clear() followed by inflateMenu into the same view: \(loaded.diagnostics)")
        }
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(java.path("app/src/main/res/menu/drawer.xml")), "a toolbar's menu")

        let kotlin = scratch(["app/src/main/java/app/BreadActivity.kt": """
            class BreadActivity : AppCompatActivity() {
                fun setUp(menuName: Int) {
                    binding.bottomNav.menu.clear()
                    binding.bottomNav.inflateMenu(if (isInUsa()) { R.menu.bottom_nav_menu_us } else R.menu.bottom_nav_menu)
                    binding.bottomNav.inflateMenu(menuName)
                    binding.bottomNav.menu.removeItem(R.id.nav_buy)
                }
            }
            """])
        #expect(DefinitionDiscovery.isBottomNavigationMenu(kotlin.path("app/src/main/res/menu/bottom_nav_menu_us.xml")))
        #expect(DefinitionDiscovery.isBottomNavigationMenu(kotlin.path("app/src/main/res/menu/bottom_nav_menu.xml")))
        #expect(!DefinitionDiscovery.isBottomNavigationMenu(kotlin.path("app/src/main/res/menu/bottom_nav_menu_eu.xml")), "a menu no branch names")
        let changed = try #require(Auditor.load(kotlin.path("app/src/main/res/menu/bottom_nav_menu.xml")).definition?.bars.first)
        #expect(changed.itemsChangedAtRunTime, "a removal after the menu is inflated still changes the tabs")
    }

    /// ytdlnis's `fun NavigationBarView.applyNavBarStyle()` (written for this test, not copied) removes every item of the
    /// bar's menu and adds back those a preference keeps (`this.menu.removeItem(it.itemId)`, `this.menu.add(…)`): three of
    /// the menu's five by default, so the four-tab layout the menu gives was measured and a French title reported
    /// truncated that the default bar shows whole. Each item's texts are still audited (a missing translation), the tabs'
    /// count and sizes are not, a title too wide for the menu's tabs is a note, and a note says where the code changes them. An options menu's
    /// `menu.removeItem(…)`, a toolbar's `menu.clear()` (also a bottom sheet's toolbar, tachiyomiJ2K's) and a removal naming
    /// another menu's item change no bar.
    @Test func aMenuWhoseItemsCodeAddsOrRemovesIsAuditedWithoutItsLayout() throws {
        let menu = """
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/homeFragment" android:title="@string/home" />
                <item android:id="@+id/historyFragment" android:title="@string/downloads" />
                <item android:id="@+id/moreFragment" android:title="@string/more" />
                <item android:id="@+id/queueFragment" android:title="@string/queue" />
                <item android:id="@+id/terminalActivity" android:title="@string/queue" android:visible="false" />
            </menu>
            """
        let others = """
            package app

            class MainActivity : AppCompatActivity() {
                override fun onCreateOptionsMenu(menu: Menu): Boolean {
                    menu.removeItem(R.id.homeFragment)
                    binding.toolbar.menu.clear()
                    binding.bottomSheet.sheetToolbar.menu.clear()
                    binding.bottomNavigationView.menu.removeItem(R.id.settingsFragment)
                    return true
                }
            }
            """
        func scratch(_ extra: [String: String]) -> Scratch {
            let files = [
                "settings.gradle.kts": "include(\":app\")\n",
                "app/build.gradle.kts": "android { namespace = \"app\" }\n",
                "app/src/main/res/layout/activity_main.xml": """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                        <com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/bottomNavigationView"
                            app:labelVisibilityMode="labeled" app:menu="@menu/bottom_nav_menu" />
                    </LinearLayout>
                    """,
                "app/src/main/res/menu/bottom_nav_menu.xml": menu,
                "app/src/main/res/values/strings.xml": """
                    <resources><string name="home">Home</string><string name="downloads">Downloads</string><string name="more">More</string><string name="queue">Queue</string></resources>
                    """,
                "app/src/main/res/values-fr/strings.xml": """
                    <resources><string name="home">Accueil</string><string name="downloads">Téléchargements terminés</string><string name="more">Plus</string></resources>
                    """,
                "app/src/main/java/app/MainActivity.kt": others,
            ]
            let scratch = Scratch()
            for (path, text) in files.merging(extra, uniquingKeysWith: { $1 }) { scratch.write(path, text) }
            return scratch
        }
        let unchanged = scratch([:])
        let bar = try #require(Auditor.load(unchanged.path("app/src/main/res/menu/bottom_nav_menu.xml")).definition?.bars.first)
        #expect(!bar.itemsChangedAtRunTime, "an options menu, toolbars and another menu's item")
        let before = try runBarAudit(["audit", unchanged.path("."), "--format", "text"]).standardOutput
        #expect(before.contains("'Téléchargements terminés' measures"), "\(before)")

        let rebuilt = scratch(["app/src/main/java/app/NavbarUtil.kt": """
            package app

            object NavbarUtil {
                fun NavigationBarView.applyNavBarStyle(): Int {
                    val navBarItems = getNavBarItems(this.context)
                    navBarItems.forEach {
                        this.menu.removeItem(it.itemId)
                    }
                    navBarItems.forEach { item ->
                        if (item.isVisible) menu.add(item.groupId, item.itemId, Menu.NONE, item.title)
                    }
                    return 0
                }
            }
            """])
        let loaded = Auditor.load(rebuilt.path("app/src/main/res/menu/bottom_nav_menu.xml"))
        let changed = try #require(loaded.definition?.bars.first)
        #expect(changed.itemsChangedAtRunTime && changed.items.count == 4)
        #expect(loaded.diagnostics.map(\.message) == [
            "the app's code (NavbarUtil.kt:7) changes the bar's items at run time (`menu.removeItem(…)`): which tabs it shows, and how many, is not known: each item's texts are audited, the tabs' count and sizes are not, and a title too wide for the menu's tabs is a note",
        ])
        let after = try runBarAudit(["audit", rebuilt.path("."), "--format", "text"]).standardOutput
        #expect(!after.contains("warning: the title 'Téléchargements terminés'") && !after.contains("[layout-item-count]") && !after.contains("[touch-target-size]"), "\(after)")
        #expect(after.contains("note: the title 'Téléchargements terminés' measures") && after.contains("likely truncated, with the menu's 4 tabs; the app's code changes the bar's tabs at run time"), "\(after)")
        #expect(after.contains("the title key 'queue' has no text in 'fr'"), "\(after)")

        let applied = scratch(["app/src/main/java/app/Tabs.java": """
            class Tabs extends BottomNavigationView {
                void hide() { getMenu().findItem(R.id.queueFragment).setVisible(false); }
            }
            """])
        #expect(try #require(Auditor.load(applied.path("app/src/main/res/menu/bottom_nav_menu.xml")).definition?.bars.first).itemsChangedAtRunTime,
                "a subclass hiding an item of its own menu")
        let scoped = scratch(["app/src/main/java/app/Setup.kt": "fun setup() { binding.bottomNavigationView.apply { menu.clear() } }"])
        #expect(try #require(Auditor.load(scoped.path("app/src/main/res/menu/bottom_nav_menu.xml")).definition?.bars.first).itemsChangedAtRunTime,
                "`menu` inside the bar's `apply` block")
    }

    /// Rethink's five-item BottomNavigationView (Material 3, every label shown) on a 360 dp phone: Material
    /// Components' item layout gives the label group no horizontal margin or padding, so a label may take
    /// the item's whole 72 dp. Russian "Статистика" (70.2 dp) fits; "Конфигуриране" (94.5 dp) does not.
    /// A bar definition, which names no view, keeps the estimated 4 dp inset on each side.
    @Test func aBottomNavigationViewLabelMayTakeItsWholeItem() throws {
        let titles = [("home", "Главная"), ("stats", "Статистика"), ("logs", "Журналы"), ("about", "О нас"), ("configure", "Конфигуриране")]
        let scratch = Scratch()
        for (path, text) in [
            "settings.gradle": "include ':app'\n",
            "app/src/main/res/menu/bottom_nav.xml": "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\">"
                + titles.map { "<item android:id=\"@+id/\($0.0)\" android:title=\"@string/\($0.0)\"/>" }.joined() + "</menu>",
            "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:labelVisibilityMode=\"labeled\" app:menu=\"@menu/bottom_nav\"/>",
            "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/AppTheme\"/></manifest>",
            "app/src/main/res/values/themes.xml": "<resources><style name=\"AppTheme\" parent=\"Theme.Material3.Light\"/></resources>",
            "app/src/main/res/values/strings.xml": "<resources>" + titles.map { "<string name=\"\($0.0)\">\($0.0)</string>" }.joined() + "</resources>",
            "app/src/main/res/values-ru/strings.xml": "<resources>" + titles.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>",
        ] { scratch.write(path, text) }
        let file = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition)
        let bar = try #require(file.bars.first)
        #expect(bar.materialLabelSpansItem)
        var settings = RuleSettings()
        settings.enabled = ["l10n-title-truncation"]
        let engine = try RuleEngine(settings: settings)
        let truncated = engine.audit(file).findings.map { "\($0.itemID ?? "") \($0.locale ?? "")" }
        #expect(truncated == ["configure ru"], "\(truncated)")
        var definition = bar
        definition.materialLabelSpansItem = false
        let estimated = engine.audit(DefinitionFile(path: "m.xml", format: .xml, bars: [definition], strings: file.strings)).findings
        #expect(estimated.map { "\($0.itemID ?? "") \($0.locale ?? "")" }.sorted() == ["configure ru", "stats ru"], "a bar definition keeps the 4 dp inset")
    }

    /// Android round 5: RadioDroid's five-item bar (auto: only the selected label shows) sets
    /// `app:itemHorizontalTranslationEnabled="true"` under a MaterialComponents theme, so
    /// BottomNavigationMenuView measures the selected item up to 168 dp (136 dp on a 360 dp window, the
    /// other four keeping 56 dp): "Bisher gespielt" (84.8 dp) fits there, not in a fifth of the bar.
    /// The Design library's style (AppCompat themes) sets it true by default; MaterialComponents and
    /// Material 3 styles false.
    @Test func aShiftingBarWhoseSelectedItemGrowsGivesItsLabelTheRoom() throws {
        func bar(theme: String, attributes: String = "") throws -> Bar {
            let scratch = project([
                "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
                "app/src/main/res/menu/bottom_nav.xml": """
                    <menu xmlns:android="http://schemas.android.com/apk/res/android">
                        <item android:id="@+id/stations" android:title="Stations" />
                        <item android:id="@+id/starred" android:title="Starred" />
                        <item android:id="@+id/history" android:title="Bisher gespielt" />
                        <item android:id="@+id/alarm" android:title="Alarm" />
                        <item android:id="@+id/settings" android:title="Settings" />
                    </menu>
                    """,
                "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" \(attributes) app:menu=\"@menu/bottom_nav\"/>",
                "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/AppTheme\"/></manifest>",
                "app/src/main/res/values/themes.xml": "<resources><style name=\"AppTheme\" parent=\"\(theme)\"/><style name=\"Nav\" parent=\"Widget.Design.BottomNavigationView\"><item name=\"itemHorizontalTranslationEnabled\">false</item></style></resources>",
            ])
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        }
        func room(_ bar: Bar) -> Double { GeometryModel.layouts(for: bar).first { $0.viewport.width == 360 }?.tabs.first?.titleWidth ?? 0 }
        let radioDroid = try bar(theme: "Theme.MaterialComponents.Light", attributes: "app:itemHorizontalTranslationEnabled=\"true\"")
        #expect(radioDroid.materialSelectedItemGrows)
        #expect(abs(room(radioDroid) - 136) < 0.01, "360 − 4 × 56 dp, the label taking the whole item: \(room(radioDroid))")
        let findings = try RuleEngine().audit(DefinitionFile(path: "m.xml", format: .xml, bars: [radioDroid], strings: [:])).findings
        #expect(!findings.contains { $0.ruleID == "l10n-title-truncation" }, "\(findings.map(\.message))")

        let materialComponents = try bar(theme: "Theme.MaterialComponents.Light")
        #expect(!materialComponents.materialSelectedItemGrows, "Widget.MaterialComponents.BottomNavigationView sets it false")
        #expect(abs(room(materialComponents) - 72) < 0.01, "a fifth of 360 dp, the label taking the whole item: \(room(materialComponents))")
        #expect(try bar(theme: "Theme.AppCompat.Light").materialSelectedItemGrows, "Widget.Design.BottomNavigationView sets it true")
        #expect(try !bar(theme: "Theme.AppCompat.Light", attributes: "style=\"@style/Nav\"").materialSelectedItemGrows, "the view's style sets it false")
        #expect(try !bar(theme: "Theme.Material3.Light").materialSelectedItemGrows)
        #expect(try !bar(theme: "Theme.AppCompat.Light", attributes: "app:labelVisibilityMode=\"labeled\"").materialSelectedItemGrows,
                "labelled items are not shifting: they share the bar")
    }

    @Test func labelVisibilityFromTheViewStyle() throws {
        let scratch = project([
            "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
            "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" style=\"@style/Nav.Bottom\" app:menu=\"@menu/bottom_nav\"/>",
            "libs/strings/src/main/res/values/styles.xml": "<resources><style name=\"Nav\" parent=\"Widget.Material3.BottomNavigationView\"><item name=\"labelVisibilityMode\">unlabeled</item></style><style name=\"Nav.Bottom\"/></resources>",
        ])
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        #expect(bar.titleVisibility == .never, "Nav.Bottom inherits labelVisibilityMode from Nav by its dotted name")
    }

    /// Android round 8: Noice's `Theme.App` sets `bottomNavigationStyle` to a style with `labelVisibilityMode`
    /// `unlabeled`, and its layout sets neither a mode nor a style: `obtainStyledAttributes` reads the
    /// theme's default style (`defStyleAttr`) after the view's attributes and its `style=`, so the bar shows
    /// icons only (55 truncation warnings for labels never drawn). A view's own `android:theme` that sets
    /// `bottomNavigationStyle` gives its style instead, through a splash theme's `postSplashScreenTheme` too;
    /// the view's attribute and its `style=` still decide first (a `style=` ends in a library style, whose
    /// items Android reads before the theme's default style).
    @Test func labelVisibilityFromTheThemesDefaultStyle() throws {
        func visibility(application: String = "Theme.App", attributes: String = "") throws -> TitleVisibility? {
            let scratch = project([
                "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
                "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\" \(attributes) app:menu=\"@menu/bottom_nav\"/>",
                "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/\(application)\"/></manifest>",
                "app/src/main/res/values/themes.xml": """
                <resources>
                <style name="Base.Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/>
                <style name="Theme.App" parent="Base.Theme.App"><item name="bottomNavigationStyle">@style/Widget.App.BottomNavigationView</item></style>
                <style name="Theme.Plain" parent="Theme.Material3.DayNight.NoActionBar"/>
                <style name="Theme.Splash" parent="Theme.SplashScreen"><item name="postSplashScreenTheme">@style/Theme.App</item></style>
                <style name="Widget.App.BottomNavigationView" parent="Widget.Material3.BottomNavigationView"><item name="labelVisibilityMode">unlabeled</item></style>
                <style name="Widget.App.Labeled" parent="Widget.Material3.BottomNavigationView"><item name="labelVisibilityMode">labeled</item></style>
                <style name="Widget.App.Plain" parent="Widget.Material3.BottomNavigationView"/>
                <style name="ThemeOverlay.Nav" parent=""><item name="bottomNavigationStyle">@style/Widget.App.Labeled</item></style>
                </resources>
                """,
            ])
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).titleVisibility
        }
        #expect(try visibility() == .never, "Noice: the theme's bottomNavigationStyle hides every label")
        #expect(try visibility(application: "Theme.Splash") == .never, "through the splash theme's postSplashScreenTheme")
        #expect(try visibility(application: "Theme.Plain") != .never, "a theme without bottomNavigationStyle: the library's default (auto)")
        #expect(try visibility(attributes: "app:labelVisibilityMode=\"labeled\"") == .always, "the view's attribute first")
        #expect(try visibility(attributes: "style=\"@style/Widget.App.Labeled\"") == .always, "then the view's style")
        #expect(try visibility(attributes: "style=\"@style/Widget.App.Plain\"") != .never,
                "a view style replaces the theme's default style: its library parent's items come first")
        #expect(try visibility(attributes: "android:theme=\"@style/ThemeOverlay.Nav\"") == .always, "the view's theme sets its own default style")
    }

    /// BottomNavigationView's default style follows the theme: the Design library's labels (14 sp selected)
    /// under AppCompat themes, Caption (12 sp, selected or not) under MaterialComponents themes, Material 3
    /// under Theme.Material3; the view's style first.
    @Test func labelStyleFromTheApplicationTheme() throws {
        func style(theme parent: String, viewStyle: String = "", splash: Bool = false) throws -> MaterialLabelStyle? {
            let application = splash ? "Splash" : "AppTheme.Main"
            let scratch = project([
                "app/src/full/res/layout-sw600dp/activity_main.xml": "<FrameLayout/>",
                "app/src/main/res/layout/activity_main.xml": "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" \(viewStyle) app:menu=\"@menu/bottom_nav\"/>",
                "app/src/main/AndroidManifest.xml": "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/\(application)\"/></manifest>",
                "app/src/main/res/values/themes.xml": """
                <resources><style name="AppTheme" parent="\(parent)"/><style name="AppTheme.Main"/>
                <style name="Splash" parent="Theme.SplashScreen"><item name="postSplashScreenTheme">@style/AppTheme.Main</item></style>
                <style name="Nav" parent="Widget.Material3.BottomNavigationView"/></resources>
                """,
            ])
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).materialLabelStyle
        }
        #expect(try style(theme: "Theme.AppCompat.DayNight.NoActionBar") == .material2, "AppCompat: the Design library's style")
        #expect(try style(theme: "Theme.MaterialComponents.DayNight.Bridge") == .materialComponents, "OONI Probe, Canvas: Widget.MaterialComponents.BottomNavigationView shows Caption")
        #expect(try style(theme: "Theme.MaterialComponents.Light", splash: true) == .materialComponents, "the splash theme hands over to postSplashScreenTheme")
        #expect(try style(theme: "Theme.Material3.Light", viewStyle: "style=\"@style/Widget.MaterialComponents.BottomNavigationView.Colored\"") == .materialComponents)
        #expect(try style(theme: "Theme.MaterialComponents.Light", viewStyle: "style=\"@style/Widget.Design.BottomNavigationView\"") == .material2)
        #expect(try style(theme: "Theme.Material3.Light.NoActionBar") == nil, "Material 3, the default")
        #expect(try style(theme: "Theme.AppCompat.Light", viewStyle: "style=\"@style/Nav\"") == nil, "the view's own Material 3 style decides first")
    }

    /// Canvas Parent: the app module's `CanvasMaterialTheme_Default` (MaterialComponents) overrides the
    /// library's style of the same name (AppCompat), as the resource merger lets an app override its libraries.
    @Test func anAppModulesStyleOverridesItsLibrarys() throws {
        let style = try labelStyle(applicationTheme: "CanvasTheme", styles: [
            "app/src/main/res/values/themes.xml": "<style name=\"CanvasTheme\" parent=\"Theme.MaterialComponents.DayNight.DarkActionBar.Bridge\"/>",
            "libs/strings/src/main/res/values/themes.xml": "<style name=\"CanvasTheme\" parent=\"Theme.AppCompat.DayNight.NoActionBar\"/>",
        ])
        #expect(style == .materialComponents)
    }

    /// The label style of the bar `menu/bottom_nav` shows in a plain BottomNavigationView of the app
    /// module whose application theme is `applicationTheme`, with the given style files.
    private func labelStyle(applicationTheme: String, styles: [String: String]) throws -> MaterialLabelStyle? {
        var files = styles.mapValues { "<resources>\($0)</resources>" }
        files["app/src/main/res/layout/main_content.xml"] = "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:menu=\"@menu/bottom_nav\"/>"
        files["app/src/main/AndroidManifest.xml"] = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/\(applicationTheme)\"/></manifest>"
        let scratch = project(files)
        return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).materialLabelStyle
    }

    /// WiFiAnalyzer: the application theme is a splash theme without `postSplashScreenTheme`; code sets
    /// one of the project's themes, all AppCompat, so the labels are the Design library's.
    @Test func aSplashThemeWithoutSuccessorTakesTheStyleAllThemesShare() throws {
        func style(themes: String) throws -> MaterialLabelStyle? {
            try labelStyle(applicationTheme: "ThemeSplash", styles: [
                "app/src/main/res/values/styles.xml": themes + "<style name=\"ThemeOverlay\" parent=\"ThemeOverlay.AppCompat.Dark.ActionBar\"/><style name=\"ThemeSplash\" parent=\"Theme.SplashScreen\"/>",
            ])
        }
        #expect(try style(themes: "<style name=\"ThemeBlack\" parent=\"Theme.AppCompat\"/><style name=\"ThemeSystem\" parent=\"Theme.AppCompat.DayNight.DarkActionBar\"/><style name=\"ThemeSystem.NoActionBar\"/>") == .material2)
        #expect(try style(themes: "<style name=\"ThemeBlack\" parent=\"Theme.AppCompat\"/><style name=\"ThemeM3\" parent=\"Theme.Material3.Dark\"/>") == nil, "themes that differ: Material 3")
    }

    /// A view's own `android:theme` is applied over the activity's theme: a Material Components or Material 3
    /// theme sets `bottomNavigationStyle` and so decides the labels; `Theme.AppCompat` (StreamFlix's bar) sets
    /// none, so the application theme's style stays.
    @Test func aViewThemeDecidesOnlyWhereItSetsTheBottomNavigationStyle() throws {
        func style(viewTheme: String, applicationTheme: String) throws -> MaterialLabelStyle? {
            var files = ["app/src/main/res/values/styles.xml": "<resources><style name=\"AppTheme\" parent=\"\(applicationTheme)\"/><style name=\"BarTheme\" parent=\"\(viewTheme)\"/></resources>"]
            // Every layout of the project's menu shows the view with its theme.
            for layout in ["app/src/main/res/layout/main_content.xml", "app/src/main/res/layout/activity_main.xml", "app/src/full/res/layout-sw600dp/activity_main.xml"] {
                files[layout] = "<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\" android:theme=\"@style/BarTheme\" app:menu=\"@menu/bottom_nav\"/>"
            }
            files["app/src/main/AndroidManifest.xml"] = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:theme=\"@style/AppTheme\"/></manifest>"
            let scratch = project(files)
            return try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first).materialLabelStyle
        }
        #expect(try style(viewTheme: "Theme.MaterialComponents.DayNight", applicationTheme: "Theme.AppCompat.Light") == .materialComponents)
        #expect(try style(viewTheme: "Theme.AppCompat", applicationTheme: "Theme.MaterialComponents.Light") == .materialComponents)
        #expect(try style(viewTheme: "Theme.Material3.DayNight", applicationTheme: "Theme.AppCompat") == nil, "Material 3")
        #expect(try style(viewTheme: "ThemeOverlay.Material3.Dark", applicationTheme: "Theme.AppCompat") == .material2, "an overlay sets no style")
    }

    /// `string/home` and `plurals/home` are two resources; a menu's `@string/home` is the string.
    @Test func aStringAndAPluralOfTheSameName() throws {
        let scratch = project(["libs/strings/src/main/res/values/plurals.xml": "<resources><plurals name=\"home\"><item quantity=\"other\">%d homes</item></plurals></resources>",
                               "libs/strings/src/main/res/values-de/plurals.xml": "<resources><plurals name=\"home\"><item quantity=\"other\">%d Häuser</item></plurals></resources>"])
        let file = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition)
        #expect(file.strings["en"]?.entries["home"]?.content == .text("Home") && file.strings["de"]?.entries["home"]?.content == .text("Start"))
    }

    @Test func checkedItemIsSelected() throws {
        let menu = "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/home\" android:title=\"@string/home\"/><item android:id=\"@+id/brand\" android:title=\"@string/brand\" android:checked=\"true\"/></menu>"
        let scratch = project(["app/src/main/res/menu/bottom_nav.xml": menu])
        let bar = try #require(Auditor.load(scratch.path("app/src/main/res/menu/bottom_nav.xml")).definition?.bars.first)
        #expect(bar.selectedItemID == "brand")
    }

    /// Importers without a menu (Compose) resolve a source file's keys through its module the same way.
    @Test func stringsOfASourceFilesModule() throws {
        let scratch = project(["libs/strings/src/main/res/values-qq/strings.xml": "<resources><string name=\"home\">Label of the home tab</string></resources>"])
        let (android, module) = AndroidProject.containing(sourceFile: scratch.path("app/src/main/java/com/example/MainScreen.kt"))
        #expect(module?.path == ":app")
        let (resources, problems) = AndroidMenuImporter.strings(["home", "feed", "brand"], seenBy: module, in: android, otherwise: [], preferringPlurals: [])
        #expect(resources.sourceLocale == "en" && problems.isEmpty)
        #expect(resources.tables["de-AT"]?.entries["home"]?.content == .text("Start"), "the library module's strings, along the fallback chain")
        #expect(resources.tables["qq"] == nil, "translatewiki's message documentation is not a locale")
        #expect(resources.tables["en"]?.entries["feed"] != nil && resources.doNotTranslate.contains("brand"))
    }

    /// Crowdin's in-context pseudo-language holds markers its web editor replaces, not texts: Open Food Facts'
    /// `values-lol` and `values-lol-rUS` were two locales whose tab titles were "untranslated" and 190 dp wide.
    /// A folder with one real translation among markers is a language.
    @Test func crowdinsInContextPseudoLanguageIsNoLocale() throws {
        let scratch = Scratch()
        scratch.write("settings.gradle.kts", "include(\":app\")\n")
        scratch.write("app/build.gradle.kts", "android { }\n")
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"home\">Home</string><string name=\"feed\">Feed</string></resources>")
        scratch.write("app/src/main/res/values-lol/strings.xml", "<resources><string name=\"home\">crwdns127658:0crwdne127658:0</string><string name=\"feed\"></string></resources>")
        scratch.write("app/src/main/res/values-lol-rUS/strings.xml", "<resources><string name=\"home\">crwdns178366:0crwdne178366:0</string></resources>")
        scratch.write("app/src/main/res/values-fr/strings.xml", "<resources><string name=\"home\">Accueil</string><string name=\"feed\">crwdns127660:0crwdne127660:0</string></resources>")
        let (android, module) = AndroidProject.containing(sourceFile: scratch.path("app/src/main/java/com/example/MainScreen.kt"))
        let (resources, _) = AndroidMenuImporter.strings(["home", "feed"], seenBy: module, in: android, otherwise: [], preferringPlurals: [])
        #expect(resources.locales == ["en", "fr"], "\(resources.locales)")
        #expect(resources.tables["fr"]?.entries["home"]?.content == .text("Accueil"))
    }

    @Test func missingTranslationsSayWhatUsersSee() throws {
        let scratch = project()
        let result = try runBarAudit(["audit", scratch.path("."), "--quiet"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let missing = lines.filter { $0.contains("[l10n-string-missing]") }
        #expect(missing.count == 1, "only he lacks a translation of a visible, translatable title: \(missing)")
        #expect(missing.first?.hasSuffix("app/src/main/res/menu/bottom_nav.xml:3:34: error: the title key 'home' has no text in 'he'; users see the default (en) text 'Home' from strings.xml [l10n-string-missing]") == true, "\(missing)")
        #expect(!missing.contains { $0.contains("'brand'") } && !result.standardOutput.contains("secret"))
    }

    @Test func aKeyWithoutDefaultSaysTheMenuCannotInflate() throws {
        let scratch = project(["libs/strings/src/main/res/values-he/extra.xml": "<resources><string name=\"only_he\">רק</string></resources>",
                               "app/src/main/res/menu/bottom_nav.xml": "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/x\" android:title=\"@string/only_he\"/><item android:id=\"@+id/home\" android:title=\"@string/home\"/></menu>"])
        let result = try runBarAudit(["audit", scratch.path("app/src/main/res/menu/bottom_nav.xml"), "--quiet"])
        #expect(result.standardOutput.contains("the title key 'only_he' has no text in 'en', 'de', 'de-AT', 'pt', 'pt-BR'; the default values folder has none either, so inflating the menu fails (Resources.NotFoundException) [l10n-string-missing]"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("'only_he' has no text in 'he'"))
    }

    @Test func talkBackUtterances() throws {
        let scratch = project()
        let speech = try runBarAudit(["speak", scratch.path("app/src/main/res/menu/bottom_nav.xml"), "--locale", "de"])
        #expect(speech.standardOutput.contains("bar bottom_nav (material, TalkBack), de"))
        #expect(speech.standardOutput.contains("home   Ausgewählt, Start, Tab, 1 von 3"))
        #expect(speech.standardOutput.contains("alias  Einstellungen, Tab, Abgeblendet, 3 von 3"))
        let phrases = TalkBackPhrasebook.builtIn
        #expect(phrases.phrases(for: "en").badge(.count(1), locale: "en") == "1 new notification")
        #expect(phrases.phrases(for: "ru").badge(.count(3), locale: "ru") == "3 новых уведомления")
        #expect(phrases.phrases(for: "en").badge(.capped(999), locale: "en") == "More than 999 new notifications")
        #expect(phrases.phrases(for: "pt-BR").badge(.dot, locale: "pt-BR") == "Nova notificação")
    }

    /// `deletingLastPathComponent` crashed on `.` when a project was audited from inside one of its folders.
    @Test func relativePathsFromInsideTheProject() throws {
        let scratch = project()
        for folder in [".", "app", "app/src/main", "app/src/main/res"] {
            let result = try runBarAudit(["audit", ".", "--quiet"], in: scratch.url.appendingPathComponent(folder))
            #expect(result.status == 1 && result.standardOutput.contains("has no text in 'he'"), "\(folder): \(result.standardOutput) \(result.standardError)")
        }
    }

    @Test func badgesSetInCodeSpeakMaterialDescriptions() throws {
        let scratch = project(["baraudit.yml": "code_strings:\n  home: {badge: \"\"}\n  brand: {badge: \"3\"}\n  alias: {badge: \"999+\"}\n"])
        let result = try runBarAudit(["audit", ".", "--config", "baraudit.yml", "--locale", "en"], in: scratch.url)
        #expect(!result.standardOutput.contains("[badge-dot-unannounced]"), "BadgeDrawable describes a dot: \(result.standardOutput)")
        #expect(result.standardOutput.contains("so TalkBack says only its count phrase, \"3 new notifications\" in en (en) [badge-value-missing-context]"))
        #expect(result.standardOutput.contains("TalkBack: \"Settings, More than 999 new notifications, Tab, Disabled, 3 of 3\""))
    }

    @Test func badInputIsLocatedAndOtherFilesAreStillAudited() throws {
        let scratch = project([
            "libs/strings/src/main/res/values-de/broken.xml": "<resources>\n  <string name=\"x\">a</strin>\n</resources>",
            "libs/strings/src/main/res/values-xx-foo/strings.xml": "<resources><string name=\"home\">?</string></resources>",
            "app/src/main/res/menu/other_nav.xml": "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <item android:id=\"@+id/a\"\n          android:title=\"@string/nowhere\" />\n</menu>",
            "app/src/main/res/layout/other.xml": "<FrameLayout xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n  <com.google.android.material.bottomnavigation.BottomNavigationView app:menu=\"@menu/other_nav\"/>\n  <com.google.android.material.bottomnavigation.BottomNavigationView\n      app:menu=\"@menu/gone\"/>\n</FrameLayout>",
            "second/src/main/res/menu/nav.xml": "<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/one\" android:title=\"One\"/><item android:id=\"@+id/two\" android:title=\"Two\"/></menu>",
            "second/src/main/res/layout/main.xml": "<BottomNavigationView xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:menu=\"@menu/nav\"/>",
            // A module the settings leave out is not built: `second` is included to be audited.
            "settings.gradle.kts": "rootProject.name = \"Demo\"\ninclude(\":app\", \":second\")\ninclude(\":libs:strings\", \":absent\")\n",
        ])
        let result = try runBarAudit(["audit", scratch.path(".")])
        let output = result.standardOutput
        #expect(result.status == 2)
        #expect(output.contains("values-de/broken.xml:2:29: error: malformed XML: Opening and ending tag mismatch"), "\(output)")
        #expect(output.contains("values-xx-foo/strings.xml:1:1: error: unknown resource qualifier 'foo' in folder 'values-xx-foo'; AAPT2 refuses this folder [input]"), "\(output)")
        #expect(output.contains("menu/other_nav.xml:3:11: error: android:title references @string/nowhere, which no values folder of the module or the modules it uses defines (AAPT2: resource string/nowhere not found) [input]"), "\(output)")
        #expect(output.contains("layout/other.xml:4:7: error: the BottomNavigationView uses @menu/gone, which no menu folder of the project has (AAPT2: resource menu/gone not found) [input]"), "\(output)")
        #expect(output.components(separatedBy: "broken.xml").count == 2, "one line for the broken file, not one per menu: \(output)")
        #expect(output.contains("(2 bars, 5 items"), "the other menus are still audited: \(output)")
    }
}
