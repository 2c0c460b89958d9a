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
/// What reports read — defects, check counts, suppressed findings — is derived once, when the checks are
/// set, since every report of the run reads it.
public struct FileResult: Sendable {
    public var path: String
    /// nil when the file could not be loaded (see `diagnostics`).
    public var definition: DefinitionFile?
    public var diagnostics: [InputDiagnostic]
    /// The checks that found something (counting, suppressed or baselined findings; passes are counted);
    /// nil for a file a report recorded (`baraudit merge`).
    private var results: CheckResults?
    /// The findings that count, grouped into defects: what every report lists and counts.
    public private(set) var defects: DefectList
    public private(set) var checkCounts: [CheckCount]
    /// Findings suppressed in the definition or baselined, in check order.
    public private(set) var suppressed: [SuppressedFinding]
    public init(path: String, definition: DefinitionFile?, diagnostics: [InputDiagnostic], results: CheckResults) {
        self.path = path
        self.definition = definition
        self.diagnostics = diagnostics
        self.results = results
        (defects, checkCounts, suppressed) = Self.derive(from: results)
    }

    /// A file from every check that ran, passes included (tests and small tools).
    public init(path: String, definition: DefinitionFile?, diagnostics: [InputDiagnostic], checks: [Check]) {
        self.init(path: path, definition: definition, diagnostics: diagnostics,
                  results: CheckResults(checks: checks.filter(\.foundSomething), evaluated: CheckCount.evaluations(of: checks)))
    }

    /// A file as a report recorded it: its defects, check counts and suppressed findings, without checks.
    public init(path: String, definition: DefinitionFile?, diagnostics: [InputDiagnostic], defects: [Defect],
                checkCounts: [CheckCount], suppressed: [SuppressedFinding]) {
        self.path = path
        self.definition = definition
        self.diagnostics = diagnostics
        results = nil
        self.defects = DefectList(defects)
        self.checkCounts = checkCounts
        self.suppressed = suppressed
    }

    public var loaded: Bool { definition != nil }
    /// The checks that found something, each made on request (tests and small tools).
    public var checks: [Check] { results?.checks ?? [] }
    /// The counting findings, in check order.
    public var findings: [Finding] { results.map { Array($0.findings) } ?? [] }

    /// Moves each counting finding for which `source` gives a reason (a baseline entry) into its check's
    /// suppressed findings, and derives again what reports read. A file a report recorded has no checks.
    public mutating func suppress(_ source: (Finding) -> SuppressedFinding.Source?) {
        guard var changed = results else { return }
        // Let go of the stored copy first, so that the findings are changed in place.
        results = nil
        changed.suppress(source)
        results = changed
        (defects, checkCounts, suppressed) = Self.derive(from: changed)
    }

    private static func derive(from results: CheckResults) -> (DefectList, [CheckCount], [SuppressedFinding]) {
        (DefectList(grouping: results.findings), CheckCount.count(results), results.suppressed)
    }
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

/// Checks and defects counted for the whole run, one rule or one locale (a defect of several locales
/// counts once for the run and the rule, and once for each of its locales).
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

    public mutating func add(_ count: CheckCount) {
        checks += count.checks
        passed += count.passed
        withFindings += count.withFindings
        skipped += count.skipped
    }

    /// Counts one defect.
    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: notes += 1
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
    /// Every locale an audited bar ships (what `--locale` is checked against).
    public var shippedLocales: Set<String> = []
    public var checks = CheckTally()
    public var byRule: [String: CheckTally] = [:]
    /// Defects by locale (no checks: checks are counted by bar and rule).
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
            unloadedFiles.append(FileResult(path: file.path, definition: nil, diagnostics: file.diagnostics, results: CheckResults()))
            return
        }
        bars += definition.bars.count
        items += definition.bars.reduce(0) { $0 + $1.items.count }
        for bar in definition.bars { shippedLocales.formUnion(bar.locales) }
        for count in file.checkCounts {
            checks.add(count)
            byRule[count.ruleID, default: CheckTally()].add(count)
        }
        for defect in file.defects {
            checks.add(defect.severity)
            byRule[defect.ruleID, default: CheckTally()].add(defect.severity)
            for locale in defect.locales { byLocale[locale, default: CheckTally()].add(defect.severity) }
        }
        for entry in file.suppressed {
            if entry.source == .baseline { baselined += 1 } else { suppressed += 1 }
        }
    }

    /// Adds another part of the run, which comes after this one in path order.
    public mutating func merge(_ other: AuditSummary) {
        files += other.files
        unloadedFiles += other.unloadedFiles
        bars += other.bars
        items += other.items
        shippedLocales.formUnion(other.shippedLocales)
        checks += other.checks
        byRule.merge(other.byRule, uniquingKeysWith: +)
        byLocale.merge(other.byLocale, uniquingKeysWith: +)
        suppressed += other.suppressed
        baselined += other.baselined
        diagnostics += other.diagnostics
        fixedBaselineEntries += other.fixedBaselineEntries
    }

    public var loadedFiles: Int { files - unloadedFiles.count }

    /// Defects and input diagnostics of each severity.
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
