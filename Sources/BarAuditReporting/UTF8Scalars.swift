import Foundation

/// Scalars read straight from a string's UTF-8, for scans that decode only the few bytes that may start
/// a scalar they act on and copy the rest as it is.
enum UTF8Scalars {
    /// The scalar that starts at `offset` of valid UTF-8 (a Swift string's), and its length in bytes.
    @inline(__always)
    static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[offset])
        func continuation(_ position: Int) -> UInt32 { UInt32(bytes[offset + position] & 0x3F) }
        let (value, length): (UInt32, Int) = switch lead {
        case ..<0x80: (lead, 1)
        case ..<0xE0: ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        // Valid UTF-8 never decodes to a surrogate or past U+10FFFF.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}

extension UTF8Scalars {
    /// Whether `text` holds a scalar that `matches` picks, decoding only the scalars whose first byte
    /// `mayStart` picks; every scalar `matches` picks must start with such a byte, and no byte that
    /// continues a scalar (0x80…0xBF) may be one. Inlined, so that both tests are compiled into the loop
    /// rather than called per byte.
    @inline(__always)
    static func contains(_ text: String, decodingAt mayStart: (UInt8) -> Bool, where matches: (Unicode.Scalar) -> Bool) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            while offset < bytes.count {
                guard mayStart(bytes[offset]) else {
                    offset += 1
                    continue
                }
                let scalar = scalar(at: offset, in: bytes)
                if matches(scalar.value) { return true }
                offset += scalar.length
            }
            return false
        } ?? text.unicodeScalars.contains(where: matches)
    }
}

extension UTF8Scalars {
    /// Whether `text` holds `part`, as Foundation's `contains` finds it (`range(of:)`, which also finds
    /// text that is canonically equivalent, and not a match that ends inside a character with marks). Each
    /// report asked Foundation this once per defect (`Defect.localeSuffix`), at a tenth of the text report's
    /// time: now it is a search of the bytes when that finds the same, which is when `part` is ASCII and
    /// every other scalar of `text` is a base character that no mark may follow into a match and that is
    /// not canonically an ASCII character or one with a mark (`isSearchedAsByte`); else Foundation's.
    static func contains(_ text: String, _ part: String) -> Bool {
        guard !part.isEmpty, part.utf8.allSatisfy({ $0 < 0x80 }), !contains(text, decodingAt: { $0 >= 0x80 }, where: { !isSearchedAsByte($0) }) else {
            return text.range(of: part) != nil
        }
        var text = text, part = part
        text.makeContiguousUTF8()
        part.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            part.utf8.withContiguousStorageIfAvailable { needle in
                guard needle.count <= bytes.count else { return false }
                let first = needle[0]
                return (0...bytes.count - needle.count).contains { start in
                    bytes[start] == first && memcmp(bytes.baseAddress! + start, needle.baseAddress!, needle.count) == 0
                }
            }
        }.flatMap { $0 } ?? (text.range(of: part) != nil)
    }

    /// A scalar past ASCII that Foundation's search compares as it is: not a mark (nor a symbol or letter
    /// that joins the character before it, nor a format control), and not one whose canonical decomposition
    /// holds an ASCII character (the Latin letters with marks, the Kelvin sign, the Greek question mark…).
    private static func isSearchedAsByte(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x024F, 0x1E00...0x1EFF: return false
        case 0x037E, 0x1FEF, 0x212A, 0x2260, 0x226E, 0x226F: return false
        case 0xFF9E, 0xFF9F: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .modifierSymbol, .format, .control, .lineSeparator, .paragraphSeparator,
             .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }
}
