#!/usr/bin/env bash
# Every test: type check, lint, unit, server (PGlite, and PostgreSQL with DATABASE_URL), build, e2e.
# Prints each stage's wall time as it ends and a table of them all at the end (or at the failure).
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
started=$SECONDS
summary() {
  printf '\n== stage times ==\n'
  for row in "${times[@]}"; do printf '%s\n' "$row"; done
  printf '%-22s %5ss\n' 'total' "$((SECONDS - started))"
}
trap summary EXIT
stage() {
  local name=$1; shift
  printf '\n== %s ==\n' "$name"
  local t0=$SECONDS
  "$@"
  local took=$((SECONDS - t0))
  times+=("$(printf '%-22s %5ss' "$name" "$took")")
  printf '== %s: %ss ==\n' "$name" "$took"
}
stage 'type check' pnpm run typecheck
stage 'lint' pnpm run lint
stage 'unit tests' pnpm run test:unit
stage 'server tests' pnpm run test:server
stage 'build' pnpm run build
stage 'login JS budget' node bench/login-budget.mjs
stage 'end-to-end tests' bash -c 'bash scripts/ensure-chromium.sh && pnpm run test:e2e'
printf '\nAll test stages passed.\n'
