import BarAuditLoading
import Foundation
import BarAuditModel
import BarAuditRules
import Testing

/// The findings one rule reports on a definition (an XML document body: bars and string tables).
func ruleFindings(_ ruleID: String, _ body: String) throws -> [Finding] {
    let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<baraudit version=\"1\">\n\(body)\n</baraudit>\n"
    let loaded = DefinitionLoader().load(path: "precision.xml", bytes: Array(document.utf8))
    let definition = try #require(loaded.definition, "does not load: \(loaded.diagnostics)")
    var settings = RuleSettings()
    settings.enabled = [ruleID]
    return try RuleEngine(settings: settings).audit(definition).findings.filter { $0.ruleID == ruleID }
}

/// One item titled by key `t` in a source locale and one translation, as XML.
func oneTitle(platform: String = "ios", source: String = "en", _ sourceText: String, locale: String, _ translation: String) -> String {
    """
    <bar id="b" platform="\(platform)" sourceLocale="\(source)" locales="\(source) \(locale)" selected="a"><item id="a" titleKey="t"/></bar>
    <strings locale="\(source)"><string key="t">\(sourceText)</string></strings>
    <strings locale="\(locale)"><string key="t">\(translation)</string></strings>
    """
}

/// Regression tests for the bidi, format and plural mistakes of issue 16, written from its description.
@Suite struct RulePrecisionTests {
    // bidi-display-reorder flagged placeholders wrapped in FSI…PDI — the very fix it suggests.
    @Test(arguments: ["\u{2068}%@\u{2069} - \u{2068}%@\u{2069} שלום", "שלום \u{2068}%1$@\u{2069}, \u{2068}%2$d\u{2069}+",
                      "לך \u{2066}99+\u{2069} הודעות", "لديك \u{2067}%d\u{2069} رسالة", "\u{2068}-5\u{2069} רצוי"])
    func isolatedPlaceholdersAreNotReordered(_ hebrew: String) throws {
        let findings = try ruleFindings("bidi-display-reorder", oneTitle("x", locale: "he", hebrew))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func unisolatedCountIsStillReordered() throws {
        let findings = try ruleFindings("bidi-display-reorder", oneTitle("x", locale: "he", "יש לך 99+ הודעות"))
        #expect(findings.map(\.message).contains { $0.contains("'99+' shows as '+99'") })
    }

    // A Hebrew or Arabic prefix with a hyphen ("ב-5", "in 5") is not a minus sign moved by bidi.
    @Test(arguments: [("he", "ב-5 דקות"), ("he", "ב-50%"), ("he", "עד ה-31"), ("ar", "ب-5 دقائق")])
    func hyphenatedPrefixIsNotAMinusSign(_ locale: String, _ text: String) throws {
        let findings = try ruleFindings("bidi-display-reorder", oneTitle("x", locale: locale, text))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func leadingMinusIsStillReported() throws {
        let findings = try ruleFindings("bidi-display-reorder", oneTitle("x", locale: "ar", "-5 رصيد"))
        #expect(findings.map(\.message).contains { $0.contains("'-5' shows as '5-'") })
    }

    // %s is a C string on iOS, %@ an object.
    @Test func cStringAndObjectDifferOnIOS() throws {
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle("Hello %@", locale: "de", "Hallo %s"))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'%s' (C string) where the en source has '%@' (object)") == true)
    }

    @Test(arguments: [
        // iOS: integer widths read the same 64-bit argument slot; positions and %% are honoured.
        ("ios", "%d items", "%ld Elemente", false), ("ios", "%lld items", "%d Elemente", false),
        ("ios", "%1$@ and %2$d", "%2$d und %1$@", false), ("ios", "100%% of %d", "%d zu 100%%", false),
        ("ios", "%d items", "%@ Elemente", true), ("ios", "%@", "%S", true), ("ios", "%f km", "%d km", true),
        // Android: java.util.Formatter classes (string, integer, float, char, boolean…), as Lint's StringFormatMatches.
        ("material", "Hello %s", "Hallo %s", false), ("material", "%1$s has %2$d", "%2$d für %1$s", false),
        ("material", "%d items", "%s Elemente", true), ("material", "%s", "%d", true), ("material", "%d", "%b", true),
        ("material", "%.1f km", "%f km", false), ("material", "50%% of %d", "%d (50%%)", false),
        // A percent sign before a space is text ("% o" and "% d" would be space-flagged conversions).
        ("ios", "50% off", "50 % Rabatt", false), ("ios", "Save 50% on %@", "50 % de remise sur %@", false),
        ("material", "Battery 80% or more", "Akku 80 % oder mehr", false),
    ])
    func formatTypesFollowThePlatform(_ platform: String, _ source: String, _ translation: String, _ mismatched: Bool) throws {
        let findings = try ruleFindings("l10n-format-mismatch", oneTitle(platform: platform, source, locale: "de", translation))
        #expect(findings.isEmpty != mismatched, "\(platform) '\(source)' → '\(translation)': \(findings.map(\.message))")
    }

    // LRM, RLM and ALM are not letters.
    @Test(arguments: ["\u{200F}Settings", "\u{061C}Inbox\u{061C}", "\u{200F}\u{200F}\u{200F}\u{200F}\u{200F}\u{200F}\u{200F}\u{200F}\u{200F}Ok"])
    func marksAreNotRightToLeftLetters(_ title: String) throws {
        let findings = try ruleFindings("bidi-direction-mismatch", oneTitle("x", locale: "ar", title))
        #expect(findings.count == 1, "marks do not make '\(title)' right to left: \(findings.map(\.message))")
    }

    // ICU 72 knows no script for South Azerbaijani (azb, written in Arabic letters): its direction is not judged.
    @Test func aLocaleWithoutAKnownScriptIsNotJudged() throws {
        #expect(try ruleFindings("bidi-direction-mismatch", oneTitle("Library", locale: "azb", "كتابخانا")).isEmpty)
    }

    // Aidoku's `UITabBarItem(tabBarSystemItem: .history)`: iOS shows its own Arabic title, not "History".
    @Test func aSystemItemsTitleIsTheSystemsTranslation() throws {
        let body = """
            <bar id="b" platform="ios" sourceLocale="en" locales="en ar he" selected="a"><item id="a" systemItem="history"/><item id="b" titleKey="t"/></bar>
            <strings locale="en"><string key="t">Library</string></strings>
            <strings locale="ar"><string key="t">المكتبة</string></strings>
            <strings locale="he"><string key="t">Books</string></strings>
            """
        let findings = try ruleFindings("bidi-direction-mismatch", body)
        #expect(findings.map(\.itemID) == ["b"], "\(findings.map(\.message))")
    }

    @Test(arguments: ["\u{200E}\u{200E}\u{200E}\u{200E}\u{200E}\u{200E}\u{200E}ملف", "\u{200E}الإعدادات\u{200E}"])
    func leftToRightMarksDoNotOutweighArabic(_ title: String) throws {
        #expect(try ruleFindings("bidi-direction-mismatch", oneTitle("x", locale: "ar", title)).isEmpty)
        #expect(try ruleFindings("bidi-direction-mismatch", oneTitle("x", locale: "de", title)).count == 1)
    }

    // A plural without 'other' is an error on both platforms, with a fix that says why.
    @Test(arguments: ["ios", "material"])
    func missingOtherIsAnError(_ platform: String) throws {
        let body = """
            <bar id="b" platform="\(platform)" sourceLocale="en" locales="en pl" selected="a"><item id="a" title="Mail" badge="3"><accessibility valueKey="n"/></item></bar>
            <strings locale="en"><plural key="n"><variant category="one">%d email</variant><variant category="other">%d emails</variant></plural></strings>
            <strings locale="pl"><plural key="n"><variant category="one">%d wiadomość</variant><variant category="few">%d wiadomości</variant><variant category="many">%d wiadomości</variant></plural></strings>
            """
        let findings = try ruleFindings("l10n-plural-missing", body)
        let other = try #require(findings.first { $0.message.contains("no 'other' form") })
        #expect(other.severity == .error)
        #expect(other.fix?.contains("iOS requires it") == true && other.fix?.contains("Resources.NotFoundException") == true)
        #expect(other.fix?.contains("show the 'other' form") == false)
    }
}

/// voiceover-label-verbose counts the phrases between spaces in Thai, Lao, Khmer and Myanmar, where ICU's
/// dictionary cuts loanwords and Zawgyi-encoded text into syllables (F-Droid's Thai "My apps", Open Food
/// Facts' Zawgyi "Home page"); other languages keep ICU's words.
@Suite struct VerboseLabelWordTests {
    @Test(arguments: [("th", "แอพพลิเคชั่นของฉัน", false), ("my", "ပင္မစာမ်က္ႏွာ", false), ("my", "ကျွန်ုပ်၏အက်ပ်များ", false),
                      ("th", "ตั้งค่า บัญชี ความเป็นส่วนตัว การแจ้งเตือน และอื่นๆ", true),
                      ("th", "การตั้งค่าบัญชีและความเป็นส่วนตัวของคุณทั้งหมดในแอปพลิเคชันนี้", true),
                      ("ja", "お気に入りのアプリとゲームの一覧", true), ("de", "Alle deine gespeicherten Lieblingsdateien hier", true),
                      // Android round 8: RecordYou's Okinawan (kana, words ICU's Chinese-Japanese dictionary lacks:
                      // six and eight "words"); Japanese keeps ICU's words.
                      ("ryu", "うんせいるくゎらん", false), ("ryu", "やしがみんるくが", false), ("ja", "音声を録音", false),
                      ("ryu", "うんせい るくゎらん やしが みん るくが", true),
                      // Android round 9: PeerTube's Japanese "Subscriptions", one katakana loanword ICU cuts into
                      // five pieces; katakana words apart stay words.
                      ("ja", "サブスクリプション", false), ("ja", "プレイリストとダウンロードとサブスクリプションの設定", true),
                      ("ja", "アプリ ゲーム ブック ムービー ミュージック", true),
                      // Android round 10: AnySoftKeyboard's Filipino "I-setup ang mga emoji" (four words; ICU breaks
                      // at the hyphen); words apart from a hyphen or a dash stay words.
                      ("fil", "I-setup ang mga emoji", false), ("de", "E-Mail-Konto und Wi-Fi", false),
                      ("fil", "I-setup ang mga emoji at sticker", true), ("fr", "Set up - your emoji keys", true),
                      ("fr", "Set up – your emoji keys", true)])
    func wordsOfLabels(_ locale: String, _ label: String, _ reported: Bool) throws {
        let findings = try ruleFindings("voiceover-label-verbose", oneTitle(platform: "material", "Home", locale: locale, label))
        #expect(findings.isEmpty != reported, "\(locale) '\(label)': \(findings.map(\.message))")
    }
}

/// l10n-string-untranslated reports only copies nobody meant: marked texts, names, loanwords, acronyms
/// and texts without letters are left alone.
@Suite struct UntranslatedHeuristicTests {
    @Test(arguments: [("de", "Chat", false), ("nl", "Home", false), ("fr", "Home", true), ("de", "OK", false), ("ar", "OK", true),
                      ("fr", "FAQ", false), ("ja", "TV", false), ("de", "4K", false), ("de", "Settings", true), ("de", "123", false),
                      ("de", "😀 ★", false), ("de", "Faq", true), ("zh-Hans", "Bluetooth", true), ("ja", "Bluetooth", false),
                      ("pl", "Bluetooth", false), ("da", "Downloads", false), ("sw", "Downloads", true),
                      ("de", "Access Points", false), ("fr", "Access Points", true), ("fil", "Home", false),
                      ("nl", "Filters", false), ("fr", "Filters", true), ("fr", "Sources", false), ("de", "Sources", true),
                      // Android repositories never seen before: Nextcloud's French "Assistant", ownCloud's
                      // "Offline", "Links", "Uploads", Seafile's "Wiki", Open Food Facts' Dutch "Scan", ProtonVPN's "Gateways".
                      ("fr", "Assistant", false), ("de", "Assistant", true), ("de", "Offline", false), ("hu", "Offline", false),
                      ("es", "Offline", true), ("da", "Links", false), ("fr", "Links", true), ("nl", "Uploads", false),
                      ("nl", "Scan", false), ("de", "Scan", true), ("pl", "Wiki", false), ("uz", "Wiki", false), ("ru", "Wiki", true),
                      ("sv", "Gateways", false), ("pt-BR", "Gateways", false), ("fr", "Gateways", true),
                      // Round 2: MoeList's "Anime" and "Manga" (cs, de, es, fr, id, it, pl, pt, sk, tr keep them).
                      ("de", "Anime", false), ("tr", "Manga", false), ("id", "Anime", false), ("ru", "Manga", true),
                      // TachiyomiJ2K's Catalan "Recents" (the plural of "recent").
                      ("ca", "Recents", false), ("es", "Recents", true),
                      // Round 3: Magisk's and LSPosed's French, Dutch and Afrikaans "Modules", LSPosed's Italian "Repository".
                      ("fr", "Modules", false), ("nl", "Modules", false), ("af", "Modules", false), ("de", "Modules", true),
                      ("it", "Repository", false), ("es", "Repository", true),
                      // iOS round 3: ACHNBrowserUI's French "Collection" (the French word; "Collections" was listed).
                      ("fr", "Collection", false), ("de", "Collection", true),
                      // OctoPod's "Terminal" (es, fr, nb, nl, sv) and "Panel" (cs, es, nb, sv); German keeps neither.
                      ("fr", "Terminal", false), ("nb", "Terminal", false), ("de", "Terminal", true),
                      ("cs", "Panel", false), ("es-419", "Panel", false), ("de", "Panel", true),
                      // Android round 4: Threema's Swiss German "Chats", as German writes it.
                      ("gsw", "Chats", false), ("gsw", "Chat", false), ("gsw", "Settings", true),
                      // FairEmail's Danish and Norwegian "Send" (the imperative of "sende"); Indonesian "Undo" stays reported.
                      ("da", "Send", false), ("nb", "Send", false), ("nn", "Send", false), ("no", "Send", false), ("sv", "Send", true),
                      // Android round 5: RadioDroid's "Alarm" (cs, da, id, nb, nl, pl, tr write it so; German says
                      // "Wecker") and its French and Dutch "Stations".
                      ("cs", "Alarm", false), ("tr", "Alarm", false), ("id", "Alarm", false), ("nl", "Alarm", false),
                      ("de", "Alarm", true), ("fr", "Alarm", true), ("fr", "Stations", false), ("nl", "Stations", false),
                      ("de", "Stations", true),
                      // Android round 6: Exodus Privacy's Dutch "Trackers" (as Dutch writes it); Greek keeps no Latin word.
                      ("nl", "Trackers", false), ("el", "Trackers", true), ("fr", "Trackers", true),
                      // LibreTorrent's "Torrents" (de, fr, es, it, nl, pt, vi…; Greek writes "torrent" in Latin
                      // letters too); Japanese writes トレント.
                      ("de", "Torrents", false), ("vi", "Torrents", false), ("el", "Torrents", false), ("ja", "Torrents", true),
                      // iOS round 6: ONLYOFFICE's German "Clouds" (Duden: die Cloud, plural die Clouds); French and
                      // Armenian keep the English word by mistake.
                      ("de", "Clouds", false), ("fr", "Clouds", true), ("hy", "Clouds", true),
                      // Android round 7: Amaze File Utilities' "Analyse" (fr, nl, da, no write the noun so; Swedish
                      // says "Analys") and Indonesian and Romanian "Transfer"; ColorBlendr's French "Styles";
                      // WaEnhancer's Spanish "General" and Italian "Privacy"; Glimpse's Friulian and Sardinian
                      // "Albums" (both form plurals with -s).
                      ("fr", "Analyse", false), ("no", "Analyse", false), ("sv", "Analyse", true), ("ko", "Analyse", true),
                      ("id", "Transfer", false), ("ro", "Transfer", false), ("fi", "Transfer", true),
                      ("fr", "Styles", false), ("nl", "Styles", true), ("es", "General", false), ("ca", "General", false),
                      ("de", "General", true), ("it", "Privacy", false), ("nl", "Privacy", false), ("es", "Privacy", true),
                      ("fur", "Albums", false), ("sc", "Albums", false), ("de", "Albums", true),
                      // PixelXpert's German and Dutch "Update" (as "Updates"); M3UAndroid's French "Extension" and
                      // Romanian "Favorite" (the plural of "favorit").
                      ("de", "Update", false), ("nl", "Update", false), ("pl", "Update", true), ("fr", "Extension", false),
                      ("de", "Extension", true), ("ro", "Favorite", false), ("it", "Favorite", true),
                      // iOS round 7: Daily Dozen's German and French "Information" (the languages' own word), Olvid's
                      // French "Invitations"; Italian says "Informazioni", German "Einladungen".
                      ("de", "Information", false), ("fr", "Information", false), ("it", "Information", true),
                      ("fr", "Invitations", false), ("de", "Invitations", true),
                      // eRouška's Slovak "Kontakty" under its Czech source text (Polish writes it so too).
                      ("sk", "Kontakty", false), ("pl", "Kontakty", false), ("hr", "Kontakty", true),
                      // Android round 8: SAI's German "Installer" (Android's own German says "Paket-Installer";
                      // Swedish writes "Installationsprogram") and Brazilian "Backup" (Portugal: "Cópia de
                      // segurança"); Fox's Magisk Module Manager's Bosnian and Portuguese "Online" (as Croatian).
                      ("de", "Installer", false), ("sv", "Installer", true), ("el", "Installer", true),
                      ("pt-BR", "Backup", false), ("pt-PT", "Backup", true), ("pt", "Backup", true),
                      ("bs", "Online", false), ("pt", "Online", false), ("pt-BR", "Online", false), ("es", "Online", true),
                      // E-Rezept's French "Pharmacies" (the French word); Readrops' "Feeds" where "Feed" is kept
                      // (German, Dutch, Spanish, Portuguese, Danish, Swedish); Chinese writes 订阅源.
                      ("fr", "Pharmacies", false), ("de", "Pharmacies", true), ("de", "Feeds", false), ("pt-BR", "Feeds", false),
                      ("es", "Feeds", false), ("zh-TW", "Feeds", true), ("it", "Feeds", true),
                      // Android round 9: PeerTube's "Local" (French, Spanish, Portuguese, Catalan write the word so;
                      // German says "Lokal"), Dutch and Catalan "Recent" and German "Videos", kept beside translated tabs.
                      ("fr", "Local", false), ("pt-BR", "Local", false), ("ca", "Local", false), ("de", "Local", true),
                      ("it", "Local", true), ("nl", "Recent", false), ("ca", "Recent", false), ("fr", "Recent", true),
                      ("de", "Videos", false), ("it", "Videos", true),
                      // Android round 10: Google I/O's Spanish and Italian "Agenda" (the languages' own word; German
                      // writes "Terminübersicht") and Azahar's French "Applications" (the French word; German says "Apps").
                      ("es-AR", "Agenda", false), ("es", "Agenda", false), ("it", "Agenda", false), ("nl", "Agenda", false),
                      ("de", "Agenda", true), ("ru", "Agenda", true), ("fr", "Applications", false), ("de", "Applications", true),
                      ("it", "Applications", true),
                      // iOS round 10: Tonkeeper's German and Indonesian "Browser" (German's word, and Indonesian apps'
                      // beside translated "Dompet" and "Riwayat"); Spanish says "Navegador", Turkish "Tarayıcı".
                      ("de", "Browser", false), ("id", "Browser", false), ("es", "Browser", true), ("tr", "Browser", true),
                      // Android round 11: Substratum's German "Themes" and "Manager" (German writes both so: Firefox's
                      // "Themes", "Download-Manager"); Finnish writes "Manageri", Dutch "Thema's".
                      ("de", "Themes", false), ("de", "Manager", false), ("nl", "Themes", true), ("fi", "Manager", true),
                      // iOS round 11: Trust Wallet's Italian "Browser" (Italian's word, beside "Portafoglio") and German
                      // "Wallet" (German crypto wallets' word, as Apple's German "Wallet"); French says "Portefeuille".
                      ("it", "Browser", false), ("de", "Wallet", false), ("fr", "Wallet", true), ("es", "Wallet", true),
                      // Android round 14: Lissen's "Timer" (German, Dutch, Italian, Swedish and Indonesian write it so, as
                      // Android's Clock does); Norwegian "timer" is the plural of "time" (hour), French says "Minuteur".
                      ("de", "Timer", false), ("nl", "Timer", false), ("it", "Timer", false), ("sv", "Timer", false),
                      ("id", "Timer", false), ("nn", "Timer", true), ("fr", "Timer", true),
                      // Android round 15: Smartspacer's German "Plugins" (German and Dutch apps write it so) and French
                      // "Complications" (the watchmakers' word, Apple's French watchOS); French apps say "Extensions".
                      ("de", "Plugins", false), ("nl", "Plugins", false), ("fr", "Complications", false),
                      ("fr", "Plugins", true), ("de", "Complications", true),
                      // Android round 16: BetterUntis's French "Classes" and "Absences" (the French school words, as
                      // French timetable apps write them); German says "Klassen" and "Abwesenheiten", Spanish "Clases".
                      ("fr", "Classes", false), ("fr", "Absences", false), ("de", "Classes", true), ("es", "Classes", true),
                      ("de", "Absences", true),
                      // Android round 18: Nova Wallet's and Fearless' "Staking" (the crypto word Spanish, French,
                      // Indonesian, Italian, Polish, Portuguese, Turkish and Vietnamese apps keep; Japanese writes
                      // ステーキング, Korean 스테이킹, Russian Стейкинг), Fearless' Portuguese "Crowdloans" (Polkadot's
                      // word, kept by its Indonesian, Turkish and Vietnamese translators too) and ONLYOFFICE's Dutch
                      // "Clouds" (Van Dale: de cloud, plural clouds). Android Makers' French "Speakers" and "Sponsors"
                      // (a Paris conference's own French, as French conference sites write them); German says "Sponsoren".
                      ("es", "Staking", false), ("vi", "Staking", false), ("pt", "Staking", false), ("ja", "Staking", true),
                      ("ko", "Staking", true), ("pt", "Crowdloans", false), ("es", "Crowdloans", true),
                      ("nl", "Clouds", false), ("fr", "Speakers", false), ("fr", "Sponsors", false), ("de", "Sponsors", true),
                      // Android round 22: LineageOS's DeskClock (Android's own Clock translations): Bosnian, Slovenian,
                      // Serbian in Latin letters and Tagalog "Alarm", Danish, Brazilian Portuguese and Tagalog "Timer",
                      // Dutch, Indonesian and Tagalog "Stopwatch"; Serbian in Cyrillic writes Аларм, European
                      // Portuguese "Temporizador", Norwegian "Stoppeklokke".
                      ("bs", "Alarm", false), ("sl", "Alarm", false), ("sr-Latn", "Alarm", false), ("tl", "Alarm", false),
                      ("sr", "Alarm", true), ("da", "Timer", false), ("pt", "Timer", false), ("pt-BR", "Timer", false),
                      ("tl", "Timer", false), ("nl", "Stopwatch", false), ("id", "Stopwatch", false),
                      ("tl", "Stopwatch", false), ("nb", "Stopwatch", true), ("de", "Stopwatch", true),
                      // PocketPlan's German "To-Do", written by its German developers (Duden: das To-do); its
                      // Spanish, French and Romanian translators' copies are left.
                      ("de", "To-Do", false), ("es", "To-Do", true), ("fr", "To-Do", true),
                      // Android round 23: WG Tunnel's French and Dutch "Tunnels", those languages' own plural (Larousse:
                      // tunnel, tunnels; Van Dale: tunnels); Italian leaves a foreign word unchanged ("i tunnel"),
                      // and its translators' "Tunnels" is left reported.
                      ("fr", "Tunnels", false), ("nl", "Tunnels", false), ("it", "Tunnels", true),
                      // iOS round 25: owncloud's German "Uploads" (Duden: der Upload, die Uploads), as "Downloads".
                      ("de", "Uploads", false), ("fr", "Uploads", true),
                      // Session 29's judging: VLC's German, French and Dutch "Genres" (Duden: das Genre, die Genres;
                      // Larousse: genre; Van Dale: genre, genres) beside their translated "Alben", "Artistes", "Nummers";
                      // BookPlayer's Spanish and Dutch "Series" (RAE: serie, series; Van Dale: serie, series), whose
                      // German says "Serien" and Italian "Generi".
                      ("de", "Genres", false), ("fr", "Genres", false), ("nl", "Genres", false), ("it", "Genres", true),
                      ("es", "Series", false), ("nl", "Series", false), ("de", "Series", true),
                      // Aptoide's "Editorial" tab: the Spanish, Portuguese, Romanian, Indonesian (KBBI) and German (Duden:
                      // das Editorial) word; French writes "Éditorial", Italian "Editoriale".
                      ("es", "Editorial", false), ("pt-BR", "Editorial", false), ("ro", "Editorial", false),
                      ("id", "Editorial", false), ("de", "Editorial", false), ("fr", "Editorial", true),
                      // Session 30's judging: Volleyball Referee's French "Positions", "Points" and "Sanctions" (Larousse:
                      // position, point, sanction) beside its translated "Temps morts"; reminder-kotlin's Romanian
                      // "Calendar" (DEX: calendar), where Italian writes "Calendario".
                      ("fr", "Positions", false), ("fr", "Points", false), ("fr", "Sanctions", false),
                      ("de", "Sanctions", true), ("ro", "Calendar", false), ("it", "Calendar", true),
                      // judge31: moneymanageMobile's Base storyboard is written in Japanese ("ホーム", "一覧") under the default
                      // development language "en"; its `ja` copy is Japanese, not English left untranslated. Latin letters in
                      // the copy, or a language written in Latin letters, are still reported.
                      ("ja", "ホーム", false), ("ja", "一覧", false), ("ko", "홈", false), ("de", "ホーム", true), ("ja", "Home", true),
                      ("ja", "Wi-Fiの設定", true),
                      // Android round 30: Smart-AutoClicker's dialog bars, now read, title tabs French "Actions" and "Conditions"
                      // (Larousse: action, condition) and Spanish and French "Simple" (RAE, Larousse: simple); its French
                      // "Overview" stays reported.
                      ("fr", "Actions", false), ("fr", "Conditions", false), ("es", "Simple", false), ("fr", "Simple", false),
                      ("de", "Actions", true), ("fr", "Overview", true)])
    func loanwordsAcronymsAndSymbols(_ locale: String, _ text: String, _ reported: Bool) throws {
        let findings = try ruleFindings("l10n-string-untranslated", oneTitle(text, locale: locale, text))
        #expect(findings.isEmpty != reported, "\(locale) '\(text)': \(findings.map(\.message))")
    }

