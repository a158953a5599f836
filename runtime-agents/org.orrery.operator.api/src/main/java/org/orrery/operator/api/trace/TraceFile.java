package org.orrery.operator.api.trace;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;

/**
 * The trace file format (version 1, files named {@code *.orrtrace}): the events one connection delivered, each with
 * when it arrived, in the order they arrived. Big-endian throughout; a text is an unsigned 16-bit byte count and that
 * many bytes of UTF-8.
 *
 * <pre> magic 8 bytes "ORRTRACE" version u16 1 flags u16 0 header u16 entries, each a text name and a text value
 * (connection, domain, recordedAt, ...) records each: u32 length of what follows (at least 1; 0 ends the records) i64
 * offsetNs: when it arrived, from the first event's arrival text type, text source, i64 sequence, i64 timestampNs (the
 * source's clock) u16 attributes, each a text name, a kind byte (0 long, 1 double, 2 boolean, 3 text) and its value
 * (i64, f64, one byte 0 or 1, text) text content type, u32 body length, the body end u32 0, then i64 the number of
 * records </pre>
 *
 * A reader refuses a file of another magic or version, a record whose length disagrees with what it holds, and a file
 * that ends before its end mark or whose count differs: a trace is whole or refused.
 */
public final class TraceFile {

    /** What a trace file's name ends with. */
    public static final String EXTENSION = ".orrtrace";
    public static final int VERSION = 1;
    private static final byte[] MAGIC = "ORRTRACE".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_TEXT_BYTES = 0xFFFF;
    /** The largest record a reader takes: a body of 16 MiB and room for the rest. */
    public static final int MAX_RECORD_BYTES = (16 << 20) + (1 << 20);
    /** What a record's objects take besides its bytes, about: the event, its builder's result, its attributes. */
    private static final int RECORD_OBJECT_BYTES = 320;
    /** What an attribute's objects take besides its bytes, about: its name, its value, its entry. */
    private static final int ATTRIBUTE_OBJECT_BYTES = 96;

    private TraceFile() {
    }

    /** One recorded event and when it arrived, from the first event's arrival. */
    public record Recorded(long offsetNs, Event event) {
    }

