import Foundation

/// Reads a whole file with `read(2)`. Foundation's `FileManager.contents(atPath:)` leaks its buffer for
/// an empty file (AddressSanitizer reports it under the fuzzers), and bad input must leave no trace.
public enum FileBytes {
    /// What reading a file gave.
    public enum Contents {
        case bytes([UInt8])
        /// Missing, no permission, or a read error (a directory named where a file was expected).
        case unreadable
        /// A pipe, socket, device or directory where a project's file should be: opening a pipe for
        /// reading waits for a writer, so the run would never end.
        case notRegular
        /// More bytes than the limit: reading stopped there. A file's size on disk cannot stand in for
        /// this check: `/dev/zero` or a pipe behind a symbolic link reports 0 bytes and never ends.
        case larger(than: Int)
    }

    /// The most any project file is read (strings tables, sources, build files): far past any real one
    /// (Trio's String Catalog, the largest seen, is 9.4 MB).
    public static let projectFileLimit = 256 * 1024 * 1024

    /// A regular file's bytes, or nil when it cannot be opened or read (missing, no permission), is not
    /// a regular file, or holds more than `projectFileLimit` bytes.
    public static func read(_ path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, limit: projectFileLimit, regularOnly: true) { bytes } else { nil }
    }

    /// A regular file's bytes when it holds at most `limit` of them, else nil (also when it cannot be read or
    /// is not a regular file). Reading stops one chunk past the limit, whatever the file's size: a reader with
    /// a limit of its own (a package manifest's 1 MB) read a 100 MB file whole before refusing it.
    public static func read(_ path: String, atMost limit: Int) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, limit: limit, regularOnly: true) { bytes } else { nil }
    }

    /// The bytes of a file the user named (a configuration, baseline or report): it may be a pipe
    /// (`--config <(…)`, `/dev/stdin`); nil when it cannot be read or holds more than `projectFileLimit` bytes.
    public static func read(named path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, limit: projectFileLimit, regularOnly: false) { bytes } else { nil }
    }

    /// The file's bytes, reading at most `limit` of them. A file named on the command line may be a pipe
    /// (`baraudit audit /dev/stdin`); the files of a project must be regular files (`regularOnly`).
    public static func read(_ path: String, limit: Int, regularOnly: Bool) -> Contents {
        // Opened without blocking, so that a pipe nobody writes to is found out rather than waited for.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable }
        if status.st_mode & S_IFMT != S_IFREG {
            guard !regularOnly else { return .notRegular }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var bytes: [UInt8] = []
        // A regular file's size is known: the bytes are read into one buffer of that size, not one grown by
        // doubling (a 12 MB bar took 17 MB). A file that grows while it is read still grows the buffer.
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 { bytes.reserveCapacity(min(Int(status.st_size), limit) + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable
            }
            if count == 0 { return .bytes(bytes) }
            guard bytes.count + count <= limit else { return .larger(than: limit) }
            bytes += chunk[..<count]
        }
    }

    /// The bytes of a file the user named, read to at most `limit` bytes, or why they cannot be read. A device
    /// or pipe that gives more than the limit (`--config /dev/zero`) is "larger than …": asked afterwards,
    /// `whyUnreadable` saw a device of size 0 and said "a read error", after 256 MB had been read (1.8 s; 5.4 s
    /// of `/dev/urandom`).
    public static func read(named path: String, limit: Int) -> Result<[UInt8], Unreadable> {
        switch read(path, limit: limit, regularOnly: false) {
        case .bytes(let bytes): .success(bytes)
        case .larger(let limit): .failure(Unreadable(description: "it is larger than \(limit / 1_048_576) MB"))
        case .unreadable, .notRegular: .failure(Unreadable(description: whyUnreadable(path)))
        }
    }

    /// Why a file could not be read, said as the end of a sentence ("no such file or directory").
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Why a file the user named cannot be read, for an error that says what was found: "no such file or
    /// directory", "it is a folder", "it is larger than 256 MB"; `read(named:)` only says that it cannot.
    public static func whyUnreadable(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)).lowercased() }
        if status.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return String(cString: strerror(errno)).lowercased() }
        close(descriptor)
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > projectFileLimit { return "it is larger than \(projectFileLimit / 1024 / 1024) MB" }
        return "a read error"
    }

    /// At most the first `count` bytes of a regular file (a file's head, to sniff its type or size), or
    /// nil when it cannot be opened or read or is not a regular file. `FileHandle(forReadingAtPath:)` opens
    /// a named pipe nobody writes to and waits: an image in an app that was a pipe stopped the whole run.
    public static func head(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes.prefix(filled))
    }

    /// The file as UTF-8 text (a byte-order mark left out), or nil when it cannot be read, holds more than `limit` bytes
    /// or is not UTF-8.
    /// (`String(contentsOfFile:encoding:)` leaks its buffer when the bytes are not valid, as `contents(atPath:)` does for an empty file.)
    public static func text(_ path: String, atMost limit: Int = projectFileLimit) -> String? {
        guard let bytes = read(path, atMost: limit) else { return nil }
        return String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }
}
