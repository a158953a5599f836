package org.orrery.agent.domain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.log.AgentLog;
import org.orrery.agent.log.LogFormat;
import org.orrery.control.api.ControlJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A shared domain host: one JVM running the domains of one group of a host, each with its own framework, storage, event
 * thread and control port, sharing the heap, the compiled code, one media driver client and one pool of request threads
 * ({@link SharedProcess}). Its node daemon starts it and sends it one line per domain on its standard input: the domain
 * agent's arguments as a JSON array, as a process of its own would take them. A domain announces its port in its port
 * file as such a process does, or {@value #FAILED} and why it could not start, and {@value #ENDED} once it has stopped
 * and closed. When the input ends (the daemon closed it, or ended) the host stops its domains and exits; a domain whose
 * agent fails after it started takes the host down with it, exit code {@value #DOMAIN_FAILED}, so that the daemon
 * starts the group again (a domain cannot be ended alone inside one JVM).
 */
public final class DomainHost {

    /** What a domain's port file starts with when it could not start, followed by the reason. */
    public static final String FAILED = "failed: ";
    /** What a domain's port file holds once the domain has stopped and closed. */
    public static final String ENDED = "ended";
    /** The most domains a node daemon starts, and so the most one host runs. */
    public static final int MAX_DOMAINS = 64;
    /** The host's exit code when one of its domains failed after it started. */
    public static final int DOMAIN_FAILED = 70;

    private static final long STOP_WAIT_MS = 15_000;
    private static final Logger LOG = LoggerFactory.getLogger(DomainHost.class);

    private DomainHost() {
    }

    /**
     * Runs the host; {@code --log-file FILE --log-format FORMAT --group NAME} (all three, or none) start its log, where
     * its domains write too, each line naming the domain whose thread wrote it (else the group).
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        List<String> options = List.of(args);
        if (!options.isEmpty()) {
            AgentLog.toFile(Path.of(value(options, "--log-file")), value(options, "--group"),
                    LogFormat.of(value(options, "--log-format")));
        }
        DomainAgent.reportThreadDeaths();
        SharedProcess share = new SharedProcess();
        try (BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = commands.readLine(); line != null; line = commands.readLine()) {
                if (!line.isBlank()) {
                    start(share, List.of(ControlJson.mapper().readValue(line, String[].class)));
                }
            }
        } catch (IOException e) {
            LOG.error("its node daemon's commands cannot be read: {}", e.getMessage());
        }
        share.stopAll(STOP_WAIT_MS, TimeUnit.MILLISECONDS);
        System.exit(0);
    }

    /** Starts one domain on a thread of its own group, whose threads count as that domain's. */
    private static void start(SharedProcess share, List<String> arguments) {
        String name = value(arguments, "--name");
        Path portFile = Path.of(value(arguments, "--port-file"));
        ThreadGroup threads = share.threadsOf(name);
        Thread main = new Thread(threads, () -> {
            int code = PlainArguments.execute(() -> new DomainAgentCommand(share), arguments.toArray(String[]::new));
            share.ended(name);
            String announced = read(portFile);
            if (code != 0 && announced.matches("\\d+")) {
                LOG.error("domain '{}' failed after it started (exit code {}); the host ends so that its node daemon "
                        + "starts the group again", name, code);
                Runtime.getRuntime().halt(DOMAIN_FAILED);
            }
            write(portFile, code != 0 ? FAILED + "exit code " + code + ", see the group's log" : ENDED);
        }, "orrery-domain-main-" + name);
        main.start();
    }

    private static String value(List<String> arguments, String option) {
        int at = arguments.indexOf(option);
        if (at < 0 || at + 1 >= arguments.size()) {
            throw new IllegalArgumentException("a domain host (or its command) needs " + option);
        }
        return arguments.get(at + 1);
    }

    /** What a domain's port file holds now ("" when there is none yet, or it cannot be read). */
    public static String read(Path portFile) {
        try {
            return Files.exists(portFile) ? Files.readString(portFile).strip() : "";
        } catch (@SuppressWarnings("unused") IOException e) {
            return "";
        }
    }

    /** Whether the domain of {@code portFile} could not start ({@link #FAILED}). */
    public static boolean failed(Path portFile) {
        return read(portFile).startsWith(FAILED);
    }

    /** Whether the domain of {@code portFile} has stopped and closed ({@link #ENDED}). */
    public static boolean ended(Path portFile) {
        return read(portFile).equals(ENDED);
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            LOG.error("{}: {}", file, e.getMessage());
        }
    }
}
