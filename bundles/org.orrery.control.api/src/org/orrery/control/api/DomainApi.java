package org.orrery.control.api;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The messages of a domain agent's control API ({@code /v1/health}, {@code /v1/status}, {@code /v1/bundles},
 * {@code /v1/deployment}; see {@code openapi/domain-agent.yaml}). The Star sends them to its Planets; a client may send
 * them to any domain directly.
 */
public final class DomainApi {

    private DomainApi() {
    }

    /** That a domain answers: its name, role and process. */
    public record Health(String name, Role role, boolean up, long pid) {
    }

    /** A bundle installed in a domain: its ID, name, version, state and the manifest headers a person looks at. */
    public record BundleInfo(long id, String symbolicName, String version, BundleState state, String location,
            Map<String, String> headers) {
    }

    /**
     * Install a bundle from its bytes (base64) with their SHA-256, or from a URL (of a host the lab allows; a SHA-256
     * given is checked against what was fetched).
     */
    public record InstallRequest(@Required String location, String sha256, String bytesBase64, String url) {
    }

    /**
     * The operators and connections a domain is to run, all or nothing ({@code PUT /v1/deployment}), and how its event
     * thread is to wait (none: as it does). With {@code hold}, the operators the deployment creates or restarts are
     * wired and take events from their connections but emit nothing of their own accord (a source sends nothing) until
     * {@code POST /v1/deployment/start}: the Star deploys a system's domains this way and starts them together once
     * every domain has its part, so that the first domains' events do not compete with the later domains' deployment.
     * {@code bundles}, when given, are the locations of the bundles whose operator types the deployment uses: an
     * operator whose type came from another bundle (an earlier build of one of them) is restarted on the type of these,
     * so that a rebuilt bundle installed beside its earlier build replaces it for exactly its operators.
     */
    public record DeploymentRequest(List<OperatorDeployment> operators, List<ConnectionDeployment> connections,
            LatencyProfile latencyProfile, Boolean hold, Integer traceOneIn, List<String> bundles) {

        /** An absent list is an empty one; an absent hold is false. */
        /** (The constructor JSON is read with.) */
        @JsonCreator
        public DeploymentRequest {
            operators = operators == null ? List.of() : operators;
            connections = connections == null ? List.of() : connections;
            hold = hold != null && hold;
        }

        /** A deployment whose operators' types may come from any started bundle. */
        public DeploymentRequest(List<OperatorDeployment> operators, List<ConnectionDeployment> connections,
                LatencyProfile latencyProfile, Boolean hold, Integer traceOneIn) {
            this(operators, connections, latencyProfile, hold, traceOneIn, null);
        }

        /** A deployment that leaves the domain's tracing as it is. */
        public DeploymentRequest(List<OperatorDeployment> operators, List<ConnectionDeployment> connections,
                LatencyProfile latencyProfile, Boolean hold) {
            this(operators, connections, latencyProfile, hold, null);
        }

        /** A deployment whose operators start at once. */
        public DeploymentRequest(List<OperatorDeployment> operators, List<ConnectionDeployment> connections,
                LatencyProfile latencyProfile) {
            this(operators, connections, latencyProfile, false);
        }

        /** A deployment whose operators start at once and that leaves the domain's latency profile as it is. */
        public DeploymentRequest(List<OperatorDeployment> operators, List<ConnectionDeployment> connections) {
            this(operators, connections, null, false);
        }

        /** This deployment with its new and restarted operators held until started ({@code true}) or not. */
        public DeploymentRequest held(boolean held) {
            return new DeploymentRequest(operators, connections, latencyProfile, held, traceOneIn, bundles);
        }

        /** This deployment with the domain tracing one in {@code oneIn} of its sources' events (0: none). */
        public DeploymentRequest tracing(int oneIn) {
            return new DeploymentRequest(operators, connections, latencyProfile, hold, oneIn, bundles);
        }

        /** This deployment with its operators' types from the bundles at {@code locations} only. */
        public DeploymentRequest from(List<String> locations) {
            return new DeploymentRequest(operators, connections, latencyProfile, hold, traceOneIn,
                    locations == null ? null : List.copyOf(locations));
        }
    }

