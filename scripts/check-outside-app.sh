#!/bin/sh
# Fails when an app outside this package cannot do what the docs teach: Tests/OutsideApp (routes
# with slugs, text and an app's own parameter type, a cancelled result, a coordinator tested with
# MockRouter, an app started by AppCommandLine without the tape runner) is type-checked against
# the built modules as a module of another package, so a `package` declaration it needs fails here.
# Usage: scripts/check-outside-app.sh [BUILD_DIR]   (default .build/debug; build it first)
build=${1:-.build/debug}
root=$(cd "$(dirname "$0")/.." && pwd)
if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny \
    -I "$build/Modules" -Xcc -fmodule-map-file="$root/Sources/CNcurses/module.modulemap" -Xcc -fmodule-map-file="$build/CTerminalSignals.build/module.modulemap" -package-name outside -module-name ScoutApp "$root"/Tests/OutsideApp/*.swift 2>&1); then
  echo "check-outside-app: Tests/OutsideApp uses what an app outside this package cannot:" >&2
  echo "$output" | grep -E "error:" | sort -u >&2
  exit 1
fi
# The launcher is not the tape runner's: NotesLauncher.swift starts an app with AppCommandLine and
# must not need Tape (nor anything that re-exports it) to do so.
if grep -nE "^(@_exported )?import (Tape|TapeTesting|LCoordinatorTapes)$" "$root"/Tests/OutsideApp/NotesLauncher.swift >&2; then
  echo "check-outside-app: NotesLauncher.swift must start the app without the tape runner" >&2
  exit 1
fi
echo "check-outside-app: an outside app declares typed routes, cancels a result and tests with MockRouter, and starts with AppCommandLine without the tape runner"
