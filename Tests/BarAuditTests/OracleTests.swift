import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Regressions found by checking the plural, format-specifier and bidi rules against independent oracles
/// (CLDR 42 through Python's babel, java.util.Formatter's and CFString's own parsers, python-bidi):
/// see README, "Checked against independent oracles".
@Suite struct OracleRegressionTests {
    /// A plural value in the source and one single string in the translation.
    private func singleValue(platform: String = "ios", locale: String, _ value: String) -> String {
        """
        <bar id="b" platform="\(platform)" sourceLocale="en" locales="en \(locale)" selected="a"><item id="a" titleKey="t" badge="3"><accessibility valueKey="n"/></item></bar>
        <strings locale="en"><string key="t">Mail</string><plural key="n"><variant category="one">%d email</variant><variant category="other">%d emails</variant></plural></strings>
        <strings locale="\(locale)"><string key="t">Mail \(locale)</string><string key="n">\(value)</string></strings>
        """
    }

    // CLDR gives Japanese, Korean, Chinese, Indonesian, Malay, Thai, Vietnamese… one plural form, "other":
    // a single string says every count correctly there (76 locale tags were reported before).
    @Test(arguments: [("ja", "未読%d件"), ("ko", "읽지 않은 메일 %d개"), ("zh-Hant-TW", "%d 封未讀郵件"), ("id", "%d email belum dibaca"),
                      ("th", "อีเมล %d ฉบับ"), ("vi", "%d email chưa đọc"), ("yue", "%d 封")])
    func aLanguageWithOneFormNeedsNoPluralVariants(_ locale: String, _ value: String) throws {
        for platform in ["ios", "material"] {
            let findings = try ruleFindings("badge-value-not-pluralized", singleValue(platform: platform, locale: locale, value))
            #expect(findings.isEmpty, "\(platform) \(locale): \(findings.map(\.message))")
        }
    }

    @Test(arguments: [("de", "%d ungelesene E-Mails"), ("ru", "%d непрочитанных писем"), ("fr", "%d e-mails non lus")])
    func aLanguageWithSeveralFormsStillNeedsThem(_ locale: String, _ value: String) throws {
        let findings = try ruleFindings("badge-value-not-pluralized", singleValue(locale: locale, value))
        #expect(findings.count == 1, "\(locale): \(findings.map(\.message))")
    }

