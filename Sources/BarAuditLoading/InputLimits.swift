import BarAuditModel

/// The sizes past which an input is refused with a located error rather than audited slowly: the
/// README's "Limits" lists them. Each is far beyond any real tab bar, and keeps the audit of one
/// file within seconds.
public enum InputLimits {
    /// Items in one bar (the audit of a bar is linear in its items; 100,000 take a few seconds).
    public static let itemsPerBar = 100_000
    /// Format specifiers (`%d`, `{count}`) in one string a bar shows: some rules lay a string out once
    /// per specifier.
    public static let specifiersPerString = 100
    /// Characters (Unicode scalars) in one string a bar shows: every rule reads each text, a few
    /// microseconds per character (a 12 MB title took 25 s).
    public static let charactersPerString = 100_000

    /// Errors for a loaded file's bars that exceed a limit.
    static func check(_ file: DefinitionFile) -> [InputDiagnostic] {
        var diagnostics: [InputDiagnostic] = []
        var checkedKeys = Set<String>()
        let locales = file.strings.keys.sorted()
        // The tables looked up once, not by locale for every key (8 % of loading a corpus of 34 locales).
        let entries = locales.map { file.strings[$0]!.entries }
        for bar in file.bars {
            if bar.items.count > itemsPerBar {
                diagnostics.append(InputDiagnostic(
                    severity: .error, message: "bar '\(bar.id.abbreviated())' has \(bar.items.count) items; at most \(itemsPerBar) are supported", location: bar.location))
            }
            for item in bar.items {
                for text in [item.title, item.badge, item.accessibility.label, item.accessibility.value, item.accessibility.hint].compactMap({ $0 }) {
                    switch text.source {
                    case .literal(let value):
                        diagnostics += problems(with: value, in: "the text of item '\(item.id.abbreviated())'", at: text.location)
                    case .key(let key):
                        // What a language without the key shows (`NSLocalizedString(…, value:)`, a storyboard's base
                        // text) is shown too: a 3 MB `value:` was spoken whole on one line of VoiceOver's text. A table
                        // that holds the same text is checked below, once.
                        if let shown = text.defaultValue, !entries.contains(where: { table in
                            if case .text(let value) = table[key]?.content { value == shown } else { false }
                        }) {
                            diagnostics += problems(with: shown, in: "the base text of '\(key.abbreviated())' (what a language without the key shows)", at: text.location)
                        }
                        guard checkedKeys.insert(key).inserted else { continue }
                        for (locale, table) in zip(locales, entries) {
                            guard let entry = table[key] else { continue }
                            switch entry.content {
                            case .text(let value):
                                diagnostics += problems(with: value, in: "'\(key.abbreviated())' in '\(locale)'", at: entry.location)
                            case .plural(let variants):
                                for variant in variants {
                                    diagnostics += problems(with: variant.text, in: "'\(key.abbreviated())' in '\(locale)' (form '\(variant.categoryName)')", at: variant.location)
                                }
                            }
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// Too many characters, else too many specifiers.
    /// `what` names the string in a message: made only for a string with a problem.
    private static func problems(with text: String, in what: @autoclosure () -> String, at location: SourceLocation) -> [InputDiagnostic] {
        // A string has at least as many UTF-8 bytes as scalars: only a long one is counted.
        let characters = text.utf8.count > charactersPerString ? text.unicodeScalars.count : 0
        guard characters <= charactersPerString else {
            return [InputDiagnostic(
                severity: .error, message: "\(what()) has \(characters) characters; at most \(charactersPerString) per string are supported",
                location: location)]
        }
        return tooManySpecifiers(text, in: what, at: location)
    }

    /// Counts what may start a specifier (`%` not doubled, `{`) without parsing: an upper bound.
    private static func tooManySpecifiers(_ text: String, in what: () -> String, at location: SourceLocation) -> [InputDiagnostic] {
        var count = 0
        var afterPercent = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") {
                if afterPercent { count -= 1; afterPercent = false } else { count += 1; afterPercent = true }
                continue
            }
            afterPercent = false
            if byte == UInt8(ascii: "{") { count += 1 }
        }
        guard count > specifiersPerString else { return [] }
        return [InputDiagnostic(
            severity: .error,
            message: "\(what()) has \(count) format specifiers ('%' or '{'); at most \(specifiersPerString) per string are supported",
            location: location)]
    }
}
