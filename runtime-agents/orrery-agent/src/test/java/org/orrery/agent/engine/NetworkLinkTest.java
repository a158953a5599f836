package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.lab.TrafficControl;

/**
 * Where a stream's link profile is applied: the sender for shared memory and outside a lab's namespaces; traffic
 * control in a namespace this test makes (a veth pair inside it without an address, so nothing is sent), its class
 * added and taken away again with nothing left.
 */
@Timeout(60)
class NetworkLinkTest {

    @Test
    void theSenderAppliesWhatTheNetworkCannotReach() {
        LinkProfile wan = LinkProfile.parse("wan-eu-us");
        NetworkLink.Where ipc = NetworkLink.apply(Transport.ipc(7), wan, true, "h1:eth0");
        assertNull(ipc.link());
        assertEquals(wan, ipc.inSender());
        assertEquals("in the sender", ipc.said());
        NetworkLink.Where outside = NetworkLink.apply(Transport.udp("192.0.2.1", 40123, 7), wan, true, null);
        assertNull(outside.link());
        assertEquals(wan, outside.inSender());
        assertEquals("in the sender (this host has no interface of the lab's own)", outside.said());
        assertNull(NetworkLink.apply(Transport.udp("192.0.2.1", 40123, 7), wan, true, "h1:eth0; rm").link());
        // a best-effort stream's loss alone has nothing for the network: its sender draws and counts it
        LinkProfile loss = LinkProfile.parse("loss=5% loss-correlation=25%");
        NetworkLink.Where lossOnly = NetworkLink.apply(Transport.udp("192.0.2.1", 40123, 7), loss, false, "h1:eth0");
        assertNull(lossOnly.link());
        assertEquals(loss, lossOnly.inSender());
        assertEquals("delay=45ms jitter=2ms distribution=normal rate=100mbit", wan.withoutLoss().toString());
        assertEquals("loss=0.1%", wan.lossOnly().toString());
        assertNull(LinkProfile.parse("loss=1%").withoutLoss());
        assertNull(LinkProfile.parse("rate=1mbit").lossOnly());
    }

    @Test
    void trafficControlShapesAnInterfaceOfTheLabsAndLeavesNothing() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root to make a network namespace");
        String namespace = "orrery-t" + ProcessHandle.current().pid();
        run("ip", "netns", "add", namespace);
        try {
            run("ip", "-n", namespace, "link", "add", "eth0", "type", "veth", "peer", "name", "eth1");
            run("ip", "-n", namespace, "link", "set", "eth0", "up");
            TrafficControl control = new TrafficControl(namespace, "eth0");
            control.shape(0x1001, "192.0.2.7", 40123, LinkProfile.parse("rate=2mbit"));
            control.shape(0x1002, "192.0.2.8", 0, LinkProfile.parse("rate=5mbit"));
            String classes = run("tc", "-n", namespace, "class", "show", "dev", "eth0");
            assertTrue(classes.contains("class htb 1:1001") && classes.contains("rate 2Mbit"), classes);
            assertTrue(classes.contains("class htb 1:1002") && classes.contains("rate 5Mbit"), classes);
            String filters = run("tc", "-n", namespace, "filter", "show", "dev", "eth0");
            // the address (192.0.2.7), UDP, and the port 40123 (0x9cbb)
            assertTrue(filters.contains("c0000207/ffffffff") && filters.contains("00009cbb/0000ffff"), filters);
            control.remove(0x1001);
            assertTrue(run("tc", "-n", namespace, "qdisc", "show", "dev", "eth0").contains("htb 1: root"),
                    "the other class still needs the root discipline");
            control.remove(0x1002);
            assertFalse(run("tc", "-n", namespace, "qdisc", "show", "dev", "eth0").contains("htb"));
            // delay needs netem: applied where the kernel has it, refused by name (and nothing left) where not
            try {
                control.shape(0x1003, "192.0.2.7", 40123, LinkProfile.parse("delay=20ms loss=5%"));
                assertTrue(run("tc", "-n", namespace, "qdisc", "show", "dev", "eth0").contains("netem"));
                control.remove(0x1003);
            } catch (TrafficControl.NoNetemException e) {
                assertTrue(e.getMessage().contains("has no netem queueing discipline"), e.getMessage());
            }
            // two streams through one link share its class; it goes with the last of them
            LinkProfile link = LinkProfile.parse("rate=4mbit");
            control.join(0x1004, 0x8001, "192.0.2.7", 40123, link);
            control.join(0x1004, 0x8002, "192.0.2.7", 40124, link);
            classes = run("tc", "-n", namespace, "class", "show", "dev", "eth0");
            assertEquals(1, classes.lines().filter(line -> line.contains("rate 4Mbit")).count(), classes);
            control.leave(0x1004, 0x8001);
            assertTrue(run("tc", "-n", namespace, "class", "show", "dev", "eth0").contains("class htb 1:1004 "),
                    "the other stream still crosses the link");
            control.leave(0x1004, 0x8002);
            assertFalse(run("tc", "-n", namespace, "qdisc", "show", "dev", "eth0").contains("htb"));
            // what ended processes left is taken away from a minor on, and only that
            control.join(0x1005, 0x8003, "192.0.2.7", 40123, link);
            control.join(0x1006, 0x8004, "192.0.2.8", 40124, link);
            control.shape(0xa, "192.0.2.8", 0, LinkProfile.parse("rate=3mbit"));
            control.removeFrom(0x1000);
            classes = run("tc", "-n", namespace, "class", "show", "dev", "eth0");
            assertTrue(classes.contains("class htb 1:a ") && !classes.contains("1:1005") && !classes.contains("1:1006"),
                    classes);
            assertFalse(run("tc", "-n", namespace, "filter", "show", "dev", "eth0").contains("pref 3277"));
            control.remove(0xa);
            String left = run("tc", "-n", namespace, "qdisc", "show", "dev", "eth0");
            assertFalse(left.contains("htb") || left.contains("netem") || left.contains("bfifo"), left);
            assertThrows(IllegalArgumentException.class,
                    () -> control.shape(0, "192.0.2.7", 1, LinkProfile.parse("rate=1mbit")));
        } finally {
            run("ip", "netns", "del", namespace);
        }
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + ": " + output);
        }
        return output;
    }
}
