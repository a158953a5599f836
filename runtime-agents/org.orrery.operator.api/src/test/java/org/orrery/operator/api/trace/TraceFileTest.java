package org.orrery.operator.api.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.trace.TraceFile.Recorded;

/**
 * The trace file format of recorded traffic: written and read back equal (every kind of attribute, empty and binary
 * bodies, the header), and refused whole, saying why, when it is not a trace, of another version, cut short, or its
 * records or count disagree with what it holds.
 */
class TraceFileTest {

    private static byte[] trace(List<Recorded> records) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Map<String, String> header = new LinkedHashMap<>();
        header.put("connection", "merge->dailyHigh");
        header.put("domain", "planet2");
        TraceFile.write(out, header, records);
        return out.toByteArray();
    }

    private static List<Recorded> records() {
        Event first = Event.builder("temperature-f")
                .source("fahrenheitA")
                .sequence(7)
                .timestampNs(123_456_789L)
                .attributes(Attributes.builder()
                        .put("celsius", 26.5)
                        .put("n", 7L)
                        .put("hot", true)
                        .put("sensor", "a \u00e9\u2192")
                        .build())
                .body(new byte[]{0, 1, -1, 42}, "application/octet-stream")
                .build();
        Event second = Event.builder("temperature-f").source("fahrenheitB").sequence(3).body(new byte[0], "").build();
        return List.of(new Recorded(0, first), new Recorded(1_500_000, second));
    }

    @Test
    void aTraceIsReadBackAsWritten() throws IOException {
        TraceFile.Trace read = TraceFile.read(new ByteArrayInputStream(trace(records())));
        assertEquals(Map.of("connection", "merge->dailyHigh", "domain", "planet2"), read.header());
        assertEquals(records().stream().map(TraceFileTest::fields).toList(),
                read.records().stream().map(TraceFileTest::fields).toList());
        assertEquals(0, TraceFile.read(new ByteArrayInputStream(trace(List.of()))).records().size());
    }

    /**
     * A legal trace of many small events, each taking far more memory as objects than as bytes, is refused within a
     * memory budget before it is read whole; the same trace is read under a budget that holds it.
     */
    @Test
    void aTraceWhoseEventsWouldTakeMoreMemoryThanItsBudgetIsRefused() throws IOException {
        List<Recorded> many = new java.util.ArrayList<>();
        Attributes attributes = Attributes.builder().put("a", 1L).put("b", 2L).put("c", 3L).build();
        for (int i = 0; i < 20_000; i++) {
            many.add(new Recorded(i, Event.builder("t").source("s").sequence(i).attributes(attributes).build()));
        }
        byte[] bytes = trace(many);
        assertTrue(bytes.length < 2 << 20, bytes.length + " bytes");
        String refused = assertThrows(IOException.class,
                () -> TraceFile.read(new ByteArrayInputStream(bytes), 4L << 20)).getMessage();
        assertTrue(refused.startsWith("the trace would take more than 4 MiB of memory once read (past it at record "),
                refused);
        assertEquals(20_000, TraceFile.read(new ByteArrayInputStream(bytes), 64L << 20).records().size());
    }

    /** Everything a record holds, as text (events compare by identity). */
    private static String fields(Recorded recorded) {
        Event event = recorded.event();
        byte[] body = new byte[event.bodyLength()];
        event.copyBody(0, body, 0, body.length);
        return recorded.offsetNs() + " " + event.type() + " " + event.source() + " " + event.sequence() + " "
                + event.timestampNs() + " " + event.attributes().asMap() + " " + event.contentType() + " "
                + Arrays.toString(body);
    }

    private static String refusal(byte[] bytes) {
        return assertThrows(IOException.class, () -> TraceFile.read(new ByteArrayInputStream(bytes))).getMessage();
    }

    @Test
    void whatIsNotAWholeTraceIsRefusedSayingWhy() throws IOException {
        byte[] good = trace(records());
        assertEquals("not an Orrery trace (it does not start with ORRTRACE)",
                refusal("<?xml version=\"1.0\"?>".getBytes()));
        byte[] version = good.clone();
        version[9] = 2;
        assertEquals("a trace of version 2; this reader takes version 1", refusal(version));
        assertEquals("the trace is cut short: it ends before its end mark",
                refusal(Arrays.copyOf(good, good.length - 20)));
        byte[] count = good.clone();
        count[count.length - 1] = 3;
        assertEquals("the trace ends saying it holds 3 records; it holds 2", refusal(count));
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        assertEquals("bytes follow the trace's end", refusal(longer));
        byte[] huge = good.clone();
        int firstRecord = TraceFile.start(Map.of("connection", "merge->dailyHigh", "domain", "planet2")).length;
        huge[firstRecord] = 0x7f;
        assertTrue(refusal(huge).startsWith("record 1 claims "), refusal(huge));
    }
}
