extension String {
    /// The path without its last component, as Foundation's `NSString.deletingLastPathComponent` gives it
    /// (`/tmp/lock/` → `/tmp`, `/tmp` → `/`, `App` → empty), without Foundation: swift-corelibs-foundation
    /// (Swift 6.3) traps on some relative paths whose last component is one character (`a`, `.`, `a/`,
    /// `ab/c/`), so `baraudit audit a` with a Swift tab file in `a/App/`, or `--config c`, crashed the run
    /// with nothing reported. The slashes before the last component go with it (`a//b` → `a`).
    public var parentPath: String {
        let slash = UInt8(ascii: "/")
        var bytes = Substring(self).utf8[...]
        while bytes.count > 1, bytes.last == slash { bytes = bytes.dropLast() }
        if bytes.count == 1, bytes.first == slash { return "/" }
        guard var end = bytes.lastIndex(of: slash) else { return "" }
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        return end == bytes.startIndex ? "/" : String(Substring(bytes[bytes.startIndex..<end]))
    }
}
