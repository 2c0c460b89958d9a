import Foundation

/// What a cache of a file's or folder's contents checks before it answers again: size, modification
/// time and inode. A path changed within the last 50 ms is not settled: a file system's clock can move
/// that coarsely, so a second change within the same tick would leave the stamp as it was.
struct FileStamp: Equatable {
    private let values: [Int]
    let isDirectory: Bool
    let isSettled: Bool

    /// Nil when the path cannot be read.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        values = [Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino)]
        isDirectory = status.st_mode & S_IFMT == S_IFDIR
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        isSettled = Double(now.tv_sec - status.st_mtim.tv_sec) + Double(now.tv_nsec - status.st_mtim.tv_nsec) / 1e9 > 0.05
    }
}

/// The names in a folder, listed once while the folder is unchanged (`FileStamp`). Each menu of an
/// Android project listed its resource folder again for its `values*` folders and `ldrtl` twins: 1,000
/// menus in `menu-v1`…`menu-v1000` beside `menu-ldrtl-v1`… took 3.4 s, four times 500's.
enum DirectoryListing {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var listed: [String: (stamp: FileStamp, names: [String])] = [:]

    static func names(in path: String) -> [String] {
        guard let stamp = FileStamp(path), stamp.isDirectory else { return [] }
        if stamp.isSettled {
            lock.lock()
            let known = listed[path]
            lock.unlock()
            if let known, known.stamp == stamp { return known.names }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if stamp.isSettled {
            lock.lock()
            listed[path] = (stamp, names)
            lock.unlock()
        }
        return names
    }
}
