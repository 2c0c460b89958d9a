/// One thing to fix: the findings of one rule on one bar and item at one place whose messages differ
/// only in the locale they name, with the locales listed. A badge without an accessibility value is one
/// defect whether the bar ships 1 locale or 34. Every report lists and counts defects, so the terminal,
/// JUnit, SARIF, JSON and HTML agree on how many errors, warnings and notes a run has.
public struct Defect: Hashable, Sendable {
    /// What the screen reader says in some of the defect's locales.
    public struct Spoken: Hashable, Sendable {
        public var text: String
        public var locales: [String]

        public init(text: String, locales: [String]) {
            self.text = text
            self.locales = locales
        }
    }

    public var ruleID: String
    public var severity: Severity
    /// The first finding's message, where it quotes its locale (`'de'`) the defect's locales instead.
    public var message: String
    public var location: SourceLocation
    public var barID: String?
    public var itemID: String?
    /// In the order the findings came (the bar's locale order); empty when the rule is not about a locale.
    public var locales: [String]
    /// The spoken texts, each with the locales that say it, in the order found.
    public var spoken: [Spoken]
    /// Which screen reader `spoken` follows.
    public var screenReader: ScreenReader
    public var fix: String?

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation, barID: String?, itemID: String?,
                locales: [String], spoken: [Spoken] = [], screenReader: ScreenReader = .voiceOver, fix: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.barID = barID
        self.itemID = itemID
        self.locales = locales
        self.spoken = spoken
        self.screenReader = screenReader
        self.fix = fix
    }

    /// The findings grouped into defects, ordered by location and then by first finding.
    public static func group<Findings: Collection<Finding>>(_ findings: Findings) -> [Defect] {
        Array(DefectList(grouping: FindingList(findings)))
    }

    /// For each group of findings that are one defect, in the order of their first finding: the position
    /// of that finding, and of the others of the groups that have more. The tables that find the groups
    /// are let go before the defects are made.
    fileprivate static func positionsOfGroups(_ findings: FindingList) -> (first: [Int], others: [Int: [Int]]) {
        // One table lookup per finding, by the hash of its key: the table holds positions, not keys (a
        // table of whole keys — messages, locations, ids — was a fifth of a large bar's memory, 126 MB
        // for 400,000 findings). A candidate group is confirmed by making its first finding's key again.
        // Most defects have one finding: a group is the position of its first finding, and only groups
        // with more keep a list of the others.
        var latestGroupOfHash: [Int: Int] = [:]
        latestGroupOfHash.reserveCapacity(findings.count)
        // For each group, the group before it with the same hash (-1 for none).
        var earlierGroupOfHash: [Int] = []
        var firstOfGroup: [Int] = []
        var othersOfGroup: [Int: [Int]] = [:]
        // The keys of groups that were candidates, made once: a defect of 34 locales is compared 33 times.
        var keyOfCandidate: [Int: Key] = [:]
        for position in findings.indices {
            let key = Key(findings[position])
            let hash = key.hashValue
            var candidate = latestGroupOfHash[hash] ?? -1
            while candidate >= 0 {
                let candidateKey = keyOfCandidate[candidate] ?? Key(findings[firstOfGroup[candidate]])
                keyOfCandidate[candidate] = candidateKey
                if candidateKey == key { break }
                candidate = earlierGroupOfHash[candidate]
            }
            if candidate >= 0 {
                othersOfGroup[candidate, default: []].append(position)
            } else {
                earlierGroupOfHash.append(latestGroupOfHash[hash] ?? -1)
                latestGroupOfHash[hash] = firstOfGroup.count
                firstOfGroup.append(position)
            }
        }
        return (firstOfGroup, othersOfGroup)
    }

    fileprivate init(first: Finding, others: [Finding]) {
        // Sets beside the lists: a defect of thousands of locales (an app with 10,000 `.lproj` folders)
        // must not search its lists once per finding.
        var locales: [String] = []
        var seenLocales = Set<String>()
        var spoken: [Spoken] = []
        var spokenIndex: [String: Int] = [:]
        var spokenLocales: [Set<String>] = []
        func add(_ finding: Finding) {
            if let locale = finding.locale, seenLocales.insert(locale).inserted { locales.append(locale) }
            guard let text = finding.spoken else { return }
            if let index = spokenIndex[text] {
                if let locale = finding.locale, spokenLocales[index].insert(locale).inserted { spoken[index].locales.append(locale) }
            } else {
                spokenIndex[text] = spoken.count
                spokenLocales.append(Set(finding.locale.map { [$0] } ?? []))
                spoken.append(Spoken(text: text, locales: finding.locale.map { [$0] } ?? []))
            }
        }
        // Most defects have one finding: its locale and speech are the defect's, without the tables.
        if others.isEmpty {
            locales = first.locale.map { [$0] } ?? []
            spoken = first.spoken.map { [Spoken(text: $0, locales: locales)] } ?? []
        } else {
            add(first)
            others.forEach(add)
        }
        self.init(ruleID: first.ruleID, severity: first.severity,
                  message: Self.naming(locales, in: first.message, instead: first.locale),
                  location: first.location, barID: first.barID, itemID: first.itemID, locales: locales, spoken: spoken,
                  screenReader: first.screenReader, fix: first.fix.map { Self.naming(locales, in: $0, instead: first.locale) })
    }

    /// `'de'` in a text about locale `de` becomes `'de', 'fr', 'ru'` for a defect of several locales.
    private static func naming(_ locales: [String], in text: String, instead locale: String?) -> String {
        guard let locale, locales.count > 1 else { return text }
        return text.replacingQuoted("'\(locale)'", with: listed(locales, quoted: true))
    }

    /// Locales as a message or a report's line names them (`'de', 'fr'` quoted, `de, fr` not): all of them,
    /// or, past 500 characters, the first ten and how many more (as a finding names a bar's tabs), so that a
    /// message stays within its 1,000 characters: a bar of 3,000 locales lacking a key gave a message and a
    /// fix of 24,000. The whole list is in `locales`.
    public static func listed(_ locales: [String], quoted: Bool) -> String {
        let names = quoted ? locales.map { "'\($0)'" } : locales
        let joined = names.joined(separator: ", ")
        guard joined.count > 500 else { return joined }
        return names.prefix(10).joined(separator: ", ") + ", … and \(names.count - 10) more"
    }

    /// What makes findings one defect: everything but the locale, which the message may quote. Hashed
    /// and compared whole: hashing rule, line, column and item alone made findings that differ only in
    /// their bar or message collide (a storyboard of 4,000 tab bar controllers sharing one tab: 63 s,
    /// quadratic), and a message is at most 1,000 characters. Messages are hashed and compared by their
    /// UTF-8 bytes: a String's own hash normalises it first, which cost a large bar's grouping half again.
    private struct Key: Hashable {
        var ruleID: String
        var severity: Severity
        var location: SourceLocation
        var barID: String?
        var itemID: String?
        var message: String

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            severity = finding.severity
            location = finding.location
            barID = finding.barID
            itemID = finding.itemID
            message = finding.locale.map { finding.message.replacingQuoted("'\($0)'", with: "'\u{1F}'") } ?? finding.message
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ruleID)
            hasher.combine(location.line)
            hasher.combine(location.column)
            hasher.combine(itemID)
            hasher.combine(barID)
            var message = message
            message.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.location == rhs.location && lhs.barID == rhs.barID
                && lhs.itemID == rhs.itemID && sameBytes(lhs.message, rhs.message)
        }

        private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
            var lhs = lhs, rhs = rhs
            return lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
        }
    }
}

