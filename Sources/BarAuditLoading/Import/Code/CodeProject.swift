import BarAuditCodeImport
import BarAuditModel
import Foundation

/// The project a source file belongs to: the nearest folder above it that holds an Xcode project or
/// workspace, XcodeGen's `project.yml` or Tuist's `Project.swift`, a `Package.swift`, a Gradle settings
/// file or a `.git` folder (else the file's own folder).
/// What the project declares — Swift and Kotlin declarations — is read once per project and shared by
/// all its files. (Translations are looked up as for storyboards and menus: iOS in the app's bundle,
/// Android through the file's Gradle module.)
final class CodeProject: @unchecked Sendable {
    let root: String
    private let lock = NSLock()
    private var kotlin: KotlinDeclarations?

    private init(root: String) {
        self.root = root
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var projects: [String: CodeProject] = [:]

    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "DerivedData", "build", "Carthage", ".gradle"]
    /// Local packages followed from a package's manifest, and the largest manifest read.
    static let maximumLocalPackages = 64
    static let maximumManifestBytes = 1 << 20
    /// The largest Swift or Kotlin source read for its declarations or previews, as large as a tab file may be
    /// (a definition's 16 MB); a larger one is passed over. swift-syntax's tree of a source takes some 35 times
    /// its size, the Kotlin tokens some 20 times: a 115 MB `extension String` ran out of 4 GB of address space
    /// and crashed the run (signal 6, nothing reported), and the sources kept for previews were held whole.
    static let maximumSourceBytes = 16 << 20

    static func containing(_ path: String, cache: ProjectCache) -> CodeProject {
        let root = cache.codeProjectRoot(ofFolder: path.parentPath) { projectRoot(of: path) }
        lock.lock()
        defer { lock.unlock() }
        if let known = projects[root] { return known }
        let project = CodeProject(root: root)
        projects[root] = project
        return project
    }

