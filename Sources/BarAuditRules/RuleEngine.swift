import BarAuditModel
import Dispatch
import Synchronization

/// Per-run choices about rules (command-line flags now; the configuration file feeds the same struct).
public struct RuleSettings: Sendable {
    public var disabled: Set<String> = []
    /// Opt-in rules switched on.
    public var enabled: Set<String> = []
    public var severities: [String: Severity] = [:]
    public var options: [String: [String: OptionValue]] = [:]
    /// Restricts the audited locales; nil audits every locale a bar ships.
    public var locales: [String]?

    public init() {}
}

public struct RuleSettingsError: Error, CustomStringConvertible {
    public var description: String
}

/// Runs every active rule over every subject of its scope, counts every evaluation and keeps the `Check`s
/// that found something.
public struct RuleEngine: Sendable {
    /// A class: the passes hand each entry to every chunk of every locale, and each copy of the struct it used
    /// to be retained its rule, catalog description and options.
    final class Entry: Sendable {
        let rule: any Rule
        let description: RuleDescription
        /// nil when the rule runs; otherwise why its checks are skipped.
        let skipReason: String?
        let severityOverride: Severity?
        let options: RuleOptions

        init(rule: any Rule, description: RuleDescription, skipReason: String?, severityOverride: Severity?, options: RuleOptions) {
            self.rule = rule
            self.description = description
            self.skipReason = skipReason
            self.severityOverride = severityOverride
            self.options = options
        }
    }

    let entries: [Entry]
    let locales: LocaleSelection?
    /// The entries run before and after suppression, and the ids of the rules that run: the same for
    /// every file, so sorted out once rather than for each file and bar.
    private let entriesBeforeSuppression: [Entry]
    private let entriesAfterSuppression: [Entry]
    private let activeRuleIDs: Set<String>
    /// Items whose texts a pass holds at a time: the checks of a bar's items go through it a chunk at a time
    /// (`run(_:of:facts:locale:outcome:threads:)`). Only tests change it, to make chunk boundaries.
    var itemsPerChunk = 4_096

