import BarAuditData
import BarAuditModel

/// A device a bar is evaluated on (`Rules/data/platform-metrics.yml`).
public struct DeviceClass: Sendable, Hashable {
    public enum Idiom: String, Sendable { case phone, pad, window }
    public var id: String
    public var name: String
    public var platform: Platform
    public var idiom: Idiom
    /// Portrait width and height, in pt or dp.
    public var width: Double
    public var height: Double
    /// Safe-area inset on each side in landscape.
    public var landscapeInset: Double
    /// The last major OS version the device runs (iPhone SE (1st generation): iOS 15); nil while current.
    public var lastOSMajor: Int? = nil
}

/// The numbers the geometry rules use, each with its source, read from `Rules/data/platform-metrics.yml`.
public struct PlatformMetrics: Sendable {
    public static let path = "Rules/data/platform-metrics.yml"
    public static let builtIn: PlatformMetrics = {
        do {
            return try PlatformMetrics(document: EmbeddedData.document(path))
        } catch {
            fatalError("internal error: \(path) is unreadable: \(error)")
        }
    }()

    public struct GlyphTarget: Sendable {
        public var regular: Double
        public var compact: Double
        /// "both", "width" or "height".
        public var measures: String
    }

    public var iosTouchTarget: Double
    public var iosBarHeightRegular: Double
    public var iosBarHeightCompact: Double
    public var iosBarHeightPad: Double
    public var iosCompactWidthTabLimit: Int
    /// The last iPadOS whose regular-width tab bar is the bottom bar modelled here (17: iPadOS 18 floats it at the top).
    public var iosPadBottomBarLastOS: Double
    public var iosCenteredItemWidth: Double
    public var iosCenteredItemSpacing: Double
    public var iosTitleFontStacked: Double
    public var iosTitleFontInline: Double
    /// Letter spacing of the title, in em (SF Pro's tracking at the title's size).
    public var iosTitleLetterSpacingStacked: Double
    public var iosTitleLetterSpacingInline: Double
    public var iosTitlePadding: Double
    public var iosInlineGlyphGap: Double
    public var glyphTargets: [GlyphShape: GlyphTarget]
    public var legacyGlyph: Double
    public var materialTouchTarget: Double
    public var materialBarHeight: Double
    public var materialItemMinimum: Double
    public var materialItemMaximum: Double
    /// Shifting BottomNavigationView whose selected item grows: its widest selected item, and the least
    /// width each other item keeps (`material.shifting-item-width`).
    public var materialShiftingActiveMaximum: Double
    public var materialShiftingInactiveMinimum: Double
    public var materialIconSize: Double
    public var materialRecommendedItems: ClosedRange<Int>
    /// Material 3's label size, active and inactive alike.
    public var materialTitleFont: Double
    public var material2TitleFontActive: Double
    public var material2TitleFontInactive: Double
    /// Theme.MaterialComponents' label (Caption), active and inactive alike.
    public var materialComponentsTitleFont: Double
    /// Letter spacing of the label, in sp.
    public var materialTitleLetterSpacing: Double
    public var materialComponentsTitleLetterSpacing: Double
    public var materialTitleInset: Double
    public var materialLandscapeWidth: Double
    public var materialInlineIconGap: Double
    /// How many lines of a label that wraps a Material 3 navigation bar item shows in its 80 dp
    /// (`material.wrapping-label`).
    public var materialWrappingLabelLines: Int
    public var wcagAA: Double
    public var wcagAAA: Double
    /// How much wider than its space a measured title must be to be reported: the font model's error,
    /// as a share of the space (iOS) or a margin in dp (Android).
    public var measurementTolerance: Double
    public var materialMeasurementMargin: Double
    public var estimatedMeasurementTolerance: Double
    public var deviceClasses: [String: DeviceClass]
    public var defaultDeviceClasses: [Platform: [String]]
    /// Every number's source, by its path in the file ("ios.touch-target"), for reports and docs.
    public var sources: [String: String]

