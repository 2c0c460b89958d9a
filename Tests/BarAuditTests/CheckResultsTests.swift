import BarAuditModel
import Testing

/// `CheckResults` keeps checks as one list of findings with the checks' ids implied by their first
/// finding; whatever it keeps, the checks it gives back must be the ones it was given.
@Suite struct CheckResultsTests {
    /// A seeded generator (SplitMix64), so that a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Checks of every shape: ids the same as their findings' or not (a bar-wide check reporting an
    /// item, another file, another locale), no counting finding but suppressed ones, skipped, several findings.
    static func randomChecks(count: Int, seed: UInt64) -> [Check] {
        var random = SeededGenerator(state: seed)
        let files = ["a.xml", "b.json"], rules = ["r1", "r2", "r3"], items: [String?] = [nil, "tab0", "tab1"], locales: [String?] = [nil, "en", "de"]
        func finding(rule: String, file: String, bar: String, item: String?, locale: String?) -> Finding {
            Finding(ruleID: Bool.random(using: &random) ? rule : rules.randomElement(using: &random)!, severity: .warning,
                    message: "m\(Int.random(in: 0..<5, using: &random))", location: SourceLocation(file: file, line: Int.random(in: 1...9, using: &random)),
                    barID: Int.random(in: 0..<8, using: &random) == 0 ? nil : bar,
                    itemID: Int.random(in: 0..<4, using: &random) == 0 ? items.randomElement(using: &random)! : item,
                    locale: Int.random(in: 0..<6, using: &random) == 0 ? locales.randomElement(using: &random)! : locale,
                    fix: Bool.random(using: &random) ? "fix" : nil)
        }
        return (0..<count).map { _ in
            let rule = rules.randomElement(using: &random)!, file = Int.random(in: 0..<6, using: &random) == 0 ? files[1] : files[0]
            let bar = Bool.random(using: &random) ? "main" : "other", item = items.randomElement(using: &random)!, locale = locales.randomElement(using: &random)!
            let findings = (0..<[0, 1, 1, 1, 2, 3].randomElement(using: &random)!).map { _ in finding(rule: rule, file: file, bar: bar, item: item, locale: locale) }
            let suppressed = (0..<(findings.isEmpty ? 1 : [0, 0, 0, 1].randomElement(using: &random)!)).map { _ in
                SuppressedFinding(finding: finding(rule: rule, file: file, bar: bar, item: item, locale: locale), source: .baseline)
            }
            return Check(ruleID: rule, file: file, barID: bar, itemID: item, locale: locale, findings: findings, suppressed: suppressed,
                         skipReason: Int.random(in: 0..<20, using: &random) == 0 ? "disabled" : nil)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func checksComeBackAsTheyWereGiven(seed: UInt64) {
        let checks = Self.randomChecks(count: 300, seed: seed)
        let results = CheckResults(checks: checks)
        #expect(results.checks == checks)
        #expect(results.count == checks.count)
        #expect(Array(results.findings) == checks.flatMap(\.findings))
        #expect(results.suppressed == checks.flatMap(\.suppressed))

        // Appended whole, in parts, or check by check (as the engine gathers them), the same checks.
        var inParts = CheckResults(checks: Array(checks[..<100]))
        inParts.append(contentsOf: CheckResults(checks: Array(checks[100...])))
        #expect(inParts.checks == checks)
        var byCheck = CheckResults()
        for index in 0..<results.count { byCheck.append(checkAt: index, of: results) }
        #expect(byCheck.checks == checks)
        var reserved = CheckResults()
        reserved.reserveCapacity(checks: checks.count, findings: results.findings.count)
        reserved.append(contentsOf: CheckResults(checks: Array(checks[..<150])))
        reserved.append(contentsOf: CheckResults(checks: Array(checks[150...])))
        #expect(reserved.checks == checks)
    }

    /// Suppressing moves findings as moving them check by check did, whichever findings move (a
    /// check's first, all of them, none).
    @Test(arguments: [11, 12, 13] as [UInt64]) func suppressingMovesFindingsAsCheckByCheck(seed: UInt64) {
        let checks = Self.randomChecks(count: 300, seed: seed)
        let choices: [(Finding) -> Bool] = [{ $0.message == "m0" }, { _ in true }, { _ in false }, { $0.itemID == "tab1" }]
        for moves in choices {
            var expected = checks
            for index in expected.indices {
                let moved = expected[index].findings.filter(moves)
                expected[index].suppressed += moved.map { SuppressedFinding(finding: $0, source: .baseline) }
                expected[index].findings.removeAll(where: moves)
            }
            var results = CheckResults(checks: checks)
            results.suppress { moves($0) ? .baseline : nil }
            #expect(results.checks == expected)
            #expect(Array(results.findings) == expected.flatMap(\.findings))
        }
    }

    /// Findings whose texts differ in their middle (stored as changes of an earlier text), in their ends,
    /// in scripts whose characters are several bytes (a change may begin inside one), absent or empty,
    /// with lines and columns at their limits, enough of them for several blocks: each comes back equal,
    /// appended one by one, in a range, or as a whole list (whose blocks are shared).
    @Test(arguments: [21, 22] as [UInt64]) func findingsComeBackAsTheyWereStored(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let words = ["tab", "Вкладка", "تبويب", "标签", "👩🏽‍💻", ""]
        func text(_ length: Int) -> String {
            (0..<length).map { _ in words.randomElement(using: &random)! + String(Int.random(in: 0..<1_000, using: &random)) }.joined(separator: " ")
        }
        let template = text(20), ending = text(12)
        let findings = (0..<25_000).map { index -> Finding in
            let middle = Int.random(in: 0..<3, using: &random) == 0 ? text(Int.random(in: 0..<40, using: &random)) : String(index)
            var finding = Finding(
                ruleID: ["r1", "r2"].randomElement(using: &random)!, severity: Severity.allCases.randomElement(using: &random)!,
                message: Int.random(in: 0..<9, using: &random) == 0 ? middle : template + middle + ending,
                location: SourceLocation(file: ["a.xml", "b/c.json"].randomElement(using: &random)!,
                                         line: [0, 1, index, Int(UInt32.max)].randomElement(using: &random)!,
                                         column: [nil, 0, 7, Int(UInt32.max) - 1, Int.max].randomElement(using: &random)!),
                barID: [nil, "main", "bar\(index % 50)"].randomElement(using: &random)!, itemID: [nil, "tab\(index)", ""].randomElement(using: &random)!,
                locale: [nil, "en", "ar", "zh-Hans"].randomElement(using: &random)!,
                spoken: Bool.random(using: &random) ? "\(template) \(index), Tab, 1 of 5" : nil,
                fix: [nil, "fix", ending + String(index % 3)].randomElement(using: &random)!)
            finding.screenReader = ScreenReader.allCases.randomElement(using: &random)!
            return finding
        }
        let list = FindingList(findings)
        #expect(Array(list) == findings)
        for split in [1, 12_345, 24_999] {
            var joined = FindingList(findings[..<split])
            joined.append(contentsOf: FindingList(findings[split...]))
            #expect(Array(joined) == findings)
            var ranges = FindingList()
            ranges.append(contentsOf: list, in: 0..<split)
            ranges.append(contentsOf: list, in: split..<findings.count)
            #expect(Array(ranges) == findings)
        }
    }

    /// A fix that every finding repeats is written once and referred to from later blocks by how far back it is:
    /// it reads back after the list's blocks are shared behind another list's own blocks, and after a partial copy.
    @Test func aRepeatedFixReadsBackAcrossBlocksAndSharedLists() {
        let long = String(repeating: "x", count: 300_000)
        let findings = (0..<20_000).map { index in
            Finding(ruleID: "r", severity: .warning, message: "message \(index)",
                    location: SourceLocation(file: "f", line: index + 1), barID: "b", itemID: "t\(index)", locale: nil, spoken: index % 2_000 == 0 ? long : nil, fix: "the same fix")
        }
        let list = FindingList(findings)
        #expect(Array(list) == findings)
        var other = FindingList(findings.reversed())
        other.append(contentsOf: list)
        other.append(contentsOf: list, in: 19_990..<20_000)
        #expect(Array(other) == findings.reversed() + findings + findings[19_990...])
    }

    @Test func countsFollowTheChecks() {
        let found = Check(ruleID: "r1", file: "a.xml", barID: "main", itemID: "tab0", locale: "en", findings: [
            Finding(ruleID: "r1", severity: .error, message: "m", location: SourceLocation(file: "a.xml", line: 3), barID: "main", itemID: "tab0", locale: "en"),
        ])
        let suppressedOnly = Check(ruleID: "r1", file: "a.xml", barID: "main", itemID: "tab1", locale: "en", findings: [], suppressed: [
            SuppressedFinding(finding: found.findings[0], source: .baseline),
        ])
        let passed = Check(ruleID: "r1", file: "a.xml", barID: "main", itemID: "tab2", locale: "en", findings: [])
        let file = FileResult(path: "a.xml", definition: nil, diagnostics: [], checks: [found, suppressedOnly, passed])
        #expect(file.checkCounts == [CheckCount(barID: "main", ruleID: "r1", skipReason: nil, checks: 3, passed: 1, withFindings: 1, skipped: 1)])
        #expect(file.checks == [found, suppressedOnly])
    }
}
