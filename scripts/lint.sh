#!/usr/bin/env bash
# Static checks: formatting, clippy (native and the browser build), and the layers of src/lib.rs
# (scripts/layers.sh): no layer names one above it, and the plain Rust layers (a game's rules
# among them) name no web crate, so that every engine builds and tests natively.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

cargo fmt --check
cargo clippy --quiet --lib --tests --examples -- -D warnings
cargo clippy --quiet --lib --features app --target wasm32-unknown-unknown -- -D warnings
# The layers of src/lib.rs at every edge, web crates only in the views, ui and app; and the
# check's own probes, one forbidden import per rule (seconds).
bash "$ROOT/scripts/layers.sh" || die "a layer names one it may not use (see the layers in src/lib.rs)"
bash "$ROOT/scripts/layers.sh" --self-test
info "lint: formatting, clippy, engine purity and layers ok"
