import BarAuditCodeImport
import BarAuditModel
import Foundation

/// What a storyboard tab bar controller's own class does to its tabs' titles, read from the Swift or
/// Objective-C files named after the class (`MainTabBarController.swift`, `GLUCTabBarController.m`, a
/// category `MainTabBarController+Tabs.m`). UIKit loads the storyboard's items first and the class's
/// `viewDidLoad`, `viewWillAppear` or `awakeFromNib` then replaces their titles, so the storyboard's
/// titles are never shown: Japanese LDS Quad's `tabBar.items?[3].title = "highlightsTabBarItemTitle".localized`,
/// Glucosio's `for (UITabBarItem *tabItem in self.tabBar.items) { tabItem.title = tabItemTitlesLoc[i++]; }`,
/// MyRecord's loop that titles each item by its tag. A child controller's own `title` counts as its tab's:
/// UIKit copies a view controller's title to its tab bar item (`[[self.viewControllers objectAtIndex:0] setTitle:…]`).
///
/// Only assignments of a text count: `title = nil`, `""` or `@""` clear a title (Tchap, Yep) and are not
/// read as a new one. A loop retitles every tab it visits, whatever conditions its body tests (MyRecord
/// picks the items by tag): the storyboard's titles of all of them are treated as replaced.
struct TabBarControllerCode {
    /// Tabs (by position in the bar) whose titles the class sets; nil when it retitles every tab.
    var retitledPositions: Set<Int>?
    /// The first assignment, for the note.
    var location: SourceLocation
    /// The VoiceOver labels the class gives tabs through the bar's items (Pomodoro's `tabBar.items?.first?.accessibilityLabel
    /// = NSLocalizedString("main_timer", comment: "")` in `viewWillAppear`), by position (`lastPosition` for `.last`), with
    /// the line assigning each: a literal or a key of `Localizable`, else computed at run time.
    var labels: [Int: (label: CodeString, line: Int)] = [:]

    /// Tabs whose titles the class clears (`tabBar.items?[0].title = ""`, `nil`; Urgellet Recicla's five, wic's loop), by
    /// position; every tab when `clearsEveryTitle`. A tab it also retitles is in `retitledPositions` only.
    var clearedPositions: Set<Int> = []
    var clearsEveryTitle = false

    /// The position `items.last` names, whatever the bar's length.
    static let lastPosition = -1

    /// `retitledPositions` among a bar of `count` tabs (`.last` made the last tab's).
    func retitled(amongTabs count: Int) -> Set<Int>? {
        retitledPositions.map { Set($0.map { $0 == Self.lastPosition ? count - 1 : $0 }) }
    }

    /// A class file larger than this is not read (its storyboard titles stay the tabs'): real controllers
    /// are a few kilobytes.
    static let sourceLimit = 4 * 1024 * 1024
    /// Loops over the tabs read in one file: a controller has a few, and a file of thousands of nested loops
    /// (each body holding the rest) stays linear.
    static let loopLimit = 64

    /// How the class named `className` retitles its tabs, from `sources` (the app's source files by
    /// the name before any `+`), else from the files that declare it (`declared`); nil when its files set
    /// no title of its tabs.
    /// `tabBarOutlets`: the class's outlets the storyboard connects to its own tab bar (MyHume's `@IBOutlet weak var
    /// customTabbar: UITabBar!`), which name `tabBar` as the class's code uses it.
    static func read(className: String, sources: [String: [String]], declared: DeclaredClasses, tabBarOutlets: Set<String> = []) -> TabBarControllerCode? {
        // A Swift class may be qualified by its module (`customModule`) elsewhere; the file is named
        // after the class alone.
        let name = className.split(separator: ".").last.map(String.init) ?? className
        // Marasy writes its `TabBarController` in `Controller/Others/UITabBar.swift`: no file bears the
        // class's name, and the one declaring it retitles every tab.
        let named = sources[name] ?? []
        let paths = named.isEmpty ? declared.files(declaring: name, among: sources) : named
        var found: TabBarControllerCode?
        for path in paths.sorted() {
            guard let bytes = FileBytes.read(path, atMost: sourceLimit) else { continue }
            // Clang takes bytes that are not UTF-8 in an Objective-C file's comments (a Latin-1 `©` in its header):
            // they read as U+FFFD, which no token looked for holds. Such a file was passed over, and the storyboard's
            // placeholder titles its loop replaces were reported.
            let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
            guard let retitling = retitling(in: SourceTokens(text), path: path, tabBarNames: tabBarOutlets.union(["tabBar"])) else { continue }
            if var merged = found {
                merged.retitledPositions = merged.retitledPositions.flatMap { own in retitling.retitledPositions.map { own.union($0) } }
                merged.labels.merge(retitling.labels) { first, _ in first }
                merged.clearedPositions.formUnion(retitling.clearedPositions)
                merged.clearsEveryTitle = merged.clearsEveryTitle || retitling.clearsEveryTitle
                found = merged
            } else {
                found = retitling
            }
        }
        return found
    }

