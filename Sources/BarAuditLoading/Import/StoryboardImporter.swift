import BarAuditModel
import CLibXML2
import Foundation

/// Interface Builder storyboards and xibs: each `<tabBarController>` becomes an iOS bar whose items follow
/// its `relationship="viewControllers"` segues (not scene order), each from the child's `<tabBarItem>`,
/// through storyboard references into other storyboards of the app. Texts are keys `<ObjectID>.<property>`
/// into the storyboard's own `.strings` table in every `.lproj` of the app (see `AppleResources`), with the
/// storyboard's text as what a locale without the key shows. A `<tabBar>` placed in a view with items of its own (a
/// `UITabBar` outlet, not a tab bar controller's `key="tabBar"`) is a bar too, its items localised the same way.
enum StoryboardImporter {
    /// The `UITabBarItem` properties a user-defined runtime attribute can set that BarAudit models.
    static let runtimeTextProperties: Set = ["title", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "badgeValue"]

    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        var diagnostics: [InputDiagnostic] = []
        guard let storyboard = Storyboard(path: path, bytes: bytes, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        var documents = StoryboardSet(root: storyboard)
        defer { documents.free() }
        let bundle = AppleBundle.containing(path, cache: bundles)
        let controllers = storyboard.elements(named: "tabBarController")
        let placedBars = storyboard.tabBarsPlacedInViews()
        guard let first = controllers.first ?? placedBars.first else {
            // At its root element (a storyboard that mentions `<tabBarController` in a comment or a string).
            let root = storyboard.root
            diagnostics.append(InputDiagnostic(severity: .error, message: "the storyboard has no tab bar controller",
                                               location: root.map { SourceLocation(file: path, line: Int(xmlGetLineNo($0)), column: storyboard.column(of: $0)) } ?? SourceLocation(file: path)))
            return (nil, diagnostics)
        }
        if storyboard.isLaunchScreen || bundle.launchStoryboardNames.contains(storyboard.name) {
            diagnostics.append(InputDiagnostic(
                severity: .info, message: "launch screen: its tab bar is a picture shown while the app starts, not a control; not audited",
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(first)), column: storyboard.column(of: first))))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }
        // A storyboard no target names is left on disk, not built (TUM Campus's UIKit storyboards after
        // its move to SwiftUI).
        guard bundle.isBuilt(storyboard: path) else {
            diagnostics.append(InputDiagnostic(
                severity: .info, message: "the Xcode project lists storyboards but not '\((path as NSString).lastPathComponent)': no target builds it into the app; not audited",
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(first)), column: storyboard.column(of: first))))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }
        // A storyboard the app sets aside is no interface of the app (see `AppleBundle.setAsideReason`).
        if storyboard.path.hasSuffix(".storyboard"), let reason = bundle.setAsideReason(storyboardNamed: storyboard.name, path: path) {
            diagnostics.append(InputDiagnostic(
                severity: .info, message: reason,
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(first)), column: storyboard.column(of: first))))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }
        if let folder = bundle.unbuiltLanguageFolder(holding: path) {
            diagnostics.append(InputDiagnostic(
                severity: .info, message: "the Xcode project names no file of '\(folder)': Xcode does not copy this storyboard into the app; not audited",
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(first)), column: storyboard.column(of: first))))
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics)
        }

        var builder = ItemBuilder(codeStrings: codeStrings)
        var pending: [(id: String, location: SourceLocation, controllerClass: String?, positioning: ItemPositioning?, height: Double?, items: [Item],
                       tabClasses: [String?], classesShown: [[String]?], tabBarOutlets: Set<String>, isPlacedInView: Bool)] = []
        for controller in controllers {
            var items: [Item] = []
            var tabClasses: [String?] = []
            var classesShown: [[String]?] = []
            var itemIDs = Set<String>()
            for (destination, segue) in storyboard.segueDestinations(of: controller) {
                let segueLocation = SourceLocation(file: path, line: Int(xmlGetLineNo(segue)), column: storyboard.column(of: segue))
                guard let (node, owner) = documents.tabBarItem(of: destination, in: storyboard, from: segueLocation, bundle: bundle, diagnostics: &diagnostics) else { continue }
                let item = builder.item(node, in: owner, bundle: bundle)
                // Two segues to one controller, or two items with one object id: UIKit shows one tab per
                // controller, and an item id names one tab.
                guard itemIDs.insert(item.id).inserted else {
                    diagnostics.append(InputDiagnostic(
                        severity: .warning, message: "a second tab with object id '\(item.id)' (segue to '\(destination)') is ignored; object ids are unique in a storyboard",
                        location: item.location))
                    continue
                }
                items.append(item)
                tabClasses.append(documents.controllerClass(of: destination, in: storyboard, bundle: bundle))
                classesShown.append(documents.classesShown(by: destination, in: storyboard, bundle: bundle))
            }
            let id = StringsFiles.attribute(controller, "storyboardIdentifier") ?? StringsFiles.attribute(controller, "id") ?? "tabBarController"
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(controller)))
            guard !items.isEmpty else {
                diagnostics.append(InputDiagnostic(
                    severity: .info, message: "tab bar controller '\(id)' has no tabs in the storyboard; tabs set up in code are not audited",
                    location: SourceLocation(file: path, line: location.line, column: storyboard.column(of: controller))))
                continue
            }
            let tabBar = storyboard.children(of: controller, named: "tabBar", key: "tabBar").first
            // `<outlet property="customTabbar" destination="…"/>` to the controller's own `<tabBar>`: its class's name for it.
            let tabBarID = tabBar.flatMap { StringsFiles.attribute($0, "id") }
            let tabBarOutlets = Set(storyboard.children(of: controller, named: "connections").flatMap { storyboard.children(of: $0, named: "outlet") }
                .filter { tabBarID != nil && StringsFiles.attribute($0, "destination") == tabBarID }.compactMap { StringsFiles.attribute($0, "property") })
            pending.append((id, location, knownClass(of: controller, at: location, bundle: bundle, diagnostics: &diagnostics), tabBar.flatMap { StringsFiles.attribute($0, "itemPositioning") }.flatMap(ItemPositioning.init),
                            storyboard.tabBarHeight(of: controller, diagnostics: &diagnostics), items, tabClasses, classesShown, tabBarOutlets, false))
        }
        // A `UITabBar` in a view (airbitz's `MainViewController`, its delegate): the items written in it are its tabs, in
        // order. Its size is its constraints', not the frame Interface Builder drew; no tab bar controller gives it tabs.
        for tabBar in placedBars {
            let items = storyboard.children(of: tabBar, named: "items").flatMap { storyboard.children(of: $0, named: "tabBarItem") }.map { builder.item($0, in: storyboard, bundle: bundle) }
            let id = StringsFiles.attribute(tabBar, "id") ?? "tabBar"
            pending.append((id, SourceLocation(file: path, line: Int(xmlGetLineNo(tabBar))), nil, StringsFiles.attribute(tabBar, "itemPositioning").flatMap(ItemPositioning.init),
                            nil, items, items.map { _ in nil }, items.map { _ in nil }, [], true))
        }
        // Each controller class's files are read once per storyboard: 200 tab bar controllers of one class whose
        // file was 4 MB read and tokenised it 200 times (past 60 s).
        var codeByClass: [String: TabBarControllerCode?] = [:]
        func tabBarControllerCode(_ controllerClass: String, tabBarOutlets: Set<String>) -> TabBarControllerCode? {
            let known = "\(controllerClass)\u{0}\(tabBarOutlets.sorted().joined(separator: ","))"
            if let code = codeByClass[known] { return code }
            let code = TabBarControllerCode.read(className: controllerClass, sources: bundle.classSources, declared: bundle.declaredClasses, tabBarOutlets: tabBarOutlets)
            codeByClass[known] = code
            return code
        }
        // What each tab's own class sets, but where the tab bar controller's class retitles the tab (after it: its
        // titles stay computed at run time). Read before the tables: the keys it looks up are looked up with the storyboard's.
        let tabClasses = Set(pending.flatMap { $0.tabClasses.compactMap { $0 } })
        let tabClassCode = tabClasses.isEmpty ? [:] : StoryboardControllerCode.read(classNames: tabClasses, project: CodeProject.containing(path, cache: bundles))
        let ownCodes = pending.map { bar -> [Int: StoryboardControllerCode] in
            let controllerCode = bar.controllerClass.flatMap { tabBarControllerCode($0, tabBarOutlets: bar.tabBarOutlets) }
            let retitled = controllerCode.map { $0.retitled(amongTabs: bar.items.count) ?? Set(bar.items.indices) } ?? []
            for entry in controllerCode.map({ Array($0.labels.values) }) ?? [] {
                if case .key(let key, _, _, _, _) = entry.label { builder.uses.insert(AppleResources.Use(key: key, table: AppleResources.codeTable, isLookedUpInCode: true)) }
            }
            var codes: [Int: StoryboardControllerCode] = [:]
            for (position, tabClass) in bar.tabClasses.enumerated() where !retitled.contains(position) {
                guard let code = tabClass.flatMap({ tabClassCode[$0] }) else { continue }
                codes[position] = code
                // UITabBarController selects its first tab unless code says otherwise.
                if let shown = code.shown(isSelected: position == 0) { builder.uses.formUnion(StoryboardControllerCode.uses(of: shown)) }
            }
            return codes
        }
        let candidateKeys = Set(builder.localizableCandidates.values.flatMap { $0.map(\.key) })
        let resources = AppleResources.resolve(builder.uses, localizableCandidates: candidateKeys, base: builder.baseTexts, near: path, in: bundle)
        diagnostics += resources.diagnostics
        let bars = zip(pending, ownCodes).map { bar, ownCode in
            var keyedInCode = Set<String>()
            var items = bar.items.map { item in
                var item = item
                for (field, key) in builder.localizableCandidates[item.id] ?? [] {
                    // A key no table has is still looked up by the app's code when the item loads (Open Food
                    // Facts' search tab, whose key is commented out of its tables, is retitled by its
                    // controller): its text is the code's.
                    guard resources.confirmedLocalizableKeys.contains(key) else {
                        keyedInCode.insert(item.id)
                        continue
                    }
                    let text = Text(.key(key), location: item.location)
                    if field == "label" { item.accessibility.label = text } else { item.title = text }
                }
                return item
            }
            diagnostics += StoryboardControllerCode.apply(ownCode, to: &items, selected: 0, storyboardPath: path)
            if let controllerClass = bar.controllerClass, let code = tabBarControllerCode(controllerClass, tabBarOutlets: bar.tabBarOutlets) {
                diagnostics += markClearedInCode(&items, by: code, controllerClass: controllerClass, ownCode: Set(ownCode.keys), barLocation: bar.location)
                diagnostics += markRetitledInCode(&items, by: code, controllerClass: controllerClass, barLocation: bar.location)
            }
            markConfiguredInCode(&items, controllerClass: bar.controllerClass, keyedInCode: keyedInCode)
            if let controllerClass = bar.controllerClass {
                let name = controllerClass.split(separator: ".").last.map(String.init) ?? controllerClass
                let named = bundle.classSources[name] ?? []
                if TabTitlingCode.touchesOnlyItemImages(name, files: named.isEmpty ? bundle.declaredClasses.files(declaring: name, among: bundle.classSources) : named) {
                    markEmptyWhereNoCodeTitles(&items, classesShown: bar.classesShown, keyedInCode: keyedInCode, bundle: bundle, onlyShownClasses: true)
                }
            } else {
                markEmptyWhereNoCodeTitles(&items, classesShown: bar.classesShown, keyedInCode: keyedInCode, bundle: bundle)
            }
            var imported = Bar(id: bar.id, location: bar.location, platform: .ios, sourceLocale: resources.sourceLocale, locales: resources.locales,
                               // UITabBarController selects its first tab unless code says otherwise; a UITabBar of a view none
                               // until its code sets `selectedItem`.
                               selectedItemID: bar.isPlacedInView ? nil : items.first?.id, selectionLocation: bar.location, positioning: bar.positioning,
                               size: bar.height.map { Size(width: nil, height: $0, location: bar.location) }, items: items)
            imported.selectionIsSetInCode = bar.isPlacedInView
            imported.minimumOSVersion = bundle.iosDeploymentTarget
            imported.isShownOnPad = !bundle.buildsForPhoneOnly && !bundle.phoneOnlyInterfaceNames.contains(storyboard.name)
            return imported
        }
        var file = DefinitionFile(path: path, format: .xml, bars: bars, strings: resources.tables)
        file.markDoNotTranslate(keys: resources.doNotTranslateKeys)
        return (file, diagnostics)
    }
}

