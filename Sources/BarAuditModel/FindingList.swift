/// Findings kept as small fixed-size records, with their texts' bytes in shared blocks: what a file's
/// checks hold until every report is written. A `Finding` is 152 bytes, and its message, speech and fix
/// are each a string object of their own (a header and a rounded-up allocation); a bar of 100,000 tabs
/// has 400,000 findings, and they and their messages were 130 MB of its peak. Here a finding of a long
/// list is a record of 20 bytes and its texts' bytes (most messages as a change of the one before), and
/// is made again, equal to the one stored, each time it is read; a short list keeps its findings as they are.
public struct FindingList: RandomAccessCollection, Sendable {
    /// The findings as they are, while there are few: most files have a handful, and a list read several
    /// times over by every report costs less made once. Empty once the list keeps records.
    private var plain: [Finding] = []
    /// A list keeps records from this many findings on.
    private static let recordsFrom = 16_384
    /// Shared by the list's copies until one of them changes (`changeRecords` copies records that are not
    /// its list's alone): a list of no records costs one reference to copy, as the rules make and merge
    /// hundreds of short lists per file.
    private var records: Records?

    public init() {}

    public init<Findings: Sequence<Finding>>(_ findings: Findings) {
        append(contentsOf: findings)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records?.count ?? plain.count }

    public subscript(position: Int) -> Finding {
        records?[position] ?? plain[position]
    }

    /// What the finding at `position` is about, read without making the finding.
    public func ids(at position: Int) -> (ruleID: String, file: String, barID: String?, itemID: String?, locale: String?) {
        if let records { return records.ids(at: position) }
        let finding = plain[position]
        return (finding.ruleID, finding.location.file, finding.barID, finding.itemID, finding.locale)
    }

    /// Where the finding at `position` is, read without making the finding.
    public func location(at position: Int) -> SourceLocation {
        records?.location(at: position) ?? plain[position].location
    }

    /// How many findings fit before the list grows.
    public var capacity: Int { records?.capacity ?? plain.capacity }

    public mutating func reserveCapacity(_ count: Int) {
        if records != nil || count > Self.recordsFrom { changeRecords { $0.reserveCapacity(count) } } else { plain.reserveCapacity(count) }
    }

    public mutating func append(_ finding: Finding) {
        if records == nil && plain.count < Self.recordsFrom { return plain.append(finding) }
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
        guard let otherRecords = other.records else { return append(contentsOf: other.plain[range]) }
        changeRecords { $0.append(contentsOf: otherRecords, in: range) }
    }

    /// Changes the records in place, made first from the findings kept as they are, as this list's own.
    private mutating func changeRecords(_ change: (Records) -> Void) {
        if records == nil {
            let made = Records()
            made.reserveCapacity(plain.capacity)
            for finding in plain { made.append(finding) }
            plain = []
            records = made
        } else if !isKnownUniquelyReferenced(&records!) {
            records = records!.copy()
        }
        change(records!)
    }
}

/// The records and texts of a long `FindingList`.
///
/// A finding is a record of 20 bytes — its group, line, column, and where its texts are — and a run of bytes
/// in a block holding its message, item id, speech and fix one after another. What many findings share (rule,
/// file, bar, locale, severity, screen reader) is a group kept once. Records of 76 bytes, each with four
/// references of 12 bytes to its texts, were 30 MB of a large bar's 400,000 findings, and lists that grow by
/// doubling held more.
///
/// A class, read in place: a struct in a box was copied (a retain and a release of each of its lists) for every
/// finding read. Changed only through `FindingList.changeRecords`, which copies records its list does not own
/// alone, so no access to its properties overlaps a change: they are not checked at run time (the checks took
/// 5 % of a large bar's audit).
private final class Records: @unchecked Sendable {
    private struct Group: Hashable {
        /// Positions in `names` (`absentName` for nil).
        var rule: UInt32
        var file: UInt32
        var bar: UInt32
        var locale: UInt32
        var severity: Severity
        var screenReader: ScreenReader
    }

    private struct Record {
        /// A position in `groups`.
        var group: UInt32
        var line: UInt32
        /// The column plus one; 0 when unknown.
        var column: UInt32
        /// Where the run of the finding's texts starts.
        var block: UInt32
        var offset: UInt32
    }

    /// The texts of a finding, in the order its run holds them.
    private enum TextKind: Int, CaseIterable {
        case message, item, spoken, fix
    }

