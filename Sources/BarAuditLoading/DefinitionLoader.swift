import BarAuditModel
import Foundation

/// One input file after loading: its model, or the reasons it could not be read.
public struct LoadedFile: Sendable {
    public var path: String
    /// nil when any error diagnostic prevented loading; such a file is reported, not audited.
    public var definition: DefinitionFile?
    public var diagnostics: [InputDiagnostic]

    public init(path: String, definition: DefinitionFile?, diagnostics: [InputDiagnostic]) {
        self.path = path
        self.definition = definition
        self.diagnostics = diagnostics
    }

    public var failed: Bool { definition == nil }
}

/// Reads one bar definition file (XML or JSON) into the model. Never throws and never crashes on bad
/// input: every problem becomes a located diagnostic.
public struct DefinitionLoader: Sendable {
    /// Files larger than this are refused before parsing (a bar definition is kilobytes).
    public var maximumFileSize: Int
    /// Strings imported apps set in code (from the configuration).
    public var codeStrings = CodeStrings()
    /// Keys and source texts the project does not translate (the configuration's `do_not_translate`).
    public var doNotTranslate: Set<String> = []
    /// The app bundles and project roots this loader has found (each storyboard and code file of an app shares them).
    public var projectCache = ProjectCache()

    /// Whether the definition is one a JSON report embeds for `baraudit merge`, written from a bar imported
    /// from code or a project rather than by a user: it keeps what the import kept, a key whose table the
    /// app lacks (a SwiftGen `tr("Tabs", "k", fallback: "Home")` with no `Tabs.strings`) and an item id
    /// taken from a title that ends in white space (a Compose `Text("Feed\u2028")`). Such a definition did
    /// not load again, and the whole merge stopped with exit code 2; a user's definition is still held to both.
    public var isReportDefinition = false

    public static let defaultMaximumFileSize = 16 * 1024 * 1024

    public init(maximumFileSize: Int = DefinitionLoader.defaultMaximumFileSize) {
        self.maximumFileSize = maximumFileSize
    }

    public func load(path: String) -> LoadedFile {
        let failure = { (message: String, location: SourceLocation?) in Self.failure(path, message, location) }
        // `stat` and `lstat` as FileManager's `fileExists` (through a link) and `attributesOfItem` (of the link
        // itself) asked, without the attribute dictionary it builds (owner names looked up: 3 % of loading a corpus).
        var status = stat()
        guard stat(path, &status) == 0 else {
            return failure("no such file", nil)
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { return failure("is a directory, not a bar definition file", nil) }
        var linkStatus = stat()
        if lstat(path, &linkStatus) == 0, Int(linkStatus.st_size) > maximumFileSize {
            let size = Int(linkStatus.st_size)
            // In bytes where megabytes would read alike: a file one byte past the limit was "16 MB, larger than the 16 MB limit".
            let alike = Self.megabytes(size) == Self.megabytes(maximumFileSize) || (Double(size) / 104_857.6).rounded() <= (Double(maximumFileSize) / 104_857.6).rounded()
            let shown = alike ? "\(size) bytes" : Self.megabytes(size)
            return failure("file is \(shown), larger than the \(Self.megabytes(maximumFileSize)) limit for a bar definition (--max-file-size)", nil)
        }
        switch FileBytes.read(path, limit: maximumFileSize, regularOnly: false) {
        case .bytes(let bytes): return load(path: path, bytes: bytes)
        case .unreadable, .notRegular: return failure("cannot read the file", nil)
        case .larger(let limit):
            return failure("file is larger than the \(Self.megabytes(limit)) limit for a bar definition (--max-file-size)", nil)
        }
    }

    /// Loads definition text that is already in memory; `path` names it in diagnostics and picks the
    /// format by extension.
    public func load(path: String, bytes: [UInt8]) -> LoadedFile {
        let failure = { (message: String, location: SourceLocation?) in Self.failure(path, message, location) }
        let source = SourceText(path: path, bytes: bytes)
        guard source.bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            // A file of white space has a line to point at (where the text ends); a file of no bytes has none.
            return source.bytes.isEmpty ? failure("file is empty", nil)
                : failure("file is empty (white space only): expected a bar definition", source.location(ofOffset: source.bytes.count))
        }
        let kind = Self.importKind(of: source)
        // clang reads an Objective-C file's bytes that are not UTF-8 (a Latin-1 `©` in a header comment); the reader
        // takes them as U+FFFD, which no token it looks for holds.
        if kind != .objectiveCCode, let offset = source.firstInvalidUTF8Offset {
            let byte = String(source.bytes[offset], radix: 16, uppercase: true)
            return failure("invalid UTF-8 (byte 0x\(byte)); bar definitions must be UTF-8 text", source.location(ofOffset: offset))
        }
        switch kind {
        case .storyboard?:
            // Errors in a storyboard's surroundings (a malformed .strings table, a storyboard reference
            // that leads nowhere) leave out only what they affect — that locale, that tab — so the rest
            // of the bar is still audited; they still fail the run as input errors.
            // Past the input limits, though, nothing of it is audited.
            let (definition, diagnostics) = StoryboardImporter.read(path: path, bytes: bytes, codeStrings: codeStrings, bundles: projectCache)
            let limits = definition.map(InputLimits.check) ?? []
            // Tabs that reach the same broken reference (a cycle, a missing storyboard) find the same
            // problem at the same place: it is one input error.
            var seen = Set<InputDiagnostic>()
            let distinct = (diagnostics + limits).filter { seen.insert($0).inserted }
            return LoadedFile(path: path, definition: limits.isEmpty ? definition : nil,
                              diagnostics: distinct.sorted { $0.location < $1.location })
        case .androidMenu?:
            return imported(path, AndroidMenuImporter.read(path: path, bytes: bytes, codeStrings: codeStrings))
        case .swiftCode?, .objectiveCCode?:
            // As for a storyboard, an error in the source file's surroundings (a malformed `.strings` table:
            // Cowabunga's German one) leaves out only that locale; the bar is still audited in the others,
            // and the run still fails. An error in the source file itself leaves the file out.
            let (definition, diagnostics) = kind == .swiftCode
                ? SwiftCodeImporter.read(path: path, bytes: bytes, codeStrings: codeStrings, bundles: projectCache)
                : ObjectiveCCodeImporter.read(path: path, bytes: bytes, codeStrings: codeStrings, bundles: projectCache)
            let surroundingErrors = diagnostics.filter { $0.severity == .error && $0.location.file != path }
            let loaded = checked(path, (definition, diagnostics.filter { !surroundingErrors.contains($0) }))
            guard loaded.definition != nil, !surroundingErrors.isEmpty else { return checked(path, (definition, diagnostics)) }
            return LoadedFile(path: path, definition: loaded.definition, diagnostics: (loaded.diagnostics + surroundingErrors).sorted { $0.location < $1.location })
        case .composeCode?:
            let (definition, diagnostics) = ComposeCodeImporter.read(path: path, bytes: bytes, codeStrings: codeStrings, bundles: projectCache)
            return imported(path, (definition, diagnostics + [LibraryBarItems.note(path: path, bytes: bytes)].compactMap { $0 }))
        case .javaCode?:
            let (definition, diagnostics) = JavaMenuItems.read(path: path, bytes: bytes)
            return imported(path, (definition, diagnostics + [LibraryBarItems.note(path: path, bytes: bytes)].compactMap { $0 }))
        case nil:
            break
        }
        guard let format = Self.format(of: source) else {
            return failure("not a bar definition: expected an .xml or .json file, a storyboard or an Android menu", nil)
        }
        let builder = DefinitionBuilder(path: path, format: format, isReportDefinition: isReportDefinition)
        switch format {
        case .xml:
            return checked(path, XMLDefinitionReader.read(source, building: builder))
        case .json:
            return checked(path, JSONDefinitionReader.read(source, building: builder))
        }
    }

