import Foundation

/// The lists a Gradle build reads from a committed `.properties` file, followed only where each step is written out:
/// Oppia's `def interfaceLangs = runtimeProps.getProperty('INTERFACE_LANGUAGE_OPTIONS').split(",")` then
/// `resConfigs interfaceLangs`, its `runtimeProps.load(new FileInputStream(rootProject.file('oppia-default.properties')))`
/// holding `INTERFACE_LANGUAGE_OPTIONS=en,es,in,bn`.
struct GradlePropertyLists {
    /// A token of a build file's line: a name, a quoted string's text, or one other character.
    private struct Token: Equatable {
        enum Kind { case name, string, symbol }
        var kind: Kind
        var text: String

        func isName(_ name: String) -> Bool { kind == .name && text == name }
        func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    }

    /// The tokens of the lines that declare a name or load properties, by their number among the file's non-blank lines
    /// (kept for every line, a build of 36 MB of blank lines held 36 million lists).
    private let lines: [Int: [Token]]
    /// `def NAME = …`, `val NAME = …`, `File NAME = …` → the lines declaring it.
    private let declarations: [String: [Int]]
    /// `NAME.load(…)` → the lines loading into it, in order.
    private let loads: [String: [Int]]
    private let moduleDirectory: String
    private let root: String

    /// `code`: the build file with its comments blanked out (`AndroidProject.withoutComments`).
    init(code: String, moduleDirectory: String, root: String) {
        self.moduleDirectory = moduleDirectory
        self.root = root
        var lines: [Int: [Token]] = [:]
        var declarations: [String: [Int]] = [:]
        var loads: [String: [Int]] = [:]
        var number = 0
        code.forEachTrimmedLine { line in
            defer { number += 1 }
            let tokens = Self.tokens(line)
            if tokens.count >= 3, ["def", "val", "var", "File", "final"].contains(where: tokens[0].isName), tokens[1].kind == .name {
                declarations[tokens[tokens[0].isName("final") && tokens[1].isName("def") ? 2 : 1].text, default: []].append(number)
                lines[number] = tokens
            }
            for index in tokens.indices.dropLast(3) where tokens[index].kind == .name && tokens[index + 1].isSymbol(".") && tokens[index + 2].isName("load")
                && tokens[index + 3].isSymbol("(") {
                loads[tokens[index].text, default: []].append(number)
                lines[number] = tokens
            }
            return true
        }
        self.lines = lines
        self.declarations = declarations
        self.loads = loads
    }

