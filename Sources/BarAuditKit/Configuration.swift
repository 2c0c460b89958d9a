import BarAuditLoading
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation
import Yams

/// A problem in the configuration file, with where it is.
public struct ConfigurationError: Error, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var description: String { "\(location): error: \(message)".escapedForOneLine }
}

/// `.baraudit.yml`: what a team sets once instead of on every command line. Every key is optional;
/// command-line flags override it. Keys are snake_case, as SwiftLint's are; rule options keep the
/// catalog's names.
public struct Configuration: Sendable {
    public static let defaultFileName = ".baraudit.yml"

    /// Paths or globs audited when the command line names none.
    public var included: [String] = []
    /// Globs of files never audited.
    public var excluded: [String] = []
    public var locales: [String]?
    /// Device classes for bars that name none (replacing the default set).
    public var deviceClasses: [String]?
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: [String: OptionValue]] = [:]
    public var failOn: FailLevel?
    public var formats: [String]?
    public var output: String?
    public var baseline: String?
    public var strictBaseline: Bool?
    /// Strings imported apps set in code, by item id.
    public var codeStrings = CodeStrings()
    /// Keys and source-locale texts never to translate (names, brands): marked `isMarkedDoNotTranslate`.
    public var doNotTranslate: [String] = []
    /// Where the file is; globs are relative to its folder.
    public var path: String?

    public init() {}

    /// Every key the file may have.
    public static let keys = ["included", "excluded", "locales", "device_classes", "disabled_rules", "opt_in_rules", "severity",
                       "rule_options", "fail_on", "formats", "output", "baseline", "strict_baseline", "code_strings",
                       "do_not_translate"]

    /// The largest configuration read (200,000 words of rule options are 2 MB): `--config /dev/zero` read 256 MB.
    public static let maximumBytes = 16 * 1_048_576

    /// Reads and checks a configuration file: unknown keys, unknown rule ids and options, and wrong
    /// types are errors with line and column.
    public static func load(path: String, catalog: RuleCatalog = .builtIn) throws -> Configuration {
        let data: [UInt8]
        switch FileBytes.read(named: path, limit: maximumBytes) {
        case .success(let bytes): data = bytes
        case .failure(let why): throw ConfigurationError(location: SourceLocation(file: path), message: "cannot read the configuration file: \(why)")
        }
        // libyaml reads UTF-8 only: a UTF-16 file or an invalid byte gave an error without a location
        // that quoted the file's bytes (`c.yml: error: malformed YAML: 1:4: error: reader: control
        // characters are not allowed: ��r\u{0}u\u{0}…`).
        if let encoding = Self.unicodeEncoding(ofByteOrderMark: data) {
            throw ConfigurationError(location: SourceLocation(file: path, line: 1, column: 1),
                                     message: "the configuration file is \(encoding) (it starts with a byte order mark); expected UTF-8 text")
        }
        if let offset = SourceText.firstInvalidUTF8Offset(in: data) {
            throw ConfigurationError(location: Self.location(ofByte: offset, in: data, path: path),
                                     message: "invalid UTF-8 (byte 0x\(String(data[offset], radix: 16, uppercase: true))); expected UTF-8 text")
        }
        let text = String(decoding: data, as: UTF8.self)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            let key = duplicates.first ?? ""
            let first = SourceLocation(file: path, line: context.mark.line, column: context.mark.column)
            throw ConfigurationError(location: Self.repeatedKey(key, after: first, in: text) ?? first,
                                     message: "duplicate key '\(key)' (first at line \(first.line), column \(first.column ?? 1)); each key may appear once")
        } catch let error as YamlError {
            throw ConfigurationError(location: Self.location(of: error, in: path, bytes: data), message: "malformed YAML: \(Self.describe(error))")
        }
        var configuration = Configuration()
        configuration.path = path
        guard let root else { return configuration }
        try checkWrittenOutSize(root, path: path)
        var reader = Reader(path: path, catalog: catalog)
        try reader.read(root, into: &configuration)
        return configuration
    }

    /// A YAML alias repeats its anchor's value however often it is written: a 4 MB file listing a 4,000-character
    /// pattern a million times as `*a` asked for 3 GB and ran past 30 s, a million `do_not_translate` texts of
    /// 100,000 characters past 30 s too. What the configuration says, with its aliases written out, may be as large as
    /// its file may be (each value counts its text and one byte); the walk stops where that is passed, so aliases of
    /// aliases nested to a billion values cost no more.
    private static func checkWrittenOutSize(_ root: Node, path: String) throws {
        var left = maximumBytes
        var pending = [root]
        while let node = pending.popLast() {
            left -= 1
            if let scalar = node.scalar {
                left -= scalar.string.utf8.count
            } else if let sequence = node.sequence {
                pending += sequence
            } else if let mapping = node.mapping {
                for (key, value) in mapping { pending += [key, value] }
            }
            if left < 0 {
                throw ConfigurationError(location: SourceLocation(file: path, line: node.mark?.line ?? 0, column: node.mark?.column),
                                         message: "the configuration's aliases repeat its values past \(maximumBytes / 1_048_576) MB; at most \(maximumBytes / 1_048_576) MB, as much as the file may hold, are supported")
            }
        }
    }

    /// Yams names a repeated key and where it first occurs; the repeat is the next line that starts
    /// with the key at the same indentation (block mappings, which configuration files use).
    private static func repeatedKey(_ key: String, after first: SourceLocation, in text: String) -> SourceLocation? {
        guard let column = first.column, column >= 1 else { return nil }
        let indentation = String(repeating: " ", count: column - 1)
        let forms = [key, "\"\(key)\"", "'\(key)'"].map { indentation + $0 }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 > first.line {
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            if forms.contains(where: { trimmed.hasPrefix($0) && trimmed.dropFirst($0.count).drop(while: { $0 == " " }).hasPrefix(":") }) {
                return SourceLocation(file: first.file, line: index + 1, column: column)
            }
        }
        return nil
    }

    private static func location(of error: YamlError, in path: String, bytes: [UInt8]) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            SourceLocation(file: path, line: mark.line, column: mark.column)
        case .reader(_, let offset?, _, _):
            location(ofByte: offset, in: bytes, path: path)
        default:
            SourceLocation(file: path, line: 1, column: 1)
        }
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        // The reader's description quotes the whole file; its problem and the character found suffice.
        case .reader(let problem, _, let value, _) where value >= 0:
            "\(problem), found U+\(String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count)))\(String(value, radix: 16, uppercase: true))"
        case .reader(let problem, _, _, _): problem
        default: "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    /// The encoding a byte order mark other than UTF-8's names.
    private static func unicodeEncoding(ofByteOrderMark bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        return nil
    }

    /// Line and column (in characters, from 1) of a byte offset.
    private static func location(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1, column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: path, line: line, column: column)
    }

    /// Walks the YAML nodes, keeping every node's position for messages.
    private struct Reader {
        let path: String
        let catalog: RuleCatalog

        func location(_ node: Node) -> SourceLocation {
            SourceLocation(file: path, line: node.mark?.line ?? 0, column: node.mark?.column)
        }

        func fail(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(location: location(node), message: message)
        }

        /// What a value of the wrong type is, for the error that says what was expected: `not 'yes'`, `not a
        /// list`, `not a mapping` (`'touch-target-size.minimum' must be a number` said only what was expected).
        func found(_ node: Node) -> String {
            if let scalar = node.scalar {
                let text = scalar.string
                return "not '\(text.count > 100 ? String(text.prefix(100)) + "…" : text)'"
            }
            if node.sequence != nil { return "not a list" }
            if node.mapping != nil { return "not a mapping" }
            return "not a value of that type"
        }

        mutating func read(_ root: Node, into configuration: inout Configuration) throws {
            guard let mapping = root.mapping else { throw fail(root, "the configuration must be a mapping of keys to values") }
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else { throw fail(keyNode, "keys must be text") }
                switch key {
                case "included": configuration.included = try globs(value, key)
                case "excluded": configuration.excluded = try globs(value, key)
                case "locales": configuration.locales = try strings(value, key)
                case "device_classes": configuration.deviceClasses = try deviceClasses(value)
                case "disabled_rules": configuration.disabledRules = try ruleIDs(value, key)
                case "opt_in_rules": configuration.optInRules = try ruleIDs(value, key)
                case "severity": configuration.severities = try severities(value)
                case "rule_options": configuration.ruleOptions = try ruleOptions(value)
                case "fail_on": configuration.failOn = try enumeration(value, key)
                case "formats":
                    let names = try strings(value, key)
                    for (index, name) in names.enumerated() where ReportFormat(rawValue: name) == nil {
                        throw fail(value.sequence?[index] ?? value, "unknown format '\(name)'; use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    if names.isEmpty { throw fail(value, "'formats' lists no format; use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))") }
                    configuration.formats = names
                case "output": configuration.output = try string(value, key)
                case "baseline": configuration.baseline = try string(value, key)
                case "strict_baseline": configuration.strictBaseline = try bool(value, key)
                case "code_strings": configuration.codeStrings = try codeStrings(value)
                // The hyphenated spelling is how the feature was first described; both mean the same list.
                case "do_not_translate", "do-not-translate": configuration.doNotTranslate = try strings(value, key)
                default:
                    let hint = closestName(to: key, among: Configuration.keys).map { " (did you mean '\($0)'?)" } ?? ""
                    throw fail(keyNode, "unknown key '\(key)'\(hint)")
                }
            }
        }

        func string(_ node: Node, _ key: String) throws -> String {
            guard let scalar = node.scalar else { throw fail(node, "'\(key)' must be text, \(found(node))") }
            return scalar.string
        }

        func bool(_ node: Node, _ key: String) throws -> Bool {
            guard let value = node.bool else { throw fail(node, "'\(key)' must be true or false, \(found(node))") }
            return value
        }

        func strings(_ node: Node, _ key: String) throws -> [String] {
            if node.scalar != nil { return [try string(node, key)] }
            guard let sequence = node.sequence else { throw fail(node, "'\(key)' must be a list of text, \(found(node))") }
            return try sequence.map { element in
                guard let scalar = element.scalar else { throw fail(element, "'\(key)' must be a list of text, \(found(element))") }
                return scalar.string
            }
        }

        /// Paths and globs, each at most `Glob.maximumLength` characters.
        func globs(_ node: Node, _ key: String) throws -> [String] {
            let patterns = try strings(node, key)
            for (index, pattern) in patterns.enumerated() where pattern.count > Glob.maximumLength {
                throw fail(node.sequence?[index] ?? node, "a pattern in '\(key)' must be at most \(Glob.maximumLength) characters, not \(pattern.count)")
            }
            return patterns
        }

        func enumeration<T: RawRepresentable & CaseIterable>(_ node: Node, _ key: String) throws -> T where T.RawValue == String {
            let text = try string(node, key)
            guard let value = T(rawValue: text) else {
                throw fail(node, "'\(key)' must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return value
        }

        func checkRule(_ id: String, at node: Node) throws {
            guard catalog.description(for: id) == nil else { return }
            let hint = closestName(to: id, among: catalog.ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw fail(node, "unknown rule id '\(id)'\(hint); `baraudit rules` lists them")
        }

        func ruleIDs(_ node: Node, _ key: String) throws -> [String] {
            let ids = try strings(node, key)
            for (index, id) in ids.enumerated() { try checkRule(id, at: node.sequence?[index] ?? node) }
            return ids
        }

        func deviceClasses(_ node: Node) throws -> [String] {
            let names = try strings(node, "device_classes")
            let known = PlatformMetrics.builtIn.deviceClasses.keys
            for (index, name) in names.enumerated() {
                let id = name.replacingOccurrences(of: "-portrait", with: "").replacingOccurrences(of: "-landscape", with: "")
                guard known.contains(id) else {
                    let hint = closestName(to: id, among: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
                    throw fail(node.sequence?[index] ?? node, "unknown device class '\(name)'\(hint)")
                }
            }
            return names
        }

        /// `code_strings: {ITEM-ID: {title|label|value|hint: KEY, badge: SAMPLE}}`.
        func codeStrings(_ node: Node) throws -> CodeStrings {
            guard let mapping = node.mapping else { throw fail(node, "'code_strings' must map item ids to their fields") }
            var items: [String: [String: String]] = [:]
            for (itemNode, fieldsNode) in mapping {
                guard let item = itemNode.string, let fields = fieldsNode.mapping else { throw fail(fieldsNode, "'code_strings' must map item ids to their fields") }
                for (fieldNode, valueNode) in fields {
                    guard let field = fieldNode.string, CodeStrings.fields.contains(field) else {
                        throw fail(fieldNode, "unknown field '\(fieldNode.string ?? "")'; use \(CodeStrings.fields.joined(separator: ", "))")
                    }
                    items[item, default: [:]][field] = try string(valueNode, "code_strings.\(item).\(field)")
                }
            }
            return CodeStrings(items: items)
        }

        func severities(_ node: Node) throws -> [String: Severity] {
            guard let mapping = node.mapping else { throw fail(node, "'severity' must map rule ids to error, warning or info") }
            var result: [String: Severity] = [:]
            for (keyNode, value) in mapping {
                guard let id = keyNode.string else { throw fail(keyNode, "rule ids must be text") }
                try checkRule(id, at: keyNode)
                result[id] = try enumeration(value, "severity.\(id)") as Severity
            }
            return result
        }

        func ruleOptions(_ node: Node) throws -> [String: [String: OptionValue]] {
            guard let mapping = node.mapping else { throw fail(node, "'rule_options' must map rule ids to their options") }
            var result: [String: [String: OptionValue]] = [:]
            for (keyNode, optionsNode) in mapping {
                guard let id = keyNode.string else { throw fail(keyNode, "rule ids must be text") }
                try checkRule(id, at: keyNode)
                guard let options = optionsNode.mapping else { throw fail(optionsNode, "the options of '\(id)' must be a mapping") }
                let declared = catalog.description(for: id)!.options
                for (nameNode, valueNode) in options {
                    guard let name = nameNode.string, let option = declared.first(where: { $0.name == name }) else {
                        let hint = closestName(to: nameNode.string ?? "", among: declared.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                        let known = declared.isEmpty ? "it has no options" : "its options: \(declared.map(\.name).joined(separator: ", "))"
                        throw fail(nameNode, "rule '\(id)' has no option '\(nameNode.string ?? "")'\(hint); \(known)")
                    }
                    let parsed = try value(valueNode, like: option.defaultValue, name: "\(id).\(name)")
                    // A text option of a few values: any other was taken without a word (`level: wcag-aaaa`
                    // audited at the platform's size, and a gate meant for WCAG passed).
                    if let values = option.values, case .string(let text) = parsed, !values.contains(text) {
                        let listed = values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1] : values.joined()
                        throw fail(valueNode, "'\(id).\(name)' must be \(listed), \(found(valueNode))")
                    }
                    result[id, default: [:]][name] = parsed
                }
            }
            return result
        }

        /// A value of the same type as the option's default.
        func value(_ node: Node, like defaultValue: OptionValue, name: String) throws -> OptionValue {
            switch defaultValue {
            case .bool:
                guard let flag = node.bool else { throw fail(node, "'\(name)' must be true or false, \(found(node))") }
                return .bool(flag)
            case .number:
                guard let number = node.float ?? node.int.map(Double.init) else { throw fail(node, "'\(name)' must be a number, \(found(node))") }
                if let problem = RuleOptions.problem(with: .number(number)) { throw fail(node, "'\(name)' \(problem)") }
                return .number(number)
            case .string:
                return .string(try string(node, name))
            case .list:
                return .list(try strings(node, name))
            }
        }
    }
}
