import BarAuditLoading
import BarAuditModel
import BarAuditReporting
import Foundation

public struct ReportReadError: Error, CustomStringConvertible {
    public var description: String
}

/// Reads `baraudit.json` reports back into an `AuditReport`, so that `baraudit merge` can write the
/// reports of several CI jobs as one run would have. Definitions are re-read from their JSON encoding.
public enum JSONReportReader {
    public struct Contents: Sendable {
        public var report: AuditReport
        public var failOn: FailLevel
    }

    public static func read(path: String) throws -> Contents {
        let bytes: [UInt8]
        switch FileBytes.read(named: path, limit: FileBytes.projectFileLimit) {
        case .success(let read): bytes = read
        case .failure(let why): throw ReportReadError(description: "\(path): cannot read the report: \(why)")
        }
        if let syntaxError = JSONDocumentProblem.syntaxError(in: bytes, path: path) {
            throw ReportReadError(description: "\(syntaxError) (not a BarAudit JSON report)")
        }
        // Both located (at the top-level value, or at "version"): before, they named only the file, and the
        // version quoted what it found raw ("report version  is not 2 to 3" for an empty string).
        let check = Checker(bytes: bytes, path: path)
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              root["format"] as? String == "baraudit-report" else {
            throw check.fail("not a BarAudit JSON report: it has no \"format\": \"baraudit-report\" member (write one with baraudit audit --format json)")
        }
        // Version 3 leaves out what version 2 repeated (`fails`, empty `locales`, spoken locales equal to the defect's).
        guard let version = root["version"] as? Int, (2...JSONReporter.formatVersion).contains(version) else {
            throw check.at("version").fail("expected a report version from 2 to \(JSONReporter.formatVersion), found \(root["version"].map(Checker.kind(of:)) ?? "none")")
        }
        let tool = root["tool"] as? [String: Any] ?? [:]
        let files = try (root["files"] as? [[String: Any]] ?? []).enumerated().map { index, object in
            try file(object, report: path, check: check.at("files", index))
        }
        let baseline = root["baseline"] as? [String: Any] ?? [:]
        let run = RunInfo(toolVersion: tool["version"] as? String ?? "", icuVersion: tool["icu"] as? String ?? "",
                          cldrVersion: tool["cldr"] as? String ?? "", usedBaseline: baseline["used"] as? Bool ?? false)
        var report = AuditReport(run: run, files: files)
        report.fixedBaselineEntries = (baseline["fixed"] as? [[String: Any]] ?? []).compactMap(entry)
        return Contents(report: report, failOn: (root["failOn"] as? String).flatMap(FailLevel.init(rawValue:)) ?? .error)
    }

    /// Checks the numbers and severities a report gives, as it is read: a count, line or column that is
    /// negative or past what a run can produce, or an unknown severity, is a located error naming the
    /// member. Before, they were taken as they came: a count of 9223372036854775807 crashed `merge`
    /// (integer overflow when adding up, exit 132), a negative one printed "-1 checks".
    struct Checker {
        static let largest = Int(Int32.max)
        let bytes: [UInt8]
        let path: String
        var codingPath: [Key] = []

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
        }

        func at(_ member: String, _ index: Int? = nil) -> Checker {
            var checker = self
            checker.codingPath.append(Key(stringValue: member))
            if let index { checker.codingPath.append(Key(intValue: index)) }
            return checker
        }

        func at(_ index: Int) -> Checker {
            var checker = self
            checker.codingPath.append(Key(intValue: index))
            return checker
        }

        func fail(_ message: String) -> ReportReadError {
            let context = DecodingError.Context(codingPath: codingPath, debugDescription: message)
            return ReportReadError(description: JSONDocumentProblem.describe(DecodingError.dataCorrupted(context), in: bytes, path: path))
        }

