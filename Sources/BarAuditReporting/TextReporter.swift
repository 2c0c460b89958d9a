import BarAuditModel

/// The terminal format: one line per finding in the clang/Xcode style
/// `path:line:col: error|warning|note: message [rule-id]`, which Xcode, editors and GitHub problem
/// matchers parse, with the fix and the spoken text indented below, then a summary line.
public struct TextReporter: Sendable {
    /// Only the diagnostic lines: no details, no summary.
    public var quiet: Bool
    /// ANSI colours for the severity words (on a terminal, and never when NO_COLOR is set).
    public var colour: Bool

    public init(quiet: Bool = false, colour: Bool = false) {
        self.quiet = quiet
        self.colour = colour
    }

    private func paint(_ severity: Severity) -> String {
        guard colour else { return severity.compilerWord }
        let code = switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .info: "1;36"
        }
        return "\u{1B}[\(code)m\(severity.compilerWord)\u{1B}[0m"
    }

    public func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for entry in Self.entries(of: report) {
            lines.append("\(entry.location): \(paint(entry.severity)): \(entry.message) [\(entry.tag)]")
            guard !quiet else { continue }
            if let spoken = entry.spoken { lines.append("    VoiceOver: \"\(spoken)\"") }
            if let fix = entry.fix { lines.append("    fix: \(fix)") }
        }
        if !quiet { lines.append(summary(report)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    func summary(_ report: AuditReport) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let loaded = report.files.count - report.unloadedFiles.count
        var text = "baraudit: \(counted(report.count(.error), "error")), \(counted(report.count(.warning), "warning")), "
            + "\(counted(report.count(.info), "note")) in \(counted(loaded, "file")) "
            + "(\(counted(report.barCount, "bar")), \(counted(report.itemCount, "item")), \(counted(report.checks.count, "check")))"
        let suppressed = report.suppressedFindings
        let baselined = suppressed.filter { $0.source == .baseline }.count
        if suppressed.count > baselined { text += "; \(suppressed.count - baselined) suppressed" }
        if baselined > 0 { text += "; \(baselined) baselined" }
        if !report.fixedBaselineEntries.isEmpty { text += "; \(report.fixedBaselineEntries.count) fixed since the baseline" }
        if !report.unloadedFiles.isEmpty {
            text += "; \(counted(report.unloadedFiles.count, "input")) could not be loaded"
        }
        return text + " [ICU \(report.icuVersion), CLDR \(report.cldrVersion)]"
    }

    private struct Entry {
        var location: SourceLocation
        var severity: Severity
        var message: String
        var tag: String
        var spoken: String?
        var fix: String?
    }

    /// Findings and input diagnostics in file, line, column order.
    private static func entries(of report: AuditReport) -> [Entry] {
        let diagnostics = report.diagnostics.map {
            Entry(location: $0.location, severity: $0.severity, message: $0.message, tag: "input")
        }
        let findings = report.findings.map { finding in
            var message = finding.message
            if let locale = finding.locale { message += " (\(locale))" }
            return Entry(location: finding.location, severity: finding.severity, message: message,
                         tag: finding.ruleID, spoken: finding.spoken, fix: finding.fix)
        }
        let fixed = report.fixedBaselineEntries.map { entry in
            Entry(location: SourceLocation(file: entry.file), severity: .info,
                  message: "fixed since the baseline, remove it from the baseline: \(entry.message)", tag: entry.rule)
        }
        return (diagnostics + findings + fixed).enumerated().sorted { lhs, rhs in
            if lhs.element.location != rhs.element.location { return lhs.element.location < rhs.element.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
