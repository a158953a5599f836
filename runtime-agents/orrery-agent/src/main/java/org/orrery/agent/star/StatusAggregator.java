package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;

import org.orrery.agent.star.PlanetWatch.Beat;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.LinkRates;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * Folds what the Planets' heartbeats saw into one system status: every domain with its bundles and process, every
 * operator, and every connection with both of its ends folded into one view (sent, filtered and backlog as its sender
 * saw them with the bytes of its messages on the wire, delivered, bytes, order and latency as its receiver did), with
 * rates per second from a {@link RateSampler}.
 */
public final class StatusAggregator {

    /** One connection's counters summed over the ends the domains reported. */
    private static final class Totals {

        LinkPath path;
        long sent;
        long delivered;
        long dropped;
        long filtered;
        long predicateErrors;
        long bytes;
        long outOfOrder;
        long backlog;
        String wireFormat = "";
        String link = "";
        long wireBytes;
        int priority;
        /** As the receiving end measured them: from the source, and the hop's own. */
        LinkLatency latency = LinkLatency.NONE;
        LinkLatency hopLatency = LinkLatency.NONE;
        /** The hosts of the domains that reported its sending and its receiving end. */
        String senderHost = "";
        String receiverHost = "";
        /** Whether an end's figures were kept from an earlier heartbeat rather than read by the last one. */
        boolean kept;

        void add(ConnectionStats end, String host) {
            LinkCounts counts = end.counts();
            path = end.path();
            priority = end.priority();
            if (end.side().sends()) {
                sent += counts.sent();
                filtered += counts.filtered();
                predicateErrors += counts.predicateErrors();
                backlog += end.backlog();
                wireBytes += counts.wireBytes();
                senderHost = host;
            }
            if (end.wireFormat() != null && !end.wireFormat().isEmpty()) {
                wireFormat = end.wireFormat();
            }
            if (end.link() != null && !end.link().isEmpty()) {
                link = end.link();
            }
            if (end.side().receives()) {
                delivered += counts.delivered();
                bytes += counts.bytes();
                outOfOrder += counts.outOfOrder();
                latency = end.latency();
                hopLatency = end.hopLatency();
                receiverHost = host;
            }
            dropped += counts.dropped();
        }

        LinkCounts counts() {
            return new LinkCounts(sent, delivered, dropped, filtered, predicateErrors, bytes, outOfOrder, wireBytes);
        }
    }

    /** A connection by its two operators. */
    private record Link(String source, String target) {
    }

    /** A counter the Star turns into a rate: of a connection, or of an operator. */
    private sealed interface Counter {
    }

    /** What a connection counts. */
    private enum LinkCount {
        DELIVERED, BYTES, WIRE_BYTES, DROPPED
    }

    private record LinkCounter(Link link, LinkCount count) implements Counter {
    }

    /** An operator's events in ({@code in}) or out. */
    private record OperatorCounter(String operator, boolean in) implements Counter {
    }

    private final RateSampler<Counter> rates = new RateSampler<>();

    /** Samples the counters the Planets reported last, for the rates of the next status. */
    public void sample(List<Planet> planets, PlanetWatch watch, long nowNanos) {
        Map<Counter, Long> counters = new HashMap<>();
        Set<Counter> kept = new HashSet<>();
        for (Map.Entry<Link, Totals> entry : connections(planets, watch).entrySet()) {
            Link link = entry.getKey();
            Totals totals = entry.getValue();
            read(counters, kept, new LinkCounter(link, LinkCount.DELIVERED), totals.delivered, totals.kept);
            read(counters, kept, new LinkCounter(link, LinkCount.BYTES), totals.bytes, totals.kept);
            read(counters, kept, new LinkCounter(link, LinkCount.WIRE_BYTES), totals.wireBytes, totals.kept);
            read(counters, kept, new LinkCounter(link, LinkCount.DROPPED), totals.dropped, totals.kept);
        }
        for (Planet planet : planets) {
            Beat beat = watch.beat(planet.name());
            if (beat != null && beat.status() != null) {
                for (OperatorStats operator : beat.status().operators()) {
                    read(counters, kept, new OperatorCounter(operator.name(), true), operator.eventsIn(),
                            !beat.fresh());
                    read(counters, kept, new OperatorCounter(operator.name(), false), operator.eventsOut(),
                            !beat.fresh());
                }
            }
        }
        rates.sample(counters, kept, nowNanos);
    }

    /** One counter for the sampler, named in {@code kept} too when its figure was kept from an earlier heartbeat. */
    private static void read(Map<Counter, Long> counters, Set<Counter> kept, Counter key, long value, boolean wasKept) {
        counters.put(key, value);
        if (wasKept) {
            kept.add(key);
        }
    }

    public void clear() {
        rates.clear();
    }

