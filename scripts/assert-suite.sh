#!/usr/bin/env bash
# Times a debug `swift test` of many passing full-screen image assertions.
#
# Generates a scratch package outside the repository with one parameterised Swift Testing
# test: N cases, each asserting a full iPhone 15 screen (393 × 852 points at 3x, the
# benchmark screen of Benchmarks/Sources/DarkroomBenchViews) against its own named reference. It builds
# the tests (debug, as `swift test` does), records the references once, then times the run
# that verifies them all. Swift Testing runs the cases in parallel on the available cores.
#
#   scripts/assert-suite.sh [--count 500] [--darkroom PATH] [--scratch DIR] [--keep]
#
#   --darkroom PATH  the Darkroom package to test (default: this checkout)
#   --scratch DIR    where the scratch package goes (default: $TMPDIR/darkroom-assert-suite)
#   --keep           keep the scratch package (and its references) afterwards
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
count=500
darkroom="$root"
scratch="${TMPDIR:-/tmp}/darkroom-assert-suite"
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --darkroom) darkroom="$(cd "$2" && pwd)"; shift 2 ;;
    --scratch) scratch="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "assert-suite.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
case "$scratch" in "$root"|"$root"/*) echo "assert-suite.sh: the scratch package must be outside the repository" >&2; exit 2 ;; esac

unset DARKROOM_RECORD SNAPSHOT_TESTING_RECORD CI
rm -rf "$scratch/Tests" "$scratch/Package.swift"
mkdir -p "$scratch/Tests/SuiteTests"
[ "$keep" = 1 ] || trap 'rm -rf "$scratch"' EXIT
export SNAPSHOT_ARTIFACTS="$scratch/artifacts"

cat >"$scratch/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AssertSuite",
  dependencies: [.package(name: "darkroom", path: "$darkroom")],
  targets: [
    .testTarget(
      name: "SuiteTests",
      dependencies: [
        .product(name: "Darkroom", package: "darkroom"), .product(name: "DarkroomUI", package: "darkroom"),
      ]),
  ]
)
SWIFT
cp "$root/Benchmarks/Sources/DarkroomBenchViews/BenchScreen.swift" "$scratch/Tests/SuiteTests/BenchScreen.swift"
cat >"$scratch/Tests/SuiteTests/ScreenTests.swift" <<SWIFT
import Darkroom
import DarkroomUI
import Testing

@Suite struct ScreenTests {
  static let strategy = Snapshotting<BenchScreen, Bitmap>.image(
    layout: .fixed(width: 393, height: 852), traits: UITraitCollection(displayScale: 3))

  @Test(arguments: 0..<$count)
  func screen(index: Int) {
    assertSnapshot(of: BenchScreen(avatar: BenchScreen.sampleAvatar), as: Self.strategy, named: "screen-\\(index)")
  }
}
SWIFT

cd "$scratch"
echo "assert-suite: building the tests (debug) in $scratch" >&2
swift build --build-tests >/dev/null
echo "assert-suite: recording $count references" >&2
if DARKROOM_RECORD=missing swift test --skip-build >"$scratch/record.log" 2>&1; then
  echo "assert-suite: the recording run should have reported the new references" >&2; exit 1
fi
recorded=$(find Tests -name '*.png' | wc -l)
[ "$recorded" = "$count" ] || { echo "assert-suite: $recorded references recorded, not $count" >&2; exit 1; }
echo "assert-suite: verifying $count passing assertions" >&2
start=$(date +%s.%N)
if ! swift test --skip-build >"$scratch/verify.log" 2>&1; then
  tail -20 "$scratch/verify.log" >&2
  echo "assert-suite: the verifying run failed" >&2; exit 1
fi
end=$(date +%s.%N)
summary=$(grep -E "Test run with" "$scratch/verify.log" | tail -1)
printf 'assert-suite: %d passing full-screen assertions in one debug swift test: %.1f s wall (%s)\n' \
  "$count" "$(echo "$end - $start" | bc)" "$summary"
