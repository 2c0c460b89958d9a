import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation

/// The whole audit: find the definition files, load and check each one (in parallel, results in input
/// order), and collect what reporters need.
public struct Auditor: Sendable {
    public static let toolVersion = "0.1.0"

    public var loader: DefinitionLoader
    public var engine: RuleEngine
    /// How many files are loaded and audited at once.
    public var jobs: Int

    public init(loader: DefinitionLoader = DefinitionLoader(), engine: RuleEngine, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.loader = loader
        self.engine = engine
        self.jobs = max(1, jobs)
    }

    public func audit(paths: [String]) async -> AuditReport {
        let discovered = DefinitionDiscovery.discover(paths)
        let unreadable = discovered.diagnostics.map {
            AuditReport.FileResult(path: $0.location.file, definition: nil, diagnostics: [$0], checks: [])
        }
        let audited = await auditFiles(discovered.files)
        let files = (unreadable + audited).sorted { $0.path < $1.path }
        return AuditReport(files: files, toolVersion: Self.toolVersion, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion)
    }

    public func audit(file path: String) -> AuditReport.FileResult {
        let loaded = Self.load(path, with: loader)
        return AuditReport.FileResult(
            path: path, definition: loaded.definition, diagnostics: loaded.diagnostics,
            checks: loaded.definition.map(engine.audit) ?? [])
    }

    /// Loads a definition and checks what only the rule data knows: that the device classes a bar
    /// names exist for its platform. An unknown one is an input error, like any other bad input.
    public static func load(_ path: String, with loader: DefinitionLoader = DefinitionLoader()) -> LoadedFile {
        var loaded = loader.load(path: path)
        guard let definition = loaded.definition else { return loaded }
        let metrics = PlatformMetrics.builtIn
        for bar in definition.bars {
            for name in GeometryModel.viewports(for: bar, metrics: metrics).unknown {
                let known = metrics.deviceClasses.values.filter { $0.platform == bar.platform }.map(\.id).sorted()
                let hint = closestName(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
                loaded.diagnostics.append(InputDiagnostic(
                    severity: .error,
                    message: "bar '\(bar.id)' names device class '\(name)', which is not \(bar.platform == .ios ? "an iOS" : "a Material") device class (\(known.joined(separator: ", ")), optionally with -portrait or -landscape)\(hint)",
                    location: bar.location))
            }
        }
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { loaded.definition = nil }
        return loaded
    }

    private func auditFiles(_ paths: [String]) async -> [AuditReport.FileResult] {
        await withTaskGroup(of: (Int, AuditReport.FileResult).self) { group in
            var results = [AuditReport.FileResult?](repeating: nil, count: paths.count)
            var next = 0
            func startNext() {
                guard next < paths.count else { return }
                let index = next
                next += 1
                group.addTask { (index, audit(file: paths[index])) }
            }
            for _ in 0..<min(jobs, paths.count) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
