import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Tabs given in Kotlin or Java code to a third-party bottom bar: AHBottomNavigation (`com.aurelhubert.ahbottomnavigation`),
/// whose items are `AHBottomNavigationItem(R.string.title, R.drawable.icon, R.color.tint)` passed to `addItems(…)`
/// (Blockchain Wallet's Java), or a menu's, read by its adapter, `AHBottomNavigationAdapter(this, R.menu.NAME)` and
/// `setupWithBottomNavigation(bar, colors)` (KyberSwap's Kotlin). That view lays its tabs out by its own rules (its own
/// widths, text sizes and `titleState`), not Material's, and is not read: a note at the first tab given says so, where a
/// project whose only bar it is had "no bar definitions" (an input error, exit 2), and says nothing of its tabs.
enum LibraryBarItems {
    private static let item = "AHBottomNavigationItem"
    private static let adapter = "AHBottomNavigationAdapter"
    private static let marker = Array("AHBottomNavigation".utf8)

    /// A cheap test of the bytes: the library's name.
    static func mayGiveTabs(_ bytes: [UInt8]) -> Bool {
        bytes.contains(subsequence: marker)
    }

    /// The note for the first tab (or menu of tabs) the file gives the library's bar, if any.
    static func note(path: String, bytes: [UInt8]) -> InputDiagnostic? {
        guard mayGiveTabs(bytes), let (call, menu, position) = firstTabsGiven(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let isJava = (path as NSString).pathExtension.lowercased() == "java"
        let given = call == adapter ? "takes its tabs from the menu '\(menu ?? "?")' here (`\(adapter)(…)`)" : "is given a tab here (`\(call)(…)`)"
        let unread = isJava ? "Java and that library's bar are not read" : "that library's bar lays its tabs out by its own rules and is not read"
        return InputDiagnostic(severity: .info,
                               message: "the third-party bottom bar AHBottomNavigation \(given); \(unread), so its tabs are not audited",
                               location: SourceLocation(file: path, line: position.line, column: position.column))
    }

    /// The first call `AHBottomNavigationItem(` or `AHBottomNavigationAdapter(` (not its import or a type written alone), with
    /// the menu an adapter names (`R.menu.NAME`, its second argument). One pass over the tokens.
    static func firstTabsGiven(_ source: String) -> (String, String?, CodePosition)? {
        var tokenizer = KotlinTokenizer(source)
        let tokens = tokenizer.all()
        for index in tokens.indices where index + 1 < tokens.count && tokens[index + 1].isSymbol("(") {
            let name = tokens[index].text
            guard tokens[index].kind == .identifier, name == item || name == adapter else { continue }
            var menu: String?
            if name == adapter, let comma = (index + 2..<min(tokens.count, index + 16)).first(where: { tokens[$0].isSymbol(",") }),
               comma + 5 < tokens.count, tokens[comma + 1].isIdentifier("R"), tokens[comma + 2].isSymbol("."), tokens[comma + 3].isIdentifier("menu"),
               tokens[comma + 4].isSymbol("."), tokens[comma + 5].kind == .identifier {
                menu = tokens[comma + 5].text
            }
            return (name, menu, tokens[index].position)
        }
        return nil
    }
}
