/// The platform whose bar component is described: an iOS `UITabBar` or a Material bottom navigation bar.
public enum Platform: String, Sendable, CaseIterable {
    case ios, material
}

/// The screen reader whose speech BarAudit models for a bar.
public enum ScreenReader: String, Sendable, CaseIterable {
    case voiceOver = "VoiceOver"
    case talkBack = "TalkBack"
}

/// Material `titleVisibility`: which items show their title (the default shows only the selected one).
public enum TitleVisibility: String, Sendable, CaseIterable {
    case selected, always, never
}

/// Material `alignment` in landscape: items spread over the bar, spread with titles beside the icons,
/// or clustered in the centre.
public enum MaterialAlignment: String, Sendable, CaseIterable {
    case justified, justifiedAdjacentTitles, centered
}

/// The text style of a Material bar's labels: Material 3's Label Medium (Roboto Medium 12 sp, the
/// default of Theme.Material3 and Compose's NavigationBar), the Design library's (AppCompat themes:
/// Roboto Regular, 14 sp active, 12 sp inactive) or Theme.MaterialComponents' Caption (Roboto Regular
/// 12 sp, letter spacing 0.4 sp, active and inactive alike).
public enum MaterialLabelStyle: String, Sendable, CaseIterable {
    case material3, material2, materialComponents
}

/// The text appearance an Android bottom navigation view gives its labels itself
/// (`app:itemTextAppearanceActive`, on the view or its style), when it sets the size: Magisk's
/// `AppearanceFoundation.Tiny.Bold` is 11 sp bold. Measured in Roboto Regular, Medium or Bold.
public struct MaterialTextAppearance: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable {
        case regular, medium, bold
    }

    /// In sp.
    public var textSize: Double
    /// In ems (`android:letterSpacing`).
    public var letterSpacing: Double
    public var weight: Weight

    public init(textSize: Double, letterSpacing: Double, weight: Weight) {
        self.textSize = textSize
        self.letterSpacing = letterSpacing
        self.weight = weight
    }
}

/// UIKit `itemPositioning`.
public enum ItemPositioning: String, Sendable, CaseIterable {
    case automatic, fill, centered
}

/// The glyph shapes the HIG gives target sizes for.
public enum GlyphShape: String, Sendable, CaseIterable {
    case circular, square, wide, tall
}

/// A tab is for navigation; an action (compose, scan) belongs in a toolbar.
public enum ItemRole: String, Sendable, CaseIterable {
    case destination, action
}

/// A user-visible string: written in the definition, or a key looked up in the string tables.
public struct Text: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        case literal(String)
        case key(String)
    }

    public var source: Source
    /// Where the literal or the key reference is written.
    public var location: SourceLocation
    /// For a key: what the platform shows when a locale lacks it (a storyboard's base text; nil shows
    /// the key itself, as NSLocalizedString does).
    public var defaultValue: String?
    /// For a key whose default value the app computes when it runs (`NSLocalizedString("k", value: name,
    /// comment: "")`): the source text of that expression. A locale lacking the key shows its value (the
    /// key itself when it is empty), which no file says; `defaultValue` is then nil. Boxed: few texts have
    /// one, and every title and accessibility text of a bar of 100,000 tabs held 16 bytes for it.
    @Boxed public var computedDefaultValue: String?
    /// A system item's title (UITabBarItem systemItem), which the system localises in every language.
    public var isLocalizedBySystem: Bool
    /// Marked by the project as not to be translated (Android `translatable="false"`, a String Catalog's
    /// `shouldTranslate: false`, the configuration's do-not-translate list): the same text in every locale
    /// is intended, never "missing" or "untranslated".
    public var isMarkedDoNotTranslate: Bool
    /// A change of letter case the app makes to the text before showing it (Leafy's `stringResource(labelRes).capitalize()`):
    /// what a locale shows is its table's text so changed. The texts themselves, compared with each other (a copy of
    /// the source), are as written.
    public var caseMapping: CaseMapping?

    public init(
        _ source: Source, location: SourceLocation, defaultValue: String? = nil, computedDefaultValue: String? = nil,
        isLocalizedBySystem: Bool = false, isMarkedDoNotTranslate: Bool = false
    ) {
        self.source = source
        self.location = location
        self.defaultValue = defaultValue
        self.computedDefaultValue = computedDefaultValue
        self.isLocalizedBySystem = isLocalizedBySystem
        self.isMarkedDoNotTranslate = isMarkedDoNotTranslate
    }

    public var key: String? {
        if case .key(let key) = source { return key }
        return nil
    }
}

