import BarAuditModel

/// A definition written back in the bar definition JSON encoding (Rules/schema/bar-definition.schema.json),
/// as reports embed it: the bars, and of the string tables only the keys the bars use (an app's
/// strings file holds thousands; its tab bar uses a handful).
enum DefinitionJSON {
    /// Writes the definition as one compact JSON value, members in key order, straight into the report: the
    /// same bytes as a `JSONValue` tree of it written compact, without the tree (a boxed value per member and
    /// a dictionary per object, hashed and sorted again as it was written: a fifth of the JSON report's cost).
    static func write(_ file: DefinitionFile, into output: ReportText) {
        CompactWriter.object(into: output) { root in
            root.array("bars", count: file.bars.count) { bar(file.bars[$0], into: output) }
            if !file.strings.isEmpty {
                var used = Set<String>()
                for bar in file.bars {
                    for item in bar.items {
                        for text in [item.title, item.badge, item.accessibility.label, item.accessibility.value, item.accessibility.hint] {
                            if let key = text?.key { used.insert(key) }
                        }
                    }
                }
                let usedKeys = used.sorted()
                root.object("strings") { tables in
                    for (locale, table) in file.strings.sorted(by: { $0.key < $1.key }) {
                        tables.member(named: locale) {
                            CompactWriter.object(into: output) { entries in
                                for key in usedKeys {
                                    guard let entry = table.entries[key] else { continue }
                                    entries.member(named: key) {
                                        switch entry.content {
                                        case .text(let text): JSONValue.writeString(text, into: output)
                                        case .plural(let variants):
                                            // The first variant of a category, as a plural's forms are read.
                                            var forms: [String: String] = [:]
                                            for variant in variants where forms[variant.categoryName] == nil { forms[variant.categoryName] = variant.text }
                                            CompactWriter.object(into: output) { object in
                                                for (category, text) in forms.sorted(by: { $0.key < $1.key }) {
                                                    object.member(named: category) { JSONValue.writeString(text, into: output) }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            root.integer("version", 1)
        }
    }

    private static func bar(_ bar: Bar, into output: ReportText) {
        CompactWriter.object(into: output) { object in
            if let alignment = bar.alignment { object.string("alignment", alignment.rawValue) }
            if !bar.deviceClasses.isEmpty { object.strings("deviceClasses", bar.deviceClasses) }
            object.string("id", bar.id)
            if let layout = bar.materialItemLayout { object.string("itemLayout", layout.rawValue) }
            if bar.materialItemPadding > 0 { object.double("itemPadding", bar.materialItemPadding) }
            // Written one item at a time, each flushed as it goes (a bar of 100,000 tabs is one line of 34 MB).
            object.array("items", count: bar.items.count) { item(bar.items[$0], into: output) }
            if let style = bar.materialLabelStyle { object.string("labelStyle", style.rawValue) }
            object.strings("locales", bar.locales)
            object.string("platform", bar.platform.rawValue)
            if let positioning = bar.positioning { object.string("positioning", positioning.rawValue) }
            if let selected = bar.selectedItemID { object.string("selected", selected) }
            if let size = bar.size { object.object("size") { dimensions(size, into: &$0) } }
            object.string("sourceLocale", bar.sourceLocale)
            if !bar.materialSpacers.isEmpty { object.array("spacers", count: bar.materialSpacers.count) { JSONValue.writeDouble(bar.materialSpacers[$0], into: output) } }
            if !bar.suppressions.isEmpty { suppressions(bar.suppressions, into: &object) }
            if let visibility = bar.titleVisibility { object.string("titleVisibility", visibility.rawValue) }
            if !bar.widths.isEmpty { object.array("widths", count: bar.widths.count) { JSONValue.writeDouble(bar.widths[$0], into: output) } }
        }
    }

    private static func item(_ item: Item, into output: ReportText) {
        CompactWriter.object(into: output) { object in
            let accessibility = item.accessibility
            if accessibility.label != nil || accessibility.value != nil || accessibility.hint != nil || accessibility.identifier != nil {
                object.object("accessibility") { members in
                    text(accessibility.hint, "hint", into: &members)
                    if let identifier = accessibility.identifier { members.string("identifier", identifier) }
                    text(accessibility.label, "label", into: &members)
                    text(accessibility.value, "value", into: &members)
                }
            }
            text(item.badge, "badge", into: &object)
            if !item.isEnabled { object.bool("enabled", false) }
            if let frame = item.frame { object.object("frame") { dimensions(frame, into: &$0) } }
            object.string("id", item.id)
            if let glyph = item.glyph {
                object.object("image") { image in
                    if let height = glyph.height { image.double("height", height) }
                    if let name = glyph.name { image.string("name", name) }
                    if let shape = glyph.shape { image.string("shape", shape.rawValue) }
                    if let width = glyph.width { image.double("width", width) }
                }
            }
            if item.role != .destination { object.string("role", item.role.rawValue) }
            if !item.suppressions.isEmpty { suppressions(item.suppressions, into: &object) }
            if let title = item.title, title.isLocalizedBySystem, case .literal(let name) = title.source, let system = SystemItem.name(forTitle: name) {
                object.string("systemItem", system)
            } else if let title = item.title, case .literal = title.source {
                text(title, "title", into: &object)
                if let mapping = title.caseMapping { object.string("titleCase", mapping.rawValue) }
            } else {
                // In key order: `titleCase` before `titleDefault` and `titleKey`.
                if let mapping = item.title?.caseMapping { object.string("titleCase", mapping.rawValue) }
                text(item.title, "title", into: &object)
            }
            if let lines = item.titleLineLimit {
                if lines == Int.max { object.string("titleLines", "unlimited") } else { object.integer("titleLines", lines) }
            }
        }
    }

    /// `name` for a literal text; `nameDefault` and `nameKey`, in that (key) order, for a localised one.
    private static func text(_ text: Text?, _ name: String, into object: inout CompactWriter) {
        switch text?.source {
        case .literal(let value)?: object.string(name, value)
        case .key(let key)?:
            if let defaultValue = text?.defaultValue { object.string(name + "Default", defaultValue) }
            object.string(name + "Key", key)
        case nil: break
        }
    }

    private static func suppressions(_ suppressions: [Suppression], into object: inout CompactWriter) {
        object.objects("suppressions", count: suppressions.count) { index, member in
            if let reason = suppressions[index].reason { member.string("reason", reason) }
            member.string("rule", suppressions[index].ruleID)
        }
    }

    private static func dimensions(_ size: Size, into object: inout CompactWriter) {
        if let height = size.height { object.double("height", height) }
        if let width = size.width { object.double("width", width) }
    }
}
