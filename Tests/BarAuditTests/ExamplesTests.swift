import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// The bundled examples: both encodings of each say the same thing.
@Suite struct ExamplesTests {
    static let names = Repository.exampleFiles(extension: "xml").map { String($0.dropLast(4)) }

    @Test func everyExampleHasBothEncodings() {
        #expect(Self.names.count >= 5)
        #expect(Repository.exampleFiles(extension: "json").map { String($0.dropLast(5)) } == Self.names)
    }

    @Test(arguments: names)
    func xmlAndJSONGiveIdenticalFindings(_ name: String) throws {
        let auditor = Auditor(engine: try RuleEngine())
        let xml = auditor.audit(file: Repository.examples.appendingPathComponent("\(name).xml").path)
        let json = auditor.audit(file: Repository.examples.appendingPathComponent("\(name).json").path)
        #expect(xml.diagnostics.isEmpty, "\(xml.diagnostics)")
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics)")
        #expect(findingKeys(xml.checks) == findingKeys(json.checks))
        #expect(xml.checks.count == json.checks.count)
        #expect(stripLocations(try #require(xml.definition)) == stripLocations(try #require(json.definition)))
    }

    /// Findings without their file positions, which differ between encodings by nature.
    private func findingKeys(_ checks: [Check]) -> [String] {
        checks.flatMap(\.findings).map { "\($0.ruleID) \($0.severity) \($0.barID ?? "") \($0.itemID ?? "") \($0.locale ?? "") \($0.message)" }
    }

    private func stripLocations(_ file: DefinitionFile) -> DefinitionFile {
        let nowhere = SourceLocation(file: "")
        func strip(_ text: Text?) -> Text? { text.map { Text($0.source, location: nowhere) } }
        var copy = file
        copy.path = ""
        copy.format = .xml
        copy.bars = file.bars.map { bar in
            var bar = bar
            bar.location = nowhere
            bar.selectionLocation = nowhere
            bar.size?.location = nowhere
            bar.items = bar.items.map { item in
                var item = item
                item.location = nowhere
                item.title = strip(item.title)
                item.badge = strip(item.badge)
                item.glyph?.location = nowhere
                item.frame?.location = nowhere
                item.accessibility.label = strip(item.accessibility.label)
                item.accessibility.value = strip(item.accessibility.value)
                item.accessibility.hint = strip(item.accessibility.hint)
                return item
            }
            return bar
        }
        copy.strings = file.strings.mapValues { table in
            var table = table
            table.location = nowhere
            table.entries = table.entries.mapValues { entry in
                var entry = entry
                entry.location = nowhere
                if case .plural(let variants) = entry.content {
                    entry.content = .plural(variants.map { PluralVariant(categoryName: $0.categoryName, text: $0.text, location: nowhere) })
                }
                return entry
            }
            return table
        }
        return copy
    }
}
