package org.orrery.operator.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** {@link Parameters} over the text values given in the model. */
final class TextParameters implements Parameters {

    private final Map<String, String> values;

    TextParameters(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    @Override
    public Set<String> names() {
        return values.keySet();
    }

    @Override
    public boolean has(String name) {
        return values.containsKey(name);
    }

    @Override
    public String string(String name, String defaultValue) {
        return values.getOrDefault(name, defaultValue);
    }

    @Override
    public long longValue(String name, long defaultValue) {
        String text = values.get(name);
        if (text == null || text.isBlank()) {
            return defaultValue;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parameter '" + name + "' = '" + text + "' is not a whole number", e);
        }
    }

    @Override
    public double doubleValue(String name, double defaultValue) {
        String text = values.get(name);
        if (text == null || text.isBlank()) {
            return defaultValue;
        }
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parameter '" + name + "' = '" + text + "' is not a number", e);
        }
    }

    @Override
    public boolean booleanValue(String name, boolean defaultValue) {
        String text = values.get(name);
        if (text == null || text.isBlank()) {
            return defaultValue;
        }
        return switch (text.strip()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(
                    "parameter '" + name + "' = '" + text + "' is neither true nor false");
        };
    }

    @Override
    public String required(String name) {
        String text = values.get(name);
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("parameter '" + name + "' is required");
        }
        return text;
    }
}
