import BarAuditModel
import CLibXML2
import Foundation

/// Readers for the translation files apps already have. Each returns entries keyed by string key, every
/// entry located in its own file, and problems as diagnostics (the bad-input contract holds here too).
enum StringsFiles {
    struct Result {
        var entries: [String: LocalizedString] = [:]
        var diagnostics: [InputDiagnostic] = []
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileBytes.read(path)
    }

    /// Apple `.strings`: `"key" = "value";` with comments; UTF-8 or UTF-16 with a byte-order mark.
    static func appleStrings(path: String) -> Result {
        var result = Result()
        let data: [UInt8]
        switch FileBytes.read(path, limit: FileBytes.projectFileLimit, regularOnly: true) {
        case .bytes(let bytes): data = bytes
        case .unreadable:
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "cannot read the strings file", location: SourceLocation(file: path)))
            return result
        case .notRegular:
            result.diagnostics.append(InputDiagnostic(
                severity: .error, message: "the strings file is not a regular file (a pipe, socket or device)", location: SourceLocation(file: path)))
            return result
        case .larger(let limit):
            result.diagnostics.append(InputDiagnostic(
                severity: .error, message: "the strings file is larger than \(limit / 1_048_576) MB, the most BarAudit reads of a project file",
                location: SourceLocation(file: path)))
            return result
        }
        if isXMLPropertyList(data) { return plistStrings(data, path: path) }
        let bytes: [UInt8]
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: Data(data), encoding: .utf16) else {
                result.diagnostics.append(InputDiagnostic(
                    severity: .error, message: "invalid UTF-16: the file starts with a UTF-16 byte-order mark but does not decode as UTF-16",
                    location: SourceLocation(file: path, line: 1, column: 1)))
                return result
            }
            bytes = Array(text.utf8)
        } else if data.count >= 2, data.count % 2 == 0, (data[data.startIndex] == 0) != (data[data.startIndex + 1] == 0) {
            // UTF-16 without a byte-order mark: a .strings file starts with ASCII ("/*", "\"", white
            // space), so its first code unit has one zero byte, whose side gives the byte order.
            guard let text = String(data: Data(data), encoding: data[data.startIndex] == 0 ? .utf16BigEndian : .utf16LittleEndian) else {
                result.diagnostics.append(InputDiagnostic(
                    severity: .error, message: "invalid UTF-16: the file looks like UTF-16 without a byte-order mark but does not decode as UTF-16",
                    location: SourceLocation(file: path, line: 1, column: 1)))
                return result
            }
            bytes = Array(text.utf8)
        } else {
            bytes = data
        }
        let source = SourceText(path: path, bytes: bytes)
        if let offset = source.firstInvalidUTF8Offset {
            result.diagnostics.append(InputDiagnostic(
                severity: .error,
                message: "invalid UTF-8 at byte offset \(offset) (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); .strings files must be UTF-8 or UTF-16 with a byte-order mark",
                location: source.location(ofOffset: offset)))
            return result
        }
        var scanner = StringsScanner(source: source)
        do {
            while let (key, keyOffset, value) = try scanner.nextPair() {
                result.entries[key] = LocalizedString(key: key, content: .text(value), location: source.location(ofOffset: keyOffset))
            }
        } catch let error as StringsScanner.Failure {
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed strings file: \(error.message)",
                                                      location: source.location(ofOffset: error.offset)))
        } catch {}
        return result
    }

    /// Whether bytes begin an XML property list — `<?xml`, `<!DOCTYPE plist` or `<plist` after white space — in
    /// UTF-8 (with or without a byte-order mark) or UTF-16 (with a byte-order mark, or without one recognised
    /// by the zero byte of its first character, as XML 1.0 Appendix F detects it; libxml2 reads it the same
    /// way). Foundation reads a `.strings` table as a property list first (Pocket Casts' generated tables), and
    /// Xcode and `plutil` read an `Info.plist` saved in UTF-16. Binary and old-style property lists are not
    /// XML. Only the first bytes are looked at.
    static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        var head = bytes.prefix(64)
        var utf16: Bool?  // true: big-endian
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            head = head.dropFirst(3)
        } else if head.starts(with: [0xFF, 0xFE]) {
            head = head.dropFirst(2); utf16 = false
        } else if head.starts(with: [0xFE, 0xFF]) {
            head = head.dropFirst(2); utf16 = true
        } else if head.count >= 2, (head[head.startIndex] == 0) != (head[head.startIndex + 1] == 0) {
            utf16 = head[head.startIndex] == 0
        }
        var characters: [UInt8] = []
        if let bigEndian = utf16 {
            let units = Array(head)
            for index in stride(from: 0, to: units.count - 1, by: 2) {
                let (high, low) = bigEndian ? (units[index], units[index + 1]) : (units[index + 1], units[index])
                guard high == 0 else { break }
                characters.append(low)
            }
        } else {
            characters = Array(head)
        }
        let text = characters.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { text.starts(with: Array($0.utf8)) }
    }

    /// A strings table written as an XML property list: each `<key>` of the top `<dict>` with a
    /// `<string>` value, located at the key's line; other values are not strings and are skipped, as
    /// NSBundle's lookup ignores them.
    static func plistStrings(_ bytes: [UInt8], path: String) -> Result {
        var result = Result()
        guard let document = parseXML(bytes, path: path, into: &result.diagnostics) else { return result }
        defer { xmlFreeDoc(document) }
        guard let top = plistDict(xmlDocGetRootElement(document)) else {
            result.diagnostics.append(InputDiagnostic(severity: .error, message: "malformed strings file: a property list without a top-level <dict>",
                                                      location: SourceLocation(file: path, line: 1, column: 1)))
            return result
        }
        for (key, keyNode, value) in dictEntries(top) {
            guard let value, LibXML.string(value.pointee.name) == "string" else { continue }
            result.entries[key] = LocalizedString(key: key, content: .text(text(value)), location: SourceLocation(file: path, line: Int(xmlGetLineNo(keyNode))))
        }
        return result
    }

    /// `.stringsdict`: each key's plural variables (NSStringPluralRuleType) become plural variants. The
    /// first variable the sentence (NSStringLocalizedFormatKey) names gives the variants every rule reads;
    /// the others, and variables named inside forms, follow as variants of their own `variable`, each
    /// form put into the whole sentence with the other variables at their 'other' form. Variables are
    /// named `%#@name@` or, numbered, `%1$#@name@` (the number is the argument the variable reads).
    static func stringsdict(path: String) -> Result {
        var result = Result()
        guard let bytes = bytes(path), let document = parseXML(bytes, path: path, into: &result.diagnostics) else { return result }
        defer { xmlFreeDoc(document) }
        guard let top = plistDict(xmlDocGetRootElement(document)) else { return result }
        var expansion = PluralExpansion()
        for (key, keyNode, value) in dictEntries(top) {
            guard let entry = value, LibXML.string(entry.pointee.name) == "dict" else { continue }
            let fields = dictEntries(entry)
            let format = fields.first { $0.key == "NSStringLocalizedFormatKey" }.flatMap { $0.value.map(text) } ?? ""
            // The plural variables, in the order the file defines them.
            var defined: [String] = []
            var forms: [String: [PluralExpansion.Form]] = [:]
            var valueTypes: [String: String] = [:]
            for (name, _, variable) in fields where name != "NSStringLocalizedFormatKey" {
                guard let variable, LibXML.string(variable.pointee.name) == "dict" else { continue }
                let rule = dictEntries(variable)
                guard rule.contains(where: { $0.key == "NSStringFormatSpecTypeKey" && $0.value.map(text) == "NSStringPluralRuleType" }) else { continue }
                if let type = rule.first(where: { $0.key == "NSStringFormatValueTypeKey" })?.value.map(text) { valueTypes[name] = type }
                // A variable defined twice keeps its first definition.
                guard forms[name] == nil else { continue }
                defined.append(name)
                forms[name] = rule.filter { !$0.key.hasPrefix("NSString") && $0.value != nil }.map {
                    PluralExpansion.Form(category: $0.key, text: $0.value.map(text) ?? "", location: SourceLocation(file: path, line: Int(xmlGetLineNo($0.keyNode))))
                }
            }
            guard let first = defined.first else { continue }
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(keyNode)))
            // A sentence naming none of its variables keeps the file's first (its forms are the variants).
            var order = PluralExpansion.variableOrder(in: format, forms: forms)
            if order.isEmpty { order = [first] }
            let variants: [PluralVariant]
            do {
                variants = try expansion.variants(of: format, order: order, forms: forms)
            } catch {
                result.diagnostics.append(PluralExpansion.exhausted(by: key, at: location))
                return result
            }
            guard !variants.isEmpty else {
                result.diagnostics.append(InputDiagnostic(severity: .warning, message: "plural '\(key)' has no forms and is ignored", location: location))
                continue
            }
            // The value types of the variables the sentence uses, looked up in a set (a search of the list per
            // variable was quadratic: 10,000 variables, 100 million comparisons).
            let used = Set(order)
            result.entries[key] = LocalizedString(key: key, content: .plural(variants), location: location,
                                                  valueTypes: valueTypes.filter { used.contains($0.key) })
        }
        return result
    }

    /// Android `values*/strings.xml`: `<string>` and `<plurals>`; `translatable="false"` strings are
    /// returned separately, because they serve every locale.
    static func androidStrings(path: String) -> (result: Result, untranslatable: [String: LocalizedString]) {
        var result = Result()
        var untranslatable: [String: LocalizedString] = [:]
        guard let bytes = bytes(path), let document = parseXML(bytes, path: path, into: &result.diagnostics) else { return (result, [:]) }
        defer { xmlFreeDoc(document) }
        var node = xmlDocGetRootElement(document)?.pointee.children
        while let current = node {
            node = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE, let name = attribute(current, "name") else { continue }
            let location = SourceLocation(file: path, line: Int(xmlGetLineNo(current)))
            switch LibXML.string(current.pointee.name) {
            case "string":
                let entry = LocalizedString(key: name, content: .text(androidText(text(current))), location: location)
                if attribute(current, "translatable") == "false" { untranslatable[name] = entry } else { result.entries[name] = entry }
            case "plurals":
                var variants: [PluralVariant] = []
                var child = current.pointee.children
                while let item = child {
                    child = item.pointee.next
                    guard item.pointee.type == XML_ELEMENT_NODE, LibXML.string(item.pointee.name) == "item", let quantity = attribute(item, "quantity") else { continue }
                    variants.append(PluralVariant(categoryName: quantity, text: androidText(text(item)), location: SourceLocation(file: path, line: Int(xmlGetLineNo(item)))))
                }
                guard !variants.isEmpty else {
                    result.diagnostics.append(InputDiagnostic(severity: .warning, message: "plurals '\(name)' has no items and is ignored", location: location))
                    continue
                }
                result.entries[name] = LocalizedString(key: name, content: .plural(variants), location: location)
            default:
                continue
            }
        }
        return (result, untranslatable)
    }

    /// Android resource escapes: \' \" \n \t \@ \?, \uXXXX (aapt2 decodes four hex digits: `\u0025d` is
    /// the specifier `%d`, `Caf\u00e9` is "Café"), surrounding quotes.
    static func androidText(_ raw: String) -> String {
        var text = raw.trimmingWhitespace()
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        var result = ""
        var escaping = false
        var pendingHex: String?
        for character in text {
            if let hex = pendingHex {
                if character.isHexDigit, character.isASCII, hex.count < 4 {
                    pendingHex = hex + String(character)
                    if hex.count == 3 {
                        if let value = UInt32(hex + String(character), radix: 16), let scalar = Unicode.Scalar(value) {
                            result.unicodeScalars.append(scalar)
                        } else {
                            result += "u" + hex + String(character)
                        }
                        pendingHex = nil
                    }
                    continue
                }
                // Fewer than four hex digits: not an escape aapt2 decodes; the text stays as written.
                result += "u" + hex
                pendingHex = nil
            }
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u": pendingHex = ""
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if let hex = pendingHex { result += "u" + hex }
        return result
    }

    // MARK: XML helpers

    static func parseXML(_ bytes: [UInt8], path: String, into diagnostics: inout [InputDiagnostic]) -> xmlDocPtr? {
        let sink = LibXML.ErrorSink()
        let document = LibXML.readMemory(bytes, encoding: nil, into: sink)
        guard let document else {
            let first = sink.entries.first { !$0.isWarning }
            diagnostics.append(InputDiagnostic(severity: .error, message: "malformed XML: \(first?.message ?? "cannot parse")",
                                               location: parserLocation(first, in: bytes, path: path)))
            return nil
        }
        // A property list names Apple's DTD (`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://…">`),
        // which is never loaded; what its internal subset declares is held to the resources' rules. Plists
        // were let through whole: a `.stringsdict` or `Info.plist` declaring a 1 MB entity and naming it 2,000
        // times made libxml2 and the reader build 2 GB of text (the run aborted, signal 6; 100 times: 18 s).
        let isPlist = xmlDocGetRootElement(document).map({ LibXML.string($0.pointee.name) }) == "plist"
        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            if let problem = unsupportedDoctype(document, size: bytes.count, allowingExternalIdentifier: isPlist) {
                diagnostics.append(InputDiagnostic(severity: .error, message: problem, location: SourceLocation(file: path, line: 1)))
                xmlFreeDoc(document)
                return nil
            }
        }
        return document
    }

    /// Why the document's DOCTYPE is refused, or nil for one AAPT2-style resources use: an internal subset
    /// that only names texts (`<!DOCTYPE resources [<!ENTITY appName "Linphone">]>`, then `&appName;` in
    /// strings), which AAPT2 and Xcode's tools replace as every XML parser does. libxml2 leaves each
    /// reference in the tree and gives its text where content is read; external entities are never
    /// loaded (no XML_PARSE_NOENT or DTD loading). Refused: an external subset or identifier, parameter
    /// and external entities, declarations other than entities, texts that refer to other entities (no
    /// chains to multiply), and references whose texts would add more than 16 MB or ten times the file.
    static func unsupportedDoctype(_ document: xmlDocPtr, size: Int, allowingExternalIdentifier: Bool = false) -> String? {
        let refused = "DOCTYPE declarations other than internal entities (<!ENTITY name \"text\">) are not allowed; external entities are never fetched"
        guard document.pointee.extSubset == nil, let subset = document.pointee.intSubset,
              allowingExternalIdentifier || (subset.pointee.ExternalID == nil && subset.pointee.SystemID == nil) else { return refused }
        var declaration = subset.pointee.children
        while let current = declaration {
            declaration = current.pointee.next
            if current.pointee.type == XML_COMMENT_NODE { continue }
            guard current.pointee.type == XML_ENTITY_DECL else { return refused }
            let entity = UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlEntity.self)
            guard entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY else { return refused }
            if let content = entity.pointee.content, strchr(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self), 0x26) != nil {
                return "an entity's text may not refer to other entities (<!ENTITY \(LibXML.string(entity.pointee.name)) …>)"
            }
        }
        // What the references add, counted before any text is read.
        let budget = min(16 << 20, 10 * size + (1 << 20))
        var added = 0
        var stack: [xmlNodePtr] = xmlDocGetRootElement(document).map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.pointee.type == XML_ENTITY_REF_NODE {
                added += Int(xmlGetDocEntity(document, node.pointee.name)?.pointee.length ?? 0)
                if added > budget { return "entity references add more than \(budget >> 20) MB of text; at most 16 MB or ten times the file are supported" }
                continue
            }
            var child = node.pointee.children
            while let current = child {
                stack.append(current)
                child = current.pointee.next
            }
            // An attribute's value keeps its references as children too (`android:title="&appName;"`).
            var attribute = node.pointee.type == XML_ELEMENT_NODE ? node.pointee.properties : nil
            while let current = attribute {
                if let value = current.pointee.children { stack.append(value) }
                var sibling = current.pointee.children?.pointee.next
                while let next = sibling {
                    stack.append(next)
                    sibling = next.pointee.next
                }
                attribute = current.pointee.next
            }
        }
        return nil
    }

    /// Where libxml2 says a parse failed. It gives no line for problems it finds before reading the
    /// document (an encoding it cannot convert): those are the XML declaration's.
    private static func parserLocation(_ entry: LibXML.ErrorSink.Entry?, in bytes: [UInt8], path: String) -> SourceLocation {
        guard let entry, entry.line > 0 else {
            let source = SourceText(path: path, bytes: Array(bytes.prefix(1024)))
            return source.location(ofOffset: source.firstOffset(of: Array("encoding".utf8), from: 0) ?? 0)
        }
        return SourceLocation(file: path, line: entry.line, column: max(entry.column, 1))
    }

    static func attribute(_ node: xmlNodePtr, _ name: String, namespace: String? = nil) -> String? {
        let value = namespace.map { xmlGetNsProp(node, name, $0) } ?? xmlGetProp(node, name)
        return LibXML.takeString(value)
    }

    static func text(_ node: xmlNodePtr) -> String {
        LibXML.takeString(xmlNodeGetContent(node)) ?? ""
    }

    /// The `<dict>` under a plist root.
    static func plistDict(_ root: xmlNodePtr?) -> xmlNodePtr? {
        guard let root else { return nil }
        if LibXML.string(root.pointee.name) == "dict" { return root }
        var child = root.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, LibXML.string(current.pointee.name) == "dict" { return current }
            child = current.pointee.next
        }
        return nil
    }

    /// A plist `<dict>`'s `<key>` / value pairs, with the key's node for its line.
    static func dictEntries(_ dict: xmlNodePtr) -> [(key: String, keyNode: xmlNodePtr, value: xmlNodePtr?)] {
        var elements: [xmlNodePtr] = []
        var child = dict.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { elements.append(current) }
            child = current.pointee.next
        }
        var pairs: [(String, xmlNodePtr, xmlNodePtr?)] = []
        var index = 0
        while index < elements.count {
            if LibXML.string(elements[index].pointee.name) == "key" {
                pairs.append((text(elements[index]), elements[index], index + 1 < elements.count ? elements[index + 1] : nil))
                index += 2
            } else {
                index += 1
            }
        }
        return pairs
    }
}

