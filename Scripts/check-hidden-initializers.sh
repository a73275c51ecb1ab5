#!/usr/bin/env bash
# Checks a compile-time property no unit test can: the initializers Apple hides are not callable
# from a client of Facsimile, and the ones Apple makes public are.
#
# Each snippet below is type-checked alone against the built modules, as a client's test target
# would see them (without this package's -package-name, so `package` declarations are invisible).
# A "hidden" snippet must fail to compile; a "public" one must compile.
#
# Usage: Scripts/check-hidden-initializers.sh [build-path]   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-$(swift build --show-bin-path)}
modules="$build/Modules"
[[ -d $modules ]] || modules="$build"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
check() {
  local expectation=$1 code=$2
  printf 'import Facsimile\nimport Foundation\n@MainActor func client() throws {\n  %s\n}\n' "$code" >"$work/client.swift"
  if swiftc -typecheck -swift-version 6 -I "$modules" "$work/client.swift" >"$work/out.txt" 2>&1; then
    compiled=yes
  else
    compiled=no
  fi
  if [[ $expectation == hidden && $compiled == yes ]]; then
    echo "FAIL: compiles but Apple hides it: $code"
    failures=$((failures + 1))
  elif [[ $expectation == hidden ]] \
    && ! grep -qE "'init\(\)' is unavailable|is inaccessible due to|missing argument|incorrect argument label|extra argument 'coder'|argument passed to call that takes no arguments" "$work/out.txt"; then
    # It failed, but not because of the initializer (a missing module, a typo in the snippet).
    echo "FAIL: does not compile for another reason: $code"
    sed 's/^/    /' "$work/out.txt" | head -5
    failures=$((failures + 1))
  elif [[ $expectation == public && $compiled == no ]]; then
    echo "FAIL: does not compile but Apple makes it public: $code"
    sed 's/^/    /' "$work/out.txt" | head -5
    failures=$((failures + 1))
  else
    echo "ok   ($expectation) $code"
  fi
}

while IFS='|' read -r expectation code; do
  [[ -z $expectation || $expectation == \#* ]] && continue
  check "$expectation" "$code"
done <Scripts/initializers.txt

if ((failures)); then
  echo "$failures initializer check(s) failed"
  exit 1
fi
echo "all initializer checks passed"
