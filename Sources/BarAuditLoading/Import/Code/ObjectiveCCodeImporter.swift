import BarAuditCodeImport
import BarAuditModel

/// Objective-C files (`.m`, `.mm`) that build a tab bar in code (`ObjectiveCTabReader`): each bar becomes an
/// iOS bar, as the Swift importer's do.
enum ObjectiveCCodeImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        let none = DefinitionFile(path: path, format: .xml, bars: [], strings: [:])
        guard ObjectiveCTabReader.mayBuildTabBar(bytes) else { return (none, []) }
        // Bytes that are not UTF-8 (a Latin-1 comment, which clang takes) read as U+FFFD, which no token looks for.
        let scan = ObjectiveCTabReader.read(source: String(decoding: bytes, as: UTF8.self))
        let diagnostics = scan.problems.map { problem in
            InputDiagnostic(severity: .info, message: problem.message, location: SourceLocation(file: path, line: problem.position.line, column: problem.position.column))
        }
        guard scan.bars.contains(where: { !$0.items.isEmpty }) else { return (none, diagnostics) }
        return AppleCodeBars.file(of: scan.bars, path: path, diagnostics: diagnostics, project: CodeProject.containing(path, cache: bundles),
                                  ownBundleKeys: [:], codeStrings: codeStrings, bundles: bundles)
    }
}
