import BarAuditModel

/// The JSON report for scripts: every check (passes included), every finding and input problem, and each
/// file's definition. Its schema is `Reports/schema/baraudit-report.schema.json` ("format":
/// "baraudit-report", "version": 1). `files` comes first, written file by file as the run goes; the
/// other members follow in key order, so output is byte-identical for the same input.
public struct JSONReporter: StreamingReporter {
    public static let formatVersion = 1
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// The file's entry of `files`, indented as it sits in the document.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        ReportText.collect { output in
            output += "    "
            self.file(file).write(into: output, indent: 4)
        }
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "{\n  \"files\" : [\n", separator: ",\n") { summary in
            ReportText.collect { rest in
                rest += "\n  ],\n"
                JSONValue.writeMembers(members(summary, run: run), into: rest, indent: 2, last: true)
                rest += "}\n"
            }
        }
    }

    /// The members after `files`.
    private func members(_ summary: AuditSummary, run: RunInfo) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "format": "baraudit-report",
            "version": .integer(Self.formatVersion),
            "tool": ["name": "baraudit", "version": .string(run.toolVersion), "icu": .string(run.icuVersion), "cldr": .string(run.cldrVersion)],
            "failOn": .string(options.failOn.rawValue),
            "exitCode": .integer(Int(summary.exitCode(failOn: options.failOn))),
            "summary": [
                "files": .integer(summary.files), "unloadedFiles": .integer(summary.unloadedFiles.count), "bars": .integer(summary.bars),
                "items": .integer(summary.items), "checks": .integer(summary.checks.checks),
                "passed": .integer(summary.checks.passed),
                "withFindings": .integer(summary.checks.withFindings),
                "skipped": .integer(summary.checks.skipped),
                "suppressed": .integer(summary.suppressed + summary.baselined),
                "errors": .integer(summary.count(.error)), "warnings": .integer(summary.count(.warning)), "notes": .integer(summary.count(.info)),
            ],
            "baseline": [
                "used": .bool(run.usedBaseline),
                "fixed": .array(summary.fixedBaselineEntries.map { entry in
                    var object: [String: JSONValue] = ["fingerprint": .string(entry.fingerprint), "rule": .string(entry.rule),
                                                       "file": .string(entry.file), "message": .string(entry.message)]
                    object[optional: "bar"] = entry.bar
                    object[optional: "item"] = entry.item
                    object[optional: "locale"] = entry.locale
                    return .object(object)
                }),
            ],
        ]
        if options.timestamp != nil { members["timestamp"] = .string(options.isoTimestamp + "Z") }
        return members
    }

    private func file(_ file: FileResult) -> JSONValue {
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

    /// Members in key order (`.sortedMembers`): there is one of these for every check of the run.
    private func check(_ check: Check) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("bar", .string(check.barID)), ("findings", .array(check.findings.map(finding)))]
        if let item = check.itemID { members.append(("item", .string(item))) }
        if let locale = check.locale { members.append(("locale", .string(locale))) }
        members.append(("rule", .string(check.ruleID)))
        if let reason = check.skipReason { members.append(("skipReason", .string(reason))) }
        members.append(("status", .string(!check.findings.isEmpty ? "findings" : check.isSkipped ? "skipped" : "passed")))
        if !check.suppressed.isEmpty {
            members.append(("suppressed", .array(check.suppressed.map { suppressed -> JSONValue in
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
            })))
        }
        return .sortedMembers(members)
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
        object[optional: "screenReader"] = finding.spoken == nil || finding.screenReader == .voiceOver ? nil : finding.screenReader.rawValue
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
