package org.orrery.control.api.predicate;

import java.util.Optional;

import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlExpression;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.introspection.JexlPermissions;

/**
 * The language of connection and filter predicates, one definition for the model's validation and the agents'
 * evaluation, so that what validates also runs: JEXL 3 expressions over event attributes in a sandbox without side
 * effects, loops, lambdas, method calls, object creation, pragmas, annotations or scripts, and with JEXL's restricted
 * permissions. An attribute an event lacks reads as null; a result that is not {@code true} rejects the event.
 */
public final class PredicateLanguage {

    private static final JexlFeatures FEATURES = new JexlFeatures()
            .sideEffect(false)
            .sideEffectGlobal(false)
            .loops(false)
            .lambda(false)
            .methodCall(false)
            .newInstance(false)
            .structuredLiteral(false)
            .pragma(false)
            .annotation(false)
            .script(false)
            .register(false);

    private static final JexlEngine ENGINE = new JexlBuilder()
            .features(FEATURES)
            .permissions(JexlPermissions.RESTRICTED)
            .strict(false)
            .silent(false)
            .safe(true)
            .cache(512)
            .create();

    /** Reads the attributes of one event by name (null for one it lacks). */
    @FunctionalInterface
    public interface Variables {
        Object get(String name);
    }

    /** A predicate ready to evaluate. */
    @FunctionalInterface
    public interface Compiled {
        boolean accepts(Variables event);
    }

    private PredicateLanguage() {
    }

    /** The features predicates may use. */
    public static JexlFeatures features() {
        return FEATURES;
    }

    /** The reason {@code predicate} does not parse, or empty when it parses (a blank predicate always does). */
    public static Optional<String> syntaxError(String predicate) {
        if (predicate == null || predicate.isBlank()) {
            return Optional.empty();
        }
        try {
            ENGINE.createExpression(predicate);
            return Optional.empty();
        } catch (JexlException e) {
            String detail = e.getMessage();
            int space = detail == null ? -1 : detail.indexOf(' ');
            return Optional.of(detail == null ? e.getClass().getSimpleName() : detail.substring(space + 1).strip());
        }
    }

    /** Compiles {@code expression}; one that does not parse is refused with the reason. */
    public static Compiled compile(String expression) {
        JexlExpression compiled;
        try {
            compiled = ENGINE.createExpression(expression);
        } catch (JexlException e) {
            throw new IllegalArgumentException("predicate '" + expression + "' does not parse: " + e.getMessage(), e);
        }
        return event -> Boolean.TRUE.equals(compiled.evaluate(new ReadOnly(event)));
    }

    /** Exposes an event's attributes as JEXL variables, read-only. */
    private record ReadOnly(Variables variables) implements JexlContext {

        @Override
        public Object get(String name) {
            return variables.get(name);
        }

        @Override
        public void set(String name, Object value) {
            throw new UnsupportedOperationException("predicates cannot assign variables");
        }

        @Override
        public boolean has(String name) {
            return true;
        }
    }
}
