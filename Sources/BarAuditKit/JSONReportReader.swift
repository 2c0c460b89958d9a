import BarAuditLoading
import BarAuditModel
import BarAuditReporting

public struct ReportReadError: Error, CustomStringConvertible {
    public var description: String
}

/// Reads `baraudit.json` reports back into an `AuditReport`, so that `baraudit merge` can write the
/// reports of several CI jobs as one run would have. The report is read from `JSONPositionScanner`'s tree,
/// which its syntax check builds anyway; each definition is loaded from its text in the report. Before,
/// Foundation's JSONSerialization read the report a second time into objects (the 184 MB report of a bar
/// of 100,000 items took 2.96 GB to merge) and wrote each definition again to load it.
public enum JSONReportReader {
    public struct Contents: Sendable {
        public var report: AuditReport
        public var failOn: FailLevel
    }

    public static func read(path: String) throws -> Contents {
        let bytes: [UInt8]
        switch FileBytes.read(named: path, limit: FileBytes.projectFileLimit) {
        case .success(let read): bytes = read
        case .failure(let why): throw ReportReadError(description: "\(path): cannot read the report: \(why)")
        }
        let root: Value
        switch JSONPositionScanner.scan(bytes) {
        case .failure(let syntax):
            throw ReportReadError(description: "\(JSONDocumentProblem.malformed(syntax, in: bytes, path: path)) (not a BarAudit JSON report)")
        case .success(let scanned):
            root = Value(node: scanned.root, offset: scanned.rootOffset)
        }
        // Both located (at the top-level value, or at "version"): before, they named only the file, and the
        // version quoted what it found raw ("report version  is not 2 to 3" for an empty string).
        let check = Checker(bytes: bytes, path: path)
        guard root.isObject, root["format"]?.string == "baraudit-report" else {
            throw check.fail("not a BarAudit JSON report: it has no \"format\": \"baraudit-report\" member (write one with baraudit audit --format json)")
        }
        // Version 3 leaves out what version 2 repeated (`fails`, empty `locales`, spoken locales equal to the defect's).
        guard let version = root["version"]?.integer, (2...JSONReporter.formatVersion).contains(version) else {
            throw check.at("version").fail("expected a report version from 2 to \(JSONReporter.formatVersion), found \(root["version"].map(check.kind(of:)) ?? "none")")
        }
        let tool = root["tool"]
        let files = try check.objects(root, "files").enumerated().map { index, object in
            try file(object, report: path, bytes: bytes, check: check.at("files", index))
        }
        let baseline = root["baseline"]
        let run = RunInfo(toolVersion: tool?["version"]?.string ?? "", icuVersion: tool?["icu"]?.string ?? "",
                          cldrVersion: tool?["cldr"]?.string ?? "", usedBaseline: baseline?["used"]?.bool ?? false)
        var report = AuditReport(run: run, files: files)
        report.fixedBaselineEntries = (baseline?["fixed"]?.objects ?? []).compactMap(entry)
        return Contents(report: report, failOn: root["failOn"]?.string.flatMap(FailLevel.init(rawValue:)) ?? .error)
    }

    /// The first member, in document order, whose key its object already has, as a located error at the
    /// repeat: what a baseline may not have. JSON parsers disagree on which of the two counts: Foundation's
    /// JSONDecoder, which reads a baseline, took one `"version"` of `"version": 2, "version": 1` and the check
    /// of its format (`Baseline.otherFormatOrVersion`, from this reader's tree) the other, so the baseline was
    /// refused as "not a version 1 BarAudit baseline" without a line, and of two `"findings"` one list was
    /// kept without a word. Definitions refuse one too; a report `merge` reads keeps the last, as Foundation did.
    static func duplicateMember(in root: Value, check: Checker) -> ReportReadError? {
        var path: [Checker.Key] = []
        return duplicateMember(in: root.node, path: &path, check: check)
    }

    private static func duplicateMember(in node: JSONPositionScanner.Node, path: inout [Checker.Key], check: Checker) -> ReportReadError? {
        // A key that would not print on one line is named escaped (the error is then located at its object).
        func key(_ name: String) -> Checker.Key { Checker.Key(stringValue: name.escapedForOneLine) }
        switch node {
        case .object(let members):
            var seen = Set<String>()
            for index in members.indices where JSONPositionScanner.repeatsKey(of: members, at: index, seen: &seen) {
                let name = members[index].key
                var at = check
                at.codingPath = path + [key(name)]
                return at.fail("duplicate member \"\(name)\" (JSON parsers disagree on which one wins)")
            }
            for member in members {
                path.append(key(member.key))
                defer { path.removeLast() }
                if let duplicate = duplicateMember(in: member.value, path: &path, check: check) { return duplicate }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                path.append(Checker.Key(intValue: index))
                defer { path.removeLast() }
                if let duplicate = duplicateMember(in: element.value, path: &path, check: check) { return duplicate }
            }
        case .scalar:
            break
        }
        return nil
    }

