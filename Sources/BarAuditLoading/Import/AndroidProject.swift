import BarAuditCodeImport
import BarAuditModel
import CLibXML2
import Foundation

/// The Gradle project around an Android resource file, as far as resources go: its modules (from
/// `settings.gradle(.kts)` `include`s), each module's resource folders (`src/<sourceSet>/res`: `main`,
/// flavours such as `full` or `ooni`, build types), the modules a module depends on
/// (`project(":libs:x")` in its `build.gradle(.kts)`), the locales its build keeps (`resConfigs`,
/// `resourceConfigurations`, `localeFilters`), and which layouts give which menu to a bottom
/// navigation view. Read once per project and shared by every menu in it.
final class AndroidProject: @unchecked Sendable {
    struct Module {
        /// The Gradle path (`:app`, `:libs:pandares`); empty for a folder outside any Gradle project.
        var path: String
        var directory: String
        /// Resource folders, lowest precedence first: `main` before flavours and build types, which
        /// override it as the Android Gradle plugin's resource merger does.
        var resourceDirectories: [String]
        /// The Gradle paths of the modules it depends on; nil when it has no build file to read.
        var dependencies: [String]?
        /// Locales the build keeps (`resConfigs "en", "de"`); empty when it keeps every locale.
        var localeFilters: [String]
        /// Its build applies the Android application plugin: it packages an APK, and its locale filters
        /// keep or drop the resources of every library merged into it.
        var isApplication = false
        /// Named by the settings file (a folder outside them is not part of the build).
        var isIncluded = true
        /// `android:theme` of `<application>` in the module's `src/main/AndroidManifest.xml`.
        var applicationTheme: String?
        /// The package its build gives Compose Multiplatform's generated `Res` class
        /// (`compose.resources { packageOfResClass = "fr.paug.androidmakers.ui" }`), if it names one.
        var composeResourcesPackage: String? = nil
        /// The booleans its release build generates (`resValue "bool", "debug", "false"`), by name.
        var releaseBooleans: [String: Bool] = [:]
        /// Locale filter statements whose locales the build computes in a way not read (`resConfigs langs`).
        var computedLocaleFilters: [ComputedLocaleFilter] = []
    }

    /// A locale filter statement that passes a value the build computes (`resConfigs interfaceLangs`) where it is
    /// not read exactly: the statement as written, and where.
    struct ComputedLocaleFilter: Sendable {
        var statement: String
        var location: SourceLocation
    }

    /// A layout element that takes a menu (`app:menu="@menu/NAME"`).
    struct MenuUse {
        var menu: String
        var element: String
        var location: SourceLocation
        /// `app:labelVisibilityMode` as written (`labeled`, `unlabeled`, `selected`, `auto`), if set.
        var labelVisibilityMode: String?
        /// `style="@style/NAME"`, which may set it instead.
        var style: String?
        /// `app:itemTextAppearanceActive` as written (`@style/NAME`), if set.
        var textAppearanceActive: String? = nil
        /// `app:itemHorizontalTranslationEnabled` as written (`true`, `false`), if set.
        var itemHorizontalTranslationEnabled: String? = nil
        /// The view's `android:id` name (`bottom_navigation` for `@+id/bottom_navigation`), if set.
        var viewID: String? = nil
        /// The view's own `android:theme` (`@style/…`), applied over the activity's theme, if set.
        var viewTheme: String? = nil

        /// BottomNavigationView and subclasses (`MainBottomNavigationView`); not NavigationRailView.
        var isBottomNavigation: Bool { element.contains("BottomNavigation") }
    }

    let root: String
    let modules: [Module]
    /// Whether the settings file names every module of the build: it has `include` statements, and
    /// each names its modules as written strings (no `include(*names)`, no `":${name}"`). Then a module
    /// it does not name is not part of the build.
    let settingsNameEveryModule: Bool
    /// The first module with each resource folder, and with each directory, by normalised path: looked up
    /// for every resource file the search finds, which compared the path with every module's folders
    /// (2,000 modules each naming the menu: 4.5 s, a quarter of it normalising the same paths again).
    private let moduleIndexByResources: [String: Int]
    private let moduleIndexByDirectory: [String: Int]
    /// The first module of each path as type-safe accessors spell it (`accessor`): a dependency names it. Worked out
    /// for each module whose visible modules were asked, it made 500 modules showing menus of one name take 74 s.
    private let moduleIndexByAccessor: [String: Int]
    /// Bottom navigation uses by menu name, in path order.
    let bottomNavigationUses: [String: [MenuUse]]
    /// Menus the project's code gives a third-party bottom bar to lay out (`LibraryBarItems`: AHBottomNavigation's
    /// `AHBottomNavigationAdapter(this, R.menu.NAME)`): their items are that bar's tabs, laid out by its own rules.
    let libraryBarMenus: Set<String>
    /// The qualifiers of every `layout*` folder that holds a layout of a name (`activity_main` →
    /// `[[], ["sw600dp"]]`), for the layouts of the APK (debug source sets left out).
    private let layoutQualifiers: [String: [Set<String>]]
    /// Bottom navigation views whose `app:menu` names a menu no `menu*` folder of the project has
    /// (AAPT2: resource menu/NAME not found).
    let missingMenus: [MenuUse]
    /// Resource files AAPT2 would refuse: malformed `values*` files and folders with unknown
    /// qualifiers, each once, whichever menus use them.
    let resourceProblems: [InputDiagnostic]
    private let reportLock = NSLock()
    /// The `values*` files of the project parsed so far, shared by its menus and Compose files.
    let resourceFiles = ParsedResourceFiles()
    nonisolated(unsafe) private var reportedByDiscovery = false

    /// Discovery reports the resource problems once for the whole project; menus loaded after that
    /// are audited with the files that could be read instead of repeating them.
    var resourceProblemsReported: Bool {
        get { reportLock.withLock { reportedByDiscovery } }
        set { reportLock.withLock { reportedByDiscovery = newValue } }
    }

    /// Discovery notes each locale filter the build computes (`ComputedLocaleFilter`) once for the files it found; a
    /// module's menus loaded after that do not repeat it, one note per menu file.
    var computedLocaleFiltersReported: Bool {
        get { reportLock.withLock { computedFiltersReportedByDiscovery } }
        set { reportLock.withLock { computedFiltersReportedByDiscovery = newValue } }
    }
    nonisolated(unsafe) private var computedFiltersReportedByDiscovery = false

