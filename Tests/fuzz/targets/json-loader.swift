import BarAuditLoading

/// The JSON bar definition reader (position scanner and Foundation) and builder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = DefinitionLoader().load(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
