import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Round 3 of the independent oracles (README, "Round 3: String Catalog states, format specifiers and
/// localized digits"): what Xcode builds from a String Catalog, and the digits a count is written in.
extension OracleRegressionTests {
    // `xcstringstool compile` builds every unit that has a value, whatever its state (the state is the
    // editor's review status; Xcode marks translations needs_review when their source text changes, and
    // the app keeps showing them): units in state new and needs_review counted as missing (round 2's open
    // item). A localization without a unit, or a unit without a value, builds nothing.
    @Test func stringCatalogUnitsAreBuiltWhateverTheirState() throws {
        let scratch = Scratch()
        func unit(_ value: String, _ state: String?) -> String {
            #"{"stringUnit":{"#
                + (state.map { #""state":"\#($0)","# } ?? "") + #""value":"\#(value)"}}"#
        }
        let states: [String?] = ["new", "needs_review", "stale", "translated", nil]
        let localizations = zip(["de", "fr", "ru", "ja", "pl"], states).map { "\"\($0)\":" + unit("T \($0)", $1) }.joined(separator: ",")
        let plural = #"{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld Datei"}},"other":{"stringUnit":{"state":"needs_review","value":"%lld Dateien"}}}}}"#
        let catalog = StringCatalog.read(path: scratch.write("Localizable.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"#
            + #""k":{"localizations":{"# + localizations + "}},"
            + #""p":{"localizations":{"de":"# + plural + "}},"
            + #""e":{"localizations":{"de":{},"fr":{"variations":{"plural":{}}},"ru":{"stringUnit":{"state":"new"}}}}}}"#))
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        for locale in ["de", "fr", "ru", "ja", "pl"] {
            #expect(catalog.tables[locale]?["k"]?.content == .text("T \(locale)"), "\(locale)")
        }
        guard case .plural(let forms)? = catalog.tables["de"]?["p"]?.content else { Issue.record("no plural"); return }
        #expect(forms.map(\.text) == ["%lld Datei", "%lld Dateien"])
        #expect(["de", "fr", "ru"].allSatisfy { catalog.tables[$0]?["e"] == nil }, "nothing to build: the key is missing there")
    }

    // A key marked `shouldTranslate: false` is in the source language only; CFBundle returns the key where a
    // language has no entry (swift-corelibs-foundation, CFBundle_Strings.c). Xcode's keys are their source
    // texts, so the app shows what was intended: not missing. An identifier key is still shown as such.
    @Test(arguments: [("Mailbox Pro", "Mailbox Pro", false), ("brand", "Mailbox Pro", true)])
    func aKeyNotToTranslateShowsItsKey(_ key: String, _ source: String, _ reported: Bool) throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
            <bar id="b" platform="ios" sourceLocale="en" locales="en de" selected="a"><item id="a" titleKey="t"><accessibility valueKey="\(key)"/></item></bar>
            <strings locale="en"><string key="t">Mail</string><string key="\(key)">\(source)</string></strings>
            <strings locale="de"><string key="t">Post</string></strings>
            </baraudit>
            """
        var loader = DefinitionLoader()
        loader.doNotTranslate = [key]
        let definition = try #require(loader.load(path: "dnt.xml", bytes: Array(document.utf8)).definition)
        var settings = RuleSettings()
        settings.enabled = ["l10n-string-missing"]
        let findings = try RuleEngine(settings: settings).audit(definition).findings.filter { $0.ruleID == "l10n-string-missing" }
        #expect(findings.isEmpty != reported, "\(key): \(findings.map(\.message))")
        if reported { #expect(findings.first?.message == "the value key 'brand' has no text in 'de'; iOS shows the key itself") }
    }

    // A catalog key not to translate without a source-language unit is its own source text (it was left
    // out of the source table, and reported missing in every language, the source's too).
    @Test func aKeyNotToTranslateWithoutUnitsIsItsSourceText() {
        let scratch = Scratch()
        let catalog = StringCatalog.read(path: scratch.write("Localizable.xcstrings",
            #"{"sourceLanguage":"en","version":"1.0","strings":{"Mailbox Go":{"shouldTranslate":false}}}"#))
        #expect(catalog.tables["en"]?["Mailbox Go"]?.content == .text("Mailbox Go"))
        #expect(catalog.doNotTranslateKeys == ["Mailbox Go"])
    }

    // A count is written in the digits of the locale's default numbering system (ICU 72 / CLDR 42), as
    // java.util.Formatter and CFString's localized formatting write it: Arabic ١٢, Persian and Urdu in
    // India ۱۲, Bengali ১২, Marathi १२; Hindi, Thai, Urdu and Moroccan Arabic 12. Hexadecimal, objects and
    // placeholders keep Latin digits.
    @Test(arguments: [("ar", "١٢"), ("ar-EG", "١٢"), ("ar-MA", "12"), ("fa", "۱۲"), ("ur", "12"), ("ur-IN", "۱۲"), ("hi", "12"),
                      ("bn", "১২"), ("th", "12"), ("mr", "१२"), ("ne", "१२"), ("he", "12"), ("en", "12")])
    func aCountIsWrittenInTheLocalesDigits(_ locale: String, _ digits: String) throws {
        for syntax in [FormatSyntax.foundation, .java] {
            #expect(FormatSpecifier.substitute(12, in: "%d new", syntax: syntax, locale: locale) == "\(digits) new", "\(locale) \(syntax)")
        }
        #expect(FormatSpecifier.substitute(12, in: "%x %@ {count}", syntax: .foundation, locale: locale) == "12 12 12")
        guard locale != "en" else { return }
        let findingsXML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
            <bar id="b" platform="material" sourceLocale="en" locales="en \(locale)" selected="a"><item id="a" titleKey="t" badge="12"><accessibility valueKey="n"/></item></bar>
            <strings locale="en"><string key="t">Mail</string><plural key="n"><variant category="one">%d new</variant><variant category="other">%d new</variant></plural></strings>
            <strings locale="\(locale)"><string key="t">Mail \(locale)</string><plural key="n"><variant category="other">%d x</variant></plural></strings>
            </baraudit>
            """
        let definition = try #require(DefinitionLoader().load(path: "digits.xml", bytes: Array(findingsXML.utf8)).definition)
        let bar = try #require(definition.bars.first)
        #expect(definition.resolve(bar.items[0].accessibility.value!, in: bar, locale: locale, count: 12).text == "\(digits) x")
    }

    // A badge is a sample of a count the app formats, grouped or not: "1,234" and Arabic "١٬٢٣٤" are
    // 1234 (Arabic 'many'), not a symbol whose value form stayed unfilled ('other', "%d").
    @Test(arguments: [("1,234", 1234), ("١٬٢٣٤", 1234), ("1.234", 1234), ("1 234", 1234), ("1\u{202F}234", 1234), ("1,23,456", 123456),
                      ("12", 12), ("١٢", 12), ("1.5", nil), ("1,2", nil), (",123", nil), ("1,,234", nil), ("12,", nil), ("1234,567", nil)])
    func aGroupedBadgeIsACount(_ badge: String, _ count: Int?) {
        #expect(BadgeKind(badge).number == count, "\(badge)")
    }
}
