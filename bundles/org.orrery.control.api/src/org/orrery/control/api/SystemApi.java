package org.orrery.control.api;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The messages of the Star's system API ({@code /v1/system}, its status, progress and stream; see
 * {@code openapi/domain-agent.yaml}): a whole system to deploy, how the deployment went, and the aggregated status of
 * the deployed system.
 */
public final class SystemApi {

    private SystemApi() {
    }

    /**
     * A system to deploy: hosts with their domains, the bundles (bytes included, named by SHA-256), operators placed on
     * domains, and connections. With {@code specialize} false every connection goes through the media driver, even
     * between operators of one domain, so that the specialization can be measured. {@code alerts} are the limits the
     * Star watches while the system runs ({@link AlertApi}).
     */
    public record SystemDeployment(@Required String system, List<HostSpec> hosts, List<BundleSpec> bundles,
            List<OperatorSpec> operators, List<ConnectionSpec> connections, Boolean specialize,
            List<AlertApi.AlertSpec> alerts, String by, List<ContextSubscription> contextSubscriptions) {

        /** An absent list is an empty one. */
        @JsonCreator
        public SystemDeployment {
            hosts = hosts == null ? List.of() : hosts;
            bundles = bundles == null ? List.of() : bundles;
            operators = operators == null ? List.of() : operators;
            connections = connections == null ? List.of() : connections;
            alerts = alerts == null ? List.of() : alerts;
            by = by == null ? "" : by;
            contextSubscriptions = contextSubscriptions == null ? List.of() : contextSubscriptions;
        }

        /** A system without subscriptions to context-sensitive names (as a client before 3.7 sent it). */
        public SystemDeployment(String system, List<HostSpec> hosts, List<BundleSpec> bundles,
                List<OperatorSpec> operators, List<ConnectionSpec> connections, Boolean specialize,
                List<AlertApi.AlertSpec> alerts, String by) {
            this(system, hosts, bundles, operators, connections, specialize, alerts, by, List.of());
        }

        /** A system deployed by someone unnamed (as a client before 2.8 sent it). */
        public SystemDeployment(String system, List<HostSpec> hosts, List<BundleSpec> bundles,
                List<OperatorSpec> operators, List<ConnectionSpec> connections, Boolean specialize,
                List<AlertApi.AlertSpec> alerts) {
            this(system, hosts, bundles, operators, connections, specialize, alerts, "");
        }

        /** A system without alerts (as a client before 2.6 sent it). */
        public SystemDeployment(String system, List<HostSpec> hosts, List<BundleSpec> bundles,
                List<OperatorSpec> operators, List<ConnectionSpec> connections, Boolean specialize) {
            this(system, hosts, bundles, operators, connections, specialize, List.of());
        }

        /** The same system with other operators (their parameters changed in place, say). */
        public SystemDeployment withOperators(List<OperatorSpec> changed) {
            return new SystemDeployment(system, hosts, bundles, changed, connections, specialize, alerts, by,
                    contextSubscriptions);
        }

        /** The same system with other connections (one of another priority, say). */
        public SystemDeployment withConnections(List<ConnectionSpec> changed) {
            return new SystemDeployment(system, hosts, bundles, operators, changed, specialize, alerts, by,
                    contextSubscriptions);
        }

        /** The same system, deployed by {@code who} (a user and host, for the lab's deploy history). */
        public SystemDeployment by(String who) {
            return new SystemDeployment(system, hosts, bundles, operators, connections, specialize, alerts, who,
                    contextSubscriptions);
        }
    }

    /**
     * An operator's subscription to a context-sensitive name, or a pattern of such names: the Star connects every
     * operator whose symbolic name is bound to a matching name at run time (by an operator's
     * {@code OperatorContext.bind}) to {@code subscriber}, with this predicate and delivery, and takes the connection
     * away again when the binding ends.
     */
    public record ContextSubscription(@Required String subscriber, @Required String pattern, String predicate,
            Delivery delivery) {
    }

    /**
     * What the running system's context-sensitive names resolve to now ({@code GET /v1/system/names} on the Star): its
     * subscriptions to them, the bindings the Planets reported, the connections the Star made for them, why the last
     * rebinding was refused (empty when it was not), and the connections a binding asks for that the Star did not make
     * because each would close a loop ({@code SOURCE -> SUBSCRIBER for NAME}).
     */
    public record ContextNames(List<ContextSubscription> subscriptions, List<DomainApi.NameBinding> bindings,
            List<ConnectionSpec> connections, String refused, List<String> loops) {

        /** An absent list is an empty one. */
        @JsonCreator
        public ContextNames {
            subscriptions = subscriptions == null ? List.of() : subscriptions;
            bindings = bindings == null ? List.of() : bindings;
            connections = connections == null ? List.of() : connections;
            refused = refused == null ? "" : refused;
            loops = loops == null ? List.of() : loops;
        }
    }