extension StoryboardImporter {
    /// The tab bar controller's `customClass`, or nil where UIKit makes a plain `UITabBarController` instead: a class of the
    /// app's own target (`customModuleProvider="target"`) that no file of an app with code declares is unknown to the
    /// runtime ("Unknown class … in Interface Builder file"), so no code of it fills the tabs (Clinitick's `TabBarController`).
    /// A class of another module, or of an Objective-C pod (no module written), may be declared where the project is not read.
    static func knownClass(of controller: xmlNodePtr, at location: SourceLocation, bundle: AppleBundle, diagnostics: inout [InputDiagnostic]) -> String? {
        guard let customClass = StringsFiles.attribute(controller, "customClass") else { return nil }
        guard StringsFiles.attribute(controller, "customModuleProvider") == "target", !bundle.classSources.isEmpty else { return customClass }
        let name = customClass.split(separator: ".").last.map(String.init) ?? customClass
        guard bundle.declaredClasses.files(declaring: name, among: bundle.classSources).isEmpty else { return customClass }
        diagnostics.append(InputDiagnostic(
            severity: .info,
            message: "the tab bar controller's class '\(customClass)' is declared in no file of the app: UIKit makes a plain UITabBarController (\"Unknown class in Interface Builder file\"), and the tabs are audited as its",
            location: location))
        return nil
    }

