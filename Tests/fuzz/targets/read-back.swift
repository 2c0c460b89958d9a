import BarAuditKit
import BarAuditModel

/// What BarAudit reads back rather than audits: a baseline (`--baseline`) and a JSON report
/// (`baraudit merge`), each refused with a located one-line reason when it does not decode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadBack(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = FuzzScratch.write(data, size, named: "baraudit.json")
    _ = try? Baseline.read(from: path)
    _ = try? JSONReportReader.read(path: path)
    return 0
}
