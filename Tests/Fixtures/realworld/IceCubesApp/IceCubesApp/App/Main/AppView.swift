// Fixture code written for BarAudit after the form of IceCubesApp's AppView.swift (not copied): an
// iOS 18 TabView of Tab(value:role:) { } label: { tab.label } items built with ForEach over the default iPhone tabs, the
// explore tab given the search role, and a notifications badge computed at run time.
import SwiftUI

struct AppView: View {
  @State private var selectedTab: AppTab = .timeline
  @State private var notificationsCount = 0

  /// The tabs an iPhone shows until the user picks others (iOSTabs' stored defaults).
  private let iosTabs: [AppTab] = [.timeline, .notifications, .explore, .links, .profile]

  var body: some View {
    TabView(selection: $selectedTab) {
      ForEach(iosTabs) { tab in
        Tab(value: tab, role: tab == .explore ? .search : .none) {
          makeTabContent(for: tab)
        } label: {
          tab.label.environment(\.symbolVariants, tab == selectedTab ? .fill : .none)
        }
        .badge(badgeFor(tab: tab))
      }
    }
  }

  private func badgeFor(tab: AppTab) -> Int {
    tab == .notifications && selectedTab != tab ? notificationsCount : 0
  }

  @ViewBuilder
  private func makeTabContent(for tab: AppTab) -> some View {
    Text(tab.title)
  }
}

#Preview {
  TabView {
    Text("Preview").tabItem { Label("Preview", systemImage: "eye") }
  }
}
