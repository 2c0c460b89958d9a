/*
 * Fixture code written for BarAudit after the form of Kiwix's KiwixMainActivityScreen.kt (not copied):
 * a Material 3 BottomAppBar holding NavigationBarItems built with forEach over a local listOf(…) of
 * data-class items whose titles come from stringResource(R.string.…); the same title is the icon's
 * content description and the label, a Text without maxLines (it wraps onto a second line).
 */
package org.kiwix.kiwixmobile.main

import androidx.compose.material3.BottomAppBar
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.tooling.preview.Preview
import androidx.navigation.NavHostController
import org.kiwix.kiwixmobile.core.R

const val BOTTOM_NAV_READER_ITEM_TESTING_TAG = "bottomNavReaderItemTestingTag"
const val BOTTOM_NAV_LIBRARY_ITEM_TESTING_TAG = "bottomNavLibraryItemTestingTag"
const val BOTTOM_NAV_DOWNLOADS_ITEM_TESTING_TAG = "bottomNavDownloadsItemTestingTag"

@Composable
fun BottomNavigationBar(navController: NavHostController, currentRoute: String?) {
  val bottomNavItems = listOf(
    BottomNavItem(
      route = "reader",
      title = stringResource(id = R.string.reader),
      iconRes = R.drawable.ic_reader_navigation_white_24px,
      testingTag = BOTTOM_NAV_READER_ITEM_TESTING_TAG
    ),
    BottomNavItem(
      route = "library",
      title = stringResource(id = R.string.library),
      iconRes = R.drawable.ic_library_navigation_white_24dp,
      testingTag = BOTTOM_NAV_LIBRARY_ITEM_TESTING_TAG
    ),
    BottomNavItem(
      route = "downloads",
      title = stringResource(id = R.string.download),
      iconRes = R.drawable.ic_download_navigation_white_24dp,
      testingTag = BOTTOM_NAV_DOWNLOADS_ITEM_TESTING_TAG
    )
  )
  BottomAppBar {
    bottomNavItems.forEach { item ->
      NavigationBarItem(
        selected = currentRoute == item.route,
        onClick = {
          // Restore state when reselecting a previously selected tab ("{" in a comment is not code)
          navController.navigate(item.route) { launchSingleTop = true }
        },
        icon = {
          Icon(
            painter = painterResource(id = item.iconRes),
            contentDescription = item.title
          )
        },
        label = { Text(item.title, color = MaterialTheme.colorScheme.onBackground) },
        modifier = Modifier.semantics { testTag = item.testingTag }
      )
    }
  }
}

@Preview
@Composable
fun BottomNavigationBarPreview() {
  BottomAppBar {
    NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text("Preview") })
  }
}