/// Tokens of an Apple `.strings` file.
struct StringsScanner {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let source: SourceText
    private var offset = 0
    private var bytes: [UInt8] { source.bytes }

    init(source: SourceText) {
        self.source = source
        if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    mutating func nextPair() throws -> (String, Int, String)? {
        try skipTrivia()
        guard offset < bytes.count else { return nil }
        let keyOffset = offset
        let key = try token()
        try skipTrivia()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ";") {
            offset += 1
            return (key, keyOffset, key)
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw Failure(offset: offset, message: "expected '=' after \"\(key.abbreviated())\"") }
        offset += 1
        try skipTrivia()
        let value = try token()
        try skipTrivia()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else { throw Failure(offset: offset, message: "expected ';' after the value of \"\(key.abbreviated())\"") }
        offset += 1
        return (key, keyOffset, value)
    }

    private mutating func skipTrivia() throws {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                guard let end = source.firstOffset(of: Array("*/".utf8), from: offset + 2) else { throw Failure(offset: offset, message: "unterminated comment") }
                offset = end + 2
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }

    /// A quoted string with Apple's escapes, or an unquoted word.
    private mutating func token() throws -> String {
        guard offset < bytes.count else { throw Failure(offset: offset, message: "unexpected end of file") }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            let start = offset
            while offset < bytes.count, bytes[offset] > 0x20, bytes[offset] != UInt8(ascii: "="), bytes[offset] != UInt8(ascii: ";") { offset += 1 }
            guard offset > start else { throw Failure(offset: offset, message: "expected a quoted string") }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }
        offset += 1
        // The text is collected as UTF-8 bytes, decoded once at the end: appending to a String's
        // scalars copied the whole string at every escape (a value of 400,000 `\U0628` took 4 s).
        var decoded: [UInt8] = []
        var run = offset
        func flush() { decoded += bytes[run..<offset] }
        func append(_ scalar: Unicode.Scalar) { decoded += UTF8.encode(scalar)! }
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                flush()
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                flush()
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    // Up to four hexadecimal digits are one UTF-16 code unit, as CoreFoundation reads
                    // them: a pair of escaped surrogates (\UD83D\UDE00) is one character, and a lone
                    // surrogate, which a String cannot hold, shows as U+FFFD.
                    guard let unit = hexUnit() else { break }
                    if UTF16.isLeadSurrogate(unit), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                       bytes[offset + 1] == UInt8(ascii: "U") || bytes[offset + 1] == UInt8(ascii: "u") {
                        let lead = offset
                        offset += 2
                        if let trail = hexUnit(), UTF16.isTrailSurrogate(trail),
                           let scalar = Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00)) {
                            append(scalar)
                            break
                        }
                        offset = lead
                    }
                    append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                case 0x80...:
                    // A backslash before a non-ASCII character escapes nothing: keep the whole character.
                    offset -= 1
                default: append(Unicode.Scalar(escaped))
                }
                run = offset
            default:
                offset += 1
            }
        }
        throw Failure(offset: offset, message: "unterminated string")
    }

    /// One to four hexadecimal digits at the cursor, as a UTF-16 code unit.
    private mutating func hexUnit() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, offset < bytes.count, let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue {
            value = value << 4 | UInt16(digit)
            digits += 1
            offset += 1
        }
        return digits > 0 ? value : nil
    }
}