    // java.util.Formatter reads `<` as a flag wherever the flags are, and it wins over an explicit
    // position: `%2$<f` formats the previous argument (IllegalFormatConversionException for an Integer).
    @Test(arguments: [
        ("%d", "%d %2$<f", true), ("%d", "%d %1$<d", false), ("%s", "%s %1$<s", false), ("%d %s", "%d %2$<d %s", false),
        ("%s", "%s %3$<s", false), ("%d items", "%d %,<d", false), ("%d", "%d %-<5f", true),
    ])
    func javaRelativeIndexWinsOverAPosition(_ source: String, _ translation: String, _ mismatched: Bool) throws {
        let xml = translation.replacingOccurrences(of: "<", with: "&lt;")
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle(platform: "material", source, locale: "de", xml))
        #expect(findings.isEmpty != mismatched, "'\(source)' → '\(translation)': \(findings.map(\.message))")
    }

    // A translation that only leaves an argument out is a warning (Android Lint's StringFormatCount; no
    // formatter crashes on an unused argument); a wrong kind or an extra argument stays an error, and so
    // does an iOS translation that reads its arguments by order, since a value may shift into another's place.
    @Test(arguments: [
        ("material", "%1$s has %2$d new", "%1$s hat neue", Severity.warning), ("material", "%d new", "Neue", .warning),
        ("material", "%s and %d", "%s und", .warning), ("material", "%d new", "%s neu", .error), ("material", "%s", "%s %d", .error),
        ("ios", "%1$@ has %2$d new", "%1$@ hat neue", .warning), ("ios", "%d emails", "E-Mails", .warning),
        ("ios", "%1$@ has %2$d new", "%2$d neue", .warning), ("ios", "%d of %d", "%d", .error), ("ios", "%*d waiting", "%d wartend", .error),
        ("ios", "%@", "%@ %d", .error), ("ios", "%d new", "%@ neu", .error),
    ])
    func aLeftOutArgumentIsAWarning(_ platform: String, _ source: String, _ translation: String, _ severity: Severity) throws {
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle(platform: platform, source, locale: "de", translation))
        #expect(findings.count == 1 && findings.first?.severity == severity, "\(platform) '\(source)' → '\(translation)': \(findings.map { "\($0.severity): \($0.message)" })")
    }

    // aapt2 decodes `\uXXXX` in string resources: `\u0025d` is the specifier `%d` (the importer kept
    // "u0025d" and reported a translation without its count), `Caf\u00e9` is "Café".
    @Test(arguments: [("\\u0025d neu", "%d neu"), ("Caf\\u00e9", "Café"), ("\\u0025\\u0025", "%%"),
                      ("\\u00", "u00"), ("\\uZZ", "uZZ"), ("x\\u004", "xu004"), ("\\n\\u0041\\'", "\nA'")])
    func androidUnicodeEscapes(_ raw: String, _ text: String) {
        #expect(StringsFiles.androidText(raw) == text)
    }

    @Test func anEscapedSpecifierIsTheSpecifier() throws {
        let scratch = Scratch()
        scratch.write("app/src/main/res/menu/nav.xml", """
            <menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <item android:id="@+id/inbox" android:title="@string/inbox" app:contentDescription="@string/inbox_cd"/><item android:id="@+id/sent" android:title="@string/sent"/></menu>
            """)
        scratch.write("app/src/main/res/layout/main.xml", """
            <com.google.android.material.bottomnavigation.BottomNavigationView xmlns:app="http://schemas.android.com/apk/res-auto" app:menu="@menu/nav"/>
            """)
        scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"inbox\">Inbox</string><string name=\"sent\">Sent</string><string name=\"inbox_cd\">Inbox, %1$d new from %2$s</string></resources>")
        scratch.write("app/src/main/res/values-de/strings.xml", "<resources><string name=\"inbox\">Posteingang</string><string name=\"sent\">Gesendet</string><string name=\"inbox_cd\">Posteingang, \\u00251$d neu von \\u00252$s</string></resources>")
        let definition = try #require(Auditor.load(scratch.path("app/src/main/res/menu/nav.xml")).definition)
        #expect(definition.strings["de"]?.entries["inbox_cd"]?.content == .text("Posteingang, %1$d neu von %2$s"))
        var settings = RuleSettings()
        settings.enabled = ["l10n-format-mismatch"]
        let findings = try RuleEngine(settings: settings).audit(definition).findings.filter { $0.ruleID == "l10n-format-mismatch" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    // A locale written as an ICU or Apple ID (`pt_PT`, `ar_EG`, `zh_Hant_TW`, as older `.lproj` folders
    // name it) has the same script and direction as its BCP 47 tag: bidi-direction-mismatch judged none
    // of the 599 such IDs CLDR 42 has.
    @Test(arguments: [("ar_EG", "Preferences"), ("he_IL", "Preferences"), ("pt_PT", "הגדרות"), ("zh_Hant_TW", "الإعدادات"), ("sr_Latn_RS", "הגדרות")])
    func anUnderscoredLocaleIDHasItsDirection(_ locale: String, _ title: String) throws {
        let findings = try ruleFindings("bidi-direction-mismatch", oneTitle("Settings", locale: locale, title))
        #expect(findings.count == 1, "\(locale) '\(title)': \(findings.map(\.message))")
        let hyphenated = try ruleFindings("bidi-direction-mismatch", oneTitle("Settings", locale: locale.replacingOccurrences(of: "_", with: "-"), title))
        #expect(findings.map(\.message.count) == hyphenated.map(\.message.count))
    }

    // UAX #9 (X8) ends every embedding, override and isolate at the end of a paragraph: an opener on one
    // line of a label is not closed by a PDF or PDI on the next (the only disagreements with a UAX #9
    // matcher on 15,000 random strings of controls, letters and separators).
    @Test(arguments: [
        ("\u{202B}البريد\n\u{202C}", ["opens RLE at character 1 without a closing PDF before the paragraph ends at character 8", "has a PDF at character 9 with no embedding or override open"]),
        ("\u{2067}البريد\u{2029}\u{2069}", ["opens RLI at character 1 without a closing PDI before the paragraph ends at character 8", "has a PDI at character 9 with no isolate open"]),
        ("\u{2068}%@\u{2069}\r\n\u{2068}%@\u{2069} البريد", []),
        ("\u{202A}Gmail\u{202C}\nالبريد", []),
    ])
    func aParagraphSeparatorEndsEveryOpener(_ title: String, _ expected: [String]) throws {
        let findings = try ruleFindings("bidi-controls-unbalanced", oneTitle("Inbox", locale: "ar", title))
        if expected.isEmpty {
            #expect(findings.isEmpty, "\(findings.map(\.message))")
        } else {
            let message = try #require(findings.first?.message)
            for part in expected { #expect(message.contains(part), "\(message)") }
        }
    }

    // CFString reads an argument for `%n` (a pointer it no longer writes to) and prints nothing: a `%n`
    // copied from an Android string into an iOS one moves every argument after it (26 of the iOS edge pairs).
    @Test(arguments: [
        ("%@ and %d", "%@%n und %d", true), ("Hello %@", "%nHallo %@", true), ("%d new", "%d neu%n", true),
        ("%1$@ and %2$d", "%1$@ und %2$d", false), ("Hello %@", "Hallo %@", false),
    ])
    func iosPercentNReadsAnArgument(_ source: String, _ translation: String, _ mismatched: Bool) throws {
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle(source, locale: "de", translation))
        #expect(findings.isEmpty != mismatched, "'\(source)' → '\(translation)': \(findings.map(\.message))")
        // It prints nothing: no sample value for the bidi rules, nothing spoken.
        #expect(FormatSpecifier.substitute(3, in: "%d neu%n", syntax: .foundation) == "3 neu")
        #expect(try ruleFindings("bidi-unisolated-placeholder", oneTitle("x", locale: "he", "שלום%n")).isEmpty)
    }
}