    private static func retitling(in tokens: SourceTokens, path: String, tabBarNames: Set<String>) -> TabBarControllerCode? {
        var positions = Set<Int>()
        var labels: [Int: (label: CodeString, line: Int)] = [:]
        var cleared = Set<Int>()
        var clearsEvery = false
        var firstClearLine: Int?
        var everyTab = false
        var firstLine: Int?
        let list = tokens.tokens
        let braces = SourceTokens.matchingBraces(list)
        var loopsRead = 0
        var aliases = Aliases(tabBarNames: tabBarNames)
        func note(_ line: Int) { firstLine = min(firstLine ?? line, line) }
        var index = 0
        // Every tab retitled is the most a file can say, and the first such loop the earliest line.
        while index < list.count, !everyTab {
            // `guard let items = tabBar.items else { return }`, `UITabBarItem *first = [tabBar.items objectAtIndex:0];`
            if list[index].isIdentifier, index + 1 < list.count, list[index + 1].text == "=", index == 0 || list[index - 1].text != "." {
                aliases.bind(list[index].text, toValueAt: index + 2, in: list)
            } else if let tab = aliases.tabs[list[index].text], index == 0 || list[index - 1].text != ".",
                      let end = titleAssignment(toTab: tab, in: list, at: index), assignsText(list, at: end) {
                // `first.title = …`, `[first setTitle:…]`, `nav.tabBarItem.title = …`
                positions.insert(tab.position)
                note(list[index].line)
            } else if let (position, after) = indexedItem(list, at: index, aliases: aliases), let value = labelAssignment(list, at: after),
                      isItem(list, from: index, to: after, aliases: aliases) {
                // `tabBar.items?.first?.accessibilityLabel = …`: the first assignment to a tab's label is read.
                if labels[position] == nil, let label = labelValue(list, at: value) { labels[position] = (label, list[index].line) }
            } else if let (position, after) = indexedItem(list, at: index, aliases: aliases), let end = titleAssignment(list, at: after) {
                // `tabBar.items?[2].title = …`, `self.tabBar.items[2].title = …`, `items[2].title = …`; `= ""` clears it.
                if assignsText(list, at: end) {
                    positions.insert(position)
                    note(list[index].line)
                } else {
                    cleared.insert(position)
                    firstClearLine = min(firstClearLine ?? list[index].line, list[index].line)
                }
            } else if loopsRead < loopLimit, list[index].text == "for", let loop = loopOverTabs(list, at: index, braces: braces, aliases: aliases) {
                loopsRead += 1
                let found = loop.isIndex ? (text: assignsText(toTitleOfElementAt: loop.variable, in: list, body: loop.body, aliases: aliases), cleared: false)
                    : titleAssignments(to: loop.variable, in: list, body: loop.body, throughController: loop.overControllers)
                if found.text {
                    everyTab = true
                    note(list[index].line)
                } else if found.cleared, !loop.overControllers {
                    // wic's `for item in items { item.title = "" }`
                    clearsEvery = true
                    firstClearLine = min(firstClearLine ?? list[index].line, list[index].line)
                }
            } else if loopsRead < loopLimit, list[index].text == "forEach", index + 1 < list.count, list[index + 1].text == "{",
                      let collection = collectionName(list, endingBefore: index - 1, aliases: aliases), let close = braces[index + 1] {
                loopsRead += 1
                // `tabBar.items?.forEach { $0.title = … }`, `viewControllers?.forEach { vc in vc.tabBarItem.title = … }`
                let overControllers = collection == "viewControllers"
                let body = (index + 2)..<close
                var variable = "$0"
                if body.count >= 2, list[body.lowerBound + 1].text == "in", list[body.lowerBound].isIdentifier { variable = list[body.lowerBound].text }
                let found = titleAssignments(to: variable, in: list, body: body, throughController: overControllers)
                if found.text {
                    everyTab = true
                    note(list[index].line)
                } else if found.cleared, !overControllers {
                    clearsEvery = true
                    firstClearLine = min(firstClearLine ?? list[index].line, list[index].line)
                }
            }
            index += 1
        }
        guard let line = firstLine ?? labels.values.map(\.line).min() ?? firstClearLine else { return nil }
        return TabBarControllerCode(retitledPositions: everyTab ? nil : positions, location: SourceLocation(file: path, line: line), labels: labels,
                                    clearedPositions: cleared, clearsEveryTitle: clearsEvery)
    }

