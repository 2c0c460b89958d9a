import BarAuditModel
import BarAuditRules
import Foundation

/// SARIF 2.1.0 for code scanning (GitHub) and other static-analysis viewers: one run, the rule catalog
/// as `tool.driver.rules`, one result per finding with a repository-relative location, and bar, item and
/// locale in the result's properties. Files that could not be loaded are tool execution notifications.
public struct SARIFReporter: StreamingReporter {
    public static let informationURI = "https://github.com/baraudit/baraudit"
    public var options: ReportOptions
    public var catalog: RuleCatalog
    /// Absolute paths under this folder are written relative to it (code scanning wants repo-relative URIs).
    public var baseDirectory: String
    private let ruleIndex: [String: Int]

    public init(options: ReportOptions, catalog: RuleCatalog = .builtIn, baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.options = options
        self.catalog = catalog
        self.baseDirectory = baseDirectory
        ruleIndex = Dictionary(uniqueKeysWithValues: catalog.descriptions.enumerated().map { ($1.id, $0) })
    }

    /// The file's results (findings that count, then suppressed and baselined ones), indented as they
    /// sit in `runs[0].results`.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        let active = file.checks.flatMap(\.findings).map { ($0, nil as SuppressedFinding.Source?) }
        let suppressed = file.checks.flatMap(\.suppressed).map { ($0.finding, Optional($0.source)) }
        return ReportText.collect { output in
            for (index, (finding, source)) in (active + suppressed).enumerated() {
                output += index == 0 ? "        " : ",\n        "
                result(finding, source: source, run: run).write(into: output, indent: 8)
            }
        }
    }

    /// The run's members around `results`: the tool and its rules before, the invocation (with the
    /// input problems, known at the end) after.
    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        let head = ReportText.collect { head in
            head += "{\n"
            JSONValue.writeMembers(["$schema": "https://json.schemastore.org/sarif-2.1.0.json"], into: head, indent: 2, last: false)
            head += "  \"runs\" : [\n    {\n"
            JSONValue.writeMembers([
                "columnKind": "unicodeCodePoints",
                "tool": ["driver": [
                    "name": "baraudit", "version": .string(run.toolVersion), "semanticVersion": .string(run.toolVersion),
                    "informationUri": .string(Self.informationURI),
                    "rules": .array(catalog.descriptions.map(rule)),
                    "properties": ["icuVersion": .string(run.icuVersion), "cldrVersion": .string(run.cldrVersion)],
                ]],
            ], into: head, indent: 6, last: false)
            head += "      \"results\" : [\n"
        }
        return JoinedSink(output: output, head: head, separator: ",\n") { summary in
            ReportText.collect { tail in
                tail += "\n      ],\n"
                let notifications: [JSONValue] = summary.diagnostics.map { diagnostic in
                    ["level": .string(Self.level(diagnostic.severity)), "message": ["text": .string(diagnostic.message)], "locations": [location(diagnostic.location)]]
                }
                JSONValue.writeMembers(["invocations": [[
                    "executionSuccessful": .bool(summary.unloadedFiles.isEmpty),
                    "toolExecutionNotifications": .array(notifications),
                ]]], into: tail, indent: 6, last: true)
                tail += "    }\n  ],\n"
                JSONValue.writeMembers(["version": "2.1.0"], into: tail, indent: 2, last: true)
                tail += "}\n"
            }
        }
    }

    private func result(_ finding: Finding, source: SuppressedFinding.Source?, run: RunInfo) -> JSONValue {
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.ruleID),
            "level": .string(Self.level(finding.severity)),
            "message": ["text": .string(finding.message)],
            "locations": [location(finding.location)],
            "partialFingerprints": ["baraudit/v1": .string(finding.baselineFingerprint)],
        ]
        if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = .integer(index) }
        switch source {
        case .definition(let reason, _)?:
            result["suppressions"] = [["kind": "inSource", "justification": .string(reason ?? "")]]
        case .baseline?:
            result["suppressions"] = [["kind": "external", "justification": "recorded in the baseline"]]
            result["baselineState"] = "unchanged"
        case nil:
            if run.usedBaseline { result["baselineState"] = "new" }
        }
        var properties: [String: JSONValue] = [:]
        properties[optional: "bar"] = finding.barID
        properties[optional: "item"] = finding.itemID
        properties[optional: "locale"] = finding.locale
        properties[optional: "spoken"] = finding.spoken
        properties[optional: "fix"] = finding.fix
        result["properties"] = .object(properties)
        return .object(result)
    }

    private func rule(_ rule: RuleDescription) -> JSONValue {
        var help = rule.rationale
        if !rule.references.isEmpty {
            help += "\n\nReferences:\n" + rule.references.map { "- \($0.title)" + ($0.url.map { " <\($0)>" } ?? "") }.joined(separator: "\n")
        }
        var object: [String: JSONValue] = [
            "id": .string(rule.id),
            "name": .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": ["text": .string(rule.title)],
            "fullDescription": ["text": .string(rule.rationale)],
            "help": ["text": .string(help)],
            "defaultConfiguration": ["level": .string(Self.level(rule.defaultSeverity)), "enabled": .bool(!rule.optIn)],
            "properties": ["tags": ["accessibility", .string(rule.family)], "precision": "high"],
        ]
        object[optional: "helpUri"] = rule.references.first?.url
        return .object(object)
    }

    private func location(_ location: SourceLocation) -> JSONValue {
        var region: [String: JSONValue] = ["startLine": .integer(max(location.line, 1))]
        if let column = location.column { region["startColumn"] = .integer(column) }
        return ["physicalLocation": ["artifactLocation": ["uri": .string(uri(location.file))], "region": .object(region)]]
    }

    /// A relative path as a relative URI reference; absolute paths relative to the base directory when
    /// inside it, else a file URI.
    private func uri(_ path: String) -> String {
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        if relative.hasPrefix("/") { return URL(fileURLWithPath: relative).absoluteString }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return (relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative).addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

}
