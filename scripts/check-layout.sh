#!/usr/bin/env bash
# The architecture, checked: the rules crate (crates/rules) depends on nothing of the web, and
# the app (src/ui) is three layers whose imports point down.
#   scripts/check-layout.sh
set -euo pipefail
_tag=layout
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

for crate in rules words; do
  web=$(cargo tree -p "trumps-$crate" -e normal,build --prefix none --format '{p}' 2>/dev/null \
    | grep -E '^(leptos|web-sys|wasm-bindgen|js-sys|gloo)[a-z_-]* ' | sort -u || true)
  if [ -n "$web" ]; then
    printf '%s\n' "$web" | sed 's/^/    /' >&2
    die "crates/$crate depends on web crates (above): it must compile without the web"
  fi
  log "crates/$crate has no web dependency (cargo tree -p trumps-$crate)"
done

# Everything above the games is written once over the game interface: outside each game's own
# folders (games/<id>, bots/<id>, ui/games/<id>) and the list of the games (registry/list.rs),
# no file names a particular game's types or modules.
shared=(src/ui crates/rules/src/records crates/rules/src/bin crates/rules/src/engine crates/rules/src/daily
  crates/rules/src/mechanics crates/rules/src/registry crates/rules/src/bots/harness.rs
  crates/rules/src/bots/random.rs crates/rules/src/bots/bot_game.rs crates/rules/src/bots/day_table.rs)
