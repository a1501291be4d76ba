#!/usr/bin/env bash
# Writes the built-in catalog's committed Swift from Effects/ with SegueBuildTool:
#   Sources/SegueBuiltins/BuiltinEffects+JSON.swift           the JSON an app's runtime reads
#   Sources/SegueTooling/Builtins/BuiltinEffects+Sources.swift the manifests' text, for the tools
#   Sources/SegueKitCore/Routing/SegueEffectID+Builtins.swift  the `SegueEffectID` constants
# Run it after changing, adding or removing a manifest; BuiltinSourcesTests fails until you do.
# A manifest with an error stops it at its file, line and column, and nothing is written.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product SegueBuildTool >/dev/null
tool="$(swift build --product SegueBuildTool --show-bin-path)/SegueBuildTool"
mapfile -t effects < <(find Effects -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) | LC_ALL=C sort)
mkdir -p Sources/SegueTooling/Builtins
"$tool" builtins --output Sources/SegueBuiltins/BuiltinEffects+JSON.swift "${effects[@]}"
"$tool" builtin-sources --output Sources/SegueTooling/Builtins/BuiltinEffects+Sources.swift "${effects[@]}"
"$tool" builtin-ids --output Sources/SegueKitCore/Routing/SegueEffectID+Builtins.swift "${effects[@]}"
echo "wrote the built-in catalog's Swift from ${#effects[@]} manifests"
