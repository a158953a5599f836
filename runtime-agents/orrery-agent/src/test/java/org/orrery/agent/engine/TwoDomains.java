package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

import org.agrona.DirectBuffer;
import org.awaitility.Awaitility;
import org.orrery.agent.TestBundles;
import org.orrery.agent.transport.HostMediaDriver;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;

import io.aeron.Aeron;
import io.aeron.Publication;

/**
 * Two domains, each with its own Equinox and the sample operators, sharing one media driver as on one host: what the
 * tests of the event path between domains run on, with the operators and the counts they read.
 */
final class TwoDomains implements AutoCloseable {

    private final Path temp;
    private HostMediaDriver driver;
    private DomainFramework framework1;
    private DomainFramework framework2;
    private DomainEngine planet1;
    private DomainEngine planet2;

    /** Starts the driver and both domains, their storage under {@code temp}; what started is closed on a failure. */
    TwoDomains(Path temp) throws Exception {
        this.temp = temp;
        try {
            driver = HostMediaDriver.launch("orrery-test-");
            framework1 = TestBundles.frameworkWithSampleOperators(context("planet1"));
            framework2 = TestBundles.frameworkWithSampleOperators(context("planet2"));
            planet1 = new DomainEngine(context("planet1"), framework1);
            planet2 = new DomainEngine(context("planet2"), framework2);
        } catch (Exception | AssertionError e) {
            close();
            throw e;
        }
    }

    private DomainContext context(String name) {
        return TestBundles.domain(name, temp).withAeronDirectory(driver.directory());
    }

    HostMediaDriver driver() {
        return driver;
    }

    DomainEngine planet1() {
        return planet1;
    }

    DomainEngine planet2() {
        return planet2;
    }

    /** Installs and starts the bundle {@code bytes} in planet1's framework, as a deployment's bundles are. */
    void installOnPlanet1(String location, byte[] bytes) throws DeploymentException {
        framework1.start(framework1.install(location, bytes, null).id());
    }

    /** Installs and starts the bundle {@code bytes} in planet2's framework. */
    void installOnPlanet2(String location, byte[] bytes) throws DeploymentException {
        framework2.start(framework2.install(location, bytes, null).id());
    }

    /** Closes planet1 and starts it again on its framework, its context as {@code change} makes it. */
    DomainEngine replacePlanet1(UnaryOperator<DomainContext> change) {
        planet1.close();
        planet1 = new DomainEngine(change.apply(context("planet1")), framework1);
        return planet1;
    }

    /** Closes what the set-up made, however far it got: a framework that failed to start leaves no driver behind. */
    @Override
    public void close() {
        try {
            for (AutoCloseable part : new AutoCloseable[]{planet1, planet2, framework1, framework2}) {
                if (part != null) {
                    part.close();
                }
            }
        } catch (Exception e) {
            throw new AssertionError("closing the domains failed", e);
        } finally {
            if (driver != null) {
                Path directory = Path.of(driver.directory()).getParent();
                driver.close();
                assertTrue(Files.notExists(directory), "the media driver removes its directory");
            }
        }
    }

    static OperatorSpec source(long count) {
        return new OperatorSpec("sensor", "org.orrery.sample.source", "",
                Map.of("count", String.valueOf(count), "eventsPerSecond", "0", "seed", "3", "payloadBytes", "64",
                        "attributes", "n=seq();celsius=gauss(20,8)"));
    }

    static OperatorSpec display(long workMicros) {
        return display(workMicros, true);
    }

    /** The application, taking batches ({@code onBatch}) or every event in a call of its own. */
    static OperatorSpec display(long workMicros, boolean batches) {
        return new OperatorSpec("display", "org.orrery.sample.application", "",
                Map.of("workMicrosPerEvent", String.valueOf(workMicros), "batches", String.valueOf(batches)));
    }

    /**
     * A publication of the test's own on IPC stream {@code streamId}, connected to a display deployed on planet2 to
     * read that stream.
     */
    Publication peerOfDisplay(Aeron aeron, int streamId) throws DeploymentException {
        planet2.deploy(List.of(display(0)),
                List.of(new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(streamId))));
        Publication publication = aeron.addPublication("aeron:ipc", streamId);
        await("the receiver's subscription connects", publication::isConnected);
        return publication;
    }

    static void offer(Publication publication, DirectBuffer message, int length) throws InterruptedException {
        while (publication.offer(message, 0, length) < 0) {
            Thread.sleep(1);
        }
    }

    static long received(DomainEngine engine, String operator) {
        return count(engine, operator, OperatorStats::eventsIn);
    }

    static long count(DomainEngine engine, String operator, ToLongFunction<OperatorStats> counter) {
        return engine.operatorStats().stream().filter(s -> s.name().equals(operator)).mapToLong(counter).sum();
    }

    static ConnectionStats connection(DomainEngine engine, String target, String side) {
        return engine.routeStats()
                .stream()
                .filter(r -> r.target().equals(target) && r.side().name().equalsIgnoreCase(side))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + side + " into " + target + " in " + engine.routeStats()));
    }

    static long received(DomainEngine engine) {
        return received(engine, "display");
    }

    static void assertSent(DomainEngine engine, long sent, long dropped) {
        ConnectionStats sender = side(engine, "sender");
        assertEquals(sent, sender.counts().sent(), sender::toString);
        assertEquals(dropped, sender.counts().dropped(), sender::toString);
    }

    static ConnectionStats side(DomainEngine engine, String side) {
        return engine.routeStats()
                .stream()
                .filter(r -> r.side().name().equalsIgnoreCase(side))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + side + " in " + engine.routeStats()));
    }

    static int freeUdpPort() throws IOException {
        try (DatagramSocket socket = new DatagramSocket(0)) {
            return socket.getLocalPort();
        }
    }

    void await(String what, BooleanSupplier condition) {
        Awaitility.await()
                .atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(() -> assertTrue(condition.getAsBoolean(),
                        "timed out waiting until " + what + "; planet1 " + planet1.operatorStats() + " "
                                + planet1.routeStats() + "; planet2 " + planet2.operatorStats() + " "
                                + planet2.routeStats()));
    }
}
