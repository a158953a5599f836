# Sourced by the command-line checks (cli-test.sh, release-test.sh): check NAME EXIT PATTERN COMMAND... runs the command
# with a hard timeout of 300 s and passes when it exits EXIT and its output matches the extended regular expression
# PATTERN; a failure prints the output, and the logs of the lab in $ORRERY_LAB (and of $EXTRA_LOGS). Counts in
# $passed and $failed.
passed=0
failed=0

check() {
  local name=$1 expected_exit=$2 pattern=$3
  shift 3
  local output status started=$SECONDS
  output=$(timeout 300 "$@" 2>&1)
  status=$?
  if [ "$status" -eq "$expected_exit" ] && grep -qE -- "$pattern" <<<"$output"; then
    echo "ok   $name ($((SECONDS - started)) s)"
    passed=$((passed + 1))
  else
    echo "FAIL $name: exit $status (expected $expected_exit), output:"
    sed 's/^/       /' <<<"$output" | head -n 20
    failed=$((failed + 1))
    if [ -n "${ORRERY_LAB:-}" ] && [ -d "$ORRERY_LAB" ]; then
      for log in $(find "$ORRERY_LAB" ${EXTRA_LOGS:-} -name '*.log' 2>/dev/null); do
        echo "     --- $log (last 30 lines)"
        tail -n 30 "$log" | sed 's/^/       /'
      done
    fi
  fi
}

