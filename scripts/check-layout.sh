#!/usr/bin/env bash
# The architecture, checked: the rules crate (crates/rules) depends on nothing of the web.
#   scripts/check-layout.sh
set -euo pipefail
_tag=layout
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

web=$(cargo tree -p trumps-rules -e normal,build --prefix none --format '{p}' 2>/dev/null \
  | grep -E '^(leptos|web-sys|wasm-bindgen|js-sys|gloo)[a-z_-]* ' | sort -u || true)
if [ -n "$web" ]; then
  printf '%s\n' "$web" | sed 's/^/    /' >&2
  die "crates/rules depends on web crates (above): the rules must compile without the web"
fi
log "crates/rules has no web dependency (cargo tree -p trumps-rules)"
