package org.orrery.agent.engine;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.orrery.agent.transport.FrameView;
import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.NameBindingTable;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.OperatorFactory;
import org.orrery.operator.api.Parameters;
import org.orrery.predicate.PredicateLanguage;
import org.orrery.predicate.XPathPredicate;

/**
 * Creates and opens operators of a domain through their factories (never on the duty thread: a factory may load classes
 * or do I/O), and compiles predicates of the shared language for events of the operator SPI.
 */
public final class OperatorOpener {

    private final DomainContext context;
    private final DomainFramework framework;
    /** Where the domain's event thread marks the operator it is in. */
    private final OperatorTime time;
    private final Traces traces;
    /** The optimizations an operator or a predicate made now runs with. */
    private final Supplier<Comparisons> comparisons;
    /** The context-sensitive names the domain's operators bind. */
    private final NameBindingTable bindings = new NameBindingTable();

    OperatorOpener(DomainContext context, DomainFramework framework, OperatorTime time, Traces traces,
            Supplier<Comparisons> comparisons) {
        this.context = context;
        this.comparisons = comparisons;
        this.framework = framework;
        this.time = time;
        this.traces = traces;
    }

    /**
     * The names the operators among {@code running} bind now; those of operators no longer running are forgotten. An
     * operator opened anew (restarted by a deployment) begins without bindings.
     */
    List<NameBinding> bindings(Set<String> running) {
        bindings.keepOnly(running);
        return bindings.bindings();
    }

    /**
     * A predicate of the shared language (refused with the reason when it does not parse) over events' attributes, or
     * one in XPath over their XML bodies.
     */
    public static EventPredicate predicate(String expression) {
        return predicate(expression, true);
    }

    /** {@link #predicate(String)}, interpreted by JEXL unless {@code compiled}. */
    private static EventPredicate predicate(String expression, boolean compiled) {
        if (XPathPredicate.isXPath(expression)) {
            XPathPredicate xpath = XPathPredicate.compile(expression);
            return event -> xpath.accepts(event.body());
        }
        PredicateLanguage.Compiled language = compiled ? PredicateLanguage.compile(expression)
                : PredicateLanguage.interpret(expression);
        return new EventPredicate() {

            /** The view being tested, read through one object made here rather than a function made per event. */
            private EventView testing;
            private final PredicateLanguage.Variables attributes = new PredicateLanguage.Variables() {

                @Override
                public Object get(String name) {
                    return testing.attribute(name);
                }

                /** A whole number is read from a frame without being boxed. */
                @Override
                public boolean isWholeNumber(String name) {
                    return testing instanceof FrameView frame ? frame.isLongAttribute(name)
                            : PredicateLanguage.Variables.super.isWholeNumber(name);
                }

                @Override
                public long wholeNumber(String name) {
                    return testing instanceof FrameView frame ? frame.longAttribute(name)
                            : PredicateLanguage.Variables.super.wholeNumber(name);
                }
            };

            @Override
            public boolean test(Event event) {
                return language.accepts(event.attributes()::get);
            }

            /**
             * Reads only the attributes the expression names, where the event lies (on the domain's thread, which
             * evaluates one predicate at a time).
             */
            @Override
            public boolean test(EventView view) {
                testing = view;
                try {
                    return language.accepts(attributes);
                } finally {
                    testing = null;
                }
            }
        };
    }

    /** The predicate of a connection, or null when it has none; one that does not parse is refused naming it. */
    EventPredicate compile(RouteSpec spec) throws DeploymentException {
        if (spec.predicate().isEmpty()) {
            return null;
        }
        try {
            return predicate(spec.predicate(), comparisons.get().compiledPredicates());
        } catch (IllegalArgumentException e) {
            throw new DeploymentException("connection " + spec.label() + ": " + e.getMessage(), e);
        }
    }

    /** A new operator instance of {@code spec} from the factory of a started bundle. */
    OperatorInstance create(OperatorSpec spec) throws DeploymentException {
        DomainFramework.Provider provider = framework.provider(spec.type());
        return new OperatorInstance(spec, open(spec, provider.factory()), provider,
                context.tuning().quarantineAfterErrors(), comparisons.get().connectionIndex(), time, traces,
                context.clockNs(), context.wallClockMillis());
    }

    /** Creates and opens an operator of {@code spec} through {@code factory}. */
    Operator open(OperatorSpec spec, OperatorFactory factory) throws DeploymentException {
        Parameters parameters = Parameters.of(spec.parameters());
        MemoryReservation memory = new MemoryReservation(ProcessBudget.OPERATORS);
        bindings.forget(spec.name());
        OperatorContext operatorContext = new OperatorContext() {

            @Override
            public String name() {
                return spec.name();
            }

            @Override
            public String symbolicName() {
                return spec.symbolicName();
            }

            @Override
            public Parameters parameters() {
                return parameters;
            }

            @Override
            public EventPredicate compilePredicate(String expression) {
                return predicate(expression);
            }

            @Override
            public long nanoTime() {
                return context.clockNs().getAsLong();
            }

            @Override
            public boolean reserveMemory(long bytes) {
                return memory.reserve(bytes);
            }

            @Override
            public void bind(String name, String member) {
                bindings.bind(spec.name(), name, member);
            }

            @Override
            public void unbind(String name, String member) {
                bindings.unbind(spec.name(), name, member);
            }
        };
        try {
            Operator operator = factory.create(operatorContext);
            operator.open();
            return memory.heldBy(operator);
        } catch (Exception | LinkageError | StackOverflowError e) {
            memory.release();
            throw new DeploymentException("operator '" + spec.name() + "' (" + spec.type() + ") cannot be created: "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
        } catch (OutOfMemoryError e) {
            memory.release();
            // what the operator allocated is garbage once refused: the domain goes on with what it had
            throw new DeploymentException("operator '" + spec.name() + "' (" + spec.type()
                    + ") ran out of memory while being " + "created (the domain's heap is "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB): " + e.getMessage(), e);
        }
    }

    /** Closes an operator that was opened but never used; nothing depends on its closing. */
    static void closeQuietly(Operator operator) {
        try {
            operator.close();
        } catch (Exception | LinkageError e) {
            // never used: nothing to report
        }
    }
}
