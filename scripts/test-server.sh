#!/usr/bin/env bash
# Server tests on embedded PGlite, then on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS=--experimental-vm-modules
# Each test app starts from a database built once per run (server/test/helpers/pglite-template.ts).
TEST_DB_TEMPLATES=$(mktemp -d)
export TEST_DB_TEMPLATES
trap 'rm -rf "$TEST_DB_TEMPLATES"' EXIT
TEST_DB=pglite pnpm exec jest --selectProjects server
if [ -n "${DATABASE_URL:-}" ]; then
  echo "Server tests again on PostgreSQL (${DATABASE_URL%%@*}@...)"
  TEST_DB=postgres pnpm exec jest --selectProjects server
else
  echo "DATABASE_URL is not set: skipping the PostgreSQL run of the server tests."
fi
