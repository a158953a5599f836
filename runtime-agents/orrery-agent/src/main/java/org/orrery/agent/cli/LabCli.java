package org.orrery.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.agent.ChildJvm;
import org.orrery.agent.NodeDaemon;
import org.orrery.control.api.ControlClient;
import org.orrery.control.api.ControlException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LabDescription;
import org.orrery.control.api.LabDirectory;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * The lab commands of {@code ./orrery}: {@code lab start|stop|status}, and against the running lab's Star
 * {@code deploy FILE.json}, {@code status [--json] [--watch SECONDS]} and {@code undeploy}. Exit codes: 0 done,
 * 1 the lab refused or failed (the message says why), 2 wrong usage.
 */
public final class LabCli {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final Duration NODE_START_TIMEOUT = Duration.ofSeconds(60);

    private final LabDirectory files;
    private final PrintStream out;

    LabCli(LabDirectory files, PrintStream out) {
        this.files = files;
        this.out = out;
    }

    public static void main(String[] args) {
        int exit;
        try {
            LabDirectory files = LabDirectory.embedded();
            LabDescription lab = files.read();
            List<String> arguments = List.of(args);
            boolean labLifecycle = arguments.size() >= 2 && arguments.get(0).equals("lab")
                    && (arguments.get(1).equals("start") || arguments.get(1).equals("stop"));
            if (lab != null && lab.namespace() != null && !lab.namespace().equals(System.getenv("ORRERY_NETNS")) && !labLifecycle) {
                exit = inNamespace(lab.namespace(), arguments, false).waitFor();
            } else {
                exit = new LabCli(files, System.out).run(arguments);
            }
        } catch (UsageException e) {
            System.err.println("orrery: " + e.getMessage());
            exit = 2;
        } catch (LabException e) {
            System.err.println("orrery: " + e.getMessage());
            exit = 1;
        } catch (IOException e) {
            System.err.println("orrery: " + e.getMessage());
            exit = 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exit = 1;
        }
        System.exit(exit);
    }

    int run(List<String> args) throws IOException, InterruptedException {
        if (args.isEmpty()) {
            throw new UsageException("usage: lab start|stop|status, deploy FILE.json, status [--json] [--watch SECONDS], undeploy");
        }
        List<String> rest = args.subList(1, args.size());
        switch (args.get(0)) {
            case "lab" -> {
                if (rest.isEmpty()) {
                    throw new UsageException("usage: lab start [--hosts N] | lab stop | lab status [--json]");
                }
                List<String> labArgs = rest.subList(1, rest.size());
                switch (rest.get(0)) {
                    case "start" -> labStart(labArgs);
                    case "stop" -> labStop();
                    case "status" -> labStatus(labArgs.contains("--json"));
                    default -> throw new UsageException("unknown lab command '" + rest.get(0) + "'");
                }
            }
            case "deploy" -> {
                if (rest.size() != 1) {
                    throw new UsageException("usage: deploy FILE.json");
                }
                return deploy(Path.of(rest.get(0)));
            }
            case "status" -> status(rest);
            case "__start-star" -> {
                DomainProcess star = call("POST", rest.get(0) + "/v1/domains",
                        new StartDomain("star", Role.STAR, null, null, null, rest.get(1)), DomainProcess.class);
                out.println(ControlJson.text(star, false));
            }
            case "__shutdown-nodes" -> {
                for (LabDescription.Node node : files.read().nodes()) {
                    try {
                        call("POST", node.url() + "/v1/shutdown", null, byte[].class);
                    } catch (LabException e) {
                        out.println("node " + node.host() + " did not answer (" + e.getMessage() + ")");
                    }
                }
            }
            case "undeploy" -> {
                starCall("DELETE", "/v1/system", null, byte[].class);
                out.println("undeployed; the lab keeps running (./orrery lab stop ends it)");
            }
            default -> throw new UsageException("unknown command '" + args.get(0) + "'");
        }
        return 0;
    }