/// Where the elements of a parsed document and their attributes are in the source. libxml2 keeps only
/// the line on which a start tag ends; the start tags are found in one pass in document order, since a
/// search per element would be quadratic in a file of one long line.
struct ElementPositions {
    let source: SourceText
    private var tags: [xmlNodePtr: TagLocator.Tag] = [:]

    init(root: xmlNodePtr, in source: SourceText) {
        self.source = source
        var locator = TagLocator(source: source)
        var pending = [root]
        while let node = pending.popLast() {
            tags[node] = locator.locateStartTag(named: LibXML.string(node.pointee.name))
            var children: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            pending += children.reversed()
        }
    }

    func location(of node: xmlNodePtr) -> SourceLocation {
        tags[node].map { source.location(ofOffset: $0.start) } ?? SourceLocation(file: source.path, line: Int(xmlGetLineNo(node)))
    }

    /// The line and column of a namespaced attribute (`android:title`), searched within its start tag.
    func attributeLocation(_ node: xmlNodePtr, _ name: String) -> SourceLocation? {
        var property = node.pointee.properties
        while let current = property {
            property = current.pointee.next
            guard LibXML.string(current.pointee.name) == name, let namespace = current.pointee.ns else { continue }
            guard let tag = tags[node] else { return location(of: node) }
            let qualified = Array("\(LibXML.string(namespace.pointee.prefix)):\(name)".utf8)
            var offset = tag.start
            while let found = source.firstOffset(of: qualified, from: offset, before: tag.end) {
                // `android:title = "…"`: white space may surround the `=`.
                var after = found + qualified.count
                while after < tag.end, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[after]) { after += 1 }
                if after < tag.end, source.bytes[after] == UInt8(ascii: "=") { return source.location(ofOffset: found) }
                offset = found + 1
            }
            return source.location(ofOffset: tag.start)
        }
        return nil
    }
}

