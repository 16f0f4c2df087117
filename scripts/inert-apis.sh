#!/usr/bin/env bash
# Prints the list of SwiftUI APIs Darkroom accepts and ignores, read from the declarations in
# Sources/DarkroomInert/ (by concern), Sources/DarkroomViews/Inert/ (the few that need the view
# layer's internals) and the Inert/ folders of the stand-in modules that declare view modifiers
# (Sources/StoreKit/Inert/, Sources/DarkroomTransfer/Inert/): every declaration there whose doc comment starts
# with "Accepted and ignored:". One line per file (its concern), the APIs in source order,
# overloads once.
#
#   scripts/inert-apis.sh            print the list (Markdown)
#   scripts/inert-apis.sh --check    fail when README.md's list differs from it
#   scripts/inert-apis.sh --update   write it into README.md
#
# README.md holds the list between the lines <!-- inert-apis:begin --> and <!-- inert-apis:end -->.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
# The inert module's folders first, then the view layer's, then each stand-in module's, as
# `label:path`; a file is listed by its label and name (`DarkroomInert/Interaction/Name.swift`).
folders=(
  "DarkroomInert/Interaction/:$repo/Sources/DarkroomInert/Interaction"
  "DarkroomInert/Animation/:$repo/Sources/DarkroomInert/Animation"
  "DarkroomInert/Presentation/:$repo/Sources/DarkroomInert/Presentation"
  "DarkroomInert/Lifecycle/:$repo/Sources/DarkroomInert/Lifecycle"
  "DarkroomViews/Inert/:$repo/Sources/DarkroomViews/Inert"
  "StoreKit/Inert/:$repo/Sources/StoreKit/Inert"
  "DarkroomTransfer/Inert/:$repo/Sources/DarkroomTransfer/Inert"
)
readme="$repo/README.md"
begin='<!-- inert-apis:begin -->'
end='<!-- inert-apis:end -->'

list() {
  local entry file
  for entry in "${folders[@]}"; do
    for file in "${entry#*:}"/*.swift; do
      local name concern
      name="$(basename "$file" .swift)"
      concern="$(printf '%s' "${name%Modifiers}" | sed -E 's/([a-z])([A-Z])/\1 \2/g' | sed -E 's/ ([A-Z])/ \L\1/g')"
      awk -v file="${entry%%:*}$name.swift" -v concern="$concern" '
        function emit(name) {
          if (name == last) return
          last = name
          names = names (names == "" ? "" : ", ") "`" name "`"
        }
        /^(nonisolated )?extension [A-Za-z]+/ {
          context = $0
          sub(/^(nonisolated )?extension /, "", context)
          sub(/[^A-Za-z].*$/, "", context)
        }
        /^}/ { context = "" }
        /^ *\/\/\// {
          if (!inDoc) { doc = $0; sub(/^ *\/\/\/ ?/, "", doc) }
          inDoc = 1
          next
        }
        /^ *@/ { next }
        {
          if (inDoc && doc ~ /^Accepted and ignored:/ && match($0, /public (final )?(func|class|struct|enum) [A-Za-z]+/)) {
            declaration = substr($0, RSTART, RLENGTH)
            name = declaration
            sub(/.* /, "", name)
            if (declaration ~ / func / && context == "View") name = "." name
            else if (declaration ~ / func / && context != "") name = context "." name
            emit(name)
          }
          inDoc = 0
        }
        END {
          if (names == "") exit
          printf "- %s (`%s`): %s\n", concern, file, names
        }
      ' "$file"
    done
  done
}

readme_list() {
  awk -v begin="$begin" -v end="$end" '
    $0 == end { inside = 0 }
    inside { print }
    $0 == begin { inside = 1; found = 1 }
    END { if (!found) exit 1 }
  ' "$readme"
}

case "${1:-}" in
  "") list ;;
  --check)
    if ! current="$(readme_list)"; then
      echo "inert-apis: README.md has no '$begin' line; run scripts/inert-apis.sh --update" >&2
      exit 1
    fi
    if [ "$current" != "$(list)" ]; then
      echo "inert-apis: README.md's list of accepted-and-ignored APIs differs from the Inert/ folders:" >&2
      diff <(printf '%s\n' "$current") <(list) >&2 || true
      echo "inert-apis: run scripts/inert-apis.sh --update and commit README.md" >&2
      exit 1
    fi ;;
  --update)
    if ! readme_list >/dev/null; then
      echo "inert-apis: README.md has no '$begin' line to write the list after" >&2
      exit 1
    fi
    generated="$(list)"
    awk -v begin="$begin" -v end="$end" -v generated="$generated" '
      $0 == begin { print; print generated; skipping = 1; next }
      $0 == end { skipping = 0 }
      !skipping { print }
    ' "$readme" > "$readme.tmp"
    mv "$readme.tmp" "$readme" ;;
  -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' ;;
  *) echo "inert-apis: unknown option '$1' (try --help)" >&2; exit 2 ;;
esac
