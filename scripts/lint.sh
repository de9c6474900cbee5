#!/usr/bin/env bash
# Static checks: formatting, clippy (native and the browser build), that the rules engines
# stay free of web crates (only a game's view.rs or view/ may name leptos, web_sys, wasm_bindgen
# or gloo), so that every engine builds and tests natively, and that no layer reaches up.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

cargo fmt --check
cargo clippy --quiet --lib --tests --examples -- -D warnings
cargo clippy --quiet --lib --features app --target wasm32-unknown-unknown -- -D warnings
impure="$(grep -rlE '\b(leptos|web_sys|wasm_bindgen|gloo)\b' src/games | grep -vE '/view(/|\.rs$)' || true)"
[ -z "$impure" ] || die "rules code names a web crate (move it to the game's view): $impure"
# The layers of src/lib.rs: `table` is below the games (tests may play real games; Catch Me's
# sealing, table/seal/, is the one exception that stands), and no layer but the shell uses `app`.
upward="$(for f in $(grep -rlE 'crate::games' src/table | grep -vE '/tests[a-z_]*\.rs$|^src/table/seal/' || true); do
  awk -v f="$f" '/^#\[cfg\(test\)\]/ { exit } /crate::games/ { print f ": " $0 }' "$f"
done)"
[ -z "$upward" ] || die "table uses a game outside its tests (see the layers in src/lib.rs): $upward"
app_users="$(grep -rlE 'crate::app\b' src/engine src/text src/table src/ui src/games || true)"
[ -z "$app_users" ] || die "only the shell uses app (see the layers in src/lib.rs): $app_users"
info "lint: formatting, clippy, engine purity and layers ok"
