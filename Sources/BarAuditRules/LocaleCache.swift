import Synchronization

/// A value computed once per key and shared by all threads (per-locale ICU facts, compiled patterns).
final class LocaleCache<Value: Sendable>: Sendable {
    private let values = Mutex<[String: Value]>([:])

    func value(for key: String, _ compute: () -> Value) -> Value {
        if let cached = values.withLock({ $0[key] }) { return cached }
        let computed = compute()
        values.withLock { $0[key] = computed }
        return computed
    }
}
