/// What Objective-C launch code (`AppDelegate.m`, `SceneDelegate.m`) does to the launch storyboard: the same two
/// facts `SceneConfigurationCode` reads from Swift, read from the file's tokens (`SourceTokens`, comments left out).
/// A method is found by the selector part that names it, followed by its body's `{` before any `;` or `]` (a call of
/// that selector is closed by `]`); a statement is "in the method's own body" when it is written at the body's first
/// level and does not start with `if`, `else`, `for`, `while`, `do`, `switch`, `case` or `default` (a statement
/// without braces under an `if` is conditional too).
enum ObjectiveCLaunchCode {
    /// The line of `configuration.storyboard = nil;` (or `[configuration setStoryboard:nil];`) in the own body of an
    /// `application:configurationForConnectingSceneSession:options:` whose every storyboard assignment is `nil`.
    static func storyboardCleared(in source: String) -> Int? {
        let tokens = SourceTokens(source).tokens
        for body in bodies(of: "configurationForConnectingSceneSession", in: tokens) {
            let assignments = statements(in: tokens, body).compactMap { statement in storyboardAssignment(tokens[statement.range]).map { (statement: statement, isNil: $0) } }
            guard !assignments.isEmpty, assignments.allSatisfy(\.isNil) else { continue }
            if let cleared = assignments.first(where: \.statement.isOwn) { return tokens[cleared.statement.range.lowerBound].line }
        }
        return nil
    }

    /// The line of `self.window.rootViewController = …;` (or `[self.window setRootViewController:…];`) in the own body
    /// of `scene:willConnectToSession:options:` (without scenes, `application:didFinishLaunchingWithOptions:`), before
    /// any statement holding a `return`, in a method that names no storyboard, instantiates nothing and reads no root.
    static func rootReplacedAtLaunch(in source: String, scenes: Bool) -> Int? {
        let tokens = SourceTokens(source).tokens
        for body in bodies(of: scenes ? "willConnectToSession" : "didFinishLaunchingWithOptions", in: tokens) where !readsAStoryboard(tokens[body]) {
            for statement in statements(in: tokens, body) {
                if tokens[statement.range].contains(where: { $0.text == "return" }) { break }
                guard statement.isOwn, setsRoot(tokens, statement.range) else { continue }
                return tokens[statement.range.lowerBound].line
            }
        }
        return nil
    }

    /// A statement of a method's body: its tokens up to its `;` or its closing `}`, and whether it is the body's own.
    private struct Statement {
        var range: Range<Int>
        var isOwn: Bool
    }

    /// The token ranges inside the braces of each method the selector part names.
    private static func bodies(of selectorPart: String, in tokens: [SourceTokens.Token]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        // Matched once a method is found: most files name none.
        var braces: [Int: Int]?
        var index = 0
        // The first `;`, `]` or `{` at or after the last search's start: a selector part written again before it
        // ends at the same one (a file of 20,000 `willConnectToSession:` and no `;` was searched to its end 20,000 times).
        var stop = -1
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == selectorPart, tokens[index + 1].text == ":" else { continue }
            var cursor = index + 2
            if cursor <= stop {
                cursor = stop
            } else {
                while cursor < tokens.count, ![";", "]", "{"].contains(tokens[cursor].text) { cursor += 1 }
                stop = cursor
            }
            guard cursor < tokens.count, tokens[cursor].text == "{" else { continue }
            if braces == nil { braces = SourceTokens.matchingBraces(tokens) }
            // A body never closed runs to the end of the file.
            let end = braces?[cursor] ?? tokens.count
            found.append(cursor + 1..<end)
            index = end
        }
        return found
    }

    /// Every statement of a body, nested ones too: a statement at the body's first level that starts with a control
    /// keyword, and every statement inside braces, is not the body's own.
    private static func statements(in tokens: [SourceTokens.Token], _ body: Range<Int>) -> [Statement] {
        let control: Set = ["if", "else", "for", "while", "do", "switch", "case", "default"]
        var result: [Statement] = []
        var depth = 0
        var start = body.lowerBound
        // Whether the first-level statement being read began with a control keyword (its braces and its statements
        // are conditional until it ends).
        var conditional = false
        for index in body {
            let text = tokens[index].text
            if index == start, depth == 0 { conditional = control.contains(text) }
            switch text {
            case "{":
                depth += 1
                start = index + 1
            case "}":
                depth -= 1
                if depth == 0 { conditional = false }
                start = index + 1
            case ";":
                if start < index { result.append(Statement(range: start..<index + 1, isOwn: depth == 0 && !conditional)) }
                if depth == 0 { conditional = false }
                start = index + 1
            default: break
            }
        }
        return result
    }

    /// For `x.storyboard = value;` or `[x setStoryboard:value];`, whether the value is `nil`; nil for any other statement.
    private static func storyboardAssignment(_ statement: ArraySlice<SourceTokens.Token>) -> Bool? {
        let list = Array(statement)
        for (index, token) in list.enumerated() {
            if token.text == "storyboard", index > 0, list[index - 1].text == ".", index + 1 < list.count, list[index + 1].text == "=" {
                return [["nil", ";"], ["NULL", ";"]].contains(list[(index + 2)...].map(\.text))
            }
            if token.text == "setStoryboard", index + 1 < list.count, list[index + 1].text == ":" {
                return index + 3 < list.count && ["nil", "NULL"].contains(list[index + 2].text) && list[index + 3].text == "]"
            }
        }
        return nil
    }

    /// `….rootViewController = …;` or `[… setRootViewController:…];`.
    private static func setsRoot(_ tokens: [SourceTokens.Token], _ range: Range<Int>) -> Bool {
        let list = Array(tokens[range])
        return list.indices.contains { index in
            (list[index].text == "rootViewController" && index > 0 && list[index - 1].text == "." && index + 1 < list.count && list[index + 1].text == "=")
                || (list[index].text == "setRootViewController" && index + 1 < list.count && list[index + 1].text == ":")
        }
    }

    /// Whether a method may hand the storyboard's controller on: a word naming a storyboard or instantiating a
    /// controller, or `rootViewController` read (not assigned with `=`, not a selector part).
    private static func readsAStoryboard(_ tokens: ArraySlice<SourceTokens.Token>) -> Bool {
        let list = Array(tokens)
        return list.indices.contains { index in
            let text = list[index].text
            if text.contains("storyboard") || text.contains("Storyboard") || text.contains("instantiate") { return true }
            return text == "rootViewController" && !(index + 1 < list.count && ["=", ":"].contains(list[index + 1].text))
        }
    }
}
