import BarAuditModel

/// What a tab bar built in source code says, before its strings are looked up: the facts the Swift
/// and Kotlin readers find, in the terms of the source. The loading layer turns them into the model.
public struct CodePosition: Hashable, Sendable, Comparable {
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: CodePosition, rhs: CodePosition) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}

/// A user-visible string as the source writes it.
public enum CodeString: Hashable, Sendable {
    /// Shown exactly as written (`Text(verbatim:)`, a plain `String` given to UIKit).
    case verbatim(String)
    /// Looked up in the app's translations: an iOS key (with its table, when not `Localizable`, and
    /// the text shown when a table lacks it, such as SwiftGen's `fallback:`, or the `.lproj` whose table
    /// the app's lookup falls back to, such as `en` for a wrapper that asks the English bundle when a
    /// language lacks the key) or an Android string resource name. `computedFallback` is the source text of
    /// an expression the app evaluates for what a missing key shows (`NSLocalizedString("k", value: name,
    /// comment: "")`): no file says that text.
    case key(String, table: String?, fallback: String? = nil, fallbackLanguage: String? = nil, computedFallback: String? = nil)
    /// A SwiftUI string literal in a `LocalizedStringKey` position (`Text("Home")`): a key of the
    /// `Localizable` table that is also the development-language text, shown when a table lacks it.
    case sourceTextKey(String)
    /// Computed when the app runs; the source text of the expression.
    case runtime(String)
}

extension CodeString {
    /// An empty text (`Label("", image: "wallet")`, `UITabBarItem(title: "", …)`, `NSLocalizedString("", …)`):
    /// the tab shows no title, as a storyboard's `title=""` does. Foundation returns an empty string for
    /// an empty key, and SwiftUI's `Text("")` draws nothing.
    public var isEmptyText: Bool {
        switch self {
        case .verbatim(let text), .sourceTextKey(let text): return text.isEmpty
        case .key(let key, _, let fallback, _, let computedFallback): return key.isEmpty && (fallback ?? "").isEmpty && computedFallback == nil
        case .runtime: return false
        }
    }
}

/// The line limit the source gives a label's text.
public enum CodeLineLimit: Hashable, Sendable {
    /// None written: a Compose `Text` wraps onto as many lines as it needs (`softWrap = true`,
    /// `maxLines = Int.MAX_VALUE` by default).
    case unlimited
    /// `maxLines = 2`; `maxLines = 1` and `softWrap = false` give one line.
    case lines(Int)
    /// An expression the reader cannot evaluate (`maxLines = lines`): the source text.
    case unknown(String)
}

/// A Compose label's text style, as Material's type scale and the `Text` call write it.
public struct CodeTextStyle: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable {
        case regular, medium, bold
    }

    /// In sp.
    public var fontSize: Double
    /// In sp, as Compose writes it (`letterSpacing = 0.5.sp`).
    public var letterSpacing: Double
    public var weight: Weight

    public init(fontSize: Double, letterSpacing: Double, weight: Weight) {
        self.fontSize = fontSize
        self.letterSpacing = letterSpacing
        self.weight = weight
    }
}

/// One tab as the source builds it.
public struct CodeTabItem: Hashable, Sendable {
    public var position: CodePosition
    /// The file `position` is in, when another than the bar's: an Objective-C controller that titles its own tab in its
    /// own `.m` file (`self.title = NSLocalizedString(@"Settings", nil);` in `initWithNibName:bundle:`).
    public var file: String?
    /// What names the item in reports: the enum case or list element it was built from, else its title.
    public var name: String?
    public var title: CodeString?
    /// A change of letter case the app makes to the title's text (`stringResource(…).uppercase()`).
    public var titleCaseMapping: CaseMapping?
    public var image: String?
    public var badge: CodeString?
    public var label: CodeString?
    public var hint: CodeString?
    public var value: CodeString?
    /// Voice Control names (`accessibilityInputLabels`, `accessibilityUserInputLabels`).
    public var inputLabels: [CodeString] = []
    /// Built with SwiftUI's `Tab`, which needs iOS 18.
    public var usesTabAPI = false
    /// Made only by assignments to a view controller's existing `tabBarItem` (`nav.tabBarItem.image = …`,
    /// SideStore's storyboard tab): the item itself, and the title this file does not set, come from
    /// elsewhere (a storyboard, the controller's own code). The receiver, for messages.
    public var changesItemMadeElsewhere: String?
    /// SwiftUI `role: .search`.
    public var isSearch = false
    /// UIKit `UITabBarItem(tabBarSystemItem:)`: the system item's case name (`favorites`).
    public var systemItem: String?
    /// Compose `alwaysShowLabel = false`.
    public var hidesUnselectedLabel = false
    /// Compose: the badge is a `Badge` drawn in the item's icon, and what the item does with the icon's
    /// semantics (a screen reader hears the badge through them).
    public var badgeInIcon: IconSemantics?

