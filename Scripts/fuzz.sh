#!/usr/bin/env bash
# Builds the libFuzzer target Fuzz/FuzzFacsimile.swift with AddressSanitizer and runs it.
#
#   Scripts/fuzz.sh [SECONDS] [libFuzzer flags...]   fuzz for SECONDS (default 120); exit 1 on
#                                                      any crash, leak, timeout or oracle failure
#   Scripts/fuzz.sh build                            build only
#   Scripts/fuzz.sh replay FILE...                   run the target once on each FILE (a crash
#                                                      artifact, say) and stop
#
# FUZZ_ASAN=0 builds the same target without AddressSanitizer (fuzz-facsimile-plain), about 5
# times faster per input: for long volume runs, whose new inputs are then replayed under ASan by
# merging them into Fuzz/corpus with the ASan build (see Docs/Reliability.md).
#
# SwiftPM cannot build a libFuzzer target without a Package.swift entry, so the library targets
# are compiled here with swiftc, each into its own module (the models `import FacsimileCore`),
# with the same upcoming features and language mode as Package.swift. Build products, the
# growing corpus and crash artifacts stay in .build-fuzz/ (git-ignored). Seeds: Fuzz/corpus/
# (the files of Examples/ plus hand-written edge cases) and every .json under Examples/.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-fuzz
mode=${1:-120}
sanitizers=fuzzer,address
target=fuzz-facsimile
if [[ "${FUZZ_ASAN:-1}" == 0 ]]; then
  sanitizers=fuzzer
  target=fuzz-facsimile-plain
  out=.build-fuzz/plain
fi

build() {
  mkdir -p "$out/modules"
  local flags=(
    -swift-version 6 -package-name facsimile -O -g -parse-as-library
    -sanitize="$sanitizers"
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
    -I "$out/modules" -L "$out/modules"
  )
  local module
  for module in FacsimileCore FacsimileSeams FacsimileUserNotifications FacsimileUIKit Facsimile; do
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" -module-name "$module" -emit-module \
      -emit-module-path "$out/modules/$module.swiftmodule" -emit-library -static \
      -o "$out/modules/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
  done
  # The command's sources (not its main.swift): its list of known types names every model to
  # fabricate, and the fuzzer runs the command too. lld, because gold warns about every one of
  # ASan's local symbols.
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name FacsimileFuzz \
    Fuzz/FuzzFacsimile.swift \
    $(find Sources/FacsimileCommand -name '*.swift' ! -name main.swift | sort) \
    -lFacsimile -lFacsimileUIKit -lFacsimileUserNotifications -lFacsimileSeams -lFacsimileCore \
    -use-ld=lld -o "$out/$target"
}

# Swift's own crash backtracer reads the crashed stack in a way AddressSanitizer reports as a bug
# of its own and can hang libFuzzer's crash handling; let ASan and libFuzzer report crashes.
export SWIFT_BACKTRACE=enable=no
# Values made once per process (key tables, static constants) read as leaks to LeakSanitizer;
# see Fuzz/lsan.supp.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"

start=$(date +%s)
build
echo "fuzz: built $out/$target in $(($(date +%s) - start)) s"

case "$mode" in
  build) exit 0 ;;
  replay)
    shift
    exec "$out/$target" -runs=1 "$@"
    ;;
esac

seconds=$mode
shift || true
# Both builds grow one corpus and write artifacts to one place.
corpus=.build-fuzz/corpus
artifacts=.build-fuzz/artifacts
mkdir -p "$corpus" "$artifacts"
examples=$(mktemp -d)
find Examples -name '*.json' -exec cp {} "$examples/" \;

# -timeout: one input taking 10 s is a hang. -rss_limit_mb: 2 GB is a leak or a blow-up.
# -max_len: fixtures are small; 16 KiB leaves room for deep nesting and long strings, and keeps
# each input fast under ASan (the committed corpus was minimised to inputs of at most 16 KiB:
# larger ones took most of the replay and added one edge; see Docs/Reliability.md).
# libFuzzer first replays every input (the "INITED" line counts those executions), then
# mutates until -max_total_time, which counts the replay too; the executions after the replay
# are what the run added, printed at the end.
log=$(mktemp)
trap 'rm -rf "$examples" "$log"' EXIT
started=$(date +%s)
status=0
"$out/$target" "$corpus" Fuzz/corpus "$examples" \
  -dict=Fuzz/json.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=16384 -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" 2>&1 |
  while IFS= read -r line; do
    printf '%s\n' "$line"
    printf '%s\n' "$line" >>"$log"
    if [[ "$line" == *INITED* ]]; then echo "$(($(date +%s) - started))" >"$log.replayed"; fi
  done || status=$?
replayed=$(sed -n 's/^#\([0-9]*\)[[:space:]]*INITED.*/\1/p' "$log" | head -1)
total=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -1)
replay_seconds=$(cat "$log.replayed" 2>/dev/null || echo "?")
rm -f "$log.replayed"
if [[ -n "$replayed" && -n "$total" ]]; then
  echo "fuzz: replayed the corpus in ${replay_seconds} s (${replayed} executions), then made" \
    "$((total - replayed)) new executions in $(($(date +%s) - started - ${replay_seconds/\?/0})) s"
else
  echo "fuzz: ${total:-no} executions; the replay of the corpus did not finish"
fi
exit "$status"