    /// Tabs the storyboard leaves without a title and label, or with Interface Builder's placeholder
    /// title ("Item", "Item 1"), are filled in code when the tab bar controller is a subclass (it exists
    /// to configure its tabs), when no tab has a real text at all (the storyboard only lays out the
    /// controllers), or when the tab's item gives code a localisation key to look up (`keyedInCode`).
    /// System items have their system title.
    static func markConfiguredInCode(_ items: inout [Item], controllerClass: String?, keyedInCode: Set<String> = []) {
        func isUnset(_ item: Item) -> Bool {
            guard item.accessibility.label == nil else { return false }
            guard let title = item.title else { return true }
            return title.defaultValue.map(isPlaceholderTitle) ?? false
        }
        let setter = controllerClass ?? (items.allSatisfy(isUnset) ? "the app" : nil)
        for index in items.indices where isUnset(items[index]) {
            if let setter { items[index].configuredInCode = setter } else if keyedInCode.contains(items[index].id) { items[index].configuredInCode = "the app" }
        }
    }

    /// Tabs of a plain `UITabBarController` left without a title and label for code to fill (`markConfiguredInCode`) are
    /// empty where no code of the app can fill them (`TabTitlingCode`): `voiceover-label-missing` reports each. A tab whose
    /// item names a key code looks up, or with a placeholder title, stays. With `onlyShownClasses` (a subclass read whole
    /// that touches only its items' images), only the code of the classes each tab shows is asked.
    static func markEmptyWhereNoCodeTitles(_ items: inout [Item], classesShown: [[String]?], keyedInCode: Set<String>, bundle: AppleBundle,
                                           onlyShownClasses: Bool = false) {
        for index in items.indices where items[index].configuredInCode != nil && items[index].title == nil && items[index].accessibility.label == nil
            && !keyedInCode.contains(items[index].id) {
            guard index < classesShown.count, let classes = classesShown[index],
                  !bundle.tabTitlingCode.mayTitle(tabShowing: classes, bundle: bundle, onlyShownClasses: onlyShownClasses) else { continue }
            items[index].configuredInCode = nil
        }
    }

