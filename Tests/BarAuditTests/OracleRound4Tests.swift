@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Testing

/// Round 4 of the independent oracles (README, "Round 4: grouped counts, …"): how each platform groups
/// the count it formats into a localized string.
extension OracleRegressionTests {
    // CFString formats a localized `%d` with a decimal-style CFNumberFormatter of the locale
    // (`__CFStringFormatLocalizedNumber`), which groups: 1234 is "1,234" on iOS, not "1234" (round 3 left
    // the transcript ungrouped). Indian locales group by two before the last three; French and Russian
    // with a narrow or plain no-break space. Spanish groups four digits too: the formatter ICU opens for
    // CFNumberFormatter takes its grouping from the pattern, not CLDR's minimum grouping digits.
    @Test(arguments: [("en", 1234, "1,234"), ("de", 1234, "1.234"), ("es", 1234, "1.234"), ("de-CH", 1234, "1’234"),
                      ("fr", 1234, "1\u{202F}234"), ("ru", 1234, "1\u{A0}234"), ("ar", 1234, "١٬٢٣٤"), ("fa", 1234, "۱٬۲۳۴"),
                      ("hi", 123456, "1,23,456"), ("bn", 123456, "১,২৩,৪৫৬"), ("en", 999, "999"), ("ar", 12, "١٢")])
    func iOSGroupsALocalizedCount(_ locale: String, _ count: Int, _ shown: String) {
        #expect(FormatSpecifier.substitute(count, in: "%d new", syntax: .foundation, locale: locale) == "\(shown) new")
        #expect(FormatSpecifier.substitute(count, in: "%lu new", syntax: .foundation, locale: locale) == "\(shown) new")
        #expect(FormatSpecifier.substitute(count, in: "%x new", syntax: .foundation, locale: locale) == "\(count) new", "CFString localizes no hexadecimal")
        #expect(FormatSpecifier.substitute(count, in: "%d new", syntax: .foundation) == "\(count) new", "String(format:) without a locale")
    }

    // java.util.Formatter groups only with the `,` flag, and then every group has the locale's primary
    // size (`Formatter.localizedMagnitude` reads `getGroupingSize()` alone): Hindi 123456 is "123,456"
    // with `%,d` and "123456" with `%d`.
    @Test(arguments: [("en", 1234, "1,234", "1234"), ("de", 1234, "1.234", "1234"), ("ar", 1234, "١٬٢٣٤", "١٢٣٤"),
                      ("hi", 123456, "123,456", "123456"), ("bn", 123456, "১২৩,৪৫৬", "১২৩৪৫৬")])
    func javaGroupsOnlyWithTheCommaFlag(_ locale: String, _ count: Int, _ grouped: String, _ plain: String) {
        #expect(FormatSpecifier.substitute(count, in: "%,d / %1$,d new", syntax: .java, locale: locale) == "\(grouped) / \(grouped) new")
        #expect(FormatSpecifier.substitute(count, in: "%d new", syntax: .java, locale: locale) == "\(plain) new")
    }

    // TalkBack says a tab's position with getString(R.string.list_index_template, index, count), which
    // formats with the configuration's locale: "١ من ٢" in Arabic (Latin in Moroccan Arabic, whose
    // default numbering system is Latin); it was written in Latin digits whatever the language.
    @Test(arguments: [("ar", ["١ من ٢", "٢ من ٢"]), ("ar-EG", ["١ من ٢", "٢ من ٢"]), ("ar-MA", ["1 من 2", "2 من 2"]), ("de", ["1 von 2", "2 von 2"])])
    func talkBackSaysThePositionInTheLocalesDigits(_ locale: String, _ positions: [String]) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
            <bar id="b" platform="material" sourceLocale="en" locales="en \(locale)" selected="a"><item id="a" title="Mail"/><item id="c" title="Map"/></bar>
            </baraudit>
            """
        let definition = try #require(DefinitionLoader().load(path: "positions.xml", bytes: Array(xml.utf8)).definition)
        let spoken = TalkBackModel.speak(definition.bars[0], in: definition, locale: locale)
        for (tab, position) in zip(spoken, positions) {
            #expect(tab.text.hasSuffix(position), "\(locale): \(tab.text)")
        }
    }
}
