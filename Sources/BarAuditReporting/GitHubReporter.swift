import BarAuditModel

/// GitHub Actions workflow commands: each defect becomes an annotation on the file and line in the
/// pull request (`::error file=…,line=…,col=…,title=…::message`); info findings are notices. Strings
/// from definitions are escaped first (`OneLine`), then the command's data and properties as the
/// Actions toolkit does, so a title can never end the command or start another.
public struct GitHubReporter: StreamingReporter {
    public init() {}

    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        ReportText.collectBytes { write(file, index: index, run: run, to: $0) }
    }

    /// Writes one annotation at a time (see `TextReporter.write`).
    public func write(_ file: FileResult, index: Int, run: RunInfo, to output: ReportText) {
        for diagnostic in file.diagnostics {
            output += command(diagnostic.severity, location: diagnostic.location, title: "baraudit input", message: OneLine.escape(diagnostic.message))
        }
        for defect in file.defects {
            let lines = [defect.message + defect.localeSuffix] + defect.spokenLines + (defect.fix.map { ["Fix: \($0)"] } ?? [])
            output += command(defect.severity, location: defect.location, title: defect.ruleID,
                              message: lines.map(OneLine.escape).joined(separator: "\n"))
            output.flushIfFull()
        }
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "") { summary in
            summary.fixedBaselineEntries.map { entry in
                command(.info, location: SourceLocation(file: entry.file), title: entry.rule,
                        message: "fixed since the baseline; remove it from the baseline: \(OneLine.escape(entry.message))")
            }.joined() + annotationLimitNote(summary)
        }
    }

    /// GitHub Actions makes annotations of the first 10 error, 10 warning and 10 notice commands of a
    /// step (and 50 of a job) and drops the rest without a word, so a run past that says so: as a notice
    /// when fewer than 10 came before it (then it is shown), else as a line of the log.
    static let annotationsPerKind = 10

    func annotationLimitNote(_ summary: AuditSummary) -> String {
        let notices = summary.count(.info) + summary.fixedBaselineEntries.count
        let written = [(summary.count(.error), "error"), (summary.count(.warning), "warning"), (notices, "notice")]
        guard written.contains(where: { $0.0 > Self.annotationsPerKind }) else { return "" }
        let counts = written.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let listed = counts.count > 1 ? counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1] : counts.joined()
        let message = "baraudit wrote \(listed) annotations; GitHub shows only the first \(Self.annotationsPerKind) of each kind in a step "
            + "(50 in a job): the step's log lists them all, and the SARIF report uploaded to code scanning shows every finding"
        return notices < Self.annotationsPerKind ? "::notice title=baraudit::\(Self.data(message))\n" : message + "\n"
    }

    private func command(_ severity: Severity, location: SourceLocation, title: String, message: String) -> String {
        let name = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
        var properties = ["file=\(Self.property(OneLine.escape(location.file)))"]
        if location.line > 0 { properties.append("line=\(location.line)") }
        if let column = location.column { properties.append("col=\(column)") }
        // The title is a rule id, which a JSON report given to `baraudit merge` can spell with a terminal
        // escape or a line separator: escaped for one line as the path is, then as a property.
        properties.append("title=\(Self.property(OneLine.escape(title)))")
        return "::\(name) \(properties.joined(separator: ","))::\(Self.data(message))\n"
    }

    /// Escaping as the Actions runner expects it (toolkit's escapeData / escapeProperty), in one pass over
    /// the bytes: Foundation's `replacingOccurrences`, three to five times per command, was half of a
    /// six-format run that listed 8,000 baseline entries fixed since the baseline.
    static func data(_ text: String) -> String {
        escaped(text, property: false)
    }

    static func property(_ text: String) -> String {
        escaped(text, property: true)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func escaped(_ text: String, property: Bool) -> String {
        func special(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                || (property && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
        }
        guard text.utf8.contains(where: special) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            guard special(byte) else {
                bytes.append(byte)
                continue
            }
            // Only ASCII bytes are escaped, so the UTF-8 of every other character is copied whole.
            bytes.append(UInt8(ascii: "%"))
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
