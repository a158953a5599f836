package org.orrery.operator.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.NameBindingTable;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventClaim;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.OperatorFactory;
import org.orrery.operator.api.Parameters;

/**
 * Drives one operator in-process, with no lab, through its whole life as a domain would, and records what it emitted:
 * made by its factory with a name and parameters, opened, given events as objects and as views, polled on a clock the
 * test moves, reconfigured while it runs, and closed. As in a domain, every call comes from one thread (the one that
 * made the harness), a view and a claim are valid only as long as the SPI says, and the operator's outputs take as many
 * events as the test gives them room for ({@link #outputRoom}): what an operator emits past that is counted
 * ({@link #overflowed()}), as a best-effort connection would drop it.
 *
 * <pre>{@code
 * try (OperatorHarness filter = OperatorHarness.of(MyFilter::new).parameter("predicate", "celsius > 25").open()) {
 *     filter.send(Event.builder("reading").attributes(Attributes.builder().put("celsius", 30.0).build()).build());
 * assertEquals(1, filter.takeEmitted().size()); } }</pre>
 */
public final class OperatorHarness implements AutoCloseable {

    private enum State {
        NEW, OPEN, CLOSED
    }

    /** The most polls {@link #pollUntilIdle()} makes. */
    public static final int MAX_POLLS = 100_000;

    private final OperatorFactory factory;
    private final Thread thread = Thread.currentThread();
    private final TestClock clock = new TestClock();
    private final Map<String, String> parameters = new LinkedHashMap<>();
    private final List<Event> emitted = new ArrayList<>();
    private final Emitter emitter = new HarnessEmitter();
    private final NameBindingTable bindings = new NameBindingTable();
    private String name = "operator";
    private String symbolicName = "";
    private long memoryBudget = Long.MAX_VALUE;
    private long reserved;
    private boolean reserving;
    private long room = Long.MAX_VALUE;
    private long overflowed;
    private RecordingClaim claim;
    private State state = State.NEW;
    private Operator operator;

    private OperatorHarness(OperatorFactory factory) {
        this.factory = factory;
    }

    /** A harness for one operator that {@code factory} makes, such as {@code MyOperator::new}. */
    public static OperatorHarness of(OperatorFactory factory) {
        return new OperatorHarness(factory);
    }

    /** The operator's name in its system ({@code OperatorContext.name()}); "operator" unless set. */
    public OperatorHarness name(String operatorName) {
        expect(State.NEW, "name it");
        this.name = operatorName;
        return this;
    }

    /** The operator's symbolic name ({@code OperatorContext.symbolicName()}); empty unless set. */
    public OperatorHarness symbolicName(String operatorSymbolicName) {
        expect(State.NEW, "name it");
        this.symbolicName = operatorSymbolicName;
        return this;
    }

    /**
     * The context-sensitive names the operator binds now ({@code OperatorContext.bind}), oldest first, as a domain
     * reports them; those of an operator that closed are gone.
     */
    public List<NameBinding> bindings() {
        return bindings.bindings();
    }

    /** A parameter as the model gives it: its text ({@code String.valueOf(value)}). */
    public OperatorHarness parameter(String parameter, Object value) {
        expect(State.NEW, "give it parameters");
        parameters.put(parameter, String.valueOf(value));
        return this;
    }

    /**
     * How many bytes the operator's process lets it reserve ({@code OperatorContext.reserveMemory}); unlimited unless
     * set. As in a domain, reservations are granted while the operator is made and opened, and refused later.
     */
    public OperatorHarness memoryBudget(long bytes) {
        expect(State.NEW, "give it a memory budget");
        this.memoryBudget = bytes;
        return this;
    }

    /**
     * Makes the operator with its factory and opens it. What the factory or {@code open()} throws is thrown here (a
     * refusal, such as a bad parameter, with the operator's message), and what it reserved is given back.
     */
    public OperatorHarness open() throws Exception {
        expect(State.NEW, "open it");
        reserving = true;
        try {
            operator = factory.create(new HarnessContext());
            if (operator == null) {
                throw new IllegalStateException("the factory made no operator (it returned null)");
            }
            operator.open();
        } catch (Exception | Error e) {
            reserved = 0;
            state = State.CLOSED;
            throw e;
        } finally {
            reserving = false;
        }
        state = State.OPEN;
        return this;
    }

    /** The operator, once opened. */
    public Operator operator() {
        if (operator == null) {
            throw new IllegalStateException("the operator is made by open()");
        }
        return operator;
    }

    /** The domain clock the operator sees; it moves only when the test moves it. */
    public TestClock clock() {
        return clock;
    }

    /** Gives the operator {@code event} as a domain does ({@code onView}, with the event itself as the view). */
    public void send(Event event) throws Exception {
        expect(State.OPEN, "send it events");
        operator.onView(event, emitter);
    }

    /**
     * Gives the operator {@code event} as a view that is no {@link Event}, as a domain gives one that lies in its
     * buffer: read after {@code onView} returns, it throws {@link IllegalStateException}.
     */
    public void sendAsView(Event event) throws Exception {
        expect(State.OPEN, "send it events");
        DetachedView view = new DetachedView(event);
        try {
            operator.onView(view, emitter);
        } finally {
            view.end();
        }
    }

