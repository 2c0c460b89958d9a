import Foundation

/// Where an audit's time goes, for the benchmark (`BARAUDIT_PHASE_TIMES=1 baraudit audit …` prints it to
/// standard error). Times are CPU time, so that a busy machine does not inflate them: each phase is the
/// time of the threads doing it, summed over the workers; setup is the process's CPU time before the
/// first file (start-up, argument parsing, configuration, catalog, engine, report files).
public final class PhaseTimes: @unchecked Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        /// The process's CPU time until the first file is handed out.
        case setup
        /// Reading, importing and resolving a file into the model.
        case load
        /// Running the rules and grouping their findings into defects.
        case rules
        /// Rendering each file's part of every report.
        case render
        /// Appending the parts to the reports and closing them.
        case write
    }

    public static let environmentVariable = "BARAUDIT_PHASE_TIMES"

    private let lock = NSLock()
    private var nanoseconds: [Phase: UInt64] = [:]
    /// How much each phase raised the process's peak resident memory (Linux's VmHWM), in KiB: which
    /// phase a large input's memory goes to.
    private var peakGrowth: [Phase: Int] = [:]
    private let started = DispatchTime.now().uptimeNanoseconds

    private static func cpuTime(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    public init() {}

    /// A clock when the environment asks for phase times, otherwise nil (and nothing is measured).
    public static func fromEnvironment() -> PhaseTimes? {
        ProcessInfo.processInfo.environment[environmentVariable] == "1" ? PhaseTimes() : nil
    }

    /// Runs `work` (synchronous, so on one thread) and adds the thread's CPU time to `phase`.
    public func measure<Result>(_ phase: Phase, _ work: () throws -> Result) rethrows -> Result {
        let start = Self.cpuTime(CLOCK_THREAD_CPUTIME_ID), peak = Self.peakResidentKiB()
        defer {
            add(phase, Self.cpuTime(CLOCK_THREAD_CPUTIME_ID) - start)
            let growth = Self.peakResidentKiB() - peak
            lock.lock()
            peakGrowth[phase, default: 0] += growth
            lock.unlock()
        }
        return try work()
    }

    /// The process's peak resident memory so far (VmHWM in /proc/self/status), 0 where there is none.
    private static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Records the process's CPU time so far as the setup phase.
    public func endSetup() {
        add(.setup, Self.cpuTime(CLOCK_PROCESS_CPUTIME_ID))
    }

    private func add(_ phase: Phase, _ elapsed: UInt64) {
        lock.lock()
        nanoseconds[phase, default: 0] += elapsed
        lock.unlock()
    }

    /// `baraudit: phase times (ms): setup=9.10 load=0.52 rules=1.20 render=0.40 write=0.10 cpu=11.60 wall=14.02;
    /// peak memory growth (MiB): load=3 rules=1 render=0 write=0 peak=24`: the phases' CPU time, the
    /// process's CPU time so far, the wall time since the clock was created, how much each phase raised
    /// the peak resident memory, and the peak.
    public var summary: String {
        lock.lock()
        defer { lock.unlock() }
        func milliseconds(_ nanoseconds: UInt64) -> String { String(format: "%.2f", Double(nanoseconds) / 1e6) }
        let phases = Phase.allCases.map { "\($0.rawValue)=\(milliseconds(nanoseconds[$0] ?? 0))" }
        let growth = Phase.allCases.compactMap { phase in peakGrowth[phase].map { "\(phase.rawValue)=\($0 / 1024)" } }
        return "baraudit: phase times (ms): \(phases.joined(separator: " ")) cpu=\(milliseconds(Self.cpuTime(CLOCK_PROCESS_CPUTIME_ID)))"
            + " wall=\(milliseconds(DispatchTime.now().uptimeNanoseconds - started))"
            + "; peak memory growth (MiB): \(growth.joined(separator: " ")) peak=\(Self.peakResidentKiB() / 1024)"
    }
}

extension Optional where Wrapped == PhaseTimes {
    /// Runs `work`, measured as `phase` when there is a clock: callers need not branch.
    public func measure<Result>(_ phase: PhaseTimes.Phase, _ work: () throws -> Result) rethrows -> Result {
        guard let clock = self else { return try work() }
        return try clock.measure(phase, work)
    }
}
