import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 7 of hand-made hostile inputs (README, "Round 7: hostile inputs never tried before"): the readers
/// added since round 6 — view controllers' titles, `UITab`, `#if` branches, Compose `map`/`onEach` loops —
/// and round 6's open cases: unreadable project files, many Gradle modules, repeated notes.
@Suite struct HostileRound7Tests {
    static let goodJSON = "{\"version\": 1, \"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}"

    /// 50,000 past 20 s. What a block declares is worked out once per block.
    @Test func aViewControllersTitlesAreReadInLinearTime() throws {
        let scratch = Scratch()
        scratch.write("Package.swift", "")
        scratch.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        func loadTime(_ count: Int) throws -> TimeInterval {
            let assignments = (0..<count).map { "title = \"T\($0)\"" }.joined(separator: "; ")
            let path = scratch.write("App/V\(count).swift", """
                import UIKit
                final class V\(count): UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); let t = "Last"; \(assignments); title = t; tabBarItem.image = UIImage(named: "x") }
                }
                """)
            var loaded: LoadedFile?
            let elapsed = secondsTaken { loaded = Auditor.load(path) }
            let bar = try #require(loaded?.definition?.bars.first, "\(loaded?.diagnostics ?? [])")
            // The last title wins, read through the local constant it names.
            #expect(bar.items.count == 1 && bar.items[0].title?.source == .literal("Last"), "\(bar.items.map(\.title))")
            return elapsed
        }
        let quarter = try loadTime(500)
        let whole = try loadTime(2_000)
        // Four times the assignments: some four times as long; the old code took sixteen.
        #expect(whole < 1 + 8 * quarter, "\(whole) s for 2,000 titles, \(quarter) s for 500")
    }
}
