import BarAuditModel
@testable import BarAuditLoading
@testable import BarAuditRules
import Testing

/// Round 17 of hand-made hostile inputs (README, "Round 17: …"): string table entries streamed to the builder and
/// the whole reading they fall back to, Objective-C launch code, and words found without ICU.
@Suite struct HostileRound17Tests {
    /// A file of selector parts that open no method (`willConnectToSession:` 40,000 times, no `;`, `]` or `{`) was
    /// searched from each of them to its end for a body's `{` (20,000 took 4.8 s in a release build, 50,000 past a
    /// minute): the search ends where the last one ended. A method written after them is still found.
    @Test func selectorPartsWithoutABodyAreSearchedOnce() {
        let scene = "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)o {\n"
            + "    self.window.rootViewController = [Tabs new];\n}\n"
        let configuration = "- (UISceneConfiguration *)application:(UIApplication *)a configurationForConnectingSceneSession:(UISceneSession *)s options:(UISceneConnectionOptions *)o {\n"
            + "    c.storyboard = nil;\n    return c;\n}\n"
        let runs = String(repeating: "willConnectToSession: configurationForConnectingSceneSession: ", count: 40_000)
        let started = threadProcessorSeconds()
        #expect(ObjectiveCLaunchCode.rootReplacedAtLaunch(in: runs, scenes: true) == nil)
        #expect(ObjectiveCLaunchCode.storyboardCleared(in: runs) == nil)
        #expect(ObjectiveCLaunchCode.rootReplacedAtLaunch(in: runs + "\n" + scene, scenes: true) == 3)
        #expect(ObjectiveCLaunchCode.storyboardCleared(in: runs + "\n" + configuration) == 3)
        // Parts written before a method's own `{` end at it, as each did when searched alone.
        #expect(ObjectiveCLaunchCode.rootReplacedAtLaunch(in: "willConnectToSession:\nwillConnectToSession:\n" + scene, scenes: true) == 4)
        #expect(threadProcessorSeconds() - started < 10)
    }

    /// Tables between, before and after bars, keys and tables repeated, 12,000 repeats of one key (past the cap of
    /// 10,000 problems) and texts of CDATA, comments, processing instructions and references that spell `<string`:
    /// streamed, each is what the whole reading builds, with the same problems at the same places; with one entry
    /// the stream gives up on at the end (an unknown attribute, an element in a `<string>`, a `<string>` in a
    /// `<plural>`), the whole reading reports the same problems and the warning.
    @Test func streamedEntriesAndTheirFallBackReportAlike() throws {
        func bar(_ id: Int, _ keys: [String]) -> String {
            "<bar id=\"b\(id)\" platform=\"ios\" sourceLocale=\"en\" locales=\"en fr\">"
                + keys.enumerated().map { "<item id=\"t\($0.offset)\" titleKey=\"\($0.element)\"/>" }.joined() + "</bar>\n"
        }
        func table(_ locale: String, _ entries: [String]) -> String { "<strings locale=\"\(locale)\">\n" + entries.joined(separator: "\n") + "\n</strings>\n" }
        func plural(_ key: String, _ categories: [String]) -> String {
            "<plural key=\"\(key)\">" + categories.map { "<variant category=\"\($0)\">%d \($0)</variant>" }.joined() + "</plural>"
        }
        let repeated = (0..<6).map { index in
            bar(index, ["a", "b", "c"]) + table(index % 2 == 0 ? "en" : "fr", ["<string key=\"a\">A</string>", "<string key=\"a\">A2</string>",
                                                                                   plural("b", ["one", "one", "other", "few", "few"]), "<string key=\"b\">B</string>",
                                                                                   plural("c", Array(repeating: "other", count: 12))])
        }.joined()
        let odd = ["<string key=\"c1\"><![CDATA[<string key=\"x\">]]>tail</string>", "<string key=\"c2\">a<!-- <string key='q'> -->b</string>",
                   "<string key=\"c3\">&lt;string key=&quot;y&quot;&gt;&#x2028;&#10;::error::x</string>", "<string key=\"c4\"><?pi <string key=\"w\"?>z</string>",
                   "<string key=\"c1\">dup</string>", plural("c5", ["one", "other"])]
        let bodies = [
            ("interleaved.xml", repeated),
            ("capped.xml", bar(0, ["k"]) + table("en", Array(repeating: "<string key=\"k\">x</string>", count: 12_000)) + table("fr", ["<string key=\"k\">y</string>"])),
            ("odd.xml", table("en", odd) + bar(0, ["c1", "c2", "c3", "c4", "c5"]) + table("fr", odd)),
        ]
        let triggers = [("attribute", "<string key=\"z\" foo=\"1\">Z</string>", "unknown attribute 'foo' on <string> is ignored"),
                        ("element", "<string key=\"z\">Z<b>b</b></string>", "unknown element <b> in <string> is ignored"),
                        ("plural", "<plural key=\"z\"><variant category=\"other\">x</variant><string key=\"q\">x</string></plural>", "unknown element <string> in <plural> is ignored")]
        for (name, body) in bodies {
            let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<baraudit version=\"1\">\n" + body + "</baraudit>\n"
            #expect(try XMLStreamingTests.readsAlike(name, document), "\(name) was not streamed")
            let source = SourceText(path: name, bytes: Array(document.utf8))
            let streamed = try #require(XMLDefinitionReader.streamed(source, building: DefinitionBuilder(path: name, format: .xml)))
            for (label, entry, warning) in triggers {
                let fallBack = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<baraudit version=\"1\">\n" + body + table("de", [entry]) + "</baraudit>\n"
                let fallBackSource = SourceText(path: name, bytes: Array(fallBack.utf8))
                #expect(XMLDefinitionReader.streamed(fallBackSource, building: DefinitionBuilder(path: name, format: .xml)) == nil, "\(name), \(label)")
                let whole = XMLDefinitionReader.read(fallBackSource, building: DefinitionBuilder(path: name, format: .xml))
                let problems = whole.diagnostics.filter { $0.message != warning }
                #expect(whole.diagnostics.count == problems.count + 1, "\(name), \(label): \(whole.diagnostics.prefix(3))")
                #expect(problems == streamed.diagnostics, "\(name), \(label)")
            }
        }
    }

