import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Which storyboards an app's code and its other storyboards name, and what its launch code does, each read
/// once per bundle when a storyboard's tab bar needs it (`AppleBundle.setAsideReason`).
final class StoryboardUse: @unchecked Sendable {
    private let lock = NSLock()
    /// The words of the bundle's Swift and Objective-C files (`isNamedInCode`).
    private var codeWords: Set<String>?
    private var referencesByStoryboard: [String: Set<String>]?
    private var launch: (storyboardCleared: SourceLocation?, rootReplaced: SourceLocation?)?

    /// Whether a source file (Swift, Objective-C) names the storyboard as a word (`UIStoryboard(name:
    /// "Tabs", bundle: nil)`, `[UIStoryboard storyboardWithName:@"Tabs" bundle:nil]`, SwiftGen's
    /// `StoryboardScene.Tabs`, an enum's `case Tabs` whose raw value is its name), or R.swift's
    /// `R.storyboard.tabs`. A word anywhere counts (a comment too): the name may reach `UIStoryboard` through
    /// any expression, and a storyboard the app may load stays audited.
    func isNamedInCode(_ name: String, sources: [String: [String]]) -> Bool {
        // A name of more than one word (`Main-iPad`, `Tab Bar`) is searched for as written, in every file.
        guard name.utf8.allSatisfy(Self.isWordByte) else {
            let written = Array(name.utf8)
            return Set(sources.values.joined()).contains { path in
                FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit)?.firstOffset(of: written, from: 0) != nil
            }
        }
        lock.lock()
        defer { lock.unlock() }
        if codeWords == nil {
            var words = Set<String>()
            for path in Set(sources.values.joined()).sorted() {
                guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit) else { continue }
                Self.addWords(of: bytes, to: &words)
            }
            codeWords = words
        }
        let rSwift = "R.storyboard.\(name.prefix(1).lowercased())\(name.dropFirst())"
        return codeWords?.contains(name) == true || codeWords?.contains(rSwift) == true
    }

    /// Each run of letters, digits and underscores (any non-ASCII byte counts as a letter: a storyboard may be
    /// named `Главная`), and each `R.storyboard.word` (R.swift's names of storyboards).
    private static func addWords(of bytes: [UInt8], to words: inout Set<String>) {
        let rSwift = Array("R.storyboard.".utf8)
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            words.insert(word)
            if index >= rSwift.count, bytes[(index - rSwift.count)..<index].elementsEqual(rSwift) { words.insert("R.storyboard." + word) }
            index = end
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { byte.isASCIIWordByte || byte >= 0x80 }

    /// Whether another storyboard of the bundle refers to it (`<viewControllerPlaceholder storyboardName="Tabs" …>`):
    /// a storyboard reference instantiates it wherever the referring storyboard is shown.
    func isReferenced(_ name: String, byOtherThan path: String, storyboards: [String: [String]]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if referencesByStoryboard == nil {
            var references: [String: Set<String>] = [:]
            for other in storyboards.values.joined() {
                guard let bytes = FileBytes.read(other) else { continue }
                references[other] = Self.attributeValues("storyboardName", in: bytes)
            }
            referencesByStoryboard = references
        }
        return referencesByStoryboard?.contains { $0.key != path && $0.value.contains(name) } ?? false
    }

    /// What the app's launch code does to the launch storyboard, read in one pass over the bundle's Swift and
    /// Objective-C files (only those mentioning the methods are parsed; Objective-C by `ObjectiveCLaunchCode`): where an app delegate's
    /// `application(_:configurationForConnecting:options:)` sets its scene configuration's storyboard to nil
    /// (`SceneConfigurationCode.storyboardCleared`), and where the scene delegate (or, without scenes, the app
    /// delegate) sets the window's root at launch whatever happens (`SceneConfigurationCode.rootReplacedAtLaunch`);
    /// each nil when no file does.
    func launchCode(sources: [String: [String]], scenes: Bool) -> (storyboardCleared: SourceLocation?, rootReplaced: SourceLocation?) {
        lock.lock()
        defer { lock.unlock() }
        if let launch { return launch }
        var cleared: SourceLocation?
        var replaced: SourceLocation?
        let configuration = Array("configurationForConnecting".utf8)
        let method = Array((scenes ? "willConnectTo" : "didFinishLaunchingWithOptions").utf8)
        // Objective-C names the scene delegate's method by `willConnectToSession:`, which holds `willConnectTo`.
        for path in Set(sources.values.joined()).sorted() {
            let isSwift = path.hasSuffix(".swift")
            guard cleared == nil || replaced == nil, let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit) else { continue }
            if scenes, cleared == nil, bytes.firstOffset(of: configuration, from: 0) != nil {
                let source = String(decoding: bytes, as: UTF8.self)
                if isSwift, let position = SceneConfigurationCode.storyboardCleared(in: source) {
                    cleared = SourceLocation(file: path, line: position.line, column: position.column)
                } else if !isSwift, let line = ObjectiveCLaunchCode.storyboardCleared(in: source) {
                    cleared = SourceLocation(file: path, line: line)
                }
            }
            if replaced == nil, bytes.firstOffset(of: method, from: 0) != nil {
                let source = String(decoding: bytes, as: UTF8.self)
                if isSwift, let position = SceneConfigurationCode.rootReplacedAtLaunch(in: source, scenes: scenes) {
                    replaced = SourceLocation(file: path, line: position.line, column: position.column)
                } else if !isSwift, let line = ObjectiveCLaunchCode.rootReplacedAtLaunch(in: source, scenes: scenes) {
                    replaced = SourceLocation(file: path, line: line)
                }
            }
        }
        launch = (cleared, replaced)
        return (cleared, replaced)
    }

    /// The values of every `name="…"` attribute in a storyboard's bytes.
    private static func attributeValues(_ attribute: String, in bytes: [UInt8]) -> Set<String> {
        let pattern = Array(" \(attribute)=\"".utf8)
        var values = Set<String>()
        var from = 0
        while let found = bytes.firstOffset(of: pattern, from: from) {
            let start = found + pattern.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            values.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            from = end
        }
        return values
    }
}

