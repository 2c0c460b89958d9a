// Fixture code written for BarAudit after the form of Trio's watchOS TrioMainWatchView.swift (not
// copied): a TabView paging between two views on the watch, `.tabViewStyle(.verticalPage)` written after
// other modifiers. A watchOS TabView has no tab bar: nothing here is a tab.
import SwiftUI
import WatchKit

struct TrioMainWatchView: View {
    @State private var currentPage: Int = 0

    var body: some View {
        NavigationStack {
            TabView(selection: $currentPage) {
                Text(verbatim: "glucose").tag(0)
                Text(verbatim: "chart").tag(1)
            }
            .onAppear { currentPage = 0 }
            .tabViewStyle(.verticalPage)
        }
    }
}
