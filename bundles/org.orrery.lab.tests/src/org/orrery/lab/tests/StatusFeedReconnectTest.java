package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.LiveStatus;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.lab.StatusFeed;

/**
 * The live stream on a real embedded lab (a node daemon and a Star, started from the runtime): when the Star goes away
 * the feed says the stream is lost and keeps trying; when the node daemon has started the Star again at the same
 * address, the feed reconnects and statuses flow, without anyone asking.
 */
@Timeout(120)
class StatusFeedReconnectTest {

    @Test
    void aLostStreamIsReportedAndResumesWhenTheStarIsBack() throws Exception {
        LabRuntime runtime = LabRuntime.configured();
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            StarClient star = lab.star();
            BlockingQueue<String> events = new LinkedBlockingQueue<>();
            StatusFeed feed = star.follow(new StatusFeed.Listener() {
                @Override
                public void status(LiveStatus status) {
                    events.add("status");
                }

                @Override
                public void connection(boolean connected, String problem) {
                    events.add(connected ? "connected" : "lost: " + problem);
                }
            });
            try {
                await(events, "connected");
                await(events, "status");
                long pid = star.health().pid();
                ProcessHandle process = ProcessHandle.of(pid).orElseThrow();
                assertTrue(org.orrery.control.api.ProcessCommandLine.of(process).contains("--role star"), "the Star's own process");
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
            } finally {
                feed.close();
            }
        } finally {
            runtime.stop(lab);
        }
    }

    /** Takes events until one starts with {@code expected}; fails after 30 s. */
    private static void await(BlockingQueue<String> events, String expected) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            String event = events.poll(200, TimeUnit.MILLISECONDS);
            if (event != null && event.startsWith(expected)) {
                return;
            }
        }
        fail("the feed never reported '" + expected + "'");
    }
}