    /// Tabs whose titles the tab bar controller's class replaces when it loads (`TabBarControllerCode`)
    /// show the code's titles, not the storyboard's: those are not the tab's text, in any language, and
    /// the code's are computed at run time (read where the code builds a bar of its own, as Swift's
    /// `tabBar.items?[0].title = …` does). A note names the tabs and the code.
    static func markRetitledInCode(_ items: inout [Item], by code: TabBarControllerCode, controllerClass: String, barLocation: SourceLocation) -> [InputDiagnostic] {
        let diagnostics = labelTabs(&items, by: code, controllerClass: controllerClass, barLocation: barLocation)
        let positions = code.retitled(amongTabs: items.count).map { $0.filter { items.indices.contains($0) }.sorted() } ?? Array(items.indices)
        guard !positions.isEmpty else { return diagnostics }
        let setter = "\(controllerClass) (\((code.location.file as NSString).lastPathComponent):\(code.location.line))"
        for position in positions {
            items[position].title = nil
            items[position].setAtRunTime["title"] = setter
        }
        let names = positions.map { "'\(items[$0].id)'" }.joined(separator: ", ")
        return diagnostics + [InputDiagnostic(
            severity: .info,
            message: "\(setter) sets the title\(positions.count == 1 ? "" : "s") of tab\(positions.count == 1 ? "" : "s") \(names) when it loads, replacing the storyboard's; \(positions.count == 1 ? "it is" : "they are") computed at run time and not audited here",
            location: barLocation)]
    }

    /// Tabs whose titles the tab bar controller's class clears (`code.clearedPositions`: Urgellet Recicla's `tabBar.items?[N].title
    /// = ""` in `viewDidLoad`, wic's loop) do not show the storyboard's title (its "Item" and "test") once that code runs; whether
    /// it always runs (Yep clears them only after 30 launches) is not read, so what they show is computed at run time, with a
    /// note. A tab the class also retitles keeps that note, and one whose own class titles it is left as that class leaves it
    /// (its view may load after the bar's).
    static func markClearedInCode(_ items: inout [Item], by code: TabBarControllerCode, controllerClass: String, ownCode: Set<Int>, barLocation: SourceLocation) -> [InputDiagnostic] {
        let retitled = code.retitled(amongTabs: items.count) ?? Set(items.indices)
        let cleared = code.clearsEveryTitle ? Set(items.indices) : Set(code.clearedPositions.map { $0 == TabBarControllerCode.lastPosition ? items.count - 1 : $0 })
        let positions = cleared.filter { items.indices.contains($0) && !retitled.contains($0) && !ownCode.contains($0) && items[$0].title != nil }.sorted()
        guard !positions.isEmpty else { return [] }
        let setter = "\(controllerClass) (\((code.location.file as NSString).lastPathComponent))"
        for position in positions {
            items[position].title = nil
            items[position].setAtRunTime["title"] = "\(setter) clearing it"
        }
        let names = positions.map { "'\(items[$0].id)'" }.joined(separator: ", ")
        return [InputDiagnostic(
            severity: .info,
            message: "\(setter) clears the title\(positions.count == 1 ? "" : "s") of tab\(positions.count == 1 ? "" : "s") \(names) (`title = \"\"` or `nil`): the storyboard's \(positions.count == 1 ? "is" : "are") not shown once that code runs; what \(positions.count == 1 ? "it shows is" : "they show is") not audited here",
            location: barLocation)]
    }

    /// Gives tabs the VoiceOver labels the tab bar controller's class sets through the bar's items (`code.labels`), located
    /// at the assignment: a key is looked up in `Localizable` as the code does; a label computed at run time is not audited
    /// (a note names those tabs: habitica's `tabBar.items?[0].accessibilityLabel = L10n.Tasks.habits`).
    static func labelTabs(_ items: inout [Item], by code: TabBarControllerCode, controllerClass: String, barLocation: SourceLocation) -> [InputDiagnostic] {
        var computed: [Int] = []
        for (position, (label, line)) in code.labels.sorted(by: { $0.key < $1.key }) {
            let index = position == TabBarControllerCode.lastPosition ? items.count - 1 : position
            guard items.indices.contains(index) else { continue }
            let location = SourceLocation(file: code.location.file, line: line)
            switch label {
            case .verbatim(let text): items[index].accessibility.label = Text(.literal(text), location: location)
            case .key(let key, _, _, _, _): items[index].accessibility.label = Text(.key(key), location: location)
            case .sourceTextKey(let key): items[index].accessibility.label = Text(.key(key), location: location, defaultValue: key)
            case .runtime(let expression):
                items[index].setAtRunTime["label"] = expression
                computed.append(index)
            }
        }
        guard !computed.isEmpty else { return [] }
        let names = computed.sorted().map { "'\(items[$0].id)'" }.joined(separator: ", ")
        return [InputDiagnostic(
            severity: .info,
            message: "\(controllerClass) (\((code.location.file as NSString).lastPathComponent)) sets the VoiceOver label\(computed.count == 1 ? "" : "s") of tab\(computed.count == 1 ? "" : "s") \(names) through the tab bar's items; \(computed.count == 1 ? "it is" : "they are") computed at run time and not audited here",
            location: barLocation)]
    }

