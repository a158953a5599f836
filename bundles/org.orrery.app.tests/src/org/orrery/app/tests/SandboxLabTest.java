package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;

/**
 * Runs {@link SandboxLabScenario} on a sandbox of three SSH hosts ({@code orrery lab sandbox}, root and OpenSSH's
 * server needed): the sandbox's hosts are reached only from its controller's network namespace, so the scenario runs in
 * a second test workbench started there (the same launch as this one, on its own workspace, configuration and lab
 * directory), on the same display, and this test passes when every one of its tests did. The sandbox, the lab and the
 * second workbench are taken down whatever happens.
 */
class SandboxLabTest {

    private static final long SANDBOX_TIMEOUT_S = 120;
    private static final long SCENARIO_TIMEOUT_S = 420;

    @Test
    void theWorkbenchStartsALabOfSshHostsMapsTheSystemsHostsAndDeploysOntoThem() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of("/usr/sbin/sshd")),
                "the SSH sandbox needs root (network namespaces) and openssh-server");
        Ui.noLab(); // as before the classes that share a lab: nothing of this workbench's runs beside the sandbox
        Path work = Files.createTempDirectory(Path.of("").toAbsolutePath().resolve("target"), "sandbox-");
        Path sandbox = work.resolve("sandbox");
        Path lab = work.resolve("lab");
        Path orreryLab = LabRuntime.configured().home().resolve("bin/orrery-lab");
        Shell workbench = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        try {
            assertEquals(0,
                    run(List.of(orreryLab.toString(), "lab", "sandbox", "--hosts", "3", "--dir", sandbox.toString()),
                            work, null, SANDBOX_TIMEOUT_S),
                    "the sandbox was not made");
            String namespace = netns(sandbox.resolve("lab.yaml"));
            // the second workbench's window takes the screen while this one steps aside
            workbench.setVisible(false);
            Ui.settle(300);
            Path log = work.resolve("scenario.log");
            int exit = run(scenarioCommand(work, namespace, sandbox.resolve("lab.yaml"), lab), work, log,
                    SCENARIO_TIMEOUT_S);
            String output = Files.readString(log, StandardCharsets.UTF_8);
            Path report = work.resolve("reports/TEST-" + SandboxLabScenario.class.getName() + ".xml");
            assertTrue(Files.isRegularFile(report),
                    "the scenario wrote no report (exit " + exit + "):\n" + tail(output));
            String xml = Files.readString(report, StandardCharsets.UTF_8);
            Matcher totals = Pattern.compile("<testsuite [^>]*").matcher(xml);
            assertTrue(totals.find(), xml);
            String suite = totals.group();
            assertEquals("3", attribute(suite, "tests"), suite);
            boolean passed = attribute(suite, "failures").equals("0") && attribute(suite, "errors").equals("0")
                    && attribute(suite, "skipped").equals("0");
            assertTrue(passed, "the scenario in the sandbox failed:\n" + whatFailed(xml) + "\n" + xml + "\n"
                    + tail(output) + hostLogs(sandbox, work));
            // its screenshots join this run's, which the README's pictures are taken from
            Path shots = work.resolve("target/screenshots");
            if (Files.isDirectory(shots)) {
                Path into = Files.createDirectories(Path.of("").toAbsolutePath().resolve("target/screenshots"));
                try (var pictures = Files.list(shots)) {
                    for (Path picture : pictures.toList()) {
                        Files.copy(picture, into.resolve(picture.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
            // the scenario stopped its lab when it ended: nothing but each host's SSH server is left in the hosts
            List<String> hostNamespaces = namespaces().stream()
                    .filter(n -> n.startsWith(namespace.replace("-ctl", "-h")))
                    .toList();
            assertEquals(3, hostNamespaces.size(), namespaces().toString());
            for (String host : hostNamespaces) {
                assertEquals(List.of("sshd"), commands(host), "what runs in " + host + " after the lab stopped");
            }
            assertEquals(0,
                    run(List.of(orreryLab.toString(), "lab", "sandbox", "--remove", "--dir", sandbox.toString()), work,
                            null, SANDBOX_TIMEOUT_S),
                    "the sandbox was not removed");
            assertTrue(namespaces().stream().noneMatch(n -> n.startsWith(namespace.replace("-ctl", ""))),
                    "a namespace of the sandbox is left: " + namespaces());
            assertFalse(Files.exists(sandbox), "the sandbox's files (hosts' install directories, keys) are left");
        } finally {
            workbench.setVisible(true);
            if (Lab.at(lab).isDescribed()) {
                run(List.of(orreryLab.toString(), "lab", "stop"), work, work.resolve("stop.log"), SANDBOX_TIMEOUT_S,
                        "ORRERY_LAB", lab.toString());
            }
            if (Files.exists(sandbox.resolve("sandbox.json"))) {
                // the test failed on the way: the hosts' logs are kept before the sandbox goes, and those with an
                // exception printed
                System.err.print(hostLogs(sandbox, work));
                run(List.of(orreryLab.toString(), "lab", "sandbox", "--remove", "--dir", sandbox.toString()), work,
                        null, SANDBOX_TIMEOUT_S);
            }
        }
    }

    /**
     * This test runtime's own command line, run again inside {@code namespace} for the scenario alone: its own
     * workspace, a copy of the configuration, its own lab directory and reports, and the sandbox's lab file.
     */
    private static List<String> scenarioCommand(Path work, String namespace, Path labFile, Path lab)
            throws IOException {
        List<String> self = new ArrayList<>(Arrays.asList(
                new String(Files.readAllBytes(Path.of("/proc/self/cmdline")), StandardCharsets.UTF_8).split("\0")));
        Path configuration = Files.createDirectories(work.resolve("configuration"));
        Files.copy(Path.of(after(self, "-configuration")).resolve("config.ini"), configuration.resolve("config.ini"));
        Properties properties = new Properties();
        try (var in = Files.newInputStream(Path.of(after(self, "-testproperties")))) {
            properties.load(in);
        }
        properties.keySet().removeIf(key -> key.toString().startsWith("__provider.tc."));
        properties.setProperty("__provider.tc.0", SandboxLabScenario.class.getName());
        properties.setProperty("reportsdirectory", work.resolve("reports").toString());
        Path testProperties = work.resolve("surefire.properties");
        try (var out = Files.newOutputStream(testProperties)) {
            properties.store(out, "the sandbox scenario");
        }
        replaceAfter(self, "-configuration", configuration.toString());
        replaceAfter(self, "-testproperties", testProperties.toString());
        replaceAfter(self, "-data", Files.createDirectories(work.resolve("data")).toString());
        self.replaceAll(argument -> argument.startsWith("-D" + "orrery.lab=") ? "-Dorrery.lab=" + lab : argument);
        self.add(1, "-D" + SandboxLabScenario.LAB_FILE + "=" + labFile);
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespace));
        command.addAll(self);
        return command;
    }

    /**
     * The logs of the sandbox's hosts (node daemons and domains), kept under {@code work/host-logs} before the sandbox
     * goes, and those that report an exception, for a failure to be understood from the test output alone.
     */
    private static String hostLogs(Path sandbox, Path work) throws IOException {
        Path hosts = sandbox.resolve("hosts");
        if (!Files.isDirectory(hosts)) {
            return "";
        }
        StringBuilder shown = new StringBuilder();
        try (var files = Files.walk(hosts)) {
            for (Path log : files.filter(f -> f.toString().endsWith(".log") && Files.isRegularFile(f)).toList()) {
                Path kept = work.resolve("host-logs").resolve(hosts.relativize(log));
                Files.createDirectories(kept.getParent());
                Files.copy(log, kept, StandardCopyOption.REPLACE_EXISTING);
                String text = Files.readString(log, StandardCharsets.ISO_8859_1);
                if (text.contains("Exception")) {
                    shown.append("\n--- ").append(kept).append('\n').append(tail(text));
                }
            }
        }
        return shown.toString();
    }

    private static String after(List<String> arguments, String option) {
        return arguments.get(arguments.indexOf(option) + 1);
    }

    private static void replaceAfter(List<String> arguments, String option, String value) {
        arguments.set(arguments.indexOf(option) + 1, value);
    }

    private static String netns(Path labYaml) throws IOException {
        return Files.readAllLines(labYaml)
                .stream()
                .filter(line -> line.startsWith("netns: "))
                .map(line -> line.substring(7).strip())
                .findFirst()
                .orElseThrow(() -> new AssertionError(labYaml + " names no controller namespace"));
    }

    /** The network namespaces there are. */
    private static List<String> namespaces() throws IOException, InterruptedException {
        return Arrays.stream(output("ip", "netns", "list").split("\n"))
                .map(l -> l.split(" ")[0])
                .filter(l -> !l.isBlank())
                .toList();
    }

    /** The distinct command names of the processes in {@code namespace}. */
    private static List<String> commands(String namespace) throws IOException, InterruptedException {
        List<String> names = new ArrayList<>();
        for (String pid : output("ip", "netns", "pids", namespace).split("\\s+")) {
            if (!pid.isBlank()) {
                ProcessHandle.of(Long.parseLong(pid))
                        .flatMap(p -> p.info().command())
                        .map(c -> Path.of(c).getFileName().toString())
                        .filter(c -> !names.contains(c))
                        .ifPresent(names::add);
            }
        }
        return names;
    }

    private static String output(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError(String.join(" ", command) + ": " + text);
        }
        return text;
    }

    /** {@code jcmd PID Thread.print}, or why there is none. */
    private static String threadDump(long pid) {
        try {
            Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
            Process dump = new ProcessBuilder(jcmd.toString(), String.valueOf(pid), "Thread.print")
                    .redirectErrorStream(true)
                    .start();
            String text = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return dump.waitFor(30, TimeUnit.SECONDS) ? text : "(jcmd did not finish)";
        } catch (IOException e) {
            return "(no thread dump: " + e.getMessage() + ")";
        } catch (@SuppressWarnings("unused") InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(interrupted)";
        }
    }

    /** The threads of a thread dump whose stacks pass through Orrery's code, the main thread's first. */
    private static String orreryThreads(String dump) {
        return Arrays.stream(dump.split("\\R\\R"))
                .filter(thread -> thread.contains("org.orrery.") || thread.startsWith("\"main\""))
                .sorted((a, b) -> Boolean.compare(!a.startsWith("\"main\""), !b.startsWith("\"main\"")))
                .collect(Collectors.joining("\n\n"));
    }

    /**
     * Each failed test of a JUnit report with the first line of its message, for the failure to lead the test's output
     * (a CI report may keep only its first lines).
     */
    private static String whatFailed(String xml) {
        Matcher failed = Pattern
                .compile("<testcase name=\"([^\"]*)\"[^>]*>\\s*<(?:failure|error) (?:[^>]* )?message=\"([^\"\\n]*)")
                .matcher(xml);
        StringBuilder what = new StringBuilder();
        while (failed.find()) {
            what.append("  ").append(failed.group(1)).append(": ").append(failed.group(2)).append('\n');
        }
        return what.toString();
    }

    private static String attribute(String element, String name) {
        Matcher matcher = Pattern.compile(" " + name + "=\"([^\"]*)\"").matcher(element);
        return matcher.find() ? matcher.group(1) : "";
    }

    private static String tail(String text) {
        return text.length() <= 20_000 ? text : "\u2026" + text.substring(text.length() - 20_000);
    }

    /**
     * Runs {@code command} (output to {@code log}, or inherited), keeping this workbench's events flowing; its exit
     * code.
     */
    private static int run(List<String> command, Path dir, Path log, long timeoutSeconds, String... environment)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        for (int i = 0; i + 1 < environment.length; i += 2) {
            builder.environment().put(environment[i], environment[i + 1]);
        }
        if (command.get(0).equals("ip")) {
            builder.environment().put(Lab.NAMESPACE_VARIABLE, command.get(3));
        }
        builder.redirectOutput(
                log == null ? ProcessBuilder.Redirect.INHERIT : ProcessBuilder.Redirect.to(log.toFile()));
        Process process = builder.start();
        try {
            Ui.waitUntil(String.join(" ", command.subList(0, Math.min(6, command.size()))), timeoutSeconds * 1000,
                    () -> !process.isAlive());
        } catch (AssertionError timedOut) {
            if (log == null) {
                throw timedOut;
            }
            // what each of its JVMs was doing (the threads in Orrery's code), then the end of its output, which a CI
            // log's tail shows: for a hang to be understood from the test output alone
            StringBuilder dumps = new StringBuilder();
            for (ProcessHandle handle : Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList()) {
                if (handle.info().command().orElse("").endsWith("/java")) {
                    dumps.append("\n--- threads of pid ")
                            .append(handle.pid())
                            .append(" in Orrery's code\n")
                            .append(orreryThreads(threadDump(handle.pid())));
                }
            }
            throw new AssertionError(timedOut.getMessage() + dumps + "\n--- the end of its output\n"
                    + tail(Files.readString(log, StandardCharsets.UTF_8)
                            .replaceAll("(?m)^\\(Orrery:\\d+\\): dconf-WARNING.*\\R?", "")),
                    timedOut);
        } finally {
            if (process.isAlive()) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                try {
                    process.waitFor(10, TimeUnit.SECONDS);
                } catch (@SuppressWarnings("unused") InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        return process.exitValue();
    }
}
