import BarAuditModel

/// Digits that are not the locale's default numbering system (ICU 72 numbers Arabic with Arabic-Indic
/// digits, Persian with Extended Arabic-Indic), or several digit systems in one string.
struct L10nDigitsMismatch: Rule {
    let id = "l10n-digits-mismatch"
    let scope = RuleScope.itemLocale

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale, let localeZero = ICU.zeroDigit(locale) else { return [] }
        var violations: [Violation] = []
        // Badge values are counts the app formats at run time; the definition's badge is a sample.
        for shown in context.shownStrings where shown.field != "badge" {
            // Filling specifiers only takes text away: a string without a digit has none after (most have none).
            guard shown.string.unicodeScalars.contains(where: { Self.zero($0) != nil }) else { continue }
            // Specifiers are filled by the app's number formatting; only literal digits are examined.
            let text = FormatSpecifier.filling(shown.string, syntax: FormatSyntax(context.bar.platform)) { _ in "" }
            let zeros = Set(text.unicodeScalars.compactMap(Self.zero))
            guard !zeros.isEmpty else { continue }
            let systems = zeros.sorted { $0.value < $1.value }.map(Self.name)
            if zeros.count > 1 {
                violations.append(Violation("\(shown.described) mixes digit systems (\(systems.joined(separator: ", ")))", at: shown.location,
                                            fix: "write every number in one digit system"))
            } else if zeros.first != localeZero {
                violations.append(Violation(
                    "\(shown.described) uses \(systems[0]) digits, but '\(locale)' numbers with \(Self.name(localeZero)) digits (ICU \(ICU.version))",
                    at: shown.location, fix: "format numbers with the locale's number formatter instead of writing digits"))
            }
        }
        return violations
    }

    /// The zero of the decimal digit system a scalar belongs to.
    static func zero(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        // ASCII's only decimal digits are 0–9: no Unicode property lookup for most scalars.
        if scalar.isASCII { return ("0"..."9").contains(scalar) ? "0" : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Unicode.Scalar(scalar.value - UInt32(value))
    }

    static func name(_ zero: Unicode.Scalar) -> String {
        switch zero.value {
        case 0x30: "Latin (0–9)"
        case 0x660: "Arabic-Indic (٠–٩)"
        case 0x6F0: "Extended Arabic-Indic (۰–۹)"
        case 0x966: "Devanagari (०–९)"
        case 0x9E6: "Bengali (০–৯)"
        default: "U+\(String(zero.value, radix: 16, uppercase: true))"
        }
    }
}
