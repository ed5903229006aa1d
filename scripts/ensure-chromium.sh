#!/usr/bin/env bash
# The e2e tests run in Debian's Chromium; Playwright never downloads a browser.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install Debian's package 'chromium' (as root: apt-get install -y chromium)." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
