/// The project's Kotlin functions as a caller graph, by name (`CodeProject.unseenComposable`): which functions a chain
/// of calls reaches from code that runs by itself (an entry, or a name written outside every function), and which only
/// from `@Preview` functions and test or debug source sets, with up to two of the files whose previews or tests reach
/// each (enough to tell whether any is another file than the function's own). Each name and call is followed once,
/// however the calls cycle: a project's files are read once for every composable asked about.
struct ComposableReach {
    /// False where a Kotlin file of the project could not be read: its calls are unknown.
    var isComplete = true
    private var ids: [String: Int] = [:]
    private var callees: [[Int]] = []
    private var roots: [Int] = []
    private var previewRoots: [(id: Int, file: Substring)] = []
    private var shown: [Bool] = []
    private var previewing: [[Substring]] = []

    private mutating func id(_ name: String) -> Int {
        if let id = ids[name] { return id }
        ids[name] = callees.count
        callees.append([])
        return callees.count - 1
    }

    /// Adds the calls of one file; every name a test or debug source set writes is reached by tests, whatever
    /// function of theirs writes it.
    mutating func add(_ calls: KotlinCalls, of file: Substring, isTestOrDebug: Bool) {
        for preview in calls.previews { previewRoots.append((id(preview), file)) }
        if isTestOrDebug {
            for use in calls.uses { previewRoots.append((id(use.name), file)) }
            return
        }
        for entry in calls.entries { roots.append(id(entry)) }
        for use in calls.uses {
            let callee = id(use.name)
            if let caller = use.caller { callees[id(caller)].append(callee) } else { roots.append(callee) }
        }
    }

    /// Follows the calls from the entries, then from the previews and tests: each function is visited once from the
    /// entries, and at most twice from the previews (once per file it gains).
    mutating func follow() {
        shown = Array(repeating: false, count: callees.count)
        var queue: [Int] = []
        for root in roots where !shown[root] {
            shown[root] = true
            queue.append(root)
        }
        while let caller = queue.popLast() {
            for callee in callees[caller] where !shown[callee] {
                shown[callee] = true
                queue.append(callee)
            }
        }
        previewing = Array(repeating: [], count: callees.count)
        for (root, file) in previewRoots where !shown[root] && gains(file, root) { queue.append(root) }
        while let caller = queue.popLast() {
            for callee in callees[caller] where !shown[callee] {
                for file in previewing[caller] where gains(file, callee) { queue.append(callee) }
            }
        }
    }

    /// Adds `file` to the previewing files of `id`, kept to two: whether it was added.
    private mutating func gains(_ file: Substring, _ id: Int) -> Bool {
        guard previewing[id].count < 2, !previewing[id].contains(file) else { return false }
        previewing[id].append(file)
        return true
    }

    /// Whether code that runs by itself reaches `function` (a name the project never writes is not reached).
    func isShown(_ function: String) -> Bool { ids[function].map { shown[$0] } ?? false }

    /// Up to two of the files whose previews or tests reach `function`, where nothing else does.
    func previewingFiles(of function: String) -> [Substring] { ids[function].map { previewing[$0] } ?? [] }
}
