/// The locales a run audits (`--locale`, or `locales:` in the configuration). Tags are compared as
/// BCP 47 compares them — without regard to case, and with `_` taken for `-` — so that `pt_BR` or
/// `pt-br` selects a bar's `pt-BR` instead of silently selecting nothing.
public struct LocaleSelection: Sendable, Hashable {
    /// As the user wrote them.
    public let tags: [String]
    private let keys: Set<String>

    public init(_ tags: [String]) {
        self.tags = tags
        keys = Set(tags.map(Self.key))
    }

    public func selects(_ locale: String) -> Bool { keys.contains(Self.key(locale)) }

    /// The tags that select none of `locales`, as the user wrote them.
    public func unmatched<Locales: Sequence<String>>(by locales: Locales) -> [String] {
        let shipped = Set(locales.map(Self.key))
        return tags.filter { !shipped.contains(Self.key($0)) }
    }

    private static func key(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 }).lowercased()
    }
}
