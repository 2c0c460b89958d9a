import BarAuditLoading

/// The XML bar definition reader and builder, through the loader's public entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = DefinitionLoader().load(path: "fuzz.xml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
