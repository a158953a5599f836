#!/usr/bin/env bash
# Fuzzes the control API of a real lab from its OpenAPI documents with Schemathesis (from PyPI, pinned in
# fuzz-requirements.txt and installed into .orrery-build/fuzz-venv on first use): every route of a Planet, the Star and
# the node daemon, with the lab token (and the Star's and the node daemon's without it), except /v1/shutdown, which is tested directly at the end,
# and the CPU load (/v1/load and the Star's relay of it), which would spin the machine's cores under the rest (CpuLoadTest tests it and its refusals).
# No request may get a 5xx answer or go unanswered, and the lab must serve afterwards: the Star deploys the Solar
# sample again and its events flow, the node daemon starts a domain. Prints "fuzz: N requests, ..." and exits non-zero
# on any failure.  Usage: fuzz-api.sh ROOT [EXAMPLES_PER_OPERATION], or fuzz-api.sh ROOT --install (only install
# Schemathesis, so that a timed run does not pay for the download)
set -uo pipefail

ROOT=${1:?usage: fuzz-api.sh ROOT [EXAMPLES]}
EXAMPLES=${2:-40}
ORRERY="$ROOT/orrery"
OPENAPI="$ROOT/runtime-agents/orrery-agent/src/main/resources/openapi"
VENV="$ROOT/.orrery-build/fuzz-venv"
WORK=$(mktemp -d)
export ORRERY_LAB="$WORK/lab"
trap 'rm -rf "$WORK"' EXIT

fail() {
  echo "fuzz: $*" >&2
  for log in $(find "$ORRERY_LAB" -name '*.log' 2>/dev/null); do
    echo "--- $log (last 20 lines)" >&2
    tail -n 20 "$log" >&2
  done
  exit 1
}

if [ ! -x "$VENV/bin/schemathesis" ]; then
  python3 -m venv "$VENV" || fail "python3 -m venv failed (Debian: apt-get install python3-venv)"
  "$VENV/bin/pip" install -q -r "$ROOT/releng/scripts/fuzz-requirements.txt" || fail "cannot install Schemathesis from PyPI"
fi
if [ "$EXAMPLES" = "--install" ]; then
  echo "fuzz: $("$VENV/bin/schemathesis" --version) installed in $VENV"
  exit 0
fi
trap '"$ORRERY" lab stop >/dev/null 2>&1; rm -rf "$WORK"' EXIT

"$ORRERY" lab start >/dev/null || fail "lab start failed"
"$ORRERY" deploy "$ROOT/sample-systems/models/solar.orrery" >/dev/null || fail "the Solar sample did not deploy"
TOKEN=$(cat "$ORRERY_LAB/token")
# curl reads the token from a file of the user's alone, and Schemathesis from its environment through a config file,
# never from a command line that every user's ps shows
(umask 077 && printf 'Authorization: Bearer %s\n' "$TOKEN" > "$WORK/auth.header")
printf 'headers = { Authorization = "Bearer ${ORRERY_FUZZ_TOKEN}" }\n' > "$WORK/with-token.toml"
STAR=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["starUrl"])' "$ORRERY_LAB/lab.json")
NODE=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["nodes"][0]["url"])' "$ORRERY_LAB/lab.json")
domain_url() {
  "$ORRERY" lab status --json | python3 -c 'import json,sys
print(["http://%s:%d" % (d["address"], d["port"]) for n in json.load(sys.stdin)["nodes"]
       for d in n["status"]["domains"] if d["name"] == sys.argv[1] and d["alive"]][0])' "$1"
}
PLANET=$(domain_url planet1) || fail "no planet1 after the deployment"

