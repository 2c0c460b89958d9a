import BarAuditModel
import Synchronization

/// A bar laid out on one viewport, with its tabs found by item id.
public struct LaidOutBar: Sendable {
    public let geometry: BarGeometry
    /// The bar's item positions by id (`Bar.itemPositionsByID`): one table for every viewport.
    private let itemPositions: [String: Int]
    /// Each item position's tab in `geometry.tabs` (the first tab of the item's id; -1 when it has none
    /// on this viewport): a table of positions, not of frames, and not one by id per viewport, which for
    /// a bar of 100,000 tabs was 6 MB a viewport (32 bits: a bar has at most `InputLimits.itemsPerBar` items).
    private let tabOfItem: [Int32]

    init(_ geometry: BarGeometry, itemPositions: [String: Int], itemCount: Int) {
        self.geometry = geometry
        self.itemPositions = itemPositions
        var tabOfItem = [Int32](repeating: -1, count: itemCount)
        for (position, tab) in geometry.tabs.enumerated() {
            if let id = tab.itemID, let item = itemPositions[id], tabOfItem[item] < 0 { tabOfItem[item] = Int32(position) }
        }
        self.tabOfItem = tabOfItem
    }

    public func frame(of itemID: String) -> TabFrame? {
        guard let item = itemPositions[itemID], tabOfItem[item] >= 0 else { return nil }
        return geometry.tabs[Int(tabOfItem[item])]
    }
}

/// A bar laid out with one item selected, and that item's tab in it (nil when it has none on the viewport).
struct SelectedLayout: Sendable {
    let geometry: BarGeometry
    let frame: TabFrame?
}

/// What an item shows and speaks in one locale, resolved once for every rule that reads it. A class:
/// each check that reads it takes a reference, not a copy of its dozen strings.
public final class ItemTexts: Sendable {
    /// Which of the item's texts VoiceOver or TalkBack reads as its label (`VoiceOverModel.labelSource`).
    /// A title label is `title`'s resolution, not a second copy of it, and an accessibility label's is
    /// boxed: a bar of 100,000 tabs held 17 MB of label texts and resolutions that repeated their titles.
    private enum Label {
        case none
        case title
        indirect case accessibilityLabel(ResolvedText)
    }

    /// The title in the locale, when the item has one.
    public let title: ResolvedText?
    private let label: Label
    /// Every string the item shows or speaks in the locale (`ShownString.strings(of:in:locale:)`).
    public let shownStrings: [ShownString]
    /// The words of the label's text as ICU finds them in the locale, lowercased (`RuleContext.words`).
    public let labelWords: [String]
    /// What the badge shows in the locale (`VoiceOverModel.badge`), when the item has one: each badge rule
    /// asks for every item in every locale whether it applies, and resolving the badge's key each time
    /// hashed the locale and the key for every check.
    public let badge: BadgeKind?
    /// The accessibility value in the locale, with the badge's number as its count when it shows one (each
    /// badge rule that reads the value resolved it again).
    public let countedValue: ResolvedText?

    init(of item: Item, bar: Bar, file: DefinitionFile, locale: String) {
        let title = item.title.map { file.resolve($0, in: bar, locale: locale) }
        let labelSource = VoiceOverModel.labelSource(of: item, bar: bar, file: file, locale: locale, title: title)
        self.title = title
        label = switch labelSource {
        case nil: .none
        case (_, _, true)?: .title
        case (_, let resolved, false)?: .accessibilityLabel(resolved)
        }
        shownStrings = ShownString.strings(of: item, in: file, locale: locale)
        labelWords = labelSource.map { RuleContext.words(of: $0.resolved.text, locale: locale) } ?? []
        let badge = VoiceOverModel.badge(of: item, bar: bar, file: file, locale: locale)
        self.badge = badge
        countedValue = item.accessibility.value.map { file.resolve($0, in: bar, locale: locale, count: badge?.number) }
    }

    /// Whether the item has a spoken label that the locale really has (not a key shown for a missing
    /// translation): `RuleContext.translatedLabel` is not nil. Read without copying the label's text and
    /// resolution, which the label rules' `applies` did for every item and locale.
    var hasTranslatedLabel: Bool {
        switch label {
        case .none: false
        case .title: title.map { !$0.isMissing } ?? false
        case .accessibilityLabel(let resolved): !resolved.isMissing
        }
    }

