#!/usr/bin/env bash
# Runs the whole suite (scripts/test.sh) N times in a row (default 3) and reports every run's
# steps with their times and every failure, so that flakiness is measured, not guessed.
#
#   make test-repeat            three runs
#   N=10 make test-repeat       ten
#
# Each run's full log is kept in target/test-repeat/run-<i>.log. Exits non-zero if any run failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

RUNS="${1:-${N:-3}}"
OUT="$ROOT/target/test-repeat"
rm -rf "$OUT" && mkdir -p "$OUT"
FAILED_RUNS=0

for i in $(seq 1 "$RUNS"); do
  say "Run $i of $RUNS"
  start="$(now)"
  TEST_RECORD="$OUT/run-$i.steps" bash scripts/test.sh >"$OUT/run-$i.log" 2>&1
  rc=$?
  echo "total $([ "$rc" -eq 0 ] && echo ok || echo FAIL) $(( $(now) - start ))" >>"$OUT/run-$i.steps"
  [ "$rc" -eq 0 ] || FAILED_RUNS=$(( FAILED_RUNS + 1 ))
  info "run $i: $(awk '{ printf "%s %s %ss; ", $1, $2, $3 }' "$OUT/run-$i.steps")"
done

say "$RUNS runs, $FAILED_RUNS failed; seconds by step"
steps="$(cut -d' ' -f1 "$OUT"/run-*.steps | awk '!seen[$0]++')"
printf '  %-8s' step; for i in $(seq 1 "$RUNS"); do printf ' %9s' "run $i"; done; echo
for name in $steps; do
  printf '  %-8s' "$name"
  for i in $(seq 1 "$RUNS"); do
    printf ' %9s' "$(awk -v n="$name" '$1 == n { print ($2 == "ok" ? $3 : $2 " " $3) }' "$OUT/run-$i.steps")"
  done
  echo
done
for i in $(seq 1 "$RUNS"); do
  if grep -q ' FAIL ' "$OUT/run-$i.steps"; then
    say "Run $i: what failed"
    grep ' FAIL ' "$OUT/run-$i.steps" | sed 's/^/  /'
    # The browser tests' failures, as scripts/test.sh prints them before its summary.
    sed -n '/failing tests:/,/^==> Summary/p' "$OUT/run-$i.log" | grep -v '^==> Summary' | head -n 80
  fi
done
exit $(( FAILED_RUNS > 0 ))
