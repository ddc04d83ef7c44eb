#!/bin/sh
# Brings a fresh clone up to what `npm start` and `npm test` need, doing only
# what is missing. Usage: sh scripts/ensure.sh [build] [browser] [nginx] [mailbox] [prometheus] [age] [bench] [loadtools] | stamp
#   always   installs npm dependencies when node_modules is missing or older
#            than package-lock.json (this brings Node 24 as the `node` package)
#   build    rebuilds when any source is newer than the last build (the build
#            in ${BUILD_DIR:-build}); its output goes to build.log in the
#            build folder, and only a failure shows it
#   browser  installs Debian's Chromium when /usr/bin/chromium is absent, and
#            its headless shell (the browser tests' Chromium) when
#            /usr/bin/chromium-headless-shell is
#   bench    installs Lighthouse and chrome-launcher, which only
#            `npm run bench:pages` uses, without adding them to package.json,
#            and Debian's Noto fonts when the machine has no Devanagari face
#            (phones ship one, so Hindi pages are measured as they read there)
#   nginx    installs nginx from Debian's packages when absent (the tests run
#            the site behind it, with deploy/nginx.conf)
#   mailbox  installs Debian's dovecot-imapd when absent (the tests run a real
#            IMAP server of their own for the reply mailbox; the machine's own
#            Dovecot service is never started or configured)
#   prometheus installs Debian's prometheus when absent (the tests scrape the
#            site with a real Prometheus of their own, and check the shipped
#            rules with promtool; the machine's own Prometheus service is never
#            started or configured)
#   age      installs Debian's age when absent (the encrypted backups' tests
#            open a backup with Debian's own `age -d`, with an identity its
#            `age-keygen` wrote, as the deployment guide does)
#   loadtools installs nginx and wrk from Debian's packages when absent
#            (`npm run bench` measures the server beside nginx, with wrk)
#   stamp    only records that the build just made is current (the last step
#            of `npm run build`, so a manual build counts as fresh)
set -e
cd "$(dirname "$0")/.."

# The build folder, as react-router.config.ts reads it (its default is in
# common/site-defaults.ts). The site's address is not part of the build: the
# server reads SITE_URL at run time, so one build serves any address.
build_dir="${BUILD_DIR:-build}"

if [ "$1" = "stamp" ]; then
  # The last step of `npm run build`: the build is whole.
  mkdir -p "$build_dir"
  date -u +%Y-%m-%dT%H:%M:%SZ > "$build_dir/.stamp"
  exit 0
fi

want_build=false
want_browser=false
want_bench=false
want_loadtools=false
want_nginx=false
want_mailbox=false
want_prometheus=false
want_age=false
for arg in "$@"; do
  case "$arg" in
    build) want_build=true ;;
    browser) want_browser=true ;;
    bench) want_bench=true ;;
    loadtools) want_loadtools=true ;;
    nginx) want_nginx=true ;;
    mailbox) want_mailbox=true ;;
    prometheus) want_prometheus=true ;;
    age) want_age=true ;;
  esac
done

# npm runs on the first `node` in PATH. On a first install that is the
# machine's own Node; when it is older than the project's (package.json
# "engines": >=24), npm warns EBADENGINE for every package that wants a newer
# Node (six packages, 30 lines, with Node 20). They do not apply: every npm script then runs on the
# project's Node 24 (node_modules/.bin/node). So say so once and show only errors.
npm_install() {
  node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$node_major" -ge 24 ]; then
    npm install --no-audit --no-fund "$@"
  else
    echo "  (npm runs on this machine's Node $(node -v 2>/dev/null) and would warn EBADENGINE about packages that"
    echo "   want a newer one; only errors are shown, as every script runs on the project's own Node 24)"
    npm install --no-audit --no-fund --loglevel=error "$@"
  fi
}

if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies"
  # `npm install` rather than `npm ci`: the npm here writes lockfiles without
  # other platforms' optional packages, which `npm ci` then refuses.
  npm_install
  touch node_modules/.package-lock.json
fi

