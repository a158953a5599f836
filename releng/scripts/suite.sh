#!/usr/bin/env bash
# The whole suite, as ./orrery test runs it (arguments go to both Maven runs). First the build with every test but the
# workbench's UI tests, installed into the local Maven repository; then the UI tests (their build resolves the other
# bundles from there) and the command-line checks at the same time: the UI tests spend most of their time waiting on
# the workbench, with a core or more idle, while the checks run their labs. The checks that need the UI tests' end
# wait for it (releng/scripts/cli-test.sh). The UI tests' output follows the checks' lines.
# Exits non-zero when the build, a test or a check failed.
set -uo pipefail

ROOT=$1
shift
STATE="$ROOT/.orrery-build/suite"

display() {
  if [ -z "${DISPLAY:-}" ]; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
  else
    "$@"
  fi
}

display "$ROOT/mvnw" -B -f "$ROOT/pom.xml" clean install -pl '!bundles/org.orrery.app.tests' "$@" || {
  echo "orrery: the build or its tests failed" >&2
  exit 1
}
# the product was just built: the checks call ./orrery without looking at the sources' times again
if [ -n "${ORRERY_PRODUCT_STAMP:-}" ]; then mkdir -p "$(dirname "$ORRERY_PRODUCT_STAMP")" && touch "$ORRERY_PRODUCT_STAMP"; fi

rm -rf "$STATE" && mkdir -p "$STATE"
(
  display "$ROOT/mvnw" -B -f "$ROOT/pom.xml" clean verify -pl bundles/org.orrery.app.tests "$@" > "$STATE/ui-tests.log" 2>&1
  echo $? > "$STATE/ui-tests.exit"
) &
ui=$!
ORRERY_UI_TESTS_DONE="$STATE/ui-tests.exit" ORRERY_PRODUCT_CURRENT=1 "$ROOT/releng/scripts/cli-test.sh" "$ROOT"
checks=$?
wait "$ui"

echo "--- the workbench's UI tests (bundles/org.orrery.app.tests), run beside the checks above:"
cat "$STATE/ui-tests.log"
# the README's pictures are the UI tests' screenshots of the real workbench, so they show what this version does
shots="$ROOT/bundles/org.orrery.app.tests/target/screenshots"
if compgen -G "$shots/*.png" > /dev/null; then cp "$shots"/*.png "$ROOT/releng/docs/"; fi
status=$(cat "$STATE/ui-tests.exit" 2>/dev/null || echo 1)
[ "$status" = 0 ] || echo "orrery: the UI tests failed (above)" >&2
[ "$checks" = 0 ] || echo "orrery: a command-line check failed (the lines marked FAIL above)" >&2
[ "$status" = 0 ] && [ "$checks" = 0 ]
