import BarAuditModel
import BarAuditRules

/// The JSON report for scripts: per file its defects (findings grouped across locales, as every report
/// counts them, one per line), suppressed and baselined findings, input problems and counts — defects
/// by severity, and checks by bar and rule — then the run's counts by rule and in total. Passing checks
/// are counted, not listed. Each file's definition is kept on one line with only the strings its bars use, so that
/// `baraudit merge` can draw the bars. Its schema is `Reports/schema/baraudit-report.schema.json`
/// ("format": "baraudit-report", "version": 3; `baraudit merge` reads versions 2 and 3). `files` comes first, written file by file as the run
/// goes; the other members follow in key order, so output is byte-identical for the same input.
public struct JSONReporter: StreamingReporter {
    public static let formatVersion = 3
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// The file's entry of `files`, indented as it sits in the document.
    public func part(of file: FileResult, index: Int, run: RunInfo) -> [UInt8] {
        ReportText.collectBytes { write(file, index: index, run: run, to: $0) }
    }

    /// Writes the file's entry, its defects one at a time (see `TextReporter.write`).
    public func write(_ file: FileResult, index: Int, run: RunInfo, to output: ReportText) {
        output += "    "
        self.file(file).write(into: output, indent: 4)
    }

    public func sink(writingTo output: ReportText, run: RunInfo) -> any ReportSink {
        JoinedSink(output: output, head: "{\n  \"files\" : [\n", separator: ",\n", partsAreNeverEmpty: true) { summary in
            ReportText.collect { rest in
                rest += "\n  ],\n"
                JSONValue.writeMembers(members(summary, run: run), into: rest, indent: 2, last: true)
                rest += "}\n"
            }
        }
    }