    /// Whether the tab `indexedItem` found from `start` to `end` is the item (`tabBar.items?[0]`, a name bound to the items,
    /// a child's `.tabBarItem`), not a child controller, whose own label is no tab's.
    private static func isItem(_ list: [SourceTokens.Token], from start: Int, to end: Int, aliases: Aliases) -> Bool {
        let word = list[start].text
        if list[start..<end].contains(where: { $0.text == "tabBarItem" }) { return true }
        if word == "objectAtIndex" { return listNamed(list, endingAt: start - 1, aliases: aliases) == false }
        return word == "items" || aliases.lists[word] == false
    }

    /// `.accessibilityLabel =` at `index`: the token after `=`.
    private static func labelAssignment(_ list: [SourceTokens.Token], at index: Int) -> Int? {
        guard index + 2 < list.count, list[index].text == ".", list[index + 1].text == "accessibilityLabel", list[index + 2].text == "=" else { return nil }
        return index + 3
    }

    /// The label assigned at `index`: a string literal as written, `NSLocalizedString("key", comment: …)` a key of
    /// `Localizable`; any other value is computed at run time (its first tokens). Nil for `nil` or `""` (no label).
    private static func labelValue(_ list: [SourceTokens.Token], at index: Int) -> CodeString? {
        guard assignsText(list, at: index) else { return nil }
        // Where the value ends, it is the whole value: `"Home".localized` is not the literal.
        func endsValue(_ next: Int) -> Bool { next >= list.count || list[next].line != list[index].line || [";", "}"].contains(list[next].text) }
        func literal(_ token: SourceTokens.Token) -> String? {
            guard token.isString, token.text.count >= 2, !token.text.contains("\\") else { return nil }
            return String(token.text.dropFirst().dropLast())
        }
        if let text = literal(list[index]), endsValue(index + 1) { return .verbatim(text) }
        if list[index].text == "NSLocalizedString", index + 5 < list.count, list[index + 1].text == "(", let key = literal(list[index + 2]), !key.isEmpty,
           list[index + 3].text == ",", list[index + 4].text == "comment", list[index + 5].text == ":",
           let close = list[(index + 6)...].prefix(64).firstIndex(where: { $0.text == ")" }), endsValue(close + 1) {
            return .key(key, table: nil)
        }
        let excerpt = list[index...].prefix { $0.line == list[index].line && $0.text != ";" }.prefix(16).map(\.text).joined(separator: " ")
        return .runtime(excerpt)
    }

