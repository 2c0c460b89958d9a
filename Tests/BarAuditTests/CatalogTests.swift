import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditRules
import BarAuditReporting
import Testing

/// The rule catalog and the rules agree, and every rule's own examples behave as documented.
@Suite struct CatalogTests {
    static let catalog = RuleCatalog.builtIn

    @Test func catalogReadsWithoutProblems() {
        #expect(Self.catalog.problems.isEmpty, "\(Self.catalog.problems)")
        #expect(!Self.catalog.descriptions.isEmpty)
    }

    @Test func everyRuleHasAnEntryAndEveryEntryARule() {
        let ruleIDs = Set(RuleRegistry.builtIn.map(\.id))
        let entryIDs = Set(Self.catalog.ids)
        #expect(ruleIDs.subtracting(entryIDs).isEmpty, "rules without a catalog entry: \(ruleIDs.subtracting(entryIDs))")
        #expect(entryIDs.subtracting(ruleIDs).isEmpty, "catalog entries without a rule: \(entryIDs.subtracting(ruleIDs))")
        #expect(ruleIDs.count == RuleRegistry.builtIn.count, "two rules share an id")
    }

    @Test(arguments: catalog.descriptions.map(\.id))
    func entryIsComplete(_ id: String) throws {
        let entry = try #require(Self.catalog.description(for: id))
        #expect(!entry.references.isEmpty, "every rule cites its sources")
        #expect(!entry.triggering.isEmpty, "every rule shows what triggers it")
        #expect(!entry.nonTriggering.isEmpty, "every rule shows what does not")
        #expect(entry.triggering.allSatisfy { !$0.findings.isEmpty }, "a triggering example documents its findings")
    }

    @Test(arguments: catalog.descriptions.map(\.id))
    func examplesBehaveAsDocumented(_ id: String) throws {
        let entry = try #require(Self.catalog.description(for: id))
        var settings = RuleSettings()
        settings.enabled = [id]
        let engine = try RuleEngine(settings: settings)
        for (index, example) in entry.triggering.enumerated() {
            let findings = try findingsOf(id, in: example, named: "\(id) triggering #\(index + 1)", engine: engine)
            #expect(findings.count == example.findings.count, "\(example.summary): \(findings.map(\.message))")
            for (finding, expected) in zip(findings, example.findings) {
                #expect(finding.message.contains(expected.message), "\(example.summary): \(finding.message)")
                #expect(finding.itemID == expected.item, "\(example.summary)")
                #expect(finding.locale == expected.locale, "\(example.summary)")
                #expect(finding.severity == expected.severity ?? entry.defaultSeverity, "\(example.summary)")
            }
        }
        for (index, example) in entry.nonTriggering.enumerated() {
            let findings = try findingsOf(id, in: example, named: "\(id) non-triggering #\(index + 1)", engine: engine)
            #expect(findings.isEmpty, "\(example.summary): \(findings.map(\.message))")
        }
    }

    @Test func explainShowsRationaleReferencesAndExamples() throws {
        for entry in Self.catalog.descriptions {
            let text = BarAuditReporting.CatalogPrinter.explain(entry)
            #expect(text.hasPrefix("\(entry.id): \(entry.title)"))
            #expect(text.contains(entry.rationale))
            #expect(entry.references.allSatisfy { text.contains($0.title) })
            #expect(text.contains("Triggering examples:") && text.contains("Non-triggering examples:"))
        }
    }

    private func findingsOf(_ id: String, in example: RuleDescription.Example, named name: String, engine: RuleEngine) throws -> [Finding] {
        let loaded = DefinitionLoader().load(path: "\(name).xml", bytes: Array(example.document.utf8))
        let definition = try #require(loaded.definition, "\(name) does not load: \(loaded.diagnostics)")
        #expect(loaded.diagnostics.isEmpty, "\(name): \(loaded.diagnostics)")
        return engine.audit(definition).findings.filter { $0.ruleID == id }
    }
}
