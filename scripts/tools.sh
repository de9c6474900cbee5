#!/usr/bin/env bash
# Installs what building and testing Quarantable needs, and only what is missing.
# A second run installs nothing and prints what it found.
#
#   scripts/tools.sh            build tools: wasm32 target, trunk 0.21, wasm-bindgen-cli, wasm-split-cli,
#                               npm dev deps
#   scripts/tools.sh --browser  the same plus Debian's chromium and chromium-driver (for the tests)
#   scripts/tools.sh --measure  the same plus twiggy, the wasm size profiler that
#                               scripts/size-breakdown.mjs reads (make sizes; not needed by make test)
#
# Needs rustup (cargo), node 20+ with npm, and for --browser apt-get (root or sudo).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

WANT_BROWSER=0
WANT_MEASURE=0
for arg in "$@"; do
  case "$arg" in
    --browser) WANT_BROWSER=1 ;;
    --measure) WANT_MEASURE=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) die "unknown option: $arg (use --browser, --measure or nothing)" ;;
  esac
done

INSTALLED=()
found()     { info "found     $*"; }
installed() { INSTALLED+=("$1"); info "installed $*"; }

say "Tools"

# Prerequisites that this script does not install.
command -v rustup >/dev/null || die "rustup not found: install Rust with rustup (https://rustup.rs) first"
command -v cargo  >/dev/null || die "cargo not found on PATH (expected in $CARGO_BIN)"
command -v node   >/dev/null || die "node not found: install Node.js 20 or newer with npm"
command -v npm    >/dev/null || die "npm not found: install Node.js 20 or newer with npm"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || die "node $(node --version) is too old: playwright-core needs node 20 or newer"
found "$(cargo --version), node $(node --version), npm $(npm --version 2>/dev/null)"

# 1. The wasm32 target.
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  found "rust target wasm32-unknown-unknown"
else
  info "installing rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
  installed "rust target wasm32-unknown-unknown"
fi

# 1b. rustfmt and clippy, for scripts/lint.sh.
for component in rustfmt clippy; do
  if rustup component list --installed | grep -q "^$component"; then
    found "rust component $component"
  else
    rustup component add "$component"
    installed "rust component $component"
  fi
done

# 2-5. What takes minutes, started together and awaited together: the three cargo tools compile
# side by side (each has stretches where one core idles: its build scripts, its link), while
# npm and apt fetch. Each logs to target/tools/<name>.log; a failure prints that log's tail.
# The cargo tools are built without their default features: those only download things (TLS for
# trunk's update check and tool downloads, the test runner's chromedriver download), and the
# build uses the tools installed here, offline.
LOGS="$ROOT/target/tools"
mkdir -p "$LOGS"
JOBS=()
NAMES=()
# start NAME COMMAND...: runs COMMAND in the background, logging to $LOGS/NAME.log.
start() {
  local name="$1"; shift
  info "installing $name (log: target/tools/$name.log)"
  ( start_s="$(date +%s)"; "$@" >"$LOGS/$name.log" 2>&1; rc=$?
    echo "took $(( $(date +%s) - start_s ))s, exit $rc" >>"$LOGS/$name.log"; exit "$rc" ) &
  JOBS+=("$!"); NAMES+=("$name")
}

# Trunk 0.21 (0.22 needs a newer rustc than we have).
trunk_version="$(trunk --version 2>/dev/null || true)"
if [[ "$trunk_version" =~ ^trunk\ 0\.21\. ]]; then
  found "$trunk_version"
else
  start trunk cargo install trunk --version '^0.21' --locked --no-default-features
fi

# wasm-bindgen-cli at exactly Cargo.lock's wasm-bindgen version (gives wasm-bindgen and
# wasm-bindgen-test-runner). Not --locked: a locked dependency is missing from the registry.
wb_version="$(wasm_bindgen_lock_version)"
[ -n "$wb_version" ] || die "no wasm-bindgen entry in Cargo.lock"
wb_found="$(wasm-bindgen --version 2>/dev/null || true)"
if [ "$wb_found" = "wasm-bindgen $wb_version" ] && command -v wasm-bindgen-test-runner >/dev/null; then
  found "$wb_found (matches Cargo.lock), wasm-bindgen-test-runner"
