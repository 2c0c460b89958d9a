import BarAuditData
import BarAuditModel

/// One rule's catalog entry (`Rules/catalog/<id>.yml`): what it checks, why, and examples that the
/// test suite runs.
public struct RuleDescription: Sendable {
    public struct Reference: Sendable {
        public var title: String
        public var url: String?
    }

    public struct Option: Sendable {
        public var name: String
        public var defaultValue: OptionValue
        public var summary: String
        /// The only values a text option takes (`touch-target-size.level`), or nil for any text.
        public var values: [String]? = nil
    }

    public struct ExpectedFinding: Sendable {
        public var item: String?
        public var locale: String?
        /// Text the finding's message must contain.
        public var message: String
        public var severity: Severity?
    }

    public struct Example: Sendable {
        public var summary: String
        /// XML elements that go inside `<baraudit version="1">…</baraudit>`.
        public var definition: String
        /// For triggering examples, exactly the findings the rule must report.
        public var findings: [ExpectedFinding]

        /// The example as a complete XML bar definition.
        public var document: String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<baraudit version=\"1\">\n\(definition)</baraudit>\n"
        }
    }

    public var id: String
    public var title: String
    public var family: String
    public var defaultSeverity: Severity
    /// Opt-in rules run only when enabled by configuration.
    public var optIn: Bool
    public var rationale: String
    public var references: [Reference]
    public var options: [Option]
    public var falsePositives: [String]
    public var falseNegatives: [String]
    public var triggering: [Example]
    public var nonTriggering: [Example]
    /// Where the entry lives in the repository.
    public var path: String

    public var defaultOptions: RuleOptions {
        RuleOptions(Dictionary(options.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// The rule catalog compiled into the binary from `Rules/catalog/`.
public struct RuleCatalog: Sendable {
    public static let directory = "Rules/catalog"
    public static let builtIn = RuleCatalog(
        entries: EmbeddedData.files(under: directory).map(\.path).filter { $0.hasSuffix(".yml") }.map { path in
            (path, Result { try EmbeddedData.document(path) })
        })

    public let descriptions: [RuleDescription]
    /// Entries that could not be read, as `path: problem` (a test requires none).
    public let problems: [String]

    /// From each entry's path and parsed tree (`EmbeddedData.document`).
    public init(entries: [(path: String, document: Result<Any, any Error>)]) {
        var descriptions: [RuleDescription] = []
        var problems: [String] = []
        for entry in entries {
            do {
                descriptions.append(try CatalogEntryReader(path: entry.path).read(entry.document.get()))
            } catch {
                problems.append("\(entry.path): \(error)")
            }
        }
        self.descriptions = descriptions.sorted { $0.id < $1.id }
        self.problems = problems
    }

    public func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public var ids: [String] { descriptions.map(\.id) }
}

/// Reads one catalog YAML file strictly: unknown keys and wrong types are problems, not silence.
private struct CatalogEntryReader {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    let path: String

    func read(_ document: Any) throws -> RuleDescription {
        guard let root = document as? [String: Any] else { throw Problem(description: "not a mapping") }
        try known(root, ["id", "title", "family", "severity", "opt-in", "rationale", "references", "options",
                         "false-positives", "false-negatives", "examples"], in: "entry")
        let id = try string(root, "id")
        let expectedFile = "\(RuleCatalog.directory)/\(id).yml"
        guard path == expectedFile else { throw Problem(description: "id '\(id)' belongs in \(expectedFile)") }
        guard let severity = Severity(rawValue: try string(root, "severity")) else {
            throw Problem(description: "severity must be error, warning or info")
        }
        let examples = root["examples"] as? [String: Any] ?? [:]
        try known(examples, ["triggering", "non-triggering"], in: "examples")
        return RuleDescription(
            id: id,
            title: try string(root, "title"),
            family: try string(root, "family"),
            defaultSeverity: severity,
            optIn: root["opt-in"] as? Bool ?? false,
            rationale: try string(root, "rationale").trimmingWhitespace(),
            references: try list(root, "references").map { entry in
                try known(entry, ["title", "url"], in: "references")
                return RuleDescription.Reference(title: try string(entry, "title"), url: entry["url"] as? String)
            },
            options: try list(root, "options").map(option),
            falsePositives: root["false-positives"] as? [String] ?? [],
            falseNegatives: root["false-negatives"] as? [String] ?? [],
            triggering: try list(examples, "triggering").map(example),
            nonTriggering: try list(examples, "non-triggering").map(example),
            path: path
        )
    }

    private func option(_ entry: [String: Any]) throws -> RuleDescription.Option {
        try known(entry, ["name", "default", "description", "values"], in: "options")
        let name = try string(entry, "name")
        let value: OptionValue
        switch entry["default"] {
        case let flag as Bool: value = .bool(flag)
        case let number as Int: value = .number(Double(number))
        case let number as Double: value = .number(number)
        case let text as String: value = .string(text)
        case let items as [Any]: value = .list(items.map { "\($0)" })
        default: throw Problem(description: "option '\(name)' needs a default")
        }
        var values: [String]?
        if let listed = entry["values"] {
            guard let texts = listed as? [String], case .string(let text) = value, texts.contains(text) else {
                throw Problem(description: "option '\(name)': values must be a list of text holding its default")
            }
            values = texts
        }
        return RuleDescription.Option(name: name, defaultValue: value, summary: try string(entry, "description"), values: values)
    }

    private func example(_ entry: [String: Any]) throws -> RuleDescription.Example {
        try known(entry, ["description", "definition", "findings"], in: "examples")
        let findings = try list(entry, "findings").map { finding in
            try known(finding, ["item", "locale", "message", "severity"], in: "findings")
            return RuleDescription.ExpectedFinding(
                item: finding["item"] as? String, locale: finding["locale"] as? String,
                message: try string(finding, "message"),
                severity: (finding["severity"] as? String).flatMap(Severity.init(rawValue:)))
        }
        return RuleDescription.Example(
            summary: try string(entry, "description"), definition: try string(entry, "definition"), findings: findings)
    }

    private func known(_ mapping: [String: Any], _ keys: Set<String>, in section: String) throws {
        if let unknown = mapping.keys.sorted().first(where: { !keys.contains($0) }) {
            throw Problem(description: "unknown key '\(unknown)' in \(section)")
        }
    }

    private func string(_ mapping: [String: Any], _ key: String) throws -> String {
        guard let value = mapping[key] as? String, !value.isEmpty else { throw Problem(description: "'\(key)' must be a non-empty string") }
        return value
    }

    private func list(_ mapping: [String: Any], _ key: String) throws -> [[String: Any]] {
        guard let value = mapping[key] else { return [] }
        guard let items = value as? [[String: Any]] else { throw Problem(description: "'\(key)' must be a list of mappings") }
        return items
    }
}