    /// The working folder is looked at too: a folder audited as `.` (or a file as `App/Tab.swift`) from the
    /// project's root stopped below it, so its declarations in other folders (SwiftGen's `L10n`, String
    /// extensions) were not read and every title they give was "computed at run time".
    static func projectRoot(of path: String) -> String {
        let start = path.parentPath
        var folder = start
        // Above `../App` lies no working folder's subtree: such a path stops below it, as before.
        let climbs = start.split(separator: "/").contains("..")
        // A deep folder's ancestors are listed from the top down, each opened from the one above it.
        let along = start.utf8.count(where: { $0 == UInt8(ascii: "/") }) > FolderWalk.deepFolder ? FolderWalk.namesAlong(start) : nil
        while folder != "/" {
            let isWorkingFolder = folder.isEmpty || folder == "."
            if isWorkingFolder && climbs { break }
            let listed = isWorkingFolder ? "." : folder
            let names = along?[listed] ?? (try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? []
            // XcodeGen's `project.yml` and Tuist's `Project.swift` stand for the project they generate
            // (Kiwix keeps no .xcodeproj in its repository).
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git"
                || $0 == "project.yml" || $0 == "Project.swift"
                || $0 == "settings.gradle" || $0 == "settings.gradle.kts" }) {
                return isWorkingFolder ? "." : folder
            }
            if isWorkingFolder { break }
            folder = along == nil ? folder.parentPath : FolderWalk.parentAlong(folder)
        }
        return start
    }

    /// A path with `.` and `name/..` taken out as written (NSString resolves `..` only in absolute paths):
    /// `App/../TKLocalize` → `TKLocalize`, `./App` → `App`, `../X` stays; an empty result is `.`.
    static func lexicallyNormalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder's absolute path with every symbolic link, `.` and `..` resolved (`realpath(3)`), or nil when
    /// it cannot be resolved (missing, a loop of links, past `PATH_MAX`).
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// A path without its leading `./` (the project's walk spells its files from `.`, a file named on the
    /// command line may be spelled without it).
    static func withoutDotSlash(_ path: String) -> Substring {
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return rest
    }

    /// Every file below the root with one of the extensions, skipping build output and dependencies.
    /// Each entry is asked about relative to its folder (`FolderWalk`), not by its whole path: a tree 2,000
    /// folders deep was quadratic in its depth. Files and links to them are listed (a link is read as the
    /// file it names, as before); links to folders are not followed.
    func files(withExtension fileExtension: String) -> [String] {
        var found: [String] = []
        FolderWalk.walk(root, includeHidden: true, visit: { entry in
            if Self.skippedDirectories.contains(entry.name) || entry.name.hasPrefix(".build") { return .skip }
            if entry.type == S_IFREG || entry.type == S_IFLNK, (entry.name as NSString).pathExtension == fileExtension { found.append(entry.path) }
            return .descend
        }, failed: { _, _ in })
        return found.sorted()
    }

    /// Whether a view type is used only by previews: the project names it in `#Preview` or `PreviewProvider`
    /// bodies of other files and nowhere else (Nostur's `PreviewApp`, a TabView that frames previewed
    /// posts): its TabView is shown to the developer in Xcode, never to users. A type the project never
    /// names (an `App`'s scene) or names only in its own file's previews is not judged so.
    func isUsedOnlyInPreviews(_ type: String, declaredIn path: String) -> Bool {
        // The project's Swift sources are read once, not once per TabView: an app of 1,000 SwiftUI files
        // with a TabView each read its files a million times.
        lock.lock()
        let sources = readSwiftSources()
        lock.unlock()
        let needle = Array(type.utf8)
        let naming = sources.filter { $0.bytes.contains(subsequence: needle) }
        // Only another file with a preview can make it so: without one, no file is parsed.
        guard naming.contains(where: { source in
            Self.withoutDotSlash(source.path) != Self.withoutDotSlash(path) && Self.previewMarkers.contains { source.bytes.contains(subsequence: $0) }
        }) else { return false }
        var inOtherPreviews = 0
        for (file, bytes) in naming {
            let counts = SwiftTabReader.references(to: type, in: String(decoding: bytes, as: UTF8.self))
            if counts.elsewhere > 0 { return false }
            if Self.withoutDotSlash(file) != Self.withoutDotSlash(path) { inOtherPreviews += counts.inPreviews }
        }
        return inOtherPreviews > 0
    }

    /// Another Swift file of the project that may build a tab bar and calls one of the functions
    /// (`createNavController(` written in it), if any.
    func otherFileCalling(_ functions: Set<String>, besides path: String) -> String? {
        lock.lock()
        let sources = readSwiftSources()
        if filesCalling == nil { filesCalling = Self.filesCalling(in: sources) }
        let calling = filesCalling ?? [:]
        lock.unlock()
        let own = Self.withoutDotSlash(path)
        return functions.compactMap { function in
            calling[function]?.first { Self.withoutDotSlash(sources[$0].path) != own }
        }.min().map { sources[$0].path }
    }

    /// Each name written before `(` in a Swift file that may build a tab bar → the first two such files writing it
    /// (two, so that one is another than the file asking). Each file that makes a tab for another's calls searched
    /// every file for them: 3,000 factory files, each called once from one tab file, took 30 s.
    private var filesCalling: [String: [Int]]?

    /// The files calling each name (`namesCalled`), two at most.
    private static func filesCalling(in sources: [(path: String, bytes: [UInt8])]) -> [String: [Int]] {
        var calling: [String: [Int]] = [:]
        for (index, source) in sources.enumerated() where SwiftTabReader.mayBuildTabBar(source.bytes) {
            for key in namesCalled(in: source.bytes, initializersByClass: false) where calling[key, default: []].count < 2 {
                calling[key, default: []].append(index)
            }
        }
        return calling
    }

    /// The names a Swift file writes before `(`: the whole word (ASCII letters, digits, `_` and the bytes of non-ASCII
    /// characters, which Swift names may hold); with `initializersByClass`, `X.init(` gives the class's name `X`.
    static func namesCalled(in bytes: [UInt8], initializersByClass: Bool) -> Set<String> {
        var names = Set<ArraySlice<UInt8>>()
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "(") {
            var end = offset
            if initializersByClass, offset >= 5, bytes[(offset - 5)..<offset].elementsEqual(".init".utf8) { end = offset - 5 }
            var start = end
            while start > 0, bytes[start - 1].isASCIIWordByte || bytes[start - 1] >= 0x80 { start -= 1 }
            if start < end { names.insert(bytes[start..<end]) }
        }
        return Set(names.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Another Swift file of the project whose tab bar controller lists one of the view controller classes and
    /// makes its tab from the item the class gives itself (`SwiftTabReader`'s `controllersTitlingTheirTabs`), if any.
    /// Only files that name a class followed by `(` or `.` (`DogBreedsListViewController.make(…)`) are parsed.
    func otherFileListing(_ classes: Set<String>, besides path: String) -> String? {
        lock.lock()
        let sources = readSwiftSources()
        if filesThatMayBuildATabBar == nil { filesThatMayBuildATabBar = sources.indices.filter { SwiftTabReader.mayBuildTabBar(sources[$0].bytes) } }
        let candidates = filesThatMayBuildATabBar ?? []
        lock.unlock()
        let made = classes.flatMap { [Array("\($0)(".utf8), Array("\($0).".utf8)] }
        for index in candidates where Self.withoutDotSlash(sources[index].path) != Self.withoutDotSlash(path)
            && made.contains(where: { sources[index].bytes.contains(subsequence: $0) }) {
            if !controllersListed(by: index, in: sources).isDisjoint(with: classes) { return sources[index].path }
        }
        return nil
    }

    /// The places in `swiftSources` of the files that may build a tab bar, found on the first question about a controller titling itself.
    private var filesThatMayBuildATabBar: [Int]?
    /// The controllers whose own items the tab bar controller of each such file lists (`controllersTitlingTheirTabs`), read once
    /// per file: every controller of a list asks about the file listing it, and 1,000 controllers each made it read the list again
    /// (with the files of the 1,000 classes it names): 400 took 11 s.
    private var controllersListedByFile: [Int: Set<String>] = [:]

    private func controllersListed(by index: Int, in sources: [(path: String, bytes: [UInt8])]) -> Set<String> {
        lock.lock()
        let known = controllersListedByFile[index]
        lock.unlock()
        if let known { return known }
        let bytes = sources[index].bytes
        let listed = SwiftTabReader.read(source: String(decoding: bytes, as: UTF8.self), declarations: declarations(for: bytes)).controllersTitlingTheirTabs
        lock.lock()
        controllersListedByFile[index] = listed
        lock.unlock()
        return listed
    }

    /// Whether any code of the project calls a type's static function: `Type.function` in a Swift file (a call,
    /// `#selector(Type.function)`, the member on a line of its own below the type) or `[Type function` in an
    /// Objective-C one, or the function's name followed by `(` in its own file other than where it is declared
    /// (`Self.function()`, `function()` in the type).
    func callsStaticFunction(_ function: String, of type: String, declaredIn path: String, source: [UInt8]) -> Bool {
        lock.lock()
        let sources = readSwiftSources()
        let objectiveC = readObjectiveCSources().map(\.bytes)
        lock.unlock()
        let message = Array("[\(type) \(function)".utf8)
        if sources.contains(where: { Self.withoutDotSlash($0.path) != Self.withoutDotSlash(path) && Self.writesMember(function, of: type, in: $0.bytes) }) { return true }
        if objectiveC.contains(where: { $0.contains(subsequence: message) }) { return true }
        let call = Array("\(function)(".utf8)
        let declaration = Array("func \(function)(".utf8)
        var from = 0
        while let offset = source.firstOffset(of: call, from: from) {
            let declared = offset >= 5 && Array(source[(offset - 5)..<(offset + call.count)]) == declaration
            if !declared && (offset == 0 || !source[offset - 1].isASCIIWordByte) { return true }
            from = offset + 1
        }
        return false
    }

    /// How the project's other Swift files use the items an enum's values give (`ActiveWalletViewModel.Tabs.swap.tabBarItem`), by
    /// value: true where some use runs in a Release build (`ReleaseBuild`), false where every use is debug-only code; nil when no
    /// other file names one. Only the files that write `Type.value.member` for one of the values are parsed.
    func usesOfValueItems(_ item: EnumValueItem, besides path: String) -> [String: Bool]? {
        let sources = lock.withLock { readSwiftSources() }
        let own = Self.withoutDotSlash(path)
        var uses: [String: Bool] = [:]
        for source in sources where Self.withoutDotSlash(source.path) != own
            && item.cases.contains(where: { Self.writesMember("\($0).\(item.member)", of: item.type, in: source.bytes) }) {
            let found = ReleaseBuild.usesOfValueItems(item, in: String(decoding: source.bytes, as: UTF8.self), debugFlags: debugFlags())
            uses.merge(found) { $0 || $1 }
        }
        return uses.isEmpty ? nil : uses
    }

    /// The Boolean properties the project sets from `#if DEBUG` (`ReleaseBuild.debugFlags`), found on the first question: only
    /// files writing `#if DEBUG` are parsed.
    private var debugFlagNames: Set<String>?

    private func debugFlags() -> Set<String> {
        if let known = lock.withLock({ debugFlagNames }) { return known }
        let sources = lock.withLock { readSwiftSources() }
        let marker = Array("#if DEBUG".utf8)
        var found = Set<String>()
        for source in sources where source.bytes.contains(subsequence: marker) {
            found.formUnion(ReleaseBuild.debugFlags(in: String(decoding: source.bytes, as: UTF8.self)))
        }
        lock.withLock { debugFlagNames = found }
        return found
    }

    /// Whether Swift source writes `Type.member` with the type's name a whole word, whitespace or comments allowed before
    /// the dot: 2fas calls `SettingsFlowController` and, on the next line, `.setup(parent: flowController)`, a chained
    /// static call that a search for `SettingsFlowController.setup` did not see (its Settings tab was "called by no code").
    static func writesMember(_ member: String, of type: String, in bytes: [UInt8]) -> Bool {
        let name = Array(type.utf8)
        let memberName = Array(member.utf8)
        var from = 0
        while let offset = bytes.firstOffset(of: name, from: from) {
            from = offset + 1
            guard offset == 0 || !(bytes[offset - 1].isASCIIWordByte || bytes[offset - 1] >= 0x80) else { continue }
            var index = offset + name.count
            // Spaces, line breaks and comments between the type and the dot.
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index = (bytes.firstOffset(of: Array("*/".utf8), from: index + 2) ?? bytes.count - 2) + 2
                } else {
                    break
                }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "."), bytes.count - index - 1 >= memberName.count,
                  bytes[(index + 1)..<(index + 1 + memberName.count)].elementsEqual(memberName) else { continue }
            let end = index + 1 + memberName.count
            if end == bytes.count || !(bytes[end].isASCIIWordByte || bytes[end] >= 0x80) { return true }
        }
        return false
    }

    /// Whether the project names a view controller class only where it declares it (`class X`, `extension X`,
    /// `@implementation X`, comments aside: Xcode's file header names the class's file): no other Swift or Objective-C
    /// code writes its name (to make it, subclass it, list it, cast to it, name it in a string), and no storyboard or xib
    /// names it (`customClass="X"`). Nothing makes such a controller, so what its own code sets on its item (Skullcandy's
    /// `AuthenticationViewController`, whose `viewDidLoad` sets `self.tabBarItem.title = "Authentication"`, while its
    /// storyboard scene is a `SignInViewController`) is on no tab a user sees. False whenever a source was not read, and in a
    /// project with no app entry point (`UIApplicationDelegate`, `UIApplicationMain`, `@main`).
    func namesOnlyWhereDeclared(_ className: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let swift = readSwiftSources()
        let objectiveC = readObjectiveCSources()
        guard swift.count == swiftFiles().count,
              objectiveC.count == files(withExtension: "m").count + files(withExtension: "mm").count else { return false }
        // Only a whole app shows all that makes its controllers: one with its entry point (a trimmed copy of a class's file does not).
        let entryPoints = ["UIApplicationDelegate", "UIApplicationMain", "@main"].map { Array($0.utf8) }
        guard (swift + objectiveC).contains(where: { source in entryPoints.contains { source.bytes.firstOffset(of: $0, from: 0) != nil } }) else { return false }
        let name = Array(className.utf8)
        let declaring: [[UInt8]] = ["class", "extension", "@implementation", "@interface"].map { Array($0.utf8) }
        for (_, bytes) in swift + objectiveC {
            var from = 0
            while let offset = bytes.firstOffset(of: name, from: from) {
                from = offset + name.count
                guard offset == 0 || !bytes[offset - 1].isASCIIWordByte, from == bytes.count || !bytes[from].isASCIIWordByte else { continue }
                var lineStart = offset
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                let before = bytes[lineStart..<offset]
                if zip(before, before.dropFirst()).contains(where: { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "/") }) { continue }
                if before.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "*") { continue }
                var wordEnd = offset
                while wordEnd > lineStart, bytes[wordEnd - 1] == 0x20 || bytes[wordEnd - 1] == 0x09 { wordEnd -= 1 }
                if wordEnd < offset, declaring.contains(where: { wordEnd - $0.count >= lineStart && bytes[(wordEnd - $0.count)..<wordEnd].elementsEqual($0)
                    && (wordEnd - $0.count == lineStart || !bytes[wordEnd - $0.count - 1].isASCIIWordByte) }) { continue }
                return false
            }
        }
        let quoted = Array("\"\(className)\"".utf8)
        for path in files(withExtension: "storyboard") + files(withExtension: "xib") {
            guard let bytes = FileBytes.read(path, atMost: Self.maximumSourceBytes) else { return false }
            if bytes.contains(subsequence: quoted) { return false }
        }
        return true
    }

    /// Each view controller class the project's storyboards make (`customClass="HomeNavigationController"`) → the first
    /// storyboard making it: one byte search of each storyboard, on the first question.
    private var storyboardClasses: [String: String]?

    /// A storyboard of the project that makes a controller of one of the classes, if any: the item such a class gives
    /// itself in its own file is a tab of the storyboard's bar (`StoryboardControllerCode`), no bar of its own.
    func storyboardMaking(_ classes: Set<String>) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if storyboardClasses == nil {
            var found: [String: String] = [:]
            let marker = Array("customClass=\"".utf8)
            for path in files(withExtension: "storyboard") {
                guard let bytes = FileBytes.read(path, atMost: Self.maximumSourceBytes) else { continue }
                var from = 0
                while let offset = bytes.firstOffset(of: marker, from: from) {
                    let start = offset + marker.count
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    let name = String(decoding: bytes[start..<end], as: UTF8.self)
                    if found[name] == nil { found[name] = path }
                    from = end
                }
            }
            storyboardClasses = found
        }
        return classes.sorted().lazy.compactMap { self.storyboardClasses?[$0] }.first
    }

    /// Where the project makes each class's controllers and what it does with them, indexed on the first question. It has
    /// a lock of its own: indexing and parsing under the project's lock made every other question of a large bar's workers
    /// (declarations, previews, lists) wait for them.
    private var controllerUses: ControllerUseIndex?
    private let controllerUsesLock = NSLock()

    /// What the code making the controllers of a class that titles its own tab does with them (`ControllerUseIndex.Fate`),
    /// when every place is read and says so; nil otherwise.
    func controllerFate(ofClass name: String) -> ControllerUseIndex.Fate? {
        controllerUsesLock.withLock { controllerUseIndex().fate(ofClass: name) }
    }

    /// Whether any Swift code of the project calls a function of this name (`name(` not declaring it), or any
    /// Objective-C sends a message whose selector starts with it (`[tabs addTabBarItemWith…`).
    func isFunctionCalled(_ name: String) -> Bool {
        controllerUsesLock.withLock { controllerUseIndex().isCalled(name) }
    }

    /// `controllerUses`, made now if it was not yet, the project's lock held only to read the sources (the caller holds
    /// `controllerUsesLock`).
    private func controllerUseIndex() -> ControllerUseIndex {
        if let controllerUses { return controllerUses }
        let sources = lock.withLock { (readSwiftSources(), readObjectiveCSources()) }
        let index = ControllerUseIndex(swift: sources.0, objectiveC: sources.1)
        controllerUses = index
        return index
    }

    /// The project's Objective-C sources, read on the first question about a static function's callers or a class's own tab.
    private var objectiveCSources: [(path: String, bytes: [UInt8])]?

    /// `objectiveCSources`, read now if they were not yet (the caller holds `lock`).
    private func readObjectiveCSources() -> [(path: String, bytes: [UInt8])] {
        if objectiveCSources == nil {
            objectiveCSources = (files(withExtension: "m") + files(withExtension: "mm")).compactMap { file in
                FileBytes.read(file, atMost: Self.maximumSourceBytes).map { (file, $0) }
            }
        }
        return objectiveCSources ?? []
    }

    /// Each class the project's Objective-C files implement (`@implementation HomeViewController`, not a category's
    /// `@implementation UIViewController (Tabs)`) → the places in `objectiveCSources` of the files implementing it: one byte
    /// search of each file, on the first question about a class's own tab (each controller of a list asks).
    private var objectiveCImplementations: [String: [Int]]?
    /// The files parsed for a class's own tab, by place, and each class's own tab by class and initializer: a file
    /// implementing 1,000 listed classes is parsed once, and each class read once per initializer.
    private var objectiveCParsed: [Int: ObjectiveCTabReader.ParsedSource] = [:]
    private var objectiveCOwnTabs: [String: ObjectiveCTabReader.OwnTab?] = [:]
    /// Each class's methods that retitle it (`ObjectiveCTabReader.retitlingSelectors`), read once per class: read again for
    /// each initializer, a class of 2,000 initializers each listed once took 30 s.
    private var objectiveCRetitlingSelectors: [String: [String: [[String]]]] = [:]
    /// The largest file parsed for a class's own tab, and how much the project's files parsed for them may hold together:
    /// the parsed files are kept (some 15 times their size), and eight listed classes each in a file of 7 MB took 900 MB.
    static let maximumOwnTabSourceBytes = 4 << 20
    static let maximumOwnTabSourceBytesParsed = 16 << 20
    private var objectiveCBytesParsed = 0
    /// The classes whose one implementing file was not parsed for their own tab (past the two sizes above).
    private var objectiveCClassesNotRead: Set<String> = []

    /// The tab a view controller class gives itself in its own Objective-C file (`ObjectiveCTabReader.ownTab`), made with
    /// `initializer`; nil when no file or more than one implements the class, its file gives it no title, or its file is
    /// not read (`isOwnTabNotRead`).
    func objectiveCOwnTab(ofClass name: String, initializer: String) -> ObjectiveCTabReader.OwnTab? {
        lock.lock()
        defer { lock.unlock() }
        let key = name + "\u{0}" + initializer
        if let known = objectiveCOwnTabs[key] { return known }
        let sources = readObjectiveCSources()
        if objectiveCImplementations == nil { objectiveCImplementations = Self.implementedClasses(in: sources.map(\.bytes)) }
        var own: ObjectiveCTabReader.OwnTab?
        if let places = objectiveCImplementations?[name], places.count == 1, case let place = places[0], let parsed = parsedObjectiveCSource(place) {
            if objectiveCRetitlingSelectors[name] == nil { objectiveCRetitlingSelectors[name] = ObjectiveCTabReader.retitlingSelectors(ofClass: name, in: parsed) }
            own = ObjectiveCTabReader.ownTab(ofClass: name, initializer: initializer, in: parsed, path: sources[place].path,
                                             retitlingSelectors: objectiveCRetitlingSelectors[name] ?? [:])
        } else if let places = objectiveCImplementations?[name], places.count == 1 {
            objectiveCClassesNotRead.insert(name)
        }
        objectiveCOwnTabs[key] = .some(own)
        return own
    }

    /// Whether the one file implementing the class `name` was passed over when asked for its own tab (`objectiveCOwnTab`).
    func isObjectiveCOwnTabNotRead(ofClass name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return objectiveCClassesNotRead.contains(name)
    }

    /// The Objective-C file at `place`, parsed on the first question about a class it implements; nil past
    /// `maximumOwnTabSourceBytes`, or where it would take the files parsed past `maximumOwnTabSourceBytesParsed` (the
    /// caller holds `lock`).
    private func parsedObjectiveCSource(_ place: Int) -> ObjectiveCTabReader.ParsedSource? {
        if let parsed = objectiveCParsed[place] { return parsed }
        guard let bytes = objectiveCSources?[place].bytes, bytes.count <= Self.maximumOwnTabSourceBytes,
              objectiveCBytesParsed + bytes.count <= Self.maximumOwnTabSourceBytesParsed else { return nil }
        objectiveCBytesParsed += bytes.count
        let parsed = ObjectiveCTabReader.ParsedSource(String(decoding: bytes, as: UTF8.self))
        objectiveCParsed[place] = parsed
        return parsed
    }

    /// The classes each file implements, by name: the word after each `@implementation` not followed by `(`.
    static func implementedClasses(in sources: [[UInt8]]) -> [String: [Int]] {
        let keyword = Array("@implementation".utf8)
        var found: [String: [Int]] = [:]
        for (place, bytes) in sources.enumerated() {
            var from = 0
            while let offset = bytes.firstOffset(of: keyword, from: from) {
                var index = offset + keyword.count
                from = index
                guard index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") else { continue }
                while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, bytes[index].isASCIIWordByte { index += 1 }
                guard index > start else { continue }
                var next = index
                while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[next]) { next += 1 }
                guard next == bytes.count || bytes[next] != UInt8(ascii: "(") else { continue }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if found[name]?.last != place { found[name, default: []].append(place) }
                from = index
            }
        }
        return found
    }

    /// What every preview is written with (`#Preview { … }`, `struct …: PreviewProvider`).
    private static let previewMarkers = [Array("#Preview".utf8), Array("PreviewProvider".utf8)]

    /// The project's Swift files, found by one walk of its folders for both questions asked of them
    /// (declarations, previews); called with the lock held.
    private func swiftFiles() -> [String] {
        if let swiftPaths { return swiftPaths }
        var found = files(withExtension: "swift")
        // A Swift package's local dependencies (`.package(path: "../TKLocalize")`) are compiled with it: their
        // declarations are the package's too (Tonkeeper's `LocalPackages/App` titles its tabs with
        // `TKLocales.Tabs.wallet`, the SwiftGen enum of its `LocalPackages/TKLocalize` package). Followed from
        // package to package, each folder once; the dependency's strings are its own bundle's, as before.
        // Each package is known by its folder with symbolic links resolved (`realpath`), not by its spelling: a
        // package whose manifest names `.package(path: "l")`, with `l` a link to its own folder, was followed
        // as `X/l`, `X/l/l`, … 64 times, each walked and its declarations read again (300 files of String
        // extensions: past 20 s, 0.9 s once). A folder that resolves into the project's is listed already.
        let top = Self.lexicallyNormalized(root)
        let topResolved = Self.resolved(top)
        var seen: Set<String> = [top]
        var seenResolved = Set<String>()
        if let topResolved { seenResolved.insert(topResolved) }
        var manifests = [root]
        while let folder = manifests.popLast(), seen.count <= Self.maximumLocalPackages {
            let manifest = (folder as NSString).appendingPathComponent("Package.swift")
            guard let bytes = FileBytes.read(manifest, atMost: Self.maximumManifestBytes) else { continue }
            for dependency in SwiftPackageManifest.localDependencyPaths(source: String(decoding: bytes, as: UTF8.self)) {
                let path = Self.lexicallyNormalized((folder as NSString).appendingPathComponent(dependency))
                guard !seen.contains(path), seen.count <= Self.maximumLocalPackages,
                      FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")) else { continue }
                seen.insert(path)
                guard let real = Self.resolved(path), seenResolved.insert(real).inserted else { continue }
                // A dependency inside this project's folder is listed already.
                let inside = topResolved.map { real.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? false
                if !inside { found += CodeProject(root: path).files(withExtension: "swift") }
                manifests.append(path)
            }
        }
        found = Array(Set(found)).sorted()
        swiftPaths = found
        return found
    }

    private var swiftPaths: [String]?

    /// The project's Swift files with those of the local packages its manifest depends on (for tests).
    var swiftFilesWithLocalPackages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return swiftFiles()
    }

    /// The project's Swift files and their bytes, read on the first question about previews or callers.
    private var swiftSources: [(path: String, bytes: [UInt8])]?

    /// `swiftSources`, read now if they were not yet (the caller holds `lock`).
    private func readSwiftSources() -> [(path: String, bytes: [UInt8])] {
        if swiftSources == nil { swiftSources = swiftFiles().compactMap { file in FileBytes.read(file, atMost: Self.maximumSourceBytes).map { (file, $0) } } }
        return swiftSources ?? []
    }

    /// Swift files that may declare what tab code uses, with their bytes and the types they declare (read once).
    /// The bytes are an array, not `Data`: LeakSanitizer does not see the reference `Data` keeps in the spare
    /// bits of its representation, and a fuzz run reported this process-wide cache as leaked.
    private var swiftDeclarationFiles: [(path: String, bytes: [UInt8], declares: Set<String>)]?
    private var swiftDeclarationsByFiles: [[String]: SwiftDeclarations] = [:]
    /// The places in `swiftDeclarationFiles` of the files every tab file reads (String extensions, `L10n`, …).
    private var filesReadByEveryTabFile: [Int] = []
    /// Each name a declaration file writes after `enum`, `struct`, `class`, `extension` (or its other marks)
    /// → the places of the files writing it.
    private var filesDeclaring: [String: [Int]] = [:]
    /// Each file's declarations, parsed once for every tab file that reads it (nil: too deep to read).
    private var fileDeclarations: [String: SwiftDeclarations.FileDeclarations?] = [:]

    /// The string wrappers, SwiftGen keys and tab value types a tab file can use: read from the files
    /// that extend String, declare `L10n`, or declare a type the tab file names — not from every file
    /// of the project, so that a large app costs a byte search, not a parse, per file.
    func declarations(for source: [UInt8]) -> SwiftDeclarations {
        lock.lock()
        defer { lock.unlock() }
        if swiftDeclarationFiles == nil {
            swiftDeclarationFiles = swiftFiles().compactMap { path in
                guard let bytes = FileBytes.read(path, atMost: Self.maximumSourceBytes), SwiftDeclarations.mentionsDeclarations(bytes) else { return nil }
                return (path, bytes, Self.declaredNames(in: bytes))
            }
            // Which files every tab file reads, and which files declare each name, worked out once: each tab
            // file looked through every declaration of every file (400 tab files beside 400 files of String
            // extensions: 1.1 s of the 1.7 s of CPU).
            var common: [Int] = []
            var declaring: [String: [Int]] = [:]
            for (index, file) in (swiftDeclarationFiles ?? []).enumerated() {
                if file.declares.contains(where: { declared in
                    declared.hasPrefix("extension String") || declared.hasPrefix("enum L10n") || declared == "func NSLocalizedString" || declared == "tabItem modifier" || declared == "page style"
                }) { common.append(index) }
                for name in Set(file.declares.map { String($0.drop { $0 != " " }.dropFirst()) }) { declaring[name, default: []].append(index) }
            }
            filesReadByEveryTabFile = common
            filesDeclaring = declaring
        }
        // A file is read when it writes `enum NAME`, `struct NAME`, `class NAME` or `extension NAME` for
        // a type the tab file names, `extension String`, `enum L10n` or `func NSLocalizedString(`: looked up in what each file
        // declares, not searched for in each file per name.
        let names = Self.typeNames(in: source)
        var indexes = Set(filesReadByEveryTabFile)
        for name in names { indexes.formUnion(filesDeclaring[name] ?? []) }
        let files = swiftDeclarationFiles ?? []
        let relevant = indexes.sorted().map { files[$0] }
        let key = relevant.map(\.path)
        if let known = swiftDeclarationsByFiles[key] { return known }
        var declarations = SwiftDeclarations()
        for file in relevant {
            let read = fileDeclarations[file.path] ?? SwiftDeclarations.FileDeclarations(source: String(decoding: file.bytes, as: UTF8.self))
            fileDeclarations[file.path] = .some(read)
            if let read { declarations.add(read, path: file.path) }
        }
        declarations.finish()
        swiftDeclarationsByFiles[key] = declarations
        return declarations
    }

    /// `enum NAME`, `struct NAME`, `class NAME` and `extension NAME` as a file writes them (one space
    /// between keyword and name, the name a run of letters, digits and underscores).
    static func declaredNames(in source: [UInt8]) -> Set<String> {
        var declared = Set<String>()
        for keyword in ["enum ", "struct ", "class ", "extension "] {
            for name in names(after: keyword, in: source) { declared.insert(keyword + name) }
        }
        // An app's own `func NSLocalizedString` (Aidoku's falls back to English) shadows Foundation's.
        if source.contains(subsequence: Array("func NSLocalizedString(".utf8)) { declared.insert("func NSLocalizedString") }
        // A file-level wrapper that forwards its key (`func OBALoc(_ key: String, …) { NSLocalizedString(key, …) }`),
        // read for a tab file that calls it by name.
        if source.contains(subsequence: Array("NSLocalizedString(key".utf8)) {
            for name in names(after: "func ", in: source) { declared.insert("func " + name) }
        }
        // A View extension whose function applies `.tabItem` (a modifier of the app's own that labels a tab).
        if declared.contains("extension View"), source.contains(subsequence: Array(".tabItem".utf8)) { declared.insert("tabItem modifier") }
        // A page style that may be set on a view around TabViews of other files.
        if source.contains(subsequence: Array("tabViewStyle(.page".utf8)) || source.contains(subsequence: Array("tabViewStyle(PageTabViewStyle".utf8)) { declared.insert("page style") }
        return declared
    }

    /// The names written right after `keyword` (a run of letters, digits and underscores).
    private static func names(after keyword: String, in source: [UInt8]) -> [String] {
        let pattern = Array(keyword.utf8)
        var names: [String] = []
        var index = 0
        while let found = source.firstOffset(of: pattern, from: index) {
            let start = found + pattern.count
            var end = start
            while end < source.count, source[end].isASCIIWordByte { end += 1 }
            if end > start { names.append(String(decoding: source[start..<end], as: UTF8.self)) }
            index = max(end, found + 1)
        }
        return names
    }

    /// Identifiers that start with a capital letter: the types a file may name; and those in lower case that
    /// a member is read from (Budgie's `class k { static let homeTabBarTitle = "Home" }`, named `k.homeTabBarTitle`).
    static func typeNames(in source: [UInt8]) -> Set<String> {
        var names = Set<String>()
        forEachWord(in: source) { start, end in
            let isCapitalised = source[start] >= 0x41 && source[start] <= 0x5A
            let isMemberBase = end < source.count && source[end] == 0x2E && (start == 0 || source[start - 1] != 0x2E)
            if (isCapitalised || isMemberBase) && (start == 0 || source[start - 1] != 0x5C) {
                names.insert(String(decoding: source[start..<end], as: UTF8.self))
            }
            return true
        }
        return names
    }

    /// Hands each run of letters, digits and underscores of `source` (its start and end) to `visit`, in order, until it
    /// returns false.
    private static func forEachWord(in source: [UInt8], _ visit: (_ start: Int, _ end: Int) -> Bool) {
        var index = 0
        while index < source.count {
            guard source[index].isASCIIWordByte else { index += 1; continue }
            let start = index
            while index < source.count, source[index].isASCIIWordByte { index += 1 }
            guard visit(start, index) else { return }
        }
    }

    /// Which composables the project's Kotlin draws for users, which only its previews and tests draw, and which
    /// files those are: read on the first question about a composable's callers, each file once for every
    /// composable asked about.
    private var composableReach: ComposableReach?
    /// The project's Kotlin files, not tests', that call `setContent`, where an app's composition starts.
    private var compositionFiles: [Substring] = []
    private static let setContentMarker = Array("setContent".utf8)

    /// Why users never see a composable.
    enum UnseenComposable {
        /// Only `@Preview` functions and test or debug source sets call it, directly or through composables that
        /// only they call.
        case onlyPreviewsAndTests
        /// Nothing calls it, and nothing that calls it is ever called.
        case neverCalled
    }

    /// Why users never see the composable `function` of the Kotlin file at `path`, or nil where they may: a
    /// composable runs only where a chain of calls leads to it from code that runs by itself, an entry
    /// (`ComposeReader.calls(in:)`: an activity's `onCreate` calling `setContent`, a library's `override`, a
    /// property). Compose Lobsters' `FloatingNavigationBarPreviewContent`, three items all labelled "Home", is drawn
    /// only by a screenshot test (`common/src/screenshotTest/…`); Fearless Wallet's `BottomNavigationBar` only by its own
    /// file's `@Preview`; shift-scheduler's `HomeBottomBar` by `HomeScreen`, which only `HomeScreenPreview` calls;
    /// Haminjast's `BottomNavigationBar` by nothing, while its activity draws a bar of its own. The chains are followed
    /// by name (two functions of one name are one: a composable that may be called is kept). A function only its own
    /// file's previews call, or that nothing calls, is judged only in a whole app, where another of its Kotlin files,
    /// not a test's, calls `setContent` (a trimmed fixture keeps the bar's file, seldom that), and the project's
    /// every Kotlin file was read.
    func unseenComposable(_ function: String, declaredIn path: String) -> UnseenComposable? {
        lock.lock()
        defer { lock.unlock() }
        if composableReach == nil {
            var reach = ComposableReach()
            for file in files(withExtension: "kt") {
                guard let bytes = FileBytes.read(file, atMost: Self.maximumSourceBytes) else {
                    reach.isComplete = false
                    continue
                }
                let hidden = DefinitionDiscovery.isInTestOrDebugSourceSet(file)
                let name = Self.withoutDotSlash(file)
                if !hidden, bytes.contains(subsequence: Self.setContentMarker) { compositionFiles.append(name) }
                reach.add(ComposeReader.calls(in: KotlinFile(source: String(decoding: bytes, as: UTF8.self))), of: name, isTestOrDebug: hidden)
            }
            reach.follow()
            composableReach = reach
        }
        guard let reach = composableReach, !reach.isShown(function) else { return nil }
        let own = Self.withoutDotSlash(path)
        let wholeApp = compositionFiles.contains { $0 != own }
        let previewing = reach.previewingFiles(of: function)
        if !previewing.isEmpty {
            return previewing.contains { $0 != own } || wholeApp ? .onlyPreviewsAndTests : nil
        }
        return wholeApp && reach.isComplete ? .neverCalled : nil
    }

    private var themeLabelFontIsRead = false
    private var themeLabelFont: String?
    private static let themeMarkers = [Array("MaterialTheme".utf8), Array("Typography(".utf8), Array("FontFamily(".utf8)]

    /// The `res/font` file the app's Material 3 theme draws `labelMedium` in, Compose's `NavigationBarItem` label style:
    /// every `MaterialTheme(…)` call outside previews and tests passes a typography the project declares (`val X =
    /// Typography(labelMedium = TextStyle(fontFamily = F, …))`), and each gives `labelMedium` one font family whose files
    /// name one font (or one written `FontWeight.Medium`, the label's weight). Nil where any step is not written out, or
    /// a theme keeps Material's Roboto. Read once, from the files that name a theme, a typography or a font family.
    func themeLabelFontFile() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if themeLabelFontIsRead { return themeLabelFont }
        themeLabelFontIsRead = true
        var theme = KotlinThemeFonts()
        for file in files(withExtension: "kt") where !DefinitionDiscovery.isInTestOrDebugSourceSet(file) {
            guard let bytes = FileBytes.read(file, atMost: Self.maximumSourceBytes),
                  Self.themeMarkers.contains(where: { bytes.contains(subsequence: $0) }) else { continue }
            let read = ComposeReader.themeFonts(in: KotlinFile(source: String(decoding: bytes, as: UTF8.self)))
            theme.themeTypographies += read.themeTypographies
            theme.typographies.merge(read.typographies) { _, later in later }
            theme.families.merge(read.families) { _, later in later }
        }
        var fonts = Set<String>()
        guard !theme.themeTypographies.isEmpty else { return nil }
        for name in theme.themeTypographies {
            guard let name, case .some(.some(let family)) = theme.typographies[name] else { return nil }
            let familyFonts: [KotlinFontFile]
            switch family {
            case .unset: return nil
            case .fonts(let written): familyFonts = written
            case .named(let familyName):
                guard let written = theme.families[familyName] else { return nil }
                familyFonts = written
            }
            let resources = Set(familyFonts.map(\.resource))
            let medium = Set(familyFonts.filter { ["FontWeight.Medium", "FontWeight.W500"].contains($0.weight) }.map(\.resource))
            guard let font = resources.count == 1 ? resources.first : (medium.count == 1 ? medium.first : nil) else { return nil }
            fonts.insert(font)
        }
        themeLabelFont = fonts.count == 1 ? fonts.first : nil
        return themeLabelFont
    }

    /// The constructors, enum entries, sealed objects and lists the project's Kotlin declares.
    var kotlinDeclarations: KotlinDeclarations {
        lock.lock()
        defer { lock.unlock() }
        if let kotlin { return kotlin }
        var declarations = KotlinDeclarations()
        var unmarked: [String] = []
        for path in files(withExtension: "kt") {
            guard let bytes = FileBytes.read(path, atMost: Self.maximumSourceBytes) else { continue }
            guard KotlinDeclarations.markers.contains(where: { bytes.contains(subsequence: $0) }) else {
                unmarked.append(path)
                continue
            }
            declarations.add(KotlinFile(source: String(decoding: bytes, as: UTF8.self)))
        }
        // A file without the markers that calls a composable of the project drawing a bar passes it what it draws
        // (SlimeKT's `SlimeBottomBar(items = BottomNavigationItems.toList, …)`, its list a companion's of another file):
        // read too. Only such files: tokenizing every file of a project was what the markers spare.
        let barFunctions = declarations.barFunctionNames
        if !barFunctions.isEmpty {
            for path in unmarked {
                guard let bytes = FileBytes.read(path, atMost: Self.maximumSourceBytes), Self.callsAny(of: barFunctions, in: bytes) else { continue }
                declarations.add(KotlinFile(source: String(decoding: bytes, as: UTF8.self)))
            }
        }
        kotlin = declarations
        return declarations
    }

    /// Whether `source` writes one of `names`, each a capitalised identifier, right before a `(`: one pass over the
    /// bytes, however many names.
    private static func callsAny(of names: Set<String>, in source: [UInt8]) -> Bool {
        var calls = false
        forEachWord(in: source) { start, end in
            let isCapitalised = source[start] >= 0x41 && source[start] <= 0x5A
            calls = isCapitalised && end < source.count && source[end] == 0x28 && names.contains(String(decoding: source[start..<end], as: UTF8.self))
            return !calls
        }
        return calls
    }
}
