import BarAuditCodeImport
import BarAuditModel

/// A tokenized Kotlin file with its brackets matched.
final class KotlinFile {
    let tokens: [KotlinToken]
    /// Index of an opening `(`, `[` or `{` → index of its closing bracket.
    let closing: [Int: Int]
    /// Index of a closing bracket → index of its opening one.
    let opening: [Int: Int]
    /// Index of a token → the innermost bracket still open before it (nil at the top level).
    let enclosing: [Int?]
    /// The first string, comment or bracket the file leaves open at its end: the reader may have
    /// taken the rest of the file for part of it.
    let unclosed: CodeProblem?
    /// `val NAME` / `var NAME` → the indexes of its `val` or `var`, in order.
    let valueDeclarations: [String: [Int]]
    /// The names the file gives a module's `R` class: `R`, and `import com.app.core.R as CoreR` (findroid).
    let resourceClassNames: Set<String>
    /// `package a.b.c`, or "" for the default package. Found once: each use read the whole file again (a
    /// project type alias is looked up per title, and 3,200 titles through one took 1.5 s).
    let packageName: String
    /// Every `import a.b.Name` and `import a.b.*` of the file.
    let imports: [String]
    /// `imports` as a set: whether the file imports a name is asked once per alias of that name.
    let importSet: Set<String>
    /// The names the file gives a nested class of an `R` it imports, and that class's kind:
    /// `import com.m3u.i18n.R.string` → `string` (then `string.title` is `R.string.title`), `… R.drawable as D` → `D`.
    let resourceKindNames: [String: String]
    /// The file's item wrappers, per set of item names, computed on first use: once per file, not once per bar.
    fileprivate var itemWrappers: [Set<String>: [String: ItemWrapper]] = [:]
    /// `fun NAME(` → the `(` of the first function of that name the file declares, found on first use: an icon
    /// composable was looked for through the whole file at each item's call (5,000 items, each drawing its icon with
    /// one, took 3 s).
    private(set) lazy var firstFunctionDeclarations: [String: Int] = {
        var declarations: [String: Int] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("fun") {
            guard let (name, open) = declaredFunction(at: index), declarations[name] == nil else { continue }
            declarations[name] = open
        }
        return declarations
    }()

    /// The body of a class, interface or object (its `{`) → the class's name ("" for an unnamed `companion object`)
    /// and the objects declared directly in it with their first supertype (`data object Overview :
    /// LumbridgeNavigationItem(…)` → `Overview` → `LumbridgeNavigationItem`), found in one pass. Kotlin sees a
    /// simple name in the classes around it before anything else, and a value declared there is a property, where one
    /// declared in a function's block is seen in that block only. Made with the file, not on first use: the project's
    /// declarations share their files between the threads that read bars.
    let classBodies: [Int: (name: String, objects: [String: String])]

    private static func classBodies(_ tokens: [KotlinToken], enclosing: [Int?], closing: [Int: Int]) -> [Int: (name: String, objects: [String: String])] {
        var bodies: [Int: (name: String, objects: [String: String])] = [:]
        var objects: [(body: Int, name: String, supertype: String)] = []
        for index in tokens.indices where tokens[index].kind == .identifier && ["class", "interface", "object"].contains(tokens[index].text) {
            // `X::class` and `Foo.class` name no declaration.
            if index > 0, tokens[index - 1].isSymbol("::") || tokens[index - 1].isSymbol(".") { continue }
            let named = index + 1 < tokens.count && tokens[index + 1].kind == .identifier
            guard named || tokens[index].text == "object" else { continue }
            let name = named ? tokens[index + 1].text : ""
            if tokens[index].text == "object", named, let body = enclosing[index], index + 3 < tokens.count, tokens[index + 2].isSymbol(":"),
               tokens[index + 3].kind == .identifier {
                objects.append((body, name, tokens[index + 3].text))
            }
            let header = index + (named ? 2 : 1)
            if let open = classBodyOpening(tokens, enclosing: enclosing, closing: closing, header: header, level: enclosing[index]) { bodies[open] = (name, [:]) }
        }
        for object in objects where bodies[object.body] != nil && bodies[object.body]?.objects[object.name] == nil {
            bodies[object.body]?.objects[object.name] = object.supertype
        }
        return bodies
    }

    /// The `{` that opens the body of the class whose header goes on at `header` (its parameters, supertypes and their
    /// arguments), at the bracket `level` of its keyword; nil where the header ends without one (`data class Tab(val
    /// title: Int)` and the next declaration).
    private static func classBodyOpening(_ tokens: [KotlinToken], enclosing: [Int?], closing: [Int: Int], header: Int, level: Int?) -> Int? {
        var index = header
        // A header's brackets are skipped whole, so its tokens at its own level are few.
        for _ in 0..<64 {
            guard index < tokens.count, enclosing[index] == level else { return nil }
            let token = tokens[index]
            if token.isSymbol("{") { return index }
            if token.isSymbol("}") || token.isSymbol("=") || token.isSymbol("@") || token.isSymbol(";") { return nil }
            if token.kind == .identifier, ["fun", "val", "var", "class", "object", "interface", "typealias", "init", "constructor"].contains(token.text) { return nil }
            if token.isSymbol("("), let close = closing[index] { index = close + 1 } else { index += 1 }
        }
        return nil
    }

    /// Whether the `val`/`var` at `index` declares a property (at the top level, in a class's or object's body, or a
    /// constructor's `val`), not a value of a function's or lambda's block.
    func declaresProperty(at index: Int) -> Bool {
        guard let opener = enclosing[index], tokens[opener].isSymbol("{") else { return true }
        return classBodies[opener] != nil
    }

    /// Whether the `val`/`var` declared at `declaration` is seen at `use`: a property, or a value of a block around it
    /// (within `scopeDepth` brackets).
    func sees(declarationAt declaration: Int, from use: Int) -> Bool {
        guard !declaresProperty(at: declaration), let block = enclosing[declaration] else { return true }
        var next = enclosing[use]
        for _ in 0..<Self.scopeDepth {
            guard let opener = next else { return false }
            if opener == block { return true }
            next = enclosing[opener]
        }
        return false
    }

    /// How many brackets around a name are searched for its scope: code nests a few dozen; a file of thousands of nested
    /// brackets, each element of a long list walking all of them, would be quadratic.
    static let scopeDepth = 256

    /// `composeResourcesPackages`: the packages the project's builds give Compose Multiplatform's `Res`
    /// (`packageOfResClass`), where the generated package's name does not say it.
    init(source: String, composeResourcesPackages: Set<String> = []) {
        var tokenizer = KotlinTokenizer(source)
        let tokens = tokenizer.all()
        self.tokens = tokens
        var closing: [Int: Int] = [:]
        var opening: [Int: Int] = [:]
        var enclosing = [Int?](repeating: nil, count: tokens.count)
        var valueDeclarations: [String: [Int]] = [:]
        var resourceClassNames: Set<String> = ["R"]
        var resourceKindNames: [String: String] = [:]
        var open: [(index: Int, kind: Int)] = []
        // Where in `open` the openers of each kind (`(`, `[`, `{`) are, so that a closer finds its opener without a search.
        var openOfKind: [[Int]] = [[], [], []]
        for (index, token) in tokens.enumerated() {
            enclosing[index] = open.last?.index
            if token.kind == .identifier, token.text == "val" || token.text == "var", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                valueDeclarations[tokens[index + 1].text, default: []].append(index)
            }
            if token.kind == .identifier, token.text == "as", index >= 2, index + 1 < tokens.count, tokens[index - 1].isIdentifier("R"),
               tokens[index - 2].isSymbol("."), tokens[index + 1].kind == .identifier,
               tokens[..<index].reversed().prefix(while: { $0.line == token.line }).contains(where: { $0.isIdentifier("import") }) {
                resourceClassNames.insert(tokens[index + 1].text)
            }
            if token.isIdentifier("import"), let kind = Self.importedResourceKind(tokens, after: index) {
                resourceKindNames[kind.name] = kind.kind
            }
            // Compose Multiplatform's generated `Res` (`import app.shared.generated.resources.Res`, or `.*`, or
            // the package a build names): `Res.string.x` names the string `x` of the module's `composeResources`,
            // as `R.string.x` does `res`'s.
            if token.isIdentifier("import"), Self.importsComposeResources(tokens, after: index, packages: composeResourcesPackages) {
                resourceClassNames.insert("Res")
            }
            guard token.kind == .symbol, let bracket = token.text.unicodeScalars.first, token.text.unicodeScalars.count == 1 else { continue }
            switch bracket {
            case "(", "[", "{":
                let kind = bracket == "(" ? 0 : bracket == "[" ? 1 : 2
                openOfKind[kind].append(open.count)
                open.append((index, kind))
            case ")", "]", "}":
                // An unbalanced closer closes the nearest matching opener; unmatched openers stay open.
                guard let at = openOfKind[bracket == ")" ? 0 : bracket == "]" ? 1 : 2].last else { continue }
                closing[open[at].index] = index
                opening[index] = open[at].index
                for removed in open[at...] { openOfKind[removed.kind].removeLast() }
                open.removeSubrange(at...)
            default: continue
            }
        }
        self.closing = closing
        self.opening = opening
        self.enclosing = enclosing
        classBodies = Self.classBodies(tokens, enclosing: enclosing, closing: closing)
        self.valueDeclarations = valueDeclarations
        // A file in the package a build names for `Res` uses it without an import.
        if !composeResourcesPackages.isEmpty, let directive = tokens.firstIndex(where: { $0.isIdentifier("package") }),
           composeResourcesPackages.contains(Self.dottedPath(tokens, after: directive).joined(separator: ".")) {
            resourceClassNames.insert("Res")
        }
        self.resourceClassNames = resourceClassNames
        self.resourceKindNames = resourceKindNames
        packageName = Self.directives("package", tokens, enclosing: enclosing).first ?? ""
        imports = Self.directives("import", tokens, enclosing: enclosing)
        importSet = Set(imports)
        let bracket = open.first.map { CodeProblem(position: tokens[$0.index].position, message: "a '\(tokens[$0.index].text)' that is never closed; tab bars in this file may be incomplete") }
        unclosed = [tokenizer.unclosed, bracket].compactMap { $0 }.min { $0.position < $1.position }
    }

    /// `import a.b.generated.resources.Res` or `import a.b.generated.resources.*` at `index` (no alias), or
    /// the same import from one of `packages` (`import fr.paug.androidmakers.ui.Res`).
    private static func importsComposeResources(_ tokens: [KotlinToken], after index: Int, packages: Set<String>) -> Bool {
        let path = dottedPath(tokens, after: index)
        guard !path.isEmpty, path.count >= 2, ["Res", "*"].contains(path[path.count - 1]) else { return false }
        if packages.contains(path.dropLast().joined(separator: ".")) { return true }
        return path.count >= 3 && path[path.count - 3] == "generated" && path[path.count - 2] == "resources"
    }

    /// The names of `a.b.C` or `a.b.*` after the directive at `index` (`import`, `package`), which must end
    /// its line; empty when something else follows on the line (an alias).
    private static func dottedPath(_ tokens: [KotlinToken], after index: Int) -> [String] {
        let line = tokens[index].line
        var path: [String] = []
        var at = index + 1
        while at < tokens.count, tokens[at].line == line, tokens[at].kind == .identifier || tokens[at].isSymbol(".") || tokens[at].isSymbol("*") {
            if !tokens[at].isSymbol(".") { path.append(tokens[at].text) }
            at += 1
        }
        return at >= tokens.count || tokens[at].line != line ? path : []
    }

    /// `import a.b.R.string` (or `… as S`) at `index`: the name the file uses and the resource kind it names.
    private static func importedResourceKind(_ tokens: [KotlinToken], after index: Int) -> (name: String, kind: String)? {
        let line = tokens[index].line
        var path: [String] = []
        var at = index + 1
        while at < tokens.count, tokens[at].line == line, tokens[at].kind == .identifier, tokens[at].text != "as" {
            path.append(tokens[at].text)
            guard at + 1 < tokens.count, tokens[at + 1].line == line, tokens[at + 1].isSymbol(".") else { at += 1; break }
            at += 2
        }
        guard path.count >= 2, path[path.count - 2] == "R", ["string", "plurals", "drawable", "mipmap"].contains(path[path.count - 1]) else { return nil }
        if at + 1 < tokens.count, tokens[at].line == line, tokens[at].isIdentifier("as"), tokens[at + 1].kind == .identifier {
            return (tokens[at + 1].text, path[path.count - 1])
        }
        return (path[path.count - 1], path[path.count - 1])
    }

    /// The dotted name after a top-level `keyword` (`package`, `import`) on its line, each occurrence:
    /// `a.b.Name`, `a.b.*` (an alias after `as` is left out).
    private static func directives(_ keyword: String, _ tokens: [KotlinToken], enclosing: [Int?]) -> [String] {
        var names: [String] = []
        for (index, token) in tokens.enumerated() where token.isIdentifier(keyword) && enclosing[index] == nil
            && (index == 0 || tokens[index - 1].line < token.line) {
            var name = ""
            var next = index + 1
            while next < tokens.count, tokens[next].line == token.line,
                  tokens[next].kind == .identifier && !tokens[next].isIdentifier("as") || tokens[next].isSymbol(".") || tokens[next].isSymbol("*") {
                name += tokens[next].text
                next += 1
            }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// `fun NAME(`, `fun Receiver.NAME(`, `fun <T> NAME(` at `index` (the `fun`): the name and its `(`.
    func declaredFunction(at index: Int) -> (String, Int)? {
        guard index < tokens.count, tokens[index].isIdentifier("fun") else { return nil }
        var next = index + 1
        if next < tokens.count, tokens[next].isSymbol("<") {
            guard let close = (next..<min(tokens.count, next + 32)).first(where: { tokens[$0].isSymbol(">") }) else { return nil }
            next = close + 1
        }
        // A receiver written `A.B.Name` or `RowScope.Name`: the last identifier before `(` is the name.
        var name: Int?
        while next < tokens.count, next < index + 24 {
            if tokens[next].kind == .identifier { name = next } else if !tokens[next].isSymbol(".") && !tokens[next].isSymbol("?") { break }
            next += 1
        }
        guard let name, next < tokens.count, tokens[next].isSymbol("("), name == next - 1 else { return nil }
        return (tokens[name].text, next)
    }

    /// The body of the function whose parameters open at `open` (the `{` after them, or after a return type
    /// `: Unit`; nil for an expression body) and its parameter names: in each top-level segment of the
    /// parameters, the identifier before its first top-level `:`.
    func functionBody(parametersAt open: Int) -> (body: Range<Int>, parameters: [String])? {
        guard let close = closing[open],
              let brace = (close + 1..<min(tokens.count, close + 6)).first(where: { tokens[$0].isSymbol("{") || tokens[$0].isSymbol("=") }),
              tokens[brace].isSymbol("{"), let end = closing[brace] else { return nil }
        return (brace + 1..<end, parameterNames(open + 1..<close))
    }

    /// `Label(…)`, the whole of `range`, a call of a composable this file declares whose body is one `Text(…)` (GOV.UK One
    /// Login's `private fun Label(text: Int) { Text(text = stringResource(id = text), maxLines = 1, …) }`): the call, that
    /// body (the label's text, line limit and style) and the parameter names. Nil for any other call.
    func textComposable(calledIn range: Range<Int>) -> (call: KotlinCall, body: Range<Int>, parameters: [String])? {
        guard let first = range.first, tokens[first].kind == .identifier, tokens[first].text.first?.isUppercase == true,
              !tokens[first].isIdentifier("Text"), let call = call(at: first), call.end + 1 == range.upperBound,
              let (body, parameters) = firstFunctionDeclarations[call.name].flatMap(functionBody(parametersAt:)), !body.contains(first),
              let text = body.first, tokens[text].isIdentifier("Text"), let shown = self.call(at: text), shown.end + 1 == body.upperBound else { return nil }
        return (call, body, parameters)
    }

    /// The parameter names of a function's parameters `range`: in each top-level segment, the identifier before its first
    /// top-level `:`.
    private func parameterNames(_ range: Range<Int>) -> [String] {
        split(range).compactMap { segment in
            guard let colon = firstTopLevel(in: segment.range, where: { $0.isSymbol(":") }), colon > segment.range.lowerBound,
                  tokens[colon - 1].kind == .identifier else { return nil }
            return tokens[colon - 1].text
        }
    }

    /// The list a function whose parameters open at `open` returns: `fun items(): List<Item> = listOf(…)`, or a block
    /// whose one `return` is its last statement, `{ val home = Home to trackHome; …; return listOf(home, …) }` (GOV.UK One
    /// Login's `createBottomNavItems(trackHome, …)`); nil for any other function, or a list naming a parameter as an element
    /// (known at run time, whatever a member of its name holds). Whatever the arguments, the list is the one written.
    func listReturned(byFunctionOpeningAt open: Int) -> KotlinValue? {
        guard let parametersEnd = closing[open] else { return nil }
        // The return type, if written, up to `=` or `{`.
        var next = parametersEnd + 1
        while next < tokens.count, next < parametersEnd + 40, !tokens[next].isSymbol("="), !tokens[next].isSymbol("{") {
            if let close = closing[next] { next = close }
            next += 1
        }
        guard next < tokens.count else { return nil }
        var start = next + 1
        var end: Int?
        if tokens[next].isSymbol("{") {
            guard let close = closing[next], start < close, let returned = onlyReturn(in: start..<close) else { return nil }
            start = returned + 1
            end = close
        }
        guard start < tokens.count, KotlinDeclarations.listFunctions.contains(tokens[start].text),
              let call = call(at: start), end.map({ call.end + 1 == $0 }) ?? valueEnds(at: call.end) else { return nil }
        let parameters = Set(parameterNames(open + 1..<parametersEnd))
        guard !call.arguments.contains(where: { $0.range.count == 1 && parameters.contains(tokens[$0.range.lowerBound].text) }) else { return nil }
        return KotlinValue(file: self, range: start..<call.end + 1)
    }

    /// The one `return` of a range, nil when it has none or several. Found among the file's `return`s in order: each
    /// function searching its whole body made a file of functions nested 500 deep quadratic.
    private func onlyReturn(in range: Range<Int>) -> Int? {
        var low = 0, high = returnPositions.count
        while low < high {
            let middle = (low + high) / 2
            if returnPositions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < returnPositions.count, range.contains(returnPositions[low]) else { return nil }
        return low + 1 < returnPositions.count && range.contains(returnPositions[low + 1]) ? nil : returnPositions[low]
    }

    /// The indexes of the file's `return` tokens, in order, found on first use.
    private lazy var returnPositions: [Int] = tokens.indices.filter { tokens[$0].isIdentifier("return") }

    func text(_ range: Range<Int>) -> String {
        var text = ""
        var previous: KotlinToken?
        for token in tokens[range.clamped(to: tokens.indices)] {
            if let previous, previous.kind == .identifier && token.kind == .identifier { text += " " }
            text += token.kind == .string ? "\"\(token.text)\"" : token.text
            previous = token
        }
        return text
    }

    /// The first token at bracket depth 0 of the range that satisfies the test.
    func firstTopLevel(in range: Range<Int>, where test: (KotlinToken) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if test(tokens[index]) { return index }
            index = (closing[index] ?? index) + 1
        }
        return nil
    }

    /// A call `name(…)`, `name { … }` or `name(…) { … }` starting at `index`.
    func call(at index: Int) -> KotlinCall? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var next = index + 1
        var arguments: [KotlinArgument] = []
        var end = index
        // Explicit type arguments: `listOf<MainNavKey>(…)` (F-Droid), `remember<Int> { … }`.
        if let close = typeArgumentsEnd(from: next) { next = close + 1 }
        if next < tokens.count, tokens[next].isSymbol("("), let close = closing[next] {
            arguments = split(next + 1..<close)
            end = close
            next = close + 1
        }
        var lambda: Range<Int>?
        if next < tokens.count, tokens[next].isSymbol("{"), let close = closing[next] {
            lambda = next + 1..<close
            end = close
        }
        guard end > index else { return nil }
        return KotlinCall(name: tokens[index].text, index: index, arguments: arguments, lambda: lambda, end: end)
    }

    /// The `>` closing type arguments `<A, B<C>?>` that start at `index`, when a call's brackets follow
    /// them (a comparison such as `count < max)` has other tokens before any `>`).
    private func typeArgumentsEnd(from index: Int) -> Int? {
        guard index < tokens.count, tokens[index].isSymbol("<") else { return nil }
        var depth = 0
        for position in index..<min(tokens.count, index + 32) {
            let token = tokens[position]
            if token.isSymbol("<") {
                depth += 1
            } else if token.isSymbol(">") {
                depth -= 1
                if depth == 0 {
                    guard position + 1 < tokens.count, tokens[position + 1].isSymbol("(") || tokens[position + 1].isSymbol("{") else { return nil }
                    return position
                }
            } else if !(token.kind == .identifier || token.isSymbol(".") || token.isSymbol(",") || token.isSymbol("?") || token.isSymbol("*")) {
                return nil
            }
        }
        return nil
    }

    /// Arguments split at top-level commas, with their `name =` labels.
    func split(_ range: Range<Int>) -> [KotlinArgument] {
        var arguments: [KotlinArgument] = []
        var start = range.lowerBound
        var index = range.lowerBound
        func finish(_ end: Int) {
            guard start < end else { return }
            if end - start >= 3, tokens[start].kind == .identifier, tokens[start + 1].isSymbol("=") {
                arguments.append(KotlinArgument(label: tokens[start].text, range: start + 2..<end))
            } else {
                arguments.append(KotlinArgument(label: nil, range: start..<end))
            }
        }
        while index < range.upperBound {
            if let close = closing[index] {
                index = close + 1
                continue
            }
            if tokens[index].isSymbol(",") {
                finish(index)
                start = index + 1
            }
            index += 1
        }
        finish(range.upperBound)
        return arguments
    }

    /// A lambda's parameter name (`{ item -> …}`), or `it`; and where its body starts.
    func lambdaParameter(_ lambda: Range<Int>) -> (String, Int) {
        var index = lambda.lowerBound
        var names: [String] = []
        while index < lambda.upperBound, index < lambda.lowerBound + 8 {
            let token = tokens[index]
            if token.isSymbol("->") { return (names.last ?? "it", index + 1) }
            if token.kind == .identifier { names.append(token.text) } else if !token.isSymbol(",") && !token.isSymbol("(") && !token.isSymbol(")") && !token.isSymbol(":") { break }
            index += 1
        }
        return ("it", lambda.lowerBound)
    }
}

struct KotlinCall {
    var name: String
    var index: Int
    var arguments: [KotlinArgument]
    var lambda: Range<Int>?
    var end: Int

    /// The arguments given to a function declared with `parameters`, each with the parameter it is for: labelled ones
    /// by their label, the others in order; an argument for no parameter is left out.
    func arguments(forParameters parameters: [String]) -> [(parameter: String, argument: KotlinArgument)] {
        var position = 0
        return arguments.compactMap { argument in
            let name: String
            if let label = argument.label {
                name = label
            } else {
                guard position < parameters.count else { return nil }
                name = parameters[position]
                position += 1
            }
            return parameters.contains(name) ? (name, argument) : nil
        }
    }

