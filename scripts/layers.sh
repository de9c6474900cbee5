#!/usr/bin/env bash
# The layers of src/lib.rs, checked at every edge: lang < engine < text < table < ui < games < app.
# A layer's code outside its tests names no `crate::<layer>` it may not use:
#   lang           names none of engine, text, table, ui, games, app;
#   engine         none of text, table, ui, games, app (it uses only lang);
#   text           none of table, ui, games, app;
#   table          none of ui, games, app;
#   ui             none of games, app;
#   a game's rules none of table, ui, app (its sealing part, games/<game>/seal/, may use table);
#   a game's seal  none of ui, app;
#   a game's view  not app (view.rs or view/: it draws on ui and table);
#   app            may use every layer.
# And the plain Rust layers (lang, engine, text, table, a game's rules and seal) name no web crate
# (leptos, web_sys, wasm_bindgen, gloo), so that they build and test natively.
# An import grouped over several lines (`use crate::{` without its `}`) fails too.
# Test code may use more: files named tests*.rs or lesson_tests.rs, modules declared under
# `#[cfg(test)]` (`mod x;`), and the item after a `#[cfg(test)]` at the start of a line.
#
#   scripts/layers.sh [SRC]      checks SRC (default: src/), names each import against the order
#   scripts/layers.sh --self-test  shows that each rule fails on a probe import, in a copy of src/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Each layer as this script names it, and the layers (or web crates) it may not name.
FORBIDDEN=(
  "lang:engine text table ui games app web"
  "engine:text table ui games app web"
  "text:table ui games app web"
  "table:ui games app web"
  "ui:games app"
  "rules:table ui app web"
  "seal:ui app web"
  "view:app"
)

