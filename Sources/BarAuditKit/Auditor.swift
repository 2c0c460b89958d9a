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
    /// Files matching these are not audited.
    public var excluded: [Glob] = []
    /// Device classes for bars that name none (from configuration), replacing the default set.
    public var deviceClasses: [String]?
    /// Audit only this stable part of the inputs (CI parallel jobs).
    public var shard: Shard?
    /// Called after each file with the number done and the total (for a progress line).
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(loader: DefinitionLoader = DefinitionLoader(), engine: RuleEngine, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.loader = loader
        self.engine = engine
        self.jobs = max(1, jobs)
    }

    public func audit(paths: [String]) async -> AuditReport {
        let discovered = DefinitionDiscovery.discover(paths)
        let inShard = { (path: String) in shard?.includes(path) ?? true }
        let unreadable = discovered.diagnostics.filter { inShard($0.location.file) }.map {
            AuditReport.FileResult(path: $0.location.file, definition: nil, diagnostics: [$0], checks: [])
        }
        let selected = discovered.files.filter { path in inShard(path) && !excluded.contains { $0.matches(path) } }
        let audited = await auditFiles(selected)
        let files = (unreadable + audited).sorted { $0.path < $1.path }
        return AuditReport(files: files, toolVersion: Self.toolVersion, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion)
    }

    public func audit(file path: String) -> AuditReport.FileResult {
        var loaded = Self.load(path, with: loader)
        if let deviceClasses, var definition = loaded.definition {
            let known = PlatformMetrics.builtIn.deviceClasses
            for index in definition.bars.indices where definition.bars[index].deviceClasses.isEmpty && definition.bars[index].widths.isEmpty {
                let platform = definition.bars[index].platform
                definition.bars[index].deviceClasses = deviceClasses.filter { name in
                    let id = name.replacingOccurrences(of: "-portrait", with: "").replacingOccurrences(of: "-landscape", with: "")
                    return known[id]?.platform == platform
                }
            }
            loaded.definition = definition
        }
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
            var done = 0
            while let (index, result) = await group.next() {
                results[index] = result
                done += 1
                progress?(done, paths.count)
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}

/// A stable part of the inputs for one of N parallel CI jobs: a file belongs to shard K of N by a hash
/// of its path, so adding a file does not move the others between jobs.
public struct Shard: Sendable, Hashable {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// Parses "K/N" with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public func includes(_ path: String) -> Bool {
        Int(stableHash(path) % UInt64(count)) == index - 1
    }
}
