import SwiftParser
import SwiftSyntax

/// The item an enum's instance member makes for some of its values: AlphaWallet's `enum Tabs { var tabBarItem:
/// UITabBarItem { switch self { case .tokens: return UITabBarItem(…) … case .swap: … } } }`. The values are a table of
/// items the app picks from (`ActiveWalletViewModel.Tabs.tokens.tabBarItem`), not a bar's tabs.
public struct EnumValueItem: Hashable, Sendable {
    /// The enum's own name (`Tabs`), the last part of an extension's (`NavigationViewModel.Tab` → `Tab`).
    public var type: String
    /// The property or function that makes the item (`tabBarItem`).
    public var member: String
    /// The values of the `case` making it (`case .activities, .transactions:` → both).
    public var cases: [String]

    public init(type: String, member: String, cases: [String]) {
        self.type = type
        self.member = member
        self.cases = cases
    }
}

/// What an Xcode archive compiles and runs: the Release configuration, for a device. Xcode's templates define `DEBUG` only
/// in the Debug configuration (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`), and an archive is built for a device, not
/// the simulator: code under `#if DEBUG` or `#if targetEnvironment(simulator)`, or under an `if` on a flag the app sets
/// from `#if DEBUG` (`static var isDebug: Bool { #if DEBUG return true #else return false #endif }`), runs for no user.
public enum ReleaseBuild {
    /// How the project's code uses an enum value's item, by value: true where some use runs in a Release build, false where
    /// every use is debug-only code. Values the code never names as `Type.value.member` are left out.
    public static func usesOfValueItems(_ item: EnumValueItem, in source: String, debugFlags: Set<String>) -> [String: Bool] {
        guard let tree = parsedWithinLimits(source) else { return [:] }
        let wanted = Set(item.cases)
        var uses: [String: Bool] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(item.member) {
            // `ActiveWalletViewModel.Tabs.swap.tabBarItem`, `Tabs.swap.tabBarItem`: the member read from a value the type names.
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                  let value = access.base?.as(MemberAccessExprSyntax.self), wanted.contains(value.declName.baseName.text),
                  let typePath = value.base?.trimmedDescription, typePath == item.type || typePath.hasSuffix("." + item.type) else { continue }
            let runs = !isDebugOnly(Syntax(access), debugFlags: debugFlags)
            uses[value.declName.baseName.text] = (uses[value.declName.baseName.text] ?? false) || runs
        }
        return uses
    }

    /// Whether the code at `node` runs only in a debug build: in a clause of `#if` a Release build for a device leaves out,
    /// or in the body of an `if` one of whose conditions (or `&&` operands) is a debug flag.
    static func isDebugOnly(_ node: Syntax, debugFlags: Set<String>) -> Bool {
        var child = node
        while let parent = child.parent {
            if let clause = child.as(IfConfigClauseSyntax.self), let conditional = parent.parent?.as(IfConfigDeclSyntax.self),
               iOSClause(conditional)?.id != clause.id {
                return true
            }
            if let conditional = parent.as(IfExprSyntax.self), Syntax(conditional.body) == child,
               conditional.conditions.contains(where: { element in
                   guard case .expression(let condition) = element.condition else { return false }
                   return isFalseInRelease(condition, debugFlags: debugFlags)
               }) {
                return true
            }
            child = parent
        }
        return false
    }

    /// `Environment.isDebug`, or `Environment.isDebug && Features.current.isAvailable(.isSwapEnabled)`: false when any
    /// operand of `&&` is a debug flag.
    private static func isFalseInRelease(_ condition: ExprSyntax, debugFlags: Set<String>) -> Bool {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.allSatisfy({ element in element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text == "&&" } ?? true }) else { return false }
            return elements.contains { !$0.is(BinaryOperatorExprSyntax.self) && isFalseInRelease($0, debugFlags: debugFlags) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return isFalseInRelease(inner, debugFlags: debugFlags)
        }
        return debugFlags.contains(condition.trimmedDescription)
    }

    /// The Boolean properties a source declares whose value is `true` under `#if DEBUG` and `false` otherwise
    /// (`public static var isDebug: Bool { #if DEBUG return true #else return false #endif }`, or the same in a closure
    /// called to initialise a `let`), each as `Type.name` and as the bare name the type's own code writes.
    public static func debugFlags(in source: String) -> Set<String> {
        guard let tree = parsedWithinLimits(source) else { return [] }
        let finder = DebugFlagFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}

/// The source's tree, or nil when it is nested past what swift-syntax reads safely (as a tab file is not read).
private func parsedWithinLimits(_ source: String) -> SourceFileSyntax? {
    guard nestingTooDeepToParse(source) == nil else { return nil }
    let tree = Parser.parse(source: source)
    return nodeTooDeep(Syntax(tree)) == nil ? tree : nil
}

private final class DebugFlagFinder: SyntaxVisitor {
    var found = Set<String>()

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var body: Syntax?
            if case .getter(let statements)? = binding.accessorBlock?.accessors { body = Syntax(statements) }
            if case .accessors(let accessors)? = binding.accessorBlock?.accessors, let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                body = getter.body.map { Syntax($0.statements) }
            }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                body = Syntax(closure.statements)
            }
            guard let body, Self.isTrueOnlyInDebug(body) else { continue }
            found.insert(name)
            if let type = Self.enclosingTypeName(of: Syntax(node)) { found.insert("\(type).\(name)") }
        }
        return .skipChildren
    }

    /// A body that is one `#if DEBUG` whose clause returns (or is) `true` and whose `#else` returns `false`.
    private static func isTrueOnlyInDebug(_ body: Syntax) -> Bool {
        let conditionals = body.children(viewMode: .sourceAccurate).compactMap { $0.as(CodeBlockItemSyntax.self)?.item.as(IfConfigDeclSyntax.self) }
        guard body.children(viewMode: .sourceAccurate).count == 1, let conditional = conditionals.first, conditional.clauses.count == 2 else { return false }
        let clauses = Array(conditional.clauses)
        guard clauses[0].condition?.trimmedDescription == "DEBUG", clauses[1].poundKeyword.tokenKind == .poundElse else { return false }
        return value(of: clauses[0]) == "true" && value(of: clauses[1]) == "false"
    }

    /// `return true` or `true`, the clause's only statement.
    private static func value(of clause: IfConfigClauseSyntax) -> String? {
        guard case .statements(let statements)? = clause.elements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression?.trimmedDescription }
        return item.as(ExprSyntax.self)?.trimmedDescription
    }

    private static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let declaration = scope.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
            current = scope.parent
        }
        return nil
    }
}
