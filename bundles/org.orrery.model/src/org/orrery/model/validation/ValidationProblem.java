package org.orrery.model.validation;

import org.eclipse.emf.ecore.EObject;

/** One problem found by validation: the offending element, the rule it breaks and a message naming both. */
public record ValidationProblem(Severity severity, EObject element, Rule rule, String message) {

    /** How serious a problem is; errors block deployment. */
    public enum Severity {
        ERROR, WARNING
    }

    /** The problem as {@code element: message}, the form {@code orrery validate} prints after the file name. */
    @Override
    public String toString() {
        return ElementLabels.describe(element) + ": " + message;
    }
}
