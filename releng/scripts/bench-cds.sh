#!/bin/bash
# Class data sharing against none, in the same script on the same machine: three rounds, each starting a fresh
# embedded lab and deploying the Solar sample once without archives (ORRERY_CLASS_DATA_SHARING=off) and once with
# them, through the CLI. Prints the seconds of 'lab start' and of 'deploy' for each. Run from the repository root.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ORRERY="$ROOT/orrery"
export ORRERY_LAB
ORRERY_LAB=$(mktemp -d)/lab
trap '"$ORRERY" lab stop >/dev/null 2>&1; rm -rf "$(dirname "$ORRERY_LAB")"' EXIT
for round in 1 2 3; do
  for mode in off on; do
    rm -rf "$ORRERY_LAB"
    export ORRERY_CLASS_DATA_SHARING=$mode
    s0=$(date +%s.%N); "$ORRERY" lab start >/dev/null || exit 1; s1=$(date +%s.%N)
    "$ORRERY" deploy "$ROOT/sample-systems/models/solar.orrery" >/dev/null || exit 1; s2=$(date +%s.%N)
    "$ORRERY" undeploy >/dev/null; "$ORRERY" lab stop >/dev/null
    printf "round %d, class data sharing %-3s: lab start %5.2f s, deploy %5.2f s\n" "$round" "$mode" \
      "$(awk "BEGIN{print $s1 - $s0}")" "$(awk "BEGIN{print $s2 - $s1}")"
  done
done
