import BarAuditModel
@testable import BarAuditLoading
@testable import BarAuditRules
import Testing

/// The rules' byte- and scalar-level readings of ASCII and Latin text (performance round 18) must say what the character-level
/// readings they stand in for say: the same labels folded, the same badge numbers, the same letters counted.
@Suite struct RuleHotPathTests {
    /// Seeded, so that a failure names a text that fails again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    /// Every ASCII scalar is in these texts, with "\r\n" pairs, runs of separators and capitals, and Latin-1 and
    /// Latin Extended letters, marks of punctuation and spaces (and now and then a scalar past U+0300).
    static func latinTexts(count: Int) -> [String] {
        var generator = Generator(state: 18)
        let latin = ["·", "É", "ß", "İ", "\u{85}", "\u{A0}", "¿", "«", "»", "ʼ", "˘", "Ǆ", "ǅ", "ȺȾ", "Ωmega"]
        let pieces = (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + ["\r\n", "  ", "--", "Home", "TAB", "a.b", "$+<=>^`|~"] + latin
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func latinLabelsFoldAsCharactersDo() {
        for text in Self.latinTexts(count: 4_000) {
            let byCharacters = text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
            #expect(VoiceOverLabelNotInName.normalised(text) == byCharacters, "\(Array(text.utf8))")
        }
        // Past U+0300: the characters' reading itself (a combining mark belongs to the full stop before it).
        #expect(VoiceOverLabelNotInName.normalised("Réglages — Général") == "réglages général")
        #expect(VoiceOverLabelNotInName.normalised("ホーム・タブ") == "ホーム タブ")
        #expect(VoiceOverLabelNotInName.normalised("a.\u{301}b") == "a b")
        #expect(VoiceOverLabelNotInName.normalised("Photos·TR") == "photos tr")
    }

    @Test func badgeNumbersReadAsBefore() {
        let expected: [(String, Int?)] = [
            ("8", 8), ("99", 99), ("99+", nil), ("1,234", 1_234), ("1.234", 1_234), ("1 234", 1_234), ("1'234", 1_234),
            ("1,23,456", 123_456), ("12,34,56,789", 123_456_789), ("1,2345", nil), ("1234,567", nil), (",123", nil),
            ("123,", nil), ("1,,234", nil), ("1,2,345", nil), ("1,234,56", nil), ("", nil), (" ", nil), ("12\r\n", nil),
            ("123456789012345", 123_456_789_012_345), ("1234567890123456", nil), ("New", nil),
            ("١٬٢٣٤", 1_234), ("٨", 8), ("1\u{202F}234", 1_234), ("1\u{00A0}234", 1_234), ("万", nil), ("1,2٣4", 1_234), ("١,٢٣٤٥", nil),
        ]
        for (text, number) in expected {
            #expect(BadgeKind.number(text) == number, "\(text)")
        }
    }

    @Test func asciiLettersCountAgainstDictionaryScripts() {
        // Three Thai letters against four Latin ones: not mostly Thai, so ICU's words are counted.
        #expect(VoiceOverLabelVerbose.wordCount("ไทย abcd", icuWords: ["ไ", "ท", "ย", "abcd"]) == 4)
        // Six Thai letters against two Latin ones: the phrases between spaces are counted.
        #expect(VoiceOverLabelVerbose.wordCount("ไทยไทย ab", icuWords: ["ไ", "ท", "ย", "ไ", "ท", "ย", "ab"]) == 2)
        // Digits and symbols are no letters: "ไทย 1234!" is mostly Thai.
        #expect(VoiceOverLabelVerbose.wordCount("ไทย 1234!", icuWords: ["ไ", "ท", "ย", "1234"]) == 2)
    }

    @Test func phrasesAreFoundAsWholeWords() {
        #expect(containsPhrase(["home", "tab"], in: ["my", "home", "tab"]))
        #expect(!containsPhrase(["home", "tab"], in: ["home", "my", "tab"]))
        #expect(!containsPhrase(["tab"], in: []))
        #expect(!containsPhrase([], in: ["tab"]))
    }

    /// Round 19: the asset-name rule's white-space test answers as Unicode's property does, ASCII by value.
    @Test func assetNameWhiteSpaceIsUnicodes() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(VoiceOverLabelAssetName.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    /// Round 19: each item's badge is resolved once per locale with its texts; every check reads that
    /// locale's, as resolving it for the check did (a count, a capped count, a dot, words, a missing key).
    @Test func badgesReadFromTheLocalesTexts() throws {
        let text = """
        <baraudit version="1"><bar id="b" platform="material" sourceLocale="en" locales="en fr de ar" selected="a">
          <item id="a" title="A" badgeKey="n"/><item id="b" title="B" badge="New"/><item id="c" title="C"/><item id="d" title="D" badgeKey="gone"/>
        </bar>
        <strings locale="en"><string key="n">3</string><string key="gone">!</string></strings>
        <strings locale="fr"><string key="n">99+</string></strings>
        <strings locale="de"><string key="n"></string></strings>
        <strings locale="ar"><string key="n">٨</string></strings>
        </baraudit>
        """
        let file = try #require(load("badges.xml", text).definition)
        let bar = try #require(file.bars.first)
        let facts = BarFacts(file: file, bar: bar)
        var kinds: Set<BadgeKind?> = []
        for locale in bar.locales {
            let setting = CheckSetting(facts: facts, locale: locale, localeFacts: facts.facts(in: locale), options: RuleOptions(), suppressionOutcome: nil)
            for (position, item) in bar.items.enumerated() {
                let context = RuleContext(setting: setting, itemAt: position)
                let expected = VoiceOverModel.badge(of: item, bar: bar, file: file, locale: locale)
                #expect(context.badge == expected, "\(item.id) in \(locale)")
                #expect(RuleContext(facts: facts, item: item, locale: locale, options: RuleOptions()).badge == expected)
                kinds.insert(context.badge)
            }
        }
        #expect(kinds.count >= 6, "\(kinds)")
    }

    /// Round 23: the label rules ask whether an item has a translated label without copying it; the answer is
    /// whether `translatedLabel` is there, for a title, an accessibility label, a blank label under a title, a
    /// missing translation of either, a blank translation, a literal and no label at all, by the engine's contexts and one made from outside.
    @Test func translatedLabelFoundWithoutCopyingIt() throws {
        let text = """
        <baraudit version="1"><bar id="b" platform="ios" sourceLocale="en" locales="en fr de" selected="a">
          <item id="a" titleKey="t.a"/><item id="b" titleKey="t.b"><accessibility labelKey="l.b"/></item>
          <item id="c" title="C"><accessibility label=" "/></item><item id="d"/><item id="e" titleKey="t.e"><accessibility label="Eee"/></item>
        </bar>
        <strings locale="en"><string key="t.a">A</string><string key="t.b">B</string><string key="l.b">Bee</string><string key="t.e">E</string></strings>
        <strings locale="fr"><string key="t.a">Á</string><string key="l.b">Abeille</string></strings>
        <strings locale="de"><string key="t.b">Be</string><string key="t.e"> </string></strings>
        </baraudit>
        """
        let file = try #require(load("labels.xml", text).definition)
        let bar = try #require(file.bars.first)
        let facts = BarFacts(file: file, bar: bar)
        var answers: Set<Bool> = []
        for locale in bar.locales {
            let setting = CheckSetting(facts: facts, locale: locale, localeFacts: facts.facts(in: locale), options: RuleOptions(), suppressionOutcome: nil)
            for (position, item) in bar.items.enumerated() {
                let context = RuleContext(setting: setting, itemAt: position)
                let outside = RuleContext(facts: facts, item: item, locale: locale, options: RuleOptions())
                #expect(context.hasTranslatedLabel == (context.translatedLabel != nil), "\(item.id) in \(locale)")
                #expect(outside.hasTranslatedLabel == (outside.translatedLabel != nil), "\(item.id) in \(locale)")
                answers.insert(context.hasTranslatedLabel)
            }
        }
        #expect(answers == [true, false])
    }

    /// Round 19: a small Material bar laid out once per selected item, kept by item position, is laid out as
    /// the bar with that item selected.
    @Test func layoutsSelectingEachItemAsTheBarWithItSelected() throws {
        let text = """
        <baraudit version="1"><bar id="m" platform="material" sourceLocale="en" selected="a">
          <item id="a" title="Home"/><item id="b" title="Library"/><item id="c" title="Downloads and more"/><item id="d" title="You"/>
        </bar></baraudit>
        """
        let file = try #require(load("selected.xml", text).definition)
        let bar = try #require(file.bars.first)
        let facts = BarFacts(file: file, bar: bar)
        for (position, item) in bar.items.enumerated() {
            var shown = bar
            shown.selectedItemID = item.id
            let expected = GeometryModel.layouts(for: shown)
            let kept = facts.layouts(selectingItemAt: position)
            #expect(kept.count == expected.count && !kept.isEmpty)
            for (layout, geometry) in zip(kept, expected) {
                #expect(Array(layout.geometry.tabs) == Array(geometry.tabs))
                #expect(layout.frame == geometry.frame(of: item.id) && layout.frame != nil)
            }
            // Only the selected item shows its label (Material's default "selected" visibility).
            #expect(kept.allSatisfy { $0.frame?.showsTitle == true && $0.frame?.itemID == item.id })
        }
    }

    /// Round 21: each title is measured once per locale with the item's texts, and the content-sized widths
    /// are kept by selected item in the locale's facts; every check finds what a context from outside the
    /// engine finds, which measures its own title and works the widths out unshared (an iOS bar whose iPad
    /// tabs size to their content, with More; a Material bar laid out per selected item; a missing
    /// translation, whose key is shown and measured; a tab without a title).
    @Test func titlesMeasuredOncePerLocaleAsEachCheckMeasuredThem() throws {
        let text = """
        <baraudit version="1">
        <bar id="ios" platform="ios" sourceLocale="en" locales="en de fi">
          <item id="a" titleKey="home"/><item id="b" titleKey="library"/><item id="c" titleKey="settings"/>
          <item id="d" titleKey="downloads"/><item id="e"/><item id="f" titleKey="profile"/>
        </bar>
        <bar id="mat" platform="material" sourceLocale="en" locales="en de fi" selected="a">
          <item id="a" titleKey="home"/><item id="b" titleKey="library"/><item id="c" titleKey="settings"/><item id="d" titleKey="downloads"/>
        </bar>
        <strings locale="en"><string key="home">Home</string><string key="library">Library</string><string key="settings">Settings</string>
          <string key="downloads">Downloads</string><string key="profile">Profile</string></strings>
        <strings locale="de"><string key="home">Startseite</string><string key="library">Bibliotheksverwaltung</string>
          <string key="settings">Kontoeinstellungen und Datenschutz</string><string key="downloads">Heruntergeladene Dateien</string>
          <string key="profile">Benutzerprofil</string></strings>
        <strings locale="fi"><string key="home">Etusivu</string><string key="library">Kirjastonhallintajärjestelmä</string></strings>
        </baraudit>
        """
        let file = try #require(load("titles.xml", text).definition)
        var found = 0
        for bar in file.bars {
            let facts = BarFacts(file: file, bar: bar)
            let style = TextWidths.LabelStyle(bar)
            for locale in bar.locales {
                let localeFacts = facts.facts(in: locale)
                let setting = CheckSetting(facts: facts, locale: locale, localeFacts: localeFacts, options: RuleOptions(), suppressionOutcome: nil)
                for (position, item) in bar.items.enumerated() {
                    let measured = localeFacts.titleMeasurements(reading: nil)[position]
                    if let title = item.title.map({ file.resolve($0, in: bar, locale: locale).text }) {
                        let measurement = TextWidths.builtIn(for: style).measure(title, style: style)
                        #expect(measured?.ems == measurement.ems && measured?.isEstimated == measurement.isEstimated)
                        #expect(measured?.clusters == ICU.measure(title).clusters)
                    } else {
                        #expect(measured == nil)
                    }
                    let rule = L10nTitleTruncation()
                    let engine = RuleContext(setting: setting, itemAt: position)
                    guard rule.applies(to: engine) else { continue }
                    let outside = RuleContext(facts: BarFacts(file: file, bar: bar), item: item, locale: locale, options: RuleOptions())
                    let messages = rule.check(engine).map(\.message)
                    #expect(messages == rule.check(outside).map(\.message), "\(bar.id) \(item.id) \(locale)")
                    found += messages.count
                }
            }
        }
        #expect(found >= 4)
    }

    /// Round 19: an XML file's head is decoded and searched for an Android menu only when its bytes hold
    /// "<menu"; the answer is the search's.
    @Test func menuHeadsFoundByTheirBytes() {
        let menu = "<?xml version=\"1.0\"?>\n<menu xmlns:android=\"http://schemas.android.com/apk/res/android\"><item android:id=\"@+id/a\"/></menu>"
        #expect(DefinitionLoader.importKind(of: SourceText(path: "res/menu/nav.xml", bytes: Array(menu.utf8))) == .androidMenu)
        let bar = xmlBar(#"<item id="a" title="A"/>"#)
        #expect(DefinitionLoader.importKind(of: SourceText(path: "bars.xml", bytes: Array(bar.utf8))) == nil)
        let mentions = "<!-- <menu> -->" + bar
        #expect(DefinitionLoader.importKind(of: SourceText(path: "bars.xml", bytes: Array(mentions.utf8))) == nil)
        // Past the first 4,096 bytes a menu is not looked for.
        let late = "<!--" + String(repeating: " ", count: 4_100) + "-->" + menu
        #expect(DefinitionLoader.importKind(of: SourceText(path: "late.xml", bytes: Array(late.utf8))) == nil)
        for (needle, haystack, found) in [("<menu", "<men", false), ("<menu", "x<menu", true), ("<menu", "<me<menu", true), ("ab", "", false), ("ab", "a", false)] {
            #expect(DefinitionLoader.containsBytes(of: needle, in: Array(haystack.utf8)[...]) == found, "\(needle) in \(haystack)")
        }
    }
}

extension RuleHotPathTests {
    /// Words found without ICU's iterator (performance round 34) are ICU's: random texts rich in what its word rules
    /// treat apart (letters, digits, `@`, `_`, full stops, apostrophes, commas, semicolons, `·`, Arabic separators,
    /// spaces, line ends) and in every scalar up to U+07FF, with marks and scalars past it now and then, in locales of
    /// every kind of word rules; and the texts and locales the fast path leaves to ICU.
    @Test func simpleWordsAreICUs() {
        var generator = Generator(state: 34)
        let pieces = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
            + ["a", "Z", "7", "0", "@", "_", "__", ".", "'", ",", ";", " ", "\r\n", "I.B.M.", "3,5", "don't", "a_1", "x@y.z",
               "é", "·", "l·l", "Ж", "ё", "ω", "΄", "٣", "٫", "٬", "،", "ب", "ـ", "ա", "՚", "\u{301}", "\u{5D0}", "ー", "😀", "\u{AD}"]
        let locales = ["en", "de", "ar", "he", "ja", "zh-Hans", "th", "sv", "fi", "ru", "cy", "en-US", "", "xx-Unknown"]
        var found = 0
        for round in 0..<12_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? String(Unicode.Scalar(UInt32.random(in: 0x80..<0x800, using: &generator)) ?? "a")
                    : pieces.randomElement(using: &generator)!
            }.joined()
            let locale = locales[round % locales.count]
            let fast = ICU.simpleWords(in: text, locale: locale)
            if text.contains(":") || text.unicodeScalars.contains(where: { $0.value >= 0x800 }) { #expect(fast == nil) }
            if let fast {
                found += 1
                #expect(fast == ICU.icuWords(in: text, locale: locale), "\(text.unicodeScalars.map { String($0.value, radix: 16) }) in '\(locale)'")
            }
        }
        // Most texts are found without ICU: the test is not of the fall-back alone.
        #expect(found > 6_000)
        for (text, locale) in [("Paramètres", "fr"), ("Настройки", "ru"), ("الإعدادات", "ar"), ("l·l", "ca"), ("Ρυθμίσεις", "el")] {
            #expect(ICU.simpleWords(in: text, locale: locale) == ICU.icuWords(in: text, locale: locale))
            #expect(ICU.simpleWords(in: text, locale: locale) != nil)
        }
        // Where ICU's rules differ by locale on ASCII, ICU is asked.
        #expect(ICU.simpleWords(in: "a:b", locale: "sv") == nil)
        #expect(ICU.words(in: "a:b", locale: "sv") == ["a:b"])
        #expect(ICU.words(in: "a:b", locale: "en") == ["a", "b"])
        #expect(ICU.simpleWords(in: "a.b", locale: "en-US-POSIX") == nil)
        #expect(ICU.simpleWords(in: "a.b", locale: "en-US-u-va-POSIX") == nil)
        #expect(ICU.words(in: "a.b", locale: "en") == ["a.b"])
        #expect(ICU.simpleWords(in: "שלום", locale: "he") == nil)
    }
}

extension RuleHotPathTests {
    /// Texts of Latin, Greek, Cyrillic, Hebrew and Arabic letters counted without ICU (performance round 34) count as
    /// ICU counts them: every scalar of the ranges alone and beside its neighbours, random texts of them with scalars
    /// just outside (a soft hyphen, combining marks, Arabic's prepended and format characters, a wide letter), which
    /// ICU must measure.
    @Test func simpleLetterClustersAreICUs() {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F,
                                             0x5D0...0x5F4, 0x620...0x64A, 0x660...0x66F, 0x671...0x6D5]
        let inside = ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init)
        for (index, scalar) in inside.enumerated() {
            let text = String(String.UnicodeScalarView([scalar, inside[(index + 1) % inside.count], scalar]))
            #expect(ICU.clustersOfSimpleLetters(text) == 3)
            #expect(ICU.measureWithICU(text) == (3, 0), "U+\(String(scalar.value, radix: 16))")
        }
        let outside: [UInt32] = [0xAD, 0x300, 0x483, 0x489, 0x591, 0x5C7, 0x600, 0x61C, 0x64B, 0x670, 0x6DD, 0x200D, 0x3042, 0x1F600, 0xD, 0xA]
        var generator = Generator(state: 34)
        for _ in 0..<4_000 {
            let scalars = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0..<10, using: &generator) == 0
                    ? Unicode.Scalar(outside.randomElement(using: &generator)!)!
                    : inside.randomElement(using: &generator)!
            }
            let text = String(String.UnicodeScalarView(scalars))
            let icu = ICU.measureWithICU(text)
            if let fast = ICU.clustersOfSimpleLetters(text) {
                #expect(fast == icu.clusters && icu.wide == 0, "\(scalars.map { String($0.value, radix: 16) })")
            } else {
                #expect(scalars.contains { scalar in !ranges.contains { $0.contains(scalar.value) } })
            }
            #expect(ICU.measure(text) == icu)
        }
    }
}