/// A width and height in points (iOS) or density-independent pixels (Material).
public struct Size: Hashable, Sendable {
    /// The sizes (pt or dp) a definition may give: a bar or tab is never wider than this, and a bound
    /// keeps every computation with them finite.
    public static let accepted: ClosedRange<Double> = 0...100_000

    public var width: Double?
    public var height: Double?
    public var location: SourceLocation

    public init(width: Double?, height: Double?, location: SourceLocation) {
        self.width = width
        self.height = height
        self.location = location
    }
}

/// The item's image: asset or SF Symbol name, and optionally the glyph's drawn size and shape.
public struct Glyph: Hashable, Sendable {
    public var name: String?
    public var shape: GlyphShape?
    public var width: Double?
    public var height: Double?
    public var location: SourceLocation
    /// The file the size was read from (an imported app's image or asset catalog file, or the storyboard
    /// that records it); nil when the definition states the size.
    public var sizeSource: String?

    public init(name: String?, shape: GlyphShape?, width: Double?, height: Double?, location: SourceLocation, sizeSource: String? = nil) {
        self.name = name
        self.shape = shape
        self.width = width
        self.height = height
        self.location = location
        self.sizeSource = sizeSource
    }
}

/// The item's accessibility properties as the app sets them (nil = not set, the platform default applies).
///
/// Most tabs set none of them, so they are kept in one shared box that exists only when one is set: held
/// inline they were 232 of an item's 624 bytes (23 MB of a bar of 100,000 tabs, in every copy of its items).
public struct Accessibility: Hashable, Sendable {
    private final class Properties: Sendable {
        let label: Text?, value: Text?, hint: Text?, identifier: String?

        init(label: Text?, value: Text?, hint: Text?, identifier: String?) {
            (self.label, self.value, self.hint, self.identifier) = (label, value, hint, identifier)
        }
    }

    /// nil when no property is set.
    private var properties: Properties?

    public var label: Text? {
        get { properties?.label }
        set { self = Accessibility(label: newValue, value: value, hint: hint, identifier: identifier) }
    }
    public var value: Text? {
        get { properties?.value }
        set { self = Accessibility(label: label, value: newValue, hint: hint, identifier: identifier) }
    }
    public var hint: Text? {
        get { properties?.hint }
        set { self = Accessibility(label: label, value: value, hint: newValue, identifier: identifier) }
    }
    public var identifier: String? {
        get { properties?.identifier }
        set { self = Accessibility(label: label, value: value, hint: hint, identifier: newValue) }
    }

    public init(label: Text? = nil, value: Text? = nil, hint: Text? = nil, identifier: String? = nil) {
        let isEmpty = label == nil && value == nil && hint == nil && identifier == nil
        properties = isEmpty ? nil : Properties(label: label, value: value, hint: hint, identifier: identifier)
    }

    public static func == (lhs: Accessibility, rhs: Accessibility) -> Bool {
        lhs.properties === rhs.properties
            || (lhs.label == rhs.label && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.identifier == rhs.identifier)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(hint)
        hasher.combine(identifier)
    }
}

/// A rule switched off for one bar or item in the definition itself, with the reason a reviewer reads.
public struct Suppression: Hashable, Sendable {
    public var ruleID: String
    /// Required: a suppression without one is itself a finding (`suppression-invalid`).
    public var reason: String?
    public var location: SourceLocation

