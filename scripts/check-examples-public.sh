#!/bin/sh
# Fails when the Shop demo or an example uses a declaration an app outside this package cannot,
# or when an app's own code needs the tape runner.
#
# Each example is two targets, the shape an app copies: its app code, a library under
# Examples/<name>/, and a thin executable (the entry, which runs the shared command line, and the
# `+Tapes` files). Read from the manifest (`swift package dump-package`):
# - every example folder has one app library, and neither it nor the Shop demo depends, directly
#   or through another target, on Tape, LCoordinatorTapes or TapeTesting, nor imports them;
# - every target of the Shop demo and the examples, type-checked against the built modules as a
#   module of another package, uses no `package` declaration (the SDK's own tools and tests), and
#   the executable sees of its app library only what that library makes `public`.
# Usage: scripts/check-examples-public.sh [BUILD_DIR]   (default .build/debug; build it first)
build=${1:-.build/debug}
root=$(cd "$(dirname "$0")/.." && pwd)
maps=$(mktemp -d) || exit 1
trap 'rm -rf "$maps"' EXIT
# The C module of the signal handlers, as SwiftPM maps it for its dependents.
printf 'module CTerminalSignals {\n  header "%s"\n  export *\n}\n' "$root/Sources/CTerminalSignals/include/CTerminalSignals.h" > "$maps/module.modulemap"
if ! (cd "$root" && swift package dump-package > "$maps/package.json" 2> "$maps/dump.err"); then
  echo "check-examples-public: cannot read Package.swift (swift package dump-package):" >&2
  cat "$maps/dump.err" >&2
  exit 1
fi
# One line per target to check: KIND NAME PATH (KIND is app or main); problems of the manifest
# itself (an app target that links the tape runner, an example without an app target) on stderr.
if ! targets=$(python3 - "$maps/package.json" <<'EOF'
import json, sys

package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
tape = {"Tape", "LCoordinatorTapes", "TapeTesting"}

def dependencies(target):
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                yield dependency[kind][0]

def closure(name):
    seen, todo = set(), [name]
    while todo:
        for dependency in dependencies(targets.get(todo.pop(), {"dependencies": []})):
            if dependency not in seen:
                seen.add(dependency)
                todo.append(dependency)
    return seen

def path(target):
    return target.get("path") or "Sources/" + target["name"]

failed = False
apps = {name: target for name, target in targets.items()
        if target["type"] == "regular" and (path(target).startswith("Examples/") or name == "ShopDemo")}
for name, target in sorted(apps.items()):
    linked = sorted(closure(name) & tape)
    if linked:
        print(f"check-examples-public: {name} ({path(target)}) is app code and depends on {', '.join(linked)};"
              " move what needs the tape runner into the executable's +Tapes files", file=sys.stderr)
        failed = True
    print("app", name, path(target))
folders = {path(target).split("/")[1] for target in targets.values() if path(target).startswith("Examples/")}
for folder in sorted(folders):
    if not any(path(target).startswith(f"Examples/{folder}/") for target in apps.values()):
        print(f"check-examples-public: Examples/{folder} has no app library target; split its app code from"
              " its executable", file=sys.stderr)
        failed = True
for name, target in sorted(targets.items()):
    if target["type"] == "executable" and path(target).startswith("Examples/"):
        print("main", name, path(target))
sys.exit(1 if failed else 0)
EOF
); then
  status=1
else
  status=0
fi
echo "$targets" | while read -r kind name where; do
  [ -n "$name" ] || continue
  files=$(find "$root/$where" -name '*.swift' | sort)
  # shellcheck disable=SC2086 # one argument per file (the paths have no spaces)
  if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny \
      -I "$build/Modules" -Xcc -fmodule-map-file="$root/Sources/CNcurses/module.modulemap" \
      -Xcc -fmodule-map-file="$maps/module.modulemap" -package-name outside -module-name "$name" \
      $files 2>&1); then
    echo "check-examples-public: $name ($where) uses what an app outside this package cannot:" >&2
    echo "$output" | grep -E "error:" | sort -u >&2
    echo failed >> "$maps/failed"
  fi
  [ "$kind" = app ] || continue
  for file in $files; do
    if grep -qE '^(@[A-Za-z_]+ )?import (Tape|LCoordinatorTapes|TapeTesting)$' "$file"; then
      echo "check-examples-public: ${file#"$root"/} is app code and imports the tape runner (move it to the executable's +Tapes files)" >&2
      echo failed >> "$maps/failed"
    fi
  done
done
[ -e "$maps/failed" ] && status=1
[ "$status" = 0 ] && echo "check-examples-public: the Shop demo and every example use only the public API, and their app targets neither link nor import the tape runner"
exit $status
