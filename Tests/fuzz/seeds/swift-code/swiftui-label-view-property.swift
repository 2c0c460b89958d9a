import SwiftUI
enum TabItem: String, CaseIterable {
    case list, tags
    var name: String {
        switch self {
        case .list: String(localized: "tab_item_title_list")
        case .tags: String(localized: "tab_item_title_tags")
        }
    }
    var tabIcon: some View {
        VStack {
            Image(systemName: "list.bullet")
            Text(name)
        }
    }
}
struct RootView: View {
    @State var selection: TabItem = .list
    var body: some View {
        TabView(selection: $selection) {
            Text("a").tabItem { TabItem.list.tabIcon }.tag(TabItem.list)
            Text("b").tabItem { TabItem.tags.tabIcon }.tag(TabItem.tags)
        }
    }
}
