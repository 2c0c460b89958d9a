import BarAuditKit

/// `.baraudit.yml`: Yams, then the configuration reader's checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? Configuration.load(path: FuzzScratch.write(data, size, named: "baraudit.yml"))
    return 0
}
