#!/usr/bin/env bash
# Static checks: formatting, clippy (native and the browser build), and that the rules engines
# stay free of web crates (only a game's view.rs or view/ may name leptos, web_sys, wasm_bindgen
# or gloo), so that every engine builds and tests natively.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

cargo fmt --check
cargo clippy --quiet --lib --tests --examples -- -D warnings
cargo clippy --quiet --lib --features app --target wasm32-unknown-unknown -- -D warnings
impure="$(grep -rlE '\b(leptos|web_sys|wasm_bindgen|gloo)\b' src/games | grep -vE '/view(/|\.rs$)' || true)"
[ -z "$impure" ] || die "rules code names a web crate (move it to the game's view): $impure"
info "lint: formatting, clippy and engine purity ok"