    public enum IconSemantics: String, Hashable, Sendable {
        /// Material 2 `BottomNavigationItem`: merged into the item's, read with it.
        case merged
        /// Material 3 `NavigationBarItem` and a navigation suite's `item`: cleared while the label shows.
        case clearedWhileLabelShows
    }
    /// Compose `enabled = false`.
    public var isDisabled = false
    /// The line limit of a Compose label `Text`; nil when the label is not a `Text` the reader can see.
    public var titleLineLimit: CodeLineLimit?
    /// The text style a Compose label's `Text` calls give it (`style = MaterialTheme.typography.labelSmall`,
    /// `style = labelStyle` for a `val labelStyle = typography.labelSmall.copy(fontSize = 10.sp)`, `fontSize = 10.sp`),
    /// where they all give the same; nil where none is written (the item's own style) or it is not known.
    public var titleTextStyle: CodeTextStyle?
    /// What a Compose label's `Text` writes for its style or size that is not read (an app's own theme object,
    /// Aflami's `style = AppTheme.textStyle.label.small`, Poppins 10 sp): how wide its title shows is not known.
    public var unreadTitleTextStyle: String?
    /// Compose: the horizontal padding, both sides together, that the item's `modifier` puts inside its share of the
    /// bar's row (`Modifier.padding(horizontal = 4.dp)`: 8 dp); 0 where it writes none, nil where its modifier is
    /// not read.
    public var modifierPadding: Double? = 0

    public init(position: CodePosition) {
        self.position = position
    }

    /// This item with what `changes` sets on top: changes of a controller's item written elsewhere
    /// (another function, a closure) that stay on the item made here.
    func withChanges(of changes: CodeTabItem) -> CodeTabItem {
        var made = self
        made.title = changes.title ?? title
        made.label = changes.label ?? label
        made.value = changes.value ?? value
        made.hint = changes.hint ?? hint
        made.badge = changes.badge ?? badge
        made.image = changes.image ?? image
        if !changes.inputLabels.isEmpty { made.inputLabels = changes.inputLabels }
        return made
    }
}

/// One bar: a SwiftUI `TabView`, the UIKit items of one file, a Compose `NavigationBar`.
public struct CodeTabBar: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case swiftUI, uiKit, compose
    }

    public var kind: Kind
    public var position: CodePosition
    public var items: [CodeTabItem]
    /// The tab the code selects first (`selectedIndex = 1`, `@State var selection: AppTab = .home`),
    /// by position or by the value's name; nil: the first tab.
    public var selectedIndex: Int?
    public var selectedName: String?
    /// UIKit code that only gives view controllers (or `tabBar.items?[i]`) their tab items
    /// (`self.tabBarItem = UITabBarItem(…)` in one controller, `observeVC.tabBarItem.title = …`): the bar
    /// is the tab bar controller's, built elsewhere, and how many tabs it has is not this file's to say.
    public var configuresExistingTabs = false
    /// Some tabs are made from a list computed at run time (`ForEach(sources) { … }`,
    /// `categories.map { UITabBarItem(…) }`): how many tabs the bar has is not known from the source.
    public var hasRunTimeTabs = false
    /// The type whose body holds a SwiftUI `TabView` (`struct PreviewApp<Content: View>: View`).
    public var ownerType: String?
    /// False for tabs the app lists only where `userInterfaceIdiom == .pad`: no iPhone shows them.
    public var isShownOnPhone = true
    /// The iOS an `#available` check asks before the app lists these tabs (VLC's iPad tabs: 18.0), if one does.
    public var minimumOSVersion: Double?
    /// Compose: the widths of the fixed-size content an item wrapper draws in the bar's row instead of an item (Leafy's
    /// `?: return Box(Modifier.size(64.dp))` for its camera entry), in dp.
    public var spacers: [Double] = []

    public init(kind: Kind, position: CodePosition, items: [CodeTabItem]) {
        self.kind = kind
        self.position = position
        self.items = items
    }
}

/// A problem found while reading source code, at its position.
public struct CodeProblem: Hashable, Sendable {
    public var position: CodePosition
    public var message: String

    public init(position: CodePosition, message: String) {
        self.position = position
        self.message = message
    }
}

extension String {
    /// Source code quoted in a message: on one line (each run of white space, line breaks too, is one
    /// space) and at most `limit` characters long, so that an expression spread over a multi-megabyte
    /// file still gives a short one-line message.
    public func sourceExcerpt(limit: Int = 120) -> String {
        var excerpt = ""
        var count = 0
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = count > 0
                continue
            }
            if count + (pendingSpace ? 1 : 0) >= limit { return excerpt + "…" }
            if pendingSpace {
                excerpt += " "
                count += 1
                pendingSpace = false
            }
            excerpt.unicodeScalars.append(scalar)
            count += 1
        }
        return excerpt
    }
}
