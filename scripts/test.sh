#!/usr/bin/env bash
# Everything the project checks, in order:
#   1. tools        scripts/tools.sh --browser (installs only what is missing)
#   2. native       cargo test of every plain Rust crate: the engine, the table, each game's rules
#                   and sealing part, the list of games (no web crate is built)
#      lint         scripts/lint.sh: rustfmt, clippy -D warnings, the crate graph in its order
#      soak         a short `make soak` (random play with every check, then broken saves fed
#                   to the save reader: none may panic), in the test build's profile
#   3. wasm         cargo test --target wasm32-unknown-unknown -p quarantable --test <each
#                   tests/*.rs using wasm-bindgen-test>, in headless Chromium through
#                   wasm-bindgen-test-runner and chromedriver (webdriver.json: the browser, flags)
#   4. build        scripts/build.sh: the release dist/, with an empty CARGO_HOME (cargo
#                   registry) so that it proves the build fetches its own crates
#      weight       scripts/budgets.mjs: the first visit's gzip weight of the home screen and
#                   of each game against budgets.json; over a budget fails, saying by how much
#   5. e2e          node --test tests/e2e/: the built app in Chromium (playwright-core), from
#                   the saved positions `cargo run -p games --example positions` writes and the
#                   list of games `cargo run -p games --example games` writes; three files at a
#                   time, then the files that time things (tests/e2e/timed-*) alone; each file
#                   limited to E2E_TEST_TIMEOUT_MS (default 5 minutes)
# Runs every step it can, prints a summary and exits non-zero if any step failed.
# TEST_RECORD=<file>: each step's result and seconds are appended there (scripts/test-repeat.sh).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

# wasm-bindgen-test-runner: use chromedriver (headless unless NO_HEADLESS is set); the browser
# binary and its flags (--no-sandbox for root) come from webdriver.json in the crate root.
export CHROMEDRIVER="$CHROMEDRIVER_BIN"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"

SUMMARY=()
FAILED=0
T0="$(now)"

# step NAME COMMAND...: runs the command, records its result and time.
step() {
  local name="$1"; shift
  say "$name: $*"
  local start rc
  start="$(now)"
  "$@"
  rc=$?
  local secs=$(( $(now) - start ))
  if [ "$rc" -eq 0 ]; then
    SUMMARY+=("$(printf '  ok    %-8s %5ss  %s' "$name" "$secs" "$*")")
  else
    SUMMARY+=("$(printf '  FAIL  %-8s %5ss  %s  (exit %s)' "$name" "$secs" "$*" "$rc")")
    FAILED=1
  fi
  record "$name" "$([ "$rc" -eq 0 ] && echo ok || echo FAIL)" "$secs"
  return "$rc"
}
skip() {
  SUMMARY+=("$(printf '  skip  %-8s %5s   %s' "$1" "-" "$2")")
  record "$1" skip -
}
record() {
  if [ -n "${TEST_RECORD:-}" ]; then echo "$*" >>"$TEST_RECORD"; fi
}

summary() {
  echo
  say "Summary ($(( $(now) - T0 ))s)"
  printf '%s\n' "${SUMMARY[@]}"
  if [ "$FAILED" -eq 0 ]; then
    echo "ALL TESTS PASSED"
  else
    echo "SOME STEPS FAILED"
  fi
}

if ! step tools bash scripts/tools.sh --browser; then
  for name in native lint soak wasm build weight e2e; do skip "$name" "needs tools"; done
  summary; exit 1
fi

