#!/usr/bin/env bash
# Times the example's run in a release build: the shop's 33 states (paywall, settings,
# onboarding, list × en, ja, de, ar × light, dark on iPhone 15 at 3x, and one accessibility
# overlay) recorded once, then
# verified --runs times through `darkroom run verify -c release`. Each verify prints the time
# spent in the test binary (environment check with the font hashes, render, compare, report);
# the wall time of the whole command (a no-op `swift build` and `swift test` start included)
# is printed beside it. Works on a copy of the example under .build/bench-runs.
#
#   scripts/bench-runs.sh [--runs N] [--in-process]
#
# --in-process verifies in the test binary's own process instead of a child (see
# `darkroom run --help`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs=5
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --in-process) extra+=(--in-process); shift ;;
    *) echo "usage: scripts/bench-runs.sh [--runs N] [--in-process]" >&2; exit 2 ;;
  esac
done
workspace="$root/.build/bench-runs"
example="$workspace/Receipts"
mkdir -p "$workspace"
rm -rf "$example" "$workspace/Baselines" "$workspace/report"
cp -R "$root/Examples/Receipts" "$example"
rm -rf "$example/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
(cd "$root" && swift build --product darkroom 2>&1 | tail -1)
darkroom="$(cd "$root" && swift build --show-bin-path)/darkroom"
common=(--package-path "$example" --scratch-path "$workspace/build" -c release --baselines "$workspace/Baselines" --no-progress)

echo "bench-runs: building the example in release and recording its 33 states"
"$darkroom" run record "${common[@]}" >"$workspace/record.log" 2>&1 || { cat "$workspace/record.log"; exit 1; }
grep -E '^run: ' "$workspace/record.log"
for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  "$darkroom" run verify "${common[@]}" "${extra[@]}" --report "$workspace/report" >"$workspace/verify.log" 2>&1 \
    || { cat "$workspace/verify.log"; exit 1; }
  end=$(date +%s%N)
  inside=$(grep -oE '^run: [0-9]+ ms in the test binary' "$workspace/verify.log" | grep -oE '[0-9]+')
  echo "verify $run: $inside ms in the test binary; $(( (end - start) / 1000000 )) ms for the whole darkroom run verify"
done
grep -E '^run: 33 states' "$workspace/verify.log"
