@testable import BarAuditLoading

/// The Kotlin tokenizer, the project's Kotlin declarations (enum entries, sealed objects, lists, member
/// `when`s) and the Jetpack Compose reader on the same file, then the whole Compose importer (bars
/// built, `R.string` keys resolved through a small Gradle project) when the reader finds a bar. The input is
/// also another file of the project for a bar that calls item wrappers and a tab list it may declare
/// (`otherFilesBar`: wrappers of other files, a companion's `tabs()`, `listOfNotNull`).
private let project = FuzzScratch.project("compose", files: [
    "settings.gradle": "include ':app'\n",
    "app/build.gradle": "android { defaultConfig { resConfigs \"en\", \"de\" } }\n",
    "app/src/main/res/values/strings.xml": #"<resources><string name="home">Home</string><string name="search">Search</string><plurals name="unread"><item quantity="one">%d new</item><item quantity="other">%d new</item></plurals></resources>"#,
    "app/src/main/res/values-de/strings.xml": #"<resources><string name="home">Start</string></resources>"#,
])

/// A bar in package `app` calling, by the names apps give them, an item wrapper and a tab list of another file.
private let otherFilesBar = """
    package app
    @Composable
    fun Bar(current: Tab) {
        androidx.compose.material3.NavigationBar {
            NavBarItem(selected = true, item = Tab.Home, onClick = {})
            Tab.tabs().forEach { tab -> NavBarItem(selected = tab == current, item = tab, onClick = {}) }
            listOfNotNull(Tab.Home, null).forEach { tab -> NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(tab.label)) }) }
        }
    }
    """

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComposeCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = KotlinFile(source: String(decoding: bytes, as: UTF8.self))
    var declarations = KotlinDeclarations()
    declarations.add(file)
    let scan = ComposeReader.read(file, declarations: declarations)
    let bar = KotlinFile(source: otherFilesBar)
    declarations.add(bar)
    _ = ComposeReader.read(bar, declarations: declarations)
    if !scan.bars.isEmpty {
        var builder = CodeBarBuilder(path: "Main.kt", platform: .material, sourceLocale: "en", locales: ["de"], codeStrings: CodeStrings())
        _ = builder.bars(scan.bars)
        _ = DefinitionLoader().load(path: "\(project)/app/src/main/java/Main.kt", bytes: bytes)
    }
    // The same bytes as a Java file adding a bottom navigation bar's items (`JavaMenuItems`, read with the Kotlin tokenizer).
    _ = JavaMenuItems.read(path: "\(project)/app/src/main/java/Main.java", bytes: bytes)
    return 0
}
