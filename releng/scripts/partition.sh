#!/bin/sh
# Partitions a lab of network namespaces for SECONDS (default 5): takes host INDEX's link to the lab's switch down
# (ip link set ... down, in the switch namespace the lab made) and up again, and meanwhile samples the Star's status
# twice a second from inside the first host's namespace (curl with the lab token), printing each sample's domains as
# "name:up" or "name:DOWN(error)". Root only; it touches only the namespaces of the lab in LAB_DIR.
# Usage: partition.sh LAB_DIR INDEX [SECONDS]
set -eu
lab=$1
index=$2
seconds=${3:-5}
star=$(sed -n 's/.*"starUrl" *: *"\([^"]*\)".*/\1/p' "$lab/lab.json")
# the namespace the lab's commands run in (its first host's), as lab.json names it: orrery-<id>-h1
inside=$(sed -n 's/.*"namespace" *: *"\([^"]*\)".*/\1/p' "$lab/lab.json")
[ -n "$inside" ] || { echo "$lab is not a lab of network namespaces" >&2; exit 1; }
switch="${inside%-h1}-sw"
link=$(ip -n "$switch" -o link show | sed -n "s/^[0-9]*: \(ov[^@:]*h$index\)[@:].*/\1/p")
[ -n "$link" ] || { echo "no link of host h$index in $switch" >&2; exit 1; }
# the token goes to curl in a file of the user's alone, never on a command line that every user's ps shows
header=$(mktemp)
trap 'rm -f "$header"' EXIT
printf 'Authorization: Bearer %s\n' "$(cat "$lab/token")" > "$header"
# the hosts' control links speak TLS with certificates of the lab's own authority
cacert=""
[ -f "$lab/ca.pem" ] && cacert="--cacert $lab/ca.pem"
ip -n "$switch" link set "$link" down
echo "link of h$index down"
end=$(($(date +%s) + seconds))
while [ "$(date +%s)" -lt "$end" ]; do
  ip netns exec "$inside" curl -s --max-time 1 $cacert -H @"$header" "$star/v1/system/status" |
    python3 -c 'import json, sys
status = json.load(sys.stdin)
print(" ".join(d["name"] + (":up" if d["up"] else ":DOWN(" + d["error"] + ")") for d in status["domains"]))' || true
  sleep 0.5
done
ip -n "$switch" link set "$link" up
echo "link of h$index up"
