#!/usr/bin/env bash
# Lints the Swift sources with the toolchain's `swift format lint` and the repository's
# .swift-format configuration.
#
#   scripts/lint.sh             fail on any rule finding; count the layout findings
#   scripts/lint.sh --layout    also list every layout finding
#
# swift format reports two kinds of findings. Rule findings (`[NeverForceUnwrap]`, …) come from
# the rules the configuration turns on, and none may remain: the script exits 1 and lists them.
# Layout findings (`[Indentation]`, `[AddLines]`, `[LineLength]`, `[TrailingComma]`,
# `[RemoveLine]`, `[Spacing]`, `[SpacingCharacter]`, `[TrailingWhitespace]`,
# `[EndOfLineComment]`) come from its pretty printer, which no configuration key turns off;
# the code is laid out by hand, not by `swift format`, so they are counted and not failed on.
set -euo pipefail
cd "$(dirname "$0")/.."

show_layout=0
case "${1:-}" in
  --layout) show_layout=1 ;;
  -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "lint.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
esac

paths=(Package.swift Sources Tests Plugins Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Tests Examples)
findings="$(mktemp)"
trap 'rm -f "$findings"' EXIT
status=0
swift format lint --configuration .swift-format --recursive "${paths[@]}" >"$findings" 2>&1 || status=$?
if [ "$status" -ne 0 ] && ! grep -q ': warning: \[' "$findings"; then
  cat "$findings" >&2
  echo "lint: swift format lint could not run (exit status $status)" >&2
  exit 2
fi

layout='\[(Indentation|AddLines|LineLength|TrailingComma|RemoveLine|Spacing|SpacingCharacter|TrailingWhitespace|EndOfLineComment)\]'
# Fuzz seeds and findings are inputs in Swift's syntax, kept as they are, not code to tidy.
inputs='/(FuzzCorpus|FuzzFindings)/'
rule_findings="$(grep -E ': (warning|error): \[' "$findings" | grep -vE "$layout" | grep -vE "$inputs" || true)"
layout_count="$(grep -cE "$layout" "$findings" || true)"

if [ "$show_layout" = 1 ]; then
  grep -E "$layout" "$findings" || true
fi
if [ -n "$rule_findings" ]; then
  echo "$rule_findings"
  echo "lint: $(echo "$rule_findings" | wc -l) rule finding(s); fix them, or change .swift-format if the rule is wrong here" >&2
  exit 1
fi
echo "lint: no rule findings; $layout_count layout findings from swift format's pretty printer (not failed on; scripts/lint.sh --layout lists them)"
