import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Swift files that build a tab bar in code (SwiftUI `TabView`/`Tab`, UIKit `UITabBarItem`): each bar
/// becomes an iOS bar, its keys looked up in the app bundle's tables (`.strings`, `.stringsdict`, String
/// Catalogs) as for storyboards.
enum SwiftCodeImporter {
    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        guard SwiftTabReader.mayBuildTabBar(bytes), !SwiftTabReader.isWatchOSSource(path: path), !SwiftTabReader.isTVOSSource(path: path) else { return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), []) }
        let project = CodeProject.containing(path, cache: bundles)
        let declarations = project.declarations(for: bytes)
        var scan = SwiftTabReader.read(source: String(decoding: bytes, as: UTF8.self), declarations: declarations)
        var diagnostics: [InputDiagnostic] = []
        let locate = { (position: CodePosition) in SourceLocation(file: path, line: position.line, column: position.column) }
        scan.bars.removeAll { bar in
            guard bar.kind == .swiftUI, let owner = bar.ownerType, project.isUsedOnlyInPreviews(owner, declaredIn: path) else { return false }
            diagnostics.append(InputDiagnostic(severity: .info, message: "this TabView belongs to '\(owner)', a view the project uses only in previews (#Preview, PreviewProvider): it is shown in Xcode, not to users, and is not audited", location: locate(bar.position)))
            return true
        }
        // `func createNavController(vc:title:…)` of an extension, called from the tab bar controller's file:
        // the tabs are that file's, one per call; here is only the function.
        if !scan.functionsMakingTheBar.isEmpty, let caller = project.otherFileCalling(scan.functionsMakingTheBar, besides: path),
           let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.functionsMakingTheBar.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab item here is made by \(names) for each of its calls, and \((caller as NSString).lastPathComponent) calls it: its tabs are audited there", location: locate(bar.position)))
        } else if !scan.uncalledFunctionsGivingEveryTab.isEmpty, !scan.uncalledFunctionsGivingEveryTab.contains(where: project.isFunctionCalled),
                  let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            // `func addTabBarItem(with:title:image:)` of a `UITabBarController` extension that no Swift or Objective-C code of the
            // project calls (Cleaner's library of helpers): the tabs it would make are in no bar a user sees.
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.uncalledFunctionsGivingEveryTab.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab item here is made by \(names) for each of its calls, and no Swift or Objective-C code of the project calls it: it is in no tab bar, and is not audited", location: locate(bar.position)))
        }
        // `init() { tabBarItem.title = … }` of a view controller that a tab bar controller of another file lists:
        // the tab is that bar's, audited there.
        if !scan.classesTitlingThemselves.isEmpty, let lister = project.otherFileListing(scan.classesTitlingThemselves, besides: path),
           let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.classesTitlingThemselves.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "\(names) titles its own tab here, and the tab bar controller of \((lister as NSString).lastPathComponent) lists it: its tab is audited there", location: locate(bar.position)))
        }
        // `tabBarItem?.title = "Item".localized` in `viewDidLoad` of a controller a storyboard makes (PinPhoto's
        // `HomeNavigationController`): the tab is the storyboard bar's, audited there.
        if !scan.classesTitlingThemselves.isEmpty, let storyboard = project.storyboardMaking(scan.classesTitlingThemselves),
           let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            let names = scan.classesTitlingThemselves.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(InputDiagnostic(severity: .info, message: "\(names) titles its own tab here, and \((storyboard as NSString).lastPathComponent) makes it: its tab is audited with the storyboard's bar", location: locate(bar.position)))
        }
        // Classes titling their own tabs whose tab bar is not known here: what the code making them does with them says
        // whether, and where, they are tabs.
        if !scan.classesTitlingThemselves.isEmpty, let place = scan.bars.firstIndex(where: { $0.kind == .uiKit }) {
            scan.bars += Self.barsOfTabsShownOnlyAsScreensOrOnPad(&scan.bars[place], classes: scan.classOfOwnItem, project: project, diagnostics: &diagnostics, locate: locate)
            if scan.bars[place].items.isEmpty { scan.bars.remove(at: place) }
        }
        // `tabBarController.viewControllers = [trackers, statistics]` given to a `TabBarViewController()` whose own
        // `viewDidLoad` sets its tabs again (TrackerAppYP's scene delegate): the bar is the class's, audited in its file.
        if let type = scan.classReplacingTheList, let bar = scan.bars.first(where: { $0.kind == .uiKit }) {
            scan.bars.removeAll { $0.kind == .uiKit }
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab bar controller given these tabs is a '\(type)', whose viewDidLoad sets its own tabs when it loads: its bar is audited in its own file, not here", location: locate(bar.position)))
        }
        // `@objc static func makeSwiftUIView() -> UIViewController` that makes a tab's controller and that no Swift or
        // Objective-C code of the app calls (ThePalaceProject's `TPPHoldsViewController`, left behind by its SwiftUI bar):
        // its tab is in no bar a user sees.
        if let (type, function) = scan.staticFunctionMakingTheBar, let bar = scan.bars.first(where: { $0.kind == .uiKit }),
           !project.callsStaticFunction(function, of: type, declaredIn: path, source: bytes) {
            scan.bars.removeAll { $0.kind == .uiKit }
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab item here is made by '\(type).\(function)', which no Swift or Objective-C code of the project calls: it is in no tab bar, and is not audited", location: locate(bar.position)))
        }
        // `var tabBarItem: UITabBarItem { switch self { case .tokens: … case .swap: … } }` of an enum whose values' items other
        // files give to tabs (AlphaWallet's `coordinator.rootViewController.tabBarItem = ActiveWalletViewModel.Tabs.tokens.tabBarItem`):
        // the values are a table the tab bar's code picks from, not its tabs. The tabs are the values that code gives, and a value
        // it gives only in debug-only code (`if Environment.isDebug && …`) is in no Release build's bar.
        if let place = scan.bars.firstIndex(where: { $0.kind == .uiKit }), let table = Self.valueTable(of: scan.bars[place], scan.enumValueItems),
           let uses = project.usesOfValueItems(table, besides: path) {
            var bar = scan.bars[place]
            let debugOnly = bar.items.filter { item in scan.enumValueItems[item.position].map { $0.cases.allSatisfy { uses[$0] == false } } ?? false }
            for item in debugOnly {
                let values = scan.enumValueItems[item.position]?.cases.map { "'.\($0)'" }.joined(separator: ", ") ?? ""
                diagnostics.append(InputDiagnostic(severity: .info, message: "the item of \(values) is given to a tab only in code a debug build runs (under #if DEBUG, or a flag set from it): an archive is a Release build, where DEBUG is not defined; not audited", location: locate(item.position)))
            }
            let leftOut = Set(debugOnly.map(\.position))
            bar.items.removeAll { leftOut.contains($0.position) }
            bar.configuresExistingTabs = true
            diagnostics.append(InputDiagnostic(severity: .info, message: "the tab items here are those of '\(table.type)' values, which other files of the project give to tab bar items ('\(table.type).<value>.\(table.member)'): they are tabs of a bar built there; how many tabs that bar has, and where these stand, is not judged here", location: locate(bar.position)))
            if bar.items.isEmpty { scan.bars.remove(at: place) } else { scan.bars[place] = bar }
        }
        diagnostics += scan.parseErrors.map { InputDiagnostic(severity: .warning, message: $0.message, location: locate($0.position)) }
        diagnostics += scan.problems.map { InputDiagnostic(severity: .info, message: $0.message, location: locate($0.position)) }
        guard scan.bars.contains(where: { !$0.items.isEmpty }) else { return (DefinitionFile(path: path, format: .xml, bars: [], strings: [:]), diagnostics) }
        return AppleCodeBars.file(of: scan.bars, path: path, diagnostics: diagnostics, project: project,
                                  ownBundleKeys: declarations.ownBundleKeys, codeStrings: codeStrings, bundles: bundles)
    }

    /// The one enum member every tab of the bar is made by (`Tabs.tabBarItem`), with all the values it makes items for.
    private static func valueTable(of bar: CodeTabBar, _ values: [CodePosition: EnumValueItem]) -> EnumValueItem? {
        let made = bar.items.compactMap { values[$0.position] }
        guard made.count == bar.items.count, let first = made.first, made.allSatisfy({ $0.type == first.type && $0.member == first.member }) else { return nil }
        return EnumValueItem(type: first.type, member: first.member, cases: made.flatMap(\.cases))
    }

    /// Takes out of `bar` (whose every tab is a class's own item, the class's lister unknown) the tabs of classes nothing
    /// makes (`CodeProject.namesOnlyWhereDeclared`), and of classes that the project's code only pushes or presents (VLC's `PodcastsViewController`: a screen of the On Air tab, no tab), with a
    /// note each, and those it lists only where `userInterfaceIdiom == .pad`, returned as a bar of their own that no
    /// iPhone shows (VLC's Artists, Albums, Songs and Genres), from the iOS an `#available` around them asks. Both parts
    /// configure tabs of a bar built elsewhere.
    private static func barsOfTabsShownOnlyAsScreensOrOnPad(_ bar: inout CodeTabBar, classes: [CodePosition: String], project: CodeProject,
                                                            diagnostics: inout [InputDiagnostic], locate: (CodePosition) -> SourceLocation) -> [CodeTabBar] {
        var padItems: [CodeTabItem] = []
        var padVersions: [Double?] = []
        var kept: [CodeTabItem] = []
        for item in bar.items {
            if let name = classes[item.position], project.namesOnlyWhereDeclared(name) {
                diagnostics.append(InputDiagnostic(severity: .info, message: "'\(name)' titles its own tab here, but no storyboard, xib or other code of the project names the class: nothing makes it, so it is no tab; not audited", location: locate(item.position)))
                continue
            }
            guard let name = classes[item.position], let fate = project.controllerFate(ofClass: name) else {
                kept.append(item)
                continue
            }
            switch fate {
            case .notRead:
                kept.append(item)
                diagnostics.append(InputDiagnostic(severity: .info, message: "'\(name)' titles its own tab here; the code making it was not all read (past the \(ControllerUseIndex.maximumBytesParsed >> 20) MB of Swift parsed or \(ControllerUseIndex.maximumObjectiveCBytesSearched >> 20) MB of Objective-C methods searched per project for where such classes are made), so whether it is a tab is not known: it is audited as one", location: locate(item.position)))
            case .shownOnly:
                diagnostics.append(InputDiagnostic(severity: .info, message: "'\(name)' titles its own tab here, but the project's code only pushes or presents it (wherever it is made): it is a screen of another tab, not a tab; not audited", location: locate(item.position)))
            case .onlyOnPad(let availableFrom):
                padItems.append(item)
                padVersions.append(availableFrom)
            }
        }
        guard kept.count < bar.items.count else { return [] }
        bar.items = kept
        bar.configuresExistingTabs = true
        guard !padItems.isEmpty else { return [] }
        let availableFrom = padVersions.allSatisfy { $0 != nil } ? padVersions.compactMap { $0 }.min() : nil
        let availability = availableFrom.map { " and iOS " + String(format: "%.1f", $0) + " is available" } ?? ""
        let (tabs, them, they) = padItems.count == 1 ? ("this tab is", "it", "it is") : ("these \(padItems.count) tabs are", "them", "they are")
        diagnostics.append(InputDiagnostic(severity: .info, message: "\(tabs) listed only where userInterfaceIdiom == .pad\(availability): no iPhone shows \(them), and \(they) not measured for one", location: locate(padItems[0].position)))
        var pad = CodeTabBar(kind: .uiKit, position: padItems[0].position, items: padItems)
        pad.configuresExistingTabs = true
        pad.isShownOnPhone = false
        pad.minimumOSVersion = availableFrom
        return [pad]
    }
}
