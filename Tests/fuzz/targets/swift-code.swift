@testable import BarAuditCodeImport
@testable import BarAuditLoading
import Foundation

/// swift-syntax and the Swift tab reader (SwiftUI `TabView`/`Tab`, UIKit `UITabBarItem`) with the
/// declarations the same file makes (String wrappers, SwiftGen `L10n`, tab value types), then the whole
/// Swift importer (keys looked up in a small app bundle) when the reader finds a bar. The same bytes are read as
/// a storyboard tab bar controller's class (`TabBarControllerCode`: names bound to the tab list, indices,
/// loops), from the file and, no file bearing the class's name, from the files declaring it; as Objective-C
/// launch code (`SceneDelegate.m`, `AppDelegate.m`: the same tokens, character literals too); as an Objective-C file
/// building a tab bar (`ObjectiveCTabReader`: lists, items, tab adders called per tab, controllers titled by their classes
/// implemented in the same file; the whole importer when it finds a bar); as an Xcode project file (its objects, the application targets' device family and deployment target, the
/// sources they compile); as an `.xcconfig` a configuration is based on (its includes, which may name the file itself,
/// its comments and conditional settings); and as a package manifest read for its `defaultLocalization`.
private let project = FuzzScratch.project("swift", files: [
    "Package.swift": "// swift-tools-version: 5.9\n",
    "App/en.lproj/Localizable.strings": "\"Home\" = \"Home\";\n\"tab.search\" = \"Search\";\n",
    "App/de.lproj/Localizable.strings": "\"Home\" = \"Start\";\n",
])
/// In a folder of its own: written into the importer's project, the class file of the first input that
/// declares something became that project's declarations for the rest of the run (read once per project),
/// so that what the importer read depended on which input came first.
private let controllerClass = "\(FuzzScratch.project("swift-controller", files: ["Package.swift": "// swift-tools-version: 5.9\n", "App/Main.swift": ""]))/App/Main.swift"
/// The input as `App.xcconfig` beside a file it may include (`#include "Shared.xcconfig"`, or itself).
private let configurationFile = "\(FuzzScratch.project("swift-xcconfig", files: ["Config/Shared.xcconfig": "#include? \"App.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1\n"]))/Config/App.xcconfig"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = String(decoding: bytes, as: UTF8.self)
    // As the importer reads declarations: only from files that may have some (a parse less per input).
    var declarations = SwiftDeclarations()
    if SwiftDeclarations.mentionsDeclarations(bytes) { declarations.add(source: source) }
    declarations.finish()
    _ = CodeProject.typeNames(in: bytes)
    if FileManager.default.createFile(atPath: controllerClass, contents: Data(bytes)) {
        _ = TabBarControllerCode.read(className: "Main", sources: ["Main": [controllerClass]], declared: DeclaredClasses())
        _ = TabBarControllerCode.read(className: "App.Main", sources: ["Other": [controllerClass]], declared: DeclaredClasses())
    }
    _ = ObjectiveCLaunchCode.rootReplacedAtLaunch(in: source, scenes: true)
    _ = ObjectiveCLaunchCode.rootReplacedAtLaunch(in: source, scenes: false)
    _ = ObjectiveCLaunchCode.storyboardCleared(in: source)
    _ = AppleBundle.defaultLocalization(inManifest: source)
    if FileManager.default.createFile(atPath: configurationFile, contents: Data(bytes)) {
        _ = XcodeConfigurationFile(path: configurationFile).value("TARGETED_DEVICE_FAMILY")
    }
    // The input as its controllers' class file too (`@implementation FirstViewController` beside the list naming it): each
    // class's own tab read from the same tokens, as `CodeProject.objectiveCOwnTab` reads the file its index names (read
    // once: a second read without them doubled the time of the slowest regression inputs).
    let classes = ObjectiveCTabReader.ParsedSource(source)
    _ = CodeProject.implementedClasses(in: [bytes])
    let ownTabs = ObjectiveCTabReader.read(source: source, tabBarControllerClasses: classes.tabBarControllerClasses, ownTab: { name, initializer in
        ObjectiveCTabReader.ownTab(ofClass: name, initializer: initializer, in: classes, path: "Tabs.m",
                                   retitlingSelectors: ObjectiveCTabReader.retitlingSelectors(ofClass: name, in: classes))
    })
    if !ownTabs.bars.isEmpty {
        _ = DefinitionLoader().load(path: "\(project)/App/Tabs.m", bytes: bytes)
    }
    let projectFile = ProjectFileObjects(source)
    _ = AppleBundle.applicationTargetsBuildForPhoneOnly(in: projectFile)
    _ = AppleBundle.applicationDeploymentTarget(in: projectFile)
    _ = AppleBundle.compiledSources(in: projectFile, projectFolder: "/App")
    let scan = SwiftTabReader.read(source: source, declarations: declarations)
    if scan.bars.contains(where: { !$0.items.isEmpty }) {
        var builder = CodeBarBuilder(path: "Tabs.swift", platform: .ios, sourceLocale: "en", locales: ["de"], codeStrings: CodeStrings())
        _ = builder.bars(scan.bars)
        _ = DefinitionLoader().load(path: "\(project)/App/Tabs.swift", bytes: bytes)
    }
    return 0
}
