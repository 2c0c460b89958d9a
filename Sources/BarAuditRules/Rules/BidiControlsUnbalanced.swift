import BarAuditModel

/// Explicit directional formatting must be balanced: an embedding or override (LRE, RLE, LRO, RLO)
/// closed by PDF, an isolate (LRI, RLI, FSI) closed by PDI, and no closer without an opener. An open
/// control leaks its direction into whatever the app draws next to the string.
struct BidiControlsUnbalanced: Rule {
    let id = "bidi-controls-unbalanced"
    let scope = RuleScope.itemLocale

    static let names: [UInt32: String] = [
        0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
        0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
    ]

    func check(_ context: RuleContext) -> [Violation] {
        context.shownStrings.compactMap { shown in
            let problems = Self.problems(in: shown.string)
            guard !problems.isEmpty else { return nil }
            return Violation("\(Self.visible(shown.described)) \(problems.joined(separator: "; "))", at: shown.location,
                             fix: "close every embedding or override with PDF (U+202C) and every isolate with PDI (U+2069), or use isolates only")
        }
    }

    /// Follows the Unicode Bidirectional Algorithm's matching (rules X6a, X7, X8): a PDI closes the last
    /// open isolate and any embeddings opened inside it; a PDF closes an embedding only when no isolate
    /// was opened after it; the end of a paragraph (a line break) ends everything still open.
    static func problems(in text: String) -> [String] {
        enum Opener { case embedding(String, Int), isolate(String, Int) }
        var stack: [Opener] = []
        var problems: [String] = []
        /// What is still open when a paragraph ends: UAX #9 (X8) ends every embedding, override and
        /// isolate there, so the next line starts with none open and a closer there matches nothing.
        func close(at paragraphEnd: Int?) {
            let before = paragraphEnd.map { " before the paragraph ends at character \($0)" } ?? ""
            for opener in stack {
                switch opener {
                case .embedding(let name, let at): problems.append("opens \(name) at character \(at) without a closing PDF\(before)")
                case .isolate(let name, let at): problems.append("opens \(name) at character \(at) without a closing PDI\(before)")
                }
            }
            stack.removeAll()
        }
        for (index, scalar) in text.unicodeScalars.enumerated() {
            // A paragraph separator (bidi class B: line feed, carriage return, U+001C…U+001E, NEL, U+2029)
            // ends the paragraph; UIKit and Android lay out each line of a label as a paragraph of its own.
            if Self.isParagraphSeparator(scalar.value) {
                if !stack.isEmpty { close(at: index + 1) }
                continue
            }
            // Every control is in U+202A…U+2069: most scalars are ruled out without a table lookup.
            guard (0x202A...0x2069).contains(scalar.value), let name = names[scalar.value] else { continue }
            let position = index + 1
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: stack.append(.embedding(name, position))
            case 0x2066, 0x2067, 0x2068: stack.append(.isolate(name, position))
            case 0x202C:
                if case .embedding? = stack.last { stack.removeLast() } else { problems.append("has a PDF at character \(position) with no embedding or override open") }
            default:
                guard let isolateIndex = stack.lastIndex(where: { if case .isolate = $0 { true } else { false } }) else {
                    problems.append("has a PDI at character \(position) with no isolate open")
                    continue
                }
                for case .embedding(let opener, let at) in stack[(isolateIndex + 1)...] {
                    problems.append("opens \(opener) at character \(at) and leaves it to the PDI at character \(position) instead of a PDF")
                }
                stack.removeSubrange(isolateIndex...)
            }
        }
        close(at: nil)
        return problems
    }

    /// Bidi class B (UAX #9): the characters that separate paragraphs.
    static func isParagraphSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }

    /// Messages name controls instead of printing them, so terminals do not reorder the message itself.
    static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            guard let name = names[scalar.value] else { return [scalar] }
            return Array("⟨\(name)⟩".unicodeScalars)
        }))
    }
}
