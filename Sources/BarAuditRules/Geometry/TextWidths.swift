import BarAuditData
import BarAuditModel
import CICUBridge

/// Text widths from font metrics measured with HarfBuzz at development time
/// (`Rules/data/text-widths.txt`, written by `python3 Tests/external/width_tables.py generate`), so that
/// the binary needs no font: each platform's label font and its fallbacks, per code point, with Latin,
/// Greek and Cyrillic kerning, Arabic joining forms and lam-alef ligatures. Scripts whose shaping builds
/// conjuncts (Indic, Khmer, Myanmar, Sinhala) get a half-form model fitted to shaped sample words and are
/// estimates; so are characters no modelled font has.
public struct TextWidths: Sendable {
    public static let path = "Rules/data/text-widths.txt"
    public static let builtIn: TextWidths = {
        guard let text = EmbeddedData.text(path), let tables = TextWidths(text: text) else {
            fatalError("internal error: \(path) is missing or unreadable")
        }
        return tables
    }()

    /// One font, as the tables describe it.
    /// One font's tables. A class, read-only once built: `measure` reads several faces per character,
    /// and copying a struct of four dictionaries for each read was a third of a large bar's title checks.
    public final class Face: Sendable {
        public let name: String
        public let fullName: String
        public let version: String
        public let licence: String
        /// Runs of consecutive code points' advances (`R` lines), by first code point.
        let runs: [Run]
        let spans: [Span]
        /// The advances of U+0000…U+007F (-1: none), read without hashing: most titles are mostly ASCII.
        let asciiAdvances: [Int32]
        /// Kerning pairs (`pairKey`) in ascending order, with their values.
        let kerningKeys: [UInt64]
        let kerningValues: [Int32]
        let joiningForms: [UInt32: [Int32]]
        let ligatures: [UInt64: [Int32]]
        let halfFormRatio: Double?

        init(_ tables: Tables) {
            name = tables.name
            fullName = tables.fullName
            version = tables.version
            licence = tables.licence
            runs = tables.runs.sorted { $0.start < $1.start }
            spans = tables.spans
            let kerning = tables.kerning.sorted { $0.key < $1.key }
            kerningKeys = kerning.map(\.key)
            kerningValues = kerning.map(\.value)
            let (runs, spans) = (self.runs, self.spans)
            asciiAdvances = (0..<128).map { codePoint in Self.advance(UInt32(codePoint), runs: runs, spans: spans) ?? -1 }
            joiningForms = tables.joiningForms
            ligatures = tables.ligatures
            halfFormRatio = tables.halfFormRatio
        }

        /// The advance of a code point in thousandths of an em, nil when the face has no glyph for it.
        func advance(_ codePoint: UInt32) -> Int32? {
            if codePoint < 128 {
                let advance = asciiAdvances[Int(codePoint)]
                return advance < 0 ? nil : advance
            }
            return Self.advance(codePoint, runs: runs, spans: spans)
        }

