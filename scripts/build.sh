#!/usr/bin/env bash
# Release build of the web app into dist/ with trunk, offline: trunk uses wasm-bindgen and
# wasm-opt from PATH (cargo's bin folder, node_modules/.bin). Run scripts/tools.sh first.
# The dist folder works from any sub-folder of any static server (relative asset paths).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

# One build at a time writes dist/: a second waits for the first (trunk's staging folder and
# dist/ are shared).
mkdir -p target
exec 9>target/build.lock
flock 9

say "Build (trunk build --release --offline --public-url ./)"

wb_version="$(wasm_bindgen_lock_version)"
[[ "$(trunk --version 2>/dev/null || true)" =~ ^trunk\ 0\.21\. ]] || die "trunk 0.21 not found: run scripts/tools.sh"
[ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $wb_version" ] \
  || die "wasm-bindgen $wb_version (from Cargo.lock) not found: run scripts/tools.sh"
wasm_opt="$(command -v wasm-opt || true)"
[ "$wasm_opt" = "$ROOT/node_modules/.bin/wasm-opt" ] \
  || die "wasm-opt should come from node_modules/.bin (npm binaryen), found '${wasm_opt:-none}': run scripts/tools.sh"
command -v wasm-split-cli >/dev/null || die "wasm-split-cli not found: run scripts/tools.sh"

start="$(now)"
# Trunk passes --offline to cargo (so that it never downloads tools); the locked crates must
# therefore be in cargo's registry first. Online, exactly as Cargo.lock says; a no-op when held.
cargo fetch --locked
# The crates' own panic messages name their source files, under cargo's home: written as
# /crates/..., so that the app weighs the same whatever that folder is (make test builds with a
# new one each time, and budgets.json holds its weight to the byte). Cargo adds these flags to
# those of .cargo/config.toml.
cargo_home="${CARGO_HOME:-$HOME/.cargo}"
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--remap-path-prefix=$cargo_home/registry/src=/crates --remap-path-prefix=$cargo_home/git/checkouts=/crates"
trunk build --release --offline --public-url ./
# Trunk builds the wasm whole; the shell and each game then go into files of their own, each
# made smaller by wasm-opt (scripts/split-wasm.mjs). Then the Content-Security-Policy (with the
# hash of Trunk's inline start script) and the offline service worker (with this build's file
# list) can be written.
node scripts/split-wasm.mjs dist
node scripts/post-build.mjs dist

shopt -s nullglob
wasm=(dist/*.wasm)
js=(dist/*.js)
[ -f dist/index.html ] && [ "${#wasm[@]}" -gt 5 ] && [ "${#js[@]}" -ge 3 ] \
  || die "dist/ is incomplete: expected index.html, the main wasm, one per game and their JS"

size() { stat -c %s "$1"; }
gz()   { gzip -9c "$1" | wc -c; }
info "wasm-opt: $("$wasm_opt" --version) ran on every wasm"
for f in dist/*_bg.wasm dist/game-*.wasm "${js[@]}"; do
  info "$(printf '%-40s %8s bytes  %7s gzipped' "$f" "$(size "$f")" "$(gz "$f")")"
done
info "built dist/ in $(( $(now) - start ))s"
