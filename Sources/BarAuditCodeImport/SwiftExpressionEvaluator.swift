import SwiftSyntax

/// One value of a tab type: `AppTab.home`, `TabItem.search`.
struct TabValue: Hashable {
    var type: String
    var member: String
}

/// Turns a Swift expression into the string it shows, statically where the source allows it: literals,
/// NSLocalizedString, `String(localized:)`, `LocalizedStringKey`/`LocalizedStringResource`, SwiftGen
/// `L10n`, String-extension wrappers, and properties of a bound tab value. Anything else is `.runtime`.
struct SwiftExpressionEvaluator {
    var declarations: SwiftDeclarations
    /// Closure parameters bound to a tab value (`ForEach(tabs) { tab in … }`).
    var bindings: [String: TabValue] = [:]
    /// Parameters of an app's label function being read (`func tabItem(_ title: String, _ image: Image) ->
    /// Label<Text, Image>`), bound to what the call passes.
    var arguments: [String: Argument] = [:]

    struct Argument {
        var expression: ExprSyntax
        /// The caller's evaluator, which reads the argument where it is written.
        var evaluator: SwiftExpressionEvaluator
        /// The parameter is a `LocalizedStringKey`: a literal passed to it is a key. A `String` parameter shows
        /// what it is given as written (`Text(title)` with `title: String` is `Text(verbatim:)`).
        var localizes: Bool
    }

    /// `localizes`: the position takes a `LocalizedStringKey` (SwiftUI `Text("…")`), so a literal is a key.
    func string(_ expression: ExprSyntax, localizes: Bool) -> CodeString {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = plainText(literal) else { return .runtime(expression.trimmedDescription) }
            return localizes ? .sourceTextKey(text) : .verbatim(text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let value = callString(call) { return value }
        if let member = expression.as(MemberAccessExprSyntax.self), let value = memberString(member) { return value }
        // `.tabBarItemsProfile` where UIKit takes a `String` (FakeNFT's `UITabBarItem(title: .tabBarItemsProfile, …)`):
        // the project's `extension String { static let tabBarItemsProfile = NSLocalizedString(…) }`; `.TabBar.profile`,
        // a member of a type nested in that extension (NFT-Marketplace's `extension String { enum TabBar { static let profile = … } }`).
        if !localizes, let member = expression.as(MemberAccessExprSyntax.self), Self.startsWithImplicitMember(member) {
            let path = "String" + member.trimmedDescription.filter { !$0.isWhitespace }
            if let entry = declarations.swiftGenKeys[path] { return swiftGen(entry) }
            if let text = declarations.constantTexts[path] { return text }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if let argument = arguments[reference.baseName.text] {
                return argument.evaluator.string(argument.expression, localizes: argument.localizes)
            }
            // Inside a tab value's own label view, `title` is `self.title`.
            if let owner = bindings["self"], let value = declarations.types[owner.type]?.properties[reference.baseName.text]?[owner.member] {
                return value
            }
            if let bound = bindings[reference.baseName.text] { return .runtime(bound.member) }
        }
        return .runtime(expression.trimmedDescription)
    }

    /// `.a` or `.a.b`: a member chain whose first member names no type, read on the type the position takes.
    private static func startsWithImplicitMember(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return true }
        return base.as(MemberAccessExprSyntax.self).map(startsWithImplicitMember) ?? false
    }

