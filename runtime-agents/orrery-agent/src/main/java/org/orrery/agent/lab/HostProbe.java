package org.orrery.agent.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.agent.lab.SshHost.HostException;

/**
 * What a host of a lab file looks like over SSH before anything is started there: the system, its cores, the newest JDK
 * (and every one found), the free space and what the install directory holds (each file of the installed runtime with
 * its SHA-256, the archive's SHA-256 it was installed from, a node daemon of a lab already running). The install
 * directory is made if missing (its owner's alone) and named by its real path; that path and each folder above it up to
 * the user's home (or {@code /}) that another user could write to, or that belongs to another user than this one or
 * root, is in {@code unsafe}: code installed there could be replaced under the lab. A folder above it that others may
 * write to but that is sticky ({@code /tmp}) is fine: only its owners may rename or remove what is in it. One shell
 * script, run once per host.
 */
record HostProbe(String os, String arch, int cpus, String javaHome, int javaMajor, String javaFound, long freeKiB,
        String installedSha, String runningPid, String installDir, List<String> unsafe, RuntimeFiles installed) {

    /** Looks at the host: OS, cores, the newest JDK, free space and what is installed in the install directory. */
    static HostProbe of(SshHost remote, LabFile.Host host) throws HostException {
        String dir = host.installDir();
        String script = String.join("\n", "d=" + shellPath(dir),
                "echo \"os=$(uname -sr)\"; echo \"arch=$(uname -m)\"; echo \"cpus=$(nproc 2>/dev/null || echo 0)\"",
                // each JDK once (by its real path); its version from its release file, or by asking it when it has none
                "for j in \"${JAVA_HOME:-/nonexistent}/bin/java\" \"$(command -v java 2>/dev/null)\" "
                        + "/usr/lib/jvm/*/bin/java; do",
                "  [ -x \"$j\" ] || continue", "  r=$(readlink -f \"$j\"); h=${r%/bin/java}",
                "  case \" $seen \" in *\" $r \"*) continue ;; esac; seen=\"$seen $r\"",
                "  v=$(sed -n 's/^JAVA_VERSION=\"\\([^\"]*\\)\".*/\\1/p' \"$h/release\" 2>/dev/null)",
                "  [ -n \"$v\" ] || v=$(\"$j\" -XshowSettings:properties -version 2>&1 | sed -n 's/^ "
                        + "*java.specification.version = //p' | head -n 1)",
                "  echo \"java=$v $r\"", "done", "(umask 077; mkdir -p \"$d\") 2>/dev/null",
                "d=$(cd \"$d\" 2>/dev/null && pwd -P) && echo \"dir=$d\"",
                "me=$(id -u); h=$(cd \"$HOME\" 2>/dev/null && pwd -P); p=$d", "while [ -n \"$p\" ]; do",
                // owner, mode in octal (for people) and in hex (for the shell's arithmetic, whatever the shell)
                "  set -- $(stat -Lc '%u %a %f' \"$p\" 2>/dev/null)", "  if [ $# -eq 3 ]; then",
                "    [ \"$1\" = \"$me\" ] || [ \"$1\" = 0 ] || echo \"unsafe=$p belongs to another user (uid $1)\"",
                "    m=$((0x$3))",
                "    if [ $((m & 18)) -ne 0 ] && { [ \"$p\" = \"$d\" ] || [ $((m & 512)) -eq 0 ]; }; then"
                        + " echo \"unsafe=$p can be written to by other users (mode $2)\"; fi",
                "  fi", "  { [ \"$p\" = \"$h\" ] || [ \"$p\" = / ]; } && break", "  p=$(dirname \"$p\")", "done",
                "echo \"free=$(df -Pk \"$d\" 2>/dev/null | awk 'NR==2{print $4}')\"",
                "[ -f \"$d/runtime.sha256\" ] && echo \"sha=$(cat \"$d/runtime.sha256\")\"",
                // each file of the installed runtime with its hash, but the class data archives its JVMs make
                "if [ -n \"$d\" ] && [ -d \"$d/runtime\" ] && [ ! -L \"$d/runtime\" ]; then echo installed=yes; (cd "
                        + "\"$d/runtime\"" + " && find . -path " + RuntimeFiles.MADE_AT_RUN_TIME
                        + " -prune -o -type f -print0 | sort -z" + " | xargs -0 -r sha256sum | sed 's/^/file=/'"
                        + " && find . -path " + RuntimeFiles.MADE_AT_RUN_TIME
                        + " -prune -o -type l -print | sed 's/^/file=link  /'); fi",
                "p=$(cat \"$d/lab/node.pid\" 2>/dev/null) && [ -n \"$p\" ] && kill -0 \"$p\" 2>/dev/null"
                        + " && grep -q " + RemoteLab.NODE_MAIN + " /proc/$p/cmdline 2>/dev/null && echo \"running=$p\"",
                "true");
        String output = remote.runOrFail(script, null, RemoteLab.COMMAND_TIMEOUT, "looking at the host failed");
        Map<String, String> values = keyValues(output);
        String javaHome = null;
        int best = 0;
        List<String> found = new ArrayList<>();
        for (String line : output.lines().filter(l -> l.startsWith("java=")).toList()) {
            String[] parts = line.substring(5).split(" ", 2);
            if (parts.length < 2) {
                continue;
            }
            int major = parseMajor(parts[0]);
            found.add("java " + (parts[0].isEmpty() ? "?" : parts[0]) + " at " + parts[1]);
            if (major >= RemoteLab.MIN_JDK && major > best) {
                best = major;
                // .../bin/java → the JDK's directory
                javaHome = parts[1].replaceAll("/bin/java$", "");
            }
        }
        long free = -1;
        try {
            free = Long.parseLong(values.getOrDefault("free", "-1"));
        } catch (NumberFormatException e) {
            // unknown: the upload finds out
        }
        int cpus = 0;
        try {
            cpus = Integer.parseInt(values.getOrDefault("cpus", "0"));
        } catch (NumberFormatException e) {
            // shown as 0
        }
        if (values.get("dir") == null) {
            throw new HostException(host, "its install directory " + dir + " could not be made or entered");
        }
        List<String> unsafe = output.lines().filter(l -> l.startsWith("unsafe=")).map(l -> l.substring(7)).toList();
        RuntimeFiles installed = values.containsKey("installed")
                ? RuntimeFiles
                        .ofListing(output.lines().filter(l -> l.startsWith("file=")).map(l -> l.substring(5)).toList())
                : null;
        return new HostProbe(values.getOrDefault("os", "?"), values.getOrDefault("arch", "?"), cpus, javaHome, best,
                String.join(", ", found.stream().distinct().toList()), free, values.get("sha"), values.get("running"),
                values.get("dir"), unsafe, installed);
    }

    private static int parseMajor(String version) {
        String first = version.startsWith("1.") ? version.substring(2) : version;
        try {
            return Integer.parseInt(first.replaceAll("[^0-9].*$", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static Map<String, String> keyValues(String output) {
        Map<String, String> values = new LinkedHashMap<>();
        output.lines().forEach(line -> {
            int equals = line.indexOf('=');
            if (equals > 0) {
                values.putIfAbsent(line.substring(0, equals), line.substring(equals + 1).strip());
            }
        });
        return values;
    }

    /** A path for the shell: {@code ~/x} stays expandable, the rest is quoted. */
    static String shellPath(String path) {
        if (path.equals("~")) {
            return "\"$HOME\"";
        }
        if (path.startsWith("~/")) {
            return "\"$HOME\"/" + quote(path.substring(2));
        }
        return quote(path);
    }

    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
