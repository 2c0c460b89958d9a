import SwiftUI

/// The podcast player's tabs: a library, the queue with a count of new episodes, discovery and settings.
struct ContentView: View {
    @State private var selection: Screen = .library
    @State private var queued = 3

    var body: some View {
        TabView(selection: $selection) {
            LibraryView()
                .tabItem { Label("Library", systemImage: "square.stack") }
                .tag(Screen.library)
            UpNextView()
                .tabItem { Label("Up Next", systemImage: "list.bullet") }
                .badge(3)
                .tag(Screen.upNext)
            DiscoverView()
                .tabItem { Image(systemName: "sparkle.magnifyingglass") }
                .tag(Screen.discover)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Screen.settings)
        }
    }
}

enum Screen: Hashable {
    case library, upNext, discover, settings
}
