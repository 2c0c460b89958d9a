import BarAuditModel
import CLibXML2
import Foundation

/// The source tree of the app a storyboard is built into, read as Xcode builds it into a bundle: every
/// `*.lproj` folder of the project lands in the bundle's root, so a storyboard's `de.lproj/Main.strings`
/// may live in any folder of the project (Apple, "Localizing your app's interface": Base
/// internationalisation keeps one storyboard in `Base.lproj` and one `.strings` table per language).
///
/// The project is the folder holding the `.xcodeproj` nearest above the storyboard; without one, the
/// folder holding the storyboard's `.lproj` (or the storyboard). Build output, dependency managers'
/// folders (`Pods`, `Carthage`) and hidden folders are not part of it.
struct AppleBundle {
    /// A `.lproj` folder: its path and the locale it holds (nil for `Base.lproj`).
    struct LocalizationFolder {
        var path: String
        var name: String
        var locale: String?
    }

    let root: String
    /// The tables of the bundle read so far, shared by every storyboard and code file of the app.
    let tables = ParsedTables()
    /// The project file's `developmentRegion`; for a Swift package's own bundle, its manifest's `defaultLocalization`.
    private(set) var projectDevelopmentRegion: String?
    /// Info.plist files, their top-level string values and the storyboards their scene configurations name.
    private(set) var infoPlists: [(path: String, values: [String: String], sceneStoryboards: [String])] = []
    /// The project's `knownRegions` (its localisations), Base left out; nil without a project file.
    private(set) var knownRegions: [String]?
    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` (major.minor) of the project files' iOS application
    /// targets (a target's own setting, else the project's of the same configuration): an extension's
    /// lower target does not let the app run on older devices (Winston: app 17.0, extension 15.0). When
    /// an application's target is not in the file (an `.xcconfig`) or there is no application target,
    /// the lowest of every configuration: a too-low bound only keeps devices in the evaluation; nil when
    /// none sets one.
    private(set) var iosDeploymentTarget: Double?
    /// `UILaunchStoryboardName` of the Info.plist files, less those also the main storyboard: launch screens
    /// are pictures, not interfaces.
    private(set) var launchStoryboardNames: Set<String> = []
    /// The interfaces an Info.plist shows on iPhone only: the `UIMainStoryboardFile` (or `NSMainNibFile`) of an
    /// Info.plist whose `~ipad` key names another (iSub's `MainWindow` beside `NSMainNibFile~ipad` `MainWindow-iPad`):
    /// an iPad launches the other, and never shows this one's bar.
    private(set) var phoneOnlyInterfaceNames: Set<String> = []
    /// Whether the app builds for iPhone only: every iOS application target of every project file sets
    /// `TARGETED_DEVICE_FAMILY = 1` in each configuration (see `applicationTargetsBuildForPhoneOnly`). An iPad
    /// runs such an app in compatibility mode, with an iPhone's bar scaled up: its bars have no iPad layout.
    /// False without a project file, or when one target builds for iPad or does not say (an `.xcconfig`).
    private(set) var buildsForPhoneOnly = false
    /// File names (last path component) of the sources the project files compile only into macOS, tvOS
    /// or watchOS targets (see `compiledSources`): a SwiftUI `TabView` there is a Mac window's tab view
    /// (UTM's settings window) or a TV's top tab bar, never an iPhone tab bar.
    private(set) var otherPlatformOnlySources: Set<String> = []
    /// The same by path, for the files whose path the project's groups give (`compiledSources`), and the
    /// paths of the files an iOS target compiles: MovieSwift's tvOS `MovieSwiftTV/views/HomeView.swift` is
    /// named like its iOS `MovieSwift/views/components/home/HomeView.swift`.
    private var otherPlatformOnlyPaths: Set<String> = []
    private var iOSSourcePaths: Set<String> = []
    /// The folders Xcode 16 keeps in sync with the disk, one for each target holding one (see `compiledSources`).
    private var synchronizedFolders: [SynchronizedFolder] = []
    private(set) var folders: [LocalizationFolder] = []
    /// What the project files list, when they list the app's resources one by one: nil without a project
    /// file, or when a project uses folders Xcode 16 keeps in sync with the disk
    /// (`PBXFileSystemSynchronizedRootGroup`), whose files it never names.
    private var projectListings: ProjectListing?
    /// The `.lproj` folders Xcode does not copy into the app (see `isListed`).
    private var unbuiltFolders: Set<String> = []
    private(set) var catalogs: [String] = []
    /// Storyboards by name (without extension).
    private(set) var storyboards: [String: [String]] = [:]
    /// The folders holding a `Package.swift` or a `.podspec`, noted while the bundle is walked (listing
    /// each language folder's parents again made 12,000 of them take 97 s).
    private var packageFolders: Set<String> = []
    /// The folders below the root holding a `Package.swift`: a Swift package's resources build into its own
    /// bundle (`Bundle.module`), never into the app's (see `isInTheSameBundle`).
    private var swiftPackageFolders: Set<String> = []
    /// Image sets by name, with and without the asset catalog folders that provide a namespace.
    private(set) var imageSets: [String: [String]] = [:]
    /// Image files outside asset catalogs, by lowercased file name.
    private(set) var looseImages: [String: [String]] = [:]
    /// `.strings` tables outside every `.lproj` folder.
    private(set) var unlocalizedTables: [String] = []
    /// Swift and Objective-C files by their name up to the extension or a `+` (`MainTabBarController`
    /// for `MainTabBarController.swift`, `.m` and the category `MainTabBarController+Tabs.m`): where a
    /// storyboard's controller class is written (`TabBarControllerCode`).
    private(set) var classSources: [String: [String]] = [:]
    /// Where each class is declared, for a storyboard controller's class no file is named after.
    let declaredClasses = DeclaredClasses()
    /// The storyboards an Info.plist or a project's generated Info.plist names as the app's interface
    /// (`UIMainStoryboardFile`, a scene configuration's `UISceneStoryboardFile`,
    /// `INFOPLIST_KEY_UIMainStoryboardFile`); nil when one of them is a build setting (`$(MAIN_STORYBOARD)`)
    /// or an Info.plist is not an XML property list: then which one is not known.
    private(set) var interfaceStoryboardNames: Set<String>? = []
    /// Whether a project file builds an iOS application (not only a framework, whose storyboards the
    /// apps using it load by name).
    private(set) var buildsApplication = false
    /// Whether the app adopts scenes (an Info.plist's `UIApplicationSceneManifest`, or Xcode generating one).
    private(set) var adoptsScenes = false
    /// Which storyboards the app's code and other storyboards name (see `setAsideReason`).
    let storyboardUse = StoryboardUse()
    /// Whether the app's code can title a storyboard tab left empty (read once per bundle).
    let tabTitlingCode = TabTitlingCode()

    static let imageExtensions: Set<String> = ["png", "pdf", "svg", "jpg", "jpeg"]

    /// The bundle around a storyboard.
    static func containing(_ storyboardPath: String, cache: ProjectCache) -> AppleBundle {
        let folder = storyboardPath.parentPath
        return cache.bundle(folder: folder, kind: "storyboard") {
            projectFolder(above: folder)
                ?? ((folder as NSString).pathExtension == "lproj" ? folder.parentPath : folder)
        }
    }

    /// The bundle around a Swift file: the project's, or without a project file above it (a Swift
    /// package, a workspace, a project XcodeGen or Tuist generates and nobody commits) the folder
    /// holding the code's project, rather than the file's own folder, which holds no `.lproj`.
    static func containing(sourceFile path: String, codeProjectRoot: String, cache: ProjectCache) -> AppleBundle {
        let folder = path.parentPath
        return cache.bundle(folder: folder, kind: "code\u{1F}\(codeProjectRoot)") {
            projectFolder(above: folder) ?? codeProjectRoot
        }
    }

    /// A Swift package's own bundle: the package folder, whatever project lies above it.
    static func package(root: String, cache: ProjectCache) -> AppleBundle {
        cache.bundle(folder: root, kind: "package") { root }
    }

    private static func projectFolder(above folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        // A deep folder's ancestors are listed from the top down, each opened from the one above it.
        let along = current.utf8.count(where: { $0 == UInt8(ascii: "/") }) > FolderWalk.deepFolder ? FolderWalk.namesAlong(current) : nil
        while true {
            let names = along?[current] ?? (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                // Keep the caller's spelling of the path (relative paths stay relative in messages),
                // unless the project lies above it.
                let steps = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.count - URL(fileURLWithPath: current).pathComponents.count
                let components = (folder as NSString).pathComponents.filter { $0 != "." }
                guard steps <= components.count, !components.contains("..") else { return current }
                let kept = components.dropLast(steps)
                guard !kept.isEmpty else { return "." }
                // `./App` stays `./App`: a package's bundle below it keeps the walk's spelling, and one table
                // read by both under two spellings was reported twice (passepartout from `audit .`).
                return (folder.hasPrefix("./") ? "./" : "") + NSString.path(withComponents: Array(kept))
            }
            let parent = along == nil ? current.parentPath : FolderWalk.parentAlong(current)
            guard parent != current, !parent.isEmpty else { return nil }
            current = parent
        }
    }

    fileprivate init(root: String) {
        self.root = root
        var plistPaths: [String] = []
        var projects: [String] = []
        // What each folder holds, asked of the kernel relative to the folder's descriptor (`FolderWalk`) in
        // the folders the loop below reads: listing each by its whole path, and asking `fileExists` and
        // `isSymbolicLink` of each entry's, made a bundle 1,900 folders deep quadratic in its depth. Keyed by
        // the path below the root; each entry with its type as `lstat` and as `stat` (through a link) give it.
        var listing: [String: [(name: String, type: mode_t?, followed: mode_t?)]] = [:]
        let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        FolderWalk.walk(root, includeHidden: false, visit: { entry in
            let relative = String(entry.path.dropFirst(base == "/" ? 1 : base.count + 1))
            let parent = relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? ""
            listing[parent, default: []].append((entry.name, entry.isOpenable ? entry.type : nil, entry.isOpenable ? entry.followedType : nil))
            let pathExtension = (entry.name as NSString).pathExtension.lowercased()
            return !entry.isOpenable || DefinitionDiscovery.skippedDirectories.contains(entry.name) || entry.name.hasPrefix(".build")
                || ["xcodeproj", "xcassets", "xcloc"].contains(pathExtension) ? .skip : .descend
        }, failed: { _, _ in })
        var pending = [(root, "")]
        while let (folder, relativeFolder) = pending.popLast() {
            for (name, type, followed) in (listing[relativeFolder] ?? []).sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                // `fileExists(atPath:isDirectory:)` as before: through a link, false for one leading nowhere.
                guard type != nil, let followed else { continue }
                let pathExtension = (name as NSString).pathExtension.lowercased()
                if followed == S_IFDIR {
                    if DefinitionDiscovery.skippedDirectories.contains(name) || name.hasPrefix(".build") || type == S_IFLNK { continue }
                    switch pathExtension {
                    case "lproj":
                        folders.append(LocalizationFolder(path: path, name: name, locale: AppleLocale.canonical((name as NSString).deletingPathExtension)))
                        pending.append((path, relative))
                    case "xcodeproj":
                        projects.append((path as NSString).appendingPathComponent("project.pbxproj"))
                    case "xcassets":
                        indexAssetCatalog(path)
                    case "xcloc":
                        // A localisation export, not copied into the app: its `.lproj` folders ship nothing.
                        continue
                    case "bundle":
                        // A bundle of its own inside the app (`Settings.bundle`, which the Settings app reads for the
                        // app's preferences page): its `.lproj` folders localise that bundle, not the app, whose
                        // languages are its own folders (nl-mgo's only `en.lproj` is `Settings.bundle`'s, its app Dutch).
                        continue
                    default:
                        pending.append((path, relative))
                    }
                    continue
                }
                if name == "Package.swift" || name.hasSuffix(".podspec") { packageFolders.insert(folder) }
                if name == "Package.swift", folder != root { swiftPackageFolders.insert(folder) }
                switch pathExtension {
                case "xcstrings": catalogs.append(path)
                case "strings" where !(folder as NSString).lastPathComponent.lowercased().hasSuffix(".lproj"): unlocalizedTables.append(path)
                case "storyboard": storyboards[(name as NSString).deletingPathExtension, default: []].append(path)
                case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): plistPaths.append(path)
                case _ where Self.imageExtensions.contains(pathExtension): looseImages[name.lowercased(), default: []].append(path)
                case "swift", "m", "mm":
                    let className = (name as NSString).deletingPathExtension.split(separator: "+", maxSplits: 1).first.map(String.init) ?? name
                    classSources[className, default: []].append(path)
                default: break
                }
            }
        }
        var listings: [String] = []
        var generatedInterfaceNames: [String] = []
        var generatesInfoPlist = false
        // The folder holding each listing's `.xcodeproj`, where its groups' paths start.
        var listingFolders: [String] = []
        var synchronized = false
        var phoneOnlyVerdicts: [Bool] = []
        // Each listing's objects, read once for the questions below (each read them again: a third of the time of a
        // large project file).
        var listingObjects: [ProjectFileObjects] = []
        for project in projects.sorted() {
            guard let text = FileBytes.text(project) else { continue }
            let objects = ProjectFileObjects(text)
            listings.append(text)
            listingObjects.append(objects)
            listingFolders.append(project.parentPath.parentPath)
            if text[...].firstByteRange(of: "PBXFileSystemSynchronizedRootGroup") != nil { synchronized = true }
            if let region = Self.pbxprojValue("developmentRegion", in: text).flatMap(AppleLocale.canonical) { projectDevelopmentRegion = region }
            if text[...].firstByteRange(of: "productType = \"com.apple.product-type.application") != nil { buildsApplication = true }
            if text[...].firstByteRange(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES") != nil { adoptsScenes = true }
            if text[...].firstByteRange(of: "GENERATE_INFOPLIST_FILE = YES") != nil { generatesInfoPlist = true }
            generatedInterfaceNames += Self.pbxprojValues(startingWith: "INFOPLIST_KEY_UIMainStoryboardFile", in: text)
            let lowest = Self.applicationDeploymentTarget(in: objects)
                ?? Self.pbxprojValues("IPHONEOS_DEPLOYMENT_TARGET", in: text).compactMap(Self.majorMinor).min()
            if let lowest { iosDeploymentTarget = min(iosDeploymentTarget ?? lowest, lowest) }
            if let phoneOnly = Self.applicationTargetsBuildForPhoneOnly(in: objects, projectFolder: project.parentPath.parentPath) { phoneOnlyVerdicts.append(phoneOnly) }
            if let list = Self.pbxprojList("knownRegions", in: text) {
                let known = Set(knownRegions ?? [])
                knownRegions = (knownRegions ?? []) + list.compactMap(AppleLocale.canonical).filter { !known.contains($0) }
            }
        }
        buildsForPhoneOnly = !phoneOnlyVerdicts.isEmpty && phoneOnlyVerdicts.allSatisfy { $0 }
        // A Swift package's bundle (`Bundle.module`) has the manifest's `defaultLocalization` as its development
        // language: its tables outside `.lproj` folders (TamaParks's `Sources/Resources/Localizable.strings`, Japanese,
        // `defaultLocalization: "ja"`) are that language's, not English's.
        // Read as for its local packages, at most 1 MB (a 200 MB manifest was read whole).
        if projects.isEmpty, let manifest = FileBytes.text((root as NSString).appendingPathComponent("Package.swift"), atMost: CodeProject.maximumManifestBytes),
           let region = Self.defaultLocalization(inManifest: manifest).flatMap(AppleLocale.canonical) {
            projectDevelopmentRegion = region
        }
        let wanted = Set(folders.filter { $0.locale != nil }.map(\.name) + storyboards.values.joined().map { ($0 as NSString).lastPathComponent })
        projectListings = listings.isEmpty || synchronized ? nil : ProjectListing(texts: listings, wanted: wanted)
        let compiled = zip(listingObjects, listingFolders).map { Self.compiledSources(in: $0, projectFolder: $1) }
        let forIOS = compiled.reduce(into: Set<String>()) { $0.formUnion($1.forIOS) }
        otherPlatformOnlySources = compiled.reduce(into: Set<String>()) { $0.formUnion($1.all) }.subtracting(forIOS)
        iOSSourcePaths = compiled.reduce(into: Set<String>()) { $0.formUnion($1.pathsForIOS) }
        otherPlatformOnlyPaths = compiled.reduce(into: Set<String>()) { $0.formUnion($1.paths) }.subtracting(iOSSourcePaths)
        synchronizedFolders = compiled.flatMap(\.synchronized)
        unbuiltFolders = Set(folders.filter { !isListed($0) }.map(\.path))
        var plistsRead = true
        infoPlists = plistPaths.sorted().map { path in
            let read = Self.plistStrings(path)
            plistsRead = plistsRead && read.isXML
            adoptsScenes = adoptsScenes || read.adoptsScenes
            return (path, read.values, read.sceneStoryboards)
        }
        let interfaceNames = generatedInterfaceNames + infoPlists.flatMap { $0.values.filter { $0.key.hasPrefix("UIMainStoryboardFile") }.map(\.value) + $0.sceneStoryboards }
        // The launch keys are known when an app's Info.plist is in the tree, or Xcode generates it from the
        // project's `INFOPLIST_KEY_…` settings; a trimmed copy of a project, or an Info.plist kept elsewhere,
        // says nothing of them.
        let appInfoPlist = generatesInfoPlist || infoPlists.contains { plist in
            !Self.isConfigurationPlist(plist.values) && plist.values.keys.contains { $0.hasPrefix("CFBundle") || $0.hasPrefix("UI") || $0.hasPrefix("LS") }
        }
        interfaceStoryboardNames = !appInfoPlist || !plistsRead || interfaceNames.contains(where: { $0.contains("$(") || $0.contains("${") }) ? nil
            : Set(interfaceNames.map { $0.hasSuffix(".storyboard") ? String($0.dropLast(".storyboard".count)) : $0 })
        // A storyboard an Info.plist names both as the launch screen and as the main interface
        // (`UIMainStoryboardFile`; Pass's `Main`) is the app's interface too: its tab bar is a control.
        // A scene-based app names its interface in its scene configurations instead
        // (`UIApplicationSceneManifest` › `UISceneConfigurations` › `UISceneStoryboardFile`; KMM News App's `Main`,
        // its launch screen as well, had its tab bar passed over as a picture).
        let mainStoryboardNames = Set(infoPlists.flatMap { $0.values.filter { $0.key.hasPrefix("UIMainStoryboardFile") }.map(\.value) + $0.sceneStoryboards })
        launchStoryboardNames = Set(infoPlists.flatMap { $0.values.filter { $0.key.hasPrefix("UILaunchStoryboardName") }.map(\.value) })
            .subtracting(mainStoryboardNames)
        let padNames = Set(infoPlists.flatMap { plist in ["UIMainStoryboardFile~ipad", "NSMainNibFile~ipad"].compactMap { plist.values[$0] } })
        phoneOnlyInterfaceNames = Set(infoPlists.flatMap { plist in
            [("UIMainStoryboardFile", "UIMainStoryboardFile~ipad"), ("NSMainNibFile", "NSMainNibFile~ipad")].compactMap { key, padKey in
                plist.values[padKey].flatMap { padName in plist.values[key].flatMap { $0 == padName ? nil : $0 } }
            }
        }).subtracting(padNames)
    }

    /// The development language of the app a storyboard belongs to: the `CFBundleDevelopmentRegion` of
    /// the Info.plist nearest it (an extension has its own), unless that names a build setting
    /// (`$(DEVELOPMENT_LANGUAGE)`), then the project's `developmentRegion`; nil when neither says. Only a
    /// bundle's Info.plist counts: one whose keys are all capitals and underscores (`API_KEY`,
    /// `GOOGLE_APP_ID`) is a configuration file copied as a resource, as Firebase's `GoogleService-Info.plist`
    /// (eRouška's, beside its app's Info.plist, hid the app's development language `cs`); Info.plist keys are
    /// written in camel case (`CFBundleDevelopmentRegion`, `UILaunchStoryboardName`, `NSCameraUsageDescription`).
    func developmentRegion(near path: String) -> String? {
        let plist = infoPlists.filter { !Self.isConfigurationPlist($0.values) }
            .max { Self.sharedPrefix($0.path, path) < Self.sharedPrefix($1.path, path) }
        if let region = plist?.values["CFBundleDevelopmentRegion"], !region.contains("$("), let locale = AppleLocale.canonical(region) {
            return locale
        }
        return projectDevelopmentRegion
    }

    /// The locales the app ships: those with a `.lproj` folder in the bundle (iOS picks a language only
    /// among them) or a String Catalog's translations (built into one), limited to the project's
    /// `knownRegions` when there is a project file (a folder Xcode does not know is not copied); the
    /// development language always.
    func shippedLocales(developmentRegion: String, withTables tableLocales: Set<String>) -> [String] {
        var present = Set(folders.filter { !unbuiltFolders.contains($0.path) }.compactMap(\.locale)).union(tableLocales)
        if let knownRegions { present.formIntersection(knownRegions) }
        return [developmentRegion] + present.subtracting([developmentRegion]).sorted()
    }

    /// Whether Xcode builds a storyboard into the app: false when the project files list storyboards but
    /// not this one (a file left in the folder after its target stopped using it: Xcode builds the
    /// files a target names, not the files of a folder). True without a project file that lists them one by
    /// one, and for a file of a Swift package or a CocoaPods pod in the tree (their manifests list it).
    func isBuilt(storyboard path: String) -> Bool {
        guard let projectListings, projectListings.namesAny("storyboard") else { return true }
        return projectListings.names((path as NSString).lastPathComponent) || isInPackage(path)
    }

    /// The language folder holding a storyboard when the project names no file in it (`isListed`): Xcode
    /// copies nothing from it, so a storyboard there is a copy left on disk (LineoChallenge's
    /// `es-419.lproj/Main.storyboard` beside its built `Base.lproj/Main.storyboard`); nil otherwise.
    func unbuiltLanguageFolder(holding storyboard: String) -> String? {
        let folder = storyboard.parentPath
        return unbuiltFolders.contains(folder) ? (folder as NSString).lastPathComponent : nil
    }

    /// Whether Xcode copies a `.lproj` folder into the app: a project file that lists localised files
    /// names the folder in their paths (`path = de.lproj/Main.strings;`), so a language folder none of them
    /// names (a translation added on disk only) ships nothing. `Base.lproj` and folders of Swift packages
    /// and pods are kept.
    private func isListed(_ folder: LocalizationFolder) -> Bool {
        guard folder.locale != nil, let projectListings, projectListings.namesAny("lproj") else { return true }
        return projectListings.names(folder.name) || isInPackage(folder.path)
    }

    /// `defaultLocalization: "ja"` of a package manifest → `ja`: the first string literal after the label.
    static func defaultLocalization(inManifest manifest: String) -> String? {
        guard let label = manifest.range(of: "defaultLocalization:") else { return nil }
        let rest = manifest[label.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let value = rest[rest.index(after: rest.startIndex)..<close]
        return value.isEmpty || value.count > 35 ? nil : String(value)
    }

    /// Whether a table is in the bundle of the file that reads it: a table inside a Swift package of the project
    /// (HSRPizzaHelper's `Packages/HBMihoyoAPI/Sources/HBMihoyoAPI/Resources/Localizable.xcstrings`) builds into that
    /// package's bundle, which the app's `NSLocalizedString`, `Text("key")` and storyboards never read; it is the
    /// bundle only of files of the same package. (Pods are left as they are: a pod's `resources` are copied into
    /// the app's bundle.)
    private func isInTheSameBundle(_ table: String, as reader: String) -> Bool {
        guard !swiftPackageFolders.isEmpty, let package = swiftPackage(holding: table) else { return true }
        return swiftPackage(holding: reader) == package
    }

    /// The nearest folder between the path and the root holding a `Package.swift`.
    private func swiftPackage(holding path: String) -> String? {
        var folder = walkSpelling(path).parentPath
        while !folder.isEmpty, folder != root, folder != "/", folder != "." {
            if swiftPackageFolders.contains(folder) { return folder }
            folder = folder.parentPath
        }
        return nil
    }

    /// A path as the walk from the root spells it: from a root `.` the walk names `Packages/App`, where a file found by
    /// `audit .` is `./Packages/App/…`. Eurofurence's `NSLocalizedString("More", bundle: .module, …)` in
    /// `./Packages/EurofurenceApplication` was taken for a file of no package, so its own `Base.lproj` table was not its
    /// bundle's, and the app's table (which lacks "More") was read instead: "no text in 'en'".
    private func walkSpelling(_ path: String) -> String {
        root == "." && path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// Whether a folder between the path and the project's root holds a `Package.swift` or a `.podspec`.
    private func isInPackage(_ path: String) -> Bool {
        var folder = walkSpelling(path).parentPath
        while !folder.isEmpty, folder != root, folder != "/", folder != "." {
            if packageFolders.contains(folder) { return true }
            folder = folder.parentPath
        }
        return false
    }

    /// Which files the project files name (`AppleBundle.names(_:file:)`), found for the files the bundle
    /// holds in one pass over each text: each occurrence of such a file's extension is read back over the
    /// lengths of those names. A search of every text for every name took over five minutes for 2,000
    /// language folders beside an 8.7 MB project file. Past a budget of bytes compared (a project file
    /// made to hold millions of `.lproj` references), every name counts as named, as without a project.
    struct ProjectListing {
        private let texts: [String]
        private let wanted: Set<String>
        /// The wanted names a text names; nil when the budget ran out.
        private let named: Set<String>?
        private let extensionsNamed: Set<String>

        /// The bytes that may come before and after a name, as tables: a `Set`'s hashing cost more than
        /// the comparisons it guards.
        private static let before: [Bool] = (0..<256).map { " \t\"/=(".utf8.contains(UInt8($0)) }
        private static let after: [Bool] = (0..<256).map { " \t\";/*,)".utf8.contains(UInt8($0)) }

        /// `budget`: bytes compared and name lengths tried before every name counts as named.
        init(texts: [String], wanted: Set<String>, budget: Int = 50_000_000) {
            self.texts = texts
            self.wanted = wanted
            extensionsNamed = Set(["storyboard", "lproj"].filter { pathExtension in texts.contains { AppleBundle.names($0, fileExtension: pathExtension) } })
            let byExtension = Dictionary(grouping: wanted.map { Array($0.utf8) }) { name -> [UInt8] in
                guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return [] }
                return Array(name[dot...])
            }
            var named = Set<String>()
            var budget = budget
            search: for text in texts {
                let bytes = Array(text.utf8)
                for (suffix, names) in byExtension where !suffix.isEmpty {
                    let lengths = Set(names.map(\.count)).sorted()
                    let names = Set(names)
                    var from = 0
                    while let found = Self.firstIndex(of: suffix, in: bytes, from: from) {
                        from = found + 1
                        let end = found + suffix.count
                        guard end == bytes.count || Self.after[Int(bytes[end])] else { continue }
                        for length in lengths where length <= end {
                            // Each length looked at counts, compared or not: a 13 MB file of 400,000
                            // `x.storyboard;` beside 244 names of other lengths took 4.4 s without a comparison.
                            budget -= 1
                            if budget < 0 { break search }
                            let start = end - length
                            guard start == 0 || Self.before[Int(bytes[start - 1])] else { continue }
                            budget -= length
                            if budget < 0 { break search }
                            let candidate = Array(bytes[start..<end])
                            if names.contains(candidate) { named.insert(String(decoding: candidate, as: UTF8.self)) }
                        }
                    }
                }
            }
            self.named = budget < 0 ? nil : named
        }

        /// Whether any project file names a file with the extension (`.storyboard;`, `.lproj/`).
        func namesAny(_ pathExtension: String) -> Bool { extensionsNamed.contains(pathExtension) }

        /// Whether a project file names the file; a name the bundle did not hold is searched for.
        func names(_ file: String) -> Bool {
            guard let named else { return true }
            return wanted.contains(file) ? named.contains(file) : texts.contains { AppleBundle.names($0, file: file) }
        }

        private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
            guard let first = needle.first, needle.count <= bytes.count else { return nil }
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether a project file's text names the file `name` as a whole path component (`path = Main.storyboard;`,
    /// `path = Base.lproj/Main.storyboard;`, `"Login~.storyboard"`, `/* Main.storyboard */`), not as the end of a
    /// longer name (`iPadMain.storyboard`).
    static func names(_ text: String, file name: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: name, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
            if " \t\"/=(".contains(before), " \t\";/*,)".contains(after) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// Whether a project file's text names any file with that extension (`.storyboard;`, `.lproj/`).
    static func names(_ text: String, fileExtension: String) -> Bool {
        [";", "\";", "/", " */"].contains { text[...].firstByteRange(of: ".\(fileExtension)\($0)") != nil }
    }

    /// For each locale, the file `<table>.<extension>` in the `.lproj` folder nearest the storyboard (a
    /// folder spelt as its locale's canonical tag first, as with `pt_BR` beside `pt-BR`).
    func tableFiles(named file: String, near storyboardPath: String) -> [String: String] {
        var chosen: [String: (path: String, rank: (Int, Int, Int))] = [:]
        for folder in folders where !unbuiltFolders.contains(folder.path) && isInTheSameBundle(folder.path, as: storyboardPath) {
            guard let locale = folder.locale else { continue }
            let path = (folder.path as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let near = Self.nearness(path, storyboardPath)
            let rank = (near.0, near.1, folder.name == "\(locale).lproj" ? 1 : 0)
            if let current = chosen[locale], current.rank >= rank { continue }
            chosen[locale] = (path, rank)
        }
        return chosen.mapValues(\.path)
    }

    /// The file `<table>.<extension>` in the `Base.lproj` folder nearest the storyboard: iOS reads it for
    /// a language whose own `.lproj` lacks the table (the development language too, when the project
    /// keeps its texts only in `Base.lproj`).
    func baseTableFile(named file: String, near storyboardPath: String) -> String? {
        folders.filter { $0.name == "Base.lproj" && isInTheSameBundle($0.path, as: storyboardPath) }.map { ($0.path as NSString).appendingPathComponent(file) }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .max { Self.nearness($0, storyboardPath) < Self.nearness($1, storyboardPath) }
            // A table in no `.lproj` (Localaw's `Localaw/Localizable.strings`) is copied to the app's root, where
            // `Bundle` finds it for every language, as a non-localised resource.
            ?? unlocalizedTables.filter { ($0 as NSString).lastPathComponent == file && isInTheSameBundle($0, as: storyboardPath) }
            .max { Self.nearness($0, storyboardPath) < Self.nearness($1, storyboardPath) }
    }

    /// The `Base.lproj` (or unlocalised) storyboard of that name nearest the referencing one.
    func storyboard(named name: String, near path: String) -> String? {
        storyboards[name]?.max { Self.sharedPrefix($0, path) < Self.sharedPrefix($1, path) }
    }

    /// The String Catalog of a table (`Main.xcstrings` for `Main.storyboard`), nearest the storyboard.
    func catalog(named table: String, near path: String) -> String? {
        catalogs.filter { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == table && isInTheSameBundle($0, as: path) }
            .max { Self.nearness($0, path) < Self.nearness($1, path) }
    }

    /// The size UIKit draws a named image at, and the file it comes from: an image set's vector file or
    /// its largest-scale bitmap (`Contents.json`), else loose `name.png`, `name@2x.png`, `name@3x.png`.
    func imageSize(named name: String, near path: String) -> (width: Double, height: Double, file: String)? {
        if let set = imageSets[name]?.max(by: { Self.sharedPrefix($0, path) < Self.sharedPrefix($1, path) }), let size = Self.imageSetSize(set) {
            return size
        }
        let base = ((name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension).lowercased()
        let pathExtension = (name as NSString).pathExtension.lowercased()
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            for candidateExtension in pathExtension.isEmpty ? ["png", "pdf", "jpg"] : [pathExtension] {
                guard let file = looseImages["\(base)\(suffix).\(candidateExtension)"]?.max(by: { Self.sharedPrefix($0, path) < Self.sharedPrefix($1, path) }),
                      let size = ImageSize.points(ofFile: file, scale: scale) else { continue }
                return (size.width, size.height, file)
            }
        }
        return nil
    }

    // MARK: Reading the tree

    private mutating func indexAssetCatalog(_ catalog: String) {
        var pending: [(path: String, namespace: String)] = [(catalog, "")]
        while let (folder, namespace) = pending.popLast() {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                let pathExtension = (name as NSString).pathExtension
                let stem = (name as NSString).deletingPathExtension
                if pathExtension == "imageset" {
                    imageSets[namespace + stem, default: []].append(path)
                    if !namespace.isEmpty { imageSets[stem, default: []].append(path) }
                } else if pathExtension.isEmpty {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, !Self.isSymbolicLink(path) else { continue }
                    let contents = Self.json((path as NSString).appendingPathComponent("Contents.json"))
                    let providesNamespace = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
                    pending.append((path, providesNamespace ? "\(namespace)\(name)/" : namespace))
                }
            }
        }
    }

    private static func imageSetSize(_ set: String) -> (width: Double, height: Double, file: String)? {
        guard let images = json((set as NSString).appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]] else { return nil }
        let candidates = images.compactMap { image -> (file: String, scale: Double?)? in
            guard let file = image["filename"] as? String,
                  ["universal", "iphone", nil].contains(image["idiom"] as? String) else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) }
            return ((set as NSString).appendingPathComponent(file), scale)
        }
        // A vector (no scale) first, then the sharpest bitmap.
        for candidate in candidates.sorted(by: { ($0.scale ?? 10) > ($1.scale ?? 10) }) {
            if let size = ImageSize.points(ofFile: candidate.file, scale: candidate.scale ?? 1) { return (size.width, size.height, candidate.file) }
        }
        return nil
    }

    /// An asset catalog's `Contents.json` (a few hundred bytes in any app) of at most `maximumContentsBytes`:
    /// JSONSerialization builds an object per value, some 35 times the file, so a hostile 200 MB one would take
    /// the run past its memory.
    private static func json(_ path: String) -> [String: Any]? {
        FileBytes.read(path, atMost: maximumContentsBytes).flatMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
    }

    static let maximumContentsBytes = 1 << 20

    /// Whether a path is one of the files of an Xcode project that decide what a bundle ships: a project
    /// file (`*.xcodeproj/project.pbxproj`: development region, known regions, the files it lists), an
    /// `Info.plist` (development language, launch screen) or a `Package.swift` (whose folder is a package).
    static func isProjectFile(_ path: String) -> Bool {
        // Asked of every file a folder search meets: the end of the path's bytes first, without Foundation.
        guard projectFileEndings.contains(where: { path.utf8.reversed().starts(with: $0) }) else { return false }
        let name = (path as NSString).lastPathComponent
        if name == "project.pbxproj" { return (path.parentPath as NSString).pathExtension == "xcodeproj" }
        return name == "Info.plist" || name.hasSuffix("-Info.plist") || name == "Package.swift"
    }

    private static let projectFileEndings = ["project.pbxproj", "Info.plist", "Package.swift"].map { Array($0.utf8.reversed()) }

    /// Why a project file (`isProjectFile`) cannot be read as the bundle reads it: not a regular file (a
    /// folder, a pipe, a device), no permission, past the 256 MB limit; a project file that is not UTF-8,
    /// an XML `Info.plist` that does not parse. The bundle left such a file out without a word, so that a
    /// project's languages or development language were decided without it.
    static func problems(readingProjectFile path: String) -> [InputDiagnostic] {
        let name = (path as NSString).lastPathComponent
        let what = name == "project.pbxproj" ? "the Xcode project file" : name == "Package.swift" ? "the package manifest" : "the Info.plist"
        let consequence = name == "project.pbxproj" ? "the languages and files the project lists are not known"
            : name == "Package.swift" ? "its folder is not known as a Swift package"
            : "the app's development language and launch screen are not known"
        func problem(_ why: String, line: Int = 0) -> [InputDiagnostic] {
            [InputDiagnostic(severity: .error, message: "cannot read \(what): \(why); \(consequence)", location: SourceLocation(file: path, line: line))]
        }
        let bytes: [UInt8]
        // A manifest's text is never read (only that its folder holds one): it must open, and a limit of
        // 0 stops at its first bytes.
        switch FileBytes.read(path, limit: name == "Package.swift" ? 0 : FileBytes.projectFileLimit, regularOnly: true) {
        case .bytes(let read): bytes = read
        case .notRegular: return problem(FileBytes.whyUnreadable(path) == "it is a folder" ? "it is a folder" : "it is not a regular file (a pipe, socket or device)")
        case .unreadable: return problem(FileBytes.whyUnreadable(path))
        case .larger(let limit): return limit == 0 ? [] : problem("it is larger than \(limit / 1_048_576) MB")
        }
        if name == "project.pbxproj" {
            // A byte order mark is valid UTF-8 (U+FEFF) and starts no line.
            let source = SourceText(path: path, bytes: bytes)
            guard let bad = source.firstInvalidUTF8Offset else { return [] }
            return problem("invalid UTF-8 (byte \(String(format: "0x%02X", bytes[bad]))); project files are UTF-8 text", line: source.location(ofOffset: bad).line)
        }
        guard name != "Package.swift", bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<plist".utf8)) else { return [] }
        var diagnostics: [InputDiagnostic] = []
        if let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) { xmlFreeDoc(document) }
        return diagnostics.map { diagnostic in
            InputDiagnostic(severity: .error, message: "cannot read \(what): \(diagnostic.message); \(consequence)", location: diagnostic.location)
        }
    }

    /// Keys, all of capital letters, digits and underscores: a configuration property list, not a bundle's Info.plist.
    static func isConfigurationPlist(_ values: [String: String]) -> Bool {
        !values.isEmpty && values.keys.allSatisfy { key in key.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" } }
    }

    /// The top-level string values of an XML property list, and the `UISceneStoryboardFile` of each of its
    /// scene configurations (`UIApplicationSceneManifest` › `UISceneConfigurations` › a session role's list).
    private static func plistStrings(_ path: String) -> (values: [String: String], sceneStoryboards: [String], adoptsScenes: Bool, isXML: Bool) {
        var diagnostics: [InputDiagnostic] = []
        guard let bytes = StringsFiles.bytes(path), StringsFiles.isXMLPropertyList(bytes),
              let document = StringsFiles.parseXML(bytes, path: path, into: &diagnostics) else { return ([:], [], false, false) }
        defer { xmlFreeDoc(document) }
        guard let dict = StringsFiles.plistDict(xmlDocGetRootElement(document)) else { return ([:], [], false, false) }
        var values: [String: String] = [:]
        var sceneStoryboards: [String] = []
        var adoptsScenes = false
        for (key, _, value) in StringsFiles.dictEntries(dict) {
            guard let value else { continue }
            if LibXML.string(value.pointee.name) == "string" { values[key] = StringsFiles.text(value) }
            if key == "UIApplicationSceneManifest" {
                sceneStoryboards = sceneStoryboardNames(manifest: value)
                adoptsScenes = true
            }
        }
        return (values, sceneStoryboards, adoptsScenes, true)
    }

    private static func sceneStoryboardNames(manifest: xmlNodePtr) -> [String] {
        func entry(_ name: String, in node: xmlNodePtr, of kind: String) -> xmlNodePtr? {
            guard LibXML.string(node.pointee.name) == "dict" else { return nil }
            return StringsFiles.dictEntries(node).first { $0.key == name }?.value.flatMap { LibXML.string($0.pointee.name) == kind ? $0 : nil }
        }
        func elements(_ node: xmlNodePtr) -> [xmlNodePtr] {
            var found: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { found.append(current) }
                child = current.pointee.next
            }
            return found
        }
        guard let configurations = entry("UISceneConfigurations", in: manifest, of: "dict") else { return [] }
        // Each session role (`UIWindowSceneSessionRoleApplication`, an external display's) lists its configurations.
        return StringsFiles.dictEntries(configurations).compactMap(\.value).filter { LibXML.string($0.pointee.name) == "array" }
            .flatMap(elements).compactMap { entry("UISceneStoryboardFile", in: $0, of: "string").map(StringsFiles.text) }
    }

    /// `name = value;` in a project file (the first one: the project object's).
    static func pbxprojValue(_ name: String, in text: String) -> String? {
        // Byte searches, as in `pbxprojValues`: Foundation's `range(of:)` and a search by Characters read a
        // 13 MB project file at a few MB a second.
        guard let range = text[...].firstByteRange(of: "\t\(name) = "),
              let end = text.utf8[range.upperBound...].firstIndex(of: UInt8(ascii: ";")) else { return nil }
        return String(text[range.upperBound..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }

    /// The values of every build setting whose name starts so (`INFOPLIST_KEY_UIMainStoryboardFile`, and
    /// `"INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*]"` quoted), each `name = value;`.
    static func pbxprojValues(startingWith prefix: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        while let range = rest.firstByteRange(of: prefix), let end = rest.utf8[range.upperBound...].firstIndex(of: UInt8(ascii: ";")) {
            let setting = rest[range.upperBound..<end]
            if let equals = setting.firstByteRange(of: " = ") {
                values.append(String(setting[equals.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
            }
            rest = rest[end...]
        }
        return values
    }

    /// Every `name = value;` in a project file (a build setting is written once per configuration).
    static func pbxprojValues(_ name: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        // A byte search: Foundation's `range(of:)` copied the rest of the file on every match (`firstByteRange`).
        while let range = rest.firstByteRange(of: "\t\(name) = "), let end = rest.utf8[range.upperBound...].firstIndex(of: UInt8(ascii: ";")) {
            values.append(String(rest[range.upperBound..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
            rest = rest[end...]
        }
        return values
    }

    /// The objects of a project file (`ID /* comment */ = { isa = …; … };` inside `objects = { … }`) by id.
    static func pbxprojObjects(in text: String) -> [String: Substring] {
        var objects: [String: Substring] = [:]
        guard let start = text.range(of: "\tobjects = {") else { return objects }
        let bytes = text.utf8
        var depth = 1
        var headerStart = start.upperBound
        var bodyStart: String.Index?
        var headerEnd = start.upperBound
        var index = start.upperBound
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            switch byte {
            case UInt8(ascii: "\""):
                // A quoted string, with its escapes: braces inside it are text.
                var cursor = next
                while cursor < bytes.endIndex, bytes[cursor] != UInt8(ascii: "\"") {
                    cursor = bytes.index(after: bytes[cursor] == UInt8(ascii: "\\") && bytes.index(after: cursor) < bytes.endIndex ? bytes.index(after: cursor) : cursor)
                }
                index = cursor < bytes.endIndex ? bytes.index(after: cursor) : cursor
                continue
            case UInt8(ascii: "/") where next < bytes.endIndex && bytes[next] == UInt8(ascii: "*"):
                // A comment (`/* main{1}.swift */`).
                var cursor = bytes.index(after: next)
                while cursor < bytes.endIndex, !(bytes[cursor] == UInt8(ascii: "*") && bytes.index(after: cursor) < bytes.endIndex
                                                 && bytes[bytes.index(after: cursor)] == UInt8(ascii: "/")) {
                    cursor = bytes.index(after: cursor)
                }
                guard cursor < bytes.endIndex else { return objects }
                index = bytes.index(cursor, offsetBy: 2)
                continue
            case UInt8(ascii: "{"):
                depth += 1
                if depth == 2 {
                    headerEnd = index
                    bodyStart = next
                }
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return objects }
                if depth == 1, let body = bodyStart {
                    // The id: the header's first word, before its comment and `=`.
                    let header = text[headerStart..<headerEnd]
                    if let id = Self.objectID(header) { objects[id] = text[body..<index] }
                    bodyStart = nil
                    headerStart = next
                }
            case UInt8(ascii: ";") where depth == 1:
                headerStart = next
            default: break
            }
            index = next
        }
        return objects
    }

    /// The index after the quoted string (with its escapes) or the `/* … */` comment at `index`, to the end when
    /// it is left open; `index` itself when neither starts there.
    static func pbxprojTextEnd(_ bytes: Substring.UTF8View, at index: String.Index) -> String.Index {
        let next = bytes.index(after: index)
        if bytes[index] == UInt8(ascii: "\"") {
            var cursor = next
            while cursor < bytes.endIndex, bytes[cursor] != UInt8(ascii: "\"") {
                cursor = bytes.index(after: bytes[cursor] == UInt8(ascii: "\\") && bytes.index(after: cursor) < bytes.endIndex ? bytes.index(after: cursor) : cursor)
            }
            return cursor < bytes.endIndex ? bytes.index(after: cursor) : cursor
        }
        guard bytes[index] == UInt8(ascii: "/"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "*") else { return index }
        var cursor = bytes.index(after: next)
        while cursor < bytes.endIndex, !(bytes[cursor] == UInt8(ascii: "*") && bytes.index(after: cursor) < bytes.endIndex
                                         && bytes[bytes.index(after: cursor)] == UInt8(ascii: "/")) {
            cursor = bytes.index(after: cursor)
        }
        return cursor < bytes.endIndex ? bytes.index(cursor, offsetBy: 2) : cursor
    }

    /// `/* Begin … section */ ABC123 /* Debug */ = ` → `ABC123`: the word before `=`, comments left out (a comment
    /// separates words as white space does). Read in bytes: the header's text, copied without its comments and split
    /// by Characters, was a sixth of the time of a large project file.
    private static func objectID(_ header: Substring) -> String? {
        let bytes = header.utf8
        func opensComment(_ index: String.Index) -> Bool {
            bytes[index] == UInt8(ascii: "/") && bytes.index(after: index) < bytes.endIndex && bytes[bytes.index(after: index)] == UInt8(ascii: "*")
        }
        var lastWord: Range<String.Index>?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") { return lastWord.map { String(header[$0]) } }
            if opensComment(index) {
                guard let close = header[bytes.index(index, offsetBy: 2)...].firstByteRange(of: "*/") else { return nil }
                index = close.upperBound
            } else if isPlistWhitespace(byte) {
                index = bytes.index(after: index)
            } else {
                let start = index
                repeat { index = bytes.index(after: index) } while index < bytes.endIndex && !isPlistWhitespace(bytes[index])
                    && bytes[index] != UInt8(ascii: "=") && !opensComment(index)
                lastWord = start..<index
            }
        }
        return nil
    }

    /// White space between a project file's words (ASCII: ids and keys are).
    static func isPlistWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
    }

    /// The product types of an iOS application target: an app, and an App Clip.
    private static let applicationProductTypes: Set<String> = ["com.apple.product-type.application",
                                                               "com.apple.product-type.application.on-demand-install-capable"]

    /// Whether a project file's iOS application targets all build for iPhone only: each configuration's
    /// `TARGETED_DEVICE_FAMILY` is `1`, taken as Xcode resolves a build setting, the first level that sets it of
    /// the target's configuration, the `.xcconfig` it is based on (`baseConfigurationReference`), the project's
    /// configuration of the same name and the `.xcconfig` that one is based on (read from `projectFolder`, the
    /// folder holding the `.xcodeproj`). Xcode writes `TARGETED_DEVICE_FAMILY = 1;` for iPhone and `"1,2"` for
    /// iPhone and iPad, per configuration. False when one target's configuration names iPad (`"1,2"`, `2`), a
    /// build setting, or nothing at any level (an `.xcconfig` the project file does not name, or one that cannot
    /// be read), or sets the family for some SDKs only (`"TARGETED_DEVICE_FAMILY[sdk=iphoneos*]" = "1,2";` beside
    /// `= 1;`: Xcode builds the iPhone SDK's with the conditional value, and the iPad's bars were left out); nil
    /// without an iOS application target.
    static func applicationTargetsBuildForPhoneOnly(in project: ProjectFileObjects, projectFolder: String? = nil) -> Bool? {
        // The file references' paths, worked out at the first configuration based on an `.xcconfig` (most name none).
        var paths: [String: String]?
        var configurationFiles: [String: XcodeConfigurationFile] = [:]
        // The settings of the `.xcconfig` a configuration is based on, each file read once.
        func basedOn(_ configuration: Substring) -> XcodeConfigurationFile? {
            guard let folder = projectFolder, let reference = ProjectFileObjects.field("baseConfigurationReference", configuration) else { return nil }
            if paths == nil { paths = project.pathsFromProjectFolder() }
            guard let path = paths?[String(reference.split(separator: " ").first ?? "")] else { return nil }
            let full = (folder as NSString).appendingPathComponent(path)
            if let known = configurationFiles[full] { return known }
            let file = XcodeConfigurationFile(path: full)
            configurationFiles[full] = file
            return file
        }
        func family(_ configuration: Substring) -> String? {
            configuration.firstByteRange(of: "TARGETED_DEVICE_FAMILY[") == nil ? ProjectFileObjects.value("TARGETED_DEVICE_FAMILY", configuration) : "per SDK"
        }
        func setting(_ name: String, _ configuration: Substring, _ own: (Substring) -> String?) -> String? {
            own(configuration) ?? basedOn(configuration)?.value(name)
        }
        let projectSettings = project.projectSettings {
            (family: setting("TARGETED_DEVICE_FAMILY", $0, family), sdk: setting("SDKROOT", $0) { ProjectFileObjects.value("SDKROOT", $0) })
        }
        var found: Bool?
        for body in project.objects(ofKind: "PBXNativeTarget") {
            let productType = ProjectFileObjects.value("productType", body) ?? ""
            guard Self.applicationProductTypes.contains(productType) else { continue }
            for configuration in project.configurations(of: body) {
                let inherited = ProjectFileObjects.name(of: configuration).flatMap { projectSettings[$0] }
                let sdk = setting("SDKROOT", configuration) { ProjectFileObjects.value("SDKROOT", $0) } ?? inherited?.sdk ?? "iphoneos"
                guard sdk == "iphoneos" || sdk == "auto" else { continue }
                guard (setting("TARGETED_DEVICE_FAMILY", configuration, family) ?? inherited?.family) == "1" else { return false }
                found = true
            }
        }
        return found
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the file's iOS application targets (`productType`
    /// `com.apple.product-type.application`, App Clips too), each configuration's own value or the
    /// project's of the same name; nil when there is none, or one of them is set elsewhere. A target's
    /// `SDKROOT` is its configuration's, else the project's of the same name (PomPadDo's Mac app sets
    /// `SDKROOT = macosx` for the whole project, and no iOS deployment target: it is no iOS app).
    static func applicationDeploymentTarget(in project: ProjectFileObjects) -> Double? {
        func target(_ configuration: Substring) -> String? { ProjectFileObjects.value("IPHONEOS_DEPLOYMENT_TARGET", configuration) }
        let projectTargets = project.projectSettings(target)
        let projectSDKs = project.projectSettings { ProjectFileObjects.value("SDKROOT", $0) }
        var lowest: Double?
        for body in project.objects(ofKind: "PBXNativeTarget") {
            let productType = ProjectFileObjects.value("productType", body) ?? ""
            guard Self.applicationProductTypes.contains(productType) else { continue }
            for configuration in project.configurations(of: body) {
                let sdk = ProjectFileObjects.value("SDKROOT", configuration)
                    ?? ProjectFileObjects.name(of: configuration).flatMap { projectSDKs[$0] ?? nil } ?? "iphoneos"
                guard sdk == "iphoneos" || sdk == "auto" else { continue }
                guard let value = (target(configuration) ?? ProjectFileObjects.name(of: configuration).flatMap { projectTargets[$0] ?? nil }).flatMap(majorMinor) else { return nil }
                lowest = min(lowest ?? value, value)
            }
        }
        return lowest
    }

    /// Whether the project files compile a source file only into macOS, tvOS, watchOS or visionOS targets: its
    /// path, when the project's groups give it, is compiled by such targets and by no iOS one, or lies in folders
    /// kept in sync only with such targets (Nezha's `Nezha Desktop`, a Mac app's settings window); else its name
    /// (last path component) is in the Sources build phase of such targets and of no other target.
    func isCompiledOnlyForOtherPlatforms(_ path: String) -> Bool {
        let standardized = Self.standardized(path)
        if iOSSourcePaths.contains(standardized) { return false }
        let synchronizedWith = synchronizedFolders.filter { $0.compiles(standardized) }
        if synchronizedWith.contains(where: \.isForIOS) { return false }
        if !synchronizedWith.isEmpty { return true }
        return otherPlatformOnlyPaths.contains(standardized) || otherPlatformOnlySources.contains((path as NSString).lastPathComponent)
    }

    /// A folder Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`), as one target
    /// holds it: the target compiles every file below it but those its exception set names.
    struct SynchronizedFolder: Hashable {
        /// `projectFolder` joined with the folder's path, as `standardized` spells it.
        var path: String
        var isForIOS: Bool
        var excluded: Set<String>

        func compiles(_ file: String) -> Bool { file.hasPrefix(path + "/") && !excluded.contains(file) }
    }

    /// `./App/x.swift`, `App//x.swift` → `App/x.swift`: one spelling of a path for comparing paths.
    static func standardized(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The source files the Sources build phases of a project file compile, and those of them an iOS
    /// build compiles: by name (last path component) and, where the project's groups give it, by path
    /// (`projectFolder` joined with `ProjectFileObjects.pathsFromProjectFolder`). A target builds for
    /// another platform only when each of its configurations' `SUPPORTED_PLATFORMS` (its own, else the
    /// project's configuration of the same name) names only macOS, tvOS, watchOS or visionOS platforms, or,
    /// without it, its `SDKROOT` is `macosx`, `appletvos`, `watchos` or `xros` (visionOS shows a `TabView` as an
    /// ornament beside the window, never as an iPhone's bar); `auto`, a missing or an unknown value counts
    /// as iOS. A build file filtered to other platforms (`platformFilter = maccatalyst;`, `platformFilters =
    /// (macos, );`) is not compiled for an iPhone either. A name listed twice counts as compiled for iOS
    /// when either file is. The folders of a target's `fileSystemSynchronizedGroups` (Xcode 16) are
    /// `synchronized`: the target compiles what they hold but the files an exception set for that target names
    /// (`membershipExceptions`, relative to the folder), and such a set for a target that does not hold the
    /// folder adds those files to the target instead.
    static func compiledSources(in project: ProjectFileObjects, projectFolder: String)
        -> (all: Set<String>, forIOS: Set<String>, paths: Set<String>, pathsForIOS: Set<String>, synchronized: [SynchronizedFolder]) {
        typealias Read = ProjectFileObjects
        let otherPlatforms: Set<Substring> = ["macosx", "appletvos", "appletvsimulator", "watchos", "watchsimulator", "xros", "xrsimulator"]
        let projectSettings = project.projectSettings { (platforms: Read.value("SUPPORTED_PLATFORMS", $0), sdk: Read.value("SDKROOT", $0)) }
        func isForOtherPlatformsOnly(_ target: Substring) -> Bool {
            let all = project.configurations(of: target)
            return !all.isEmpty && all.allSatisfy { configuration in
                let inherited = Read.name(of: configuration).flatMap { projectSettings[$0] }
                if let platforms = Read.value("SUPPORTED_PLATFORMS", configuration) ?? inherited?.platforms {
                    let words = platforms.split(whereSeparator: \.isWhitespace)
                    return !words.isEmpty && words.allSatisfy(otherPlatforms.contains)
                }
                return (Read.value("SDKROOT", configuration) ?? inherited?.sdk).map { otherPlatforms.contains(Substring($0)) } ?? false
            }
        }
        let referencePaths = project.pathsFromProjectFolder()
        var compiled = (all: Set<String>(), forIOS: Set<String>(), paths: Set<String>(), pathsForIOS: Set<String>(), synchronized: [SynchronizedFolder]())
        func id(_ reference: Substring) -> String { String(reference.split(separator: " ").first ?? "") }
        // Each synchronized folder's exception sets: the target each names, and its files from the project folder.
        var exceptions: [(folder: String, target: String, files: [String])] = []
        for (folderID, folder) in referencePaths {
            guard let group = project.object(Substring(folderID)), Read.isa(group, "PBXFileSystemSynchronizedRootGroup") else { continue }
            for set in Read.list("exceptions", group).compactMap(project.object) {
                guard let target = Read.field("target", set) else { continue }
                let files = Read.list("membershipExceptions", set).map { standardized(projectFolder + "/" + folder + "/" + $0) }
                exceptions.append((folderID, id(target), files))
            }
        }
        // By target, then by folder: each folder a target holds looked for its sets through all of them (8,000 folders
        // of one target, each with its set, took 1.7 s).
        let exceptionsByTarget = Dictionary(grouping: exceptions, by: \.target)
        for (targetID, target) in project.objects(ofKindWithIDs: "PBXNativeTarget") {
            let otherPlatformsOnly = isForOtherPlatformsOnly(target)
            let heldFolders = Set(Read.list("fileSystemSynchronizedGroups", target).map(id))
            let targetExceptions = exceptionsByTarget[targetID] ?? []
            let exceptionsByFolder = Dictionary(grouping: targetExceptions, by: \.folder)
            for folderID in heldFolders {
                guard let folder = referencePaths[folderID] else { continue }
                let excluded = (exceptionsByFolder[folderID] ?? []).flatMap(\.files)
                compiled.synchronized.append(SynchronizedFolder(path: standardized(projectFolder + "/" + folder), isForIOS: !otherPlatformsOnly, excluded: Set(excluded)))
            }
            for added in targetExceptions where !heldFolders.contains(added.folder) {
                for file in added.files {
                    compiled.all.insert((file as NSString).lastPathComponent)
                    compiled.paths.insert(file)
                    if !otherPlatformsOnly {
                        compiled.forIOS.insert((file as NSString).lastPathComponent)
                        compiled.pathsForIOS.insert(file)
                    }
                }
            }
            for phase in Read.list("buildPhases", target).compactMap(project.object) where Read.isa(phase, "PBXSourcesBuildPhase") {
                for buildFile in Read.list("files", phase).compactMap(project.object) {
                    guard let referenceID = Read.field("fileRef", buildFile), let reference = project.object(referenceID),
                          let path = Read.value("path", reference) ?? Read.value("name", reference) else { continue }
                    let fileName = (path as NSString).lastPathComponent
                    let fullPath = referencePaths[String(referenceID.split(separator: " ").first ?? "")].map { standardized(projectFolder + "/" + $0) }
                    compiled.all.insert(fileName)
                    if let fullPath { compiled.paths.insert(fullPath) }
                    let filters = Read.value("platformFilter", buildFile).map { [Substring($0)] } ?? (Read.field("platformFilters", buildFile) == nil ? nil : Read.list("platformFilters", buildFile))
                    if !otherPlatformsOnly, filters?.contains("ios") ?? true {
                        compiled.forIOS.insert(fileName)
                        if let fullPath { compiled.pathsForIOS.insert(fullPath) }
                    }
                }
            }
        }
        return compiled
    }

    /// "17.0", "18.5.1" → 17.0, 18.5; nil for anything else (a `$(…)` reference).
    static func majorMinor(_ version: String) -> Double? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).prefix(2).map { Int($0) }
        guard let major = parts.first ?? nil, major >= 0, major < 1000 else { return nil }
        let minor = parts.count > 1 ? parts[1] : 0
        guard let minor, minor >= 0, minor < 10 else { return nil }
        return Double(major) + Double(minor) / 10
    }

    /// `name = (a, "b-c", );` in a project file.
    static func pbxprojList(_ name: String, in text: String) -> [String]? {
        guard let range = text[...].firstByteRange(of: "\t\(name) = ("),
              let end = text.utf8[range.upperBound...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
        return text[range.upperBound..<end].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty }
    }

    /// Linked folders are not followed: a link to a parent folder would never end.
    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// How many leading path components two paths share: "nearest" for files of one project.
    static func sharedPrefix(_ first: String, _ second: String) -> Int {
        // `./App/x` and `App/y` are in one folder: a project audited as `.` spells some paths with the
        // leading `.` and some without (Jyutping's catalogs beside its keyboard's, from `audit .`).
        func components(_ path: String) -> [String] { (path as NSString).pathComponents.filter { $0 != "." } }
        return zip(components(first), components(second)).prefix { $0 == $1 }.count
    }

    /// How near a table is to the file reading it: the folders their paths share from the root, then how many of
    /// the reader's other folders the table's path names too. The second decides between tables equally near by
    /// the first, as a project Tuist or XcodeGen generates (not committed) keeps each module's tables in a folder
    /// named after it beside its sources: WordChecker's `Sources/IPhoneDriver/LocalizedString.swift` reads `.module`,
    /// whose catalog is `Resources/IPhoneDriver/Localizable.xcstrings`, not `Resources/iOSSupport/…`'s or
    /// `Resources/IPadDriver/…`'s (the first of the three was read: "no text in 'en', 'ko'").
    static func nearness(_ table: String, _ reader: String) -> (Int, Int) {
        func components(_ path: String) -> [String] { (path as NSString).pathComponents.filter { $0 != "." } }
        let shared = sharedPrefix(table, reader)
        let readerFolders = Set(components(reader).dropLast().dropFirst(shared))
        let tableFolders = Set(components(table).dropLast().dropFirst(shared))
        return (shared, readerFolders.intersection(tableFolders).count)
    }
}

