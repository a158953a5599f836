package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.util.ProcessCommandLine;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.lab.StatusFeed;

/**
 * The live stream on a real embedded lab (a node daemon and a Star, started from the runtime): when the Star goes away
 * the feed says the stream is lost and keeps trying; when the node daemon has started the Star again at the same
 * address, the feed reconnects and statuses flow, without anyone asking; while the Star is dead, nobody else on its
 * port hears from the feed.
 */
@Timeout(120)
class StatusFeedReconnectTest {

    @Test
    void aLostStreamIsReportedAndResumesWhenTheStarIsBack() throws Exception {
        withLiveFeed((star, feed, events) -> {
            await(events, "connected");
            await(events, "status");
            long pid = star.health().pid();
            ProcessHandle process = ProcessHandle.of(pid).orElseThrow();
            assertTrue(ProcessCommandLine.of(process).contains("--role star"), "the Star's own process");
            process.destroyForcibly();
            process.onExit().get(20, TimeUnit.SECONDS);
            await(events, "lost: ");
            assertTrue(!feed.isConnected());

            // nobody asks: the node daemon starts the Star again on its port, and the feed finds it there
            await(events, "connected");
            await(events, "status");
            long again = star.health().pid();
            assertTrue(again != pid, "a new Star process answers at " + star.url() + ": " + again);
            assertTrue(feed.isConnected());
        });
    }

    /**
     * The Star killed and its port taken at once by another process's listener (a squatter): the feed, retrying, asks
     * the Star's node daemon first each time and never connects to the squatter, which would receive the WebSocket
     * upgrade with the lab token. Once, a feed that had lost its stream reconnected unverified.
     */
    @Test
    void aFeedThatLostTheStarNeverConnectsToWhoeverTakesItsPort() throws Exception {
        withLiveFeed((star, feed, events) -> {
            await(events, "status");
            ProcessHandle process = ProcessHandle.of(star.health().pid()).orElseThrow();
            assertTrue(ProcessCommandLine.of(process).contains("--role star"), "the Star's own process");
            int port = URI.create(star.url()).getPort();
            process.destroyForcibly();
            AtomicInteger heard = new AtomicInteger();
            // the port is taken the moment it is free, before the feed's first retry (250 ms after the loss)
            try (ServerSocket squatter = bindAsSoonAsFree(port)) {
                Thread listening = new Thread(() -> {
                    while (!squatter.isClosed()) {
                        try (Socket caller = squatter.accept()) {
                            heard.incrementAndGet();
                        } catch (@SuppressWarnings("unused") IOException closed) {
                            return;
                        }
                    }
                }, "squatter");
                listening.setDaemon(true);
                listening.start();
                await(events, "lost: ");
                // the feed keeps trying (after 0.25, 0.5, 1, 2 and 4 s): each try is refused before it reaches the port
                for (int tries = 0; tries < 3; tries++) {
                    await(events, "lost: ");
                }
                assertEquals(0, heard.get(), "connections the squatter on the Star's port received");
                assertTrue(!feed.isConnected());
            }
        });
    }

    /**
     * A Star frozen (SIGSTOP) keeps its connection open and sends nothing: the feed gives the silent stream up after
     * its stall time and says so, and once the Star runs again (SIGCONT) it is followed again. Once, a workbench's
     * views all stayed on one status for minutes while the stream was connected.
     */
    @Test
    void aStreamThatFallsSilentIsGivenUpAndFollowedAgain() throws Exception {
        withLiveFeed((star, feed, events) -> {
            await(events, "status");
            long pid = star.health().pid();
            ProcessHandle process = ProcessHandle.of(pid).orElseThrow();
            assertTrue(ProcessCommandLine.of(process).contains("--role star"), "the Star's own process");
            signal("STOP", pid);
            try {
                await(events, "lost: no status for");
            } finally {
                signal("CONT", pid);
            }
            await(events, "connected");
            await(events, "status");
            assertEquals(pid, star.health().pid(), "the same Star, running again");
        });
    }

