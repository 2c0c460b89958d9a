import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 11 of hand-made hostile inputs (README, "Round 11: reports merged from the scanner's tree, paths
/// outside ArgumentParser, sources for declarations"): reports merged from the position scanner's tree, many
/// paths on one command line, and project sources past the size a declaration is read from.
@Suite struct HostileRound11Tests {
    /// A report of one file whose `checks` hold `rows` rows of six values (7 values a row).
    static func reportOfManyChecks(_ rows: Int) -> String {
        let row = #"["b", "r", 1, 1, 0, 0]"#
        return #"{"format": "baraudit-report", "version": 3, "files": [{"path": "a.json", "checks": ["#
            + Array(repeating: row, count: rows).joined(separator: ",\n") + "]}]}"
    }

    /// `merge` read a report twice, by the position scanner (its syntax check) and by JSONSerialization,
    /// whose objects took some 530 bytes a value: the 184 MB report of a bar of 100,000 items took 2.96 GB.
    /// It is read from the scanner's tree alone.
    @Test func aReportIsReadFromTheScannersTree() throws {
        let scratch = Scratch()
        let path = scratch.write("r.json", Self.reportOfManyChecks(300_000))
        let before = HostileRound10Tests.peakMemory()
        let report = try JSONReportReader.read(path: path).report
        let grown = HostileRound10Tests.peakMemory() - before
        #expect(report.files.count == 1 && report.files[0].checkCounts.count == 300_000)
        #expect(report.files[0].checkCounts.reduce(0) { $0 + $1.checks } == 300_000)
        // 2.1 million values: some 1.1 GB of Foundation objects before.
        #expect(grown < 500 * 1_048_576, "\(grown / 1_048_576) MB more at the peak")
    }

    /// Read from the tree, a report keeps Foundation's reading where it was lenient (a member of the wrong
    /// type is absent, the last of a repeated key counts) and names what it found as it is written; `true`
    /// is no count (Foundation's `as? Int` read it as 1), and a list of files, defects or checks with an
    /// element of another kind is a located error.
    @Test func aReportReadFromTheTreeNamesWhatItFound() throws {
        let scratch = Scratch()
        let lenient = scratch.write("l.json", #"{"format": "x", "format": "baraudit-report", "version": 3.0, "failOn": 5, "tool": [], "files": [{"path": "a.json", "defects": [{"rule": "r", "message": "m", "line": 4, "column": 2, "severity": "warning"}]}]}"#)
        let contents = try JSONReportReader.read(path: lenient)
        #expect(contents.failOn == .error && contents.report.run.toolVersion == "")
        #expect(contents.report.files[0].defects.map(\.location) == [SourceLocation(file: "a.json", line: 4, column: 2)])
        // A list with one element of the wrong kind was no list to Foundation: the report merged without a file.
        let mixed = scratch.write("m.json", #"{"format": "baraudit-report", "version": 3, "files": [{"path": "a.json"}, 5]}"#)
        #expect(throws: ReportReadError.self) { try JSONReportReader.read(path: mixed) }
        do {
            _ = try JSONReportReader.read(path: mixed)
        } catch let error as ReportReadError {
            #expect(error.description == "\(mixed):1:75: expected an object, found 5 at files[1]", "\(error)")
        }
        let rows = scratch.write("k.json", #"{"format": "baraudit-report", "version": 3, "files": [{"path": "a.json", "checks": {"b": 1}}]}"#)
        #expect(throws: ReportReadError.self) { try JSONReportReader.read(path: rows) }
        for (count, found) in [("true", "true"), ("1.5", "1.5"), ("1e3000", nil), ("-0.0", nil), ("\"7\"", "'7'")] {
            let path = scratch.write("c.json", #"{"format": "baraudit-report", "version": 3, "files": [{"path": "a.json", "checks": [["b", "r", "# + count + "]]}]}")
            do {
                _ = try JSONReportReader.read(path: path)
                #expect(found == nil, "\(count) was read as a count")
            } catch let error as ReportReadError {
                if let found {
                    #expect(error.description.hasPrefix("\(path):1:") && error.description.hasSuffix(
                        ": expected a whole number from 0 to 2147483647, found \(found) at files[0].checks[0][2]"), "\(error)")
                } else {
                    // 1e3000 is no double: a syntax error, as before; -0.0 is the count 0.
                    #expect(count == "1e3000" && error.description.contains("malformed JSON: number 1e3000 is out of range"), "\(error)")
                }
            }
        }
    }

    /// Each definition is loaded from its own text in the report, not written again from Foundation's
    /// objects: a definition that repeats a member (which JSONSerialization let through, the last one
    /// winning) is refused as a definition file would be.
    @Test func aDefinitionIsLoadedFromItsOwnText() throws {
        let text = Array(#"{"a": "x}\"]", "b": [1, {"c": 2}]} , 3, "s", -1.5e3]"#.utf8)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 0) == 34)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 6) == 13)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 20) == 33)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 37) == 38)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 40) == 43)
        #expect(JSONPositionScanner.endOfValue(in: text, at: 45) == 51)

        let scratch = Scratch()
        let definition = #"{"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "items": [{"id": "a", "title": "Home\"}"}, {"id": "c", "title": "Search"}]}]}"#
        let good = scratch.write("g.json", #"{"format": "baraudit-report", "version": 3, "files": [{"path": "bar.json", "definition": "# + definition + "}]}")
        let bars = try #require(JSONReportReader.read(path: good).report.files[0].definition).bars
        let titles: [Text.Source?] = bars.first?.items.map { $0.title?.source } ?? []
        #expect(bars.map(\.id) == ["b"] && titles == [.literal("Home\"}"), .literal("Search")])
        let repeated = scratch.write("d.json", #"{"format": "baraudit-report", "version": 3, "files": [{"path": "bar.json", "definition": "#
            + definition.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "version": 1,"#) + "}]}")
        #expect(throws: ReportReadError.self) { try JSONReportReader.read(path: repeated) }
        do {
            _ = try JSONReportReader.read(path: repeated)
        } catch let error as ReportReadError {
            #expect(error.description.hasPrefix("\(repeated): the definition of bar.json does not load: duplicate member \"version\""), "\(error)")
        }
    }

    /// ArgumentParser stores each value of a list argument by copying the list so far: `merge` of 10,000
    /// reports spent 3 s parsing its arguments, and the time grew with their square. The paths are taken
    /// out before it parses; options between them, and paths after `--`, are read as before.
    @Test func manyPathsAreParsedInLinearTime() throws {
        let scratch = Scratch()
        let missing = { (count: Int) in (0..<count).map { "r\($0).json" } }
        var few: CommandResult?
        let tenth = try secondsTakenThrowing { few = try runBarAudit(["merge"] + missing(1_000) + ["--format", "json", "--output", "o1"], in: scratch.url) }
        var many: CommandResult?
        let whole = try secondsTakenThrowing { many = try runBarAudit(["merge"] + missing(20_000) + ["--format", "json", "--output", "o2"], in: scratch.url) }
        #expect(few?.status == 2 && many?.status == 2)
        #expect(many?.standardError.components(separatedBy: "\n").filter { $0.hasPrefix("error: ") }.count == 20_000)
        // Linear: 20 times the paths; the old parse took some 400 times as long for them.
        #expect(whole < 2 + 40 * tenth, "\(whole) s for 20,000 paths, \(tenth) s for 1,000")

        scratch.write("a.xml", CommandLineTests.failingBar)
        scratch.write("-b.xml", CommandLineTests.failingBar)
        let run = try runBarAudit(["audit", "a.xml", "--format", "json", "--quiet", "--output", "o3", "--", "-b.xml"], in: scratch.url)
        #expect(run.status == 1, "\(run.output)")
        let report = try String(contentsOfFile: scratch.path("o3/baraudit.json"), encoding: .utf8)
        #expect(report.contains("\"path\" : \"a.xml\"") && report.contains("\"path\" : \"-b.xml\""), "\(report.prefix(300))")
    }

    /// A Swift or Kotlin source read for its declarations (and the Swift sources kept for previews) was read
    /// to 256 MB and parsed whole: a 115 MB `extension String` ran out of 4 GB of address space and crashed
    /// the run. Past 16 MB, the size a tab file may have, it is passed over.
    @Test func aSourcePastTheLimitIsNotReadForDeclarations() {
        let scratch = Scratch()
        let tabs = "import SwiftUI\nstruct Tabs: View { var body: some View { TabView { } } }\n"
        let extending = "extension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"
        let smallTab = scratch.write("Small/Tabs.swift", tabs)
        scratch.write("Small/Strings.swift", extending)
        let small = CodeProject.containing(smallTab, cache: ProjectCache()).declarations(for: Array("\"a\".localized".utf8))
        #expect(small.localizingProperties.contains("localized"))

        let largeTab = scratch.write("Large/Tabs.swift", tabs)
        let padding = String(repeating: "// padding\n", count: CodeProject.maximumSourceBytes / 11 + 1)
        scratch.write("Large/Strings.swift", extending + padding)
        let large = CodeProject.containing(largeTab, cache: ProjectCache()).declarations(for: Array("\"a\".localized".utf8))
        #expect(!large.localizingProperties.contains("localized"))
    }
}
