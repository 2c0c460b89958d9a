import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// The width tables against HarfBuzz shaping the same strings with the same fonts at test time
/// (Tests/external/width_tables.py, uharfbuzz + Debian's fonts; `.ci/run` installs them).
enum WidthSamples {
    /// Tab titles in 14 scripts whose widths the tables model exactly (sums, kerning, joining forms).
    static let exact: [(script: String, text: String)] = [
        ("Latin", "Settings"), ("Latin", "Einstellungen"), ("Latin", "Benachrichtigungen"), ("Latin", "Bibliothèque"),
        ("Latin", "Ustawienia"), ("Latin", "Cài đặt"), ("Latin", "Favoriten"), ("Latin", "AVATAR Yoga"),
        ("Greek", "Ρυθμίσεις"), ("Greek", "Αγαπημένα"), ("Cyrillic", "Настройки"), ("Cyrillic", "Уведомления"),
        ("Cyrillic", "Избранное"), ("Armenian", "Կարգավորումներ"), ("Georgian", "პარამეტრები"), ("Hebrew", "הגדרות"),
        ("Hebrew", "התראות"), ("Arabic", "الإعدادات"), ("Arabic", "الإشعارات"), ("Arabic", "المفضلة"), ("Arabic", "لا"),
        ("Persian", "تنظیمات"), ("Thai", "การตั้งค่า"), ("Thai", "รายการโปรด"), ("Han", "设置"), ("Han", "通知中心"),
        ("Kana", "ホーム"), ("Kana", "お気に入り"), ("Hangul", "설정"), ("Hangul", "즐겨찾기"), ("Ethiopic", "ቅንብሮች"),
        ("Mixed", "iCloud 設定"), ("Mixed", "Wi-Fi 2"),
    ]
    /// Scripts modelled by a shaping factor: estimates, held to a wider margin.
    static let estimated: [(script: String, text: String)] = [
        ("Devanagari", "सेटिंग्स"), ("Devanagari", "सूचनाएं"), ("Bengali", "সেটিংস"), ("Tamil", "அமைப்புகள்"), ("Khmer", "ការកំណត់"),
    ]
}

@Suite(.enabled(if: ExternalTools.widthShaper || ExternalTools.isCI, "needs Python uharfbuzz, fontTools and Debian's fonts (bash .ci/run installs them)"))
struct TextWidthShapingTests {
    static let script = Repository.root.appendingPathComponent("Tests/external/width_tables.py").path

    static func shaped(_ samples: [(script: String, text: String)], style: TextWidths.LabelStyle) throws -> [Double] {
        let scratch = Scratch()
        let requests = samples.map { ["platform": style.rawValue, "text": $0.text] }
        let input = scratch.write("requests.json", bytes: Array(try JSONSerialization.data(withJSONObject: requests)))
        let result = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "python3 '\(script)' shape < '\(input)'"])
        try #require(result.status == 0, "\(result.output)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return answers.map { $0["width"] as? Double ?? -1 }
    }

    @Test(arguments: TextWidths.LabelStyle.allCases)
    func tablesMatchHarfBuzzWithinThreePerCent(_ style: TextWidths.LabelStyle) throws {
        try #require(ExternalTools.widthShaper, "uharfbuzz, fontTools or the fonts are missing")
        #expect(Set(WidthSamples.exact.map(\.script)).count >= 10)
        let reference = try Self.shaped(WidthSamples.exact, style: style)
        for (sample, expected) in zip(WidthSamples.exact, reference) {
            let measured = TextWidths.builtIn.measure(sample.text, style: style)
            #expect(!measured.isEstimated, "\(sample.script) '\(sample.text)' is modelled exactly")
            #expect(abs(measured.ems - expected) <= 0.03 * expected,
                    "\(style) \(sample.script) '\(sample.text)': tables \(measured.ems) em, HarfBuzz \(expected) em")
        }
    }

    @Test(arguments: TextWidths.LabelStyle.allCases)
    func estimatedScriptsStayWithinTheirMargin(_ style: TextWidths.LabelStyle) throws {
        try #require(ExternalTools.widthShaper, "uharfbuzz, fontTools or the fonts are missing")
        let reference = try Self.shaped(WidthSamples.estimated, style: style)
        let tolerance = PlatformMetrics.builtIn.estimatedMeasurementTolerance
        for (sample, expected) in zip(WidthSamples.estimated, reference) {
            let measured = TextWidths.builtIn.measure(sample.text, style: style)
            #expect(measured.isEstimated)
            #expect(abs(measured.ems - expected) <= tolerance * expected,
                    "\(style) \(sample.script) '\(sample.text)': tables \(measured.ems) em, HarfBuzz \(expected) em")
        }
    }
}

/// What the tables say without any font installed, and bad input.
@Suite struct TextWidthTests {
    @Test func tablesRecordTheirFonts() throws {
        let tables = TextWidths.builtIn
        let android = try #require(tables.labelFace(for: .material))
        let material2 = try #require(tables.labelFace(for: .material2))
        let ios = try #require(tables.labelFace(for: .ios))
        #expect(android.fullName == "Roboto Medium" && android.licence == "Apache-2.0" && !android.version.isEmpty)
        #expect(material2.fullName == "Roboto Regular")
        #expect(try #require(tables.labelFace(for: .materialBold)).fullName == "Roboto Bold")
        #expect(ios.fullName == "Inter Medium" && ios.licence == "OFL-1.1")
    }

    @Test func badInputIsMeasuredWithoutCrashing() {
        let tables = TextWidths.builtIn
        let long = String(repeating: "Einstellungen ", count: 800)
        #expect(tables.measure(long, style: .material).ems > 1000)
        let empty = tables.measure("", style: .ios)
        #expect(empty.ems == 0 && !empty.isEstimated)
        // An unpaired surrogate decoded from JSON becomes U+FFFD; unassigned and private-use code points are estimates.
        let odd = tables.measure("A\u{FFFD}\u{E000}\u{10FFFD}\u{0378}", style: .ios)
        #expect(odd.ems > 0)
        let unknown = tables.measure("\u{1D11E}\u{E000}", style: .material)
        #expect(unknown.isEstimated && unknown.ems > 0)
        #expect(tables.measure("\u{200F}\u{2068}\u{2069}", style: .ios).ems == 0, "marks and isolates take no space")
        #expect(tables.measure("ل\u{064E}ا", style: .material).ems > 0, "a mark between lam and alef")
    }
}

extension ExternalTools {
    static let widthShaper = pythonHas("uharfbuzz, fontTools")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Medium.otf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
}
