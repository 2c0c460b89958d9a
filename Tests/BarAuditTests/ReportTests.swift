import BarAuditKit
import BarAuditModel
@testable import BarAuditReporting
import BarAuditRules
import Foundation
import Testing

/// Definitions whose strings try to break out of the reports.
enum Hostile {
    static let strings = ["<script>alert(1)</script>", "\"><img src=x onerror=alert(2)>", "]]>", "a\u{202E}lanimret"]
    static let definition = """
    {"bars": [{"id": "hostile", "platform": "ios", "sourceLocale": "en", "selected": "x",
      "items": [
        {"id": "x", "title": "<script>alert(1)</script>", "badge": "8", "accessibility": {"label": "<script>alert(1)</script>\\u0007 "}},
        {"id": "y", "title": "\\"><img src=x onerror=alert(2)>"},
        {"id": "z", "title": "]]>", "accessibility": {"label": "a\\u202Elanimret", "hint": "bell\\u0007 and nul-ish \\u0001"}}
      ]}]}
    """
}

@Suite struct ReportTests {
    private static func report(failOn: FailLevel = .error, settings: RuleSettings = RuleSettings(), files: [String: String]) async throws -> (AuditReport, Scratch) {
        let scratch = Scratch()
        let paths = files.keys.sorted().map { scratch.write($0, files[$0]!) }
        let auditor = Auditor(engine: try RuleEngine(settings: settings))
        return (await auditor.audit(paths: paths + [scratch.path("missing.xml")]), scratch)
    }

