// Fixture code written for BarAudit after the form of Swiftfin's TabItem.swift (not copied): tab
// values as static members built with labelled arguments, titles from SwiftGen's L10n.
import SwiftUI

struct TabItem: Identifiable, Hashable {
    let id: String
    let title: String
    let systemImage: String

    static var home: TabItem {
        TabItem(id: "home", title: L10n.home, systemImage: "house.fill")
    }

    static var search: TabItem {
        TabItem(id: "search", title: L10n.search, systemImage: "magnifyingglass")
    }

    static var media: TabItem {
        TabItem(id: "media", title: L10n.media, systemImage: "rectangle.stack.fill")
    }

    static var settings: TabItem {
        TabItem(id: "settings", title: L10n.settings, systemImage: "gearshape")
    }
}
