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

/// Round 2 (README, "Round 2: the files apps ship"): `.stringsdict` and String Catalog plurals as
/// Foundation reads them, against an oracle written from Apple's documentation of the formats.
extension OracleRegressionTests {
    private func stringsdict(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>n</key><dict>\(entries)</dict></dict></plist>
        """
    }

    private func variable(_ name: String, _ forms: [(String, String)], type: String = "d") -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
            + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
    }

    /// The plural findings of a key whose en and ru texts come from these `.stringsdict` entries.
    private func pluralFindings(_ rule: String, en: String, ru: String) throws -> [Finding] {
        let scratch = Scratch()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1"><bar id="b" platform="ios" sourceLocale="en" locales="en ru" selected="a"><item id="a" title="Files" badge="3"><accessibility valueKey="n"/></item></bar>
            <strings locale="en"><string key="n">x</string></strings><strings locale="ru"><string key="n">x</string></strings></baraudit>
            """
        var definition = try #require(DefinitionLoader().load(path: "b.xml", bytes: Array(xml.utf8)).definition)
        for (locale, entries) in [("en", en), ("ru", ru)] {
            let table = StringsFiles.stringsdict(path: scratch.write("\(locale).lproj/Localizable.stringsdict", stringsdict(entries)))
            #expect(table.diagnostics.isEmpty, "\(table.diagnostics)")
            definition.strings[locale]?.entries["n"] = try #require(table.entries["n"])
        }
        var settings = RuleSettings()
        settings.enabled = [rule]
        return try RuleEngine(settings: settings).audit(definition).findings.filter { $0.ruleID == rule }
    }

    private static let enFiles = [("one", "%d file"), ("other", "%d files")]
    private static let enFolders = [("one", "%d folder"), ("other", "%d folders")]
    private static let ruFiles = [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]

