#!/usr/bin/env bash
# Checks the ./orrery command line as a user meets it: help, JDK selection, and validate's output and exit codes.
# Prints one line per check and closes with "N passed, N failed"; exits non-zero when any check failed.
set -uo pipefail

ROOT=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
ORRERY="$ROOT/orrery"
MODELS="$ROOT/sample-systems/models"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0

check() {
  local name=$1 expected_exit=$2 pattern=$3
  shift 3
  local output status
  output=$("$@" 2>&1)
  status=$?
  if [ "$status" -eq "$expected_exit" ] && grep -qE -- "$pattern" <<<"$output"; then
    echo "ok   $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name: exit $status (expected $expected_exit), output:"
    sed 's/^/       /' <<<"$output" | head -n 20
    failed=$((failed + 1))
  fi
}

check "help lists the commands" 0 "validate FILE\.\.\." "$ORRERY" --help
mkdir -p "$TMP/nojvm"
check "a missing JDK is named in one line" 1 "^orrery: no JDK 21 or newer found" \
  env JAVA_HOME= ORRERY_JVM_ROOT="$TMP/nojvm" "$ORRERY" validate "$MODELS/solar.orrery"
check "valid samples exit 0" 0 "solar.orrery: valid \(1 hosts, 3 domains, 9 operators, 8 connections\)" \
  "$ORRERY" validate "$MODELS/solar.orrery" "$MODELS/three-host-lab.orrery"
check "problems print file: element: message and exit 1" 1 \
  "solar-broken.orrery: operator 'display': operator-placement: " \
  "$ORRERY" validate "$MODELS/solar.orrery" "$MODELS/solar-broken.orrery"
head -c 700 "$MODELS/solar.orrery" > "$TMP/truncated.orrery"
check "unreadable files print file:line: message and exit 2" 2 "truncated.orrery:[0-9]+: not well-formed XML" \
  "$ORRERY" validate "$MODELS/solar-broken.orrery" "$TMP/truncated.orrery"
check "a missing file exits 2" 2 "missing.orrery: no such file" "$ORRERY" validate "$TMP/missing.orrery"
check "an unknown command is refused" 2 "unknown command 'frobnicate'" "$ORRERY" frobnicate
check "the workbench needs a display" 1 "no display" env -u DISPLAY -u WAYLAND_DISPLAY "$ORRERY" demo

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
