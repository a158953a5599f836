package org.orrery.agent;

import java.nio.charset.StandardCharsets;

import org.agrona.DirectBuffer;

/**
 * The strings one end of a stream keeps meeting (an event's type and source, attribute names, content types), kept in
 * both forms so that the hot path neither encodes nor decodes them again: the sender looks a string up by identity
 * and gets its UTF-8 bytes; the receiver compares the bytes in the message with those it has and gets the same
 * {@code String} back. A small table replaced round-robin; used by one thread.
 */
final class Utf8Strings {

    private static final int SIZE = 32;

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

    private static boolean same(DirectBuffer buffer, int index, byte[] known) {
        for (int i = 0; i < known.length; i++) {
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
