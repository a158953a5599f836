package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.agrona.MutableDirectBuffer;
import org.agrona.collections.Object2IntHashMap;

/**
 * The sending end's numbers for the names its events carry ({@link EventFrames}): each new name gets the next number
 * and waits to be announced, in a names message that goes before the first event using it. {@link #announceAgain()} has
 * every name announced once more (after a reconnect, and every tenth of a second, so that a receiver that joined late
 * learns them). Numbers go up to 65,535 and the names' bytes to {@link #MAX_TABLE_BYTES}: before an event, a table past
 * half of either starts again and announces afresh, and a name that would take the table past its bytes is refused (its
 * event is not sent), so that a receiver keeps at most as much ({@link NameIndex}). Used by one thread.
 */
public final class NameTable implements NameLookup {

    /** Numbers one stream can give. */
    static final int CAPACITY = 1 << 16;
    /** The longest name announced, in UTF-8 bytes: longer ones are refused, not sent. */
    public static final int MAX_NAME_BYTES = 16 * 1024;
    /** The most bytes the names of one table take together, and so a receiver's names of one sender. */
    public static final int MAX_TABLE_BYTES = 1 << 20;

    private final Object2IntHashMap<String> numbers = new Object2IntHashMap<>(-1);
    private final List<byte[]> names = new ArrayList<>();
    private final List<String> strings = new ArrayList<>();
    /** What the names take, in UTF-8 bytes. */
    private int nameBytes;
    /** How often it started afresh. */
    private int generation;
    /** Names from this number on wait to be announced. */
    private int unannounced;
    /**
     * The names met last and their numbers, compared by identity: an event's names are mostly the very objects of the
     * previous event's (its operator's constants), and this finds them without hashing.
     */
    private final String[] recent = new String[RECENT];
    private final int[] recentNumbers = new int[RECENT];
    private int nextRecent;
    private static final int RECENT = 8;
    /** The end of the names the last {@link #announcementLength} took. */
    private int chunkEnd;

    /** The number of {@code name}, given now if it had none. */
    int number(String name) {
        for (int i = 0; i < RECENT; i++) {
            if (recent[i] == name) {
                return recentNumbers[i];
            }
        }
        int number = numbers.getValue(name);
        if (number < 0) {
            byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
            if (bytes.length > MAX_NAME_BYTES) {
                throw new IllegalArgumentException("a name of " + bytes.length + " bytes is longer than the "
                        + MAX_NAME_BYTES + " a stream takes");
            }
            if (nameBytes + bytes.length > MAX_TABLE_BYTES) {
                throw new IllegalArgumentException("the names of one event take more than the " + MAX_TABLE_BYTES / 2
                        + " bytes a stream announces at a time");
            }
            nameBytes += bytes.length;
            number = names.size();
            names.add(bytes);
            strings.add(name);
            numbers.put(name, number);
        }
        recent[nextRecent] = name;
        recentNumbers[nextRecent] = number;
        nextRecent = (nextRecent + 1) % RECENT;
        return number;
    }

    @Override
    public int generation() {
        return generation;
    }

    /**
     * Whether {@code count} more names might not fit, or the names take half their bytes already (then
     * {@link #makeRoom} starts afresh).
     */
    public boolean isFull(int count) {
        return names.size() + count > CAPACITY || nameBytes > MAX_TABLE_BYTES / 2;
    }

    /** What the names take, in UTF-8 bytes: what announcing them all again costs, about. */
    public int bytes() {
        return nameBytes;
    }

    /** Starts afresh when {@code count} more names might not fit. */
    void makeRoom(int count) {
        if (isFull(count)) {
            generation++;
            numbers.clear();
            names.clear();
            strings.clear();
            nameBytes = 0;
            Arrays.fill(recent, null);
            unannounced = 0;
        }
    }

    @Override
    public String name(int number) {
        if (number < 0 || number >= strings.size()) {
            throw new IllegalArgumentException("name number " + number + " was not given");
        }
        return strings.get(number);
    }

    /** Whether names wait to be announced. */
    public boolean hasUnannounced() {
        return unannounced < names.size();
    }

    /**
     * Has every name announced again, from number 0: a names message that starts at number 0 tells the receiver that
     * the table starts there, so it forgets what it kept of the sender before ({@link NameIndex}).
     */
    public void announceAgain() {
        unannounced = 0;
    }

    /**
     * The length of the next names message, as many of the waiting names as fit in {@code maxLength} bytes (at least
     * one).
     */
    public int announcementLength(int maxLength) {
        int length = NAMES_HEADER_LENGTH;
        int end = unannounced;
        while (end < names.size()
                && (end == unannounced || length + NAME_BYTES_OFFSET + names.get(end).length <= maxLength)) {
            length += NAME_BYTES_OFFSET + names.get(end).length;
            end++;
        }
        chunkEnd = end;
        return length;
    }

    /** Writes the names message {@link #announcementLength} measured at {@code offset}. */
    public void writeAnnouncement(MutableDirectBuffer buffer, int offset) {
        buffer.putByte(offset + VERSION_OFFSET, EventFrames.VERSION);
        buffer.putByte(offset + KIND_OFFSET, EventFrames.NAMES);
        buffer.putShort(offset + COUNT_OFFSET, (short) (chunkEnd - unannounced));
        int position = offset + NAMES_HEADER_LENGTH;
        for (int number = unannounced; number < chunkEnd; number++) {
            byte[] name = names.get(number);
            buffer.putShort(position + NAME_NUMBER_OFFSET, (short) number);
            buffer.putInt(position + NAME_LENGTH_OFFSET, name.length);
            buffer.putBytes(position + NAME_BYTES_OFFSET, name);
            position += NAME_BYTES_OFFSET + name.length;
        }
    }

    /** The names message written last was sent. */
    public void announced() {
        unannounced = chunkEnd;
    }
}
