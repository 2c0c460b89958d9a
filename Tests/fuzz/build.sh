#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/fuzz/targets/: SwiftPM builds the package's library modules
# in release mode (optimised code runs tens of times more inputs per second under AddressSanitizer)
# with AddressSanitizer and libFuzzer's coverage into .build-fuzz/ (coverage as a frontend flag, so
# that the build's own tools are not linked with libFuzzer's main), then each target's entry point is
# linked against them with -sanitize=fuzzer (libFuzzer brings its own main, so a target cannot be a
# SwiftPM executable). Writes .build-fuzz/targets/<name>.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$root/.build-fuzz"
built="$scratch/release"
swift build -c release --package-path "$root" --scratch-path "$scratch" --target BarAuditKit \
  -Xswiftc -sanitize=address -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >&2

objects=()
for target in BarAuditModel BarAuditData BarAuditLoading BarAuditRules BarAuditReporting BarAuditKit CICUBridge Yams CYaml; do
  while IFS= read -r object; do objects+=("$object"); done < <(find "$built/$target.build" -name '*.o')
done
module_maps=()
for map in "$built"/CICUBridge.build/module.modulemap "$built"/Yams.build/include/module.modulemap "$root/Sources/CLibXML2/module.modulemap"; do
  [ -f "$map" ] && module_maps+=(-Xcc "-fmodule-map-file=$map")
done
cyaml_map="$(find "$scratch/checkouts/Yams/Sources/CYaml" -name module.modulemap | head -1)"
[ -n "$cyaml_map" ] && module_maps+=(-Xcc "-fmodule-map-file=$cyaml_map")

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
