import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Turns the tab bars a source file builds into model bars: items located at their line and column in
/// the source, keys resolved through the project's translations, and what the code computes at run
/// time recorded as such (one note per item), never guessed.
struct CodeBarBuilder {
    let path: String
    let platform: Platform
    let sourceLocale: String
    let locales: [String]
    let codeStrings: CodeStrings
    var diagnostics: [InputDiagnostic] = []
    /// The project's `IPHONEOS_DEPLOYMENT_TARGET` (iOS bars).
    var iosDeploymentTarget: Double?
    /// False when the project builds for iPhone only (`AppleBundle.buildsForPhoneOnly`; iOS bars).
    var isShownOnPad = true
    /// The text of a key in the `.lproj` an app's lookup falls back to (`CodeString.key`'s `fallbackLanguage`).
    var fallbackText: (_ key: String, _ lproj: String) -> String? = { _, _ in nil }
    /// The most tabs an iPhone's bar shows without More (UIKit; `ios.compact-width-tab-limit` of
    /// `Rules/data/platform-metrics.yml`, which the rules read): the count rules fire below 2 and above it.
    static let iosCompactWidthTabLimit = 5
    /// The destinations Material's bottom navigation is for (`material.recommended-items` of
    /// `Rules/data/platform-metrics.yml`, which the rules read): the count rule fires outside them.
    static let materialRecommendedItems = 3...5
    /// SwiftUI's `Tab` is available from iOS 18.
    static let tabAPIMinimumOSVersion = 18.0
    /// From iOS 26 a search tab is a round button apart from the bar, showing its symbol only.
    static let searchButtonMinimumOSVersion = 26.0

    init(path: String, platform: Platform, sourceLocale: String, locales: [String], codeStrings: CodeStrings) {
        self.path = path
        self.platform = platform
        self.sourceLocale = sourceLocale
        self.locales = [sourceLocale] + locales.filter { $0 != sourceLocale }
        self.codeStrings = codeStrings
    }

    func location(_ position: CodePosition, in file: String? = nil) -> SourceLocation {
        SourceLocation(file: file ?? path, line: position.line, column: position.column)
    }