    /// The label VoiceOver or TalkBack reads for `item` (the item these texts were made of) and the text it comes from.
    public func labelSource(of item: Item) -> (text: Text, resolved: ResolvedText)? {
        switch label {
        case .none: nil
        case .title: item.title.flatMap { text in title.map { (text, $0) } }
        case .accessibilityLabel(let resolved): item.accessibility.label.map { ($0, resolved) }
        }
    }
}

/// What a run of the bar's items shows and speaks in one locale (each item's `ItemTexts`), for the checks
/// of those items. The engine walks a large bar's items a chunk at a time and lets each chunk's texts go
/// when its checks are done: a table of every item's texts was 470 bytes per item, 47 MB for a bar of
/// 100,000 tabs, held through each locale's pass.
final class ItemTextsChunk: Sendable {
    let positions: Range<Int>
    private let bar: Bar
    private let file: DefinitionFile
    private let locale: String
    private let texts = Once<[ItemTexts]>()
    private let spoken = Once<[String?]>()

    init(positions: Range<Int>, of bar: Bar, file: DefinitionFile, locale: String) {
        self.positions = positions
        self.bar = bar
        self.file = file
        self.locale = locale
    }

    /// The texts of the item at `position` of the bar, when it is in the chunk: made for the whole chunk
    /// when first asked (a pass of whole-bar rules asks for none).
    func texts(ofItemAt position: Int) -> ItemTexts? {
        guard positions.contains(position) else { return nil }
        return all[position - positions.lowerBound]
    }

    /// The texts of the chunk's items, in their order: made when first asked.
    var all: [ItemTexts] {
        texts.value { bar.items[positions].map { ItemTexts(of: $0, bar: bar, file: file, locale: locale) } }
    }

    /// What the screen reader says for the item at `position` of the bar (nil when it is on no layout's
    /// bar), or nil when the item is not in the chunk: made for the whole chunk when first asked (most
    /// findings quote it).
    func utterance(ofItemAt position: Int) -> String?? {
        guard positions.contains(position) else { return nil }
        return spoken.value { Self.utterances(ofItemsAt: positions, of: bar, file: file, locale: locale) }[position - positions.lowerBound]
    }

    /// What the screen reader says for each item at `positions` of the bar, in their order: in the first
    /// layout where the item is on the bar (not behind More), as `VoiceOverModel.speak` says it. Only the
    /// utterance is kept: a table of whole `SpokenTab`s was 0.9 KB per item and locale.
    static func utterances(ofItemsAt positions: Range<Int>, of bar: Bar, file: DefinitionFile, locale: String) -> [String?] {
        var utterances = [String?](repeating: nil, count: positions.count)
        for layout in BarLayout.layouts(for: bar) {
            // An item's tab on the bar is at its own position: only the tabs past the fourth move, behind More.
            VoiceOverModel.speak(bar, in: file, locale: locale, layout: layout, describingHidden: false, itemsAt: positions) { tab in
                guard tab.itemID != nil, let position = tab.position, positions.contains(position - 1) else { return }
                if utterances[position - 1 - positions.lowerBound] == nil { utterances[position - 1 - positions.lowerBound] = tab.text }
            }
        }
        return utterances
    }
}

/// A title measured with a label style's width tables (`TextWidths.Measurement` without the faces, which
/// only a finding's message names), and its grapheme clusters (each takes the tab's letter spacing).
struct MeasuredTitle: Sendable {
    let ems: Double
    let isEstimated: Bool
    let clusters: Int

    init(_ title: String, widths: TextWidths, style: TextWidths.LabelStyle) {
        let measurement = widths.measure(title, style: style)
        ems = measurement.ems
        isEstimated = measurement.isEstimated
        clusters = ICU.measure(title).clusters
    }
}

