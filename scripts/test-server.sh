#!/usr/bin/env bash
# Server tests on embedded PGlite, then on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS=--experimental-vm-modules
# Each test app starts from a database built once per run (server/test/helpers/pglite-template.ts).
TEST_DB_TEMPLATES=$(mktemp -d)
export TEST_DB_TEMPLATES
trap 'rm -rf "$TEST_DB_TEMPLATES"' EXIT
# Two workers: each test file builds its own app on its own database (a PGlite copy, or a PostgreSQL
# database copied from a template), so files run side by side. One worker (Jest's default on two
# cores) left a core idle for most of the run.
TEST_DB=pglite pnpm exec jest --selectProjects server --maxWorkers=2
if [ -n "${DATABASE_URL:-}" ]; then
  echo "Server tests again on PostgreSQL (${DATABASE_URL%%@*}@...)"
  TEST_DB=postgres pnpm exec jest --selectProjects server --maxWorkers=2
else
  echo "DATABASE_URL is not set: skipping the PostgreSQL run of the server tests."
fi
