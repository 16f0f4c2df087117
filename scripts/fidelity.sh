#!/usr/bin/env bash
# Renders every fidelity case with darkroom-fidelity-bench and scores the renders against their
# iOS-simulator references with the fidelity folder's compare.py; prints its table and summary.
#
#   DARKROOM_FIDELITY_DIR=DIR scripts/fidelity.sh [--debug] [--fidelity-dir DIR] [OUT] [-- case ...]
#
# The fidelity folder holds cases/<case>.png (the references), compare.py and requirements.txt;
# give it with --fidelity-dir or DARKROOM_FIDELITY_DIR (it is not part of this repository).
# OUT (default: a new temporary folder) receives render/ (the bench's PNGs and JSON) and
# compare/ (table.md, fidelity.json and side/<case>.png: reference | render | diff).
# It must lie outside the repository. The bench is built in release unless --debug is given.
# compare.py's Python packages are installed with pip when they are missing.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
configuration=release
fidelity="${DARKROOM_FIDELITY_DIR:-}"
out=""
cases=()
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --debug) configuration=debug ;;
    --release) configuration=release ;;
    --fidelity-dir)
      [ $# -ge 2 ] || { echo "fidelity.sh: --fidelity-dir needs a folder" >&2; exit 2; }
      fidelity="$2"; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; cases=("$@"); break ;;
    -*) echo "fidelity.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    *)
      if [ -n "$out" ]; then
        echo "fidelity.sh: one output folder only (got '$out' and '$1'); name cases after --" >&2
        exit 2
      fi
      out="$1" ;;
  esac
  shift
done

if [ -z "$fidelity" ]; then
  echo "fidelity.sh: say where the fidelity folder is (cases/, compare.py, requirements.txt):" >&2
  echo "  DARKROOM_FIDELITY_DIR=/path/to/fidelity scripts/fidelity.sh" >&2
  echo "  scripts/fidelity.sh --fidelity-dir /path/to/fidelity" >&2
  exit 2
fi
for needed in compare.py requirements.txt cases; do
  if [ ! -e "$fidelity/$needed" ]; then
    echo "fidelity.sh: $fidelity has no $needed; the fidelity folder is the one holding cases/," \
      "compare.py and requirements.txt" >&2
    exit 2
  fi
done
fidelity="$(cd "$fidelity" && pwd)"

if [ -z "$out" ]; then
  out="$(mktemp -d "${TMPDIR:-/tmp}/darkroom-fidelity.XXXXXX")"
else
  # Checked before anything is made, on the resolved path (symbolic links followed).
  resolved="$(realpath -m "$out")"
  case "$resolved/" in
    "$(realpath "$repo")"/*)
      echo "fidelity.sh: the output folder $out is inside the repository; give one outside it" >&2
      exit 2 ;;
  esac
  mkdir -p "$resolved" || { echo "fidelity.sh: cannot make the output folder $out" >&2; exit 2; }
  out="$resolved"
fi

if ! python3 -c 'import numpy, PIL, pybind11_pixelmatch, skimage' 2>/dev/null; then
  echo "fidelity: installing compare.py's requirements with pip" >&2
  python3 -m pip install -r "$fidelity/requirements.txt" >&2 \
    || python3 -m pip install --break-system-packages -r "$fidelity/requirements.txt" >&2
fi

# The bench is in the Benchmarks package, which uses Darkroom through the root's products.
echo "fidelity: building darkroom-fidelity-bench ($configuration)" >&2
(cd "$repo/Benchmarks" && swift build -c "$configuration" --product darkroom-fidelity-bench >&2)
bench="$(cd "$repo/Benchmarks" && swift build -c "$configuration" --show-bin-path)/darkroom-fidelity-bench"

status=0
"$bench" --out "$out/render" ${cases[@]+"${cases[@]}"} || status=$?
if [ "$status" -eq 2 ]; then exit 2; fi
if [ "$status" -ne 0 ]; then
  echo "fidelity: some cases could not be drawn; the comparison counts them as failed" >&2
fi

echo >&2
python3 "$fidelity/compare.py" --references "$fidelity/cases" --render "$out/render" --out "$out/compare" \
  ${cases[@]+"${cases[@]}"}
echo
echo "renders: $out/render   comparison: $out/compare (table.md, fidelity.json, side/<case>.png)"