    /// iOS round 8: SwissCovid's development language is German, whose "Info" tab is the English word its
    /// English translation keeps ("info", informal for information); a German "Start" in English is not.
    @Test func englishKeepsInfoUnderAGermanSource() throws {
        let info = try ruleFindings("l10n-string-untranslated", oneTitle(source: "de", "Info", locale: "en", "Info"))
        #expect(info.isEmpty, "\(info.map(\.message))")
        let start = try ruleFindings("l10n-string-untranslated", oneTitle(source: "de", "Übersicht", locale: "en", "Übersicht"))
        #expect(start.count == 1, "\(start.map(\.message))")
    }

    /// iOS round 8: Entourage (French source) labels its home tab with the literal "Home": VoiceOver reads
    /// English in Arabic, but in English the label is the English title itself, which is no untranslated text.
    @Test func aLiteralLabelEqualToTheLocalesOwnTitleIsNotUntranslated() throws {
        let findings = try ruleFindings("l10n-string-untranslated", """
            <bar id="b" platform="ios" sourceLocale="fr" locales="fr en ar" selected="a"><item id="a" titleKey="t"><accessibility label="Home"/></item></bar>
            <strings locale="fr"><string key="t">Accueil</string></strings>
            <strings locale="en"><string key="t">Home</string></strings>
            <strings locale="ar"><string key="t">مرحباً</string></strings>
            """)
        #expect(findings.map(\.locale) == ["ar"] && findings[0].message.contains("is a literal"),
                "\(findings.map { ($0.locale, $0.message) })")
    }