if $want_bench; then
  # Pinned here, since package.json does not list them. A later plain
  # `npm install` removes them again; the next bench puts them back.
  bench_packages="lighthouse@13.5.0 chrome-launcher@1.2.1"
  for spec in $bench_packages; do
    name="${spec%@*}"
    version="$(node -p "require('./node_modules/$name/package.json').version" 2>/dev/null || true)"
    if [ "$version" != "${spec##*@}" ]; then
      echo "› installing $bench_packages for the benchmark (not saved to package.json)"
      # shellcheck disable=SC2086
      npm_install --no-save $bench_packages
      touch node_modules/.package-lock.json
      break
    fi
  done
fi

if $want_browser && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "› installing Chromium and its headless shell from Debian's packages"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

if $want_bench && [ -z "$(fc-list :lang=hi 2>/dev/null | head -n 1)" ]; then
  echo "› installing Debian's Noto fonts: a Devanagari face, as Android phones have"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq fonts-noto-core >/dev/null
fi

if $want_nginx && [ ! -x /usr/sbin/nginx ]; then
  echo "› installing nginx from Debian's packages"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq nginx >/dev/null
fi

if $want_mailbox && [ ! -x /usr/sbin/dovecot ]; then
  echo "› installing Dovecot's IMAP server from Debian's packages (the reply mailbox's tests)"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq dovecot-imapd >/dev/null
fi

if $want_prometheus && [ ! -x /usr/bin/promtool ]; then
  echo "› installing Prometheus from Debian's packages (the metrics tests)"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi

if $want_age && { [ ! -x /usr/bin/age ] || [ ! -x /usr/bin/age-keygen ]; }; then
  echo "› installing age from Debian's packages (the encrypted backups' tests)"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq age >/dev/null
fi

if $want_loadtools && { [ ! -x /usr/sbin/nginx ] || [ ! -x /usr/bin/wrk ]; }; then
  echo "› installing nginx and wrk from Debian's packages"
  if [ "$(id -u)" = "0" ]; then as_root=""; else as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq nginx wrk >/dev/null
fi

# A value from .env, which the server reads (server/config.ts): `npm start`
# passes BUILD_DIR from there to the build, so that both agree. The
# environment wins over the file, as in the server.
env_file_value() {
  [ -f .env ] || return 0
  sed -n "s/^[[:space:]]*\(export[[:space:]]\{1,\}\)\{0,1\}$1[[:space:]]*=[[:space:]]*//p" .env | tail -n 1 \
    | sed -e 's/^"\([^"]*\)".*$/\1/;t' -e "s/^'\([^']*\)'.*$/\\1/;t" -e 's/#.*$//' -e 's/[[:space:]]*$//'
}

if $want_build; then
  build_dir="${BUILD_DIR:-$(env_file_value BUILD_DIR)}"
  build_dir="${build_dir:-build}"
  stamp="$build_dir/.stamp"
  stale=false
  if [ ! -f "$stamp" ] || [ ! -f "$build_dir/server/index.js" ] || [ ! -f "$build_dir/launch.js" ]; then
    stale=true
  elif [ -n "$(find app common public server react-router.config.ts vite.config.ts package-lock.json \
    scripts/precompress.ts scripts/build-launcher.ts -newer "$stamp" -type f ! -name '*.test.ts' ! -name '*.test.tsx' 2>/dev/null \
    | head -n 1)" ]; then
    # The server is part of the server build (server/entry.ts); its tests are not.
    stale=true
  fi
  if $stale; then
    # The build lists every file it writes (about 75 lines): kept in a log
    # beside the build, shown only when the build fails.
    echo "› building (log: $build_dir/build.log)"
    mkdir -p "$build_dir"
    log="$(mktemp)"
    if BUILD_DIR="$build_dir" npm run build >"$log" 2>&1; then
      mv "$log" "$build_dir/build.log"
      echo "  built in $build_dir/"
    else
      cat "$log"
      rm -f "$log"
      echo "› the build failed (above)" >&2
      exit 1
    fi
  fi
fi
