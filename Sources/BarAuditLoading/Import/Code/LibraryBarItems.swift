import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Tabs given in Kotlin or Java code to a third-party bottom bar: AHBottomNavigation (`com.aurelhubert.ahbottomnavigation`),
/// whose items are `AHBottomNavigationItem(R.string.title, R.drawable.icon, R.color.tint)` passed to `addItems(…)`
/// (Blockchain Wallet's Java), or a menu's, read by its adapter, `AHBottomNavigationAdapter(this, R.menu.NAME)` and
/// `setupWithBottomNavigation(bar, colors)` (KyberSwap's Kotlin). That view lays its tabs out by its own rules (its own
/// widths, text sizes and `titleState`), not Material's: a note at the first tab given says so, where a project whose only
/// bar it is had "no bar definitions" (an input error, exit 2). An adapter's menu is audited as that bar's, without its sizes
/// (its titles, translations and count are the menu's); items written in Java are not read.
enum LibraryBarItems {
    private static let item = "AHBottomNavigationItem"
    static let adapter = "AHBottomNavigationAdapter"
    private static let marker = Array("AHBottomNavigation".utf8)

    /// A cheap test of the bytes: the library's name.
    static func mayGiveTabs(_ bytes: [UInt8]) -> Bool {
        bytes.contains(subsequence: marker)
    }

    /// The note for the first tab (or menu of tabs) the file gives the library's bar, if any.
    static func note(path: String, bytes: [UInt8]) -> InputDiagnostic? {
        guard mayGiveTabs(bytes), let (call, menu, position) = firstTabsGiven(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let isJava = (path as NSString).pathExtension.lowercased() == "java"
        let message: String
        if call == adapter, let menu {
            // The menu is audited as a bar of its own (`AndroidProject.libraryBarMenus`), without its sizes.
            message = "the third-party bottom bar AHBottomNavigation takes its tabs from the menu '\(menu)' here (`\(adapter)(…)`): the menu's titles, "
                + "translations and count are audited as that bar's; it lays its tabs out by its own rules (its item widths and `titleState`), "
                + "so how wide their titles show is not judged"
        } else {
            let given = call == adapter ? "takes its tabs from a menu here (`\(adapter)(…)`)" : "is given a tab here (`\(call)(…)`)"
            let unread = isJava ? "Java and that library's bar are not read" : "that library's bar lays its tabs out by its own rules and is not read"
            message = "the third-party bottom bar AHBottomNavigation \(given); \(unread), so its tabs are not audited"
        }
        return InputDiagnostic(severity: .info, message: message, location: SourceLocation(file: path, line: position.line, column: position.column))
    }

    /// The menus `AHBottomNavigationAdapter(activity, R.menu.NAME)` calls name: the adapter inflates the menu and gives each of
    /// its items, title and icon, to the bar (`setupWithBottomNavigation`).
    static func adapterMenus(in source: String) -> [String] {
        let tokens = KotlinTokenizer.tokens(source)
        return tokens.indices.compactMap { index in
            guard tokens[index].isIdentifier(adapter), index + 1 < tokens.count, tokens[index + 1].isSymbol("(") else { return nil }
            return menuArgument(tokens, call: index)
        }
    }

    /// `R.menu.NAME` as an adapter call's second argument (within its first 16 tokens).
    private static func menuArgument(_ tokens: [KotlinToken], call index: Int) -> String? {
        guard let comma = (index + 2..<min(tokens.count, index + 16)).first(where: { tokens[$0].isSymbol(",") }),
              comma + 5 < tokens.count, tokens[comma + 1].isIdentifier("R"), tokens[comma + 2].isSymbol("."), tokens[comma + 3].isIdentifier("menu"),
              tokens[comma + 4].isSymbol("."), tokens[comma + 5].kind == .identifier else { return nil }
        return tokens[comma + 5].text
    }

    /// The first call `AHBottomNavigationItem(` or `AHBottomNavigationAdapter(` (not its import or a type written alone), with
    /// the menu an adapter names (`R.menu.NAME`, its second argument). One pass over the tokens.
    static func firstTabsGiven(_ source: String) -> (String, String?, CodePosition)? {
        var tokenizer = KotlinTokenizer(source)
        let tokens = tokenizer.all()
        for index in tokens.indices where index + 1 < tokens.count && tokens[index + 1].isSymbol("(") {
            let name = tokens[index].text
            guard tokens[index].kind == .identifier, name == item || name == adapter else { continue }
            return (name, name == adapter ? menuArgument(tokens, call: index) : nil, tokens[index].position)
        }
        return nil
    }
}
