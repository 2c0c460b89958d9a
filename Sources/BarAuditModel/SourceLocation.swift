/// Where something came from: a file, and where known a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the format gives no line (a whole-file problem).
    public var line: Int
    /// 1-based, counted in Unicode scalars; nil when unknown.
    public var column: Int?

    public init(file: String, line: Int = 0, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, `path:line` or `path`, as compilers print it.
    public var description: String {
        guard line > 0 else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column ?? 0) < (rhs.file, rhs.line, rhs.column ?? 0)
    }
}
