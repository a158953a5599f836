#!/usr/bin/env bash
# The whole suite, as ./orrery test runs it (arguments go to both Maven runs). First the build with the tests that keep
# both cores busy (the agents' and the headless ones), installed into the local Maven repository; then a second Maven
# run of the tests that leave a core idle in waits: the runs' and the lab client's tests, then the workbench's UI tests
# (this run resolves the other bundles from the local repository); then the command-line checks, and last the release
# archive's (release-test.sh), which the build's packaging made after the first run. With
# ORRERY_SUITE_OVERLAP=1 the second run and the checks go at the same time (about 20 instead of 22 minutes here).
# The checks that need the UI tests' end (the replay of the run they export, the labs of several hosts) wait for it;
# beside them, the second run's output follows the checks' lines. docs/testing.md has the times. An interrupt ends both.
# Exits non-zero when the build, a test or a check failed.
set -uo pipefail

ROOT=$1
shift
STATE="$ROOT/.orrery-build/suite"
# the test modules run beside the checks, in this order
BESIDE="bundles/org.orrery.run.tests,bundles/org.orrery.lab.tests,bundles/org.orrery.app.tests"

display() {
  if [ -z "${DISPLAY:-}" ]; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
  else
    "$@"
  fi
}

display "$ROOT/mvnw" -B -f "$ROOT/pom.xml" clean install -pl "$(sed 's/[^,]*/!&/g' <<<"$BESIDE")" "$@" || {
  echo "orrery: the build or its tests failed" >&2
  exit 1
}
# the release archives of what was just built (checked last, by release-test.sh)
"$ROOT/releng/scripts/package.sh" "$ROOT" || {
  echo "orrery: packaging the release failed" >&2
  exit 1
}
# the product was just built: the checks call ./orrery without looking at the sources' times again
if [ -n "${ORRERY_PRODUCT_STAMP:-}" ]; then mkdir -p "$(dirname "$ORRERY_PRODUCT_STAMP")" && touch "$ORRERY_PRODUCT_STAMP"; fi

rm -rf "$STATE" && mkdir -p "$STATE"
second_run() {
  # --fail-at-end: a failing module does not keep the others' tests from running and reporting
  display "$ROOT/mvnw" -B -f "$ROOT/pom.xml" --fail-at-end clean verify -pl "$BESIDE" "$@"
}
if [ "${ORRERY_SUITE_OVERLAP:-0}" = 1 ]; then
  # the second run in a process group of its own (job control on while it starts), which an interrupt of the checks
  # ends
  set -m
  (
    second_run "$@" > "$STATE/beside.log" 2>&1
    echo $? > "$STATE/beside.exit"
  ) &
  ui=$!
  set +m
  trap 'kill -TERM -- "-$ui" 2>/dev/null; exit 130' INT TERM
else
  # one after the other unless asked: beside the checks, the UI tests' 1,000-operator lab starves (docs/testing.md)
  second_run "$@" 2>&1 | tee "$STATE/beside.log"
  echo "${PIPESTATUS[0]}" > "$STATE/beside.exit"
  ui=
fi
ORRERY_UI_TESTS_DONE="$STATE/beside.exit" ORRERY_PRODUCT_CURRENT=1 "$ROOT/releng/scripts/cli-test.sh" "$ROOT"
checks=$?
[ -z "$ui" ] || wait "$ui"
# the release as a user who downloads it meets it, once the machine is quiet again
"$ROOT/releng/scripts/release-test.sh" "$ROOT" || checks=1

if [ -n "$ui" ]; then
  echo "--- the runs', the lab client's and the workbench's UI tests, run beside the checks above:"
  cat "$STATE/beside.log"
fi
# the README's pictures are the UI tests' screenshots of the real workbench, so they show what this version does
shots="$ROOT/bundles/org.orrery.app.tests/target/screenshots"
if compgen -G "$shots/*.png" > /dev/null; then cp "$shots"/*.png "$ROOT/releng/docs/"; fi
status=$(cat "$STATE/beside.exit" 2>/dev/null || echo 1)
if [ "$status" != 0 ]; then
  # repeated last, where a report that keeps only the output's end still shows which test failed and why: each
  # failing test with the first lines of its message
  echo "--- what failed in the runs', the lab client's and the workbench's tests:" >&2
  awk '/<<< (FAILURE|ERROR)!/ { n = 8 } n > 0 { print substr($0, 1, 400); n--; next }
    /^\[ERROR\] +[A-Za-z].*:[0-9]+ |Tests run:.*(Failures: [1-9]|Errors: [1-9])|BUILD FAILURE|Crashed tests|There was a timeout/' \
    "$STATE/beside.log" | head -80 >&2
  echo "orrery: a test of the runs, the lab client or the workbench failed (above)" >&2
fi
[ "$checks" = 0 ] || echo "orrery: a command-line check failed (the lines marked FAIL above)" >&2
[ "$status" = 0 ] && [ "$checks" = 0 ]