    @Test func aNameKeptByNearlyEveryTranslatorIsNotReported() throws {
        let locales = ["de", "fr", "es", "it", "pt"]
        func body(keeping: Int) -> String {
            let tables = locales.enumerated().map { index, locale in
                "<strings locale=\"\(locale)\"><string key=\"t\">\(index < keeping ? "Lemmy" : "Lemmy-\(locale)")</string></strings>"
            }.joined(separator: "\n")
            return """
                <bar id="b" platform="material" sourceLocale="en" locales="en \(locales.joined(separator: " "))" selected="a"><item id="a" titleKey="t"/></bar>
                <strings locale="en"><string key="t">Lemmy</string></strings>
                \(tables)
                """
        }
        #expect(try ruleFindings("l10n-string-untranslated", body(keeping: 4)).isEmpty, "4 of 5 (80 %) is a name")
        #expect(try ruleFindings("l10n-string-untranslated", body(keeping: 3)).count == 3, "3 of 5 is three untranslated copies")
    }

    /// Android round 10: Google I/O's "Codelabs" is copied by 30 of its 42 translations and kept in the
    /// singular, "Codelab", by five more (Japanese, Korean, Italian, Chinese): a program name all but a few
    /// translators kept. A singular counts as keeping an English name; another word does not.
    @Test func aNameKeptInTheSingularIsStillAName() throws {
        func body(_ texts: [String]) -> String {
            let locales = ["de", "ja", "ko", "ar", "vi"]
            let tables = zip(locales, texts).map { "<strings locale=\"\($0)\"><string key=\"t\">\($1)</string></strings>" }.joined(separator: "\n")
            return """
                <bar id="b" platform="material" sourceLocale="en" locales="en \(locales.joined(separator: " "))" selected="a"><item id="a" titleKey="t"/></bar>
                <strings locale="en"><string key="t">Codelabs</string></strings>
                \(tables)
                """
        }
        let kept = try ruleFindings("l10n-string-untranslated", body(["Codelabs", "Codelab", "Codelab", "Codelabs", "Phòng thí nghiệm"]))
        #expect(kept.isEmpty, "\(kept.map { ($0.locale, $0.message) })")
        let translated = try ruleFindings("l10n-string-untranslated", body(["Codelabs", "Codelab", "コードラボ", "Codelabs", "Phòng thí nghiệm"]))
        #expect(translated.compactMap(\.locale).sorted() == ["ar", "de"], "\(translated.map { ($0.locale, $0.message) })")
    }

