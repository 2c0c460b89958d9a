import BarAuditKit
import BarAuditModel
import BarAuditReporting
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

    @Test func junitMapsChecksToTestcases() async throws {
        var settings = RuleSettings()
        settings.disabled = ["nav-tab-disabled"]
        let (report, _) = try await Self.report(settings: settings, files: [
            "a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"HOME.\"><image name=\"gear\"/></item>\n    <item id=\"c\"/>"),
        ])
        let xml = JUnitReporter(options: ReportOptions()).render(report)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>"))
        #expect(xml.contains("classname=\"baraudit.voiceover-label-missing\""))
        #expect(xml.contains("<testcase name=\"b / c @ "), "names are bar / item / locale @ file")
        #expect(xml.contains("<failure type=\"voiceover-label-missing\" message=\"item &apos;c&apos; has neither a title nor an accessibility label; VoiceOver announces only its role and position\">")
                || xml.contains("<failure type=\"voiceover-label-missing\" message=\"item 'c' has neither"))
        #expect(xml.contains("a.xml:6:5: error: item 'c' has neither a title"), "the failure text has path:line:col")
        #expect(xml.contains("<skipped message=\"rule disabled for this run\"/>"))
        #expect(xml.contains("<system-out>") && xml.contains("note: the label 'HOME.' ends with a period"), "findings below the fail level pass, listed in system-out")
        #expect(xml.contains("<error type=\"input-error\" message=\"no such file or directory\">"))
        #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\""), "no clock in reports unless SOURCE_DATE_EPOCH is set")
        let failOnInfo = JUnitReporter(options: ReportOptions(failOn: .info)).render(report)
        #expect(failOnInfo.contains("<failure type=\"voiceover-label-formatting\""))
    }

    @Test func illegalXMLCharactersAreReplacedAndMarkupEscaped() async throws {
        let (report, _) = try await Self.report(files: ["hostile.json": Hostile.definition])
        let xml = JUnitReporter(options: ReportOptions(failOn: .info)).render(report)
        #expect(!xml.contains("\u{7}") && !xml.contains("\u{1}"))
        #expect(xml.contains("&lt;/script&gt;\u{FFFD} &apos; starts or ends with white space") || xml.contains("&lt;/script&gt;\u{FFFD} ' starts or ends with white space"), "control characters become U+FFFD")
        #expect(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!xml.contains("<script>"))
    }

    @Test func reportsAreByteIdenticalAndTimestampsOnlyWhenAsked() async throws {
        let (report, _) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>")])
        let scratch = Scratch()
        let reports = ReportSet(formats: ReportFormat.allCases.filter { !$0.isStandardOutput }, options: ReportOptions())
        let first = try ReportSession.write(report, reports: reports, to: scratch.path("first"))
        let second = try ReportSession.write(report, reports: reports, to: scratch.path("second"))
        #expect(first.count == 5 && second.count == 5)
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

    @Test func filesAreWrittenAtomicallyIntoTheOutputFolder() async throws {
        let (report, scratch) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>")])
        let folder = scratch.path("out/nested")
        let written = try ReportSession.write(report, reports: ReportSet(formats: [.html, .junit, .sarif, .json], options: ReportOptions()), to: folder)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["index.html", "baraudit.css", "TEST-baraudit.xml", "baraudit.sarif", "baraudit.json"])
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(listing == ["TEST-baraudit.xml", "baraudit.css", "baraudit.json", "baraudit.sarif", "index.html"], "no temporary files left")
    }

    @Test func sarifCarriesTheCatalogAndRelativeLocations() async throws {
        let (report, _) = try await Self.report(files: ["a.xml": xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>")])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter(options: ReportOptions(), baseDirectory: FileManager.default.temporaryDirectory.path).render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalog.builtIn.descriptions.count)
        let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "voiceover-label-missing" })
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.hasPrefix("baraudit-test-") && uri.hasSuffix("/a.xml"), "relative to the base folder: \(uri)")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect((result["properties"] as? [String: Any])?["item"] as? String == "b")
    }

    @Test func htmlEscapesHostileStrings() async throws {
        let (report, _) = try await Self.report(files: ["hostile.json": Hostile.definition])
        let html = HTMLReporter(options: ReportOptions()).render(report)
        #expect(!html.contains("<script>") && !html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(!html.contains("\u{7}") && !html.contains("\u{1}"))
        #expect(html.contains("<bdi dir=\"auto\">"))
    }

    /// Reports/examples holds the reports of Examples/, for reviewers to read; they must be current.
    @Test func goldenReportsAreCurrent() throws {
        let scratch = Scratch()
        let result = try runBarAudit(["audit", "Examples", "--format", "html,junit,sarif,json", "--output", scratch.path("reports"), "--quiet"],
                                     in: Repository.root, environment: neutralEnvironment)
        #expect(result.status == 1)
        let golden = Repository.root.appendingPathComponent("Reports/examples")
        for name in ["index.html", "baraudit.css", "TEST-baraudit.xml", "baraudit.sarif", "baraudit.json"] {
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
