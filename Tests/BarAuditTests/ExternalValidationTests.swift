import BarAuditRules
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
    static let babel = pythonHas("babel")

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

/// ICU's plural categories against CLDR 42 as Python's babel 2.12.1 ships it.
@Suite(.enabled(if: ExternalTools.babel || ExternalTools.isCI, "needs Python babel 2.12.1 (bash .ci/run installs it)"))
struct PluralOracleTests {
    static let locales = ["en", "de", "fr", "es", "it", "pt", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "ru", "uk",
                          "hr", "sr", "sl", "lt", "lv", "ro", "hu", "tr", "el", "he", "ar", "fa", "ur", "hi", "bn", "th", "vi",
                          "id", "ms", "ja", "ko", "zh", "cy", "ga", "mt"]

    @Test func icuCategoriesMatchCLDRFromBabel() throws {
        try #require(ExternalTools.babel, "Python babel is not installed")
        #expect(Self.locales.count >= 40)
        let script = Repository.root.appendingPathComponent("Tests/external/cldr_plural_categories.py").path
        let result = try ExternalTools.python([script] + Self.locales)
        try #require(result.status == 0, "\(result.output)")
        let oracle = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: [String]])
        for locale in Self.locales {
            let rules = try #require(PluralRules.forLocale(locale))
            #expect(!rules.isFallback, "ICU has plural data for \(locale)")
            #expect(rules.categories.map(\.rawValue).sorted() == oracle[locale], "\(locale): ICU \(rules.categories) vs CLDR \(oracle[locale] ?? [])")
        }
    }

    @Test func cldrVersionIsTheOneBabelShips() {
        #expect(ICU.cldrVersion.hasPrefix("42."), "babel 2.12.1 is CLDR 42; ICU reports \(ICU.cldrVersion)")
    }
}
