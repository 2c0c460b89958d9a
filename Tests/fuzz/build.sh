#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/fuzz/targets/: SwiftPM builds the package's library modules
# (debug by default; FUZZ_CONFIGURATION=release below) with AddressSanitizer and libFuzzer's coverage into .build-fuzz/ (coverage as a frontend flag, so
# that the build's own tools are not linked with libFuzzer's main), then each target's entry point is
# linked against them with -sanitize=fuzzer (libFuzzer brings its own main, so a target cannot be a
# SwiftPM executable). Writes .build-fuzz/targets/<name>.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$root/.build-fuzz"
# FUZZ_CONFIGURATION=release builds optimised code (tens of times more inputs per second; the first
# release build of swift-syntax takes a long while on two cores), debug is CI's short smoke run.
configuration="${FUZZ_CONFIGURATION:-debug}"
swift build -c "$configuration" --package-path "$root" --scratch-path "$scratch" --target BarAuditKit \
  -Xswiftc -sanitize=address -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >&2

# Every object of the library modules and their packages (swift-syntax included); the build's own
# tools have a main of their own and are left out, since libFuzzer brings the one main.
built="$(cd "$scratch/$configuration" && pwd -P)"
objects=()
while IFS= read -r object; do objects+=("$object"); done < <(
  find "$built" \( -path "$built/EmbedTool*" -o -path "$built/*-tool.build" \) -prune -o -path "$built/*.build/*" -name '*.o' -print | sort)
module_maps=()
for map in "$built"/CICUBridge.build/module.modulemap "$built"/Yams.build/include/module.modulemap "$root/Sources/CLibXML2/module.modulemap"; do
  [ -f "$map" ] && module_maps+=(-Xcc "-fmodule-map-file=$map")
done
# The C modules of the packages (Yams' CYaml, swift-syntax's shims) that the Swift modules import.
while IFS= read -r map; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done < <(
  find "$scratch/checkouts" -path '*/Sources/*/include/module.modulemap' | sort)

mkdir -p "$scratch/targets"
for entry in "$root"/Tests/fuzz/targets/*.swift; do
  name="$(basename "$entry" .swift)"
  [ "$name" = Support ] && continue
  echo "linking $name" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -Onone -g \
    -I "$built/Modules" -I "$root/Sources/CICUBridge/include" $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    "${module_maps[@]}" \
    "$entry" "$root/Tests/fuzz/targets/Support.swift" "${objects[@]}" \
    $(pkg-config --libs libxml-2.0) -licui18n -licuuc -licudata \
    -o "$scratch/targets/$name"
done