    private func callString(_ call: FunctionCallExprSyntax) -> CodeString? {
        let arguments = Array(call.arguments)
        func literal(_ label: String?) -> String? {
            arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self).flatMap(plainText)
        }
        func table(_ label: String) -> String? { literal(label).flatMap { $0 == "Localizable" ? nil : $0 } }
        // `value:` (`defaultValue:`) is what a language whose table lacks the key shows; an empty one (and
        // `nil`) shows the key. One the app computes (`value: title`) is the expression's source text.
        func shownWithoutKey(_ label: String = "value") -> (text: String?, computed: String?) {
            guard let expression = arguments.first(where: { $0.label?.text == label })?.expression, !expression.is(NilLiteralExprSyntax.self) else {
                return (nil, nil)
            }
            switch string(expression, localizes: false) {
            case .verbatim(let text): return (text.isEmpty ? nil : text, nil)
            default: return (nil, expression.trimmedDescription)
            }
        }
        let callee = call.calledExpression
        switch calleeName(call) {
        case "NSLocalizedString":
            guard let key = literal(nil) else { return .runtime(call.trimmedDescription) }
            // An app's own `NSLocalizedString` (Aidoku's) decides for itself what a missing key shows.
            if let ownFallback = declarations.fallbackLanguages["NSLocalizedString"] {
                return .key(key, table: table("tableName"), fallbackLanguage: ownFallback)
            }
            let shown = shownWithoutKey()
            // No table has a text for the empty key: every language shows the value (the Yandex Practicum
            // projects' `NSLocalizedString("", value: "Профиль", comment: "")`), as written.
            if key.isEmpty, let text = shown.text { return .verbatim(text) }
            if key.isEmpty, shown.computed != nil { return .runtime(call.trimmedDescription) }
            return .key(key, table: table("tableName"), fallback: shown.text, computedFallback: shown.computed)
        case "String" where arguments.first?.label?.text == "localized":
            guard let key = literal("localized") else { return .runtime(call.trimmedDescription) }
            let shown = shownWithoutKey("defaultValue")
            return .key(key, table: table("table"), fallback: shown.text, computedFallback: shown.computed)
        case "localizedString" where arguments.map({ $0.label?.text }) == ["forKey", "value", "table"]
            && ["Bundle.main", ".main"].contains(callee.as(MemberAccessExprSyntax.self)?.base.map { $0.trimmedDescription } ?? ""):
            // Foundation's `Bundle.main.localizedString(forKey:value:table:)`; a `nil` table is `Localizable`.
            // Another bundle (`Bundle.module`, a framework's) has tables of its own, not read here.
            guard let key = literal("forKey") else { return .runtime(call.trimmedDescription) }
            let shown = shownWithoutKey()
            return .key(key, table: table("table"), fallback: shown.text, computedFallback: shown.computed)
        case "LocalizedStringKey" where arguments.count == 1 && arguments[0].label == nil:
            // `LocalizedStringKey(_ value: String)` makes the string's value a key, looked up when shown:
            // `Label(LocalizedStringKey(item.title), …)` with `var title: String { … "authenticated.home.title" … }`
            // (cs-apple's tabs) shows the table's "Home", not the key.
            let value = string(arguments[0].expression, localizes: true)
            if case .verbatim(let text) = value { return .sourceTextKey(text) }
            return value
        case "LocalizedStringKey", "LocalizedStringResource":
            fallthrough
        case "Text" where callee.is(DeclReferenceExprSyntax.self):
            if let verbatim = literal("verbatim") { return .verbatim(verbatim) }
            guard let first = arguments.first, first.label == nil else { return nil }
            return string(first.expression, localizes: true)
        case "tr" where callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "L10n":
            let strings = arguments.compactMap { $0.expression.as(StringLiteralExprSyntax.self).flatMap(plainText) }
            guard strings.count >= 2 else { return .runtime(call.trimmedDescription) }
            return .key(strings[1], table: strings[0] == "Localizable" ? nil : strings[0], fallbackLanguage: declarations.fallbackLanguages["tr"])
        case let name? where declarations.localizingFunctions.contains(name):
            // `String.localized("k")`, `.localized("k")`, `"k".localized()`.
            let base = callee.as(MemberAccessExprSyntax.self)?.base
            let fallbackLanguage = declarations.fallbackLanguages[name]
            let wrapperTable = declarations.wrapperTables[name]
            if let base, let key = base.as(StringLiteralExprSyntax.self).flatMap(plainText) { return .key(key, table: wrapperTable, fallbackLanguage: fallbackLanguage) }
            if base == nil || base?.trimmedDescription == "String", let first = arguments.first {
                // A wrapper's `value:` is NSLocalizedString's.
                let shown = shownWithoutKey()
                return first.expression.as(StringLiteralExprSyntax.self).flatMap(plainText).map {
                    .key($0, table: wrapperTable, fallback: shown.text, fallbackLanguage: fallbackLanguage, computedFallback: shown.computed)
                }
                    ?? .runtime(call.trimmedDescription)
            }
            return nil
        default:
            // SwiftGen functions with parameters: `L10n.items(count)`.
            if let entry = declarations.swiftGenKeys[callee.trimmedDescription] { return swiftGen(entry) }
            return nil
        }
    }

    private func swiftGen(_ entry: SwiftDeclarations.SwiftGenKey) -> CodeString {
        // `static let profile = NSLocalizedString("", value: "Профиль", comment: "")`: the value in every language.
        if entry.key.isEmpty, let fallback = entry.fallback, !fallback.isEmpty { return .verbatim(fallback) }
        if entry.key.isEmpty, let computed = entry.computedFallback { return .runtime(computed) }
        return .key(entry.key, table: entry.table == "Localizable" ? nil : entry.table, fallback: entry.fallback,
             fallbackLanguage: declarations.fallbackLanguages["tr"], computedFallback: entry.computedFallback)
    }

    private func memberString(_ member: MemberAccessExprSyntax) -> CodeString? {
        var path = member.trimmedDescription.filter { !$0.isWhitespace }
        // `Localizable.profileTab` with the file's `typealias Localizable = String.Localized.Tabs`.
        if let alias = path.split(separator: ".").first, let type = declarations.typeAliases[String(alias)] { path = type + path.dropFirst(alias.count) }
        if let entry = declarations.swiftGenKeys[path] { return swiftGen(entry) }
        if let text = declarations.constantTexts[path] { return text }
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        if declarations.localizingProperties.contains(name), let key = base.as(StringLiteralExprSyntax.self).flatMap(plainText) {
            return .key(key, table: declarations.wrapperTables[name], fallbackLanguage: declarations.fallbackLanguages[name])
        }
        if let value = tabValue(base), let property = declarations.types[value.type]?.properties[name] {
            return property[value.member] ?? .runtime(member.trimmedDescription)
        }
        return nil
    }

    /// The label view a tab value's property builds (`tab.label`), with the value bound as `self`.
    func labelView(_ expression: ExprSyntax) -> (CodeBlockItemListSyntax, SwiftExpressionEvaluator)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let value = tabValue(base),
              let statements = declarations.types[value.type]?.labelViews[member.declName.baseName.text] else { return nil }
        var inner = self
        inner.bindings["self"] = value
        return (statements, inner)
    }

    /// The tab value an expression names: a bound parameter, `AppTab.home`, or `.home` of `type`.
    func tabValue(_ expression: ExprSyntax, type: String? = nil) -> TabValue? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return bindings[reference.baseName.text] }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        if let base = member.base {
            let typeName = base.trimmedDescription
            return declarations.types[typeName].flatMap { $0.members.contains(name) ? TabValue(type: typeName, member: name) : nil }
        }
        if let type, declarations.types[type]?.members.contains(name) == true { return TabValue(type: type, member: name) }
        return nil
    }

    /// `tab == .explore ? .search : .none` for the bound tab, or a plain `.search`.
    func isSearchRole(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil && member.declName.baseName.text == "search" }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 5, let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self),
              let bound = tabValue(elements[0]), let compared = tabValue(elements[2], type: bound.type) else { return false }
        let isEqual = elements[1].trimmedDescription == "==" ? bound == compared : elements[1].trimmedDescription == "!=" ? bound != compared : false
        return isSearchRole(isEqual ? ternary.thenExpression : elements[4])
    }
}
