#!/usr/bin/env bash
# Runs the product: installs what it needs, builds the dashboard and starts the sandbox that serves it.
# Pass --fresh to re-seed the demo data, --no-simulate to stop the live shift, PORT=... to move it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "› building the dashboard"
npx vite build --logLevel warn
exec node --import tsx sandbox/main.ts "$@"