    /** An operator a domain creates: its name, operator type, symbolic name in the naming tree, and parameters. */
    public record OperatorDeployment(@Required String name, @Required String type, String symbolicName,
            Map<String, String> parameters) {

        public OperatorDeployment {
            parameters = parameters == null ? Map.of() : parameters;
        }
    }

    /**
     * A connection a domain wires; {@code channel} and {@code streamId} are set for connections that cross domains.
     * Connections from one operator to one domain may share a stream, each on a {@code lane} of its own (0 to 63, 0
     * when absent): every event crosses once, with the lanes of the connections that accepted it, in the stream's
     * {@code wireFormat} ({@link WireFormat}; binary when absent) and of the stream's {@code priority} (0 when absent),
     * and through the stream's {@code link} ({@link LinkProfile}, applied by the sender; none when absent or blank).
     */
    public record ConnectionDeployment(@Required String source, @Required String target, String predicate,
            Delivery delivery, String channel, Integer streamId, Integer lane, String wireFormat, Integer priority,
            String link) {

        /** A connection without a link profile. */
        public ConnectionDeployment(String source, String target, String predicate, Delivery delivery, String channel,
                Integer streamId, Integer lane, String wireFormat, Integer priority) {
            this(source, target, predicate, delivery, channel, streamId, lane, wireFormat, priority, null);
        }

        /** A connection on a stream of its own (lane 0), or inside one domain when {@code channel} is null. */
        public ConnectionDeployment(String source, String target, String predicate, Delivery delivery, String channel,
                Integer streamId) {
            this(source, target, predicate, delivery, channel, streamId, null, null, null, null);
        }

        /** A connection in the binary wire format, of priority 0. */
        public ConnectionDeployment(String source, String target, String predicate, Delivery delivery, String channel,
                Integer streamId, Integer lane) {
            this(source, target, predicate, delivery, channel, streamId, lane, null, null, null);
        }
    }

    /**
     * An operator's counters since it was (re)started, its state, when it started and the bundle its factory came from;
     * and over the last second (sampled), the share of its domain's event thread it used ({@code busyPercent}, its own
     * work: an operator it hands events to in the same domain counts for itself) and of the time congestion held it
     * back ({@code heldBackPercent}: a reliable connection out of the domain it feeds was full or refused); and, for a
     * source that follows a schedule, where it stands on it ({@code schedule}, {@link SourceSchedule#NONE} for others).
     */
    public record OperatorStats(String name, String type, OperatorState state, long eventsIn, long eventsOut,
            long errors, String lastError, long startedAtMillis, long restarts, String provider, double busyPercent,
            double heldBackPercent, SourceSchedule schedule) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public OperatorStats {
            schedule = schedule == null ? SourceSchedule.NONE : schedule;
        }

