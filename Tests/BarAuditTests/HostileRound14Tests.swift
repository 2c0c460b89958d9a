import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 14 of hand-made hostile inputs (README, "Round 14: a repeated member in a baseline, enum classes without
/// a body, lists that go on, 3,000 locales"): findings kept as records in long lists and the defects made of them, a
/// `--baseline` with a repeated member, an Android menu retitled in code, and a Compose list that goes on after its
/// `listOf(…)`.
@Suite struct HostileRound14Tests {
    /// Findings past 16,384 are kept as records whose texts are stored as changes of the text before: texts that
    /// differ only inside a multi-byte character (`é` and `è` share their first byte), NUL bytes, a 100,000-character
    /// speech, absent fields and columns past `UInt32` come back byte for byte, whether the list is read, copied and
    /// changed, or appended to another whole (its blocks shared) or in part (its texts copied).
    @Test func longFindingListsKeepHostileTextsByteForByte() {
        func middle(_ index: Int) -> String { String((0..<15).map { index >> $0 & 1 == 0 ? "é" : "è" }) }
        let huge = String(repeating: "ß", count: 100_000)
        let findings = (0..<20_000).map { index in
            Finding(ruleID: index % 3 == 0 ? "a" : "rule-\(index % 40)", severity: .warning,
                    message: "the title '\(String(repeating: "é", count: 40))\(middle(index))\(String(repeating: "ü", count: 40))' \u{0}\(index)",
                    location: SourceLocation(file: "f\(index % 20).json", line: index, column: index % 7 == 0 ? nil : Int.max),
                    barID: index % 5 == 0 ? nil : "b\u{0}\(index % 30)", itemID: index % 11 == 0 ? nil : "€\(middle(index))€",
                    locale: index % 2 == 0 ? "de" : nil, spoken: index % 1_000 == 0 ? huge + "\(index)" : "\(middle(index))\u{0}",
                    fix: index % 4 == 0 ? nil : "fix \(index / 100)")
        }
        func same(_ lhs: Finding, _ rhs: Finding) -> Bool {
            lhs == rhs && Array(lhs.message.utf8) == Array(rhs.message.utf8) && lhs.spoken.map { Array($0.utf8) } == rhs.spoken.map { Array($0.utf8) }
                && lhs.itemID.map { Array($0.utf8) } == rhs.itemID.map { Array($0.utf8) }
        }
        let list = FindingList(findings)
        #expect(list.count == findings.count)
        #expect(zip(list, findings).allSatisfy(same))
        #expect(list.indices.allSatisfy { list.location(at: $0).column == findings[$0].location.column })
        var copy = list
        copy.append(findings[0])
        #expect(list.count == findings.count && copy.count == findings.count + 1 && same(copy[findings.count], findings[0]))
        var whole = FindingList(findings[..<20_000].prefix(17_000))
        whole.append(contentsOf: list)
        #expect(whole.count == 37_000 && zip(whole[17_000...], findings).allSatisfy(same))
        var part = FindingList(findings.suffix(16_500))
        part.append(contentsOf: list, in: 100..<200)
        #expect(zip(part[16_500...], findings[100..<200]).allSatisfy(same))
        #expect(part.count == 16_600)
        // A list appended to itself, whole (its blocks shared with themselves) and in part.
        var doubled = list
        doubled.append(contentsOf: doubled)
        #expect(doubled.count == 40_000 && zip(doubled[20_000...], findings).allSatisfy(same) && zip(doubled, findings).allSatisfy(same))
        var grown = list
        grown.append(contentsOf: grown, in: 5..<10)
        #expect(grown.count == 20_005 && zip(grown[20_000...], findings[5..<10]).allSatisfy(same))
    }

    /// A file of more than 4,096 defects has each made when it is read: defects whose findings differ only in their
    /// locale (quoted in the message) are one, across the whole list.
    @Test func defectsPastTheMadeAtOnceLimitGroupTheirLocales() {
        let locales = ["de", "fr", "ar"]
        let findings = (0..<6_000).flatMap { index in
            locales.map { locale in
                Finding(ruleID: "r", severity: .error, message: "'t\(index)' has no text in '\(locale)'",
                        location: SourceLocation(file: "f", line: index + 1, column: 1), barID: "b", itemID: "€è\(index)", locale: locale,
                        spoken: "Tab\u{0}", fix: "translate it into '\(locale)'")
            }
        }
        let defects = DefectList(grouping: FindingList(findings))
        #expect(defects.count == 6_000)
        #expect(defects.allSatisfy { $0.locales == locales })
        #expect(defects[5_999].message == "'t5999' has no text in 'de', 'fr', 'ar'" && defects[5_999].itemID == "€è5999")
        #expect(defects[0].fix == "translate it into 'de', 'fr', 'ar'" && defects[0].spoken == [Defect.Spoken(text: "Tab\u{0}", locales: locales)])
    }

    /// A defect names the locales of its findings in its message and fix: 3,000 locales lacking a key gave a message
    /// and a fix of 24,000 characters, past the 1,000 a message may have. Past 500 characters the first ten are named
    /// and the rest counted; the fingerprint, which stands `'*'` for the list, is the one the whole list gave.
    @Test func aDefectOfThousandsOfLocalesNamesTenAndCountsTheRest() {
        let locales = (0..<3_000).map { "x\($0)" }
        let findings = locales.map { locale in
            Finding(ruleID: "l10n-string-missing", severity: .error, message: "the title key 'k' has no text in '\(locale)'",
                    location: SourceLocation(file: "f", line: 1, column: 1), barID: "b", itemID: "i", locale: locale, fix: "add 'k' to the '\(locale)' string table")
        }
        let defect = Defect.group(findings)[0]
        #expect(defect.locales == locales)
        #expect(defect.message == "the title key 'k' has no text in 'x0', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', … and 2990 more")
        #expect(defect.fix == "add 'k' to the 'x0', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', … and 2990 more string table")
        var named = defect
        named.message = "the title key 'k' has no text in " + locales.map { "'\($0)'" }.joined(separator: ", ")
        #expect(defect.fingerprint(file: "f") == named.fingerprint(file: "f"))
        let few = Defect.group(findings.prefix(40))[0]
        #expect(few.message.hasSuffix("'x38', 'x39'") && few.locales.count == 40)
    }

    /// A member given twice in a baseline: Foundation's JSONDecoder took one `"version"` and the check of what it read
    /// the other, so `"version": 2, "version": 1` was refused as "not a version 1 BarAudit baseline" without a line;
    /// a repeated `"findings"` kept one of the lists without a word. A repeat is refused where it is, as in a
    /// definition (a report `merge` reads keeps the last of each, as round 11 chose).
    @Test func aRepeatedMemberInABaselineIsLocated() throws {
        let scratch = Scratch()
        let entry = #"{"bar":"b","file":"a.xml","fingerprint":"10c4269c253b853c","item":"i","locale":"en","message":"m","rule":"r"}"#
        let baselines: [(text: String, expected: String)] = [
            (#"{"findings":[],"format":"baraudit-baseline","version":2,"version":1}"#,
             #"1:57: duplicate member "version" (JSON parsers disagree on which one wins) at version"#),
            (#"{"findings":[],"format":"baraudit-baseline","version":1,"findings":["# + entry + "]}",
             #"1:57: duplicate member "findings" (JSON parsers disagree on which one wins) at findings"#),
            (#"{"findings":[{"bar":"b","bar":"c"}],"format":"baraudit-baseline","version":1}"#,
             #"1:25: duplicate member "bar" (JSON parsers disagree on which one wins) at findings[0].bar"#),
            (#"{"findings":[],"format":"baraudit-baseline","version":1,"x\n::error::y":1,"x\n::error::y":2}"#,
             #"1:1: duplicate member "x\n::error::y" (JSON parsers disagree on which one wins) at x\n::error::y"#),
        ]
        for (text, expected) in baselines {
            let path = scratch.write("baseline.json", text)
            let error = try #require(throws: BaselineError.self) { try Baseline.read(from: path) }
            #expect(error.description.hasPrefix("\(path):\(expected)"), "\(error.description)")
            #expect(!error.description.contains("\n"), "\(error.description)")
        }
        let path = scratch.write("one.json", #"{"findings":["# + entry + #"],"format":"baraudit-baseline","version":1}"#)
        #expect(try Baseline.read(from: path).findings.count == 1)
    }

    /// The ids an Android menu's code retitles through an enum of its tabs were read from the first `{` after each
    /// `enum class`: a file of 200,000 `enum class A` lines without a body searched the rest of the file from every
    /// one (quadratic: 2 s for 50,000, minutes for 200,000). With no `{` left, the search stops.
    @Test func enumClassesWithoutABodyAreSearchedOnce() {
        let source = "bottomNavigationView.menu.findItem(tab.id)?.title = t\n" + String(repeating: "enum class A\n", count: 200_000)
        let tokens = KotlinTokenizer.tokens(source)
        let start = ContinuousClock.now
        let found = AndroidMenuCode.retitlings(in: tokens, path: "Tabs.kt")
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(found.isEmpty, "no enum names an id: \(found.map(\.ids))")
        let withBody = AndroidMenuCode.retitlings(in: KotlinTokenizer.tokens("enum class Tab(val id: Int) { HOME(R.id.nav_home), FEED(R.id.nav_feed) }\n"
            + "enum class B\nfun f() { bottomNavigationView.menu.findItem(tab.id)?.title = t }"), path: "Tabs.kt")
        #expect(withBody.map(\.ids) == [["nav_home", "nav_feed"]])
    }

    /// A Compose tab list declared as `listOf(A) + listOf(B, C)` (or with `.filter { … }` after it) was read as its
    /// first `listOf(…)`: a bar of one tab and a `layout-item-count` warning about it. A list that goes on after the
    /// call is computed at run time, as a list the reader cannot evaluate is; one that ends at the call is read.
    @Test func aComposeListThatGoesOnAfterItsCallIsNotItsFirstPart() throws {
        func load(_ declaration: String) throws -> LoadedFile {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "include(\":shared\")\n")
            scratch.write("shared/src/commonMain/kotlin/app/AppSections.kt", """
                sealed interface AppSections : NavKey {
                    data object HabitPages : AppSections
                    data object TaskPages : AppSections
                    data object SettingsPages : AppSections
                    companion object {
                        \(declaration)
                    }
                }
                """)
            scratch.write("shared/src/commonMain/kotlin/app/MainApp.kt", """
                @Composable
                private fun AppNavBar(currentRoute: NavKey, onNavigate: (AppSections) -> Unit) {
                    NavigationBar {
                        AppSections.mainRoutes.forEach { route ->
                            NavigationBarItem(selected = currentRoute == route, onClick = { onNavigate(route) }, icon = {}, label = { Text("Tab") })
                        }
                    }
                }
                """)
            return Auditor.load(scratch.path("shared/src/commonMain/kotlin/app/MainApp.kt"))
        }
        for declaration in ["val mainRoutes: List<AppSections> = listOf(TaskPages) + listOf(HabitPages, SettingsPages)",
                            "val mainRoutes = listOf(TaskPages, HabitPages, SettingsPages).filter { it != HabitPages }",
                            "val mainRoutes = listOf(TaskPages)\n            .plus(HabitPages)"] {
            let loaded = try load(declaration)
            #expect(loaded.definition?.bars.first?.items.count != 1, "\(declaration): \(loaded.definition?.bars.first?.items.map(\.id) ?? [])")
            #expect(loaded.diagnostics.contains { $0.message.contains("computed at run time") }, "\(declaration): \(loaded.diagnostics)")
        }
        let listed = try load("val mainRoutes = listOf(TaskPages, HabitPages, SettingsPages)\n        val other = 1")
        #expect(listed.definition?.bars.first?.items.map(\.id) == ["TaskPages", "HabitPages", "SettingsPages"], "\(listed.diagnostics)")
    }
}