    /**
     * Gives the operator {@code events} as a batch, as a domain gives the events that came together over one connection
     * ({@code onBatch}), each a view valid until the batch moves on; read later, it throws. As a domain does, the
     * events the operator did not reach (it returned early or threw) are then given to {@code onView} one by one; an
     * exception is thrown on after them. Added in version 1.1 of the test kit.
     */
    public void sendBatch(List<Event> events) throws Exception {
        expect(State.OPEN, "send it events");
        DetachedBatch batch = new DetachedBatch(events);
        Exception failure = null;
        try {
            operator.onBatch(batch, emitter);
        } catch (Exception e) {
            failure = e;
        } finally {
            batch.end();
        }
        for (int i = batch.reached(); i < events.size(); i++) {
            sendAsView(events.get(i));
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Polls the operator once at the clock's time, as the domain's duty cycle does; what it says it emitted. */
    public int poll() throws Exception {
        expect(State.OPEN, "poll it");
        return operator.poll(emitter, clock.nanoTime());
    }

    /**
     * Polls the operator at the clock's time until a poll emits nothing, as a domain's duty cycle does while an
     * operator has work (a source emits at most a batch a poll); how many events the polls said they emitted. Fails
     * after {@value #MAX_POLLS} polls that all emitted: an operator that never comes to rest at one time (a source
     * without a rate) is polled with {@link #poll()}.
     */
    public long pollUntilIdle() throws Exception {
        long total = 0;
        for (int polls = 0; polls < MAX_POLLS; polls++) {
            int emittedNow = poll();
            if (emittedNow == 0) {
                return total;
            }
            total += emittedNow;
        }
        throw new IllegalStateException("the operator emitted on each of " + MAX_POLLS + " polls at one time");
    }

    /**
     * Takes new values for some parameters while the operator runs, as a live change does: true once it works with
     * them, false when it refuses to change while running; an {@link IllegalArgumentException} it throws (a value it
     * refuses) is thrown here.
     */
    public boolean reconfigure(Map<String, ?> changed) throws Exception {
        expect(State.OPEN, "reconfigure it");
        Map<String, String> text = new LinkedHashMap<>();
        changed.forEach((key, value) -> text.put(key, String.valueOf(value)));
        boolean accepted = operator.reconfigure(Parameters.of(text));
        if (accepted) {
            parameters.putAll(text);
        }
        return accepted;
    }

    /**
     * How many more events the operator's outputs take, from now ({@code Emitter.credits()} answers what is left):
     * unlimited unless set. Each event emitted takes one; one emitted when none is left is counted as
     * {@link #overflowed()} (and still recorded).
     */
    public void outputRoom(long events) {
        if (events < 0) {
            throw new IllegalArgumentException("room for " + events + " events");
        }
        room = events;
    }

    /** How many events the operator emitted past the room its outputs had. */
    public long overflowed() {
        return overflowed;
    }

    /** Every event the operator emitted since the harness was made or last emptied, in order. */
    public List<Event> emitted() {
        return List.copyOf(emitted);
    }

    /** {@link #emitted()}, and forgets them. */
    public List<Event> takeEmitted() {
        List<Event> taken = List.copyOf(emitted);
        emitted.clear();
        return taken;
    }

    /** The bytes of memory the operator holds reserved. */
    public long reservedBytes() {
        return reserved;
    }

    /**
     * Closes the operator ({@code close()}), once. What its {@code close()} throws is thrown here: an unchecked
     * exception as it is, a checked one as the cause of an {@link IllegalStateException}.
     */
    @Override
    public void close() {
        if (state == State.CLOSED) {
            return;
        }
        state = State.CLOSED;
        reserved = 0;
        bindings.forget(name);
        if (operator != null) {
            try {
                operator.close();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException("the operator's close() threw " + e, e);
            }
        }
    }

    private void expect(State expected, String what) {
        if (Thread.currentThread() != thread) {
            throw new IllegalStateException("an operator is called from one thread, as its domain's event thread: "
                    + Thread.currentThread().getName() + " is not " + thread.getName());
        }
        if (state != expected) {
            throw new IllegalStateException("cannot " + what + ": the operator is " + switch (state) {
                case NEW -> "not opened yet";
                case OPEN -> "open already";
                case CLOSED -> "closed";
            });
        }
    }

    private void record(Event event) {
        if (Thread.currentThread() != thread) {
            throw new IllegalStateException("an operator emits on its domain's event thread, in the calls it is "
                    + "given; " + Thread.currentThread().getName() + " emitted");
        }
        if (room != Long.MAX_VALUE) {
            if (room == 0) {
                overflowed++;
            } else {
                room--;
            }
        }
        emitted.add(event);
    }

    private final class HarnessEmitter implements Emitter {

        @Override
        public void emit(Event event) {
            record(event);
        }

        @Override
        public void forward(EventView view) {
            record(view.toEvent());
        }

        @Override
        public EventClaim claim(String type) {
            if (claim != null) {
                claim.supersede();
            }
            // built by the SPI's own claim, which emits through emit() when committed
            claim = new RecordingClaim(Emitter.super.claim(type));
            return claim;
        }

        @Override
        public int credits() {
            return (int) Math.min(room, Integer.MAX_VALUE);
        }
    }

    private final class HarnessContext implements OperatorContext {

        private final Parameters given = Parameters.of(parameters);

        @Override
        public String name() {
            return name;
        }

        @Override
        public String symbolicName() {
            return symbolicName;
        }

        @Override
        public Parameters parameters() {
            return given;
        }

        @Override
        public EventPredicate compilePredicate(String expression) {
            return Predicates.compile(expression);
        }

        @Override
        public long nanoTime() {
            return clock.nanoTime();
        }

        @Override
        public boolean reserveMemory(long bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("a reservation of " + bytes + " bytes");
            }
            if (!reserving || bytes > memoryBudget - reserved) {
                return false;
            }
            reserved += bytes;
            return true;
        }

        @Override
        public void bind(String boundName, String member) {
            bindings.bind(name, boundName, member);
        }

        @Override
        public void unbind(String boundName, String member) {
            bindings.unbind(name, boundName, member);
        }
    }
}