    /// The titles Interface Builder gives new tab bar items.
    static func isPlaceholderTitle(_ title: String) -> Bool {
        title == "Item" || title.hasPrefix("Item ") && title.dropFirst(5).allSatisfy(\.isNumber) && title.count > 5
    }
}

/// Builds items and records which keys of which tables they use and the storyboards' own texts.
private struct ItemBuilder {
    let codeStrings: CodeStrings
    var uses = Set<AppleResources.Use>()
    var baseTexts: [String: LocalizedString] = [:]
    /// Texts that may be keys into `Localizable` (a localisation key given as a runtime attribute, the
    /// title of a tab bar item subclass), by item: used when the table has the key.
    var localizableCandidates: [String: [(field: String, key: String)]] = [:]

    init(codeStrings: CodeStrings) {
        self.codeStrings = codeStrings
    }

    mutating func item(_ node: xmlNodePtr, in storyboard: Storyboard, bundle: AppleBundle) -> Item {
        let objectID = StringsFiles.attribute(node, "id") ?? "tabBarItem"
        let location = SourceLocation(file: storyboard.path, line: Int(xmlGetLineNo(node)))
        /// A storyboard text: a key into the storyboard's table, the text itself when a locale lacks it.
        /// An empty text is no text (Interface Builder writes `title=""` for a cleared field).
        func text(_ literal: String?, property: String) -> Text? {
            guard let literal, !literal.isEmpty else { return nil }
            let key = "\(objectID).\(property)"
            uses.insert(AppleResources.Use(key: key, table: storyboard.name))
            baseTexts[key] = LocalizedString(key: key, content: .text(literal), location: location)
            return Text(.key(key), location: location, defaultValue: literal)
        }
        var title = text(StringsFiles.attribute(node, "title"), property: "title")
        var glyph: Glyph?
        if let system = StringsFiles.attribute(node, "systemItem"), let name = SystemItem.titles[system] {
            // The system supplies the title (localised in every language) and the glyph.
            title = Text(.literal(name), location: location, isLocalizedBySystem: true)
        } else if let image = StringsFiles.attribute(node, "image") {
            glyph = Glyph(name: image, shape: nil, width: nil, height: nil, location: location)
            // SF Symbols (catalog="system") are drawn at the system's size for tab bars.
            if StringsFiles.attribute(node, "catalog") != "system" {
                // Only the image file is evidence; without it the size stays unknown.
                if let size = bundle.imageSize(named: image, near: storyboard.path) {
                    glyph?.width = size.width
                    glyph?.height = size.height
                    glyph?.sizeSource = size.file
                }
            }
        }
        var accessibility = Accessibility()
        var badge = StringsFiles.attribute(node, "badgeValue").map { Text(.literal($0), location: location) }
        for element in storyboard.children(of: node, named: "accessibility") {
            accessibility.label = text(StringsFiles.attribute(element, "label"), property: "accessibilityLabel")
            accessibility.hint = text(StringsFiles.attribute(element, "hint"), property: "accessibilityHint")
            accessibility.identifier = StringsFiles.attribute(element, "identifier")
        }
        // User-defined runtime attributes are set with setValue(_:forKeyPath:) after the item is loaded,
        // so they win over the inspector's values. A "Localized String" attribute is translated through
        // the table key Interface Builder gives it.
        var localizedCount = 0
        for attribute in storyboard.children(of: node, named: "userDefinedRuntimeAttributes").flatMap({ storyboard.children(of: $0, named: "userDefinedRuntimeAttribute") }) {
            let type = StringsFiles.attribute(attribute, "type")
            // Interface Builder numbers an object's Localized String attributes in order.
            let localizedIndex = localizedCount
            if type == "localizedString" { localizedCount += 1 }
            guard type == "string" || type == "localizedString", let keyPath = StringsFiles.attribute(attribute, "keyPath") else { continue }
            let value = StringsFiles.attribute(attribute, "value") ?? ""
            guard StoryboardImporter.runtimeTextProperties.contains(keyPath) else {
                // An inspectable localisation key (`localizationKey`, `xibLocKey`…) that code looks up.
                if type == "string", keyPath.lowercased().contains("loc"), !value.isEmpty {
                    localizableCandidates[objectID, default: []].append((keyPath.lowercased().contains("accessibility") ? "label" : "title", value))
                }
                continue
            }
            let attributeLocation = SourceLocation(file: storyboard.path, line: Int(xmlGetLineNo(attribute)))
            let set: Text?
            if type == "localizedString" {
                set = text(value, property: "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(localizedIndex)]")
            } else {
                set = value.isEmpty ? nil : Text(.literal(value), location: attributeLocation)
            }
            switch keyPath {
            case "title": title = set
            case "accessibilityLabel": accessibility.label = set
            case "accessibilityHint": accessibility.hint = set
            case "accessibilityValue": accessibility.value = set
            case "badgeValue": badge = set ?? Text(.literal(""), location: attributeLocation)
            default: break
            }
        }
        // A UITabBarItem subclass that localises its own title in code uses the title as a key.
        if StringsFiles.attribute(node, "customClass") != nil, let key = title?.defaultValue, !StoryboardImporter.isPlaceholderTitle(key) {
            localizableCandidates[objectID, default: []].append(("title", key))
        }
        var item = Item(id: objectID, location: location, title: title, glyph: glyph, badge: badge,
                        accessibility: accessibility, isEnabled: StringsFiles.attribute(node, "enabled") != "NO")
        if let fields = codeStrings.items[objectID] {
            ImportedItems.apply(fields, to: &item, at: location)
            for (field, key) in fields where field != "badge" { uses.insert(AppleResources.Use(key: key, table: AppleResources.codeTable)) }
        }
        return item
    }
}

