import BarAuditCodeImport
import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Replays `Tests/fuzz/regressions/<target>/` — every input that ever crashed or hung a fuzz target or
/// the command line — through the same loaders the target drives, in process: a trap would end the
/// test run, and each input must be done within a second.
@Suite struct FuzzRegressionTests {
    static let regressions = Repository.root.appendingPathComponent("Tests/fuzz/regressions")

    struct Input: CustomTestStringConvertible, Sendable {
        var target: String
        var path: String
        var testDescription: String { "\(target)/\((path as NSString).lastPathComponent)" }
    }

    static let inputs: [Input] = {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []
        return targets.sorted().flatMap { target in
            let folder = regressions.appendingPathComponent(target)
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                .map { Input(target: target, path: folder.appendingPathComponent($0).path) }
        }
    }()

    static let engine = try! RuleEngine()

    @Test func everyTargetHasRegressions() {
        #expect(Set(Self.inputs.map(\.target)) == ["xml-loader", "json-loader", "strings-files", "storyboard", "config", "rule-engine",
                                                  "compose-code", "swift-code", "android-project", "read-back"])
    }

    @Test(arguments: inputs)
    func replays(_ input: Input) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: input.path)))
        let scratch = Scratch()
        let started = Date(), startedProcessor = threadProcessorSeconds()
        switch input.target {
        case "xml-loader", "json-loader", "rule-engine":
            let name = input.path.hasSuffix(".json") ? "input.json" : "input.xml"
            let loaded = DefinitionLoader().load(path: name, bytes: bytes)
            if let file = loaded.definition { _ = Self.engine.audit(file) }
            #expect(loaded.diagnostics.allSatisfy { !$0.message.contains("\n") })
            // As the xml-loader target does: the reader's two ways of reading agree.
            if name == "input.xml" { _ = try XMLStreamingTests.readsAlike(input.testDescription, bytes: bytes) }
        case "storyboard":
            // As the fuzz target does: the storyboard importer, and the Android menu importer.
            for name in ["Base.lproj/Main.storyboard", "res/menu/bottom.xml"] {
                let loaded = DefinitionLoader().load(path: scratch.write(name, bytes: bytes))
                if let file = loaded.definition { _ = Self.engine.audit(file) }
                #expect(loaded.diagnostics.allSatisfy { !$0.message.contains("\n") })
            }
        case "strings-files":
            let name = (input.path as NSString).lastPathComponent
            let path = scratch.write(name, bytes: bytes)
            let diagnostics = name.hasSuffix(".strings") ? StringsFiles.appleStrings(path: path).diagnostics
                : name.hasSuffix(".stringsdict") ? StringsFiles.stringsdict(path: path).diagnostics
                : name.hasSuffix(".xcstrings") ? StringCatalog.read(path: path).diagnostics
                : StringsFiles.androidStrings(path: path).result.diagnostics
            #expect(diagnostics.allSatisfy { !$0.message.contains("\n") && $0.location.line > 0 }, "\(diagnostics)")
        case "compose-code", "swift-code":
            // As the targets do: the reader with the file's own declarations, then the importer in a project.
            let source = String(decoding: bytes, as: UTF8.self)
            let main: String
            if input.target == "compose-code" {
                let file = KotlinFile(source: source)
                var declarations = KotlinDeclarations()
                declarations.add(file)
                _ = ComposeReader.read(file, declarations: declarations)
                // The input as another file of a bar calling its item wrappers and tab list (`otherFilesBar`).
                let bar = KotlinFile(source: "package app\nfun Bar(current: Tab) {\n    androidx.compose.material3.NavigationBar {\n        NavBarItem(selected = true, item = Tab.Home, onClick = {})\n"
                    + "        Tab.tabs().forEach { tab -> NavBarItem(selected = tab == current, item = tab, onClick = {}) }\n    }\n}\n")
                declarations.add(bar)
                _ = ComposeReader.read(bar, declarations: declarations)
                scratch.write("settings.gradle", "include ':app'\n")
                main = scratch.write("app/src/main/java/Main.kt", bytes: bytes)
            } else {
                var declarations = SwiftDeclarations()
                declarations.add(source: source)
                declarations.finish()
                _ = SwiftTabReader.read(source: source, declarations: declarations)
                // As an `.xcconfig` (which may include itself) and a manifest read for its `defaultLocalization`.
                _ = XcodeConfigurationFile(path: scratch.write("Config/App.xcconfig", bytes: bytes)).value("TARGETED_DEVICE_FAMILY")
                _ = AppleBundle.defaultLocalization(inManifest: source)
                scratch.write("Package.swift", "")
                // An input found by the Objective-C tab reader is read as the `.m` file it is.
                main = scratch.write(input.path.hasSuffix(".m") ? "App/Tabs.m" : "App/Tabs.swift", bytes: bytes)
            }
            let loaded = DefinitionLoader().load(path: main)
            if let file = loaded.definition { _ = Self.engine.audit(file) }
            #expect(loaded.diagnostics.allSatisfy { !$0.message.contains("\n") && $0.location.line > 0 }, "\(loaded.diagnostics)")
        case "android-project":
            // The project's files separated by NUL bytes, as the target reads them (see android-project.swift).
            let sections = bytes.split(separator: 0, maxSplits: 7, omittingEmptySubsequences: false)
            let qualifier = sections.count > 3 ? String(decoding: sections[3].prefix { $0 != 0x0A && $0 != 0x0D }.prefix(100).filter { $0 != UInt8(ascii: "/") }, as: UTF8.self) : ""
            let roles = ["settings.gradle", "app/build.gradle", "app/src/main/res/values/strings.xml", "", "app/src/main/res/values-\(qualifier)/strings.xml",
                         "app/src/main/res/layout/main.xml", "app/src/main/res/values/styles.xml", "app/src/main/res/menu/bottom.xml"]
            for (index, section) in sections.enumerated() where !roles[index].isEmpty && !(index == 4 && qualifier.isEmpty) {
                scratch.write(roles[index], bytes: Array(section))
            }
            let discovered = DefinitionDiscovery.discover([scratch.path(".")])
            for path in discovered.files {
                let loaded = DefinitionLoader().load(path: path)
                if let file = loaded.definition { _ = Self.engine.audit(file) }
                #expect(loaded.diagnostics.allSatisfy { !$0.message.contains("\n") }, "\(loaded.diagnostics)")
            }
        case "config":
            do {
                _ = try Configuration.load(path: scratch.write("baraudit.yml", bytes: bytes))
            } catch let error as ConfigurationError {
                #expect(!error.description.contains("\n") && error.location.line > 0, "\(error)")
            }
        case "read-back":
            // As the target does: a baseline, then a JSON report; a refusal is one located line.
            let path = scratch.write("baraudit.json", bytes: bytes)
            do {
                _ = try Baseline.read(from: path)
            } catch let error as BaselineError {
                #expect(!error.description.contains("\n") && error.description.hasPrefix(path + ":"), "\(error)")
            }
            do {
                _ = try JSONReportReader.read(path: path)
            } catch let error as ReportReadError {
                #expect(!error.description.contains("\n") && error.description.hasPrefix(path + ":"), "\(error)")
            }
        default:
            Issue.record("unknown fuzz target folder '\(input.target)'")
        }
        // A second of this thread's processor time; ten of wall time, in case the work went to other threads.
        let processor = threadProcessorSeconds() - startedProcessor, wall = Date().timeIntervalSince(started)
        #expect(processor < 1 && wall < 10, "\(input.testDescription) took \(processor) s of processor time, \(wall) s in all")
    }

    /// The pathological patterns and strings of the issue, each within a second.
    @Test func globsDoNotBacktrack() {
        let started = Date()
        let pattern = Glob(String(repeating: "**/", count: 200) + "x/*a*a*a*a*a*a*a*b")
        let path = Array(repeating: "d", count: 300).joined(separator: "/") + "/" + String(repeating: "a", count: 2000)
        #expect(!pattern.matches(path))
        #expect(Glob(String(repeating: "**/", count: 200) + "x").matches("a/b/c/x"))
        #expect(Date().timeIntervalSince(started) < 1)
    }

    /// A string of 500,000 escapes: JSON's `\u0628` (what Python's json.dumps writes for Arabic) and a
    /// `.strings` file's `\U0628`. Each escape copied the text decoded so far: these took 11 s (13 MB
    /// of JSON took 90 s); linear, about 3 s in a debug build. The time is compared with a tenth of the
    /// input's, so that a busy machine does not fail it: linear is about 10 times that, quadratic 100.
    @Test func escapedStringsAreLinear() {
        func load(escapes: Int) -> TimeInterval {
            let scratch = Scratch()
            let json = #"{"version": 1, "bars": [{"id": "b", "platform": "ios", "sourceLocale": "en", "selected": "a", "items": [{"id": "a", "title": ""#
                + String(repeating: #"\u0628"#, count: escapes) + #""}, {"id": "c", "title": "Search"}]}]}"#
            let strings = #""Rdr-Now-TB.title" = ""# + String(repeating: #"\U0628"#, count: escapes) + "\";\n"
            scratch.write("App/Base.lproj/Main.storyboard", (try? String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)) ?? "")
            scratch.write("App/de.lproj/Main.strings", strings)
            let started = Date()
            let loaded = DefinitionLoader().load(path: "long.json", bytes: Array(json.utf8))
            #expect(loaded.diagnostics.map(\.message) == ["the text of item 'a' has \(escapes) characters; at most 100000 per string are supported"])
            let imported = DefinitionLoader().load(path: scratch.path("App/Base.lproj/Main.storyboard"))
            #expect(imported.diagnostics.contains { $0.message.hasPrefix("'Rdr-Now-TB.title' in 'de' has \(escapes) characters") }, "\(imported.diagnostics)")
            return Date().timeIntervalSince(started)
        }
        let tenth = load(escapes: 150_000), whole = load(escapes: 1_500_000)
        #expect(whole < max(8, 30 * tenth), "\(whole) s, a tenth of it \(tenth) s")
    }

    /// A SwiftUI label is its own key: a message about a label of 200,000 characters quotes 120 of them.
    @Test func messagesQuoteLongKeysShortened() {
        let scratch = Scratch()
        let label = String(repeating: "ب", count: 200_000)
        let path = scratch.write("Root.swift", "import SwiftUI\nstruct Root: View {\n    var body: some View {\n        TabView {\n"
            + "            Text(\"a\").tabItem { Label(\"\(label)\", systemImage: \"house\") }\n"
            + "            Text(\"b\").tabItem { Label(\"Search\", systemImage: \"magnifyingglass\") }\n        }\n    }\n}\n")
        let loaded = DefinitionLoader().load(path: path)
        let message = loaded.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("'" + String(repeating: "ب", count: 120) + "…' in 'en' has 200000 characters"), "\(message.prefix(300))")
    }

    /// "Did you mean" costs the product of the lengths per candidate: a long name, or a generated bar's
    /// thousands of long item ids, get no hint; typos get theirs.
    @Test func hintsAreBounded() {
        let ids = (0..<20_000).map { String(repeating: "x", count: 60) + String($0) }
        let started = Date()
        #expect(closestName(to: String(repeating: "x", count: 60) + "19999y", among: ids) == nil)
        #expect(closestName(to: String(repeating: "b", count: 100_000), among: ["badge-dot-unannounced"]) == nil)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(closestName(to: "badge-dot-unanounced", among: ["badge-dot-unannounced", "badge-overflow-unspoken"]) == "badge-dot-unannounced")
        #expect(closestName(to: "fwe", among: ["few", "many"]) == "few")
    }

    @Test func placeholdersAreLinear() {
        let text = "عناصر " + String(repeating: "%d و ", count: 5000)
        let stars = String(repeating: "%1$*2$.*3$d %<s ", count: 2000)
        let started = Date()
        for syntax in [FormatSyntax.foundation, .java] {
            #expect(FormatSpecifier.parse(text, syntax: syntax).count == 5000)
            #expect(!FormatSpecifier.substitute(3, in: text, syntax: syntax).contains("%d"))
            #expect(FormatSpecifier.parse(stars, syntax: syntax).count == (syntax == .foundation ? 2000 : 0))
        }
        #expect(Date().timeIntervalSince(started) < 1)
    }
}
