import BarAuditModel

/// Turns a reader's `RawNode` tree into the model, checking types, required fields, enumerations,
/// duplicate ids and key references. The same code serves XML and JSON, so both give the same model.
struct DefinitionBuilder {
    static let supportedVersion = 1
    /// More lines than any tab label shows; `unlimited` says "no limit of its own".
    static let maximumTitleLines = 100
    /// How many variants of a plural are searched one by one for a repeated category (CLDR has six).
    static let pluralCategoriesSearchedInOrder = 8

    let path: String
    let format: DefinitionFormat
    /// See `DefinitionLoader.isReportDefinition`.
    let isReportDefinition: Bool
    /// The file's problems, the reader's too (`report`): one count of them, however they are found.
    private var problems = ListedDiagnostics()
    var diagnostics: [InputDiagnostic] { problems.all }

    /// A problem the reader found in the document's form (a member of the wrong kind, a repeated one, an unknown name).
    mutating func report(_ diagnostic: InputDiagnostic) {
        problems.append(diagnostic)
    }

    init(path: String, format: DefinitionFormat, isReportDefinition: Bool = false) {
        self.path = path
        self.format = format
        self.isReportDefinition = isReportDefinition
    }

    /// The string tables built so far, by locale; every table is added before the first bar, so a key is
    /// checked against all of them.
    private var tables: [String: StringTable] = [:]
    /// Every key some table defines: an item's key is looked up once, not in each table (an item's look-up
    /// in each of 100,000 tables, for 20,000 items, took minutes).
    private var definedKeys = Set<String>()
    private var bars: [Bar] = []
    private var barLocations: [String: SourceLocation] = [:]
    private var barNodeCount = 0

    /// A whole tree, as the XML reader gives a document it reads whole.
    mutating func build(_ root: RawNode) -> DefinitionFile {
        checkVersion(of: root)
        for node in root.children("strings") {
            var table = beginStringTable(node)
            // By index: a `for` over the children copied each entry's node out of the tree first.
            for index in node.children.indices { addEntry(node.children[index], to: &table) }
            endStringTable(table)
        }
        addBars(of: root)
        return finish(root)
    }

    /// The root's bars, once every string table is added.
    mutating func addBars(of root: RawNode) {
        for node in root.children("bar") {
            var bar = beginBar(node, itemCount: node.children("item").count)
            for itemNode in node.children("item") { addItem(itemNode, to: &bar) }
            endBar(bar)
        }
    }

    // The JSON reader hands the tree over a piece at a time, as it reads it (a tree of a bar of 100,000 tabs
    // and its 244,000 strings held 210 MB at once): the root's fields, each string table entry by entry,
    // then each bar's own fields and children with its items one by one.

    mutating func checkVersion(of root: RawNode) {
        if let version = number(root, "version"), version != Double(Self.supportedVersion) {
            error("format version \(version.formatted) is not supported; this baraudit reads version \(Self.supportedVersion)",
                  at: root.field("version")!.valueLocation)
        }
    }

    mutating func finish(_ root: RawNode) -> DefinitionFile {
        if barNodeCount == 0 {
            problems.append(InputDiagnostic(severity: .warning, message: "the file defines no bars", location: root.location))
        }
        return DefinitionFile(path: path, format: format, bars: bars, strings: tables)
    }

    // MARK: Bars and items

    /// A bar whose own fields and children are read and whose items are being added.
    struct BarInProgress {
        fileprivate var node: RawNode
        fileprivate var id: String?
        fileprivate var platform: Platform?
        fileprivate var items: [Item] = []
        fileprivate var itemLocations: [String: SourceLocation] = [:]
        fileprivate var itemNodeCount = 0
        fileprivate var warnedOfTitleLines = false
    }

    /// `node` without its items, which `addItem` takes.
    mutating func beginBar(_ node: RawNode, itemCount: Int) -> BarInProgress {
        barNodeCount += 1
        let id = identifier(node, "id")
        let platform: Platform? = requiredEnum(node, "platform")
        var bar = BarInProgress(node: node, id: id, platform: platform)
        // Room for the items counted, past the most a bar may have only as much as a bar refused for it needs:
        // seven million numbers counted as items reserved 1.4 GB for items that were never made.
        let room = min(itemCount, InputLimits.itemsPerBar + 1)
        bar.items.reserveCapacity(room)
        bar.itemLocations.reserveCapacity(room)
        return bar
    }

