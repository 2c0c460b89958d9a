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

extension FuzzScratch {
    /// Writes `files` (path relative to `folder` → text) below the scratch directory once per process,
    /// and returns the folder: the fixed project around the file a code or project target fuzzes.
    static func project(_ folder: String, files: [String: String]) -> String {
        let root = "\(directory)/\(folder)"
        for (relative, text) in files {
            let path = "\(root)/\(relative)"
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        return root
    }
}
