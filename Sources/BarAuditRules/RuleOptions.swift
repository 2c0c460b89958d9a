/// A rule option's value, as the catalog gives its default and a configuration overrides it.
public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): value
        case .list(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// The options in force for one rule: catalog defaults with any overrides applied.
public struct RuleOptions: Sendable {
    public var values: [String: OptionValue] {
        didSet { sets = Self.sets(of: values) }
    }
    /// The list options as sets, made once per rule rather than in each check: a rule that made a set of
    /// its word list per item and locale took 1.1 s for a 200,000-word `same-in-every-language` beside a
    /// bar of 4 items in 8 locales, and multiplied any long list by the bar's items and locales.
    private var sets: [String: Set<String>]

    /// The numbers an option accepts: thresholds are counts and sizes, and a bound keeps every
    /// conversion to an integer exact (a configuration's `.inf` or `1e19` is an error, not a trap).
    public static let numberRange: ClosedRange<Double> = 0...1_000_000

    /// Why a value cannot be an option's, or nil when it can.
    public static func problem(with value: OptionValue) -> String? {
        guard case .number(let number) = value, !numberRange.contains(number) else { return nil }
        return "must be a number from \(Int(numberRange.lowerBound)) to \(Int(numberRange.upperBound)), not \(number)"
    }

    public init(_ values: [String: OptionValue] = [:]) {
        self.values = values
        sets = Self.sets(of: values)
    }

    private static func sets(of values: [String: OptionValue]) -> [String: Set<String>] {
        values.compactMapValues { value in
            if case .list(let list) = value { Set(list) } else { nil }
        }
    }

    public func number(_ name: String) -> Double? {
        if case .number(let value) = values[name] { return value }
        return nil
    }

    /// A numeric option as a whole number (rounded down), within `numberRange`.
    public func count(_ name: String) -> Int? {
        number(name).map { Int(min(max($0, Self.numberRange.lowerBound), Self.numberRange.upperBound).rounded(.down)) }
    }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value) = values[name] { return value }
        return nil
    }

    public func list(_ name: String) -> [String] {
        if case .list(let values) = values[name] { return values }
        return []
    }

    /// A list option as a set, for asking whether it holds a value.
    public func set(_ name: String) -> Set<String> {
        sets[name] ?? []
    }
}
