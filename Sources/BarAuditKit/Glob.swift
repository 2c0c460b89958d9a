/// Shell-style path patterns as linters use them: `*` and `?` within one path segment, `**` across
/// any number of segments (`**/Generated/**`, `Examples/*.json`).
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = Glob.normalise(pattern).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public static func hasWildcards(_ text: String) -> Bool { text.contains { "*?[".contains($0) } }

    /// Paths compare without a leading `./`.
    static func normalise(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    public func matches(_ path: String) -> Bool {
        let parts = Glob.normalise(path).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let segment = path.first, matchSegment(Array(first), 0, Array(segment), 0) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int) -> Bool {
        if p == pattern.count { return t == text.count }
        switch pattern[p] {
        case "*": return (t...text.count).contains { matchSegment(pattern, p + 1, text, $0) }
        case "?": return t < text.count && matchSegment(pattern, p + 1, text, t + 1)
        default: return t < text.count && pattern[p] == text[t] && matchSegment(pattern, p + 1, text, t + 1)
        }
    }
}