    /// A value of the report and the offset where it begins, read as Foundation's `as?` casts read
    /// JSONSerialization's objects before: a member of the wrong type is absent, and of a key given
    /// twice the last counts.
    struct Value {
        let node: JSONPositionScanner.Node
        let offset: Int

        subscript(key: String) -> Value? {
            guard case .object(let members) = node, let member = members.last(where: { $0.key == key }) else { return nil }
            return Value(node: member.value, offset: member.valueOffset)
        }

        var members: [(key: String, value: Value)]? {
            guard case .object(let members) = node else { return nil }
            return members.map { ($0.key, Value(node: $0.value, offset: $0.valueOffset)) }
        }

        var elements: [Value]? {
            guard case .array(let elements) = node else { return nil }
            return elements.map { Value(node: $0.value, offset: $0.offset) }
        }

        var isObject: Bool {
            guard case .object = node else { return false }
            return true
        }

        /// The elements of a list of objects only (`as? [[String: Any]]`).
        var objects: [Value]? {
            guard let elements, elements.allSatisfy(\.isObject) else { return nil }
            return elements
        }

        var string: String? {
            guard case .scalar(.string(let text)) = node else { return nil }
            return text
        }

        var strings: [String]? {
            guard let elements else { return nil }
            let strings = elements.compactMap(\.string)
            return strings.count == elements.count ? strings : nil
        }

        var bool: Bool? {
            guard case .scalar(.bool(let value)) = node else { return nil }
            return value
        }

        var isNull: Bool {
            guard case .scalar(.null) = node else { return false }
            return true
        }

        /// A number without a fraction that an `Int` holds; true and false are no numbers.
        var integer: Int? {
            guard case .scalar(.number(let number)) = node, number == number.rounded(.towardZero),
                  number >= -9.223372036854775808e18, number < 9.223372036854775808e18 else { return nil }
            return Int(number)
        }
    }

    /// Checks the numbers and severities a report gives, as it is read: a count, line or column that is
    /// negative or past what a run can produce, or an unknown severity, is a located error naming the
    /// member. Before, they were taken as they came: a count of 9223372036854775807 crashed `merge`
    /// (integer overflow when adding up, exit 132), a negative one printed "-1 checks".
    struct Checker {
        static let largest = Int(Int32.max)
        let bytes: [UInt8]
        let path: String
        var codingPath: [Key] = []

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
        }

        func at(_ member: String, _ index: Int? = nil) -> Checker {
            var checker = self
            checker.codingPath.append(Key(stringValue: member))
            if let index { checker.codingPath.append(Key(intValue: index)) }
            return checker
        }

        func at(_ index: Int) -> Checker {
            var checker = self
            checker.codingPath.append(Key(intValue: index))
            return checker
        }

        func fail(_ message: String) -> ReportReadError {
            let context = DecodingError.Context(codingPath: codingPath, debugDescription: message)
            return ReportReadError(description: JSONDocumentProblem.describe(DecodingError.dataCorrupted(context), in: bytes, path: path))
        }

        /// A count, line or column: absent is nil; otherwise a whole number from 0 to 2147483647.
        func whole(_ value: Value?, _ member: String) throws -> Int? {
            guard let value, !value.isNull else { return nil }
            if let whole = value.integer, (0...Self.largest).contains(whole) { return whole }
            throw (member.isEmpty ? self : at(member)).fail("expected a whole number from 0 to \(Self.largest), found \(kind(of: value))")
        }

        /// A JSON value as an error names it: a string quoted (escaped for one line, cut at 100
        /// characters), a number as it is written (at most 40 characters), else its kind.
        func kind(of value: Value) -> String {
            switch value.node {
            case .scalar(.string(let text)): "'\(text.count > 100 ? String(text.prefix(100)) + "…" : text)'".escapedForOneLine
            case .scalar(.null): "null"
            case .scalar(.bool(let truth)): "\(truth)"
            case .scalar(.number): String(decoding: bytes[value.offset..<JSONPositionScanner.endOfValue(in: bytes, at: value.offset)], as: UTF8.self).abbreviated(to: 40)
            case .array: "a list"
            case .object: "an object"
            }
        }

