import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditReporting
@testable import BarAuditRules
import Foundation
import Testing

@Suite struct VoiceOverTests {
    static let sevenTabs = xmlBar((1...7).map { "    <item id=\"t\($0)\" title=\"Tab \($0)\"" + ($0 == 7 ? " badge=\"4\"" : "") + ($0 == 3 ? " enabled=\"false\"" : "") + "/>" }.joined(separator: "\n"),
                                  attributes: "selected=\"t6\"")

    private func definition(_ text: String, _ name: String = "bar.xml") throws -> DefinitionFile {
        let loaded = load(name, text)
        return try #require(loaded.definition, "\(loaded.diagnostics)")
    }

    @Test func iPhoneShowsFourTabsAndMoreWhileIPadShowsAll() throws {
        let file = try definition(Self.sevenTabs)
        let bar = file.bars[0]
        #expect(BarLayout.layouts(for: bar) == [.iPhone, .iPad])
        let phone = VoiceOverModel.speak(bar, in: file, locale: "en", layout: .iPhone)
        #expect(phone.map(\.text) == [
            "Tab 1, Tab, 1 of 5", "Tab 2, Tab, 2 of 5", "Tab 3, Dimmed, Tab, 3 of 5", "Tab 4, Tab, 4 of 5",
            "Selected, More, Tab, 5 of 5", "", "", "",
        ])
        #expect(phone.filter(\.isBehindMore).compactMap(\.itemID) == ["t5", "t6", "t7"])
        let pad = VoiceOverModel.speak(bar, in: file, locale: "en", layout: .iPad)
        #expect(pad[5].text == "Selected, Tab 6, Tab, 6 of 7")
        #expect(pad[6].text == "Tab 7, 4 items, Tab, 7 of 7", "UIKit speaks a numeric badge as N items")
    }

    /// The HTML transcripts say the iPhone's tabs again for the iPad from their label and value: each is what
    /// speaking the iPad's bar says for it (selected, dimmed, badged), in locales with other phrases.
    @Test func iPhoneTabsRespokenForTheIPadAreWhatTheIPadSays() throws {
        let items = (1...7).map { "    <item id=\"t\($0)\" title=\"Tab \($0)\"" + ($0 == 1 ? " badge=\"3\"" : "") + ($0 == 3 ? " enabled=\"false\"" : "") + "/>" }
        for selected in ["t2", "t6"] {
            let file = try definition(xmlBar(items.joined(separator: "\n"), attributes: "selected=\"\(selected)\""))
            let bar = file.bars[0]
            for locale in ["en", "de", "ru", "ar"] {
                let phone = VoiceOverModel.speak(bar, in: file, locale: locale, layout: .iPhone)
                let pad = VoiceOverModel.speak(bar, in: file, locale: locale, layout: .iPad)
                let respoken = VoiceOverModel.respeak(phone, of: bar, in: .iPad)
                #expect(respoken == Array(pad.prefix(4)), "\(selected) \(locale)")
                #expect(Set(respoken.map(\.text)).isDisjoint(with: phone.map(\.text)), "read against 7 slots, not 5")
            }
        }
    }

    /// The engine speaks a chunk of a bar's items at a time: each tab of a run of items is what speaking
    /// the whole bar says for it, on iOS (tabs behind More among them) and on Android.
    @Test func aRunOfItemsIsSpokenAsTheWholeBarSpeaksIt() throws {
        let file = try definition(Self.sevenTabs)
        var android = file.bars[0]
        android.platform = .material
        android.screenReader = .talkBack
        for bar in [file.bars[0], android] {
            for layout in BarLayout.layouts(for: bar) {
                for describingHidden in [false, true] {
                    let whole = VoiceOverModel.speak(bar, in: file, locale: "en", layout: layout, describingHidden: describingHidden)
                    for start in 0...bar.items.count {
                        for end in start...bar.items.count {
                            var run: [SpokenTab] = []
                            VoiceOverModel.speak(bar, in: file, locale: "en", layout: layout, describingHidden: describingHidden,
                                                 itemsAt: start..<end) { run.append($0) }
                            let wanted = Set(bar.items[start..<end].map(\.id))
                            #expect(run == whole.filter { $0.itemID.map(wanted.contains) ?? false }, "\(bar.screenReader) \(layout) \(start)..<\(end)")
                        }
                    }
                }
            }
            let utterances = ItemTextsChunk.utterances(ofItemsAt: 2..<6, of: bar, file: file, locale: "en")
            #expect(utterances == ItemTextsChunk.utterances(ofItemsAt: 0..<7, of: bar, file: file, locale: "en")[2..<6].map { $0 })
            #expect(utterances.allSatisfy { $0 != nil }, "each tab is on the bar in some layout")
        }
    }

    @Test func pluralValuesFollowTheLocalesCategories() throws {
        let file = try definition("""
        <baraudit version="1">
          <bar id="b" platform="ios" sourceLocale="en" locales="en ru ar" selected="mail">
            <item id="mail" titleKey="mail" badge="BADGE"><accessibility valueKey="unread"/></item>
          </bar>
          <strings locale="en"><string key="mail">Mail</string>
            <plural key="unread"><variant category="one">%d unread email</variant><variant category="other">%d unread emails</variant></plural></strings>
          <strings locale="ru"><string key="mail">Почта</string>
            <plural key="unread"><variant category="one">%d письмо</variant><variant category="few">%d письма</variant>
              <variant category="many">%d писем</variant><variant category="other">%d письма</variant></plural></strings>
        </baraudit>
        """)
        func spoken(_ badge: String, _ locale: String) -> String? {
            var copy = file
            copy.bars[0].items[0].badge = Text(.literal(badge), location: SourceLocation(file: "bar.xml"))
            return VoiceOverModel.speak(copy.bars[0], in: copy, locale: locale, layout: .allTabs).first?.value?.text
        }
        #expect(spoken("1", "en") == "1 unread email")
        #expect(spoken("8", "en") == "8 unread emails")
        #expect(spoken("3", "ru") == "3 письма")
        #expect(spoken("5", "ru") == "5 писем")
        #expect(spoken("21", "ru") == "21 письмо")
        #expect(spoken("3", "ar") == "unread", "iOS speaks the key when a locale lacks it")
    }

    @Test func missingTranslationsFollowThePlatform() throws {
        let text = { (platform: String) in """
        <baraudit version="1">
          <bar id="b" platform="\(platform)" sourceLocale="en" locales="en de" selected="home">
            <item id="home" titleKey="home"/>
          </bar>
          <strings locale="en"><string key="home">Home</string></strings>
          <strings locale="de"></strings>
        </baraudit>
        """ }
        let ios = try definition(text("ios"))
        #expect(VoiceOverModel.speak(ios.bars[0], in: ios, locale: "de", layout: .allTabs)[0].text == "Ausgewählt, home, Tab, 1 von 1")
        let material = try definition(text("material"))
        let tab = VoiceOverModel.speak(material.bars[0], in: material, locale: "de", layout: .allTabs)[0]
        #expect(tab.text == "Ausgewählt, Home, Tab, 1 von 1")
        #expect(tab.label?.isMissing == true)
    }

    @Test func phrasebookFallsBackByLanguageThenToEnglish() {
        let book = Phrasebook.builtIn
        #expect(book.languages.count >= 15)
        for language in ["en", "fr", "de", "es", "it", "pt", "nl", "sv", "ru", "pl", "ar", "he", "ja", "ko", "zh-Hans"] {
            #expect(book.languages[language] != nil, "\(language)")
        }
        #expect(book.phrases(for: "pt-BR").language == "pt")
        #expect(book.phrases(for: "zh_Hans").language == "zh-Hans")
        #expect(book.phrases(for: "tlh").language == "en")
        #expect(book.phrases(for: "ru").itemCount(3, locale: "ru") == "3 объекта")
        #expect(book.phrases(for: "fr").position(2, of: 5) == "2 sur 5")
    }

    @Test func formatSpecifiersAndBadges() {
        #expect(FormatSpecifier.parse("%1$@ has %2$lld new %%, {count} or %d", syntax: .foundation).map(\.token) == ["%1$@", "%2$lld", "{count}", "%d"])
        #expect(FormatSpecifier.parse("%2$lld", syntax: .foundation)[0].position == 2)
        #expect(FormatSpecifier.substitute(8, in: "%d unread, 100%%", syntax: .foundation) == "8 unread, 100%")
        #expect(FormatSpecifier.substitute(3, in: "%d of %d, %%%d, %.1f km, {count} new, %1$@ «ج»", syntax: .foundation) == "3 of 3, %3, %.1f km, 3 new, 3 «ج»",
                "every count-like specifier is filled, others stay, %% is a percent sign")
        #expect(FormatSpecifier.substitute(5, in: "%%%%d and ٪", syntax: .foundation) == "%%d and ٪", "%% pairs are literal, never the start of a specifier")
        #expect(FormatSpecifier.filling("Inbox (%lld) 👩‍👩‍👧 %@", syntax: .foundation) { $0.conversion == "@" ? "Ana" : "" } == "Inbox () 👩‍👩‍👧 Ana")
        #expect(BadgeKind("") == .dot)
        #expect(BadgeKind("88") == .count(88))
        #expect(BadgeKind("٨") == .count(8), "Arabic-Indic digits are numbers")
        #expect(BadgeKind("999+") == .capped(999))
        #expect(BadgeKind("New") == .text("New"))
        #expect(BadgeKind("!") == .symbol("!"))
        #expect(BadgeKind("99999999999999999999999") == .symbol("99999999999999999999999"), "no overflow")
    }

    /// What a specifier is depends on whose formatter reads the string: Foundation's `String(format:)`
    /// (C printf and `%@`) on iOS, `java.util.Formatter` on Android.
    @Test func formatSpecifiersFollowThePlatformsFormatter() {
        func tokens(_ text: String, _ syntax: FormatSyntax) -> [String] { FormatSpecifier.parse(text, syntax: syntax).map(\.token) }
        // A `*` width or precision reads an integer argument before the value (printf); Java has no `*`.
        let star = FormatSpecifier.parse("%*d items, %.*f km, %1$*2$d", syntax: .foundation)
        #expect(star.map(\.token) == ["%*d", "%.*f", "%1$*2$d"])
        #expect(star.map(\.widthArguments) == [[nil], [nil], [2]])
        #expect(tokens("%*d", .java).isEmpty)
        // Length modifiers are printf's; `%ld` is no conversion of Java's (UnknownFormatConversionException).
        #expect(tokens("%ld %zu %hhd %qd %Lf", .foundation) == ["%ld", "%zu", "%hhd", "%qd", "%Lf"])
        #expect(tokens("%ld", .java).isEmpty)
        // Java's own: grouping and negative-in-parentheses flags, boolean, hash code, date and time, the
        // previous argument again; `%n` is a line break that reads no argument.
        #expect(tokens("%,d and %(,.2f, %b %h %1$tY-%1$tm %TH, %s%n%<S", .java) == ["%,d", "%(,.2f", "%b", "%h", "%1$tY", "%1$tm", "%TH", "%s", "%<S"])
        let again = FormatSpecifier.parse("%2$s %s %<s", syntax: .java)
        #expect(again.map(\.position) == [2, nil, 1], "%<s reads the argument the specifier before it read")
        #expect(tokens("%<s first", .java).isEmpty, "nothing before it to repeat")
        // `%td` is ptrdiff_t in printf and the day of the month in Java.
        #expect(FormatSpecifier.parse("%td", syntax: .foundation).map(\.conversion) == ["d"])
        #expect(FormatSpecifier.parse("%td", syntax: .java).map(\.conversion) == ["t"])
        #expect(tokens("%@ %i %u %D", .java).isEmpty && tokens("%b %h %,d", .foundation).isEmpty)
        // A `%` that starts no specifier is text, in both.
        for syntax in [FormatSyntax.foundation, .java] {
            #expect(tokens("50% off, 100%, 50 % de remise, 20%-Rabatt", syntax).isEmpty)
        }
        // Star arguments count in the mismatch rule: "%*d" reads two arguments, "%d" one.
        #expect(L10nFormatMismatch.arguments(in: "%*d", platform: .ios).map(\.slot) == ["1", "2"])
        #expect(L10nFormatMismatch.arguments(in: "%s %<s", platform: .material).map(\.slot) == ["1", "1"])
    }

    /// A label is split into parts only when it holds an asset word; a configured word outside ASCII
    /// is looked for in the parts themselves.
    @Test func assetWordsAreFoundInLabelParts() {
        let words = ["ic", "icon", "tab"]
        #expect(VoiceOverLabelAssetName.identifierReason("homeIcon", assetWords: words) == "it is a camelCase name with 'icon'")
        #expect(VoiceOverLabelAssetName.identifierReason("icon-settings", assetWords: words) == "it is a kebab-case name with 'icon'")
        #expect(VoiceOverLabelAssetName.identifierReason("MusicLibrary", assetWords: words) == nil)
        #expect(VoiceOverLabelAssetName.identifierReason("iPhone", assetWords: words) == nil)
        #expect(VoiceOverLabelAssetName.identifierReason("inicioÍcono", assetWords: ["ícono"]) == "it is a camelCase name with 'ícono'")
        // Labels without a full stop are first searched for the words in their bytes, ASCII capitals folded:
        // that holds only where no other scalar changes when lowercased. The Kelvin sign lowercases to "k".
        #expect(VoiceOverLabelAssetName.identifierReason("goBAC\u{212A}", assetWords: ["back"]) == "it is a camelCase name with 'back'")
        #expect(VoiceOverLabelAssetName.identifierReason("tabHome·de", assetWords: words) == "it is a camelCase name with 'tab'")
        #expect(VoiceOverLabelAssetName.identifierReason("Home·de", assetWords: words) == nil)
    }

    /// Shortcuts on bytes give the answers of the tests on characters they spare.
    @Test func byteShortcutsAnswerAsCharacterTests() {
        // A locale's language: a separator followed by a combining mark is no separator of characters.
        for (locale, language) in [("pt-PT", "pt"), ("zh_Hant", "zh"), ("EN-us", "en"), ("sr", "sr"), ("", ""), ("-x", ""),
                                   ("en-\u{301}x", "en-\u{301}x"), ("fil", "fil")] {
            #expect(IntentionalCopy.language(of: locale) == language, "\(locale)")
        }
        // Capitals: one lowercase ASCII letter between ASCII bytes answers no; a letter with a mark is one character.
        for (label, capitals) in [("HOME", true), ("Home", false), ("HOMe", false), ("ÉCOLE", true), ("É", false), ("AB\u{301}", true),
                                  ("Hb\u{301}", false), ("TV·2", true), ("T·v", false)] {
            #expect(VoiceOverLabelFormatting.hasOnlyCapitals(label) == capitals, "\(label)")
        }
    }

    @Test func icuFindsWordsWithoutSpaces() {
        #expect(ICU.words(in: "ホームタブ", locale: "ja") == ["ホーム", "タブ"])
        #expect(ICU.words(in: "Home, tab!", locale: "en") == ["Home", "tab"])
        // Words are cut from the text by UTF-16 offsets: past letters outside the BMP, and with their marks.
        #expect(ICU.words(in: "𝐀𝐁𝐂 e\u{301}cole, 👍 Ça", locale: "fr").map { Array($0.unicodeScalars) }
                == [Array("𝐀𝐁𝐂".unicodeScalars), Array("e\u{301}cole".unicodeScalars), Array("Ça".unicodeScalars)])
        #expect(PluralRules.forLocale("ru")?.categories == [.one, .few, .many, .other])
    }

    /// `baraudit speak` on every example, compared with the reviewed golden file.
    @Test func speakMatchesTheGoldenFile() throws {
        let golden = Repository.root.appendingPathComponent("Tests/golden/speak-examples.txt")
        var files: [DefinitionFile] = []
        for name in Repository.exampleFiles(extension: "xml") {
            let loaded = DefinitionLoader().load(path: "Examples/\(name)", bytes: Array(try Data(contentsOf: Repository.examples.appendingPathComponent(name))))
            files.append(try #require(loaded.definition))
        }
        let output = SpeechPrinter.render(files)
        if ProcessInfo.processInfo.environment["BARAUDIT_UPDATE_GOLDEN"] == "1" {
            try output.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "run with BARAUDIT_UPDATE_GOLDEN=1 to accept a deliberate change, then review the diff")
        #expect(output.contains("  audiobooks  Selected, Audiobooks, Tab, 4 of 7\n"))
        #expect(output.contains("  genius      Genius, Tab, 6 of 7\n"))
    }

    /// The foundation issue's acceptance: Material's published example and its correction.
    @Test func materialExampleFindingsAndItsCorrection() throws {
        let auditor = Auditor(engine: try RuleEngine())
        let published = auditor.audit(file: Repository.examples.appendingPathComponent("material-bottom-navigation.xml").path)
        let found = Set(published.findings.map { "\($0.ruleID) \($0.itemID ?? "-")" })
        #expect(found == [
            "voiceover-label-asset-name birthday",
            "badge-value-missing-context messages",
            "badge-value-missing-context reader",
            "badge-dot-unannounced favorites",
            "badge-overflow-unspoken birthday",
        ])
        let fixed = auditor.audit(file: Repository.examples.appendingPathComponent("material-bottom-navigation-fixed.xml").path)
        #expect(fixed.diagnostics.isEmpty && fixed.findings.isEmpty, "\(fixed.findings.map(\.message))")
    }
}
