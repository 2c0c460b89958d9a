import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 16 of hand-made hostile inputs (README, "Round 16: …"): findings kept as runs of bytes, string tables
/// as `StringEntries`, and the iOS and Android readers of the session before it.
@Suite struct HostileRound16Tests {
    /// A long list's texts at the edges of the numbers its runs write in 7-bit groups (lengths of 0, 127, 128,
    /// 16,383, 16,384 and 2,097,152 bytes, as whole texts, as changes of a base sharing their ends and as fixes
    /// repeated blocks back), empty and absent texts, NUL, U+2028, U+0085, a combining run, text decoded from
    /// invalid UTF-8, and lines at the edges of `Int32` and `UInt32`: each comes back byte for byte, from the
    /// list, from a copy appended to itself and from the findings of one rule taken out of it.
    @Test func longListsKeepTextsAtTheEdgesOfTheirNumbers() {
        let lengths = [0, 1, 127, 128, 129, 16_383, 16_384, 16_385, 2_097_151, 2_097_152]
        let odd = ["", "\u{0}", "a\u{2028}b", "\u{85}", "e" + String(repeating: "\u{301}", count: 300), String(decoding: [0xED, 0xA0, 0x80, 0xC3], as: UTF8.self),
                   "\u{202E}::error::x\n", "\u{1F469}\u{200D}\u{1F467}"]
        let lines = [0, 127, 128, 16_384, Int(Int32.max), Int(Int32.max) + 1, Int(UInt32.max), Int(UInt32.max) + 1, Int.max]
        func text(_ index: Int) -> String {
            let length = lengths[index % lengths.count]
            // Runs of one byte with a middle that differs: long shared ends make most of them changes of their base.
            let half = String(repeating: "x", count: length / 2)
            return String(decoding: (half + odd[index % odd.count] + half).utf8.prefix(Swift.max(length, odd[index % odd.count].utf8.count)), as: UTF8.self)
        }
        let findings = (0..<16_400 + 2 * lengths.count).map { index in
            let big = index >= 16_400
            return Finding(ruleID: index % 2 == 0 ? "even" : "odd", severity: .error, message: big ? text(index) : "m\(index % 3)",
                           location: SourceLocation(file: "f.json", line: lines[index % lines.count], column: index % 4 == 0 ? nil : lines[(index + 1) % lines.count]),
                           barID: "b", itemID: big ? text(index + 1) : odd[index % odd.count], locale: "en",
                           spoken: index % 5 == 0 ? nil : big ? text(index + 2) : "", fix: big ? text(index / 3) : "same fix")
        }
        func same(_ lhs: Finding, _ rhs: Finding) -> Bool {
            func bytes(_ text: String?) -> [UInt8]? { text.map { Array($0.utf8) } }
            return lhs.ruleID == rhs.ruleID && bytes(lhs.message) == bytes(rhs.message) && bytes(lhs.itemID) == bytes(rhs.itemID)
                && bytes(lhs.spoken) == bytes(rhs.spoken) && bytes(lhs.fix) == bytes(rhs.fix)
                && lhs.location.line == Int(UInt32(clamping: rhs.location.line))
                && lhs.location.column == rhs.location.column.map { Swift.min($0, Int(UInt32.max) - 1) }
        }
        let list = FindingList(findings)
        #expect(list.count == findings.count && zip(list, findings).allSatisfy(same))
        var doubled = list
        doubled.append(contentsOf: doubled)
        #expect(doubled.count == 2 * findings.count && zip(doubled[findings.count...], findings).allSatisfy(same))
        let odds = FindingList(doubled.filter { $0.ruleID == "odd" })
        #expect(zip(odds, (findings + findings).filter { $0.ruleID == "odd" }).allSatisfy(same))
    }

    /// Every controller of a long list titles itself, and asked, for its own file, which file lists it: each
    /// read that file's list again, with the files of every class it names (400 controllers took 11 s in a
    /// release build, 1,000 past a minute). The list's file is read once for all of them.
    @Test func controllersOfALongListReadTheFileListingThemOnce() throws {
        let count = 400
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/SceneDelegate.swift", """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                lazy var tabBar: UITabBarController = {
                    let tabBar = UITabBarController()
                    tabBar.viewControllers = [\((0..<count).map { "C\($0)()" }.joined(separator: ", "))]
                    return tabBar
                }()
            }
            """)
        for index in 0..<count {
            scratch.write("App/C\(index).swift", """
                import UIKit
                final class C\(index): UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        tabBarItem.title = "Tab \(index)"
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)
        }
        let started = threadProcessorSeconds()
        let controllers = (0..<count).map { Auditor.load(scratch.path("App/C\($0).swift")) }
        // 2.8 s of a debug build's processor time for the whole folder, where a release build took 11 s before.
        #expect(threadProcessorSeconds() - started < 15)
        for (index, loaded) in controllers.enumerated() {
            #expect(loaded.definition?.bars.isEmpty ?? true)
            #expect(loaded.diagnostics.map(\.message) == ["'C\(index)' titles its own tab here, and the tab bar controller of SceneDelegate.swift lists it: its tab is audited there"])
        }
        let scene = Auditor.load(scratch.path("App/SceneDelegate.swift"))
        let bar = try #require(scene.definition?.bars.first, "\(scene.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == (0..<count).map { .literal("Tab \($0)") })
    }
}
