import Foundation

/// Reads a whole file with `read(2)`. Foundation's `FileManager.contents(atPath:)` leaks its buffer for
/// an empty file (AddressSanitizer reports it under the fuzzers), and bad input must leave no trace.
public enum FileBytes {
    /// The file's bytes, or nil when it cannot be opened or read (missing, a directory, no permission).
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The file as UTF-8 text (a byte-order mark left out), or nil when it cannot be read or is not UTF-8.
    /// (`String(contentsOfFile:encoding:)` leaks its buffer when the bytes are not valid, as `contents(atPath:)` does for an empty file.)
    public static func text(_ path: String) -> String? {
        guard let bytes = read(path) else { return nil }
        return String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }
}
