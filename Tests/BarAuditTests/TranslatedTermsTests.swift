import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// judge32ios: 2fas keeps "Tokens" for its tab in Greek, Spanish, Dutch and Portuguese, and its translators write
/// "Τα tokens σας…", "Tus tokens son…" in the sentences they translated: the translation's own term, not a string
/// nobody translated. A copy whose word no translated text of the locale uses is still reported.
@Suite struct TranslatedTermsTests {
    private func entries(_ texts: [String: String]) -> [String: LocalizedString] {
        texts.reduce(into: [:]) { $0[$1.key] = LocalizedString(key: $1.key, content: .text($1.value), location: SourceLocation(file: "t")) }
    }

    @Test func onlyTextsInTheTranslationsOwnWordsAreEvidence() {
        let source = entries(["tab": "Tokens", "intro": "Your tokens are stored offline", "import": "Import your tokens",
                              "copied": "Token list", "other": "Tokens here"])
        let vocabulary = TranslatedTerms.vocabulary(of: [source])
        let spanish = entries(["tab": "Tokens", "intro": "Tus tokens son almacenados", "import": "Importe sus tokens",
                               "copied": "Token list", "missing": "Fichas"])
        let words = TranslatedTerms.words(of: [spanish], sources: [source], vocabulary: vocabulary)
        #expect(words.contains("tokens"))
        #expect(!words.contains("tus"), "a word of one text only is too little")
        #expect(!words.contains("list") && !words.contains("fichas"), "copies of the source and texts it lacks say nothing")
        #expect(TranslatedTerms.keysUsedInTranslatedTexts(of: spanish, source: source) { words } == ["tab"])
        let oneSentence = entries(["tab": "Tokens", "intro": "Tus tokens son almacenados"])
        #expect(TranslatedTerms.words(of: [oneSentence], sources: [source], vocabulary: vocabulary).isEmpty)
        // An English sentence of an older source (a Crowdin folder nobody translated) differs from today's, in English words.
        let stale = entries(["tab": "Tokens", "intro": "Your tokens are stored", "import": "Import tokens"])
        #expect(TranslatedTerms.words(of: [stale], sources: [source], vocabulary: vocabulary).isEmpty)
        // Open Food Facts: a flavour's default folder holds its own source texts; a copy of any of them is a copy.
        let flavour = entries(["intro": "Scan pet food products and add them", "import": "Scan pet food and share"])
        let kurdish = entries(["tab": "Tokens", "intro": "Scan pet food products and add them", "import": "Scan pet food and share"])
        #expect(TranslatedTerms.words(of: [kurdish], sources: [source, flavour], vocabulary: TranslatedTerms.vocabulary(of: [source, flavour])).isEmpty)
        let german = entries(["tab": "Tokens", "intro": "Deine Token werden offline geladen", "import": "Importiere deine Token"])
        #expect(TranslatedTerms.keysUsedInTranslatedTexts(of: german, source: source) {
            TranslatedTerms.words(of: [german], sources: [source], vocabulary: vocabulary)
        }.isEmpty, "the singular is another word")
        #expect(TranslatedTerms.term("Access Points") == nil && TranslatedTerms.term(" Chat ") == "chat" && TranslatedTerms.term("A") == nil)
    }

    @Test func anIOSTranslationsOwnTermIsNotUntranslated() throws {
        let scratch = Scratch()
        // Each language's table: the two tabs' titles and two sentences using (or not) the tab's word.
        func table(_ locale: String, _ settings: String, _ intro: String, _ importing: String) {
            scratch.write("App/\(locale).lproj/Localizable.strings",
                          "\"tab.tokens\" = \"Tokens\";\n\"tab.settings\" = \"\(settings)\";\n\"intro\" = \"\(intro)\";\n\"import\" = \"\(importing)\";\n")
        }
        table("en", "Settings", "Your tokens are stored offline on this device.", "Import your tokens from another app.")
        table("es", "Settings", "Tus tokens son almacenados offline en el dispositivo.", "Importe sus tokens desde otra aplicación.")
        table("de", "Einstellungen", "Deine Token werden offline gespeichert.", "Importiere deine Token aus einer anderen App.")
        scratch.write("App/Root.swift", """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tokens().tabItem { Label("tab.tokens", systemImage: "key") }
                        Settings().tabItem { Label("tab.settings", systemImage: "gear") }
                    }
                }
            }
            """)
        let result = try runBarAudit(["audit", "App", "--jobs", "1"], in: scratch.url)
        let untranslated = result.standardOutput.split(separator: "\n").filter { $0.contains("[l10n-string-untranslated]") }
        #expect(untranslated.count == 2, "\(result.output)")
        #expect(untranslated.contains { $0.contains("'Tokens'") && $0.contains("in 'de'") }, "German writes 'Token': \(untranslated)")
        #expect(untranslated.contains { $0.contains("'Settings'") && $0.contains("in 'es'") }, "no Spanish sentence writes 'Settings': \(untranslated)")
    }

    @Test func anAndroidTranslationsOwnTermIsNotUntranslated() throws {
        let scratch = Scratch()
        scratch.write("app/src/main/res/menu/bottom_nav.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <menu xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:id="@+id/tokens" android:title="@string/tab_tokens" android:icon="@drawable/ic_key" />
                <item android:id="@+id/settings" android:title="@string/tab_settings" android:icon="@drawable/ic_gear" />
                <item android:id="@+id/help" android:title="@string/tab_help" android:icon="@drawable/ic_help" />
            </menu>
            """)
        scratch.write("app/src/main/res/values/strings.xml", """
            <resources><string name="tab_tokens">Tokens</string><string name="tab_settings">Settings</string><string name="tab_help">Help</string>
            <string name="intro">Your tokens are stored offline.</string><string name="import">Import your tokens.</string></resources>
            """)
        scratch.write("app/src/main/res/values-nl/strings.xml", """
            <resources><string name="tab_tokens">Tokens</string><string name="tab_settings">Settings</string><string name="tab_help">Hulp</string>
            <string name="intro">Uw tokens worden offline opgeslagen.</string><string name="import">Importeer uw tokens.</string></resources>
            """)
        let result = try runBarAudit(["audit", "app/src/main/res/menu/bottom_nav.xml", "--jobs", "1"], in: scratch.url)
        let untranslated = result.standardOutput.split(separator: "\n").filter { $0.contains("[l10n-string-untranslated]") }
        #expect(untranslated.count == 1 && untranslated[0].contains("'Settings'"), "\(result.output)")
    }
}