/// What one run has learnt about the projects around its files: the app bundles it has read, by
/// root, and the root found for each folder (of a bundle, of a code project). Every storyboard and
/// code file of an app shares them. Reading the bundle (a walk of the whole project) and finding a root
/// (listing every folder above) once per file was quadratic in an app's files: 1,000 storyboards took
/// 17 s and 2,000 took 98 s, 1,000 SwiftUI files 12.6 s, 1,000 Compose files 1.7 s and 2,000 6.3 s.
public final class ProjectCache: @unchecked Sendable {
    private let lock = NSLock()
    private var roots: [String: String] = [:]
    private var bundles: [String: AppleBundle] = [:]
    /// How many bundles and code project roots were read (not found in the cache), for tests.
    private(set) var reads = 0

    public init() {}

    /// How many string tables the bundles read, for tests.
    var tableReads: Int {
        lock.lock()
        defer { lock.unlock() }
        return bundles.values.reduce(0) { $0 + $1.tables.reads }
    }

    /// The root of the code project around the files of `folder` (see `CodeProject.projectRoot`).
    func codeProjectRoot(ofFolder folder: String, root findRoot: () -> String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let folderKey = "code-project\u{0}" + folder
        if let known = roots[folderKey] { return known }
        let root = findRoot()
        reads += 1
        roots[folderKey] = root
        return root
    }