        /// The objects of the list `member` of `object` holds: none when it is absent or null, else a located
        /// error at what is no list or no object. Read as Foundation's `as? [[String: Any]]`, a `files` list
        /// with one number in it was no list at all, and the report merged without a file and without a word.
        func objects(_ object: Value, _ member: String) throws -> [Value] {
            try list(object, member).enumerated().map { index, element in
                guard element.isObject else { throw at(member, index).fail("expected an object, found \(kind(of: element))") }
                return element
            }
        }

        /// The rows of the list of lists `member` of `object` holds (a file's `checks`), checked as `objects`.
        func rows(_ object: Value, _ member: String) throws -> [[Value]] {
            try list(object, member).enumerated().map { index, element in
                guard let row = element.elements else { throw at(member, index).fail("expected a list, found \(kind(of: element))") }
                return row
            }
        }

        private func list(_ object: Value, _ member: String) throws -> [Value] {
            guard let value = object[member], !value.isNull else { return [] }
            guard let elements = value.elements else { throw at(member).fail("expected a list, found \(kind(of: value))") }
            return elements
        }

        func severity(_ value: Value?) throws -> Severity {
            guard let value else { return .error }
            if let name = value.string, let severity = Severity(rawValue: name) { return severity }
            throw at("severity").fail("expected a severity (error, warning or info), found \(kind(of: value))")
        }

