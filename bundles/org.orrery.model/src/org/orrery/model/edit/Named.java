package org.orrery.model.edit;

import java.util.Optional;

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
}