    func bundle(folder: String, kind: String, root findRoot: () -> String) -> AppleBundle {
        lock.lock()
        defer { lock.unlock() }
        let folderKey = kind + "\u{0}" + folder
        let found = roots[folderKey] ?? findRoot()
        let root = found.isEmpty ? "." : found
        roots[folderKey] = root
        if let known = bundles[root] { return known }
        let bundle = AppleBundle(root: root)
        reads += 1
        bundles[root] = bundle
        return bundle
    }
}

/// The string tables of one app bundle, each read once: every storyboard and code file that looks a key
/// up in `Localizable` read every `.lproj`'s `Localizable.strings`, `.stringsdict` and the String Catalog
/// again (50 SwiftUI files with ten 1.5 MB tables: 34 s; 100: 78 s; 200: over 2 minutes).
final class ParsedTables: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: StringCatalog.Result] = [:]
    private var strings: [String: StringsFiles.Result] = [:]
    private var stringsdicts: [String: StringsFiles.Result] = [:]
    /// The words a locale's table writes in its translated texts, by the names of that table and of its source
    /// (`TranslatedTerms.words`), and the words of a source table by its name: worked out once, though every file
    /// looking keys up in them asks.
    private var translatedWords: [String: Set<String>] = [:]
    /// How many tables were read (not found here), for tests.
    private(set) var reads = 0

    /// Computed outside the lock: the words of a translation ask for the words of its source.
    func translatedWords(_ name: String, compute: () -> Set<String>) -> Set<String> {
        lock.lock()
        let known = translatedWords[name]
        lock.unlock()
        if let known { return known }
        let words = compute()
        lock.lock()
        translatedWords[name] = words
        lock.unlock()
        return words
    }

    func catalog(_ path: String) -> StringCatalog.Result { cached(path, in: &catalogs) { StringCatalog.read(path: $0) } }

    func appleStrings(_ path: String) -> StringsFiles.Result { cached(path, in: &strings) { StringsFiles.appleStrings(path: $0) } }

    func stringsdict(_ path: String) -> StringsFiles.Result { cached(path, in: &stringsdicts) { StringsFiles.stringsdict(path: $0) } }

    /// The table at `path`, read the first time it is asked for.
    private func cached<Table>(_ path: String, in tables: inout [String: Table], read: (String) -> Table) -> Table {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[path] { return known }
        let table = read(path)
        reads += 1
        tables[path] = table
        return table
    }
}

