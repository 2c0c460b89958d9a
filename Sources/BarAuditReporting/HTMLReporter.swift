import BarAuditData
import BarAuditModel
import BarAuditRules
import Foundation

/// The report for people, built to stay usable at the scale of a monorepo: `index.html` holds the
/// summary, a table of contents by file and by rule, and an appendix with each rule's rationale and
/// references once; then the files, each with per bar to-scale drawings (icons, badges, title
/// visibility, the selected tab, and right-to-left or differing locales drawn apart), the VoiceOver
/// transcript per locale, and the defects grouped by severity in `<details>` (a filter that needs no
/// JavaScript), each with an anchor. When the files' sections pass `options.htmlPageBytes` they go to one
/// page per file (`baraudit-file-N.html`) beside the index instead, so the index opens fast.
///
/// No inline styles or scripts (Jenkins serves archived reports under a Content-Security-Policy that
/// blocks both): the stylesheet and `baraudit.js` are separate files, and the script only adds a
/// filter by severity, rule and locale where scripts may run. Strings from definitions are always
/// text, in `<bdi>` so right-to-left strings display correctly; controls and non-characters are shown
/// escaped (`\u{85}`).
public struct HTMLReporter: StreamingReporter {
    public static let templatePath = "Reports/html/report.html"
    public static let stylesheetPath = "Reports/html/baraudit.css"
    public static let scriptPath = "Reports/html/baraudit.js"
    /// The stylesheet's and the script's file names beside `index.html`.
    public static let stylesheetName = "baraudit.css"
    public static let scriptName = "baraudit.js"
    /// Pages of a split report: `baraudit-file-1.html` for the first file.
    static let pagePrefix = "baraudit-file-"
    /// Other locales drawn per bar besides the source locale, right-to-left ones first.
    static let extraLocaleDrawings = 3

    public var options: ReportOptions
    public var catalog: RuleCatalog

    public init(options: ReportOptions, catalog: RuleCatalog = .builtIn) {
        self.options = options
        self.catalog = catalog
    }

    public static var stylesheet: String { EmbeddedData.text(stylesheetPath) ?? "" }
    public static var script: String { EmbeddedData.text(scriptPath) ?? "" }