    mutating func addItem(_ node: RawNode, to bar: inout BarInProgress) {
        bar.itemNodeCount += 1
        if bar.platform == .ios, !bar.warnedOfTitleLines, let field = node.field("titleLines") {
            bar.warnedOfTitleLines = true
            warning("'titleLines' applies to Material bars only (UIKit titles take one line) and is ignored on an iOS bar", at: field.nameLocation)
        }
        guard let item = item(node) else { return }
        if let existing = bar.itemLocations[item.id] {
            error("duplicate item id '\(item.id)' in bar '\(bar.id ?? "?")' (first at \(existing))", at: item.location)
        } else {
            bar.itemLocations[item.id] = item.location
            bar.items.append(item)
        }
    }

    mutating func endBar(_ inProgress: BarInProgress) {
        guard let bar = bar(inProgress) else { return }
        if let existing = barLocations[bar.id] {
            error("duplicate bar id '\(bar.id)' (first at \(existing))", at: bar.location)
        } else {
            barLocations[bar.id] = bar.location
            bars.append(bar)
        }
    }

    private mutating func bar(_ inProgress: BarInProgress) -> Bar? {
        let node = inProgress.node
        let id = inProgress.id, platform = inProgress.platform
        let sourceLocale = localeTag(node, "sourceLocale")
        var locales: [String] = []
        var listedLocales = Set<String>()
        for locale in stringList(node, "locales") {
            if !Self.isLocaleTag(locale) {
                error("\(node.path(of: "locales", format: format)) must list locale tags such as 'en', 'pt-BR' or 'zh-Hant', not '\(locale)'",
                      at: node.field("locales")!.valueLocation)
            } else if !listedLocales.insert(locale).inserted {
                warning("locale '\(locale)' is listed twice in locales", at: node.field("locales")!.valueLocation)
            } else {
                locales.append(locale)
            }
        }
        if let sourceLocale {
            locales.removeAll { $0 == sourceLocale }
            locales.insert(sourceLocale, at: 0)
        }
        let titleVisibility: TitleVisibility? = enumValue(node, "titleVisibility")
        let alignment: MaterialAlignment? = enumValue(node, "alignment")
        let labelStyle: MaterialLabelStyle? = enumValue(node, "labelStyle")
        let itemLayout: MaterialItemLayout? = enumValue(node, "itemLayout")
        let itemPadding = number(node, "itemPadding", range: Size.accepted)
        let spacers = numberList(node, "spacers", range: Size.accepted)
        let positioning: ItemPositioning? = enumValue(node, "positioning")
        if platform == .ios {
            for name in ["titleVisibility", "alignment", "labelStyle", "itemLayout", "itemPadding", "spacers"] {
                if let field = node.field(name) { warning("'\(name)' applies to Material bars only and is ignored on an iOS bar", at: field.nameLocation) }
            }
        } else if itemLayout == nil {
            // Both are measured against a Compose row of known spacing only.
            for name in ["itemPadding", "spacers"] {
                if let field = node.field(name) { warning("'\(name)' applies to a bar with an 'itemLayout' only and is ignored here", at: field.nameLocation) }
            }
        }
        if platform == .material, let field = node.field("positioning") {
            warning("'positioning' applies to iOS bars only and is ignored on a Material bar", at: field.nameLocation)
        }
        let widths = numberList(node, "widths", range: 1...Size.accepted.upperBound)
        let size = single(node, "size").map { self.size($0, required: false) }
        if inProgress.itemNodeCount == 0 {
            error("\(node.path) has no items", at: node.location)
        }
        guard let id, let platform, let sourceLocale else { return nil }
        let selected = node.field("selected")
        var bar = Bar(
            id: id, location: node.location, platform: platform, sourceLocale: sourceLocale, locales: locales,
            selectedItemID: string(node, "selected"), selectionLocation: selected?.valueLocation ?? node.location,
            titleVisibility: platform == .material ? titleVisibility : nil,
            alignment: platform == .material ? alignment : nil,
            positioning: platform == .ios ? positioning : nil,
            deviceClasses: stringList(node, "deviceClasses"), widths: widths, size: size, items: inProgress.items,
            suppressions: suppressions(node)
        )
        bar.materialLabelStyle = platform == .material ? labelStyle : nil
        bar.materialItemLayout = platform == .material ? itemLayout : nil
        if bar.materialItemLayout != nil {
            bar.materialItemPadding = itemPadding ?? 0
            bar.materialSpacers = spacers
        }
        return bar
    }

