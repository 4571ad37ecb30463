#!/usr/bin/env bash
# Every test, on a fresh machine too: installs what it needs, then contract, types, lint, unit, build and end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { echo; echo "━━ $* ($(( $(date +%s) - started ))s)"; }

step "dependencies"
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "generated API types are current"
node scripts/gen-api.mjs --check
node scripts/gen-validators.mjs --check

step "typecheck"
npx tsc -b

step "house rules: ESLint, dependency layers (dependency-cruiser), unused code (knip)"
npm run -s lint
npm run -s lint:deps
npm run -s lint:unused

step "unit, component, contract and sandbox tests"
npx vitest run

step "build"
npx vite build --logLevel warn

step "end-to-end tests in Chromium"
# The screenshot-only tests (describe blocks named "screenshots…") assert nothing the other tests do not; they run
# with `npm run screenshots` and stay out of the gate to keep it within CI's 20 minutes.
npx vitest run --config tests/e2e/vitest.config.ts --testNamePattern '^(?!screenshots)'

echo; echo "all tests passed in $(( $(date +%s) - started ))s"
