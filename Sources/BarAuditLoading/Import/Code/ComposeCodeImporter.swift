import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Kotlin files that build a bottom navigation bar with Jetpack Compose: each bar becomes a Material
/// bar with the strings of every module's `res/values*/strings.xml`.
enum ComposeCodeImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings) -> (DefinitionFile?, [InputDiagnostic]) {
        let empty = DefinitionFile(path: path, format: .xml, bars: [], strings: [:])
        guard ComposeReader.mentionsNavigationBar(bytes) else { return (empty, []) }
        let project = CodeProject.containing(path)
        let file = KotlinFile(source: String(decoding: bytes, as: UTF8.self))
        let scan = ComposeReader.read(file, declarations: project.kotlinDeclarations)
        var diagnostics = scan.problems.map {
            InputDiagnostic(severity: .info, message: $0.message, location: SourceLocation(file: path, line: $0.position.line, column: $0.position.column))
        }
        guard !scan.bars.isEmpty else { return (empty, diagnostics) }
        let strings = project.android
        diagnostics += strings.diagnostics
        var builder = CodeBarBuilder(path: path, platform: .material, sourceLocale: strings.sourceLocale, locales: strings.locales, codeStrings: codeStrings)
        let bars = builder.bars(scan.bars)
        diagnostics += builder.diagnostics
        return (DefinitionFile(path: path, format: .xml, bars: bars, strings: strings.tables), diagnostics)
    }
}
