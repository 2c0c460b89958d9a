@testable import BarAuditLoading
import BarAuditModel
import Testing

/// The JSON reader checks a document's syntax whole, then reads it a level at a time: string tables entry by
/// entry, then bars with their items one by one. What it builds must not depend on where the document puts
/// its members, and nothing of a document with a syntax error may be built.
@Suite struct JSONStreamingTests {
    static let strings = #""strings": {"en": {"k": "Mail", "p": {"one": "%d tab", "other": "%d tabs"}}, "fr": {"k": "Courrier"}}"#
    static let items = #""items": [{"id": "a", "titleKey": "k", "titleLines": 2, "badge": "3", "accessibility": {"valueKey": "p"}}, {"id": "b", "title": "B"}, {"id": "a", "titleKey": "missing"}]"#
    static let fields = #""id": "bar", "platform": "ios", "sourceLocale": "en", "locales": ["en", "fr"], "selected": "b""#

    /// The facts the loaded file gives, without positions (which move with the members).
    static func facts(_ json: String) -> [String] {
        let loaded = load("bar.json", json)
        // "(first at bar.json:1:98)" names a position too.
        let firstAt = /\ \(first at [^)]*\)/
        let problems = loaded.diagnostics.map { diagnostic in
            let message = diagnostic.message.replacing(firstAt, with: "")
            return "\(diagnostic.severity): " + message
        }.sorted()
        guard let definition = loaded.definition else { return problems }
        let bars = definition.bars.map { bar in
            "\(bar.id) \(bar.platform) \(bar.locales) " + bar.items.map { "\($0.id)=\(String(describing: $0.title?.source))" }.joined(separator: ",")
        }
        let tables = definition.strings.keys.sorted().map { "\($0): \(definition.strings[$0]!.entries.keys.sorted())" }
        return problems + bars + tables
    }

    @Test func barsBeforeTheirStringsAndItemsBeforeTheirBarsFieldsGiveTheSameFile() {
        let usual = Self.facts("{\"version\": 1, \"bars\": [{\(Self.fields), \(Self.items)}], \(Self.strings)}")
        let reordered = Self.facts("{\(Self.strings), \"bars\": [{\(Self.items), \(Self.fields)}], \"version\": 1}")
        #expect(usual == reordered)
        // Every key is checked against every table, and the platform read after the items still warns of their `titleLines`.
        #expect(usual.contains("error: titleKey 'missing' is not defined in any string table"))
        #expect(usual.contains("warning: 'titleLines' applies to Material bars only (UIKit titles take one line) and is ignored on an iOS bar"))
        #expect(usual.contains("error: duplicate item id 'a' in bar 'bar'"))
    }

    @Test func aSyntaxErrorAfterValidBarsBuildsNothing() {
        let loaded = load("bar.json", "{\"bars\": [{\(Self.fields), \(Self.items)}], \(Self.strings), \"version\": 1,}")
        #expect(loaded.definition == nil)
        #expect(loaded.diagnostics.map(\.message) == ["malformed JSON: trailing comma before '}'"])
    }

    @Test func theCursorStepsOverStringsThatLookLikeStructure() throws {
        let json = #"{"a": "x,]}\"{[", "b": [1, {"c": [2, 3]}, "]"], "d": {}, "e": []}"#
        guard case .success(let root) = JSONPositionScanner.validate(Array(json.utf8)) else {
            Issue.record("the document is valid JSON")
            return
        }
        var cursor = JSONPositionScanner.Cursor(bytes: Array(json.utf8), at: root)
        let entered = cursor.enterObject()
        #expect(entered)
        #expect(cursor.count() == 4)
        var keys: [String] = []
        var arrayCounts: [Int] = []
        while let member = try cursor.nextMember() {
            keys.append(member.key)
            if cursor.enterArray() {
                arrayCounts.append(cursor.count())
                while cursor.nextElement() != nil { cursor.skipValue() }
            } else {
                cursor.skipValue()
            }
        }
        #expect(keys == ["a", "b", "d", "e"])
        #expect(arrayCounts == [3, 0])
        #expect(cursor.offset == json.utf8.count)
    }
}
