package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.orrery.lab.LabSession;
import org.orrery.lab.MetricsHistory;
import org.orrery.lab.MetricsHistory.Measure;

/** The client's reading of the Star's status and the in-memory history the charts draw from. */
class MetricsHistoryTest {

    private static LiveStatus status(long at, double rate) throws Exception {
        String json = """
                {"system":"solar","sampledAtMillis":%d,
                 "domains":[{"name":"planet1","host":"lab","role":"planet","up":true,"port":1,"pid":42,"error":"",
                   "bundles":[{"id":3,"symbolicName":"org.orrery.sample.operators","version":"0.1.0","state":"active",
                     "location":"x","headers":{"Bundle-Name":"Samples"}}],
                   "process":{"cpuPercent":12.5,"residentBytes":90000000,"heapUsedBytes":1000,"heapMaxBytes":2000,
                     "threads":9}},
                  {"name":"planet2","host":"lab","role":"planet","up":false,"port":2,"pid":43,"error":"no heartbeat",
                   "bundles":[],"process":null}],
                 "operators":[{"name":"sensor","domain":"planet1","type":"t","state":"running","eventsIn":0,
                   "eventsOut":10,"errors":0,"lastError":"","startedAtMillis":5,"restarts":0,"provider":"p",
                   "inPerSecond":0,"outPerSecond":%f}],
                 "connections":[{"source":"sensor","target":"display","path":"ipc","sent":10,"delivered":9,"dropped":1,
                   "filtered":0,"bytes":900,"outOfOrder":0,"eventsPerSecond":%f,"bytesPerSecond":%f,
                   "latencyP50UsSinceDeploy":1,
                   "latencyP99UsSinceDeploy":2,"latencyP50UsLastSecond":30,"latencyP99UsLastSecond":80,"backlog":7,
                   "droppedPerSecond":0.5}]}
                """.formatted(at, rate, rate, rate * 100);
        return LiveStatus.of(ControlJson.readAnswer(json.getBytes(StandardCharsets.UTF_8), SystemStatus.class));
    }

    @Test
    void theStatusIsReadWithEveryFigureTheWorkbenchShows() throws Exception {
        LiveStatus status = status(1_000, 250);
        assertEquals("solar", status.system());
        assertTrue(status.domains().get("planet1").up());
        assertEquals(12.5, LiveStatus.cpuPercent(status.domains().get("planet1")));
        assertEquals(BundleState.ACTIVE,
                LiveStatus.bundle(status.domains().get("planet1"), "org.orrery.sample.operators").state());
        assertEquals("Samples",
                LiveStatus.bundle(status.domains().get("planet1"), "org.orrery.sample.operators")
                        .headers()
                        .get("Bundle-Name"));
        assertEquals("no heartbeat", status.domains().get("planet2").error());
        assertEquals(-1, LiveStatus.cpuPercent(status.domains().get("planet2")), "no process figures: unknown");
        ConnectionView link = status.link("sensor", "display");
        assertEquals(250, link.rates().eventsPerSecond());
        assertEquals(30, link.latency().p50LastSecond(), "the last second's latency, named as such");
        assertEquals(1, link.latency().p50SinceDeploy(), "the cumulative latency, named as such");
        assertEquals(7, link.backlog());
        assertNull(status.link("display", "sensor"));
        assertEquals("1.2k", LiveStatus.compact(1234));
        assertEquals("75 kB", LiveStatus.bytes(75_000));
    }

    @Test
    void theHistoryKeepsTheNewestPointsUpToItsCapacity() throws Exception {
        MetricsHistory history = new MetricsHistory(3);
        for (int i = 1; i <= 5; i++) {
            history.record(status(i * 500L, i * 10));
        }
        history.record(status(1_000, 999));
        MetricsHistory.Series rate = history.series(MetricsHistory.linkSubject("sensor", "display"),
                Measure.EVENTS_PER_SECOND, 0);
        assertArrayEquals(new long[]{1_500, 2_000, 2_500}, rate.times(),
                "the oldest fell out; a late status is ignored");
        assertArrayEquals(new double[]{30, 40, 50}, rate.values());
        assertEquals(2,
                history.series(MetricsHistory.linkSubject("sensor", "display"), Measure.EVENTS_PER_SECOND, 2_000)
                        .size());
        assertEquals(90, history.series(MetricsHistory.domainSubject("planet1"), Measure.RESIDENT_MB, 0).values()[0]);
        assertEquals(0, history.series(MetricsHistory.domainSubject("planet2"), Measure.CPU_PERCENT, 0).size(),
                "a domain that is down has no figures");
        assertEquals(50,
                history.series(MetricsHistory.operatorSubject("sensor"), Measure.OUT_PER_SECOND, 0).values()[2]);
        assertEquals(15 * 60 * 4, new MetricsHistory().capacity(), "15 minutes at four statuses a second");
    }

    @Test
    void watchingOnlySomeDomainsShowsTheirOperatorsAndTheConnectionsTouchingThem() throws Exception {
        LabSession session = LabSession.get();
        try {
            session.watchOnly(Set.of("planet2"));
            session.offer(status(5_000, 10));
            assertEquals(Set.of("planet2"), session.latest().domains().keySet());
            assertTrue(session.latest().operators().isEmpty(), "sensor runs on planet1");
            assertTrue(session.latest().links().isEmpty());
            session.watchOnly(null);
            session.offer(status(5_500, 10));
            assertEquals(2, session.latest().domains().size());
            assertEquals(1, session.latest().links().size());
            assertTrue(session.isLive());
        } finally {
            session.watchOnly(null);
            session.unfollow();
        }
        assertTrue(!session.isLive(), "unfollowing ends offered statuses too");
    }

    @Test
    void shownSeriesExportAsCsvWithOneRowPerTime() throws Exception {
        MetricsHistory history = new MetricsHistory();
        history.record(status(1_000, 10));
        history.record(status(1_500, 20.5));
        String subject = MetricsHistory.linkSubject("sensor", "display");
        StringWriter csv = new StringWriter();
        MetricsHistory.writeCsv(List.of(history.series(subject, Measure.EVENTS_PER_SECOND, 0),
                history.series(subject, Measure.LATENCY_P99_US, 0)), csv);
        assertEquals(
                "time_ms,connection sensor\u2192display events/s,connection sensor\u2192display latency p99 (\u00b5s)\n"
                        + "1000,10,80\n1500,20.5,80\n",
                csv.toString());
    }
}
