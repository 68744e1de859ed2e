#!/bin/sh
# Fails when a built program links full Foundation, FoundationInternationalization or ICU,
# dynamically (DT_NEEDED) or statically (their symbols in the binary): the library targets use
# FoundationEssentials at most, and a program pays only for what it imports.
# Usage: scripts/check-foundation.sh BINARY...
status=0
for binary in "$@"; do
  if [ ! -f "$binary" ]; then
    echo "check-foundation: no $binary; build it first" >&2
    status=1
    continue
  fi
  needed=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' |
    grep -E '^(libFoundation\.so|libFoundationInternationalization\.so|lib_FoundationICU\.so|libFoundationNetworking\.so|libFoundationXML\.so)')
  # Mangled Swift names carry the module's length and name: $s10Foundation… is module Foundation.
  symbols=$(nm --defined-only "$binary" 2>/dev/null |
    grep -E -m 3 '\$s(10Foundation|30FoundationInternationalization)[0-9A-Z]|_ZN6icu_[0-9]+' | awk '{print $3}')
  if [ -n "$needed$symbols" ]; then
    echo "check-foundation: $binary links full Foundation or ICU:" $needed $symbols >&2
    echo "  import FoundationEssentials (or nothing) instead of Foundation in the targets it links" >&2
    status=1
  fi
done
[ "$status" = 0 ] && echo "check-foundation: no full Foundation or ICU in $*"
exit $status
