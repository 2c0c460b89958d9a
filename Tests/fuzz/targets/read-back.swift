import BarAuditKit
import BarAuditModel

/// What BarAudit reads back rather than audits: a baseline (`--baseline`) and a JSON report
/// (`baraudit merge`), each refused with a located one-line reason when it does not decode; then what it
/// reads back from its own memory, the input's bytes as the texts of findings a long `FindingList` keeps as runs of bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadBack(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = FuzzScratch.write(data, size, named: "baraudit.json")
    _ = try? Baseline.read(from: path)
    _ = try? JSONReportReader.read(path: path)
    FindingTexts.check(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// Findings made of the input's pieces (split at 0xFF, which UTF-8 never holds: messages, item ids, speech,
/// fixes, absent where a piece is empty, lines and columns from its bytes), appended past the findings a list
/// keeps as they are, to itself, in part to another and to a copy: every one must come back byte for byte.
enum FindingTexts {
    /// Enough findings that the list keeps records (`FindingList.recordsFrom`): made once, copied per input. Their
    /// messages share no ends, so that their bytes pass the half block from which a list appended whole shares its
    /// blocks rather than copying each finding's texts (the part appended to another list still copies them).
    private static let filled: FindingList = {
        var list = FindingList()
        for index in 0...16_384 {
            let digits = String(repeating: String(index % 10), count: 40)
            list.append(Finding(ruleID: "r", severity: .warning, message: digits, location: SourceLocation(file: "f", line: index)))
        }
        return list
    }()

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let pieces = bytes.split(separator: 0xFF, maxSplits: 64, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        func piece(_ index: Int) -> String? {
            let text = pieces[index % pieces.count]
            return text.isEmpty ? nil : text
        }
        let numbers = bytes.prefix(16).map(Int.init)
        let findings = pieces.indices.map { index in
            Finding(ruleID: piece(index + 4) ?? "rule", severity: index % 2 == 0 ? .error : .info, message: piece(index) ?? "",
                    location: SourceLocation(file: piece(index + 5) ?? "file", line: numbers.isEmpty ? 0 : numbers[index % numbers.count] << (index % 32),
                                             column: numbers.isEmpty || index % 3 == 0 ? nil : numbers[index % numbers.count] << 24),
                    barID: piece(index + 6), itemID: piece(index + 1), locale: piece(index + 7), spoken: piece(index + 2), fix: piece(index + 3))
        }
        var list = filled
        list.append(contentsOf: findings)
        var doubled = list
        doubled.append(contentsOf: list)
        var part = FindingList(findings.prefix(2))
        part.append(contentsOf: doubled, in: (doubled.count - findings.count - 1)..<doubled.count)
        for (stored, expected) in [(list, findings), (doubled, findings), (part, Array(findings.prefix(2)) + [list[list.count - findings.count - 1]] + findings)] {
            for (offset, finding) in expected.reversed().enumerated() where !same(stored[stored.count - 1 - offset], finding) {
                fatalError("finding \(stored.count - 1 - offset) of \(stored.count) came back as \(stored[stored.count - 1 - offset]), not \(finding)")
            }
        }
    }

    /// Equal byte for byte (`==` on strings compares canonically equivalent texts as equal).
    private static func same(_ lhs: Finding, _ rhs: Finding) -> Bool {
        func bytes(_ text: String?) -> [UInt8]? { text.map { Array($0.utf8) } }
        let lineAndColumn = { (finding: Finding) in (UInt32(clamping: finding.location.line), finding.location.column.map { Swift.min($0, Int(UInt32.max) - 1) }) }
        return [lhs.ruleID, lhs.message, lhs.location.file].map(bytes) == [rhs.ruleID, rhs.message, rhs.location.file].map(bytes)
            && [lhs.barID, lhs.itemID, lhs.locale, lhs.spoken, lhs.fix].map(bytes) == [rhs.barID, rhs.itemID, rhs.locale, rhs.spoken, rhs.fix].map(bytes)
            && lhs.severity == rhs.severity && lineAndColumn(lhs) == lineAndColumn(rhs)
    }
}
