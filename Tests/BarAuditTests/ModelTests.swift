import BarAuditKit
@testable import BarAuditLoading
@testable import BarAuditModel
import BarAuditRules
import Foundation
import Testing

@Suite struct ModelTests {
    /// A string table's entries read and change as a dictionary's: 30,000 random writes, overwrites and removals
    /// (keys that collide in their first slot among them, as 3,000 keys in tables of up to 4,096 slots must),
    /// each followed by reads of present and absent keys; equal tables hash alike whatever their order.
    @Test(arguments: [3, 4] as [UInt64]) func stringEntriesBehaveAsADictionary(seed: UInt64) {
        var random = CheckResultsTests.SeededGenerator(state: seed)
        var entries = StringEntries()
        var dictionary: [String: LocalizedString] = [:]
        func entry(_ key: String, _ value: Int) -> LocalizedString {
            LocalizedString(key: key, content: .text("v\(value)"), location: SourceLocation(file: "t.json", line: value))
        }
        for step in 0..<30_000 {
            let key = "k\(Int.random(in: 0..<3_000, using: &random))"
            if Int.random(in: 0..<3, using: &random) == 0 {
                entries[key] = nil
                dictionary[key] = nil
            } else {
                entries[key] = entry(key, step)
                dictionary[key] = entry(key, step)
            }
            let probe = "k\(Int.random(in: 0..<3_500, using: &random))"
            #expect(entries[key] == dictionary[key] && entries[probe] == dictionary[probe] && entries.count == dictionary.count)
        }
        #expect(Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) }) == dictionary)
        #expect(dictionary.keys.allSatisfy { entries[$0] == dictionary[$0] })
        let rebuilt = StringEntries(dictionary)
        #expect(rebuilt == entries && rebuilt.hashValue == entries.hashValue)
        var changed = rebuilt
        changed[dictionary.keys.first!] = entry("other", -1)
        #expect(changed != entries && rebuilt == entries)
    }

    /// The ASCII shortcut of `trimmingWhitespace` gives what trimming white-space characters gives,
    /// whatever joins the end bytes (combining marks, prepended scalars, CR LF, no-break spaces).
    @Test func trimmingWhitespaceAgreesWithCharacterTrimming() {
        func byCharacters(_ text: String) -> String {
            var rest = Substring(text)
            while rest.last?.isWhitespace == true { rest.removeLast() }
            while rest.first?.isWhitespace == true { rest.removeFirst() }
            return String(rest)
        }
        let middles = ["", "x", "\u{301}", " \u{301}", "\u{600}", "\u{200D}", "\r\n", "\u{A0}", "\u{85}", "e\u{301} \u{2003}"]
        for byte in UInt8(0)..<0x80 {
            let ascii = String(UnicodeScalar(byte))
            for middle in middles {
                for text in [ascii + middle + ascii, middle + ascii, ascii + middle, middle, "\u{600}" + ascii + middle] {
                    #expect(text.trimmingWhitespace() == byCharacters(text), "\(Array(text.unicodeScalars))")
                }
            }
        }
    }

    /// Fingerprints (baselines, SARIF) rest on `BaselineKey.normalise`; its walk by scalars must give what
    /// the walk by characters gives, for text of one scalar per character and for text it hands back
    /// (combining marks after white space, prepended signs, CR LF, letters that lowercase to two scalars).
    /// A finding's message is copied into storage of its size; the copy must be the same text, whatever
    /// its length and scripts (a string of up to 15 bytes is stored in itself and kept as it is).
    @Test func messagesKeptInStorageOfTheirSizeAreTheSameText() {
        var interpolated = ""
        for index in 0..<40 { interpolated += "tab \(index) 'Einstellungen' × مرحبا 👩🏽‍💻; " }
        for text in ["", "short", "exactly 15 byte", "sixteen bytes!!!", "e\u{301}tude \u{202E}rtl\u{202C} \r\n end", interpolated] {
            let finding = Finding(ruleID: "r", severity: .warning, message: text, location: SourceLocation(file: "f"))
            #expect(finding.message == text.abbreviatedInMiddle())
            #expect(Array(finding.message.utf8) == Array(text.abbreviatedInMiddle().utf8), "the same bytes, not only the same characters")
            #expect(text.inStorageOfItsSize.utf8.count == text.utf8.count)
        }
    }

