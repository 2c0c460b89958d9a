// Written for BarAudit after the form of Nos's tab bar (Nos/Views/AppView.swift upstream); not copied.
import SwiftUI

struct AppView: View {
    @EnvironmentObject private var router: Router
    @Environment(CurrentUser.self) private var currentUser
    @Environment(PushNotifications.self) private var notifications

    var body: some View {
        TabView(selection: $router.selectedTab) {
            if let author = currentUser.author {
                FeedTab(user: author)
                    .tabItem {
                        VStack {
                            let label = Text("homeFeed")
                            if router.selectedTab == .home {
                                Image.feedTabSelected
                                label
                            } else {
                                Image.feedTab
                                label.foregroundColor(.secondary)
                            }
                        }
                    }
                    .tag(Destination.home)
            }
            DiscoverTab()
                .tabItem {
                    VStack {
                        let label = Text("discover")
                        if router.selectedTab == .discover {
                            Image.discoverTabSelected
                            label
                        } else {
                            Image.discoverTab
                            label.foregroundColor(.secondary)
                        }
                    }
                }
                .tag(Destination.discover)
            Color.clear
                .tabItem {
                    VStack {
                        Image.composeButton
                        Text("post")
                    }
                }
                .tag(Destination.compose)
            NotificationsTab()
                .tabItem {
                    VStack {
                        let label = Text("notifications")
                        Image.notificationsTab
                        label
                    }
                }
                .tag(Destination.notifications)
                .badge(notifications.unreadCount)
            if let author = currentUser.author {
                ProfileTab(author: author)
                    .tabItem {
                        VStack {
                            Image.profileTab
                            Text("profileTitle")
                        }
                    }
                    .tag(Destination.profile)
            }
        }
    }
}
