import BarAuditModel

/// Strings from definitions (titles, keys, file paths, load errors) shown in line-based outputs — the
/// terminal, GitHub workflow commands, JUnit messages — where a newline would forge another finding or
/// annotation, an escape sequence would drive the terminal, and a bidi control would reorder what is
/// shown. Such characters are written as Swift escapes (`\n`, `\u{202E}`), so one finding is one line.
public enum OneLine {
    public static func escape(_ text: String) -> String {
        // Checked byte by byte, decoding only the scalars that may need it: printable ASCII never does, nor
        // a scalar starting with another byte than `mayStartEscaped`'s (every `·` of a translation).
        guard UTF8Scalars.contains(text, decodingAt: mayStartEscaped, where: needsEscape) else { return text }
        return text.escapedForOneLine(where: needsEscape)
    }

    /// The bytes that start the scalars `needsEscape` picks: controls and DEL, and the lead bytes of
    /// C1 controls (C2), U+061C (D8), U+200E…U+2069 (E2), U+FDD0…U+FFFF (EF) and the planes' non-characters.
    @inline(__always)
    static func mayStartEscaped(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF || byte >= 0xF0
    }

    /// Controls (C0, DEL, C1 with NEL), line and paragraph separators, bidi embeddings, overrides,
    /// isolates and marks, the byte order mark, and non-characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        case 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }
}

extension Defect {
    /// `(de, fr, ru)` after the message, or "" for a defect not about a locale.
    /// ` (de, fr)`, unless the message already quotes every one of them (or names them as a long list,
    /// the first ten and how many more: `Defect.listed`).
    var localeSuffix: String {
        guard !locales.isEmpty, !locales.allSatisfy({ message.containsQuoted("'\($0)'") }),
              !UTF8Scalars.contains(message, Defect.listed(locales, quoted: true)) else { return "" }
        return " (\(Defect.listed(locales, quoted: false)))"
    }

    /// `VoiceOver: "…"` when every locale says the same, else one `VoiceOver (de, fr): "…"` per text —
    /// the first three, then how many more locales the HTML and JSON reports give.
    var spokenLines: [String] {
        let reader = screenReader.rawValue
        if spoken.count == 1 { return ["\(reader): \"\(spoken[0].text)\""] }
        let shown = 3
        var lines = spoken.prefix(shown).map { "\(reader) (\(Defect.listed($0.locales, quoted: false))): \"\($0.text)\"" }
        let more = spoken.dropFirst(shown).reduce(0) { $0 + max($1.locales.count, 1) }
        if more > 0 { lines.append("\(reader) in \(more) more locale\(more == 1 ? "" : "s"): see the HTML or JSON report") }
        return lines
    }
}
