/// Shell-style path patterns as linters use them: `*` and `?` within one path segment, `**` across
/// any number of segments (`**/Generated/**`, `Examples/*.json`).
///
/// Matching never backtracks more than one star at a time (the greedy two-pointer method, at both
/// levels: characters in a segment, segments in a path), and runs of `**` segments collapse to one, so
/// a pattern costs at most its length times the path's, whatever its stars.
public struct Glob: Sendable, Hashable {
    /// The longest pattern a configuration may give.
    public static let maximumLength = 4096

    public let pattern: String
    private let segments: [[Character]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var segments: [[Character]] = []
        for segment in Glob.normalise(pattern).split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "**" && segments.last == ["*", "*"] { continue }
            segments.append(Array(segment))
        }
        self.segments = segments
    }

    public static func hasWildcards(_ text: String) -> Bool { text.contains { "*?[".contains($0) } }

    /// Paths compare without a leading `./`.
    static func normalise(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    public func matches(_ path: String) -> Bool {
        let parts = Glob.normalise(path).split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return Self.greedyMatch(pattern: segments, text: parts, isStar: { $0 == ["*", "*"] }, matches: Self.matchSegment)
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        greedyMatch(pattern: pattern, text: text, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }

    /// Wildcard matching where a star matches any run of elements and every other pattern element
    /// matches exactly one: on a mismatch, only the most recent star takes one more element.
    private static func greedyMatch<P, T>(pattern: [P], text: [T], isStar: (P) -> Bool, matches: (P, T) -> Bool) -> Bool {
        var p = 0, t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, isStar(pattern[p]) {
                star = (p, t)
                p += 1
            } else if p < pattern.count, matches(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}
