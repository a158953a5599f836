package org.orrery.agent.engine;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.RecordingChunk;
import org.orrery.control.api.DomainApi.RecordingRequest;
import org.orrery.control.api.DomainApi.RecordingState;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.trace.TraceFile;

/**
 * A connection's traffic recorded as it is delivered: every event its predicate accepts, with when it arrived, appended
 * to a trace ({@link TraceFile}) held in memory until the first of its bounds (events, bytes, seconds) ends it, it is
 * stopped, or its connection goes. An ended recording's trace is whole (its end mark written) and its SHA-256 known; it
 * is fetched in chunks. The event thread pays for each event a copy into the trace under this object's lock, which only
 * a reader of an ended recording otherwise takes.
 */
final class Recording implements Watcher {

    private final long id;
    private final String domain;
    private final RecordingRequest request;
    private final EventPredicate predicate;
    private final Receiver receiver;
    private final long startedAtMillis;
    /** The domain's clock, which its time is measured by. */
    private final LongSupplier clockNs;
    private final long startedNs;
    // under this object's lock
    private byte[] trace;
    private int length;
    private long events;
    private long firstNs = -1;
    private String state = "recording";
    private String reason = "";
    private String sha256 = "";
    private long endedAtNs;

    Recording(long id, String domain, RecordingRequest request, EventPredicate predicate, Receiver receiver,
            LongSupplier clockNs, long startedAtMillis) {
        this.clockNs = clockNs;
        this.startedAtMillis = startedAtMillis;
        this.startedNs = clockNs.getAsLong();
        this.id = id;
        this.domain = domain;
        this.request = request;
        this.predicate = predicate;
        this.receiver = receiver;
        Map<String, String> header = new LinkedHashMap<>();
        header.put("connection", request.source() + "->" + request.target());
        header.put("domain", domain);
        header.put("recordedAt", Instant.ofEpochMilli(startedAtMillis).toString());
        if (!request.where().isEmpty()) {
            header.put("where", request.where());
        }
        byte[] start = TraceFile.start(header);
        trace = Arrays.copyOf(start, Math.max(start.length, 64 << 10));
        length = start.length;
    }

    long id() {
        return id;
    }

    Receiver receiver() {
        return receiver;
    }

    /** The most its trace may take. */
    long maxBytes() {
        return request.maxBytes();
    }

    @Override
    public void offer(EventView event, long nowNs) {
        if (!Watcher.accepts(predicate, event)) {
            return;
        }
        synchronized (this) {
            if (!state.equals("recording")) {
                return;
            }
            if (firstNs < 0) {
                firstNs = nowNs;
            }
            byte[] record;
            try {
                record = TraceFile.record(nowNs - firstNs, event);
            } catch (IllegalArgumentException e) {
                end("failed", "event " + (events + 1) + " cannot be recorded: " + e.getMessage());
                return;
            }
            if (length + (long) record.length + TraceFile.end(0).length > request.maxBytes()) {
                end("complete", "the next event would take the trace past its " + request.maxBytes() + " bytes");
                return;
            }
            if (length + record.length > trace.length) {
                trace = Arrays.copyOf(trace,
                        (int) Math.min(request.maxBytes(), Math.max(length + record.length, 2L * trace.length)));
            }
            System.arraycopy(record, 0, trace, length, record.length);
            length += record.length;
            events++;
            if (events >= request.maxEvents()) {
                end("complete", "it recorded its " + request.maxEvents() + " events");
            }
        }
    }

    /** Ends it when its time is up, at {@code nowNs} (the domain's clock). */
    synchronized void checkTime(long nowNs) {
        if (state.equals("recording") && nowNs - startedNs >= request.seconds() * 1_000_000_000L) {
            end("complete", "its " + request.seconds() + " s passed");
        }
    }

    /** Ends it (if it still records) as {@code newState}, saying why: the trace is closed and hashed. */
    synchronized void end(String newState, String why) {
        if (!state.equals("recording")) {
            return;
        }
        byte[] end = TraceFile.end(events);
        trace = Arrays.copyOf(trace, length + end.length);
        System.arraycopy(end, 0, trace, length, end.length);
        length = trace.length;
        try {
            sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(trace));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
        state = newState;
        reason = why;
        endedAtNs = clockNs.getAsLong();
    }

    synchronized boolean ended() {
        return !state.equals("recording");
    }

    /** Whether it ended at least {@code ns} before {@code nowNs}. */
    synchronized boolean endedBefore(long nowNs, long ns) {
        return ended() && nowNs - endedAtNs >= ns;
    }

    synchronized RecordingState state() {
        return new RecordingState(id, domain, request.source(), request.target(), request.where(), state, reason,
                events, length, startedAtMillis, sha256);
    }

    /** Up to {@link DomainApi#RECORDING_CHUNK_BYTES} of the ended trace from {@code offset}. */
    synchronized RecordingChunk chunk(long offset) {
        if (!ended()) {
            throw new IllegalStateException("recording " + id + " is still recording; stop it or wait for it to end");
        }
        if (offset < 0 || offset > length) {
            throw new IllegalArgumentException(
                    "the trace of recording " + id + " has " + length + " bytes, no offset " + offset);
        }
        int size = (int) Math.min(DomainApi.RECORDING_CHUNK_BYTES, length - offset);
        return new RecordingChunk(id, offset, length,
                Base64.getEncoder().encodeToString(Arrays.copyOfRange(trace, (int) offset, (int) offset + size)));
    }
}
