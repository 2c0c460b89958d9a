package com.app.ui

import com.app.ext.capitalize
import com.app.other.*

fun String.capitalize() = replaceFirstChar { if (it.isLowerCase()) it.titlecase() else it.toString() }
fun String.shout(): String { return this.uppercase(Locale.getDefault()) }
fun String.again() = again()

@Composable
fun BottomBar(items: List<Tab>, nav: Nav) {
    NavigationBar {
        NavigationBarItem(selected = true, onClick = {}, icon = { Icon(Icons.Default.Home, null) },
            label = { Text(text = stringResource(R.string.home).capitalize()) })
        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Star, null) },
            label = { Text(stringResource(id = R.string.progress).uppercase().lowercase().capitalize()) })
        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Menu, null) },
            label = { Text(stringResource(R.string.more).replaceFirstChar { c -> c.titlecase(Locale.getDefault()) }) })
        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Settings, null) },
            label = { Text(stringResource(R.string.settings).replaceFirstChar { it.replaceFirstChar { it.uppercase() } }) })
        Cell(tab = Tab.Home)
        items.forEach { item -> this.Cell(tab = item) }
    }
}

@Composable
fun RowScope.Cell(tab: Tab) {
    ConstraintLayout(modifier = Modifier.weight(1f)) {
        NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(tab.title).shout()) })
    }
    Cell(tab = tab)
}

@Composable
fun Caller(nav: Nav) = Theme { BottomBar(items = Tab.toList, nav = nav) }
