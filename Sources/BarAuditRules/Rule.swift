import BarAuditModel

/// What one evaluation of a rule looks at. The engine evaluates each rule once per subject and records
/// a `Check` for it, so reporters can count passes.
public enum RuleScope: String, Sendable {
    /// Once per bar.
    case bar
    /// Once per bar and audited locale.
    case barLocale
    /// Once per item.
    case item
    /// Once per item and audited locale.
    case itemLocale

    /// Whether the subjects include a locale.
    var isPerLocale: Bool { self == .barLocale || self == .itemLocale }

    /// Whether the subjects are the bar's items.
    var hasItems: Bool { self == .item || self == .itemLocale }
}

/// A rule reads one bar (with its file's string tables) and reports violations. One rule lives in one
/// file in `Sources/BarAuditRules/Rules/`, named like its type, with one catalog entry in
/// `Rules/catalog/<id>.yml`; the registry is generated from the file names.
public protocol Rule: Sendable {
    /// The catalog id (`badge-dot-unannounced`).
    var id: String { get }
    var scope: RuleScope { get }
    /// Whether the subject is something this rule is about; subjects it skips are not counted as checks.
    func applies(to context: RuleContext) -> Bool
    func check(_ context: RuleContext) -> [Violation]
    /// Rules about suppressions run after the others' findings are suppressed, and read
    /// `RuleContext.suppressionOutcome`.
    var runsAfterSuppression: Bool { get }
    /// Whether the rule judges the pseudo-locales of `--pseudo` (`PseudoLocale`): layout and display
    /// rules do; rules about translations do not, since nothing was translated.
    var checksPseudoLocales: Bool { get }
}

extension Rule {
    public func applies(to context: RuleContext) -> Bool { true }
    public var runsAfterSuppression: Bool { false }
    public var checksPseudoLocales: Bool { false }
}

/// Which suppressions of a bar were used, for rules that run after suppression.
public struct SuppressionOutcome: Sendable {
    /// Locations of the suppressions that suppressed at least one finding.
    public var used: Set<SourceLocation>
    /// The rules that ran in this audit (a suppression of a rule that did not run cannot be judged).
    public var activeRules: Set<String>
}

/// What a rule says about its subject; the engine adds the rule id, severity and bar/item/locale.
public struct Violation: Sendable {
    public var message: String
    /// Defaults to the item's location (or the bar's).
    public var location: SourceLocation?
    /// When a rule grades its own findings (a missing plural form reachable only by fractions is a
    /// warning, not an error); a severity set by the user's configuration still wins.
    public var severity: Severity?
    public var spoken: String?
    public var fix: String?
    /// The item a bar-scoped rule reports on (two items with the same label), when it is one.
    public var itemID: String?

    public init(_ message: String, at location: SourceLocation? = nil, severity: Severity? = nil, spoken: String? = nil,
                fix: String? = nil, itemID: String? = nil) {
        self.message = message
        self.location = location
        self.severity = severity
        self.spoken = spoken
        self.fix = fix
        self.itemID = itemID
    }
}

/// What every check of one rule on a bar in one locale shares: held once, so that a context, made for
/// every check, holds one reference to these instead of retaining and releasing each of them for each check.
final class CheckSetting: Sendable {
    let facts: BarFacts
    let locale: String?
    /// What the bar's checks in the locale read (the engine hands it over; looked up otherwise).
    let knownLocaleFacts: LocaleFacts?
    /// The texts of the items the checks are about (the engine's chunk of the bar).
    let itemTexts: ItemTextsChunk?
    let options: RuleOptions
    let suppressionOutcome: SuppressionOutcome?
    /// The items a context's position is in: the bar's, or the one item of a context made outside the engine.
    let items: [Item]
    /// Whether `items` is the one item of a context made outside the engine, which has no position in the bar.
    let itemIsFromOutside: Bool

