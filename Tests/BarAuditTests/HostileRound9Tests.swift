import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Round 9 of hand-made hostile inputs (README, "Round 9: hostile inputs against the readers merged in
/// session 15"): local Swift packages followed from a manifest, every plural variable of a `.stringsdict`
/// and String Catalog substitution, device variations.
@Suite struct HostileRound9Tests {
    /// A package whose manifest names `.package(path: "l")`, `l` a symbolic link to its own folder (or a
    /// sibling's manifest naming a link back), was followed as `X/l`, `X/l/l`, … up to the 64-package limit,
    /// each spelling walked and its declarations read again: 300 files of String extensions took past 20 s
    /// (0.9 s read once). Packages are known by their folder with links resolved: each is read once.
    @Test func aLocalPackageReachedThroughLinksIsReadOnce() throws {
        let scratch = Scratch()
        scratch.write("LP/App/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", dependencies: [.package(path: \"../TK\"), .package(path: \"../TK/l\"), .package(path: \"up/App\"), .package(path: \"../Link\")])\n")
        scratch.write("LP/App/Sources/App/Tab.swift", "import UIKit\n")
        scratch.write("LP/TK/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"TK\", dependencies: [.package(path: \"l\"), .package(path: \"l/l/l\"), .package(path: \"../App\")])\n")
        for index in 0..<5 { scratch.write("LP/TK/Sources/TK/Ext\(index).swift", "public extension String { static var s\(index): String { \"\" } }\n") }
        #expect(symlink(".", scratch.path("LP/TK/l")) == 0)
        #expect(symlink("..", scratch.path("LP/App/up")) == 0)
        #expect(symlink("TK", scratch.path("LP/Link")) == 0)
        let tab = scratch.path("LP/App/Sources/App/Tab.swift")
        let files = CodeProject.containing(tab, cache: ProjectCache()).swiftFilesWithLocalPackages
        // The dependency's five files and its manifest, once, whatever the spellings that reach it.
        #expect(files.filter { $0.contains("Ext") }.count == 5, "\(files)")
        #expect(files.filter { $0.hasSuffix("Package.swift") }.count == 2, "\(files)")
        #expect(files.filter { $0.hasSuffix("Tab.swift") }.count == 1, "\(files)")
    }

    /// A `.stringsdict` sentence naming its first variable, each variable's forms naming the next.
    static func chainedStringsdict(_ count: Int) -> String {
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"
        for index in 0..<count {
            plist += "<key>v\(index)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"
            for category in ["one", "few", "many", "other"] { plist += "<key>\(category)</key><string>%d \(category) %#@v\(index + 1)@</string>" }
            plist += "</dict>"
        }
        return plist + "</dict></dict></plist>\n"
    }

    /// The same chain as String Catalog substitutions.
    static func chainedCatalog(_ count: Int) -> String {
        let substitutions = (0..<count).map { index in
            let forms = ["one", "few", "many", "other"].map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%arg \($0) %#@s\(index + 1)@\"}}" }
            return "\"s\(index)\": {\"argNum\": \(index + 1), \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\(forms.joined(separator: ", "))}}}"
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"k\": {\"localizations\": {\"ru\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%#@s0@\"}, \"substitutions\": {\(substitutions.joined(separator: ", "))}}}}}}"
    }

    /// Every plural variable of a sentence became variants of its own (session 15): the variables were
    /// ordered with `order.contains` and `pending.removeFirst()`, every form copied the dictionary of all
    /// the variables' chosen forms, a String Catalog looked each form's place up through an index of all
    /// the substitutions made again, and the rules grouped the forms by variable with a list search and a
    /// filter per variable. 1,000 chained variables took 1.0 s (`.stringsdict`) and 1.7 s (String
    /// Catalog), 3,000 3.6 s and past 20 s, 10,000 past 20 s. Now linear.
    @Test func chainedPluralVariablesAreReadInLinearTime() throws {
        func readTime(_ count: Int, catalog: Bool) throws -> TimeInterval {
            let scratch = Scratch()
            let path = catalog ? scratch.write("Localizable.xcstrings", Self.chainedCatalog(count))
                               : scratch.write("ru.lproj/Localizable.stringsdict", Self.chainedStringsdict(count))
            var variants: [PluralVariant] = []
            var diagnostics: [InputDiagnostic] = []
            let elapsed = secondsTaken {
                if catalog {
                    let result = StringCatalog.read(path: path)
                    diagnostics = result.diagnostics
                    if case .plural(let found)? = result.tables["ru"]?["k"]?.content { variants = found }
                } else {
                    let result = StringsFiles.stringsdict(path: path)
                    diagnostics = result.diagnostics
                    if case .plural(let found)? = result.entries["k"]?.content { variants = found }
                }
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(variants.count == 4 * count, "\(variants.count) forms of \(count) variables")
            #expect(Set(variants.compactMap(\.variable)).count == count - 1)
            return elapsed
        }
        for catalog in [false, true] {
            let tenth = try readTime(300, catalog: catalog)
            let whole = try readTime(3_000, catalog: catalog)
            // Ten times the variables: some ten times as long; the old code took a hundred.
            #expect(whole < 1 + 25 * tenth, "\(whole) s for 3,000 chained variables, \(tenth) s for 300 (catalog: \(catalog))")
        }
    }
}

