import BarAuditModel

/// On iPhone widths, a bar with six or more tabs shows the first four and "More"; the rest are a tap
/// away in a list. Their badges are never seen or spoken from the bar, and VoiceOver positions count the
/// More tab ("1 of 5", not "1 of 7").
struct LayoutMoreOverflow: Rule {
    let id = "layout-more-overflow"
    let scope = RuleScope.bar

    func applies(to context: RuleContext) -> Bool { context.bar.platform == .ios }

    func check(_ context: RuleContext) -> [Violation] {
        let bar = context.bar
        let overflowing = GeometryModel.layouts(for: bar).filter(\.hasHiddenItems)
        guard let first = overflowing.first else { return [] }
        let devices = Array(Set(overflowing.map { $0.viewport.device?.name ?? $0.viewport.describe(unit: "pt") })).sorted()
        let hidden = first.hiddenItemIDs
        let hiddenIDs = Set(hidden)
        let slots = first.tabs.count
        var violations = [Violation(
            "on iPhone widths (\(devices.joined(separator: ", "))) the tabs \(Describe.names(hidden)) are behind More; VoiceOver positions count the More tab (\"1 of \(slots)\", not \"1 of \(bar.items.count)\")",
            at: bar.location, fix: "keep to five tabs on iPhone, or move the extra destinations elsewhere")]
        for item in bar.items where hiddenIDs.contains(item.id) {
            guard let badge = item.badge else { continue }
            violations.append(Violation(
                "the badged tab '\(item.id)' is behind More on iPhone widths: its badge is never seen or spoken from the bar",
                at: badge.location, severity: .error,
                fix: "move '\(item.id)' into the first four tabs, or show its news elsewhere", itemID: item.id))
        }
        return violations
    }
}
