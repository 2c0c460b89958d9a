import BarAuditModel
import Foundation

/// A tab still titled with the IDE's default: Interface Builder names a new tab bar item "Item" (and a
/// new tab bar controller's tabs "Item 1", "Item 2"), Xcode's Tabbed App template "First" and "Second",
/// Android Studio's menu editor "Item" or "Menu item". Only whole titles in the source locale count, so
/// "Items", "Title Search" or "Home" are never reported.
struct TitlePlaceholder: Rule {
    let id = "title-placeholder"
    let scope = RuleScope.item

    /// Whole titles, compared case-insensitively after trimming; a trailing number is allowed for these.
    static let numberedDefaults: Set<String> = ["item", "tab", "tab bar item", "menu item", "title"]
    /// Xcode's Tabbed App template's pair: reported only when both are in the bar.
    static let templatePair = ("first", "second")

    func applies(to context: RuleContext) -> Bool { context.withItem { $0.title.map { !$0.isLocalizedBySystem } } ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let title = item.title, let resolved = context.resolvedTitle else { return [] }
        guard !resolved.isMissing, let reason = Self.reason(resolved.text, in: context), !Self.isTranslatedCodeKey(title, in: context) else { return [] }
        let location = context.file.entry(for: title, locale: context.textLocale)?.location ?? title.location
        return [Violation(
            "the title '\(resolved.text.trimmingWhitespace())' is \(reason); the tab still has its placeholder title",
            at: location, fix: "give the tab a title that names its destination")]
    }

    static func reason(_ text: String, in context: RuleContext) -> String? {
        let normalized = normalize(text)
        var stem = Substring(normalized)
        while let last = stem.last, last.isASCII, last.isNumber { stem = stem.dropLast() }
        if stem != Substring(normalized), stem.last == " " { stem = stem.dropLast() }
        if numberedDefaults.contains(String(stem)) {
            return stem == Substring(normalized) ? "an IDE's default title" : "an IDE's default numbered title"
        }
        if normalized == templatePair.0 || normalized == templatePair.1 {
            // The bar's titles, once per locale: every item titled "First" or "Second" asks.
            let titles = context.facts.shared("title-placeholder.titles.\(context.textLocale)") {
                Set(context.bar.items.compactMap { $0.title.map { normalize(context.resolve($0).text) } })
            }
            if titles.contains(templatePair.0) && titles.contains(templatePair.1) { return "Xcode's Tabbed App template title" }
        }
        return nil
    }

    /// A key the app's code looks up (PinPhoto's `tabBarItem?.title = "Item".localized`) that another shipped language
    /// translates to another text ("항목", "アイテム") is a word the developer chose and had translated, not an editor's
    /// untouched default; a storyboard's or menu's own key (`XTg-8b-HOK.title`) is located in its definition.
    private static func isTranslatedCodeKey(_ title: Text, in context: RuleContext) -> Bool {
        guard title.key != nil, ["swift", "m", "mm", "kt", "java"].contains((title.location.file as NSString).pathExtension),
              case .text(let own)? = context.file.entry(for: title, locale: context.textLocale)?.content else { return false }
        return context.bar.locales.contains { locale in
            guard locale != context.textLocale, case .text(let other)? = context.file.entry(for: title, locale: locale)?.content else { return false }
            return normalize(other) != normalize(own) && !normalize(other).isEmpty
        }
    }

    private static func normalize(_ text: String) -> String {
        text.trimmingWhitespace().lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
