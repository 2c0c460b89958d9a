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
    /// Adds the pseudo-locales en-XA and ar-XB to every bar (`--pseudo`).
    public var pseudoLocales = false
    /// Audit only this stable part of the inputs (CI parallel jobs).
    public var shard: Shard?
    /// Called after each file with the number done and the total (for a progress line).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Measures loading and rules when set (the benchmark's phase times).
    public var phaseTimes: PhaseTimes?

    public init(loader: DefinitionLoader = DefinitionLoader(), engine: RuleEngine, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.loader = loader
        self.engine = engine
        self.jobs = max(1, jobs)
    }

    /// What reports say about this run.
    public static func runInfo(usedBaseline: Bool = false) -> RunInfo {
        RunInfo(toolVersion: toolVersion, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion, usedBaseline: usedBaseline)
    }

    /// The whole run in memory (tests and small tools; `baraudit audit` streams instead).
    public func audit(paths: [String]) async -> AuditReport {
        var files: [FileResult] = []
        await audit(paths: paths, process: { file, _ in file }, consume: { files.append($0) })
        return AuditReport(run: Self.runInfo(), files: files)
    }

    /// Audits the inputs in path order. Each file is loaded and checked on a worker task (files in
    /// parallel) and handed, with its position, to `process` there; what `process` returns reaches
    /// `consume` in path order. Only a few files are in flight at once, so memory stays flat however many
    /// files there are.
    public func audit<Processed: Sendable>(
        paths: [String], process: @escaping @Sendable (FileResult, Int) -> Processed, consume: (Processed) -> Void
    ) async {
        let inputs = inputs(paths)
        let window = jobs * 4
        await withTaskGroup(of: (Int, Processed).self) { group in
            var next = 0
            func startNext() {
                guard next < inputs.count else { return }
                let index = next
                next += 1
                group.addTask {
                    let result = switch inputs[index] {
                    case .file(let path): audit(file: path)
                    case .unreadable(let diagnostic): FileResult(path: diagnostic.location.file, definition: nil, diagnostics: [diagnostic], results: CheckResults())
                    }
                    return (index, process(result, index))
                }
            }
            for _ in 0..<min(jobs, inputs.count) { startNext() }
            var waiting: [Int: Processed] = [:]
            var consumed = 0
            while let (index, processed) = await group.next() {
                waiting[index] = processed
                while let ready = waiting.removeValue(forKey: consumed) {
                    consume(ready)
                    consumed += 1
                    progress?(consumed, inputs.count)
                }
                // Keep every worker busy, but never run more than a window ahead of the slowest file.
                while next < inputs.count && next - consumed < window && next - consumed - waiting.count < jobs { startNext() }
            }
        }
    }

    private enum Input {
        case file(String)
        case unreadable(InputDiagnostic)

        var path: String {
            switch self {
            case .file(let path): path
            case .unreadable(let diagnostic): diagnostic.location.file
            }
        }
    }

    /// The definition files under the paths and the paths that cannot be read, in path order, limited to
    /// this shard and without excluded files.
    private func inputs(_ paths: [String]) -> [Input] {
        let discovered = DefinitionDiscovery.discover(paths)
        let inShard = { (path: String) in shard?.includes(path) ?? true }
        let unreadable = discovered.diagnostics.filter { inShard($0.location.file) }.map(Input.unreadable)
        let files = discovered.files.filter { path in inShard(path) && !excluded.contains { $0.matches(path) } }.map(Input.file)
        return (unreadable + files).sorted { $0.path < $1.path }
    }

    public func audit(file path: String) -> FileResult {
        var loaded = phaseTimes.measure(.load) { Self.load(path, with: loader) }
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
        if pseudoLocales, var definition = loaded.definition {
            definition.addPseudoLocales()
            loaded.definition = definition
        }
        let sharesThreads = jobs > 1 && loaded.definition.map { definition in
            definition.bars.contains { $0.items.count * max(1, $0.locales.count) >= RuleEngine.parallelSubjects }
        } ?? false
        if sharesThreads { FreeMemory.returnToSystem() }
        // Grouping findings into defects is part of the rules' time: every report reads the defects. A
        // large bar's rules may use as many threads as files would (one large file leaves the others idle).
        let result = phaseTimes.measure(.rules) {
            FileResult(path: path, definition: loaded.definition, diagnostics: loaded.diagnostics,
                       results: loaded.definition.map { engine.audit($0, workers: jobs) } ?? CheckResults())
        }
        // What the rules' threads freed (chunks' texts, lists outgrown) stays in their arenas, where the
        // reports, written on another thread, cannot reuse it: the bar of keys with all five reports peaked
        // at 208 MB on two threads and 197 MB on one.
        if sharesThreads { FreeMemory.returnToSystem() }
        return result
    }

    /// Loads a definition and checks what only the rule data knows: that the device classes a bar
    /// names exist for its platform. An unknown one is an input error, like any other bad input.
    public static func load(_ path: String, with loader: DefinitionLoader = DefinitionLoader()) -> LoadedFile {
        var loaded = loader.load(path: path)
        // One problem at one place is one line: a reader that meets it again (a loop cut at its depth once
        // per element of the loops around it: six nested `mapIndexed` gave 82 copies of one note) says it once.
        var seen = Set<InputDiagnostic>()
        loaded.diagnostics.removeAll { !seen.insert($0).inserted }
        guard let definition = loaded.definition else { return loaded }
        let metrics = PlatformMetrics.builtIn
        let earlier = loaded.diagnostics.count
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
        if loaded.diagnostics[earlier...].contains(where: { $0.severity == .error }) { loaded.definition = nil }
        return loaded
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
