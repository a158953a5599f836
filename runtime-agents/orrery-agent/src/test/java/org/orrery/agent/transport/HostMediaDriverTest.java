package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.aeron.Aeron;
import io.aeron.Publication;
import io.aeron.Subscription;

/** The media driver's directory: private, fresh and unpredictable, removed on stop, and no link ever followed. */
@Timeout(60)
class HostMediaDriverTest {

    @Test
    void eachDriverMakesAFreshPrivateDirectoryAndRemovesIt() throws Exception {
        Path first;
        try (HostMediaDriver one = HostMediaDriver.launch("orrery-test-");
                HostMediaDriver two = HostMediaDriver.launch("orrery-test-")) {
            first = Path.of(one.directory()).getParent();
            assertNotEquals(first, Path.of(two.directory()).getParent(), "two drivers never share a directory");
            assertTrue(first.getFileName().toString().matches("orrery-test-[0-9]{6,}"), first.toString());
            assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(first));
            assertEquals(Path.of("/dev/shm"), first.getParent(), "the private directory is made where asked");
            assertTrue(Files.exists(Path.of(one.directory(), "cnc.dat")));
            assertNull(LeftOverDriver.notMadeByTheLab(Path.of(one.directory()), "test"),
                    "a driver's own directory, with the files Aeron makes, is recognised as one a node daemon makes");
            String kept = LeftOverDriver.remove(one.directory(), "test");
            assertTrue(kept != null && kept.contains("a media driver still runs"), kept);
            assertTrue(Files.exists(Path.of(one.directory(), "cnc.dat")), "a running driver's directory is left alone");
        }
        assertFalse(Files.exists(first, LinkOption.NOFOLLOW_LINKS));
    }

    /**
     * The driver's thread waits as a domain that has work does, never as a vacant one (100 ms parks): once every idle
     * strategy started vacant, the driver's too, which no engine ever told otherwise, and the median latency of a
     * stream of 2,000 messages a second over UDP was 60-140 ms. Every message of such a stream arrives, in order, and
     * the driver's thread never parked the long way.
     */
    @Test
    void theDriversThreadNeverParksAsAVacantDomain() throws Exception {
        int port;
        try (DatagramSocket free = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        String channel = "aeron:udp?endpoint=127.0.0.1:" + port;
        try (HostMediaDriver driver = HostMediaDriver.launch("orrery-test-");
                Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.directory()));
                Subscription subscription = aeron.addSubscription(channel, 7);
                Publication publication = aeron.addPublication(channel, 7)) {
            while (!publication.isConnected()) {
                Thread.sleep(1);
            }
            UnsafeBuffer message = new UnsafeBuffer(new byte[64]);
            int count = 2_000;
            long[] next = {0};
            long start = System.nanoTime();
            for (int sent = 0; sent < count || next[0] < count;) {
                if (sent < count && System.nanoTime() - start >= sent * 500_000L) {
                    message.putLong(0, sent);
                    if (publication.offer(message, 0, 64) > 0) {
                        sent++;
                    }
                }
                subscription.poll((buffer, offset, length, header) -> assertEquals(next[0]++, buffer.getLong(offset)),
                        16);
            }
            assertEquals(DomainIdle.Quiet.NO, driver.idleStrategy().quiet());
            assertEquals(0, driver.idleStrategy().quietParks(), "the driver's thread parked as a vacant domain does");
            assertTrue(driver.idleStrategy().shortIdles() > 0, "the driver's thread waited as its strategy says");
        }
    }
}
