#!/bin/sh
# Fails when an example uses a declaration an app outside this package cannot: each example is
# type-checked against the built modules as a module of another package, so `package`
# declarations (the SDK's own tools, demo and tests) are out of its reach. Every Swift file of an
# example counts, its subfolders' too (Gallery keeps one screen per file under Screens/).
# Usage: scripts/check-examples-public.sh [BUILD_DIR]   (default .build/debug; build it first)
build=${1:-.build/debug}
root=$(cd "$(dirname "$0")/.." && pwd)
maps=$(mktemp -d) || exit 1
trap 'rm -rf "$maps"' EXIT
# The C module of the signal handlers, as SwiftPM maps it for its dependents.
printf 'module CTerminalSignals {\n  header "%s"\n  export *\n}\n' "$root/Sources/CTerminalSignals/include/CTerminalSignals.h" > "$maps/module.modulemap"
status=0
for example in "$root"/Examples/*/; do
  name=$(basename "$example")
  if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny \
      -I "$build/Modules" -Xcc -fmodule-map-file="$root/Sources/CNcurses/module.modulemap" \
      -Xcc -fmodule-map-file="$maps/module.modulemap" -package-name outside -module-name "$name" \
      $(find "$example" -name '*.swift' | sort) 2>&1); then
    echo "check-examples-public: Examples/$name uses what an app outside this package cannot:" >&2
    echo "$output" | grep -E "error:" | sort -u >&2
    status=1
  fi
done
[ "$status" = 0 ] && echo "check-examples-public: every example uses only the public API"
exit $status
