import Foundation

/// The names in a folder, listed once while the folder is unchanged. Each menu of an Android project
/// listed its resource folder again for its `values*` folders and `ldrtl` twins: 1,000 menus in
/// `menu-v1`…`menu-v1000` beside `menu-ldrtl-v1`… took 3.4 s, four times 500's. A folder is listed again
/// when its modification time, inode or size changes, and always while it changed in the last 50 ms
/// (a file system's clock can move that coarsely, so a change within one tick could go unseen).
enum DirectoryListing {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var listed: [String: (stamp: [Int], names: [String])] = [:]

    static func names(in path: String) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        let stamp = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino), Int(status.st_size)]
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = Double(now.tv_sec - status.st_mtim.tv_sec) + Double(now.tv_nsec - status.st_mtim.tv_nsec) / 1e9
        let settled = age > 0.05
        if settled {
            lock.lock()
            let known = listed[path]
            lock.unlock()
            if let known, known.stamp == stamp { return known.names }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if settled {
            lock.lock()
            listed[path] = (stamp, names)
            lock.unlock()
        }
        return names
    }
}