/// What a bar's checks in one locale read about the whole bar — the phrasebook's entry, the titles' widths,
/// the content-sized layouts' widths — each computed once (on first use) and then read without a lock. The
/// items' own texts and utterances are made a chunk of items at a time (`ItemTextsChunk`), not here.
final class LocaleFacts: Sendable {
    let locale: String
    private let file: DefinitionFile
    private let bar: Bar
    /// The built-in phrasebook's entry for the locale.
    let phrases: Phrases
    private let measuredTitles = Once<[MeasuredTitle?]>()
    /// The content-sized widths of each layout of the bar with its own selection, and by the position of
    /// the item a small Material bar is laid out selected with (made only when one is asked for: a cell
    /// per item was 3.2 MB per locale for a bar of 100,000 tabs that never asks).
    private let ownSelectionContentWidths = Once<[Double?]>()
    private let contentWidthCells = Once<[Once<[Double?]>]>()
    private let plurals = Once<[PluralUse]>()
    private let lowercasedGenericNouns = Once<Set<String>>()

    init(locale: String, file: DefinitionFile, bar: Bar) {
        self.locale = locale
        self.file = file
        self.bar = bar
        phrases = Phrasebook.builtIn.phrases(for: locale)
    }

    /// The phrasebook's generic nouns of the locale, lowercased (`badge-value-missing-context` asks for
    /// each badge's value: a set made per check was an allocation per badge and locale).
    var genericNouns: Set<String> {
        lowercasedGenericNouns.value { Set(phrases.genericNouns.map { $0.lowercased() }) }
    }

    /// Each item's title in the locale measured in the bar's label style, in bar order (nil for an item
    /// without a title): `l10n-title-truncation` read a title's width for its own tab and again for each
    /// content-sized layout of each item selected, measuring it with the width tables and ICU each time.
    /// The titles of items in `chunk` (the asking check's) are read from it, not resolved again.
    func titleMeasurements(reading chunk: ItemTextsChunk?) -> [MeasuredTitle?] {
        measuredTitles.value {
            let style = TextWidths.LabelStyle(bar)
            let widths = TextWidths.builtIn(for: style)
            return bar.items.indices.map { position in
                let title = chunk?.texts(ofItemAt: position).map(\.title) ?? bar.items[position].title.map { file.resolve($0, in: bar, locale: locale) }
                return title.map { MeasuredTitle($0.text, widths: widths, style: style) }
            }
        }
    }

    /// The plural entries the bar's items use in the locale (`RuleContext.pluralUses`), computed by `compute` once.
    func pluralUses(_ compute: () -> [PluralUse]) -> [PluralUse] {
        plurals.value(compute)
    }

    /// The content-sized widths of the bar's layouts (`l10n-title-truncation`) with the item at `position`
    /// selected, or as the bar selects when `position` is nil: computed by `compute` once, and then read
    /// by position instead of under a key built and hashed for every check of a title that overflows.
    func contentWidths(selectingItemAt position: Int?, _ compute: () -> [Double?]) -> [Double?] {
        guard let position else { return ownSelectionContentWidths.value(compute) }
        let cells = contentWidthCells.value { bar.items.map { _ in Once<[Double?]>() } }
        return cells[position].value(compute)
    }
}

/// What rules read about a whole bar — its layouts, what VoiceOver says for each tab in a locale, the
/// keys it uses — computed once per bar (and locale) on first use and shared by every rule and item.
/// Without it each item's check would lay out or speak the whole bar again, and the audit of a bar
/// would grow with the square of its items.
///
/// The engine makes one per bar. A large bar's rules run on several threads: each value is computed once,
/// by the first rule that asks, while others asking for it wait (`LocaleCache`); a computation may read
/// other facts.
public final class BarFacts: Sendable {
    public let file: DefinitionFile
    public let bar: Bar
    private let values = LocaleCache<any Sendable>()
    /// Each locale's item texts and speech: read by most item checks, so kept apart from `values`.
    private let localeFacts = LocaleCache<LocaleFacts>()
    private let laidOut = Once<[LaidOutBar]>()
    // Read by many checks of every item: held apart from `values`, whose string keys each read hashed under a lock.
    private let positionsByID = Once<[String: Int]>()
    private let firstCodeSetter = Once<String?>()
    private let keyReferences = Once<[KeyReference]>()
    /// Whether a key's text (or plural form) is the same in nearly all translations, by key and form: asked
    /// for each copy of the source in every locale, under a string key built and hashed for each question before.
    private let sameTexts = Mutex<[KeyAndForm: Bool]>([:])
    private struct KeyAndForm: Hashable {
        let key: String
        let category: String?
    }
    /// By item position, the bar laid out with that item selected; made when first asked (only a small
    /// Material bar is laid out once per selection), so that a large bar holds no cell per item.
    private let layoutsSelectingItem = Once<[Once<[SelectedLayout]>]>()

