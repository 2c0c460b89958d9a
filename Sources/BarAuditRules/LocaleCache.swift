import Synchronization

/// A value computed once per key and shared by all threads (per-locale ICU facts, compiled patterns, a
/// bar's facts). A key's value is computed by the first thread that asks; threads asking for the same key
/// meanwhile wait for it instead of computing it again (a large bar's rules run on several threads, and
/// its tables are the costly part). Different keys are computed independently, so a computation may read
/// other keys — but never its own, nor one whose computation reads it (each would wait for the other).
final class LocaleCache<Value: Sendable>: Sendable {
    /// Values computed, read with one lock.
    private let ready = Mutex<[String: Value]>([:])
    /// One cell per key being computed or computed: the first thread computes it, the others wait.
    private let slots = Mutex<[String: Once<Value>]>([:])

    func value(for key: String, _ compute: () -> Value) -> Value {
        if let value = ready.withLock({ $0[key] }) { return value }
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Once<Value>()
            slots[key] = slot
            return slot
        }
        let value = slot.value(compute)
        ready.withLock { $0[key] = value }
        return value
    }

    /// Forgets the key's value (computed again when next asked). Only when no thread is computing it.
    func remove(_ key: String) {
        ready.withLock { _ = $0.removeValue(forKey: key) }
        slots.withLock { _ = $0.removeValue(forKey: key) }
    }
}

/// A value computed once, by the first thread that asks, and then read without taking a lock (checks
/// of a large bar read their locale's tables millions of times, from several threads).
final class Once<Value: Sendable>: @unchecked Sendable {
    /// Set, with release ordering, only after `value` is written; `value` is never written again.
    private let isSet = Atomic<Bool>(false)
    private let writing = Mutex(())
    private var value: Value?

    func value(_ compute: () -> Value) -> Value {
        if isSet.load(ordering: .acquiring), let value { return value }
        return writing.withLock { _ in
            if isSet.load(ordering: .acquiring), let value { return value }
            let computed = compute()
            value = computed
            isSet.store(true, ordering: .releasing)
            return computed
        }
    }
}
