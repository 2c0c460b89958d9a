import BarAuditModel

/// A definition written back in the bar definition JSON encoding (Rules/schema/bar-definition.schema.json),
/// as reports embed it.
enum DefinitionJSON {
    static func object(_ file: DefinitionFile) -> [String: Any] {
        var root: [String: Any] = ["version": 1, "bars": file.bars.map(bar)]
        if !file.strings.isEmpty {
            root["strings"] = file.strings.mapValues { table in
                table.entries.mapValues { entry -> Any in
                    switch entry.content {
                    case .text(let text): text
                    case .plural(let variants): Dictionary(variants.map { ($0.categoryName, $0.text) }, uniquingKeysWith: { first, _ in first })
                    }
                }
            }
        }
        return root
    }

    private static func bar(_ bar: Bar) -> [String: Any] {
        var object: [String: Any] = [
            "id": bar.id, "platform": bar.platform.rawValue, "sourceLocale": bar.sourceLocale, "locales": bar.locales,
            "items": bar.items.map(item),
        ]
        object["selected"] = bar.selectedItemID
        object["titleVisibility"] = bar.titleVisibility?.rawValue
        object["alignment"] = bar.alignment?.rawValue
        object["positioning"] = bar.positioning?.rawValue
        if !bar.deviceClasses.isEmpty { object["deviceClasses"] = bar.deviceClasses }
        if !bar.widths.isEmpty { object["widths"] = bar.widths }
        if let size = bar.size { object["size"] = dimensions(size) }
        if !bar.suppressions.isEmpty { object["suppressions"] = bar.suppressions.map(suppression) }
        return object
    }

    private static func item(_ item: Item) -> [String: Any] {
        var object: [String: Any] = ["id": item.id]
        if let title = item.title, title.isLocalizedBySystem, case .literal(let name) = title.source, let system = SystemItem.name(forTitle: name) {
            object["systemItem"] = system
        } else {
            text(item.title, "title", into: &object)
        }
        text(item.badge, "badge", into: &object)
        if !item.isEnabled { object["enabled"] = false }
        if item.role != .destination { object["role"] = item.role.rawValue }
        if let glyph = item.glyph {
            var image: [String: Any] = [:]
            image["name"] = glyph.name
            image["shape"] = glyph.shape?.rawValue
            image["width"] = glyph.width
            image["height"] = glyph.height
            object["image"] = image
        }
        var accessibility: [String: Any] = [:]
        text(item.accessibility.label, "label", into: &accessibility)
        text(item.accessibility.value, "value", into: &accessibility)
        text(item.accessibility.hint, "hint", into: &accessibility)
        accessibility["identifier"] = item.accessibility.identifier
        if !accessibility.isEmpty { object["accessibility"] = accessibility }
        if let frame = item.frame { object["frame"] = dimensions(frame) }
        if !item.suppressions.isEmpty { object["suppressions"] = item.suppressions.map(suppression) }
        return object
    }

    private static func text(_ text: Text?, _ name: String, into object: inout [String: Any]) {
        switch text?.source {
        case .literal(let value)?: object[name] = value
        case .key(let key)?:
            object[name + "Key"] = key
            object[name + "Default"] = text?.defaultValue
        case nil: break
        }
    }

    private static func suppression(_ suppression: Suppression) -> [String: Any] {
        var object: [String: Any] = ["rule": suppression.ruleID]
        object["reason"] = suppression.reason
        return object
    }

    private static func dimensions(_ size: Size) -> [String: Any] {
        var object: [String: Any] = [:]
        object["width"] = size.width
        object["height"] = size.height
        return object
    }
}
