#!/usr/bin/env bash
# Installs node modules with `npm ci` when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "Node.js 20 and npm are required (this project was built on Node 20.20 and npm 11)." >&2
  exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund
fi
