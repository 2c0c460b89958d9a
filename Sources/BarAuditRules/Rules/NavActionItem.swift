import BarAuditModel

/// A tab bar is for navigation only (HIG); an item that performs an action (compose, scan, post)
/// belongs in a toolbar or a floating button.
struct NavActionItem: Rule {
    let id = "nav-action-item"
    let scope = RuleScope.item

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, item.role == .action else { return [] }
        return [Violation("the tab '\(item.id)' performs an action instead of switching to a destination",
                          fix: "move the action to a toolbar or a button on the screen it belongs to")]
    }
}