        private static func advance(_ codePoint: UInt32, runs: [Run], spans: [Span]) -> Int32? {
            // The last run starting at or before the code point.
            var low = 0, high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].start <= codePoint { low = middle + 1 } else { high = middle }
            }
            if low > 0 {
                let run = runs[low - 1]
                let offset = Int(codePoint - run.start)
                if offset < run.advances.count { return run.advances[offset] }
            }
            return spans.first { $0.range.contains(codePoint) }?.advance
        }

        /// The kerning between two code points, if the face has a pair for them.
        func kerning(_ first: UInt32, _ second: UInt32) -> Int32? {
            let key = TextWidths.pairKey(first, second)
            var low = 0, high = kerningKeys.count
            while low < high {
                let middle = (low + high) / 2
                if kerningKeys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low < kerningKeys.count && kerningKeys[low] == key ? kerningValues[low] : nil
        }
    }

    /// The advances of consecutive code points from `start` (an `R` line).
    struct Run {
        var start: UInt32
        var advances: [Int32]
    }

    /// Code points that share one advance (`S` lines: CJK ideographs, Hangul syllables).
    struct Span {
        var range: ClosedRange<UInt32>
        var advance: Int32
    }

    /// A face's tables while `text-widths.txt` is read.
    struct Tables {
        var name: String
        var fullName: String
        var version: String
        var licence: String
        var runs: [Run] = []
        var spans: [Span] = []
        var kerning: [(key: UInt64, value: Int32)] = []
        var joiningForms: [UInt32: [Int32]] = [:]
        var ligatures: [UInt64: [Int32]] = [:]
        var halfFormRatio: Double?
    }

    public struct Measurement: Sendable, Equatable {
        public var ems: Double
        public var isEstimated: Bool
        public var faces: [String]
    }

    /// The label styles the tables model: each names the fonts its text falls back through.
    public enum LabelStyle: String, Sendable, CaseIterable {
        /// UIKit's tab bar title (SF Pro Text Medium; Inter Medium stands in).
        case ios
        /// Material 3's Label Medium (Roboto Medium).
        case material
        /// Material 2 and the Design library (Roboto Regular).
        case material2

        public init(_ bar: Bar) {
            self = bar.platform == .ios ? .ios : bar.materialLabelStyle == .material2 ? .material2 : .material
        }
    }

    public private(set) var faces: [String: Face] = [:]
    /// The faces a label style falls back through, first match wins.
    public private(set) var stacks: [LabelStyle: [String]] = [:]
    /// `stacks` with their faces, looked up once.
    private var faceStacks: [LabelStyle: [Face]] = [:]

    /// The width of a character no modelled font has: one em if East Asian wide, else an average advance.
    static let unknownWide = 1.0, unknownNarrow = 0.6

    /// Reads the tables from their text form. Byte by byte, and spans kept as spans: this runs at the
    /// first title measured, and parsing the 240 KB as Swift strings, with every code point of a span
    /// in a dictionary, was half of a one-file audit.
    init?(text: String) {
        var current: Tables?
        func finish() {
            if let tables = current { faces[tables.name] = Face(tables) }
        }
        let bytes = Array(text.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            guard let kind = line.first, kind != UInt8(ascii: "#") else { continue }
            let fields = line.split(separator: UInt8(ascii: " "))
            switch kind {
            case UInt8(ascii: "P"):
                guard fields.count > 2, let style = LabelStyle(rawValue: String(decoding: fields[1], as: UTF8.self)) else { return nil }
                stacks[style] = fields.dropFirst(2).map { String(decoding: $0, as: UTF8.self) }
            case UInt8(ascii: "F"):
                finish()
                let parts = String(decoding: line.dropFirst(2), as: UTF8.self).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 4 else { return nil }
                current = Tables(name: parts[0], fullName: parts[1], version: parts[2], licence: parts[3])
            case UInt8(ascii: "R"):
                guard fields.count == 3, let start = Self.hex(fields[1]) else { return nil }
                var advances: [Int32] = []
                for width in fields[2].split(separator: UInt8(ascii: ",")) {
                    guard let value = Self.integer(width) else { return nil }
                    advances.append(value)
                }
                current?.runs.append(Run(start: start, advances: advances))
            case UInt8(ascii: "S"):
                guard fields.count == 4, let start = Self.hex(fields[1]), let end = Self.hex(fields[2]),
                      start <= end, let value = Self.integer(fields[3]) else { return nil }
                current?.spans.append(Span(range: start...end, advance: value))
            case UInt8(ascii: "K"):
                guard fields.count >= 3, let first = Self.hex(fields[1]) else { return nil }
                for pair in fields.dropFirst(2) {
                    let parts = pair.split(separator: UInt8(ascii: ":"))
                    guard parts.count == 2, let second = Self.hex(parts[0]), let value = Self.integer(parts[1]) else { return nil }
                    current?.kerning.append((Self.pairKey(first, second), value))
                }
            case UInt8(ascii: "J"):
                guard fields.count == 3, let codePoint = Self.hex(fields[1]) else { return nil }
                let forms = fields[2].split(separator: UInt8(ascii: ",")).compactMap(Self.integer)
                guard forms.count == 4 else { return nil }
                current?.joiningForms[codePoint] = forms
            case UInt8(ascii: "L"):
                guard fields.count == 4, let first = Self.hex(fields[1]), let second = Self.hex(fields[2]) else { return nil }
                let forms = fields[3].split(separator: UInt8(ascii: ",")).compactMap(Self.integer)
                guard forms.count == 2 else { return nil }
                current?.ligatures[Self.pairKey(first, second)] = forms
            case UInt8(ascii: "H"):
                guard fields.count == 2, let ratio = Double(String(decoding: fields[1], as: UTF8.self)), (0...1).contains(ratio) else { return nil }
                current?.halfFormRatio = ratio
            default:
                return nil
            }
        }
        finish()
        guard stacks.count == LabelStyle.allCases.count, stacks.values.allSatisfy({ $0.allSatisfy { faces[$0] != nil } }) else { return nil }
        faceStacks = stacks.mapValues { names in names.compactMap { faces[$0] } }
    }

    /// A hexadecimal code point ("1F600").
    private static func hex(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt32(nibble)
        }
        return value
    }

    /// A decimal width, possibly negative ("-12"), of at most nine digits.
    private static func integer(_ text: ArraySlice<UInt8>) -> Int32? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = negative ? text.dropFirst() : text
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value: Int32 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int32(digit - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    static func pairKey(_ first: UInt32, _ second: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(second) }

    /// The label style's font (the first of its stack).
    public func labelFace(for style: LabelStyle) -> Face? { stacks[style]?.first.flatMap { faces[$0] } }

    /// Measures a text set in the label style's font at 1 em, without letter spacing.
    public func measure(_ text: String, style: LabelStyle) -> Measurement {
        let stack = faceStacks[style] ?? []
        let scalars = Array(text.unicodeScalars)
        let joining = scalars.map { scalar -> Int32 in scalar.value >= 0x0600 ? baraudit_joining_type(Int32(scalar.value)) : 0 }
        var total = 0.0
        var estimated = false
        // The faces used, by position in the stack, in the order first used (the first face always).
        var used: [Int] = stack.isEmpty ? [] : [0]
        var previous: (face: Int, codePoint: UInt32)?
        var previousAdvance = 0.0
        var index = 0
        while index < scalars.count {
            let codePoint = scalars[index].value
            defer { index += 1 }
            var found: (index: Int, advance: Int32)?
            for (candidate, face) in stack.enumerated() {
                if let advance = face.advance(codePoint) {
                    found = (candidate, advance)
                    break
                }
            }
            guard let (faceIndex, glyphAdvance) = found else {
                if !Self.isZeroWidth(scalars[index]) {
                    total += baraudit_is_wide(Int32(codePoint)) == 1 ? Self.unknownWide : Self.unknownNarrow
                    estimated = true
                }
                previous = nil
                previousAdvance = 0
                continue
            }
            let face = stack[faceIndex]
            if !used.contains(faceIndex) { used.append(faceIndex) }
            var advance = Double(glyphAdvance)
            if let forms = face.joiningForms[codePoint] {
                let (joinsBefore, joinsAfter) = Self.joins(at: index, joining)
                if joinsAfter, let next = Self.nextNonTransparent(after: index, joining),
                   let ligature = face.ligatures[Self.pairKey(codePoint, scalars[next].value)] {
                    // Lam-alef: one ligature glyph for both letters.
                    advance = Double(joinsBefore ? ligature[1] : ligature[0])
                    total += advance / 1000
                    previous = nil
                    previousAdvance = 0
                    index = next
                    continue
                }
                advance = Double(forms[joinsBefore ? (joinsAfter ? 2 : 3) : (joinsAfter ? 1 : 0)])
            }
            if let previous, previous.face == faceIndex, let kern = face.kerning(previous.codePoint, codePoint) {
                advance += Double(kern)
            }
            if let ratio = face.halfFormRatio {
                estimated = true
                if scalars[index].properties.canonicalCombiningClass == .virama, index + 1 < scalars.count,
                   Self.isLetter(scalars[index + 1]) {
                    // A conjunct: the virama disappears and the consonant before it takes its half form.
                    total -= previousAdvance * (1 - ratio) / 1000
                    advance = 0
                }
            }
            total += advance / 1000
            previous = (faceIndex, codePoint)
            previousAdvance = advance
        }
        return Measurement(ems: total, isEstimated: estimated, faces: used.map { stack[$0].name })
    }

    /// Controls and format characters (bidi controls, joiners, marks such as LRM) take no space.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .surrogate, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    // Joining types (ICU UJoiningType).
    private static let joinCausing: Int32 = 1, dual: Int32 = 2, left: Int32 = 3, right: Int32 = 4, transparent: Int32 = 5

    /// Whether the letter at `index` joins the letter before it and the one after it (transparent marks skipped).
    private static func joins(at index: Int, _ joining: [Int32]) -> (before: Bool, after: Bool) {
        let type = joining[index]
        var before = false, after = false
        if type == dual || type == right, let previous = previousNonTransparent(before: index, joining) {
            before = [dual, left, joinCausing].contains(joining[previous])
        }
        if type == dual || type == left, let next = nextNonTransparent(after: index, joining) {
            after = [dual, right, joinCausing].contains(joining[next])
        }
        return (before, after)
    }

    private static func previousNonTransparent(before index: Int, _ joining: [Int32]) -> Int? {
        var cursor = index - 1
        while cursor >= 0, joining[cursor] == transparent { cursor -= 1 }
        return cursor >= 0 ? cursor : nil
    }

    private static func nextNonTransparent(after index: Int, _ joining: [Int32]) -> Int? {
        var cursor = index + 1
        while cursor < joining.count, joining[cursor] == transparent { cursor += 1 }
        return cursor < joining.count ? cursor : nil
    }
}
