import Foundation
import PackagePlugin

/// Generates Swift source at build time so that data and rules need no manual registration:
/// - for `BarAuditData`: every file under `Rules/` and `Reports/` (except generated example reports)
///   becomes a string constant, so a copied `baraudit` binary carries its catalog, schemas and templates;
/// - for `BarAuditRules`: every Swift file in `Sources/BarAuditRules/Rules/` is a rule type named like
///   the file, and the registry of built-in rules is generated from that list.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedTool")
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated-\(target.name).swift")
        switch target.name {
        case "BarAuditData":
            let root = context.package.directoryURL
            let inputs = ["Rules", "Reports"].flatMap { dataFiles(under: root.appending(path: $0)) }
            return [.buildCommand(
                displayName: "Embedding \(inputs.count) data files",
                executable: tool.url,
                arguments: ["embed", output.path, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )]
        case "BarAuditRules":
            guard let sourceModule = target as? SourceModuleTarget else { return [] }
            let ruleFiles = sourceModule.sourceFiles(withSuffix: "swift")
                .map(\.url)
                .filter { $0.deletingLastPathComponent().lastPathComponent == "Rules" }
                .sorted { $0.path < $1.path }
            return [.buildCommand(
                displayName: "Registering \(ruleFiles.count) rules",
                executable: tool.url,
                arguments: ["registry", output.path] + ruleFiles.map(\.path),
                inputFiles: ruleFiles,
                outputFiles: [output]
            )]
        default:
            return []
        }
    }

    private func dataFiles(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .filter { !$0.path.contains("/Reports/examples/") }
            .sorted { $0.path < $1.path }
    }
}
