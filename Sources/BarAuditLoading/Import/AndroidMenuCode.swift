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
struct AndroidMenuCode {
    /// Where the code titles each item id, the first place in path order.
    let titledItems: [String: SourceLocation]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byRoot: [String: [Retitling]] = [:]
    private static let skippedFolders: Set<String> = ["build", ".gradle", "node_modules"]

    /// One `findItem(…)` whose result gets a title: the literal ids it names, else the ids of the enum
    /// constants of its file (an argument such as `item.id`), and the receiver as written.
    struct Retitling {
        var ids: [String]
        var receiver: String
        var location: SourceLocation
    }

    /// The retitlings that apply to a menu's items, given the `android:id` names of the views that show it.
    init(project root: String, itemIDs: Set<String>, viewIDs: [String]) {
        let viewNames = Set(viewIDs.map { AndroidProject.bindingName(ofViewID: $0).lowercased() })
        var titled: [String: SourceLocation] = [:]
        for retitling in Self.retitlings(under: root) {
            let receiver = retitling.receiver.lowercased()
            guard receiver.contains("bottom") || receiver.contains("navbar") || receiver.contains("navigationbar")
                || viewNames.contains(where: { receiver.contains($0) }) else { continue }
            for id in retitling.ids where itemIDs.contains(id) && titled[id] == nil { titled[id] = retitling.location }
        }
        titledItems = titled
    }

    /// Every retitling in the project's Kotlin and Java sources (tests and build output left out), read once
    /// per project root; only files that call `findItem` are tokenized.
    static func retitlings(under root: String) -> [Retitling] {
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
        var found: [Retitling] = []
        for path in sources.sorted() {
            guard let bytes = FileBytes.read(path, atMost: CodeProject.maximumSourceBytes), bytes.contains(subsequence: needle) else { continue }
            found += retitlings(in: KotlinTokenizer.tokens(String(decoding: bytes, as: UTF8.self)), path: path)
        }
        lock.lock()
        byRoot[root] = found
        lock.unlock()
        return found
    }

    static func retitlings(in tokens: [KotlinToken], path: String) -> [Retitling] {
        var found: [Retitling] = []
        var enumIDs: [String]?
        for index in tokens.indices where tokens[index].isIdentifier("findItem") {
            guard index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                  let menuStart = viewMenu(tokens, endingBefore: index),
                  let close = closingParenthesis(tokens, from: index + 1),
                  assignsTitle(tokens, after: close) else { continue }
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

    private static func closingParenthesis(_ tokens: [KotlinToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(tokens.count, open + 64) {
            if tokens[index].isSymbol("(") { depth += 1 }
            if tokens[index].isSymbol(")") { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `)?.title =`, `).title =`, `)!!.title =`, `).setTitle(`: the found item gets a title.
    private static func assignsTitle(_ tokens: [KotlinToken], after close: Int) -> Bool {
        var index = close + 1
        while index < tokens.count, tokens[index].isSymbol("?") || tokens[index].isSymbol("!!") || tokens[index].isSymbol("!") { index += 1 }
        guard index + 2 < tokens.count, tokens[index].isSymbol(".") || tokens[index].isSymbol("?.") else { return false }
        if tokens[index + 1].isIdentifier("title") { return tokens[index + 2].isSymbol("=") }
        return tokens[index + 1].isIdentifier("setTitle") && tokens[index + 2].isSymbol("(")
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
