import BarAuditCodeImport
import BarAuditModel

/// The bytes of a file with its line starts, to turn byte offsets into `line:column` (1-based, the column
/// counted in Unicode scalars, as editors count it, a leading byte order mark not counted).
struct SourceText {
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
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            if byte & 0b1100_0000 != 0b1000_0000 { scalars += 1 }
            // A line ends at LF, CRLF or CR alone (JSON and XML allow all three; editors break lines at each).
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
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
            ? bytes[lineStart..<clamped].reduce(1) { count, byte in byte & 0b1100_0000 == 0b1000_0000 ? count : count + 1 }
            : scalars(before: clamped) - scalars(before: lineStart) + 1
        // Editors do not show a byte order mark: the first line's columns start after it.
        let markBefore = low == 0 && clamped >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
        return SourceLocation(file: path, line: low + 1, column: column - markBefore)
    }

    func offset(ofLine line: Int) -> Int {
        lineStarts[min(max(line - 1, 0), lineStarts.count - 1)]
    }

    /// The first offset at or after `start` where `needle` occurs (ending at or before `end`).
    func firstOffset(of needle: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        bytes.firstOffset(of: needle, from: start, before: end)
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    var firstInvalidUTF8Offset: Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var scalarStart = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                scalarStart = offset
            case .emptyInput:
                return nil
            case .error:
                return scalarStart
            }
        }
    }
}
