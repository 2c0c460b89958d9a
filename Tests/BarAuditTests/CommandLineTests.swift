import Foundation
import Testing

/// The `baraudit` executable, run as CI runs it.
@Suite struct CommandLineTests {
    static let cleanBar = xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"Search\"/>")
    static let failingBar = xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"><image name=\"gear\"/></item>")

    @Test func examplesReportBothFoundationRulesAndExitOne() throws {
        let result = try runBarAudit(["audit", "Examples"], in: Repository.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Examples/icon-only-social.xml:6:68: error: selected item 'feed' is not an item of bar 'social-tabs'"))
        #expect(result.standardOutput.contains("Examples/icon-only-social.json:31:9: error: item 'create' (image 'plus.app') has neither a title nor an accessibility label"))
        #expect(result.standardOutput.contains("[voiceover-label-missing]") && result.standardOutput.contains("[nav-selection-invalid]"))
        #expect(result.standardOutput.hasSuffix("checks) [ICU 72.1, CLDR 42.0]\n"), "ends with the summary line")
    }

    /// SARIF paths are relative to the git work tree (SRCROOT) wherever baraudit runs, or to --root.
    @Test func sarifPathsAreRelativeToTheRepositoryRoot() throws {
        let scratch = Scratch()
        scratch.write(".git/HEAD", "ref: refs/heads/main\n")
        scratch.write("app/Bars/a.xml", Self.failingBar)
        let app = scratch.url.appendingPathComponent("app")
        _ = try runBarAudit(["audit", "Bars", "--format", "sarif", "--output", "out"], in: app)
        let sarif = try String(contentsOfFile: scratch.path("app/out/baraudit.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"uri\":\"app/Bars/a.xml\",\"uriBaseId\":\"SRCROOT\""), "\(sarif.prefix(3000))")
        _ = try runBarAudit(["audit", "Bars", "--format", "sarif", "--output", "out", "--root", "."], in: app)
        let rooted = try String(contentsOfFile: scratch.path("app/out/baraudit.sarif"), encoding: .utf8)
        #expect(rooted.contains("\"uri\":\"Bars/a.xml\""))
    }

    @Test func exitCodesFollowTheFailLevel() throws {
        let scratch = Scratch()
        let clean = scratch.write("clean.xml", Self.cleanBar)
        let failing = scratch.write("failing.xml", Self.failingBar)
        let warned = scratch.write("warned.xml", xmlBar("    <item id=\"a\" title=\"Home\" colour=\"red\"/>"))
        #expect(try runBarAudit(["audit", clean]).status == 0)
        #expect(try runBarAudit(["audit", failing]).status == 1)
        #expect(try runBarAudit(["audit", failing, "--fail-on", "never"]).status == 0)
        #expect(try runBarAudit(["audit", warned]).status == 0, "a warning does not fail at the default level")
        #expect(try runBarAudit(["audit", warned, "--fail-on", "warning"]).status == 1)
        #expect(try runBarAudit(["audit", failing, "--severity", "voiceover-label-missing=warning"]).status == 0)
        #expect(try runBarAudit(["audit", failing, "--disable", "voiceover-label-missing"]).status == 0)
    }

    @Test func badInputExitsTwoAndTheOtherFilesAreStillAudited() throws {
        let scratch = Scratch()
        let failing = scratch.write("a-failing.xml", Self.failingBar)
        let broken = scratch.write("b-broken.json", "{\"bars\": [")
        let xxe = scratch.write("c-xxe.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE baraudit [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<baraudit version=\"1\"><strings locale=\"en\"><string key=\"k\">&x;</string></strings></baraudit>\n")
        let result = try runBarAudit(["audit", failing, broken, xxe, scratch.path("d-missing.xml")])
        #expect(result.status == 2)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(failing):5:5: error: item 'b' (image 'gear')") }, "\(lines)")
        #expect(lines.contains("\(broken):1:11: error: malformed JSON: unexpected end of file, expected a value [input]"))
        #expect(lines.contains { $0.hasPrefix("\(xxe):2:1: error: DOCTYPE declarations are not allowed") })
        #expect(lines.contains("\(scratch.path("d-missing.xml")): error: no such file or directory [input]"))
        let summary = try Regex(#"^baraudit: 4 errors, 0 warnings, 0 notes in 1 file \(1 bar, 2 items, \d+ checks\); 3 inputs could not be loaded \[ICU 72\.\d+, CLDR 42\.\d+\]$"#)
        #expect(lines.last?.wholeMatch(of: summary) != nil, "\(lines.last ?? "")")
        #expect(!result.output.contains("root:x:0"), "external entities are never expanded")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try runBarAudit(["audit"]).status == 2)
        #expect(try runBarAudit(["audit", "x.xml", "--fail-on", "sometimes"]).status == 2)
        #expect(try runBarAudit(["frobnicate"]).status == 2)
        let unknownRule = try runBarAudit(["audit", "x.xml", "--disable", "voiceover-label-mising"])
        #expect(unknownRule.status == 2)
        #expect(unknownRule.standardError.contains("unknown rule id 'voiceover-label-mising' (did you mean 'voiceover-label-missing'?)"))
        #expect(try runBarAudit(["explain", "no-such-rule"]).status == 2)
        // A value of 100,000 characters is quoted by its ends, on a line of at most about 1,000.
        let long = try runBarAudit(["audit", "x.xml", "--disable", String(repeating: "x", count: 100_000)])
        #expect(long.status == 2 && long.standardError.split(separator: "\n").allSatisfy { $0.count < 1_100 })
        // ArgumentParser's own messages quote the value too: escaped and abbreviated the same way.
        let forged = try runBarAudit(["audit", "x.xml", "--jobs", "a\n::error::forged\u{1B}[31m" + String(repeating: "x", count: 5_000)])
        #expect(forged.status == 2 && forged.standardError.hasPrefix("Error: The value 'a\\n::error::forged\\u{1B}[31mxxx"), "\(forged.standardError)")
        #expect(!forged.standardError.contains("\u{1B}") && forged.standardError.split(separator: "\n").allSatisfy { $0.count < 400 })
    }

    @Test func versionNamesToolICUAndCLDR() throws {
        let result = try runBarAudit(["--version"])
        #expect(result.status == 0)
        let pattern = try Regex(#"^baraudit \d+\.\d+\.\d+ \(ICU 72\.\d+, CLDR 42\.\d+\)\n$"#)
        #expect(result.standardOutput.wholeMatch(of: pattern) != nil, "\(result.standardOutput)")
    }

    @Test func helpShowsExamplesAndExitCodes() throws {
        let result = try runBarAudit(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("baraudit audit Examples/"))
        #expect(result.standardOutput.contains("Exit codes"))
    }

    @Test func quietPrintsOnlyFindingLines() throws {
        let scratch = Scratch()
        let failing = scratch.write("failing.xml", Self.failingBar)
        let result = try runBarAudit(["audit", "--quiet", failing])
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(result.standardOutput.hasSuffix("[voiceover-label-missing]\n"))
    }

    @Test func localeFilterAndRulesCommand() throws {
        let rules = try runBarAudit(["rules"])
        #expect(rules.status == 0)
        #expect(rules.standardOutput.contains("nav-selection-invalid"))
        #expect(rules.standardOutput.contains("voiceover-label-missing"))
        let explain = try runBarAudit(["explain", "voiceover-label-missing"])
        #expect(explain.status == 0 && explain.standardOutput.contains("Tab, 4 of 6"))
    }

    @Test func findsDefinitionsRecursivelyAndSkipsOtherFiles() throws {
        let scratch = Scratch()
        scratch.write("app/bars/main.xml", Self.failingBar)
        scratch.write("app/package.json", "{\"name\": \"app\"}")
        scratch.write("app/res/layout.xml", "<LinearLayout/>")
        scratch.write("app/.hidden/bar.xml", Self.failingBar)
        let result = try runBarAudit(["audit", scratch.path("app")])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("app/bars/main.xml:5:5: error:"))
        #expect(!result.standardOutput.contains(".hidden"))
        #expect(result.standardOutput.contains("in 1 file"))
    }

    /// The catalog and the schema are compiled in: a copy of the executable needs no resource folder.
    @Test func copiedBinaryWorksAlone() throws {
        let scratch = Scratch()
        let copy = scratch.url.appendingPathComponent("baraudit")
        try FileManager.default.copyItem(at: Repository.executable, to: copy)
        let definition = scratch.write("bars/schema-checked.xml", xmlBar("    <item id=\"a\" title=\"A\" enabled=\"maybe\"/>"))
        let audit = try runProcess(copy, ["audit", definition], in: scratch.url)
        #expect(audit.status == 2)
        #expect(audit.standardOutput.contains("schema: Element 'item', attribute 'enabled'"), "the embedded XSD is used: \(audit.output)")
        let explained = try runProcess(copy, ["explain", "nav-selection-invalid"]).standardOutput
        #expect(explained.hasPrefix("nav-selection-invalid: "))
    }

    @Test func speakPrintsUtterancesPerLocaleAndLayout() throws {
        let result = try runBarAudit(["speak", "Examples/localized-mail.json", "--locale", "ru"], in: Repository.root)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
        Examples/localized-mail.json: bar mail-tabs (ios), ru, all devices
          inbox     Выбрано, Входящие, 3 непрочитанного письма, Вкладка, 1 из 4
          calendar  Календарь, Вкладка, 2 из 4
          contacts  tab.contacts, Вкладка, 3 из 4
          settings  Настройки, Вкладка, 4 из 4

        """)
        let scratch = Scratch()
        let broken = scratch.write("broken.xml", "<baraudit")
        let failed = try runBarAudit(["speak", "Examples/clean-photos.xml", broken], in: Repository.root)
        #expect(failed.status == 2)
        #expect(failed.standardOutput.contains("library  Selected, Library, Tab, 1 of 4"), "the other files are still spoken")
        #expect(failed.standardError.contains("broken.xml:1:"))
    }

    /// The README's sample session is real output.
    @Test func readmeSampleOutputIsCurrent() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ baraudit audit Examples/material-bottom-navigation.xml\n"
        let start = try #require(readme.range(of: command))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let documented = String(readme[start.upperBound..<end.lowerBound]) + "\n"
        let actual = try runBarAudit(["audit", "Examples/material-bottom-navigation.xml"], in: Repository.root)
        #expect(actual.standardOutput == documented)
    }

    @Test func initWritesAConfigurationOnceAndAuditUsesIt() throws {
        let scratch = Scratch()
        let first = try runBarAudit(["init"], in: scratch.url)
        #expect(first.status == 0 && first.standardError == "baraudit: wrote .baraudit.yml\n")
        let again = try runBarAudit(["init"], in: scratch.url)
        #expect(again.status == 2 && again.standardError.contains(".baraudit.yml exists; use --force to replace it"))
        #expect(try runBarAudit(["init", "--force"], in: scratch.url).status == 0)
        scratch.write("bars/a.xml", Self.cleanBar)
        let audit = try runBarAudit(["audit", "--quiet"], in: scratch.url)
        #expect(audit.status == 0, "the template's included path (.) is audited: \(audit.output)")
    }
}
