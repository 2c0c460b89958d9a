import BarAuditModel

/// A scalar as the file wrote it. XML attributes are always `.string`; JSON keeps its types.
enum RawValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([RawValue])
    case null
    /// A JSON object or array where a scalar was expected; kept so the builder can say so.
    case structure(String)

    var typeName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .list: "an array"
        case .null: "null"
        case .structure(let name): name
        }
    }
}

struct RawField {
    var name: String
    var value: RawValue
    /// Where the field's name is written (for "unknown field" warnings).
    var nameLocation: SourceLocation
    /// Where its value is written (for type errors and for findings about the value).
    var valueLocation: SourceLocation
}

/// A format-neutral element: an XML element or a JSON object, with its scalar fields and child nodes.
/// Both readers produce this tree; one builder turns it into the model, so XML and JSON cannot drift apart.
struct RawNode {
    /// The element name; for JSON, the singular of the array or member that holds the object.
    var kind: String
    var location: SourceLocation
    /// How messages name the node: a JSON path (`bars[0].items[2]`) or an XML element (`<item>`).
    var path: String
    var fields: [RawField] = []
    var children: [RawNode] = []
    /// XML text content / JSON string value, for `string` and `variant` nodes.
    var text: String?

    func field(_ name: String) -> RawField? { fields.first { $0.name == name } }
    /// The children of one kind, found as they are read: a copy of a bar's 100,000 items was 17 MB.
    func children(_ kind: String) -> LazyFilterSequence<[RawNode]> { children.lazy.filter { $0.kind == kind } }

    /// How a message names one of this node's fields.
    func path(of field: String, format: DefinitionFormat) -> String {
        switch format {
        case .json: "\(path).\(field)"
        case .xml: "attribute '\(field)' of \(path)"
        }
    }
}
