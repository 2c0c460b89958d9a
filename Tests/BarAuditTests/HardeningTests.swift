import BarAuditKit
import BarAuditLoading
import BarAuditModel
@testable import BarAuditRules
import Foundation
import Testing

/// Inputs that once crashed the whole process (a Swift trap, exit 132) or produced an error that could
/// not be acted on. Each is now a located, one-line input error, and the run goes on.
@Suite struct HardeningTests {
    /// The storyboard of `Examples/ios-app` with one attribute changed.
    static func storyboard(replacing old: String, with new: String) throws -> String {
        let text = try String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)
        #expect(text.contains(old))
        return text.replacingOccurrences(of: old, with: new)
    }

    static func inputLines(_ result: CommandResult) -> [String] {
        result.output.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[input]") }
    }

    @Test func twoSeguesToOneControllerAreOneTab() throws {
        let scratch = Scratch()
        scratch.write("Base.lproj/Main.storyboard", try Self.storyboard(replacing: "destination=\"Rdr-Lib-VC\"", with: "destination=\"Rdr-Now-VC\""))
        let result = try runBarAudit(["audit", scratch.path("Base.lproj/Main.storyboard"), "--quiet"])
        #expect(result.status == 1, "\(result.output)")
        #expect(Self.inputLines(result) == [
            "\(scratch.path("Base.lproj/Main.storyboard")):23: warning: a second tab with object id 'Rdr-Now-TB' (segue to 'Rdr-Now-VC') is ignored; object ids are unique in a storyboard [input]",
        ])
    }

    @Test func twoTabBarItemsWithOneObjectID() throws {
        let scratch = Scratch()
        let path = scratch.write("Main.storyboard", try Self.storyboard(replacing: "id=\"Rdr-Lib-TB\"", with: "id=\"Rdr-Now-TB\""))
        let result = try runBarAudit(["audit", path, "--quiet"])
        #expect(result.status == 1, "\(result.output)")
        #expect(Self.inputLines(result).count == 1)
    }

    @Test(arguments: ["inf", "nan", "-1", "1e400"])
    func tabBarHeightThatIsNoSize(_ height: String) throws {
        let scratch = Scratch()
        let path = scratch.write("Main.storyboard", try Self.storyboard(replacing: "height=\"49\"", with: "height=\"\(height)\""))
        let result = try runBarAudit(["audit", path, "--quiet", "--format", "text,html,json,sarif,junit", "--output", scratch.path("out")])
        #expect(result.status == 2, "\(result.output)")
        #expect(Self.inputLines(result) == [
            "\(path):10: error: the tab bar's frame height must be a number from 0 to 100000, not '\(height)' [input]",
        ])
    }

    @Test(arguments: [("1e400", "number 1e400 is out of range"), ("-1e400", "number -1e400 is out of range"),
                      ("1e300", "must be a number from 0 to 100000, not 1e+300")])
    func jsonHeightOutOfRange(_ height: String, _ message: String) throws {
        let loaded = load("bar.json", """
        {"bars": [{"id": "b", "platform": "ios", "sourceLocale": "en",
          "size": {"height": \(height)}, "items": [{"id": "a", "title": "A"}, {"id": "c", "title": "C"}]}]}
        """)
        #expect(loaded.failed)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        try #require(errors.count == 1, "\(loaded.diagnostics)")
        #expect(errors[0].message.contains(message), "\(errors[0].message)")
        #expect(errors[0].location.line == 2 && errors[0].location.column == 22, "\(errors[0].location)")
    }

    @Test(arguments: ["NaN", "INF", "-5", "200000"])
    func xmlSizeOutOfRange(_ value: String) throws {
        let loaded = load("bar.xml", xmlBar("    <size height=\"\(value)\"/>\n    <item id=\"a\" title=\"A\"/>"))
        #expect(loaded.failed)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        try #require(errors.count == 1, "\(loaded.diagnostics)")
        #expect(errors[0].message.contains("'\(value)'") && !errors[0].message.contains("\n"), "\(errors[0].message)")
        #expect(errors[0].location.line == 4 && errors[0].location.column != nil)
    }

    @Test(arguments: [".inf", "-.inf", ".nan", "1e19", "-1"])
    func ruleOptionOutOfRange(_ value: String) throws {
        let scratch = Scratch()
        let config = scratch.write("baraudit.yml", "rule_options:\n  voiceover-label-verbose:\n    max-words: \(value)\n")
        let result = try runBarAudit(["audit", "--config", config, Repository.examples.appendingPathComponent("clean-photos.xml").path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("\(config):3:16: error: 'voiceover-label-verbose.max-words' must be a number from 0 to 1000000, not "),
                "\(result.output)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["--max-file-size", "9223372036854775807"], ["--max-file-size", "2048"], ["--jobs", "9223372036854775807"], ["--jobs", "0"]])
    func flagOutOfRange(_ flag: [String]) throws {
        let result = try runBarAudit(["audit"] + flag + [Repository.examples.appendingPathComponent("clean-photos.xml").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(flag[0]) must be from 1 to "), "\(result.output)")
    }

    /// `--format ,,` used to print and write nothing and exit 0 whatever the bars held.
    @Test(arguments: [",,", ""]) func formatListWithoutAFormat(_ list: String) throws {
        let result = try runBarAudit(["audit", "--format", list, Repository.examples.appendingPathComponent("icon-only-social.json").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no report format given"), "\(result.output)")
    }

    @Test func duplicateConfigurationKeyIsLocatedAtTheRepeat() throws {
        let scratch = Scratch()
        let config = scratch.write("baraudit.yml", "fail_on: error\nrule_options:\n  voiceover-label-verbose:\n    max-words: 3\n    max-characters: 9\n    max-words: 5\n")
        let result = try runBarAudit(["audit", "--config", config, Repository.examples.appendingPathComponent("clean-photos.xml").path])
        #expect(result.status == 2)
        #expect(result.standardError == "\(config):6:5: error: duplicate key 'max-words' (first at line 4, column 5); each key may appear once\n")
    }

    @Test func terminalEscapesInCommandLineErrorsAreEscaped() throws {
        let result = try runBarAudit(["audit", "--shard", "1/2\n::error::forged\u{1B}[2J", Repository.examples.appendingPathComponent("clean-photos.xml").path])
        #expect(result.status == 2)
        #expect(!result.output.contains("\n::error::forged"))
        #expect(!result.output.contains("\u{1B}"))
    }

    /// Badge digits are decimal digits: "万" counts 10,000 and fifteen of them overflowed an Int.
    @Test func badgeOfLargeNumeralsIsText() throws {
        let loaded = load("han.xml", xmlBar("    <item id=\"a\" title=\"A\" badge=\"\(String(repeating: "万", count: 15))\"/>\n    <item id=\"b\" title=\"B\" badge=\"௲௲௲௲௲௲௲௲௲௲௲௲௲௲௲\"/>"))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        _ = try RuleEngine().audit(file)
        #expect(BadgeKind("万万万") == .text("万万万"))
        #expect(BadgeKind("٨") == .count(8))
    }

    @Test func invalidUTF8InStringsFileIsLocated() throws {
        let scratch = Scratch()
        let text = try String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)
        scratch.write("App/Base.lproj/Main.storyboard", text)
        let strings = scratch.write("App/de.lproj/Main.strings", bytes: Array("/* German */\n\"Rdr-Now-TB.title\" = \"Jetzt lesen\";\n\"Rdr-Lib-TB.title\" = \"Bibliothek ".utf8) + [0xFF, 0xFE, 0x41] + Array("\";\n".utf8))
        let result = try runBarAudit(["audit", scratch.path("App"), "--quiet"])
        #expect(result.status == 2, "\(result.output)")
        let lines = Self.inputLines(result)
        #expect(lines == ["\(strings):3:34: error: invalid UTF-8 at byte offset 82 (byte 0xFF); .strings files must be UTF-8 or UTF-16 with a byte-order mark [input]"],
                "\(result.output)")
    }

    @Test func unsupportedXMLEncodingIsLocated() throws {
        let loaded = load("ebcdic.xml", "<?xml version=\"1.0\" encoding=\"EBCDIC-XYZ\"?>\n<baraudit version=\"1\"/>\n")
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        try #require(errors.count == 1, "\(loaded.diagnostics)")
        #expect(errors[0].location.line == 1, "\(errors[0])")
        #expect(!errors[0].message.contains("\n"))
    }
}

/// A large bar's rules run on several threads (`RuleEngine.audit(_:workers:)`); what they find, and in
/// which order, must not depend on how many.
@Suite struct ParallelRulesTests {
    /// A bar over the engine's threshold for threads, with a finding of most rules: missing and
    /// untranslated titles, numeric and dot badges without values, plural values, a duplicate label.
    static func largeBar(items: Int) -> [UInt8] {
        var entries: [String] = []
        var english: [String] = [], german: [String] = []
        for index in 0..<items {
            var item = #"{"id": "tab\#(index)", "titleKey": "tab\#(index).title""#
            let title = index % 7 == 0 ? "Home" : "Inbox \(index)"
            english.append(#""tab\#(index).title": "\#(title)""#)
            if index % 11 != 0 { german.append(#""tab\#(index).title": "Reiter \#(index)""#) }
            switch index % 5 {
            case 0: item += #", "badge": "\#(index % 120)""#
            case 1: item += #", "badge": """#
            case 2:
                item += #", "badge": "3", "accessibility": {"valueKey": "tab\#(index).unread"}"#
                english.append(#""tab\#(index).unread": {"one": "%d new item", "other": "%d new items"}"#)
                german.append(#""tab\#(index).unread": {"other": "%d neue Elemente"}"#)
            default: break
            }
            entries.append(item + "}")
        }
        return Array("""
        {"version": 1, "bars": [{"id": "large", "platform": "ios", "sourceLocale": "en", "locales": ["en", "de"], "selected": "tab0",
          "items": [\(entries.joined(separator: ",\n"))]}],
         "strings": {"en": {\(english.joined(separator: ", "))}, "de": {\(german.joined(separator: ", "))}}}
        """.utf8)
    }

    @Test func severalThreadsFindWhatOneFinds() throws {
        let loaded = DefinitionLoader().load(path: "large.json", bytes: Self.largeBar(items: 1_500))
        let definition = try #require(loaded.definition)
        #expect(definition.bars[0].items.count * definition.bars[0].locales.count >= RuleEngine.parallelSubjects)
        let engine = try RuleEngine()
        let alone = engine.audit(definition, workers: 1)
        let together = engine.audit(definition, workers: 4)
        #expect(Set(alone.checks.map(\.ruleID)).count >= 8)
        #expect(alone.checks == together.checks)
        #expect(alone.evaluated == together.evaluated)
    }

    /// A bar of few items in many locales gives each thread whole locales; what it finds, and in which
    /// order, is what one thread finds.
    @Test func threadsTakingWholeLocalesFindWhatOneFinds() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let locales = ["en"] + (0..<250).map { String([letters[$0 / 26 % 26], letters[$0 % 26], "x"]) }
        let items = (0..<10).map { #"{"id": "t\#($0)", "titleKey": "t\#($0)", "badge": "\#($0)"}"# }
        let tables = locales.enumerated().map { index, locale in
            "\"\(locale)\": {" + (0..<10).filter { ($0 + index) % 7 != 0 }.map { #""t\#($0)": "Einstellungen und Verlauf \#($0)""# }.joined(separator: ", ") + "}"
        }
        let json = """
            {"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "locales": [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))],
              "items": [\(items.joined(separator: ", "))]}], "strings": {\(tables.joined(separator: ", "))}}
            """
        let definition = try #require(DefinitionLoader().load(path: "locales.json", bytes: Array(json.utf8)).definition)
        #expect(definition.bars[0].items.count * definition.bars[0].locales.count >= RuleEngine.parallelSubjects)
        let engine = try RuleEngine()
        let alone = engine.audit(definition, workers: 1)
        let together = engine.audit(definition, workers: 3)
        #expect(alone.checks.count > 1_000)
        #expect(alone.checks == together.checks)
        #expect(alone.evaluated == together.evaluated)
    }

    /// A pass walks a large bar's items a chunk at a time (each chunk's texts made and let go): what it finds,
    /// in which order, and how many checks it counts, are what one chunk of the whole bar gives, on one thread
    /// or several (whose chunks finish out of order), with a last chunk shorter than the others.
    @Test func chunksOfItemsFindWhatTheWholeBarFinds() throws {
        let definition = try #require(DefinitionLoader().load(path: "large.json", bytes: Self.largeBar(items: 2_500)).definition)
        var whole = try RuleEngine()
        whole.itemsPerChunk = 10_000
        let reference = whole.audit(definition, workers: 1)
        #expect(reference.checks.filter { $0.ruleID == "badge-value-missing-context" }.count > 500)
        #expect(reference.checks.contains { $0.findings.contains { $0.spoken?.contains("of 2500") ?? false } })
        for (chunk, workers) in [(1_000, 1), (1_000, 3), (7, 2), (1, 1)] {
            var chunked = try RuleEngine()
            chunked.itemsPerChunk = chunk
            let found = chunked.audit(definition, workers: workers)
            #expect(found.checks == reference.checks, "chunks of \(chunk), \(workers) workers")
            #expect(found.evaluated == reference.evaluated, "chunks of \(chunk), \(workers) workers")
        }
    }

    /// The engine runs a bar locale by locale (one locale's tables in memory at a time), yet its checks
    /// come in the order of a walk over rules, then items, then locales, whatever the thread count.
    @Test func checksComeByRuleThenItemThenLocale() throws {
        let definition = try #require(DefinitionLoader().load(path: "large.json", bytes: Self.largeBar(items: 1_500)).definition)
        let bar = definition.bars[0]
        let itemPosition = Dictionary(uniqueKeysWithValues: bar.items.enumerated().map { ($1.id, $0) })
        let localePosition = Dictionary(uniqueKeysWithValues: bar.locales.enumerated().map { ($1, $0) })
        let rulePosition = Dictionary(uniqueKeysWithValues: RuleRegistry.builtIn.map(\.id).sorted().enumerated().map { ($1, $0) })
        for workers in [1, 2] {
            let checks = try RuleEngine().audit(definition, workers: workers).checks.filter { $0.itemID != nil && $0.locale != nil }
            let walk = checks.map { [rulePosition[$0.ruleID]!, itemPosition[$0.itemID!]!, localePosition[$0.locale!]!] }
            #expect(walk.count > 1_000)
            #expect(zip(walk, walk.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }, "workers: \(workers)")
            #expect(Set(checks.compactMap(\.locale)) == ["en", "de"])
        }
    }

    /// A finding about a bar's tabs names ten of them and counts the rest: one line a person reads, and
    /// within the message size annotation consumers take (it named all 1,496 hidden tabs here).
    @Test func findingsNameAtMostTenOfABarsTabs() throws {
        let definition = try #require(DefinitionLoader().load(path: "large.json", bytes: Self.largeBar(items: 1_500)).definition)
        let overflow = try #require(try RuleEngine().audit(definition).checks.first { $0.ruleID == "layout-more-overflow" }?.findings.first)
        #expect(overflow.message.contains("the tabs 'tab4', 'tab5', 'tab6', 'tab7', 'tab8', 'tab9', 'tab10', 'tab11', 'tab12', 'tab13', … and 1486 more are behind More"),
                "\(overflow.message.prefix(300))")
    }
}
