#!/bin/sh
# Kills record, verify, accept, merge, screenshots and preview export at random steps of
# their work on the disk, and checks that each folder is then wholly old or wholly new and
# that the next run succeeds. Usage: scripts/kill-test.sh [points] [seed] (200 and 1 by default).
set -eu
cd "$(dirname "$0")/.."
points="${1:-200}"
seed="${2:-1}"
swift build --build-tests
KILL_TEST_POINTS="$points" KILL_TEST_SEED="$seed" swift test --skip-build --filter KillTests 2>&1 | grep -E '^kill test:|✔|✘|Expectation|error'
