import BarAuditModel
import BarAuditRules
import Foundation

/// SARIF 2.1.0 for code scanning (GitHub) and other static-analysis viewers: one run, the rule catalog
/// once as `tool.driver.rules`, one result per defect (its locales in the message and in
/// `properties.locales`), artifact URIs relative to the `SRCROOT` base (the repository root), a
/// `partialFingerprints` entry that survives line moves, and bar, item, spoken text and fix in the
/// result's properties. Files that could not be loaded are tool execution notifications.
///
/// GitHub code scanning shows at most 5,000 results of a run and rejects more than 25,000, so a run
/// keeps at most `options.sarifMaxResults`: errors first, then warnings, notes, and suppressed results,
/// each in path order; a notification says how many were left out. The results kept are at most that
/// many per kind, held until the run ends, so memory stays bounded however many files there are.
public struct SARIFReporter: StreamingReporter {
    public static let informationURI = "https://github.com/baraudit/baraudit"
    /// The `uriBaseId` of every artifact location.
    public static let sourceRootID = "SRCROOT"
    public var options: ReportOptions
    public var catalog: RuleCatalog
    /// The folder artifact URIs are relative to (the repository root).
    public var rootDirectory: String
    private let currentDirectory: String
    private let ruleIndex: [String: Int]
    private let keptResults = KeptResults()

    public init(options: ReportOptions, catalog: RuleCatalog = .builtIn, rootDirectory: String? = nil,
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.options = options
        self.catalog = catalog
        self.currentDirectory = currentDirectory
        self.rootDirectory = Self.absolute(rootDirectory ?? options.sourceRoot ?? currentDirectory, in: currentDirectory)
        ruleIndex = Dictionary(uniqueKeysWithValues: catalog.descriptions.enumerated().map { ($1.id, $0) })
    }

    /// The kinds of result, in the order they are kept when there are too many.
    private static let kinds = ["error", "warning", "note", "suppressed"]
    private static let kindSeparator: UInt8 = 0
    private static let resultSeparator: UInt8 = 1

