import BarAuditModel

/// What the importers share: the configuration's code strings applied to an imported item.
enum ImportedItems {
    static func apply(_ fields: [String: String]?, to item: inout Item, at location: SourceLocation) {
        guard let fields else { return }
        func key(_ field: String) -> Text? { fields[field].map { Text(.key($0), location: location) } }
        if let title = key("title") { item.title = title }
        if let label = key("label") { item.accessibility.label = label }
        if let value = key("value") { item.accessibility.value = value }
        if let hint = key("hint") { item.accessibility.hint = hint }
        if let badge = fields["badge"] { item.badge = Text(.literal(badge), location: location) }
    }
}
