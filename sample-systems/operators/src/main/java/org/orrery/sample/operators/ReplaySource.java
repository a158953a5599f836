package org.orrery.sample.operators;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;
import org.orrery.operator.api.Scheduled;
import org.orrery.operator.api.trace.TraceFile;
import org.orrery.operator.api.trace.TraceFile.Recorded;

/**
 * Plays a recorded trace ({@link TraceFile}) back: its events in their recorded order, each when its offset from the
 * first arrival has passed since the operator's first poll ({@code speed} 1), scaled ({@code speed} 2 twice as fast),
 * or as fast as its connections take them ({@code speed} 0), {@code loops} times (0: until stopped). Each event keeps
 * its type, source, attributes and body; it is stamped with the time it was due to be played (open loop: a replay held
 * back by its connections plays late events stamped with when they were due, so latencies count from the replay's
 * schedule; at {@code speed} 0 each is stamped when it is played, closed loop), and from the second loop on its
 * sequence moves past the trace's largest so each source's order holds. The trace is read whole when the operator
 * starts: only a regular {@code .orrtrace} file (not through a link), at most 32 MiB, read at most one byte past that,
 * whose SHA-256 is the {@code sha256} the deployment names, its events within a memory budget; a missing, malformed or
 * different file fails the operator with the reason (never its content nor its hash), never its domain.
 */
final class ReplaySource implements Operator, Scheduled {

    /**
     * The largest trace it reads (whole, into events, in a Planet's heap of 256 MB): the largest a domain records, and
     * as much written another way.
     */
    static final long MAX_TRACE_BYTES = 32L << 20;
    /**
     * The most its events may take once read, beside the trace's bytes: within a Planet's heap with room to spare, and
     * reserved from the process's budget for operators before it is read.
     */
    static final long MAX_TRACE_HEAP_BYTES = 96L << 20;
    private static final int MAX_BATCH = 256;

    private final List<Recorded> records;
    private final double speed;
    private final long loops;
    /** Added to a sequence each loop: one more than the trace's largest. */
    private final long sequenceSpan;
    private long startNs = -1;
    private int next;
    private long loop;

    ReplaySource(OperatorContext context) {
        Parameters parameters = context.parameters();
        String file = parameters.string("file", "").strip();
        if (file.isEmpty()) {
            throw new IllegalArgumentException("no trace to replay: set file (a run description's <recording> does)");
        }
        Path path = Path.of(file);
        if (!path.isAbsolute() || !path.getFileName().toString().endsWith(TraceFile.EXTENSION)) {
            throw new IllegalArgumentException("file must be the absolute path of a " + TraceFile.EXTENSION
                    + " trace on the domain's host, not '" + file + "'");
        }
        String expected = parameters.string("sha256", "").strip();
        if (expected.isEmpty()) {
            throw new IllegalArgumentException("sha256 must name the trace's SHA-256 (a run description's <recording> "
                    + "does): a replay plays only the trace its deployment names");
        }
        this.speed = parameters.doubleValue("speed", 1.0);
        this.loops = parameters.longValue("loops", 1);
        if (!(speed >= 0) || Double.isInfinite(speed) || loops < 0) {
            throw new IllegalArgumentException("speed must be 0 or more and loops 0 or more");
        }
        byte[] bytes = readBounded(path);
        // a refusal says nothing of the file's content: not its hash, not what it holds
        if (!sha256(bytes).equalsIgnoreCase(expected)) {
            throw new IllegalArgumentException("the trace " + path + " does not have the SHA-256 named");
        }
        // its events are kept for as long as it runs: reserved from what the process's operators may keep (shared by
        // every domain of a shared domain host), four times the trace's bytes at most
        long heapBytes = Math.min(MAX_TRACE_HEAP_BYTES, 4L * bytes.length + (1L << 20));
        if (!context.reserveMemory(heapBytes)) {
            throw new IllegalArgumentException("the trace " + path + " needs about " + (heapBytes >> 20)
                    + " MiB once read, more than the operators of this process (its domains together) have left");
        }
        try {
            this.records = TraceFile.read(new ByteArrayInputStream(bytes), heapBytes).records();
        } catch (IOException e) {
            throw new IllegalArgumentException("the trace " + path + " cannot be replayed: " + e.getMessage(), e);
        }
        this.sequenceSpan = records.stream().mapToLong(r -> r.event().sequence()).max().orElse(0) + 1;
    }

    /**
     * The file's bytes, at most {@link #MAX_TRACE_BYTES}: a regular file reached without following a link, read up to
     * one byte past the bound (a file that grows while it is read is refused, never read whole).
     */
    private static byte[] readBounded(Path path) {
        if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException("the trace " + path + " is not a regular file (nor a link to one)");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(path, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes((int) MAX_TRACE_BYTES + 1);
        } catch (IOException e) {
            throw new IllegalArgumentException("the trace " + path + " cannot be read", e);
        }
        if (bytes.length > MAX_TRACE_BYTES) {
            throw new IllegalArgumentException("the trace " + path + " is larger than " + (MAX_TRACE_BYTES >> 20)
                    + " MiB, the most a replay reads");
        }
        return bytes;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        // a source has no incoming connections
    }

    @Override
    public int poll(Emitter emitter, long nowNs) {
        if (isExhausted() || records.isEmpty()) {
            return 0;
        }
        if (startNs < 0) {
            startNs = nowNs;
        }
        int emitted = 0;
        while (emitted < MAX_BATCH && !isExhausted()) {
            Recorded recorded = records.get(next);
            if (speed > 0 && recorded.offsetNs() / speed > nowNs - startNs) {
                break;
            }
            Event event = recorded.event();
            long sequence = event.sequence() + loop * sequenceSpan;
            emitter.emit(event.toBuilder().timestampNs(speed > 0 ? due(recorded) : nowNs).sequence(sequence).build());
            emitted++;
            if (++next == records.size()) {
                next = 0;
                loop++;
                // the next loop keeps the recorded pace from where this one was due to end
                startNs = speed > 0 ? due(recorded) : nowNs;
            }
        }
        return emitted;
    }

    /** When {@code recorded} is due to be played in this loop. */
    private long due(Recorded recorded) {
        return startNs + (long) (recorded.offsetNs() / speed);
    }

    @Override
    public Loop loop() {
        return speed > 0 ? Loop.OPEN : Loop.CLOSED;
    }

    @Override
    public long behindNs(long nowNs) {
        return speed == 0 || startNs < 0 || isExhausted() || records.isEmpty() ? 0
                : Math.max(0, nowNs - due(records.get(next)));
    }

    /** The events of this loop that were due by {@code nowNs} and are not played yet. */
    @Override
    public long owed(long nowNs) {
        if (behindNs(nowNs) == 0) {
            return 0;
        }
        int low = next;
        int high = records.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (due(records.get(middle)) <= nowNs) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low - next;
    }

    @Override
    public boolean isExhausted() {
        return records.isEmpty() || loops > 0 && loop >= loops;
    }
}