    /// `tabBar.items[N]`, `viewControllers[N].tabBarItem`, `[views objectAtIndex:N]).tabBarItem`,
    /// `[self.tabBar.items objectAtIndex:N]` or the same of a name bound to either list (`items[N]`)
    /// starting at `index`: the position and the token after it.
    private static func indexedItem(_ list: [SourceTokens.Token], at index: Int, aliases: Aliases) -> (Int, Int)? {
        let word = list[index].text
        let isItems = word == "items" && index >= 2 && list[index - 1].text == "." && aliases.tabBarNames.contains(list[index - 2].text)
        let isOwnName = index == 0 || list[index - 1].text != "."
        let listsControllers = word == "viewControllers" || isOwnName && aliases.lists[word] == true
        if isItems || listsControllers || isOwnName && aliases.lists[word] == false {
            var cursor = skipUnwrap(list, index + 1)
            // `tabBar.items?.first`, `viewControllers?.last` (Pomodoro's labels).
            if cursor + 1 < list.count, list[cursor].text == ".", ["first", "last"].contains(list[cursor + 1].text) {
                let position = list[cursor + 1].text == "first" ? 0 : lastPosition
                cursor = skipUnwrap(list, cursor + 2)
                if listsControllers, let after = tabBarItemProperty(list, at: cursor) { return (position, after) }
                return (position, cursor)
            }
            guard cursor + 2 < list.count, list[cursor].text == "[", let position = Int(list[cursor + 1].text), list[cursor + 2].text == "]" else { return nil }
            cursor = skipUnwrap(list, cursor + 3)
            // A child controller's `title` titles its tab item too (`viewControllers[N].title = …`).
            if listsControllers, let after = tabBarItemProperty(list, at: cursor) { return (position, after) }
            return (position, cursor)
        }
        if word == "objectAtIndex", index + 3 < list.count, list[index + 1].text == ":", let position = Int(list[index + 2].text), list[index + 3].text == "]" {
            var cursor = index + 4
            if cursor < list.count, list[cursor].text == ")" { cursor += 1 }
            // `[self.tabBar.items objectAtIndex:N]` is the item itself, `[self.viewControllers objectAtIndex:N]` a
            // child whose `title` titles its item; any other list's element counts through its `.tabBarItem`.
            if let after = tabBarItemProperty(list, at: cursor) { return (position, after) }
            return listNamed(list, endingAt: index - 1, aliases: aliases) != nil ? (position, cursor) : nil
        }
        return nil
    }

    /// Whether the tokens ending at `index` name the tab list: true for the child controllers
    /// (`viewControllers`, a name bound to them), false for the items (`tabBar.items`, a name bound to
    /// them); nil for anything else.
    private static func listNamed(_ list: [SourceTokens.Token], endingAt index: Int, aliases: Aliases) -> Bool? {
        guard index >= 0, list[index].isIdentifier else { return nil }
        if list[index].text == "items", index >= 2, list[index - 1].text == ".", aliases.tabBarNames.contains(list[index - 2].text) { return false }
        if list[index].text == "viewControllers" { return true }
        guard index == 0 || list[index - 1].text != "." else { return nil }
        return aliases.lists[list[index].text]
    }

    /// The end of `NAME.title =`, `NAME.tabBarItem.title =` (a child controller's item) or `[NAME setTitle:`
    /// for a name bound to one tab, at `index`: the token after `=` or `:`.
    private static func titleAssignment(toTab tab: Aliases.Tab, in list: [SourceTokens.Token], at index: Int) -> Int? {
        if index > 0, list[index - 1].text == "[", index + 1 < list.count, list[index + 1].text == "setTitle" { return titleAssignment(list, at: index + 1) }
        var cursor = skipUnwrap(list, index + 1)
        if tab.isController, let after = tabBarItemProperty(list, at: cursor) { cursor = after }
        guard cursor < list.count, list[cursor].text == "." else { return nil }
        return titleAssignment(list, at: cursor)
    }

    /// `.tabBarItem` (with optional unwrapping) at `index`: the token after it.
    private static func tabBarItemProperty(_ list: [SourceTokens.Token], at index: Int) -> Int? {
        guard index + 1 < list.count, list[index].text == ".", list[index + 1].text == "tabBarItem" else { return nil }
        return skipUnwrap(list, index + 2)
    }

    /// `.title =` at `index` (the item's title set): the token after `=`; `setTitle:` sent to the item counts too.
    private static func titleAssignment(_ list: [SourceTokens.Token], at index: Int) -> Int? {
        if index + 2 < list.count, list[index].text == ".", list[index + 1].text == "title", list[index + 2].text == "=" { return index + 3 }
        if index + 1 < list.count, list[index].text == "setTitle", list[index + 1].text == ":" { return index + 2 }
        return nil
    }

