package app
@Composable
fun Bar() {
    NavigationBar {
        @Composable
        fun Top() {
            @Composable
            fun Inner() {
                NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text("Home") })
            }
            Inner()
            NavigationBarItem(selected = false, onClick = {}, icon = {}, label = { Text("Search") })
        }
        Top()
    }
}
