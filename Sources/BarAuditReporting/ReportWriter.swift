import BarAuditModel
import Foundation
import Synchronization

/// The report formats and the files they write.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, github, html, junit, sarif, json

    /// Formats printed to standard output rather than written to the output folder.
    public var isStandardOutput: Bool { self == .text || self == .github }

    /// File names in the output folder; text and github go to standard output.
    public var fileNames: [String] {
        switch self {
        case .text, .github: []
        case .html: ["index.html", "baraudit.css"]
        case .junit: ["TEST-baraudit.xml"]
        case .sarif: ["baraudit.sarif"]
        case .json: ["baraudit.json"]
        }
    }
}

/// Writes the requested file reports into a folder, each atomically (a temporary file renamed into
/// place), so a dashboard never reads half a report.
public struct ReportWriter: Sendable {
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// The files a format writes, each with the function that writes it to a given path. JUnit and JSON,
    /// the reports that grow with every check, stream to their file instead of being built in memory.
    func files(for format: ReportFormat, report: AuditReport) -> [(name: String, write: (String) throws -> Void)] {
        switch format {
        case .text, .github:
            return []
        case .html:
            let html = HTMLReporter(options: options)
            return [("index.html", { try FileOutput.write(html.render(report), toFile: $0) }),
                    ("baraudit.css", { try FileOutput.write(html.stylesheet, toFile: $0) })]
        case .junit:
            return [("TEST-baraudit.xml", { try JUnitReporter(options: options).write(report, toFile: $0) })]
        case .sarif:
            return [("baraudit.sarif", { try FileOutput.write(SARIFReporter(options: options).render(report), toFile: $0) })]
        case .json:
            return [("baraudit.json", { try JSONReporter(options: options).write(report, toFile: $0) })]
        }
    }

    /// Writes every file of the formats; returns their paths.
    /// The formats are rendered and written in parallel (they are independent), in the order given.
    @discardableResult
    public func write(_ report: AuditReport, formats: [ReportFormat], to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let outcomes = Mutex<[Int: Result<[String], Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: formats.count) { index in
            let outcome = Result<[String], Error> {
                try files(for: formats[index], report: report).map { name, write in
                    let path = (directory as NSString).appendingPathComponent(name)
                    try Self.writeAtomically(to: path, write)
                    return path
                }
            }
            outcomes.withLock { $0[index] = outcome }
        }
        return try outcomes.withLock { outcomes in try formats.indices.flatMap { try outcomes[$0]!.get() } }
    }

    /// Writes into a temporary file beside the target and renames it into place.
    private static func writeAtomically(to path: String, _ write: (String) throws -> Void) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(getpid()).tmp")
        do {
            try write(temporary)
            guard rename(temporary, path) == 0 else { throw FileOutput.error(path) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}
