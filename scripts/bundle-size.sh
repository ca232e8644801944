#!/usr/bin/env bash
# Print the size of a Trunk build: wasm, js glue, css, raw and gzipped (gzip -9), and the total.
#   scripts/bundle-size.sh [dist-dir=dist]
set -euo pipefail
_tag=bundle
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
dist="${1:-$ROOT/dist}"
[ -d "$dist" ] || die "no build in $dist: run 'trunk build --release' first"

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }
total_raw=0 total_gz=0 found=0
printf '[bundle] %-34s %10s %10s\n' "file" "raw" "gzip -9"
for ext in wasm js css; do
  while IFS= read -r -d '' f; do
    raw=$(stat -c %s "$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total_raw=$((total_raw + raw)) total_gz=$((total_gz + gz)) found=1
    printf '[bundle] %-34s %10s %10s\n' "${f#"$dist"/}" "$(kb "$raw")" "$(kb "$gz")"
  done < <(find "$dist" -maxdepth 1 -type f -name "*.$ext" -print0 | sort -z)
done
[ "$found" = 1 ] || die "no .wasm/.js/.css files in $dist"
printf '[bundle] %-34s %10s %10s\n' "total (wasm + js + css)" "$(kb "$total_raw")" "$(kb "$total_gz")"
