import BarAuditModel
import Foundation

/// The JSON report for scripts: every check (passes included), every finding and input problem, and each
/// file's definition. Its schema is `Reports/schema/baraudit-report.schema.json` ("format":
/// "baraudit-report", "version": 1); keys are sorted, so output is byte-identical for the same input.
public struct JSONReporter: Sendable {
    public static let formatVersion = 1
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    public func render(_ report: AuditReport) -> String {
        let checks = report.checks
        var root: [String: Any] = [
            "format": "baraudit-report",
            "version": Self.formatVersion,
            "tool": ["name": "baraudit", "version": report.toolVersion, "icu": report.icuVersion, "cldr": report.cldrVersion],
            "failOn": options.failOn.rawValue,
            "exitCode": Int(report.exitCode(failOn: options.failOn)),
            "summary": [
                "files": report.files.count, "unloadedFiles": report.unloadedFiles.count, "bars": report.barCount,
                "items": report.itemCount, "checks": checks.count,
                "passed": checks.filter { !$0.isSkipped && $0.findings.isEmpty }.count,
                "withFindings": checks.filter { !$0.findings.isEmpty }.count,
                "skipped": checks.filter(\.isSkipped).count,
                "suppressed": checks.reduce(0) { $0 + $1.suppressed.count },
                "errors": report.count(.error), "warnings": report.count(.warning), "notes": report.count(.info),
            ],
            "files": report.files.map(file),
            "baseline": [
                "used": report.usedBaseline,
                "fixed": report.fixedBaselineEntries.map { entry -> [String: Any] in
                    var object: [String: Any] = ["fingerprint": entry.fingerprint, "rule": entry.rule, "file": entry.file, "message": entry.message]
                    object["bar"] = entry.bar
                    object["item"] = entry.item
                    object["locale"] = entry.locale
                    return object
                },
            ],
        ]
        if options.timestamp != nil { root["timestamp"] = options.isoTimestamp + "Z" }
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func file(_ file: AuditReport.FileResult) -> [String: Any] {
        var object: [String: Any] = [
            "path": file.path,
            "loaded": file.loaded,
            "diagnostics": file.diagnostics.map { diagnostic in
                location(diagnostic.location).merging(["severity": diagnostic.severity.rawValue, "message": diagnostic.message]) { $1 }
            },
            "checks": file.checks.map(check),
        ]
        if let definition = file.definition {
            object["format"] = definition.format.rawValue
            object["definition"] = DefinitionJSON.object(definition)
        }
        return object
    }

    private func check(_ check: Check) -> [String: Any] {
        var object: [String: Any] = [
            "rule": check.ruleID, "bar": check.barID,
            "status": !check.findings.isEmpty ? "findings" : check.isSkipped ? "skipped" : "passed",
            "findings": check.findings.map(finding),
        ]
        if !check.suppressed.isEmpty {
            object["suppressed"] = check.suppressed.map { suppressed -> [String: Any] in
                var entry: [String: Any] = ["finding": finding(suppressed.finding)]
                switch suppressed.source {
                case .baseline:
                    entry["source"] = "baseline"
                case .definition(let reason, let location):
                    entry["source"] = "definition"
                    entry["reason"] = reason
                    entry["location"] = self.location(location)
                }
                return entry
            }
        }
        object["item"] = check.itemID
        object["locale"] = check.locale
        object["skipReason"] = check.skipReason
        return object
    }

    private func finding(_ finding: Finding) -> [String: Any] {
        var object = location(finding.location).merging([
            "rule": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
            "fails": options.fails(finding),
        ]) { $1 }
        object["bar"] = finding.barID
        object["item"] = finding.itemID
        object["locale"] = finding.locale
        object["spoken"] = finding.spoken
        object["fix"] = finding.fix
        return object
    }

    private func location(_ location: SourceLocation) -> [String: Any] {
        var object: [String: Any] = ["file": location.file]
        if location.line > 0 { object["line"] = location.line }
        object["column"] = location.column
        return object
    }
}
