import BarAuditLoading
import BarAuditModel
import Foundation

public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
}

extension Baseline {
    public static func read(from path: String) throws -> Baseline {
        let bytes: [UInt8]
        switch FileBytes.read(named: path, limit: FileBytes.projectFileLimit) {
        case .success(let read): bytes = read
        case .failure(let why): throw BaselineError(description: "\(path): cannot read the baseline: \(why)")
        }
        if let problem = JSONDocumentProblem.tooManyValues(in: bytes, path: path) { throw BaselineError(description: problem) }
        // Scanned once, for its repeated members and, should it not decode, for what it names instead. A document
        // the scanner refuses is refused where it breaks, as `merge` refuses a report: JSONDecoder takes some of them
        // (a lone surrogate `\ud800`, a number past a double's range), and a baseline whose `version` was given twice
        // beside such a value was read with one of them without a line.
        let scanned = JSONPositionScanner.scan(bytes)
        if case .failure(let syntax) = scanned {
            throw BaselineError(description: "\(JSONDocumentProblem.malformed(syntax, in: bytes, path: path)) (not a BarAudit baseline; write one with --write-baseline)")
        }
        if case .success(let scanned) = scanned,
           let duplicate = JSONReportReader.duplicateMember(in: JSONReportReader.Value(node: scanned.root, offset: scanned.rootOffset),
                                                            check: JSONReportReader.Checker(bytes: bytes, path: path)) {
            throw BaselineError(description: duplicate.description)
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
            guard baseline.format == formatName, baseline.version == 1 else {
                throw BaselineError(description: "\(otherFormatOrVersion(in: scanned, bytes: bytes, path: path) ?? "\(path): not a version 1 BarAudit baseline")")
            }
            return baseline
        } catch let error as BaselineError {
            throw error
        } catch {
            let problem = otherFormatOrVersion(in: scanned, bytes: bytes, path: path) ?? JSONDocumentProblem.describe(error, in: bytes, path: path)
            throw BaselineError(description: "\(problem) (not a BarAudit baseline; write one with --write-baseline)")
        }
    }

    /// Where the document names another format or version than a baseline's, located and quoted as what
    /// `baraudit merge` reads back is: another format or version named only the file (a forged format was not
    /// quoted at all), and a version JSONDecoder's `Int` does not hold (`1.5`, `1e308`) gave Foundation's
    /// "The given data was not valid JSON." at 1:1. Read only when the baseline did not decode as one.
    private static func otherFormatOrVersion(in scan: Result<(root: JSONPositionScanner.Node, rootOffset: Int), JSONPositionScanner.SyntaxError>,
                                             bytes: [UInt8], path: String) -> String? {
        guard case .success(let scanned) = scan else { return nil }
        let root = JSONReportReader.Value(node: scanned.root, offset: scanned.rootOffset)
        let check = JSONReportReader.Checker(bytes: bytes, path: path)
        if let format = root["format"], format.string != formatName {
            return check.at("format").fail("expected the format \"\(formatName)\", found \(check.kind(of: format))").description
        }
        if let version = root["version"], version.integer != 1 {
            return check.at("version").fail("expected baseline version 1, found \(check.kind(of: version))").description
        }
        return nil
    }

    /// Sorted keys and one entry per line, so baselines diff well in review.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}

/// Compares a run's findings with a baseline, one file at a time, so files can be compared on worker
/// tasks: each entry accounts for one finding of its file (two identical findings need two entries).
/// Entries are looked up by fingerprint, which includes the finding's own file; a file's findings are
/// compared with every entry of that fingerprint, so the outcome never depends on which file is
/// compared first.
public struct BaselineMatcher: Sendable {
    public let baseline: Baseline
    private let counts: [String: Int]

    public init(_ baseline: Baseline) {
        self.baseline = baseline
        counts = baseline.findings.reduce(into: [:]) { $0[$1.fingerprint, default: 0] += 1 }
    }

    /// Moves the findings the baseline records out of the file's counting findings; returns how many
    /// entries of each fingerprint the file used.
    public func apply(to file: inout FileResult) -> [String: Int] {
        var used: [String: Int] = [:]
        file.suppress { finding in
            let fingerprint = finding.baselineFingerprint
            guard let count = counts[fingerprint], used[fingerprint, default: 0] < count else { return nil }
            used[fingerprint, default: 0] += 1
            return .baseline
        }
        return used
    }

    /// The entries no file used, given the uses `apply` returned for every file of the run (summed).
    public func fixedEntries(used: [String: Int]) -> [BaselineEntry] {
        var remaining = used
        return baseline.findings.filter { entry in
            guard let count = remaining[entry.fingerprint], count > 0 else { return true }
            remaining[entry.fingerprint] = count - 1
            return false
        }
    }
}
