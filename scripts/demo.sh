#!/usr/bin/env bash
# The Darkroom demo, on the bundled example (Examples/Receipts: a receipt model, the card
# view that shows it, and the shop's paywall, settings and inbox screens):
#   1. record its text, JSON, dump, layout and image snapshots,
#   2. verify them,
#   3. break the example on purpose and read the failures (diffs, changed regions, images),
#   4. compare the failed image with its reference from the command line,
#   5. render the component gallery (light and dark, three text sizes, both directions),
#   6. record an inline snapshot into a test's own source, then verify it,
#   7. export the example's previews with zero test code, and build their gallery,
#   8. record the shop's 33 states (4 screens × en, ja, de, ar × light, dark, and the
#      paywall's accessibility overlay), change the
#      paywall, verify with a report, shard, merge and accept,
#   9. on the second example (Examples/LocalizedScreens), render three screens in five
#      languages and three pseudo-languages, lint their layouts, and make framed App Store
#      screenshots for two sizes in all five languages.
#
# It works on a copy under .build/demo, so the checkout stays clean.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
workspace="$root/.build/demo"
example="$workspace/Receipts"
artifacts="$workspace/artifacts"
log="$workspace/last-run.log"

unset DARKROOM_RECORD SNAPSHOT_TESTING_RECORD CI
export SNAPSHOT_ARTIFACTS="$artifacts"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs the example's tests; keeps the whole output in $log and shows the test results.
run_tests() {
  local status=0
  (cd "$example" && "$@" swift test --scratch-path "$workspace/build" >"$log" 2>&1) || status=$?
  grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build complete|^Compiling|^Write|^Emitting|^Planning|^Test Suite|Executed 0 tests|^◇|^↳ (Testing Library|Target Platform)' "$log" || true
  return $status
}

say "Setting up: a copy of Examples/Receipts in .build/demo, and the darkroom tools"
rm -rf "$example" "$artifacts" "$workspace/gallery" "$workspace/compare-diff.png"
mkdir -p "$workspace"
cp -R "$root/Examples/Receipts" "$example"
rm -rf "$example/.build" "$example/Tests/ReceiptsTests/__Snapshots__"
mkdir -p "$example/Tests/ReceiptsTests/__Snapshots__"   # the folder the references will go to
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
echo "building the example…"
(cd "$example" && swift build --build-tests --scratch-path "$workspace/build" 2>&1 | tail -1)
echo "building darkroom, and darkroom-gallery in the Benchmarks package…"
(cd "$root" && swift build --product darkroom 2>&1 | tail -1)
(cd "$root/Benchmarks" && swift build --product darkroom-gallery 2>&1 | tail -1)
bin="$(cd "$root" && swift build --show-bin-path)"
gallery="$(cd "$root/Benchmarks" && swift build --show-bin-path)/darkroom-gallery"

say "1. Record: the first run writes the references (and fails, so nothing passes unchecked)"
if run_tests env DARKROOM_RECORD=missing; then
  echo "demo: expected the recording run to report the new references" >&2; exit 1
fi
echo
echo "References written:"
(cd "$example" && find Tests -path '*__Snapshots__*' -type f | sort | sed 's/^/  /')
echo
echo "The printed receipt, as recorded:"
sed 's/^/  | /' "$example/Tests/ReceiptsTests/__Snapshots__/ReceiptTests/printed.1.txt"

say "2. Verify: the second run compares against them and passes"
run_tests env

say "3. Break it: the tax rate changes from 8% to 8.5%, and the snapshots catch it"
sed -i 's/public static let taxRate = 0.08/public static let taxRate = 0.085/' "$example/Sources/Receipts/Receipt.swift"
if run_tests env; then
  echo "demo: expected the changed tax rate to fail the snapshots" >&2; exit 1
fi

say "4. Compare the failed card with its reference from the command line"
reference="$example/Tests/ReceiptsTests/__Snapshots__/ReceiptCardTests/light.1.png"
failed="$artifacts/ReceiptCardTests/light.1.png"
echo "\$ darkroom compare <reference> <failed> --diff .build/demo/compare-diff.png"
status=0
"$bin/darkroom" compare "$reference" "$failed" --diff "$workspace/compare-diff.png" || status=$?
echo "(exit status $status: 0 the same, 1 different, 2 could not run)"
echo
echo "\$ darkroom compare <reference> <failed> --json"
"$bin/darkroom" compare "$reference" "$failed" --json || true

say "5. The component gallery: every component in light and dark, three text sizes, both directions"
"$gallery" "$workspace/gallery"

say "6. Inline snapshots: the expected text written into the test's own source"
DEMO_EXAMPLE="$example" DEMO_SCRATCH="$workspace/build" "$root/scripts/demo-inline.sh"

say "7. Previews: every #Preview and PreviewProvider of the example, with zero test code"
DEMO_EXAMPLE="$example" DEMO_SCRATCH="$workspace/build" "$root/scripts/demo-previews.sh"

say "8. Runs: 4 screens × 4 languages × light and dark = 32 states and one overlay, baselines, a report"
DEMO_EXAMPLE="$example" DEMO_SCRATCH="$workspace/build" "$root/scripts/demo-runs.sh"

say "9. Languages: 3 screens × 5 languages + 3 pseudo-languages, layout lint, App Store screenshots"
languages="$workspace/LocalizedScreens"
rm -rf "$languages"
cp -R "$root/Examples/LocalizedScreens" "$languages"
rm -rf "$languages/.build" "$languages/Baselines"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$languages/Package.swift"
DEMO_EXAMPLE="$languages" DEMO_SCRATCH="$workspace/build" "$root/scripts/demo-languages.sh"

say "Done. Things to look at:"
cat <<TEXT
  .build/demo/artifacts/ReceiptCardTests/light.1.strip.png
      reference | new | difference, as attached to the failed test
  .build/demo/compare-diff.png      the diff image written by darkroom compare
  .build/demo/gallery/index.html    the gallery, to open in a browser
  .build/demo/build/previews/       the exported previews (PNG + JSON) and their gallery
  .build/demo/build/runs/paywall/index.html
                                    the run's report on the paywall change
  .build/demo/build/languages/lint/index.html
                                    the layout lint, per language
  .build/demo/build/screenshots/screenshots.html
                                    the App Store screenshots, by language and by screen

To accept a change, record again: DARKROOM_RECORD=failed swift test. Failed values are kept in
\$SNAPSHOT_ARTIFACTS (here .build/demo/artifacts). The example lives in Examples/Receipts.
TEXT
