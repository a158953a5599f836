package org.orrery.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.orrery.lab.LabRuntime;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code orrery lab start|stop|status}: the lab's life, carried out by the runtime distribution's own lab tool
 * ({@code bin/orrery-lab}, the same one the workbench starts its embedded lab with).
 */
@Command(name = "lab", mixinStandardHelpOptions = true, description = {"Start, stop and look at the lab.",
        "The embedded local lab lives in $ORRERY_LAB (default ~/.orrery/lab); 'lab start --hosts N' makes a lab of N",
        "hosts in network namespaces (root); 'lab start --file lab.yaml' starts one on your own machines over SSH."},
        subcommands = {LabCommand.Start.class, LabCommand.Stop.class, LabCommand.Status.class,
                LabCommand.Sandbox.class})
final class LabCommand {

    private LabCommand() {
    }

    static int labTool(List<String> arguments) throws Exception {
        LabRuntime runtime = Environment.runtime();
        List<String> command = new ArrayList<>(List.of(runtime.home().resolve("bin").resolve("orrery-lab").toString()));
        command.addAll(arguments);
        return Processes.run(command);
    }

    @Command(name = "start", mixinStandardHelpOptions = true,
            description = {"Start the lab.",
                    "A node daemon (with the host's Aeron media driver) and a Star as local processes; Planets",
                    "start when a system is deployed. With --hosts N each host is a network namespace of its own",
                    "(10.211.0.11, .12, ...) with its node daemon and media driver, joined by a bridge. With --file",
                    "the hosts are the machines lab.yaml lists, reached over SSH: the runtime is installed where it",
                    "differs, node daemons and the Star started there, and every control link speaks TLS."})
    static final class Start implements Callable<Integer> {

        @Option(names = "--hosts", paramLabel = "N",
                description = "hosts in network namespaces, 1 to 16 (default 1: " + "none)")
        int hosts = 1;

        @Option(names = "--file", paramLabel = "LAB.YAML",
                description = "the lab's machines: hosts, SSH access, " + "install directories")
        String file;

        @Option(names = "--accept-new-host-keys", description = "add the SSH host keys of hosts not yet in the known "
                + "hosts (a changed key is always refused)")
        boolean acceptNewHostKeys;

        @Option(names = "--accept-host-key", paramLabel = "FINGERPRINT", description = "add this SSH host key "
                + "(SHA256:…, as a refusal names it) of a host not yet in the known hosts; repeatable")
        List<String> acceptedKeys = new ArrayList<>();

        @Option(names = "--bundle-hosts", paramLabel = "HOSTS", description = "hosts the domains may install bundles "
                + "from, over https, comma-separated (default: none)")
        String bundleHosts;

        @Override
        public Integer call() throws Exception {
            if (hosts < 1 || hosts > 16) {
                throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                        "--hosts takes 1 to 16, not " + hosts);
            }
            List<String> arguments = new ArrayList<>(List.of("lab", "start"));
            if (hosts != 1) {
                arguments.addAll(List.of("--hosts", String.valueOf(hosts)));
            }
            if (file != null) {
                arguments.addAll(List.of("--file", Path.of(file).toAbsolutePath().toString()));
            }
            if (acceptNewHostKeys) {
                arguments.add("--accept-new-host-keys");
            }
            acceptedKeys.forEach(key -> arguments.addAll(List.of("--accept-host-key", key)));
            if (bundleHosts != null) {
                arguments.addAll(List.of("--bundle-hosts", bundleHosts));
            }
            return labTool(arguments);
        }
    }

    @Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop every domain and node daemon of the "
            + "lab; free its /dev/shm directories and namespaces.")
    static final class Stop implements Callable<Integer> {

        @Override
        public Integer call() throws Exception {
            return labTool(List.of("lab", "stop"));
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "The lab's node daemons and domains with " + "their control URLs, processes, CPU and memory.")
    static final class Status implements Callable<Integer> {

        @Option(names = "--json", description = "as JSON")
        boolean json;

        @Override
        public Integer call() throws Exception {
            return labTool(json ? List.of("lab", "status", "--json") : List.of("lab", "status"));
        }
    }

    @Command(name = "sandbox", mixinStandardHelpOptions = true, description = {
            "Make a stand of N SSH hosts on this machine to try 'lab start --file' on (root).",
            "Each host is a network namespace (10.212.0.11, .12, ...; 10.212.1.x beside another sandbox) with its",
            "own OpenSSH server and host key; a user key is authorized on all; lab.yaml in the sandbox's directory",
            "lists them. --remove takes it down (stop the lab on it first)."})
    static final class Sandbox implements Callable<Integer> {

        @Option(names = "--hosts", paramLabel = "N", description = "SSH hosts, 1 to 16 (default 3)")
        int hosts = 3;

        @Option(names = "--dir", paramLabel = "DIR",
                description = "the sandbox's directory (default " + "~/.orrery/sandbox)")
        String dir;

        @Option(names = "--remove", description = "take the sandbox down")
        boolean remove;

        @Override
        public Integer call() throws Exception {
            List<String> arguments = new ArrayList<>(List.of("lab", "sandbox"));
            if (remove) {
                arguments.add("--remove");
            } else {
                arguments.addAll(List.of("--hosts", String.valueOf(hosts)));
            }
            if (dir != null) {
                arguments.addAll(List.of("--dir", Path.of(dir).toAbsolutePath().toString()));
            }
            return labTool(arguments);
        }
    }
}
