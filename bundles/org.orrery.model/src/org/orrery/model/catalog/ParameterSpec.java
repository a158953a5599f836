package org.orrery.model.catalog;

import org.orrery.model.ParameterType;

/** A parameter an operator type accepts: name, type, default value (may be null) and whether it is required. */
public record ParameterSpec(String name, ParameterType type, String defaultValue, boolean required, String description) {

    public ParameterSpec {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        if (type == null) {
            throw new IllegalArgumentException("parameter '" + name + "' needs a type");
        }
        description = description == null ? "" : description;
    }
}
