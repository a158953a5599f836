package org.orrery.sample.operators;

import java.util.List;

import org.orrery.operator.api.Parameters;

/** What the sample operators share when they take parameters while running. */
final class Operators {

    private Operators() {
    }

    /**
     * Whether the operator takes and passes on views of events (version 1.1 of the SPI), the default, or, with
     * {@code views=false}, events as an operator written before views does: a comparison of what views save.
     */
    static boolean views(Parameters parameters) {
        return parameters.booleanValue("views", true);
    }

    /** Refuses a change that names a parameter other than {@code allowed} (which the operator takes while running). */
    static void onlyThese(Parameters changed, String... allowed) {
        for (String name : changed.names()) {
            if (!List.of(allowed).contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is not changed while running (only "
                        + String.join(", ", allowed) + "); redeploy to restart the operator with it");
            }
        }
    }
}
