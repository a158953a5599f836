package org.orrery.agent.star;

import java.net.URI;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.lab.LabDescription;

/**
 * The lab's node daemons as a Star is told them ({@code --nodes}): {@code host=url} pairs separated by commas, each
 * followed, for a node daemon of this machine, by {@code ;pid=PID;started=MILLIS} (its process and the moment it
 * started). Before the Star sends anything (and so the lab token) to a node daemon, it checks that this process still
 * runs: once it has ended, anyone may bind its port. A node daemon over https proves itself by the lab's certificate
 * instead; one over plain HTTP that names no process is refused when the Star starts.
 */
public final class NodeDaemons implements ControlClient.PeerCheck {

    private record Process(String host, long pid, long startedAtMillis) {
    }

    private final Map<String, String> urls;
    /** The processes of node daemons of this machine, by the origin ({@code scheme://host:port}) of their URL. */
    private final Map<String, Process> processes;

    private NodeDaemons(Map<String, String> urls, Map<String, Process> processes) {
        this.urls = Map.copyOf(urls);
        this.processes = Map.copyOf(processes);
    }

    /** No node daemons (an embedded Star, in tests). */
    public static final NodeDaemons NONE = new NodeDaemons(Map.of(), Map.of());

    /** Parses {@code host=url[;pid=PID;started=MILLIS],...}; refused with the reason when an entry is malformed. */
    public static NodeDaemons parse(String text) {
        Map<String, String> urls = new LinkedHashMap<>();
        Map<String, Process> processes = new LinkedHashMap<>();
        for (String entry : text.split(",")) {
            if (entry.isBlank()) {
                continue;
            }
            String[] parts = entry.strip().split(";");
            int equals = parts[0].indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("--nodes takes host=url pairs, not '" + entry + "'");
            }
            String host = parts[0].substring(0, equals).strip();
            String url = parts[0].substring(equals + 1).strip();
            URI uri = URI.create(url);
            urls.put(host, url);
            if (parts.length == 3 && parts[1].startsWith("pid=") && parts[2].startsWith("started=")) {
                processes.put(origin(uri), new Process(host, Long.parseLong(parts[1].substring(4)),
                        Long.parseLong(parts[2].substring(8))));
            } else if (parts.length != 1) {
                throw new IllegalArgumentException(
                        "a node of --nodes is host=url;pid=PID;started=MILLIS, not '" + entry + "'");
            } else if (!"https".equals(uri.getScheme())) {
                throw new IllegalArgumentException(
                        "node " + host + " at " + url + " speaks plain HTTP and names no process "
                                + "to verify before it is sent the token (host=url;pid=PID;started=MILLIS)");
            }
        }
        return new NodeDaemons(urls, processes);
    }

    /** The entry of {@code --nodes} for the node daemon {@code process} of this machine, at {@code url}. */
    public static String entry(String host, String url, ProcessHandle process) {
        long started = process.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
        return host + "=" + url + ";pid=" + process.pid() + ";started=" + started;
    }

    /** The node daemons' URLs by host name. */
    public Map<String, String> urls() {
        return urls;
    }

    @Override
    public void verify(URI uri) throws ControlException {
        Process process = processes.get(origin(uri));
        if (process != null && LabDescription.Node.nodeDaemon(process.pid(), process.startedAtMillis()).isEmpty()) {
            throw new ControlException("the node daemon of host " + process.host() + " (pid " + process.pid()
                    + ") is no longer running; its port " + uri.getPort() + " is not called", 0, null, null);
        }
    }

    private static String origin(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + ":" + uri.getPort();
    }
}
