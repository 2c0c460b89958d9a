import BarAuditModel

/// GitHub Actions workflow commands: each finding becomes an annotation on the file and line in the
/// pull request (`::error file=…,line=…,col=…,title=…::message`); info findings are notices.
public struct GitHubReporter: StreamingReporter {
    public init() {}

    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        var text = ""
        for diagnostic in file.diagnostics {
            text += command(diagnostic.severity, location: diagnostic.location, title: "baraudit input", message: diagnostic.message)
        }
        for finding in file.findings {
            var message = finding.message
            if let locale = finding.locale { message += " (\(locale))" }
            if let spoken = finding.spoken { message += "\n\(finding.screenReader.rawValue): \"\(spoken)\"" }
            if let fix = finding.fix { message += "\nFix: \(fix)" }
            text += command(finding.severity, location: finding.location, title: finding.ruleID, message: message)
        }
        return text
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "") { summary in
            summary.fixedBaselineEntries.map { entry in
                command(.info, location: SourceLocation(file: entry.file), title: entry.rule,
                        message: "fixed since the baseline; remove it from the baseline: \(entry.message)")
            }.joined()
        }
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
        return "::\(name) \(properties.joined(separator: ","))::\(Self.data(message))\n"
    }

    /// Escaping as the Actions runner expects it (toolkit's escapeData / escapeProperty).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
