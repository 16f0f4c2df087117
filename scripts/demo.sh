#!/usr/bin/env bash
# The Darkroom demo: records the bundled example's snapshots, verifies them, then breaks the
# example on purpose to show what a failing snapshot looks like.
#
# It works on a copy of Examples/Receipts under .build/demo, so the checkout stays clean.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
workspace="$root/.build/demo"
example="$workspace/Receipts"
log="$workspace/last-run.log"

unset DARKROOM_RECORD SNAPSHOT_TESTING_RECORD CI

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs the example's tests; keeps the whole output in $log and shows only the test results.
run_tests() {
  local status=0
  (cd "$example" && "$@" swift test --scratch-path "$workspace/build" >"$log" 2>&1) || status=$?
  grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build complete|^Compiling|^Write|^Emitting|^Planning|^Test Suite|Executed 0 tests|^◇|^↳ (Testing Library|Target Platform)' "$log" || true
  return $status
}

say "Setting up the example (a copy of Examples/Receipts in .build/demo)"
rm -rf "$example"
mkdir -p "$workspace"
cp -R "$root/Examples/Receipts" "$example"
rm -rf "$example/.build" "$example/Tests/ReceiptsTests/__Snapshots__"
mkdir -p "$example/Tests/ReceiptsTests/__Snapshots__"   # the folder the references will go to
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
(cd "$example" && swift build --build-tests --scratch-path "$workspace/build" 2>&1 | tail -1)

say "1. Record: the first run writes the references (and fails, so nothing passes unchecked)"
if run_tests env DARKROOM_RECORD=missing; then
  echo "demo: expected the recording run to report the new references" >&2; exit 1
fi
echo
echo "References written:"
(cd "$example" && find Tests -path '*__Snapshots__*' -type f | sort | sed 's/^/  /')
echo
echo "The printed receipt, as recorded:"
sed 's/^/  | /' "$example/Tests/ReceiptsTests/__Snapshots__/ReceiptTests/ReceiptTests.printed.1.txt"

say "2. Verify: the second run compares against them and passes"
run_tests env

say "3. Break it: the tax rate changes from 8% to 8.5%, and the snapshots catch it"
sed -i 's/public static let taxRate = 0.08/public static let taxRate = 0.085/' "$example/Sources/Receipts/Receipt.swift"
if run_tests env; then
  echo "demo: expected the changed tax rate to fail the snapshots" >&2; exit 1
fi

say "Done"
cat <<TEXT
The failures above show a unified diff for every changed snapshot, the reference's path and
the failed value's path (kept in \$SNAPSHOT_ARTIFACTS or a temporary folder). To accept a
change, re-record: DARKROOM_RECORD=failed swift test.

The example lives in Examples/Receipts; the demo ran on a copy in .build/demo/Receipts.
TEXT
