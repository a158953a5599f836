package org.orrery.agent.transport;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.agrona.DirectBuffer;

/**
 * What the names announced on one receiving stream stand for ({@link EventFrames}), kept for each publication session
 * that sent on it (a sender that restarts numbers afresh), the last few sessions only. A name announced again keeps its
 * {@code String}, so that an event's names are the same objects event after event. Used by one thread.
 */
public final class NameIndex {

    /** Sessions kept: one sender is live at a time; a few more cover a sender that restarted. */
    private static final int SESSIONS = 4;

    /** The names of one session, by number. */
    public static final class Names implements NameLookup {

        private String[] byNumber = new String[16];
        private int generation;

        @Override
        public int generation() {
            return generation;
        }

        @Override
        public String name(int number) {
            String name = number < byNumber.length ? byNumber[number] : null;
            if (name == null) {
                throw new IllegalArgumentException("name number " + number + " was not announced on this stream");
            }
            return name;
        }

        private void put(int number, String name) {
            if (number >= byNumber.length) {
                byNumber = Arrays.copyOf(byNumber,
                        Math.min(NameTable.CAPACITY, Math.max(number + 1, byNumber.length * 2)));
            }
            if (!name.equals(byNumber[number])) {
                if (byNumber[number] != null) {
                    generation++;
                }
                byNumber[number] = name;
            }
        }
    }

    private final Map<Integer, Names> sessions = new LinkedHashMap<>(8, 0.75f, true) {

        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Names> eldest) {
            return size() > SESSIONS;
        }
    };
    private int lastSession;
    private Names last;

    /** The names of {@code session} (none yet, for a session not heard from). */
    public Names of(int session) {
        if (last == null || session != lastSession) {
            last = sessions.computeIfAbsent(session, s -> new Names());
            lastSession = session;
        }
        return last;
    }

    /**
     * Takes the names message of {@code length} bytes at {@code offset} from {@code session}; throws
     * {@link IllegalArgumentException} when it is malformed (then none of its names is taken).
     */
    public void read(DirectBuffer buffer, int offset, int length, int session) {
        int limit = offset + length;
        EventFrames.need(offset, EventFrames.NAMES_HEADER, limit);
        int count = buffer.getShort(offset + 2) & 0xFFFF;
        int[] numbers = new int[count];
        String[] names = new String[count];
        int position = offset + EventFrames.NAMES_HEADER;
        for (int i = 0; i < count; i++) {
            EventFrames.need(position, 6, limit);
            numbers[i] = buffer.getShort(position) & 0xFFFF;
            int bytes = buffer.getInt(position + 2);
            if (bytes < 0 || bytes > Math.min(NameTable.MAX_NAME_BYTES, limit - position - 6)) {
                throw new IllegalArgumentException("a name of " + bytes + " bytes overruns the message");
            }
            names[i] = buffer.getStringWithoutLengthUtf8(position + 6, bytes);
            position += 6 + bytes;
        }
        Names into = of(session);
        for (int i = 0; i < count; i++) {
            into.put(numbers[i], names[i]);
        }
    }
}