/// Plural forms are put into their sentence (`%#@name@`). A sentence naming its variable thousands of
/// times, times thousands of forms, would fill memory from a small file, so the forms of one table
/// together may make at most `maximumBytes`.
struct PluralExpansion {
    struct Exhausted: Error {}

    static let maximumBytes = 16 * 1_048_576
    private var bytes = 0

    /// `sentence` with `token` replaced by each form; throws once the table's budget is spent.
    mutating func fill(_ sentence: String, replacing token: String, with forms: [String]) throws(Exhausted) -> [String] {
        let uses = sentence.components(separatedBy: token).count - 1
        for form in forms {
            // Each term is at most the file's size (16 MB) squared, so the sum cannot overflow.
            bytes += sentence.utf8.count + uses * max(form.utf8.count - token.utf8.count, 0)
            if bytes > Self.maximumBytes { throw Exhausted() }
        }
        return forms.map { sentence.replacingOccurrences(of: token, with: $0) }
    }

    /// `sentence` with each variable it names (`%#@name@`, `%1$#@name@`) replaced by the form `chosen`
    /// gives it, and the variables those forms name in turn (nested plurals), at most 8 levels deep; a
    /// variable without a form stays as written. Every text made counts against the table's budget.
    mutating func fill(_ sentence: String, choosing chosen: [String: String]) throws(Exhausted) -> String {
        var text = sentence
        for _ in 0..<8 {
            let tokens = Self.variableTokens(in: text).filter { chosen[$0.name] != nil }
            guard !tokens.isEmpty else { break }
            var next = ""
            var cursor = text.startIndex
            for token in tokens {
                next += text[cursor..<token.range.lowerBound]
                next += chosen[token.name]!
                cursor = token.range.upperBound
                bytes += next.utf8.count
                if bytes > Self.maximumBytes { throw Exhausted() }
            }
            next += text[cursor...]
            text = next
        }
        bytes += text.utf8.count
        if bytes > Self.maximumBytes { throw Exhausted() }
        return text
    }