/// A project file's objects by id (`AppleBundle.pbxprojObjects`), and how questions about its targets walk
/// them: an owner's build configurations, a configuration's name, the project's settings by configuration
/// name (a target's configuration inherits the project's of the same name).
struct ProjectFileObjects {
    private let objects: [String: Substring]

    init(_ text: String) {
        objects = AppleBundle.pbxprojObjects(in: text)
    }

    /// `isa` comes first in an object Xcode writes. Compared in bytes: each question walks every object's start.
    static func isa(_ body: Substring, _ kind: String) -> Bool {
        let bytes = body.utf8
        guard let start = bytes.firstIndex(where: { !AppleBundle.isPlistWhitespace($0) }) else { return false }
        var rest = bytes[start...]
        for part in ["isa = ", kind, ";"] {
            guard rest.starts(with: part.utf8) else { return false }
            rest = rest.dropFirst(part.utf8.count)
        }
        return true
    }

    func objects(ofKind kind: String) -> [Substring] { objects.values.filter { Self.isa($0, kind) } }

    func objects(ofKindWithIDs kind: String) -> [(id: String, body: Substring)] {
        objects.filter { Self.isa($0.value, kind) }.map { ($0.key, $0.value) }
    }

    /// Each object's path from the folder holding the `.xcodeproj`, by id: a `<group>` path joined to the
    /// paths of the groups holding it (a group with no `path` adds nothing; the main group is the project's
    /// folder), a `SOURCE_ROOT` path as it is. No entry for another tree (an SDK's, `BUILT_PRODUCTS_DIR`,
    /// an absolute path), or for a `<group>` object no group holds but the main group.
    func pathsFromProjectFolder() -> [String: String] {
        var parents: [String: String] = [:]
        for (id, body) in objects where Self.isa(body, "PBXGroup") || Self.isa(body, "PBXVariantGroup") {
            for child in Self.list("children", body) { parents[String(child.split(separator: " ").first ?? "")] = id }
        }
        let mainGroups = Set(objects(ofKind: "PBXProject").compactMap { Self.value("mainGroup", $0) }.map { String($0.split(separator: " ").first ?? "") })
        var paths: [String: String?] = [:]
        func path(of id: String, depth: Int) -> String? {
            if let known = paths[id] { return known }
            // A group that holds itself through its children would never end.
            guard depth < 100, let body = objects[id] else { return nil }
            let own = Self.value("path", body)
            let found: String?
            switch Self.value("sourceTree", body) ?? "<group>" {
            case "SOURCE_ROOT": found = own ?? ""
            case "<group>" where mainGroups.contains(id): found = own ?? ""
            case "<group>": found = parents[id].flatMap { path(of: $0, depth: depth + 1) }.map { base in own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base }
            default: found = nil
            }
            paths[id] = found
            return found
        }
        var found: [String: String] = [:]
        for id in objects.keys where parents[id] != nil || mainGroups.contains(id) {
            if let path = path(of: id, depth: 0) { found[id] = path }
        }
        return found
    }

