#!/bin/sh
# Brings a fresh clone up to what `npm start` and `npm test` need, doing only
# what is missing. Usage: sh scripts/ensure.sh [build] [browser]
#   always   installs npm dependencies when node_modules is missing or older
#            than package-lock.json (this brings Node 24 as the `node` package)
#   build    rebuilds when any source is newer than the last build or SITE_URL changed
#   browser  installs Debian's Chromium when /usr/bin/chromium is absent
set -e
cd "$(dirname "$0")/.."

want_build=false
want_browser=false
for arg in "$@"; do
  case "$arg" in
    build) want_build=true ;;
    browser) want_browser=true ;;
  esac
done

if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies"
  # `npm install` rather than `npm ci`: the npm here writes lockfiles without
  # other platforms' optional packages, which `npm ci` then refuses.
  npm install --no-audit --no-fund
  touch node_modules/.package-lock.json
fi

if $want_browser && [ ! -x /usr/bin/chromium ]; then
  echo "› installing Chromium from Debian's packages"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium >/dev/null
fi

if $want_build; then
  stamp=build/.stamp
  site_url="${SITE_URL:-http://localhost:3000}"
  stale=false
  if [ ! -f "$stamp" ] || [ ! -f build/server/index.js ]; then
    stale=true
  elif [ "$(cat "$stamp")" != "$site_url" ]; then
    stale=true
  elif [ -n "$(find app common public react-router.config.ts vite.config.ts package-lock.json scripts/precompress.ts -newer "$stamp" -type f 2>/dev/null | head -n 1)" ]; then
    stale=true
  fi
  if $stale; then
    echo "› building"
    npm run build
    printf '%s' "$site_url" > "$stamp"
  fi
fi
