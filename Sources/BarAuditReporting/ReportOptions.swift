import BarAuditModel
import Foundation

/// Choices that shape every machine-readable report.
public struct ReportOptions: Sendable {
    /// Findings at or above it fail (JUnit failures, SARIF levels stay as found).
    public var failOn: FailLevel
    /// When reports carry a time: from SOURCE_DATE_EPOCH, else none (the Unix epoch where a schema
    /// requires one), so the same input gives byte-identical reports.
    public var timestamp: Date?

    public init(failOn: FailLevel = .error, timestamp: Date? = nil) {
        self.failOn = failOn
        self.timestamp = timestamp
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
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec)
    }

    func fails(_ finding: Finding) -> Bool {
        failOn.severity.map { finding.severity >= $0 } ?? false
    }
}

/// How reports name a check: stable across runs (never a line number or message), unique across files.
enum CheckName {
    static func of(_ check: Check) -> String {
        let subject = [check.barID, check.itemID, check.locale].compactMap { $0 }.joined(separator: " / ")
        return "\(subject) @ \(check.file)"
    }
}
