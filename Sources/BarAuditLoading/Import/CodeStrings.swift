/// Strings an app sets in code rather than in its storyboard or menu (an accessibility value built from
/// the badge count, a title set in viewDidLoad): from the configuration's `code_strings`, by item id —
/// the storyboard's tabBarItem object id or the Android menu item id — to a key per field
/// (`title`, `label`, `value`, `hint`) and a sample `badge` value.
public struct CodeStrings: Sendable, Hashable {
    public static let fields = ["title", "label", "value", "hint", "badge"]
    public var items: [String: [String: String]]

    public init(items: [String: [String: String]] = [:]) {
        self.items = items
    }
}