    private void labStart(List<String> args) throws IOException, InterruptedException {
        int hosts = 1;
        if (args.size() == 2 && args.get(0).equals("--hosts")) {
            hosts = Integer.parseInt(args.get(1));
        } else if (!args.isEmpty()) {
            throw new UsageException("usage: lab start [--hosts N]");
        }
        if (hosts < 1 || hosts > 16) {
            throw new UsageException("--hosts takes 1 to 16, not " + hosts);
        }
        LabDescription running = files.read();
        if (hosts > 1) {
            if (running != null) {
                throw new LabException("a lab is already set up in " + files.dir() + "; stop it first (./orrery lab stop)");
            }
            startInNamespaces(hosts);
            return;
        }
        if (running != null && alive(running)) {
            out.println("the lab is already running: node " + running.nodes().get(0).url() + ", Star " + running.starUrl());
            return;
        }
        String token = files.newToken();
        Files.createDirectories(files.logs());
        Path portFile = files.dir().resolve("node.port");
        Files.deleteIfExists(portFile);
        String home = orreryHome();
        String aeronDir = "/dev/shm/orrery-" + System.getProperty("user.name") + "-" + Integer.toHexString(files.dir().toAbsolutePath().hashCode());
        Path log = files.logs().resolve("node-local.log");
        Process node = ChildJvm.start(ChildJvm.command(NodeDaemon.class, 256, List.of("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"),
                List.of("--host", "local", "--lab-dir", files.dir().toString(), "--token-file", files.tokenFile().toString(),
                        "--framework-bundles", Path.of(home, "lib", "framework").toString(), "--aeron-dir", aeronDir,
                        "--port-file", portFile.toString())), log);
        String nodeUrl = "http://127.0.0.1:" + ChildJvm.awaitPort(node, portFile, NODE_START_TIMEOUT, "the node daemon", log);
        DomainProcess star = new ControlClient(token).call("POST", nodeUrl + "/v1/domains",
                new StartDomain("star", Role.STAR, null, null, null, null), DomainProcess.class, TIMEOUT);
        String starUrl = "http://127.0.0.1:" + star.port();
        files.write(new LabDescription(List.of(new LabDescription.Node("local", nodeUrl, node.pid(), aeronDir)), "star", starUrl));
        out.println("lab started in " + files.dir());
        out.println("  node daemon  local  " + nodeUrl + "  (pid " + node.pid() + ", media driver " + aeronDir + ")");
        out.println("  Star         star   " + starUrl + "  (pid " + star.pid() + ")");
    }