/// A file's defects, made from its findings: what every report lists and counts. A file of many defects
/// has each made when it is read: made defects beside the findings they come from held a bar's findings
/// twice over (a bar of 100,000 tabs: 300,000 defects, 41 MB, and their messages); the list holds the
/// findings, shared with the file's checks, and where each defect's findings are. A file of few defects
/// has them made once, as every report reads each several times. A file a report recorded (`baraudit
/// merge`) has its defects as they were read.
public struct DefectList: RandomAccessCollection, Sendable {
    /// Up to this many defects are made at once.
    private static let madeAtOnce = 4_096

    private var findings = FindingList()
    /// For each defect, in order, the position of its first finding.
    private var firsts: [Int] = []
    /// The positions of the other findings of the defects that have more, by defect.
    private var others: [Int: [Int]] = [:]
    private var made: [Defect] = []

    /// The findings grouped into defects, ordered by location and then by first finding.
    public init(grouping findings: FindingList) {
        let (firstOfGroup, othersOfGroup) = Defect.positionsOfGroups(findings)
        // Rules run one after another, so their findings are in location order per rule only: groups
        // are ordered by location, stable.
        let order: [Int] = {
            let locations = firstOfGroup.map { findings.location(at: $0) }
            return locations.indices.sorted { lhs, rhs in
                locations[lhs] != locations[rhs] ? locations[lhs] < locations[rhs] : lhs < rhs
            }
        }()
        var grouped = DefectList()
        grouped.findings = findings
        grouped.firsts = order.map { firstOfGroup[$0] }
        for (position, group) in order.enumerated() {
            if let more = othersOfGroup[group] { grouped.others[position] = more }
        }
        self = order.count <= Self.madeAtOnce ? DefectList(Array(grouped)) : grouped
    }