    init(facts: BarFacts, locale: String?, localeFacts: LocaleFacts?, itemTexts: ItemTextsChunk? = nil, options: RuleOptions,
         suppressionOutcome: SuppressionOutcome?, outsideItem: Item? = nil) {
        self.facts = facts
        self.locale = locale
        knownLocaleFacts = localeFacts
        self.itemTexts = itemTexts
        self.options = options
        self.suppressionOutcome = suppressionOutcome
        items = outsideItem.map { [$0] } ?? facts.bar.items
        itemIsFromOutside = outsideItem != nil
    }
}

/// The subject of one check and everything a rule may read about it.
public struct RuleContext: Sendable {
    /// Read from `facts` rather than stored: a context is made for every check, and copying the file
    /// and the bar into each (retaining every field) was a share of the engine's time.
    public var file: DefinitionFile { facts.file }
    public var bar: Bar { facts.bar }
    /// Set for item scopes.
    public var item: Item? { position < 0 ? nil : setting.items[position] }
    private let setting: CheckSetting
    /// The item's position in `setting.items` (-1 without an item): a position, not a reference per item,
    /// which each check retained and released.
    private let position: Int
    /// The item's texts from the engine's chunk of the bar, handed over with the position: looking them up in
    /// the chunk for each time a rule read them locked, retained and released the chunk's table.
    private let texts: ItemTexts?

    /// `body`'s answer about the item, read in place (nil without an item): what reads one or two of the
    /// item's texts for every check uses it instead of `item`, which copies the whole item.
    func withItem<Result>(_ body: (Item) -> Result?) -> Result? {
        guard position >= 0 else { return nil }
        return setting.items.withUnsafeBufferPointer { body($0[position]) }
    }
    /// The item's position in the bar; nil without an item, or for one a context was made with from outside the engine.
    var itemPosition: Int? { position < 0 || setting.itemIsFromOutside ? nil : position }
    var localeFacts: LocaleFacts { setting.knownLocaleFacts ?? facts.facts(in: textLocale) }
    /// The engine's chunk of the bar the check is in, with its items' texts.
    var itemTextsChunk: ItemTextsChunk? { setting.itemTexts }
    /// The item's texts in the context's locale: from the engine's chunk of the bar for an item in it,
    /// worked out here for one a context was made with from outside the engine.
    var itemTexts: ItemTexts? {
        if let texts { return texts }
        guard let item else { return nil }
        return ItemTexts(of: item, bar: bar, file: file, locale: textLocale)
    }

    /// The label VoiceOver or TalkBack reads for `item`, at `position` of the bar, in the context's locale, and
    /// the text it comes from: from the engine's chunk when the item is in it, worked out here otherwise.
    func labelSource(of item: Item, at position: Int) -> (text: Text, resolved: ResolvedText)? {
        guard let texts = itemTextsChunk?.texts(ofItemAt: position) else {
            return VoiceOverModel.labelSource(of: item, bar: bar, file: file, locale: textLocale)
        }
        return texts.labelSource(of: item)
    }
    /// Set for locale scopes.
    public var locale: String? { setting.locale }
    public var options: RuleOptions { setting.options }
    /// Set for rules that run after suppression.
    public var suppressionOutcome: SuppressionOutcome? { setting.suppressionOutcome }
    /// What every check of the bar shares (layouts, what VoiceOver says), computed once per bar.
    public var facts: BarFacts { setting.facts }

    /// A subject of the bar `facts` holds (with its file).
    public init(facts: BarFacts, item: Item?, locale: String?, options: RuleOptions, suppressionOutcome: SuppressionOutcome? = nil) {
        self.init(setting: CheckSetting(facts: facts, locale: locale, localeFacts: nil, options: options, suppressionOutcome: suppressionOutcome,
                                        outsideItem: item),
                  itemAt: item == nil ? nil : 0)
    }

    /// A subject of the bar the setting's facts hold: the item at `position` of the setting's items (none for
    /// nil), with its texts when the engine has them.
    init(setting: CheckSetting, itemAt position: Int?, texts: ItemTexts? = nil) {
        self.setting = setting
        self.position = position ?? -1
        self.texts = texts
    }
}