    /// Android round 5: RadioDroid's menu items name their title's `@string` as their `app:contentDescription`
    /// too; an untranslated string was reported twice, as "the title" and as "the label", at one line.
    @Test func aKeyUsedAsTitleAndLabelIsReportedOnce() throws {
        let body = """
            <bar id="b" platform="material" sourceLocale="en" locales="en fr de" selected="a">
              <item id="a" titleKey="t"><accessibility labelKey="t"/></item><item id="b" titleKey="t"><accessibility labelKey="u"/></item>
            </bar>
            <strings locale="en"><string key="t">Settings</string><string key="u">Open settings</string></strings>
            <strings locale="fr"><string key="t">Settings</string><string key="u">Open settings</string></strings>
            <strings locale="de"><string key="t">Einstellungen</string><string key="u">Einstellungen öffnen</string></strings>
            """
        let findings = try ruleFindings("l10n-string-untranslated", body)
        #expect(findings.filter { $0.itemID == "a" }.count == 1, "\(findings.map(\.message))")
        #expect(findings.filter { $0.itemID == "b" }.count == 2, "two keys are two strings: \(findings.map { "\($0.itemID ?? "-") \($0.message)" })")
    }

    /// Android round 7: M3UAndroid's Compose items describe their icon with the label's own
    /// `stringResource(destination.iconTextId)` and hide unselected labels; a key the locale lacks was
    /// reported twice at the item, as "the title key" and "the label key". It is one missing string.
    @Test func aMissingKeyUsedAsTitleAndLabelIsReportedOnce() throws {
        let body = """
            <bar id="b" platform="material" sourceLocale="en" locales="en de" selected="a">
              <item id="a" titleKey="t"><accessibility labelKey="t"/></item><item id="b" titleKey="t"><accessibility labelKey="u"/></item>
            </bar>
            <strings locale="en"><string key="t">Extension</string><string key="u">Open extensions</string></strings>
            <strings locale="de"><string key="x">Erweiterung</string></strings>
            """
        let findings = try ruleFindings("l10n-string-missing", body)
        #expect(findings.filter { $0.itemID == "a" }.count == 1, "\(findings.map(\.message))")
        #expect(findings.filter { $0.itemID == "b" }.count == 2, "two keys are two strings: \(findings.map { "\($0.itemID ?? "-") \($0.message)" })")
    }

