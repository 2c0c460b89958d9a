/// What every report says about the run itself, known before the first file is audited.
public struct RunInfo: Sendable, Hashable {
    public var toolVersion: String
    public var icuVersion: String
    public var cldrVersion: String
    /// True when the run compares findings with a baseline (SARIF then marks results new or unchanged).
    public var usedBaseline: Bool

    public init(toolVersion: String, icuVersion: String, cldrVersion: String, usedBaseline: Bool = false) {
        self.toolVersion = toolVersion
        self.icuVersion = icuVersion
        self.cldrVersion = cldrVersion
        self.usedBaseline = usedBaseline
    }
}

/// The result of one input path: a loaded and audited definition, or a path that could not be loaded.
public struct FileResult: Sendable {
    public var path: String
    /// nil when the file could not be loaded (see `diagnostics`).
    public var definition: DefinitionFile?
    public var diagnostics: [InputDiagnostic]
    public var checks: [Check]

    public init(path: String, definition: DefinitionFile?, diagnostics: [InputDiagnostic], checks: [Check]) {
        self.path = path
        self.definition = definition
        self.diagnostics = diagnostics
        self.checks = checks
    }

    public var loaded: Bool { definition != nil }
    public var findings: [Finding] { checks.flatMap(\.findings) }
}

/// A whole run held in memory: what `baraudit merge` reads back and tests inspect. `baraudit audit`
/// never builds one; it streams each file's result to the reports and keeps only the `AuditSummary`.
public struct AuditReport: Sendable {
    public var run: RunInfo
    /// In path order.
    public var files: [FileResult]
    /// Baseline entries that no longer occur: fixed since the baseline was written.
    public var fixedBaselineEntries: [BaselineEntry] = []

    public init(run: RunInfo, files: [FileResult]) {
        self.run = run
        self.files = files
    }

    public var findings: [Finding] { files.flatMap(\.findings) }
    public var checks: [Check] { files.flatMap(\.checks) }

    public var summary: AuditSummary {
        var summary = AuditSummary()
        for file in files { summary.add(file) }
        summary.fixedBaselineEntries = fixedBaselineEntries
        return summary
    }
}

/// Checks and findings counted for the whole run, one rule or one locale.
public struct CheckTally: Sendable, Hashable {
    public var checks = 0
    /// Run, and nothing that counts found.
    public var passed = 0
    public var withFindings = 0
    /// Not run, or everything found is suppressed or baselined.
    public var skipped = 0
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init() {}

    public var findings: Int { errors + warnings + notes }

    public mutating func add(_ check: Check) {
        checks += 1
        if !check.findings.isEmpty {
            withFindings += 1
        } else if check.isSkipped {
            skipped += 1
        } else {
            passed += 1
        }
        for finding in check.findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: notes += 1
            }
        }
    }

    public static func + (lhs: CheckTally, rhs: CheckTally) -> CheckTally {
        var sum = lhs
        sum += rhs
        return sum
    }

    public static func += (lhs: inout CheckTally, rhs: CheckTally) {
        lhs.checks += rhs.checks
        lhs.passed += rhs.passed
        lhs.withFindings += rhs.withFindings
        lhs.skipped += rhs.skipped
        lhs.errors += rhs.errors
        lhs.warnings += rhs.warnings
        lhs.notes += rhs.notes
    }
}

/// What reports need of a whole run beyond each file's own part: totals, input problems and the
/// baseline's outcome. It is built file by file and merged across worker tasks, so a run of thousands of
/// files keeps counts, not checks.
public struct AuditSummary: Sendable {
    public var files = 0
    /// Paths that could not be loaded, with their diagnostics (no definition, no checks).
    public var unloadedFiles: [FileResult] = []
    public var bars = 0
    public var items = 0
    public var checks = CheckTally()
    public var byRule: [String: CheckTally] = [:]
    public var byLocale: [String: CheckTally] = [:]
    /// Findings suppressed in definitions, and findings a baseline records.
    public var suppressed = 0
    public var baselined = 0
    /// Every input diagnostic, in path order.
    public var diagnostics: [InputDiagnostic] = []
    public var fixedBaselineEntries: [BaselineEntry] = []

    public init() {}

    public mutating func add(_ file: FileResult) {
        files += 1
        diagnostics += file.diagnostics
        guard let definition = file.definition else {
            unloadedFiles.append(FileResult(path: file.path, definition: nil, diagnostics: file.diagnostics, checks: []))
            return
        }
        bars += definition.bars.count
        items += definition.bars.reduce(0) { $0 + $1.items.count }
        for check in file.checks {
            checks.add(check)
            byRule[check.ruleID, default: CheckTally()].add(check)
            if let locale = check.locale { byLocale[locale, default: CheckTally()].add(check) }
            for entry in check.suppressed {
                if entry.source == .baseline { baselined += 1 } else { suppressed += 1 }
            }
        }
    }

    /// Adds another part of the run, which comes after this one in path order.
    public mutating func merge(_ other: AuditSummary) {
        files += other.files
        unloadedFiles += other.unloadedFiles
        bars += other.bars
        items += other.items
        checks += other.checks
        byRule.merge(other.byRule, uniquingKeysWith: +)
        byLocale.merge(other.byLocale, uniquingKeysWith: +)
        suppressed += other.suppressed
        baselined += other.baselined
        diagnostics += other.diagnostics
        fixedBaselineEntries += other.fixedBaselineEntries
    }

    public var loadedFiles: Int { files - unloadedFiles.count }

    /// Findings and input diagnostics of each severity.
    public func count(_ severity: Severity) -> Int {
        let findings = switch severity {
        case .error: checks.errors
        case .warning: checks.warnings
        case .info: checks.notes
        }
        return findings + diagnostics.filter { $0.severity == severity }.count
    }

    /// 2 when any input could not be loaded or had an input error (an imported storyboard is audited
    /// without the table or tab an error left out); otherwise 1 when anything reaches the fail level, or
    /// when `strictBaseline` and baseline entries were fixed (the baseline must shrink); else 0.
    public func exitCode(failOn: FailLevel, strictBaseline: Bool = false) -> Int32 {
        if !unloadedFiles.isEmpty || diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.inputError }
        if strictBaseline && !fixedBaselineEntries.isEmpty { return ExitStatus.findings }
        guard let threshold = failOn.severity else { return ExitStatus.clean }
        return Severity.allCases.contains { $0 >= threshold && count($0) > 0 } ? ExitStatus.findings : ExitStatus.clean
    }
}

/// The lowest severity that fails the run.
public enum FailLevel: String, Sendable, CaseIterable {
    case error, warning, info, never

    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }
}

/// baraudit's exit codes, a contract with CI scripts.
public enum ExitStatus {
    public static let clean: Int32 = 0
    public static let findings: Int32 = 1
    /// A usage error, or an input that could not be loaded.
    public static let inputError: Int32 = 2
}