# The check: prints "file:line: <layer> names <what>: <the line>" for each, fails if any.
check() {
  local src="${1%/}" tests
  tests="$(mktemp)"
  # Modules declared under #[cfg(test)]: their file and their folder are test code.
  find "$src" -name '*.rs' -print0 | xargs -0 awk '
    /^[ \t]*#\[cfg\(test\)\]/ { pending = 1; next }
    pending && /^[ \t]*#\[/ { next }
    pending && match($0, /^[ \t]*(pub(\([a-z]+\))? )?mod [a-z0-9_]+;/) {
      name = $0; sub(/^[ \t]*(pub(\([a-z]+\))? )?mod /, "", name); sub(/;.*/, "", name)
      dir = FILENAME; base = FILENAME; sub(/.*\//, "", base)
      if (base == "mod.rs" || base == "lib.rs" || base == "main.rs") sub(/\/[^\/]*$/, "", dir); else sub(/\.rs$/, "", dir)
      print dir "/" name ".rs"; print dir "/" name "/"
    }
    { pending = 0 }' >"$tests"
  local rules status=0
  rules="$(printf '%s\n' "${FORBIDDEN[@]}")"
  find "$src" -name '*.rs' -print0 | sort -z | xargs -0 awk -v src="$src" -v tests="$tests" -v rules="$rules" '
    BEGIN {
      while ((getline line < tests) > 0) test_path[line] = 1
      n = split(rules, rule, "\n")
      for (i = 1; i <= n; i++) { split(rule[i], kv, ":"); forbidden[kv[1]] = kv[2] }
    }
    FNR == 1 { layer = layer_of(FILENAME); skipping = 0; pending = 0 }
    layer == "" { nextfile }
    /^#\[cfg\(test\)\]/ { pending = 1; next }
    pending && /^[ \t]*#\[/ { next }
    pending { pending = 0; if ($0 ~ /;[ \t]*$/) next; skipping = 1; next }
    skipping { if ($0 ~ /^}/) skipping = 0; next }
    /^[ \t]*\/\// { next }
    # A grouped import over several lines hides its layers from this line-by-line reading.
    /crate::[{][^}]*$/ { report(FILENAME, FNR, layer, "crate::{ over several lines (write one use per layer)", $0) }
    {
      m = split(forbidden[layer], names, " ")
      for (j = 1; j <= m; j++) {
        what = names[j]
        if (what == "web") {
          if (match($0, /(^|[^a-z_])(leptos|web_sys|wasm_bindgen|gloo)([^a-z_]|$)/))
            report(FILENAME, FNR, layer, "a web crate", $0)
        } else if ($0 ~ ("crate::" what "([^a-z_]|$)") || $0 ~ ("crate::[{]([^}]*,)?[ \t]*" what "([^a-z_]|$)")) {
          report(FILENAME, FNR, layer, "crate::" what, $0)
        }
      }
    }
    END { exit found }
    function report(file, line, layer, what, text) {
      sub(/^[ \t]+/, "", text)
      printf "%s:%d: %s names %s: %s\n", file, line, layer, what, text
      found = 1
    }
    function layer_of(file,    rel, base, parts, k) {
      rel = substr(file, length(src) + 2)
      base = rel; sub(/.*\//, "", base)
      if (base ~ /^(tests[a-z_]*|lesson_tests)\.rs$/ || (file in test_path)) return ""
      for (k = length(file); k > 0; k--)
        if (substr(file, k, 1) == "/" && ((substr(file, 1, k)) in test_path)) return ""
      if (rel == "lang.rs" || rel ~ /^lang\//) return "lang"
      if (rel ~ /^(engine|text|table|ui)\//) { split(rel, parts, "/"); return parts[1] }
      if (rel ~ /^games\/[a-z_]+\/view(\.rs|\/)/) return "view"
      if (rel ~ /^games\/[a-z_]+\/seal(\.rs|\/)/) return "seal"
      if (rel ~ /^games\//) return "rules"
      return ""
    }' || status=1
  rm -f "$tests"
  return $status
}

# One probe per rule: the copy of src/ passes clean, then each forbidden import, added to a file
# of that layer, fails the check naming the file and the import; one added to test code passes.
self_test() {
  local copy
  copy="$(mktemp -d)"
  trap 'rm -rf "$copy"' RETURN
  cp -r "$ROOT/src" "$copy/src"
  check "$copy/src" >/dev/null || die "layers self-test: the clean copy of src/ fails"
  local -A probe=(
    [lang]=lang.rs [engine]=engine/rng.rs [text]=text/mod.rs [table]=table/save.rs [ui]=ui/mod.rs
    [rules]=games/catch_me/rules.rs [seal]=games/catch_me/seal/virus.rs [view]=games/catch_me/view/mod.rs
  )
  local entry layer what file line out count=0
  for entry in "${FORBIDDEN[@]}"; do
    layer="${entry%%:*}"
    file="$copy/src/${probe[$layer]}"
    for what in ${entry#*:}; do
      line="use crate::$what::Probe;"
      [ "$what" = web ] && line="use leptos::prelude::*;"
      cp "$file" "$file.clean"
      printf '%s\n' "$line" | cat - "$file.clean" >"$file"
      if out="$(check "$copy/src")"; then
        die "layers self-test: $layer naming $what passed the check"
      fi
      grep -qF "${probe[$layer]}:1: $layer names" <<<"$out" || die "layers self-test: $layer naming $what: $out"
      mv "$file.clean" "$file"
      count=$((count + 1))
    done
  done
  # Test code may use more: a tests file, a module declared under #[cfg(test)], a test block.
  printf 'use crate::app::Probe;\n' >>"$copy/src/table/seal/tests.rs"
  printf 'use crate::app::Probe;\n' >>"$copy/src/games/old_saves.rs"
  printf '#[cfg(test)]\nmod probe {\n    use crate::app::Probe;\n}\n' >>"$copy/src/engine/rng.rs"
  check "$copy/src" >/dev/null || die "layers self-test: an import in test code failed the check"
  # But the code after a one-line test item (`#[cfg(test)] mod x;`) is checked.
  sed -i 's/^mod lesson_find;$/&\nuse crate::ui::Probe;/' "$copy/src/games/catch_me/mod.rs"
  if check "$copy/src" >/dev/null; then die "layers self-test: code after a test module's line went unchecked"; fi
  # And a grouped import over several lines, which a line-by-line reading cannot follow, fails.
  printf 'use crate::{\n    engine::Game,\n    games::Probe,\n};\n' >>"$copy/src/table/route.rs"
  if check "$copy/src" >/dev/null; then die "layers self-test: an import over several lines went unchecked"; fi
  info "layers: each of the $count rules fails on its probe import; test code may use more"
}

case "${1:-}" in
  --self-test) self_test ;;
  *) check "${1:-$ROOT/src}" ;;
esac
