package org.orrery.agent.transport;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;

import org.agrona.concurrent.UnsafeBuffer;
import org.orrery.control.api.WireFormat;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The wire formats this JVM knows, by name: {@code binary} ({@link EventCodec}, which the streams write straight into
 * Aeron's log), {@code json} and {@code java}, then every {@link WireCodec} on the class path ({@link ServiceLoader}).
 * A plug-in that cannot be loaded, has a name no connection could choose or takes a name already known is left out and
 * said why on standard error; it never stops the agent.
 */
public final class WireCodecs {

    private static final Logger LOG = LoggerFactory.getLogger(WireCodecs.class);

    private static final Map<String, WireCodec> CODECS = load();

    private WireCodecs() {
    }

    /** The codec of the format {@code name}; throws {@link IllegalArgumentException} naming the known ones. */
    public static WireCodec codec(String name) {
        WireCodec codec = CODECS.get(WireFormat.named(name));
        if (codec == null) {
            throw new IllegalArgumentException(
                    "wire format '" + name + "' is not known here (known: " + String.join(", ", CODECS.keySet())
                            + "; more come as WireCodec plug-ins on the agents' class path)");
        }
        return codec;
    }

    /** The names of the formats this JVM knows, in order. */
    public static List<String> names() {
        return List.copyOf(CODECS.keySet());
    }

    /** Whether {@code codec} is the binary one, which streams use without a copy. */
    public static boolean isBinary(WireCodec codec) {
        return codec instanceof Binary;
    }

    private static Map<String, WireCodec> load() {
        Map<String, WireCodec> codecs = new TreeMap<>();
        for (WireCodec builtIn : List.of(new Binary(), new JsonWireCodec(), new JavaWireCodec())) {
            codecs.put(builtIn.name(), builtIn);
        }
        List<String> problems = new ArrayList<>();
        Iterator<WireCodec> found = ServiceLoader.load(WireCodec.class, WireCodecs.class.getClassLoader()).iterator();
        while (true) {
            WireCodec codec;
            try {
                if (!found.hasNext()) {
                    break;
                }
                codec = found.next();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                problems.add("a wire codec plug-in cannot be loaded: " + e.getMessage());
                continue;
            }
            String name;
            try {
                name = codec.name();
                if (!WireFormat.named(name).equals(name)) {
                    throw new IllegalArgumentException("no name");
                }
            } catch (RuntimeException e) {
                problems.add("wire codec " + codec.getClass().getName() + " left out: " + e.getMessage());
                continue;
            }
            if (codecs.putIfAbsent(name, codec) != null) {
                problems.add("wire codec " + codec.getClass().getName() + " left out: the format '" + name + "' is "
                        + codecs.get(name).getClass().getName() + "'s");
            }
        }
        problems.forEach(LOG::warn);
        return Collections.unmodifiableMap(codecs);
    }

    /** Refuses {@code length} bytes from {@code offset} that are not all in {@code message}. */
    static void requireWithin(byte[] message, int offset, int length) {
        if (offset < 0 || length < 0 || offset > message.length - length) {
            throw new IllegalArgumentException(
                    length + " bytes from " + offset + " are not in a message of " + message.length);
        }
    }

    /** The binary format as a codec of byte arrays, for whoever needs it so; the streams write it directly. */
    private static final class Binary implements WireCodec {

        @Override
        public String name() {
            return WireFormat.BINARY;
        }

        @Override
        public byte[] encode(Event event) {
            Utf8Strings strings = new Utf8Strings();
            byte[] message = new byte[EventCodec.length(event, strings)];
            EventCodec.encode(event, new UnsafeBuffer(message), 0, strings);
            return message;
        }

        @Override
        public Event decode(byte[] message, int offset, int length) {
            requireWithin(message, offset, length);
            try {
                return EventCodec.decode(new UnsafeBuffer(message), offset, length);
            } catch (IndexOutOfBoundsException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
    }
}
