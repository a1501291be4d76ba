#!/usr/bin/env bash
# Holds the line the benchmarks drew: counts the instructions (callgrind) that loading, sampling,
# check, writing ndjson frames and validating files cost, and fails when one has grown past its
# budget in Benchmarks/budgets.tsv. Instruction counts do not depend on how busy the machine is, so
# this gives the same answer on a shared host.
#
# Usage: Scripts/bench-guard.sh [--update] [--budgets FILE] [--measured FILE]
#   (no option)      measure and compare with the budgets; exit 1 on a regression
#   --update         measure and write the counts as the new budgets (tolerances are kept)
#   --budgets FILE   another budgets file (default Benchmarks/budgets.tsv)
#   --measured FILE  take the counts from FILE (lines "name<TAB>count") instead of measuring
# Exit: 0 within budget, 1 a regression, 2 the guard could not judge, 64 a bad option.
# Needs: libyaml-dev and valgrind when it measures (about two minutes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

budgets=$root/Benchmarks/budgets.tsv
measured_file=
update=0
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1 ;;
    --budgets) budgets=${2:?--budgets needs a file}; shift ;;
    --measured) measured_file=${2:?--measured needs a file}; shift ;;
    *) echo "usage: Scripts/bench-guard.sh [--update] [--budgets FILE] [--measured FILE]" >&2; exit 64 ;;
  esac
  shift
done

# name | unit | units measured | the function whose calls are counted (mangled) | probe arguments.
# Counting one function (--toggle-collect) leaves out making the corpus and the process around it.
loader='$s12SegueCatalog0B6LoaderV4loadyAA0B4LoadVSayAA10SourceFileVGF'
bare='$s12BenchSupport11BareLibYAMLO11countEventsySiSays5UInt8VGFZ'
sample='$s12BenchSupport16SamplingWorkloadO6sample_5countSd11SegueEngine12TrackSamplerV_SitFZ'
check='$s12BenchSupport18SimulationWorkloadO5checkySay12SegueCatalog9CheckCaseVGSayAE16EffectDefinitionVGFZ'
lines='$s12BenchSupport15CommandWorkloadO5linesySiSay11SegueEngine11FrameSampleVGFZ'
validate='$s12BenchSupport15CommandWorkloadO8validateySiSaySSGFZ'
measurements=(
  "loading|manifest|2000|$loader|load-segue 2000"
  "libyaml-limit|manifest|2000|$bare|load-libyaml 2000"
  "sample-cubic-bezier|sample|100000|$sample|sample-track 100000 0"
  "sample-keyframes-3|sample|100000|$sample|sample-track 100000 1"
  "sample-spring-uikit|sample|100000|$sample|sample-track 100000 2"
  "sample-spring-physical|sample|100000|$sample|sample-track 100000 3"
  "sample-spring-bounce|sample|100000|$sample|sample-track 100000 4"
  "check-catalog|run|1|$check|check-once"
  "ndjson-explode|run|1|$lines|ndjson-lines 60"
  "validate-files|file|2000|$validate|validate-files 2000"
)

declare -A measured
if [ -n "$measured_file" ]; then
  [ -r "$measured_file" ] || { echo "bench-guard: cannot read $measured_file" >&2; exit 2; }
  while IFS=$'\t' read -r name count _; do
    case "$name" in ''|'#'*) continue ;; esac
    measured[$name]=$count
  done <"$measured_file"
