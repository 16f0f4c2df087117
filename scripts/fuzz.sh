#!/usr/bin/env bash
# Runs every parser fuzzer for a given time (default 600 seconds, shared equally by the
# kinds) in a release build. Findings go to Tests/DarkroomFuzzTests/FuzzFindings/<kind>/,
# where the corpus replay test picks them up.
#
#   scripts/fuzz.sh                 # ten minutes, all kinds
#   scripts/fuzz.sh 120 --kind png  # two minutes of PNG only
#   scripts/fuzz.sh 600 --seed 7    # another sequence of inputs
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
swift build -c release --product darkroom-fuzz
exec .build/release/darkroom-fuzz run --seconds "$seconds" "$@"
