package org.orrery.agent;

import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlExpression;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.introspection.JexlPermissions;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventPredicate;

/**
 * Compiles connection and filter predicates: JEXL 3 expressions over event attributes in a sandbox without side
 * effects, loops, lambdas, method calls or object creation. The same restrictions as the model's validation, so
 * what validates also runs. An attribute the event lacks reads as null, and a result that is not {@code true}
 * rejects the event.
 */
final class JexlPredicates {

    /** Twin of org.orrery.model.validation.Predicates' features, so that what validates also runs: keep the two alike. */
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

    private JexlPredicates() {
    }

    static EventPredicate compile(String expression) {
        JexlExpression compiled;
        try {
            compiled = ENGINE.createExpression(expression);
        } catch (JexlException e) {
            throw new IllegalArgumentException("predicate '" + expression + "' does not parse: " + e.getMessage(), e);
        }
        return event -> {
            Object result = compiled.evaluate(new AttributeContext(event.attributes()));
            return Boolean.TRUE.equals(result);
        };
    }

    /** Exposes an event's attributes as JEXL variables, read-only. */
    private static final class AttributeContext implements JexlContext {

        private final Attributes attributes;

        AttributeContext(Attributes attributes) {
            this.attributes = attributes;
        }

        @Override
        public Object get(String name) {
            return attributes.get(name);
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
