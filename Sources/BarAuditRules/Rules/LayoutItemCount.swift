import BarAuditModel

/// How many tabs a bar has: Material recommends three to five (seed 000); an iPhone shows at most
/// five, and a sixth turns the fifth slot into "More" (seed 003); fewer than two is not a tab bar.
struct LayoutItemCount: Rule {
    let id = "layout-item-count"
    let scope = RuleScope.bar

    /// Items the app's code adds or removes at run time: the menu's count is not the bar's.
    func applies(to context: RuleContext) -> Bool { !context.bar.itemsChangedAtRunTime }

    func check(_ context: RuleContext) -> [Violation] {
        let bar = context.bar
        let count = bar.items.count
        let metrics = PlatformMetrics.builtIn
        if count < 2 {
            return [Violation("bar '\(bar.id)' has \(count) tab\(count == 1 ? "" : "s"); a tab bar switches between at least two destinations",
                              at: bar.location, fix: "remove the bar, or add the destinations it switches between")]
        }
        switch bar.platform {
        case .material where !metrics.materialRecommendedItems.contains(count):
            let advice = count < metrics.materialRecommendedItems.lowerBound
                ? "with fewer than three destinations, use tabs instead" : "put the other destinations in a navigation drawer"
            return [Violation("Material bar '\(bar.id)' has \(count) items; bottom navigation is for three to five", at: bar.location, fix: advice)]
        case .ios where count > metrics.iosCompactWidthTabLimit && GeometryModel.viewports(for: bar).viewports.contains(where: \.isCompactWidth):
            return [Violation("bar '\(bar.id)' has \(count) tabs; an iPhone shows \(metrics.iosCompactWidthTabLimit - 1) and a More tab",
                              at: bar.location, fix: "keep to five tabs on iPhone (three to five is best)")]
        default:
            return []
        }
    }
}
