#!/usr/bin/env bash
# A run the workbench exported (by the UI test, into bundles/org.orrery.app.tests/target/exported-run) replays
# headless with every report. Sourced by cli-test.sh, or run alone after the UI tests by ./orrery test:
#   exported-run-check.sh ROOT
if [ -z "${ORRERY:-}" ]; then
  set -uo pipefail
  ROOT=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
  ORRERY="$ROOT/orrery"
  TMP=$(mktemp -d)
  trap 'ORRERY_LAB="$TMP/labreplay" "$ORRERY" lab stop >/dev/null 2>&1 || true; rm -rf "$TMP"' EXIT
  # shellcheck source=releng/scripts/check.sh
  . "$ROOT/releng/scripts/check.sh"
  alone=1
fi
EXPORTED="$ROOT/bundles/org.orrery.app.tests/target/exported-run/solar-run.xml"
if [ -f "$EXPORTED" ]; then
  check "a run exported from the workbench (by the UI test) replays headless" 0 "1 combination ran, 0 failed" \
    env ORRERY_LAB="$TMP/labreplay" "$ORRERY" run "$EXPORTED" --out "$TMP/replay"
  check "the replay wrote the description with results, a PNG chart, CSV, Markdown and JUnit XML" 0 "solar-run-junit.xml solar-run.csv solar-run.md solar-run.png solar-run.xml" \
    sh -c "cd '$TMP/replay' && echo \$(ls)"
else
  echo "skip a run exported from the workbench replays headless (no UI test run: $EXPORTED is missing)"
fi
if [ -n "${alone:-}" ]; then
  echo "exported run: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
fi