/// The storyboards one import reads: the audited one and those its tabs reference, each parsed once.
private struct StoryboardSet {
    private var loaded: [String: Storyboard] = [:]

    init(root: Storyboard) {
        loaded[root.path] = root
    }

    func free() {
        for storyboard in loaded.values { xmlFreeDoc(storyboard.document) }
    }

    /// The most storyboard references one tab's controller is followed through. Each tab follows its own chain (an app's
    /// go one or two deep), and 2,000 tabs each through 1,000 references took over 2 s: past this, `tabBarItem` says so.
    static let maximumReferencesFollowed = 64

    /// The tab bar item of a tab's view controller: its own, or, for a storyboard reference without
    /// one, the referenced controller's in the other storyboard (found anywhere in the app, followed
    /// through further references). A reference that leads nowhere or in a circle is a located error.
    ///
    /// Interface Builder gives a storyboard reference that becomes a tab an item of its own, titled
    /// "Item", for its canvas. Left untouched, it is passed over for the referenced controller's item:
    /// apps ship whole bars of such references (Umbrella's five tabs, Open Food Facts' and SideStore's
    /// one) whose referenced controllers hold the real titles. The untouched item stands only when the
    /// reference leads to no item, and then without an error about the reference.
    /// Problems of the segue itself are located at it (`segue`); it was the storyboard without a line.
    mutating func tabBarItem(of destination: String, in storyboard: Storyboard, from segue: SourceLocation, bundle: AppleBundle,
                             diagnostics: inout [InputDiagnostic]) -> (xmlNodePtr, Storyboard)? {
        guard let controller = storyboard.byID[destination] else {
            diagnostics.append(InputDiagnostic(severity: .warning, message: "a tab's segue leads to '\(destination)', which is not in the storyboard",
                                               location: segue))
            return nil
        }
        var current = (controller: controller, storyboard: storyboard)
        var visited: [String] = []
        var untouched: (xmlNodePtr, Storyboard)?
        func fail(_ problems: [InputDiagnostic]) -> (xmlNodePtr, Storyboard)? {
            if untouched == nil { diagnostics += problems }
            return untouched
        }
        while true {
            let (node, owner) = current
            let isReference = LibXML.string(node.pointee.name) == "viewControllerPlaceholder"
            if let item = owner.children(of: node, named: "tabBarItem", key: "tabBarItem").first {
                guard isReference && Self.isUntouched(item) else { return (item, owner) }
                untouched = untouched ?? (item, owner)
            }
            let location = SourceLocation(file: owner.path, line: Int(xmlGetLineNo(node)), column: owner.column(of: node))
            guard isReference, let name = StringsFiles.attribute(node, "storyboardName") else {
                return fail([InputDiagnostic(severity: .warning, message: "the tab's view controller '\(StringsFiles.attribute(node, "id") ?? "?")' has no tab bar item; its tab is not audited",
                                             location: location)])
            }
            let step = "\(owner.path)#\(StringsFiles.attribute(node, "id") ?? "")"
            // The chain is at most `maximumReferencesFollowed` long (2,000 tabs each searching theirs through 500 references
            // took 3.8 s).
            if let start = visited.firstIndex(of: step) {
                let chain = (visited[start...] + [step]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
                return fail([InputDiagnostic(severity: .error, message: "storyboard references form a cycle (\(chain)); the tab is not audited", location: location)])
            }
            // Said even where IB's placeholder item would stand (the chain may end in the tab's real item), at the tab's controller.
            guard visited.count < Self.maximumReferencesFollowed else {
                diagnostics.append(InputDiagnostic(severity: .error, message: "the tab's storyboard references lead through more than \(Self.maximumReferencesFollowed) storyboards; at most \(Self.maximumReferencesFollowed) are followed, and the tab is not audited",
                                                   location: SourceLocation(file: storyboard.path, line: Int(xmlGetLineNo(controller)), column: storyboard.column(of: controller))))
                return nil
            }
            visited.append(step)
            guard let referencedPath = bundle.storyboard(named: name, near: owner.path) else {
                return fail([InputDiagnostic(severity: .error, message: "the tab references storyboard '\(name)', which is not in the project; its tab is not audited",
                                             location: location)])
            }
            var loadProblems: [InputDiagnostic] = []
            guard let referenced = load(referencedPath, referencedAt: location, diagnostics: &loadProblems) else { return fail(loadProblems) }
            diagnostics += loadProblems
            let identifier = StringsFiles.attribute(node, "referencedIdentifier")
            guard let target = referenced.controller(referencedBy: identifier) else {
                let what = identifier.map { "no view controller with storyboard ID '\($0)'" } ?? "no initial view controller"
                return fail([InputDiagnostic(severity: .error, message: "the tab references storyboard '\(name)', which has \(what); its tab is not audited",
                                             location: location)])
            }
            current = (target, referenced)
        }
    }

    /// The class UIKit makes a tab's view controller of (its `customClass`), through storyboard references to the
    /// controller each leads to, whether or not the reference has an item of its own (PinPhoto's "Home" reference
    /// titles its tab, and `Home.storyboard`'s initial `HomeNavigationController` retitles it when its view loads).
    /// Nil for a UIKit class, or where a reference leads nowhere or in a circle (`tabBarItem` reports those).
    mutating func controllerClass(of destination: String, in storyboard: Storyboard, bundle: AppleBundle) -> String? {
        controller(of: destination, in: storyboard, bundle: bundle).flatMap { StringsFiles.attribute($0.node, "customClass") }
    }

    /// The classes whose code runs for a tab (`TabTitlingCode`): its controller's `customClass` and, for a navigation
    /// controller, its root's, through storyboard references. Nil where a reference leads nowhere, or a controller's
    /// storyboard `title` may be what titles the tab.
    mutating func classesShown(by destination: String, in storyboard: Storyboard, bundle: AppleBundle) -> [String]? {
        guard let (node, owner) = controller(of: destination, in: storyboard, bundle: bundle), StringsFiles.attribute(node, "title") == nil else { return nil }
        var classes = StringsFiles.attribute(node, "customClass").map { [$0] } ?? []
        guard LibXML.string(node.pointee.name) == "navigationController" else { return classes }
        let roots = owner.children(of: node, named: "connections").flatMap { owner.children(of: $0, named: "segue") }
            .filter { StringsFiles.attribute($0, "relationship") == "rootViewController" }.compactMap { StringsFiles.attribute($0, "destination") }
        for root in roots {
            guard let (rootNode, _) = controller(of: root, in: owner, bundle: bundle), StringsFiles.attribute(rootNode, "title") == nil else { return nil }
            if let rootClass = StringsFiles.attribute(rootNode, "customClass") { classes.append(rootClass) }
        }
        return classes
    }

    /// The controller element a destination is, through storyboard references, and the storyboard holding it.
    private mutating func controller(of destination: String, in storyboard: Storyboard, bundle: AppleBundle) -> (node: xmlNodePtr, owner: Storyboard)? {
        guard var node = storyboard.byID[destination] else { return nil }
        var owner = storyboard
        var visited = Set<String>()
        var ignored: [InputDiagnostic] = []
        while LibXML.string(node.pointee.name) == "viewControllerPlaceholder" {
            guard let name = StringsFiles.attribute(node, "storyboardName"), visited.count < Self.maximumReferencesFollowed,
                  visited.insert("\(owner.path)#\(StringsFiles.attribute(node, "id") ?? "")").inserted,
                  let path = bundle.storyboard(named: name, near: owner.path),
                  let referenced = load(path, referencedAt: SourceLocation(file: owner.path), diagnostics: &ignored),
                  let target = referenced.controller(referencedBy: StringsFiles.attribute(node, "referencedIdentifier")) else { return nil }
            node = target
            owner = referenced
        }
        return (node, owner)
    }

    /// An item as Interface Builder adds it to a storyboard reference: no attribute but its key, id and
    /// a placeholder title, and nothing inside.
    private static func isUntouched(_ item: xmlNodePtr) -> Bool {
        var attribute = item.pointee.properties
        while let current = attribute {
            switch LibXML.string(current.pointee.name) {
            case "key", "id": break
            case "title":
                guard let title = StringsFiles.attribute(item, "title"), StoryboardImporter.isPlaceholderTitle(title) else { return false }
            default: return false
            }
            attribute = current.pointee.next
        }
        var child = item.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { return false }
            child = current.pointee.next
        }
        return true
    }