    /// The values of the list `name` holds, where the build declares it once as a property's value split by a
    /// written separator, and reads the properties from files it names as written; nil otherwise (and where the key
    /// is in none of the files the checkout has).
    func values(of name: String) -> [String]? {
        guard let declared = declarations[name], declared.count == 1 else { return nil }
        guard var tokens = lines[declared[0]] else { return nil }
        if tokens.last?.isSymbol(";") == true { tokens.removeLast() }
        // `def NAME = ` or `val NAME: List<String> = `: what follows the first `=`.
        guard let equals = tokens.firstIndex(where: { $0.isSymbol("=") }), equals >= 2 else { return nil }
        var rest = Array(tokens[(equals + 1)...])
        for conversion in ["toList", "toTypedArray", "toSet"] where rest.count >= 4 && rest.suffix(4) == [symbol("."), nameToken(conversion), symbol("("), symbol(")")] {
            rest.removeLast(4)
        }
        // `P.getProperty('KEY').split(',')` or `P['KEY'].split(',')`.
        guard rest.count >= 7, rest[0].kind == .name else { return nil }
        let properties = rest[0].text
        let key: String
        let afterKey: Int
        if rest.count == 11, rest[1].isSymbol("."), rest[2].isName("getProperty"), rest[3].isSymbol("("), rest[4].kind == .string, rest[5].isSymbol(")") {
            key = rest[4].text
            afterKey = 6
        } else if rest.count == 9, rest[1].isSymbol("["), rest[2].kind == .string, rest[3].isSymbol("]") {
            key = rest[2].text
            afterKey = 4
        } else {
            return nil
        }
        guard rest[afterKey].isSymbol("."), rest[afterKey + 1].isName("split"), rest[afterKey + 2].isSymbol("("), rest[afterKey + 3].kind == .string,
              rest[afterKey + 4].isSymbol(")"), case let separator = rest[afterKey + 3].text, !separator.isEmpty,
              // Groovy's and Java's `split` take a regular expression: only a separator that means itself is read.
              !separator.contains(where: { "\\.[]{}()*+?^$|".contains($0) }),
              let files = loadedFiles(into: properties) else { return nil }
        // The last file loaded that has the key gives its value. A file the checkout lacks is one the build reads only
        // when present (`if (oppiaPropsFile.canRead())`): a build that reads it always would stop. The files' values are
        // looked up, not merged: merged for each module, a root file of 100,000 keys was copied once per module.
        guard let list = files.reversed().lazy.compactMap({ JavaProperties.values(ofFile: $0)?[key] }).first else { return nil }
        return list.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The files `NAME.load(…)` reads, in order: `rootProject.file('x.properties')` (from the project's root),
    /// `file('x.properties')` or `project.file(…)` (from the module's folder), written in the call or in a value it
    /// names (`def oppiaPropsFile = rootProject.file('custom.properties')` … `runtimeProps.load(new
    /// FileInputStream(oppiaPropsFile))`); nil where one is named otherwise, or none is loaded.
    private func loadedFiles(into properties: String) -> [String]? {
        guard let loading = loads[properties], !loading.isEmpty else { return nil }
        var files: [String] = []
        for line in loading {
            guard let tokens = lines[line], let load = tokens.indices.dropLast(3).first(where: { tokens[$0].isName(properties) && tokens[$0 + 2].isName("load") }) else { return nil }
            let call = Array(tokens[(load + 4)...])
            if let file = fileCall(in: call) {
                files.append(file)
            } else if let stream = call.firstIndex(where: { $0.isName("FileInputStream") }), stream + 3 < call.count, call[stream + 1].isSymbol("("),
                      call[stream + 2].kind == .name, call[stream + 3].isSymbol(")"),
                      let declared = declarations[call[stream + 2].text], declared.count == 1,
                      let declaration = lines[declared[0]], let file = fileCall(in: declaration) {
                files.append(file)
            } else {
                return nil
            }
        }
        return files
    }

    /// The path of the first `rootProject.file('…')`, `project.file('…')` or `file('…')` among `tokens`, inside the project.
    private func fileCall(in tokens: [Token]) -> String? {
        guard let call = tokens.indices.dropLast(3).first(where: {
            tokens[$0].isName("file") && tokens[$0 + 1].isSymbol("(") && tokens[$0 + 2].kind == .string && tokens[$0 + 3].isSymbol(")")
        }) else { return nil }
        let path = tokens[call + 2].text
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let fromRoot = call >= 2 && tokens[call - 1].isSymbol(".") && tokens[call - 2].isName("rootProject")
        return ((fromRoot ? root : moduleDirectory) as NSString).appendingPathComponent(path)
    }

    private func symbol(_ text: String) -> Token { Token(kind: .symbol, text: text) }
    private func nameToken(_ text: String) -> Token { Token(kind: .name, text: text) }

    /// The tokens of one line; a string that does not close on it ends it.
    private static func tokens(_ line: Substring) -> [Token] {
        var tokens: [Token] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character.isWhitespace {
                index = line.index(after: index)
            } else if character == "\"" || character == "'" {
                let start = line.index(after: index)
                guard let close = line[start...].firstIndex(of: character) else { break }
                tokens.append(Token(kind: .string, text: String(line[start..<close])))
                index = line.index(after: close)
            } else if character.isLetter || character == "_" || character == "$" {
                let end = line[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") } ?? line.endIndex
                tokens.append(Token(kind: .name, text: String(line[index..<end])))
                index = end
            } else {
                tokens.append(Token(kind: .symbol, text: String(character)))
                index = line.index(after: index)
            }
        }
        return tokens
    }
}
