package org.orrery.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.orrery.agent.host.OwnTree;
import org.orrery.control.api.ControlJson;
import org.orrery.control.util.ProcessCommandLine;

/**
 * A stand of real SSH hosts on this one machine ({@code lab sandbox --hosts N}, root): N network namespaces joined by a
 * bridge, each running its own OpenSSH server on its own address with a generated host key, a user key authorized on
 * all of them, and a controller namespace (the "user's machine") from which the lab tool reaches them. It writes a
 * {@code lab.yaml} whose hosts have separate install directories and an empty known-hosts file, so that
 * {@code lab start
 * --file} reaches them only through SSH, as it would remote machines. A blackhole route keeps the subnet's traffic out
 * of the root namespace while the sandbox exists; {@code --remove} ends its SSH servers (by pid, verified), deletes the
 * namespaces and the route, and removes its directory.
 */
final class Sandbox {

    /**
     * The first two parts of a sandbox's subnet, 10.212.N.0/24 with the first N free (0 unless another sandbox is
     * there): apart from the lab of namespaces' (10.211.0.0/24), so that both can exist at once.
     */
    static final String PREFIX = "10.212";
    private static final Path SSHD = Path.of("/usr/sbin/sshd");
    private static final Duration SSHD_START_TIMEOUT = Duration.ofSeconds(10);

    /** What {@code sandbox.json} records of a sandbox for its removal. */
    record State(String id, List<String> namespaces, String subnet, List<Server> servers) {
    }

    /** An SSH server of the sandbox: its host, pid and start (clock ticks since boot, from /proc), and its config. */
    record Server(String host, long pid, long startTicks, String config) {
    }

    private final Path dir;
    private final PrintStream out;

    Sandbox(Path dir, PrintStream out) {
        this.dir = dir.toAbsolutePath().normalize();
        this.out = out;
    }

    Path stateFile() {
        return dir.resolve("sandbox.json");
    }

