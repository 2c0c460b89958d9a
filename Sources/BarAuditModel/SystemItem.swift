/// UIKit's system tab bar items (`UITabBarItem.SystemItem`) and their English titles; the system
/// localises them in every language.
public enum SystemItem {
    public static let titles = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
        "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads",
        "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// The system item a title belongs to.
    public static func name(forTitle title: String) -> String? {
        titles.first { $0.value == title }?.key
    }
}
