import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Bottom navigation items an app titles in its Kotlin or Java code once the bar is inflated:
/// `binding.bottomNavigation.menu.findItem(R.id.front_edit).title = TR.notetypesFrontField()`, or
/// through an enum of the tabs, `entries.forEach { item -> bottomNavigationView.menu.findItem(item.id)?.title
/// = item.title(context) }` with `HOME(R.id.nav_home, …)` (AnkiDroid, whose menus leave those items
/// untitled). MenuItem.setTitle replaces the menu's title, so what the user sees and TalkBack reads is the
/// code's, computed at run time. Only a view's own menu counts (`….menu.findItem`, `….getMenu().findItem`)
/// whose receiver names a bottom bar (`bottomNavigation`, `navBar`, or the id of a view that shows the
/// menu): an options menu or a drawer retitling an item of the same id is another menu.
///
/// Code that adds, removes or hides the bar's items (`this.menu.removeItem(it.itemId)` and `this.menu.add(…)`
/// in ytdlnis's `fun NavigationBarView.applyNavBarStyle()`, which keeps three of the menu's five by default from a
/// preference) makes the tabs the device shows differ from the menu's: which and how many is known only at run time.
struct AndroidMenuCode {
    /// Where the code titles each item id, the first place in path order.
    let titledItems: [String: SourceLocation]
    /// The first place, in path order, where the code adds, removes or hides items of the menu.
    let itemsChanged: Change?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byRoot: [String: (retitlings: [Retitling], changes: [Change])] = [:]
    private static let skippedFolders: Set<String> = ["build", ".gradle", "node_modules"]

    /// One `findItem(…)` whose result gets a title: the literal ids it names, else the ids of the enum
    /// constants of its file (an argument such as `item.id`), and the receiver as written.
    struct Retitling {
        var ids: [String]
        var receiver: String
        var location: SourceLocation
    }

    /// One call that adds, removes or hides items of a view's menu: `menu.removeItem(…)`, `removeGroup(…)`, `clear()`,
    /// `add(…)`, `addSubMenu(…)`, `setGroupVisible(…)`, or `findItem(…)` made visible or not (`isVisible =`,
    /// `setVisible(…)`). The receiver is the view as written (`binding.bottomNav`), or, for `menu` on `this` or on
    /// no receiver, `this` inside a bar's own scope (an extension function or a subclass of `NavigationBarView` or
    /// `BottomNavigationView`) and the receiver of the `apply`, `run` or `with` block around it otherwise.
    struct Change {
        /// The item id the call names (`R.id.NAME`), nil where it names none or computes it.
        var id: String?
        var receiver: String
        /// The call as a note shows it: `menu.removeItem(…)`.
        var call: String
        var location: SourceLocation
    }

    /// The retitlings and changes that apply to a menu's items, given the `android:id` names of the views that show it.
    init(project root: String, itemIDs: Set<String>, viewIDs: [String]) {
        let viewNames = Set(viewIDs.map { AndroidProject.bindingName(ofViewID: $0).lowercased() })
        let found = Self.calls(under: root)
        var titled: [String: SourceLocation] = [:]
        for retitling in found.retitlings {
            let receiver = retitling.receiver.lowercased()
            guard receiver.contains("bottom") || receiver.contains("navbar") || receiver.contains("navigationbar")
                || viewNames.contains(where: { receiver.contains($0) }) else { continue }
            for id in retitling.ids where itemIDs.contains(id) && titled[id] == nil { titled[id] = retitling.location }
        }
        titledItems = titled
        // The view a change is made on is the receiver's last name (`binding.bottomSheet.sheetToolbar.menu.clear()`,
        // tachiyomiJ2K's, clears a toolbar's menu): a bar's own name, or the id of a view that shows the menu. A call
        // naming an item of another menu changes another bar.
        func isTheBar(_ receiver: String) -> Bool {
            let view = (receiver.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? receiver).lowercased()
            return view == Self.barScope || ["bottomnav", "navbar", "navigationbar", "bottombar"].contains(where: view.contains)
                || viewNames.contains(where: { view.contains($0) })
        }
        itemsChanged = found.changes.first { change in isTheBar(change.receiver) && change.id.map(itemIDs.contains) ?? true }
    }

    /// The receiver recorded for `menu` read in a bar's own scope.
    static let barScope = "this"

