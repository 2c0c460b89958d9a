#!/usr/bin/env bash
# Runs each libFuzzer target for a fixed time (default 20 s; CI's budget) and fails on the first crash,
# sanitizer report, hang (-timeout) or memory blow-up (-rss_limit_mb). Usage:
#   bash Tests/fuzz/run.sh [SECONDS] [TARGET...]      e.g. bash Tests/fuzz/run.sh 600 json-loader
# Seeds come from Examples/ and Tests/Fixtures/ (and the regression corpus); what a run learns stays in
# .build-fuzz/corpus/<target>/, crashers go to .build-fuzz/artifacts/<target>/ — copy each one into
# Tests/fuzz/regressions/<target>/ once fixed, so that `swift test` replays it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
seconds="${1:-20}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(xml-loader json-loader strings-files storyboard config rule-engine compose-code swift-code android-project read-back)
bash "$root/Tests/fuzz/build.sh"

seeds() {
  case "$1" in
    xml-loader) find "$root/Examples" -maxdepth 1 -name '*.xml' ;;
    json-loader) find "$root/Examples" -maxdepth 1 -name '*.json' ;;
    rule-engine) find "$root/Examples" -maxdepth 1 \( -name '*.xml' -o -name '*.json' \) ;;
    strings-files) find "$root/Examples" "$root/Tests/Fixtures" -name '*.strings' -o -name '*.stringsdict' -o -name '*.xcstrings' -o -name 'strings.xml' ;;
    storyboard) find "$root/Examples" "$root/Tests/Fixtures" -name '*.storyboard' -o -name '*.xib' -o -path '*/res/menu/*.xml' ;;
    config) find "$root/Tests/Fixtures" -name '*.yml' ;;
    compose-code) find "$root/Tests/Fixtures" -name '*.kt' ;;
    swift-code) find "$root/Tests/Fixtures" -name '*.swift' -o -name '*.m' -o -name 'project.pbxproj' ;;
    read-back) find "$root/Reports/examples" -name 'baraudit.json' ;;
  esac
}

# android-project reads one input as a project's files separated by NUL bytes (see its target): each
# fixture menu with its settings, module build file, default strings, one more values folder (its
# qualifier, then its strings), the layout that uses the menu, and the styles.
android_project_seeds() {
  local menu res module project name other layout
  find "$root/Tests/Fixtures" -path '*/res/menu*/*.xml' | sort | while IFS= read -r menu; do
    res="$(dirname "$(dirname "$menu")")" module="$(dirname "$(dirname "$(dirname "$res")")")" name="$(basename "$menu" .xml)"
    project="$module"
    while [ "$project" != "$root/Tests/Fixtures" ] && ! ls "$project"/settings.gradle* >/dev/null 2>&1; do project="$(dirname "$project")"; done
    other="$(find "$res" -maxdepth 2 -path "$res/values-*/strings.xml" | sort | head -1 || true)"
    layout="$(grep -l "@menu/$name\"" "$module"/src/*/res/layout*/*.xml 2>/dev/null | head -1 || true)"
    {
      cat "$project"/settings.gradle* 2>/dev/null | head -c 8000 || true; printf '\0'
      cat "$module"/build.gradle* 2>/dev/null | head -c 16000 || true; printf '\0'
      head -c 12000 "$res/values/strings.xml" 2>/dev/null || true; printf '\0'
      if [ -n "$other" ]; then basename "$(dirname "$other")" | sed 's/^values-//'; fi; printf '\0'
      if [ -n "$other" ]; then head -c 12000 "$other"; fi; printf '\0'
      if [ -n "$layout" ]; then head -c 8000 "$layout"; fi; printf '\0'
      cat "$res"/values/styles.xml "$res"/values/themes.xml 2>/dev/null | head -c 4000 || true; printf '\0'
      cat "$menu"
    } > "$1/$(basename "$project")-$name"
  done
}

status=0
for target in "${targets[@]}"; do
  corpus="$root/.build-fuzz/corpus/$target" artifacts="$root/.build-fuzz/artifacts/$target/" seeded="$root/.build-fuzz/seeds/$target"
  regressions="$root/Tests/fuzz/regressions/$target"
  mkdir -p "$corpus" "$artifacts" "$seeded" "$regressions"
  # Named by their folder too: every project file is `project.pbxproj`.
  seeds "$target" | while IFS= read -r file; do cp "$file" "$seeded/$(basename "$(dirname "$file")")-$(basename "$file")"; done
  [ "$target" != android-project ] || android_project_seeds "$seeded"
  # Hand-written seeds of constructs no fixture holds yet, and a dictionary of their tokens where there is one.
  [ ! -d "$root/Tests/fuzz/seeds/$target" ] || cp "$root/Tests/fuzz/seeds/$target"/* "$seeded/"
  dictionary=()
  [ ! -f "$root/Tests/fuzz/dictionaries/$target.dict" ] || dictionary=(-dict="$root/Tests/fuzz/dictionaries/$target.dict")
  echo "fuzzing $target for $seconds s" >&2
  if ! nice -n 10 "$root/.build-fuzz/targets/$target" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=65536 \
      "${dictionary[@]}" -artifact_prefix="$artifacts" -print_final_stats=1 "$corpus" "$seeded" "$regressions" 2> "$root/.build-fuzz/$target.log"; then
    echo "FAILED: $target (see .build-fuzz/$target.log and $artifacts)" >&2
    tail -40 "$root/.build-fuzz/$target.log" >&2
    status=1
  else
    grep -E '^stat::number_of_executed_units|^Done' "$root/.build-fuzz/$target.log" >&2 || true
  fi
done
exit $status
