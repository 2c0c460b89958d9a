import SwiftParser
import SwiftSyntax

/// What the code that makes a view controller does with it, read where it is made: a class that titles its own tab
/// (`tabBarItem = UITabBarItem(…)` in its `init`) is a tab only where some tab bar shows it. VLC's
/// `PodcastsViewController` titles itself, but the only code making it returns it to Objective-C that pushes it onto
/// the On Air tab's navigation stack; its Artists tab is made only where `userInterfaceIdiom == .pad`.
public enum ControllerUse: Hashable, Sendable {
    /// Pushed onto a navigation stack, presented or shown (`pushViewController`, `present`, `show`,
    /// `showDetailViewController`): a screen of another tab, not a tab.
    case shown
    /// Put in a list (an array's element, `append`, `insert`), perhaps a tab bar's. `onlyOnPad`: only inside an `if` that
    /// asks `userInterfaceIdiom == .pad`; `availableFrom`: the iOS an `#available` of such an `if` asks for.
    case listed(onlyOnPad: Bool, availableFrom: Double?)
    /// Returned by a function (`static func makePodcastsViewController(mediaLibraryService:)`): its callers decide. Its
    /// Swift name, and the first part of the selector Objective-C calls it by (`makePodcastsViewControllerWithMediaLibraryService`).
    case returned(function: String, selector: String)
    /// Anything else: kept in a property read elsewhere, given to a function, a root of a window.
    case unknown
}

/// A Swift file parsed for where it makes and hands on view controllers (`ControllerUse`): its calls by called name and its
/// names by text, gathered in one walk, so that each class asked about costs a lookup rather than a walk.
public final class SwiftControllerUses: @unchecked Sendable {
    private let calls: [String: [FunctionCallExprSyntax]]
    private let references: [String: [DeclReferenceExprSyntax]]
    /// How many steps a use is followed through names, navigation controllers and immediately called closures.
    static let maximumSteps = 8
    /// The most uses of one name followed from one step (a property read in 10,000 places is not a tab's).
    static let maximumReferences = 64
    /// The most uses followed for one controller made, over all steps: names bound to names (`let b = a`, 64 at each of
    /// the 8 steps) would otherwise be followed 64⁸ times.
    static let maximumUsesFollowed = 512

