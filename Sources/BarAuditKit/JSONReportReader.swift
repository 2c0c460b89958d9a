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
        guard let bytes = FileBytes.read(named: path) else { throw ReportReadError(description: "\(path): cannot read") }
        if let syntaxError = JSONDocumentProblem.syntaxError(in: bytes, path: path) {
            throw ReportReadError(description: "\(syntaxError) (not a BarAudit JSON report)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              root["format"] as? String == "baraudit-report" else {
            throw ReportReadError(description: "\(path): not a BarAudit JSON report: it has no \"format\": \"baraudit-report\" member (write one with baraudit audit --format json)")
        }
        // Version 3 leaves out what version 2 repeated (`fails`, empty `locales`, spoken locales equal to the defect's).
        guard let version = root["version"] as? Int, (2...JSONReporter.formatVersion).contains(version) else {
            throw ReportReadError(description: "\(path): report version \(root["version"] ?? "?") is not 2 to \(JSONReporter.formatVersion)")
        }
        let tool = root["tool"] as? [String: Any] ?? [:]
        let files = try (root["files"] as? [[String: Any]] ?? []).map { try file($0, report: path) }
        let baseline = root["baseline"] as? [String: Any] ?? [:]
        let run = RunInfo(toolVersion: tool["version"] as? String ?? "", icuVersion: tool["icu"] as? String ?? "",
                          cldrVersion: tool["cldr"] as? String ?? "", usedBaseline: baseline["used"] as? Bool ?? false)
        var report = AuditReport(run: run, files: files)
        report.fixedBaselineEntries = (baseline["fixed"] as? [[String: Any]] ?? []).compactMap(entry)
        return Contents(report: report, failOn: (root["failOn"] as? String).flatMap(FailLevel.init(rawValue:)) ?? .error)
    }

    private static func file(_ object: [String: Any], report: String) throws -> FileResult {
        guard let path = object["path"] as? String else { throw ReportReadError(description: "\(report): a file has no path") }
        var definition: DefinitionFile?
        if let encoded = object["definition"] as? [String: Any] {
            // Pretty-printed: the loader finds each member's line and column, which on one long line
            // costs time in proportion to the line for every member.
            let bytes = try JSONSerialization.data(withJSONObject: encoded, options: [.prettyPrinted])
            let loaded = DefinitionLoader(maximumFileSize: .max).load(path: "definition.json", bytes: [UInt8](bytes))
            guard var model = loaded.definition else {
                throw ReportReadError(description: "\(report): the definition of \(path) does not load: \(loaded.diagnostics.map(\.message).joined(separator: "; "))")
            }
            model.path = path
            model.format = (object["format"] as? String).flatMap(DefinitionFormat.init(rawValue:)) ?? .json
            let talkBack = Set(object["talkBackBars"] as? [String] ?? [])
            for index in model.bars.indices where talkBack.contains(model.bars[index].id) { model.bars[index].screenReader = .talkBack }
            definition = model
        }
        let diagnostics = (object["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            InputDiagnostic(severity: severity(diagnostic["severity"]), message: diagnostic["message"] as? String ?? "", location: location(diagnostic))
        }
        let defects = (object["defects"] as? [[String: Any]] ?? []).map { defect($0, in: path) }
        let counts = (object["checks"] as? [[Any]] ?? []).map { row in
            let number = { (index: Int) in row.count > index ? row[index] as? Int ?? 0 : 0 }
            return CheckCount(barID: row.first as? String ?? "", ruleID: row.count > 1 ? row[1] as? String ?? "" : "",
                              skipReason: row.count > 6 ? row[6] as? String : nil,
                              checks: number(2), passed: number(3), withFindings: number(4), skipped: number(5))
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
