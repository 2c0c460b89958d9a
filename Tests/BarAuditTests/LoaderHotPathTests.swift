@testable import BarAuditLoading
import BarAuditModel
import Testing

/// The loader's fast paths (round 29) give what the slow ways they replace gave: locations counted from the
/// previous one, UTF-8 validated by the standard library, attributes found by their bytes.
@Suite struct LoaderHotPathTests {
    /// Line ends of each kind, a byte order mark, letters of two, three and four bytes, a line longer than a
    /// checkpoint stride with letters of several bytes in it, and an empty last line.
    static let texts: [[UInt8]] = [
        Array("<a b=\"1\"\r\n c=\"é\"\r d=\"😀\"\n\t<e f='中文'/>\n\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("<a b=\"é\" c=\"2\">\n<d e=\"f\"/></a>".utf8),
        Array(("<a " + String(repeating: "x=\"é中\" ", count: 120) + "/>\nz").utf8),
        [0xEF, 0xBB, 0xBF],
        [],
    ]

    @Test func theCursorLocatesEveryOffsetAsTheSourceDoes() {
        for bytes in Self.texts {
            let source = SourceText(path: "t.xml", bytes: bytes)
            let offsets = Array(-1...(bytes.count + 2))
            // In order (as a document is read), backwards and jumping about (a duplicated local name, an
            // attribute whose position is not found): each must give the location the source gives.
            var jumps: [Int] = []
            for (index, offset) in offsets.enumerated() { jumps.append(index % 3 == 0 ? offsets.count - 1 - offset : offset) }
            for order in [offsets, offsets.reversed(), jumps] {
                var cursor = LocationCursor()
                for offset in order {
                    #expect(cursor.location(ofOffset: offset, in: source) == source.location(ofOffset: offset), "offset \(offset) of \(bytes.count)")
                }
            }
        }
    }

    @Test func invalidUTF8IsFoundWhereTheDecoderFindsIt() {
        /// The offset of the scalar the standard library's decoder stops at, as the loader found it before.
        func decoderOffset(_ bytes: [UInt8]) -> Int? {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var offset = 0
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
        let valid = Array("ab é 中 😀".utf8)
        let cases: [[UInt8]] = [
            valid, [], valid + [0xFF], [0xC0, 0xAF] + valid, valid + [0xE0, 0x80, 0x80], valid + [0xED, 0xA0, 0x80],
            valid + [0xF4, 0x90, 0x80, 0x80], valid + [0xE4, 0xB8], [0x80] + valid, valid + [0xF0, 0x9F, 0x98] + valid, [0x00, 0x7F],
        ]
        for bytes in cases {
            let found = SourceText(path: "t.xml", bytes: bytes).firstInvalidUTF8Offset
            #expect(found == decoderOffset(bytes), "\(bytes)")
            #expect((found == nil) == (bytes == valid || bytes.isEmpty || bytes == [0x00, 0x7F]))
        }
    }

    @Test func aCDATASectionIsFoundFromItsBracket() {
        func leftWhole(_ text: String) -> Bool { XMLDefinitionReader.isLeftWhole(SourceText(path: "t.xml", bytes: Array(text.utf8))) }
        #expect(leftWhole("<baraudit version=\"1\"><![CDATA[a\rb]]></baraudit>"))
        #expect(leftWhole("[CDATA[ [[CDATA[<![CDATA[\r"))
        #expect(leftWhole("<![CDATA[\r"))
        #expect(!leftWhole("<baraudit version=\"1\" a=\"[CDATA[\" b=\"![CDATA[\">\r</baraudit>"))
        #expect(!leftWhole("<baraudit version=\"1\"><![CDATA[a\nb]]></baraudit>"))
    }

    @Test func attributesAreFoundByTheirLocalNamesAsWritten() {
        let text = "<item xmlns:a=\"urn:a\" a:title=\"x\" id=\"i\"\n  title=\"y\" é=\"1\" b:c:=\"2\" :=\"3\" e\u{301}=\"4\"/>"
        let bytes = Array(text.utf8)
        let locator = TagLocator(source: SourceText(path: "t.xml", bytes: bytes))
        let positions = locator.attributePositions(inTag: locator.tag(startingAt: 0))
        func position(_ name: String) -> (name: Int, value: Int)? {
            var characters = Array(name.utf8) + [0]
            return characters.withUnsafeMutableBufferPointer { positions[UnsafePointer($0.baseAddress!)] }
        }
        func offset(of written: String) -> Int {
            let needle = Array(written.utf8)
            return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }!
        }
        // The last of two attributes with one local name, as a table by name kept it.
        #expect(position("title")?.name == offset(of: "title=\"y\""))
        #expect(position("title")?.value == offset(of: "title=\"y\"") + 7)
        #expect(position("id")?.name == offset(of: "id="))
        #expect(position("c")?.name == offset(of: "b:c:="))
        #expect(position(":")?.name == offset(of: ":=\"3\""))
        // Names of more than ASCII compare as text: a decomposed `é` is the precomposed one.
        #expect(position("é")?.name == offset(of: "e\u{301}="))
        #expect(position("titl") == nil)
        #expect(position("href") == nil)
    }
}
