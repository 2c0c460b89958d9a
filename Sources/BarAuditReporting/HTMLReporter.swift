import BarAuditData
import BarAuditModel
import BarAuditRules

/// The report for people: one page with a summary, then per bar a to-scale drawing for each evaluated
/// device (tabs with findings marked), the VoiceOver transcript per locale, findings grouped by rule
/// with rationale, references and fix, and the skipped checks. It needs no JavaScript and no inline
/// styles (Jenkins serves archived reports under a CSP that blocks both): the stylesheet is a separate
/// file and `<details>` collapses sections. Strings from definitions are always text, in `<bdi>` so
/// right-to-left strings display correctly.
public struct HTMLReporter: StreamingReporter {
    public static let templatePath = "Reports/html/report.html"
    public static let stylesheetPath = "Reports/html/baraudit.css"
    /// The stylesheet's file name beside `index.html`.
    public static let stylesheetName = "baraudit.css"

    public var options: ReportOptions
    public var catalog: RuleCatalog

    public init(options: ReportOptions, catalog: RuleCatalog = .builtIn) {
        self.options = options
        self.catalog = catalog
    }

    public static var stylesheet: String { EmbeddedData.text(stylesheetPath) ?? "" }

    /// The file's section: its bars with drawings, transcripts and findings.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> String {
        guard file.loaded else { return "" }
        var html = HTMLBuilder()
        fileSection(file, index: index, into: &html)
        return html.output
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        Sink(reporter: self, output: output, run: run)
    }

    /// The summary comes first on the page but is known last: file sections go to a file beside the
    /// report (in memory when the report is) and follow the summary when the run ends.
    private final class Sink: ReportSink {
        private let reporter: HTMLReporter
        private let output: ReportText
        private let sections: ReportText
        private let run: RunInfo

        init(reporter: HTMLReporter, output: ReportText, run: RunInfo) {
            self.reporter = reporter
            self.output = output
            self.run = run
            sections = output.path.flatMap { try? ReportText(file: $0 + ".sections") } ?? ReportText()
        }

        func append(_ part: String) {
            sections += part
            sections.flushIfLarge()
        }

        func finish(_ summary: AuditSummary) {
            let template = (EmbeddedData.text(HTMLReporter.templatePath) ?? "{{body}}")
                .replacingOccurrences(of: "{{generator}}", with: HTMLBuilder.escape("baraudit \(run.toolVersion)"))
                .replacingOccurrences(of: "{{title}}", with: HTMLBuilder.escape("BarAudit report: \(reporter.headline(summary))"))
            let slot = template.range(of: "{{body}}") ?? template.endIndex..<template.endIndex
            var html = HTMLBuilder()
            html.element("header") { html in
                html.element("h1", text: "BarAudit report")
                html.element("p", ["class": "meta"], text: reporter.meta(summary, run: run))
            }
            html.newline()
            html.start("main")
            reporter.summary(summary, into: &html)
            output += template[..<slot.lowerBound]
            output += html.output
            output.append(sections)
            html = HTMLBuilder()
            html.end("main")
            html.newline()
            html.element("footer") { html in
                html.element("p", text: "Spoken text comes from BarAudit's model of VoiceOver (UIKit UITabBar, iOS 13 and later; Material Components for iOS), not from a recording. Sizes marked estimated are computed from platform metrics.")
            }
            output += html.output
            output += template[slot.upperBound...]
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

    // MARK: Summary

    private func summary(_ summary: AuditSummary, into html: inout HTMLBuilder) {
        html.element("section", ["aria-labelledby": "summary"]) { html in
            html.element("h2", ["id": "summary"], text: "Summary")
            html.element("div", ["class": "tables"]) { html in
                table(html: &html, caption: "Findings by severity", headers: ["Severity", "Findings"], rows: [
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
                table(html: &html, caption: "By locale", headers: ["Locale", "Checks", "Passed", "Findings"],
                      rows: summary.byLocale.sorted { $0.key < $1.key }.map { locale, tally in
                          [.code(locale), .number(tally.checks), .number(tally.passed), .number(tally.findings)]
                      })
            }
            if !summary.fixedBaselineEntries.isEmpty {
                html.element("h3", text: "Fixed since the baseline")
                html.element("p", text: "These baseline entries no longer occur; remove them from the baseline file.")
                html.element("ul") { html in
                    for entry in summary.fixedBaselineEntries {
                        html.element("li") { html in
                            html.element("code", text: "\(entry.file) · \(entry.rule)")
                            html.text(" ")
                            html.element("bdi", ["dir": "auto"], text: entry.message)
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
                                        html.element("bdi", ["dir": "auto"], text: diagnostic.message)
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
        case text(String), code(String), number(Int), severity(Severity)
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

    // MARK: Files and bars

    /// Drawings are numbered within the file (`drawing-3-2` is file 3's second), so files render apart.
    private func fileSection(_ file: FileResult, index: Int, into html: inout HTMLBuilder) {
        guard let definition = file.definition else { return }
        html.element("section", ["class": "file", "aria-label": "File \(file.path)"]) { html in
            html.element("h2") { $0.element("code", ["class": "path"], text: file.path) }
            if !file.diagnostics.isEmpty {
                html.element("ul") { html in
                    for diagnostic in file.diagnostics {
                        html.element("li") { html in
                            html.element("span", ["class": "badge severity-\(diagnostic.severity.rawValue)"], text: Self.severityName(diagnostic.severity))
                            html.text(" ")
                            html.element("code", text: diagnostic.location.description)
                            html.text(" ")
                            html.element("bdi", ["dir": "auto"], text: diagnostic.message)
                        }
                    }
                }
            }
            var drawings = 0
            for bar in definition.bars {
                barSection(bar, definition: definition, checks: file.checks.filter { $0.barID == bar.id }, into: &html,
                           drawingID: { drawings += 1; return "drawing-\(index + 1)-\(drawings)" })
            }
        }
    }

    private func barSection(_ bar: Bar, definition: DefinitionFile, checks: [Check], into html: inout HTMLBuilder, drawingID: () -> String) {
        let findings = checks.flatMap(\.findings)
        let flagged = Set(findings.compactMap(\.itemID))
        html.element("article", ["class": "bar", "aria-label": "Bar \(bar.id)"]) { html in
            html.element("h3") { html in
                html.text("Bar ")
                html.element("code", text: bar.id)
            }
            let platform = bar.platform == .ios ? "iOS tab bar" : "Material bottom navigation"
            html.element("p", ["class": "meta"], text: "\(platform) · \(bar.items.count) items · locales \(bar.locales.joined(separator: ", ")) · selected: \(bar.selectedItemID ?? "none") · \(findings.count) findings in \(checks.count) checks")

            html.element("h4", text: "Layout")
            for geometry in GeometryModel.layouts(for: bar) {
                drawing(geometry, bar: bar, definition: definition, flagged: flagged, id: drawingID(), into: &html)
            }

            html.element("h4", text: "What VoiceOver says")
            for locale in bar.locales {
                for layout in BarLayout.layouts(for: bar) {
                    html.element("details") { html in
                        html.element("summary") { html in
                            html.element("code", text: locale)
                            html.text(layout == .allTabs ? "" : " — \(layout.rawValue)")
                        }
                        html.element("div", ["class": "content"]) { html in
                            html.element("ol", ["class": "transcript", "lang": locale]) { html in
                                for tab in VoiceOverModel.speak(bar, in: definition, locale: locale, layout: layout) {
                                    html.element("li") { html in
                                        if tab.isBehindMore {
                                            html.element("span", ["class": "behind-more", "lang": "en"], text: "\(tab.itemID ?? "") — behind More, not on the bar")
                                        } else {
                                            html.element("bdi", ["dir": "auto"], text: tab.text)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            html.element("h4", text: "Findings")
            let byRule = Dictionary(grouping: findings, by: \.ruleID)
            if byRule.isEmpty {
                html.element("p", ["class": "no-findings"], text: "No findings: \(checks.filter { $0.skipReason == nil }.count) checks passed.")
            }
            for ruleID in byRule.keys.sorted(by: { ruleOrder($0, $1, byRule) }) {
                ruleGroup(ruleID, findings: byRule[ruleID]!, into: &html)
            }

            let suppressed = checks.flatMap(\.suppressed)
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
                                        html.element("bdi", ["dir": "auto"], text: entry.finding.message)
                                    }
                                    html.element("p", ["class": "finding-detail"]) { html in
                                        html.element("code", text: entry.finding.location.description)
                                        html.text(" · ")
                                        html.element("bdi", ["dir": "auto"], text: entry.explanation)
                                    }
                                }
                            }
                        }
                    }
                }
            }

            let skipped = checks.filter { $0.skipReason != nil }
            if !skipped.isEmpty {
                html.element("h4", text: "Skipped checks")
                html.element("details") { html in
                    html.element("summary", text: "\(skipped.count) checks not run")
                    html.element("div", ["class": "content"]) { html in
                        html.element("ul") { html in
                            for (ruleID, group) in Dictionary(grouping: skipped, by: \.ruleID).sorted(by: { $0.key < $1.key }) {
                                html.element("li") { html in
                                    html.element("code", text: ruleID)
                                    html.text(": \(group.count) checks — \(group[0].skipReason ?? "")")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Most severe rules first, then by id.
    private func ruleOrder(_ lhs: String, _ rhs: String, _ byRule: [String: [Finding]]) -> Bool {
        let left = byRule[lhs]!.map(\.severity).max()!, right = byRule[rhs]!.map(\.severity).max()!
        return left != right ? left > right : lhs < rhs
    }

    private func ruleGroup(_ ruleID: String, findings: [Finding], into html: inout HTMLBuilder) {
        let rule = catalog.description(for: ruleID)
        let severity = findings.map(\.severity).max()!
        html.element("details", ["open": ""]) { html in
            html.element("summary") { html in
                html.element("span", ["class": "badge severity-\(severity.rawValue)"], text: Self.severityName(severity))
                html.text(" ")
                html.element("code", text: ruleID)
                html.text(" — \(rule?.title ?? ruleID) (\(findings.count))")
            }
            html.element("div", ["class": "content"]) { html in
                html.element("ul", ["class": "findings"]) { html in
                    for finding in findings {
                        html.element("li", ["class": "severity-\(finding.severity.rawValue)"]) { html in
                            html.element("p", ["class": "finding-message"]) { html in
                                html.element("bdi", ["dir": "auto"], text: finding.message)
                            }
                            html.element("p", ["class": "finding-detail"]) { html in
                                html.element("code", text: finding.location.description)
                                if let item = finding.itemID {
                                    html.text(" · item ")
                                    html.element("code", text: item)
                                }
                                if let locale = finding.locale {
                                    html.text(" · locale ")
                                    html.element("code", text: locale)
                                }
                            }
                            if let spoken = finding.spoken {
                                html.element("p", ["class": "finding-detail"]) { html in
                                    html.text("\(finding.screenReader.rawValue): “")
                                    html.element("bdi", ["dir": "auto", "lang": finding.locale], text: spoken)
                                    html.text("”")
                                }
                            }
                            if let fix = finding.fix {
                                html.element("p", ["class": "finding-detail"], text: "Fix: \(fix)")
                            }
                        }
                    }
                }
                if let rule {
                    html.element("details") { html in
                        html.element("summary", text: "Why this matters, and references")
                        html.element("div", ["class": "content"]) { html in
                            html.element("p", text: rule.rationale)
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
                }
            }
        }
    }

    // MARK: Drawing

    private func drawing(_ geometry: BarGeometry, bar: Bar, definition: DefinitionFile, flagged: Set<String>, id: String, into html: inout HTMLBuilder) {
        let scale = min(1.0, 720 / max(geometry.barWidth, 1))
        let device = geometry.viewport.describe(unit: geometry.unit)
        let size = "\(geometry.barWidth.formattedMetric) × \(geometry.barHeight.formattedMetric) \(geometry.unit)"
        let flaggedHere = geometry.tabs.compactMap(\.itemID).filter(flagged.contains)
        let hidden = geometry.hiddenItemIDs.isEmpty ? "" : "; behind More: \(geometry.hiddenItemIDs.joined(separator: ", "))"
        let tabSizes = Set(geometry.tabs.map { "\($0.width.formattedMetric) × \($0.height.formattedMetric) \(geometry.unit)\($0.isEstimated ? " (estimated)" : "")" }).sorted()
        let selected = bar.selectedItemID.map { id in geometry.frame(of: id) != nil ? "; selected: \(id)" : "; selected: \(id) (behind More)" } ?? ""
        let caption = "\(device): bar \(size), tabs \(tabSizes.joined(separator: ", "))\(hidden)\(selected)" +
            (flaggedHere.isEmpty ? "" : "; tabs with findings: \(flaggedHere.joined(separator: ", "))")
        html.element("figure") { html in
            html.element("svg", [
                "class": "drawing", "role": "img", "aria-labelledby": "\(id)-title",
                "viewBox": "0 0 \(Self.number(geometry.barWidth)) \(Self.number(geometry.barHeight))",
                "width": Self.number(geometry.barWidth * scale), "height": Self.number(geometry.barHeight * scale),
                "xmlns": "http://www.w3.org/2000/svg",
            ]) { html in
                html.element("title", ["id": "\(id)-title"], text: "Drawing of bar \(bar.id) on \(device), to scale")
                for tab in geometry.tabs {
                    let isFlagged = tab.itemID.map(flagged.contains) ?? false
                    let style = tab.itemID == nil ? "tab-more" : isFlagged ? "tab-flagged" : "tab"
                    html.element("rect", ["class": style, "x": Self.number(tab.x + 1), "y": "1",
                                          "width": Self.number(max(tab.width - 2, 1)), "height": Self.number(max(tab.height - 2, 1)), "rx": "4"])
                    let selected = tab.itemID == bar.selectedItemID
                    html.element("text", ["class": selected ? "tab-label tab-label-selected" : "tab-label",
                                          "x": Self.number(tab.x + tab.width / 2), "y": Self.number(tab.height / 2 + 4)],
                                 text: label(of: tab, bar: bar, definition: definition))
                    if selected {
                        html.element("rect", ["class": "tab-selection", "x": Self.number(tab.x + 6), "y": Self.number(tab.height - 6),
                                              "width": Self.number(max(tab.width - 12, 1)), "height": "3"])
                    }
                    if isFlagged {
                        html.element("text", ["class": "tab-marker", "x": Self.number(tab.x + tab.width - 5), "y": "14"], text: "!")
                    }
                }
            }
            html.element("figcaption", text: caption)
        }
    }

    private func label(of tab: TabFrame, bar: Bar, definition: DefinitionFile) -> String {
        guard let id = tab.itemID, let item = bar.item(withID: id) else { return "More" }
        let title = item.title.map { definition.resolve($0, in: bar, locale: bar.sourceLocale).text } ?? ""
        let text = title.trimmingWhitespace().isEmpty ? id : title
        let room = max(3, Int(tab.width / 6.5))
        return text.count > room ? String(text.prefix(room - 1)) + "…" : text
    }

    private static func number(_ value: Double) -> String { value.formattedMetric }
}
