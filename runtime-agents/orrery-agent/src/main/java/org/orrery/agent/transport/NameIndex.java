package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.agrona.DirectBuffer;

/**
 * What the names announced on one receiving stream stand for ({@link EventFrames}), kept for each publication session
 * that sent on it (a sender that restarts numbers afresh), the last few sessions only. A name announced again keeps its
 * {@code String}, so that an event's names are the same objects event after event. A names message that starts at
 * number 0 starts its session's table afresh (its sender announces all from there); a session's names take at most
 * {@link NameTable#MAX_TABLE_BYTES}, and a message past that, or claiming more names than its bytes can hold, is
 * refused before anything is allocated for it. Used by one thread.
 */
public final class NameIndex {

    /** Sessions kept: one sender is live at a time; a few more cover a sender that restarted. */
    private static final int SESSIONS = 4;

    /** The names of one session, by number. */
    public static final class Names implements NameLookup {

        private String[] byNumber = new String[16];
        private int generation;
        /** What the names kept take, in UTF-8 bytes (as announced). */
        private long bytes;
        private int[] lengths = new int[16];
        /** The names before the last fresh start, by number: an equal name announced again takes its object. */
        private String[] previous;

        @Override
        public int generation() {
            return generation;
        }

        @Override
        public String name(int number) {
            String name = number < byNumber.length ? byNumber[number] : null;
            if (name == null) {
                throw new UnannouncedNameException("name number " + number + " was not announced on this stream");
            }
            return name;
        }

        /** What the table would take with {@code length} bytes announced as {@code number}. */
        private long bytesWith(int number, int length) {
            return bytes - (number < lengths.length ? lengths[number] : 0) + length;
        }

        private void put(int number, String name, int length) {
            if (number >= byNumber.length) {
                int size = Math.min(NameTable.CAPACITY, Math.max(number + 1, byNumber.length * 2));
                byNumber = Arrays.copyOf(byNumber, size);
                lengths = Arrays.copyOf(lengths, size);
            }
            String before = byNumber[number] != null ? byNumber[number]
                    : previous != null && number < previous.length ? previous[number] : null;
            bytes = bytesWith(number, length);
            lengths[number] = length;
            if (name.equals(before)) {
                byNumber[number] = before; // the same object as before, event after event
            } else {
                if (before != null) {
                    generation++;
                }
                byNumber[number] = name;
            }
        }

        /** Its sender announces afresh: the names kept so far are forgotten (their objects kept for reuse, once). */
        private void startAfresh() {
            previous = byNumber;
            byNumber = new String[byNumber.length];
            Arrays.fill(lengths, 0);
            bytes = 0;
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
        EventFrames.need(offset, NAMES_HEADER_LENGTH, limit);
        int count = buffer.getShort(offset + COUNT_OFFSET) & 0xFFFF;
        int position = offset + NAMES_HEADER_LENGTH;
        if (count > (limit - position) / NAME_BYTES_OFFSET) {
            throw new IllegalArgumentException("a names message of " + length + " bytes claims " + count + " names");
        }
        int[] numbers = new int[count];
        int[] lengths = new int[count];
        String[] names = new String[count];
        long announced = 0;
        for (int i = 0; i < count; i++) {
            EventFrames.need(position, NAME_BYTES_OFFSET, limit);
            numbers[i] = buffer.getShort(position + NAME_NUMBER_OFFSET) & 0xFFFF;
            int bytes = buffer.getInt(position + NAME_LENGTH_OFFSET);
            if (bytes < 0 || bytes > Math.min(NameTable.MAX_NAME_BYTES, limit - position - NAME_BYTES_OFFSET)) {
                throw new IllegalArgumentException("a name of " + bytes + " bytes overruns the message");
            }
            lengths[i] = bytes;
            announced += bytes;
            position += NAME_BYTES_OFFSET + bytes;
        }
        Names into = of(session);
        boolean fresh = count > 0 && numbers[0] == 0;
        long total = fresh ? announced : into.bytes + announced;
        if (total > NameTable.MAX_TABLE_BYTES) {
            throw new IllegalArgumentException("the names announced on this stream would take " + total
                    + " bytes, more than the " + NameTable.MAX_TABLE_BYTES + " a sender announces");
        }
        position = offset + NAMES_HEADER_LENGTH;
        for (int i = 0; i < count; i++) {
            names[i] = buffer.getStringWithoutLengthUtf8(position + NAME_BYTES_OFFSET, lengths[i]);
            position += NAME_BYTES_OFFSET + lengths[i];
        }
        if (fresh) {
            into.startAfresh();
        }
        for (int i = 0; i < count; i++) {
            into.put(numbers[i], names[i], lengths[i]);
        }
    }
}