    func argument(_ label: String, position: Int? = nil) -> KotlinArgument? {
        arguments.first { $0.label == label } ?? position.flatMap { position in
            let positional = arguments.filter { $0.label == nil }
            return position < positional.count && arguments.prefix(position + 1).allSatisfy({ $0.label == nil }) ? positional[position] : nil
        }
    }
}

struct KotlinArgument {
    var label: String?
    var range: Range<Int>
}

/// A value a list element or enum entry gives a property: tokens of some file.
struct KotlinValue {
    var file: KotlinFile
    var range: Range<Int>
}

/// One element of a list of tabs: its name and its properties' values.
struct KotlinElement {
    var name: String
    var properties: [String: KotlinValue]
    /// The enum or sealed class it is a member of, whose constructor's defaults it holds where it passes nothing.
    var type: String?
}

/// Top-level declarations of one kind the project's Kotlin makes (item wrappers, `String` extensions), by name and then
/// package. A call of the name in a file sees those of its own package, and of each package it imports the name from or
/// imports whole (`import a.b.*`). Grouped by package, a call asks each package once, or each of its file's imports where
/// they are fewer: filtering every declaration at every call, 10,000 calls of a `capitalize()` their package declared
/// 10,000 times took 4 s, and 20,000 of each 13 s (quadratic).
struct KotlinTopLevelDeclarations<Value> {
    private var byName: [String: [String: [Value]]] = [:]

    mutating func add(_ value: Value, named name: String, package: String) {
        byName[name, default: [:]][package, default: []].append(value)
    }

    var names: [String] { Array(byName.keys) }

    /// The declarations of `name` that `file` sees.
    func visible(_ name: String, from file: KotlinFile) -> [Value] {
        guard let packages = byName[name] else { return [] }
        var seen: Set<String> = [file.packageName]
        if packages.count <= file.imports.count {
            for package in packages.keys where package != file.packageName
                && (file.importSet.contains(package + "." + name) || file.importSet.contains(package + ".*")) { seen.insert(package) }
        } else {
            for written in file.imports {
                if written.hasSuffix(".*") { seen.insert(String(written.dropLast(2))) }
                else if written.hasSuffix(name), written.dropLast(name.count).last == "." { seen.insert(String(written.dropLast(name.count + 1))) }
            }
        }
        return seen.flatMap { packages[$0] ?? [] }
    }
}

/// What the project's Kotlin declares that tab code refers to: constructor parameter names, enum
/// entries, sealed-class objects and lists built with `listOf(…)`.
struct KotlinDeclarations {
    var parameters: [String: [String]] = [:]
    /// Enum class → its entries; sealed class → its objects.
    private(set) var members: [String: [KotlinElement]] = [:]
    /// Type → member name → the first member of that name, and member name → the first member of that
    /// name of any type: a tab list of 20,000 objects looked each element up in all of them (quadratic).
    private var memberIndex: [String: [String: Int]] = [:]
    private var anyMember: [String: KotlinElement] = [:]

    /// `typealias NAME = a.b.R` or `= a.b.R.string` (`plurals`, `drawable`, `mipmap`) at `index`, on one line:
    /// the alias's name and "R" or the kind; nil for any other alias.
    private static func resourceAlias(declaredAt index: Int, in file: KotlinFile) -> (String, String)? {
        let tokens = file.tokens
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol("=") else { return nil }
        let line = tokens[index].line
        var path: [String] = []
        var at = index + 3
        while at < tokens.count, tokens[at].line == line, tokens[at].kind == .identifier {
            path.append(tokens[at].text)
            guard at + 2 < tokens.count, tokens[at + 1].isSymbol("."), tokens[at + 1].line == line else { at += 1; break }
            at += 2
        }
        guard at >= tokens.count || tokens[at].line != line, let last = path.last else { return nil }
        if last == "R" { return (tokens[index + 1].text, "R") }
        guard path.count >= 2, path[path.count - 2] == "R", ["string", "plurals", "drawable", "mipmap"].contains(last) else { return nil }
        return (tokens[index + 1].text, last)
    }

    /// The member `name` of `type`; of any type when `type` declares no members (or is not given).
    func member(_ name: String, of type: String?) -> KotlinElement? {
        if let type, let index = memberIndex[type] { return index[name].map { members[type]![$0] } }
        return anyMember[name]
    }

    /// The member `name` that `type` declares; nil where it declares none of that name.
    func declaredMember(_ name: String, of type: String) -> KotlinElement? {
        memberIndex[type]?[name].map { members[type]![$0] }
    }

    private mutating func setMembers(_ elements: [KotlinElement], of type: String) {
        members[type] = []
        memberIndex[type] = [:]
        for element in elements { addMember(element, to: type) }
    }

    private mutating func addMember(_ element: KotlinElement, to type: String) {
        var element = element
        if element.type == nil { element.type = type }
        let position = members[type, default: []].count
        members[type, default: []].append(element)
        if memberIndex[type, default: [:]][element.name] == nil { memberIndex[type, default: [:]][element.name] = position }
        if anyMember[element.name] == nil { anyMember[element.name] = element }
    }
    /// `val NAME = listOf(…)` → the file and the call's tokens.
    var lists: [String: (KotlinFile, Range<Int>)] = [:]
    /// `fun NAME() = listOf(…)` (or `{ return listOf(…) }`) → the list each function of that name returns.
    private(set) var functionLists: [String: [KotlinValue]] = [:]
    /// Calls that make a list of their arguments; `listOfNotNull` keeps them all where none is null (Bookbar's
    /// `companion object { val topDestinationRoutes get() = listOfNotNull(Home, Favorite, Settings) }`).
    static let listFunctions: Set<String> = ["listOf", "persistentListOf", "arrayOf", "mutableListOf", "listOfNotNull"]
    /// `fun NAME() = when (this) { … }` → member name (or `else`) → its branch.
    /// Functions of one name on several types (ProtonVPN's `MainTarget.labelRes()` and `ServerFeature.labelRes()`)
    /// keep a table each.
    var memberFunctions: [String: [[String: KotlinValue]]] = [:]
    /// `fun NAME(argument: T) = when (argument) { … }` → the branches of each function of that name: a list
    /// chosen at run time among lists the branches spell out (Jerboa's `NavTab.getEntries(userViewType)`).
    var choosingFunctions: [String: [[KotlinValue]]] = [:]

    /// Functions the project declares with the name of a Material item (`fun RowScope.NavigationBarItem(item:
    /// NavigatorItem, isSelected: Boolean, …)`, Book's Story): name → the package and parameter names of each.
    var itemFunctions: [String: [(package: String, parameters: [String])]] = [:]
    /// Item wrappers the project declares at the top level of its files: composables whose body draws a
    /// Material item and no bar (`fun RowScope.NavBarItem(item: BottomNavItem, …) { NavigationBarItem(…) }`,
    /// Leafy's), name → each declaration with its package and file, for a bar of another file that calls them.
    fileprivate private(set) var itemWrappers = KotlinTopLevelDeclarations<(file: KotlinFile, wrapper: ItemWrapper)>()
    /// Classes the project declares with the name of a Material item (`private data class
    /// BottomNavigationItem(val label: String, …)`, Mifos X's signature screen): name → their packages.
    var itemTypes: [String: [String]] = [:]
    /// Constructor parameters' default values: type → parameter → the value written after `=`
    /// (`val hidden: Boolean = false`), what an element that does not pass it holds.
    private(set) var defaults: [String: [String: KotlinValue]] = [:]
    /// Arguments passed by name outside previews: function → parameter → each value, among them lists of declared
    /// elements (`NCPBottomNavigation(allScreens = NCPScreen.entries.filter { !it.hidden }, …)`, Nextcloud Passwords).
    private(set) var listArguments: [String: [String: [KotlinValue]]] = [:]

    /// The one list the project passes to `function`'s `parameter`, written out at every call alike; nil
    /// where it is called with different lists, or never with one the project declares.
    func listArgument(of function: String, parameter: String) -> KotlinValue? {
        guard let values = listArguments[function]?[parameter], let first = values.first,
              values.dropFirst().allSatisfy({ $0.file.text($0.range) == first.file.text(first.range) }) else { return nil }
        return first
    }

    /// The item wrapper named `name` of another file that a call in `file` reaches: the one declaration of that
    /// name in `file`'s package or imported by name (or by its package's `*`); nil where there is none, or more
    /// than one, which the call's arguments would have to choose between.
    fileprivate func itemWrapper(_ name: String, calledFrom file: KotlinFile) -> (file: KotlinFile, wrapper: ItemWrapper)? {
        let visible = itemWrappers.visible(name, from: file)
        guard visible.count == 1, let only = visible.first else { return nil }
        return (only.file, only.wrapper)
    }

    /// The names of the project's item wrappers.
    var itemWrapperNames: [String] { itemWrappers.names }

    /// Composables declared at the top level of the project's files with parameters and a bar in their body
    /// (`fun SlimeBottomBar(items: List<BottomNavigationItems>, …) { NavigationBar { items.forEach { … } } }`): a file
    /// calling one may pass the list it draws.
    private(set) var barFunctionNames: Set<String> = []

    /// Extensions `fun String.NAME() = …` (or `{ return … }`) the project declares at the top level of its files: name →
    /// each one's package and the value it returns (Leafy's `fun String.capitalize() = replaceFirstChar { if
    /// (it.isLowerCase()) it.titlecase() else it.toString() }`), which a call of that name in a file that sees it is.
    private var stringExtensions = KotlinTopLevelDeclarations<KotlinValue>()

    /// Kotlin's changes of case, written after a string's `.` as tokens without spaces (a lambda's parameter named `it`):
    /// what each does. `capitalize()` and the `to…Case()` forms follow the phone's language; `uppercase()`,
    /// `lowercase()` and `Char.titlecase()` Unicode's rules for none.
    private static let caseMappings: [String: CaseMapping] = [
        "uppercase()": .upper, "uppercase(Locale.ROOT)": .upper, "toUpperCase(Locale.ROOT)": .upper,
        "uppercase(Locale.getDefault())": .upperInLocale, "toUpperCase()": .upperInLocale, "toUpperCase(Locale.getDefault())": .upperInLocale,
        "lowercase()": .lower, "lowercase(Locale.ROOT)": .lower, "toLowerCase(Locale.ROOT)": .lower,
        "lowercase(Locale.getDefault())": .lowerInLocale, "toLowerCase()": .lowerInLocale, "toLowerCase(Locale.getDefault())": .lowerInLocale,
        "capitalize()": .firstTitleInLocale, "capitalize(Locale.getDefault())": .firstTitleInLocale, "capitalize(Locale.ROOT)": .firstTitle,
        "replaceFirstChar{it.uppercase()}": .firstUpper, "replaceFirstChar{it.uppercaseChar()}": .firstUpper,
        "replaceFirstChar{it.uppercase(Locale.getDefault())}": .firstUpperInLocale,
        "replaceFirstChar{it.titlecase()}": .firstTitle, "replaceFirstChar{it.titlecaseChar()}": .firstTitle,
        "replaceFirstChar{if(it.isLowerCase())it.titlecase()elseit.toString()}": .firstTitle,
        "replaceFirstChar{it.titlecase(Locale.getDefault())}": .firstTitleInLocale,
        "replaceFirstChar{if(it.isLowerCase())it.titlecase(Locale.getDefault())elseit.toString()}": .firstTitleInLocale,
    ]

    /// The change of case that `suffix`, what follows a string resource's call (`.capitalize()`), makes: the project's
    /// own extension of that name where `file` sees exactly one (its package's, or imported by name or `*`: Kotlin
    /// prefers it to the standard library's), else Kotlin's. Nil for any other call, or an extension whose body is
    /// not one of Kotlin's changes of case.
    func caseMapping(applying suffix: Range<Int>, in file: KotlinFile) -> CaseMapping? {
        let tokens = file.tokens
        guard suffix.count >= 4, tokens[suffix.lowerBound].isSymbol("."), tokens[suffix.lowerBound + 1].kind == .identifier,
              let call = file.call(at: suffix.lowerBound + 1), call.end + 1 == suffix.upperBound else { return nil }
        let name = call.name
        let visible = stringExtensions.visible(name, from: file)
        if call.arguments.isEmpty, call.lambda == nil, !visible.isEmpty {
            guard visible.count == 1, let body = visible.first else { return nil }
            return Self.caseMappings[Self.written(body.range, in: body.file)]
        }
        return Self.caseMappings[Self.written(suffix.lowerBound + 1..<suffix.upperBound, in: file)]
    }

    /// The tokens of `range` without spaces, a leading `this.` left out and a lambda's one named parameter
    /// (`replaceFirstChar { c -> c.uppercase() }`) written `it`.
    private static func written(_ range: Range<Int>, in file: KotlinFile) -> String {
        let tokens = file.tokens
        var range = range
        if range.count > 2, tokens[range.lowerBound].isIdentifier("this"), tokens[range.lowerBound + 1].isSymbol(".") { range = range.lowerBound + 2..<range.upperBound }
        var parameter: String?
        var skipped: Range<Int> = 0..<0
        if let open = range.first(where: { tokens[$0].isSymbol("{") }), open + 2 < range.upperBound, tokens[open + 1].kind == .identifier, tokens[open + 2].isSymbol("->") {
            parameter = tokens[open + 1].text
            skipped = open + 1..<open + 3
        }
        var text = ""
        for index in range where !skipped.contains(index) {
            text += tokens[index].kind == .identifier && tokens[index].text == parameter ? "it" : tokens[index].text
        }
        return text
    }

    /// The project's type aliases of a module's `R` or of one of its nested classes, by the alias's name: the
    /// package declaring it and what it names, "R" or the kind (`typealias StringResource =
    /// com.chesire.nekome.core.resources.R.string`, Nekome; `typealias Resources = ….R`).
    private var resourceAliases: [String: [(package: String, names: String)]] = [:]
    /// The qualified names (`package.Name`) of the aliases in `resourceAliases`.
    private var resourceAliasNames: Set<String> = []

    /// What the alias `name` names where `file` uses it: the alias of `file`'s own package, or of a package it
    /// imports the alias from (`import a.b.StringResource`, `import a.b.*`); nil where it sees none.
    func resourceAlias(_ name: String, usedIn file: KotlinFile) -> String? {
        guard let declared = resourceAliases[name] else { return nil }
        let package = file.packageName
        let imports = file.importSet
        return declared.first { $0.package == package || imports.contains($0.package + "." + name) || imports.contains($0.package + ".*") }?.names
    }

    static let markers: [[UInt8]] = ["enum class", "object ", "listOf(", "listOf<", "data class", "class ", "when (this)",
                                     "NavigationBarItem(", "BottomNavigationItem(", ".entries", "typealias ",
                                     // A file passing a tab list on declares the parameter it passes (`screens: List<Screen>`).
                                     "List<", "Map<", "mapOf(", "arrayOf(", "listOfNotNull(",
                                     // A change of case a title's resource goes through (`fun String.capitalize() = …`, Leafy's).
                                     "fun String."].map { Array($0.utf8) }

    mutating func add(_ file: KotlinFile) {
        let tokens = file.tokens
        let package = file.packageName
        for index in tokens.indices where tokens[index].isIdentifier("typealias") && file.enclosing[index] == nil {
            // The first alias of a name in a package is the one its users see (Kotlin refuses a second): 10,000
            // repeats of one are not each tried per title.
            if let (name, names) = Self.resourceAlias(declaredAt: index, in: file), resourceAliasNames.insert(package + "." + name).inserted {
                resourceAliases[name, default: []].append((package, names))
            }
        }
        // Tokens inside previews, and the calls whose arguments were read: marked and kept once, not searched
        // per argument (a file of many previews, or calls of many such arguments, stays linear).
        var inPreview: [Bool]?
        var calls: [Int: (name: String, labelled: [Int: Int])] = [:]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // A call's labelled argument: `allScreens = NCPScreen.entries…`, a list of declared elements passed by name;
            // so may be `items = navigationBarItems` (a list or map of the caller's file, Aflami), `screens = screens` (a
            // parameter passed on, BandoriStation's two scaffolds), `screens = Screen.bottomScreenList` and `bottomNavItems =
            // remember { BottomNavItem.entries.toList() }` (Leafy). Every one is kept, so that a parameter passed different
            // values (a list here, a computed one there) is known to be.
            if token.kind == .identifier, index + 2 < tokens.count, tokens[index + 1].isSymbol("="),
               let opener = file.enclosing[index], tokens[opener].isSymbol("("), opener > 0, tokens[opener - 1].kind == .identifier {
                if inPreview == nil { inPreview = ComposeReader.previewMask(file) }
                if calls[opener] == nil, let call = file.call(at: opener - 1) {
                    // Where each labelled argument's value starts → its end.
                    var labelled: [Int: Int] = [:]
                    for argument in call.arguments where argument.label != nil { labelled[argument.range.lowerBound] = argument.range.upperBound }
                    calls[opener] = (call.name, labelled)
                }
                if inPreview?[index] == false, let (name, labelled) = calls[opener], let end = labelled[index + 2] {
                    listArguments[name, default: [:]][token.text, default: []].append(KotlinValue(file: file, range: index + 2..<end))
                }
            }
            if token.isIdentifier("fun"), file.enclosing[index] == nil, let (name, open) = file.declaredFunction(at: index), name.first?.isUppercase == true,
               let (body, parameters) = file.functionBody(parametersAt: open), !parameters.isEmpty,
               body.contains(where: { tokens[$0].kind == .identifier && ComposeReader.barNames.contains(tokens[$0].text) }) {
                barFunctionNames.insert(name)
            }
            if token.isIdentifier("fun"), file.enclosing[index] == nil, index + 3 < tokens.count, tokens[index + 1].isIdentifier("String"), tokens[index + 2].isSymbol("."),
               let (name, open) = file.declaredFunction(at: index), open == index + 4, let value = Self.returnedValue(parametersAt: open, in: file) {
                stringExtensions.add(value, named: name, package: package)
            }
            if token.isIdentifier("fun"), let (name, open) = file.declaredFunction(at: index), let list = file.listReturned(byFunctionOpeningAt: open) {
                functionLists[name, default: []].append(list)
            }
            if token.isIdentifier("fun"), let (name, open) = file.declaredFunction(at: index), ComposeReader.itemNames.contains(name),
               let close = file.closing[open] {
                itemFunctions[name, default: []].append((package, file.split(open + 1..<close).compactMap { parameterName(file, $0.range) }))
            }
            if token.isIdentifier("fun"), file.enclosing[index] == nil, let (name, open) = file.declaredFunction(at: index),
               name.first?.isUppercase == true, !ComposeReader.itemNames.contains(name), let (body, parameters) = file.functionBody(parametersAt: open),
               body.contains(where: { tokens[$0].kind == .identifier && ComposeReader.itemNames.contains(tokens[$0].text) && !ComposeReader.isDeclaredName(at: $0, in: file) }),
               !body.contains(where: { tokens[$0].kind == .identifier && ComposeReader.barNames.contains(tokens[$0].text) }) {
                itemWrappers.add((file, ItemWrapper(parameters: parameters, body: body, isExtension: open >= 2 && tokens[open - 2].isSymbol("."))), named: name, package: package)
            }
            if token.isIdentifier("class"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                let name = tokens[index + 1].text
                if ComposeReader.itemNames.contains(name) { itemTypes[name, default: []].append(package) }
                let isEnum = index > 0 && tokens[index - 1].isIdentifier("enum")
                var next = index + 2
                if next < tokens.count, tokens[next].isSymbol("("), let close = file.closing[next] {
                    let segments = file.split(next + 1..<close)
                    parameters[name] = segments.compactMap { parameterName(file, $0.range) }
                    for segment in segments {
                        guard let parameter = parameterName(file, segment.range),
                              let equals = file.firstTopLevel(in: segment.range, where: { $0.isSymbol("=") }), equals + 1 < segment.range.upperBound else { continue }
                        defaults[name, default: [:]][parameter] = KotlinValue(file: file, range: equals + 1..<segment.range.upperBound)
                    }
                    next = close + 1
                }
                if isEnum, let open = (next..<min(tokens.count, next + 40)).first(where: { tokens[$0].isSymbol("{") }), let close = file.closing[open] {
                    setMembers(enumEntries(file, open + 1..<close, type: name), of: name)
                }
            } else if token.isIdentifier("object"), index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol(":"),
                      tokens[index + 3].kind == .identifier {
                // `object More : Extra("more", R.string.more)`, and `data object Discover : NavigationKey, MainNavKey {
                // override val label: Int = R.string.menu_discover }` (F-Droid): the constructor's arguments and the
                // body's values are its properties, and it is a member of each supertype.
                var supertypes: [String] = []
                var values: [String: KotlinValue] = [:]
                var next = index + 3
                while next < tokens.count, tokens[next].kind == .identifier, supertypes.count < 16 {
                    let supertype = tokens[next].text
                    supertypes.append(supertype)
                    next += 1
                    if next < tokens.count, tokens[next].isSymbol("("), let close = file.closing[next] {
                        if values.isEmpty { values = properties(file, file.split(next + 1..<close), type: supertype) }
                        next = close + 1
                    }
                    guard next + 1 < tokens.count, tokens[next].isSymbol(",") else { break }
                    next += 1
                }
                if next < tokens.count, tokens[next].isSymbol("{"), let close = file.closing[next] {
                    values.merge(bodyValues(file, next + 1..<close)) { _, body in body }
                }
                for supertype in supertypes { addMember(KotlinElement(name: tokens[index + 1].text, properties: values), to: supertype) }
            } else if token.isIdentifier("val"), index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol("="),
                      let call = file.call(at: index + 3), parameters[call.name] != nil || call.name.first?.isUppercase == true,
                      !Self.listFunctions.contains(call.name),
                      call.arguments.contains(where: { $0.label != nil }) {
                // `val Starred = Filter(index = 0, …)` in a companion object: a named value of its type.
                let element = KotlinElement(name: tokens[index + 1].text, properties: properties(file, call.arguments, type: call.name))
                addMember(element, to: call.name)
            } else if token.isIdentifier("fun"), index + 5 < tokens.count, tokens[index + 1].kind == .identifier,
                      case let name = tokens[index + 2].isSymbol(".") && tokens[index + 3].kind == .identifier ? index + 3 : index + 1,
                      name + 4 < tokens.count, tokens[name + 1].isSymbol("("), tokens[name + 2].isSymbol(")"),
                      let opening = (name + 3..<min(tokens.count, name + 7)).first(where: { tokens[$0].isSymbol("=") || tokens[$0].isSymbol("{") }),
                      case let whenIndex = tokens[opening].isSymbol("{") ? opening + 2 : opening + 1,
                      tokens[opening].isSymbol("=") || opening + 1 < tokens.count && tokens[opening + 1].isIdentifier("return"),
                      whenIndex + 1 < tokens.count, tokens[whenIndex].isIdentifier("when"), tokens[whenIndex + 1].isSymbol("("),
                      let close = file.closing[whenIndex + 1], file.text(whenIndex + 2..<close) == "this",
                      close + 1 < tokens.count, tokens[close + 1].isSymbol("{"), let end = file.closing[close + 1] {
                // `fun toName(): String = when (this) { Unread -> …; else -> … }`: a value per member; an
                // extension `fun Target.labelRes(): Int = when (this) { … }` (ProtonVPN) too, and a block body
                // that returns the `when` (Grit's `fun AppSections.toStringRes(): StringResource { return when (this) { … } }`).
                memberFunctions[tokens[name].text, default: []].append(whenBranches(file, close + 2..<end))
            } else if token.isIdentifier("fun"), index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol("("),
                      let parametersEnd = file.closing[index + 2], parametersEnd > index + 3,
                      let equals = (parametersEnd + 1..<min(tokens.count, parametersEnd + 12)).first(where: { tokens[$0].isSymbol("=") || tokens[$0].isSymbol("{") }),
                      tokens[equals].isSymbol("="), equals + 2 < tokens.count, tokens[equals + 1].isIdentifier("when"), tokens[equals + 2].isSymbol("("),
                      let subjectEnd = file.closing[equals + 2], subjectEnd + 1 < tokens.count, tokens[subjectEnd + 1].isSymbol("{"),
                      let end = file.closing[subjectEnd + 1] {
                // `fun getEntries(userViewType: UserViewType) = when (userViewType) { Normal -> NavTab.entries.filter { … } … }`
                choosingFunctions[tokens[index + 1].text, default: []].append(whenBranches(file, subjectEnd + 2..<end).values.sorted { $0.range.lowerBound < $1.range.lowerBound })
            } else if token.isIdentifier("val") || token.isIdentifier("var"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      let start = Self.declaredValueStart(afterNameAt: index + 1, in: file),
                      Self.listFunctions.contains(tokens[start].text) || tokens[start].text == "mapOf",
                      let call = file.call(at: start), call.end > call.index + 1, file.valueEnds(at: call.end), file.declaresProperty(at: index) {
                // A property only: a value of a function's block (a preview's sample tabs, reminder-kotlin's
                // `val destinations = listOf(…)` in `AppNavigationScaffoldNoSelectionPreview`) is seen in that block alone.
                lists[tokens[index + 1].text] = (file, call.index..<call.end + 1)
            }
            index += 1
        }
    }

