package org.orrery.model.catalog;

import org.orrery.model.ParameterType;

/**
 * A parameter an operator type accepts: name, type, default value (may be null), whether it is required, and whether
 * its value is a predicate of the shared language (checked as one). A name ending {@value #ANY_SUFFIX} stands for a
 * family of parameters, each named by what replaces the star, such as a router's {@code subscription.NAME}.
 */
public record ParameterSpec(String name, ParameterType type, String defaultValue, boolean required, String description,
        boolean predicate) {

    /** What a family of parameters' name ends with. */
    public static final String ANY_SUFFIX = ".*";

    public ParameterSpec {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        if (type == null) {
            throw new IllegalArgumentException("parameter '" + name + "' needs a type");
        }
        description = description == null ? "" : description;
    }

    public ParameterSpec(String name, ParameterType type, String defaultValue, boolean required, String description) {
        this(name, type, defaultValue, required, description, false);
    }

    /** Whether this stands for a family of parameters ({@code prefix.*}) rather than one. */
    public boolean isFamily() {
        return name.endsWith(ANY_SUFFIX);
    }

    /** Whether a parameter named {@code parameter} is this one, or one of this family. */
    public boolean names(String parameter) {
        return isFamily()
                ? parameter.length() > name.length() - 1 && parameter.startsWith(name.substring(0, name.length() - 1))
                : name.equals(parameter);
    }
}
