/// Findings kept as small fixed-size records, with their texts' bytes in shared blocks: what a file's
/// checks hold until every report is written. A `Finding` is 152 bytes, and its message, speech and fix
/// are each a string object of their own (a header and a rounded-up allocation); a bar of 100,000 tabs
/// has 400,000 findings, and they and their messages were 130 MB of its peak. Here a finding of a long
/// list is a record of 76 bytes and its texts' bytes (most messages as a change of the one before), and
/// is made again, equal to the one stored, each time it is read; a short list keeps its findings as they are.
public struct FindingList: RandomAccessCollection, Sendable {
    /// A list's records and texts, shared by its copies until one of them changes: a list of no records
    /// costs one reference to copy, as the rules make and merge hundreds of short lists per file.
    private final class Box: @unchecked Sendable {
        // Changed only through `FindingList.changeRecords`, which copies a box that is not its list's alone.
        var records: Records

        init(_ records: Records) {
            self.records = records
        }
    }

    /// The findings as they are, while there are few: most files have a handful, and a list read several
    /// times over by every report costs less made once. Empty once the list keeps records.
    private var plain: [Finding] = []
    /// A list keeps records from this many findings on.
    private static let recordsFrom = 16_384
    private var box: Box?

    public init() {}

    public init<Findings: Sequence<Finding>>(_ findings: Findings) {
        append(contentsOf: findings)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { box?.records.count ?? plain.count }

    public subscript(position: Int) -> Finding {
        box?.records[position] ?? plain[position]
    }

    /// What the finding at `position` is about, read without making the finding.
    public func ids(at position: Int) -> (ruleID: String, file: String, barID: String?, itemID: String?, locale: String?) {
        if let box { return box.records.ids(at: position) }
        let finding = plain[position]
        return (finding.ruleID, finding.location.file, finding.barID, finding.itemID, finding.locale)
    }

    /// Where the finding at `position` is, read without making the finding.
    public func location(at position: Int) -> SourceLocation {
        box?.records.location(at: position) ?? plain[position].location
    }

    /// How many findings fit before the list grows.
    public var capacity: Int { box?.records.capacity ?? plain.capacity }

    public mutating func reserveCapacity(_ count: Int) {
        if box != nil || count > Self.recordsFrom { changeRecords { $0.reserveCapacity(count) } } else { plain.reserveCapacity(count) }
    }

    public mutating func append(_ finding: Finding) {
        if box == nil && plain.count < Self.recordsFrom { return plain.append(finding) }
        changeRecords { $0.append(finding) }
    }

    public mutating func append<Findings: Sequence<Finding>>(contentsOf findings: Findings) {
        for finding in findings { append(finding) }
    }

    /// Appends the findings of `other` at `range` (all of them by default), without making them.
    public mutating func append(contentsOf other: FindingList, in range: Range<Int>? = nil) {
        let range = range ?? other.indices
        guard !range.isEmpty else { return }
        if isEmpty && range == other.indices && capacity < other.count {
            self = other
            return
        }
        guard let records = other.box?.records else { return append(contentsOf: other.plain[range]) }
        changeRecords { $0.append(contentsOf: records, in: range) }
    }

    /// Changes the records in place, made first from the findings kept as they are, in a box of this
    /// list's own.
    private mutating func changeRecords(_ change: (inout Records) -> Void) {
        if box == nil {
            var records = Records()
            records.reserveCapacity(plain.capacity)
            for finding in plain { records.append(finding) }
            plain = []
            box = Box(records)
        } else if !isKnownUniquelyReferenced(&box!) {
            box = Box(box!.records)
        }
        change(&box!.records)
    }
}

/// The records and texts of a long `FindingList`.
private struct Records {
    /// Where a text's UTF-8 bytes are: a block and a range in it. `absent` stands for nil. A text stored
    /// as a change of an earlier one (`isChange`) is at `offset` as a `Change` and its middle's bytes.
    private struct TextReference {
        var block: UInt32
        var offset: UInt32
        var storedCount: UInt32

        static let absent = TextReference(block: .max, offset: 0, storedCount: 0)
        private static let changeFlag: UInt32 = 1 << 31

        init(block: UInt32, offset: UInt32, storedCount: UInt32) {
            self.block = block
            self.offset = offset
            self.storedCount = storedCount
        }

        init(block: Int, offset: Int, count: Int, isChange: Bool) {
            self.init(block: UInt32(block), offset: UInt32(offset), storedCount: UInt32(count) | (isChange ? Self.changeFlag : 0))
        }

        var isAbsent: Bool { block == Self.absent.block }
        var isChange: Bool { storedCount & Self.changeFlag != 0 }
        /// How many bytes it takes in its block.
        var count: Int { Int(storedCount & ~Self.changeFlag) }
        var range: Range<Int> { Int(offset)..<Int(offset) + count }
    }

