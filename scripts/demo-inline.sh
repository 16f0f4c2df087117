#!/usr/bin/env bash
# Inline snapshots on a copy of the example: adds a test whose expected text is not written
# yet, records it into the test's own source, shows the rewritten file, then runs it again and
# watches it pass.
#
#   DEMO_EXAMPLE  a copy of Examples/Receipts whose Package.swift points at this checkout
#   DEMO_SCRATCH  the SwiftPM scratch path to build it in
set -euo pipefail
: "${DEMO_EXAMPLE:?set DEMO_EXAMPLE to a copy of Examples/Receipts}"
: "${DEMO_SCRATCH:?set DEMO_SCRATCH to a SwiftPM scratch path}"

manifest="$DEMO_EXAMPLE/Package.swift"
test_file="$DEMO_EXAMPLE/Tests/ReceiptsTests/ReceiptInlineTests.swift"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs the inline test; shows the test results without the build's progress lines.
run_inline_test() {
  local status=0 log
  log="$(mktemp)"
  (cd "$DEMO_EXAMPLE" && "$@" swift test --scratch-path "$DEMO_SCRATCH" --filter ReceiptInlineTests \
    >"$log" 2>&1) || status=$?
  grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build complete|^Compiling|^Write|^Emitting|^Planning|^Test Suite|Executed 0 tests|^◇|^↳ (Testing Library|Target Platform)' "$log" || true
  rm -f "$log"
  return $status
}

say "Inline snapshots: a test with no expected text yet"
if ! grep -q '"InlineSnapshotTesting"' "$manifest"; then
  sed -i 's|\.product(name: "Darkroom", package: "darkroom"),|&\n        .product(name: "InlineSnapshotTesting", package: "darkroom"),|' "$manifest"
  grep -q '"InlineSnapshotTesting"' "$manifest" || {
    echo "demo-inline: could not add the InlineSnapshotTesting product to $manifest" >&2; exit 1
  }
fi
cat >"$test_file" <<'SWIFT'
import InlineSnapshotTesting
import Receipts
import Testing

@Suite struct ReceiptInlineTests {
  @Test func printedInline() {
    let receipt = Receipt(
      number: 7, customer: "Ada",
      lines: [
        .init(item: "Flat white", quantity: 2, unitCents: 380),
        .init(item: "Almond croissant", quantity: 1, unitCents: 295),
      ])
    assertInlineSnapshot(of: receipt.printed, as: .lines)
  }
}
SWIFT
sed 's/^/  | /' "$test_file"

say "Record: DARKROOM_RECORD=missing writes the snapshot into the test file (and the test fails)"
if run_inline_test env DARKROOM_RECORD=missing; then
  echo "demo-inline: expected the recording run to fail, saying it recorded the snapshot" >&2; exit 1
fi
echo
echo "The test file now:"
sed 's/^/  | /' "$test_file"

say "Verify: the second run compares with the closure and passes"
run_inline_test env -u DARKROOM_RECORD -u SNAPSHOT_TESTING_RECORD
