import ArgumentParser
import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation
import Synchronization

struct BarAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baraudit",
        abstract: "Audits iOS tab bars and Material bottom navigation bars for accessibility and localisation.",
        discussion: """
        Examples:
          baraudit audit Examples/                 audit every bar below a folder
          baraudit audit app-bars.xml --fail-on warning
          baraudit speak Examples/ipad-itunes.xml  what VoiceOver says per tab
          baraudit rules                           list the rules
          baraudit explain badge-dot-unannounced   why a rule exists, with examples
          baraudit init                            write a commented .baraudit.yml

        Exit codes: 0 no finding at or above --fail-on; 1 findings at or above it (or, with \
        --strict-baseline, baseline entries that no longer occur); 2 usage or configuration error, \
        or an input that could not be loaded (the other files are still audited and reported).
        """,
        version: "baraudit \(Auditor.toolVersion) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))",
        subcommands: [AuditCommand.self, SpeakCommand.self, MergeCommand.self, InitCommand.self, RulesCommand.self, ExplainCommand.self]
    )
}

/// The options every report-producing command shares.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Lowest severity that makes the exit code 1: error, warning, info or never (default: error).")
    var failOn: FailLevel?

    @Option(name: .long, help: "Report formats, comma-separated: text, github (both to standard output), html, junit, sarif, json (default: text).")
    var format: [String] = []

    @Option(name: .long, help: "Folder for the file reports (default: baraudit-report).")
    var output: String?

    @Flag(name: .long, help: "Print only the finding lines: no details, no summary, no progress.")
    var quiet = false

    @Flag(name: .long, help: "With a baseline: entries that no longer occur fail the run, so the baseline shrinks.")
    var strictBaseline = false

    @Option(name: .long, help: "The repository root SARIF paths are relative to (SRCROOT; default: the git work tree of the first path audited, else the current folder).")
    var root: String?

    @Option(name: .long, help: "The most results the SARIF report keeps, the most severe first (default: 5000, what GitHub code scanning shows).")
    var sarifMaxResults: Int = ReportOptions.defaultSARIFMaxResults

    @Flag(name: .long, help: "Add to each defect in the JSON report the item's strings as its locales resolve them.")
    var jsonStrings = false

    func validate() throws {
        guard sarifMaxResults >= 0 else { throw ValidationError("--sarif-max-results must be 0 or more") }
    }

    static func formats(_ names: [String]) throws -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for name in names.flatMap({ $0.split(separator: ",") }).map(trimmingSpaces) {
            guard let format = ReportFormat(rawValue: name) else {
                throw ValidationError("unknown format '\(name.escapedForOneLine)'; use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        // A list given without a format (`--format ,,`) would print and write nothing, and a gate could
        // pass unseen. No list at all is the default's to fill.
        guard !formats.isEmpty || names.isEmpty else {
            throw ValidationError("no report format given ('\(names.joined(separator: ",").escapedForOneLine)'); use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return formats
    }

    /// The name without the spaces and tabs around it: what `trimmingCharacters(in: .whitespaces)`
    /// trims, without building Foundation's character set at every start (0.4 ms of a one-file audit).
    static func trimmingSpaces(_ name: Substring) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = name.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The reporters of the formats, shaped by these options; `inputs` are the paths audited.
    func reports(_ formats: [ReportFormat], failOn: FailLevel, inputs: [String]) -> ReportSet {
        let environment = ProcessInfo.processInfo.environment
        let colour = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        let sourceRoot = root ?? ReportOptions.gitRoot(of: inputs.first ?? ".")
        return ReportSet(formats: formats, options: ReportOptions(failOn: failOn, timestamp: ReportOptions.timestamp(from: environment),
                                                                  sourceRoot: sourceRoot, sarifMaxResults: sarifMaxResults, jsonStrings: jsonStrings),
                         text: TextReporter(quiet: quiet, colour: colour))
    }

    /// Starts the reports of a run; a folder that cannot be written is an input failure.
    func session(_ reports: ReportSet, run: RunInfo, output: String) throws -> ReportSession {
        do {
            return try ReportSession(reports: reports, run: run, directory: output)
        } catch {
            throw InputFailure(message: "baraudit: error: cannot write reports to \(output): \(error.localizedDescription)")
        }
    }

    /// Ends the reports and returns the exit code.
    func finish(_ session: ReportSession, summary: AuditSummary, output: String, failOn: FailLevel, strictBaseline: Bool) -> Int32 {
        do {
            let written = try session.finish(summary)
            if !quiet && !written.isEmpty { BarAudit.report("baraudit: wrote \(written.joined(separator: ", "))") }
        } catch {
            // Where the write failed: a report file, or standard output (`> /dev/full` was "cannot write
            // reports to baraudit-report", the folder of the file reports).
            let failed = (error as NSError).userInfo[NSFilePathErrorKey] as? String
            BarAudit.report("baraudit: error: cannot write " + (failed.map { $0 == "standard output" ? $0 : "the report \($0)" } ?? "reports to \(output)")
                            + ": \(error.localizedDescription)")
            return ExitStatus.inputError
        }
        return summary.exitCode(failOn: failOn, strictBaseline: strictBaseline)
    }
}

/// A failure that is about input, not usage: printed as it is (no usage text), exit code 2.
struct InputFailure: Error {
    var message: String
}

enum BarAudit {
    /// Writes a line to standard error.
    static func report(_ message: String) { FileHandle.standardError.write(Data((message.escapedForOneLine + "\n").utf8)) }

    /// Warns of each wanted locale tag that selects none of the locales the audited bars ship: such a
    /// run says nothing about the locale, and would pass silently (`named` says where the tag was given).
    static func reportUnselected(_ wanted: [String], shipped: Set<String>, named: (String) -> String) {
        let shipped = shipped.sorted()
        for tag in LocaleSelection(wanted).unmatched(by: shipped) {
            report("warning: \(named(tag)) selects no locale of the audited bars, which ship "
                   + shipped.prefix(12).joined(separator: ", ") + (shipped.count > 12 ? ", …" : ""))
        }
    }
}

struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit bar definition files and folders.",
        discussion: """
        PATH may be a bar definition file (.xml or .json) or a folder, searched recursively. Without a \
        PATH, the `included` paths of .baraudit.yml are audited. Findings print as \
        `path:line:col: error|warning|note: message [rule-id]`.

        Examples:
          baraudit audit Examples/
          baraudit audit bars/main.xml bars/settings.json --fail-on warning
          baraudit audit Examples/ --locale fr --locale ar
          baraudit audit Examples/ --format text,html,junit,sarif,json \\
              --output reports/
          baraudit audit App/ --write-baseline baraudit-baseline.json
          baraudit audit App/ --baseline baraudit-baseline.json --strict-baseline
          baraudit audit App/ --shard 2/4 --format json --output shard-2/
        """
    )

    @Argument(help: "Bar definition files or folders (default: `included` from the configuration).")
    var paths: [String] = []

    @Option(name: .long, help: "Configuration file (default: .baraudit.yml in the current folder, when present).")
    var config: String?

    @OptionGroup var outputOptions: OutputOptions

    @Option(name: .long, help: "Do not run this rule (repeatable).")
    var disable: [String] = []

    @Option(name: .long, help: "Run this opt-in rule (repeatable).")
    var enable: [String] = []

    @Option(name: .long, help: "Override a rule's severity, as RULE-ID=error|warning|info (repeatable).")
    var severity: [String] = []

    @Option(name: .long, help: "Audit only this locale (repeatable); default: every locale a bar ships.")
    var locale: [String] = []

    @Flag(name: .long, help: "Add the pseudo-locales en-XA (accented, 40 % longer) and ar-XB (right to left), built from the source strings, to find truncation and bidi problems before translation.")
    var pseudo = false

    @Option(name: .long, help: "Report only findings this baseline does not record.")
    var baseline: String?

    @Option(name: .long, help: "Record the current findings in this baseline file.")
    var writeBaseline: String?

    @Option(name: .long, help: "Audit only part K of N of the inputs, as K/N (for parallel CI jobs; combine with `baraudit merge`).")
    var shard: String?

    @Option(name: .long, help: "Refuse definition files larger than this many megabytes.")
    var maxFileSize: Int = DefinitionLoader.defaultMaximumFileSize / 1_048_576

    @Option(name: .long, help: "Files audited in parallel (default: the number of cores).")
    var jobs: Int = AuditCommand.cores

    /// Read once: the argument parser makes a default `AuditCommand` several times per run, and each
    /// count reads the cgroup files again.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// libxml2 reads at most 2 GB (its lengths are C ints); the product with 1 MB never overflows.
    static let maxFileSizeRange = 1...2047
    static let jobsRange = 1...1024

    func validate() throws {
        _ = try OutputOptions.formats(outputOptions.format)
        guard Self.maxFileSizeRange.contains(maxFileSize) else {
            throw ValidationError("--max-file-size must be from \(Self.maxFileSizeRange.lowerBound) to \(Self.maxFileSizeRange.upperBound) (MB), not \(maxFileSize)")
        }
        guard Self.jobsRange.contains(jobs) else {
            throw ValidationError("--jobs must be from \(Self.jobsRange.lowerBound) to \(Self.jobsRange.upperBound), not \(jobs)")
        }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, not '\(shard.escapedForOneLine)'") }
    }

    func run() async throws {
        try await performAudit()
    }

    func performAudit() async throws {
        let phaseTimes = PhaseTimes.fromEnvironment()
        let configuration = try loadConfiguration()
        var settings = RuleSettings()
        settings.disabled = Set(configuration.disabledRules + disable)
        settings.enabled = Set(configuration.optInRules + enable)
        settings.severities = configuration.severities
        settings.options = configuration.ruleOptions
        for override in severity {
            let parts = override.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = Severity(rawValue: parts[1]) else {
                throw ValidationError("--severity takes RULE-ID=error|warning|info, not '\(override.escapedForOneLine)'")
            }
            settings.severities[parts[0]] = level
        }
        settings.locales = locale.isEmpty ? configuration.locales : locale
        let engine: RuleEngine
        do {
            engine = try RuleEngine(settings: settings)
        } catch let error as RuleSettingsError {
            throw ValidationError(error.description.escapedForOneLine)
        }

        let base = configuration.path.map { $0.parentPath } ?? ""
        var inputs = paths
        if inputs.isEmpty {
            inputs = Self.expand(configuration.included, relativeTo: base)
            guard !inputs.isEmpty else {
                throw ValidationError("name the files or folders to audit, or list them under `included` in \(Configuration.defaultFileName)")
            }
        }
        var loader = DefinitionLoader(maximumFileSize: maxFileSize * 1_048_576)
        loader.codeStrings = configuration.codeStrings
        loader.doNotTranslate = Set(configuration.doNotTranslate)
        var auditor = Auditor(loader: loader, engine: engine, jobs: jobs)
        auditor.excluded = configuration.excluded.map { Glob(Self.relative($0, to: base)) }
        auditor.deviceClasses = configuration.deviceClasses
        auditor.pseudoLocales = pseudo
        auditor.shard = shard.flatMap(Shard.init)
        auditor.phaseTimes = phaseTimes
        let matcher: BaselineMatcher?
        if let baselinePath = baseline ?? configuration.baseline.map({ Self.relative($0, to: base) }) {
            do {
                matcher = BaselineMatcher(try Baseline.read(from: baselinePath))
            } catch let error as BaselineError {
                throw InputFailure(message: "error: \(error.description)")
            }
        } else {
            matcher = nil
        }
        let formats = try OutputOptions.formats(outputOptions.format.isEmpty ? (configuration.formats ?? ["text"]) : outputOptions.format)
        let failOn = outputOptions.failOn ?? configuration.failOn ?? .error
        let output = outputOptions.output ?? configuration.output.map { Self.relative($0, to: base) } ?? "baraudit-report"
        let run = Auditor.runInfo(usedBaseline: matcher != nil)
        let reports = outputOptions.reports(formats, failOn: failOn, inputs: inputs)
        let session = try outputOptions.session(reports, run: run, output: output)

        // Findings print as files finish when text goes to the terminal; the progress line is for
        // runs that print nothing until the end.
        let printsToTerminal = formats.contains(where: \.isStandardOutput) && isatty(STDOUT_FILENO) == 1
        let progress = ProgressLine(enabled: !outputOptions.quiet && !printsToTerminal && isatty(STDERR_FILENO) == 1)
        auditor.progress = { done, total in progress.update(done: done, total: total) }
        let recordsBaseline = writeBaseline != nil
        var summary = AuditSummary()
        var baselineUses: [String: Int] = [:]
        var recorded: [Finding] = []
        phaseTimes?.endSetup()
        await auditor.audit(paths: inputs, process: { file, index in
            var file = file
            let uses = matcher?.apply(to: &file) ?? [:]
            var part = AuditSummary()
            part.add(file)
            let findings = recordsBaseline ? file.findings + file.suppressed.filter { $0.source == .baseline }.map(\.finding) : []
            guard ReportSet.rendersAside(file) else {
                return ProcessedFile(summary: part, rendering: .inReports(file, index: index), baselineUses: uses, findings: findings)
            }
            let parts = phaseTimes.measure(.render) { reports.parts(of: file, index: index, run: run) }
            return ProcessedFile(summary: part, rendering: .aside(parts), baselineUses: uses, findings: findings)
        }, consume: { processed in
            summary.merge(processed.summary)
            switch processed.rendering {
            case .aside(let parts): phaseTimes.measure(.write) { session.append(parts) }
            case .inReports(let file, let index): phaseTimes.measure(.render) { session.append(rendering: file, index: index, run: run, with: reports) }
            }
            baselineUses.merge(processed.baselineUses, uniquingKeysWith: +)
            recorded += processed.findings
        })
        progress.finish()
        summary.fixedBaselineEntries = matcher?.fixedEntries(used: baselineUses) ?? []
        if let wanted = settings.locales, summary.loadedFiles > 0 {
            BarAudit.reportUnselected(wanted, shipped: summary.shippedLocales) { tag in
                locale.isEmpty ? "locales '\(tag)' in \(Configuration.defaultFileName)" : "--locale '\(tag)'"
            }
        }

        if let writeBaseline {
            // Written atomically (a new file renamed over the old): over a device, a pipe or a socket
            // that replaced the device itself (`--write-baseline /dev/full` run as root left a regular
            // file at /dev/full, and no error).
            let target = URL(fileURLWithPath: writeBaseline).resolvingSymlinksInPath().path
            if let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType,
               type != .typeRegular {
                throw InputFailure(message: "error: cannot write the baseline \(writeBaseline.escapedForOneLine): it exists and is not a regular file (a folder, a device, a pipe or a socket)")
            }
            do {
                try Baseline(findings: recorded).encoded().write(toFile: writeBaseline, atomically: true, encoding: .utf8)
            } catch {
                throw InputFailure(message: "error: cannot write the baseline \(writeBaseline): \(error.localizedDescription)")
            }
        }
        let code = phaseTimes.measure(.write) {
            outputOptions.finish(session, summary: summary, output: output, failOn: failOn,
                                 strictBaseline: outputOptions.strictBaseline || configuration.strictBaseline == true)
        }
        if let phaseTimes { BarAudit.report(phaseTimes.summary) }
        if code != ExitStatus.clean { throw ExitCode(code) }
    }

    /// What a worker task hands on for one file: its counts, its part of every report, and what the
    /// baseline needs.
    private struct ProcessedFile: Sendable {
        enum Rendering: Sendable {
            /// Every format's part, rendered by the worker.
            case aside([[UInt8]])
            /// A file too large to render aside (`ReportSet.rendersAside`): written straight into the reports.
            case inReports(FileResult, index: Int)
        }

        var summary: AuditSummary
        var rendering: Rendering
        var baselineUses: [String: Int]
        var findings: [Finding]
    }

    private func loadConfiguration() throws -> Configuration {
        let path = config ?? (FileManager.default.fileExists(atPath: Configuration.defaultFileName) ? Configuration.defaultFileName : nil)
        guard let path else { return Configuration() }
        do {
            return try Configuration.load(path: path)
        } catch let error as ConfigurationError {
            throw InputFailure(message: error.description)
        }
    }

    /// A path from the configuration, relative to the configuration's folder.
    static func relative(_ path: String, to base: String) -> String {
        guard !base.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("**") else { return path }
        return (base as NSString).appendingPathComponent(path)
    }

    /// `included` entries: plain paths as they are, globs expanded against the files below the base.
    static func expand(_ entries: [String], relativeTo base: String) -> [String] {
        entries.flatMap { entry -> [String] in
            let path = relative(entry, to: base)
            guard Glob.hasWildcards(path) else { return [path] }
            let glob = Glob(path)
            let root = base.isEmpty ? "." : base
            let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
                .map { root == "." ? $0 : (root as NSString).appendingPathComponent($0) }
            return files.filter(glob.matches).sorted()
        }
    }
}

/// "baraudit: 120/400 files" on standard error, on a terminal only, once a run has taken a second.
final class ProgressLine: Sendable {
    private let enabled: Bool
    private let state = Mutex<(done: Int, total: Int, shown: Bool)>((0, 0, false))
    private let start = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(done: Int, total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        state.withLock { state in
            state = (done, total, true)
            FileHandle.standardError.write(Data("\r\u{1B}[Kbaraudit: \(done)/\(total) files".utf8))
        }
    }

    func finish() {
        state.withLock { state in
            if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON reports of sharded runs into one set of reports.",
        discussion: """
        Each CI job runs `baraudit audit … --shard K/N --format json --output shard-K`; a final job \
        runs `baraudit merge shard-*/baraudit.json --format html,junit,sarif` and gets the reports one \
        unsharded run would have written, byte for byte, and its exit code.

        Example:
          baraudit merge shard-1/baraudit.json shard-2/baraudit.json \\
              --format text,html,junit --output reports/
        """
    )

    @Argument(help: "JSON reports written by `baraudit audit --format json`.")
    var reports: [String]

    @OptionGroup var outputOptions: OutputOptions

    /// libxml2 reads at most 2 GB (its lengths are C ints); the product with 1 MB never overflows.
    static let maxFileSizeRange = 1...2047
    static let jobsRange = 1...1024

    func validate() throws {
        _ = try OutputOptions.formats(outputOptions.format)
        guard !reports.isEmpty else { throw ValidationError("name the JSON reports to merge") }
    }

    func run() throws {
        var shards: [AuditReport] = []
        var unreadable: [(path: String, error: ReportReadError)] = []
        var unreadablePaths = Set<String>()
        var failOn = FailLevel.error
        for path in reports {
            do {
                let contents = try JSONReportReader.read(path: path)
                shards.append(contents.report)
                failOn = contents.failOn
            } catch let error as ReportReadError {
                // A report named twice is one file, reported once.
                if unreadablePaths.insert(path).inserted { unreadable.append((path, error)) }
            }
        }
        // One report that cannot be read does not hide the others: the rest are merged, and its error is
        // an input error of the merged run (in every format, exit code 2). With none readable there is no
        // run to report.
        guard !shards.isEmpty else {
            for failure in unreadable.dropLast() { BarAudit.report("error: \(failure.error.description)") }
            throw InputFailure(message: "error: \(unreadable.last?.error.description ?? "no report")")
        }
        let failed = unreadable.map { Self.unreadableReport($0.path, $0.error) }
        var report = AuditReport(run: shards[0].run, files: (shards.flatMap(\.files) + failed).sorted { $0.path < $1.path })
        report.run.usedBaseline = shards.contains { $0.run.usedBaseline }
        report.fixedBaselineEntries = Self.fixedInEveryShard(shards)
        let formats = try OutputOptions.formats(outputOptions.format.isEmpty ? ["text"] : outputOptions.format)
        let output = outputOptions.output ?? "baraudit-report"
        let failLevel = outputOptions.failOn ?? failOn
        let reports = outputOptions.reports(formats, failOn: failLevel, inputs: report.files.map(\.path))
        let session = try outputOptions.session(reports, run: report.run, output: output)
        session.append(filesOf: report, rendering: reports)
        let code = outputOptions.finish(session, summary: report.summary, output: output, failOn: failLevel,
                                        strictBaseline: outputOptions.strictBaseline)
        if code != ExitStatus.clean { throw ExitCode(code) }
    }

    /// A report that could not be read, as a file of the merged run with one input error: `path:line:col:
    /// message` split into its location and message.
    static func unreadableReport(_ path: String, _ error: ReportReadError) -> FileResult {
        var message = error.description
        var location = SourceLocation(file: path)
        if message.hasPrefix(path + ":") {
            let rest = message.dropFirst(path.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line > 0 {
                location = SourceLocation(file: path, line: line, column: column)
                message = String(parts[2].drop { $0 == " " })
            } else {
                message = String(rest.drop { $0 == " " })
            }
        }
        return FileResult(path: path, definition: nil, diagnostics: [InputDiagnostic(severity: .error, message: message, location: location)], checks: [])
    }

    /// Each shard lists the baseline entries none of its own files used; an entry is fixed only when no
    /// shard used it, so it is fixed as often as the shard that lists it least often does.
    static func fixedInEveryShard(_ shards: [AuditReport]) -> [BaselineEntry] {
        let counts = shards.map { shard in shard.fixedBaselineEntries.reduce(into: [BaselineEntry: Int]()) { $0[$1, default: 0] += 1 } }
        var remaining = counts[0]
        for shard in counts.dropFirst() {
            for (entry, count) in remaining { remaining[entry] = min(count, shard[entry] ?? 0) }
        }
        return shards[0].fixedBaselineEntries.filter { entry in
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }.sorted { ($0.file, $0.fingerprint, $0.message) < ($1.file, $1.fingerprint, $1.message) }
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a commented .baraudit.yml listing every rule and option with its default.")

    @Option(name: .long, help: "Where to write it.")
    var path: String = Configuration.defaultFileName

    @Flag(name: .long, help: "Replace an existing file.")
    var force = false

    func run() throws {
        if FileManager.default.fileExists(atPath: path) && !force {
            throw ValidationError("\(path) exists; use --force to replace it")
        }
        do {
            try ConfigurationTemplate.render().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ValidationError("cannot write \(path): \(error.localizedDescription)")
        }
        BarAudit.report("baraudit: wrote \(path)")
    }
}

extension FailLevel: ExpressibleByArgument {}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules: id, family, default severity, title.")

    func run() throws {
        FileHandle.standardOutput.write(Data(CatalogPrinter.list(RuleCatalog.builtIn).utf8))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: rationale, references, options and examples.")

    @Argument(help: "A rule id, as `baraudit rules` lists it.")
    var ruleID: String

    func run() throws {
        let catalog = RuleCatalog.builtIn
        guard let rule = catalog.description(for: ruleID) else {
            let hint = closestName(to: ruleID, among: catalog.ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("unknown rule id '\(ruleID.escapedForOneLine)'\(hint); `baraudit rules` lists them")
        }
        FileHandle.standardOutput.write(Data(CatalogPrinter.explain(rule).utf8))
    }
}

struct SpeakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Print what VoiceOver says for every tab, per bar, locale and layout.",
        discussion: """
        A model of VoiceOver, not a recording: "Selected" (when selected), label, value, "Dimmed" \
        (when disabled), the trait word, the position. iOS bars of six or more tabs are read twice: \
        as an iPhone shows them (four tabs and More) and as an iPad shows them (every tab).

        Examples:
          baraudit speak Examples/ipad-itunes.xml
          baraudit speak Examples/localized-mail.xml --locale ar --locale ru
        """
    )

    @Argument(help: "Bar definition files or folders.")
    var paths: [String]

    @Option(name: .long, help: "Only this locale (repeatable); default: every locale a bar ships.")
    var locale: [String] = []

    @Option(name: .long, help: "Configuration file, for the code_strings of imported apps (default: .baraudit.yml when present).")
    var config: String?

    func run() throws {
        var loader = DefinitionLoader()
        let configPath = config ?? (FileManager.default.fileExists(atPath: Configuration.defaultFileName) ? Configuration.defaultFileName : nil)
        if let configPath {
            do {
                loader.codeStrings = try Configuration.load(path: configPath).codeStrings
            } catch let error as ConfigurationError {
                throw InputFailure(message: error.description)
            }
        }
        let discovered = DefinitionDiscovery.discover(paths)
        var problems = discovered.diagnostics
        var files: [DefinitionFile] = []
        for path in discovered.files {
            let loaded = Auditor.load(path, with: loader)
            problems += loaded.diagnostics.filter { $0.severity == .error }
            if let definition = loaded.definition { files.append(definition) }
        }
        FileHandle.standardOutput.write(Data(SpeechPrinter.render(files, locales: locale.isEmpty ? nil : locale).utf8))
        if !locale.isEmpty, !files.isEmpty {
            BarAudit.reportUnselected(locale, shipped: Set(files.flatMap { $0.bars.flatMap(\.locales) })) { "--locale '\($0)'" }
        }
        for problem in problems {
            BarAudit.report(OneLine.escape("\(problem.location): error: \(problem.message)") + " [input]")
        }
        if !problems.isEmpty { throw ExitCode(ExitStatus.inputError) }
    }
}
