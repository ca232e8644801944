#!/usr/bin/env bash
# Build and serve the app with Trunk on http://127.0.0.1:${PORT:-8080}/ (rebuilds on change).
#   scripts/serve.sh          # release build (opt-level "z", LTO, wasm-opt): what players get
#   scripts/serve.sh --dev    # debug build: much faster to rebuild
#   PORT=9000 scripts/serve.sh
# Any other arguments go to `trunk serve`.
set -euo pipefail
_tag=serve
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

release=true
pass=()
for arg in "$@"; do
  case "$arg" in
    --dev) release=false ;;
    --release) release=true ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) pass+=("$arg") ;;
  esac
done

bash scripts/setup.sh --no-browser
[ -f style/main.css ] || die "style/main.css is missing (index.html links it)"
port="${PORT:-8080}"
# Its own dist dir: `trunk serve` injects an auto-reload script, and dist/ is kept for the release
# build that scripts/test.sh tests.
log "trunk serve (release=$release) on http://127.0.0.1:$port/ (files in target/serve-dist)"
exec trunk serve --release="$release" --dist target/serve-dist --port "$port" --address 127.0.0.1 "${pass[@]}"
