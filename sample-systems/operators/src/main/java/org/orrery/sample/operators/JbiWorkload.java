package org.orrery.sample.operators;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

import org.orrery.operator.api.Attributes;

/**
 * The workload of the JBI content-based routing report (source document 002, figures 11 and 12): three object schemas
 * whose fields appear in a subscription (and in a published object) with the report's probabilities, and the report's
 * value sets. Published objects and subscriptions are drawn from seeded generators, so the same seeds give the same
 * objects and the same subscriptions; the publisher's and the router's seeds differ, as in the report. A subscription
 * is a conjunction of field tests; a test of a field the object lacks fails.
 */
final class JbiWorkload {

    /** How a field is tested: equality of strings, or an integer bound. */
    enum Test {
        EQUALS, AT_LEAST, AT_MOST
    }

    /** A field of a schema: its attribute name, its test, how often it appears, and its values. */
    record Field(String name, Test test, double probability, ValueSet values) {
    }

    /** One predicate subscription: its number and its field tests (all must hold). */
    record Subscription(int id, String schema, List<Clause> clauses) {

        boolean matches(Attributes object) {
            if (!schema.equals(object.getString("schema"))) {
                return false;
            }
            for (Clause clause : clauses) {
                if (!clause.holds(object)) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The same subscription as an XPath predicate over the object's XML document ({@link #document}): it holds for
         * exactly the objects {@link #matches} holds for.
         */
        String xpath() {
            StringBuilder xpath = new StringBuilder("/").append(schema).append('[');
            for (int i = 0; i < clauses.size(); i++) {
                Clause clause = clauses.get(i);
                if (i > 0) {
                    xpath.append(" and ");
                }
                xpath.append(clause.field().name()).append(switch (clause.field().test()) {
                    case EQUALS -> " = ";
                    case AT_LEAST -> " >= ";
                    case AT_MOST -> " <= ";
                });
                xpath.append(clause.value() instanceof String text ? "'" + text + "'" : clause.value());
            }
            return xpath.append(']').toString();
        }
    }

    record Clause(Field field, Object value) {

        boolean holds(Attributes object) {
            Object actual = object.get(field.name());
            if (actual == null) {
                return false;
            }
            return switch (field.test()) {
                case EQUALS -> value.equals(actual);
                case AT_LEAST -> ((Number) actual).longValue() >= (Long) value;
                case AT_MOST -> ((Number) actual).longValue() <= (Long) value;
            };
        }
    }

    /** Draws one value of a field. */
    interface ValueSet {

        Object draw(SplittableRandom random);
    }

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"};
    private static final String[] NICKNAMES = {"KTJR", "KMYX", "KQAZ", "KWXS", "KDEC", "KFRV", "KTBG", "KNHY", "KUJM",
            "KIKL"};
    private static final String[] ORIGINATORS = {"AFRL", "AFMC", "ACC", "AFSOC", "AFCA", "AFC2ISR", "AFSPC", "AFWIC",
            "NSA", "CIA"};
    private static final String[] TYPES = {"Targets", "Protected", "Critical", "Friendly", "Moving"};
    private static final String[] NICKS = {"targ", "prot", "crit", "frnd", "move"};

    private static final Map<String, ValueSet> VALUE_SETS = Map.ofEntries(Map.entry("month", oneOf(MONTHS)),
            Map.entry("nickname", oneOf(NICKNAMES)), Map.entry("originator", oneOf(ORIGINATORS)),
            Map.entry("type", oneOf(TYPES)),
            // a nick and a number below 10,000 (50,000 values); "JBI", a number below 10,000 and a letter (260,000
            // values)
            Map.entry("ato-serial", r -> NICKS[r.nextInt(NICKS.length)] + r.nextInt(10_000)),
            Map.entry("originator-serial", r -> "JBI" + r.nextInt(10_000) + (char) ('A' + r.nextInt(26))),
            Map.entry("day", r -> 1L + r.nextInt(31)), Map.entry("hour", r -> (long) r.nextInt(24)),
            Map.entry("minute", r -> (long) r.nextInt(60)), Map.entry("year", r -> 2000L + r.nextInt(10)),
            Map.entry("version", r -> 1L + r.nextInt(10)));

    private static ValueSet oneOf(String[] values) {
        return r -> values[r.nextInt(values.length)];
    }

    /** The schemas of figure 11 by name, their fields in the order of the report, read from {@code jbi-schemas.txt}. */
    private static final Map<String, List<Field>> SCHEMA_FIELDS = readSchemas();

    /** The schemas' names. */
    static final List<String> SCHEMAS = List.copyOf(SCHEMA_FIELDS.keySet());

    static List<Field> fields(String schema) {
        List<Field> fields = SCHEMA_FIELDS.get(schema);
        if (fields == null) {
            throw new IllegalArgumentException(
                    "schema must be " + String.join(", ", SCHEMAS) + " or mixed, not '" + schema + "'");
        }
        return fields;
    }

    private static Map<String, List<Field>> readSchemas() {
        Map<String, List<Field>> schemas = new LinkedHashMap<>();
        try (InputStream in = JbiWorkload.class.getResourceAsStream("jbi-schemas.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (String line : text.lines()
                    .map(String::strip)
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .toList()) {
                String[] column = line.split("\\s+");
                Test test = Test.valueOf(column[2].toUpperCase(Locale.ROOT).replace('-', '_'));
                ValueSet values = Objects.requireNonNull(VALUE_SETS.get(column[4]), column[4]);
                schemas.computeIfAbsent(column[0], s -> new ArrayList<>())
                        .add(new Field(column[1], test, Double.parseDouble(column[3]), values));
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the sample bundle's jbi-schemas.txt is unreadable: " + e, e);
        }
        schemas.replaceAll((name, fields) -> List.copyOf(fields));
        return Collections.unmodifiableMap(schemas);
    }

    private JbiWorkload() {
    }

    /** Checks a schema parameter: one of the three, or {@code mixed} (each object or subscription picks one). */
    static String schema(String value) {
        String schema = value.strip().toLowerCase(Locale.ROOT);
        if (!schema.equals("mixed")) {
            fields(schema);
        }
        return schema;
    }

    private static String pick(String schema, SplittableRandom random) {
        return schema.equals("mixed") ? SCHEMAS.get(random.nextInt(SCHEMAS.size())) : schema;
    }

    /** The metadata of one published object: its schema and each field present with the field's probability. */
    static Attributes object(String schema, SplittableRandom random, long sequence) {
        String chosen = pick(schema, random);
        Attributes.Builder object = Attributes.builder().put("schema", chosen).put("n", sequence);
        for (Field field : fields(chosen)) {
            if (random.nextDouble() < field.probability()) {
                object.putValue(field.name(), field.values().draw(random));
            }
        }
        return object.build();
    }

    /**
     * The object as the XML document the report's XPath router read: an element named after its schema holding one
     * element per field present, then a {@code payload} element of {@code filler} text that brings the document to
     * about {@code payloadBytes} bytes.
     */
    static byte[] document(Attributes object, String filler, int payloadBytes) {
        String schema = object.getString("schema");
        StringBuilder xml = new StringBuilder(payloadBytes + 64).append('<')
                .append(schema)
                .append(" n=\"")
                .append(object.get("n"))
                .append("\">");
        for (Field field : fields(schema)) {
            Object value = object.get(field.name());
            if (value != null) {
                xml.append('<')
                        .append(field.name())
                        .append('>')
                        .append(value)
                        .append("</")
                        .append(field.name())
                        .append('>');
            }
        }
        String end = "</" + schema + ">";
        int room = payloadBytes - xml.length() - end.length() - "<payload></payload>".length();
        if (room > 0) {
            xml.append("<payload>").append(filler, 0, Math.min(room, filler.length())).append("</payload>");
        }
        return xml.append(end).toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** {@code count} subscriptions drawn from {@code seed}; each has at least one field test. */
    static List<Subscription> subscriptions(int count, String schema, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Subscription> subscriptions = new ArrayList<>(count);
        for (int id = 0; id < count; id++) {
            String chosen = pick(schema, random);
            List<Clause> clauses = new ArrayList<>();
            List<Field> fields = fields(chosen);
            for (Field field : fields) {
                if (random.nextDouble() < field.probability()) {
                    clauses.add(new Clause(field, field.values().draw(random)));
                }
            }
            if (clauses.isEmpty()) {
                Field field = fields.get(random.nextInt(fields.size()));
                clauses.add(new Clause(field, field.values().draw(random)));
            }
            subscriptions.add(new Subscription(id, chosen, List.copyOf(clauses)));
        }
        return subscriptions;
    }
}
