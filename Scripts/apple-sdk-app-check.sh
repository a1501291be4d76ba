#!/usr/bin/env bash
# Type-checks what an app writes against SegueKit, for iOS, with Apple's real iPhoneOS SDK: every
# Swift block the docs mark `<!-- app-example -->` (README.md and docs/), as one app module that
# imports SegueKit, with the constants SegueBuildPlugin generates (built with `swift run`); and, for the Mac, the YAML reader with libyaml present (macOS has libyaml from
# Homebrew, the iOS SDK has none, so ../shared/apple-sdk-check never compiles that branch).
#
# Run it from the package root after ../shared/apple-sdk-check/check.sh has run once (it reuses
# that check's extracted SDK, resource folder and module cache in ~/.cache/segue-apple-sdk):
#   Scripts/apple-sdk-app-check.sh
# APPLE_SDK_CHECK names the check's folder (default ../shared/apple-sdk-check).
set -u
pkg=$(pwd)
check=${APPLE_SDK_CHECK:-$pkg/../shared/apple-sdk-check}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/segue-apple-sdk
sdk=$cache/iPhoneOS16.5.sdk
TARGET=${TARGET:-arm64-apple-ios15.0}
if [ ! -f "$sdk/.ready" ] || [ ! -d "$cache/resource-dir" ]; then
  echo "no extracted SDK in $cache: run ../shared/apple-sdk-check/check.sh once first (its README says how)"
  exit 2
fi
[ -f "$check/Synchronization.swift" ] || { echo "no $check/Synchronization.swift: set APPLE_SDK_CHECK"; exit 2; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(-target "$TARGET" -sdk "$sdk" -resource-dir "$cache/resource-dir" -module-cache-path "$cache/module-cache" -I "$out")
failed=0
fail() { failed=$((failed + 1)); echo "FAIL $1"; grep -E "error: " "$2" | sed "s|$pkg/||; s|$out/||" | sort -u | head -40; }

swiftc -emit-module -parse-as-library -module-name Synchronization -emit-module-path "$out/Synchronization.swiftmodule" \
  "${common[@]}" -swift-version 6 "$check/Synchronization.swift" >"$out/sync.log" 2>&1 || { cat "$out/sync.log"; exit 2; }

# SegueKit and what it depends on, in dependency order, from the package's own description.
swift package dump-package > "$out/package.json" 2>/dev/null || { echo "swift package dump-package failed"; exit 2; }
modules=$(python3 - "$out/package.json" SegueKit <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in d["targets"] if t["type"] == "regular"}
order, seen = [], set()
def visit(n):
    if n in seen or n not in targets: return
    seen.add(n)
    for dep in targets[n].get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dep: visit(dep[kind][0])
    order.append(n)
visit(sys.argv[2])
print(" ".join(order))
PY
)
# What SegueBuildPlugin generates at build time, which no file under Sources/ holds: the built-in
# effects' SegueEffectID constants (part of SegueKitCore) and, for the app module, the constants
# and config of Tests/Fixtures/build-plugin (the app of docs/how-to/build-plugin.md).
gen=$out/generated
mkdir -p "$gen"
mapfile -t builtins < <(find "$pkg/Effects" -maxdepth 1 \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) | sort)
fixture=$pkg/Tests/Fixtures/build-plugin
mapfile -t own < <(find "$fixture/Effects" -maxdepth 1 \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) | sort)
tool=(swift run -q SegueBuildTool)
"${tool[@]}" builtin-ids --output "$gen/SegueEffectID+Builtins.swift" "${builtins[@]}" >"$out/gen.log" 2>&1 \
  && "${tool[@]}" app --output "$gen/SegueApp+Generated.swift" $(printf -- '--builtin %s ' "${builtins[@]}") \
    --config "$fixture/segue.yaml" "${own[@]}" >>"$out/gen.log" 2>&1 \
  || { echo "SegueBuildTool failed:"; cat "$out/gen.log"; exit 2; }

