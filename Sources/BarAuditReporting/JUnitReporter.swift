import BarAuditModel

/// JUnit XML for dashboards (Jenkins, GitLab, GitHub test reporters, Azure). It validates against both
/// the Jenkins xUnit schema and the strict Ant schema:
/// - one `<testsuite>` per input file, one `<testcase>` per check (rule × bar × item × locale), passes included;
/// - `classname` is `baraudit.<rule-id>` (no file names: Jenkins splits on the last dot), `name` is
///   `bar / item / locale @ file` — stable, and unique across files (GitLab keys cases by classname and name);
/// - a finding at or above the fail level is a `<failure>`; a file that could not be loaded an `<error>`;
///   a disabled check `<skipped>`; findings below the fail level pass and are listed in `<system-out>`;
/// - times are 0 (checks take microseconds), the timestamp comes from SOURCE_DATE_EPOCH, so output is
///   byte-identical for the same input.
public struct JUnitReporter: StreamingReporter {
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// The file's `<testsuite>`, written by its own xmlTextWriter.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        let xml = XMLWriter()
        suite(file, id: index, run: run, xml: xml)
        return "\n" + xml.fragment()
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        Sink(output: output)
    }

    /// `<testsuites>` (without totals: each suite carries its own), the suites inserted as they come.
    private final class Sink: ReportSink {
        private let output: ReportText
        private let xml: XMLWriter

        init(output: ReportText) {
            self.output = output
            xml = XMLWriter(document: output)
            xml.start("testsuites")
        }

        func append(_ part: String) {
            xml.raw(part)
        }

        func finish(_ summary: AuditSummary) {
            xml.end()
            xml.endDocument()
        }
    }

    private func suite(_ file: FileResult, id: Int, run: RunInfo, xml: XMLWriter) {
        let loaded = file.loaded
        let failures = loaded ? file.checks.filter { $0.findings.contains(where: options.fails) }.count : 0
        let skipped = file.checks.filter(\.isSkipped).count
        let tests = loaded ? file.checks.count : 1
        xml.element("testsuite", [
            "package": "baraudit", "id": String(id), "name": file.path, "timestamp": options.isoTimestamp,
            "hostname": "baraudit", "tests": String(tests), "failures": String(failures), "errors": loaded ? "0" : "1",
            "skipped": String(skipped), "time": "0.000",
        ]) {
            xml.element("properties") {
                xml.element("property", ["name": "baraudit.version", "value": run.toolVersion])
                xml.element("property", ["name": "icu.version", "value": run.icuVersion])
                xml.element("property", ["name": "cldr.version", "value": run.cldrVersion])
                xml.element("property", ["name": "fail-on", "value": options.failOn.rawValue])
            }
            if loaded {
                for check in file.checks { testcase(check, xml: xml) }
            } else {
                let errors = file.diagnostics.filter { $0.severity == .error }
                xml.element("testcase", ["name": "load @ \(file.path)", "classname": "baraudit.input", "time": "0.000"]) {
                    xml.element("error", ["type": "input-error", "message": Self.oneLine(errors.first?.message ?? "could not be loaded")],
                                text: errors.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n"))
                }
            }
            let passingNotes = file.checks.flatMap(\.findings).filter { !options.fails($0) }.map(Self.describe)
                + file.diagnostics.filter { $0.severity != .error || loaded }.map { "\($0.location): \($0.severity.compilerWord): \($0.message) [input]" }
            xml.element("system-out", text: passingNotes.joined(separator: "\n"))
            xml.element("system-err", text: "")
        }
    }

    private func testcase(_ check: Check, xml: XMLWriter) {
        xml.element("testcase", ["name": CheckName.of(check), "classname": "baraudit.\(check.ruleID)", "time": "0.000"]) {
            if check.isSkipped, let explanation = check.skipExplanation {
                xml.element("skipped", ["message": Self.oneLine(explanation)])
                return
            }
            let failing = check.findings.filter(options.fails)
            guard let first = failing.first else { return }
            let more = failing.count > 1 ? " (+\(failing.count - 1) more)" : ""
            xml.element("failure", ["type": check.ruleID, "message": Self.oneLine(first.message) + more],
                        text: failing.map(Self.describe).joined(separator: "\n\n"))
        }
    }

    /// `path:line:col: error: message [rule]` with the spoken text and the fix on their own lines.
    static func describe(_ finding: Finding) -> String {
        var lines = ["\(finding.location): \(finding.severity.compilerWord): \(finding.message) [\(finding.ruleID)]"]
        if let locale = finding.locale { lines.append("locale: \(locale)") }
        if let spoken = finding.spoken { lines.append("\(finding.screenReader.rawValue): \"\(spoken)\"") }
        if let fix = finding.fix { lines.append("fix: \(fix)") }
        return lines.joined(separator: "\n")
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
