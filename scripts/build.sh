#!/usr/bin/env bash
# Build the release site: an installable, offline static site in one folder, ready to copy to
# any static host (see README, "Publish and install").
#
#   scripts/build.sh                              # into dist/, public URL "./" (any folder)
#   scripts/build.sh --public-url /games/trumps/  # absolute public URL (a fixed sub-path)
#   scripts/build.sh --out /srv/www/trumps        # another output folder
#   scripts/build.sh --no-setup                   # skip scripts/setup.sh (already done)
#
# The build: Trunk release (opt-level "z", LTO, wasm-opt -Oz), then its post_build hook
# (scripts/pwa-build.mjs) writes sw.js with the precache list and the build version and
# precompressed .br/.gz copies. Ends with the bundle size.
set -euo pipefail
_tag=build
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

out=dist
public_url=
setup=1
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift ;;
    --public-url) public_url="$2"; shift ;;
    --no-setup) setup=0 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) die "unknown option: $1 (see --help)" ;;
  esac
  shift
done
case "$public_url" in
  ""|./*|/*|http://*|https://*) ;;
  *) die "--public-url must start with /, ./ or http(s):// (got: $public_url)" ;;
esac

[ "$setup" = 0 ] || bash scripts/setup.sh --no-browser
[ -f style/main.css ] || die "style/main.css is missing (index.html links it)"
locked=()
[ "${CI:-}" = true ] && locked=(--locked)
url_args=()
[ -n "$public_url" ] && url_args=(--public-url "$public_url")
log "trunk build --release into $out${public_url:+ (public URL $public_url)}"
trunk build --release "${locked[@]}" --dist "$out" "${url_args[@]}"
[ -f "$out/sw.js" ] || die "$out/sw.js is missing: the post_build hook (scripts/pwa-build.mjs) did not run"
bash scripts/bundle-size.sh "$out"
log "done: copy $out/ to the web server (every file, the .br/.gz ones too)"
