# Shared settings for the scripts in this folder. Source it; do not run it.
# Puts the project's tools on PATH: cargo-installed binaries (trunk, wasm-bindgen,
# wasm-bindgen-test-runner) and node_modules/.bin (wasm-opt from npm binaryen, never Debian's).

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$CARGO_BIN:"*) ;; *) PATH="$CARGO_BIN:$PATH" ;; esac
PATH="$ROOT/node_modules/.bin:$PATH"
export PATH

# Where the release build and the browser binaries live.
DIST="$ROOT/dist"
# The workspace's crates by where they run: the browser's (the app, the ui and each game's view)
# build for wasm32; every other crate is plain Rust and tests natively. As cargo's package flags.
WEB_CRATES=(-p quarantable -p ui -p '*_view')
PLAIN_CRATES=(--workspace --exclude quarantable --exclude ui --exclude '*_view')
CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"
CHROMEDRIVER_BIN="${CHROMEDRIVER_BIN:-/usr/bin/chromedriver}"
export CHROMIUM_BIN CHROMEDRIVER_BIN

say()  { printf '\033[1m==> %s\033[0m\n' "$*"; }
info() { printf '    %s\n' "$*"; }
die()  { printf 'error: %s\n' "$*" >&2; exit 1; }

# The exact wasm-bindgen version in Cargo.lock (trunk and the test runner must match it).
wasm_bindgen_lock_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# Seconds since the epoch, for step timings.
now() { date +%s; }
