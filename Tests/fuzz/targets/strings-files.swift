@testable import BarAuditLoading

/// The translation file parsers: `.strings`, `.stringsdict`, `.xcstrings` and Android `strings.xml`,
/// each on the same input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = StringsFiles.appleStrings(path: FuzzScratch.write(data, size, named: "Localizable.strings"))
    _ = StringsFiles.stringsdict(path: FuzzScratch.write(data, size, named: "Localizable.stringsdict"))
    _ = StringCatalog.read(path: FuzzScratch.write(data, size, named: "Localizable.xcstrings"))
    _ = StringsFiles.androidStrings(path: FuzzScratch.write(data, size, named: "strings.xml"))
    return 0
}
