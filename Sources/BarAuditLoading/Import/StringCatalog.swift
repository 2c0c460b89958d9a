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
        let scanned: (root: JSONPositionScanner.Node, rootOffset: Int)
        switch JSONPositionScanner.scan(bytes) {
        case .failure(let error):
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed String Catalog: \(error.message)",
                                                      location: source.location(ofOffset: error.offset)))
            return result
        case .success(let value):
            scanned = value
        }
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed String Catalog: expected a JSON object at the top level",
                                                      location: source.location(ofOffset: scanned.rootOffset)))
            return result
        }
        result.sourceLanguage = root["sourceLanguage"] as? String
        let stringsPositions = Positions(node: scanned.root, offset: scanned.rootOffset)["strings"]
        var expansion = PluralExpansion()
        for (key, value) in root["strings"] as? [String: Any] ?? [:] {
            guard let entry = value as? [String: Any] else { continue }
            let entryPositions = stringsPositions?[key]
            if entry["shouldTranslate"] as? Bool == false { result.doNotTranslateKeys.insert(key) }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            // The positions of the key's localizations, indexed once: indexed again for each locale, a key
            // translated into 5,000 locales took 10 s (1,000: 0.5 s).
            let localizationPositions = entryPositions?["localizations"]
            for (locale, localization) in localizations {
                guard let localization = localization as? [String: Any], let place = localizationPositions?[locale] else { continue }
                do {
                    if let content = try content(localization, place: place, source: source, expansion: &expansion) {
                        result.tables[locale, default: [:]][key] = LocalizedString(key: key, content: content.0, location: content.1, valueTypes: content.2)
                    }
                } catch {
                    result.diagnostics.append(PluralExpansion.exhausted(by: key, at: source.location(ofOffset: place.offset)))
                    return result
                }
            }
            // Without a source-language unit, the key is the source text (a key not to translate too: the
            // app shows it in every language).
            if let language = result.sourceLanguage, localizations[language] == nil {
                result.tables[language, default: [:]][key] = LocalizedString(
                    key: key, content: .text(key), location: source.location(ofOffset: entryPositions?.keyOffset ?? 0))
            }
        }
        return result
    }

    private static func content(_ localization: [String: Any], place: Positions, source: SourceText,
                                expansion: inout PluralExpansion) throws(PluralExpansion.Exhausted) -> (LocalizedContent, SourceLocation, [String: String])? {
        // Device variations: a tab bar is an iPhone's (or an iPad's) view; the iPhone's variation, else
        // the one for every other device, holds a string unit or plural variations of its own.
        if let device = (localization["variations"] as? [String: Any])?["device"] as? [String: Any] {
            for name in ["iphone", "other"] {
                guard let chosen = device[name] as? [String: Any], let chosenPlace = place["variations"]?["device"]?[name] else { continue }
                return try content(chosen, place: chosenPlace, source: source, expansion: &expansion)
            }
            return nil
        }
        if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
            let pluralPlaces = place["variations"]?["plural"]  // indexed once, not per form
            let variants = plural.sorted { $0.key < $1.key }.compactMap { category, form -> PluralVariant? in
                guard let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else { return nil }
                let offset = pluralPlaces?[category]?["stringUnit"]?["value"]?.offset ?? place.offset
                return PluralVariant(categoryName: category, text: value, location: source.location(ofOffset: offset))
            }
            return variants.isEmpty ? nil : (.plural(variants), source.location(ofOffset: place.offset), [:])
        }
        guard let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String else { return nil }
        let location = source.location(ofOffset: place["stringUnit"]?["value"]?.offset ?? place.offset)
        // "%#@name@" (or "%1$#@name@") with plural substitutions: the forms of the first the sentence
        // names, each put into the sentence, then those of the others as variants of their own variable
        // (each chooses its form for its own argument); the other substitutions stay at their 'other' form.
        // A form's "%arg" is the substitution's argument: its formatSpecifier, numbered by its argNum.
        var substitutions: [String: [PluralExpansion.Form]] = [:]
        var valueTypes: [String: String] = [:]
        // Each `Positions` subscript indexes the members of the object it reaches: the substitutions' object
        // is indexed once, and each substitution's plural once, not for every form (quadratic: 2,000 forms
        // of one substitution took 3.3 s, 1,000 substitutions 1.7 s).
        let substitutionPlaces = place["substitutions"]
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let substitution = substitution as? [String: Any],
                  let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any] else { continue }
            let number = (substitution["argNum"] as? Int).map { "\($0)$" } ?? ""
            let specifier = "%" + number + (substitution["formatSpecifier"] as? String ?? "lld")
            let pluralPlace = substitutionPlaces?[name]?["variations"]?["plural"]
            let forms = plural.sorted { $0.key < $1.key }.compactMap { category, form -> PluralExpansion.Form? in
                guard let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let text = unit["value"] as? String else { return nil }
                let offset = pluralPlace?[category]?["stringUnit"]?["value"]?.offset ?? place.offset
                return PluralExpansion.Form(category: category, text: text.replacingOccurrences(of: "%arg", with: specifier),
                                            location: source.location(ofOffset: offset))
            }
            if !forms.isEmpty {
                substitutions[name] = forms
                valueTypes[name] = substitution["formatSpecifier"] as? String ?? "lld"
            }
        }
        let order = PluralExpansion.variableOrder(in: value, forms: substitutions)
        if !order.isEmpty {
            return (.plural(try expansion.variants(of: value, order: order, forms: substitutions)), location, valueTypes)
        }
        return (.text(value), location, [:])
    }

    /// Offsets of JSON values by member path. An object's members are indexed once (the last of a
    /// repeated name wins, as in JSONSerialization): a catalog has tens of thousands of keys.
    struct Positions {
        let offset: Int
        var keyOffset: Int?
        private let members: [String: JSONPositionScanner.Member]

        init(node: JSONPositionScanner.Node, offset: Int, keyOffset: Int? = nil) {
            self.offset = offset
            self.keyOffset = keyOffset
            if case .object(let list) = node {
                members = Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
            } else {
                members = [:]
            }
        }

        subscript(member: String) -> Positions? {
            guard let found = members[member] else { return nil }
            return Positions(node: found.value, offset: found.valueOffset, keyOffset: found.keyOffset)
        }
    }
}