    /// Defects as they were made (or as a report recorded them).
    public init(_ defects: [Defect] = []) {
        made = defects
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { made.isEmpty ? firsts.count : made.count }

    public subscript(position: Int) -> Defect {
        guard made.isEmpty else { return made[position] }
        return Defect(first: findings[firsts[position]], others: others[position]?.map { findings[$0] } ?? [])
    }
}

/// How many checks of one rule on one bar there were (across items and locales), and how they ended:
/// what reports count of the checks without keeping them (a JSON report stores these instead of every
/// passing check).
public struct CheckCount: Hashable, Sendable {
    public var barID: String
    public var ruleID: String
    /// Why the checks were not run (the rule is disabled); nil for checks that ran.
    public var skipReason: String?
    public var checks: Int
    public var passed: Int
    public var withFindings: Int
    /// Not run, or everything found is suppressed or baselined.
    public var skipped: Int

    public init(barID: String, ruleID: String, skipReason: String?, checks: Int = 0, passed: Int = 0,
                withFindings: Int = 0, skipped: Int = 0) {
        self.barID = barID
        self.ruleID = ruleID
        self.skipReason = skipReason
        self.checks = checks
        self.passed = passed
        self.withFindings = withFindings
        self.skipped = skipped
    }

    /// How many checks each bar, rule and skip reason had, in the order the checks came: the counts
    /// `count(_:evaluated:)` completes, with `checks` set (and `skipped` for rules that did not run).
    public static func evaluations(of checks: [Check]) -> [CheckCount] {
        var tally = Tally()
        for check in checks { tally.add(barID: check.barID, ruleID: check.ruleID, skipReason: check.skipReason) }
        return tally.counts
    }

    /// Completes the checks' `evaluated` counts (how many checks each bar and rule had) with how the checks that found
    /// something ended: each is with findings, or skipped when everything it found is suppressed; the
    /// other checks passed.
    public static func count(_ found: CheckResults) -> [CheckCount] {
        var counts = found.evaluated
        var index: [CheckCount: Int] = [:]
        for position in counts.indices { index[counts[position].key] = position }
        for check in 0..<found.count {
            let subject = found.subject(at: check)
            guard subject.skipReason == nil, let position = index[CheckCount(barID: subject.barID, ruleID: subject.ruleID, skipReason: nil)] else { continue }
            if !found.findingRange(at: check).isEmpty {
                counts[position].withFindings += 1
            } else if !found.suppressed(at: check).isEmpty {
                counts[position].skipped += 1
            }
        }
        for position in counts.indices {
            counts[position].passed = counts[position].checks - counts[position].withFindings - counts[position].skipped
        }
        return counts
    }

    /// The bar, rule and skip reason alone (what counts are kept by).
    var key: CheckCount { CheckCount(barID: barID, ruleID: ruleID, skipReason: skipReason) }

    /// Counts checks by bar, rule and skip reason as they are evaluated, without keeping them.
    public struct Tally: Sendable {
        public private(set) var counts: [CheckCount] = []
        private var index: [CheckCount: Int] = [:]

        public init() {}

        /// Counts `count` checks (nothing when it is 0); checks of a rule that did not run are skipped.
        public mutating func add(barID: String, ruleID: String, skipReason: String?, count: Int = 1) {
            guard count > 0 else { return }
            let key = CheckCount(barID: barID, ruleID: ruleID, skipReason: skipReason)
            let position: Int
            if let known = index[key] {
                position = known
            } else {
                position = counts.count
                counts.append(key)
                index[key] = position
            }
            counts[position].checks += count
            if skipReason != nil { counts[position].skipped += count }
        }
    }
}

extension Defect {
    /// Stable across runs and edits elsewhere in the file: rule, file (as the report names it, e.g.
    /// relative to the repository root), bar, item and the message with its locales, white space and
    /// positions normalised — never the line, nor which locales it has.
    public func fingerprint(file: String) -> String {
        var text = message
        if locales.count > 1 {
            // Named all, or the first ten and how many more (a report of an earlier version named all).
            text = text.replacingQuoted(locales.map { "'\($0)'" }.joined(separator: ", "), with: "'*'")
            text = text.replacingQuoted(Self.listed(locales, quoted: true), with: "'*'")
        }
        if locales.count == 1 { text = text.replacingQuoted("'\(locales[0])'", with: "'*'") }
        return BaselineKey.hash([ruleID, file, barID ?? "", itemID ?? "", BaselineKey.normalise(text)].joined(separator: "\u{1F}"))
    }
}
