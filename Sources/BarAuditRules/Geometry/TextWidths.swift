import BarAuditData
import BarAuditModel
import CICUBridge
import Synchronization

/// Text widths from font metrics measured with HarfBuzz at development time
/// (`Rules/data/text-widths.txt`, written by `python3 Tests/external/width_tables.py generate`), so that
/// the binary needs no font: each platform's label font and its fallbacks, per code point, with Latin,
/// Greek and Cyrillic kerning, Arabic joining forms and lam-alef ligatures. Scripts whose shaping builds
/// conjuncts (Indic, Khmer, Myanmar, Sinhala) get a half-form model fitted to shaped sample words and are
/// estimates; so are characters no modelled font has.
public struct TextWidths: Sendable {
    public static let path = "Rules/data/text-widths.txt"
    /// Every face of the file, each line read and checked.
    public static let builtIn: TextWidths = read(for: nil)

    /// The faces one label style falls back through, read at its first title: a bar of one platform
    /// needs none of the other's faces (the three Roboto faces are two thirds of the file), and reading
    /// the whole file was a tenth of a one-file audit.
    public static func builtIn(for style: LabelStyle) -> TextWidths {
        if let read = readForStyle.withLock({ $0[style] }) { return read }
        let tables = read(for: style)
        return readForStyle.withLock { read in
            if let existing = read[style] { return existing }
            read[style] = tables
            return tables
        }
    }

    private static let readForStyle = Mutex<[LabelStyle: TextWidths]>([:])

    private static func read(for style: LabelStyle?) -> TextWidths {
        guard let text = EmbeddedData.text(path), let tables = TextWidths(text: text, style: style) else {
            fatalError("internal error: \(path) is missing or unreadable")
        }
        return tables
    }

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
        /// The lowest code point with joining forms: scalars below it (most of every title) skip the table.
        let lowestJoiningCodePoint: UInt32
        let ligatures: [UInt64: [Int32]]
        let halfFormRatio: Double?

        init(_ tables: Tables) {
            name = tables.name
            fullName = tables.fullName
            version = tables.version
            licence = tables.licence
            runs = tables.runs.sorted { $0.start < $1.start }
            spans = tables.spans
            // The file lists its pairs in order; only a file that does not is sorted (stably, so the first
            // of two equal pairs wins, as the binary search finds it).
            if zip(tables.kerningKeys, tables.kerningKeys.dropFirst()).allSatisfy({ $0 < $1 }) {
                kerningKeys = tables.kerningKeys
                kerningValues = tables.kerningValues
            } else {
                let order = tables.kerningKeys.indices.sorted { tables.kerningKeys[$0] < tables.kerningKeys[$1] }
                kerningKeys = order.map { tables.kerningKeys[$0] }
                kerningValues = order.map { tables.kerningValues[$0] }
            }
            let (runs, spans) = (self.runs, self.spans)
            asciiAdvances = (0..<128).map { codePoint in Self.advance(UInt32(codePoint), runs: runs, spans: spans) ?? -1 }
            joiningForms = tables.joiningForms
            lowestJoiningCodePoint = tables.joiningForms.keys.min() ?? .max
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
        /// Kerning pairs (`pairKey`) and their values, in the file's order.
        var kerningKeys: [UInt64] = []
        var kerningValues: [Int32] = []
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
        /// Material 2: the Design library and Theme.MaterialComponents (Roboto Regular).
        case material2
        /// Labels an app sets in bold (`android:textStyle="bold"` in its own text appearance): Roboto Bold.
        case materialBold

        public init(_ bar: Bar) {
            if bar.platform != .ios, let own = bar.materialLabelTextAppearance {
                self = switch own.weight {
                case .regular: .material2
                case .medium: .material
                case .bold: .materialBold
                }
                return
            }
            switch (bar.platform, bar.materialLabelStyle) {
            case (.ios, _): self = .ios
            case (_, .material2?), (_, .materialComponents?): self = .material2
            default: self = .material
            }
        }
    }

