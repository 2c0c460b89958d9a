import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 15 of hand-made hostile inputs (README, "Round 15: keys looked up in every table, problems past
/// counting, libxml2's walk back, `\u+123`"): the JSON definition read a level at a time and the builder it feeds
/// (the XML reader's too), and a baseline the scanner refuses.
@Suite struct HostileRound15Tests {
    private static let bar = #"{"id":"b","platform":"ios","sourceLocale":"en","locales":["en"],"#

    private func load(_ json: String) -> LoadedFile {
        DefinitionLoader().load(path: "bar.json", bytes: Array(json.utf8))
    }

    /// An item's key was looked up in each string table in turn: 20,000 items whose key no table defines, beside
    /// 100,000 empty tables, took minutes. Every key some accepted table defines is now looked up once; a key only
    /// a refused table (a repeated locale) defines is still not defined.
    @Test func aKeyIsLookedUpOnceHoweverManyTables() {
        let tables = (0..<30_000).map { "\"x\($0)\":{}" }.joined(separator: ",")
        let items = (0..<5_000).map { "{\"id\":\"i\($0)\",\"titleKey\":\"nope\"}" }.joined(separator: ",")
        let start = ContinuousClock.now
        let loaded = load(#"{"strings":{"# + tables + #"},"bars":["# + Self.bar + #""items":["# + items + "]}]}")
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(loaded.diagnostics.filter { $0.message == "titleKey 'nope' is not defined in any string table" }.count == 5_000)

        let found = load(#"{"strings":{"a":{},"en":{"k":"Home","k2":"Search"},"en":{"only":"x"}},"bars":["#
            + Self.bar + #""items":[{"id":"a","titleKey":"k"},{"id":"c","titleKey":"only"}]}]}"#)
        #expect(found.diagnostics.map(\.message) == [
            "duplicate string table for locale 'en' (first at bar.json:1:20)",
            "titleKey 'only' is not defined in any string table",
        ])
    }

    /// A plural's forms were each compared with the forms before it: 100,000 forms took 10 s, a million hours.
    @Test func aPluralOfManyFormsIsReadOnce() {
        let forms = (0..<100_000).map { "\"c\($0)\":\"x\"" }.joined(separator: ",")
        let start = ContinuousClock.now
        let loaded = load(#"{"strings":{"en":{"k":{"# + forms + #","c7":"again"}}},"bars":["# + Self.bar + #""items":[{"id":"a","titleKey":"k"}]}]}"#)
        #expect(ContinuousClock.now - start < .seconds(10))
        let repeats = loaded.diagnostics.filter { $0.message.contains("repeats category") }
        #expect(repeats.map(\.message) == ["plural 'k' in locale 'en' repeats category 'c7' (first at bar.json:1:92)"])
    }

    /// Five million empty bars (a 16 MB file) made fifteen million diagnostics and ran out of memory; seven million
    /// numbers counted as items reserved room for seven million items. A reader lists 10,000 problems and counts the
    /// rest in one line at the first it leaves out.
    @Test func problemsPastTenThousandAreCounted() {
        let loaded = load(#"{"bars":["# + Array(repeating: "{}", count: 20_000).joined(separator: ",") + "]}")
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.count == ListedDiagnostics.maximum + 1)
        let counted = loaded.diagnostics.filter { $0.message.contains("more are not listed") }
        #expect(counted.map(\.message) == ["70000 errors more are not listed (the first of them here); at most 10000 problems per file are listed"])
        #expect(counted.first?.location.line == 1 && counted.first?.location.column == 7_510)

        let numbers = load(#"{"bars":["# + Self.bar + #""items":["# + Array(repeating: "1", count: 30_000).joined(separator: ",") + "]}]}")
        // The reader's problems and the builder's in one count: 30,000 elements that are no objects, and a bar with no items.
        #expect(numbers.diagnostics.count == ListedDiagnostics.maximum + 1)
        #expect(numbers.diagnostics.last?.message.hasPrefix("20001 errors more") == true, "\(numbers.diagnostics.last?.message ?? "")")
    }

    /// An XML definition's schema errors: libxml2 2.9 walked back over every earlier sibling of each error's element
    /// when the document had a URL (20,000 invalid `<bar/>` took 2 s, 250,000 minutes), and 2.5 million of them
    /// (15 MB) ran out of memory with their ten million errors. The document has no URL, and the errors past the
    /// listed ones are counted as they come.
    @Test func manyInvalidXMLElementsAreCountedInLinearTime() {
        let start = ContinuousClock.now
        let loaded = DefinitionLoader().load(path: "bar.xml", bytes: Array(("<baraudit version=\"1\">" + String(repeating: "<bar/>", count: 60_000) + "</baraudit>").utf8))
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(loaded.diagnostics.count == ListedDiagnostics.maximum + 1)
        #expect(loaded.diagnostics.last?.message == "230000 errors more are not listed (the first of them here); at most 10000 problems per file are listed")
    }

    /// `\u` takes four hexadecimal digits; `UInt32(_:radix:)` also took a sign, so `\u+123` and `\u-000` were read
    /// as U+0123 and U+0000. A surrogate that is not half of a pair is located at its escape, not past what follows.
    @Test func unicodeEscapesAreReadDigitByDigit() {
        func problem(_ text: String) -> String? {
            let loaded = load("{\"strings\":{\"en\":{\"k\":\"\(text)\"}},\n \"bars\":[" + Self.bar + #""items":[{"id":"a","titleKey":"k"}]}]}"#)
            return loaded.diagnostics.first { $0.severity == .error }.map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" }
        }
        #expect(problem(#"a\u+123"#) == "1:27 malformed JSON: invalid \\u escape: expected four hexadecimal digits")
        #expect(problem(#"a\u-000"#) == "1:27 malformed JSON: invalid \\u escape: expected four hexadecimal digits")
        #expect(problem(#"a\ud800b"#) == "1:25 malformed JSON: unpaired surrogate \\ud800")
        #expect(problem(#"a\ud800\u0041"#) == "1:25 malformed JSON: unpaired surrogate \\ud800")
        #expect(problem(#"a\udc00"#) == "1:25 malformed JSON: unpaired surrogate \\udc00")
        #expect(problem(#"\uD83D\uDE00\u00e9\u00E9\uFFFF"#) == nil)
    }

    /// Lines end at LF, CRLF or CR alone, and a byte order mark is not a column: a file of CR line ends was one line,
    /// and every column of a marked file's first line one too far.
    @Test func linesEndAtCROrLFAndAByteOrderMarkIsNoColumn() {
        let source = SourceText(path: "f", bytes: Array("a\rb\r\nc\n\rd".utf8))
        #expect([0, 2, 5, 7, 8, 9].map { "\(source.location(ofOffset: $0).line):\(source.location(ofOffset: $0).column ?? 0)" }
            == ["1:1", "2:1", "3:1", "4:1", "5:1", "5:2"])
        let marked = SourceText(path: "f", bytes: [0xEF, 0xBB, 0xBF] + Array("{x\ny".utf8))
        #expect([3, 4, 6].map { "\(marked.location(ofOffset: $0).line):\(marked.location(ofOffset: $0).column ?? 0)" } == ["1:1", "1:2", "2:1"])
        let loaded = load("{\r\"bars\":[\r" + Self.bar + "\r\"items\":[{\"id\":\"a\",\"titleKey\":\"nope\"}]}]}")
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column ?? 0)" } == ["4:31"])
    }

    /// A baseline the scanner refuses went to JSONDecoder, which takes a lone surrogate and a number past a double's
    /// range: with `version` given twice beside one, it was read with one of them, `not a version 1 BarAudit
    /// baseline` and no line. It is refused where it breaks, as `merge` refuses such a report.
    @Test func aBaselineTheScannerRefusesIsLocated() throws {
        let scratch = Scratch()
        for (value, expected) in [(#""\ud800""#, "1:50: malformed JSON: unpaired surrogate \\ud800"),
                                  ("1e400", "1:49: malformed JSON: number 1e400 is out of range")] {
            let path = scratch.write("baseline.json", #"{"findings":[],"format":"baraudit-baseline","x":"# + value + #","version":2,"version":1}"#)
            let error = try #require(throws: BaselineError.self) { try Baseline.read(from: path) }
            #expect(error.description.hasPrefix("\(path):\(expected)"), "\(error.description)")
        }
    }
}