    private mutating func item(_ node: RawNode) -> Item? {
        let id = identifier(node, "id")
        var title = text(node, literal: "title", key: "titleKey")
        title?.caseMapping = enumValue(node, "titleCase")
        if let systemField = node.field("systemItem"), let system = string(node, "systemItem") {
            if let name = SystemItem.titles[system] {
                if title == nil { title = Text(.literal(name), location: systemField.valueLocation, isLocalizedBySystem: true) }
            } else {
                let hint = closestName(to: system, among: Array(SystemItem.titles.keys)).map { " (did you mean '\($0)'?)" } ?? ""
                error("\(node.path(of: "systemItem", format: format)) must be a UITabBarItem system item, not '\(system)'\(hint)", at: systemField.valueLocation)
            }
        }
        let badge = text(node, literal: "badge", key: "badgeKey")
        let enabled = bool(node, "enabled") ?? true
        let role: ItemRole = enumValue(node, "role") ?? .destination
        let glyph = single(node, "image").map { image in
            Glyph(name: string(image, "name"), shape: enumValue(image, "shape"),
                  width: number(image, "width", range: Size.accepted), height: number(image, "height", range: Size.accepted),
                  location: image.location)
        }
        var accessibility = Accessibility()
        if let node = single(node, "accessibility") {
            accessibility = Accessibility(
                label: text(node, literal: "label", key: "labelKey"),
                value: text(node, literal: "value", key: "valueKey"),
                hint: text(node, literal: "hint", key: "hintKey"),
                identifier: string(node, "identifier"))
        }
        let frame = single(node, "frame").map { size($0, required: true) }
        let titleLines = titleLineLimit(node)
        guard let id else { return nil }
        var item = Item(id: id, location: node.location, title: title, glyph: glyph, badge: badge,
                        accessibility: accessibility, isEnabled: enabled, role: role, frame: frame,
                        suppressions: suppressions(node))
        item.titleLineLimit = titleLines
        return item
    }

    /// `titleLines`: how many lines the title may wrap onto, a whole number from 1, or `unlimited`.
    private mutating func titleLineLimit(_ node: RawNode) -> Int? {
        guard let field = node.field("titleLines") else { return nil }
        let lines: Double?
        switch field.value {
        case .string("unlimited"): return Int.max
        case .number(let number): lines = number
        case .string(let text) where format == .xml: lines = Double(text.trimmingWhitespace())
        default: lines = nil
        }
        guard let lines, lines == lines.rounded(), (1...Double(Self.maximumTitleLines)).contains(lines) else {
            let found = lines.map { $0.formatted } ?? field.value.typeName
            error("\(node.path(of: "titleLines", format: format)) must be a whole number from 1 to \(Self.maximumTitleLines), or 'unlimited', not \(found)",
                  at: field.valueLocation)
            return nil
        }
        return Int(lines)
    }

    /// `<suppress rule="…" reason="…"/>`; whether the rule exists and the reason is given is judged by
    /// the `suppression-invalid` rule, which knows the catalog.
    private mutating func suppressions(_ node: RawNode) -> [Suppression] {
        node.children("suppress").compactMap { suppress in
            guard let rule = requiredString(suppress, "rule") else { return nil }
            return Suppression(ruleID: rule, reason: string(suppress, "reason"), location: suppress.location)
        }
    }

