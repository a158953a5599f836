#!/usr/bin/env bash
# release-test.sh ROOT: checks the release archive (./orrery package) as someone who downloads it meets it: unpacked
# into an empty folder away from the source tree, run with JAVA_HOME unset and no java on the PATH. Its version, the
# headless demo, a clear refusal of what needs the sources; an operator of one's own from 'orrery new operator' to its
# counts in 'orrery status', changed, rebuilt and redeployed (only it restarts), a build that does not resolve refused
# while the earlier one runs on, deploy --watch; the workbench's Deploy by its key (Ctrl+Alt+D, xdotool) under Xvfb;
# the runtime archive for lab hosts, installed by hand as its note says, running a lab on the host's JDK.
# Maven builds the operator with the JDK this script is given (JAVA_HOME, as ./orrery test sets it), as a user's own
# JDK and Maven would. Prints one line per check and "release: N passed, N failed"; exits non-zero when one failed.
set -uo pipefail

ROOT=$1
ARCHIVE=$(ls "$ROOT"/releng/target/release/orrery-[0-9]*-linux-x86_64.tar.gz 2>/dev/null | head -n 1)
[ -n "$ARCHIVE" ] || { echo "release: no archive in $ROOT/releng/target/release: ./orrery package makes it" >&2; exit 1; }
JDK=${JAVA_HOME:?JAVA_HOME names the JDK that builds the operator}
TMP=$(mktemp -d)
cleanup() {
  [ -n "${watch_pid:-}" ] && kill "$watch_pid" 2>/dev/null
  [ -x "$TMP/orrery" ] && "$TMP/orrery" lab stop >/dev/null 2>&1
  rm -rf "$TMP"
}
trap cleanup EXIT
# shellcheck source=releng/scripts/checks.sh
. "$(dirname "${BASH_SOURCE[0]}")/checks.sh"
export ORRERY_LAB="$TMP/lab"

