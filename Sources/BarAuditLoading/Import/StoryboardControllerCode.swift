import BarAuditCodeImport
import BarAuditModel
import Foundation

/// What a storyboard tab's own view controller class does to its tab in code, read from the app's Swift
/// (`SwiftTabReader.tab(ofStoryboardControllerClass:declarations:)`) or Objective-C (`ObjectiveCTabReader.ownTab`) as
/// rounds 19 and 29 read a controller listed in code. UIKit makes the controller with `init(coder:)` /
/// `initWithCoder:` and `awakeFromNib`, which run before the bar shows: what they set is the tab's from launch. The
/// methods run when its view loads (`viewDidLoad`) run at launch only for the selected tab, whose view UIKit loads at
/// once (PinPhoto's `HomeNavigationController` sets `tabBarItem?.title = "Item".localized` there: its bar shows
/// "항목", never the storyboard's "내 항목"); another tab shows the storyboard's title until it is first opened.
struct StoryboardControllerCode {
    var className: String
    /// What the class's initializers a storyboard runs leave.
    var atLaunch: CodeTabItem?
    /// What the methods run when the view loads leave, and the first of them that titles the tab.
    var whenLoaded: CodeTabItem?
    var loadMethod: String
    /// The class's one Objective-C file was passed over for its size (`CodeProject.isObjectiveCOwnTabNotRead`): what it
    /// sets is not known.
    var isFileNotRead = false

    /// Each class of `classNames` (a Swift class may be qualified by its module) titling its tab, from the project's
    /// Swift declarations, else its Objective-C `@implementation`, by the name the storyboard writes; a class neither
    /// titles (or that is declared twice) is left out.
    static func read(classNames: Set<String>, project: CodeProject) -> [String: StoryboardControllerCode] {
        let names = Dictionary(classNames.map { ($0, $0.split(separator: ".").last.map(String.init) ?? $0) }, uniquingKeysWith: { first, _ in first })
        let swift = SwiftTabReader.tabs(ofStoryboardControllerClasses: Set(names.values),
                                        declarations: project.declarations(for: Array(Set(names.values).sorted().joined(separator: " ").utf8)))
        var codes: [String: StoryboardControllerCode] = [:]
        for (written, name) in names {
            if let tab = swift[name] {
                codes[written] = tab.atLaunch ? StoryboardControllerCode(className: name, atLaunch: tab.item, loadMethod: tab.method)
                    : StoryboardControllerCode(className: name, whenLoaded: tab.item, loadMethod: tab.method)
            } else if let own = project.objectiveCOwnTab(ofClass: name, initializer: ObjectiveCTabReader.storyboardInitializer) {
                codes[written] = StoryboardControllerCode(className: name, atLaunch: own.atLaunch, whenLoaded: own.whenLoaded, loadMethod: own.loadMethod)
            } else if project.isObjectiveCOwnTabNotRead(ofClass: name) {
                codes[written] = StoryboardControllerCode(className: name, loadMethod: "", isFileNotRead: true)
            }
        }
        return codes
    }

    /// The item the class leaves its tab at launch: with the view loaded for the selected tab.
    func shown(isSelected: Bool) -> CodeTabItem? {
        isSelected ? whenLoaded ?? atLaunch : atLaunch
    }

    /// The keys the class's texts look up, in the tables they name.
    static func uses(of item: CodeTabItem) -> [AppleResources.Use] {
        [item.title, item.label].compactMap { string in
            switch string {
            case .key(let key, let table, _, _, _)?: AppleResources.Use(key: key, table: table ?? AppleResources.codeTable, isLookedUpInCode: true)
            case .sourceTextKey(let key)?: AppleResources.Use(key: key, table: AppleResources.codeTable, isLookedUpInCode: true)
            default: nil
            }
        }
    }

    /// Gives the storyboard's tabs the titles (and VoiceOver labels) their classes set at launch (`codes`, by
    /// position; `selected`: the tab whose view loads at launch), located in the class's file; a text computed at run
    /// time is not audited. A note names each tab so titled, and each other tab the class retitles only once opened.
    static func apply(_ codes: [Int: StoryboardControllerCode], to items: inout [Item], selected: Int, storyboardPath: String) -> [InputDiagnostic] {
        var diagnostics: [InputDiagnostic] = []
        for (position, code) in codes.sorted(by: { $0.key < $1.key }) where items.indices.contains(position) {
            let isSelected = position == selected
            let file = { (item: CodeTabItem) in ((item.file ?? storyboardPath) as NSString).lastPathComponent }
            if let shown = code.shown(isSelected: isSelected), shown.title != nil || shown.label != nil {
                let location = SourceLocation(file: shown.file ?? storyboardPath, line: shown.position.line, column: shown.position.column)
                let method = code.atLaunch == shown ? "as the storyboard makes it" : "in \(code.loadMethod), which runs at launch for the selected tab"
                if let title = shown.title { set(title, of: &items[position], field: "title", location: location) }
                if let label = shown.label { set(label, of: &items[position], field: "label", location: location) }
                let computed = items[position].setAtRunTime.keys.sorted().map { "the \($0) '\(items[position].setAtRunTime[$0]!.sourceExcerpt())'" }
                let audited = computed.isEmpty ? "audited there" : "\(computed.joined(separator: " and ")) computed at run time and not audited"
                diagnostics.append(InputDiagnostic(
                    severity: .info,
                    message: "tab '\(items[position].id)' shows what its class '\(code.className)' sets \(method) (\(file(shown)):\(shown.position.line)), not the storyboard's text: \(audited)",
                    location: items[position].location))
            } else if code.isFileNotRead {
                // As a list's controller whose file is passed over (`ObjectiveCTabReader`'s note), but the storyboard's text stays audited.
                diagnostics.append(InputDiagnostic(
                    severity: .info,
                    message: "the class '\(code.className)' of tab '\(items[position].id)' is implemented in a file that is not read for its tab (larger than \(CodeProject.maximumOwnTabSourceBytes >> 20) MB, or past the \(CodeProject.maximumOwnTabSourceBytesParsed >> 20) MB of the project's Objective-C files read for such tabs): the storyboard's text is audited, which the class may change",
                    location: items[position].location))
            } else if !isSelected, let later = code.whenLoaded {
                diagnostics.append(InputDiagnostic(
                    severity: .info,
                    message: "the class '\(code.className)' of tab '\(items[position].id)' retitles it in \(code.loadMethod) (\(file(later)):\(later.position.line)), which runs when the tab is first opened: until then the bar shows the storyboard's text, audited here",
                    location: items[position].location))
            }
        }
        return diagnostics
    }

    private static func set(_ string: CodeString, of item: inout Item, field: String, location: SourceLocation) {
        var text: Text?
        switch string {
        case .verbatim(let value): text = value.isEmpty ? nil : Text(.literal(value), location: location)
        case .key(let key, _, let fallback, _, let computedFallback):
            text = Text(.key(key), location: location, defaultValue: fallback, computedDefaultValue: computedFallback)
        case .sourceTextKey(let key): text = Text(.key(key), location: location, defaultValue: key)
        case .runtime(let expression): item.setAtRunTime[field] = expression
        }
        if field == "title" { item.title = text } else { item.accessibility.label = text }
    }
}
