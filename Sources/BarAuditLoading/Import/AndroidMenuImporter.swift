import BarAuditModel
import CLibXML2
import Foundation

/// Android bottom navigation: a `res/menu*/NAME.xml` menu that a layout gives to a BottomNavigationView
/// (`app:menu="@menu/NAME"`) becomes a Material bar spoken by TalkBack. Items come from `<item>`s (also
/// inside `<group>`) as Material Components' NavigationBarItemView shows them: `android:visible="false"`
/// items are not on the bar (`setVisibility(GONE)`), nor those whose `@bool/` the release build makes
/// false, `android:enabled`, the title, the content description (`android:` or `app:`; an empty one is
/// ignored and the title is read, `TextUtils.isEmpty`),
/// while `android:titleCondensed` is never shown (`prefersCondensedTitle()` is false) and
/// `android:tooltipText` only appears on long press. Labels follow `app:labelVisibilityMode` of the
/// layouts that use the menu. Strings resolve through `AndroidResources` across the Gradle project.
public enum AndroidMenuImporter {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let appNamespace = "http://schemas.android.com/apk/res-auto"

    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings) -> (DefinitionFile?, [InputDiagnostic]) {
        var diagnostics: [InputDiagnostic] = []
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) else { return (nil, diagnostics) }
        defer { xmlFreeDoc(document) }
        guard let menu = xmlDocGetRootElement(document), LibXML.string(menu.pointee.name) == "menu" else {
            return (nil, [InputDiagnostic(severity: .error, message: "not an Android menu: the root element is not <menu>", location: SourceLocation(file: path, line: 1, column: 1))])
        }
        let positions = ElementPositions(root: menu, in: SourceText(path: path, bytes: bytes))
        let resourcesFolder = AndroidProject.parent(of: AndroidProject.parent(of: path))
        let project = AndroidProject.containing(resourceFile: path)
        let generated = releaseBooleans(seenBy: project.module(containing: resourcesFolder), in: project)
        let nodes = menuItems(menu).filter { isShown($0, releaseBooleans: generated) }
        let codeKeys = Set(nodes.compactMap { attribute($0, "id").map(itemID) }.flatMap { id in
            (codeStrings.items[id] ?? [:]).filter { $0.key != "badge" }.values
        })
        let wanted = Set(nodes.flatMap { node in ["title", "contentDescription"].compactMap { stringKey(node, $0) } }).union(codeKeys)

        // A module the settings file does not include is not built (Blocker keeps its retired `app/`
        // beside the `:app-compose` it builds): its menu is in no APK.
        if project.settingsNameEveryModule, let own = project.module(containing: resourcesFolder), !project.isBuilt(resourcesFolder, of: own) {
            let folder = AndroidProject.moduleDirectory(ofResources: resourcesFolder)
            return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics + [InputDiagnostic(
                severity: .info,
                message: "the project's settings file does not include the module '\((folder as NSString).lastPathComponent)', so it is not built; its menu is not audited",
                location: positions.location(of: menu))])
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let (resources, problems) = strings(wanted, seenBy: project.module(showingMenu: name, from: project.module(containing: resourcesFolder)), in: project,
                                            otherwise: [resourcesFolder], preferringPlurals: codeKeys)
        diagnostics += problems

        func text(_ node: xmlNodePtr, _ name: String) -> Text? {
            guard let value = attribute(node, name), let location = positions.attributeLocation(node, name) else { return nil }
            if let key = stringKey(node, name) {
                guard resources.defaults[key] != nil || resources.tables.values.contains(where: { $0.entries[key] != nil }) else {
                    diagnostics.append(InputDiagnostic(
                        severity: .error,
                        message: "\(attributeName(node, name)) references @string/\(key), which no values folder of the module or the modules it uses defines (AAPT2: resource string/\(key) not found)",
                        location: location))
                    return nil
                }
                return Text(.key(key), location: location, isMarkedDoNotTranslate: resources.doNotTranslate.contains(key))
            }
            // `@null` is no resource (AAPT2 encodes a null reference): the item has no title; `@empty` is the empty text.
            if value == "@null" || value == "@empty" { return nil }
            if value.hasPrefix("@android:string/") {
                return Text(.literal(String(value.dropFirst("@android:string/".count))), location: location, isLocalizedBySystem: true)
            }
            let literal = StringsFiles.androidText(value)
            return literal.isEmpty ? nil : Text(.literal(literal), location: location)
        }

        var items: [Item] = []
        // An item without android:id is valid: MenuInflater gives it Menu.NONE (0), and BottomNavigationView
        // shows it like any other (kDrive's disabled, untitled spacer under its floating action button).
        // It is named by its position among the visible items, kept apart from the ids the menu declares.
        let declaredIDs = Set(menuItems(menu).compactMap { attribute($0, "id").map(itemID) })
        for (position, node) in nodes.enumerated() {
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(node)))
            var id = attribute(node, "id").map(itemID) ?? "item\(position + 1)"
            if attribute(node, "id") == nil { while declaredIDs.contains(id) { id += "_" } }
            var item = Item(
                id: id, location: location, title: text(node, "title"),
                glyph: attribute(node, "icon").map { Glyph(name: $0.replacingOccurrences(of: "@drawable/", with: ""), shape: nil, width: nil, height: nil, location: location) },
                accessibility: Accessibility(label: text(node, "contentDescription")),
                isEnabled: attribute(node, "enabled") != "false")
            ImportedItems.apply(codeStrings.items[id], to: &item, at: location)
            items.append(item)
        }
        let code = AndroidMenuCode(project: project.root, itemIDs: Set(items.map(\.id)),
                                   viewIDs: (project.bottomNavigationUses[name] ?? []).compactMap(\.viewID))
        diagnostics += markTitledInCode(&items, code: code, at: SourceLocation(file: path, line: Int(xmlGetLineNo(menu))))
        guard !items.isEmpty else {
            let message = nodes.isEmpty && !menuItems(menu).isEmpty ? "every item of the menu is android:visible=\"false\"" : "the menu has no items"
            return (nil, diagnostics + [InputDiagnostic(severity: .error, message: message, location: positions.location(of: menu))])
        }
        let barLocation = SourceLocation(file: path, line: Int(xmlGetLineNo(menu)))
        let checkedID = nodes.firstIndex { attribute($0, "checked") == "true" }.map { items[$0].id }
        let labels = project.labels(ofMenu: name)
        var bar = Bar(
            id: name, location: barLocation, platform: .material,
            sourceLocale: resources.sourceLocale, locales: resources.locales,
            // NavigationBarMenuView selects the first item, or the one the menu marks android:checked
            // (updateMenuView), unless code says otherwise.
            selectedItemID: checkedID.flatMap { id in items.first { $0.id == id }?.id } ?? items.first?.id, selectionLocation: barLocation,
            titleVisibility: titleVisibility(labels.visibilityModes, itemCount: items.count), items: items)
        bar.screenReader = .talkBack
        bar.sourceLocaleIsAssumed = resources.sourceLocaleIsAssumed
        // A menu of an `ldrtl` folder is picked only in right-to-left layouts, and there it replaces the menu
        // of the same name without `ldrtl` (FairEmail's `menu-ldrtl/action_messages.xml` swaps Previous and Next).
        let menuFolder = AndroidProject.parent(of: path)
        let qualifiers = AndroidProject.qualifierSet(ofFolder: (menuFolder as NSString).lastPathComponent)
        if qualifiers.contains("ldrtl") {
            bar.shownOnlyRightToLeft = true
        } else if !qualifiers.contains("ldltr") {
            let folderName = (menuFolder as NSString).lastPathComponent
            let resources = AndroidProject.parent(of: menuFolder)
            let replaced = (rightToLeftMenuFolders(in: resources)[qualifiers] ?? []).contains { sibling in
                sibling != folderName
                    && FileManager.default.fileExists(atPath: (resources as NSString).appendingPathComponent(sibling + "/" + (path as NSString).lastPathComponent))
            }
            if replaced { bar.shownOnlyRightToLeft = false }
        }
        if let change = code.itemsChanged {
            // The menu's items are not the tabs the device shows: each item's texts are still the menu's, but the
            // tabs' count and widths are the code's (the title widths measured with the menu's tabs are notes).
            bar.itemsChangedAtRunTime = true
            diagnostics.append(InputDiagnostic(
                severity: .info,
                message: "the app's code (\((change.location.file as NSString).lastPathComponent):\(change.location.line)) changes the bar's items at run time (`\(change.call)`): which tabs it shows, and how many, is not known: each item's texts are audited, the tabs' count and sizes are not, and a title too wide for the menu's tabs is a note",
                location: barLocation))
        }
        // A menu a third-party bar takes its tabs from (AHBottomNavigation's adapter) is laid out by that bar's own rules,
        // not read: its titles' widths are not judged (the note is at the adapter's call).
        if project.libraryBarMenus.contains(name) { bar.materialLabelSizeUnknown = true }
        bar.materialLabelStyle = labels.style
        bar.materialLabelTextAppearance = labels.textAppearance
        // In shifting mode (only the selected label shows) a view that lets its selected item grow gives
        // that item the room of its label, up to 168 dp (BottomNavigationMenuView.onMeasure).
        bar.materialSelectedItemGrows = bar.titleVisibility == .selected && labels.selectedItemGrows
        bar.materialLabelSpansItem = true
        // Items keep `titleLineLimit` nil: a BottomNavigationView label takes one line and ends in an ellipsis
        // (material-components-android: NavigationBarView reads `labelMaxLines` with a default of 1,
        // design_bottom_navigation_item.xml sets android:ellipsize="end" on both labels).
        return (DefinitionFile(path: path, format: .xml, bars: [bar], strings: resources.tables), diagnostics)
    }

    /// Items the app's code titles once the bar is inflated (`AndroidMenuCode`) show the code's title, not
    /// the menu's: computed at run time, not audited from the menu, and named in one note.
    private static func markTitledInCode(_ items: inout [Item], code: AndroidMenuCode, at location: SourceLocation) -> [InputDiagnostic] {
        var titled: [(id: String, place: String)] = []
        for index in items.indices {
            guard let location = code.titledItems[items[index].id], items[index].setAtRunTime["title"] == nil else { continue }
            let place = "\((location.file as NSString).lastPathComponent):\(location.line)"
            items[index].title = nil
            items[index].setAtRunTime["title"] = "the app's code (\(place))"
            titled.append((items[index].id, place))
        }
        guard !titled.isEmpty else { return [] }
        let places = titled.map(\.place).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let names = titled.map { "'\($0.id)'" }.joined(separator: ", ")
        return [InputDiagnostic(
            severity: .info,
            message: "the app's code (\(places.joined(separator: ", "))) sets the title\(titled.count == 1 ? "" : "s") of tab\(titled.count == 1 ? "" : "s") \(names) (MenuItem.setTitle), replacing the menu's; \(titled.count == 1 ? "it is" : "they are") computed at run time and not audited here",
            location: location)]
    }

    private static let rightToLeftLock = NSLock()
    nonisolated(unsafe) private static var rightToLeftFolders: [String: (names: [String], folders: [Set<String>: [String]])] = [:]

    /// The `menu-…ldrtl…` folders of a resource folder by their other qualifiers (`menu-ldrtl-v21` under
    /// `["v21"]`), worked out once per listing of the folder (`DirectoryListing`). Each menu used to list
    /// its resource folder and split the qualifiers of every folder in it: 1,000 menus in `menu-v1`…`menu-v1000`
    /// beside their `ldrtl` twins took 3.4 s, four times 500's.
    private static func rightToLeftMenuFolders(in resources: String) -> [Set<String>: [String]] {
        let names = DirectoryListing.names(in: resources)
        rightToLeftLock.lock()
        defer { rightToLeftLock.unlock() }
        if let cached = rightToLeftFolders[resources], cached.names == names { return cached.folders }
        var folders: [Set<String>: [String]] = [:]
        for sibling in names where sibling.lowercased().hasPrefix("menu") {
            var qualifiers = AndroidProject.qualifierSet(ofFolder: sibling)
            guard qualifiers.remove("ldrtl") != nil else { continue }
            folders[qualifiers, default: []].append(sibling)
        }
        rightToLeftFolders[resources] = (names, folders)
        return folders
    }

    /// The strings `wanted` names as a module sees them: its resource folders and those of the modules
    /// it depends on (`otherwise` for a file outside any module), with the resource problems of those
    /// folders unless discovery reported them. Menus and bars built in code (Jetpack Compose) resolve alike.
    static func strings(_ wanted: Set<String>, seenBy module: AndroidProject.Module?, in project: AndroidProject, otherwise: [String],
                        preferringPlurals: Set<String>, wantedAsFieldNames: Bool = false) -> (AndroidResources, [InputDiagnostic]) {
        let visible = module.map { project.visibleModules(from: $0) } ?? []
        let seen = visible.flatMap(\.resourceDirectories)
        let directories = seen.isEmpty ? otherwise : seen
        let shipped = module.map { project.shippedLocaleFilters(seenBy: $0) } ?? []
        // The bar's module's own folders: a locale only the modules it depends on bring may be a library's alone.
        let own = module.map { Set($0.resourceDirectories) }
        var resources = AndroidResources.read(resourceDirectories: directories, wanted: wanted, localeFilters: shipped, ownDirectories: own,
                                              preferringPlurals: preferringPlurals, wantedAsFieldNames: wantedAsFieldNames,
                                              files: project.resourceFiles)
        // A key none of the visible modules defines: AAPT2 would stop the build. Look through every
        // module of the project before saying so, in case a dependency was not recognised.
        if !wanted.subtracting(resources.defaults.keys).isEmpty, directories.count < project.modules.flatMap(\.resourceDirectories).count {
            resources = AndroidResources.read(resourceDirectories: project.modules.flatMap(\.resourceDirectories), wanted: wanted,
                                              localeFilters: shipped, ownDirectories: own, preferringPlurals: preferringPlurals,
                                              wantedAsFieldNames: wantedAsFieldNames, files: project.resourceFiles)
        }
        // A filter the build computes in a way not read leaves the locales as the other statements keep them (every locale
        // where there are none): said, since a locale the APK leaves out may then be reported. Discovery says it once per
        // filter for all the files it found, not once per menu.
        let computed = project.computedLocaleFiltersReported ? [] : (module.map { project.computedLocaleFilters(seenBy: $0) } ?? []).map(computedFilterNote)
        guard !project.resourceProblemsReported else { return (resources, computed) }
        return (resources, computed + project.resourceProblems.filter { problem in directories.contains { problem.location.file.hasPrefix($0 + "/") } })
    }

    /// The note for a locale filter the build computes in a way not read.
    static func computedFilterNote(_ filter: AndroidProject.ComputedLocaleFilter) -> InputDiagnostic {
        InputDiagnostic(severity: .info, message: "the build keeps the locales '\(filter.statement)' computes, which is not read: the locales are audited as if it were not there, and one the APK leaves out may be reported", location: filter.location)
    }

    /// What the layouts' `app:labelVisibilityMode` (or their style's) shows (NavigationBarItemView.setChecked): `labeled`
    /// every label, `unlabeled` none, `selected` the selected one, `auto` (the default of every Material
    /// style) every label up to three items and the selected one above (`isShifting`). Where several
    /// layouts use the menu, the one that shows the most labels decides, so truncation is judged where
    /// it can be seen.
    static func titleVisibility(_ visibilityModes: [String?], itemCount: Int) -> TitleVisibility {
        let modes = visibilityModes.isEmpty ? ["auto"] : visibilityModes.map { $0 ?? "auto" }
        let visibilities: [TitleVisibility] = modes.map { mode in
            switch mode {
            case "labeled": .always
            case "unlabeled": .never
            case "selected": .selected
            default: itemCount > 3 ? .selected : .always
            }
        }
        let order: [TitleVisibility] = [.always, .selected, .never]
        return order.first(where: visibilities.contains) ?? .selected
    }

    private static func itemID(_ raw: String) -> String {
        raw.replacingOccurrences(of: "@+id/", with: "").replacingOccurrences(of: "@id/", with: "")
    }

    /// Whether MenuInflater makes the item visible in the APK users install: not `android:visible="false"`,
    /// nor `@bool/NAME` that the release build generates false (`resValue "bool", "debug", "false"`).
    /// A boolean the build does not generate (a `values` file's, or one set per configuration) keeps the item.
    private static func isShown(_ node: xmlNodePtr, releaseBooleans: [String: Bool]) -> Bool {
        guard let visible = attribute(node, "visible") else { return true }
        if visible == "false" { return false }
        guard visible.hasPrefix("@bool/") else { return true }
        return releaseBooleans[String(visible.dropFirst("@bool/".count))] ?? true
    }

    /// The release build's generated booleans that a menu of `module` sees: its own module's, over those of
    /// the application modules it is packaged into (a `resValue` of the application reaches every resource).
    private static func releaseBooleans(seenBy module: AndroidProject.Module?, in project: AndroidProject) -> [String: Bool] {
        var booleans: [String: Bool] = [:]
        for application in project.modules where application.isApplication { booleans.merge(application.releaseBooleans) { first, _ in first } }
        if let module { booleans.merge(module.releaseBooleans) { $1 } }
        return booleans
    }

    /// The `android:` attribute, or for `contentDescription` and `tooltipText` the `app:` one AppCompat reads.
    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        StringsFiles.attribute(node, name, namespace: androidNamespace) ?? StringsFiles.attribute(node, name, namespace: appNamespace)
    }

    private static func attributeName(_ node: xmlNodePtr, _ name: String) -> String {
        StringsFiles.attribute(node, name, namespace: androidNamespace) != nil ? "android:\(name)" : "app:\(name)"
    }

    /// `@string/name` as its key.
    private static func stringKey(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = attribute(node, name), value.hasPrefix("@string/") else { return nil }
        return String(value.dropFirst("@string/".count))
    }

    private static func menuItems(_ node: xmlNodePtr) -> [xmlNodePtr] {
        var items: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            switch LibXML.string(current.pointee.name) {
            case "item": items.append(current)
            // A hidden group hides its items.
            case "group" where attribute(current, "visible") != "false": items += menuItems(current)
            default: break
            }
        }
        return items
    }
}
