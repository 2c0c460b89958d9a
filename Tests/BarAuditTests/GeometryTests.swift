import BarAuditKit
import BarAuditModel
import BarAuditRules
import Foundation
import Testing

@Suite struct GeometryTests {
    private func bar(_ text: String) throws -> Bar {
        let loaded = load("geometry.xml", text)
        return try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
    }

    private static func fiveTabs(_ attributes: String) -> String {
        xmlBar((1...5).map { "    <item id=\"t\($0)\" title=\"T\($0)\"/>" }.joined(separator: "\n"), attributes: "selected=\"t1\" \(attributes)")
    }

    @Test func everyMetricCitesItsSource() {
        let metrics = PlatformMetrics.builtIn
        #expect(metrics.sources.count >= 25)
        #expect(metrics.sources.values.allSatisfy { !$0.isEmpty })
        #expect(metrics.sources["ios.glyph-targets"]?.contains("seed 001") == true)
        #expect(metrics.sources["material.touch-target"]?.contains("seed 000") == true)
        #expect(metrics.sources["ios.compact-width-tab-limit"]?.contains("seed 003") == true)
        #expect(metrics.glyphTargets[.circular]?.regular == 25 && metrics.glyphTargets[.tall]?.compact == 20)
        #expect(metrics.wcagAA == 24 && metrics.wcagAAA == 44)
    }

    @Test func narrowestIPhoneInLandscapeUsesTheCompactBarHeight() throws {
        let geometry = GeometryModel.layouts(for: try bar(Self.fiveTabs("deviceClasses=\"iphone-se-1\"")))
        #expect(geometry.map { $0.viewport.describe(unit: "pt") } == ["iPhone SE (1st generation), portrait", "iPhone SE (1st generation), landscape"])
        #expect(geometry[0].barHeight == 49 && geometry[0].tabs[0].width == 64)
        #expect(geometry[1].barHeight == 32)
        #expect(geometry[1].tabs[0].width.formattedMetric == "113.6" && geometry[1].tabs[0].isEstimated)
    }

    @Test func deviceClassesTheBarNamesAreEvaluatedWhateverItsMinimumOS() throws {
        var named = try bar(Self.fiveTabs("deviceClasses=\"iphone-se-1-portrait\""))
        named.minimumOSVersion = 18.0
        #expect(GeometryModel.viewports(for: named).viewports.map { $0.describe(unit: "pt") } == ["iPhone SE (1st generation), portrait"])
        var defaults = try bar(Self.fiveTabs(""))
        defaults.minimumOSVersion = 18.0
        let devices = GeometryModel.viewports(for: defaults).viewports.compactMap { $0.device?.id }
        #expect(!devices.isEmpty && !devices.contains("iphone-se-1"))
        defaults.minimumOSVersion = 15.5
        #expect(GeometryModel.viewports(for: defaults).viewports.contains { $0.device?.id == "iphone-se-1" }, "iOS 15 runs on it")
    }

    /// Grocy (iOS 26) was judged on the iPad's bottom tab bar, which iPadOS 18 replaced with a bar floating
    /// at the top: 73 truncations on an iPad mini its users never see.
    @Test func anAppNeedingIPadOS18IsNotLaidOutOnTheIPadsBottomBar() throws {
        var defaults = try bar(Self.fiveTabs(""))
        defaults.minimumOSVersion = 17.0
        #expect(GeometryModel.viewports(for: defaults).viewports.contains { $0.device?.idiom == .pad }, "iPadOS 17 still shows the bottom bar")
        defaults.minimumOSVersion = 18.0
        let devices = GeometryModel.viewports(for: defaults).viewports.compactMap { $0.device }
        #expect(!devices.isEmpty && devices.allSatisfy { $0.idiom == .phone })
        var named = try bar(Self.fiveTabs("deviceClasses=\"ipad-mini-portrait\""))
        named.minimumOSVersion = 26.0
        #expect(GeometryModel.viewports(for: named).viewports.map { $0.describe(unit: "pt") } == ["iPad mini (6th generation), portrait"], "a device the bar names is evaluated")
        #expect(PlatformMetrics.builtIn.sources["ios.pad-bottom-bar-last-os"]?.contains("iPadOS 18") == true)
    }