    mutating func bars(_ codeBars: [CodeTabBar]) -> [Bar] {
        let fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var bars: [Bar] = []
        for (index, codeBar) in codeBars.enumerated() {
            let barLocation = location(codeBar.position)
            guard !codeBar.items.isEmpty else { continue }
            var usedIDs = Set<String>()
            let items = codeBar.items.enumerated().map { position, codeItem in
                item(codeItem, number: position + 1, usedIDs: &usedIDs)
            }
            noteRunTimeValues(items)
            let id = codeBars.count == 1 ? fileName : "\(fileName)-\(index + 1)"
            // A TabView, UITabBarController and NavigationBar start on their first tab unless code says otherwise.
            var selected = items.first?.id
            if let name = codeBar.selectedName, let position = codeBar.items.firstIndex(where: { $0.name == name }) { selected = items[position].id }
            if let position = codeBar.selectedIndex, items.indices.contains(position) { selected = items[position].id }
            var bar = Bar(id: id, location: barLocation, platform: platform, sourceLocale: sourceLocale, locales: locales,
                          selectedItemID: selected, selectionLocation: barLocation, items: items)
            if platform == .ios {
                let apiMinimum = codeBar.items.contains(where: \.usesTabAPI) ? Self.tabAPIMinimumOSVersion : nil
                bar.minimumOSVersion = [iosDeploymentTarget, apiMinimum, codeBar.minimumOSVersion].compactMap { $0 }.max()
                bar.isShownOnPad = isShownOnPad
                bar.isShownOnPhone = codeBar.isShownOnPhone
                // iOS 26 draws a search tab (`Tab(…, role: .search)`) as a round button beside the bar, with its
                // symbol and no title; VoiceOver reads the title as the button's label. In an app that runs on
                // iOS 26 and later only (PomPadDo's "Add to Inbox", measured as a truncated title in 26 languages),
                // the title is the tab's accessibility label, unless the tab sets one, and is never laid out.
                if let minimum = bar.minimumOSVersion, minimum >= Self.searchButtonMinimumOSVersion {
                    for position in codeBar.items.indices where codeBar.items[position].isSearch {
                        if bar.items[position].accessibility.label == nil, bar.items[position].setAtRunTime["label"] == nil {
                            bar.items[position].accessibility.label = bar.items[position].title
                            bar.items[position].setAtRunTime["label"] = bar.items[position].setAtRunTime["title"]
                        }
                        bar.items[position].title = nil
                        bar.items[position].setAtRunTime["title"] = nil
                    }
                }
            }
            if codeBar.configuresExistingTabs, items.count < 2 {
                bar.suppressions.append(Suppression(ruleID: "layout-item-count", reason: "this file configures one tab of a tab bar built elsewhere, not the whole bar", location: barLocation))
            } else if codeBar.hasRunTimeTabs, items.count < 2 || items.count > Self.iosCompactWidthTabLimit
                        || (platform == .material && !Self.materialRecommendedItems.contains(items.count)) {
                // Only where the count rules would fire: a suppression that suppresses nothing is itself reported.
                let reason = "some tabs are made from a list computed at run time or one per value; how many the bar has, and which, is not known"
                bar.suppressions.append(Suppression(ruleID: "layout-item-count", reason: reason, location: barLocation))
                if platform == .ios, items.count > Self.iosCompactWidthTabLimit {
                    bar.suppressions.append(Suppression(ruleID: "layout-more-overflow", reason: reason, location: barLocation))
                }
            }
            if codeBar.items.allSatisfy(\.hidesUnselectedLabel) { bar.titleVisibility = .selected } else if platform == .material { bar.titleVisibility = .always }
            // Labels whose `Text` all write one text style (lissen's 10 sp `labelSmall` copy) are measured in it.
            let titledStyles = codeBar.items.filter { $0.title != nil }.map(\.titleTextStyle)
            if platform == .material, let style = titledStyles.first ?? nil, titledStyles.allSatisfy({ $0 == style }) {
                let weight: MaterialTextAppearance.Weight = switch style.weight {
                case .regular: .regular
                case .medium: .medium
                case .bold: .bold
                }
                bar.materialLabelTextAppearance = MaterialTextAppearance(textSize: style.fontSize, letterSpacing: style.letterSpacing / style.fontSize, weight: weight)
            }
            // A label style the reader does not read (Aflami's `AppTheme.textStyle.label.small`, Poppins Medium 10 sp, in
            // which "Categories" fits the tab it was measured too wide for at Material's 12 sp): the titles' widths are
            // not judged, and a note says why.
            if platform == .material, let unread = codeBar.items.lazy.filter({ $0.title != nil }).compactMap(\.unreadTitleTextStyle).first {
                bar.materialLabelSizeUnknown = true
                diagnostics.append(InputDiagnostic(
                    severity: .info,
                    message: "the labels' text style '\(unread.sourceExcerpt())' is not read; how wide their titles show, and whether they are truncated, is not judged",
                    location: barLocation))
            }
            // Compose's NavigationBarItem is a selectable tab (Role.Tab) in a selectable group: TalkBack reads it.
            if platform == .material { bar.screenReader = .talkBack }
            bars.append(bar)
        }
        return bars
    }