    @Test func junitHasOneTestcasePerBarAndRule() async throws {
        var settings = RuleSettings()
        settings.disabled = ["nav-tab-disabled"]
        let (report, scratch) = try await Self.report(settings: settings, files: [
            "a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"HOME.\"><image name=\"gear\"/></item>\n    <item id=\"c\"/>"),
        ])
        let xml = JUnitReporter(options: ReportOptions()).render(report)
        let path = scratch.path("a.xml")
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>"))
        #expect(xml.contains("<testcase name=\"b @ \(path)\" classname=\"baraudit.voiceover-label-missing\""), "name is bar @ file")
        #expect(xml.contains("<failure type=\"voiceover-label-missing\" message=\"item &apos;c&apos; has neither a title nor an accessibility label; VoiceOver announces only its role and position")
                || xml.contains("<failure type=\"voiceover-label-missing\" message=\"item 'c' has neither"))
        #expect(xml.contains("a.xml:6:5: error: item 'c' has neither a title"), "the failure text has path:line:col")
        // A note below the fail level is its own testcase, skipped with the defect as text.
        #expect(xml.contains("classname=\"baraudit.voiceover-label-formatting\"") && xml.contains("notes below the fail level (error)"))
        #expect(xml.contains("<testcase name=\"b @ \(path)\" classname=\"baraudit.passed\" time=\"0.000\"/>"), "the rules without findings are one passing case")
        #expect(xml.contains("classname=\"baraudit.disabled\"") && xml.contains("<skipped message=\"rule disabled for this run: nav-tab-disabled\">"))
        #expect(xml.contains("<error type=\"input-error\" message=\"no such file or directory\">"))
        #expect(xml.contains("<property name=\"baraudit.errors\" value=\"1\"/>"), "defects counted per suite")
        #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\""), "no clock in reports unless SOURCE_DATE_EPOCH is set")
        let rules = RuleCatalog.builtIn.descriptions.count
        #expect(xml.components(separatedBy: "<testcase ").count - 1 <= rules + 1, "at most one testcase per rule and bar, plus the unloaded file")
        let failOnInfo = JUnitReporter(options: ReportOptions(failOn: .info)).render(report)
        #expect(failOnInfo.contains("<failure type=\"voiceover-label-formatting\""))
    }

    /// Findings that differ only in their locale are one defect, in every report.
    @Test func findingsOfSeveralLocalesAreOneDefect() throws {
        let location = SourceLocation(file: "a.xml", line: 3, column: 5)
        let findings = ["en", "de", "fr"].map { locale in
            Finding(ruleID: "l10n-string-missing", severity: .error, message: "the title key 'tab' has no text in '\(locale)'",
                    location: location, barID: "bar", itemID: "a", locale: locale, spoken: locale == "en" ? "Home, Tab" : "Home, Onglet",
                    fix: "add 'tab' to the '\(locale)' string table")
        } + [Finding(ruleID: "l10n-string-missing", severity: .error, message: "something else", location: location, barID: "bar", itemID: "a", locale: "de")]
        let defects = Defect.group(findings)
        #expect(defects.count == 2)
        #expect(defects[0].locales == ["en", "de", "fr"])
        #expect(defects[0].message == "the title key 'tab' has no text in 'en', 'de', 'fr'")
        #expect(defects[0].fix == "add 'tab' to the 'en', 'de', 'fr' string table")
        #expect(defects[0].spoken == [Defect.Spoken(text: "Home, Tab", locales: ["en"]), Defect.Spoken(text: "Home, Onglet", locales: ["de", "fr"])])
        #expect(defects[0].fingerprint(file: "a.xml") == Defect.group(Array(findings.prefix(2)))[0].fingerprint(file: "a.xml"),
                "the fingerprint does not depend on which locales have the defect")
        var moved = findings[0]
        moved.location.line = 9
        #expect(Defect.group([moved])[0].fingerprint(file: "a.xml") == Defect.group([findings[0]])[0].fingerprint(file: "a.xml"), "nor on the line")
    }

    /// The terminal shows one line per defect; what VoiceOver says in at most three locales below it.
    @Test func terminalListsTheLocalesOfADefectOnItsLine() async throws {
        let locales = ["en", "de", "fr", "es", "it"]
        let tables = locales.map { "  <strings locale=\"\($0)\"><string key=\"home\">Home \($0)</string></strings>" }.joined(separator: "\n")
        let (report, _) = try await Self.report(files: [
            "a.xml": xmlBar("    <item id=\"a\" titleKey=\"home\" badge=\"8\"/>\n    <item id=\"b\" title=\"Search\"/>",
                            attributes: "selected=\"a\" locales=\"\(locales.joined(separator: " "))\"", strings: tables)
                .replacingOccurrences(of: "platform=\"ios\"", with: "platform=\"material\""),
        ])
        let text = TextReporter().render(report)
        let line = try #require(text.split(separator: "\n").first { $0.hasSuffix("[badge-value-missing-context]") })
        #expect(line.hasSuffix("(en, de, fr, es, it) [badge-value-missing-context]"), "\(line)")
        #expect(text.components(separatedBy: "[badge-value-missing-context]").count == 2, "one line for the five locales")
        #expect(text.contains("    VoiceOver (en): \"") && text.contains("    VoiceOver in 2 more locales: see the HTML or JSON report"), "\(text)")
        let json = JSONReporter(options: ReportOptions(jsonStrings: true)).render(report)
        #expect(json.contains("\"de\":{\"badge\":\"8\",\"title\":\"Home de\"}"), "--json-strings adds what each locale shows")
        #expect(!JSONReporter(options: ReportOptions()).render(report).contains("\"de\":{\"badge\":\"8\",\"title\":\"Home de\"}"), "only when asked")
    }

    /// Every format counts the same errors, warnings and notes as the terminal's summary line.
    @Test func everyFormatCountsTheSameDefects() throws {
        let scratch = Scratch()
        let result = try runBarAudit(["audit", "Examples", "--format", "text,html,junit,sarif,json", "--output", scratch.path("reports")],
                                     in: Repository.root, environment: neutralEnvironment)
        let summary = try #require(result.standardOutput.split(separator: "\n").last { $0.hasPrefix("baraudit: ") })
        let match = try #require(summary.firstMatch(of: #/(\d+) errors?, (\d+) warnings?, (\d+) notes?/#))
        let terminal = [Int(match.1)!, Int(match.2)!, Int(match.3)!]
        #expect(terminal[0] > 0 && terminal[1] > 0 && terminal[2] > 0)

        let junit = try String(contentsOfFile: scratch.path("reports/TEST-baraudit.xml"), encoding: .utf8)
        let junitCounts = ["errors", "warnings", "notes"].map { name in
            junit.matches(of: try! Regex("<property name=\"baraudit\\.\(name)\" value=\"(\\d+)\"/>")).reduce(0) { $0 + Int($1.output[1].substring!)! }
        }
        #expect(junitCounts == terminal, "JUnit")

        let sarif = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.path("reports/baraudit.sarif")))) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = (run["results"] as? [[String: Any]] ?? []).filter { $0["suppressions"] == nil }
        let notifications = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        let sarifCounts = ["error", "warning", "note"].map { level in
            results.filter { $0["level"] as? String == level }.count + notifications.filter { $0["level"] as? String == level && $0["descriptor"] == nil }.count
        }
        #expect(sarifCounts == terminal, "SARIF")

        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.path("reports/baraudit.json")))) as? [String: Any])
        let files = json["files"] as? [[String: Any]] ?? []
        let jsonCounts = ["error", "warning", "info"].map { severity in
            files.reduce(0) { total, file in
                total + (file["defects"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == severity }.count
                    + (file["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == severity }.count
            }
        }
        #expect(jsonCounts == terminal, "JSON defects")
        let jsonSummary = json["summary"] as? [String: Any] ?? [:]
        #expect(["errors", "warnings", "notes"].map { jsonSummary[$0] as? Int ?? -1 } == terminal, "JSON summary")

        let html = try String(contentsOfFile: scratch.path("reports/index.html"), encoding: .utf8)
        // A severity's defects are the rows with an anchor in its group's table.
        let htmlCounts = ["error", "warning", "info"].map { severity in
            html.components(separatedBy: "<details class=\"severity-group\" data-severity=\"\(severity)\"").dropFirst().reduce(0) { total, group in
                total + group.components(separatedBy: "</table>")[0].components(separatedBy: "<tr id=\"d-").count - 1
            }
        }
        let diagnostics = ["error", "warning", "info"].map { severity in
            files.reduce(0) { $0 + (($1["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == severity }.count) }
        }
        #expect(zip(htmlCounts, diagnostics).map(+) == terminal, "HTML")
    }

    /// A title that tries to forge lines, annotations, terminal escapes or reordering stays one line.
    @Test func userStringsCannotBreakLineBasedOutputs() async throws {
        let hostile = "Home\\n::error file=x.swift,line=1::forged\\r\\u001B[31mred\\u202Eevil\\uFFFE\\u0085end"
        let definition = """
        {"bars": [{"id": "bar\\nx", "platform": "ios", "sourceLocale": "en", "locales": ["en", "fr"], "selected": "a",
          "items": [{"id": "a", "title": "\(hostile)"}, {"id": "b", "title": "\(hostile)"}, {"id": "c", "title": "Fine"}]}]}
        """
        let (report, _) = try await Self.report(files: ["hostile\nname.json": definition])
        let defects = report.files.flatMap(\.defects)
        #expect(defects.count > 0)
        let text = TextReporter(quiet: true).render(report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == defects.count + report.files.flatMap(\.diagnostics).count, "one line per defect:\n\(text)")
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{FFFE}" || $0 == "\u{85}" || $0 == "\r" })
        #expect(text.contains("Home\\n::error file=x.swift,line=1::forged\\r\\u{1B}[31mred\\u{202E}evil\\u{FFFE}\\u{85}end"))
        #expect(text.contains("hostile\\nname.json"), "paths are escaped too")
        let github = GitHubReporter().render(report)
        let commands = github.split(separator: "\n")
        #expect(commands.count == defects.count + report.files.flatMap(\.diagnostics).count)
        #expect(commands.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(github.contains("file=") && github.contains("hostile\\nname.json"), "the file property is escaped")
        let junit = JUnitReporter(options: ReportOptions()).render(report)
        #expect(!junit.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{FFFE}" || $0 == "\u{85}" }, "JUnit: XML-illegal or control characters replaced")
        let html = HTMLReporter(options: ReportOptions()).render(report)
        #expect(!html.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{FFFE}" || $0 == "\u{85}" })
        #expect(html.contains("\\u{FFFE}") && html.contains("\\u{85}"), "non-characters and C1 controls shown escaped")
        let json = JSONReporter(options: ReportOptions()).render(report)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    /// GitHub makes annotations of the first 10 commands of each kind in a step and drops the rest
    /// silently: past that, a closing notice says how many were written and where they all are.
    @Test func githubSaysWhenAnnotationsPassItsLimit() async throws {
        func bar(_ items: Int) -> String {
            let list = (0..<items).map { "{\"id\": \"i\($0)\", \"title\": \"Tab \($0)\", \"badge\": \"\($0 + 1)\"}" }.joined(separator: ", ")
            return #"{"bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "selected": "i0", "items": [\#(list)]}]}"#
        }
        let (few, _) = try await Self.report(files: ["few.json": bar(2)])
        let (many, _) = try await Self.report(files: ["many.json": bar(12)])
        let fewOutput = GitHubReporter().render(few), manyOutput = GitHubReporter().render(many)
        let fewErrors = fewOutput.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count
        let manyErrors = manyOutput.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count
        #expect(fewErrors <= 10 && manyErrors > 10, "\(fewErrors), \(manyErrors)")
        #expect(!fewOutput.contains("title=baraudit::"))
        let last = manyOutput.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("::notice title=baraudit::baraudit wrote \(manyErrors) error"), "\(manyErrors): \(last)")
        #expect(last.contains("GitHub shows only the first 10 of each kind in a step"))
    }

    @Test func illegalXMLCharactersAreReplacedAndMarkupEscaped() async throws {
        let (report, _) = try await Self.report(files: ["hostile.json": Hostile.definition])
        let xml = JUnitReporter(options: ReportOptions(failOn: .info)).render(report)
        #expect(!xml.contains("\u{7}") && !xml.contains("\u{1}"))
        #expect(xml.contains("&lt;/script&gt;\\u{7} &apos; starts or ends with white space") || xml.contains("&lt;/script&gt;\\u{7} ' starts or ends with white space"), "control characters are shown escaped")
        #expect(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!xml.contains("<script>"))
    }

    @Test func reportsAreByteIdenticalAndTimestampsOnlyWhenAsked() async throws {
        let (report, _) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>")])
        let scratch = Scratch()
        let reports = ReportSet(formats: ReportFormat.allCases.filter { !$0.isStandardOutput }, options: ReportOptions())
        let first = try ReportSession.write(report, reports: reports, to: scratch.path("first"))
        let second = try ReportSession.write(report, reports: reports, to: scratch.path("second"))
        #expect(first.count == 6 && second.count == 6)
        for (one, other) in zip(first, second) {
            #expect(FileManager.default.contents(atPath: one) == FileManager.default.contents(atPath: other), "\(one)")
        }
        // Reports stream to their files part by part; what they stream is what they render in memory.
        #expect(try String(contentsOfFile: scratch.path("first/TEST-baraudit.xml"), encoding: .utf8) == JUnitReporter(options: ReportOptions()).render(report))
        #expect(try String(contentsOfFile: scratch.path("first/baraudit.json"), encoding: .utf8) == JSONReporter(options: ReportOptions()).render(report))
        #expect(try String(contentsOfFile: scratch.path("first/baraudit.sarif"), encoding: .utf8) == SARIFReporter(options: ReportOptions()).render(report))
        #expect(try String(contentsOfFile: scratch.path("first/index.html"), encoding: .utf8) == HTMLReporter(options: ReportOptions()).render(report))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("first")).allSatisfy { !$0.hasSuffix(".tmp") })
        let dated = ReportOptions(timestamp: ReportOptions.timestamp(from: ["SOURCE_DATE_EPOCH": "1763781566"]))
        #expect(JUnitReporter(options: dated).render(report).contains("timestamp=\"2025-11-22T03:19:26\""))
        #expect(JSONReporter(options: dated).render(report).contains("\"timestamp\" : \"2025-11-22T03:19:26Z\""))
        #expect(!JSONReporter(options: ReportOptions()).render(report).contains("\"timestamp\""))
    }

    /// The timestamp is written digit by digit (round 23): the same text as `String(format:)` at the ends of
    /// every field, across leap days and the four-digit years, and through it for a year of other than four digits.
    @Test func timestampIsWrittenAsFormatted() {
        var seconds: [Int] = [0, 59, 60, 3_599, 3_600, 86_399, 86_400, 951_782_400, 951_868_799, 1_763_781_566, 253_402_300_799,
                              -62_167_219_200, -62_167_219_201, 253_402_300_800, -1]
        seconds += (0..<200).map { $0 &* 1_234_567_891 % 253_402_300_799 }
        for second in seconds {
            var time = time_t(second)
            var parts = tm()
            gmtime_r(&time, &parts)
            let formatted = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                                   parts.tm_hour, parts.tm_min, parts.tm_sec)
            #expect(ReportOptions(timestamp: Date(timeIntervalSince1970: TimeInterval(second))).isoTimestamp == formatted, "\(second)")
        }
    }

    /// The HTML builder writes names from their bytes and scans a text's bytes in one buffer (round 23): the
    /// same markup as the interpolated tags and per-byte scan it replaced, for small and large strings.
    @Test func htmlBuilderWritesTagsAndEscapes() {
        var html = HTMLBuilder()
        let long = String(repeating: "Réglages ", count: 4) + "<b>&\"x\"\u{85}\u{7}\u{FFFE}\u{1F600}"
        html.element("table", ["class": "a\"b", "data-empty": nil, "lang": "ar"]) { html in
            html.unclosed("tr") { $0.element("td", text: "<small>", closed: false) }
            html.element("td", ["title": long], text: long)
            html.shape("rect", ["x": "1"])
            html.void("meta", ["charset": "utf-8"])
            html.text("plain")
        }
        let escapedLong = "Réglages Réglages Réglages Réglages &lt;b&gt;&amp;"
        #expect(String(decoding: html.output, as: UTF8.self) == "<table class=\"a&quot;b\" lang=\"ar\"><tr><td>&lt;small&gt;"
            + "<td title=\"\(escapedLong)&quot;x&quot;\\u{85}\\u{7}\\u{FFFE}\u{1F600}\">\(escapedLong)\"x\"\\u{85}\\u{7}\\u{FFFE}\u{1F600}</td>"
            + "<rect x=\"1\"/><meta charset=\"utf-8\">plain</table>")
    }

    /// Texts that take every path of the reports' escapes (round 25): markup, controls (C0, DEL, C1),
    /// U+2028/U+2029, bidi controls, U+FEFF, non-characters of the BMP and the planes, `·` and other
    /// scalars whose lead bytes are those of escaped ones, marks, letters of four scripts and emoji, at
    /// the start, the middle and the end, short and past the small-string size.
    static let escapeSamples: [String] = {
        let pieces = ["", "a", "Maps·de", "&", "<b>", "\"q\"", "\t", "\n", "\r", "\u{7}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{B7}",
                      "\u{2028}", "\u{2029}", "\u{200E}", "\u{202E}", "\u{2066}", "\u{61C}", "\u{FEFF}", String(Unicode.Scalar(0xFDD0)!), String(Unicode.Scalar(0xFDEF)!), "\u{FDF0}",
                      "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1FFFE}", "\u{10FFFF}", "\u{1F600}", "e\u{301}", "é", "الرئيسية", "הגדרות",
                      "设置", "\u{212A}", "…", "×"]
        var samples = pieces
        for first in pieces {
            for second in pieces { samples.append(first + second) }
        }
        samples += pieces.map { String(repeating: "Réglages·fr ", count: 3) + $0 + String(repeating: " x", count: 20) }
        return samples
    }()

    /// HTML escaping decided scalar by scalar, as the escapes were written before they copied runs.
    static func htmlEscapedScalarByScalar(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            default:
                let shown = OneLine.needsEscape(scalar) && scalar != "\t" && scalar != "\n"
                    && ![0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value)
                if shown { escaped += OneLine.escape(String(scalar)) } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// The HTML escape copies runs between the scalars it replaces (round 25): the same text as
    /// replacing scalar by scalar, which it did whenever a text held a byte that may start one (a `·`).
    /// The one-line, visible-HTML and XML escapes decode only scalars that may need escaping: the same
    /// text as deciding scalar by scalar.
    @Test func htmlEscapeCopiesRunsAsScalarByScalar() {
        // A text with no byte that may start a replaced scalar is copied whole, U+2028 and U+2029 included.
        #expect(HTMLBuilder.escape("a\u{2028}b") == "a\u{2028}b")
        #expect(HTMLBuilder.escape("a\u{2028}b·") == "a\\u{2028}b·")
        for sample in Self.escapeSamples {
            let special = sample.utf8.contains { [0x26, 0x3C, 0x3E, 0x7F, 0xC2, 0xEF].contains($0) || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || (0xF0...0xF4).contains($0) }
            for inAttribute in [false, true] {
                var bytes: [UInt8] = []
                HTMLBuilder.appendEscaped(sample, to: &bytes, inAttribute: inAttribute)
                let escaped = String(decoding: bytes, as: UTF8.self)
                let attributeSpecial = special || (inAttribute && sample.contains("\""))
                #expect(escaped == (attributeSpecial ? Self.htmlEscapedScalarByScalar(sample, inAttribute: inAttribute) : sample), "\(sample.debugDescription)")
            }
            #expect(HTMLBuilder.visible(sample) == sample.escapedForOneLine { OneLine.needsEscape($0) && $0 != "\t" && $0 != "\n"
                && ![0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value) })
            #expect(OneLine.escape(sample) == sample.escapedForOneLine(where: OneLine.needsEscape), "\(sample.debugDescription)")
            #expect(XMLWriter.legal(sample) == sample.escapedForOneLine { !XMLWriter.isAllowed($0) }, "\(sample.debugDescription)")
        }
    }

    /// The reports are written as bytes (round 35): the HTML escape, the JSON string escape and the
    /// numbers write into a buffer of bytes what the `String` escapes they replaced wrote — on random texts
    /// of every class of scalar the escapes tell apart (markup, quotes and backslashes, C0 with tab, newline
    /// and return, DEL, C1, `·` and the rest of Latin-1, two-byte letters, U+2028/U+2029 and the bidi
    /// controls beside other three-byte scalars starting E2, U+FEFF, U+FFFD and the non-characters beside
    /// other scalars starting EF, astral scalars and the planes' non-characters), short and past a
    /// small string, and on numbers of every size and sign.
    @Test func bytesAreWhatTheStringEscapesWrote() {
        func stringHTML(_ text: String, inAttribute: Bool) -> String {
            // The escape as a `String` (before round 35): a text without a byte that may start a replaced
            // scalar (E2 is not one) copied whole, else scalar by scalar.
            let special = text.utf8.contains { [0x26, 0x3C, 0x3E, 0x7F, 0xC2, 0xEF].contains($0) || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A)
                || (0xF0...0xF4).contains($0) || (inAttribute && $0 == 0x22) }
            return special ? Self.htmlEscapedScalarByScalar(text, inAttribute: inAttribute) : text
        }
        func stringJSON(_ text: String) -> String {
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                case "\u{0}"..."\u{1F}": escaped += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }
        let classes: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x22...0x22, 0x26...0x26, 0x3C...0x3C, 0x3E...0x3E, 0x5C...0x5C, 0x00...0x1F, 0x09...0x0A, 0x0D...0x0D, 0x7F...0x7F,
            0x80...0x9F, 0xA0...0xFF, 0xB7...0xB7, 0x100...0x7FF, 0x061C...0x061C, 0x0800...0x1FFF, 0x2000...0x2FFF, 0x2028...0x2029,
            0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xE000...0xFDCF, 0xFDD0...0xFDEF, 0xFDF0...0xFFFD, 0xFEFF...0xFEFF,
            0xFFFD...0xFFFD, 0xFFFE...0xFFFF, 0x10000...0x10FFFF, 0x1F600...0x1F64F, 0x1FFFE...0x1FFFF, 0x10FFFE...0x10FFFF,
        ]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6_000 {
            var text = ""
            let length = round % 10 == 0 ? Int.random(in: 16...200, using: &generator) : Int.random(in: 0...12, using: &generator)
            // Mostly one or two classes, as real texts are, now and then any of them.
            let picked = (0..<2).map { _ in classes.randomElement(using: &generator)! }
            for _ in 0..<length {
                let range = Int.random(in: 0..<8, using: &generator) == 0 ? classes.randomElement(using: &generator)! : picked.randomElement(using: &generator)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { text.unicodeScalars.append(scalar) }
            }
            for inAttribute in [false, true] {
                var html: [UInt8] = []
                HTMLBuilder.appendEscaped(text, to: &html, inAttribute: inAttribute)
                #expect(html == Array(stringHTML(text, inAttribute: inAttribute).utf8), "\(text.debugDescription)")
            }
            let json = ReportText.collectBytes { JSONValue.writeString(text, into: $0) }
            #expect(json == Array(stringJSON(text).utf8), "\(text.debugDescription)")
        }
        let numbers = [0, 1, -1, 9, 10, -10, 99, 100, 4_096, -65_535, 1_234_567_890, Int.max, Int.min, Int.max - 1, Int.min + 1]
            + (0..<2_000).map { _ in Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator) }
        for number in numbers {
            #expect(ReportText.collectBytes { $0.append(decimal: number) } == Array(String(number).utf8))
        }
    }

    /// libxml2 hands a document to its output a buffer at a time, and a file's suite inserted whole is cut
    /// into pieces of 16,000 bytes, which may end inside a character: decoded piece by piece, a `·` cut in two
    /// became two U+FFFD (two JUnit messages of the 300-file cut, before round 35). Passed on as bytes,
    /// every character arrives whole. Three texts of 20,000 `·`, the second and third after one more
    /// letter each, so that the pieces' ends fall inside a `·` of one of them.
    @Test func xmlDocumentBuffersKeepCharactersWhole() throws {
        let suite = XMLWriter()
        for prefix in ["", "x", "xx"] {
            suite.element("testcase", ["name": "Maps\(prefix)"], text: prefix + String(repeating: "·", count: 20_000))
        }
        let part = suite.fragment(after: UInt8(ascii: "\n"))
        let output = ReportText()
        let xml = XMLWriter(document: output)
        xml.start("testsuites")
        xml.raw(part)
        xml.end()
        xml.endDocument()
        let document = try output.close()
        #expect(!document.contains("\u{FFFD}"))
        #expect(document.unicodeScalars.filter { $0 == "·" }.count == 3 * 20_000)
    }

    /// A defect's locales after its message are left out when the message names them (`localeSuffix`):
    /// found by the bytes where Foundation's search finds the same (round 25), by Foundation's elsewhere.
    @Test func listedLocalesAreFoundAsFoundationFindsThem() {
        let parts = ["'de', 'fr'", "'de'", "de", "more", "K", ";", "=", "e", "'ar', 'he'", "'pt-PT', 'zh-Hant'", "mor\u{E9}", "'d\u{E9}'", "\u{2026} and 3 more"]
        let around = ["", "x", "·", "\u{301}", "\u{E9}", "\u{212A}", "\u{37E}", "\u{338}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{FF9E}", "ة",
                      "\u{64B}", "ـ", " in ", "\u{1F600}", "\u{0}"]
        var texts: [String] = []
        for part in parts {
            for before in around {
                for after in around {
                    texts.append(before + part + after)
                    texts.append("the label '" + before + String(part.dropLast()) + after + "' in ")
                }
            }
        }
        texts += ["items 'tab0' and 'tab1' both speak the label 'الرئيسية' in 'ar', 'fa'", "Mor\u{E9}", "mor" + "e\u{301}", "\u{212A}", "'d" + "e\u{301}'"]
        for text in texts {
            for part in parts {
                #expect(UTF8Scalars.contains(text, part) == (text.range(of: part) != nil), "\(text.debugDescription) holds \(part.debugDescription)")
            }
        }
    }

    /// Defects and check counts are written straight into the JSON and SARIF reports (round 25): the
    /// same text as the tree of values they were built as.
    @Test func compactWriterWritesAsTheTree() {
        let texts = ["plain", "quote \" and \\ back", "line\nbreak\u{1}", "Maps·de", "\u{1F600}", ""]
        for text in texts {
            let tree: JSONValue = .compact(.sortedMembers([
                ("a", .string(text)), ("b", .integer(-42)), ("c", .array([.string(text), .string("x")])),
                ("d", .sortedMembers([("e", .sortedMembers([])), ("f", .string(text))])),
                ("g", .array([.sortedMembers([("h", .integer(0))]), .sortedMembers([("h", .integer(1)), ("i", .array([]))])])),
                ("j", .object(["z": .string(text), "y": .bool(true)])),
                ("k", .array([.double(1), .double(2.5), .double(-0.25)])), ("l", .double(80)), ("m", .bool(false)), (text, .string(text)),
            ]))
            let expected = ReportText.collect { tree.write(into: $0, indent: 0) }
            let written = ReportText.collect { output in
                CompactWriter.object(into: output) { object in
                    object.string("a", text)
                    object.integer("b", -42)
                    object.strings("c", [text, "x"])
                    object.object("d") { inner in
                        inner.object("e") { _ in }
                        inner.string("f", text)
                    }
                    object.objects("g", count: 2) { index, element in
                        element.integer("h", index)
                        if index == 1 { element.strings("i", []) }
                    }
                    object.value("j", .object(["z": .string(text), "y": .bool(true)]))
                    object.array("k", count: 3) { JSONValue.writeDouble([1, 2.5, -0.25][$0], into: output) }
                    object.double("l", 80)
                    object.bool("m", false)
                    object.member(named: text) { JSONValue.writeString(text, into: output) }
                }
            }
            #expect(written == expected)
            let lines: JSONValue = .sortedMembers([("k", .written(count: 2) { index, output in output += String(index) })])
            #expect(lines.rendered() == "{\n  \"k\" : [\n    0,\n    1\n  ]\n}\n")
            #expect(JSONValue.compact(lines).rendered() == "{\"k\":[0,1]}\n")
        }
    }

    /// The JSON report's copy of a definition, written straight into the report, is the compact tree it was
    /// built as before (round 30): every member of the definition format, in key order (`titleDefault`
    /// before `titleKey`, `itemLayout` before `items`), only the strings the bars use, a plural's forms by
    /// category. It fails when a member is left out, added or written out of order.
    @Test func theDefinitionCopyHasEveryMemberInKeyOrder() async throws {
        let definition = #"""
        {"version": 1, "bars": [
         {"id": "b\"1", "platform": "material", "sourceLocale": "en", "locales": ["en", "ar"], "selected": "home", "titleVisibility": "always",
          "alignment": "centered", "deviceClasses": ["material-compact"], "widths": [360, 411.5], "labelStyle": "material3",
          "itemLayout": "composeNavigationBar", "itemPadding": 8, "spacers": [64, 0.5], "size": {"width": 360.25, "height": 80},
          "suppressions": [{"rule": "l10n-title-truncation", "reason": "checked by hand"}, {"rule": "bidi-direction-mismatch"}],
          "items": [
           {"id": "home", "titleKey": "home.title", "titleDefault": "Home", "titleCase": "firstTitleInLocale", "badgeKey": "home.badge", "badgeDefault": "3", "enabled": false, "role": "action",
            "titleLines": "unlimited", "image": {"name": "house", "shape": "circular", "width": 24, "height": 24.5},
            "accessibility": {"labelKey": "home.label", "labelDefault": "Start", "value": "v", "hintKey": "home.hint", "hintDefault": "Opens", "identifier": "tab.home"},
            "frame": {"width": 90.5, "height": 80}, "suppressions": [{"rule": "voiceover-label-redundant-role", "reason": "why\nnot"}]},
           {"id": "feed", "title": "Feed\u00e9", "titleCase": "upper", "badge": "", "titleLines": 2, "image": {"shape": "wide"}, "accessibility": {"label": "F", "valueKey": "feed.value", "hint": "h"}},
           {"id": "pay", "titleKey": "pay.title", "badge": "9"}
          ]},
         {"id": "ios", "platform": "ios", "sourceLocale": "en", "locales": ["en"], "positioning": "fill", "deviceClasses": ["iphone-15"], "items": [{"id": "fav", "systemItem": "favorites"}, {"id": "x", "title": "X"}]}
        ],
        "strings": {
         "en": {"home.title": "Home", "home.badge": "3", "home.label": "Start", "home.hint": "Opens the start", "feed.value": {"one": "%d new", "other": "%d new", "zero": "none"}, "unused": "x", "pay.title": "Pay \"now\""},
         "ar": {"home.title": "الرئيسية", "feed.value": {"other": "%d جديد", "few": "%d جدد"}},
         "de": {}
        }}
        """#
        let (report, _) = try await Self.report(files: ["every.json": definition])
        let json = JSONReporter(options: ReportOptions()).render(report)
        let copy = json.split(separator: "\n").first { $0.hasPrefix("      \"definition\" : ") }
        #expect(copy.map(String.init) == #"      "definition" : {"bars":[{"alignment":"centered","deviceClasses":["material-compact"],"id":"b\"1","itemLayout":"composeNavigationBar","itemPadding":8,"items":[{"accessibility":{"hintDefault":"Opens","hintKey":"home.hint","identifier":"tab.home","labelDefault":"Start","labelKey":"home.label","value":"v"},"badgeDefault":"3","badgeKey":"home.badge","enabled":false,"frame":{"height":80,"width":90.5},"id":"home","image":{"height":24.5,"name":"house","shape":"circular","width":24},"role":"action","suppressions":[{"reason":"why\nnot","rule":"voiceover-label-redundant-role"}],"titleCase":"firstTitleInLocale","titleDefault":"Home","titleKey":"home.title","titleLines":"unlimited"},{"accessibility":{"hint":"h","label":"F","valueKey":"feed.value"},"badge":"","id":"feed","image":{"shape":"wide"},"title":"Feedé","titleCase":"upper","titleLines":2},{"badge":"9","id":"pay","titleKey":"pay.title"}],"labelStyle":"material3","locales":["en","ar"],"platform":"material","selected":"home","size":{"height":80,"width":360.25},"sourceLocale":"en","spacers":[64,0.5],"suppressions":[{"reason":"checked by hand","rule":"l10n-title-truncation"},{"rule":"bidi-direction-mismatch"}],"titleVisibility":"always","widths":[360,411.5]},{"deviceClasses":["iphone-15"],"id":"ios","items":[{"id":"fav","systemItem":"favorites"},{"id":"x","title":"X"}],"locales":["en"],"platform":"ios","positioning":"fill","sourceLocale":"en"}],"strings":{"ar":{"feed.value":{"few":"%d جدد","other":"%d جديد"},"home.title":"الرئيسية"},"de":{},"en":{"feed.value":{"one":"%d new","other":"%d new","zero":"none"},"home.badge":"3","home.hint":"Opens the start","home.label":"Start","home.title":"Home","pay.title":"Pay \"now\""}},"version":1},"#)
    }

    @Test func filesAreWrittenAtomicallyIntoTheOutputFolder() async throws {
        let (report, scratch) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>")])
        let folder = scratch.path("out/nested")
        let written = try ReportSession.write(report, reports: ReportSet(formats: [.html, .junit, .sarif, .json], options: ReportOptions()), to: folder)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["index.html", "baraudit.css", "baraudit.js", "TEST-baraudit.xml", "baraudit.sarif", "baraudit.json"])
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(listing == ["TEST-baraudit.xml", "baraudit.css", "baraudit.js", "baraudit.json", "baraudit.sarif", "index.html"], "no temporary files left")
    }

    @Test func sarifCarriesTheCatalogAndLocationsRelativeToTheRoot() async throws {
        let (report, scratch) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>")])
        let options = ReportOptions(sourceRoot: (scratch.path("a.xml") as NSString).deletingLastPathComponent)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter(options: options).render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] != nil)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalog.builtIn.descriptions.count)
        let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "voiceover-label-missing" })
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "a.xml" && artifact["uriBaseId"] as? String == "SRCROOT", "relative to the root: \(artifact)")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect((result["properties"] as? [String: Any])?["item"] as? String == "b")
        #expect((result["partialFingerprints"] as? [String: String])?["barauditDefect/v1"]?.count == 16)
    }

    @Test func sarifKeepsTheMostSevereResultsUpToTheLimit() async throws {
        let (report, _) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"HOME.\"/>\n    <item id=\"b\"/>\n    <item id=\"c\"/>")])
        let all = report.files.flatMap(\.defects)
        #expect(all.contains { $0.severity == .info } && all.filter { $0.severity == .error }.count >= 2)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter(options: ReportOptions(sarifMaxResults: 2)).render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = run["results"] as? [[String: Any]] ?? []
        #expect(results.count == 2 && results.allSatisfy { $0["level"] as? String == "error" }, "errors first")
        let notifications = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        let cut = try #require(notifications.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "baraudit/results-limit" })
        #expect(((cut["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("\(all.count - 2) of \(all.count) results were left out") == true)
    }

    /// `baraudit merge` reads version 2 reports — with `fails`, empty `locales` and every spoken text's
    /// locales, which version 3 leaves out — as the same defects.
    @Test func reportReaderTakesVersionTwo() async throws {
        let examples = Repository.root.appendingPathComponent("Examples")
        let paths = ["localized-mail.xml", "material-bottom-navigation.xml", "icon-only-social.xml"].map { examples.appendingPathComponent($0).path }
        let report = await Auditor(engine: try RuleEngine()).audit(paths: paths)
        let scratch = Scratch()
        let current = scratch.write("v3.json", JSONReporter(options: ReportOptions()).render(report))
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: current))) as? [String: Any])
        #expect(root["version"] as? Int == 3)
        var filledIn = 0
        root["version"] = 2
        root["files"] = (root["files"] as? [[String: Any]] ?? []).map { file in
            var file = file
            file["defects"] = (file["defects"] as? [[String: Any]] ?? []).map { defect in
                var defect = defect
                let locales = defect["locales"] as? [String] ?? []
                defect["locales"] = locales
                defect["fails"] = defect["severity"] as? String == "error"
                defect["spoken"] = (defect["spoken"] as? [[String: Any]])?.map { spoken in
                    if spoken["locales"] == nil { filledIn += 1 }
                    return spoken.merging(["locales": spoken["locales"] ?? locales]) { first, _ in first }
                }
                return defect
            }
            return file
        }
        #expect(filledIn > 0, "the examples have spoken texts whose locales version 3 leaves out")
        let older = scratch.write("v2.json", String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self))
        let fromCurrent = try JSONReportReader.read(path: current).report.files.map { Array($0.defects) }
        let fromOlder = try JSONReportReader.read(path: older).report.files.map { Array($0.defects) }
        #expect(fromCurrent == report.files.map { Array($0.defects) } && fromOlder == fromCurrent)
        root["version"] = 1
        let oldest = scratch.write("v1.json", String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self))
        #expect(throws: ReportReadError.self) { try JSONReportReader.read(path: oldest) }
    }

    /// The page's transcripts: per layout a row per locale, each tab on the bar as the screen reader says it
    /// there; a defect quotes what VoiceOver says for its item only where the transcripts do not already
    /// say it (they say it for every tab on some layout's bar, behind More on an iPhone or not).
    @Test func htmlTranscriptsSayEachLocalesTabsAndDefectsQuoteNothingTheySay() async throws {
        let items = (1...7).map { "    <item id=\"t\($0)\" titleKey=\"t\($0)\"" + ($0 == 6 ? " badge=\"4\"" : "") + "/>" }.joined(separator: "\n")
        let strings = """
              <strings locale="en">\((1...7).map { "<string key=\"t\($0)\">Tab \($0)</string>" }.joined())</strings>
              <strings locale="ar">\((1...5).map { "<string key=\"t\($0)\">علامة \($0)</string>" }.joined())</strings>
            """
        let text = xmlBar(items, attributes: "selected=\"t2\" locales=\"en ar\"", strings: strings)
        let (report, _) = try await Self.report(files: ["bar.xml": text])
        let html = HTMLReporter(options: ReportOptions()).render(report)
        let file = try #require(report.files.first { $0.definition != nil }?.definition)
        let bar = file.bars[0]
        #expect(BarLayout.layouts(for: bar) == [.iPhone, .iPad])
        for layout in BarLayout.layouts(for: bar) {
            for locale in bar.locales {
                let cells = VoiceOverModel.speak(bar, in: file, locale: locale, layout: layout).filter { !$0.isBehindMore }
                    .map { "<td>\(HTMLBuilder.escape($0.text))" }.joined()
                #expect(html.contains("><th\(locale == "ar" ? " dir=\"ltr\"" : "")>\(locale)" + cells), "\(layout) \(locale)")
            }
        }
        // 't6' and 't7' lack Arabic (behind More on an iPhone, on the bar on an iPad), 't6' has a bare badge.
        let defects = report.files.flatMap(\.defects)
        #expect(defects.contains { $0.ruleID == "l10n-string-missing" && $0.itemID == "t7" && !$0.spoken.isEmpty })
        #expect(defects.contains { $0.ruleID == "badge-value-missing-context" && $0.itemID == "t6" && !$0.spoken.isEmpty })
        #expect(!html.contains("VoiceOver: “") && !html.contains("VoiceOver (en, ar): “"), "every quote is in the transcripts")
    }

    @Test func htmlEscapesHostileStrings() async throws {
        let (report, _) = try await Self.report(files: ["hostile.json": Hostile.definition])
        let html = HTMLReporter(options: ReportOptions()).render(report)
        #expect(!html.contains("<script>") && !html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("\"&gt;&lt;img src=x onerror=alert(2)&gt;"), "in text a quote needs no escaping")
        #expect(!html.contains("=\"\"><img"), "in attributes it does")
        #expect(!html.contains("\u{7}") && !html.contains("\u{1}"))
        #expect(html.contains("<bdi>"), "bdi isolates its text and takes its direction from it")
    }

    /// A file with tens of thousands of defects is not rendered aside by a worker but written straight
    /// into the reports as it renders; the lines must be the same as those rendered aside, input problems
    /// merged in at their place, beside a small file rendered the usual way.
    @Test func aFileTooLargeToRenderAsideIsWrittenStraightIntoTheReports() async throws {
        let scratch = Scratch()
        var large = String(decoding: ParallelRulesTests.largeBar(items: 3_000), as: UTF8.self)
        large = large.replacingOccurrences(of: #"{"id": "tab2", "#, with: #"{"id": "tab2", "colour": "red", "#)
        let paths = [scratch.write("a-large.json", large), scratch.write("b-small.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>"))]
        let report = await Auditor(engine: try RuleEngine()).audit(paths: paths)
        #expect(!ReportSet.rendersAside(report.files[0]) && ReportSet.rendersAside(report.files[1]))
        #expect(report.files[0].diagnostics.count == 1, "an input problem to merge in: \(report.files[0].diagnostics)")
        // As `baraudit audit` appends them (in process: the command line's debug build took a minute
        // beside the other suites, and slowed the real-app timings): the large file written straight
        // in, the small one rendered aside.
        func append(_ file: FileResult, at index: Int, to session: ReportSession, reports: ReportSet) {
            if ReportSet.rendersAside(file) {
                session.append(reports.parts(of: file, index: index, run: report.run))
            } else {
                session.append(rendering: file, index: index, run: report.run, with: reports)
            }
        }
        // Text and GitHub annotations go to standard output: their sinks are written in memory here.
        for reporter in [TextReporter(), GitHubReporter()] as [any StreamingReporter] {
            let written = ReportText.collect { output in
                let sink = reporter.sink(writingTo: output, run: report.run)
                for (index, file) in report.files.enumerated() {
                    if ReportSet.rendersAside(file) {
                        sink.append(reporter.part(of: file, index: index, run: report.run))
                    } else {
                        sink.append { reporter.write(file, index: index, run: report.run, to: $0) }
                    }
                }
                sink.finish(report.summary)
            }
            let rendered = reporter.render(report)
            #expect(written == rendered, "\(type(of: reporter)): \(written.utf8.count) bytes written, \(rendered.utf8.count) rendered aside")
        }
        let folder = scratch.path("reports")
        let reports = ReportSet(formats: [.json, .html, .sarif, .junit], options: ReportOptions())
        let session = try ReportSession(reports: reports, run: report.run, directory: folder)
        for (index, file) in report.files.enumerated() { append(file, at: index, to: session, reports: reports) }
        try session.finish(report.summary)
        #expect(try String(contentsOfFile: "\(folder)/baraudit.json", encoding: .utf8) == JSONReporter(options: ReportOptions()).render(report),
                "the JSON entry written straight in is the one rendered aside")
        // The drawing's caption names ten of the 2,996 tabs behind More, not all (it was a 30 KB line).
        let html = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
            + ((try? String(contentsOfFile: "\(folder)/baraudit-file-1.html", encoding: .utf8)) ?? "")
        #expect(html.contains("behind More: tab4, tab5, tab6, tab7, tab8, tab9, tab10, tab11, tab12, tab13, … and 2986 more"))
        let sarif = try String(contentsOfFile: "\(folder)/baraudit.sarif", encoding: .utf8)
        #expect(sarif.components(separatedBy: "\"ruleId\"").count - 1 <= 5000, "SARIF keeps at most its limit of results")
        // A test case lists a thousand of its defects and counts the rest.
        let junit = try String(contentsOfFile: "\(folder)/TEST-baraudit.xml", encoding: .utf8)
        #expect(junit.contains(" more defects of this rule on this bar (the JSON and HTML reports list every one)"))
        // Every file the same as when each part is rendered aside: the HTML section written straight in
        // pieces, its defects made per row from their positions, as one page and as pages per file.
        for pageBytes in [1 << 30, 1000] {
            let reports = ReportSet(formats: [.html, .json, .sarif, .junit], options: ReportOptions(htmlPageBytes: pageBytes))
            let straight = scratch.path("straight-\(pageBytes)"), aside = scratch.path("aside-\(pageBytes)")
            let written = try ReportSession(reports: reports, run: report.run, directory: straight)
            for (index, file) in report.files.enumerated() { append(file, at: index, to: written, reports: reports) }
            try written.finish(report.summary)
            try ReportSession.write(report, reports: reports, to: aside)
            let names = try FileManager.default.contentsOfDirectory(atPath: aside).sorted()
            #expect(try FileManager.default.contentsOfDirectory(atPath: straight).sorted() == names)
            #expect(names.contains("index.html") && names.contains("baraudit-file-1.html") == (pageBytes != 1 << 30), "\(names)")
            for name in names {
                let bytes = FileManager.default.contents(atPath: "\(straight)/\(name)")
                #expect(bytes != nil && bytes == FileManager.default.contents(atPath: "\(aside)/\(name)"), "\(name), pages of \(pageBytes) bytes")
            }
        }
    }

    /// A report that cannot be written past some size (a full disk; here a limit on the size of a file,
    /// with the signal it raises ignored, so writes fail with EFBIG) is a located error with exit code 2,
    /// whether the page is written straight in pieces (a bar of 3,000 tabs) or whole, and neither the
    /// report nor a temporary file is left.
    @Test func aReportThatFailsPartWayIsALocatedError() throws {
        let scratch = Scratch()
        var large = String(decoding: ParallelRulesTests.largeBar(items: 3_000), as: UTF8.self)
        large = large.replacingOccurrences(of: #"{"id": "tab2", "#, with: #"{"id": "tab2", "colour": "red", "#)
        let path = scratch.write("large.json", large)
        for format in ["html", "json", "sarif", "junit"] {
            let folder = scratch.path("out-\(format)")
            // dash's `ulimit -f` counts blocks of 512 bytes: 64 KB.
            let run = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "trap '' XFSZ; ulimit -f 128; exec \"$0\" audit \"$1\" --format \"$2\" --output \"$3\"",
                                                                      Repository.executable.path, path, format, folder])
            #expect(run.status == 2, "\(format): \(run.output)")
            // The report's temporary file is named, and why: a page of the HTML report that could not be
            // written fails its index with EIO, as before this round.
            let name = ReportFormat(rawValue: format)!.fileName!
            let error = run.standardError
            #expect(error.hasPrefix("baraudit: error: cannot write the report \(folder)/.\(name).") && !error.dropLast().contains("\n"), "\(format): \(run.output)")
            #expect(error.hasSuffix(format == "html" ? ".tmp: Input/output error\n" : ".tmp: File too large\n"), "\(format): \(run.output)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            #expect(left.filter { $0.hasPrefix(".") || $0 == name }.isEmpty, "\(format): \(left)")
        }
    }

    /// Above the size limit the HTML report is an index plus one page per file, linked from the contents;
    /// pages of an earlier run are removed.
    @Test func largeHtmlReportsSplitIntoPagesPerFile() async throws {
        let (report, scratch) = try await Self.report(files: [
            "a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>"),
            "b.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"Search\"/>"),
        ])
        let folder = scratch.path("html")
        scratch.write("html/baraudit-file-9.html", "stale")
        let options = ReportOptions(htmlPageBytes: 1000)
        try ReportSession.write(report, reports: ReportSet(formats: [.html], options: options), to: folder)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(listing == ["baraudit-file-1.html", "baraudit-file-2.html", "baraudit.css", "baraudit.js", "index.html"], "\(listing)")
        let index = try String(contentsOfFile: scratch.path("html/index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"baraudit-file-1.html\">") && index.contains("one page per file (2 pages)"))
        #expect(!index.contains("<section class=\"file\""), "the index holds no file sections")
        #expect(index.contains("id=\"rule-voiceover-label-missing\""), "the rule appendix stays in the index")
        let page = try String(contentsOfFile: scratch.path("html/baraudit-file-1.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<section class=\"file\" id=\"file-1\"") && page.hasSuffix("</html>\n"))
        #expect(page.contains("<a href=\"index.html\">summary, contents and rules</a>") && page.contains("href=\"#rule-voiceover-label-missing\"") == false)
        #expect(page.contains("href=\"index.html#rule-voiceover-label-missing\""), "rule links lead to the appendix in the index")
        let whole = HTMLReporter(options: options).render(report)
        #expect(whole.contains("<section class=\"file\" id=\"file-1\""), "in memory the report is one page")
    }

    /// Reports/examples holds the reports of Examples/, for reviewers to read; they must be current.
    @Test func goldenReportsAreCurrent() throws {
        let scratch = Scratch()
        let result = try runBarAudit(["audit", "Examples", "--format", "html,junit,sarif,json", "--output", scratch.path("reports"), "--quiet"],
                                     in: Repository.root, environment: neutralEnvironment)
        #expect(result.status == 1)
        let golden = Repository.root.appendingPathComponent("Reports/examples")
        for name in ["index.html", "baraudit.css", "baraudit.js", "TEST-baraudit.xml", "baraudit.sarif", "baraudit.json"] {
            let fresh = try String(contentsOfFile: scratch.path("reports/\(name)"), encoding: .utf8)
            if ProcessInfo.processInfo.environment["BARAUDIT_UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
                try fresh.write(to: golden.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let committed = try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
            #expect(fresh == committed, "\(name) differs from Reports/examples; run with BARAUDIT_UPDATE_GOLDEN=1 and review the diff")
        }
    }
}
