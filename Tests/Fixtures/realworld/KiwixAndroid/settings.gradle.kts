include(
  ":core",
  ":app",
  ":branded",
  ":install_time_asset",
  ":objectboxmigration",
  ":defaultmigration",
  ":benchmark"
)
rootProject.name = "kiwix-android"
