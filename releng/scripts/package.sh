#!/usr/bin/env bash
# package.sh ROOT: the release archives of the product the build made (./orrery package; ./orrery build runs it too).
#
#   releng/target/release/orrery-VERSION/                        the release, unpacked (what the archive holds)
#   releng/target/release/orrery-VERSION-linux-x86_64.tar.gz     the workbench, the command line, the runtime, a Java
#                                                                runtime made with jlink, the samples, the docs, the
#                                                                operator kit as a Maven repository, one launcher
#   releng/target/release/orrery-runtime-VERSION-linux-x86_64.tar.gz   the runtime alone, for lab hosts
#
# VERSION is the product's version with the commit time of the sources as its qualifier (the bundles' qualifiers come
# from the same clock), so a later build is newer. Needs the JDK the build ran on (its jlink).
set -euo pipefail

ROOT=$1
PRODUCT="$ROOT/releng/org.orrery.repository/target/products/org.orrery.product/linux/gtk/x86_64"
DIST="$ROOT/runtime-agents/orrery-dist/target"
OUT="$ROOT/releng/target/release"
JDK=${JAVA_HOME:?JAVA_HOME names the JDK whose jlink makes the release its Java runtime}
# the Java modules the workbench, the command line and the agents use (jdk.xml.dom: the workbench's CSS engine;
# jdk.jcmd and jdk.attach: thread dumps on a host
# without a JDK)
MODULES=java.se,jdk.xml.dom,jdk.unsupported,jdk.management,jdk.management.jfr,jdk.jfr,jdk.zipfs,jdk.charsets,jdk.crypto.cryptoki,jdk.naming.dns,jdk.net,jdk.security.auth,jdk.jcmd,jdk.attach,jdk.localedata

die() {
  echo "orrery: package: $*" >&2
  exit 1
}

[ -d "$PRODUCT/plugins" ] || die "no workbench in $PRODUCT: build first (./orrery build)"
[ -f "$DIST/orrery-runtime.tar.gz" ] || die "no runtime in $DIST: build first (./orrery build)"
cli=$(cd "$PRODUCT/plugins" && ls org.orrery.cli_*.jar | head -n 1)
base=${cli#org.orrery.cli_}
base=${base%%.jar}
base=${base%.*}
if stamp=$(git -C "$ROOT" log -1 --format=%cd --date=format-local:%Y%m%d%H%M 2>/dev/null) && [ -n "$stamp" ]; then
  revision=$(git -C "$ROOT" describe --always --dirty --abbrev=7 --exclude '*')
else
  # no history (a source archive): the newest qualifier of Orrery's own bundles
  stamp=$(cd "$PRODUCT/plugins" && ls org.orrery.*.jar | sed 's/.*\.\([0-9]\{12\}\)\.jar$/\1/' | sort | tail -n 1)
  revision=""
fi
VERSION="$base.$stamp"
NAME="orrery-$VERSION"
STAGE="$OUT/$NAME"

rm -rf "$OUT"
mkdir -p "$STAGE/lib" "$STAGE/sample-systems"

# the workbench, without what its runs write into its configuration
tar -C "$PRODUCT" --exclude='./configuration/org.eclipse.osgi' --exclude='./configuration/org.eclipse.update' \
  --exclude='./configuration/*.log' -cf - . | { mkdir -p "$STAGE/workbench" && tar -C "$STAGE/workbench" -xf -; }
# the runtime as the build packed it (the labs' class data archives of this checkout are not part of it), unpacked for
# this machine's labs and packed for lab hosts
mkdir -p "$STAGE/runtime"
tar -C "$STAGE/runtime" -xzf "$DIST/orrery-runtime.tar.gz"
cp "$DIST/orrery-runtime.tar.gz" "$STAGE/runtime.tar.gz"
"$JDK/bin/jlink" --add-modules "$MODULES" --include-locales=en --strip-debug --no-header-files --no-man-pages \
  --compress=zip-6 --output "$STAGE/jre" || die "jlink failed (JAVA_HOME=$JDK)"

cp -r "$ROOT/sample-systems/models" "$ROOT/sample-systems/experiments" "$STAGE/sample-systems/"
cp -r "$ROOT/docs" "$STAGE/docs"
"$(dirname "${BASH_SOURCE[0]}")/operator-repository.sh" "$ROOT" "$VERSION" "$STAGE/maven"

"$(dirname "${BASH_SOURCE[0]}")/cli-classpath.sh" "$STAGE/workbench/plugins" workbench/plugins | tr ':' '\n' \
  > "$STAGE/lib/cli.classpath"
printf '%s\n' "$revision" > "$STAGE/lib/revision"
printf '%s\n' "$VERSION" > "$STAGE/VERSION"
install -m 0755 "$ROOT/releng/archive/orrery" "$STAGE/orrery"
cp "$ROOT/releng/archive/README.txt" "$STAGE/README.txt"

tar -C "$OUT" -czf "$OUT/$NAME-linux-x86_64.tar.gz" "$NAME"
cp "$DIST/orrery-runtime.tar.gz" "$OUT/orrery-runtime-$VERSION-linux-x86_64.tar.gz"
echo "$OUT/$NAME-linux-x86_64.tar.gz ($(du -m "$OUT/$NAME-linux-x86_64.tar.gz" | cut -f1) MiB)"
echo "$OUT/orrery-runtime-$VERSION-linux-x86_64.tar.gz ($(du -m "$OUT/orrery-runtime-$VERSION-linux-x86_64.tar.gz" | cut -f1) MiB)"
