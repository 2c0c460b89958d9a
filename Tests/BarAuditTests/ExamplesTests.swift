import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditReporting
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
        #expect(xml.checkCounts == json.checkCounts)
        #expect(stripLocations(try #require(xml.definition)) == stripLocations(try #require(json.definition)))
        let spokenXML = SpeechPrinter.render([try #require(xml.definition)])
        let spokenJSON = SpeechPrinter.render([try #require(json.definition)])
        #expect(spokenXML.replacingOccurrences(of: "\(name).xml", with: "") == spokenJSON.replacingOccurrences(of: "\(name).json", with: ""))
    }

    @Test func readmeFormatExamplesLoadCleanlyAndAgree() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let xml = try #require(codeBlock("xml", after: "### XML\n", in: readme))
        let json = try #require(codeBlock("json", after: "### JSON\n", in: readme))
        let fromXML = load("README.xml", xml), fromJSON = load("README.json", json)
        #expect(fromXML.diagnostics.isEmpty, "\(fromXML.diagnostics)")
        #expect(fromJSON.diagnostics.isEmpty, "\(fromJSON.diagnostics)")
        #expect(stripLocations(try #require(fromXML.definition)) == stripLocations(try #require(fromJSON.definition)))
    }

    /// The first code block of a language after a heading.
    private func codeBlock(_ language: String, after heading: String, in markdown: String) -> String? {
        guard let section = markdown.range(of: heading),
              let start = markdown.range(of: "```\(language)\n", range: section.upperBound..<markdown.endIndex),
              let end = markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex) else { return nil }
        return String(markdown[start.upperBound..<end.lowerBound])
    }

    /// Findings without their file positions, which differ between encodings by nature.
    private func findingKeys(_ checks: [Check]) -> [String] {
        checks.flatMap(\.findings).map { "\($0.ruleID) \($0.severity) \($0.barID ?? "") \($0.itemID ?? "") \($0.locale ?? "") \($0.message)" }
    }
}
