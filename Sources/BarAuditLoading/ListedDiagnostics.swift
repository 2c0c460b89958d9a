import BarAuditModel

/// The problems one reader finds in one file, the first `maximum` of them kept and the rest counted. A 16 MB
/// definition of five million empty objects (`"bars": [{}, {}, …]`) has four problems each: kept whole, their
/// twenty million diagnostics ran the run out of memory before a line was written (XML's `<bar/>` the same).
struct ListedDiagnostics {
    static let maximum = 10_000

    private var listed: [InputDiagnostic] = []
    private var firstUnlisted: InputDiagnostic?
    private var unlistedCounts: [Severity: Int] = [:]

    mutating func append(_ diagnostic: InputDiagnostic) {
        guard listed.count >= Self.maximum else {
            listed.append(diagnostic)
            return
        }
        if firstUnlisted == nil { firstUnlisted = diagnostic }
        unlistedCounts[diagnostic.severity, default: 0] += 1
    }

    /// Errors a reader counted without making them (libxml2's past `LibXML.ErrorSink.maximumEntries`), after the
    /// first one left out.
    mutating func countMore(errors: Int) {
        guard errors > 0 else { return }
        unlistedCounts[.error, default: 0] += errors
    }

    var isEmpty: Bool { listed.isEmpty }

    /// The kept problems, and one line at the first unlisted one counting the rest (as severe as the worst).
    var all: [InputDiagnostic] {
        guard !unlistedCounts.isEmpty, let location = firstUnlisted?.location ?? listed.last?.location else { return listed }
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            guard let count = unlistedCounts[severity] else { return nil }
            return "\(count) \(severity.compilerWord)\(count == 1 ? "" : "s")"
        }
        return listed + [InputDiagnostic(
            severity: unlistedCounts.keys.max() ?? .error,
            message: "\(counts.joined(separator: " and ")) more are not listed (the first of them here); at most \(Self.maximum) problems per file are listed",
            location: location)]
    }
}
