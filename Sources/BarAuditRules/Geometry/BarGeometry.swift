import BarAuditModel

public enum Orientation: String, Sendable {
    case portrait, landscape
}

/// What a bar is laid out on: a device class in one orientation, or a width the bar names.
public struct Viewport: Sendable, Hashable {
    public var device: DeviceClass?
    public var orientation: Orientation?
    /// The width available to the bar.
    public var width: Double
    /// iOS horizontal size class compact (iPhone): at most five tabs, items fill the bar.
    public var isCompactWidth: Bool
    /// iOS vertical size class compact (iPhone landscape): the compact tab bar.
    public var isCompactHeight: Bool

    /// "iPhone SE (1st generation), landscape" or "a 390 pt wide bar".
    public func describe(unit: String) -> String {
        guard let device else { return "a \(width.formattedMetric) \(unit) wide bar" }
        return orientation.map { "\(device.name), \($0.rawValue)" } ?? device.name
    }
}

/// One tab's place in a laid-out bar.
public struct TabFrame: Sendable, Hashable {
    /// The item, or nil for UIKit's "More" tab.
    public var itemID: String?
    public var x: Double
    public var width: Double
    public var height: Double
    /// False when the definition gives the item's frame.
    public var isEstimated: Bool
    public var showsTitle: Bool
    public var titleFontSize: Double
    /// Letter spacing added after each character of the title, in em of the title font.
    public var titleLetterSpacing: Double = 0
    /// The width the title may take before it is truncated.
    public var titleWidth: Double
}

/// A laid-out bar's tabs, each made from its item when it is read. A bar of 100,000 tabs laid out on the
/// default viewports held 67 MB of frames, of copies of its items as the tabs shown, and of the ids
/// behind More; the tabs are now the rule that places them over the bar's items (shared, not copied).
public struct TabFrames: RandomAccessCollection, Sendable {
    public let endIndex: Int
    /// The frame of the tab at a position.
    private let frame: @Sendable (_ position: Int) -> TabFrame

    init(count: Int, frame: @escaping @Sendable (_ position: Int) -> TabFrame) {
        endIndex = count
        self.frame = frame
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> TabFrame {
        precondition(indices.contains(position), "tab position out of range")
        return frame(position)
    }
}

/// A bar laid out on one viewport, as the geometry rules and the HTML drawing read it.
public struct BarGeometry: Sendable {
    public var viewport: Viewport
    public var barWidth: Double
    public var barHeight: Double
    public var tabs: TabFrames
    /// The bar's items behind UIKit's "More" tab, in bar order (none when the bar has no More tab).
    var hiddenItems: ArraySlice<Item>
    /// Point (iOS) or dp (Material).
    public var unit: String
    /// Centred iOS tabs grow with their titles until the bar is full, so whether a title fits depends on
    /// all titles together; `titleOverhead` is what each tab needs besides its title (glyph, gap, insets).
    public var tabsSizeToContent: Bool = false
    public var titleOverhead: Double = 0

    /// The ids of the items behind UIKit's "More" tab, in bar order.
    public var hiddenItemIDs: [String] { hiddenItems.map(\.id) }
    public var hasHiddenItems: Bool { !hiddenItems.isEmpty }