    /// `LA /* Build configuration list for PBXNativeTarget "App" */` → that object.
    func object(_ reference: Substring) -> Substring? { objects[String(reference.split(separator: " ").first ?? "")] }

    /// The build configurations of a project or target.
    func configurations(of owner: Substring) -> [Substring] {
        guard let reference = Self.field("buildConfigurationList", owner), let configurationList = object(reference) else { return [] }
        return Self.list("buildConfigurations", configurationList).compactMap(object)
    }

    /// `name = Debug;` follows the build settings' closing brace.
    static func name(of configuration: Substring) -> String? {
        value("name", configuration.lastIndex(of: "}").map { configuration[$0...] } ?? configuration)
    }

    /// What `read` finds in each of the project's configurations, by configuration name.
    func projectSettings<Setting>(_ read: (Substring) -> Setting) -> [String: Setting] {
        var settings: [String: Setting] = [:]
        for body in objects(ofKind: "PBXProject") {
            for configuration in configurations(of: body) {
                if let name = Self.name(of: configuration) { settings[name] = read(configuration) }
            }
        }
        return settings
    }

    /// `name = value;` in an object's body: Xcode writes build files and file references on one line
    /// (`{isa = PBXBuildFile; fileRef = AB /* a.swift */; platformFilter = ios; }`), others one setting a line.
    /// The name and the value's `;` are found outside quoted strings and comments, as Xcode reads them: a
    /// `"-D TARGETED_DEVICE_FAMILY = 1;"` flag or a `/* TARGETED_DEVICE_FAMILY = 1; */` comment before the
    /// setting was read as it, and an app built for iPad too was measured as an iPhone app.
    static func field(_ name: String, _ body: Substring) -> Substring? {
        let bytes = body.utf8
        let key = "\(name) = ".utf8
        var index = bytes.startIndex
        var valueStart: String.Index?
        var previous = UInt8(ascii: " ")
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") {
                let end = AppleBundle.pbxprojTextEnd(bytes, at: index)
                if end != index {
                    // A comment separates as white space does; a name right after a string is part of a longer word.
                    previous = byte == UInt8(ascii: "/") ? UInt8(ascii: " ") : byte
                    index = end
                    continue
                }
            }
            if let start = valueStart {
                if byte == UInt8(ascii: ";") { return body[start..<index] }
            } else if byte == key.first, " \t\n;{".utf8.contains(previous), bytes[index...].starts(with: key) {
                index = bytes.index(index, offsetBy: key.count)
                valueStart = index
                continue
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return nil
    }

