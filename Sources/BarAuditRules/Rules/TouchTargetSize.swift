import BarAuditModel

/// Each tab's hit area must meet the platform minimum (iOS 44×44 pt, Material 48×48 dp) on every
/// device class and orientation the bar is evaluated on. Without an explicit frame the size is computed
/// from the bar width, the number of tabs, the positioning and the bar height, and said to be estimated.
struct TouchTargetSize: Rule {
    let id = "touch-target-size"
    let scope = RuleScope.item

    /// Items the app's code adds or removes at run time: the tabs' widths depend on how many it shows.
    func applies(to context: RuleContext) -> Bool { !context.bar.itemsChangedAtRunTime }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item else { return [] }
        let metrics = PlatformMetrics.builtIn
        let minimum = Self.minimum(context.options, platform: context.bar.platform, metrics: metrics)
        var failures: [String] = []
        var unit = "pt"
        for laidOut in context.facts.layouts {
            let geometry = laidOut.geometry
            guard let frame = laidOut.frame(of: item.id), frame.width < minimum || frame.height < minimum else { continue }
            unit = geometry.unit
            let estimated = frame.isEstimated ? ", estimated" : ""
            failures.append("\(geometry.viewport.describe(unit: geometry.unit)): \(frame.width.formattedMetric) × \(frame.height.formattedMetric) \(geometry.unit)\(estimated)")
        }
        guard !failures.isEmpty else { return [] }
        return [Violation(
            "the tab '\(item.id)' is smaller than the \(minimum.formattedMetric) × \(minimum.formattedMetric) \(unit) minimum on \(failures.joined(separator: "; "))",
            at: item.frame?.location ?? item.location,
            fix: "use fewer tabs, a taller bar, or an explicit frame of at least \(minimum.formattedMetric) × \(minimum.formattedMetric) \(unit)")]
    }

    /// The option `minimum` when set (above 0), else the `level`: platform, wcag-aa or wcag-aaa.
    static func minimum(_ options: RuleOptions, platform: Platform, metrics: PlatformMetrics) -> Double {
        if let explicit = options.number("minimum"), explicit > 0 { return explicit }
        switch options.values["level"]?.description {
        case "wcag-aa": return metrics.wcagAA
        case "wcag-aaa": return metrics.wcagAAA
        default: return platform == .ios ? metrics.iosTouchTarget : metrics.materialTouchTarget
        }
    }
}
