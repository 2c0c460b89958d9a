import BarAuditRules

/// `baraudit rules` and `baraudit explain` output.
public enum CatalogPrinter {
    public static func list(_ catalog: RuleCatalog) -> String {
        let idWidth = catalog.ids.map(\.count).max() ?? 0
        let familyWidth = catalog.descriptions.map(\.family.count).max() ?? 0
        return catalog.descriptions.map { rule in
            let optIn = rule.optIn ? " (opt-in)" : ""
            return rule.id.padding(idWidth) + "  " + rule.family.padding(familyWidth) + "  "
                + rule.defaultSeverity.rawValue.padding(7) + "  " + rule.title + optIn
        }.joined(separator: "\n") + "\n"
    }

    public static func explain(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.title)\n"
        text += "family: \(rule.family)   default severity: \(rule.defaultSeverity.rawValue)\(rule.optIn ? "   opt-in" : "")\n\n"
        text += rule.rationale + "\n"
        if !rule.references.isEmpty {
            text += "\nReferences:\n" + rule.references.map { "  - \($0.title)" + ($0.url.map { "\n    \($0)" } ?? "") }.joined(separator: "\n") + "\n"
        }
        if !rule.options.isEmpty {
            text += "\nOptions:\n" + rule.options.map { "  \($0.name) (default: \($0.defaultValue)): \($0.summary)" }.joined(separator: "\n") + "\n"
        }
        if !rule.falsePositives.isEmpty {
            text += "\nKnown false positives:\n" + rule.falsePositives.map { "  - \($0)" }.joined(separator: "\n") + "\n"
        }
        if !rule.falseNegatives.isEmpty {
            text += "\nKnown false negatives:\n" + rule.falseNegatives.map { "  - \($0)" }.joined(separator: "\n") + "\n"
        }
        for (heading, examples) in [("Triggering examples", rule.triggering), ("Non-triggering examples", rule.nonTriggering)] where !examples.isEmpty {
            text += "\n\(heading):\n"
            for example in examples {
                text += "\n  # \(example.summary)\n"
                text += example.definition.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
                for finding in example.findings {
                    text += "  → \(finding.severity?.rawValue ?? rule.defaultSeverity.rawValue): …\(finding.message)…\n"
                }
            }
        }
        return text
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
