import Foundation

/// Writes report text to a file descriptor straight from the string's UTF-8 storage: reports reach
/// gigabytes, and copying one into `Data` first would double the memory of writing it.
enum FileOutput {
    /// Creates (or empties) the file and gives its descriptor to `body`, closing it afterwards.
    static func withNewFile(_ path: String, _ body: (Int32) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(path) }
        defer { close(descriptor) }
        try body(descriptor)
    }

    /// Writes all of the text; false when the file system refused (errno says why).
    static func write(_ text: inout String, to descriptor: Int32) -> Bool {
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Writes a whole document to a new file.
    static func write(_ text: String, toFile path: String) throws {
        try withNewFile(path) { descriptor in
            var text = text
            guard write(&text, to: descriptor) else { throw error(path) }
        }
    }

    static func error(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
}