    public init(rules: [any Rule] = RuleRegistry.builtIn, catalog: RuleCatalog = .builtIn, settings: RuleSettings = RuleSettings()) throws {
        let known = catalog.ids
        let named = settings.disabled.union(settings.enabled).union(settings.severities.keys).union(settings.options.keys)
        for id in named.sorted() where !known.contains(id) {
            let hint = closestName(to: id, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw RuleSettingsError(description: "unknown rule id '\(id)'\(hint); `baraudit rules` lists them")
        }
        entries = try rules.sorted { $0.id < $1.id }.map { rule in
            guard let description = catalog.description(for: rule.id) else {
                throw RuleSettingsError(description: "internal error: rule '\(rule.id)' has no catalog entry")
            }
            var options = description.defaultOptions
            for (name, value) in settings.options[rule.id] ?? [:] {
                guard options.values[name] != nil else {
                    let hint = closestName(to: name, among: Array(options.values.keys)).map { " (did you mean '\($0)'?)" } ?? ""
                    throw RuleSettingsError(description: "rule '\(rule.id)' has no option '\(name)'\(hint)")
                }
                if let problem = RuleOptions.problem(with: value) {
                    throw RuleSettingsError(description: "option '\(name)' of rule '\(rule.id)' \(problem)")
                }
                options.values[name] = value
            }
            let skipReason: String? = if settings.disabled.contains(rule.id) {
                "rule disabled for this run"
            } else if description.optIn && !settings.enabled.contains(rule.id) {
                "opt-in rule not enabled"
            } else {
                nil
            }
            return Entry(rule: rule, description: description, skipReason: skipReason,
                         severityOverride: settings.severities[rule.id], options: options)
        }
        locales = settings.locales.map(LocaleSelection.init)
        entriesBeforeSuppression = entries.filter { !$0.rule.runsAfterSuppression }
        entriesAfterSuppression = entries.filter(\.rule.runsAfterSuppression)
        activeRuleIDs = Set(entries.filter { $0.skipReason == nil }.map(\.rule.id))
    }

    /// Runs the rules on every bar of the file: the checks that found something, and how many checks
    /// each bar and rule had. A bar of at least `parallelSubjects` subjects (items times locales) has its
    /// rules run on up to `workers` threads; the results are the same as on one.
    public func audit(_ file: DefinitionFile, workers: Int = 1) -> CheckResults {
        var results = CheckResults()
        for bar in file.bars {
            var barLocales = locales.map { wanted in bar.locales.filter(wanted.selects) } ?? bar.locales
            if let rightToLeft = bar.shownOnlyRightToLeft { barLocales = barLocales.filter { ICU.isRightToLeft($0) == rightToLeft } }
            let facts = BarFacts(file: file, bar: bar)
            let threads = bar.items.count * max(1, barLocales.count) >= Self.parallelSubjects ? workers : 1
            var tally = CheckCount.Tally()
            var found = run(entriesBeforeSuppression, facts: facts, locales: barLocales, outcome: nil,
                            threads: threads, tally: &tally)
            let used = Self.applySuppressions(of: bar, to: &found)
            found.append(contentsOf: run(entriesAfterSuppression, facts: facts, locales: barLocales,
                                         outcome: SuppressionOutcome(used: used, activeRules: activeRuleIDs), threads: 1, tally: &tally))
            results.append(contentsOf: found)
            results.evaluated += tally.counts
        }
        return results
    }

    /// Below this many items times locales a bar's rules run on one thread: splitting costs more than it saves.
    public static let parallelSubjects = 2_000

    /// From this many items, the threads share the rules of each locale's pass; below it, they take whole passes.
    static let parallelItemsPerPass = 1_000

    /// Runs the entries on the bar's subjects — on `threads` threads, each taking the next entry — counts
    /// every check in `tally` and returns the checks that found something, in entry order (and within an
    /// entry by item, then locale).
    ///
    /// The work goes locale by locale: each pass runs the entries of the per-locale scopes on one locale,
    /// and the entries of the other scopes (which read the source locale's texts) run in the source
    /// locale's pass. A pass's tables — each item's texts and speech in its locale — are let go when it
    /// ends, so that a bar holds one locale's tables at a time instead of all of them (a bar of 100,000
    /// tabs has 100 MB of them per locale).
    private func run(_ entries: [Entry], facts: BarFacts, locales: [String], outcome: SuppressionOutcome?, threads: Int,
                     tally: inout CheckCount.Tally) -> CheckResults {
        let sourceLocale = facts.bar.sourceLocale
        let perLocale = entries.indices.filter { entries[$0].rule.scope.isPerLocale }
        let localeFree = entries.indices.filter { !entries[$0].rule.scope.isPerLocale }
        // The passes in locale order; the source locale's pass also runs the locale-free entries, and when
        // the source locale is not audited they have a pass of their own (whose per-locale list is empty).
        let passes: [(locale: String, entries: [Int], perLocale: Bool)] = locales.map { locale in
            (locale, perLocale + (locale == sourceLocale ? localeFree : []), true)
        } + (!locales.contains(sourceLocale) && !localeFree.isEmpty ? [(sourceLocale, localeFree, false)] : [])
        @Sendable func runPass(_ pass: (locale: String, entries: [Int], perLocale: Bool), threads: Int) -> [EntryOutcome] {
            defer { facts.release(locale: pass.locale) }
            return run(pass.entries, of: entries, facts: facts, locale: pass.perLocale ? pass.locale : nil, outcome: outcome, threads: threads)
        }
        // A bar of many items shares each pass's rules among the threads and holds one locale's tables; a
        // bar of few items in many locales gives each thread whole passes (one table per thread): a pass
        // of five items split among threads cost more than it saved.
        let passesInParallel = threads > 1 && passes.count > 1 && facts.bar.items.count < Self.parallelItemsPerPass
        var resultsOfPass: [[EntryOutcome]]
        if passesInParallel {
            let work = SharedWork(count: passes.count)
            let results = Outcomes<[EntryOutcome]>(count: passes.count)
            DispatchQueue.concurrentPerform(iterations: min(threads, passes.count)) { _ in
                while let next = work.take() { results.store(runPass(passes[next], threads: 1), at: next) }
            }
            resultsOfPass = results.all.map { $0 ?? [] }
        } else {
            resultsOfPass = passes.map { runPass($0, threads: threads) }
        }
        // Where each entry's outcomes are, one per pass it ran in, in pass order: read where the passes left
        // them. Moving them into lists by entry copied each outcome (its half-dozen lists and tables) several
        // times, for every rule of every locale of every bar.
        var placesOfEntry = Array(repeating: [OutcomePlace](), count: entries.count)
        for (passIndex, pass) in passes.enumerated() {
            for (slot, entry) in pass.entries.enumerated() { placesOfEntry[entry].append(OutcomePlace(pass: passIndex, slot: slot)) }
        }
        // Gathered into lists of the exact size, each rule's outcomes let go once copied: a bar of 100,000
        // tabs has 400,000 findings, and lists grown by doubling beside the lists they copy held three
        // times their size.
        var checks = 0, findings = 0
        for places in placesOfEntry {
            for place in places {
                checks += resultsOfPass[place.pass][place.slot].found.count
                findings += resultsOfPass[place.pass][place.slot].found.findings.count
            }
        }
        var found = CheckResults()
        found.reserveCapacity(checks: checks, findings: findings)
        for (position, entry) in entries.enumerated() {
            let places = placesOfEntry[position]
            tally.add(barID: facts.bar.id, ruleID: entry.rule.id, skipReason: entry.skipReason,
                      count: places.reduce(0) { $0 + resultsOfPass[$1.pass][$1.slot].evaluated })
            if entry.rule.scope == .itemLocale {
                Self.appendByItem(places, of: resultsOfPass, to: &found)
            } else {
                for place in places { found.append(contentsOf: resultsOfPass[place.pass][place.slot].found) }
            }
            for place in places { resultsOfPass[place.pass][place.slot] = EntryOutcome() }
        }
        return found
    }

    /// Where one entry's outcome of one pass is: the pass, and the entry's place among the pass's entries.
    private struct OutcomePlace {
        var pass: Int
        var slot: Int
    }


    /// Runs the entries at `positions` on the bar's subjects in `locale` (on `threads` threads, each
    /// taking the next piece of work): what each found, in the order of `positions`.
    ///
    /// The work is each whole-bar entry, then chunk by chunk of `itemsPerChunk` items, each item entry
    /// on the chunk. A chunk's item texts (`ItemTextsChunk`) are made when a check first reads them and let
    /// go after the chunk's last check: a pass holds a chunk or two of texts, not the bar's (47 MB for a
    /// bar of 100,000 tabs). Entries are read in place: a copy of each per locale retained its catalog
    /// entry's every string.
    private func run(_ positions: [Int], of entries: [Entry], facts: BarFacts, locale: String?, outcome: SuppressionOutcome?,
                     threads: Int) -> [EntryOutcome] {
        guard !positions.isEmpty else { return [] }
        // The pass's locale facts looked up once, not once per rule: each lookup hashed the locale under the
        // bar's lock. Entries of per-locale scopes read the pass's locale, the others the source locale's,
        // and a pass holds the others only when it is the source locale's (or has no locale).
        let textLocale = locale ?? facts.bar.sourceLocale
        let localeFacts = facts.facts(in: textLocale)
        let itemCount = facts.bar.items.count
        let chunks = stride(from: 0, to: itemCount, by: itemsPerChunk).map { $0..<min($0 + itemsPerChunk, itemCount) }
        func texts(of chunk: Range<Int>) -> ItemTextsChunk {
            ItemTextsChunk(positions: chunk, of: facts.bar, file: facts.file, locale: textLocale)
        }
        @Sendable func run(_ index: Int, itemTexts: ItemTextsChunk?, into found: inout EntryOutcome) {
            self.run(entries[positions[index]], facts: facts, locale: locale, localeFacts: localeFacts, itemTexts: itemTexts,
                     outcome: outcome, into: &found)
        }
        guard threads > 1 && positions.count > 1 else {
            var outcomes = Array(repeating: EntryOutcome(), count: positions.count)
            let itemEntries = positions.indices.filter { entries[positions[$0]].rule.scope.hasItems }
            // Whole-bar entries read the first chunk's texts (the whole bar's, for most bars) where they read an item's.
            var chunkTexts = chunks.first.map(texts(of:))
            for index in positions.indices where !entries[positions[index]].rule.scope.hasItems {
                run(index, itemTexts: chunkTexts, into: &outcomes[index])
            }
            for (number, chunk) in chunks.enumerated() {
                if number > 0 { chunkTexts = texts(of: chunk) }
                for index in itemEntries { run(index, itemTexts: chunkTexts, into: &outcomes[index]) }
            }
            return outcomes
        }
        // Rules with the most subjects first, so that no thread starts a long one when the others are done.
        let order = positions.indices.sorted {
            Self.subjectWeight(entries[positions[$0]].rule.scope) > Self.subjectWeight(entries[positions[$1]].rule.scope)
        }
        let itemEntries = order.filter { entries[positions[$0]].rule.scope.hasItems }
        let work: [(entry: Int, chunk: Int?)] = order.filter { !entries[positions[$0]].rule.scope.hasItems }.map { ($0, nil) }
            + chunks.indices.flatMap { chunk in itemEntries.map { ($0, chunk) } }
        let chunkTexts = chunks.map { ChunkOfTexts(texts(of: $0), checks: itemEntries.count) }
        let outcomes = positions.indices.map { _ in OutcomeInChunks() }
        let next = SharedWork(count: work.count)
        DispatchQueue.concurrentPerform(iterations: min(threads, work.count)) { _ in
            while let piece = next.take() {
                let (entry, chunk) = work[piece]
                outcomes[entry].gather(chunk ?? 0) { found in run(entry, itemTexts: chunk.flatMap { chunkTexts[$0].texts }, into: &found) }
                if let chunk { chunkTexts[chunk].finishCheck() }
            }
        }
        return outcomes.map(\.outcome)
    }

    /// A chunk's texts shared by the threads that check its items, let go when the chunk's last check is done.
    private final class ChunkOfTexts: Sendable {
        private let state: Mutex<(texts: ItemTextsChunk?, checksLeft: Int)>

        init(_ texts: ItemTextsChunk, checks: Int) {
            state = Mutex((texts, checks))
        }

        /// The chunk's texts; asked only by a check of the chunk that is not done.
        var texts: ItemTextsChunk? { state.withLock { $0.texts } }

        /// One check of the chunk is done; after the last, its texts are let go.
        func finishCheck() {
            state.withLock { state in
                state.checksLeft -= 1
                if state.checksLeft == 0 { state.texts = nil }
            }
        }
    }

    /// What one entry found in a pass, gathered in chunk order: a chunk whose turn it is appends to the
    /// entry's list as it goes; one run on another thread before its turn is kept apart and appended when
    /// the chunks before it are. One growing list, not a list per chunk: a long list keeps its findings as
    /// compact records (`FindingList`), and lists per chunk of 4,096 items stayed short, their findings kept
    /// whole: 320 MB instead of 250 for a bar of 100,000 tabs.
    private final class OutcomeInChunks: Sendable {
        private struct State {
            var outcome = EntryOutcome()
            var nextChunk = 0
            /// Whether a thread holds `outcome`, appending its chunk's checks.
            var isAppending = false
            var early: [Int: EntryOutcome] = [:]
        }
        private let state = Mutex(State())

        /// Lets `check` append the checks of `chunk` in their place among the entry's checks.
        func gather(_ chunk: Int, _ check: (inout EntryOutcome) -> Void) {
            var inTurn = state.withLock { state -> EntryOutcome? in
                guard state.nextChunk == chunk, !state.isAppending else { return nil }
                state.isAppending = true
                defer { state.outcome = EntryOutcome() }
                return state.outcome
            }
            guard var outcome = inTurn.take() else {
                var part = EntryOutcome()
                check(&part)
                state.withLock { state in
                    state.early[chunk] = part
                    Self.appendEarlyChunks(&state)
                }
                return
            }
            check(&outcome)
            state.withLock { state in
                state.outcome = outcome
                state.isAppending = false
                state.nextChunk += 1
                Self.appendEarlyChunks(&state)
            }
        }

        private static func appendEarlyChunks(_ state: inout State) {
            guard !state.isAppending else { return }
            while let next = state.early.removeValue(forKey: state.nextChunk) {
                state.outcome.append(next)
                state.nextChunk += 1
            }
        }

        var outcome: EntryOutcome { state.withLock { $0.outcome } }
    }

    /// Appends the checks of one per-item, per-locale entry, found one locale at a time (its outcomes at
    /// `places` of `outcomes`, in locale order, each in item order), in the order of a walk over the items
    /// and, for each, the locales.
    private static func appendByItem(_ places: [OutcomePlace], of outcomes: [[EntryOutcome]], to found: inout CheckResults) {
        guard places.count > 1 else {
            if let place = places.first { found.append(contentsOf: outcomes[place.pass][place.slot].found) }
            return
        }
        // Sorted by item, then locale, then place in its part: a merge that compared every part's next
        // check per check took items × locales² for an app of thousands of language folders.
        var order: [(item: Int, part: Int, index: Int)] = []
        order.reserveCapacity(places.reduce(0) { $0 + outcomes[$1.pass][$1.slot].found.count })
        for (part, place) in places.enumerated() {
            for (index, item) in outcomes[place.pass][place.slot].itemPositions.enumerated() { order.append((Int(item), part, index)) }
        }
        order.sort { ($0.item, $0.part, $0.index) < ($1.item, $1.part, $1.index) }
        for entry in order {
            let place = places[entry.part]
            found.append(checkAt: entry.index, of: outcomes[place.pass][place.slot].found)
        }
    }

    /// How many subjects a scope has, relatively: items times locales, items, locales, one.
    private static func subjectWeight(_ scope: RuleScope) -> Int {
        switch scope {
        case .itemLocale: 3
        case .item: 2
        case .barLocale: 1
        case .bar: 0
        }
    }

    /// What one rule found on a bar (in one pass), and how many checks it had.
    private struct EntryOutcome: Sendable {
        var found = CheckResults()
        /// The position in the bar of each found check's item (0 for checks of the whole bar); 32 bits, as
        /// a bar has at most `InputLimits.itemsPerBar` items.
        var itemPositions: [Int32] = []
        var evaluated = 0

        /// Appends what the entry found on later items.
        mutating func append(_ later: EntryOutcome) {
            found.append(contentsOf: later.found)
            itemPositions += later.itemPositions
            evaluated += later.evaluated
        }
    }

    /// What each entry found, stored by the thread that ran it.
    private final class Outcomes<Outcome: Sendable>: Sendable {
        private let results: Mutex<[Outcome?]>

        init(count: Int) {
            results = Mutex(Array(repeating: nil, count: count))
        }

        func store(_ outcome: Outcome, at position: Int) {
            results.withLock { $0[position] = outcome }
        }

        var all: [Outcome?] { results.withLock { $0 } }
    }

    /// Runs one entry on the bar's subjects — for an entry of items, the items of `itemTexts`' chunk;
    /// `localeFacts` are the facts of the pass's locale, or of the source locale for a pass without one.
    private func run(_ entry: Entry, facts: BarFacts, locale passLocale: String?, localeFacts: LocaleFacts, itemTexts: ItemTextsChunk?,
                     outcome: SuppressionOutcome?, into result: inout EntryOutcome) {
        let file = facts.file, bar = facts.bar
        // A pass is about one locale: the subjects of per-locale scopes are in it, the others in none.
        let locale = entry.rule.scope.isPerLocale ? passLocale : nil
        let pseudo = locale.map(PseudoLocale.isPseudo) ?? false
        guard !pseudo || entry.rule.checksPseudoLocales else { return }
        // Item scopes walk the chunk's items in place, by position: a list of subjects per rule would copy
        // every item reference (or item) once per rule and locale.
        let isItemScope = entry.rule.scope.hasItems
        // A rule's fix is mostly the same text for every subject, made again each time: equal fixes in a
        // row share one string (100,000 touch-target fixes were 13 MB), kept in storage of its size.
        var previousFix: String?
        let setting = CheckSetting(facts: facts, locale: locale, localeFacts: localeFacts, itemTexts: itemTexts, options: entry.options,
                                   suppressionOutcome: outcome)
        // The chunk's texts taken once for all its checks, each handed to its item's context.
        let textsOfChunk = isItemScope ? itemTexts?.all : nil
        let firstPosition = itemTexts?.positions.lowerBound ?? 0
        for position in isItemScope ? itemTexts?.positions ?? 0..<0 : 0..<1 {
            let context = isItemScope
                ? RuleContext(setting: setting, itemAt: position, texts: textsOfChunk?[position - firstPosition])
                : RuleContext(setting: setting, itemAt: nil)
            guard entry.rule.applies(to: context) else { continue }
            result.evaluated += 1
            guard entry.skipReason == nil else { continue }
            let violations = entry.rule.check(context)
            guard !violations.isEmpty else { continue }
            let findings = violations.map { violation in
                let fix = violation.fix == previousFix ? previousFix : violation.fix?.inStorageOfItsSize
                previousFix = fix
                var finding = Finding(
                    ruleID: entry.rule.id,
                    severity: entry.severityOverride ?? violation.severity ?? entry.description.defaultSeverity,
                    message: pseudo ? "pseudo-locale \(locale!), generated from the \(bar.sourceLocale) source: \(violation.message)" : violation.message,
                    location: violation.location ?? (isItemScope ? bar.items[position].location : bar.location),
                    barID: bar.id, itemID: violation.itemID ?? (isItemScope ? bar.items[position].id : nil), locale: locale,
                    spoken: violation.spoken?.inStorageOfItsSize, fix: fix)
                finding.screenReader = bar.screenReader
                return finding
            }
            result.found.append(Check(ruleID: entry.rule.id, file: file.path, barID: bar.id, itemID: isItemScope ? bar.items[position].id : nil,
                                      locale: locale, findings: findings))
            result.itemPositions.append(Int32(position))
        }
    }

    /// Moves findings that a bar's or item's `<suppress>` covers out of the counting findings; returns
    /// the locations of the suppressions that were used.
    static func applySuppressions(of bar: Bar, to checks: inout CheckResults) -> Set<SourceLocation> {
        var used = Set<SourceLocation>()
        // Most bars suppress nothing: their checks are left as they are, not copied finding by finding.
        guard !bar.suppressions.isEmpty || bar.items.contains(where: { !$0.suppressions.isEmpty }) else { return used }
        // The first suppression of each rule, the item's before the bar's, looked up by rule: a list of
        // candidates per finding made a bar with thousands of suppressions quadratic.
        func firstByRule(_ suppressions: [Suppression]) -> [String: Suppression] {
            var first: [String: Suppression] = [:]
            for suppression in suppressions where first[suppression.ruleID] == nil { first[suppression.ruleID] = suppression }
            return first
        }
        let barSuppressions = firstByRule(bar.suppressions)
        // Item ids are unique in a loaded bar; an importer that lets a repeat through has its first item's.
        var itemSuppressions: [String: [String: Suppression]] = [:]
        for item in bar.items where itemSuppressions[item.id] == nil { itemSuppressions[item.id] = firstByRule(item.suppressions) }
        checks.suppress { finding in
            guard let suppression = finding.itemID.flatMap({ itemSuppressions[$0]?[finding.ruleID] }) ?? barSuppressions[finding.ruleID] else { return nil }
            used.insert(suppression.location)
            return .definition(reason: suppression.reason, location: suppression.location)
        }
        return used
    }
}

/// The rules compiled into baraudit (the list is generated from `Sources/BarAuditRules/Rules/`).
public enum RuleRegistry {
    public static let builtIn: [any Rule] = builtInRules
}

/// Work items threads take one at a time, by position.
final class SharedWork: Sendable {
    private let next = Mutex(0)
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The next position no thread has taken, or nil when all are taken.
    func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