        /// A count, line or column: absent is nil; otherwise a whole number from 0 to 2147483647.
        func whole(_ value: Any?, _ member: String) throws -> Int? {
            guard let value, !(value is NSNull) else { return nil }
            if let whole = value as? Int, (0...Self.largest).contains(whole) { return whole }
            throw (member.isEmpty ? self : at(member)).fail("expected a whole number from 0 to \(Self.largest), found \(String(describing: value).escapedForOneLine)")
        }

        /// A JSON value as an error names it: a string quoted (escaped for one line, cut at 100
        /// characters), a number, else its kind.
        static func kind(of value: Any) -> String {
            switch value {
            case let text as String: "'\(text.count > 100 ? String(text.prefix(100)) + "…" : text)'".escapedForOneLine
            case is NSNull: "null"
            case let number as NSNumber: "\(number)"
            case is [Any]: "a list"
            case is [String: Any]: "an object"
            default: "\(type(of: value))"
            }
        }

        func severity(_ value: Any?) throws -> Severity {
            guard let value else { return .error }
            if let name = value as? String, let severity = Severity(rawValue: name) { return severity }
            throw at("severity").fail("expected a severity (error, warning or info), found '\(String(describing: value).escapedForOneLine)'")
        }

        func location(_ object: [String: Any]) throws -> SourceLocation {
            SourceLocation(file: object["file"] as? String ?? "", line: try whole(object["line"], "line") ?? 0, column: try whole(object["column"], "column"))
        }
    }

    private static func file(_ object: [String: Any], report: String, check: Checker) throws -> FileResult {
        guard let path = object["path"] as? String else { throw ReportReadError(description: "\(report): a file has no path") }
        var definition: DefinitionFile?
        if let encoded = object["definition"] as? [String: Any] {
            // Pretty-printed: the loader finds each member's line and column, which on one long line
            // costs time in proportion to the line for every member.
            let bytes = try JSONSerialization.data(withJSONObject: encoded, options: [.prettyPrinted])
            var loader = DefinitionLoader(maximumFileSize: .max)
            loader.isReportDefinition = true
            let loaded = loader.load(path: "definition.json", bytes: [UInt8](bytes))
            guard var model = loaded.definition else {
                throw ReportReadError(description: "\(report): the definition of \(path) does not load: \(loaded.diagnostics.map(\.message).joined(separator: "; "))")
            }
            model.path = path
            model.format = (object["format"] as? String).flatMap(DefinitionFormat.init(rawValue:)) ?? .json
            let talkBack = Set(object["talkBackBars"] as? [String] ?? [])
            for index in model.bars.indices where talkBack.contains(model.bars[index].id) { model.bars[index].screenReader = .talkBack }
            // What a Compose badge says (the audit's `item.badgeSpeech`): a member that is not bar id → item id →
            // a known kind would change the badge rules' findings without a word, so it is refused where it is.
            var badgeSpeech: [String: [String: String]] = [:]
            if let written = object["badgeSpeech"], !(written is NSNull) {
                guard let bars = written as? [String: Any] else {
                    throw check.at("badgeSpeech").fail("expected an object of bar ids, found \(Checker.kind(of: written))")
                }
                for (bar, items) in bars.sorted(by: { $0.key < $1.key }) {
                    guard let items = items as? [String: Any] else {
                        throw check.at("badgeSpeech").at(bar).fail("expected an object of item ids, found \(Checker.kind(of: items))")
                    }
                    for (item, speech) in items.sorted(by: { $0.key < $1.key }) {
                        guard let name = speech as? String, BadgeSpeech(rawValue: name) != nil else {
                            throw check.at("badgeSpeech").at(bar).at(item).fail(
                                "expected platform, asWritten or silentWhileLabelShows, found \(Checker.kind(of: speech))")
                        }
                        badgeSpeech[bar, default: [:]][item] = name
                    }
                }
            }
            for bar in model.bars.indices {
                guard let speech = badgeSpeech[model.bars[bar].id] else { continue }
                for item in model.bars[bar].items.indices {
                    if let written = speech[model.bars[bar].items[item].id], let known = BadgeSpeech(rawValue: written) { model.bars[bar].items[item].badgeSpeech = known }
                }
            }
            definition = model
        }
        let diagnostics = try (object["diagnostics"] as? [[String: Any]] ?? []).enumerated().map { index, diagnostic in
            let entry = check.at("diagnostics", index)
            return InputDiagnostic(severity: try entry.severity(diagnostic["severity"]), message: diagnostic["message"] as? String ?? "",
                                   location: try entry.location(diagnostic))
        }
        let defects = try (object["defects"] as? [[String: Any]] ?? []).enumerated().map { index, object in
            _ = try check.at("defects", index).location(object)
            _ = try check.at("defects", index).severity(object["severity"])
            return defect(object, in: path)
        }
        let counts = try (object["checks"] as? [[Any]] ?? []).enumerated().map { index, row in
            let entry = check.at("checks", index)
            let number = { (column: Int) throws -> Int in
                guard row.count > column else { return 0 }
                return try entry.at(column).whole(row[column], "") ?? 0
            }
            return CheckCount(barID: row.first as? String ?? "", ruleID: row.count > 1 ? row[1] as? String ?? "" : "",
                              skipReason: row.count > 6 ? row[6] as? String : nil,
                              checks: try number(2), passed: try number(3), withFindings: try number(4), skipped: try number(5))
        }
        return FileResult(path: path, definition: definition, diagnostics: diagnostics, defects: defects, checkCounts: counts,
                          suppressed: (object["suppressed"] as? [[String: Any]] ?? []).map(suppressed))
    }

    private static func defect(_ object: [String: Any], in path: String) -> Defect {
        var at = location(object)
        if object["file"] == nil { at.file = path }
        let locales = object["locales"] as? [String] ?? []
        return Defect(ruleID: object["rule"] as? String ?? "", severity: severity(object["severity"]), message: object["message"] as? String ?? "",
               location: at, barID: object["bar"] as? String, itemID: object["item"] as? String, locales: locales,
               spoken: (object["spoken"] as? [[String: Any]] ?? []).map { Defect.Spoken(text: $0["text"] as? String ?? "", locales: $0["locales"] as? [String] ?? locales) },
               screenReader: (object["screenReader"] as? String).flatMap(ScreenReader.init(rawValue:)) ?? .voiceOver,
               fix: object["fix"] as? String)
    }

    private static func finding(_ object: [String: Any]) -> Finding {
        var finding = Finding(
            ruleID: object["rule"] as? String ?? "", severity: severity(object["severity"]), message: object["message"] as? String ?? "",
            location: location(object), barID: object["bar"] as? String, itemID: object["item"] as? String,
            locale: object["locale"] as? String, spoken: object["spoken"] as? String, fix: object["fix"] as? String)
        finding.screenReader = (object["screenReader"] as? String).flatMap(ScreenReader.init(rawValue:)) ?? .voiceOver
        return finding
    }

    private static func suppressed(_ object: [String: Any]) -> SuppressedFinding {
        let inner = finding(object)
        if object["source"] as? String == "baseline" { return SuppressedFinding(finding: inner, source: .baseline) }
        return SuppressedFinding(finding: inner, source: .definition(reason: object["reason"] as? String,
                                                                     location: location(object["suppressionLocation"] as? [String: Any] ?? [:])))
    }

    private static func entry(_ object: [String: Any]) -> BaselineEntry? {
        guard let fingerprint = object["fingerprint"] as? String, let rule = object["rule"] as? String,
              let file = object["file"] as? String, let message = object["message"] as? String else { return nil }
        return BaselineEntry(fingerprint: fingerprint, rule: rule, file: file, bar: object["bar"] as? String,
                             item: object["item"] as? String, locale: object["locale"] as? String, message: message)
    }

    private static func location(_ object: [String: Any]) -> SourceLocation {
        SourceLocation(file: object["file"] as? String ?? "", line: object["line"] as? Int ?? 0, column: object["column"] as? Int)
    }

    private static func severity(_ value: Any?) -> Severity {
        (value as? String).flatMap(Severity.init(rawValue:)) ?? .error
    }
}
