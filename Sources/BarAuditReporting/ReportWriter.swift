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

    /// The contents of each file a format writes.
    public func files(for format: ReportFormat, report: AuditReport) -> [(name: String, contents: String)] {
        switch format {
        case .text, .github:
            return []
        case .html:
            let html = HTMLReporter(options: options)
            return [("index.html", html.render(report)), ("baraudit.css", html.stylesheet)]
        case .junit:
            return [("TEST-baraudit.xml", JUnitReporter(options: options).render(report))]
        case .sarif:
            return [("baraudit.sarif", SARIFReporter(options: options).render(report))]
        case .json:
            return [("baraudit.json", JSONReporter(options: options).render(report))]
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
                try files(for: formats[index], report: report).map { name, contents in
                    let path = (directory as NSString).appendingPathComponent(name)
                    try Self.writeAtomically(contents, to: path)
                    return path
                }
            }
            outcomes.withLock { $0[index] = outcome }
        }
        return try outcomes.withLock { outcomes in try formats.indices.flatMap { try outcomes[$0]!.get() } }
    }

    /// Writes the string's UTF-8 storage directly: reports reach gigabytes, and copying one into `Data`
    /// first would double the peak memory of writing it.
    private static func writeBytes(of contents: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw writeError(path) }
        defer { close(descriptor) }
        var contents = contents
        let written = contents.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written else { throw writeError(path) }
    }

    private static func writeError(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }

    static func writeAtomically(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(getpid()).tmp")
        try writeBytes(of: contents, to: temporary)
        guard rename(temporary, path) == 0 else {
            let error = writeError(path)
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}
