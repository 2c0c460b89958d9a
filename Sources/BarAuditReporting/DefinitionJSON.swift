import BarAuditModel

/// A definition written back in the bar definition JSON encoding (Rules/schema/bar-definition.schema.json),
/// as reports embed it: the bars, and of the string tables only the keys the bars use (an app's
/// strings file holds thousands; its tab bar uses a handful).
enum DefinitionJSON {
    static func object(_ file: DefinitionFile) -> JSONValue {
        var root: [String: JSONValue] = ["version": 1, "bars": .array(file.bars.map(bar))]
        var used = Set<String>()
        for bar in file.bars {
            for item in bar.items {
                for text in [item.title, item.badge, item.accessibility.label, item.accessibility.value, item.accessibility.hint] {
                    if let key = text?.key { used.insert(key) }
                }
            }
        }
        if !file.strings.isEmpty {
            root["strings"] = .object(file.strings.mapValues { table in
                var entries: [String: JSONValue] = [:]
                for (key, entry) in table.entries where used.contains(key) {
                    entries[key] = switch entry.content {
                    case .text(let text): .string(text)
                    case .plural(let variants):
                        .object(Dictionary(variants.map { ($0.categoryName, JSONValue.string($0.text)) }, uniquingKeysWith: { first, _ in first }))
                    }
                }
                return .object(entries)
            })
        }
        return .object(root)
    }

    private static func bar(_ bar: Bar) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(bar.id), "platform": .string(bar.platform.rawValue), "sourceLocale": .string(bar.sourceLocale),
            "locales": .array(bar.locales.map(JSONValue.string)),
            // Written one item at a time: the objects of a bar of 100,000 tabs held at once were 65 MB.
            "items": .elements(count: bar.items.count) { [items = bar.items] in item(items[$0]) },
        ]
        object[optional: "selected"] = bar.selectedItemID
        object[optional: "titleVisibility"] = bar.titleVisibility?.rawValue
        object[optional: "alignment"] = bar.alignment?.rawValue
        object[optional: "positioning"] = bar.positioning?.rawValue
        object[optional: "labelStyle"] = bar.materialLabelStyle?.rawValue
        object[optional: "itemLayout"] = bar.materialItemLayout?.rawValue
        if !bar.deviceClasses.isEmpty { object["deviceClasses"] = .array(bar.deviceClasses.map(JSONValue.string)) }
        if !bar.widths.isEmpty { object["widths"] = .array(bar.widths.map(JSONValue.double)) }
        if let size = bar.size { object["size"] = dimensions(size) }
        if !bar.suppressions.isEmpty { object["suppressions"] = .array(bar.suppressions.map(suppression)) }
        return .object(object)
    }

    private static func item(_ item: Item) -> JSONValue {
        var object: [String: JSONValue] = ["id": .string(item.id)]
        if let title = item.title, title.isLocalizedBySystem, case .literal(let name) = title.source, let system = SystemItem.name(forTitle: name) {
            object["systemItem"] = .string(system)
        } else {
            text(item.title, "title", into: &object)
        }
        text(item.badge, "badge", into: &object)
        if !item.isEnabled { object["enabled"] = false }
        if item.role != .destination { object["role"] = .string(item.role.rawValue) }
        if let lines = item.titleLineLimit { object["titleLines"] = lines == Int.max ? "unlimited" : .integer(lines) }
        if let glyph = item.glyph {
            var image: [String: JSONValue] = [:]
            image[optional: "name"] = glyph.name
            image[optional: "shape"] = glyph.shape?.rawValue
            if let width = glyph.width { image["width"] = .double(width) }
            if let height = glyph.height { image["height"] = .double(height) }
            object["image"] = .object(image)
        }
        var accessibility: [String: JSONValue] = [:]
        text(item.accessibility.label, "label", into: &accessibility)
        text(item.accessibility.value, "value", into: &accessibility)
        text(item.accessibility.hint, "hint", into: &accessibility)
        accessibility[optional: "identifier"] = item.accessibility.identifier
        if !accessibility.isEmpty { object["accessibility"] = .object(accessibility) }
        if let frame = item.frame { object["frame"] = dimensions(frame) }
        if !item.suppressions.isEmpty { object["suppressions"] = .array(item.suppressions.map(suppression)) }
        return .object(object)
    }

    private static func text(_ text: Text?, _ name: String, into object: inout [String: JSONValue]) {
        switch text?.source {
        case .literal(let value)?: object[name] = .string(value)
        case .key(let key)?:
            object[name + "Key"] = .string(key)
            object[optional: name + "Default"] = text?.defaultValue
        case nil: break
        }
    }

    private static func suppression(_ suppression: Suppression) -> JSONValue {
        var object: [String: JSONValue] = ["rule": .string(suppression.ruleID)]
        object[optional: "reason"] = suppression.reason
        return .object(object)
    }

    private static func dimensions(_ size: Size) -> JSONValue {
        var object: [String: JSONValue] = [:]
        if let width = size.width { object["width"] = .double(width) }
        if let height = size.height { object["height"] = .double(height) }
        return .object(object)
    }
}
