import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Java that adds a bottom navigation bar's items in code (AppVaultX's `BottomNavigationView bottomNav = findViewById(…);
/// Menu menu = bottomNav.getMenu(); menu.add(Menu.NONE, 0, Menu.NONE, null).setIcon(R.drawable.ic_apps);`). Java is not
/// read, so those tabs are not audited: a note at the first item added says so, where a project whose only bar it is had
/// "no bar definitions" (an input error, exit 2). A popup's menu (`popupMenu.getMenu().add(…)`) is no bar's.
enum JavaMenuItems {
    private static let barTypes: Set<String> = ["BottomNavigationView", "NavigationBarView"]
    private static let markers: [[UInt8]] = [Array("getMenu".utf8), Array(".add(".utf8)]

    /// A cheap test of the bytes: a bar type, its menu and an `add(`.
    static func mayAddItems(_ bytes: [UInt8]) -> Bool {
        markers.allSatisfy { bytes.contains(subsequence: $0) } && barTypes.contains { bytes.contains(subsequence: Array($0.utf8)) }
    }

    static func read(path: String, bytes: [UInt8]) -> (DefinitionFile?, [InputDiagnostic]) {
        let none = DefinitionFile(path: path, format: .xml, bars: [], strings: [:])
        guard mayAddItems(bytes), let (bar, position) = firstItemAdded(String(decoding: bytes, as: UTF8.self)) else { return (none, []) }
        return (none, [InputDiagnostic(
            severity: .info,
            message: "'\(bar)' here is a bottom navigation bar whose items Java code adds (`menu.add(…)`); Java is not read, so the tabs it draws are not audited",
            location: SourceLocation(file: path, line: position.line, column: position.column))])
    }

    /// The bar variable and the position of the first `add(` on its menu: `NAME.getMenu().add(`, or `M.add(` after
    /// `M = NAME.getMenu()` (and before `M` is given another value), where `NAME` is declared with a bar's type
    /// (`BottomNavigationView NAME`) above. One pass over the tokens.
    static func firstItemAdded(_ source: String) -> (String, CodePosition)? {
        var tokenizer = KotlinTokenizer(source)
        let tokens = tokenizer.all()
        var bars: Set<String> = []
        var menus: [String: String] = [:]
        func isCall(_ name: String, at index: Int) -> Bool {
            index + 1 < tokens.count && tokens[index].isIdentifier(name) && tokens[index + 1].isSymbol("(")
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = tokens[index].text
            guard index + 1 < tokens.count else { break }
            let next = tokens[index + 1]
            if barTypes.contains(name), next.kind == .identifier {
                bars.insert(next.text)
            } else if next.isSymbol("="), index + 2 < tokens.count, !tokens[index + 2].isSymbol("=") {
                // `M = BAR.getMenu();` makes `M` that bar's menu; any other value, another menu.
                let value = index + 2
                if tokens[value].kind == .identifier, bars.contains(tokens[value].text), value + 4 < tokens.count, tokens[value + 1].isSymbol("."),
                   isCall("getMenu", at: value + 2), tokens[value + 4].isSymbol(")"), value + 5 >= tokens.count || !tokens[value + 5].isSymbol(".") {
                    menus[name] = tokens[value].text
                } else {
                    menus[name] = nil
                }
            } else if next.isSymbol("."), index + 2 < tokens.count {
                if let bar = menus[name], isCall("add", at: index + 2) { return (bar, tokens[index + 2].position) }
                // `BAR.getMenu().add(`
                if bars.contains(name), isCall("getMenu", at: index + 2), index + 6 < tokens.count, tokens[index + 4].isSymbol(")"),
                   tokens[index + 5].isSymbol("."), isCall("add", at: index + 6) {
                    return (name, tokens[index + 6].position)
                }
            }
        }
        return nil
    }
}
