#!/bin/sh
# `npm test`: every step runs, whatever an earlier one found, so one failing
# browser test does not hide the fault trials' answer; the run fails if any
# step did, and says which.
set -u
cd "$(dirname "$0")/.."
sh scripts/ensure.sh build browser nginx mailbox prometheus age || exit 1
failed=""
for step in lint typecheck test:unit test:e2e test:faults; do
  echo "› npm run $step"
  npm run --silent "$step" || failed="$failed $step"
done
if [ -n "$failed" ]; then
  echo "› failed:$failed" >&2
  exit 1
fi
echo "› every step passed"