else
  if ! command -v valgrind >/dev/null; then
    if [ "$(id -u)" = 0 ]; then
      echo "installing: valgrind"
      apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null
    else
      echo "bench-guard: valgrind is not installed (apt-get install valgrind)" >&2; exit 2
    fi
  fi
  swift build --package-path "$root/Benchmarks" -c release --product bench-probe >/dev/null
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
  # valgrind 3.19 cannot read Swift 6.3's debug info: measure a stripped copy.
  cp "$(swift build --package-path "$root/Benchmarks" -c release --show-bin-path)/bench-probe" "$work/probe"
  strip --strip-debug "$work/probe"
  # The hash seed is fixed so that dictionaries take the same path on every run.
  export SWIFT_DETERMINISTIC_HASHING=1
  echo "instructions counted by callgrind:"
  for entry in "${measurements[@]}"; do
    IFS='|' read -r name unit units symbol arguments <<<"$entry"
    # shellcheck disable=SC2086  # the probe's arguments are words
    total=$(valgrind --tool=callgrind --toggle-collect="$symbol" --callgrind-out-file=/dev/null \
      "$work/probe" $arguments 2>&1 | awk '/Collected :/ {print $4}')
    if [ -z "$total" ] || [ "$total" -lt 1000 ]; then
      echo "bench-guard: nothing was counted for $name: is $symbol still a function of the probe (renamed, or inlined)? Update this script." >&2
      exit 2
    fi
    measured[$name]=$((total / units))
    printf '  %-24s %12s instructions per %s\n' "$name" "${measured[$name]}" "$unit"
  done
fi

# A measured count is a whole number of instructions; anything else means the input is broken.
for entry in "${measurements[@]}"; do
  IFS='|' read -r name _ <<<"$entry"
  if ! [[ "${measured[$name]:-}" =~ ^[0-9]+$ ]]; then
    echo "bench-guard: no count for $name (got '${measured[$name]:-}')" >&2; exit 2
  fi
done

if [ $update = 1 ]; then
  next=$(mktemp "$budgets.XXXXXX")
  {
    echo "# Instruction budgets for Scripts/bench-guard.sh (callgrind; written by --update)."
    echo "# name	instructions per unit	tolerance in percent"
    for entry in "${measurements[@]}"; do
      IFS='|' read -r name _ <<<"$entry"
      tolerance=$(awk -F'\t' -v n="$name" '$1 == n {print $3}' "$budgets" 2>/dev/null || true)
      printf '%s\t%s\t%s\n' "$name" "${measured[$name]}" "${tolerance:-2}"
    done
  } >"$next"
  mv "$next" "$budgets"
  echo "wrote $budgets"
  exit 0
fi

[ -f "$budgets" ] || { echo "bench-guard: $budgets is missing; run Scripts/bench-guard.sh --update" >&2; exit 2; }
echo "against $budgets:"
failed=0
line=0
declare -A budgeted
while IFS=$'\t' read -r name budget tolerance; do
  line=$((line + 1))
  case "$name" in ''|'#'*) continue ;; esac
  budgeted[$name]=1
  if ! [[ "$budget" =~ ^[0-9]+$ && "$budget" -gt 0 && "$tolerance" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
    echo "bench-guard: $budgets:$line: want 'name<TAB>instructions<TAB>tolerance', got '$name	$budget	$tolerance'" >&2
    exit 2
  fi
  now=${measured[$name]:-}
  if [ -z "$now" ]; then
    echo "bench-guard: $budgets:$line: '$name' is not something this script measures" >&2
    exit 2
  fi
  verdict=$(awk -v now="$now" -v budget="$budget" -v tol="$tolerance" 'BEGIN {
    change = (now - budget) * 100 / budget
    printf "%+.1f%% against %.0f (tolerance %s%%): %s", change, budget, tol, (change > tol ? "REGRESSION" : (change < -tol ? "better; --update to lower the budget" : "ok")) }')
  printf '  %-24s %s\n' "$name" "$verdict"
  case "$verdict" in *REGRESSION*) failed=1 ;; esac
done <"$budgets"
for entry in "${measurements[@]}"; do
  IFS='|' read -r name _ <<<"$entry"
  if [ -z "${budgeted[$name]:-}" ]; then
    echo "bench-guard: $budgets has no budget for $name; run Scripts/bench-guard.sh --update" >&2
    exit 2
  fi
done

awk -v s="${measured[loading]}" -v l="${measured[libyaml-limit]}" \
  'BEGIN { printf "  loading / libyaml limit: %.2fx in instructions (target 1.5x in time)\n", s / l }'
if [ $failed = 1 ]; then
  echo "bench-guard: a count grew past its budget. If libyaml-limit moved too, the toolchain or libyaml changed: re-run with --update and say so in the commit." >&2
  exit 1
fi
