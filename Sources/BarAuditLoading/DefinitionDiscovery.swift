import BarAuditCodeImport
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
    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData", "build"]

    public static func discover(_ paths: [String]) -> Result {
        var files: [String] = []
        var diagnostics: [InputDiagnostic] = []
        // Paths are told apart by what they lead to (`realpath`), not by their spelling, as ESLint and
        // SwiftLint lint a file once: `audit App ./App` or a link beside its folder audited every file twice,
        // and doubled every count and finding.
        var walkedFolders = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A symbolic link that leads nowhere (or to itself) exists as a link only.
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                let message = isLink ? "a symbolic link whose target does not exist or leads back to itself"
                    : path.contains(Self.unreadableNameMark) ? Self.unreadableName : "no such file or directory"
                diagnostics.append(InputDiagnostic(severity: .error, message: message, location: SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard walkedFolders.insert(CodeProject.resolved(path) ?? path).inserted else { continue }
            let (found, problems) = definitions(in: path)
            diagnostics += problems
            if found.isEmpty {
                diagnostics.append(InputDiagnostic(
                    severity: .error,
                    message: "no bar definitions found in this directory (looked for .xml files with a <baraudit> root, .json files with a \"bars\" member, storyboards with a tab bar controller or a tab bar of their own, Android bottom navigation menus, and Swift, Objective-C and Kotlin files that build a tab bar)",
                    location: SourceLocation(file: path)))
            }
            files += found
        }
        var seen = Set<String>()
        var told = Set<InputDiagnostic>()
        return Result(files: files.filter { seen.insert(CodeProject.resolved($0) ?? $0).inserted },
                      diagnostics: diagnostics.filter { told.insert($0).inserted })
    }

    /// Foundation gives a file name that is not UTF-8 with U+FFFD for its bad bytes, a name under which
    /// the file cannot be opened.
    static let unreadableNameMark: Character = "\u{FFFD}"
    static let unreadableName = "the file name is not valid UTF-8 (its bad bytes are shown as \u{FFFD}), so the file cannot be opened; rename it to audit it"
    /// A file deep enough in a folder tree that its path passes Linux's limit.
    static let tooLongPath = "cannot read this file (File name too long: its path passes Linux's 4,096 bytes); move it higher to audit it"

    /// The definitions below a directory; the Android layouts there whose bottom navigation names a
    /// menu the project lacks; and the files that may be definitions but cannot be opened by their name.
    private static func definitions(in directory: String) -> ([String], [InputDiagnostic]) {
        var unopenable: [InputDiagnostic] = []
        var found: [String] = []
        var projects: [String: AndroidProject] = [:]
        // One cache for the walk: a Kotlin file that may call an item wrapper found its project's root again (every
        // folder above it listed) with a cache of its own.
        let codeProjects = ProjectCache()
        // Each entry is asked about relative to its folder's descriptor (`FolderWalk`): Foundation's
        // enumerator and a `lstat` of each whole path made a tree 2,000 folders deep quadratic in its depth.
        // A folder the walk cannot open (no permission, or a path past PATH_MAX in a very deep tree) is
        // an input error: skipped without a word, its definitions would pass the gate unaudited.
        FolderWalk.walk(directory, includeHidden: false, visit: { entry in
            let path = entry.path
            // The type as lstat gives it (a symbolic link is neither a folder nor a file: links are not followed).
            if AppleBundle.isProjectFile(path) { unopenable += AppleBundle.problems(readingProjectFile: path) }
            if entry.type == S_IFDIR {
                // An `.xcloc` is an Xcode localisation export (Tinode keeps six, each with a copy of its
                // storyboards under `Source Contents`): no part of the app.
                if skippedDirectories.contains(entry.name) || entry.name.hasPrefix(".build") || (entry.name as NSString).pathExtension.lowercased() == "xcloc" {
                    return .skip
                } else if entry.name.hasPrefix("layout"), (path.parentPath as NSString).lastPathComponent == "res" {
                    let project = AndroidProject.containing(resourceFile: "\(path)/x.xml")
                    projects[project.root] = project
                }
                return .descend
            }
            guard let type = entry.type else {
                // Skipped without a word, a definition would pass the gate unaudited.
                if !entry.isOpenable, mayBeDefinition(path) {
                    let tooLong = path.utf8.count >= FolderWalk.pathLimit
                    unopenable.append(InputDiagnostic(severity: .error, message: tooLong ? Self.tooLongPath : unreadableName, location: SourceLocation(file: path)))
                }
                return .descend
            }
            if type == S_IFREG, looksLikeDefinition(path, projects: codeProjects) { found.append(path) }
            return .descend
        }, failed: { path, code in
            unopenable.append(InputDiagnostic(
                severity: .error, message: "cannot read this folder (\(String(cString: strerror(code)))); the files below it are not audited",
                location: SourceLocation(file: path)))
        })
        // Each project's broken resource files once, not once per menu that uses them.
        let problems = projects.keys.sorted().flatMap { root in
            projects[root]!.resourceProblemsReported = true
            return projects[root]!.resourceProblems
        }
        let missing = problems + projects.keys.sorted().flatMap { projects[$0]!.missingMenus }.map { use in
            InputDiagnostic(severity: .error, message: "the \(use.element.split(separator: ".").last ?? "") uses @menu/\(use.menu), which no menu folder of the project has (AAPT2: resource menu/\(use.menu) not found)",
                            location: use.location)
        }
        return (found.sorted(), unopenable + missing + computedLocaleFilterNotes(found.sorted()))
    }

    /// The notes of the locale filters the builds compute in a way not read (`AndroidMenuImporter.computedFilterNote`), each
    /// once for the Android menus and Kotlin files found that see it, rather than once per file; their projects are marked
    /// so that their files' loaders do not repeat them.
    private static func computedLocaleFilterNotes(_ found: [String]) -> [InputDiagnostic] {
        var notes: [InputDiagnostic] = []
        var noted = Set<SourceLocation>()
        for path in found {
            let fileExtension = (path as NSString).pathExtension.lowercased()
            let project: AndroidProject
            let module: AndroidProject.Module?
            if fileExtension == "kt" {
                (project, module) = AndroidProject.containing(sourceFile: path)
                if project.settingsNameEveryModule, let module, !project.isBuilt(path, of: module) { continue }
            } else if fileExtension == "xml", (AndroidProject.parent(of: path) as NSString).lastPathComponent.hasPrefix("menu") {
                project = AndroidProject.containing(resourceFile: path)
                let resources = AndroidProject.parent(of: AndroidProject.parent(of: path))
                let own = project.module(containing: resources)
                if project.settingsNameEveryModule, let own, !project.isBuilt(resources, of: own) { continue }
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                module = project.module(showingMenu: name, from: own)
            } else {
                continue
            }
            guard let module else { continue }
            for filter in project.computedLocaleFilters(seenBy: module) where noted.insert(filter.location).inserted {
                notes.append(AndroidMenuImporter.computedFilterNote(filter))
            }
            project.computedLocaleFiltersReported = true
        }
        return notes
    }

    /// Whether a file's extension is one that definitions have.
    private static func mayBeDefinition(_ path: String) -> Bool {
        ["xml", "json", "storyboard", "xib", "swift", "m", "mm", "kt", "java"].contains((path as NSString).pathExtension.lowercased())
    }

    /// A cheap test on the first bytes; a malformed file that passes it is still loaded and reported.
    /// Bar definitions; storyboards and xibs with a tab bar controller; Android menus used by a
    /// BottomNavigationView.
    /// `projects` is the walk's: the Kotlin files it asks about share their project's root and declarations.
    static func looksLikeDefinition(_ path: String, projects: ProjectCache = ProjectCache()) -> Bool {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        if fileExtension == "kt", isInTestOrDebugSourceSet(path) { return false }
        if fileExtension == "swift" { return buildsTabBarInCode(path, isSwift: true, projects: projects) }
        // Tabs given to a third-party bar (`LibraryBarItems`) are said in a note.
        if fileExtension == "kt" { return buildsTabBarInCode(path, isSwift: false, projects: projects) || givesLibraryBarTabs(path) }
        // Java is read only for the items it adds to a bottom navigation bar's menu, said in a note (`JavaMenuItems`).
        if fileExtension == "java" {
            guard !isInTestOrDebugSourceSet(path), let bytes = StringsFiles.bytes(path) else { return false }
            if JavaMenuItems.mayAddItems(bytes), JavaMenuItems.firstItemAdded(String(decoding: bytes, as: UTF8.self)) != nil { return true }
            return givesLibraryBarTabs(path)
        }
        // Objective-C files name `viewControllers` and `tabBarItem` for many reasons: one is a definition only where
        // the reader finds a bar in it (a few files of an app pass the byte search), or a bar it passes over with a note.
        if fileExtension == "m" || fileExtension == "mm" {
            guard let bytes = StringsFiles.bytes(path), ObjectiveCTabReader.mayBuildTabBar(bytes, header: ObjectiveCCodeImporter.header(of: path)) else { return false }
            let scan = ObjectiveCCodeImporter.scan(bytes, path: path, project: CodeProject.containing(path, cache: projects))
            return !scan.bars.isEmpty || !scan.problems.isEmpty
        }
        guard mayBeDefinition(path) else { return false }
        // Byte searches: Foundation's String.contains went through NSString, and was a tenth of a
        // rules-only audit of two hundred definitions.
        if fileExtension == "storyboard" || fileExtension == "xib" {
            // A launch screen's tab bar is a picture (Interface Builder marks the file launchScreen="YES").
            guard let bytes = StringsFiles.bytes(path) else { return false }
            return (bytes.contains(subsequence: Array("<tabBarController".utf8)) || Self.placesTabBarWithItems(bytes))
                && !Array(bytes.prefix(2048)).contains(subsequence: Array("launchScreen=\"YES\"".utf8))
        }
        guard let data = FileBytes.head(path, count: sniffLength) else { return false }
        // A definition saved as UTF-16 is still found, so that its encoding is reported, not the file skipped.
        let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        let head = isUTF16 ? Array((String(data: Data(data.prefix(data.count / 2 * 2)), encoding: .utf16) ?? "").utf8) : data
        if fileExtension == "xml" {
            if head.contains(subsequence: Array("<menu".utf8)) { return isBottomNavigationMenu(path) }
            return ["<baraudit ", "<baraudit>", "<baraudit\n"].contains { head.contains(subsequence: Array($0.utf8)) }
        }
        return hasBarsMember(head)
    }

    /// Whether storyboard or xib bytes hold a `<tabBar>` with `<tabBarItem>`s inside it that is not a tab bar controller's
    /// (`key="tabBar"`): a `UITabBar` placed in a view (`StoryboardImporter`).
    static func placesTabBarWithItems(_ bytes: [UInt8]) -> Bool {
        let open = Array("<tabBar ".utf8), close = Array("</tabBar>".utf8), item = Array("<tabBarItem".utf8), controllers = Array("key=\"tabBar\"".utf8)
        var from = 0
        while let start = bytes.firstOffset(of: open, from: from) {
            guard let tagEnd = bytes.firstOffset(of: [UInt8(ascii: ">")], from: start) else { return false }
            from = tagEnd
            guard bytes[tagEnd - 1] != UInt8(ascii: "/"), !Array(bytes[start..<tagEnd]).contains(subsequence: controllers),
                  let end = bytes.firstOffset(of: close, from: tagEnd) else { continue }
            if bytes.firstOffset(of: item, from: tagEnd, before: end) != nil { return true }
        }
        return false
    }

    /// Whether JSON bytes have a `"bars"` member: the string followed by a colon, not a value that
    /// happens to be "bars" (a Lottie animation in `res/raw` names its composition `"nm": "bars"`).
    static func hasBarsMember(_ bytes: [UInt8]) -> Bool {
        let key = Array("\"bars\"".utf8)
        guard bytes.count >= key.count else { return false }
        for start in 0...(bytes.count - key.count) where bytes[start] == key[0] && Array(bytes[start..<(start + key.count)]) == key {
            var next = start + key.count
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// A Kotlin file of a Gradle test source set (`src/test/`, `src/androidTest/`, `src/testDebug/`, and
    /// Kotlin Multiplatform's `src/commonTest/`, `src/androidUnitTest/`): tests and screenshot tests draw
    /// bars that no APK ships (Blocker's `core/designsystem/src/test/…/NavigationScreenshotTests.kt`), as
    /// the resources of those source sets are left out. So is a file of the debug build type's source sets
    /// (`src/debug/`, a flavour's `src/fullDebug/`, Kotlin Multiplatform's `src/androidDebug/`), compiled into
    /// debug builds only, as its layouts are (`AndroidProject.isDebugSourceSet`): Permission Pilot's
    /// `app/src/debug/java/…/screenshots/ScreenshotContent.kt` draws its bar with a fixed badge for store
    /// screenshots.
    static func isInTestOrDebugSourceSet(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        // `src/<source set>/java|kotlin/…`: the source set's code folder, not any folder named `src`.
        return components.indices.contains { index in
            guard components[index] == "src", index + 3 < components.count, ["java", "kotlin"].contains(components[index + 2]) else { return false }
            let sourceSet = components[index + 1]
            return sourceSet.hasPrefix("test") || sourceSet.hasPrefix("androidTest") || sourceSet.hasSuffix("Test")
                || AndroidProject.isDebugBuildType(sourceSet: sourceSet)
        }
    }

    /// Swift and Kotlin files that mention a tab-bar API, or a tab bar controller's list of tabs (a byte search;
    /// the importer parses them).
    static func buildsTabBarInCode(_ path: String, isSwift: Bool, projects: ProjectCache) -> Bool {
        guard !isSwift || !isPackageManifest(path), let bytes = StringsFiles.bytes(path) else { return false }
        return isSwift ? SwiftTabReader.mayBuildTabBar(bytes)
            : ComposeReader.mentionsNavigationBar(bytes) || ComposeReader.callsItemWrapper(bytes, path: path, cache: projects)
    }

    static func givesLibraryBarTabs(_ path: String) -> Bool {
        guard let bytes = StringsFiles.bytes(path), LibraryBarItems.mayGiveTabs(bytes) else { return false }
        return LibraryBarItems.firstTabsGiven(String(decoding: bytes, as: UTF8.self)) != nil
    }

    /// A Swift package's manifest (`Package.swift`, `Package@swift-5.9.swift`, whose first line is `// swift-tools-version…`,
    /// as SwiftPM requires), compiled against PackageDescription alone: it builds no app's tab bar. The byte search above
    /// read a 200 MB manifest whole (230 MB), though its readers stop at 1 MB.
    static func isPackageManifest(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name == "Package.swift" || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"),
              let head = FileBytes.head(path, count: 64), head.starts(with: Array("//".utf8)) else { return false }
        return String(decoding: head.dropFirst(2), as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("swift-tools-version")
    }

    /// A menu in `res/menu*/` that a layout anywhere in its Gradle project (any module, source set or
    /// qualified `layout*` folder) gives to a BottomNavigationView (`app:menu="@menu/NAME"`); a menu of a
    /// qualified folder (`menu-sw600dp`) only where such a layout is picked in that configuration.
    static func isBottomNavigationMenu(_ path: String) -> Bool {
        let menuFolder = AndroidProject.parent(of: path)
        guard (menuFolder as NSString).lastPathComponent.hasPrefix("menu") else { return false }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return AndroidProject.containing(resourceFile: path).bottomNavigationShows(menu: name, inFolder: (menuFolder as NSString).lastPathComponent)
    }
}
