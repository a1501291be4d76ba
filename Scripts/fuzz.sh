#!/usr/bin/env bash
# Builds the fuzz targets in Fuzz/ with libFuzzer and AddressSanitizer, then runs each one.
#
#   Scripts/fuzz.sh [SECONDS] [TARGETS]    SECONDS per target (default 60); TARGETS: one or more of
#                                          FuzzManifest FuzzConfig FuzzSimulate FuzzScript FuzzFolder,
#                                          in one quoted argument (default all five)
#
# libFuzzer ships with the Swift toolchain on Linux, so nothing else is installed. The corpus
# starts from the shipped manifests and the test fixtures, copied into Fuzz/.scratch (never
# committed), and grows there from run to run. A crash or a hang fails the script and leaves the
# input in Fuzz/.scratch/artifacts: fix the cause and add the input to Tests/Fixtures/hostile.
# Release builds: about five times the executions per second of debug ones, with the same checks
# (preconditions, overflow traps, AddressSanitizer).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
targets=${2:-FuzzManifest FuzzConfig FuzzSimulate FuzzScript FuzzFolder}
scratch=Fuzz/.scratch

# Copies every file under the given paths (except goldens) into a flat corpus folder.
seed() {
  local corpus=$1
  shift
  mkdir -p "$corpus"
  local paths=()
  for path in "$@"; do [ -e "$path" ] && paths+=("$path"); done
  find "${paths[@]}" -type f ! -name '*.expected' | while read -r file; do
    cp "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"
  done
}

# Copies each manifest under the given paths with three selector bytes in front (scenario,
# format, frame rate), as FuzzSimulate reads its input.
seed_simulate() {
  local corpus=$1
  shift
  mkdir -p "$corpus"
  local index=0
  find "$@" -type f \( -name '*.yaml' -o -name '*.json' \) | sort | while read -r file; do
    index=$((index + 1))
    { printf "\\$(printf %03o $((index % 8)))\\$(printf %03o $((index % 7)))\\$(printf %03o $((index % 6 + (index % 2) * 128)))"; cat "$file"; } \
      >"$corpus/seed-$(echo "$file" | tr '/' '_')"
  done
}

mkdir -p "$scratch"
for target in $targets; do
  case $target in
    FuzzManifest)
      seed "$scratch/corpus/$target" Effects Tests/Fixtures/bad-input Tests/Fixtures/document Tests/Fixtures/hostile
      find "$scratch/corpus/$target" -name 'seed-Tests_Fixtures_hostile_config_*' -delete ;;
    FuzzConfig)
      seed "$scratch/corpus/$target" Config Tests/Fixtures/hostile/config Tests/Fixtures/bad-input/unknown-route-effect ;;
    FuzzSimulate)
      seed_simulate "$scratch/corpus/$target" Effects Tests/Fixtures/hostile/number-at-general-limit-ok.yaml \
        Tests/Fixtures/hostile/number-smallest-denormal.yaml ;;
    FuzzScript)
      seed "$scratch/corpus/$target" Tests/Fixtures/scripts ;;
    FuzzFolder)
      # Issue 34's folder cases: a name that is not UTF-8, a link loop, a link to nothing, a hidden file.
      mkdir -p "$scratch/corpus/$target"
      printf 'caf\351.yaml\001segue: 1\000good.yaml\001segue: 1\nid: x\n' >"$scratch/corpus/$target/seed-not-utf8"
      printf 'loop.yaml\001>loop.yaml\000dangling.yml\001>nothing.yaml\000.hidden.json\001{}' >"$scratch/corpus/$target/seed-links"
      cp Tests/Fixtures/hostile/cases/inputs/ok.yaml "$scratch/corpus/$target/seed-ok" ;;
    *) echo "fuzz.sh: unknown target '$target' (FuzzManifest, FuzzConfig, FuzzSimulate, FuzzScript or FuzzFolder)" >&2; exit 64 ;;
  esac
done

# The targets one after the other: the package and its dependencies are compiled by the first
# build only, so each further target costs its own file and a link. (A build of the whole fuzz
# package would also link the segue executable with the fuzzer flags, which gold cannot always do.)
echo "== building $targets"
started=$(date +%s)
log=$scratch/build.log
: >"$log"
for target in $targets; do
  # -enable-testing: the targets drive readers and renderers that are `package` API, through
  # `@testable import` (a package's `package` declarations are not visible to another package).
  if ! swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
      -Xswiftc -enable-testing --product "$target" >>"$log" 2>&1; then
    # gold warns about every AddressSanitizer helper symbol; the real error is elsewhere.
    grep -v "Cannot export local symbol" "$log" >&2
    exit 1
  fi
done
echo "   built in $(( $(date +%s) - started ))s"

status=0
for target in $targets; do
  case $target in
    FuzzSimulate) dict=Fuzz/simulate.dict ;;
    FuzzScript) dict=Fuzz/script.dict ;;
    *) dict=Fuzz/segue.dict ;;
  esac

  echo "== running $target for ${seconds}s"
  mkdir -p "$scratch/artifacts"
  run_log=$scratch/run-$target.log
  if Fuzz/.build/release/"$target" "$scratch/corpus/$target" \
      -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=8192 -dict="$dict" \
      -artifact_prefix="$scratch/artifacts/$target-" -print_final_stats=1 >"$run_log" 2>&1; then
    grep -E "^#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$run_log" || true
  else
    status=1
    tail -60 "$run_log" >&2
    echo "fuzz.sh: $target failed; the input is in $scratch/artifacts/" >&2
  fi
done
exit $status
