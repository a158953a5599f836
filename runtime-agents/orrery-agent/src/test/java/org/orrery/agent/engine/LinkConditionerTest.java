package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.orrery.agent.engine.LinkConditioner.Fate;
import org.orrery.control.api.LinkProfile;

/** The sender's link profile on a clock the test moves: when the first event waiting may go, and what is lost. */
class LinkConditionerTest {

    private static final long MS = 1_000_000;

    @Test
    void anEventGoesTheDelayAfterItsHandOffAndNeverBeforeTheOneAhead() {
        LinkConditioner link = new LinkConditioner(LinkProfile.parse("delay=20ms"), true, 1);
        assertEquals(Fate.WAIT, link.fate(100 * MS, 100 * MS));
        assertEquals(Fate.WAIT, link.fate(100 * MS, 119 * MS));
        assertEquals(Fate.SEND, link.fate(100 * MS, 120 * MS));
        link.sent(64, 120 * MS);
        // handed off before the one that just left, so due already: it goes behind it, in order
        assertEquals(Fate.SEND, link.fate(90 * MS, 120 * MS));
        link.sent(64, 120 * MS);
        assertEquals(Fate.WAIT, link.fate(121 * MS, 140 * MS));
    }

    @Test
    void theBandwidthSpacesMessagesByTheirLength() {
        LinkConditioner link = new LinkConditioner(LinkProfile.parse("rate=8mbit"), true, 1); // 1 byte a µs
        assertEquals(Fate.SEND, link.fate(0, 0));
        link.sent(1_000, 0);
        assertEquals(Fate.WAIT, link.fate(0, 999_999), "1,000 bytes take a millisecond");
        assertEquals(Fate.SEND, link.fate(0, MS));
    }

    @Test
    void streamsThroughOneLinkShareItsBandwidth() {
        LinkConditioner.Bandwidth link = new LinkConditioner.Bandwidth();
        LinkProfile profile = LinkProfile.parse("rate=8mbit");
        LinkConditioner quotes = new LinkConditioner(profile, true, 1, link);
        LinkConditioner bulk = new LinkConditioner(profile, false, 2, link);
        assertEquals(Fate.SEND, bulk.fate(0, 0));
        bulk.sent(1_000, 0);
        assertEquals(Fate.WAIT, quotes.fate(0, 999_999), "behind the other stream's 1,000 bytes");
        assertEquals(Fate.SEND, quotes.fate(0, MS));
        LinkConditioner alone = new LinkConditioner(profile, true, 3);
        assertEquals(Fate.SEND, alone.fate(0, 0), "a link of its own is free");
    }

    @Test
    void aBestEffortEventLostIsDroppedAndAReliableOneIsSentAgainARoundTripLater() {
        LinkConditioner bestEffort = new LinkConditioner(LinkProfile.parse("loss=100%"), false, 1);
        assertEquals(Fate.LOST, bestEffort.fate(0, 0));
        LinkConditioner reliable = new LinkConditioner(LinkProfile.parse("delay=10ms loss=50%"), true, 7);
        long now = 10 * MS;
        int sent = 0;
        for (int i = 0; i < 1_000; i++) {
            Fate fate;
            while ((fate = reliable.fate(now - 10 * MS, now)) == Fate.WAIT) {
                now += MS;
            }
            assertEquals(Fate.SEND, fate, "a reliable event is never given up");
            reliable.sent(64, now);
            sent++;
        }
        assertEquals(1_000, sent);
        assertTrue(reliable.resent() > 800 && reliable.resent() < 1_200,
                "about one resend an event at 50 % loss: " + reliable.resent());
    }

    @Test
    void lossFollowsItsShareAndCorrelationMakesRuns() {
        int[] correlated = losses("loss=10% loss-correlation=90%");
        assertEquals(10_000, correlated[0], 2_000, "the share lost stays 10 %");
        assertTrue((double) correlated[0] / correlated[1] > 5,
                "correlated losses come in runs: " + correlated[0] + " in " + correlated[1] + " runs");
        int[] independent = losses("loss=10%");
        assertEquals(10_000, independent[0], 1_000, "10 % of the events");
        assertTrue((double) independent[0] / independent[1] < 1.5,
                "independent losses rarely follow one another: " + independent[0] + " in " + independent[1]);
    }

    /** Events lost of 100,000 on a best-effort link of {@code profile}, and in how many runs. */
    private static int[] losses(String profile) {
        LinkConditioner link = new LinkConditioner(LinkProfile.parse(profile), false, 3);
        int lost = 0;
        int runs = 0;
        boolean last = false;
        for (int i = 0; i < 100_000; i++) {
            boolean now = link.fate(0, i) == Fate.LOST;
            if (!now) {
                link.sent(64, i);
            }
            lost += now ? 1 : 0;
            runs += now && !last ? 1 : 0;
            last = now;
        }
        return new int[]{lost, runs};
    }

    @Test
    void jitterVariesTheDelayWithoutGoingBelowZero() {
        for (String distribution : LinkProfile.DISTRIBUTIONS) {
            LinkConditioner link = new LinkConditioner(
                    LinkProfile.parse("delay=2ms jitter=10ms distribution=" + distribution), false, 5);
            long earliest = Long.MAX_VALUE;
            long latest = 0;
            for (int i = 0; i < 2_000; i++) {
                long handOff = i * 100 * MS;
                long now = handOff;
                while (link.fate(handOff, now) == Fate.WAIT) {
                    now += MS / 10;
                }
                link.sent(64, now);
                earliest = Math.min(earliest, now - handOff);
                latest = Math.max(latest, now - handOff);
            }
            assertTrue(earliest >= 0 && earliest < 2 * MS && latest > 2 * MS,
                    distribution + ": from " + earliest + " to " + latest + " ns");
        }
    }
}
