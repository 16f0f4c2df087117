#!/usr/bin/env bash
# Installs the Debian packages Darkroom builds, tests and renders with.
# Safe to run again: when everything is present it only checks and exits.
#
#   scripts/setup.sh            install what is missing
#   scripts/setup.sh --check    report what is missing, install nothing (exit 1 if anything is)
set -euo pipefail

packages=(
  # Build tools and the C libraries behind the image engine and the renderer.
  pkg-config
  zlib1g-dev
  libspng-dev
  libdeflate-dev
  libpixman-1-dev
  libcairo2-dev
  libpango1.0-dev
  libharfbuzz-dev
  libfontconfig-dev
  libfreetype-dev
  # Unicode CLDR data (plural rules, number formats) for the strings layer.
  libicu-dev
  # The pinned fonts the renderer draws with; nothing else is ever used.
  fonts-inter
  fonts-noto-core
  fonts-noto-cjk
  fonts-noto-color-emoji
  # Icon fonts whose glyphs stand in for SF Symbols that have no template (symbols only).
  fonts-materialdesignicons-webfont
  fonts-material-design-icons-iconfont
  # A headless browser for the HTML report tests.
  chromium
)

check_only=0
case "${1:-}" in
  --check) check_only=1 ;;
  -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "setup.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} Debian packages are installed"
  exit 0
fi

echo "setup: missing Debian packages: ${missing[*]}"
if [ "$check_only" = 1 ]; then
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "setup: installing needs root; run as root: apt-get install -y ${missing[*]}" >&2
  exit 2
fi

echo "setup: apt-get update"
"${sudo[@]}" apt-get update -qq
echo "setup: apt-get install ${missing[*]}"
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: installed ${#missing[@]} package(s)"
