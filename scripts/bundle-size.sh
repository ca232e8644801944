#!/usr/bin/env bash
# Print the size of a build: wasm, js, css, raw and gzipped (gzip -9), and what the project's
# static server (or nginx with brotli_static) sends: the precompressed .br copy written by
# scripts/pwa-build.mjs. Then the first load (what the page fetches before the hub can be used),
# what comes after it, and the whole precache (every file the service worker saves).
#   scripts/bundle-size.sh [dist-dir=dist]
set -euo pipefail
_tag=bundle
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
dist="${1:-$ROOT/dist}"
[ -d "$dist" ] || die "no build in $dist: run scripts/build.sh first"

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }
total_raw=0 total_gz=0 total_br=0 found=0
printf '[bundle] %-38s %10s %10s %10s\n' "file" "raw" "gzip -9" "sent (br)"
for ext in wasm js css; do
  while IFS= read -r -d '' f; do
    raw=$(stat -c %s "$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    br=$raw
    [ -f "$f.br" ] && br=$(stat -c %s "$f.br")
    total_raw=$((total_raw + raw)) total_gz=$((total_gz + gz)) total_br=$((total_br + br)) found=1
    printf '[bundle] %-38s %10s %10s %10s\n' "${f#"$dist"/}" "$(kb "$raw")" "$(kb "$gz")" "$(kb "$br")"
  done < <(find "$dist" -maxdepth 1 -type f -name "*.$ext" -print0 | sort -z)
done
[ "$found" = 1 ] || die "no .wasm/.js/.css files in $dist"
printf '[bundle] %-38s %10s %10s %10s\n' "total (wasm + js + css)" "$(kb "$total_raw")" "$(kb "$total_gz")" "$(kb "$total_br")"
# The first load: index.html and what it names for the page to fetch before the hub can be
# used (its stylesheet, scripts, module preloads and the app's wasm: the hashed "./" files).
first_br=0 first_raw=0 first_n=0
for f in index.html $(grep -oE '(href|src)="\./[^"]+"' "$dist/index.html" | sed -E 's/.*="\.\/([^"]+)"/\1/' | sort -u); do
  [ -f "$dist/$f" ] || die "index.html names $f, which is not in $dist"
  raw=$(stat -c %s "$dist/$f") br=$raw
  [ -f "$dist/$f.br" ] && br=$(stat -c %s "$dist/$f.br")
  first_br=$((first_br + br)) first_raw=$((first_raw + raw)) first_n=$((first_n + 1))
done
printf '[bundle] first load (index.html and what it names, until the hub can be used): %s files, %s sent (br), %s raw\n' \
  "$first_n" "$(kb "$first_br")" "$(kb "$first_raw")"
# In German or Indonesian the first screen and the hub also fetch that language's first words
# (words/LANG-first-HASH.txt, named in index.html's <meta name="trumps-words">).
for f in "$dist"/words/*-first-*.txt; do
  [ -f "$f" ] || continue
  lang=${f##*/} lang=${lang%%-*}
  b=$(stat -c %s "$f")
  [ -f "$f.br" ] && b=$(stat -c %s "$f.br")
  printf '[bundle] first load in %s (with its first words, %s): %s sent (br)\n' "$lang" "$(kb "$b")" "$(kb $((first_br + b)))"
done
worker=0
for f in "$dist"/bot-worker*; do
  case "$f" in *.br|*.gz) continue ;; esac
  b=$(stat -c %s "$f")
  [ -f "$f.br" ] && b=$(stat -c %s "$f.br")
  worker=$((worker + b))
done
printf '[bundle] after the hub: the bot worker, %s sent (br)\n' "$(kb "$worker")"
# The app's parts fetched once the hub is up (scripts/wasm-split.mjs names them
# trumps-app-HASH_PART.wasm; src/ui/view/parts.rs and src/ui/view/games/top_trumps/editor_part.rs say
# what each holds).
parts=0
while IFS= read -r -d '' f; do
  raw=$(stat -c %s "$f") b=$raw
  [ -f "$f.br" ] && b=$(stat -c %s "$f.br")
  part=${f##*/} part=${part#trumps-app-*_} part=${part%.wasm} what=''
  case "$part" in chunk_*) what=' (code shared by parts, fetched with the first that needs it)' ;; esac
  printf '[bundle] after the hub: the app'"'"'s part "%s"%s, %s sent (br), %s raw\n' "$part" "$what" "$(kb "$b")" "$(kb "$raw")"
  parts=$((parts + 1))
done < <(find "$dist" -maxdepth 1 -type f -name 'trumps-app-*_*.wasm' ! -name '*_bg.wasm' -print0 | sort -z)
[ "$parts" -gt 0 ] || printf '[bundle] after the hub: no part of the app (not split: every game loads with the hub)\n'
if [ -f "$dist/sw.js" ]; then
  pre=0 n=0
  while IFS= read -r -d '' f; do
    case "$f" in */sw.js|*.br|*.gz) continue ;; esac
    pre=$((pre + $(stat -c %s "$f"))) n=$((n + 1))
  done < <(find "$dist" -type f -print0)
  printf '[bundle] precache (every file but sw.js and the .br/.gz copies): %s files, %s\n' "$n" "$(kb "$pre")"
fi