extension AppleBundle {
    /// Why iOS never shows a storyboard, or nil when it may. UIKit shows at launch the storyboard the
    /// Info.plist names (`UIMainStoryboardFile`; with scenes, each configuration's `UISceneStoryboardFile`,
    /// which `UISceneConfiguration.storyboard` starts from); any other storyboard appears only when code
    /// loads it by name (`UIStoryboard(name:bundle:)`) or another storyboard refers to it. So a storyboard
    /// of an application's project that none of these names is never loaded (a template's `Main.storyboard`
    /// kept after the app moved to code), and one named only by the launch keys is never shown when the
    /// app delegate sets its scene configuration's storyboard to nil (the FakeNFT starter), or the scene delegate (the
    /// app delegate, without scenes) sets the window's root in code at launch whatever happens. Decided only
    /// when the project builds an application and every launch key is read (no build setting in them).
    func setAsideReason(storyboardNamed name: String, path: String) -> String? {
        guard buildsApplication, let interfaceStoryboardNames else { return nil }
        let reason: String
        if !interfaceStoryboardNames.contains(name) {
            reason = "no Info.plist, build setting, code or other storyboard of the app names storyboard '\(name)': iOS never loads it; not audited"
        } else {
            let launch = storyboardUse.launchCode(sources: classSources, scenes: adoptsScenes)
            if let cleared = launch.storyboardCleared {
                reason = "the app delegate sets its scene configuration's storyboard to nil (\((cleared.file as NSString).lastPathComponent):\(cleared.line)), and only the Info.plist names storyboard '\(name)': iOS never shows it; not audited"
            } else if let replaced = launch.rootReplaced {
                reason = "the app sets its window's root in code at launch (\((replaced.file as NSString).lastPathComponent):\(replaced.line)), replacing the initial view controller of storyboard '\(name)', which only the Info.plist names: iOS never shows it; not audited"
            } else {
                return nil
            }
        }
        // Code or another storyboard that names it may show it at any time.
        guard !storyboardUse.isReferenced(name, byOtherThan: path, storyboards: storyboards),
              !storyboardUse.isNamedInCode(name, sources: classSources) else { return nil }
        return reason
    }
}