    /// The one call a function without parameters, whose parameters open at `open`, returns: `fun String.x() =
    /// replaceFirstChar { … }` or `{ return uppercase() }` (`this.` before it too).
    private static func returnedValue(parametersAt open: Int, in file: KotlinFile) -> KotlinValue? {
        let tokens = file.tokens
        guard open + 2 < tokens.count, tokens[open + 1].isSymbol(")") else { return nil }
        var start = open + 2
        // A return type, `: String`.
        if tokens[start].isSymbol(":"), start + 2 < tokens.count { start += 2 }
        var end: Int?
        if tokens[start].isSymbol("="), start + 1 < tokens.count {
            start += 1
        } else if tokens[start].isSymbol("{"), let close = file.closing[start], start + 2 < close, tokens[start + 1].isIdentifier("return") {
            end = close
            start += 2
        } else {
            return nil
        }
        var callStart = start
        if callStart + 2 < tokens.count, tokens[callStart].isIdentifier("this"), tokens[callStart + 1].isSymbol(".") { callStart += 2 }
        guard let call = file.call(at: callStart), end == nil || call.end + 1 == end else { return nil }
        return KotlinValue(file: file, range: start..<call.end + 1)
    }

    /// The first token of the value `val NAME = VALUE` declares, or `val NAME by lazy { VALUE }` (BandoriStation's
    /// `val bottomScreenList by lazy { listOf(Home, Chat, Account) }`), the name at `name`.
    private static func declaredValueStart(afterNameAt name: Int, in file: KotlinFile) -> Int? {
        let tokens = file.tokens
        if name + 4 < tokens.count, tokens[name + 1].isIdentifier("by"), tokens[name + 2].isIdentifier("lazy"), tokens[name + 3].isSymbol("{") {
            return name + 4
        }
        guard let equals = (name + 1..<min(tokens.count, name + 11)).first(where: { tokens[$0].isSymbol("=") }), equals + 1 < tokens.count else { return nil }
        return equals + 1
    }

    /// `A -> expr`, `B, C -> expr`, `else -> expr` (subjects written `X.A` too), each branch up to the next.
    func whenBranches(_ file: KotlinFile, _ body: Range<Int>) -> [String: KotlinValue] {
        var branches: [String: KotlinValue] = [:]
        var arrows: [(subjects: [String], start: Int)] = []
        var index = body.lowerBound
        var subjectStart = body.lowerBound
        while index < body.upperBound {
            if let close = file.closing[index] { index = close + 1; continue }
            if file.tokens[index].isSymbol("->") {
                // Subjects follow the previous arrow (branches on one line too, which keeps this linear).
                let subjects = file.split(max(subjectStart, arrows.last?.start ?? subjectStart)..<index).compactMap { $0.range.last.map { file.tokens[$0].text } }
                arrows.append((subjects, index + 1))
            }
            index += 1
            // A branch ends where the next subject starts: on a new line after a complete expression.
            if index < body.upperBound, let last = arrows.last, index > last.start, file.tokens[index].line > file.tokens[index - 1].line {
                subjectStart = index
            }
        }
        for (position, arrow) in arrows.enumerated() {
            var end = position + 1 < arrows.count ? arrows[position + 1].start - 1 : body.upperBound
            // Back up over the next branch's subjects, which start its line.
            while end > arrow.start, position + 1 < arrows.count, file.tokens[end - 1].line == file.tokens[arrows[position + 1].start - 1].line { end -= 1 }
            for subject in arrow.subjects { branches[subject] = KotlinValue(file: file, range: arrow.start..<end) }
        }
        return branches
    }

    /// `val NAME = …`, `override val NAME: Type = …` and `val NAME get() = …` directly in a class or object
    /// body: each value's tokens (one call, else the rest of its line).
    private func bodyValues(_ file: KotlinFile, _ body: Range<Int>) -> [String: KotlinValue] {
        let tokens = file.tokens
        var values: [String: KotlinValue] = [:]
        var index = body.lowerBound
        while index < body.upperBound {
            if let close = file.closing[index] { index = close + 1; continue }
            guard tokens[index].isIdentifier("val"), index + 2 < body.upperBound, tokens[index + 1].kind == .identifier else { index += 1; continue }
            let line = tokens[index].line
            guard let equals = (index + 2..<min(body.upperBound, index + 10)).first(where: { tokens[$0].isSymbol("=") || tokens[$0].isSymbol("{") }),
                  tokens[equals].isSymbol("="), equals + 1 < body.upperBound, tokens[equals].line == line else { index += 1; continue }
            var end = equals + 1
            if let call = file.call(at: equals + 1), call.end < body.upperBound {
                end = call.end + 1
            } else {
                while end < body.upperBound, tokens[end].line == tokens[equals + 1].line {
                    end = (file.closing[end] ?? end) + 1
                }
            }
            values[tokens[index + 1].text] = KotlinValue(file: file, range: equals + 1..<min(end, body.upperBound))
            index = end
        }
        return values
    }

    /// `@StringRes val title: Int` → `title`. An annotation's use-site target is not the name: `@param:StringRes
    /// val title: Int` (VPN Hotspot's and Nextcloud Passwords' enums; Kotlin 2 asks for the target) names `title`.
    private func parameterName(_ file: KotlinFile, _ range: Range<Int>) -> String? {
        let tokens = file.tokens
        guard let colon = range.first(where: { tokens[$0].isSymbol(":") && !($0 - 2 >= range.lowerBound && tokens[$0 - 2].isSymbol("@")) }),
              colon > range.lowerBound else { return nil }
        return tokens[colon - 1].kind == .identifier ? tokens[colon - 1].text : nil
    }

    /// `HOME(R.string.home, Icons.Filled.Home), SEARCH(…);` → entries.
    private func enumEntries(_ file: KotlinFile, _ body: Range<Int>, type: String) -> [KotlinElement] {
        var entries: [KotlinElement] = []
        var index = body.lowerBound
        while index < body.upperBound {
            let token = file.tokens[index]
            if token.isSymbol(";") || token.isIdentifier("fun") || token.isIdentifier("val") || token.isIdentifier("companion") { break }
            if token.kind == .identifier {
                let call = file.call(at: index)
                entries.append(KotlinElement(name: token.text, properties: call.map { properties(file, $0.arguments, type: type) } ?? [:]))
                index = (call?.end ?? index) + 1
                continue
            }
            if token.isSymbol("@"), index + 1 < body.upperBound { index += 2; continue }
            index += 1
        }
        return entries
    }

    /// Arguments to a constructor of `type`, by the parameter names they bind.
    func properties(_ file: KotlinFile, _ arguments: [KotlinArgument], type: String) -> [String: KotlinValue] {
        var result: [String: KotlinValue] = [:]
        let names = parameters[type] ?? []
        for (position, argument) in arguments.enumerated() {
            guard let name = argument.label ?? (position < names.count ? names[position] : nil) else { continue }
            result[name] = KotlinValue(file: file, range: argument.range)
        }
        return result
    }
}

/// Reads the bottom navigation bars a Kotlin file builds with Jetpack Compose: Material 3
/// `NavigationBar { NavigationBarItem(…) }`, Material 2 `BottomNavigation { BottomNavigationItem(…) }`
/// and items placed in a `BottomAppBar`, also from a list or enum walked with `forEach` one level deep;
/// and the `item(…)`s of a `NavigationSuiteScaffold(navigationSuiteItems = { … })` (or an app's wrapper
/// taking that argument), which shows them as a `NavigationBar` on a compact window.
/// `@Preview` functions are not read.
enum ComposeReader {
    static let barNames: Set<String> = ["NavigationBar", "BottomNavigation", "BottomAppBar"]
    static let itemNames: Set<String> = ["NavigationBarItem", "BottomNavigationItem"]
    /// `NavigationSuiteScope.item(selected, onClick, icon, modifier, enabled, label, alwaysShowLabel, …)`
    /// takes NavigationBarItem's arguments in NavigationBarItem's order, and its label is one.
    static let suiteItemNames: Set<String> = ["item"]
    static let suiteItemsArgument = "navigationSuiteItems"
    /// `NavigationSuite(layoutType = …) { item(…) }` (material3-adaptive-navigation-suite): the suite's bar
    /// without the scaffold, whose content lambda is a `NavigationSuiteScope` as `navigationSuiteItems` is
    /// (Readrops draws a `NavigationRail` itself in wide windows and `NavigationSuite` otherwise).
    static let suiteName = "NavigationSuite"
    private static let shortBarName = "ShortNavigationBar"
    private static let shortBarPackage = "androidx.compose.material3"
    private static let markers: [[UInt8]] = ["NavigationBarItem", "BottomNavigationItem", suiteItemsArgument, suiteName + "("].map { Array($0.utf8) }

    /// A Material bar holding items of the app's own named like Material's (`TabNavigationItem(…)`, declared in
    /// another file): read, so that `itemOfAnotherFile` says why its tabs are not audited (Raccoon for Lemmy's
    /// `NavigationBar { TabNavigationItem(tab = HomeTab, …) … }` was not read at all, and said nothing).
    private static let appItemMarker = Array("NavigationItem(".utf8)
    private static let containerMarkers: [[UInt8]] = ["NavigationBar(", "NavigationBar {", "BottomNavigation(", "BottomNavigation {"].map { Array($0.utf8) }

    static func mentionsNavigationBar(_ bytes: [UInt8]) -> Bool {
        markers.contains { bytes.contains(subsequence: $0) }
            || callsPrefixedItem(bytes) && containerMarkers.contains { bytes.contains(subsequence: $0) }
    }

    /// Whether `bytes` hold a Material bar (`NavigationBar {`, `BottomNavigation(`) and call an item wrapper the
    /// project declares (`NavBarItem(`): a file whose items are all drawn by a wrapper of another file names no
    /// item itself (Leafy's `NavigationBar.kt`, BandoriStation's `AppNavBar.kt` were never read, and said nothing).
    static func callsItemWrapper(_ bytes: [UInt8], path: String, cache: ProjectCache) -> Bool {
        guard containerMarkers.contains(where: { bytes.contains(subsequence: $0) }) else { return false }
        let names = CodeProject.containing(path, cache: cache).kotlinDeclarations.itemWrapperNames
        return names.contains { bytes.contains(subsequence: Array(($0 + "(").utf8)) }
    }

    /// Whether `bytes` call a composable named `…NavigationItem` with a capitalised prefix (`TabNavigationItem(`):
    /// not a bare `NavigationItem(` (Compose Lobsters' destination class, Hedvig's private item of its own
    /// `NavigationBar`) nor a function (`selectNavigationItem(`), which draw no Material bar to say anything of.
    private static func callsPrefixedItem(_ bytes: [UInt8]) -> Bool {
        var from = 0
        while let found = bytes.firstOffset(of: appItemMarker, from: from) {
            var start = found
            while start > 0, bytes[start - 1].isASCIIWordByte { start -= 1 }
            if start < found, bytes[start] >= 0x41, bytes[start] <= 0x5A { return true }
            from = found + 1
        }
        return false
    }

    struct Result {
        var bars: [CodeTabBar] = []
        var problems: [CodeProblem] = []
        /// How Material lays out the bars at these positions, where the bar is Material's own (`materialItemLayout`).
        var layouts: [CodePosition: MaterialItemLayout] = [:]
    }

    /// The layout of Material's own `NavigationBar` holding only Material 3 `NavigationBarItem`s, or of
    /// Material 2's `BottomNavigation` holding only `BottomNavigationItem`s: the container imported from
    /// Material's package (by name, or by a star import the file does not override), not declared by the
    /// file, and items of the same library written in the bar's body. Other containers (`BottomAppBar`, an
    /// app's own bar), and items of the other library or of the app's own, keep the estimate.
    ///
    /// A container written with Material's package (`androidx.compose.material3.NavigationBar {`, Leafy's, beside a
    /// function of its own of that name) is Material's whatever the file imports or declares. A body that writes no item
    /// of either library, its items all drawn by item wrappers (`drawn`: the names of the items read, each resolved in
    /// its wrapper's own file), is laid out as Material's where every item drawn is the container's own.
    static func materialItemLayout(container: String, at index: Int, body: Range<Int>, in file: KotlinFile, appItems: Set<String>,
                                   drawn: Set<String>) -> MaterialItemLayout? {
        let (package, item, layout): (String, String, MaterialItemLayout)
        switch container {
        case "NavigationBar": (package, item, layout) = ("androidx.compose.material3", "NavigationBarItem", .composeNavigationBar)
        case "BottomNavigation": (package, item, layout) = ("androidx.compose.material", "BottomNavigationItem", .composeBottomNavigation)
        default: return nil
        }
        if !isQualifiedByMaterial(index, in: file) || file.tokens[index - 2].text != package.split(separator: ".").last.map(String.init) {
            let imports = file.imports
            let named = imports.first { $0.hasSuffix("." + container) }
            guard named == package + "." + container || (named == nil && imports.contains(package + ".*")) else { return nil }
            guard !file.tokens.indices.contains(where: { file.tokens[$0].isIdentifier(container) && isDeclaredName(at: $0, in: file) }) else { return nil }
        }
        let others = itemNames.subtracting([item])
        let written = body.clamped(to: file.tokens.indices).filter { file.tokens[$0].kind == .identifier }.map { file.tokens[$0].text }
        guard written.contains(where: itemNames.contains) else { return drawn == [item] ? layout : nil }
        guard !appItems.contains(item), written.contains(item), !written.contains(where: others.contains) else { return nil }
        return layout
    }

    /// The item names that in `file` call a function of the app's own rather than Material's: Kotlin takes
    /// a name from an explicit import first, then from the file's own package, then from star imports.
    /// A function of the app's that takes Material's `icon` and `label` passes them on (Element's
    /// `RowScope.NavigationBarItem`), so its calls are read as Material's; one that takes other
    /// parameters (Book's Story's `item`, `isSelected`, `showLabel`) draws its item from them.
    static func appItemNames(_ file: KotlinFile, declarations: KotlinDeclarations) -> Set<String> {
        let imports = file.imports
        var names: Set<String> = []
        for name in itemNames {
            guard let declared = declarations.itemFunctions[name] else { continue }
            let package = resolvedPackage(of: name, imports: imports, in: file)
            guard !package.hasPrefix("androidx.compose."), let function = declared.first(where: { $0.package == package }) else { continue }
            if !(function.parameters.contains("icon") && function.parameters.contains("label")) { names.insert(name) }
        }
        return names
    }

    /// The package a name of `file` comes from: an explicit import's, else the file's own.
    private static func resolvedPackage(of name: String, imports: [String], in file: KotlinFile) -> String {
        guard let imported = imports.first(where: { $0.hasSuffix("." + name) }) else { return file.packageName }
        return String(imported.dropLast(name.count + 1))
    }

    /// The item names that in `file` name a class of the app's own (resolved as `appItemNames` does): a
    /// call constructs a value of it, no item is drawn there (Mifos X's `BottomNavigationItem(label = …)` in
    /// a `listOf` was a Material bar of two items, and `BottomNavigationItem().items()` a tab without a label).
    static func appItemTypeNames(_ file: KotlinFile, declarations: KotlinDeclarations) -> Set<String> {
        let imports = file.imports
        var names: Set<String> = []
        for name in itemNames {
            guard let packages = declarations.itemTypes[name] else { continue }
            let package = resolvedPackage(of: name, imports: imports, in: file)
            if !package.hasPrefix("androidx.compose."), packages.contains(package) { names.insert(name) }
        }
        return names
    }

    /// The bar names `file` imports by name, with an item name, from one library other than Compose's (InstallerX
    /// Revived's `import top.yukonga.miuix.kmp.basic.NavigationBar` and `….NavigationBarItem`: Miuix's bar and items, laid
    /// out and labelled its own way). Another package's bar holding Material's items stays a container of Material items
    /// (`composeMaterialBarsAreMeasuredAsAndroidxLaysThemOut`), and a design system's items outside such a bar are still
    /// read (DHIS2's, `composeItemsInACatchBlockAreNoBarOfTheirOwn`).
    static func otherLibrariesBarNames(_ file: KotlinFile) -> Set<String> {
        let imports = file.importSet
        var names: Set<String> = []
        for imported in file.imports {
            guard let dot = imported.lastIndex(of: "."), !imported.hasPrefix("androidx.compose.") else { continue }
            let name = String(imported[imported.index(after: dot)...])
            let package = imported[..<dot]
            if barNames.contains(name), itemNames.contains(where: { imports.contains(package + "." + $0) }) { names.insert(name) }
        }
        return names
    }

    static func read(_ file: KotlinFile, declarations: KotlinDeclarations) -> Result {
        var result = Result()
        let appItems = appItemNames(file, declarations: declarations)
        let otherLibraries = otherLibrariesBarNames(file)
        // Names that are not Material's items here: the app's item composables and the app's classes.
        let notMaterial = appItems.union(appItemTypeNames(file, declarations: declarations))
        var saidOtherLibrary = false
        // An item composable of the app's own: what it shows is computed inside it (a note where it is
        // called, never "no label").
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && appItems.contains(token.text)
            && (index == 0 || !file.tokens[index - 1].isSymbol(".") && !file.tokens[index - 1].isIdentifier("fun"))
            && index + 1 < file.tokens.count && file.tokens[index + 1].isSymbol("(") {
            result.problems.append(CodeProblem(
                position: token.position,
                message: "'\(token.text)' here is the app's own composable, not Material's: the tab it draws is computed inside it and not audited"))
            break
        }
        let previews = previewBodies(file)
        // Tokens of previews and of the bars read so far, marked once rather than searched per token.
        var covered = [Bool](repeating: false, count: file.tokens.count)
        for preview in previews { covered.replaceSubrange(preview.clamped(to: covered.indices), with: repeatElement(true, count: preview.clamped(to: covered.indices).count)) }
        var index = 0
        while index < file.tokens.count {
            if covered[index] {
                index += 1
                continue
            }
            let token = file.tokens[index]
            guard token.kind == .identifier, barNames.contains(token.text), index == 0 || !file.tokens[index - 1].isSymbol(".") || isQualifiedByMaterial(index, in: file),
                  let call = file.call(at: index), let body = call.lambda ?? contentArgument(of: call, in: file) else {
                index += 1
                continue
            }
            // Another library's bar of Material's name: not Material's layout, label style or semantics, so not audited
            // as one; said once, so that its tabs are known to be left out.
            if otherLibraries.contains(token.text), index == 0 || !file.tokens[index - 1].isSymbol(".") {
                if !saidOtherLibrary, let imported = file.imports.first(where: { $0.hasSuffix("." + token.text) }) {
                    result.problems.append(CodeProblem(position: token.position, message: "'\(token.text)' here is '\(imported)', not Material's: the tabs it draws are not audited"))
                    saidOtherLibrary = true
                }
                // Its items are its own too: no container of the app's holding Material items.
                let end = min(call.end + 1, covered.count)
                covered.replaceSubrange(index..<end, with: repeatElement(true, count: end - index))
                index = end
                continue
            }
            var reader = ItemReader(file: file, declarations: declarations, itemNames: itemNames.subtracting(notMaterial))
            let items = reader.items(in: body, bindings: [:])
            result.problems += reader.problems
            if items.isEmpty, token.text != "BottomAppBar", let foreign = Self.itemOfAnotherFile(in: body, of: file) {
                result.problems.append(CodeProblem(
                    position: file.tokens[foreign].position,
                    message: "'\(file.tokens[foreign].text)' here is an item composable of the app's declared in another file, not Material's: the tabs this bar draws are not audited"))
            }
            if !items.isEmpty {
                result.bars.append(reader.bar(at: token.position, items: items))
                if let layout = Self.materialItemLayout(container: token.text, at: index, body: body, in: file, appItems: notMaterial, drawn: reader.drawnItemNames) {
                    result.layouts[token.position] = layout
                }
            }
            let end = min(call.end + 1, covered.count)
            covered.replaceSubrange(index..<end, with: repeatElement(true, count: end - index))
            index = end
        }
        // Material 3 Expressive's `ShortNavigationBar { ShortNavigationBarItem(…) }` (KernelSU, SukiSU-Ultra, Navic,
        // InstallerX Revived) lays its items out otherwise than `NavigationBar` (the icon beside the label in wide
        // windows, its own arrangements), which is not measured here: said once, so that its tabs are known to be left
        // out, where it said nothing (a project with no other bar had "no bar definitions").
        if file.importSet.contains(shortBarPackage + "." + shortBarName) || file.importSet.contains(shortBarPackage + ".*"),
           let index = file.tokens.indices.first(where: { index in
               !covered[index] && file.tokens[index].isIdentifier(shortBarName) && (index == 0 || !file.tokens[index - 1].isSymbol("."))
                   && !isDeclaredName(at: index, in: file) && file.call(at: index).flatMap { $0.lambda ?? contentArgument(of: $0, in: file) } != nil
           }) {
            result.problems.append(CodeProblem(
                position: file.tokens[index].position,
                message: "'\(shortBarName)' here is Material 3 Expressive's short navigation bar, whose item layout is not measured: the tabs it draws are not audited"))
        }
        // `navigationSuiteItems = { … item(…) … }`: the suite's bar, read where the lambda is written.
        for index in file.tokens.indices where !covered[index] && file.tokens[index].isIdentifier(suiteItemsArgument) {
            guard index + 2 < file.tokens.count, file.tokens[index + 1].isSymbol("="), file.tokens[index + 2].isSymbol("{"),
                  let close = file.closing[index + 2] else { continue }
            var reader = ItemReader(file: file, declarations: declarations, itemNames: suiteItemNames)
            let items = reader.items(in: index + 3..<close, bindings: [:])
            result.problems += reader.problems
            covered.replaceSubrange(index...close, with: repeatElement(true, count: close - index + 1))
            if !items.isEmpty { result.bars.append(reader.bar(at: file.tokens[index].position, items: items)) }
        }
        // `NavigationSuite(…) { … item(…) … }` (or `content = { … }`): the suite's bar, read at the call.
        for index in file.tokens.indices where !covered[index] && file.tokens[index].isIdentifier(suiteName)
            && (index == 0 || !file.tokens[index - 1].isSymbol(".")) && !Self.isDeclaredName(at: index, in: file) {
            guard let call = file.call(at: index), let body = call.lambda ?? contentArgument(of: call, in: file) else { continue }
            var reader = ItemReader(file: file, declarations: declarations, itemNames: suiteItemNames)
            let items = reader.items(in: body, bindings: [:])
            result.problems += reader.problems
            let end = min(call.end + 1, covered.count)
            covered.replaceSubrange(index..<end, with: repeatElement(true, count: end - index))
            if !items.isEmpty { result.bars.append(reader.bar(at: file.tokens[index].position, items: items)) }
        }
        // Items in a container of the app's own (`Row(Modifier.selectableGroup()) { … NavigationBarItem(…) }`):
        // the nearest enclosing call that is not a loop or a branch is the bar (one bar with the items of
        // the containers inside it).
        var containers: [Int: Enclosure] = [:]
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && itemNames.contains(token.text) && !notMaterial.contains(token.text) {
            // `private fun RowScope.NavigationBarItem(tab: Tab) { … }` declares an app's wrapper (Aniyomi's, a
            // member of its `object HomeScreen`): no item, and the object's body no bar.
            guard !Self.isDeclaredName(at: index, in: file) else { continue }
            guard !covered[index], let (name, opener) = container(of: index, in: file, known: &containers), let close = file.closing[opener] else { continue }
            var reader = ItemReader(file: file, declarations: declarations, itemNames: itemNames.subtracting(notMaterial))
            let items = reader.items(in: opener + 1..<close, bindings: [:])
            result.problems += reader.problems
            covered.replaceSubrange(opener...close, with: repeatElement(true, count: close - opener + 1))
            let start = (0..<opener).last { file.tokens[$0].isIdentifier(name) } ?? opener
            guard !items.isEmpty else { continue }
            var bar = reader.bar(at: file.tokens[start].position, items: items)
            // `NavigationButtons(component) { isSelected, icon, text, badgeCount, onClick -> NavigationBarItem(…) }`
            // (Confetti): a lambda taking parameters is called by the app's function with values of its own,
            // once per tab it draws; the item written once is no bar of one tab.
            if Self.declaresParameters(lambdaAt: opener, in: file) {
                bar.hasRunTimeTabs = true
                result.problems.append(CodeProblem(
                    position: file.tokens[start].position,
                    message: "the tabs come from '\(name)', which calls the lambda holding the item with values of its own; how many it draws, and which, is not audited"))
            }
            result.bars.append(bar)
        }
        result.bars.sort { $0.position < $1.position }
        return result
    }

