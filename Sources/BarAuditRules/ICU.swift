import CICUBridge

/// The system ICU that every locale-aware rule uses (through the C bridge, never Foundation's ICU).
public enum ICU {
    public static let version: String = read(baraudit_icu_version)
    public static let cldrVersion: String = read(baraudit_cldr_version)

    private static func read(_ query: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        guard query(&buffer, Int32(buffer.count)) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
