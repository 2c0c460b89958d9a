/// The CLDR plural categories, in CLDR order.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One form of a plural string. The category is kept as written, so that rules can report
/// misspelt categories (`fwe`) instead of the loader dropping them.
public struct PluralVariant: Hashable, Sendable {
    public var categoryName: String
    public var text: String
    public var location: SourceLocation
    /// For a sentence with several plural variables (`%#@files@ in %#@folders@`, `.stringsdict` or String
    /// Catalog substitutions), the variable this form belongs to when it is not the first one the sentence
    /// names; nil for the first. Each form's text is the whole sentence, the other variables at their
    /// 'other' form. Every variable chooses its form for its own argument, so each must be complete.
    public var variable: String?
    /// The form's own words, without its sentence and the variables it names, when the sentence around
    /// its variables has no specifier of its own (a number there may be the count itself): what
    /// l10n-plural-implied-number reads, since another variable's number in the sentence is not this one's.
    public var ownText: String?

    public init(categoryName: String, text: String, location: SourceLocation, variable: String? = nil, ownText: String? = nil) {
        self.categoryName = categoryName
        self.text = text
        self.location = location
        self.variable = variable
        self.ownText = ownText
    }

    public var category: PluralCategory? { PluralCategory(rawValue: categoryName) }
}

/// The text of one key in one locale: a single string, or plural variants.
public enum LocalizedContent: Hashable, Sendable {
    case text(String)
    case plural([PluralVariant])
}

public struct LocalizedString: Hashable, Sendable {
    public var key: String
    public var content: LocalizedContent
    public var location: SourceLocation
    /// The type each plural variable reads its argument as, by variable name: a `.stringsdict`
    /// variable's NSStringFormatValueTypeKey (`d`, `lld`, `@`), a String Catalog substitution's
    /// formatSpecifier. Foundation reads the argument so to choose the form, whatever the forms say.
    public var valueTypes: [String: String]

    public init(key: String, content: LocalizedContent, location: SourceLocation, valueTypes: [String: String] = [:]) {
        self.key = key
        self.content = content
        self.location = location
        self.valueTypes = valueTypes
    }
}

/// All strings of one locale.
public struct StringTable: Hashable, Sendable {
    public var locale: String
    public var location: SourceLocation
    public var entries: [String: LocalizedString]

    public init(locale: String, location: SourceLocation, entries: [String: LocalizedString]) {
        self.locale = locale
        self.location = location
        self.entries = entries
    }
}
