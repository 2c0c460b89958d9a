// Fixture code written for BarAudit after the form of IceCubesApp's Tabs.swift (not copied):
// an enum of tabs whose LocalizedStringKey titles and SF Symbol names come from switches over self,
// and whose label view is built from them.
import SwiftUI

enum AppTab: Identifiable, Hashable, CaseIterable {
  case timeline, notifications, mentions, explore, messages, settings, links, profile, metrics, other

  var id: Int { hashValue }

  @ViewBuilder
  var label: some View {
    if self != .other {
      Label(title, systemImage: iconName)
    }
  }

  var title: LocalizedStringKey {
    switch self {
    case .timeline:
      "tab.timeline"
    case .notifications:
      "tab.notifications"
    case .mentions:
      "tab.mentions"
    case .explore:
      "tab.explore"
    case .messages:
      "tab.messages"
    case .settings:
      "tab.settings"
    case .links:
      "explore.section.trending.links"
    case .profile:
      "tab.profile"
    case .metrics:
      "Metrics"
    case .other:
      ""
    }
  }

  var iconName: String {
    switch self {
    case .timeline: "rectangle.stack"
    case .notifications: "bell"
    case .mentions: "at"
    case .explore: "magnifyingglass"
    case .messages: "tray"
    case .settings: "gear"
    case .links: "newspaper"
    case .profile: "person.crop.circle"
    case .metrics: "chart.bar.xaxis"
    case .other: ""
    }
  }
}
