import BarAuditKit
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation
import Testing

/// Configuration, baselines, suppressions, annotations, shards: BarAudit as a CI gate.
@Suite struct ConfigurationTests {
    private func load(_ yaml: String) throws -> Configuration {
        let scratch = Scratch()
        return try Configuration.load(path: scratch.write(".baraudit.yml", yaml))
    }

    private func error(_ yaml: String) -> String? {
        do {
            _ = try load(yaml)
            return nil
        } catch let error as ConfigurationError {
            return "\(error.location.line):\(error.location.column ?? 0) \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try load("""
        included: [App, "Bars/*.json"]
        excluded: ["**/Generated/**"]
        locales: [en, fr]
        device_classes: [iphone-se-1-landscape, material-compact]
        disabled_rules: [l10n-digits-mismatch]
        opt_in_rules: []
        severity:
          touch-target-size: warning
        rule_options:
          voiceover-label-verbose:
            max-words: 3
          l10n-string-untranslated:
            same-in-every-language: [Netflix, OK]
          touch-glyph-size:
            require-sizes: true
          touch-target-size:
            level: wcag-aa
        fail_on: warning
        formats: [text, junit]
        output: reports
        baseline: baraudit-baseline.json
        strict_baseline: true
        code_strings:
          navigation_inbox: {value: inbox_unread, badge: "3"}
        do_not_translate: [app_name, Mastodon]
        """)
        #expect(configuration.included == ["App", "Bars/*.json"] && configuration.excluded == ["**/Generated/**"])
        #expect(configuration.locales == ["en", "fr"])
        #expect(configuration.deviceClasses == ["iphone-se-1-landscape", "material-compact"])
        #expect(configuration.disabledRules == ["l10n-digits-mismatch"] && configuration.optInRules.isEmpty)
        #expect(configuration.severities == ["touch-target-size": .warning])
        #expect(configuration.ruleOptions["voiceover-label-verbose"]?["max-words"] == .number(3))
        #expect(configuration.ruleOptions["l10n-string-untranslated"]?["same-in-every-language"] == .list(["Netflix", "OK"]))
        #expect(configuration.ruleOptions["touch-glyph-size"]?["require-sizes"] == .bool(true))
        #expect(configuration.ruleOptions["touch-target-size"]?["level"] == .string("wcag-aa"))
        #expect(configuration.failOn == .warning && configuration.formats == ["text", "junit"] && configuration.output == "reports")
        #expect(configuration.baseline == "baraudit-baseline.json" && configuration.strictBaseline == true)
        #expect(configuration.codeStrings.items == ["navigation_inbox": ["value": "inbox_unread", "badge": "3"]])
        #expect(configuration.doNotTranslate == ["app_name", "Mastodon"])
        #expect(Set(Configuration.keys) == ["included", "excluded", "locales", "device_classes", "disabled_rules", "opt_in_rules", "severity",
                                            "rule_options", "fail_on", "formats", "output", "baseline", "strict_baseline", "code_strings",
                                            "do_not_translate"], "a key added here needs a test above")
    }

    @Test func mistakesAreLocatedErrors() {
        #expect(error("colour: red") == "1:1 unknown key 'colour'")
        #expect(error("disabled_rule: []") == "1:1 unknown key 'disabled_rule' (did you mean 'disabled_rules'?)")
        #expect(error("disabled_rules:\n  - nav-selection-invalid\n  - badge-dot-unanounced") == "3:5 unknown rule id 'badge-dot-unanounced' (did you mean 'badge-dot-unannounced'?); `baraudit rules` lists them")
        #expect(error("fail_on: sometimes") == "1:10 'fail_on' must be one of error, warning, info, never, not 'sometimes'")
        #expect(error("severity:\n  touch-target-size: fatal") == "2:22 'severity.touch-target-size' must be one of info, warning, error, not 'fatal'")
        #expect(error("rule_options:\n  voiceover-label-verbose:\n    max-words: many") == "3:16 'voiceover-label-verbose.max-words' must be a number, not 'many'")
        #expect(error("rule_options:\n  badge-dot-unannounced:\n    strict: true")?.hasPrefix("3:5 rule 'badge-dot-unannounced' has no option 'strict'") == true)
        #expect(error("formats: [text, pdf]") == "1:17 unknown format 'pdf'; use text, github, html, junit, sarif, json")
        #expect(error("formats: []") == "1:10 'formats' lists no format; use text, github, html, junit, sarif, json")
        #expect(error("device_classes: [iphone-99]")?.hasPrefix("1:18 unknown device class 'iphone-99'") == true)
        #expect(error("strict_baseline: maybe") == "1:18 'strict_baseline' must be true or false, not 'maybe'")
        #expect(error("included: {a: 1}") == "1:11 'included' must be a list of text, not a mapping")
        #expect(error("[1, 2") .map { $0.hasPrefix("2:1 malformed YAML") || $0.contains("malformed YAML") } == true)
        #expect(error("- just\n- a list") == "1:1 the configuration must be a mapping of keys to values")
    }

    @Test func initWritesEveryRuleAndOptionAndLoadsAsTheDefaults() throws {
        let template = ConfigurationTemplate.render()
        for rule in RuleCatalog.builtIn.descriptions {
            #expect(template.contains("#   - \(rule.id)  #"), "\(rule.id) is listed")
            for option in rule.options { #expect(template.contains("    \(option.name): "), "\(rule.id).\(option.name)") }
        }
        let configuration = try load(template)
        #expect(configuration.disabledRules.isEmpty && configuration.severities.isEmpty && configuration.failOn == .error)
        let engine = try RuleEngine(settings: { var settings = RuleSettings(); settings.options = configuration.ruleOptions; return settings }())
        _ = engine
        for (rule, options) in configuration.ruleOptions {
            let defaults = RuleCatalog.builtIn.description(for: rule)!.defaultOptions.values
            #expect(options == defaults, "\(rule): the template's values are the defaults")
        }
    }

    @Test func globsMatchLikeLinters() {
        #expect(Glob("**/Generated/**").matches("App/Generated/bars.xml"))
        #expect(Glob("**/Generated/**").matches("Generated/x.json"))
        #expect(!Glob("**/Generated/**").matches("App/GeneratedNot/x.json"))
        #expect(Glob("Examples/*.json").matches("./Examples/clean-photos.json"))
        #expect(!Glob("Examples/*.json").matches("Examples/sub/clean-photos.json"))
        #expect(Glob("Examples/**/*.xml").matches("Examples/a/b/c.xml") && Glob("Examples/**/*.xml").matches("Examples/c.xml"))
        #expect(Glob("bar-?.xml").matches("bar-1.xml") && !Glob("bar-?.xml").matches("bar-10.xml"))
    }

    @Test func commandLineFlagsOverrideTheFile() throws {
        let scratch = Scratch()
        scratch.write("bars/a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"SEARCH\"/>"))
        scratch.write("bars/skip/b.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>"))
        scratch.write(".baraudit.yml", """
        included: [bars]
        excluded: ["**/skip/**"]
        fail_on: info
        formats: [github]
        """)
        let fromFile = try runBarAudit(["audit"], in: scratch.url, environment: neutralEnvironment)
        #expect(fromFile.status == 1, "fail_on: info fails on the note")
        #expect(fromFile.standardOutput.hasPrefix("::notice file=bars/a.xml,line=5,col="), "\(fromFile.output)")
        #expect(!fromFile.standardOutput.contains("skip"), "excluded files are not audited")
        let overridden = try runBarAudit(["audit", "--fail-on", "error", "--format", "text"], in: scratch.url, environment: neutralEnvironment)
        #expect(overridden.status == 0 && overridden.standardOutput.contains("note: the label 'SEARCH' is in capitals"))
        let broken = scratch.write("broken.yml", "fail_on: [error]\n")
        let invalid = try runBarAudit(["audit", "--config", broken], in: scratch.url)
        #expect(invalid.status == 2)
        #expect(invalid.standardError == "\(broken):1:10: error: 'fail_on' must be text, not a list\n")
    }
}

@Suite struct BaselineAndSuppressionTests {
    private static func copyOfExamples() throws -> Scratch {
        let scratch = Scratch()
        try FileManager.default.copyItem(at: Repository.examples, to: scratch.url.appendingPathComponent("Examples"))
        return scratch
    }

    @Test func baselineReportsOnlyNewFindingsAndShrinks() throws {
        let scratch = try Self.copyOfExamples()
        let write = try runBarAudit(["audit", "Examples", "--write-baseline", "baseline.json", "--quiet"], in: scratch.url)
        #expect(write.status == 1)
        let baseline = try Baseline.read(from: scratch.path("baseline.json"))
        #expect(baseline.findings.count > 50)

        let again = try runBarAudit(["audit", "Examples", "--baseline", "baseline.json", "--format", "text,junit", "--output", "out"], in: scratch.url,
                                    environment: neutralEnvironment)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.standardOutput.hasPrefix("baraudit: 0 errors, 0 warnings, 0 notes"), "only the summary: \(again.standardOutput)")
        let junit = try String(contentsOfFile: scratch.path("out/TEST-baraudit.xml"), encoding: .utf8)
        #expect(junit.contains("<skipped message=\"baselined\">") && !junit.contains("<failure"))

        let german = scratch.path("Examples/localized-mail.xml")
        try String(contentsOfFile: german, encoding: .utf8)
            .replacingOccurrences(of: "<string key=\"tab.calendar\">Kalender</string>", with: "<string key=\"tab.calendar\">Calendar</string>")
            .write(toFile: german, atomically: true, encoding: .utf8)
        let changed = try runBarAudit(["audit", "Examples", "--baseline", "baseline.json", "--quiet"], in: scratch.url)
        #expect(changed.standardOutput == "Examples/localized-mail.xml:50:5: warning: the title 'Calendar' (key 'tab.calendar') in 'de' is identical to the en source text [l10n-string-untranslated]\n")

        let social = scratch.path("Examples/icon-only-social.xml")
        try String(contentsOfFile: social, encoding: .utf8).replacingOccurrences(of: "selected=\"feed\"", with: "selected=\"home\"")
            .write(toFile: social, atomically: true, encoding: .utf8)
        let fixed = try runBarAudit(["audit", "Examples", "--baseline", "baseline.json"], in: scratch.url)
        #expect(fixed.status == 0)
        #expect(fixed.standardOutput.contains("Examples/icon-only-social.xml: note: fixed since the baseline, remove it from the baseline: selected item 'feed'"))
        #expect(fixed.standardOutput.contains("1 fixed since the baseline"))
        let strict = try runBarAudit(["audit", "Examples", "--baseline", "baseline.json", "--strict-baseline", "--quiet"], in: scratch.url)
        #expect(strict.status == 1, "a fixed entry fails a strict run so the baseline shrinks")
    }

    @Test func baselineFingerprintsSurviveLineMoves() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>"))
        _ = try runBarAudit(["audit", path, "--write-baseline", scratch.path("b.json"), "--quiet"])
        let moved = (try String(contentsOfFile: path, encoding: .utf8))
            .replacingOccurrences(of: "<baraudit version=\"1\">", with: "<baraudit version=\"1\">\n\n\n<!-- moved -->")
            .replacingOccurrences(of: "<item id=\"a\"", with: "\n\n  <item   id=\"a\"")
        try moved.write(toFile: path, atomically: true, encoding: .utf8)
        let rerun = try runBarAudit(["audit", path, "--baseline", scratch.path("b.json"), "--quiet"])
        #expect(rerun.status == 0 && rerun.standardOutput.isEmpty, "\(rerun.output)")
    }

    @Test func baselineFingerprintsIgnorePositionsInMessages() {
        func finding(_ message: String, line: Int) -> Finding {
            Finding(ruleID: "r", severity: .error, message: message, location: SourceLocation(file: "a.xml", line: line, column: 3), barID: "b", itemID: "i")
        }
        let before = finding("items 'a' and 'b' clash (first at a.xml:3:5)", line: 4)
        let after = finding("items  'a' and 'b' clash (first at a.xml:9:1)", line: 10)
        #expect(before.baselineFingerprint == after.baselineFingerprint)
        #expect(finding("opens at 10:30", line: 1).baselineFingerprint != finding("opens at 11:30", line: 1).baselineFingerprint,
                "numbers that are not positions still count")
        #expect(before.baselineFingerprint != finding("items 'a' and 'c' clash (first at a.xml:3:5)", line: 4).baselineFingerprint)
    }

    @Test func suppressedFindingsAreReportedAsSuppressed() async throws {
        let scratch = Scratch()
        let path = scratch.write("s.json", """
        {"bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "selected": "a", "deviceClasses": ["iphone-15-portrait"],
          "suppressions": [{"rule": "nav-action-item", "reason": "the compose tab is a product decision"}],
          "items": [{"id": "a", "title": "Home"}, {"id": "c", "title": "Compose", "role": "action"},
                    {"id": "d", "badge": "", "suppressions": [{"rule": "voiceover-label-missing", "reason": "decorative"}]}]}]}
        """)
        let report = await Auditor(engine: try RuleEngine()).audit(paths: [path])
        let ids = Set(report.findings.map(\.ruleID))
        #expect(!ids.contains("nav-action-item") && !ids.contains("voiceover-label-missing"))
        #expect(ids.contains("badge-dot-unannounced"), "only the named rule is suppressed")
        #expect(report.checks.flatMap(\.suppressed).map(\.finding.ruleID).sorted() == ["nav-action-item", "voiceover-label-missing"])
        let junit = JUnitReporter(options: ReportOptions()).render(report)
        #expect(junit.contains("<skipped message=\"suppressed in the definition: the compose tab is a product decision\">"))
        let sarif = SARIFReporter(options: ReportOptions()).render(report)
        #expect(sarif.contains("\"kind\":\"inSource\"") && sarif.contains("\"justification\":\"decorative\""))
        let html = HTMLReporter(options: ReportOptions()).render(report)
        #expect(html.contains("Suppressed and baselined findings"))
    }
}

@Suite struct AnnotationAndShardTests {
    @Test func githubAnnotationsAreEscaped() async throws {
        let scratch = Scratch()
        let path = scratch.write("a,b.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"Stock\" badge=\"50%\"/>\n    <item id=\"c\"/>"))
        let report = await Auditor(engine: try RuleEngine()).audit(paths: [path])
        let output = GitHubReporter().render(report)
        let lines = output.split(separator: "\n")
        let missing = try #require(lines.first { $0.contains("title=voiceover-label-missing") })
        #expect(missing.hasPrefix("::error file=\(path.replacingOccurrences(of: ",", with: "%2C")),line=6,col=5,title=voiceover-label-missing::item 'c' has neither"))
        #expect(missing.contains("%0AVoiceOver: \"Tab, 3 of 3\"%0AFix: "), "newlines are escaped")
        #expect(output.contains("the badge '50%25' has no accessibility value"), "percent signs are escaped in messages")
    }

    @Test func textIsColouredOnlyWhenAsked() async throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\"/>"))
        let report = await Auditor(engine: try RuleEngine()).audit(paths: [path])
        #expect(TextReporter(colour: true).render(report).contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(!TextReporter().render(report).contains("\u{1B}"))
        let piped = try runBarAudit(["audit", path])
        #expect(!piped.output.contains("\u{1B}"), "no colour and no progress line when output is not a terminal")
    }

    @Test func fourShardsMergeIntoTheReportsOfOneRun() throws {
        let scratch = Scratch()
        let formats = "html,junit,sarif,json"
        let single = try runBarAudit(["audit", "Examples", "--format", formats, "--output", scratch.path("single"), "--quiet"],
                                     in: Repository.root, environment: neutralEnvironment)
        var shardFiles: [String] = []
        for shard in 1...4 {
            let run = try runBarAudit(["audit", "Examples", "--shard", "\(shard)/4", "--format", "json", "--output", scratch.path("shard-\(shard)"), "--quiet"],
                                      in: Repository.root, environment: neutralEnvironment)
            #expect(run.status != 2, "\(run.output)")
            shardFiles.append(scratch.path("shard-\(shard)/baraudit.json"))
        }
        let counts = try shardFiles.map { try Data(contentsOf: URL(fileURLWithPath: $0)).count }
        #expect(counts.filter { $0 > 2_000 }.count >= 2, "the work is spread over the shards: \(counts)")
        let merged = try runBarAudit(["merge"] + shardFiles + ["--format", formats, "--output", scratch.path("merged"), "--quiet"],
                                     in: Repository.root, environment: neutralEnvironment)
        #expect(merged.status == single.status, "the merge gates like one run: \(merged.output)")
        for name in ["index.html", "baraudit.css", "TEST-baraudit.xml", "baraudit.sarif", "baraudit.json"] {
            let one = try Data(contentsOf: URL(fileURLWithPath: scratch.path("single/\(name)")))
            let combined = try Data(contentsOf: URL(fileURLWithPath: scratch.path("merged/\(name)")))
            #expect(one == combined, "\(name) is byte-identical")
        }
    }

    @Test func shardsWithABaselineMergeIntoTheReportsOfOneRun() throws {
        let scratch = Scratch()
        try FileManager.default.copyItem(at: Repository.examples, to: scratch.url.appendingPathComponent("Examples"))
        _ = try runBarAudit(["audit", "Examples", "--write-baseline", "baseline.json", "--quiet"], in: scratch.url)
        let social = scratch.path("Examples/icon-only-social.xml")
        try String(contentsOfFile: social, encoding: .utf8).replacingOccurrences(of: "selected=\"feed\"", with: "selected=\"home\"")
            .write(toFile: social, atomically: true, encoding: .utf8)
        let options = ["--baseline", "baseline.json", "--format", "json", "--quiet"]
        let single = try runBarAudit(["audit", "Examples", "--output", "single"] + options, in: scratch.url, environment: neutralEnvironment)
        let shardFiles = try (1...3).map { shard in
            _ = try runBarAudit(["audit", "Examples", "--shard", "\(shard)/3", "--output", "shard-\(shard)"] + options, in: scratch.url, environment: neutralEnvironment)
            return "shard-\(shard)/baraudit.json"
        }
        let merged = try runBarAudit(["merge"] + shardFiles + ["--format", "json", "--output", "merged", "--quiet", "--strict-baseline"],
                                     in: scratch.url, environment: neutralEnvironment)
        #expect(single.status == 0 && merged.status == 1, "one entry is fixed, which fails a strict merge: \(merged.output)")
        let one = try String(contentsOfFile: scratch.path("single/baraudit.json"), encoding: .utf8)
        #expect(try String(contentsOfFile: scratch.path("merged/baraudit.json"), encoding: .utf8) == one)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any])
        let fixed = try #require((report["baseline"] as? [String: Any])?["fixed"] as? [[String: Any]])
        #expect(fixed.map { $0["file"] as? String } == ["Examples/icon-only-social.xml"], "only the entry no shard matched is fixed")
    }

    @Test func anUnwritableOutputFolderIsAnInputError() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>"))
        let blocked = scratch.write("blocked", "a file, not a folder")
        let run = try runBarAudit(["audit", path, "--format", "junit", "--output", blocked + "/reports"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write reports to \(blocked)/reports"), "\(run.output)")
    }

    @Test func shardsPartitionTheInputs() {
        let paths = (1...200).map { "App/bars/bar-\($0).xml" }
        let shards = (1...4).map { Shard("\($0)/4")! }
        for path in paths { #expect(shards.filter { $0.includes(path) }.count == 1) }
        #expect(shards.allSatisfy { shard in paths.filter(shard.includes).count > 25 })
        #expect(Shard("0/4") == nil && Shard("5/4") == nil && Shard("a/b") == nil && Shard("1/1") != nil)
    }

    /// `--locale pt_BR` selects a bar's `pt-BR` (tags compare as BCP 47 compares them); a tag that
    /// selects nothing is a warning, not a silently empty audit that passes the gate.
    @Test func localeFiltersMatchTagsAndWarnWhenTheySelectNothing() throws {
        let mail = Repository.examples.appendingPathComponent("localized-mail.xml").path
        let exact = try runBarAudit(["audit", mail, "--locale", "ru", "--quiet"])
        let spelled = try runBarAudit(["audit", mail, "--locale", "RU", "--locale", "ru_UA", "--quiet"])
        #expect(exact.standardError.isEmpty, "\(exact.output)")
        #expect(spelled.standardError == "warning: --locale 'ru_UA' selects no locale of the audited bars, which ship ar, de, en, fr, he, ja, pl, ru\n")
        #expect(exact.standardOutput.contains("has no text in 'ru'") && !exact.standardOutput.contains("(fr)"), "\(exact.output)")
        #expect(exact.standardOutput == spelled.standardOutput && exact.status == spelled.status)
        let spoken = try runBarAudit(["speak", mail, "--locale", "ru_UA"])
        #expect(spoken.status == 0 && spoken.standardOutput.isEmpty)
        #expect(spoken.standardError == "warning: --locale 'ru_UA' selects no locale of the audited bars, which ship ar, de, en, fr, he, ja, pl, ru\n",
                "speak prints nothing for the tag, and says why")
    }
}
