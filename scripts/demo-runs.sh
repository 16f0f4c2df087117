#!/usr/bin/env bash
# Runs on the example (Examples/Receipts): its shop in four screens (paywall, settings,
# onboarding, a list) × en, ja, de, ar × light, dark = 32 states, and the English light
# paywall's accessibility overlay (33 in all), declared in
# Tests/ReceiptsTests/ShopRun.swift.
#   1. record the 33 baselines with their environment manifest,
#   2. verify: every state unchanged (then only Japanese dark, through a config file),
#   3. change the paywall (plans reordered, the recommendation badge emphasised, a NO RENEWALS
#      label on the lifetime plan) and verify: the report shows what moved,
#   4. verify in two shards and merge them: the same report as the unsharded run,
#   5. a manifest from another machine: the run stops and says what differs,
#   6. accept one state, then the rest, and verify again.
#
# DEMO_EXAMPLE: the copy of Examples/Receipts to use (its Package.swift must point at this
#               checkout); DEMO_SCRATCH: a folder for the build, the baselines and reports.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="${DEMO_EXAMPLE:?set DEMO_EXAMPLE to a copy of Examples/Receipts}"
scratch="${DEMO_SCRATCH:?set DEMO_SCRATCH to a scratch folder}"
baselines="$example/Baselines"
reports="$scratch/runs"
log="$scratch/runs.log"
mkdir -p "$scratch"
rm -rf "$baselines" "$reports"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

(cd "$root" && swift build --product darkroom 2>&1 | tail -1)
darkroom="$(cd "$root" && swift build --show-bin-path)/darkroom"
common=(--package-path "$example" --scratch-path "$scratch/build" --baselines "$baselines")

# Runs `darkroom run …`, keeps its output in $log, shows the run's own lines; returns its
# exit status.
run() {
  local status=0
  "$darkroom" run "$@" >"$log" 2>&1 || status=$?
  grep -E '^run: [^[]|^  (changed|new|missing baseline|error): |^darkroom: |^audit: ' "$log" | grep -v 'is drawn as a placeholder' \
    | sed 's/^/  /' || true
  return $status
}
expect_status() {
  local want=$1; shift
  local status=0
  run "$@" || status=$?
  if [ "$status" -ne "$want" ]; then
    echo "demo: expected exit status $want from darkroom run $*, got $status" >&2
    cat "$log" >&2
    exit 1
  fi
}

say "Runs 1. Record: 4 screens × 4 languages × light and dark = 32 baselines, one accessibility overlay, a manifest"
expect_status 0 record "${common[@]}"
echo "  $(ls "$baselines"/*.png | wc -l) baselines in $baselines; the manifest records:"
grep -E '"(darkroom|renderer|swift|renderer.cairo|package.fonts-inter)"|Inter-Regular|device\.' "$baselines/manifest.json" | sed 's/^ */    /'

say "Runs 2. Verify: every state is unchanged (exit 0)"
expect_status 0 verify "${common[@]}" --report "$reports/unchanged"
echo "  a config file can narrow the same run, without touching the Swift:"
printf '{"languages": ["ja"], "appearances": ["dark"]}\n' >"$scratch/ja-dark.json"
echo "    $(cat "$scratch/ja-dark.json")"
expect_status 0 verify "${common[@]}" --report "$reports/ja-dark" --config "$scratch/ja-dark.json" --no-progress

echo "  the accessibility audit (--audit report, the default) lists its findings without failing the run;"
echo "  the onboarding's faint footnote is there on purpose:"
grep -E '^  contrast: onboarding/en/light' "$log" | head -1 | cut -c1-150 | sed 's/^/  /' || true
grep -Eq '"check" ?: ?"contrast"' "$reports/unchanged/summary.json" \
  || { echo "demo: the audit found no contrast fault in the shop" >&2; exit 1; }

say "Runs 3. The paywall changes: plans reordered, the badge emphasised, NO RENEWALS added"
(cd "$example" && patch -p1 --quiet < Changes/paywall-v2.patch)
expect_status 1 verify "${common[@]}" --report "$reports/paywall"
echo "  while it ran (one line a state; the last few):"
grep -E '^run: \[' "$log" | tail -3 | sed 's/^/    /'
echo
echo "  Only the paywall changed, in every language and appearance; the report sorts by change:"
echo "  $reports/paywall/index.html"
grep -q '"paywall/ja/dark"' "$reports/paywall/summary.json" || { echo "demo: the report lacks paywall/ja/dark" >&2; exit 1; }

say "Runs 4. The same verify in two CI shards, merged: the report equals the unsharded one"
expect_status 1 verify "${common[@]}" --report "$reports/shard-1" --shard 1/2
expect_status 1 verify "${common[@]}" --report "$reports/shard-2" --shard 2/2
expect_status 1 merge "$reports/merged" "$reports/shard-1" "$reports/shard-2"
for file in summary.json index.html junit.xml; do
  cmp -s "$reports/merged/$file" "$reports/paywall/$file" || { echo "demo: merged $file differs from the unsharded one" >&2; exit 1; }
done
echo "  merged summary.json, index.html and junit.xml are byte for byte the unsharded ones"

say "Runs 5. Baselines recorded elsewhere (another cairo): the run stops before comparing (exit 2)"
rm -rf "$scratch/other-baselines"
cp -R "$baselines" "$scratch/other-baselines"
sed -i 's/"renderer.cairo": "[^"]*"/"renderer.cairo": "1.18.0"/' "$scratch/other-baselines/manifest.json"
expect_status 2 verify "${common[@]}" --baselines "$scratch/other-baselines" --report "$reports/elsewhere"
grep -E '^  renderer.cairo' "$log" | sed 's/^/  /'

say "Runs 6. Accept the Japanese dark paywall, then the rest, and verify again"
expect_status 0 accept --report "$reports/paywall" --state paywall/ja/dark
expect_status 1 verify "${common[@]}" --report "$reports/after-one"
expect_status 0 accept --report "$reports/paywall"
expect_status 0 verify "${common[@]}" --report "$reports/accepted"

echo
echo "The paywall change's report: $reports/paywall/index.html"
