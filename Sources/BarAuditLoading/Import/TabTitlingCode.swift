import Foundation

/// Whether the app's code can give a storyboard tab its text. A plain `UITabBarController` whose tabs all have neither
/// a title nor a label is taken to be filled in code (`StoryboardImporter.markConfiguredInCode`); that stands only while
/// some code could do it. UIKit changes a tab's text only through its item (`tabBarItem`, a `UITabBarItem` made in code,
/// the tab bar's `items`, a controller of the tab bar controller's `viewControllers` given a new item) or through the
/// `title` of the controller the tab shows, or of a navigation controller's root (UIKit's `title` "updates the title text"
/// of the controller's navigation and tab bar items; a root's title retitles its navigation controller's tab). Where
/// none of the app's Swift or Objective-C says any of these names, and the classes a tab shows (and the app's classes
/// they inherit from) assign no `title`, no code can title the tab: it is empty, and VoiceOver says only "Tab".
final class TabTitlingCode: @unchecked Sendable {
    private let lock = NSLock()
    /// Whether some file of the app names a tab's item, or the tab bar; or could not be read whole. Asked once per bundle.
    private var reachesTabs: Bool?

    /// The names of Swift and Objective-C code that reaches a tab's item from outside the controller it belongs to:
    /// `tabBarItem` (and `UITabBarItem`, `TabBarItem` subclasses), `tabBar.items` and the `tabBarController` holding
    /// them, a `UITabBarController` subclass or cast (whose `viewControllers` code may give new items), and a pushed
    /// controller's retitling of its navigation controller or parent. (`viewControllers` alone is a page or navigation
    /// controller's list too: it is looked for in the classes a tab shows.)
    static let namesReachingTabs = ["abBarItem", "tabBar", "TabBarController", "navigationController?.title", "navigationController!.title",
                                    "navigationController.title", "navigationController setTitle", "parent?.title", "parent!.title",
                                    "parentViewController.title", "parentViewController setTitle"].map { Array($0.utf8) }

