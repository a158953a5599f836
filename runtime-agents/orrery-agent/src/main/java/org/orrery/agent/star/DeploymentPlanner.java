package org.orrery.agent.star;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.StreamLanes;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.agent.transport.Transport;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionDeployment;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.DomainApi.OperatorDeployment;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.NamePattern;
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ContextSubscription;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.WireFormat;
import org.orrery.control.util.Sha256;

/**
 * Plans a system on a lab: model in, plan out. A model host goes to the node daemon of the same name, else to the only
 * node, else to the node in the same position; each connection gets a path from the placement of its ends (in-process
 * within a domain, shared memory within a host, UDP between hosts) unless specialization is off, and a connection whose
 * ends stay where they were in the previous plan keeps its channel, stream and lane. Connections from one operator to
 * one other domain with the same delivery share a stream, each on a lane of its own (up to 64 a stream), so that an
 * event they accept crosses once (without {@link Comparisons#sharedStreams} each gets its own stream, for comparison).
 * The only thing it asks the lab is a UDP endpoint on a host, through {@link UdpEndpoints}.
 */
public final class DeploymentPlanner {

    /** Finds a UDP endpoint on the host of a node daemon, for a connection that arrives there from another host. */
    @FunctionalInterface
    public interface UdpEndpoints {

        Endpoint endpoint(String nodeUrl) throws IOException, InterruptedException;
    }

    /** An address and port to receive UDP on. */
    public record Endpoint(String address, int port) {
    }

    /** The first stream ID given out when no previous plan has any. */
    static final int FIRST_STREAM_ID = 1001;

    private final Map<String, String> nodes;
    private final String starName;
    private final UdpEndpoints udpEndpoints;
    private final boolean shared;

    /** A planner whose connections share streams, as a Star's do. */
    public DeploymentPlanner(Map<String, String> nodes, String starName, UdpEndpoints udpEndpoints) {
        this(nodes, starName, udpEndpoints, true);
    }

    /**
     * @param nodes the lab's node daemons by host name, in the lab's order
     * @param starName the Star's domain name, which no Planet may take
     * @param sharedStreams whether connections from one operator to one domain share a stream
     */
    public DeploymentPlanner(Map<String, String> nodes, String starName, UdpEndpoints udpEndpoints,
            boolean sharedStreams) {
        this.nodes = new LinkedHashMap<>(nodes);
        this.starName = starName;
        this.udpEndpoints = udpEndpoints;
        this.shared = sharedStreams;
    }