step native cargo test "${PLAIN_CRATES[@]}"
step lint bash scripts/lint.sh
# Short, and in the dev profile that `cargo test` has built already (`make soak` is the long one):
# 5,000 random actions per game and 3,000 broken inputs of each kind (saves, links, sealed links).
step soak env SOAK_ACTIONS=5000 SOAK_INPUTS=3000 cargo run --quiet -p games --example soak
# The wasm tests: the library's own, plus every tests/*.rs that uses wasm-bindgen-test
# (the other integration tests are native-only).
WASM_TESTS=()
for f in tests/*.rs; do
  grep -q 'wasm_bindgen_test' "$f" && WASM_TESTS+=(--test "$(basename "$f" .rs)")
done
step wasm cargo test --target wasm32-unknown-unknown -p quarantable "${WASM_TESTS[@]}"
# The release build runs against a new, empty cargo registry (CARGO_HOME), with the installed
# tools still on PATH: it passes only if the build fetches the locked crates itself, as it
# must when `make serve` is the first command on a fresh machine. The registry is removed after.
fresh_build() {
  local home rc
  home="$(mktemp -d "${TMPDIR:-/tmp}/quarantable-cargo-home.XXXXXX")"
  CARGO_HOME="$home" bash scripts/build.sh
  rc=$?
  if [ "$rc" -eq 0 ] && ! compgen -G "$home/registry/cache/*/*.crate" >/dev/null; then
    echo "error: the build fetched no crate into the empty registry $home" >&2
    rc=1
  fi
  rm -rf "$home"
  return "$rc"
}
# The browser tests' failures, with their messages, as the spec reporter lists them at its end:
# printed again before the summary, where a log cut to its tail still shows why a test failed.
# Each run of the browser tests writes its spec report here (one file per run).
E2E_REPORTS="$(mktemp -d "${TMPDIR:-/tmp}/quarantable-e2e.XXXXXX")"
# browser_tests NAME CONCURRENCY FILES...: a time limit per test file, so that a hung browser
# fails the step instead of eating CI's 90 minutes.
browser_tests() {
  local name="$1" concurrency="$2"; shift 2
  E2E_POSITIONS="$ROOT/target/positions" \
  node --test --test-concurrency="$concurrency" --test-timeout="${E2E_TEST_TIMEOUT_MS:-300000}" \
    --test-reporter=tap --test-reporter-destination=stdout \
    --test-reporter=spec --test-reporter-destination="$E2E_REPORTS/$name" "$@"
}
# The longest browser test files, started first.
E2E_LONGEST=(tests/e2e/learn-lab-race.test.mjs tests/e2e/devices-lab.test.mjs tests/e2e/devices.test.mjs
  tests/e2e/learn-vaccine-race.test.mjs tests/e2e/devices-three.test.mjs tests/e2e/learn-epidemium.test.mjs
  tests/e2e/learn-carcassonne.test.mjs tests/e2e/table-sizes.test.mjs)
e2e() {
  local rc=0
  # The saved games the tests open instead of playing up to them.
  cargo run --quiet -p games --example positions -- "$ROOT/target/positions" || return 1
  # The list of games the browser tests read (tests/e2e/games.mjs), from `every_game!`.
  cargo run --quiet -p games --example games -- "$ROOT/target/games.json" || return 1
  # Files that time things run alone, on a quiet machine; the others three at a time (a browser
  # test mostly waits on the app's own pace, leaving the cores mostly idle).
  # The longest files start first, so that none is left running alone at the end.
  local timed=(tests/e2e/timed-*.test.mjs) rest=("${E2E_LONGEST[@]}")
  for f in tests/e2e/*.test.mjs; do
    [[ "$f" == tests/e2e/timed-* || " ${rest[*]} " == *" $f "* ]] || rest+=("$f")
  done
  browser_tests 1-together "${E2E_CONCURRENCY:-3}" "${rest[@]}" || rc=1
  browser_tests 2-timed 1 "${timed[@]}" || rc=1
  return "$rc"
}
failures() {
  # From each spec report's "failing tests:" on, without the stack frames inside node itself.
  for report in "$E2E_REPORTS"/*; do
    [ -f "$report" ] && sed -n '/failing tests:/,$p' "$report" | grep -v 'at .*(node:' | head -n 60
  done
  rm -rf "$E2E_REPORTS"
}
if step build fresh_build; then
  step weight node scripts/budgets.mjs
  step e2e e2e
else
  skip weight "needs a successful build"
  skip e2e "needs a successful build"
fi

failures
summary
exit "$FAILED"
