import BarAuditModel

/// A suppression must name a rule that exists and say why: an unexplained suppression hides a finding
/// from everyone who reads the definition after its author.
struct SuppressionInvalid: Rule {
    let id = "suppression-invalid"
    let scope = RuleScope.bar

    func applies(to context: RuleContext) -> Bool {
        !context.bar.suppressions.isEmpty || context.bar.items.contains { !$0.suppressions.isEmpty }
    }

    func check(_ context: RuleContext) -> [Violation] {
        let known = RuleCatalog.builtIn.ids
        let owners = [(nil as Item?, context.bar.suppressions)] + context.bar.items.map { ($0, $0.suppressions) }
        var violations: [Violation] = []
        for (item, suppressions) in owners {
            let owner = item.map { "item '\($0.id)'" } ?? "bar '\(context.bar.id)'"
            for suppression in suppressions {
                if !known.contains(suppression.ruleID) {
                    let hint = closestName(to: suppression.ruleID, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                    violations.append(Violation("the suppression on \(owner) names '\(suppression.ruleID)', which is not a rule\(hint)",
                                                at: suppression.location, fix: "name a rule `baraudit rules` lists", itemID: item?.id))
                }
                if (suppression.reason ?? "").trimmingWhitespace().isEmpty {
                    violations.append(Violation("the suppression of '\(suppression.ruleID)' on \(owner) gives no reason",
                                                at: suppression.location, fix: "say why the rule does not apply (reason=\"…\")", itemID: item?.id))
                }
            }
        }
        return violations
    }
}
