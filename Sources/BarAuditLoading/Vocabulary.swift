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

    static let kinds: [String: Kind] = [
        "baraudit": Kind(
            fields: ["version"],
            children: [Child(kind: "bar", jsonMember: "bars", repeated: true),
                       Child(kind: "strings", jsonMember: "strings", repeated: true)]
        ),
        "bar": Kind(
            fields: ["id", "platform", "sourceLocale", "locales", "selected", "titleVisibility", "alignment",
                     "positioning", "deviceClasses", "widths", "labelStyle", "itemLayout"],
            children: [Child(kind: "size", jsonMember: "size", repeated: false),
                       Child(kind: "item", jsonMember: "items", repeated: true),
                       Child(kind: "suppress", jsonMember: "suppressions", repeated: true)]
        ),
        "size": Kind(fields: ["width", "height"], children: []),
        "item": Kind(
            fields: ["id", "title", "titleKey", "titleDefault", "systemItem", "badge", "badgeKey", "badgeDefault", "enabled", "role", "titleLines"],
            children: [Child(kind: "image", jsonMember: "image", repeated: false),
                       Child(kind: "accessibility", jsonMember: "accessibility", repeated: false),
                       Child(kind: "frame", jsonMember: "frame", repeated: false),
                       Child(kind: "suppress", jsonMember: "suppressions", repeated: true)]
        ),
        "suppress": Kind(fields: ["rule", "reason"], children: []),
        "image": Kind(fields: ["name", "shape", "width", "height"], children: []),
        "accessibility": Kind(
            fields: ["label", "labelKey", "labelDefault", "value", "valueKey", "valueDefault", "hint", "hintKey", "hintDefault", "identifier"], children: []
        ),
        "frame": Kind(fields: ["width", "height"], children: []),
        "strings": Kind(
            fields: ["locale"],
            children: [Child(kind: "string", jsonMember: "", repeated: true),
                       Child(kind: "plural", jsonMember: "", repeated: true)]
        ),
        "string": Kind(fields: ["key"], children: [], hasText: true),
        "plural": Kind(fields: ["key"], children: [Child(kind: "variant", jsonMember: "", repeated: true)]),
        "variant": Kind(fields: ["category"], children: [], hasText: true),
    ]
}
