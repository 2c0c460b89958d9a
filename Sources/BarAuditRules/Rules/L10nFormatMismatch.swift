import BarAuditModel

/// A translation's format specifiers must match the source's: a `%@` where the source passes an integer
/// crashes or prints garbage, a missing `%1$d` drops the count, a renamed `{count}` is never filled.
/// Plural zero/one/two forms may leave the number out (see l10n-plural-implied-number).
///
/// Which specifiers agree follows the platform's formatter, because that is what reads the argument:
/// - iOS (Foundation's `String(format:)`): `%@` is an object, `%s` a NUL-terminated C string and `%S` a
///   `unichar` string — three different argument types (an object passed to `%s` crashes or prints
///   garbage). The integer conversions `%d %i %u %x %o %D %U %O` agree with each other whatever their
///   length modifier (`%d`, `%ld`, `%lld`): all read an integer argument, and on 64-bit devices every
///   integer argument takes a 64-bit slot, so counts print the same. A `*` width or precision reads an
///   integer argument of its own, before the value's.
/// - Android (`java.util.Formatter`): `%s`/`%S` format a string, `%d %o %x %X` an integer, `%e %f %g %a`
///   a floating-point number, `%c` a character, `%b` a boolean, `%h` a hash code, `%t…` a date, and the
///   classes never agree (Android Lint's StringFormatMatches uses the same classes): `%d` given a string
///   throws IllegalFormatConversionException. `%n` and `%%` take no argument; `%<s` reads the argument
///   before it again.
struct L10nFormatMismatch: Rule {
    let id = "l10n-format-mismatch"
    let scope = RuleScope.barLocale

    /// A specifier reduced to what must agree: which argument it formats, and as what kind of value.
    struct Argument: Hashable, Sendable {
        var slot: String
        var kind: String
        var token: String

        static func == (lhs: Argument, rhs: Argument) -> Bool { lhs.slot == rhs.slot && lhs.kind == rhs.kind }
        func hash(into hasher: inout Hasher) {
            hasher.combine(slot)
            hasher.combine(kind)
        }
    }

    func applies(to context: RuleContext) -> Bool { context.locale != context.bar.sourceLocale }

    func check(_ context: RuleContext) -> [Violation] {
        guard let locale = context.locale else { return [] }
        let source = context.bar.sourceLocale
        let platform = context.bar.platform
        var violations: [Violation] = []
        // The source's arguments of each key, read by every locale's check: parsed once per bar (`BarFacts.keepsTablesPerKey`).
        let keptArguments = !context.facts.keepsTablesPerKey ? nil : context.facts.shared("l10n-format-mismatch.source-arguments") {
            context.referencedKeys.map { reference in
                context.file.strings[source]?.entries[reference.key].map { Self.sourceArguments(of: $0, platform: platform) }
            }
        }
        for (index, reference) in context.referencedKeys.enumerated() {
            guard let sourceEntry = context.file.strings[source]?.entries[reference.key],
                  let entry = context.file.strings[locale]?.entries[reference.key] else { continue }
            let (allowed, required) = keptArguments?[index] ?? Self.sourceArguments(of: sourceEntry, platform: platform)
            // A plural variable reads its argument as its value type (NSStringFormatValueTypeKey, a
            // substitution's formatSpecifier) to choose the form, whatever its forms write: `@` where the
            // source reads an integer reads the count as an object.
            for (name, type) in entry.valueTypes.sorted(by: { $0.key < $1.key }) {
                guard let sourceType = sourceEntry.valueTypes[name], let conversion = type.last, let sourceConversion = sourceType.last else { continue }
                let (kind, sourceKind) = (Self.kind(String(conversion), platform: platform), Self.kind(String(sourceConversion), platform: platform))
                guard kind != sourceKind else { continue }
                violations.append(Violation(
                    "'\(reference.key)' in '\(locale)' reads its plural variable '\(name)' as '%\(type)' (\(kind)) where the \(source) source reads it as '%\(sourceType)' (\(sourceKind))",
                    at: entry.location,
                    fix: "give the variable the source's value type (NSStringFormatValueTypeKey or formatSpecifier '\(sourceType)')",
                    itemID: reference.itemID))
            }
            // A sentence of several plural variables puts each form among the others' 'other' forms, so one
            // wrong form shows in many texts: each problem is reported once per key.
            var reported: Set<[String]>? = if case .plural(let variants) = entry.content, variants.contains(where: { $0.variable != nil }) { [] } else { nil }
            for form in Self.forms(of: entry) {
                let found = Self.arguments(in: form.text, platform: platform)
                var problems: [String] = []
                for argument in found where !allowed.contains(argument) {
                    if let counterpart = required.first(where: { $0.slot == argument.slot }) ?? allowed.first(where: { $0.slot == argument.slot }) {
                        problems.append("'\(argument.token)' (\(argument.kind)) where the \(source) source has '\(counterpart.token)' (\(counterpart.kind))")
                    } else {
                        problems.append("'\(argument.token)', which the \(source) source does not have")
                    }
                }
                let mayOmitNumber = form.category.flatMap(PluralCategory.init(rawValue:)).map { [.zero, .one, .two].contains($0) } ?? false
                // A translation that only leaves arguments out reads no argument it is not given, and
                // nothing crashes: java.util.Formatter ignores unused arguments (Android Lint's
                // StringFormatCount, a warning), and Foundation's own format validation accepts fewer
                // specifiers. On iOS that holds when the translation reads none by order (no specifier, or
                // only numbered ones); `%d` for a source's `%*d` or `%d of %d` may read another value than
                // the one it shows, and stays an error. A wrong kind or an extra argument is an error.
                let conflicts = problems.count
                if !mayOmitNumber {
                    for argument in required where !found.contains(where: { $0.slot == argument.slot }) {
                        problems.append("no '\(argument.token)'")
                    }
                }
                guard !problems.isEmpty else { continue }
                if reported != nil, reported!.insert(problems).inserted == false { continue }
                let readsByOrder = platform == .ios && FormatSpecifier.parse(form.text, syntax: FormatSyntax(platform)).contains {
                    !$0.isPlaceholder && ($0.position == nil || $0.widthArguments.contains { $0 == nil })
                }
                let formText = form.category.map { " ('\($0)' form)" } ?? ""
                violations.append(Violation(
                    "'\(reference.key)' in '\(locale)'\(formText) has \(problems.joined(separator: " and ")): '\(form.text)'",
                    at: form.location, severity: conflicts == 0 && !readsByOrder ? .warning : nil,
                    fix: "use the same specifiers as the \(source) text; number them (%1$d, %2$@) to reorder",
                    itemID: reference.itemID))
            }
        }
        return violations
    }

