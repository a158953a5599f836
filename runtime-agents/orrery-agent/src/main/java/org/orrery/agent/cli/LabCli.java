package org.orrery.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orrery.agent.NodeDaemon;
import org.orrery.agent.control.Json;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The lab commands of {@code ./orrery}: {@code lab start|stop|status}, and against the running lab's Star
 * {@code deploy FILE.json}, {@code status [--json] [--watch SECONDS]} and {@code undeploy}. Exit codes: 0 done,
 * 1 the lab refused or failed (the message says why), 2 wrong usage.
 */
public final class LabCli {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private final LabFiles files;
    private final PrintStream out;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    LabCli(LabFiles files, PrintStream out) {
        this.files = files;
        this.out = out;
    }

    public static void main(String[] args) {
        int exit;
        try {
            LabFiles files = LabFiles.fromEnvironment();
            LabFiles.Lab lab = files.read();
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
                JsonNode star = Json.mapper().readTree(call("POST", rest.get(0) + "/v1/domains",
                        Json.write(Map.of("name", "star", "role", "star", "nodes", rest.get(1))), files.token()));
                out.println(star);
            }
            case "__shutdown-nodes" -> {
                for (LabFiles.Node node : files.read().nodes()) {
                    try {
                        call("POST", node.url() + "/v1/shutdown", null, files.token());
                    } catch (IOException | LabException e) {
                        out.println("node " + node.host() + " did not answer (" + e.getMessage() + ")");
                    }
                }
            }
            case "undeploy" -> {
                starCall("DELETE", "/v1/system", null);
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
        LabFiles.Lab running = files.read();
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
        List<String> command = new ArrayList<>(List.of(javaExecutable(), "-Xmx256m",
                "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                "-cp", System.getProperty("java.class.path"), NodeDaemon.class.getName(),
                "--host", "local", "--lab-dir", files.dir().toString(), "--token-file", files.tokenFile().toString(),
                "--framework-bundles", Path.of(home, "lib", "framework").toString(), "--aeron-dir", aeronDir,
                "--port-file", portFile.toString()));
        Process node = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(files.logs().resolve("node-local.log").toFile())).start();
        long deadline = System.currentTimeMillis() + 30_000;
        while (!Files.exists(portFile) || Files.readString(portFile).isBlank()) {
            if (!node.isAlive()) {
                throw new LabException("the node daemon exited with " + node.exitValue() + "; see " + files.logs().resolve("node-local.log"));
            }
            if (System.currentTimeMillis() > deadline) {
                node.destroyForcibly();
                throw new LabException("the node daemon did not start within 30 s; see " + files.logs().resolve("node-local.log"));
            }
            Thread.sleep(20);
        }
        String nodeUrl = "http://127.0.0.1:" + Files.readString(portFile).strip();
        JsonNode star = Json.mapper().readTree(call("POST", nodeUrl + "/v1/domains", Json.write(Map.of("name", "star", "role", "star")),
                token));
        String starUrl = "http://127.0.0.1:" + star.get("port").asInt();
        files.write(new LabFiles.Lab(List.of(new LabFiles.Node("local", nodeUrl, node.pid(), aeronDir)), "star", starUrl));
        out.println("lab started in " + files.dir());
        out.println("  node daemon  local  " + nodeUrl + "  (pid " + node.pid() + ", media driver " + aeronDir + ")");
        out.println("  Star         star   " + starUrl + "  (pid " + star.get("pid").asLong() + ")");
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
            List<LabFiles.Node> nodes = new ArrayList<>();
            StringBuilder nodeList = new StringBuilder();
            for (int i = 1; i <= hosts; i++) {
                String host = "h" + i;
                Path hostDir = files.dir().resolve(host);
                Files.createDirectories(hostDir);
                Path portFile = hostDir.resolve("node.port");
                Files.deleteIfExists(portFile);
                String aeronDir = "/dev/shm/orrery-" + id + "-" + host;
                List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespaces.host(i)));
                command.addAll(java(NodeDaemon.class.getName(), home));
                command.addAll(List.of("--host", host, "--address", Namespaces.address(i), "--lab-dir", hostDir.toString(),
                        "--token-file", files.tokenFile().toString(), "--framework-bundles", Path.of(home, "lib", "framework").toString(),
                        "--aeron-dir", aeronDir, "--port-file", portFile.toString()));
                Process node = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.appendTo(files.logs().resolve("node-" + host + ".log").toFile())).start();
                started.add(node);
                String url = "http://" + Namespaces.address(i) + ":" + awaitPort(node, portFile, "node-" + host);
                nodes.add(new LabFiles.Node(host, url, node.pid(), aeronDir));
                nodeList.append(nodeList.length() == 0 ? "" : ",").append(host).append('=').append(url);
            }
            files.write(new LabFiles.Lab(nodes, "star", null, namespaces.host(1), made, Namespaces.SUBNET));
            Process starter = inNamespace(namespaces.host(1), List.of("__start-star", nodes.get(0).url(), nodeList.toString()), true);
            String answer = new String(starter.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (starter.waitFor() != 0) {
                throw new LabException("the Star did not start: " + answer.strip());
            }
            JsonNode star = Json.mapper().readTree(answer);
            String starUrl = "http://" + Namespaces.address(1) + ":" + star.get("port").asInt();
            files.write(new LabFiles.Lab(nodes, "star", starUrl, namespaces.host(1), made, Namespaces.SUBNET));
            out.println("lab of " + hosts + " hosts started in " + files.dir() + " (network namespaces orrery-" + id + "-*, "
                    + Namespaces.SUBNET + ")");
            for (LabFiles.Node node : nodes) {
                out.println("  node daemon  " + node.host() + "  " + node.url() + "  (pid " + node.pid() + ", media driver "
                        + node.aeronDirectory() + ")");
            }
            out.println("  Star         star   " + starUrl + "  (pid " + star.get("pid").asLong() + ")");
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

    private String awaitPort(Process process, Path portFile, String name) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + 60_000;
        while (!Files.exists(portFile) || Files.readString(portFile).isBlank()) {
            if (!process.isAlive()) {
                throw new LabException(name + " exited with " + process.exitValue() + "; see " + files.logs());
            }
            if (System.currentTimeMillis() > deadline) {
                throw new LabException(name + " did not start within 60 s; see " + files.logs());
            }
            Thread.sleep(20);
        }
        return Files.readString(portFile).strip();
    }

    /** Runs this command line again inside {@code namespace}, with the same lab, sharing the console unless captured. */
    private static Process inNamespace(String namespace, List<String> args, boolean capture) throws IOException {
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespace));
        command.addAll(java(LabCli.class.getName(), orreryHome()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("ORRERY_NETNS", namespace);
        if (capture) {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        } else {
            builder.inheritIO();
        }
        return builder.start();
    }

    private static List<String> java(String mainClass, String home) {
        return List.of(javaExecutable(), "-Xmx256m", "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn", "-Dorrery.home=" + home, "-cp",
                System.getProperty("java.class.path"), mainClass);
    }

    private static String orreryHome() {
        String home = System.getProperty("orrery.home");
        if (home == null) {
            throw new LabException("orrery.home is not set; start the lab through ./orrery or the distribution's bin/orrery-lab");
        }
        return home;
    }

    private boolean alive(LabFiles.Lab lab) {
        try {
            call("GET", lab.nodes().get(0).url() + "/v1/host", null, files.token());
            return true;
        } catch (IOException | InterruptedException | LabException e) {
            return false;
        }
    }

    private void labStop() throws IOException, InterruptedException {
        LabFiles.Lab lab = files.read();
        if (lab == null) {
            out.println("no lab is running in " + files.dir());
            return;
        }
        if (lab.namespace() != null) {
            inNamespace(lab.namespace(), List.of("__shutdown-nodes"), false).waitFor();
            for (LabFiles.Node node : lab.nodes()) {
                awaitExit(node.pid());
            }
            List<String> failures = Namespaces.delete(lab.namespaces());
            files.forget();
            failures.forEach(f -> out.println("could not clean up: " + f));
            out.println("lab stopped; its network namespaces are gone");
            return;
        }
        for (LabFiles.Node node : lab.nodes()) {
            try {
                call("POST", node.url() + "/v1/shutdown", null, files.token());
            } catch (IOException | LabException e) {
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

    private void labStatus(boolean asJson) throws IOException, InterruptedException {
        LabFiles.Lab lab = files.read();
        if (lab == null) {
            if (asJson) {
                out.println("{\"running\":false,\"nodes\":[]}");
            } else {
                out.println("no lab is running in " + files.dir() + " (./orrery lab start starts one)");
            }
            return;
        }
        List<Object> nodes = new ArrayList<>();
        for (LabFiles.Node node : lab.nodes()) {
            JsonNode host;
            try {
                host = Json.mapper().readTree(call("GET", node.url() + "/v1/host", null, files.token()));
            } catch (IOException | LabException e) {
                host = null;
            }
            nodes.add(Map.of("host", node.host(), "url", node.url(), "pid", node.pid(), "up", host != null,
                    "status", host == null ? Map.of() : host));
        }
        if (asJson) {
            out.println(new String(Json.write(Map.of("running", true, "lab", files.dir().toString(), "star", lab.starUrl(),
                    "nodes", nodes))));
            return;
        }
        out.println("lab " + files.dir() + "   Star " + lab.starUrl());
        for (LabFiles.Node node : lab.nodes()) {
            JsonNode host = Json.mapper().valueToTree(nodes.get(lab.nodes().indexOf(node)));
            boolean up = host.get("up").asBoolean();
            out.printf("node %-8s %-28s %s%n", node.host(), node.url(), up ? "up" : "DOWN");
            if (up) {
                JsonNode status = host.get("status");
                out.printf("  %d cores, load %.2f, memory %d of %d MiB free%n", status.get("processors").asInt(),
                        status.get("loadAverage").asDouble(), status.get("memoryAvailableBytes").asLong() >> 20,
                        status.get("memoryTotalBytes").asLong() >> 20);
                for (JsonNode domain : status.get("domains")) {
                    out.printf("  domain %-12s %-7s %-28s pid %-8d %s cpu %.1f s%n", domain.get("name").asText(),
                            domain.get("role").asText(), "http://" + domain.get("address").asText() + ":" + domain.get("port").asInt(),
                            domain.get("pid").asLong(),
                            domain.get("alive").asBoolean() ? "up  " : "DOWN", domain.get("cpuSeconds").asDouble());
                }
            }
        }
    }

    private int deploy(Path file) throws IOException, InterruptedException {
        byte[] body = Files.readAllBytes(file);
        String answer;
        try {
            answer = starCall("PUT", "/v1/system", body);
        } catch (LabException e) {
            if (e.body() == null) {
                throw e;
            }
            answer = e.body();
        }
        JsonNode result = Json.mapper().readTree(answer);
        if (!result.has("steps")) {
            throw new LabException("the Star refused the deployment: " + (result.has("error") ? result.get("error").asText() : answer));
        }
        for (JsonNode step : result.get("steps")) {
            out.printf("  %-4s %-18s %-12s %s%n", step.get("ok").asBoolean() ? "ok" : "FAIL", step.get("step").asText(),
                    step.get("target").asText(), step.get("detail").asText());
        }
        if (!result.get("deployed").asBoolean()) {
            throw new LabException("deploy failed: " + result.get("error").asText() + " (rolled back)");
        }
        out.println("deployed " + result.get("system").asText());
        return 0;
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
            String answer = starCall("GET", "/v1/system/status", null);
            if (asJson) {
                out.println(answer);
            } else {
                StatusTable.print(Json.mapper().readTree(answer), out);
            }
            if (System.currentTimeMillis() < end) {
                Thread.sleep(1000);
                out.println();
            }
        } while (System.currentTimeMillis() < end);
    }

    private String starCall(String method, String path, byte[] body) throws IOException, InterruptedException {
        LabFiles.Lab lab = files.read();
        if (lab == null) {
            throw new LabException("no lab is running in " + files.dir() + "; start one with ./orrery lab start");
        }
        return call(method, lab.starUrl() + path, body, files.token());
    }

    private String call(String method, String url, byte[] body, String token) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT)
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (ConnectException e) {
            throw new LabException("nothing answers at " + url + " (is the lab running? ./orrery lab status)");
        }
        if (response.statusCode() >= 400) {
            String message = response.body();
            try {
                JsonNode error = Json.mapper().readTree(message);
                if (error.has("error") && !error.get("error").isNull()) {
                    message = error.get("error").asText();
                }
            } catch (IOException notJson) {
                // keep the raw body
            }
            throw new LabException(method + " " + url + ": " + message, response.body());
        }
        return response.body();
    }

    private static String javaExecutable() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
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
        private final transient String body;

        LabException(String message) {
            this(message, null);
        }

        LabException(String message, String body) {
            super(message);
            this.body = body;
        }

        String body() {
            return body;
        }
    }

}