    static func value(_ name: String, _ body: Substring) -> String? {
        field(name, body).map { String(trimmed($0, of: "\" \t\n")) }
    }

    /// `name = (a, "b-c", );`
    static func list(_ name: String, _ body: Substring) -> [Substring] {
        guard let items = field(name, body), items.first == "(" else { return [] }
        return items.dropFirst().split(separator: ",").map { trimmed($0, of: "\" \t\n)") }.filter { !$0.isEmpty }
    }

    /// `text` without the ASCII `characters` at its ends, compared in bytes (Foundation's `trimmingCharacters` went
    /// through NSString, and took a tenth of the time of a large project file).
    private static func trimmed(_ text: Substring, of characters: String) -> Substring {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !characters.utf8.contains($0) }), let last = bytes.lastIndex(where: { !characters.utf8.contains($0) }) else {
            return text[text.endIndex...]
        }
        return text[first..<bytes.index(after: last)]
    }
}

/// The build settings of an Xcode configuration file (`.xcconfig`) as Xcode reads one: `NAME = value` a line, an
/// optional `;` after the value, `//` starting a comment to the end of the line (even inside a value: Xcode cuts
/// `https://…` there too), the last assignment of a name winning, `#include "other.xcconfig"` (and `#include?`,
/// which may be missing) read in place, relative to the including file's folder. A setting for some SDKs,
/// architectures or configurations only (`NAME[sdk=iphoneos*] = …`), before or after the plain one, makes the
/// name's value `per SDK`: Xcode takes the conditional value where it matches. A file that cannot be read sets
/// nothing; a file including itself (directly or not) is not read again, and at most 64 files are read, so that
/// files including each other many times over end. A file past 1 MB, or past the 4 MB the configuration's files may
/// hold together, sets nothing either (real ones are a few KB; a chain of 64 files of 4 MB took 58 s to read).
struct XcodeConfigurationFile {
    static let maximumFileBytes = 1 << 20
    static let maximumBytes = 4 << 20
    private var settings: [String: String] = [:]
    private var conditional: Set<String> = []
    private var reading: Set<String> = []
    private var filesRead = 0
    private var bytesLeft = maximumBytes

    init(path: String) {
        read(path)
    }

    func value(_ name: String) -> String? { conditional.contains(name) ? "per SDK" : settings[name] }

    private mutating func read(_ path: String) {
        let standardized = (path as NSString).standardizingPath
        guard filesRead < 64, !reading.contains(standardized), let text = FileBytes.text(path, atMost: min(Self.maximumFileBytes, bytesLeft)) else { return }
        filesRead += 1
        bytesLeft -= text.utf8.count
        reading.insert(standardized)
        defer { reading.remove(standardized) }
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = (rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3 else { continue }
                let included = String(quoted[1])
                let full = included.hasPrefix("/") ? included : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(included)
                read(full)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
            if let bracket = name.firstIndex(of: "[") {
                let plain = name[..<bracket].trimmingCharacters(in: .whitespaces)
                if !plain.isEmpty { conditional.insert(plain) }
                continue
            }
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { continue }
            settings[name] = value
        }
    }
}
