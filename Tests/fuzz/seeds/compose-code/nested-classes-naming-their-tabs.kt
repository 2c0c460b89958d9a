package a

class Outer {
    object Tabs { val home = R.string.home }
    class Inner {
        object Tabs { val home = R.string.search }
        class Innermost {
            @Composable
            fun Bar() {
                NavigationBar {
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(Tabs.home)) })
                    NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text(stringResource(Outer.Tabs.home)) })
                }
            }
        }
    }
}
