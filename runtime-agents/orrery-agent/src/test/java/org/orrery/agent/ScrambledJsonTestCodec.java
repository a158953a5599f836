package org.orrery.agent;

import org.orrery.agent.transport.JsonWireCodec;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

/**
 * A wire format from outside the agent, found through {@code META-INF/services} on the test class path as a codec of a
 * user's would be on the agents' own: the JSON form with every byte scrambled, so that only this codec reads it.
 */
public final class ScrambledJsonTestCodec implements WireCodec {

    public static final String NAME = "scrambled-json";
    private static final byte KEY = 0x5A;
    private final WireCodec json = new JsonWireCodec();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public byte[] encode(Event event) {
        byte[] message = json.encode(event);
        for (int i = 0; i < message.length; i++) {
            message[i] ^= KEY;
        }
        return message;
    }

    @Override
    public Event decode(byte[] message, int offset, int length) {
        byte[] plain = new byte[length];
        for (int i = 0; i < length; i++) {
            plain[i] = (byte) (message[offset + i] ^ KEY);
        }
        return json.decode(plain, 0, length);
    }
}
