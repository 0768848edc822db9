#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (needs root, as on CI).
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
