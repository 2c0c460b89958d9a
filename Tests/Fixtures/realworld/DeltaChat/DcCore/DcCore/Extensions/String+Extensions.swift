// Fixture code written for BarAudit after the form of Delta Chat's String+Extensions.swift (not copied):
// a String wrapper around NSLocalizedString that falls back to the English table.
import Foundation

public extension String {
    static func localized(_ stringID: String) -> String {
        let translated = NSLocalizedString(stringID, comment: "")
        guard translated == stringID,
              let english = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap(Bundle.init(path:)) else { return translated }
        return NSLocalizedString(stringID, bundle: english, comment: "")
    }

    static func localized(stringID: String, count: Int) -> String {
        String.localizedStringWithFormat(localized(stringID), count)
    }
}
