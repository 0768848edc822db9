#!/usr/bin/env bash
# Serve the build with deploy/nginx/site.conf on loopback, in the foreground, as the hosting tests do.
# NGINX_PORT (9604) and NGINX_ROOT (public/) choose the port and the folder, NGINX_PATH the nginx;
# everything else is production's.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${NGINX_PORT:-9604}
root=$(realpath "${NGINX_ROOT:-public}")
prefix=${TMPDIR:-/tmp}/splenworks-nginx-$port

if [ ! -f build/nginx/security-headers.conf ]; then
  echo "build/nginx/security-headers.conf is missing: run npm run build first" >&2
  exit 1
fi

# As scripts/tools.ts finds it, which the tests pass in NGINX_PATH.
nginx=${NGINX_PATH:-$(PATH="$PATH:/usr/sbin" command -v nginx || true)}
if [ ! -x "$nginx" ]; then
  echo "nginx is missing: install nginx or set NGINX_PATH${NGINX_PATH:+ (not an executable: $NGINX_PATH)}" >&2
  exit 1
fi
# mime.types is beside the nginx.conf this nginx was built with (/etc/nginx on Debian).
conf_path=$("$nginx" -V 2>&1 | sed -n 's/.*--conf-path=\([^ ]*\).*/\1/p')
mime_types=$(dirname "${conf_path:-/etc/nginx/nginx.conf}")/mime.types

rm -rf "$prefix"
mkdir -p "$prefix/conf/splenworks" "$prefix/temp"
# As in production: the config from deploy/nginx/ and the build's generated includes in one folder.
ln -s "$PWD"/deploy/nginx/*.conf "$PWD"/build/nginx/*.conf "$prefix/conf/splenworks/"
# Debian's /etc/nginx/nginx.conf, with paths that need no root and the server block production has.
cat >"$prefix/conf/nginx.conf" <<CONF
worker_processes 1;
pid $prefix/nginx.pid;
error_log stderr;
events {
    worker_connections 256;
}
http {
    include $mime_types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path $prefix/temp/body;
    proxy_temp_path $prefix/temp/proxy;
    fastcgi_temp_path $prefix/temp/fastcgi;
    uwsgi_temp_path $prefix/temp/uwsgi;
    scgi_temp_path $prefix/temp/scgi;

    include splenworks/cache-control.conf;
    include splenworks/csp.conf;
    include splenworks/not-found.conf;
    server {
        listen 127.0.0.1:$port;
        root $root;
        include splenworks/site.conf;
    }
}
CONF

exec "$nginx" -p "$prefix" -c "$prefix/conf/nginx.conf" -g 'daemon off;'
