/// One finding recorded in a baseline file.
public struct BaselineEntry: Hashable, Sendable, Codable {
    public var fingerprint: String
    public var rule: String
    public var file: String
    public var bar: String?
    public var item: String?
    public var locale: String?
    public var message: String

    public init(fingerprint: String, rule: String, file: String, bar: String?, item: String?, locale: String?, message: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.file = file
        self.bar = bar
        self.item = item
        self.locale = locale
        self.message = message
    }

    public init(_ finding: Finding) {
        fingerprint = finding.baselineFingerprint
        rule = finding.ruleID
        file = finding.location.file
        bar = finding.barID
        item = finding.itemID
        locale = finding.locale
        message = finding.message
    }
}

/// Findings accepted when a team adopts BarAudit on an app that already has them: later runs report only
/// new findings, and entries that no longer occur as fixed, so the baseline shrinks over time.
public struct Baseline: Hashable, Sendable, Codable {
    public static let formatName = "baraudit-baseline"
    public var format = Baseline.formatName
    public var version = 1
    public var findings: [BaselineEntry]

    public init(findings: [Finding]) {
        self.findings = findings.map(BaselineEntry.init).sorted { ($0.file, $0.fingerprint, $0.message) < ($1.file, $1.fingerprint, $1.message) }
    }
}

extension Finding {
    /// What a baseline matches on: rule, file, bar, item, locale and the message with locations and
    /// white space normalised — never the line, so edits elsewhere in the file keep it.
    public var baselineFingerprint: String {
        var normalised = BaselineKey.normalise(message)
        normalised = [ruleID, location.file, barID ?? "", itemID ?? "", locale ?? "", normalised].joined(separator: "\u{1F}")
        return BaselineKey.hash(normalised)
    }
}

enum BaselineKey {
    /// Lowercased, white space collapsed, and `path:12:5` locations inside messages reduced to the path.
    /// Fingerprints of baselines and SARIF results are made from it, so it never changes; `normaliseByScalars`
    /// gives the same text faster for the usual message, whose every character is one scalar.
    static func normalise(_ message: String) -> String {
        if let normalised = normaliseByScalars(message) { return normalised }
        return message.lowercased().split(whereSeparator: \.isWhitespace).map(withoutPosition).joined(separator: " ")
    }

    /// `normalise` by scalars instead of characters: nil unless every character of the lowercased text is a
    /// single scalar (then a character's white space and number properties are its scalar's, and the two
    /// walks split and keep the same). Splitting into characters was most of a fingerprint's cost (a hundred
    /// thousand instructions for a message of 300 characters), and SARIF, JSON reports and baselines take
    /// one per defect. Each scalar is lowercased as `lowercased()` lowercases it (its lowercase mapping;
    /// ASCII letters by their bit) on the way: the lowercased copy of each message was half the walk's cost.
    static func normaliseByScalars(_ message: String) -> String? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(message.utf8.count)
        for scalar in message.unicodeScalars {
            if scalar.isASCII {
                scalars.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
            } else {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        // Scalars of these ranges never join a neighbour into one character (no combining marks, joiners,
        // prepended signs or jamo); CR LF, the one pair that does, is white space either way. Text with
        // any other scalar is counted by characters first.
        let joinsNoNeighbour = scalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x300, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E, 0x3041...0x3096, 0x30A1...0x30FA,
                 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
            default: false
            }
        }
        guard joinsNoNeighbour || String(String.UnicodeScalarView(scalars)).count == scalars.count else { return nil }
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
        }
        func isNumber(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
        }
        // Built as UTF-8: appending scalar slices to a scalar view took most of the time.
        var result: [UInt8] = []
        result.reserveCapacity(scalars.count)
        func append(_ part: ArraySlice<Unicode.Scalar>) {
            for scalar in part {
                if scalar.value < 0x80 { result.append(UInt8(scalar.value)) } else { UTF8.encode(scalar) { result.append($0) } }
            }
        }
        var start = 0
        // A word may normalise to nothing (`:12`), and still takes its space.
        var isFirstWord = true
        while start < scalars.count {
            guard !isWhitespace(scalars[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, !isWhitespace(scalars[end]) { end += 1 }
            if !isFirstWord { result.append(0x20) }
            isFirstWord = false
            // `withoutPosition`: the line and column that follow a path, whatever closes the word.
            let word = scalars[start..<end]
            let body = word.prefix { $0 != ")" && $0 != "," && $0 != ";" }
            let parts = body.split(separator: ":", omittingEmptySubsequences: false)
            let numbers = parts.reversed().prefix { !$0.isEmpty && $0.allSatisfy(isNumber) }.count
            if numbers > 0, numbers < parts.count {
                for (index, part) in parts.dropLast(numbers).enumerated() {
                    if index > 0 { result.append(0x3A) }
                    append(part)
                }
            } else {
                append(word)
            }
            start = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `a.xml:3:5)` → `a.xml`: the line and column that follow a path, whatever closes the word.
    static func withoutPosition(_ word: Substring) -> Substring {
        let body = word.prefix { ![")", ",", ";"].contains($0) }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.reversed().prefix { !$0.isEmpty && $0.allSatisfy(\.isNumber) }.count
        guard numbers > 0, numbers < parts.count else { return word }
        return parts.dropLast(numbers).joined(separator: ":")[...]
    }

    static func hash(_ text: String) -> String {
        String(stableHash(text), radix: 16).leftPadded(to: 16)
    }
}

/// FNV-1a, 64 bits: the same on every machine and run (Swift's Hasher is seeded per process).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