    /** Sends {@code signal} to {@code pid}, a process of this test's lab. */
    private static void signal(String signal, long pid) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, String.valueOf(pid)).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + signal + " " + pid);
    }

    /**
     * A listener that fails on a status (a view's bug) does not end the stream: the next statuses still come, on the
     * same connection. Once, every view of a workbench stayed on one status for minutes.
     */
    @Test
    void aListenerThatFailsOnAStatusGetsTheNextOnes() throws Exception {
        LabRuntime runtime = LabRuntime.configured();
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            BlockingQueue<String> events = new LinkedBlockingQueue<>();
            AtomicInteger statuses = new AtomicInteger();
            StatusFeed feed = lab.star().follow(new StatusFeed.Listener() {

                @Override
                public void status(LiveStatus status) {
                    events.add("status " + statuses.incrementAndGet());
                    if (statuses.get() == 1) {
                        throw new IllegalStateException("a view fails on the first status");
                    }
                }

                @Override
                public void connection(boolean connected, String problem) {
                    events.add(connected ? "connected " + problem : "lost: " + problem);
                }
            });
            try {
                List<String> seen = new ArrayList<>();
                await(events, "status 3", seen);
                assertTrue(seen.contains("connected a status could not be shown: java.lang.IllegalStateException: a "
                        + "view fails on the first status"), seen.toString());
                assertTrue(seen.stream().noneMatch(e -> e.startsWith("lost")), "on the same connection: " + seen);
                assertTrue(feed.isConnected());
            } finally {
                feed.close();
            }
        } finally {
            runtime.stop(lab);
        }
    }

    /** What a test does with a started embedded lab, its Star's client, and a feed following it into {@code events}. */
    @FunctionalInterface
    private interface FeedScenario {

        void run(StarClient star, StatusFeed feed, BlockingQueue<String> events) throws Exception;
    }

    /** Starts the embedded lab, follows its Star, runs {@code scenario}, then closes the feed and stops the lab. */
    private static void withLiveFeed(FeedScenario scenario) throws Exception {
        LabRuntime runtime = LabRuntime.configured();
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            StarClient star = lab.star();
            BlockingQueue<String> events = new LinkedBlockingQueue<>();
            StatusFeed feed = follow(star, events);
            try {
                scenario.run(star, feed, events);
            } finally {
                feed.close();
            }
        } finally {
            runtime.stop(lab);
        }
    }

    /** A listener on {@code port} of the loopback address, bound as soon as the port is free (20 s at most). */
    private static ServerSocket bindAsSoonAsFree(int port) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (true) {
            try {
                return new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
            } catch (IOException taken) {
                if (System.nanoTime() > deadline) {
                    fail("port " + port + " never came free: " + taken.getMessage());
                }
                Thread.sleep(2);
            }
        }
    }

    /** Follows the Star's stream, telling {@code events} of each status ("status") and change of connection. */
    private static StatusFeed follow(StarClient star, BlockingQueue<String> events) {
        return star.follow(new StatusFeed.Listener() {

            @Override
            public void status(LiveStatus status) {
                events.add("status");
            }

            @Override
            public void connection(boolean connected, String problem) {
                events.add(connected ? "connected" : "lost: " + problem);
            }
        });
    }

    /** Takes events until one starts with {@code expected}; fails after 30 s. */
    private static void await(BlockingQueue<String> events, String expected) throws InterruptedException {
        await(events, expected, new ArrayList<>());
    }

    /** {@link #await(BlockingQueue, String)}, adding each event taken to {@code seen}. */
    private static void await(BlockingQueue<String> events, String expected, List<String> seen)
            throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            String event = events.poll(200, TimeUnit.MILLISECONDS);
            if (event != null) {
                seen.add(event);
                if (event.startsWith(expected)) {
                    return;
                }
            }
        }
        fail("the feed never reported '" + expected + "'; it reported " + seen);
    }
}
