#if canImport(Glibc)
import Glibc
#endif

/// Gives the pages that freed memory left in the heap back to the system.
///
/// A large bar's rules run on several threads, and glibc gives each thread an arena of its own: the
/// other threads cannot reuse what the loader freed in the main thread's heap (the file's bytes, its
/// parsed tree), which stays resident beside everything they allocate. A bar of 100,000 tabs peaked at
/// 251 MB on two threads and 195 MB on one. Handing the loader's free pages back before its rules run,
/// and the rules' threads' free pages back before the reports are written, costs one walk of the heaps'
/// free chunks each, so it is done only for bars whose rules share threads.
enum FreeMemory {
    static func returnToSystem() {
        #if canImport(Glibc)
        // `malloc.h` is not part of Swift's Glibc module (see `main.swift`'s `mallopt`).
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        #endif
    }
}
