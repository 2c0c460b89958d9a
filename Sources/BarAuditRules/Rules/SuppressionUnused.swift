import BarAuditModel

/// A suppression that suppresses nothing is stale — the problem was fixed, or the rule never fired
/// there — and would silently hide a future finding.
struct SuppressionUnused: Rule {
    let id = "suppression-unused"
    let scope = RuleScope.bar
    let runsAfterSuppression = true

    func applies(to context: RuleContext) -> Bool {
        !context.bar.suppressions.isEmpty || context.bar.items.contains { !$0.suppressions.isEmpty }
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let outcome = context.suppressionOutcome else { return [] }
        let owners = [(nil as Item?, context.bar.suppressions)] + context.bar.items.map { ($0, $0.suppressions) }
        var violations: [Violation] = []
        for (item, suppressions) in owners {
            // A rule that did not run (disabled, unknown) cannot tell whether its suppression is needed.
            for suppression in suppressions where outcome.activeRules.contains(suppression.ruleID) && !outcome.used.contains(suppression.location) {
                let owner = item.map { "item '\($0.id)'" } ?? "bar '\(context.bar.id)'"
                violations.append(Violation("the suppression of '\(suppression.ruleID)' on \(owner) suppresses nothing",
                                            at: suppression.location, fix: "remove the suppression", itemID: item?.id))
            }
        }
        return violations
    }
}
