/// The result of one audit run, as every reporter reads it.
public struct AuditReport: Sendable {
    /// One input path: a loaded and audited definition, or a path that could not be loaded.
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

    public var files: [FileResult]
    /// True when the run compared findings with a baseline.
    public var usedBaseline = false
    /// Baseline entries that no longer occur: fixed since the baseline was written.
    public var fixedBaselineEntries: [BaselineEntry] = []
    public var toolVersion: String
    public var icuVersion: String
    public var cldrVersion: String

    public init(files: [FileResult], toolVersion: String, icuVersion: String, cldrVersion: String) {
        self.files = files
        self.toolVersion = toolVersion
        self.icuVersion = icuVersion
        self.cldrVersion = cldrVersion
    }

    public var findings: [Finding] { files.flatMap(\.findings) }
    public var diagnostics: [InputDiagnostic] { files.flatMap(\.diagnostics) }
    public var checks: [Check] { files.flatMap(\.checks) }
    public var unloadedFiles: [FileResult] { files.filter { !$0.loaded } }
    public var barCount: Int { files.reduce(0) { $0 + ($1.definition?.bars.count ?? 0) } }
    public var itemCount: Int { files.reduce(0) { $0 + ($1.definition?.bars.reduce(0) { $0 + $1.items.count } ?? 0) } }

    /// Findings and input diagnostics of each severity.
    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count + diagnostics.filter { $0.severity == severity }.count
    }

    /// 2 when any input could not be loaded; otherwise 1 when anything reaches the fail level, or when
    /// `strictBaseline` and baseline entries were fixed (the baseline must shrink); else 0.
    public func exitCode(failOn: FailLevel, strictBaseline: Bool = false) -> Int32 {
        if !unloadedFiles.isEmpty { return ExitStatus.inputError }
        if strictBaseline && !fixedBaselineEntries.isEmpty { return ExitStatus.findings }
        guard let threshold = failOn.severity else { return ExitStatus.clean }
        let severities = findings.map(\.severity) + diagnostics.map(\.severity)
        return severities.contains { $0 >= threshold } ? ExitStatus.findings : ExitStatus.clean
    }

    /// Findings suppressed in definitions or baselined.
    public var suppressedFindings: [SuppressedFinding] { files.flatMap { $0.checks.flatMap(\.suppressed) } }
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
