package org.orrery.agent.engine;

import java.util.NoSuchElementException;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.operator.api.EventPredicate;

/**
 * A domain's open taps ({@link Tap}), by number. A tap whose connection is no longer wired (removed, or its target
 * redeployed), or that nobody read for {@link DomainApi#TAP_IDLE_SECONDS}, is closed: it stops costing the event thread
 * anything, answers one last read saying why, and is then forgotten.
 */
public final class Taps extends LinkWatches<Tap> {

    /** Taps one domain keeps open at a time. */
    static final int MAX_OPEN = 16;
    private static final long IDLE_NS = TimeUnit.SECONDS.toNanos(DomainApi.TAP_IDLE_SECONDS);

    Taps(ProcessBudget budget) {
        this(budget, null, System::nanoTime, System::currentTimeMillis);
    }

    Taps(ProcessBudget budget, ReceivingEnds ends, LongSupplier clockNs, LongSupplier wallClockMillis) {
        super(budget, ends, clockNs, wallClockMillis, "no tap %d is open in this domain");
    }

    /**
     * Opens a tap on the connection {@code request} names, whose receiving end is in this domain. Throws
     * {@link NoSuchElementException} when this domain has no such end, {@link IllegalArgumentException} for a rate out
     * of bounds or a predicate that does not parse, and {@link IllegalStateException} when the domain has as many taps
     * open as it keeps.
     */
    public TapOpened open(TapRequest request) {
        EventPredicate predicate = predicate(request);
        return ends.holding(request.source(), request.target(),
                receiver -> open(request, predicate, receiver, ends.domain()));
    }

    /** What tap {@code number} took since it was last read ({@link #read(long, Predicate)}). */
    public TapEvents read(long number) {
        return read(number, ends::wired);
    }

    /**
     * The predicate of a tap {@code request} asks for (null: none); throws {@link IllegalArgumentException} for a rate
     * out of bounds or a predicate that does not parse.
     */
    static EventPredicate predicate(TapRequest request) {
        if (request.perSecond() < 1 || request.perSecond() > DomainApi.MAX_TAP_PER_SECOND) {
            throw new IllegalArgumentException(
                    "perSecond must be 1 to " + DomainApi.MAX_TAP_PER_SECOND + ", not " + request.perSecond());
        }
        return request.where().isEmpty() ? null : OperatorOpener.predicate(request.where());
    }

    /**
     * Opens the tap {@code request} asks for on {@code receiver}, in domain {@code domain}, with the checked
     * {@code predicate}; throws {@link IllegalStateException} when as many are open as a domain keeps.
     */
    synchronized TapOpened open(TapRequest request, EventPredicate predicate, Receiver receiver, String domain) {
        Tap tap = open(receiver, predicate, request.perSecond());
        return new TapOpened(tap.id(), domain, request.source(), request.target(), request.where(),
                request.perSecond());
    }

    synchronized Tap open(Receiver receiver, EventPredicate predicate, int perSecond) {
        if (kept.size() >= MAX_OPEN) {
            throw new IllegalStateException(
                    "the domain has " + MAX_OPEN + " taps open, the most it keeps; close one first");
        }
        Tap tap = new Tap(numbers.incrementAndGet(), predicate, perSecond, receiver, budget, clockNs, wallClockMillis);
        kept.put(tap.id(), tap);
        receiver.watch(tap);
        return tap;
    }

    /**
     * What tap {@code number} took since its last read; a closed tap answers this once, saying why, and is forgotten.
     */
    TapEvents read(long number, Predicate<Receiver> wired) {
        Tap tap = find(number);
        if (!wired.test(tap.receiver())) {
            close(tap, "its connection was removed or redeployed");
        }
        TapEvents events = tap.read();
        if (tap.isClosed()) {
            forget(tap);
        }
        return events;
    }

    /** Closes tap {@code number} at its reader's request; its last events. */
    public TapEvents close(long number) {
        Tap tap = find(number);
        close(tap, "closed by its reader");
        TapEvents last = tap.read();
        forget(tap);
        return last;
    }

    /**
     * Closes the taps whose connection is no longer wired or which nobody read for a while, at {@code now} (the
     * domain's clock).
     */
    void sweep(Predicate<Receiver> wired, long now) {
        for (Tap tap : kept.values()) {
            if (tap.idleSince(now, IDLE_NS)) {
                close(tap, "nobody read it for " + DomainApi.TAP_IDLE_SECONDS + " s");
                forget(tap); // its reader went away: nobody is left to tell
            } else if (!wired.test(tap.receiver())) {
                close(tap, "its connection was removed or redeployed");
            }
        }
    }

    /** Closes and forgets every tap (the domain closes), giving what they kept back to the process. */
    void close() {
        for (Tap tap : kept.values()) {
            close(tap, "the domain closed");
            forget(tap);
        }
    }

    private void forget(Tap tap) {
        kept.remove(tap.id(), tap);
        tap.release();
    }

    int openCount() {
        return kept.size();
    }

    private static void close(Tap tap, String reason) {
        tap.receiver().unwatch(tap);
        tap.close(reason);
    }
}