    @Test func theConfigurationListMarksKeysAndSourceTexts() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
            <bar id="b" platform="ios" sourceLocale="en" locales="en de" selected="a">
              <item id="a" titleKey="brand"/><item id="b" title="Fediverse"/><item id="c" titleKey="settings"/>
            </bar>
            <strings locale="en"><string key="brand">Tusky</string><string key="settings">Settings</string></strings>
            <strings locale="de"><string key="brand">Tusky</string><string key="settings">Settings</string></strings>
            </baraudit>
            """
        var loader = DefinitionLoader()
        loader.doNotTranslate = ["brand", "Fediverse"]
        let definition = try #require(loader.load(path: "marked.xml", bytes: Array(document.utf8)).definition)
        let items = definition.bars[0].items
        #expect(items.map { $0.title?.isMarkedDoNotTranslate } == [true, true, false])
        var settings = RuleSettings()
        settings.enabled = ["l10n-string-untranslated", "bidi-direction-mismatch"]
        let findings = try RuleEngine(settings: settings).audit(definition).findings
        #expect(findings.map(\.itemID) == ["c"], "\(findings.map(\.message))")
    }

    @Test func aStringCatalogKeyThatShouldNotBeTranslatedIsMarked() throws {
        let scratch = Scratch()
        let storyboard = try String(contentsOf: Repository.root.appendingPathComponent("Tests/Fixtures/ios-app/App/Base.lproj/Main.storyboard"), encoding: .utf8)
        let path = scratch.write("App/Base.lproj/Main.storyboard", storyboard)
        scratch.write("App/Main.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Inb-TBI-01.title": {"shouldTranslate": false},
              "Set-TBI-01.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}}
            }}
            """)
        let definition = try #require(DefinitionLoader().load(path: path).definition)
        let titles = definition.bars.flatMap(\.items).compactMap(\.title).filter { $0.key != nil }
        #expect(titles.contains { $0.key == "Inb-TBI-01.title" && $0.isMarkedDoNotTranslate })
        #expect(titles.contains { $0.key == "Set-TBI-01.title" && !$0.isMarkedDoNotTranslate })
    }
}

/// `baraudit audit --pseudo`: en-XA and ar-XB built from the source strings.
@Suite struct PseudoLocaleTests {
    @Test func pseudoTextsKeepSpecifiersAndChangeLettersOnly() {
        #expect(PseudoLocale.text("Settings", locale: PseudoLocale.accented, syntax: .foundation) == "[Šéţţîñĝš on]")
        #expect(PseudoLocale.text("%d new from %1$@ {count}", locale: PseudoLocale.accented, syntax: .foundation).hasPrefix("[%d ñéŵ ƒŕöɱ %1$@ {count} "))
        let rightToLeft = PseudoLocale.text("Inbox (99+) %@", locale: PseudoLocale.rightToLeft, syntax: .foundation)
        #expect(rightToLeft == "ينبوكس (99+) %@")
        #expect(PseudoLocale.text("", locale: PseudoLocale.accented, syntax: .foundation) == "", "an empty title stays empty")
        #expect(PseudoLocale.text(String(repeating: "a", count: 10_000), locale: PseudoLocale.accented, syntax: .foundation).count == 14_002)
    }