    /// Whether the name at `index` is written with Material's package (`androidx.compose.material3.NavigationBar {`,
    /// Leafy's, beside a function of its own named `NavigationBar`): Material's bar, not a member of a value.
    static func isQualifiedByMaterial(_ index: Int, in file: KotlinFile) -> Bool {
        guard index >= 6 else { return false }
        let written = file.tokens[(index - 6)..<index].map(\.text)
        return written == ["androidx", ".", "compose", ".", "material3", "."] || written == ["androidx", ".", "compose", ".", "material", "."]
    }

    /// The first call in a bar's content of an app's item composable this file does not declare
    /// (ImageToolbox's `EnhancedNavigationBarItem(…)`, 2FAS's `TwNavigationBarItem(…)`, both in a design-system
    /// module): a bar of Material's holding no item the reader can see says why, rather than nothing.
    static func itemOfAnotherFile(in body: Range<Int>, of file: KotlinFile) -> Int? {
        body.first { index in
            let token = file.tokens[index]
            guard token.kind == .identifier, token.text.first?.isUppercase == true, !itemNames.contains(token.text),
                  token.text.hasSuffix("NavigationBarItem") || token.text.hasSuffix("NavigationItem"),
                  index + 1 < file.tokens.count, file.tokens[index + 1].isSymbol("("),
                  index == 0 || !file.tokens[index - 1].isSymbol(".") else { return false }
            return !file.tokens.indices.contains { file.tokens[$0].isIdentifier(token.text) && isDeclaredName(at: $0, in: file) }
        }
    }

    /// Whether the lambda opening at `opener` names parameters before `->` (`{ isSelected, icon, text -> …`,
    /// typed or destructured too), however many.
    static func declaresParameters(lambdaAt opener: Int, in file: KotlinFile) -> Bool {
        guard let close = file.closing[opener] else { return false }
        var index = opener + 1
        while index < close {
            let token = file.tokens[index]
            if token.isSymbol("->") { return index > opener + 1 }
            guard token.kind == .identifier || [",", "(", ")", ":", ".", "<", ">", "?"].contains(where: token.isSymbol) else { return false }
            index += 1
        }
        return false
    }

    /// Loops, branches and scope functions: the container is the call around them. `try`, `catch` and
    /// `finally` are blocks, not calls (DHIS2's `catch (_: DomainError) { listOf(NavigationBarItem(…)) }`, the
    /// one-item fallback of the list its `try` builds, was a bar of one tab named `catch`).
    private static let transparentCalls: Set<String> = ["forEach", "forEachIndexed", "fastForEach", "fastForEachIndexed", "map", "mapIndexed", "onEach", "onEachIndexed", "items", "itemsIndexed", "for", "when", "if", "else", "let", "run", "apply", "also", "with", "key", "try", "catch", "finally"]

    /// Whether the identifier at `index` is the name a `fun` declares (`fun Name(`, `fun Receiver.Name(`).
    static func isDeclaredName(at index: Int, in file: KotlinFile) -> Bool {
        var scan = index - 1
        while scan >= 0, scan >= index - 6 {
            let token = file.tokens[scan]
            if token.isIdentifier("fun") { return true }
            guard token.kind == .identifier || token.isSymbol(".") || token.isSymbol("<") || token.isSymbol(">") || token.isSymbol("?") else { return false }
            scan -= 1
        }
        return false
    }

    /// `NavigationBar(content = { … })`: the bar's content given as a named argument rather than a trailing
    /// lambda (Neko's `BottomBar`), inside its braces.
    private static func contentArgument(of call: KotlinCall, in file: KotlinFile) -> Range<Int>? {
        guard let content = call.argument("content"), let open = content.range.first, file.tokens[open].isSymbol("{"),
              let close = file.closing[open], close == content.range.last else { return nil }
        return open + 1..<close
    }

    /// Loops among `transparentCalls`: what they hold is repeated per element.
    private static let loopOwners: Set<String> = ["forEach", "forEachIndexed", "fastForEach", "fastForEachIndexed", "map", "mapIndexed", "onEach", "onEachIndexed", "items", "itemsIndexed", "for"]

    /// What the brackets from one `{` outwards (to the function body around it) say about an item inside:
    /// whether a loop is among them, the first call that is neither a loop nor a branch (`firstCall`), and the
    /// first such call outside the outermost loop (`callOutsideLoops`).
    private struct Enclosure {
        var hasLoop = false
        var callOutsideLoops: (String, Int)?
        var firstCall: (String, Int)?
        /// Inside a function declared `fun RowScope.Name(…)`: what it draws is one cell of the row of the bar that
        /// calls it, so no call in it is that bar.
        var isInRowScopeExtension = false
    }

    /// The call whose trailing lambda holds the item, looking through loops and branches: the brackets
    /// open around it, innermost first. A call inside a loop's lambda is drawn once per element
    /// (listenbrainz's `LazyRow { items(list) { ReorderableItem(…) { BottomNavigationItem(…) } } }`: a
    /// `ReorderableItem` per element, each with one item), so the bar is the nearest such call outside the
    /// outermost loop, which reads the loop. `known` keeps each bracket's answer, so that a file of many
    /// items walks each bracket once.
    private static func container(of index: Int, in file: KotlinFile, known: inout [Int: Enclosure]) -> (String, Int)? {
        guard let start = file.enclosing[index] else { return nil }
        let enclosure = self.enclosure(start, in: file, known: &known)
        let chosen = enclosure.hasLoop ? enclosure.callOutsideLoops : enclosure.firstCall
        // In a row cell, only a call whose lambda takes the values of each tab it draws (Confetti's, below) holds tabs.
        if enclosure.isInRowScopeExtension, let (_, opener) = chosen, !declaresParameters(lambdaAt: opener, in: file) { return nil }
        return chosen
    }

    private static func enclosure(_ start: Int, in file: KotlinFile, known: inout [Int: Enclosure]) -> Enclosure {
        // The brackets from `start` outwards up to one already known, a function body or the file.
        var chain: [Int] = []
        var above = Enclosure()
        var next: Int? = start
        while let opener = next {
            if let remembered = known[opener] {
                above = remembered
                break
            }
            chain.append(opener)
            if isFunctionBody(opener, in: file) { break }
            next = file.enclosing[opener]
        }
        // Folded from the outermost bracket inwards.
        for opener in chain.reversed() {
            var here = above
            if isFunctionBody(opener, in: file) {
                // A function body (`fun RowScope.TabItem(…) {`): an item wrapper of the app's, not a bar. An item in a
                // layout of its own there (ODS's `fun RowScope.Content() { ConstraintLayout(Modifier.weight(1f)…) {
                // BottomNavigationItem(…) } }`, called once per item inside the library's `BottomNavigation`) is one
                // cell of the caller's row: the layout is no bar of one tab.
                here = Enclosure()
                here.isInRowScopeExtension = extendsRowScope(bodyAt: opener, in: file)
            } else if let owner = owner(of: opener, in: file) {
                if loopOwners.contains(owner) {
                    here.callOutsideLoops = above.hasLoop ? above.callOutsideLoops : above.firstCall
                    here.hasLoop = true
                } else if !transparentCalls.contains(owner) {
                    here.firstCall = (owner, opener)
                }
            }
            known[opener] = here
            above = here
        }
        return above
    }

    /// Whether the function body opening at `opener` is that of `fun RowScope.Name(…)`.
    private static func extendsRowScope(bodyAt opener: Int, in file: KotlinFile) -> Bool {
        var name = opener - 1
        // `fun RowScope.Name(…): Unit {`: past a return type to the parameters' `)`.
        while name > 0, name > opener - 8, !file.tokens[name].isSymbol(")") { name -= 1 }
        guard name > 0, file.tokens[name].isSymbol(")"), let open = file.opening[name] else { return false }
        name = open - 1
        return name >= 2 && file.tokens[name].kind == .identifier && file.tokens[name - 1].isSymbol(".") && file.tokens[name - 2].isIdentifier("RowScope")
    }

    /// The name of the call (or `for`) whose lambda or block opens at `opener`, if it is one.
    private static func owner(of opener: Int, in file: KotlinFile) -> String? {
        guard file.tokens[opener].isSymbol("{"), file.closing[opener] != nil, opener > 0 else { return nil }
        var owner = opener - 1
        if file.tokens[owner].isSymbol(")"), let open = file.opening[owner] { owner = open - 1 }
        guard owner >= 0, file.tokens[owner].kind == .identifier else { return nil }
        return file.tokens[owner].text
    }

    private static func isFunctionBody(_ opener: Int, in file: KotlinFile) -> Bool {
        guard file.tokens[opener].isSymbol("{"), opener > 0 else { return false }
        var owner = opener - 1
        if file.tokens[owner].isSymbol(")"), let open = file.opening[owner] { owner = open - 1 }
        guard owner >= 0, file.tokens[owner].kind == .identifier else { return false }
        if (max(0, owner - 3)..<owner).contains(where: { file.tokens[$0].isIdentifier("fun") }) { return true }
        // A class, object or interface body (`class ConfigureBar(private val repository: Repository) {`, a
        // supertype's `: Base(context) {`, `object : Listener {`), a secondary constructor's or an `init` block:
        // no call, and no container of the items of the functions and properties it declares.
        if ["constructor", "init"].contains(file.tokens[owner].text) { return true }
        guard owner > 0 else { return false }
        let before = file.tokens[owner - 1]
        return before.isSymbol(":") || ["class", "object", "interface"].contains(where: { before.isIdentifier($0) })
    }

    /// The bodies of functions annotated with a `@…Preview…` annotation.
    static func previewBodies(_ file: KotlinFile) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var annotated = false
        var index = 0
        let tokens = file.tokens
        while index < tokens.count {
            let token = tokens[index]
            if token.isSymbol("@"), index + 1 < tokens.count, tokens[index + 1].text.contains("Preview") {
                annotated = true
            } else if token.isIdentifier("fun") && annotated {
                annotated = false
                if let end = functionEnd(at: index, in: file) {
                    bodies.append(index..<end + 1)
                    index = end
                }
            }
            index += 1
        }
        return bodies
    }

    /// Whether each of `file`'s tokens lies in a `@Preview` function.
    static func previewMask(_ file: KotlinFile) -> [Bool] {
        var mask = [Bool](repeating: false, count: file.tokens.count)
        for body in previewBodies(file) { for index in body.clamped(to: mask.indices) { mask[index] = true } }
        return mask
    }

    /// The last token of the function declared by the `fun` at `index`, its body a block or an expression.
    /// `fun <T> Receiver.Name(…): Type {`: the parameters and the body are near (a search to the end of the
    /// file for each declaration would make a file of them quadratic).
    private static func functionEnd(at index: Int, in file: KotlinFile) -> Int? {
        let tokens = file.tokens
        guard let open = (index..<min(tokens.count, index + 16)).first(where: { tokens[$0].isSymbol("(") }), let close = file.closing[open],
              let body = (close..<min(tokens.count, close + 64)).first(where: { tokens[$0].isSymbol("{") || tokens[$0].isSymbol("=") }) else { return nil }
        return tokens[body].isSymbol("{") ? file.closing[body] ?? tokens.count : (file.call(at: body + 1)?.end ?? body)
    }

    /// The name of the innermost function declared around each of the tokens at `indexes` (a bar's first
    /// token → `BottomNavigationBar` for Fearless' `@Composable fun BottomNavigationBar(…) { BottomNavigation { … } }`);
    /// a token outside every function has none. The file's declarations are found once for all the tokens.
    static func declaringFunctions(ofTokensAt indexes: [Int], in file: KotlinFile) -> [Int: String] {
        var functions: [(name: String, span: ClosedRange<Int>)] = []
        for index in file.tokens.indices where file.tokens[index].isIdentifier("fun") {
            guard let (name, _) = file.declaredFunction(at: index), let end = functionEnd(at: index, in: file), end >= index else { continue }
            functions.append((name, index...end))
        }
        var names: [Int: String] = [:]
        for index in indexes {
            // Declarations are in file order: the last one holding the token is the innermost.
            if let function = functions.last(where: { $0.span.contains(index) }) { names[index] = function.name }
        }
        return names
    }

    /// What `file` tells of which composables run: each identifier it writes (the names its functions declare and its
    /// imports left out) with the innermost function declared around it (nil outside every function: a property, an
    /// `init` block, a top-level value, which run whenever their class or file is used), its `@Preview` functions (which
    /// Android Studio draws; BandoriStation's `@Preview fun App()` is its activity's content too, so what a preview
    /// calls is the preview's call like any other), and the functions code outside the project may call. Such an entry
    /// is a function that is no composable (an activity's `onCreate` calling `setContent`, a fragment's
    /// `onCreateView`, a `NavGraphBuilder` extension of `composable(…)` destinations, `main`), an `override` or
    /// `operator` (Voyager's `Screen.Content()`, an `invoke`, called by a library or by a name no call writes), or one
    /// with an annotation other than the ones any composable may carry (`@Destination`, `@CircuitInject`: code a
    /// processor generates calls it). One pass over the tokens: the functions' spans are nested, so a stack of them
    /// gives each token's innermost one.
    static func calls(in file: KotlinFile) -> KotlinCalls {
        let tokens = file.tokens
        let inPreview = previewMask(file)
        var calls = KotlinCalls()
        var declared = Set<Int>()
        var spans: [(name: String, start: Int, end: Int)] = []
        for index in tokens.indices where tokens[index].isIdentifier("fun") {
            guard let (name, open) = file.declaredFunction(at: index) else { continue }
            declared.insert(open - 1)
            if let end = functionEnd(at: index, in: file), end >= index { spans.append((name, index, end)) }
            if inPreview[index] {
                if !(index > 0 && inPreview[index - 1]) { calls.previews.append(name) }
            } else if isEntry(declaredAt: index, in: file) {
                calls.entries.append(name)
            }
        }
        var open: [(name: String, end: Int)] = []
        var nextSpan = 0
        for index in tokens.indices {
            while let last = open.last, last.end < index { open.removeLast() }
            while nextSpan < spans.count, spans[nextSpan].start == index {
                open.append((spans[nextSpan].name, spans[nextSpan].end))
                nextSpan += 1
            }
            guard tokens[index].kind == .identifier, !declared.contains(index), !isImported(at: index, in: tokens) else { continue }
            calls.uses.append((tokens[index].text, open.last?.name))
        }
        return calls
    }

    /// The theme `file` writes (`KotlinThemeFonts`): Space Station Tracker's `MaterialTheme(colorScheme = …, typography =
    /// SpaceTypography, …)`, `val SpaceTypography = Typography(labelMedium = TextStyle(fontFamily = Exo2, …))` and `val Exo2 =
    /// FontFamily(Font(R.font.exo_variable, FontWeight.Medium), …)`. One pass over the tokens, each call read once.
    static func themeFonts(in file: KotlinFile) -> KotlinThemeFonts {
        let tokens = file.tokens
        let previews = previewMask(file)
        var theme = KotlinThemeFonts()
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "MaterialTheme" where !previews[index] && !(index > 0 && tokens[index - 1].isSymbol(".")):
                guard let call = file.call(at: index) else { continue }
                let typography = call.argument("typography")
                theme.themeTypographies.append(typography.flatMap { $0.range.count == 1 && tokens[$0.range.lowerBound].kind == .identifier ? tokens[$0.range.lowerBound].text : nil })
            case "Typography", "FontFamily":
                guard index >= 3, tokens[index - 1].isSymbol("="), tokens[index - 2].kind == .identifier,
                      tokens[index - 3].isIdentifier("val"), let call = file.call(at: index) else { continue }
                let name = tokens[index - 2].text
                if tokens[index].text == "FontFamily" {
                    theme.families[name] = fontFiles(of: call, in: file)
                } else if let label = call.argument("labelMedium") {
                    theme.typographies[name] = labelFamily(label.range, in: file)
                } else {
                    theme.typographies[name] = .some(.unset)
                }
            default: continue
            }
        }
        return theme
    }

    /// The font family of the `TextStyle(…)` written in `range` (nil: another expression).
    private static func labelFamily(_ range: Range<Int>, in file: KotlinFile) -> KotlinThemeFonts.LabelFamily? {
        guard let start = range.first, file.tokens[start].isIdentifier("TextStyle"), let style = file.call(at: start), style.end + 1 == range.upperBound else { return nil }
        guard let family = style.argument("fontFamily") else { return .unset }
        let written = family.range
        if written.count == 1, file.tokens[written.lowerBound].kind == .identifier { return .named(file.tokens[written.lowerBound].text) }
        guard let first = written.first, file.tokens[first].isIdentifier("FontFamily"), let call = file.call(at: first) else { return nil }
        return .fonts(fontFiles(of: call, in: file))
    }

    /// The `Font(R.font.name, weight)` arguments of a `FontFamily(…)` call (`resId =` and `weight =` labelled or not).
    private static func fontFiles(of family: KotlinCall, in file: KotlinFile) -> [KotlinFontFile] {
        family.arguments.compactMap { argument in
            guard let start = argument.range.first, file.tokens[start].isIdentifier("Font"), let font = file.call(at: start),
                  let resource = font.argument("resId", position: 0), resource.range.count == 5,
                  file.resourceClassNames.contains(file.tokens[resource.range.lowerBound].text),
                  file.tokens[resource.range.lowerBound + 2].isIdentifier("font") else { return nil }
            return KotlinFontFile(resource: file.tokens[resource.range.lowerBound + 4].text,
                                  weight: font.argument("weight", position: 1).map { file.text($0.range) })
        }
    }

    /// The annotations and modifiers written before the `fun` at `index` (a bounded walk back: `@OptIn(…)`, dotted
    /// `@androidx.compose.runtime.Composable`, `private`, `override`): whether code outside the project may call it.
    private static func isEntry(declaredAt index: Int, in file: KotlinFile) -> Bool {
        let tokens = file.tokens
        let plainAnnotations: Set<String> = ["Composable", "OptIn", "Suppress", "SuppressLint", "ReadOnlyComposable", "NonRestartableComposable",
                                             "NonSkippableComposable", "JvmName", "JvmStatic", "JvmOverloads"]
        var isComposable = false
        var isEntry = false
        var at = index - 1
        for _ in 0..<64 {
            guard at >= 0 else { break }
            let token = tokens[at]
            if token.isSymbol(")"), let opener = file.opening[at] {
                at = opener - 1
                continue
            }
            guard token.kind == .identifier else { break }
            // The annotation's name, or the last name of its dotted path.
            var first = at
            var steps = 0
            while first >= 2, steps < 16, tokens[first - 1].isSymbol("."), tokens[first - 2].kind == .identifier {
                first -= 2
                steps += 1
            }
            if first >= 1, tokens[first - 1].isSymbol("@") {
                let name = token.text
                if name == "Composable" { isComposable = true }
                if !plainAnnotations.contains(name), !name.hasPrefix("Experimental") { isEntry = true }
                at = first - 2
                continue
            }
            guard kotlinModifiers.contains(token.text) else { break }
            if token.text == "override" || token.text == "operator" { isEntry = true }
            at -= 1
        }
        return isEntry || !isComposable
    }

    private static let kotlinModifiers: Set<String> = ["public", "private", "internal", "protected", "open", "final", "abstract", "inline",
                                                       "suspend", "tailrec", "external", "override", "operator", "infix", "actual", "expect"]

    /// Whether the identifier at `index` is the last name of a dotted path after `import` (no import path is longer
    /// than 64 names).
    private static func isImported(at index: Int, in tokens: [KotlinToken]) -> Bool {
        var first = index
        var steps = 0
        while first >= 2, steps < 64, tokens[first - 1].isSymbol("."), tokens[first - 2].kind == .identifier {
            first -= 2
            steps += 1
        }
        return first >= 1 && tokens[first - 1].isIdentifier("import")
    }
}

/// What one Kotlin file writes of an app's Material 3 theme (`ComposeReader.themeFonts(in:)`).
struct KotlinThemeFonts {
    /// The `labelMedium` a typography gives: its font family's name, the font files written in it, or none (Roboto).
    enum LabelFamily {
        case named(String)
        case fonts([KotlinFontFile])
        case unset
    }

