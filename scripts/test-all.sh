#!/usr/bin/env bash
# Every test: type check, lint, unit, server (PGlite, and PostgreSQL with DATABASE_URL), build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }
step 'type check'; pnpm run typecheck
step 'lint'; pnpm run lint
step 'unit tests'; pnpm run test:unit
step 'server tests'; pnpm run test:server
step 'build'; pnpm run build
step 'login JS budget'; node bench/login-budget.mjs
step 'end-to-end tests'; bash scripts/ensure-chromium.sh; pnpm run test:e2e
printf '\nAll test stages passed.\n'