    /**
     * The system's status: the Star first, then the Planets in the order the system lists them; each connection's hop
     * latency with the uncertainty of its two ends' clocks ({@code clockUncertaintyNs} of a host: how far its clock may
     * be from the Star's, -1 while not yet measured).
     */
    public SystemStatus status(SystemDeployment system, DomainView star, List<Planet> planets, PlanetWatch watch,
            long sampledAtMillis, ToLongFunction<String> clockUncertaintyNs) {
        List<Planet> ordered = ordered(system, planets);
        List<DomainView> domains = new ArrayList<>();
        domains.add(star);
        for (Planet planet : ordered) {
            Beat beat = watch.beat(planet.name());
            domains.add(new DomainView(planet.name(), planet.host(), Role.PLANET, beat != null && beat.up(),
                    planet.port(), planet.pid(), beat == null ? "" : beat.error(),
                    beat == null || beat.status() == null ? List.of() : beat.status().bundles(),
                    beat == null || beat.status() == null ? null : beat.status().process()));
        }
        return new SystemStatus(system == null ? null : system.system(), sampledAtMillis, domains,
                operators(ordered, watch), connectionViews(system, ordered, watch, clockUncertaintyNs));
    }

    /** The host the system places a domain on, "" when it names no such domain. */
    public static String hostOf(SystemDeployment system, String domain) {
        if (system == null || system.hosts() == null) {
            return "";
        }
        for (HostSpec host : system.hosts()) {
            for (DomainSpec spec : host.domains()) {
                if (spec.name().equals(domain)) {
                    return host.name();
                }
            }
        }
        return "";
    }

    private List<OperatorView> operators(List<Planet> planets, PlanetWatch watch) {
        List<OperatorView> operators = new ArrayList<>();
        for (Planet planet : planets) {
            Beat beat = watch.beat(planet.name());
            if (beat == null || beat.status() == null) {
                continue;
            }
            for (OperatorStats op : beat.status().operators()) {
                boolean up = beat.up();
                operators.add(new OperatorView(op.name(), planet.name(), op.type(),
                        up ? op.state() : OperatorState.UNKNOWN, op.eventsIn(), op.eventsOut(), op.errors(),
                        op.lastError(), op.startedAtMillis(), op.restarts(), op.provider(),
                        up ? rates.perSecond(new OperatorCounter(op.name(), true)) : 0,
                        up ? rates.perSecond(new OperatorCounter(op.name(), false)) : 0, up ? op.busyPercent() : 0,
                        up ? op.heldBackPercent() : 0, op.schedule()));
            }
        }
        return operators;
    }

    /** Each connection the Planets report, with the name the Star made it for where it made it for one. */
    private List<ConnectionView> connectionViews(SystemDeployment system, List<Planet> planets, PlanetWatch watch,
            ToLongFunction<String> clockUncertaintyNs) {
        Map<Link, String> boundTo = new HashMap<>();
        if (system != null) {
            system.connections()
                    .stream()
                    .filter(c -> c.boundTo() != null)
                    .forEach(c -> boundTo.put(new Link(c.source(), c.target()), c.boundTo()));
        }
        List<ConnectionView> views = new ArrayList<>();
        for (Map.Entry<Link, Totals> entry : connections(planets, watch).entrySet()) {
            Link link = entry.getKey();
            Totals t = entry.getValue();
            LinkRates linkRates = new LinkRates(rate(link, LinkCount.DELIVERED), rate(link, LinkCount.BYTES),
                    rate(link, LinkCount.DROPPED), rate(link, LinkCount.WIRE_BYTES));
            views.add(new ConnectionView(link.source(), link.target(), t.path, t.counts(), linkRates, t.latency,
                    t.backlog, t.wireFormat, t.priority, t.hopLatency,
                    ClockSync.uncertaintyUs(t.senderHost, t.receiverHost, clockUncertaintyNs), t.link,
                    boundTo.getOrDefault(link, "")));
        }
        return views;
    }

    private double rate(Link link, LinkCount count) {
        return rates.perSecond(new LinkCounter(link, count));
    }

    private static Map<Link, Totals> connections(List<Planet> planets, PlanetWatch watch) {
        Map<Link, Totals> totals = new LinkedHashMap<>();
        for (Planet planet : planets) {
            Beat beat = watch.beat(planet.name());
            if (beat == null || beat.status() == null) {
                continue;
            }
            for (ConnectionStats end : beat.status().connections()) {
                Totals link = totals.computeIfAbsent(new Link(end.source(), end.target()), l -> new Totals());
                link.add(end, planet.host());
                link.kept |= !beat.fresh();
            }
        }
        return totals;
    }

    /** The Planets in the order the system lists their domains; others after them by name. */
    private static List<Planet> ordered(SystemDeployment system, List<Planet> planets) {
        List<String> order = new ArrayList<>();
        if (system != null && system.hosts() != null) {
            system.hosts().forEach(host -> host.domains().forEach(domain -> order.add(domain.name())));
        }
        List<Planet> sorted = new ArrayList<>(planets);
        sorted.sort(Comparator
                .comparingInt((Planet p) -> order.indexOf(p.name()) < 0 ? Integer.MAX_VALUE : order.indexOf(p.name()))
                .thenComparing(Planet::name));
        return sorted;
    }

}
