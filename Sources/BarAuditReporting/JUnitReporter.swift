import BarAuditModel
import Foundation

/// JUnit XML for dashboards (Jenkins, GitLab, GitHub test reporters, Azure), sized for them: one
/// `<testsuite>` per input file and one `<testcase>` per bar and rule that found something, never one per
/// check (GitLab refuses files over 30 MB or 250,000 XML objects; Jenkins slows past ~50,000 cases). It
/// validates against both the Jenkins xUnit schema and the strict Ant schema.
/// - `classname` is `baraudit.<rule-id>` (no file names: Jenkins splits on the last dot) and `name` is
///   `<bar> @ <file>`, stable across runs and unique in the report (GitLab keys cases by both and keeps
///   only the first of duplicates);
/// - a bar and rule with a defect at or above the fail level is a `<failure>` whose `message` is the
///   first defect and whose text lists every defect (`path:line:col`, message, locales, fix) — GitLab
///   shows only the text;
/// - defects below the fail level make their testcase `<skipped>` with the same text: every dashboard
///   shows skipped cases apart from passes without failing the build (Jenkins "Skipped", GitLab
///   "skipped", Azure "Not executed", GitHub reporters' skipped count);
/// - the rules that found nothing on a bar are one passing `baraudit.passed` case per bar (listed in the
///   suite's `<system-out>`), rules disabled for the run one `baraudit.disabled` skipped case, findings
///   that are all suppressed or baselined a skipped case for their rule, and a file that could not be
///   loaded a `baraudit.input` case with an `<error>`;
/// - each suite's `baraudit.errors`, `baraudit.warnings` and `baraudit.notes` properties count its
///   defects and input problems; summed they are the terminal summary's counts;
/// - times are 0 and the timestamp comes from SOURCE_DATE_EPOCH, so output is byte-identical.
public struct JUnitReporter: StreamingReporter {
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// The file's `<testsuite>`, written by its own xmlTextWriter.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        let xml = XMLWriter()
        suite(file, id: index, run: run, xml: xml)
        return xml.fragment(after: UInt8(ascii: "\n"))
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        Sink(output: output, limit: options.junitFileLimit)
    }

    /// The first file is `TEST-baraudit.xml`; a run too large for one continues in these.
    static func continuationName(_ number: Int) -> String { "TEST-baraudit-\(number).xml" }

    /// `<testsuites>` (without totals: each suite carries its own), the suites inserted as they come.
    /// A report written to a file that would pass `limit` is continued in another file beside it
    /// (`TEST-baraudit-2.xml`, …), each a `<testsuites>` document of whole suites: dashboards read them
    /// all with a pattern (`TEST-*.xml`). Continuations of an earlier, larger run are removed.
    private final class Sink: ReportSink {
        private let output: ReportText
        private let limit: ReportOptions.JUnitFileLimit
        /// The files after the first, written to temporary files and renamed into place at the end.
        private var continuations: [(name: String, text: ReportText)] = []
        private var xml: XMLWriter
        private var bytes = 0
        private var objects = 0

        init(output: ReportText, limit: ReportOptions.JUnitFileLimit) {
            self.output = output
            self.limit = limit
            xml = XMLWriter(document: output)
            xml.start("testsuites")
        }

        private var directory: String? { output.path.map { ($0 as NSString).deletingLastPathComponent } }

        func append(_ part: [UInt8]) {
            let partObjects = Self.objects(in: part)
            if bytes > 0, bytes + part.count > limit.bytes || objects + partObjects > limit.objects, let directory {
                xml.end()
                xml.endDocument()
                let name = JUnitReporter.continuationName(continuations.count + 2)
                do {
                    let text = try ReportText(file: ReportSession.temporaryPath(for: name, in: directory))
                    continuations.append((name, text))
                    xml = XMLWriter(document: text)
                    xml.start("testsuites")
                    bytes = 0
                    objects = 0
                } catch {
                    output.markFailed(EIO)
                }
            }
            xml.raw(part)
            bytes += part.count
            objects += partObjects
        }

        func finish(_ summary: AuditSummary) {
            xml.end()
            xml.endDocument()
            guard let directory else { return }
            var number = continuations.count + 2
            while unlink((directory as NSString).appendingPathComponent(JUnitReporter.continuationName(number))) == 0 { number += 1 }
            for (name, text) in continuations {
                do {
                    try text.close(movingTo: (directory as NSString).appendingPathComponent(name))
                } catch {
                    output.markFailed(EIO)
                }
            }
        }

        /// Elements and attributes, as GitLab counts a file's objects: each start tag and each `="`.
        /// Read as one buffer of bytes: the view's iterator went through its protocol witnesses per byte.
        private static func objects(in part: [UInt8]) -> Int {
            part.withUnsafeBufferPointer { bytes in
                var count = 0
                var previous: UInt8 = 0
                for byte in bytes {
                    if previous == UInt8(ascii: "<"), byte != UInt8(ascii: "/") { count += 1 }
                    if previous == UInt8(ascii: "="), byte == UInt8(ascii: "\"") { count += 1 }
                    previous = byte
                }
                return count
            }
        }
    }

    /// One test case of the suite.
    private struct Case {
        enum Outcome {
            case passed
            case failure(message: String, text: String)
            case skipped(message: String, text: String)
            case error(message: String, text: String)
        }

        var classname: String
        var name: String
        var outcome: Outcome
    }

    /// A defect of the file by its position in `file.defects`, with its severity: grouped whole, a file's defects
    /// were all made at once (a bar of 100,000 tabs has 300,000: most of the 360 MB its JUnit report took); a
    /// test case makes only the defects it writes.
    private struct DefectReference {
        var position: Int
        var severity: Severity
    }

    /// The file's test cases, the lines of its standard output, and how many defects it has of each severity.
    private func cases(_ file: FileResult) -> (cases: [Case], output: [String], defectsBySeverity: [Severity: Int]) {
        guard let definition = file.definition else {
            let errors = file.diagnostics.filter { $0.severity == .error }
            return ([Case(classname: "baraudit.input", name: OneLine.escape("load @ \(file.path)"), outcome: .error(
                message: errors.first?.message ?? "could not be loaded",
                text: errors.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")))], [], [:])
        }
        var cases: [Case] = []
        var output: [String] = []
        var defects: [BarRule: [DefectReference]] = [:]
        var defectsBySeverity: [Severity: Int] = [:]
        for position in file.defects.indices {
            let defect = file.defects[position]
            defects[BarRule(bar: defect.barID ?? "", rule: defect.ruleID), default: []].append(DefectReference(position: position, severity: defect.severity))
            defectsBySeverity[defect.severity, default: 0] += 1
        }
        let suppressed = Dictionary(grouping: file.suppressed) { BarRule(bar: $0.finding.barID ?? "", rule: $0.finding.ruleID) }
        let counts = Dictionary(grouping: file.checkCounts, by: \.barID)
        // Each bar's rules with defects, found once: filtering every bar's and rule's defects per bar
        // made a file of 20,000 bars take 14 s instead of 8.
        let rulesWithDefects = Dictionary(grouping: defects.keys, by: \.bar).mapValues { $0.map(\.rule) }
        for bar in definition.bars.map(\.id) + Set(defects.keys.map(\.bar)).subtracting(definition.bars.map(\.id)).sorted() {
            let name = OneLine.escape("\(bar) @ \(file.path)")
            let barCounts = counts[bar] ?? []
            let rules = Set(barCounts.map(\.ruleID)).union(rulesWithDefects[bar] ?? [])
            var passed: [String] = []
            var disabled: [String: [String]] = [:]
            for rule in rules.sorted() {
                let key = BarRule(bar: bar, rule: rule)
                if let found = defects[key] {
                    let text = Self.describe(found.prefix(Self.listedDefects).map { file.defects[$0.position] }, of: found.count)
                    if let first = found.first(where: { options.fails($0.severity) }).map({ file.defects[$0.position] }) {
                        let more = found.count > 1 ? " (+\(found.count - 1) more)" : ""
                        cases.append(Case(classname: "baraudit.\(rule)", name: name,
                                          outcome: .failure(message: first.message + first.localeSuffix + more, text: text)))
                    } else {
                        let first = file.defects[found[0].position]
                        cases.append(Case(classname: "baraudit.\(rule)", name: name, outcome: .skipped(
                            message: "\(Self.tally(found.map(\.severity))) below the fail level (\(options.failOn.rawValue)): \(first.message)\(first.localeSuffix)", text: text)))
                    }
                } else if let reason = barCounts.first(where: { $0.ruleID == rule && $0.skipReason != nil })?.skipReason {
                    disabled[reason, default: []].append(rule)
                } else if let hidden = suppressed[key] {
                    cases.append(Case(classname: "baraudit.\(rule)", name: name, outcome: .skipped(
                        message: hidden[0].explanation, text: hidden.map { "\(Self.describe($0.finding)) — \($0.explanation)" }.joined(separator: "\n\n"))))
                } else {
                    passed.append(rule)
                }
            }
            cases.append(Case(classname: "baraudit.passed", name: name, outcome: .passed))
            output.append("\(name): \(passed.count) rules found nothing: \(passed.joined(separator: ", "))")
            if !disabled.isEmpty {
                let text = disabled.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: ", "))" }.joined(separator: "\n")
                cases.append(Case(classname: "baraudit.disabled", name: name, outcome: .skipped(message: text.split(separator: "\n")[0].description, text: text)))
            }
        }
        return (cases, output, defectsBySeverity)
    }

    private struct BarRule: Hashable {
        var bar: String
        var rule: String
    }

    private func suite(_ file: FileResult, id: Int, run: RunInfo, xml: XMLWriter) {
        let (cases, passes, defectsBySeverity) = cases(file)
        func count(_ outcome: (Case.Outcome) -> Bool) -> String { String(cases.filter { outcome($0.outcome) }.count) }
        func severities(_ severity: Severity) -> String {
            String(defectsBySeverity[severity, default: 0] + file.diagnostics.filter { $0.severity == severity }.count)
        }
        xml.element("testsuite", [
            "package": "baraudit", "id": String(id), "name": file.path, "timestamp": options.isoTimestamp,
            "hostname": "baraudit", "tests": String(cases.count),
            "failures": count { if case .failure = $0 { true } else { false } },
            "errors": count { if case .error = $0 { true } else { false } },
            "skipped": count { if case .skipped = $0 { true } else { false } }, "time": "0.000",
        ]) {
            xml.element("properties") {
                xml.element("property", ["name": "baraudit.version", "value": run.toolVersion])
                xml.element("property", ["name": "icu.version", "value": run.icuVersion])
                xml.element("property", ["name": "cldr.version", "value": run.cldrVersion])
                xml.element("property", ["name": "fail-on", "value": options.failOn.rawValue])
                xml.element("property", ["name": "baraudit.errors", "value": severities(.error)])
                xml.element("property", ["name": "baraudit.warnings", "value": severities(.warning)])
                xml.element("property", ["name": "baraudit.notes", "value": severities(.info)])
            }
            for testcase in cases {
                xml.element("testcase", ["name": testcase.name, "classname": testcase.classname, "time": "0.000"]) {
                    switch testcase.outcome {
                    case .passed: break
                    case .failure(let message, let text):
                        xml.element("failure", ["type": String(testcase.classname.dropFirst("baraudit.".count)), "message": OneLine.escape(message)], text: text)
                    case .skipped(let message, let text):
                        xml.element("skipped", ["message": OneLine.escape(message)], text: text)
                    case .error(let message, let text):
                        xml.element("error", ["type": "input-error", "message": OneLine.escape(message)], text: text)
                    }
                }
            }
            let inputs = file.loaded ? file.diagnostics.map { "\($0.location): \($0.severity.compilerWord): \($0.message) [input]" } : []
            xml.element("system-out", text: (passes + inputs).joined(separator: "\n"))
            xml.element("system-err", text: "")
        }
    }

    /// One line per defect, `path:line:col: error: message (locales) [rule]`, each run of defects with
    /// the same fix followed by it once. What VoiceOver says is left to the HTML and JSON reports: per
    /// locale it would double the file.
    /// A test case's defects, all of its rule (its class name), so the lines leave the rule out: the first
    /// `listedDefects` of them (`listed`) of `total`, the rest counted: a rule on a bar of 100,000 tabs has 100,000
    /// defects, a text of megabytes no dashboard shows (and GitLab refuses a file over 30 MB).
    static func describe(_ listed: [Defect], of total: Int) -> String {
        var lines: [String] = []
        for (index, defect) in listed.enumerated() {
            lines.append("\(defect.location): \(defect.severity.compilerWord): \(defect.message)\(defect.localeSuffix)")
            if let fix = defect.fix, index == listed.count - 1 || listed[index + 1].fix != fix { lines.append("fix: \(fix)") }
        }
        if total > listed.count {
            lines.append("… and \(total - listed.count) more defects of this rule on this bar (the JSON and HTML reports list every one)")
        }
        return lines.joined(separator: "\n")
    }

    /// More than a bar of real size has of one rule: a truncated title is a defect per item and text, and
    /// seven tabs in 80 locales give 560.
    static let listedDefects = 1_000

    static func describe(_ finding: Finding) -> String {
        "\(finding.location): \(finding.severity.compilerWord): \(finding.message)\(finding.locale.map { " (\($0))" } ?? "") [\(finding.ruleID)]"
    }

    /// "2 warnings and 1 note".
    private static func tally(_ severities: [Severity]) -> String {
        let warnings = severities.filter { $0 == .warning }.count, notes = severities.filter { $0 == .info }.count
        let parts = [warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil, notes > 0 ? "\(notes) note\(notes == 1 ? "" : "s")" : nil]
        return parts.compactMap { $0 }.joined(separator: " and ")
    }
}
