import Foundation

/// Where a report's text goes: memory, or a file descriptor written in chunks of a megabyte, so a report
/// of gigabytes is never held whole. A failed write is remembered and reported by `close()`.
///
/// The text is held as its UTF-8 bytes: appending to a `String` checked and updated its count and
/// flags per piece (`_StringGuts.append`, `_updateCountAndFlags`), a sixth of rendering the reports,
/// and a part went through a `String` only to be read back as bytes by its sink and the file.
public final class ReportText {
    private var buffer: [UInt8] = []
    private var descriptor: Int32?
    private let ownsDescriptor: Bool
    private let inMemory: Bool
    /// The file written, when there is one.
    let path: String?
    private var failure: Int32?
    /// Bytes written out to the descriptor so far.
    private var writtenBytes = 0
    private static let chunk = 1 << 20

    /// Collects the text in memory; `close()` returns it.
    init() {
        descriptor = nil
        ownsDescriptor = false
        inMemory = true
        path = nil
    }

    /// Text built in memory by `build`.
    static func collect(_ build: (ReportText) -> Void) -> String {
        String(decoding: collectBytes(build), as: UTF8.self)
    }

    /// The UTF-8 bytes of text built in memory by `build` (a report's part).
    static func collectBytes(_ build: (ReportText) -> Void) -> [UInt8] {
        let output = ReportText()
        // A file's part of a report is tens of kilobytes: grown from empty, it was copied a dozen times.
        output.buffer.reserveCapacity(partCapacity)
        build(output)
        return output.buffer
    }

    /// What a part's buffer starts with.
    static let partCapacity = 1 << 14

