#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it with apt when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if command -v apt-get >/dev/null && [ "$(id -u)" = "0" ]; then
  echo "› apt-get install chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
elif command -v apt-get >/dev/null && command -v sudo >/dev/null; then
  echo "› sudo apt-get install chromium"
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is missing at $CHROMIUM and could not be installed: install Debian's chromium package or set CHROMIUM_PATH." >&2
  exit 1
fi