# Each game's module name (what_trump) and type name (WhatTrump), from its folder.
mods=$(find crates/rules/src/games -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
types=$(printf '%s\n' $mods | sed -E 's/(^|_)([a-z])/\U\2/g')
pattern="\\b($(printf '%s\n' $mods $types | paste -sd'|'))\\b"
named=$(grep -rnE "$pattern" "${shared[@]}" \
  | grep -v '^src/ui/view/games/' \
  | grep -v '^crates/rules/src/registry/list.rs:' || true)
if [ -n "$named" ]; then
  printf '%s\n' "$named" | sed 's/^/    /' >&2
  die "the shared code above names a particular game (above): go through the registry instead"
fi
log "no shared module (records, CLI, engine, mechanics, registry, harness, app shell) names a game ($(printf '%s ' $mods))"

# The layers below: a game uses only the engine and the mechanics. Nothing under games/ or
# mechanics/ names the bots, the registry or the records (not in a `use`, a path or a doc
# link); what those need of a game they reach through the engine's traits (engine::Parlour,
# bots::BotGame, implemented in bots/<id>/).
upward=$(grep -rnE '\b(crate|trumps_rules)::(\{[^}]*\b)?(bots|registry|records)\b' \
  crates/rules/src/games crates/rules/src/mechanics || true)
if [ -n "$upward" ]; then
  printf '%s\n' "$upward" | sed 's/^/    /' >&2
  die "games/ or mechanics/ reach up into the bots, the registry or the records (above)"
fi
log "games/ and mechanics/ use only the engine and the mechanics (no bots, registry or records)"

# One list of the games: apart from module declarations and `use` lines, only
# registry/list.rs (the for_each_game! macro) names every game (by module, type or id); the registry and the app's
# table list expand it.
lists=""
while IFS= read -r f; do
  [ "$f" = crates/rules/src/registry/list.rs ] && continue
  code=$(grep -vE '^\s*(pub(\([a-z]+\))? )?(mod|use) ' "$f" || true)
  all=1
  for m in $mods; do
    t=$(printf '%s\n' "$m" | sed -E 's/(^|_)([a-z])/\U\2/g')
    printf '%s\n' "$code" | grep -qE "\\b($m|$t|${m//_/-})\\b" || { all=0; break; }
  done
  [ "$all" = 1 ] && lists="$lists $f"
done < <(find crates/rules/src src -name '*.rs' | sort)
if [ -n "$lists" ]; then
  printf '    %s\n' $lists >&2
  die "these files list every game (above): expand for_each_game! (registry/list.rs) instead"
fi
log "one list of the games: only registry/list.rs names them all (besides mod and use lines)"

# The app in three layers, each a folder, imports pointing down only (docs/architecture.md):
# src/ui/model (plain data and its storage) names no store and no component; src/ui/stores
# (the signals and their methods, one concern each) names no component. Not in a `use`, a
# path or a doc link; and no `super::super` climbs out of a layer.
up_model=$(grep -rnE '\b(crate|trumps)::ui::(stores|view)\b|super::super::' src/ui/model || true)
if [ -n "$up_model" ]; then
  printf '%s\n' "$up_model" | sed 's/^/    /' >&2
  die "src/ui/model reaches up into the stores or the components (above)"
fi
up_stores=$(grep -rnE '\b(crate|trumps)::ui::view\b|super::super::' src/ui/stores || true)
if [ -n "$up_stores" ]; then
  printf '%s\n' "$up_stores" | sed 's/^/    /' >&2
  die "src/ui/stores reaches up into the components (above)"
fi
stray=$(find src/ui -mindepth 1 -maxdepth 1 ! -name mod.rs ! -name model ! -name stores ! -name view)
if [ -n "$stray" ]; then
  printf '    %s\n' $stray >&2
  die "src/ui holds only its three layers (model/, stores/, view/) and mod.rs (above)"
fi
log "the app's layers point down: model/ names no store or component, stores/ no component"

# Files small enough to read at once: no Rust file under src/ or crates/rules/src/ has 400 or
# more non-blank lines, a trailing `#[cfg(test)] mod tests` aside.
big=$(find src crates/rules/src -name '*.rs' -print0 | xargs -0 awk '
  FNR == 1 { if (prev != "" && n >= 400) print n, prev; prev = FILENAME; n = 0; stop = 0 }
  stop { next }
  /^#\[cfg\(test\)\]$/ { pending = 1; next }
  pending && /^mod tests/ { stop = 1; pending = 0; next }
  { if (pending) { n++; pending = 0 } if (NF) n++ }
  END { if (prev != "" && n >= 400) print n, prev }' | sort -rn)
if [ -n "$big" ]; then
  printf '    %s\n' "$big" >&2
  die "files of 400 or more non-blank lines (above, tests aside): split them by concept"
fi
log "no Rust file has 400 or more non-blank lines (tests aside)"

# No import circle among the app's files of more than five (scripts/import-circles.mjs lists
# every circle; docs/architecture.md says which are left).
if ! circles=$(node scripts/import-circles.mjs src/ui --max 5 2>&1); then
  printf '%s\n' "$circles" | sed 's/^/    /' >&2
  die "files of src/ui import each other in a circle of more than five (above)"
fi
log "no import circle in src/ui of more than five files ($(printf '%s\n' "$circles" | head -1 | sed 's/^\[circles\] //'))"

# No type with inherent impl blocks in more than three files: a type's methods stay in its own
# module, split by concern at most three ways. A type is named by its name and, for a game's
# own types (each game has its View, its Options …), by its game's folder.
spread=$(grep -rEn --include='*.rs' '^impl(<[^>]*>)? +[A-Z][A-Za-z0-9_]*(<[^{]*>)? *\{' src crates/rules/src \
  | grep -v ' for ' \
  | sed -E 's#^([^:]+):[0-9]+:impl(<[^>]*>)? +([A-Za-z0-9_]+).*#\3 \1#' \
  | awk '{ g = ""; if (match($2, /games\/[a-z_]+\//)) g = "@" substr($2, RSTART + 6, RLENGTH - 7)
           key = $1 g; if (!seen[key " " $2]++) n[key]++ }
         END { for (k in n) if (n[k] > 3) print n[k], k }' | sort -rn)
if [ -n "$spread" ]; then
  printf '    %s files: %s\n' $spread >&2
  die "types with inherent impl blocks in more than three files (above): keep a type's methods together"
fi
log "no type has inherent impl blocks in more than three files"
