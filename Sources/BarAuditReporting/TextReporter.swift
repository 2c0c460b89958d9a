import BarAuditModel

/// The terminal format: one line per defect (its locales listed) in the clang/Xcode style
/// `path:line:col: error|warning|note: message [rule-id]`, which Xcode, editors and GitHub problem
/// matchers parse, with the fix and the spoken text indented below, then a summary line. Lines print
/// file by file as the run goes. Strings from definitions are escaped (`OneLine`), so one defect is
/// always one line.
public struct TextReporter: StreamingReporter {
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

    /// The file's input problems and defects, in line and column order.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        let diagnostics = file.diagnostics.map {
            Entry(location: $0.location, severity: $0.severity, message: $0.message, tag: "input")
        }
        let defects = file.defects.map { defect in
            Entry(location: defect.location, severity: defect.severity, message: defect.message + defect.localeSuffix,
                  tag: defect.ruleID, details: defect.spokenLines + (defect.fix.map { ["fix: \($0)"] } ?? []))
        }
        // Defects come in location order; only a file's input problems need merging in.
        guard !diagnostics.isEmpty else { return lines(defects) }
        let entries = (diagnostics + defects).enumerated().sorted { lhs, rhs in
            if lhs.element.location != rhs.element.location { return lhs.element.location < rhs.element.location }
            return lhs.offset < rhs.offset
        }
        return lines(entries.map(\.element))
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "") { summary in
            let fixed = summary.fixedBaselineEntries.map { entry in
                Entry(location: SourceLocation(file: entry.file), severity: .info,
                      message: "fixed since the baseline, remove it from the baseline: \(entry.message)", tag: entry.rule)
            }
            return lines(fixed) + (quiet ? "" : self.summary(summary, run: run) + "\n")
        }
    }

    func summary(_ summary: AuditSummary, run: RunInfo) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var text = "baraudit: \(counted(summary.count(.error), "error")), \(counted(summary.count(.warning), "warning")), "
            + "\(counted(summary.count(.info), "note")) in \(counted(summary.loadedFiles, "file")) "
            + "(\(counted(summary.bars, "bar")), \(counted(summary.items, "item")), \(counted(summary.checks.checks, "check")))"
        if summary.suppressed > 0 { text += "; \(summary.suppressed) suppressed" }
        if summary.baselined > 0 { text += "; \(summary.baselined) baselined" }
        if !summary.fixedBaselineEntries.isEmpty { text += "; \(summary.fixedBaselineEntries.count) fixed since the baseline" }
        if !summary.unloadedFiles.isEmpty {
            text += "; \(counted(summary.unloadedFiles.count, "input")) could not be loaded"
        }
        return text + " [ICU \(run.icuVersion), CLDR \(run.cldrVersion)]"
    }

    private struct Entry {
        var location: SourceLocation
        var severity: Severity
        var message: String
        var tag: String
        /// Indented below the line: what VoiceOver says, the fix.
        var details: [String] = []
    }

    private func lines(_ entries: [Entry]) -> String {
        var text = ""
        for entry in entries {
            text += "\(OneLine.escape(entry.location.description)): \(paint(entry.severity)): \(OneLine.escape(entry.message)) [\(OneLine.escape(entry.tag))]\n"
            guard !quiet else { continue }
            for detail in entry.details { text += "    \(OneLine.escape(detail))\n" }
        }
        return text
    }
}
