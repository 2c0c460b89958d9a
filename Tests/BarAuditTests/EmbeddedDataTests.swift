@testable import BarAuditData
import Foundation
import Testing
import Yams

/// The data files EmbedTool parsed at build time read exactly as Yams reads their text, and the JSON
/// reader behind `EmbeddedData.document` follows RFC 8259.
@Suite struct EmbeddedDataTests {
    static let yamlFiles = EmbeddedData.files(under: "Rules").map(\.path).filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }

    @Test func everyYAMLFileUnderRulesIsPreparsed() {
        #expect(Self.yamlFiles.count == EmbeddedFiles.preparsed.count)
        #expect(Self.yamlFiles.contains("Rules/data/platform-metrics.yml"))
    }

    @Test(arguments: yamlFiles)
    func preparsedTreeIsWhatYamsReads(_ path: String) throws {
        let text = try #require(EmbeddedData.text(path))
        let fromYams = try #require(try Yams.load(yaml: text))
        let preparsed = try EmbeddedData.document(path)
        #expect(Self.difference(fromYams, preparsed, at: path) == nil)
    }

    @Test func numbersKeepTheirTypes() throws {
        let tree = try #require(try EmbeddedDataTests.read(#"{"a": 44, "b": 44.0, "c": -1.5e3, "d": 0, "e": [true, false, null]}"#) as? [String: Any])
        #expect(tree["a"] as? Int == 44)
        #expect(tree["b"] as? Double == 44)
        #expect(tree["b"] as? Int == nil)
        #expect(tree["c"] as? Double == -1500)
        #expect(tree["d"] as? Int == 0)
        let list = try #require(tree["e"] as? [Any])
        #expect(list[0] as? Bool == true && list[1] as? Bool == false && list[2] is NSNull)
    }

    @Test func stringsUnescape() throws {
        let text = try EmbeddedDataTests.read(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00 é", "\ud800x"]"#) as? [String]
        #expect(text == ["a\"b\\c/d\n\té😀 é", "\u{FFFD}x"])
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"a", "\"\u{01}\"", "[1] 2", "\"\\x\"", "\"\\u12\""])
    func malformedJSONIsAnError(_ json: String) {
        #expect(throws: EmbeddedDataError.self) { try EmbeddedDataTests.read(json) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        #expect(throws: EmbeddedDataError.self) { try EmbeddedDataTests.read(String(repeating: "[", count: 100_000)) }
    }

    @Test func missingFileIsAnError() {
        #expect(throws: EmbeddedDataError.self) { try EmbeddedData.document("Rules/data/no-such-file.yml") }
    }

    static func read(_ json: String) throws -> Any { try JSONTreeReader.read(json) }

    /// Where two trees differ in value or in type, or nil.
    static func difference(_ expected: Any, _ actual: Any, at path: String) -> String? {
        switch (expected, actual) {
        case let (expected as Bool, actual as Bool): return expected == actual ? nil : "\(path): \(expected) ≠ \(actual)"
        case let (expected as Int, actual as Int): return expected == actual ? nil : "\(path): \(expected) ≠ \(actual)"
        case let (expected as Double, actual as Double): return expected == actual ? nil : "\(path): \(expected) ≠ \(actual)"
        case let (expected as String, actual as String): return expected == actual ? nil : "\(path): \(expected) ≠ \(actual)"
        case (is NSNull, is NSNull): return nil
        case let (expected as [Any], actual as [Any]):
            guard expected.count == actual.count else { return "\(path): \(expected.count) elements ≠ \(actual.count)" }
            return zip(expected, actual).enumerated().lazy.compactMap { difference($1.0, $1.1, at: "\(path)[\($0)]") }.first
        case let (expected as [AnyHashable: Any], actual as [String: Any]):
            let keys = expected.keys.compactMap { $0.base as? String }
            guard keys.count == expected.count, Set(keys) == Set(actual.keys) else { return "\(path): keys differ" }
            return keys.sorted().lazy.compactMap { difference(expected[$0]!, actual[$0]!, at: "\(path).\($0)") }.first
        default:
            return "\(path): \(type(of: expected)) ≠ \(type(of: actual))"
        }
    }
}