    private mutating func size(_ node: RawNode, required: Bool) -> Size {
        let width = required ? requiredNumber(node, "width") : number(node, "width", range: Size.accepted)
        let height = required ? requiredNumber(node, "height") : number(node, "height", range: Size.accepted)
        return Size(width: width, height: height, location: node.location)
    }

    /// A user-visible string given either literally (`title`) or by key (`titleKey`, with an optional
    /// `titleDefault` shown where a locale lacks the key), never both.
    private mutating func text(_ node: RawNode, literal: String, key: String) -> Text? {
        let literalField = node.field(literal), keyField = node.field(key)
        if literalField != nil, let keyField {
            error("\(node.path) sets both '\(literal)' and '\(key)'; use one", at: keyField.nameLocation)
            return nil
        }
        if let keyField, let name = string(node, key) {
            guard isReportDefinition || definedKeys.contains(name) else {
                error("\(key) '\(name)' is not defined in any string table", at: keyField.valueLocation)
                return nil
            }
            return Text(.key(name), location: keyField.valueLocation, defaultValue: string(node, "\(literal)Default"))
        }
        if let literalField, let value = string(node, literal) {
            return Text(.literal(value), location: literalField.valueLocation)
        }
        return nil
    }

    // MARK: String tables

    /// A table whose entries are being added; none when its locale is not a locale tag (its entries are
    /// then not read).
    struct StringTableInProgress {
        fileprivate var table: StringTable?
        var entryCount: Int { table?.entries.count ?? 0 }
    }

    /// `node` with its locale; its entries come one by one to `addEntry`.
    mutating func beginStringTable(_ node: RawNode, entryCount: Int? = nil) -> StringTableInProgress {
        guard let locale = localeTag(node, "locale", described: format == .json ? "the string table name" : nil) else { return StringTableInProgress() }
        var table = StringTable(locale: locale, location: node.location, entries: [:])
        table.entries.reserveCapacity(entryCount ?? node.children.count)
        return StringTableInProgress(table: table)
    }

    mutating func addEntry(_ child: RawNode, to inProgress: inout StringTableInProgress) {
        guard inProgress.table != nil, let key = requiredString(child, "key") else { return }
        if child.kind == "plural" {
            var plural = PluralInProgress(key: key, location: child.location)
            for variantNode in child.children("variant") {
                guard let category = requiredString(variantNode, "category") else { continue }
                addVariant(category: category, text: variantNode.text ?? "", location: variantNode.location, to: &plural, in: inProgress)
            }
            endPlural(plural, to: &inProgress)
        } else {
            addText(key: key, text: child.text ?? "", location: child.location, to: &inProgress)
        }
    }

    // The XML reader hands a valid document's entries over as it reads them, without a raw node (the raw nodes of
    // the string tables, made, copied and freed, were a third of loading a corpus): a `<string>` whole, a `<plural>`
    // variant by variant. A table whose locale is no locale tag takes none.

    /// A `<string>`: its key and text.
    mutating func addText(key: String, text: String, location: SourceLocation, to inProgress: inout StringTableInProgress) {
        insert(LocalizedString(key: key, content: .text(text), location: location), into: &inProgress)
    }

    /// A plural whose variants are being added.
    struct PluralInProgress {
        fileprivate var key: String
        fileprivate var location: SourceLocation
        fileprivate var variants: [PluralVariant] = []
        /// Where each category's variant is, by name, once there are more than a language's six categories: a
        /// plural of 100,000 forms compared each with those before it, and a table for every plural of a few
        /// forms was 2 % of loading a corpus.
        fileprivate var categoryLocations: [String: SourceLocation] = [:]

        init(key: String, location: SourceLocation) {
            self.key = key
            self.location = location
        }
    }

