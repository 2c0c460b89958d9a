// Written for BarAudit in the shape SwiftGen generates (not copied).
import Foundation

internal enum L10n {
  internal static var discover: String { return L10n.tr("Localizable", "discover") }
  internal static var filters: String { return L10n.tr("Localizable", "filters") }
  internal static var podcastsPlural: String { return L10n.tr("Localizable", "podcasts_plural") }
  internal static var profile: String { return L10n.tr("Localizable", "profile") }
  internal static var upNext: String { return L10n.tr("Localizable", "up_next") }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
