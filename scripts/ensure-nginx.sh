#!/usr/bin/env bash
# The production smoke (tests/e2e/production.e2e.ts) serves dist/ through deploy/nginx.conf with Debian's nginx;
# install it with apt when it is missing, without starting the system's own nginx service.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
# RUNLEVEL=1 keeps the package's post-install from starting a daemon on port 80
if command -v apt-get >/dev/null && [ "$(id -u)" = "0" ]; then
  echo "› apt-get install nginx"
  export DEBIAN_FRONTEND=noninteractive RUNLEVEL=1
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
elif command -v apt-get >/dev/null && command -v sudo >/dev/null; then
  echo "› sudo apt-get install nginx"
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq nginx >/dev/null
fi
if [ ! -x "$NGINX" ]; then
  echo "nginx is missing at $NGINX and could not be installed: install Debian's nginx package or set NGINX_PATH." >&2
  exit 1
fi