    mutating func addVariant(category: String, text: String, location: SourceLocation, to plural: inout PluralInProgress, in inProgress: StringTableInProgress) {
        guard let locale = inProgress.table?.locale else { return }
        if plural.variants.count > Self.pluralCategoriesSearchedInOrder, plural.categoryLocations.isEmpty {
            for variant in plural.variants { plural.categoryLocations[variant.categoryName] = variant.location }
        }
        let existing = plural.categoryLocations.isEmpty
            ? plural.variants.first { $0.categoryName == category }?.location : plural.categoryLocations[category]
        if let existing {
            error("plural '\(plural.key)' in locale '\(locale)' repeats category '\(category)' (first at \(existing))", at: location)
            return
        }
        if !plural.categoryLocations.isEmpty { plural.categoryLocations[category] = location }
        plural.variants.append(PluralVariant(categoryName: category, text: text, location: location))
    }

    mutating func endPlural(_ plural: PluralInProgress, to inProgress: inout StringTableInProgress) {
        guard let locale = inProgress.table?.locale else { return }
        if plural.variants.isEmpty {
            error("plural '\(plural.key)' in locale '\(locale)' has no variants", at: plural.location)
            return
        }
        insert(LocalizedString(key: plural.key, content: .plural(plural.variants), location: plural.location), into: &inProgress)
    }

    private mutating func insert(_ entry: LocalizedString, into inProgress: inout StringTableInProgress) {
        guard let locale = inProgress.table?.locale else { return }
        if let existing = inProgress.table?.entries[entry.key] {
            error("duplicate key '\(entry.key)' in locale '\(locale)' (first at \(existing.location))", at: entry.location)
            return
        }
        inProgress.table?.entries[entry.key] = entry
    }

    mutating func endStringTable(_ inProgress: StringTableInProgress) {
        guard let table = inProgress.table else { return }
        if let existing = tables[table.locale] {
            error("duplicate string table for locale '\(table.locale)' (first at \(existing.location))", at: table.location)
        } else {
            tables[table.locale] = table
            definedKeys.formUnion(table.entries.keys)
        }
    }

    // MARK: Typed field access

    /// A child that may appear at most once (XML could repeat it; JSON cannot).
    private mutating func single(_ node: RawNode, _ kind: String) -> RawNode? {
        let matches = node.children(kind)
        for repeated in matches.dropFirst() {
            error("\(node.path) has more than one <\(kind)> (first at \(matches[0].location))", at: repeated.location)
        }
        return matches.first
    }

    private mutating func requiredString(_ node: RawNode, _ name: String) -> String? {
        guard node.field(name) != nil else {
            missing(name, in: node)
            return nil
        }
        return string(node, name)
    }

    /// A bar's or item's id: not empty, no white space at either end (the XML schema's `Identifier`,
    /// which libxml2 checks before this for XML; JSON has no such check before this).
    private mutating func identifier(_ node: RawNode, _ name: String) -> String? {
        guard let value = requiredString(node, name) else { return nil }
        guard format == .xml || isReportDefinition || (value.first.map { !$0.isWhitespace } == true && value.last.map { !$0.isWhitespace } == true) else {
            error("\(node.path(of: name, format: format)) must be a non-empty id without white space at either end, not '\(value)'",
                  at: node.field(name)!.valueLocation)
            return nil
        }
        return value
    }

    /// A locale tag. An empty or spaced one ("", " en") named no locale ICU or the platforms know, and
    /// was audited in ICU's root locale without a word.
    private mutating func localeTag(_ node: RawNode, _ name: String, described: String? = nil) -> String? {
        guard let value = requiredString(node, name) else { return nil }
        guard Self.isLocaleTag(value) else {
            error("\(described ?? node.path(of: name, format: format)) must be a locale tag such as 'en', 'pt-BR' or 'zh-Hant', not '\(value)'",
                  at: node.field(name)!.valueLocation)
            return nil
        }
        return value
    }

