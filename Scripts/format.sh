#!/usr/bin/env bash
# The one formatting rule set is .swift-format at the top of the repository (swift-format ships
# with the Swift toolchain as `swift format`).
#   Scripts/format.sh          check: print every line that breaks the rules, exit 1 if any does
#   Scripts/format.sh fix      rewrite the files in place
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Plugins Fuzz Benchmarks)
case "${1:-check}" in
  check) swift format lint --strict --parallel --recursive "${paths[@]}" ;;
  fix) swift format format --in-place --parallel --recursive "${paths[@]}" ;;
  *) echo "usage: Scripts/format.sh [check|fix]" >&2; exit 64 ;;
esac
