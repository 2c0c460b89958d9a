import BarAuditModel

/// A translated title that is wider than its tab is truncated ("Einstellu…"). The title is measured with
/// the platform's label font (`TextWidths`: Roboto Medium on Android, Inter Medium standing in for SF Pro
/// Text on iOS, Noto for other scripts) at the label's size and letter spacing, against the title space of
/// each tab on each evaluated device (platform metrics). A title is reported only when it exceeds its space
/// by more than the width model's error (`text.measurement-tolerance`: a share on iOS, a margin in dp on Android). A Material label is measured as
/// it shows when its tab is selected. On a bar whose controller fills some tabs in code, a title of
/// another tab may be replaced there too, so it is a note, as is a title on an Android bar whose items the app's code adds or
/// removes (laid out with the menu's tabs); so is an iOS title that overflows only
/// UIKit's estimated margin around it (it is narrower than its tab). A Material 3 label that may wrap (a Compose
/// `Text` without `maxLines`) is laid out on lines at ICU's line break opportunities, filled greedily, and
/// is reported only when a word is wider than its tab or the lines outnumber what the label shows.
struct L10nTitleTruncation: Rule {
    let id = "l10n-title-truncation"
    let checksPseudoLocales = true
    let scope = RuleScope.itemLocale
    /// Material bars hold three to five tabs; one well past that is still laid out once per selected tab.
    static let maximumItemsLaidOutPerSelection = 12

    // The item is read in place: `context.item` copies all of it, for every item in every locale.
    func applies(to context: RuleContext) -> Bool { !context.bar.materialLabelSizeUnknown && (context.withItem { $0.title != nil } ?? false) }