total=0
# fuzz NAME DOCUMENT URL [token]: one Schemathesis run, with the lab token when asked; writes how many requests it
# generated to $WORK/NAME.count
fuzz() {
  local name=$1 document=$2 url=$3 auth=${4:-}
  local report="$WORK/$name.ndjson" output status
  local args=(run "$OPENAPI/$document" -u "$url" --exclude-path /v1/shutdown --exclude-path /v1/load --exclude-path '/v1/system/domains/{domain}/load' -c not_a_server_error -n "$EXAMPLES"
    --workers 2 --seed 20261123 --no-color --request-timeout 20 --report ndjson --report-ndjson-path "$report" --warnings off)
  local token=""
  if [ "$auth" = token ]; then
    args=(--config-file "$WORK/with-token.toml" "${args[@]}")
    token=$TOKEN
  fi
  output=$(cd "$WORK" && ORRERY_FUZZ_TOKEN=$token "$VENV/bin/schemathesis" "${args[@]}" 2>&1)
  status=$?
  # Hypothesis has once crashed inside itself (a traceback from its own strategies' repr, no failure found) while
  # three runs shared the two cores: such a run is made again once; a failure found is never retried
  if [ "$status" -ne 0 ] && grep -q 'Traceback (most recent call last)' <<<"$output" && ! grep -q 'FAILURES' <<<"$output"; then
    echo "fuzz: $name: Schemathesis failed inside itself, not on an answer; running it again once:" >&2
    grep -E '^[A-Za-z.]*(Error|Exception)' <<<"$output" | tail -n 3 >&2
    output=$(cd "$WORK" && ORRERY_FUZZ_TOKEN=$token "$VENV/bin/schemathesis" "${args[@]}" 2>&1)
    status=$?
  fi
  local generated
  generated=$(grep -oE '[0-9]+ generated' <<<"$output" | head -n 1 | grep -oE '[0-9]+')
  if [ "$status" -ne 0 ] || [ -z "$generated" ]; then
    echo "$output" | tail -n 60 >&2
    echo "fuzz: $name: Schemathesis found failures (exit $status)" >&2
    return 1
  fi
  # with the token, some answer must be other than 401: the token reached the agent through the config file
  if [ "$auth" = token ] && [ "$(grep -oE '"status_code":[0-9]+' "$report" | grep -vc ':401$')" -eq 0 ]; then
    echo "fuzz: $name: every answer was 401: Schemathesis did not send the lab token" >&2
    return 1
  fi
  echo "fuzz: $name: $generated requests, no 5xx"
  echo "$generated" > "$WORK/$name.count"
}

# together "NAME DOCUMENT URL [token]"...: those runs at the same time (each waits on its answers about half the time, so
# one after another left the two cores half idle), then adds up their requests; fails if one of them failed
together() {
  local pids=() run failed=0
  for run in "$@"; do
    # shellcheck disable=SC2086
    fuzz $run &
    pids+=($!)
  done
  for run in "${pids[@]}"; do
    wait "$run" || failed=1
  done
  [ "$failed" = 0 ] || fail "Schemathesis found failures (above)"
  for run in "$@"; do
    total=$((total + $(cat "$WORK/${run%% *}.count")))
  done
}

# Without the token, a Planet answers as the Star does (the same control server refuses before any route), so the
# Star alone is fuzzed so: a Planet's run without it repeated the Star's 3,000 requests on the same code.
together "planet-with-token domain-agent.yaml $PLANET token" "star-without-token domain-agent.yaml $STAR"
together "star-with-token domain-agent.yaml $STAR token" "node-without-token node-daemon.yaml $NODE"

# The Star and the Planets still serve: a fresh deployment of the Solar sample, and events flowing through it.
"$ORRERY" deploy "$ROOT/sample-systems/models/solar.orrery" >/dev/null || fail "after fuzzing, the Star does not deploy"
sleep 2
"$ORRERY" status --json | grep -qE '"name":"display"[^}]*"eventsIn":[1-9]' || fail "after fuzzing, no events reach the display"

# The node daemon last: with the token its routes may stop the Star, as they are meant to.
together "node-with-token node-daemon.yaml $NODE token"
curl -sf -H @"$WORK/auth.header" "$NODE/v1/host" >/dev/null || fail "after fuzzing, the node daemon does not answer"
curl -sf -X POST -H @"$WORK/auth.header" -H 'Content-Type: application/json' \
  -d '{"name":"after-fuzz","role":"planet"}' "$NODE/v1/domains" >/dev/null || fail "after fuzzing, the node daemon starts no domain"

# /v1/shutdown, directly: refused without the token (the domain still answers), obeyed with it.
after=$(domain_url after-fuzz) || fail "the domain started after fuzzing is not running"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$after/v1/shutdown")
[ "$code" = 401 ] || fail "/v1/shutdown without the token answered $code, not 401"
curl -sf -H @"$WORK/auth.header" "$after/v1/health" >/dev/null || fail "the domain stopped on a shutdown without the token"
curl -sf -X POST -H @"$WORK/auth.header" "$after/v1/shutdown" >/dev/null || fail "/v1/shutdown with the token failed"
for _ in $(seq 1 100); do
  curl -s -o /dev/null -H @"$WORK/auth.header" "$after/v1/health" || break
  sleep 0.1
done
curl -s -o /dev/null -H @"$WORK/auth.header" "$after/v1/health" && fail "the domain still answers after /v1/shutdown"

[ "$total" -ge 2000 ] || fail "only $total requests were generated; at least 2,000 are asked for"
echo "fuzz: $total requests in all, no 5xx, none unanswered; the lab served afterwards; /v1/shutdown refused without the token, obeyed with it"
