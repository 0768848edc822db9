#!/usr/bin/env bash
# The hosting tests run Debian's nginx; install it when it is missing (needs root, as on CI).
set -euo pipefail
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx
fi
