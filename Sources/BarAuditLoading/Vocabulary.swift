/// The names the bar definition format knows, per element, shared by both encodings.
/// `Rules/schema/bar-definition.xsd` and `.schema.json` say the same; a test keeps them in step.
enum Vocabulary {
    struct Kind {
        var fields: [String]
        /// Child element name → the JSON member that holds it (an array when `repeated`).
        var children: [Child]
        var hasText = false
    }

    struct Child {
        var kind: String
        var jsonMember: String
        var repeated: Bool
    }

    static let kinds: [String: Kind] = Dictionary(uniqueKeysWithValues: kindsInOrder)

    /// `kinds[name]`, found by comparing the name with each, most frequent first, not by hashing it: the
    /// readers ask for every element, several times, and hashing names was 4 % of loading a corpus.
    static func kind(named name: String) -> Kind? {
        kindsInOrder.first { $0.name == name }?.kind
    }

    private static let kindsInOrder: [(name: String, kind: Kind)] = [
        ("string", Kind(fields: ["key"], children: [], hasText: true)),
        ("variant", Kind(fields: ["category"], children: [], hasText: true)),
        ("plural", Kind(fields: ["key"], children: [Child(kind: "variant", jsonMember: "", repeated: true)])),
        ("item", Kind(
            fields: ["id", "title", "titleKey", "titleDefault", "systemItem", "badge", "badgeKey", "badgeDefault", "enabled", "role", "titleLines", "titleCase"],
            children: [Child(kind: "image", jsonMember: "image", repeated: false),
                       Child(kind: "accessibility", jsonMember: "accessibility", repeated: false),
                       Child(kind: "frame", jsonMember: "frame", repeated: false),
                       Child(kind: "suppress", jsonMember: "suppressions", repeated: true)]
        )),
        ("image", Kind(fields: ["name", "shape", "width", "height"], children: [])),
        ("accessibility", Kind(
            fields: ["label", "labelKey", "labelDefault", "value", "valueKey", "valueDefault", "hint", "hintKey", "hintDefault", "identifier"], children: []
        )),
        ("strings", Kind(
            fields: ["locale"],
            children: [Child(kind: "string", jsonMember: "", repeated: true),
                       Child(kind: "plural", jsonMember: "", repeated: true)]
        )),
        ("bar", Kind(
            fields: ["id", "platform", "sourceLocale", "locales", "selected", "titleVisibility", "alignment",
                     "positioning", "deviceClasses", "widths", "labelStyle", "itemLayout", "itemPadding", "spacers"],
            children: [Child(kind: "size", jsonMember: "size", repeated: false),
                       Child(kind: "item", jsonMember: "items", repeated: true),
                       Child(kind: "suppress", jsonMember: "suppressions", repeated: true)]
        )),
        ("baraudit", Kind(
            fields: ["version"],
            children: [Child(kind: "bar", jsonMember: "bars", repeated: true),
                       Child(kind: "strings", jsonMember: "strings", repeated: true)]
        )),
        ("suppress", Kind(fields: ["rule", "reason"], children: [])),
        ("size", Kind(fields: ["width", "height"], children: [])),
        ("frame", Kind(fields: ["width", "height"], children: [])),
    ]
}
