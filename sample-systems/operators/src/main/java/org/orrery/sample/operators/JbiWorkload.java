package org.orrery.sample.operators;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.orrery.operator.api.Attributes;

/**
 * The workload of the JBI content-based routing report (source document 002, figures 11 and 12): three object
 * schemas whose fields appear in a subscription (and in a published object) with the report's probabilities, and
 * the report's value sets. Published objects and subscriptions are drawn from seeded generators, so the same seeds
 * give the same objects and the same subscriptions; the publisher's and the router's seeds differ, as in the report.
 * A subscription is a conjunction of field tests; a test of a field the object lacks fails.
 */
final class JbiWorkload {

    /** How a field is tested: equality of strings, or an integer bound. */
    enum Test { EQUALS, AT_LEAST, AT_MOST }

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
    private static final String[] NICKNAMES = {"KTJR", "KMYX", "KQAZ", "KWXS", "KDEC", "KFRV", "KTBG", "KNHY", "KUJM", "KIKL"};
    private static final String[] ORIGINATORS = {"AFRL", "AFMC", "ACC", "AFSOC", "AFCA", "AFC2ISR", "AFSPC", "AFWIC", "NSA", "CIA"};
    private static final String[] TYPES = {"Targets", "Protected", "Critical", "Friendly", "Moving"};
    private static final String[] NICKS = {"targ", "prot", "crit", "frnd", "move"};

    private static final ValueSet MONTH = r -> MONTHS[r.nextInt(MONTHS.length)];
    private static final ValueSet NICKNAME = r -> NICKNAMES[r.nextInt(NICKNAMES.length)];
    private static final ValueSet ORIGINATOR = r -> ORIGINATORS[r.nextInt(ORIGINATORS.length)];
    private static final ValueSet TYPE = r -> TYPES[r.nextInt(TYPES.length)];
    /** ATO serial numbers: a nick and a number below 10,000 (50,000 values). */
    private static final ValueSet ATO_SERIAL = r -> NICKS[r.nextInt(NICKS.length)] + r.nextInt(10_000);
    /** Originator serial numbers: "JBI", a number below 10,000 and a letter (260,000 values). */
    private static final ValueSet ORIG_SERIAL = r -> "JBI" + r.nextInt(10_000) + (char) ('A' + r.nextInt(26));
    private static final ValueSet DAY = r -> 1L + r.nextInt(31);
    private static final ValueSet HOUR = r -> (long) r.nextInt(24);
    private static final ValueSet MINUTE = r -> (long) r.nextInt(60);
    private static final ValueSet YEAR = r -> 2000L + r.nextInt(10);
    private static final ValueSet VERSION = r -> 1L + r.nextInt(10);

    /** The schemas of figure 11 (the report leaves the basic beginning day's probability out; it is taken as 30 %). */
    static final List<String> SCHEMAS = List.of("ato", "basic", "xmlxpath");

    static List<Field> fields(String schema) {
        return switch (schema) {
            case "ato" -> List.of(
                    new Field("nickname", Test.EQUALS, 0.8, NICKNAME),
                    new Field("serialno", Test.EQUALS, 0.8, ATO_SERIAL),
                    new Field("originator", Test.EQUALS, 0.4, ORIGINATOR),
                    new Field("day", Test.AT_LEAST, 0.3, DAY),
                    new Field("hour", Test.AT_LEAST, 0.8, HOUR),
                    new Field("minute", Test.AT_LEAST, 0.6, MINUTE),
                    new Field("month", Test.EQUALS, 0.7, MONTH),
                    new Field("year", Test.AT_LEAST, 0.8, YEAR));
            case "basic" -> List.of(
                    new Field("beginDay", Test.AT_LEAST, 0.3, DAY),
                    new Field("beginHour", Test.AT_LEAST, 0.8, HOUR),
                    new Field("beginMinute", Test.AT_LEAST, 0.6, MINUTE),
                    new Field("beginMonth", Test.EQUALS, 0.7, MONTH),
                    new Field("beginYear", Test.AT_LEAST, 0.8, YEAR),
                    new Field("endDay", Test.AT_MOST, 0.4, DAY),
                    new Field("endHour", Test.AT_MOST, 0.8, HOUR),
                    new Field("endMinute", Test.AT_MOST, 0.6, MINUTE),
                    new Field("endMonth", Test.EQUALS, 0.7, MONTH),
                    new Field("endYear", Test.AT_MOST, 0.8, YEAR));
            case "xmlxpath" -> List.of(
                    new Field("type", Test.EQUALS, 0.8, TYPE),
                    new Field("nickname", Test.EQUALS, 0.8, NICKNAME),
                    new Field("serialno", Test.EQUALS, 0.7, ORIG_SERIAL),
                    new Field("originator", Test.EQUALS, 0.8, ORIGINATOR),
                    new Field("version", Test.AT_LEAST, 0.4, VERSION));
            default -> throw new IllegalArgumentException("schema must be ato, basic, xmlxpath or mixed, not '" + schema + "'");
        };
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
