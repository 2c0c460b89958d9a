import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Every bad-input case of the foundation issue: one located error, no crash, quickly.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var bytes: [UInt8]
        /// Text the single error message must contain.
        var message: String
        var line: Int
        var column: Int?
        var testDescription: String { name }
    }

    static let billionLaughs: String = {
        let entities = "<!ENTITY a \"aaaaaaaaaa\">" + (1...9).map { index -> String in
            let previous = String(UnicodeScalar(UInt8(96 + index)))
            let name = String(UnicodeScalar(UInt8(97 + index)))
            return "<!ENTITY \(name) \"\(String(repeating: "&\(previous);", count: 10))\">"
        }.joined()
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE baraudit [\(entities)]>\n<baraudit version=\"1\"><bar id=\"b\" platform=\"ios\" sourceLocale=\"en\"><item id=\"x\" title=\"&j;\"/></bar></baraudit>\n"
    }()

    static let cases: [Case] = [
        Case(name: "empty file", file: "empty.xml", bytes: [], message: "file is empty", line: 0),
        Case(name: "whitespace only", file: "blank.json", bytes: Array("  \n\n".utf8), message: "file is empty (white space only)", line: 3, column: 1),
        Case(name: "malformed XML", file: "broken.xml",
             bytes: Array("<baraudit version=\"1\">\n  <bar id=\"b\" platform=\"ios\"\n</baraudit>\n".utf8),
             message: "malformed XML", line: 3, column: 1),
        Case(name: "unclosed XML element", file: "unclosed.xml",
             bytes: Array("<baraudit version=\"1\">\n  <bar id=\"b\">\n".utf8), message: "malformed XML", line: 3),
        Case(name: "malformed JSON", file: "broken.json",
             bytes: Array("{\n  \"bars\": [\n    {\"id\": \"b\",, }\n  ]\n}\n".utf8),
             message: "malformed JSON: expected a member name", line: 3, column: 16),
        Case(name: "JSON misspelt literal", file: "literal.json",
             bytes: Array("{\n  \"version\": tru\n}\n".utf8), message: "invalid literal, expected 'true'", line: 2, column: 14),
        Case(name: "JSON trailing comma", file: "comma.json",
             bytes: Array("{\"bars\": [1, 2,]}".utf8), message: "trailing comma before ']'", line: 1, column: 16),
        Case(name: "invalid UTF-8 in JSON", file: "latin1.json",
             bytes: Array("{\n  \"bars\": [{\"id\": \"".utf8) + [0xE9] + Array("\"}]\n}\n".utf8),
             message: "invalid UTF-8 (byte 0xE9)", line: 2, column: 20),
        Case(name: "invalid UTF-8 in XML", file: "latin1.xml",
             bytes: Array("<baraudit version=\"1\">\n<bar id=\"".utf8) + [0xC3, 0x28] + Array("\"/></baraudit>\n".utf8),
             message: "invalid UTF-8 (byte 0xC3)", line: 2, column: 10),
        Case(name: "JSON wrong type", file: "types.json",
             bytes: Array("{\"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\",\n \"items\": [{\"id\": \"a\", \"badge\": 8}]}]}".utf8),
             message: "bars[0].items[0].badge must be a string, not a number", line: 2, column: 33),
        Case(name: "JSON title lines neither a count nor unlimited", file: "lines.json",
             bytes: Array("{\"bars\": [{\"id\": \"b\", \"platform\": \"material\", \"sourceLocale\": \"en\",\n \"items\": [{\"id\": \"a\", \"titleLines\": 1.5}]}]}".utf8),
             message: "bars[0].items[0].titleLines must be a whole number from 1 to 100, or 'unlimited', not 1.5", line: 2, column: 38),
        Case(name: "JSON root not an object", file: "array.json", bytes: Array("[1, 2]".utf8),
             message: "a bar definition is a JSON object", line: 1, column: 1),
        Case(name: "XML schema violation", file: "schema.xml",
             bytes: Array(xmlBar("    <item id=\"a\" title=\"A\" enabled=\"maybe\"/>").utf8),
             message: "schema: Element 'item', attribute 'enabled': 'maybe' is not a valid value", line: 4, column: 5),
        Case(name: "XML missing required attribute", file: "required.xml",
             bytes: Array(xmlBar("    <item title=\"A\"/>").utf8), message: "attribute 'id' is required", line: 4, column: 5),
        Case(name: "JSON missing required member", file: "required.json",
             bytes: Array("{\"bars\": [{\"id\": \"b\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\"}]}]}".utf8),
             message: "bars[0] is missing the required member \"platform\"", line: 1, column: 11),
        Case(name: "duplicate item ids", file: "dupes.xml",
             bytes: Array(xmlBar("    <item id=\"a\" title=\"A\"/>\n    <item id=\"a\" title=\"B\"/>").utf8),
             message: "duplicate item id 'a' in bar 'b' (first at dupes.xml:4:5)", line: 5, column: 5),
        Case(name: "reference to a missing key", file: "key.xml",
             bytes: Array(xmlBar("    <item id=\"a\" titleKey=\"tab.a\"/>", strings: "<strings locale=\"en\"><string key=\"tab.b\">B</string></strings>").utf8),
             message: "titleKey 'tab.a' is not defined in any string table", line: 4, column: 28),
        Case(name: "XXE payload", file: "xxe.xml",
             bytes: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE baraudit [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<baraudit version=\"1\"><strings locale=\"en\"><string key=\"k\">&x;</string></strings></baraudit>\n".utf8),
             message: "DOCTYPE declarations are not allowed", line: 2, column: 1),
        Case(name: "external DTD", file: "dtd.xml",
             bytes: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE baraudit SYSTEM \"http://127.0.0.1:9/bar.dtd\">\n<baraudit version=\"1\"/>\n".utf8),
             message: "DOCTYPE declarations are not allowed", line: 2, column: 1),
        Case(name: "billion laughs", file: "laughs.xml", bytes: Array(billionLaughs.utf8),
             message: "entity reference loop", line: 3),
        Case(name: "not a bar definition", file: "other.xml", bytes: Array("<project/>".utf8),
             message: "the root element is <project>, expected <baraudit>", line: 1),
        Case(name: "newer format version", file: "v2.json", bytes: Array("{\"version\": 2, \"bars\": []}".utf8),
             message: "format version 2 is not supported", line: 1, column: 13),
    ]

    /// JSON had no check of ids and locale tags (XML's schema checks ids): an empty id, or an empty or
    /// spaced locale, was audited in ICU's root locale with no finding and no word.
    @Test func emptyIdsAndLocaleTagsAreErrors() {
        let json = #"{"version": 1, "bars": [{"id": " b", "platform": "ios", "sourceLocale": "", "locales": ["en", "pt BR"], "selected": "a", "#
            + #""items": [{"id": "", "title": "A"}, {"id": "x", "title": "B"}]}], "strings": {" de": {"k": "B"}}}"#
        let fromJSON = DefinitionLoader().load(path: "bar.json", bytes: Array(json.utf8))
        #expect(fromJSON.definition == nil)
        #expect(fromJSON.diagnostics.map(\.message) == [
            "bars[0].id must be a non-empty id without white space at either end, not ' b'",
            "bars[0].sourceLocale must be a locale tag such as 'en', 'pt-BR' or 'zh-Hant', not ''",
            "bars[0].locales must list locale tags such as 'en', 'pt-BR' or 'zh-Hant', not 'pt BR'",
            "bars[0].items[0].id must be a non-empty id without white space at either end, not ''",
            "the string table name must be a locale tag such as 'en', 'pt-BR' or 'zh-Hant', not ' de'",
        ], "\(fromJSON.diagnostics)")
        let xml = #"<baraudit version="1"><bar id="b" platform="ios" sourceLocale="" selected="a"><item id="a" title="A"/><item id="x" title="B"/></bar></baraudit>"#
        let fromXML = DefinitionLoader().load(path: "bar.xml", bytes: Array(xml.utf8))
        #expect(fromXML.definition == nil)
        #expect(fromXML.diagnostics.map(\.message) == ["attribute 'sourceLocale' of <bar id=\"b\"> must be a locale tag such as 'en', 'pt-BR' or 'zh-Hant', not ''"])
    }

    @Test(arguments: cases)
    func reportsOneLocatedError(_ testCase: Case) throws {
        let started = Date()
        let loaded = DefinitionLoader().load(path: testCase.file, bytes: testCase.bytes)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(loaded.failed)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        try #require(errors.count == 1, "\(loaded.diagnostics)")
        #expect(errors[0].message.contains(testCase.message), "\(errors[0].message)")
        #expect(errors[0].location.file == testCase.file)
        #expect(errors[0].location.line == testCase.line, "\(errors[0].location)")
        if let column = testCase.column {
            #expect(errors[0].location.column == column, "\(errors[0].location)")
        }
        #expect(!errors[0].message.contains("root:"), "entity content must never be expanded")
    }

    @Test func refusesOversizedFilesBeforeReading() throws {
        let scratch = Scratch()
        let path = scratch.path("huge.xml")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("<baraudit version=\"1\">".utf8))
        try handle.seek(toOffset: 50 * 1024 * 1024)
        try handle.write(contentsOf: Data("</baraudit>".utf8))
        try handle.close()
        let started = Date()
        let loaded = DefinitionLoader().load(path: path)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(loaded.diagnostics.map(\.message) == ["file is 50 MB, larger than the 16 MB limit for a bar definition (--max-file-size)"])
    }

    @Test func missingFileAndDirectoryWithoutDefinitions() {
        let scratch = Scratch()
        scratch.write("app/package.json", "{\"name\": \"not a bar\"}")
        scratch.write("app/layout.xml", "<LinearLayout/>")
        let result = DefinitionDiscovery.discover([scratch.path("nope.xml"), scratch.path("app")])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.message) == [
            "no such file or directory",
            "no bar definitions found in this directory (looked for .xml files with a <baraudit> root, .json files with a \"bars\" member, storyboards with a tab bar controller or a tab bar of their own, Android bottom navigation menus, and Swift, Objective-C and Kotlin files that build a tab bar)",
        ])
    }

    @Test func unknownNamesAreWarningsWithSuggestions() throws {
        let xml = load("typo.xml", xmlBar("    <item id=\"a\" title=\"A\" badgee=\"3\"><acessibility label=\"x\"/></item>"))
        #expect(!xml.failed)
        #expect(xml.diagnostics.map(\.message) == [
            "unknown attribute 'badgee' on <item> is ignored (did you mean 'badge'?)",
            "unknown element <acessibility> in <item> is ignored (did you mean 'accessibility'?)",
        ])
        #expect(xml.diagnostics.map(\.location.description) == ["typo.xml:4:28", "typo.xml:4:39"])
        let json = load("typo.json", """
        {"bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "selected": "a",
          "items": [{"id": "a", "title": "A", "acessibility": {"label": "x"}}]}],
         "colour": "red"}
        """)
        #expect(!json.failed)
        #expect(json.diagnostics.map(\.message) == [
            "unknown member \"acessibility\" in bars[0].items[0] is ignored (did you mean \"accessibility\"?)",
            "unknown member \"colour\" in the root object is ignored",
        ])
    }

    /// An attribute in a namespace is none of the definition's, named as written: `xml:space` was reported
    /// as 'space', and `xml:id`, whose local name is a field, reached the schema as an error of its own.
    @Test func attributesInANamespaceAreUnknownAndNamedWithTheirPrefix() throws {
        let loaded = load("ns.xml", xmlBar("    <item id=\"a\" title=\"A\" xml:space=\"preserve\"/>\n    <item xml:id=\"b\" title=\"B\"/>"))
        #expect(loaded.diagnostics.map(\.message).filter { $0.hasPrefix("unknown") } == [
            "unknown attribute 'xml:space' on <item> is ignored",
            "unknown attribute 'xml:id' on <item> is ignored",
        ])
        #expect(loaded.diagnostics.contains { $0.severity == .error && $0.message.contains("'id'") && $0.location.line == 5 },
                "the item is still without its id: \(loaded.diagnostics.map(\.message))")
    }

    /// The XML reader drops unknown names before the schema validates and converts only a valid document:
    /// the warnings, the schema's located error and an unknown element's words inside a text element
    /// must come out as they did when it converted first.
    @Test func unknownXMLNamesAreDroppedBeforeTheSchemaAndTheirWordsStay() throws {
        let strings = "<strings locale=\"en\"><string key=\"k\">Un<b>read</b> mail</string></strings>"
        let valid = load("words.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: strings))
        #expect(!valid.failed)
        #expect(valid.diagnostics.map(\.message) == ["unknown element <b> in <string> is ignored"])
        let file = try #require(valid.definition)
        #expect(file.strings["en"]?.entries["k"]?.content == .text("Unread mail"))
        let invalid = load("invalid.xml", xmlBar("    <item id=\"a\" title=\"A\" colour=\"red\" enabled=\"maybe\"/>"))
        #expect(invalid.failed)
        #expect(invalid.diagnostics.map(\.message) == [
            "schema: Element 'item', attribute 'enabled': 'maybe' is not a valid value of the atomic type 'xs:boolean'.",
            "unknown attribute 'colour' on <item> is ignored",
        ])
        #expect(invalid.diagnostics.map(\.location.description) == ["invalid.xml:4:5", "invalid.xml:4:28"])
    }

    @Test func duplicateJSONMembersAreErrors() {
        let loaded = load("dupe.json", "{\"bars\": [], \"bars\": []}")
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["duplicate member \"bars\" (JSON parsers disagree on which one wins)"])
        #expect(errors.first?.location.column == 14)
    }

    /// The JSON reader decodes values itself (no JSONSerialization): escapes, surrogate pairs, numbers
    /// and literals come out as the JSON specification says, in member order.
    @Test func jsonValuesAreDecodedAsTheSpecificationSays() throws {
        let loaded = load("escapes.json", #"""
        {"bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "selected": "a",
          "items": [{"id": "a", "title": "Caf\u00e9 \ud83d\ude00 \"q\" \/ \\ \t", "badge": "3",
                     "image": {"name": "star", "width": 2.5e1, "height": -0.0}},
                    {"id": "b", "titleKey": "k", "enabled": false}]}],
         "strings": {"en": {"k": "Line\nbreak"}}}
        """#)
        #expect(!loaded.failed, "\(loaded.diagnostics)")
        let bar = try #require(loaded.definition?.bars.first)
        #expect(bar.items.map(\.id) == ["a", "b"])
        #expect(bar.items[0].title?.source == .literal("Café 😀 \"q\" / \\ \t"))
        #expect(bar.items[0].glyph?.width == 25)
        #expect(bar.items[1].isEnabled == false)
        let entry = try #require(loaded.definition?.strings["en"]?.entries["k"])
        guard case .text(let text) = entry.content else { Issue.record("k is not a text: \(entry.content)"); return }
        #expect(text == "Line\nbreak")
        let unpaired = load("surrogate.json", #"{"bars": [{"id": "b", "title": "\ud800"}]}"#)
        #expect(unpaired.diagnostics.map(\.message) == ["malformed JSON: unpaired surrogate \\ud800"])
    }
}
