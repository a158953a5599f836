package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
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
 * the feed says the stream is lost and keeps trying; when a Star answers at the same address again, the feed
 * reconnects and statuses flow, without anyone asking.
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
                assertTrue(process.info().commandLine().orElse("").contains("--role star"), "the Star's own process");
                process.destroyForcibly();
                process.onExit().get(20, TimeUnit.SECONDS);
                await(events, "lost: ");
                assertTrue(!feed.isConnected());

                int port = URI.create(star.url()).getPort();
                String token = Files.readString(lab.dir().resolve("token")).strip();
                HttpResponse<String> restarted = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(lab.nodes().get(0).url() + "/v1/domains")).header("Authorization", "Bearer " + token)
                        .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"star\",\"role\":\"star\",\"port\":" + port + "}"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(201, restarted.statusCode(), restarted.body());
                await(events, "connected");
                await(events, "status");
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
