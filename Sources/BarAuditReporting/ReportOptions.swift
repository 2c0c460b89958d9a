import BarAuditModel
import Foundation

/// Choices that shape every machine-readable report.
public struct ReportOptions: Sendable {
    /// Findings at or above it fail (JUnit failures, SARIF levels stay as found).
    public var failOn: FailLevel
    /// When reports carry a time: from SOURCE_DATE_EPOCH, else none (the Unix epoch where a schema
    /// requires one), so the same input gives byte-identical reports.
    public var timestamp: Date?

    /// The repository root: SARIF artifact URIs are relative to it (nil: the current folder).
    public var sourceRoot: String?
    /// The most results a SARIF report keeps (GitHub code scanning shows 5,000 per run).
    public var sarifMaxResults: Int

    /// The JSON report adds to each defect the item's resolved strings in the defect's locales.
    public var jsonStrings: Bool
    /// Above this many bytes of file sections the HTML report becomes an index and one page per file.
    public var htmlPageBytes: Int

    /// Past this size or this many XML elements and attributes a JUnit file is ended and the next suites
    /// go to `TEST-baraudit-2.xml`, … : GitLab parses no file over 30 MB or 250,000 XML objects.
    public var junitFileLimit: JUnitFileLimit

    public struct JUnitFileLimit: Sendable {
        public var bytes: Int
        public var objects: Int

        public init(bytes: Int = 25 << 20, objects: Int = 200_000) {
            self.bytes = bytes
            self.objects = objects
        }
    }

    public static let defaultSARIFMaxResults = 5000
    public static let defaultHTMLPageBytes = 2 << 20

    public init(failOn: FailLevel = .error, timestamp: Date? = nil, sourceRoot: String? = nil,
                sarifMaxResults: Int = ReportOptions.defaultSARIFMaxResults, htmlPageBytes: Int = ReportOptions.defaultHTMLPageBytes, jsonStrings: Bool = false,
                junitFileLimit: JUnitFileLimit = JUnitFileLimit()) {
        self.junitFileLimit = junitFileLimit
        self.htmlPageBytes = htmlPageBytes
        self.jsonStrings = jsonStrings
        self.failOn = failOn
        self.timestamp = timestamp
        self.sourceRoot = sourceRoot
        self.sarifMaxResults = sarifMaxResults
    }

    /// The root of the git work tree holding `path` (the nearest folder above it with a `.git`), if any.
    public static func gitRoot(of path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = SARIFReporter.absolute(path, in: currentDirectory)
        while true {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { return folder }
            guard folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Reads SOURCE_DATE_EPOCH (seconds since 1970) from the environment.
    public static func timestamp(from environment: [String: String]) -> Date? {
        environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:))
    }

    /// `2026-11-22T03:19:26` in UTC, without a zone (the strict JUnit schema's pattern).
    var isoTimestamp: String {
        let seconds = Int((timestamp ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970)
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let year = parts.tm_year + 1900
        // Written without `String(format:)`, which the JUnit report called through Foundation for every file;
        // a year of other than four digits keeps its formatting (`%04d` pads a negative one after the sign).
        guard (0...9999).contains(year) else {
            return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, parts.tm_mon + 1, parts.tm_mday,
                          parts.tm_hour, parts.tm_min, parts.tm_sec)
        }
        func digits(_ number: Int32, _ count: Int) -> String {
            let written = String(number)
            return String(repeating: "0", count: count - written.count) + written
        }
        return digits(year, 4) + "-" + digits(parts.tm_mon + 1, 2) + "-" + digits(parts.tm_mday, 2) + "T"
            + digits(parts.tm_hour, 2) + ":" + digits(parts.tm_min, 2) + ":" + digits(parts.tm_sec, 2)
    }

    func fails(_ severity: Severity) -> Bool {
        failOn.severity.map { severity >= $0 } ?? false
    }
}
