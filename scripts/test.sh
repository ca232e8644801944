#!/usr/bin/env bash
# Everything CI checks, in fail-fast order:
#   set-up → cargo fmt --check → layout (the rules crate is web-free) → cargo clippy
#   -D warnings → native cargo test (both workspace crates; profile `checks`)
#   → release build (scripts/build.sh: trunk, service worker, precompressed files, bundle size)
#   → Playwright tests against dist/ on a local port (the offline tests serve copies of it under
#   a sub-path themselves).
#
#   scripts/test.sh                  # all of it: the everyday suite
#   scripts/test.sh --full           # and the long plays (TRUMPS_FULL=1: every kind's whole game
#                                    # across devices, What Trump?'s whole games, the screenshot
#                                    # walk; docs/testing.md)
#   scripts/test.sh --browser-only   # skip fmt, clippy and cargo test (build + browser tests)
#   scripts/test.sh --trace          # keep a Playwright trace of each failed browser test
#                                    # (off by default: recording costs a quarter of the time)
#   scripts/test.sh --no-browser     # skip the build and the browser tests
#   scripts/test.sh -- -g "Truf"     # arguments after -- go to `playwright test`
# Logs: target/ci-logs/. Screenshots from browser tests: target/screenshots/. The summary at the
# end gives each step's time and the ten slowest browser test files (their tests' time summed).
set -euo pipefail
_tag="test"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

rust_checks=1 browser=1
pw_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --browser-only) rust_checks=0 ;;
    --no-browser) browser=0 ;;
    --full) export TRUMPS_FULL=1 ;;
    --trace) export TRUMPS_TRACE=1 ;;
    --) shift; pw_args=("$@"); break ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) die "unknown option: $1 (see --help)" ;;
  esac
  shift
done

# In CI (a fresh clone) the lock file is the truth: fail rather than silently update it.
locked=()
if [ "${CI:-}" = true ]; then
  locked=(--locked)
  export CARGO_TERM_COLOR=never
fi

logs="$ROOT/target/ci-logs"
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/playwright.json
t_all=$(now)
summary=()
server_pid=

print_summary() {
  printf '\n[test] ───────── summary ─────────\n'
  if [ -f "$logs/cargo-test.log" ]; then
    awk '/^test result:/ {
           for (i = 1; i <= NF; i++) {
             if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i
             if ($(i+1) ~ /^ignored/) g += $i
           }
           n++
         }
         END { if (n) printf "[test] cargo test: %d passed, %d failed, %d ignored (%d test binaries)\n", p, f, g, n }' \
      "$logs/cargo-test.log"
  fi
  if [ -f "$logs/playwright.log" ]; then
    grep -E '^ +[0-9]+ (passed|failed|flaky|skipped|interrupted|did not run)' "$logs/playwright.log" \
      | sed 's/^ */[test] playwright: /' || true
  fi
  [ -f "$logs/playwright.json" ] && node scripts/slowest-tests.mjs "$logs/playwright.json" --top 10
  printf '[test] %s\n' "${summary[@]}"
  printf '[test] total %s s%s\n' "$(since "$t_all")" "$( [ "${TRUMPS_FULL:-}" = 1 ] && echo ' (--full)')"
}

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT

# step NAME COMMAND...: run, time, and on failure print the summary and stop.
step() {
  local name="$1" t rc
  shift
  printf '\n[test] ==> %s\n' "$name"
  t=$(now)
  if "$@"; then
    summary+=("$(printf 'ok   %7ss  %s' "$(since "$t")" "$name")")
  else
    rc=$?
    summary+=("$(printf 'FAIL %7ss  %s (exit %s)' "$(since "$t")" "$name" "$rc")")
    print_summary
    printf '[test] FAILED: %s (exit %s); log of this step above%s\n' "$name" "$rc" \
      "$( [ -f "$logs/$name.log" ] && echo " and in target/ci-logs/$name.log")" >&2
    exit "$rc"
  fi
}

setup_args=()
[ "$browser" = 1 ] || setup_args=(--no-browser)
step setup bash scripts/setup.sh "${setup_args[@]}"

if [ "$rust_checks" = 1 ]; then
  step cargo-fmt cargo fmt --all -- --check
  step layout bash scripts/check-layout.sh
  # docs/bots.md and the level picker's figures agree with the arena runs kept in docs/ladder/.
  step ladder node scripts/ladder.mjs check
  # Clippy and the native tests use the `checks` profile (Cargo.toml): the release settings
  # without fat LTO, unwinding, the app crate unoptimised. With `--release` each of ~35 test
  # binaries was linked with fat LTO and every crate built twice (abort for the programs, unwind
  # for the tests): cargo-test took 1190 s of a CI run. Measured here (2 cores) with `checks`:
  # from a clean target, clippy 167 s, then build + run of every test 509 s (docs/toolchain.md).
  # CARGO_TEST_RELEASE=1 uses --release as before.
  prof=(--profile checks)
  [ "${CARGO_TEST_RELEASE:-0}" = 1 ] && prof=(--release)
  step cargo-clippy cargo clippy "${prof[@]}" "${locked[@]}" --all-targets -- -D warnings
  run_cargo_test() { cargo test "${prof[@]}" "${locked[@]}" 2>&1 | tee "$logs/cargo-test.log"; }
  step cargo-test run_cargo_test
fi

if [ "$browser" = 1 ]; then
  [ -f style/main.css ] || die "style/main.css is missing (index.html links it)"
  # The same build as scripts/build.sh (sw.js, precache list, .br/.gz, bundle size).
  run_trunk_build() { bash scripts/build.sh --no-setup 2>&1 | tee "$logs/trunk-build.log"; }
  step trunk-build run_trunk_build

  start_server() {
    local port_file="$ROOT/target/static-server.port"
    rm -f "$port_file"
    node scripts/static-server.mjs dist --port 0 --port-file "$port_file" &
    server_pid=$!
    for _ in $(seq 1 100); do
      [ -s "$port_file" ] && break
      kill -0 "$server_pid" 2>/dev/null || { echo "static server exited" >&2; return 1; }
      sleep 0.1
    done
    [ -s "$port_file" ] || { echo "static server did not start within 10 s" >&2; return 1; }
    BASE_URL="http://127.0.0.1:$(cat "$port_file")"
    export BASE_URL
  }
  step static-server start_server
  run_playwright() {
    npx --no-install playwright test "${pw_args[@]}" 2>&1 | tee "$logs/playwright.log"
  }
  step playwright run_playwright
fi

print_summary
log "all checks passed"
