#!/usr/bin/env bash
# Every language before it ships, on the example Examples/LocalizedScreens: a recorder app's
# main, list and settings screens, whose text is in a String Catalog, in en, ja, de, es, ar
# and the pseudo-languages en-XA (accented), en-XL (expanded) and ar-XB (right to left):
#   1. record the 24 states in one run,
#   2. verify with the layout lint: the German button label is cut off, Spanish has no
#      "Privacy" (it falls back to English), and the expanded pseudo-language finds the same
#      button too small,
#   3. the same lint, asked to fail the run, exits 1,
#   4. App Store screenshots for the iPhone 6.9" and iPad 13" sizes, framed with a localized
#      title, in all five languages, in fastlane deliver's folder layout, with a page.
#
# DEMO_EXAMPLE: a copy of Examples/LocalizedScreens (its Package.swift must point at this
#               checkout); DEMO_SCRATCH: a folder for the build, the baselines and reports.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="${DEMO_EXAMPLE:?set DEMO_EXAMPLE to a copy of Examples/LocalizedScreens}"
scratch="${DEMO_SCRATCH:?set DEMO_SCRATCH to a scratch folder}"
baselines="$example/Baselines"
reports="$scratch/languages"
screenshots="$scratch/screenshots"
log="$scratch/languages.log"
mkdir -p "$scratch"
rm -rf "$baselines" "$reports" "$screenshots"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

(cd "$root" && swift build --product darkroom 2>&1 | tail -1)
darkroom="$(cd "$root" && swift build --show-bin-path)/darkroom"
common=(--package-path "$example" --scratch-path "$scratch/build")

# Runs darkroom with the given arguments, keeps its output in $log and shows its own lines;
# fails the demo unless the exit status is the one expected.
expect_status() {
  local want=$1; shift
  local status=0
  "$darkroom" "$@" >"$log" 2>&1 || status=$?
  grep -E '^(run|screenshots|lint): [^[]|^  |^darkroom: ' "$log" | grep -v 'is drawn as a placeholder' | sed 's/^/  /' || true
  if [ "$status" -ne "$want" ]; then
    echo "demo: expected exit status $want from darkroom $*, got $status" >&2
    cat "$log" >&2
    exit 1
  fi
}

say "Languages 1. Record: 3 screens × en, ja, de, es, ar, en-XA, en-XL, ar-XB = 24 states, one run"
expect_status 0 run record "${common[@]}" --baselines "$baselines"
echo "  $(ls "$baselines"/*.png | wc -l) baselines, every text from Sources/Recorder/Resources/Localizable.xcstrings"

say "Languages 2. Verify with the layout lint: what is cut off, untranslated or hard-coded, per language"
expect_status 0 run verify "${common[@]}" --baselines "$baselines" --report "$reports/lint"
for needle in "truncated" "missing-translation"; do
  grep -q "$needle" "$reports/lint/summary.json" || { echo "demo: the lint did not report $needle" >&2; exit 1; }
done
echo "  the report lists them per language: $reports/lint/index.html"

say "Languages 3. The same lint can fail the run (--lint fail): exit 1"
expect_status 1 run verify "${common[@]}" --baselines "$baselines" --report "$reports/lint-fail" --lint fail

say "Languages 4. App Store screenshots: iPhone 6.9\" and iPad 13\", framed, titled, five languages"
expect_status 0 screenshots "${common[@]}" --sizes iphone-6.9,ipad-13 --frame --output "$screenshots"
count=$(find "$screenshots" -name '*.png' | wc -l)
[ "$count" -eq 30 ] || { echo "demo: expected 30 screenshots (5 languages × 3 screens × 2 sizes), found $count" >&2; exit 1; }
echo "  $count screenshots in fastlane deliver's layout (<App Store Connect language>/<device>-<screen>.png):"
(cd "$screenshots" && find . -name '*.png' | sort | sed -n '1,6p' | sed 's|^\./|    |')
echo "    …"
python3 - "$screenshots" <<'PY'
import pathlib, struct, sys
sizes = {}
for png in pathlib.Path(sys.argv[1]).rglob("*.png"):
    header = png.read_bytes()[:29]
    width, height, depth, colour = struct.unpack(">IIBB", header[16:26])
    sizes.setdefault((width, height, colour), []).append(png)
for (width, height, colour), files in sorted(sizes.items()):
    kind = {2: "RGB, no alpha", 6: "RGBA"}.get(colour, f"colour type {colour}")
    print(f"    {len(files)} images of {width}×{height} pixels ({kind})")
PY
echo "  by language and by screen: $screenshots/screenshots.html"
