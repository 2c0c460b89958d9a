import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Which storyboards an app's code and its other storyboards name, read once per bundle on the first
/// storyboard the launch keys do not show (`AppleBundle.setAsideReason`).
final class StoryboardUse: @unchecked Sendable {
    private let lock = NSLock()
    private var codeTexts: [[UInt8]]?
    private var referencesByStoryboard: [String: Set<String>]?
    private var sceneStoryboardCleared: SourceLocation??
    private var rootReplaced: SourceLocation??

    /// Whether a source file (Swift, Objective-C) names the storyboard as a word (`UIStoryboard(name:
    /// "Tabs", bundle: nil)`, `[UIStoryboard storyboardWithName:@"Tabs" bundle:nil]`, SwiftGen's
    /// `StoryboardScene.Tabs`, an enum's `case Tabs` whose raw value is its name), or R.swift's
    /// `R.storyboard.tabs`. A word anywhere counts (a comment too): the name may reach `UIStoryboard` through
    /// any expression, and a storyboard the app may load stays audited.
    func isNamedInCode(_ name: String, sources: [String: [String]]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if codeTexts == nil {
            codeTexts = Set(sources.values.joined()).sorted().compactMap { FileBytes.read($0, atMost: TabBarControllerCode.sourceLimit) }
        }
        let word = Array(name.utf8)
        let rSwift = Array("R.storyboard.\(name.prefix(1).lowercased())\(name.dropFirst())".utf8)
        return codeTexts?.contains { Self.containsWord(word, in: $0) || Self.containsWord(rSwift, in: $0) } ?? false
    }

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

    /// Where an app delegate's `application(_:configurationForConnecting:options:)` sets its scene
    /// configuration's storyboard to nil (`SceneConfigurationCode`); nil when no Swift file of the bundle does.
    func sceneStoryboardClearedInCode(sources: [String: [String]]) -> SourceLocation? {
        lock.lock()
        defer { lock.unlock() }
        if let sceneStoryboardCleared { return sceneStoryboardCleared }
        var found: SourceLocation?
        for path in Set(sources.values.joined()).sorted() where path.hasSuffix(".swift") {
            guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit),
                  bytes.firstOffset(of: Array("configurationForConnecting".utf8), from: 0) != nil,
                  let position = SceneConfigurationCode.storyboardCleared(in: String(decoding: bytes, as: UTF8.self)) else { continue }
            found = SourceLocation(file: path, line: position.line, column: position.column)
            break
        }
        sceneStoryboardCleared = .some(found)
        return found
    }

    /// Where the app's scene delegate (or, without scenes, its app delegate) sets the window's root in code at
    /// launch whatever happens (`SceneConfigurationCode.rootReplacedAtLaunch`); nil when no Swift file of the bundle does.
    func rootReplacedAtLaunch(sources: [String: [String]], scenes: Bool) -> SourceLocation? {
        lock.lock()
        defer { lock.unlock() }
        if let rootReplaced { return rootReplaced }
        var found: SourceLocation?
        let method = Array((scenes ? "willConnectTo" : "didFinishLaunchingWithOptions").utf8)
        for path in Set(sources.values.joined()).sorted() where path.hasSuffix(".swift") {
            guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit), bytes.firstOffset(of: method, from: 0) != nil,
                  let position = SceneConfigurationCode.rootReplacedAtLaunch(in: String(decoding: bytes, as: UTF8.self), scenes: scenes) else { continue }
            found = SourceLocation(file: path, line: position.line, column: position.column)
            break
        }
        rootReplaced = .some(found)
        return found
    }

    private static func containsWord(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        var from = 0
        while let found = bytes.firstOffset(of: word, from: from) {
            let end = found + word.count
            if (found == 0 || !bytes[found - 1].isASCIIWordByte) && (end == bytes.count || !bytes[end].isASCIIWordByte) { return true }
            from = found + 1
        }
        return false
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
        guard buildsApplication, let interfaceStoryboardNames,
              !storyboardUse.isReferenced(name, byOtherThan: path, storyboards: storyboards),
              !storyboardUse.isNamedInCode(name, sources: classSources) else { return nil }
        guard interfaceStoryboardNames.contains(name) else {
            return "no Info.plist, build setting, code or other storyboard of the app names storyboard '\(name)': iOS never loads it; not audited"
        }
        if adoptsScenes, let cleared = storyboardUse.sceneStoryboardClearedInCode(sources: classSources) {
            return "the app delegate sets its scene configuration's storyboard to nil (\((cleared.file as NSString).lastPathComponent):\(cleared.line)), and only the Info.plist names storyboard '\(name)': iOS never shows it; not audited"
        }
        guard let replaced = storyboardUse.rootReplacedAtLaunch(sources: classSources, scenes: adoptsScenes) else { return nil }
        return "the app sets its window's root in code at launch (\((replaced.file as NSString).lastPathComponent):\(replaced.line)), replacing the initial view controller of storyboard '\(name)', which only the Info.plist names: iOS never shows it; not audited"
    }
}
