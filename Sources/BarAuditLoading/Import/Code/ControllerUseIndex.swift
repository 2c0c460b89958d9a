import BarAuditCodeImport
import Foundation

/// Where a project's Swift and Objective-C code makes the controllers of a class that titles its own tab, and what it
/// does with them (`ControllerUse`), for a class whose tab bar is not known: one pushed or presented wherever it is made
/// is a screen, not a tab (VLC's `PodcastsViewController`, made by a Swift bridge whose Objective-C caller pushes it);
/// one listed only where `userInterfaceIdiom == .pad` is an iPad's tab (VLC's Artists). Indexes are built once per
/// project, on the first question: the Swift files by the names they call, the Objective-C messages by selector.
final class ControllerUseIndex {
    /// What is known of a class's tab from the code that makes it.
    enum Fate: Equatable {
        /// Every controller of the class made is pushed, presented or shown: no tab.
        case shownOnly
        /// Listed only on iPad (and for the rest shown): from the iOS the `#available` around every such list asks, if it does.
        case onlyOnPad(availableFrom: Double?)
        /// Not known because the project's code searched for such questions passed its budget (`maximumBytesParsed` of
        /// Swift parsed, `maximumObjectiveCBytesSearched` of Objective-C methods searched) before every place was read.
        case notRead
    }

    private let swift: [(path: String, bytes: [UInt8])]
    private let objectiveC: [(path: String, bytes: [UInt8])]
    /// Each name a Swift file writes before `(` → the files writing it.
    private var swiftCalls: [String: [Int]] = [:]
    /// `[Receiver selector` of the Objective-C files: by the selector's first part, and `Receiver alloc` / `Receiver new`.
    private var messages: [String: [(file: Int, offset: Int)]] = [:]
    private var parsed: [Int: SwiftControllerUses?] = [:]
    /// The Swift files not parsed because they would have taken the bytes parsed past `maximumBytesParsed`.
    private var refusedByBudget: Set<Int> = []
    private var bytesParsed = 0
    private var objectiveCBytesSearched = 0
    /// Set while a class's fate is worked out when a budget refuses a place.
    private var budgetReached = false
    private var fates: [String: Fate?] = [:]

    /// The most places one class may be made, or a function called, for its uses to be read; the functions followed from
    /// a place (a bridge returning the controller, its caller's own maker); the Swift bytes parsed for a project's questions.
    static let maximumPlaces = 32
    static let maximumReturns = 2
    static let maximumBytesParsed = 16 << 20
    /// The most bytes of an Objective-C method searched for a variable's uses, and of the project's methods searched for
    /// all its questions: each place a class is made searches its method, up to 32 places and 64 calls of functions
    /// returning it per class, so 10,000 classes each made in 32 methods of 64 KB searched 20 GB.
    static let maximumMethodBytes = 64 << 10
    static let maximumObjectiveCBytesSearched = 16 << 20

