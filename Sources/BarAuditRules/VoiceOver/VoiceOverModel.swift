import BarAuditModel

/// Which arrangement of the bar VoiceOver is reading. UIKit shows at most five tabs in a compact-width
/// (iPhone) tab bar — with six or more, the first four and "More" (seed 003) — while a regular-width
/// (iPad) bar shows them all (seed 002: "four of seven"). Material bottom navigation never adds "More".
public enum BarLayout: String, Sendable, CaseIterable {
    /// Every tab on the bar (iOS bars of five or fewer tabs, Material bars).
    case allTabs = "all devices"
    /// iOS compact width, six or more tabs: four and "More".
    case iPhone
    /// iOS regular width: every tab.
    case iPad

    public static var compactWidthSlots: Int { PlatformMetrics.builtIn.iosCompactWidthTabLimit }

    /// The layouts that read differently for a bar: for an iOS bar with more tabs than an iPhone shows,
    /// the iPhone and iPad arrangements among the devices the bar is evaluated on.
    public static func layouts(for bar: Bar) -> [BarLayout] {
        guard bar.platform == .ios, bar.items.count > compactWidthSlots else { return [.allTabs] }
        let viewports = GeometryModel.viewports(for: bar).viewports
        let layouts = [viewports.contains(where: \.isCompactWidth) ? BarLayout.iPhone : nil,
                       viewports.contains(where: { !$0.isCompactWidth }) ? BarLayout.iPad : nil].compactMap { $0 }
        return layouts.isEmpty ? [.iPhone, .iPad] : layouts
    }
}

/// What VoiceOver says for one slot of the bar.
public struct SpokenTab: Sendable, Hashable {
    /// The item's id; nil for UIKit's "More" tab.
    public var itemID: String?
    public var layout: BarLayout
    public var locale: String
    /// 1-based position on the bar; nil when the item is behind "More".
    public var position: Int?
    public var isSelected: Bool
    /// The label VoiceOver reads (accessibility label, else title); nil when there is none.
    public var label: ResolvedText?
    /// The value VoiceOver reads (accessibility value, else the badge's platform default); nil for none.
    public var value: ResolvedText?
    /// The whole utterance ("Selected, Messages, 8 items, Tab, 2 of 5"); empty when behind "More".
    public var text: String

    public var isBehindMore: Bool { position == nil }
}

/// A static model of what VoiceOver says for each tab, in VoiceOver's order: "Selected" (when selected),
/// label, value, "Dimmed" (when disabled), the trait word ("Tab"), position ("2 of 5").
///
/// It follows UIKit's UITabBar (iOS 13 and later) and Material Components for iOS: the label is the
/// accessibility label, else the title (a title hidden by Material title visibility is still read); the
/// value is the accessibility value, else UIKit speaks a numeric badge as "N items" and other badge text
/// as written, Material speaks the bare badge text, and a dot badge speaks nothing. It does not model
/// hints (read after a pause), custom rotors, speech rate or pronunciation, or apps that change these
/// properties at run time.
public enum VoiceOverModel {
    /// Every slot of the bar in one layout and locale, in bar order; items behind "More" come last.
    /// `describingHidden: false` leaves out the items behind More (their label and value), for callers
    /// that read only what the bar says.
    public static func speak(_ bar: Bar, in file: DefinitionFile, locale: String, layout: BarLayout,
                             phrasebook: Phrasebook = .builtIn, describingHidden: Bool = true) -> [SpokenTab] {
        var tabs: [SpokenTab] = []
        speak(bar, in: file, locale: locale, layout: layout, phrasebook: phrasebook, describingHidden: describingHidden) { tabs.append($0) }
        return tabs
    }

    /// Each slot `speak` lists, in its order, handed over one at a time: a caller that keeps only the
    /// utterances does not hold the whole list (27 MB per locale for a bar of 100,000 tabs). With
    /// `positions`, only the items at those positions of the bar are spoken (not More).
    public static func speak(_ bar: Bar, in file: DefinitionFile, locale: String, layout: BarLayout,
                             phrasebook: Phrasebook = .builtIn, describingHidden: Bool = true, itemsAt positions: Range<Int>? = nil,
                             each tabs: (SpokenTab) -> Void) {
        if bar.screenReader == .talkBack { return TalkBackModel.speak(bar, in: file, locale: locale, itemsAt: positions, each: tabs) }
        let phrases = phrasebook.phrases(for: locale)
        let overflows = overflows(bar, in: layout)
        let visibleCount = overflows ? BarLayout.compactWidthSlots - 1 : bar.items.count
        let slotCount = slotCount(of: bar, in: layout)
        for index in (positions ?? bar.items.indices).clamped(to: 0..<visibleCount) {
            let item = bar.items[index]
            let label = label(of: item, bar: bar, file: file, locale: locale)
            let value = value(of: item, bar: bar, file: file, locale: locale, phrases: phrases)
            let selected = bar.selectedItemID == item.id
            tabs(SpokenTab(itemID: item.id, layout: layout, locale: locale, position: index + 1, isSelected: selected,
                           label: label, value: value,
                           text: utterance(of: item, at: index, of: slotCount, isSelected: selected, label: label, value: value, phrases: phrases)))
        }
        if overflows {
            let hidden = bar.items[(positions ?? bar.items.indices).clamped(to: visibleCount..<bar.items.count)]
            if positions == nil {
                let moreSelected = bar.items[visibleCount...].contains { $0.id == bar.selectedItemID }
                let moreLabel = ResolvedText(text: phrases.more, isMissing: false)
                tabs(SpokenTab(
                    itemID: nil, layout: layout, locale: locale, position: slotCount, isSelected: moreSelected, label: moreLabel,
                    value: nil, text: join([moreSelected ? phrases.selected : nil, phrases.more, phrases.tab, phrases.position(slotCount, of: slotCount)])))
            }
            for item in describingHidden ? hidden : [] {
                tabs(SpokenTab(
                    itemID: item.id, layout: layout, locale: locale, position: nil, isSelected: bar.selectedItemID == item.id,
                    label: label(of: item, bar: bar, file: file, locale: locale),
                    value: value(of: item, bar: bar, file: file, locale: locale, phrases: phrases), text: ""))
            }
        }
    }

