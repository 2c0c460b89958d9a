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
    /// Whose speech `spoken` models: VoiceOver, or TalkBack for bars imported from Android projects.
    public var screenReader: ScreenReader = .voiceOver

    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation, barID: String? = nil,
        itemID: String? = nil, locale: String? = nil, spoken: String? = nil, fix: String? = nil
    ) {
        self.init(stored: ruleID, severity: severity, message: message.abbreviatedInMiddle().inStorageOfItsSize, location: location,
                  barID: barID, itemID: itemID, locale: locale, spoken: spoken, fix: fix)
    }

    /// A finding as `FindingList` stored it: its message as it was kept, not shortened again.
    init(stored ruleID: String, severity: Severity, message: String, location: SourceLocation, barID: String?, itemID: String?,
         locale: String?, spoken: String?, fix: String?) {
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

/// A finding that does not count: suppressed in the definition, or recorded in the baseline.
public struct SuppressedFinding: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A `<suppress>` on the bar or item, with its reason.
        case definition(reason: String?, location: SourceLocation)
        /// A baseline file recorded it.
        case baseline
    }

    public var finding: Finding
    public var source: Source

    public init(finding: Finding, source: Source) {
        self.finding = finding
        self.source = source
    }

    /// How reports explain it ("suppressed in the definition: known false positive").
    public var explanation: String {
        switch source {
        case .definition(let reason, _): "suppressed in the definition" + (reason.map { ": \($0)" } ?? "")
        case .baseline: "baselined"
        }
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
    /// The findings that count.
    public var findings: [Finding]
    /// Findings suppressed in the definition or baselined; they do not count.
    public var suppressed: [SuppressedFinding]
    /// Set when the check was not run (the rule is disabled for this run); such checks have no findings.
    public var skipReason: String?

    public init(ruleID: String, file: String, barID: String, itemID: String?, locale: String?, findings: [Finding],
                suppressed: [SuppressedFinding] = [], skipReason: String? = nil) {
        self.ruleID = ruleID
        self.file = file
        self.barID = barID
        self.itemID = itemID
        self.locale = locale
        self.findings = findings
        self.suppressed = suppressed
        self.skipReason = skipReason
    }

    /// Found something that counts, or something suppressed or baselined: the checks a file's result
    /// keeps (the others are counted as passes or, for rules that did not run, as skipped).
    public var foundSomething: Bool { !findings.isEmpty || !suppressed.isEmpty }

    /// Not run, or everything it found is suppressed or baselined: reports show it as skipped.
    public var isSkipped: Bool { skipReason != nil || (findings.isEmpty && !suppressed.isEmpty) }

    /// Why reports show it as skipped.
    public var skipExplanation: String? {
        skipReason ?? (findings.isEmpty ? suppressed.first?.explanation : nil)
    }
}

/// A problem reading a definition file. Errors mean the file (or the bar named) could not be audited.
public struct InputDiagnostic: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(severity: Severity, message: String, location: SourceLocation) {
        self.severity = severity
        self.message = message.abbreviatedInMiddle()
        self.location = location
    }
}