    /// The value at `index` is a text, not `nil` or an empty literal.
    private static func assignsText(_ list: [SourceTokens.Token], at index: Int) -> Bool {
        guard index < list.count else { return false }
        var cursor = index
        if list[cursor].text == "@", cursor + 1 < list.count { cursor += 1 }
        let value = list[cursor]
        return !(value.text == "nil" || value.text == "NULL" || value.isString && value.text == "\"\"")
    }

    private static func skipUnwrap(_ list: [SourceTokens.Token], _ index: Int) -> Int {
        index < list.count && (list[index].text == "?" || list[index].text == "!") ? index + 1 : index
    }

    /// `for item in tabBar.items`, `for (index, item) in tabBar.items!.enumerated()`,
    /// `for (UITabBarItem *item in self.tabBar.items)`, `for vc in viewControllers`: the loop variable and body.
    /// `for i in 0..<items.count` and `for i in items.indices` (MyHume's `items[i].title = titles[i]`) visit every tab
    /// by its index: the variable is the index (`isIndex`).
    private static func loopOverTabs(_ list: [SourceTokens.Token], at index: Int, braces: [Int: Int], aliases: Aliases)
        -> (variable: String, body: Range<Int>, overControllers: Bool, isIndex: Bool)? {
        guard let inIndex = list[index..<min(list.count, index + 12)].firstIndex(where: { $0.text == "in" }), inIndex > index + 1 else { return nil }
        var variableIndex = inIndex - 1
        if list[variableIndex].text == ")" { variableIndex -= 1 }
        guard list[variableIndex].isIdentifier else { return nil }
        guard let open = list[inIndex..<min(list.count, inIndex + 24)].firstIndex(where: { $0.text == "{" }), let close = braces[open] else { return nil }
        let collection = list[(inIndex + 1)..<open].map(\.text)
        // `0..<LIST.count`, `0...LIST.count - 1`, `LIST.indices`: LIST ends before the `.` of `count` or `indices`.
        if let last = list[(inIndex + 1)..<open].lastIndex(where: { $0.text == "count" || $0.text == "indices" }), last - 2 > inIndex,
           list[last - 1].text == ".", list[last].text == "indices" || collection.first == "0" && collection.dropFirst().starts(with: [".", "."]) {
            let end = list[last - 2].text == "?" || list[last - 2].text == "!" ? last - 3 : last - 2
            guard let overControllers = listNamed(list, endingAt: end, aliases: aliases) else { return nil }
            return (list[variableIndex].text, (open + 1)..<close, overControllers, true)
        }
        // `for item in items` over a name bound to the list (`guard let items = tabBar.items`).
        let named = collection.first.flatMap { aliases.lists[$0] }
        let overItems = zip(collection, collection.dropFirst(2)).contains { aliases.tabBarNames.contains($0) && $1 == "items" } || named == false
        let overControllers = !overItems && (collection.contains("viewControllers") || named == true)
        guard overItems || overControllers else { return nil }
        return (list[variableIndex].text, (open + 1)..<close, overControllers, false)
    }

    /// The body assigns a text to the title of the tab at the index `variable` of a tab list (`items[i].title = …`,
    /// `viewControllers[i].tabBarItem.title = …`, a child controller's `viewControllers?[i].title = …`).
    private static func assignsText(toTitleOfElementAt variable: String, in list: [SourceTokens.Token], body: Range<Int>, aliases: Aliases) -> Bool {
        for index in body where list[index].text == variable && index - 2 >= body.lowerBound && list[index - 1].text == "[" && index + 1 < body.upperBound && list[index + 1].text == "]" {
            let end = list[index - 2].text == "?" || list[index - 2].text == "!" ? index - 3 : index - 2
            guard let controllers = listNamed(list, endingAt: end, aliases: aliases) else { continue }
            var cursor = skipUnwrap(list, index + 2)
            if controllers, let after = tabBarItemProperty(list, at: cursor) { cursor = after }
            if let assigned = titleAssignment(list, at: cursor), assignsText(list, at: assigned) { return true }
        }
        return false
    }