    /// A referenced storyboard that cannot be read (a pipe, a folder, past the size limit) has no line to
    /// point at: the error is located at the reference, and names the file.
    private mutating func load(_ path: String, referencedAt reference: SourceLocation, diagnostics: inout [InputDiagnostic]) -> Storyboard? {
        if let storyboard = loaded[path] { return storyboard }
        guard let bytes = StringsFiles.bytes(path) else {
            var status = stat()
            let why = stat(path, &status) == 0 && ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) ? "it is not a regular file (a pipe, socket or device)" : FileBytes.whyUnreadable(path)
            diagnostics.append(InputDiagnostic(severity: .error, message: "cannot read the referenced storyboard \(path) (\(why)); its tab is not audited", location: reference))
            return nil
        }
        guard let storyboard = Storyboard(path: path, bytes: bytes, diagnostics: &diagnostics) else { return nil }
        loaded[path] = storyboard
        return storyboard
    }
}

/// An Interface Builder document: elements by object id, segues, and what they say about the document.
private struct Storyboard {
    let document: xmlDocPtr
    let path: String
    let source: SourceText
    /// The file name without extension: the name of its strings table and of references to it.
    let name: String
    private(set) var byID: [String: xmlNodePtr] = [:]
    /// The first element of each `storyboardIdentifier`: found by a search of every element, 10,000 tabs each referring to
    /// one of a storyboard's 10,000 controllers by its identifier took 2 s more than the same tabs written out.
    private var byStoryboardIdentifier: [String: xmlNodePtr] = [:]
    private(set) var elements: [xmlNodePtr] = []

