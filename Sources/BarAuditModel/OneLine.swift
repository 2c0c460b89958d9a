extension String {
    /// The text with everything that could end a line or steer a terminal written as an escape
    /// (`\n`, `\u{1B}`): for messages printed outside the reporters (configuration and command-line
    /// errors), so that no input can start a line of output the tool did not write; at most 1,000
    /// characters of it (`--config` or `--disable` given 100,000 characters printed all of them).
    public var escapedForOneLine: String {
        abbreviatedInMiddle().escapedForOneLine(where: Self.needsEscape)
    }

    /// The text with the scalars `shouldEscape` picks written as `\n`, `\r`, `\t` or `\u{202E}`; text
    /// without any is returned as it is. The reporters escape with this too, each picking its own scalars.
    public func escapedForOneLine(where shouldEscape: (Unicode.Scalar) -> Bool) -> String {
        guard unicodeScalars.contains(where: shouldEscape) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            guard shouldEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return escaped
    }

    /// The first `limit` scalars and "…" when there are more: for quoting an input's string in a message
    /// or an id, which may otherwise be the whole of a 100,000-character text (a SwiftUI `Label("…")`
    /// is its own key).
    public func abbreviated(to limit: Int = 120) -> String {
        guard unicodeScalars.count > limit else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(limit))) + "…"
    }

    /// The same text in storage of its own size. Text made by interpolation keeps the capacity its buffer
    /// grew to, up to twice its length, and a large bar keeps hundreds of thousands of findings' messages
    /// (a bar of 100,000 tabs: 300,000 messages, 270 bytes each for 130 bytes of text).
    public var inStorageOfItsSize: String {
        let count = utf8.count
        // Up to 15 bytes are stored in the string itself.
        guard count > 15 else { return self }
        return String(unsafeUninitializedCapacity: count) { buffer in buffer.initialize(fromContentsOf: utf8) }
    }

    /// At most `limit` scalars: the start and the end of the text with "…" between. Messages keep this
    /// bound whatever they quote (an unknown enum value or a key of 200,000 characters gave a 200 KB
    /// error line); the end usually says what was expected, so both ends stay.
    public func abbreviatedInMiddle(to limit: Int = 1_000) -> String {
        guard utf8.count > limit, unicodeScalars.count > limit else { return self }
        let tail = limit / 4
        return String(String.UnicodeScalarView(unicodeScalars.prefix(limit - tail))) + "…"
            + String(String.UnicodeScalarView(unicodeScalars.suffix(tail)))
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators, and bidi controls.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