    /// A text stored as an earlier text of its block (its base) with a middle part replaced: messages of one
    /// rule differ in an id or a number ("the tab 'tab12' is smaller than the 44 × 44 pt minimum on …"),
    /// and 400,000 messages of 150 bytes were most of a large bar's findings.
    private struct Change {
        var baseOffset: UInt32
        var baseCount: UInt32
        /// How many bytes of the base's start and end the text keeps.
        var prefix: UInt32
        var suffix: UInt32
    }

    /// The kinds of text, each compared with the last whole one of its kind.
    private enum TextKind: Int, CaseIterable {
        case message, item, spoken, fix
    }

    private struct Record {
        /// Positions in `names` (`absentName` for nil).
        var rule: UInt32
        var file: UInt32
        var bar: UInt32
        var locale: UInt32
        var line: UInt32
        /// The column plus one; 0 when unknown.
        var column: UInt32
        var severity: Severity
        var screenReader: ScreenReader
        var message: TextReference
        var item: TextReference
        var spoken: TextReference
        var fix: TextReference
    }

    private static let absentName = UInt32.max
    /// A block is filled up to this size before another is started (one larger only for a longer text),
    /// so that no block's bytes are copied to grow it once it is this large.
    private static let blockSize = 1 << 20

    private var records: [Record] = []
    /// Rule ids, files, bars and locales: a few names shared by many findings, each kept once.
    private var names: [String] = []
    /// Positions in `names` once there are too many to search (a storyboard of thousands of bars).
    private var nameIndex: [String: UInt32] = [:]
    private var blocks: [[UInt8]] = []
    /// The last fix stored, to keep a repeated one once.
    private var lastFix: (text: String, reference: TextReference)?
    /// The last text of each kind (by `TextKind`) stored whole in the last block: what the next one may be
    /// stored as a change of.
    private var bases = [TextReference](repeating: .absent, count: TextKind.allCases.count)

    var count: Int { records.count }

    subscript(position: Int) -> Finding {
        let record = records[position]
        var finding = Finding(
            stored: name(record.rule) ?? "", severity: record.severity, message: text(record.message) ?? "",
            location: location(at: position),
            barID: name(record.bar), itemID: text(record.item), locale: name(record.locale), spoken: text(record.spoken), fix: text(record.fix))
        finding.screenReader = record.screenReader
        return finding
    }

    func ids(at position: Int) -> (ruleID: String, file: String, barID: String?, itemID: String?, locale: String?) {
        let record = records[position]
        return (name(record.rule) ?? "", name(record.file) ?? "", name(record.bar), text(record.item), name(record.locale))
    }

    func location(at position: Int) -> SourceLocation {
        let record = records[position]
        return SourceLocation(file: name(record.file) ?? "", line: Int(record.line), column: record.column == 0 ? nil : Int(record.column) - 1)
    }

    var capacity: Int { records.capacity }

    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    mutating func append(_ finding: Finding) {
        let previous = records.last
        // A finding's fix is mostly its predecessor's (the same rule's advice for every tab): kept once.
        var fix = TextReference.absent
        if let text = finding.fix {
            if let lastFix, lastFix.text == text { fix = lastFix.reference } else { fix = store(text, as: .fix) }
            lastFix = (text, fix)
        }
        let rule = nameReference(finding.ruleID, previous: previous?.rule)
        let file = nameReference(finding.location.file, previous: previous?.file)
        let bar = finding.barID.map { nameReference($0, previous: previous?.bar) } ?? Self.absentName
        let locale = finding.locale.map { nameReference($0, previous: previous?.locale) } ?? Self.absentName
        let message = store(finding.message, as: .message)
        let item = finding.itemID.map { store($0, as: .item) } ?? .absent
        let spoken = finding.spoken.map { store($0, as: .spoken) } ?? .absent
        records.append(Record(
            rule: rule, file: file, bar: bar, locale: locale, line: UInt32(clamping: finding.location.line),
            column: finding.location.column.map(Self.storedColumn) ?? 0, severity: finding.severity, screenReader: finding.screenReader,
            message: message, item: item, spoken: spoken, fix: fix))
    }

    /// Appends the findings of `other` at `range` without making them.
    mutating func append(contentsOf other: Records, in range: Range<Int>) {
        let nameOfOther = other.names.map { nameReference($0, previous: nil) }
        func renamed(_ reference: UInt32) -> UInt32 { reference == Self.absentName ? reference : nameOfOther[Int(reference)] }
        // Large blocks are shared, not copied; the texts of a few findings are copied into this list's blocks.
        let sharesBlocks = range == other.records.indices && other.blocks.reduce(0, { $0 + $1.count }) >= Self.blockSize / 2
        let firstSharedBlock = UInt32(blocks.count)
        if sharesBlocks { blocks += other.blocks }
        func moved(_ reference: TextReference, as kind: TextKind) -> TextReference {
            guard !reference.isAbsent else { return reference }
            if sharesBlocks { return TextReference(block: reference.block + firstSharedBlock, offset: reference.offset, storedCount: reference.storedCount) }
            return other.withBytes(of: reference) { store($0, as: kind) }
        }
        records.reserveCapacity(records.count + range.count)
        for record in other.records[range] {
            var copy = record
            copy.rule = renamed(record.rule)
            copy.file = renamed(record.file)
            copy.bar = renamed(record.bar)
            copy.locale = renamed(record.locale)
            copy.message = moved(record.message, as: .message)
            copy.item = moved(record.item, as: .item)
            copy.spoken = moved(record.spoken, as: .spoken)
            copy.fix = moved(record.fix, as: .fix)
            records.append(copy)
        }
    }

