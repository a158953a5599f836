package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramSocket;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;

import io.aeron.Aeron;
import io.aeron.Publication;
import io.aeron.Subscription;
import org.agrona.concurrent.UnsafeBuffer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The media driver's directory: private, fresh and unpredictable, removed on stop, and no link ever followed. */
@Timeout(60)
class HostMediaDriverTest {

    @TempDir
    Path temp;

    @Test
    void eachDriverMakesAFreshPrivateDirectoryAndRemovesIt() throws Exception {
        Path first;
        try (HostMediaDriver one = HostMediaDriver.launch(Path.of("/dev/shm"), "orrery-test-");
                HostMediaDriver two = HostMediaDriver.launch(Path.of("/dev/shm"), "orrery-test-")) {
            first = Path.of(one.directory()).getParent();
            assertNotEquals(first, Path.of(two.directory()).getParent(), "two drivers never share a directory");
            assertTrue(first.getFileName().toString().matches("orrery-test-[0-9]{6,}"), first.toString());
            assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(first));
            assertEquals(Path.of("/dev/shm"), first.getParent(), "the private directory is made where asked");
            assertTrue(Files.exists(Path.of(one.directory(), "cnc.dat")));
        }
        assertFalse(Files.exists(first, LinkOption.NOFOLLOW_LINKS));
    }

    /**
     * The driver's thread waits as a domain that has work does, never as a vacant one (100 ms parks): a stream of 2,000
     * messages a second over UDP arrives within milliseconds. (Once every idle strategy started vacant, the driver's
     * too, which no engine ever told otherwise: the median latency of such a stream was 60-140 ms.)
     */
    @Test
    void aStreamThroughTheDriverArrivesWithinMilliseconds() throws Exception {
        int port;
        try (DatagramSocket free = new DatagramSocket(0, java.net.InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        String channel = "aeron:udp?endpoint=127.0.0.1:" + port;
        try (HostMediaDriver driver = HostMediaDriver.launch(Path.of("/dev/shm"), "orrery-test-");
                Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.directory()));
                Subscription subscription = aeron.addSubscription(channel, 7);
                Publication publication = aeron.addPublication(channel, 7)) {
            while (!publication.isConnected()) {
                Thread.sleep(1);
            }
            UnsafeBuffer message = new UnsafeBuffer(new byte[64]);
            int count = 2_000;
            long[] latencies = new long[count];
            int[] received = {0};
            long start = System.nanoTime();
            for (int sent = 0; sent < count || received[0] < count; ) {
                if (sent < count && System.nanoTime() - start >= sent * 500_000L) {
                    message.putLong(0, System.nanoTime());
                    if (publication.offer(message, 0, 64) > 0) {
                        sent++;
                    }
                }
                subscription.poll((buffer, offset, length, header) -> latencies[received[0]++] = System.nanoTime()
                        - buffer.getLong(offset), 16);
                assertTrue(System.nanoTime() - start < 30_000_000_000L, "only " + received[0] + " of " + count + " arrived");
            }
            Arrays.sort(latencies);
            long medianUs = latencies[count / 2] / 1_000;
            assertTrue(medianUs < 5_000, "the median latency of 2,000 messages a second was " + medianUs + " µs");
        }
    }

    @Test
    void aLeftOverDirectoryIsRemovedWithoutFollowingLinks() throws Exception {
        Path victim = Files.createDirectory(temp.resolve("victim"));
        Path kept = Files.writeString(victim.resolve("keep"), "mine");
        Path leftOver = Files.createDirectory(temp.resolve("orrery-local-1234"));
        Files.createSymbolicLink(leftOver.resolve("driver"), victim);
        Files.writeString(leftOver.resolve("cnc.dat"), "x");

        assertTrue(HostMediaDriver.removeLeftOver(leftOver));
        assertFalse(Files.exists(leftOver, LinkOption.NOFOLLOW_LINKS));
        assertEquals("mine", Files.readString(kept), "a link inside is removed, its target left alone");
    }

    @Test
    void aLinkInPlaceOfTheDirectoryIsLeftAlone() throws Exception {
        Path victim = Files.createDirectory(temp.resolve("victim"));
        Files.writeString(victim.resolve("keep"), "mine");
        Path link = Files.createSymbolicLink(temp.resolve("orrery-local-5678"), victim);

        assertFalse(HostMediaDriver.removeLeftOver(link), "a link is not a directory of the lab's");
        assertTrue(Files.exists(victim.resolve("keep")));
    }
}