    /// Every scalar below U+0800 alone, doubled and between letters, digits, connectors and joiners: where the words
    /// are found without ICU (`ICU.simpleWords`), they are ICU's, in a locale whose colon is a letter, one of Arabic
    /// script and the root's.
    @Test func everyScalarBelowU0800BreaksWordsAsICUDoes() {
        var found = 0
        for value in UInt32(1)..<0x800 {
            let scalar = String(Unicode.Scalar(value)!)
            for context in ["\(scalar)", "\(scalar)\(scalar)", "a\(scalar)b", "1\(scalar)2", "_\(scalar)_", "a\(scalar)1", "a.\(scalar)", "\(scalar)'s", "٣\(scalar)٣", "ж\(scalar)ж"] {
                for locale in ["en", "sv", "ar"] {
                    guard let fast = ICU.simpleWords(in: context, locale: locale) else { continue }
                    found += 1
                    #expect(fast == ICU.icuWords(in: context, locale: locale), "U+\(String(value, radix: 16)) in '\(context)' (\(locale))")
                }
            }
        }
        #expect(found > 40_000)
    }

    /// The release build's generated booleans (`AndroidProject.releaseBooleans`) as Gradle runs them and AAPT2 reads
    /// them: a `resValue` in a comment or a string generates nothing (a commented-out one hid its tab); two on a line,
    /// one followed by a comment with quotes and `FALSE` (AAPT2's spellings) do; a value computed or naming itself
    /// (`@bool/debug`) does not. 100,000 on one line, and 10,000 lines of them, are read in one pass.
    @Test func releaseBooleansAreTheStatementsGradleRuns() {
        func release(_ body: String) -> [String: Bool] { AndroidProject.releaseBooleans(build: "android { buildTypes { release {\n\(body)\n} } }") }
        #expect(release("    // resValue \"bool\", \"debug\", \"false\"").isEmpty)
        #expect(release("    /* resValue \"bool\", \"debug\", \"false\"\n */").isEmpty)
        #expect(release("    println \"resValue \\\"bool\\\", \\\"debug\\\", \\\"false\\\"\"").isEmpty)
        #expect(release("    myresValue \"bool\", \"debug\", \"false\"").isEmpty)
        #expect(release("    resValue \"bool\", \"debug\", ci ? \"false\" : \"true\"").isEmpty)
        #expect(release("    resValue \"bool\", \"debug\", \"@bool/debug\"").isEmpty)
        #expect(release("    resValue \"bool\", \"debug\", \"no\"").isEmpty)
        #expect(release("    resValue \"bool\", \"debug\", \"false\" // was \"true\"") == ["debug": false])
        #expect(release("    resValue \"bool\", \"a\", \"true\"; resValue \"bool\", \"b\", \"false\"") == ["a": true, "b": false])
        #expect(release("    resValue(\"bool\", \"a\", \" FALSE\") /* x */ resValue('bool', 'b', 'True')") == ["a": false, "b": true])
        #expect(release("    resValue \"bool\", \"a\", \"\u{A0}false\"").isEmpty)

        let started = threadProcessorSeconds()
        let oneLine = release(String(repeating: "resValue ", count: 100_000) + "\"bool\", \"x\", \"false\"")
        #expect(oneLine == ["x": false])
        let lines = release((0..<10_000).map { "    resValue \"bool\", \"b\($0)\", \"\($0 % 2 == 0)\"" }.joined(separator: "\n"))
        #expect(lines.count == 10_000 && lines["b9998"] == true && lines["b9999"] == false)
        #expect(threadProcessorSeconds() - started < 10)
    }
}
