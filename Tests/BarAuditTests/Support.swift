import BarAuditKit
import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation

/// Paths and helpers shared by the tests.
enum Repository {
    /// The package root, found from this file's place in `Tests/BarAuditTests/`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples")

    /// The `baraudit` executable SwiftPM built beside the test bundle.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("baraudit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/baraudit")
    }()

    static func exampleFiles(extension fileExtension: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
    }
}

/// A fresh folder for one test's files, removed when the value is dropped.
final class Scratch {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("baraudit-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        let file = url.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: file)
        return file.path
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// What a command-line run printed and returned.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var output: String { standardOutput + standardError }
}

func runBarAudit(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> CommandResult {
    try runProcess(Repository.executable, arguments, in: directory, environment: environment)
}

/// The environment without variables that change report output (SOURCE_DATE_EPOCH, NO_COLOR).
var neutralEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { !["SOURCE_DATE_EPOCH", "NO_COLOR"].contains($0.key) }
}

func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the process runs, so a full stderr pipe cannot block it.
    nonisolated(unsafe) var stderr = Data()
    let stderrRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        stderr = err.fileHandleForReading.readDataToEndOfFile()
        stderrRead.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    stderrRead.wait()
    return CommandResult(status: process.terminationStatus,
                         standardOutput: String(decoding: stdout, as: UTF8.self),
                         standardError: String(decoding: stderr, as: UTF8.self))
}

/// A minimal valid XML bar around the given items.
func xmlBar(_ items: String, attributes: String = "selected=\"a\"", strings: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <baraudit version="1">
      <bar id="b" platform="ios" sourceLocale="en" \(attributes)>
    \(items)
      </bar>
    \(strings)
    </baraudit>

    """
}

func load(_ name: String, _ text: String) -> LoadedFile {
    DefinitionLoader().load(path: name, bytes: Array(text.utf8))
}

/// The model without source positions, which differ between encodings by nature.
func stripLocations(_ file: DefinitionFile) -> DefinitionFile {
    let nowhere = SourceLocation(file: "")
    func strip(_ text: Text?) -> Text? { text.map { Text($0.source, location: nowhere) } }
    var copy = file
    copy.path = ""
    copy.format = .xml
    copy.bars = file.bars.map { bar in
        var bar = bar
        bar.location = nowhere
        bar.selectionLocation = nowhere
        bar.size?.location = nowhere
        bar.items = bar.items.map { item in
            var item = item
            item.location = nowhere
            item.title = strip(item.title)
            item.badge = strip(item.badge)
            item.glyph?.location = nowhere
            item.frame?.location = nowhere
            item.accessibility.label = strip(item.accessibility.label)
            item.accessibility.value = strip(item.accessibility.value)
            item.accessibility.hint = strip(item.accessibility.hint)
            return item
        }
        return bar
    }
    copy.strings = file.strings.mapValues { table in
        var table = table
        table.location = nowhere
        table.entries = table.entries.mapValues { entry in
            var entry = entry
            entry.location = nowhere
            if case .plural(let variants) = entry.content {
                entry.content = .plural(variants.map { PluralVariant(categoryName: $0.categoryName, text: $0.text, location: nowhere) })
            }
            return entry
        }
        return table
    }
    return copy
}

/// The processor time the calling thread has used, in seconds. A bound on it holds on a loaded machine,
/// where a wall-clock bound of a second failed replays that take a tenth of it (three engineers' full runs
/// beside other builds, load 10 on two cores: 1.2–1.9 s of wall time).
func threadProcessorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The processor time `work` takes on the calling thread, in seconds: for a linear-time check of work done on that
/// thread, a ratio that other processes' load does not skew (wall time did, by the share of the processor each run got).
func processorSecondsTaken(_ work: () -> Void) -> Double {
    let started = threadProcessorSeconds()
    work()
    return threadProcessorSeconds() - started
}

/// How long `work` takes, in seconds (the hostile-input suites' linear-time checks).
func secondsTaken(_ work: () -> Void) -> TimeInterval {
    let started = Date()
    work()
    return Date().timeIntervalSince(started)
}
