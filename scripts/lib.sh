# shellcheck shell=bash
# Shared helpers for scripts/*.sh. Source it; do not run it.
# Sets ROOT (repository root), puts cargo's bin dir and node_modules/.bin first on PATH
# (Trunk must find npm's wasm-opt 132, never Debian's binaryen), and defines log helpers.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# No registry of browsers is reachable: Playwright must never try to download one.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

export TRUNK_VERSION="0.21.14"
export CHROMIUM="/usr/bin/chromium"
export CHROMEDRIVER="/usr/bin/chromedriver"

_tag="${_tag:-$(basename "${BASH_SOURCE[1]:-$0}" .sh)}"
log() { printf '[%s] %s\n' "$_tag" "$*"; }
die() { printf '[%s] ERROR: %s\n' "$_tag" "$*" >&2; exit 1; }

# The wasm-bindgen version Cargo.lock resolved (the CLI must match it exactly).
cargo_lock_wasm_bindgen_version() {
  awk '
    /^\[\[package\]\]/ { in_pkg = 0; next }
    /^name = "wasm-bindgen"$/ { in_pkg = 1; next }
    in_pkg && /^version = / { gsub(/"/, "", $3); print $3; exit }
  ' "$ROOT/Cargo.lock"
}

# Seconds since the epoch with a fraction, for step timings.
now() { date +%s.%N; }
since() { awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1f", e - s }'; }