extension RuleHotPathTests {
    /// Texts `bidi-unisolated-placeholder` does not lay out (performance round 34) show the same with and without each
    /// placeholder isolated, as ICU lays them out: random texts of Latin, Greek and Cyrillic letters, digits, neutral
    /// punctuation, combining marks and placeholders of both syntaxes, read in a right-to-left paragraph by default.
    @Test func textsInLogicalOrderLayOutSo() {
        var generator = Generator(state: 34)
        let pieces = ["a", "Z", "é", "Ж", "ω", "1", "23", " ", "-", "+", "(", ")", "[", "/", ".", ",", ":", "%", "#", "$", "\u{301}",
                      "%d", "%@", "%1$@", "%2$d", "%s", "%ld", "{count}", "%%", "Maps", "·", "«", "»"]
        var fast = 0
        for round in 0..<3_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let syntax: FormatSyntax = round % 2 == 0 ? .foundation : .java
            let specifiers = FormatSpecifier.parse(text, syntax: syntax)
            guard BidiUnisolatedPlaceholder.laysOutInLogicalOrder(text, specifiers) else { continue }
            fast += 1
            let plain = BidiUnisolatedPlaceholder.display(text, specifiers, isolating: nil)
            for index in specifiers.indices {
                #expect(BidiUnisolatedPlaceholder.display(text, specifiers, isolating: index) == plain, "\(text) isolating \(index)")
            }
        }
        #expect(fast > 1_000)
        // Without a Latin letter of its own, or with a right-to-left letter, a text is laid out.
        #expect(!BidiUnisolatedPlaceholder.laysOutInLogicalOrder("%@ 12", FormatSpecifier.parse("%@ 12", syntax: .foundation)))
        #expect(!BidiUnisolatedPlaceholder.laysOutInLogicalOrder("%d خرائط", FormatSpecifier.parse("%d خرائط", syntax: .foundation)))
        #expect(!BidiUnisolatedPlaceholder.laysOutInLogicalOrder("Maps\n%d", FormatSpecifier.parse("Maps\n%d", syntax: .foundation)))
    }
}