    /** The start of a trace: magic, version and {@code header}. */
    public static byte[] start(Map<String, String> header) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.write(MAGIC);
            out.writeShort(VERSION);
            out.writeShort(0);
            out.writeShort(header.size());
            for (Map.Entry<String, String> entry : header.entrySet()) {
                text(out, entry.getKey());
                text(out, entry.getValue());
            }
        } catch (IOException e) {
            throw new IllegalStateException("a byte array refused a write", e);
        }
        return bytes.toByteArray();
    }

    /**
     * One record: {@code event}, arrived {@code offsetNs} after the first. Throws {@link IllegalArgumentException} for
     * a text longer than the format takes or an attribute of a kind it has no byte for.
     */
    public static byte[] record(long offsetNs, EventView event) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + event.bodyLength());
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(0); // its length, filled in below
            out.writeLong(offsetNs);
            text(out, event.type());
            text(out, event.source());
            out.writeLong(event.sequence());
            out.writeLong(event.timestampNs());
            Attributes attributes = event.attributes();
            out.writeShort(attributes.size());
            for (int i = 0; i < attributes.size(); i++) {
                text(out, attributes.name(i));
                Object value = attributes.value(i);
                if (value instanceof Long || value instanceof Integer) {
                    out.writeByte(0);
                    out.writeLong(((Number) value).longValue());
                } else if (value instanceof Double number) {
                    out.writeByte(1);
                    out.writeDouble(number);
                } else if (value instanceof Boolean flag) {
                    out.writeByte(2);
                    out.writeByte(flag ? 1 : 0);
                } else if (value instanceof String text) {
                    out.writeByte(3);
                    text(out, text);
                } else {
                    throw new IllegalArgumentException("attribute " + attributes.name(i) + " is a "
                            + value.getClass().getSimpleName() + ", which a trace does not record");
                }
            }
            text(out, event.contentType());
            byte[] body = new byte[event.bodyLength()];
            event.copyBody(0, body, 0, body.length);
            out.writeInt(body.length);
            out.write(body);
        } catch (IOException e) {
            throw new IllegalStateException("a byte array refused a write", e);
        }
        byte[] record = bytes.toByteArray();
        int length = record.length - 4;
        record[0] = (byte) (length >>> 24);
        record[1] = (byte) (length >>> 16);
        record[2] = (byte) (length >>> 8);
        record[3] = (byte) length;
        return record;
    }

    /** The end of a trace of {@code records} records. */
    public static byte[] end(long records) {
        byte[] end = new byte[12];
        for (int i = 0; i < 8; i++) {
            end[4 + i] = (byte) (records >>> (56 - 8 * i));
        }
        return end;
    }

    private static void text(DataOutputStream out, String text) throws IOException {
        byte[] bytes = (text == null ? "" : text).getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_TEXT_BYTES) {
            throw new IllegalArgumentException(
                    "a text of " + bytes.length + " bytes is longer than the " + MAX_TEXT_BYTES + " a trace takes");
        }
        out.writeShort(bytes.length);
        out.write(bytes);
    }

    /** A trace read whole: its header and its records in order. */
    public record Trace(Map<String, String> header, List<Recorded> records) {

        public Trace {
            header = Collections.unmodifiableMap(new LinkedHashMap<>(header));
            records = List.copyOf(records);
        }
    }

    /**
     * Reads a whole trace from {@code in}; throws {@link IOException} saying what is wrong with one that is not a trace
     * of this version, is cut short or disagrees with itself.
     */
    public static Trace read(InputStream in) throws IOException {
        return read(in, Long.MAX_VALUE);
    }

    /**
     * Reads a whole trace as {@link #read(InputStream)} does, refusing one whose records would take more than about
     * {@code maxHeapBytes} of memory once read (each record counted as it is read: a few hundred bytes, about a hundred
     * an attribute, and twice its length): a trace of small events can take many times its size as objects.
     *
     * @since 1.1
     */
    public static Trace read(InputStream in, long maxHeapBytes) throws IOException {
        DataInputStream data = new DataInputStream(in);
        try {
            byte[] magic = new byte[MAGIC.length];
            data.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new IOException("not an Orrery trace (it does not start with ORRTRACE)");
            }
            int version = data.readUnsignedShort();
            if (version != VERSION) {
                throw new IOException("a trace of version " + version + "; this reader takes version " + VERSION);
            }
            data.readUnsignedShort(); // flags
            Map<String, String> header = new LinkedHashMap<>();
            int entries = data.readUnsignedShort();
            for (int i = 0; i < entries; i++) {
                header.put(text(data), text(data));
            }
            List<Recorded> records = new ArrayList<>();
            long heapBytes = 0;
            while (true) {
                int length = data.readInt();
                if (length == 0) {
                    break;
                }
                if (length < 0 || length > MAX_RECORD_BYTES) {
                    throw new IOException(
                            "record " + (records.size() + 1) + " claims " + Integer.toUnsignedString(length)
                                    + " bytes, more than the " + MAX_RECORD_BYTES + " a record takes");
                }
                byte[] record = new byte[length];
                data.readFully(record);
                Recorded read = record(record, records.size() + 1);
                heapBytes += RECORD_OBJECT_BYTES + 2L * length
                        + (long) ATTRIBUTE_OBJECT_BYTES * read.event().attributes().size();
                if (heapBytes > maxHeapBytes) {
                    throw new IOException("the trace would take more than " + (maxHeapBytes >> 20)
                            + " MiB of memory once read (past it at record " + (records.size() + 1) + ")");
                }
                records.add(read);
            }
            long count = data.readLong();
            if (count != records.size()) {
                throw new IOException(
                        "the trace ends saying it holds " + count + " records; it holds " + records.size());
            }
            if (data.read() != -1) {
                throw new IOException("bytes follow the trace's end");
            }
            return new Trace(header, records);
        } catch (EOFException e) {
            throw new IOException("the trace is cut short: it ends before its end mark", e);
        }
    }

    private static Recorded record(byte[] bytes, int number) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        try {
            long offsetNs = in.readLong();
            Event.Builder event = Event.builder(text(in));
            event.source(text(in)).sequence(in.readLong()).timestampNs(in.readLong());
            int count = in.readUnsignedShort();
            Attributes.Builder attributes = Attributes.builder();
            for (int i = 0; i < count; i++) {
                String name = text(in);
                int kind = in.readUnsignedByte();
                switch (kind) {
                    case 0 -> attributes.put(name, in.readLong());
                    case 1 -> attributes.put(name, in.readDouble());
                    case 2 -> attributes.put(name, in.readUnsignedByte() != 0);
                    case 3 -> attributes.put(name, text(in));
                    default -> throw new IOException("record " + number + ": attribute " + name + " of kind " + kind
                            + ", which version " + VERSION + " does not have");
                }
            }
            String contentType = text(in);
            int bodyLength = in.readInt();
            if (bodyLength < 0 || bodyLength > in.available()) {
                throw new IOException("record " + number + ": a body of " + Integer.toUnsignedString(bodyLength)
                        + " bytes in a record with " + in.available() + " left");
            }
            byte[] body = in.readNBytes(bodyLength);
            if (in.available() != 0) {
                throw new IOException("record " + number + ": " + in.available() + " bytes after its body");
            }
            return new Recorded(offsetNs, event.attributes(attributes.build()).body(body, contentType).build());
        } catch (EOFException e) {
            throw new IOException("record " + number + " ends before what it holds", e);
        }
    }

    private static String text(DataInputStream in) throws IOException {
        byte[] bytes = new byte[in.readUnsignedShort()];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Writes a whole trace of {@code records} with {@code header} to {@code out}. */
    public static void write(OutputStream out, Map<String, String> header, List<Recorded> records) throws IOException {
        out.write(start(header));
        for (Recorded recorded : records) {
            out.write(record(recorded.offsetNs(), recorded.event()));
        }
        out.write(end(records.size()));
    }
}
