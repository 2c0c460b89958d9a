import BarAuditModel

/// The bar must name a selected item that is one of its enabled items: UIKit and Material always show
/// one tab as selected, and VoiceOver announces it ("Selected, …").
struct NavSelectionInvalid: Rule {
    let id = "nav-selection-invalid"
    let scope = RuleScope.bar

    func check(_ context: RuleContext) -> [Violation] {
        let bar = context.bar
        let itemIDs = bar.items.map(\.id)
        if bar.selectionIsSetInCode { return [] }
        guard let selected = bar.selectedItemID else {
            return [Violation(
                "bar '\(bar.id)' names no selected item; a tab bar always shows one tab as selected",
                at: bar.location,
                fix: "set selected to the id of the tab shown at launch (one of: \(Describe.names(itemIDs, quoted: false)))")]
        }
        guard let item = bar.item(withID: selected) else {
            let hint = closestName(to: selected, among: itemIDs).map { "; did you mean '\($0)'?" } ?? ""
            return [Violation(
                "selected item '\(selected)' is not an item of bar '\(bar.id)' (items: \(Describe.names(itemIDs, quoted: false)))\(hint)",
                at: bar.selectionLocation,
                fix: "set selected to one of: \(Describe.names(itemIDs, quoted: false))")]
        }
        guard item.isEnabled else {
            return [Violation(
                "selected item '\(selected)' is disabled; a disabled tab cannot be the selected one",
                at: bar.selectionLocation,
                fix: "select an enabled tab, or enable '\(selected)'")]
        }
        return []
    }
}
