#!/usr/bin/env bash
# Installs segue: the binary, its man page, and its bash, zsh and fish completions.
#
#   Scripts/install.sh [install | uninstall]     (or: make install, make uninstall)
#
# PREFIX (default /usr/local) is where it goes; DESTDIR stages it (DESTDIR=/tmp/pkg PREFIX=/usr).
# The binary is a release build; on Linux the Swift standard library and Foundation are linked
# statically, so the installed binary needs nothing from the toolchain. SEGUE_BINARY=PATH installs
# a binary built already instead of building one (the tests use it; so can packagers).
# Uninstall removes exactly the files install writes and leaves every folder in place.
set -euo pipefail
cd "$(dirname "$0")/.."

action=${1:-install}
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}${prefix}"
binary="$root/bin/segue"
manual="$root/share/man/man1/segue.1"
bash_completion="$root/share/bash-completion/completions/segue"
zsh_completion="$root/share/zsh/site-functions/_segue"
fish_completion="$root/share/fish/vendor_completions.d/segue.fish"

case "$action" in
  install) ;;
  uninstall)
    rm -f "$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion"
    echo "removed segue from $root"
    exit 0
    ;;
  *)
    echo "usage: Scripts/install.sh [install | uninstall]  (PREFIX=$prefix)" >&2
    exit 64
    ;;
esac

if [ -n "${SEGUE_BINARY:-}" ]; then
  built=$SEGUE_BINARY
else
  flags=(-c release --product segue)
  # Apple platforms ship the Swift runtime in the OS and have no static standard library.
  if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi
  swift build "${flags[@]}"
  built="$(swift build "${flags[@]}" --show-bin-path)/segue"
fi
[ -x "$built" ] || { echo "error: no segue binary at '$built'" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for shell in bash zsh fish; do
  "$built" --generate-completion-script "$shell" > "$scratch/$shell"
done

install -d "$root/bin" "$(dirname "$manual")" "$(dirname "$bash_completion")" \
  "$(dirname "$zsh_completion")" "$(dirname "$fish_completion")"
install -m 755 "$built" "$binary"
install -m 644 docs/man/segue.1 "$manual"
install -m 644 "$scratch/bash" "$bash_completion"
install -m 644 "$scratch/zsh" "$zsh_completion"
install -m 644 "$scratch/fish" "$fish_completion"
echo "installed $("$binary" --version | head -n 1 | sed 's/^/segue /') in $root"