    // Every variable of a sentence chooses its form for its own argument, so each needs every form of the
    // language: only the file's first variable was read, and a second one without 'few' and 'many' (or a
    // first one defined after another) was never judged.
    @Test(arguments: [false, true])
    func everyPluralVariableOfASentenceIsJudged(_ definedInOtherOrder: Bool) throws {
        let en = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>" + variable("files", Self.enFiles) + variable("folders", Self.enFolders)
        let ruFolders = variable("folders", [("one", "%d папке"), ("other", "%d папках")])
        let ru = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ в %#@folders@</string>"
            + (definedInOtherOrder ? ruFolders + variable("files", Self.ruFiles) : variable("files", Self.ruFiles) + ruFolders)
        let findings = try pluralFindings("l10n-plural-missing", en: en, ru: ru)
        #expect(findings.map(\.message).sorted() == [
            "plural 'n' (its variable 'folders') in 'ru' has no 'few' form, which 'ru' uses for 2, 3, 4, 22, 23, 24…",
            "plural 'n' (its variable 'folders') in 'ru' has no 'many' form, which 'ru' uses for 0, 5, 6, 7, 8, 9…",
        ], "\(findings.map(\.message))")
    }

    // Each form is the whole sentence, the other variables at their 'other' form; a numbered variable
    // (`%1$#@files@`) and one named inside another's form (nested) are filled too. The sentence kept
    // '%#@folders@', which bidi-unisolated-placeholder reported as a placeholder in Arabic and Hebrew.
    @Test func formsArePutIntoTheWholeSentence() throws {
        let scratch = Scratch()
        let numbered = StringsFiles.stringsdict(path: scratch.write("a.stringsdict", stringsdict(
            "<key>NSStringLocalizedFormatKey</key><string>%2$#@folders@: %1$#@files@</string>"
                + variable("files", [("one", "%1$d file"), ("other", "%1$d files")]) + variable("folders", [("one", "%2$d folder"), ("other", "%2$d folders")]))))
        guard case .plural(let variants)? = numbered.entries["n"]?.content else { Issue.record("no plural"); return }
        #expect(variants.map(\.text) == ["%2$d folder: %1$d files", "%2$d folders: %1$d files", "%2$d folders: %1$d file", "%2$d folders: %1$d files"])
        #expect(variants.map(\.variable) == [nil, nil, "files", "files"])
        let nested = StringsFiles.stringsdict(path: scratch.write("b.stringsdict", stringsdict(
            "<key>NSStringLocalizedFormatKey</key><string>%#@files@</string>"
                + variable("files", [("one", "%d file in %#@folders@"), ("other", "%d files in %#@folders@")]) + variable("folders", Self.enFolders))))
        guard case .plural(let nestedVariants)? = nested.entries["n"]?.content else { Issue.record("no plural"); return }
        #expect(nestedVariants.map(\.text) == ["%d file in %d folders", "%d files in %d folders", "%d files in %d folder", "%d files in %d folders"])
        #expect(!nestedVariants.contains { $0.text.contains("#@") })
    }

    // A complete sentence of two variables in Russian has nothing missing, nothing unused and no
    // mismatched specifier; the forms of both variables are compared with the source's sentence.
    @Test func aCompleteSentenceOfTwoVariablesHasNoFindings() throws {
        let en = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>" + variable("files", Self.enFiles) + variable("folders", Self.enFolders)
        let ru = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ в %#@folders@</string>" + variable("files", Self.ruFiles)
            + variable("folders", [("one", "%d папке"), ("few", "%d папках"), ("many", "%d папках"), ("other", "%@ папках")])
        for rule in ["l10n-plural-missing", "l10n-plural-unused", "l10n-plural-implied-number"] {
            #expect(try pluralFindings(rule, en: en, ru: ru).isEmpty, "\(rule)")
        }
        // The second variable's 'other' form reads an object where the source reads an integer.
        let mismatch = try pluralFindings("l10n-format-mismatch", en: en, ru: ru)
        #expect(mismatch.count == 1 && mismatch[0].message.contains("'%@' (object) where the en source has '%d' (integer)"), "\(mismatch.map(\.message))")
    }

    // String Catalogs: a device variation holds the iPhone's text (a plural or a unit), which was read
    // as no text at all (l10n-string-missing in every language); substitutions are found numbered
    // (`%1$#@arg1@`) and all of them are filled, in the order the sentence names them (one of two was
    // filled, whichever the dictionary gave first, and the other stayed '%#@arg2@').
    @Test func stringCatalogDevicesAndSubstitutions() throws {
        let scratch = Scratch()
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        func plural(_ forms: [(String, String)]) -> String {
            #"{"plural":{"# + forms.map { "\"\($0.0)\":" + unit($0.1) }.joined(separator: ",") + "}}"
        }
        let device = #"{"variations":{"device":{"iphone":{"variations":"# + plural([("one", "%lld файл"), ("other", "%lld файла")]) + #"},"other":"# + unit("%lld файлов") + "}}}"
        func substitution(_ number: Int, _ forms: [(String, String)]) -> String {
            #"{"argNum":\#(number),"formatSpecifier":"lld","variations":"# + plural(forms) + "}"
        }
        let substitutions = #"{"stringUnit":{"state":"translated","value":"%2$#@arg2@: %1$#@arg1@"},"substitutions":{"arg2":"#
            + substitution(2, [("one", "%arg папка"), ("other", "%arg папки")]) + #","arg1":"# + substitution(1, [("one", "%arg файл"), ("few", "%arg файла"), ("other", "%arg файлов")]) + "}}"
        let catalog = StringCatalog.read(path: scratch.write("Localizable.xcstrings",
            #"{"sourceLanguage":"en","version":"1.0","strings":{"d":{"localizations":{"ru":"# + device + #"}},"s":{"localizations":{"ru":"# + substitutions + "}}}}"))
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        guard case .plural(let onPhone)? = catalog.tables["ru"]?["d"]?.content else { Issue.record("no iPhone plural: \(String(describing: catalog.tables["ru"]?["d"]))"); return }
        #expect(onPhone.map(\.text) == ["%lld файл", "%lld файла"])
        guard case .plural(let filled)? = catalog.tables["ru"]?["s"]?.content else { Issue.record("no plural"); return }
        #expect(filled.map(\.text) == ["%2$lld папка: %1$lld файлов", "%2$lld папки: %1$lld файлов", "%2$lld папки: %1$lld файла", "%2$lld папки: %1$lld файл", "%2$lld папки: %1$lld файлов"])
        #expect(filled.map(\.variable) == [nil, nil, "arg1", "arg1", "arg1"])
    }

    // CFString (`__CFParseFormatSpec`): `'` is no flag, so `%'d` is no specifier and reads no argument;
    // `%c` is a 1-byte integer and `%C` a unichar, which its format validation tells apart.
    @Test(arguments: [("%d new", "%'d neu", true), ("%c", "%C", true), ("%C", "%C", false), ("%c", "%c", false), ("%d", "%c", true)])
    func cfstringApostropheAndCharacters(_ source: String, _ translation: String, _ mismatched: Bool) throws {
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle(source, locale: "de", translation))
        #expect(findings.isEmpty != mismatched, "'\(source)' → '\(translation)': \(findings.map(\.message))")
        #expect(FormatSpecifier.parse("%'d", syntax: .foundation).isEmpty)
    }

    // NSStringFormatValueTypeKey is the type Foundation reads the variable's argument as to choose its
    // form: `@` where the source reads an integer reads the count as an object, whatever the forms say
    // (the key was not read). Integer types of any length agree, as the format rule has them.
    @Test(arguments: [("d", "@", true), ("d", "lld", false), ("lld", "u", false), ("d", "f", true), ("@", "@", false)])
    func aVariablesValueTypeIsItsArgumentsType(_ sourceType: String, _ type: String, _ mismatched: Bool) throws {
        let en = "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>" + variable("n", Self.enFiles, type: sourceType)
        let ru = "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>" + variable("n", Self.ruFiles, type: type)
        let findings = try pluralFindings("l10n-format-mismatch", en: en, ru: ru)
        #expect(findings.isEmpty != mismatched, "\(sourceType) → \(type): \(findings.map(\.message))")
        if mismatched, sourceType == "d", type == "@" {
            #expect(findings.first?.message == "'n' in 'ru' reads its plural variable 'n' as '%@' (object) where the en source reads it as '%d' (integer)")
        }
    }

    // A form without its number among other variables: the sentence "Одно сообщение в %d папках" has a
    // number, the other variable's, and the 'one' form was not reported (ru uses 'one' for 21, 31…). The
    // form's own words are judged, nested ones too; a sentence with a specifier outside its variables
    // (`%1$d %1$#@files@`, the count printed by the sentence) is still judged whole.
    @Test func aFormWithoutItsNumberAmongOtherVariables() throws {
        let en = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>" + variable("files", Self.enFiles) + variable("folders", Self.enFolders)
        let ruFolders = variable("folders", [("one", "%d папке"), ("few", "%d папках"), ("many", "%d папках"), ("other", "%d папках")])
        let ru = "<key>NSStringLocalizedFormatKey</key><string>%#@files@ в %#@folders@</string>"
            + variable("files", [("one", "Одно сообщение"), ("few", "%d сообщения"), ("many", "%d сообщений"), ("other", "%d сообщения")]) + ruFolders
        let findings = try pluralFindings("l10n-plural-implied-number", en: en, ru: ru)
        #expect(findings.map(\.message) == ["the 'one' form of 'n' in 'ru', 'Одно сообщение', has no number, but 'ru' uses 'one' for 1, 21, 31, 41, 51, 61…: with 21 it still reads 'Одно сообщение в %d папках'"],
                "\(findings.map(\.message))")
        let counted = "<key>NSStringLocalizedFormatKey</key><string>%1$d %1$#@files@</string>"
        let enCounted = counted + variable("files", [("one", "file"), ("other", "files")])
        let ruCounted = counted + variable("files", [("one", "файл"), ("few", "файла"), ("many", "файлов"), ("other", "файла")])
        #expect(try pluralFindings("l10n-plural-implied-number", en: enCounted, ru: ruCounted).isEmpty)
    }

    // An object or a string outside the variable (`%@: %#@n@`, a name) is not the count: a 'one' form
    // without the number is reported there too; an integer outside it may be the count, and is not.
    @Test(arguments: [("%@: %#@n@", true), ("%1$@ %2$#@n@", true), ("%d: %#@n@", false), ("%.1f %#@n@", false)])
    func aNameBeforeTheVariableIsNoNumber(_ sentence: String, _ reported: Bool) throws {
        let en = "<key>NSStringLocalizedFormatKey</key><string>\(sentence)</string>" + variable("n", Self.enFiles)
        let ru = "<key>NSStringLocalizedFormatKey</key><string>\(sentence)</string>"
            + variable("n", [("one", "Одно сообщение"), ("few", "%d сообщения"), ("many", "%d сообщений"), ("other", "%d сообщения")])
        let findings = try pluralFindings("l10n-plural-implied-number", en: en, ru: ru)
        #expect(findings.isEmpty != reported, "\(sentence): \(findings.map(\.message))")
    }
}