    /// A file's part: a line of facts for the contents (path, counts by severity, defects by rule),
    /// U+0000, then its section.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        var html = HTMLBuilder()
        guard let facts = section(of: file, number: index + 1, into: &html) else { return [] }
        var part: [UInt8] = []
        part.reserveCapacity(html.output.count + 256)
        part.appendUTF8(of: facts.encoded)
        part.append(0)
        part.append(contentsOf: html.output)
        return part
    }

    /// Writes the file's section into `html` and returns what the index needs of it; nil for a file
    /// not loaded, which has no section.
    private func section(of file: FileResult, number: Int, into html: inout HTMLBuilder) -> FileFacts? {
        guard file.loaded else { return nil }
        let defects = DefectGroups(file.defects)
        let facts = FileFacts(number: number, path: file.path,
                              counts: Severity.allCases.map { severity in defects.count(severity) + file.diagnostics.filter { $0.severity == severity }.count },
                              rules: defects.byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        fileSection(file, defects: defects, number: number, into: &html)
        return facts
    }

    /// A file's defects by bar, severity and rule, as their positions in `file.defects`, found in one
    /// pass: each is made again where its row is written. Grouped whole, the 300,000 defects of a bar of
    /// 100,000 tabs were made at once and copied into each grouping (most of the 683 MB its page took).
    struct DefectGroups {
        /// One rule's defects of one severity on one bar.
        struct RuleGroup {
            /// In the order of `file.defects` (by location, then first finding).
            var positions: [Int] = []
            /// The fix of the first defect, and whether another's differs.
            var firstFix: String?
            var fixesDiffer = false
            /// Whether the defects' locations never go back, so that sorting by location (a stable sort)
            /// leaves them as they are.
            var inLocationOrder = true
            var lastLocation: SourceLocation?

            /// The fix every defect of the group shares, written once in its heading row.
            var sharedFix: String? { fixesDiffer ? nil : firstFix }

            mutating func add(_ defect: Defect, at position: Int) {
                if positions.isEmpty {
                    firstFix = defect.fix
                } else if defect.fix != firstFix {
                    fixesDiffer = true
                }
                if let lastLocation, defect.location < lastLocation { inLocationOrder = false }
                lastLocation = defect.location
                positions.append(position)
            }
        }

        /// One bar's defects.
        struct BarGroup {
            var count = 0
            /// The items with defects, drawn flagged.
            var flagged: Set<String> = []
            var bySeverity: [Severity: [String: RuleGroup]] = [:]

            mutating func add(_ defect: Defect, at position: Int) {
                count += 1
                if let itemID = defect.itemID { flagged.insert(itemID) }
                bySeverity[defect.severity, default: [:]][defect.ruleID, default: RuleGroup()].add(defect, at: position)
            }
        }

        private(set) var bars: [String: BarGroup] = [:]
        private(set) var byRule: [String: Int] = [:]
        private var bySeverity: [Severity: Int] = [:]

        init(_ defects: DefectList) {
            for position in defects.indices {
                let defect = defects[position]
                byRule[defect.ruleID, default: 0] += 1
                bySeverity[defect.severity, default: 0] += 1
                bars[defect.barID ?? "", default: BarGroup()].add(defect, at: position)
            }
        }

        func count(_ severity: Severity) -> Int { bySeverity[severity, default: 0] }
    }

    /// What the index needs of each file.
    struct FileFacts {
        var number: Int
        var path: String
        /// Info, warning, error (Severity.allCases order).
        var counts: [Int]
        var rules: [(String, Int)]

        var encoded: String {
            ([String(number), OneLine.escape(path)] + counts.map(String.init) + [rules.map { "\($0.0)=\($0.1)" }.joined(separator: " ")])
                .joined(separator: "\u{1}")
        }

        init(number: Int, path: String, counts: [Int], rules: [(String, Int)]) {
            self.number = number
            self.path = path
            self.counts = counts
            self.rules = rules
        }

        init(_ encoded: Substring) {
            let fields = encoded.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            number = Int(fields[0]) ?? 0
            path = fields[1]
            counts = fields[2...4].map { Int($0) ?? 0 }
            rules = fields[5].split(separator: " ").map { pair in
                let parts = pair.split(separator: "=")
                return (String(parts[0]), Int(parts[1]) ?? 0)
            }
        }

        func count(_ severity: Severity) -> Int { counts[Severity.allCases.firstIndex(of: severity)!] }
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        Sink(reporter: self, output: output, run: run)
    }

    /// The index comes first but is known last: file sections go to a file beside the report (in
    /// memory when the report is), with where each one starts, and follow the index when the run ends —
    /// or become pages of their own when they are too large for one page.
    private final class Sink: ReportSink {
        private let reporter: HTMLReporter
        private let output: ReportText
        private let sections: ReportText
        private let run: RunInfo
        private var files: [FileFacts] = []
        /// Each file's section: its end in `sections`, counted in bytes.
        private var ends: [Int] = []
        private var size = 0

        init(reporter: HTMLReporter, output: ReportText, run: RunInfo) {
            self.reporter = reporter
            self.output = output
            self.run = run
            sections = output.path.flatMap { try? ReportText(file: $0 + ".sections") } ?? ReportText()
        }

        /// A file too large to render aside: its section is written straight into `sections` as it is made.
        func append(_ file: FileResult, index: Int, run _: RunInfo, writtenBy _: any StreamingReporter) {
            var html = HTMLBuilder(writingTo: sections)
            guard let facts = reporter.section(of: file, number: index + 1, into: &html) else { return }
            html.flush()
            files.append(facts)
            size = sections.byteCount
            ends.append(size)
            sections.flushIfLarge()
        }

        func append(_ part: [UInt8]) {
            guard let split = part.firstIndex(of: 0) else { return }
            files.append(FileFacts(Substring(decoding: part[..<split], as: UTF8.self)))
            let section = part[(split + 1)...]
            sections += section
            size += section.count
            ends.append(size)
            sections.flushIfLarge()
        }

        func finish(_ summary: AuditSummary) {
            let directory = output.path.map { ($0 as NSString).deletingLastPathComponent }
            removeOldPages(in: directory)
            let split = directory != nil && size > reporter.options.htmlPageBytes
            let title = "BarAudit report: \(reporter.headline(summary))"
            let (head, tail) = reporter.template(title: title)
            output += head
            var html = HTMLBuilder()
            html.element("header") { html in
                html.element("h1", text: "BarAudit report")
                html.element("p", ["class": "meta"], text: reporter.meta(summary, run: run))
            }
            html.newline()
            html.start("main")
            reporter.summary(summary, into: &html)
            reporter.contents(files, summary: summary, split: split, into: &html)
            if split {
                html.element("p", text: "The report is split into one page per file (\(files.count) pages): open a file from the contents above.")
            } else if !files.isEmpty {
                html.element("div", ["id": "filter", "class": "filter", "hidden": ""])
            }
            output += html.output
            if split, let directory {
                writePages(directory: directory)
            } else {
                output.append(sections)
            }
            html = HTMLBuilder()
            reporter.appendix(files, summary: summary, split: split, into: &html)
            html.end("main")
            html.newline()
            reporter.footer(into: &html)
            output += html.output
            output += tail
        }

        private func removeOldPages(in directory: String?) {
            guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
            for name in names where name.hasPrefix(HTMLReporter.pagePrefix) && name.hasSuffix(".html") {
                unlink((directory as NSString).appendingPathComponent(name))
            }
        }

        /// One page per file from the sections written aside, which are then deleted.
        private func writePages(directory: String) {
            sections.flush()
            defer { sections.discard() }
            guard let path = sections.path else {
                output.markFailed(EIO)
                return
            }
            let input = open(path, O_RDONLY | O_CLOEXEC)
            guard input >= 0 else {
                output.markFailed(errno)
                return
            }
            defer { Glibc.close(input) }
            var start = 0
            for (facts, end) in zip(files, ends) {
                let count = end - start
                start = end
                let page = (directory as NSString).appendingPathComponent(HTMLReporter.pageName(facts.number))
                guard let text = try? ReportText(file: page) else {
                    output.markFailed(errno)
                    // The next page's section starts after this one's.
                    lseek(input, off_t(count), SEEK_CUR)
                    continue
                }
                let (head, tail) = reporter.template(title: "BarAudit report: \(facts.path)")
                text += head
                var html = HTMLBuilder()
                html.element("header") { html in
                    html.element("h1", text: "BarAudit report")
                    html.element("p", ["class": "meta"]) { html in
                        html.text("File \(facts.number) of \(files.count) · ")
                        html.element("a", ["href": "index.html"], text: "summary, contents and rules")
                    }
                }
                html.newline()
                html.start("main")
                html.element("div", ["id": "filter", "class": "filter", "hidden": ""])
                text += html.output
                // Copied a chunk at a time: a page of a bar of 100,000 tabs is a hundred megabytes.
                if !text.append(readingFrom: input, count: count) { output.markFailed(EIO) }
                html = HTMLBuilder()
                html.end("main")
                html.newline()
                reporter.footer(into: &html)
                text += html.output
                text += tail
                do {
                    try text.close()
                } catch {
                    output.markFailed(EIO)
                }
            }
        }
    }

    static func pageName(_ number: Int) -> String { "\(pagePrefix)\(number).html" }

    /// The page template around the body.
    private func template(title: String) -> (head: String, tail: String) {
        let template = (EmbeddedData.text(Self.templatePath) ?? "{{body}}")
            .replacingOccurrences(of: "{{generator}}", with: HTMLBuilder.escape("baraudit"))
            .replacingOccurrences(of: "{{title}}", with: HTMLBuilder.escape(title))
        let slot = template.range(of: "{{body}}") ?? template.endIndex..<template.endIndex
        return (String(template[..<slot.lowerBound]), String(template[slot.upperBound...]))
    }

    private func footer(into html: inout HTMLBuilder) {
        html.element("footer") { html in
            html.element("p", text: "Spoken text comes from BarAudit's model of VoiceOver (UIKit UITabBar, iOS 13 and later; Material Components for iOS), not from a recording. Sizes marked estimated are computed from platform metrics. Drawings show the source locale, and other locales where their titles differ.")
        }
    }

    private func meta(_ summary: AuditSummary, run: RunInfo) -> String {
        var parts = ["baraudit \(run.toolVersion)", "ICU \(run.icuVersion)", "CLDR \(run.cldrVersion)",
                     "fails on: \(options.failOn.rawValue)", "exit code \(summary.exitCode(failOn: options.failOn))"]
        if options.timestamp != nil { parts.append(options.isoTimestamp + " UTC") }
        return parts.joined(separator: " · ")
    }

    private func headline(_ summary: AuditSummary) -> String {
        "\(summary.count(.error)) errors, \(summary.count(.warning)) warnings, \(summary.count(.info)) notes"
    }

    // MARK: Summary, contents, appendix

    private func summary(_ summary: AuditSummary, into html: inout HTMLBuilder) {
        html.element("section", ["aria-labelledby": "summary"]) { html in
            html.element("h2", ["id": "summary"], text: "Summary")
            html.element("p", text: "Findings that differ only in their locale are one defect, listed once with its locales; every BarAudit report counts defects the same way.")
            html.element("div", ["class": "tables"]) { html in
                table(html: &html, caption: "Defects by severity", headers: ["Severity", "Defects"], rows: [
                    [.severity(.error), .number(summary.count(.error))],
                    [.severity(.warning), .number(summary.count(.warning))],
                    [.severity(.info), .number(summary.count(.info))],
                ])
                table(html: &html, caption: "Checks and inputs", headers: ["What", "Count"], rows: [
                    [.text("Checks passed"), .number(summary.checks.passed)],
                    [.text("Checks with findings"), .number(summary.checks.withFindings)],
                    [.text("Checks skipped"), .number(summary.checks.skipped)],
                    [.text("Findings suppressed or baselined"), .number(summary.suppressed + summary.baselined)],
                    [.text("Files audited"), .number(summary.loadedFiles)],
                    [.text("Files not loaded"), .number(summary.unloadedFiles.count)],
                    [.text("Bars"), .number(summary.bars)],
                    [.text("Items"), .number(summary.items)],
                ])
            }
            var families: [String: CheckTally] = [:]
            for (ruleID, tally) in summary.byRule {
                families[catalog.description(for: ruleID)?.family ?? "other", default: CheckTally()] += tally
            }
            table(html: &html, caption: "By rule family", headers: ["Family", "Checks", "Passed", "Errors", "Warnings", "Notes"],
                  rows: families.sorted { $0.key < $1.key }.map { family, tally in
                      [.text(family), .number(tally.checks), .number(tally.passed), .number(tally.errors), .number(tally.warnings), .number(tally.notes)]
                  })
            if !summary.byLocale.isEmpty {
                html.element("details") { html in
                    html.element("summary", text: "Defects by locale (\(summary.byLocale.count) locales)")
                    html.element("div", ["class": "content"]) { html in
                        table(html: &html, caption: "Defects by locale", headers: ["Locale", "Errors", "Warnings", "Notes"],
                              rows: summary.byLocale.sorted { $0.key < $1.key }.map { locale, tally in
                                  [.code(locale), .number(tally.errors), .number(tally.warnings), .number(tally.notes)]
                              })
                    }
                }
            }
            if !summary.fixedBaselineEntries.isEmpty {
                html.element("h3", text: "Fixed since the baseline")
                html.element("p", text: "These baseline entries no longer occur; remove them from the baseline file.")
                html.element("ul") { html in
                    for entry in summary.fixedBaselineEntries {
                        html.element("li") { html in
                            html.element("code", text: "\(entry.file) · \(entry.rule)")
                            html.text(" ")
                            html.element("bdi", text: entry.message)
                        }
                    }
                }
            }
            if !summary.unloadedFiles.isEmpty {
                html.element("h3", text: "Files that could not be loaded")
                html.element("ul") { html in
                    for file in summary.unloadedFiles {
                        html.element("li") { html in
                            html.element("code", ["class": "path"], text: file.path)
                            html.element("ul") { html in
                                for diagnostic in file.diagnostics {
                                    html.element("li") { html in
                                        html.element("code", text: diagnostic.location.description)
                                        html.text(" ")
                                        html.element("bdi", text: diagnostic.message)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func fileLink(_ facts: FileFacts, split: Bool) -> String {
        split ? Self.pageName(facts.number) : "#file-\(facts.number)"
    }

    /// The table of contents: files with their counts, rules with theirs (linking to the appendix).
    private func contents(_ files: [FileFacts], summary: AuditSummary, split: Bool, into html: inout HTMLBuilder) {
        html.element("nav", ["aria-labelledby": "contents"]) { html in
            html.element("h2", ["id": "contents"], text: "Contents")
            html.element("details", ["open": files.count <= 50 ? "" : nil]) { html in
                html.element("summary", text: "By file (\(files.count))")
                html.element("div", ["class": "content"]) { html in
                    html.element("table") { html in
                        html.element("caption", text: "Files and their defects")
                        html.element("thead") { html in
                            html.element("tr") { html in
                                for header in ["File", "Errors", "Warnings", "Notes"] { html.element("th", ["scope": "col"], text: header) }
                            }
                        }
                        html.element("tbody") { html in
                            for facts in files {
                                html.element("tr") { html in
                                    html.element("th", ["scope": "row"]) { html in
                                        html.element("a", ["href": fileLink(facts, split: split)]) { $0.element("code", ["class": "path"], text: facts.path) }
                                    }
                                    for severity in [Severity.error, .warning, .info] {
                                        html.element("td", ["class": "number"], text: String(facts.count(severity)))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            let rules = summary.byRule.filter { $0.value.findings > 0 }.sorted { $0.key < $1.key }
            html.element("details", ["open": ""]) { html in
                html.element("summary", text: "By rule (\(rules.count) with defects)")
                html.element("div", ["class": "content"]) { html in
                    table(html: &html, caption: "Rules and their defects", headers: ["Rule", "Errors", "Warnings", "Notes"],
                          rows: rules.map { rule, tally in
                              [.link(rule, "#rule-\(rule)"), .number(tally.errors), .number(tally.warnings), .number(tally.notes)]
                          })
                }
            }
        }
    }

    /// Each rule with defects once: title, rationale, references, and the files it was found in.
    private func appendix(_ files: [FileFacts], summary: AuditSummary, split: Bool, into html: inout HTMLBuilder) {
        let rules = summary.byRule.filter { $0.value.findings > 0 }.keys.sorted()
        guard !rules.isEmpty else { return }
        var filesByRule: [String: [(FileFacts, Int)]] = [:]
        for facts in files {
            for (rule, count) in facts.rules { filesByRule[rule, default: []].append((facts, count)) }
        }
        html.element("section", ["aria-labelledby": "rules"]) { html in
            html.element("h2", ["id": "rules"], text: "Rules")
            for ruleID in rules {
                let rule = catalog.description(for: ruleID)
                html.element("section", ["class": "rule", "id": "rule-\(ruleID)", "aria-labelledby": "rule-\(ruleID)-title"]) { html in
                    html.element("h3", ["id": "rule-\(ruleID)-title"]) { html in
                        html.element("code", text: ruleID)
                        html.text(" — \(rule?.title ?? ruleID)")
                    }
                    if let rule {
                        html.element("p", text: rule.rationale)
                        if !rule.references.isEmpty {
                            html.element("ul") { html in
                                for reference in rule.references {
                                    html.element("li") { html in
                                        if let url = reference.url {
                                            html.element("a", ["href": url], text: reference.title)
                                        } else {
                                            html.text(reference.title)
                                        }
                                    }
                                }
                            }
                        }
                    }
                    let found = filesByRule[ruleID] ?? []
                    html.element("details") { html in
                        html.element("summary", text: "Found in \(found.count) file\(found.count == 1 ? "" : "s")")
                        html.element("div", ["class": "content"]) { html in
                            html.element("ul") { html in
                                for (facts, count) in found {
                                    html.element("li") { html in
                                        html.element("a", ["href": fileLink(facts, split: split)]) { $0.element("code", ["class": "path"], text: facts.path) }
                                        html.text(": \(count) defect\(count == 1 ? "" : "s")")
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private enum Cell {
        case text(String), code(String), number(Int), severity(Severity), link(String, String)
    }

    private func table(html: inout HTMLBuilder, caption: String, headers: [String], rows: [[Cell]]) {
        html.element("table") { html in
            html.element("caption", text: caption)
            html.element("thead") { html in
                html.element("tr") { html in
                    for header in headers { html.element("th", ["scope": "col"], text: header) }
                }
            }
            html.element("tbody") { html in
                for row in rows {
                    html.element("tr") { html in
                        for (index, cell) in row.enumerated() {
                            switch cell {
                            case .text(let text) where index == 0: html.element("th", ["scope": "row"], text: text)
                            case .text(let text): html.element("td", text: text)
                            case .code(let text): html.element("th", ["scope": "row"]) { $0.element("code", text: text) }
                            case .link(let text, let href): html.element("th", ["scope": "row"]) { $0.element("a", ["href": href]) { $0.element("code", text: text) } }
                            case .number(let number): html.element("td", ["class": "number"], text: String(number))
                            case .severity(let severity):
                                html.element("th", ["scope": "row"]) { $0.element("span", ["class": "badge severity-\(severity.rawValue)"], text: Self.severityName(severity)) }
                            }
                        }
                    }
                }
            }
        }
    }

    static func severityName(_ severity: Severity) -> String {
        switch severity {
        case .error: "Error"
        case .warning: "Warning"
        case .info: "Note"
        }
    }

    static func severityPlural(_ severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .info: "Notes"
        }
    }

    // MARK: Files and bars

    /// Ids are numbered by file (`file-3`, `d-3-12` for its twelfth defect), so files render apart.
    private func fileSection(_ file: FileResult, defects: DefectGroups, number: Int, into html: inout HTMLBuilder) {
        guard let definition = file.definition else { return }
        html.element("section", ["class": "file", "id": "file-\(number)", "aria-labelledby": "file-\(number)-title"]) { html in
            html.element("h2", ["id": "file-\(number)-title"]) { $0.element("code", ["class": "path"], text: file.path) }
            if !file.diagnostics.isEmpty {
                html.element("ul") { html in
                    for diagnostic in file.diagnostics {
                        html.element("li") { html in
                            html.element("span", ["class": "badge severity-\(diagnostic.severity.rawValue)"], text: Self.severityName(diagnostic.severity))
                            html.text(" ")
                            html.element("code", text: diagnostic.location.description)
                            html.text(" ")
                            html.element("bdi", text: diagnostic.message)
                        }
                    }
                }
            }
            var defectNumber = 0
            let counts = Dictionary(grouping: file.checkCounts, by: \.barID)
            let suppressed = Dictionary(grouping: file.suppressed) { $0.finding.barID ?? "" }
            for (index, bar) in definition.bars.enumerated() {
                barSection(bar, file: file, definition: definition, defects: defects.bars[bar.id] ?? DefectGroups.BarGroup(), counts: counts[bar.id] ?? [],
                           suppressed: suppressed[bar.id] ?? [], id: "file-\(number)-bar-\(index + 1)", into: &html,
                           defectID: { defectNumber += 1; return "d-\(number)-\(defectNumber)" })
            }
        }
    }

    private func barSection(_ bar: Bar, file: FileResult, definition: DefinitionFile, defects: DefectGroups.BarGroup, counts: [CheckCount], suppressed: [SuppressedFinding],
                            id: String, into html: inout HTMLBuilder, defectID: () -> String) {
        html.element("article", ["class": "bar", "id": id, "aria-labelledby": "\(id)-title"]) { html in
            html.element("h3", ["id": "\(id)-title"]) { html in
                html.text("Bar ")
                html.element("code", text: bar.id)
            }
            let platform = bar.platform == .ios ? "iOS tab bar" : "Material bottom navigation"
            let checks = counts.reduce(0) { $0 + $1.checks }
            html.element("p", ["class": "meta"], text: "\(platform) · \(bar.items.count) items · locales \(bar.locales.joined(separator: ", ")) · selected: \(bar.selectedItemID ?? "none") · \(defects.count) defects in \(checks) checks")

            html.element("h4", text: "Layout")
            let flagged = defects.flagged
            // Each drawn tab finds its item by id: by a search of the items, a bar of 10,000 tabs that the
            // iPad shows all of took 10,000 × 5,000 comparisons per drawing (100,000 tabs: five minutes).
            let positions = bar.itemPositionsByID
            let geometries = GeometryModel.layouts(for: bar)
            for devices in Self.sameArrangement(geometries) {
                drawing(devices[0], bar: bar, positions: positions, definition: definition, locale: bar.sourceLocale, flagged: flagged,
                        alsoOn: Array(devices.dropFirst()), into: &html)
            }
            let others = otherLocales(bar, definition: definition)
            if let first = geometries.first, !others.isEmpty {
                html.element("details") { html in
                    html.element("summary", text: "Other locales: \(others.joined(separator: ", "))")
                    html.element("div", ["class": "content"]) { html in
                        for locale in others {
                            drawing(first, bar: bar, positions: positions, definition: definition, locale: locale, flagged: flagged, into: &html)
                        }
                    }
                }
            }

            html.element("h4", text: "What \(bar.screenReader.rawValue) says")
            let spoken = transcripts(bar, definition: definition, into: &html)

            html.element("h4", text: "Defects")
            if defects.count > 0 {
                html.element("p", ["class": "meta"], text: "What the screen reader says for an item is in the transcripts above; a defect quotes it only where it says something else.")
            }
            if defects.count == 0 {
                html.element("p", ["class": "no-findings"], text: "No defects: \(counts.reduce(0) { $0 + $1.passed }) checks passed.")
            }
            for severity in [Severity.error, .warning, .info] {
                guard let byRule = defects.bySeverity[severity] else { continue }
                html.element("details", ["class": "severity-group", "data-severity": severity.rawValue, "open": severity == .info ? nil : ""]) { html in
                    html.element("summary") { html in
                        html.element("span", ["class": "badge severity-\(severity.rawValue)"], text: Self.severityPlural(severity))
                        html.text(" \(byRule.values.reduce(0) { $0 + $1.positions.count })")
                    }
                    html.element("table", ["class": "findings"]) { html in
                        html.element("thead") { html in
                            html.unclosed("tr") { html in
                                for header in ["Line", "Item", "Locales", "Defect"] { html.element("th", ["scope": "col"], text: header, closed: false) }
                            }
                        }
                        for (ruleID, group) in byRule.sorted(by: { $0.key < $1.key }) {
                            ruleDefects(ruleID, group, file: file, spoken: spoken, defectID: defectID, into: &html)
                        }
                    }
                }
            }

            if !suppressed.isEmpty {
                html.element("h4", text: "Suppressed and baselined findings")
                html.element("details") { html in
                    html.element("summary", text: "\(suppressed.count) findings that do not count")
                    html.element("div", ["class": "content"]) { html in
                        html.element("ul", ["class": "findings"]) { html in
                            for entry in suppressed {
                                html.element("li") { html in
                                    html.element("p", ["class": "finding-message"]) { html in
                                        html.element("code", text: entry.finding.ruleID)
                                        html.text(" ")
                                        html.element("bdi", text: entry.finding.message)
                                    }
                                    html.element("p", ["class": "finding-detail"]) { html in
                                        html.element("code", text: entry.finding.location.description)
                                        html.text(" · ")
                                        html.element("bdi", text: entry.explanation)
                                    }
                                }
                            }
                        }
                    }
                }
            }

            let skipped = counts.filter { $0.skipReason != nil }
            if !skipped.isEmpty {
                html.element("h4", text: "Skipped checks")
                html.element("details") { html in
                    html.element("summary", text: "\(skipped.reduce(0) { $0 + $1.skipped }) checks not run")
                    html.element("div", ["class": "content"]) { html in
                        html.element("ul") { html in
                            for count in skipped.sorted(by: { $0.ruleID < $1.ruleID }) {
                                html.element("li") { html in
                                    html.element("code", text: count.ruleID)
                                    html.text(": \(count.skipped) checks — \(count.skipReason ?? "")")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// What VoiceOver says, per layout one table of the bar's tabs by locale; locales that say the same
    /// share a row, and right-to-left rows read right to left.
    private func transcripts(_ bar: Bar, definition: DefinitionFile, into html: inout HTMLBuilder) -> Transcripts {
        let layouts = BarLayout.layouts(for: bar)
        // A row per locale, a locale listed again in the row of its first listing. What a locale says is what
        // `speak` says for it, and each tab names its locale: two locales never say the same, one listed
        // twice always does (and a bar without tabs says nothing in one row for all). So each row is spoken
        // as it is written, and no locale's tabs are kept for comparing (a bar of 100,000 tabs kept 31 MB of
        // them, and 17 MB of their texts).
        var rows: [[String]] = []
        var rowOfLocale: [String: Int] = [:]
        for locale in bar.locales {
            if let row = bar.items.isEmpty ? rows.indices.first : rowOfLocale[locale] { rows[row].append(locale) } else {
                rowOfLocale[locale] = rows.count
                rows.append([locale])
            }
        }
        var said = Transcripts(bar, rows: rows)
        // Each row's tabs on the iPhone's bar (four at most), said again for the iPad from their label and value.
        var onThePhone: [[SpokenTab]] = Array(repeating: [], count: rows.count)
        html.element("details") { html in
            html.element("summary", text: "Transcripts in \(bar.locales.count) locale\(bar.locales.count == 1 ? "" : "s")")
            html.element("div", ["class": "content"]) { html in
                for layout in layouts {
                    // Tabs behind More are the same in every locale: named once, in the caption. Every locale has
                    // as many tabs on the bar (one per slot), so the first row's are the table's columns.
                    var behindMore: [String] = []
                    var columns = 0
                    if let first = rows.first {
                        VoiceOverModel.speak(bar, in: definition, locale: first[0], layout: layout) { tab in
                            if tab.isBehindMore { behindMore.append(tab.itemID ?? "") } else { columns += 1 }
                        }
                    }
                    html.element("table", ["class": "transcript"]) { html in
                        var caption = layout == .allTabs ? "Tabs as read, in order" : "Tabs as read, in order: \(layout.rawValue)"
                        if !behindMore.isEmpty { caption += "; behind More, not on the bar: \(behindMore.joined(separator: ", "))" }
                        html.element("caption", text: caption)
                        html.element("thead") { html in
                            html.unclosed("tr") { html in
                                html.element("th", ["scope": "col"], text: "Locale", closed: false)
                                for column in 0..<columns { html.element("th", ["scope": "col"], text: String(column + 1), closed: false) }
                            }
                        }
                        html.element("tbody") { html in
                            for (rowIndex, row) in rows.enumerated() {
                                let locale = row[0]
                                let isRightToLeft = ICU.isRightToLeft(locale)
                                html.unclosed("tr", ["lang": locale, "dir": isRightToLeft ? "rtl" : nil]) { html in
                                    // Locale codes are Latin letters: a right-to-left row lists them left to right.
                                    html.element("th", ["dir": isRightToLeft ? "ltr" : nil], text: row.joined(separator: ", "), closed: false)
                                    // Each tab written as it is spoken: a locale's tabs of a bar of 100,000 were 15 MB.
                                    func write(_ tab: SpokenTab) {
                                        guard !tab.isBehindMore else { return }
                                        if tab.itemID != nil, let position = tab.position { said.record(tab.text, ofItemAt: position - 1, inRow: rowIndex) }
                                        html.element("td", text: tab.text, closed: false)
                                        html.flushIfLarge()
                                    }
                                    let respoken = layout == .iPad ? VoiceOverModel.respeak(onThePhone[rowIndex], of: bar, in: .iPad) : []
                                    for tab in respoken { write(tab) }
                                    VoiceOverModel.speak(bar, in: definition, locale: locale, layout: layout, describingHidden: false,
                                                         itemsAt: respoken.isEmpty ? nil : respoken.count..<bar.items.count) { tab in
                                        if layout == .iPhone, tab.itemID != nil, !tab.isBehindMore { onThePhone[rowIndex].append(tab) }
                                        write(tab)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return said
    }

    /// A rule's defects on a bar, a `<tbody>` of the severity's table: a heading row with the rule
    /// (linked to its rationale) and, when they share it, the fix once; then a row per defect. The
    /// script filters on the group's `data-rule` and each row's locales.
    private func ruleDefects(_ ruleID: String, _ group: DefectGroups.RuleGroup, file: FileResult, spoken: Transcripts, defectID: () -> String,
                             into html: inout HTMLBuilder) {
        let sharedFix = group.sharedFix
        let defects = file.defects
        // By location: a stable sort leaves positions already in that order as they are.
        let positions = group.inLocationOrder ? group.positions : {
            let locations = group.positions.map { defects[$0].location }
            return locations.indices.sorted { locations[$0] < locations[$1] }.map { group.positions[$0] }
        }()
        html.element("tbody", ["data-rule": ruleID]) { html in
            html.unclosed("tr") { html in
                html.unclosed("th", ["colspan": "4", "scope": "rowgroup"]) { html in
                    // To the appendix in the index, from the index itself or from a file's page of a split report.
                    html.element("a", ["href": "index.html#rule-\(ruleID)"]) { $0.element("code", text: ruleID) }
                    html.text(" · \(positions.count) defect\(positions.count == 1 ? "" : "s")")
                    if let sharedFix { html.text(" · fix: \(sharedFix)") }
                }
            }
            for position in positions {
                defect(defects[position], id: defectID(), path: file.path, showsFix: sharedFix == nil, transcripts: spoken, into: &html)
                html.flushIfLarge()
            }
        }
    }

    /// What the screen reader says for each item in each locale, as the transcripts show it (in the first
    /// layout where the item is on the bar): by locale, by the item's position. A table by item id per locale
    /// was 24 MB for a bar of 100,000 tabs in two locales.
    /// Kept by row of the transcripts (the locales that read alike), found by locale: kept by locale, each tab
    /// looked up every locale of its row in a table, twice.
    struct Transcripts {
        private let positions: [String: Int]
        private var rowOfLocale: [String: Int] = [:]
        private var byRow: [[String?]]
        private let itemCount: Int

        init(_ bar: Bar, rows: [[String]]) {
            positions = bar.itemPositionsByID
            itemCount = bar.items.count
            for (index, row) in rows.enumerated() {
                for locale in row where rowOfLocale[locale] == nil { rowOfLocale[locale] = index }
            }
            byRow = Array(repeating: [], count: rows.count)
        }

        /// Records what the item at `position` says in the locales of row `row`, unless an earlier layout said it.
        mutating func record(_ text: String, ofItemAt position: Int, inRow row: Int) {
            if byRow[row].isEmpty { byRow[row] = Array(repeating: nil, count: itemCount) }
            if byRow[row][position] == nil { byRow[row][position] = text }
        }

        /// What the item with the id (the first, should a loader let a repeated id through) says in the locale.
        func said(byItem id: String, in locale: String) -> String? {
            guard let row = rowOfLocale[locale], !byRow[row].isEmpty else { return nil }
            return positions[id].flatMap { byRow[row][$0] }
        }
    }

    /// One defect's row, its id the anchor its first cell links to; the place is `line:column` in the
    /// file's own section, the whole location elsewhere (an imported app's strings file).
    private func defect(_ defect: Defect, id: String, path: String, showsFix: Bool, transcripts: Transcripts, into html: inout HTMLBuilder) {
        html.unclosed("tr", ["id": id]) { html in
            html.unclosed("td") { html in
                let location = defect.location
                html.element("a", ["href": "#\(id)"]) { html in
                    if location.file == path, location.line > 0 {
                        html.text(location.column.map { "\(location.line):\($0)" } ?? String(location.line))
                    } else {
                        html.element("code", text: location.description)
                    }
                }
            }
            html.element("td", text: defect.itemID ?? "", closed: false)
            html.element("td", text: defect.locales.joined(separator: ", "), closed: false)
            // A cell is a paragraph of its own: whatever bidi controls a message quotes end with it.
            html.unclosed("td") { html in
                html.text(defect.message)
                let reader = defect.screenReader.rawValue
                // What the bar's transcripts above already say for this item is not repeated.
                let said = defect.spoken.filter { spoken in
                    !spoken.locales.allSatisfy { transcripts.said(byItem: defect.itemID ?? "", in: $0) == spoken.text }
                }
                for spoken in said {
                    html.element("small") { html in
                        html.text(defect.locales.count <= 1 ? "\(reader): “" : "\(reader) (\(spoken.locales.joined(separator: ", "))): “")
                        html.element("bdi", ["lang": spoken.locales.first], text: spoken.text)
                        html.text("”")
                    }
                }
                if showsFix, let fix = defect.fix {
                    html.element("small", text: "Fix: \(fix)")
                }
            }
        }
    }

    // MARK: Drawing

    /// Locales besides the source locale worth a drawing: right-to-left ones first, then those whose
    /// titles differ from the source locale's, at most `extraLocaleDrawings`.
    private func otherLocales(_ bar: Bar, definition: DefinitionFile) -> [String] {
        let source = bar.items.map { title(of: $0, bar: bar, definition: definition, locale: bar.sourceLocale) }
        let candidates = bar.locales.filter { $0 != bar.sourceLocale }.filter { locale in
            // Compared up to the first title that differs: most locales differ at the first.
            ICU.isRightToLeft(locale) || zip(bar.items, source).contains { item, sourceTitle in
                title(of: item, bar: bar, definition: definition, locale: locale) != sourceTitle
            }
        }
        let ordered = candidates.filter { ICU.isRightToLeft($0) } + candidates.filter { !ICU.isRightToLeft($0) }
        return Array(ordered.prefix(Self.extraLocaleDrawings))
    }

    private func title(of item: Item, bar: Bar, definition: DefinitionFile, locale: String) -> String {
        item.title.map { definition.resolve($0, in: bar, locale: locale).text } ?? ""
    }

    /// The devices grouped by how the bar is arranged on them (the tabs shown, with or without titles,
    /// those behind More, the bar's height), narrowest first: each arrangement is drawn once, on its
    /// narrowest device, where titles run out of room first; its caption gives the other devices' sizes.
    static func sameArrangement(_ geometries: [BarGeometry]) -> [[BarGeometry]] {
        struct Arrangement: Hashable {
            var tabs: [String?]
            var titles: [Bool]
            var hidden: [String]
            var height: Double
        }
        var order: [Arrangement] = []
        var groups: [Arrangement: [BarGeometry]] = [:]
        for geometry in geometries {
            let key = Arrangement(tabs: geometry.tabs.map(\.itemID), titles: geometry.tabs.map(\.showsTitle), hidden: geometry.hiddenItemIDs,
                                  height: geometry.barHeight)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(geometry)
        }
        return order.map { key in
            let devices = groups[key]!
            let narrowest = devices.indices.min { devices[$0].barWidth < devices[$1].barWidth }!
            return [devices[narrowest]] + devices.enumerated().filter { $0.offset != narrowest }.map(\.element)
        }
    }

    /// `positions`: where each item id is in the bar's items.
    private func drawing(_ geometry: BarGeometry, bar: Bar, positions: [String: Int], definition: DefinitionFile, locale: String, flagged: Set<String>,
                         alsoOn others: [BarGeometry] = [], into html: inout HTMLBuilder) {
        let scale = min(1.0, 720 / max(geometry.barWidth, 1))
        let device = geometry.viewport.describe(unit: geometry.unit)
        let isRightToLeft = ICU.isRightToLeft(locale)
        let size = "\(geometry.barWidth.formattedMetric) × \(geometry.barHeight.formattedMetric) \(geometry.unit)"
        let flaggedHere = geometry.tabs.compactMap(\.itemID).filter(flagged.contains)
        let hidden = !geometry.hasHiddenItems ? "" : "; behind More: \(Describe.names(geometry.hiddenItemIDs, quoted: false))"
        let tabSizes = Set(geometry.tabs.map { "\($0.width.formattedMetric) × \($0.height.formattedMetric) \(geometry.unit)\($0.isEstimated ? " (estimated)" : "")" }).sorted()
        let selected = bar.selectedItemID.map { id in geometry.frame(of: id) != nil ? "; selected: \(id)" : "; selected: \(id) (behind More)" } ?? ""
        let alsoOn = others.map { other in
            "\(other.viewport.describe(unit: other.unit)) (bar \(other.barWidth.formattedMetric) \(other.unit) wide, tabs \(Set(other.tabs.map { $0.width.formattedMetric }).sorted().joined(separator: ", ")))"
        }
        // Another locale's drawing follows the source locale's on the same device: its sizes are said there.
        let caption = locale != bar.sourceLocale ? "\(locale)\(isRightToLeft ? " (right to left, mirrored)" : ""), on \(device)" :
            "\(device), \(locale)\(isRightToLeft ? " (right to left, mirrored)" : ""): bar \(size), tabs \(tabSizes.joined(separator: ", "))\(hidden)\(selected)" +
            (flaggedHere.isEmpty ? "" : "; tabs with defects: \(Describe.names(flaggedHere, quoted: false))") +
            (alsoOn.isEmpty ? "" : ". Arranged the same on \(alsoOn.joined(separator: "; "))")
        html.element("figure") { html in
            // The caption says in words all the drawing shows (the titles are in the transcripts), so
            // assistive technology reads the caption and skips the drawing.
            html.element("svg", [
                "aria-hidden": "true",
                "viewBox": "0 0 \(Self.number(geometry.barWidth)) \(Self.number(geometry.barHeight))",
                "width": Self.number(geometry.barWidth * scale), "height": Self.number(geometry.barHeight * scale),
            ]) { html in
                for tab in geometry.tabs {
                    let x = isRightToLeft ? geometry.barWidth - tab.x - tab.width : tab.x
                    let item = tab.itemID.flatMap { positions[$0] }.map { bar.items[$0] }
                    self.tab(tab, item: item, x: x, bar: bar, definition: definition, locale: locale, isFlagged: tab.itemID.map(flagged.contains) ?? false,
                             into: &html)
                    html.flushIfLarge()
                }
            }
            html.element("figcaption", text: caption)
        }
    }

    /// A tab: its box, the icon (a shape for the image, never the item id), the title where the bar
    /// shows it, the badge (a dot, a count capped at 99+, or a word), the selection mark and the defect mark.
    /// Class names are one or two letters (`t` tab, `f` flagged tab, `m` More, `i` icon, `l` label, `s`
    /// selected, `b` badge, `bt` badge text, `x` defect mark; see baraudit.css): a report draws thousands.
    private func tab(_ tab: TabFrame, item: Item?, x: Double, bar: Bar, definition: DefinitionFile, locale: String, isFlagged: Bool,
                     into html: inout HTMLBuilder) {
        let style = tab.itemID == nil ? "m" : isFlagged ? "f" : "t"
        html.shape("rect", ["class": style, "x": Self.number(x + 1), "y": "1",
                              "width": Self.number(max(tab.width - 2, 1)), "height": Self.number(max(tab.height - 2, 1))])
        let centre = x + tab.width / 2
        let title = item.map { self.title(of: $0, bar: bar, definition: definition, locale: locale) } ?? "More"
        let showsTitle = tab.showsTitle && !title.trimmingWhitespace().isEmpty
        let iconY = showsTitle ? max(4, tab.height / 2 - 16) : tab.height / 2 - 11
        if item?.glyph != nil || item == nil || !showsTitle {
            let shape = item?.glyph?.shape
            let width = shape == .wide ? 30.0 : 22, height = shape == .tall ? 26.0 : 22
            if shape == .circular {
                html.shape("circle", ["class": "i", "cx": Self.number(centre), "cy": Self.number(iconY + 11), "r": "11"])
            } else {
                html.shape("rect", ["class": "i", "x": Self.number(centre - width / 2), "y": Self.number(iconY), "width": Self.number(width),
                                      "height": Self.number(height)])
            }
        }
        let selected = tab.itemID != nil && tab.itemID == bar.selectedItemID
        if showsTitle {
            // Cut what is shown (controls already written as `\u{85}`), so a label never leaves its tab.
            let shown = HTMLBuilder.visible(title)
            let room = max(3, Int(tab.width / 7))
            let label = shown.count > room ? String(shown.prefix(room - 1)) + "…" : shown
            html.element("text", ["class": selected ? "l s" : "l",
                                  "x": Self.number(centre), "y": Self.number(min(tab.height - 8, iconY + 36))], text: label)
        }
        if let item, let badge = VoiceOverModel.badge(of: item, bar: bar, file: definition, locale: locale) {
            let badgeX = centre + 8
            switch badge {
            case .dot:
                html.shape("circle", ["class": "b", "cx": Self.number(badgeX + 4), "cy": Self.number(iconY + 2), "r": "4"])
            default:
                let text = Self.badgeText(badge)
                let width = max(16, Double(text.count) * 6.5 + 6)
                html.shape("rect", ["class": "b", "x": Self.number(badgeX), "y": Self.number(iconY - 6), "width": Self.number(width),
                                      "height": "16", "rx": "8"])
                html.element("text", ["class": "bt", "x": Self.number(badgeX + width / 2), "y": Self.number(iconY + 6)], text: text)
            }
        }
        if selected {
            html.shape("rect", ["class": "s", "x": Self.number(x + 6), "y": Self.number(tab.height - 6),
                                  "width": Self.number(max(tab.width - 12, 1)), "height": "3"])
        }
        if isFlagged {
            html.element("text", ["class": "x", "x": Self.number(x + 5), "y": "14"], text: "!")
        }
    }

    /// What a badge shows: counts over 99 as "99+", words cut to four characters.
    static func badgeText(_ badge: BadgeKind) -> String {
        switch badge {
        case .dot: ""
        case .count(let count): count > 99 ? "99+" : String(count)
        case .capped(let cap): "\(min(cap, 999))+"
        case .text(let text), .symbol(let text): text.count > 4 ? String(text.prefix(3)) + "…" : text
        }
    }

    private static func number(_ value: Double) -> String { value.formattedMetric }
}
