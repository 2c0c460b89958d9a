@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// The XML reader converts a valid document while libxml2's reader streams it, and reads any other document
/// whole. Both ways must build the same definition with the same diagnostics (the stream hands string table entries
/// to the builder without a raw node, the whole reading builds from its tree), and the stream must give up wherever
/// the whole reading has something to say.
@Suite struct XMLStreamingTests {
    /// Every XML bar definition in the repository, and the edge cases of the format written here.
    static let documents: [(name: String, text: String)] = {
        var documents: [(name: String, text: String)] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let base = Repository.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "xml" {
                guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("<baraudit") else { continue }
                documents.append((String(url.path.dropFirst(Repository.root.path.count + 1)), text))
            }
        }
        let strings = "<strings locale=\"en\"><string key=\"k\">Un&amp;read <![CDATA[<mail>]]></string>"
            + "<plural key=\"p\"><variant category=\"one\">%d tab</variant><variant category=\"other\">%d tabs</variant></plural></strings>"
        documents += [
            ("valid.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"><image name=\"star\"/><accessibility label=\"A\"/></item>\n    <item id=\"b\" title=\"B\"/>", strings: strings)),
            ("empty-bar.xml", "<baraudit version=\"1\"><bar id=\"b\" platform=\"ios\" sourceLocale=\"en\"/><strings locale=\"en\"/></baraudit>"),
            ("root-only.xml", "<baraudit version=\"1\"/>"),
            ("prefixed.xml", "<p:baraudit xmlns:p=\"urn:x\" version=\"1\"><p:bar id=\"b\" platform=\"ios\" sourceLocale=\"en\" selected=\"a\"><p:item id=\"a\" title=\"A\"/></p:bar></p:baraudit>"),
            // The reader's push parser keeps a carriage return inside CDATA, which the whole reading makes a line feed.
            ("cdata-carriage-return.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\">A<![CDATA[a\r\rb\r\nc\r]]></string></strings>")),
            // The push parser honours a declared encoding over the UTF-8 both readings are told to read.
            ("utf7.xml", "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n" + xmlBar("    <item id=\"a\" title=\"A_b\"/>")),
            ("utf8-declared.xml", "<?xml version='1.0' encoding='utf-8'?>\n" + xmlBar("    <item id=\"a\" title=\"A\"/>")),
            ("comments.xml", xmlBar("    <!-- <item id=\"x\"/> -->\n    <item id=\"a\" title=\"A &#x263A; &lt;\"/>")),
            ("unknown-attribute.xml", xmlBar("    <item id=\"a\" title=\"A\" colour=\"red\"/>")),
            ("unknown-element.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\">Un<b>read</b></string></strings>")),
            ("invalid.xml", xmlBar("    <item id=\"a\" title=\"A\" enabled=\"maybe\"/>")),
            ("doctype.xml", "<!DOCTYPE baraudit>\n" + xmlBar("    <item id=\"a\" title=\"A\"/>")),
            ("malformed.xml", xmlBar("    <item id=\"a\" title=\"A\">")),
            ("other-root.xml", "<menu><item/></menu>"),
            ("truncated.xml", String(xmlBar("    <item id=\"a\" title=\"A\"/>").prefix(80))),
            // What the builder says of entries the stream hands it: a repeated key, a repeated category (among the
            // first eight variants and past them), a repeated table, a table whose locale is no locale tag, a
            // second table longer than the first; and text that is not one text node. The table of no locale tag
            // takes no entries, so its repeated key is not reported.
            ("entry-problems.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: """
                <strings locale="en"><string key="k">A</string><string key="k">B</string>
                  <plural key="p"><!-- c --><variant category="one">1</variant><?pi x?><variant category="one">2</variant></plural>
                  <plural key="q">\((1...10).map { "<variant category=\"c\($0 % 9)\">x</variant>" }.joined())</plural></strings>
                <strings locale="en"><string key="k">again</string></strings>
                <strings locale="1x"><string key="k">x</string><string key="k">y</string></strings>
                <strings locale="de">\((1...5).map { "<string key=\"k\($0)\">\n  W&#xE9;rt <![CDATA[<\($0)>]]> &amp; </string>" }.joined())<string key="k"/></strings>
                <strings locale="fr"></strings><strings locale="it"/>
                """)),
            ("entry-attributes.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><string xsi:nil=\"false\" key=\"k\">A</string></strings>")),
            ("entry-unknown-attribute.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\" note=\"x\">A</string></strings>")),
            ("entry-prefixed-attribute.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string xml:lang=\"en\" key=\"k\">A</string></strings>")),
            ("variant-unknown-attribute.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\">A</string><plural key=\"p\"><variant category=\"one\" n=\"1\">1</variant></plural></strings>")),
            ("variant-unknown-element.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\">A</string><plural key=\"p\"><variant category=\"one\">1<b/></variant></plural></strings>")),
            ("plural-unknown-element.xml", xmlBar("    <item id=\"a\" titleKey=\"k\"/>", strings: "<strings locale=\"en\"><string key=\"k\">A</string><plural key=\"p\"><variant category=\"one\">1</variant><form/></plural></strings>")),
            ("strings-first.xml", "<baraudit version=\"2\"><strings locale=\"en\"><string key=\"k\">A</string></strings><bar id=\"b\" platform=\"ios\" sourceLocale=\"en\"><item id=\"a\" titleKey=\"k\"/><item id=\"a\" titleKey=\"missing\"/></bar></baraudit>"),
        ]
        return documents
    }()

    @Test func theStreamGivesTheWholeReadingsTreeOrGivesUp() throws {
        #expect(Self.documents.count > 15, "the repository's XML definitions were not found")
        var streamedCount = 0
        for document in Self.documents where try Self.readsAlike(document.name, document.text) {
            streamedCount += 1
        }
        #expect(streamedCount > 8)
    }

    /// The entries the stream hands the builder without raw nodes, against the builder's reading of the whole tree:
    /// taken with every problem the builder finds in them; given up on where `prune` would warn.
    @Test func theStreamHandsStringTableEntriesToTheBuilder() throws {
        func document(_ name: String) throws -> String { try #require(Self.documents.first { $0.name == name }).text }
        for taken in ["entry-problems.xml", "strings-first.xml"] {
            #expect(try Self.readsAlike(taken, document(taken)), "\(taken) was not streamed")
        }
        for refused in ["entry-unknown-attribute.xml", "entry-prefixed-attribute.xml", "variant-unknown-attribute.xml",
                        "variant-unknown-element.xml", "plural-unknown-element.xml"] {
            #expect(try !Self.readsAlike(refused, document(refused)), "\(refused) was streamed")
        }
        let source = SourceText(path: "entry-problems.xml", bytes: Array(try document("entry-problems.xml").utf8))
        let read = try #require(XMLDefinitionReader.streamed(source, building: DefinitionBuilder(path: source.path, format: .xml)))
        #expect(read.diagnostics.map(\.message).sorted() == [
            "duplicate key 'k' in locale 'en' (first at entry-problems.xml:6:22)",
            "duplicate string table for locale 'en' (first at entry-problems.xml:6:1)",
            "plural 'p' in locale 'en' repeats category 'one' (first at entry-problems.xml:7:29)",
            "plural 'q' in locale 'en' repeats category 'c1' (first at entry-problems.xml:8:19)",
            "attribute 'locale' of <strings> must be a locale tag such as 'en', 'pt-BR' or 'zh-Hant', not '1x'",
        ].sorted())
    }

    @Test func onlyWhatThePushParserReadsDifferentlyIsLeftWhole() {
        func leftWhole(_ text: String) -> Bool { XMLDefinitionReader.isLeftWhole(SourceText(path: "t.xml", bytes: Array(text.utf8))) }
        #expect(!leftWhole(xmlBar("    <item id=\"a\" title=\"A\"/>")))
        #expect(!leftWhole("<?xml version='1.0' encoding='utf-8'?><baraudit version=\"1\"/>"))
        #expect(!leftWhole("\u{FEFF}<?xml version=\"1.0\"?><baraudit version=\"1\"/>"))
        #expect(!leftWhole("\n<baraudit version=\"1\">\r\n</baraudit>"))
        #expect(leftWhole("<?xml version=\"1.0\" encoding=\"UTF-7\"?><baraudit version=\"1\"/>"))
        #expect(leftWhole("<?xml version=\"1.0\" encoding = 'ISO-8859-1'?><baraudit version=\"1\"/>"))
        #expect(leftWhole("<baraudit version=\"1\">\r\n<![CDATA[a]]></baraudit>"))
        #expect(XMLDefinitionReader.isLeftWhole(SourceText(path: "t.xml", bytes: [0xFF, 0xFE, 0x3C, 0x00])))
    }

    /// Documents put together at random from what XML lets a text or an attribute value say (entities,
    /// character references, CDATA, comments, processing instructions, line ends), with now and then a name
    /// the format does not have.
    @Test func randomDocumentsReadTheSameBothWays() throws {
        var generator = CheckResultsTests.SeededGenerator(state: 0xBA12)
        let textPieces = ["Mail", " ", "&amp;", "&#x1F600;", "<![CDATA[<b> & ]]>", "<!-- note -->", "<?pi x?>", "\n  ", "\r\n", "\r", "\r\r", "é", "&lt;%d&gt;", "\t"]
        let valuePieces = ["Home", " ", "&quot;", "&#10;", "\t", "&lt;", "ü", "\n", "\r", "\r\r\n", "'"]
        func pick(_ pieces: [String], _ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
        var compared = 0, refused = 0
        for index in 0..<400 {
            let unknown = generator.next() % 8 == 0
            var items = ""
            for item in 0..<Int(1 + generator.next() % 4) {
                let children = ["", "<image name=\"star\"/>", "<accessibility label=\"\(pick(valuePieces, 3))\"/>", "<!-- x --><frame width=\"48\" height=\"48\"/>"][Int(generator.next() % 4)]
                let extra = unknown && item == 0 ? " colour=\"red\"" : ""
                items += "\n    <item id=\"i\(item)\" title=\"\(pick(valuePieces, 4))\" titleKey=\"k\(item)\"\(extra)>\(children)</item>"
            }
            var strings = "<strings locale=\"en\">"
            for item in 0..<3 {
                strings += "<string key=\"k\(item)\">\(pick(textPieces, Int(generator.next() % 6)))</string>"
            }
            strings += "<plural key=\"p\"><variant category=\"other\">\(pick(textPieces, 3))</variant></plural></strings>"
            if try Self.readsAlike("random-\(index).xml", xmlBar(items, strings: strings)) { compared += 1 } else { refused += 1 }
        }
        #expect(compared > 140 && refused > 20, "compared \(compared), refused \(refused)")
    }

    /// Reads `text` both ways and expects them to agree: true when the stream took the document (and built from it
    /// what the builder builds from the whole reading's tree, with the same diagnostics), false when it gave up on one
    /// the whole reading has something to say about.
    static func readsAlike(_ name: String, _ text: String) throws -> Bool {
        try readsAlike(name, bytes: Array(text.utf8))
    }

    static func readsAlike(_ name: String, bytes: [UInt8]) throws -> Bool {
        let text = String(decoding: bytes.prefix(2_000), as: UTF8.self)
        let source = SourceText(path: name, bytes: bytes)
        let whole = XMLDefinitionReader.readWhole(source)
        var builder = DefinitionBuilder(path: name, format: .xml)
        let streamed = XMLDefinitionReader.streamed(source, building: builder)
        guard let root = whole.root, whole.diagnostics.isEmpty, !XMLDefinitionReader.isLeftWhole(source) else {
            #expect(streamed == nil, "\(name): the stream took a document the whole reading reports on or reads itself: \(whole.diagnostics)\n\(text)")
            return false
        }
        let read = try #require(streamed, "\(name): the stream gave up on a clean document\n\(text)")
        let built = builder.build(root)
        #expect(read.definition == built, "\(name)\n\(text)")
        #expect(read.diagnostics == builder.diagnostics, "\(name)\n\(text)")
        return true
    }
}