        /** Counters without the shares of time (as a domain before 2.4 reported them). */
        public OperatorStats(String name, String type, OperatorState state, long eventsIn, long eventsOut, long errors,
                String lastError, long startedAtMillis, long restarts, String provider) {
            this(name, type, state, eventsIn, eventsOut, errors, lastError, startedAtMillis, restarts, provider, 0, 0,
                    SourceSchedule.NONE);
        }
    }

    /**
     * Where a source that follows a schedule stands on it: its {@code loop} ({@code open}: its events are stamped with
     * when they were due, so every latency downstream counts from the intended send; {@code closed}: stamped when sent,
     * what its connections did not take forgiven; empty for an operator without a schedule), how long ago the earliest
     * event it owes was due and how many it owes.
     */
    public record SourceSchedule(String loop, long behindNs, long owed) {

        /** An operator that follows no schedule. */
        public static final SourceSchedule NONE = new SourceSchedule("", 0, 0);

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public SourceSchedule {
            loop = loop == null ? "" : loop;
        }

        /** Whether the operator follows a schedule at all. */
        public boolean scheduled() {
            return !loop.isEmpty();
        }
    }

    /**
     * A load on a domain's CPU ({@code PUT /v1/load}, a scenario's {@code cpu-hog}): {@code cores} threads in its
     * process that spin for {@code seconds}, as another program busy on its host would be; a new load takes the last
     * one's place, and {@code DELETE /v1/load} ends it before its time.
     */
    public record CpuLoad(@Required Integer cores, @Required Integer seconds) {

        /** The most threads a load spins. */
        public static final int MAX_CORES = 64;
        /** The longest a load lasts. */
        public static final int MAX_SECONDS = 3_600;

        /** Why the load cannot be had, or null. */
        public String problem() {
            if (cores == null || cores < 1 || cores > MAX_CORES) {
                return "a CPU load spins 1 to " + MAX_CORES + " cores, not " + cores;
            }
            if (seconds == null || seconds < 1 || seconds > MAX_SECONDS) {
                return "a CPU load lasts 1 to " + MAX_SECONDS + " seconds, not " + seconds;
            }
            return null;
        }
    }

    /** The CPU load a domain runs now: how many cores it spins (0: none) and until when (epoch milliseconds). */
    public record CpuLoadState(int cores, long untilMillis) {
    }

    /**
     * A connection's counters since it was wired, as one domain sees it. A connection inside a domain is seen whole;
     * one between domains is seen by its sender (events sent, dropped and filtered at the source, the backlog of events
     * accepted and not yet sent, the messages its events went in) and by its receiver (events delivered, their bytes,
     * order, latency from the source and the hop's own latency). On the wire the counters and the latency from the
     * source are written flat, beside {@code source}; the hop's latency as an object of its own, left out when nothing
     * was measured (a sender's end: a third of a large domain's status). The sender names the link profile it applies
     * ({@code link}, empty when none).
     */
    public record ConnectionStats(String source, String target, LinkPath path, LinkSide side,
            @JsonUnwrapped LinkCounts counts, @JsonUnwrapped LinkLatency latency, long backlog, String wireFormat,
            int priority, @JsonInclude(value = JsonInclude.Include.CUSTOM,
                    valueFilter = LinkLatency.Unmeasured.class) LinkLatency hopLatency,
            String link) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public ConnectionStats {
            hopLatency = hopLatency == null ? LinkLatency.NONE : hopLatency;
            link = link == null ? "" : link;
        }

        /** Without a link profile (as a domain before 3.3 reported it). */
        public ConnectionStats(String source, String target, LinkPath path, LinkSide side, LinkCounts counts,
                LinkLatency latency, long backlog, String wireFormat, int priority, LinkLatency hopLatency) {
            this(source, target, path, side, counts, latency, backlog, wireFormat, priority, hopLatency, "");
        }

        /** Without the hop's own latency (as a domain before 2.5 reported it). */
        public ConnectionStats(String source, String target, LinkPath path, LinkSide side, LinkCounts counts,
                LinkLatency latency, long backlog, String wireFormat, int priority) {
            this(source, target, path, side, counts, latency, backlog, wireFormat, priority, LinkLatency.NONE, "");
        }
    }

    /**
     * A connection's counters. {@code bytes} counts the bodies delivered; {@code wireBytes} the messages its events
     * were sent in ({@code wireFormat}), frame included; a message that carries an event for several connections of one
     * operator to one domain counts for each of them.
     */
    public record LinkCounts(long sent, long delivered, long dropped, long filtered, long predicateErrors, long bytes,
            long outOfOrder, long wireBytes) {
    }

    /**
     * A latency, in microseconds: percentiles, the largest and the jitter (the standard deviation) since the connection
     * was deployed, and percentiles and jitter over the last whole second. A connection reports two: from the source's
     * timestamp to its target's call ({@code latency}, which sums every hop before it: from the intended send when the
     * source is open-loop, from the send when it is closed-loop), and its own hop's, from the sender's hand-off to the
     * target's call ({@code hopLatency}: for a connection out of a source, what a closed-loop source would report).
     * Latencies are recorded up to an hour: {@code aboveCeiling} counts those that were longer (recorded as an hour).
     * {@code plot} holds the latencies since deployment at {@link #PLOT_PERCENTILES}, for a percentile plot.
     */
    public record LinkLatency(@JsonProperty("latencyP50UsSinceDeploy") double p50SinceDeploy,
            @JsonProperty("latencyP99UsSinceDeploy") double p99SinceDeploy,
            @JsonProperty("latencyP999UsSinceDeploy") double p999SinceDeploy,
            @JsonProperty("latencyMaxUsSinceDeploy") double maxSinceDeploy,
            @JsonProperty("latencyP50UsLastSecond") double p50LastSecond,
            @JsonProperty("latencyP99UsLastSecond") double p99LastSecond,
            @JsonProperty("latencyJitterUsSinceDeploy") double jitterSinceDeploy,
            @JsonProperty("latencyJitterUsLastSecond") double jitterLastSecond,
            @JsonProperty("latencyP9999UsSinceDeploy") double p9999SinceDeploy,
            @JsonProperty("latencyAboveCeilingSinceDeploy") long aboveCeiling,
            @JsonProperty("latencyPlotUsSinceDeploy") List<Double> plot) {

        /** The percentiles {@link #plot} holds latencies at, the last the largest. */
        public static final List<Double> PLOT_PERCENTILES = List.of(0.0, 50.0, 75.0, 90.0, 99.0, 99.9, 99.99, 99.999,
                100.0);

        /** No latency measured. */
        public static final LinkLatency NONE = new LinkLatency(0, 0, 0, 0, 0, 0, 0, 0);

        /** What JSON leaves out: a latency of which nothing was measured (read back as {@link #NONE}). */
        public static final class Unmeasured {

            @Override
            public boolean equals(Object value) {
                return value == null || NONE.equals(value);
            }

            @Override
            public int hashCode() {
                return 0;
            }
        }

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public LinkLatency {
            plot = plot == null ? List.of() : List.copyOf(plot);
        }

        /** Without the jitter (as a domain before 2.5 reported it). */
        public LinkLatency(double p50SinceDeploy, double p99SinceDeploy, double p999SinceDeploy, double maxSinceDeploy,
                double p50LastSecond, double p99LastSecond) {
            this(p50SinceDeploy, p99SinceDeploy, p999SinceDeploy, maxSinceDeploy, p50LastSecond, p99LastSecond, 0, 0);
        }

        /** Without p99.99, the count above the ceiling and the plot (as a domain before 3.2 reported it). */
        public LinkLatency(double p50SinceDeploy, double p99SinceDeploy, double p999SinceDeploy, double maxSinceDeploy,
                double p50LastSecond, double p99LastSecond, double jitterSinceDeploy, double jitterLastSecond) {
            this(p50SinceDeploy, p99SinceDeploy, p999SinceDeploy, maxSinceDeploy, p50LastSecond, p99LastSecond,
                    jitterSinceDeploy, jitterLastSecond, 0, 0, List.of());
        }
    }

    /**
     * The domain process's own use of the machine: CPU (percent of one core, -1 unknown), memory, heap, threads; how
     * its event thread waits ({@code idle}: a latency profile, or a fixed idle strategy it was started with) and that
     * thread's timer slack as the kernel reports it (-1 unknown). A domain that shares its process with others (a
     * shared domain host) names them in {@code sharedWith}; its CPU and {@code allocatedBytesPerSecond} are then those
     * of its own threads, its memory and heap the process's.
     */
    public record ProcessFigures(double cpuPercent, long residentBytes, long heapUsedBytes, long heapMaxBytes,
            int threads, String idle, long timerSlackNs, List<String> sharedWith, double allocatedBytesPerSecond) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public ProcessFigures {
            sharedWith = sharedWith == null ? List.of() : List.copyOf(sharedWith);
        }

        /** A process of one domain, its allocation unknown. */
        public ProcessFigures(double cpuPercent, long residentBytes, long heapUsedBytes, long heapMaxBytes, int threads,
                String idle, long timerSlackNs) {
            this(cpuPercent, residentBytes, heapUsedBytes, heapMaxBytes, threads, idle, timerSlackNs, List.of(), -1);
        }
    }

    /** Everything a domain runs, with its counters, and the names its operators bind. */
    public record DomainStatus(String name, Role role, boolean up, String error, List<BundleInfo> bundles,
            List<OperatorStats> operators, List<ConnectionStats> connections, ProcessFigures process,
            List<NameBinding> bindings) {

        /** An absent list is an empty one. */
        @JsonCreator
        public DomainStatus {
            bundles = bundles == null ? List.of() : bundles;
            operators = operators == null ? List.of() : operators;
            connections = connections == null ? List.of() : connections;
            bindings = bindings == null ? List.of() : bindings;
        }

        /** A domain whose operators bind no names (as an agent before 3.7 reported every one). */
        public DomainStatus(String name, Role role, boolean up, String error, List<BundleInfo> bundles,
                List<OperatorStats> operators, List<ConnectionStats> connections, ProcessFigures process) {
            this(name, role, up, error, bundles, operators, connections, process, List.of());
        }
    }

    /**
     * A context-sensitive name bound at run time: {@code operator} (of this domain) made {@code member}, a symbolic
     * name or a pattern of them, one of what {@code name} stands for now.
     */
    public record NameBinding(@Required String name, @Required String member, String operator) {
    }

    /**
     * What a deployment changed in a domain: operators kept running with their counters, restarted in place, created
     * and removed; connection ends kept, wired and removed.
     */
    public record Change(List<String> kept, List<String> restarted, List<String> created, List<String> removed,
            int routesKept, int routesWired, int routesRemoved) {
    }

    /** The answer to a deployment: what changed, and the domain's status after it. */
    public record DeploymentResult(Change change, DomainStatus status) {
    }

    /** That a deployment could be created here ({@code POST /v1/deployment/check}), and how many operators it has. */
    public record CheckResult(boolean ok, int operators) {
    }

    /**
     * The operators a {@code POST /v1/deployment/start} let emit: those a held deployment had held (none: none were).
     */
    public record Started(List<String> operators) {
    }

    /**
     * How a domain's connections to other domains stand after {@code POST /v1/deployment/connect}: those whose streams
     * had not connected to their receivers when it stopped waiting (empty when all had).
     */
    public record Connected(List<String> waiting) {
    }

    /** The ID of a bundle that was uninstalled. */
    public record Uninstalled(long uninstalled) {
    }

    /** The process named is stopping ({@code POST /v1/shutdown} of a domain or a node daemon). */
    public record Stopping(String stopping) {
    }

    /**
     * Opens a tap on a connection ({@code POST /v1/taps} of the domain of its target, or {@code POST /v1/system/taps}
     * of the Star, which passes it on): the events delivered to the target that satisfy {@code where} (a predicate as a
     * connection's; none: all) are shown, at most {@code perSecond} a second (10 when absent, 1 to
     * {@link #MAX_TAP_PER_SECOND}), the rest counted.
     */
    public record TapRequest(@Required String source, @Required String target, String where, Integer perSecond) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public TapRequest {
            where = where == null ? "" : where.strip();
            perSecond = perSecond == null ? DEFAULT_TAP_PER_SECOND : perSecond;
        }
    }

    /** Events a tap shows a second when its request names no rate. */
    public static final int DEFAULT_TAP_PER_SECOND = 10;
    /** The most events a tap shows a second. */
    public static final int MAX_TAP_PER_SECOND = 1_000;
    /** The bytes of a body a tap keeps; a longer body is shown cut there. */
    public static final int MAX_TAP_BODY_BYTES = 4_096;

    /** A tap opened: its number in the domain of the connection's target, and what it shows. */
    public record TapOpened(long tap, String domain, String source, String target, String where, int perSecond) {
    }

    /**
     * One event a tap showed: when it was taken (the domain's wall clock), its fields, its attributes, and its body
     * (base64), cut at {@link #MAX_TAP_BODY_BYTES} ({@code bodyLength} is the whole body's).
     */
    public record TapEvent(long takenAtMillis, String type, String source, long sequence, long timestampNs,
            Map<String, Object> attributes, String contentType, int bodyLength, String bodyBase64) {
    }

    /**
     * What a tap took since it was last read ({@code GET /v1/taps/N}, which hands each event over once), and its counts
     * since it was opened: events that satisfied its predicate, those it showed, those it left for its rate, those the
     * predicate refused or failed on, and those it took but had to drop unread (its buffer holds the last 256).
     * {@code closed} says why a tap no longer shows anything (its connection was removed or redeployed, it was not read
     * for {@link #TAP_IDLE_SECONDS}), empty while it is open.
     */
    public record TapEvents(long tap, String closed, long matched, long shown, long overRate, long refused, long lost,
            List<TapEvent> events) {
    }

    /** Seconds after which a tap nobody reads is closed by its domain (its client went away). */
    public static final int TAP_IDLE_SECONDS = 30;

    /**
     * Records a connection's traffic ({@code POST /v1/recordings} of the domain of its target, or
     * {@code POST /v1/system/recordings} of the Star, which passes it on; the Star also takes an operator alone as
     * {@code source} with no {@code target}, and records its output on a connection from it without a predicate): every
     * event delivered to the target that satisfies {@code where} (none: all), with when it arrived, into a trace
     * ({@code org.orrery.operator.api.trace.TraceFile}) that ends at the first bound reached: {@code maxEvents} events,
     * {@code maxBytes} bytes (up to {@link #MAX_RECORDING_BYTES}) or {@code seconds} (up to
     * {@link #MAX_RECORDING_SECONDS}).
     */
    public record RecordingRequest(@Required String source, String target, String where, Long maxEvents, Long maxBytes,
            Integer seconds) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public RecordingRequest {
            target = target == null ? "" : target.strip();
            where = where == null ? "" : where.strip();
            maxEvents = maxEvents == null ? DEFAULT_RECORDING_EVENTS : maxEvents;
            maxBytes = maxBytes == null ? DEFAULT_RECORDING_BYTES : maxBytes;
            seconds = seconds == null ? DEFAULT_RECORDING_SECONDS : seconds;
        }
    }

    /** The bounds of a recording whose request names none. */
    public static final long DEFAULT_RECORDING_EVENTS = 100_000;
    public static final long DEFAULT_RECORDING_BYTES = 16L << 20;
    public static final int DEFAULT_RECORDING_SECONDS = 60;
    /**
     * The largest trace a domain records, and the most its recordings together may hold: it keeps them in memory until
     * they are fetched, beside everything else in a Planet's heap of 256 MB.
     */
    public static final long MAX_RECORDING_BYTES = 32L << 20;
    public static final int MAX_RECORDING_SECONDS = 3_600;
    /** What a trace file's name ends with (the operator SPI's {@code TraceFile.EXTENSION}). */
    public static final String TRACE_EXTENSION = ".orrtrace";
    /** The most bytes of a trace one {@code GET /v1/recordings/N/bytes/OFFSET} answers with. */
    public static final int RECORDING_CHUNK_BYTES = 512 << 10;

    /**
     * A recording: its number in the domain of the connection's target, what it records, its state ({@code recording},
     * {@code complete} once a bound is reached, {@code stopped} on request or when its connection went, {@code failed})
     * and why it ended, the events and bytes recorded, when it began (the domain's wall clock), and, once ended, the
     * trace's SHA-256.
     */
    public record RecordingState(long recording, String domain, String source, String target, String where,
            String state, String reason, long events, long bytes, long startedAtMillis, String sha256) {

        /** Whether it has ended, so that its trace can be fetched. */
        public boolean ended() {
            return !"recording".equals(state);
        }
    }

    /** Part of an ended recording's trace: {@code base64} holds its bytes from {@code offset}, of {@code total}. */
    public record RecordingChunk(long recording, long offset, long total, String base64) {
    }

    /**
     * How many of its sources' events a domain traces ({@code PUT /v1/tracing}, and the Star's
     * {@code PUT /v1/system/tracing} for every domain): one in {@code oneIn}, none at 0, the default.
     */
    public record TracingRequest(@Required Integer oneIn) {
    }

    /** The sparsest tracing: one event in a million. */
    public static final int MAX_TRACE_ONE_IN = 1_000_000;

    /** The hops of traced events a domain keeps, the last ones. */
    public static final int MAX_TRACE_SPANS = 4_096;

    /**
     * One hop of a traced event, as the domain of the hop's receiving end recorded it: the connection, the event (type,
     * source, sequence and the source's timestamp), and, on the lab clock in nanoseconds, when the call that emitted it
     * began ({@code handOffNs}), when it was emitted and sent (inside a domain, sent when emitted), when the receiving
     * end took it and when its target's call returned.
     */
    public record TraceSpan(long traceId, String source, String target, LinkPath path, String domain, String eventType,
            String eventSource, long sequence, long stampedNs, long handOffNs, long emittedNs, long sentNs,
            long receivedNs, long processedNs) {
    }

    /** A domain's tracing and the hops it kept ({@code GET /v1/traces}), oldest first, of {@code recorded} in all. */
    public record TraceSpans(String domain, int oneIn, long recorded, List<TraceSpan> spans) {
    }
}
