import BarAuditCodeImport
@testable import BarAuditLoading
import Testing

/// Round 19 of hand-made hostile inputs (README, "Round 19: …"): the Objective-C tab reader's methods that add a tab
/// per call, in their thousands and read once per call.
@Suite struct HostileRound19Tests {
    /// An Objective-C file whose method `v` calls `addVc:title:` `calls` times; the adder's body holds `statements`
    /// statements that say nothing about tabs besides its own.
    static func adderCalled(_ calls: Int, statements: Int, callers: Int = 1) -> String {
        "@implementation T\n- (void)addVc:(UIViewController *)vc title:(NSString *)title {\n    vc.tabBarItem.title = title;\n"
            + String(repeating: "    x.y = z;\n", count: statements) + "    [self addChildViewController:vc];\n}\n"
            + (0..<callers).map { caller in
                "- (void)v\(caller) {\n" + (0..<calls).map { "    [self addVc:[UIViewController new] title:@\"T\($0)\"];\n" }.joined() + "}\n"
            }.joined() + "@end\n"
    }

    /// A call goes to its tab adder by selector: adders called once each were each looked for through the list of all
    /// adders at every call, and the list again for every method (1.13 s for 4,000 on main's release build, 0.40 s for
    /// 2,000). In this debug build 2,000 and 8,000 took 0.98 and 12.4 s of the thread's processor time on main's code
    /// (12.6 times), 0.26 and 1.01 s now (3.9 times): four times the adders may take at most eight times as long.
    @Test func manyTabAddersAreLookedUpBySelector() throws {
        func source(_ count: Int) -> String {
            "@implementation T\n" + (0..<count).map {
                "- (void)add\($0):(UIViewController *)vc title:(NSString *)title {\n    vc.tabBarItem.title = title;\n    [self addChildViewController:vc];\n}\n"
            }.joined() + "- (void)v {\n" + (0..<count).map { "    [self add\($0):[UIViewController new] title:@\"T\($0)\"];\n" }.joined() + "}\n@end\n"
        }
        var seconds: [Double] = []
        for count in [2_000, 8_000] {
            let text = source(count)
            let started = threadProcessorSeconds()
            let bars = ObjectiveCTabReader.read(source: text).bars
            seconds.append(threadProcessorSeconds() - started)
            let bar = try #require(bars.first)
            #expect(bars.count == 1 && bar.items.count == count)
            #expect(bar.items.last?.title == .verbatim("T\(count - 1)") && bar.items.last?.position.line == 5 * count + 2)
        }
        #expect(seconds[1] < 8 * seconds[0], "\(seconds)")
    }

    /// Each call reads its adder's body again, with its arguments: 1,000 calls of an adder of 1,000 statements read a
    /// million (2.09 s on main's release build, 0.55 s for 500 of 500). A file's calls read at most 50,000 statements;
    /// a method whose calls would read more gives no bar (and the adder's own `addChildViewController:` is still none).
    @Test func tabAdderCallsReadABoundedNumberOfStatementsPerFile() {
        let few = ObjectiveCTabReader.read(source: Self.adderCalled(10, statements: 1_000)).bars
        #expect(few.count == 1 && few.first?.items.map(\.title) == (0..<10).map { .verbatim("T\($0)") })
        let started = threadProcessorSeconds()
        #expect(ObjectiveCTabReader.read(source: Self.adderCalled(1_000, statements: 1_000)).bars.isEmpty)
        #expect(threadProcessorSeconds() - started < 1)
        // The bound is the file's: of two methods whose calls read 30,060 statements each, the first is read.
        let twice = ObjectiveCTabReader.read(source: Self.adderCalled(30, statements: 1_000, callers: 2)).bars
        #expect(twice.count == 1 && twice.first?.items.count == 30 && twice.first?.position.line == 1_007)
    }
}