    /// Whether code may give a tab showing `classes` (its controller's and its navigation root's `customClass`) a text:
    /// true unless every file of the app was read, none reaches tabs (`namesReachingTabs`; with `onlyShownClasses`, as
    /// for a tab bar controller class read whole that touches only its items' images, `touchesOnlyItemImages`, only the
    /// shown classes' code counts), and each class is declared in the app and neither it nor a superclass the app
    /// declares assigns or overrides `title`.
    func mayTitle(tabShowing classes: [String], bundle: AppleBundle, onlyShownClasses: Bool = false) -> Bool {
        let sources = bundle.classSources
        let files = Set(sources.values.joined())
        // An app with no code of its own here is built with code elsewhere, which may do anything.
        guard !files.isEmpty else { return true }
        lock.lock()
        if !onlyShownClasses, reachesTabs == nil {
            reachesTabs = files.contains { path in
                guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit) else { return true }
                return Self.namesReachingTabs.contains { bytes.firstOffset(of: $0, from: 0) != nil }
            }
        }
        let reaches = onlyShownClasses ? false : reachesTabs ?? true
        lock.unlock()
        if reaches { return true }
        var pending = classes.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        var visited = Set<String>()
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            // Classes past this many are not all read: taken to title the tab.
            guard visited.count <= Self.maximumClassesRead else { return true }
            let declaring = bundle.declaredClasses.files(declaring: name, among: sources)
            // A class of a framework or of code this project does not hold: what it does is not known.
            guard !declaring.isEmpty else { return true }
            var inherited: [String] = []
            for path in declaring {
                guard let declared = facts(of: path) else { return true }
                if declared.mayTitle { return true }
                inherited += declared.superclasses[name] ?? []
                // An Objective-C class's superclass is written in its `@interface`, usually in the header beside it.
                if path.hasSuffix(".m") || path.hasSuffix(".mm") {
                    inherited += facts(of: (path as NSString).deletingPathExtension + ".h")?.superclasses[name] ?? []
                }
            }
            // A class whose superclass is not found may inherit a title from anywhere.
            guard !inherited.isEmpty else { return true }
            pending += inherited.filter { !Self.isUIKitController($0) }
        }
        return false
    }

    /// What one file says about the classes it declares: each file is read once however many tabs' classes it holds.
    struct FileFacts {
        /// The file assigns or overrides a `title` (`assignsTitle`), or replaces a navigation controller's list.
        var mayTitle: Bool
        /// Each class the file declares → the superclass its declaration names.
        var superclasses: [String: [String]]
    }

    private var factsByPath: [String: FileFacts?] = [:]

    private func facts(of path: String) -> FileFacts? {
        lock.lock()
        defer { lock.unlock() }
        if let known = factsByPath[path] { return known }
        let facts = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit).map { bytes in
            // A root that replaces its navigation controller's list puts another controller, and its title, in the tab.
            FileFacts(mayTitle: Self.assignsTitle(bytes) || Self.replacesNavigationList(bytes),
                      superclasses: Self.superclasses(in: bytes))
        }
        factsByPath[path] = .some(facts)
        return facts
    }

    /// Whether the file may replace a navigation controller's list (`viewControllers`, `setViewControllers`), putting another
    /// controller, and its title, in the tab: any such name but a tab bar controller's own list (`tabBarController?.viewControllers`,
    /// to which Sportify's home screen appends a tab: the tabs already there keep their items).
    static func replacesNavigationList(_ bytes: [UInt8]) -> Bool {
        let name = Array("iewControllers".utf8)
        var from = 0
        while let offset = bytes.firstOffset(of: name, from: from) {
            from = offset + name.count
            // `tabBarController.viewControllers`, `tabBarController?.viewControllers`, `tabBarController!.viewControllers`.
            var end = offset - 1
            guard end >= 0, bytes[end] == UInt8(ascii: "v") else { return true }
            end -= 1
            guard end >= 0, bytes[end] == UInt8(ascii: ".") else { return true }
            if end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1].isASCIIWordByte { start -= 1 }
            guard String(decoding: bytes[start..<end], as: UTF8.self).hasSuffix("abBarController") else { return true }
        }
        return false
    }

    /// Whether a tab bar controller class, read whole in the app (`files`, each declaring it) and a direct subclass of
    /// UIKit's, touches its tabs only to draw them (images, insets, colours): it names no item's title or label, gives no
    /// tab a new item or controller (`tabBarItem`, `viewControllers`, `selectedViewController`), and sets no title. Sportify's
    /// `CustomTabBarController` sets only `image`, `selectedImage`, `imageInsets` and `titlePositionAdjustment` through
    /// `tabBar.items`: its storyboard tab with an image only stays without a text, as a plain controller's would.
    static func touchesOnlyItemImages(_ className: String, files: [String]) -> Bool {
        guard !files.isEmpty else { return false }
        // Whole words (Sportify's own `setupCustomTabBarItems()` names no item), and any label or title setter.
        let words = ["tabBarItem", "UITabBarItem", "viewControllers", "setViewControllers", "selectedViewController"].map { Array($0.utf8) }
        let parts = ["ccessibilityLabel", "setTitle", "AttributedTitle"].map { Array($0.utf8) }
        func containsWord(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
            var from = 0
            while let offset = bytes.firstOffset(of: word, from: from) {
                from = offset + word.count
                if (offset == 0 || !bytes[offset - 1].isASCIIWordByte) && (from == bytes.count || !bytes[from].isASCIIWordByte) { return true }
            }
            return false
        }
        var superclasses: [String] = []
        for path in files {
            guard let bytes = FileBytes.read(path, atMost: TabBarControllerCode.sourceLimit) else { return false }
            if assignsTitle(bytes) || words.contains(where: { containsWord($0, in: bytes) }) || parts.contains(where: { bytes.firstOffset(of: $0, from: 0) != nil }) { return false }
            superclasses += Self.superclasses(in: bytes)[className] ?? []
            if path.hasSuffix(".m") || path.hasSuffix(".mm") {
                let header = (path as NSString).deletingPathExtension + ".h"
                superclasses += FileBytes.read(header, atMost: TabBarControllerCode.sourceLimit).map { Self.superclasses(in: $0)[className] ?? [] } ?? []
            }
        }
        return !superclasses.isEmpty && superclasses.allSatisfy(isUIKitController)
    }

    /// The most classes a tab's chain of superclasses is read through.
    static let maximumClassesRead = 64

    /// UIKit's controllers, which set no title of their own.
    static func isUIKitController(_ name: String) -> Bool {
        name.hasPrefix("UI") || name == "NSObject"
    }

    /// `title` assigned (`title = …`, `self.title=…`), set (`setTitle…`) or declared (`var title`, an override computing
    /// it): a word `title` followed by `=` that is not `==`, or after `var `. A navigation item's own title
    /// (`navigationItem.title = …`, Sportify's home screen) is the navigation bar's: UIKit copies a controller's `title` to
    /// its navigation and tab bar items, never a navigation item's back to the controller or its tab.
    static func assignsTitle(_ bytes: [UInt8]) -> Bool {
        if bytes.firstOffset(of: Array("setTitle".utf8), from: 0) != nil { return true }
        let word = Array("title".utf8)
        let navigationItem = Array("navigationItem.".utf8), navigationItemOptional = Array("navigationItem?.".utf8)
        var from = 0
        while let offset = bytes.firstOffset(of: word, from: from) {
            from = offset + word.count
            guard offset == 0 || !bytes[offset - 1].isASCIIWordByte, from == bytes.count || !bytes[from].isASCIIWordByte else { continue }
            if [navigationItem, navigationItemOptional].contains(where: { offset >= $0.count && bytes[(offset - $0.count)..<offset].elementsEqual($0) }) { continue }
            var next = from
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: "="), next + 1 == bytes.count || bytes[next + 1] != UInt8(ascii: "=") { return true }
            if offset >= 4, Array(bytes[(offset - 4)..<offset]) == Array("var ".utf8) { return true }
        }
        return false
    }

    /// The superclass each declaration names, by class: Swift's `class Name: Super` (its first inherited name) or
    /// Objective-C's `@interface Name : Super`, in one pass over the file.
    static func superclasses(in bytes: [UInt8]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func skipSpaces(_ index: inout Int) {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        for keyword in ["class ", "@interface "] {
            let pattern = Array(keyword.utf8)
            var from = 0
            while let offset = bytes.firstOffset(of: pattern, from: from) {
                var index = offset + pattern.count
                from = index
                guard offset == 0 || !bytes[offset - 1].isASCIIWordByte else { continue }
                skipSpaces(&index)
                let nameStart = index
                while index < bytes.count, bytes[index].isASCIIWordByte { index += 1 }
                guard index > nameStart else { continue }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                from = index
                // A generic parameter clause (`class List<T>: Base`), on its line.
                if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    index += 1
                }
                skipSpaces(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
                index += 1
                skipSpaces(&index)
                let start = index
                while index < bytes.count, bytes[index].isASCIIWordByte { index += 1 }
                if index > start { found[name, default: []].append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                from = index
            }
        }
        return found
    }
}