    public func frame(of itemID: String) -> TabFrame? { tabs.first { $0.itemID == itemID } }
}

/// Computes where each tab is and how big, per device class and orientation — teams have no device in
/// CI. Numbers come from `PlatformMetrics`; everything not given by the definition is an estimate.
public enum GeometryModel {
    /// The viewports a bar is evaluated on, and the device class names it gives that are unknown.
    public static func viewports(for bar: Bar, metrics: PlatformMetrics = .builtIn) -> (viewports: [Viewport], unknown: [String]) {
        var viewports: [Viewport] = []
        var unknown: [String] = []
        let usesDefaults = bar.deviceClasses.isEmpty && bar.widths.isEmpty
        let names = usesDefaults ? (metrics.defaultDeviceClasses[bar.platform] ?? []) : bar.deviceClasses
        for name in names {
            var id = name
            var orientations: [Orientation] = [.portrait, .landscape]
            for orientation in [Orientation.portrait, .landscape] where name.hasSuffix("-\(orientation.rawValue)") {
                id = String(name.dropLast(orientation.rawValue.count + 1))
                orientations = [orientation]
            }
            guard let device = metrics.deviceClasses[id], device.platform == bar.platform else {
                unknown.append(name)
                continue
            }
            // A default device the app cannot be installed on (its last iOS is older than the app's
            // deployment target) is not one its users have; a device class the bar names is always evaluated.
            if usesDefaults, let last = device.lastOSMajor, let minimum = bar.minimumOSVersion, Double(last) < minimum.rounded(.down) { continue }
            // An app that needs iPadOS 18 or later never shows the iPad's bottom tab bar: iPadOS 18 floats the
            // bar at the top of a regular-width window (titles only), a layout not modelled here. Its iPhone
            // bars are evaluated as before; an iPad class the bar names is still evaluated.
            if usesDefaults, device.idiom == .pad, let minimum = bar.minimumOSVersion, minimum.rounded(.down) > metrics.iosPadBottomBarLastOS { continue }
            // An interface the app shows on iPhone only (another launches on iPad) has no iPad bar.
            if usesDefaults, device.idiom == .pad, !bar.isShownOnPad { continue }
            // Tabs the app lists only on iPad (VLC's Artists, Albums, Songs and Genres) are no iPhone's.
            if usesDefaults, device.idiom == .phone, !bar.isShownOnPhone { continue }
            if device.idiom == .window {
                viewports.append(Viewport(device: device, orientation: nil, width: bar.size?.width ?? device.width,
                                          isCompactWidth: true, isCompactHeight: false))
                continue
            }
            for orientation in orientations {
                let width = orientation == .portrait ? device.width : device.height - 2 * device.landscapeInset
                viewports.append(Viewport(
                    device: device, orientation: orientation, width: bar.size?.width ?? width,
                    isCompactWidth: device.idiom == .phone, isCompactHeight: device.idiom == .phone && orientation == .landscape))
            }
        }
        for width in bar.widths {
            viewports.append(Viewport(device: nil, orientation: nil, width: width,
                                      isCompactWidth: bar.platform == .material || width < 600, isCompactHeight: false))
        }
        return (viewports, unknown)
    }

    public static func layouts(for bar: Bar, metrics: PlatformMetrics = .builtIn) -> [BarGeometry] {
        viewports(for: bar, metrics: metrics).viewports.map { layout(bar, on: $0, metrics: metrics) }
    }

    public static func layout(_ bar: Bar, on viewport: Viewport, metrics: PlatformMetrics = .builtIn) -> BarGeometry {
        switch bar.platform {
        case .ios: iosLayout(bar, on: viewport, metrics: metrics)
        case .material: materialLayout(bar, on: viewport, metrics: metrics)
        }
    }

    private static func iosLayout(_ bar: Bar, on viewport: Viewport, metrics m: PlatformMetrics) -> BarGeometry {
        let limit = m.iosCompactWidthTabLimit
        let overflows = viewport.isCompactWidth && bar.items.count > limit
        let visibleCount = overflows ? limit : bar.items.count
        let hidden = overflows ? bar.items.dropFirst(limit - 1) : []
        let height = bar.size?.height ?? (viewport.device?.idiom == .pad || (!viewport.isCompactWidth && viewport.device == nil)
            ? m.iosBarHeightPad : viewport.isCompactHeight ? m.iosBarHeightCompact : m.iosBarHeightRegular)
        let positioning = bar.positioning ?? .automatic
        let fills = positioning == .fill || (positioning == .automatic && viewport.isCompactWidth)
        let count = Double(max(visibleCount, 1))
        var itemWidth = viewport.width / count
        var spacing = 0.0
        if !fills {
            itemWidth = min(m.iosCenteredItemWidth, itemWidth)
            spacing = count > 1 ? min(m.iosCenteredItemSpacing, (viewport.width - count * itemWidth) / (count - 1)) : 0
        }
        let start = (viewport.width - (count * itemWidth + (count - 1) * spacing)) / 2
        let stacked = viewport.isCompactWidth && !viewport.isCompactHeight
        let glyph = viewport.isCompactHeight ? m.glyphTargets[.circular]!.compact : m.glyphTargets[.circular]!.regular
        // Centred tabs (iPad) grow with their titles until the bar is full: a title may use the tab's
        // share of the bar. Filled tabs (iPhone) have exactly their slot.
        let slot = fills ? itemWidth : (viewport.width - (count - 1) * m.iosCenteredItemSpacing) / count
        let titleWidth = stacked ? slot - 2 * m.iosTitlePadding : slot - 2 * m.iosTitlePadding - glyph - m.iosInlineGlyphGap
        let titleFontSize = stacked ? m.iosTitleFontStacked : m.iosTitleFontInline
        let titleLetterSpacing = stacked ? m.iosTitleLetterSpacingStacked : m.iosTitleLetterSpacingInline
        let items = bar.items
        let tabs = TabFrames(count: visibleCount) { [itemWidth, spacing] index in
            // The last tab of an overflowing bar is More. The item's fields are read in place: a copy of
            // the item retains each of its strings and arrays.
            let isMore = overflows && index == visibleCount - 1
            let frame = isMore ? nil : items[index].frame
            return TabFrame(
                itemID: isMore ? nil : items[index].id, x: start + Double(index) * (itemWidth + spacing),
                width: frame?.width ?? itemWidth, height: frame?.height ?? height,
                isEstimated: frame == nil, showsTitle: true,
                titleFontSize: titleFontSize, titleLetterSpacing: titleLetterSpacing, titleWidth: max(0, titleWidth))
        }
        return BarGeometry(viewport: viewport, barWidth: viewport.width, barHeight: height, tabs: tabs, hiddenItems: hidden, unit: "pt",
                           tabsSizeToContent: !fills, titleOverhead: stacked ? 2 * m.iosTitlePadding : 2 * m.iosTitlePadding + glyph + m.iosInlineGlyphGap)
    }