    /// The body assigns a text to `variable.title` (a controller's own title or `variable.tabBarItem.title`), or sends it `setTitle:`.
    /// And whether it clears that title (`= ""`, `= nil`), in the same pass over the body.
    private static func titleAssignments(to variable: String, in list: [SourceTokens.Token], body: Range<Int>, throughController: Bool) -> (text: Bool, cleared: Bool) {
        var cleared = false
        for index in body where list[index].text == variable {
            var end: Int?
            // `[item setTitle:…]`
            if index > body.lowerBound, list[index - 1].text == "[" { end = titleAssignment(list, at: index + 1) }
            var cursor = skipUnwrap(list, index + 1)
            if throughController, let after = tabBarItemProperty(list, at: cursor) { cursor = after }
            if end == nil, cursor < list.count, list[cursor].text != "setTitle" { end = titleAssignment(list, at: cursor) }
            guard let end else { continue }
            if assignsText(list, at: end) { return (true, cleared) }
            cleared = true
        }
        return (false, cleared)
    }

    /// "items" or "viewControllers" when `tabBar.items?`, `viewControllers!` or a name bound to either ends
    /// at `index` (the `.` before `forEach`).
    private static func collectionName(_ list: [SourceTokens.Token], endingBefore index: Int, aliases: Aliases) -> String? {
        guard index >= 1, list[index].text == "." else { return nil }
        var cursor = index - 1
        if list[cursor].text == "?" || list[cursor].text == "!" { cursor -= 1 }
        return listNamed(list, endingAt: cursor, aliases: aliases).map { $0 ? "viewControllers" : "items" }
    }

}

/// The names a controller's file binds to its tab list or to one of its tabs, as the file binds them in
/// order: Alama360's `guard let items = tabBar.items else { return }` before `items[0].title = …`, 7lalak's
/// `UITabBarItem *tabBarItem1 = [tabBar.items objectAtIndex:0];` before `[tabBarItem1 setTitle:…]`. A name
/// bound again to anything else names no tab from there on.
private struct Aliases {
    struct Tab {
        var position: Int
        /// The name holds the child controller (`let nav = viewControllers?[0] as? UINavigationController`),
        /// whose own title or `tabBarItem.title` is its tab's.
        var isController: Bool
    }

    /// A name for the list: true when it holds the child controllers, false for the items.
    private(set) var lists: [String: Bool] = [:]
    private(set) var tabs: [String: Tab] = [:]
    /// `tabBar` and the class's outlets to its own tab bar.
    let tabBarNames: Set<String>

    init(tabBarNames: Set<String>) {
        self.tabBarNames = tabBarNames
    }

    /// `name = …` with its value starting at `start`.
    mutating func bind(_ name: String, toValueAt start: Int, in list: [SourceTokens.Token]) {
        lists[name] = nil
        tabs[name] = nil
        var cursor = start
        if cursor + 1 < list.count, list[cursor].text == "self", list[cursor + 1].text == "." { cursor += 2 }
        guard cursor < list.count else { return }
        // Where the value ends, it is the whole value: `tabBar.items!.count` names no list.
        func endsValue(_ index: Int) -> Bool { index >= list.count || ![".", "[", "("].contains(list[index].text) }
        var listsControllers: Bool?
        var afterList = cursor
        if cursor + 2 < list.count, tabBarNames.contains(list[cursor].text), list[cursor + 1].text == ".", list[cursor + 2].text == "items" {
            listsControllers = false
            afterList = cursor + 3
        } else if list[cursor].text == "viewControllers" {
            listsControllers = true
            afterList = cursor + 1
        } else if let known = lists[list[cursor].text] {
            listsControllers = known
            afterList = cursor + 1
        } else if list[cursor].text == "[" {
            // `[tabBar.items objectAtIndex:N]`, `[self.viewControllers objectAtIndex:N]`, `[items objectAtIndex:N]`
            var inner = cursor + 1
            if inner + 1 < list.count, list[inner].text == "self", list[inner + 1].text == "." { inner += 2 }
            var kind: Bool?
            if inner + 2 < list.count, tabBarNames.contains(list[inner].text), list[inner + 1].text == ".", list[inner + 2].text == "items" {
                kind = false
                inner += 3
            } else if inner < list.count, list[inner].text == "viewControllers" {
                kind = true
                inner += 1
            } else if inner < list.count, let known = lists[list[inner].text] {
                kind = known
                inner += 1
            }
            guard let kind, inner + 4 < list.count, list[inner].text == "objectAtIndex", list[inner + 1].text == ":",
                  let position = Int(list[inner + 2].text), list[inner + 3].text == "]", endsValue(inner + 4) else { return }
            tabs[name] = Tab(position: position, isController: kind)
            return
        }
        guard let listsControllers else { return }
        let cursorAfterList = afterList < list.count && (list[afterList].text == "?" || list[afterList].text == "!") ? afterList + 1 : afterList
        if endsValue(cursorAfterList) {
            lists[name] = listsControllers
        } else if cursorAfterList + 2 < list.count, list[cursorAfterList].text == "[", let position = Int(list[cursorAfterList + 1].text), list[cursorAfterList + 2].text == "]" {
            var after = cursorAfterList + 3
            if after < list.count, list[after].text == "?" || list[after].text == "!" { after += 1 }
            if endsValue(after) { tabs[name] = Tab(position: position, isController: listsControllers) }
        }
    }
}