    @Test func pseudoLocalesReportLayoutAndDisplayOnly() throws {
        let scratch = Scratch()
        let path = scratch.write("bar.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
              <bar id="b" platform="ios" sourceLocale="en" locales="en de" selected="a" deviceClasses="iphone-se-1-portrait">
                <item id="a" titleKey="a"/><item id="b" titleKey="b"/><item id="c" titleKey="c"/><item id="d" titleKey="d"/>
                <item id="e" titleKey="e" badge="99+"><accessibility valueKey="unread"/></item>
              </bar>
              <strings locale="en"><string key="a">Home</string><string key="b">Search</string><string key="c">Library</string>
                <string key="d">Downloads</string><string key="e">Messages</string>
                <plural key="unread"><variant category="one">%d unread message</variant><variant category="other">%d unread messages</variant></plural></strings>
              <strings locale="de"><string key="a">Start</string><string key="b">Suche</string><string key="c">Mediathek</string>
                <string key="d">Downloads</string><string key="e">Nachrichten</string>
                <plural key="unread"><variant category="one">%d ungelesene Nachricht</variant><variant category="other">%d ungelesene Nachrichten</variant></plural></strings>
            </baraudit>
            """)
        let plain = try runBarAudit(["audit", "--quiet", path])
        #expect(!plain.standardOutput.contains("XA") && !plain.standardOutput.contains("XB"))
        let pseudo = try runBarAudit(["audit", "--quiet", "--pseudo", path])
        let lines = pseudo.standardOutput.split(separator: "\n").filter { $0.contains("(en-XA)") || $0.contains("(ar-XB)") }
        #expect(lines.contains { $0.contains("pseudo-locale en-XA, generated from the en source: the title '[Ðöŵñļöáðš one]'") && $0.contains("[l10n-title-truncation]") },
                "\(pseudo.output)")
        #expect(lines.contains { $0.contains("pseudo-locale ar-XB") && $0.contains("'99+' shows as '+99'") }, "\(pseudo.output)")
        let rules = Set(lines.compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } })
        #expect(rules.isSubset(of: ["l10n-title-truncation", "bidi-display-reorder", "bidi-unisolated-placeholder"]), "\(rules)")
    }
}

/// Bad text reaches the precision rules measured or reported, never crashing them.
@Suite struct PrecisionRulesBadInputTests {
    @Test func hostileTitlesAreMeasuredAndReported() throws {
        let long = String(repeating: "Einstellungen ", count: 715)
        let titles = [long, "\\ufffd lone \\ufffd", "", "𞤀𞤢𞤤 \\u0378\\ue000", "%", "&#;", "<b", "\\u2068%@", "ב-", "-"]
        let items = titles.enumerated().map { "{\"id\": \"i\($0.offset)\", \"titleKey\": \"k\($0.offset)\"}" }.joined(separator: ", ")
        let table = titles.enumerated().map { "\"k\($0.offset)\": \"\($0.element)\"" }.joined(separator: ", ")
        let json = """
            {"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "locales": ["en", "ar", "he", "de"],
             "selected": "i0", "items": [\(items)]}],
             "strings": {"en": {\(table)}, "ar": {\(table)}, "he": {\(table)}, "de": {\(table)}}}
            """
        let surrogate = DefinitionLoader().load(path: "surrogate.json", bytes: Array(json.replacingOccurrences(of: "\\ufffd lone", with: "\\ud800 lone").utf8))
        #expect(surrogate.diagnostics.contains { $0.message.contains("unpaired surrogate") }, "an unpaired surrogate is reported clearly")
        let loaded = DefinitionLoader().load(path: "hostile.json", bytes: Array(json.utf8))
        var definition = try #require(loaded.definition, "\(loaded.diagnostics)")
        definition.addPseudoLocales()
        var settings = RuleSettings()
        settings.enabled = ["l10n-title-truncation", "l10n-string-untranslated", "title-placeholder", "title-markup", "bidi-display-reorder",
                            "bidi-direction-mismatch", "bidi-unisolated-placeholder", "l10n-format-mismatch"]
        let findings = try RuleEngine(settings: settings).audit(definition).findings
        let longTitle = findings.filter { $0.ruleID == "l10n-title-truncation" && $0.itemID == "i0" }
        #expect(!longTitle.isEmpty && longTitle.allSatisfy { $0.message.contains("measures") })
        #expect(!findings.contains { $0.itemID == "i2" && $0.ruleID != "l10n-string-untranslated" }, "an empty title has nothing to measure or display: \(findings.filter { $0.itemID == "i2" }.map(\.message))")
    }
}

/// A title built in code may be formatted there; only what no code formats (tags, entities) is reported.
@Suite struct TitleMarkupOriginTests {
    @Test func specifiersInCodeBuiltTitlesAreNotReported() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <baraudit version="1">
            <bar id="b" platform="ios" sourceLocale="en" selected="a"><item id="a" titleKey="Inbox %lld"/><item id="b" title="A&lt;br&gt;B"/></bar>
            <strings locale="en"><string key="Inbox %lld">Inbox %lld</string></strings>
            </baraudit>
            """
        var definition = try #require(DefinitionLoader().load(path: "tabs.xml", bytes: Array(document.utf8)).definition)
        var settings = RuleSettings()
        settings.enabled = ["title-markup"]
        let engine = try RuleEngine(settings: settings)
        #expect(engine.audit(definition).findings.map(\.itemID) == ["a", "b"], "from a resource file, both show literally")
        definition.path = "App/ContentView.swift"
        #expect(engine.audit(definition).findings.map(\.itemID) == ["b"], "SwiftUI formats Text(\"Inbox \\(count)\")")
    }
}

/// `labelStyle` picks the Material label text the truncation rule measures.
@Suite struct LabelStyleTests {
    @Test func labelStyleIsReadForMaterialBarsOnly() throws {
        let material = load("m.xml", xmlBar("<item id=\"a\" title=\"A\"/>", attributes: "selected=\"a\" labelStyle=\"material2\"")
            .replacingOccurrences(of: "platform=\"ios\"", with: "platform=\"material\""))
        #expect(try #require(material.definition).bars[0].materialLabelStyle == .material2)
        let json = DefinitionLoader().load(path: "m.json", bytes: Array("""
            {"bars": [{"id": "b", "platform": "material", "sourceLocale": "en", "labelStyle": "material3", "items": [{"id": "a", "title": "A"}]}]}
            """.utf8))
        #expect(try #require(json.definition).bars[0].materialLabelStyle == .material3)
        let ios = load("i.xml", xmlBar("<item id=\"a\" title=\"A\"/>", attributes: "selected=\"a\" labelStyle=\"material2\""))
        #expect(try #require(ios.definition).bars[0].materialLabelStyle == nil)
        #expect(ios.diagnostics.contains { $0.message.contains("'labelStyle' applies to Material bars only") })
        let wrong = load("w.xml", xmlBar("<item id=\"a\" title=\"A\"/>", attributes: "selected=\"a\" labelStyle=\"m2\"")
            .replacingOccurrences(of: "platform=\"ios\"", with: "platform=\"material\""))
        #expect(wrong.diagnostics.contains { $0.severity == .error && $0.message.contains("'material3', 'material2'") }, "\(wrong.diagnostics)")
    }

