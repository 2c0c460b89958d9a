// Fixture code written for BarAudit after the form of Kiwix's BottomNavItem.kt (not copied).
package org.kiwix.kiwixmobile.main

data class BottomNavItem(
  val route: String,
  val title: String,
  val iconRes: Int,
  val testingTag: String
)