    /// As `SourceLocation` keeps a column: plus one, at most `UInt32.max`.
    private static func storedColumn(_ column: Int) -> UInt32 {
        let (sum, overflow) = UInt32(clamping: column).addingReportingOverflow(1)
        return overflow ? .max : sum
    }

    private func name(_ reference: UInt32) -> String? {
        reference == Self.absentName ? nil : names[Int(reference)]
    }

    private mutating func nameReference(_ name: String, previous: UInt32?) -> UInt32 {
        if let previous, previous != Self.absentName, names[Int(previous)] == name { return previous }
        if nameIndex.isEmpty {
            if let position = names.firstIndex(of: name) { return UInt32(position) }
        } else if let position = nameIndex[name] {
            return position
        }
        let position = UInt32(names.count)
        names.append(name)
        if !nameIndex.isEmpty {
            nameIndex[name] = position
        } else if names.count > 16 {
            for (position, name) in names.enumerated() { nameIndex[name] = UInt32(position) }
        }
        return position
    }

    private func text(_ reference: TextReference) -> String? {
        guard !reference.isAbsent else { return nil }
        return withBytes(of: reference) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the text's UTF-8 bytes.
    private func withBytes<Result>(of reference: TextReference, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        blocks[Int(reference.block)].withUnsafeBufferPointer { block in
            guard reference.isChange else { return body(UnsafeBufferPointer(rebasing: block[reference.range])) }
            let change = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: block[reference.range])).loadUnaligned(as: Change.self)
            let middle = UnsafeBufferPointer(rebasing: block[(reference.range.lowerBound + MemoryLayout<Change>.size)..<reference.range.upperBound])
            let base = UnsafeBufferPointer(rebasing: block[Int(change.baseOffset)..<Int(change.baseOffset + change.baseCount)])
            let prefix = UnsafeBufferPointer(rebasing: base[..<Int(change.prefix)])
            let suffix = UnsafeBufferPointer(rebasing: base[(base.count - Int(change.suffix))...])
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + middle.count + suffix.count) { whole in
                var end = whole.initialize(fromContentsOf: prefix)
                end = UnsafeMutableBufferPointer(rebasing: whole[end...]).initialize(fromContentsOf: middle) + end
                _ = UnsafeMutableBufferPointer(rebasing: whole[end...]).initialize(fromContentsOf: suffix)
                defer { whole.deinitialize() }
                return body(UnsafeBufferPointer(whole))
            }
        }
    }

    private mutating func store(_ text: String, as kind: TextKind) -> TextReference {
        var text = text
        return text.withUTF8 { store($0, as: kind) }
    }

    private mutating func store(_ bytes: UnsafeBufferPointer<UInt8>, as kind: TextKind) -> TextReference {
        if blocks.isEmpty || (blocks[blocks.count - 1].count + bytes.count > Self.blockSize && !blocks[blocks.count - 1].isEmpty) {
            var block: [UInt8] = []
            block.reserveCapacity(Swift.max(Self.blockSize, bytes.count))
            blocks.append(block)
        }
        let last = blocks.count - 1
        let offset = blocks[last].count
        let base = bases[kind.rawValue]
        if !base.isAbsent, !base.isChange, base.block == last, let change = change(from: base, to: bytes) {
            var header = change
            withUnsafeBytes(of: &header) { blocks[last].append(contentsOf: $0) }
            blocks[last].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(change.prefix)..<(bytes.count - Int(change.suffix))]))
            return TextReference(block: last, offset: offset, count: blocks[last].count - offset, isChange: true)
        }
        blocks[last].append(contentsOf: bytes)
        let reference = TextReference(block: last, offset: offset, count: bytes.count, isChange: false)
        bases[kind.rawValue] = reference
        return reference
    }

    /// `text` as a change of the whole text at `base`, when that is shorter by more than a change's size.
    private func change(from base: TextReference, to text: UnsafeBufferPointer<UInt8>) -> Change? {
        blocks[Int(base.block)].withUnsafeBufferPointer { block in
            let earlier = UnsafeBufferPointer(rebasing: block[base.range])
            let limit = Swift.min(earlier.count, text.count)
            var prefix = 0
            while prefix < limit && earlier[prefix] == text[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < limit - prefix && earlier[earlier.count - 1 - suffix] == text[text.count - 1 - suffix] { suffix += 1 }
            guard prefix + suffix > 2 * MemoryLayout<Change>.size else { return nil }
            return Change(baseOffset: base.offset, baseCount: UInt32(earlier.count), prefix: UInt32(prefix), suffix: UInt32(suffix))
        }
    }
}