    /// `itemLayout` names how a Compose Material bar places its items; reports write it, so that a merge
    /// of shards lays the bars out as one run does (the compose-app example's 106.7 dp labels, not 112).
    @Test func itemLayoutIsReadForMaterialBarsOnly() throws {
        let json = DefinitionLoader().load(path: "m.json", bytes: Array("""
            {"bars": [{"id": "b", "platform": "material", "sourceLocale": "en", "itemLayout": "composeNavigationBar",
                       "items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}]}]}
            """.utf8))
        let bar = try #require(json.definition?.bars.first)
        #expect(bar.materialItemLayout == .composeNavigationBar)
        let phone = try #require(GeometryModel.layouts(for: bar).first { $0.viewport.width == 360 })
        #expect(abs(phone.tabs[0].titleWidth - ((360 - 16) / 3 - 8)) < 0.001 && abs(phone.tabs[1].x - ((360 - 16) / 3 + 8)) < 0.001)
        let ios = load("i.xml", xmlBar("<item id=\"a\" title=\"A\"/>", attributes: "selected=\"a\" itemLayout=\"composeNavigationBar\""))
        #expect(try #require(ios.definition).bars[0].materialItemLayout == nil)
        #expect(ios.diagnostics.contains { $0.message.contains("'itemLayout' applies to Material bars only") })
    }

    /// Android round 28: `itemPadding` (ScreenStream's `Modifier.padding(horizontal = 4.dp)` on each item: 8 dp) and
    /// `spacers` (Leafy's 64 dp box under its camera button) take what the app's code takes from each label's room, in a
    /// Compose row of known spacing only: 360 dp less a 64 dp spacer and four 8 dp gaps, shared by four tabs, each less
    /// its 8 dp of padding and Material 3's 4 dp a side (`ReportTests.theDefinitionCopyHasEveryMemberInKeyOrder` writes
    /// both). Without `itemLayout` both are ignored, and said to be.
    @Test func itemPaddingAndSpacersTakeFromTheLabelsRoom() throws {
        let json = DefinitionLoader().load(path: "m.json", bytes: Array("""
            {"bars": [{"id": "b", "platform": "material", "sourceLocale": "en", "itemLayout": "composeNavigationBar", "itemPadding": 8, "spacers": [64],
                       "items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}, {"id": "d", "title": "D"}]}]}
            """.utf8))
        let bar = try #require(json.definition?.bars.first, "\(json.diagnostics)")
        #expect(bar.materialItemPadding == 8 && bar.materialSpacers == [64])
        let phone = try #require(GeometryModel.layouts(for: bar).first { $0.viewport.width == 360 })
        #expect(abs(phone.tabs[0].width - (360 - 64 - 4 * 8) / 4) < 0.001 && abs(phone.tabs[0].titleWidth - ((360 - 64 - 4 * 8) / 4 - 8 - 8)) < 0.001)

        let estimated = load("e.xml", xmlBar("<item id=\"a\" title=\"A\"/><item id=\"b\" title=\"B\"/>", attributes: "selected=\"a\" itemPadding=\"8\" spacers=\"64\"")
            .replacingOccurrences(of: "platform=\"ios\"", with: "platform=\"material\""))
        let plain = try #require(estimated.definition?.bars.first)
        #expect(plain.materialItemPadding == 0 && plain.materialSpacers.isEmpty)
        #expect(estimated.diagnostics.contains { $0.message.contains("'itemPadding' applies to a bar with an 'itemLayout' only") }, "\(estimated.diagnostics)")
        let negative = DefinitionLoader().load(path: "n.json", bytes: Array("""
            {"bars": [{"id": "b", "platform": "material", "sourceLocale": "en", "itemLayout": "composeNavigationBar", "itemPadding": -8, "spacers": ["x"],
                       "items": [{"id": "a", "title": "A"}]}]}
            """.utf8))
        #expect(negative.diagnostics.filter { $0.severity == .error }.count == 2, "\(negative.diagnostics)")
    }

    /// OONI Probe (Theme.MaterialComponents, three tabs): its French "Résultats des tests" overflows
    /// the 112 dp label at the Design library's 14 sp, but its bottom navigation shows the theme's Caption
    /// (12 sp, 0.4 sp letter spacing), where it fits; Spanish "Resultados de la prueba" does not.
    @Test func materialComponentsLabelsAreCaptionSized() throws {
        func truncated(_ style: String) throws -> [String] {
            let strings = ["en": ("Dashboard", "Test Results", "Settings"), "fr": ("Tableau de bord", "Résultats des tests", "Réglages"),
                           "es": ("Panel", "Resultados de la prueba", "Ajustes")]
                .map { "<strings locale=\"\($0.key)\"><string key=\"a\">\($0.value.0)</string><string key=\"b\">\($0.value.1)</string><string key=\"c\">\($0.value.2)</string></strings>" }
                .joined()
            let document = xmlBar("<item id=\"a\" titleKey=\"a\"/><item id=\"b\" titleKey=\"b\"/><item id=\"c\" titleKey=\"c\"/>",
                                  attributes: "selected=\"a\" locales=\"en fr es\" titleVisibility=\"always\" labelStyle=\"\(style)\" deviceClasses=\"material-compact\"",
                                  strings: strings).replacingOccurrences(of: "platform=\"ios\"", with: "platform=\"material\"")
            var settings = RuleSettings()
            settings.enabled = ["l10n-title-truncation"]
            let definition = try #require(load("tabs.xml", document).definition)
            return try RuleEngine(settings: settings).audit(definition).findings.map { "\($0.itemID ?? "") \($0.locale ?? "")" }.sorted()
        }
        #expect(try truncated("materialComponents") == ["b es"])
        #expect(try truncated("material2") == ["b es", "b fr"], "selected or not, a Design label is judged at its selected 14 sp")
    }
}

/// The precision pass on real apps: scripts ICU lacks, and titles code may replace.
@Suite struct RealAppPrecisionTests {
    @Test func scriptsICULacksAreKnownOrNotJudged() {
        #expect(ICU.likelyScript("azb") == "Arab" && ICU.isRightToLeft("azb"), "South Azerbaijani is written in Arabic script")
        #expect(ICU.likelyScript("kmr") == "Latn" && !ICU.isRightToLeft("kmr"))
        #expect(ICU.likelyScript("qaa") == nil, "a private code has no script, and direction rules do not judge it")
        #expect(ICU.isRightToLeft("fa") && !ICU.isRightToLeft("az"), "ICU's own answers stand")
    }

