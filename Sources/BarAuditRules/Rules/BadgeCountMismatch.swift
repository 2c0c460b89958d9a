import BarAuditModel

/// The number spoken in the accessibility value must be the badge's number (a value written for one
/// count, or a stale literal, says "10 unread emails" under a badge of 8).
struct BadgeCountMismatch: Rule {
    let id = "badge-count-mismatch"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool {
        context.badge?.number != nil && context.withItem { $0.accessibility.value != nil } ?? false
    }

    func check(_ context: RuleContext) -> [Violation] {
        guard let number = context.badge?.number, let valueText = context.withItem({ $0.accessibility.value }),
              let value = context.countedValue, !value.isMissing else { return [] }
        let spokenNumbers = Self.numbers(in: value.text)
        guard !spokenNumbers.isEmpty, !spokenNumbers.contains(number) else { return [] }
        let said = spokenNumbers.map(String.init).joined(separator: ", ")
        return [Violation(
            "the accessibility value '\(value.text)' says \(said), but the badge shows \(number)",
            at: valueText.location, spoken: context.utterance,
            fix: "build the value from the badge count (a %d plural string), not a fixed number")]
    }

    /// Runs of digits in any script ("٨" is 8).
    static func numbers(in text: String) -> [Int] {
        text.split { $0.wholeNumberValue == nil }.compactMap { BadgeKind.number(String($0)) }
    }
}
