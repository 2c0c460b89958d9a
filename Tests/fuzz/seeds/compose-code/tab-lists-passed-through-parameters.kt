package app

import androidx.compose.material3.ShortNavigationBar
import androidx.compose.material3.ShortNavigationBarItem

sealed class Screen(val route: String, val title: Int? = null) {
    object Home : Screen("home", title = R.string.home)
    object Chat : Screen("chat", title = R.string.chat)
    object Camera : Screen("camera")
    companion object {
        val bottomScreenList by lazy { listOf(Home, Chat, Camera) }
    }
}

enum class BottomBarItems(@StringRes val label: Int) { HOME(label = R.string.home), CHAT(label = R.string.chat) }

private val navigationBarItems = mapOf(BottomBarItems.HOME to Screen.Home, BottomBarItems.CHAT to Screen.Chat)

@Composable
fun Root(expanded: Boolean) {
    val screens = remember { rememberSaveable(expanded) { Screen.bottomScreenList } }
    SuiteScaffold(isExpanded = expanded, screens = screens)
    MapBar(items = remember { navigationBarItems })
    Ring(screens = Screen.bottomScreenList)
}

@Composable
fun SuiteScaffold(isExpanded: Boolean, screens: List<Screen> = emptyList()) {
    if (isExpanded) ShortBar(screens = screens) else AppNavBar(screens = screens)
}

@Composable
fun Ring(screens: List<Screen>) { Ring2(screens = screens) }

@Composable
fun Ring2(screens: List<Screen>) { Ring(screens = screens); AppNavBar(screens = screens) }

@Composable
fun AppNavBar(screens: List<Screen>) {
    NavigationBar {
        screens.forEachIndexed { index, screen ->
            val labelRes = screen.title ?: return@forEachIndexed
            NavigationBarItem(selected = index == 0, onClick = {}, icon = {},
                label = { Text(text = stringResource(screen.title ?: R.string.placeholder)) })
        }
    }
}

@Composable
fun MapBar(items: Map<BottomBarItems, Any>) {
    NavigationBar {
        items.keys.forEach { key ->
            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(text = stringResource(key.label)) })
        }
        items.entries.forEach { entry ->
            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(text = stringResource(entry.key.label)) })
        }
    }
}

@Composable
fun ShortBar(screens: List<Screen>) {
    ShortNavigationBar {
        screens.forEach { screen ->
            ShortNavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(screen.title ?: R.string.placeholder)) })
        }
    }
}