    /// Every retitling and change in the project's Kotlin and Java sources (tests and build output left out), read once
    /// per project root; only files that call `findItem` or a method that changes a menu are tokenized.
    static func calls(under root: String) -> (retitlings: [Retitling], changes: [Change]) {
        lock.lock()
        if let known = byRoot[root] { lock.unlock(); return known }
        lock.unlock()
        var sources: [String] = []
        FolderWalk.walk(root, includeHidden: false, visit: { entry in
            // Test source sets (`src/test`, `src/androidTest`, `src/testDebug`) are not in the APK; a package named `test` is.
            if skippedFolders.contains(entry.name)
                || (entry.name.hasPrefix("test") || entry.name.hasPrefix("androidTest")) && entry.path.parentPath.split(separator: "/").last == "src" {
                return .skip
            }
            if entry.type == S_IFREG, entry.name.hasSuffix(".kt") || entry.name.hasSuffix(".java") { sources.append(entry.path) }
            return .descend
        }, failed: { _, _ in })
        let needle = Array("findItem".utf8)
        let changeNeedles = ["removeItem(", "removeGroup(", "clear()", "add(", "addSubMenu(", "setGroupVisible("].map { Array($0.utf8) }
        let menuNeedles = [Array("menu".utf8), Array("Menu()".utf8)]
        var found: (retitlings: [Retitling], changes: [Change]) = ([], [])
        for path in sources.sorted() {
            guard let bytes = FileBytes.read(path, atMost: CodeProject.maximumSourceBytes) else { continue }
            let retitles = bytes.contains(subsequence: needle)
            let changes = menuNeedles.contains { bytes.contains(subsequence: $0) } && (retitles || changeNeedles.contains { bytes.contains(subsequence: $0) })
            guard retitles || changes else { continue }
            let tokens = KotlinTokenizer.tokens(String(decoding: bytes, as: UTF8.self))
            if retitles { found.retitlings += retitlings(in: tokens, path: path) }
            if changes { found.changes += Self.changes(in: tokens, path: path) }
        }
        lock.lock()
        byRoot[root] = found
        lock.unlock()
        return found
    }

    /// The types whose instances are bottom bars, or may be (`NavigationBarView` is also a rail's).
    private static let barTypes: Set<String> = ["BottomNavigationView", "NavigationBarView"]
    private static let changingCalls: Set<String> = ["removeItem", "removeGroup", "clear", "add", "addSubMenu", "setGroupVisible"]
    /// Blocks searched outwards for a bar's scope: past this depth `menu` on no receiver is no bar's.
    private static let scopeDepth = 256

