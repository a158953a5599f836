package org.orrery.model.validation;

import java.util.Optional;

import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.introspection.JexlPermissions;

/**
 * The language of connection predicates: JEXL 3 expressions over event attributes, restricted to side-effect
 * free expressions (no assignments, loops, lambdas, method calls or object creation).
 */
public final class Predicates {

    /** Twin of the agents' JexlPredicates features (the agents do not depend on the model): keep the two alike. */
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
            .strict(true)
            .silent(false)
            .cache(256)
            .create();

    private Predicates() {
    }

    /** The features predicates may use; the agents evaluate predicates with the same restrictions. */
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
            int colon = detail == null ? -1 : detail.indexOf(' ');
            return Optional.of(detail == null ? e.getClass().getSimpleName() : detail.substring(colon + 1).strip());
        }
    }
}