    /// The typography each `MaterialTheme(…)` call outside previews passes, by name; nil for a call passing none (Material's
    /// own, in Roboto) or an expression not read.
    var themeTypographies: [String?] = []
    /// `val Name = Typography(…)`: its `labelMedium`'s font family; nil where it is written but not read.
    var typographies: [String: LabelFamily?] = [:]
    /// `val Name = FontFamily(Font(R.font.x, FontWeight.Medium), …)`: its font files.
    var families: [String: [KotlinFontFile]] = [:]
}

/// One `Font(R.font.name, FontWeight.Medium)` of a font family: the `res/font` file's name and the weight written.
struct KotlinFontFile: Hashable {
    var resource: String
    var weight: String?
}

/// One Kotlin file's part of the project's caller graph (`ComposeReader.calls(in:)`).
struct KotlinCalls {
    /// Each name written, with the function declared around it (nil: none).
    var uses: [(name: String, caller: String?)] = []
    /// The file's `@Preview` functions.
    var previews: [String] = []
    /// The functions code outside the project may call.
    var entries: [String] = []
}

/// A composable of the app's that draws one item: its parameter names in order and its body's tokens.
fileprivate struct ItemWrapper {
    var parameters: [String]
    var body: Range<Int>
    /// Declared with a receiver (`fun RowScope.TabItem(…)`): a call on a value may be this function.
    var isExtension: Bool
}

/// Reads the items inside one bar's content.
private struct ItemReader {
    let file: KotlinFile
    let declarations: KotlinDeclarations
    var problems: [CodeProblem] = []
    /// Tokens of loop bodies read once per element so far: a file of nested `forEach`es over lists
    /// would otherwise read their product. Real bars stay far below both limits.
    private var loopTokensRead = 0
    /// Whether an item wrapper's call was left out past the budget (said once).
    private var wrapperBudgetSpent = false
    /// The tokens of wrapper calls inside wrappers already said (a wrapper called 1,000 times is said once).
    private var wrappersInWrappersSaid: Set<Int> = []
    /// Whether an item in a lambda that a composable calls with values of its own was said.
    private var saidLambdaCaller = false
    /// The tokens of such lambdas searched for an item.
    private var lambdaTokensSearched = 0
    static let loopTokenBudget = 1_000_000
    static let loopDepth = 4

    /// The calls that are items: NavigationBarItem and its kin, or a navigation suite's `item`.
    let itemNames: Set<String>
    /// Some items were drawn by a loop over a list computed at run time, left out.
    private(set) var leftOutRunTimeList = false
    /// Whether the last list `elements(of:)` looked for was given up at `nameHops` names, so that the note names the bound
    /// (it said "a list computed at run time", as of a list no code spells out). A box: `elements(of:)` does not mutate.
    private let nameHopsPassed = NameHopsPassed()
    private final class NameHopsPassed { var isSet = false }
    /// The widths of the empty boxes item wrappers draw in the row instead of an item (`CodeTabBar.spacers`).
    private(set) var spacers: [Double] = []
    /// The names of the item calls read (`NavigationBarItem`), in this file or in the wrappers' own.
    private(set) var drawnItemNames: Set<String> = []

    init(file: KotlinFile, declarations: KotlinDeclarations, itemNames: Set<String> = ComposeReader.itemNames) {
        self.file = file
        self.declarations = declarations
        self.itemNames = itemNames
    }

    /// An item written `selected = false, onClick = {}` whose icon is a button of its own
    /// (`icon = { IconButton(onClick = { … }) { Icon(…) } }`): never shown selected, its own tap does
    /// nothing, and the button inside takes the tap and TalkBack's focus with its own role. It is a
    /// control placed among the destinations, not one of them: MyExpenses' `navigationSuiteItems` open
    /// with the close button of its toggleable rail, which was read as a first tab labelled "Open navigation
    /// drawer" (its content description) and reported as untranslated and too long in a bar it is never in.
    static func isControlInItsPlace(_ call: KotlinCall, in file: KotlinFile) -> Bool {
        guard let selected = call.argument("selected", position: 0), file.text(selected.range) == "false",
              let onClick = call.argument("onClick", position: 1), onClick.range.count == 2,
              file.tokens[onClick.range.lowerBound].isSymbol("{"), file.tokens[onClick.range.lowerBound + 1].isSymbol("}"),
              let icon = call.argument("icon", position: 2) else { return false }
        return icon.range.contains { index in
            let token = file.tokens[index]
            return token.kind == .identifier && token.text.hasSuffix("Button") && index + 1 < icon.range.upperBound
                && (file.tokens[index + 1].isSymbol("(") || file.tokens[index + 1].isSymbol("{"))
        }
    }

    /// The bar of the items read: how many tabs it has is not known where a loop over a run-time list
    /// drew some of them (MyExpenses' `listOfNotNull(Screen.Accounts, …).forEach { item(…) }` beside its
    /// "More" item is no bar of one item).
    func bar(at position: CodePosition, items: [CodeTabItem]) -> CodeTabBar {
        var bar = CodeTabBar(kind: .compose, position: position, items: items)
        bar.hasRunTimeTabs = leftOutRunTimeList
        bar.spacers = spacers
        return bar
    }

