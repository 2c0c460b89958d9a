import BarAuditModel
import Foundation

/// Xcode String Catalogs (`.xcstrings`, JSON): each key's `stringUnit` per locale, plural `variations`,
/// and plural `substitutions` (`%#@name@`). A unit's `state` (`new`, `needs_review`, `stale`, `translated`) is
/// the editor's review status: `xcstringstool compile` builds every unit that has a value into the app's
/// `.strings` / `.stringsdict`, whatever its state, so every such unit is read. Locations come from the
/// JSON position scanner.
enum StringCatalog {
    struct Result {
        var sourceLanguage: String?
        var tables: [String: [String: LocalizedString]] = [:]
        var diagnostics: [InputDiagnostic] = []
        /// Keys marked `"shouldTranslate": false` (names, codes): the same text in every locale is intended.
        var doNotTranslateKeys: Set<String> = []
    }

    static func read(path: String) -> Result {
        var result = Result()
        guard let bytes = StringsFiles.bytes(path) else { return result }
        let source = SourceText(path: path, bytes: bytes)
        // The catalog is read from the position scanner's tree alone. Foundation's JSONSerialization, which
        // read it a second time, built a Foundation object per value: a catalog of one key with 200,000 device
        // variations (12 MB) took 1.3 GB, and one of 800,000 (52 MB) ran past 20 s and 4 GB of address space.
        if let offset = source.firstInvalidUTF8Offset {
            result.diagnostics.append(InputDiagnostic(
                severity: .error, message: "malformed String Catalog: invalid UTF-8 at byte offset \(offset) (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                location: source.location(ofOffset: offset)))
            return result
        }
        let root: Positions
        switch JSONPositionScanner.scan(bytes) {
        case .failure(let error):
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed String Catalog: \(error.message)",
                                                      location: source.location(ofOffset: error.offset)))
            return result
        case .success(let value):
            root = Positions(node: value.root, offset: value.rootOffset)
        }
        guard root.isObject else {
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed String Catalog: expected a JSON object at the top level",
                                                      location: source.location(ofOffset: root.offset)))
            return result
        }
        result.sourceLanguage = root["sourceLanguage"]?.string
        var expansion = PluralExpansion()
        for (key, entry) in root["strings"]?.members ?? [] {
            guard entry.isObject else { continue }
            let doNotTranslate = entry["shouldTranslate"]?.bool == false
            if doNotTranslate { result.doNotTranslateKeys.insert(key) }
            // The key's localizations, indexed once: indexed again for each locale, a key translated into
            // 5,000 locales took 10 s (1,000: 0.5 s).
            let localizations = entry["localizations"]
            for (locale, place) in localizations?.members ?? [] {
                guard place.isObject else { continue }
                do {
                    if let content = try content(place, source: source, expansion: &expansion) {
                        result.tables[locale, default: [:]][key] = LocalizedString(key: key, content: content.0, location: content.1, valueTypes: content.2)
                    }
                } catch {
                    result.diagnostics.append(PluralExpansion.exhausted(by: key, at: source.location(ofOffset: place.offset)))
                    return result
                }
            }
            // Without a source-language unit, the key is the source text (a key not to translate too: the
            // app shows it in every language).
            if let language = result.sourceLanguage, localizations?[language] == nil {
                result.tables[language, default: [:]][key] = LocalizedString(
                    key: key, content: .text(key), location: source.location(ofOffset: entry.keyOffset ?? 0))
            }
        }
        return result
    }

    /// A string unit's value, whatever its state (see the type's comment).
    private static func unitValue(_ form: Positions?) -> (value: String, offset: Int)? {
        guard let unit = form?["stringUnit"], unit.isObject, let value = unit["value"], let text = value.string else { return nil }
        return (text, value.offset)
    }

    private static func content(_ place: Positions, source: SourceText,
                                expansion: inout PluralExpansion) throws(PluralExpansion.Exhausted) -> (LocalizedContent, SourceLocation, [String: String])? {
        // Device variations: a tab bar is an iPhone's (or an iPad's) view; the iPhone's variation, else
        // the one for every other device, holds a string unit or plural variations of its own.
        let variations = place["variations"]
        if let device = variations?["device"], device.isObject {
            for name in ["iphone", "other"] {
                guard let chosen = device[name], chosen.isObject else { continue }
                return try content(chosen, source: source, expansion: &expansion)
            }
            return nil
        }
        if let plural = variations?["plural"], plural.isObject {
            let variants = plural.members.sorted { $0.key < $1.key }.compactMap { category, form -> PluralVariant? in
                guard let (value, offset) = unitValue(form) else { return nil }
                return PluralVariant(categoryName: category, text: value, location: source.location(ofOffset: offset))
            }
            return variants.isEmpty ? nil : (.plural(variants), source.location(ofOffset: place.offset), [:])
        }
        guard let (value, valueOffset) = unitValue(place) else { return nil }
        let location = source.location(ofOffset: valueOffset)
        // "%#@name@" (or "%1$#@name@") with plural substitutions: the forms of the first the sentence
        // names, each put into the sentence, then those of the others as variants of their own variable
        // (each chooses its form for its own argument); the other substitutions stay at their 'other' form.
        // A form's "%arg" is the substitution's argument: its formatSpecifier, numbered by its argNum.
        var substitutions: [String: [PluralExpansion.Form]] = [:]
        var valueTypes: [String: String] = [:]
        // Each object's members are indexed once, not for every form (quadratic: 2,000 forms of one
        // substitution took 3.3 s, 1,000 substitutions 1.7 s).
        for (name, substitution) in place["substitutions"]?.members ?? [] {
            guard substitution.isObject, let plural = substitution["variations"]?["plural"], plural.isObject else { continue }
            let number = substitution["argNum"]?.integer.map { "\($0)$" } ?? ""
            let formatSpecifier = substitution["formatSpecifier"]?.string ?? "lld"
            let specifier = "%" + number + formatSpecifier
            let forms = plural.members.sorted { $0.key < $1.key }.compactMap { category, form -> PluralExpansion.Form? in
                guard let (text, offset) = unitValue(form) else { return nil }
                return PluralExpansion.Form(category: category, text: text.replacingOccurrences(of: "%arg", with: specifier),
                                            location: source.location(ofOffset: offset))
            }
            if !forms.isEmpty {
                substitutions[name] = forms
                valueTypes[name] = formatSpecifier
            }
        }
        let order = PluralExpansion.variableOrder(in: value, forms: substitutions)
        if !order.isEmpty {
            return (.plural(try expansion.variants(of: value, order: order, forms: substitutions)), location, valueTypes)
        }
        return (.text(value), location, [:])
    }

    /// A JSON value of the catalog with where it is: its offset, its member name's, and its members by
    /// name. An object's members are indexed once (the last of a repeated name wins, as JSONSerialization
    /// kept it): a catalog has tens of thousands of keys; an object of a few members is searched instead.
    struct Positions {
        let offset: Int
        var keyOffset: Int?
        let node: JSONPositionScanner.Node
        private let index: [String: JSONPositionScanner.Member]

        init(node: JSONPositionScanner.Node, offset: Int, keyOffset: Int? = nil) {
            self.offset = offset
            self.keyOffset = keyOffset
            self.node = node
            if case .object(let list) = node, list.count > 16 {
                index = Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
            } else {
                index = [:]
            }
        }

        subscript(member: String) -> Positions? {
            guard case .object(let list) = node else { return nil }
            let found = list.count > 16 ? index[member] : list.last { $0.key == member }
            guard let found else { return nil }
            return Positions(node: found.value, offset: found.valueOffset, keyOffset: found.keyOffset)
        }

        var isObject: Bool { if case .object = node { true } else { false } }

        /// The members in the file's order, a repeated name once, with its last value.
        var members: [(key: String, value: Positions)] {
            guard case .object(let list) = node else { return [] }
            var last: [String: Int] = [:]
            for (position, member) in list.enumerated() { last[member.key] = position }
            return list.enumerated().compactMap { position, member in
                last[member.key] == position ? (member.key, Positions(node: member.value, offset: member.valueOffset, keyOffset: member.keyOffset)) : nil
            }
        }

        var string: String? { if case .scalar(.string(let text)) = node { text } else { nil } }
        var bool: Bool? { if case .scalar(.bool(let value)) = node { value } else { nil } }
        /// A number that is a whole number an Int holds (`1`, `1.0`), as `as? Int` read Foundation's numbers.
        var integer: Int? {
            guard case .scalar(.number(let value)) = node, value == value.rounded(), abs(value) < 9.2e18 else { return nil }
            return Int(value)
        }
    }
}
