// Fixture code written for BarAudit in the form SwiftGen generates (not copied from Swiftfin's file):
// an L10n enum whose constants look their keys up in the Localizable table with an English fallback.
import Foundation

internal enum L10n {
  /// Home
  internal static let home = L10n.tr("Localizable", "home", fallback: "Home")
  /// Media
  internal static let media = L10n.tr("Localizable", "media", fallback: "Media")
  /// Search
  internal static let search = L10n.tr("Localizable", "search", fallback: "Search")
  /// Settings
  internal static let settings = L10n.tr("Localizable", "settings", fallback: "Settings")
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
