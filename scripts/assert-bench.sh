#!/usr/bin/env bash
# Times image assertions in a debug and a release build of darkroom-assert-bench and prints
# one Markdown table: per image and step, the median and fastest milliseconds of each build,
# and what the step costs over the render in the debug build.
#
#   scripts/assert-bench.sh [--runs 5]
#
# The goals for the debug build (the build `swift test` uses): a passing assertion at most
# the render plus 10 %, a recording at most the render plus 60 ms, a failing one at most the
# render plus 150 ms. The bench is in the Benchmarks package (Benchmarks/Package.swift).
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
runs=5
case "${1:-}" in
  --runs) runs="$2" ;;
  "") ;;
  *) echo "assert-bench.sh: unknown option '$1' (try --runs N)" >&2; exit 2 ;;
esac

echo "assert-bench: building debug and release" >&2
swift build --product darkroom-assert-bench >/dev/null
swift build -c release --product darkroom-assert-bench >/dev/null
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
echo "assert-bench: running the debug build ($runs runs a step)" >&2
"$(swift build --show-bin-path)/darkroom-assert-bench" --runs "$runs" >>"$results"
echo "assert-bench: running the release build ($runs runs a step)" >&2
"$(swift build -c release --show-bin-path)/darkroom-assert-bench" --runs "$runs" >>"$results"

awk -F '\t' '
  { median[$1, $2, $3] = $4; fastest[$1, $2, $3] = $5
    if (!(($2, $3) in seen)) { seen[$2, $3] = 1; order[++count] = $2 SUBSEP $3 } }
  END {
    print "| image | step | debug ms (median / fastest) | debug over render | release ms (median / fastest) |"
    print "|---|---|---:|---:|---:|"
    for (i = 1; i <= count; i++) {
      split(order[i], key, SUBSEP); image = key[1]; step = key[2]
      over = step == "render" ? "" : sprintf("%+.1f ms (%+.0f %%)", median["debug", image, step] - median["debug", image, "render"],
        100 * (median["debug", image, step] / median["debug", image, "render"] - 1))
      printf "| %s | %s | %s / %s | %s | %s / %s |\n", image, step, median["debug", image, step], fastest["debug", image, step],
        over, median["release", image, step], fastest["release", image, step]
    }
  }' "$results"
