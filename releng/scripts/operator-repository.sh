#!/usr/bin/env bash
# operator-repository.sh ROOT VERSION DIR: the operator kit as a Maven repository in DIR, for operator projects built
# outside this source tree (orrery new operator): the operator SPI and the operator test kit, and the two bundles the
# kit compiles predicates with, each as org.orrery:ARTIFACT:VERSION with a pom of its own (no parent) whose other
# dependencies come from Maven Central.
set -euo pipefail

ROOT=$1
VERSION=$2
DIR=$3
# a version the Orrery build pins, from the runtime's pom
pinned() {
  local value
  value=$(sed -n "s:.*<$1>\(.*\)</$1>.*:\1:p" "$ROOT/runtime-agents/pom.xml" | head -n 1)
  [ -n "$value" ] || { echo "orrery: runtime-agents/pom.xml pins no $1" >&2; exit 1; }
  echo "$value"
}
dependency() {
  printf '    <dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency>\n' "$@"
}
# artifact JAR NAME DEPENDENCIES...: the jar and its pom
artifact() {
  local id=$1 jar=$2 name=$3
  shift 3
  [ -f "$jar" ] || { echo "orrery: no $jar: build first (./orrery build)" >&2; exit 1; }
  local dir="$DIR/org/orrery/$id/$VERSION"
  mkdir -p "$dir"
  cp "$jar" "$dir/$id-$VERSION.jar"
  {
    printf '<?xml version="1.0" encoding="UTF-8"?>\n'
    printf '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n'
    printf '  <groupId>org.orrery</groupId>\n  <artifactId>%s</artifactId>\n  <version>%s</version>\n' "$id" "$VERSION"
    printf '  <name>%s</name>\n  <dependencies>\n' "$name"
    for line in "$@"; do printf '%s\n' "$line"; done
    printf '  </dependencies>\n</project>\n'
  } > "$dir/$id-$VERSION.pom"
  (cd "$dir" && for file in "$id-$VERSION.jar" "$id-$VERSION.pom"; do sha1sum "$file" | cut -d' ' -f1 > "$file.sha1"; done)
}

rm -rf "$DIR"
artifact org.orrery.operator.api "$ROOT/runtime-agents/org.orrery.operator.api/target/org.orrery.operator.api-0.1.0-SNAPSHOT.jar" \
  "Orrery Operator SPI"
artifact org.orrery.control.api "$ROOT/bundles/org.orrery.control.api/target/org.orrery.control.api-0.1.0-SNAPSHOT.jar" \
  "Orrery Control Protocol" "$(dependency com.fasterxml.jackson.core jackson-databind "$(pinned jackson.version)")"
artifact org.orrery.predicate "$ROOT/bundles/org.orrery.predicate/target/org.orrery.predicate-0.1.0-SNAPSHOT.jar" \
  "Orrery Connection Predicates" "$(dependency org.orrery org.orrery.control.api "$VERSION")" \
  "$(dependency org.apache.commons commons-jexl3 "$(pinned jexl.version)")" \
  "$(dependency com.google.re2j re2j "$(pinned re2j.version)")" "$(dependency jaxen jaxen "$(pinned jaxen.version)")"
artifact org.orrery.operator.testkit \
  "$ROOT/runtime-agents/org.orrery.operator.testkit/target/org.orrery.operator.testkit-0.1.0-SNAPSHOT.jar" \
  "Orrery Operator Test Kit" "$(dependency org.orrery org.orrery.operator.api "$VERSION")" \
  "$(dependency org.orrery org.orrery.predicate "$VERSION")"
