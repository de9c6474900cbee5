#!/usr/bin/env bash
# Release build of the web app into dist/ with trunk, offline: trunk uses wasm-bindgen and
# wasm-opt from PATH (cargo's bin folder, node_modules/.bin). Run scripts/tools.sh first.
# The dist folder works from any sub-folder of any static server (relative asset paths).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

say "Build (trunk build --release --offline --public-url ./)"

wb_version="$(wasm_bindgen_lock_version)"
[[ "$(trunk --version 2>/dev/null || true)" =~ ^trunk\ 0\.21\. ]] || die "trunk 0.21 not found: run scripts/tools.sh"
[ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $wb_version" ] \
  || die "wasm-bindgen $wb_version (from Cargo.lock) not found: run scripts/tools.sh"
wasm_opt="$(command -v wasm-opt || true)"
[ "$wasm_opt" = "$ROOT/node_modules/.bin/wasm-opt" ] \
  || die "wasm-opt should come from node_modules/.bin (npm binaryen), found '${wasm_opt:-none}': run scripts/tools.sh"

# Trunk writes wasm-opt's output here before copying it to dist/; remove it so that its
# presence afterwards proves wasm-opt ran in this build.
opt_dir="${CARGO_TARGET_DIR:-$ROOT/target}/wasm-opt/release"
rm -f "$opt_dir"/*_bg.wasm

start="$(now)"
# Trunk passes --offline to cargo (so that it never downloads tools); the locked crates must
# therefore be in cargo's registry first. Online, exactly as Cargo.lock says; a no-op when held.
cargo fetch --locked
trunk build --release --offline --public-url ./
# The Content-Security-Policy (with the hash of Trunk's inline start script) and the offline
# service worker (with this build's file list) can only be written once the build exists.
node scripts/post-build.mjs dist

shopt -s nullglob
wasm=(dist/*_bg.wasm)
js=(dist/*.js)
[ -f dist/index.html ] && [ "${#wasm[@]}" -eq 1 ] && [ "${#js[@]}" -ge 1 ] \
  || die "dist/ is incomplete: expected index.html, one *_bg.wasm and its JS"
opt_out=("$opt_dir"/*_bg.wasm)
[ "${#opt_out[@]}" -eq 1 ] && cmp -s "${opt_out[0]}" "${wasm[0]}" \
  || die "wasm-opt did not run (no fresh output in $opt_dir): is data-wasm-opt set in index.html?"

size() { stat -c %s "$1"; }
gz()   { gzip -9c "$1" | wc -c; }
info "wasm-opt: $("$wasm_opt" --version) ran on the wasm"
info "$(printf '%-34s %8s bytes  %7s gzipped' "${wasm[0]}" "$(size "${wasm[0]}")" "$(gz "${wasm[0]}")")"
for f in "${js[@]}"; do
  info "$(printf '%-34s %8s bytes  %7s gzipped' "$f" "$(size "$f")" "$(gz "$f")")"
done
info "built dist/ in $(( $(now) - start ))s"