    init(swift: [(path: String, bytes: [UInt8])], objectiveC: [(path: String, bytes: [UInt8])]) {
        self.swift = swift
        self.objectiveC = objectiveC
        for (index, source) in swift.enumerated() {
            for name in CodeProject.namesCalled(in: source.bytes, initializersByClass: true) { swiftCalls[name, default: []].append(index) }
        }
        for (index, source) in objectiveC.enumerated() {
            let bytes = source.bytes
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "[") {
                var at = offset + 1
                while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
                let receiverStart = at
                // `[PodcastsBridge make…`, `[self.tabs addTabBarItem…`: a name or a chain of properties.
                while at < bytes.count, bytes[at].isASCIIWordByte || bytes[at] == UInt8(ascii: ".") { at += 1 }
                guard at > receiverStart, at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A else { continue }
                let receiver = bytes[receiverStart..<at]
                while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A { at += 1 }
                let selectorStart = at
                while at < bytes.count, bytes[at].isASCIIWordByte { at += 1 }
                guard at > selectorStart else { continue }
                let selector = String(decoding: bytes[selectorStart..<at], as: UTF8.self)
                if selector == "alloc" || selector == "new" {
                    messages[String(decoding: receiver, as: UTF8.self) + " " + selector, default: []].append((index, offset))
                } else {
                    messages[selector, default: []].append((index, offset))
                }
            }
        }
    }

    func fate(ofClass name: String) -> Fate? {
        if let known = fates[name] { return known }
        var uses: [ControllerUse] = []
        var known = true
        budgetReached = false
        if let made = swiftUses(ofCallsTo: name) { uses += made } else { known = false }
        let allocations = (messages[name + " alloc"] ?? []) + (messages[name + " new"] ?? [])
        if allocations.count > Self.maximumPlaces { known = false }
        for place in allocations.prefix(Self.maximumPlaces) { uses += objectiveCUses(file: place.file, offset: place.offset, steps: 0) }
        var returns = 0
        while known, let index = uses.firstIndex(where: { if case .returned = $0 { return true } else { return false } }) {
            guard case .returned(let function, let selector) = uses.remove(at: index) else { break }
            returns += 1
            guard returns <= Self.maximumReturns * Self.maximumPlaces, let called = swiftUses(ofCallsTo: function) else {
                known = false
                break
            }
            uses += called
            let calls = messages[selector] ?? []
            guard calls.count <= Self.maximumPlaces else {
                known = false
                break
            }
            for place in calls { uses += objectiveCUses(file: place.file, offset: place.offset, steps: 0) }
        }
        var fate: Fate?
        if budgetReached {
            fate = .notRead
        } else if known, !uses.isEmpty, !uses.contains(.unknown) {
            var padLists: [Double?] = []
            var everyListOnPad = true
            for use in uses {
                if case .listed(let onlyOnPad, let availableFrom) = use {
                    if onlyOnPad { padLists.append(availableFrom) } else { everyListOnPad = false }
                }
            }
            if padLists.isEmpty && everyListOnPad {
                fate = .shownOnly
            } else if everyListOnPad {
                fate = .onlyOnPad(availableFrom: padLists.contains(where: { $0 == nil }) ? nil : padLists.compactMap { $0 }.min())
            }
        }
        fates[name] = .some(fate)
        return fate
    }

    /// Whether a Swift file writes `name(` other than in `func name(`, or an Objective-C message's selector starts with `name`.
    func isCalled(_ name: String) -> Bool {
        let call = Array("\(name)(".utf8)
        let declaration = Array("func ".utf8)
        for file in swiftCalls[name] ?? [] {
            let bytes = swift[file].bytes
            var from = 0
            while let offset = bytes.firstOffset(of: call, from: from) {
                from = offset + 1
                guard offset == 0 || !bytes[offset - 1].isASCIIWordByte else { continue }
                if offset >= declaration.count, bytes[(offset - declaration.count)..<offset].elementsEqual(declaration) { continue }
                return true
            }
        }
        if selectors == nil { selectors = messages.keys.sorted() }
        let sorted = selectors ?? []
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low].hasPrefix(name)
    }

    /// The Objective-C selectors' first parts, sorted, made on the first question about a function's callers.
    private var selectors: [String]?

    /// The uses of what `name(…)` makes in every Swift file calling it; nil past `maximumPlaces` files or calls, or a
    /// file not parsed.
    private func swiftUses(ofCallsTo name: String) -> [ControllerUse]? {
        if let known = swiftUsesByName[name] { return known }
        let files = swiftCalls[name] ?? []
        guard files.count <= Self.maximumPlaces else { return nil }
        var uses: [ControllerUse]? = []
        let reachedBefore = budgetReached
        budgetReached = false
        for file in files {
            guard let reader = parsedSwift(file), let found = reader.uses(ofCallsTo: name, limit: Self.maximumPlaces) else {
                uses = nil
                break
            }
            uses? += found
        }
        // Each name's calls read once, however many classes a function returning them makes.
        if !budgetReached { swiftUsesByName[name] = .some(uses) }
        budgetReached = budgetReached || reachedBefore
        return uses
    }

    private var swiftUsesByName: [String: [ControllerUse]?] = [:]

    private func parsedSwift(_ file: Int) -> SwiftControllerUses? {
        if let known = parsed[file] {
            if known == nil, refusedByBudget.contains(file) { budgetReached = true }
            return known
        }
        let bytes = swift[file].bytes
        var reader: SwiftControllerUses?
        if bytesParsed + bytes.count <= Self.maximumBytesParsed {
            bytesParsed += bytes.count
            reader = SwiftControllerUses(source: String(decoding: bytes, as: UTF8.self))
        } else {
            budgetReached = true
            refusedByBudget.insert(file)
        }
        parsed[file] = .some(reader)
        return reader
    }

    /// Objective-C messages that show a controller as a screen of the current one.
    private static let showingSelectors: Set<String> = ["pushViewController", "presentViewController", "showViewController", "showDetailViewController"]

    /// What the Objective-C method does with the controller the message at `offset` (`[[X alloc] init…]`,
    /// `[Bridge makeX…]`) makes: given to a showing message, or bound to a variable that is; a navigation controller
    /// made with it as root, followed once; put in a list (`addObject:`, `@[…]`).
    private func objectiveCUses(file: Int, offset: Int, steps: Int) -> [ControllerUse] {
        guard steps < 2 else { return [.unknown] }
        // A place is searched once, however many classes it makes (1,000 classes made by one bridge function that 32
        // methods of 60 KB call searched those methods 1,000 times).
        let place = Place(file: file, offset: offset, steps: steps)
        if let known = objectiveCUsesByPlace[place] { return known }
        guard objectiveCBytesSearched < Self.maximumObjectiveCBytesSearched else {
            budgetReached = true
            return [.unknown]
        }
        let reachedBefore = budgetReached
        budgetReached = false
        let uses = searchedObjectiveCUses(file: file, offset: offset, steps: steps)
        // What a search the budget cut short found is not kept: asked again, it says so again.
        if !budgetReached { objectiveCUsesByPlace[place] = uses }
        budgetReached = budgetReached || reachedBefore
        return uses
    }

    private struct Place: Hashable {
        var file: Int
        var offset: Int
        var steps: Int
    }

    private var objectiveCUsesByPlace: [Place: [ControllerUse]] = [:]

    private func searchedObjectiveCUses(file: Int, offset: Int, steps: Int) -> [ControllerUse] {
        let bytes = objectiveC[file].bytes
        var start = offset
        // `[[X alloc] init]`: the message around the allocation.
        while let before = Self.previousByte(bytes, before: start), bytes[before] == UInt8(ascii: "[") { start = before }
        guard let before = Self.previousByte(bytes, before: start) else { return [.unknown] }
        if bytes[before] == UInt8(ascii: ":") { return argumentUse(bytes, colon: before, file: file, steps: steps) }
        if bytes[before] == UInt8(ascii: "="), let operatorByte = before > 0 ? bytes[before - 1] : nil,
           !"=!<>".utf8.contains(operatorByte), let variable = Self.word(before: before, in: bytes), variable.start == 0 || bytes[variable.start - 1] != UInt8(ascii: ".") {
            let name = Array(bytes[variable.start..<variable.end])
            let end = Self.methodEnd(bytes, after: offset)
            objectiveCBytesSearched += end - offset
            var uses: [ControllerUse] = []
            var from = offset
            while let found = bytes.firstOffset(of: name, from: from), found < end {
                from = found + name.count
                guard found == 0 || !bytes[found - 1].isASCIIWordByte, from >= bytes.count || !bytes[from].isASCIIWordByte else { continue }
                // `vc.title = …`, `[vc setTitle:…]`: configuring it.
                if let next = Self.nextByte(bytes, after: from - 1), bytes[next] == UInt8(ascii: ".") { continue }
                guard let previous = Self.previousByte(bytes, before: found) else { continue }
                switch bytes[previous] {
                case UInt8(ascii: "["): if previous > 0, bytes[previous - 1] == UInt8(ascii: "@") { uses.append(.listed(onlyOnPad: false, availableFrom: nil)) }
                case UInt8(ascii: ":"): uses += argumentUse(bytes, colon: previous, file: file, steps: steps)
                default: uses.append(.unknown)
                }
            }
            return uses.isEmpty ? [.unknown] : uses
        }
        return [.unknown]
    }

    /// The controller given as the argument after the selector part ending at `colon`.
    private func argumentUse(_ bytes: [UInt8], colon: Int, file: Int, steps: Int) -> [ControllerUse] {
        guard let selector = Self.word(before: colon + 1, in: bytes, skippingColon: true) else { return [.unknown] }
        let part = String(decoding: bytes[selector.start..<selector.end], as: UTF8.self)
        if Self.showingSelectors.contains(part) { return [.shown] }
        if part == "addObject" || part == "insertObject" { return [.listed(onlyOnPad: false, availableFrom: nil)] }
        if part == "initWithRootViewController", let open = Self.openingBracket(bytes, before: selector.start) {
            return objectiveCUses(file: file, offset: open, steps: steps + 1)
        }
        return [.unknown]
    }

    /// The `[` of the message around `offset` (brackets between counted), searched back at most `maximumMethodBytes`.
    private static func openingBracket(_ bytes: [UInt8], before offset: Int) -> Int? {
        var depth = 0
        var index = offset - 1
        while index >= 0, offset - index < maximumMethodBytes {
            if bytes[index] == UInt8(ascii: "]") { depth += 1 }
            if bytes[index] == UInt8(ascii: "[") {
                if depth == 0 { return index }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    /// Where the method holding `offset` ends: the next method's `-`/`+` or `@end` starting a line, within `maximumMethodBytes`.
    private static func methodEnd(_ bytes: [UInt8], after offset: Int) -> Int {
        var index = offset
        let limit = min(bytes.count, offset + maximumMethodBytes)
        while index < limit {
            if bytes[index] == 0x0A, index + 1 < bytes.count, [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@")].contains(bytes[index + 1]) { return index }
            index += 1
        }
        return limit
    }

    private static func previousByte(_ bytes: [UInt8], before offset: Int) -> Int? {
        var index = offset - 1
        while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
        return index >= 0 ? index : nil
    }

    private static func nextByte(_ bytes: [UInt8], after offset: Int) -> Int? {
        var index = offset + 1
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? index : nil
    }

    /// The word ending just before `offset` (white space between skipped; with `skippingColon`, the `:` at `offset - 1` too).
    private static func word(before offset: Int, in bytes: [UInt8], skippingColon: Bool = false) -> (start: Int, end: Int)? {
        var end = offset - (skippingColon ? 1 : 0)
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1].isASCIIWordByte { start -= 1 }
        return start < end ? (start, end) : nil
    }
}
