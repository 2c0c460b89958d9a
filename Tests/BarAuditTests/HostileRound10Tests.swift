import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 10 of hand-made hostile inputs (README, "Round 10: hostile inputs, round 9's open items and the
/// CLI's edges"): String Catalogs read without Foundation's JSON objects, plural variables read in bytes,
/// readers with a size limit of their own that stop reading there.
@Suite struct HostileRound10Tests {
    /// The peak resident memory of this process so far, in bytes.
    static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    /// A String Catalog of one key with `count` device variations besides `iphone` (12 MB at 200,000).
    static func deviceCatalog(_ count: Int) -> String {
        let unit = "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"x\"}}"
        var devices = (0..<count).map { "\"d\($0)\": \(unit)" }
        devices.append("\"iphone\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Входящие\"}}")
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"k\": {\"localizations\": {\"ru\": {\"variations\": {\"device\": {\(devices.joined(separator: ", "))}}}}}}}"
    }

    /// A catalog was parsed twice, by the position scanner and by JSONSerialization, whose Foundation
    /// objects took some 1.6 KB a value: one key with 200,000 device variations (12 MB) took 1.3 GB, and
    /// 800,000 (52 MB) ran past 20 s and 4 GB of address space with nothing printed for any file. It is read
    /// from the scanner's tree alone.
    @Test func aCatalogOfManyDeviceVariationsIsReadInLittleMemory() throws {
        let scratch = Scratch()
        let path = scratch.write("Localizable.xcstrings", Self.deviceCatalog(200_000))
        let before = Self.peakMemory()
        let result = StringCatalog.read(path: path)
        let grown = Self.peakMemory() - before
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.tables["ru"]?["k"]?.content == .text("Входящие"))
        // The scanner's tree: some 100 bytes a value (800,000 values); JSONSerialization's objects 1.3 GB.
        #expect(grown < 400 * 1_048_576, "\(grown / 1_048_576) MB more at the peak")
    }

    /// What the catalog reader took from Foundation's objects, read from the scanner's tree the same way: the
    /// last of a repeated member wins, `argNum` is a whole number (`2.0` too), values of the wrong type are
    /// passed over, a unit in state `new` is read as Xcode builds it (oracle round 3), a key not to translate
    /// without a source unit is its own source text, and invalid UTF-8 is a located error (Foundation
    /// refused such a file as a whole: "expected a JSON object at the top level", at its start).
    @Test func aCatalogReadFromTheScannerKeepsFoundationsReading() throws {
        let scratch = Scratch()
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "first"}}}},
          "a": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "second"}}}},
          "b": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "%#@n@"},
                "substitutions": {"n": {"argNum": 2.0, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg файл"}},
                  "other": {"stringUnit": {"state": "new", "value": "%arg файлов"}}}}}}}}},
          "c": {"localizations": {"ru": {"stringUnit": {"state": 5, "value": ["x"]}}, "de": "text"}},
          "d": {"shouldTranslate": false, "localizations": {"ru": {"stringUnit": {"state": "translated", "value": "D"}}}}
        }}
        """
        let result = StringCatalog.read(path: scratch.write("Localizable.xcstrings", catalog))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sourceLanguage == "en")
        #expect(result.tables["ru"]?["a"]?.content == .text("second"))
        guard case .plural(let variants)? = result.tables["ru"]?["b"]?.content else {
            Issue.record("no plural for b: \(String(describing: result.tables["ru"]?["b"]))")
            return
        }
        #expect(variants.map(\.text) == ["%2$lld файл", "%2$lld файлов"])
        #expect(result.tables["ru"]?["b"]?.valueTypes == ["n": "lld"])
        #expect(result.tables["ru"]?["c"] == nil)
        #expect(result.tables["de"]?["c"] == nil)
        #expect(result.tables["en"]?["c"]?.content == .text("c"))
        #expect(result.doNotTranslateKeys == ["d"])
        #expect(result.tables["en"]?["d"]?.content == .text("d"))

        let invalid = scratch.write("Bad.xcstrings", bytes: Array("{\"sourceLanguage\": \"en\",\n \"strings\": {\"k\": \"caf".utf8) + [0xE9] + Array("\"}}".utf8))
        let bad = StringCatalog.read(path: invalid)
        #expect(bad.diagnostics.map(\.message) == ["malformed String Catalog: invalid UTF-8 at byte offset 47 (byte 0xE9)"])
        #expect(bad.diagnostics.first?.location.line == 2)
        let list = StringCatalog.read(path: scratch.write("List.xcstrings", "[1, 2]"))
        #expect(list.diagnostics.map(\.message) == ["malformed String Catalog: expected a JSON object at the top level"])
    }

    /// The plural variables a text names, read in bytes: a `%%` is a percent sign, an argument number may
    /// come first, a name may be any text but `@`, and `%#@@` or a name never closed names nothing.
    @Test func pluralVariableTokensAreReadInBytes() {
        let text = "%%#@no@ é%#@a@ %12$#@bé@ %#@@ %1$d %#@d@%#@e@ 100% %#@c"
        let tokens = PluralExpansion.variableTokens(in: text)
        #expect(tokens.map(\.name) == ["a", "bé", "d", "e"])
        #expect(tokens.map { String(text[$0.range]) } == ["%#@a@", "%12$#@bé@", "%#@d@", "%#@e@"])
    }

    /// 10,000 chained `.stringsdict` variables took 1.4 s (round 9's open case): half of it walking each
    /// form's Characters for `%#@name@` (eight times per form, one per level of nesting), and the variables'
    /// value types were kept with a search of the list of 10,000 per variable. Each variable keeps its type.
    @Test func chainedPluralVariablesKeepTheirValueTypes() throws {
        let scratch = Scratch()
        let path = scratch.write("ru.lproj/Localizable.stringsdict", HostileRound9Tests.chainedStringsdict(2_000))
        let result = StringsFiles.stringsdict(path: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entries["k"]?.valueTypes.count == 2_000)
        #expect(result.entries["k"]?.valueTypes["v1999"] == "d")
    }

    /// A package manifest past its 1 MB limit (and a layout or Kotlin source past 4 MB) was read whole
    /// before its size was looked at: a 100 MB `Package.swift` was read to be refused. Reading stops one
    /// chunk past the limit; a link to `/dev/zero` is no regular file.
    @Test func aReaderWithALimitStopsReadingThere() throws {
        let scratch = Scratch()
        let path = scratch.write("Package.swift", "")
        // A sparse file: 1 GB on disk to read, no blocks written.
        #expect(truncate(path, 1 << 30) == 0)
        var bytes: [UInt8]?
        let elapsed = secondsTaken { bytes = FileBytes.read(path, atMost: CodeProject.maximumManifestBytes) }
        #expect(bytes == nil)
        #expect(elapsed < 0.5, "\(elapsed) s to refuse a 1 GB manifest")
        #expect(symlink("/dev/zero", scratch.path("Zero.swift")) == 0)
        #expect(FileBytes.read(scratch.path("Zero.swift"), atMost: 1 << 20) == nil)
        let exact = scratch.write("Exact.swift", String(repeating: "x", count: 1 << 20))
        #expect(FileBytes.read(exact, atMost: 1 << 20)?.count == 1 << 20)
        #expect(FileBytes.read(exact, atMost: (1 << 20) - 1) == nil)

        // A project whose manifest is that file: the manifest is passed over in no time.
        scratch.write("App/Sources/App/Tab.swift", "import UIKit\n")
        let manifest = scratch.write("App/Package.swift", "")
        #expect(truncate(manifest, 1 << 30) == 0)
        var files: [String] = []
        let listed = secondsTaken { files = CodeProject.containing(scratch.path("App/Sources/App/Tab.swift"), cache: ProjectCache()).swiftFilesWithLocalPackages }
        #expect(files.contains { $0.hasSuffix("Tab.swift") }, "\(files)")
        #expect(listed < 1, "\(listed) s to list a project with a 1 GB manifest")
    }

    /// A report renamed over a link to `/dev/full`, or over a named pipe, replaced it: the run said "wrote
    /// out/baraudit.json" with exit code 1, and the device or pipe was gone. Each is now a located write
    /// error (exit 2) and stays as it was; so is an output "folder" that is a file or a device, which
    /// Foundation called "A file with the same name already exists".
    @Test func reportsAreNotRenamedOverDevicesOrPipes() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>"))
        try FileManager.default.createDirectory(atPath: scratch.path("linked"), withIntermediateDirectories: true)
        #expect(symlink("/dev/full", scratch.path("linked/baraudit.json")) == 0)
        let linked = try runBarAudit(["audit", path, "--format", "json", "--output", scratch.path("linked")])
        #expect(linked.status == 2, "\(linked.output)")
        #expect(linked.standardError == "baraudit: error: cannot write the report \(scratch.path("linked/baraudit.json")): it exists and is not a regular file (a folder, a device, a pipe or a socket)\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("linked/baraudit.json"))) == "/dev/full")

        try FileManager.default.createDirectory(atPath: scratch.path("piped"), withIntermediateDirectories: true)
        #expect(mkfifo(scratch.path("piped/baraudit.sarif"), 0o644) == 0)
        let piped = try runBarAudit(["audit", path, "--format", "text,sarif", "--output", scratch.path("piped")])
        #expect(piped.status == 2, "\(piped.output)")
        #expect(piped.standardError.contains("cannot write the report \(scratch.path("piped/baraudit.sarif")): it exists and is not a regular file"), "\(piped.output)")
        var status = stat()
        #expect(stat(scratch.path("piped/baraudit.sarif"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch.path("piped"))) == ["baraudit.sarif"], "no temporary file is left")

        for folder in ["/dev/full", scratch.write("file", "x")] {
            let run = try runBarAudit(["audit", path, "--format", "html", "--output", folder])
            #expect(run.status == 2)
            #expect(run.standardError == "baraudit: error: cannot write reports to \(folder): it exists and is not a folder\n", "\(run.output)")
        }
    }

    /// Standard output that cannot be written (`> /dev/full`) was "cannot write reports to baraudit-report",
    /// the folder of the file reports, which the run never used.
    @Test func aStandardOutputThatCannotBeWrittenIsNamed() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>"))
        let run = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" audit \"$1\" > /dev/full", Repository.executable.path, path])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.standardError == "baraudit: error: cannot write standard output: No space left on device\n")
    }

    /// A merged report of another version said only the file ("error: r.json: report version  is not 2 to
    /// 3" for an empty string), and a document without the report's format member likewise: both are located.
    @Test func aReportOfAnotherVersionIsALocatedError() throws {
        let scratch = Scratch()
        let version = scratch.write("v.json", #"{"format": "baraudit-report", "version": "\n::error::x", "files": []}"#)
        let other = scratch.write("o.json", "\n  [1, 2]")
        let run = try runBarAudit(["merge", version, other, "--format", "text"])
        #expect(run.status == 2)
        #expect(run.standardError == """
            error: \(version):1:31: expected a report version from 2 to 3, found '\\n::error::x' at version
            error: \(other):2:3: not a BarAudit JSON report: it has no "format": "baraudit-report" member (write one with baraudit audit --format json)

            """, "\(run.output)")
    }

    /// `touch-target-size.level` takes platform, wcag-aa or wcag-aaa; any other text (`wcag-aaaa`, `""`,
    /// `null`) was taken without a word and the bar audited at the platform's size.
    @Test func aTextOptionOfFewValuesRefusesOthers() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>"))
        for (value, found) in [("wcag-aaaa", "'wcag-aaaa'"), ("\"\"", "''"), ("null", "'null'"), ("[wcag-aa]", "a list")] {
            let config = scratch.write("c.yml", "rule_options:\n  touch-target-size:\n    level: \(value)\n")
            let run = try runBarAudit(["audit", path, "--config", config])
            #expect(run.status == 2, "\(run.output)")
            let expected = found == "a list" ? "'touch-target-size.level' must be text, not a list"
                                             : "'touch-target-size.level' must be platform, wcag-aa or wcag-aaa, not \(found)"
            #expect(run.standardError == "\(config):3:12: error: \(expected)\n", "\(run.output)")
        }
        let good = scratch.write("g.yml", "rule_options:\n  touch-target-size:\n    level: wcag-aaa\n")
        #expect(try runBarAudit(["audit", path, "--config", good]).status != 2)
    }

    /// A JSON document holds at most ten million values: the scan's tree costs some 100 bytes a value, and a
    /// 264 MB report of 33 million (`[{"a":1}, …]`, within the 256 MB a file is read) ran out of 4 GB of
    /// address space in it and crashed `merge` with signal 11. The limit is counted as the values come, and
    /// the value past it is where the error is.
    @Test func aJSONDocumentOfTooManyValuesIsRefusedWhereTheyPassTheLimit() throws {
        let bytes = Array(("{\"x\": [" + (0..<100).map { _ in "{\"a\": 1}" }.joined(separator: ",\n") + "]}").utf8)
        guard case .failure(let error) = JSONPositionScanner.scan(bytes, maximumValues: 150) else {
            Issue.record("201 values scanned within a limit of 150")
            return
        }
        #expect(error.message == "more than 150 values (numbers, strings, lists and objects); at most 150 per document are supported")
        // The root, the list, then an object and its number each: the 151st value is the 75th object.
        #expect(SourceText(path: "r.json", bytes: bytes).location(ofOffset: error.offset).line == 75)
        guard case .success = JSONPositionScanner.scan(bytes, maximumValues: 202) else {
            Issue.record("202 values refused within a limit of 202")
            return
        }
        #expect(JSONPositionScanner.maximumValues == 10_000_000)
    }

    /// A configuration, baseline or report that is a device giving bytes without end (`/dev/zero`) was read to
    /// 256 MB and then called "a read error" (the device's size is 0); a configuration is now read to 16 MB,
    /// and each says it is larger than its limit.
    @Test func anEndlessDeviceNamedAsAFileIsLargerThanItsLimit() throws {
        let scratch = Scratch()
        let path = scratch.write("a.xml", xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>"))
        var run = CommandResult(status: 0, standardOutput: "", standardError: "")
        let elapsed = secondsTaken { if let done = try? runBarAudit(["audit", path, "--config", "/dev/zero"]) { run = done } }
        #expect(run.status == 2)
        #expect(run.standardError == "/dev/zero: error: cannot read the configuration file: it is larger than 16 MB\n", "\(run.output)")
        #expect(elapsed < 5, "\(elapsed) s")
        switch FileBytes.read(named: "/dev/zero", limit: 1 << 20) {
        case .success: Issue.record("/dev/zero read whole")
        case .failure(let why): #expect(why.description == "it is larger than 1 MB")
        }
        switch FileBytes.read(named: scratch.path("missing.json"), limit: 1 << 20) {
        case .success: Issue.record("a missing file read")
        case .failure(let why): #expect(why.description == "no such file or directory")
        }
    }

    /// A baseline goes to Foundation's JSONDecoder, which took 5 GB for a 264 MB baseline of 33 million values
    /// and aborted (signal 6): a pass over its bytes bounds its values, and one past the limit is refused where
    /// the limit is passed, before it is decoded. A baseline under the bound is not scanned at all.
    @Test func aBaselineOfTooManyValuesIsRefusedBeforeItIsDecoded() {
        let small = Array(#"{"findings": [{"a": ":,[", "b": [1, 2]}]}"#.utf8)
        #expect(JSONDocumentProblem.tooManyValues(in: small, path: "b.json") == nil)
        let big = Array(("[" + String(repeating: "0,", count: JSONPositionScanner.maximumValues) + "0]").utf8)
        #expect(JSONDocumentProblem.tooManyValues(in: big, path: "b.json")
                == "b.json:1:20000000: malformed JSON: more than 10000000 values (numbers, strings, lists and objects); at most 10000000 per document are supported")
    }

    /// A definition at the size limit loads; one byte past it said "file is 16 MB, larger than the 16 MB
    /// limit", which reads as no reason at all: it now gives the bytes.
    @Test func aDefinitionOneBytePastTheLimitSaysBy() throws {
        let scratch = Scratch()
        let bar = xmlBar("    <item id=\"a\" title=\"Home\"/>\n    <item id=\"b\" title=\"B\"/>")
        let limit = 1_048_576
        let exact = scratch.write("exact.xml", bar + String(repeating: " ", count: limit - bar.utf8.count))
        let over = scratch.write("over.xml", bar + String(repeating: " ", count: limit - bar.utf8.count + 1))
        let loader = DefinitionLoader(maximumFileSize: limit)
        #expect(loader.load(path: exact).diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(loader.load(path: over).diagnostics.map(\.message) == ["file is 1048577 bytes, larger than the 1 MB limit for a bar definition (--max-file-size)"])
    }
}