    public record HostSpec(@Required String name, String address, List<DomainSpec> domains) {

        public HostSpec {
            domains = domains == null ? List.of() : domains;
        }
    }

    /**
     * A domain, the SHA-256 of each bundle it holds, how its event thread waits (none: balanced), and the group of its
     * host whose shared domain host it runs in (none: a process of its own).
     */
    public record DomainSpec(@Required String name, @Required Role role, Integer controlPort, List<String> bundles,
            LatencyProfile latencyProfile, String group) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public DomainSpec {
            bundles = bundles == null ? List.of() : bundles;
        }

        /** A domain of the default latency profile. */
        public DomainSpec(String name, Role role, Integer controlPort, List<String> bundles) {
            this(name, role, controlPort, bundles, null);
        }

        /** A domain in a process of its own. */
        public DomainSpec(String name, Role role, Integer controlPort, List<String> bundles,
                LatencyProfile latencyProfile) {
            this(name, role, controlPort, bundles, latencyProfile, null);
        }
    }

    public record BundleSpec(@Required String symbolicName, @Required String version, @Required String sha256,
            BundleState expectedState, String bytesBase64) {
    }

    public record OperatorSpec(@Required String name, @Required String type, @Required String domain,
            String symbolicName, Map<String, String> parameters) {

        public OperatorSpec {
            parameters = parameters == null ? Map.of() : parameters;
        }
    }

    /**
     * A connection of the system; {@code wireFormat} ({@link WireFormat}) is how its events cross domains, binary when
     * absent; {@code priority} orders the connections into a domain that cannot take all they bring (higher first, 0
     * when absent); {@code link} is the {@link LinkProfile} its events cross (none when absent or blank), applied by
     * the sending domain; {@code boundTo} is the context-sensitive name it was made for (the Star made it when an
     * operator bound that name, and takes it away when the binding ends), none for a connection of the model.
     */
    public record ConnectionSpec(@Required String source, @Required String target, String predicate, Delivery delivery,
            String wireFormat, Integer priority, String link, String boundTo) {

        /** A connection in the binary wire format, of priority 0. */
        public ConnectionSpec(String source, String target, String predicate, Delivery delivery) {
            this(source, target, predicate, delivery, null, null, null);
        }

        /** A connection without a link profile. */
        public ConnectionSpec(String source, String target, String predicate, Delivery delivery, String wireFormat,
                Integer priority) {
            this(source, target, predicate, delivery, wireFormat, priority, null);
        }

        /** A connection of the model (as a client before 3.7 sent every one). */
        public ConnectionSpec(String source, String target, String predicate, Delivery delivery, String wireFormat,
                Integer priority, String link) {
            this(source, target, predicate, delivery, wireFormat, priority, link, null);
        }
    }

    /**
     * New values for some parameters of a running operator, changed in place: the operator keeps its state and counters
     * ({@code POST /v1/system/parameters} on the Star, {@code POST /v1/deployment/parameters} on the domain that runs
     * it).
     */
    public record ParameterChange(@Required String operator, @Required Map<String, String> parameters) {
    }

    /** A change the operator took: where it runs and all its parameters now. */
    public record ParameterChangeResult(String operator, String domain, Map<String, String> parameters) {
    }

    /** One step of a deployment and how it went. */
    public record Step(String step, String target, boolean ok, String detail) {
    }

    /** The outcome of a deployment: each step, and on failure the cause and the rollback that followed. */
    public record DeployResult(boolean deployed, String system, List<Step> steps, String error) {
    }

    /**
     * What deploying a system would change in the running lab, from the Star's own view of what runs
     * ({@code POST /v1/system/preview}, which deploys nothing): the system running ({@code running}, empty when none),
     * the one previewed, each change, and how many operators and connections would run on untouched.
     */
    public record DeployPreview(String running, String system, List<PreviewChange> changes, int unchanged) {
    }

    /**
     * One change a deployment would make: {@code action} (start, stop, install, replace, add, remove, move, restart,
     * rewire, change) on {@code element} (domain, bundle, operator, connection, alert, system) {@code name}, and what
     * in words.
     */
    public record PreviewChange(String action, String element, String name, String detail) {

        /** "restart operator merge: parameters pacing off -> adaptive". */
        @Override
        public String toString() {
            return action + " " + element + " " + name + (detail.isEmpty() ? "" : ": " + detail);
        }
    }

    /**
     * One deployment of the lab's history ({@code GET /v1/system/history}): its number, when it was asked for (the
     * Star's clock), by whom, the system, whether it was deployed, the outcome in words, the changes it made (as its
     * preview listed them), and whether the lab can return to it ({@code POST /v1/system/history/N/deploy}: the Star
     * keeps the last deployments whole).
     */
    public record DeployRecord(int number, long atMillis, String by, String system, boolean deployed, String result,
            List<String> changes, boolean returnable) {
    }

    /** The lab's deployments, newest first. */
    public record DeployHistory(List<DeployRecord> deployments) {
    }

    /** Who asks to return to an earlier deployment ({@code POST /v1/system/history/N/deploy}). */
    public record HistoryReturn(String by) {
    }

    /** The steps of the deployment under way, as they happen (empty when none is). */
    public record Progress(boolean deploying, List<Step> steps) {
    }

    /** One heartbeat of the deployed system ({@code system} is null when nothing is deployed). */
    public record SystemStatus(String system, long sampledAtMillis, List<DomainView> domains,
            List<OperatorView> operators, List<ConnectionView> connections, List<AlertApi.AlertView> alerts) {

        /** An absent list is an empty one. */
        @JsonCreator
        public SystemStatus {
            alerts = alerts == null ? List.of() : alerts;
        }

        /** A status without alerts (as a Star before 2.6 reported it). */
        public SystemStatus(String system, long sampledAtMillis, List<DomainView> domains, List<OperatorView> operators,
                List<ConnectionView> connections) {
            this(system, sampledAtMillis, domains, operators, connections, List.of());
        }

        /** The same status with the alerts as they stand now. */
        public SystemStatus withAlerts(List<AlertApi.AlertView> now) {
            return new SystemStatus(system, sampledAtMillis, domains, operators, connections, now);
        }
    }

    public record DomainView(String name, String host, Role role, boolean up, int port, long pid, String error,
            List<DomainApi.BundleInfo> bundles, DomainApi.ProcessFigures process) {
    }

    /**
     * An operator's counters, its rates over the last heartbeat interval, and the shares of its domain's event thread
     * it used and of the time congestion held it back over the last second, and where a scheduled source stands on its
     * schedule ({@link DomainApi.OperatorStats}).
     */
    public record OperatorView(String name, String domain, String type, OperatorState state, long eventsIn,
            long eventsOut, long errors, String lastError, long startedAtMillis, long restarts, String provider,
            double inPerSecond, double outPerSecond, double busyPercent, double heldBackPercent,
            DomainApi.SourceSchedule schedule) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public OperatorView {
            schedule = schedule == null ? DomainApi.SourceSchedule.NONE : schedule;
        }

        /** Without a schedule (as a Star before 3.2 reported it). */
        public OperatorView(String name, String domain, String type, OperatorState state, long eventsIn, long eventsOut,
                long errors, String lastError, long startedAtMillis, long restarts, String provider, double inPerSecond,
                double outPerSecond, double busyPercent, double heldBackPercent) {
            this(name, domain, type, state, eventsIn, eventsOut, errors, lastError, startedAtMillis, restarts, provider,
                    inPerSecond, outPerSecond, busyPercent, heldBackPercent, DomainApi.SourceSchedule.NONE);
        }

        /** Counters and rates without the shares of time (as a Star before 2.4 reported them). */
        public OperatorView(String name, String domain, String type, OperatorState state, long eventsIn, long eventsOut,
                long errors, String lastError, long startedAtMillis, long restarts, String provider, double inPerSecond,
                double outPerSecond) {
            this(name, domain, type, state, eventsIn, eventsOut, errors, lastError, startedAtMillis, restarts, provider,
                    inPerSecond, outPerSecond, 0, 0);
        }
    }

    /**
     * A connection: its counters since it was deployed, its rates over the last heartbeat interval, its latency, the
     * sender's backlog (events accepted and not yet sent), the format its events cross domains in (inside one domain,
     * where events are handed over as they are, "" and no wire bytes) and its priority. On the wire the three parts are
     * written flat, their fields beside {@code source} and {@code target}. {@code hopLatency} is the hop's own, from
     * the sender's hand-off to the target's call, with {@code hopClockUncertaintyUs}: how far the two ends' clocks may
     * disagree (0 when both are on one host, the sum of the two hosts' offset uncertainties across hosts, -1 while a
     * host's offset is not yet measured). {@code boundTo} names the context-sensitive name the Star made it for ("" for
     * a connection of the deployed system).
     */
    public record ConnectionView(String source, String target, LinkPath path,
            @JsonUnwrapped DomainApi.LinkCounts counts, @JsonUnwrapped LinkRates rates,
            @JsonUnwrapped DomainApi.LinkLatency latency, long backlog, String wireFormat, int priority,
            DomainApi.LinkLatency hopLatency, double hopClockUncertaintyUs, String link, String boundTo) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public ConnectionView {
            hopLatency = hopLatency == null ? DomainApi.LinkLatency.NONE : hopLatency;
            link = link == null ? "" : link;
            boundTo = boundTo == null ? "" : boundTo;
        }

        /** A connection of the deployed system (as a Star before 3.7 reported every one). */
        public ConnectionView(String source, String target, LinkPath path, DomainApi.LinkCounts counts, LinkRates rates,
                DomainApi.LinkLatency latency, long backlog, String wireFormat, int priority,
                DomainApi.LinkLatency hopLatency, double hopClockUncertaintyUs, String link) {
            this(source, target, path, counts, rates, latency, backlog, wireFormat, priority, hopLatency,
                    hopClockUncertaintyUs, link, "");
        }

        /** Without a link profile (as a Star before 3.3 reported it). */
        public ConnectionView(String source, String target, LinkPath path, DomainApi.LinkCounts counts, LinkRates rates,
                DomainApi.LinkLatency latency, long backlog, String wireFormat, int priority,
                DomainApi.LinkLatency hopLatency, double hopClockUncertaintyUs) {
            this(source, target, path, counts, rates, latency, backlog, wireFormat, priority, hopLatency,
                    hopClockUncertaintyUs, "");
        }

        /** Without the hop's own latency (as a Star before 2.5 reported it). */
        public ConnectionView(String source, String target, LinkPath path, DomainApi.LinkCounts counts, LinkRates rates,
                DomainApi.LinkLatency latency, long backlog, String wireFormat, int priority) {
            this(source, target, path, counts, rates, latency, backlog, wireFormat, priority,
                    DomainApi.LinkLatency.NONE, 0);
        }
    }

    /**
     * The system's tracing, set ({@code PUT /v1/system/tracing}): one in {@code oneIn} of its sources' events, the
     * domains told, and those that could not be (each is told when its part is deployed again), with why; the OTLP
     * endpoint the Star exports the traces to ("" none).
     */
    public record Tracing(int oneIn, List<String> domains, Map<String, String> unreached, String otlp) {
    }

    /**
     * The system's tracing asked for ({@code PUT /v1/system/tracing}): one in {@code oneIn} of its sources' events (0:
     * none) and, when {@code otlp} is given, the OTLP/HTTP traces endpoint (its {@code /v1/traces} URL) the Star
     * exports every assembled trace to, a span a hop; empty, it exports no more; absent, the export stays as it is.
     */
    public record SystemTracingRequest(@Required Integer oneIn, String otlp) {
    }

    /** The traces {@code GET /v1/system/traces} answers with: the newest ones. */
    public static final int DEFAULT_TRACES = 50;

    /**
     * The running system's latest traces ({@code GET /v1/system/traces}), newest first; the domains whose hops could
     * not be read are named with why.
     */
    public record Traces(int oneIn, List<Trace> traces, Map<String, String> unreached) {
    }

    /**
     * One traced event's way through the system, from the start of its source's call ({@code startedAtNs}, lab time):
     * its hops in the order they began, and its path ({@code path}, indexes into {@code hops}): to the operator that
     * passed it on no further whose call ended last, whose end is the trace's latency, broken down by cause: time in
     * operators (each one's call until it emitted, and the last target's whole call), queued in a sender before it was
     * sent, and in transport (from sent to taken, which for a hop inside a domain is the routing), to within
     * {@code clockUncertaintyUs} (the hosts' clocks, added along the path; -1 while a host's is not measured).
     */
    public record Trace(long traceId, String eventType, String eventSource, long sequence, long startedAtNs,
            double totalUs, double operatorUs, double queuedUs, double transportUs, double clockUncertaintyUs,
            List<Integer> path, List<TraceHop> hops) {
    }

    /**
     * One hop of a trace: its connection, the domain that received it, its parent (the hop whose target emitted it, -1
     * for one its source emitted), its times in microseconds from the trace's start (the emitting call's start,
     * emitted, sent, taken by the receiving end, its target's call done) and how far its two hosts' clocks may disagree
     * (0 on one host, -1 while one is not measured).
     */
    public record TraceHop(String source, String target, LinkPath path, String domain, int parent, double handOffUs,
            double emittedUs, double sentUs, double receivedUs, double processedUs, double clockUncertaintyUs) {
    }

    /** A connection's rates over the last heartbeat interval, per second. */
    public record LinkRates(double eventsPerSecond, double bytesPerSecond, double droppedPerSecond,
            double wireBytesPerSecond) {
    }
}