    private init(root: String, modules: [Module], settingsNameEveryModule: Bool = false) {
        self.root = root
        self.modules = modules
        self.settingsNameEveryModule = settingsNameEveryModule
        var byResources: [String: Int] = [:]
        var byDirectory: [String: Int] = [:]
        var byAccessor: [String: Int] = [:]
        for (index, module) in modules.enumerated() {
            if byAccessor[Self.accessor(module.path)] == nil { byAccessor[Self.accessor(module.path)] = index }
            for directory in module.resourceDirectories where byResources[Self.normalised(directory)] == nil {
                byResources[Self.normalised(directory)] = index
            }
            if byDirectory[Self.normalised(module.directory)] == nil { byDirectory[Self.normalised(module.directory)] = index }
        }
        moduleIndexByResources = byResources
        moduleIndexByDirectory = byDirectory
        moduleIndexByAccessor = byAccessor
        var uses: [String: [MenuUse]] = [:]
        var menus = Set<String>()
        var layouts: [String: [Set<String>]] = [:]
        // Bottom navigation views that name no menu, by id: code may inflate one into them.
        var withoutMenu: [String: [MenuUse]] = [:]
        // Those with a `style=`, which may give the menu, and the module of each layout.
        var styledWithoutMenu: [(use: MenuUse, module: String)] = []
        var layoutProblems: [InputDiagnostic] = []
        var subclasses: [String: Bool] = [:]
        for module in modules {
            for resources in module.resourceDirectories {
                if !Self.isDebugSourceSet(resources) {
                    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0.hasPrefix("layout") }
                    for folder in folders {
                        let files = (try? FileManager.default.contentsOfDirectory(atPath: (resources as NSString).appendingPathComponent(folder))) ?? []
                        for file in files where file.hasSuffix(".xml") {
                            layouts[String(file.dropLast(4)), default: []].append(Self.qualifierSet(ofFolder: folder))
                        }
                    }
                }
                // A layout of the debug build type (`src/debug/res`, `src/fullDebug/res`) is not in the APK
                // users install: Element's theme showcase `DebugMaterialThemeActivity` is no bar of the app.
                for use in Self.menuUses(in: resources, problems: &layoutProblems)
                where (use.isBottomNavigation || Self.isBottomNavigationSubclass(use.element, in: modules, known: &subclasses)) && !Self.isDebugSourceSet(resources) {
                    if use.menu.isEmpty {
                        if use.style != nil { styledWithoutMenu.append((use, module.directory)) }
                        if let id = use.viewID { withoutMenu[id, default: []].append(use) }
                    } else {
                        uses[use.menu, default: []].append(use)
                    }
                }
                let folders = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0.hasPrefix("menu") }
                for folder in folders {
                    let files = (try? FileManager.default.contentsOfDirectory(atPath: (resources as NSString).appendingPathComponent(folder))) ?? []
                    menus.formUnion(files.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) })
                }
            }
        }
        var problems = layoutProblems
        var styles: [String: Style] = [:]
        var moduleStyles: [String: [String: Style]] = [:]
        var dimens: [String: String] = [:]
        var moduleDimens: [String: [String: String]] = [:]
        for module in modules {
            var own: [String: Style] = [:]
            var ownDimens: [String: String] = [:]
            for resources in module.resourceDirectories {
                problems += Self.read(valuesIn: resources, styles: &own, dimens: &ownDimens)
            }
            styles.merge(own) { $1 }
            moduleStyles[module.directory] = own
            dimens.merge(ownDimens) { $1 }
            moduleDimens[module.directory] = ownDimens
        }
        // `style="@style/BottomNav"` whose style (or a style it derives from) sets `<item name="menu">@menu/navigation_menu</item>`
        // (the Art Institute of Chicago's four bars): `obtainStyledAttributes` reads `app:menu` from the style where the
        // layout does not write it, as every other attribute. The layout module's styles override the project's: looked up
        // in its own first, not merged into a copy of the project's per module (modules × styles).
        var styledUses = Set<SourceLocation>()
        for (use, module) in styledWithoutMenu {
            guard let style = use.style else { continue }
            let lookup = Self.styleLookup("menu", style: style, in: VisibleStyles(project: styles, own: moduleStyles[module] ?? [:]))
            if lookup.stoppedAtBound {
                // Said, not passed over: the view is no bar without its menu, and nothing else would tell.
                problems.append(InputDiagnostic(severity: .info, message: Self.styleChainNote(style: style, element: use.element), location: use.location))
            }
            guard let menu = lookup.value, menu.hasPrefix("@menu/") else { continue }
            var styled = use
            styled.menu = String(menu.dropFirst("@menu/".count))
            uses[styled.menu, default: []].append(styled)
            styledUses.insert(use.location)
        }
        if !styledUses.isEmpty {
            // A view given its menu by its style is no longer one that code fills.
            for (id, views) in withoutMenu { withoutMenu[id] = views.filter { !styledUses.contains($0.location) } }
        }
        // `binding.bottomNavigation.inflateMenu(R.menu.navigation)` (Pocket Casts' MainActivity): the menu a
        // view without `app:menu` gets from code is its bar, as if the layout named it.
        if !withoutMenu.isEmpty {
            for (menu, id) in Self.inflatedMenus(modules: modules, viewIDs: Set(withoutMenu.keys)) where menus.contains(menu) {
                let views = id == Self.anyViewWithoutMenu ? withoutMenu.keys.sorted().flatMap { withoutMenu[$0] ?? [] } : withoutMenu[id] ?? []
                uses[menu, default: []] += views.map { use in
                    var use = use
                    use.menu = menu
                    return use
                }
            }
        }
        bottomNavigationUses = uses
        libraryBarMenus = Self.libraryBarMenus(modules: modules).intersection(menus)
        layoutQualifiers = layouts
        self.dimens = dimens
        self.moduleDimens = moduleDimens
        resourceProblems = problems
        self.styles = styles
        self.moduleStyles = moduleStyles
        missingMenus = uses.filter { !menus.contains($0.key) }.values.flatMap { $0 }.sorted { $0.location < $1.location }
    }

    /// The qualifiers of a resource folder's name, lowercased (`menu-sw600dp-land` → `sw600dp`, `land`).
    static func qualifierSet(ofFolder folder: String) -> Set<String> {
        Set(folder.lowercased().split(separator: "-").dropFirst().map(String.init))
    }

    /// Whether a bottom navigation view can show the menu of a qualified `menu-…` folder. The resource
    /// system picks the layout and the menu for the device's configuration separately: a menu in
    /// `menu-sw600dp` is shown by a BottomNavigationView only where a layout naming it is picked on a
    /// sw600dp screen. LSPosed's `layout/activity_main.xml` has the bottom bar and
    /// `layout-sw600dp/activity_main.xml` a NavigationRailView, so its `menu-sw600dp/navigation_menu.xml`
    /// is the rail's menu, never a bottom bar's. A layout is passed over for a configuration when a layout
    /// of the same name has every qualifier it has and more, all of them in the configuration.
    func bottomNavigationShows(menu name: String, inFolder folder: String) -> Bool {
        if libraryBarMenus.contains(name) { return true }
        guard let uses = bottomNavigationUses[name] else { return false }
        let menuQualifiers = Self.qualifierSet(ofFolder: folder)
        if menuQualifiers.isEmpty { return true }
        return uses.contains { use in
            let layoutFolder = (Self.parent(of: use.location.file) as NSString).lastPathComponent
            let layoutName = ((use.location.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let own = Self.qualifierSet(ofFolder: layoutFolder)
            let configuration = own.union(menuQualifiers)
            return !(layoutQualifiers[layoutName] ?? []).contains { other in other.isStrictSuperset(of: own) && other.isSubset(of: configuration) }
        }
    }

    /// `…/src/debug/res` and a flavour's `…/src/<flavour>Debug/res`: resources of the debug build type only.
    static func isDebugSourceSet(_ resources: String) -> Bool {
        let components = resources.split(separator: "/")
        guard components.count >= 3, components[components.count - 1] == "res", components[components.count - 3] == "src" else { return false }
        return isDebugBuildType(sourceSet: String(components[components.count - 2]))
    }

    /// The debug build type's source set (`debug`) or a variant's (`fullDebug`, Kotlin Multiplatform's `androidDebug`).
    static func isDebugBuildType(sourceSet: some StringProtocol) -> Bool {
        sourceSet == "debug" || (sourceSet.hasSuffix("Debug") && sourceSet.count > "Debug".count)
    }

    // MARK: Finding the project

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var cache: [String: AndroidProject] = [:]

    /// The project holding a resource file (`…/src/main/res/menu/bottom.xml`), read once and cached.
    static func containing(resourceFile path: String) -> AndroidProject {
        let resources = parent(of: parent(of: path))
        return containing(moduleDirectory: moduleDirectory(ofResources: resources)) { $0.module(containing: resources) != nil }
    }

    /// The project holding a source file (`app/src/main/java/…/MainScreen.kt`) and the module it
    /// belongs to: the folder above its `src` folder, else the file's own folder.
    static func containing(sourceFile path: String) -> (project: AndroidProject, module: Module?) {
        let normal = normalised(path)
        var folders = normal.split(separator: "/").dropLast()
        if let source = folders.lastIndex(of: "src") { folders = folders[..<source] }
        let moduleDirectory = normal.hasPrefix("/") ? "/" + folders.joined(separator: "/") : folders.isEmpty ? "." : folders.joined(separator: "/")
        let project = containing(moduleDirectory: moduleDirectory) { $0.module(directory: moduleDirectory) != nil }
        return (project, project.module(directory: moduleDirectory))
    }

    private static func containing(moduleDirectory: String, isKnown: (AndroidProject) -> Bool) -> AndroidProject {
        let root = settingsFolder(above: moduleDirectory) ?? moduleDirectory
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let project = cache[root], isKnown(project) { return project }
        let project = read(root: root, including: moduleDirectory)
        cache[root] = project
        return project
    }

    /// `app/src/main/res` → `app`; a `res` folder outside `src/` belongs to the folder above it.
    static func moduleDirectory(ofResources resources: String) -> String {
        let source = parent(of: parent(of: resources))
        if source.split(separator: "/").last == "src" { return parent(of: source) }
        return parent(of: resources)
    }

    /// The folder above `path`, relative paths too (`app` → `.`, `.` → `..`): Foundation's
    /// `deletingLastPathComponent` crashes on some relative paths (`.`).
    static func parent(of path: String) -> String {
        let normal = normalised(path)
        let isAbsolute = normal.hasPrefix("/")
        var components = normal.split(separator: "/").map(String.init)
        if normal == "." || components.last == ".." { return normal == "." ? ".." : normal + "/.." }
        guard !components.isEmpty else { return "/" }
        components.removeLast()
        if components.isEmpty { return isAbsolute ? "/" : "." }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    private static let settingsFiles = ["settings.gradle", "settings.gradle.kts"]
    private static let buildFiles = ["build.gradle", "build.gradle.kts"]

    /// The nearest folder at or above `directory` with a settings file (at most eight levels up).
    private static func settingsFolder(above directory: String) -> String? {
        var folder = directory
        for _ in 0..<8 {
            if settingsFiles.contains(where: { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }) {
                return folder
            }
            let above = parent(of: folder)
            if above == folder { return nil }
            folder = above
        }
        return nil
    }

    /// `namesMoko(projectRoot:)` of each root read (under `cacheLock`, as `read` is): a project is read again for each
    /// module its settings do not include, and each read searched `build-logic` and `buildSrc` again (2,000 such modules
    /// beside 500 files of half a megabyte there ran past 10 minutes).
    nonisolated(unsafe) private static var mokoNamedByRoot: [String: Bool] = [:]

    private static func read(root: String, including moduleDirectory: String) -> AndroidProject {
        let projectNamesMoko = mokoNamedByRoot[root] ?? namesMoko(projectRoot: root)
        mokoNamedByRoot[root] = projectNamesMoko
        var modules: [Module] = []
        var seen = Set<String>()
        func add(path: String, directory: String) {
            guard seen.insert(normalised(directory)).inserted else { return }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else { return }
            modules.append(module(path: path, directory: directory, root: root, projectNamesMoko: projectNamesMoko))
        }
        var literal: Bool?
        for settings in settingsFiles {
            guard let text = FileBytes.text((root as NSString).appendingPathComponent(settings)) else { continue }
            let written = includesAreWritten(settings: text)
            literal = written.map { (literal ?? true) && $0 } ?? literal
            for (path, directory) in includedModules(settings: text) {
                add(path: path, directory: directory.map { normalised((root as NSString).appendingPathComponent($0)) }
                    ?? (root as NSString).appendingPathComponent(path.split(separator: ":").joined(separator: "/")))
            }
        }
        let ownPath = moduleDirectory == root ? "" : ":" + String(moduleDirectory.dropFirst(root.count)).split(separator: "/").joined(separator: ":")
        // Modules named in settings but absent (a trimmed checkout) are left out; the menu's own module
        // is always in.
        let included = modules.count
        add(path: ownPath, directory: moduleDirectory)
        for index in modules.indices.dropFirst(included) { modules[index].isIncluded = moduleDirectory == root }
        if literal != true { addDependencies(of: &modules, root: root, projectNamesMoko: projectNamesMoko) }
        return AndroidProject(root: root, modules: modules, settingsNameEveryModule: literal == true)
    }

    /// The modules a build names as dependencies that its settings file does not name as strings: AppCoins
    /// Wallet's settings include every folder with a build file from a loop (`for (module in modules)
    /// include(module)`), so only the menu's `:app` was known and its `project(":ui:common")`, which holds the
    /// titles, was not. Gradle builds a project only when a module it includes depends on an included one,
    /// and puts `:ui:common` in `ui/common` unless the settings move it (a move is a written `projectDir`,
    /// read with the includes): each dependency found in that folder with a build file is added, and its own
    /// dependencies in turn, each path once. An accessor (`projects.ui.common`) finds its folder when the
    /// folder is spelled as the accessor is; a path naming `..` or `.` names no folder of the project.
    private static func addDependencies(of modules: inout [Module], root: String, projectNamesMoko: Bool) {
        var known = Set(modules.map { accessor($0.path) })
        var pending = modules.flatMap { $0.dependencies ?? [] }
        while let path = pending.popLast() {
            let components = path.split(separator: ":")
            guard known.insert(accessor(path)).inserted, !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else { continue }
            let directory = (root as NSString).appendingPathComponent(components.joined(separator: "/"))
            guard buildFiles.contains(where: { FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0)) }) else { continue }
            let dependency = module(path: path, directory: directory, root: root, projectNamesMoko: projectNamesMoko)
            modules.append(dependency)
            pending += dependency.dependencies ?? []
        }
    }

    /// Whether a file or folder of a module (a menu's resource folder, a Kotlin file) belongs to a module
    /// the settings file includes: its module is included, or it lies inside an included module's folder,
    /// compared as absolute paths with symbolic links resolved (a project audited from inside
    /// `app/src/main` names the menu's folder `./res`, and the included module `../../../app`).
    func isBuilt(_ path: String, of module: Module) -> Bool {
        if module.isIncluded { return true }
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let inside = absolute(path) + "/"
        return modules.contains { $0.isIncluded && inside.hasPrefix(absolute($0.directory) + "/") }
    }

    /// Whether every `include` statement of a settings file names its modules as written strings
    /// (`include ':app', ':lib'`, `include(":app")`); nil when it has none. False where one computes
    /// them (`include(*modules.toTypedArray())`, `include(":feature:$name")`) or includes a folder beside
    /// the root (`includeFlat`): then
    /// the modules it names are not all the modules of the build.
    static func includesAreWritten(settings: String) -> Bool? {
        var found = false
        let lines = settings.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.hasPrefix("//") }
        var index = 0
        while index < lines.count {
            var statement = lines[index]
            // `include …` or `include(…)`; not `includeBuild`, `includeGroupByRegex` (a repository's content filter).
            if statement.hasPrefix("include"), statement.dropFirst("include".count).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? false {
                found = true
                var openParentheses = statement.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
                while index + 1 < lines.count, openParentheses > 0 || statement.hasSuffix(",") {
                    index += 1
                    openParentheses += lines[index].reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
                    statement += " " + lines[index]
                }
                let arguments = statement.dropFirst("include".count)
                guard let first = arguments.first, first == "(" || first.isWhitespace || first == "'" || first == "\"" else { return false }
                // One pass (a statement may run over ten thousand lines): outside the strings only
                // parentheses, commas and spaces; at least one string, and none with a `$` template.
                var strings = 0
                var quote: Character?
                for character in arguments {
                    if let open = quote {
                        if character == open { quote = nil } else if character == "$" { return false }
                    } else if character == "\"" || character == "'" {
                        quote = character
                        strings += 1
                    } else if !(character == "(" || character == ")" || character == "," || character.isWhitespace) {
                        return false
                    }
                }
                if strings == 0 { return false }
            } else if statement.hasPrefix("includeFlat") || Self.callsInclude(statement) {
                // `include` inside other code (`listFiles().forEach { include(":features:${it.name}") }`).
                return false
            }
            index += 1
        }
        return found ? true : nil
    }

    /// Whether a line calls `include` after other code (not `includeBuild`, `includeGroup…`).
    private static func callsInclude(_ line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: "include") {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// A path with `..` folded into the folder before it (`apps/../libs/x` → `libs/x`), relative paths too.
    static func normalised(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." { components.removeLast() } else { components.append(component) }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// `include ':app', ':libs:x'`, `include(":app")`, an `include(` list over several lines, and
    /// `project(':x').projectDir = file('dir')`.
    static func includedModules(settings: String) -> [(path: String, directory: String?)] {
        var modules: [String] = []
        var directories: [String: String] = [:]
        let lines = settings.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.hasPrefix("//") }
        var index = 0
        while index < lines.count {
            var statement = lines[index]
            if statement.hasPrefix("include"), !statement.hasPrefix("includeBuild") {
                // A statement goes on while a parenthesis is open or a line ends with a comma (counted
                // line by line: an `include(` that never closes must not recount the whole statement per line).
                var openParentheses = statement.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
                while index + 1 < lines.count, openParentheses > 0 || statement.hasSuffix(",") {
                    index += 1
                    openParentheses += lines[index].reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
                    statement += " " + lines[index]
                }
                modules += quotedStrings(in: statement).map { $0.hasPrefix(":") ? $0 : ":" + $0 }
            } else if statement.contains("projectDir"), statement.hasPrefix("project("), case let strings = quotedStrings(in: statement), strings.count >= 2 {
                directories[strings[0]] = strings.last
            }
            index += 1
        }
        return modules.map { (path: $0, directory: directories[$0]) }
    }

    /// `projectNamesMoko`: whether the project's shared Gradle files name moko-resources (`namesMoko(projectRoot:)`).
    private static func module(path: String, directory: String, root: String, projectNamesMoko: Bool) -> Module {
        var resources: [String] = []
        let source = (directory as NSString).appendingPathComponent("src")
        let sourceSets = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [])
            .filter { !$0.hasPrefix("test") && !$0.hasPrefix("androidTest") && !$0.hasPrefix(".") }
            .sorted { ($0 == "main" ? 0 : 1, $0) < ($1 == "main" ? 0 : 1, $1) }
        let builds = buildFiles.compactMap { name in
            let path = (directory as NSString).appendingPathComponent(name)
            return FileBytes.text(path).map { (path: path, text: $0) }
        }
        let buildTexts = builds.map(\.text)
        // moko-resources' strings (`src/commonMain/moko-resources/<base|de|pt-rBR>/strings.xml`, before 0.24
        // `src/commonMain/resources/MR/…`): its Gradle plugin writes them into the Android build as
        // `values` / `values-de` / `values-pt-rBR` resources of the module (`LanguageType.androidResourcesDir`),
        // which the app's menus name as `@string/…` (Yokai's `@string/recents` from its `:i18n` module). Only
        // where the build applies the plugin: IReader's `resources/MR` is left over from before it moved to Compose
        // Multiplatform's resources ("moko plugin removed" in its version catalog), a stale file no build reads, whose
        // malformed XML made the whole run an input error.
        let readsMoko = projectNamesMoko || buildTexts.isEmpty || buildTexts.contains(where: namesMoko(gradle:))
        for sourceSet in sourceSets where readsMoko {
            let set = (source as NSString).appendingPathComponent(sourceSet)
            for moko in [(set as NSString).appendingPathComponent(AndroidResources.mokoFolderName),
                         ((set as NSString).appendingPathComponent("resources") as NSString).appendingPathComponent("MR")]
            where FileManager.default.fileExists(atPath: moko) {
                resources.append(moko)
            }
        }
        for sourceSet in sourceSets {
            let folder = ((source as NSString).appendingPathComponent(sourceSet) as NSString).appendingPathComponent("res")
            if FileManager.default.fileExists(atPath: folder) { resources.append(folder) }
        }
        // Compose Multiplatform's resources (`src/commonMain/composeResources/values-de/strings.xml`), which its
        // code shows with `stringResource(Res.string.x)`: folders named and qualified as Android's `res` are.
        for sourceSet in sourceSets {
            let folder = ((source as NSString).appendingPathComponent(sourceSet) as NSString).appendingPathComponent(AndroidResources.composeResourcesFolderName)
            if FileManager.default.fileExists(atPath: folder) { resources.append(folder) }
        }
        let legacy = (directory as NSString).appendingPathComponent("res")
        if resources.isEmpty, FileManager.default.fileExists(atPath: legacy) { resources.append(legacy) }
        var dependencies: [String]?
        var filters: [String] = []
        var application = false
        var composeResourcesPackage: String?
        var booleans: [String: Bool] = [:]
        var computed: [ComputedLocaleFilter] = []
        for (buildPath, text) in builds {
            dependencies = projectDependencies(build: text)
            application = appliesApplicationPlugin(build: text)
            composeResourcesPackage = resClassPackage(build: text)
            booleans = releaseBooleans(build: text)
            // The comments blanked and the filter statements read once per file (they were three and four times).
            let code = withoutComments(text)
            let arguments = filterArguments(code: code)
            filters = arguments.strings.compactMap { AndroidQualifiers($0).locale }
            for file in localeFilterFiles(arguments) {
                filters += localesConfigLocales((directory as NSString).appendingPathComponent(file))
            }
            computed = []
            let passed = arguments.passed
            guard !passed.isEmpty else { continue }
            let lists = GradlePropertyLists(code: code, moduleDirectory: directory, root: root)
            // Each value's list once, however many statements pass it.
            var listsByName: [String: [String]?] = [:]
            for argument in passed {
                let values = argument.name.flatMap { name -> [String]? in
                    if let known = listsByName[name] { return known }
                    let found = lists.values(of: name)
                    listsByName[name] = .some(found)
                    return found
                }
                if let values {
                    filters += values.compactMap { AndroidQualifiers($0).locale }
                } else {
                    computed.append(ComputedLocaleFilter(statement: argument.statement, location: SourceLocation(file: buildPath, line: argument.line)))
                }
            }
        }
        return Module(path: path, directory: directory, resourceDirectories: resources, dependencies: dependencies, localeFilters: filters,
                      isApplication: application, applicationTheme: applicationTheme(moduleDirectory: directory),
                      composeResourcesPackage: composeResourcesPackage, releaseBooleans: booleans, computedLocaleFilters: computed)
    }

    /// Whether a Gradle file or version catalog names moko-resources outside its comments: its plugin's id or group
    /// (`dev.icerock.mobile.multiplatform-resources`, `dev.icerock.moko:resources-generator`) or a catalog alias
    /// (`alias(libs.plugins.moko)`, `moko = { id = … }`).
    static func namesMoko(gradle text: String) -> Bool {
        var names = false
        text.forEachTrimmedLine { trimmed in
            let line = trimmed.lowercased()
            guard !line.hasPrefix("//"), !line.hasPrefix("#"), !line.hasPrefix("*"), !line.hasPrefix("/*") else { return true }
            names = line.contains("icerock") || line.contains("moko")
            return !names
        }
        return names
    }

    /// Whether the project's shared Gradle files name moko-resources (`namesMoko(gradle:)`), where a module's own build
    /// may apply it through a convention plugin: the version catalogs (`gradle/*.toml`), the root build and settings
    /// files, and the files of `build-logic` and `buildSrc` (at most 500 files of 1 MB each, among 20,000 entries of each folder).
    static func namesMoko(projectRoot root: String) -> Bool {
        var files = (buildFiles + settingsFiles).map { (root as NSString).appendingPathComponent($0) }
        let catalogs = (root as NSString).appendingPathComponent("gradle")
        files += ((try? FileManager.default.contentsOfDirectory(atPath: catalogs)) ?? []).filter { $0.hasSuffix(".toml") }
            .sorted().map { (catalogs as NSString).appendingPathComponent($0) }
        for folder in ["build-logic", "buildSrc"] {
            let base = (root as NSString).appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base) else { continue }
            var visited = 0
            while let relative = walk.nextObject() as? String, files.count < 500, visited < 20_000 {
                visited += 1
                if [".kts", ".gradle", ".kt", ".toml"].contains(where: relative.hasSuffix) { files.append((base as NSString).appendingPathComponent(relative)) }
            }
        }
        return files.prefix(500).contains { FileBytes.text($0, atMost: 1 << 20).map(namesMoko(gradle:)) ?? false }
    }

    /// `packageOfResClass = "fr.paug.androidmakers.ui"` in a `compose.resources { … }` block (Kotlin or
    /// Groovy DSL, double or single quotes); commented-out lines left out. Without it the plugin generates
    /// `Res` in `<group>.<module>.generated.resources`, which the code reader knows by its name.
    static func resClassPackage(build: String) -> String? {
        var found: String?
        build.forEachTrimmedLine { line in
            guard line.hasPrefix("packageOfResClass") else { return true }
            let value = String(line.dropFirst("packageOfResClass".count)).trimmingWhitespace()
            guard value.hasPrefix("=") else { return true }
            let quoted = String(value.dropFirst()).trimmingWhitespace()
            guard let quote = quoted.first, quote == "\"" || quote == "'" else { return true }
            let package = quoted.dropFirst().prefix { $0 != quote }
            guard !package.isEmpty, package.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return true }
            found = String(package)
            return false
        }
        return found
    }

    /// `apply plugin: 'com.android.application'`, `id("com.android.application")`,
    /// `alias(libs.plugins.android.application)`, `alias(libs.plugins.androidApplication)`, or a convention
    /// plugin named after it (`id("nowinandroid.android.application")`); commented-out lines left out.
    static func appliesApplicationPlugin(build: String) -> Bool {
        var applies = false
        build.forEachTrimmedLine { line in
            guard !line.hasPrefix("//"), !line.hasPrefix("*") else { return true }
            applies = line.contains("android.application") || line.contains("androidApplication")
            return !applies
        }
        return applies
    }

    /// `<application android:theme="@style/…">` of the module's main manifest (or a legacy root one).
    private static func applicationTheme(moduleDirectory directory: String) -> String? {
        for manifest in ["src/main/AndroidManifest.xml", "AndroidManifest.xml"] {
            let path = (directory as NSString).appendingPathComponent(manifest)
            guard let bytes = StringsFiles.bytes(path) else { continue }
            var ignored: [InputDiagnostic] = []
            guard let document = StringsFiles.parseXML(bytes, path: path, into: &ignored) else { return nil }
            defer { xmlFreeDoc(document) }
            var node = xmlDocGetRootElement(document)?.pointee.children
            while let element = node {
                node = element.pointee.next
                if element.pointee.type == XML_ELEMENT_NODE, LibXML.string(element.pointee.name) == "application" {
                    return StringsFiles.attribute(element, "theme", namespace: AndroidMenuImporter.androidNamespace)
                }
            }
            return nil
        }
        return nil
    }

    /// `implementation(project(":libs:x"))`, `api project(path: ':x')`, `implementation(projects.libs.x)`,
    /// `implementation projects.libs.x`;
    /// test configurations are left out.
    static func projectDependencies(build: String) -> [String] {
        var paths: [String] = []
        build.forEachTrimmedLine { line in
            if line.hasPrefix("//") || line.prefix(4).lowercased() == "test" || line.hasPrefix("androidTest") { return true }
            if let range = line.firstByteRange(of: "project(") {
                if let path = quotedStrings(in: line[range.upperBound...]).first { paths.append(path.hasPrefix(":") ? path : ":" + path) }
            } else if let range = line.firstByteRange(of: "(projects.") ?? line.firstByteRange(of: " projects.") {
                let accessor = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." }
                paths.append(":" + accessor.split(separator: ".").joined(separator: ":"))
            }
            return true
        }
        return paths
    }

    /// The locales in `resConfigs "en", "fr"`, `resourceConfigurations += listOf("en", "de")`,
    /// `localeFilters += setOf(…)`: densities and other qualifiers in the same list are skipped.
    static func localeFilters(build: String) -> [String] {
        filterArguments(build: build).strings.compactMap { AndroidQualifiers($0).locale }
    }

    /// The `.xml` files a locale filter is computed from: F-Droid's
    /// `localeFilters.addAll(getLocalesConfig(file("src/main/res/xml/locales_config.xml")))` keeps the
    /// locales its `locales_config.xml` lists, and so does any filter naming such a file.
    static func localeFilterFiles(build: String) -> [String] {
        localeFilterFiles(filterArguments(build: build))
    }

    private static func localeFilterFiles(_ arguments: FilterArguments) -> [String] {
        arguments.strings.filter { $0.hasSuffix(".xml") && !$0.hasPrefix("/") && !$0.contains("..") }
    }

    /// The `<locale android:name="zh-CN"/>` tags of a `locales_config.xml` (BCP 47), as locale filters; none
    /// when the file cannot be read.
    static func localesConfigLocales(_ path: String) -> [String] {
        guard let bytes = StringsFiles.bytes(path) else { return [] }
        var ignored: [InputDiagnostic] = []
        guard let document = StringsFiles.parseXML(bytes, path: path, into: &ignored) else { return [] }
        defer { xmlFreeDoc(document) }
        var locales: [String] = []
        var node = xmlDocGetRootElement(document)?.pointee.children
        while let element = node {
            node = element.pointee.next
            guard element.pointee.type == XML_ELEMENT_NODE, LibXML.string(element.pointee.name) == "locale",
                  let name = StringsFiles.attribute(element, "name", namespace: AndroidMenuImporter.androidNamespace) else { continue }
            let tag = name.replacingOccurrences(of: "_", with: "-").trimmingWhitespace()
            if !tag.isEmpty, tag.count <= 35 { locales.append(tag) }
        }
        return locales
    }

    /// What the build's locale filter statements pass: the quoted strings, and each statement that passes none but a
    /// value (`resConfigs interfaceLangs`), with the value's name where it is one name, the statement as written and
    /// its line.
    struct FilterArguments {
        var strings: [String] = []
        var passed: [(name: String?, statement: String, line: Int)] = []
        var isEmpty: Bool { strings.isEmpty && passed.isEmpty }
    }

    /// The build's locale filter statements where Gradle runs them, not in comments (Oppia's `//        resConfigs "en",
    /// "es", "ar", …` under the statement it replaced was read as one). A filter set in one product flavour
    /// (`productFlavors { create("dev") { resourceConfigurations += "en" } }`, the filter the Android
    /// guide suggests for faster development builds) keeps locales out of that flavour's APK only: when
    /// another flavour sets none, that flavour ships every locale, so the flavours' filters are not used.
    static func filterArguments(build: String) -> FilterArguments {
        filterArguments(code: withoutComments(build))
    }

    /// `filterArguments(build:)` of a build whose comments are blanked out already (`withoutComments`).
    private static func filterArguments(code: String) -> FilterArguments {
        if let flavors = productFlavorsBlock(in: code),
           childBlocks(of: code, in: flavors).contains(where: { unscopedFilterArguments(build: String(code[$0])).isEmpty }) {
            // Blanked, not removed: the lines after it keep their numbers.
            var bytes = Array(code.utf8)
            let range = code.utf8.distance(from: code.startIndex, to: flavors.lowerBound)..<code.utf8.distance(from: code.startIndex, to: flavors.upperBound)
            for index in range where !isLineEnd(bytes[index]) { bytes[index] = UInt8(ascii: " ") }
            return unscopedFilterArguments(build: String(decoding: bytes, as: UTF8.self))
        }
        return unscopedFilterArguments(build: code)
    }

    /// The build with its comments (`//` to the line's end, `/* … */`) blanked out byte for byte, its line breaks kept,
    /// and strings as written (a `//` in `"https://…"` is no comment).
    static func withoutComments(_ build: String) -> String {
        var bytes = Array(build.utf8)
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote || byte == apostrophe {
                var cursor = index + 1
                while cursor < bytes.count, bytes[cursor] != byte, !isLineEnd(bytes[cursor]) {
                    if bytes[cursor] == backslash { cursor += 1 }
                    cursor += 1
                }
                index = cursor + 1
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash || bytes[index + 1] == star {
                var end = index + 2
                if bytes[index + 1] == star {
                    while end < bytes.count, !(bytes[end - 1] == star && bytes[end] == slash && end - 1 > index + 1) { end += 1 }
                    end = min(end + 1, bytes.count)
                } else {
                    while end < bytes.count, !isLineEnd(bytes[end]) { end += 1 }
                }
                for blank in index..<end where !isLineEnd(bytes[blank]) { bytes[blank] = UInt8(ascii: " ") }
                changed = true
                index = end
            } else {
                index += 1
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : build
    }

    /// The booleans the build type users install generates: `resValue "bool", "debug", "false"` (or
    /// `resValue("bool", "debug", "false")`) in `buildTypes { release { … } }` (`getByName("release")`),
    /// over those of `defaultConfig { … }`. AirGuard's menu shows its Debug tab with
    /// `android:visible="@bool/debug"`, which its release build type sets to false.
    static func releaseBooleans(build: String) -> [String: Bool] {
        var booleans: [String: Bool] = [:]
        if let defaults = namedBlock("defaultConfig", in: build) {
            booleans.merge(generatedBooleans(in: build[defaults])) { $1 }
        }
        if let types = namedBlock("buildTypes", in: build) {
            var headerStart = types.lowerBound
            for body in childBlocks(of: build, in: types) {
                // The text between the previous block and this one's `{` names it: `release`, `getByName("release")`.
                let header = build[headerStart..<build.index(before: body.lowerBound)]
                headerStart = body.upperBound
                if quotedStrings(in: header).contains("release") || header.split(whereSeparator: { !$0.isLetter }).last == "release" {
                    booleans.merge(generatedBooleans(in: build[body])) { $1 }
                }
            }
        }
        return booleans
    }

    /// The `resValue` statements of a block that generate a boolean resource, by name: read where Gradle runs them,
    /// not in a comment or a string (a release block's `// resValue "bool", "debug", "false"` hid the tab it no
    /// longer hides), each statement alone (two on one line, a comment after one), its value as AAPT2 reads a
    /// `<bool>` (`ResourceUtils::ParseBool`: `true`, `TRUE`, `True` and their `false`, white space trimmed).
    private static func generatedBooleans(in block: Substring) -> [String: Bool] {
        var booleans: [String: Bool] = [:]
        let bytes = block.utf8
        let keyword = "resValue".utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == quote || byte == apostrophe || byte == slash {
                index = skipLiteralOrComment(in: block.base, at: index)
                continue
            }
            let follows = index == bytes.startIndex || !isIdentifierByte(bytes[bytes.index(before: index)])
            guard follows, byte == UInt8(ascii: "r"), bytes[index...].starts(with: keyword) else {
                index = bytes.index(after: index)
                continue
            }
            // Read on from the statement's end: 100,000 `resValue` on one line were each read to its end.
            let (arguments, end) = statementStrings(in: block, from: bytes.index(index, offsetBy: keyword.count))
            index = end
            if arguments.count == 3, arguments[0] == "bool", let value = aaptBool(arguments[2]) { booleans[arguments[1]] = value }
        }
        return booleans
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The quoted strings of the statement that begins at `start`, up to its line's end, a `;`, a `)` or a comment,
    /// and where it ends. A call's parenthesised arguments (`resValue(` right after the name) are read to its `)`
    /// across lines and comments, as Kotlin and Groovy read them: `resValue(\n"bool",\n"debug",\n"false")` in a
    /// Kotlin build file generated nothing, and the tab it hides was audited. Groovy's arguments without parentheses go
    /// on past a line that ends with a comma (and a comment after it), as Groovy's grammar reads a command's arguments:
    /// `resValue "bool", "debug",` + `"false"` on the next line generated nothing.
    private static func statementStrings(in text: Substring, from start: String.Index) -> (strings: [String], end: String.Index) {
        let bytes = text.utf8
        var strings: [String] = []
        let isParenthesised = bytes[start...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "(")
        // Whether the last byte read that was not white space or a comment is a comma (the arguments go on).
        var afterComma = false
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            let goesOn = isParenthesised || afterComma
            if isLineEnd(byte) && !goesOn || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ")") { break }
            if byte == slash {
                let next = bytes.index(after: index)
                if next < bytes.endIndex, bytes[next] == slash || bytes[next] == star {
                    guard goesOn else { break }
                    index = min(skipLiteralOrComment(in: text.base, at: index), bytes.endIndex)
                    continue
                }
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && !isLineEnd(byte) { afterComma = byte == UInt8(ascii: ",") }
            if byte == quote || byte == apostrophe {
                let end = skipLiteralOrComment(in: text.base, at: index)
                // A literal closed by its quote, on its line; one that runs to the line's end is no argument.
                guard end <= bytes.endIndex, end > bytes.index(after: index), bytes[bytes.index(before: end)] == byte else { return (strings, min(end, bytes.endIndex)) }
                strings.append(String(text[bytes.index(after: index)..<bytes.index(before: end)]))
                index = end
                continue
            }
            index = bytes.index(after: index)
        }
        return (strings, index)
    }

    /// A `<bool>`'s value as AAPT2 parses it (its white space is C's `isspace`).
    private static func aaptBool(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\u{0B}\u{0C}\r")) {
        case "true", "TRUE", "True": true
        case "false", "FALSE", "False": false
        default: nil
        }
    }

    /// The body of `productFlavors { … }` (between its braces), if the build has one.
    static func productFlavorsBlock(in build: String) -> Range<String.Index>? {
        namedBlock("productFlavors", in: build)
    }

    /// The body of the first `keyword { … }` block of the build (between its braces), if it has one.
    private static func namedBlock(_ name: String, in build: String) -> Range<String.Index>? {
        var search = build[...]
        while let keyword = search.firstByteRange(of: name) {
            search = build[keyword.upperBound...]
            let next = build[keyword.upperBound...].firstIndex { !$0.isWhitespace }
            guard let open = next, build[open] == "{" else { continue }
            // A block that never closes ends the search: trying each later mention would cross the rest
            // of the file once per mention.
            guard let close = matchingBrace(in: build, open: open) else { return nil }
            return build.index(after: open)..<close
        }
        return nil
    }

    // The block scans below read UTF-8 bytes, not Characters: every delimiter is ASCII, and walking a
    // 5 MB build file of 250,000 flavours Character by Character took 2.4 s. An index after an ASCII byte
    // is a Character boundary of the String too.
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
    private static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// The bodies of the `{ … }` blocks directly inside `range` (one per flavour).
    static func childBlocks(of build: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        let bytes = build.utf8
        var blocks: [Range<String.Index>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == quote || byte == apostrophe || byte == slash {
                index = skipLiteralOrComment(in: build, at: index)
                continue
            }
            if byte == openBrace {
                guard let close = matchingBrace(in: build, open: index), close <= range.upperBound else { break }
                blocks.append(bytes.index(after: index)..<close)
                index = bytes.index(after: close)
                continue
            }
            index = bytes.index(after: index)
        }
        return blocks
    }

    /// The `}` closing the `{` at `open`, skipping strings and comments; nil when it never closes.
    private static func matchingBrace(in build: String, open: String.Index) -> String.Index? {
        let bytes = build.utf8
        var depth = 0
        var index = open
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == quote || byte == apostrophe || byte == slash {
                index = skipLiteralOrComment(in: build, at: index)
                continue
            }
            if byte == openBrace { depth += 1 }
            if byte == closeBrace {
                depth -= 1
                if depth == 0 { return index }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The index after a string literal or comment starting at `index` (the next byte when none starts there).
    private static func skipLiteralOrComment(in build: String, at index: String.Index) -> String.Index {
        let bytes = build.utf8
        let byte = bytes[index]
        let next = bytes.index(after: index)
        if byte == slash {
            guard next < bytes.endIndex else { return next }
            if bytes[next] == slash { return bytes[next...].firstIndex(where: isLineEnd) ?? bytes.endIndex }
            if bytes[next] == star { return build[next...].firstByteRange(of: "*/")?.upperBound ?? bytes.endIndex }
            return next
        }
        var cursor = next
        while cursor < bytes.endIndex, bytes[cursor] != byte, !isLineEnd(bytes[cursor]) {
            if bytes[cursor] == backslash { cursor = bytes.index(after: cursor); if cursor == bytes.endIndex { break } }
            cursor = bytes.index(after: cursor)
        }
        return cursor < bytes.endIndex ? bytes.index(after: cursor) : cursor
    }

    /// Names in a filter statement that make its list rather than name one: `resourceConfigurations.addAll(listOf(…))`.
    private static let listWords: Set<String> = ["listOf", "setOf", "arrayOf", "mutableListOf", "mutableSetOf", "addAll", "add", "plus",
                                                 "toList", "toSet", "toTypedArray"]

    private static func unscopedFilterArguments(build: String) -> FilterArguments {
        var arguments = FilterArguments()
        for keyword in ["resConfigs", "resConfig ", "resourceConfigurations", "localeFilters"] {
            // The line of the last statement passing a value, counted on from there (a build of many stays linear).
            var counted = (index: build.startIndex, line: 1)
            var rest = build[...]
            // Once no `)` follows, none will: the lists that never close are not searched to the end again.
            var closes = true
            // A byte search: Foundation's `range(of:)` copied the rest of the file on every mention (`firstByteRange`).
            // The line's end, the parentheses and the quoted strings are found in UTF-8 bytes too: read by
            // Characters, a 5 MB build file on one line took 2.2 s.
            while let range = rest.firstByteRange(of: keyword) {
                let bytes = rest.utf8
                var end = lineEnd(in: rest, from: range.upperBound)
                if closes, let open = bytes[range.upperBound..<end].firstIndex(of: UInt8(ascii: "(")) {
                    if let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) { end = max(end, close) } else { closes = false }
                }
                let strings = quotedStrings(in: rest[range.upperBound..<end])
                arguments.strings += strings
                if strings.isEmpty, case let names = identifiers(in: rest[range.upperBound..<end]).filter({ !listWords.contains($0) }), !names.isEmpty {
                    counted = (range.lowerBound, counted.line + lineBreaks(in: build.utf8[counted.index..<range.lowerBound]))
                    let statement = (keyword.trimmingWhitespace() + " " + String(rest[range.upperBound..<end]).trimmingWhitespace()).prefix(80)
                    arguments.passed.append((names.count == 1 ? names[0] : nil, String(statement), counted.line))
                }
                rest = rest[end...]
            }
        }
        return arguments
    }

    /// The names (letters, digits, `_`, not starting with a digit) written in `text`.
    private static func identifiers(in text: Substring) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { !$0.first!.isNumber }.map(String.init)
    }

    /// The line breaks in `bytes`: CR, and LF not after a CR.
    private static func lineBreaks(in bytes: Substring.UTF8View) -> Int {
        var count = 0
        var afterReturn = false
        for byte in bytes {
            if byte == 0x0D || byte == 0x0A && !afterReturn { count += 1 }
            afterReturn = byte == 0x0D
        }
        return count
    }

    /// The index of the first line break (`Character.isNewline`: LF, VT, FF, CR, NEL, LS, PS) at or after
    /// `start`, else the end, found in UTF-8 bytes.
    private static func lineEnd(in text: Substring, from start: String.Index) -> String.Index {
        let bytes = text.utf8
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x0A...0x0D).contains(byte) { return index }
            if byte == 0xC2 || byte == 0xE2 {
                let next = bytes.index(after: index)
                if next < bytes.endIndex {
                    if byte == 0xC2, bytes[next] == 0x85 { return index }
                    let third = bytes.index(after: next)
                    if byte == 0xE2, bytes[next] == 0x80, third < bytes.endIndex, bytes[third] == 0xA8 || bytes[third] == 0xA9 { return index }
                }
            }
            index = bytes.index(after: index)
        }
        return bytes.endIndex
    }

    private static func quotedStrings(in text: String) -> [String] { quotedStrings(in: text[...]) }

    /// The strings between `"…"` or `'…'` in the text, read in UTF-8 bytes (the quotes are ASCII).
    private static func quotedStrings(in text: Substring) -> [String] {
        var strings: [String] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(where: { $0 == quote || $0 == apostrophe }) {
            let start = bytes.index(after: open)
            guard let close = bytes[start...].firstIndex(of: bytes[open]) else { break }
            strings.append(String(text[start..<close]))
            index = bytes.index(after: close)
        }
        return strings
    }

    /// A `<style>` of the project: its parent and its items.
    struct Style {
        var parent: String?
        var items: [String: String]
    }

    /// The project's styles by name, from the default `values` folders (later resource folders override).
    let styles: [String: Style]
    /// Each module's own styles, by module directory: a module's styles override those of the libraries
    /// it merges (Canvas Parent's `CanvasMaterialTheme_Default` is MaterialComponents; the library's,
    /// AppCompat).
    let moduleStyles: [String: [String: Style]]

    /// The project's `<dimen>` values by name, from the default `values` folders, and each module's own:
    /// an app overrides a library's dimension by defining its name (FairEmail's
    /// `design_bottom_navigation_active_text_size`, `tools:override="true"`).
    let dimens: [String: String]
    let moduleDimens: [String: [String: String]]

    func dimens(seenBy module: Module?) -> [String: String] {
        seen(by: module, project: dimens, modules: moduleDimens, merged: \.dimensSeenBy)
    }

    /// `dimens(seenBy:)` and the label style of the project's themes, once per module: each layout naming a menu
    /// merged its module's styles into the project's again, and looked at every theme of the project where a splash
    /// screen theme hands over to none (2,000 layouts beside 20,000 styles ran past 20 s).
    private let seenByLock = NSLock()
    private var dimensSeenBy: [String: [String: String]] = [:]
    private var projectThemesStyle: [String: MaterialLabelStyle?] = [:]

    /// The styles a module's resources see: its own over the project's, looked up in that order rather than merged into a
    /// copy of the project's per module (1,000 modules of 20 styles each took 1.3 GB and 4.4 s).
    struct VisibleStyles {
        var project: [String: Style]
        var own: [String: Style] = [:]

        subscript(name: String) -> Style? { own[name] ?? project[name] }

        /// Every style's name, each once.
        var names: Set<String> { Set(project.keys).union(own.keys) }
    }

    /// The styles a module's resources see: the project's, its own overriding them.
    func styles(seenBy module: Module?) -> VisibleStyles {
        VisibleStyles(project: styles, own: module.flatMap { moduleStyles[$0.directory] } ?? [:])
    }

    /// The project's values with the module's own overriding them, merged once per module into `merged`.
    private func seen<Value>(by module: Module?, project: [String: Value], modules: [String: [String: Value]],
                             merged cache: ReferenceWritableKeyPath<AndroidProject, [String: [String: Value]]>) -> [String: Value] {
        guard let module, let own = modules[module.directory], !own.isEmpty else { return project }
        return seenByLock.withLock {
            if let known = self[keyPath: cache][module.directory] { return known }
            let merged = project.merging(own) { $1 }
            self[keyPath: cache][module.directory] = merged
            return merged
        }
    }

    /// A style attribute as a view with `style="@style/NAME"` gets it: from the style, else from its
    /// parent (`parent="…"`, or the name before the last dot), as far as the project defines them.
    func styleItem(_ name: String, style reference: String, in styles: VisibleStyles? = nil) -> String? {
        Self.styleItem(name, style: reference, in: styles ?? VisibleStyles(project: self.styles))
    }

    private static func styleItem(_ name: String, style reference: String, in styles: VisibleStyles) -> String? {
        styleLookup(name, style: reference, in: styles).value
    }

    /// The styles a lookup reads: the style and its parents, at most.
    static let stylesReadPerLookup = 16

    /// `styleItem`, and whether the lookup stopped at `stylesReadPerLookup` with a style of the project still to read
    /// (a longer chain of parents, or one that comes back to a style of it).
    private static func styleLookup(_ name: String, style reference: String, in styles: VisibleStyles) -> (value: String?, stoppedAtBound: Bool) {
        var current = reference.hasPrefix("@style/") ? String(reference.dropFirst("@style/".count)) : reference
        for _ in 0..<stylesReadPerLookup {
            guard let style = styles[current] else { return (nil, false) }
            if let value = style.items[name] ?? style.items["app:" + name] { return (value, false) }
            guard let parent = style.parent ?? (current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil) else { return (nil, false) }
            current = parent.hasPrefix("@style/") ? String(parent.dropFirst("@style/".count)) : parent
        }
        return (nil, styles[current] != nil)
    }

    /// The note at a bottom navigation view without `app:menu` whose style's parents go past `stylesReadPerLookup`.
    static func styleChainNote(style: String, element: String) -> String {
        "the \(element.split(separator: ".").last ?? "") takes its menu from its style '\(style)', whose parents go on past the \(stylesReadPerLookup) "
            + "styles read (a longer chain of parent=, or one that comes back to a style of it); no menu was found in them, so this view is not audited"
    }

    /// The library style a project style derives from at last (`AppTheme` → `Theme.AppCompat.NoActionBar`):
    /// the first name in its parent chain the project does not define.
    func libraryStyle(_ reference: String, in styles: VisibleStyles? = nil) -> String {
        let styles = styles ?? VisibleStyles(project: self.styles)
        var current = reference.hasPrefix("@style/") ? String(reference.dropFirst("@style/".count)) : reference
        for _ in 0..<Self.stylesReadPerLookup {
            guard let style = styles[current] else { return current }
            guard let parent = style.parent ?? (current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil) else { return current }
            current = parent.hasPrefix("@style/") ? String(parent.dropFirst("@style/".count)) : parent
        }
        return current
    }

    /// The label style the bottom navigation views using a menu show. BottomNavigationView's default
    /// style comes from the theme's `bottomNavigationStyle`: `Widget.Material3.BottomNavigationView` in
    /// `Theme.Material3.*` (Label Medium, Roboto Medium 12 sp), `Widget.MaterialComponents.…` in
    /// `Theme.MaterialComponents.*` (its text appearances are the theme's Caption: Roboto Regular 12 sp,
    /// selected or not), and the view's own default `Widget.Design.BottomNavigationView` in AppCompat
    /// themes and the old Design support library (Roboto Regular 14 sp active, 12 sp inactive).
    /// A view's `style=` decides first, then the theme's `bottomNavigationStyle`, then the application
    /// theme of the layout's module (else of the project; a splash screen theme's `postSplashScreenTheme`,
    /// else the style all the project's themes share). A style only where every use shows it; nil (Material 3) where uses differ or any is unknown.
    func labelStyle(_ uses: [MenuUse]) -> MaterialLabelStyle? {
        func style(of use: MenuUse) -> MaterialLabelStyle? {
            if use.element.hasPrefix("android.support.design.") { return .material2 }
            let layoutModule = module(holding: use.location.file)
            let visible = styles(seenBy: layoutModule)
            if let reference = use.style, let style = Self.widgetLabelStyle(libraryStyle(reference, in: visible)) { return style }
            // The view's `android:theme` is applied over the activity's (ContextThemeWrapper): it decides the
            // default style only when it sets `bottomNavigationStyle` itself, as Material Components' and
            // Material 3's themes do; `Theme.AppCompat` (StreamFlix's bar) and overlays without it leave the
            // activity theme's.
            if let viewTheme = use.viewTheme, viewTheme.hasPrefix("@style/") {
                if let widget = styleItem("bottomNavigationStyle", style: viewTheme, in: visible),
                   let style = Self.widgetLabelStyle(libraryStyle(widget, in: visible)) { return style }
                let library = libraryStyle(viewTheme, in: visible)
                if library.hasPrefix("Theme.Material3") { return .material3 }
                if library.hasPrefix("Theme.MaterialComponents") { return .materialComponents }
            }
            guard var theme = layoutModule?.applicationTheme ?? modules.lazy.compactMap(\.applicationTheme).first,
                  theme.hasPrefix("@style/") else { return nil }
            // A core-splashscreen theme (Theme.SplashScreen) hands over to its `postSplashScreenTheme`.
            if libraryStyle(theme, in: visible).hasPrefix("Theme.SplashScreen") {
                if let next = styleItem("postSplashScreenTheme", style: theme, in: visible) {
                    theme = next
                } else {
                    // Without one, code sets the theme (WiFiAnalyzer's `setTheme`): it is one of the
                    // project's themes, and where they all show one label style, that is the style.
                    let key = layoutModule.flatMap { moduleStyles[$0.directory]?.isEmpty == false ? $0.directory : nil } ?? ""
                    if let known = seenByLock.withLock({ projectThemesStyle[key] }) { return known }
                    let themes = Set(visible.names.filter { name in
                        let library = libraryStyle(name, in: visible)
                        return library.hasPrefix("Theme.") && !library.hasPrefix("Theme.SplashScreen")
                    }.map { labelStyle(theme: $0, in: visible) })
                    let shared = themes.count == 1 ? themes.first! : nil
                    seenByLock.withLock { projectThemesStyle[key] = shared }
                    return shared
                }
            }
            return labelStyle(theme: theme, in: visible)
        }
        let shown = Set(uses.map(style))
        guard shown.count == 1, let only = shown.first!, only != .material3 else { return nil }
        return only
    }

    /// Whether every bottom navigation view using a menu lets its selected item grow in shifting mode:
    /// `app:itemHorizontalTranslationEnabled` on the view, else in its `style=` (and the project styles it
    /// derives from), else the default of its library style — `Widget.Design.BottomNavigationView` sets
    /// true (AppCompat themes, the support library), `Widget.MaterialComponents.BottomNavigationView` and
    /// Material 3's styles false. BottomNavigationMenuView.onMeasure then measures the selected item up to
    /// 168 dp and gives the others 56 dp (RadioDroid sets it on a MaterialComponents bar). False when a view
    /// keeps items equal, or when no layout uses the menu.
    func selectedItemGrows(_ uses: [MenuUse]) -> Bool {
        !uses.isEmpty && uses.allSatisfy { use in
            let written = use.itemHorizontalTranslationEnabled ?? styledValue("itemHorizontalTranslationEnabled", of: use)
            if let written { return written.trimmingCharacters(in: .whitespaces).lowercased() == "true" }
            return labelStyle([use]) == .material2
        }
    }

    /// How the bottom navigation views naming a menu show its labels, worked out once per menu name.
    struct MenuLabels: Sendable {
        var style: MaterialLabelStyle?
        var textAppearance: MaterialTextAppearance?
        /// Each view's `app:labelVisibilityMode` (on the view, else in its style), nil where neither sets it.
        var visibilityModes: [String?]
        /// `selectedItemGrows`.
        var selectedItemGrows: Bool
    }

    private let menuLabelsLock = NSLock()
    private var menuLabels: [String: MenuLabels] = [:]

    /// `labelStyle`, `labelTextAppearance` and the label visibility modes of the views using the menu
    /// `name`, once per name: each menu of that name in every qualified folder worked them out again
    /// over every layout naming it (400 `menu-v…` folders and 400 `layout-v…` folders: 160,000 views
    /// looked at, a quarter of a 5.5 s run).
    func labels(ofMenu name: String) -> MenuLabels {
        menuLabelsLock.lock()
        if let known = menuLabels[name] {
            menuLabelsLock.unlock()
            return known
        }
        menuLabelsLock.unlock()
        let uses = bottomNavigationUses[name] ?? []
        let labels = MenuLabels(
            style: labelStyle(uses), textAppearance: labelTextAppearance(uses),
            visibilityModes: uses.map { use in use.labelVisibilityMode ?? styledValue("labelVisibilityMode", of: use) },
            selectedItemGrows: selectedItemGrows(uses))
        menuLabelsLock.lock()
        menuLabels[name] = labels
        menuLabelsLock.unlock()
        return labels
    }

    /// The style the theme gives a bottom navigation view as its default (`defStyleAttr`
    /// `bottomNavigationStyle`): that of the view's `android:theme` when it sets one, else that of the
    /// application theme of the layout's module (a core-splashscreen theme's `postSplashScreenTheme`).
    /// Nil where no project theme sets it (the library's own default styles set no label visibility).
    func themeDefaultStyle(of use: MenuUse, in visible: VisibleStyles, module layoutModule: Module?) -> String? {
        if let viewTheme = use.viewTheme, viewTheme.hasPrefix("@style/"),
           let widget = styleItem("bottomNavigationStyle", style: viewTheme, in: visible) { return widget }
        guard var theme = layoutModule?.applicationTheme ?? modules.lazy.compactMap(\.applicationTheme).first,
              theme.hasPrefix("@style/") else { return nil }
        if libraryStyle(theme, in: visible).hasPrefix("Theme.SplashScreen") {
            guard let next = styleItem("postSplashScreenTheme", style: theme, in: visible) else { return nil }
            theme = next
        }
        return styleItem("bottomNavigationStyle", style: theme, in: visible)
    }

    /// A view attribute as `obtainStyledAttributes` resolves what the layout does not write: from the
    /// view's `style=` (and the project styles it derives from), else — for a view without a `style=` —
    /// from the default style the theme gives the view (`themeDefaultStyle`). Noice's `Theme.App` sets
    /// `bottomNavigationStyle` to a style with `labelVisibilityMode` `unlabeled`, and its layout sets
    /// neither. A `style=` ends in a library style, whose own items (not read here: Material's widget
    /// styles set text appearances and item translation) come before the theme's default style.
    func styledValue(_ name: String, of use: MenuUse) -> String? {
        let layoutModule = module(holding: use.location.file)
        let visible = styles(seenBy: layoutModule)
        if let style = use.style { return styleItem(name, style: style, in: visible) }
        return themeDefaultStyle(of: use, in: visible, module: layoutModule).flatMap { styleItem(name, style: $0, in: visible) }
    }

    /// The text appearance the bottom navigation views using a menu give their selected labels
    /// themselves: `app:itemTextAppearanceActive` on the view, else in its `style=`, where its size is
    /// known (`android:textSize` in the project's styles, else the library text appearance it derives
    /// from). Magisk's `@style/AppearanceFoundation.Tiny.Bold` (parent `TextAppearance.AppCompat.Caption`,
    /// 11 sp, bold) draws its labels smaller than Material 3's Label Medium. Nil where no view sets one,
    /// where one is unknown, or where the views differ.
    func labelTextAppearance(_ uses: [MenuUse]) -> MaterialTextAppearance? {
        func appearance(of use: MenuUse) -> MaterialTextAppearance? {
            let layoutModule = module(holding: use.location.file)
            let visible = styles(seenBy: layoutModule)
            guard let reference = use.textAppearanceActive ?? styledValue("itemTextAppearanceActive", of: use),
                  reference.hasPrefix("@style/") || reference.hasPrefix("@android:style/") else {
                // The Design library's item layout sizes its labels with the dimensions
                // `design_bottom_navigation_active_text_size` (14 sp) and `design_bottom_navigation_text_size`
                // (12 sp), which an app overrides by defining them; its text appearances set no size.
                guard labelStyle([use]) == .material2,
                      case let dimens = dimens(seenBy: layoutModule),
                      let active = dimens["design_bottom_navigation_active_text_size"].flatMap({ Self.scaledPixels($0, dimens: dimens) }) else { return nil }
                return MaterialTextAppearance(textSize: active, letterSpacing: 0, weight: .regular)
            }
            let name = reference.hasPrefix("@android:style/") ? String(reference.dropFirst("@android:style/".count)) : reference
            let library = Self.libraryTextAppearances[libraryStyle(name, in: visible)]
            let dimens = dimens(seenBy: layoutModule)
            guard let size = styleItem("android:textSize", style: name, in: visible).flatMap({ Self.scaledPixels($0, dimens: dimens) }) ?? library?.textSize else { return nil }
            let spacing = styleItem("android:letterSpacing", style: name, in: visible).flatMap { Double($0) }.flatMap { (-100...100).contains($0) ? $0 : nil }
                ?? library?.letterSpacing ?? 0
            let weight = [styleItem("android:textStyle", style: name, in: visible), styleItem("android:fontFamily", style: name, in: visible),
                          styleItem("fontFamily", style: name, in: visible), styleItem("android:textFontWeight", style: name, in: visible)]
            let explicit = weight.compactMap { $0?.lowercased() }
            let chosen: MaterialTextAppearance.Weight? =
                if explicit.contains(where: { $0.contains("bold") || (Int($0) ?? 0) >= 600 }) { .bold }
                else if explicit.contains(where: { $0.contains("medium") || Int($0) == 500 }) { .medium }
                else if explicit.contains(where: { $0 == "normal" || $0 == "sans-serif" || $0 == "italic" || (Int($0) ?? 1000) < 500 }) { .regular }
                else { nil }
            return MaterialTextAppearance(textSize: size, letterSpacing: spacing, weight: chosen ?? library?.weight ?? .regular)
        }
        let shown = Set(uses.map(appearance))
        guard shown.count == 1 else { return nil }
        return shown.first!
    }

    /// `11sp`, `12dp`, `14.5sp`: a size in sp (dp reads as sp at the default font scale).
    /// A size in sp or dp, or a `@dimen/NAME` reference to one (resolved through `dimens`, a few
    /// references deep, as AAPT2 resolves them): QR & Barcode Scanner's label text appearance sets
    /// `android:textSize` to `@dimen/bottom_navigation_item_text_size` (12 sp).
    private static func scaledPixels(_ value: String, dimens: [String: String]) -> Double? {
        var current = value.trimmingWhitespace()
        for _ in 0..<8 {
            guard current.hasPrefix("@dimen/") || current.hasPrefix("@+dimen/") else { return scaledPixels(current) }
            guard let next = dimens[String(current[current.index(after: current.firstIndex(of: "/")!)...])] else { return nil }
            current = next.trimmingWhitespace()
        }
        return nil
    }

    /// Sizes are bounded as a definition's are (0–100,000, finite): `NaNsp`, `1e400sp` and `99999999999dp`
    /// read as no size (the library's), not as a label 210 billion dp wide.
    private static func scaledPixels(_ value: String) -> Double? {
        let trimmed = value.trimmingWhitespace()
        for unit in ["sp", "dp", "dip"] where trimmed.hasSuffix(unit) {
            guard let size = Double(trimmed.dropLast(unit.count)), (0...100_000).contains(size) else { return nil }
            return size
        }
        return nil
    }

    /// The library text appearances labels derive from, with their size (sp), letter spacing (em) and
    /// weight: AppCompat's and the framework's (`TextAppearance.Material.Caption`), Material Components'
    /// type scale and Material 3's (material-components-android `res/values/styles.xml`, Material 3 type tokens).
    static let libraryTextAppearances: [String: MaterialTextAppearance] = [
        "TextAppearance.AppCompat.Caption": .init(textSize: 12, letterSpacing: 0, weight: .regular),
        "TextAppearance.AppCompat.Small": .init(textSize: 14, letterSpacing: 0, weight: .regular),
        "TextAppearance.AppCompat.Body1": .init(textSize: 14, letterSpacing: 0, weight: .regular),
        "TextAppearance.AppCompat.Body2": .init(textSize: 14, letterSpacing: 0, weight: .medium),
        "TextAppearance.Material.Caption": .init(textSize: 12, letterSpacing: 0, weight: .regular),
        "TextAppearance.MaterialComponents.Caption": .init(textSize: 12, letterSpacing: 0.0333333333, weight: .regular),
        "TextAppearance.MaterialComponents.Overline": .init(textSize: 10, letterSpacing: 0.1666666667, weight: .medium),
        "TextAppearance.MaterialComponents.Body2": .init(textSize: 14, letterSpacing: 0.0178571429, weight: .regular),
        "TextAppearance.MaterialComponents.Subtitle2": .init(textSize: 14, letterSpacing: 0.0071428571, weight: .medium),
        "TextAppearance.Material3.LabelSmall": .init(textSize: 11, letterSpacing: 0.0454545455, weight: .medium),
        "TextAppearance.Material3.LabelMedium": .init(textSize: 12, letterSpacing: 0.0416666667, weight: .medium),
        "TextAppearance.Material3.LabelLarge": .init(textSize: 14, letterSpacing: 0.0071428571, weight: .medium),
        "TextAppearance.Material3.BodySmall": .init(textSize: 12, letterSpacing: 0.0333333333, weight: .regular),
        "TextAppearance.Material3.BodyMedium": .init(textSize: 14, letterSpacing: 0.0178571429, weight: .regular),
    ]

    /// The label style a theme gives BottomNavigationView: its `bottomNavigationStyle`, else the default
    /// of the library theme it derives from.
    private func labelStyle(theme: String, in styles: VisibleStyles) -> MaterialLabelStyle? {
        if let widget = styleItem("bottomNavigationStyle", style: theme, in: styles), let style = Self.widgetLabelStyle(libraryStyle(widget, in: styles)) { return style }
        let library = libraryStyle(theme, in: styles)
        if library.contains("Material3") { return .material3 }
        if library.hasPrefix("Theme.MaterialComponents") { return .materialComponents }
        if ["Theme.AppCompat", "Theme.Design"].contains(where: library.hasPrefix) { return .material2 }
        return nil
    }

    private static func widgetLabelStyle(_ name: String) -> MaterialLabelStyle? {
        if name.hasPrefix("Widget.Material3.") { return .material3 }
        if name.hasPrefix("Widget.MaterialComponents.") { return .materialComponents }
        if name.hasPrefix("Widget.Design.") { return .material2 }
        return nil
    }

    /// Unknown qualifiers and malformed XML in one resource folder's `values*` folders; the styles of
    /// its plain `values` folder.
    private static func read(valuesIn resources: String, styles: inout [String: Style], dimens: inout [String: String]) -> [InputDiagnostic] {
        var problems: [InputDiagnostic] = []
        // A moko-resources folder's language folders (`base`, `de`, `pt-rBR`) are `values` folders of the
        // build, their `strings.xml` and `plurals.xml` its resource files: one that cannot be read or parsed
        // fails the build as a `values-de/strings.xml` does (it was left out without a word).
        let moko = AndroidResources.isMokoFolder(resources)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? [])
            .filter { moko ? AndroidResources.mokoValuesFolder($0) != nil : $0 == "values" || $0.hasPrefix("values-") }.sorted()
        for folderName in names {
            let directory = (resources as NSString).appendingPathComponent(folderName)
            let name = moko ? AndroidResources.mokoValuesFolder(folderName) ?? "values" : folderName
            let unknown = moko ? [] : AndroidQualifiers(name == "values" ? "" : String(name.dropFirst("values-".count))).unknown
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                .filter { moko ? $0 == "strings.xml" || $0 == "plurals.xml" : $0.hasSuffix(".xml") }
            if !unknown.isEmpty {
                // Located at the folder's first resource file, whose strings AAPT2 refuses with it (a
                // folder has no line for editors and annotations to point at); an empty folder loses nothing.
                if let first = files.first {
                    problems.append(InputDiagnostic(
                        severity: .error,
                        message: "unknown resource qualifier \(unknown.map { "'\($0.escapedForOneLine)'" }.joined(separator: ", ")) in folder '\(name.escapedForOneLine)'; AAPT2 refuses this folder",
                        location: SourceLocation(file: (directory as NSString).appendingPathComponent(first), line: 1, column: 1)))
                }
                continue
            }
            for file in files {
                let path = (directory as NSString).appendingPathComponent(file)
                guard let bytes = StringsFiles.bytes(path) else {
                    problems.append(InputDiagnostic(severity: .error, message: Self.unreadableResource(path), location: SourceLocation(file: path)))
                    continue
                }
                guard let document = StringsFiles.parseXML(bytes, path: path, into: &problems) else { continue }
                defer { xmlFreeDoc(document) }
                guard name == "values", !moko else { continue }
                var node = xmlDocGetRootElement(document)?.pointee.children
                while let element = node {
                    node = element.pointee.next
                    if element.pointee.type == XML_ELEMENT_NODE, LibXML.string(element.pointee.name) == "dimen",
                       let dimenName = StringsFiles.attribute(element, "name") {
                        dimens[dimenName] = StringsFiles.text(element).trimmingWhitespace()
                        continue
                    }
                    guard element.pointee.type == XML_ELEMENT_NODE, LibXML.string(element.pointee.name) == "style",
                          let styleName = StringsFiles.attribute(element, "name") else { continue }
                    var items: [String: String] = [:]
                    var child = element.pointee.children
                    while let item = child {
                        child = item.pointee.next
                        guard item.pointee.type == XML_ELEMENT_NODE, let itemName = StringsFiles.attribute(item, "name") else { continue }
                        items[itemName] = StringsFiles.text(item).trimmingWhitespace()
                    }
                    let parent = StringsFiles.attribute(element, "parent").flatMap { $0.isEmpty ? nil : $0 }
                    styles[styleName] = Style(parent: parent, items: items)
                }
            }
        }
        return problems
    }

    // MARK: Modules and resources

    func module(containing resources: String) -> Module? {
        moduleIndexByResources[Self.normalised(resources)].map { modules[$0] }
    }

    func module(directory: String) -> Module? {
        moduleIndexByDirectory[Self.normalised(directory)].map { modules[$0] }
    }

    /// The module a file belongs to: the nearest folder above it that is a module's, looked up in the
    /// table of module folders. Every module's folder was compared with each layout naming a menu, several
    /// times over (its label style, text appearance, shifting mode): 2,000 modules, each with a layout
    /// naming the app's menu, took 3.3 s (500: 0.7 s).
    func module(holding file: String) -> Module? {
        var folder = file.parentPath
        while !folder.isEmpty {
            if let index = moduleIndexByDirectory[Self.normalised(folder)] { return modules[index] }
            let parent = folder.parentPath
            guard parent != folder else { break }
            folder = parent
        }
        return nil
    }

    private let menuModuleLock = NSLock()
    /// By menu name, `modulesShowing(uses:)`.
    nonisolated(unsafe) private var showingModules: [String: [String: (index: Int, seen: Int)]] = [:]

    /// The module whose merged resources show a menu: the Android Gradle plugin merges a library's
    /// resources into the modules that use it, and the app's own values override the library's and add
    /// its locales. A menu of a library module (Tella's `:shared-ui`, with `values-ar`, `-es` and `-fr`) shown
    /// by a layout of a module that depends on it (`:mobile`, 24 locales) reads its strings as that module
    /// sees them; of several such modules, the one that sees the most modules (the app). The menu's own
    /// module where no bottom navigation layout of another module that sees it names the menu.
    func module(showingMenu name: String, from menuModule: Module?) -> Module? {
        guard let menuModule, let uses = bottomNavigationUses[name], !uses.isEmpty else { return menuModule }
        let showing = menuModuleLock.withLock { showingModules[name] } ?? {
            let computed = modulesShowing(uses: uses)
            menuModuleLock.withLock { showingModules[name] = computed }
            return computed
        }()
        return showing[menuModule.directory].map { modules[$0.index] } ?? menuModule
    }

    /// For each module directory, the module of another directory whose layout names the menu (`uses`) and that sees
    /// it, seeing the most modules (the first path of those that see as many), with how many it sees. Worked out once
    /// per menu name, each layout's module's visible modules once: asked again for each module with a menu of the name,
    /// 500 modules whose layouts all named `nav` walked 500 × 500 visible modules' lists.
    private func modulesShowing(uses: [MenuUse]) -> [String: (index: Int, seen: Int)] {
        var best: [String: (index: Int, seen: Int)] = [:]
        var looked = Set<String>()
        for use in uses {
            guard let layoutModule = module(holding: use.location.file), case let layoutDirectory = Self.normalised(layoutModule.directory),
                  looked.insert(layoutDirectory).inserted, let index = moduleIndexByDirectory[layoutDirectory] else { continue }
            let visible = visibleModules(from: layoutModule)
            for seen in visible where Self.normalised(seen.directory) != layoutDirectory {
                if let known = best[seen.directory], visible.count < known.seen || (visible.count == known.seen && layoutModule.path >= modules[known.index].path) {
                    continue
                }
                best[seen.directory] = (index, visible.count)
            }
        }
        return best
    }

    private let dependentsLock = NSLock()
    /// The modules that name each module as a dependency, by the module's accessor, worked out once.
    nonisolated(unsafe) private var dependentsByAccessor: [String: [Int]]?

    /// The locales the APK keeps of the strings `module` sees. AAPT2 filters an application's merged
    /// resources, its libraries' included, by the application's `resConfigs`: Tchap's `:vector` library
    /// (its bottom menu, and Element's strings in 40 languages) is packaged by `:vector-app`, whose
    /// `resConfigs "en", "fr"` ships English and French only, so Arabic users see the whole app in its default
    /// language. A library module that application modules of the project package keeps the locales
    /// their own filters keep, together; where one of them keeps every locale, or none packages it (an
    /// application module itself, a project whose applications are not found), the filters of the modules it sees.
    func shippedLocaleFilters(seenBy module: Module) -> [String] {
        let declared = visibleModules(from: module).flatMap(\.localeFilters)
        guard !module.isApplication else { return declared }
        let packagers = packagingApplications(of: module)
        guard !packagers.isEmpty else { return declared }
        var kept: [String] = []
        for application in packagers {
            if application.localeFilters.isEmpty { return declared }
            for filter in application.localeFilters where !kept.contains(filter) { kept.append(filter) }
        }
        return kept
    }

    /// The locale filter statements not read (`ComputedLocaleFilter`) of the modules whose filters `shippedLocaleFilters`
    /// reads for `module`, and of the application modules that package it.
    func computedLocaleFilters(seenBy module: Module) -> [ComputedLocaleFilter] {
        let visible = visibleModules(from: module)
        let packagers = module.isApplication ? [] : packagingApplications(of: module)
        var seen = Set<SourceLocation>()
        return (visible + packagers).flatMap(\.computedLocaleFilters).filter { seen.insert($0.location).inserted }
    }

    /// The application modules that depend on `module`, directly or through other modules: the
    /// dependencies walked backwards, each module once (a chain of thousands of applications, each depending
    /// on the next, is read in one pass, not once per application). A dependency names the first module of
    /// its path, as `visibleModules` resolves it.
    private func packagingApplications(of module: Module) -> [Module] {
        let accessor = Self.accessor(module.path)
        guard let first = moduleIndexByAccessor[accessor], modules[first].directory == module.directory else { return [] }
        let dependents = dependentsLock.withLock { () -> [String: [Int]] in
            if let known = dependentsByAccessor { return known }
            var computed: [String: [Int]] = [:]
            for (index, candidate) in modules.enumerated() {
                for path in candidate.dependencies ?? [] { computed[Self.accessor(path), default: []].append(index) }
            }
            dependentsByAccessor = computed
            return computed
        }
        var applications: [Module] = []
        var visited = Set<String>([accessor])
        var pending = [accessor]
        while let next = pending.popLast() {
            for index in dependents[next] ?? [] {
                let dependent = modules[index]
                guard visited.insert(Self.accessor(dependent.path)).inserted else { continue }
                if dependent.isApplication, dependent.isIncluded { applications.append(dependent) }
                pending.append(Self.accessor(dependent.path))
            }
        }
        return applications
    }

    /// The modules whose resources `module` sees, lowest precedence first: its dependencies (and
    /// theirs), then itself. A module without a build file to read sees every module of the project.
    func visibleModules(from module: Module) -> [Module] {
        guard let dependencies = module.dependencies else {
            guard module.isIncluded else { return [module] }
            return modules.filter { $0.directory != module.directory } + [module]
        }
        var ordered: [Module] = []
        var visited = Set<String>([module.path])
        // Depth first, each dependency after its own: with a stack, since a chain of modules may be
        // thousands long.
        var stack: [(paths: [String], next: Int, owner: Module?)] = [(dependencies, 0, nil)]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].paths.count else {
                if let owner = stack.removeLast().owner { ordered.append(owner) }
                continue
            }
            let path = stack[top].paths[stack[top].next]
            stack[top].next += 1
            guard visited.insert(path).inserted, let index = moduleIndexByAccessor[Self.accessor(path)] else { continue }
            let dependency = modules[index]
            stack.append((dependency.dependencies ?? [], 0, dependency))
        }
        return ordered + [module]
    }

    /// Type-safe accessors camel-case module names: `projects.libs.pandaRes` is `:libs:panda-res`, and
    /// both are `:libs:pandares` here.
    private static func accessor(_ path: String) -> String {
        path.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    /// The most of a layout, or a Kotlin source, read for the menu it gives a bottom navigation view (one of
    /// 4 MB or more is passed over). Reading stops there: such a file was read whole before its size was checked.
    static let maximumMenuUserBytes = 4 * 1024 * 1024 - 1

    /// Why a resource file could not be read: "cannot read the resource file: it is not a regular file (a
    /// pipe, socket or device)", "…: it is larger than 256 MB".
    static func unreadableResource(_ path: String) -> String {
        switch FileBytes.read(path, limit: FileBytes.projectFileLimit, regularOnly: true) {
        case .notRegular: "cannot read the resource file: it is not a regular file (a pipe, socket or device)"
        case .larger(let limit): "cannot read the resource file: it is larger than \(limit / 1_048_576) MB"
        default: "cannot read the resource file: \(FileBytes.whyUnreadable(path))"
        }
    }

    /// Whether a layout element names a view class of the project that extends BottomNavigationView under
    /// another name (DHIS2's `org.dhis2.utils.customviews.navigationbar.NavigationBottomBar`, `class
    /// NavigationBottomBar … : BottomNavigationView(context, attrs, defStyleAttr)`): the class is looked up where
    /// its package puts it, `src/main/java` or `src/main/kotlin` of a module, and its file must declare it with
    /// BottomNavigationView as its superclass. Names with "BottomNavigation" are already bars.
    static func isBottomNavigationSubclass(_ element: String, in modules: [Module], known: inout [String: Bool]) -> Bool {
        if let answer = known[element] { return answer }
        var answer = false
        defer { known[element] = answer }
        let parts = element.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              let name = parts.last, name.first?.isUppercase == true,
              !["android.", "androidx.", "com.google.android.material."].contains(where: element.hasPrefix) else { return false }
        let relative = parts.joined(separator: "/")
        for module in modules {
            for language in ["java", "kotlin"] {
                for suffix in ["kt", "java"] {
                    let path = [module.directory, "src", "main", language, relative + "." + suffix].joined(separator: "/")
                    // A regular file (or a link to one) of at most 1 MB, read no further: the size was asked of the link
                    // itself, so a link to a larger file was read whole.
                    guard let source = FileBytes.read(path, atMost: 1024 * 1024) else { continue }
                    if declaresBottomNavigationSubclass(source, named: Array(name.utf8), java: suffix == "java") {
                        answer = true
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Whether `source` declares the class `name` with BottomNavigationView as its superclass: Kotlin's `class NAME … :
    /// [package.]BottomNavigationView(` before the class's `{`, Java's `class NAME extends [package.]BottomNavigationView`.
    /// One pass: a declaration's header is read up to its body or the next `class`, so that a file of many `class
    /// NAME :` without a body stays linear (a regular expression searched the rest of the file from each of them: a
    /// 128 KB file of 8,000 took 7.5 s, a 1 MB one many minutes). Bytes that are not UTF-8 (a Latin-1 comment) are no
    /// reason to pass the file over.
    static func declaresBottomNavigationSubclass(_ source: [UInt8], named name: [UInt8], java: Bool) -> Bool {
        let keyword = Array("class".utf8), extends = Array("extends".utf8), superclass = Array("BottomNavigationView".utf8)
        func isWordByte(_ index: Int) -> Bool { index < source.count && (source[index].isASCIIWordByte || source[index] >= 0x80) }
        func isSpace(_ index: Int) -> Bool { index < source.count && (source[index] == 0x20 || (0x09...0x0D).contains(source[index])) }
        func afterSpaces(_ index: Int) -> Int {
            var cursor = index
            while isSpace(cursor) { cursor += 1 }
            return cursor
        }
        func hasWord(_ word: [UInt8], at index: Int) -> Bool { index + word.count <= source.count && source[index..<(index + word.count)].elementsEqual(word) }
        // `[package.]BottomNavigationView` at `index`: where it ends.
        func superclassName(at index: Int) -> Int? {
            guard index < source.count, source[index] == UInt8(ascii: "_") || (source[index] | 0x20 >= UInt8(ascii: "a") && source[index] | 0x20 <= UInt8(ascii: "z")) else { return nil }
            var end = index
            while end < source.count, source[end].isASCIIWordByte || source[end] == UInt8(ascii: ".") { end += 1 }
            let start = end - superclass.count
            guard start >= index, source[start..<end].elementsEqual(superclass), start == index || source[start - 1] == UInt8(ascii: ".") else { return nil }
            return end
        }
        // Where each `class` keyword starts; for those declaring NAME, which keyword and where the name ends (the header's start).
        var keywords: [Int] = []
        var declarations: [(keywordIndex: Int, afterName: Int)] = []
        var search = 0
        while let found = source.firstOffset(of: keyword, from: search) {
            search = found + keyword.count
            guard found == 0 || !isWordByte(found - 1), isSpace(search) else { continue }
            keywords.append(found)
            let nameStart = afterSpaces(search)
            guard hasWord(name, at: nameStart), !isWordByte(nameStart + name.count) else { continue }
            declarations.append((keywords.count - 1, nameStart + name.count))
        }
        for declaration in declarations {
            if java {
                let extendsStart = afterSpaces(declaration.afterName)
                guard extendsStart > declaration.afterName, hasWord(extends, at: extendsStart), isSpace(extendsStart + extends.count),
                      let end = superclassName(at: afterSpaces(extendsStart + extends.count)), !isWordByte(end) else { continue }
                return true
            }
            let headerEnd = declaration.keywordIndex + 1 < keywords.count ? keywords[declaration.keywordIndex + 1] : source.count
            var cursor = declaration.afterName
            while cursor < headerEnd, source[cursor] != UInt8(ascii: "{") {
                if source[cursor] == UInt8(ascii: ":"), let end = superclassName(at: afterSpaces(cursor + 1)), afterSpaces(end) < source.count,
                   source[afterSpaces(end)] == UInt8(ascii: "(") {
                    return true
                }
                cursor += 1
            }
        }
        return false
    }

    /// Every layout element with an `app:menu` in one resource folder's `layout*` folders. A layout that
    /// names a menu or a bottom navigation view and cannot be read or parsed is an error in `problems`:
    /// AAPT2 stops on it, and passing over it hid the app's bar without a word.
    private static func menuUses(in resources: String, problems: inout [InputDiagnostic]) -> [MenuUse] {
        var uses: [MenuUse] = []
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).filter { $0.hasPrefix("layout") }.sorted()
        let debug = isDebugSourceSet(resources)
        for folder in folders {
            let directory = (resources as NSString).appendingPathComponent(folder)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() where file.hasSuffix(".xml") {
                let path = (directory as NSString).appendingPathComponent(file)
                // Read at most 4 MB (past that a layout is passed over, below) unless it is UTF-16, which is decoded
                // to be reported: a 100 MB layout was read whole before the size was looked at.
                var contents = FileBytes.read(path, limit: Self.maximumMenuUserBytes, regularOnly: true)
                if case .larger = contents, let head = FileBytes.head(path, count: 2), head == [0xFF, 0xFE] || head == [0xFE, 0xFF] {
                    contents = FileBytes.read(path, limit: FileBytes.projectFileLimit, regularOnly: true)
                }
                guard case .bytes(let bytes) = contents else {
                    if case .larger(let limit) = contents, limit == Self.maximumMenuUserBytes { continue }
                    if !debug { problems.append(InputDiagnostic(severity: .error, message: unreadableResource(path), location: SourceLocation(file: path))) }
                    continue
                }
                // UTF-16 (a byte-order mark): read only as UTF-8, as menus are; a bar it names would be
                // lost without a word, so it is an error where it names one.
                if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
                    if !debug, let text = String(data: Data(bytes), encoding: .utf16), text.contains("@menu/") || text.contains("BottomNavigationView") {
                        problems.append(InputDiagnostic(
                            severity: .error,
                            message: "the layout is UTF-16 (it starts with a byte-order mark) and names a menu or a bottom navigation view; expected UTF-8 text: its bar is not audited",
                            location: SourceLocation(file: path, line: 1, column: 1)))
                    }
                    continue
                }
                guard bytes.count <= Self.maximumMenuUserBytes, bytes.contains(subsequence: Array("@menu/".utf8)) || bytes.contains(subsequence: Array("BottomNavigationView".utf8)) else { continue }
                var parseProblems: [InputDiagnostic] = []
                guard let document = StringsFiles.parseXML(bytes, path: path, into: &parseProblems) else {
                    if !debug { problems += parseProblems }
                    continue
                }
                defer { xmlFreeDoc(document) }
                guard let root = xmlDocGetRootElement(document) else { continue }
                collect(root, positions: ElementPositions(root: root, in: SourceText(path: path, bytes: bytes)), into: &uses)
            }
        }
        return uses
    }

    /// `@+id/bottom_navigation` → `bottom_navigation`.
    private static func viewID(_ element: xmlNodePtr) -> String? {
        guard let raw = StringsFiles.attribute(element, "id", namespace: AndroidMenuImporter.androidNamespace) else { return nil }
        for prefix in ["@+id/", "@id/"] where raw.hasPrefix(prefix) { return String(raw.dropFirst(prefix.count)) }
        return nil
    }

    /// View binding's name for a view id: `bottom_navigation` → `bottomNavigation` (an id already in
    /// camel case keeps its name).
    static func bindingName(ofViewID id: String) -> String {
        let parts = id.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The menus the modules' Kotlin and Java inflate into a view of `viewIDs` (menu name → view id):
    /// `RECEIVER.inflateMenu(R.menu.NAME)` (also an `R` imported under another name, `VR.menu.navigation`)
    /// whose receiver is the view as view binding or Kotlin synthetics name it (`binding.bottomNavigation`,
    /// `bottom_navigation`), or a name the file declares as a bar (Smart-AutoClicker's dialogs'
    /// `override fun inflateMenu(navBarView: NavigationBarView) { navBarView.inflateMenu(R.menu.menu_scenario_config) }`,
    /// `anyViewWithoutMenu`: a bar that gets its menu from code, the project's bottom navigation views without one).
    /// Other receivers (a toolbar, a local variable) are not taken for the view.
    /// Tests and debug source sets are left out; only files that mention `inflateMenu(` are tokenized.
    static func inflatedMenus(modules: [Module], viewIDs: Set<String>) -> [(menu: String, id: String)] {
        var byName: [String: String] = [:]
        for id in viewIDs.sorted() {
            byName[id] = byName[id] ?? id
            byName[bindingName(ofViewID: id)] = byName[bindingName(ofViewID: id)] ?? id
        }
        var found: [(menu: String, id: String)] = []
        var seen = Set<String>()
        forEachSource(of: modules, mentioning: "inflateMenu(") { bytes in
            let file = KotlinFile(source: String(decoding: bytes, as: UTF8.self))
            let tokens = file.tokens
            var typedNames: Set<String>?
            for index in tokens.indices where tokens[index].isIdentifier("inflateMenu") {
                // RECEIVER . inflateMenu ( X . menu . NAME )
                guard index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier else { continue }
                let receiver = tokens[index - 2].text
                if byName[receiver] == nil, typedNames == nil { typedNames = barTypedNames(tokens) }
                guard let id = byName[receiver] ?? (typedNames?.contains(receiver) == true ? Self.anyViewWithoutMenu : nil),
                      index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                      let close = AndroidMenuCode.closingParenthesis(tokens, from: index + 1),
                      let menus = menuChoice(tokens[(index + 2)..<close], resourceClassNames: file.resourceClassNames) else { continue }
                for menu in menus where seen.insert(menu + "\u{0}" + id).inserted { found.append((menu, id)) }
            }
        }
        return found
    }

    /// The menus the modules' Kotlin and Java give a third-party bottom bar (`LibraryBarItems.adapterMenus`).
    static func libraryBarMenus(modules: [Module]) -> Set<String> {
        var menus = Set<String>()
        forEachSource(of: modules, mentioning: LibraryBarItems.adapter + "(") { bytes in
            menus.formUnion(LibraryBarItems.adapterMenus(in: String(decoding: bytes, as: UTF8.self)))
        }
        return menus
    }

    /// The bytes of each Kotlin and Java file of the modules' source sets that mentions `marker`: tests and
    /// debug source sets left out, files past `maximumMenuUserBytes` too.
    private static func forEachSource(of modules: [Module], mentioning marker: String, _ visit: ([UInt8]) -> Void) {
        let marker = Array(marker.utf8)
        for module in modules {
            let sources = (module.directory as NSString).appendingPathComponent("src")
            let sourceSets = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted().filter { set in
                !set.lowercased().hasPrefix("test") && !set.lowercased().hasPrefix("androidtest") && !isDebugSourceSet(sources + "/" + set + "/res")
            }
            for set in sourceSets {
                let root = sources + "/" + set
                guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
                while let relative = walker.nextObject() as? String {
                    guard relative.hasSuffix(".kt") || relative.hasSuffix(".java") else { continue }
                    guard let bytes = FileBytes.read(root + "/" + relative, atMost: Self.maximumMenuUserBytes), bytes.contains(subsequence: marker) else { continue }
                    visit(bytes)
                }
            }
        }
    }

    /// The menus an `inflateMenu(…)` argument names: `R.menu.NAME`, or a choice between such arguments made where
    /// the bar is inflated, Java's `COND ? A : B` and Kotlin's `if (COND) A else B` (litewallet's
    /// `bottomNav.inflateMenu(isInUsa() ? R.menu.bottom_nav_menu_us : R.menu.bottom_nav_menu)`): each branch is a menu
    /// the bar shows on some device. An argument of any other form (a variable, a call) names no menu. Choices are
    /// followed `maximumChoiceDepth` deep.
    static func menuChoice(_ argument: ArraySlice<KotlinToken>, resourceClassNames: Set<String>, depth: Int = 0) -> [String]? {
        let tokens = Array(argument)
        if tokens.count == 5, tokens[0].kind == .identifier, resourceClassNames.contains(tokens[0].text), tokens[1].isSymbol("."),
           tokens[2].isIdentifier("menu"), tokens[3].isSymbol("."), tokens[4].kind == .identifier {
            return [tokens[4].text]
        }
        guard depth < maximumChoiceDepth, let first = tokens.first, let last = tokens.last else { return nil }
        // A Kotlin branch in braces, `{ R.menu.a }`: a block of that one expression.
        if first.isSymbol("{"), last.isSymbol("}") {
            return menuChoice(argument.dropFirst().dropLast(), resourceClassNames: resourceClassNames, depth: depth + 1)
        }
        func branches(_ first: ArraySlice<KotlinToken>, _ second: ArraySlice<KotlinToken>) -> [String]? {
            guard let one = menuChoice(first, resourceClassNames: resourceClassNames, depth: depth + 1),
                  let other = menuChoice(second, resourceClassNames: resourceClassNames, depth: depth + 1) else { return nil }
            return one + other.filter { !one.contains($0) }
        }
        // Kotlin: `if ( COND ) A else B`, B running to the end (an `else if` is B's own choice).
        if tokens[0].isIdentifier("if"), tokens.count > 1, tokens[1].isSymbol("("), let condition = AndroidMenuCode.closingParenthesis(tokens, from: 1) {
            var depthInBranch = 0
            for index in (condition + 1)..<tokens.count {
                if tokens[index].isSymbol("(") { depthInBranch += 1 }
                if tokens[index].isSymbol(")") { depthInBranch -= 1 }
                if depthInBranch == 0, tokens[index].isIdentifier("else") {
                    return branches(tokens[(condition + 1)..<index], tokens[(index + 1)...])
                }
            }
            return nil
        }
        // Java: `COND ? A : B` at the argument's own level; B may be a choice again (`a ? X : b ? Y : Z`).
        var level = 0
        var question: Int?
        for index in tokens.indices {
            if tokens[index].isSymbol("(") { level += 1 }
            if tokens[index].isSymbol(")") { level -= 1 }
            guard level == 0 else { continue }
            if question == nil, tokens[index].isSymbol("?") { question = index }
            if let question, tokens[index].isSymbol(":") { return branches(tokens[(question + 1)..<index], tokens[(index + 1)...]) }
        }
        return nil
    }

    /// How many choices an `inflateMenu` argument is followed into (`a ? X : b ? Y : …`).
    private static let maximumChoiceDepth = 8

    /// The view id `inflatedMenus` gives a menu inflated into a receiver declared as a bar (`navBarView:
    /// NavigationBarView`): every bottom navigation view without a menu.
    static let anyViewWithoutMenu = ""

    /// The names a file declares with a bar's type: Kotlin's `NAME: NavigationBarView` (a parameter, a property),
    /// Java's `BottomNavigationView NAME`.
    private static func barTypedNames(_ tokens: [KotlinToken]) -> Set<String> {
        var names = Set<String>()
        for index in tokens.indices where tokens[index].isIdentifier("BottomNavigationView") || tokens[index].isIdentifier("NavigationBarView") {
            if index >= 2, tokens[index - 1].isSymbol(":"), tokens[index - 2].kind == .identifier { names.insert(tokens[index - 2].text) }
            if index + 1 < tokens.count, tokens[index + 1].kind == .identifier { names.insert(tokens[index + 1].text) }
        }
        return names
    }

    private static func collect(_ node: xmlNodePtr?, positions: ElementPositions, into uses: inout [MenuUse]) {
        var current = node
        while let element = current {
            current = element.pointee.next
            guard element.pointee.type == XML_ELEMENT_NODE else { continue }
            if let menu = StringsFiles.attribute(element, "menu", namespace: AndroidMenuImporter.appNamespace), menu.hasPrefix("@menu/") {
                uses.append(MenuUse(
                    menu: String(menu.dropFirst("@menu/".count)), element: LibXML.string(element.pointee.name),
                    location: positions.attributeLocation(element, "menu") ?? positions.location(of: element),
                    labelVisibilityMode: StringsFiles.attribute(element, "labelVisibilityMode", namespace: AndroidMenuImporter.appNamespace),
                    style: StringsFiles.attribute(element, "style"),
                    textAppearanceActive: StringsFiles.attribute(element, "itemTextAppearanceActive", namespace: AndroidMenuImporter.appNamespace),
                    itemHorizontalTranslationEnabled: StringsFiles.attribute(element, "itemHorizontalTranslationEnabled", namespace: AndroidMenuImporter.appNamespace),
                    viewID: viewID(element), viewTheme: StringsFiles.attribute(element, "theme", namespace: AndroidMenuImporter.androidNamespace)))
            } else if LibXML.string(element.pointee.name).contains("BottomNavigationView"),
                      case let id = viewID(element), case let style = StringsFiles.attribute(element, "style"), id != nil || style != nil {
                // No `app:menu`: a menu its style gives it, or code (`inflateMenu`), kept by the view's id.
                uses.append(MenuUse(
                    menu: "", element: LibXML.string(element.pointee.name), location: positions.location(of: element),
                    labelVisibilityMode: StringsFiles.attribute(element, "labelVisibilityMode", namespace: AndroidMenuImporter.appNamespace),
                    style: style,
                    textAppearanceActive: StringsFiles.attribute(element, "itemTextAppearanceActive", namespace: AndroidMenuImporter.appNamespace),
                    itemHorizontalTranslationEnabled: StringsFiles.attribute(element, "itemHorizontalTranslationEnabled", namespace: AndroidMenuImporter.appNamespace),
                    viewID: id, viewTheme: StringsFiles.attribute(element, "theme", namespace: AndroidMenuImporter.androidNamespace)))
            }
            collect(element.pointee.children, positions: positions, into: &uses)
        }
    }
}
