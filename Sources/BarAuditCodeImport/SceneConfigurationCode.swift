import SwiftParser
import SwiftSyntax

/// What an app delegate's `application(_:configurationForConnecting:options:)` does to the storyboard of
/// the scene configuration it returns. UIKit takes a configuration's initial `storyboard` from the
/// Info.plist's `UISceneStoryboardFile` and loads that storyboard's initial view controller into the
/// scene's window (UIKit, `UISceneConfiguration.storyboard`); a delegate that sets it to `nil` makes
/// every scene's interface in code, and the storyboard the Info.plist names is never shown.
public enum SceneConfigurationCode {
    /// The position of `configuration.storyboard = nil` when such a method of the file says so in its own
    /// body, not inside an `if`, a `guard`'s `else` or a closure, and assigns the storyboard nothing else
    /// anywhere in its body; nil otherwise.
    public static func storyboardCleared(in source: String) -> CodePosition? {
        // A source the tab reader would not parse or walk (nested too deep) crashed the run here, read without a check.
        guard nestingTooDeepToParse(source) == nil else { return nil }
        let tree = Parser.parse(source: source)
        guard nodeTooDeep(Syntax(tree)) == nil else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ConfigurationMethodFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for body in finder.bodies {
            let assignments = StoryboardAssignments(viewMode: .sourceAccurate)
            assignments.walk(body)
            guard !assignments.found.isEmpty, assignments.found.allSatisfy(\.isNil) else { continue }
            let topLevel = Set(body.statements.map(\.id))
            if let cleared = assignments.found.first(where: { $0.sequence.parent.map { topLevel.contains($0.id) } ?? false }) {
                return SwiftTabReader.position(cleared.sequence, converter)
            }
        }
        return nil
    }

    /// The position of the window's root set in code at launch, whatever happens, when the file's
    /// `scene(_:willConnectTo:options:)` (or, for an app without scenes, `application(_:didFinishLaunchingWithOptions:)`)
    /// assigns `rootViewController` in its own body (not inside an `if`, a `switch` or a closure), with no `return`
    /// before it but a `guard`'s on the scene's cast (`guard let windowScene = scene as? UIWindowScene else { return }`),
    /// in a method that neither names a storyboard nor reads the root (`readsAStoryboard`).
    /// UIKit shows the launch storyboard's initial view controller in the window only after that method returns, so the
    /// root set there replaces it before anyone sees it. nil otherwise.
    public static func rootReplacedAtLaunch(in source: String, scenes: Bool) -> CodePosition? {
        guard nestingTooDeepToParse(source) == nil else { return nil }
        let tree = Parser.parse(source: source)
        guard nodeTooDeep(Syntax(tree)) == nil else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = LaunchMethodFinder(viewMode: .sourceAccurate)
        finder.scenes = scenes
        finder.walk(tree)
        for body in finder.bodies where !readsAStoryboard(codeText(body)) {
            for statement in body.statements {
                if let guarded = statement.item.as(GuardStmtSyntax.self) {
                    guard guarded.conditions.allSatisfy({ $0.trimmedDescription.contains("as? UIWindowScene") }) else { break }
                    continue
                }
                if statement.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) { break }
                guard let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController" else { continue }
                return SwiftTabReader.position(sequence, converter)
            }
        }
        return nil
    }

    /// A node's tokens, comments left out (Xcode's template says "If using a storyboard, the `window` property will
    /// automatically be initialized" in the method it writes).
    private static func codeText(_ node: some SyntaxProtocol) -> String {
        node.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }

    /// Whether a method's text may hand the storyboard's controller on: it names a storyboard or instantiates a
    /// controller, or reads `rootViewController` (anything but `x.rootViewController = …` and the argument label
    /// `rootViewController:`).
    private static func readsAStoryboard(_ text: String) -> Bool {
        if ["storyboard", "Storyboard", "instantiate"].contains(where: { text.contains($0) }) { return true }
        var rest = text[...]
        while let range = rest.firstRange(of: "rootViewController") {
            let after = rest[range.upperBound...].drop { $0 == " " }
            let isAssignment = after.hasPrefix("=") && !after.hasPrefix("==")
            if !isAssignment, !after.hasPrefix(":") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The bodies of `scene(_:willConnectTo:options:)`, or `application(_:didFinishLaunchingWithOptions:)`.
    private final class LaunchMethodFinder: SyntaxVisitor {
        var scenes = true
        var bodies: [CodeBlockSyntax] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            if let body = node.body, scenes ? node.name.text == "scene" && labels.contains("willConnectTo")
                : node.name.text == "application" && labels.contains("didFinishLaunchingWithOptions") {
                bodies.append(body)
            }
            return .skipChildren
        }
    }

    /// The bodies of `application(_:configurationForConnecting:options:)` methods.
    private final class ConfigurationMethodFinder: SyntaxVisitor {
        var bodies: [CodeBlockSyntax] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "application", let body = node.body,
               node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "configurationForConnecting" }) {
                bodies.append(body)
            }
            return .skipChildren
        }
    }

    /// Every `x.storyboard = value` in a body.
    private final class StoryboardAssignments: SyntaxVisitor {
        var found: [(sequence: SequenceExprSyntax, isNil: Bool)] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "storyboard" {
                found.append((node, elements[2].is(NilLiteralExprSyntax.self)))
            }
            return .visitChildren
        }
    }
}