    /// One form of a plural variable, where the file writes it.
    struct Form {
        var category: String
        var text: String
        var location: SourceLocation
    }

    /// The variables of `sentence` that have forms, in the order the sentence names them, then those their
    /// forms name in turn (nested plurals). Each is taken once and each text read once: a sentence naming
    /// thousands of variables stays linear.
    static func variableOrder(in sentence: String, forms: [String: [Form]]) -> [String] {
        var order: [String] = []
        var taken = Set<String>()
        var pending = [sentence]
        var next = 0
        while next < pending.count {
            for token in variableTokens(in: pending[next]) where !taken.contains(token.name) {
                guard let named = forms[token.name] else { continue }
                taken.insert(token.name)
                order.append(token.name)
                pending += named.map(\.text)
            }
            next += 1
        }
        return order
    }

    /// Each form of each variable of `order` put into `sentence`, the other variables at their `other` form
    /// (else their first). The first variable's forms are the key's own plural; the others' are variants of
    /// their own variable, since each chooses its form for its own argument.
    mutating func variants(of sentence: String, order: [String], forms: [String: [Form]]) throws(Exhausted) -> [PluralVariant] {
        var otherForm: [String: String] = [:]
        for name in order {
            let named = forms[name] ?? []
            otherForm[name] = (named.first { $0.category == "other" } ?? named.first)?.text ?? ""
        }
        var variants: [PluralVariant] = []
        // One dictionary of chosen forms, changed in place and put back after each variable (a copy per form
        // was quadratic in the variables: 3,000 chained took 3.6 s), and the sentence read once for whether
        // it formats a number of its own (a regular expression over it per form was quadratic too).
        var chosen = otherForm
        let numberOutside = Self.formatsNumberOutsideVariables(sentence)
        for (index, name) in order.enumerated() {
            for form in forms[name] ?? [] {
                chosen[name] = form.text
                variants.append(PluralVariant(categoryName: form.category, text: try fill(sentence, choosing: chosen), location: form.location,
                                              variable: index == 0 ? nil : name, ownText: Self.ownText(of: form.text, numberOutside: numberOutside)))
            }
            chosen[name] = otherForm[name]
        }
        return variants
    }

