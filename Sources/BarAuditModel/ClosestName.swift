/// The candidate closest to a misspelt name, for "did you mean" hints; nil when none is close.
public func closestName(to name: String, among candidates: [String]) -> String? {
    // Each distance costs the product of the lengths: names longer than anyone types by hand and lists
    // longer than any vocabulary (a generated bar's 100,000 item ids) get no hint, and a candidate whose
    // length alone puts it past the threshold is not compared.
    let length = name.count
    guard length <= 64, candidates.count <= 10_000 else { return nil }
    let threshold = max(2, length / 3)
    let lowercased = name.lowercased()
    let scored = candidates.compactMap { candidate -> (String, Int)? in
        guard abs(candidate.count - length) <= threshold else { return nil }
        return (candidate, editDistance(lowercased, candidate.lowercased()))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= threshold else { return nil }
    return best.0
}

/// Edits between two strings, a swap of neighbouring characters counting as one (typos like "fwe").
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}
