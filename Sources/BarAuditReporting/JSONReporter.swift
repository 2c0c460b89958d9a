import BarAuditModel

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
        document(report).rendered()
    }

    /// Writes the report to a file as it is built, one input file's entries at a time.
    public func write(_ report: AuditReport, toFile path: String) throws {
        try document(report).write(toFile: path)
    }

    private func document(_ report: AuditReport) -> JSONValue {
        let checks = report.checks
        var root: [String: JSONValue] = [
            "format": "baraudit-report",
            "version": .integer(Self.formatVersion),
            "tool": ["name": "baraudit", "version": .string(report.toolVersion), "icu": .string(report.icuVersion), "cldr": .string(report.cldrVersion)],
            "failOn": .string(options.failOn.rawValue),
            "exitCode": .integer(Int(report.exitCode(failOn: options.failOn))),
            "summary": [
                "files": .integer(report.files.count), "unloadedFiles": .integer(report.unloadedFiles.count), "bars": .integer(report.barCount),
                "items": .integer(report.itemCount), "checks": .integer(checks.count),
                "passed": .integer(checks.filter { !$0.isSkipped && $0.findings.isEmpty }.count),
                "withFindings": .integer(checks.filter { !$0.findings.isEmpty }.count),
                "skipped": .integer(checks.filter(\.isSkipped).count),
                "suppressed": .integer(checks.reduce(0) { $0 + $1.suppressed.count }),
                "errors": .integer(report.count(.error)), "warnings": .integer(report.count(.warning)), "notes": .integer(report.count(.info)),
            ],
            "files": .lazyArray(count: report.files.count) { [self] in file(report.files[$0]) },
            "baseline": [
                "used": .bool(report.usedBaseline),
                "fixed": .array(report.fixedBaselineEntries.map { entry in
                    var object: [String: JSONValue] = ["fingerprint": .string(entry.fingerprint), "rule": .string(entry.rule),
                                                       "file": .string(entry.file), "message": .string(entry.message)]
                    object[optional: "bar"] = entry.bar
                    object[optional: "item"] = entry.item
                    object[optional: "locale"] = entry.locale
                    return .object(object)
                }),
            ],
        ]
        if options.timestamp != nil { root["timestamp"] = .string(options.isoTimestamp + "Z") }
        return .object(root)
    }

    private func file(_ file: AuditReport.FileResult) -> JSONValue {
        var object: [String: JSONValue] = [
            "path": .string(file.path),
            "loaded": .bool(file.loaded),
            "diagnostics": .array(file.diagnostics.map { diagnostic in
                .object(location(diagnostic.location).merging(["severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message)]) { $1 })
            }),
            "checks": .array(file.checks.map(check)),
        ]
        if let definition = file.definition {
            object["format"] = .string(definition.format.rawValue)
            object["definition"] = DefinitionJSON.object(definition)
        }
        return .object(object)
    }

    private func check(_ check: Check) -> JSONValue {
        var object: [String: JSONValue] = [
            "rule": .string(check.ruleID), "bar": .string(check.barID),
            "status": .string(!check.findings.isEmpty ? "findings" : check.isSkipped ? "skipped" : "passed"),
            "findings": .array(check.findings.map(finding)),
        ]
        object[optional: "item"] = check.itemID
        object[optional: "locale"] = check.locale
        object[optional: "skipReason"] = check.skipReason
        if !check.suppressed.isEmpty {
            object["suppressed"] = .array(check.suppressed.map { suppressed -> JSONValue in
                var entry: [String: JSONValue] = ["finding": finding(suppressed.finding)]
                switch suppressed.source {
                case .baseline:
                    entry["source"] = "baseline"
                case .definition(let reason, let at):
                    entry["source"] = "definition"
                    entry[optional: "reason"] = reason
                    entry["location"] = .object(location(at))
                }
                return .object(entry)
            })
        }
        return .object(object)
    }

    private func finding(_ finding: Finding) -> JSONValue {
        var object = location(finding.location).merging([
            "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
            "fails": .bool(options.fails(finding)),
        ]) { $1 }
        object[optional: "bar"] = finding.barID
        object[optional: "item"] = finding.itemID
        object[optional: "locale"] = finding.locale
        object[optional: "spoken"] = finding.spoken
        object[optional: "fix"] = finding.fix
        return .object(object)
    }

    private func location(_ location: SourceLocation) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["file": .string(location.file)]
        if location.line > 0 { object["line"] = .integer(location.line) }
        if let column = location.column { object["column"] = .integer(column) }
        return object
    }
}
