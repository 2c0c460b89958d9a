import BarAuditModel
import CLibXML2
import Foundation

/// Interface Builder storyboards and xibs: each `<tabBarController>` becomes an iOS bar whose items follow
/// its `relationship="viewControllers"` segues (not scene order), each from the child's `<tabBarItem>`.
/// Translations come from `<locale>.lproj/<Storyboard>.strings` (keys `<objectID>.title`), and for
/// strings set in code from `Localizable.strings`, `Localizable.stringsdict` and String Catalogs.
enum StoryboardImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings) -> (DefinitionFile?, [InputDiagnostic]) {
        var diagnostics: [InputDiagnostic] = []
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) else { return (nil, diagnostics) }
        defer { xmlFreeDoc(document) }
        let storyboard = Storyboard(document: document, path: path)
        let resources = AppleResources.find(near: path, storyboardName: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        diagnostics += resources.diagnostics

        var sourceTable: [String: LocalizedString] = [:]
        var bars: [Bar] = []
        for controller in storyboard.elements(named: "tabBarController") {
            var items: [Item] = []
            var itemIDs = Set<String>()
            for destination in storyboard.segueDestinations(of: controller) {
                guard let (item, entries) = storyboard.withTabBarItem(of: destination, diagnostics: &diagnostics, { node, itemPath in
                    makeItem(node, in: itemPath, codeStrings: codeStrings)
                }) else { continue }
                // Two segues to one controller, or two items with one object id: UIKit shows one tab per
                // controller, and an item id names one tab.
                guard itemIDs.insert(item.id).inserted else {
                    diagnostics.append(InputDiagnostic(
                        severity: .warning, message: "a second tab with object id '\(item.id)' (segue to '\(destination)') is ignored; object ids are unique in a storyboard",
                        location: item.location))
                    continue
                }
                items.append(item)
                sourceTable.merge(entries) { first, _ in first }
            }
            let id = StringsFiles.attribute(controller, "storyboardIdentifier") ?? StringsFiles.attribute(controller, "id") ?? "tabBarController"
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(controller)))
            guard !items.isEmpty else {
                diagnostics.append(InputDiagnostic(severity: .warning, message: "tab bar controller '\(id)' has no tabs", location: location))
                continue
            }
            bars.append(Bar(
                id: id, location: location, platform: .ios, sourceLocale: resources.sourceLocale,
                locales: [resources.sourceLocale] + resources.locales.filter { $0 != resources.sourceLocale },
                // UITabBarController selects its first tab unless code says otherwise.
                selectedItemID: items.first?.id, selectionLocation: location,
                size: storyboard.tabBarHeight(of: controller, diagnostics: &diagnostics).map { Size(width: nil, height: $0, location: location) },
                items: items))
        }
        guard !bars.isEmpty else {
            diagnostics.append(InputDiagnostic(severity: .error, message: "the storyboard has no tab bar controller", location: SourceLocation(file: path)))
            return (nil, diagnostics)
        }
        var tables = resources.tables
        tables[resources.sourceLocale, default: StringTable(locale: resources.sourceLocale, location: SourceLocation(file: path), entries: [:])]
            .entries.merge(sourceTable) { translation, _ in translation }
        return (DefinitionFile(path: path, format: .xml, bars: bars, strings: tables), diagnostics)
    }

    /// The item, and the source-language entries its storyboard texts provide.
    private static func makeItem(_ node: xmlNodePtr, in path: String, codeStrings: CodeStrings) -> (Item, [String: LocalizedString]) {
        let objectID = StringsFiles.attribute(node, "id") ?? "tabBarItem"
        let location = SourceLocation(file: path, line: Int(xmlGetLineNo(node)))
        var entries: [String: LocalizedString] = [:]
        func text(_ literal: String?, property: String) -> Text? {
            guard let literal else { return nil }
            let key = "\(objectID).\(property)"
            entries[key] = LocalizedString(key: key, content: .text(literal), location: location)
            return Text(.key(key), location: location, defaultValue: literal)
        }
        var title = text(StringsFiles.attribute(node, "title"), property: "title")
        if title == nil, let system = StringsFiles.attribute(node, "systemItem"), let name = SystemItem.titles[system] {
            title = Text(.literal(name), location: location, isLocalizedBySystem: true)
        }
        var accessibility = Accessibility()
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE, LibXML.string(current.pointee.name) == "accessibility" else { continue }
            accessibility.label = text(StringsFiles.attribute(current, "label"), property: "accessibilityLabel")
            accessibility.hint = text(StringsFiles.attribute(current, "hint"), property: "accessibilityHint")
            accessibility.identifier = StringsFiles.attribute(current, "identifier")
        }
        let image = StringsFiles.attribute(node, "image")
        var item = Item(
            id: objectID, location: location, title: title,
            glyph: image.map { Glyph(name: $0, shape: nil, width: nil, height: nil, location: location) },
            badge: StringsFiles.attribute(node, "badgeValue").map { Text(.literal($0), location: location) },
            accessibility: accessibility, isEnabled: StringsFiles.attribute(node, "enabled") != "NO")
        ImportedItems.apply(codeStrings.items[objectID], to: &item, at: location)
        return (item, entries)
    }
}

