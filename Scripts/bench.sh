#!/usr/bin/env bash
# Runs every Segue benchmark and prints the numbers BENCHMARKS.md records.
# Usage: Scripts/bench.sh [--quick]   (--quick: fewer runs, no 10-minute stream)
# Needs: libyaml-dev, hyperfine, /usr/bin/time (apt-get install -y hyperfine time).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
[ "${1:-}" = "--quick" ] && quick=1
runs=5; [ $quick = 1 ] && runs=2

need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null
fi

echo "== machine"
uname -srm
grep -m1 'model name' /proc/cpuinfo || true
echo "cores: $(nproc), memory: $(free -g | awk '/Mem:/ {print $2}') GiB, load: $(cut -d' ' -f1-3 /proc/loadavg)"
swift --version 2>&1 | head -1

echo "== build (release)"
swift build -c release --product segue
swift build --package-path Benchmarks -c release
segue=$(swift build -c release --show-bin-path)/segue
probe=$(swift build --package-path Benchmarks -c release --show-bin-path)/bench-probe

echo "== 1. loading (10,000 manifests) and 2. sampling and 3. check: interleaved, thread CPU time"
"$probe" compare-loading 10000 "$runs"
"$probe" sampling 2000000 "$runs"
"$probe" simulate 0 "$runs"
"$probe" check 0 "$runs"
echo "== 10. SegueKit's main-thread work in a transition (issue 48 item 8)"
"$probe" app-first-use 15

echo "== the benchmark suites (ordo-one/benchmark)"
swift package --package-path Benchmarks benchmark --no-progress

echo "== 4. CLI latency (hyperfine, whole processes)"
# Cold: the page cache is dropped before each run where we may (root); otherwise the first run is the cold one.
if [ -w /proc/sys/vm/drop_caches ]; then
  hyperfine -N --runs 5 --prepare "sh -c 'sync; echo 3 > /proc/sys/vm/drop_caches'" \
    --command-name 'segue list (cold)' "$segue list" \
    --command-name 'segue validate Effects Config (cold)' "$segue validate Effects Config"
else
  echo "(cannot drop the page cache: cold runs skipped)"
fi
# The floor: a Swift "hello" built the same way (release), in a scratch folder outside the repo, run in
# the same interleaved hyperfine so the ratio holds on a shared machine.
hello_dir=$(mktemp -d)
mkdir -p "$hello_dir/Sources/hello"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "hello", targets: [.executableTarget(name: "hello")])\n' >"$hello_dir/Package.swift"
echo 'print("hello")' >"$hello_dir/Sources/hello/main.swift"
swift build --package-path "$hello_dir" -c release >/dev/null
hello=$(swift build --package-path "$hello_dir" -c release --show-bin-path)/hello
hyperfine -N --warmup 5 --runs 50 \
  --command-name 'swift hello (warm)' "$hello" \
  --command-name 'segue list (warm)' "$segue list" \
  --command-name 'segue validate Effects Config (warm)' "$segue validate Effects Config"
# Streamed JSON a frame: 1,004 lines against 5; (difference) / 1,000 is the cost of one frame.
hyperfine -N --warmup 1 --runs 10 \
  --command-name 'ndjson, 1000 frames' "$segue simulate crossfade --fps 1000 --format ndjson" \
  --command-name 'ndjson, 1 frame' "$segue simulate crossfade --fps 1 --format ndjson"
rm -rf "$hello_dir"

echo "== 4b. validate of 10,000 manifests against a C program that only scans libyaml's events (issue 23)"
# The corpus: the built-in YAML manifests copied under new ids until there are 10,000 files.
scan_dir=$(mktemp -d)
corpus="$scan_dir/corpus"
mkdir -p "$corpus"
copy=1
while [ "$(find "$corpus" -type f | wc -l)" -lt 10000 ]; do
  for file in Effects/*.yaml; do
    [ "$(find "$corpus" -type f | wc -l)" -ge 10000 ] && break
    id=$(basename "$file" .yaml)
    sed -e "s/^id: .*/id: c$copy-$id/" "$file" > "$corpus/c$copy-$id.yaml"
  done
  copy=$((copy + 1))
done
cc -O2 Benchmarks/Scanner/yaml-scan.c -lyaml -o "$scan_dir/yaml-scan"
"$scan_dir/yaml-scan" "$corpus"
hyperfine -N --warmup 2 --runs 15 \
  --command-name 'C libyaml event scan' "$scan_dir/yaml-scan $corpus" \
  --command-name 'segue validate' "$segue validate $corpus"
/usr/bin/time -f "segue validate: peak RSS %M KB, %R minor page faults" "$segue" validate "$corpus" >/dev/null
rm -rf "$scan_dir"

echo "== 5. memory (peak RSS, /usr/bin/time -v)"
peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2 " KB"}'; }
echo "corpus generation only (baseline): $(peak "$probe" corpus-only 10000)"
echo "load 10,000 manifests with Segue:  $(peak "$probe" load-segue 10000)"
echo "load 10,000 manifests with Yams:   $(peak "$probe" load-yams 10000)"
# Streams as long as we like: a script of push/pop pairs, each transition up to 60 s (the manifest
# maximum), at 1000 fps, printed as ndjson to /dev/null. Peak RSS must not grow with the length.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
stream() {
  local minutes=$1 script="$tmp/stream-$1.yaml"
  : > "$script"
  for _ in $(seq 1 "$minutes"); do
    echo "- push: {effect: slide, toDuration: 30, backDuration: 30}" >> "$script"
    echo "- pop" >> "$script"
  done
  local start=$SECONDS
  local rss; rss=$(peak "$segue" simulate --script "$script" --fps 1000 --format ndjson)
  echo "ndjson stream, ${minutes} min at 1000 fps ($((minutes * 60000)) frames): peak RSS $rss, $((SECONDS - start)) s"
}
stream 1
[ $quick = 1 ] || stream 10

echo "== 7. gallery (issue 16): CPU, peak RSS and size for the catalog, and with 60 and 120 more effects"
# The extra effects extend the built-ins under new ids, so each gallery page is a real one.
extra="$tmp/extra"
mkdir -p "$extra/60" "$extra/120"
for file in Effects/*; do
  id=$(basename "$file"); id=${id%.*}
  for n in 1 2; do
    printf 'segue: 1\nid: copy%s-%s\nname: Copy %s of %s\nsummary: The same effect again.\nfamily: custom\nextends: %s\n' \
      "$n" "$id" "$n" "$id" "$id" > "$extra/120/copy$n-$id.yaml"
  done
  cp "$extra/120/copy1-$id.yaml" "$extra/60/"
done
for set in none 60 120; do
  args=(); [ $set = none ] || args=(--effects "$extra/$set")
  rm -rf "$tmp/site"
  /usr/bin/time -f "gallery (+$set effects): user %U s, sys %S s, peak RSS %M KB" "$segue" gallery "${args[@]}" --out "$tmp/site" 2>&1 | tail -1
  echo "  site $(du -sb "$tmp/site" | cut -f1) bytes, largest file $(find "$tmp/site" -type f -printf '%s\n' | sort -n | tail -1) bytes"
done