    /// `arguments`: inside an item wrapper's body, its parameters → the values the call passes.
    mutating func items(in range: Range<Int>, bindings: [String: KotlinElement], arguments: [String: KotlinValue] = [:],
                        inWrapper: Bool = false, depth: Int = 0) -> [CodeTabItem] {
        var items: [CodeTabItem] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            // `val labelRes = item.labelRes ?: return Box(Modifier.size(64.dp))` (Leafy's item wrapper, whose Camera entry
            // passes no label and takes the constructor's `null`): for that element the function returns there, and
            // what follows draws no tab.
            if token.isSymbol("?:"), index + 1 < range.upperBound, file.tokens[index + 1].isIdentifier("return"), index - 3 >= range.lowerBound,
               KotlinEvaluator(declarations: declarations, bindings: bindings).holdsNull(KotlinValue(file: file, range: index - 3..<index)) {
                // What it draws there instead, where it is an empty box of a fixed width (Leafy's 64 dp), takes that
                // width of the row from the tabs.
                if let drawn = file.call(at: index + 2), drawn.end < range.upperBound,
                   let width = Self.fixedWidth(ofEmpty: index + 2..<drawn.end + 1, in: file) {
                    spacers.append(width)
                }
                return items
            }
            guard token.kind == .identifier, index == range.lowerBound || !file.tokens[index - 1].isSymbol("::") else { index += 1; continue }
            // A function declared in the bar's content (OtakuWorld's `@Composable fun ScreenBottomItem(screen, icon,
            // label) { NavigationBarItem(…, label = { Text(stringResource(label)) }) }`) draws where it is called,
            // as an item wrapper, not where it is declared: its body is no tab.
            if token.text == "fun", let (name, open) = file.declaredFunction(at: index), itemWrappers()[name] != nil,
               let (body, _) = file.functionBody(parametersAt: open) {
                index = body.upperBound + 1
                continue
            }
            if itemNames.contains(token.text), let call = file.call(at: index) {
                guard !Self.isControlInItsPlace(call, in: file) else {
                    index = call.end + 1
                    continue
                }
                var item = self.item(call, bindings: bindings, arguments: arguments)
                if item.name == nil, let bound = bindings.values.first, !bound.name.isEmpty { item.name = bound.name }
                items.append(item)
                drawnItemNames.insert(token.text)
                index = call.end + 1
                continue
            }
            // A call of an item wrapper of this file in the bar: its item, read with the call's arguments
            // for its parameters, placed where the call is. One level: a wrapper's body expands no wrapper.
            // A navigation suite's wrapper is an extension of its scope, named as functions are (lower case).
            let namesWrapper = token.text.first?.isUppercase == true || itemNames == ComposeReader.suiteItemNames
            // A wrapper calling another (`fun NavigationSuiteScope.a() { b(); item(…) }`) draws tabs that are not read:
            // how many the bar has is not known (it was a bar of one tab, and `layout-item-count` said so). Said at the
            // call, once: 500 wrappers declared inside one another in a bar gave no bar and said nothing.
            if inWrapper, namesWrapper, index == 0 || !file.tokens[index - 1].isSymbol("."), itemWrappers()[token.text] != nil,
               index + 1 < range.upperBound, file.tokens[index + 1].isSymbol("(") {
                leftOutRunTimeList = true
                if wrappersInWrappersSaid.insert(index).inserted {
                    problems.append(CodeProblem(
                        position: token.position,
                        message: "'\(token.text)' here is an item wrapper called by another; one level of item wrappers is read, and the tabs it draws are not audited"))
                }
            }
            // `middleNavItem.ScreenBottomItem(rowScope = this, …)`: called on a value, a function of the app's named as
            // this file's item wrapper, which takes no receiver, so declared elsewhere (OtakuWorld's middle tab, which
            // a setting picks or leaves out). The tab it may draw is not read, so how many the bar has is not known.
            if !inWrapper, namesWrapper, index >= 2, index > range.lowerBound, file.tokens[index - 1].isSymbol(".") || file.tokens[index - 1].isSymbol("?."),
               let wrapper = itemWrappers()[token.text], !wrapper.isExtension, let call = file.call(at: index) {
                let receiver = file.tokens[index - 2].kind == .identifier ? file.tokens[index - 2].text : "a value"
                problems.append(CodeProblem(
                    position: file.tokens[index - 2].position,
                    message: "'\(token.text)' here is called on '\(receiver)': not this file's item wrapper but a function of the app's declared elsewhere; the tab it may draw is not audited"))
                leftOutRunTimeList = true
                index = call.end + 1
                continue
            }
            // A wrapper of this file, else the one of another file the call reaches (Leafy's `NavigationBar {
            // bottomNavItems.forEach { item -> NavBarItem(selectedItem = …, item = item, …) } }`, its `NavBarItem`
            // declared in `NavigationItem.kt`): its body is read in its own file, with this call's arguments.
            if !inWrapper, namesWrapper,
               index == 0 || !file.tokens[index - 1].isSymbol("."),
               let (source, wrapper) = itemWrappers()[token.text].map({ (file, $0) }) ?? declarations.itemWrapper(token.text, calledFrom: file),
               let call = file.call(at: index), source !== file || !wrapper.body.contains(index) {
                var passed: [String: KotlinValue] = [:]
                var inner = bindings
                for (name, argument) in call.arguments(forParameters: wrapper.parameters) {
                    let value = KotlinValue(file: file, range: argument.range)
                    passed[name] = value
                    // `MyItem(tab = tab)` inside a loop: the wrapper's `tab` is the loop's element.
                    if argument.range.count == 1, let element = bindings[file.tokens[argument.range.lowerBound].text] { inner[name] = element }
                }
                // Each call reads the wrapper's body again: a wrapper of 300 items called 300 times was 90,000
                // tabs from a 40 KB file (past 20 s). Calls share the loops' budget of tokens read.
                loopTokensRead += wrapper.body.count
                guard loopTokensRead <= Self.loopTokenBudget else {
                    if !wrapperBudgetSpent {
                        problems.append(CodeProblem(position: token.position, message: "the tabs come from more item wrapper calls than a tab bar holds; they are not audited"))
                    }
                    wrapperBudgetSpent = true
                    index = call.end + 1
                    continue
                }
                let drawn: [CodeTabItem]
                if source === file {
                    drawn = self.items(in: wrapper.body, bindings: inner, arguments: passed, inWrapper: true, depth: depth)
                } else {
                    let notMaterial = ComposeReader.appItemNames(source, declarations: declarations)
                        .union(ComposeReader.appItemTypeNames(source, declarations: declarations))
                    var reader = ItemReader(file: source, declarations: declarations, itemNames: ComposeReader.itemNames.subtracting(notMaterial))
                    reader.loopTokensRead = loopTokensRead
                    drawn = reader.items(in: wrapper.body, bindings: inner, arguments: passed, inWrapper: true, depth: depth)
                    loopTokensRead = reader.loopTokensRead
                    spacers += reader.spacers
                    drawnItemNames.formUnion(reader.drawnItemNames)
                    if reader.leftOutRunTimeList { leftOutRunTimeList = true }
                    // What the wrapper's file could not read is said at the call, the place in this file it draws.
                    problems += reader.problems.map { CodeProblem(position: token.position, message: "in '\(token.text)': " + $0.message) }
                }
                for var item in drawn {
                    item.position = token.position
                    if item.name == nil, let bound = bindings.values.first, !bound.name.isEmpty { item.name = bound.name }
                    items.append(item)
                }
                index = call.end + 1
                continue
            }
            // `fastForEach` / `fastForEachIndexed` (androidx.compose.ui.util) walk a list as `forEach` does (InnerTune's
            // `navigationItems.fastForEach { screen -> NavigationBarItem(…) }` is not a bar of one tab).
            if Self.loopCalls.contains(token.text), index > 0, let call = file.call(at: index), let lambda = call.lambda {
                let (parameter, bodyStart) = file.lambdaParameter(lambda)
                let elements = elements(receiverBefore: index - 1, arguments: call.arguments, bindings: bindings)
                items += loop(over: elements, parameter: parameter, body: bodyStart..<lambda.upperBound, at: token, bindings: bindings,
                              arguments: arguments, inWrapper: inWrapper, depth: depth)
                index = call.end + 1
                continue
            }
            // `for (tab in Screen.entries) { NavigationBarItem(…) }` walks its list as `forEach` does (Jerboa's
            // `for (tab in NavTab.getEntries(userViewType))`, a list chosen at run time, is not a bar of one tab).
            if token.text == "for", let loop = forLoop(at: index) {
                let elements = elements(of: KotlinValue(file: file, range: loop.list))
                items += self.loop(over: elements, parameter: loop.parameter, body: loop.body, at: token, bindings: bindings,
                                   arguments: arguments, inWrapper: inWrapper, depth: depth)
                index = loop.end + 1
                continue
            }
            // `MainNavigationItemsComponent(models, …) { selected, onClick, icon, label -> NavigationBarItem(…) }`
            // (bible-planner): a lambda taking parameters, passed to a composable, is called by it with values of its own,
            // as often as it likes (there once per element of a list it walks): the item written once is no bar of one
            // tab. Its item is still read where it is written, as in an app's container taking such a lambda (Confetti's).
            // Said once a bar: a bar of a thousand such calls is one bar of run-time tabs.
            if !saidLambdaCaller, passesItemToComposable(at: index) {
                leftOutRunTimeList = true
                saidLambdaCaller = true
                problems.append(CodeProblem(
                    position: token.position,
                    message: "the tabs come from '\(token.text)', which calls the lambda holding the item with values of its own; how many it draws, and which, is not audited"))
            }
            index += 1
        }
        return items
    }

    /// Calls whose lambda runs once per element of a list. `map`, `mapIndexed`, `onEach` and `onEachIndexed`
    /// draw what their lambda draws per element as `forEach` does (`Tab.entries.map { tab -> NavigationBarItem(…) }`
    /// is not a bar of one tab).
    static let loopCalls: Set<String> = ["forEach", "forEachIndexed", "fastForEach", "fastForEachIndexed", "map", "mapIndexed", "onEach", "onEachIndexed", "items"]

    /// The items of a loop body read once per element, the element bound to `parameter`; a list not known
    /// before run time (nil) is a problem where its body holds items.
    private mutating func loop(over elements: [KotlinElement]?, parameter: String, body: Range<Int>, at token: KotlinToken,
                               bindings: [String: KotlinElement], arguments: [String: KotlinValue], inWrapper: Bool, depth: Int) -> [CodeTabItem] {
        let passedNameHops = nameHopsPassed.isSet
        nameHopsPassed.isSet = false
        guard let elements else {
            if lambdaContainsItem(body) {
                let message = passedNameHops ? "the tabs come from a list passed on through more than \(Self.nameHops) names (parameters callers pass, `remember`, names of lists), which are not followed further; they are not audited"
                    : "the tabs come from a list computed at run time; they are not audited"
                problems.append(CodeProblem(position: token.position, message: message))
                leftOutRunTimeList = true
            }
            return []
        }
        loopTokensRead += elements.count * body.count
        guard depth < Self.loopDepth, loopTokensRead <= Self.loopTokenBudget else {
            let message = depth < Self.loopDepth ? "the tabs come from more list elements than a tab bar holds; they are not audited"
                : "the tabs come from lists nested more than \(Self.loopDepth) deep; they are not audited"
            problems.append(CodeProblem(position: token.position, message: message))
            return []
        }
        var items: [CodeTabItem] = []
        for element in elements {
            var inner = bindings
            inner[parameter] = element
            items += self.items(in: body, bindings: inner, arguments: arguments, inWrapper: inWrapper, depth: depth + 1)
        }
        return items
    }

    /// `for (NAME in LIST) BODY` at `index` (`NAME: Type`, and `(i, NAME)` over `LIST.withIndex()`): the
    /// loop variable, the list's tokens, the body (a block, or one statement) and the loop's last token.
    private func forLoop(at index: Int) -> (parameter: String, list: Range<Int>, body: Range<Int>, end: Int)? {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index + 1].isSymbol("("), let close = file.closing[index + 1] else { return nil }
        var inKeyword: Int?
        var scan = index + 2
        while scan < close {
            if let skip = file.closing[scan] { scan = skip + 1; continue }
            if tokens[scan].isIdentifier("in") { inKeyword = scan; break }
            scan += 1
        }
        guard let inKeyword, inKeyword > index + 2, inKeyword + 1 < close else { return nil }
        // `tab`, `tab: NavTab` → its name; `(index, tab: NavTab)` → the element's, the last entry's name.
        let destructured = tokens[index + 2].isSymbol("(")
        guard !destructured || inKeyword - 1 > index + 3 else { return nil }
        let entries = destructured ? file.split(index + 3..<inKeyword - 1) : [KotlinArgument(label: nil, range: index + 2..<inKeyword)]
        guard let entry = entries.last, let first = entry.range.first, tokens[first].kind == .identifier else { return nil }
        let parameter = tokens[first].text
        var list = inKeyword + 1..<close
        if destructured, list.count > 4, tokens[close - 3].isIdentifier("withIndex"), tokens[close - 4].isSymbol("."),
           tokens[close - 2].isSymbol("("), tokens[close - 1].isSymbol(")") {
            list = inKeyword + 1..<close - 4
        }
        guard close + 1 < tokens.count else { return nil }
        if tokens[close + 1].isSymbol("{"), let end = file.closing[close + 1] {
            return (parameter, list, close + 2..<end, end)
        }
        guard let statement = file.call(at: close + 1) else { return nil }
        return (parameter, list, close + 1..<statement.end + 1, statement.end)
    }

    /// Whether the call at `index` is an upper-case composable given a lambda that takes parameters and holds an item.
    /// Each such lambda is searched whole, nested ones again: the searches share a budget of tokens (20,000 composables
    /// nested in one another, none holding an item, took 97 s), past which the bar is read as written.
    private mutating func passesItemToComposable(at index: Int) -> Bool {
        guard file.tokens[index].text.first?.isUppercase == true, let lambda = file.call(at: index)?.lambda,
              ComposeReader.declaresParameters(lambdaAt: lambda.lowerBound - 1, in: file) else { return false }
        lambdaTokensSearched += lambda.count
        return lambdaTokensSearched <= Self.loopTokenBudget && lambdaContainsItem(lambda)
    }

    private func lambdaContainsItem(_ lambda: Range<Int>) -> Bool {
        lambda.contains { index in
            let token = file.tokens[index]
            guard token.kind == .identifier else { return false }
            if itemNames.contains(token.text) { return true }
            // An item wrapper's call draws an item too (BandoriStation's `screens.forEachIndexed { index, screen ->
            // AppNavBarItem(screen = screen, …) }` over a list its caller passes said nothing).
            guard token.text.first?.isUppercase == true, index + 1 < file.tokens.count, file.tokens[index + 1].isSymbol("(") else { return false }
            return itemWrappers()[token.text] != nil || declarations.itemWrapper(token.text, calledFrom: file) != nil
        }
    }

    /// Composables of this file that draw one item (`fun RowScope.MainNavItem(label: String, iconRes: Int, …) {
    /// NavigationBarItem(…) }`, Photok): the functions whose body calls an item (and no bar), name → parameter
    /// names in order and the body.
    private func itemWrappers() -> [String: ItemWrapper] {
        if let known = file.itemWrappers[itemNames] { return known }
        var found: [String: ItemWrapper] = [:]
        let tokens = file.tokens
        // How many tokens before each one call an item, and name a bar: whether a body holds one is a subtraction.
        // Each function's body was searched, and functions declared inside one another searched the inner bodies
        // again (4,000 nested in a bar took 3.4 s, four times 2,000's).
        var itemCallsBefore = [0]
        var barNamesBefore = [0]
        itemCallsBefore.reserveCapacity(tokens.count + 1)
        barNamesBefore.reserveCapacity(tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            let callsItem = token.kind == .identifier && itemNames.contains(token.text) && !ComposeReader.isDeclaredName(at: index, in: file)
            let namesBar = token.kind == .identifier && ComposeReader.barNames.contains(token.text)
            itemCallsBefore.append(itemCallsBefore[index] + (callsItem ? 1 : 0))
            barNamesBefore.append(barNamesBefore[index] + (namesBar ? 1 : 0))
        }
        for index in tokens.indices where tokens[index].isIdentifier("fun") {
            guard let (name, open) = file.declaredFunction(at: index), !itemNames.contains(name),
                  name.first?.isUppercase == true || itemNames == ComposeReader.suiteItemNames && extendsNavigationSuiteScope(nameAt: open - 1),
                  let (body, parameters) = file.functionBody(parametersAt: open) else { continue }
            guard itemCallsBefore[body.upperBound] > itemCallsBefore[body.lowerBound],
                  barNamesBefore[body.upperBound] == barNamesBefore[body.lowerBound] else { continue }
            if found[name] == nil { found[name] = ItemWrapper(parameters: parameters, body: body, isExtension: open >= 2 && tokens[open - 2].isSymbol(".")) }
        }
        file.itemWrappers[itemNames] = found
        return found
    }

    /// Whether the function named at `name` is declared `fun NavigationSuiteScope.name(…)`: it adds a suite's
    /// items where `navigationSuiteItems = { name(…) }` calls it (Alkaa's `alkaaBottomNav(items = navItems, …)`,
    /// whose `items.forEach { item(…) }` drew nothing and said nothing).
    private func extendsNavigationSuiteScope(nameAt name: Int) -> Bool {
        name >= 2 && file.tokens[name - 1].isSymbol(".") && file.tokens[name - 2].isIdentifier("NavigationSuiteScope")
    }

    /// The elements walked by `RECEIVER.forEach` (or `items(LIST)`): `X.entries`, `X.values()`,
    /// `listOf(…)`, or a `val` holding such a list.
    private func elements(receiverBefore dot: Int, arguments: [KotlinArgument], bindings: [String: KotlinElement]) -> [KotlinElement]? {
        if !file.tokens[dot].isSymbol(".") {
            guard let list = arguments.first else { return nil }
            return elements(of: KotlinValue(file: file, range: list.range))
        }
        var start = dot
        while start > 0 {
            let previous = file.tokens[start - 1]
            // A line break ends the receiver unless the line goes on with `.` (Read You's
            // `Spacer(…)` on the line above `Filter.values.forEach`).
            if previous.line < file.tokens[start].line, !file.tokens[start].isSymbol("."), !file.tokens[start].isSymbol("?.") { break }
            if previous.kind == .identifier || previous.isSymbol(".") || previous.isSymbol("?.") {
                start -= 1
            } else if previous.isSymbol(")"), let open = file.opening[start - 1] {
                start = open
                if start > 0, file.tokens[start - 1].kind == .identifier { start -= 1 }
            } else {
                break
            }
        }
        return elements(of: KotlinValue(file: file, range: start..<dot))
    }

    /// How many times a list is followed through names (a parameter to the argument its callers pass, a name to the
    /// list it holds): a function passing its own parameter to itself is not followed for ever.
    private static let nameHops = 8

    private func elements(of value: KotlinValue, hops: Int = 0) -> [KotlinElement]? {
        let tokens = value.file.tokens
        let range = value.range
        guard !range.isEmpty else { return nil }
        let first = tokens[range.lowerBound]
        if hops == 0 { nameHopsPassed.isSet = false }
        if hops >= Self.nameHops, range.count == 1 && first.kind == .identifier || ["remember", "rememberSaveable"].contains(first.text) {
            nameHopsPassed.isSet = true
            return nil
        }
        // `remember { BottomNavItem.entries.toList() }`, `rememberSaveable(key) { listOf(…) }`: the list it keeps (Leafy),
        // a name deep (`remember { remember { … } }` nested thousands deep is not followed to the bottom).
        if ["remember", "rememberSaveable"].contains(first.text), range.count > 2, let last = range.last, tokens[last].isSymbol("}"),
           let open = value.file.opening[last], open > range.lowerBound,
           open == range.lowerBound + 1 || tokens[range.lowerBound + 1].isSymbol("(") && value.file.closing[range.lowerBound + 1] == open - 1 {
            return elements(of: KotlinValue(file: value.file, range: open + 1..<last), hops: hops + 1)
        }
        // `mapOf(HOME to Route.Home, …)`: its entries, each holding its `key` and `value` (Aflami's `items.entries.forEach {
        // destination -> … destination.key.label }`); `.keys` are the keys' elements.
        if first.isIdentifier("mapOf"), let call = value.file.call(at: range.lowerBound), call.end == range.last {
            return mapEntries(call, in: value.file)
        }
        if range.count >= 3, first.kind == .identifier, first.text.first?.isLowercase == true, tokens[range.lowerBound + 1].isSymbol("."),
           ["entries", "keys"].contains(tokens[range.lowerBound + 2].text), range.count == 3 || range.count == 6 && tokens[range.lowerBound + 3].isSymbol(".")
            && tokens[range.lowerBound + 4].isIdentifier("toList") && tokens[range.lowerBound + 5].isSymbol("(") {
            guard let entries = elements(of: KotlinValue(file: value.file, range: range.lowerBound..<range.lowerBound + 1), hops: hops),
                  entries.allSatisfy({ $0.properties["key"] != nil && $0.properties["value"] != nil }) else { return nil }
            guard tokens[range.lowerBound + 2].text == "keys" else { return entries }
            let keys = entries.compactMap { $0.properties["key"].flatMap { element($0) } }
            return keys.count == entries.count ? keys : nil
        }
        // `Screen.entries`, `Screen.values()`
        if range.count >= 3, first.kind == .identifier, tokens[range.lowerBound + 1].isSymbol("."),
           ["entries", "values"].contains(tokens[range.lowerBound + 2].text) {
            guard let members = declarations.members[first.text] else { return nil }
            switch filtered(members, of: first.text, by: value) {
            case .notFiltered: return members
            case .kept(let kept): return kept
            case .unknown: return nil
            }
        }
        // `when (offline) { false -> listOf(home, media, downloads); true -> listOf(home, downloads) }` (findroid):
        // the longest list, the bar with every tab it can show.
        if first.isIdentifier("when"), range.count > 2, tokens[range.lowerBound + 1].isSymbol("("), let subjectEnd = value.file.closing[range.lowerBound + 1],
           subjectEnd + 1 < range.upperBound, tokens[subjectEnd + 1].isSymbol("{"), let end = value.file.closing[subjectEnd + 1] {
            let lists = declarations.whenBranches(value.file, subjectEnd + 2..<end).values.sorted { $0.range.lowerBound < $1.range.lowerBound }.compactMap { elements(of: $0, hops: hops) }
            return lists.max { $0.count < $1.count }
        }
        // `NavTab.getEntries(userViewType)`, a function choosing among `NavTab.entries` and filters of it per
        // argument (Jerboa: `Normal -> NavTab.entries.filter { it.userViewType == UserViewType.Normal }`, …,
        // `AdminOnly -> NavTab.entries`): every list it returns is part of the enum's entries, and one branch returns
        // them all, so the bar with every tab it can show is the entries, as the longest `when` list above.
        if range.count >= 4, first.kind == .identifier, first.text.first?.isUppercase == true, tokens[range.lowerBound + 1].isSymbol("."),
           tokens[range.lowerBound + 2].kind == .identifier, tokens[range.lowerBound + 3].isSymbol("("),
           value.file.closing[range.lowerBound + 3] == range.upperBound - 1,
           let choices = declarations.choosingFunctions[tokens[range.lowerBound + 2].text], choices.count == 1 {
            return entriesChosenAmong(choices[0])
        }
        if KotlinDeclarations.listFunctions.contains(first.text), let call = value.file.call(at: range.lowerBound) {
            let list = call.arguments.compactMap { element(KotlinValue(file: value.file, range: $0.range)) }
            return list.count == call.arguments.count ? list : nil
        }
        // `Item().items()`, `items()`: a function of this file whose body is one list, `fun items(): List<Item> = listOf(…)`
        // or `{ return listOf(…) }` (Mifos X's signature screen), or returns one at its end, whatever it is passed
        // (`createBottomNavItems({ trackHome() }, …)`).
        if let last = range.last, tokens[last].isSymbol(")"), let open = value.file.opening[last], open >= 1, range.contains(open - 1),
           tokens[open - 1].kind == .identifier, open - 1 == range.lowerBound || tokens[open - 2].isSymbol("."),
           let list = functionList(named: tokens[open - 1].text, in: value.file) {
            return elements(of: list)
        }
        // `AppSections.mainRoutes`: a list a companion object or object declares (Grit's `companion object { val
        // mainRoutes: List<AppSections> = listOf(TaskPages, HabitPages, SettingsPages) }` in another file).
        if range.count == 3, first.kind == .identifier, first.text.first?.isUppercase == true, tokens[range.lowerBound + 1].isSymbol("."),
           tokens[range.lowerBound + 2].kind == .identifier, let (listFile, call) = declarations.lists[tokens[range.lowerBound + 2].text] {
            return elements(of: KotlinValue(file: listFile, range: call))
        }
        if range.count == 1, first.kind == .identifier {
            // A parameter of the function around the loop (Neko's `fun BottomBar(items: List<NavigationItem>, …)`)
            // is known at run time; a list of that name elsewhere in the project (Neko's
            // `val items: List<LibraryCategoryItem> = listOf()`) is another value. Where the project passes it,
            // by name and outside previews, one list of declared elements written alike at every call, the
            // bar shows that list (Nextcloud Passwords' `NCPBottomNavigation(allScreens = NCPScreen.entries.filter
            // { !it.hidden }, …)` in another file), followed through callers passing their own parameter on
            // (BandoriStation's `SuiteScaffold(screens = Screen.bottomScreenList)` → `CompactScaffold(screens = screens)`
            // → `AppNavBar(screens = screens)`).
            // A parameter is that, not a list another function of its file declares by the same name (InstallerX's
            // `RowNavigation(data: Array<NavigationData>)`, passed `data = data` by `MainPage`, whose `val data = arrayOf(…)` it is).
            if let function = value.file.function(declaringParameter: first.text, around: range.lowerBound) {
                return declarations.listArgument(of: function, parameter: first.text).flatMap { elements(of: $0, hops: hops + 1) }
            }
            if let local = localList(named: first.text, in: value.file, seenAt: range.lowerBound) { return elements(of: local, hops: hops + 1) }
            if let (listFile, call) = declarations.lists[first.text] {
                return elements(of: KotlinValue(file: listFile, range: call), hops: hops + 1)
            }
        }
        return nil
    }

    /// The entries of `mapOf(KEY to VALUE, …)`, each named by its key and holding it as `key`, its value as `value`;
    /// nil where an argument is no `to` pair of a declared key.
    private func mapEntries(_ call: KotlinCall, in file: KotlinFile) -> [KotlinElement]? {
        var entries: [KotlinElement] = []
        for argument in call.arguments {
            guard argument.label == nil, let to = file.firstTopLevel(in: argument.range, where: { $0.isIdentifier("to") }),
                  to > argument.range.lowerBound, to + 1 < argument.range.upperBound,
                  let key = element(KotlinValue(file: file, range: argument.range.lowerBound..<to)) else { return nil }
            entries.append(KotlinElement(name: key.name, properties: ["key": KotlinValue(file: file, range: argument.range.lowerBound..<to),
                                                                      "value": KotlinValue(file: file, range: to + 1..<argument.range.upperBound)]))
        }
        return entries
    }

    /// The entries of one enum (or sealed class) where every branch is `X.entries`/`X.values()`, whole or
    /// filtered, and one is whole: whatever the argument, the tabs are some of them. Nil otherwise.
    private func entriesChosenAmong(_ branches: [KotlinValue]) -> [KotlinElement]? {
        var type: String?
        var whole: [KotlinElement]?
        for branch in branches {
            let tokens = branch.file.tokens
            let start = branch.range.lowerBound
            guard branch.range.count >= 3, tokens[start].kind == .identifier, tokens[start + 1].isSymbol("."),
                  ["entries", "values"].contains(tokens[start + 2].text), type == nil || type == tokens[start].text,
                  let members = declarations.members[tokens[start].text] else { return nil }
            type = tokens[start].text
            if let list = elements(of: branch), list.count == members.count { whole = list }
        }
        return whole
    }

    private enum Filtered {
        case notFiltered, kept([KotlinElement]), unknown
    }

    /// The members `X.entries.filter { it.flag }` (or `{ !it.flag }`, `filterNot`) keeps, `flag` being a
    /// constructor parameter each member passes or takes by default as `true` or `false` (Nextcloud Passwords'
    /// `hidden` edit screens are no tabs). Another filter is computed at run time. Other suffixes are read as
    /// before, as the whole list.
    private func filtered(_ members: [KotlinElement], of type: String, by value: KotlinValue) -> Filtered {
        let tokens = value.file.tokens
        let suffix = value.range.lowerBound + 3
        guard suffix + 2 < value.range.upperBound, tokens[suffix].isSymbol("."), ["filter", "filterNot"].contains(tokens[suffix + 1].text),
              tokens[suffix + 2].isSymbol("{"), let close = value.file.closing[suffix + 2] else { return .notFiltered }
        var body = Array(suffix + 3..<close)
        var keep = tokens[suffix + 1].text == "filter"
        if let bang = body.first, tokens[bang].isSymbol("!") {
            keep.toggle()
            body.removeFirst()
        }
        guard close + 1 == value.range.upperBound, body.count == 3, tokens[body[0]].isIdentifier("it"), tokens[body[1]].isSymbol("."),
              tokens[body[2]].kind == .identifier else { return .unknown }
        let flag = tokens[body[2]].text
        var kept: [KotlinElement] = []
        for member in members {
            guard let written = member.properties[flag] ?? declarations.defaults[type]?[flag],
                  case let text = written.file.text(written.range), text == "true" || text == "false" else { return .unknown }
            if (text == "true") == keep { kept.append(member) }
        }
        return .kept(kept)
    }

    /// The list `fun NAME(): List<T> = listOf(…)` or `fun NAME(): List<T> { return listOf(…) }` returns, when
    /// `file` declares one function of that name and it takes no parameters.
    private func functionList(named name: String, in file: KotlinFile) -> KotlinValue? {
        var found: KotlinValue?
        var count = 0
        for index in file.tokens.indices where file.tokens[index].isIdentifier("fun") {
            guard let (declared, open) = file.declaredFunction(at: index), declared == name else { continue }
            count += 1
            guard count == 1, let list = file.listReturned(byFunctionOpeningAt: open) else { return nil }
            found = list
        }
        // `AppDestination.getNavBarDestinations()`: one function of that name in another file, a companion's
        // (OctoMeter's `companion object { fun getNavBarDestinations() = listOf(AGILE, USAGE, TARIFFS, ACCOUNT) }`).
        if count == 0, let declared = declarations.functionLists[name], declared.count == 1 { return declared.first }
        return found
    }

    /// `val NAME = listOf(…)` / `= X.entries` in `file`, declared where the name used at `use` sees it.
    private func localList(named name: String, in file: KotlinFile, seenAt use: Int) -> KotlinValue? {
        let tokens = file.tokens
        for index in file.valueDeclarations[name] ?? [] where file.sees(declarationAt: index, from: use) {
            guard let equals = (index + 2..<min(tokens.count, index + 12)).first(where: { tokens[$0].isSymbol("=") }), equals + 1 < tokens.count else { continue }
            if tokens[equals + 1].isIdentifier("when"), equals + 2 < tokens.count, let subjectEnd = file.closing[equals + 2],
               subjectEnd + 1 < tokens.count, let end = file.closing[subjectEnd + 1] {
                return KotlinValue(file: file, range: equals + 1..<end + 1)
            }
            if let call = file.call(at: equals + 1), call.end > equals + 1 {
                return file.valueEnds(at: call.end) ? KotlinValue(file: file, range: equals + 1..<call.end + 1) : nil
            }
            if equals + 3 < tokens.count { return KotlinValue(file: file, range: equals + 1..<equals + 4) }
        }
        return nil
    }

    /// `Item(title = …)`, `Screen.Home`, `Home` → the element and its properties; `Screen.Home to onClick`, a `Pair`, → the
    /// element of its first side, holding its sides as `first` and `second`; `home`, a `val` of the block around it, →
    /// the element of its value (`hops`: such values followed so far, at most `nameHops`).
    private func element(_ value: KotlinValue, hops: Int = 0) -> KotlinElement? {
        let tokens = value.file.tokens
        let range = value.range
        guard let last = range.last, tokens[last].kind == .identifier || tokens[last].isSymbol(")") || tokens[last].isSymbol("}") else { return nil }
        // (GOV.UK One Login's `val home = BottomNavDestination.Home to trackHome`, read as `navDest.first.label`.)
        if let to = value.file.firstTopLevel(in: range, where: { $0.isIdentifier("to") }), to > range.lowerBound, to + 1 < range.upperBound {
            let first = KotlinValue(file: value.file, range: range.lowerBound..<to)
            guard hops < Self.nameHops, let side = element(first, hops: hops + 1) else { return nil }
            return KotlinElement(name: side.name, properties: ["first": first, "second": KotlinValue(file: value.file, range: to + 1..<range.upperBound)])
        }
        if range.count == 1, tokens[last].kind == .identifier, let held = localValue(named: tokens[last].text, in: value.file, seenAt: last) {
            return hops < Self.nameHops ? element(held, hops: hops + 1) : nil
        }
        // `NavigationData(icon = …, label = …) { HomePage(…) }` (InstallerX's tabs, each with its page as a trailing lambda).
        if let call = value.file.call(at: range.lowerBound), call.end == last {
            // An element built in place has no name of its own; its item is named by its title.
            return KotlinElement(name: "", properties: declarations.properties(value.file, call.arguments, type: call.name))
        }
        let memberName = tokens[last].text
        let owner = range.count >= 3 ? tokens[last - 2].text : nil
        if owner == nil, let scoped = memberInScope(memberName, at: last, in: value.file) { return scoped }
        if let member = declarations.member(memberName, of: owner) { return member }
        // `val feedTab = ScreenTab(R.string.screen_feed, Icons.Rounded.RssFeed, NavGraph.Main.Feed)` of the same file, seen
        // where the list names it (sreeeder's `listOf(feedTab, channelsTab, bookmarksTab, settingsTab)`): the element its
        // declaration builds, named as declared.
        guard owner == nil, let declared = localList(named: memberName, in: value.file, seenAt: last),
              let call = declared.file.call(at: declared.range.lowerBound), call.end == declared.range.upperBound - 1,
              call.name.first?.isUppercase == true else { return nil }
        return KotlinElement(name: memberName, properties: declarations.properties(declared.file, call.arguments, type: call.name))
    }

    /// What `val NAME = …` of a block around `use` holds, declared before it: the tokens to the end of the statement. Each
    /// value followed is written before the name it is read from, so a chain of them ends.
    private func localValue(named name: String, in file: KotlinFile, seenAt use: Int) -> KotlinValue? {
        let tokens = file.tokens
        for index in (file.valueDeclarations[name] ?? []).reversed() where index < use && !file.declaresProperty(at: index) && file.sees(declarationAt: index, from: use) {
            guard index + 2 < tokens.count, tokens[index + 2].isSymbol("="), let block = file.enclosing[index], let blockEnd = file.closing[block] else { continue }
            var end = index + 3
            while end < blockEnd {
                let last = file.closing[end] ?? end
                if file.valueEnds(at: last) { end = last + 1; break }
                end = last + 1
            }
            guard index + 3 < end, end <= use else { return nil }
            return KotlinValue(file: file, range: index + 3..<end)
        }
        return nil
    }

    /// A simple name as Kotlin resolves it first: among the members of the classes around it, innermost first (an enum's
    /// entries, a sealed class's objects), and the objects declared in their bodies. Lumbridge's `sealed class
    /// LumbridgeNavigationItem { companion object { fun items() = listOf(Feed, Tools, Expenses, Overview, Profile) } … data
    /// object Overview : LumbridgeNavigationItem(…) }` names its own `Overview`, never `ToolsNavigationItem.Overview` of
    /// another file, which no simple name reaches. Nil where no class around it has the name (then imports and packages).
    private func memberInScope(_ name: String, at index: Int, in file: KotlinFile) -> KotlinElement? {
        var next = file.enclosing[index]
        for _ in 0..<KotlinFile.scopeDepth {
            guard let opener = next else { break }
            next = file.enclosing[opener]
            guard let body = file.classBodies[opener], !body.name.isEmpty else { continue }
            if let member = declarations.declaredMember(name, of: body.name) { return member }
            if let supertype = body.objects[name], let member = declarations.declaredMember(name, of: supertype) { return member }
        }
        return nil
    }

    // MARK: One item

    private mutating func item(_ call: KotlinCall, bindings: [String: KotlinElement], arguments: [String: KotlinValue] = [:]) -> CodeTabItem {
        var item = CodeTabItem(position: file.tokens[call.index].position)
        // Material 3's item clears its icon's semantics while its label shows (androidx NavigationBar.kt:
        // "don't have a11y services repeat the icon description"); Material 2's merges them.
        let iconSemantics: CodeTabItem.IconSemantics = call.name == "NavigationBarItem" || itemNames == ComposeReader.suiteItemNames
            ? .clearedWhileLabelShows : .merged
        var evaluator = KotlinEvaluator(declarations: declarations, bindings: bindings)
        evaluator.arguments = arguments
        // NavigationBarItem(selected, onClick, icon, modifier, enabled, label, alwaysShowLabel, …)
        // `label = null` is the parameter's default written out: an item of its icon alone, which the icon's
        // content description names (WG Tunnel's four tabs), not a title computed at run time.
        if let label = call.argument("label", position: 5), file.text(label.range) != "null" {
            item.title = evaluator.string(KotlinValue(file: file, range: label.range))
            if case .key? = item.title { item.titleCaseMapping = evaluator.caseMapping(KotlinValue(file: file, range: label.range)) }
            // Material 3's item lays a wrapping label out on as many lines as the bar's height holds.
            // Material 2's BottomNavigation (56 dp) keeps the label's baseline 12 dp above the bottom and 12 dp
            // below the icon (androidx BottomNavigation.kt, CombinedItemTextBaseline): room for one line, so
            // its labels stay single-line, as do Material Components' (NavigationBarView `labelMaxLines`: 1).
            // (A label drawn by a text composable of the file is that composable's `Text`.)
            let text = file.textComposable(calledIn: KotlinEvaluator.shown(file, label.range))?.body ?? label.range
            if call.name == "NavigationBarItem" || itemNames == ComposeReader.suiteItemNames { item.titleLineLimit = Self.lineLimit(ofLabel: text, in: file) }
            // Material 3's item gives its label Label Medium, Material 2's Caption (`LocalTextStyle`).
            let itemStyle = call.name == "BottomNavigationItem" ? Self.typeScale["caption"]! : Self.typeScale["labelMedium"]!
            item.titleTextStyle = Self.textStyle(ofLabel: text, in: file, itemStyle: itemStyle)
            if item.titleTextStyle == nil { item.unreadTitleTextStyle = Self.unreadTextStyle(ofLabel: text, in: file, itemStyle: itemStyle) }
        }
        if let icon = call.argument("icon", position: 2) {
            readIcon(KotlinValue(file: file, range: icon.range), into: &item, iconSemantics: iconSemantics, evaluator)
        }
        if let enabled = call.argument("enabled", position: 4), file.text(enabled.range) == "false" { item.isDisabled = true }
        if let always = call.argument("alwaysShowLabel", position: 6), file.text(always.range) == "false" { item.hidesUnselectedLabel = true }
        // Material 3 clears the icon's semantics while the label shows (alwaysShowLabel, the default),
        // so TalkBack reads the label, not the icon's content description.
        if iconSemantics == .clearedWhileLabelShows, item.title != nil, !item.hidesUnselectedLabel { item.label = nil }
        if let modifier = call.argument("modifier", position: 3) {
            readSemantics(modifier.range, into: &item, evaluator)
            item.modifierPadding = Self.horizontalPadding(ofModifier: modifier.range, in: file)
        }
        return item
    }

    /// The line limit of a label that is one `Text(…)` or `BasicText(…)`: `maxLines = N` (`Int.MAX_VALUE`:
    /// none), `softWrap = false` (one line); none written, a Compose `Text` wraps without a limit (softWrap
    /// true, maxLines Int.MAX_VALUE). Nil when the label is not such a call.
    static func lineLimit(ofLabel range: Range<Int>, in file: KotlinFile) -> CodeLineLimit? {
        let shown = KotlinEvaluator.shown(file, range)
        guard let first = shown.first, ["Text", "BasicText"].contains(file.tokens[first].text), let call = file.call(at: first), call.end == shown.last else { return nil }
        var limit = CodeLineLimit.unlimited
        if let maxLines = call.argument("maxLines") {
            let written = file.text(maxLines.range)
            if let lines = Int(written), lines >= 1 {
                limit = .lines(lines)
            } else if written != "Int.MAX_VALUE" {
                limit = .unknown(written)
            }
        }
        if let softWrap = call.argument("softWrap") {
            switch file.text(softWrap.range) {
            case "false": return .lines(1)  // one line whatever maxLines says
            case "true": break
            case let written: limit = .unknown(written)
            }
        }
        return limit
    }

    /// Material's type scales (androidx.compose.material3 TypographyTokens, androidx.compose.material
    /// Typography): size and letter spacing in sp, and weight. The names of the two do not overlap.
    static let typeScale: [String: CodeTextStyle] = [
        "displayLarge": .init(fontSize: 57, letterSpacing: -0.25, weight: .regular), "displayMedium": .init(fontSize: 45, letterSpacing: 0, weight: .regular),
        "displaySmall": .init(fontSize: 36, letterSpacing: 0, weight: .regular), "headlineLarge": .init(fontSize: 32, letterSpacing: 0, weight: .regular),
        "headlineMedium": .init(fontSize: 28, letterSpacing: 0, weight: .regular), "headlineSmall": .init(fontSize: 24, letterSpacing: 0, weight: .regular),
        "titleLarge": .init(fontSize: 22, letterSpacing: 0, weight: .regular), "titleMedium": .init(fontSize: 16, letterSpacing: 0.15, weight: .medium),
        "titleSmall": .init(fontSize: 14, letterSpacing: 0.1, weight: .medium), "bodyLarge": .init(fontSize: 16, letterSpacing: 0.5, weight: .regular),
        "bodyMedium": .init(fontSize: 14, letterSpacing: 0.25, weight: .regular), "bodySmall": .init(fontSize: 12, letterSpacing: 0.4, weight: .regular),
        "labelLarge": .init(fontSize: 14, letterSpacing: 0.1, weight: .medium), "labelMedium": .init(fontSize: 12, letterSpacing: 0.5, weight: .medium),
        "labelSmall": .init(fontSize: 11, letterSpacing: 0.5, weight: .medium),
        "subtitle1": .init(fontSize: 16, letterSpacing: 0.15, weight: .regular), "subtitle2": .init(fontSize: 14, letterSpacing: 0.1, weight: .medium),
        "body1": .init(fontSize: 16, letterSpacing: 0.5, weight: .regular), "body2": .init(fontSize: 14, letterSpacing: 0.25, weight: .regular),
        "button": .init(fontSize: 14, letterSpacing: 1.25, weight: .medium), "caption": .init(fontSize: 12, letterSpacing: 0.4, weight: .regular),
        "overline": .init(fontSize: 10, letterSpacing: 1.5, weight: .regular),
    ]

    /// The text style the `Text` / `BasicText` calls of a label give it over the item's own (`itemStyle`), where
    /// every one of them writes one and the same (lissen's player bar: `style = labelStyle` for
    /// `val labelStyle = typography.labelSmall.copy(fontSize = 10.sp)`, 10 sp where the item gives 12).
    /// Nil where a call writes none, or one the reader cannot tell (an app's own typography, a size computed).
    static func textStyle(ofLabel range: Range<Int>, in file: KotlinFile, itemStyle: CodeTextStyle) -> CodeTextStyle? {
        var styles: [CodeTextStyle?] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if token.kind == .identifier, ["Text", "BasicText"].contains(token.text), index == range.lowerBound || !file.tokens[index - 1].isSymbol("."),
               let call = file.call(at: index) {
                styles.append(textStyle(of: call, in: file, itemStyle: itemStyle))
                index = call.end + 1
                continue
            }
            index += 1
        }
        guard let first = styles.first, styles.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The first style or size argument of a label's `Text` calls that is not read (`style = AppTheme.textStyle.label.small`),
    /// as written; nil where every one is read or none is written.
    static func unreadTextStyle(ofLabel range: Range<Int>, in file: KotlinFile, itemStyle: CodeTextStyle) -> String? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if token.kind == .identifier, ["Text", "BasicText"].contains(token.text), index == range.lowerBound || !file.tokens[index - 1].isSymbol("."),
               let call = file.call(at: index) {
                if let family = otherFontFamily(of: call, in: file) { return family }
                if textStyle(of: call, in: file, itemStyle: itemStyle) == nil,
                   let written = ["style", "fontSize", "letterSpacing", "fontWeight"].lazy.compactMap({ call.argument($0) }).first {
                    return file.text(written.range)
                }
                index = call.end + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The `fontFamily` a `Text(…)` writes, as written, where it is not Roboto (`FontFamily.Default`, `SansSerif`): the app's
    /// font (SlimeKT's `fontFamily = LocalSlimeFont.current.secondaryMedium`), whose widths are not Roboto's.
    private static func otherFontFamily(of call: KotlinCall, in file: KotlinFile) -> String? {
        guard let family = call.argument("fontFamily") else { return nil }
        let written = file.text(family.range)
        return ["FontFamily.Default", "FontFamily.SansSerif", "null"].contains(written) ? nil : written
    }

    /// What one `Text(…)` writes: `style = …`, then its own `fontSize`, `letterSpacing` and `fontWeight`.
    private static func textStyle(of call: KotlinCall, in file: KotlinFile, itemStyle: CodeTextStyle) -> CodeTextStyle? {
        guard otherFontFamily(of: call, in: file) == nil else { return nil }
        var style: CodeTextStyle?
        if let written = call.argument("style") {
            guard let known = textStyle(expression: written.range, in: file, itemStyle: itemStyle, depth: 0) else { return nil }
            style = known
        }
        guard let overridden = overriding(style ?? itemStyle, with: call, in: file) else { return nil }
        return style == nil && overridden == itemStyle ? nil : overridden
    }

    /// `style` with the `fontSize`, `letterSpacing` and `fontWeight` a call (`Text(…)`, `….copy(…)`) writes;
    /// nil where one of them is not a literal.
    private static func overriding(_ style: CodeTextStyle, with call: KotlinCall, in file: KotlinFile) -> CodeTextStyle? {
        var result = style
        // Sizes as a definition may give them (`Size.accepted`), a font of at least 1 sp: `1.7976931348623157e308.sp`
        // measured titles "inf dp wide in Roboto Medium inf sp". Past them the size is not read, as a computed one.
        let largest = Size.accepted.upperBound
        if let size = call.argument("fontSize") {
            guard let value = spValue(size.range, property: "fontSize", in: file), (1...largest).contains(value) else { return nil }
            result.fontSize = value
        }
        if let spacing = call.argument("letterSpacing") {
            guard let value = spValue(spacing.range, property: "letterSpacing", in: file), (-largest...largest).contains(value) else { return nil }
            result.letterSpacing = value
        }
        if let weight = call.argument("fontWeight") {
            // `FontWeight.Medium`, `FontWeight.W600`.
            guard weight.range.count == 3, file.tokens[weight.range.lowerBound].isIdentifier("FontWeight") else { return nil }
            switch file.tokens[weight.range.lowerBound + 2].text {
            case "Thin", "ExtraLight", "Light", "Normal", "W100", "W200", "W300", "W400": result.weight = .regular
            case "Medium", "W500": result.weight = .medium
            case "SemiBold", "Bold", "ExtraBold", "Black", "W600", "W700", "W800", "W900": result.weight = .bold
            default: return nil
            }
        }
        return result
    }

    /// `MaterialTheme.typography.labelSmall`, `typography.labelSmall.copy(fontSize = 10.sp)`,
    /// `LocalTextStyle.current.copy(…)`, or a `val` of the file holding one (the nearest before its use).
    private static func textStyle(expression range: Range<Int>, in file: KotlinFile, itemStyle: CodeTextStyle, depth: Int) -> CodeTextStyle? {
        let tokens = file.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .identifier, depth < 4 {
            guard let declaration = file.valueDeclarations[tokens[range.lowerBound].text]?.last(where: { $0 < range.lowerBound }),
                  let initializer = initializer(of: declaration, in: file) else { return nil }
            return textStyle(expression: initializer, in: file, itemStyle: itemStyle, depth: depth + 1)
        }
        var style: CodeTextStyle?
        if let name = range.first(where: { $0 >= range.lowerBound + 2 && tokens[$0 - 1].isSymbol(".") && tokens[$0 - 2].isIdentifier("typography") }) {
            style = typeScale[tokens[name].text]
        } else if range.contains(where: { tokens[$0].isIdentifier("LocalTextStyle") }) {
            style = itemStyle
        }
        guard var style else { return nil }
        for index in range where tokens[index].isIdentifier("copy") && index > range.lowerBound && tokens[index - 1].isSymbol(".") {
            guard let call = file.call(at: index), let copied = overriding(style, with: call, in: file) else { return nil }
            style = copied
        }
        return style
    }

    /// `val NAME = a.b(…).c(…)` at `declaration` (its `val`): the expression's tokens, a chain of names,
    /// dots and calls; nil for anything else.
    private static func initializer(of declaration: Int, in file: KotlinFile) -> Range<Int>? {
        let tokens = file.tokens
        guard let equals = (declaration + 2..<min(tokens.count, declaration + 8)).first(where: { tokens[$0].isSymbol("=") }) else { return nil }
        var end = equals + 1
        var expectsName = true
        while end < tokens.count {
            let token = tokens[end]
            if expectsName {
                guard token.kind == .identifier else { break }
                expectsName = false
            } else if token.isSymbol(".") {
                expectsName = true
            } else if token.isSymbol("("), !tokens[end - 1].isSymbol(")"), let close = file.closing[end] {
                end = close
            } else {
                break
            }
            end += 1
        }
        return end > equals + 1 ? equals + 1..<end : nil
    }

    /// `10.sp`, `0.5.sp`: the number of sp; nil for anything else.
    /// A size in sp as a `Text` writes it: `10.sp`; the type scale's own (`MaterialTheme.typography.bodyMedium.fontSize`, for
    /// `property`); either through an extension property of the file that undoes the user's font scale (GOV.UK One Login's
    /// `….bodyMedium.fontSize.nonScaledSp`, `val TextUnit.nonScaledSp get() = (this.value / LocalDensity.current.fontScale).sp`):
    /// at the default font scale, the one measured, that is the same size (it stays that size, in dp, at every other).
    /// Nil for anything else.
    private static func spValue(_ range: Range<Int>, property: String, in file: KotlinFile) -> Double? {
        if let value = literal(range, unit: "sp", in: file) { return value }
        var end = range.upperBound
        if end - range.lowerBound > 2, file.tokens[end - 2].isSymbol("."), file.tokens[end - 1].kind == .identifier,
           !file.tokens[end - 1].isIdentifier(property), undoesFontScale(file.tokens[end - 1].text, in: file) {
            end -= 2
            if let value = literal(range.lowerBound..<end, unit: "sp", in: file) { return value }
        }
        // `[MaterialTheme.]typography.NAME.PROPERTY`
        let tokens = file.tokens
        guard end - range.lowerBound >= 5, tokens[end - 1].isIdentifier(property), tokens[end - 2].isSymbol("."), tokens[end - 3].kind == .identifier,
              tokens[end - 4].isSymbol("."), tokens[end - 5].isIdentifier("typography"),
              end - 5 == range.lowerBound || (end - 7 == range.lowerBound && tokens[range.lowerBound].isIdentifier("MaterialTheme") && tokens[end - 6].isSymbol("."))
        else { return nil }
        let style = typeScale[tokens[end - 3].text]
        return property == "fontSize" ? style?.fontSize : style?.letterSpacing
    }

    /// Whether the file declares `val TextUnit.NAME` whose getter divides by the font scale (`fontScale`, within its first
    /// 32 tokens): a size the user's font scale does not change.
    private static func undoesFontScale(_ name: String, in file: KotlinFile) -> Bool {
        let tokens = file.tokens
        // `valueDeclarations` keeps an extension property under its receiver type, at its `val`.
        for declaration in file.valueDeclarations["TextUnit"] ?? [] where declaration + 3 < tokens.count {
            guard tokens[declaration].isIdentifier("val"), tokens[declaration + 2].isSymbol("."), tokens[declaration + 3].isIdentifier(name) else { continue }
            let body = tokens[(declaration + 4)..<min(tokens.count, declaration + 36)]
            if body.contains(where: { $0.isIdentifier("fontScale") }) && body.contains(where: { $0.isSymbol("/") }) { return true }
        }
        return false
    }

    /// `4.dp`, `64.dp`: a number written with `unit`; nil for anything else.
    static func literal(_ range: Range<Int>, unit: String, in file: KotlinFile) -> Double? {
        guard range.count == 3, file.tokens[range.lowerBound].kind == .number, file.tokens[range.lowerBound + 1].isSymbol("."),
              file.tokens[range.lowerBound + 2].isIdentifier(unit) else { return nil }
        return Double(String(file.tokens[range.lowerBound].text.filter { $0 != "_" })).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The horizontal padding, both sides together, of a modifier written only of `padding` calls on `Modifier`
    /// (`Modifier.padding(horizontal = 4.dp)`, `Modifier.padding(8.dp)`, `.padding(start = 2.dp, end = 6.dp)`),
    /// in dp; nil for any other modifier, whose effect on the item's width is not read.
    static func horizontalPadding(ofModifier range: Range<Int>, in file: KotlinFile) -> Double? {
        guard let first = range.first, file.tokens[first].isIdentifier("Modifier") else { return nil }
        var total = 0.0
        var index = first + 1
        while index < range.upperBound {
            guard file.tokens[index].isSymbol("."), index + 1 < range.upperBound, file.tokens[index + 1].isIdentifier("padding"),
                  let call = file.call(at: index + 1), call.lambda == nil, call.end < range.upperBound else { return nil }
            let values = call.arguments.map { ($0.label, literal($0.range, unit: "dp", in: file)) }
            for (offset, (label, value)) in values.enumerated() {
                guard let value else { return nil }
                switch label {
                // `padding(all)`, `padding(horizontal, vertical)`: the first positional value pads both sides.
                case nil where offset == 0, "all"?, "horizontal"?: total += 2 * value
                case "start"?, "end"?, "left"?, "right"?: total += value
                case nil, "vertical"?, "top"?, "bottom"?: continue
                default: return nil
                }
            }
            index = call.end + 1
        }
        return total
    }

    /// `Box(Modifier.size(64.dp))`, `Spacer(modifier = Modifier.width(64.dp))`: an empty composable of a fixed width, in
    /// dp; nil for anything else.
    static func fixedWidth(ofEmpty range: Range<Int>, in file: KotlinFile) -> Double? {
        guard let first = range.first, ["Box", "Spacer"].contains(file.tokens[first].text), let call = file.call(at: first),
              call.lambda == nil, call.end + 1 == range.upperBound, call.arguments.count == 1,
              call.arguments[0].label == nil || call.arguments[0].label == "modifier" else { return nil }
        let modifier = call.arguments[0].range
        guard modifier.count > 3, file.tokens[modifier.lowerBound].isIdentifier("Modifier"), file.tokens[modifier.lowerBound + 1].isSymbol("."),
              ["size", "width"].contains(file.tokens[modifier.lowerBound + 2].text), let sizing = file.call(at: modifier.lowerBound + 2),
              sizing.end + 1 == modifier.upperBound, sizing.arguments.count == 1, sizing.arguments[0].label == nil else { return nil }
        return literal(sizing.arguments[0].range, unit: "dp", in: file)
    }

    /// `{ Icon(imageVector, contentDescription = …) }`, in a `BadgedBox(badge = { Badge { Text(…) } })` too.
    private func readIcon(_ value: KotlinValue, into item: inout CodeTabItem, iconSemantics: CodeTabItem.IconSemantics, _ evaluator: KotlinEvaluator,
                          depth: Int = 0) {
        let tokens = value.file.tokens
        // `when (screen) { Screen.Home -> Icon(…) … }`: the branch of the bound element (a `when` in a
        // branch too, a few deep: each level reads the branches once more).
        if depth < 8, let when = value.range.first(where: { tokens[$0].isIdentifier("when") }), when + 1 < value.range.upperBound,
           let close = value.file.closing[when + 1], let element = evaluator.bindings[value.file.text(when + 2..<close)],
           close + 1 < value.range.upperBound, tokens[close + 1].isSymbol("{"), let end = value.file.closing[close + 1],
           let branch = declarations.whenBranches(value.file, close + 2..<end).first(where: { $0.key == element.name })?.value
               ?? declarations.whenBranches(value.file, close + 2..<end)["else"] {
            readIcon(branch, into: &item, iconSemantics: iconSemantics, evaluator, depth: depth + 1)
            return
        }
        var index = value.range.lowerBound
        while index < value.range.upperBound {
            defer { index += 1 }
            guard tokens[index].kind == .identifier else { continue }
            switch tokens[index].text {
            case "Icon" where index == value.range.lowerBound || !tokens[index - 1].isSymbol("."),
                 "Image" where index == value.range.lowerBound || !tokens[index - 1].isSymbol("."):
                // `Image(painter, contentDescription)` describes the icon as `Icon` does.
                guard let call = value.file.call(at: index) else { continue }
                if let image = call.argument("imageVector", position: 0) ?? call.argument("painter") ?? call.argument("bitmap") {
                    item.image = evaluator.imageName(KotlinValue(file: value.file, range: image.range))
                }
                if let description = call.argument("contentDescription", position: 1) {
                    let described = KotlinValue(file: value.file, range: description.range)
                    // `null` and `""` describe nothing: TalkBack reads the item's label text.
                    let description = value.file.text(description.range) == "null" ? nil : evaluator.string(described)
                    if let description, description != .verbatim("") { item.label = description }
                }
                return
            case "Badge":
                guard let call = value.file.call(at: index) else { continue }
                // A badge under an `if` about the loop's element shows on the tabs the condition picks.
                switch Self.badgeCondition(at: index, within: value, evaluator) {
                case .shown: break
                case .notShown(let branchEnd):
                    // The branch is not this tab's: neither its badge nor its icon (sing-box's `else if (screen ==
                    // Screen.Tools …)` branch after the Settings one holds the Tools tab's).
                    index = max(call.end, branchEnd)
                    continue
                case .unknown(let condition):
                    item.badge = .runtime("if (\(condition)) Badge")
                    item.badgeInIcon = iconSemantics
                    index = call.end
                    continue
                }
                // The content as a trailing lambda or written `content = { … }` (Jerboa's `Badge(containerColor = …,
                // content = { Text(text = iconBadgeCount.toString()) })`, no dot).
                if let content = call.lambda ?? call.argument("content")?.range,
                   let text = (content.lowerBound..<content.upperBound).first(where: { tokens[$0].isIdentifier("Text") }),
                   let textCall = value.file.call(at: text), let argument = textCall.argument("text", position: 0) {
                    item.badge = evaluator.string(KotlinValue(file: value.file, range: argument.range))
                } else {
                    // `Badge()` with no content is a dot.
                    item.badge = .verbatim("")
                }
                item.badgeInIcon = iconSemantics
                // What the badge holds is its own (a badge in it is not read again).
                index = call.end
            default: continue
            }
        }
        // No Material `Icon` here: an icon drawn by a composable of the app's describes itself inside that
        // function. Declared in this file (Audile's `LibraryNavigationIcon(selected, unviewedTracksCount)`,
        // a `BadgedBox` around an `Icon` described by `stringResource(TopLevelDestination.Library.titleResId)`;
        // Mensinator's `NavigationItemIcon(currentScreen, item)`), its body is read as the icon, with the call's
        // arguments for its parameters; declared in another file, or describing itself with what is not read
        // here, it is a description computed at run time (a note), not "no label".
        if item.label == nil, let call = Self.appComposableCall(in: value) {
            if depth < 8, evaluator.arguments.isEmpty, value.file === file, let (body, parameters) = iconFunction(named: call.name),
               !body.contains(call.index) {
                var inner = evaluator
                for (name, argument) in call.arguments(forParameters: parameters) {
                    inner.arguments[name] = KotlinValue(file: file, range: argument.range)
                    // `ItemIcon(item = item)` inside a loop: the function's `item` is the loop's element.
                    if argument.range.count == 1, let element = evaluator.bindings[file.tokens[argument.range.lowerBound].text] {
                        inner.bindings[name] = element
                    }
                }
                readIcon(KotlinValue(file: file, range: body), into: &item, iconSemantics: iconSemantics, inner, depth: depth + 1)
            }
            if item.label == nil { item.label = .runtime(value.file.text(call.index..<call.end + 1)) }
        }
    }

    /// The body and parameter names of the first `fun NAME(…) { … }` declared in this file.
    private func iconFunction(named name: String) -> (body: Range<Int>, parameters: [String])? {
        file.firstFunctionDeclarations[name].flatMap(file.functionBody(parametersAt:))
    }

    enum BadgeCondition { case shown, notShown(branchEnd: Int), unknown(String) }

    /// Whether a badge at `badge` shows on the tab of the bound element: a badge in the `then` branch of an
    /// `if` whose condition names the loop's element (sing-box's `if (screen == Screen.Settings && hasUpdate)`,
    /// LibreSudoku's `if (destination.direction.route == MoreScreenDestination.route && updateAvailable)`)
    /// shows on the tab an equality `ELEMENT == Owner.Case` (or `!=`) picks, and not on the others; a
    /// condition on the element that is not such an equality (or a badge in its `else` branch) picks tabs
    /// at run time. A condition that does not name the element (`if (hasUpdate)`) leaves the badge on its tab.
    static func badgeCondition(at badge: Int, within value: KotlinValue, _ evaluator: KotlinEvaluator) -> BadgeCondition {
        let file = value.file
        let tokens = file.tokens
        // The loop's element, and the parameters of an icon's composable (Jerboa's `NavbarIconAndBadge(iconBadgeCount,
        // …)` draws its badge `if (iconBadgeCount !== null && iconBadgeCount > 0)`): a value passed in, which no
        // equality with an entry decides (on tabs chosen at run time).
        let parameters = Set(evaluator.bindings.keys).union(evaluator.arguments.keys)
        guard !parameters.isEmpty else { return .shown }
        // The `if` conditions around the badge inside the icon: `if (C) { … }`, `if (C) Badge()`, `} else { … }`.
        var conditions: [(range: Range<Int>, isElse: Bool)] = []
        func ifCondition(endingAt close: Int) -> Range<Int>? {
            guard tokens[close].isSymbol(")"), let open = file.opening[close], open > value.range.lowerBound,
                  tokens[open - 1].isIdentifier("if") else { return nil }
            return open + 1..<close
        }
        if badge - 1 > value.range.lowerBound, let condition = ifCondition(endingAt: badge - 1) { conditions.append((condition, false)) }
        var next = file.enclosing[badge]
        while let opener = next, opener > value.range.lowerBound {
            next = file.enclosing[opener]
            guard tokens[opener].isSymbol("{") else { continue }
            if let condition = ifCondition(endingAt: opener - 1) {
                conditions.append((condition, false))
            } else if tokens[opener - 1].isIdentifier("else"), opener - 2 > value.range.lowerBound, tokens[opener - 2].isSymbol("}"),
                      let thenOpen = file.opening[opener - 2], let condition = ifCondition(endingAt: thenOpen - 1) {
                conditions.append((condition, true))
            }
        }
        for (condition, isElse) in conditions {
            guard condition.contains(where: { tokens[$0].kind == .identifier && parameters.contains(tokens[$0].text)
                && ($0 == condition.lowerBound || !tokens[$0 - 1].isSymbol(".")) }) else { continue }
            let written = file.text(condition)
            if isElse || condition.contains(where: { tokens[$0].isSymbol("||") }) { return .unknown(written) }
            // `P == Owner.Case` / `Owner.Case == P` (`!=`) among `&&`-joined terms.
            var decided: Bool?
            for index in condition where tokens[index].isSymbol("==") || tokens[index].isSymbol("!=") {
                let equal = tokens[index].isSymbol("==")
                var left = index - 1
                while left - 1 >= condition.lowerBound, !tokens[left - 1].isSymbol("&&"), !tokens[left - 1].isSymbol("(") { left -= 1 }
                var right = index + 1
                while right + 1 < condition.upperBound, !tokens[right + 1].isSymbol("&&"), !tokens[right + 1].isSymbol(")") { right += 1 }
                let lhs = Array(left..<index), rhs = Array(index + 1..<right + 1)
                for (mine, other) in [(lhs, rhs), (rhs, lhs)] {
                    guard mine.count == 1, let element = evaluator.bindings[tokens[mine[0]].text], !element.name.isEmpty,
                          let last = other.last, tokens[last].kind == .identifier,
                          other.allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].isSymbol(".") }) else { continue }
                    let matches = tokens[last].text == element.name
                    decided = (decided ?? true) && (matches == equal)
                }
            }
            guard let decided else { return .unknown(written) }
            if !decided {
                let branch = condition.upperBound + 1
                let end = branch < tokens.count && tokens[branch].isSymbol("{") ? file.closing[branch] ?? badge : badge
                return .notShown(branchEnd: end)
            }
        }
        return .shown
    }

    /// Layouts and slots of Compose and Material that describe nothing themselves.
    private static let describingNothing: Set<String> = [
        "BadgedBox", "Badge", "Box", "Row", "Column", "Spacer", "Text", "Surface", "AnimatedVisibility", "AnimatedContent",
        "Crossfade", "CompositionLocalProvider", "Modifier", "Color", "Icons", "ImageVector", "Triple", "Pair", "R",
    ]

    /// The first call of a composable that is not Material's `Icon`, `Image` or a layout: a function of
    /// the app's (its name capitalised, as composables are named), outside any badge.
    private static func appComposableCall(in value: KotlinValue) -> KotlinCall? {
        let tokens = value.file.tokens
        var index = value.range.lowerBound
        while index < value.range.upperBound {
            defer { index += 1 }
            let token = tokens[index]
            guard token.kind == .identifier, let first = token.text.first, first.isUppercase,
                  index == value.range.lowerBound || !tokens[index - 1].isSymbol("."),
                  let call = value.file.call(at: index) else { continue }
            if token.text == "Badge" || token.text == "BadgedBox" {
                // A badge's content is its own; a BadgedBox's icon is its trailing lambda.
                if token.text == "Badge" { index = call.end }
                continue
            }
            if describingNothing.contains(token.text) { continue }
            return call
        }
        return nil
    }

    /// `Modifier.semantics { contentDescription = …; stateDescription = … }`.
    private func readSemantics(_ range: Range<Int>, into item: inout CodeTabItem, _ evaluator: KotlinEvaluator) {
        let tokens = file.tokens
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard tokens[index].isIdentifier("semantics") || tokens[index].isIdentifier("clearAndSetSemantics"),
                  let call = file.call(at: index), let lambda = call.lambda else { continue }
            // Each property's value runs to a `;` or the end of its line; the next property starts there.
            var property = lambda.lowerBound
            while property < lambda.upperBound {
                guard tokens[property].kind == .identifier, property + 1 < lambda.upperBound, tokens[property + 1].isSymbol("=") else {
                    property += 1
                    continue
                }
                var end = property + 2
                while end < lambda.upperBound, !tokens[end].isSymbol(";"), tokens[end].line == tokens[property].line || file.closing[end] != nil {
                    end = file.closing[end].map { $0 + 1 } ?? end + 1
                }
                let value = KotlinValue(file: file, range: property + 2..<end)
                switch tokens[property].text {
                case "contentDescription": item.label = evaluator.string(value)
                case "stateDescription": item.value = evaluator.string(value)
                default: break
                }
                property = max(end, property + 1)
            }
            index = call.end
        }
    }
}

