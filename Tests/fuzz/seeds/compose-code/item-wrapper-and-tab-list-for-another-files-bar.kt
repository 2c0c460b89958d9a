package app

@Composable
internal fun RowScope.NavBarItem(selected: Boolean, item: Tab, onClick: () -> Unit) {
    NavigationBarItem(
        selected = selected,
        onClick = onClick,
        icon = { Icon(painterResource(item.icon), contentDescription = null) },
        label = { Text(stringResource(item.label)) },
    )
}

sealed class Tab(val icon: Int, val label: Int) {
    data object Home : Tab(R.drawable.home, R.string.home)
    data object Search : Tab(R.drawable.search, R.string.search)
    companion object {
        fun tabs(): List<Tab> = listOfNotNull(Home, Search)
    }
}