    public init?(source: String) {
        guard nestingTooDeepToParse(source) == nil else { return nil }
        let tree = Parser.parse(source: source)
        guard nodeTooDeep(Syntax(tree)) == nil else { return nil }
        final class Gatherer: SyntaxVisitor {
            var calls: [String: [FunctionCallExprSyntax]] = [:]
            var references: [String: [DeclReferenceExprSyntax]] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = SwiftControllerUses.calledName(node) { calls[name, default: []].append(node) }
                return .visitChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                references[node.baseName.text, default: []].append(node)
                return .visitChildren
            }
        }
        let gatherer = Gatherer(viewMode: .sourceAccurate)
        gatherer.walk(tree)
        calls = gatherer.calls
        references = gatherer.references
    }

    /// The uses of each controller the file makes with `name(…)` (a class's initializer, `name.init(…)`) or a function
    /// `name` returns (`Bridge.make…(…)`, `make…()`); nil when there are more than `limit` such calls.
    public func uses(ofCallsTo name: String, limit: Int) -> [ControllerUse]? {
        let made = calls[name] ?? []
        guard made.count <= limit else { return nil }
        return made.flatMap { call in
            var budget = Self.maximumUsesFollowed
            return uses(of: ExprSyntax(call), steps: 0, budget: &budget)
        }
    }

    /// `X(…)`, `X.init(…)`, `f(…)`, `self.f(…)`, `Type.f(…)`: the name called.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) { return base.baseName.text }
        return member.declName.baseName.text
    }

    /// The messages that show a controller as a screen of the current one.
    private static let showingCalls: Set<String> = ["pushViewController", "present", "show", "showDetailViewController"]

    private func uses(of expression: ExprSyntax, steps: Int, budget: inout Int) -> [ControllerUse] {
        guard steps < Self.maximumSteps else { return [.unknown] }
        // A use only a non-iOS build compiles (`#else` of `#if os(iOS)`) is none of an iPhone's.
        guard isCompiledForIOS(Syntax(expression)) else { return [] }
        var node = Syntax(expression)
        // `try X()`, `await X()`, `X()!`, `(X())`: the same controller.
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            || (parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true && parent.parent?.as(LabeledExprListSyntax.self)?.count == 1) {
            node = parent.is(LabeledExprSyntax.self) ? Syntax(parent.parent!.parent!) : parent
        }
        guard let parent = node.parent else { return [.unknown] }
        if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let called = Self.calledName(call) ?? ""
            if Self.showingCalls.contains(called), argument.label == nil { return [.shown] }
            // `UINavigationController(rootViewController: vc)`: the navigation controller is what is shown or listed.
            if argument.label?.text == "rootViewController", called.hasSuffix("NavigationController") { return uses(of: ExprSyntax(call), steps: steps + 1, budget: &budget) }
            if ["append", "insert"].contains(called) { return [listed(Syntax(call))] }
            return [.unknown]
        }
        if parent.is(ArrayElementSyntax.self) { return [listed(parent)] }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return usesOfName(name, boundAt: Syntax(binding), steps: steps, budget: &budget)
            }
            if let condition = initializer.parent?.as(OptionalBindingConditionSyntax.self), let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return usesOfName(name, boundAt: Syntax(condition), steps: steps, budget: &budget)
            }
            return [.unknown]
        }
        if parent.is(ReturnStmtSyntax.self) { return returned(from: parent, steps: steps, budget: &budget) }
        // The one expression of a closure or function body is what it returns.
        // (Only a closure's or a function's own body: the one statement of an `if` or `for` is not returned.)
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
           list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.parent?.is(FunctionDeclSyntax.self) == true {
            return returned(from: parent, steps: steps, budget: &budget)
        }
        return [.unknown]
    }

    /// A `let`/`var` (or `guard let`) bound to the controller: what each later use of the name does with it. A use
    /// that only configures it (`vc.title = …`, `vc.delegate = self`) is none; a stored property is read in the whole file.
    private func usesOfName(_ name: String, boundAt binding: Syntax, steps: Int, budget: inout Int) -> [ControllerUse] {
        let isProperty = binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        // A local's uses are searched in its block alone: a file of 1,000 functions each binding `c` looked through the
        // file's 1,000 `c`s for each. Each block's names are gathered once (1,000 locals of one function each walked it).
        let candidates = isProperty ? references[name] ?? [] : enclosingBlock(of: binding).map { references(in: $0)[name] ?? [] } ?? []
        var found: [ControllerUse] = []
        var followed = 0
        for reference in candidates where reference.position > binding.endPosition || (isProperty && !isInside(Syntax(reference), binding)) {
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
                // `name.title = …`: configuring it, no use.
                if member.base?.id == reference.id { continue }
                // `self.name` is the property; another value's member of that name is another variable.
                guard isProperty, member.base?.trimmedDescription == "self" else { continue }
                use = ExprSyntax(member)
            }
            followed += 1
            budget -= 1
            guard followed <= Self.maximumReferences, budget >= 0 else { return [.unknown] }
            found += uses(of: use, steps: steps + 1, budget: &budget)
        }
        return found.isEmpty ? [.unknown] : found
    }

    /// What returning the controller from `node`'s function or closure leads to: an immediately called closure (a lazy
    /// property's `= { … }()`) is its call's value; a function's callers decide (`.returned`).
    private func returned(from node: Syntax, steps: Int, budget: inout Int) -> [ControllerUse] {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id, call.arguments.isEmpty {
                    return uses(of: ExprSyntax(call), steps: steps + 1, budget: &budget)
                }
                return [.unknown]
            }
            if let function = scope.as(FunctionDeclSyntax.self) {
                return [.returned(function: function.name.text, selector: Self.objectiveCSelector(of: function))]
            }
            if scope.is(AccessorBlockSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(MemberBlockSyntax.self) { return [.unknown] }
            current = scope.parent
        }
        return [.unknown]
    }

    /// The first part of the selector Objective-C calls a Swift function by: `make()` → `make`, `make(_ x:)` → `make`,
    /// `make(mediaLibraryService:)` → `makeWithMediaLibraryService` (an `@objc(name)` is not read).
    static func objectiveCSelector(of function: FunctionDeclSyntax) -> String {
        let name = function.name.text
        guard let first = function.signature.parameterClause.parameters.first, first.firstName.text != "_" else { return name }
        return name + "With" + first.firstName.text.prefix(1).uppercased() + first.firstName.text.dropFirst()
    }

    /// A list use, with the idiom and availability checks of the `if`s around it (their bodies, not their `else`).
    private func listed(_ node: Syntax) -> ControllerUse {
        var onlyOnPad = false
        var availableFrom: Double?
        var child = node
        while let scope = child.parent {
            if let statement = scope.as(IfExprSyntax.self), statement.body.id == child.id {
                for condition in statement.conditions {
                    let text = condition.condition.trimmedDescription.filter { !$0.isWhitespace }
                    if text.contains("userInterfaceIdiom==.pad") || text.contains("userInterfaceIdiom==UIUserInterfaceIdiom.pad") || text.hasPrefix(".pad==") {
                        onlyOnPad = true
                    }
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self), availability.availabilityKeyword.tokenKind == .poundAvailable {
                        for argument in availability.availabilityArguments {
                            guard let platform = argument.argument.as(PlatformVersionSyntax.self), platform.platform.text == "iOS",
                                  let version = platform.version, let major = Double(version.major.text) else { continue }
                            let minor = version.components.first.flatMap { Double($0.number.text) } ?? 0
                            availableFrom = max(availableFrom ?? 0, major + minor / 10)
                        }
                    }
                }
            }
            child = scope
        }
        return .listed(onlyOnPad: onlyOnPad, availableFrom: onlyOnPad ? availableFrom : nil)
    }

    private func isCompiledForIOS(_ node: Syntax) -> Bool {
        var child = node
        while let scope = child.parent {
            if let clause = scope.as(IfConfigClauseSyntax.self), let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               iOSClause(conditional)?.id != clause.id {
                return false
            }
            child = scope
        }
        return true
    }

    /// The names of a block, by name, gathered on the first question about it.
    private var blockReferences: [SyntaxIdentifier: [String: [DeclReferenceExprSyntax]]] = [:]

    private func references(in scope: Syntax) -> [String: [DeclReferenceExprSyntax]] {
        if let known = blockReferences[scope.id] { return known }
        final class Finder: SyntaxVisitor {
            var found: [String: [DeclReferenceExprSyntax]] = [:]
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                found[node.baseName.text, default: []].append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(scope)
        blockReferences[scope.id] = finder.found
        return finder.found
    }

    private func enclosingBlock(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let scope = current {
            if scope.is(CodeBlockItemListSyntax.self) { return scope }
            current = scope.parent
        }
        return nil
    }

    private func isInside(_ node: Syntax, _ scope: Syntax) -> Bool {
        node.position >= scope.position && node.endPosition <= scope.endPosition
    }
}