    @Test func normalisingByScalarsAgreesWithNormalisingByCharacters() {
        let pieces = ["a", "Z", "7", " ", "  ", "\t", "\n", "\r\n", ":", "::", ")", ",", ";", "x.xml", ":12", ":3:5", "×", "é", "É",
                      "\u{301}", "\u{600}", "٣", "½", "Ⅻ", "\u{3000}", "\u{85}", "İ", "ß", "👍🏽", "'de'", "Ω", "\u{200D}",
                      "\u{2FF}", "\u{300}", "\u{482}", "\u{483}", "\u{2027}", "\u{2028}", "か", "\u{3099}", "한", "\u{11A8}", "\u{FE0F}", "\u{A0}", "\u{2009}", "Σ", "ẞ", "Ǆ", "ǅ"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let lowered = text.lowercased()
            let byCharacters = lowered.split(whereSeparator: \.isWhitespace).map(BaselineKey.withoutPosition).joined(separator: " ")
            #expect(BaselineKey.normalise(text) == byCharacters, "\(Array(text.unicodeScalars))")
            if let byScalars = BaselineKey.normaliseByScalars(text) { #expect(byScalars == byCharacters, "\(Array(text.unicodeScalars))") }
        }
        #expect(BaselineKey.normaliseByScalars("a  b:3:5) c") == "a b c")
        #expect(BaselineKey.normaliseByScalars("e\u{301}") == nil, "two scalars, one character")
    }

    @Test func xmlLocationsPointAtStartTagsAndAttributeValues() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <baraudit version="1">
          <!-- <item id="decoy"/> in a comment is not an element -->
          <bar id="b" platform="ios" sourceLocale="en"
               selected="inbox">
            <item id="inbox"
                  title="Inbox"
                  badge="8"/><item id="é" title="É"/>
          </bar>
        </baraudit>
        """
        let loaded = load("loc.xml", text)
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.location.description == "loc.xml:4:3")
        #expect(bar.selectionLocation.description == "loc.xml:5:18")
        #expect(bar.items[0].location.description == "loc.xml:6:5")
        #expect(bar.items[0].title?.location.description == "loc.xml:7:18")
        #expect(bar.items[0].badge?.location.description == "loc.xml:8:18")
        #expect(bar.items[1].location.description == "loc.xml:8:22")
        #expect(bar.items[1].title?.location.description == "loc.xml:8:42", "columns count characters, not bytes")
    }

    @Test func jsonLocationsPointAtMembers() throws {
        let text = """
        {
          "bars": [
            {
              "id": "b", "platform": "material", "sourceLocale": "en", "selected": "home",
              "items": [
                {"id": "home", "title": "Home", "badge": ""}
              ]
            }
          ]
        }
        """
        let loaded = load("loc.json", text)
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.location.description == "loc.json:3:5")
        #expect(bar.selectionLocation.description == "loc.json:4:76")
        #expect(bar.items[0].location.description == "loc.json:6:9")
        #expect(bar.items[0].badge?.location.description == "loc.json:6:50")
        #expect(bar.items[0].badge?.source == .literal(""), "an empty badge is a dot badge, not an absent one")
    }

    @Test func modelCarriesEveryField() throws {
        let loaded = load("full.xml", """
        <baraudit version="1">
          <bar id="main" platform="material" sourceLocale="en" locales="fr en ar" selected="inbox"
               titleVisibility="always" alignment="centered" deviceClasses="compact medium" widths="360 600">
            <size width="412" height="80"/>
            <item id="inbox" titleKey="t.inbox" badgeKey="b.new" enabled="false" role="action" titleLines="unlimited">
              <image name="ic_inbox" shape="tall" width="20" height="28"/>
              <accessibility labelKey="t.inbox" value="3 new" hint="Opens the inbox" identifier="tab.inbox"/>
              <frame width="64" height="48.5"/>
            </item>
          </bar>
          <strings locale="en">
            <string key="t.inbox">Inbox</string>
            <string key="b.new">New</string>
            <plural key="p"><variant category="one">%d file</variant><variant category="fwe">typo</variant></plural>
          </strings>
        </baraudit>
        """)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.locales == ["en", "fr", "ar"], "the source locale is shipped, first")
        #expect(bar.titleVisibility == .always && bar.alignment == .centered && bar.positioning == nil)
        #expect(bar.deviceClasses == ["compact", "medium"] && bar.widths == [360, 600])
        #expect(bar.size?.width == 412 && bar.size?.height == 80)
        let item = bar.items[0]
        #expect(item.title?.source == .key("t.inbox") && item.badge?.source == .key("b.new"))
        #expect(!item.isEnabled && item.role == .action && item.titleLineLimit == Int.max)
        #expect(item.glyph?.name == "ic_inbox" && item.glyph?.shape == .tall && item.glyph?.width == 20)
        #expect(item.accessibility.value?.source == .literal("3 new"))
        #expect(item.accessibility.hint?.source == .literal("Opens the inbox"))
        #expect(item.accessibility.identifier == "tab.inbox")
        #expect(item.frame?.height == 48.5)
        guard case .plural(let variants)? = file.strings["en"]?.entries["p"]?.content else {
            Issue.record("plural expected")
            return
        }
        #expect(variants.map(\.categoryName) == ["one", "fwe"], "unknown categories reach the rules")
        #expect(variants[1].category == nil)
    }

    /// UIKit titles take one line: `titleLines` on an iOS bar is ignored, with a warning at the attribute.
    @Test func titleLinesAreForMaterialBars() throws {
        let loaded = load("lines.xml", xmlBar(#"    <item id="a" title="A" titleLines="2"/>"#))
        let item = try #require(loaded.definition?.bars.first?.items.first)
        #expect(item.titleLineLimit == 2)
        #expect(loaded.diagnostics.map(\.message) == ["'titleLines' applies to Material bars only (UIKit titles take one line) and is ignored on an iOS bar"])
        #expect(loaded.diagnostics.first?.location.line == 4)
    }

    /// `titleCase` (Android round 27): the change of letter case an app makes to a title before showing it, applied to each
    /// locale's text as the phone's language has it for the `InLocale` forms (Turkish `i` → `İ`), by Unicode's default
    /// rules for the others; an unknown value is an error at the attribute.
    @Test func titleCaseChangesWhatEachLocaleShows() throws {
        let strings = """
              <strings locale="en"><string key="p">progress</string><string key="s">settings</string></strings>
              <strings locale="tr"><string key="p">ilerleme</string><string key="s">ayarlar</string></strings>
              <strings locale="de"><string key="p">straße</string><string key="s">einstellungen</string></strings>
            """
        let loaded = load("case.xml", xmlBar("""
                <item id="a" titleKey="p" titleCase="firstTitleInLocale"/>
                <item id="b" titleKey="p" titleCase="firstTitle"/>
                <item id="c" titleKey="p" titleCase="upper"/>
                <item id="d" titleKey="s" titleCase="firstUpperInLocale"/>
            """, attributes: #"selected="a" locales="en tr de""#, strings: strings))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        func shown(_ locale: String) -> [String] { bar.items.map { file.resolve($0.title!, in: bar, locale: locale).text } }
        #expect(shown("en") == ["Progress", "Progress", "PROGRESS", "Settings"])
        #expect(shown("tr") == ["İlerleme", "Ilerleme", "ILERLEME", "Ayarlar"])
        #expect(shown("de") == ["Straße", "Straße", "STRASSE", "Einstellungen"])
        #expect(CaseMapping.firstTitle.apply(to: "ǆungla", locale: "hr") == "ǅungla" && CaseMapping.firstUpper.apply(to: "ǆungla", locale: "hr") == "Ǆungla")
        #expect(CaseMapping.lowerInLocale.apply(to: "KIRMIZI İP", locale: "tr") == "kırmızı ip" && CaseMapping.lower.apply(to: "KIRMIZI", locale: "tr") == "kirmizi")
        #expect(CaseMapping.upperInLocale.apply(to: "i\u{0307}", locale: "lt") == "I")

        let wrong = load("wrong.xml", xmlBar(#"    <item id="a" title="A" titleCase="shout"/>"#))
        #expect(wrong.diagnostics.contains { $0.severity == .error && $0.message.contains("titleCase") && $0.location.line == 4 }, "\(wrong.diagnostics)")
    }

    @Test func vocabularyAndSchemaAgree() throws {
        let xsd = try String(contentsOf: Repository.root.appendingPathComponent("Rules/schema/bar-definition.xsd"), encoding: .utf8)
        let xsdNames = Set(matches(of: #"<xs:(?:attribute|element) name="([A-Za-z]+)""#, in: xsd))
        let jsonSchema = try String(contentsOf: Repository.root.appendingPathComponent("Rules/schema/bar-definition.schema.json"), encoding: .utf8)
        let jsonNames = Set(matches(of: #""([A-Za-z]+)": \{"#, in: jsonSchema))
        let vocabulary = Set(Vocabulary.kinds.keys).union(Vocabulary.kinds.values.flatMap(\.fields))
        // Names that exist in one encoding only, by design.
        let xmlOnly: Set = ["baraudit", "bar", "item", "string", "plural", "variant", "key", "category", "locale", "suppress"]
        let jsonOnly: Set = ["bars", "items", "suppressions", "bar", "item", "dimension", "localeTag", "properties", "propertyNames", "not", "additionalProperties"]
        #expect(vocabulary.subtracting(xsdNames).isEmpty, "missing from the XSD: \(vocabulary.subtracting(xsdNames))")
        #expect(xsdNames.subtracting(vocabulary).isEmpty, "missing from the loader: \(xsdNames.subtracting(vocabulary))")
        let jsonExpected = vocabulary.subtracting(xmlOnly)
        #expect(jsonExpected.subtracting(jsonNames).isEmpty, "missing from the JSON Schema: \(jsonExpected.subtracting(jsonNames))")
        #expect(jsonNames.subtracting(jsonExpected).subtracting(jsonOnly).isEmpty,
                "unknown to the loader: \(jsonNames.subtracting(jsonExpected).subtracting(jsonOnly))")
    }

    private func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
