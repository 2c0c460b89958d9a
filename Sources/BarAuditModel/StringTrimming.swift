extension String {
    /// The string without leading and trailing white space (Unicode white space, newlines included).
    public func trimmingWhitespace() -> String {
        // Most labels start and end with an ASCII byte that is not white space; then neither end
        // character is white space (a character is white space by its first scalar, and nothing that can
        // join in front of an ASCII scalar is), and the grapheme breaking below is skipped.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !Self.isASCIIWhiteSpace(first), !Self.isASCIIWhiteSpace(last) {
            return self
        }
        var text = Substring(self)
        while text.last?.isWhitespace == true { text.removeLast() }
        while text.first?.isWhitespace == true { text.removeFirst() }
        return String(text)
    }

    /// Unicode's White_Space among ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
    public static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20
    }

    /// The string with zeros in front up to `length` characters ("00a1").
    public func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, found by comparing UTF-8 bytes: what
    /// grouping findings into defects does to every finding's message, where the standard library's
    /// generic `replacing` was a tenth of a large bar's audit. `target` must start and end with an ASCII
    /// byte (a quoted locale, `'de'`), so that a match never splits a character.
    public func replacingQuoted(_ target: String, with replacement: String) -> String {
        // Most messages do not quote the locale: search the UTF-8 in place, and copy only on a match.
        let replaced: String?? = withQuotedMatches(of: target) { bytes, matches in
            guard !matches.isEmpty else { return nil }
            var result: [UInt8] = []
            var copied = 0
            for match in matches {
                result += bytes[copied..<match]
                result += replacement.utf8
                copied = match + target.utf8.count
            }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
        return (replaced ?? nil) ?? self
    }

    /// Whether `target` occurs, compared as UTF-8 bytes like `replacingQuoted` (Foundation's
    /// `contains` goes through NSString).
    public func containsQuoted(_ target: String) -> Bool {
        withQuotedMatches(of: target, stoppingAtFirst: true) { _, matches in !matches.isEmpty } ?? false
    }

    /// The byte offsets where `target` starts, without overlaps, handed with the bytes to `body`.
    private func withQuotedMatches<Result>(of target: String, stoppingAtFirst: Bool = false,
                                           _ body: (UnsafeBufferPointer<UInt8>, [Int]) -> Result) -> Result? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return nil }
        var text = self
        text.makeContiguousUTF8()  // no copy for native strings
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var matches: [Int] = []
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
                    matches.append(index)
                    if stoppingAtFirst { break }
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return body(bytes, matches)
        }
    }
}
