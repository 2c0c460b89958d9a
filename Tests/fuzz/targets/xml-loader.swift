@testable import BarAuditLoading
import BarAuditModel

/// The XML bar definition reader and builder, through the loader's public entry; and the reader's two ways
/// of reading, which must agree: a document the stream takes is one the whole reading takes without a word,
/// to the same definition (`XMLStreamingTests` checks the same on the repository's documents).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DefinitionLoader().load(path: "fuzz.xml", bytes: bytes)
    let source = SourceText(path: "fuzz.xml", bytes: bytes)
    var builder = DefinitionBuilder(path: "fuzz.xml", format: .xml)
    guard let streamed = XMLDefinitionReader.streamed(source, building: builder) else { return 0 }
    let whole = XMLDefinitionReader.readWhole(source)
    guard let root = whole.root, whole.diagnostics.isEmpty else {
        fatalError("the stream took a document the whole reading reports on: \(whole.diagnostics)")
    }
    let built = builder.build(root)
    guard streamed.definition == built, streamed.diagnostics == builder.diagnostics else {
        fatalError("the stream and the whole reading build different definitions")
    }
    return 0
}
