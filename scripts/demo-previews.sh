#!/usr/bin/env bash
# Previews with zero test code, on a copy of the example (Examples/Receipts):
#   1. list the image names every preview will have (nothing is rendered),
#   2. export every preview as <name>.png + <name>.json, as review services read them,
#      with a browsable gallery; a preview that traps and one missing its model are reported
#      by name (with the signal, or the missing model) while the others are exported,
#   3. record references and verify against them,
#   4. list them again through the SwiftPM command plugin (`swift package snapshot-previews`),
#   5. run every preview's body and layout without drawing (the fast check).
#
# DEMO_EXAMPLE: the copy of Examples/Receipts to use (its Package.swift must point at this
#               checkout); DEMO_SCRATCH: a folder for the build and the exported files.
# It opens nothing; it prints where the gallery is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="${DEMO_EXAMPLE:?set DEMO_EXAMPLE to a copy of Examples/Receipts}"
scratch="${DEMO_SCRATCH:?set DEMO_SCRATCH to a scratch folder}"
export_dir="$scratch/previews"
names="$scratch/preview-names.txt"
log="$scratch/previews.log"
mkdir -p "$scratch"
rm -rf "$export_dir" "$names"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

(cd "$root" && swift build --product darkroom 2>&1 | tail -1)
darkroom="$(cd "$root" && swift build --show-bin-path)/darkroom"
common=(--package-path "$example" --scratch-path "$scratch/build")

say "Previews 1. The names every preview is exported under (nothing rendered)"
"$darkroom" previews names "$names" "${common[@]}" >"$log" 2>&1 || { cat "$log"; exit 1; }
sed 's/^/  /' "$names"

say "Previews 2. Export every preview with zero test code (PNG + JSON sidecar each)"
status=0
"$darkroom" previews export "$export_dir" "${common[@]}" >"$log" 2>&1 || status=$?
grep -E '^previews:|^✗' "$log" | sed 's/^/  /'
if [ "$status" -ne 1 ]; then
  echo "demo: expected the export to report the two broken previews (exit 1), got $status" >&2
  cat "$log" >&2
  exit 1
fi
grep -q "✗ .*ReceiptHistory_Previews:Missing store: ReceiptHistory reads ReceiptStore" "$log" \
  || { echo "demo: the preview missing its store was not reported by name" >&2; exit 1; }
grep -q "✗ .*ReceiptPreviews.swift:Broken fixture: trapped" "$log" \
  || { echo "demo: the trapping preview was not reported by name" >&2; exit 1; }
echo
echo "  $(ls "$export_dir"/*.png | wc -l) images and $(ls "$export_dir"/*.json | wc -l) sidecars in $export_dir, for example:"
first_json="$(ls "$export_dir"/*Paid.json | head -1)"
sed 's/^/    /' "$first_json"

say "Previews 3. Record the previews as a run's baselines, then verify them with a report"
references="$scratch/preview-baselines"
preview_report="$scratch/preview-report"
rm -rf "$references" "$preview_report"
"$darkroom" previews record "$references" --exclude "Broken|Missing" "${common[@]}" >"$log" 2>&1 || { cat "$log"; exit 1; }
grep -E '^run: recorded' "$log" | sed 's/^/  /'
"$darkroom" previews verify "$references" --report "$preview_report" --exclude "Broken|Missing" "${common[@]}" >"$log" 2>&1 \
  || { cat "$log"; exit 1; }
grep -E '^run: [0-9]+ states' "$log" | sed 's/^/  /'
[ -f "$preview_report/index.html" ] || { echo "demo: previews verify wrote no report" >&2; exit 1; }

say "Previews 4. The same run from SwiftPM: swift package snapshot-previews"
(cd "$example" && swift package --scratch-path "$scratch/build" snapshot-previews names "$scratch/plugin-names.txt" >"$log" 2>&1) \
  || { cat "$log"; exit 1; }
if diff -q "$names" "$scratch/plugin-names.txt" >/dev/null; then
  echo "  the plugin lists the same $(wc -l <"$names") images"
else
  echo "demo: the plugin and darkroom previews list different images" >&2; exit 1
fi

say "Previews 5. Layout only: every body and layout, no pixels"
status=0
"$darkroom" previews layout "${common[@]}" >"$log" 2>&1 || status=$?
grep -E '^previews: [0-9]+ of [0-9]+ ran|^✗' "$log" | sed 's/^/  /'
[ "$status" -eq 1 ] || { echo "demo: expected the layout run to report the two broken previews" >&2; exit 1; }

echo
echo "The preview gallery is at $export_dir/gallery/index.html"
