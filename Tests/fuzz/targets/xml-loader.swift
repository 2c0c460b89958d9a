@testable import BarAuditLoading

/// The XML bar definition reader and builder, through the loader's public entry; and the reader's two ways
/// of reading, which must agree: a document the stream takes is one the whole reading takes without a word,
/// to the same raw tree (`XMLStreamingTests` checks the same on the repository's documents).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DefinitionLoader().load(path: "fuzz.xml", bytes: bytes)
    let source = SourceText(path: "fuzz.xml", bytes: bytes)
    guard let streamed = XMLDefinitionReader.streamed(source) else { return 0 }
    let whole = XMLDefinitionReader.readWhole(source)
    guard let root = whole.root, whole.diagnostics.isEmpty else {
        fatalError("the stream took a document the whole reading reports on: \(whole.diagnostics)")
    }
    var streamedTree = "", wholeTree = ""
    dump(streamed, to: &streamedTree)
    dump(root, to: &wholeTree)
    guard streamedTree == wholeTree else { fatalError("the stream and the whole reading give different trees") }
    return 0
}