/// An Interface Builder document: elements by object id, segues, and storyboard references.
private struct Storyboard {
    let document: xmlDocPtr
    let path: String
    private(set) var byID: [String: xmlNodePtr] = [:]
    private var elements: [xmlNodePtr] = []

    init(document: xmlDocPtr, path: String) {
        self.document = document
        self.path = path
        var stack: [xmlNodePtr] = xmlDocGetRootElement(document).map { [$0] } ?? []
        while let node = stack.popLast() {
            elements.append(node)
            if let id = StringsFiles.attribute(node, "id") { byID[id] = node }
            var child = node.pointee.children
            var children: [xmlNodePtr] = []
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            stack += children.reversed()
        }
    }

    func elements(named name: String) -> [xmlNodePtr] {
        elements.filter { LibXML.string($0.pointee.name) == name }
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

    /// The controller's `relationship="viewControllers"` segue destinations, in order.
    func segueDestinations(of controller: xmlNodePtr) -> [String] {
        children(of: controller, named: "connections").flatMap { children(of: $0, named: "segue") }
            .filter { StringsFiles.attribute($0, "relationship") == "viewControllers" }
            .compactMap { StringsFiles.attribute($0, "destination") }
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

    /// Builds from the tab bar item of a destination controller, following a storyboard reference to
    /// another storyboard beside this one when the placeholder has no item of its own.
    func withTabBarItem<T>(of destination: String, diagnostics: inout [InputDiagnostic], _ build: (xmlNodePtr, String) -> T) -> T? {
        guard let controller = byID[destination] else {
            diagnostics.append(InputDiagnostic(severity: .warning, message: "a tab's segue leads to '\(destination)', which is not in the storyboard",
                                               location: SourceLocation(file: path)))
            return nil
        }
        if let item = children(of: controller, named: "tabBarItem", key: "tabBarItem").first { return build(item, path) }
        guard LibXML.string(controller.pointee.name) == "viewControllerPlaceholder",
              let name = StringsFiles.attribute(controller, "storyboardName") else {
            diagnostics.append(InputDiagnostic(severity: .warning, message: "the tab's view controller '\(destination)' has no tab bar item",
                                               location: SourceLocation(file: path, line: Int(xmlGetLineNo(controller)))))
            return nil
        }
        let referenced = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("\(name).storyboard")
        guard let bytes = StringsFiles.bytes(referenced) else {
            diagnostics.append(InputDiagnostic(
                severity: .warning, message: "the tab references storyboard '\(name)', which is not in the audited tree; its tab is not audited",
                location: SourceLocation(file: path, line: Int(xmlGetLineNo(controller)))))
            return nil
        }
        guard let other = StringsFiles.parseXML(bytes, path: referenced, into: &diagnostics) else { return nil }
        defer { xmlFreeDoc(other) }
        let otherStoryboard = Storyboard(document: other, path: referenced)
        let identifier = StringsFiles.attribute(controller, "referencedIdentifier")
        let initial = xmlDocGetRootElement(other).flatMap { StringsFiles.attribute($0, "initialViewController") }
        let target = identifier.flatMap { id in otherStoryboard.elements.first { StringsFiles.attribute($0, "storyboardIdentifier") == id } }
            ?? initial.flatMap { otherStoryboard.byID[$0] }
        guard let target, let item = otherStoryboard.children(of: target, named: "tabBarItem", key: "tabBarItem").first else {
            diagnostics.append(InputDiagnostic(severity: .warning, message: "storyboard '\(name)' has no tab bar item for this tab",
                                               location: SourceLocation(file: referenced)))
            return nil
        }
        return build(item, referenced)
    }
}