    public init(ruleID: String, reason: String?, location: SourceLocation) {
        self.ruleID = ruleID
        self.reason = reason
        self.location = location
    }
}

/// What a screen reader says of a badge that no accessibility value describes.
public enum BadgeSpeech: String, Hashable, Sendable {
    /// The platform describes it: UIKit's "8 items", Material Components' BadgeDrawable ("8 new
    /// notifications", "New notification" for a dot).
    case platform
    /// Its text as written, a dot nothing: a Compose `Badge` inside a Material 2 `BottomNavigationItem`'s
    /// icon, whose semantics the item merges.
    case asWritten
    /// Nothing while the item's label shows, else its text as written: a Compose `Badge` inside a
    /// Material 3 `NavigationBarItem`'s icon, whose semantics (the badge's with them) the item clears while
    /// its label shows, so that the icon's description is not read beside the label.
    case silentWhileLabelShows
}

/// An optional value kept in a box of its own, made only when there is a value. Most items have no
/// badge and no explicit frame, which held inline took 128 of an item's 400 bytes in every copy of a
/// bar's items.
@propertyWrapper
public struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box?

    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

/// One tab.
public struct Item: Hashable, Sendable {
    public var id: String
    public var location: SourceLocation
    public var title: Text?
    public var glyph: Glyph?
    /// nil: no badge; a literal "": a dot badge; otherwise the badge text ("8", "99+", "New").
    @Boxed public var badge: Text?
    public var accessibility: Accessibility
    public var isEnabled: Bool
    public var role: ItemRole
    /// An explicit hit area, when the app sets one; otherwise geometry is computed.
    @Boxed public var frame: Size?
    public var suppressions: [Suppression]
    /// Set by importers when the file leaves the tab's title and label empty and the app evidently fills
    /// them in code the importer cannot read (a UITabBarController subclass, every tab empty): what sets
    /// them, for messages. Rules treat the missing texts as unknown rather than absent.
    public var configuredInCode: String?
    /// Fields the app's code computes when it runs (`title`, `label`, `value`, `hint`, `badge`) → the
    /// source expression: neither missing nor a known text, so rules leave them alone.
    public var setAtRunTime: [String: String]
    /// How many lines the title may wrap onto before the rest is cut: nil for one line, cut with an
    /// ellipsis (UIKit, Material Components' BottomNavigationView, a line limit the importer cannot
    /// evaluate); `Int.max` for a label that wraps without a limit of its own (a Compose `Text` without
    /// `maxLines`), which the bar's height still bounds.
    public var titleLineLimit: Int?
    /// What a screen reader says of the badge when no accessibility value describes it.
    public var badgeSpeech = BadgeSpeech.platform

    public init(
        id: String, location: SourceLocation, title: Text? = nil, glyph: Glyph? = nil, badge: Text? = nil,
        accessibility: Accessibility = Accessibility(), isEnabled: Bool = true, role: ItemRole = .destination,
        frame: Size? = nil, suppressions: [Suppression] = [], setAtRunTime: [String: String] = [:]
    ) {
        self.id = id
        self.location = location
        self.title = title
        self.glyph = glyph
        self.badge = badge
        self.accessibility = accessibility
        self.isEnabled = isEnabled
        self.role = role
        self.frame = frame
        self.suppressions = suppressions
        self.setAtRunTime = setAtRunTime
    }
}

/// How a Compose Material bar spaces its items and pads their labels (the bar definition's `itemLayout`).
/// Material 3's `NavigationBar` lays its items out in a `Row` with `Arrangement.spacedBy(8.dp)`, each
/// `weight(1f)`, and pads the label box 4 dp a side (`NavigationBarItemHorizontalPadding / 2`); Material 2's
/// `BottomNavigation` gives each item `weight(1f)` with no space between and pads the label 12 dp a side
/// (`BottomNavigationItemHorizontalPadding`). Neither caps an item's width, as a BottomNavigationView does at 168 dp.
public enum MaterialItemLayout: String, Hashable, Sendable, CaseIterable {
    /// Compose Material 3 `NavigationBar { NavigationBarItem(…) }`.
    case composeNavigationBar
    /// Compose Material 2 `BottomNavigation { BottomNavigationItem(…) }`.
    case composeBottomNavigation

