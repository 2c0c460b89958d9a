/// One finding recorded in a baseline file.
public struct BaselineEntry: Hashable, Sendable, Codable {
    public var fingerprint: String
    public var rule: String
    public var file: String
    public var bar: String?
    public var item: String?
    public var locale: String?
    public var message: String

    public init(fingerprint: String, rule: String, file: String, bar: String?, item: String?, locale: String?, message: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.file = file
        self.bar = bar
        self.item = item
        self.locale = locale
        self.message = message
    }

    public init(_ finding: Finding) {
        fingerprint = finding.baselineFingerprint
        rule = finding.ruleID
        file = finding.location.file
        bar = finding.barID
        item = finding.itemID
        locale = finding.locale
        message = finding.message
    }
}

/// Findings accepted when a team adopts BarAudit on an app that already has them: later runs report only
/// new findings, and entries that no longer occur as fixed, so the baseline shrinks over time.
public struct Baseline: Hashable, Sendable, Codable {
    public static let formatName = "baraudit-baseline"
    public var format = Baseline.formatName
    public var version = 1
    public var findings: [BaselineEntry]

    public init(findings: [Finding]) {
        self.findings = findings.map(BaselineEntry.init).sorted { ($0.file, $0.fingerprint, $0.message) < ($1.file, $1.fingerprint, $1.message) }
    }
}

extension Finding {
    /// What a baseline matches on: rule, file, bar, item, locale and the message with locations and
    /// white space normalised — never the line, so edits elsewhere in the file keep it.
    public var baselineFingerprint: String {
        var normalised = BaselineKey.normalise(message)
        normalised = [ruleID, location.file, barID ?? "", itemID ?? "", locale ?? "", normalised].joined(separator: "\u{1F}")
        return BaselineKey.hash(normalised)
    }
}

enum BaselineKey {
    /// Lowercased, white space collapsed, and `path:12:5` locations inside messages reduced to the path.
    static func normalise(_ message: String) -> String {
        message.lowercased().split(whereSeparator: \.isWhitespace).map(withoutPosition).joined(separator: " ")
    }

    /// `a.xml:3:5)` → `a.xml`: the line and column that follow a path, whatever closes the word.
    private static func withoutPosition(_ word: Substring) -> Substring {
        let body = word.prefix { ![")", ",", ";"].contains($0) }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.reversed().prefix { !$0.isEmpty && $0.allSatisfy(\.isNumber) }.count
        guard numbers > 0, numbers < parts.count else { return word }
        return parts.dropLast(numbers).joined(separator: ":")[...]
    }

    static func hash(_ text: String) -> String {
        String(stableHash(text), radix: 16).leftPadded(to: 16)
    }
}

/// FNV-1a, 64 bits: the same on every machine and run (Swift's Hasher is seeded per process).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
