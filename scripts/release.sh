#!/bin/sh
# `npm run release [-- --out DIR]`: a folder a server runs as it is, with no
# build tools: the committed sources of HEAD, their build, and the production
# dependencies only (Node 24 among them, as the npm package `node`). Made on a
# machine of the server's kind (Linux x64 here: sharp and the Node binary are
# per platform), then copied to the server (docs/deployment.md).
#
# It builds from a clean copy of the commit, never from the working tree, so
# what runs is exactly what was committed; uncommitted changes are left out
# (and it says so). The default folder is releases/<UTC time>-<commit>.
set -eu
cd "$(dirname "$0")/.."

out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    *) echo "usage: npm run release [-- --out DIR]" >&2; exit 2 ;;
  esac
done

commit="$(git rev-parse --short=12 HEAD)"
out="${out:-releases/$(date -u +%Y-%m-%dT%H-%M-%SZ)-$commit}"
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then
  echo "› $out is not empty: choose another folder" >&2
  exit 1
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "› note: uncommitted changes are not in the release (it is made from $commit)"
fi

mkdir -p "$out"
log="$(cd "$out" && pwd)/release.log"
echo "› copying $commit into $out"
git archive HEAD | tar -x -C "$out"
rm -rf "$out/tests"
cd "$out"
echo "› installing every dependency to build (log: release.log)"
npm ci --no-audit --no-fund --loglevel=error >"$log" 2>&1 || { cat "$log"; exit 1; }
echo "› building"
npm run build >>"$log" 2>&1 || { cat "$log"; exit 1; }
echo "› keeping the production dependencies only"
npm prune --omit=dev --no-audit --no-fund --loglevel=error >>"$log" 2>&1 || { cat "$log"; exit 1; }
printf '%s\n' "$commit" > RELEASE
echo "› release $commit ready in $out: start it with node_modules/.bin/node server/main.ts"
