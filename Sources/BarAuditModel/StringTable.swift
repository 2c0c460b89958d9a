/// The CLDR plural categories, in CLDR order.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One form of a plural string. The category is kept as written, so that rules can report
/// misspelt categories (`fwe`) instead of the loader dropping them.
public struct PluralVariant: Hashable, Sendable {
    public var categoryName: String
    public var text: String
    public var location: SourceLocation
    /// For a sentence with several plural variables (`%#@files@ in %#@folders@`, `.stringsdict` or String
    /// Catalog substitutions), the variable this form belongs to when it is not the first one the sentence
    /// names; nil for the first. Each form's text is the whole sentence, the other variables at their
    /// 'other' form. Every variable chooses its form for its own argument, so each must be complete.
    public var variable: String?
    /// The form's own words, without its sentence and the variables it names, when the sentence around
    /// its variables has no specifier of its own (a number there may be the count itself): what
    /// l10n-plural-implied-number reads, since another variable's number in the sentence is not this one's.
    public var ownText: String?

    public init(categoryName: String, text: String, location: SourceLocation, variable: String? = nil, ownText: String? = nil) {
        self.categoryName = categoryName
        self.text = text
        self.location = location
        self.variable = variable
        self.ownText = ownText
    }

    public var category: PluralCategory? { PluralCategory(rawValue: categoryName) }
}

/// The text of one key in one locale: a single string, or plural variants.
public enum LocalizedContent: Hashable, Sendable {
    case text(String)
    case plural([PluralVariant])
}

public struct LocalizedString: Hashable, Sendable {
    public var key: String
    public var content: LocalizedContent
    public var location: SourceLocation
    /// The type each plural variable reads its argument as, by variable name: a `.stringsdict`
    /// variable's NSStringFormatValueTypeKey (`d`, `lld`, `@`), a String Catalog substitution's
    /// formatSpecifier. Foundation reads the argument so to choose the form, whatever the forms say.
    public var valueTypes: [String: String]

    public init(key: String, content: LocalizedContent, location: SourceLocation, valueTypes: [String: String] = [:]) {
        self.key = key
        self.content = content
        self.location = location
        self.valueTypes = valueTypes
    }
}

/// All strings of one locale.
public struct StringTable: Hashable, Sendable {
    public var locale: String
    public var location: SourceLocation
    public var entries: StringEntries
    /// Keys whose text here is the source language's word, which this locale's translators also wrote inside
    /// texts they translated (2fas's Greek "Tokens" tab beside "Τα tokens σας αποθηκεύονται…"): the term the
    /// translation chose, not a string left untranslated. Filled by the loaders that read whole tables.
    public var keysUsedInTranslatedTexts: Set<String> = []

    public init(locale: String, location: SourceLocation, entries: [String: LocalizedString]) {
        self.locale = locale
        self.location = location
        self.entries = StringEntries(entries)
    }
}

/// A string table's entries by key, read and written as a dictionary's, stored as lists of keys and entries
/// and a table of their positions. A `[String: LocalizedString]` keeps each entry in a bucket of 88 bytes,
/// and a quarter to a half of the buckets are empty: the two tables of a bar of 100,000 tabs (244,034
/// strings) took 46 MB. Here an empty slot is 4 bytes. The order of iteration is unspecified, as a dictionary's.
public struct StringEntries: Sequence, Hashable, Sendable {
    private var keyList: [String] = []
    private var entryList: [LocalizedString] = []
    /// Positions in the lists, found by the key's hash and the slots after it (-1: an empty slot). Its
    /// count is a power of two, at least a third more than the entries.
    private var slots: [Int32] = []

    public init() {}

    public init(_ entries: [String: LocalizedString]) {
        reserveCapacity(entries.count)
        for (key, entry) in entries { self[key] = entry }
    }

    public var count: Int { keyList.count }
    public var keys: [String] { keyList }

    public subscript(key: String) -> LocalizedString? {
        get { position(of: key).map { entryList[$0] } }
        set {
            if let newValue {
                if let position = position(of: key) { return entryList[position] = newValue }
                if (keyList.count + 1) * 4 > slots.count * 3 { resizeSlots(toHold: Swift.max(keyList.count + 1, 2 * keyList.count)) }
                slots[freeSlot(for: key)] = Int32(keyList.count)
                keyList.append(key)
                entryList.append(newValue)
            } else if let slot = slot(of: key) {
                remove(at: slot)
            }
        }
    }

    /// The same keys with their entries changed by `transform`.
    public func mapValues(_ transform: (LocalizedString) throws -> LocalizedString) rethrows -> StringEntries {
        var mapped = self
        mapped.entryList = try entryList.map(transform)
        return mapped
    }

    public mutating func reserveCapacity(_ count: Int) {
        keyList.reserveCapacity(count)
        entryList.reserveCapacity(count)
        if count * 4 > slots.count * 3 { resizeSlots(toHold: count) }
    }

    public func makeIterator() -> some IteratorProtocol<(key: String, value: LocalizedString)> {
        zip(keyList, entryList).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    public static func == (lhs: StringEntries, rhs: StringEntries) -> Bool {
        lhs.count == rhs.count && zip(lhs.keyList, lhs.entryList).allSatisfy { rhs[$0] == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        // Independent of the order, as equality is.
        var combined = 0
        for (key, entry) in zip(keyList, entryList) {
            var entryHasher = Hasher()
            entryHasher.combine(key)
            entryHasher.combine(entry)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }

    private var slotMask: Int { slots.count - 1 }

    private func firstSlot(for key: String) -> Int { key.hashValue & slotMask }

    /// The slot holding `key`'s position.
    private func slot(of key: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = firstSlot(for: key)
        while slots[slot] >= 0 {
            if keyList[Int(slots[slot])] == key { return slot }
            slot = (slot + 1) & slotMask
        }
        return nil
    }

    private func position(of key: String) -> Int? {
        slot(of: key).map { Int(slots[$0]) }
    }

    /// The empty slot where `key`'s position goes (the table has room: it is never full).
    private func freeSlot(for key: String) -> Int {
        var slot = firstSlot(for: key)
        while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
        return slot
    }

    private mutating func resizeSlots(toHold count: Int) {
        var size = 8
        while size * 3 < count * 4 { size *= 2 }
        slots = Array(repeating: -1, count: size)
        for (position, key) in keyList.enumerated() { slots[freeSlot(for: key)] = Int32(position) }
    }

    /// Removes the entry whose position is in `slot`: the last entry takes its place in the lists, and the
    /// slots after it that belong nearer their key's first slot move back, so that every search still finds its key.
    private mutating func remove(at slot: Int) {
        let position = Int(slots[slot])
        let last = keyList.count - 1
        if position != last, let lastSlot = self.slot(of: keyList[last]) {
            slots[lastSlot] = Int32(position)
            keyList.swapAt(position, last)
            entryList.swapAt(position, last)
        }
        keyList.removeLast()
        entryList.removeLast()
        var hole = slot
        var next = (hole + 1) & slotMask
        while slots[next] >= 0 {
            let home = firstSlot(for: keyList[Int(slots[next])])
            // The entry at `next` may move into the hole when its first slot is not between the hole and it.
            if (next - home) & slotMask >= (next - hole) & slotMask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & slotMask
        }
        slots[hole] = -1
    }
}
