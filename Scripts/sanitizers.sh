#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each in its own scratch
# folder so neither clobbers the ordinary build.
#
#   Scripts/sanitizers.sh                  both, thread first
#   Scripts/sanitizers.sh thread|address   one of them
#   Scripts/sanitizers.sh thread --filter FacsimileReliabilityTests   extra `swift test` flags
#
# A data race, a use after free, an overflow or a leak fails the run: TSan and ASan make the test
# process exit non-zero when they report anything. Suppressions, if a report is ever Foundation's
# or XCTest's own and not ours, go in Scripts/sanitizers/*.supp with a comment saying why; there
# are none today.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=()
while [[ $# -gt 0 && ( "$1" == thread || "$1" == address ) ]]; do
  sanitizers+=("$1")
  shift
done
[[ ${#sanitizers[@]} -gt 0 ]] || sanitizers=(thread address)

# Swift's crash backtracer and the sanitizers' own reports get in each other's way; let the
# sanitizer report.
export SWIFT_BACKTRACE=enable=no
# An instrumented build on a busy machine is slow throughout: the driver waits longer for an
# app's completion handlers before it reports one as never called (Docs/Lifecycle.md).
export FACSIMILE_PATIENCE="${FACSIMILE_PATIENCE:-60}"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=0:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

for sanitizer in "${sanitizers[@]}"; do
  scratch=.build-${sanitizer:0:1}san
  start=$(date +%s)
  printf '\n== %s sanitizer: build (%s)\n' "$sanitizer" "$scratch"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  built=$(date +%s)
  printf '\n== %s sanitizer: swift test\n' "$sanitizer"
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
  done=$(date +%s)
  printf '\n== %s sanitizer: clean; build %d s, tests %d s\n' \
    "$sanitizer" $((built - start)) $((done - built))
done