/// The classes an app's Swift and Objective-C files declare (`class NAME`, `extension NAME`,
/// `@implementation NAME`), by name: where a storyboard controller's class is written when no file bears
/// its name. Read once per bundle, on the first class no file is named after.
final class DeclaredClasses: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [String]]?

    func files(declaring name: String, among sources: [String: [String]]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if files == nil { files = Self.index(sources.values.joined()) }
        return files?[name] ?? []
    }

    private static func index(_ paths: some Sequence<String>) -> [String: [String]] {
        var declaring: [String: [String]] = [:]
        for path in Set(paths).sorted() {
            guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit) else { continue }
            var names = Set<String>()
            for keyword in ["class ", "extension ", "@implementation "] {
                let pattern = Array(keyword.utf8)
                var index = 0
                while let found = bytes.firstOffset(of: pattern, from: index) {
                    var start = found + pattern.count
                    while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                    var end = start
                    while end < bytes.count, bytes[end].isASCIIWordByte { end += 1 }
                    // A keyword that ends a longer word (`subclass `) declares nothing.
                    if end > start, found == 0 || !bytes[found - 1].isASCIIWordByte { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
                    index = max(end, found + 1)
                }
            }
            for name in names { declaring[name, default: []].append(path) }
        }
        return declaring
    }
}