/// Which counts reach each plural category, in every language CLDR 42 has plural rules for (174 with
/// pt-PT): ICU 72's answers, which l10n-plural-missing, -unused and -implied-number grade with, against
/// CLDR 42 as Python's babel 2.12.1 evaluates its rules.
@Suite(.enabled(if: ExternalTools.babel || ExternalTools.isCI, "needs Python babel 2.12.1 (bash .ci/run installs it)"))
struct PluralReachOracleTests {
    @Test func icuReachMatchesCLDRFromBabelInEveryLanguage() throws {
        try #require(ExternalTools.babel, "Python babel is not installed")
        let script = Repository.root.appendingPathComponent("Tests/external/cldr_plural_reach.py").path
        let result = try ExternalTools.python([script])
        try #require(result.status == 0, "\(result.output)")
        let oracle = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: [String: Any]])
        #expect(oracle.count >= 170, "\(oracle.count) languages")
        for (locale, entry) in oracle.sorted(by: { $0.key < $1.key }) {
            let rules = try #require(PluralRules.forLocale(locale))
            #expect(!rules.isFallback, "ICU has plural data for \(locale)")
            #expect(rules.categories.map(\.rawValue).sorted() == entry["categories"] as? [String], "\(locale): ICU \(rules.categories)")
            let reach = try #require(entry["reach"] as? [String: [String: Any]])
            for category in rules.categories {
                let expected = reach[category.rawValue] ?? [:]
                let actual = rules.reach[category]
                #expect(actual?.integers == (expected["integers"] as? [Int] ?? []), "\(locale) \(category): integers")
                #expect(actual?.millions == (expected["millions"] as? [Int] ?? []), "\(locale) \(category): millions")
                #expect(Set(actual?.fractions ?? []) == Set(expected["fractions"] as? [String] ?? []), "\(locale) \(category): fractions")
            }
        }
    }
}
