// Fixture code written for BarAudit after the form of Swiftfin's MainTabView.swift (not copied): an
// iOS 18 TabView of Tab(value:role:) { } label: { Label(title, systemImage:) } over the platform's tabs,
// the search tab given the search role; tvOS has a different tab set.
import SwiftUI

struct MainTabView: View {
    @State private var selectedTabID = TabItem.home.id

    #if os(iOS)
    private let tabs: [TabItem] = [.home, .search, .media]
    #else
    private let tabs: [TabItem] = [.home, .search, .media, .settings]
    #endif

    var body: some View {
        TabView(selection: $selectedTabID) {
            ForEach(tabs) { tab in
                Tab(value: tab.id, role: tab == .search ? .search : nil) {
                    Text(verbatim: tab.id)
                } label: {
                    Label(tab.title, systemImage: tab.systemImage)
                        .symbolRenderingMode(.monochrome)
                }
            }
        }
        #if os(tvOS)
        .tabViewStyle(.sidebarAdaptable)
        #endif
    }
}
