#!/bin/sh
# Fails when the Shop demo or an example uses a declaration an app outside this package cannot:
# each is type-checked against the built modules as a module of another package, so `package`
# declarations (the SDK's own tools and tests) are out of its reach. Also fails when an app's
# own code imports the tape runner: only its entry file (named after the app, which runs the
# shared command line) and its `+Tapes` files may (the Shop's tape host is a target of its own).
# Usage: scripts/check-examples-public.sh [BUILD_DIR]   (default .build/debug; build it first)
build=${1:-.build/debug}
root=$(cd "$(dirname "$0")/.." && pwd)
maps=$(mktemp -d) || exit 1
trap 'rm -rf "$maps"' EXIT
# The C module of the signal handlers, as SwiftPM maps it for its dependents.
printf 'module CTerminalSignals {\n  header "%s"\n  export *\n}\n' "$root/Sources/CTerminalSignals/include/CTerminalSignals.h" > "$maps/module.modulemap"
status=0
for app in "$root"/Examples/*/ "$root"/Sources/ShopDemo/; do
  name=$(basename "$app")
  where=${app#"$root"/}
  files=$(find "$app" -name '*.swift' -not -path '*/Tapes/*' | sort)
  # shellcheck disable=SC2086 # one argument per file (the paths have no spaces)
  if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny \
      -I "$build/Modules" -Xcc -fmodule-map-file="$root/Sources/CNcurses/module.modulemap" \
      -Xcc -fmodule-map-file="$maps/module.modulemap" -package-name outside -module-name "$name" \
      $files 2>&1); then
    echo "check-examples-public: ${where%/} uses what an app outside this package cannot:" >&2
    echo "$output" | grep -E "error:" | sort -u >&2
    status=1
  fi
  for file in $files; do
    case $(basename "$file") in "$name.swift"|*+Tapes.swift) continue ;; esac
    if grep -qE '^(@[A-Za-z_]+ )?import (Tape|LCoordinatorTapes|TapeTesting)$' "$file"; then
      echo "check-examples-public: ${file#"$root"/} is app code and imports the tape runner (move it to a +Tapes file)" >&2
      status=1
    fi
  done
done
[ "$status" = 0 ] && echo "check-examples-public: the Shop demo and every example use only the public API, and their app code no tape runner"
exit $status
