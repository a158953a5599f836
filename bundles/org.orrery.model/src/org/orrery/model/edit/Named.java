package org.orrery.model.edit;

import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.orrery.control.api.AlertApi;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/** The elements of a system found by their names. */
public final class Named {

    private Named() {
    }

    /** The operator called {@code name}. */
    public static Optional<Operator> operator(OrrerySystem system, String name) {
        return system.getOperators().stream().filter(o -> name.equals(o.getName())).findFirst();
    }

    /** The domain called {@code name}, on whichever host it is. */
    public static Optional<Domain> domain(OrrerySystem system, String name) {
        return system.getHosts()
                .stream()
                .map(Host::getDomains)
                .flatMap(domains -> domains.stream())
                .filter(d -> name.equals(d.getName()))
                .findFirst();
    }

    /** The connection from the operator called {@code source} to the one called {@code target}. */
    public static Optional<Connection> connection(OrrerySystem system, String source, String target) {
        return system.getConnections()
                .stream()
                .filter(c -> c.getSource() != null && c.getTarget() != null && source.equals(c.getSource().getName())
                        && target.equals(c.getTarget().getName()))
                .findFirst();
    }

    /** What an alert watches: the connection, operator or domain its subject names, as its measure has it. */
    public static Optional<? extends EObject> watched(OrrerySystem system, AlertApi.AlertSpec alert) {
        return switch (alert.subjectKind()) {
            case CONNECTION -> connection(system, alert.link()[0], alert.link()[1]);
            case OPERATOR -> operator(system, alert.subject());
            case DOMAIN -> domain(system, alert.subject());
        };
    }
}
