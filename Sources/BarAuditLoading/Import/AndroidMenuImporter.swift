import BarAuditModel
import CLibXML2
import Foundation

/// Android bottom navigation: a `res/menu/*.xml` menu becomes a Material bar (items from `<item>`,
/// also inside `<group>`), with strings from `res/values*/strings.xml`. Locale qualifiers: `values-ar`,
/// `values-pt-rBR` (pt-BR), `values-b+sr+Latn` (sr-Latn); other qualifiers (`values-night`,
/// `values-v21`, `values-sw600dp`) are not locales. `values` is the source locale: English unless its
/// `<resources tools:locale="…">` says otherwise.
public enum AndroidMenuImporter {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let appNamespace = "http://schemas.android.com/apk/res-auto"
    static let toolsNamespace = "http://schemas.android.com/tools"

    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings) -> (DefinitionFile?, [InputDiagnostic]) {
        var diagnostics: [InputDiagnostic] = []
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) else { return (nil, diagnostics) }
        defer { xmlFreeDoc(document) }
        guard let menu = xmlDocGetRootElement(document), LibXML.string(menu.pointee.name) == "menu" else {
            return (nil, [InputDiagnostic(severity: .error, message: "not an Android menu: the root element is not <menu>", location: SourceLocation(file: path))])
        }
        let resources = (((path as NSString).deletingLastPathComponent) as NSString).deletingLastPathComponent
        let (sourceLocale, tables, resourceDiagnostics) = strings(in: resources)
        diagnostics += resourceDiagnostics

        var items: [Item] = []
        for node in menuItems(menu) {
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(node)))
            guard let rawID = attribute(node, "id") else {
                diagnostics.append(InputDiagnostic(severity: .error, message: "a menu item has no android:id", location: location))
                continue
            }
            let id = rawID.replacingOccurrences(of: "@+id/", with: "").replacingOccurrences(of: "@id/", with: "")
            var item = Item(
                id: id, location: location, title: text(attribute(node, "title"), at: location),
                glyph: attribute(node, "icon").map { Glyph(name: $0.replacingOccurrences(of: "@drawable/", with: ""), shape: nil, width: nil, height: nil, location: location) },
                accessibility: Accessibility(label: text(attribute(node, "contentDescription") ?? StringsFiles.attribute(node, "contentDescription", namespace: appNamespace), at: location)),
                isEnabled: attribute(node, "enabled") != "false")
            ImportedItems.apply(codeStrings.items[id], to: &item, at: location)
            items.append(item)
        }
        guard !items.isEmpty else {
            return (nil, diagnostics + [InputDiagnostic(severity: .error, message: "the menu has no items", location: SourceLocation(file: path))])
        }
        let barLocation = SourceLocation(file: path, line: Int(xmlGetLineNo(menu)))
        let locales = [sourceLocale] + tables.keys.filter { $0 != sourceLocale }.sorted()
        let bar = Bar(
            id: ((path as NSString).lastPathComponent as NSString).deletingPathExtension, location: barLocation, platform: .material,
            sourceLocale: sourceLocale, locales: locales,
            // BottomNavigationView selects its first item unless code says otherwise.
            selectedItemID: items.first?.id, selectionLocation: barLocation, items: items)
        return (DefinitionFile(path: path, format: .xml, bars: [bar], strings: tables), diagnostics)
    }

    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        StringsFiles.attribute(node, name, namespace: androidNamespace)
    }

    /// `@string/name` is a key; anything else is a literal.
    private static func text(_ value: String?, at location: SourceLocation) -> Text? {
        guard let value else { return nil }
        if value.hasPrefix("@string/") { return Text(.key(String(value.dropFirst("@string/".count))), location: location) }
        return Text(.literal(StringsFiles.androidText(value)), location: location)
    }

    private static func menuItems(_ node: xmlNodePtr) -> [xmlNodePtr] {
        var items: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            switch LibXML.string(current.pointee.name) {
            case "item": items.append(current)
            case "group": items += menuItems(current)
            default: break
            }
        }
        return items
    }

    /// Every locale's string table; untranslatable strings serve every locale.
    static func strings(in resources: String) -> (String, [String: StringTable], [InputDiagnostic]) {
        var diagnostics: [InputDiagnostic] = []
        var sourceLocale = "en"
        var byLocale: [String: [String: LocalizedString]] = [:]
        var shared: [String: LocalizedString] = [:]
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0 == "values" || $0.hasPrefix("values-") }.sorted()
        for folder in folders {
            let path = ((resources as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent("strings.xml")
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let isDefault = folder == "values"
            guard let locale = isDefault ? Optional("") : self.locale(fromQualifiers: String(folder.dropFirst("values-".count))) else { continue }
            let (result, untranslatable) = StringsFiles.androidStrings(path: path)
            diagnostics += result.diagnostics
            if isDefault {
                if let declared = declaredLocale(path) { sourceLocale = declared }
                shared.merge(untranslatable) { first, _ in first }
            }
            byLocale[locale, default: [:]].merge(result.entries) { first, _ in first }
        }
        if let defaults = byLocale.removeValue(forKey: "") { byLocale[sourceLocale, default: [:]].merge(defaults) { first, _ in first } }
        var tables: [String: StringTable] = [:]
        for (locale, entries) in byLocale {
            tables[locale] = StringTable(locale: locale, location: SourceLocation(file: resources), entries: entries.merging(shared) { own, _ in own })
        }
        return (sourceLocale, tables, diagnostics)
    }

    /// `ar`, `pt-rBR` → `pt-BR`, `b+sr+Latn` → `sr-Latn`; nil for qualifiers that are not locales.
    public static func locale(fromQualifiers qualifiers: String) -> String? {
        if qualifiers.hasPrefix("b+") {
            return qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
        }
        let parts = qualifiers.split(separator: "-").map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        if parts.count > 1, parts[1].hasPrefix("r"), parts[1].count == 3 { return "\(language)-\(parts[1].dropFirst())" }
        return language
    }

    private static func declaredLocale(_ path: String) -> String? {
        guard let bytes = StringsFiles.bytes(path) else { return nil }
        var ignored: [InputDiagnostic] = []
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &ignored) else { return nil }
        defer { xmlFreeDoc(document) }
        return xmlDocGetRootElement(document).flatMap { StringsFiles.attribute($0, "locale", namespace: toolsNamespace) }
    }
}
