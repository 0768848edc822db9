#!/usr/bin/env bash
# `npm run test:browsers` drives Debian's Firefox ESR and WebKitGTK (WebKitWebDriver with MiniBrowser,
# under xvfb-run); install what is missing (needs root, as on CI).
set -euo pipefail
missing=()
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
