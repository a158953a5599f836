package org.orrery.agent.star;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.LongSupplier;

import org.orrery.control.client.ControlClient;
import org.orrery.control.client.DomainProxy;
import org.orrery.control.client.NodeDaemonProxy;

/**
 * The coordinator part of the Star, put together from its capabilities, each a class owning its routes: the deployments
 * ({@link SystemDeployer}), changes in place and the alerts' actions ({@link OperatorChanges}), the heartbeat and the
 * folded status ({@link Heartbeat}), one domain stopped, started or recovered ({@link DomainControl}), what is relayed
 * to the domains ({@link Relays}), traces ({@link Tracing}), alerts ({@link Alerting}), the domains' logs
 * ({@link DomainLogs}) and context-sensitive names ({@link ContextNames}). They share what runs ({@link Running}) and
 * reach the lab through {@link PlanetCalls}. A new capability is a new class registered here.
 */
public final class StarCoordinator implements AutoCloseable {

    /** How many Planets a heartbeat asks at a time (see {@link PlanetWatch}). */
    private static final int HEARTBEAT_CALLS_AT_ONCE = 16;

    /** What the status says of a Planet stopped on request. */
    public static final String STOPPED = Running.STOPPED;

    private final Running running;
    private final PlanetWatch watch;
    private final ClockSync clocks;
    private final Recoveries recoveries;
    private final Alerting alerting;
    private final Heartbeat heartbeat;
    private final Tracing tracing;
    private final ContextNames names;

    /**
     * @param nodes the node daemons of the lab by host name; a system whose host names are not among them is mapped
     * onto the only node when there is one (the embedded lab)
     */
    public StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes) {
        this(star, starName, token, nodes, null);
    }

    /**
     * A coordinator that keeps its deployment in {@code stateFile} and, when that holds one (the Star died and was
     * started again), re-adopts its Planets: each is called again once its node daemon vouches for the process, and one
     * started again meanwhile gets its part deployed anew.
     */
    public StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes, Path stateFile) {
        this(star, starName, token, nodes, NodeDaemons.NONE, stateFile, System::nanoTime);
    }

    /**
     * A coordinator as above that also measures every host's clock against {@code starClock} (the Star host's own) and
     * tells each node daemon its offset ({@link ClockSync}), and that sends nothing to a node daemon of this machine
     * that {@code nodes} no longer finds running.
     */
    public StarCoordinator(StarHost star, String starName, String token, NodeDaemons nodes, Path stateFile,
            LongSupplier starClock) {
        this(star, starName, token, nodes.urls(), nodes, stateFile, starClock);
    }

    private StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes,
            ControlClient.PeerCheck nodeCheck, Path stateFile, LongSupplier starClock) {
        StarClock clock = StarClock.SYSTEM;
        ControlClient client = new ControlClient(token, star.tls()).withPeerCheck(nodeCheck);
        this.running = new Running(stateFile);
        DeployHistory history = new DeployHistory(stateFile == null ? null : stateFile.resolveSibling("deploy-history"),
                clock.millis());
        NodeViews nodeViews = new NodeViews(
                url -> new NodeDaemonProxy(client, url, PlanetCalls.HEARTBEAT_TIMEOUT).host(), clock.nanos());
        this.watch = new PlanetWatch((planet, within) -> new DomainProxy(client, planet.url(), within).status(),
                nodeViews::process, clock.nanos(), HEARTBEAT_CALLS_AT_ONCE);
        PlanetCalls calls = new PlanetCalls(client, running.planets, watch, nodeViews);
        watch.whenLate(calls::alive);
        this.clocks = new ClockSync(nodes, client, starClock, clock.millis());
        this.alerting = new Alerting(running, watch, clock, starName, star.server().url());
        this.heartbeat = new Heartbeat(running, watch, alerting, star, starName, clocks, clock);
        SystemDeployer deployer = new SystemDeployer(running, calls, watch,
                new DeploymentPlanner(nodes, starName, calls::udpEndpoint, star.comparisons().sharedStreams()), history,
                alerting, heartbeat::beatNow, heartbeat::cleared);
        Relays relays = new Relays(running, calls, starName,
                new DomainProxy(client, star.server().url(), PlanetCalls.CALL_TIMEOUT));
        OperatorChanges changes = new OperatorChanges(running, deployer, relays);
        alerting.actWith(changes);
        DomainControl control = new DomainControl(running, calls, watch, starName, heartbeat::domain);
        this.recoveries = new Recoveries(control::recover, clock.nanos());
        readopt(nodes);
        deployer.routes(star.server());
        changes.routes(star.server());
        heartbeat.routes(star.server());
        control.routes(star.server());
        relays.routes(star.server());
        this.tracing = new Tracing(running, calls, nodeViews, clocks);
        tracing.routes(star.server());
        new DomainLogs(running, calls, nodes).routes(star.server());
        alerting.routes(star.server());
        this.names = new ContextNames(running, watch, deployer);
        names.routes(star.server());
        heartbeat.start(recoveries);
        names.start();
        clocks.start();
    }

    /** Takes up the deployment a Star before this one saved, if any (see the constructor). */
    private void readopt(Map<String, String> nodes) {
        StarState.Loaded loaded = running.readopt(nodes);
        if (loaded != null) {
            alerting.watch(loaded.system().alerts(), true);
            for (Planet planet : loaded.planets()) {
                watch.unconfirmed(planet, "the Star started again: waiting for the node daemon of host " + planet.host()
                        + " to report its process");
            }
        }
    }

    @Override
    public void close() {
        heartbeat.close();
        alerting.close();
        recoveries.close();
        watch.close();
        clocks.close();
        tracing.close();
        names.close();
    }

    /** The Star stops on request (the lab stops, and its Planets with it): a Star started later begins empty. */
    public void stopped() {
        close();
        running.forget();
    }
}
