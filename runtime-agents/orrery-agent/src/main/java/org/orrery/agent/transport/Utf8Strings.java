package org.orrery.agent.transport;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

import org.agrona.DirectBuffer;

/**
 * The strings one end of a stream keeps meeting (an event's type and source, attribute names, content types), kept in
 * both forms so that the hot path neither encodes nor decodes them again: the sender looks a string up by identity and
 * gets its UTF-8 bytes; the receiver compares the bytes in the message with those it has and gets the same
 * {@code String} back. A small table replaced round-robin; used by one thread.
 */
public final class Utf8Strings {

    private static final int SIZE = 32;
    /** A byte array read as longs, as the buffer reads them. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final String[] strings = new String[SIZE];
    private final byte[][] bytes = new byte[SIZE][];
    private int next;

    /** The UTF-8 bytes of {@code text}. */
    byte[] encode(String text) {
        for (int i = 0; i < SIZE; i++) {
            if (strings[i] == text) {
                return bytes[i];
            }
        }
        byte[] encoded = text.getBytes(StandardCharsets.UTF_8);
        remember(text, encoded);
        return encoded;
    }

    /** The string whose UTF-8 bytes are the {@code length} bytes at {@code index}: one already made if there is one. */
    String decode(DirectBuffer buffer, int index, int length) {
        for (int i = 0; i < SIZE; i++) {
            byte[] known = bytes[i];
            if (known != null && known.length == length && same(buffer, index, known)) {
                return strings[i];
            }
        }
        byte[] read = new byte[length];
        buffer.getBytes(index, read);
        String text = new String(read, StandardCharsets.UTF_8);
        if (length <= 256) { // long values (a body-sized string attribute) would only push the names out
            remember(text, read);
        }
        return text;
    }

    /** Whether the bytes at {@code index} are {@code known}'s: eight at a time, then the rest one by one. */
    private static boolean same(DirectBuffer buffer, int index, byte[] known) {
        int whole = known.length & ~(Long.BYTES - 1);
        int i = 0;
        for (; i < whole; i += Long.BYTES) {
            if (buffer.getLong(index + i, ByteOrder.LITTLE_ENDIAN) != (long) LONGS.get(known, i)) {
                return false;
            }
        }
        for (; i < known.length; i++) {
            if (buffer.getByte(index + i) != known[i]) {
                return false;
            }
        }
        return true;
    }

    private void remember(String text, byte[] encoded) {
        strings[next] = text;
        bytes[next] = encoded;
        next = (next + 1) % SIZE;
    }
}