    /// A form's own words (the variables it names left out), when its sentence formats no number outside
    /// its variables (`formatsNumberOutsideVariables`, asked once per sentence); nil otherwise, when a
    /// number in the sentence may be the count itself (`%1$d %1$#@files@` with forms "file" and "files").
    /// An object or a string there (`%@: %#@n@`) is a name, not the count.
    static func ownText(of form: String, numberOutside: Bool) -> String? {
        numberOutside ? nil : withoutVariables(form)
    }

    /// Whether `sentence` formats a number outside its plural variables.
    static func formatsNumberOutsideVariables(_ sentence: String) -> Bool {
        let outside = withoutVariables(sentence).replacingOccurrences(of: "%%", with: "")
        return outside.range(of: #"%([0-9]+\$)?[-+ #0']*([0-9]+|\*([0-9]+\$)?)?(\.([0-9]*|\*([0-9]+\$)?))?(hh|h|ll|l|q|z|t|j|L)*[dDiuUxXoOfFeEgGaAcC]"#,
                             options: .regularExpression) != nil
    }

    /// A text with the plural variables it names left out.
    private static func withoutVariables(_ text: String) -> String {
        var result = ""
        var cursor = text.startIndex
        for token in variableTokens(in: text) {
            result += text[cursor..<token.range.lowerBound]
            cursor = token.range.upperBound
        }
        return result + text[cursor...]
    }