    /**
     * Plans {@code system}; {@code previous} (may be null) is the plan running now. Refuses a system that names an
     * element twice or not at all, places an operator outside the system's Planets, carries bundles whose bytes do not
     * match their hash, or needs more hosts than the lab has.
     */
    public DeploymentPlan plan(SystemDeployment system, DeploymentPlan previous)
            throws IOException, InterruptedException {
        require(system.system() != null && !system.system().isBlank(), "system needs a name");
        require(system.hosts() != null && !system.hosts().isEmpty(), "system '" + system.system() + "' has no hosts");
        Map<String, BundleSpec> bundles = bundlesByHash(system);
        Map<String, String> domainHost = new LinkedHashMap<>();
        Map<String, String> domainNode = new LinkedHashMap<>();
        Map<String, String> domainGroup = new HashMap<>();
        Map<String, DomainSpec> planetSpecs = new LinkedHashMap<>();
        List<String> nodeUrls = new ArrayList<>(nodes.values());
        require(nodes.size() == 1 || system.hosts().size() <= nodes.size(),
                "system '" + system.system() + "' has " + system.hosts().size() + " hosts and the lab " + nodes.size()
                        + " " + nodes.keySet() + ": map its hosts "
                        + system.hosts().stream().map(h -> h == null ? null : h.name()).toList()
                        + " onto the lab's (a run description's"
                        + " <map host=\"...\" to=\"...\"/>, or host names or addresses as the lab's)");
        for (int h = 0; h < system.hosts().size(); h++) {
            HostSpec host = system.hosts().get(h);
            require(host != null && host.name() != null, "hosts[" + h + "] needs a name");
        }
        Map<String, String> hostNodes = hostNodes(system.hosts(), nodeUrls);
        for (int h = 0; h < system.hosts().size(); h++) {
            HostSpec host = system.hosts().get(h);
            String nodeUrl = hostNodes.get(host.name());
            require(nodeUrl != null, "host '" + host.name() + "' has no node daemon in this lab (the lab has "
                    + nodes.size() + " hosts: " + nodes.keySet() + ")");
            for (DomainSpec domain : listOrEmpty(host.domains())) {
                require(domain != null && domain.name() != null && domainHost.put(domain.name(), host.name()) == null,
                        "domain '" + (domain == null ? null : domain.name()) + "' is named twice or not at all");
                require(domain.role() != null, "domain '" + domain.name() + "' has no role");
                domainNode.put(domain.name(), nodeUrl);
                if (domain.group() != null) {
                    domainGroup.put(domain.name(), domain.group());
                }
                require(domain.group() == null || domain.role() == Role.PLANET, "domain '" + domain.name()
                        + "' is the Star, which runs in a process of its own: it starts a group that fails again");
                require(domain.group() == null || domain.group().matches(NodeApi.NAME),
                        "domain '" + domain.name() + "': a group is named by a letter or digit and then up to 63 "
                                + "letters, digits, '.', '_' or '-'");
                if (domain.role() == Role.PLANET) {
                    require(!domain.name().equals(starName), "the Planet '" + domain.name() + "' has the Star's name");
                    planetSpecs.put(domain.name(), domain);
                }
            }
        }
        Map<String, String> operatorDomain = new HashMap<>();
        Map<String, List<OperatorDeployment>> operatorsByDomain = new LinkedHashMap<>();
        for (OperatorSpec operator : listOrEmpty(system.operators())) {
            require(operator != null && operator.name() != null
                    && operatorDomain.put(operator.name(), operator.domain()) == null,
                    "operator '" + (operator == null ? null : operator.name()) + "' is named twice or not at all");
            require(planetSpecs.containsKey(operator.domain()), "operator '" + operator.name() + "' is placed on '"
                    + operator.domain() + "', which is not a Planet of the system");
            operatorsByDomain.computeIfAbsent(operator.domain(), d -> new ArrayList<>())
                    .add(new OperatorDeployment(operator.name(), operator.type(), operator.symbolicName(),
                            operator.parameters() == null ? Map.of() : operator.parameters()));
        }
        for (ContextSubscription subscription : system.contextSubscriptions()) {
            require(subscription != null && operatorDomain.containsKey(subscription.subscriber()),
                    "a subscription to context-sensitive names is by operator '"
                            + (subscription == null ? null : subscription.subscriber())
                            + "', which the system does not have");
            String problem = NamePattern.problem(subscription.pattern());
            require(problem == null,
                    "operator '" + subscription.subscriber() + "' subscribes to context-sensitive names: " + problem);
        }
        Map<String, List<ConnectionDeployment>> connectionsByDomain = connections(system, operatorDomain,
                new Placement(domainNode, domainGroup), previous);
        List<PlanetPlan> plans = new ArrayList<>();
        for (DomainSpec domain : planetSpecs.values()) {
            List<BundleSpec> domainBundles = new ArrayList<>();
            Set<String> seen = new LinkedHashSet<>();
            for (String sha : listOrEmpty(domain.bundles())) {
                BundleSpec bundle = sha == null ? null : bundles.get(sha.toLowerCase(Locale.ROOT));
                require(bundle != null,
                        "domain '" + domain.name() + "' lists a bundle " + sha + " the system does not carry");
                if (seen.add(sha.toLowerCase(Locale.ROOT))) {
                    domainBundles.add(bundle);
                }
            }
            plans.add(new PlanetPlan(domain.name(), domainHost.get(domain.name()), domainNode.get(domain.name()),
                    domainBundles,
                    new DeploymentRequest(operatorsByDomain.getOrDefault(domain.name(), List.of()),
                            connectionsByDomain.getOrDefault(domain.name(), List.of()),
                            domain.latencyProfile() == null ? LatencyProfile.BALANCED : domain.latencyProfile())
                            .from(PlanetBundles.locations(domainBundles)),
                    domain.controlPort() == null || domain.controlPort() == 0 ? null : domain.controlPort(),
                    domain.group()));
        }
        return new DeploymentPlan(plans);
    }

    /**
     * The node daemon each model host goes to: the one of the same name, else the one whose lab address is the host's
     * {@code address} (a model's address is only ever compared, never contacted), else the only one, else the next one
     * in the lab's order that no other host took.
     */
    private Map<String, String> hostNodes(List<HostSpec> hosts, List<String> nodeUrls) {
        Map<String, String> chosen = new LinkedHashMap<>();
        for (HostSpec host : hosts) {
            String url = nodes.get(host.name());
            if (url == null && host.address() != null && !host.address().isBlank()) {
                url = nodeUrls.stream()
                        .filter(u -> host.address().strip().equalsIgnoreCase(labAddress(u)))
                        .findFirst()
                        .orElse(null);
            }
            if (url != null) {
                chosen.put(host.name(), url);
            }
        }
        List<String> free = new ArrayList<>(nodeUrls);
        free.removeAll(chosen.values());
        for (HostSpec host : hosts) {
            if (!chosen.containsKey(host.name())) {
                String url = nodeUrls.size() == 1 ? nodeUrls.get(0) : free.isEmpty() ? null : free.remove(0);
                if (url != null) {
                    chosen.put(host.name(), url);
                }
            }
        }
        return chosen;
    }

