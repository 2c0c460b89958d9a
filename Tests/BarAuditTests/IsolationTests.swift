import Foundation
import Testing

/// One bad file never hides another: a folder with one of each hostile input beside a good file is
/// audited to the end, every bad file is a located error in every report, the good file's findings are
/// all there, and the exit code says the input was bad.
@Suite struct IsolationTests {
    /// The folder, its good file, the hostile files a folder search picks up, and those it rightly passes
    /// over (they are not bar definitions) but that fail when named on the command line.
    static func hostileFolder() throws -> (Scratch, good: String, hostile: [String], namedOnly: [String]) {
        let scratch = Scratch()
        let good = try String(contentsOf: Repository.examples.appendingPathComponent("material-bottom-navigation.xml"), encoding: .utf8)
        scratch.write("bars/good.xml", good)
        var hostile: [String] = []
        func add(_ name: String, _ bytes: [UInt8]) { hostile.append(scratch.write("bars/\(name)", bytes: bytes)) }
        add("xxe.xml", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE baraudit [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<baraudit version=\"1\"><bar id=\"b\" platform=\"ios\" sourceLocale=\"en\"><item id=\"a\" title=\"&x;\"/></bar></baraudit>\n".utf8))
        add("laughs.xml", Array(BadInputTests.billionLaughs.utf8))
        add("deep.json", Array(("{\"bars\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8))
        add("deep.xml", Array(("<baraudit version=\"1\">" + String(repeating: "<bar>", count: 5000) + String(repeating: "</bar>", count: 5000) + "</baraudit>").utf8))
        add("nan.json", Array("{\"bars\": [{\"id\": \"b\", \"platform\": \"ios\", \"sourceLocale\": \"en\", \"size\": {\"height\": 1e400}, \"items\": [{\"id\": \"a\", \"title\": \"A\"}]}]}".utf8))
        add("nan.xml", Array(xmlBar("    <size height=\"NaN\"/>\n    <item id=\"a\" title=\"A\"/>").utf8))
        add("duplicate-ids.xml", Array(xmlBar("    <item id=\"a\" title=\"A\"/>\n    <item id=\"a\" title=\"B\"/>").utf8))
        add("latin1.xml", Array("<baraudit version=\"1\"><bar id=\"".utf8) + [0xE9] + Array("\"/></baraudit>".utf8))
        add("huge.xml", Array("<baraudit version=\"1\">".utf8) + [UInt8](repeating: 0x20, count: 2 * 1_048_576) + Array("</baraudit>".utf8))
        let storyboard = try String(contentsOf: Repository.examples.appendingPathComponent("ios-app/Base.lproj/Main.storyboard"), encoding: .utf8)
        add("duplicate-segue.storyboard", Array(storyboard.replacingOccurrences(of: "destination=\"Rdr-Lib-VC\"", with: "destination=\"Rdr-Now-VC\"").replacingOccurrences(of: "height=\"49\"", with: "height=\"nan\"").utf8))
        // A name that is not UTF-8 (Latin-1 "é"): Foundation lists it with U+FFFD, under which it cannot be opened.
        let latin1Name = Array(scratch.path("bars/caf").utf8) + [0xE9] + Array(".xml".utf8)
        let created = open(latin1Name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        #expect(created >= 0 && write(created, good, good.utf8.count) == good.utf8.count)
        close(created)
        hostile.append(scratch.path("bars/caf\u{FFFD}.xml"))
        let garbage = scratch.write("bars/garbage.json", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2654435761) >> 7) })
        let empty = scratch.write("bars/empty.xml", bytes: [])
        try FileManager.default.createDirectory(atPath: scratch.path("bars/folder.xml"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("bars/loop"), withDestinationPath: scratch.path("bars"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("bars/self.xml"), withDestinationPath: scratch.path("bars/self.xml"))
        // Its size on disk is 0 and it never ends: read up to the file size limit, not forever.
        try FileManager.default.createSymbolicLink(atPath: scratch.path("bars/zero.xml"), withDestinationPath: "/dev/zero")
        return (scratch, scratch.path("bars/good.xml"), hostile,
                [garbage, empty, scratch.path("bars/folder.xml"), scratch.path("bars/self.xml"), scratch.path("bars/zero.xml")])
    }

    /// A folder the walk cannot open (here: deeper than a path can name) was passed over without a word,
    /// and a definition inside it was never audited.
    @Test func aFolderTheWalkCannotOpenIsAnInputError() throws {
        let scratch = Scratch()
        let good = try String(contentsOf: Repository.examples.appendingPathComponent("localized-mail.xml"), encoding: .utf8)
        scratch.write("bars/good.xml", good)
        // Made a level at a time through descriptors: no single path to the deepest levels can be opened.
        var folder = open(scratch.path("bars"), O_RDONLY | O_DIRECTORY)
        for _ in 0..<320 {
            #expect(mkdirat(folder, "nested-folder", 0o755) == 0)
            let next = openat(folder, "nested-folder", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "bar.xml", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0 && write(file, good, good.utf8.count) == good.utf8.count)
        close(file)
        close(folder)
        let result = try runBarAudit(["audit", scratch.path("bars"), "--quiet"])
        #expect(result.status == 2, "\(result.output)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix(scratch.path("bars/nested-folder/nested-folder/")) && $0.hasSuffix(
            ": error: cannot read this folder (File name too long); the files below it are not audited [input]") }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix(scratch.path("bars/good.xml") + ":") }, "the folder's neighbours are still audited")
    }

    @Test func goodFileFindingsSurviveEveryHostileNeighbour() throws {
        let (scratch, good, discovered, namedOnly) = try Self.hostileFolder()
        let hostile = discovered + namedOnly
        let alone = try runBarAudit(["audit", good, "--quiet"])
        #expect(alone.status == 1)
        let started = Date()
        // `bars/loop` leads back to `bars`: named, it is the folder already searched, and nothing in it is audited twice.
        let all = try runBarAudit(["audit", scratch.path("bars")] + namedOnly + [scratch.path("bars/loop"), "--quiet", "--max-file-size", "1",
                                   "--format", "text,json,junit,sarif,html", "--output", scratch.path("out")])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(all.status == 2, "\(all.output)")
        let lines = all.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix(good) } == alone.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix(good) })
        #expect(!lines.contains { $0.hasPrefix(scratch.path("bars/loop")) }, "\(all.output)")
        for path in hostile {
            #expect(lines.contains { $0.hasPrefix(path + ":") && $0.hasSuffix("[input]") && $0.contains("error:") }, "no located error for \(path)\n\(all.output)")
        }
        let json = try String(contentsOfFile: scratch.path("out/baraudit.json"), encoding: .utf8)
        let junit = try String(contentsOfFile: scratch.path("out/TEST-baraudit.xml"), encoding: .utf8)
        let sarif = try String(contentsOfFile: scratch.path("out/baraudit.sarif"), encoding: .utf8)
        for path in hostile {
            let name = (path as NSString).lastPathComponent
            let uri = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            #expect(json.contains(name) && junit.contains(name) && sarif.contains(uri), "\(name) is missing from a report")
        }
    }
}
