package org.orrery.model.catalog;

import java.util.List;
import java.util.Optional;

import org.orrery.model.OperatorKind;

/**
 * An operator type that some bundle provides: its id, the kind of node it makes in the operator graph and the
 * parameters it accepts.
 */
public record OperatorType(String id, OperatorKind kind, String label, String description,
        List<ParameterSpec> parameters) {

    public OperatorType {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an operator type needs an id");
        }
        if (kind == null) {
            throw new IllegalArgumentException("operator type '" + id + "' needs a kind");
        }
        parameters = List.copyOf(parameters);
        label = label == null || label.isBlank() ? id : label;
        description = description == null ? "" : description;
    }

    /** The parameter {@code name}: declared by that name, or one of a declared family ({@code prefix.*}). */
    public Optional<ParameterSpec> parameter(String name) {
        return parameters.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .or(() -> parameters.stream().filter(p -> p.names(name)).findFirst());
    }
}
