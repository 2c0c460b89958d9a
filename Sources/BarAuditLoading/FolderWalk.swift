import Foundation

/// A depth-first walk of a folder tree that asks the kernel about each entry relative to its folder's
/// descriptor (`openat`, `fstatat`, `fdopendir`), never by its whole path. Foundation's enumerator and a
/// `lstat` of each path named every folder from the top again, so that the kernel walked the path once per
/// level: a tree 2,000 folders deep took 0.4 s of system time and 3 s at a load of 9, quadratic in the
/// depth. Only one folder is open at a time: the walk climbs back with `openat(…, "..")`, checked against
/// the folder it left (device and inode), else by the folder's path, so that a tree of any depth needs
/// no more descriptors than a flat one. Symbolic links are never followed (`AT_SYMLINK_NOFOLLOW`,
/// `O_NOFOLLOW`); entries come in the byte order of their names.
enum FolderWalk {
    struct Entry {
        /// The root as given, then the names below it, joined by `/`; a name that is not UTF-8 shows
        /// U+FFFD for its bad bytes (as Foundation lists it).
        let path: String
        let name: String
        /// The entry's type (`S_IFDIR`, `S_IFREG`, `S_IFLNK`, …) as `lstat` gives it; nil when the entry is
        /// gone by the time it is asked about, or its path cannot be opened by name (`isOpenable`).
        let type: mode_t?
        /// For a symbolic link, the type of what it leads to (nil when that does not exist); else `type`.
        let followedType: mode_t?
        /// Whether `path` opens this entry: every name on the way is UTF-8 and the path is shorter than
        /// Linux's 4,096 bytes.
        let isOpenable: Bool
    }

    /// A folder the walk is in: its names, and how far it has got through them.
    private struct Frame {
        let path: String
        let isOpenable: Bool
        let device: UInt
        let inode: UInt
        let names: [[UInt8]]
        var next = 0
    }

    /// What to do with a folder the walk meets.
    enum Decision { case descend, skip }

    /// The longest path (with its terminating NUL) Linux opens by name.
    static let pathLimit = Int(PATH_MAX)

