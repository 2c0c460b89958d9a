/// Where something came from: a file, and where known a 1-based line and column.
///
/// Line and column are stored in 32 bits each (24 bytes in all instead of 40): every item, text, table
/// entry, finding and defect holds locations, and a bar of 100,000 tabs holds millions. Inputs are
/// limited far below 4 billion lines or columns; larger values are kept as the largest that fits.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    private var storedLine: UInt32
    /// The column plus one; 0 when unknown.
    private var storedColumn: UInt32

    /// 1-based; 0 when the format gives no line (a whole-file problem).
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based, counted in Unicode scalars; nil when unknown.
    public var column: Int? {
        get { storedColumn == 0 ? nil : Int(storedColumn) - 1 }
        set { storedColumn = newValue.map { UInt32(clamping: $0).addingReportingOverflow(1).overflow ? .max : UInt32(clamping: $0) + 1 } ?? 0 }
    }

    public init(file: String, line: Int = 0, column: Int? = nil) {
        self.file = file
        storedLine = 0
        storedColumn = 0
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