    func check(_ context: RuleContext) -> [Violation] {
        guard let (titleText, titleLineLimit, itemID) = context.withItem({ item in item.title.map { ($0, item.titleLineLimit, item.id) } }),
              let title = context.resolvedTitle else { return [] }
        guard !title.isMissing, !title.text.isEmpty else { return [] }
        let platform = context.bar.platform
        let style = TextWidths.LabelStyle(context.bar)
        let metrics = PlatformMetrics.builtIn
        let widths = TextWidths.builtIn(for: style)
        // Measured once per item and locale, with the item's texts (an item from outside the engine, here).
        let measured = context.itemPosition.flatMap { context.localeFacts.titleMeasurements(reading: context.itemTextsChunk)[$0] } ?? MeasuredTitle(title.text, widths: widths, style: style)
        // The room a title may exceed before it is reported: the width model's error.
        func allowed(_ available: Double) -> Double {
            if measured.isEstimated { return available * (1 + metrics.estimatedMeasurementTolerance) }
            return platform == .ios ? available * (1 + metrics.measurementTolerance) : available + metrics.materialMeasurementMargin
        }
        // Lines the label may take: its own limit (maxLines), at most what a Material 3 item holds.
        let lineLimit = platform == .material && style == .material ? min(titleLineLimit ?? 1, metrics.materialWrappingLabelLines) : 1
        var overflows: [String] = []
        var worst: (needed: Double, available: Double, fontSize: Double, wrapped: WrappedTitle?)?
        // UIKit's margin around a title is an estimate (`ios.title-padding`): a title wider than the
        // estimated room but not than the room without that margin may still fit on a device. Such a
        // title is a note; a title wider than even that room is a warning.
        let unknownMargin = platform == .ios ? 2 * metrics.iosTitlePadding : 0
        var overflowsWithoutMargin = false
        // A Material label is judged as it shows when its tab is selected: any tab can be, the selected
        // label is the widest (Material 2: 14 sp active, 12 sp inactive), and "selected" visibility shows
        // only that one. Past Material's largest bar (which layout-item-count reports) the bar's own
        // selection stands, so that a huge bar is not laid out once per item.
        // The layouts are read in place, by position: a list of each layout's geometry and frame made for
        // every check retained every tab of every layout, and only a title that overflows reads a geometry.
        let selecting: [SelectedLayout]
        let laidOut: [LaidOutBar]
        let perSelection = platform == .material && context.bar.items.count <= Self.maximumItemsLaidOutPerSelection
        if perSelection {
            // The same in every locale: laid out once per item (an item from outside the engine, here).
            if let position = context.itemPosition {
                selecting = context.facts.layouts(selectingItemAt: position)
            } else {
                var shown = context.bar
                shown.selectedItemID = itemID
                selecting = GeometryModel.layouts(for: shown).map { SelectedLayout(geometry: $0, frame: $0.frame(of: itemID)) }
            }
            laidOut = []
        } else {
            selecting = []
            laidOut = context.facts.layouts
        }
        let layoutCount = perSelection ? selecting.count : laidOut.count
        func layoutGeometry(at index: Int) -> BarGeometry { perSelection ? selecting[index].geometry : laidOut[index].geometry }
        func tabFrame(at index: Int) -> TabFrame? { perSelection ? selecting[index].frame : laidOut[index].frame(of: itemID) }
        // Content-sized tabs: a title fits when all titles and their tabs' fixed parts fit the bar. The
        // same for every item of a bar laid out with its own selection: computed once per locale (and
        // per selected item for a small Material bar), and only once a title overflows its tab.
        // Kept in the locale's facts by selected item: a table by position, not a shared value under a key
        // naming the locale and item, built and hashed under the bar's lock for each title that overflows.
        var knownContentWidths: [Double?]?
        func contentWidths() -> [Double?] {
            if let knownContentWidths { return knownContentWidths }
            // Each tab's title as measured with its item's texts; More's and a title-less tab's measured here once.
            var measuredOthers: [String: MeasuredTitle] = [:]
            func compute() -> [Double?] {
                (0..<layoutCount).map { index in
                    let geometry = layoutGeometry(at: index)
                    guard geometry.tabsSizeToContent else { return nil }
                    return geometry.tabs.reduce(0.0) { sum, tab in
                        let measured = Self.measuredTitle(of: tab, context: context) ?? {
                            let other = tab.itemID == nil ? context.phrases.more : ""
                            let measured = measuredOthers[other] ?? MeasuredTitle(other, widths: widths, style: style)
                            measuredOthers[other] = measured
                            return measured
                        }()
                        return sum + geometry.titleOverhead + Self.width(ems: measured.ems, clusters: measured.clusters, in: tab)
                    }
                }
            }
            // An item from outside the engine has no position to keep its selection's widths by.
            let computed = perSelection && context.itemPosition == nil
                ? compute() : context.localeFacts.contentWidths(selectingItemAt: perSelection ? context.itemPosition : nil, compute)
            knownContentWidths = computed
            return computed
        }
        for index in 0..<layoutCount {
            guard let frame = tabFrame(at: index), frame.showsTitle else { continue }
            let needed = Self.width(ems: measured.ems, clusters: measured.clusters, in: frame)
            let available = max(0, frame.titleWidth)
            guard needed > allowed(available) else { continue }
            let geometry = layoutGeometry(at: index)
            if let total = contentWidths()[index], total <= allowed(geometry.barWidth) { continue }
            var wrapped: WrappedTitle?
            if lineLimit > 1 {
                let lines = Self.wrap(title.text, locale: context.textLocale, style: style, in: frame) { $0 <= allowed(available) }
                if lines.widestWord == nil, lines.lines.count <= lineLimit { continue }
                wrapped = lines
            }
            overflows.append(geometry.viewport.describe(unit: geometry.unit))
            if wrapped != nil || needed > available + unknownMargin { overflowsWithoutMargin = true }
            if worst == nil || needed - available > worst!.needed - worst!.available { worst = (needed, available, frame.titleFontSize, wrapped) }
        }
        guard let worst, !overflows.isEmpty else { return [] }
        let unit = platform == .ios ? "pt" : "dp"
        let font = widths.labelFace(for: style)?.fullName ?? "the label font"
        // An app font of the theme's (a `res/font` file) has no metrics here: Roboto's widths stand in for it, and the message says so.
        let appFont = context.bar.materialLabelAppFont.map { ", standing in for the app's font '\($0)' (res/font), which is not measured" } ?? ""
        let modelled = platform == .ios ? "\(font) \(worst.fontSize.formattedMetric) pt, standing in for SF Pro Text" : "\(font) \(worst.fontSize.formattedMetric) sp"
        let fallbacks = widths.measure(title.text, style: style).faces.dropFirst().compactMap { widths.faces[$0]?.fullName }
        let fonts = (fallbacks.isEmpty ? modelled : "\(modelled), with \(fallbacks.joined(separator: ", "))") + appFont
        let verb = measured.isEstimated ? "is estimated at" : "measures"
        let location = context.file.entry(for: titleText, locale: context.textLocale)?.location ?? titleText.location
        // A controller that fills some tabs in code (a UITabBarController subclass, `configuredInCode`)
        // may replace the titles the file gives its other tabs too: the title is then only possibly
        // shown, and a note says so instead of a warning.
        let codeSetter = context.facts.codeSetter
        var caveat = codeSetter.map { ", unless code replaces it: \($0) sets other tabs' titles in code and may set this one too" } ?? ""
        // An Android bar whose items the app's code adds or removes at run time (ytdlnis shows three of its menu's five by
        // default, RetroMusicPlayer the five its menu lists): laid out with the menu's tabs, which the device may not show,
        // a title too wide is a note.
        let changedInCode = context.bar.itemsChangedAtRunTime
        if changedInCode { caveat += ", with the menu's \(context.bar.items.count) tabs; the app's code changes the bar's tabs at run time" }
        // What the reader sees: a label that wraps is cut only past its lines, or broken inside a word.
        let outcome: String
        if let word = worst.wrapped?.widestWord {
            let width = word.text == title.text ? "" : " (\(word.width.formattedMetric) \(unit))"
            outcome = "; it wraps between words, but the word '\(word.text.abbreviated(to: 200))'\(width) is wider than its tab and is broken inside it"
        } else if let wrapped = worst.wrapped {
            outcome = "; it wraps onto \(wrapped.lines.count) lines, but its label has room for \(lineLimit)"
        } else if overflowsWithoutMargin {
            outcome = "; it is likely truncated"
        } else {
            outcome = "; it may be truncated (it is narrower than its tab; UIKit's margin around a title, \((unknownMargin / 2).formattedMetric) pt a side here, is an estimate)"
        }
        // What the app takes from its tabs' width, read from its code, is said with the room it leaves (not for a bar
        // centred on wide windows, which the geometry lays out without the app's row).
        let bar = context.bar
        let takesFromRow = bar.materialItemLayout != nil && bar.alignment != .centered
        var taken: [String] = []
        if takesFromRow, bar.materialItemPadding > 0 {
            taken.append("the \(bar.materialItemPadding.formattedMetric) dp of padding the app puts inside each tab")
        }
        if takesFromRow, !bar.materialSpacers.isEmpty {
            let width = bar.materialSpacers.reduce(0, +)
            taken.append("a share of the \(width.formattedMetric) dp (and the gaps) that the app's own content takes in the bar")
        }
        let less = taken.isEmpty ? "" : " after \(taken.joined(separator: " and "))"
        return [Violation(
            "the title '\(title.text.abbreviated(to: 200))' \(verb) \(worst.needed.formattedMetric) \(unit) wide in \(fonts), but its tab leaves \(worst.available.formattedMetric) \(unit)\(less) (\(overflows.joined(separator: "; ")))" + outcome + caveat,
            at: location, severity: codeSetter == nil && !changedInCode && overflowsWithoutMargin ? nil : .info, fix: "shorten the translation, or use fewer tabs")]
    }