    public private(set) var faces: [String: Face] = [:]
    /// The faces a label style falls back through, first match wins.
    public private(set) var stacks: [LabelStyle: [String]] = [:]
    /// `stacks` with their faces, looked up once.
    private var faceStacks: [LabelStyle: [Face]] = [:]

    /// The width of a character no modelled font has: one em if East Asian wide, else an average advance.
    static let unknownWide = 1.0, unknownNarrow = 0.6

    /// Reads the tables from their text form in one pass over the bytes, numbers read in place: this
    /// runs at the first title measured, and the 240 KB (24,000 kerning pairs) read with a split into
    /// fields and an array per line were a quarter of a one-file audit.
    ///
    /// With a style, only the faces of its stack are read; the other faces' lines are skipped unread, so
    /// the stacks (`P` lines) must come before the faces.
    init?(text: String, style: LabelStyle? = nil) {
        var text = text
        guard let read = text.withUTF8({ TableReader(bytes: $0, style: style).read() }) else { return nil }
        for tables in read.faces { faces[tables.name] = Face(tables) }
        stacks = read.stacks
        let styles = style.map { [$0] } ?? LabelStyle.allCases
        guard stacks.count == LabelStyle.allCases.count, styles.allSatisfy({ stacks[$0]!.allSatisfy { faces[$0] != nil } }) else { return nil }
        for style in styles { faceStacks[style] = stacks[style]!.compactMap { faces[$0] } }
    }

    /// The line format of `text-widths.txt` (described at its top); any line it does not expect makes
    /// the whole file unreadable.
    private struct TableReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var faces: [Tables] = []
        /// The face whose lines are being read; its arrays grow in place until the next `F` line.
        var current: Tables?
        var stacks: [LabelStyle: [String]] = [:]
        /// The style whose faces are read; nil for every face.
        let style: LabelStyle?
        /// Set while the lines of a face the style does not use are passed over.
        var skippingFace = false

        init(bytes: UnsafeBufferPointer<UInt8>, style: LabelStyle?) {
            self.bytes = bytes
            self.style = style
        }

        consuming func read() -> (faces: [Tables], stacks: [LabelStyle: [String]])? {
            while offset < bytes.count {
                let kind = bytes[offset]
                offset += 1
                if kind == UInt8(ascii: "\n") { continue }
                if kind == UInt8(ascii: "#") || (skippingFace && kind != UInt8(ascii: "F") && kind != UInt8(ascii: "P")) {
                    skipLine()
                    continue
                }
                guard readLine(kind), atLineEnd else { return nil }
                if offset < bytes.count { offset += 1 }
            }
            if let current { faces.append(current) }
            return (faces, stacks)
        }

        /// The fields after a line's kind letter, up to (not including) its end.
        private mutating func readLine(_ kind: UInt8) -> Bool {
            if kind == UInt8(ascii: "F") {
                guard space() else { return false }
                let parts = String(decoding: restOfLine(), as: UTF8.self).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 4 else { return false }
                if let current { faces.append(current) }
                current = nil
                if let style {
                    guard let wanted = stacks[style] else { return false }
                    skippingFace = !wanted.contains(parts[0])
                    if skippingFace { return true }
                }
                current = Tables(name: parts[0], fullName: parts[1], version: parts[2], licence: parts[3])
                return true
            }
            if kind == UInt8(ascii: "P") {
                guard space(), let style = LabelStyle(rawValue: String(decoding: word(), as: UTF8.self)) else { return false }
                var names: [String] = []
                while space() { names.append(String(decoding: word(), as: UTF8.self)) }
                guard !names.isEmpty, !names.contains(where: \.isEmpty) else { return false }
                stacks[style] = names
                return true
            }
            // Every other line belongs to the face above it.
            guard current != nil, space() else { return false }
            if kind == UInt8(ascii: "H") {
                guard let ratio = Double(String(decoding: word(), as: UTF8.self)), (0...1).contains(ratio) else { return false }
                current!.halfFormRatio = ratio
                return true
            }
            guard let first = hex() else { return false }
            switch kind {
            case UInt8(ascii: "R"):
                guard space(), let advances = integers() else { return false }
                current!.runs.append(Run(start: first, advances: advances))
            case UInt8(ascii: "S"):
                guard space(), let end = hex(), first <= end, space(), let value = integer() else { return false }
                current!.spans.append(Span(range: first...end, advance: value))
            case UInt8(ascii: "K"):
                var pairs = 0
                while space() {
                    guard let second = hex(), next(":"), let value = integer() else { return false }
                    current!.kerningKeys.append(TextWidths.pairKey(first, second))
                    current!.kerningValues.append(value)
                    pairs += 1
                }
                return pairs > 0
            case UInt8(ascii: "J"):
                guard space(), let forms = integers(), forms.count == 4 else { return false }
                current!.joiningForms[first] = forms
            case UInt8(ascii: "L"):
                guard space(), let second = hex(), space(), let forms = integers(), forms.count == 2 else { return false }
                current!.ligatures[TextWidths.pairKey(first, second)] = forms
            default:
                return false
            }
            return true
        }

