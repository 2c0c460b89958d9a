import BarAuditModel

/// A translated title that is wider than its tab is truncated ("Einstellu…"). The width is estimated:
/// grapheme clusters from ICU's character break, East Asian wide characters at one em and others at an
/// average Latin advance, at the platform's title font size, against the title space of each tab on
/// each evaluated device (platform metrics).
struct L10nTitleTruncation: Rule {
    let id = "l10n-title-truncation"
    let scope = RuleScope.itemLocale

    func applies(to context: RuleContext) -> Bool { context.item?.title != nil }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let titleText = item.title else { return [] }
        let title = context.resolve(titleText)
        guard !title.isMissing, !title.text.isEmpty else { return [] }
        let ems = Self.ems(title.text)
        var overflows: [String] = []
        var worst: (needed: Double, available: Double)?
        for (index, laidOut) in context.facts.layouts.enumerated() {
            let geometry = laidOut.geometry
            guard let frame = laidOut.frame(of: item.id), frame.showsTitle else { continue }
            let needed = ems * frame.titleFontSize
            var available = frame.titleWidth
            if geometry.tabsSizeToContent {
                // Content-sized tabs: the title fits when all titles and their tabs' fixed parts fit the bar.
                // The same for every item of the bar: computed once per layout and locale.
                let total = context.facts.shared("\(id).content-width.\(index).\(context.textLocale)") {
                    geometry.tabs.reduce(0.0) { sum, tab in
                        sum + geometry.titleOverhead + tab.titleFontSize * Self.ems(Self.title(of: tab, context: context))
                    }
                }
                if total <= geometry.barWidth { continue }
            }
            available = max(0, available)
            guard needed > available else { continue }
            overflows.append(geometry.viewport.describe(unit: geometry.unit))
            if worst == nil || needed - available > worst!.needed - worst!.available { worst = (needed, available) }
        }
        guard let worst, !overflows.isEmpty else { return [] }
        let unit = context.bar.platform == .ios ? "pt" : "dp"
        let location = context.file.entry(for: titleText, locale: context.textLocale)?.location ?? titleText.location
        return [Violation(
            "the title '\(title.text)' is estimated at \(worst.needed.formattedMetric) \(unit) wide but its tab leaves \(worst.available.formattedMetric) \(unit) (\(overflows.joined(separator: "; "))); it is likely truncated",
            at: location, fix: "shorten the translation, or use fewer tabs")]
    }

    /// The estimated width of a text in ems: wide characters one em, others the average Latin advance.
    static func ems(_ text: String) -> Double {
        let metrics = PlatformMetrics.builtIn
        let (clusters, wide) = ICU.measure(text)
        return Double(clusters - wide) * metrics.averageCharacterWidth + Double(wide) * metrics.wideCharacterWidth
    }

    /// The title a tab shows in the context's locale ("More" for UIKit's More tab).
    private static func title(of tab: TabFrame, context: RuleContext) -> String {
        guard let id = tab.itemID else { return context.phrases.more }
        guard let text = context.facts.item(withID: id)?.title else { return "" }
        return context.resolve(text).text
    }
}