/// Turns a Kotlin expression into the string it shows: literals, `stringResource(R.string.x)`,
/// `Text(…)`, and properties of a bound list element (one level deep); anything else is `.runtime`.
struct KotlinEvaluator {
    let declarations: KotlinDeclarations
    var bindings: [String: KotlinElement]
    /// Inside an item wrapper's body: its parameters → the values its call passes (in the caller's file).
    var arguments: [String: KotlinValue] = [:]

    init(declarations: KotlinDeclarations, bindings: [String: KotlinElement]) {
        self.declarations = declarations
        self.bindings = bindings
    }

    /// A wrapper's parameter, alone, → the value its call passes, to be read where the call is (by an
    /// evaluator without the wrapper's parameters); nil for anything else.
    private func passedArgument(_ value: KotlinValue) -> (value: KotlinValue, caller: KotlinEvaluator)? {
        let range = KotlinEvaluator.shown(value.file, value.range)
        guard !arguments.isEmpty, range.count == 1, value.file.tokens[range.lowerBound].kind == .identifier,
              let passed = arguments[value.file.tokens[range.lowerBound].text] else { return nil }
        var caller = self
        caller.arguments = [:]
        return (passed, caller)
    }

    private enum Resource { case string(String), drawable(String) }

    /// What an argument shows: a composable lambda `{ Text(…) }` shows what it holds; of
    /// `if (…) null else X` (a label some settings hide) the `else` branch is the text when shown.
    static func shown(_ file: KotlinFile, _ range: Range<Int>) -> Range<Int> {
        var range = range
        while true {
            let tokens = file.tokens
            if let first = range.first, tokens[first].isSymbol("{"), let close = file.closing[first], close == range.last {
                range = first + 1..<close
            } else if let first = range.first, tokens[first].isIdentifier("if"), first + 1 < range.upperBound, let close = file.closing[first + 1],
                      let otherwise = file.firstTopLevel(in: close + 1..<range.upperBound, where: { $0.isIdentifier("else") }) {
                // `null` or `{ null }` (not an `if` of its own, whose branches would be read once per level above it).
                var then = close + 1..<otherwise
                while let open = then.first, tokens[open].isSymbol("{"), let end = file.closing[open], end == then.last { then = open + 1..<end }
                let isNull = then.count == 1 && tokens[then.lowerBound].isIdentifier("null")
                range = isNull ? otherwise + 1..<range.upperBound : close + 1..<otherwise
            } else {
                return range
            }
        }
    }

