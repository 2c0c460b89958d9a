import BarAuditModel
import BarAuditRules
import Testing

/// Table-driven bidi cases whose expected answer is not written by hand: each case names the displayed
/// string and the unit a reader takes as one left-to-right thing (a number with its sign, a Latin name,
/// a fraction). The unit shows in another order than written exactly when ICU's bidi algorithm resolves
/// its characters to more than one embedding level; `bidi-display-reorder` must report the string then,
/// and only then. What belongs to a unit is the linguistic fact the case states (the hyphen of Hebrew
/// "ב-5" belongs to the prefix; text inside FSI…PDI is one isolated unit).
@Suite struct BidiResolutionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var locale: String
        var text: String
        var unit: String
        var testDescription: String { "\(locale): \(unit) in \(text.debugDescription)" }
    }

    static let cases: [Case] = [
        // Isolated and unisolated values.
        Case(locale: "he", text: "יש לך 99+ הודעות", unit: "99+"),
        Case(locale: "he", text: "יש לך \u{2068}99+\u{2069} הודעות", unit: "99+"),
        Case(locale: "ar", text: "لديك 99+ رسالة", unit: "99+"),
        Case(locale: "ar", text: "لديك \u{2066}99+\u{2069} رسالة", unit: "99+"),
        Case(locale: "he", text: "שלום Anna 2!", unit: "Anna 2"),
        Case(locale: "he", text: "שלום \u{2068}Anna 2\u{2069}!", unit: "Anna 2"),
        Case(locale: "ar", text: "\u{2068}Bo 3\u{2069} و \u{2068}Anna 2\u{2069}", unit: "Anna 2"),
        Case(locale: "he", text: "עמוד 4 / 7", unit: "4 / 7"),
        Case(locale: "he", text: "עמוד \u{2066}4 / 7\u{2069}", unit: "4 / 7"),
        // Signs, currencies and percentages.
        Case(locale: "ar", text: "-5 رصيد", unit: "-5"),
        Case(locale: "ar", text: "\u{200E}-5 رصيد", unit: "-5"),
        Case(locale: "he", text: "הנחה 50%", unit: "50%"),
        Case(locale: "he", text: "מחיר $5", unit: "$5"),
        Case(locale: "he", text: "מחיר 5₪", unit: "5₪"),
        Case(locale: "he", text: "מחיר 5 ₪", unit: "5"),
        Case(locale: "ar", text: "خصم 20%", unit: "20%"),
        Case(locale: "ar", text: "+20 نقطة", unit: "+20"),
        Case(locale: "fa", text: "۲۰+ پیام", unit: "۲۰+"),
        // Prefixes joined by a hyphen are part of the right-to-left word.
        Case(locale: "he", text: "ב-5 דקות", unit: "5"),
        Case(locale: "he", text: "עד ה-31", unit: "31"),
        Case(locale: "ar", text: "ب-5 دقائق", unit: "5"),
        // Marks are not letters: an LRM before a number in a right-to-left paragraph keeps it whole.
        Case(locale: "he", text: "יש \u{200E}99+\u{200E} הודעות", unit: "99+"),
        Case(locale: "ar", text: "\u{200F}Inbox (3)", unit: "Inbox (3)"),
        // Left-to-right paragraphs by their first strong character.
        Case(locale: "ar", text: "Inbox (3)", unit: "Inbox (3)"),
        Case(locale: "he", text: "iPhone 15 עבור", unit: "iPhone 15"),
    ]

    @Test(arguments: cases)
    func ruleAgreesWithICUResolution(_ testCase: Case) throws {
        let units = Array(testCase.text.utf16)
        let unitRange = try #require(Self.range(of: testCase.unit, in: units), "the unit is in the text")
        let levels = ICU.bidiLevels(testCase.text, defaultRightToLeft: true)
        try #require(levels.count == units.count)
        let reordered = Set(unitRange.map { levels[$0] }).count > 1

        let findings = try ruleFindings("bidi-display-reorder", oneTitle("x", locale: testCase.locale, testCase.text))
        let reported = findings.contains { $0.message.contains("'\(testCase.unit)' shows as") }
        let explanation = "ICU resolves '\(testCase.unit)' to levels \(unitRange.map { levels[$0] }); findings: \(findings.map(\.message))"
        if reordered {
            #expect(reported && findings.count == 1, "\(explanation)")
        } else {
            #expect(findings.isEmpty, "\(explanation)")
        }
    }

    private static func range(of unit: String, in units: [UInt16]) -> Range<Int>? {
        let needle = Array(unit.utf16)
        guard needle.count <= units.count else { return nil }
        return (0...(units.count - needle.count)).first { Array(units[$0..<($0 + needle.count)]) == needle }.map { $0..<($0 + needle.count) }
    }
}
