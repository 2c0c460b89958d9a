@testable import BarAuditRules
import Foundation
import Testing

/// `TextWidths` reads `text-widths.txt` with a byte cursor at start-up; these tests read the same file
/// the plain way (fields split on spaces, commas and colons) and require every advance, span, kerning
/// pair, joining form, ligature and half-form ratio to be what the fast reader built.
@Suite struct TextWidthTableTests {
    struct Expected {
        var advances: [UInt32: Int32] = [:]
        var spans: [(first: UInt32, last: UInt32, advance: Int32)] = []
        var kerning: [(first: UInt32, second: UInt32, value: Int32)] = []
        var joiningForms: [UInt32: [Int32]] = [:]
        var ligatures: [UInt64: [Int32]] = [:]
        var halfFormRatio: Double?
    }

    static func plainReading() throws -> (faces: [String: Expected], stacks: [String: [String]]) {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(TextWidths.path), encoding: .utf8)
        var faces: [String: Expected] = [:], stacks: [String: [String]] = [:]
        var face = ""
        func hex(_ field: Substring) -> UInt32 { UInt32(field, radix: 16)! }
        func widths(_ field: Substring) -> [Int32] { field.split(separator: ",").map { Int32($0)! } }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            switch fields[0] {
            case "P": stacks[String(fields[1])] = fields.dropFirst(2).map(String.init)
            case "F":
                face = String(line.dropFirst(2).split(separator: "|")[0])
                faces[face] = Expected()
            case "R":
                for (offset, width) in widths(fields[2]).enumerated() { faces[face]!.advances[hex(fields[1]) + UInt32(offset)] = width }
            case "S": faces[face]!.spans.append((hex(fields[1]), hex(fields[2]), Int32(fields[3])!))
            case "K":
                for pair in fields.dropFirst(2) {
                    let parts = pair.split(separator: ":")
                    faces[face]!.kerning.append((hex(fields[1]), hex(parts[0]), Int32(parts[1])!))
                }
            case "J": faces[face]!.joiningForms[hex(fields[1])] = widths(fields[2])
            case "L": faces[face]!.ligatures[TextWidths.pairKey(hex(fields[1]), hex(fields[2]))] = widths(fields[3])
            case "H": faces[face]!.halfFormRatio = Double(fields[1])!
            default: Issue.record("unexpected line \(line.prefix(40))")
            }
        }
        return (faces, stacks)
    }

    @Test func readerBuildsWhatTheFileSays() throws {
        let expected = try Self.plainReading()
        let tables = TextWidths.builtIn
        #expect(tables.stacks.count == expected.stacks.count)
        for (style, names) in expected.stacks { #expect(tables.stacks[try #require(TextWidths.LabelStyle(rawValue: style))] == names) }
        #expect(Set(tables.faces.keys) == Set(expected.faces.keys))
        var kerningPairs = 0
        for (name, face) in expected.faces {
            let read = try #require(tables.faces[name])
            for (codePoint, advance) in face.advances where read.advance(codePoint) != advance {
                Issue.record("\(name) U+\(String(codePoint, radix: 16)): \(String(describing: read.advance(codePoint))), file \(advance)")
            }
            for span in face.spans {
                #expect(read.advance(span.first) == face.advances[span.first] ?? span.advance, "\(name) span start")
                #expect(read.advance(span.last) == face.advances[span.last] ?? span.advance, "\(name) span end")
            }
            for pair in face.kerning where read.kerning(pair.first, pair.second) != pair.value {
                Issue.record("\(name) kerning \(pair): \(String(describing: read.kerning(pair.first, pair.second)))")
            }
            kerningPairs += face.kerning.count
            #expect(read.kerningKeys.count == face.kerning.count, "\(name): no pair more or less")
            #expect(read.joiningForms == face.joiningForms, "\(name) joining forms")
            #expect(read.ligatures == face.ligatures, "\(name) ligatures")
            #expect(read.halfFormRatio == face.halfFormRatio, "\(name) half-form ratio")
        }
        #expect(kerningPairs > 20_000)
    }

    /// A style's own reading holds exactly its stack's faces, and measures as the whole file does.
    @Test(arguments: TextWidths.LabelStyle.allCases)
    func styleReadsOnlyItsFaces(_ style: TextWidths.LabelStyle) throws {
        let all = TextWidths.builtIn, own = TextWidths.builtIn(for: style)
        let stack = try #require(all.stacks[style])
        #expect(Set(own.faces.keys) == Set(stack))
        for name in stack {
            #expect(own.faces[name]?.kerningKeys == all.faces[name]?.kerningKeys, "\(name)")
            #expect(own.faces[name]?.joiningForms == all.faces[name]?.joiningForms, "\(name)")
        }
        for text in ["Settings", "Einstellungen", "الإعدادات", "設定", "सेटिंग्स", "Ρυθμίσεις 12"] {
            #expect(own.measure(text, style: style) == all.measure(text, style: style), "\(text)")
        }
    }

    @Test func styleReadingSkipsOtherFacesAndNeedsStacksFirst() throws {
        let text = Self.wellFormed.replacingOccurrences(of: "P material a", with: "P material b") + "\nF b|B Regular|1.0|OFL-1.1|https://example.com|fonts-b\nR 41 700"
        let ios = try #require(TextWidths(text: text, style: .ios))
        #expect(Set(ios.faces.keys) == ["a"])
        #expect(try #require(TextWidths(text: text, style: .material)).faces.keys.sorted() == ["b"])
        #expect(TextWidths(text: "F a|A Regular|1.0|OFL-1.1|https://example.com|fonts-a\nR 41 600\n" + Self.wellFormed, style: .ios) == nil,
                "a face before the stacks cannot be judged")
    }

    static let wellFormed = """
        # a comment
        P ios a
        P material a
        P material2 a
        P materialBold a
        F a|A Regular|1.0|OFL-1.1|https://example.com|fonts-a
        R 41 600,650
        S 4E00 4E02 1000
        K 41 42:-20 56:-35
        J 627 300,300,320,320
        L 644 627 500,520
        H 0.5
        """

    @Test func readsEachKindOfLine() throws {
        let tables = try #require(TextWidths(text: Self.wellFormed))
        let face = try #require(tables.faces["a"])
        #expect(face.fullName == "A Regular" && face.licence == "OFL-1.1")
        #expect(face.advance(0x41) == 600 && face.advance(0x42) == 650 && face.advance(0x43) == nil)
        #expect(face.advance(0x4E01) == 1000 && face.advance(0x4E03) == nil)
        #expect(face.kerning(0x41, 0x42) == -20 && face.kerning(0x41, 0x56) == -35 && face.kerning(0x42, 0x41) == nil)
        #expect(face.joiningForms[0x627] == [300, 300, 320, 320])
        #expect(face.ligatures[TextWidths.pairKey(0x644, 0x627)] == [500, 520])
        #expect(face.halfFormRatio == 0.5)
    }

    @Test func kerningOutOfOrderIsSorted() throws {
        let text = Self.wellFormed.replacingOccurrences(of: "K 41 42:-20 56:-35", with: "K 56 41:-7\nK 41 56:-35 42:-20 56:-9")
        let face = try #require(TextWidths(text: text)?.faces["a"])
        #expect(face.kerning(0x41, 0x42) == -20 && face.kerning(0x56, 0x41) == -7)
        #expect(face.kerning(0x41, 0x56) == -35, "the first of two equal pairs wins")
        #expect(face.kerningKeys == face.kerningKeys.sorted())
    }

    @Test(arguments: [
        "R 41 600,", "R 41", "R 4G 600", "S 4E02 4E00 1000", "K 41", "K 41 42", "K 41 42:", "J 627 300,300,320",
        "L 644 627 500", "H 1.5", "H x", "X 1", "R 41 600 7", "R 123456789 600", "R 41 1234567890",
    ])
    func rejectsMalformedLines(_ line: String) {
        #expect(TextWidths(text: Self.wellFormed + "\n" + line) == nil, "\(line)")
    }

    @Test func rejectsLinesBeforeTheirFaceAndMissingFaces() {
        #expect(TextWidths(text: "R 41 600\n" + Self.wellFormed) == nil)
        #expect(TextWidths(text: Self.wellFormed.replacingOccurrences(of: "P material2 a", with: "P material2 b")) == nil)
    }
}
