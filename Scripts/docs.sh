#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's `docc`, warnings as
# errors, so a stale symbol link fails CI. Needs only the Swift toolchain.
#
#   Scripts/docs.sh       # writes .build-docs/Facsimile.doccarchive (all modules, combined)
#
# 1. `swift build` the library modules; `swift-symbolgraph-extract` writes each module's public
#    symbols (the compiler's -emit-symbol-graph would repeat every re-exported symbol in the
#    Facsimile and FacsimileTesting graphs).
# 2. Each catalog, Sources/<Module>/Documentation.docc, is copied and given its articles from
#    Docs/*.md (Docs/ is their one source; links between them become <doc:> links).
# 3. `docc convert` each module, dependencies first; every earlier archive is a --dependency, so a
#    link to another module's symbol, written with a leading slash (``/FacsimileCore/Fixture``),
#    resolves. Links only go to modules built earlier (see `modules` below).
# 4. `docc merge` the archives into one, where those links work, and print the counts.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
work=$scratch/docs
# Dependency order: a module's documentation links only to modules before it.
modules=(FacsimileCore FacsimileSeams FacsimileUserNotifications FacsimileUIKit FacsimileTesting
  Facsimile)
# The Docs/*.md pages that become articles, by module.
articles() {
  case $1 in
    Facsimile) echo Architecture Fidelity Porting Performance Reliability Lifecycle ;;
    FacsimileCore) echo Fixtures Extending ;;
    FacsimileTesting) echo TestDoubles ;;
  esac
}

tool() {  # the toolchain's copy of a tool: on PATH (Linux), or through xcrun (macOS)
  command -v "$1" || xcrun --find "$1"
}
occurrences() {  # how many times a pattern occurs in a file (a symbol graph is one line)
  { grep -o "$1" "$2" || true; } | wc -l
}
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)
started=$(date +%s)

swift build --scratch-path "$scratch" --target FacsimileTesting
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
includes=$bin/Modules
[[ -d $includes ]] || includes=$bin
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
sdk=()
[[ $(uname) != Darwin ]] || sdk=(-sdk "$(xcrun --show-sdk-path)")

for page in Docs/*.md; do  # every page of Docs/ is an article of some module
  name=$(basename "$page" .md)
  for module in "${modules[@]}"; do
    [[ " $(articles "$module") " != *" $name "* ]] || continue 2
  done
  echo "docs: $page is no module's article; add it to articles() in $0" >&2
  exit 1
done

rm -rf "$work"
mkdir -p "$work"
dependencies=()
symbols=0
documented=0
article_count=0
for module in "${modules[@]}"; do
  graphs=$work/symbol-graphs/$module
  catalog=$work/catalogs/$module.docc
  archive=$work/archives/$module.doccarchive
  mkdir -p "$graphs" "$(dirname "$catalog")" "$(dirname "$archive")"

  "$extract" -module-name "$module" -I "$includes" -target "$triple" "${sdk[@]}" \
    -output-dir "$graphs" -minimum-access-level public -skip-synthesized-members \
    -skip-inherited-docs
  for graph in "$graphs"/*.symbols.json; do
    symbols=$((symbols + $(occurrences '"kind":{"identifier":"swift\.' "$graph")))
    documented=$((documented + $(occurrences '"docComment":' "$graph")))
  done

  cp -R "Sources/$module/Documentation.docc" "$catalog"
  for article in $(articles "$module"); do
    sed -E 's/\]\(([A-Za-z]+)\.md\)/](doc:\1)/g' "Docs/$article.md" >"$catalog/$article.md"
  done
  while IFS= read -r page; do
    head -n 1 "$page" | grep -q '^# ``' || article_count=$((article_count + 1))
  done < <(find "$catalog" -name '*.md')

  echo "docc convert $module"
  "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "facsimile.$module" \
    --output-path "$archive" --enable-experimental-external-link-support \
    "${dependencies[@]}" --warnings-as-errors
  dependencies+=(--dependency "$archive")
done

rm -rf "$scratch/Facsimile.doccarchive"
"$docc" merge "$work"/archives/*.doccarchive --output-path "$scratch/Facsimile.doccarchive" \
  --synthesized-landing-page-name "Facsimile package"

printf '\ndocs: %d modules, %d public symbols (%d documented), %d articles, 0 warnings, in %d s\n' \
  "${#modules[@]}" "$symbols" "$documented" "$article_count" $(($(date +%s) - started))
printf 'docs: %s (a static site: serve the folder over HTTP to read it)\n' \
  "$scratch/Facsimile.doccarchive"
