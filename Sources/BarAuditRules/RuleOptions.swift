/// A rule option's value, as the catalog gives its default and a configuration overrides it.
public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .number(let value): value.rounded() == value ? String(Int(value)) : String(value)
        case .string(let value): value
        case .list(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// The options in force for one rule: catalog defaults with any overrides applied.
public struct RuleOptions: Sendable {
    public var values: [String: OptionValue]

    public init(_ values: [String: OptionValue] = [:]) {
        self.values = values
    }

    public func number(_ name: String) -> Double? {
        if case .number(let value) = values[name] { return value }
        return nil
    }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value) = values[name] { return value }
        return nil
    }

    public func list(_ name: String) -> [String] {
        if case .list(let values) = values[name] { return values }
        return []
    }
}
