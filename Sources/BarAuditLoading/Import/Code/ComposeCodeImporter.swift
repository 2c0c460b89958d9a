import BarAuditCodeImport
import BarAuditModel
import Foundation

/// Kotlin files that build a bottom navigation bar with Jetpack Compose: each bar becomes a Material
/// bar whose `R.string` keys resolve as a menu's do, through the resources the file's Gradle module
/// sees (its dependencies, every `values*` file, qualifiers and fallback, `translatable="false"`, `resConfigs`).
enum ComposeCodeImporter {
    private static let resStringMarker = Array("Res.string".utf8)

    static func read(path: String, bytes: [UInt8], codeStrings: CodeStrings, bundles: ProjectCache = ProjectCache()) -> (DefinitionFile?, [InputDiagnostic]) {
        let empty = DefinitionFile(path: path, format: .xml, bars: [], strings: [:])
        guard ComposeReader.mentionsNavigationBar(bytes) || ComposeReader.callsItemWrapper(bytes, path: path, cache: bundles) else { return (empty, []) }
        let project = CodeProject.containing(path, cache: bundles)
        // Only a file naming `Res.string` can use a `Res` whose package a build names: only such a file reads
        // the project's builds before its bars are found.
        let resPackages = bytes.contains(subsequence: resStringMarker)
            ? Set(AndroidProject.containing(sourceFile: path).project.modules.compactMap(\.composeResourcesPackage)) : []
        let file = KotlinFile(source: String(decoding: bytes, as: UTF8.self), composeResourcesPackages: resPackages)
        var scan = ComposeReader.read(file, declarations: project.kotlinDeclarations)
        let locate = { (position: CodePosition) in SourceLocation(file: path, line: position.line, column: position.column) }
        // Like Swift that swift-syntax cannot parse: a warning, and what could be read is still audited.
        var diagnostics = file.unclosed.map { [InputDiagnostic(severity: .warning, message: $0.message, location: locate($0.position))] } ?? []
        diagnostics += scan.problems.map { InputDiagnostic(severity: .info, message: $0.message, location: locate($0.position)) }
        // A bar drawn by a composable that only previews and tests call, or nothing, is never shown to users.
        if !scan.bars.isEmpty {
            let starts = Set(scan.bars.map(\.position))
            let indexes = file.tokens.indices.filter { starts.contains(file.tokens[$0].position) }
            let owners = ComposeReader.declaringFunctions(ofTokensAt: indexes, in: file)
            let ownerAt = Dictionary(owners.map { (file.tokens[$0.key].position, $0.value) }, uniquingKeysWith: { first, _ in first })
            scan.bars.removeAll { bar in
                guard let owner = ownerAt[bar.position], let unseen = project.unseenComposable(owner, declaredIn: path) else { return false }
                let why = switch unseen {
                case .onlyPreviewsAndTests: "which the project calls only from previews and tests (@Preview functions, test and debug source sets)"
                case .neverCalled: "which no code of the project calls (nor any function calling it)"
                }
                diagnostics.append(InputDiagnostic(severity: .info, message: "this bar is drawn by '\(owner)', \(why): users never see it, and it is not audited", location: locate(bar.position)))
                return true
            }
        }
        guard !scan.bars.isEmpty else { return (empty, diagnostics) }
        // code_strings name resource keys too (a badge there is a sample value, not a key); accessibility
        // values set in code take a plural.
        let codeKeys = Set(codeStrings.items.values.flatMap { $0.filter { $0.key != "badge" }.values })
        var wanted = codeKeys
        for item in scan.bars.flatMap(\.items) {
            for case .key(let key, _, _, _, _)? in [item.title, item.label, item.value, item.hint, item.badge] + item.inputLabels { wanted.insert(key) }
        }
        let (android, module) = AndroidProject.containing(sourceFile: path)
        // As a menu's: a module the settings file does not include is not built.
        if android.settingsNameEveryModule, let module, !android.isBuilt(path, of: module) {
            return (empty, diagnostics + [InputDiagnostic(
                severity: .info,
                message: "the project's settings file does not include the module '\((module.directory as NSString).lastPathComponent)', so it is not built; its bar is not audited",
                location: SourceLocation(file: path, line: 1, column: 1))])
        }
        let (resources, problems) = AndroidMenuImporter.strings(wanted, seenBy: module, in: android,
                                                               otherwise: android.modules.flatMap(\.resourceDirectories), preferringPlurals: codeKeys,
                                                               wantedAsFieldNames: true)
        diagnostics += problems
        var builder = CodeBarBuilder(path: path, platform: .material, sourceLocale: resources.sourceLocale, locales: resources.locales, codeStrings: codeStrings)
        var bars = builder.bars(scan.bars)
        for index in bars.indices { bars[index].sourceLocaleIsAssumed = resources.sourceLocaleIsAssumed }
        // Material's own bars are measured as their layout code places them; Material 2's labels are its
        // typography's caption (Roboto Regular 12 sp, 0.4 sp letter spacing), as Caption is in Material Components.
        let read = Dictionary(scan.bars.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for index in bars.indices {
            let position = CodePosition(line: bars[index].location.line, column: bars[index].location.column ?? 0)
            guard let layout = scan.layouts[position] else { continue }
            bars[index].materialItemLayout = layout
            if layout == .composeBottomNavigation { bars[index].materialLabelStyle = .materialComponents }
            // Material 3's item labels are the theme's `labelMedium`: in a font of the app's where its theme writes one.
            if layout == .composeNavigationBar, bars[index].materialLabelTextAppearance == nil, !bars[index].materialLabelSizeUnknown {
                bars[index].materialLabelAppFont = project.themeLabelFontFile()
            }
            // What the app takes from the tabs' row, where it is read exactly: the empty boxes it draws among them, and
            // the padding its modifier gives every item alike (items padded differently, or by a modifier not read,
            // keep their whole share).
            guard let codeBar = read[position] else { continue }
            bars[index].materialSpacers = codeBar.spacers
            let paddings = Set(codeBar.items.map(\.modifierPadding))
            if paddings.count == 1, let padding = paddings.first ?? nil { bars[index].materialItemPadding = padding }
        }
        diagnostics += builder.diagnostics
        var definition = DefinitionFile(path: path, format: .xml, bars: bars, strings: resources.tables)
        definition.markDoNotTranslate(keys: resources.doNotTranslate)
        return (definition, diagnostics)
    }
}
