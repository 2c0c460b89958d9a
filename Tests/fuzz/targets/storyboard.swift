import BarAuditLoading

/// The storyboard importer (and the Android menu importer, which `.xml` files with a `<menu>` reach).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DefinitionLoader().load(path: "\(FuzzScratch.directory)/Main.storyboard", bytes: bytes)
    _ = DefinitionLoader().load(path: "\(FuzzScratch.directory)/res/menu/bottom.xml", bytes: bytes)
    return 0
}
