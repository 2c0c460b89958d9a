import BarAuditCodeImport
import BarAuditModel
import Foundation

/// The project a source file belongs to: the nearest folder above it that holds an Xcode project or
/// workspace, a `Package.swift`, a Gradle settings file or a `.git` folder (else the file's own folder).
/// What the project declares — Swift and Kotlin declarations, Android strings — is read once per
/// project and shared by all its files. (iOS translations are looked up in the app's bundle, as for storyboards.)
final class CodeProject: @unchecked Sendable {
    let root: String
    private let lock = NSLock()
    private var swiftDeclarations: SwiftDeclarations?
    private var androidStrings: AndroidResourceStrings?
    private var kotlin: KotlinDeclarations?

    private init(root: String) {
        self.root = root
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var projects: [String: CodeProject] = [:]

    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "DerivedData", "build", "Carthage", ".gradle"]

    static func containing(_ path: String) -> CodeProject {
        let root = projectRoot(of: path)
        lock.lock()
        defer { lock.unlock() }
        if let known = projects[root] { return known }
        let project = CodeProject(root: root)
        projects[root] = project
        return project
    }

    static func projectRoot(of path: String) -> String {
        let start = (path as NSString).deletingLastPathComponent
        var folder = start
        while !folder.isEmpty && folder != "/" && folder != "." {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git"
                || $0 == "settings.gradle" || $0 == "settings.gradle.kts" }) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return start
    }

    /// Every file below the root with one of the extensions, skipping build output and dependencies.
    func files(withExtension fileExtension: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if Self.skippedDirectories.contains(name) || name.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            if (name as NSString).pathExtension == fileExtension { found.append((root as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }

    /// The project's string wrappers, SwiftGen keys and tab value types.
    var declarations: SwiftDeclarations {
        lock.lock()
        defer { lock.unlock() }
        if let swiftDeclarations { return swiftDeclarations }
        var declarations = SwiftDeclarations()
        for file in files(withExtension: "swift") {
            guard let bytes = StringsFiles.bytes(file), SwiftDeclarations.mentionsDeclarations(bytes) else { continue }
            declarations.add(source: String(decoding: bytes, as: UTF8.self))
        }
        declarations.finish()
        swiftDeclarations = declarations
        return declarations
    }

    /// The constructors, enum entries, sealed objects and lists the project's Kotlin declares.
    var kotlinDeclarations: KotlinDeclarations {
        lock.lock()
        defer { lock.unlock() }
        if let kotlin { return kotlin }
        var declarations = KotlinDeclarations()
        for path in files(withExtension: "kt") {
            guard let bytes = StringsFiles.bytes(path), KotlinDeclarations.markers.contains(where: { bytes.contains(subsequence: $0) }) else { continue }
            declarations.add(KotlinFile(source: String(decoding: bytes, as: UTF8.self)))
        }
        kotlin = declarations
        return declarations
    }

    /// Android string resources of every module below the root.
    var android: AndroidResourceStrings {
        lock.lock()
        defer { lock.unlock() }
        if let androidStrings { return androidStrings }
        let strings = AndroidResourceStrings.read(resourceFolders: androidResourceFolders())
        androidStrings = strings
        return strings
    }

    /// `…/src/main/res` folders (any source set's `res` folder with a `values` folder).
    private func androidResourceFolders() -> [String] {
        let valuesFiles = files(withExtension: "xml").filter { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == "values" }
        let folders = Set(valuesFiles.map { (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent })
        return folders.filter { ($0 as NSString).lastPathComponent == "res" }.sorted()
    }
}

/// The seam to Android string resolution: the string tables of a set of `res` folders, through the
/// same reading the menu importer uses (one place to change when resource resolution grows).
struct AndroidResourceStrings {
    var sourceLocale = "en"
    var locales: [String] = []
    var tables: [String: StringTable] = [:]
    var diagnostics: [InputDiagnostic] = []

    static func read(resourceFolders: [String]) -> AndroidResourceStrings {
        var result = AndroidResourceStrings()
        var entries: [String: [String: LocalizedString]] = [:]
        for folder in resourceFolders {
            let (sourceLocale, tables, diagnostics) = AndroidMenuImporter.strings(in: folder)
            if folder == resourceFolders.first { result.sourceLocale = sourceLocale }
            result.diagnostics += diagnostics
            // `values-qq` is translatewiki's message documentation, not a language any device selects.
            for (locale, table) in tables where locale != "qq" { entries[locale, default: [:]].merge(table.entries) { first, _ in first } }
        }
        // A values folder with no strings puts no configuration in the APK: it is not a shipped locale.
        entries = entries.filter { $0.key == result.sourceLocale || !$0.value.isEmpty }
        result.locales = [result.sourceLocale] + entries.keys.filter { $0 != result.sourceLocale }.sorted()
        result.tables = entries.reduce(into: [:]) { tables, pair in
            tables[pair.key] = StringTable(locale: pair.key, location: SourceLocation(file: resourceFolders.first ?? ""), entries: pair.value)
        }
        return result
    }
}
