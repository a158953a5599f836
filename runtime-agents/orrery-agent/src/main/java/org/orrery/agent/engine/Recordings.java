package org.orrery.agent.engine;

import java.util.NoSuchElementException;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.RecordingRequest;
import org.orrery.control.api.DomainApi.RecordingState;
import org.orrery.operator.api.EventPredicate;

/**
 * A domain's recordings ({@link Recording}), by number: at most {@link #MAX_KEPT} at a time, each kept until it is
 * deleted or for {@link #KEPT_AFTER_END_MINUTES} after it ended (its reader went away). A recording whose connection is
 * no longer wired is stopped, keeping what it recorded.
 */
public final class Recordings extends LinkWatches<Recording> {

    static final int MAX_KEPT = 4;
    static final long KEPT_AFTER_END_MINUTES = 10;

    Recordings(ProcessBudget budget, ReceivingEnds ends, LongSupplier clockNs, LongSupplier wallClockMillis) {
        super(budget, ends, clockNs, wallClockMillis, "no recording %d is kept in this domain");
    }

    /**
     * Starts recording the connection {@code request} names, whose receiving end is in this domain. Throws
     * {@link NoSuchElementException} when this domain has no such end, {@link IllegalArgumentException} for bounds out
     * of range or a predicate that does not parse, and {@link IllegalStateException} when the domain keeps as many
     * recordings as it may.
     */
    public RecordingState open(RecordingRequest request) {
        EventPredicate predicate = predicate(request);
        return ends.holding(request.source(), request.target(),
                receiver -> open(request, predicate, receiver, ends.domain()));
    }

    /**
     * Checks a request's bounds (throws {@link IllegalArgumentException}) and returns its predicate (null: none; throws
     * for one that does not parse).
     */
    static EventPredicate predicate(RecordingRequest request) {
        if (request.maxEvents() < 1 || request.maxBytes() < 1_024 || request.maxBytes() > DomainApi.MAX_RECORDING_BYTES
                || request.seconds() < 1 || request.seconds() > DomainApi.MAX_RECORDING_SECONDS) {
            throw new IllegalArgumentException("a recording takes maxEvents of at least 1, maxBytes of 1,024 to "
                    + DomainApi.MAX_RECORDING_BYTES + " and seconds of 1 to " + DomainApi.MAX_RECORDING_SECONDS);
        }
        return request.where().isEmpty() ? null : OperatorOpener.predicate(request.where());
    }

    /**
     * Starts the recording {@code request} asks for on {@code receiver}; refuses when as many are kept as may be, or
     * when its bound and those of the recordings kept in the whole process (every domain of a shared domain host) would
     * hold more than {@link DomainApi#MAX_RECORDING_BYTES}.
     */
    synchronized RecordingState open(RecordingRequest request, EventPredicate predicate, Receiver receiver,
            String domain) {
        if (kept.size() >= MAX_KEPT) {
            throw new IllegalStateException("the domain keeps " + MAX_KEPT
                    + " recordings, the most it keeps; delete one (its trace fetched) first");
        }
        if (!budget.take(request.maxBytes())) {
            throw new OverBudgetException("the recordings of this process (all its domains) may hold " + budget.held()
                    + " bytes; with " + request.maxBytes() + " more they would pass the " + budget.limit()
                    + " a process keeps in memory: delete one (its trace fetched) or ask for fewer " + "bytes");
        }
        Recording recording = new Recording(numbers.incrementAndGet(), domain, request, predicate, receiver, clockNs,
                wallClockMillis.getAsLong());
        kept.put(recording.id(), recording);
        receiver.watch(recording);
        return recording.state();
    }

    /** Recording {@code number} now (those whose time is up, or whose connection went, ended first). */
    public RecordingState state(long number) {
        sweep(ends::wired, clockNs.getAsLong());
        return find(number).state();
    }

    /** Part of ended recording {@code number}'s trace, from {@code offset}. */
    public DomainApi.RecordingChunk chunk(long number, long offset) {
        return find(number).chunk(offset);
    }

    /** Stops recording {@code number}, keeping what it recorded. */
    public RecordingState stop(long number) {
        Recording recording = find(number);
        end(recording, "stopped", "stopped by request");
        return recording.state();
    }

    /** Forgets recording {@code number} (stopping it first); its last state. */
    public RecordingState delete(long number) {
        Recording recording = find(number);
        end(recording, "stopped", "deleted");
        forget(recording);
        return recording.state();
    }

    /**
     * Ends the recordings whose time is up or whose connection went, and forgets those ended long ago, at {@code now}
     * (the domain's clock).
     */
    void sweep(Predicate<Receiver> wired, long now) {
        for (Recording recording : kept.values()) {
            recording.checkTime(now);
            if (!recording.ended() && !wired.test(recording.receiver())) {
                end(recording, "stopped", "its connection was removed or redeployed");
            }
            if (recording.ended()) {
                recording.receiver().unwatch(recording);
            }
            if (recording.endedBefore(now, TimeUnit.MINUTES.toNanos(KEPT_AFTER_END_MINUTES))) {
                forget(recording);
            }
        }
    }

    /** Ends and forgets every recording (the domain closes), giving their bytes back to the process. */
    void close() {
        for (Recording recording : kept.values()) {
            end(recording, "stopped", "the domain closed");
            forget(recording);
        }
    }

    private void forget(Recording recording) {
        if (kept.remove(recording.id(), recording)) {
            budget.give(recording.maxBytes());
        }
    }

    private static void end(Recording recording, String state, String reason) {
        recording.receiver().unwatch(recording);
        recording.end(state, reason);
    }
}