    /** The host part of a node daemon's URL, without an IPv6 literal's brackets. */
    private static String labAddress(String nodeUrl) {
        String host = URI.create(nodeUrl).getHost();
        return host == null ? "" : host.replaceAll("^\\[|\\]$", "");
    }

    /** The system's bundles by lower-case SHA-256, each checked against its bytes. */
    private static Map<String, BundleSpec> bundlesByHash(SystemDeployment system) {
        Map<String, BundleSpec> bundles = new HashMap<>();
        for (BundleSpec bundle : listOrEmpty(system.bundles())) {
            require(bundle != null && bundle.sha256() != null && bundle.bytesBase64() != null,
                    "bundle " + (bundle == null ? null : bundle.symbolicName()) + " needs sha256 and bytesBase64");
            byte[] bytes;
            try {
                bytes = Base64.getDecoder().decode(bundle.bytesBase64());
            } catch (IllegalArgumentException e) {
                throw new PlanException("bundle " + bundle.symbolicName() + ": bytesBase64 is not base64");
            }
            require(Sha256.matches(bundle.sha256(), Sha256.of(bytes)), "bundle " + bundle.symbolicName() + " "
                    + bundle.version() + ": its bytes do not match SHA-256 " + bundle.sha256());
            bundles.put(bundle.sha256().toLowerCase(Locale.ROOT), bundle);
        }
        return bundles;
    }

    /** Each Planet's connection ends: both ends of a connection inside it, one end of a connection that crosses. */
    private Map<String, List<ConnectionDeployment>> connections(SystemDeployment system,
            Map<String, String> operatorDomain, Placement placement, DeploymentPlan previous)
            throws IOException, InterruptedException {
        boolean specialize = system.specialize() == null || system.specialize();
        Map<String, ConnectionDeployment> previousTransports = previous == null ? Map.of() : previous.transports();
        int lastStreamId = previousTransports.values()
                .stream()
                .mapToInt(ConnectionDeployment::streamId)
                .max()
                .orElse(FIRST_STREAM_ID - 1);
        // the stream each group of connections (one operator to one domain, one delivery) adds lanes to, and its next
        // lane
        Map<String, Transport> groupStreams = new HashMap<>();
        Map<Integer, Integer> nextLane = new HashMap<>();
        previousTransports.values()
                .forEach(t -> nextLane.merge(t.streamId(), (t.lane() == null ? 0 : t.lane()) + 1, Math::max));
        if (shared) { // the streams kept from the previous plan take the new connections of their groups first
            for (ConnectionSpec connection : listOrEmpty(system.connections())) {
                String from = connection == null ? null : operatorDomain.get(connection.source());
                String to = connection == null ? null : operatorDomain.get(connection.target());
                ConnectionDeployment earlier = from == null || to == null ? null
                        : kept(previousTransports, connection, from, to, placement);
                if (earlier != null && (!from.equals(to) || !specialize)) {
                    groupStreams.putIfAbsent(group(connection, from, to),
                            new Transport(earlier.channel(), earlier.streamId()));
                }
            }
        }
        Map<String, List<ConnectionDeployment>> connectionsByDomain = new LinkedHashMap<>();
        for (ConnectionSpec connection : listOrEmpty(system.connections())) {
            require(connection != null, "a connection is null");
            String from = operatorDomain.get(connection.source());
            String to = operatorDomain.get(connection.target());
            require(from != null && to != null, "connection " + connection.source() + " \u2192 " + connection.target()
                    + " names an operator the system does not have");
            String link = link(connection);
            // a link profile is applied by a stream's sender: a connection inside one domain takes a stream to itself
            boolean crosses = !from.equals(to) || !specialize || link != null;
            String channel = null;
            Integer stream = null;
            ConnectionDeployment earlier = kept(previousTransports, connection, from, to, placement);
            Integer lane = null;
            String group = group(connection, from, to);
            if (crosses && earlier != null) {
                channel = earlier.channel();
                stream = earlier.streamId();
                lane = earlier.lane();
            } else if (crosses) {
                Transport transport = shared ? groupStreams.get(group) : null;
                int nextOnStream = transport == null ? 0 : nextLane.getOrDefault(transport.streamId(), 0);
                if (transport == null || nextOnStream >= StreamLanes.MAX_LANES) {
                    transport = newStream(placement, from, to, ++lastStreamId);
                    nextOnStream = 0;
                    if (shared) {
                        groupStreams.put(group, transport);
                    }
                }
                nextLane.put(transport.streamId(), nextOnStream + 1);
                channel = transport.channel();
                stream = transport.streamId();
                lane = nextOnStream == 0 ? null : nextOnStream;
            }
            ConnectionDeployment end = new ConnectionDeployment(connection.source(), connection.target(),
                    connection.predicate(), connection.delivery(), channel, stream, lane,
                    crosses ? wireFormat(connection) : null, priority(connection), link);
            connectionsByDomain.computeIfAbsent(from, d -> new ArrayList<>()).add(end);
            if (!to.equals(from)) {
                connectionsByDomain.computeIfAbsent(to, d -> new ArrayList<>()).add(end);
            }
        }
        return connectionsByDomain;
    }

