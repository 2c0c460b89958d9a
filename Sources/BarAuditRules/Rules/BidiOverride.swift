import BarAuditModel

/// A directional override (LRO U+202D, RLO U+202E) forces characters to display in one direction
/// whatever they are, so a string can show something other than what it says — the Trojan Source
/// technique. Tab titles and labels never need one: isolates (FSI…PDI) do the legitimate job.
struct BidiOverride: Rule {
    let id = "bidi-override"
    let scope = RuleScope.itemLocale

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let overrides = shown.string.unicodeScalars.filter { $0.value == 0x202D || $0.value == 0x202E }
            guard let first = overrides.first else { return nil }
            let name = first.value == 0x202E ? "RIGHT-TO-LEFT OVERRIDE (U+202E)" : "LEFT-TO-RIGHT OVERRIDE (U+202D)"
            return Violation("\(BidiControlsUnbalanced.visible(shown.described)) contains \(name), which displays the text it covers reversed or forced",
                             at: shown.location, fix: "remove the override; use FSI…PDI (U+2068…U+2069) to isolate embedded text")
        }
    }
}
