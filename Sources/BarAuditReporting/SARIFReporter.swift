import BarAuditModel
import BarAuditRules
import Foundation

/// SARIF 2.1.0 for code scanning (GitHub) and other static-analysis viewers: one run, the rule catalog
/// as `tool.driver.rules`, one result per finding with a repository-relative location, and bar, item and
/// locale in the result's properties. Files that could not be loaded are tool execution notifications.
public struct SARIFReporter: Sendable {
    public static let informationURI = "https://github.com/baraudit/baraudit"
    public var options: ReportOptions
    public var catalog: RuleCatalog
    /// Absolute paths under this folder are written relative to it (code scanning wants repo-relative URIs).
    public var baseDirectory: String

    public init(options: ReportOptions, catalog: RuleCatalog = .builtIn, baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.options = options
        self.catalog = catalog
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: AuditReport) -> String {
        let rules = catalog.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let active = report.checks.flatMap(\.findings).map { ($0, nil as SuppressedFinding.Source?) }
        let suppressed = report.checks.flatMap(\.suppressed).map { ($0.finding, Optional($0.source)) }
        let results: [[String: Any]] = (active + suppressed).map { finding, source in
            var result: [String: Any] = [
                "ruleId": finding.ruleID,
                "level": Self.level(finding.severity),
                "message": ["text": finding.message],
                "locations": [location(finding.location)],
                "partialFingerprints": ["baraudit/v1": finding.baselineFingerprint],
            ]
            if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
            switch source {
            case .definition(let reason, _)?:
                result["suppressions"] = [["kind": "inSource", "justification": reason ?? ""]]
            case .baseline?:
                result["suppressions"] = [["kind": "external", "justification": "recorded in the baseline"]]
                result["baselineState"] = "unchanged"
            case nil:
                if report.usedBaseline { result["baselineState"] = "new" }
            }
            var properties: [String: Any] = [:]
            properties["bar"] = finding.barID
            properties["item"] = finding.itemID
            properties["locale"] = finding.locale
            properties["spoken"] = finding.spoken
            properties["fix"] = finding.fix
            result["properties"] = properties
            return result
        }
        let notifications: [[String: Any]] = report.diagnostics.map { diagnostic in
            ["level": Self.level(diagnostic.severity), "message": ["text": diagnostic.message], "locations": [location(diagnostic.location)]]
        }
        let run: [String: Any] = [
            "tool": ["driver": [
                "name": "baraudit", "version": report.toolVersion, "semanticVersion": report.toolVersion,
                "informationUri": Self.informationURI,
                "rules": rules.map(rule),
                "properties": ["icuVersion": report.icuVersion, "cldrVersion": report.cldrVersion],
            ]],
            "invocations": [[
                "executionSuccessful": report.unloadedFiles.isEmpty,
                "toolExecutionNotifications": notifications,
            ]],
            "columnKind": "unicodeCodePoints",
            "results": results,
        ]
        let root: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func rule(_ rule: RuleDescription) -> [String: Any] {
        var help = rule.rationale
        if !rule.references.isEmpty {
            help += "\n\nReferences:\n" + rule.references.map { "- \($0.title)" + ($0.url.map { " <\($0)>" } ?? "") }.joined(separator: "\n")
        }
        var object: [String: Any] = [
            "id": rule.id,
            "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            "shortDescription": ["text": rule.title],
            "fullDescription": ["text": rule.rationale],
            "help": ["text": help],
            "defaultConfiguration": ["level": Self.level(rule.defaultSeverity), "enabled": !rule.optIn],
            "properties": ["tags": ["accessibility", rule.family], "precision": "high"],
        ]
        if let url = rule.references.first?.url { object["helpUri"] = url }
        return object
    }

    private func location(_ location: SourceLocation) -> [String: Any] {
        var region: [String: Any] = ["startLine": max(location.line, 1)]
        region["startColumn"] = location.column
        return ["physicalLocation": ["artifactLocation": ["uri": uri(location.file)], "region": region]]
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
