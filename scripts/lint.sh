#!/usr/bin/env bash
# Static checks: formatting, clippy (the plain Rust crates natively, the browser's crates for
# wasm32), and the crate graph (scripts/layers.mjs): no crate's Cargo.toml names a layer above it,
# and only the ui, the views and the app name a web crate, so that every engine builds and tests
# natively. Imports against the order are cargo's to refuse: a crate can name only its dependencies.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

cargo fmt --check
cargo clippy --quiet "${PLAIN_CRATES[@]}" --lib --tests --examples -- -D warnings
cargo clippy --quiet "${WEB_CRATES[@]}" --lib --tests --target wasm32-unknown-unknown -- -D warnings
# The crate graph against the order, and the check's own probes, one forbidden dependency per rule.
node "$ROOT/scripts/layers.mjs" || die "a crate names one it may not use (see the layers in Cargo.toml)"
node "$ROOT/scripts/layers.mjs" --self-test
info "lint: formatting, clippy, crate graph ok"
