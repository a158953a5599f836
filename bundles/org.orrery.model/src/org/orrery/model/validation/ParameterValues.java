package org.orrery.model.validation;

import java.util.Optional;

import org.orrery.model.ParameterType;

/** Checks that a parameter's text parses as its declared type. */
public final class ParameterValues {

    private ParameterValues() {
    }

    /** What is wrong with {@code value} as a {@code type}, or empty when it parses. */
    public static Optional<String> problem(ParameterType type, String value) {
        if (type == null) {
            return Optional.of("has no type");
        }
        String text = value == null ? "" : value.strip();
        switch (type) {
            case STRING :
                return Optional.empty();
            case LONG :
                try {
                    Long.parseLong(text);
                    return Optional.empty();
                } catch (@SuppressWarnings("unused") NumberFormatException notANumber) {
                    return Optional.of("'" + text + "' is not a whole number");
                }
            case DOUBLE :
                try {
                    double parsed = Double.parseDouble(text);
                    return Double.isFinite(parsed) ? Optional.empty()
                            : Optional.of("'" + text + "' is not a finite number");
                } catch (@SuppressWarnings("unused") NumberFormatException notANumber) {
                    return Optional.of("'" + text + "' is not a number");
                }
            case BOOLEAN :
                return "true".equals(text) || "false".equals(text) ? Optional.empty()
                        : Optional.of("'" + text + "' is neither true nor false");
            default :
                return Optional.of("has unsupported type " + type);
        }
    }
}