    @Test func iPadCentresTabsAndIPhoneFillsThem() throws {
        let geometry = GeometryModel.layouts(for: try bar(Self.fiveTabs("deviceClasses=\"ipad-mini-portrait iphone-15-portrait\"")))
        let pad = geometry[0], phone = geometry[1]
        #expect(pad.barHeight == 50 && pad.tabsSizeToContent && pad.tabs[0].width == 76)
        #expect(pad.tabs[0].x > 0, "centred, not from the edge")
        #expect(!phone.tabsSizeToContent && phone.tabs[0].width.formattedMetric == "78.6" && phone.tabs[0].x == 0)
        #expect(phone.tabs.last.map { $0.x + $0.width }?.formattedMetric == "393")
    }

    @Test func moreAppearsOnIPhoneOnly() throws {
        let seven = xmlBar((1...7).map { "    <item id=\"t\($0)\" title=\"T\($0)\"/>" }.joined(separator: "\n"), attributes: "selected=\"t6\" deviceClasses=\"iphone-15-portrait ipad-mini-landscape\"")
        let geometry = GeometryModel.layouts(for: try bar(seven))
        #expect(geometry[0].tabs.map(\.itemID) == ["t1", "t2", "t3", "t4", nil])
        #expect(geometry[0].hiddenItemIDs == ["t5", "t6", "t7"])
        #expect(geometry[1].tabs.count == 7 && geometry[1].hiddenItemIDs.isEmpty)
        let padOnly = xmlBar((1...7).map { "    <item id=\"t\($0)\" title=\"T\($0)\"/>" }.joined(separator: "\n"), attributes: "selected=\"t6\" deviceClasses=\"ipad-mini\"")
        #expect(BarLayout.layouts(for: try bar(padOnly)) == [.iPad], "speak reads only the layouts the bar is evaluated on")
    }

    @Test func materialItemsShareTheWidthUpTo168() throws {
        let text = """
        <baraudit version="1"><bar id="m" platform="material" sourceLocale="en" selected="a" widths="1000" titleVisibility="always">
          <item id="a" title="A"/><item id="b" title="B"/><item id="c" title="C"><frame width="40" height="40"/></item>
        </bar></baraudit>
        """
        let geometry = GeometryModel.layouts(for: try bar(text))
        #expect(geometry.count == 1, "widths replace the default device classes")
        #expect(geometry[0].barHeight == 56 && geometry[0].tabs[0].width == 168)
        #expect(geometry[0].tabs[2].width == 40 && !geometry[0].tabs[2].isEstimated)
    }

    /// A Material 3 item holds two 16 sp label lines in 80 dp: 80 − 24 (icon) − 4 (indicator) − 4 (gap) − 2 × 4 = 40.
    @Test func aWrappingMaterial3LabelHasRoomForTwoLines() {
        let metrics = PlatformMetrics.builtIn
        #expect(metrics.materialWrappingLabelLines == 2)
        #expect(metrics.sources["material.wrapping-label.indicator-to-label"]?.contains("NavigationBar.kt") == true)
    }

    @Test func lineBreaksFollowICUForTheLocale() {
        #expect(ICU.lineBreakPieces(of: "Tähekesega märgitud", locale: "et") == ["Tähekesega ", "märgitud"])
        #expect(ICU.lineBreakPieces(of: "E-Mail-Konto", locale: "de") == ["E-", "Mail-", "Konto"], "after hyphens")
        #expect(ICU.lineBreakPieces(of: "ホーム画面", locale: "ja").count > 1, "between Japanese characters")
        #expect(ICU.lineBreakPieces(of: "", locale: "en").isEmpty)
    }

    @Test func unknownDeviceClassesAreInputErrors() throws {
        let scratch = Scratch()
        let path = scratch.write("devices.xml", Self.fiveTabs("deviceClasses=\"iphone-16\""))
        let loaded = Auditor.load(path)
        #expect(loaded.failed)
        #expect(loaded.diagnostics.first?.message.contains("did you mean 'iphone-15'?") == true)
    }
}