    /// How a run holds a text: a tag byte of this kind, then numbers (each in 7-bit groups, lowest first) and bytes.
    private enum Encoding: UInt8 {
        /// Nothing more: the finding has no such text.
        case absent
        /// The text's length and its bytes.
        case whole
        /// A text as the last whole text of its kind in the block (its base) with a middle part replaced:
        /// messages of one rule differ in an id or a number ("the tab 'tab12' is smaller than the 44 × 44 pt
        /// minimum on …"). How far before the tag the base's bytes start, the base's length, how many of
        /// the base's first and last bytes the text keeps, and the length and bytes of its middle.
        case change
        /// The same text as one written earlier (a rule's fix is mostly the same for every tab): how many
        /// blocks back, and the offset of its tag there.
        case earlier
    }

    private static let absentName = UInt32.max
    /// A block is filled up to this size before another is started (one larger only for a longer run), so
    /// that no block's bytes are copied to grow it once it is this large.
    private static let blockSize = 1 << 20
    /// The most bytes one text's tag and numbers take in a run.
    private static let textHeaderBound = 1 + 5 * 10
    /// A text is written as a change of its base when they share more bytes than this at their ends.
    private static let sharedEndsForChange = 16

    @exclusivity(unchecked) private var records: [Record] = []
    /// Rule ids, files, bars and locales: a few names shared by many findings, each kept once.
    @exclusivity(unchecked) private var names: [String] = []
    /// Positions in `names` once there are too many to search (a storyboard of thousands of bars).
    @exclusivity(unchecked) private var nameIndex: [String: UInt32] = [:]
    @exclusivity(unchecked) private var groups: [Group] = []
    @exclusivity(unchecked) private var groupIndex: [Group: UInt32] = [:]
    @exclusivity(unchecked) private var blocks: [[UInt8]] = []
    /// By `TextKind`, the last whole text of the kind in the last block (where its bytes start, and their
    /// count): what the next text of the kind may be written as a change of.
    @exclusivity(unchecked) private var bases = Records.noBases
    private static let noBases = [(start: Int, count: Int)?](repeating: nil, count: TextKind.allCases.count)
    /// The last fix written whole or as a change, and where its tag is.
    @exclusivity(unchecked) private var lastFix: (bytes: [UInt8], block: Int, offset: Int)?
    /// The texts of the finding being appended, gathered before its run is written, and their ranges by
    /// `TextKind` (kept from one finding to the next, so that appending allocates nothing).
    @exclusivity(unchecked) private var pending: [UInt8] = []
    @exclusivity(unchecked) private var pendingRanges = [Range<Int>?](repeating: nil, count: TextKind.allCases.count)

    init() {}

    /// Records of their own with the same findings (the lists are shared until either changes).
    func copy() -> Records {
        let copy = Records()
        (copy.records, copy.names, copy.nameIndex, copy.groups, copy.groupIndex) = (records, names, nameIndex, groups, groupIndex)
        (copy.blocks, copy.bases, copy.lastFix) = (blocks, bases, lastFix)
        return copy
    }

    var count: Int { records.count }

    subscript(position: Int) -> Finding {
        let record = records[position]
        let group = groups[Int(record.group)]
        var finding = Finding(
            stored: name(group.rule) ?? "", severity: group.severity, message: text(.message, of: record) ?? "",
            location: location(at: position), barID: name(group.bar), itemID: text(.item, of: record), locale: name(group.locale),
            spoken: text(.spoken, of: record), fix: text(.fix, of: record))
        finding.screenReader = group.screenReader
        return finding
    }

    func ids(at position: Int) -> (ruleID: String, file: String, barID: String?, itemID: String?, locale: String?) {
        let record = records[position]
        let group = groups[Int(record.group)]
        return (name(group.rule) ?? "", name(group.file) ?? "", name(group.bar), text(.item, of: record), name(group.locale))
    }

    func location(at position: Int) -> SourceLocation {
        let record = records[position]
        return SourceLocation(file: name(groups[Int(record.group)].file) ?? "", line: Int(record.line),
                              column: record.column == 0 ? nil : Int(record.column) - 1)
    }

    var capacity: Int { records.capacity }

