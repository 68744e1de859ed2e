#!/bin/sh
# Fails when the LCoordinator module needs the tape runner: a target it depends on (directly or
# not) is Tape, or a compiled object of it refers to a symbol of module Tape. Tapes of an app
# live in LCoordinatorTapes, which apps add for their tests and tools.
# Usage: scripts/check-core-standalone.sh [BUILD_DIR]   (default .build/debug; build it first)
build=${1:-.build/debug}
status=0
deps=$(swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def names(target):
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dep:
                yield dep[kind][0]
seen, todo = set(), ["LCoordinator"]
while todo:
    for name in names(targets[todo.pop()]):
        if name in targets and name not in seen:
            seen.add(name)
            todo.append(name)
print(" ".join(sorted(seen)))
') || { echo "check-core-standalone: swift package dump-package failed" >&2; exit 1; }
case " $deps " in
  *" Tape "*) echo "check-core-standalone: LCoordinator depends on Tape (through: $deps); move what needs tapes to LCoordinatorTapes" >&2; status=1 ;;
esac
# The objects of LCoordinator's current sources (a build folder keeps those of removed files).
objects=$(find Sources/LCoordinator -name '*.swift' -exec basename {} \; | sed "s|^|$build/LCoordinator.build/|; s|\$|.o|")
for object in $objects; do
  if [ ! -f "$object" ]; then
    echo "check-core-standalone: no $object; build LCoordinator first" >&2
    exit 1
  fi
done
# Mangled Swift names carry the module's length and name: $s4Tape… is module Tape.
symbols=$(nm -u $objects | grep -E -m 3 '\$s4Tape[0-9A-Z]' | awk '{print $2}')
if [ -n "$symbols" ]; then
  echo "check-core-standalone: LCoordinator's objects use Tape:" $symbols >&2
  status=1
fi
[ "$status" = 0 ] && echo "check-core-standalone: LCoordinator depends on $deps, not on Tape"
exit $status