# a PATH with every tool of this machine but Java's
mkdir -p "$TMP/bin" "$TMP/home" "$TMP/install"
for tool in /usr/local/bin/* /usr/bin/* /bin/*; do
  case "$(readlink -f "$tool")" in /usr/lib/jvm/*) continue ;; esac
  [ -e "$TMP/bin/${tool##*/}" ] || ln -s "$tool" "$TMP/bin/${tool##*/}"
done
tar -xzf "$ARCHIVE" -C "$TMP/install"
RELEASE=$(ls -d "$TMP"/install/orrery-*)
# the release's launcher as a user runs it: no JAVA_HOME, no java on the PATH, a home of its own
cat > "$TMP/orrery" <<EOF
#!/bin/sh
exec env -u JAVA_HOME PATH="$TMP/bin" HOME="$TMP/home" ORRERY_WORKSPACE="$TMP/workspace" "$RELEASE/orrery" "\$@"
EOF
chmod +x "$TMP/orrery"
O="$TMP/orrery"
# Maven on an operator's project (threshold unless PROJECT says which), as its user runs it with a JDK and Maven of
# their own
cat > "$TMP/mvn-verify" <<EOF
#!/bin/sh
JAVA_HOME="$JDK" exec "$ROOT/mvnw" -B -f "$TMP/\${PROJECT:-threshold}/pom.xml" verify "\$@"
EOF
chmod +x "$TMP/mvn-verify"
mvn_verify="$TMP/mvn-verify"

check "the release has no java on its PATH" 0 "^none$" env PATH="$TMP/bin" sh -c 'command -v java || echo none'
check "the release names its version" 0 "^Orrery 0\.1\.0\.[0-9]{12}" "$O" --version
check "... and refuses what needs the sources, exit 2" 2 "'build' works on a source checkout of Orrery" "$O" build
check "the headless demo runs from the release" 0 "dailyHigh +planet2 +running" env ORRERY_DEMO_SECONDS=2 \
  ORRERY_LAB="$TMP/labdemo" "$O" demo --headless

check "new operator writes a Maven project: operator, declaration, test, system" 0 \
  "wrote .*/threshold: a filter operator, type com.example.threshold" "$O" new operator threshold --dir "$TMP/threshold"
check "... and refuses a name that is no name, exit 2" 2 "the name 'My_Op' is not lower case letters" \
  "$O" new operator My_Op --dir "$TMP/other"
check "... and a folder that is there, writing nothing, exit 2" 2 "threshold is there already; nothing was written" \
  "$O" new operator threshold --dir "$TMP/threshold"
check "Maven builds it from the release's repository and Maven Central, its test on the kit passing" 0 \
  "Tests run: 2, Failures: 0, Errors: 0, Skipped: 0$" "$mvn_verify"
check "... and validate reads its type from the jar" 0 "system.orrery: valid" "$O" validate "$TMP/threshold/system.orrery"
for kind in transform source sink; do
  check "... as a $kind too: written, built, its tests passing, its system valid" 0 "my-$kind/system.orrery: valid" \
    sh -c "'$O' new operator my-$kind --kind $kind --dir '$TMP/my-$kind' >/dev/null && PROJECT=my-$kind '$mvn_verify' -q \
      && '$O' validate '$TMP/my-$kind/system.orrery'"
done
check "a lab starts from the release" 0 "Star +star" "$O" lab start
check "the system deploys the operator beside the samples" 0 "3 created \(sensor, threshold, display\)" \
  "$O" deploy "$TMP/threshold/system.orrery"
check "... and orrery status counts its events" 0 "^threshold +work +running +[1-9][0-9]* +[1-9]" \
  sh -c "for i in \$(seq 60); do '$O' status | grep -E '^threshold +work +running +[1-9][0-9]* +[1-9]' && exit 0; \
    sleep 1; done; '$O' status; exit 1"

sed -i 's/doubleValue("limit", 50.0)/doubleValue("limit", 75.0)/' "$TMP/threshold/src/main/java/com/example/threshold/Threshold.java"
check "changed and rebuilt" 0 "BUILD SUCCESS" "$mvn_verify" -DskipTests
check "the preview says the rebuild replaces its earlier build" 0 \
  "replace bundle com.example.threshold 0.1.0: in work by its new build \(sha256 [0-9a-f]{12}…\): the operators of its types restart" \
  "$O" deploy --preview "$TMP/threshold/system.orrery"
"$O" deploy "$TMP/threshold/system.orrery" > "$TMP/redeploy.out" 2>&1
check "a redeploy restarts only the rebuilt operator" 0 "2 kept, 1 restarted \(threshold\)" cat "$TMP/redeploy.out"
check "... and uninstalls its earlier build" 0 "com.example.threshold 0.1.0 \(sha256 [0-9a-f]{12}…\) uninstalled: replaced by its new build" \
  cat "$TMP/redeploy.out"

cp "$TMP/threshold/pom.xml" "$TMP/pom.xml"
sed -i 's|^-noextraheaders: true|Import-Package: org.nowhere.missing;version="[1,2)", *\n-noextraheaders: true|' "$TMP/threshold/pom.xml"
"$mvn_verify" -q -DskipTests > /dev/null 2>&1
check "a build that does not resolve is refused with the framework's reason" 1 \
  "Unresolved requirement: Import-Package: org.nowhere.missing" "$O" deploy "$TMP/threshold/system.orrery"
check "... and the earlier build runs on" 0 "^threshold +work +running" \
  sh -c "'$O' status | grep -E 'com.example.threshold 0.1.0 \(active\)$' >/dev/null && '$O' status"
cp "$TMP/pom.xml" "$TMP/threshold/pom.xml"
"$mvn_verify" -q -DskipTests > /dev/null 2>&1

"$O" deploy --watch "$TMP/threshold/system.orrery" > "$TMP/watch.out" 2>&1 &
watch_pid=$!
check "deploy --watch deploys and watches the system and its jar" 0 "^watching 3 files" \
  sh -c "for i in \$(seq 120); do grep '^watching' '$TMP/watch.out' && exit 0; sleep 1; done; cat '$TMP/watch.out'; exit 1"
sed -i 's/doubleValue("limit", 75.0)/doubleValue("limit", 25.0)/' "$TMP/threshold/src/main/java/com/example/threshold/Threshold.java"
"$mvn_verify" -q -DskipTests > /dev/null 2>&1
check "... and deploys again when the jar is rebuilt, restarting only its operator" 0 "1 restarted \(threshold\)" \
  sh -c "for i in \$(seq 120); do [ \$(grep -c '^deployed' '$TMP/watch.out') -ge 2 ] && { grep -A8 '^changed: threshold.jar' \
    '$TMP/watch.out'; exit 0; }; sleep 1; done; cat '$TMP/watch.out'; exit 1"
kill "$watch_pid" 2>/dev/null
wait "$watch_pid" 2>/dev/null
watch_pid=

# the workbench of the release, on a display of its own: the Solar sample deployed by Deploy's key
"$O" undeploy > /dev/null 2>&1
cat > "$TMP/deploy-key.sh" <<EOF
"$O" workbench "$RELEASE/sample-systems/models/solar.orrery" > "$TMP/workbench.log" 2>&1 &
workbench=\$!
window=\$(timeout 120 xdotool search --sync --onlyvisible --name '^Orrery' | head -n 1)
[ -n "\$window" ] || { echo "no workbench window"; cat "$TMP/workbench.log"; kill \$workbench; exit 1; }
sleep 2
xdotool key --window "\$window" ctrl+alt+d
status=1
for i in \$(seq 90); do
  if "$O" status 2>/dev/null | grep -E '^display +planet2 +running +[1-9]'; then status=0; break; fi
  sleep 1
done
kill \$workbench
wait \$workbench
exit \$status
EOF
check "the release's workbench deploys the Solar sample by Ctrl+Alt+D" 0 "^display +planet2 +running" \
  xvfb-run -a -s "-screen 0 1600x1000x24" bash "$TMP/deploy-key.sh"
check "the lab stops" 0 "lab stopped" "$O" lab stop

# the runtime archive for lab hosts, unpacked as its install note says and run on the host's own JDK
HOST_ARCHIVE=$(ls "$ROOT"/releng/target/release/orrery-runtime-*-linux-x86_64.tar.gz | head -n 1)
mkdir -p "$TMP/host/runtime"
tar -xzf "$HOST_ARCHIVE" -C "$TMP/host/runtime"
check "the runtime archive for lab hosts has its install note" 0 "lab start --file lab.yaml" cat "$TMP/host/runtime/INSTALL.txt"
check "... and runs a lab of its own on the host's JDK" 0 "lab stopped" env JAVA_HOME="$JDK" ORRERY_LAB="$TMP/hostlab" \
  sh -c "'$TMP/host/runtime/bin/orrery-lab' lab start && '$TMP/host/runtime/bin/orrery-lab' lab stop"

echo "release: $passed passed, $failed failed, in $SECONDS s"
[ "$failed" -eq 0 ]