    /// Walks the tree below `root` (not `root` itself), handing each entry to `visit` before the entries
    /// below it; `failed` gets each folder that cannot be opened (its path and `errno`), and the walk goes
    /// on without it. Names starting with `.` are left out unless `includeHidden`. A `root` that is a symbolic
    /// link to a folder is walked, as `grep -r` and `find -H` walk a link named on their command line (a
    /// folder the user named is never "no bar definitions"); links below it are not followed.
    static func walk(_ root: String, includeHidden: Bool, visit: (Entry) -> Decision, failed: (String, Int32) -> Void) {
        let rootDescriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { return }
        var status = stat()
        guard fstat(rootDescriptor, &status) == 0 else {
            close(rootDescriptor)
            return
        }
        let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        var descriptor = rootDescriptor
        var frames = [Frame(path: base, isOpenable: true, device: UInt(status.st_dev), inode: UInt(status.st_ino),
                            names: names(in: descriptor, includeHidden: includeHidden))]
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next < frames[top].names.count else {
                // Back up to the folder above, which the walk left open nowhere.
                frames.removeLast()
                guard let parent = frames.last else { break }
                descriptor = reopen(parent, from: descriptor)
                while descriptor < 0, let lost = frames.popLast() {
                    // The folder above moved or went away during the walk: what is left of it is not read.
                    failed(lost.path, errno)
                    if let above = frames.last { descriptor = open(above.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                }
                continue
            }
            let bytes = frames[top].names[frames[top].next]
            frames[top].next += 1
            let name = String(decoding: bytes, as: UTF8.self)
            let path = frames[top].path == "/" ? "/" + name : frames[top].path + "/" + name
            let isOpenable = frames[top].isOpenable && Array(name.utf8) == bytes && path.utf8.count < pathLimit
            var entryStatus = stat()
            let found = bytes.withCString { fstatat(descriptor, $0, &entryStatus, AT_SYMLINK_NOFOLLOW) } == 0
            let type: mode_t? = found && isOpenable ? entryStatus.st_mode & S_IFMT : nil
            var followedType = type
            if type == S_IFLNK {
                var target = stat()
                followedType = bytes.withCString { fstatat(descriptor, $0, &target, 0) } == 0 ? target.st_mode & S_IFMT : nil
            }
            let decision = visit(Entry(path: path, name: name, type: type, followedType: followedType, isOpenable: isOpenable))
            guard found, entryStatus.st_mode & S_IFMT == S_IFDIR, decision == .descend else { continue }
            guard path.utf8.count < pathLimit else {
                failed(path, ENAMETOOLONG)
                continue
            }
            let child = bytes.withCString { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard child >= 0 else {
                failed(path, errno)
                continue
            }
            var childStatus = stat()
            guard fstat(child, &childStatus) == 0 else {
                failed(path, errno)
                close(child)
                continue
            }
            close(descriptor)
            descriptor = child
            frames.append(Frame(path: path, isOpenable: isOpenable, device: UInt(childStatus.st_dev), inode: UInt(childStatus.st_ino),
                                names: names(in: child, includeHidden: includeHidden)))
        }
        if descriptor >= 0 { close(descriptor) }
    }

    /// The names in each folder from the top of `folder` down to `folder` itself (`/` or `.` first, then each
    /// longer prefix of its components), keyed by the prefix as written; a folder that cannot be opened lists
    /// no names. Each is opened from the one above it (`openat`), as the kernel resolves the whole path, so
    /// that asking about every folder above a deep one is linear in its depth, not quadratic (a search up
    /// from a file 1,900 levels deep for its project listed each folder above it by its whole path).
    static func namesAlong(_ folder: String) -> [String: [String]] {
        let isAbsolute = folder.hasPrefix("/")
        var descriptor = open(isAbsolute ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var listed: [String: [String]] = [:]
        var path = isAbsolute ? "/" : "."
        if descriptor >= 0 { listed[path] = names(in: descriptor, includeHidden: true).map { String(decoding: $0, as: UTF8.self) } }
        var isFirst = true
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path = isAbsolute ? (path == "/" ? "/" : path + "/") + component
                : isFirst ? String(component) : path + "/" + component
            isFirst = false
            if descriptor >= 0 {
                let next = String(component).withCString { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                close(descriptor)
                descriptor = next
            }
            listed[path] = descriptor >= 0 ? names(in: descriptor, includeHidden: true).map { String(decoding: $0, as: UTF8.self) } : []
        }
        if descriptor >= 0 { close(descriptor) }
        return listed
    }

    /// The folder above a prefix that `namesAlong` lists (no `//`, no trailing `/`): its path up to the last
    /// `/`, without Foundation's `deletingLastPathComponent`, which reads the whole path again (quadratic
    /// when climbing a deep one).
    static func parentAlong(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Folders deeper than this are asked about through `namesAlong`; shallower ones, as before, by path.
    static let deepFolder = 64

    /// The folder `frame` opened again from its child's descriptor (`..`), or by its path when `..` is not
    /// that folder any more; -1 when neither opens it. Closes the child's descriptor.
    private static func reopen(_ frame: Frame, from child: Int32) -> Int32 {
        defer { close(child) }
        let up = openat(child, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if up >= 0 {
            var status = stat()
            if fstat(up, &status) == 0, UInt(status.st_dev) == frame.device, UInt(status.st_ino) == frame.inode { return up }
            close(up)
        }
        guard frame.isOpenable else { return -1 }
        let again = open(frame.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard again >= 0 else { return -1 }
        var status = stat()
        if fstat(again, &status) == 0, UInt(status.st_dev) == frame.device, UInt(status.st_ino) == frame.inode { return again }
        close(again)
        errno = ENOENT
        return -1
    }

    /// The names in an open folder, sorted by their bytes; `.` and `..` left out, and hidden names unless asked for.
    private static func names(in descriptor: Int32, includeHidden: Bool) -> [[UInt8]] {
        let copy = dup(descriptor)
        guard copy >= 0 else { return [] }
        guard let directory = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            if !includeHidden, name.first == 0x2E { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

private extension Array where Element == UInt8 {
    /// The bytes as a NUL-terminated C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