    void create(int hosts) throws IOException, InterruptedException {
        if (!"root".equals(System.getProperty("user.name"))) {
            throw new LabCli.LabException("a sandbox needs root: it makes network namespaces and runs SSH servers");
        }
        if (hosts < 1 || hosts > 16) {
            throw new LabCli.LabException("--hosts takes 1 to 16, not " + hosts);
        }
        if (!Files.isExecutable(SSHD)) {
            throw new LabCli.LabException(
                    SSHD + " is missing: install Debian's openssh-server (apt-get install -y openssh-server)");
        }
        if (Files.exists(stateFile())) {
            throw new LabCli.LabException("a sandbox already exists in " + dir
                    + "; remove it first (lab sandbox --remove --dir " + dir + ")");
        }
        Files.createDirectories(dir.getParent());
        if (Files.notExists(dir, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectory(dir,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } else {
            refuseUnlessEmptyAndOwn();
        }
        String id = String.format("s%03x", dir.toString().hashCode() & 0xfff);
        Namespaces namespaces = new Namespaces(id, Namespaces.claim(PREFIX));
        List<String> made = namespaces.create(hosts, true);
        List<Server> servers = new ArrayList<>();
        try {
            Path userKey = dir.resolve("id_ed25519");
            keygen(userKey, "orrery-sandbox-user");
            Files.copy(dir.resolve("id_ed25519.pub"), dir.resolve("authorized_keys"));
            Files.writeString(dir.resolve("known_hosts"), "");
            // sshd's privilege separation directory, which Debian's service would make at boot
            Files.createDirectories(Path.of("/run/sshd"));
            String user = System.getProperty("user.name");
            StringBuilder yaml = new StringBuilder(
                    "# A sandbox of " + hosts + " SSH hosts in network namespaces, written by "
                            + "'lab sandbox --hosts " + hosts + "'.\n# Start a lab on it: lab start --file "
                            + dir.resolve("lab.yaml") + " --accept-new-host-keys\nhosts:\n");
            for (int i = 1; i <= hosts; i++) {
                String host = "h" + i;
                Path hostDir = dir.resolve(host);
                Files.createDirectories(hostDir);
                Files.createDirectories(dir.resolve("hosts").resolve(host));
                keygen(hostDir.resolve("ssh_host_ed25519_key"), "orrery-sandbox-" + host);
                Path config = hostDir.resolve("sshd_config");
                Files.writeString(config, String.join("\n", "ListenAddress " + namespaces.hostAddress(i), "Port 22",
                        "HostKey " + hostDir.resolve("ssh_host_ed25519_key"), "PidFile " + hostDir.resolve("sshd.pid"),
                        "AuthorizedKeysFile " + dir.resolve("authorized_keys"), "AllowUsers " + user,
                        "PermitRootLogin prohibit-password", "PasswordAuthentication no",
                        "KbdInteractiveAuthentication no", "UsePAM no", "StrictModes no", "PrintMotd no",
                        "X11Forwarding no", "AllowTcpForwarding no", "Subsystem sftp internal-sftp", "LogLevel VERBOSE",
                        ""));
                servers.add(startSshd(namespaces.host(i), host, config, hostDir));
                yaml.append("  - name: ")
                        .append(host)
                        .append('\n')
                        .append("    address: ")
                        .append(namespaces.hostAddress(i))
                        .append('\n')
                        .append("    ssh: {user: ")
                        .append(user)
                        .append(", port: 22, key: ")
                        .append(userKey)
                        .append("}\n")
                        .append("    installDir: ")
                        .append(dir.resolve("hosts").resolve(host).resolve("orrery-runtime"))
                        .append('\n')
                        .append("    linkDevice: eth0  # the sandbox host's own interface: the model's links may be"
                                + " shaped there\n");
            }
            yaml.append("star: h1\nknownHosts: ")
                    .append(dir.resolve("known_hosts"))
                    .append('\n')
                    .append("# the lab tool runs inside this namespace, the only place from which the hosts are "
                            + "reached\n")
                    .append("netns: ")
                    .append(namespaces.controller())
                    .append('\n');
            Files.writeString(dir.resolve("lab.yaml"), yaml.toString());
            writeState(new State(id, made, namespaces.subnet(), servers));
        } catch (IOException | InterruptedException | RuntimeException e) {
            stopServers(servers);
            Namespaces.delete(made, namespaces.subnet());
            throw e;
        }
        out.println("sandbox of " + hosts + " SSH hosts in " + dir + " (network namespaces orrery-" + id + "-*, "
                + namespaces.subnet() + ")");
        for (int i = 0; i < servers.size(); i++) {
            out.println("  " + servers.get(i).host() + "  sshd at " + namespaces.hostAddress(i + 1) + ":22  (pid "
                    + servers.get(i).pid() + ")");
        }
        out.println("  lab file   " + dir.resolve("lab.yaml"));
        out.println("  start a lab on it: ./orrery lab start --file " + dir.resolve("lab.yaml")
                + " --accept-new-host-keys");
    }

    private Server startSshd(String namespace, String host, Path config, Path hostDir)
            throws IOException, InterruptedException {
        Path pidFile = hostDir.resolve("sshd.pid");
        Files.deleteIfExists(pidFile);
        run(List.of("ip", "netns", "exec", namespace, SSHD.toString(), "-f", config.toString(), "-E",
                hostDir.resolve("sshd.log").toString()));
        long deadline = System.nanoTime() + SSHD_START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(pidFile)) {
                String text = Files.readString(pidFile).strip();
                if (!text.isEmpty()) {
                    long pid = Long.parseLong(text);
                    return new Server(host, pid, startTicks(pid), config.toString());
                }
            }
            Thread.sleep(50);
        }
        throw new IOException("the SSH server of " + host + " did not start within " + SSHD_START_TIMEOUT.toSeconds()
                + " s; see " + hostDir.resolve("sshd.log"));
    }

