import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Hand-made hostile inputs the fuzzers do not reach (their inputs are at most 64 KB): what they
/// found is read as Xcode and AAPT2 read it, located exactly, and in linear time.
@Suite struct HostileInputTests {
    @Test func stringsEscapesAreUTF16CodeUnits() throws {
        let scratch = Scratch()
        let path = scratch.write("fr.lproj/Main.strings", #"""
        "pair" = "\UD83D\UDE00 R\u00e9glages";
        "lone" = "Bo\UD800te";
        "short" = "\U41\U";
        "accent" = "\é";
        """#)
        let entries = StringsFiles.appleStrings(path: path).entries
        #expect(entries["pair"]?.content == .text("😀 Réglages"))
        #expect(entries["lone"]?.content == .text("Bo\u{FFFD}te"))
        #expect(entries["short"]?.content == .text("A"))
        #expect(entries["accent"]?.content == .text("é"))
    }

    @Test func menuElementsOnOneLineAreLocatedEach() throws {
        let scratch = Scratch()
        let menu = #"<menu xmlns:android="http://schemas.android.com/apk/res/android"><item android:title = "@string/a"/><item android:title="@string/b"/></menu>"#
        let loaded = DefinitionLoader().load(path: scratch.write("res/menu/bottom.xml", menu))
        let columns = loaded.diagnostics.filter { $0.message.hasPrefix("android:title references @string/") }.map { $0.location.column }
        #expect(columns == [72, 107], "\(loaded.diagnostics)")
    }

    @Test func catalogErrorsSayWhatIsWrong() throws {
        let scratch = Scratch()
        let path = scratch.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"a": 1e400}}"#)
        let diagnostics = StringCatalog.read(path: path).diagnostics
        #expect(diagnostics.map(\.message) == ["malformed String Catalog: number 1e400 is out of range: expected a number from -1.7976931348623157e308 to 1.7976931348623157e308"])
        #expect(diagnostics.first?.location.column == 43)
    }

    /// An unknown enum value or a malformed table's key of 200,000 characters gave a 200 KB error line.
    @Test func messagesQuotingLongInputStayShort() throws {
        let scratch = Scratch()
        let platform = "ios" + String(repeating: "x", count: 200_000)
        let json = #"{"version": 1, "bars": [{"id": "b", "platform": "\#(platform)", "sourceLocale": "en", "items": [{"id": "a", "title": "A"}]}]}"#
        let enumValue = DefinitionLoader().load(path: "bar.json", bytes: Array(json.utf8)).diagnostics
        let table = StringsFiles.appleStrings(path: scratch.write("fr.lproj/Main.strings", "\"a\" = \"b\";\n" + String(repeating: "*/", count: 100_000))).diagnostics
        for diagnostic in enumValue + table {
            #expect(diagnostic.message.unicodeScalars.count <= 1_001)
        }
        #expect(enumValue.first?.message.hasPrefix("bars[0].platform must be one of 'ios', 'material', not 'iosxxx") == true)
        #expect(enumValue.first?.message.hasSuffix("xxx'") == true)
        #expect(table.first?.message.hasPrefix("malformed strings file: expected '=' after \"*/*/") == true)
        let finding = Finding(ruleID: "r", severity: .error, message: String(repeating: "é", count: 5_000) + " [end]", location: SourceLocation(file: "f"))
        #expect(finding.message.unicodeScalars.count == 1_001 && finding.message.hasSuffix(" [end]"))
    }

    @Test func elementsWithThousandsOfAttributesAreRefusedBeforeLibxml2() throws {
        let attributes = (0..<1_001).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let xml = "<?xml version=\"1.0\"?>\n<!-- a = b --><baraudit version=\"1\">\n  <bar \(attributes)/></baraudit>"
        let loaded = DefinitionLoader().load(path: "bar.xml", bytes: Array(xml.utf8))
        #expect(loaded.diagnostics.map(\.message) == ["malformed XML: an element has 1001 attributes; at most 1000 per element are supported"])
        #expect(loaded.diagnostics.first?.location.line == 3 && loaded.diagnostics.first?.location.column == 3)
    }

    @Test func textsPastTheLengthLimitAreRefused() throws {
        let title = String(repeating: "é", count: 100_001)
        let json = #"{"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "items": [{"id": "a", "title": "\#(title)"}]}]}"#
        let loaded = DefinitionLoader().load(path: "bar.json", bytes: Array(json.utf8))
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message) == ["the text of item 'a' has 100001 characters; at most 100000 per string are supported"])
    }

    @Test func storyboardsAreHeldToTheInputLimits() throws {
        let scratch = Scratch()
        let title = String(repeating: "a", count: 100_001)
        let storyboard = AppleResolutionTests.storyboard([AppleResolutionTests.tab(0, "<tabBarItem key=\"tabBarItem\" title=\"\(title)\" id=\"tbi\"/>")])
        let loaded = DefinitionLoader().load(path: scratch.write("Base.lproj/Main.storyboard", storyboard))
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message) == ["'tbi.title' in 'en' has 100001 characters; at most 100000 per string are supported"])
    }

    @Test func aDefinitionSavedAsUTF16IsReportedNotSkipped() throws {
        let scratch = Scratch()
        let xml = #"<?xml version="1.0" encoding="UTF-16"?><baraudit version="1"><bar id="b" platform="ios" sourceLocale="en"/></baraudit>"#
        scratch.write("Bars/bar.xml", bytes: [0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let result = try runBarAudit(["audit", scratch.path("Bars"), "--quiet"])
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("bar.xml:1:1: error: invalid UTF-8 (byte 0xFF); bar definitions must be UTF-8 text"), "\(result.output)")
    }

    @Test func pluralFormsPutIntoTheirSentenceHaveABudget() throws {
        let path = FuzzRegressionTests.regressions.appendingPathComponent("strings-files/format-naming-its-variable-20000-times.stringsdict").path
        let diagnostics = StringsFiles.stringsdict(path: path).diagnostics
        #expect(diagnostics.map(\.message) == ["the plural forms of 'inbox.unread', put into its sentence, take the table past 16 MB of text; at most 16 MB per table are supported"])
    }

    @Test func baselinesAndReportsReadBackSayWhereTheyAreWrong() throws {
        let scratch = Scratch()
        let examples = Repository.examples.appendingPathComponent("ipad-itunes.xml").path
        let cases: [(String, String)] = [
            ("{\n  \"format\": \"baraudit-baseline\",\n  \"version\": 1,\n  \"findings\": [{\"rule\": null}]\n}",
             "baseline.json:4:16: the member \"fingerprint\" is missing at findings[0] (not a BarAudit baseline; write one with --write-baseline)"),
            ("{\"format\": \"baraudit-baseline\", \"version\": 1, \"findings\": [{\"fingerprint\": 7}]}",
             "baseline.json:1:61: expected a string, found a number at findings[0].fingerprint (not a BarAudit baseline; write one with --write-baseline)"),
            ("{\"format\": \"baraudit-baseline\", \"version\": 1}",
             "baseline.json:1:1: the member \"findings\" is missing (not a BarAudit baseline; write one with --write-baseline)"),
            ("{\"format\": \"baraudit-baseline\",\n \"version\": 1e400, \"findings\": []}",
             "baseline.json:2:13: malformed JSON: number 1e400 is out of range: expected a number from -1.7976931348623157e308 to 1.7976931348623157e308 (not a BarAudit baseline; write one with --write-baseline)"),
        ]
        for (baseline, expected) in cases {
            let path = scratch.write("baseline.json", baseline)
            let result = try runBarAudit(["audit", examples, "--baseline", path, "--quiet"])
            #expect(result.status == 2)
            #expect(result.standardError.split(separator: "\n").map(String.init) == ["error: \(scratch.path("baseline.json")):" + expected.dropFirst("baseline.json:".count)], "\(result.output)")
        }
        let report = scratch.write("baraudit.json", "{\"format\": \"baraudit-report\",\n \"files\": [")
        let merged = try runBarAudit(["merge", report])
        #expect(merged.status == 2)
        #expect(merged.standardError.contains("baraudit.json:2:12: malformed JSON: "), "\(merged.output)")
    }
}
