import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Compose tab lists whose elements are values the list's file declares (Android round 30).
@Suite struct ComposeTabValuesTests {
    /// sreeeder's `private val tabs = listOf(feedTab, channelsTab, …)` names top-level values, each built by a constructor call
    /// (`val feedTab = ScreenTab(R.string.screen_feed, Icons.Rounded.RssFeed, NavGraph.Main.Feed)`), walked by `for ((index, tab)
    /// in tabs.withIndex())`: only objects and enum entries were elements, so the bar was a list computed at run time. A name
    /// the file declares where the list sees it is the element its call builds, arguments by position or by label; a value
    /// declared inside a function, which the list does not see, or one a function returns, is not.
    @Test func composeListOfValuesBuiltInTheFileIsTheBarsTabs() throws {
        func load(_ tabs: String) -> LoadedFile {
            let scratch = Scratch()
            scratch.write("settings.gradle.kts", "")
            scratch.write("app/src/main/res/values/strings.xml", "<resources><string name=\"feed\">Feed</string><string name=\"settings\">Settings</string></resources>")
            let path = scratch.write("app/src/main/java/app/MainScreen.kt", """
                package app

                data class ScreenTab(@StringRes val titleRes: Int, val icon: ImageVector)

                val feedTab = ScreenTab(R.string.feed, Icons.Rounded.RssFeed)
                val settingsTab = ScreenTab(icon = Icons.Rounded.Settings, titleRes = R.string.settings)
                val helperTab = makeTab(R.string.feed)

                fun other() {
                    val localTab = ScreenTab(R.string.settings, Icons.Rounded.Settings)
                }

                \(tabs)

                @Composable
                fun MainBar() {
                    NavigationBar {
                        for ((index, tab) in tabs.withIndex()) {
                            NavigationBarItem(selected = index == 0, onClick = {}, label = { Text(stringResource(tab.titleRes)) },
                                              icon = { Icon(tab.icon, contentDescription = null) })
                        }
                    }
                }
                """)
            return Auditor.load(path)
        }
        let bar = try #require(load("private val tabs = listOf(feedTab, settingsTab)").definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.key("feed"), .key("settings")], "\(bar.items.map(\.title))")
        for unseen in ["private val tabs = listOf(feedTab, localTab)", "private val tabs = listOf(feedTab, helperTab)"] {
            let loaded = load(unseen)
            #expect(loaded.definition?.bars.isEmpty ?? true, "\(unseen)")
            #expect(loaded.diagnostics.map(\.message).contains("the tabs come from a list computed at run time; they are not audited"), "\(unseen): \(loaded.diagnostics)")
        }
    }
}
