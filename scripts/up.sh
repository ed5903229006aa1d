#!/usr/bin/env bash
# Installs, builds and starts the whole portal on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@12.21.0
pnpm install --frozen-lockfile
pnpm run build
exec pnpm start
