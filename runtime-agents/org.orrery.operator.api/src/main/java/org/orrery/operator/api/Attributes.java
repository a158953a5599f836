package org.orrery.operator.api;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The typed attributes of an event: names mapped to {@code Long}, {@code Double}, {@code Boolean} or {@code String}
 * values. Predicates and routing look only at attributes, never at the body. Immutable.
 */
public final class Attributes {

    /** Attributes with no entries. */
    public static final Attributes EMPTY = new Attributes(new String[0], new Object[0]);

    private final String[] names;
    private final Object[] values;

    private Attributes(String[] names, Object[] values) {
        this.names = names;
        this.values = values;
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * Attributes with the given names and values, in that order, without a builder's map (for decoders on a hot path).
     * Each value must be a {@code Long}, {@code Double}, {@code Boolean} or {@code String}, and no name may appear
     * twice; the arrays are copied.
     *
     * @throws IllegalArgumentException when the arrays differ in length, a name repeats or a value has another type
     */
    public static Attributes of(String[] names, Object[] values) {
        if (names.length != values.length) {
            throw new IllegalArgumentException(names.length + " names for " + values.length + " values");
        }
        if (names.length == 0) {
            return EMPTY;
        }
        for (int i = 0; i < names.length; i++) {
            Objects.requireNonNull(names[i], "name");
            Object value = values[i];
            if (!(value instanceof Long || value instanceof Double || value instanceof Boolean
                    || value instanceof String)) {
                throw new IllegalArgumentException("attribute '" + names[i] + "' has unsupported type "
                        + (value == null ? "null" : value.getClass().getName()));
            }
            for (int j = 0; j < i; j++) {
                if (names[j].equals(names[i])) {
                    throw new IllegalArgumentException("attribute '" + names[i] + "' appears twice");
                }
            }
        }
        return new Attributes(names.clone(), values.clone());
    }

    /** A builder that starts from these attributes. */
    public Builder toBuilder() {
        Builder builder = new Builder();
        for (int i = 0; i < names.length; i++) {
            builder.values.put(names[i], values[i]);
        }
        return builder;
    }

    public int size() {
        return names.length;
    }

    public String name(int index) {
        return names[index];
    }

    public Object value(int index) {
        return values[index];
    }

    /** The value of {@code name}, or null when the event has no such attribute. */
    public Object get(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return values[i];
            }
        }
        return null;
    }

    public boolean has(String name) {
        return get(name) != null;
    }

    /**
     * A numeric attribute as a double; throws {@link IllegalArgumentException} naming it when absent or not a number.
     */
    public double getDouble(String name) {
        Object value = get(name);
        if (value instanceof Number number) {
            return number.doubleValue();
        }
        throw new IllegalArgumentException(
                "attribute '" + name + "' is " + (value == null ? "missing" : "not a number: " + value));
    }

    /**
     * A whole-number attribute; throws {@link IllegalArgumentException} naming it when absent or not a whole number.
     */
    public long getLong(String name) {
        Object value = get(name);
        if (value instanceof Long || value instanceof Integer) {
            return ((Number) value).longValue();
        }
        throw new IllegalArgumentException(
                "attribute '" + name + "' is " + (value == null ? "missing" : "not a whole number: " + value));
    }

    public String getString(String name) {
        Object value = get(name);
        return value == null ? null : value.toString();
    }

    public Set<String> names() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(names)));
    }

    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < names.length; i++) {
            map.put(names[i], values[i]);
        }
        return Collections.unmodifiableMap(map);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Attributes attributes && asMap().equals(attributes.asMap());
    }

    @Override
    public int hashCode() {
        return asMap().hashCode();
    }

    @Override
    public String toString() {
        return asMap().toString();
    }

    /** Builds {@link Attributes}; a later value for the same name replaces the earlier one. */
    public static final class Builder {

        private final Map<String, Object> values = new LinkedHashMap<>();

        private Builder() {
        }

        public Builder put(String name, long value) {
            return putValue(name, value);
        }

        public Builder put(String name, double value) {
            return putValue(name, value);
        }

        public Builder put(String name, boolean value) {
            return putValue(name, value);
        }

        public Builder put(String name, String value) {
            return putValue(name, Objects.requireNonNull(value, "value"));
        }

        /**
         * Puts a value that must be a Long, Integer (stored as Long), Double, Float (stored as Double), Boolean or
         * String.
         */
        public Builder putValue(String name, Object value) {
            Objects.requireNonNull(name, "name");
            Object normalized = value instanceof Integer i ? Long.valueOf(i.longValue())
                    : value instanceof Float f ? Double.valueOf(f.doubleValue()) : value;
            if (!(normalized instanceof Long || normalized instanceof Double || normalized instanceof Boolean
                    || normalized instanceof String)) {
                throw new IllegalArgumentException("attribute '" + name + "' has unsupported type "
                        + (value == null ? "null" : value.getClass().getName()));
            }
            values.put(name, normalized);
            return this;
        }

        public Builder remove(String name) {
            values.remove(name);
            return this;
        }

        public Attributes build() {
            if (values.isEmpty()) {
                return EMPTY;
            }
            return new Attributes(values.keySet().toArray(new String[0]), values.values().toArray());
        }
    }
}