    /// Creates (or empties) a file.
    init(file path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(path, errno) }
        self.descriptor = descriptor
        ownsDescriptor = true
        inMemory = false
        self.path = path
        buffer.reserveCapacity(Self.chunk + 4096)
    }

    /// Writes to a descriptor someone else owns (standard output), flushing after every part.
    init(standardOutput descriptor: Int32) {
        self.descriptor = descriptor
        ownsDescriptor = false
        inMemory = false
        path = nil
    }

    deinit {
        if ownsDescriptor, let descriptor { Glibc.close(descriptor) }
    }

    // A string and a substring each by its own append: through `some StringProtocol` every piece took
    // the collections' generic `append(contentsOf:)`, a tenth of the time spent writing the reports.
    static func += (output: ReportText, piece: String) {
        output.buffer.appendUTF8(of: piece)
    }

    static func += (output: ReportText, piece: Substring) {
        output.buffer.appendUTF8(of: piece)
    }

    /// Appends bytes of UTF-8 text (a part, a section built aside).
    static func += (output: ReportText, piece: [UInt8]) {
        output.buffer.append(contentsOf: piece)
    }

    static func += (output: ReportText, piece: ArraySlice<UInt8>) {
        output.buffer.append(contentsOf: piece)
    }

    static func += (output: ReportText, piece: UnsafeBufferPointer<UInt8>) {
        output.buffer.append(contentsOf: piece)
    }

    /// Appends one byte of ASCII (a quote, a comma).
    func append(ascii byte: UInt8) {
        buffer.append(byte)
    }

    /// Writes straight into the buffered bytes (an escape that copies the runs between its replacements).
    func append(_ write: (inout [UInt8]) -> Void) {
        write(&buffer)
    }

    /// Appends a number in decimal digits, as `String(number)` writes it, without making the string.
    func append(decimal number: Int) {
        buffer.appendDecimal(number)
    }

    /// How many bytes the report holds so far, written out or buffered.
    var byteCount: Int { writtenBytes + buffer.count }

    /// Writes out the buffer once it passes a megabyte (always, for standard output).
    func flushIfLarge() {
        if ownsDescriptor ? buffer.count >= Self.chunk : descriptor != nil { flush() }
    }

    /// Writes out the buffer once it passes a megabyte, also to standard output: a part written piece by
    /// piece flushes as it goes instead of once per piece.
    func flushIfFull() {
        if descriptor != nil, buffer.count >= Self.chunk { flush() }
    }

    /// Appends everything written to `other` (a report section written aside) and ends it; a section
    /// written to a file is copied in chunks and deleted. A failure writing it is this report's failure.
    func append(_ other: ReportText) {
        guard let source = other.path else {
            self += other.buffer
            return
        }
        defer { other.discard() }
        other.flush()
        if let failure = other.failure, self.failure == nil { self.failure = failure }
        flush()
        guard failure == nil else { return }
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { failure = errno; return }
        defer { Glibc.close(input) }
        var chunk = [UInt8](repeating: 0, count: Self.chunk)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if count < 0 { failure = errno }
                return
            }
            let written = chunk.withUnsafeBytes { whole in
                let bytes = UnsafeRawBufferPointer(rebasing: whole[..<count])
                guard let descriptor else {
                    buffer.append(contentsOf: bytes)
                    return true
                }
                writtenBytes += count
                return Self.writeAll(bytes, to: descriptor)
            }
            guard written else { failure = errno; return }
        }
    }

    /// Appends the next `count` bytes read from `input` (a section written aside), copied in chunks
    /// without being decoded; returns false when they cannot be read (a failure of this report's own
    /// writing is kept for `close()`).
    func append(readingFrom input: Int32, count: Int) -> Bool {
        flush()
        var chunk = [UInt8](repeating: 0, count: min(Self.chunk, max(count, 1)))
        var left = count
        while left > 0 {
            let read = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress!, min($0.count, left)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return false }
            left -= read
            chunk.withUnsafeBytes { whole in
                let bytes = UnsafeRawBufferPointer(rebasing: whole[..<read])
                guard let descriptor else { return buffer.append(contentsOf: bytes) }
                writtenBytes += read
                if failure == nil, !Self.writeAll(bytes, to: descriptor) { failure = errno }
            }
        }
        return true
    }

    /// Records that something this report depends on (a page of it) could not be written: `close()`
    /// then throws, so the run reports the failure.
    func markFailed(_ code: Int32) {
        if failure == nil { failure = code }
    }

    /// Writes out what is buffered.
    func flush() {
        guard let descriptor, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        writtenBytes += buffer.count
        if failure == nil, !buffer.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) { failure = errno }
    }

    /// Flushes (and closes a file); returns the text collected in memory, "" otherwise. Throws when any
    /// write failed.
    @discardableResult
    func close() throws -> String {
        flush()
        if ownsDescriptor, let descriptor, Glibc.close(descriptor) != 0, failure == nil { failure = errno }
        if ownsDescriptor { descriptor = nil }
        if let failure { throw Self.error(path ?? "standard output", failure) }
        return inMemory ? String(decoding: buffer, as: UTF8.self) : ""
    }

    /// Closes a file report written to a temporary file and renames it to `path`, so that no reader sees
    /// it half written; on a failure the temporary file is deleted.
    func close(movingTo path: String) throws {
        do {
            try close()
            // Renamed over a device, a pipe or a socket (or a link to one), a report replaced it: a link
            // `baraudit.json -> /dev/full` was left a regular file and the run said "wrote", a named pipe a
            // reader waited on was replaced. Such a target is a write error, as for `--write-baseline`.
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: path,
                    NSLocalizedDescriptionKey: "it exists and is not a regular file (a folder, a device, a pipe or a socket)",
                ])
            }
            guard let temporary = self.path, rename(temporary, path) == 0 else { throw Self.error(path, errno) }
        } catch {
            discard()
            throw error
        }
    }

    /// Gives up a file report: closes and deletes the file (a temporary one, never renamed into place).
    func discard() {
        if ownsDescriptor, let descriptor { Glibc.close(descriptor) }
        if ownsDescriptor { descriptor = nil }
        if let path { unlink(path) }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    static func error(_ path: String, _ code: Int32) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(code))])
    }
}

extension [UInt8] {
    /// Appends the text's UTF-8 bytes, copied whole from its contiguous storage (a native or small string).
    mutating func appendUTF8(of text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: text.utf8) }
    }

    mutating func appendUTF8(of text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: text.utf8) }
    }

    /// Appends an element or attribute name, a piece of markup or JSON punctuation, from its bytes.
    mutating func appendUTF8(of text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a number's decimal digits, with a minus sign when negative: what `String(number)` writes.
    mutating func appendDecimal(_ number: Int) {
        guard number != Int.min else { return appendUTF8(of: String(number)) }
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = abs(number)
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { scratch in
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[start...]))
        }
    }
}
