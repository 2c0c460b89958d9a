import BarAuditModel
import Foundation

/// Turns the paths given on the command line into the files to load: files as given, directories
/// searched recursively for `*.xml` / `*.json` files that are bar definitions.
public enum DefinitionDiscovery {
    public struct Result: Sendable {
        public var files: [String]
        /// Paths that do not exist, and directories holding no definition.
        public var diagnostics: [InputDiagnostic]
    }

    /// How much of a file is read to decide whether it is a bar definition.
    static let sniffLength = 64 * 1024
    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "DerivedData", "build"]

    public static func discover(_ paths: [String]) -> Result {
        var files: [String] = []
        var diagnostics: [InputDiagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A symbolic link that leads nowhere (or to itself) exists as a link only.
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                let message = isLink ? "a symbolic link whose target does not exist or leads back to itself" : "no such file or directory"
                diagnostics.append(InputDiagnostic(severity: .error, message: message, location: SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = definitions(in: path)
            if found.isEmpty {
                diagnostics.append(InputDiagnostic(
                    severity: .error,
                    message: "no bar definitions found in this directory (looked for .xml files with a <baraudit> root, .json files with a \"bars\" member, storyboards with a tab bar controller and Android bottom navigation menus)",
                    location: SourceLocation(file: path)))
            }
            files += found
        }
        var seen = Set<String>()
        return Result(files: files.filter { seen.insert($0).inserted }, diagnostics: diagnostics)
    }

    private static func definitions(in directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var found: [String] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values?.isDirectory == true {
                if skippedDirectories.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                    walker.skipDescendants()
                }
                continue
            }
            guard values?.isRegularFile == true else { continue }
            let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
            let path = "\(base)/\(relative)"
            if looksLikeDefinition(path) { found.append(path) }
        }
        return found.sorted()
    }

    /// A cheap test on the first bytes; a malformed file that passes it is still loaded and reported.
    /// Bar definitions; storyboards and xibs with a tab bar controller; Android menus used by a
    /// BottomNavigationView.
    static func looksLikeDefinition(_ path: String) -> Bool {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard ["xml", "json", "storyboard", "xib"].contains(fileExtension) else { return false }
        if fileExtension == "storyboard" || fileExtension == "xib" {
            return (try? String(contentsOfFile: path, encoding: .utf8))?.contains("<tabBarController") ?? false
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: sniffLength)) ?? Data(), as: UTF8.self)
        if fileExtension == "xml" {
            if head.contains("<menu") { return isBottomNavigationMenu(path) }
            return head.contains("<baraudit ") || head.contains("<baraudit>") || head.contains("<baraudit\n")
        }
        return head.contains("\"bars\"")
    }

    /// A menu in `res/menu*/` that a layout gives to a BottomNavigationView (`app:menu="@menu/NAME"`).
    static func isBottomNavigationMenu(_ path: String) -> Bool {
        let menuFolder = (path as NSString).deletingLastPathComponent
        guard (menuFolder as NSString).lastPathComponent.hasPrefix("menu") else { return false }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let resources = (menuFolder as NSString).deletingLastPathComponent
        let layouts = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0.hasPrefix("layout") }
        for layout in layouts {
            let folder = (resources as NSString).appendingPathComponent(layout)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".xml") {
                guard let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8) else { continue }
                if text.contains("BottomNavigationView") && text.contains("@menu/\(name)\"") { return true }
            }
        }
        return false
    }
}
