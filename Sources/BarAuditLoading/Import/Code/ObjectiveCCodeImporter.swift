import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Objective-C files (`.m`, `.mm`) that build a tab bar in code (`ObjectiveCTabReader`): each bar becomes an
/// iOS bar, as the Swift importer's do.
enum ObjectiveCCodeImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        let none = DefinitionFile(path: path, format: .xml, bars: [], strings: [:])
        guard ObjectiveCTabReader.mayBuildTabBar(bytes, header: header(of: path)) else { return (none, []) }
        let project = CodeProject.containing(path, cache: bundles)
        let scan = Self.scan(bytes, path: path, project: project)
        let diagnostics = scan.problems.map { problem in
            InputDiagnostic(severity: .info, message: problem.message, location: SourceLocation(file: path, line: problem.position.line, column: problem.position.column))
        }
        guard scan.bars.contains(where: { !$0.items.isEmpty }) else { return (none, diagnostics) }
        return AppleCodeBars.file(of: scan.bars, path: path, diagnostics: diagnostics, project: project,
                                  ownBundleKeys: [:], codeStrings: codeStrings, bundles: bundles)
    }

    /// The header beside an Objective-C file (`MainViewController.h` of `MainViewController.m`), if any.
    static func header(of path: String) -> [UInt8]? {
        let header = ((path as NSString).deletingPathExtension as NSString).appendingPathExtension("h") ?? path
        return FileBytes.read(header, atMost: CodeProject.maximumSourceBytes)
    }

    /// The file's bars, each controller that titles its own tab read from its class's file of the project, and the classes
    /// the header beside it (`MainViewController.h` of `MainViewController.m`) declares, tab bar controllers or not.
    static func scan(_ bytes: [UInt8], path: String, project: CodeProject) -> ObjectiveCTabReader.Scan {
        let declared = header(of: path).map {
            ObjectiveCTabReader.ParsedSource(String(decoding: $0, as: UTF8.self)).tabBarControllerClasses
        } ?? [:]
        // Bytes that are not UTF-8 (a Latin-1 comment, which clang takes) read as U+FFFD, which no token looks for.
        return ObjectiveCTabReader.read(source: String(decoding: bytes, as: UTF8.self), tabBarControllerClasses: declared,
                                        ownTab: { name, initializer in project.objectiveCOwnTab(ofClass: name, initializer: initializer) },
                                        isOwnTabNotRead: { project.isObjectiveCOwnTabNotRead(ofClass: $0) })
    }
}
