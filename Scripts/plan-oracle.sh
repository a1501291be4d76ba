#!/usr/bin/env bash
# Plays exported plans in headless Chromium and compares with the engine's traces, printing the
# worst box difference (pt) and alpha difference per effect, with where the worst one was.
#
#   Scripts/plan-oracle.sh          # a spread of effects
#   Scripts/plan-oracle.sh --all    # every shipped effect (several minutes)
#   Scripts/plan-oracle.sh cube-horizontal natgeo   # the effects named
#
# Each effect is checked plainly (push, pop, present, dismiss paused at a spread of times) and
# interactively (a pop released at 0.7 and a dismissal released at 0.3: every scrub point, every
# release frame and the completed state); lines starting "plan-vs-chromium interactive" are the latter.
#
# Needs chromium on PATH; runs Tests/SegueCLITests/PlanBrowserOracleTests.swift. Exit status is
# the test run's: 0 when every effect is within 0.5 pt and 0.002 alpha.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--all" ]; then
  export SEGUE_ORACLE_ALL=1
elif [ $# -gt 0 ]; then
  SEGUE_ORACLE_EFFECTS=$(IFS=,; echo "$*")
  export SEGUE_ORACLE_EFFECTS
fi
swift build --build-tests >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --filter PlanBrowserOracleTests >"$log" 2>&1 || status=$?
grep '^plan-vs-chromium' "$log" | sort || true
grep 'Expectation failed' "$log" | head -20 || true
grep -E 'Test run with' "$log" || cat "$log" >&2
exit $status
