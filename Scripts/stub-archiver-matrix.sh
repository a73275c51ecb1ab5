#!/usr/bin/env bash
# Measures seed 000's stub archiver against the built modules (Docs/Porting.md, "Stub
# archivers"): for each combination of `import Foundation`, `import XCTest` and `import Testing`
# beside `import Facsimile`, compiles and runs a file with the seed's archiver unchanged
# (Scripts/stub-archiver/seed.swift) and one with the one-line fix (fixed.swift), each of which
# also archives a model with NSKeyedArchiver and reads it back.
#
# Usage: swift build && Scripts/stub-archiver-matrix.sh [build-path]
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:-$(swift build --show-bin-path)}
modules="$build/Modules"
[[ -d $modules ]] || modules="$build"
objects=$(ls "$build"/FacsimileCore.build/*.o "$build"/FacsimileUserNotifications.build/*.o \
  "$build"/FacsimileUIKit.build/*.o "$build"/FacsimileSeams.build/*.o "$build"/Facsimile.build/*.o)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for body in seed fixed; do
  echo "$body:"
  for combo in "" "Foundation" "XCTest" "Testing" "Foundation XCTest" "Foundation Testing" \
    "XCTest Testing" "Foundation XCTest Testing"; do
    {
      echo "import Facsimile"
      for module in $combo; do echo "import $module"; done
      cat "Scripts/stub-archiver/$body.swift"
      echo '@main struct Main { static func main() throws { try run() } }'
    } >"$work/client.swift"
    # shellcheck disable=SC2086
    if out=$(swiftc -swift-version 6 -parse-as-library "$work/client.swift" -I "$modules" \
      $objects -o "$work/client" 2>&1); then
      result=$("$work/client" 2>&1 | tr '\n' ' ')
    else
      result="does not compile: $(echo "$out" | grep 'error:' | grep -v '`-' \
        | sed 's/^.*client.swift:[0-9:]* //' | sort -u | head -2 | tr '\n' ' ')"
    fi
    echo "  Facsimile${combo:+ + $combo}: $result"
  done
done