# Interfaces only: ../shared/apple-sdk-check type-checks the bodies.
for m in $modules; do
  mapfile -d '' files < <(find "$pkg/Sources/$m" -name '*.swift' -print0 | sort -z)
  [ "$m" = SegueKitCore ] && files+=("$gen/SegueEffectID+Builtins.swift")
  [ ${#files[@]} -gt 0 ] || continue
  swiftc -emit-module -parse-as-library -Xfrontend -experimental-skip-all-function-bodies -module-name "$m" \
    -emit-module-path "$out/$m.swiftmodule" "${common[@]}" -swift-version 6 -package-name segue "${files[@]}" \
    >"$out/$m.log" 2>&1 || { fail "$m (interface)" "$out/$m.log"; }
done

# The docs' app examples, one file each, in one app module (a later block may use an earlier
# block's types, as the README's SwiftUI example uses the UIKit one's delegates).
mapfile -t docs < <(ls "$pkg/README.md"; find "$pkg/docs" -name '*.md' 2>/dev/null | sort)
python3 - "$out/app" "${docs[@]}" <<'PY'
import os, sys
folder, docs = sys.argv[1], sys.argv[2:]
os.makedirs(folder)
count = 0
for doc in docs:
    lines = open(doc, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if line.strip() != "<!-- app-example -->":
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j >= len(lines) or lines[j].strip() != "```swift":
            sys.exit(f"{doc}:{i + 1}: <!-- app-example --> must stand right before a ```swift block")
        end = lines.index("```", j + 1)
        with open(os.path.join(folder, f"Example{count}.swift"), "w") as f:
            f.write(f"// {os.path.relpath(doc)}:{j + 2}\n" + "\n".join(lines[j + 1:end]) + "\n")
        count += 1
if count == 0:
    sys.exit("no <!-- app-example --> block in the docs")
print(f"{count} app examples")
PY
[ $? = 0 ] || exit 2
mapfile -d '' examples < <(find "$out/app" -name '*.swift' -print0 | sort -z)
blocks=${#examples[@]}
examples+=("$gen/SegueApp+Generated.swift")
for debug in "" "-DDEBUG"; do
  swiftc -typecheck -parse-as-library -module-name ReadmeApp "${common[@]}" -swift-version 6 $debug "${examples[@]}" >"$out/app$debug.log" 2>&1 \
    || fail "app examples ${debug:+(DEBUG)}" "$out/app$debug.log"
done
[ "$failed" = 0 ] && echo "ok   app examples ($blocks blocks) import SegueKit, with the generated constants"

# The Mac's YAML reader: SegueDocument with CYAML present, libyaml's own header (which includes
# only the C library's stdlib.h, stdio.h and string.h, taken here from Apple's SDK).
yaml_h=$(pkg-config --variable=includedir yaml-0.1 2>/dev/null)/yaml.h
if [ -f "$yaml_h" ]; then
  mkdir -p "$out/cyaml"
  cp "$yaml_h" "$out/cyaml/"
  cp "$pkg/Sources/CYAML/module.modulemap" "$pkg/Sources/CYAML/shim.h" "$out/cyaml/"
  mapfile -d '' files < <(find "$pkg/Sources/SegueDocument" -name '*.swift' -print0 | sort -z)
  # A call only the libyaml branch declares, so that a CYAML the compiler did not find fails too.
  echo 'func probeTheLibyamlBranch() { _ = YAMLLoader.firstUnicodeLineBreak(in: []) }' > "$out/probe.swift"
  if swiftc -typecheck -parse-as-library -module-name SegueDocument "${common[@]}" -I "$out/cyaml" -Xcc -I"$out/cyaml" \
      -swift-version 6 -package-name segue "${files[@]}" "$out/probe.swift" >"$out/yaml.log" 2>&1; then
    echo "ok   SegueDocument with libyaml"
  else
    fail "SegueDocument with libyaml" "$out/yaml.log"
  fi
else
  echo "FAIL SegueDocument with libyaml: no yaml.h (install libyaml-dev)"; failed=$((failed + 1))
fi

echo "$failed app-side checks fail for $TARGET against iPhoneOS16.5.sdk"
[ "$failed" = 0 ]