    public var itemSpacing: Double { self == .composeNavigationBar ? 8 : 0 }
    public var labelInset: Double { self == .composeNavigationBar ? 4 : 12 }
}

/// One tab bar or bottom navigation bar.
public struct Bar: Hashable, Sendable {
    public var id: String
    public var location: SourceLocation
    public var platform: Platform
    public var sourceLocale: String
    /// Every locale the app ships, the source locale first.
    public var locales: [String]
    public var selectedItemID: String?
    /// iOS only: a `UITabBar` placed in a view (no tab bar controller) selects no tab until the app's code sets its
    /// `selectedItem`: which tab that is, if any, is not known, so none is judged or announced as selected.
    public var selectionIsSetInCode = false
    /// Where `selected` is written (the bar's location when it is absent).
    public var selectionLocation: SourceLocation
    /// Material only; nil means the component default (`selected`).
    public var titleVisibility: TitleVisibility?
    /// Material only; nil means the component default (`justified`).
    public var alignment: MaterialAlignment?
    /// iOS only; nil means the UIKit default (`automatic`).
    public var positioning: ItemPositioning?
    /// Device classes to evaluate against, by name; empty means the documented default set.
    public var deviceClasses: [String]
    /// Additional bar widths to evaluate against.
    public var widths: [Double]
    /// An explicit bar size, when the app fixes one.
    public var size: Size?
    public var items: [Item]
    /// Suppressions for the whole bar (every item and locale).
    public var suppressions: [Suppression]
    /// Material only; nil means Material 3's label style.
    public var materialLabelStyle: MaterialLabelStyle?
    /// Material only: the labels' own text appearance, when the view sets one whose size is known; it
    /// decides the size, letter spacing and face over `materialLabelStyle`.
    public var materialLabelTextAppearance: MaterialTextAppearance?
    /// Android only: a BottomNavigationView in shifting mode (only the selected label shows) with
    /// `itemHorizontalTranslationEnabled`: the selected item takes the width its label needs, up to
    /// 168 dp, and the other items 56 dp each (BottomNavigationMenuView.onMeasure), so a label is judged
    /// in that wider item.
    public var materialSelectedItemGrows = false
    /// Material only: the labels are drawn in a text style the loader could not read (a Compose app's own theme
    /// object), so how wide a title shows, and whether it is truncated, is not known.
    public var materialLabelSizeUnknown = false
    /// Material only: the `res/font` file the app's own theme draws the labels in (Space Station Tracker's `labelMedium`
    /// in `exo_variable`), which BarAudit has no metrics for: widths stay those of `materialLabelStyle`'s Roboto, and
    /// the truncation findings say the app's font is not measured.
    public var materialLabelAppFont: String?
    /// Android only: the app's code adds, removes or hides the bar's items at run time (ytdlnis's `menu.removeItem(…)` and
    /// `menu.add(…)` from a preference), so the tabs the device shows are not the menu's: their count and sizes are not
    /// judged, a title too wide for the menu's tabs is a note, and each item's texts are audited.
    public var itemsChangedAtRunTime = false
    /// Android only: a BottomNavigationView's label may take its item's whole width. The item layout of
    /// Material Components (design_bottom_navigation_item.xml, every release from 1.0 to 1.13) gives the
    /// label group no horizontal margin or padding, and NavigationBarItemView pads its sides only for
    /// labels beside the icon; other Material bars keep an estimated inset.
    public var materialLabelSpansItem = false
    /// Android only: how a Compose bar lays out its items, where the bar is Material's own and known
    /// (androidx `NavigationBar.kt`, `BottomNavigation.kt`); nil keeps the estimated inset and the
    /// BottomNavigationView's 168 dp item.
    public var materialItemLayout: MaterialItemLayout?
    /// Android only, with `materialItemLayout`: the horizontal padding, both sides together, that the app's modifier puts
    /// inside each item's share of the row (ScreenStream's `NavigationBarItem(modifier = Modifier.padding(horizontal =
    /// 4.dp), …)`: 8 dp its label does not have). The definition's `itemPadding`.
    public var materialItemPadding: Double = 0
    /// Android only, with `materialItemLayout`: the widths of the fixed-size content the app places in the row among
    /// its items (Leafy's `Box(Modifier.size(64.dp))` under its camera button): each takes its width and one more of
    /// the row's gaps from what the items share. The definition's `spacers`.
    public var materialSpacers: [Double] = []
    /// Android only: the project names no language for its default texts (no `tools:locale`, no folder of another
    /// locale restating them, no locale folder at all, no `resConfigs` naming one), so every device shows them and
    /// `sourceLocale` is only BarAudit's stand-in (English, as Android's tools assume), not the language they are written
    /// in: shift-scheduler's Hebrew literal labels beside a default folder holding only its Latin `app_name`.
    public var sourceLocaleIsAssumed = false
    /// Android only: the bar is shown only in right-to-left layouts (true: a menu of an `ldrtl` folder) or
    /// only in left-to-right ones (false: a menu that an `ldrtl` variant replaces there); nil: in both.
    /// Rules see only the locales of that direction.
    public var shownOnlyRightToLeft: Bool?
    /// The screen reader the utterance model follows: VoiceOver (iOS, and Material Components for iOS),
    /// or TalkBack for bars imported from Android projects.
    public var screenReader: ScreenReader = .voiceOver
    /// iOS only: the lowest iOS version the app runs on (major.minor, 17.0), from the project's
    /// `IPHONEOS_DEPLOYMENT_TARGET` or an API the bar uses; nil when unknown. Default device classes
    /// whose last iOS is older are not evaluated: the app cannot run on them.
    public var minimumOSVersion: Double?
    /// iOS only: false when the app shows this bar's interface on iPhone only (its Info.plist names another for iPad,
    /// `NSMainNibFile~ipad`, `UIMainStoryboardFile~ipad`), or the app builds for iPhone only (`TARGETED_DEVICE_FAMILY = 1`:
    /// an iPad shows an iPhone's bar, scaled). Default iPad device classes are then not evaluated.
    public var isShownOnPad = true
    /// iOS only: false when the app shows this bar's tabs on iPad only (code lists them where `userInterfaceIdiom ==
    /// .pad`). Default iPhone device classes are then not evaluated.
    public var isShownOnPhone = true

    public init(
        id: String, location: SourceLocation, platform: Platform, sourceLocale: String, locales: [String],
        selectedItemID: String?, selectionLocation: SourceLocation, titleVisibility: TitleVisibility? = nil,
        alignment: MaterialAlignment? = nil, positioning: ItemPositioning? = nil, deviceClasses: [String] = [],
        widths: [Double] = [], size: Size? = nil, items: [Item], suppressions: [Suppression] = []
    ) {
        self.id = id
        self.location = location
        self.platform = platform
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.selectedItemID = selectedItemID
        self.selectionLocation = selectionLocation
        self.titleVisibility = titleVisibility
        self.alignment = alignment
        self.positioning = positioning
        self.deviceClasses = deviceClasses
        self.widths = widths
        self.size = size
        self.items = items
        self.suppressions = suppressions
    }

    public func item(withID id: String) -> Item? { items.first { $0.id == id } }

    /// Where each item is in `items`, by id (the first, should a loader let a repeated id through): for
    /// lookups by id in a bar of thousands of items, which a search per lookup made quadratic.
    public var itemPositionsByID: [String: Int] {
        Dictionary(items.indices.map { (items[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
