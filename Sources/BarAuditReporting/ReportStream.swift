import BarAuditModel
import Foundation

/// One report format, written one input file at a time so that a run of thousands of files never holds
/// a whole report: worker tasks render each file's part in parallel (`part` is pure), a sink appends the
/// parts in input order, and `finish` adds what needs the whole run (totals, the baseline's outcome).
public protocol StreamingReporter: Sendable {
    /// The report's share of one input file, as UTF-8 bytes handed to the sink and the file as they are;
    /// `index` is the file's position in the run.
    func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8]
    /// Writes the file's part straight into `output`, a piece at a time, for a file too large to render
    /// aside (the text, GitHub and JSON formats; the others write the part whole).
    func write(_ file: FileResult, index: Int, run: RunInfo, to output: ReportText)
    /// Starts the report in `output`.
    func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink
}

/// A report being written.
public protocol ReportSink: AnyObject {
    /// Adds one file's part; parts come in input order.
    func append(_ part: [UInt8])
    /// Adds one file's part as `render` writes it (see `StreamingReporter.write`).
    func append(writing render: (ReportText) -> Void)
    /// Adds one file's part, written straight in by `reporter` (this sink's) as it is made: a file too
    /// large to render aside (`ReportSet.rendersAside`).
    func append(_ file: FileResult, index: Int, run: RunInfo, writtenBy reporter: any StreamingReporter)
    /// Writes what needs the whole run and ends the report.
    func finish(_ summary: AuditSummary)
}

extension StreamingReporter {
    public func write(_ file: FileResult, index: Int, run: RunInfo, to output: ReportText) {
        output += part(of: file, index: index, run: run)
    }

    /// The whole report of a run held in memory.
    public func render(_ report: AuditReport) -> String {
        ReportText.collect { output in
            let sink = sink(writingTo: output, run: report.run)
            for (index, file) in report.files.enumerated() {
                sink.append(part(of: file, index: index, run: report.run))
            }
            sink.finish(report.summary)
        }
    }
}

extension ReportSink {
    /// A sink that reads each part as a whole (to split it, or to count what it holds) gets it whole.
    public func append(writing render: (ReportText) -> Void) {
        append(ReportText.collectBytes(render))
    }

    public func append(_ file: FileResult, index: Int, run: RunInfo, writtenBy reporter: any StreamingReporter) {
        append { reporter.write(file, index: index, run: run, to: $0) }
    }
}

/// A report that is a head, the non-empty parts with a separator between them, and a tail written from
/// the summary: the text, GitHub, JSON and SARIF reports.
final class JoinedSink: ReportSink {
    private let output: ReportText
    private let separator: String
    private let tail: (AuditSummary) -> String
    /// Every part writes something (the JSON report's file entries): a part may be written straight in
    /// after its separator, with no need to see first whether it is empty.
    private let partsAreNeverEmpty: Bool
    private var isFirst = true

    init(output: ReportText, head: String, separator: String = "", partsAreNeverEmpty: Bool = false, tail: @escaping (AuditSummary) -> String) {
        self.output = output
        self.separator = separator
        self.partsAreNeverEmpty = partsAreNeverEmpty
        self.tail = tail
        output += head
    }

    func append(_ part: [UInt8]) {
        guard !part.isEmpty else { return }
        if !isFirst { output += separator }
        isFirst = false
        output += part
        output.flushIfLarge()
    }

    /// Without a separator, or with parts that are never empty, the part is written straight in.
    func append(writing render: (ReportText) -> Void) {
        guard separator.isEmpty || partsAreNeverEmpty else { return append(ReportText.collectBytes(render)) }
        if !isFirst { output += separator }
        isFirst = false
        render(output)
        output.flushIfLarge()
    }

    func finish(_ summary: AuditSummary) {
        output += tail(summary)
    }
}

/// The report formats and the files they write.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, github, html, junit, sarif, json

    /// Formats printed to standard output rather than written to the output folder.
    public var isStandardOutput: Bool { self == .text || self == .github }

    /// The report's file in the output folder; nil for standard output.
    public var fileName: String? {
        switch self {
        case .text, .github: nil
        case .html: "index.html"
        case .junit: "TEST-baraudit.xml"
        case .sarif: "baraudit.sarif"
        case .json: "baraudit.json"
        }
    }
}

/// The reporters of one run, in the order their formats were asked for.
public struct ReportSet: Sendable {
    public let formats: [ReportFormat]
    private let reporters: [any StreamingReporter]

    /// `text` shapes the text format (quiet, colour).
    public init(formats: [ReportFormat], options: ReportOptions, text: TextReporter = TextReporter()) {
        self.formats = formats
        reporters = formats.map { format -> any StreamingReporter in
            switch format {
            case .text: text
            case .github: GitHubReporter()
            case .html: HTMLReporter(options: options)
            case .junit: JUnitReporter(options: options)
            case .sarif: SARIFReporter(options: options)
            case .json: JSONReporter(options: options)
            }
        }
    }

