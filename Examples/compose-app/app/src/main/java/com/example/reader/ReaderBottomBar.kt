package com.example.reader

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Bookmark
import androidx.compose.material.icons.filled.Home
import androidx.compose.material.icons.filled.Settings
import androidx.compose.material3.Badge
import androidx.compose.material3.BadgedBox
import androidx.compose.material3.Icon
import androidx.compose.material3.NavigationBar
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource

enum class Destination { Feed, Saved, Settings }

/** The news reader's bottom bar: the feed with its unread count, saved articles and settings. */
@Composable
fun ReaderBottomBar(current: Destination, onSelect: (Destination) -> Unit) {
    NavigationBar {
        NavigationBarItem(
            selected = current == Destination.Feed,
            onClick = { onSelect(Destination.Feed) },
            icon = { BadgedBox(badge = { Badge { Text("12") } }) { Icon(Icons.Filled.Home, contentDescription = null) } },
            label = { Text(stringResource(R.string.feed)) },
        )
        NavigationBarItem(
            selected = current == Destination.Saved,
            onClick = { onSelect(Destination.Saved) },
            icon = { Icon(Icons.Filled.Bookmark, contentDescription = null) },
            label = { Text(stringResource(R.string.saved)) },
        )
        NavigationBarItem(
            selected = current == Destination.Settings,
            onClick = { onSelect(Destination.Settings) },
            icon = { Icon(Icons.Filled.Settings, contentDescription = null) },
            label = { Text(stringResource(R.string.settings)) },
        )
    }
}
