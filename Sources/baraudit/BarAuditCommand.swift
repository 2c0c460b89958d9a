import ArgumentParser
import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation

struct BarAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baraudit",
        abstract: "Audits iOS tab bars and Material bottom navigation bars for accessibility and localisation.",
        discussion: """
        Examples:
          baraudit audit Examples/                  audit every bar definition below a folder
          baraudit audit app-bars.xml --fail-on warning
          baraudit speak Examples/ipad-itunes.xml   what VoiceOver says for each tab
          baraudit rules                            list the rules
          baraudit explain badge-dot-unannounced    why a rule exists, with examples

        Exit codes: 0 no finding at or above --fail-on; 1 findings at or above it;
        2 usage error or an input that could not be loaded (the other files are still audited).
        """,
        version: "baraudit \(Auditor.toolVersion) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))",
        subcommands: [AuditCommand.self, SpeakCommand.self, RulesCommand.self, ExplainCommand.self]
    )
}

struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit bar definition files and folders.",
        discussion: """
        PATH may be a bar definition file (.xml or .json) or a folder, searched recursively.
        Findings print as `path:line:col: error|warning|note: message [rule-id]`.

        Examples:
          baraudit audit Examples/
          baraudit audit bars/main.xml bars/settings.json --fail-on warning
          baraudit audit Examples/ --locale fr --locale ar
          baraudit audit Examples/ --severity nav-selection-invalid=warning
          baraudit audit Examples/ --format text,html,junit,sarif,json --output reports/
        """
    )

    @Argument(help: "Bar definition files or folders.")
    var paths: [String]

    @Option(name: .long, help: "Lowest severity that makes the exit code 1: error, warning, info or never.")
    var failOn: FailLevel = .error

    @Option(name: .long, help: "Report formats, comma-separated: text (to standard output), html, junit, sarif, json.")
    var format: [String] = ["text"]

    @Option(name: .long, help: "Folder for the file reports (index.html, TEST-baraudit.xml, baraudit.sarif, baraudit.json).")
    var output: String = "baraudit-report"

    @Flag(name: .long, help: "Print only the finding lines: no details, no summary.")
    var quiet = false

    @Option(name: .long, help: "Do not run this rule (repeatable).")
    var disable: [String] = []

    @Option(name: .long, help: "Run this opt-in rule (repeatable).")
    var enable: [String] = []

    @Option(name: .long, help: "Override a rule's severity, as RULE-ID=error|warning|info (repeatable).")
    var severity: [String] = []

    @Option(name: .long, help: "Audit only this locale (repeatable); default: every locale a bar ships.")
    var locale: [String] = []

    @Option(name: .long, help: "Refuse definition files larger than this many megabytes.")
    var maxFileSize: Int = DefinitionLoader.defaultMaximumFileSize / 1_048_576

    @Option(name: .long, help: "Files audited in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// The formats named, comma-separated or repeated, each once in the order given.
    var formats: [ReportFormat] {
        get throws {
            var formats: [ReportFormat] = []
            for name in format.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let format = ReportFormat(rawValue: name) else {
                    throw ValidationError("unknown format '\(name)'; use text, html, junit, sarif or json")
                }
                if !formats.contains(format) { formats.append(format) }
            }
            return formats
        }
    }

    func validate() throws {
        _ = try formats
        guard maxFileSize > 0 else { throw ValidationError("--max-file-size must be at least 1") }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() async throws {
        try await performAudit()
    }

    func performAudit() async throws {
        var settings = RuleSettings()
        settings.disabled = Set(disable)
        settings.enabled = Set(enable)
        for override in severity {
            let parts = override.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = Severity(rawValue: parts[1]) else {
                throw ValidationError("--severity takes RULE-ID=error|warning|info, not '\(override)'")
            }
            settings.severities[parts[0]] = level
        }
        settings.locales = locale.isEmpty ? nil : locale
        let engine: RuleEngine
        do {
            engine = try RuleEngine(settings: settings)
        } catch let error as RuleSettingsError {
            throw ValidationError(error.description)
        }
        let auditor = Auditor(loader: DefinitionLoader(maximumFileSize: maxFileSize * 1_048_576), engine: engine, jobs: jobs)
        let report = await auditor.audit(paths: paths)
        let formats = try formats
        if formats.contains(.text) {
            FileHandle.standardOutput.write(Data(TextReporter(quiet: quiet).render(report).utf8))
        }
        let fileFormats = formats.filter { $0 != .text }
        if !fileFormats.isEmpty {
            let options = ReportOptions(failOn: failOn, timestamp: ReportOptions.timestamp(from: ProcessInfo.processInfo.environment))
            do {
                let written = try ReportWriter(options: options).write(report, formats: fileFormats, to: output)
                if !quiet {
                    FileHandle.standardError.write(Data("baraudit: wrote \(written.joined(separator: ", "))\n".utf8))
                }
            } catch {
                FileHandle.standardError.write(Data("baraudit: error: cannot write reports to \(output): \(error.localizedDescription)\n".utf8))
                throw ExitCode(ExitStatus.inputError)
            }
        }
        let code = report.exitCode(failOn: failOn)
        if code != ExitStatus.clean { throw ExitCode(code) }
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
            throw ValidationError("unknown rule id '\(ruleID)'\(hint); `baraudit rules` lists them")
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

    func run() throws {
        let discovered = DefinitionDiscovery.discover(paths)
        var problems = discovered.diagnostics
        var files: [DefinitionFile] = []
        for path in discovered.files {
            let loaded = Auditor.load(path)
            problems += loaded.diagnostics.filter { $0.severity == .error }
            if let definition = loaded.definition { files.append(definition) }
        }
        FileHandle.standardOutput.write(Data(SpeechPrinter.render(files, locales: locale.isEmpty ? nil : locale).utf8))
        for problem in problems {
            FileHandle.standardError.write(Data("\(problem.location): error: \(problem.message) [input]\n".utf8))
        }
        if !problems.isEmpty { throw ExitCode(ExitStatus.inputError) }
    }
}
