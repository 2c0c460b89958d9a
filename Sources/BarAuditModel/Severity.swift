/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word clang, Xcode and GitHub problem matchers expect (`note` for info).
    public var compilerWord: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
