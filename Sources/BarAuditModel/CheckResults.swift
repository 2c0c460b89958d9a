/// What the rule engine found in one definition file: the checks that found something, and how many
/// checks each bar and rule had. Passing checks are counted, not kept: a bar of 100,000 items in two
/// locales has millions of them.
///
/// The checks are kept as one list of findings, check after check, with where each check's findings
/// end; a check's file, rule, bar, item and locale are those of its first finding, and are kept apart
/// only for the few checks where they are not. A `Check` per check, each with a list of its one
/// finding, was 320 bytes a check: 130 MB for the 400,000 findings of a bar of 100,000 tabs.
public struct CheckResults: Sendable {
    /// The counting findings of every check, in check order.
    public private(set) var findings = FindingList()
    /// How many checks each bar, rule and skip reason had, in the order they ran (`CheckCount.evaluations`).
    public var evaluated: [CheckCount]
    /// Where each check's findings end in `findings`.
    private var ends: [Int] = []
    /// The definition file the checks are about (that of the first check).
    private var file: String?
    /// The checks whose ids are not their first finding's, or that have no counting finding.
    private var subjects: [Int: Subject] = [:]
    /// The suppressed or baselined findings of the checks that have some.
    private var suppressedOfCheck: [Int: [SuppressedFinding]] = [:]

    /// What a check is about.
    public struct Subject: Hashable, Sendable {
        public var ruleID: String
        public var file: String
        public var barID: String
        public var itemID: String?
        public var locale: String?
        /// Set when the check was not run (`Check.skipReason`).
        public var skipReason: String?
    }

    public init(checks: [Check] = [], evaluated: [CheckCount] = []) {
        self.evaluated = evaluated
        for check in checks { append(check) }
    }

    /// How many checks found something.
    public var count: Int { ends.count }

    public var isEmpty: Bool { ends.isEmpty }

    /// The checks with counting or suppressed findings, in the order they ran, each made on request.
    public var checks: [Check] { (0..<count).map(check(at:)) }

    public mutating func append(_ check: Check) {
        append(Subject(ruleID: check.ruleID, file: check.file, barID: check.barID, itemID: check.itemID, locale: check.locale,
                       skipReason: check.skipReason),
               suppressed: check.suppressed) { $0.append(contentsOf: check.findings) }
    }

    /// Makes room for this many more checks and findings (an array grown by doubling holds up to twice
    /// what it needs while it copies).
    public mutating func reserveCapacity(checks: Int, findings count: Int) {
        ends.reserveCapacity(ends.count + checks)
        findings.reserveCapacity(findings.count + count)
    }

    /// Appends the check at `index` of `other`, its findings copied in place.
    public mutating func append(checkAt index: Int, of other: CheckResults) {
        append(other.subject(at: index), suppressed: other.suppressed(at: index)) {
            $0.append(contentsOf: other.findings, in: other.findingRange(at: index))
        }
    }

    /// Appends one check, whose findings `add` appends; its ids are kept apart when its first finding
    /// does not imply them.
    private mutating func append(_ subject: Subject, suppressed: [SuppressedFinding], findings add: (inout FindingList) -> Void) {
        if file == nil { file = subject.file }
        let start = findings.count
        add(&findings)
        if start == findings.count || implied(at: start) != subject { subjects[ends.count] = subject }
        if !suppressed.isEmpty { suppressedOfCheck[ends.count] = suppressed }
        ends.append(findings.count)
    }

    /// Appends every check of `other` (its checks, not its counts).
    public mutating func append(contentsOf other: CheckResults) {
        if isEmpty && evaluated.isEmpty && findings.capacity < other.findings.count {
            // The first part is taken as it is, not copied, unless room was made for more.
            self = other
            evaluated = []
            return
        }
        guard file == nil || other.file == nil || file == other.file else {
            // Checks of another file keep their ids apart: checked one by one.
            for index in 0..<other.count { append(checkAt: index, of: other) }
            return
        }
        let firstCheck = ends.count, firstFinding = findings.count
        if file == nil { file = other.file }
        findings.append(contentsOf: other.findings)
        ends += other.ends.lazy.map { $0 + firstFinding }
        for (index, subject) in other.subjects { subjects[firstCheck + index] = subject }
        for (index, suppressed) in other.suppressedOfCheck { suppressedOfCheck[firstCheck + index] = suppressed }
    }

    /// The positions in `findings` of the counting findings of the check at `index`.
    public func findingRange(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// What the check at `index` is about.
    public func subject(at index: Int) -> Subject {
        subjects[index] ?? implied(at: findingRange(at: index).lowerBound)
    }

    /// The suppressed or baselined findings of the check at `index`.
    public func suppressed(at index: Int) -> [SuppressedFinding] {
        suppressedOfCheck[index] ?? []
    }

    /// Every suppressed or baselined finding, in check order.
    public var suppressed: [SuppressedFinding] {
        suppressedOfCheck.keys.sorted().flatMap { suppressedOfCheck[$0] ?? [] }
    }

    public func check(at index: Int) -> Check {
        let subject = subject(at: index)
        return Check(ruleID: subject.ruleID, file: subject.file, barID: subject.barID, itemID: subject.itemID,
                     locale: subject.locale, findings: Array(findings[findingRange(at: index)]),
                     suppressed: suppressed(at: index), skipReason: subject.skipReason)
    }

    /// Moves each counting finding for which `source` gives a reason (a suppression, a baseline entry)
    /// into its check's suppressed findings, in order. Nothing is copied when nothing moves.
    public mutating func suppress(_ source: (Finding) -> SuppressedFinding.Source?) {
        var kept = FindingList()
        var keptEnds: [Int] = []
        var moved = false
        for index in 0..<count {
            let range = findingRange(at: index)
            let subject = range.isEmpty ? nil : self.subject(at: index)
            // Until the first move, the kept findings are `findings` as it is.
            let keptStart = moved ? kept.count : range.lowerBound
            for position in range {
                let finding = findings[position]
                if let reason = source(finding) {
                    if !moved {
                        // The first move: the findings before it are kept as they are.
                        kept.append(contentsOf: findings, in: 0..<position)
                        keptEnds = Array(ends[..<index])
                        moved = true
                    }
                    suppressedOfCheck[index, default: []].append(SuppressedFinding(finding: finding, source: reason))
                } else if moved {
                    kept.append(finding)
                }
            }
            guard moved else { continue }
            keptEnds.append(kept.count)
            // A check whose first finding moved keeps its ids apart.
            if let subject, subjects[index] == nil, keptStart == kept.count || implied(by: kept[keptStart]) != subject {
                subjects[index] = subject
            }
        }
        guard moved else { return }
        findings = kept
        ends = keptEnds
    }

    /// The ids a check of `finding` has when they are the finding's.
    private func implied(by finding: Finding) -> Subject {
        Subject(ruleID: finding.ruleID, file: file ?? finding.location.file, barID: finding.barID ?? "", itemID: finding.itemID,
                locale: finding.locale, skipReason: nil)
    }

    /// The ids a check has when they are those of the finding at `position`, read without making it.
    private func implied(at position: Int) -> Subject {
        let ids = findings.ids(at: position)
        return Subject(ruleID: ids.ruleID, file: file ?? ids.file, barID: ids.barID ?? "", itemID: ids.itemID, locale: ids.locale, skipReason: nil)
    }
}
