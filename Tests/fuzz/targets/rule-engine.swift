import BarAuditLoading
import BarAuditRules

/// Every rule on whatever bar the input loads as (XML or JSON, by its first character).
private let engine = try! RuleEngine()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuleEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let name = bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.xml"
    if let file = DefinitionLoader().load(path: name, bytes: bytes).definition {
        _ = engine.audit(file)
    }
    return 0
}