        func location(_ object: Value) throws -> SourceLocation {
            SourceLocation(file: object["file"]?.string ?? "", line: try whole(object["line"], "line") ?? 0, column: try whole(object["column"], "column"))
        }
    }

    private static func file(_ object: Value, report: String, bytes: [UInt8], check: Checker) throws -> FileResult {
        guard let path = object["path"]?.string else {
            throw object["path"].map { check.at("path").fail("expected a string, found \(check.kind(of: $0))") } ?? check.fail("the member \"path\" is missing")
        }
        var definition: DefinitionFile?
        // A file that could not be loaded has none (null). Any other value was passed over without a word: the file's
        // findings were written, and the summary counted it as an input that could not be loaded, with no error to say why.
        if let encoded = object["definition"], !encoded.isNull, !encoded.isObject {
            throw check.at("definition").fail("expected an object or null, found \(check.kind(of: encoded))")
        }
        if let encoded = object["definition"], encoded.isObject {
            // The definition's own text: `SourceText` finds a member's column on a long line by
            // checkpoints, so the one line the report keeps it on costs no more than lines would.
            let text = Array(bytes[encoded.offset..<JSONPositionScanner.endOfValue(in: bytes, at: encoded.offset)])
            var loader = DefinitionLoader(maximumFileSize: .max)
            loader.isReportDefinition = true
            let loaded = loader.load(path: "definition.json", bytes: text)
            guard var model = loaded.definition else {
                throw ReportReadError(description: "\(report): the definition of \(path) does not load: \(loaded.diagnostics.map(\.message).joined(separator: "; "))")
            }
            model.path = path
            model.format = object["format"]?.string.flatMap(DefinitionFormat.init(rawValue:)) ?? .json
            let talkBack = Set(object["talkBackBars"]?.strings ?? [])
            for index in model.bars.indices where talkBack.contains(model.bars[index].id) { model.bars[index].screenReader = .talkBack }
            // What a Compose badge says (the audit's `item.badgeSpeech`): a member that is not bar id → item id →
            // a known kind would change the badge rules' findings without a word, so it is refused where it is.
            var badgeSpeech: [String: [String: String]] = [:]
            if let written = object["badgeSpeech"], !written.isNull {
                guard let bars = written.members else {
                    throw check.at("badgeSpeech").fail("expected an object of bar ids, found \(check.kind(of: written))")
                }
                for (bar, items) in Self.lastOfEachKey(bars) {
                    guard let items = items.members else {
                        throw check.at("badgeSpeech").at(bar).fail("expected an object of item ids, found \(check.kind(of: items))")
                    }
                    for (item, speech) in Self.lastOfEachKey(items) {
                        guard let name = speech.string, BadgeSpeech(rawValue: name) != nil else {
                            throw check.at("badgeSpeech").at(bar).at(item).fail(
                                "expected platform, asWritten or silentWhileLabelShows, found \(check.kind(of: speech))")
                        }
                        badgeSpeech[bar, default: [:]][item] = name
                    }
                }
            }
            for bar in model.bars.indices {
                guard let speech = badgeSpeech[model.bars[bar].id] else { continue }
                for item in model.bars[bar].items.indices {
                    if let written = speech[model.bars[bar].items[item].id], let known = BadgeSpeech(rawValue: written) { model.bars[bar].items[item].badgeSpeech = known }
                }
            }
            definition = model
        }
        let diagnostics = try check.objects(object, "diagnostics").enumerated().map { index, diagnostic in
            let entry = check.at("diagnostics", index)
            return InputDiagnostic(severity: try entry.severity(diagnostic["severity"]), message: diagnostic["message"]?.string ?? "",
                                   location: try entry.location(diagnostic))
        }
        let defects = try check.objects(object, "defects").enumerated().map { index, object in
            _ = try check.at("defects", index).location(object)
            _ = try check.at("defects", index).severity(object["severity"])
            return defect(object, in: path)
        }
        let counts = try check.rows(object, "checks").enumerated().map { index, row in
            let entry = check.at("checks", index)
            let number = { (column: Int) throws -> Int in
                guard row.count > column else { return 0 }
                return try entry.at(column).whole(row[column], "") ?? 0
            }
            return CheckCount(barID: row.first?.string ?? "", ruleID: row.count > 1 ? row[1].string ?? "" : "",
                              skipReason: row.count > 6 ? row[6].string : nil,
                              checks: try number(2), passed: try number(3), withFindings: try number(4), skipped: try number(5))
        }
        return FileResult(path: path, definition: definition, diagnostics: diagnostics, defects: defects, checkCounts: counts,
                          suppressed: try check.objects(object, "suppressed").map(suppressed))
    }

    /// An object's members by key, the last of a repeated key (as a dictionary of Foundation's kept it),
    /// in key order.
    private static func lastOfEachKey(_ members: [(key: String, value: Value)]) -> [(key: String, value: Value)] {
        var last: [String: Value] = [:]
        for member in members { last[member.key] = member.value }
        return last.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func defect(_ object: Value, in path: String) -> Defect {
        var at = location(object)
        if object["file"] == nil { at.file = path }
        let locales = object["locales"]?.strings ?? []
        return Defect(ruleID: object["rule"]?.string ?? "", severity: severity(object["severity"]), message: object["message"]?.string ?? "",
               location: at, barID: object["bar"]?.string, itemID: object["item"]?.string, locales: locales,
               spoken: (object["spoken"]?.objects ?? []).map { Defect.Spoken(text: $0["text"]?.string ?? "", locales: $0["locales"]?.strings ?? locales) },
               screenReader: object["screenReader"]?.string.flatMap(ScreenReader.init(rawValue:)) ?? .voiceOver,
               fix: object["fix"]?.string)
    }

    private static func finding(_ object: Value) -> Finding {
        var finding = Finding(
            ruleID: object["rule"]?.string ?? "", severity: severity(object["severity"]), message: object["message"]?.string ?? "",
            location: location(object), barID: object["bar"]?.string, itemID: object["item"]?.string,
            locale: object["locale"]?.string, spoken: object["spoken"]?.string, fix: object["fix"]?.string)
        finding.screenReader = object["screenReader"]?.string.flatMap(ScreenReader.init(rawValue:)) ?? .voiceOver
        return finding
    }

    private static func suppressed(_ object: Value) -> SuppressedFinding {
        let inner = finding(object)
        if object["source"]?.string == "baseline" { return SuppressedFinding(finding: inner, source: .baseline) }
        return SuppressedFinding(finding: inner, source: .definition(reason: object["reason"]?.string,
                                                                     location: object["suppressionLocation"].map(location) ?? SourceLocation(file: "")))
    }

    private static func entry(_ object: Value) -> BaselineEntry? {
        guard let fingerprint = object["fingerprint"]?.string, let rule = object["rule"]?.string,
              let file = object["file"]?.string, let message = object["message"]?.string else { return nil }
        return BaselineEntry(fingerprint: fingerprint, rule: rule, file: file, bar: object["bar"]?.string,
                             item: object["item"]?.string, locale: object["locale"]?.string, message: message)
    }

    private static func location(_ object: Value) -> SourceLocation {
        SourceLocation(file: object["file"]?.string ?? "", line: object["line"]?.integer ?? 0, column: object["column"]?.integer)
    }

    private static func severity(_ value: Value?) -> Severity {
        value?.string.flatMap(Severity.init(rawValue:)) ?? .error
    }
}