    /** Where the domains run: each one's node daemon, and the group of those in a shared domain host. */
    private record Placement(Map<String, String> node, Map<String, String> group) {

        /**
         * How a stream from domain {@code from} to domain {@code to} goes: in the memory of the shared domain host both
         * run in, through shared memory on one host, else over the network. A domain's stream to itself (specialization
         * off, or a link profile) goes through the media driver, as it did before domains met in their host's memory.
         */
        LinkPath path(String from, String to) {
            if (!node.get(from).equals(node.get(to))) {
                return LinkPath.UDP;
            }
            String fromGroup = group.get(from);
            return !from.equals(to) && fromGroup != null && fromGroup.equals(group.get(to)) ? LinkPath.DOMAIN_HOST
                    : LinkPath.IPC;
        }

        /** Where {@code domain} runs, as a plan's transports are keyed. */
        String at(String domain) {
            return domain + "@" + node.get(domain);
        }
    }

    /** A stream from domain {@code from} to domain {@code to} (see {@link Placement#path}). */
    private Transport newStream(Placement placement, String from, String to, int streamId)
            throws IOException, InterruptedException {
        return switch (placement.path(from, to)) {
            case DOMAIN_HOST -> Transport.domainHost(streamId);
            case IPC -> Transport.ipc(streamId);
            default -> {
                Endpoint endpoint = udpEndpoints.endpoint(placement.node().get(to));
                yield Transport.udp(endpoint.address(), endpoint.port(), streamId);
            }
        };
    }

    /**
     * The previous plan's end of {@code connection} when its ends stay where they were (their stream would go the same
     * way: a domain that joined or left a shared domain host takes a new one) and its delivery, wire format and
     * priority are the same (a stream carries one of each: a connection whose delivery, format or priority changed
     * moves to a stream of its new ones); else null.
     */
    private static ConnectionDeployment kept(Map<String, ConnectionDeployment> previousTransports,
            ConnectionSpec connection, String from, String to, Placement placement) {
        ConnectionDeployment earlier = previousTransports.get(DeploymentPlan.transportKey(connection.source(),
                connection.target(), placement.at(from), placement.at(to)));
        return earlier != null && delivery(earlier.delivery()) == delivery(connection.delivery())
                && (earlier.channel() == null || Transport.path(earlier.channel()) == placement.path(from, to))
                && WireFormat.named(earlier.wireFormat()).equals(wireFormat(connection))
                && (earlier.priority() == null ? 0 : earlier.priority()) == priority(connection)
                && Objects.equals(link(earlier.link()), link(connection)) ? earlier : null;
    }

    /**
     * The connections that may share a stream: from one operator, between the same two domains, with one delivery, one
     * wire format and one priority.
     */
    private static String group(ConnectionSpec connection, String from, String to) {
        return connection.source() + " " + from + ">" + to + " " + delivery(connection.delivery()) + " "
                + wireFormat(connection) + " " + priority(connection) + " " + link(connection);
    }

    /** {@code connection}'s link profile as its sender reads it (the same profile, one text), or null for none. */
    private static String link(ConnectionSpec connection) {
        return link(connection.link());
    }

    private static String link(String text) {
        try {
            LinkProfile profile = LinkProfile.parseOrNone(text);
            return profile == null ? null : profile.toString();
        } catch (IllegalArgumentException e) {
            throw new PlanException("link profile '" + text + "': " + e.getMessage());
        }
    }

    private static int priority(ConnectionSpec connection) {
        return connection.priority() == null ? 0 : connection.priority();
    }

    /**
     * The wire format {@code connection} names, checked against those this JVM knows (every agent of the lab runs it).
     */
    private static String wireFormat(ConnectionSpec connection) {
        try {
            return WireCodecs.codec(connection.wireFormat()).name();
        } catch (IllegalArgumentException e) {
            throw new PlanException(
                    "connection " + connection.source() + " \u2192 " + connection.target() + ": " + e.getMessage());
        }
    }

    private static Delivery delivery(Delivery delivery) {
        return delivery == null ? Delivery.RELIABLE : delivery;
    }

    private static <T> List<T> listOrEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new PlanException(message);
        }
    }
}