        var atLineEnd: Bool { offset == bytes.count || bytes[offset] == UInt8(ascii: "\n") }

        private mutating func skipLine() {
            while !atLineEnd { offset += 1 }
            if offset < bytes.count { offset += 1 }
        }

        private mutating func next(_ character: Unicode.Scalar) -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        private mutating func space() -> Bool { next(" ") }

        /// Bytes up to the next space or line end.
        private mutating func word() -> UnsafeBufferPointer<UInt8>.SubSequence {
            let start = offset
            while !atLineEnd, bytes[offset] != UInt8(ascii: " ") { offset += 1 }
            return bytes[start..<offset]
        }

        private mutating func restOfLine() -> UnsafeBufferPointer<UInt8>.SubSequence {
            let start = offset
            while !atLineEnd { offset += 1 }
            return bytes[start..<offset]
        }

        /// A hexadecimal code point ("1F600"), at most eight digits.
        private mutating func hex() -> UInt32? {
            let start = offset
            var value: UInt32 = 0
            while offset < bytes.count, offset - start < 9 {
                let digit = bytes[offset]
                let nibble: UInt8
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
                default:
                    return offset > start ? value : nil
                }
                value = value << 4 | UInt32(nibble)
                offset += 1
            }
            return offset > start && offset - start <= 8 ? value : nil
        }

        /// A decimal width, possibly negative ("-12"), of at most nine digits.
        private mutating func integer() -> Int32? {
            let negative = next("-")
            let start = offset
            var value: Int32 = 0
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
                guard offset - start < 9 else { return nil }
                value = value * 10 + Int32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
            }
            return offset > start ? (negative ? -value : value) : nil
        }

        /// Comma-separated widths.
        private mutating func integers() -> [Int32]? {
            var values: [Int32] = []
            repeat {
                guard let value = integer() else { return nil }
                values.append(value)
            } while next(",")
            return values
        }
    }

    static func pairKey(_ first: UInt32, _ second: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(second) }

    /// The label style's font (the first of its stack).
    public func labelFace(for style: LabelStyle) -> Face? { stacks[style]?.first.flatMap { faces[$0] } }

    /// Measures a text set in the label style's font at 1 em, without letter spacing.
    public func measure(_ text: String, style: LabelStyle) -> Measurement {
        let stack = faceStacks[style] ?? []
        let scalars = Array(text.unicodeScalars)
        // Joining types only for a text that has a scalar of the joining scripts (from U+0600): a table of
        // zeros for every other title was an allocation per title, style and locale.
        let joining = scalars.contains { $0.value >= 0x0600 }
            ? scalars.map { scalar -> Int32 in scalar.value >= 0x0600 ? baraudit_joining_type(Int32(scalar.value)) : 0 } : []
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
            if codePoint >= face.lowestJoiningCodePoint, let forms = face.joiningForms[codePoint] {
                let (joinsBefore, joinsAfter) = joining.isEmpty ? (false, false) : Self.joins(at: index, joining)
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