    /// A title laid out on lines in its tab, and its widest word when one is wider than the tab.
    struct WrappedTitle {
        var lines: [String]
        var widestWord: (text: String, width: Double)?
    }

    /// Lays a title out as Android's text layout does: ICU's line break opportunities for the locale, each
    /// line filled greedily with the pieces that fit (`fits` judges a width, the measurement's error
    /// included); trailing spaces hang past the line's end.
    static func wrap(_ text: String, locale: String, style: TextWidths.LabelStyle, in frame: TabFrame, fits: (Double) -> Bool) -> WrappedTitle {
        let widths = TextWidths.builtIn(for: style)
        func width(_ line: String) -> Double {
            let shown = line.trimmingWhitespace()
            return Self.width(ems: widths.measure(shown, style: style).ems, clusters: ICU.measure(shown).clusters, in: frame)
        }
        var lines: [String] = []
        var widestWord: (text: String, width: Double)?
        var line = ""
        for piece in ICU.lineBreakPieces(of: text, locale: locale) {
            if line.isEmpty || fits(width(line + piece)) {
                line += piece
                continue
            }
            lines.append(line)
            line = piece
        }
        lines.append(line)
        // A line that does not fit holds one piece: a word wider than the tab.
        for line in lines {
            let lineWidth = width(line)
            if !fits(lineWidth), lineWidth > widestWord?.width ?? 0 {
                widestWord = (line.trimmingWhitespace(), lineWidth)
            }
        }
        return WrappedTitle(lines: lines, widestWord: widestWord)
    }

    /// A title's width in a tab: its measured ems at the tab's font size, plus letter spacing per character.
    static func width(ems: Double, clusters: Int, in frame: TabFrame) -> Double {
        (ems + Double(clusters) * frame.titleLetterSpacing) * frame.titleFontSize
    }

    /// The title a tab of an item shows in the context's locale, as measured with the item's texts; nil for
    /// UIKit's More tab (which shows "More") and a tab whose item has no title (which shows nothing).
    private static func measuredTitle(of tab: TabFrame, context: RuleContext) -> MeasuredTitle? {
        guard let id = tab.itemID, let position = context.facts.itemPosition(withID: id) else { return nil }
        return context.localeFacts.titleMeasurements(reading: context.itemTextsChunk)[position]
    }
}