    func string(_ value: KotlinValue) -> CodeString {
        string(value, depth: 0)
    }

    /// `locals`: local values followed so far (a chain of them is cut after a few, as code is); `composables`: text
    /// composables of the file followed so far.
    private func string(_ value: KotlinValue, depth: Int, locals: Int = 0, composables: Int = 0) -> CodeString {
        if let passed = passedArgument(value) { return passed.caller.string(passed.value) }
        let file = value.file
        let tokens = file.tokens
        let range = innermostText(value)
        // `Text(label)` in a wrapper: what the call passes for `label`.
        if let passed = passedArgument(KotlinValue(file: file, range: range)) { return passed.caller.string(passed.value) }
        guard let first = range.first else { return .runtime("") }
        if composables < 4, let (shown, inner) = textComposable(calledAt: first, endingAt: range.upperBound, in: file) {
            return inner.string(shown, depth: depth, locals: locals, composables: composables + 1)
        }
        if range.count == 1, tokens[first].kind == .string {
            return tokens[first].hasTemplate ? .runtime(file.text(range)) : .verbatim(tokens[first].text)
        }
        if case .string(let name)? = resource(KotlinValue(file: file, range: range)) { return .key(name, table: nil) }
        if tokens[first].kind == .identifier, let call = file.call(at: first), ["stringResource", "getString", "pluralStringResource"].contains(call.name),
           let argument = call.argument("id", position: 0),
           case .string(let name)? = resourceThroughBindings(KotlinValue(file: file, range: argument.range), depth: depth) {
            return .key(name, table: nil)
        }
        if let bound = boundProperty(KotlinValue(file: file, range: range)), depth == 0 {
            return string(bound, depth: depth + 1)
        }
        // `val label = stringResource(id = target.labelRes())` above the item, `Text(text = label)` in it.
        if range.count == 1, tokens[first].kind == .identifier, locals < 4, let local = localValue(tokens[first].text, usedAt: first, in: file) {
            return string(local, depth: depth, locals: locals + 1)
        }
        return .runtime(file.text(range))
    }

    /// `Label(text = navigationDestination.first.label)`, a call of a composable the file declares whose body is one `Text(…)`
    /// (GOV.UK One Login's `private fun Label(text: Int) { Text(text = stringResource(id = text), maxLines = 1, …) }`): that
    /// Text, and an evaluator reading its parameters as the values the call passes. Nil for any other call.
    private func textComposable(calledAt first: Int, endingAt end: Int, in file: KotlinFile) -> (KotlinValue, KotlinEvaluator)? {
        guard let (call, body, parameters) = file.textComposable(calledIn: first..<end) else { return nil }
        var inner = self
        inner.arguments = [:]
        for (name, argument) in call.arguments(forParameters: parameters) {
            let written = KotlinValue(file: file, range: argument.range)
            // A parameter of a wrapper around the call passed on: the value its own call passes.
            inner.arguments[name] = passedArgument(written)?.value ?? written
            if argument.range.count == 1, let element = bindings[file.tokens[argument.range.lowerBound].text] { inner.bindings[name] = element }
        }
        return (KotlinValue(file: file, range: body), inner)
    }

    /// The change of case the app makes to the string resource a label shows (Leafy's `Text(text =
    /// stringResource(labelRes).capitalize())` in its item wrapper, the label passed as the wrapper's argument too):
    /// read where `string(_:)` reads the resource's call, from what follows it. Nil for none, or a call that is not one.
    func caseMapping(_ value: KotlinValue) -> CaseMapping? {
        if let passed = passedArgument(value) { return passed.caller.caseMapping(passed.value) }
        let file = value.file
        let tokens = file.tokens
        let range = innermostText(value)
        if let passed = passedArgument(KotlinValue(file: file, range: range)) { return passed.caller.caseMapping(passed.value) }
        guard let first = range.first, tokens[first].kind == .identifier, let call = file.call(at: first),
              ["stringResource", "getString", "pluralStringResource"].contains(call.name), call.end + 1 < range.upperBound else { return nil }
        return declarations.caseMapping(applying: call.end + 1..<range.upperBound, in: file)
    }

    /// What `value` shows (`shown`), and of `Text(Text(…))` what the innermost shows: followed in a loop, as Kotlin sets no
    /// limit to the nesting.
    private func innermostText(_ value: KotlinValue) -> Range<Int> {
        let file = value.file
        var range = KotlinEvaluator.shown(file, value.range)
        while let first = range.first, file.tokens[first].isIdentifier("Text"), resource(KotlinValue(file: file, range: range)) == nil,
              let call = file.call(at: first), let argument = call.argument("text", position: 0) {
            range = KotlinEvaluator.shown(file, argument.range)
        }
        return range
    }

    /// The value of `val NAME = …` (`val NAME: Type = …`) declared before `use` in a block around it: the
    /// nearest such declaration, when its value is one call or one literal.
    private func localValue(_ name: String, usedAt use: Int, in file: KotlinFile) -> KotlinValue? {
        let tokens = file.tokens
        for index in (file.valueDeclarations[name] ?? []).reversed() where index + 2 < use && tokens[index].isIdentifier("val") {
            guard let block = file.enclosing[index], tokens[block].isSymbol("{"), let close = file.closing[block], use < close else { continue }
            guard let equals = (index + 2..<min(use, index + 8)).first(where: { tokens[$0].isSymbol("=") }), equals + 1 < use else { return nil }
            if let call = file.call(at: equals + 1), call.end < use { return KotlinValue(file: file, range: equals + 1..<call.end + 1) }
            if tokens[equals + 1].kind == .string, equals + 2 >= use || tokens[equals + 2].line > tokens[equals + 1].line {
                return KotlinValue(file: file, range: equals + 1..<equals + 2)
            }
            // A property of a value, `val labelResId = screen.labelResId` (oxygen-updater), alone on its line.
            if tokens[equals + 1].kind == .identifier {
                var end = equals + 1
                while end + 2 < use, tokens[end + 1].isSymbol("."), tokens[end + 2].kind == .identifier, tokens[end + 2].line == tokens[equals + 1].line { end += 2 }
                if end > equals + 1, end + 1 >= use || tokens[end + 1].line > tokens[equals + 1].line {
                    return KotlinValue(file: file, range: equals + 1..<end + 1)
                }
                // `val labelRes = item.labelRes ?: return Box(…)` (Leafy): past it, the value is the property, not null.
                if end > equals + 1, end + 2 < use, tokens[end + 1].isSymbol("?:"), tokens[end + 2].isIdentifier("return") {
                    return KotlinValue(file: file, range: equals + 1..<end + 1)
                }
            }
            return nil
        }
        return nil
    }

    /// `R.string.x` → `x` (qualified `com.app.R.string.x`, or an imported alias `CoreR.string.x`, too); `R.drawable.x`.
    private func resource(_ value: KotlinValue) -> Resource? {
        let tokens = value.file.tokens
        let range = value.range
        // `string.x` where the file imports `….R.string` (M3UAndroid's `import com.m3u.i18n.R.string`).
        if range.count == 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isSymbol("."),
           tokens[range.lowerBound + 2].kind == .identifier,
           let kind = value.file.resourceKindNames[tokens[range.lowerBound].text] ?? resourceKindAlias(tokens[range.lowerBound].text, in: value.file) {
            return kind == "string" || kind == "plurals" ? .string(tokens[range.lowerBound + 2].text) : .drawable(tokens[range.lowerBound + 2].text)
        }
        // `screen.title ?: Res.string.placeholder` ends as a resource does, but shows the placeholder only where the title
        // is null: `elvisOperand` chooses.
        guard range.count >= 5, let last = range.last, tokens[last].kind == .identifier,
              tokens[last - 4].kind == .identifier, value.file.firstTopLevel(in: range, where: { $0.isSymbol("?:") }) == nil,
              value.file.resourceClassNames.contains(tokens[last - 4].text) || declarations.resourceAlias(tokens[last - 4].text, usedIn: value.file) == "R",
              tokens[last - 3].isSymbol("."), tokens[last - 1].isSymbol(".") else { return nil }
        switch tokens[last - 2].text {
        case "string", "plurals": return .string(tokens[last].text)
        case "drawable", "mipmap": return .drawable(tokens[last].text)
        default: return nil
        }
    }

    /// A project type alias of a nested class of `R` that `file` sees (Nekome's `StringResource.nav_anime`): its kind.
    private func resourceKindAlias(_ name: String, in file: KotlinFile) -> String? {
        guard let names = declarations.resourceAlias(name, usedIn: file), names != "R" else { return nil }
        return names
    }

    private func resourceThroughBindings(_ value: KotlinValue, depth: Int, locals: Int = 0) -> Resource? {
        if let passed = passedArgument(value) { return passed.caller.resourceThroughBindings(passed.value, depth: depth) }
        if let operand = elvisOperand(value) { return resourceThroughBindings(operand, depth: depth, locals: locals) }
        if let direct = resource(value) { return direct }
        // `val labelResId = screen.labelResId` above the item, `stringResource(labelResId)` in it.
        let shown = KotlinEvaluator.shown(value.file, value.range)
        if shown.count == 1, value.file.tokens[shown.lowerBound].kind == .identifier, locals < 4,
           let local = localValue(value.file.tokens[shown.lowerBound].text, usedAt: shown.lowerBound, in: value.file) {
            return resourceThroughBindings(local, depth: depth, locals: locals + 1)
        }
        // `stringResource(when (screen) { Routes.Home -> R.string.home … else -> … })` (E-Rezept): the
        // branch of the bound element, else the `else` branch, as an icon chosen by `when` is read.
        if let branch = boundBranch(value), depth < 4 { return resourceThroughBindings(branch, depth: depth + 1) }
        guard depth == 0, let bound = boundProperty(value) else { return nil }
        return resource(bound)
    }

    /// `a ?: b`, the whole value → `a`; `b` where `a` is a bound element's property it holds as `null`, written or by
    /// its constructor's default (BandoriStation's `stringResource(screen.title ?: Res.string.placeholder)` shows each
    /// screen's title; Leafy's `val labelRes = item.labelRes ?: return …` holds the label). Nil without a top-level `?:`.
    private func elvisOperand(_ value: KotlinValue) -> KotlinValue? {
        guard let elvis = value.file.firstTopLevel(in: value.range, where: { $0.isSymbol("?:") }), elvis > value.range.lowerBound,
              elvis + 1 < value.range.upperBound else { return nil }
        let left = KotlinValue(file: value.file, range: value.range.lowerBound..<elvis)
        return holdsNull(left) ? KotlinValue(file: value.file, range: elvis + 1..<value.range.upperBound) : left
    }

    /// Whether `item.name`, `item` bound to a list element, is `null`: the element passes `null`, or passes nothing
    /// and its type's constructor takes `null` by default (Leafy's `Camera(destination = Destination.Camera)` of
    /// `enum class BottomNavItem(@StringRes val labelRes: Int? = null, …)`).
    func holdsNull(_ value: KotlinValue) -> Bool {
        let tokens = value.file.tokens
        let range = value.range
        guard range.count == 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isSymbol("."),
              tokens[range.lowerBound + 2].kind == .identifier, let element = bindings[tokens[range.lowerBound].text] else { return false }
        let name = tokens[range.lowerBound + 2].text
        guard let held = element.properties[name] ?? element.type.flatMap({ declarations.defaults[$0]?[name] }) else { return false }
        return held.file.text(held.range) == "null"
    }

    /// `when (x) { A -> …; else -> … }`, the whole value, with `x` bound to a list element → the tokens of
    /// the element's branch (its subject's last name is the element's), else of the `else` branch.
    private func boundBranch(_ value: KotlinValue) -> KotlinValue? {
        let file = value.file
        let tokens = file.tokens
        let range = KotlinEvaluator.shown(file, value.range)
        guard range.count > 4, tokens[range.lowerBound].isIdentifier("when"), tokens[range.lowerBound + 1].isSymbol("("),
              let close = file.closing[range.lowerBound + 1], let element = bindings[file.text(range.lowerBound + 2..<close)],
              close + 1 < range.upperBound, tokens[close + 1].isSymbol("{"), let end = file.closing[close + 1], end == range.last else { return nil }
        let branches = declarations.whenBranches(file, close + 2..<end)
        guard let branch = branches[element.name] ?? branches["else"] else { return nil }
        // A branch ends before the next subject's line; trailing separators are not part of it.
        var body = branch.range
        while let last = body.last, tokens[last].isSymbol(";") || tokens[last].isSymbol(",") { body = body.lowerBound..<last }
        return KotlinValue(file: file, range: body)
    }

    /// `item.title` with `item` bound to a list element → the element's value for `title`;
    /// `item.toName()` → the branch of `toName`'s `when (this)` for the element; `Type.Entry.title`, an
    /// entry named in full (Audile's `TopLevelDestination.Library.titleResId` in its Library icon) → that
    /// entry's value for `title`.
    private func boundProperty(_ value: KotlinValue) -> KotlinValue? {
        let tokens = value.file.tokens
        let range = value.range
        if range.count == 5, (0..<5).allSatisfy({ $0 % 2 == 0 ? tokens[range.lowerBound + $0].kind == .identifier : tokens[range.lowerBound + $0].isSymbol(".") }),
           let entry = declarations.member(tokens[range.lowerBound + 2].text, of: tokens[range.lowerBound].text) {
            return entry.properties[tokens[range.lowerBound + 4].text]
        }
        guard range.count == 3 || range.count == 5, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isSymbol("."),
              let element = bindings[tokens[range.lowerBound].text] else { return nil }
        let name = tokens[range.lowerBound + 2].text
        // `item.screen.titleRes`, `screen` an entry named in full (Mensinator's `NavigationItem(screen =
        // Screen.Calendar, …)`) → that entry's value for `titleRes`.
        if range.count == 5, tokens[range.lowerBound + 3].isSymbol("."), tokens[range.lowerBound + 4].kind == .identifier {
            guard let held = element.properties[name], held.range.count == 3,
                  held.file.tokens[held.range.lowerBound].kind == .identifier, held.file.tokens[held.range.lowerBound + 1].isSymbol("."),
                  let entry = declarations.member(held.file.tokens[held.range.lowerBound + 2].text, of: held.file.tokens[held.range.lowerBound].text)
            else { return nil }
            return entry.properties[tokens[range.lowerBound + 4].text]
        }
        if range.count == 5 {
            guard tokens[range.lowerBound + 3].isSymbol("("), tokens[range.lowerBound + 4].isSymbol(")"),
                  let tables = declarations.memberFunctions[name] else { return nil }
            // The table with a branch for the element, else one with an `else` branch.
            return tables.lazy.compactMap { $0[element.name] }.first ?? tables.lazy.compactMap { $0["else"] }.first
        }
        return element.properties[name]
    }

    /// `Icons.Filled.Home` → `Home`; `painterResource(R.drawable.ic_home)` → `ic_home`; `item.icon` followed.
    func imageName(_ value: KotlinValue) -> String? {
        if let passed = passedArgument(value) { return passed.caller.imageName(passed.value) }
        let value = KotlinValue(file: value.file, range: KotlinEvaluator.shown(value.file, value.range))
        if let bound = boundProperty(value) { return imageName(bound, followed: true) }
        return imageName(value, followed: false)
    }

    private func imageName(_ value: KotlinValue, followed: Bool) -> String? {
        if let passed = passedArgument(value) { return passed.caller.imageName(passed.value) }
        let tokens = value.file.tokens
        if let first = value.range.first, tokens[first].kind == .identifier, let call = value.file.call(at: first), let argument = call.argument("id", position: 0) {
            return imageName(KotlinValue(file: value.file, range: argument.range), followed: followed)
        }
        if case .drawable(let name)? = resource(value) { return name }
        guard let last = value.range.last, tokens[last].kind == .identifier, value.range.count >= 3, tokens[value.range.lowerBound].text == "Icons" else { return nil }
        return tokens[last].text
    }
}

extension KotlinFile {
    /// Whether the expression that ends at token `end` (a call's `)`) is the whole value: nothing goes on
    /// after it (`listOf(A) + listOf(B, C)`, `listOf(…).filter { … }` on the same or the next line), so that
    /// a declaration's first list is not taken for the list it holds (a bar of one tab).
    func valueEnds(at end: Int) -> Bool {
        let next = end + 1
        guard next < tokens.count else { return true }
        let token = tokens[next]
        if token.isSymbol(".") || token.isSymbol("?.") || token.isSymbol("?:") || token.isIdentifier("as") { return false }
        return token.line > tokens[end].line || token.isSymbol(";") || token.isSymbol("}") || token.isSymbol(")") || token.isSymbol(",")
    }

    /// The name of the innermost function whose body encloses token `index` and that declares a parameter `name`.
    func function(declaringParameter name: String, around index: Int) -> String? {
        var next = enclosing[index]
        while let opener = next {
            next = enclosing[opener]
            guard tokens[opener].isSymbol("{"), opener > 0, tokens[opener - 1].isSymbol(")") || tokens[opener - 1].kind == .identifier else { continue }
            // `fun Name(…) {` or `fun Name(…): Type {`
            var close = opener - 1
            if !tokens[close].isSymbol(")") {
                guard let colon = (max(0, opener - 8)..<opener).last(where: { tokens[$0].isSymbol(":") }), colon > 0, tokens[colon - 1].isSymbol(")") else { continue }
                close = colon - 1
            }
            guard let open = opening[close], open >= 2, tokens[open - 1].kind == .identifier,
                  (max(0, open - 5)..<open - 1).contains(where: { tokens[$0].isIdentifier("fun") }) else { continue }
            var scan = open + 1
            while scan + 1 < close {
                if let skip = closing[scan], skip < close { scan = skip + 1; continue }
                if tokens[scan].isIdentifier(name), tokens[scan + 1].isSymbol(":") { return tokens[open - 1].text }
                scan += 1
            }
        }
        return nil
    }
}