    /// From the file's parsed tree (`EmbeddedData.document`).
    public init(document: Any) throws {
        guard let root = document as? [String: Any] else { throw RuleSettingsError(description: "not a mapping") }
        var sources: [String: String] = [:]
        func node(_ path: String) throws -> [String: Any] {
            var current: Any = root
            for part in path.split(separator: ".") {
                guard let next = (current as? [String: Any])?[String(part)] else { throw RuleSettingsError(description: "\(path) is missing") }
                current = next
            }
            guard let mapping = current as? [String: Any] else { throw RuleSettingsError(description: "\(path) is not a mapping") }
            if let source = mapping["source"] as? String { sources[path] = source } else { throw RuleSettingsError(description: "\(path) cites no source") }
            return mapping
        }
        func number(_ path: String, _ key: String = "value") throws -> Double {
            let mapping = try node(path)
            if let value = mapping[key] as? Double { return value }
            if let value = mapping[key] as? Int { return Double(value) }
            throw RuleSettingsError(description: "\(path).\(key) is not a number")
        }
        iosTouchTarget = try number("ios.touch-target")
        iosBarHeightRegular = try number("ios.tab-bar-height.regular")
        iosBarHeightCompact = try number("ios.tab-bar-height.compact")
        iosBarHeightPad = try number("ios.tab-bar-height.pad")
        iosCompactWidthTabLimit = Int(try number("ios.compact-width-tab-limit"))
        iosPadBottomBarLastOS = try number("ios.pad-bottom-bar-last-os")
        iosCenteredItemWidth = try number("ios.centered-item-width")
        iosCenteredItemSpacing = try number("ios.centered-item-spacing")
        iosTitleFontStacked = try number("ios.title-font-size.stacked")
        iosTitleFontInline = try number("ios.title-font-size.inline")
        iosTitleLetterSpacingStacked = try number("ios.title-letter-spacing.stacked")
        iosTitleLetterSpacingInline = try number("ios.title-letter-spacing.inline")
        iosTitlePadding = try number("ios.title-padding")
        iosInlineGlyphGap = try number("ios.inline-glyph-gap")
        let targets = try node("ios.glyph-targets")
        var glyphTargets: [GlyphShape: GlyphTarget] = [:]
        for shape in GlyphShape.allCases {
            guard let entry = targets[shape.rawValue] as? [String: Any], let regular = entry["regular"] as? Int,
                  let compact = entry["compact"] as? Int, let measures = entry["measures"] as? String else {
                throw RuleSettingsError(description: "ios.glyph-targets.\(shape.rawValue) is incomplete")
            }
            glyphTargets[shape] = GlyphTarget(regular: Double(regular), compact: Double(compact), measures: measures)
        }
        self.glyphTargets = glyphTargets
        legacyGlyph = try number("ios.legacy-glyph")
        materialTouchTarget = try number("material.touch-target")
        materialBarHeight = try number("material.bar-height")
        materialItemMinimum = try number("material.item-width", "minimum")
        materialItemMaximum = try number("material.item-width", "maximum")
        materialShiftingActiveMaximum = try number("material.shifting-item-width", "active-maximum")
        materialShiftingInactiveMinimum = try number("material.shifting-item-width", "inactive-minimum")
        materialIconSize = try number("material.icon-size")
        materialRecommendedItems = Int(try number("material.recommended-items", "minimum"))...Int(try number("material.recommended-items", "maximum"))
        materialTitleFont = try number("material.title-font-size.material3")
        material2TitleFontActive = try number("material.title-font-size.material2-active")
        material2TitleFontInactive = try number("material.title-font-size.material2-inactive")
        materialComponentsTitleFont = try number("material.title-font-size.material-components")
        materialTitleLetterSpacing = try number("material.title-letter-spacing")
        materialComponentsTitleLetterSpacing = try number("material.material-components-letter-spacing")
        materialTitleInset = try number("material.title-inset")
        materialLandscapeWidth = try number("material.landscape-width")
        materialInlineIconGap = try number("material.inline-icon-gap")
        let labelRoom = try number("material.wrapping-label.bar-height") - (try number("material.wrapping-label.icon-size"))
            - 3 * (try number("material.wrapping-label.indicator-vertical-padding")) - (try number("material.wrapping-label.indicator-to-label"))
        materialWrappingLabelLines = max(1, Int((labelRoom / (try number("material.wrapping-label.line-height"))).rounded(.down)))
        wcagAA = try number("wcag.aa")
        wcagAAA = try number("wcag.aaa")
        measurementTolerance = try number("text.measurement-tolerance.ios")
        materialMeasurementMargin = try number("text.measurement-tolerance.material-margin")
        estimatedMeasurementTolerance = try number("text.measurement-tolerance.estimated")
        guard let devices = root["device-classes"] as? [String: [String: Any]],
              let defaults = root["default-device-classes"] as? [String: [String]] else {
            throw RuleSettingsError(description: "device-classes and default-device-classes are required")
        }
        deviceClasses = try devices.reduce(into: [:]) { result, pair in
            let entry = pair.value
            func value(_ key: String) throws -> Double {
                if let number = entry[key] as? Int { return Double(number) }
                if let number = entry[key] as? Double { return number }
                throw RuleSettingsError(description: "device-classes.\(pair.key).\(key) is missing")
            }
            guard let name = entry["name"] as? String, let platform = (entry["platform"] as? String).flatMap(Platform.init(rawValue:)),
                  let idiom = (entry["idiom"] as? String).flatMap(DeviceClass.Idiom.init(rawValue:)) else {
                throw RuleSettingsError(description: "device-classes.\(pair.key) needs name, platform and idiom")
            }
            guard entry["last-os"] == nil || entry["last-os"] is Int else {
                throw RuleSettingsError(description: "device-classes.\(pair.key).last-os is not a major version")
            }
            result[pair.key] = DeviceClass(id: pair.key, name: name, platform: platform, idiom: idiom, width: try value("width"),
                                           height: try value("height"), landscapeInset: try value("landscape-inset"),
                                           lastOSMajor: entry["last-os"] as? Int)
        }
        defaultDeviceClasses = Dictionary(defaults.compactMap { key, ids in Platform(rawValue: key).map { ($0, ids) } }, uniquingKeysWith: { first, _ in first })
        self.sources = sources
    }
}
