package app

@Composable
fun RowScope.NavBarItem(selected: Boolean, item: Tab, onClick: () -> Unit, modifier: Modifier = Modifier) {
    val label = stringResource(item.label)
    NavigationBarItem(selected = selected, onClick = onClick, modifier = modifier,
        icon = { Icon(painterResource(if (selected) item.selectedIcon else item.icon), contentDescription = null) },
        label = { Text(label, maxLines = 1) })
}

sealed class Tab(val icon: Int, val selectedIcon: Int, val label: Int) {
    data object Home : Tab(R.drawable.home, R.drawable.home_filled, R.string.home)
    data object Search : Tab(R.drawable.search, R.drawable.search, R.string.search)
    companion object {
        fun tabs(): List<Tab> = listOfNotNull(Home, Search, null)
    }
}