    public init(file: DefinitionFile, bar: Bar) {
        self.file = file
        self.bar = bar
    }

    /// Tables with an entry per key the bar uses (the source's format arguments, a locale's plural uses) are
    /// kept for bars of at most this many keys; a larger bar works them out in each check that reads them, as
    /// a table per key held for the bar's audit grew the bar of 100,000 tabs by 10 MB.
    static let keysOfKeptTables = 4_096

    /// Whether the bar's tables per key are kept (`keysOfKeptTables`).
    var keepsTablesPerKey: Bool { referencedKeys.count <= Self.keysOfKeptTables }

    /// The value stored under `key`, computed by `compute` the first time. Keys name what they hold
    /// and include the locale when it depends on one (`"l10n-title-truncation.widths.fr"`).
    public func shared<Value: Sendable>(_ key: String, _ compute: () -> Value) -> Value {
        // A key holds one type of value; were one reused for another type, that value is computed unshared.
        values.value(for: key) { compute() } as? Value ?? compute()
    }

    /// Whether the key's text, or its plural form `category`, is the same in nearly all translations
    /// (`RuleContext.isSameInNearlyAllTranslations`), computed by `compute` the first time (the same in every
    /// locale: threads asking at once may each compute it).
    func sameInNearlyAllTranslations(key: String, category: String?, _ compute: () -> Bool) -> Bool {
        let question = KeyAndForm(key: key, category: category)
        if let answer = sameTexts.withLock({ $0[question] }) { return answer }
        let answer = compute()
        sameTexts.withLock { $0[question] = answer }
        return answer
    }

    /// What the bar's checks in `locale` read.
    func facts(in locale: String) -> LocaleFacts {
        localeFacts.value(for: locale) { LocaleFacts(locale: locale, file: file, bar: bar) }
    }

    /// Lets go of what the bar's checks in `locale` read (the engine is done with the locale).
    func release(locale: String) {
        localeFacts.remove(locale)
    }

    /// The bar laid out on every viewport it is evaluated on.
    public var layouts: [LaidOutBar] {
        laidOut.value {
            let itemPositions = self.itemPositions
            return GeometryModel.layouts(for: bar).map { LaidOutBar($0, itemPositions: itemPositions, itemCount: bar.items.count) }
        }
    }

    /// The bar laid out on every viewport with the item at `position` selected, each layout with that
    /// item's tab: the same in every locale, so made once per item. A table by position, not a shared
    /// value under a key naming the item, which was built and hashed under the bar's lock for every check.
    func layouts(selectingItemAt position: Int) -> [SelectedLayout] {
        let cells = layoutsSelectingItem.value { bar.items.map { _ in Once<[SelectedLayout]>() } }
        return cells[position].value {
            var shown = bar
            let id = bar.items[position].id
            shown.selectedItemID = id
            return GeometryModel.layouts(for: shown).map { SelectedLayout(geometry: $0, frame: $0.frame(of: id)) }
        }
    }

    /// The items' positions by id (the first, should a loader let a repeated id through).
    private var itemPositions: [String: Int] {
        positionsByID.value { bar.itemPositionsByID }
    }

    /// The position of the item with the id (the first, should a loader let a repeated id through).
    func itemPosition(withID id: String) -> Int? {
        itemPositions[id]
    }

    /// The items by id (the first, should a loader let a repeated id through).
    public func item(withID id: String) -> Item? {
        itemPositions[id].map { bar.items[$0] }
    }

    /// What fills some of the bar's tabs in code (`Item.configuredInCode` of the first such item), if
    /// anything does.
    public var codeSetter: String? {
        firstCodeSetter.value { bar.items.lazy.compactMap(\.configuredInCode).first }
    }

    /// The keys the bar's items use, each once, in bar order, with the first item using it.
    public var referencedKeys: [KeyReference] {
        keyReferences.value {
            var seen = Set<String>()
            var references: [KeyReference] = []
            for item in bar.items {
                for (_, text) in item.texts {
                    if let key = text.key, seen.insert(key).inserted {
                        references.append(KeyReference(key: key, itemID: item.id))
                    }
                }
            }
            return references
        }
    }
}