/// Swift or Objective-C source as tokens with their lines, comments left out: identifiers, numbers,
/// string and character literals (as written, quotes included), `==`-style operators as one token, any
/// other character alone. Enough to find assignments, not to parse either language.
struct SourceTokens {
    struct Token {
        var text: String
        var line: Int
        /// Where the token starts, in Unicode scalars from the start of the source.
        var offset = 0
        var isIdentifier: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "$" } ?? false }
        var isString: Bool { text.first == "\"" }
    }

    private(set) var tokens: [Token] = []

    /// Each `{` that is closed → its `}`, in one pass.
    static func matchingBraces(_ list: [Token]) -> [Int: Int] {
        var open: [Int] = []
        var matches: [Int: Int] = [:]
        for (index, token) in list.enumerated() {
            if token.text == "{" { open.append(index) } else if token.text == "}", let start = open.popLast() { matches[start] = index }
        }
        return matches
    }

    init(_ source: String) {
        let characters = Array(source.unicodeScalars)
        var line = 1
        var index = 0
        func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        // A line ends at LF, CRLF or a CR alone (Xcode's classic Mac line ends): a file of CRs only was all line 1.
        func endsLine(_ position: Int) -> Bool {
            characters[position] == "\n" || characters[position] == "\r" && (position + 1 == characters.count || characters[position + 1] != "\n")
        }
        /// Where a line's interpolation did not close: its later `\(` are read as plain escapes (as Objective-C's
        /// are), so that a line of many unclosed `\(` is crossed once, not once per `\(`.
        var plainEscapesBefore = 0
        /// The index after the `)` that closes the interpolation whose contents start at `start`, passing over the
        /// strings and interpolations nested in it; nil when it does not close on its line (Swift's single-line strings
        /// end there), or at a backslash before the line's end.
        func interpolationEnd(from start: Int) -> Int? {
            // The open parentheses of each interpolation open, innermost last; and whether a string inside the
            // innermost is being read.
            var depths = [1]
            var inString = false
            var cursor = start
            while cursor < characters.count, !endsLine(cursor) {
                let scalar = characters[cursor]
                if inString {
                    if scalar == "\\" {
                        guard cursor + 1 < characters.count, !endsLine(cursor + 1) else { break }
                        if characters[cursor + 1] == "(" { depths.append(1); inString = false }
                        cursor += 2
                        continue
                    }
                    if scalar == "\"" { inString = false }
                } else if scalar == "\"" {
                    inString = true
                } else if scalar == "(" {
                    depths[depths.count - 1] += 1
                } else if scalar == ")" {
                    depths[depths.count - 1] -= 1
                    if depths[depths.count - 1] == 0 {
                        depths.removeLast()
                        if depths.isEmpty { return cursor + 1 }
                        inString = true
                    }
                }
                cursor += 1
            }
            while cursor < characters.count, !endsLine(cursor) { cursor += 1 }
            plainEscapesBefore = cursor
            return nil
        }
        /// Passes over the literal opened by the quote at `index`, up to its closing quote or, left open, to its
        /// line's end, which is not taken: it is counted as any other (an unclosed `"` took the line feed after it
        /// uncounted, and every later line was one early). Objective-C's character literals (`'}'`, `'"'`,
        /// `'\''`) are read as its strings are: their brace or quote ended a method's body or began a string.
        ///
        /// A Swift string's interpolation `\( … )` is passed over to its `)`, with the strings inside it
        /// (`"\(isOn ? "}" : "{")"`): their quotes ended the string early, and their braces were read as code.
        func passLiteral(closedBy quote: Unicode.Scalar) {
            index += 1
            while index < characters.count, characters[index] != quote, !endsLine(index) {
                guard characters[index] == "\\", index + 1 < characters.count else { index += 1; continue }
                // A backslash before a line end continues the literal on the next line (C and Objective-C):
                // that line is counted, CRLF as one line end, or every later assignment was placed a line early.
                if characters[index + 1] == "\r" || characters[index + 1] == "\n" {
                    line += 1
                    index += characters[index + 1] == "\r" && index + 2 < characters.count && characters[index + 2] == "\n" ? 3 : 2
                } else if quote == "\"", characters[index + 1] == "(", index >= plainEscapesBefore, let end = interpolationEnd(from: index + 2) {
                    index = end
                } else {
                    index += 2
                }
            }
            if index < characters.count, characters[index] == quote { index += 1 }
        }
        while index < characters.count {
            let scalar = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if endsLine(index) { line += 1; index += 1; continue }
            if scalar.properties.isWhitespace { index += 1; continue }
            if scalar == "/", next == "/" {
                while index < characters.count, !endsLine(index) { index += 1 }
                continue
            }
            if scalar == "/", next == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                    if endsLine(index) { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            let start = index
            let startLine = line
            if scalar == "\"" {
                // `"""` opens a multi-line literal; `""` alone is an empty one.
                let isBlock = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
                if isBlock {
                    index += 3
                    while index < characters.count, !(characters[index] == "\"" && index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\"") {
                        if endsLine(index) { line += 1 }
                        index += 1
                    }
                    index = min(characters.count, index + 3)
                } else {
                    passLiteral(closedBy: "\"")
                }
            } else if scalar == "'" {
                passLiteral(closedBy: "'")
            } else if isIdentifierPart(scalar) {
                while index < characters.count, isIdentifierPart(characters[index]) { index += 1 }
            } else if next == "=", "=!<>+-*/%&|^".unicodeScalars.contains(scalar) {
                index += 2
                while index < characters.count, characters[index] == "=" { index += 1 }
            } else {
                index += 1
            }
            tokens.append(Token(text: String(String.UnicodeScalarView(characters[start..<min(index, characters.count)])), line: startLine, offset: start))
        }
    }
}
