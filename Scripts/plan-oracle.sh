#!/usr/bin/env bash
# Plays exported plans in headless Chromium and compares with the engine's traces, printing the
# worst box difference (pt) and alpha difference per effect, with where the worst one was.
#
#   Scripts/plan-oracle.sh          # a spread of effects
#   Scripts/plan-oracle.sh --all    # every shipped effect (several minutes)
#
# Needs chromium on PATH; runs Tests/SegueCLITests/PlanBrowserOracleTests.swift. Exit status is
# the test run's: 0 when every effect is within 0.5 pt and 0.002 alpha.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--all" ]; then export SEGUE_ORACLE_ALL=1; fi
swift build --build-tests >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --filter PlanBrowserOracleTests >"$log" 2>&1 || status=$?
grep '^plan-vs-chromium' "$log" | sort || true
grep 'Expectation failed' "$log" | head -20 || true
grep -E 'Test run with' "$log" || cat "$log" >&2
exit $status