    enum ImportKind { case storyboard, androidMenu, swiftCode, objectiveCCode, composeCode, javaCode }

    /// Storyboards, xibs, Swift, Objective-C, Kotlin and Java sources by extension; Android menus by their `<menu>` root.
    static func importKind(of source: SourceText) -> ImportKind? {
        switch (source.path as NSString).pathExtension.lowercased() {
        case "storyboard", "xib": return .storyboard
        case "swift": return .swiftCode
        case "m", "mm": return .objectiveCCode
        case "kt": return .composeCode
        case "java": return .javaCode
        case "xml":
            // A head that holds "<menu" as text holds its bytes (no other text is canonically equivalent to
            // ASCII): a head without them is not decoded and searched with Foundation, which most files are not.
            let headBytes = source.bytes.prefix(4096)
            guard containsBytes(of: "<menu", in: headBytes) else { return nil }
            let head = String(decoding: headBytes, as: UTF8.self)
            return head.contains("<menu") && !head.contains("<baraudit") ? .androidMenu : nil
        default: return nil
        }
    }

    /// Whether `bytes` hold the UTF-8 of `needle` in a row.
    static func containsBytes(of needle: String, in bytes: ArraySlice<UInt8>) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return pattern.isEmpty }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            guard start + pattern.count <= bytes.endIndex else { return false }
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
            from = start + 1
        }
        return false
    }

    private func imported(_ path: String, _ result: (DefinitionFile?, [InputDiagnostic])) -> LoadedFile {
        checked(path, result)
    }

    /// The loaded file, unless it has errors or exceeds the input limits; texts the configuration marks
    /// not to translate are marked.
    private func checked(_ path: String, _ result: (DefinitionFile?, [InputDiagnostic])) -> LoadedFile {
        var definition = result.0
        definition?.markDoNotTranslate(keys: doNotTranslate, texts: doNotTranslate)
        let diagnostics = result.1 + (definition.map(InputLimits.check) ?? [])
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return LoadedFile(path: path, definition: hasErrors ? nil : definition, diagnostics: diagnostics.sorted { $0.location < $1.location })
    }

    /// A file that could not be loaded, for one reason.
    private static func failure(_ path: String, _ message: String, _ location: SourceLocation?) -> LoadedFile {
        LoadedFile(path: path, definition: nil, diagnostics: [
            InputDiagnostic(severity: .error, message: message, location: location ?? SourceLocation(file: path)),
        ])
    }

    /// By extension; otherwise by the first significant character.
    static func format(of source: SourceText) -> DefinitionFormat? {
        switch (source.path as NSString).pathExtension.lowercased() {
        case "xml": return .xml
        case "json": return .json
        default:
            let first = source.bytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
            if first == UInt8(ascii: "<") { return .xml }
            if first == UInt8(ascii: "{") { return .json }
            return nil
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value >= 10 || value.rounded() == value ? "\(Int(value.rounded())) MB" : String(format: "%.1f MB", value)
    }
}
