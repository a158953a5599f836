package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orrery.agent.ScrambledJsonTestCodec;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

/** Every wire format carries every part of an event, types included, and refuses what is not one of its messages. */
class WireCodecsTest {

    @Test
    void theBuiltInFormatsAndAPlugInFromTheClassPathAreKnownAndAnUnknownOneIsRefusedByName() {
        assertTrue(WireCodecs.names().containsAll(List.of("binary", "json", "java", ScrambledJsonTestCodec.NAME)),
                WireCodecs.names().toString());
        assertEquals("binary", WireCodecs.codec(null).name(), "no format is binary");
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> WireCodecs.codec("yaml"));
        assertTrue(unknown.getMessage().contains("'yaml' is not known") && unknown.getMessage().contains("json"),
                unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> WireCodecs.codec("../etc"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"binary", "json", "java", ScrambledJsonTestCodec.NAME})
    void anEventCrossesWholeWithItsAttributeTypes(String format) {
        WireCodec codec = WireCodecs.codec(format);
        for (Event event : events()) {
            byte[] message = codec.encode(event);
            byte[] padded = new byte[message.length + 7];
            System.arraycopy(message, 0, padded, 3, message.length);
            assertSame(event, codec.decode(padded, 3, message.length), format);
        }
    }

    @Test
    void theFormatsDifferInSizeAsSolarsTransferModesDid() {
        Event event = events().get(1);
        int binary = WireCodecs.codec("binary").encode(event).length;
        int json = WireCodecs.codec("json").encode(event).length;
        int java = WireCodecs.codec("java").encode(event).length;
        assertTrue(binary < json && json < java, "binary " + binary + " < json " + json + " < java " + java);
    }

    @ParameterizedTest
    @ValueSource(strings = {"binary", "json", "java", ScrambledJsonTestCodec.NAME})
    void whatIsNotAMessageOfTheFormatIsRefusedWithIllegalArgument(String format) {
        WireCodec codec = WireCodecs.codec(format);
        byte[] message = codec.encode(events().get(1));
        for (int cut = 0; cut < message.length; cut += Math.max(1, message.length / 40)) {
            int length = cut;
            assertThrows(IllegalArgumentException.class, () -> codec.decode(message, 0, length), "cut at " + cut);
        }
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            byte[] noise = new byte[random.nextInt(1, 300)];
            random.nextBytes(noise);
            try {
                codec.decode(noise, 0, noise.length);
            } catch (IllegalArgumentException refused) {
                // what noise should get; anything else thrown fails the test
            }
        }
        if (!format.equals(ScrambledJsonTestCodec.NAME)) { // the agent never asks for bytes outside a message; ours
                                                          // check
            assertThrows(IllegalArgumentException.class, () -> codec.decode(message, 5, message.length));
        }
    }

    @Test
    void javaSerializationAdmitsOnlyTheClassesOfAnEvent() throws Exception {
        HashMap<String, Object> gadget = new HashMap<>(); // any class outside an event's few, as an attack would send
        gadget.put("x", 1L);
        byte[] message = serialized(new Object[]{"t", 1L, 2L, "s", new String[0], new Object[0], "c", gadget});
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> WireCodecs.codec("java").decode(message, 0, message.length));
        assertTrue(refused.getMessage().contains("filter status: REJECTED"), refused.getMessage());
        byte[] huge = serialized(new Object[]{"t", 1L, 2L, "s", new String[0], new Object[0], "c", new byte[1 << 16]});
        assertThrows(IllegalArgumentException.class, () -> WireCodecs.codec("java").decode(huge, 0, 1 << 12),
                "an array longer than the message could hold");
        byte[] wrongTypes = serialized(new Object[]{"t", "1", 2L, "s", new String[0], new Object[0], "c", new byte[0]});
        assertThrows(IllegalArgumentException.class,
                () -> WireCodecs.codec("java").decode(wrongTypes, 0, wrongTypes.length));
    }

    @Test
    void jsonRefusesUnknownAndRepeatedMembersAndValuesOfTheWrongKind() {
        WireCodec json = WireCodecs.codec("json");
        for (String bad : List.of("{\"type\":\"t\",\"timestampNs\":1,\"sequence\":2,\"extra\":1}",
                "{\"type\":\"t\",\"type\":\"u\",\"timestampNs\":1,\"sequence\":2}",
                "{\"type\":\"t\",\"timestampNs\":1.5,\"sequence\":2}",
                "{\"type\":\"t\",\"timestampNs\":1,\"sequence\":2,\"attributes\":{\"a\":[1]}}",
                "{\"type\":\"t\",\"timestampNs\":1,\"sequence\":2,\"attributes\":{\"a\":1,\"a\":2}}",
                "{\"type\":\"t\",\"timestampNs\":1,\"sequence\":2} {}", "{\"timestampNs\":1,\"sequence\":2}", "[]")) {
            byte[] bytes = bad.getBytes(StandardCharsets.UTF_8);
            assertThrows(IllegalArgumentException.class, () -> json.decode(bytes, 0, bytes.length), bad);
        }
    }

    private static List<Event> events() {
        List<Event> events = new ArrayList<>();
        events.add(Event.builder("empty").build());
        byte[] body = new byte[300];
        new SplittableRandom(3).nextBytes(body);
        events.add(Event.builder("reading")
                .timestampNs(1_700_000_000_123_456_789L)
                .sequence(42)
                .source("sensor \u00e9\u4e2d")
                .attributes(Attributes.builder()
                        .put("n", 7L)
                        .put("max", Long.MIN_VALUE)
                        .put("x", 1.0)
                        .put("tiny", 4.9e-324)
                        .put("nan", Double.NaN)
                        .put("inf", Double.NEGATIVE_INFINITY)
                        .put("ok", true)
                        .put("no", false)
                        .put("s", "a \"quoted\"\n\ud83d\ude00")
                        .put("empty", "")
                        .build())
                .body(body, "application/x-test")
                .build());
        events.add(Event.builder("t")
                .sequence(-1)
                .attributes(Attributes.builder().put("whole", 3.0).put("zero", 0L).build())
                .body(new byte[0], "")
                .build());
        return events;
    }

    private static void assertSame(Event expected, Event actual, String format) {
        assertEquals(expected.type(), actual.type(), format);
        assertEquals(expected.timestampNs(), actual.timestampNs(), format);
        assertEquals(expected.sequence(), actual.sequence(), format);
        assertEquals(expected.source(), actual.source(), format);
        assertEquals(expected.contentType(), actual.contentType(), format);
        assertArrayEquals(expected.body(), actual.body(), format);
        Attributes want = expected.attributes();
        Attributes got = actual.attributes();
        assertEquals(want.size(), got.size(), format);
        for (int i = 0; i < want.size(); i++) {
            assertEquals(want.name(i), got.name(i), format);
            assertEquals(want.value(i).getClass(), got.value(i).getClass(),
                    format + " keeps the type of " + want.name(i));
            assertEquals(want.value(i), got.value(i), format + " " + want.name(i));
        }
    }

    private static byte[] serialized(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }
}
