import Foundation

extension Substring {
    /// The first occurrence of `needle`, compared byte for byte in UTF-8, without copying or allocating.
    /// The readers of build and project files search the rest of a file again after each match, so the
    /// search must cost what it reads: Foundation's `range(of:)` copies the Substring it searches into a
    /// new String on every call (50,000 flavours' `resConfigs`: 6.9 s; 100,000 `resConfig` lines: 42 s), and
    /// the standard library's `firstRange(of:)` builds a table for its pattern on every call. Text held as
    /// UTF-8 (every file read) is searched in its buffer with the C library's `memchr` and `memcmp`: the
    /// searches of a project file for single values (its region, launch settings, `.storyboard` and
    /// `.lproj` names), each a pass through the view's indices, were a fifth of the time of a 37 MB one.
    func firstByteRange(of needle: String) -> Range<String.Index>? {
        let pattern = needle.utf8
        guard let first = pattern.first else { return nil }
        let bytes = utf8
        var needle = needle
        let offset: Int?? = bytes.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8 { pattern -> Int? in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
                var from = 0
                while haystack.count - from >= pattern.count, let found = memchr(base + from, Int32(first), haystack.count - from - pattern.count + 1) {
                    let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    if memcmp(base + start, patternBase, pattern.count) == 0 { return start }
                    from = start + 1
                }
                return nil
            }
        }
        if let offset {
            guard let offset else { return nil }
            let start = bytes.index(bytes.startIndex, offsetBy: offset)
            return start..<bytes.index(start, offsetBy: pattern.count)
        }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var cursor = start
            var matched = true
            for byte in pattern {
                guard cursor < bytes.endIndex, bytes[cursor] == byte else {
                    matched = false
                    break
                }
                cursor = bytes.index(after: cursor)
            }
            if matched { return start..<cursor }
            from = bytes.index(after: start)
        }
        return nil
    }
}

extension String {
    /// The text's lines (split where `Character.isNewline` splits: LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029), each
    /// without the white space around it, the blank ones left out, handed to `body` until it returns false. The breaks
    /// and the ASCII white space are found in UTF-8 bytes: split into `Character`s and trimmed one by one, a build file
    /// of 36 MB of blank lines took 7.7 s in the readers of its dependencies, plugins and package of `Res` (25 s in a
    /// debug build).
    func forEachTrimmedLine(_ body: (Substring) -> Bool) {
        var text = self
        text.makeContiguousUTF8()  // no copy for native strings
        let utf8 = text.utf8
        _ = utf8.withContiguousStorageIfAvailable { bytes in
            var lineStart = 0
            // Hands over the line before `end`; false where `body` asked to stop.
            func emit(upTo end: Int) -> Bool {
                var start = lineStart
                var stop = end
                while start < stop, String.isASCIIWhiteSpace(bytes[start]) { start += 1 }
                while stop > start, String.isASCIIWhiteSpace(bytes[stop - 1]) { stop -= 1 }
                guard start < stop else { return true }
                let from = utf8.index(utf8.startIndex, offsetBy: start)
                var line = text[from..<utf8.index(from, offsetBy: stop - start)]
                // White space beyond ASCII (a no-break space) at either end: trimmed by character.
                if bytes[start] >= 0x80 || bytes[stop - 1] >= 0x80 {
                    while line.last?.isWhitespace == true { line.removeLast() }
                    while line.first?.isWhitespace == true { line.removeFirst() }
                    if line.isEmpty { return true }
                }
                return body(line)
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var breakLength = 0
                if (0x0A...0x0D).contains(byte) {
                    breakLength = 1
                } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                    breakLength = 2  // NEL
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    breakLength = 3  // LINE SEPARATOR, PARAGRAPH SEPARATOR
                }
                if breakLength > 0 {
                    guard emit(upTo: index) else { return }
                    index += breakLength
                    lineStart = index
                } else {
                    index += 1
                }
            }
            _ = emit(upTo: bytes.count)
        }
    }
}
