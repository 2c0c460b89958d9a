import BarAuditCodeImport
import BarAuditModel

/// The bytes of a file with its line starts, to turn byte offsets into `line:column` (1-based, the column
/// counted in Unicode scalars, as editors count it, a leading byte order mark not counted).
public struct SourceText {
    let path: String
    let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The number of Unicode scalars before every `checkpointStride`-th byte, so that a column costs at
    /// most one stride of counting, not the whole line (a minified JSON file is one line of megabytes).
    private let scalarsBeforeCheckpoint: [Int]
    private static let checkpointStride = 256

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var scalars = 0
        // Through the buffer, one stride at a time: the indexed loop over the array was 2 % of loading a corpus.
        bytes.withUnsafeBufferPointer { buffer in
            var strideStart = 0
            while strideStart < buffer.count {
                checkpoints.append(scalars)
                let strideEnd = min(strideStart + Self.checkpointStride, buffer.count)
                for offset in strideStart..<strideEnd {
                    let byte = buffer[offset]
                    if byte & 0b1100_0000 != 0b1000_0000 { scalars += 1 }
                    // A line ends at LF, CRLF or CR alone (JSON and XML allow all three; editors break lines at each).
                    if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == buffer.count || buffer[offset + 1] != UInt8(ascii: "\n"))) {
                        starts.append(offset + 1)
                    }
                }
                strideStart = strideEnd
            }
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
        lineStarts = starts
        scalarsBeforeCheckpoint = checkpoints
    }

    /// The number of Unicode scalars that start before `offset`.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointStride
        let start = checkpoint * Self.checkpointStride
        // A stride of as many scalars as bytes is ASCII: its bytes need no counting.
        if checkpoint + 1 < scalarsBeforeCheckpoint.count,
           scalarsBeforeCheckpoint[checkpoint + 1] - scalarsBeforeCheckpoint[checkpoint] == Self.checkpointStride {
            return scalarsBeforeCheckpoint[checkpoint] + (offset - start)
        }
        return scalarsBeforeCheckpoint[checkpoint] + bytes[start..<offset].reduce(0) { count, byte in
            byte & 0b1100_0000 == 0b1000_0000 ? count : count + 1
        }
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The 1-based line and column of `offset` (clamped to the text).
    fileprivate func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // A short way into its line (most lines), the column is counted directly; far in, by checkpoints.
        let column = clamped - lineStart <= Self.checkpointStride
            ? 1 + scalarCount(from: lineStart, to: clamped)
            : scalars(before: clamped) - scalars(before: lineStart) + 1
        // Editors do not show a byte order mark: the first line's columns start after it.
        let markBefore = low == 0 && clamped >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
        return (low + 1, column - markBefore)
    }

    /// The number of Unicode scalars that start in `start..<end`.
    fileprivate func scalarCount(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for offset in start..<end where buffer[offset] & 0b1100_0000 != 0b1000_0000 { count += 1 }
            return count
        }
    }

    /// Where the line after the 1-based `line` starts; past the text for the last line.
    fileprivate func startOfLine(after line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : bytes.count + 1
    }

    func offset(ofLine line: Int) -> Int {
        lineStarts[min(max(line - 1, 0), lineStarts.count - 1)]
    }

    /// The first offset at or after `start` where `needle` occurs (ending at or before `end`).
    func firstOffset(of needle: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        bytes.firstOffset(of: needle, from: start, before: end)
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    var firstInvalidUTF8Offset: Int? { Self.firstInvalidUTF8Offset(in: bytes) }

    /// The offset where the first scalar that is not valid UTF-8 starts in `bytes`, if any (the loaders' and
    /// the configuration's check).
    public static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        // The standard library's validation is a fraction of the cost of decoding scalar by scalar (6 % of
        // loading a corpus); only a text it refuses is decoded to find where.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// Locations of offsets asked for in increasing order (the attributes of a document as it is read): each
/// counts only the bytes since the one before when it is on the same line, where `location(ofOffset:)`
/// searches the line starts and counts the line from its start (10 % of loading a corpus).
struct LocationCursor {
    private var offset = -1
    private var line = 0
    private var column = 0
    private var nextLineStart = 0

    mutating func location(ofOffset target: Int, in source: SourceText) -> SourceLocation {
        // Past the first three bytes, where a byte order mark no longer changes how columns are counted.
        if offset >= 3, target >= offset, target < nextLineStart, target <= source.bytes.count {
            column += source.scalarCount(from: offset, to: target)
        } else {
            (line, column) = source.lineAndColumn(ofOffset: target)
            nextLineStart = source.startOfLine(after: line)
        }
        offset = min(max(target, 0), source.bytes.count)
        return SourceLocation(file: source.path, line: line, column: column)
    }
}
