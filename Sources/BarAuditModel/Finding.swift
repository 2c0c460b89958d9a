/// What a rule reports about one bar, item and locale.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var barID: String?
    public var itemID: String?
    public var locale: String?
    /// What VoiceOver would say, when the finding is about speech.
    public var spoken: String?
    /// A suggested change.
    public var fix: String?

    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation, barID: String? = nil,
        itemID: String? = nil, locale: String? = nil, spoken: String? = nil, fix: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.barID = barID
        self.itemID = itemID
        self.locale = locale
        self.spoken = spoken
        self.fix = fix
    }
}

extension Finding {
    /// A stable identity for the finding that survives line moves and reformatting: rule, file, bar,
    /// item, locale and message (FNV-1a, 64 bits, hexadecimal).
    public var fingerprint: String {
        let key = [ruleID, location.file, barID ?? "", itemID ?? "", locale ?? "", message].joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

/// One evaluation of one rule on one subject (a bar, an item, either in a locale). Reporters count the
/// checks without findings as passes.
public struct Check: Hashable, Sendable {
    public var ruleID: String
    public var file: String
    public var barID: String
    public var itemID: String?
    public var locale: String?
    public var findings: [Finding]
    /// Set when the check was not run (the rule is disabled for this run); such checks have no findings.
    public var skipReason: String?

    public init(ruleID: String, file: String, barID: String, itemID: String?, locale: String?, findings: [Finding], skipReason: String? = nil) {
        self.ruleID = ruleID
        self.file = file
        self.barID = barID
        self.itemID = itemID
        self.locale = locale
        self.findings = findings
        self.skipReason = skipReason
    }
}

/// A problem reading a definition file. Errors mean the file (or the bar named) could not be audited.
public struct InputDiagnostic: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(severity: Severity, message: String, location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }
}