    /// The changes of a file's tokens, in one pass: the blocks that open a bar's scope are found where their `{` is
    /// read, and a `menu` on `this` or on no receiver looks out through at most `scopeDepth` open blocks.
    static func changes(in tokens: [KotlinToken], path: String) -> [Change] {
        var found: [Change] = []
        // The receiver each open block gives `this`, where it is a bar's (or names one).
        var blocks: [String?] = []
        var pendingBody: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.isSymbol("{") {
                blocks.append(index == pendingBody ? barScope : blockReceiver(tokens, opening: index))
                continue
            }
            if token.isSymbol("}") { _ = blocks.popLast(); continue }
            if token.isIdentifier("fun") || token.isIdentifier("class"), let body = barScopeBody(tokens, from: index) { pendingBody = body; continue }
            // `menu`, `getMenu()`, then `.CALL(` or `.findItem(…)` made visible or not.
            let afterMenu: Int
            if token.isIdentifier("menu") {
                afterMenu = index + 1
            } else if token.isIdentifier("getMenu"), index + 2 < tokens.count, tokens[index + 1].isSymbol("("), tokens[index + 2].isSymbol(")") {
                afterMenu = index + 3
            } else { continue }
            guard afterMenu + 2 < tokens.count, tokens[afterMenu].isSymbol(".") || tokens[afterMenu].isSymbol("?."),
                  tokens[afterMenu + 1].kind == .identifier, tokens[afterMenu + 2].isSymbol("(") else { continue }
            let name = tokens[afterMenu + 1].text
            let changes: Bool
            if name == "findItem" {
                guard let close = closingParenthesis(tokens, from: afterMenu + 2) else { continue }
                changes = assigns("isVisible", setter: "setVisible", tokens, after: close)
            } else {
                changes = changingCalls.contains(name)
            }
            guard changes else { continue }
            let receiver: String?
            let written: ArraySlice<KotlinToken>
            if index > 0, tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol("?.") {
                written = tokens[receiverStart(tokens, endingBefore: index - 1)..<(index - 1)]
                let text = written.map(\.text).joined()
                receiver = text == "this" ? enclosingReceiver(blocks) : text
            } else {
                written = []
                receiver = enclosingReceiver(blocks)
            }
            if name == "clear", inflatesNext(tokens, after: afterMenu + 3, receiver: written) { continue }
            guard let receiver, !receiver.isEmpty else { continue }
            let argument = tokens[(afterMenu + 3)...].prefix(6)
            let id: String? = name == "findItem" || name == "removeItem" ? resourceID(Array(argument)) : nil
            found.append(Change(id: id, receiver: receiver, call: "\(token.text)\(token.text == "getMenu" ? "()" : "").\(name)(…)",
                                location: SourceLocation(file: path, line: tokens[afterMenu + 1].line, column: tokens[afterMenu + 1].column)))
        }
        return found
    }

    /// Whether the statement after a menu's `clear()` (its `)` at `close`) inflates a menu into the same view:
    /// `bottomNav.getMenu().clear(); bottomNav.inflateMenu(…)` (litewallet's `BreadActivity`) replaces the menu, and the
    /// tabs the device shows are the inflated menu's, as if the layout had named it.
    private static func inflatesNext(_ tokens: [KotlinToken], after close: Int, receiver: ArraySlice<KotlinToken>) -> Bool {
        guard close < tokens.count, tokens[close].isSymbol(")") else { return false }
        var index = close + 1
        if index < tokens.count, tokens[index].isSymbol(";") { index += 1 }
        for token in receiver {
            guard index < tokens.count, tokens[index].kind == token.kind, tokens[index].text == token.text else { return false }
            index += 1
        }
        if !receiver.isEmpty {
            guard index < tokens.count, tokens[index].isSymbol(".") || tokens[index].isSymbol("?.") else { return false }
            index += 1
        }
        return index + 1 < tokens.count && tokens[index].isIdentifier("inflateMenu") && tokens[index + 1].isSymbol("(")
    }

    /// The nearest open block's receiver, looked for at most `scopeDepth` blocks out.
    private static func enclosingReceiver(_ blocks: [String?]) -> String? {
        blocks.suffix(scopeDepth).last { $0 != nil } ?? nil
    }

    /// `R.id.NAME` followed by `)`: NAME.
    private static func resourceID(_ tokens: [KotlinToken]) -> String? {
        guard tokens.count >= 6, tokens[0].isIdentifier("R"), tokens[1].isSymbol("."), tokens[2].isIdentifier("id"), tokens[3].isSymbol("."),
              tokens[4].kind == .identifier, tokens[5].isSymbol(")") else { return nil }
        return tokens[4].text
    }

    /// The receiver a `{` gives `this`: `RECEIVER.apply {`, `RECEIVER.run {`, `with(RECEIVER) {`.
    private static func blockReceiver(_ tokens: [KotlinToken], opening brace: Int) -> String? {
        guard brace >= 2 else { return nil }
        if tokens[brace - 1].isIdentifier("apply") || tokens[brace - 1].isIdentifier("run"), tokens[brace - 2].isSymbol(".") || tokens[brace - 2].isSymbol("?.") {
            let start = receiverStart(tokens, endingBefore: brace - 2)
            return start < brace - 2 ? tokens[start..<(brace - 2)].map(\.text).joined() : nil
        }
        guard tokens[brace - 1].isSymbol(")") else { return nil }
        let start = receiverStart(tokens, endingBefore: brace - 1)
        guard start >= 2, start < brace - 1, tokens[start - 1].isSymbol("("), tokens[start - 2].isIdentifier("with") else { return nil }
        return tokens[start..<(brace - 1)].map(\.text).joined()
    }

    /// The `{` of a bar's own scope declared at `index`: `fun NavigationBarView.NAME(…): T {`, or a class whose
    /// supertypes (before its body, within 64 tokens) include `BottomNavigationView(…)`; Java's `class X extends
    /// BottomNavigationView {`.
    private static func barScopeBody(_ tokens: [KotlinToken], from index: Int) -> Int? {
        if tokens[index].isIdentifier("fun") {
            guard index + 4 < tokens.count, barTypes.contains(tokens[index + 1].text), tokens[index + 2].isSymbol("."),
                  tokens[index + 3].kind == .identifier, tokens[index + 4].isSymbol("("),
                  let close = closingParenthesis(tokens, from: index + 4) else { return nil }
            // An optional return type: names, dots, `?`, `<`, `>`, `,`, then the body.
            var cursor = close + 1
            if cursor < tokens.count, tokens[cursor].isSymbol(":") {
                cursor += 1
                while cursor < tokens.count, cursor < close + 32, tokens[cursor].kind == .identifier || [".", "?", "<", ">", ","].contains(where: tokens[cursor].isSymbol) { cursor += 1 }
            }
            return cursor < tokens.count && tokens[cursor].isSymbol("{") ? cursor : nil
        }
        var sawBarType = false
        for cursor in (index + 1)..<min(tokens.count, index + 64) {
            let token = tokens[cursor]
            if token.isSymbol("{") { return sawBarType ? cursor : nil }
            if token.isSymbol("}") || token.isIdentifier("fun") || token.isIdentifier("class") { return nil }
            if barTypes.contains(token.text), cursor > 0, tokens[cursor - 1].isSymbol(":") || tokens[cursor - 1].isSymbol(",") || tokens[cursor - 1].isIdentifier("extends") {
                sawBarType = true
            }
        }
        return nil
    }


    static func retitlings(in tokens: [KotlinToken], path: String) -> [Retitling] {
        var found: [Retitling] = []
        var enumIDs: [String]?
        for index in tokens.indices where tokens[index].isIdentifier("findItem") {
            guard index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                  let menuStart = viewMenu(tokens, endingBefore: index),
                  let close = closingParenthesis(tokens, from: index + 1),
                  assigns("title", setter: "setTitle", tokens, after: close) else { continue }
            let argument = tokens[(index + 2)..<close]
            let ids: [String]
            if argument.count == 5, argument.first?.isIdentifier("R") == true, argument.dropFirst().first?.isSymbol(".") == true,
               argument.dropFirst(2).first?.isIdentifier("id") == true, let id = argument.last, id.kind == .identifier {
                ids = [id.text]
            } else {
                if enumIDs == nil { enumIDs = idsOfEnumConstants(tokens) }
                ids = enumIDs ?? []
            }
            guard !ids.isEmpty else { continue }
            let receiver = tokens[receiverStart(tokens, endingBefore: menuStart)..<menuStart].map(\.text).joined()
            found.append(Retitling(ids: ids, receiver: receiver, location: SourceLocation(file: path, line: tokens[index].line, column: tokens[index].column)))
        }
        return found
    }

    /// The start of `.menu.` or `.getMenu().` right before `findItem`: a view's menu, not a callback's `menu`.
    private static func viewMenu(_ tokens: [KotlinToken], endingBefore index: Int) -> Int? {
        guard index >= 3, tokens[index - 1].isSymbol(".") else { return nil }
        if tokens[index - 2].isIdentifier("menu"), tokens[index - 3].isSymbol(".") || tokens[index - 3].isSymbol("?.") { return index - 3 }
        if index >= 5, tokens[index - 2].isSymbol(")"), tokens[index - 3].isSymbol("("), tokens[index - 4].isIdentifier("getMenu"),
           tokens[index - 5].isSymbol(".") { return index - 5 }
        return nil
    }

    /// The first token of the receiver chain ending before `end` (`binding.bottomNavigation`): names, dots,
    /// safe calls and `!!`.
    private static func receiverStart(_ tokens: [KotlinToken], endingBefore end: Int) -> Int {
        var start = end
        while start > 0 {
            let token = tokens[start - 1]
            guard token.kind == .identifier || token.isSymbol(".") || token.isSymbol("?.") || token.isSymbol("?") || token.isSymbol("!!") else { break }
            start -= 1
        }
        return start
    }

    /// The `)` closing the `(` at `open`, looked for at most 64 tokens on.
    static func closingParenthesis(_ tokens: [KotlinToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(tokens.count, open + 64) {
            if tokens[index].isSymbol("(") { depth += 1 }
            if tokens[index].isSymbol(")") { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `)?.title =`, `).title =`, `)!!.title =`, `).setTitle(` (or `isVisible` and `setVisible`): the found item gets the
    /// property.
    private static func assigns(_ property: String, setter: String, _ tokens: [KotlinToken], after close: Int) -> Bool {
        var index = close + 1
        while index < tokens.count, tokens[index].isSymbol("?") || tokens[index].isSymbol("!!") || tokens[index].isSymbol("!") { index += 1 }
        guard index + 2 < tokens.count, tokens[index].isSymbol(".") || tokens[index].isSymbol("?.") else { return false }
        if tokens[index + 1].isIdentifier(property) { return tokens[index + 2].isSymbol("=") }
        return tokens[index + 1].isIdentifier(setter) && tokens[index + 2].isSymbol("(")
    }

    /// The `R.id.NAME`s inside the bodies of the file's `enum class`es (`HOME(R.id.nav_home, "home")`).
    private static func idsOfEnumConstants(_ tokens: [KotlinToken]) -> [String] {
        var ids: [String] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isIdentifier("enum"), tokens[index + 1].isIdentifier("class") else { continue }
            // No `{` after an `enum class` means none after any later one: the search is not repeated from
            // each (200,000 `enum class A` lines without a body searched the rest of the file from every one).
            guard let open = tokens[(index + 2)...].firstIndex(where: { $0.isSymbol("{") }) else { break }
            var depth = 0
            var cursor = open
            while cursor < tokens.count {
                if tokens[cursor].isSymbol("{") { depth += 1 }
                if tokens[cursor].isSymbol("}") { depth -= 1; if depth == 0 { break } }
                if cursor + 4 < tokens.count, tokens[cursor].isIdentifier("R"), tokens[cursor + 1].isSymbol("."), tokens[cursor + 2].isIdentifier("id"),
                   tokens[cursor + 3].isSymbol("."), tokens[cursor + 4].kind == .identifier {
                    ids.append(tokens[cursor + 4].text)
                }
                cursor += 1
            }
            index = cursor
        }
        return ids
    }
}