    /// Letters, digits, `-` and `_`, starting with a letter: "en", "pt-BR", "zh_Hant", "en-XA".
    static func isLocaleTag(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private mutating func requiredNumber(_ node: RawNode, _ name: String) -> Double? {
        guard node.field(name) != nil else {
            missing(name, in: node)
            return nil
        }
        return number(node, name, range: Size.accepted)
    }

    private mutating func requiredEnum<T: RawRepresentable & CaseIterable>(_ node: RawNode, _ name: String) -> T? where T.RawValue == String {
        guard node.field(name) != nil else {
            missing(name, in: node)
            return nil
        }
        return enumValue(node, name)
    }

    private mutating func missing(_ name: String, in node: RawNode) {
        let what = format == .json ? "member \"\(name)\"" : "attribute '\(name)'"
        error("\(node.path) is missing the required \(what)", at: node.location)
    }

    private mutating func string(_ node: RawNode, _ name: String) -> String? {
        guard let field = node.field(name) else { return nil }
        guard case .string(let value) = field.value else {
            typeError(field, in: node, expected: "a string")
            return nil
        }
        return value
    }

    private mutating func number(_ node: RawNode, _ name: String, range: ClosedRange<Double>? = nil) -> Double? {
        guard let field = node.field(name) else { return nil }
        let value: Double?
        switch field.value {
        case .number(let number): value = number
        case .string(let text) where format == .xml: value = Double(text.trimmingWhitespace())
        default: value = nil
        }
        guard let value else {
            typeError(field, in: node, expected: "a number")
            return nil
        }
        if let range, !range.contains(value) {
            error("\(node.path(of: name, format: format)) must be a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted), not \(value.formatted)",
                  at: field.valueLocation)
            return nil
        }
        guard value.isFinite else {
            error("\(node.path(of: name, format: format)) must be a finite number, not \(value.formatted)", at: field.valueLocation)
            return nil
        }
        return value
    }

    private mutating func bool(_ node: RawNode, _ name: String) -> Bool? {
        guard let field = node.field(name) else { return nil }
        switch field.value {
        case .bool(let value): return value
        case .string("true"), .string("1"): if format == .xml { return true }
        case .string("false"), .string("0"): if format == .xml { return false }
        default: break
        }
        typeError(field, in: node, expected: "a boolean")
        return nil
    }

    private mutating func enumValue<T: RawRepresentable & CaseIterable>(_ node: RawNode, _ name: String) -> T? where T.RawValue == String {
        guard let text = string(node, name) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            error("\(node.path(of: name, format: format)) must be one of \(allowed), not '\(text)'", at: node.field(name)!.valueLocation)
            return nil
        }
        return value
    }

    /// A list: a JSON array, or an XML attribute of space-separated tokens.
    private mutating func listItems(_ node: RawNode, _ name: String) -> [RawValue] {
        guard let field = node.field(name) else { return [] }
        switch field.value {
        case .list(let values): return values
        case .string(let text) where format == .xml:
            return text.split(whereSeparator: \.isWhitespace).map { .string(String($0)) }
        default:
            typeError(field, in: node, expected: "an array")
            return []
        }
    }

    private mutating func stringList(_ node: RawNode, _ name: String) -> [String] {
        let values = listItems(node, name)
        return values.compactMap { value in
            if case .string(let text) = value { return text }
            error("\(node.path(of: name, format: format)) must contain only strings, not \(value.typeName)", at: node.field(name)!.valueLocation)
            return nil
        }
    }

    private mutating func numberList(_ node: RawNode, _ name: String, range: ClosedRange<Double>) -> [Double] {
        let values = listItems(node, name)
        return values.compactMap { value in
            let number: Double?
            switch value {
            case .number(let n): number = n
            case .string(let text) where format == .xml: number = Double(text)
            default: number = nil
            }
            guard let number, range.contains(number) else {
                let found = number.map { "not \($0.formatted)" } ?? "not \(value.typeName)"
                error("\(node.path(of: name, format: format)) must contain only numbers from \(range.lowerBound.formatted) to \(range.upperBound.formatted), \(found)",
                      at: node.field(name)?.valueLocation ?? node.location)
                return nil
            }
            return number
        }
    }

    private mutating func typeError(_ field: RawField, in node: RawNode, expected: String) {
        error("\(node.path(of: field.name, format: format)) must be \(expected), not \(field.value.typeName)", at: field.valueLocation)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        problems.append(InputDiagnostic(severity: .error, message: message, location: location))
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        problems.append(InputDiagnostic(severity: .warning, message: message, location: location))
    }
}

extension Double {
    /// `48` rather than `48.0`; `0.5` as is.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