    /// Every format's part of one file (called on worker tasks).
    public func parts(of file: FileResult, index: Int, run: RunInfo) -> [[UInt8]] {
        reporters.map { $0.part(of: file, index: index, run: run) }
    }

    func reporter(at index: Int) -> any StreamingReporter { reporters[index] }

    /// Whether a worker renders the file's parts aside, to be appended in input order (most files), or
    /// the reports' writer renders them straight into the reports (`ReportSession.append(rendering:)`):
    /// a file with tens of thousands of defects, whose parts held whole would be larger than its audit.
    public static func rendersAside(_ file: FileResult) -> Bool {
        file.defects.count < 4096
    }
}

/// The reports of one run while it goes: standard-output formats print each file's part as it comes;
/// file reports are written to temporary files beside their targets and renamed into place by `finish`,
/// so a dashboard never reads half a report.
public final class ReportSession {
    private let directory: String
    private let formats: [ReportFormat]
    private let outputs: [ReportText]
    private let sinks: [any ReportSink]

    public init(reports: ReportSet, run: RunInfo, directory: String) throws {
        self.directory = directory
        formats = reports.formats
        if formats.contains(where: { !$0.isStandardOutput }) {
            // A file or a device where the folder should be: Foundation says "A file with the same name
            // already exists", even of /dev/full.
            var status = stat()
            if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: directory, NSLocalizedDescriptionKey: "it exists and is not a folder"])
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var outputs: [ReportText] = []
        do {
            for format in formats {
                outputs.append(try format.fileName.map { try ReportText(file: Self.temporaryPath(for: $0, in: directory)) }
                    ?? ReportText(standardOutput: STDOUT_FILENO))
            }
        } catch {
            for output in outputs { output.discard() }
            throw error
        }
        self.outputs = outputs
        sinks = formats.indices.map { reports.reporter(at: $0).sink(writingTo: outputs[$0], run: run) }
    }

    /// Adds one file's parts (from `ReportSet.parts`), in input order.
    public func append(_ parts: [[UInt8]]) {
        for (sink, part) in zip(sinks, parts) { sink.append(part) }
    }

    /// Adds one file's parts, rendered here straight into each report (`ReportSet.rendersAside` is
    /// false for the file), in input order.
    public func append(rendering file: FileResult, index: Int, run: RunInfo, with reports: ReportSet) {
        for (position, sink) in sinks.enumerated() {
            sink.append(file, index: index, run: run, writtenBy: reports.reporter(at: position))
        }
    }

    /// Adds every file of a run held in memory, rendering their parts here (tests, `baraudit merge`).
    public func append(filesOf report: AuditReport, rendering reports: ReportSet) {
        for (index, file) in report.files.enumerated() {
            append(reports.parts(of: file, index: index, run: report.run))
        }
    }

    /// Ends every report and moves the files into place; returns their paths. On a write failure no
    /// report file is left half written.
    @discardableResult
    public func finish(_ summary: AuditSummary) throws -> [String] {
        for sink in sinks { sink.finish(summary) }
        var written: [String] = []
        do {
            for (format, output) in zip(formats, outputs) {
                guard let name = format.fileName else {
                    try output.close()
                    continue
                }
                let path = (directory as NSString).appendingPathComponent(name)
                try output.close(movingTo: path)
                written.append(path)
                if format == .html {
                    for (name, text) in [(HTMLReporter.stylesheetName, HTMLReporter.stylesheet), (HTMLReporter.scriptName, HTMLReporter.script)] {
                        let path = (directory as NSString).appendingPathComponent(name)
                        try Self.writeAtomically(text, to: path)
                        written.append(path)
                    }
                }
            }
        } catch {
            for output in outputs { output.discard() }
            throw error
        }
        return written
    }

    /// Writes a run held in memory.
    @discardableResult
    public static func write(_ report: AuditReport, reports: ReportSet, to directory: String) throws -> [String] {
        let session = try ReportSession(reports: reports, run: report.run, directory: directory)
        session.append(filesOf: report, rendering: reports)
        return try session.finish(report.summary)
    }

    /// Where a report file is written before it is renamed into place.
    static func temporaryPath(for name: String, in directory: String) -> String {
        (directory as NSString).appendingPathComponent(".\(name).\(getpid()).tmp")
    }

    private static func writeAtomically(_ text: String, to path: String) throws {
        let output = try ReportText(file: temporaryPath(for: (path as NSString).lastPathComponent, in: (path as NSString).deletingLastPathComponent))
        output += text
        try output.close(movingTo: path)
    }
}
