#!/usr/bin/env bash
# Idempotent set-up of everything the build and the tests need, on a Debian machine that has
# Rust (rustup), Node/npm and apt. Each step checks first and skips what is already right, so a
# second run takes a second or two.
#
#   scripts/setup.sh               # everything
#   scripts/setup.sh --no-browser  # skip Chromium/ChromeDriver (enough for scripts/serve.sh)
#
# Only crates.io, npm and apt are reachable on the machines this runs on: every tool comes from
# one of them (see ../shared/TOOLCHAIN.md).
set -euo pipefail
_tag=setup
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

want_browser=1
for arg in "$@"; do
  case "$arg" in
    --no-browser) want_browser=0 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) die "unknown option: $arg" ;;
  esac
done

t0=$(now)

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first"
command -v npm >/dev/null || die "npm not found: install Node.js (with npm) first"

# 1. The wasm target. RUSTUP_AUTO_INSTALL=0 on these machines, so add it explicitly.
target=wasm32-unknown-unknown
if [ -d "$(rustc --print sysroot)/lib/rustlib/$target/lib" ]; then
  log "rust target $target: already installed"
else
  command -v rustup >/dev/null || die "rust target $target missing and rustup not found"
  log "rust target $target: installing"
  rustup target add "$target"
fi

# 2. Trunk, pinned: 0.22 needs a newer rustc than the machine's.
#    Both tools are built unoptimised and without debug info (`--debug`, CARGO_PROFILE_DEV_DEBUG=0):
#    Trunk's own release profile is fat LTO with one codegen unit. Measured on a 2-core machine
#    (docs/toolchain.md): the two installs take 7 min instead of 17, and a build with the
#    unoptimised tools takes as long (their work is small beside cargo, wasm-opt and compression).
if command -v trunk >/dev/null && [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
  log "trunk $TRUNK_VERSION: already installed"
else
  log "trunk $TRUNK_VERSION: installing with cargo (about 5 min on a fresh 2-core machine)"
  CARGO_PROFILE_DEV_DEBUG=0 cargo install --debug trunk --version "$TRUNK_VERSION" --locked
fi

# 3. wasm-bindgen CLI at exactly the version in Cargo.lock, or Trunk tries to download one (and
#    fails). No --locked: its lock pins a crate version the registry does not serve.
wbg="$(cargo_lock_wasm_bindgen_version)"
[ -n "$wbg" ] || die "could not read the wasm-bindgen version from Cargo.lock"
pinned="$(sed -n 's/^[[:space:]]*wasm_bindgen[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' Trunk.toml 2>/dev/null | head -n1)"
if [ -n "$pinned" ] && [ "$pinned" != "$wbg" ]; then
  die "Trunk.toml pins wasm_bindgen = \"$pinned\" but Cargo.lock has wasm-bindgen $wbg: set [tools] wasm_bindgen = \"$wbg\" in Trunk.toml"
fi
if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $wbg" ]; then
  log "wasm-bindgen-cli $wbg: already installed"
else
  log "wasm-bindgen-cli $wbg: installing with cargo (about 2 min; found: $(wasm-bindgen --version 2>/dev/null || echo none))"
  CARGO_PROFILE_DEV_DEBUG=0 cargo install --debug wasm-bindgen-cli --version "$wbg"
fi

# 3b. The wasm splitter (scripts/wasm-split.mjs cuts the page's wasm into the part the hub needs
#     and the part fetched after it), pinned; the format it reads is that of the
#     wasm_split_helpers crate Leptos links (Cargo.lock). About 30 s, unoptimised like the others.
WASM_SPLIT_VERSION=0.2.4
if command -v wasm-split-cli >/dev/null && [ -f "${CARGO_HOME:-$HOME/.cargo}/.crates.toml" ] \
  && grep -q "^\"wasm_split_cli_support $WASM_SPLIT_VERSION " "${CARGO_HOME:-$HOME/.cargo}/.crates.toml"; then
  log "wasm-split-cli $WASM_SPLIT_VERSION: already installed"
else
  log "wasm-split-cli $WASM_SPLIT_VERSION: installing with cargo (about 30 s)"
  CARGO_PROFILE_DEV_DEBUG=0 cargo install --debug --locked wasm_split_cli_support \
    --version "$WASM_SPLIT_VERSION" --features build-binary
fi

# 4. npm packages (binaryen's wasm-opt for Trunk, Playwright, axe-core for the accessibility
#    scans). Re-install only when package.json / package-lock.json / node changed since the last install.
stamp=node_modules/.trumps-setup-stamp
if [ -f package-lock.json ]; then
  want_stamp="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1) node $(node --version)"
else
  want_stamp="no-lock"
fi
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want_stamp" ] && [ -x node_modules/.bin/wasm-opt ]; then
  log "npm packages: up to date"
else
  if [ -f package-lock.json ]; then
    log "npm packages: npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  else
    log "npm packages: npm install (no package-lock.json yet)"
    npm install --no-audit --no-fund --loglevel=error
    want_stamp="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1) node $(node --version)"
  fi
  printf '%s\n' "$want_stamp" > "$stamp"
fi
# Trunk checks `wasm-opt --version` against Trunk.toml's pin; make sure the one it finds is npm's.
case "$(command -v wasm-opt)" in
  "$ROOT/node_modules/.bin/wasm-opt") log "wasm-opt: $(wasm-opt --version) from node_modules/.bin" ;;
  *) die "wasm-opt on PATH is $(command -v wasm-opt || echo missing), expected node_modules/.bin/wasm-opt" ;;
esac

# 5. Debian's Chromium and ChromeDriver for the browser tests (never `npx playwright install`).
if [ "$want_browser" = 1 ]; then
  if [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER" ]; then
    log "chromium + chromium-driver: already installed ($("$CHROMIUM" --version 2>/dev/null || echo '?'))"
  else
    if [ "$(id -u)" = 0 ]; then
      sudo=()
    elif command -v sudo >/dev/null; then
      sudo=(sudo)
    else
      die "chromium missing, and not root and no sudo: run 'apt-get install chromium chromium-driver' as root"
    fi
    log "chromium + chromium-driver: installing with apt"
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends chromium chromium-driver
    [ -x "$CHROMIUM" ] || die "apt-get finished but $CHROMIUM is still missing"
  fi
fi

log "done in $(since "$t0") s"
