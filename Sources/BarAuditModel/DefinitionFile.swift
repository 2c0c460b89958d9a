/// The encodings of a bar definition file.
public enum DefinitionFormat: String, Sendable, CaseIterable {
    case xml, json
}

/// Everything one bar definition file says: its bars and the string tables they use.
public struct DefinitionFile: Hashable, Sendable {
    public var path: String
    public var format: DefinitionFormat
    public var bars: [Bar]
    /// String tables by locale identifier.
    public var strings: [String: StringTable]

    public init(path: String, format: DefinitionFormat, bars: [Bar], strings: [String: StringTable]) {
        self.path = path
        self.format = format
        self.bars = bars
        self.strings = strings
    }

    /// The entry a text resolves to in a locale: nil for literals and for keys that locale lacks.
    public func entry(for text: Text, locale: String) -> LocalizedString? {
        guard let key = text.key else { return nil }
        return strings[locale]?.entries[key]
    }
}