    /// The file's results, each on one line indented as it sits in `runs[0].results`, by kind: the four
    /// kinds are separated by U+0000; a kind is the number of its results left unwritten, then its
    /// results, separated by U+0001 (neither can occur in JSON text). Once the report holds as many
    /// results of a kind as it keeps, a later file's results of that kind can only be left out: they are
    /// counted, not rendered (most of a large run's warnings); so are a file's results past the limit
    /// (a bar of 100,000 tabs has 400,000 defects: rendering them all took 30 s for 5,000 kept).
    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        let full = keptResults.full(limit: options.sarifMaxResults)
        // Each kind's results written one after another into its own text, each after its separator: a
        // string per result, joined into the part and split again by the sink, was a third of the report's time.
        let kinds = Self.kinds.map { _ in ReportText() }
        var rendered = Array(repeating: 0, count: Self.kinds.count)
        var unwritten = Array(repeating: 0, count: Self.kinds.count)
        // A file's defects are nearly all in the file itself: each path is made a URI once.
        var artifacts: [String: Artifact] = [:]
        func artifact(_ path: String) -> Artifact {
            if let known = artifacts[path] { return known }
            let made = self.artifact(path)
            artifacts[path] = made
            return made
        }
        for defect in file.defects {
            let kind = Self.kinds.firstIndex(of: Self.level(defect.severity))!
            guard !full[kind], rendered[kind] < options.sarifMaxResults else { unwritten[kind] += 1; continue }
            write(defect, suppression: nil, run: run, artifact: artifact(defect.location.file), into: kinds[kind])
            rendered[kind] += 1
        }
        let suppressedKind = Self.kinds.count - 1
        for entry in file.suppressed {
            guard !full[suppressedKind], rendered[suppressedKind] < options.sarifMaxResults else { unwritten[suppressedKind] += 1; continue }
            let defect = Defect.group([entry.finding])[0]
            write(defect, suppression: entry.source, run: run, artifact: artifact(defect.location.file), into: kinds[suppressedKind])
            rendered[suppressedKind] += 1
        }
        return ReportText.collectBytes { part in
            for kind in kinds.indices {
                if kind > 0 { part.append(ascii: Self.kindSeparator) }
                part.append(decimal: unwritten[kind])
                part.append(kinds[kind])
            }
        }
    }

    /// How many results of each kind the report being written holds: shared by the workers rendering
    /// parts and the sink appending them.
    private final class KeptResults: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = Array(repeating: 0, count: SARIFReporter.kinds.count)

        func full(limit: Int) -> [Bool] {
            lock.withLock { counts.map { $0 >= limit } }
        }

        func set(_ kept: [Int]) {
            lock.withLock { counts = kept }
        }
    }

    /// One result of a part, after its separator, on its line indented as it sits in the report.
    private func write(_ defect: Defect, suppression: SuppressedFinding.Source?, run: RunInfo, artifact: Artifact, into output: ReportText) {
        output += "\u{1}        "
        result(defect, suppression: suppression, run: run, artifact: artifact, into: output)
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        Sink(reporter: self, output: output, run: run)
    }

    /// Keeps up to the limit of each kind of result and writes the run when it ends.
    private final class Sink: ReportSink {
        private let reporter: SARIFReporter
        private let output: ReportText
        private let run: RunInfo
        /// Each kind's kept results, as the bytes of their lines.
        private var kept: [[[UInt8]]] = Array(repeating: [], count: SARIFReporter.kinds.count)
        private var found = Array(repeating: 0, count: SARIFReporter.kinds.count)

        init(reporter: SARIFReporter, output: ReportText, run: RunInfo) {
            self.reporter = reporter
            self.output = output
            self.run = run
            reporter.keptResults.set(kept.map(\.count))
        }

        /// Splits on the separators' bytes: both are ASCII and cannot occur inside a UTF-8 sequence. The part
        /// is read once as a buffer, each kept result copied from its bytes: split as a collection of the
        /// view's slices, each result was sliced twice and copied through a substring.
        func append(_ part: [UInt8]) {
            part.withUnsafeBufferPointer { bytes in
                var kind = 0
                var isCount = true
                var start = 0
                func field(endingAt end: Int) {
                    let field = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if isCount {
                        found[kind] += field.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
                    } else {
                        found[kind] += 1
                        if kept[kind].count < reporter.options.sarifMaxResults { kept[kind].append(Array(field)) }
                    }
                }
                for offset in bytes.indices where bytes[offset] == SARIFReporter.kindSeparator || bytes[offset] == SARIFReporter.resultSeparator {
                    field(endingAt: offset)
                    if bytes[offset] == SARIFReporter.kindSeparator { kind += 1 }
                    isCount = bytes[offset] == SARIFReporter.kindSeparator
                    start = offset + 1
                }
                field(endingAt: bytes.count)
            }
            reporter.keptResults.set(kept.map(\.count))
        }

        func finish(_ summary: AuditSummary) {
            output += reporter.head(run: run)
            var budget = reporter.options.sarifMaxResults
            var written = Array(repeating: 0, count: SARIFReporter.kinds.count)
            var isFirst = true
            for kind in kept.indices {
                for result in kept[kind].prefix(budget) {
                    output += isFirst ? "" : ",\n"
                    isFirst = false
                    output += result
                    output.flushIfLarge()
                    written[kind] += 1
                }
                budget -= written[kind]
            }
            output += reporter.tail(summary, found: found, written: written)
        }
    }

    /// The run's members before `results`: the tool and its rules, the source root.
    private func head(run: RunInfo) -> String {
        ReportText.collect { head in
            head += "{\n"
            JSONValue.writeMembers(["$schema": "https://json.schemastore.org/sarif-2.1.0.json"], into: head, indent: 2, last: false)
            head += "  \"runs\" : [\n    {\n"
            JSONValue.writeMembers([
                "columnKind": "unicodeCodePoints",
                // No absolute URI: the report stays the same wherever the repository is checked out;
                // consumers (GitHub code scanning, SARIF viewers) resolve SRCROOT as the checkout.
                "originalUriBaseIds": [Self.sourceRootID: ["description": ["text": "The root of the repository: the git work tree holding the audited files, or baraudit's --root."]]],
                "tool": ["driver": [
                    "name": "baraudit", "version": .string(run.toolVersion), "semanticVersion": .string(run.toolVersion),
                    "informationUri": .string(Self.informationURI),
                    "rules": .array(catalog.descriptions.map(rule)),
                    "properties": ["icuVersion": .string(run.icuVersion), "cldrVersion": .string(run.cldrVersion)],
                ]],
            ], into: head, indent: 6, last: false)
            head += "      \"results\" : [\n"
        }
    }

    /// `results` closed, then the invocation with the input problems and what the limit left out.
    private func tail(_ summary: AuditSummary, found: [Int], written: [Int]) -> String {
        ReportText.collect { tail in
            tail += "\n      ],\n"
            var notifications: [JSONValue] = summary.diagnostics.map { diagnostic in
                ["level": .string(Self.level(diagnostic.severity)), "message": ["text": .string(diagnostic.message)], "locations": [location(diagnostic.location, artifact: artifact(diagnostic.location.file))]]
            }
            let left = zip(found, written).map { $0 - $1 }
            if left.contains(where: { $0 > 0 }) {
                let kinds = zip(Self.kinds, left).filter { $0.1 > 0 }.map { "\($0.1) \($0.0 == "suppressed" ? "suppressed" : $0.0 + "-level")" }
                notifications.append([
                    "level": "warning", "descriptor": ["id": "baraudit/results-limit"],
                    "message": ["text": .string("\(left.reduce(0, +)) of \(found.reduce(0, +)) results were left out (\(kinds.joined(separator: ", "))): this run keeps at most \(options.sarifMaxResults) (--sarif-max-results), the most severe first. The JSON and HTML reports list them all.")],
                ])
            }
            JSONValue.writeMembers(["invocations": [[
                "executionSuccessful": .bool(summary.unloadedFiles.isEmpty),
                "toolExecutionNotifications": .array(notifications),
            ]]], into: tail, indent: 6, last: false)
            JSONValue.writeMembers(["properties": [
                "errors": .integer(summary.count(.error)), "warnings": .integer(summary.count(.warning)), "notes": .integer(summary.count(.info)),
                "resultsLeftOut": .integer(left.reduce(0, +)),
            ]], into: tail, indent: 6, last: true)
            tail += "    }\n  ],\n"
            JSONValue.writeMembers(["version": "2.1.0"], into: tail, indent: 2, last: true)
            tail += "}\n"
        }
    }

    /// One result, written on one line; its members are written in key order (no hashing or sorting for
    /// thousands of results), straight into the report.
    private func result(_ defect: Defect, suppression: SuppressedFinding.Source?, run: RunInfo, artifact: Artifact, into output: ReportText) {
        CompactWriter.object(into: output) { result in
            switch suppression {
            case .baseline?: result.string("baselineState", "unchanged")
            case nil where run.usedBaseline: result.string("baselineState", "new")
            default: break
            }
            result.string("level", Self.level(defect.severity))
            result.objects("locations", count: 1) { _, member in location(defect.location, artifact: artifact, into: &member) }
            result.object("message") { $0.string("text", defect.message + defect.localeSuffix) }
            result.object("partialFingerprints") { $0.string("barauditDefect/v1", defect.fingerprint(file: artifact.uri)) }
            result.object("properties") { properties in
                if let bar = defect.barID { properties.string("bar", bar) }
                if let fix = defect.fix { properties.string("fix", fix) }
                if let item = defect.itemID { properties.string("item", item) }
                if !defect.locales.isEmpty { properties.strings("locales", defect.locales) }
                if !defect.spoken.isEmpty {
                    properties.objects("spoken", count: defect.spoken.count) { index, spoken in
                        spoken.strings("locales", defect.spoken[index].locales)
                        spoken.string("text", defect.spoken[index].text)
                    }
                }
            }
            result.string("ruleId", defect.ruleID)
            if let index = ruleIndex[defect.ruleID] { result.integer("ruleIndex", index) }
            switch suppression {
            case .definition(let reason, _)?:
                result.objects("suppressions", count: 1) { _, suppression in
                    suppression.string("justification", reason ?? "")
                    suppression.string("kind", "inSource")
                }
            case .baseline?:
                result.objects("suppressions", count: 1) { _, suppression in
                    suppression.string("justification", "recorded in the baseline")
                    suppression.string("kind", "external")
                }
            case nil: break
            }
        }
    }

    private func rule(_ rule: RuleDescription) -> JSONValue {
        var help = rule.rationale
        if !rule.references.isEmpty {
            help += "\n\nReferences:\n" + rule.references.map { "- \($0.title)" + ($0.url.map { " <\($0)>" } ?? "") }.joined(separator: "\n")
        }
        var object: [String: JSONValue] = [
            "id": .string(rule.id),
            "name": .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": ["text": .string(rule.title)],
            "fullDescription": ["text": .string(rule.rationale)],
            "help": ["text": .string(help)],
            "defaultConfiguration": ["level": .string(Self.level(rule.defaultSeverity)), "enabled": .bool(!rule.optIn)],
            "properties": ["tags": ["accessibility", .string(rule.family)], "precision": "high"],
        ]
        object[optional: "helpUri"] = rule.references.first?.url
        return .object(object)
    }

    /// A notification's location (in the run's tail, written as a tree).
    private func location(_ location: SourceLocation, artifact: Artifact) -> JSONValue {
        var artifactLocation: [(key: String, value: JSONValue)] = [("uri", .string(artifact.uri))]
        if artifact.isRelative { artifactLocation.append(("uriBaseId", .string(Self.sourceRootID))) }
        var region: [(key: String, value: JSONValue)] = []
        if let column = location.column { region.append(("startColumn", .integer(column))) }
        region.append(("startLine", .integer(max(location.line, 1))))
        return .sortedMembers([("physicalLocation", .sortedMembers([("artifactLocation", .sortedMembers(artifactLocation)), ("region", .sortedMembers(region))]))])
    }

    /// A result's location, the same as `location(_:artifact:)` written straight into its line.
    private func location(_ location: SourceLocation, artifact: Artifact, into object: inout CompactWriter) {
        object.object("physicalLocation") { physical in
            physical.object("artifactLocation") { artifactLocation in
                artifactLocation.string("uri", artifact.uri)
                if artifact.isRelative { artifactLocation.string("uriBaseId", Self.sourceRootID) }
            }
            physical.object("region") { region in
                if let column = location.column { region.integer("startColumn", column) }
                region.integer("startLine", max(location.line, 1))
            }
        }
    }

    private typealias Artifact = (uri: String, isRelative: Bool)

    /// A path inside the root as a URI reference relative to it; any other as a file URI.
    private func artifact(_ path: String) -> Artifact {
        let absolute = Self.absolute(path, in: currentDirectory)
        let base = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
        guard absolute.hasPrefix(base) else { return (URL(fileURLWithPath: absolute).absoluteString, false) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let relative = String(absolute.dropFirst(base.count))
        return (relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative, true)
    }

    /// The path made absolute against `directory`, with `.` and `..` resolved (symbolic links are not).
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
