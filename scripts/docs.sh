#!/usr/bin/env bash
# Builds the documentation site of the main modules with the toolchain's own DocC (no plugin):
# the modules' symbol graphs from SwiftPM, one archive per module from its catalog
# (Sources/<Module>/<Module>.docc), merged into one site that a static web server, or
# `python3 -m http.server`, serves.
#
#   scripts/docs.sh [OUT]     (default OUT: .build/docs)
#
# OUT/Darkroom.doccarchive is the site: open http://localhost:8000/documentation/ after
# `python3 -m http.server -d OUT/Darkroom.doccarchive`. A DocC warning in a catalog (a broken
# link or symbol reference in an article) fails the script; warnings about the sources' doc
# comments are counted and listed in OUT/doc-comment-warnings.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(Darkroom DarkroomUI DarkroomPreviews DarkroomRuns)
out="${1:-.build/docs}"
work="$out/work"
rm -rf "$out"
mkdir -p "$work"

echo "docs: building the modules and their public symbol graphs" >&2
swift build >&2
graphs_log="$work/symbol-graphs.log"
swift package dump-symbol-graph --minimum-access-level public >"$graphs_log" 2>&1 || {
  cat "$graphs_log" >&2
  echo "docs: swift package dump-symbol-graph failed" >&2
  exit 2
}
graphs="$(sed -n 's/^Files written to //p' "$graphs_log" | tail -1)"
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$graphs_log" >&2
  echo "docs: could not tell where swift package dump-symbol-graph wrote the symbol graphs" >&2
  exit 2
fi

archives=()
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  [ -d "$catalog" ] || { echo "docs: $catalog is missing" >&2; exit 2; }
  # Only this module's graphs (its own and its extensions of other modules' types).
  mkdir -p "$work/$module-symbols"
  cp "$graphs/$module.symbols.json" "$work/$module-symbols/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$work/$module-symbols/" \;
  echo "docs: $module" >&2
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$work/$module-symbols" \
    --output-path "$work/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.darkroom.$module" \
    --diagnostics-file "$work/$module.diagnostics.json" >"$work/$module.log" 2>&1 || { cat "$work/$module.log" >&2; exit 1; }
  archives+=("$work/$module.doccarchive")
  # Splits DocC's findings: those in the catalog fail, those in doc comments are counted.
  python3 - "$work/$module.diagnostics.json" "$module" "$out/doc-comment-warnings.txt" "$work/catalog-warnings.txt" <<'PY'
import json, sys
path, module, comments, catalog = sys.argv[1:]
found = json.load(open(path)).get("diagnostics", [])
for item in found:
    source = (item.get("source") or "").replace("file://", "")
    start = (item.get("range") or {}).get("start", {})
    line = f"{module}: {source}:{start.get('line', '?')}: {item.get('severity')}: {item.get('summary')}\n"
    open(catalog if ".docc/" in source else comments, "a").write(line)
PY
  if [ -s "$work/catalog-warnings.txt" ]; then
    cat "$work/catalog-warnings.txt" >&2
    echo "docs: fix the catalog's findings above (Sources/$module/$module.docc)" >&2
    exit 1
  fi
done

echo "docs: merging ${#modules[@]} archives into one site" >&2
docc merge "${archives[@]}" --synthesized-landing-page-name Darkroom --output-path "$out/Darkroom.doccarchive" >&2
docc process-archive transform-for-static-hosting "$out/Darkroom.doccarchive" >&2
rm -rf "$work"
comment_warnings=0
[ -f "$out/doc-comment-warnings.txt" ] && comment_warnings=$(wc -l <"$out/doc-comment-warnings.txt")
echo "docs: $comment_warnings DocC warning(s) about doc comments in the sources ($out/doc-comment-warnings.txt)" >&2
echo "docs: $out/Darkroom.doccarchive (python3 -m http.server -d $out/Darkroom.doccarchive, then /documentation/)"