    /**
     * A directory that exists already is taken only when it is an empty, real directory of this user (then made
     * private): the sandbox removes what it made there, and nothing else must be there to be mistaken for it.
     */
    private void refuseUnlessEmptyAndOwn() throws IOException {
        String user = System.getProperty("user.name");
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                || !Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS).getName().equals(user)) {
            throw new LabCli.LabException(
                    dir + " is not a directory of " + user + "; name a new directory for the sandbox");
        }
        try (Stream<Path> entries = Files.list(dir)) {
            if (entries.findAny().isPresent()) {
                throw new LabCli.LabException(dir + " is not empty; name a new or empty directory for the sandbox");
            }
        }
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
    }

    void remove() throws IOException, InterruptedException {
        if (Files.notExists(stateFile())) {
            out.println("no sandbox in " + dir);
            return;
        }
        State state = ControlJson.readAnswer(Files.readAllBytes(stateFile()), State.class);
        List<Long> servers = state.servers().stream().map(Server::pid).toList();
        List<String> others = new ArrayList<>();
        for (String namespace : state.namespaces()) {
            for (String pid : output(List.of("ip", "netns", "pids", namespace)).split("\\s+")) {
                if (!pid.isBlank() && !servers.contains(Long.parseLong(pid.strip()))) {
                    others.add(pid.strip() + " (" + namespace + ")");
                }
            }
        }
        if (!others.isEmpty()) {
            throw new LabCli.LabException("processes still run in the sandbox's namespaces (pids "
                    + String.join(", ", others) + "): stop the lab on it first (./orrery lab stop)");
        }
        List<String> failures = stopServers(state.servers());
        failures.addAll(Namespaces.delete(state.namespaces(), state.subnet()));
        failures.addAll(removeWhatItMade(state));
        failures.forEach(f -> out.println("could not clean up: " + f));
        out.println("sandbox removed: its SSH servers ended, namespaces orrery-" + state.id() + "-* and the route for "
                + state.subnet() + " deleted, what it made in " + dir + " removed");
    }

    /** Ends the sandbox's SSH servers, each only while its pid is still that server (same start, its config). */
    private static List<String> stopServers(List<Server> servers) throws InterruptedException {
        List<String> failures = new ArrayList<>();
        for (Server server : servers) {
            ProcessHandle.of(server.pid()).ifPresent(process -> {
                // sshd rewrites its command line into its title ("sshd: /usr/sbin/sshd -f CONFIG ... [listener]")
                boolean same = startTicks(server.pid()) == server.startTicks()
                        && ProcessCommandLine.of(process).contains(server.config());
                if (same) {
                    process.destroy();
                } else {
                    failures.add("pid " + server.pid() + " is no longer the SSH server of " + server.host()
                            + "; left alone");
                }
            });
        }
        for (Server server : servers) {
            for (int i = 0; i < 100 && ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false)
                    && startTicks(server.pid()) == server.startTicks(); i++) {
                Thread.sleep(50);
            }
        }
        return failures;
    }

    /** A process's start in clock ticks since boot ({@code /proc/PID/stat}, field 22), or -1 when it has ended. */
    static long startTicks(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
            // the command name (field 2) is in parentheses and may hold spaces: count from the last ')'
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[19]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private void writeState(State state) throws IOException {
        Files.writeString(stateFile(), ControlJson.text(state, true));
    }

    private static void keygen(Path key, String comment) throws IOException, InterruptedException {
        run(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", key.toString()));
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
    }

    private static String output(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        return output;
    }

    /**
     * Removes the files and folders the sandbox made in its directory (by their names, the hosts' as sandbox.json lists
     * them), then the directory if nothing else is left in it; returns what was left and why.
     */
    private List<String> removeWhatItMade(State state) throws IOException {
        List<String> failures = new ArrayList<>();
        List<String> made = new ArrayList<>(
                List.of("id_ed25519", "id_ed25519.pub", "authorized_keys", "known_hosts", "lab.yaml", "hosts"));
        for (Server server : state.servers()) {
            if (!server.host().matches("h[0-9]{1,2}")) {
                failures.add("sandbox.json names a host '" + server.host()
                        + "' no sandbox makes; nothing of that name removed");
                continue;
            }
            made.add(server.host());
        }
        for (String name : made) {
            Path path = dir.resolve(name);
            if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                OwnTree.remove(path);
            } else {
                Files.deleteIfExists(path);
            }
        }
        Files.delete(stateFile());
        try (Stream<Path> left = Files.list(dir)) {
            List<String> others = left.map(p -> p.getFileName().toString()).sorted().toList();
            if (others.isEmpty()) {
                Files.delete(dir);
            } else {
                failures.add(dir + " kept: it holds what the sandbox did not make (" + String.join(", ", others) + ")");
            }
        }
        return failures;
    }
}
