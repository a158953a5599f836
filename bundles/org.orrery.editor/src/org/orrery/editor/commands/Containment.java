package org.orrery.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.DomainRole;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;
import org.orrery.model.validation.ElementLabels;

/**
 * What may go where on the diagram: hosts on the canvas, domains in hosts, operators and composites in Planet domains
 * and in composites (a composite not in itself).
 */
public final class Containment {

    private Containment() {
    }

    /** Why {@code child} cannot go into {@code parent}, or null when it can. */
    public static String refusal(EObject parent, EObject child) {
        if (child instanceof Host) {
            return parent instanceof OrrerySystem ? null : "a host goes on the canvas, not into " + describe(parent);
        }
        if (child instanceof Domain) {
            return parent instanceof Host ? null : "a domain goes into a host, not into " + describe(parent);
        }
        if (child instanceof Operator || child instanceof Composite) {
            if (parent instanceof Domain domain) {
                return domain.getRole() == DomainRole.PLANET ? null
                        : "operators run on Planets; domain '" + domain.getName() + "' is the Star";
            }
            if (parent instanceof Composite outer) {
                return child instanceof Composite inner && Composites.within(outer, inner)
                        ? "a composite cannot go into itself or a composite nested in it"
                        : null;
            }
            return (child instanceof Operator ? "an operator" : "a composite")
                    + " goes into a Planet domain or a composite, not into " + describe(parent);
        }
        return "nothing of this kind can be placed on the diagram";
    }

    private static String describe(EObject parent) {
        return parent == null ? "nothing" : ElementLabels.describe(parent);
    }
}