    /// Items that `speak` said on the bar in one layout, said as `speak` says them in `layout`, where they are
    /// on the bar too (the iPhone's first four for the iPad); More and the items behind it are left out. An
    /// item's label, value and selection are the same in every layout, only the count of slots its position
    /// is read against differs, so they are not resolved again.
    public static func respeak(_ tabs: [SpokenTab], of bar: Bar, in layout: BarLayout, phrasebook: Phrasebook = .builtIn) -> [SpokenTab] {
        guard let locale = tabs.first?.locale else { return [] }
        let phrases = phrasebook.phrases(for: locale)
        let slotCount = slotCount(of: bar, in: layout)
        return tabs.compactMap { tab in
            guard tab.itemID != nil, let position = tab.position else { return nil }
            var respoken = tab
            respoken.layout = layout
            respoken.text = utterance(of: bar.items[position - 1], at: position - 1, of: slotCount, isSelected: tab.isSelected,
                                      label: tab.label, value: tab.value, phrases: phrases)
            return respoken
        }
    }

    /// Whether the bar has more tabs than the layout shows: an iPhone's shows four and More.
    private static func overflows(_ bar: Bar, in layout: BarLayout) -> Bool {
        layout == .iPhone && bar.items.count > BarLayout.compactWidthSlots
    }

    /// The slots a position is read against ("2 of 5"): More's among them where the bar overflows.
    private static func slotCount(of bar: Bar, in layout: BarLayout) -> Int {
        overflows(bar, in: layout) ? BarLayout.compactWidthSlots : bar.items.count
    }

    /// What VoiceOver says for the item at `index` on a bar of `slotCount` slots.
    private static func utterance(of item: Item, at index: Int, of slotCount: Int, isSelected: Bool, label: ResolvedText?, value: ResolvedText?,
                                  phrases: Phrases) -> String {
        join([isSelected ? phrases.selected : nil, label?.text, value?.text, item.isEnabled ? nil : phrases.dimmed,
              phrases.tab, phrases.position(index + 1, of: slotCount)])
    }

    /// The accessibility label, else the title; nil when neither says anything.
    public static func label(of item: Item, bar: Bar, file: DefinitionFile, locale: String) -> ResolvedText? {
        labelSource(of: item, bar: bar, file: file, locale: locale)?.resolved
    }

    /// The label VoiceOver reads and the text (accessibility label or title) it comes from.
    public static func labelSource(of item: Item, bar: Bar, file: DefinitionFile, locale: String) -> (text: Text, resolved: ResolvedText)? {
        labelSource(of: item, bar: bar, file: file, locale: locale, title: item.title.map { file.resolve($0, in: bar, locale: locale) })
            .map { ($0.text, $0.resolved) }
    }

    /// The label VoiceOver reads, the text it comes from and whether that is the title, given the title
    /// already resolved in the locale (`title`, nil when the item has none).
    static func labelSource(of item: Item, bar: Bar, file: DefinitionFile, locale: String,
                            title: ResolvedText?) -> (text: Text, resolved: ResolvedText, isTitle: Bool)? {
        if let label = item.accessibility.label {
            let resolved = file.resolve(label, in: bar, locale: locale)
            if !resolved.text.trimmingWhitespace().isEmpty { return (label, resolved, false) }
        }
        guard let text = item.title, let title, !title.text.trimmingWhitespace().isEmpty else { return nil }
        return (text, title, true)
    }

    /// The badge as the locale shows it, if there is a badge.
    public static func badge(of item: Item, bar: Bar, file: DefinitionFile, locale: String) -> BadgeKind? {
        item.badge.map { BadgeKind(file.resolve($0, in: bar, locale: locale).text) }
    }

    /// The accessibility value (with the badge count substituted), else the platform default for the badge.
    public static func value(of item: Item, bar: Bar, file: DefinitionFile, locale: String, phrases: Phrases) -> ResolvedText? {
        if bar.screenReader == .talkBack {
            return TalkBackModel.value(of: item, bar: bar, file: file, locale: locale, phrases: TalkBackPhrasebook.builtIn.phrases(for: locale))
        }
        // The badge resolved once, for its kind and as written: resolving it again was a tenth of speaking a tab.
        let written = item.badge.map { file.resolve($0, in: bar, locale: locale).text }
        let badge = written.map(BadgeKind.init)
        if let explicit = item.accessibility.value {
            let resolved = file.resolve(explicit, in: bar, locale: locale, count: badge?.number)
            return resolved.text.trimmingWhitespace().isEmpty ? nil : resolved
        }
        guard let badge, badge != .dot, let written else {
            return nil
        }
        if bar.platform == .ios, case .count(let number) = badge {
            return ResolvedText(text: phrases.itemCount(number, locale: locale), isMissing: false)
        }
        return ResolvedText(text: written.trimmingWhitespace(), isMissing: false)
    }

    private static func join(_ parts: [String?]) -> String {
        // Appended in one string: the lists of present and of non-empty parts were two allocations per tab.
        var text = ""
        for case let part? in parts where !part.isEmpty {
            if !text.isEmpty { text += ", " }
            text += part
        }
        return text
    }
}
