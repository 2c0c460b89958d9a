// Fixture code written for BarAudit after the form of Read You's FilterBar.kt (not copied): Material 3
// NavigationBarItems in a Row of the app's own, one per filter; by default (icon style) the labels are
// hidden and TalkBack reads each icon's content description; the labels, when shown, take one line and
// end in an ellipsis (maxLines = 1, TextOverflow.Ellipsis), so a title wider than its tab is cut.
package me.ash.reader.ui.component

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.Icon
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.style.TextOverflow
import me.ash.reader.domain.model.general.Filter

/* Styles: 0 icons only (the default), 1 icons and labels, 2 label of the selected item only. */
@Composable
fun FilterBar(
    filter: Filter,
    filterBarStyle: Int,
    filterBarFilled: Boolean,
    filterBarPadding: Dp,
    filterOnClick: (Filter) -> Unit = {},
) {
    Row(modifier = Modifier.selectableGroup()) {
        Spacer(modifier = Modifier.width(filterBarPadding))
        Filter.values.forEach { item ->
            NavigationBarItem(
                alwaysShowLabel = when (filterBarStyle) {
                    1 -> true
                    else -> false
                },
                icon = {
                    Icon(
                        imageVector = if (filter == item && filterBarFilled) item.iconFilled else item.iconOutline,
                        contentDescription = item.toName()
                    )
                },
                label = if (filterBarStyle == 0) {
                    null
                } else {
                    { Text(text = item.toName(), maxLines = 1, overflow = TextOverflow.Ellipsis) }
                },
                selected = filter == item,
                onClick = { filterOnClick(item) },
            )
        }
    }
}
