import BarAuditModel

/// GitHub Actions workflow commands: each finding becomes an annotation on the file and line in the
/// pull request (`::error file=…,line=…,col=…,title=…::message`); info findings are notices.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for diagnostic in report.diagnostics {
            lines.append(command(diagnostic.severity, location: diagnostic.location, title: "baraudit input", message: diagnostic.message))
        }
        for finding in report.findings {
            var message = finding.message
            if let locale = finding.locale { message += " (\(locale))" }
            if let spoken = finding.spoken { message += "\nVoiceOver: \"\(spoken)\"" }
            if let fix = finding.fix { message += "\nFix: \(fix)" }
            lines.append(command(finding.severity, location: finding.location, title: finding.ruleID, message: message))
        }
        for entry in report.fixedBaselineEntries {
            lines.append(command(.info, location: SourceLocation(file: entry.file), title: entry.rule,
                                 message: "fixed since the baseline; remove it from the baseline: \(entry.message)"))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func command(_ severity: Severity, location: SourceLocation, title: String, message: String) -> String {
        let name = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
        var properties = ["file=\(Self.property(location.file))"]
        if location.line > 0 { properties.append("line=\(location.line)") }
        if let column = location.column { properties.append("col=\(column)") }
        properties.append("title=\(Self.property(title))")
        return "::\(name) \(properties.joined(separator: ","))::\(Self.data(message))"
    }

    /// Escaping as the Actions runner expects it (toolkit's escapeData / escapeProperty).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