    private mutating func item(_ codeItem: CodeTabItem, number: Int, usedIDs: inout Set<String>) -> Item {
        let itemLocation = location(codeItem.position, in: codeItem.file)
        var runtime: [String: String] = [:]
        func text(_ string: CodeString?, field: String) -> Text? {
            switch string {
            case .verbatim(let value)?: return Text(.literal(value), location: itemLocation)
            case .key(let key, _, let fallback, let fallbackLanguage, let computedFallback)?:
                return Text(.key(key), location: itemLocation, defaultValue: fallback ?? fallbackLanguage.flatMap { fallbackText(key, $0) },
                            computedDefaultValue: computedFallback)
            case .sourceTextKey(let key)?: return Text(.key(key), location: itemLocation, defaultValue: key)
            case .runtime(let expression)?:
                runtime[field] = expression
                return nil
            case nil: return nil
            }
        }
        // An empty title is no title: VoiceOver has only the accessibility label, if any.
        var title = text(codeItem.title?.isEmptyText == true ? nil : codeItem.title, field: "title")
        title?.caseMapping = codeItem.titleCaseMapping
        if title == nil, runtime["title"] == nil, let system = codeItem.systemItem.flatMap({ SystemItem.titles[$0] }) {
            title = Text(.literal(system), location: itemLocation, isLocalizedBySystem: true)
        }
        if title == nil, runtime["title"] == nil, codeItem.isSearch {
            // A search tab with no title of its own shows the system's localised "Search".
            title = Text(.literal("Search"), location: itemLocation, isLocalizedBySystem: true)
        }
        let accessibility = Accessibility(
            label: text(codeItem.label, field: "label"), value: text(codeItem.value, field: "value"), hint: text(codeItem.hint, field: "hint"))
        let badge = text(codeItem.badge, field: "badge")
        var id = codeItem.name ?? title.flatMap { $0.key ?? { if case .literal(let value) = $0.source { value } else { nil } }($0) } ?? "tab\(number)"
        // An id names the item in every message: a title of megabytes is not repeated in each.
        id = id.abbreviated()
        if id.isEmpty { id = "tab\(number)" }
        while !usedIDs.insert(id).inserted { id += "-\(number)" }
        var item = Item(
            id: id, location: itemLocation, title: title,
            glyph: codeItem.image.map { Glyph(name: $0, shape: nil, width: nil, height: nil, location: itemLocation) },
            badge: badge, accessibility: accessibility, isEnabled: !codeItem.isDisabled)
        switch codeItem.badgeInIcon {
        case .merged?: item.badgeSpeech = .asWritten
        case .clearedWhileLabelShows?: item.badgeSpeech = .silentWhileLabelShows
        case nil: break
        }
        switch codeItem.titleLineLimit {
        case .unlimited?: item.titleLineLimit = Int.max
        case .lines(let lines)?: item.titleLineLimit = lines
        // An expression the importer cannot evaluate: judged on one line, as a label that does not wrap.
        case .unknown?, nil: break
        }
        if let fields = codeStrings.items[id] {
            ImportedItems.apply(fields, to: &item, at: itemLocation)
            for field in fields.keys { runtime[field] = nil }
        }
        item.setAtRunTime = runtime
        // `browseNavigationController.tabBarItem.image = …` alone: the item, and its title, are made
        // elsewhere (SideStore's storyboard titles its Browse tab); an unknown title, not a missing one.
        if let receiver = codeItem.changesItemMadeElsewhere, item.title == nil, item.accessibility.label == nil,
           runtime["title"] == nil, runtime["label"] == nil {
            item.configuredInCode = receiver
        }
        return item
    }

    /// One note for each expression the code computes at run time, naming the tabs that use it.
    private mutating func noteRunTimeValues(_ items: [Item]) {
        var tabs: [String: [String]] = [:]
        var first: [String: SourceLocation] = [:]
        var order: [String] = []
        for item in items {
            for (field, expression) in item.setAtRunTime.sorted(by: { $0.key < $1.key }) {
                let described = "the \(field) '\(expression.sourceExcerpt())'"
                if tabs[described] == nil { order.append(described); first[described] = item.location }
                tabs[described, default: []].append(item.id)
            }
        }
        for described in order {
            let names = tabs[described]!.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(
                severity: .info,
                message: "\(described) of tab\(tabs[described]!.count == 1 ? "" : "s") \(names) is computed at run time and not audited (code_strings can name its key)",
                location: first[described]!))
        }
    }
}
