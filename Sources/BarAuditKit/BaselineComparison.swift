import BarAuditModel
import Foundation

public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
}

extension Baseline {
    public static func read(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw BaselineError(description: "\(path): cannot read the baseline") }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.format == formatName, baseline.version == 1 else {
                throw BaselineError(description: "\(path): not a version 1 BarAudit baseline")
            }
            return baseline
        } catch let error as BaselineError {
            throw error
        } catch {
            throw BaselineError(description: "\(path): not a BarAudit baseline (\(error))")
        }
    }

    /// Sorted keys and one entry per line, so baselines diff well in review.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Moves the findings the baseline records out of the counting findings (each entry accounts for one
    /// finding, so two identical findings need two entries), and lists the entries nothing matched.
    public func apply(to report: inout AuditReport) {
        var remaining: [String: Int] = [:]
        for entry in findings { remaining[entry.fingerprint, default: 0] += 1 }
        for fileIndex in report.files.indices {
            for checkIndex in report.files[fileIndex].checks.indices {
                var kept: [Finding] = []
                for finding in report.files[fileIndex].checks[checkIndex].findings {
                    let fingerprint = finding.baselineFingerprint
                    if let count = remaining[fingerprint], count > 0 {
                        remaining[fingerprint] = count - 1
                        report.files[fileIndex].checks[checkIndex].suppressed.append(SuppressedFinding(finding: finding, source: .baseline))
                    } else {
                        kept.append(finding)
                    }
                }
                report.files[fileIndex].checks[checkIndex].findings = kept
            }
        }
        report.usedBaseline = true
        report.fixedBaselineEntries = findings.filter { entry in
            guard let count = remaining[entry.fingerprint], count > 0 else { return false }
            remaining[entry.fingerprint] = count - 1
            return true
        }
    }
}
