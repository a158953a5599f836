package org.orrery.sample.operators;

import java.util.List;

import org.orrery.operator.api.Parameters;

/** What the sample operators share when they take parameters while running. */
final class Operators {

    private Operators() {
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
