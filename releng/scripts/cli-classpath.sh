#!/usr/bin/env bash
# Prints the command line's class path: the jars of PLUGINS (a workbench's plugins/ folder) that releng/archive/cli-bundles
# names, joined by ':', each as PREFIX/jar (PREFIX defaults to PLUGINS). Fails naming a bundle that is missing.
set -euo pipefail
plugins=$1
prefix=${2:-$1}
cp=""
while read -r bundle; do
  case "$bundle" in '' | '#'*) continue ;; esac
  jar=$(cd "$plugins" && ls "$bundle"*.jar 2>/dev/null | head -n 1)
  [ -n "$jar" ] || { echo "orrery: the workbench in $plugins lacks $bundle*.jar; run './orrery build'" >&2; exit 1; }
  cp="$cp${cp:+:}$prefix/$jar"
done < "$(dirname "${BASH_SOURCE[0]}")/../archive/cli-bundles"
echo "$cp"
