// Fixture code written for BarAudit after the form of Trio's HomeRootView.swift (not copied): a
// SwiftUI TabView whose children carry .tabItem { Label("…", systemImage:) } with LocalizedStringKey
// literals, a badge computed at run time on the first tab, and a bare Spacer() child that keeps a
// slot free under the centre "+" button drawn over the bar.
import SwiftUI

extension Home {
    struct RootView: View {
        @State private var selectedTab = 0
        @State private var carbsRequired: Decimal?

        private var historySFSymbol: String {
            if #available(iOS 17.0, *) {
                return "book.pages"
            } else {
                return "book"
            }
        }

        @ViewBuilder func tabBar() -> some View {
            ZStack(alignment: .bottom) {
                TabView(selection: $selectedTab) {
                    let carbsRequiredBadge: String? = carbsRequired.map { "\($0) g" }

                    NavigationStack { Text(verbatim: "main") }
                        .tabItem { Label("Main", systemImage: "chart.xyaxis.line") }
                        .badge(carbsRequiredBadge).tag(0)

                    NavigationStack { Text(verbatim: "history") }
                        .tabItem { Label("History", systemImage: historySFSymbol) }.tag(1)

                    Spacer()

                    NavigationStack { Text(verbatim: "adjustments") }
                        .tabItem {
                            Label(
                                "Adjustments",
                                systemImage: "slider.horizontal.2.gobackward"
                            ) }.tag(2)

                    NavigationStack { Text(verbatim: "settings") }
                        .tabItem { Label(
                            "Settings",
                            systemImage: "gear"
                        ) }.tag(3)
                }

                Button(action: {}, label: { Image(systemName: "plus.circle.fill") })
                    .accessibilityLabel("Treatments")
            }
        }

        var body: some View {
            tabBar()
        }
    }
}

enum Home {}