    /// The arguments any form of the source text formats, and those every complete form must carry (the
    /// source's text's, or its 'other' form's).
    private static func sourceArguments(of entry: BarAuditModel.LocalizedString, platform: Platform) -> (allowed: Set<Argument>, required: [Argument]) {
        let forms = Self.forms(of: entry)
        let allowed = Set(forms.flatMap { Self.arguments(in: $0.text, platform: platform) })
        let required = (forms.first { $0.category == nil || $0.category == "other" } ?? forms.first).map { Self.arguments(in: $0.text, platform: platform) } ?? []
        return (allowed, required)
    }

    private static func forms(of entry: BarAuditModel.LocalizedString) -> [(category: String?, text: String, location: SourceLocation)] {
        switch entry.content {
        case .text(let text): [(nil, text, entry.location)]
        case .plural(let variants): variants.map { ($0.categoryName, $0.text, $0.location) }
        }
    }

    /// The arguments a string formats: numbered ones by number, others by their order in the string.
    static func arguments(in text: String, platform: Platform) -> [Argument] {
        var order = 0
        return FormatSpecifier.parse(text, syntax: FormatSyntax(platform)).flatMap { specifier -> [Argument] in
            if specifier.isPlaceholder {
                return [Argument(slot: "{\(specifier.conversion)}", kind: "placeholder", token: specifier.token)]
            }
            // A `*` width or precision reads its own integer argument, before the value's.
            let widths = specifier.widthArguments.map { position -> Argument in
                if position == nil { order += 1 }
                return Argument(slot: String(position ?? order), kind: "integer", token: specifier.token)
            }
            if specifier.position == nil { order += 1 }
            return widths + [Argument(slot: String(specifier.position ?? order), kind: kind(specifier.conversion, platform: platform), token: specifier.token)]
        }
    }

    /// The type of argument a conversion reads, on the platform's formatter.
    static func kind(_ conversion: String, platform: Platform) -> String {
        switch platform {
        case .ios:
            switch conversion {
            case "d", "D", "i", "u", "U", "x", "X", "o", "O": "integer"
            case "f", "F", "e", "E", "g", "G", "a", "A": "floating-point number"
            // CFString reads `%c` as a 1-byte integer and `%C` as a unichar, two types its own format
            // validation tells apart: a `%C` for a source's `%c` prints another character.
            case "c": "character"
            case "C": "unichar"
            case "s": "C string"
            case "S": "unichar string"
            case "p": "pointer"
            case "n": "pointer that %n writes to"
            default: "object"
            }
        case .material:
            switch conversion {
            case "d", "o", "x", "X": "integer"
            case "f", "e", "E", "g", "G", "a", "A": "floating-point number"
            case "c", "C": "character"
            case "s", "S": "string"
            case "b", "B": "boolean"
            case "h", "H": "hash code"
            case "t": "date"
            default: "'%\(conversion)'"
            }
        }
    }
}
