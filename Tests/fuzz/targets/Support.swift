import Foundation

/// libFuzzer hands each input as bytes; the loaders under test read files, so each input is written
/// to a per-process scratch file first (in memory where /dev/shm exists).
enum FuzzScratch {
    static let directory: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = "\(base)/baraudit-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        // libFuzzer ends with exit() after a run or a crash report; /dev/shm is memory.
        atexit { try? FileManager.default.removeItem(atPath: FuzzScratch.directory) }
        return path
    }()

    static func write(_ data: UnsafePointer<UInt8>, _ size: Int, named name: String) -> String {
        let path = "\(directory)/\(name)"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
        return path
    }
}
