import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

/// Round 6 of hand-made hostile inputs (README, "Round 6: hostile inputs never tried before"): the readers
/// added since round 5 — which files an Xcode project lists, moko-resources string folders, a view's own
/// `android:theme` and splash screen themes, Gradle filters — and the rule engine's locale passes.
@Suite struct HostileRound6Tests {
    /// Property lists were let through whatever their DOCTYPE declared: a `.stringsdict` declaring a 1 MB
    /// entity and naming it 2,000 times aborted the run (signal 6: 2 GB could not be allocated), 100 times
    /// took 18 s, and an `Info.plist` doing the same ran past 20 s. Apple's DTD is still named freely (it
    /// is never loaded); the internal subset is held to the resources' rules.
    @Test func aPropertyListsEntitiesAreHeldToTheResourcesBudget() {
        let scratch = Scratch()
        func stringsdict(_ doctype: String, _ text: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            \(doctype)
            <plist version="1.0"><dict><key>Inbox</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d Nachricht \(text)</string><key>other</key><string>%d Nachrichten \(text)</string></dict></dict></dict></plist>
            """
        }
        let apple = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\""
        let big = "<!ENTITY b \"\(String(repeating: "x", count: 1_000_000))\">"
        for (index, doctype) in ["\(apple)>", "\(apple) [<!ENTITY e \"neu\">]>", "<!DOCTYPE plist [<!ENTITY e \"neu\">]>"].enumerated() {
            let path = scratch.write("ok\(index)/Localizable.stringsdict", stringsdict(doctype, index == 0 ? "neu" : "&e;"))
            let result = StringsFiles.stringsdict(path: path)
            #expect(result.diagnostics.isEmpty && result.entries["Inbox"] != nil, "\(index): \(result.diagnostics)")
        }
        for (index, (doctype, text)) in [("<!DOCTYPE plist [\(big)]>", String(repeating: "&b;", count: 2_000)),
                                          ("\(apple) [\(big)]>", String(repeating: "&b;", count: 100)),
                                          ("<!DOCTYPE plist [<!ENTITY % p \"<!ENTITY e 'x'>\"> %p;]>", "&e;"),
                                          ("<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>", "&b;")].enumerated() {
            let path = scratch.write("refused\(index)/Localizable.stringsdict", stringsdict(doctype, text))
            var result: StringsFiles.Result?
            let elapsed = secondsTaken { result = StringsFiles.stringsdict(path: path) }
            #expect(elapsed < 10, "\(index): \(elapsed) s")
            #expect(result?.entries.isEmpty == true && result?.diagnostics.count == 1 && result?.diagnostics.first?.location.line == 1,
                    "\(index): \(result?.diagnostics ?? [])")
        }
    }
}