    private static func materialLayout(_ bar: Bar, on viewport: Viewport, metrics m: PlatformMetrics) -> BarGeometry {
        let height = bar.size?.height ?? m.materialBarHeight
        let count = Double(max(bar.items.count, 1))
        // Material alignment is a landscape setting (seed 000); compact windows always justify and stack.
        let alignment = viewport.width >= m.materialLandscapeWidth ? (bar.alignment ?? .justified) : .justified
        let shared = viewport.width / count
        // A Compose bar's items share the row less the space between them, with no maximum.
        let layout = alignment == .centered ? nil : bar.materialItemLayout
        let spacing = layout?.itemSpacing ?? 0
        // The app's own content in the row (Leafy's 64 dp box under its camera button) takes its width and a gap;
        // the app's padding of each item (ScreenStream's 4 dp a side) comes out of each label's room. Where the
        // spacers sit among the items is not known: the tabs are drawn side by side.
        let (spacers, itemPadding) = layout == nil ? ([], 0.0) : (bar.materialSpacers, bar.materialItemPadding)
        let taken = spacers.reduce(0, +) + Double(spacers.count) * spacing
        let itemWidth = alignment == .centered
            ? (count * m.materialItemMinimum <= viewport.width ? m.materialItemMinimum : shared)
            : layout.map { _ in max(0, viewport.width - taken - (count - 1) * spacing) / count } ?? min(m.materialItemMaximum, shared)
        let start = max(0, viewport.width - taken - count * itemWidth - (count - 1) * spacing) / 2
        let visibility = bar.titleVisibility ?? .selected
        let inline = alignment == .justifiedAdjacentTitles
        let (selectedItemID, grows, spansItem) = (bar.selectedItemID, bar.materialSelectedItemGrows, bar.materialLabelSpansItem)
        let (ownAppearance, labelStyle) = (bar.materialLabelTextAppearance, bar.materialLabelStyle)
        let items = bar.items
        let tabs = TabFrames(count: items.count) { index in
            // Read in place: a copy of the item retains each of its strings and arrays.
            let (itemID, frame) = (items[index].id, items[index].frame)
            let selected = itemID == selectedItemID
            let shows = visibility == .always || (visibility == .selected && selected)
            // A shifting bar whose selected item grows: a label shows only on the selected item, which takes
            // what its label needs up to 168 dp while every other item keeps 56 dp; each label is judged
            // there, as it shows when its tab is selected.
            let room = grows && visibility == .selected && !inline
                ? min(m.materialShiftingActiveMaximum, viewport.width - (count - 1) * m.materialShiftingInactiveMinimum)
                : itemWidth
            let inset = spansItem && !inline ? 0 : layout?.labelInset ?? m.materialTitleInset
            let titleWidth = room - itemPadding - 2 * inset - (inline ? m.materialIconSize + m.materialInlineIconGap : 0)
            let (fontSize, letterSpacing): (Double, Double) = if let own = ownAppearance {
                (own.textSize, own.letterSpacing * own.textSize)
            } else {
                switch labelStyle {
                case .material2?: (selected ? m.material2TitleFontActive : m.material2TitleFontInactive, 0)
                case .materialComponents?: (m.materialComponentsTitleFont, m.materialComponentsTitleLetterSpacing)
                case .material3?, nil: (m.materialTitleFont, m.materialTitleLetterSpacing)
                }
            }
            return TabFrame(
                itemID: itemID, x: start + Double(index) * (itemWidth + spacing),
                width: frame?.width ?? itemWidth, height: frame?.height ?? height,
                isEstimated: frame == nil, showsTitle: shows,
                titleFontSize: fontSize, titleLetterSpacing: letterSpacing / fontSize, titleWidth: max(0, titleWidth))
        }
        return BarGeometry(viewport: viewport, barWidth: viewport.width, barHeight: height, tabs: tabs, hiddenItems: [], unit: "dp")
    }
}

extension Double {
    /// "44", "63.5", "113.6": one decimal at most, as messages show sizes.
    public var formattedMetric: String {
        let rounded = (self * 10).rounded() / 10
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