    func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    func append(_ finding: Finding) {
        pending.removeAll(keepingCapacity: true)
        for kind in TextKind.allCases {
            let text = switch kind {
            case .message: finding.message
            case .item: finding.itemID
            case .spoken: finding.spoken
            case .fix: finding.fix
            }
            pendingRanges[kind.rawValue] = text.map { text in
                let start = pending.count
                pending.append(contentsOf: text.utf8)
                return start..<pending.count
            }
        }
        let previous = records.last.map { groups[Int($0.group)] }
        let group = Group(
            rule: nameReference(finding.ruleID, previous: previous?.rule), file: nameReference(finding.location.file, previous: previous?.file),
            bar: finding.barID.map { nameReference($0, previous: previous?.bar) } ?? Self.absentName,
            locale: finding.locale.map { nameReference($0, previous: previous?.locale) } ?? Self.absentName,
            severity: finding.severity, screenReader: finding.screenReader)
        appendPending(group: groupReference(group), line: UInt32(clamping: finding.location.line),
                      column: finding.location.column.map(Self.storedColumn) ?? 0)
    }

    /// Appends the findings of `other` at `range` without making them.
    func append(contentsOf other: Records, in range: Range<Int>) {
        let nameOfOther = other.names.map { nameReference($0, previous: nil) }
        func renamed(_ reference: UInt32) -> UInt32 { reference == Self.absentName ? reference : nameOfOther[Int(reference)] }
        let groupOfOther = other.groups.map { group in
            groupReference(Group(rule: renamed(group.rule), file: renamed(group.file), bar: renamed(group.bar), locale: renamed(group.locale),
                                 severity: group.severity, screenReader: group.screenReader))
        }
        records.reserveCapacity(records.count + range.count)
        // Large blocks are shared, not copied (a run refers to blocks only by how far back they are, so other's
        // blocks keep their meaning after this list's); the texts of a few findings are copied into this list's blocks.
        if range == other.records.indices && other.blocks.reduce(0, { $0 + $1.count }) >= Self.blockSize / 2 {
            let firstSharedBlock = UInt32(blocks.count)
            let sharedBlocks = other.blocks
            blocks += sharedBlocks
            bases = Self.noBases
            for record in other.records {
                var copy = record
                copy.group = groupOfOther[Int(record.group)]
                copy.block += firstSharedBlock
                records.append(copy)
            }
            return
        }
        for record in other.records[range] {
            pending.removeAll(keepingCapacity: true)
            for kind in TextKind.allCases {
                pendingRanges[kind.rawValue] = other.withText(kind, of: record) { bytes in
                    let start = pending.count
                    pending.append(contentsOf: bytes)
                    return start..<pending.count
                }
            }
            appendPending(group: groupOfOther[Int(record.group)], line: record.line, column: record.column)
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

    private func nameReference(_ name: String, previous: UInt32?) -> UInt32 {
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

    private func groupReference(_ group: Group) -> UInt32 {
        if let last = records.last, groups[Int(last.group)] == group { return last.group }
        if let position = groupIndex[group] { return position }
        let position = UInt32(groups.count)
        groups.append(group)
        groupIndex[group] = position
        return position
    }

    /// Appends a record of the texts in `pending` (at `pendingRanges`), written as one run in the last block.
    private func appendPending(group: UInt32, line: UInt32, column: UInt32) {
        let bound = pending.count + TextKind.allCases.count * Self.textHeaderBound
        if blocks.isEmpty || (blocks[blocks.count - 1].count + bound > Self.blockSize && !blocks[blocks.count - 1].isEmpty) {
            var block: [UInt8] = []
            block.reserveCapacity(Swift.max(Self.blockSize, bound))
            blocks.append(block)
            bases = Self.noBases
        }
        let last = blocks.count - 1
        records.append(Record(group: group, line: line, column: column, block: UInt32(last), offset: UInt32(blocks[last].count)))
        for kind in TextKind.allCases { writePending(kind, in: last) }
    }

    /// Writes the pending text of `kind` at the end of block `last`.
    private func writePending(_ kind: TextKind, in last: Int) {
        guard let range = pendingRanges[kind.rawValue] else { return blocks[last].append(Encoding.absent.rawValue) }
        let tag = blocks[last].count
        if kind == .fix, let lastFix, lastFix.bytes.withUnsafeBufferPointer({ fix in pending.withUnsafeBufferPointer { fix.elementsEqual($0[range]) } }) {
            blocks[last].append(Encoding.earlier.rawValue)
            appendNumber(last - lastFix.block, to: last)
            appendNumber(lastFix.offset, to: last)
            return
        }
        if let base = bases[kind.rawValue], case let (prefix, suffix) = sharedEnds(of: base, in: last, and: range),
           prefix + suffix > Self.sharedEndsForChange {
            blocks[last].append(Encoding.change.rawValue)
            appendNumber(tag - base.start, to: last)
            appendNumber(base.count, to: last)
            appendNumber(prefix, to: last)
            appendNumber(suffix, to: last)
            appendNumber(range.count - prefix - suffix, to: last)
            blocks[last].append(contentsOf: pending[(range.lowerBound + prefix)..<(range.upperBound - suffix)])
        } else {
            blocks[last].append(Encoding.whole.rawValue)
            appendNumber(range.count, to: last)
            bases[kind.rawValue] = (blocks[last].count, range.count)
            blocks[last].append(contentsOf: pending[range])
        }
        if kind == .fix { lastFix = (Array(pending[range]), last, tag) }
    }

    /// How many bytes at the start and at the end the whole text at `base` of block `last` and the pending
    /// text at `range` share (at most the shorter's length in all).
    private func sharedEnds(of base: (start: Int, count: Int), in last: Int, and range: Range<Int>) -> (prefix: Int, suffix: Int) {
        blocks[last].withUnsafeBufferPointer { block in
            pending.withUnsafeBufferPointer { pending in
                let earlier = UnsafeBufferPointer(rebasing: block[base.start..<(base.start + base.count)])
                let text = UnsafeBufferPointer(rebasing: pending[range])
                let limit = Swift.min(earlier.count, text.count)
                var prefix = 0
                while prefix < limit && earlier[prefix] == text[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < limit - prefix && earlier[earlier.count - 1 - suffix] == text[text.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }

    private func appendNumber(_ number: Int, to block: Int) {
        var rest = UInt(number)
        while rest >= 0x80 {
            blocks[block].append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        blocks[block].append(UInt8(rest))
    }

    private static func readNumber(in block: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int {
        var number = 0, shift = 0
        while true {
            let byte = block[position]
            position += 1
            number |= Int(byte & 0x7F) << shift
            guard byte & 0x80 != 0 else { return number }
            shift += 7
        }
    }

    private func text(_ kind: TextKind, of record: Record) -> String? {
        withText(kind, of: record) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the finding's text of `kind`; nil when it has none.
    private func withText<Result>(_ kind: TextKind, of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let block = Int(record.block)
        var position = Int(record.offset)
        blocks[block].withUnsafeBufferPointer { block in
            for _ in 0..<kind.rawValue { Self.skipText(in: block, at: &position) }
        }
        return withText(inBlock: block, at: position, body)
    }

    /// Calls `body` with the bytes of the text whose tag is at `position` of block `index`; nil for an absent text.
    private func withText<Result>(inBlock index: Int, at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        blocks[index].withUnsafeBufferPointer { block -> Result? in
            var position = position
            let tag = position
            let encoding = Encoding(rawValue: block[position])
            position += 1
            switch encoding {
            case .whole:
                let count = Self.readNumber(in: block, at: &position)
                return body(UnsafeBufferPointer(rebasing: block[position..<(position + count)]))
            case .change:
                let baseStart = tag - Self.readNumber(in: block, at: &position)
                let base = UnsafeBufferPointer(rebasing: block[baseStart..<(baseStart + Self.readNumber(in: block, at: &position))])
                let prefix = UnsafeBufferPointer(rebasing: base[..<Self.readNumber(in: block, at: &position)])
                let suffix = UnsafeBufferPointer(rebasing: base[(base.count - Self.readNumber(in: block, at: &position))...])
                let middleCount = Self.readNumber(in: block, at: &position)
                let middle = UnsafeBufferPointer(rebasing: block[position..<(position + middleCount)])
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + middle.count + suffix.count) { whole in
                    var end = whole.initialize(fromContentsOf: prefix)
                    end = UnsafeMutableBufferPointer(rebasing: whole[end...]).initialize(fromContentsOf: middle) + end
                    _ = UnsafeMutableBufferPointer(rebasing: whole[end...]).initialize(fromContentsOf: suffix)
                    defer { whole.deinitialize() }
                    return body(UnsafeBufferPointer(whole))
                }
            case .earlier:
                let blocksBack = Self.readNumber(in: block, at: &position)
                return withText(inBlock: index - blocksBack, at: Self.readNumber(in: block, at: &position), body)
            case .absent, nil:
                return nil
            }
        }
    }

    /// Moves `position` from a text's tag past the text.
    private static func skipText(in block: UnsafeBufferPointer<UInt8>, at position: inout Int) {
        let encoding = Encoding(rawValue: block[position])
        position += 1
        switch encoding {
        case .whole:
            position += readNumber(in: block, at: &position)
        case .change:
            for _ in 0..<4 { _ = readNumber(in: block, at: &position) }
            position += readNumber(in: block, at: &position)
        case .earlier:
            for _ in 0..<2 { _ = readNumber(in: block, at: &position) }
        case .absent, nil:
            break
        }
    }
}
