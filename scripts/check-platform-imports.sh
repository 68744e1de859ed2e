#!/bin/sh
# Fails when a Swift file imports Glibc unguarded, or when code outside a Platform file names
# Glibc's own spellings: every `import Glibc` follows `#if canImport(Glibc)` in a file with an
# `#elseif canImport(Darwin)` branch, and `Glibc.`-qualified calls, `__itimer_which_t` and bare
# `environ` live only in files under a Platform/ folder or named *Platform*.swift.
# Usage: scripts/check-platform-imports.sh [DIRECTORY...] (default: Sources Tests Examples)
status=0
dirs=${*:-Sources Tests Examples}
for file in $(find $dirs -name '*.swift' 2>/dev/null); do
  awk -v file="$file" '
    { line[NR] = $0 }
    /^#elseif canImport\(Darwin\)/ { darwin = 1 }
    END {
      for (n = 1; n <= NR; n++) {
        if (line[n] !~ /^import Glibc[ \t]*$/) continue
        if (line[n - 1] !~ /^#if canImport\(Glibc\)/ || !darwin) {
          printf "check-platform-imports: %s:%d: import Glibc unguarded\n", file, n
          bad = 1
        }
      }
      exit bad
    }' "$file" || status=1
done
for file in $(find Sources -name '*.swift' 2>/dev/null | grep -v '/Platform/' | grep -v 'Platform[^/]*\.swift$'); do
  if grep -nE '(^|[^A-Za-z_.])(Glibc\.[a-z]|__itimer_which_t|environ([^A-Za-z_:]|$))' "$file" | grep -v '^\([0-9]*\):\s*//' >/tmp/check-platform-$$; then
    sed "s|^|check-platform-imports: $file:|; s|\$|  (move it to a Platform file with a Darwin branch)|" /tmp/check-platform-$$ >&2
    status=1
  fi
done
rm -f /tmp/check-platform-$$
if [ "$status" = 0 ]; then
  echo "check-platform-imports: every import Glibc guarded, platform spellings in Platform files"
else
  echo "  guard it: #if canImport(Glibc) / import Glibc / #elseif canImport(Darwin) / import Darwin / #endif" >&2
fi
exit $status