    init?(path: String, bytes: [UInt8], diagnostics: inout [InputDiagnostic]) {
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) else { return nil }
        self.document = document
        self.path = path
        source = SourceText(path: path, bytes: bytes)
        name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var stack: [xmlNodePtr] = xmlDocGetRootElement(document).map { [$0] } ?? []
        while let node = stack.popLast() {
            elements.append(node)
            if let id = StringsFiles.attribute(node, "id") { byID[id] = node }
            if let identifier = StringsFiles.attribute(node, "storyboardIdentifier"), byStoryboardIdentifier[identifier] == nil { byStoryboardIdentifier[identifier] = node }
            var child = node.pointee.children
            var children: [xmlNodePtr] = []
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            stack += children.reversed()
        }
    }

    var root: xmlNodePtr? { xmlDocGetRootElement(document) }
    /// Interface Builder marks the storyboard a target uses as its launch screen.
    var isLaunchScreen: Bool { root.flatMap { StringsFiles.attribute($0, "launchScreen") } == "YES" }
    var initialViewControllerID: String? { root.flatMap { StringsFiles.attribute($0, "initialViewController") } }

    /// The controller a reference to this storyboard leads to: the one of its `referencedIdentifier`, else the initial one.
    func controller(referencedBy identifier: String?) -> xmlNodePtr? {
        identifier.map { byStoryboardIdentifier[$0] } ?? initialViewControllerID.flatMap { byID[$0] }
    }

    func elements(named name: String) -> [xmlNodePtr] {
        elements.filter { LibXML.string($0.pointee.name) == name }
    }

    /// The `<tabBar>`s placed in a view with items written in them: not a tab bar controller's own (`key="tabBar"`),
    /// whose items are its tabs' (one with no items is filled by code, which is not read).
    func tabBarsPlacedInViews() -> [xmlNodePtr] {
        elements(named: "tabBar").filter { tabBar in
            StringsFiles.attribute(tabBar, "key") != "tabBar" && children(of: tabBar, named: "items").contains { !children(of: $0, named: "tabBarItem").isEmpty }
        }
    }

    func children(of node: xmlNodePtr, named name: String, key: String? = nil) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, LibXML.string(current.pointee.name) == name,
               key == nil || StringsFiles.attribute(current, "key") == key { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    /// The controller's tabs, in order: its `relationship="viewControllers"` segue destinations, or, in a xib, which
    /// has no segues, the controllers written inside its `<viewControllers>` (the `MainWindow.xib` of apps made before
    /// storyboards: iSub's ten tabs), each located at itself.
    func segueDestinations(of controller: xmlNodePtr) -> [(destination: String, segue: xmlNodePtr)] {
        let segues = children(of: controller, named: "connections").flatMap { children(of: $0, named: "segue") }
            .filter { StringsFiles.attribute($0, "relationship") == "viewControllers" }
            .compactMap { segue in StringsFiles.attribute(segue, "destination").map { ($0, segue) } }
        guard segues.isEmpty else { return segues }
        var inline: [(destination: String, segue: xmlNodePtr)] = []
        for list in children(of: controller, named: "viewControllers") {
            var child = list.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE, let id = StringsFiles.attribute(current, "id") { inline.append((id, current)) }
                child = current.pointee.next
            }
        }
        return inline
    }

    /// The tab bar's frame height; a height that is not a size is an error.
    func tabBarHeight(of controller: xmlNodePtr, diagnostics: inout [InputDiagnostic]) -> Double? {
        guard let rect = children(of: controller, named: "tabBar", key: "tabBar").first.flatMap({ children(of: $0, named: "rect", key: "frame").first }),
              let text = StringsFiles.attribute(rect, "height") else { return nil }
        guard let height = Double(text), Size.accepted.contains(height) else {
            diagnostics.append(InputDiagnostic(
                severity: .error,
                message: "the tab bar's frame height must be a number from 0 to \(Int(Size.accepted.upperBound)), not '\(text)'",
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(rect)))))
            return nil
        }
        return height
    }

    /// The column of an element's start tag on its line (libxml2 keeps only lines).
    func column(of node: xmlNodePtr) -> Int? {
        let line = Int(xmlGetLineNo(node))
        guard line > 0 else { return nil }
        let start = source.offset(ofLine: line)
        guard let found = source.firstOffset(of: Array("<\(LibXML.string(node.pointee.name))".utf8), from: start) else { return nil }
        let location = source.location(ofOffset: found)
        return location.line == line ? location.column : nil
    }
}
