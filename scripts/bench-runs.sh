#!/usr/bin/env bash
# Times the example's run in a release build: the shop's 33 states (paywall, settings,
# onboarding, list × en, ja, de, ar × light, dark on iPhone 15 at 3x, and one accessibility
# overlay) recorded once, then
# verified --runs times through `darkroom run verify -c release`. Each verify prints the time
# spent in the test binary (environment check with the font hashes, render, compare, report);
# the wall time of the whole command (a no-op `swift build` and `swift test` start included)
# is printed beside it. Works on a copy of the example under .build/bench-runs.
#
#   scripts/bench-runs.sh [--runs N] [--in-process] [--audit-cost]
#
# --in-process verifies in the test binary's own process instead of a child (see
# `darkroom run --help`). --audit-cost times each verify twice, `--audit off` and
# `--audit report` taking turns, and prints what the accessibility audit adds to the median.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs=5
extra=()
audit_cost=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --in-process) extra+=(--in-process); shift ;;
    --audit-cost) audit_cost=1; shift ;;
    *) echo "usage: scripts/bench-runs.sh [--runs N] [--in-process] [--audit-cost]" >&2; exit 2 ;;
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
# One verify with the given audit mode; prints the milliseconds spent in the test binary.
verify() {
  "$darkroom" run verify "${common[@]}" "${extra[@]}" --audit "$1" --report "$workspace/report" >"$workspace/verify.log" 2>&1 \
    || { cat "$workspace/verify.log" >&2; exit 1; }
  grep -oE '^darkroom run: [0-9]+ ms in the test binary' "$workspace/verify.log" | grep -oE '[0-9]+'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

if [ "$audit_cost" = 1 ]; then
  off=(); report=()
  for run in $(seq 1 "$runs"); do
    off+=("$(verify off)")
    report+=("$(verify report)")
    echo "verify $run: ${off[-1]} ms with --audit off, ${report[-1]} ms with --audit report (in the test binary)"
  done
  off_median=$(printf '%s\n' "${off[@]}" | median)
  report_median=$(printf '%s\n' "${report[@]}" | median)
  awk -v off="$off_median" -v report="$report_median" 'BEGIN {
    printf "audit cost: medians %d ms off, %d ms report: the audit adds %.1f%%\n", off, report, (report - off) * 100 / off }'
  grep -E '^run: 33 states' "$workspace/verify.log"
  exit 0
fi

for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  inside=$(verify report)
  end=$(date +%s%N)
  echo "verify $run: $inside ms in the test binary; $(( (end - start) / 1000000 )) ms for the whole darkroom run verify"
done
grep -E '^run: 33 states' "$workspace/verify.log"
