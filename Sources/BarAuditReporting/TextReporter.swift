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
    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        ReportText.collectBytes { write(file, index: index, run: run, to: $0) }
    }

    /// Writes the lines one defect at a time: a bar of 100,000 tabs has 400,000 defects, whose lines held
    /// at once (with a copy of each message) took more memory than the audit itself.
    public func write(_ file: FileResult, index: Int, run: RunInfo, to output: ReportText) {
        // Defects come in location order; a file's input problems are merged in, before the defects
        // of the same place (a stable sort of both).
        let diagnostics = file.diagnostics.enumerated().sorted { lhs, rhs in
            if lhs.element.location != rhs.element.location { return lhs.element.location < rhs.element.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var nextDiagnostic = diagnostics.startIndex
        func writeDiagnostics(through location: SourceLocation?) {
            while nextDiagnostic < diagnostics.endIndex, location.map({ !($0 < diagnostics[nextDiagnostic].location) }) ?? true {
                let diagnostic = diagnostics[nextDiagnostic]
                line(diagnostic.location, diagnostic.severity, diagnostic.message, tag: "input", to: output)
                nextDiagnostic += 1
            }
        }
        for defect in file.defects {
            writeDiagnostics(through: defect.location)
            line(defect.location, defect.severity, defect.message, defect.localeSuffix, tag: defect.ruleID, to: output)
            if !quiet {
                for spoken in defect.spokenLines { detail(spoken, to: output) }
                if let fix = defect.fix { detail("fix: \(fix)", to: output) }
            }
            output.flushIfFull()
        }
        writeDiagnostics(through: nil)
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "") { summary in
            ReportText.collect { tail in
                for entry in summary.fixedBaselineEntries {
                    line(SourceLocation(file: entry.file), .info, "fixed since the baseline, remove it from the baseline: \(entry.message)",
                         tag: entry.rule, to: tail)
                }
                if !quiet { tail += self.summary(summary, run: run) + "\n" }
            }
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
        // The versions come from the reports `baraudit merge` reads, which can hold anything (a newline and
        // `::error::` in `tool.icu` began a line of its own): escaped for one line as every input string is.
        return text + " [ICU \(OneLine.escape(run.icuVersion)), CLDR \(OneLine.escape(run.cldrVersion))]"
    }

    /// Appended piece by piece (escaping is per scalar, so the pieces escape as the whole line would): a
    /// line interpolated into a string of its own grew that string by doubling as the message went in,
    /// and then was copied again (a tenth of a large bar's audit).
    private func line(_ location: SourceLocation, _ severity: Severity, _ message: String, _ suffix: String = "", tag: String,
                      to output: ReportText) {
        output += OneLine.escape(location.description)
        output += ": "
        output += paint(severity)
        output += ": "
        output += OneLine.escape(message)
        output += OneLine.escape(suffix)
        output += " ["
        output += OneLine.escape(tag)
        output += "]\n"
    }

    /// Indented below the line: what VoiceOver says, the fix.
    private func detail(_ text: String, to output: ReportText) {
        output += "    "
        output += OneLine.escape(text)
        output += "\n"
    }
}