else
  start wasm-bindgen-cli cargo install wasm-bindgen-cli --version "=$wb_version" --no-default-features
fi

# wasm-split-cli, which cuts the release wasm into the shell and one file per game
# (scripts/split-wasm.mjs). Its version pairs with leptos's wasm_split_helpers in Cargo.lock.
WS_VERSION="0.2.4"
ws_found="$(cargo install --list | grep -E '^wasm_split_cli_support v' || true)"
if [ "$ws_found" = "wasm_split_cli_support v$WS_VERSION:" ] && command -v wasm-split-cli >/dev/null; then
  found "wasm-split-cli (wasm_split_cli_support $WS_VERSION)"
else
  start wasm-split-cli cargo install wasm_split_cli_support --version "=$WS_VERSION" --features build-binary --locked
fi

# npm dev dependencies (binaryen's wasm-opt, playwright-core), exactly as package-lock.json says.
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp="node_modules/.quarantable-lock-hash"
if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] \
   && [ "$(cat "$stamp" 2>/dev/null || true)" = "$lock_hash" ]; then
  found "node_modules ($(node_modules/.bin/wasm-opt --version), playwright-core $(node -p 'require("./node_modules/playwright-core/package.json").version'))"
else
  start node_modules bash -c "npm ci --no-audit --no-fund && echo '$lock_hash' > '$stamp'"
fi

# The browser, for the tests only: Debian's chromium (no tool may download its own browser).
if [ "$WANT_BROWSER" = 1 ]; then
  if [ -x "$CHROMIUM_BIN" ] && [ -x "$CHROMEDRIVER_BIN" ]; then
    found "$("$CHROMEDRIVER_BIN" --version | cut -d' ' -f1-2), chromium at $CHROMIUM_BIN"
  else
    SUDO=()
    if [ "$(id -u)" != 0 ]; then
      command -v sudo >/dev/null || die "installing chromium needs root: run 'apt-get install -y chromium chromium-driver' as root"
      SUDO=(sudo)
    fi
    start chromium bash -c "${SUDO[*]} apt-get update && ${SUDO[*]} env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver"
  fi
fi

failed=()
for i in "${!JOBS[@]}"; do
  if wait "${JOBS[$i]}"; then
    installed "${NAMES[$i]} ($(tail -n 1 "$LOGS/${NAMES[$i]}.log"))"
  else
    failed+=("${NAMES[$i]}")
    printf 'error: installing %s failed; the end of target/tools/%s.log:\n' "${NAMES[$i]}" "${NAMES[$i]}" >&2
    tail -n 30 "$LOGS/${NAMES[$i]}.log" >&2
  fi
done
[ "${#failed[@]}" -eq 0 ] || die "could not install: ${failed[*]}"
if [ "$WANT_BROWSER" = 1 ]; then
  [ -x "$CHROMIUM_BIN" ] && [ -x "$CHROMEDRIVER_BIN" ] || die "$CHROMIUM_BIN or $CHROMEDRIVER_BIN is missing"
fi

# 6. twiggy, for measuring only (scripts/size-breakdown.mjs): about 3 minutes to compile, so
#    make test does not ask for it.
TWIGGY_VERSION="0.8.0"
if [ "$WANT_MEASURE" = 1 ]; then
  twiggy_found="$(twiggy --version 2>/dev/null || true)"
  # It calls itself twiggy-opt.
  if [ "$twiggy_found" = "twiggy-opt $TWIGGY_VERSION" ]; then
    found "$twiggy_found"
  else
    info "installing twiggy $TWIGGY_VERSION (found: ${twiggy_found:-none}); about 3 minutes"
    cargo install twiggy --version "=$TWIGGY_VERSION" --locked
    installed "twiggy $TWIGGY_VERSION"
  fi
fi

if [ "${#INSTALLED[@]}" -eq 0 ]; then
  info "nothing to install: all tools present"
else
  info "installed this run: ${INSTALLED[*]}"
fi