    /// xDrip4iOS keeps "Bluetooth" in every table, Chinese included: a listed word is no name, so the
    /// word list, not the count of translations keeping it, decides (Chinese writes 蓝牙).
    @Test func aListedWordIsNotANameEvenWhenNearlyAllKeepIt() throws {
        let locales = ["de", "fr", "es", "it", "nl", "sv", "ru", "zh-Hans"]
        let tables = (["en"] + locales).map { "<strings locale=\"\($0)\"><string key=\"bt\">Bluetooth</string></strings>" }.joined()
        let document = xmlBar("<item id=\"a\" titleKey=\"bt\"/>", attributes: "selected=\"a\" locales=\"en \(locales.joined(separator: " "))\"", strings: tables)
        var settings = RuleSettings()
        settings.enabled = ["l10n-string-untranslated"]
        let findings = try RuleEngine(settings: settings).audit(try #require(load("tabs.xml", document).definition)).findings
        #expect(findings.compactMap(\.locale) == ["zh-Hans"], "\(findings.map(\.message))")
    }

    /// Open Food Facts ships some 230 Crowdin folders that copy the English file: "Compare" was the same in
    /// more than four in five of its locales and taken for a name, so its Ukrainian copy, among translated
    /// titles, went unreported with the others. A locale showing the source text for every title is no
    /// evidence of a name; a bar whose every title is kept everywhere (brands) still is one of names.
    @Test func localesCopyingTheSourceAreNoEvidenceOfAName() throws {
        func untranslated(_ english: (String, String), _ translated: [String: (String, String)], copies: [String]) throws -> [String] {
            var tables = ["en": english]
            for locale in copies { tables[locale] = english }
            tables.merge(translated) { _, own in own }
            let strings = tables.map { "<strings locale=\"\($0.key)\"><string key=\"a\">\($0.value.0)</string><string key=\"b\">\($0.value.1)</string></strings>" }.joined()
            let document = xmlBar("<item id=\"a\" titleKey=\"a\"/><item id=\"b\" titleKey=\"b\"/>",
                                  attributes: "selected=\"a\" locales=\"\((["en"] + tables.keys.filter { $0 != "en" }.sorted()).joined(separator: " "))\"", strings: strings)
            var settings = RuleSettings()
            settings.enabled = ["l10n-string-untranslated"]
            return try RuleEngine(settings: settings).audit(try #require(load("tabs.xml", document).definition)).findings
                .map { "\($0.itemID ?? "") \($0.locale ?? "")" }.sorted()
        }
        let copies = ["aa", "ach", "ak", "bm", "ce", "chr", "co", "crs", "cv", "fo", "gd", "ht"]
        let translated = ["de": ("Verlauf", "Vergleichen"), "fr": ("Historique", "Comparer"), "es": ("Historial", "Comparar"), "uk": ("Історія", "Compare")]
        let found = try untranslated(("History", "Compare"), translated, copies: copies)
        #expect(found.filter { $0.hasPrefix("b ") } == (copies + ["uk"]).sorted().map { "b \($0)" }, "\(found)")
        #expect(found.filter { $0.hasPrefix("a ") }.count == copies.count, "\(found)")
        #expect(try untranslated(("Spotify", "YouTube"), [:], copies: ["de", "fr", "es", "uk"]).isEmpty, "names kept in every locale")
    }

    /// iNaturalist's storyboard titles a tab "Observations", which its view controller retitles "Me":
    /// where a controller subclass fills some tabs in code, the others' truncated titles are notes.
    @Test func truncationOnABarWhoseControllerFillsTabsInCodeIsANote() throws {
        let document = xmlBar("<item id=\"a\" titleKey=\"a\"/><item id=\"b\" titleKey=\"b\"/><item id=\"c\" titleKey=\"c\"/><item id=\"d\" titleKey=\"d\"/><item id=\"e\"/>",
                              attributes: "selected=\"a\" locales=\"en de\" deviceClasses=\"iphone-se-1-portrait\"",
                              strings: "<strings locale=\"en\"><string key=\"a\">Home</string><string key=\"b\">Map</string><string key=\"c\">Feed</string><string key=\"d\">Alerts</string></strings>"
                                + "<strings locale=\"de\"><string key=\"a\">Start</string><string key=\"b\">Karte</string><string key=\"c\">Feed</string><string key=\"d\">Benachrichtigungen</string></strings>")
        var definition = try #require(load("tabs.xml", document).definition)
        var settings = RuleSettings()
        settings.enabled = ["l10n-title-truncation"]
        let engine = try RuleEngine(settings: settings)
        let before = engine.audit(definition).findings.filter { $0.ruleID == "l10n-title-truncation" }
        #expect(before.map(\.severity) == [.warning], "\(before.map(\.message))")
        definition.bars[0].items[4].configuredInCode = "TabBarController"
        let finding = try #require(engine.audit(definition).findings.first { $0.ruleID == "l10n-title-truncation" })
        #expect(finding.severity == .info && finding.message.contains("likely truncated, unless code replaces it: TabBarController sets other tabs' titles in code"), "\(finding.message)")
    }

    /// IceCubesApp's Basque "Jakinarazpenak" (76.9 pt) is wider than the estimated title room of an
    /// iPhone 15's five-tab bar (70.6 pt) but not than the tab (78.6 pt): only UIKit's margin around the
    /// title, an estimate, says it is cut, so it is a note. Turkish "Trend Bağlantılar" is wider than the
    /// whole tab: a warning.
    @Test func anIOSTitleOverflowingOnlyTheEstimatedMarginIsANote() throws {
        let keys = ["a", "b", "c", "d", "e"]
        func table(_ locale: String, _ titles: [String]) -> String {
            "<strings locale=\"\(locale)\">" + zip(keys, titles).map { "<string key=\"\($0)\">\($1)</string>" }.joined() + "</strings>"
        }
        let document = xmlBar(keys.map { "<item id=\"\($0)\" titleKey=\"\($0)\"/>" }.joined(),
                              attributes: "selected=\"a\" locales=\"en eu tr\" deviceClasses=\"iphone-15-portrait\"",
                              strings: table("en", ["Timeline", "Notifications", "Explore", "Links", "Profile"])
                                + table("eu", ["Denbora", "Jakinarazpenak", "Arakatu", "Estekak", "Profila"])
                                + table("tr", ["Akış", "Bildirimler", "Keşfet", "Trend Bağlantılar", "Profil"]))
        var settings = RuleSettings()
        settings.enabled = ["l10n-title-truncation"]
        let findings = try RuleEngine(settings: settings).audit(try #require(load("tabs.xml", document).definition)).findings
        let summary = findings.map { "\($0.itemID ?? "") \($0.locale ?? "") \($0.severity)" }.sorted()
        #expect(summary == ["b eu info", "d tr warning"], "\(findings.map(\.message))")
        let note = try #require(findings.first { $0.locale == "eu" })
        #expect(note.message.hasSuffix("it may be truncated (it is narrower than its tab; UIKit's margin around a title, 4 pt a side here, is an estimate)"), "\(note.message)")
        #expect(findings.first { $0.locale == "tr" }?.message.hasSuffix("; it is likely truncated") == true)
    }
}

/// voiceover-label-verbose counts words with ICU word breaking; Vietnamese spaces separate syllables, so
/// Feather's "Tất cả kho lưu trữ" (all repositories: two words, five syllables) is no sentence. Its
/// length is still judged in characters.
@Suite struct VerboseLabelSyllableTests {
    @Test(arguments: [("vi", "Tất cả kho lưu trữ", false), ("fr", "Tous les dépôts de la source", true),
                      ("vi", "Tất cả các kho lưu trữ của nguồn đã thêm", true)])
    func vietnameseSyllablesAreNotWords(_ locale: String, _ translation: String, _ reported: Bool) throws {
        let findings = try ruleFindings("voiceover-label-verbose", oneTitle("All Repositories", locale: locale, translation))
        #expect(findings.contains { $0.locale == locale } == reported, "\(locale) '\(translation)': \(findings.map(\.message))")
    }
}