    /// The members after `files`.
    private func members(_ summary: AuditSummary, run: RunInfo) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "format": "baraudit-report",
            "version": .integer(Self.formatVersion),
            "tool": ["name": "baraudit", "version": .string(run.toolVersion), "icu": .string(run.icuVersion), "cldr": .string(run.cldrVersion)],
            "failOn": .string(options.failOn.rawValue),
            "exitCode": .integer(Int(summary.exitCode(failOn: options.failOn))),
            "summary": [
                "files": .integer(summary.files), "unloadedFiles": .integer(summary.unloadedFiles.count), "bars": .integer(summary.bars),
                "items": .integer(summary.items), "checks": .integer(summary.checks.checks),
                "passed": .integer(summary.checks.passed),
                "withFindings": .integer(summary.checks.withFindings),
                "skipped": .integer(summary.checks.skipped),
                "suppressed": .integer(summary.suppressed + summary.baselined),
                "errors": .integer(summary.count(.error)), "warnings": .integer(summary.count(.warning)), "notes": .integer(summary.count(.info)),
            ],
            "byRule": .object(summary.byRule.mapValues { tally in
                .compact(["checks": .integer(tally.checks), "passed": .integer(tally.passed), "skipped": .integer(tally.skipped),
                          "errors": .integer(tally.errors), "warnings": .integer(tally.warnings), "notes": .integer(tally.notes)])
            }),
            "baseline": [
                "used": .bool(run.usedBaseline),
                "fixed": .array(summary.fixedBaselineEntries.map { entry in
                    var object: [String: JSONValue] = ["fingerprint": .string(entry.fingerprint), "rule": .string(entry.rule),
                                                       "file": .string(entry.file), "message": .string(entry.message)]
                    object[optional: "bar"] = entry.bar
                    object[optional: "item"] = entry.item
                    object[optional: "locale"] = entry.locale
                    return .object(object)
                }),
            ],
        ]
        if options.timestamp != nil { members["timestamp"] = .string(options.isoTimestamp + "Z") }
        return members
    }

    private func file(_ file: FileResult) -> JSONValue {
        let defects = file.defects
        // Counted in one pass over the defects, each made and let go: filtered, every defect of a
        // severity was made and kept at once (the 300,000 of a bar of 100,000 tabs).
        var bySeverity: [Severity: Int] = [:]
        for defect in defects { bySeverity[defect.severity, default: 0] += 1 }
        func count(_ severity: Severity) -> JSONValue {
            .integer(bySeverity[severity, default: 0] + file.diagnostics.filter { $0.severity == severity }.count)
        }
        var object: [String: JSONValue] = [
            "path": .string(file.path),
            "loaded": .bool(file.loaded),
            "diagnostics": .array(file.diagnostics.map { diagnostic in
                .object(location(diagnostic.location).merging(["severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message)]) { $1 })
            }),
            "counts": ["errors": count(.error), "warnings": count(.warning), "notes": count(.info)],
            "defects": .written(count: defects.count) { [items = options.jsonStrings ? ItemLookup(file.definition) : nil] index, output in
                defect(defects[index], in: file, items: items, into: output)
            },
            "checks": .written(count: file.checkCounts.count) { [checkCounts = file.checkCounts] index, output in
                checkCount(checkCounts[index], into: output)
            },
        ]
        let suppressed = file.suppressed
        if !suppressed.isEmpty { object["suppressed"] = .array(suppressed.map(self.suppressed)) }
        if let definition = file.definition {
            object["format"] = .string(definition.format.rawValue)
            object["definition"] = .writtenValue { DefinitionJSON.write(definition, into: $0) }
            // The definition format has no screen reader: bars imported from Android projects are read by
            // TalkBack, and `merge` must draw their transcripts and headings as TalkBack's.
            let talkBack = definition.bars.filter { $0.screenReader == .talkBack }.map { JSONValue.string($0.id) }
            if !talkBack.isEmpty { object["talkBackBars"] = .array(talkBack) }
            // Nor has it Compose badges, which TalkBack reads as written or not at all.
            var badgeSpeech: [String: JSONValue] = [:]
            for bar in definition.bars {
                let items = bar.items.filter { $0.badgeSpeech != .platform }
                if !items.isEmpty { badgeSpeech[bar.id] = .object(Dictionary(items.map { ($0.id, .string($0.badgeSpeech.rawValue)) }, uniquingKeysWith: { first, _ in first })) }
            }
            if !badgeSpeech.isEmpty { object["badgeSpeech"] = .object(badgeSpeech) }
        }
        return .object(object)
    }

    /// One line per bar and rule (and skip reason): `[bar, rule, checks, passed, withFindings, skipped]`,
    /// with the skip reason last for checks not run.
    private func checkCount(_ count: CheckCount, into output: ReportText) {
        output += "["
        JSONValue.writeString(count.barID, into: output)
        output += ","
        JSONValue.writeString(count.ruleID, into: output)
        func number(_ value: Int) {
            output += ","
            output.append(decimal: value)
        }
        number(count.checks)
        number(count.passed)
        number(count.withFindings)
        number(count.skipped)
        if let reason = count.skipReason {
            output += ","
            JSONValue.writeString(reason, into: output)
        }
        output += "]"
    }

    /// One line; `file` only when it is not the file's own path (an imported app's strings file).
    /// `items`: the file's bars and items by id, with `--json-strings`.
    private func defect(_ defect: Defect, in file: FileResult, items: ItemLookup?, into output: ReportText) {
        // Members in key order: a run writes thousands of defects, none of them needs hashing or sorting.
        let location = defect.location
        CompactWriter.object(into: output) { object in
            if let bar = defect.barID { object.string("bar", bar) }
            if let column = location.column { object.integer("column", column) }
            if location.file != file.path { object.string("file", location.file) }
            if let fix = defect.fix { object.string("fix", fix) }
            if let item = defect.itemID { object.string("item", item) }
            if location.line > 0 { object.integer("line", location.line) }
            if !defect.locales.isEmpty { object.strings("locales", defect.locales) }
            object.string("message", defect.message)
            object.string("rule", defect.ruleID)
            if !defect.spoken.isEmpty, defect.screenReader != .voiceOver { object.string("screenReader", defect.screenReader.rawValue) }
            object.string("severity", defect.severity.rawValue)
            if !defect.spoken.isEmpty {
                // A text every one of the defect's locales says needs no locales of its own.
                object.objects("spoken", count: defect.spoken.count) { index, member in
                    let spoken = defect.spoken[index]
                    if spoken.locales != defect.locales { member.strings("locales", spoken.locales) }
                    member.string("text", spoken.text)
                }
            }
            if let items, let definition = file.definition, let strings = strings(of: defect, in: definition, items: items) { object.value("strings", strings) }
        }
    }

    /// With `--json-strings`: the item's title, badge and accessibility label, value and hint as each of
    /// the defect's locales resolves them (the source locale for a defect not about a locale).
    private func strings(of defect: Defect, in definition: DefinitionFile, items: ItemLookup) -> JSONValue? {
        guard let barID = defect.barID, let itemID = defect.itemID, let (bar, item) = items.item(itemID, of: barID, in: definition) else { return nil }
        let texts = [("title", item.title), ("badge", item.badge), ("label", item.accessibility.label),
                     ("value", item.accessibility.value), ("hint", item.accessibility.hint)]
        let locales = defect.locales.isEmpty ? [bar.sourceLocale] : defect.locales
        return .object(Dictionary(locales.map { locale in
            (locale, JSONValue.object(Dictionary(uniqueKeysWithValues: texts.compactMap { name, text in
                text.map { (name, JSONValue.string(definition.resolve($0, in: bar, locale: locale).text)) }
            })))
        }, uniquingKeysWith: { first, _ in first }))
    }

    /// Where each bar and item of a file is, by id (the first of a repeated id), made once per file: a
    /// search per defect made `--json-strings` on a bar of 100,000 tabs quadratic.
    private struct ItemLookup: Sendable {
        private let positions: [String: (bar: Int, items: [String: Int])]

        init?(_ definition: DefinitionFile?) {
            guard let definition else { return nil }
            var positions: [String: (bar: Int, items: [String: Int])] = [:]
            for (index, bar) in definition.bars.enumerated() where positions[bar.id] == nil {
                positions[bar.id] = (index, bar.itemPositionsByID)
            }
            self.positions = positions
        }

        func item(_ itemID: String, of barID: String, in definition: DefinitionFile) -> (Bar, Item)? {
            guard let position = positions[barID], let item = position.items[itemID] else { return nil }
            let bar = definition.bars[position.bar]
            return (bar, bar.items[item])
        }
    }

    private func suppressed(_ entry: SuppressedFinding) -> JSONValue {
        let finding = entry.finding
        var object = location(finding.location).merging([
            "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
        ]) { $1 }
        object[optional: "bar"] = finding.barID
        object[optional: "item"] = finding.itemID
        object[optional: "locale"] = finding.locale
        object[optional: "spoken"] = finding.spoken
        object[optional: "screenReader"] = finding.spoken == nil || finding.screenReader == .voiceOver ? nil : finding.screenReader.rawValue
        object[optional: "fix"] = finding.fix
        switch entry.source {
        case .baseline:
            object["source"] = "baseline"
        case .definition(let reason, let at):
            object["source"] = "definition"
            object[optional: "reason"] = reason
            object["suppressionLocation"] = .object(location(at))
        }
        return .object(object)
    }

    private func location(_ location: SourceLocation) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["file": .string(location.file)]
        if location.line > 0 { object["line"] = .integer(location.line) }
        if let column = location.column { object["column"] = .integer(column) }
        return object
    }
}