    /// The plural variables a text names: `%#@name@`, or `%N$#@name@` with an argument number. Read in UTF-8
    /// bytes (each delimiter is ASCII, so the indices are the String's): walking Characters was half the time of
    /// a `.stringsdict` of 10,000 chained variables, read up to eight times per form.
    static func variableTokens(in text: String) -> [(range: Range<String.Index>, name: String)] {
        var tokens: [(range: Range<String.Index>, name: String)] = []
        let utf8 = text.utf8
        let end = utf8.endIndex
        var index = utf8.startIndex
        while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
            var cursor = utf8.index(after: percent)
            if cursor < end, utf8[cursor] == UInt8(ascii: "%") {  // "%%" is a percent sign
                index = utf8.index(after: cursor)
                continue
            }
            var digits = cursor
            while digits < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[digits]) { digits = utf8.index(after: digits) }
            if digits > cursor, digits < end, utf8[digits] == UInt8(ascii: "$") { cursor = utf8.index(after: digits) }
            if cursor < end, utf8[cursor] == UInt8(ascii: "#") {
                let at = utf8.index(after: cursor)
                if at < end, utf8[at] == UInt8(ascii: "@") {
                    let nameStart = utf8.index(after: at)
                    if let close = utf8[nameStart...].firstIndex(of: UInt8(ascii: "@")), close > nameStart {
                        tokens.append((percent..<utf8.index(after: close), String(text[nameStart..<close])))
                        index = utf8.index(after: close)
                        continue
                    }
                }
            }
            index = utf8.index(after: percent)
        }
        return tokens
    }

    static func exhausted(by key: String, at location: SourceLocation) -> InputDiagnostic {
        InputDiagnostic(
            severity: .error,
            message: "the plural forms of '\(key)', put into its sentence, take the table past \(Self.maximumBytes / 1_048_576) MB of text; at most \(Self.maximumBytes / 1_048_576) MB per table are supported",
            location: location)
    }
}
