import Foundation
@testable import BarAuditLoading

/// An Android project read as `baraudit audit <folder>` reads it: discovery, the Gradle settings and
/// build files (includes, `projectDir`, dependencies, `resConfigs`), `values*` folders with their
/// qualifiers, `strings.xml` (plurals, `translatable`, `tools:*`, escapes), styles, the layout that
/// gives a menu to a BottomNavigationView, and the menu. The input is the project's files separated by
/// NUL bytes, in this order (a missing layout or menu is a plain one):
private let roles = [
    "settings.gradle", "app/build.gradle", "app/src/main/res/values/strings.xml",
    "qualifier",  // the first line names one more folder, `values-<qualifier>`
    "app/src/main/res/values-QUALIFIER/strings.xml", "app/src/main/res/layout/main.xml",
    "app/src/main/res/values/styles.xml", "app/src/main/res/menu/bottom.xml",
]

private let defaultLayout = #"<LinearLayout xmlns:app="http://schemas.android.com/apk/res-auto"><com.google.android.material.bottomnavigation.BottomNavigationView app:menu="@menu/bottom"/></LinearLayout>"#
private let defaultMenu = #"<menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:id="@+id/home" android:title="@string/home"/><item android:id="@+id/search" android:title="@string/search"/></menu>"#

/// Projects are cached by their root, and re-read when a file belongs to a module the cached one lacks:
/// each input puts the module in the other of two folders, so that every input is read afresh.
nonisolated(unsafe) private var inputs = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let sections = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: roles.count - 1, omittingEmptySubsequences: false)
    let root = "\(FuzzScratch.directory)/android"
    try? FileManager.default.removeItem(atPath: root)
    inputs += 1
    let module = inputs % 2 == 0 ? "app" : "app2"
    var qualifier = ""
    if sections.count > 3 {
        let line = sections[3].prefix { $0 != 0x0A && $0 != 0x0D }.prefix(100).filter { $0 != UInt8(ascii: "/") }
        qualifier = String(decoding: line, as: UTF8.self)
    }
    for (index, role) in roles.enumerated() where role != "qualifier" {
        var bytes = index < sections.count ? Data(sections[index]) : nil
        if bytes == nil, role.hasSuffix("layout/main.xml") { bytes = Data(defaultLayout.utf8) }
        if bytes == nil, role.hasSuffix("menu/bottom.xml") { bytes = Data(defaultMenu.utf8) }
        guard let bytes, !(role.contains("QUALIFIER") && qualifier.isEmpty) else { continue }
        let relative = role.replacingOccurrences(of: "app/", with: "\(module)/").replacingOccurrences(of: "QUALIFIER", with: qualifier)
        let path = "\(root)/\(relative)"
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: bytes)
    }
    _ = AndroidQualifiers(qualifier)
    // moko-resources is looked for once per project root (every input shares one): asked of each input here.
    _ = AndroidProject.namesMoko(projectRoot: root)
    if sections.count > 1 { _ = AndroidProject.namesMoko(gradle: String(decoding: sections[1], as: UTF8.self)) }
    // The other values folder's strings as a `.properties` file a build loads its locale filters from (`JavaProperties`).
    if sections.count > 4 { _ = JavaProperties.values(Array(sections[4])) }
    let discovered = DefinitionDiscovery.discover([root])
    for file in discovered.files { _ = DefinitionLoader().load(path: file) }
    _ = DefinitionLoader().load(path: "\(root)/\(module)/src/main/res/menu/bottom.xml")
    _ = AndroidResources.read(resourceDirectories: ["\(root)/\(module)/src/main/res"], wanted: nil, localeFilters: [])
    return 0
}
