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
        let tree = Parser.parse(source: source)
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