    /**
     * A lab of {@code hosts} hosts, each a network namespace with its own address and node daemon (and media driver),
     * joined by a bridge in a switch namespace; the Star runs on the first. The lab's commands then run inside the
     * first namespace.
     */
    private void startInNamespaces(int hosts) throws IOException, InterruptedException {
        if (!"root".equals(System.getProperty("user.name"))) {
            throw new LabException("a lab of several hosts needs root: it makes network namespaces");
        }
        String home = orreryHome();
        String id = String.format("%04x", files.dir().toAbsolutePath().toString().hashCode() & 0xffff);
        Namespaces namespaces = new Namespaces(id);
        List<String> made = namespaces.create(hosts);
        List<Process> started = new ArrayList<>();
        try {
            files.newToken();
            Files.createDirectories(files.logs());
            List<LabDescription.Node> nodes = new ArrayList<>();
            StringBuilder nodeList = new StringBuilder();
            for (int i = 1; i <= hosts; i++) {
                String host = "h" + i;
                Path hostDir = files.dir().resolve(host);
                Files.createDirectories(hostDir);
                Path portFile = hostDir.resolve("node.port");
                Files.deleteIfExists(portFile);
                String aeronDir = "/dev/shm/orrery-" + id + "-" + host;
                List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespaces.host(i)));
                command.addAll(java(NodeDaemon.class, home, List.of("--host", host, "--address", Namespaces.address(i),
                        "--lab-dir", hostDir.toString(), "--token-file", files.tokenFile().toString(),
                        "--framework-bundles", Path.of(home, "lib", "framework").toString(), "--aeron-dir", aeronDir,
                        "--port-file", portFile.toString())));
                Path log = files.logs().resolve("node-" + host + ".log");
                Process node = ChildJvm.start(command, log);
                started.add(node);
                String url = "http://" + Namespaces.address(i) + ":" + ChildJvm.awaitPort(node, portFile, NODE_START_TIMEOUT,
                        "node-" + host, log);
                nodes.add(new LabDescription.Node(host, url, node.pid(), aeronDir));
                nodeList.append(nodeList.length() == 0 ? "" : ",").append(host).append('=').append(url);
            }
            files.write(new LabDescription(nodes, "star", null, namespaces.host(1), made, Namespaces.SUBNET));
            Process starter = inNamespace(namespaces.host(1), List.of("__start-star", nodes.get(0).url(), nodeList.toString()), true);
            String answer = new String(starter.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (starter.waitFor() != 0) {
                throw new LabException("the Star did not start: " + answer.strip());
            }
            DomainProcess star = ControlJson.readAnswer(answer.getBytes(StandardCharsets.UTF_8), DomainProcess.class);
            String starUrl = "http://" + Namespaces.address(1) + ":" + star.port();
            files.write(new LabDescription(nodes, "star", starUrl, namespaces.host(1), made, Namespaces.SUBNET));
            out.println("lab of " + hosts + " hosts started in " + files.dir() + " (network namespaces orrery-" + id + "-*, "
                    + Namespaces.SUBNET + ")");
            for (LabDescription.Node node : nodes) {
                out.println("  node daemon  " + node.host() + "  " + node.url() + "  (pid " + node.pid() + ", media driver "
                        + node.aeronDirectory() + ")");
            }
            out.println("  Star         star   " + starUrl + "  (pid " + star.pid() + ")");
        } catch (IOException | InterruptedException | RuntimeException e) {
            started.forEach(Process::destroyForcibly);
            for (Process process : started) {
                process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
            }
            Namespaces.delete(made);
            files.forget();
            throw e;
        }
    }

    /** Runs this command line again inside {@code namespace}, with the same lab, sharing the console unless captured. */
    private static Process inNamespace(String namespace, List<String> args, boolean capture) throws IOException {
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespace));
        command.addAll(java(LabCli.class, orreryHome(), args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("ORRERY_NETNS", namespace);
        if (capture) {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        } else {
            builder.inheritIO();
        }
        return builder.start();
    }

    private static List<String> java(Class<?> mainClass, String home, List<String> arguments) {
        return ChildJvm.command(mainClass, 256, List.of("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn", "-Dorrery.home=" + home),
                arguments);
    }

    private static String orreryHome() {
        String home = System.getProperty("orrery.home");
        if (home == null) {
            throw new LabException("orrery.home is not set; start the lab through ./orrery or the distribution's bin/orrery-lab");
        }
        return home;
    }

    private boolean alive(LabDescription lab) {
        try {
            call("GET", lab.nodes().get(0).url() + "/v1/host", null, byte[].class);
            return true;
        } catch (IOException | LabException e) {
            return false;
        }
    }

    private void labStop() throws IOException, InterruptedException {
        LabDescription lab = files.read();
        if (lab == null) {
            out.println("no lab is running in " + files.dir());
            return;
        }
        if (lab.namespace() != null) {
            inNamespace(lab.namespace(), List.of("__shutdown-nodes"), false).waitFor();
            for (LabDescription.Node node : lab.nodes()) {
                awaitExit(node.pid());
            }
            List<String> failures = Namespaces.delete(lab.namespaces());
            files.forget();
            failures.forEach(f -> out.println("could not clean up: " + f));
            out.println("lab stopped; its network namespaces are gone");
            return;
        }
        for (LabDescription.Node node : lab.nodes()) {
            try {
                call("POST", node.url() + "/v1/shutdown", null, byte[].class);
            } catch (LabException e) {
                out.println("node " + node.host() + " did not answer (" + e.getMessage() + ")");
            }
            awaitExit(node.pid());
        }
        files.forget();
        out.println("lab stopped");
    }

    private static void awaitExit(long pid) throws InterruptedException {
        var process = ProcessHandle.of(pid);
        if (process.isPresent()) {
            try {
                process.get().onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                process.get().destroyForcibly();
            }
        }
    }

    private void labStatus(boolean asJson) throws IOException {
        LabDescription lab = files.read();
        if (lab == null) {
            if (asJson) {
                out.println("{\"running\":false,\"nodes\":[]}");
            } else {
                out.println("no lab is running in " + files.dir() + " (./orrery lab start starts one)");
            }
            return;
        }
        Map<String, HostStatus> hosts = new LinkedHashMap<>();
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (LabDescription.Node node : lab.nodes()) {
            HostStatus host;
            try {
                host = call("GET", node.url() + "/v1/host", null, HostStatus.class);
            } catch (LabException e) {
                host = null;
            }
            hosts.put(node.host(), host);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("host", node.host());
            entry.put("url", node.url());
            entry.put("pid", node.pid());
            entry.put("up", host != null);
            entry.put("status", host);
            nodes.add(entry);
        }
        if (asJson) {
            out.println(ControlJson.text(Map.of("running", true, "lab", files.dir().toString(), "star", lab.starUrl(),
                    "nodes", nodes), false));
            return;
        }
        out.println("lab " + files.dir() + "   Star " + lab.starUrl());
        for (LabDescription.Node node : lab.nodes()) {
            HostStatus status = hosts.get(node.host());
            out.printf("node %-8s %-28s %s%n", node.host(), node.url(), status != null ? "up" : "DOWN");
            if (status != null) {
                out.printf("  %d cores, load %.2f, memory %d of %d MiB free%n", status.processors(), status.loadAverage(),
                        status.memoryAvailableBytes() >> 20, status.memoryTotalBytes() >> 20);
                for (DomainProcess domain : status.domains()) {
                    out.printf("  domain %-12s %-7s %-28s pid %-8d %s cpu %.1f s%n", domain.name(), domain.role().wireName(),
                            "http://" + domain.address() + ":" + domain.port(), domain.pid(), domain.alive() ? "up  " : "DOWN",
                            domain.cpuSeconds());
                }
            }
        }
    }

    private int deploy(Path file) throws IOException {
        byte[] body = Files.readAllBytes(file);
        DeployResult result;
        try {
            result = starCall("PUT", "/v1/system", body, DeployResult.class);
        } catch (LabException e) {
            result = e.body() == null ? null : deployResult(e.body());
            if (result == null) {
                throw new LabException("the Star refused the deployment: " + e.getMessage());
            }
        }
        for (Step step : result.steps()) {
            out.printf("  %-4s %-18s %-12s %s%n", step.ok() ? "ok" : "FAIL", step.step(), step.target(), step.detail());
        }
        if (!result.deployed()) {
            throw new LabException("deploy failed: " + result.error() + " (rolled back)");
        }
        out.println("deployed " + result.system());
        return 0;
    }

    /** The deployment result a refusal carries (the Star answers a failed deployment with its steps), or null. */
    private static DeployResult deployResult(byte[] refusal) {
        try {
            DeployResult result = ControlJson.readAnswer(refusal, DeployResult.class);
            return result.steps() == null ? null : result;
        } catch (IOException notAResult) {
            return null;
        }
    }

    private void status(List<String> args) throws IOException, InterruptedException {
        boolean asJson = args.contains("--json");
        int watch = 0;
        int at = args.indexOf("--watch");
        if (at >= 0) {
            if (at + 1 >= args.size()) {
                throw new UsageException("--watch needs a number of seconds");
            }
            watch = Integer.parseInt(args.get(at + 1));
        }
        for (String arg : args) {
            if (arg.startsWith("--") && !arg.equals("--json") && !arg.equals("--watch")) {
                throw new UsageException("unknown option " + arg);
            }
        }
        long end = System.currentTimeMillis() + watch * 1000L;
        do {
            SystemStatus status = starCall("GET", "/v1/system/status", null, SystemStatus.class);
            if (asJson) {
                out.println(ControlJson.text(status, false));
            } else {
                StatusTable.print(status, out);
            }
            if (System.currentTimeMillis() < end) {
                Thread.sleep(1000);
                out.println();
            }
        } while (System.currentTimeMillis() < end);
    }

    private <T> T starCall(String method, String path, Object body, Class<T> answer) throws IOException {
        LabDescription lab = files.read();
        if (lab == null) {
            throw new LabException("no lab is running in " + files.dir() + "; start one with ./orrery lab start");
        }
        return call(method, lab.starUrl() + path, body, answer);
    }

    private <T> T call(String method, String url, Object body, Class<T> answer) throws IOException {
        try {
            return files.client().call(method, url, body, answer, TIMEOUT);
        } catch (ControlException e) {
            if (e.unanswered()) {
                throw new LabException(e.getMessage() + " (./orrery lab status tells what runs)");
            }
            throw new LabException(method + " " + url + ": " + e.getMessage(), e.body());
        }
    }


    /** Wrong usage of a command (exit 2). */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** The lab refused or failed (exit 1); keeps the answer's body when there was one. */
    static final class LabException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient byte[] body;

        LabException(String message) {
            this(message, null);
        }

        LabException(String message, byte[] body) {
            super(message);
            this.body = body;
        }

        byte[] body() {
            return body;
        }
    }

}
