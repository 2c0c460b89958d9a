import Foundation
import Testing

/// Checks by tools nobody on this project wrote. Outside CI they are skipped when the tools are not
/// installed (`.ci/run` installs them); in CI (CI=true) a missing tool fails the test instead.
enum ExternalTools {
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    static func pythonHas(_ modules: String) -> Bool {
        (try? python(["-c", "import \(modules)"]).status) == 0
    }

    static let schemaValidators = pythonHas("jsonschema, xmlschema, yaml")

    static func python(_ arguments: [String]) throws -> CommandResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}

@Suite(.enabled(if: ExternalTools.schemaValidators || ExternalTools.isCI,
                "needs Python jsonschema, xmlschema and PyYAML (bash .ci/run installs them)"))
struct ExternalValidationTests {
    static let script = Repository.root.appendingPathComponent("Tests/external/validate_definitions.py").path

    @Test func examplesAndCatalogExamplesMatchTheSchemas() throws {
        try #require(ExternalTools.schemaValidators, "Python jsonschema, xmlschema and PyYAML are not installed")
        let result = try ExternalTools.python([Self.script, Repository.root.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.standardOutput.contains(" 0 failed"))
    }

    /// The validators really reject what the schemas forbid.
    @Test func validatorsRejectInvalidDefinitions() throws {
        try #require(ExternalTools.schemaValidators, "Python jsonschema, xmlschema and PyYAML are not installed")
        let scratch = Scratch()
        for schema in ["bar-definition.xsd", "bar-definition.schema.json"] {
            let text = try String(contentsOf: Repository.root.appendingPathComponent("Rules/schema/\(schema)"), encoding: .utf8)
            scratch.write("Rules/schema/\(schema)", text)
        }
        scratch.write("Examples/bad.xml", xmlBar("    <item id=\"a\" role=\"button\"/>"))
        scratch.write("Examples/bad.json", "{\"bars\": [{\"id\": \"b\", \"platform\": \"android\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\"}]}]}")
        let result = try ExternalTools.python([Self.script, scratch.url.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("schemas: 0 passed, 2 failed"), "\(result.standardOutput)")
    }
}
