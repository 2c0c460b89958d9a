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
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
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
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        var text = self
        text.makeContiguousUTF8()  // no copy for native strings
        // Most messages do not quote the locale: search the UTF-8 in place, and copy only on a match.
        let replaced: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var result: [UInt8] = []
            var index = 0, copied = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
                    result += bytes[copied..<index]
                    result += replacement.utf8
                    index += needle.count
                    copied = index
                } else {
                    index += 1
                }
            }
            guard copied > 0 else { return nil }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
        return (replaced ?? nil) ?? self
    }
}
