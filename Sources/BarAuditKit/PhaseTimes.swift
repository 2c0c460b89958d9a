import Foundation

/// Where an audit's time goes, for the benchmark (`BARAUDIT_PHASE_TIMES=1 baraudit audit …` prints it to
/// standard error). Phases that run on worker tasks are summed over the workers, so with several jobs
/// they add up to more than the run's wall time.
public final class PhaseTimes: @unchecked Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        /// From the command's start to the first file: configuration, rule catalog, engine, report files.
        case setup
        /// Reading, importing and resolving a file into the model.
        case load
        case rules
        /// Rendering each file's part of every report.
        case render
        /// Appending the parts to the reports and closing them.
        case write
    }

    public static let environmentVariable = "BARAUDIT_PHASE_TIMES"

    private let lock = NSLock()
    private var nanoseconds: [Phase: UInt64] = [:]
    private let started = DispatchTime.now().uptimeNanoseconds

    public init() {}

    /// A clock when the environment asks for phase times, otherwise nil (and nothing is measured).
    public static func fromEnvironment() -> PhaseTimes? {
        ProcessInfo.processInfo.environment[environmentVariable] == "1" ? PhaseTimes() : nil
    }

    public func measure<Result>(_ phase: Phase, _ work: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, DispatchTime.now().uptimeNanoseconds - start) }
        return try work()
    }

    /// Counts the time from this clock's creation to now as `phase`.
    public func endPhaseStartedAtCreation(_ phase: Phase) {
        add(phase, DispatchTime.now().uptimeNanoseconds - started)
    }

    private func add(_ phase: Phase, _ elapsed: UInt64) {
        lock.lock()
        nanoseconds[phase, default: 0] += elapsed
        lock.unlock()
    }

    /// `baraudit: phase times (ms): setup=3.10 load=0.52 rules=1.20 render=0.40 write=0.10 total=5.60`;
    /// total is the wall time since the clock was created.
    public var summary: String {
        lock.lock()
        defer { lock.unlock() }
        let total = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        let phases = Phase.allCases.map { "\($0.rawValue)=\(String(format: "%.2f", Double(nanoseconds[$0] ?? 0) / 1e6))" }
        return "baraudit: phase times (ms): \(phases.joined(separator: " ")) total=\(String(format: "%.2f", total))"
    }
}

extension Optional where Wrapped == PhaseTimes {
    /// Runs `work`, measured as `phase` when there is a clock: callers need not branch.
    public func measure<Result>(_ phase: PhaseTimes.Phase, _ work: () throws -> Result) rethrows -> Result {
        guard let clock = self else { return try work() }
        return try clock.measure(phase, work)
    }
}
